"""The "Play in your browser" control of the book's pages (no server: JupyterLite + Pyodide).

In the static web book a widget draws but its Python does not run. ``play_in_browser(code,
lang=...)`` returns a piece of HTML for the page: a button that starts Python in the reader's
browser (the JupyterLite REPL assembled into ``<site>/lite`` by ``tools/lite.py``, with the
engine installed as a wheel), runs ``code`` there with its input hidden, shows progress while
Python loads, and then puts the live widget in place of the static one on the page::

    from schnapsen.teach.live import play_in_browser
    play_in_browser("from schnapsen.widgets import PlayWidget\\nPlayWidget(seed=1, lang=LANG)",
                    lang=LANG)

The code is the same in every edition: the live code starts with ``LANG = "<lang>"`` (the
edition's language), so that it can say ``lang=LANG`` like the page's own cells. There is a
single player for the whole site, at ``<site root>/lite/``: English pages live at
``book/en/`` of the site, every other edition one folder deeper (``<lang>/book/<lang>/``,
tools/editions.py), and the control's link goes back up to the site root accordingly.

Under Pyodide itself (``sys.platform == "emscripten"``) it shows nothing. The reader-visible
text comes from the catalogues (keys ``live.*``, English in ``schnapsen/teach/en_site.py``).
"""

from __future__ import annotations

import ast
import hashlib
import html
import json
import sys

from ..i18n import LANGUAGES, translate
from .book import Html

__all__ = ["play_in_browser", "live_code", "lite_path", "split_code", "LITE_PATH",
           "TEXT_KEYS"]

#: where tools/lite.py puts the REPL app, relative to the site root
LITE_PATH = "lite/repl/index.html"

#: the reader-visible text of the control (catalogue keys ``live.<name>``)
TEXT_KEYS = ("button", "hint", "loading", "python", "ready", "failed", "warming", "warm",
             "modules", "wait", "frame", "still")


_STYLE = """
.sb-live{margin:.6em 0 1em;padding:.6em .8em;border:1px solid #9ab;border-radius:.4em;
 background:#f4f8fb}
.sb-live-button{font:inherit;font-size:1.1em;font-weight:700;padding:.45em 1.1em;
 border-radius:.35em;border:1px solid #1f6f43;background:#2e7d4f;color:#fff;cursor:pointer;
 box-shadow:0 1px 3px rgba(0,0,0,.3)}
.sb-live-button:hover{background:#25683f}
.sb-live-button:focus-visible{outline:3px solid #1a66e0;outline-offset:2px}
.sb-live-button[disabled]{opacity:.75;cursor:default}
.sb-live-hint{margin-left:.6em;font-size:.9em;color:#456}
.sb-live-progress{display:none;margin-top:.5em}
.sb-live[data-state=loading] .sb-live-progress,.sb-live[data-state=failed] .sb-live-progress{
 display:block}
.sb-live-bar{height:.45em;background:#dde6ee;border-radius:.3em;overflow:hidden}
.sb-live-bar>span{display:block;height:100%;width:0;background:#2e7d4f;transition:width .4s}
.sb-live-status{font-size:.9em;color:#234;margin-top:.25em}
.sb-live-frame{display:block;width:100%;border:0;height:0;margin-top:.5em}
.sb-static .jupyter-widgets button,.sb-static .jupyter-widgets select,
.sb-static .jupyter-widgets input{pointer-events:none}
.sb-static{cursor:pointer}
.sb-static{outline:2px dashed #8a6d1f;outline-offset:4px;border-radius:.2em}
.sb-static-note{margin:.3em 0;padding:.3em .6em;border-left:4px solid #8a6d1f;
 background:#fdf6e3;color:#3d3000;font-size:.92em;font-weight:600}
"""

