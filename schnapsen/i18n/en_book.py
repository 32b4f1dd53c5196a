"""English names shared by the engine's messages, the widgets and the book: the variants, the
ranks and the contracts, and the words of the rule rows that compare the traditions
(:data:`schnapsen.compare.ROWS`: the book's comparison tables and the side-by-side widget).
(The book's own texts are in ``schnapsen/teach/``.)"""

from __future__ import annotations

from .base import Plural

BOOK_MESSAGES: dict[str, str] = {
    # names
    "variant.at": "Austrian Schnapsen",
    "variant.hr-2": "Croatian Šnaps",
    "variant.sl-2": "Slovenian Šnops",
    "variant.hu-2": "Hungarian Snapszer",
    "variant.cs-2": "Czech 66",
    "variant.de-66": "German Sixty-Six",
    "variant.hr-3": "Croatian Šnaps for three",
    "variant.hr-4": "Croatian Šnaps for four",
    "variant.sl-3": "Slovenian Šnops for three",
    "variant.sl-4": "Slovenian Šnops for four",
    "variant.sl-5": "Slovenian Šnops for five",
    "variant.hu-3": "Hungarian Snapszer for three",
    "variant.hu-4": "Hungarian Snapszer for four",
    "contract.snops": "Šnops",
    "contract.durhmars": "Durhmarš",
    "contract.berac": "Berač",
    "contract.paver": "Paver",
    "contract.snapszer": "Snapszer",
    # the rule rows comparing the traditions (schnapsen.compare.ROWS)
    "table.yes": "yes",
    "table.no": "no",
    "table.none": "none",
    "table.dealer_out": "the dealer sits out",
    "table.deck": Plural(
        "{n} card",
        "{n} cards",
        "n",
    ),
    "table.deal.hands": Plural(
        "{n} card to each",
        "{n} cards to each",
        "n",
    ),
    "table.deal.talon": Plural(
        "{n} card face down aside",
        "{n} cards face down aside",
        "n",
    ),
    "table.deal.turn": "trump turned",
    "table.deal.bid.trump": "trump named",
    "table.deal.bid.trump.turn": "trump named or the next card turned",
    "table.deal.bid.call": "card called",
    "table.deal.bid.contract": "contracts bid",
    "table.deal.bid.swap": "blind exchange",
    "table.deal.bid.swap.up_to": Plural(
        "blind exchange of up to {n} card",
        "blind exchange of up to {n} cards",
        "n",
    ),
    "table.deal.bid.swap.exactly": Plural(
        "blind exchange of {n} card or none",
        "blind exchange of {n} cards or none",
        "n",
    ),
    "table.deal.bid.snapszer": "snapszer may be bid",
    "table.deal.bid.kontra": "kontra",
    "table.direction.clockwise": "clockwise",
    "table.direction.counterclockwise": "counter-clockwise",
    "table.teams.single": "each for themselves",
    "table.teams.declarer": "declarer against the others",
    "table.teams.called": "declarer and the holder of the called card",
    "table.exchange": Plural(
        "the trump {rank}, while {n} card lies on the turned card",
        "the trump {rank}, while {n} cards lie on the turned card",
        "n",
    ),
    "table.closing": Plural(
        "while at least {n} card is left (turned card included)",
        "while at least {n} cards are left (turned card included)",
        "n",
    ),
    "table.closing.must_win": Plural(
        "while at least {n} card is left (turned card included); the closer must then win "
        "every trick until reaching 66",
        "while at least {n} cards are left (turned card included); the closer must then win "
        "every trick until reaching 66",
        "n",
    ),
    "table.strict.full": "follow suit, head the trick, trump (once the talon is closed or gone)",
    "table.strict.follow": "follow suit only (once the talon is closed or gone)",
    "table.strict.full.start": "follow suit, head the trick, trump and over-trump (from the "
    "first trick)",
    "table.strict.follow.start": "follow suit only (from the first trick)",
    "table.claim.manual": "claimed by the player on lead",
    "table.claim.auto": "the deal stops at 66 by itself",
    "table.last.scored": "wins and scores 1, 2 or 3",
    "table.last.flat": "wins 1 game point",
    "table.last.sixty-six": "66 or more wins, otherwise the last trick",
    # a game whose last trick adds points to its taker's count (German 66: 10)
    "table.last.bonus": "{rule}; the last trick earns {bonus} extra points",
    "table.failed_close.standard": "opponent scores 2, or 3 if it had no trick at closing",
    "table.failed_close.fixed": Plural(
        "opponent scores {n} game point",
        "opponent scores {n} game points",
        "n",
    ),
    "table.match.countdown": Plural(
        "each player counts {n} game point down to 0",
        "each player counts {n} game points down to 0",
        "n",
    ),
    "table.match.markers": Plural(
        "{n} marker card changes hands",
        "{n} marker cards change hands",
        "n",
    ),
    "table.match.race": Plural(
        "first to {n} point",
        "first to {n} points",
        "n",
    ),
    # the other targets a table may agree on, joined by "or": "(or 9)", "(or 10 or 21)"
    "table.match.targets": "(or {targets})",
    "table.match.schneider": "krejčí counts double, krejčí zpět four times",
    "table.match.bunko": "the lowest gets the bunkó",
    "table.row.players": "Players",
    "table.row.deck": "Deck",
    "table.row.deal": "Deal",
    "table.row.direction": "Direction of play",
    "table.row.teams": "Sides",
    "table.row.exchange": "Trump exchange",
    "table.row.closing": "Closing the talon",
    "table.row.marriage_first": "Marriage at the first lead",
    "table.row.marriage_after": "Marriages after closing",
    "table.row.strict": "Strict rules",
    "table.row.claim": "Claiming 66",
    "table.row.last_trick": "Last trick",
    "table.row.failed_close": "Failed close",
    "table.row.contracts": "Contracts",
    "table.row.kontra": "Kontra",
    "table.row.match": "Match",
}
