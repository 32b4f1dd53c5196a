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
from typing import TYPE_CHECKING, Any

from .cards import Card, Hand, Suit, parse_card
from .moves import Move, MoveKind
from .stages import Stage
from .variants import Variant

if TYPE_CHECKING:
    from .deal import Deal, Trick

__all__ = ["Observation", "observe"]

# enum members read once: ``Stage.PLAY`` goes through the Enum class's attribute lookup
# (hundreds of ns on CPython 3.11), a module global does not
_ST_KONTRA = Stage.KONTRA
_ST_OVER = Stage.OVER
_ST_PLAY = Stage.PLAY
_ST_REKONTRA = Stage.REKONTRA


@dataclass(frozen=True)
class Observation:
    seat: int
    #: the variant with its options (``obs.variant.id`` is its id)
    variant: Variant
    stage: Stage
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
    #: each seat's side (an index into ``side_points``; None for a seat sitting out or before
    #: the sides are formed), known exactly when ``side_points`` is
    sides: tuple[int | None, ...] | None = None

    def points_of(self, seat: int) -> int | None:
        """The counted points of ``seat``'s side (as ``Deal.points``: 0 before the sides are
        formed), or None when this seat may not know them."""
        if self.side_points is None or self.sides is None:
            return None
        sd = self.sides[seat]
        return 0 if sd is None else self.side_points[sd]
    history: tuple[Move, ...] = ()
    turned_up: tuple[Card, ...] = ()
    #: the contract (bid so far) is played by its bidder alone against all the others
    contract_alone: bool = False
    #: tricks finished in the deal (for a deal made from a position, those before it too)
    tricks_played: int = 0
    #: for a deal made from a position (``Deal.from_position``): that position as this seat
    #: saw it (the cards it could not name unknown, see ``schnapsen.notation``); None for a
    #: dealt deck. ``history`` and ``tricks`` then hold what happened since.
    start_position: str | None = None

    @classmethod
    def _make(cls, **fields: Any) -> Observation:
        """An observation with every field given, made without the frozen dataclass's field
        by field ``object.__setattr__`` (a bot asks for one at every move)."""
        self = object.__new__(cls)
        self.__dict__.update(fields)
        return self

    @property
    def known_sides(self) -> dict[int, tuple[int, ...]] | None:
        """Who plays with whom, as far as this seat knows: each side's number (as in
        ``sides``) and its seats, in seat order; None while this seat is not told them: before
        the sides are formed, and while the partnership of a called card is secret (the holder
        of the called card knows its partner: ``partners``).

        In a contract played alone (``contract_alone``) the sides are known to everybody as
        soon as it is bid: the bidder (side 0) against all the others (side 1), even where
        ``sides`` and ``side_points`` stay hidden until the partner of a called card is
        revealed. While the bidding goes on they are the sides of the highest contract so
        far."""
        if self.sides is not None:
            groups: dict[int, list[int]] = {}
            for s, side in enumerate(self.sides):
                if side is not None:
                    groups.setdefault(side, []).append(s)
            return {side: tuple(g) for side, g in groups.items()}
        if self.contract_alone and self.contract_seat is not None:
            bidder = self.contract_seat
            return {0: (bidder,), 1: tuple(s for s in self.seats if s != bidder)}
        return None

    @property
    def on_lead(self) -> bool:
        return self.to_move == self.seat and not self.current_trick and self.stage == _ST_PLAY

    @property
    def played_cards(self) -> frozenset[Card]:
        out = {c for t in self.tricks for c in t.cards}
        out.update(c for _, c in self.current_trick)
        return frozenset(out)


