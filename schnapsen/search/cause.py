"""Why one ranked move is worth more than another, from the search's own lines (issue 22,
round 12): not "it wins in 9 of the 12 likely deals" against "in 7", but what happens when
the two lines part, in how many of the same likely deals.

For each move that needs it, the line the search settles in each of its worlds (the
rule-of-thumb moves until the solver applies, then the solver's best line: the same way
:func:`schnapsen.search.playout.core_settle` values the move) is replayed on the deal, and the
trick the move belongs to is read with the rule kernel's own records (who led, who took it, with
which card, whether that card is a trump): whether an opponent trumps the move's lead, whether
the seat's side takes that trick, whether an opponent who took it then announces a marriage,
and who takes the last trick; for an exchange, whether the hand then holds a marriage (the
kernel's marriage check). Two moves of different value are then told apart by the fact that
parts them most over the same deals, each said of its own move: the better one in its positive
form ("your opponent does not trump it"), the worse one in its negative form ("your opponent
trumps this lead"), with in how many of the likely deals (the figure).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, Rank
from ..deal import Deal
from ..moves import Move, MoveKind
from ..stages import Stage
from .core import Core, move_code, move_of
from .playout import core_move
from .solve import Solver

__all__ = ["Facts", "facts", "facts_of", "pair_clauses", "own_clause", "pair_reasons",
           "KINDS"]

#: the facts a line is read for, in the order a tie between them is settled: the first one
#: is the one the reader most needs (the lead trumped), the last the furthest off
KINDS = ("trumped", "takes", "marriage", "last")
#: how a fact counts for the move it is said of: +1 the more the better, -1 the fewer
_SIGN = {"trumped": -1, "takes": 1, "marriage": -1, "last": 1}


@dataclass
class Facts:
    """What the lines after one move showed over its worlds: in how many each fact held
    (``counts``), how many lines were read (``worlds``), and a fact that needs no line
    (``marriage_after_exchange``: the suit of the marriage the hand holds after an exchange)."""

    move: Move
    worlds: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    #: the kinds that can be said of this move at all (a lead can be trumped; a move that
    #: ends the deal has no trick)
    apply: set[str] = field(default_factory=set)
    exchange_marriage: Any = None
    #: how many of the lines were played to the last trick (the deal not ended before)
    played_out: int = 0


def _settled_line(core: Core, solver: Solver, codes: list[int], solve_cards: int) -> list[int]:
    """The moves the search plays after ``codes`` from the root of ``core`` to the end: the
    rule-of-thumb moves until the solver applies with at most ``solve_cards`` cards left, then
    the solver's best line (the way :func:`schnapsen.search.playout.core_settle` values a
    move)."""
    p = core.root
    for c in codes:
        p = core.play(p, c)
    draws = core.variant.draws
    out: list[int] = []
    while p.winner < 0:
        if not draws or p.closed_side >= 0 or core.talon_gone(p):
            left = sum(bin(h).count("1") for h in p.hands)
            if left <= solve_cards:
                out.extend(solver.line(p, solver.exact0(p), right_claims=True))
                break
        m = core_move(core, p)
        out.append(m)
        p = core.play(p, m)
    return out


def facts(worlds: Sequence[Deal], move: Move, seat: int, follow: Move | None = None,
          solve_cards: int = 10) -> Facts:
    """Read the lines after ``move`` (and ``follow``, the seat's next move after an exchange
    or a close, as the search chose it) in each of ``worlds``."""
    return _facts(worlds, [(move, follow)], seat, solve_cards)[0]


def _facts(worlds: Sequence[Deal], moves: Sequence[tuple[Move, Move | None]], seat: int,
           solve_cards: int) -> list[Facts]:
    """:func:`facts` for several moves, one solver (and its table) per world shared by them."""
    out = [Facts(m) for m, _ in moves]
    for f, (move, _) in zip(out, moves, strict=True):
        if move.kind == MoveKind.EXCHANGE and worlds:
            # the hand after the exchange is the same in every world: the seat's own cards
            w = worlds[0].copy()
            turned = w.trump_card
            w.push(move)
            hand = set(w.hand(seat))
            if turned is not None and Card(turned.suit, Rank.KING) in hand and \
                    Card(turned.suit, Rank.OBER) in hand:
                f.exchange_marriage = turned.suit
    for world in worlds:
        if world.stage != Stage.PLAY:
            continue
        core = Core.from_deal(world)
        solver = Solver(core)
        for f, (move, follow) in zip(out, moves, strict=True):
            _read(world, core, solver, f, move, follow, seat, solve_cards)
    return out


def _read(world: Deal, core: Core, solver: Solver, f: Facts, move: Move, follow: Move | None,
          seat: int, solve_cards: int) -> None:
    """Add what the line after ``move`` in ``world`` shows to ``f``."""
    d = world.copy()
    start = len(d.tricks)
    side = d.side_of(seat)
    d.push(move)
    first = [move]
    if follow is not None and d.to_move == seat and not d.is_over:
        if follow in d.legal_moves():
            d.push(follow)
            first.append(follow)
    if d.is_over:
        return
    line = [move_of(c) for c in _settled_line(core, solver, [move_code(m) for m in first],
                                              solve_cards)]
    after_trick: Move | None = None
    mover_after: int | None = None
    state = 1 if len(d.tricks) > start else 0  # 1: the move's trick is done, read next
    for m in line:
        if d.is_over:
            break
        who = d.to_move
        if state == 1:
            after_trick, mover_after, state = m, who, 2
        d.push(m)
        if state == 0 and len(d.tricks) > start:
            state = 1
    f.worlds += 1
    if len(d.tricks) <= start:
        return
    t = d.tricks[start]
    trump = d.trump
    mine = d.side_of(t.winner) == side
    f.apply.update(("takes", "last"))
    f.counts["takes"] += mine
    if t.leader == seat and t.cards[0].suit != trump:
        f.apply.add("trumped")
        won_with = t.cards[t.seats.index(t.winner)]
        f.counts["trumped"] += (not mine and trump is not None and won_with.suit == trump)
    if not mine:
        f.apply.add("marriage")
        f.counts["marriage"] += (after_trick is not None and mover_after is not None
                                 and d.side_of(mover_after) != side
                                 and after_trick.kind == MoveKind.MARRIAGE)
    if not any(d.hand_sizes):
        f.played_out += 1
        f.counts["last"] += d.side_of(d.tricks[-1].winner) == side


Clause = tuple[str, dict[str, Any]]


#: the clauses that name the other side, said "your opponent" in a game for two (``.opp``)
_OPP = frozenset(("trumped.yes", "trumped.no", "takes.no", "marriage.yes", "marriage.no",
                  "last.no"))


def own_clause(f: Facts, kind: str, good: bool, two: bool) -> Clause:
    """The clause of fact ``kind`` said of ``f``'s move, in its positive (``good``) or negative
    form, with in how many of the lines it holds (the count of the form said; of the last
    trick, over the lines played to the last trick)."""
    held = f.counts[kind]
    total = f.played_out if kind == "last" else f.worlds
    if _SIGN[kind] < 0:
        n = total - held if good else held
    else:
        n = held if good else total - held
    form = f"{kind}.{'yes' if (_SIGN[kind] > 0) == good else 'no'}"
    key = f"search.why.cause.{form}" + (".opp" if two and form in _OPP else "")
    return key, {"held": n, "worlds": total}


def pair_kinds(a: Facts, b: Facts) -> list[str]:
    """The facts that part ``a``'s move (the better) from ``b``'s over the same worlds, most
    parting first: each counts for ``a`` by more lines than for ``b``."""
    scored = []
    for i, k in enumerate(KINDS):
        if k not in a.apply and k not in b.apply:
            continue
        na, nb = (a.played_out, b.played_out) if k == "last" else (a.worlds, b.worlds)
        if na == 0 or nb == 0:
            continue
        diff = _SIGN[k] * (a.counts[k] / na - b.counts[k] / nb)
        if diff > 1e-9:
            scored.append((-diff, i, k))
    return [k for _, _, k in sorted(scored)]


def pair_clauses(a: Facts, b: Facts, two: bool) -> list[tuple[Clause | None, Clause | None]]:
    """The clauses that can say why ``a``'s move is better than ``b``'s, the fact that parts
    them most first: ``a``'s positive form and ``b``'s negative form (None where a fact is
    said of one move only: the marriage an exchange gives the hand)."""
    out: list[tuple[Clause | None, Clause | None]] = []
    if a.exchange_marriage is not None and b.exchange_marriage is None:
        out.append((("search.why.cause.exchange", {"suit": a.exchange_marriage}), None))
    for k in pair_kinds(a, b):
        # a lead trumped is said only of a lead (a card played to a trick is not "this lead")
        sure = k != "trumped"
        out.append((own_clause(a, k, True, two) if sure or k in a.apply else None,
                    own_clause(b, k, False, two) if sure or k in b.apply else None))
    return out


def facts_of(hints: Sequence[Any], worlds: Sequence[Deal], seat: int,
             stats: Mapping[Move, Any], solve_cards: int) -> dict[Move, Facts]:
    """:func:`facts` for each hinted move (its follow move as the search chose it)."""
    moves: list[tuple[Move, Move | None]] = []
    for h in hints:
        st = stats.get(h.move)
        follow = None
        if st is not None and st.follow:
            code = max(st.follow, key=lambda c: st.follow[c].total)
            follow = move_of(code)
        moves.append((h.move, follow))
    return {f.move: f for f in _facts(worlds, moves, seat, solve_cards)}


def pair_reasons(worlds: Sequence[Deal], better: Move, worse: Move, seat: int,
                 solve_cards: int = 20) -> tuple[Clause | None, Clause | None]:
    """The cause clauses that part ``better`` from ``worse`` in ``worlds`` (the first fact of
    :func:`pair_clauses`): said of ``better`` and of ``worse``; None where no fact parts them
    (a puzzle's solution, whose values are the solver's, uses it with the solver's lines)."""
    if not worlds or worlds[0].stage != Stage.PLAY:
        return None, None
    fa, fb = _facts(worlds, [(better, None), (worse, None)], seat, solve_cards)
    two = worlds[0].variant.players == 2
    for ca, cb in pair_clauses(fa, fb, two):
        return ca, cb
    return None, None
