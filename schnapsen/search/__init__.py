"""Search: exact solving and sampled worlds, on a fast integer core (pure Python).

Public API (names stay stable; ``hint`` and the bots are built on top, elsewhere):

``solve(deal, *, values=False) -> Solution``
    The exact result of a deal whose every card's place is known (a :class:`~schnapsen.Deal`
    always knows them; an observation does not: sample worlds first). Any deal in its play:
    two players with the talon closed or gone (fast), or still open (the talon's order is
    known, the tree is larger), and three to five players from any trick.
    ``Solution.value`` is the game points the side to move wins (+) or loses (-), kontra
    and rekontra included; ``Solution.moves`` every optimal move (all of them);
    ``Solution.line`` one best line to the end; ``Solution.values`` each legal move's exact
    value with ``values=True``; ``Solution.seat`` the seat to move; ``Solution.nodes``
    positions searched. The deal is not changed. A finished deal, a deal still in its bidding,
    or anything but a Deal raises :class:`~schnapsen.SchnapsenError`.

``sample_worlds(observation, n, rng=None, *, variant=None) -> list[Deal]``
    ``n`` deals drawn uniformly among those consistent with everything the observing seat has
    seen (see :mod:`schnapsen.search.worlds`); each is a full :class:`Deal` at the same point
    of play (its observation for that seat equals the given one), ready for :func:`solve`
    or playouts. The observation carries its variant with its options (``variant`` may name
    it anew). ``WorldSampler(observation)`` prepares the counting once and ``.draw(rng)``
    gives one world at a time. A deal made from a position (``Deal.from_position``) is
    sampled from the seat's view of that position and what it saw since.

``Core`` (:mod:`schnapsen.search.core`)
    The play of one deal as integers, every rule asked of the kernel (:mod:`schnapsen.kernel`):
    ``core = Core.from_deal(deal)``; ``core.root`` is the position (a :class:`Position`, a
    named tuple of ints, hashable); ``core.moves(p)`` the legal move codes;
    ``core.play(p, m)`` the next position; ``core.is_over(p)``, ``core.value(p, side)``,
    ``core.side_to_move(p)``, ``core.playout(p, rng)`` (random legal moves, claims exactly
    when right; returns the final position) and ``core.playout_result(p, rng)`` (the same
    playout, ``(winning side, game points)`` only).
    ``core.side[seat]`` is each seat's side (0 or 1). ``move_code(move)`` /
    ``move_of(code)`` convert to and from :class:`~schnapsen.Move`.

``Solver`` (:mod:`schnapsen.search.solve`)
    The alpha-beta behind ``solve`` with its transposition table, for callers that ask many
    questions about positions of one deal (``Solver(core).exact0(p)``: side 0's value).
"""

from __future__ import annotations

from .core import CLAIM, CLOSE, EXCHANGE, MARRIAGE, SNAPSZER, Core, Position, move_code, move_of
from .hint import Hint, hint
from .solve import Solution, Solver, solve
from .worlds import WorldSampler, sample_worlds

__all__ = [
    "CLAIM",
    "CLOSE",
    "EXCHANGE",
    "MARRIAGE",
    "SNAPSZER",
    "Core",
    "Hint",
    "Position",
    "Solution",
    "Solver",
    "hint",
    "move_code",
    "move_of",
    "sample_worlds",
    "solve",
    "WorldSampler",
]
