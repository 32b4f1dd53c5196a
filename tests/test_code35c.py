"""Round 33: the guided hand's summary agrees with the review after it (the bids and trump
calls graded and counted, the forced moves counted apart in the review's words, a detour in
the bidding named as such), the grade of the move just made stands above the prompt for the
next one, a move graded "good" that turned the deal says why both hold, and the lone
declarer of a 3-hand game is "you", not "your side"."""

from __future__ import annotations

import pytest

from schnapsen.explain import move_act
from schnapsen.i18n import translate
from schnapsen.moves import Move, MoveKind
from schnapsen.practice import guided_hands
from schnapsen.search import hint
from schnapsen.widgets.guided import GuidedHandWidget

LANGS = ("en", "hu", "hr", "cs")


def _hu3(lang: str) -> GuidedHandWidget:
    """The hu reader's hand ("hármas snapszer"), its trump call made another way than the
    line's (the first other trump the grader does not rank best, else the first other), then
    the search's first choice to the end, every move by its button."""
    hands = guided_hands("hu")
    w = GuidedHandWidget(hands, lang=lang)
    w.hand_select.value = next(i for i, h in enumerate(hands) if h.id == "hu-g05")
    h = w.hand
    assert h.line[0].kind == MoveKind.TRUMP and w.deal.to_move == w.seat
    ranked = hint(w.deal, seat=w.seat, worlds=w.worlds)
    others = [x for x in ranked if x.move.kind == MoveKind.TRUMP and x.move != h.line[0]]
    pick = next((x for x in others if x.value < ranked[0].value - 1e-9), others[0]).move
    w.action_buttons[str(pick)].click()
    while not w.deal.is_over:
        legal = list(w.deal.legal_moves())
        move = hint(w.deal, seat=w.seat, worlds=w.worlds)[0].move if len(legal) > 1 else legal[0]
        assert w.play(move)
    return w


@pytest.mark.parametrize("lang", LANGS)
def test_the_summary_counts_as_the_review_and_names_the_trump_call(lang: str) -> None:
    w = _hu3(lang)
    assert w.moments[0].index == 0 and w.moments[0].trick == 0  # the trump call graded
    summary = w.summary_box.value
    w.review_button.click()
    r = w.reviewer.review
    assert r is not None
    tally = w.reviewer.tally_line()
    if r.forced:
        tally += " " + translate("review.tally.forced", lang, count=len(r.forced))
    assert tally in summary, (tally, summary)
    # the detour named at the trump call, not "in trick 1"
    mine = w.moments[0].grade
    key = "guided.ui.left.trump" + (".equal" if mine.kind == "best" else "")
    # the moves themselves (round 35, cs "rozhodli jste se {choice.inf}")
    before = w._on_line(0)
    params: dict[str, object] = {
        "choice": move_act(w.deal.moves[0], lang, w.style, before),
        "line_choice": move_act(w.hand.line[0], lang, w.style, before)}
    if mine.kind != "best":
        params["grade"] = mine.name(lang)
    said = translate(key, lang, trick=1, **params)
    assert said in "\n".join(w.summary_lines()), said


def test_the_grade_comes_before_the_next_prompt() -> None:
    hands = guided_hands("at")
    w = GuidedHandWidget(hands, lang="en", worlds=4)
    kids = list(w.ui.children)
    assert kids.index(w.grade_box) < kids.index(w.think_box)
    h = w.hand
    step = h.steps[0]
    if step.index == 0:
        step = h.steps[1]
    while len(w.deal.moves) < step.index:
        assert w.play(h.line[len(w.deal.moves)])
    assert w.moments and w.grade_box.value
    assert translate("guided.ui.think.next", "en") in w.think_box.value
    w.try_again()
    if h.steps[0].index == 0:  # the first prompt is about the first move: no "next"
        assert translate("guided.ui.think", "en") in w.think_box.value


@pytest.mark.parametrize("lang", ("en", "hu"))
def test_the_lone_declarer_is_you(lang: str) -> None:
    w = _hu3(lang)
    r = w.deal.result
    assert r is not None and len(w.deal.partners(w.seat)) == 1
    won = any(w.deal.side_of(x) == w.deal.side_of(w.seat) for x in r.winners)
    key = "guided.ui.result." + ("won" if won else "lost.alone")
    assert w._result() == " " + translate(key, lang, game_points=r.game_points)


