"""Reader-visible strings printed by the page "The two-player traditions compared"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.traditions.hu_marker_line": Plural(
        "deal {deal}: seat {seat} takes {points} marker  ->  seat 0 holds {held0}, seat 1 holds "
        "{held1}, pool {pool}",
        "deal {deal}: seat {seat} takes {points} markers  ->  seat 0 holds {held0}, seat 1 holds "
        "{held1}, pool {pool}",
        "points",
    ),
    "page.traditions.hu_rules_tournament": "tournament rules",
    "page.traditions.hu_rules_follow": "follow suit only",
    "page.traditions.hu_may_play": "{reading}: seat {seat} may play {moves}",
    "page.traditions.cs_hands": "{variant} trump {trump}   seat 0: {hand0}   seat 1: {hand1}",
    "page.traditions.cs_match": (
        "final scores: {scores}  winner: seat {winner}  match value: {value} ({krejci})"
    ),
    "page.traditions.no_moves": "(none)",
    "page.traditions.de_closing": "{variant} before closing: {before} after closing: {after}",
    "page.traditions.de_last_trick": Plural(
        "last trick: {trick}   points: ({points0}, {points1})   result: seat {seat} wins "
        "{game_points} game point (reached)",
        "last trick: {trick}   points: ({points0}, {points1})   result: seat {seat} wins "
        "{game_points} game points (reached)",
        "game_points",
    ),
}
