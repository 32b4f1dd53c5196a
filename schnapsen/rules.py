"""Rules as pure functions of cards and numbers, shared by the deal and by teaching widgets.

The play loop in :mod:`schnapsen.deal` uses these same functions, so a widget that asks
"who takes this trick?" or "how many game points?" gets exactly the engine's answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import SUIT_MASK, Card, Suit, cards_of, mask_of
from .variants import Variant, find_variant

__all__ = [
    "beats",
    "trick_winner",
    "follow_mask",
    "legal_responses",
    "deal_game_points",
    "last_trick_game_points",
    "failed_close_points",
    "wrong_claim_points",
]


def beats(card: int, best: int, trump: int) -> bool:
    """Whether card index ``card`` beats the best card so far (indices; trump -1 = none)."""
    if card // 6 == best // 6:
        return card > best
    return card // 6 == trump


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The position (0 = the lead) of the card that takes the trick: the highest trump, or
    else the highest card of the suit led."""
    if not cards:
        raise ValueError("a trick needs at least one card")
    t = -1 if trump is None else int(trump)
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i].index, cards[best].index, t):
            best = i
    return best


def follow_mask(hand: int, trick: Sequence[int], best: int, trump: int, mode: str) -> int:
    """The cards of ``hand`` (a bit set) that may answer ``trick`` under the strict rules.

    ``best`` is the card index winning the trick so far; ``mode`` is ``"full"`` (follow suit
    and head the trick; if void, trump and over-trump) or ``"follow"`` (follow suit only)."""
    if not trick:
        return hand
    led = trick[0] // 6
    follow = hand & SUIT_MASK[led]
    full = mode == "full"
    if follow:
        if full and best // 6 == led:
            higher = follow & ~((2 << best) - 1)
            return higher or follow
        return follow
    if not full or trump < 0:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if best // 6 == trump:
        higher = trumps & ~((2 << best) - 1)
        return higher or trumps
    return trumps


def legal_responses(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, mode: str = "full"
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` once the strict rules apply."""
    idx = [c.index for c in trick]
    t = -1 if trump is None else int(trump)
    best = idx[trick_winner(trick, trump)] if trick else -1
    return cards_of(follow_mask(mask_of(hand), idx, best, t, mode))


def deal_game_points(loser_points: int, loser_tricks: int, target: int = 66) -> int:
    """Rule 9: 3 if the loser took no trick, 2 if the loser has under half the target (33),
    otherwise 1."""
    if loser_tricks == 0:
        return 3
    if loser_points * 2 < target:
        return 2
    return 1


def last_trick_game_points(
    loser_points: int, loser_tricks: int, variant: str | Variant = "at"
) -> int:
    """The game points of a deal decided by the last trick, by the variant's
    ``last_trick_rule``: ``"flat"`` gives the winner 1; ``"scored"`` (and ``"sixty-six"``,
    when no single side reached the target) score as rule 9."""
    v = find_variant(variant)
    if v.last_trick_rule == "flat":
        return 1
    return deal_game_points(loser_points, loser_tricks, v.target_points)


def failed_close_points(
    opponent_tricks_at_close: int, variant: str | Variant = "at"
) -> int:
    """Rule 10: the opponent of a closer who fails scores 2, or 3 if the opponent had no
    trick when the talon was closed (or the variant's fixed value)."""
    v = find_variant(variant)
    if v.failed_close_points is not None:
        return v.failed_close_points
    return 3 if opponent_tricks_at_close == 0 else 2


def wrong_claim_points(opponent_tricks: int) -> int:
    """Rule 7: a wrong claim gives the opponent 2, or 3 if the opponent had no trick."""
    return 3 if opponent_tricks == 0 else 2
