"""Round 35 (a new learner, worst 1 and items 14, 15, 23): the hint box and the guided grade
give each move's verdict and reason in words; the figures (the values, what each move wins
over the likely deals, the measure, the search's face-up note) sit in a collapsed native
``<details>`` toggle ("In figures"); the hint box says once, in plain words, what "best"
means."""

from __future__ import annotations

import html
import re

import pytest

from schnapsen import Deal
from schnapsen.explain import move_label
from schnapsen.i18n import translate
from schnapsen.search.hint import SAMPLE_DEALS, hint
from schnapsen.widgets.play_hints import PlayHints, hint_value

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _split(shown: str) -> tuple[str, str, str]:
    """The words before the toggle, the toggle's summary, and what it folds."""
    before, tag, folded = shown.partition('<details class="schnapsen-figures">')
    assert tag, shown
    summary = re.match(r"<summary>(.*?)</summary>", folded)
    assert summary is not None, folded
    assert "<details open" not in shown  # collapsed until the reader opens it
    return before, html.unescape(summary.group(1)), folded


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_box_gives_words_first_and_the_figures_in_a_toggle(lang: str) -> None:
    d = Deal.new("at", seed=11)
    for _ in range(3):
        d.push(sorted(d.legal_moves(), key=str)[0])
    hints = hint(d, worlds=SAMPLE_DEALS, distinct=True)
    box = PlayHints(lang, lambda: "", lambda: hints,
                    lambda m: move_label(m, lang, "german", d), lambda: "german")
    assert box.show(str)  # the reader asks for a hint
    words, summary, folded = _split(box.box.value)
    assert summary == translate("ui.figures", lang)
    # the words: each move's verdict and reason, and once what "best" means
    assert translate("ui.hint.verdict.best", lang) in words
    assert html.escape(translate("ui.hint.best_means", lang)) in words
    # the figures: each move's value, the measure and the search's note, none above
    note = html.escape(translate("ui.hint.tried.opp", lang))
    assert note in folded and note not in words
    for h in hints:
        value = html.escape(hint_value(h, lang))
        assert value in folded and value not in words, value
    if lang == "en":
        # round 39 (c39a, sl reader 2): what a move wins is the one measure every line of
        # the words ends with, so the moves can be ranked; the figures keep the values
        assert "You win the deal in 11 of the 12 deals that fit what you have seen." in words
        assert "The Ace of Hearts: +1 game point on average." in folded


@pytest.mark.parametrize("lang", ["en", "sl", "cs"])
def test_the_guided_grade_folds_its_figures(lang: str) -> None:
    from schnapsen.practice import guided_hands
    from schnapsen.widgets.guided import GuidedHandWidget

    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    for _ in range(20):
        if w.deal.to_move == w.seat and len(list(w.deal.legal_moves())) > 1:
            break
        w.play(w.hand.line[len(w.deal.moves)])
    ranked = hint(w.deal, seat=w.seat, worlds=w.worlds)
    w.action_buttons[str(ranked[-1].move)].click()  # a move below the best, by its button
    g = w.moments[-1].grade
    assert g.kind != "best"
    words, summary, folded = _split(w.grade_box.value)
    assert summary == translate("ui.figures", lang)
    # the verdict and the reason above the toggle, the values and the note in it
    reason = html.escape(g.segments(lang, w.style, past=True, named=True)[1][0])
    assert reason in words and reason not in folded
    figures = html.escape(w._figures(g))
    assert figures in folded and figures not in words
    note = g.note(lang)
    if note:
        assert html.escape(note) in folded and html.escape(note) not in words
    # the visible part is short: the verdict, the reason and one comparison
    shown = re.sub(r"<[^>]+>", " ", words)
    assert len(html.unescape(shown).split()) < len(html.unescape(
        re.sub(r"<[^>]+>", " ", w.grade_box.value)).split())
