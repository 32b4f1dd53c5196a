"""Reader-visible strings printed by the page "The two-player traditions compared"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.traditions.no_moves": "(none)",
    "page.traditions.de_closing": "{variant} before closing: {before} after closing: {after}",
    "page.traditions.de_last_trick": Plural(
        "last trick: {trick}   points: {points0} : {points1}   result: seat {seat} wins "
        "{game_points} game point (reached)",
        "last trick: {trick}   points: {points0} : {points1}   result: seat {seat} wins "
        "{game_points} game points (reached)",
        "game_points",
    ),
}
