"""Reader-visible strings printed by the page on exchanging the trump Unter."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.exchange.turned": "Turned card: {card}",
    "page.exchange.turned_now": "Turned card now: {card}",
    "page.exchange.holds": "Seat {seat} holds: {cards}",
    "page.exchange.may": "Seat {seat} may: {moves}",
    "page.exchange.counted": "Counted: {points.points}; waiting: {pending.points}",
    "page.exchange.left_allowed": Plural(
        "{left} card left to draw: exchange allowed",
        "{left} cards left to draw: exchange allowed",
        "left",
    ),
    "page.exchange.left_refused": Plural(
        "{left} card left to draw: exchange not allowed",
        "{left} cards left to draw: exchange not allowed",
        "left",
    ),
    "page.exchange.holds_turned": "Seat {seat} holds: {cards} - turned card: {card}",
}
