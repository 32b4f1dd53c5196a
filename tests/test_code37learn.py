"""code37learn: a blind new learner's three findings.

1. A page's live panels share one Python (one player per page): while it works for one panel
   (a bot's move, a hint, a widget made in advance), another panel's click waits, silently.
   The waiting panel now says so (``live.busy``), from the player's kernel status.
2. The coach's words: no engine words (search, engine, sampled, heuristic, seed) in the
   English learner texts, nor the "search" calque in the editions.
3. One start per page: the first "Play in your browser" a reader presses starts every live
   panel of the page (the others follow it)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

import schnapsen.teach  # noqa: F401  (registers the book's texts)
from schnapsen.i18n import LANGUAGES, MESSAGES, translate
from schnapsen.teach.live import _SCRIPT, TEXT_KEYS, play_in_browser

ROOT = Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------------------------
# 2. engine words

ENGINE_WORDS = re.compile(r"\b(search\w*|engines?|sampled|heuristics?|seeds?)\b", re.I)
# not the learner's coach: the engine chapter, the rules reference and the sources' debates,
# the site's own search box, and the errors a programmer meets
NOT_LEARNER = ("page.engine.", "page.rules.", "decision.", "book.search",
               "book.theme.javascript")
SEARCH_CALQUE = {"hr": r"traženj|pretraž", "sl": r"iskanj", "hu": r"keresés",
                 "cs": r"hledání"}


def _learner_keys() -> list[str]:
    return [k for k in MESSAGES
            if not k.startswith(NOT_LEARNER) and ".error." not in k]


def _words(text: str) -> str:
    return re.sub(r"\{[^{}]*\}", "", text)  # placeholders are no words ({seed} is a number)


def test_no_engine_words_in_the_english_coach() -> None:
    found = []
    for key in _learner_keys():
        text = MESSAGES[key]
        for form in (text, getattr(text, "one", "")):
            hit = ENGINE_WORDS.search(_words(form))
            if hit:
                found.append(f"{key}: {hit.group(0)!r}")
                break
    assert not found, found


def test_the_coach_counts_likely_deals() -> None:
    """The hint's count says what the learner reads elsewhere: "in 7 of the 12 likely deals"."""
    said = translate("search.why.cause.with.tried.short", "en", held=7, worlds=12,
                     cause="you take the trick")
    assert said.startswith("in 7 of the 12 likely deals"), said
    assert "face up" in translate("ui.hint.tried", "en")


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_no_search_calque_in_the_editions(lang: str) -> None:
    path = ROOT / "schnapsen" / "i18n" / "locale" / lang / "LC_MESSAGES" / "schnapsen.po"
    with path.open(encoding="utf-8") as f:
        cat = read_po(f)
    pattern = re.compile(SEARCH_CALQUE[lang], re.I)
    keys = set(_learner_keys())
    found = []
    for msg in cat:
        key = msg.id if isinstance(msg.id, str) else msg.id[0]
        if key not in keys or key.startswith("quote."):  # a source's own words stay
            continue
        string = msg.string
        forms: tuple[str, ...] = ((string,) if isinstance(string, str) else
                                  tuple(string or ()))
        if any(form and pattern.search(form) for form in forms):
            found.append(key)
    assert not found, found


# ---------------------------------------------------------------------------------------
# 1 and 3: the page's live script, run in node with a small stand-in for the browser

