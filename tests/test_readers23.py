"""Round 23 (new reader): a quiz's feedback that said the right answer twice ("The right
answer: Yes. Yes."), and the hint button that stayed hidden after "Try again"."""

from __future__ import annotations

import html
import re

import pytest

from schnapsen.i18n import LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_quiz_feedback_says_the_right_answer_twice(lang: str) -> None:
    from schnapsen.teach.book import jupyterquiz_items
    from schnapsen.teach.quiz import CHAPTER_QUIZZES, chapter_questions

    seen = 0
    for chapter in CHAPTER_QUIZZES:
        for item in jupyterquiz_items(chapter_questions(chapter), lang):
            for a in item["answers"]:
                text = re.sub(r"<[^>]+>", "", a.get("feedback", ""))
                for right in (b["answer"] for b in item["answers"] if b["correct"]):
                    word = re.escape(right.rstrip("."))
                    assert not re.search(rf"\b{word}\.\s+{word}\.", text, re.I), (chapter, text)
                seen += 1
    assert seen > 50


def test_the_hint_button_shows_with_a_value_the_live_page_applies() -> None:
    """The live page (ipywidgets in JupyterLite) never applied ``display = None`` once the
    button had been hidden: shown again it is ``""``, as the page's other controls are."""
    pytest.importorskip("ipywidgets")
    from schnapsen.practice import guided_hands
    from schnapsen.widgets.guided import GuidedHandWidget

    w = GuidedHandWidget(guided_hands("at")[:1], worlds=4)
    assert w.hint_button.layout.display == ""
    while not w.deal.is_over:
        w.play(w.deal.legal_moves()[0])
    assert w.hint_button.layout.display == "none"
    w.try_again_button.click()
    assert w.hint_button.layout.display == ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_close_trainer_says_what_a_close_fixes_for_the_scoring(lang: str) -> None:
    """A new reader (round 23) read "closing +2.00, playing on +1.90" and no word of why
    closing scores 2: the answer says that a close fixes the opponent's points and tricks for
    the scoring, and what a win and a failed close are then worth (the kernel's rules 9, 10)."""
    pytest.importorskip("ipywidgets")
    from schnapsen.i18n import translate
    from schnapsen.kernel import failed_close_game_points, game_points
    from schnapsen.widgets import CloseTrainer

    t = CloseTrainer(lang=lang)
    seen = set()
    for _ in range(4):
        deal, seat = t.deal, t.seat
        other = 1 - seat
        pts, tricks = deal.points(other), deal.tricks_won(other)
        want = translate("ui.close.stakes", lang, opp=pts, tricks=tricks,
                         win=game_points(deal.variant, pts, tricks)[0],
                         fail=failed_close_game_points(deal.variant, tricks)[0])
        t.play_on_button.click()
        shown = html.unescape(t.result.value)
        assert want in shown, (want, shown)
        seen.add(game_points(deal.variant, pts, tricks)[0])
        t.next_button.click()
    assert seen


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_tally_says_the_forced_moves_it_leaves_out(lang: str) -> None:
    """A new reader (round 23) counted "8 best moves, 0 good moves, 0 mistakes" against a list
    of 11 rows: the three forced moves were not counted and nothing said so."""
    pytest.importorskip("ipywidgets")
    import schnapsen as s
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_review import PlayReview

    for seed in range(1, 30):
        deal = s.Deal.new("at", seed=seed)
        play_deal(deal, {0: make_bot("medium", seed=seed), 1: make_bot("medium", seed=seed + 1)})
        r = PlayReview(lang, lambda: "german")
        r.open(deal, 0)
        assert r.review is not None
        first = r.summary_lines()[0]
        assert isinstance(first, str)
        said = translate("review.tally.forced", lang, count=len(r.review.forced))
        assert (said in first) == bool(r.review.forced), (seed, first)
        if r.review.forced and r.review.decisions:
            return
    pytest.fail("no deal with forced moves")
