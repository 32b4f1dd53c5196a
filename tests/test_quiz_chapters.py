"""Quizzes on their chapter (issue 23, item 2): every question of a rule chapter's quiz is about
that chapter's own rule and uses only what the chapters up to it have taught.

The data (schnapsen/teach/quiz.py): each chapter of "Learning the game" lists the concepts it
teaches, in book order (``CHAPTER_CONCEPTS``); each kind of question names the concept it
tests and the concepts it needs (``KINDS``); each line a question can show (its prompt, the
facts it gives, its choices and its feedback) names the concept it takes for known
(``LINE_CONCEPTS``). The tests check the data against the book's order and the questions the
engine actually makes against the data, in every edition.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
import yaml

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.book import jupyterquiz_items
from schnapsen.teach.quiz import (
    CHAPTER_CONCEPTS,
    CHAPTER_QUIZZES,
    KINDS,
    LINE_CONCEPTS,
    QUESTION_KINDS,
    Question,
    chapter_questions,
    line_concept,
    make_questions,
    taught_by,
)

ROOT = Path(__file__).resolve().parent.parent
CHAPTERS = [name for name, _ in CHAPTER_CONCEPTS]
SEEDS = (0, 1, 2)  # besides each chapter's own seed: other questions of the same kinds


def problems(chapter: str, questions: list[Question]) -> list[str]:
    """What the chapter's questions test or take for known that the chapter and those before
    it have not taught (an empty list: the quiz belongs to its chapter)."""
    own = dict(CHAPTER_CONCEPTS)[chapter]
    known = taught_by(chapter)
    found = []
    for q in questions:
        if q.concept not in own:
            found.append(f"{q.kind}: tests {q.concept!r}, not a concept of {chapter}")
        found += [f"{q.kind}: needs {n!r}" for n in q.needs if n not in known]
        for key, _params in q.lines():
            concept = line_concept(key)
            if concept is None:
                found.append(f"{q.kind}: line {key} has no concept (LINE_CONCEPTS)")
            elif concept not in known:
                found.append(f"{q.kind}: line {key} needs {concept!r}")
    return found


def test_the_chapters_are_the_books_rule_chapters_in_order() -> None:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    learning = toc["parts"][0]["chapters"]
    pages = [Path(c["file"]).name for c in learning]
    # the rule chapters, then the first strategy (reader 25: right after the match)
    assert [*CHAPTERS, "strategy"] == pages
    assert set(CHAPTER_QUIZZES) == set(CHAPTERS)


def test_each_concept_is_taught_once() -> None:
    seen: dict[str, str] = {}
    for chapter, concepts in CHAPTER_CONCEPTS:
        for c in concepts:
            assert c not in seen, f"{c} taught by {seen[c]} and {chapter}"
            seen[c] = chapter


def test_every_kind_and_line_names_concepts_the_book_teaches() -> None:
    every = {c for _, concepts in CHAPTER_CONCEPTS for c in concepts}
    for name, kind in KINDS.items():
        assert name in QUESTION_KINDS
        assert kind.concept in every, name
        assert set(kind.needs) <= every, (name, set(kind.needs) - every)
    assert set(LINE_CONCEPTS.values()) <= every


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_each_quiz_asks_its_own_chapter_with_what_came_before(chapter: str) -> None:
    kinds, _seed = CHAPTER_QUIZZES[chapter]
    own = dict(CHAPTER_CONCEPTS)[chapter]
    known = taught_by(chapter)
    for kind in kinds:
        spec = KINDS[kind]
        assert spec.concept in own, f"{chapter}: {kind} tests {spec.concept}"
        assert set(spec.needs) <= known, f"{chapter}: {kind} needs {set(spec.needs) - known}"


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_questions_made_use_only_what_is_taught(chapter: str) -> None:
    kinds, _seed = CHAPTER_QUIZZES[chapter]
    qs = chapter_questions(chapter)
    assert [q.concept for q in qs] == [KINDS[k].concept for k in kinds], "a question is missing"
    for seed in SEEDS:
        qs += make_questions("at", list(kinds), seed=seed)
    assert not problems(chapter, qs), "\n".join(problems(chapter, qs))


def test_the_check_catches_a_question_before_its_chapter() -> None:
    # the old cards quiz: card points counted from tricks, with trump and talon
    old = make_questions("at", ["card_points"], seed=102)
    found = problems("cards", old)
    assert any("trick" in p for p in found) and any("trump" in p for p in found), found
    # a question on the exchange asked in the chapter on tricks
    early = make_questions("at", ["exchange"], seed=0)
    assert any("exchange" in p for p in problems("tricks", early))


def _answers_from_the_engine(q: Question) -> None:
    """Each new kind's answer, asked of the engine again."""
    if q.kind in ("exchange", "close"):
        deal = s.Deal.from_text(q.deal_text)
        move = "x" if q.kind == "exchange" else "close"
        legal = move in {str(m) for m in deal.legal_moves()}
        assert q.answers == (("yes",) if legal else ("no",))
    elif q.kind == "claim":
        deal = s.Deal.from_text(q.deal_text)
        deal.play("claim")
        assert deal.result is not None
        right = deal.result.reason == "claim"
        assert q.answers == (("yes",) if right else ("no",))
    elif q.kind == "draw_last":
        deal = s.Deal.from_text(q.deal_text)
        turned = s.Card.parse(q.params["card"].code)
        holder = next(seat for seat in (0, 1) if turned in deal.hand(seat))
        assert q.answers == (str(holder),)
    elif q.kind == "marriage":
        deal = s.Deal.from_text(q.deal_text)
        card = q.params["card"]
        deal.play(f"m:{card.code}")
        assert q.answers == (str(deal.points(q.seat)),)
    elif q.kind == "card_value":
        assert q.answers == (str(sum(s.Card.parse(c).points for c in q.cards)),)
    elif q.kind == "card_order":
        cards = [s.Card.parse(c) for c in q.cards]
        assert q.answers == (max(cards, key=lambda c: int(c.rank)).code,)
    elif q.kind == "deal_turn":
        assert q.answers == (q.cards[6],)  # three and three, then the turned card
    elif q.kind == "deal_hand":
        dealer = {q.cards[i] for i in (3, 4, 5, 9, 10)}
        assert set(q.answers) == dealer & set(q.choices)


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_answers_are_the_engines(chapter: str) -> None:
    kinds, _seed = CHAPTER_QUIZZES[chapter]
    qs = chapter_questions(chapter)
    for seed in SEEDS:
        qs += make_questions("at", list(kinds), seed=seed)
    for q in qs:
        assert q.correct and all(0 <= i < len(q.choices) for i in q.correct)
        _answers_from_the_engine(q)


