"""Players that see only an :class:`~schnapsen.observation.Observation`.

A bot is anything with ``choose(observation) -> Move``; :class:`Bot` is the base class to
subclass. :func:`play_deal` plays a deal to its end with one bot per seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .base import Bot, TaughtBot
from .heuristic import HeuristicBot
from .levels import EasyBot, HardBot, MediumBot, make_bot
from .random_bot import RandomBot

if TYPE_CHECKING:
    from ..deal import Deal

__all__ = ["Bot", "TaughtBot", "RandomBot", "HeuristicBot", "EasyBot", "MediumBot", "HardBot",
           "make_bot", "play_deal"]


def play_deal(deal: Deal, bots: Sequence[Bot] | Mapping[int, Bot], checked: bool = True) -> Deal:
    """Let the bots (one per seat) play ``deal`` to its end; returns the deal."""
    while deal.to_move is not None:
        seat = deal.to_move
        move = bots[seat].choose(deal.observation(seat))
        if checked:
            deal.play(move)
        else:
            deal.push(move)
    return deal
