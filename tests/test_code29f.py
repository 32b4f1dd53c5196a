"""Round 29 (new reader, worst 1): the positions to solve explain the move the reader chose,
and a level's positions do not all teach one lesson under a question that gives the answer
away."""

from __future__ import annotations

import html

import pytest

from schnapsen.i18n import LANGUAGES
from schnapsen.moves import Move
from schnapsen.practice import Puzzle, puzzles
from schnapsen.widgets import PuzzleWidget


@pytest.fixture(autouse=True)
def _no_record(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", "")


def _at(w: PuzzleWidget, pid: str) -> Puzzle:
    """Move the widget to the puzzle ``pid`` with its Next button, as the reader does."""
    while w.puzzle is not None and getattr(w.puzzle, "id", None) != pid:
        assert not w.next_button.disabled, pid
        w.next_button.click()
    p = w.puzzle
    assert isinstance(p, Puzzle)
    return p


def _solution(w: PuzzleWidget) -> str:
    return html.unescape(w.solution.value)


def test_the_reader_s_wrong_card_is_the_one_explained() -> None:
    # Austrian level 3, the position the reader met as the third (at-013): the Ace of
    # Hearts chosen, "With the Ten of Hearts instead: ..." explained
    w = PuzzleWidget(puzzles(), tradition="at", lang="en")
    w.level_select.value = 3
    p = _at(w, "at-013")
    w.card_buttons["AH"].click()
    assert w.verdict == "wrong" and "Ace of Hearts" in w.verdict_text
    text = _solution(w)
    assert "With the Ten of Hearts instead" not in text, text
    assert "the Ace of Hearts instead" in text or "Why it is worse" in text, text
    assert html.escape(p.solution_text("en", chosen=Move.parse("AH"))) in w.solution.value


def test_every_wrong_move_is_explained_and_named(monkeypatch: pytest.MonkeyPatch) -> None:
    # each wrong move of a few puzzles, in every language: the solution's reason of the other
    # move is that move's; a right move keeps the solution as it was
    for pid in ("at-013", "at-019", "hu-016", "hr-026"):
        p = next(x for x in puzzles() if x.id == pid)
        for lang in LANGUAGES:
            plain = p.solution_text(lang)
            assert p.solution_text(lang, chosen=p.answer[0]) == plain
            for m, _ in p.values:
                if p.is_correct(m):
                    continue
                told = p.solution_text(lang, chosen=m)
                parts = dict(p._solution(lang, chosen=m))
                assert parts.get("next_reason"), (pid, lang, m)
                assert told.count(parts["next_reason"]) == 1


def test_a_worse_move_than_the_next_best_gets_its_own_value() -> None:
    # at-014: the Unter of Acorns brings 1, claiming -2: a reader who claims reads what the
    # claim gives, not only what the Unter would
    p = next(x for x in puzzles() if x.id == "at-014")
    text = p.solution_text("en", chosen=Move.parse("claim"))
    assert "claiming 66" in text.split("With the next best move")[1], text


def test_a_level_mixes_the_kinds_of_position() -> None:
    # the reader's first three level-3 Austrian positions were all "announce the marriage to
    # get above 33": a level's positions come theme by theme in turn, as many kinds first as
    # it has, in the same order every time
    every = puzzles()
    assert [p.level for p in every] == sorted(p.level for p in every)
    for tradition in ("at", "hr", "sl", "hu", "cs"):
        own = puzzles(tradition)
        assert [p.id for p in own] == [p.id for p in every if p.tradition == tradition]
        for level in range(1, 6):
            themes = [p.theme for p in own if p.level == level]
            # (the kinds of the source's own positions: those of the book's claim rule come
            # after them, round 33)
            kinds = len({p.theme for p in own if p.level == level and not p.book_rule_only})
            assert len(set(themes[:kinds])) == kinds, (tradition, level, themes)
    w = PuzzleWidget(puzzles(), tradition="at", lang="en", level=3)
    first = []
    for _ in range(3):
        p = w.puzzle
        assert isinstance(p, Puzzle)
        first.append(p.theme)
        w.next_button.click()
    assert len(set(first)) == 3, first


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_question_does_not_give_the_answer_away(lang: str) -> None:
    # "Is a marriage worth announcing now?" over three positions whose answer was the
    # marriage; "Do you exchange the trump Unter first?" likewise: the theme's move is the
    # answer of every such position, so its question asks what the reader plays
    from schnapsen.i18n import translate

    named = [html.escape(translate(f"ui.puzzle.question.{t}", lang))
             for t in ("marriage", "exchange")]
    neutral = html.escape(translate("ui.puzzle.question.play", lang))
    assert neutral not in named
    w = PuzzleWidget(puzzles(), lang=lang)
    seen = 0
    for i, p in enumerate(w.shown_puzzles):
        if p.theme not in ("marriage", "exchange"):
            continue
        w.go(i)
        assert not any(q in w.question.value for q in named), (p, w.question.value)
        seen += neutral in w.question.value
    assert seen > 10
