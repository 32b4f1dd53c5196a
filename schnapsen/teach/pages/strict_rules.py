"""Reader-visible strings printed by the page on the strict rules of play."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.strict-rules.col_led": "Card led",
    "page.strict-rules.col_hand": "Hand that follows",
    "page.strict-rules.col_allowed": "Allowed",
    "page.strict-rules.holds": "Seat {seat} holds: {cards}",
    "page.strict-rules.may_play": "Seat {seat} may play: {moves}",
    "page.strict-rules.why": "{card} - {text}",
    "page.strict-rules.refused": "Refused: {text}",
}
