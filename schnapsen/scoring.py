"""How a deal ends: after every trick and marriage, whether the deal is over and who scores.

Contracts are checked by their aims (``Contract``'s fields); otherwise the variant's ``claim``
and ``last_trick_rule`` decide, with rules 7, 9 and 10 (see :mod:`schnapsen.rules`) for the
game points. These functions work on a :class:`~schnapsen.deal.Deal`'s private state record;
they are the engine's own and not part of the public API.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .rules import deal_game_points, failed_close_points, last_trick_game_points
from .stages import ResultReason, Stage

if TYPE_CHECKING:
    from .deal import Deal

__all__ = ["DealResult", "check_end", "failed_close", "finish", "other_side", "win_by_points"]


@dataclass(frozen=True)
class DealResult:
    """How a deal ended.

    ``winners`` are the seats that score, each ``game_points`` (kontra included); ``reason``
    says why (a :class:`~schnapsen.stages.ResultReason`, equal to its string; ``result.<reason>``
    is its message key); ``points``
    and ``tricks`` hold each SIDE's counted points and tricks at the end (sides are numbered
    from the forehand), ``seat_points`` each SEAT's side points (0 for a seat sitting out).
    """

    winners: tuple[int, ...]
    game_points: int
    reason: ResultReason
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    claimer: int | None = None
    contract: str | None = None
    multiplier: int = 1
    seat_points: tuple[int, ...] = ()

    def __str__(self) -> str:
        who = ", ".join(map(str, self.winners))
        if len(self.winners) == 1:
            return f"seat {who} wins {self.game_points} ({self.reason})"
        return f"seats {who} win {self.game_points} each ({self.reason})"


def other_side(deal: Deal, sd: int) -> int:
    st = deal._st
    for s in deal._active:
        if st.side[s] != sd:
            return st.side[s]
    return -1


def rule9(deal: Deal, loser_points: int, loser_tricks: int) -> int:
    return deal_game_points(loser_points, loser_tricks, deal._v.target_points)


def check_end(deal: Deal, winner: int, last: bool) -> bool:
    """After a trick (winner >= 0) or a marriage (winner = -1): end the deal if due."""
    st = deal._st
    c = st.contract
    target = deal._v.target_points
    if c is not None:
        bs = st.side[st.contract_seat]
        if winner >= 0:
            ws = st.side[winner]
            if (c.win_all or c.opponents_no_trick) and ws != bs or c.lose_all and ws == bs:
                return contract_done(deal, False)
        if c.target and deal._side_points(bs) >= c.target:
            return contract_done(deal, True)
        if winner >= 0 and c.within_tricks and len(deal._tricks) >= c.within_tricks:
            return contract_done(deal, False)
        if last:
            return contract_done(deal, bool(c.win_all or c.lose_all))
        return False
    if winner >= 0 and st.closed_by >= 0 and deal._v.closer_must_win:
        cs = st.side[st.closed_by]
        if st.side[winner] != cs and deal._side_points(cs) < target:
            failed_close(deal, other_side(deal, cs), ResultReason.CLOSED_FAILED)
            return True
    if deal._v.claim == "auto":
        order = [st.side[winner]] if winner >= 0 else []
        if st.to_move is not None:
            order.append(st.side[st.to_move])
        for sd in order:
            if deal._side_points(sd) >= target:
                win_by_points(deal, sd, ResultReason.REACHED)
                return True
    if not last:
        return False
    ws = st.side[winner]
    if st.closed_by >= 0:
        cs = st.side[st.closed_by]
        if deal._side_points(cs) >= target:
            win_by_points(deal, cs, ResultReason.CLOSED_WON)
        else:
            failed_close(deal, other_side(deal, cs), ResultReason.CLOSED_FAILED)
        return True
    rule = deal._v.last_trick_rule
    if rule == "sixty-six":
        over = [sd for sd in set(st.side) if sd >= 0 and deal._side_points(sd) >= target]
        if len(over) == 1:
            win_by_points(deal, over[0], ResultReason.REACHED)
            return True
    loser = other_side(deal, ws)
    gp = last_trick_game_points(deal._side_points(loser), deal._side_tricks(loser),
                                deal._v)
    finish(deal, ws, gp, ResultReason.LAST_TRICK)
    return True


def win_by_points(
    deal: Deal, sd: int, reason: ResultReason, claimer: int | None = None
) -> None:
    """Side ``sd`` has the target: it wins, unless the other side closed (then the closer's
    side scores by its points at the close, or fails)."""
    st = deal._st
    if st.closed_by >= 0:
        cs = st.side[st.closed_by]
        if sd == cs:
            gp = rule9(deal, *st.closed_snapshot)
            claimed = reason == ResultReason.CLAIM
            finish(deal, sd, gp, ResultReason.CLAIM if claimed else ResultReason.CLOSED_WON,
                   claimer)
        else:
            claimed = reason == ResultReason.CLAIM
            failed_close(deal, sd,
                         ResultReason.CLAIM if claimed else ResultReason.CLOSED_FAILED, claimer)
        return
    other = other_side(deal, sd)
    gp = rule9(deal, deal._side_points(other), deal._side_tricks(other))
    finish(deal, sd, gp, reason, claimer)


def failed_close(
    deal: Deal, sd: int, reason: ResultReason, claimer: int | None = None
) -> None:
    st = deal._st
    gp = failed_close_points(st.closed_snapshot[1], deal._v)
    finish(deal, sd, gp, reason, claimer)


def contract_done(deal: Deal, made: bool) -> bool:
    st = deal._st
    c = st.contract
    assert c is not None
    bs = st.side[st.contract_seat]
    sd = bs if made else other_side(deal, bs)
    reason = ResultReason.CONTRACT_MADE if made else ResultReason.CONTRACT_FAILED
    finish(deal, sd, c.value, reason)
    return True


def finish(
    deal: Deal, sd: int, gp: int, reason: ResultReason, claimer: int | None = None
) -> None:
    """End the deal: side ``sd`` wins ``gp`` game points (times the kontra multiplier)."""
    st = deal._st
    nsides = max(st.side) + 1
    st.result = DealResult(
        winners=tuple(s for s in deal._active if st.side[s] == sd),
        game_points=gp * st.multiplier,
        reason=reason,
        points=tuple(deal._side_points(i) for i in range(nsides)),
        tricks=tuple(deal._side_tricks(i) for i in range(nsides)),
        claimer=claimer,
        contract=None if st.contract is None else st.contract.name,
        multiplier=st.multiplier,
        seat_points=tuple(
            deal._side_points(st.side[s]) if st.side[s] >= 0 else 0
            for s in range(deal._n)
        ),
    )
    st.stage = Stage.OVER
    st.to_move = None
