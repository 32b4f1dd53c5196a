"""The bot interface."""

from __future__ import annotations

from abc import ABC, abstractmethod

from ..moves import Move
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
