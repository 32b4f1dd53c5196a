"""A drill counts a question with no position of cards as a question (round 31, hu: the
scoring-card and counting drills said "1. állás (10 közül)" and "Következő állás" over sums)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from schnapsen.teach.drills import js_source, opened, pool_json


def _labels(data: dict[str, object], tmp_path: Path) -> list[dict[str, str]]:
    script = tmp_path / "words.js"
    script.write_text(
        "globalThis.window = globalThis; globalThis.document = {readyState: 'loading',"
        " addEventListener() {}};\n" + js_source("drill.js") + "\n"
        "const data = " + json.dumps(data) + ";\n"
        "console.log(JSON.stringify(data.questions.map(q =>"
        " window.__sbDrillWords(data.text, q))));\n", encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    result: list[dict[str, str]] = json.loads(out.stdout)
    return result


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the page's script")
@pytest.mark.parametrize("chapter", ["cards", "scoring", "match"])
def test_questions_without_a_position_are_questions(chapter: str, tmp_path: Path) -> None:
    data = pool_json(chapter, "en")
    for words in _labels(data, tmp_path):
        assert words == {"progress": "Question {number} of 10", "next": "Next question"}


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the page's script")
def test_a_drill_of_both_says_each_as_what_it_is(tmp_path: Path) -> None:
    """The snapszer drill: the marker cards' sums are questions, its tricks, marriages and
    claims positions (code35e)."""
    data = pool_json("snapszer", "en")
    questions: list[dict[str, object]] = data["questions"]
    kinds = [str(opened(data, i)["k"]) for i in range(len(questions))]
    for kind, words in zip(kinds, _labels(data, tmp_path), strict=True):
        said = "Question" if kind.startswith("markers_") else "Position"
        assert words["progress"] == f"{said} {{number}} of 10", (kind, words)
    assert {k.startswith("markers_") for k in kinds} == {True, False}


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the page's script")
def test_a_position_of_cards_stays_a_position(tmp_path: Path) -> None:
    data = pool_json("tricks", "en")
    for words in _labels(data, tmp_path):
        assert words == {"progress": "Position {number} of 10", "next": "Next position"}


#: each edition's words for a question, with no word for a position in them
QUESTION = {"hr": ("Pitanje 3 od 10", "Sljedeće pitanje"),
            "sl": ("Vprašanje 3 od 10", "Naslednje vprašanje"),
            "hu": ("3. feladat (10 közül)", "Következő feladat"),
            "cs": ("Otázka 3 z 10", "Další otázka")}


@pytest.mark.parametrize("lang", sorted(QUESTION))
def test_every_edition_says_question(lang: str) -> None:
    text = pool_json("scoring", lang)["text"]
    assert (text["progress_q"].replace("{number}", "3"), text["next_q"]) == QUESTION[lang]


# snapszer: its markers' sums with tricks, marriages and claims since code35e, a mixed pool
# as dealing's or claiming's
@pytest.mark.parametrize(("chapter", "word"), [("scoring", "questions"), ("snapszer", "positions"),
                                               ("tricks", "positions")])
def test_the_introduction_names_what_the_pool_holds(chapter: str, word: str) -> None:
    assert pool_json(chapter, "en")["text"]["intro"].startswith(f"Ten quick {word}.")
    if word == "questions":
        assert "pozic" not in pool_json(chapter, "cs")["text"]["intro"]
        assert "položaj" not in pool_json(chapter, "sl")["text"]["intro"]


def test_no_variable_hides_a_function_of_the_script() -> None:
    """Round 32, the new learner: every drill stopped after its first answer ("words is not a
    function"): a ``var words`` inside the answer handler, hoisted over the whole handler, hid
    the script's function ``words`` that names the next button. No ``var`` in drill.js takes
    the name of one of its functions."""
    import re

    source = js_source("drill.js")
    functions = set(re.findall(r"\bfunction\s+([A-Za-z_$][\w$]*)\s*\(", source))
    assert "words" in functions
    hidden = sorted(functions & set(re.findall(r"\bvar\s+([A-Za-z_$][\w$]*)", source)))
    assert not hidden, hidden
