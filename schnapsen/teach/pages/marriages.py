"""Reader-visible strings printed by the page "Marriages: 20 and 40"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.marriages.seat_forehand": "Forehand",
    "page.marriages.seat_dealer": "Dealer",
    "page.marriages.forehand_counted": "Forehand counted:   {points.points}",
    "page.marriages.forehand_held_back": "Forehand held back: {points.points}",
    "page.marriages.forehand_held_back.none": "Forehand has nothing held back any more",
    "page.marriages.dealer_counted": "Dealer counted:     {points.points}",
    "page.marriages.dealer_knows": "The dealer knows: {cards}",
    "page.marriages.claim_result": Plural(
        "Seat {seat} claims 66 and wins {game_points} game point; points at the end: "
        "{points.points} to {other}.",
        "Seat {seat} claims 66 and wins {game_points} game points; points at the end: "
        "{points.points} to {other}.",
        # {claimer}: the seat as the page's pictures name it, by its role (hu "Az előkéz
        # azt mondja …"), for a catalogue that says it so
        "game_points", optional=("seat",), extra=("claimer",),
    ),
    "page.marriages.austrian": "Austrian: {why}",
    "page.marriages.german": "German 66: {why}",
}
