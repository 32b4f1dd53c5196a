"""Reader-visible strings printed by the page on scoring a deal in game points."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.scoring.result": "Seat {seat} claims and wins {game_points} game points.",
    "page.scoring.counted": (
        "Seat {seat}: counted points {points} - marriage left waiting {pending}"
    ),
    "page.scoring.col_ended": "How the deal ended",
    "page.scoring.col_game_points": "Game points",
    "page.scoring.case_plain": (
        "Claim or last trick; the loser has {points} points and {tricks} tricks"
    ),
    "page.scoring.case_exactly": "The loser has exactly {points} points",
    "page.scoring.case_points": "The loser has {points} points",
    "page.scoring.case_one_trick": "The loser has one trick with {points} points",
    "page.scoring.case_no_trick": "The loser has no trick",
    "page.scoring.case_close_won": (
        "A successful close; the opponent had {points} points and {tricks} tricks when it "
        "was closed"
    ),
    "page.scoring.case_close_won_no_trick": (
        "A successful close; the opponent had no trick when it was closed"
    ),
    "page.scoring.case_close_failed": "A failed close; the opponent had a trick when it was closed",
    "page.scoring.case_close_failed_no_trick": (
        "A failed close; the opponent had no trick when it was closed"
    ),
    "page.scoring.case_close_failed_flat": "A failed close, Hungarian flat-point option",
    "page.scoring.case_wrong_claim": "A wrong claim; the opponent has a trick",
    "page.scoring.case_wrong_claim_no_trick": "A wrong claim; the opponent has no trick",
}
