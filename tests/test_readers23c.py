"""Round 23 (code23c): the match page names who reached zero; the review's start and its
exchange; the review's turning point says what was at stake."""

from __future__ import annotations

from pathlib import Path

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.i18n.base import capitalised
from schnapsen.practice import GuidedHand, guided_hands
from schnapsen.teach.book import page_text

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_match_page_says_who_counted_down_to_zero_and_what_the_loser_had_left(
        lang: str) -> None:
    """Readers wanted the Bummerl match to say plainly which seat (which bot) counted down to
    0 and so won, and what the loser still had: a printed line from the match object, in
    every edition (a seat, its bot, the loser's remaining points, with the plural form)."""
    page = (ROOT / "book" / lang / "match.md").read_text(encoding="utf-8")
    assert '_("reached_zero", seat=match.winner' in page
    assert "left=match.scores[match.loser]" in page
    _ = page_text("match", lang)
    kinds = ["heuristic", "random"]
    match = s.Match("at", seed=3)
    match.play([s.HeuristicBot(seed=1), s.RandomBot(seed=2)])
    winner, loser = match.winner, match.loser
    assert winner is not None and loser is not None and match.scores[winner] == 0
    said = _("reached_zero", seat=winner, bot=_("bot." + kinds[winner]), loser=loser,
             loser_bot=_("bot." + kinds[loser]), left=match.scores[loser])
    assert "{" not in said
    assert str(winner + 1) in said and str(loser + 1) in said
    assert str(match.scores[loser]) in said
    assert _("bot." + kinds[winner]) in said and _("bot." + kinds[loser]) in said
    # the other way round, and a count of one: the sentence follows the values
    one = _("reached_zero", seat=1, bot=_("bot.random"), loser=0,
            loser_bot=_("bot.heuristic"), left=1)
    two = _("reached_zero", seat=1, bot=_("bot.random"), loser=0,
            loser_bot=_("bot.heuristic"), left=2)
    assert one != two
    assert one.index(_("bot.random")) < one.index(_("bot.heuristic"))


def _begun_with_an_exchange() -> s.Deal:
    """An Austrian deal whose first move is the reader's trump exchange, played out."""
    d = s.Deal.new("at", seed=1)
    d.play("x")
    s.play_deal(d, [s.HeuristicBot(seed=1), s.HeuristicBot(seed=2)])
    assert str(d.moves[0]) == "x" and d.moves[1].card is not None
    return d


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_starts_before_any_move_and_the_exchange_is_a_step_of_its_own(
        lang: str) -> None:
    """A reader reviewing a deal begun with an exchange saw the exchange as "the start" of
    the deal (the start shared its step with the first move, and the jump list had no
    "Trick 1"). The start is the deal as dealt with no move reviewed; the exchange is the
    next step, "Move 1", with its own line; the first lead is "Move 2"; "Trick 1" is in the
    jump list."""
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_review import START, PlayReview

    d = _begun_with_an_exchange()
    total = len(d.moves)
    r = PlayReview(lang, lambda: "german", worlds=2)
    assert r.open(d, 0) == ""
    assert r.step == START and r.start_button.disabled and r.back_button.disabled
    start = [str(x) for x in r.step_lines()]
    assert start == [translate("review.step.start", lang), translate("review.start", lang)]
    assert r.step_text() == s.Deal.new("at", seed=1).to_text()
    trick1 = capitalised(translate("review.where.trick", lang, number=1))
    assert (trick1, 0) in list(r.jump.options)
    assert list(r.jump.options)[0] == (translate("review.nav.trick.start", lang), START)
    r.forward_button.click()
    assert r.step == 0
    lines = [str(x) for x in r.step_lines()]
    assert lines[0] == translate("review.step", lang, index=1, total=total)
    assert r.review is not None and r.review.at(0) is not None
    exchange = r._move(d.moves[0])
    assert translate("review.next.you", lang, move=exchange) in lines
    assert r.step_text() == s.Deal.new("at", seed=1).to_text()  # still before the exchange
    r.forward_button.click()
    lines = [str(x) for x in r.step_lines()]
    assert lines[0] == translate("review.step", lang, index=2, total=total)
    assert not any(exchange in line for line in lines[1:3])
    r.start_button.click()
    assert r.step == START and r.jump.value == START
    r.end_button.click()
    assert r.step == total
    assert r.step_lines()[0] == translate("review.step", lang, index=total, total=total)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_turning_point_says_what_it_meant_for_the_deal(lang: str) -> None:
    """A learner read "the better move wins the deal in 10 of the 12 deals …" and asked "so
    what?": after the cost the review says what the deal itself came to, in game points: the
    strategy chapter's deal was at stake and lost (the better move wins it more often), the
    deal at seed 6 was won all the same; after the cost line, before the missed reply."""
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_review import PlayReview
    from schnapsen.widgets.review import example_deal

    won = s.Deal.new("at", seed=6)
    play_deal(won, {0: make_bot("easy", seed=6), 1: make_bot("medium", seed=7)})
    for deal, key in ((example_deal(), "stake"), (won, "won")):
        r = PlayReview(lang, lambda: "german")
        r.open(deal, 0)
        assert r.review is not None and deal.result is not None
        tp = r.review.turning_point
        assert tp is not None and (0 in deal.result.winners) == (key == "won")
        want = translate(f"review.turning.result.{key}", lang,
                         game_points=deal.result.game_points)
        assert "{" not in want and str(deal.result.game_points) in want
        lines = [x for x in r.summary_lines() if isinstance(x, str)]
        assert want in lines
        # (round 27: the cost line ends in the search's note, said once)
        cost = next(i for i, x in enumerate(lines) if x.startswith(r.cost_line(tp)))
        assert lines.index(want) == cost + 1
        assert lines.index(want) < lines.index(r.missed_line())
    # a game for three: the side, not "your opponent"
    for key in ("stake", "lost", "won"):
        one, more = (translate(f"review.turning.result.{key}{m}", lang, game_points=3)
                     for m in ("", ".more"))
        assert one != more and "3" in more and "{" not in more


