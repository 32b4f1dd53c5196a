"""The words of a grade and the review around it: a tied move said as a verb, a marriage
named by its value where the deal is known (round 25e: native editors' corpus reading)."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.explain import move_act, move_label
from schnapsen.moves import Move
from schnapsen.search.grade import grade
from schnapsen.search.hint import Hint

REASON = "search.why.cause.share.every"


def _tied(first: str, second: str, deal: Deal | None = None):  # type: ignore[no-untyped-def]
    hints = [Hint(Move.parse(first), 1.0, True, 1, 1, REASON),
             Hint(Move.parse(second), 1.0, True, 1, 1, REASON)]
    return grade(hints, first, deal)


def test_a_tied_move_is_said_as_a_verb_where_the_language_asks() -> None:
    g = _tied("AS", "TS")
    head = g.segments("hu")[0][0]
    assert "ugyanolyan jó lett volna kijátszani a zöld tízest" in head, head
    assert g.segments("en")[0][0] == "Best move, as good as the Ten of Leaves."
    assert "enako dobro bi bilo odigrati zeljno desetko" in g.segments("sl")[0][0]


def test_a_marriage_is_named_by_its_value_where_the_deal_is_known() -> None:
    d = Deal.new("at", seed=7)  # hearts are trump
    assert move_label("m:QS", "en", deal=d) == "announcing 20 in Leaves, leading the Ober of Leaves"
    assert move_label("m:QS", "sl", deal=d) == "20 v zelju z damo"
    assert move_label("m:KH", "sl", deal=d) == "40 v srcu s kraljem"
    assert move_label("m:QS", "hu", deal=d) == "a zöld húsz bemondása a felső hívásával"
    assert move_act(Move.parse("m:QS"), "hu", deal=d).form("inf") == (
        "bemondani a zöld húszat, és kihívni a zöld felsőt")
    g = _tied("AS", "m:QS", d)
    assert "announcing 20 in Leaves" in g.segments("en")[0][0]
    assert "bemondani a zöld húszat" in g.segments("hu")[0][0]


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_grade_without_the_deal_still_reads(lang: str) -> None:
    assert _tied("AS", "m:QS").segments(lang)[0][0]
