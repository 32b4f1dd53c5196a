"""Round 25, hu reader: the review in the past tense, one rounding for the hint and the
review, the kontra in three-hand puzzle positions, and a lone reader's two opponents."""

from __future__ import annotations

import re

import pytest

from schnapsen.teach.practice import Puzzle, puzzles


def _puzzle(pid: str) -> Puzzle:
    return next(p for p in puzzles(pid.split("-")[0]) if p.id == pid)


# -- item 3: a kontra given in the bidding is said with the position ----------------------------

@pytest.mark.parametrize("lang, words", [
    ("en", "doubled (kontra)"), ("hu", "Kontrát mondtak"), ("hr", "Kontra"),
    ("sl", "Kontra"), ("cs", "Kontra")])
def test_puzzle_position_says_the_kontra(lang: str, words: str) -> None:
    from schnapsen.widgets.puzzle import PuzzleWidget

    p = _puzzle("hu-003")  # hármas snapszer, kontra given: the reader's "3. állás"
    assert p.deal.multiplier == 2
    lines = PuzzleWidget([p], lang=lang).position_lines()
    assert any(words in line for line in lines), lines
    # and the solution says why its 2 game points are twice the deal's worth
    assert {"en": "Kontra doubled the stakes", "hu": "A kontra megduplázta a tétet"}.get(
        lang, "") in p.solution_text(lang)


def test_puzzle_position_without_kontra_says_no_stakes() -> None:
    from schnapsen.widgets.puzzle import PuzzleWidget

    p = _puzzle("hu-004")
    assert p.deal.multiplier == 1
    lines = PuzzleWidget([p], lang="en").position_lines()
    assert not any("stakes" in line for line in lines)
    assert "Kontra" not in p.solution_text("en")


def test_daily_facts_say_the_kontra() -> None:
    from schnapsen.explain_position import stakes_line

    assert stakes_line(_puzzle("hu-003").deal, "hu") == "Kontrát mondtak: a parti duplán számít."
    assert stakes_line(_puzzle("hu-004").deal, "hu") is None


# -- item 4: a lone declarer against two is never told of "your opponent" -----------------------

@pytest.mark.parametrize("pid", ["hu-003", "hu-010", "hu-022", "hu-031", "hu-032"])
def test_lone_reader_against_two_has_no_single_opponent(pid: str) -> None:
    p = _puzzle(pid)
    deal = p.deal
    assert deal.variant.players == 3
    mine = [s for s in deal.seats if deal.side_of(s) == deal.side_of(p.seat)]
    assert mine == [p.seat]  # the reader plays alone against a side of two
    assert not re.search(r"[Yy]our opponent\b(?!s)", p.solution_text("en"))
    hu = p.solution_text("hu")
    assert "az ellenfeled " not in hu and "Az ellenfeled " not in hu


def test_two_player_solo_keeps_your_opponent() -> None:
    two = [p for p in puzzles("hu") if p.deal.variant.players == 2]
    texts = " ".join(p.solution_text("en") for p in two)
    assert "your opponent wins" in texts
