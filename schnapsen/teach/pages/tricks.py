"""Reader-visible strings printed by the page "Tricks and who wins them"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.tricks.seat_forehand": "Forehand",
    "page.tricks.seat_dealer": "Dealer",
    "page.tricks.engine_label": "Why:",
    "page.tricks.trick_worth": Plural(
        "The trick is worth {points} card point.",
        "The trick is worth {points} card points.",
        "points",
    ),
    "page.tricks.allowed_answers": "Cards that may be played to it: {moves}",
}
