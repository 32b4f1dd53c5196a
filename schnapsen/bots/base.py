"""The bot interface."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import replace

from ..moves import Move, MoveKind
from ..observation import Observation


class Bot(ABC):
    """A player. ``choose`` gets what its seat may see and returns one of
    ``observation.legal_moves``."""

    name = "bot"

    @abstractmethod
    def choose(self, observation: Observation) -> Move:
        """The move to make."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def untaught(legal: tuple[Move, ...] | list[Move], observation: Observation) -> bool:
    """The moves hold a contract announced in the play that the variant's teaching leaves
    out (``Variant.play_contract_taught``: the two-hand snapszer bid), and others beside it."""
    return (not observation.variant.play_contract_taught
            and any(m.kind == MoveKind.SNAPSZER for m in legal)
            and any(m.kind != MoveKind.SNAPSZER for m in legal))


class TaughtBot(Bot):
    """A bot of the teaching layer's deals (the drills', the close trainer's): ``bot``, never
    announcing a contract in the play that the variant's teaching leaves out
    (``Variant.play_contract_taught``)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name

    def choose(self, observation: Observation) -> Move:
        legal = observation.legal_moves
        if untaught(legal, observation):
            observation = replace(observation, legal_moves=tuple(
                m for m in legal if m.kind != MoveKind.SNAPSZER))
        return self.bot.choose(observation)

    def __repr__(self) -> str:
        return f"TaughtBot({self.bot!r})"
