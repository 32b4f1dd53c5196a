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


def test_no_review_keeps_the_card_played_over_seeds() -> None:
    from schnapsen import Deal
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.search.review import review_deal

    # seed 2 (round 30): the Ace of Spades played first, "Better was the Ober of Clubs: the
    # Ace of Spades would stay in your hand and take a trick later"
    for seed in (2, 3):
        deal = Deal.new("at", seed=seed)
        play_deal(deal, {0: make_bot("easy", seed=seed),
                         1: make_bot("medium", seed=seed + 1)})
        for d in review_deal(deal, 0, worlds=12).decisions:
            if d.grade.kind == "best":
                continue
            cause = d.grade.better_hint().params.get(CAUSE)
            assert cause is None or not (
                str(cause[0]).startswith("search.why.cause.keeps")
                and cause[1].get("card") == d.move.card), (seed, d.index, cause)
