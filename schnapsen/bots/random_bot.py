"""A bot that picks a legal move at random (seeded, so games replay)."""

from __future__ import annotations

import random

from ..moves import Move
from ..observation import Observation
from .base import Bot


class RandomBot(Bot):
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation) -> Move:
        return self.rng.choice(observation.legal_moves)
