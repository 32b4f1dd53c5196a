"""Closing or playing on: the two choices of a seat that may close the talon, weighed over
sampled worlds.

:func:`close_choice` draws ``worlds`` deals consistent with what the seat sees
(:func:`~schnapsen.search.sample_worlds`) and solves each one with every card known: the
value of closing is the exact value of the ``close`` move; the value of playing on is the
best exact value among the other legal moves (a claim apart: it is no way of playing on).
The means of both, and in how many worlds each wins, are what a trainer shows.

>>> import schnapsen as s
>>> d = s.Deal.new("at", deck="AH TH AS KH TS KS QH KD JC QS AC AD JD JS TD JH QD QC KC TC")
>>> for move in ["JC", "AC", "TS", "AS"]:
...     d.play(move)
>>> choice = close_choice(d, worlds=4, seed=1)
>>> choice.close_values, choice.play_on_values, choice.better
((-2, -2, -2, -2), (1, 1, 2, 1), 'play_on')
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..deal import Deal
from ..errors import SchnapsenError
from ..moves import Move, MoveKind
from .core import CLAIM, CLOSE, Core
from .solve import _INF, Solver, _ordered
from .worlds import WorldSampler

__all__ = ["CloseChoice", "claim_wins", "close_choice", "CLOSE_MOVE", "GaveUp", "TooLarge"]

CLOSE_MOVE = Move.parse("close")


@dataclass(frozen=True)
class CloseChoice:
    """Closing against playing on, over the same sampled worlds.

    ``close_values`` / ``play_on_values``: the exact game points of the seat's side in each
    world (+ won, - lost) after closing / after the best other move; ``nodes``: positions
    the solver searched (a measure of the work, the same for the same seed).
    """

    seat: int
    close_values: tuple[int, ...]
    play_on_values: tuple[int, ...]
    nodes: int

    @property
    def worlds(self) -> int:
        return len(self.close_values)

    @property
    def close(self) -> float:
        """Expected game points of closing (the mean over the worlds)."""
        return sum(self.close_values) / self.worlds

    @property
    def play_on(self) -> float:
        """Expected game points of playing on."""
        return sum(self.play_on_values) / self.worlds

    @property
    def close_wins(self) -> int:
        """In how many worlds closing wins the deal."""
        return sum(v > 0 for v in self.close_values)

    @property
    def play_on_wins(self) -> int:
        return sum(v > 0 for v in self.play_on_values)

    @property
    def close_better(self) -> int:
        """In how many worlds closing scores more than playing on."""
        return sum(c > p for c, p in zip(self.close_values, self.play_on_values, strict=True))

    @property
    def play_on_better(self) -> int:
        return sum(p > c for c, p in zip(self.close_values, self.play_on_values, strict=True))

    @property
    def better(self) -> str:
        """``close``, ``play_on`` or ``equal``: the choice with more expected game points
        (compared on the sums, exactly)."""
        c, p = sum(self.close_values), sum(self.play_on_values)
        return "close" if c > p else "play_on" if p > c else "equal"


def _side(core: Core) -> tuple[int, int]:
    """(side to move, sign that turns side 0's values into that side's)."""
    side = core.side[core.root.to_move]
    return side, 1 if side == 0 else -1


def _close_value(world: Deal) -> tuple[int, int]:
    """(closing, nodes) in one world, for the side to move."""
    core = Core.from_deal(world)
    solver = Solver(core)
    _, sign = _side(core)
    return sign * solver.exact0(core.play(core.root, CLOSE)), solver.nodes


def _play_on_value(world: Deal, max_nodes: int | None) -> tuple[int, int]:
    """(playing on, nodes) in one world: the best legal move but closing and claiming."""
    core = Core.from_deal(world)
    solver = Solver(core)
    root = core.root
    side, _ = _side(core)
    best = -_INF
    for m in _ordered(core, root, core.moves(root), -1):
        if m in (CLOSE, CLAIM):
            continue
        q = core.play(root, m)
        # a window below the best so far: a move that cannot beat it needs no exact value
        v = solver.value0(q, best, _INF) if side == 0 else -solver.value0(q, -_INF, -best)
        best = max(best, v)
        if max_nodes is not None and solver.nodes > max_nodes:
            break
    return best, solver.nodes


class TooLarge(SchnapsenError):
    """The position's search ran past the node limit given to :func:`close_choice`."""


class GaveUp(SchnapsenError):
    """The caller's ``give_up`` test stopped :func:`close_choice` early."""


def close_choice(
    deal: Deal, worlds: int = 20, seed: int | str = 0, *, max_nodes: int | None = None,
    max_world_nodes: int | None = None, screen: int = 0,
    give_up: Callable[[list[int], list[int], int], bool] | None = None,
) -> CloseChoice:
    """Closing against playing on for the seat to move (who must be allowed to close),
    over ``worlds`` deals drawn from what that seat sees with ``random.Random(seed)``.
    ``max_nodes`` stops with :class:`TooLarge` once the solver has searched more positions
    than that in all, ``max_world_nodes`` as soon as one world's search of playing on does
    (for callers that must answer quickly); ``give_up(close, play_on,
    worlds)``, called with the values so far after each value (closing, then playing on,
    world by world; the closing values of the first ``screen`` worlds come before any value of
    playing on), stops with :class:`GaveUp`
    when it returns True. The deal is not changed."""
    if not isinstance(deal, Deal) or deal.to_move is None:
        raise SchnapsenError("close_choice needs a deal in play", "search.not_deal")
    seat = deal.to_move
    if CLOSE_MOVE not in deal.legal_moves():
        raise SchnapsenError(f"seat {seat} may not close here", "search.error.not_to_move",
                             seat=seat, to_move=seat)
    sampler = WorldSampler(deal.observation(seat), deal.variant)
    rng = random.Random(seed)
    close: list[int] = []
    play_on: list[int] = []
    nodes = 0

    def count(n: int) -> None:
        nonlocal nodes
        nodes += n
        if max_nodes is not None and nodes > max_nodes:
            raise TooLarge(f"more than {max_nodes} positions to search", "search.observation")

    def check() -> None:
        if give_up is not None and give_up(close, play_on, worlds):
            raise GaveUp("the caller gave up on this position", "search.observation")

    def add_close(world: Deal) -> None:
        c, n = _close_value(world)
        close.append(c)
        count(n)
        check()

    def add_play_on(world: Deal) -> None:
        caps = [x for x in (max_world_nodes, None if max_nodes is None else max_nodes - nodes)
                if x is not None]
        p, n = _play_on_value(world, min(caps) if caps else None)
        if max_world_nodes is not None and n > max_world_nodes:
            raise TooLarge(f"more than {max_world_nodes} positions in one world",
                           "search.observation")
        play_on.append(p)
        count(n)
        check()

    drawn = [sampler.draw(rng) for _ in range(worlds)]  # as sample_worlds draws them
    # the closing values of the first ``screen`` worlds first (their search is small), so
    # that a caller may give up before any search of playing on; then world by world
    for world in drawn[:screen]:
        add_close(world)
    for i, world in enumerate(drawn):
        if i >= len(close):
            add_close(world)
        add_play_on(world)
    return CloseChoice(seat, tuple(close), tuple(play_on), nodes)


def claim_wins(deal: Deal) -> bool:
    """Whether the seat to move wins at once by one of its legal claims (a marriage shown
    with the claim included): then closing is no question. The deal is not changed."""
    seat = deal.to_move
    for move in deal.legal_moves():
        if move.kind == MoveKind.CLAIM:
            trial = deal.copy()
            trial.play(move)
            if trial.result is not None and seat in trial.result.winners:
                return True
    return False
