"""The search core: a perfect-information position of the play as integers.

A :class:`Core` holds what never changes during the play of one deal (the variant, who sits
on which side, the contracts, the multiplier); a :class:`Position` is a named tuple of
integers and tuples of integers, immutable and hashable, so it is its own transposition-table
key. Moves are integers (``move_code`` / ``move_of``):

- ``0..23``: play that card (index as in :mod:`schnapsen.cards`);
- ``MARRIAGE + c``: announce the marriage and lead card ``c`` (the King or the Ober);
- ``EXCHANGE``, ``CLOSE``, ``CLAIM``, ``SNAPSZER``.

``Core.play(position, move)`` returns the next position; nothing is undone, nothing is
allocated per move but the new tuple. Every rule is the kernel's (:mod:`schnapsen.kernel`),
which :class:`schnapsen.deal.Deal` asks too (tests replay thousands of random deals in both
and compare).
"""

from __future__ import annotations

import random
from typing import Literal, NamedTuple, overload

from .. import kernel
from ..cards import CARDS
from ..deal import Deal
from ..errors import SchnapsenError
from ..kernel import NO_CARD, NO_SIDE
from ..moves import CARD_MOVES, MARRIAGE_MOVES, SIMPLE_MOVES, Move, MoveKind
from ..stages import Stage
from ..variants import Contract, Variant
from ._state import _state_of

__all__ = [
    "Core",
    "Position",
    "MARRIAGE",
    "EXCHANGE",
    "CLOSE",
    "CLAIM",
    "SNAPSZER",
    "NO_SEAT",
    "bits",
    "move_code",
    "move_of",
]

MARRIAGE = 24
EXCHANGE = 48
CLOSE = 49
CLAIM = 50
SNAPSZER = 51
#: no seat: the seat to move of a finished position
NO_SEAT = -1


class Position(NamedTuple):
    """A position of the play with every card's place known (two sides: 0 and 1)."""

    hands: tuple[int, ...]  #: each seat's cards as a bit set (by seat)
    talon: tuple[int, ...]  #: cards left to draw, first drawn first (the turned card apart)
    turned: int  #: the turned trump card lying under the talon, or NO_CARD
    trump: int  #: the trump suit, or NO_TRUMP
    to_move: int  #: the seat to move, or NO_SEAT once the deal is over
    trick: tuple[int, ...]  #: the cards of the current trick in the order played
    best_card: int  #: the card winning the current trick, or NO_CARD
    best_seat: int  #: the seat that played it, or NO_SEAT
    points: tuple[int, int]  #: each side's counted points
    tricks: tuple[int, int]  #: each side's tricks
    pending: tuple[int, int]  #: each side's marriage points waiting for a trick
    tricks_played: int  #: tricks finished
    closed_side: int  #: the side that closed the talon, or NO_SIDE
    at_close: tuple[int, int]  #: the closer's opponents' points and tricks when it closed
    contract: int  #: the contract in play (an index into ``Core.contracts``), or -1
    contract_side: int  #: the contract's side, or NO_SIDE
    winner: int  #: the winning side once the deal is over, or NO_SIDE
    game_points: int  #: the winning side's game points (kontra included), once over


_SIMPLE_CODES = {"x": EXCHANGE, "close": CLOSE, "claim": CLAIM, "snapszer": SNAPSZER}
_MOVES: list[Move] = list(CARD_MOVES) + list(MARRIAGE_MOVES) + [
    SIMPLE_MOVES["x"], SIMPLE_MOVES["close"], SIMPLE_MOVES["claim"], SIMPLE_MOVES["snapszer"],
]

# the bits of a set, lowest first, for every set seen (bounded cache)
_BITS: dict[int, tuple[int, ...]] = {}