# One player (one Python) per page, started quietly before the reader asks for it: once the
# reader has been on the page for a moment (WARM_AFTER) or a control comes within a screen of
# the view. Its first cell (the prelude) sets LANG, hands the reader's progress record to
# Python, imports what the page's controls import and loads the widget JavaScript; then each
# control's widget is made and shown in a cell of its own, hidden, one at a time, the nearest
# control first (the console runs the cells: jupyterapp, exposed by tools/lite.py). The first
# control the reader starts takes that player: its cell (run first if it is not there yet) is
# shown alone in the frame, moved into the control's box with moveBefore when it was warming
# up in another control's box (the frame, and Python in it, stays as it is; a browser without
# moveBefore gets a frame of its own). From then on the player belongs to that control: each
# other control the reader starts gets a live table (a frame and a Python) of its own, in its
# own box, and every table stays where it was started, as the reader left it (the round-12
# readers found one table moving between the practice page's three panels confusing). A click
# before the player has started starts it with that control's cell.
# `data-state` (idle, loading, ready, failed) and `data-ready-ms` (click to playable) are read
# by the browser tests and bench/browser.py; `data-host` says what the page's player was
# doing at the click (none, booting, warm, prepared).
_SCRIPT = r"""
(function () {
  if (window.__sbLive) return;
  window.__sbLive = true;
  var WARM_AFTER = 1500;
  var FRAME_CSS = '.jp-CodeConsole-promptCell,.jp-InputPrompt,.jp-OutputPrompt,' +
    '.jp-CodeConsole-banner{display:none!important}' +
    '.jp-CodeConsole-content{overflow:hidden!important}' +
    // the (hidden) input panel still took the bottom of the split panel, so the output was
    // shorter than the frame and JupyterLab scrolled it to its end: the widget's top row was
    // hidden. The output gets the whole frame, and is kept scrolled to its top (fit below).
    '.jp-CodeConsole-input,.jp-CodeConsole-split>.lm-SplitPanel-handle{display:none!important}' +
    '.jp-CodeConsole-content{top:0!important;height:100%!important}' +
    // only the cell of the control that owns the frame is shown: the prelude's and the other
    // controls' cells (made ready in advance) stay hidden
    '.jp-CodeConsole-content .jp-Cell{display:none!important}' +
    '.jp-CodeConsole-content .jp-Cell.sb-on{display:block!important}' +
    // JupyterLite's status bar is not the reader's: its notification count read as a stray
    // "0" before the widget's first control (the round-10 reader)
    '#jp-bottom-panel,.jp-StatusBar-Widget,.jp-Notification-Status{display:none!important}' +
    'body{background:transparent}';
  var host = null;  // the page's player
  var canMove = typeof Element.prototype.moveBefore === 'function';
  // On the first mousedown in the frame, JupyterLab activates its console panel and calls
  // focus() on it without preventScroll. The panel's top is above the reader's view when
  // the frame is taller than the window, so the browser scrolled the reader's page to it,
  // between mousedown and mouseup: the card pressed was no longer under the mouse when the
  // button came up, and the first click played nothing. In the frame, focus() never scrolls.
  function calm(win) {
    try {
      var proto = win && win.HTMLElement && win.HTMLElement.prototype;
      if (!proto || proto.__sbCalm) return;
      var focus = proto.focus;
      proto.focus = function (options) {
        var opts = {};
        for (var k in (options || {})) opts[k] = options[k];
        opts.preventScroll = true;
        return focus.call(this, opts);
      };
      proto.__sbCalm = true;
    } catch (e) { /* not reachable yet: the next call does it */ }
  }
  function controls() { return Array.prototype.slice.call(document.querySelectorAll('.sb-live')); }
  function staticWidget(box) {
    var cell = box.closest('.cell');
    if (!cell) return null;
    var sel = 'script[type="application/vnd.jupyter.widget-view+json"]';
    for (var el = cell.nextElementSibling; el; el = el.nextElementSibling) {
      if (el.classList.contains('cell') && el.querySelector(sel)) return el;
      if (/^H[1-6]$/.test(el.tagName) || el.tagName === 'SECTION') break;
    }
    for (var el2 = cell.previousElementSibling; el2; el2 = el2.previousElementSibling) {
      if (el2.classList.contains('cell') && el2.querySelector(sel)) return el2;
    }
    return null;
  }
  function py(text) { return JSON.stringify(String(text)); }  // a Python str literal
  function record() {
    try { return window.SBProgress ? JSON.stringify(window.SBProgress.load()) : ''; }
    catch (e) { return ''; }
  }
  // The first cell: LANG, the reader's record, what each control makes (run when it is first
  // shown), the page's imports, and a hidden widget shown and cleared at once (so that the
  // widget JavaScript is loaded before the first real widget): it leaves no output.
  function prelude(list) {
    var preps = list.map(function (b) { return py(b.dataset.id) + ': ' + py(b.dataset.prep); });
    var imports = [];
    list.forEach(function (b) {
      b.dataset.imports.split('\n').forEach(function (line) {
        if (line && imports.indexOf(line) < 0) imports.push(line);
      });
    });
    return ['LANG = ' + py(list[0].dataset.lang),
      'import builtins as _sb_b',
      '_sb_b.SCHNAPSEN_PROGRESS = ' + py(record()),
      '_sb_live = {}',
      '_sb_preps = {' + preps.join(', ') + '}',
      'def _sb_show(i):',
      '    if i not in _sb_live:',
      '        exec(_sb_preps[i], globals())',
      '    return _sb_live[i]'].concat(imports).concat([
      'import ipywidgets as _sb_W',
      'from IPython.display import clear_output as _sb_clear, display as _sb_display',
      '_sb_hidden = _sb_W.HTML(layout=_sb_W.Layout(display="none"))',
      '_sb_hidden.add_class("sb-hidden")',
      '_sb_display(_sb_hidden)',
      '_sb_clear()']).join('\n');
  }
  function showCode(box) {
    return '_sb_b.SCHNAPSEN_PROGRESS = ' + py(record()) + '\n_sb_show(' + py(box.dataset.id) + ')';
  }
  function doc(h) {
    try { return h.frame.contentDocument; } catch (e) { return null; }
  }
  function console_(h) {
    try {
      var app = h.frame.contentWindow.jupyterapp;
      var w = app && app.shell && app.shell.currentWidget;
      return w && w.console && typeof w.console.inject === 'function' && w.console.cells ?
        w.console : null;
    } catch (e) { return null; }
  }
  function cellOf(h, id) {
    var d = doc(h);
    return d ? d.querySelector('.jp-Cell[data-sb-id="' + id + '"]') : null;
  }
  function widgetIn(cell) {
    return cell && cell.querySelector('.jp-OutputArea-output .jupyter-widgets:not(.sb-hidden)');
  }
  function errorIn(node) {
    return node && node.querySelector('.jp-OutputArea-output[data-mime-type*="error"]');
  }
  function makeHost(owner, list, first) {
    var text = JSON.parse(owner.dataset.text);
    var root = document.documentElement.dataset.content_root || '/';
    var params = new URLSearchParams();
    params.set('kernel', 'python');
    params.set('showBanner', '0');
    params.set('hideCodeInput', '1');
    params.set('code', prelude(list) + (first ? '\n' + showCode(first) : ''));
    var frame = document.createElement('iframe');
    frame.className = 'sb-live-frame';
    frame.title = text.frame;
    frame.setAttribute('aria-label', text.frame);
    frame.src = root + owner.dataset.lite + '?' + params.toString();
    var h = {frame: frame, owner: owner, list: list, warm: false, styled: false,
             first: first ? first.dataset.id : null, asked: {}, queue: [], busy: false,
             seen: {}};
    if (first) h.asked[first.dataset.id] = true;
    owner.appendChild(frame);
    frame.addEventListener('load', function () { calm(frame.contentWindow); });
    h.timer = setInterval(function () { tick(h); }, 100);
    return h;
  }
  // run a control's cell in the console; the cell is marked with the control's id
  function inject(h, c, id, code) {
    h.busy = true;
    var done = function () { h.busy = false; hint(h); };
    c.inject(code).then(done, done);
    var cells = c.cells;
    cells.get(cells.length - 1).node.setAttribute('data-sb-id', id);
  }
  function events(h, d) {
    if (!window.SBProgress) return;
    var found = d.querySelectorAll('.sb-progress-event');
    for (var i = 0; i < found.length; i++) {
      var serial = found[i].getAttribute('data-serial');
      if (!serial || h.seen[serial]) continue;
      h.seen[serial] = true;
      try { window.SBProgress.apply(JSON.parse(found[i].getAttribute('data-event'))); }
      catch (e) { /* not an event */ }
    }
  }
  function tick(h) {
    var d = doc(h);
    if (!d || !d.head) return;
    calm(h.frame.contentWindow);
    // the frame's own look, put in again whenever its document lacks it (JupyterLab can
    // replace the document after the first load: a flag alone left the console's input
    // prompt "[ ]:" showing under the table)
    if (!d.getElementById('sb-frame-css')) {
      var style = d.createElement('style');
      style.id = 'sb-frame-css';
      style.textContent = FRAME_CSS;
      d.head.appendChild(style);
      h.styled = true;
    }
    var c = console_(h);
    if (c && c.cells.length) {
      var first = c.cells.get(0);
      if (h.first && !first.node.hasAttribute('data-sb-id')) {
        first.node.setAttribute('data-sb-id', h.first);
      }
      var count = first.model.executionCount;
      if (!h.warm && count !== null && count !== undefined) {
        h.warm = true;
        hint(h);
      }
    }
    if (h.warm && c && !h.busy) {
      var next = h.queue.shift();
      if (next) {
        inject(h, c, next.id, next.code);
      } else if (!waiting(h) && !h.claimed) {
        // nobody waits and no control has taken the player yet: make the next control's
        // widget ready in advance (hidden)
        var ahead = h.list.filter(function (b) { return !h.asked[b.dataset.id]; })[0];
        if (ahead) {
          h.asked[ahead.dataset.id] = true;
          inject(h, c, ahead.dataset.id, showCode(ahead));
        }
      }
    }
    events(h, d);
    controls().forEach(function (box) { if (box.sbHost === h) watch(h, box, d); });
  }
  function waiting(h) {
    return controls().some(function (b) {
      return b.sbHost === h && b.dataset.state === 'loading';
    });
  }
  function hint(h) {
    h.list.forEach(function (box) {
      if (box.dataset.state !== 'idle' || box.sbHost !== h) return;
      var text = JSON.parse(box.dataset.text);
      var ready = widgetIn(cellOf(h, box.dataset.id));
      box.querySelector('.sb-live-hint').textContent = ready ? text.warm : text.warming;
      box.dataset.host = !h.warm ? 'booting' : ready ? 'prepared' : 'warm';
    });
  }
  function watch(h, box, d) {
    if (box.dataset.state !== 'loading') return;
    var text = JSON.parse(box.dataset.text);
    var ms = performance.now() - box.sbT0;
    var cell = cellOf(h, box.dataset.id);
    var bar = box.querySelector('.sb-live-bar > span');
    var status = box.querySelector('.sb-live-status');
    var known = Number(localStorage.getItem('sb-live-ms'));
    var expected = known || 30000;
    var done = Math.min(95, 100 * ms / expected);
    bar.style.width = done.toFixed(1) + '%';
    bar.parentNode.setAttribute('aria-valuenow', String(Math.round(done)));
    status.textContent = (h.warm ? text.modules : ms < 1500 ? text.loading : text.python) +
      ' ' + Math.round(ms / 1000) + ' s' + (!h.warm && !known ? ' \u2013 ' + text.wait : '');
    if (widgetIn(cell)) {
      ready(h, box, cell, ms, text);
    } else if (errorIn(cell) || (!h.warm && errorIn(d)) || ms > 120000) {
      box.dataset.state = 'failed';
      status.textContent = text.failed;
      var all = d.querySelectorAll('.jp-CodeConsole-content .jp-Cell');
      for (var i = 0; i < all.length; i++) all[i].classList.add('sb-on');
      h.frame.style.height = '20em';
    }
  }
  function showCell(h, cell) {
    var d = doc(h);
    var all = d.querySelectorAll('.jp-CodeConsole-content .jp-Cell');
    for (var i = 0; i < all.length; i++) all[i].classList.toggle('sb-on', all[i] === cell);
  }
  function ready(h, box, cell, ms, text) {
    showCell(h, cell);
    var old = staticWidget(box);
    if (old) old.style.display = 'none';
    box.dataset.readyMs = String(Math.round(ms));
    box.dataset.state = 'ready';
    if (box.dataset.host === 'none') localStorage.setItem('sb-live-ms', String(Math.round(ms)));
    box.querySelector('.sb-live-bar > span').style.width = '100%';
    box.querySelector('.sb-live-bar').setAttribute('aria-valuenow', '100');
    box.querySelector('.sb-live-status').textContent = text.ready;
    box.querySelector('.sb-live-button').textContent = text.ready;
    box.querySelector('.sb-live-hint').style.display = 'none';
    fit(h);
    if (!h.fitting) h.fitting = setInterval(function () { fit(h); }, 500);
  }
  // the console fills its frame: size the frame to the shown cell, as it changes
  function fit(h) {
    var d = doc(h);
    if (!d) return;
    var content = d.querySelector('.jp-CodeConsole-content');
    var cell = d.querySelector('.jp-CodeConsole-content .jp-Cell.sb-on');
    h.frame.style.height = cell ? (cell.getBoundingClientRect().height + 24) + 'px' : '0';
    if (content && content.scrollTop) content.scrollTop = 0;
  }
  function warmUp(nearest) {
    if (host) return;
    if (navigator.connection && navigator.connection.saveData) return;
    var list = controls();
    if (!list.length) return;
    var owner = nearest || list[0];
    // the nearest control's widget is made first
    list = [owner].concat(list.filter(function (b) { return b !== owner; }));
    host = makeHost(owner, list, null);
    host.claimed = null;  // no control has taken it yet
    controls().forEach(function (b) { b.sbHost = host; });
    hint(host);
  }
  // A control the reader starts gets a live table of its own: the page's player while no
  // control has taken it (moved into this control's box if it was warming up in another's),
  // else a new frame with a Python of its own. A control that has its table keeps it.
  function start(box) {
    if (box.dataset.state === 'loading' || box.dataset.state === 'failed') return;
    if (box.dataset.state === 'ready') return;
    var text = JSON.parse(box.dataset.text);
    box.sbT0 = performance.now();
    var id = box.dataset.id;
    var h = host;
    var free = h && !h.claimed && (h.owner === box || canMove);
    box.dataset.host = !free ? 'none' : !h.warm ? 'booting' :
      widgetIn(cellOf(h, id)) ? 'prepared' : 'warm';
    if (!h) {
      h = host = makeHost(box, [box], box);  // only what this control imports
    } else if (!free) {
      h = makeHost(box, [box], box);  // a frame (and a Python) of its own
    } else if (h.owner !== box) {
      box.moveBefore(h.frame, null);
      h.owner = box;
    }
    h.claimed = box;
    box.sbHost = h;
    // the other controls no longer wait for this player: each will start its own
    controls().forEach(function (b) {
      if (b === box || b.sbHost !== h || b.dataset.state !== 'idle') return;
      b.sbHost = null;
      b.dataset.host = 'none';
      b.querySelector('.sb-live-hint').textContent = JSON.parse(b.dataset.text).hint;
    });
    box.dataset.state = 'loading';
    box.querySelector('.sb-live-button').disabled = true;
    var known = Number(localStorage.getItem('sb-live-ms'));
    box.querySelector('.sb-live-status').textContent = h.warm ? text.modules :
      text.loading + (known ? '' : ' \u2013 ' + text.wait);
    if (!h.asked[id]) {
      h.asked[id] = true;
      h.queue.push({id: id, code: showCode(box)});
    }
    tick(h);
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.sb-live-button');
    if (button) start(button.closest('.sb-live'));
    // a click on the picture of a control starts its live table (the picture says so)
    var still = !button && event.target.closest && event.target.closest('.sb-static');
    if (still && still.sbLive) {
      still.sbLive.scrollIntoView({block: 'nearest'});
      start(still.sbLive);
    }
  });
  // the page's picture of a widget (its saved state, with no Python behind it) looks like
  // the live one: it is framed by a dashed line (not greyed: its text keeps its contrast),
  // takes no clicks on its controls, and says what it is
  function markStill(box) {
    var s = staticWidget(box);
    if (!s || s.sbLive) return;
    s.classList.add('sb-static');
    s.sbLive = box;
    var text = JSON.parse(box.dataset.text);
    var note = document.createElement('p');
    note.className = 'sb-static-note';
    note.textContent = text.still;
    var output = s.querySelector('.cell_output') || s;
    output.insertBefore(note, output.firstChild);
  }
  function arm() {
    var list = controls();
    if (!list.length) return;
    list.forEach(markStill);
    var timer = setTimeout(function () { warmUp(null); }, WARM_AFTER);
    if ('IntersectionObserver' in window) {
      var seen = new IntersectionObserver(function (entries) {
        for (var i = 0; i < entries.length; i++) {
          if (entries[i].isIntersecting) {
            clearTimeout(timer);
            seen.disconnect();
            warmUp(entries[i].target);
            return;
          }
        }
      }, {rootMargin: '100% 0px 100% 0px'});
      list.forEach(function (b) { seen.observe(b); });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', arm);
  else arm();
})();
"""


