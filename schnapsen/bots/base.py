"""The bot interface."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import replace

from ..moves import Move, taught_moves
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


class TaughtBot(Bot):
    """A bot of the teaching layer's deals (the drills', the close trainer's): ``bot``, never
    announcing a contract in the play that the variant's teaching leaves out
    (``Variant.play_contract_taught``)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name

    def choose(self, observation: Observation) -> Move:
        legal = observation.legal_moves
        taught = taught_moves(legal, observation.variant.play_contract_taught)
        if len(taught) != len(legal):
            observation = replace(observation, legal_moves=taught)
        return self.bot.choose(observation)

    def __repr__(self) -> str:
        return f"TaughtBot({self.bot!r})"
