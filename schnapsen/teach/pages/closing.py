"""Reader-visible strings printed by the page on closing the talon."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.closing.points": "Seat 0: {first} points; seat 1: {second} points",
    "page.closing.won_result": "Seat {seat} claims and wins {game_points} game points.",
    "page.closing.before_closing": (
        "Before closing: seat 0 has {first} points, seat 1 has {second} points and "
        "{tricks} trick"
    ),
    "page.closing.lost_result": (
        "The close failed: seat {seat} wins {game_points} game points. "
        "Seat 0 ended with {points} points."
    ),
}
