"""Reader-visible strings printed by the page on claiming 66 and the last trick."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.claiming.has_holds": "Seat {seat} has {points} points in tricks and holds {cards}",
    "page.claiming.early_result": (
        "The claim is wrong: seat {seat} wins {game_points} game points."
    ),
    "page.claiming.claim_result": (
        "Seat {seat} claims and wins {game_points} game points - points: {points}"
    ),
    "page.claiming.still_in_hand": "Still in seat {seat}'s hand: {cards}",
    "page.claiming.has_may": "Seat {seat} has {points} points; it may: {moves}",
    "page.claiming.last_trick_result": (
        "Seat {seat} takes the last trick and wins {game_points} game point - "
        "seat 0 has {first} points, seat 1 has {second}"
    ),
    "page.claiming.last_trick_won": "Last trick won by seat {seat}",
    "page.claiming.reached_result": (
        "Seat {seat} has 66 and wins {game_points} game point - "
        "seat 0 has {first} points, seat 1 has {second}"
    ),
}
