"""Round 33's new learner: the learner's captions and checks still spoke of the machinery
("Card points, from the rules engine", "a pool of 60, made by the engine", "read from the
engine's rule data", "Checked exactly: ... the search solved the deal", "Checked over all 12
deals ... the search solved each"). The English says them in a learner's words now, and no
edition's drill intro counts the pool."""

from __future__ import annotations

import re

import pytest

import schnapsen.teach  # noqa: F401  (the book's messages join the catalogue)
from schnapsen.i18n import LANGUAGES, translate

MACHINERY = re.compile(r"\b(?:engine|search|solver|seed|seeded|pool|mean)\b|rule data",
                       re.IGNORECASE)

#: each learner-facing message with the parameters it is shown with
SHOWN = [("page.cards.points_caption", {}), ("table.caption", {}),
         ("table.caption.by_game", {}), ("drill.ui.intro", {"count": 60}),
         ("drill.ui.intro.questions", {"count": 60}), ("practice.check.exact", {}),
         ("practice.check.all", {"n": 1}), ("practice.check.all", {"n": 12}),
         ("practice.check.sample", {"n": 1}), ("practice.check.sample", {"n": 64})]


@pytest.mark.parametrize(("key", "params"), SHOWN)
def test_the_english_names_no_machinery(key: str, params: dict[str, int]) -> None:
    text = translate(key, "en", **params)
    assert not text.startswith(key), text
    assert not MACHINERY.search(text), text


def test_a_certain_answer_says_so() -> None:
    assert translate("practice.check.exact", "en") == (
        "No card is hidden any more, so this answer is certain.")
    assert "every way the hidden cards could lie" in translate("practice.check.all", "en", n=12)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", ["drill.ui.intro", "drill.ui.intro.questions"])
def test_no_drill_intro_counts_the_pool(lang: str, key: str) -> None:
    assert "60" not in translate(key, lang, count=60)


#: the words of "which card" in each edition's question on lead
CARD = {"en": "card", "hr": "kart", "sl": "kart", "hu": "lap", "cs": "kart"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_question_on_lead_asks_what_not_which_card(lang: str) -> None:
    """On lead the choices may be a claim, a close or a marriage as well as a card."""
    assert CARD[lang] not in translate("ui.puzzle.question.lead", lang).lower()


#: the claiming chapter's trick before the claim: seat 1 leads the Ten of Hearts and seat 2
#: throws the Ten of Bells onto it (round 33: "takes the Ten of Bells with its Ten of
#: Hearts", Acorns trumps, read as a Heart beating a Bell)
THROWN = {"en": "seat 2 throws the Ten of Bells onto it", "hr": "igrač 2 na nju baci desetku",
          "sl": "igralec 2 nanjo vrže bučno desetko", "hu": "az osztó a tök tízest teszi rá",
          "cs": "soupeř na ni přidá kulovou desítku"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_claiming_trick_says_who_led_and_who_threw(lang: str) -> None:
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "book" / lang / "claiming.md").read_text()
    assert THROWN[lang] in " ".join(text.split())


#: the lab words of round 33's "How we know" boxes and chart captions
LAB = re.compile(r"heuristic bot|seeded|shuffles numbered|\bengine\b|copy of the|per variant",
                 re.IGNORECASE)
CODE_CELL = re.compile(r"^```\{code-cell\}.*?^```$", re.S | re.M)


def test_the_strategy_boxes_say_the_figures_in_a_learners_words() -> None:
    from pathlib import Path
    page = (Path(__file__).resolve().parent.parent / "book" / "en" / "strategy.md").read_text()
    prose = CODE_CELL.sub("", page)  # the boxes included: only the code may name its bots
    assert not LAB.findall(prose), LAB.findall(prose)
    assert "We let the computer play thousands of" in prose
    shown = {"figure.close.caption": {"n": 30, "deals": 800, "seed": 2026, "floor": 5},
             "figure.exchange.caption": {"n": 900, "deals": 2000, "seed": 2026},
             "figure.bots.caption": {"deals": 40, "seed": 2026}, "figure.bots.title": {},
             "figure.bots.x": {}}
    for key, params in shown.items():
        text = translate(key, "en", **params)
        assert not LAB.search(text) and "hard bot" not in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_drill_question_with_several_answers_says_to_press_check(lang: str) -> None:
    """Round 33: on the strict rules drill a reader clicked one card and waited."""
    from schnapsen.teach.drills import pool_json

    pool = pool_json("strict-rules", lang)
    several = [q for q in pool["questions"] if q["m"]]
    assert several
    check = pool["text"]["check"] if "check" in pool["text"] else translate("drill.ui.check", lang)
    for q in several:
        assert q["q"].endswith(translate("drill.ui.choose_all", lang)), q["q"]
        assert check in q["q"], (lang, q["q"])


def test_the_guided_hand_says_what_the_expected_line_is() -> None:
    """Round 33: "Key decisions on the expected line" named a line the learner had not met;
    and it read as if the other tricks did not matter."""
    text = translate("guided.ui.steps", "en", list="1. which card to lead (trick 8)")
    assert "the moves the coach grades best" in text and "Every move is graded" in text
