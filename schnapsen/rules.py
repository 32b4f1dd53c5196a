"""The rules on cards: the kernel's functions (:mod:`schnapsen.kernel`) for callers that hold
:class:`~schnapsen.Card` and :class:`~schnapsen.Suit` objects rather than indices and bit sets
(teaching widgets, pages, bots).

Each function here calls the kernel's, which the deal and the search call too, so a widget
that asks "who takes this trick?" or "how many game points?" gets exactly the engine's answer.
A variant may be given by id or as a :class:`~schnapsen.Variant` (its options included); the
numbers (20 and 40, 66, 33, the game points) are the variant's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import kernel
from .cards import Card, Suit, cards_of, mask_of
from .variants import Variant, find_variant

if TYPE_CHECKING:
    from .observation import Observation

__all__ = [
    "beats",
    "trick_winner",
    "legal_responses",
    "marriage_value",
    "deal_game_points",
    "last_trick_game_points",
    "failed_close_points",
    "wrong_claim_points",
    "claim_marriage",
    "claim_points",
]

#: who takes a trick, on card indices (the kernel's)
beats = kernel.beats


def _suit(suit: Suit | None) -> int:
    return kernel.NO_TRUMP if suit is None else int(suit)


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The position (0 = the lead) of the card that takes the trick: the highest trump, or
    else the highest card of the suit led."""
    if not cards:
        raise ValueError("a trick needs at least one card")
    return kernel.trick_winner([c.index for c in cards], _suit(trump))


def legal_responses(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, mode: str = "full"
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` once the strict rules apply
    (rule 6; ``mode`` is the variant's ``strict_rules``: ``"full"`` or ``"follow"``)."""
    mask = mask_of(hand)
    if not trick:
        return cards_of(mask)
    t = _suit(trump)
    idx = [c.index for c in trick]
    best = idx[kernel.trick_winner(idx, t)]
    return cards_of(kernel.follow_mask(mask, idx[0], best, t, mode == "full"))


def marriage_value(suit: Suit, trump: Suit | None, variant: str | Variant = "at") -> int:
    """Rule 4: the points of a marriage in ``suit`` (more in trumps)."""
    return kernel.marriage_value(find_variant(variant), int(suit), _suit(trump))


def deal_game_points(
    loser_points: int, loser_tricks: int, variant: str | Variant | int = "at"
) -> int:
    """Rule 9: the game points of a won deal from the loser's points and tricks (3 if the
    loser took no trick, 2 if it has fewer than half the target, otherwise 1: the variant's
    numbers). An ``int`` in place of the variant is read, as before, as the target of an
    Austrian deal, with half of it (rounded up) as the threshold."""
    if isinstance(variant, int):
        v = dataclasses.replace(find_variant("at"), target_points=variant,
                                half_target_points=(variant + 1) // 2)
    else:
        v = find_variant(variant)
    return kernel.game_points(v, loser_points, loser_tricks)[0]


def last_trick_game_points(
    loser_points: int, loser_tricks: int, variant: str | Variant = "at"
) -> int:
    """Rule 8: the game points of a deal decided by the last trick, by the variant's
    ``last_trick_rule``: ``"flat"`` gives the winner a flat number; ``"scored"`` (and
    ``"sixty-six"``, when no single side reached the target) score as rule 9."""
    return kernel.last_trick_game_points(find_variant(variant), loser_points, loser_tricks)[0]


def failed_close_points(opponent_tricks_at_close: int, variant: str | Variant = "at") -> int:
    """Rule 10: what the opponent of a closer who fails scores: 2, or 3 if the opponent had no
    trick when the talon was closed (or the variant's fixed value)."""
    return kernel.failed_close_game_points(find_variant(variant), opponent_tricks_at_close)[0]


def wrong_claim_points(opponent_tricks: int, variant: str | Variant = "at") -> int:
    """Rule 7: a wrong claim gives the opponent 2, or 3 if the opponent had no trick."""
    return kernel.wrong_claim_game_points(find_variant(variant), opponent_tricks)


def claim_marriage(obs: Observation) -> int:
    """Rule 7: the points of the marriage ``obs.seat`` would show with a claim now (0 if
    none), as the engine counts it (:func:`schnapsen.kernel.shown_marriage`): the best
    marriage of the hand, when marriages may be announced now and its side has taken a
    trick. The side's tricks are those the seat can count: its side's where it knows the
    sides, else its own (as ``obs.my_points`` counts them)."""
    v = obs.variant
    seat = obs.seat
    contract = None if obs.contract is None else v.contract(obs.contract)
    ok = kernel.marriage_refusal(v, contract, obs.tricks_played, obs.is_closed,
                                 obs.talon_size == 0) is None
    side = None if obs.sides is None else obs.sides[seat]
    if side is None or obs.sides is None:
        tricks = obs.tricks_won[seat]
    else:
        tricks = sum(n for s, n in enumerate(obs.tricks_won) if obs.sides[s] == side)
    return kernel.shown_marriage(v, mask_of(obs.hand), _suit(obs.trump), tricks, ok)[1]


def claim_points(obs: Observation) -> int:
    """Rule 7: the points ``obs.seat``'s side would claim with now: its counted points and
    the marriage shown with the claim (:func:`claim_marriage`). The claim is right when
    :func:`schnapsen.kernel.claim_is_right` says so."""
    return obs.my_points + claim_marriage(obs)
