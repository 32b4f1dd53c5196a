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

import html
import json
import sys

from ..i18n import LANGUAGES, translate
from .book import Html

__all__ = ["play_in_browser", "live_code", "lite_path", "LITE_PATH", "TEXT_KEYS"]

#: where tools/lite.py puts the REPL app, relative to the site root
LITE_PATH = "lite/repl/index.html"

#: the reader-visible text of the control (catalogue keys ``live.<name>``)
TEXT_KEYS = ("button", "hint", "loading", "python", "ready", "failed")


_STYLE = """
.sb-live{margin:.6em 0 1em;padding:.6em .8em;border:1px solid #9ab;border-radius:.4em;
 background:#f4f8fb}
.sb-live-button{font:inherit;font-weight:600;padding:.35em .9em;border-radius:.3em;
 border:1px solid #1f6f43;background:#2e7d4f;color:#fff;cursor:pointer}
.sb-live-button[disabled]{opacity:.75;cursor:default}
.sb-live-hint{margin-left:.6em;font-size:.9em;color:#456}
.sb-live-progress{display:none;margin-top:.5em}
.sb-live[data-state=loading] .sb-live-progress{display:block}
.sb-live-bar{height:.45em;background:#dde6ee;border-radius:.3em;overflow:hidden}
.sb-live-bar>span{display:block;height:100%;width:0;background:#2e7d4f;transition:width .4s}
.sb-live-status{font-size:.9em;color:#234;margin-top:.25em}
.sb-live-frame{display:block;width:100%;border:0;height:0;margin-top:.5em}
"""

# The frame loads the REPL hidden; the bar advances on the time the last start took on this
# browser (localStorage), capped until the widget is there. `data-state` (idle, loading,
# ready, failed) and `data-ready-ms` (click to playable) are read by the browser tests and
# bench/browser.py.
_SCRIPT = r"""
(function () {
  if (window.__sbLive) return;
  window.__sbLive = true;
  var FRAME_CSS = '.jp-CodeConsole-promptCell,.jp-InputPrompt,.jp-OutputPrompt,' +
    '.jp-CodeConsole-banner{display:none!important}' +
    '.jp-CodeConsole-content{overflow:hidden!important}' +
    // the (hidden) input panel still took the bottom of the split panel, so the output was
    // shorter than the frame and JupyterLab scrolled it to its end: the widget's top row was
    // hidden. The output gets the whole frame, and is kept scrolled to its top (fit below).
    '.jp-CodeConsole-input,.jp-CodeConsole-split>.lm-SplitPanel-handle{display:none!important}' +
    '.jp-CodeConsole-content{top:0!important;height:100%!important}' +
    'body{background:transparent}';
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
  function ready(doc) {
    return doc && doc.querySelector('.jp-OutputArea-output .jupyter-widgets') !== null;
  }
  function failed(doc) {
    return doc && doc.querySelector('.jp-OutputArea-output[data-mime-type*="error"]') !== null;
  }
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
  function start(box) {
    if (box.dataset.state !== 'idle') return;
    var t0 = performance.now();
    var text = JSON.parse(box.dataset.text);
    var button = box.querySelector('.sb-live-button');
    var bar = box.querySelector('.sb-live-bar > span');
    var status = box.querySelector('.sb-live-status');
    var root = document.documentElement.dataset.content_root || '/';
    var params = new URLSearchParams();
    params.set('kernel', 'python');
    params.set('showBanner', '0');
    params.set('hideCodeInput', '1');
    params.set('code', box.dataset.code);
    var frame = document.createElement('iframe');
    frame.className = 'sb-live-frame';
    frame.title = text.button;
    frame.src = root + box.dataset.lite + '?' + params.toString();
    box.dataset.state = 'loading';
    button.disabled = true;
    status.textContent = text.loading;
    var expected = Number(localStorage.getItem('sb-live-ms')) || 12000;
    box.appendChild(frame);
    frame.addEventListener('load', function () {
      calm(frame.contentWindow);
      status.textContent = text.python;
    });
    var timer = setInterval(function () {
      var ms = performance.now() - t0;
      var doc = null;
      try { doc = frame.contentDocument; } catch (e) { doc = null; }
      bar.style.width = Math.min(95, 100 * ms / expected).toFixed(1) + '%';
      status.textContent = (ms < 1500 ? text.loading : text.python) +
        ' ' + Math.round(ms / 1000) + ' s';
      if (ready(doc)) {
        clearInterval(timer);
        calm(frame.contentWindow);
        var style = doc.createElement('style');
        style.textContent = FRAME_CSS;
        doc.head.appendChild(style);
        var old = staticWidget(box);
        if (old) old.style.display = 'none';
        box.dataset.readyMs = String(Math.round(ms));
        box.dataset.state = 'ready';
        localStorage.setItem('sb-live-ms', String(Math.round(ms)));
        bar.style.width = '100%';
        status.textContent = text.ready;
        button.textContent = text.ready;
        // the console fills its frame: size the frame to the output cell, as it changes
        var fit = function () {
          var content = doc.querySelector('.jp-CodeConsole-content');
          var cell = doc.querySelector('.jp-CodeConsole-content .jp-Cell');
          if (cell) frame.style.height = (cell.getBoundingClientRect().height + 24) + 'px';
          if (content && content.scrollTop) content.scrollTop = 0;
        };
        fit();
        setInterval(fit, 500);
        box.querySelector('.sb-live-hint').style.display = 'none';
      } else if (failed(doc) || ms > 120000) {
        clearInterval(timer);
        box.dataset.state = 'failed';
        status.textContent = text.failed;
        frame.style.height = '20em';
      }
    }, 100);
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.sb-live-button');
    if (button) start(button.closest('.sb-live'));
  });
})();
"""


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
    attrs = {
        "class": "sb-live",
        "data-state": "idle",
        "data-code": live_code(code, lang),
        "data-lite": lite_path(lang),
        "data-text": json.dumps(text, ensure_ascii=False),
    }
    attr_html = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
    return Html(
        f"<style>{_STYLE}</style>"
        f'<div {attr_html} lang="{lang}">'
        f'<button type="button" class="sb-live-button">{html.escape(text["button"])}</button>'
        f'<span class="sb-live-hint">{html.escape(text["hint"])}</span>'
        '<div class="sb-live-progress" role="status" aria-live="polite">'
        '<div class="sb-live-bar"><span></span></div><div class="sb-live-status"></div></div>'
        f"</div><script>{_SCRIPT}</script>"
    )
