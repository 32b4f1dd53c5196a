"""A right answer to a puzzle with one best move says "the best move", not "one of the best"
(hu round 29: "ez az egyik legjobb lépés" where no other move was as good)."""
from __future__ import annotations

import pytest

from schnapsen.i18n import translate


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_one_best_move_is_called_the_best(lang: str) -> None:
    from schnapsen.explain import move_label
    from schnapsen.teach.practice import puzzles
    from schnapsen.widgets.puzzle import PuzzleWidget

    ps = puzzles("at")
    for many in (False, True):
        p = next(p for p in ps if (len(p.answer) > 1) is many)
        w = PuzzleWidget([p], lang=lang)
        w.choose(p.answer[0])
        assert w.verdict == "right"
        key = "ui.puzzle.right" if many else "ui.puzzle.right.only"
        label = move_label(p.answer[0], lang, w.style, w.deal)
        assert w.verdict_text == translate(key, lang, choice=label), w.verdict_text
        if lang == "en":
            assert w.verdict_text.endswith(
                "is one of the best moves here." if many else "is the best move here.")

def test_the_position_of_the_day_says_it_too() -> None:
    from schnapsen.teach import daily

    pool = daily.daily_pool("en")
    ones = [e for e in pool if len(e["best"]) == 1]
    assert ones
    for e in ones:
        said = e["right"][e["best"][0]]
        assert said.endswith("is the best move here."), said
