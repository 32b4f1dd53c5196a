"""The review says "the deal turned on this move" only where the better move wins the deal in
most of the likely deals (hu round 29: it said so where the better move won 5 of 12)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

import schnapsen as s


def _line(best_wins: int, mine_wins: int, worlds: int, lang: str = "en") -> str:
    from schnapsen.moves import Move
    from schnapsen.search.review import Decision, Review
    from schnapsen.widgets.play_review_words import ReviewWords

    d = s.Deal.new("at", seed=3)
    while not d.is_over:
        d.play(d.legal_moves()[0])
    assert d.result is not None
    loser = next(i for i in range(2) if i not in d.result.winners)
    best = SimpleNamespace(wins=best_wins, worlds=worlds, value=0.5)
    mine = SimpleNamespace(wins=mine_wins, worlds=worlds, value=-0.5)
    g = cast(Any, SimpleNamespace(kind="mistake", loss=1.0, lost=True, best=best, hint=mine,
                                  worlds=worlds))
    tp = Decision(0, Move.parse("AH"), 1, s.Stage.PLAY, g)
    words = ReviewWords.__new__(ReviewWords)
    cast(Any, words).lang = lang
    cast(Any, words).review = Review(d, loser, (tp,))
    return words.result_line(tp)


@pytest.mark.parametrize(("best", "mine", "stake"), [(5, 1, False), (6, 1, False),
                                                      (7, 1, True), (12, 0, True),
                                                      (3, 3, False)])
def test_the_deal_turned_on_the_move_only_where_the_better_move_mostly_wins(
        best: int, mine: int, stake: bool) -> None:
    line = _line(best, mine, 12)
    assert line.startswith("The deal turned on this move") is stake, line
    assert line, line
