"""English source of the search's words: why a hint ranks a move where it does, and how sure
its number is (:class:`schnapsen.search.Hint`). Every count has its grammar: a message with
one count is plural on it; the win rates ("wins 12 deals out of 20 likely ones") are plural
on ``worlds`` (the likely deals sampled) and say ``wins`` with the unit ``deals``."""

from __future__ import annotations

from .base import Plural

#: "wins 12 deals out of 20 likely ones": the end of every sampled reason.
_WINS_ONE = "wins {wins.deals} out of {worlds} likely one"
_WINS = "wins {wins.deals} out of {worlds} likely ones"


def _wins(head: str) -> Plural:
    """A sampled reason: ``head`` (what the move does), then its win rate."""
    return Plural(f"{head}; {_WINS_ONE}", f"{head}; {_WINS}", "worlds")


SEARCH_MESSAGES: dict[str, str] = {
    "search.sure.exact": "exact: every card's place is known",
    # a claim's value: the deal ends with it (whatever cards are still hidden)
    "search.sure.claim": "exact: the deal ends with the claim",
    "search.sure.sampled": Plural(
        "an estimate from {worlds} likely deal", "an estimate from {worlds} likely deals",
        "worlds",
    ),
    "search.reason.wins_rest": Plural(
        "takes every remaining trick with best play and scores {points} game point",
        "takes every remaining trick with best play and scores {points} game points",
        "points",
    ),
    "search.reason.exact_win": Plural(
        "wins the deal with best play and scores {points} game point",
        "wins the deal with best play and scores {points} game points",
        "points",
    ),
    "search.reason.exact_loss": Plural(
        "the deal is lost even with best play; this move keeps the loss smallest: "
        "{points} game point",
        "the deal is lost even with best play; this move keeps the loss smallest: "
        "{points} game points",
        "points",
    ),
    "search.reason.exact_worse": Plural(
        "{diff} game point worse than the best move when both sides play their best",
        "{diff} game points worse than the best move when both sides play their best",
        "diff",
    ),
    "search.reason.claim_win": Plural(
        "you have {points} point: claiming now wins the deal",
        "you have {points} points: claiming now wins the deal",
        "points",
    ),
    "search.reason.claim_wrong": Plural(
        "you have only {points} point: a claim now loses the deal",
        "you have only {points} points: a claim now loses the deal",
        "points",
    ),
    "search.reason.close": Plural(f"closing now {_WINS_ONE}", f"closing now {_WINS}", "worlds"),
    "search.reason.exchange": _wins("takes the turned trump card for the low trump"),
    "search.reason.marriage": _wins("announces a marriage worth {points.points}"),
    "search.reason.snapszer": _wins("announces snapszer"),
    "search.reason.takes_trick": _wins("takes this trick, worth {points.card_points}"),
    "search.reason.keeps_trump_ace": _wins("keeps the trump Ace for the strict phase"),
    "search.reason.sampled": Plural(_WINS_ONE, _WINS, "worlds"),
    "search.reason.bid_hand": _wins("what this hand suggests"),
    "search.error.over": "the deal is over: there is no move to hint",
    "search.error.not_to_move": "seat {seat} is not to move (seat {to_move} is)",
    "search.error.budget": "the thinking budget must be a positive number of milliseconds",
    "search.error.grade": "grading needs the search's hints for the position and a move among "
    "them",
    # the grade of a move (schnapsen.search.grade): a loss in expected game points is a
    # decimal in a message that is no count (no plural)
    "guided.grade.best": "Best move: the search rates no other move higher.",
    "guided.grade.good": "Good move: within half a game point of the best in expectation.",
    "guided.grade.mistake": "A mistake: it lowers your side's expected game points by {loss}.",
    "guided.grade.why": "The search says of your move: {reason}.",
    "guided.grade.better": "Better was {move}: {reason}.",
    # the better move's figures equal the reader's ("wins 8 deals out of 12" both): the
    # expected game points, signed decimals, show the difference
    "guided.grade.better.value": "Better was {move}: {best} game points in expectation, "
    "against {mine} for your move.",
    "guided.grade.name.best": "best",
    "guided.grade.name.good": "good",
    "guided.grade.name.mistake": "a mistake (\u2212{loss} in expectation)",
}