def split_code(code: str) -> tuple[str, str, str]:
    """``code`` (whose last line is a widget) as the page's player runs it: its import lines,
    the code that makes the widget and keeps it (``_sb_live[<id>] = ...``), and the id."""
    tree = ast.parse(code)
    imports = "\n".join(
        ast.get_source_segment(code, node) or "" for node in tree.body
        if isinstance(node, (ast.Import, ast.ImportFrom)))
    ident = hashlib.sha1(code.encode("utf-8")).hexdigest()[:10]
    last = tree.body[-1] if tree.body else None
    if isinstance(last, ast.Expr):
        lines = code.splitlines()
        before = "\n".join(lines[:last.lineno - 1])
        expr = ast.get_source_segment(code, last) or "None"
        prep = f"{before}\n_sb_live[{ident!r}] = ({expr})\n"
    else:
        prep = f"{code}\n_sb_live[{ident!r}] = None\n"
    return imports, prep, ident


def _text(lang: str) -> dict[str, str]:
    return {k: translate(f"live.{k}", lang) for k in TEXT_KEYS}


def lite_path(lang: str) -> str:
    """The player, relative to the edition's content root (``data-content_root``): English
    is at the site root, every other edition under ``<lang>/`` (one folder deeper)."""
    return LITE_PATH if lang == "en" else "../" + LITE_PATH


