"""Round 27 (every blind reader: generated lines read like a program): the grades and the
review's turning point say their reasons in the hint list's kind, the counts once as numbers
inside the sentence, each further clause a sentence of its own, no statistics bracket, the
search's note said once after the figures, the better move's count in the conditional."""

from __future__ import annotations

from typing import Any

import pytest

from schnapsen.i18n import LANGUAGES, translate


@pytest.fixture(scope="module")
def turning() -> Any:
    from schnapsen.search.review import review_deal
    from schnapsen.widgets.review import example_deal

    r = review_deal(example_deal(), 0)
    assert r.turning_point is not None
    return r.turning_point


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_grade_says_its_counts_once_and_its_note_once(lang: str, turning: Any) -> None:
    g = turning.grade
    text = g.text(lang)
    note = translate("ui.hint.tried.opp", lang)
    # the note once, at the end, after the values; no bracket after each counted clause
    assert text.count(note) == 1 and text.endswith(note), text
    # the reasons: no chain of semicolons
    for reason in (g.hint.text(lang, listed=True),
                   g.better_hint().text(lang, bare=True, would=True, listed=True)):
        assert ";" not in reason and reason in text, reason
    # the better move's count (10 of 12) said once, as numbers
    assert text.count("10") == 1, text
    # segments: the same sentences, no figures apart
    assert all(figure == "" for _, figure in g.segments(lang, past=True))
    if lang == "en":
        assert "In 10 of the 12 likely deals you would win the deal." in text, text
        assert "(10 of 12)" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_better_move_s_count_is_said_in_the_conditional(lang: str, turning: Any) -> None:
    g = turning.grade
    (_, _), (better, _) = g.reasons(lang, past=True)
    would = translate("review.would.cause.wins.yes.solo", lang)
    assert would in better, better
    assert translate("search.why.cause.wins.yes.solo", lang) not in better
