"""Round 26 readers' reports mended by code26e: a many-answer quiz keeps its count after a
wrong pick, guided prompts, the rules reference's program names, trick lines' cases."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from schnapsen.teach.book import jupyterquiz_items
from schnapsen.teach.quiz import chapter_questions

LANGS = ["en", "hr", "sl", "hu", "cs"]
ROOT = Path(__file__).parent.parent

_CLICKS = """
<script>
window.addEventListener("load", function () {
  setTimeout(function () {
    var buttons = document.querySelectorAll(".MCButton");
    var fb = document.querySelector(".Feedback");
    var said = [];
    [%s].forEach(function (i) { buttons[i].click(); said.push(fb.textContent); });
    var out = document.createElement("pre");
    out.id = "sq-out";
    out.textContent = JSON.stringify(said);
    document.body.appendChild(out);
  }, 300);
});
</script>
"""


def _clicked(tmp_path: Path, lang: str, clicks: list[int]) -> list[str]:
    """The feedback a many-answer question of the dealing chapter's quiz shows after each of
    ``clicks`` (answer indexes), in headless Chromium with jupyterquiz's script and the
    book's _static/schnapsen.js."""
    from jupyterquiz.dynamic.loader import load_questions_script  # type: ignore[import-untyped]
    from jupyterquiz.dynamic.renderer import build_script, render_div  # type: ignore[import-untyped]

    item = next(i for i in jupyterquiz_items(chapter_questions("dealing"), lang)
                if i["type"] == "many_choice")
    prefix, static, url = load_questions_script([item], "sqquiz")
    div = render_div("sqquiz", False, False, False, 1_000_000, 720, 10, "left")
    script = build_script(prefix, static, url, "sqquiz", True)
    page = tmp_path / "quiz.html"
    page.write_text(
        f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{div}</div>'
        f"<script>{script}</script>"
        f'<script src="{(ROOT / "_static" / "schnapsen.js").as_uri()}"></script>'
        + _CLICKS % ", ".join(map(str, clicks)) + "</body></html>", "utf-8")
    run = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
         "--allow-file-access-from-files", "--virtual-time-budget=3000",
          "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=120)
    found = re.search(r'<pre id="sq-out">(.*?)</pre>', run.stdout, re.S)
    assert found, run.stderr[-2000:]
    said: list[str] = json.loads(html.unescape(found.group(1)))
    return said


@pytest.mark.skipif(shutil.which("chromium") is None, reason="a browser runs the quiz")
@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_pick_keeps_the_right_answers_found(tmp_path: Path, lang: str) -> None:
    """hr reader 26 item 16, sl item 12: after one right pick ("found 1 of 2") a wrong pick
    said "found 0 of 2"; the count is kept, and the second right pick finds them all."""
    from schnapsen.i18n import translate

    right, wrong, other = 2, 0, 3  # the dealing question: answers 2 and 3 are right
    said = _clicked(tmp_path, lang, [right, wrong, other])
    one = translate("quiz.found", lang, found=1, total=2)
    none = translate("quiz.found", lang, found=0, total=2)
    assert said[0].endswith(one), said
    assert said[1].endswith(one) and not said[1].endswith(none), said
    assert said[1].startswith(translate("quiz.wrong", lang)), said
    assert said[2].endswith(translate("quiz.found.all", lang, found=2, total=2)), said
