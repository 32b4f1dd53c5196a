"""Round 35 (hr, cs, sl): the review's turning point and the guided hand's detour in the
bidding say the move played as a verb (``{move.inf}``, ``{choice.inf}``), not as a label
after a colon: the widgets pass the move, not its label, and plain ``{move}`` still works."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from schnapsen.explain import format_message, move_act
from schnapsen.i18n import translate
from schnapsen.moves import Move
from schnapsen.search.review import deal_at
from tests.test_review32a import _review


@pytest.mark.parametrize("lang, best, played, words", [
    ("cs", "claim", None, "místo abyste ohlásili „dost“, rozhodli jste se "),
    ("cs", "claim", "x", "rozhodli jste se vyměnit trumf."),
    ("cs", "x", None, "rozhodli jste se "),
    ("cs", "close", "x", "místo abyste zavřeli talón, rozhodli jste se vyměnit trumf."),
    ("hr", "claim", None, "umjesto da kažete „dosta“, odlučili ste "),
    ("hr", "claim", "x", "odlučili ste zamijeniti adutsku kartu."),
    ("hr", "x", None, "odlučili ste "),
    ("sl", "claim", None, "namesto da bi rekel »dovolj«, si se odločil "),
])
def test_the_missed_decision_says_the_move_played_as_a_verb(
        lang: str, best: str, played: str | None, words: str) -> None:
    r = _review(8, lang)
    assert r.review is not None and r.review.turning_point is not None
    tp = r.review.turning_point
    g = replace(tp.grade, best=replace(tp.grade.best, move=Move.parse(best)))
    tp = replace(tp, grade=g)
    if played is not None:
        tp = replace(tp, move=Move.parse(played))
    said = r.missed_decision(tp)
    assert words in said, said
    assert "{" not in said and "}" not in said, said
    if played is None:  # a card: its verb, not its label after a colon
        before = deal_at(r.review.deal, tp.index)  # led or answered, as at the move
        verb = move_act(tp.move, lang, deal=before).verb.split()[0]
        assert f"{words}{verb}" in said, said


def test_plain_move_still_gives_the_label() -> None:
    said = format_message("review.turning.missed.claim.before",
                          {"number": 2, "move": Move.parse("x")}, "en")
    assert "{" not in said and move_act(Move.parse("x"), "en").text in said, said


@pytest.mark.parametrize("key", ["guided.ui.left.bidding", "guided.ui.left.trump"])
def test_the_detour_in_the_bidding_says_both_choices_as_verbs(key: str) -> None:
    params = {"choice": move_act(Move.parse("pass"), "cs"),
              "line_choice": move_act(Move.parse("snapszer"), "cs"), "grade": "chyba"}
    said = translate(key, "cs", **params)
    assert "rozhodli jste se říct „pas“" in said, said
    assert "měli ohlásit snapszer" in said, said
    assert not re.search(r"[{}]", said), said
