"""English source of the search's words: why a hint ranks a move where it does, and how sure
its number is (:class:`schnapsen.search.Hint`). Counts are written so that no noun has to
agree with a number."""

from __future__ import annotations

SEARCH_MESSAGES: dict[str, str] = {
    "search.sure.exact": "exact: every card's place is known",
    "search.sure.sampled": "an estimate from {worlds} likely deals",
    "search.reason.wins_rest": "wins every remaining trick with best play (game points: {points})",
    "search.reason.exact_win": "wins the deal with best play (game points: {points})",
    "search.reason.exact_loss": "the deal is lost even with best play; this keeps the loss "
    "smallest (game points: {points})",
    "search.reason.exact_worse": "weaker than the best move when both sides play their best "
    "(game points given away: {diff})",
    "search.reason.claim_win": "you count {points}: claiming now wins the deal",
    "search.reason.claim_wrong": "you count only {points}: a claim now loses the deal",
    "search.reason.close": "closing now wins in {wins} of {worlds} likely deals",
    "search.reason.exchange": "takes the turned trump card for the low trump; wins in {wins} "
    "of {worlds} likely deals",
    "search.reason.marriage": "announces a marriage worth {points}; wins in {wins} of {worlds} "
    "likely deals",
    "search.reason.snapszer": "announces snapszer; it comes off in {wins} of {worlds} likely "
    "deals",
    "search.reason.takes_trick": "takes this trick (card points: {points}); wins in {wins} of "
    "{worlds} likely deals",
    "search.reason.keeps_trump_ace": "keeps the trump Ace for the strict phase; wins in {wins} "
    "of {worlds} likely deals",
    "search.reason.sampled": "wins in {wins} of {worlds} likely deals",
    "search.reason.bid_hand": "what this hand suggests; wins in {wins} of {worlds} likely deals",
    "search.error.over": "the deal is over: there is no move to hint",
    "search.error.not_to_move": "seat {seat} is not to move (seat {to_move} is)",
    "search.error.budget": "the thinking budget must be a positive number of milliseconds",
}
