"""Bots by level: ``make_bot("easy" | "medium" | "hard", seed)`` for every variant.

- **easy**: the rule-of-thumb player with a careless streak (about one card in three is
  picked at random among the legal cards, except in a contract its side announced); it bids
  cautiously from its hand (only contracts it is sure of, kontra only with a very strong
  hand).
- **medium**: the rule-of-thumb player (:class:`~schnapsen.bots.HeuristicBot`) with the
  hand-evaluation bidding of :mod:`schnapsen.bots.bidding`: trump by length and strength,
  the called card, the talon swap, Slovenian contracts when the hand makes them safe,
  snapszer, kontra and rekontra. In a contract to take every trick (or to let the opponents
  take none) its side leads its sure cards and its opponents try to take a trick; in a
  berac the bidder ducks and its opponents try to make it take one.
- **hard**: perfect-information Monte Carlo. The observation is filled in with likely worlds
  (:func:`schnapsen.search.sample_worlds`); every legal move is tried in every world and the
  rest of the deal is settled by the exact solver once the talon is closed or gone (and, in the
  games without a talon, once few enough cards are left), before that by fast rule-of-thumb
  playouts that hand over to the solver. It plays the move with the best mean game points.
  Bidding as medium, a little bolder in kontra. Under a contract the playouts lead as the
  medium's bidder does (sure marriages and cards first, where the kernel lets the contract
  count marriages), so its worlds judge a šnops or a snapszer as it can be made.

Every level sees only the :class:`~schnapsen.observation.Observation` of its seat.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..cards import SUIT_MASK
from ..errors import SchnapsenError
from ..kernel import claim_is_right, marriage_value
from ..moves import Move, MoveKind
from ..observation import Observation
from ..rules import claim_points
from ..stages import Stage
from ..variants import Contract, Variant, find_variant
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
        if any(m.kind == MoveKind.CLAIM for m in legal) and claim_is_right(
                obs.variant, claim_points(obs)):
            return _kind(legal, "claim")  # a won deal is claimed, carelessly or not
        if self.noise and not _own_contract(obs) and self.rng.random() < self.noise:
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
        if "claim" in kinds and claim_is_right(obs.variant, claim_points(obs)):
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
    """Card play under a contract that wins or loses every trick (or lets the opponents take
    none): the bidder's side leads from the top (from the bottom in a berac) and its
    opponents try to spoil it, by taking a trick against a contract to take them all, by
    making the bidder take one against a berac. None where the rule-of-thumb play decides
    (a defender's lead against a contract to take every trick: it has failed by then; a
    marriage of a contract that counts points)."""
    from ..rules import beats
    c = find_variant(obs.variant).contract(obs.contract or "")
    if c is None or not (c.win_all or c.lose_all or c.opponents_no_trick):
        return None
    legal = obs.legal_moves
    bidder = obs.contract_seat
    if bidder is None:
        return None
    bidder_side = obs.seat == bidder or (obs.partners is not None and bidder in obs.partners)
    cards = [m for m in legal if m.kind == MoveKind.CARD and m.card is not None]
    if not cards:
        return None
    tr = -1 if obs.trump is None else int(obs.trump)

    def idx(m: Move) -> int:
        assert m.card is not None
        return m.card.index

    def cost(m: Move) -> tuple[int, int, int]:
        i = idx(m)
        return (1 if i // 6 == tr else 0, m.card.points if m.card else 0, i % 6)

    def strength(m: Move) -> tuple[int, int]:
        i = idx(m)
        return (1 if i // 6 == tr else 0, i % 6)

    if not obs.current_trick:
        if not bidder_side and not c.lose_all:
            return None
        if c.lose_all:  # both sides lead low: the bidder to duck, a defender to make it take
            return min(cards, key=lambda m: (idx(m) % 6, cost(m)))
        # with a talon: take the trump card for the Unter, then close it, so that the
        # opponent must follow suit and trump (a snapszer's tricks become sure ones)
        for kind in (MoveKind.EXCHANGE, MoveKind.CLOSE):
            for m in legal:
                if m.kind == kind:
                    return m
        return _bidder_lead(obs, c, tr)
    best_seat, best = obs.current_trick[0]
    for seat, card in obs.current_trick[1:]:
        if beats(card.index, best.index, tr):
            best_seat, best = seat, card
    winners = [m for m in cards if beats(idx(m), best.index, tr)]
    losers = [m for m in cards if m not in winners]
    later = _later_seats(obs)
    if c.lose_all:
        if bidder_side:  # the highest card that still ducks; forced to take, the cheapest
            return max(losers, key=strength) if losers else min(cards, key=strength)
        if bidder in later:  # leave the trick for the bidder: the lowest card
            return min(cards, key=strength)
        if best_seat == bidder:  # the bidder takes it so far: stay under it
            return max(losers, key=strength) if losers else min(cards, key=strength)
        return max(cards, key=strength)  # the bidder has ducked: shed a high card
    # this seat's side as far as it knows (a secret partnership: itself alone)
    ours = (obs.seat, bidder, *(obs.partners or ())) if bidder_side else (
        obs.partners or (obs.seat,))
    if bidder_side:
        # an ally takes it and no opponent plays after: a cheap card (points where they count)
        if best_seat in ours and not any(s not in ours for s in later):
            return min(cards, key=cost)
        return max(winners, key=strength) if winners else min(cards, key=cost)
    # a defender: take the trick (the one trick that breaks the contract)
    threat = any(s not in ours for s in later)
    if best_seat in ours and best_seat != bidder and not threat:
        return min(cards, key=cost)  # a fellow defender takes it already
    if winners:
        # the cheapest card that takes it; the strongest while the bidder's side plays after
        return max(winners, key=strength) if threat else min(winners, key=cost)
    return min(cards, key=cost)


def _bidder_lead(obs: Observation, c: Contract, tr: int) -> Move:
    """The lead of a contract's bidder side that must take every trick (or leave the
    opponents none): a card sure to take the trick first (the highest card left of the trump
    suit, or of any suit in a game without trumps), a marriage whose card is sure to win
    before that where the contract counts points; then the side suits' top cards, a
    marriage, the highest card. Among sure cards the one worth most (points to the target)."""
    mine = 0
    for card in obs.hand:
        mine |= card.bit
    gone = 0
    for card in obs.played_cards:
        gone |= card.bit

    def top(i: int) -> bool:
        """No card above ``i`` of its suit is still out against us."""
        above = SUIT_MASK[i // 6] & ~((2 << i) - 1)
        return above & ~(mine | gone) == 0

    def sure(i: int) -> bool:
        return top(i) and (tr < 0 or i // 6 == tr)

    legal = obs.legal_moves
    cards = [m for m in legal if m.kind == MoveKind.CARD and m.card is not None]
    marriages = [m for m in legal if m.kind == MoveKind.MARRIAGE and m.card is not None]
    if not c.counts_points:
        marriages = []

    def worth(m: Move) -> tuple[int, int]:
        assert m.card is not None
        return (marriage_value(obs.variant, m.card.index // 6, tr)
                if m.kind == MoveKind.MARRIAGE else 0,
                m.card.points)

    def rank(m: Move) -> int:
        assert m.card is not None
        return m.card.index % 6

    for group in (
        [m for m in marriages if m.card is not None and sure(m.card.index)],
        [m for m in cards if m.card is not None and sure(m.card.index)],
        [m for m in cards if m.card is not None and top(m.card.index)],
        marriages,
    ):
        if group:
            return max(group, key=lambda m: (*worth(m), rank(m)))
    return max(cards, key=lambda m: (m.card is not None and m.card.index // 6 == tr, rank(m)))


def _own_contract(obs: Observation) -> bool:
    """This seat's side plays a contract it announced (a careless player minds it)."""
    bidder = obs.contract_seat
    return obs.contract is not None and bidder is not None and (
        bidder == obs.seat or (obs.partners is not None and bidder in obs.partners))


def _later_seats(obs: Observation) -> tuple[int, ...]:
    """The seats still to play to the current trick after this one, in order."""
    seats = obs.seats
    n = len(seats) - len(obs.current_trick) - 1
    i = seats.index(obs.seat)
    return tuple(seats[(i + k) % len(seats)] for k in range(1, n + 1))


def _kind(legal: tuple[Move, ...], kind: str) -> Move:
    for m in legal:
        if m.kind == kind:
            return m
    return legal[0]


def _with_moves(obs: Observation, legal: tuple[Move, ...]) -> Observation:
    import dataclasses

    return dataclasses.replace(obs, legal_moves=legal)
