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

import functools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from . import bidding, kernel
from .cards import CARDS, Card, Hand, Rank, Suit, parse_cards
from .errors import ExchangeDoneError, IllegalMoveError, InvalidNotationError, SchnapsenError
from .moves import CARD_MOVES, MARRIAGE_MOVES, SIMPLE_MOVES, Move, MoveKind
from .scoring import DealResult, result_of
from .stages import Stage
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

_NO_CARDS = Hand()

_after_trick = kernel.after_trick
_beats = kernel.beats
_playable = kernel.playable
_marriage_pairs = kernel.marriage_pairs

# the card moves of each set of one suit's cards (6 bits), suit by suit: the moves of a bit
# set are four lookups, lowest card first
_SUIT_MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(CARD_MOVES[suit * 6 + r] for r in range(6) if m >> r & 1) for m in range(64))
    for suit in range(4)
)
_HEARTS, _BELLS, _LEAVES, _ACORNS = _SUIT_MOVES


def _card_moves(mask: int) -> list[Move]:
    """The card moves of a bit set of cards, in index order (a new list)."""
    return [*_HEARTS[mask & 63], *_BELLS[mask >> 6 & 63], *_LEAVES[mask >> 12 & 63],
            *_ACORNS[mask >> 18]]


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


# the Trick records of finished tricks, made when first read (random play reads none)
_TRICKS: dict[tuple[tuple[int, ...], tuple[int, ...], int], Trick] = {}


def _trick(raw: tuple[tuple[int, ...], tuple[int, ...], int]) -> Trick:
    trick = _TRICKS.get(raw)
    if trick is None:
        seats, cards, winner = raw
        trick = Trick(seats[0], seats, tuple(map(CARDS.__getitem__, cards)), winner)
        if len(_TRICKS) > 100_000:
            _TRICKS.clear()
        _TRICKS[raw] = trick
    return trick


_FULL_DECK = {
    20: [c.index for c in CARDS if c.rank != Rank.NINE],
    24: [c.index for c in CARDS],
}


def _shuffled(cards: list[int], seed: int | None) -> list[int]:
    """A uniformly shuffled copy: one 128-bit draw read as a Lehmer code (the bias against
    24! orderings is below 1e-13)."""
    order = list(cards)
    _RNG.seed(seed)
    x = _RNG.getrandbits(128)
    for i in range(len(order) - 1, 0, -1):
        x, j = divmod(x, i + 1)
        order[i], order[j] = order[j], order[i]
    return order


_RNG = random.Random()  # reseeded for every shuffle (the same draws as a new Random(seed))


@functools.cache
def _position_notation() -> tuple[Callable[[Deal], str], Callable[[str], Deal]]:
    """The position notation's writer and reader (``schnapsen.notation``, a layer above: an
    import inside a function, done once; an import statement costs more than writing a short
    position, and the tests write positions by the hundred thousand)."""
    from .notation import deal_from_position, position_of

    return position_of, deal_from_position


@functools.cache
def _seating(players: int, dealer: int, dealer_sits_out: bool) -> tuple[
    tuple[int, ...], tuple[int, ...]
]:
    """The seats that play, forehand first (the seat after the dealer), and the seat after
    each seat (-1 for one that sits out)."""
    seats = [(dealer + 1 + i) % players for i in range(players)]
    if dealer_sits_out:
        seats.remove(dealer)
    nxt = [-1] * players
    for i, s in enumerate(seats):
        nxt[s] = seats[(i + 1) % len(seats)]
    return tuple(seats), tuple(nxt)