def observe(deal: Deal, seat: int) -> Observation:
    """Build ``seat``'s view from the deal's public reading methods only (no private state):
    what is hidden from the seat is never read here except through those methods' rules."""
    from .notation import view_of_start

    v = deal.variant
    hand = deal.hand(seat)
    stage = deal.stage
    start = view_of_start(deal, seat)
    contract = deal.contract
    called = deal.called_card
    holder_known = (
        v.teams != "called"
        or deal.partner_revealed
        or stage == _ST_OVER
        or (contract is not None and contract.alone)
        # the holder of the called card knows the partnership (a declarer holding it too)
        or (called is not None and called in hand)
    )
    partners: tuple[int, ...] | None
    if stage in (_ST_PLAY, _ST_OVER, _ST_KONTRA, _ST_REKONTRA) and holder_known:
        partners = deal.partners(seat)
    elif v.teams == "single":
        partners = (seat,)
    else:
        partners = None
    pending = deal.pending_points(seat)
    if partners is not None and deal.side_of(seat) is not None:
        my_points = deal.points(seat)
    else:
        # sides unknown to this seat: it counts its own tricks, and its marriages only once
        # it has taken a trick itself
        mine = deal.marriage_points(seat)
        own = deal.tricks_taken(seat) > 0
        my_points = deal.card_points(seat) + (mine if own else 0)
        pending = 0 if own else mine
    side_points: tuple[int, ...] | None = None
    sides: tuple[int | None, ...] | None = None
    if partners is not None and (v.teams != "called" or deal.partner_revealed):
        sides = tuple(deal.side_of(s) for s in range(v.players))
        first = {sd: s for s in reversed(deal.seats) if (sd := sides[s]) is not None}
        side_points = tuple(deal.points(first[sd]) for sd in sorted(first))
    known = {}
    for s in deal.seats:
        if s != seat:
            shown = deal.shown_cards(s)
            if shown:
                known[s] = shown
    return Observation._make(
        seat=seat,
        variant=v,
        stage=stage,
        to_move=deal.to_move,
        dealer=deal.dealer,
        declarer=deal.declarer,
        seats=deal.seats,
        hand=hand,
        legal_moves=tuple(deal.legal_moves()) if deal.to_move == seat else (),
        trump=deal.trump,
        trump_card=deal.trump_card,
        talon_size=deal.talon_size,
        is_closed=deal.is_closed,
        closed_by=deal.closed_by,
        hand_sizes=deal.hand_sizes,
        current_trick=tuple(deal.current_trick),
        tricks=deal.tricks,
        tricks_won=tuple(deal.tricks_taken(s) for s in range(v.players)),
        marriages=deal.marriages,
        known_cards=known,
        called_card=called,
        partner_revealed=deal.partner_revealed,
        partners=partners,
        contract=None if contract is None else contract.name,
        contract_seat=deal.contract_seat,
        multiplier=deal.multiplier,
        my_points=my_points,
        pending_points=pending,
        side_points=side_points,
        is_over=deal.is_over,
        sides=sides,
        history=_history(deal, seat),
        turned_up=_turned_up(deal, start),
        contract_alone=contract is not None and contract.alone,
        tricks_played=deal.tricks_played,
        start_position=start,
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


def _turned_up(deal: Deal, start: str | None) -> tuple[Card, ...]:
    """The cards turned face up while dealing: the deal's ``turn`` step and ``turn`` bids (for a
    deal made from a position: the turned card at its start)."""
    if start is not None:
        for field in start.split("; "):
            name, _, value = field.partition(" ")
            if name == "turned":
                return (parse_card(value),)
        return ()
    out: list[Card] = []
    pos = 0
    turns = sum(1 for m in deal.moves if m.kind == MoveKind.TURN)
    players = len(deal.seats)
    deck = deal.deck
    for step in deal.variant.deal_steps:
        if step.kind == "hands":
            pos += step.cards * players
        elif step.kind == "talon":
            pos += step.cards
        elif step.kind == "turn":
            if pos < len(deck):
                out.append(deck[pos])
            pos += 1
        elif step.kind == "bid" and step.stage == Stage.TRUMP and turns and pos < len(deck):
            out.append(deck[pos])
            turns -= 1
    return tuple(out)