def bits(mask: int) -> tuple[int, ...]:
    """The card indices of a bit set, lowest first (cached)."""
    out = _BITS.get(mask)
    if out is None:
        lst = []
        m = mask
        while m:
            low = m & -m
            lst.append(low.bit_length() - 1)
            m ^= low
        out = tuple(lst)
        if len(_BITS) < 300_000:
            _BITS[mask] = out
    return out


def move_of(code: int) -> Move:
    """The engine's :class:`Move` for a move code."""
    return _MOVES[code]


def move_code(move: Move | str) -> int:
    """The move code of a play move (a card, a marriage, x, close, claim or snapszer)."""
    m = Move.parse(move)
    if m.kind == MoveKind.CARD and m.card is not None:
        return m.card.index
    if m.kind == MoveKind.MARRIAGE and m.card is not None:
        return MARRIAGE + m.card.index
    code = _SIMPLE_CODES.get(m.kind)
    if code is None:
        raise SchnapsenError(
            f"{m} is not a move of the play; the search core knows only the play",
            "search.move",
            move=str(m),
        )
    return code


def _with(pair: tuple[int, int], side: int, add: int) -> tuple[int, int]:
    """``pair`` with ``add`` added to ``side``'s number."""
    return (pair[0] + add, pair[1]) if side == 0 else (pair[0], pair[1] + add)


_new = tuple.__new__


