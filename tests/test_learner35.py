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
