"""A rule-of-thumb player: claims when it can count the target (66), exchanges the trump
Unter, announces marriages, wins valuable tricks cheaply and throws its cheapest card
otherwise."""

from __future__ import annotations

import random
from collections import Counter

from ..cards import Card, Rank, Suit
from ..kernel import claim_is_right
from ..moves import Move, MoveKind
from ..observation import Observation
from ..rules import beats, claim_points
from ..stages import Stage
from .base import Bot

# enum members read once: ``Stage.PLAY`` goes through the Enum class's attribute lookup
# (hundreds of ns on CPython 3.11), a module global does not
_MK_CALL = MoveKind.CALL
_MK_CARD = MoveKind.CARD
_MK_MARRIAGE = MoveKind.MARRIAGE
_MK_PASS = MoveKind.PASS
_MK_SWAP = MoveKind.SWAP
_MK_TRUMP = MoveKind.TRUMP
_ST_PLAY = Stage.PLAY

# rules of thumb (strategy, not rules of the game: the rules' numbers are the variant's)
#: the heuristic closes the talon on lead from this many points with two high trumps
_CLOSE_FROM = 40
#: and leads an Ace from this many
_ACE_FROM = 50
#: giving away a trump in a blind exchange weighs as much as this many card points
_TRUMP_WEIGHT = 20


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """The engine's own trick rule (schnapsen.rules.beats), on cards."""
    return beats(card.index, best.index, -1 if trump is None else int(trump))


def _cost(card: Card, trump: Suit | None) -> tuple[int, int, int]:
    """Lower is cheaper to give away: non-trumps first, low points first."""
    return (1 if card.suit == trump else 0, card.points, int(card.rank))


class HeuristicBot(Bot):
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation) -> Move:
        obs = observation
        legal = obs.legal_moves
        texts = {str(m): m for m in legal}
        if obs.stage != _ST_PLAY:
            return self._bid(obs, legal)
        trump = obs.trump
        # the claim counts the marriage it shows (rule 7): announcing that marriage instead
        # would lead one of its cards and leave the claim for later
        if "claim" in texts and claim_is_right(obs.variant, claim_points(obs)):
            return texts["claim"]
        if "x" in texts:
            return texts["x"]
        marriages = [m for m in legal if m.kind == _MK_MARRIAGE]
        if marriages:
            marriages.sort(key=lambda m: (m.card is not None and m.card.suit == trump,
                                          m.card is not None and m.card.rank == Rank.OBER))
            return marriages[-1]
        cards = [m for m in legal if m.kind == _MK_CARD]
        if not cards:
            return legal[0]
        if not obs.current_trick:
            if (
                "close" in texts
                and obs.my_points >= _CLOSE_FROM
                and sum(1 for c in obs.hand if c.suit == trump and c.rank >= Rank.TEN) >= 2
            ):
                return texts["close"]
            return self._lead(obs, cards)
        return self._follow(obs, cards)

    def _lead(self, obs: Observation, cards: list[Move]) -> Move:
        trump = obs.trump
        hand = set(obs.hand)

        def keep(m: Move) -> tuple[int, int, int, int]:
            c = m.card
            assert c is not None
            in_pair = (c.rank in (Rank.KING, Rank.OBER)) and any(
                o.suit == c.suit and o.rank in (Rank.KING, Rank.OBER) and o is not c
                for o in hand
            )
            return (int(in_pair), *_cost(c, trump))

        if obs.my_points >= _ACE_FROM:
            aces = [m for m in cards if m.card is not None and m.card.rank == Rank.ACE]
            if aces:
                return aces[0]
        return min(cards, key=keep)

    def _follow(self, obs: Observation, cards: list[Move]) -> Move:
        trump = obs.trump
        trick = obs.current_trick
        best_seat, best = trick[0]
        for seat, c in trick[1:]:
            if _beats(c, best, trump):
                best_seat, best = seat, c
        partners = obs.partners or (obs.seat,)
        value = sum(c.points for _, c in trick)
        last = len(trick) == len(obs.seats) - 1
        if best_seat in partners and best_seat != obs.seat:
            if last:  # partner wins: give points
                return max(cards, key=lambda m: (m.card is not None and m.card.suit != trump,
                                                 m.card.points if m.card else 0))
            return min(cards, key=lambda m: _cost(m.card, trump) if m.card else (0, 0, 0))
        winners = [m for m in cards if m.card is not None and _beats(m.card, best, trump)]
        if winners and (value >= 10 or not last or any(
                m.card is not None and m.card.suit == best.suit for m in winners)):
            return min(winners, key=lambda m: _cost(m.card, trump) if m.card else (0, 0, 0))
        return min(cards, key=lambda m: _cost(m.card, trump) if m.card else (0, 0, 0))

    def _bid(self, obs: Observation, legal: tuple[Move, ...]) -> Move:
        kinds = {m.kind for m in legal}
        hand = list(obs.hand)
        if "trump" in kinds:
            score: Counter[int] = Counter()
            for c in hand:
                score[int(c.suit)] += 3 + c.points
            best = max(range(4), key=lambda s: (score[s], -s))
            for m in legal:
                if m.kind == _MK_TRUMP and m.suit is not None and int(m.suit) == best:
                    return m
        if "call" in kinds:
            mine = {c.index for c in hand}
            suit_score: Counter[int] = Counter()
            for c in hand:
                suit_score[int(c.suit)] += 3 + c.points
            order = sorted(range(4), key=lambda s: -suit_score[s])
            if obs.trump is not None:
                order = [int(obs.trump)] + [s for s in order if s != int(obs.trump)]
            for s in order:
                for rank in (Rank.ACE, Rank.TEN, Rank.KING):
                    idx = s * 6 + int(rank)
                    if idx not in mine:
                        for m in legal:
                            if m.kind == _MK_CALL and m.card is not None \
                                    and m.card.index == idx:
                                return m
            return legal[0]
        if "swap" in kinds:
            swaps = [m for m in legal if m.kind == _MK_SWAP]
            trump = obs.trump

            def swap_cost(m: Move) -> tuple[int, int]:
                return (-len(m.cards), sum(_cost(c, trump)[1] + _TRUMP_WEIGHT * _cost(c, trump)[0]
                                           for c in m.cards))

            best_swap = min(swaps, key=swap_cost)
            if all(_cost(c, trump)[1] <= 3 and c.suit != trump for c in best_swap.cards):
                return best_swap
        for m in legal:
            if m.kind == _MK_PASS:
                return m
        return legal[0]
