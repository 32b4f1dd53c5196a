"""Round 28, the new user's worst problem: in Austrian guided hand 1 they left the line in
trick 4 with the Ace of Hearts (graded "good"), the opponent trumped it, reached 68 and
claimed, and the summary said only "7 moves graded: 6 best and 1 good". The summary of a lost
deal now names the move that turned it (the trick and card points the opponent took with
it), puts the deal's result beside the tally, and gives each key decision that did not come
up its lesson in a sentence (the best move there on the line, and by how much)."""

from __future__ import annotations

import pytest

from schnapsen.explain import move_label
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.practice import guided_hands
from schnapsen.search import hint
from schnapsen.search.grade import points_message
from schnapsen.widgets.guided import GuidedHandWidget


def _detour(lang: str) -> GuidedHandWidget:
    """Hand 1 played as the new user played it: the line to trick 4, the Ace of Hearts
    there, then the search's first choice."""
    hands = guided_hands("at")
    h = hands[0]
    w = GuidedHandWidget(hands, lang=lang)
    while len(w.deal.tricks) < 3:
        assert w.play(h.line[len(w.deal.moves)])
    assert w.play("AH")
    while not w.deal.is_over:
        assert w.play(hint(w.deal, seat=w.seat, worlds=4)[0].move)
    return w


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lost_deal_names_the_move_that_turned_it(lang: str) -> None:
    w = _detour(lang)
    r = w.deal.result
    assert r is not None and w.seat not in r.winners  # the deal was lost
    ace = next(mo for mo in w.moments if str(mo.grade.move) == "AH")
    assert ace.grade.kind == "good" and ace.trick == 4  # graded good, as the reader saw
    assert all(mo.grade.kind != "mistake" for mo in w.moments)
    trick = w.deal.tricks[3]
    assert trick.winner != w.seat
    lines = w.summary_lines()
    # graded good, and the summary says why it turned the deal all the same (round 33)
    swing = translate("guided.ui.swing.good", lang, choice=w._move(ace.grade.move), trick=4,
                      points=trick.points)
    assert lines[0] == swing, lines[0]
    # the result beside the grade counts, in words of its own (not the status's sentence)
    said = translate("guided.ui.result.lost", lang, game_points=r.game_points)
    assert lines[-1].endswith(" " + said), lines[-1]
    assert lines[-1].startswith(w._tally())
    assert said != w.state.result(w.deal, w.seat, w.style)[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_key_decision_that_did_not_come_up_says_its_lesson(lang: str) -> None:
    w = _detour(lang)
    text = "\n".join(w.summary_lines())
    for step in w.hand.steps:
        d = w._on_line(step.index)
        best = move_label(step.best[0], lang, w.style, d)
        lesson = points_message("guided.ui.lesson", step.gap, lang, best=best)
        assert lesson in text, (lesson, text)
        assert "guided." not in lesson
