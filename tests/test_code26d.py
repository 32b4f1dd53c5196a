"""Round 26, blind readers (hr, sl): the review's tally and turning point, a mistake's reason
in the review, a wrong claim in a puzzle, solutions over several layouts, side badges."""

from __future__ import annotations

import dataclasses

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, translate

pytest.importorskip("ipywidgets")


def _reviewer(lang: str) -> tuple[object, object]:
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.widgets.play_review import PlayReview

    deal = s.Deal.new("at", seed=3)
    play_deal(deal, {0: make_bot("medium", seed=3), 1: make_bot("medium", seed=4)})
    r = PlayReview(lang, lambda: "german")
    r.worlds = 4
    r.open(deal, 0)
    assert r.review is not None and len(r.review.decisions) >= 3
    return r, r.review


def _with(review: object, kinds: list[str], forced: int) -> object:
    """The review with its decisions graded ``kinds`` (``lost``: a best move in a deal lost
    whatever is played) and ``forced`` forced moves."""
    from schnapsen.search.review import Review

    assert isinstance(review, Review)
    decisions = []
    for x, kind in zip(review.decisions, kinds, strict=False):
        g = dataclasses.replace(x.grade, kind="best" if kind == "lost" else kind,
                                lost=kind == "lost", loss=1.0 if kind == "mistake" else 0.0)
        decisions.append(dataclasses.replace(x, grade=g))
    return dataclasses.replace(review, decisions=tuple(decisions),
                               forced=tuple(range(100, 100 + forced)))


# -- item 1: the tally counts a deal lost whatever is played apart, leaves zero counts out ------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tally_counts_lost_moves_apart_and_leaves_zeros_out(lang: str) -> None:
    r, review = _reviewer(lang)
    r.review = _with(review, ["best", "best", "lost"], forced=1)  # type: ignore[attr-defined]
    first = r.summary_lines()[0]  # type: ignore[attr-defined]
    best = translate("review.tally.best", lang, count=2)
    lost = translate("review.tally.lost", lang, count=1)
    assert best in first and lost in first, first
    assert translate("review.tally.best", lang, count=3) not in first
    assert translate("review.tally.good", lang, count=0) not in first
    assert translate("review.tally.mistake", lang, count=0) not in first
    assert translate("review.tally.forced", lang, count=1) in first


@pytest.mark.parametrize("lang", LANGUAGES)
def test_all_decisions_best_is_said_so(lang: str) -> None:
    r, review = _reviewer(lang)
    r.review = _with(review, ["best", "best", "best"], forced=0)  # type: ignore[attr-defined]
    first = r.summary_lines()[0]  # type: ignore[attr-defined]
    assert first == translate("review.tally.all", lang, count=3), first
    assert translate("review.tally.good", lang, count=0) not in first
    r.review = _with(review, ["best"], forced=2)  # type: ignore[attr-defined]
    first = r.summary_lines()[0]  # type: ignore[attr-defined]
    assert first.startswith(translate("review.tally.all.one", lang)), first
    en = {"all": translate("review.tally.all", "en", count=8),
          "one": translate("review.tally.all.one", "en")}
    assert en == {"all": "All 8 of your decisions were best.",
                  "one": "Your one decision was the best move."}


# -- item 2: no turning point, no button to it --------------------------------------------------

def test_no_turning_point_no_button() -> None:
    r, review = _reviewer("hr")
    r.review = _with(review, ["best", "best", "best"], forced=0)  # type: ignore[attr-defined]
    r.draw()  # type: ignore[attr-defined]
    assert r.turning_button.layout.display == "none"  # type: ignore[attr-defined]
    r.review = _with(review, ["best", "mistake", "best"], forced=0)  # type: ignore[attr-defined]
    r.draw()  # type: ignore[attr-defined]
    assert r.turning_button.layout.display == ""  # type: ignore[attr-defined]


# -- item 3: a mistake's reason does not argue for it; a best move is never "as bad" ----------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_close_that_was_a_mistake_is_not_argued_for(lang: str) -> None:
    """sl: "the opponent wins the deal in most layouts; after the close the opponent must
    follow suit …, so your high cards take the tricks (7 of 12)" said of a losing close."""
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.explain import format_message
    from schnapsen.moves import MoveKind
    from schnapsen.search.reasons import close_rules
    from schnapsen.widgets.play_review import PlayReview

    deal = s.Deal.new("at", seed=1)
    close = next(m for m in deal.legal_moves() if m.kind == MoveKind.CLOSE)
    deal.replay([str(close)])
    play_deal(deal, {0: make_bot("medium", seed=1), 1: make_bot("medium", seed=2)})
    r = PlayReview(lang, lambda: "german")
    r.worlds = 4
    r.open(deal, 0)
    assert r.review is not None
    tp = r.review.turning_point
    assert tp is not None and tp.move.kind == MoveKind.CLOSE and tp.grade.kind == "mistake"
    rules = close_rules(deal.variant, True)
    assert rules is not None
    said = format_message(rules[0], rules[1], lang, "german")
    first = tp.grade.reasons(lang, "german", deal.variant, past=True)[0][0]
    assert said not in first, first


@pytest.mark.parametrize("lang, bad", [
    ("en", "bad"), ("hr", "loše"), ("sl", "slabo"), ("hu", "rossz"), ("cs", "špatné")])