class Core:
    """The fixed data of one deal's play, and the position arithmetic.

    Make it with :meth:`from_deal`; ``core.root`` is the deal's current position. ``side``
    gives each seat's side (by seat; -1 for a seat that sits out), ``seats`` the seats that
    play, forehand first, ``next_seat`` the seat after each seat."""

    __slots__ = (
        "variant", "seats", "players", "next_seat", "side", "contracts", "play_contract",
        "multiplier", "root", "_playout_setup",
    )

    variant: Variant
    seats: tuple[int, ...]
    players: int
    next_seat: tuple[int, ...]
    side: tuple[int, ...]
    #: every contract of the variant (the auction's, then the play's)
    contracts: tuple[Contract, ...]
    #: the index of the contract announced in the play (snapszer), or -1
    play_contract: int
    multiplier: int
    root: Position
    #: what the two-seat playout reads of this core and trump (made at its first playout)
    _playout_setup: _Setup | None

    @classmethod
    def from_deal(cls, deal: Deal) -> Core:
        """The core and root position of a deal in its play (every card's place is read)."""
        if not isinstance(deal, Deal):
            raise SchnapsenError(
                f"expected a Deal, not {type(deal).__name__}", "search.deal"
            )
        if deal.is_over:
            raise SchnapsenError("the deal is over: there is nothing to search",
                                 "search.over")
        st = _state_of(deal)
        if st.stage != Stage.PLAY:
            raise SchnapsenError(
                "the search core starts in the play, after the bidding", "search.stage"
            )
        v = deal.variant
        self = object.__new__(cls)
        self.variant = v
        self.seats = tuple(deal.seats)
        self.players = len(self.seats)
        self.next_seat = st.next
        self.side = st.side
        self.contracts = v.contract_list
        pc = v.play_contract
        self.play_contract = -1 if pc is None else self.contracts.index(pc)
        self.multiplier = st.multiplier
        self._playout_setup = None
        contract = -1 if st.contract is None else self.contracts.index(st.contract)
        closed = st.closed_by
        self.root = Position(
            hands=st.hands,
            talon=st.talon if v.draws else (),
            turned=st.turned,
            trump=st.trump,
            to_move=st.to_move,
            trick=st.trick_cards,
            best_card=st.best_card,
            best_seat=st.best_seat,
            points=st.points,
            tricks=st.tricks,
            pending=st.pending,
            tricks_played=st.tricks_played,
            closed_side=NO_SIDE if closed < 0 else self.side[closed],
            at_close=st.at_close,
            contract=contract,
            contract_side=NO_SIDE if contract < 0 else self.side[st.contract_seat],
            winner=NO_SIDE,
            game_points=0,
        )
        return self

    # -- reading a position ---------------------------------------------------------------
    @staticmethod
    def is_over(p: Position) -> bool:
        return p.winner >= 0

    def value(self, p: Position, side: int) -> int:
        """Game points ``side`` wins (+) or loses (-) in a finished position."""
        return p.game_points if p.winner == side else -p.game_points

    def side_to_move(self, p: Position) -> int:
        return self.side[p.to_move]

    def contract_of(self, p: Position) -> Contract | None:
        """The contract in play, or None."""
        return None if p.contract < 0 else self.contracts[p.contract]

    @staticmethod
    def talon_gone(p: Position) -> bool:
        """No card is left to draw (the turned card included)."""
        return not p.talon and p.turned < 0

    def strict(self, p: Position) -> bool:
        """Whether the strict play rules apply (rules 5 and 6)."""
        return kernel.strict_applies(self.variant, p.closed_side >= 0, self.talon_gone(p))

    def marriage_allowed(self, p: Position) -> bool:
        """Whether a marriage may be announced now, the hand apart (rule 4)."""
        return kernel.marriage_refusal(self.variant, self.contract_of(p), p.tricks_played,
                                       p.closed_side >= 0, self.talon_gone(p)) is None

    def claim_bonus(self, p: Position) -> int:
        """The points of the marriage the seat to move would show with a claim (rule 7)."""
        seat = p.to_move
        hand = p.hands[seat]
        if not kernel.marriage_pairs(hand):
            return 0
        return kernel.shown_marriage(self.variant, hand, p.trump, p.tricks[self.side[seat]],
                                     self.marriage_allowed(p))[1]

    def claim_wins(self, p: Position) -> bool:
        """Whether a claim by the seat to move would be right (rule 7)."""
        return kernel.claim_is_right(
            self.variant, p.points[self.side[p.to_move]] + self.claim_bonus(p))

    # -- legal moves ----------------------------------------------------------------------
    def card_mask(self, p: Position) -> int:
        """The cards the seat to move may play (a bit set)."""
        hand = p.hands[p.to_move]
        trick = p.trick
        if not trick:
            return hand
        v = self.variant
        strict = kernel.strict_applies(v, p.closed_side >= 0, not p.talon and p.turned < 0)
        return kernel.playable(v, hand, trick[0], p.best_card, p.trump, strict)

    def moves(self, p: Position) -> list[int]:
        """Every legal move code, in the engine's order (cards, marriages, x, close, claim,
        snapszer); empty when the deal is over."""
        if p.winner >= 0:
            return []
        if p.trick:
            return list(bits(self.card_mask(p)))
        out = list(bits(p.hands[p.to_move]))
        self._lead_extras(p, out)
        return out

    def _lead_extras(self, p: Position, out: list[int]) -> None:
        # (the variant's switches skip asking a rule about a move the variant does not have)
        v = self.variant
        seat = p.to_move
        hand = p.hands[seat]
        contract = None if p.contract < 0 else self.contracts[p.contract]
        closed = p.closed_side >= 0
        pairs = kernel.marriage_pairs(hand)
        if pairs and kernel.marriage_refusal(v, contract, p.tricks_played, closed,
                                             not p.talon and p.turned < 0) is None:
            for q in bits(pairs):
                out.append(MARRIAGE + q + 1)
                out.append(MARRIAGE + q)
        if v.draws:
            turned = p.turned
            talon = len(p.talon)
            if v.has_exchange and kernel.exchange_refusal(
                    v, closed, turned, talon, hand, p.trump, p.tricks[self.side[seat]]) is None:
                out.append(EXCHANGE)
            if v.has_closing and kernel.close_refusal(v, closed, turned,
                                                      talon + (turned >= 0)) is None:
                out.append(CLOSE)
        if v.has_claim and kernel.claim_refusal(v, contract, p.tricks_played) is None:
            out.append(CLAIM)
        if self.play_contract >= 0 and kernel.play_contract_refusal(
            v, contract, p.tricks[1 - self.side[seat]]
        ) is None:
            out.append(SNAPSZER)

    # -- making moves ---------------------------------------------------------------------
    def play(self, p: Position, m: int) -> Position:
        """The position after legal move ``m`` (not checked)."""
        if m < MARRIAGE:
            return self._card(p, m)
        if m < EXCHANGE:
            return self._marriage(p, m - MARRIAGE)
        if m == EXCHANGE:
            return self._exchange(p)
        if m == CLOSE:
            closer = self.side[p.to_move]
            other = 1 - closer
            return p._replace(closed_side=closer, at_close=(p.points[other], p.tricks[other]))
        if m == CLAIM:
            return self._claim(p)
        # SNAPSZER: the contract of the play
        return p._replace(contract=self.play_contract, contract_side=self.side[p.to_move])

    def _exchange(self, p: Position) -> Position:
        seat = p.to_move
        low = kernel.exchange_card(self.variant, p.trump)
        hands = list(p.hands)
        hands[seat] = (hands[seat] & ~(1 << low)) | (1 << p.turned)
        return p._replace(hands=tuple(hands), turned=low)

    def _card(self, p: Position, c: int) -> Position:
        seat = p.to_move
        hands = list(p.hands)
        hands[seat] &= ~(1 << c)
        trick = p.trick + (c,)
        best, best_seat = p.best_card, p.best_seat
        if best < 0 or kernel.beats(c, best, p.trump):
            best, best_seat = c, seat
        if len(trick) < self.players:
            return _new(Position, (
                tuple(hands), p.talon, p.turned, p.trump, self.next_seat[seat], trick, best,
                best_seat, p.points, p.tricks, p.pending, p.tricks_played, p.closed_side,
                p.at_close, p.contract, p.contract_side, p.winner, p.game_points,
            ))
        return self._finish_trick(p, hands, trick, best_seat)

    def _finish_trick(
        self, p: Position, hands: list[int], trick: tuple[int, ...], winner: int
    ) -> Position:
        v = self.variant
        sd = self.side[winner]
        last = not any(hands)
        closed = p.closed_side >= 0
        talon, turned = p.talon, p.turned
        gain = kernel.trick_points(trick) + p.pending[sd]
        if last:
            gain += kernel.last_trick_bonus(v, closed)
        points = _with(p.points, sd, gain)
        tricks = _with(p.tricks, sd, 1)
        pending = (0, p.pending[1]) if sd == 0 else (p.pending[0], 0)
        played = p.tricks_played + 1
        ending = kernel.after_trick(v, sd, last, points, tricks, played, p.closed_side,
                                    p.at_close, self.contract_of(p), p.contract_side)
        # no card is drawn after a trick that ended the deal (as the deal: hu reader 26)
        if ending is None and kernel.draws_after_trick(v, closed, len(talon) + (turned >= 0),
                                                       last):
            drawn = kernel.draw_order(talon, turned, self.players)
            s = winner
            for card in drawn:
                hands[s] |= 1 << card
                s = self.next_seat[s]
            if len(drawn) > len(talon):
                turned = NO_CARD
            talon = talon[len(drawn):]
        q = _new(Position, (
            tuple(hands), talon, turned, p.trump, winner, (), NO_CARD, NO_SEAT, points, tricks,
            pending, played, p.closed_side, p.at_close, p.contract, p.contract_side,
            NO_SIDE, 0,
        ))
        return q if ending is None else self._end(q, ending)

    def _marriage(self, p: Position, c: int) -> Position:
        v = self.variant
        sd = self.side[p.to_move]
        value = kernel.marriage_value(v, c // 6, p.trump)
        if kernel.marriage_counts_now(v, p.tricks[sd]):
            q = p._replace(points=_with(p.points, sd, value))
        else:
            q = p._replace(pending=_with(p.pending, sd, value))
        ending = kernel.after_marriage(v, sd, q.points, q.tricks, q.closed_side, q.at_close,
                                       self.contract_of(q), q.contract_side, q.tricks_played)
        if ending is not None:
            return self._end(q, ending)
        return self._card(q, c)

    def _claim(self, p: Position) -> Position:
        sd = self.side[p.to_move]
        points = _with(p.points, sd, self.claim_bonus(p))
        ending = kernel.after_claim(self.variant, sd, points, p.tricks, p.closed_side,
                                    p.at_close)
        return self._end(p, ending, points)

    def _end(self, p: Position, ending: kernel.Ending,
             points: tuple[int, int] | None = None) -> Position:
        """The finished position: the kernel's ending (with the points at the end)."""
        return p._replace(to_move=NO_SEAT, points=p.points if points is None else points,
                          winner=ending.winner,
                          game_points=ending.game_points * self.multiplier)

    # -- playouts -------------------------------------------------------------------------
    def playout(self, p: Position, rng: random.Random) -> Position:
        """Play uniformly random legal moves to the end, except that a claim is made exactly
        when it wins (a random player does not throw the deal away by a wrong claim, nor
        miss a won one). Returns the final position.

        The moves are those of :meth:`moves` and :meth:`play`, drawn by the same random
        numbers: one ``rng.random()`` per move but a winning claim, the move at
        ``int(r * len(moves))`` of the legal moves without the claim. With two seats the
        loop keeps the position in local variables (:func:`_two_seat_playout`, every rule
        the kernel's; ``tests/test_search_core.py`` holds it to :meth:`moves` and
        :meth:`play` move for move)."""
        if self.players == 2:
            return _two_seat_playout(self, p, rng, True)
        play = self.play
        moves = self.moves
        rand = rng.random
        while p.winner < 0:
            ms = moves(p)
            if ms[-1] >= CLAIM and CLAIM in ms:
                if self.claim_wins(p):
                    p = play(p, CLAIM)
                    continue
                ms.remove(CLAIM)
            p = play(p, ms[int(rand() * len(ms))])
        return p

    def playout_result(self, p: Position, rng: random.Random) -> tuple[int, int]:
        """The same random playout as :meth:`playout`, returning only ``(winning side, game
        points)``."""
        if self.players == 2:
            return _two_seat_playout(self, p, rng, False)
        end = self.playout(p, rng)
        return end.winner, end.game_points

    # -- text -----------------------------------------------------------------------------
    def describe(self, p: Position) -> str:
        """A one-line summary of a position (for debugging and error messages)."""
        hands = " | ".join(
            " ".join(CARDS[c].code for c in bits(p.hands[s])) for s in self.seats
        )
        return (
            f"hands {hands}; trick {' '.join(CARDS[c].code for c in p.trick)}; "
            f"to move {p.to_move}; points {p.points}; tricks {p.tricks}"
        )




class _Phase(NamedTuple):
    """What the kernel says about a phase of the deal (the cards in hand apart): asked once
    per variant and phase, then read from the variant's :class:`_Tables`."""

    strict: bool  #: the strict play rules apply (rules 5 and 6)
    marriage_ok: bool  #: a marriage may be announced, the hand apart (rule 4)
    close_ok: bool  #: the seat on lead may close (rule 5)
    claim_ok: bool  #: the seat on lead may claim (rule 7)
    draws: bool  #: the players draw after a trick that is not the last (rule 2)
    may_end: bool  #: a trick that is not the last may end the deal


class _Tables(NamedTuple):
    """The kernel's answers the playout reads for one variant, asked once."""

    #: by the key of :func:`_phase_base`, filled as phases are met
    phases: dict[int, _Phase]
    #: ``claim_right[points]``: a claim with these points (the marriage shown included) is
    #: right (rule 7)
    claim_right: tuple[bool, ...]
    #: :func:`kernel.trick_points` of every trick of two cards, by ``lead * 24 + card``
    pair_points: tuple[int, ...]
    #: the variant has the trump exchange (rule 3)
    has_exchange: bool


# per variant (by id; the variant is kept beside its tables, so the id stays its own)
_TABLES: dict[int, tuple[Variant, _Tables]] = {}
#: the points :attr:`_Tables.claim_right` answers for (more than a deal's points can reach)
_CLAIM_POINTS = 512


def _tables(v: Variant) -> _Tables:
    """The :class:`_Tables` of variant ``v``."""
    entry = _TABLES.get(id(v))
    if entry is None or entry[0] is not v:
        if len(_TABLES) > 256:
            _TABLES.clear()
        claim_right = tuple(kernel.claim_is_right(v, x) for x in range(_CLAIM_POINTS))
        pair_points = tuple(kernel.trick_points((a, b)) for a in range(24) for b in range(24))
        entry = _TABLES[id(v)] = (v, _Tables({}, claim_right, pair_points,
                                              v.draws and v.has_exchange))
    return entry[1]


def _phase_base(contract: int, closed_side: int, turned: int) -> int:
    """The key of a phase in :attr:`_Tables.phases` is ``base | talon << 6 | played`` (the
    cards left in the talon and the tricks played, each below 64); ``base`` says which
    contract is in play (its index), whether a side closed and whether the turned card lies
    there (the kernel reads the turned card and the closer only so)."""
    return (((contract + 1) << 1 | (closed_side >= 0)) << 1 | (turned >= 0)) << 12


def _phase(v: Variant, contract: Contract | None, closed_side: int, turned: int, talon: int,
           played: int) -> _Phase:
    """The kernel's answers for a phase (see :class:`_Phase`)."""
    closed = closed_side >= 0
    talon_gone = not talon and turned < 0
    talon_left = talon + (turned >= 0)
    return _Phase(
        kernel.strict_applies(v, closed, talon_gone),
        kernel.marriage_refusal(v, contract, played, closed, talon_gone) is None,
        v.has_closing and kernel.close_refusal(v, closed, turned, talon_left) is None,
        v.has_claim and kernel.claim_refusal(v, contract, played) is None,
        kernel.draws_after_trick(v, closed, talon_left, False),
        kernel.trick_may_end(v, False, closed, contract),
    )


class _Setup(NamedTuple):
    """What :func:`_two_seat_playout` reads of a core (made once per core and trump)."""

    trump: int
    tables: _Tables
    #: :func:`kernel.beats_table` of the trump
    beats: tuple[bool, ...]
    #: the card that exchanges for the turned card (:func:`kernel.exchange_card`), and its
    #: bit where the variant has the exchange (else 0: without it in hand no exchange, and
    #: the kernel is asked only then)
    exchange: int
    exchange_bit: int
    #: the seat of each side
    seats: tuple[int, int]
    #: the most a marriage shown with a claim adds (:func:`kernel.marriage_value`): a claim
    #: whose points with it are short of :attr:`_Tables.claim_right` cannot be right
    most_shown: int
    #: the cards drawn after a trick (:func:`kernel.draw_order`) from the root's talon
    #: with ``talon`` cards left and the turned card ``turned``, by ``talon << 5 | turned + 1``
    #: (filled as draws are met)
    draws: dict[int, tuple[int, ...]]


def _setup(core: Core, trump: int) -> _Setup:
    """The :class:`_Setup` of ``core`` with ``trump``."""
    setup = core._playout_setup
    if setup is None or setup.trump != trump:
        v = core.variant
        tables = _tables(v)
        exchange = kernel.exchange_card(v, trump)
        seats = [NO_SEAT, NO_SEAT]
        for seat in core.seats:
            seats[core.side[seat]] = seat
        most_shown = max(kernel.marriage_value(v, suit, trump) for suit in range(4))
        setup = core._playout_setup = _Setup(
            trump, tables, kernel.beats_table(trump), exchange,
            1 << exchange if tables.has_exchange and exchange >= 0 else 0,
            (seats[0], seats[1]), most_shown, {})
    return setup


@overload
def _two_seat_playout(core: Core, p: Position, rng: random.Random,
                      position: Literal[True]) -> Position: ...
@overload
def _two_seat_playout(core: Core, p: Position, rng: random.Random,
                      position: Literal[False]) -> tuple[int, int]: ...
def _two_seat_playout(core: Core, p: Position, rng: random.Random,
                      position: bool) -> Position | tuple[int, int]:
    """:meth:`Core.playout` with two seats (see there): the position's fields in local
    variables, by side (side ``s``'s hand is ``h[s]``, its seat ``seats[s]``); a trick is
    its lead card alone. Every rule is the kernel's: what depends on the phase of the deal
    only (strict play, whether a marriage, a close or a claim may be made, whether the
    players draw, whether a trick may end the deal) is read from the variant's table of the
    kernel's answers (:func:`_phase`) after each trick and each move that changes it, not
    asked at every move; who takes a trick is :func:`kernel.beats_table`, a trick's points
    :attr:`_Tables.pair_points`, whether a claim is right :attr:`_Tables.claim_right`;
    the rest (the cards that may follow, the exchange, marriages, drawing, the end of the
    deal) is asked of the kernel when it happens. Returns the final position, or with
    ``position`` false only ``(winning side, game points)``."""
    (hands_, talon, turned, trump, seat, trick_, _, _, points_, tricks_, pending_,
     played, closed_side, at_close, contract_index, contract_side, winner, game_points) = p
    if winner >= 0:
        return p if position else (winner, game_points)
    v = core.variant
    side = core.side
    play_contract = core.play_contract
    contracts = core.contracts
    tables, beats, exchange, exchange_bit, seats, most_shown, draws = _setup(core, trump)[1:]
    talon_n = len(talon)
    root_talon = core.root.talon
    if talon != root_talon[len(root_talon) - talon_n:]:
        draws = {}  # (not the root's talon: this playout's own table)
    phases = tables.phases
    claim_right = tables.claim_right
    pair_points = tables.pair_points
    rand = rng.random
    bits_of = _BITS.get
    playable = kernel.playable

    h = [hands_[seats[0]], hands_[seats[1]]]
    left = h[0].bit_count() + h[1].bit_count() + len(trick_)  # (a trick takes two)
    s = side[seat]  # the side to move
    lead = trick_[0] if trick_ else NO_CARD
    points = list(points_)
    tricks = list(tricks_)
    pending = list(pending_)
    contract = None if contract_index < 0 else contracts[contract_index]
    ending: kernel.Ending | None = None
    base = _phase_base(contract_index, closed_side, turned)
    while True:
        # the phase, from the table of the kernel's answers
        key = base | talon_n << 6 | played
        phase = phases.get(key)
        if phase is None:
            phase = phases[key] = _phase(v, contract, closed_side, turned, talon_n, played)
        strict, marriage_ok, close_ok, claim_ok, draw, may_end = phase
        if lead < 0:  # the lead
            hand = h[s]
            pairs = kernel.marriage_pairs(hand) if marriage_ok else 0
            if claim_ok and claim_right[points[s] + most_shown]:
                bonus = kernel.shown_marriage(v, hand, trump, tricks[s], marriage_ok)[1] \
                    if pairs else 0
                if claim_right[points[s] + bonus]:
                    points[s] += bonus
                    ending = kernel.after_claim(v, s, (points[0], points[1]),
                                                (tricks[0], tricks[1]), closed_side, at_close)
                    break
            cards = bits_of(hand) or bits(hand)
            n_cards = len(cards)
            if pairs:
                marriages = bits(pairs)
                n_moves = n_cards + 2 * len(marriages)
            else:
                n_moves = n_cards
            exchange_ok = hand & exchange_bit and kernel.exchange_refusal(
                v, closed_side >= 0, turned, talon_n, hand, trump, tricks[s]) is None
            snapszer_ok = play_contract >= 0 and kernel.play_contract_refusal(
                v, contract, tricks[1 - s]) is None
            r = int(rand() * (n_moves + exchange_ok + close_ok + snapszer_ok))
            if r < n_cards:
                lead = cards[r]
            elif r < n_moves:
                r -= n_cards  # the King (even r) before the Ober (odd r) of each marriage
                lead = marriages[r >> 1] + 1 - (r & 1)
                value = kernel.marriage_value(v, lead // 6, trump)
                if kernel.marriage_counts_now(v, tricks[s]):
                    points[s] += value
                else:
                    pending[s] += value
                ending = kernel.after_marriage(
                    v, s, (points[0], points[1]), (tricks[0], tricks[1]), closed_side,
                    at_close, contract, contract_side, played)
                if ending is not None:
                    break
            else:
                r -= n_moves
                if exchange_ok and not r:
                    h[s] = (hand & ~exchange_bit) | (1 << turned)
                    turned = exchange
                elif close_ok and r == exchange_ok:
                    closed_side = s
                    at_close = (points[1 - s], tricks[1 - s])
                else:  # the contract of the play (snapszer)
                    contract_index = play_contract
                    contract = contracts[play_contract]
                    contract_side = s
                base = _phase_base(contract_index, closed_side, turned)
                continue
            h[s] = hand & ~(1 << lead)
            s = 1 - s
        # the follower
        hand = h[s]
        legal = playable(v, hand, lead, lead, trump, strict)
        options = bits_of(legal) or bits(legal)
        c = options[int(rand() * len(options))]
        h[s] = hand & ~(1 << c)
        if not beats[c * 24 + lead]:
            s = 1 - s  # the leader takes the trick
        # side ``s`` takes the trick (as Core._finish_trick)
        gain = pair_points[lead * 24 + c] + pending[s]
        lead = NO_CARD
        left -= 2
        if not left:
            gain += kernel.last_trick_bonus(v, closed_side >= 0)
        points[s] += gain
        tricks[s] += 1
        pending[s] = 0
        played += 1
        if not left or may_end:  # (the phase's close and contract are this trick's)
            ending = kernel.after_trick(v, s, not left, (points[0], points[1]),
                                        (tricks[0], tricks[1]), played, closed_side,
                                        at_close, contract, contract_side)
            if ending is not None:
                break
        # no card drawn after a trick that ended the deal (as Core._finish_trick)
        if left and draw:  # (the talon's first ``len(talon) - talon_n`` cards are gone)
            drawn = draws.get(talon_n << 5 | turned + 1)
            if drawn is None:
                drawn = draws[talon_n << 5 | turned + 1] = kernel.draw_order(
                    talon[len(talon) - talon_n:], turned, 2)
            h[s] |= 1 << drawn[0]
            if len(drawn) > 1:
                h[1 - s] |= 1 << drawn[1]
            left += len(drawn)
            if len(drawn) > talon_n:
                turned = NO_CARD
                talon_n = 0
                base = _phase_base(contract_index, closed_side, turned)
            else:
                talon_n -= len(drawn)
    if not position:
        return ending.winner, ending.game_points * core.multiplier
    hands = list(hands_)
    hands[seats[0]], hands[seats[1]] = h
    return _new(Position, (
        tuple(hands), talon[len(talon) - talon_n:], turned, trump, NO_SEAT, (), NO_CARD, NO_SEAT,
        (points[0], points[1]), (tricks[0], tricks[1]), (pending[0], pending[1]), played,
        closed_side, at_close, contract_index, contract_side, ending.winner,
        ending.game_points * core.multiplier,
    ))
