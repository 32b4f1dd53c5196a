"""code39c: a blind new learner's findings (reader round 35).

1. The live start has two stages (Python starts, then the table is set up) and the second was
   never announced; a reader got "Live" over an empty area. The status now names each stage
   ("Step 1 of 2", "Step 2 of 2") and says "live" only once the table is drawn.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import schnapsen.teach  # noqa: F401  (registers the book's texts)
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.teach.live import _SCRIPT, TEXT_KEYS, play_in_browser
from tests.test_code37learn import FAKE_DOM

ROOT = Path(__file__).resolve().parent.parent
CODE = "from schnapsen.widgets import ScoreCalculator\n\nScoreCalculator(variant='at', lang=LANG)"

# ---------------------------------------------------------------------------------------
# 1. the two stages of the live start

STAGE_KEYS = ("loading", "python", "modules", "table_wait", "table_failed")


def test_the_stage_texts_are_keys_of_the_control() -> None:
    for name in STAGE_KEYS:
        assert name in TEXT_KEYS
    box = str(play_in_browser(CODE, lang="en"))
    text = json.loads(html.unescape(re.search(r'data-text="([^"]*)"', box).group(1)))  # type: ignore[union-attr]
    for name in STAGE_KEYS:
        assert text[name] == translate(f"live.{name}", "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_stage_is_numbered_in_every_edition(lang: str) -> None:
    one = {translate(f"live.{k}", lang) for k in ("loading", "python")}
    two = translate("live.modules", lang)
    # the same "1 of 2" / "2 of 2" step counter, in the edition's words
    steps = [re.search(r"\b([12])\b\D{1,12}\b2\b", t) for t in (*one, two)]
    assert all(steps), (one, two)
    assert {s.group(1) for s in steps[:-1]} == {"1"} and steps[-1].group(1) == "2"  # type: ignore[union-attr]
    # nobody says "live" or "runs" before the table is drawn
    live_word = translate("live.ready", lang).split(":")[0].strip().lower()
    for t in (*one, two, translate("live.table_wait", lang)):
        assert live_word not in t.lower(), t
    assert translate("live.table_failed", lang) != translate("live.failed", lang)
    for k in ("table_wait", "table_failed"):
        if lang != "en":
            assert translate(f"live.{k}", lang) != translate(f"live.{k}", "en")


STAGES = r"""
const box = boxes[0];
const seen = [];
const note = () => seen.push({state: box.dataset.state,
  status: box.querySelector('.sb-live-status').textContent,
  still: cell0.style.display || ''});
// the page's picture of box a's widget, after its cell
const cell0 = new El('div', document); cell0.className = 'cell';
cell0.querySelector = (sel) => sel.indexOf('widget-view') >= 0 ? {} : null;
document.body.children[0].nextElementSibling = cell0;
click(box.children[0]);
NOW += 2000; tickAll();
note();  // 0: Python starting
const h = box.sbHost;
const pd = h.frame.contentDocument;
const con = makeConsole(pd);
h.frame.contentWindow.jupyterapp = {shell: {currentWidget: {console: con}}};
tickAll();
note();  // 1: Python started, no widget yet
const cell = new El('div', pd); cell.className = 'jp-Cell';
cell.attrs['data-sb-id'] = box.dataset.id;
const out = new El('div', pd); out.className = 'jp-OutputArea-output';
const w = new El('div', pd); w.className = 'jupyter-widgets';
w.getBoundingClientRect = () => ({width: 600, height: 0});
out.appendChild(w); cell.appendChild(out); pd.body.appendChild(cell);
pd.querySelector = (sel) => {
  const m = /data-sb-id="(\w+)"/.exec(sel);
  if (m) return pd.body.children.find(c => c.attrs['data-sb-id'] === m[1]) || null;
  return null;
};
const realAll = El.prototype.all;
El.prototype.all = function (sel) {
  if (sel.indexOf(':not(.sb-hidden)') >= 0) sel = '.jupyter-widgets';
  if (sel.indexOf('.jp-OutputArea-output[data-mime-type') >= 0) return [];
  return realAll.call(this, sel.split(' ').pop());
};
tickAll(); tickAll();
note();  // 2: the widget's box is there, empty and flat: not drawn
const inner = new El('div', pd); inner.textContent = 'table';
w.appendChild(inner);
w.getBoundingClientRect = () => ({width: 600, height: 300});
tickAll();
note();  // 3: drawn
console.log(JSON.stringify(seen));
"""


def _node(body: str, tmp_path: Path) -> list[dict[str, str]]:
    box = play_in_browser(CODE, lang="en")
    data = dict(re.findall(r'data-([\w-]+)="([^"]*)"', str(box)))
    boxdata = {k: html.unescape(v) for k, v in data.items()
               if k in ("lang", "imports", "prep", "lite", "text", "code")}
    script = tmp_path / "live.js"
    script.write_text(
        "const BOXDATA = " + json.dumps(boxdata) + ";\n" + FAKE_DOM + "\n"
        "const boxes = [makeBox('a'), makeBox('b')];\n" + _SCRIPT + "\n" + body,
        encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    result: list[dict[str, str]] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the script")
def test_the_status_names_each_stage_and_waits_for_the_table(tmp_path: Path) -> None:
    seen = _node(STAGES, tmp_path)
    t = {k: translate(f"live.{k}", "en") for k in TEXT_KEYS}
    assert seen[0]["state"] == "loading" and seen[0]["status"].startswith(t["python"])
    assert seen[1]["status"].startswith(t["modules"]), seen[1]
    assert t["table_wait"] in seen[1]["status"]
    # the widget's box without its table: still stage 2, the picture still shown
    assert seen[2]["state"] == "loading", seen[2]
    assert seen[2]["status"].startswith(t["modules"]) and seen[2]["still"] == ""
    assert seen[3]["state"] == "ready" and seen[3]["status"] == t["ready"]
    assert seen[3]["still"] == "none"