class _DealState:
    """Everything about a deal that a move changes, besides the append-only histories.

    Like python-chess's ``_BoardState``, but the record IS the position: ``Deal.push`` saves the
    current record on the undo stack and works on a copy, ``Deal.pop`` puts the saved one back.
    Lists in it are never changed in place once the record has been copied (every change
    builds a new list), and the talon and the trick are tuples, so a copy may share them.
    Seats are ``int``; ``-1`` means "none" in the seat and card fields (the public properties
    of :class:`Deal` turn it into ``None``).
    """

    __slots__ = (
        # per seat
        "hands",  # bit set of cards in hand
        "seat_points",  # card points of the tricks this seat took
        "seat_tricks",  # tricks this seat took
        "pending",  # marriage points waiting for the side's first trick
        "counted",  # marriage points that count
        "known",  # cards of the hand every seat has seen (exchanged, drawn face up, ...)
        "side",  # the side (0 or 1) of each seat; -1 for a seat sitting out
        # per side (0 = the forehand's, 1): what the kernel's rules read
        "points",  # counted points: card points and the marriages that count
        "tricks",  # tricks taken
        # the table
        "talon",  # face-down cards to draw from, first drawn first (a tuple)
        "trick_seats",  # the trick on the table: who played (a tuple),
        "trick_cards",  #  and what (card indices, a tuple)
        "best_card",  # the card winning the trick on the table so far
        "best_seat",
        "turned",  # the turned trump card under the talon (-1: none)
        "tr",  # the trump suit (-1: none yet, or no trumps)
        "tricks_played",  # tricks finished in the deal (before a position's start too)
        "trick_log",  # the finished tricks: (seats, cards, winner) each, in order
        "marriage_log",  # the announced marriages: (seat, suit, points) each, in order
        "closed_by",  # the seat that closed the talon (-1: open)
        "exchanged_by",  # the seat that exchanged the trump card (-1: nobody yet)
        "at_close",  # the closer's opponents' (points, tricks) at the close (rule 10)
        # dealing and the auction
        "pos",  # next card of the deck to deal
        "step",  # next step of the deal pattern
        "stage",
        "to_move",
        "bid_queue",  # seats still to speak in this round of the auction (a tuple)
        "called",  # the called card (-1: none)
        "partner_revealed",
        "contract",
        "contract_seat",  # -1: no contract
        "multiplier",
        "result",
    )

    hands: list[int]
    seat_points: list[int]
    seat_tricks: list[int]
    pending: list[int]
    counted: list[int]
    known: list[int]
    side: list[int]
    points: tuple[int, int]
    tricks: tuple[int, int]
    talon: tuple[int, ...]
    trick_seats: tuple[int, ...]
    trick_cards: tuple[int, ...]
    best_card: int
    best_seat: int
    turned: int
    tr: int
    tricks_played: int
    trick_log: tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...]
    marriage_log: tuple[tuple[int, int, int], ...]
    closed_by: int
    exchanged_by: int
    at_close: tuple[int, int]
    pos: int
    step: int
    stage: Stage
    to_move: int | None
    bid_queue: tuple[int, ...]
    called: int
    partner_revealed: bool
    contract: Contract | None
    contract_seat: int
    multiplier: int
    result: DealResult | None

    def __init__(self, n: int) -> None:
        self.hands = [0] * n
        self.seat_points = [0] * n
        self.seat_tricks = [0] * n
        self.pending = [0] * n
        self.counted = [0] * n
        self.known = [0] * n
        self.side = [-1] * n
        self.points = (0, 0)
        self.tricks = (0, 0)
        self.talon = ()
        self.trick_seats = ()
        self.trick_cards = ()
        self.best_card = -1
        self.best_seat = -1
        self.turned = -1
        self.tr = -1
        self.tricks_played = 0
        self.trick_log = ()
        self.marriage_log = ()
        self.closed_by = -1
        self.exchanged_by = -1
        self.at_close = (0, 0)
        self.pos = 0
        self.step = 0
        self.stage = _ST_DEAL
        self.to_move = None
        self.bid_queue = ()
        self.called = -1
        self.partner_revealed = False
        self.contract = None
        self.contract_seat = -1
        self.multiplier = 1
        self.result = None

    def copy(self) -> _DealState:
        new = object.__new__(_DealState)
        new.hands = self.hands
        new.seat_points = self.seat_points
        new.seat_tricks = self.seat_tricks
        new.pending = self.pending
        new.counted = self.counted
        new.known = self.known
        new.side = self.side
        new.points = self.points
        new.tricks = self.tricks
        new.talon = self.talon
        new.trick_seats = self.trick_seats
        new.trick_cards = self.trick_cards
        new.best_card = self.best_card
        new.best_seat = self.best_seat
        new.turned = self.turned
        new.tr = self.tr
        new.tricks_played = self.tricks_played
        new.trick_log = self.trick_log
        new.marriage_log = self.marriage_log
        new.closed_by = self.closed_by
        new.exchanged_by = self.exchanged_by
        new.at_close = self.at_close
        new.pos = self.pos
        new.step = self.step
        new.stage = self.stage
        new.to_move = self.to_move
        new.bid_queue = self.bid_queue
        new.called = self.called
        new.partner_revealed = self.partner_revealed
        new.contract = self.contract
        new.contract_seat = self.contract_seat
        new.multiplier = self.multiplier
        new.result = self.result
        return new

    def key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _STATE_FIELDS)


