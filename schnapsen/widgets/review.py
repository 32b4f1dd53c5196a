"""A review shown as a static picture and text, for a page whose Python does not run in the
reader's browser: :func:`review_html` for any deal, :func:`review_example` for the seeded deal
of the strategy chapter."""

from __future__ import annotations

from ..bots import make_bot, play_deal
from ..deal import Deal
from ..render.text import Style
from ..search.grade import GRADE_WORLDS
from .play_review import PlayReview

__all__ = ["review_html", "review_example", "example_deal", "REVIEW_EXAMPLE", "Html"]


class Html:
    """A piece of HTML that a notebook shows as HTML."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_html_(self) -> str:
        return self.text


def review_html(deal: Deal, seat: int, lang: str = "en", style: Style = "german",
                worlds: int = GRADE_WORLDS) -> str:
    """A review as static HTML (a page shows it with no Python running): the tally and the
    turning point, the table as ``seat`` saw it at the turning point (the first decision when
    none cost anything), that decision graded with its reasons, and every decision listed."""
    r = PlayReview(lang, lambda: style, worlds)
    r.open(deal, seat)
    review = r.review
    if review is not None:
        tp = review.turning_point or (review.decisions[0] if review.decisions else None)
        r.go(tp.index if tp is not None else 0)
    parts: list[str] = [r.summary.value, f'<div style="max-width:100%;overflow-x:auto">'
                        f"{r.table.value}</div>", r.caption.value, r.decisions.value]
    return f'<div class="schnapsen-review schnapsen-review-static">{"".join(parts)}</div>'


#: the seeded deal the strategy chapter reviews: Austrian Schnapsen, seat 0 played by the easy
#: bot (a beginner's play) against the medium bot; seat 0 loses it, and the review finds where
REVIEW_EXAMPLE = ("at", 4)


def example_deal() -> Deal:
    """The deal of :data:`REVIEW_EXAMPLE`, played to its end."""
    variant, seed = REVIEW_EXAMPLE
    deal = Deal.new(variant, seed=seed)
    play_deal(deal, {0: make_bot("easy", seed=seed), 1: make_bot("medium", seed=seed + 1)})
    return deal


def review_example(lang: str = "en", style: Style = "german") -> Html:
    """The review of :data:`REVIEW_EXAMPLE` as a static picture and text (no code runs on
    the page): the tally, the turning point on the table as seat 0 saw it, its grade and
    reasons, and every decision of seat 0 graded."""
    return Html(review_html(example_deal(), 0, lang, style))
