"""Reader-visible strings printed by the page on scoring a deal in game points."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.scoring.result": Plural(
        "Seat {seat} claims and wins {game_points} game point.",
        "Seat {seat} claims and wins {game_points} game points.",
        "game_points",
    ),
    "page.scoring.counted": "Seat {seat}: {points.points} counted, {pending.points} of a marriage "
    "waiting",
    "page.scoring.col_ended": "How the deal ended",
    "page.scoring.col_game_points": "Game points",
    "page.scoring.case_plain": Plural(
        "Claim or last trick; the loser has {points.points} and {tricks} trick",
        "Claim or last trick; the loser has {points.points} and {tricks} tricks",
        "tricks",
    ),
    "page.scoring.case_exactly": Plural(
        "The loser has exactly {points} point",
        "The loser has exactly {points} points",
        "points",
    ),
    "page.scoring.case_points": Plural(
        "The loser has {points} point",
        "The loser has {points} points",
        "points",
    ),
    "page.scoring.case_one_trick": Plural(
        "The loser has one trick with {points} point",
        "The loser has one trick with {points} points",
        "points",
    ),
    "page.scoring.case_no_trick": "The loser has no trick",
    "page.scoring.case_close_won": Plural(
        "A successful close; the opponent had {points.points} and {tricks} trick when it was "
        "closed",
        "A successful close; the opponent had {points.points} and {tricks} tricks when it was "
        "closed",
        "tricks",
    ),
    "page.scoring.case_close_won_no_trick": (
        "A successful close; the opponent had no trick when it was closed"
    ),
    "page.scoring.case_close_failed": "A failed close; the opponent had a trick when it was closed",
    "page.scoring.case_close_failed_no_trick": (
        "A failed close; the opponent had no trick when it was closed"
    ),
    "page.scoring.case_close_failed_flat": "A failed close, at a table that scores it as one "
    "game point",
    "page.scoring.case_wrong_claim": "A wrong claim; the opponent has a trick",
    "page.scoring.case_wrong_claim_no_trick": "A wrong claim; the opponent has no trick",
}