def test_yes_and_no_both_come_up() -> None:
    for kind in ("exchange", "close", "claim"):
        answers = {q.answers for q in make_questions("at", [kind] * 4, seed=7)}
        assert answers == {("yes",), ("no",)}, kind


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_each_question_shows_what_it_needs(chapter: str) -> None:
    """The position, the trump, the talon, the points: whatever the answer rests on is told
    (in words beside the picture); the feedback teaches the rule with the numbers."""
    for q in chapter_questions(chapter):
        keys = [k for k, _ in q.context]
        if q.deal_text and q.kind not in ("match",):
            assert "quiz.ctx.trump" in keys and any(k.startswith("quiz.ctx.talon.") for k in keys)
        if q.kind in ("exchange", "close"):
            assert {"quiz.ctx.on_lead", "quiz.ctx.answering"} & set(keys)
            assert any(k == "quiz.ctx.seat" for k in keys)
        if q.kind == "claim":
            assert "quiz.ctx.claim_cards" in keys
        if q.kind == "match":
            assert "quiz.ctx.match" in keys and keys.count("quiz.ctx.match.score") == 2
        if q.kind in ("card_order", "card_value", "deal_turn", "deal_hand"):
            assert q.cards and q.picture in ("cards", "pack")
        feedback = q.explanation_in("en")
        if q.kind in ("card_value", "marriage", "claim", "match", "game_points"):
            assert re.search(r"\d", feedback), (q.kind, feedback)
        if q.kind == "card_value":
            assert f"= {q.answers[0]}" in feedback


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quizzes_speak_every_edition_without_rule_numbers(lang: str) -> None:
    rule_number = re.compile(r"\b(?:Rule|Pravilo|Pravidlo)\s+\d|\d+\.\s+szabály")
    for chapter in CHAPTERS:
        qs = chapter_questions(chapter)
        for item in jupyterquiz_items(qs, lang):
            text = html.unescape(re.sub("<[^>]+>", " ", item["question"]))
            shown = [text] + [html.unescape(a["answer"] + " " + a["feedback"])
                              for a in item["answers"]]
            for part in shown:
                assert "{" not in part and "quiz." not in part and "ui.score" not in part, part
                assert not rule_number.search(part), (lang, chapter, part)
                # cards by their names, never the engine's codes ("QH (Ober of Hearts)")
                assert not re.search(r"\b[AKQJT9][HDSC]\b", part), (lang, chapter, part)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_chapter_shows_its_own_quiz(lang: str) -> None:
    for chapter in CHAPTERS:
        page = (ROOT / "book" / lang / f"{chapter}.md").read_text(encoding="utf-8")
        assert f'chapter_quiz("{chapter}", lang=LANG)' in page, (lang, chapter)
        assert "quiz(\"at\"" not in page, (lang, chapter)
