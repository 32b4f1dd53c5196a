"""Round 28 blind readers' items for code28b (the play table's snapszer button, the result
that the points do not explain, puzzle solutions said twice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from schnapsen import kernel
from schnapsen.moves import Move

if TYPE_CHECKING:
    from schnapsen.deal import Deal


def test_the_snapszer_button_leaves_once_the_opponent_has_a_trick() -> None:
    """hu reader 28 (worst 3): the Snapszer button stayed active after the opponent took a
    trick, and a click only gave the refusal; once refused for good it is not offered."""
    from schnapsen.widgets import PlayWidget

    seen = 0
    for seed in range(12):
        w = PlayWidget("hu-2", seed=seed, lang="hu")
        for _ in range(12):
            d = w.deal
            obs = d.observation(0)
            if d.is_over or not obs.legal_moves:
                break
            refused = d.why_illegal(Move.parse("snapszer"))[0]
            if not obs.current_trick:
                if refused in (kernel.SNAPSZER_TRICK, kernel.SNAPSZER_NONE):
                    assert "snapszer" not in w.action_buttons, (seed, refused)
                    seen += 1
                elif refused == "legal":
                    assert "snapszer" in w.action_buttons, seed
                    assert not w.action_buttons["snapszer"].disabled
            cards = [m for m in obs.legal_moves if m.card is not None]
            if not cards:
                break
            w.play(str(cards[-1]))
    assert seen


def _failed_close_won_with_fewer() -> Deal:
    """A Hungarian deal for two (random play, a close after the first trick) that the side
    which did not close won with fewer card points."""
    import random

    from schnapsen.deal import Deal

    for seed in range(400):
        rng = random.Random(seed)
        d = Deal.new("hu-2", seed=seed)
        closed = False
        while not d.is_over:
            moves = list(d.legal_moves())
            if not closed and d.tricks and any(str(m) == "close" for m in moves):
                d.play("close")
                closed = True
                continue
            moves = [m for m in moves if str(m) not in ("close", "claim", "snapszer")] or moves
            d.play(rng.choice(moves))
        r = d.result
        assert r is not None
        side = r.detail.closer_side
        win = d.side_of(r.winners[0])
        if (closed and side is not None and win is not None and win != side
                and r.points[win] < r.points[side]):
            return d
    raise AssertionError("no failed close won with fewer points")


def test_a_result_won_with_fewer_points_says_why_first() -> None:
    """hu reader 28 (worst 1): "a 2. játékos (a nyertes) 46 pont, az 1. játékos 49 pont"
    after a failed close, with no reason in the first line: the first sentence says that
    the winner had fewer points and why, the closer's shortfall follows."""
    from schnapsen.explain_result import result_lines
    from schnapsen.i18n import translate

    d = _failed_close_won_with_fewer()
    r = d.result
    assert r is not None
    winner = r.winners[0]
    closer = d.closed_by
    assert closer is not None
    for lang in ("en", "hr", "sl", "hu", "cs"):
        lines = result_lines(d, lang)
        assert lines[0] == translate("result.why.fewer.other", lang, seat=winner), lines
        assert "{" not in lines[0]
        assert any(str(closer) in line for line in lines[1:2]), lines
        mine = result_lines(d, lang, me=winner)
        assert mine[0] == translate("result.why.fewer.you", lang), mine
        theirs = result_lines(d, lang, me=closer)
        assert theirs[0] == translate("result.why.fewer.opp", lang), theirs


def test_a_puzzle_solution_says_the_value_and_the_other_move_once() -> None:
    """hu reader 28 (worst 1): "you win 2 game points … you win 2 game points (claim)" and
    "With the other possible move (red Ten) … With the red Ten instead: …": in an exact
    solution the value is said once (with the end's reason), and the next best move's
    reason follows the sentence naming that one move without naming it again."""
    from schnapsen.practice import puzzles

    valued = merged = 0
    for p in puzzles():
        text = p.solution_text("en")
        tags = dict(p._solution("en"))
        rest = [(m, v) for m, v in p.values if m not in p.answer]
        if rest:
            second = max(v for _, v in rest)
            if sum(1 for _, v in rest if abs(v - second) < 1e-9) == 1:
                assert " instead: " not in text, (p.id, text)
                assert tags["next_reason"].startswith("Why it is worse: "), p.id
                merged += 1
        if p.check.kind == "exact" and p.deal.variant.players == 2:
            points = abs(int(round(p.value_of(p.answer[0]))))
            if points and "end_value" in tags:
                assert tags["value"] not in text, (p.id, text)
                assert f"{points} game point" in tags["end_value"], p.id
                valued += 1
    assert valued and merged
