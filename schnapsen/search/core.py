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
from typing import NamedTuple

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
        "multiplier", "root",
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
        elif kernel.draws_after_trick(v, closed, len(talon) + (turned >= 0), last):
            drawn = kernel.draw_order(talon, turned, self.players)
            s = winner
            for card in drawn:
                hands[s] |= 1 << card
                s = self.next_seat[s]
            if len(drawn) > len(talon):
                turned = NO_CARD
            talon = talon[len(drawn):]
        points = _with(p.points, sd, gain)
        tricks = _with(p.tricks, sd, 1)
        pending = (0, p.pending[1]) if sd == 0 else (p.pending[0], 0)
        played = p.tricks_played + 1
        q = _new(Position, (
            tuple(hands), talon, turned, p.trump, winner, (), NO_CARD, NO_SEAT, points, tricks,
            pending, played, p.closed_side, p.at_close, p.contract, p.contract_side,
            NO_SIDE, 0,
        ))
        ending = kernel.after_trick(v, sd, last, points, tricks, played, p.closed_side,
                                    p.at_close, self.contract_of(p), p.contract_side)
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
        miss a won one). Returns the final position."""
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
