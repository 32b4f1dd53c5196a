"""The generated tables and boxes read the rule data (nothing typed by hand)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import schnapsen as s
from schnapsen.teach.book import ROWS, comparison_table, decisions_box
from schnapsen.variants.decisions import DECISIONS


def test_table_parses_and_follows_the_data() -> None:
    ids = list(s.VARIANTS)
    html = comparison_table(ids).text
    root = ET.fromstring(html)
    rows = root.findall(".//tbody/tr")
    assert len(rows) == len(ROWS)
    assert "{" not in html
    deck_row = [r for r in rows if r.findtext("th") == "Deck"][0]
    cells = [td.text for td in deck_row.findall("td")]
    assert cells == [f"{s.VARIANTS[v].deck_size} cards" for v in ids]
    # changing an option changes the table
    changed = s.find_variant("at").with_options(exchange_min_talon=4)
    assert "4 cards lie" in comparison_table([changed]).text


def test_differences_are_marked() -> None:
    html = comparison_table(["at", "de-66"]).text
    assert 'class="sq-diff">24 cards' in html


def test_decisions_box() -> None:
    box = decisions_box(variants=["hu-2"]).text
    ET.fromstring(box)
    assert "Where the sources differ" in box
    for d in DECISIONS:
        if "hu-2" in d.variants:
            assert d.text.split(";")[0][:40].replace("'", "&#x27;") in box
    assert "{" not in box


@pytest.mark.parametrize("lang", ["hr", "sl", "hu", "cs"])
def test_quiz_pictures_speak_the_page_language(lang: str) -> None:
    from schnapsen.teach.book import jupyterquiz_items
    from schnapsen.teach.quiz import make_questions

    items = jupyterquiz_items(make_questions("hu-2", ["legal", "trick"], seed=3303), lang)
    pictures = " ".join(item["question"] for item in items)
    assert "sq-quiz-picture" in pictures
    for english in ("Seat 1", "Seat 2", "Trick:", "Hand:", " of "):
        assert english not in pictures, (lang, english)


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_page_text_says_moves_cards_and_reasons_in_words(lang: str) -> None:
    """A page prints a list of moves, a hand and a result's reason in words: no move codes
    ("x", "close", "claim"), no Python list brackets, no reason code."""
    from schnapsen.render.html import join_names
    from schnapsen.stages import ResultReason
    from schnapsen.teach.book import page_text

    deal = s.Deal.new("at", deck="AH KD TS QC JC TH KH JH QS AC KC QD JD AS TD QH KS JS AD TC")
    moves = deal.legal_moves()
    assert {str(m) for m in moves} >= {"x", "close"} or "close" in {str(m) for m in moves}
    said = page_text("exchange", lang)("may", seat=0, moves=moves)
    for code in (" x", "close", "AH", "["):
        assert code not in said, said
    held = page_text("exchange", lang)("holds", seat=0, cards=deal.hand(0))
    assert "[" not in held and "AH" not in held, held
    reason = page_text("engine", lang)("result", seat=1, game_points=2,
                                      reason=ResultReason.LAST_TRICK)
    assert "last_trick" not in reason, reason
    assert join_names(["a", "b", "c"], " and ") == "a, b and c"
    assert join_names(["a"], " and ") == "a"
