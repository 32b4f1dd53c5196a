"""Reader-visible strings printed by the page "Slovenian Šnops for three, four and five"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.snops-multi.names_trump": "Seat {seat} names the trump: {suit}",
    "page.snops-multi.calls": "Seat {seat} calls the partner's card: {card}",
    "page.snops-multi.trump": "Trump: {suit}",
    "page.snops-multi.may_say": "Seat {seat} may say: {moves}",
    # the same when the seat has one thing it may say (page_text picks it: one move)
    "page.snops-multi.may_say.one": "Seat {seat} can only say: {moves}",
    "page.snops-multi.says": "Seat {seat} says: {move}",
    "page.snops-multi.swaps": "Seat {seat} lays aside {cards} and takes the two talon cards",
    # each side by its seats ("seats 1 and 3: 0 points"; sl reader, round 20: "the
    # playing side" named nobody, where the page has told the sides)
    # the same from its lead, where the page gives the trick's leader (leader=trick.leader):
    # {led_card} the card led, {cards} the others in the order played
    "page.snops-multi.trick_line.led": (
        "trick {number}: seat {leader} leads the {led_card}, then {cards}; taken by seat "
        "{winner}; {side}: {mine.points}, {others}: {theirs.points}"
    ),
    "page.snops-multi.trick_line": (
        "trick {number}: {cards}, taken by seat {winner}; "
        "{side}: {mine.points}, {others}: {theirs.points}"
    ),
    "page.snops-multi.marriage_line": "seat {seat} announces {value} in {suit}",
    "page.snops-multi.partner_known": (
        "after trick {number} everybody knows the partner: seat {seat}"
    ),
    "page.snops-multi.race_line": (
        "{deals.deals}; points written: {scores}; seat {winner} reached {target} first"
    ),
}
