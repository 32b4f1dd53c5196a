"""Round 26, blind readers (hr, sl): the review's tally and turning point, a mistake's reason
in the review, a wrong claim in a puzzle, solutions over several layouts, side badges."""

from __future__ import annotations

import dataclasses

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, translate

pytest.importorskip("ipywidgets")


def _reviewer(lang: str) -> tuple[object, object]:
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.widgets.play_review import PlayReview

    deal = s.Deal.new("at", seed=3)
    play_deal(deal, {0: make_bot("medium", seed=3), 1: make_bot("medium", seed=4)})
    r = PlayReview(lang, lambda: "german")
    r.worlds = 4
    r.open(deal, 0)
    assert r.review is not None and len(r.review.decisions) >= 3
    return r, r.review


def _with(review: object, kinds: list[str], forced: int) -> object:
    """The review with its decisions graded ``kinds`` (``lost``: a best move in a deal lost
    whatever is played) and ``forced`` forced moves."""
    from schnapsen.search.review import Review

    assert isinstance(review, Review)
    decisions = []
    for x, kind in zip(review.decisions, kinds, strict=False):
        g = dataclasses.replace(x.grade, kind="best" if kind == "lost" else kind,
                                lost=kind == "lost", loss=1.0 if kind == "mistake" else 0.0)
        decisions.append(dataclasses.replace(x, grade=g))
    return dataclasses.replace(review, decisions=tuple(decisions),
                               forced=tuple(range(100, 100 + forced)))


# -- item 1: the tally counts a deal lost whatever is played apart, leaves zero counts out ------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tally_counts_lost_moves_apart_and_leaves_zeros_out(lang: str) -> None:
    r, review = _reviewer(lang)
    r.review = _with(review, ["best", "best", "lost"], forced=1)  # type: ignore[attr-defined]
    first = r.summary_lines()[0]  # type: ignore[attr-defined]
    best = translate("review.tally.best", lang, count=2)
    lost = translate("review.tally.lost", lang, count=1)
    assert best in first and lost in first, first
    assert translate("review.tally.best", lang, count=3) not in first
    assert translate("review.tally.good", lang, count=0) not in first
    assert translate("review.tally.mistake", lang, count=0) not in first
    assert translate("review.tally.forced", lang, count=1) in first


@pytest.mark.parametrize("lang", LANGUAGES)
def test_all_decisions_best_is_said_so(lang: str) -> None:
    r, review = _reviewer(lang)
    r.review = _with(review, ["best", "best", "best"], forced=0)  # type: ignore[attr-defined]
    first = r.summary_lines()[0]  # type: ignore[attr-defined]
    assert first == translate("review.tally.all", lang, count=3), first
    assert translate("review.tally.good", lang, count=0) not in first
    r.review = _with(review, ["best"], forced=2)  # type: ignore[attr-defined]
    first = r.summary_lines()[0]  # type: ignore[attr-defined]
    assert first.startswith(translate("review.tally.all.one", lang)), first
    en = {"all": translate("review.tally.all", "en", count=8),
          "one": translate("review.tally.all.one", "en")}
    assert en == {"all": "All 8 of your decisions were best.",
                  "one": "Your one decision was the best move."}


# -- item 2: no turning point, no button to it --------------------------------------------------

def test_no_turning_point_no_button() -> None:
    r, review = _reviewer("hr")
    r.review = _with(review, ["best", "best", "best"], forced=0)  # type: ignore[attr-defined]
    r.draw()  # type: ignore[attr-defined]
    assert r.turning_button.layout.display == "none"  # type: ignore[attr-defined]
    r.review = _with(review, ["best", "mistake", "best"], forced=0)  # type: ignore[attr-defined]
    r.draw()  # type: ignore[attr-defined]
    assert r.turning_button.layout.display == ""  # type: ignore[attr-defined]
