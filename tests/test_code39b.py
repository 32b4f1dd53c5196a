"""Code helper c39b: the Croatian card letters, the review forms left, number words beside a
count, hu brackets, hr lines (reader round 35)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen import Card
from schnapsen.cards import Rank
from schnapsen.render.card import card_svg
from schnapsen.render.text import index_for, names_for

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ("hr", "sl", "hu", "cs")


def _big_letter(svg: str) -> str:
    """The large letter in the middle of a drawn card face."""
    found = re.search(r'<text x="50" y="50"[^>]*>([^<]*)</text>', svg)
    assert found is not None, svg
    return found.group(1)


# 1. Croatian card letters ------------------------------------------------------------------

@pytest.mark.parametrize("style", ["german", "french"])
def test_hr_faces_show_d_for_baba_and_b_for_decko(style: str) -> None:
    # a Croatian player reads D = dama (baba) and B = Bube (dečko), as on the packs sold there
    names = names_for("hr")
    ober = card_svg(Card.parse("QH"), style, names=names)  # type: ignore[arg-type]
    unter = card_svg(Card.parse("JH"), style, names=names)  # type: ignore[arg-type]
    assert _big_letter(ober) == "D"
    assert _big_letter(unter) == "B"


@pytest.mark.parametrize("lang", ("en",) + EDITIONS)
def test_french_letters_come_from_the_catalogue(lang: str) -> None:
    # not a hard-coded table: the French deck's letters are the edition's data as the German's
    names = names_for(lang)
    french = index_for(names, "french", None)
    assert tuple(french[Rank(i)] for i in range(6)) == names.french_index
    german = index_for(names, "german", None)
    assert tuple(german[Rank(i)] for i in range(6)) == names.german_index


def _terms_row(lang: str, english: str) -> str:
    text = (ROOT / "schnapsen/i18n/locale" / lang / "TERMS.md").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith(f"| {english}"):
            return line
    raise AssertionError(f"no row {english!r} in {lang} TERMS.md")


@pytest.mark.parametrize("lang", EDITIONS)
def test_terms_name_the_letters_the_faces_show(lang: str) -> None:
    # each edition's TERMS.md row "Card corners" says the German deck's letters as drawn
    row = _terms_row(lang, "card corners")
    names = names_for(lang)
    shown = [names.german_index[i] for i in (5, 4, 3, 2, 1, 0)]  # Ace ... Nine
    assert "german: " + " ".join(shown) in row, row
    french = [names.french_index[i] for i in (5, 4, 3, 2, 1, 0)]
    assert "french: " + " ".join(french) in row, row
