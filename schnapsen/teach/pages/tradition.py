"""Reader-visible strings of the whole deals and score sheets in the tradition chapters
(:mod:`schnapsen.teach.tradition`, used by the Hungarian and Czech chapters)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # the deal, packet by packet
    "page.tradition.packets_caption": "How the dealer, seat {dealer}, dealt the shuffled pack",
    "page.tradition.col_packet": "Packet",
    "page.tradition.col_to": "Goes to",
    "page.tradition.col_cards": "Cards",
    "page.tradition.to_seat": "seat {seat}",
    "page.tradition.to_turn": "turned face up: the trump card",
    "page.tradition.to_aside": "laid aside face down",
    "page.tradition.to_talon": "the talon, to draw from",
    # the deal, trick by trick
    "page.tradition.walk_caption": (
        "The deal trick by trick: the card led in bold, a star on the card that took the trick, "
        "under a card the card drawn after the trick; the points of seat 0 : seat 1 after the "
        "trick, and the cards left in the talon"
    ),
    "page.tradition.col_trick": "Trick",
    "page.tradition.seat_short": "Seat {seat}",
    "page.tradition.col_points": "Points",
    "page.tradition.talon_closed": "talon closed",
    "page.tradition.talon_left": "talon: {size}",
    "page.tradition.drew": "draws: {card}",
    "page.tradition.points_waiting": "{counted} (+{waiting} waiting)",
    "page.tradition.exchange": "Seat {seat} exchanges the {card} for the turned {turned}.",
    "page.tradition.marriage": (
        "Seat {seat} announces {points.points} in {suit}, leads the {card} and shows the "
        "{other}."
    ),
    "page.tradition.close": (
        "Seat {seat} closes the talon ({talon.cards} in it): no more drawing, and from now on "
        "the strict rules apply."
    ),
    "page.tradition.talon_gone": (
        "The talon is used up: from the next trick on the strict rules apply."
    ),
    "page.tradition.claim": "Seat {seat} claims 66 with {have.points}, and the deal ends.",
    "page.tradition.snapszer": "Seat {seat} announces snapszer.",
    # the score sheet of a match
    "page.tradition.col_deal": "Deal",
    "page.tradition.col_won_by": "Won by",
    "page.tradition.won_line": "{who}: {gp.game_points}",
    "page.tradition.sheet_pool": "Pool",
    "page.tradition.sheet_caption_countdown": (
        "The score sheet: under each seat the game points it still needs; each starts at "
        "{target} and counts the points won down to 0"
    ),
    "page.tradition.sheet_caption_markers": (
        "The score sheet: under each seat the marker cards it holds after every deal, and those "
        "left in the pool"
    ),
    "page.tradition.sheet_caption_race": (
        "The score sheet: under each seat the points it has written after every deal"
    ),
}
