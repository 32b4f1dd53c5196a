"""A many-answer quiz question, once every right answer is found, gives no "wrong" verdict to
a further wrong pick (round 27, hu reader's item 31: "Nem jó. … Megtaláltad az összes helyes
választ: 4 / 4."). It says that the pick is not among the right answers, all of which the
reader has found, and keeps the solution; in headless Chromium with jupyterquiz and the
book's _static/schnapsen.js, every edition."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from schnapsen.i18n import translate
from tests.test_code26e import LANGS, _clicked


@pytest.mark.skipif(shutil.which("chromium") is None, reason="a browser runs the quiz")
@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_pick_after_all_are_found_is_no_verdict(tmp_path: Path, lang: str) -> None:
    right, wrong, other = 2, 0, 3  # the dealing question: answers 2 and 3 are right
    said = _clicked(tmp_path, lang, [right, other, wrong])
    every = translate("quiz.found.all", lang, found=2, total=2)
    assert said[1].endswith(every), said
    after = said[2]
    assert not after.startswith(translate("quiz.wrong", lang)), after
    assert after.startswith(translate("quiz.after_all", lang)), after
    assert after.endswith(every), after
    # the solution stays, as after the last right pick, without its "Right." (readers 28)
    assert said[1].removeprefix(translate("quiz.right", lang)).strip() in after, said


@pytest.mark.skipif(shutil.which("chromium") is None, reason="a browser runs the quiz")
@pytest.mark.parametrize("lang", ["hr", "sl"])
def test_a_wrong_pick_after_all_are_found_never_says_right(tmp_path: Path, lang: str) -> None:
    """sl reader 28 (worst 1), hr reader 28 (worst 2): the wrong pick once every right answer
    was found said "… you have found them all. Right. …": the line that it is not among them,
    then the solution without the verdict "Right."."""
    right, wrong, other = 2, 0, 3
    said = _clicked(tmp_path, lang, [right, other, wrong])
    after = said[2]
    assert translate("quiz.right", lang) not in after, after
    assert after.startswith(translate("quiz.after_all", lang)), after
    solution = said[1].removeprefix(translate("quiz.right", lang)).strip()
    assert solution in after, (solution, after)
