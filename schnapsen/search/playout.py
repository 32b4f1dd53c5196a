"""Sampled-world evaluation shared by :func:`schnapsen.search.hint` and the hard bot.

Perfect-information Monte Carlo: the seat's observation is filled in with likely worlds
(:func:`schnapsen.search.sample_worlds`); in each world every candidate move is made and the
rest of the deal is settled, exactly with :func:`schnapsen.search.solve` once every card's
place is fixed and few enough cards are left, and before that by a fast rule-of-thumb playout
that hands over to the solver as soon as it can. A move's value is the mean of the game points
its seat's side wins (positive) or loses (negative) over the worlds, all moves being judged in
the same worlds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from ..cards import CARD_POINTS, SUIT_MASK
from ..deal import Deal
from ..kernel import beats, marriage_value
from ..moves import SIMPLE_MOVES, Move, MoveKind
from ..stages import Stage
from ..variants import Variant
from .core import (
    CLAIM,
    CLOSE,
    EXCHANGE,
    MARRIAGE,
    SNAPSZER,
    Core,
    Position,
    move_code,
    move_of,
)
from .solve import Solver

__all__ = ["MoveStats", "Lines", "evaluate", "playout_move", "core_move",
           "core_settle", "solvable", "deal_value", "hidden_places"]

_KING, _OBER = 3, 2
_CLAIM = SIMPLE_MOVES["claim"]
_EXCHANGE = SIMPLE_MOVES["x"]


@dataclass
class MoveStats:
    """What the worlds said about one move."""

    move: Move
    total: float = 0.0
    worlds: int = 0
    wins: int = 0
    values: list[float] = field(default_factory=list)
    #: dropped by ``evaluate(prune=True)``: clearly worse than the best move in the worlds
    #: seen so far (its mean is over those worlds only)
    pruned: bool = False
    #: for a move after which the same seat moves again and has learnt nothing (the
    #: exchange, the close, a snapszer): what the worlds said about each move it may make
    #: next, by move code. The move's own figures are those of the next move with the best
    #: mean over the same worlds, as the seat will choose it then (see ``evaluate``)
    follow: dict[int, MoveStats] | None = None

    @property
    def mean(self) -> float:
        return self.total / self.worlds if self.worlds else 0.0

    def add(self, value: float) -> None:
        self.total += value
        self.worlds += 1
        self.values.append(value)
        if value > 0:
            self.wins += 1

    def take(self, other: MoveStats) -> None:
        """Stand for ``other``'s figures (the next move the seat will choose)."""
        self.total, self.worlds, self.wins = other.total, other.worlds, other.wins
        self.values = list(other.values)


def deal_value(d: Deal, seat: int) -> int:
    """Game points of a finished deal for ``seat``'s side: + won, - lost."""
    r = d.result
    assert r is not None
    return r.game_points if seat in r.winners else -r.game_points


def solvable(d: Deal) -> bool:
    """Whether the exact solver applies: play has begun and no card is left to draw."""
    return d.stage == Stage.PLAY and (
        not d.variant.draws or d.closed_by is not None or d.talon_size == 0
    )


def cards_left(d: Deal) -> int:
    return sum(d.hand_sizes)


