"""S39 (readers 35, hr items 2, 3, 13, 14): the Croatian tradition chapters taught two rule sets
at once, with "napomena knjige", "tumačenje knjige", "pravilo knjige" asides in the rules. Each
rule is now said once, as the book's table plays it, and what the source leaves open sits in one
"O izvoru" place per chapter, after the rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

BOOK = Path(__file__).resolve().parent.parent / "book" / "hr"

PAGES = ("snaps", "snaps-multi", "snops", "snapszer", "sestasedesat", "snops-multi",
         "snapszer-multi")
#: the asides that said, inside a rule, who says it (the play table's switch "po pravilima knjige"
#: names a setting of the table, not a rule, and stays)
ASIDE = re.compile(r"(?i)napomen\w* knjige|tumačenj\w* knjige|pravil[oa]? knjige|savjet\w* knjige|"
                   r"kako (?:ga|je) opisuje izvor|po čitanju ove knjige|knjiga tumači")
DROPDOWN = re.compile(r"^:::\{dropdown\}[^\n]*\n.*?^:::$", re.M | re.S)


def _teaching(text: str) -> str:
    """The page without its "O izvoru" box (a dropdown, or the section of that name)."""
    text = DROPDOWN.sub("", text)
    return re.sub(r"^## O izvoru\n.*?(?=^## )", "", text, flags=re.M | re.S)


@pytest.mark.parametrize("page", PAGES)
def test_the_rules_carry_no_asides_about_who_says_them(page: str) -> None:
    text = (BOOK / f"{page}.md").read_text(encoding="utf-8")
    assert not ASIDE.findall(_teaching(text)), page


@pytest.mark.parametrize("page", PAGES)
def test_one_place_about_the_source_per_chapter(page: str) -> None:
    text = (BOOK / f"{page}.md").read_text(encoding="utf-8")
    boxes = text.count(":::{dropdown} O izvoru") + text.count("\n## O izvoru\n")
    assert boxes == 1, page


@pytest.mark.parametrize("page", ("snaps", "snaps-multi"))
def test_the_source_is_read_once_not_as_a_second_pass(page: str) -> None:
    text = (BOOK / f"{page}.md").read_text(encoding="utf-8")
    assert "kako je opisuje izvor" not in text and "Gdje izvor šuti: pravila knjige" not in text
    assert "Što kaže izvor, a što dodaje knjiga" not in text


def test_the_four_hand_trump_is_the_tables_agreement_at_its_first_mention() -> None:
    text = (BOOK / "snaps-multi.md").read_text(encoding="utf-8")
    first = " ".join(text[text.index("čija boja"):][:80].split())
    assert "po dogovoru" in first, first


def test_the_glossary_says_the_close_plainly() -> None:
    text = (BOOK.parent / "hr" / "glossary.md").read_text(encoding="utf-8")
    assert not ASIDE.findall(text)
    assert "adutska se karta okrene licem prema dolje i stavi na talon" in text