@pytest.mark.parametrize("lang, words", [
    ("en", "before trick 2: instead of claiming 66, you played"),
    ("hr", "prije 2. štiha: umjesto da kažete „dosta“"),
    ("hu", "(2. ütés előtt): ahelyett, hogy bejelentetted volna"),
    ("cs", "před 2. štychem: místo abyste ohlásili"),
])
def test_a_missed_claim_is_said_before_the_trick_of_the_move(lang: str, words: str) -> None:
    """Round 33, hr: "after trick 4: you did not claim 66" and a line later "your mistake in
    trick 5" for one decision: the missed claim is said before the trick of the move played,
    the number the review's other lines give it."""
    from dataclasses import replace

    from tests.test_review32a import _review

    r = _review(8, lang)
    assert r.review is not None and r.review.turning_point is not None
    tp = r.review.turning_point
    assert tp.trick == 2
    g = replace(tp.grade, best=replace(tp.grade.best, move=Move.parse("claim")))
    assert words in r.missed_decision(replace(tp, grade=g))


def test_a_hand_played_on_its_line_is_solved_though_its_bid_grades_lower() -> None:
    """The hr hand g04's line bids as its bidder does, which the grader ranks below another
    bid: the bid is graded (and counted, as the review counts it), and the hand played on its
    line is still solved."""
    h = next(x for x in guided_hands("hr") if x.id == "hr-g04")
    w = GuidedHandWidget([h], lang="en")
    sent: list[dict[str, object]] = []
    w.progress.send = sent.append  # type: ignore[method-assign, assignment]
    while not w.deal.is_over:
        assert w.play(h.line[len(w.deal.moves)])
    assert any(mo.trick == 0 and mo.grade.kind == "mistake" for mo in w.moments)
    assert {"type": "guided", "id": "hr-g04", "result": "solved"} in sent


@pytest.mark.parametrize("lang", LANGS)
def test_an_opponents_lead_that_gave_the_points_back_is_called_a_lead(lang: str) -> None:
    """Round 33, cs: "your opponent's reply (the Unter of Acorns in trick 3)" said of a lead.
    In a won deal, a move of the reader's followed by the other side's lead of the next
    trick: the summary's given-back line says "lead"; followed by an answer, "reply"."""
    from types import SimpleNamespace
    from typing import Any

    from schnapsen.widgets.guided import Moment

    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    w.hand_select.value = 2
    while not w.deal.is_over:
        legal = [m for m in w.deal.legal_moves() if str(m) not in ("claim", "close")]
        assert w.play((legal or list(w.deal.legal_moves()))[0])
    deal = w.deal
    r = deal.result
    assert r is not None and any(deal.side_of(x) == deal.side_of(w.seat) for x in r.winners)
    d = w.hand.deal
    seen: dict[bool, bool] = {}
    for j, m in enumerate(deal.moves[:-1]):
        mover = d.to_move
        d.play(m)
        if (mover != w.seat or d.to_move == w.seat or d.stage.name != "PLAY"
                or w._left_line() == j):
            continue
        nxt_lead = not d.current_trick
        if nxt_lead in seen:
            continue
        seen[nxt_lead] = True
        grade: Any = SimpleNamespace(best=SimpleNamespace(value=0.0))
        said = w._given_back(Moment(j, None, grade, len(d.tricks) or 1))
        assert said, (j, nxt_lead)
        key = "guided.ui.given_back.mean" + (".lead" if nxt_lead else "")
        head = translate(key, lang, trick=1, reply="\0", reply_trick=1, game_points=1,
                         line_points=1).split("\0")[0][-22:]
        assert head in said, (key, said)
    assert seen.get(True), "no lead of the other side's after a move of the reader's"


@pytest.mark.parametrize("lang", ("en", "hu"))
def test_the_lone_declarers_turning_move_is_against_you(lang: str) -> None:
    """Round 33, hu: the lone declarer of a 3-hand game read "against your side"; a move
    graded good that turned the deal says so, against "you"."""
    from types import SimpleNamespace
    from typing import Any

    from schnapsen.widgets.guided import Moment

    w = _hu3(lang)
    deal = w.deal
    assert len(deal.partners(w.seat)) == 1
    w._lost = lambda: True  # type: ignore[method-assign]  # the wording of a lost deal
    n, trick = next((n, t) for n, t in enumerate(deal.tricks, 1)
                    if deal.side_of(t.winner) != deal.side_of(w.seat))
    card = trick.cards[trick.seats.index(w.seat)]
    move = Move.parse(card.code)
    grade: Any = SimpleNamespace(forced=False, lost=False, loss=0.3, kind="good", move=move)
    w.moments = [Moment(0, None, grade, n)]
    assert w._swing() == translate("guided.ui.swing.good.alone", lang, choice=w._move(move),
                                   trick=n, points=trick.points)
