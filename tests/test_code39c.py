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
from pathlib import Path

import pytest

import schnapsen.teach  # noqa: F401  (registers the book's texts)
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.teach.live import TEXT_KEYS, play_in_browser
from tests.test_code37learn import PLAYER_LOOKUP
from tests.test_code37learn import _node as code37learn_node

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
""" + PLAYER_LOOKUP + r"""tickAll(); tickAll();
note();  // 2: the widget's box is there, empty and flat: not drawn
const inner = new El('div', pd); inner.textContent = 'table';
w.appendChild(inner);
w.getBoundingClientRect = () => ({width: 600, height: 300});
tickAll();
note();  // 3: drawn
console.log(JSON.stringify(seen));
"""


def _node(body: str, tmp_path: Path) -> list[dict[str, str]]:
    result: list[dict[str, str]] = code37learn_node(body, tmp_path, panels="ab")
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


# ---------------------------------------------------------------------------------------
# 2. the play page opens with a short intro; the other traditions' controls come below the
#    table, in a closed dropdown

# words of the other traditions' controls and score sheets, in every edition's spelling
OTHER_TERMS = re.compile(r"kontr|rekontr|bunkó|krejč|licit|rufanj|snapszer|šnaps|šnops"
                         r"|bidding|partner|vállalás|závazek|posebn", re.I)
HOME_WORD = {"en": "", "hr": "šnaps", "sl": "šnops", "hu": "snapszer", "cs": ""}


def play_page(lang: str, text: str | None = None) -> tuple[str, str]:
    """(the text above the page's first code cell, without its heading; the text after the
    play table's cells, up to the next section)."""
    text = text if text is not None else (ROOT / "book" / lang / "play.md").read_text(
        encoding="utf-8")
    body = text.split("\n# ", 1)[1].split("\n", 1)[1]
    intro, rest = body.split("```{code-cell}", 1)
    after = rest.rsplit("```\n", 1)[0] if "\n## " not in rest else rest.split("\n## ", 2)[1]
    return intro.strip(), after


def intro_problems(lang: str, intro: str) -> list[str]:
    found = []
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", intro) if s.strip()]
    if len(sentences) > 4 or len(intro.split()) > 80:
        found.append(f"{len(sentences)} sentences, {len(intro.split())} words")
    home = HOME_WORD[lang]
    for m in OTHER_TERMS.finditer(intro):
        if not (home and re.fullmatch(home, m.group(0), re.I)) and \
                not (home and re.search(home, intro[m.start():m.start() + 12], re.I)):
            found.append(m.group(0))
    if "\n\n" in intro:
        found.append("more than one paragraph")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_page_opens_with_a_short_intro(lang: str) -> None:
    intro, _ = play_page(lang)
    assert not intro_problems(lang, intro), (intro_problems(lang, intro), intro)
    # it says how to start: the button's own words
    button = translate("live.button", lang).lstrip("▶ ").strip()
    assert button in " ".join(intro.split())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_traditions_controls_are_in_a_closed_dropdown(lang: str) -> None:
    text = (ROOT / "book" / lang / "play.md").read_text(encoding="utf-8")
    table = text.index("PlayWidget(variant=MENU[0]", text.index("play_in_browser(") + 400)
    box = re.search(r"\n:::\{dropdown\} [^\n]+\n(.*?)\n:::\n", text[table:], re.S)
    assert box, f"{lang}: no dropdown after the table"
    # (the krejčí is the Czech edition's own: its score sheet says it above the dropdown)
    for word in ("kontr", "bunkó") if lang == "cs" else ("kontr", "bunkó", "krejč"):
        assert word in box.group(1).lower(), word
        assert word not in text[:table + box.start()].lower(), word


def test_the_sl_play_page_puts_kontra_with_the_other_traditions() -> None:
    text = (ROOT / "book" / "sl" / "play.md").read_text(encoding="utf-8")
    said = [p for p in text.split("\n\n") if re.search(r"kontr", p, re.I)]
    assert said and all(re.search(r"slovensk\w* šnops\w* ne pozna|madžarsk", p) for p in said)
    assert any("ne pozna" in p for p in said)


def test_the_intro_check_catches_the_old_wall_of_terms() -> None:
    old = """---\n---\n# Play a deal\n\nHere you can play. There the bidding comes first: kontra
and rekontra are buttons, the bunkó, the krejčí.\n\n```{code-cell} ipython3\nx\n```\n"""
    intro, _ = play_page("en", old)
    assert intro_problems("en", intro)


# ---------------------------------------------------------------------------------------
# 3. the statistics words of the close trainer and the practice and guided explanations, in
#    plain words ("on average over the N deals that fit what you have seen")

STATS_WORDS = re.compile(r"\bexpected game points?\b|\blikely deals?\b|\bsample\b|\bestimates?\b",
                         re.I)
PLAIN_KEYS = ("ui.close.values", "guided.ui.swing.good", "guided.ui.swing.good.side",
              "guided.ui.swing.good.plain", "guided.ui.swing.good.alone",
              "practice.solution.holder", "practice.solution.holder.you",
              "practice.solution.holder.alone", "page.guided.sample")


@pytest.mark.parametrize("key", PLAIN_KEYS)
def test_no_statistics_words_in_these_english_texts(key: str) -> None:
    from schnapsen.i18n import MESSAGES

    text = MESSAGES[key]
    for form in (str(text), getattr(text, "one", "")):
        assert not STATS_WORDS.search(form), (key, form)
    assert "fit what you" in str(text) or "fits what you" in str(text), text


def test_the_close_trainer_says_its_figures_in_plain_words() -> None:
    said = translate("ui.close.values", "en", worlds=20, close="+0.60", play_on="\u22121.20")
    assert said.startswith("On average over the 20 deals that fit what you have seen"), said
    assert "+0.60" in said and "\u22121.20" in said


def _prose(name: str) -> str:
    """An English page's text without its code cells."""
    text = (ROOT / "book" / "en" / name).read_text(encoding="utf-8")
    text = re.sub(r"```\{code-cell\}.*?```", "", text, flags=re.S)
    return text.replace("{glue:text}`sample`", "")  # (a glued sentence's name)


@pytest.mark.parametrize("name", ["practice.md", "guided.md", "play.md"])
def test_the_explanations_are_in_plain_words(name: str) -> None:
    found = STATS_WORDS.findall(_prose(name))
    assert not found, (name, found)
