"""Round 28 (the new user): engine talk on the learner's path. The guided hands' "Where the
hands come from" said "the hands are data, not code", "the solver", "the bots are seeded", "a
fixed sample"; the Croatian Šnaps chapter opened with a debate on whether its source is a
Serbian ekavian text of unknown author. Each now says in plain words where the hands (the
rules) come from, and the technical part sits in a closed dropdown, in all five editions."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES

BOOK = Path(__file__).resolve().parent.parent / "book"

#: the "Where the hands come from" heading of each edition's guided.md
HANDS = {"en": "Where the hands come from", "hr": "Odakle dijeljenja dolaze",
         "sl": "Od kod so igre", "hu": "Honnan valók a partik", "cs": "Odkud rozdání pocházejí"}
#: engine words a learner on the path should not meet outside the dropdown
ENGINE = {"en": ("solver", "seeded", "data, not code", "sample"),
          "hr": ("uzor", "riješen", "zapisano unaprijed"),
          "sl": ("vzor", "rešeno", "preračuna"),
          "hu": ("mintá", "megoldóprogram"),
          "cs": ("vzork", "jako data", "propočítat")}
#: the debate on the Šnaps source: its dialect and its unknown author
DEBATE = {"en": ("ekavian", "who wrote"), "hr": ("ekavsk", "Tko ga je napisao"),
          "sl": ("ekavsk", "kdo ga je napisal"), "hu": ("ekavi", "ki írta"),
          "cs": ("ekavsk", "kdo ho napsal")}
DROPDOWN = re.compile(r"^:::\{dropdown\}[^\n]*\n(.*?)^:::$", re.M | re.S)


def _section(text: str, heading: str) -> str:
    start = text.index(f"## {heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end]


def _plain(text: str) -> str:
    """The text outside dropdowns, joined into one line."""
    return " ".join(DROPDOWN.sub("", text).split())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_where_the_hands_come_from_is_plain_with_the_technique_in_a_dropdown(lang: str) -> None:
    section = _section((BOOK / lang / "guided.md").read_text(), HANDS[lang])
    boxes = DROPDOWN.findall(section)
    assert len(boxes) == 1 and ":open:" not in section
    plain = _plain(section.split("\n", 1)[1])
    assert 0 < plain.count(". ") + 1 <= 3, plain  # one or two sentences
    for word in ENGINE[lang]:
        assert word not in plain, (lang, word)
    assert any(word in " ".join(boxes[0].split()) for word in ENGINE[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_snaps_opening_says_where_the_rules_come_from_and_boxes_the_debate(
        lang: str) -> None:
    text = (BOOK / lang / "snaps.md").read_text()
    # the chapter's opening, its words of the game and its rules: the one box about the source
    # closes the rules (S39: the hr box moved there from the words of the game)
    opening = text[:text.index("(snaps-deal)=")]
    boxes = DROPDOWN.findall(opening)
    assert len(boxes) == 1 and ":open:" not in opening
    plain = _plain(opening)
    box = " ".join(boxes[0].split())
    for word in DEBATE[lang]:
        assert word not in plain, (lang, word)
        assert word in box, (lang, word)
