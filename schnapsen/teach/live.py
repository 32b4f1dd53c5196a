"""The "Play in your browser" control of the book's pages (no server: JupyterLite + Pyodide).

In the static web book a widget draws but its Python does not run. ``play_in_browser(code,
lang=...)`` returns a piece of HTML for the page: a button that starts Python in the reader's
browser (the JupyterLite REPL assembled into ``<site>/lite`` by ``tools/lite.py``, with the
engine installed as a wheel), runs ``code`` there with its input hidden, shows progress while
Python loads, and then puts the live widget in place of the static one on the page. A page
starts one Python for all its controls: each control the reader starts shows its own widget
in its own box, made by that one Python::

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
             "modules", "wait", "frame", "host", "still", "busy", "table_wait", "table_failed")


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
.sb-live-busy{display:none;margin-top:.4em;padding:.3em .6em;border-left:4px solid #1a66e0;
 background:#eef4fd;color:#123;font-size:.92em;font-weight:600}
.sb-live[data-busy] .sb-live-busy{display:block}
.sb-static .jupyter-widgets button,.sb-static .jupyter-widgets select,
.sb-static .jupyter-widgets input{pointer-events:none}
.sb-static{cursor:pointer}
.sb-static{outline:2px dashed #8a6d1f;outline-offset:4px;border-radius:.2em}
.sb-static-note{margin:.3em 0;padding:.3em .6em;border-left:4px solid #8a6d1f;
 background:#fdf6e3;color:#3d3000;font-size:.92em;font-weight:600}
"""

