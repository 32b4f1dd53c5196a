"""Reader-visible strings printed by the page on exchanging the trump Unter."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.exchange.turned": "Turned card: {card}",
    "page.exchange.turned_now": "Turned card now: {card}",
    "page.exchange.holds": "Seat {seat} holds: {cards}",
    "page.exchange.may": "Seat {seat} may: {moves}",
    "page.exchange.counted": "Counted: {points.points}; waiting: {pending.points}",
    # {left}: the face-down cards on the turned card (the talon less the turned card), the
    # cards the exchange rule counts
    "page.exchange.left_allowed": Plural(
        "{left} face-down card lies on the turned card: exchange allowed",
        "{left} face-down cards lie on the turned card: exchange allowed",
        "left",
    ),
    "page.exchange.left_refused": Plural(
        "Only {left} face-down card lies on the turned card: exchange not allowed",
        "Only {left} face-down cards lie on the turned card: exchange not allowed",
        "left",
    ),
    "page.exchange.holds_turned": "Seat {seat} holds: {cards} - turned card: {card}",
}
