"""Exact solving of a deal whose every card's place is known.

Alpha-beta on game points (not card points) with a transposition table and move ordering,
over the integer positions of :mod:`schnapsen.search.core`. Values are kept from side 0's
point of view inside the search (side 0 maximises, side 1 minimises); the table holds a
lower and an upper bound per position and the best move found there.

Every optimal root move is found by a null-window test per root move against the root value;
one best line is read off the same way, move by move.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import CARD_POINTS, SUIT_MASK
from ..deal import Deal
from ..errors import SchnapsenError
from ..moves import Move
from .core import (
    CLAIM,
    EXCHANGE,
    F_BEST,
    F_CLOSED,
    F_CONTRACT,
    F_GP,
    F_HANDS,
    F_NTRICKS,
    F_PENDING,
    F_POINTS,
    F_SNAP,
    F_TALON,
    F_TO_MOVE,
    F_TR,
    F_TRICK,
    F_TRICKS,
    F_TURNED,
    F_WINNER,
    MARRIAGE,
    Core,
    Position,
    bits,
    move_of,
)

__all__ = ["Solution", "Solver", "solve"]

_INF = 1 << 20
_OBER_MASK = sum(1 << (suit * 6 + 2) for suit in range(4))


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


def _ordered(core: Core, p: Position, moves: list[int], first: int) -> list[int]:
    """Moves in a promising order: the table's best move, winning claims and marriages,
    then cards (a follower's cheapest winning cards first, then its cheapest others; a
    leader's high cards first)."""
    trick = p[F_TRICK]
    keyed: list[tuple[int, int]] = []
    if trick:
        best = p[F_BEST]
        tr = p[F_TR]
        for m in moves:
            if m == first:
                k = -1000
            else:
                pts = CARD_POINTS[m]
                wins = (m // 6 == best // 6 and m > best) or (
                    m // 6 == tr and best // 6 != tr
                )
                k = pts if wins else 100 + pts
            keyed.append((k, m))
    else:
        for m in moves:
            if m == first:
                k = -1000
            elif m >= EXCHANGE:  # claim, snapszer, exchange, close
                k = (-300, -100, -500, -400)[m - EXCHANGE]
            elif m >= MARRIAGE:
                k = -200 - CARD_POINTS[m - MARRIAGE]
            else:
                k = -CARD_POINTS[m] - (20 if m // 6 == p[F_TR] else 0)
            keyed.append((k, m))
    keyed.sort()
    return [m for _, m in keyed]


class Solver:
    """Alpha-beta with a transposition table for the positions of one :class:`Core`.

    The table lives as long as the solver, so several questions about positions of the
    same deal (the root value, each move's value, the line) share the work.
    """

    def __init__(self, core: Core) -> None:
        self.core = core
        self.tt: dict[Position, tuple[int, int, int]] = {}
        self.nodes = 0
        self._side = core.side
        self._fast: dict[tuple[int, ...], _TwoPlayerEnd] = {}
        self._seat0 = self._seat1 = -1
        if core.nact == 2:
            self._seat0 = next(s for s in core.active if core.side[s] == 0)
            self._seat1 = next(s for s in core.active if core.side[s] == 1)

    def value0(self, p: Position, alpha: int = -_INF, beta: int = _INF) -> int:
        """Side 0's game points at ``p`` with best play (fail-soft within the window)."""
        return self._ab(p, alpha, beta)

    def _ab(self, p: Position, alpha: int, beta: int) -> int:
        if p[F_WINNER] >= 0:
            gp: int = p[F_GP]
            return gp if p[F_WINNER] == 0 else -gp
        if (
            self._seat0 >= 0 and p[F_NTRICKS] and p[F_CONTRACT] < 0 and not self.core.cmw
            and (p[F_CLOSED] >= 0 or (not p[F_TALON] and p[F_TURNED] < 0))
            and (self.core.pc < 0 or (p[F_TRICKS][0] and p[F_TRICKS][1]))
        ):
            return self._two_player_end(p, alpha, beta)
        self.nodes += 1
        tt = self.tt
        entry = tt.get(p)
        first = -1
        lo, hi = -_INF, _INF
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            if lo == hi:
                return lo
        core = self.core
        play = core.play
        moves = core.moves(p)
        maximize = self._side[p[F_TO_MOVE]] == 0
        # a claim that wins is the best its side can get: later claims or last tricks score
        # no more (the opponents' points and tricks only grow), unless a play contract
        # (snapszer) could still be announced
        if moves[-1] >= CLAIM and CLAIM in moves and core.pc < 0:
            q = play(p, CLAIM)
            if q[F_WINNER] == self._side[p[F_TO_MOVE]]:
                v = self._ab(q, alpha, beta)
                tt[p] = (v, v, CLAIM)
                return v
        a, b = alpha, beta
        best = -_INF if maximize else _INF
        best_move = -1
        if len(moves) > 1:
            moves = _ordered(core, p, moves, first)
        ab = self._ab
        for m in moves:
            v = ab(play(p, m), a, b)
            if maximize:
                if v > best:
                    best, best_move = v, m
                    if v > a:
                        a = v
                        if a >= b:
                            break
            else:
                if v < best:
                    best, best_move = v, m
                    if v < b:
                        b = v
                        if a >= b:
                            break
        if best <= alpha:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        tt[p] = (lo, hi, best_move)
        return best

    def _two_player_end(self, p: Position, alpha: int, beta: int) -> int:
        marriage_ok = self.core.marriage_allowed(p)
        ctx = (p[F_CLOSED], *p[F_SNAP], p[F_TR], int(marriage_ok))
        fast = self._fast.get(ctx)
        if fast is None:
            fast = self._fast[ctx] = _TwoPlayerEnd(self.core, p)
        hands = p[F_HANDS]
        trick = p[F_TRICK]
        points = p[F_POINTS]
        tricks = p[F_TRICKS]
        pending = p[F_PENDING]
        before = fast.nodes
        v = fast.search(
            hands[self._seat0], hands[self._seat1], self._side[p[F_TO_MOVE]],
            trick[0] if trick else -1, points[0], points[1], min(tricks[0], 1),
            min(tricks[1], 1), pending[0], pending[1], alpha, beta,
        )
        self.nodes += fast.nodes - before
        return v

    def exact0(self, p: Position) -> int:
        """Side 0's exact value at ``p``."""
        if p[F_WINNER] >= 0:
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
        maximize = self._side[p[F_TO_MOVE]] == 0
        return [m for m in core.moves(p) if self.reaches0(core.play(p, m), v0, maximize)]

    def line(self, p: Position, v0: int) -> list[int]:
        core = self.core
        out: list[int] = []
        while p[F_WINNER] < 0:
            maximize = self._side[p[F_TO_MOVE]] == 0
            entry = self.tt.get(p)
            first = entry[2] if entry is not None else -1
            for m in _ordered(core, p, core.moves(p), first):
                q = core.play(p, m)
                if self.reaches0(q, v0, maximize):
                    out.append(m)
                    p = q
                    break
            else:  # pragma: no cover - the value is reached by some move by definition
                raise AssertionError("no move reaches the position's value")
        return out


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


def solve(deal: Deal, *, values: bool = False) -> Solution:
    """The exact result of ``deal`` with best play by every seat (all cards known).

    Works in the play of every variant: two-player deals with the talon closed or gone,
    and also with the talon still open (the deal knows the talon's order, so the draws are
    known too; that tree is larger), and games of three to five players from any trick.
    ``values=True`` also gives each legal move's exact value. The deal is not changed.
    """
    deal = _check_deal(deal)
    core = Core.from_deal(deal)
    root = core.root
    solver = Solver(core)
    seat: int = root[F_TO_MOVE]
    mover = core.side[seat]
    v0 = solver.exact0(root)
    best = solver.optimal_moves(root, v0)
    line = solver.line(root, v0)
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



class _TwoPlayerEnd:
    """A specialised alpha-beta for the most common search: two players, no more draws
    (talon closed or gone), no contract, at least one trick played. The position shrinks to
    ten integers, from side 0's point of view; the rules are those of :class:`Core` (the
    tests hold both to the engine)."""

    def __init__(self, core: Core, p: Position) -> None:
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.nodes = 0
        self.tr: int = p[F_TR]
        self.full = core.full
        self.target = core.target
        cs: int = p[F_CLOSED]
        self.cs = cs
        self.snap: tuple[int, int] = p[F_SNAP]
        fcp = core.fcp if core.fcp is not None else (3 if self.snap[1] == 0 else 2)
        self.fcp_val = fcp
        self.ltb = core.ltb if cs < 0 else 0
        self.ltr = core.ltr
        self.mult = core.mult
        self.claim_manual = core.claim_manual
        self.claim_auto = core.claim_auto
        self.marriage_ok = core.marriage_allowed(p)
        self.m_wait = core.m_wait
        self.trump_mask = SUIT_MASK[self.tr] if self.tr >= 0 else 0

    def rule9(self, loser_points: int, loser_tricks: int) -> int:
        if not loser_tricks:
            return 3
        if loser_points * 2 < self.target:
            return 2
        return 1

    def win_by_points(self, sd: int, p0: int, p1: int, t0: int, t1: int) -> int:
        """Side 0's value when side ``sd`` wins by reaching the target."""
        cs = self.cs
        if cs >= 0:
            gp = self.rule9(*self.snap) if sd == cs else self.fcp_val
        elif sd == 0:
            gp = self.rule9(p1, t1)
        else:
            gp = self.rule9(p0, t0)
        gp *= self.mult
        return gp if sd == 0 else -gp

    def claim_bonus(self, hand: int) -> int:
        pairs = hand & (hand >> 1) & _OBER_MASK
        if not pairs:
            return 0
        return 40 if pairs & self.trump_mask else 20

    def search(
        self, h0: int, h1: int, s: int, lead: int, p0: int, p1: int, t0: int, t1: int,
        q0: int, q1: int, alpha: int, beta: int,
    ) -> int:
        self.nodes += 1
        key = (h0, h1, s, lead, p0, p1, t0, t1, q0, q1)
        tt = self.tt
        entry = tt.get(key)
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
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        maximize = s == 0
        a, b = alpha, beta
        best = -_INF if maximize else _INF
        best_move = -1
        search = self.search
        tr = self.tr
        if lead < 0:
            hand = h0 if s == 0 else h1
            ps, ts = (p0, t0) if s == 0 else (p1, t1)
            mar = self.marriage_ok and hand & (hand >> 1) & _OBER_MASK
            if self.claim_manual:
                bonus = (self.claim_bonus(hand)
                         if self.marriage_ok and ts and not self.m_wait else 0)
                if ps + bonus >= self.target:
                    v = self.win_by_points(s, p0, p1, t0, t1)
                    tt[key] = (v, v, CLAIM)
                    return v
                # a wrong claim: the opponents score
                if self.cs == s:
                    gp = self.fcp_val
                else:
                    gp = 3 if not (t1 if s == 0 else t0) else 2
                best = -gp * self.mult if s == 0 else gp * self.mult
                best_move = CLAIM
                if maximize:
                    if best > a:
                        a = best
                else:
                    if best < b:
                        b = best
            moves = list(bits(hand))
            if mar:
                for q in bits(hand & (hand >> 1) & _OBER_MASK):
                    moves.append(MARRIAGE + q + 1)
                    moves.append(MARRIAGE + q)
            keyed = []
            for m in moves:
                if m == first:
                    k = -1000
                elif m >= MARRIAGE:
                    k = -200 - CARD_POINTS[m - MARRIAGE]
                else:
                    k = -CARD_POINTS[m] - (20 if m // 6 == tr else 0)
                keyed.append((k, m))
            keyed.sort()
            if a < b:
                for _, m in keyed:
                    if m >= MARRIAGE:
                        c = m - MARRIAGE
                        pts = 40 if c // 6 == tr else 20
                        n0, n1, r0, r1 = p0, p1, q0, q1
                        if s == 0:
                            if t0 and not self.m_wait:
                                n0 += pts
                            else:
                                r0 += pts
                            reached = n0 >= self.target
                        else:
                            if t1 and not self.m_wait:
                                n1 += pts
                            else:
                                r1 += pts
                            reached = n1 >= self.target
                        if self.claim_auto and reached:
                            v = self.win_by_points(s, n0, n1, t0, t1)
                        elif s == 0:
                            v = search(h0 & ~(1 << c), h1, 1, c, n0, n1, t0, t1, r0, r1, a, b)
                        else:
                            v = search(h0, h1 & ~(1 << c), 0, c, n0, n1, t0, t1, r0, r1, a, b)
                    elif s == 0:
                        v = search(h0 & ~(1 << m), h1, 1, m, p0, p1, t0, t1, q0, q1, a, b)
                    else:
                        v = search(h0, h1 & ~(1 << m), 0, m, p0, p1, t0, t1, q0, q1, a, b)
                    if maximize:
                        if v > best:
                            best, best_move = v, m
                            if v > a:
                                a = v
                                if a >= b:
                                    break
                    else:
                        if v < best:
                            best, best_move = v, m
                            if v < b:
                                b = v
                                if a >= b:
                                    break
        else:
            hand = h0 if s == 0 else h1
            led = lead // 6
            follow = hand & SUIT_MASK[led]
            if follow:
                legal = follow
                if self.full:
                    higher = follow & ~((2 << lead) - 1)
                    if higher:
                        legal = higher
            elif self.full and tr >= 0 and hand & self.trump_mask:
                legal = hand & self.trump_mask
            else:
                legal = hand
            keyed = []
            for m in bits(legal):
                if m == first:
                    k = -1000
                else:
                    pts = CARD_POINTS[m]
                    wins = (m // 6 == led and m > lead) or (m // 6 == tr and led != tr)
                    k = pts if wins else 100 + pts
                keyed.append((k, m))
            keyed.sort()
            base = CARD_POINTS[lead]
            other = 1 - s
            for _, m in keyed:
                if m // 6 == led:
                    w = s if m > lead else other
                else:
                    w = s if m // 6 == tr else other
                n0, n1, u0, u1, r0, r1 = p0, p1, t0, t1, q0, q1
                g0, g1 = (h0 & ~(1 << m), h1) if s == 0 else (h0, h1 & ~(1 << m))
                last = not g0
                gain = base + CARD_POINTS[m]
                if w == 0:
                    n0 += gain + r0 + (self.ltb if last else 0)
                    r0 = 0
                    u0 = 1
                    reached = n0 >= self.target
                else:
                    n1 += gain + r1 + (self.ltb if last else 0)
                    r1 = 0
                    u1 = 1
                    reached = n1 >= self.target
                if self.claim_auto and reached:
                    v = self.win_by_points(w, n0, n1, u0, u1)
                elif last:
                    v = self.last_trick(w, n0, n1, u0, u1)
                else:
                    v = search(g0, g1, w, -1, n0, n1, u0, u1, r0, r1, a, b)
                if maximize:
                    if v > best:
                        best, best_move = v, m
                        if v > a:
                            a = v
                            if a >= b:
                                break
                else:
                    if v < best:
                        best, best_move = v, m
                        if v < b:
                            b = v
                            if a >= b:
                                break
        if best <= alpha:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        tt[key] = (lo, hi, best_move)
        return best

    def last_trick(self, w: int, p0: int, p1: int, t0: int, t1: int) -> int:
        """Side 0's value once the last trick is taken by side ``w``."""
        target = self.target
        cs = self.cs
        if cs >= 0:
            if (p0 if cs == 0 else p1) >= target:
                return self.win_by_points(cs, p0, p1, t0, t1)
            gp = self.fcp_val * self.mult
            return gp if cs == 1 else -gp
        if self.ltr == "sixty-six":
            over0, over1 = p0 >= target, p1 >= target
            if over0 != over1:
                return self.win_by_points(0 if over0 else 1, p0, p1, t0, t1)
        if self.ltr == "flat":
            gp = 1
        elif w == 0:
            gp = self.rule9(p1, t1)
        else:
            gp = self.rule9(p0, t0)
        gp *= self.mult
        return gp if w == 0 else -gp