FAKE_DOM = r"""
let NOW = 0;
globalThis.performance = {now: () => NOW};
const timers = [];
globalThis.setInterval = (fn) => { timers.push(fn); return timers.length; };
globalThis.clearInterval = () => {};
globalThis.setTimeout = () => 0;
globalThis.clearTimeout = () => {};
globalThis.localStorage = {getItem: () => null, setItem: () => {}};
globalThis.navigator = {};
class El {
  constructor(tag, doc) {
    this.tagName = String(tag).toUpperCase(); this.ownerDocument = doc;
    this.dataset = {}; this.style = {}; this.attrs = {}; this.children = [];
    this.parentElement = null; this.textContent = ''; this.className = '';
    this.listeners = {};
    const self = this;
    this.classList = {
      add(c) { if (!self.classList.contains(c)) self.className += ' ' + c; },
      contains(c) { return (' ' + self.className + ' ').indexOf(' ' + c + ' ') >= 0; },
    };
    if (this.tagName === 'IFRAME') {
      this.contentDocument = makeDoc();
      this.contentWindow = {HTMLElement: function () {}};
      this.contentWindow.HTMLElement.prototype = {focus() {}};
    }
  }
  get attributes() { return []; }
  get parentNode() { return this.parentElement; }
  setAttribute(k, v) { this.attrs[k] = String(v); if (k.startsWith('data-'))
    this.dataset[k.slice(5).replace(/-(\w)/g, (m, c) => c.toUpperCase())] = String(v); }
  getAttribute(k) { return k in this.attrs ? this.attrs[k] : null; }
  hasAttribute(k) { return k in this.attrs; }
  removeAttribute(k) { delete this.attrs[k]; }
  appendChild(c) { c.parentElement = this; this.children.push(c); return c; }
  insertBefore(c) { return this.appendChild(c); }
  addEventListener(t, fn) { (this.listeners[t] = this.listeners[t] || []).push(fn); }
  getBoundingClientRect() { return {width: 600, height: 300}; }
  matches(sel) { return sel.split(',').some(s => s.trim().startsWith('.') &&
    this.classList.contains(s.trim().slice(1))); }
  closest(sel) { for (let e = this; e; e = e.parentElement) if (e.matches && e.matches(sel))
    return e; return null; }
  all(sel) { let out = []; for (const c of this.children) { if (c.matches(sel)) out.push(c);
    out = out.concat(c.all(sel)); } return out; }
  querySelector(sel) { const m = /^(\.[\w-]+) > span$/.exec(sel);
    if (m) { const p = this.all(m[1])[0]; return p ? p.children[0] : null; }
    return this.all(sel)[0] || null; }
  querySelectorAll(sel) { return this.all(sel); }
}
function makeDoc() {
  const d = {listeners: {}, readyState: 'complete', baseURI: 'http://x/',
    createElement: (t) => new El(t, d), getElementById: () => null,
    addEventListener(t, fn) { (d.listeners[t] = d.listeners[t] || []).push(fn); },
    open() {}, write() {}, close() {}, adoptedStyleSheets: []};
  d.documentElement = new El('html', d); d.head = new El('head', d); d.body = new El('body', d);
  d.documentElement.attrs['data-content_root'] = '/';
  d.documentElement.dataset.content_root = '/';
  d.querySelectorAll = (sel) => d.body.all(sel);
  d.querySelector = (sel) => d.body.all(sel)[0] || null;
  return d;
}
globalThis.window = globalThis;
globalThis.document = makeDoc();
window.location = {pathname: '/book/en/practice.html'};
function makeBox(id) {
  const cell = new El('div', document); cell.className = 'cell';
  const box = new El('div', document); box.className = 'sb-live';
  Object.assign(box.dataset, BOXDATA, {id: id, state: 'idle', host: 'none'});
  for (const cls of ['sb-live-button', 'sb-live-hint', 'sb-live-progress', 'sb-live-busy']) {
    const e = new El(cls === 'sb-live-button' ? 'button' : 'div', document);
    e.className = cls; box.appendChild(e);
  }
  const bar = new El('div', document); bar.className = 'sb-live-bar';
  bar.appendChild(new El('span', document));
  box.children[2].appendChild(bar);
  const status = new El('div', document); status.className = 'sb-live-status';
  box.children[2].appendChild(status);
  cell.appendChild(box); document.body.appendChild(cell);
  return box;
}
function click(el, doc) {
  for (const fn of ((doc || document).listeners.click || [])) fn({target: el});
}
// the player's console: cells run one at a time; the kernel's status is set by the test
const kernel = {status: 'idle'};
function makeConsole(doc) {
  const first = new El('div', doc); first.className = 'jp-Cell';
  const cells = [{node: first, model: {executionCount: 1}, code: 'prelude'}];
  const list = {get length() { return cells.length; }, get: (i) => cells[i]};
  return {cells: list, sessionContext: {session: {kernel: kernel}},
    inject(code) { const node = new El('div', doc); node.className = 'jp-Cell';
      cells.push({node: node, model: {executionCount: 1}, code: code});
      return {then(done) { done(); }}; }};  // each cell run at once
}
function tickAll() { NOW += 100; for (const fn of timers) fn(); }
"""


#: the player's page finds a panel's cell by its id, and its widgets (the script's selectors
#: reduced to what FAKE_DOM's ``all`` understands)
PLAYER_LOOKUP = r"""
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
"""


