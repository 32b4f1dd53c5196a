"""A deal in progress: dealing, bidding, play, and its result.

One play loop serves every variant; what differs between traditions is read from the
variant's rule data (see :mod:`schnapsen.variants.base`). Cards are kept as bit sets
(``1 << card.index``) so legal-move generation is a few integer operations.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from operator import attrgetter
from typing import Any, NamedTuple

from .cards import CARD_POINTS, CARDS, Card, Hand, Rank, Suit, parse_cards
from .errors import IllegalMoveError, InvalidNotationError, SchnapsenError
from .moves import (
    CALL_MOVES,
    CARD_MOVES,
    MARRIAGE_MOVES,
    SIMPLE_MOVES,
    TRUMP_MOVES,
    Move,
    MoveKind,
)
from .rules import (
    beats,
    deal_game_points,
    failed_close_points,
    follow_mask,
    last_trick_game_points,
    wrong_claim_points,
)
from .variants import Contract, Variant, find_variant

__all__ = ["Deal", "DealResult", "Trick"]

_PASS = SIMPLE_MOVES["pass"]
_EXCHANGE = SIMPLE_MOVES["x"]
_CLOSE = SIMPLE_MOVES["close"]
_CLAIM = SIMPLE_MOVES["claim"]
_TURN = SIMPLE_MOVES["turn"]
_SNAPSZER = SIMPLE_MOVES["snapszer"]
_KONTRA = SIMPLE_MOVES["kontra"]
_REKONTRA = SIMPLE_MOVES["rekontra"]

_KING, _OBER = int(Rank.KING), int(Rank.OBER)
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


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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


@dataclass(frozen=True)
class DealResult:
    """How a deal ended.

    ``winners`` are the seats that score, each ``game_points`` (kontra included); ``reason``
    is a message key (``claim``, ``wrong_claim``, ``last_trick``, ``reached``,
    ``closed_won``, ``closed_failed``, ``contract_made``, ``contract_failed``); ``points``
    and ``tricks`` hold each SIDE's counted points and tricks at the end (sides are numbered
    from the forehand), ``seat_points`` each SEAT's side points (0 for a seat sitting out).
    """

    winners: tuple[int, ...]
    game_points: int
    reason: str
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


_PLANS: dict[tuple[str, ...], tuple[tuple[str, int, str], ...]] = {}

# mutable state, for push/pop snapshots
_LISTS = (
    "hands",
    "talon",
    "trick_seats",
    "trick_cards",
    "seat_points",
    "seat_tricks",
    "pending",
    "counted",
    "known",
    "side",
    "bid_queue",
)
_APPEND_ONLY = ("tricks", "marriages", "moves")
_SCALARS = (
    "pos",
    "step",
    "turned",
    "tr",
    "stage",
    "to_move",
    "leader",
    "best_card",
    "best_seat",
    "called",
    "partner_revealed",
    "contract",
    "contract_seat",
    "multiplier",
    "kontra_seat",
    "closed_by",
    "closed_snapshot",
    "result",
    "claim_marriage",
)


_STATE = _LISTS + _SCALARS  # what a push/pop snapshot holds (besides history lengths)
_get_state = attrgetter(*_STATE)


class Deal:
    """One deal of any variant. Create it with :meth:`Deal.new` (or :meth:`from_text`)."""

    __slots__ = (
        "variant",
        "dealer",
        "deck",
        "seed",
        "n",
        "active",
        "_next",
        "declarer",
        *_LISTS,
        *_APPEND_ONLY,
        *_SCALARS,
        "_undo",
    )

    variant: Variant
    dealer: int
    deck: tuple[int, ...]
    seed: int | None
    n: int
    active: tuple[int, ...]
    declarer: int
    _next: tuple[int, ...]
    _undo: list[tuple[Any, ...]]
    hands: list[int]
    talon: list[int]
    trick_seats: list[int]
    trick_cards: list[int]
    seat_points: list[int]
    seat_tricks: list[int]
    pending: list[int]
    counted: list[int]
    known: list[int]
    side: list[int]
    bid_queue: list[int]
    tricks: list[Trick]
    marriages: list[tuple[int, int, int]]
    moves: list[Move]
    pos: int
    step: int
    turned: int
    tr: int
    stage: str
    to_move: int | None
    leader: int
    best_card: int
    best_seat: int
    called: int
    partner_revealed: bool
    contract: Contract | None
    contract_seat: int
    multiplier: int
    kontra_seat: int
    closed_by: int
    closed_snapshot: tuple[int, int]
    result: DealResult | None
    claim_marriage: int

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
        self.variant = v
        self.dealer = dealer
        self.deck = order
        self.seed = seed
        n = self.n = v.players
        seats = [(dealer + 1 + i) % n for i in range(n)]
        if v.dealer_sits_out:
            seats.remove(dealer)
        self.active = tuple(seats)
        nxt = [-1] * n
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % len(seats)]
        self._next = tuple(nxt)
        self.declarer = seats[0]
        self.hands = [0] * n
        self.talon = []
        self.trick_seats = []
        self.trick_cards = []
        self.seat_points = [0] * n
        self.seat_tricks = [0] * n
        self.pending = [0] * n
        self.counted = [0] * n
        self.known = [0] * n
        self.side = [-1] * n
        self.bid_queue = []
        self.tricks = []
        self.marriages = []
        self.moves = []
        self.pos = 0
        self.step = 0
        self.turned = -1
        self.tr = -1
        self.stage = "deal"
        self.to_move = None
        self.leader = self.declarer
        self.best_card = -1
        self.best_seat = -1
        self.called = -1
        self.partner_revealed = False
        self.contract = None
        self.contract_seat = -1
        self.multiplier = 1
        self.kontra_seat = -1
        self.closed_by = -1
        self.closed_snapshot = (0, 0)
        self.result = None
        self.claim_marriage = 0
        self._undo = []
        self._advance()
        return self

    def copy(self) -> Deal:
        """An independent copy (undo history included)."""
        other = object.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        # the other lists are copy-on-write (never changed in place); these grow in place
        other.tricks = self.tricks[:]
        other.marriages = self.marriages[:]
        other.moves = self.moves[:]
        other._undo = self._undo[:]
        return other

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Deal:
        return self.copy()

    # -- dealing and stages ---------------------------------------------------------------
    def _advance(self) -> None:
        plan = _PLANS.get(self.variant.deal)
        if plan is None:
            plan = _PLANS[self.variant.deal] = tuple(
                (head, int(arg) if arg.isdigit() else 0, arg)
                for head, _, arg in (step.partition(":") for step in self.variant.deal)
            )
        deck = self.deck
        self.hands = self.hands[:]  # lists are never changed in place once saved (see _save)
        self.talon = self.talon[:]
        while self.step < len(plan):
            head, k, arg = plan[self.step]
            self.step += 1
            if head == "hands":
                for seat in self.active:
                    for card in deck[self.pos : self.pos + k]:
                        self.hands[seat] |= 1 << card
                    self.pos += k
            elif head == "talon":
                self.talon.extend(deck[self.pos : self.pos + k])
                self.pos += k
            elif head == "turn":
                self.turned = deck[self.pos]
                self.tr = self.turned // 6
                self.pos += 1
            elif self._enter_stage(arg):
                return
        self.talon.extend(deck[self.pos :])
        self.pos = len(deck)
        self._start_play()

    def _enter_stage(self, stage: str) -> bool:
        v = self.variant
        if stage in ("trump", "call", "snapszer"):
            if stage == "snapszer" and self.contract is not None:
                return False
            if stage == "trump" and v.trump_from_call and "bid:call" in v.deal:
                return False  # the called card will fix the trump
            if stage == "call" and not v.trump_from_call and self.tr < 0:
                stage = "trump"  # trump is named first, then the card is called
                self.step -= 1
            self.stage = stage
            self.to_move = self.declarer
            return True
        if stage == "contract":
            if not v.contracts:
                return False
            i = self.active.index(self.declarer)
            order = self.active[i + 1 :] + self.active[: i + 1]
            self.bid_queue = list(order)
            self.stage = "contract"
            self.to_move = self.bid_queue[0]
            return True
        if stage == "swap":
            if self.contract is not None or not any(v.talon_exchange) or not self.talon:
                return False
            self.stage = "swap"
            self.to_move = self.declarer
            return True
        # kontra
        if not v.kontra:
            return False
        self._compute_sides()
        bidder = self.contract_seat if self.contract is not None else self.declarer
        # everybody but the bidder is asked in turn, so that a secret partner's silence
        # gives nothing away; the bidder's own side may only pass
        self.bid_queue = [s for s in self.active if s != bidder]
        self.stage = "kontra"
        self.to_move = self.bid_queue[0]
        return True

    def _compute_sides(self) -> None:
        v = self.variant
        side = [-1] * self.n
        if self.contract is not None and self.contract.alone:
            for s in self.active:
                side[s] = 0 if s == self.contract_seat else 1
        elif v.teams == "single":
            for i, s in enumerate(self.active):
                side[s] = i
        elif v.teams == "declarer":
            for s in self.active:
                side[s] = 0 if s == self.declarer else 1
        else:  # called
            holder = -1
            if self.called >= 0:
                bit = 1 << self.called
                for s in self.active:
                    if self.hands[s] & bit:
                        holder = s
            for s in self.active:
                side[s] = 0 if s in (self.declarer, holder) else 1
        self.side = side

    def _start_play(self) -> None:
        self._compute_sides()
        if self.contract is not None and not self.contract.trumps:
            self.tr = -1
        self.leader = self.contract_seat if self.contract is not None else self.declarer
        self.stage = "play"
        self.to_move = self.leader

    # -- reading the position -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that play this deal, forehand first."""
        return self.active

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or None before it is named or in a deal played without trumps."""
        return None if self.tr < 0 else Suit(self.tr)

    def hand(self, seat: int) -> Hand:
        self._check_seat(seat)
        return Hand.from_mask(self.hands[seat])

    @property
    def trump_card(self) -> Card | None:
        """The turned trump card while it lies face up under the talon."""
        if self.turned < 0 or self.closed_by >= 0:
            return None
        return CARDS[self.turned]

    @property
    def talon_size(self) -> int:
        """Cards left to draw, the turned trump card included (10 after a two-player deal)."""
        if not self.variant.draws:
            return len(self.talon)
        return len(self.talon) + (1 if self.turned >= 0 else 0)

    @property
    def is_closed(self) -> bool:
        return self.closed_by >= 0

    @property
    def closed_by_seat(self) -> int | None:
        return None if self.closed_by < 0 else self.closed_by

    @property
    def talon_exhausted(self) -> bool:
        return self.variant.draws and not self.talon and self.turned < 0

    @property
    def strict(self) -> bool:
        """Whether the strict play rules (rule 6) apply now."""
        return (
            self.variant.strict_from_start
            or self.closed_by >= 0
            or (not self.talon and self.turned < 0)
        )

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return [(s, CARDS[c]) for s, c in zip(self.trick_seats, self.trick_cards, strict=True)]

    @property
    def called_card(self) -> Card | None:
        return None if self.called < 0 else CARDS[self.called]

    def side_of(self, seat: int) -> int:
        self._check_seat(seat)
        return self.side[seat]

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats on this seat's side (itself included)."""
        self._check_seat(seat)
        sd = self.side[seat]
        return tuple(s for s in self.active if self.side[s] == sd) if sd >= 0 else ()

    def _side_points(self, sd: int) -> int:
        side = self.side
        return sum(
            self.seat_points[s] + self.counted[s] for s in range(self.n) if side[s] == sd
        )

    def _side_tricks(self, sd: int) -> int:
        side = self.side
        return sum(self.seat_tricks[s] for s in range(self.n) if side[s] == sd)

    def points(self, seat: int) -> int:
        """Counted points of this seat's side: card points of its tricks and the marriages that
        count (a marriage counts once its side has taken a trick)."""
        self._check_seat(seat)
        if self.side[seat] < 0:
            return 0
        return self._side_points(self.side[seat])

    def pending_points(self, seat: int) -> int:
        """Marriage points this seat announced that wait for its side's first trick."""
        self._check_seat(seat)
        return self.pending[seat]

    def tricks_won(self, seat: int) -> int:
        """Tricks taken by this seat's side."""
        self._check_seat(seat)
        if self.side[seat] < 0:
            return 0
        return self._side_tricks(self.side[seat])

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise SchnapsenError(
                f"no seat {seat!r}: this deal has seats 0 to {self.n - 1}", "deal.seat"
            )

    # -- legal moves ----------------------------------------------------------------------
    def _follow_mask(self, seat: int) -> int:
        hand = self.hands[seat]
        if not self.trick_cards or not self.strict:
            return hand
        return follow_mask(hand, self.trick_cards, self.best_card, self.tr,
                           self.variant.strict_rules)

    def legal_moves(self) -> list[Move]:
        """Every legal move of the seat to move, in a stable order (cards first, in index
        order; then marriages, exchange, close, claim, snapszer)."""
        stage = self.stage
        if stage == "play":
            seat = self.to_move
            assert seat is not None
            if self.trick_cards:
                return list(_card_moves(self._follow_mask(seat)))
            moves = list(_card_moves(self.hands[seat]))
            self._lead_extras(seat, moves)
            return moves
        if stage == "over":
            return []
        return self._bid_moves()

    def _marriage_allowed(self) -> bool:
        v = self.variant
        if not v.marriages:
            return False
        if self.contract is not None and not self.contract.counts_points:
            return False
        if not self.tricks and not v.marriage_on_first_lead:
            return False
        if not v.marriages_after_close and (
            self.closed_by >= 0 or (v.draws and not self.talon and self.turned < 0)
        ):
            return False
        return True

    def _lead_extras(self, seat: int, moves: list[Move]) -> None:
        v = self.variant
        hand = self.hands[seat]
        pairs = hand & (hand >> 1) & _OBER_MASK  # Ober bit set where the King is held too
        if pairs and self._marriage_allowed():
            while pairs:
                low = pairs & -pairs
                q = low.bit_length() - 1
                moves.append(MARRIAGE_MOVES[q + 1])
                moves.append(MARRIAGE_MOVES[q])
                pairs ^= low
        if self._can_exchange(seat):
            moves.append(_EXCHANGE)
        if self._can_close():
            moves.append(_CLOSE)
        if self.tricks and v.claim == "manual" and self.contract is None:
            moves.append(_CLAIM)
        pc = v.play_contract
        if pc is not None and self.contract is None:
            opp = [s for s in self.active if self.side[s] != self.side[seat]]
            if not any(self.seat_tricks[s] for s in opp):
                moves.append(_SNAPSZER)

    def _can_exchange(self, seat: int) -> bool:
        v = self.variant
        if v.exchange_rank is None or not v.draws or self.closed_by >= 0 or self.turned < 0:
            return False
        if len(self.talon) < v.exchange_min_talon:
            return False
        return bool(self.hands[seat] & (1 << (self.tr * 6 + int(v.exchange_rank))))

    def _can_close(self) -> bool:
        v = self.variant
        return (
            v.closing
            and v.draws
            and self.closed_by < 0
            and self.turned >= 0
            and len(self.talon) + 1 >= v.close_min_talon
        )

    def _contract_rank(self, name: str) -> int:
        for i, c in enumerate(self.variant.contracts):
            if c.name == name:
                return i
        return -1

    def _bid_moves(self) -> list[Move]:
        v = self.variant
        stage = self.stage
        seat = self.to_move
        assert seat is not None
        if stage == "trump":
            moves = list(TRUMP_MOVES)
            if v.turn_allowed and self.pos < len(self.deck):
                moves.append(_TURN)
            return moves
        if stage == "call":
            return [CALL_MOVES[c] for c in sorted(self.deck)]
        if stage == "contract":
            cur = -1 if self.contract is None else self._contract_rank(self.contract.name)
            low = cur if seat == self.declarer and cur >= 0 else cur + 1
            return [_PASS] + [
                Move(MoveKind.CONTRACT, name=c.name) for c in v.contracts[max(low, 0) :]
            ]
        if stage == "swap":
            moves = [_PASS] if 0 in v.talon_exchange else []
            hand = _bits(self.hands[seat])
            for k in sorted(v.talon_exchange):
                if 0 < k <= len(self.talon):
                    for combo in combinations(hand, k):
                        moves.append(Move(MoveKind.SWAP, cards=tuple(CARDS[c] for c in combo)))
            return moves
        if stage == "snapszer":
            return [_SNAPSZER, _PASS]
        if stage == "kontra":
            bidder = self.contract_seat if self.contract is not None else self.declarer
            if self.side[seat] == self.side[bidder]:
                return [_PASS]
            return [_KONTRA, _PASS]
        if stage == "rekontra":
            return [_REKONTRA, _PASS]
        return []

    # -- making moves ---------------------------------------------------------------------
    def play(self, move: Move | str) -> None:
        """Make a move, checked against the rules. An illegal move raises
        :class:`IllegalMoveError` saying which rule forbids it; the deal is unchanged."""
        m = Move.parse(move)
        if self.result is not None or m not in self.legal_moves():
            key, params = self.why_illegal(m)
            from .explain import format_message

            raise IllegalMoveError(format_message(key, params), key, **params)
        self.push(m)

    def push(self, move: Move) -> None:
        """Apply a legal move without checking it (fast; for search). Undo with :meth:`pop`."""
        self._undo.append(self._save())
        self.moves.append(move)
        kind = move.kind
        if kind == "card":
            assert move.card is not None
            self._play_card(move.card.index)
        elif kind == "m":
            assert move.card is not None
            self._marriage(move.card.index)
        elif kind == "x":
            self._exchange()
        elif kind == "close":
            self._close()
        elif kind == "claim":
            self._claim()
        else:
            self._bid(move)

    def pop(self) -> Move:
        """Undo the last move and return it."""
        if not self._undo:
            raise SchnapsenError("no move to undo", "deal.pop")
        move = self.moves[-1]
        self._restore(self._undo.pop())
        return move

    def peek(self) -> Move | None:
        return self.moves[-1] if self.moves else None

    def state_key(self) -> tuple[Any, ...]:
        """Everything that defines the position (for comparing deals; undo history apart)."""
        return (
            self.variant,
            self.dealer,
            self.deck,
            _get_state(self),
            tuple(self.tricks),
            tuple(self.marriages),
            tuple(self.moves),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]

    def _save(self) -> tuple[Any, ...]:
        # The list fields are never changed in place after a move: every change builds a new
        # list, so a snapshot can hold them by reference (copy-on-write); the append-only
        # histories are saved as their lengths.
        return (_get_state(self), len(self.tricks), len(self.marriages), len(self.moves))

    def _restore(self, saved: tuple[Any, ...]) -> None:
        state, nt, nm, nmv = saved
        for name, value in zip(_STATE, state, strict=True):
            setattr(self, name, value)
        del self.tricks[nt:]
        del self.marriages[nm:]
        del self.moves[nmv:]

    def _play_card(self, c: int) -> None:
        seat = self.to_move
        assert seat is not None
        bit = 1 << c
        hands = self.hands[:]
        hands[seat] &= ~bit
        self.hands = hands
        if self.known[seat] & bit:
            known = self.known[:]
            known[seat] &= ~bit
            self.known = known
        if not self.trick_cards:
            self.best_card = c
            self.best_seat = seat
        else:
            best = self.best_card
            if beats(c, best, self.tr):
                self.best_card = c
                self.best_seat = seat
        if c == self.called:
            self.partner_revealed = True
        self.trick_seats = self.trick_seats + [seat]
        self.trick_cards = self.trick_cards + [c]
        if len(self.trick_cards) == len(self.active):
            self._finish_trick()
        else:
            self.to_move = self._next[seat]

    def _finish_trick(self) -> None:
        winner = self.best_seat
        cards = self.trick_cards
        seats = self.trick_seats
        pts = 0
        for c in cards:
            pts += CARD_POINTS[c]
        sd = self.side[winner]
        seat_points = self.seat_points[:]
        seat_tricks = self.seat_tricks[:]
        seat_points[winner] += pts
        seat_tricks[winner] += 1
        # marriages wait only while their side has no trick: this trick makes them count
        pending = self.pending
        if any(pending):
            counted = self.counted[:]
            pending = pending[:]
            side = self.side
            for s in self.active:
                if side[s] == sd and pending[s]:
                    counted[s] += pending[s]
                    pending[s] = 0
            self.counted = counted
            self.pending = pending
        self.tricks.append(Trick(seats[0], tuple(seats), tuple(map(CARDS.__getitem__, cards)),
                                 winner))
        self.trick_cards = []
        self.trick_seats = []
        last = not any(self.hands)
        if last and self.closed_by < 0:
            seat_points[winner] += self.variant.last_trick_bonus
        elif self.variant.draws and self.closed_by < 0 and (self.talon or self.turned >= 0):
            hands = self.hands[:]
            talon = self.talon
            s = winner
            for _ in self.active:
                if talon:
                    card = talon[0]
                    talon = talon[1:]
                else:
                    card = self.turned
                    self.turned = -1
                    known = self.known[:]
                    known[s] |= 1 << card
                    self.known = known
                hands[s] |= 1 << card
                s = self._next[s]
            self.hands = hands
            self.talon = talon
        self.seat_points = seat_points
        self.seat_tricks = seat_tricks
        self.leader = winner
        self.to_move = winner
        self._check_end(winner, last)

    def _marriage(self, c: int) -> None:
        seat = self.to_move
        assert seat is not None
        suit = c // 6
        pts = 40 if suit == self.tr else 20
        other = suit * 6 + (_KING if c % 6 == _OBER else _OBER)
        self.marriages.append((seat, suit, pts))
        known = self.known[:]
        known[seat] |= 1 << other
        self.known = known
        if self._side_tricks(self.side[seat]):
            counted = self.counted[:]
            counted[seat] += pts
            self.counted = counted
        else:
            pending = self.pending[:]
            pending[seat] += pts
            self.pending = pending
        if self._check_end(-1, False):
            return
        self._play_card(c)

    def _exchange(self) -> None:
        seat = self.to_move
        assert seat is not None and self.variant.exchange_rank is not None
        low = self.tr * 6 + int(self.variant.exchange_rank)
        hands = self.hands[:]
        hands[seat] = (hands[seat] & ~(1 << low)) | (1 << self.turned)
        self.hands = hands
        known = self.known[:]
        known[seat] |= 1 << self.turned
        self.known = known
        self.turned = low

    def _close(self) -> None:
        seat = self.to_move
        assert seat is not None
        self.closed_by = seat
        opp = 1 - self.side[seat] if len(self.active) == 2 else -1
        self.closed_snapshot = (self._side_points(opp), self._side_tricks(opp))

    def _claim(self) -> None:
        seat = self.to_move
        assert seat is not None
        sd = self.side[seat]
        pts = self._side_points(sd)
        bonus = 0
        if self._side_tricks(sd) and self._marriage_allowed():
            hand = self.hands[seat]
            best_suit = -1
            for suit in range(4):
                if hand >> (suit * 6 + _KING) & 1 and hand >> (suit * 6 + _OBER) & 1:
                    value = 40 if suit == self.tr else 20
                    if value > bonus:
                        bonus, best_suit = value, suit
            if bonus:
                # the marriage is shown with the claim: it is announced and counts
                self.marriages.append((seat, best_suit, bonus))
                counted = self.counted[:]
                counted[seat] += bonus
                self.counted = counted
                pts += bonus
        self.claim_marriage = bonus
        if pts >= self.variant.target_points:
            self._win_by_points(sd, "claim", claimer=seat)
            return
        other = self._other_side(sd)
        if self.closed_by >= 0 and self.side[self.closed_by] == sd:
            self._failed_close(other, "wrong_claim", claimer=seat)
            return
        gp = wrong_claim_points(self._side_tricks(other))
        self._finish(other, gp, "wrong_claim", claimer=seat)

    def _bid(self, move: Move) -> None:
        kind = move.kind
        seat = self.to_move
        assert seat is not None
        if kind == "snapszer" and self.stage == "play":
            self.contract = self.variant.play_contract
            self.contract_seat = seat
            return
        if kind == "trump":
            assert move.suit is not None
            self.tr = int(move.suit)
        elif kind == "turn":
            card = self.deck[self.pos]
            self.tr = card // 6
            known = self.known[:]
            known[self.declarer] |= 1 << card
            self.known = known
        elif kind == "call":
            assert move.card is not None
            self.called = move.card.index
            if self.variant.trump_from_call:
                self.tr = self.called // 6
        elif kind == "swap":
            k = len(move.cards)
            taken = self.talon[:k]
            talon = self.talon[k:]
            hands = self.hands[:]
            for given in move.cards:
                hands[seat] &= ~given.bit
                talon.append(given.index)
            for t in taken:
                hands[seat] |= 1 << t
            self.hands = hands
            self.talon = talon
        elif kind == "snapszer":
            self.contract = self.variant.contract("snapszer")
            self.contract_seat = seat
        elif self.stage in ("contract", "kontra"):
            if kind == "contract":
                self.contract = self.variant.contract(move.name)
                self.contract_seat = seat
            elif kind == "kontra":
                self.multiplier = 2
                self.kontra_seat = seat
                self.bid_queue = []
                self.stage = "rekontra"
                self.to_move = (
                    self.contract_seat if self.contract is not None else self.declarer
                )
                return
            self.bid_queue = self.bid_queue[1:]
            if self.bid_queue:
                self.to_move = self.bid_queue[0]
                return
        elif kind == "rekontra":
            self.multiplier = 4
        self._advance()

    # -- ending ---------------------------------------------------------------------------
    def _other_side(self, sd: int) -> int:
        for s in self.active:
            if self.side[s] != sd:
                return self.side[s]
        return -1

    def _rule9(self, loser_points: int, loser_tricks: int) -> int:
        return deal_game_points(loser_points, loser_tricks, self.variant.target_points)

    def _check_end(self, winner: int, last: bool) -> bool:
        """After a trick (winner >= 0) or a marriage (winner = -1): end the deal if due."""
        c = self.contract
        target = self.variant.target_points
        if c is not None:
            bs = self.side[self.contract_seat]
            if winner >= 0:
                ws = self.side[winner]
                if (c.win_all or c.opponents_no_trick) and ws != bs or c.lose_all and ws == bs:
                    return self._contract_done(False)
            if c.target and self._side_points(bs) >= c.target:
                return self._contract_done(True)
            if winner >= 0 and c.within_tricks and len(self.tricks) >= c.within_tricks:
                return self._contract_done(False)
            if last:
                return self._contract_done(bool(c.win_all or c.lose_all))
            return False
        if self.variant.claim == "auto":
            order = [self.side[winner]] if winner >= 0 else []
            if self.to_move is not None:
                order.append(self.side[self.to_move])
            for sd in order:
                if self._side_points(sd) >= target:
                    self._win_by_points(sd, "reached")
                    return True
        if not last:
            return False
        ws = self.side[winner]
        if self.closed_by >= 0:
            cs = self.side[self.closed_by]
            if self._side_points(cs) >= target:
                self._win_by_points(cs, "closed_won")
            else:
                self._failed_close(self._other_side(cs), "closed_failed")
            return True
        rule = self.variant.last_trick_rule
        if rule == "sixty-six":
            over = [sd for sd in set(self.side) if sd >= 0 and self._side_points(sd) >= target]
            if len(over) == 1:
                self._win_by_points(over[0], "reached")
                return True
        loser = self._other_side(ws)
        gp = last_trick_game_points(self._side_points(loser), self._side_tricks(loser),
                                    self.variant)
        self._finish(ws, gp, "last_trick")
        return True

    def _win_by_points(self, sd: int, reason: str, claimer: int | None = None) -> None:
        if self.closed_by >= 0:
            cs = self.side[self.closed_by]
            if sd == cs:
                gp = self._rule9(*self.closed_snapshot)
                self._finish(sd, gp, "closed_won" if reason != "claim" else "claim", claimer)
            else:
                self._failed_close(sd, "closed_failed" if reason != "claim" else "claim",
                                   claimer)
            return
        other = self._other_side(sd)
        gp = self._rule9(self._side_points(other), self._side_tricks(other))
        self._finish(sd, gp, reason, claimer)

    def _failed_close(self, sd: int, reason: str, claimer: int | None = None) -> None:
        gp = failed_close_points(self.closed_snapshot[1], self.variant)
        self._finish(sd, gp, reason, claimer)

    def _contract_done(self, made: bool) -> bool:
        c = self.contract
        assert c is not None
        bs = self.side[self.contract_seat]
        sd = bs if made else self._other_side(bs)
        self._finish(sd, c.value, "contract_made" if made else "contract_failed")
        return True

    def _finish(self, sd: int, gp: int, reason: str, claimer: int | None = None) -> None:
        nsides = max(self.side) + 1
        self.result = DealResult(
            winners=tuple(s for s in self.active if self.side[s] == sd),
            game_points=gp * self.multiplier,
            reason=reason,
            points=tuple(self._side_points(i) for i in range(nsides)),
            tricks=tuple(self._side_tricks(i) for i in range(nsides)),
            claimer=claimer,
            contract=None if self.contract is None else self.contract.name,
            multiplier=self.multiplier,
            seat_points=tuple(
                self._side_points(self.side[s]) if self.side[s] >= 0 else 0
                for s in range(self.n)
            ),
        )
        self.stage = "over"
        self.to_move = None

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

    def observation(self, seat: int) -> Any:
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
        from .explain import format_message
        from .render import deal_html, display_language, names_for

        lang = display_language()
        return deal_html(self, seat=self.to_move if self.to_move is not None else 0,
                         reveal=True, names=names_for(lang),
                         message=lambda key, params: format_message(key, params, lang))
