"""The rules reference is a learner's page: the position notation (Deal.position(), the codes
AH TC 9S, at[last_trick_rule=flat]) is the engine chapter's, and the reference says in one
sentence that a position can be copied as a line and where the notation is described (round
31, hr: the reference ended on a "Zapis položaja" section and spoke of "programski podaci o
pravilima")."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES
from schnapsen.teach import book

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reference_points_to_the_engine_chapter(lang: str) -> None:
    page = str(book.rules_reference(lang))
    assert 'id="notation"' not in page
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    for program in ("Deal.position", "from_position", "last_trick_rule=flat", "AH, TC"):
        assert program not in text, (lang, program)
    pointer = re.findall(r'<p class="sq-notation-pointer">(.*?)</p>', page)
    assert len(pointer) == 1 and 'href="engine.html#notation"' in pointer[0], pointer


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_engine_chapter_has_the_notation(lang: str) -> None:
    engine = (ROOT / "book" / lang / "engine.md").read_text(encoding="utf-8")
    assert "position_notation(lang=LANG)" in engine
    assert "<rules>`:" not in engine and "{ref}`rules`\nlists" not in engine
    section = str(book.position_notation(lang))
    assert 'id="notation"' in section and "sq-position" in section


def test_the_croatian_reference_speaks_of_the_rules_as_the_program_plays_them() -> None:
    page = html.unescape(re.sub(r"<[^>]+>", " ", str(book.rules_reference("hr"))))
    page += (ROOT / "book" / "hr" / "rules.md").read_text(encoding="utf-8")
    for wording in ("programskih podataka", "podataka programa", "pokazivač"):
        assert wording not in page, wording
    assert "kako ih igra računalo" in page  # reader 32: "računalo", not "program"
