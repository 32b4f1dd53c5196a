"""Reader-visible strings printed by the page on claiming 66 and the last trick."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.claiming.has_holds": Plural(
        "Seat {seat} has {points} point in tricks and holds {cards}",
        "Seat {seat} has {points} points in tricks and holds {cards}",
        "points",
    ),
    "page.claiming.early_result": Plural(
        "The claim is wrong: seat {seat} wins {game_points} game point.",
        "The claim is wrong: seat {seat} wins {game_points} game points.",
        "game_points",
    ),
    "page.claiming.claim_result": Plural(
        "Seat {seat} claims with {points.points} and wins {game_points} game point",
        "Seat {seat} claims with {points.points} and wins {game_points} game points",
        "game_points",
    ),
    "page.claiming.still_in_hand": "Still in seat {seat}'s hand: {cards}",
    "page.claiming.has_may": Plural(
        "Seat {seat} has {points} point; it may: {moves}",
        "Seat {seat} has {points} points; it may: {moves}",
        "points",
    ),
    "page.claiming.last_trick_result": Plural(
        "Seat {seat} takes the last trick and wins {game_points} game point; seat 1 has "
        "{first.points}, seat 2 has {second.points}",
        "Seat {seat} takes the last trick and wins {game_points} game points; seat 1 has "
        "{first.points}, seat 2 has {second.points}",
        "game_points",
    ),
    "page.claiming.last_trick_won": "Last trick won by seat {seat}",
    "page.claiming.reached_result": Plural(
        "Seat {seat} has 66 and wins {game_points} game point; seat 1 has {first.points}, seat 2 "
        "has {second.points}",
        "Seat {seat} has 66 and wins {game_points} game points; seat 1 has {first.points}, seat 2 "
        "has {second.points}",
        "game_points",
    ),
}
