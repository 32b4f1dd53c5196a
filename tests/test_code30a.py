"""Round 30 (code30a): the review's better move never keeps the card the reader played (sl
worst 1); a mistake's reason never praises it, and a reason said on a better line is not
repeated on a worse one (sl worst 2, newuser worst 1); "fewer wins but more game points" only
where the values shown differ (sl worst 2)."""
from __future__ import annotations

from typing import Any

from schnapsen.moves import Move
from schnapsen.search.hint import Hint
from schnapsen.search.reasons import CAUSE


def _card(text: str) -> Any:
    card = Move.parse(text).card
    assert card is not None
    return card


def test_the_better_move_never_keeps_the_card_played() -> None:
    played = Move.parse("AC")  # the reader's Ace of Acorns
    keeps_played = ("search.why.cause.keeps.late",
                    {"card": _card("AC"), "held": 4, "worlds": 4})
    keeps_other = ("search.why.cause.keeps.late",
                   {"card": _card("AH"), "held": 4, "worlds": 4})
    best = Hint(Move.parse("JH"), 0.3, False, 4, 3, "search.why.take",
                {"card": _card("JH"), "points": 6, CAUSE: keeps_other},
                versus={played: keeps_played})
    chosen = best.against(played)
    assert chosen.params[CAUSE] == keeps_other
    # with nothing else to say, no cause at all rather than the played card kept
    bare = Hint(Move.parse("JH"), 0.3, False, 4, 3, "search.why.take",
                {"card": _card("JH"), "points": 6, CAUSE: keeps_played},
                versus={played: keeps_played})
    assert CAUSE not in bare.against(played).params