def _node(body: str, tmp_path: Path, panels: str = "abc") -> Any:
    """The live control's script run under node on a page of ``panels`` (one box each), then
    ``body``; what its last line prints, as JSON."""
    box = play_in_browser("from schnapsen.widgets import ScoreCalculator\n\n"
                          "ScoreCalculator(variant='at', lang=LANG)", lang="en")
    data = dict(re.findall(r'data-([\w-]+)="([^"]*)"', str(box)))
    import html
    boxdata = {k: html.unescape(v) for k, v in data.items()
               if k in ("lang", "imports", "prep", "lite", "text", "code")}
    script = tmp_path / "live.js"
    script.write_text(
        "const BOXDATA = " + json.dumps(boxdata) + ";\n" + FAKE_DOM + "\n"
        "const boxes = [" + ", ".join(f"makeBox('{p}')" for p in panels) + "];\n"
        + _SCRIPT + "\n" + body, encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node runs the script")


@needs_node
def test_one_start_starts_every_panel_of_the_page(tmp_path: Path) -> None:
    got = _node(
        "click(boxes[1].children[0]);\n"
        "console.log(JSON.stringify({states: boxes.map(b => b.dataset.state),"
        " players: window.__sbLivePlayers,"
        " disabled: boxes.map(b => !!b.children[0].disabled)}));\n", tmp_path)
    assert got["players"] == 1
    assert got["states"] == ["loading", "loading", "loading"]
    assert got["disabled"] == [True, True, True]


@needs_node
def test_the_first_started_panel_is_made_first(tmp_path: Path) -> None:
    """The clicked panel's widget is made in the player's first cell; the others follow, in
    the page's order."""
    got = _node(
        "click(boxes[2].children[0]);\n"
        "const h = boxes[0].sbHost;\n"
        "console.log(JSON.stringify({first: h.first, queue: h.queue.map(q => q.id)}));\n",
        tmp_path)
    assert got["first"] == "c"
    assert got["queue"] == ["a", "b"]


WAIT = r"""
click(boxes[0].children[0]);
const h = boxes[0].sbHost;
const pd = h.frame.contentDocument;
const con = makeConsole(pd);
h.frame.contentWindow.jupyterapp = {shell: {currentWidget: {console: con}}};
// every panel's widget drawn in the player: each becomes ready
for (const b of boxes) {
  const cell = new El('div', pd); cell.className = 'jp-Cell';
  cell.attrs['data-sb-id'] = b.dataset.id;
  const out = new El('div', pd); out.className = 'jp-OutputArea-output';
  const w = new El('div', pd); w.className = 'jupyter-widgets';
  w.appendChild(new El('div', pd));  // drawn: the widget has content (code39c)
  out.appendChild(w); cell.appendChild(out); pd.body.appendChild(cell);
}
""" + PLAYER_LOOKUP + r"""tickAll(); tickAll();
const states = boxes.map(b => b.dataset.state);
// the reader plays in panel a: the kernel works for it
click(boxes[0].sbCell, boxes[0].sbView.frame.contentDocument);
kernel.status = 'busy';
tickAll();
// a while later the reader presses a button in panel b, which waits
NOW += 2000;
click(boxes[1].sbCell, boxes[1].sbView.frame.contentDocument);
tickAll();
const early = boxes.map(b => b.hasAttribute('data-busy'));
NOW += 1500; tickAll();
const waiting = boxes.map(b => b.hasAttribute('data-busy'));
const note = boxes[1].querySelector('.sb-live-busy').textContent;
kernel.status = 'idle'; tickAll();
const after = boxes.map(b => b.hasAttribute('data-busy'));
console.log(JSON.stringify({states, early, waiting, note, after}));
"""


@needs_node
def test_a_panel_that_waits_for_another_says_so(tmp_path: Path) -> None:
    got = _node(WAIT, tmp_path)
    assert got["states"] == ["ready", "ready", "ready"]
    assert got["early"] == [False, False, False]  # a short wait is not worth a word
    assert got["waiting"] == [False, True, False]
    assert got["note"] == translate("live.busy", "en")
    assert got["after"] == [False, False, False]


def test_the_waiting_note_is_in_every_edition() -> None:
    assert "busy" in TEXT_KEYS
    texts = {lang: translate("live.busy", lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == len(LANGUAGES), texts
    box = str(play_in_browser("from schnapsen.widgets import ScoreCalculator\n\n"
                              "ScoreCalculator(variant='at', lang=LANG)", lang="en"))
    assert 'class="sb-live-busy"' in box and 'aria-live="polite"' in box
