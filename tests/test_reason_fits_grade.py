"""Round 28 (sl reader): a move graded a mistake came with a reason that read as praise
("Bučni as – napaka. To je najvišja karta te barve: štih je tvoj, razen če ga kdo pobere z
adutom"). The reason of a mistake now says what goes wrong (the card trumped, the deal lost
in so many of the likely deals), and the card's rank is not its only reason."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.i18n import translate
from schnapsen.search import hint
from schnapsen.search.grade import Grade, grade

#: the Ace of Bells led first in this deal: the highest of its suit, but trumped in most of
#: the likely deals (a mistake)
SEED, ACE = 0, "AD"


def _grade(move: str) -> Grade:
    d = Deal.new("at", seed=SEED)
    return grade(hint(d, seat=d.to_move, worlds=12), move, d)


@pytest.mark.parametrize("lang, praise, cost", [
    ("en", "the highest card of its suit", "with a trump"),
    ("sl", "najvišj", "pobere z adutom"),
])
def test_a_mistakes_reason_says_what_goes_wrong(lang: str, praise: str, cost: str) -> None:
    g = _grade(ACE)
    assert g.kind == "mistake"
    assert g.hint.reason == "search.why.lead.trump.high"  # the rank: read as praise
    mine = g.segments(lang)[1][0]  # the grade's second sentence: "Your move: ..."
    assert mine.startswith(translate("guided.grade.why", lang, reason="").rstrip(".")[:8]), mine
    assert praise not in mine, mine
    assert cost in mine, mine
    # the review's reasons alike
    (review, _), _ = g.reasons(lang)
    assert praise not in review and cost in review, review


def test_a_better_move_and_a_non_mistake_keep_their_reason() -> None:
    """Only a mistake loses the praise: the same reason said of a move not graded a mistake
    (here the hint itself, as the list says it) still names the card's rank."""
    g = _grade(ACE)
    assert "the highest card of its suit" in g.hint.text("en", listed=True)


def test_a_best_move_that_gives_a_trick_away_says_what_it_gains() -> None:
    """Round 28 (sl reader): "Zeljna desetka – najboljša poteza. Nasprotnik pobere ta štih in
    z njim tvojo karto ..." — the best move with a reason that only says what it gives up.
    Its grade now says what it gains over the next best move (here the turned trump card,
    which comes to the reader), in every edition."""
    d = Deal.new("at", seed=1)
    for m in ("QH", "KC", "JH", "QS", "KH", "JS", "KS", "AS", "JC"):
        d.play(m)
    hints = hint(d, seat=d.to_move, worlds=12)
    g = grade(hints, hints[0].move, d)
    assert g.kind == "best" and g.hint.reason.startswith("search.why.give")
    mine = g.segments("en")[1][0]
    assert "the turned trump card" in mine and "comes to you" in mine, mine
    assert "obrnjeni adut" in g.segments("sl")[1][0]
    (review, _), _ = g.reasons("en")
    assert "comes to you" in review


@pytest.mark.parametrize("lang, only", [("en", "only"), ("sl", " le ")])
def test_a_cheap_lead_graded_a_mistake_gives_away_not_only(lang: str, only: str) -> None:
    """Round 28 (sl reader): "Bučni kralj – napaka. Če ta štih pobere bučna desetka …, oddaš
    le 14 pik" — "only" said of the points a mistake risks. A cheap lead graded a mistake
    says what it gives away plainly; the same lead listed as a hint keeps its "only"."""
    d = Deal.new("at", seed=1)
    for m in ("QH", "KC", "JH", "QS"):
        d.play(m)
    hints = hint(d, seat=d.to_move, worlds=12)
    g = grade(hints, "KH", d)
    assert g.kind == "mistake" and g.hint.reason == "search.why.lead.cheap"
    mine = g.segments(lang)[1][0]
    assert only not in mine and "14" in mine, mine
    assert only in g.hint.text(lang, listed=True)