_STATE_FIELDS = _DealState.__slots__
_FRESH: dict[int, _DealState] = {}


def _fresh_state(players: int) -> _DealState:
    """A state record before the first card is dealt (a copy of one kept per number of
    seats: its lists are shared, as every record's are, until a move changes them)."""
    fresh = _FRESH.get(players)
    if fresh is None:
        fresh = _FRESH[players] = _DealState(players)
    return fresh.copy()


class Deal:
    """One deal of any variant. Create it with :meth:`Deal.new` (or :meth:`from_text`, or
    :meth:`from_position` for a position written from scratch)."""

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
        "_moves",
        "_undo",
        "_start",
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
    _moves: list[Move]
    #: the state records before each move (push saves the record, pop puts it back)
    _undo: list[_DealState]
    #: the position notation the deal started from (None for a dealt deck; "" until it is
    #: first asked for)
    _start: str | None

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
        self = cls._empty(v, tuple(order), dealer, seed if deck is None else None)
        bidding.advance(self)
        return self

    @classmethod
    def _empty(cls, v: Variant, order: tuple[int, ...], dealer: int, seed: int | None) -> Deal:
        """A deal before its first card is dealt (the position notation fills in the rest)."""
        self = object.__new__(cls)
        self._v = v
        self._dealer = dealer
        self._deck = order
        self._seed = seed
        n = self._n = v.players
        self._active, self._next = _seating(n, dealer, v.dealer_sits_out)
        self._declarer = self._active[0]
        self._st = _fresh_state(n)
        self._moves = []
        self._undo = []
        self._start = None
        return self

    @classmethod
    def from_position(cls, text: str) -> Deal:
        """A deal at the position ``text`` states in the position notation (see
        :mod:`schnapsen.notation`); :meth:`position` writes it back. Bad text raises
        :class:`~schnapsen.InvalidNotationError` naming the field."""
        return _position_notation()[1](text)

    def position(self) -> str:
        """This position in the position notation (see :mod:`schnapsen.notation`), one line:
        ``Deal.from_position(deal.position())`` is the same position."""
        return _position_notation()[0](self)

    def copy(self) -> Deal:
        """An independent copy (undo history included)."""
        other = object.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        # the state record is shared until either deal moves (push works on a copy); the
        # histories grow in place
        other._moves = self._moves[:]
        other._undo = self._undo[:]
        return other

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        return self.copy()

    # -- reading the position -------------------------------------------------------------
    # Everything below reads the private state record; nothing outside the engine's own
    # modules (bidding, checks, notation) touches ``_st``. Seats and cards that may be absent
    # are ``None``, never -1.
    @property
    def variant(self) -> Variant:
        return self._v

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def seed(self) -> int | None:
        """The shuffle's seed (None for a deal made from an explicit deck or a position)."""
        return self._seed

    @property
    def deck(self) -> tuple[Card, ...]:
        """The whole deck in dealing order, first card dealt first (for a deal made from a
        position: the cards in the order the position notation laid them out)."""
        return tuple(CARDS[i] for i in self._deck)

    @property
    def start_position(self) -> str | None:
        """The position notation this deal started from, or None for a dealt deck."""
        if self._start == "":
            from .notation import position_of

            start = self.copy()
            if start._undo:
                start._st = start._undo[0]
            self._start = position_of(start)
        return self._start

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
        """Every move made so far, in order (since the position, for a deal made from one)."""
        return tuple(self._moves)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks, in order (since the position, for a deal made from one)."""
        return tuple(map(_trick, self._st.trick_log))

    @property
    def tricks_played(self) -> int:
        """How many tricks have been finished in this deal (for a deal made from a position,
        those before it too)."""
        return self._st.tricks_played

    @property
    def marriages(self) -> tuple[tuple[int, Suit, int], ...]:
        """The announced marriages: (seat, suit, points), in order."""
        return tuple((s, Suit(su), p) for s, su, p in self._st.marriage_log)

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
    def opponent_tricks_at_close(self) -> int:
        """The tricks the closer's opponents had taken when the talon was closed (0 while it
        is open): what a failed close's game points are judged on (rule 10)."""
        return self._st.at_close[1]

    @property
    def exchanged_by(self) -> int | None:
        """The seat that exchanged the trump card, or None while nobody has (one exchange a
        deal: a second is refused, ``rule.exchange_done``)."""
        e = self._st.exchanged_by
        return None if e < 0 else e

    @property
    def closed_by(self) -> int | None:
        """The seat that closed the talon, or None while nobody has."""
        c = self._st.closed_by
        return None if c < 0 else c

    @property
    def talon_exhausted(self) -> bool:
        st = self._st
        return self._v.draws and not st.talon and st.turned < 0

    @property
    def strict(self) -> bool:
        """Whether the strict play rules (rule 6) apply now."""
        st = self._st
        return kernel.strict_applies(self._v, st.closed_by >= 0,
                                     not st.talon and st.turned < 0)

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
    def multiplier(self) -> int:
        """1, or 2 after a kontra, 4 after a rekontra."""
        return self._st.multiplier

    def side_of(self, seat: int) -> int | None:
        """The side (0 = the forehand's, 1) this seat plays on; None for a seat that sits
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

    def points(self, seat: int) -> int:
        """Counted points of this seat's side: card points of its tricks and the marriages that
        count (a marriage counts once its side has taken a trick)."""
        self._check_seat(seat)
        sd = self._st.side[seat]
        return 0 if sd < 0 else self._st.points[sd]

    def pending_points(self, seat: int) -> int:
        """Marriage points this seat announced that wait for its side's first trick."""
        self._check_seat(seat)
        return self._st.pending[seat]

    def tricks_won(self, seat: int) -> int:
        """Tricks taken by this seat's side."""
        self._check_seat(seat)
        sd = self._st.side[seat]
        return 0 if sd < 0 else self._st.tricks[sd]

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
        """The cards ``seat`` may play now (rules 2 and 6, the kernel's :func:`playable`)."""
        st = self._st
        trick = st.trick_cards
        if not trick:
            return st.hands[seat]
        return _playable(self._v, st.hands[seat], trick[0], st.best_card, st.tr,
                         self.strict)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the seat to move, in a stable order (cards first, in index
        order; then marriages, exchange, close, claim, snapszer)."""
        st = self._st
        stage = st.stage
        if stage is _ST_PLAY:
            seat = st.to_move
            assert seat is not None
            if st.trick_cards:
                return _card_moves(self._follow_mask(seat))
            moves = _card_moves(st.hands[seat])
            self._lead_extras(seat, moves)
            return moves
        if stage is _ST_OVER:
            return []
        return bidding.bid_moves(self)

    def _lead_extras(self, seat: int, moves: list[Move]) -> None:
        # each extra move is offered exactly when its rule (the kernel's refusal functions,
        # which schnapsen.checks reads too) allows it
        st = self._st
        v = self._v
        hand = st.hands[seat]
        closed = st.closed_by >= 0
        pairs = _marriage_pairs(hand)
        if pairs and kernel.marriage_refusal(v, st.contract, st.tricks_played, closed,
                                             not st.talon and st.turned < 0) is None:
            while pairs:
                low = pairs & -pairs
                q = low.bit_length() - 1
                moves.append(MARRIAGE_MOVES[q + 1])
                moves.append(MARRIAGE_MOVES[q])
                pairs ^= low
        # (the variant's switches skip asking a rule about a move the variant does not have)
        if v.draws:
            turned = st.turned
            if v.has_exchange and kernel.exchange_refusal(
                    v, closed, turned, len(st.talon), hand, st.tr,
                    st.tricks[st.side[seat]]) is None:
                moves.append(_EXCHANGE)
            if v.has_closing and kernel.close_refusal(v, closed, turned,
                                                      len(st.talon) + (turned >= 0)) is None:
                moves.append(_CLOSE)
        if v.has_claim and kernel.claim_refusal(v, st.contract, st.tricks_played) is None:
            moves.append(_CLAIM)
        if v.play_contract is not None and kernel.play_contract_refusal(
            v, st.contract, st.tricks[1 - st.side[seat]]
        ) is None:
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

            error = ExchangeDoneError if key == kernel.EXCHANGE_DONE else IllegalMoveError
            raise error(format_message(key, params), key, **params)
        self.push(m)

    def push(self, move: Move) -> None:
        """Apply a legal move without checking it (fast; for search). Undo with :meth:`pop`."""
        st = self._st
        self._undo.append(st)
        self._st = st.copy()
        self._moves.append(move)
        kind = move.kind
        if kind is _MK_CARD:
            assert move.card is not None
            self._play_card(move.card.index)
        elif kind is _MK_MARRIAGE:
            assert move.card is not None
            self._marriage(move.card.index)
        elif kind is _MK_EXCHANGE:
            self._exchange()
        elif kind is _MK_CLOSE:
            self._close()
        elif kind is _MK_CLAIM:
            self._claim()
        else:
            bidding.bid(self, move)

    def pop(self) -> Move:
        """Undo the last move and return it."""
        if not self._undo:
            raise SchnapsenError("no move to undo", "deal.pop")
        self._st = self._undo.pop()
        return self._moves.pop()

    def peek(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    def state_key(self) -> tuple[Any, ...]:
        """Everything that defines the position (for comparing deals; undo history apart)."""
        return (
            self._v,
            self._dealer,
            self._deck,
            self.start_position,
            self._st.key(),
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
        if not st.trick_cards or _beats(c, st.best_card, st.tr):
            st.best_card = c
            st.best_seat = seat
        if c == st.called:
            st.partner_revealed = True
        st.trick_seats += (seat,)
        st.trick_cards += (c,)
        if len(st.trick_cards) == len(self._active):
            self._finish_trick()
        else:
            st.to_move = self._next[seat]

    def _finish_trick(self) -> None:
        st = self._st
        v = self._v
        winner = st.best_seat
        cards = st.trick_cards
        sd = st.side[winner]
        gain = kernel.trick_points(cards)
        seat_points = st.seat_points[:]
        seat_points[winner] += gain
        seat_tricks = st.seat_tricks[:]
        seat_tricks[winner] += 1
        if any(st.pending):
            gain += self._count_pending(sd)
        st.trick_log += ((st.trick_seats, cards, winner),)
        st.trick_cards = st.trick_seats = ()
        st.tricks_played += 1
        last = not any(st.hands)
        closed = st.closed_by >= 0
        bonus = 0
        if last:
            bonus = kernel.last_trick_bonus(v, closed)
            seat_points[winner] += bonus
            gain += bonus
        st.seat_points = seat_points
        st.seat_tricks = seat_tricks
        points, tricks = st.points, st.tricks
        if sd == 0:
            st.points, st.tricks = (points[0] + gain, points[1]), (tricks[0] + 1, tricks[1])
        else:
            st.points, st.tricks = (points[0], points[1] + gain), (tricks[0], tricks[1] + 1)
        st.to_move = winner
        ending = _after_trick(v, sd, last, st.points, st.tricks, st.tricks_played,
                              st.side[st.closed_by] if closed else -1, st.at_close,
                              st.contract, st.side[st.contract_seat] if st.contract else -1)
        # no card is drawn after a trick that ended the deal (hu reader 26: the source's
        # deal ends at 66 at once, and the log said the opponent drew a card after it)
        if ending is None and kernel.draws_after_trick(v, closed, len(st.talon) + (st.turned >= 0),
                                                       last):
            # rule 2: the winner draws first, then the others in turn; the turned trump card
            # is drawn last, face up
            talon = st.talon
            drawn = kernel.draw_order(talon, st.turned, len(self._active))
            hands = st.hands[:]
            nxt = self._next
            s = drawer = winner
            for card in drawn:
                hands[s] |= 1 << card
                drawer = s
                s = nxt[s]
            st.hands = hands
            st.talon = talon[len(drawn):]
            if len(drawn) > len(talon):
                known = st.known[:]
                known[drawer] |= 1 << st.turned
                st.known = known
                st.turned = -1
        if ending is not None:
            self._end(ending, last_trick_bonus=bonus)

    def _count_pending(self, sd: int) -> int:
        """Rule 4: side ``sd`` has taken a trick, so its seats' waiting marriages count now;
        returns their points."""
        st = self._st
        side = st.side
        counted = st.counted[:]
        pending = st.pending[:]
        total = 0
        for s in self._active:
            if side[s] == sd and pending[s]:
                total += pending[s]
                counted[s] += pending[s]
                pending[s] = 0
        st.counted = counted
        st.pending = pending
        return total

    def _marriage(self, c: int) -> None:
        st = self._st
        v = self._v
        seat = st.to_move
        assert seat is not None
        suit = c // 6
        pts = kernel.marriage_value(v, suit, st.tr)
        st.marriage_log += ((seat, suit, pts),)
        known = st.known[:]
        known[seat] |= 1 << kernel.marriage_partner(c)
        st.known = known
        sd = st.side[seat]
        if kernel.marriage_counts_now(v, st.tricks[sd]):
            self._count_marriage(seat, pts)
        else:
            pending = st.pending[:]
            pending[seat] += pts
            st.pending = pending
        ending = kernel.after_marriage(
            v, sd, st.points, st.tricks, st.side[st.closed_by] if st.closed_by >= 0 else -1,
            st.at_close, st.contract, st.side[st.contract_seat] if st.contract else -1,
            st.tricks_played)
        if ending is not None:
            self._end(ending)
            return
        self._play_card(c)

    def _count_marriage(self, seat: int, points: int) -> None:
        """A marriage of ``seat`` worth ``points`` counts now (for the seat and its side)."""
        st = self._st
        counted = st.counted[:]
        counted[seat] += points
        st.counted = counted
        sd = st.side[seat]
        st.points = (st.points[0] + points, st.points[1]) if sd == 0 else (
            st.points[0], st.points[1] + points)

    def _exchange(self) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None
        low = kernel.exchange_card(self._v, st.tr)
        hands = st.hands[:]
        hands[seat] = (hands[seat] & ~(1 << low)) | (1 << st.turned)
        st.hands = hands
        known = st.known[:]
        known[seat] |= 1 << st.turned
        st.known = known
        st.turned = low
        st.exchanged_by = seat

    def _close(self) -> None:
        st = self._st
        seat = st.to_move
        assert seat is not None
        st.closed_by = seat
        other = 1 - st.side[seat]
        st.at_close = (st.points[other], st.tricks[other])

    def _claim(self) -> None:
        st = self._st
        v = self._v
        seat = st.to_move
        assert seat is not None
        sd = st.side[seat]
        closed = st.closed_by >= 0
        marriage_ok = kernel.marriage_refusal(v, st.contract, st.tricks_played, closed,
                                              not st.talon and st.turned < 0) is None
        suit, shown = kernel.shown_marriage(v, st.hands[seat], st.tr, st.tricks[sd],
                                            marriage_ok)
        if shown:
            # the marriage is shown with the claim: it is announced and counts
            st.marriage_log += ((seat, suit, shown),)
            self._count_marriage(seat, shown)
        ending = kernel.after_claim(v, sd, st.points, st.tricks,
                                    st.side[st.closed_by] if closed else -1, st.at_close)
        self._end(ending, claimer=seat, claim_marriage=shown)

    def _end(self, ending: kernel.Ending, *, claimer: int | None = None,
             claim_marriage: int = 0, last_trick_bonus: int = 0) -> None:
        """The kernel ended the deal: record its result."""
        st = self._st
        st.result = result_of(
            self._v, ending,
            active=self._active,
            sides=tuple(st.side),
            points=st.points,
            tricks=st.tricks,
            tricks_played=st.tricks_played,
            multiplier=st.multiplier,
            contract=st.contract,
            closed_side=st.side[st.closed_by] if st.closed_by >= 0 else -1,
            claimer=claimer,
            claim_marriage=claim_marriage,
            last_trick_bonus=last_trick_bonus,
        )
        st.stage = _ST_OVER
        st.to_move = None

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