def test_a_best_move_is_never_as_bad(lang: str, bad: str) -> None:
    said = translate("guided.grade.best.equal.loss", lang, move="X")
    assert bad not in said, said
    assert {"sl": "izgubil enako"}.get(lang, "") in said


# -- item 4: a wrong claim in a puzzle is explained -------------------------------------------

@pytest.mark.parametrize("lang, words", [
    # hr counts a match down: the wrong claim's worth is said in words (the ".goes" twins)
    ("en", ["only 45 points", "goes down by two"]), ("hr", ["samo 45 bodova", "ide za dva"]),
    ("sl", ["45"]), ("hu", ["45"]), ("cs", ["45"])])
def test_a_wrong_claim_in_a_puzzle_says_why(lang: str, words: list[str]) -> None:
    """hr: "Not the best: claiming 66 brings you less than the best" after a claim with 45
    points, and nothing said why."""
    from schnapsen.explain_result import result_lines
    from schnapsen.moves import MoveKind
    from schnapsen.teach.practice import puzzles
    from schnapsen.widgets.puzzle import PuzzleWidget

    ps = [p for p in puzzles("hr") if p.id == "hr-003"]
    w = PuzzleWidget(ps, lang=lang)
    claim = next(m for m in w.deal.legal_moves() if m.kind == MoveKind.CLAIM)
    after = ps[0].deal.copy()
    after.play(claim)
    w.choose(claim)
    assert w.verdict == "wrong"
    for line in result_lines(after, lang, "german", me=w.seat):
        assert line in w.verdict_text, (line, w.verdict_text)
    for word in words:
        assert word in w.verdict_text, w.verdict_text


def test_the_position_of_the_day_explains_a_wrong_claim_too() -> None:
    from schnapsen.explain_position import wrong_verdict
    from schnapsen.moves import MoveKind
    from schnapsen.teach.practice import puzzles

    p = next(p for p in puzzles("hr") if p.id == "hr-003")
    claim = next(m for m in p.deal.legal_moves() if m.kind == MoveKind.CLAIM)
    said = wrong_verdict(p.deal, p.seat, claim, "X", "hr")
    assert "samo 45 bodova" in said and "protivnik ide za dva" in said
    card = next(m for m in p.deal.legal_moves() if m.card is not None)
    assert wrong_verdict(p.deal, p.seat, card, "X", "hr") == translate(
        "ui.puzzle.wrong", "hr", choice="X")


# -- item 5: a solution over several layouts shows one the best move wins, or says it gambles --

def _line_won(p: object) -> bool:
    from schnapsen.teach.practice import Puzzle

    assert isinstance(p, Puzzle)
    w = p.world()
    for m in p.line:
        w.play(m)
    assert w.result is not None
    side = w.side_of(p.seat)
    return any(w.side_of(x) == side for x in w.result.winners)


def test_the_line_shown_is_one_the_best_move_wins_where_one_exists() -> None:
    """hr worst 3: "Best move: claiming 66 … In the first of those deals the best play may
    run: you claim 66, but have only 40 points: the claim is wrong and you lose the deal"."""
    from schnapsen.teach.practice import puzzles

    for p in puzzles():
        if p.check.kind == "exact":
            continue
        assert p.outcome is not None, p.id
        wins, losses = p.outcome
        assert wins + losses <= p.check.worlds
        assert _line_won(p) == (wins > 0), p.id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_gamble_is_said_plainly(lang: str) -> None:
    from schnapsen.teach.practice import puzzles

    p = next(p for p in puzzles("hr") if p.id == "hr-014")  # the claim: wins in 1 of 2
    assert p.outcome == (1, 1)
    said = translate("practice.solution.gamble", lang, won_in=1, worlds=2, lost_in=1)
    words, _figures = p.solution_parts(lang)
    assert said in words and said in p.solution_text(lang)
    # the claim is the best move: its sentence stands alone, with no "in one of the deals it
    # wins, a best line runs" before it (code32c, round 31 hr 10 / sl 12)
    head = translate("practice.solution.line_world.win", lang, steps="").strip()
    assert head not in p.solution_text(lang)


# -- item 6: a side's badge gives the side's tricks, not one seat's ----------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sides_label_gives_the_sides_tricks(lang: str) -> None:
    """hr: "igrači 2 i 3: 46 bodova · 0 štihova" under seat 2, while the side had 2 tricks
    (seat 3's); the text below said "46 bodova i 2 štiha"."""
    import re

    from schnapsen.render import names_for
    from schnapsen.teach.practice import puzzles
    from schnapsen.widgets.puzzle import PuzzleWidget

    p = next(p for p in puzzles("hr") if p.id == "hr-005")
    w = PuzzleWidget([p], lang=lang)
    obs = p.deal.observation(p.seat)
    assert obs.tricks_won[1] == 0 and obs.tricks_won[2] == 2  # seats 2 and 3
    words = names_for(lang)
    labels = dict(re.findall(r'data-seat="(\d)" role="group" aria-label="([^"]*)"',
                             w.table.value))
    assert words.tricks_text(2) in labels["1"], labels["1"]
    assert words.tricks_text(0) not in labels["1"], labels["1"]
    # the partner's label does not give its own share as if apart from the side's
    assert words.tricks_text(2) not in labels["2"], labels["2"]
