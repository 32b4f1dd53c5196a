"""A deal in progress: dealing, bidding, play, and its result.

One play loop serves every variant; what differs between traditions is read from the
variant's rule data (see :mod:`schnapsen.variants.base`). Cards are kept as bit sets
(``1 << card.index``) so legal-move generation is a few integer operations.

The position lives in a private record (:class:`_DealState`); readers use the properties and
methods of :class:`Deal`, where an absent seat or card is ``None``. The engine's own modules
share the work: :mod:`schnapsen.bidding` (dealing and the auction), :mod:`schnapsen.scoring`
(when and how a deal ends) and :mod:`schnapsen.checks` (one function per rule of the play,
with the reason it refuses a move: what ``legal_moves`` and ``explain`` both ask).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from . import bidding, scoring
from .cards import CARD_POINTS, CARDS, Card, Hand, Rank, Suit, parse_cards
from .checks import check_claim, check_close, check_exchange, check_marriage, check_snapszer
from .errors import IllegalMoveError, InvalidNotationError, SchnapsenError
from .moves import CARD_MOVES, MARRIAGE_MOVES, SIMPLE_MOVES, Move, MoveKind
from .rules import beats, follow_mask, wrong_claim_points
from .scoring import DealResult
from .stages import ResultReason, Stage
from .variants import Contract, Variant, find_variant

if TYPE_CHECKING:
    from .observation import Observation

__all__ = ["Deal", "DealResult", "Trick"]

# enum members read once: ``Stage.PLAY`` goes through the Enum class's attribute lookup
# (hundreds of ns on CPython 3.11), a module global does not
_MK_CARD = MoveKind.CARD
_MK_CLAIM = MoveKind.CLAIM
_MK_CLOSE = MoveKind.CLOSE
_MK_EXCHANGE = MoveKind.EXCHANGE
_MK_MARRIAGE = MoveKind.MARRIAGE
_ST_DEAL = Stage.DEAL
_ST_OVER = Stage.OVER
_ST_PLAY = Stage.PLAY

_EXCHANGE = SIMPLE_MOVES["x"]
_CLOSE = SIMPLE_MOVES["close"]
_CLAIM = SIMPLE_MOVES["claim"]
_SNAPSZER = SIMPLE_MOVES["snapszer"]

_KING, _OBER = int(Rank.KING), int(Rank.OBER)
_NO_CARDS = Hand()
_OBER_MASK = sum(1 << (suit * 6 + _OBER) for suit in range(4))

# legal card moves for a bit set of cards, built on first use
_MOVES_BY_MASK: dict[int, list[Move]] = {}


def _card_moves(mask: int) -> list[Move]:
    moves = _MOVES_BY_MASK.get(mask)
    if moves is None:
        moves = []
        m = mask
        while m:
            low = m & -m
            moves.append(CARD_MOVES[low.bit_length() - 1])
            m ^= low
        if len(_MOVES_BY_MASK) < 200_000:
            _MOVES_BY_MASK[mask] = moves
    return moves


class Trick(NamedTuple):
    """A finished trick: who led, the cards in the order played, who won it."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    @property
    def points(self) -> int:
        return sum(c.points for c in self.cards)

    def __str__(self) -> str:
        return " ".join(c.code for c in self.cards) + f" -> {self.winner}"


_FULL_DECK = {
    20: [c.index for c in CARDS if c.rank != Rank.NINE],
    24: [c.index for c in CARDS],
}


def _shuffled(cards: list[int], seed: int | None) -> list[int]:
    """A uniformly shuffled copy: one 128-bit draw read as a Lehmer code (the bias against
    24! orderings is below 1e-13)."""
    order = list(cards)
    x = random.Random(seed).getrandbits(128)
    for i in range(len(order) - 1, 0, -1):
        x, j = divmod(x, i + 1)
        order[i], order[j] = order[j], order[i]
    return order


