"""What one seat may know: the only view a bot or a widget seat gets of a deal.

It holds the seat's own hand, the cards everybody has seen (tricks, the turned trump card
while it lies face up, the partner card of an announced marriage, a trump card taken in an
exchange or drawn last, the card turned in a trump call), the called card, the contract, and
the points this seat can count. It never holds another seat's hidden cards or the talon.

``history`` is every move made so far as this seat saw it (another seat's blind swap with the
talon shows as ``swap:`` without its cards); ``turned_up`` the cards turned face up for
everybody while dealing (the trump card of a two-player deal, as first turned; a card turned
for trump), in order. With them a seat can recount everything it has seen, e.g. to sample the
deals consistent with it (:func:`schnapsen.search.sample_worlds`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import CARDS, Card, Hand, Suit
from .moves import Move, MoveKind

if TYPE_CHECKING:
    from .deal import Deal, Trick

__all__ = ["Observation", "observe"]


@dataclass(frozen=True)
class Observation:
    seat: int
    variant: str
    stage: str
    to_move: int | None
    dealer: int
    declarer: int
    seats: tuple[int, ...]
    hand: Hand
    legal_moves: tuple[Move, ...]
    trump: Suit | None
    trump_card: Card | None
    talon_size: int
    is_closed: bool
    closed_by: int | None
    hand_sizes: tuple[int, ...]
    current_trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    marriages: tuple[tuple[int, Suit, int], ...]
    known_cards: dict[int, Hand]
    called_card: Card | None
    partner_revealed: bool
    partners: tuple[int, ...] | None
    contract: str | None
    contract_seat: int | None
    multiplier: int
    my_points: int
    pending_points: int
    side_points: tuple[int, ...] | None
    is_over: bool
    history: tuple[Move, ...] = ()
    turned_up: tuple[Card, ...] = ()

    @property
    def on_lead(self) -> bool:
        return self.to_move == self.seat and not self.current_trick and self.stage == "play"

    @property
    def played_cards(self) -> frozenset[Card]:
        out = {c for t in self.tricks for c in t.cards}
        out.update(c for _, c in self.current_trick)
        return frozenset(out)


def observe(deal: Deal, seat: int) -> Observation:
    v = deal.variant
    hand_mask = deal.hands[seat]
    holder_known = (
        v.teams != "called"
        or deal.partner_revealed
        or deal.stage == "over"
        or (deal.contract is not None and deal.contract.alone)
        # the holder of the called card knows the partnership (a declarer holding it too)
        or (deal.called >= 0 and bool(hand_mask >> deal.called & 1))
    )
    partners: tuple[int, ...] | None
    if deal.stage in ("play", "over", "kontra", "rekontra") and holder_known:
        partners = deal.partners(seat)
    elif v.teams == "single":
        partners = (seat,)
    else:
        partners = None
    pending = deal.pending[seat]
    if partners is not None and deal.side[seat] >= 0:
        my_points = deal.points(seat)
    else:
        # sides unknown to this seat: it counts its own tricks, and its marriages only once
        # it has taken a trick itself
        mine = deal.counted[seat] + deal.pending[seat]
        own = deal.seat_tricks[seat] > 0
        my_points = deal.seat_points[seat] + (mine if own else 0)
        pending = 0 if own else mine
    side_points: tuple[int, ...] | None = None
    if partners is not None and (v.teams != "called" or deal.partner_revealed):
        nsides = max(deal.side) + 1
        side_points = tuple(deal._side_points(i) for i in range(nsides))
    known = {
        s: Hand.from_mask(deal.known[s] & deal.hands[s])
        for s in deal.active
        if s != seat and deal.known[s] & deal.hands[s]
    }
    return Observation(
        seat=seat,
        variant=v.id,
        stage=deal.stage,
        to_move=deal.to_move,
        dealer=deal.dealer,
        declarer=deal.declarer,
        seats=deal.active,
        hand=Hand.from_mask(hand_mask),
        legal_moves=tuple(deal.legal_moves()) if deal.to_move == seat else (),
        trump=deal.trump,
        trump_card=deal.trump_card,
        talon_size=deal.talon_size,
        is_closed=deal.is_closed,
        closed_by=deal.closed_by_seat,
        hand_sizes=tuple(bin(h).count("1") for h in deal.hands),
        current_trick=tuple(deal.current_trick),
        tricks=tuple(deal.tricks),
        tricks_won=tuple(deal.seat_tricks),
        marriages=tuple((s, Suit(su), p) for s, su, p in deal.marriages),
        known_cards=known,
        called_card=deal.called_card,
        partner_revealed=deal.partner_revealed,
        partners=partners,
        contract=None if deal.contract is None else deal.contract.name,
        contract_seat=None if deal.contract is None else deal.contract_seat,
        multiplier=deal.multiplier,
        my_points=my_points,
        pending_points=pending,
        side_points=side_points,
        is_over=deal.is_over,
        history=_history(deal, seat),
        turned_up=_turned_up(deal),
    )


_HIDDEN_SWAP = Move(MoveKind.SWAP)


def _history(deal: Deal, seat: int) -> tuple[Move, ...]:
    """The moves so far; another seat's blind swap without its cards."""
    moves = deal.moves
    if not any(m.kind == MoveKind.SWAP for m in moves):
        return tuple(moves)
    declarer = deal.declarer
    return tuple(
        _HIDDEN_SWAP if m.kind == MoveKind.SWAP and seat != declarer else m for m in moves
    )


def _turned_up(deal: Deal) -> tuple[Card, ...]:
    """The cards turned face up while dealing: the deal's ``turn`` step and ``turn`` bids."""
    out: list[Card] = []
    pos = 0
    turns = sum(1 for m in deal.moves if m.kind == MoveKind.TURN)
    players = len(deal.seats)
    for step in deal.variant.deal:
        head, _, arg = step.partition(":")
        if head == "hands":
            pos += int(arg) * players
        elif head == "talon":
            pos += int(arg)
        elif head == "turn":
            if pos < len(deal.deck):
                out.append(CARDS[deal.deck[pos]])
            pos += 1
        elif head == "bid" and arg == "trump" and turns and pos < len(deal.deck):
            out.append(CARDS[deal.deck[pos]])
            turns -= 1
    return tuple(out)
