"""Reader-visible strings printed by the page on exchanging the trump Unter."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.exchange.turned": "Turned card: {card}",
    "page.exchange.turned_now": "Turned card now: {card}",
    "page.exchange.holds": "Seat {seat} holds: {cards}",
    "page.exchange.may": "Seat {seat} may: {moves}",
    "page.exchange.counted": "Counted points: {points} - waiting: {pending}",
    "page.exchange.left_allowed": "Cards left to draw: {left} - exchange allowed: yes",
    "page.exchange.left_refused": "Cards left to draw: {left} - exchange allowed: no",
    "page.exchange.holds_turned": "Seat {seat} holds: {cards} - turned card: {card}",
}
