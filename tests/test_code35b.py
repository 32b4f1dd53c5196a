"""Reasons and puzzle solutions after the blind readers of round 33 (code35b): the claim's
reason said once, and a worse move's "why it is worse" opened by what decides the deal."""

from __future__ import annotations

import re

import pytest

from schnapsen.moves import MoveKind
from schnapsen.teach.practice import Puzzle, puzzles

LANGS = ("en", "hr", "sl", "hu", "cs")


def _claim_puzzles() -> list[Puzzle]:
    """Exact puzzles whose one best move is the claim."""
    return [p for p in puzzles("at") if p.check.kind == "exact" and len(p.answer) == 1
            and p.answer[0].kind == MoveKind.CLAIM][:3]


@pytest.mark.parametrize("lang", LANGS)
def test_the_claims_points_are_said_once(lang: str) -> None:
    """Round 33, hu worst 3, cs 10: "Why: you have 68 points, enough to win the deal. You
    claim: you have 68 points, and 66 is enough": the claimer's points said once."""
    found = _claim_puzzles()
    assert found
    for p in found:
        mine = p.deal.observation(p.seat).my_points
        text = p.solution_text(lang)
        assert len(re.findall(rf"\b{mine}\b", text)) == 1, text


def test_why_it_is_worse_opens_with_the_outcome_not_the_risk() -> None:
    """Round 33, sl and hu worst 3: "Why it is worse: if the Ace of Hearts, still out, takes
    it, you give away 21 card points. With best play ... your opponent takes the last trick":
    the fact that decides the deal first, the trick's risk after it."""
    p = next(p for p in puzzles("at") if p.id == "at-001")
    text = p.solution_text("en")
    worse = text.split("Why it is worse: ")[1]  # round 36: no second comparison before it
    assert worse.startswith("with best play"), worse
    assert "If the Ace of Hearts, still out, takes it" in worse, worse


def test_a_side_reaching_66_together_is_not_in_the_best_moves_why() -> None:
    """Round 33, hu: a deal lost whatever is played said the other side's win inside the
    best move's "Why" ("with best play your opponents, seats 2 and 3, reach 66 together"),
    beside "the deal is lost even so, but ...": the loss said once, after the reason."""
    p = next(p for p in puzzles("hu") if p.id == "hu-005")
    why = dict(p._solution("en"))["reason"]
    assert "reach 66" not in why, why


def test_no_could_be_trumped_where_no_sampled_deal_trumps_it() -> None:
    """Round 33, sl worst 3: "... a trump can take it too. In all 12 deals your opponent does
    not trump this lead": the risk the sample never shows is left out."""
    from schnapsen import Deal
    from schnapsen.moves import Move
    from schnapsen.search.hint import SAMPLE_DEALS, hint
    from schnapsen.search.reasons import CAUSE

    d = Deal.new("at", seed=4)
    h = next(h for h in hint(d, worlds=SAMPLE_DEALS, distinct=True)
             if h.move == Move.parse("JH"))
    assert h.reason == "search.why.lead.higher"
    assert str(h.params[CAUSE][0]).startswith("search.why.cause.trumped.no")
    en = h.text("en", bare=True, listed=True)
    assert "a trump can take it too" not in en and "does not trump" in en, en
    sl = h.text("sl", bare=True, listed=True)
    assert "tudi adut" not in sl, sl


def test_a_worse_move_is_compared_with_the_best_only() -> None:
    """Round 33, hr worst 1: "Zvanje 20 ... – pogreška. U svih 5 rasporeda ovaj vam potez
    donosi više bodova igre nego dečko srca": a move below the best said better than another
    worse move. A comparison of game points names the best move only."""
    from schnapsen import Deal
    from schnapsen.search.hint import SAMPLE_DEALS, hint
    from schnapsen.search.reasons import CAUSE

    d = Deal.new("at", seed=8)
    for _ in range(3):
        d.push(sorted(d.legal_moves(), key=str)[0])
    hs = hint(d, worlds=SAMPLE_DEALS, distinct=True)
    compared = [h for h in hs[1:] if str(h.params.get(CAUSE, ("",))[0]).startswith(
        "search.why.cause.vs.")]
    assert compared
    for h in compared:
        assert h.params[CAUSE][1]["other"] == hs[0].move, (h.move, h.params[CAUSE])


def test_a_best_moves_reason_says_what_goes_right_before_its_risk() -> None:
    """Round 33, hr worst 1 and 27: a best move whose reason opened with (or was only) what its
    card risks ("Kralj bundeve – najbolji potez. Ako ovaj štih uzme as bundeve, protivnik
    dobiva 15 bodova"): what goes right first, the risk after, the card named again."""
    p = next(p for p in puzzles("sl") if p.id == "sl-010")
    en = dict(p._solution("en"))["reason"]
    assert en.startswith("Why: your side takes the last trick. You lead the Ober of Hearts"), en
    hr = dict(p._solution("hr"))["reason"]
    assert hr.startswith("Zašto: zadnji je štih vaš. Igrate babu srca"), hr


@pytest.mark.parametrize("lang", LANGS)
def test_the_only_legal_card_is_not_called_the_best_move(lang: str) -> None:
    """Round 33, hu 11, hr 9: a hint list of one card named it "the best move": it is the only
    card the reader may play."""
    from schnapsen import Deal
    from schnapsen.i18n import translate
    from schnapsen.search.hint import hint
    from schnapsen.widgets.play_hints import hint_item, verdict

    d = Deal.new("at", seed=7)
    while len(d.legal_moves()) > 1:
        d.push(sorted(d.legal_moves(), key=str)[0])
    hs = hint(d, worlds=2)
    assert len(hs) == 1 and hs[0].move.kind == MoveKind.CARD
    assert verdict(hs, 0) == "only"
    item = hint_item("X", verdict(hs, 0), "r", "v", lang)
    assert translate("ui.hint.verdict.only", lang) in item
    assert translate("ui.hint.verdict.best", lang) not in item
