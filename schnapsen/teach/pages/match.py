"""Reader-visible strings printed by the page on playing a match."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.match.winner_after": Plural(
        "Winner: seat {seat} after {deals} deal",
        "Winner: seat {seat} after {deals} deals",
        "deals",
    ),
    # the seat that counted down to 0 first, and what the other seat had left; {bot} and
    # {loser_bot}: page.match.bot.heuristic or .random, the bot in that seat (a name said
    # alone, as in a parenthesis)
    "page.match.reached_zero": Plural(
        "Seat {seat} ({bot}) was the first to count down to 0 and won the match; seat "
        "{loser} ({loser_bot}) still had {left} point to go.",
        "Seat {seat} ({bot}) was the first to count down to 0 and won the match; seat "
        "{loser} ({loser_bot}) still had {left} points to go.",
        "left",
    ),
    "page.match.bot.heuristic": "the rule-of-thumb player",
    "page.match.bot.random": "the random player",
    "page.match.seat": "Seat {seat}",
    "page.match.col_deal": "Deal",
    "page.match.col_dealer": "Dealer",
    "page.match.col_won_by": "Won by",
    "page.match.col_game_points": "Game points",
    "page.match.col_how": "How it ended",
    "page.match.from_target": Plural(
        "From {target}: winner seat {seat} after {deals} deal; scores {scores}",
        "From {target}: winner seat {seat} after {deals} deals; scores {scores}",
        "deals",
    ),
    "page.match.czech": "Scores {scores} - {krejci} - the match counts {value.times}",
    "page.match.markers": "Marker cards held after each deal:",
    "page.match.race": Plural(
        "After {deals} deal: {scores}; winner seat {seat}; the bunkó goes to seat {loser}",
        "After {deals} deals: {scores}; winner seat {seat}; the bunkó goes to seat {loser}",
        "deals",
    ),
    "page.match.to_target": "To {target}: winner seat {seat} with scores {scores}",
}