class _DealState:
    """Everything about a deal that a move changes, besides the append-only histories.

    Like python-chess's ``_BoardState``, but the record IS the position: ``Deal.push`` saves the
    current record on the undo stack and works on a copy, ``Deal.pop`` puts the saved one back.
    Lists in it are never changed in place once the record has been copied (every change
    builds a new list), so a copy may share them. Seats are ``int``; ``-1`` means "none" in the
    seat and card fields (the public properties of :class:`Deal` turn it into ``None``).
    """

    __slots__ = (
        # per seat
        "hands",  # bit set of cards in hand
        "seat_points",  # card points of the tricks this seat took
        "seat_tricks",  # tricks this seat took
        "pending",  # marriage points waiting for the side's first trick
        "counted",  # marriage points that count
        "known",  # cards of the hand every seat has seen (exchanged, drawn face up, ...)
        "side",  # the side (0, 1, ...) of each seat; -1 for a seat sitting out
        # the table
        "talon",  # face-down cards to draw from, first drawn first
        "trick_seats",  # the trick on the table: who played,
        "trick_cards",  #  and what (card indices)
        "best_card",  # the card winning the trick on the table so far
        "best_seat",
        "turned",  # the turned trump card under the talon (-1: none)
        "tr",  # the trump suit (-1: none yet, or no trumps)
        "closed_by",  # the seat that closed the talon (-1: open)
        "closed_snapshot",  # the opponent's (points, tricks) at the close (rule 10)
        "claim_marriage",  # points of the marriage shown with a claim
        # dealing and the auction
        "pos",  # next card of the deck to deal
        "step",  # next step of the deal pattern
        "stage",
        "to_move",
        "leader",
        "bid_queue",  # seats still to speak in this round of the auction
        "called",  # the called card (-1: none)
        "partner_revealed",
        "contract",
        "contract_seat",  # -1: no contract
        "multiplier",
        "kontra_seat",  # -1: nobody doubled
        "result",
    )

    hands: list[int]
    seat_points: list[int]
    seat_tricks: list[int]
    pending: list[int]
    counted: list[int]
    known: list[int]
    side: list[int]
    talon: list[int]
    trick_seats: list[int]
    trick_cards: list[int]
    best_card: int
    best_seat: int
    turned: int
    tr: int
    closed_by: int
    closed_snapshot: tuple[int, int]
    claim_marriage: int
    pos: int
    step: int
    stage: Stage
    to_move: int | None
    leader: int
    bid_queue: list[int]
    called: int
    partner_revealed: bool
    contract: Contract | None
    contract_seat: int
    multiplier: int
    kontra_seat: int
    result: DealResult | None

    def __init__(self, n: int, leader: int) -> None:
        self.hands = [0] * n
        self.seat_points = [0] * n
        self.seat_tricks = [0] * n
        self.pending = [0] * n
        self.counted = [0] * n
        self.known = [0] * n
        self.side = [-1] * n
        self.talon = []
        self.trick_seats = []
        self.trick_cards = []
        self.best_card = -1
        self.best_seat = -1
        self.turned = -1
        self.tr = -1
        self.closed_by = -1
        self.closed_snapshot = (0, 0)
        self.claim_marriage = 0
        self.pos = 0
        self.step = 0
        self.stage = _ST_DEAL
        self.to_move = None
        self.leader = leader
        self.bid_queue = []
        self.called = -1
        self.partner_revealed = False
        self.contract = None
        self.contract_seat = -1
        self.multiplier = 1
        self.kontra_seat = -1
        self.result = None

    def copy(self) -> _DealState:
        new = object.__new__(_DealState)
        new.hands = self.hands
        new.talon = self.talon
        new.trick_seats = self.trick_seats
        new.trick_cards = self.trick_cards
        new.seat_points = self.seat_points
        new.seat_tricks = self.seat_tricks
        new.pending = self.pending
        new.counted = self.counted
        new.known = self.known
        new.side = self.side
        new.bid_queue = self.bid_queue
        new.pos = self.pos
        new.step = self.step
        new.turned = self.turned
        new.tr = self.tr
        new.stage = self.stage
        new.to_move = self.to_move
        new.leader = self.leader
        new.best_card = self.best_card
        new.best_seat = self.best_seat
        new.called = self.called
        new.partner_revealed = self.partner_revealed
        new.contract = self.contract
        new.contract_seat = self.contract_seat
        new.multiplier = self.multiplier
        new.kontra_seat = self.kontra_seat
        new.closed_by = self.closed_by
        new.closed_snapshot = self.closed_snapshot
        new.result = self.result
        new.claim_marriage = self.claim_marriage
        return new

    def key(self) -> tuple[Any, ...]:
        return (
            self.hands,
            self.talon,
            self.trick_seats,
            self.trick_cards,
            self.seat_points,
            self.seat_tricks,
            self.pending,
            self.counted,
            self.known,
            self.side,
            self.bid_queue,
            self.pos,
            self.step,
            self.turned,
            self.tr,
            self.stage,
            self.to_move,
            self.leader,
            self.best_card,
            self.best_seat,
            self.called,
            self.partner_revealed,
            self.contract,
            self.contract_seat,
            self.multiplier,
            self.kontra_seat,
            self.closed_by,
            self.closed_snapshot,
            self.result,
            self.claim_marriage,
        )


