"""The one place where the search reads a :class:`~schnapsen.Deal`'s state.

Most of it comes through the deal's public API (hands, sides, pending marriage points, the
current trick, who closed, the trump suit). A few pieces have no public accessor today and
are read raw here, so that the deal's internals can change behind this single function:
the talon's order (``talon``), the turned card even under a closed talon (``turned``), the
closer's opponents' points and tricks at the moment of closing (``closed_snapshot``), and,
for laying out sampled worlds, how many cards have been dealt (``pos``); and the seats'
sides and the contract's seat as plain integers (-1 for none). They are read from the deal's
private state record (``Deal._st``) here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import mask_of
from ..deal import Deal
from ..rules import beats
from ..variants import Contract

__all__ = ["DealState", "_state_of"]


@dataclass(frozen=True)
class DealState:
    hands: tuple[int, ...]  # each seat's cards as a bit set
    talon: tuple[int, ...]  # cards left to draw, first drawn first (the turned card apart)
    turned: int  # the turned trump card (also under a closed talon), or -1
    pos: int  # cards of the deck dealt so far
    stage: str
    side: tuple[int, ...]
    pending: tuple[int, ...]  # each seat's marriage points waiting for its side's first trick
    closed_by: int  # -1 when nobody closed
    closed_snapshot: tuple[int, int]
    contract: Contract | None
    contract_seat: int
    multiplier: int
    next: tuple[int, ...]  # the next seat to play after each seat (-1: sits out)
    trick_cards: tuple[int, ...]
    best_card: int  # the card winning the current trick, or -1
    best_seat: int


def _state_of(deal: Deal) -> DealState:
    """The state the search needs from ``deal`` (see the module docstring)."""
    n = deal.variant.players
    seats = deal.seats
    nxt = [-1] * n
    for i, s in enumerate(seats):
        nxt[s] = seats[(i + 1) % len(seats)]
    trick = deal.current_trick
    cards = tuple(c.index for _, c in trick)
    best_card, best_seat = -1, -1
    tr = -1 if deal.trump is None else int(deal.trump)
    for s, c in trick:
        if best_card < 0 or beats(c.index, best_card, tr):
            best_card, best_seat = c.index, s
    closed = deal.closed_by
    raw = deal._st  # the deal's private state record: read here and nowhere else in search
    return DealState(
        hands=tuple(mask_of(deal.hand(s)) for s in range(n)),
        talon=tuple(raw.talon),
        turned=raw.turned,
        pos=raw.pos,
        stage=str(deal.stage),
        side=tuple(raw.side),
        pending=tuple(deal.pending_points(s) for s in range(n)),
        closed_by=-1 if closed is None else closed,
        closed_snapshot=(raw.at_close[0], raw.at_close[1]),
        contract=deal.contract,
        contract_seat=raw.contract_seat,
        multiplier=deal.multiplier,
        next=tuple(nxt),
        trick_cards=cards,
        best_card=best_card,
        best_seat=best_seat,
    )