# One player (one Python) per page, started quietly before the reader asks for it: once the
# reader has been on the page for a moment (WARM_AFTER) or a control comes within a screen of
# the view. The player is a JupyterLite console in a frame the reader never sees (the page's
# dock, out of view). Its first cell (the prelude) sets LANG, hands the reader's progress
# record to Python, imports what the page's controls import (only the started control's when
# the reader clicks before the player has started) and loads the widget JavaScript; then each
# control's widget is made in a cell of its own, one at a time, the nearest control first
# (the console runs the cells: jupyterapp, exposed by tools/lite.py).
# Every control the reader starts gets a view of its own, in its own box: a frame of the page
# with no Python in it (about:blank, same origin), dressed in the player's style sheets, into
# which the control's cell is moved once its widget is drawn. The widget's elements keep
# their handlers when they change documents, so the one Python behind the player serves every
# view; nothing moves between the controls' boxes (the round-12 readers found one table moving
# between the practice page's panels confusing; round 13 gave each panel a Python of its own,
# a second cold start). A click before the player has started starts it with that control,
# and a start starts every control of the page (the clicked one first, the others after it
# in the page's order): the reader presses "Play in your browser" once per page (code37learn).
# The one Python serves the controls one request at a time: while it works for one (a bot's
# move, a hint, a widget made in advance), a click in another waits. A control whose click
# has waited WAIT_NOTE ms for the player's kernel, busy with something else, says so under
# its button (`data-busy`, text live.busy) until the kernel is idle again (a learner met a
# puzzle's "Claim 66" that did nothing for two minutes while the page's other table thought).
# `data-state` (idle, loading, ready, failed) and `data-ready-ms` (click to playable) are read
# by the browser tests and bench/browser.py; `data-host` says what the page's player was
# doing at the click (none, booting, warm, prepared); `window.__sbLivePlayers` counts the
# players (Pythons) the page started.
_SCRIPT = r"""
(function () {
  if (window.__sbLive) return;
  window.__sbLive = true;
  window.__sbLivePlayers = 0;
  var WARM_AFTER = 1500;
  var WAIT_NOTE = 1000;
  var FRAME_CSS = '.jp-CodeConsole-promptCell,.jp-InputPrompt,.jp-OutputPrompt,' +
    '.jp-CodeConsole-banner{display:none!important}' +
    // JupyterLite's status bar is not the reader's: its notification count read as a stray
    // "0" before the widget's first control (the round-10 reader)
    '#jp-bottom-panel,.jp-StatusBar-Widget,.jp-Notification-Status{display:none!important}' +
    'body{background:transparent}';
  // a view: the cell's old ancestors are kept as plain boxes (their classes, for the style
  // sheets' rules that name them), without the player's layout
  var VIEW_CSS = 'html,body{margin:0!important;padding:0!important;overflow:hidden!important;' +
    'height:auto!important;background:transparent!important}' +
    '.sb-wrap{position:static!important;display:block!important;overflow:visible!important;' +
    'height:auto!important;min-height:0!important;width:auto!important;max-height:none!important;' +
    'inset:auto!important;transform:none!important;padding:0!important;margin:0!important;' +
    'border:0!important;box-shadow:none!important;background:transparent!important}' +
    '.sb-view-cell{display:block!important;position:static!important;' +
    'padding:0 0 .3em 0!important}' +
    '.sb-view-cell .jp-Cell-inputWrapper,.sb-view-cell .jp-InputPrompt,' +
    '.sb-view-cell .jp-OutputPrompt,.sb-view-cell .jp-Collapser{display:none!important}';
  var host = null;  // the page's player
  // On the first mousedown in the player's frame, JupyterLab activated its console panel and
  // called focus() on it without preventScroll, and the browser scrolled the reader's page
  // between mousedown and mouseup: the first click played nothing. The widgets' elements come
  // from the player's document: their focus() never scrolls.
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
  // shown), the imports of ``loaded``, and a hidden widget shown and cleared at once (so that
  // the widget JavaScript is loaded before the first real widget): it leaves no output.
  function prelude(list, loaded) {
    var preps = list.map(function (b) { return py(b.dataset.id) + ': ' + py(b.dataset.prep); });
    var imports = [];
    loaded.forEach(function (b) {
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
  // a control's cell: in its view once it is there, else in the player
  function cellOf(h, box) {
    if (box.sbCell) return box.sbCell;
    var d = doc(h);
    return d ? d.querySelector('.jp-Cell[data-sb-id="' + box.dataset.id + '"]') : null;
  }
  function widgetIn(cell) {
    return cell && cell.querySelector('.jp-OutputArea-output .jupyter-widgets:not(.sb-hidden)');
  }
  function errorIn(node) {
    return node && node.querySelector('.jp-OutputArea-output[data-mime-type*="error"]');
  }
  // the player's frame, in the page's dock (out of view, no height: nothing in it is shown)
  function makeHost(list, first, loaded) {
    var text = JSON.parse(list[0].dataset.text);
    var root = document.documentElement.dataset.content_root || '/';
    var params = new URLSearchParams();
    params.set('kernel', 'python');
    params.set('showBanner', '0');
    params.set('hideCodeInput', '1');
    params.set('code', prelude(list, loaded) + (first ? '\n' + showCode(first) : ''));
    var dock = document.createElement('div');
    dock.className = 'sb-live-dock';
    dock.inert = true;  // nothing in it takes the keyboard (a cell moved to its view does)
    dock.style.cssText = 'position:absolute;left:0;top:0;width:' +
      Math.max(320, list[0].getBoundingClientRect().width || 0) + 'px;height:0;' +
      'overflow:hidden;pointer-events:none';
    // (hidden from assistive technology too, under a title of its own: a screen reader's list
    // of frames named the player and the visible view alike, issue 25)
    dock.setAttribute('aria-hidden', 'true');
    var frame = document.createElement('iframe');
    frame.className = 'sb-live-host';
    frame.title = text.host;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'display:block;width:100%;height:0;border:0';
    frame.src = root + list[0].dataset.lite + '?' + params.toString();
    dock.appendChild(frame);
    document.body.appendChild(dock);
    window.__sbLivePlayers += 1;
    var h = {frame: frame, list: list, warm: false, first: first ? first.dataset.id : null,
             asked: {}, queue: [], busy: false, seen: {}};
    if (first) h.asked[first.dataset.id] = true;
    list.forEach(function (b) { b.sbHost = h; });
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
    if (!window.SBProgress || !d) return;
    var found = d.querySelectorAll('.sb-progress-event');
    for (var i = 0; i < found.length; i++) {
      var serial = found[i].getAttribute('data-serial');
      if (!serial || h.seen[serial]) continue;
      h.seen[serial] = true;
      try {
        var ev = JSON.parse(found[i].getAttribute('data-event'));
        // a widget's "done" (a deal played to its end) is of the page it is on
        var on = /\/([\w-]+)\.html$/.exec(window.location.pathname);
        if (ev && ev.type === 'done' && typeof ev.page !== 'string' && on) ev.page = on[1];
        window.SBProgress.apply(ev);
      } catch (e) { /* not an event */ }
    }
  }
  function tick(h) {
    var d = doc(h);
    if (!d || !d.head) return;
    calm(h.frame.contentWindow);
    // the frame's own look, put in again whenever its document lacks it (JupyterLab can
    // replace the document after the first load)
    if (!d.getElementById('sb-frame-css')) {
      var style = d.createElement('style');
      style.id = 'sb-frame-css';
      style.textContent = FRAME_CSS;
      d.head.appendChild(style);
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
      } else if (!waiting(h)) {
        // nobody waits: make the next control's widget ready in advance (in the player)
        var ahead = h.list.filter(function (b) { return !h.asked[b.dataset.id]; })[0];
        if (ahead) {
          h.asked[ahead.dataset.id] = true;
          inject(h, c, ahead.dataset.id, showCode(ahead));
        }
      }
    }
    events(h, d);
    controls().forEach(function (box) {
      if (box.sbHost !== h) return;
      if (box.sbView) {
        syncStyles(h, box.sbView);
        events(h, box.sbView.frame.contentDocument);
      }
      watch(h, box, d);
    });
    busyNotes(h);
  }
  // the player's kernel: 'busy' while it runs a cell or a widget's request
  function kernelBusy(h) {
    if (h.busy) return true;
    try {
      var c = console_(h);
      var ctx = c && c.sessionContext;
      var k = ctx && ctx.session && ctx.session.kernel;
      return (k ? k.status : ctx && ctx.kernelDisplayStatus) === 'busy';
    } catch (e) { return false; }
  }
  // who the kernel works for: the control clicked just before it became busy (else a cell)
  function busyNotes(h) {
    var now = performance.now();
    if (!kernelBusy(h)) {
      h.busySince = null;
      h.busyFor = null;
    } else if (h.busySince === null || h.busySince === undefined) {
      h.busySince = now;
      h.busyFor = h.lastClick && now - h.lastClick.sbClickAt < 500 ? h.lastClick : null;
    }
    controls().forEach(function (box) {
      if (box.sbHost !== h) return;
      var wait = h.busySince !== null && h.busySince !== undefined && box !== h.busyFor &&
        box.sbClickAt >= h.busySince && now - box.sbClickAt >= WAIT_NOTE;
      var note = box.querySelector('.sb-live-busy');
      if (wait && !box.hasAttribute('data-busy')) {
        box.setAttribute('data-busy', '');
        if (note) note.textContent = JSON.parse(box.dataset.text).busy;
      } else if (!wait && box.hasAttribute('data-busy')) {
        box.removeAttribute('data-busy');
        if (note) note.textContent = '';
      }
    });
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
      var ready = widgetIn(cellOf(h, box));
      box.querySelector('.sb-live-hint').textContent = ready ? text.warm : text.warming;
      box.dataset.host = !h.warm ? 'booting' : ready ? 'prepared' : 'warm';
    });
  }
  // A control's view: an empty frame of the page's own (no Python in it), in its box.
  function makeView(box) {
    var text = JSON.parse(box.dataset.text);
    var frame = document.createElement('iframe');
    frame.className = 'sb-live-frame';
    frame.title = text.frame;
    frame.setAttribute('aria-label', text.frame);
    box.appendChild(frame);
    var vd = frame.contentDocument;
    vd.open();
    vd.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>');
    vd.close();
    var style = vd.createElement('style');
    style.id = 'sb-view-css';
    style.textContent = VIEW_CSS;
    vd.head.appendChild(style);
    // the reader's clicks and choices in the view: when the control last asked the player
    var asked = function () {
      box.sbClickAt = performance.now();
      if (box.sbHost) box.sbHost.lastClick = box;
    };
    vd.addEventListener('click', asked, true);
    vd.addEventListener('change', asked, true);
    box.sbView = {frame: frame, copied: [], made: 0, dressed: false};
    return box.sbView;
  }
  // the player's style sheets (and the ones it adds later), in the view
  function syncStyles(h, v) {
    var d = doc(h);
    var vd = v.frame.contentDocument;
    if (!d || !vd || !vd.head) return;
    // (the theme's sheet is in the player's body; a widget's own sheets go with its cell)
    var sheets = Array.prototype.filter.call(
      d.querySelectorAll('style, link[rel=stylesheet]'),
      function (el) { return el.id !== 'sb-frame-css' && !el.closest('.jp-Cell'); });
    var made = d.adoptedStyleSheets || [];
    if (sheets.length === v.copied.length && made.length === v.made) return;
    var mine = vd.getElementById('sb-view-css');
    for (var i = 0; i < sheets.length; i++) {
      if (v.copied.indexOf(sheets[i]) >= 0) continue;
      v.copied.push(sheets[i]);
      var copy = vd.importNode(sheets[i], true);
      if (copy.tagName === 'LINK') copy.href = sheets[i].href;  // the player's address
      vd.head.insertBefore(copy, mine);
    }
    // the sheets a script made (design tokens): remade in the view's own window
    if (made.length !== v.made) {
      v.made = made.length;
      try {
        var Sheet = v.frame.contentWindow.CSSStyleSheet;
        vd.adoptedStyleSheets = made.map(function (sheet) {
          var again = new Sheet();
          again.replaceSync(Array.prototype.map.call(sheet.cssRules,
            function (r) { return r.cssText; }).join('\n'));
          return again;
        });
      } catch (e) { /* an older browser: the view does without them */ }
    }
  }
  // the view takes the player's look (base address, the root's and the body's classes and
  // theme attributes) and the control's cell, inside copies of the cell's old ancestors
  function mount(h, box, cell) {
    var v = box.sbView || makeView(box);
    var d = doc(h);
    var vd = v.frame.contentDocument;
    if (!v.dressed) {
      var base = vd.createElement('base');
      base.href = d.baseURI;
      vd.head.insertBefore(base, vd.head.firstChild);
      [[d.documentElement, vd.documentElement], [d.body, vd.body]].forEach(function (pair) {
        for (var i = 0; i < pair[0].attributes.length; i++) {
          var a = pair[0].attributes[i];
          if (a.name !== 'id') pair[1].setAttribute(a.name, a.value);
        }
      });
      v.dressed = true;
    }
    syncStyles(h, v);
    var chain = [];
    for (var el = cell.parentElement; el && el !== d.body; el = el.parentElement) {
      chain.unshift(el.className && el.className.baseVal === undefined ? el.className : '');
    }
    var parent = vd.body;
    chain.forEach(function (cls) {
      var wrap = vd.createElement('div');
      wrap.className = (cls ? cls + ' ' : '') + 'sb-wrap';
      parent.appendChild(wrap);
      parent = wrap;
    });
    cell.classList.add('sb-on');
    cell.classList.add('sb-view-cell');
    parent.appendChild(cell);  // the cell changes documents, with its handlers
    box.sbCell = cell;
  }
  function watch(h, box, d) {
    if (box.dataset.state !== 'loading') return;
    var text = JSON.parse(box.dataset.text);
    var ms = performance.now() - box.sbT0;
    var cell = cellOf(h, box);
    var bar = box.querySelector('.sb-live-bar > span');
    var status = box.querySelector('.sb-live-status');
    var known = Number(localStorage.getItem('sb-live-ms'));
    var expected = known || 30000;
    var done = Math.min(95, 100 * ms / expected);
    bar.style.width = done.toFixed(1) + '%';
    bar.parentNode.setAttribute('aria-valuenow', String(Math.round(done)));
    status.textContent = stage(h, text, ms, known);
    // the widget's cell goes to the control's view (out of sight, the view has no height yet)
    // as soon as its widget is there; it is live once its table is drawn
    if (widgetIn(cell) && !box.sbCell) mount(h, box, cell);
    if (drawn(box.sbCell)) {
      ready(h, box, box.sbCell, ms, text);
    } else if (errorIn(cell) || (!h.warm && errorIn(d)) || ms > (h.warm ? 240000 : 120000)) {
      box.dataset.state = 'failed';
      status.textContent = h.warm ? text.table_failed : text.failed;
      // what went wrong is shown in the control's view
      var bad = cell || (errorIn(d) && errorIn(d).closest('.jp-Cell'));
      if (bad && bad !== box.sbCell) mount(h, box, bad);
      box.sbView.frame.style.height = '20em';
    }
  }
  // The start in two stages, each named as it begins (a reader waited a minute on "Loading
  // the widgets", never announced): Python starts (1 of 2), then the table is set up (2 of 2).
  // Nothing says "live" before the table is drawn.
  function stage(h, text, ms, known) {
    var s = ' ' + Math.round(ms / 1000) + ' s';
    if (h.warm) return text.modules + s + ' \u2013 ' + text.table_wait;
    return (ms < 1500 ? text.loading : text.python) + s + (known ? '' : ' \u2013 ' + text.wait);
  }
  // the table is drawn: its widget has content and a height (a widget's box comes before its
  // children: the cs reader was told "live" over an empty area)
  function drawn(cell) {
    var w = widgetIn(cell);
    if (!w || !(w.children.length || String(w.textContent || '').trim())) return false;
    return w.getBoundingClientRect().height >= 20;
  }
  function ready(h, box, cell, ms, text) {
    if (box.sbCell !== cell) mount(h, box, cell);
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
    fit(box);
    if (!box.sbFitting) box.sbFitting = setInterval(function () { fit(box); }, 500);
  }
  // the view is as tall as its cell, as the widget changes
  function fit(box) {
    var cell = box.sbCell;
    if (!cell || !box.sbView) return;
    var height = Math.ceil(cell.getBoundingClientRect().height) + 12;
    var frame = box.sbView.frame;
    if (frame.style.height !== height + 'px') frame.style.height = height + 'px';
  }
  function warmUp(nearest) {
    if (host) return;
    if (navigator.connection && navigator.connection.saveData) return;
    var list = controls();
    if (!list.length) return;
    var owner = nearest || list[0];
    // the nearest control's widget is made first
    list = [owner].concat(list.filter(function (b) { return b !== owner; }));
    host = makeHost(list, null, list);
    hint(host);
  }
  // A control the reader starts gets its view, served by the page's one player (started now
  // with this control's imports only, if the page had not started it yet).
  function start(box) {
    if (box.dataset.state !== 'idle') return;
    var text = JSON.parse(box.dataset.text);
    box.sbT0 = performance.now();
    var id = box.dataset.id;
    var h = host;
    box.dataset.host = !h ? 'none' : !h.warm ? 'booting' :
      widgetIn(cellOf(h, box)) ? 'prepared' : 'warm';
    if (!h) {
      var list = controls();
      list = [box].concat(list.filter(function (b) { return b !== box; }));
      h = host = makeHost(list, box, [box]);
    }
    if (!box.sbView) makeView(box);
    box.dataset.state = 'loading';
    box.querySelector('.sb-live-button').disabled = true;
    var known = Number(localStorage.getItem('sb-live-ms'));
    box.querySelector('.sb-live-status').textContent = stage(h, text, 0, known);
    if (!h.asked[id]) {
      h.asked[id] = true;
      h.queue.push({id: id, code: showCode(box)});
    }
    tick(h);
  }
  // one start for the page: the control the reader started, then the others in page order
  function startAll(box) {
    start(box);
    controls().forEach(function (b) { if (b !== box) start(b); });
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('.sb-live-button');
    if (button) startAll(button.closest('.sb-live'));
    // a click on the picture of a control starts its live table (the picture says so)
    var still = !button && event.target.closest && event.target.closest('.sb-static');
    if (still && still.sbLive) {
      still.sbLive.scrollIntoView({block: 'nearest'});
      startAll(still.sbLive);
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
    // not in the web book (a notebook open in Jupyter): the page's own kernel runs the
    // widgets below, and there is no player to start
    if (!document.documentElement.hasAttribute('data-content_root')) {
      list.forEach(function (b) { b.style.display = 'none'; });
      return;
    }
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
        '<div class="sb-live-busy" role="status" aria-live="polite"></div>'
        f"</div><script>{_SCRIPT}</script>"
    )
