"""Positions and plays that several tests render in their own language: made once here."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING

from schnapsen import Deal
from schnapsen.moves import Move
from schnapsen.search.hint import SAMPLE_DEALS, Hint, hint

if TYPE_CHECKING:
    from schnapsen.widgets.guided import GuidedHandWidget


@cache
def sure_trick_in_a_lost_deal() -> Hint:
    """The hint of the Queen of Leaves (seeded Austrian deal, after fourteen moves): it is
    sure to take its trick, and the opponent wins the deal all the same (the concessive
    sentence: "Your opponent wins the deal, although it is sure to take this trick")."""
    d = Deal.new("at", seed=2)
    for m in "AH JH KD TD AD JC TS TC TH QC KH QH AC AS".split():
        d.push(Move.parse(m))
    return next(h for h in hint(d, worlds=SAMPLE_DEALS, distinct=True)
                if h.move == Move.parse("QS"))


def graded_line(lang: str) -> Iterator[GuidedHandWidget]:
    """The first Austrian guided hand played along its line in ``lang`` (four worlds a
    grade): the widget after each move of the card play that was graded."""
    from schnapsen.practice import guided_hands
    from schnapsen.stages import Stage
    from schnapsen.widgets.guided import GuidedHandWidget

    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    h = w.hand
    for _ in range(60):
        if w.deal.is_over:
            break
        graded = w.deal.stage == Stage.PLAY
        w.play(h.line[len(w.deal.moves)])
        if graded and w.moments:
            yield w