def live_code(code: str, lang: str) -> str:
    """What the player runs: ``code`` with ``LANG`` set to the edition's language."""
    return f"LANG = {lang!r}\n{code}"


def play_in_browser(code: str, lang: str = "en") -> Html:
    """The control that runs ``code`` (whose last line is a widget) live in the browser, with
    ``LANG`` set to ``lang`` there."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (one of {', '.join(LANGUAGES)})")
    if sys.platform == "emscripten":  # already live: nothing to offer
        return Html("")
    text = _text(lang)
    imports, prep, ident = split_code(code)
    attrs = {
        "class": "sb-live",
        "data-state": "idle",
        "data-host": "none",
        "data-id": ident,
        "data-lang": lang,
        "data-code": live_code(code, lang),
        "data-imports": imports,
        "data-prep": prep,
        "data-lite": lite_path(lang),
        "data-text": json.dumps(text, ensure_ascii=False),
    }
    attr_html = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    return Html(
        f"<style>{_STYLE}</style>"
        f'<div {attr_html} lang="{lang}">'
        f'<button type="button" class="sb-live-button">{html.escape(text["button"])}</button>'
        f'<span class="sb-live-hint">{html.escape(text["hint"])}</span>'
        '<div class="sb-live-progress">'
        f'<div class="sb-live-bar" role="progressbar" aria-valuemin="0" aria-valuemax="100" '
        f'aria-valuenow="0" aria-label="{html.escape(text["frame"], quote=True)}"><span></span>'
        '</div><div class="sb-live-status" role="status" aria-live="polite"></div></div>'
        f"</div><script>{_SCRIPT}</script>"
    )
