"""The one place where the search reads a :class:`~schnapsen.Deal`'s state.

Most of it comes through the deal's public API (hands, sides, pending marriage points, the
current trick, who closed, the trump suit). A few pieces have no public accessor today and
are read raw here, so that the deal's internals can change behind this single function:
the talon's order (``talon``), the turned card even under a closed talon (``turned``), the
closer's opponents' points and tricks at the moment of closing (``at_close``), each side's
counted points, tricks and waiting marriage points, and, for laying out sampled worlds, how
many cards have been dealt (``pos``); and the seats' sides and the contract's seat as plain
integers (-1 for none). They are read from the deal's private state record (``Deal._st``)
here and nowhere else.
"""

from __future__ import annotations

from typing import NamedTuple

from ..deal import Deal
from ..kernel import NO_CARD, NO_TRUMP, beats
from ..variants import Contract

__all__ = ["DealState", "_state_of"]


class DealState(NamedTuple):
    hands: tuple[int, ...]  # each seat's cards as a bit set
    talon: tuple[int, ...]  # cards left to draw, first drawn first (the turned card apart)
    turned: int  # the turned trump card (also under a closed talon), or -1
    trump: int  # the trump suit, or -1
    pos: int  # cards of the deck dealt so far
    stage: str
    side: tuple[int, ...]
    points: tuple[int, int]  # each side's counted points
    tricks: tuple[int, int]  # each side's tricks
    pending: tuple[int, int]  # each side's marriage points waiting for a trick
    tricks_played: int
    closed_by: int  # -1 when nobody closed
    at_close: tuple[int, int]  # the closer's opponents' points and tricks when it closed
    contract: Contract | None
    contract_seat: int
    multiplier: int
    next: tuple[int, ...]  # the next seat to play after each seat (-1: sits out)
    trick_seats: tuple[int, ...]
    trick_cards: tuple[int, ...]
    best_card: int  # the card winning the current trick, or -1
    best_seat: int
    to_move: int  # -1 when the deal is over


def _state_of(deal: Deal) -> DealState:
    """The state the search needs from ``deal`` (see the module docstring)."""
    n = deal.variant.players
    seats = deal.seats
    nxt = [-1] * n
    for i, s in enumerate(seats):
        nxt[s] = seats[(i + 1) % len(seats)]
    trick = deal.current_trick
    best_card, best_seat = NO_CARD, -1
    tr = NO_TRUMP if deal.trump is None else int(deal.trump)
    for s, c in trick:
        if best_card < 0 or beats(c.index, best_card, tr):
            best_card, best_seat = c.index, s
    raw = deal._st  # the deal's private state record: read here and nowhere else in search
    pending = [0, 0]
    for s in seats:
        if raw.side[s] >= 0:
            pending[raw.side[s]] += raw.pending[s]
    closed = deal.closed_by
    return DealState(
        hands=tuple(raw.hands),
        talon=tuple(raw.talon),
        turned=raw.turned,
        trump=tr,
        pos=raw.pos,
        stage=str(deal.stage),
        side=tuple(raw.side),
        points=raw.points,
        tricks=raw.tricks,
        pending=(pending[0], pending[1]),
        tricks_played=deal.tricks_played,
        closed_by=-1 if closed is None else closed,
        at_close=raw.at_close,
        contract=deal.contract,
        contract_seat=raw.contract_seat,
        multiplier=deal.multiplier,
        next=tuple(nxt),
        trick_seats=tuple(s for s, _ in trick),
        trick_cards=tuple(c.index for _, c in trick),
        best_card=best_card,
        best_seat=best_seat,
        to_move=-1 if deal.to_move is None else deal.to_move,
    )
