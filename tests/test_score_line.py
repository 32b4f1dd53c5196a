"""A match's scores read as a score (issue 25, round 10, item 4): "0 : 7" in the edition's form
of a pair (``score.pair``), never the list "0, 7"."""

from __future__ import annotations

import pytest

import schnapsen.teach  # noqa: F401  (the book's texts)
from schnapsen.explain import format_message, score_line
from schnapsen.i18n import LANGUAGES, translate


@pytest.mark.parametrize("lang", LANGUAGES)
def test_scores_print_as_a_score(lang: str) -> None:
    pair = translate("score.pair", lang, a="0", b="7")
    assert score_line((0, 7), lang) == pair
    first = translate("score.pair", lang, a="7", b="0")
    assert score_line([7, 0, 3], lang) == translate("score.pair", lang, a=first, b="3")
    text = format_message("page.match.from_target", {"target": 9, "seat": 1, "deals": 5,
                                                     "scores": (0, 7)}, lang)
    assert pair in text and "0, 7" not in text


def test_the_pair_forms() -> None:
    assert score_line((0, 7), "hr") == "0 : 7"
    assert score_line((0, 7), "en") == "0–7"
    assert score_line((7, 0, 3), "cs") == "7 : 0 : 3"
