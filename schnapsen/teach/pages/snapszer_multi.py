"""Reader-visible strings printed by the page "Hungarian Snapszer for three and four"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.snapszer-multi.names_trump": "Seat {seat} names the trump: {suit}",
    "page.snapszer-multi.may_say": "Seat {seat} may say: {moves}",
    # the same when the seat has one thing it may say (page_text picks it: one move)
    "page.snapszer-multi.may_say.one": "Seat {seat} can only say: {moves}",
    "page.snapszer-multi.says": "Seat {seat} says: {move}",
    # each side by its seats ("seats 1 and 3: 0 points"; sl reader, round 20: "the
    # playing side" named nobody, where the page has told the sides)
    # the same from its lead, where the page gives the trick's leader (leader=trick.leader):
    # {led_card} the card led, {cards} the others in the order played
    "page.snapszer-multi.trick_line.led": (
        "trick {number}: seat {leader} leads the {led_card}, then {cards}; taken by seat "
        "{winner}; {side}: {mine.points}, {others}: {theirs.points}"
    ),
    "page.snapszer-multi.trick_line": (
        "trick {number}: {cards}, taken by seat {winner}; "
        "{side}: {mine.points}, {others}: {theirs.points}"
    ),
    "page.snapszer-multi.marriage_line": "seat {seat} announces {value} in {suit}",
    "page.snapszer-multi.calls": "Seat {seat} calls the partner's card: {card}",
    "page.snapszer-multi.partner_known": (
        "after trick {number} everybody knows the partner: seat {seat}"
    ),
    "page.snapszer-multi.race_line": (
        "{deals.deals}; points written: {scores}; seat {winner} reached {target}, seat "
        "{loser} gets the bunkó"
    ),
}
