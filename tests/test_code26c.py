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
    # (round 27, hu 1: in the same sentence as the points it doubles)
    doubled = {"en": "doubled by the kontra: 2",
               "hu": "a kontra ezt megduplázza: összesen 2 játszmapont"}
    assert doubled.get(lang, "") in p.solution_text(lang)


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


# -- item 1: the review says the move played in the past ---------------------------------------

def test_every_review_did_form_has_its_hint_clause() -> None:
    from schnapsen.i18n import MESSAGES

    did = [k for k in MESSAGES if k.startswith("review.did.")]
    assert len(did) >= 20
    for key in did:
        # a clause said alone (code35a's ".alone": no count before it) is a form of the
        # clause without it, whose hint twin is the count's
        base = key.removesuffix(".alone")
        assert "search.why." + base.removeprefix("review.did.") in MESSAGES, key


@pytest.mark.parametrize("lang, past, present, step", [
    # (round 27: the turning point's sentence without the label "Your move:")
    # (and, in the listed kind, the outcome first: "…, although it took this trick")
    ("en", "although it took this trick", "it takes this trick", "took this trick"),
    ("hu", "elvitte ezt az ütést", "elviszi ezt az ütést", "elvitte ezt az ütést"),
    ("cs", "vzali jste tento štych", "vezmete tento štych (7", "vzali tento štych"),
])
def test_review_of_a_played_deal_is_in_the_past(lang: str, past: str, present: str,
                                                 step: str) -> None:
    from tests.test_review_widget import opened, text_of

    w = opened("hu-2", 6, lang)  # its turning point: a trick the reader took (search.why.take)
    r = w.reviewer
    assert r.review is not None and r.review.turning_point is not None
    assert r.review.turning_point.grade.hint.reason == "search.why.take"
    summary = text_of(r.summary)
    assert past in summary and present not in summary, summary
    # the step at the turning point grades the move with the same past clause
    r.turning_button.click()
    caption = text_of(r.caption)
    assert step in caption, caption


def test_hint_keeps_the_present() -> None:
    from schnapsen.search.reasons import why_text

    params = {"card": "QS", "points": 7, "total": 7}
    assert why_text("search.why.take", params, "hu").startswith("a ")
    assert "elviszi" in why_text("search.why.take", params, "hu")
    assert "elvitte" in why_text("search.why.take", params, "hu", past=True)


# -- item 2: one rounding for the hint and the review ------------------------------------------

def test_one_formatter_for_game_points() -> None:
    from schnapsen.search.grade import points_message, points_number, signed_points

    assert points_number(1 / 3, "hu") == "0,3" and points_number(1 / 3, "en") == "0.3"
    assert points_number(0.97, "en") == "1" and points_number(1.25, "hr") == "1,3"
    assert signed_points(1 / 3, "hu") == "+0,3" and signed_points(-2.25, "en") == "\u22122.3"
    assert signed_points(0.02, "en") == "0"
    # whole as shown: the unit agrees with the count, as in the hint ("+1 game point")
    assert points_message("review.list.mistake", 0.97, "en") == (
        "a mistake, on average 1 game point below the best move")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_hint_and_review_show_a_move_with_one_rounding(lang: str) -> None:
    from schnapsen.search.grade import signed_points
    from schnapsen.widgets.play_hints import hint_value
    from tests.test_review_widget import opened, text_of

    w = opened("hu-2", 6, lang)
    r = w.reviewer
    assert r.review is not None
    for x in r.review.decisions:
        h = x.grade.hint
        mine = signed_points(h.value, lang)
        # the hint's figure of the move carries the review's number
        assert mine.lstrip("+\u2212") in hint_value(h, lang), (mine, hint_value(h, lang))
        r.go(x.index)
        caption = text_of(r.caption)
        assert mine in caption
        assert not re.search(r"\d[.,]\d\d\b", caption), caption
