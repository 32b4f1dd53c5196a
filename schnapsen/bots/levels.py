"""Bots by level: ``make_bot("easy" | "medium" | "hard", seed)`` for every variant.

- **easy**: the rule-of-thumb player with a careless streak (about one card in three is
  picked at random among the legal cards); it bids cautiously from its hand (never a
  contract it is not sure of, never kontra).
- **medium**: the rule-of-thumb player (:class:`~schnapsen.bots.HeuristicBot`) with the
  hand-evaluation bidding of :mod:`schnapsen.bots.bidding`: trump by length and strength,
  the called card, the talon swap, Slovenian contracts when the hand makes them safe,
  snapszer, kontra and rekontra.
- **hard**: perfect-information Monte Carlo. The observation is filled in with likely worlds
  (:func:`schnapsen.search.sample_worlds`); every legal move is tried in every world and the
  rest of the deal is settled by the exact solver once the talon is closed or gone (and, in the
  games without a talon, once few enough cards are left), before that by fast rule-of-thumb
  playouts that hand over to the solver. It plays the move with the best mean game points.
  Bidding as medium, a little bolder.

Every level sees only the :class:`~schnapsen.observation.Observation` of its seat.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..errors import SchnapsenError
from ..moves import Move, MoveKind
from ..observation import Observation
from ..stages import Stage
from ..variants import Variant
from .base import Bot
from .bidding import choose_bid, snapszer_in_play
from .heuristic import HeuristicBot

__all__ = ["EasyBot", "MediumBot", "HardBot", "make_bot", "LEVELS"]

LEVELS = ("easy", "medium", "hard")


class MediumBot(Bot):
    """The rule-of-thumb player with hand-evaluation bidding."""

    name = "medium"
    level = 1
    noise = 0.0

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._play = HeuristicBot(self.rng.randrange(1 << 30))

    def choose(self, observation: Observation) -> Move:
        obs = observation
        legal = obs.legal_moves
        if not legal:
            raise SchnapsenError(f"seat {obs.seat} is not to move", "bot.not_to_move")
        if obs.stage != Stage.PLAY:
            return choose_bid(obs, self.level)
        if any(m.kind == MoveKind.SNAPSZER for m in legal):
            if snapszer_in_play(obs, self.level):
                return _kind(legal, "snapszer")
            legal = tuple(m for m in legal if m.kind != MoveKind.SNAPSZER)
            obs = _with_moves(obs, legal)
        if self.noise and self.rng.random() < self.noise:
            cards = [m for m in legal if m.kind == MoveKind.CARD]
            if cards:
                return self.rng.choice(cards)
        if obs.contract is not None:
            move = _contract_play(obs)
            if move is not None:
                return move
        return self._play.choose(obs)


class EasyBot(MediumBot):
    """A careless rule-of-thumb player that bids cautiously."""

    name = "easy"
    level = 0
    noise = 0.35


class HardBot(Bot):
    """Sampled worlds, each settled by playouts and the exact solver (see the module text).

    ``worlds``: worlds per decision; ``budget_ms``: stop sampling more worlds after this much
    thinking (None: no clock, the same seed then always plays the same moves);
    ``solve_cards``: the solver takes over when no more than this many cards are left in the
    hands of a game without a talon (two-player deals are solved as soon as the talon is
    closed or gone); ``variant``: the variant with its options when they differ from the
    defaults (an observation names only the variant's id).

    ``pooled``: ``budget_ms`` is a mean over the bot's moves rather than a cap on each: the
    time a quick move leaves unused (a forced move, a position whose every card is known)
    is saved and spent on later decisions, at most ``pool_cap`` budgets on one move. Over
    many moves the mean thinking time stays at about ``budget_ms``.

    ``prune``: a move clearly worse than the best in the first worlds is judged no further,
    leaving the time to more worlds for the others (``evaluate(prune=True)``); off by default:
    with 16 worlds and no clock it lost points against the heuristic bot (``bench/bots.py``
    on 400 ``at`` deals: 65.8% against 69.2% without).
    """

    name = "hard"

    def __init__(self, seed: int | None = None, worlds: int = 16,
                 budget_ms: float | None = None, solve_cards: int = 12,
                 variant: Variant | str | None = None, pooled: bool = False,
                 pool_cap: float = 3.0, prune: bool = False) -> None:
        if worlds <= 0:
            raise SchnapsenError("a hard bot needs at least one world", "bot.worlds")
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.budget_ms = budget_ms
        self.solve_cards = solve_cards
        self.variant = variant
        self.pooled = pooled
        self.pool_cap = pool_cap
        self.prune = prune
        self._spent = 0.0  # seconds of thinking so far (pooled budget)
        self._moves = 0
        self._start = 0.0
        self._choosing = False
        self._medium = MediumBot(self.rng.randrange(1 << 30))

    def choose(self, observation: Observation, moves: Sequence[Move] | None = None) -> Move:
        """The move to make; ``moves``: choose among these of the legal moves only (for a
        host whose rules allow fewer moves than the observation lists)."""
        self._start = time.perf_counter()
        self._choosing = True
        try:
            return self._choose(observation, moves)
        finally:
            self._choosing = False
            self._moves += 1
            self._spent += time.perf_counter() - self._start

    def _deadline(self) -> float | None:
        """When this decision's search stops sampling new worlds (None: no clock)."""
        if self.budget_ms is None:
            return None
        budget = self.budget_ms / 1000
        if self.pooled:
            saved = budget * self._moves - self._spent
            budget = max(budget * 0.25, min(budget + saved, budget * self.pool_cap))
        return self._start + budget

    def _choose(self, observation: Observation, moves: Sequence[Move] | None) -> Move:
        obs = observation
        legal = obs.legal_moves
        if moves is not None:
            legal = tuple(m for m in legal if m in moves) or legal
        if not legal:
            raise SchnapsenError(f"seat {obs.seat} is not to move", "bot.not_to_move")
        if obs.stage != Stage.PLAY:
            return choose_bid(obs, 2)
        if len(legal) == 1:
            return legal[0]
        kinds = {m.kind for m in legal}
        if "snapszer" in kinds:
            if snapszer_in_play(obs, 2):
                return _kind(legal, "snapszer")
        if "claim" in kinds and obs.my_points >= 66:
            return _kind(legal, "claim")
        if "x" in kinds:
            return _kind(legal, "x")
        candidates = [m for m in legal if m.kind not in ("snapszer", "claim")]
        if len(candidates) == 1:
            return candidates[0]
        stats = self.rank(obs, candidates)
        best = max(stats, key=lambda st: st[1])
        return best[0]

    def rank(self, obs: Observation, moves: list[Move]) -> list[tuple[Move, float]]:
        """Each move with its mean game points over the sampled worlds (minus infinity for
        a move dropped as clearly worse than another, see ``prune``)."""
        from ..search.playout import evaluate, hidden_places, world_stream

        if not self._choosing:
            self._start = time.perf_counter()
        n = 1 if hidden_places(obs) <= 1 else self.worlds
        deadline = self._deadline()
        two = len(obs.seats) == 2
        stats = evaluate(world_stream(obs, n, self.rng, self.variant), moves, obs.seat,
                         deadline=deadline, rng=self.rng,
                         solve_cards=10 if two else self.solve_cards, prune=self.prune)
        return [(st.move, float("-inf") if st.pruned else st.mean) for st in stats]

    def __repr__(self) -> str:
        pooled = ", pooled=True" if self.pooled else ""
        return f"HardBot(worlds={self.worlds}, budget_ms={self.budget_ms}{pooled})"


def make_bot(level: str = "medium", seed: int | None = None, **options: object) -> Bot:
    """A bot of ``level`` ("easy", "medium" or "hard") for any variant; ``seed`` makes its
    choices replayable. ``options`` go to the hard bot (``worlds``, ``budget_ms``,
    ``solve_cards``)."""
    key = level.strip().lower() if isinstance(level, str) else level
    if key == "easy":
        return EasyBot(seed)
    if key == "medium":
        return MediumBot(seed)
    if key == "hard":
        return HardBot(seed, **options)  # type: ignore[arg-type]
    raise SchnapsenError(
        f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}",
        "bot.level",
        level=str(level),
    )