class Deal:
    """One deal of any variant. Create it with :meth:`Deal.new` (or :meth:`from_text`)."""

    __slots__ = (
        "_v",
        "_dealer",
        "_deck",
        "_seed",
        "_n",
        "_active",
        "_next",
        "_declarer",
        "_st",
        "_tricks",
        "_marriages",
        "_moves",
        "_undo",
    )

    _v: Variant
    _dealer: int
    _deck: tuple[int, ...]
    _seed: int | None
    _n: int
    _active: tuple[int, ...]
    _next: tuple[int, ...]
    _declarer: int
    _st: _DealState
    _tricks: list[Trick]
    _marriages: list[tuple[int, int, int]]
    _moves: list[Move]
    _undo: list[tuple[_DealState, int, int, int]]

    # -- creation -------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        variant: str | Variant = "at",
        seed: int | None = None,
        *,
        deck: str | Sequence[Card | str] | None = None,
        dealer: int | None = None,
        **options: Any,
    ) -> Deal:
        """A new deal: shuffled from ``seed``, or with an explicit ``deck`` (first card dealt
        first). ``options`` change the variant's options (see ``Variant.with_options``)."""
        v = find_variant(variant)
        if options:
            v = v.with_options(**options)
        if dealer is None:
            dealer = v.players - 1
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < v.players:
            raise SchnapsenError(
                f"dealer must be a seat from 0 to {v.players - 1}, not {dealer!r}",
                "deal.dealer",
                dealer=str(dealer),
            )
        full = _FULL_DECK[v.deck_size]
        if deck is None:
            order = _shuffled(full, seed)
        else:
            cards = parse_cards(deck)
            order = [c.index for c in cards]
            if sorted(order) != full:
                missing = sorted(set(full) - set(order))
                extra = [c for c in order if c not in full]
                dup = sorted({c for c in order if order.count(c) > 1})
                detail = []
                if missing:
                    detail.append("missing " + " ".join(CARDS[i].code for i in missing))
                if extra:
                    detail.append("not in this deck " + " ".join(CARDS[i].code for i in extra))
                if dup:
                    detail.append("repeated " + " ".join(CARDS[i].code for i in dup))
                raise InvalidNotationError(
                    f"a {v.name} deck has these {v.deck_size} cards once each: "
                    + "; ".join(detail),
                    "deal.deck",
                )
        return cls._start(v, tuple(order), dealer, seed if deck is None else None)

    @classmethod
    def _start(cls, v: Variant, order: tuple[int, ...], dealer: int, seed: int | None) -> Deal:
        self = object.__new__(cls)
        self._v = v
        self._dealer = dealer
        self._deck = order
        self._seed = seed
        n = self._n = v.players
        seats = [(dealer + 1 + i) % n for i in range(n)]
        if v.dealer_sits_out:
            seats.remove(dealer)
        self._active = tuple(seats)
        nxt = [-1] * n
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % len(seats)]
        self._next = tuple(nxt)
        self._declarer = seats[0]
        self._st = _DealState(n, self._declarer)
        self._tricks = []
        self._marriages = []
        self._moves = []
        self._undo = []
        bidding.advance(self)
        return self

    def copy(self) -> Deal:
        """An independent copy (undo history included)."""
        other = object.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        # the state record is shared until either deal moves (push works on a copy); the
        # histories grow in place
        other._tricks = self._tricks[:]
        other._marriages = self._marriages[:]
        other._moves = self._moves[:]
        other._undo = self._undo[:]
        return other

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        return self.copy()

    # -- dealing and stages ---------------------------------------------------------------

    # -- reading the position -------------------------------------------------------------
    # Everything below reads the private state record; nothing outside the engine's own
    # modules (bidding, scoring, checks) touches ``_st``. Seats and cards that may be absent
    # are ``None``, never -1.
    @property
    def variant(self) -> Variant:
        return self._v

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def seed(self) -> int | None:
        """The shuffle's seed (None for a deal made from an explicit deck)."""
        return self._seed

    @property
    def deck(self) -> tuple[Card, ...]:
        """The whole deck in dealing order, first card dealt first."""
        return tuple(CARDS[i] for i in self._deck)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that play this deal, forehand first."""
        return self._active

    @property
    def declarer(self) -> int:
        """The forehand: the seat that names trump, calls or opens the bidding."""
        return self._declarer

    @property
    def stage(self) -> Stage:
        return self._st.stage

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is (None when the deal is over)."""
        return self._st.to_move

    @property
    def result(self) -> DealResult | None:
        return self._st.result

    @property
    def is_over(self) -> bool:
        return self._st.result is not None

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move made so far, in order."""
        return tuple(self._moves)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks, in order."""
        return tuple(self._tricks)

    @property
    def marriages(self) -> tuple[tuple[int, Suit, int], ...]:
        """The announced marriages: (seat, suit, points), in order."""
        return tuple((s, Suit(su), p) for s, su, p in self._marriages)

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or None before it is named or in a deal played without trumps."""
        tr = self._st.tr
        return None if tr < 0 else Suit(tr)

    def hand(self, seat: int) -> Hand:
        self._check_seat(seat)
        return Hand.from_mask(self._st.hands[seat])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds (public knowledge)."""
        return tuple(h.bit_count() for h in self._st.hands)

    def shown_cards(self, seat: int) -> Hand:
        """The cards in this seat's hand that every seat has seen (a trump card taken by an
        exchange or drawn face up, the partner card of an announced marriage, ...)."""
        self._check_seat(seat)
        st = self._st
        mask = st.known[seat] & st.hands[seat]
        return Hand.from_mask(mask) if mask else _NO_CARDS

    @property
    def tricks_by_seat(self) -> tuple[int, ...]:
        """How many tricks each seat took itself (by seat; partners' apart)."""
        return tuple(self._st.seat_tricks)

    @property
    def sides(self) -> tuple[int | None, ...]:
        """Each seat's side, by seat (None for a seat sitting out or before the sides are
        formed); see :meth:`side_of`."""
        return tuple(None if sd < 0 else sd for sd in self._st.side)

    @property
    def trump_card(self) -> Card | None:
        """The turned trump card while it lies face up under the talon."""
        st = self._st
        if st.turned < 0 or st.closed_by >= 0:
            return None
        return CARDS[st.turned]

    @property
    def talon_size(self) -> int:
        """Cards left to draw, the turned trump card included (10 after a two-player deal)."""
        st = self._st
        if not self._v.draws:
            return len(st.talon)
        return len(st.talon) + (1 if st.turned >= 0 else 0)

    @property
    def is_closed(self) -> bool:
        return self._st.closed_by >= 0

    @property
    def closed_by(self) -> int | None:
        """The seat that closed the talon, or None while nobody has."""
        c = self._st.closed_by
        return None if c < 0 else c

    @property
    def closed_by_seat(self) -> int | None:
        """The same as :attr:`closed_by` (the older name)."""
        return self.closed_by

    @property
    def talon_exhausted(self) -> bool:
        st = self._st
        return self._v.draws and not st.talon and st.turned < 0

    @property
    def strict(self) -> bool:
        """Whether the strict play rules (rule 6) apply now."""
        st = self._st
        return (
            self._v.strict_from_start
            or st.closed_by >= 0
            or (not st.talon and st.turned < 0)
        )

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        st = self._st
        return [(s, CARDS[c]) for s, c in zip(st.trick_seats, st.trick_cards, strict=True)]

    @property
    def called_card(self) -> Card | None:
        c = self._st.called
        return None if c < 0 else CARDS[c]

    @property
    def partner_revealed(self) -> bool:
        """Whether the called card has been played (everybody knows the sides then)."""
        return self._st.partner_revealed

    @property
    def contract(self) -> Contract | None:
        return self._st.contract

    @property
    def contract_seat(self) -> int | None:
        """The seat that announced the contract, or None without one."""
        st = self._st
        return None if st.contract is None else st.contract_seat

    @property
    def claim_marriage(self) -> int:
        """Points of the marriage shown with a claim (0 if none was, or before a claim)."""
        return self._st.claim_marriage

    @property
    def multiplier(self) -> int:
        """1, or 2 after a kontra, 4 after a rekontra."""
        return self._st.multiplier

    def side_of(self, seat: int) -> int | None:
        """The side (0 = the forehand's, 1, ...) this seat plays on; None for a seat that sits
        the deal out or before the sides are known."""
        self._check_seat(seat)
        sd = self._st.side[seat]
        return None if sd < 0 else sd

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats on this seat's side (itself included)."""
        self._check_seat(seat)
        side = self._st.side
        sd = side[seat]
        return tuple(s for s in self._active if side[s] == sd) if sd >= 0 else ()

    def _side_points(self, sd: int) -> int:
        st = self._st
        side = st.side
        return sum(st.seat_points[s] + st.counted[s] for s in range(self._n) if side[s] == sd)

    def _side_tricks(self, sd: int) -> int:
        st = self._st
        side = st.side
        return sum(st.seat_tricks[s] for s in range(self._n) if side[s] == sd)

    def side_points(self) -> tuple[int, ...]:
        """Counted points of each side, by side number (see :meth:`side_of`)."""
        st = self._st
        side = st.side
        out = [0] * (max(side) + 1)
        for s, sd in enumerate(side):
            if sd >= 0:
                out[sd] += st.seat_points[s] + st.counted[s]
        return tuple(out)

    def points(self, seat: int) -> int:
        """Counted points of this seat's side: card points of its tricks and the marriages that
        count (a marriage counts once its side has taken a trick)."""
        self._check_seat(seat)
        sd = self._st.side[seat]
        if sd < 0:
            return 0
        return self._side_points(sd)

    def pending_points(self, seat: int) -> int:
        """Marriage points this seat announced that wait for its side's first trick."""
        self._check_seat(seat)
        return self._st.pending[seat]

    def tricks_won(self, seat: int) -> int:
        """Tricks taken by this seat's side."""
        self._check_seat(seat)
        sd = self._st.side[seat]
        if sd < 0:
            return 0
        return self._side_tricks(sd)

    def tricks_taken(self, seat: int) -> int:
        """Tricks this seat took itself (its partners' apart)."""
        self._check_seat(seat)
        return self._st.seat_tricks[seat]

    def card_points(self, seat: int) -> int:
        """Card points of the tricks this seat took itself."""
        self._check_seat(seat)
        return self._st.seat_points[seat]

    def marriage_points(self, seat: int) -> int:
        """Points of the marriages this seat announced, counted or still waiting."""
        self._check_seat(seat)
        st = self._st
        return st.counted[seat] + st.pending[seat]

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self._n:
            raise SchnapsenError(
                f"no seat {seat!r}: this deal has seats 0 to {self._n - 1}", "deal.seat"
            )

    # -- legal moves ----------------------------------------------------------------------
    def _follow_mask(self, seat: int) -> int:
        st = self._st
        hand = st.hands[seat]
        if not st.trick_cards or not self.strict:
            return hand
        return follow_mask(hand, st.trick_cards, st.best_card, st.tr,
                           self._v.strict_rules)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the seat to move, in a stable order (cards first, in index
        order; then marriages, exchange, close, claim, snapszer)."""
        st = self._st
        stage = st.stage
        if stage == _ST_PLAY:
            seat = st.to_move
            assert seat is not None
            if st.trick_cards:
                return list(_card_moves(self._follow_mask(seat)))
            moves = list(_card_moves(st.hands[seat]))
            self._lead_extras(seat, moves)
            return moves
        if stage == _ST_OVER:
            return []
        return bidding.bid_moves(self)

    def _lead_extras(self, seat: int, moves: list[Move]) -> None:
        # each extra move is offered exactly when its rule's check (schnapsen.checks) allows it
        st = self._st
        hand = st.hands[seat]
        pairs = hand & (hand >> 1) & _OBER_MASK  # Ober bit set where the King is held too
        if pairs and check_marriage(self, seat) is None:
            while pairs:
                low = pairs & -pairs
                q = low.bit_length() - 1
                moves.append(MARRIAGE_MOVES[q + 1])
                moves.append(MARRIAGE_MOVES[q])
                pairs ^= low
        v = self._v
        # a fast path: with no open talon both checks refuse (exchange_none / exchange_closed,
        # close_none / close_done), so they are asked only while it lies open
        if v.draws and st.turned >= 0 and st.closed_by < 0:
            if check_exchange(self, seat) is None:
                moves.append(_EXCHANGE)
            if check_close(self) is None:
                moves.append(_CLOSE)
        if check_claim(self) is None:
            moves.append(_CLAIM)
        if v.play_contract is not None and check_snapszer(self, seat) is None:
            moves.append(_SNAPSZER)

    # -- making moves ---------------------------------------------------------------------
    def play(self, move: Move | str) -> None:
        """Make a move, checked against the rules. An illegal move raises
        :class:`IllegalMoveError` saying which rule forbids it; the deal is unchanged."""
        st = self._st
        m = Move.parse(move)
        if st.result is not None or m not in self.legal_moves():
            key, params = self.why_illegal(m)
            from .explain import format_message

            raise IllegalMoveError(format_message(key, params), key, **params)
        self.push(m)

    def push(self, move: Move) -> None:
        """Apply a legal move without checking it (fast; for search). Undo with :meth:`pop`."""
        st = self._st
        self._undo.append((st, len(self._tricks), len(self._marriages), len(self._moves)))
        self._st = st.copy()
        self._moves.append(move)
        kind = move.kind
        if kind == _MK_CARD:
            assert move.card is not None
            self._play_card(move.card.index)
        elif kind == _MK_MARRIAGE:
            assert move.card is not None
            self._marriage(move.card.index)
        elif kind == _MK_EXCHANGE:
            self._exchange()
        elif kind == _MK_CLOSE:
            self._close()
        elif kind == _MK_CLAIM:
            self._claim()
        else:
            bidding.bid(self, move)

    def pop(self) -> Move:
        """Undo the last move and return it."""
        if not self._undo:
            raise SchnapsenError("no move to undo", "deal.pop")
        move = self._moves[-1]
        self._st, nt, nm, nmv = self._undo.pop()
        del self._tricks[nt:]
        del self._marriages[nm:]
        del self._moves[nmv:]
        return move

    def peek(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    def state_key(self) -> tuple[Any, ...]:
        """Everything that defines the position (for comparing deals; undo history apart)."""
        return (
            self._v,
            self._dealer,
            self._deck,
            self._st.key(),
            tuple(self._tricks),
            tuple(self._marriages),
            tuple(self._moves),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]

    def _play_card(self, c: int) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None
        bit = 1 << c
        hands = st.hands[:]
        hands[seat] &= ~bit
        st.hands = hands
        if st.known[seat] & bit:
            known = st.known[:]
            known[seat] &= ~bit
            st.known = known
        if not st.trick_cards:
            st.best_card = c
            st.best_seat = seat
        else:
            best = st.best_card
            if beats(c, best, st.tr):
                st.best_card = c
                st.best_seat = seat
        if c == st.called:
            st.partner_revealed = True
        st.trick_seats = st.trick_seats + [seat]
        st.trick_cards = st.trick_cards + [c]
        if len(st.trick_cards) == len(self._active):
            self._finish_trick()
        else:
            st.to_move = self._next[seat]

    def _finish_trick(self) -> None:
        st = self._st
        winner = st.best_seat
        cards = st.trick_cards
        seats = st.trick_seats
        pts = 0
        for c in cards:
            pts += CARD_POINTS[c]
        sd = st.side[winner]
        seat_points = st.seat_points[:]
        seat_tricks = st.seat_tricks[:]
        seat_points[winner] += pts
        seat_tricks[winner] += 1
        # marriages wait only while their side has no trick (or, in the variants where they
        # wait for the next trick, until then): this trick makes them count
        pending = st.pending
        if any(pending):
            counted = st.counted[:]
            pending = pending[:]
            side = st.side
            for s in self._active:
                if side[s] == sd and pending[s]:
                    counted[s] += pending[s]
                    pending[s] = 0
            st.counted = counted
            st.pending = pending
        self._tricks.append(Trick(seats[0], tuple(seats), tuple(map(CARDS.__getitem__, cards)),
                                 winner))
        st.trick_cards = []
        st.trick_seats = []
        last = not any(st.hands)
        if last and st.closed_by < 0:
            seat_points[winner] += self._v.last_trick_bonus
        elif self._v.draws and st.closed_by < 0 and (st.talon or st.turned >= 0):
            hands = st.hands[:]
            talon = st.talon
            s = winner
            for _ in self._active:
                if talon:
                    card = talon[0]
                    talon = talon[1:]
                else:
                    card = st.turned
                    st.turned = -1
                    known = st.known[:]
                    known[s] |= 1 << card
                    st.known = known
                hands[s] |= 1 << card
                s = self._next[s]
            st.hands = hands
            st.talon = talon
        st.seat_points = seat_points
        st.seat_tricks = seat_tricks
        st.leader = winner
        st.to_move = winner
        scoring.check_end(self, winner, last)

    def _marriage(self, c: int) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None
        suit = c // 6
        pts = 40 if suit == st.tr else 20
        other = suit * 6 + (_KING if c % 6 == _OBER else _OBER)
        self._marriages.append((seat, suit, pts))
        known = st.known[:]
        known[seat] |= 1 << other
        st.known = known
        if self._side_tricks(st.side[seat]) and not self._v.marriage_waits:
            counted = st.counted[:]
            counted[seat] += pts
            st.counted = counted
        else:
            pending = st.pending[:]
            pending[seat] += pts
            st.pending = pending
        if scoring.check_end(self, -1, False):
            return
        self._play_card(c)

    def _exchange(self) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None and self._v.exchange_rank is not None
        low = st.tr * 6 + int(self._v.exchange_rank)
        hands = st.hands[:]
        hands[seat] = (hands[seat] & ~(1 << low)) | (1 << st.turned)
        st.hands = hands
        known = st.known[:]
        known[seat] |= 1 << st.turned
        st.known = known
        st.turned = low

    def _close(self) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None
        st.closed_by = seat
        opp = 1 - st.side[seat] if len(self._active) == 2 else -1
        st.closed_snapshot = (self._side_points(opp), self._side_tricks(opp))

    def _claim(self) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None
        sd = st.side[seat]
        pts = self._side_points(sd)
        bonus = 0
        if (self._side_tricks(sd) and not self._v.marriage_waits
                and check_marriage(self, seat) is None):
            hand = st.hands[seat]
            best_suit = -1
            for suit in range(4):
                if hand >> (suit * 6 + _KING) & 1 and hand >> (suit * 6 + _OBER) & 1:
                    value = 40 if suit == st.tr else 20
                    if value > bonus:
                        bonus, best_suit = value, suit
            if bonus:
                # the marriage is shown with the claim: it is announced and counts
                self._marriages.append((seat, best_suit, bonus))
                counted = st.counted[:]
                counted[seat] += bonus
                st.counted = counted
                pts += bonus
        st.claim_marriage = bonus
        if pts >= self._v.target_points:
            scoring.win_by_points(self, sd, ResultReason.CLAIM, claimer=seat)
            return
        other = scoring.other_side(self, sd)
        if st.closed_by >= 0 and st.side[st.closed_by] == sd:
            scoring.failed_close(self, other, ResultReason.WRONG_CLAIM, claimer=seat)
            return
        gp = wrong_claim_points(self._side_tricks(other))
        scoring.finish(self, other, gp, ResultReason.WRONG_CLAIM, claimer=seat)

    # -- ending ---------------------------------------------------------------------------

    # -- explanations ---------------------------------------------------------------------
    def why_illegal(self, move: Move | str) -> tuple[str, dict[str, Any]]:
        """The message key and parameters of the rule that forbids ``move`` here, or
        ``("legal", {})`` when it is legal."""
        from .explain import why_illegal

        return why_illegal(self, Move.parse(move))

    # -- text -----------------------------------------------------------------------------
    def to_text(self) -> str:
        from .notation import deal_to_text

        return deal_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> Deal:
        from .notation import deal_from_text

        return deal_from_text(text)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"Deal.from_text({self.to_text()!r})"

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (see :class:`schnapsen.observation.Observation`)."""
        from .observation import observe

        self._check_seat(seat)
        return observe(self, seat)

    def replay(self, moves: Iterable[Move | str]) -> Deal:
        """Play several moves (checked); returns the deal for chaining."""
        for m in moves:
            self.play(m)
        return self

    def _repr_html_(self) -> str:
        """In a notebook a deal draws itself: the table seen from the seat to move (all hands
        face up, as a teaching picture)."""
        st = self._st
        from .explain import format_message
        from .render import deal_html, display_language, names_for

        lang = display_language()
        return deal_html(self, seat=st.to_move if st.to_move is not None else 0,
                         reveal=True, names=names_for(lang),
                         message=lambda key, params: format_message(key, params, lang))
