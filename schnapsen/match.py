"""Matches: deals add up until a player wins (Bummerl, marker cards, or a points race)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .bots import Bot, play_deal
from .deal import Deal, DealResult
from .errors import SchnapsenError
from .variants import MatchRules, Variant, find_variant

__all__ = ["Match", "MatchEntry"]


@dataclass(frozen=True)
class MatchEntry:
    dealer: int
    result: DealResult
    scores: tuple[int, ...]


class Match:
    """A match of one variant. ``scores`` are per seat: points still to go in a countdown,
    marker cards held, or points won in a race (see :class:`MatchRules`)."""

    def __init__(
        self,
        variant: str | Variant,
        seed: int | None = None,
        *,
        target: int | None = None,
        kind: str | None = None,
        **options: object,
    ) -> None:
        v = find_variant(variant)
        if options:
            v = v.with_options(**options)
        rules = v.match
        if kind is not None:
            if kind not in ("countdown", "markers", "race"):
                raise SchnapsenError(
                    f"match kind must be countdown, markers or race, not {kind!r}",
                    "match.kind",
                )
            rules = MatchRules(kind=kind, target=rules.target, targets=rules.targets,
                               schneider=rules.schneider, bunko=rules.bunko)
        if target is not None:
            if not isinstance(target, int) or target <= 0:
                raise SchnapsenError("a match target is a positive whole number", "match.target")
            rules = MatchRules(kind=rules.kind, target=target, targets=rules.targets,
                               schneider=rules.schneider, bunko=rules.bunko)
        self.variant = v
        self.rules = rules
        self.seed = seed
        self._rng = random.Random(seed)
        n = v.players
        if rules.kind == "countdown":
            self.scores = [rules.target] * n
        else:
            self.scores = [0] * n
        self.pool = rules.target if rules.kind == "markers" else 0
        self.dealer = n - 1
        self.history: list[MatchEntry] = []
        self.current: Deal | None = None
        self._reached_one: dict[int, bool] = {}

    # -- flow --------------------------------------------------------------------------
    def new_deal(self) -> Deal:
        """The next deal (the dealer moves on one seat each deal)."""
        if self.is_over:
            raise SchnapsenError("the match is over", "match.over")
        if self.current is not None and not self.current.is_over:
            raise SchnapsenError("finish the current deal first", "match.unfinished")
        if self.history:
            self.dealer = (self.dealer + 1) % self.variant.players
        seed = self._rng.randrange(2**32)
        self.current = Deal.new(self.variant, seed=seed, dealer=self.dealer)
        return self.current

    def record(self, deal: Deal | None = None) -> DealResult:
        """Add the result of a finished deal to the scores."""
        deal = deal or self.current
        if deal is None or deal.result is None:
            raise SchnapsenError("only a finished deal can be recorded", "match.unfinished")
        if any(e.result is deal.result for e in self.history):
            raise SchnapsenError("this deal is already recorded", "match.recorded")
        r = deal.result
        kind = self.rules.kind
        if kind == "countdown":
            for s in r.winners:
                self.scores[s] = max(0, self.scores[s] - r.game_points)
            for s in range(len(self.scores)):
                if self.scores[s] == 1 and all(
                    self.scores[o] == self.rules.target for o in range(len(self.scores)) if o != s
                ):
                    self._reached_one[s] = True
        elif kind == "markers":
            for s in r.winners:
                take = r.game_points
                from_pool = min(take, self.pool)
                self.pool -= from_pool
                self.scores[s] += from_pool
                rest = take - from_pool
                for o in range(len(self.scores)):
                    if o not in r.winners and rest:
                        moved = min(rest, self.scores[o])
                        self.scores[o] -= moved
                        self.scores[s] += moved
                        rest -= moved
        else:
            for s in r.winners:
                self.scores[s] += r.game_points
        self.history.append(MatchEntry(deal.dealer, r, tuple(self.scores)))
        if self.current is deal:
            self.current = None
        return r

    def play(self, bots: Sequence[Bot]) -> Match:
        """Play the match to its end with one bot per seat."""
        while not self.is_over:
            play_deal(self.new_deal(), bots)
            self.record()
        return self

    # -- reading -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        kind, t = self.rules.kind, self.rules.target
        if kind == "countdown":
            return any(s <= 0 for s in self.scores)
        if kind == "markers":
            return any(s >= t for s in self.scores)
        return any(s >= t for s in self.scores)

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        if self.rules.kind == "countdown":
            return min(range(len(self.scores)), key=lambda s: (self.scores[s], s))
        return max(range(len(self.scores)), key=lambda s: (self.scores[s], -s))

    @property
    def loser(self) -> int | None:
        """The player who takes the Bummerl (or the bunkó): furthest from the target."""
        if not self.is_over:
            return None
        if self.rules.kind == "countdown":
            return max(range(len(self.scores)), key=lambda s: (self.scores[s], -s))
        return min(range(len(self.scores)), key=lambda s: (self.scores[s], s))

    @property
    def bummerl_value(self) -> int:
        """1 for a plain win; with ``schneider``: 2 when the loser never scored (krejčí), 4
        when the winner had scored nothing while the loser came down to 1 (krejčí zpět)."""
        if not self.is_over or not self.rules.schneider or self.rules.kind != "countdown":
            return 1
        loser = self.loser
        assert loser is not None
        if self._reached_one.get(loser):
            return 4
        if self.scores[loser] == self.rules.target:
            return 2
        return 1

    @property
    def krejci(self) -> str | None:
        return {2: "krejčí", 4: "krejčí zpět"}.get(self.bummerl_value)