def _cost(c: int, tr: int) -> tuple[int, int, int]:
    return (1 if c // 6 == tr else 0, CARD_POINTS[c], c % 6)


def playout_move(d: Deal, rng: random.Random | None = None, noise: float = 0.0) -> Move:
    """A quick rule-of-thumb move for the seat to move of a fully known deal (for playouts;
    it looks at that seat's cards and the public state only): the bidding from the hand,
    then :func:`core_move`; with probability ``noise`` a random card instead."""
    seat = d.to_move
    assert seat is not None
    if d.stage != Stage.PLAY:
        from ..bots.bidding import choose_bid

        return choose_bid(d.observation(seat), 1)
    if rng is not None and noise and rng.random() < noise:
        moves = d.legal_moves()
        cards = [m for m in moves if m.kind == MoveKind.CARD]
        return rng.choice(cards or moves)
    core = Core.from_deal(d)
    return move_of(core_move(core, core.root))


def core_move(core: Core, p: Position) -> int:
    """The rule-of-thumb move (as :func:`playout_move`) on a core position."""
    seat = p.to_move
    side = core.side
    sd = side[seat]
    ms = core.moves(p)
    tr = p.trump
    ci = p.contract
    c = core.contracts[ci] if ci >= 0 else None
    bidder = p.contract_side
    trick = p.trick
    pts = CARD_POINTS
    if trick:
        best = p.best_card
        partner_best = side[p.best_seat] == sd
        winners = [x for x in ms if beats(x, best, tr)]
        if c is not None and (c.win_all or c.opponents_no_trick or c.lose_all):
            # both sides want tricks against a contract that wins every trick (or lets the
            # opponents take none): the opponents spoil it with one; against one that loses
            # every trick neither side wants them (the opponents leave them to the bidder)
            want_win = not c.lose_all
            if want_win and not partner_best and winners:
                return min(winners, key=lambda x: _cost(x, tr))
            if not want_win and (not partner_best or sd != bidder):
                losers = [x for x in ms if x not in winners]
                if losers:
                    return max(losers, key=lambda x: _cost(x, tr))
            return min(ms, key=lambda x: _cost(x, tr))
        if partner_best:
            if len(trick) == core.players - 1:
                return max(ms, key=lambda x: (x // 6 != tr, pts[x]))
            return min(ms, key=lambda x: _cost(x, tr))
        last = len(trick) == core.players - 1
        value = 0
        for x in trick:
            value += pts[x]
        if winners and (value >= 10 or not last or any(x // 6 == best // 6 for x in winners)):
            return min(winners, key=lambda x: _cost(x, tr))
        return min(ms, key=lambda x: _cost(x, tr))
    if c is None:
        top = ms[-1]
        if top >= MARRIAGE:
            if CLAIM in ms and core.claim_wins(p):
                return CLAIM
            if EXCHANGE in ms:
                return EXCHANGE
            marriages = [m for m in ms if MARRIAGE <= m < EXCHANGE]
            if marriages:
                return max(marriages, key=lambda m: ((m - MARRIAGE) // 6 == tr,
                                                     (m - MARRIAGE) % 6 == _OBER))
    elif (c.win_all or c.opponents_no_trick) and sd == bidder:
        return _bidder_lead(core, p, ms)
    cards = [m for m in ms if m < MARRIAGE]
    if c is not None and c.lose_all and sd == bidder:
        return min(cards, key=lambda x: (x % 6, x // 6 == tr))
    if p.points[sd] >= 50 or core.strict(p):
        for x in cards:
            if x % 6 == 5 and x // 6 != tr:
                return x
    hand = p.hands[seat]

    def keep(x: int) -> tuple[int, int, int, int]:
        r = x % 6
        s = x // 6
        pair = r in (_KING, _OBER) and bool(hand >> (s * 6 + _KING) & 1) and bool(
            hand >> (s * 6 + _OBER) & 1)
        return (int(pair), *_cost(x, tr))

    return min(cards, key=keep)


def _bidder_lead(core: Core, p: Position, ms: list[int]) -> int:
    """The lead of a contract's bidder side that must take every trick (or leave the
    opponents none), among the legal moves ``ms`` (the kernel's: a marriage is there only
    where the contract lets it count), as the medium bot plays it: take the turned card and
    close the talon where it may (the opponents must then follow suit and trump); then a
    marriage whose King is sure to take the trick, a card sure to take it (the highest card
    left of the trump suit, or of any suit without trumps), the highest card left of a side
    suit, any marriage, the highest card (the one worth most first in each group). "Sure" and
    "highest left" as the seat sees it: no higher card of the suit in another hand or the
    talon."""
    if EXCHANGE in ms:
        return EXCHANGE
    if CLOSE in ms:
        return CLOSE
    seat = p.to_move
    tr = p.trump
    out = 0  # cards the seat does not hold and nobody has played
    for s, h in enumerate(p.hands):
        if s != seat:
            out |= h
    for x in p.talon:
        out |= 1 << x
    if p.turned >= 0:
        out |= 1 << p.turned

    def top(x: int) -> bool:
        return not SUIT_MASK[x // 6] & ~((2 << x) - 1) & out

    def sure(x: int) -> bool:
        return top(x) and (tr < 0 or x // 6 == tr)

    def worth(m: int) -> tuple[int, int, int]:
        x = m - MARRIAGE if m >= MARRIAGE else m
        value = marriage_value(core.variant, x // 6, tr) if m >= MARRIAGE else 0
        return value, CARD_POINTS[x], x % 6

    kings = [m for m in ms if MARRIAGE <= m < EXCHANGE and (m - MARRIAGE) % 6 == _KING]
    cards = [m for m in ms if m < MARRIAGE]
    for group in (
        [m for m in kings if sure(m - MARRIAGE)],
        [x for x in cards if sure(x)],
        [x for x in cards if top(x)],
        kings,
    ):
        if group:
            return max(group, key=worth)
    return max(cards, key=lambda x: (x // 6 == tr, x % 6))


def core_settle(core: Core, p: Position, my_side: int, solver: Solver | None,
                solve_cards: int, line: list[int] | None = None) -> int:
    """Finish position ``p``: rule-of-thumb moves until the solver applies with at most
    ``solve_cards`` cards left, then the solver. The value for side ``my_side``. With ``line``,
    the moves the value comes from are appended to it (the rule-of-thumb moves, then the
    solver's best line, its claims right ones)."""
    play = core.play
    draws = core.variant.draws
    while p.winner < 0:
        if solver is not None and (not draws or p.closed_side >= 0 or core.talon_gone(p)):
            left = 0
            for h in p.hands:
                left += bin(h).count("1")
            if left <= solve_cards:
                v0 = solver.exact0(p)
                if line is not None:
                    line.extend(solver.line(p, v0))
                return v0 if my_side == 0 else -v0
        m = core_move(core, p)
        if line is not None:
            line.append(m)
        p = play(p, m)
    return core.value(p, my_side)


@dataclass
class Lines:
    """The lines :func:`evaluate` settled, kept for reading why one move beats another
    (:mod:`schnapsen.search.cause`): for each first moves (a move's code; an exchange's or a
    close's and the move after it; a bid, as ``("bid", move)``) the line in each world: the
    world's core, the position the line starts from (the root, or after a bid the first
    position of the play) and the moves from there to the end."""

    lines: dict[tuple[object, ...], list[tuple[Core, Position, list[int]]]] = field(
        default_factory=dict)

    def add(self, first: tuple[object, ...], core: Core, root: Position,
            line: list[int]) -> None:
        self.lines.setdefault(first, []).append((core, root, line))


def hidden_places(obs: object) -> int:
    """How many places (other hands, the face-down talon) hold cards this seat cannot name.
    At most one means every card's place is known to the seat."""
    from ..observation import Observation

    assert isinstance(obs, Observation)
    places = 0
    for s in obs.seats:
        if s == obs.seat:
            continue
        if obs.hand_sizes[s] > len(obs.known_cards.get(s, ())):
            places += 1
    face_down = obs.talon_size - (1 if obs.trump_card is not None else 0)
    if face_down > 0:
        places += 1
    return places


def world_stream(obs: object, n: int, rng: random.Random,
                 variant: Variant | str | None = None) -> Iterator[Deal]:
    """Up to ``n`` worlds sampled from ``obs``, drawn one at a time (a search stopped by its
    clock does not pay for worlds it never looks at)."""
    from ..observation import Observation
    from .worlds import WorldSampler

    assert isinstance(obs, Observation)
    sampler = WorldSampler(obs, variant)
    for _ in range(n):
        yield sampler.draw(rng)


def evaluate(
    worlds: Iterable[Deal],
    moves: Sequence[Move],
    seat: int,
    *,
    deadline: float | None = None,
    rng: random.Random | None = None,
    solve_cards: int = 10,
    min_worlds: int = 1,
    prune: bool = False,
    lines: Lines | None = None,
) -> list[MoveStats]:
    """Judge every move in every world (all moves in the same worlds), until the worlds run out
    or ``deadline`` (a ``time.perf_counter`` value) passes after ``min_worlds`` worlds. In
    the play the worlds are settled on the integer core, with one solver (and its table) per
    world shared by all the moves.

    ``prune``: from the fourth world on, a move that is clearly worse than the best one so
    far (by the paired differences over the same worlds: a mean loss of more than half a
    game point and more than twice its standard error) is judged no further, and marked
    ``pruned``; the time goes to more worlds for the others. ``lines``: keep there the line
    each move was settled with in each world of the play (:class:`Lines`)."""
    all_stats = [MoveStats(m) for m in moves]
    stats = all_stats
    done = 0
    for w in worlds:
        if w.stage == Stage.PLAY:
            core = Core.from_deal(w)
            solver = Solver(core) if solve_cards else None
            my_side = core.side[seat]
            root = core.root
            for st in stats:
                _judge(core, root, st, my_side, solver, solve_cards, lines)
        else:
            for st in stats:
                d = w.copy()
                d.push(st.move)
                while d.to_move is not None and d.stage != Stage.PLAY:
                    d.push(playout_move(d, rng))
                if d.to_move is None:
                    st.add(float(deal_value(d, seat)))
                    continue
                core = Core.from_deal(d)
                solver = Solver(core) if solve_cards else None
                line: list[int] | None = None if lines is None else []
                st.add(float(core_settle(core, core.root, core.side[seat], solver,
                                         solve_cards, line)))
                if lines is not None and line is not None:  # the line the value came from
                    lines.add(("bid", st.move), core, core.root, line)
        done += 1
        if deadline is not None and done >= min_worlds and time.perf_counter() > deadline:
            break
        if prune and done >= _PRUNE_AFTER and len(stats) > 1:
            stats = _prune(stats)
    return all_stats


#: moves after which the same seat moves again with nothing new seen
_AGAIN = frozenset((EXCHANGE, CLOSE, SNAPSZER))


def _judge(core: Core, p: Position, st: MoveStats, my_side: int, solver: Solver | None,
           solve_cards: int, lines: Lines | None = None, first: tuple[int, ...] = ()) -> None:
    """Add the value of ``st``'s move in position ``p`` of this world. After an exchange, a
    close or a snapszer the same seat moves again, seeing nothing it did not see before: the
    move is worth what its best next move is worth, every next move judged in the same worlds
    (and not what the rule-of-thumb playout would lead next, which would rank the exchange
    below the best of the leads it could be followed by)."""
    code = move_code(st.move)
    q = core.play(p, code)
    if code in _AGAIN and q.winner < 0 and q.to_move == p.to_move and not q.trick:
        if st.follow is None:
            st.follow = {}
        for c in core.moves(q):
            sub = st.follow.get(c)
            if sub is None:
                sub = st.follow[c] = MoveStats(move_of(c))
            _judge(core, q, sub, my_side, solver, solve_cards, lines, (*first, code))
        st.take(max(st.follow.values(), key=lambda x: x.total))
        return
    line: list[int] | None = None if lines is None else [*first, code]
    st.add(float(core_settle(core, q, my_side, solver, solve_cards, line)))
    if lines is not None and line is not None:  # the line the value came from
        lines.add((*first, code), core, core.root, line)


_PRUNE_AFTER = 4


def _prune(stats: list[MoveStats]) -> list[MoveStats]:
    """The moves still worth judging (see ``evaluate``); the others are marked."""
    best = max(stats, key=lambda st: st.total)
    keep = []
    n = best.worlds
    for st in stats:
        if st is not best:
            diffs = [a - b for a, b in zip(st.values, best.values, strict=True)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean < -0.5 and mean * mean > 4 * var / n:
                st.pruned = True
                continue
        keep.append(st)
    return keep
