"""Exact solving of a deal whose every card's place is known.

Alpha-beta on game points (not card points) with a transposition table and move ordering,
over the positions of :mod:`schnapsen.search.core`. Values are kept from side 0's point of
view inside the search (side 0 maximises, side 1 minimises); the table holds a lower and an
upper bound per position and the best move found there.

Every optimal root move is found by a null-window test per root move against the root value;
one best line is read off the same way, move by move.

The most common search, two players with no card left to draw and no contract, runs in a
specialised solver (:class:`EndGame`) on a smaller position (``EndPosition``); it asks
the kernel (:mod:`schnapsen.kernel`) for every rule, through small tables it fills as it goes,
and a differential test holds it to the general search.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .. import kernel
from ..cards import CARD_POINTS
from ..deal import Deal
from ..errors import SchnapsenError
from ..kernel import NO_CARD, follow_mask, marriage_pairs
from ..moves import Move
from ..variants import Variant
from .core import CLAIM, EXCHANGE, MARRIAGE, SNAPSZER, Core, Position, bits, move_of

__all__ = ["Solution", "Solver", "SearchLimit", "solve", "EndGame", "EndPosition", "EndRules"]

_INF = 1 << 20
#: move ordering: the first move to try (the table's best move) sorts before everything
_FIRST = -1000
#: move ordering on lead: a trump counts as this many card points more (kept for the lead)
_TRUMP_WEIGHT = 20
#: move ordering on lead: claims, snapszer, the exchange, closing and marriages come first
_LEAD_ORDER = {CLAIM: -300, CLAIM + 1: -100, EXCHANGE: -500, EXCHANGE + 1: -400}
_MARRIAGE_ORDER = -200
#: move ordering when following: a card that does not take the trick comes after those that do
_LOSING = 100


@dataclass(frozen=True)
class Solution:
    """The exact outcome of a deal with best play from both sides.

    - ``value``: game points the side to move wins (positive) or loses (negative), kontra
      and rekontra included;
    - ``moves``: every optimal move of the seat to move (all of them);
    - ``line``: one best line of play to the end of the deal;
    - ``seat``: the seat to move; ``values``: each legal move's exact value when asked for
      (``solve(deal, values=True)``), else ``None``; ``nodes``: positions searched.
    """

    value: int
    moves: tuple[Move, ...]
    line: tuple[Move, ...]
    seat: int
    values: dict[Move, int] | None = None
    nodes: int = 0


def _lead_key(m: int, trump: int) -> int:
    if m >= EXCHANGE:  # exchange, close, claim, snapszer
        return _LEAD_ORDER[m]
    if m >= MARRIAGE:
        return _MARRIAGE_ORDER - CARD_POINTS[m - MARRIAGE]
    return -CARD_POINTS[m] - (_TRUMP_WEIGHT if m // 6 == trump else 0)


def _follow_key(m: int, best: int, trump: int) -> int:
    points = CARD_POINTS[m]
    return points if kernel.beats(m, best, trump) else _LOSING + points


@cache
def _lead_ranks(trump: int) -> tuple[int, ...]:
    """Each move code's place in the order of a leader's moves (by key, then code)."""
    order = sorted(range(SNAPSZER + 1), key=lambda m: (_lead_key(m, trump), m))
    rank = [0] * len(order)
    for i, m in enumerate(order):
        rank[m] = i
    return tuple(rank)


@cache
def _follow_ranks(lead: int, trump: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """Each card's place in the order of a follower's cards to the card ``lead`` (by key,
    then code), and whether it takes the trick (the kernel's :func:`~kernel.beats`)."""
    order = sorted(range(24), key=lambda m: (_follow_key(m, lead, trump), m))
    rank = [0] * 24
    for i, m in enumerate(order):
        rank[m] = i
    return tuple(rank), tuple(kernel.beats(m, lead, trump) for m in range(24))


def _ordered(core: Core, p: Position, moves: list[int], first: int) -> list[int]:
    """Moves in a promising order: the table's best move, winning claims and marriages,
    then cards (a follower's cheapest winning cards first, then its cheapest others; a
    leader's high cards first)."""
    rank = _follow_ranks(p.best_card, p.trump)[0] if p.trick else _lead_ranks(p.trump)
    out = sorted(moves, key=rank.__getitem__)
    if first >= 0 and first in moves and out[0] != first:
        out.remove(first)
        out.insert(0, first)
    return out


class SearchLimit(Exception):
    """The search met its bound (``solve(..., limit=N)``: more than N positions searched)
    before it had the answer; ``nodes`` says how many it searched. Not a refusal of bad
    input: the same question with no bound has an answer, it only takes longer."""

    def __init__(self, nodes: int) -> None:
        super().__init__(f"the search stopped after {nodes} positions")
        self.nodes = nodes


class Solver:
    """Alpha-beta with a transposition table for the positions of one :class:`Core`.

    The table lives as long as the solver, so several questions about positions of the
    same deal (the root value, each move's value, the line) share the work. ``limit``: the
    most positions the solver may search, all questions together (beyond it
    :class:`SearchLimit` is raised); None for no bound.
    """

    def __init__(self, core: Core, limit: int | None = None) -> None:
        self.core = core
        self.tt: dict[Position, tuple[int, int, int]] = {}
        self.nodes = 0
        self.limit = _INF * _INF if limit is None else limit
        self._side = core.side
        self._end_games: dict[tuple[int, int, int, int, bool], EndGame] = {}
        self._seat0 = self._seat1 = -1
        if core.players == 2:
            self._seat0 = next(s for s in core.seats if core.side[s] == 0)
            self._seat1 = next(s for s in core.seats if core.side[s] == 1)

    def value0(self, p: Position, alpha: int = -_INF, beta: int = _INF) -> int:
        """Side 0's game points at ``p`` with best play (fail-soft within the window)."""
        return self._ab(p, alpha, beta)

    def _end_game_applies(self, p: Position) -> bool:
        """Whether :class:`EndGame` can take over at ``p``: two players, a trick played (so
        that a claim is a move), no contract and none to come (snapszer needs an opponent
        without a trick), no more cards to draw, and closing without the closer's duty to
        win every trick."""
        core = self.core
        return (
            self._seat0 >= 0 and p.tricks_played > 0 and p.contract < 0
            and not core.variant.closer_must_win
            and (p.closed_side >= 0 or core.talon_gone(p))
            and (core.play_contract < 0 or (p.tricks[0] > 0 and p.tricks[1] > 0))
        )

    def _ab(self, p: Position, alpha: int, beta: int) -> int:
        if p.winner >= 0:
            return p.game_points if p.winner == 0 else -p.game_points
        if self._end_game_applies(p):
            return self._end_game(p, alpha, beta)
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchLimit(self.nodes)
        entry = self.tt.get(p)
        first = -1
        lo, hi = -_INF, _INF
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha, beta = max(alpha, lo), min(beta, hi)
        core = self.core
        moves = core.moves(p)
        # a claim that wins is the best its side can get: later claims or last tricks score
        # no more (the opponents' points and tricks only grow), unless a play contract
        # (snapszer) could still be announced
        if moves[-1] >= CLAIM and CLAIM in moves and core.play_contract < 0 and (
            core.claim_wins(p)
        ):
            v = self._ab(core.play(p, CLAIM), alpha, beta)
            self.tt[p] = (v, v, CLAIM)
            return v
        if len(moves) > 1:
            moves = _ordered(core, p, moves, first)
        best, best_move = self._best_move(p, moves, alpha, beta)
        self.tt[p] = _bounds(best, alpha, beta, lo, hi, best_move)
        return best

    def _best_move(
        self, p: Position, moves: list[int], alpha: int, beta: int
    ) -> tuple[int, int]:
        """(the best value, its move) among ``moves`` within the window."""
        play = self.core.play
        ab = self._ab
        maximize = self._side[p.to_move] == 0
        best = -_INF if maximize else _INF
        best_move = -1
        for m in moves:
            v = ab(play(p, m), alpha, beta)
            if maximize:
                if v > best:
                    best, best_move = v, m
                    alpha = max(alpha, v)
            elif v < best:
                best, best_move = v, m
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best, best_move

    def _end_game(self, p: Position, alpha: int, beta: int) -> int:
        ctx = (p.closed_side, p.at_close[0], p.at_close[1], p.trump,
               self.core.marriage_allowed(p))
        end = self._end_games.get(ctx)
        if end is None:
            end = self._end_games[ctx] = EndGame(self.core, p)
        before = end.nodes
        v = end.search(end.position(p, self._seat0, self._seat1), alpha, beta)
        self.nodes += end.nodes - before
        if self.nodes > self.limit:
            raise SearchLimit(self.nodes)
        return v

    def exact0(self, p: Position) -> int:
        """Side 0's exact value at ``p``."""
        if p.winner >= 0:
            return self._ab(p, -_INF, _INF)
        entry = self.tt.get(p)
        if entry is not None and entry[0] == entry[1]:
            return entry[0]
        return self._ab(p, -_INF, _INF)

    def reaches0(self, p: Position, v: int, maximize: bool) -> bool:
        """Whether side 0's value at ``p`` is at least ``v`` (maximize) or at most ``v``."""
        if maximize:
            return self._ab(p, v - 1, v) >= v
        return self._ab(p, v, v + 1) <= v

    def optimal_moves(self, p: Position, v0: int) -> list[int]:
        core = self.core
        maximize = self._side[p.to_move] == 0
        return [m for m in core.moves(p) if self.reaches0(core.play(p, m), v0, maximize)]

    def line(self, p: Position, v0: int, right_claims: bool = False) -> list[int]:
        """One best line from ``p`` (whose value for side 0 is ``v0``) to the end. With
        ``right_claims`` a claim is in the line only where it is right (rule 7): where a
        wrong claim would be best (it loses least), the line goes on with the best of the
        other moves instead."""
        core = self.core
        out: list[int] = []
        while p.winner < 0:
            maximize = self._side[p.to_move] == 0
            entry = self.tt.get(p)
            first = entry[2] if entry is not None else -1
            moves = core.moves(p)
            if right_claims and CLAIM in moves and len(moves) > 1 and not core.claim_wins(p):
                moves = [m for m in moves if m != CLAIM]
                values = [self.exact0(core.play(p, m)) for m in moves]
                v0 = max(values) if maximize else min(values)
            for m in _ordered(core, p, moves, first):
                q = core.play(p, m)
                if self.reaches0(q, v0, maximize):
                    out.append(m)
                    p = q
                    break
            else:  # pragma: no cover - the value is reached by some move by definition
                raise AssertionError("no move reaches the position's value")
        return out


def _bounds(
    best: int, alpha: int, beta: int, lo: int, hi: int, move: int
) -> tuple[int, int, int]:
    """The table entry of a search that returned ``best`` within ``(alpha, beta)``, given the
    bounds ``lo`` and ``hi`` known before: an upper bound when it failed low, a lower one when
    it failed high, else the exact value."""
    if best <= alpha:
        return lo, best, move
    if best >= beta:
        return best, hi, move
    return best, best, move


def _check_deal(deal: object) -> Deal:
    if not isinstance(deal, Deal):
        raise SchnapsenError(
            "solve needs a Deal with every card's place known (an observation hides cards: "
            f"sample worlds from it first), not {type(deal).__name__}",
            "search.unknown_cards",
        )
    if deal.is_over:
        raise SchnapsenError("the deal is over: there is nothing to solve", "search.over")
    return deal


def solve(deal: Deal, *, values: bool = False, limit: int | None = None,
          right_claims: bool = False) -> Solution:
    """The exact result of ``deal`` with best play by every seat (all cards known).

    Works in the play of every variant: two-player deals with the talon closed or gone,
    and also with the talon still open (the deal knows the talon's order, so the draws are
    known too; that tree is larger), and games of three to five players from any trick.
    ``values=True`` also gives each legal move's exact value. ``limit``: the most positions
    to search (:class:`SearchLimit` beyond them; a full deal with the talon open can take
    millions). ``right_claims``: the line has no wrong claim, even where one would lose
    least (:meth:`Solver.line`). The deal is not changed.
    """
    deal = _check_deal(deal)
    core = Core.from_deal(deal)
    root = core.root
    solver = Solver(core, limit)
    seat = root.to_move
    mover = core.side[seat]
    v0 = solver.exact0(root)
    best = solver.optimal_moves(root, v0)
    line = solver.line(root, v0, right_claims)
    sign = 1 if mover == 0 else -1
    move_values: dict[Move, int] | None = None
    if values:
        move_values = {}
        for m in core.moves(root):
            move_values[move_of(m)] = sign * solver.exact0(core.play(root, m))
    return Solution(
        value=sign * v0,
        moves=tuple(move_of(m) for m in best),
        line=tuple(move_of(m) for m in line),
        seat=seat,
        values=move_values,
        nodes=solver.nodes,
    )


#: A position of :class:`EndGame`: two sides, nothing left to draw, no contract; from side
#: 0's point of view. A plain tuple (the search makes one per node: a named tuple's class
#: would cost a tenth of the search) of, in this order: side 0's cards, side 1's cards (bit
#: sets), the side to move, the card led (``NO_CARD`` on lead), side 0's and side 1's points,
#: whether side 0 and side 1 have taken a trick (0 or 1), side 0's and side 1's marriage
#: points waiting for a trick. The search reads it by unpacking it into those names:
#: ``hand0, hand1, to_move, lead, points0, points1, trick0, trick1, waiting0, waiting1``.
EndPosition = tuple[int, int, int, int, int, int, int, int, int, int]


_UNDECIDED = _INF  # a table value: the deal goes on

class EndRules:
    """The kernel's answers for one context of :class:`EndGame` (the variant, the trump suit,
    who closed and the figures at the moment of closing, whether marriages may be announced,
    the multiplier), each asked once and kept in a table: a claim's value, the end after a
    trick or a marriage, the marriage a claim shows, and the move orders. Shared by every
    end game of the same context (a bot solves thousands of them)."""

    __slots__ = (
        "variant", "trump", "closed_side", "at_close", "marriage_ok", "multiplier",
        "claims_allowed", "target", "full", "bonus", "marriage_points", "counts_now", "claims",
        "tricks", "marriages", "shown", "lead_orders", "follow_ranks",
    )

    def __init__(
        self, v: Variant, trump: int, closed_side: int, at_close: tuple[int, int],
        marriage_ok: bool, multiplier: int,
    ) -> None:
        self.variant = v
        self.trump = trump
        self.closed_side = closed_side
        self.at_close = at_close
        self.marriage_ok = marriage_ok
        self.multiplier = multiplier
        self.claims_allowed = v.has_claim
        self.target = v.target_points
        self.full = v.strict_full
        self.bonus = kernel.last_trick_bonus(v, closed_side >= 0)
        self.marriage_points = tuple(kernel.marriage_value(v, suit, trump) for suit in range(4))
        self.counts_now = (kernel.marriage_counts_now(v, 0), kernel.marriage_counts_now(v, 1))
        #: side 0's value of a claim, by :meth:`claim_key`
        self.claims: dict[tuple[int, ...], int] = {}
        #: side 0's value of a trick that ends the deal (or _UNDECIDED), by (winning side,
        #: points 0, points 1, trick 0, trick 1, last)
        self.tricks: dict[tuple[int, int, int, int, int, bool], int] = {}
        self.marriages: dict[tuple[int, int, int, int, int], int] = {}
        #: the points of the marriage a claim shows, by the hand's marriages (without, with
        #: a trick)
        self.shown: tuple[dict[int, int], dict[int, int]] = ({}, {})
        #: the leader's moves in order, by hand: they depend on the trump suit and whether
        #: marriages may be announced only, so every context with the same ones shares them
        self.lead_orders = _LEAD_ORDERS.setdefault((trump, marriage_ok), {})
        #: by the card led: each card's place in the follower's order, and whether it takes
        #: the trick
        self.follow_ranks = [_follow_ranks(lead, trump) for lead in range(24)]

    def value(self, ending: kernel.Ending) -> int:
        """Side 0's value of a deal that ends so."""
        gp = ending.game_points * self.multiplier
        return gp if ending.winner == 0 else -gp

    def shown_marriage(self, hand: int, has_trick: int) -> int:
        """The points of the marriage a claim with ``hand`` shows (rule 7)."""
        pairs = kernel.marriage_pairs(hand)
        table = self.shown[has_trick]
        got = table.get(pairs)
        if got is None:
            got = table[pairs] = kernel.shown_marriage(  # (the Obers and their Kings)
                self.variant, pairs | pairs << 1, self.trump, has_trick, self.marriage_ok)[1]
        return got

    def claim_value(self, side: int, p0: int, p1: int, t0: int, t1: int) -> int:
        """Side 0's value when ``side`` claims with these points (the shown marriage in)."""
        key = self.claim_key(side, p0, p1, t0, t1)
        got = self.claims.get(key)
        if got is None:
            got = self.claims[key] = self.value(kernel.after_claim(
                self.variant, side, (p0, p1), (t0, t1), self.closed_side, self.at_close))
        return got

    def claim_key(self, side: int, p0: int, p1: int, t0: int, t1: int) -> tuple[int, ...]:
        """The table key of a claim: below the target (a wrong claim) its points do not
        change its value, so all such claims of a side share one entry."""
        if (p0 if side == 0 else p1) < self.target:
            return side, -1, -1, t0, t1
        return side, p0, p1, t0, t1

    def trick_value(self, side: int, p0: int, p1: int, t0: int, t1: int, last: bool) -> int:
        """Side 0's value when ``side`` has taken a trick and the deal ends with it, else
        ``_UNDECIDED``."""
        key = (side, p0, p1, t0, t1, last)
        got = self.tricks.get(key)
        if got is None:
            ending = kernel.after_trick(self.variant, side, last, (p0, p1), (t0, t1), 1,
                                        self.closed_side, self.at_close)
            got = self.tricks[key] = _UNDECIDED if ending is None else self.value(ending)
        return got

    def marriage_end(self, side: int, p0: int, p1: int, t0: int, t1: int) -> int:
        """Side 0's value when a marriage of ``side`` ends the deal, else ``_UNDECIDED``."""
        key = (side, p0, p1, t0, t1)
        got = self.marriages.get(key)
        if got is None:
            ending = kernel.after_marriage(self.variant, side, (p0, p1), (t0, t1),
                                           self.closed_side, self.at_close)
            got = self.marriages[key] = _UNDECIDED if ending is None else self.value(ending)
        return got

    def lead_order(self, hand: int) -> list[int]:
        """The leader's cards and marriages, most promising first."""
        order = self.lead_orders.get(hand)
        if order is None:
            moves = list(bits(hand))
            if self.marriage_ok:
                for q in bits(kernel.marriage_pairs(hand)):
                    moves.append(MARRIAGE + q + 1)
                    moves.append(MARRIAGE + q)
            moves.sort(key=_lead_ranks(self.trump).__getitem__)
            order = self.lead_orders[hand] = moves
        return order

    def follow_order(self, hand: int, lead: int) -> list[int]:
        """The follower's legal cards (rule 6: the kernel's :func:`~kernel.follow_mask`),
        cheapest winning cards first."""
        legal = kernel.follow_mask(hand, lead, lead, self.trump, self.full)
        return sorted(bits(legal), key=_follow_ranks(lead, self.trump)[0].__getitem__)


#: the leader's moves in order, by (trump, marriages allowed), then by hand
_LEAD_ORDERS: dict[tuple[int, bool], dict[int, list[int]]] = {}

#: the tables of every context seen lately, by the variant's id() and the rest of the
#: context (cleared when they grow too many)
_END_RULES: dict[tuple[int, int, int, tuple[int, int], bool, int], EndRules] = {}


def end_rules(
    v: Variant, trump: int, closed_side: int, at_close: tuple[int, int], marriage_ok: bool,
    multiplier: int,
) -> EndRules:
    """The tables of a context, made once (a variant is told by its identity: hashing its
    every field would cost more than the lookup saves)."""
    key = (id(v), trump, closed_side, at_close, marriage_ok, multiplier)
    rules = _END_RULES.get(key)
    if rules is None or rules.variant is not v:
        if len(_END_RULES) > 512:
            _END_RULES.clear()
        rules = _END_RULES[key] = EndRules(v, trump, closed_side, at_close, marriage_ok,
                                           multiplier)
    return rules


class EndGame:
    """A specialised alpha-beta for the most common search: two players, no more draws
    (talon closed or gone), no contract, at least one trick played. Its positions
    (:class:`EndPosition`) are from side 0's point of view, as the values are.

    Every rule is the kernel's: the cards a follower may play (:func:`kernel.follow_mask`),
    who takes the trick (:func:`kernel.beats`), a marriage's value and when it counts, the
    marriage a claim shows, the last trick's bonus and how a deal ends and scores
    (:func:`kernel.after_claim`, :func:`kernel.after_trick`, :func:`kernel.after_marriage`),
    each asked once per case and kept in the context's :class:`EndRules`."""

    __slots__ = ("rules", "tt", "nodes")

    def __init__(self, core: Core, p: Position) -> None:
        self.rules = end_rules(core.variant, p.trump, p.closed_side, p.at_close,
                               core.marriage_allowed(p), core.multiplier)
        self.tt: dict[EndPosition, tuple[int, int, int]] = {}
        self.nodes = 0

    @staticmethod
    def position(p: Position, seat0: int, seat1: int) -> EndPosition:
        """The end-game position of a core position (the seats of side 0 and side 1)."""
        return (
            p.hands[seat0], p.hands[seat1], 0 if p.to_move == seat0 else 1,
            p.trick[0] if p.trick else NO_CARD, p.points[0], p.points[1],
            min(p.tricks[0], 1), min(p.tricks[1], 1), p.pending[0], p.pending[1],
        )

    def search(self, e: EndPosition, alpha: int, beta: int) -> int:
        """Side 0's value at ``e`` with best play (fail-soft within the window)."""
        self.nodes += 1
        tt = self.tt
        entry = tt.get(e)
        first = -1
        lo, hi = -_INF, _INF
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = (lo if lo > alpha else alpha), (hi if hi < beta else beta)
        h0, h1, s, lead, p0, p1, t0, t1, q0, q1 = e
        rules = self.rules
        maximize = s == 0
        best = -_INF if maximize else _INF
        best_move = -1
        a, b = alpha, beta
        if lead < 0:
            hand = h0 if maximize else h1
            moves = rules.lead_orders.get(hand)
            if moves is None:
                moves = rules.lead_order(hand)
            if first >= 0 and first != CLAIM and moves[0] != first:
                moves = moves[:]  # the table's move first
                moves.remove(first)
                moves.insert(0, first)
            if rules.claims_allowed:
                # a claim: the kernel's answer, from the context's table; a claim short of
                # the target (kernel.claim_is_right) is wrong whatever the points, so all
                # wrong claims of a side with the same tricks share one entry
                hand, has_trick, points = (h0, t0, p0) if maximize else (h1, t1, p1)
                shown = rules.shown[has_trick].get(marriage_pairs(hand))
                if shown is None:
                    shown = rules.shown_marriage(hand, has_trick)
                if points + shown < rules.target:
                    claim = rules.claims.get((s, -1, -1, t0, t1))
                elif maximize:
                    claim = rules.claims.get((s, p0 + shown, p1, t0, t1))
                else:
                    claim = rules.claims.get((s, p0, p1 + shown, t0, t1))
                if claim is None:
                    claim = self._claim(e)
                if (claim > 0) == maximize:
                    # a claim that wins: nothing later scores more
                    tt[e] = (claim, claim, CLAIM)
                    return claim
                best, best_move = claim, CLAIM  # a wrong claim is a move too
                if maximize:
                    a = claim if claim > a else a
                else:
                    b = claim if claim < b else b
                if a >= b:
                    moves = []
        else:
            rank, takes = rules.follow_ranks[lead]
            legal = follow_mask(h0 if maximize else h1, lead, lead, rules.trump, rules.full)
            moves = sorted(bits(legal), key=rank.__getitem__)
            if first >= 0 and moves[0] != first:
                moves.remove(first)  # the table's move first
                moves.insert(0, first)
            base = CARD_POINTS[lead]
            bonus, target, ends = rules.bonus, rules.target, rules.tricks
        search = self.search
        for m in moves:
            if lead < 0:  # a card led, or a marriage announced and its card led
                if m >= MARRIAGE:
                    v = self._after_marriage(e, m - MARRIAGE, a, b)
                elif maximize:
                    v = search((h0 & ~(1 << m), h1, 1, m, p0, p1, t0, t1, q0, q1), a, b)
                else:
                    v = search((h0, h1 & ~(1 << m), 0, m, p0, p1, t0, t1, q0, q1), a, b)
            else:  # the trick is taken: its side counts it, and the kernel says if it ends
                g0, g1 = (h0 & ~(1 << m), h1) if maximize else (h0, h1 & ~(1 << m))
                w = s if takes[m] else 1 - s
                last = not g0
                gain = base + CARD_POINTS[m] + (bonus if last else 0)
                if w == 0:
                    n0, n1, u0, u1, r0, r1 = p0 + gain + q0, p1, 1, t1, 0, q1
                    reached = n0 >= target
                else:
                    n0, n1, u0, u1, r0, r1 = p0, p1 + gain + q1, t0, 1, q0, 0
                    reached = n1 >= target
                # in this phase a trick can end the deal only as the last one or when its
                # side reaches the target: the kernel decides whether and how it does
                v = _UNDECIDED
                if last or reached:
                    got = ends.get((w, n0, n1, u0, u1, last))
                    v = rules.trick_value(w, n0, n1, u0, u1, last) if got is None else got
                if v == _UNDECIDED:
                    v = search((g0, g1, w, NO_CARD, n0, n1, u0, u1, r0, r1), a, b)
            if maximize:
                if v > best:
                    best, best_move = v, m
                    if v > a:
                        a = v
                        if a >= b:
                            break
            elif v < best:
                best, best_move = v, m
                if v < b:
                    b = v
                    if a >= b:
                        break
        if best <= alpha:
            tt[e] = (lo, best, best_move)
        elif best >= beta:
            tt[e] = (best, hi, best_move)
        else:
            tt[e] = (best, best, best_move)
        return best

    def _claim(self, e: EndPosition) -> int:
        """Side 0's value if the leader claims now, with the marriage it shows (the kernel's
        answer, from the table: see :meth:`EndRules.claim_key`)."""
        rules = self.rules
        h0, h1, s, _, p0, p1, t0, t1, _, _ = e
        hand, has_trick = (h0, t0) if s == 0 else (h1, t1)
        shown = rules.shown[has_trick].get(marriage_pairs(hand))
        if shown is None:
            shown = rules.shown_marriage(hand, has_trick)
        if s == 0:
            p0 += shown
        else:
            p1 += shown
        got = rules.claims.get(rules.claim_key(s, p0, p1, t0, t1))
        return rules.claim_value(s, p0, p1, t0, t1) if got is None else got

    def _after_marriage(self, e: EndPosition, c: int, alpha: int, beta: int) -> int:
        """Side 0's value after the leader announces a marriage and leads card ``c``."""
        rules = self.rules
        h0, h1, s, _, p0, p1, t0, t1, q0, q1 = e
        value = rules.marriage_points[c // 6]
        if s == 0:
            if rules.counts_now[t0]:
                p0 += value
            else:
                q0 += value
        elif rules.counts_now[t1]:
            p1 += value
        else:
            q1 += value
        end = rules.marriage_end(s, p0, p1, t0, t1)
        if end != _UNDECIDED:
            return end
        if s == 0:
            return self.search((h0 & ~(1 << c), h1, 1, c, p0, p1, t0, t1, q0, q1), alpha, beta)
        return self.search((h0, h1 & ~(1 << c), 0, c, p0, p1, t0, t1, q0, q1), alpha, beta)