#: round 23, item 4 (checked): guided hands where leaving the line at the first key decision
#: with some card lets a bot end the deal at once (a claim; sl-g07: a failed close), so the
#: reader meets no other decision. ``tools.find_guided --first-key`` rejects such hands; the
#: stored ones were found without it. Since the bots claim a won deal counting the marriage
#: the claim shows (round 23), four more hands end so: at-g04, at-g09, at-g11, cs-g08.
#: A re-find with it empties this set (the test is
#: strict). (Tried in round 23: 53 hands in 1,042 s, Czech 66 only 5 of 12 from 40 deals;
#: the stored Czech hands were re-dealt by tools/redeal.py and are not found again anyway.)
ENDS_AT_ONCE = {"at-g01", "at-g04", "at-g09", "at-g11", "cs-g04", "cs-g05", "cs-g08", "cs-g09",
                "hr-g10", "hu-g04", "hu-g06", "sl-g07", "sl-g08", "sl-g09"}


@pytest.mark.parametrize("h", [
    pytest.param(h, marks=pytest.mark.xfail(strict=True, reason="ends at once: re-find"))
    if h.id in ENDS_AT_ONCE else h for h in guided_hands()], ids=[h.id for h in guided_hands()])
def test_leaving_the_line_at_the_first_key_decision_leaves_another_decision(
        h: GuidedHand) -> None:
    """A learner (round 21) left a guided hand's line at its first key decision, just before
    the line's claim, and the deal ended at once: the coaching stopped. Every guided hand of
    every game, every card the reader could play there instead of the best: the reader still
    has a decision to make afterwards (known exceptions in ``ENDS_AT_ONCE``)."""
    detours = h.first_key_detours()
    assert detours, h.id
    assert all(d.is_over or d.to_move == h.seat for _alt, d in detours)
    ended = [str(alt) for alt in h.ends_at_once()]
    assert not ended, (h.id, ended)


@pytest.mark.parametrize("hid", sorted(ENDS_AT_ONCE))
def test_a_detour_that_ends_the_deal_at_once_is_still_coached_in_the_summary(hid: str) -> None:
    """Where the deal ends at once after the reader left the first key decision, the
    summary still coaches that decision: the move played with its cost and the better move,
    the key decisions that did not come up, that the deal ended before another decision,
    and "Try again"."""
    from schnapsen.i18n import translate
    from schnapsen.widgets.guided import GuidedHandWidget

    h = next(x for x in guided_hands() if x.id == hid)
    alt = h.ends_at_once()[0]
    w = GuidedHandWidget([h], lang="en")  # graded as the reader's widget grades
    first = h.steps[0].index
    while len(w.deal.moves) < first:
        assert w.play(h.line[len(w.deal.moves)])
    assert w.play(alt) and w.deal.is_over
    text = "\n".join(w.summary_lines())
    mo = next(mo for mo in w.moments if mo.index == first)
    assert mo.step is h.steps[0] and mo.grade.kind == "mistake"
    assert translate("guided.ui.found.ended", "en") in text
    assert w._move(mo.grade.best.move) in text
    assert translate("guided.ui.retry", "en") in text
