"""Reader-visible strings printed by the page "Dealing and trump"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.dealing.seat_forehand": "Seat 1 (forehand)",
    "page.dealing.seat_dealer": "Seat 2 (dealer)",
    "page.dealing.step_hand_0": Plural(
        "{count} card to seat 1 (forehand)",
        "{count} cards to seat 1 (forehand)",
        "count",
    ),
    "page.dealing.step_hand_1": Plural(
        "{count} card to seat 2 (dealer)",
        "{count} cards to seat 2 (dealer)",
        "count",
    ),
    "page.dealing.step_turn": "the next card is turned face up: trump is {suit}",
    "page.dealing.step_talon": Plural(
        "the remaining {count} card goes face down across the turned card",
        "the remaining {count} cards go face down across the turned card",
        "count",
    ),
    "page.dealing.hands": "Forehand: {forehand}   Dealer: {dealer}",
    "page.dealing.trump_talon": "Trump card: {card}  Talon: {count.cards}",
}
