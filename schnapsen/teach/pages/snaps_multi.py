"""Reader-visible strings printed by the page "Croatian Šnaps for three and four"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.snaps-multi.turns": "Seat {seat} has the next card turned: {card}; trump: {suit}",
    "page.snaps-multi.swap": "Seat {seat} lays {given} on the talon unseen and takes {taken}",
    "page.snaps-multi.calls": "Seat {seat} calls {card}; trump: {suit}",
    # each side by its seats ("seats 1 and 3: 0 points"; sl reader, round 20: "the
    # playing side" named nobody, where the page has told the sides)
    # the same from its lead, where the page gives the trick's leader (leader=trick.leader):
    # {led_card} the card led, {cards} the others in the order played
    "page.snaps-multi.trick_line.led": (
        "trick {number}: seat {leader} leads the {led_card}, then {cards}; taken by seat "
        "{winner}; {side}: {mine.points}, {others}: {theirs.points}"
    ),
    "page.snaps-multi.trick_line": (
        "trick {number}: {cards}, taken by seat {winner}; "
        "{side}: {mine.points}, {others}: {theirs.points}"
    ),
    "page.snaps-multi.trick_hidden": "trick {number}: {cards}, taken by seat {winner}",
    "page.snaps-multi.marriage_line": "seat {seat} announces {value} in {suit}",
    "page.snaps-multi.partner_known": (
        "the called card is out in trick {number}: seat {seat} is the partner"
    ),
    "page.snaps-multi.alone_known": (
        "the called card is out in trick {number}: seat {seat} held it and played alone"
    ),
    "page.snaps-multi.dosta": "seat {seat} is on lead and says “dosta” with {points.points}",
    "page.snaps-multi.race_line": (
        "{deals.deals}; still to go: {scores}; seat {winner} is the first down to 0"
    ),
}