def _contract_play(obs: Observation) -> Move | None:
    """Card play under a contract that wins or loses every trick: the bidder's side leads
    from the top (or the bottom in berac) and its opponents try to spoil it."""
    from ..rules import beats
    from ..variants import find_variant

    c = find_variant(obs.variant).contract(obs.contract or "")
    if c is None or not (c.win_all or c.lose_all or c.opponents_no_trick):
        return None
    cards = [m for m in obs.legal_moves if m.kind == MoveKind.CARD and m.card is not None]
    if not cards:
        return None
    tr = -1 if obs.trump is None else int(obs.trump)
    bidder = obs.contract_seat
    bidder_side = obs.seat == bidder or (obs.partners is not None and bidder in obs.partners)
    want_win = bidder_side != c.lose_all

    def idx(m: Move) -> int:
        assert m.card is not None
        return m.card.index

    def cost(m: Move) -> tuple[int, int, int]:
        i = idx(m)
        return (1 if i // 6 == tr else 0, m.card.points if m.card else 0, i % 6)

    if not obs.current_trick:
        if want_win and bidder_side:
            return max(cards, key=lambda m: (idx(m) // 6 == tr, idx(m) % 6))
        if c.lose_all and bidder_side:
            return min(cards, key=lambda m: (idx(m) % 6, idx(m) // 6 == tr))
        return None
    best_seat, best = obs.current_trick[0]
    for seat, card in obs.current_trick[1:]:
        if beats(card.index, best.index, tr):
            best_seat, best = seat, card
    winners = [m for m in cards if beats(idx(m), best.index, tr)]
    ally_best = best_seat == obs.seat or (obs.partners is not None and best_seat in obs.partners)
    if want_win:
        if not ally_best and winners:
            return min(winners, key=cost)
        return min(cards, key=cost)
    losers = [m for m in cards if m not in winners]
    if losers:
        return max(losers, key=cost)
    return min(cards, key=cost)


def _kind(legal: tuple[Move, ...], kind: str) -> Move:
    for m in legal:
        if m.kind == kind:
            return m
    return legal[0]


def _with_moves(obs: Observation, legal: tuple[Move, ...]) -> Observation:
    import dataclasses

    return dataclasses.replace(obs, legal_moves=legal)
