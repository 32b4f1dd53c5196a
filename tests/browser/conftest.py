"""Browser tests: the built book (``_build/html``) in Chromium, through Playwright.

The site is served by ``http.server`` on a free localhost port, in a thread. Chromium is
Debian's ``/usr/bin/chromium`` (``make browser-deps`` installs it; never ``playwright
install``), started with a fresh profile and the switches that keep it from calling home.

Every page is loaded once (``visit``), and what happened is recorded in a ``Visit``: console
errors, uncaught exceptions, requests to any host other than the local server, local requests
that failed, and error output shown on the page. Chromium resolves no host name but the
server's address (``--host-resolver-rules``), so a request to any other host fails at once and
a test never waits on the network. No request is intercepted (``page.route``): Playwright turns
the browser's HTTP cache off in a page that routes its requests, and every page would fetch and
compile the widget JavaScript again, every live test the in-browser Python (Pyodide) again.

The same visit audits the page (``audit``): axe-core's serious and critical
violations at desktop size (1280 px), then, in a phone's width (390 px), the page's width,
content clipped by a box that does not scroll, labels cut short, table pictures wider than
the screen, and axe-core's rule for boxes that scroll. The tests assert on these records.

axe-core comes from the npm registry at test time, like the widget JavaScript: pinned with its
integrity in tools/js-versions.json (``test_packages``), fetched once by ``npm pack`` into
.cache/npm (tools/vendor_js.py), and injected by the test into the page it audits; the site
itself never loads it.

These tests need the built book: without ``_build/html/index.html`` they fail. Plain
``pytest`` deselects them (marker ``browser``); ``make test`` builds the book first, then runs
them with the other checks of the built book (``pytest -m "built or browser"``, over both
cores with pytest-xdist). Each xdist worker has its own server, Chromium and profile; the
tests of one page (``site_page``) stay together in one worker (``--dist loadgroup``), so each
page is still loaded and audited once.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import json
import os
import tarfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    BrowserContext,
    ConsoleMessage,
    Page,
    Request,
    Response,
    ViewportSize,
    sync_playwright,
)
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # no host name resolves: a request to any host but the server (127.0.0.1) fails at once
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
DESKTOP: ViewportSize = {"width": 1280, "height": 900}
PHONE: ViewportSize = {"width": 390, "height": 844}
# Bounds against a hang, not speed checks: two browsers side by side (pytest-xdist) on a
# loaded two-core machine took over 30 s to settle a page once.
LOAD_TIMEOUT_MS = 60_000
WIDGET_TIMEOUT_MS = 30_000
# Folders of the built site that hold assets, not pages.
ASSET_DIRS = {"_static", "_sources", "_images", "_widgets", "_downloads", "_panels_static",
              "lite"}  # lite: the in-browser player (tools/lite.py), tested by test_live.py

# Error output of a notebook cell (myst-nb), unless the cell is tagged raises-exception;
# html-manager's placeholder for a widget that failed to render.
ERROR_OUTPUT_JS = """() => {
  const found = [];
  const allowed = (el) => el.closest('.tag_raises-exception') !== null;
  for (const el of document.querySelectorAll(
      '.output.traceback, .output.stderr, .output.error, .stderr, .jupyter-widgets-error-widget,'
      + ' .widget-error')) {
    if (!allowed(el)) found.push(el.className + ': ' + el.innerText.slice(0, 300));
  }
  for (const el of document.querySelectorAll('.cell_output, .output')) {
    if (!allowed(el) && el.innerText.includes('Traceback (most recent call last)')) {
      found.push('Traceback text: ' + el.innerText.slice(0, 300));
    }
  }
  return found;
}"""

WIDGETS_RENDERED_JS = """() => {
  const views = document.querySelectorAll(
      'script[type="application/vnd.jupyter.widget-view+json"]').length;
  return views === 0 || document.querySelectorAll('.jupyter-widgets').length > 0;
}"""


# axe-core over the whole page; only what a reader is hurt by (impact serious or critical).
AXE_JS = """async (options) => {
  const result = await window.axe.run(document, options);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 4).map(
        (n) => n.target.join(' ') + ' :: ' + (n.failureSummary || '').replace(/\\s+/g, ' ')
          .slice(0, 160)).join(' | ') + (v.nodes.length > 4 ? ' | ... ' + v.nodes.length : ''));
}"""

# In a phone's width: what runs off the screen, what is cut, and whether the table pictures
# and the widgets' rows fit the screen (even inside a box that scrolls).
PHONE_JS = """() => {
  const width = document.documentElement.clientWidth;
  const describe = (el) => el.tagName.toLowerCase() + '.' +
      String(el.className.baseVal ?? el.className).trim().split(/\\s+/).slice(0, 3).join('.');
  const clipped = [];
  for (const el of document.querySelectorAll('.bd-article *')) {
    const r = el.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) continue;  // visually hidden text, hairlines
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'visible') continue;
      const b = box.getBoundingClientRect();
      if ((overflow === 'hidden' || overflow === 'clip') && r.right > b.right + 2
          && r.left < b.right) {
        clipped.push(describe(el) + ' cut by ' + describe(box) + ' at ' + Math.round(b.right));
      }
      break;  // the nearest box that clips or scrolls decides
    }
  }
  const cut = [];
  for (const el of document.querySelectorAll(
      '.widget-label, .widget-button, .widget-toggle-button, .edition-switcher .btn,'
      + ' .sb-live-button')) {  // not a closed <select>: it shows the start of its choice
    if (el.getBoundingClientRect().width === 0) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      cut.push('"' + (el.innerText || el.value || '').trim().slice(0, 40) + '" '
               + el.clientWidth + ' px of ' + el.scrollWidth);
    }
  }
  const pictures = [];
  for (const svg of document.querySelectorAll('svg.schnapsen-table')) {
    const r = svg.getBoundingClientRect();
    if (r.width && (r.left < -1 || r.right > width + 1)) {
      pictures.push((svg.getAttribute('aria-label') || 'table') + ': ' + Math.round(r.left)
                    + '..' + Math.round(r.right) + ' px');
    }
  }
  for (const el of document.querySelectorAll('.bd-article .widget-inline-hbox')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > width + 1) {
      pictures.push('widget ' + describe(el) + ' "' + (el.innerText || '').trim().slice(0, 30)
                    + '": ' + Math.round(r.left) + '..' + Math.round(r.right) + ' px');
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, clipped: clipped.slice(0, 10),
          cut: cut.slice(0, 10), pictures: pictures.slice(0, 10)};
}"""

# The words of the card pictures (what a screen reader reads for each picture).
PICTURE_LABELS_JS = """() => Array.from(document.querySelectorAll('svg[role=img]'))
  .filter((svg) => !svg.closest('[aria-hidden=true]')).map(
  (svg) => svg.getAttribute('aria-label') || (svg.querySelector('title') || {}).textContent
           || '')"""


#: pages that teach code or hold the sources' debates: they may show code
REFERENCE = ("engine.html", "rules.html")
#: no page of the book (the site's search and index pages)
NOT_BOOK = ("search.html", "genindex.html")

# Every measured element: content wider than its box, with no box meant for scrolling around
# it, or text cut off by a box that hides what overflows.
CLIPPED_JS = """(desktop) => {
  const article = document.querySelector('.bd-article');
  if (!article) return [];
  const column = article.getBoundingClientRect();
  const SCROLLERS = '.sq-table-wrap, .pst-scrollable-table-container, div.highlight';
  const describe = (el) => {
    const cls = String(el.className.baseVal ?? el.className).trim().split(/\\s+/).slice(0, 2);
    const text = (el.innerText || '').replace(/\\s+/g, ' ').trim();
    return el.tagName.toLowerCase() + (cls[0] ? '.' + cls.join('.') : '') + ' "'
      + text.slice(0, 50) + '"';
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const found = [];
  const measured = article.querySelectorAll(
    'pre, table, .cell_output > .output, .cell_output > div, .sq-quiz-context li,'
    + ' .sq-quiz-prompt, figure, figcaption');
  for (const el of measured) {
    if (!visible(el)) continue;
    const scroller = el.closest(SCROLLERS);
    if (scroller && scroller !== el && article.contains(scroller)) {
      // a box meant for scrolling: it must fit the column, and on a desktop a learner's page
      // has the room to show the whole table without scrolling
      const s = scroller.getBoundingClientRect();
      if (desktop && !scroller.matches('div.highlight')
          && scroller.scrollWidth > scroller.clientWidth + 1) {
        found.push(describe(el) + ': ' + scroller.scrollWidth + ' px in a scroll box of '
                   + scroller.clientWidth + ' px (a desktop has room for it)');
      }
      if (s.right > column.right + 2) {
        found.push(describe(scroller) + ' (scroll box) ends at ' + Math.round(s.right)
                   + ' px, the column at ' + Math.round(column.right));
      }
      continue;
    }
    if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      found.push(describe(el) + ': ' + el.scrollWidth + ' px of content in '
                 + el.clientWidth + ' px');
      continue;
    }
    const r = el.getBoundingClientRect();
    if (r.right > column.right + 2) {
      found.push(describe(el) + ' ends at ' + Math.round(r.right) + ' px, the column at '
                 + Math.round(column.right));
    }
  }
  // text cut by a box that hides what overflows
  for (const el of article.querySelectorAll('*')) {
    if (!visible(el)) continue;
    const style = getComputedStyle(el);
    const hides = ['hidden', 'clip'].includes(style.overflowX);
    if (!hides || !(el.innerText || '').trim()) continue;
    if (el.closest('.jupyter-widgets, svg')) continue;  // widgets: test_widget_fit.py
    // text for screen readers only, clipped to a pixel on purpose (the card pictures' words)
    const box = el.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      found.push(describe(el) + ' cuts its text: ' + el.scrollWidth + ' px in '
                 + el.clientWidth + ' px');
    }
  }
  return [...new Set(found)].slice(0, 20);
}"""

SHOWN_CODE_JS = """() => Array.from(document.querySelectorAll('.bd-article .cell_input'))
  .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; })
  .map((el) => (el.innerText || '').trim().split('\\n')[0].slice(0, 60))"""


def learner_page(site_page: str) -> bool:
    """Every page of the book but the rules reference and the engine chapter (by name:
    strict-rules.html is a learner's page)."""
    name = site_page.rsplit("/", 1)[-1]
    return name not in REFERENCE and not site_page.endswith(NOT_BOOK) and site_page != "index.html"


# The words of the article as drawn, the "Where the sources differ" boxes apart, and the boxes'
# own words.
ARTICLE_TEXT_JS = """() => {
  const article = document.querySelector('.bd-article') || document.body;
  const boxes = Array.from(article.querySelectorAll('.sq-differ'));
  boxes.forEach((box) => {
    box.dataset.display = box.style.display;
    box.style.display = 'none';
  });
  const text = article.innerText;
  boxes.forEach((box) => { box.style.display = box.dataset.display; });
  return {text: text, boxes: boxes.map((box) => box.innerText)};
}"""


# What the examples print, as drawn (test_learner_pages.py: it reads as the page's text).
PRINTED_JS = """() => {
  const body = getComputedStyle(document.querySelector('.bd-article p') || document.body);
  return Array.from(document.querySelectorAll('.bd-article .cell_output .output.stream pre,'
                                              + ' .bd-article .cell_output .output.text_plain pre'))
    .filter((el) => el.getBoundingClientRect().height > 0)
    .map((el) => {
      const s = getComputedStyle(el);
      const box = getComputedStyle(el.closest('.output'));
      return {text: (el.innerText || '').slice(0, 60), font: s.fontFamily,
              body: body.fontFamily, wrap: s.whiteSpace,
              size: parseFloat(s.fontSize), bodySize: parseFloat(body.fontSize),
              background: [s.backgroundColor, box.backgroundColor]};
    });
}"""


# Each table whose box scrolls sideways, and the cue line above it (run at 390 px).
CUES_JS = """() => {
  const article = document.querySelector('.bd-article');
  const out = [];
  if (!article) return out;  // the landing page, the search page
  for (const t of article.querySelectorAll('table')) {
    // a table in a closed dropdown is not shown (Chromium lays it out all the same)
    if (t.getBoundingClientRect().height === 0 || t.closest('details:not([open])')) continue;
    let box = t.parentElement;
    while (box && box !== article && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
      box = box.parentElement;
    if (!box || box === article || box.scrollWidth <= box.clientWidth + 1) continue;
    const cue = box.previousElementSibling;
    const shown = !!cue && cue.classList.contains('sb-scroll-cue') && !cue.hidden
      && cue.getBoundingClientRect().height > 0;
    out.push({table: (t.innerText || '').slice(0, 40), shown,
              text: shown ? cue.innerText : '', focusable: box.tabIndex >= 0,
              named: box.getAttribute('aria-labelledby') === (cue && cue.id)});
  }
  return out;
}"""


# The number of scroll cues shown (at 1280 px a table that fits shows none).
SHOWN_CUES_JS = """() => Array.from(document.querySelectorAll('.sb-scroll-cue'))
  .filter((c) => !c.hidden).length"""
# The edition's words of the scroll cue (js/course.js).
CUE_WORDS_JS = "() => window.SB_COURSE && window.SB_COURSE.text.scroll"


def axe_source() -> str:
    """axe.min.js from the pinned npm tarball (cached in .cache/npm; tools/vendor_js.py)."""
    from tools import vendor_js

    pins = json.loads(vendor_js.VERSIONS.read_text(encoding="utf-8"))["test_packages"]
    pin = pins["axe-core"]
    vendor_js.CACHE.mkdir(parents=True, exist_ok=True)
    # one fetch at a time: the xdist workers share .cache/npm
    with (vendor_js.CACHE / ".fetch.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        tarball = vendor_js.fetch("axe-core", pin["version"], pin["integrity"])
    with tarfile.open(tarball) as tar:
        return vendor_js.member(tar, "axe.min.js").decode("utf-8")


def book_pages() -> list[str]:
    """Every HTML page of the built site, relative to it (posix), assets apart."""
    if not (SITE / "index.html").is_file():
        return []
    return sorted(
        p.relative_to(SITE).as_posix()
        for p in SITE.rglob("*.html")
        if not any(
            part in ASSET_DIRS or part.startswith(".") for part in p.relative_to(SITE).parts[:-1]
        )
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "site_page" in metafunc.fixturenames:
        pages = book_pages()
        if pages:
            metafunc.parametrize("site_page", pages, ids=pages)
        else:  # one test that says why, rather than "got empty parameter set"
            metafunc.parametrize("site_page", [None], ids=["no-built-book"])


def pytest_itemcollected(item: pytest.Item) -> None:
    """Every test under tests/browser carries the ``browser`` marker; the tests of one page
    of the site share an xdist group (they share the page's ``visit``)."""
    item.add_marker(pytest.mark.browser)
    callspec = getattr(item, "callspec", None)
    if callspec is not None and callspec.params.get("site_page"):
        item.add_marker(pytest.mark.xdist_group(name=callspec.params["site_page"]))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under ``--dist loadgroup`` (``make test-built``) pytest-xdist marks each grouped test's id
    with its group (``…@book/en/cards.html``) and sends a group to one worker. When that mark
    does not take (pytest 9.2 with pytest-xdist 3.8, pytest-xdist issue 1386) nothing fails, but
    a page's tests spread over the workers and each worker loads and audits the page again:
    say so rather than run the suite at twice its cost."""
    if not getattr(config.option, "loadgroup", False):
        return
    lost = [item.nodeid for item in items
            if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid]
    if lost:
        raise pytest.UsageError(
            f"--dist loadgroup did not group {len(lost)} tests (first: {lost[0]}): pytest-xdist "
            "cannot mark test ids with this pytest (requirements.in pins pytest below 9.2)")


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE.relative_to(ROOT)} is not built: run `make book` first "
                    "(`make test` does)", pytrace=False)
    return SITE


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    """The built site, served on a free port of 127.0.0.1 for the whole session."""
    handler = functools.partial(_QuietHandler, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser_context(
    base_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[BrowserContext]:
    """Debian's Chromium with a fresh profile (user data dir) for the session."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: as root run `make browser-deps` "
                    "(apt-get install -y chromium)", pytrace=False)
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport=DESKTOP,
        )
        try:
            yield context
        finally:
            context.close()


@dataclass
class Visit:
    """What happened while one page of the site loaded."""

    url: str
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)
    error_outputs: list[str] = field(default_factory=list)
    widgets_rendered: bool = True
    requests: list[str] = field(default_factory=list)
    # the audit (``audit``): axe-core at desktop size, then the phone's width
    axe: list[str] = field(default_factory=list)
    phone_axe: list[str] = field(default_factory=list)
    phone: dict[str, Any] = field(default_factory=dict)
    picture_labels: list[str] = field(default_factory=list)
    # the learner-page measures (test_learner_pages.py): what is clipped at each width ("1280",
    # "390"), cell inputs shown when the page loads, the article's words ("Where the sources
    # differ" boxes apart) and each box's words
    clipped: dict[str, list[str]] = field(default_factory=dict)
    shown_code: list[str] = field(default_factory=list)
    article_text: str = ""
    differ_boxes: list[str] = field(default_factory=list)
    # what the examples print (PRINTED_JS), the scroll cues at 1280 px (a count) and at 390 px
    # (CUES_JS), and the cue's words in the page's edition
    printed: list[dict[str, Any]] = field(default_factory=list)
    desktop_cues: int = 0
    phone_cues: list[dict[str, Any]] = field(default_factory=list)
    scroll_words: str | None = None


# After the viewport is set to a phone's width: resolves once the page has that width and the
# theme's tab stops are current (pydata-sphinx-theme gives every box that scrolls tabindex 0 and
# the others -1, 300 ms after the last resize: the same selectors and test as the theme's own
# script), or after 1.5 s. course.js's scroll cues follow the resize event itself, which has
# been sent by the first frame drawn at the new width. A page with nothing to scroll goes on at
# once, instead of waiting a fixed time on every page.
PHONE_READY_JS = """(width) => new Promise((done) => {
  const boxes = 'pre, .nboutput > .output_area, .cell_output > .output, '
    + '.jp-RenderedHTMLCommon, .pst-scrollable-table-container';
  const start = performance.now();
  const current = () => Array.from(document.querySelectorAll(boxes)).every((e) =>
    e.tabIndex === (e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight ? 0 : -1));
  const check = () => {
    if ((document.documentElement.clientWidth <= width && current())
        || performance.now() - start > 1500) {
      done(true);
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
})"""


def audit(page: Page, visit: Visit, axe: str, path: str) -> None:
    """Run the accessibility, phone and learner-page checks on a loaded page (``path`` of the
    site); the page ends at desktop size.

    axe-core is evaluated in the page inside a function where ``define`` is undefined: the
    pages load RequireJS, and axe would otherwise register itself as an AMD module only."""
    page.evaluate("(source) => { (new Function('define', 'module', source))(); }", axe)
    visit.axe = page.evaluate(AXE_JS, {"resultTypes": ["violations"]})
    visit.picture_labels = page.evaluate(PICTURE_LABELS_JS)
    # on a desktop a learner's page has the room to show a whole table without scrolling
    visit.clipped["1280"] = page.evaluate(CLIPPED_JS, learner_page(path))
    visit.shown_code = page.evaluate(SHOWN_CODE_JS)
    words = page.evaluate(ARTICLE_TEXT_JS)
    visit.article_text, visit.differ_boxes = words["text"], words["boxes"]
    visit.printed = page.evaluate(PRINTED_JS)
    visit.desktop_cues = page.evaluate(SHOWN_CUES_JS)
    visit.scroll_words = page.evaluate(CUE_WORDS_JS)
    page.set_viewport_size(PHONE)
    try:
        page.evaluate(PHONE_READY_JS, PHONE["width"])  # layout, the resize handlers
        visit.phone = page.evaluate(PHONE_JS)
        visit.clipped["390"] = page.evaluate(CLIPPED_JS, False)
        visit.phone_cues = page.evaluate(CUES_JS)
        visit.phone_axe = page.evaluate(AXE_JS, {
            "resultTypes": ["violations"],
            "runOnly": {"type": "rule", "values": ["scrollable-region-focusable"]},
        })
    finally:
        page.set_viewport_size(DESKTOP)


# A reader whose browser asks to save data (Chrome's Save-Data): the page's player is not
# started quietly (schnapsen/teach/live.py); it starts on the reader's click.
SAVE_DATA_JS = """Object.defineProperty(navigator, 'connection', {
  configurable: true, get: () => ({saveData: true})})"""


# A reader without a progress record (``open_page(forget=True)``): the record the session's
# earlier tests left in the browser (localStorage, one for the whole site) is removed before
# the page's own scripts run, on the tab's first load only (a reload keeps what the test did:
# the flag lives in the tab's sessionStorage), and in the page only (not in its frames).
FORGET_JS = """if (window === window.top && !sessionStorage.getItem('sb-test-forgot')) {
  localStorage.removeItem(%s);
  sessionStorage.setItem('sb-test-forgot', '1');
}"""


def open_page(
    context: BrowserContext, base_url: str, path: str, warm: bool = True, forget: bool = False
) -> tuple[Page, Visit]:
    """Load ``path`` of the site in a new tab, recording everything into a ``Visit``.

    Requests to any other host are recorded (and fail: ``CHROMIUM_ARGS``). The caller closes
    the page.
    ``warm=False`` loads it as a browser that saves data would: the page's player (Python in
    the browser) does not start before a click, which the audit of every page does not need
    (the live tests start it, test_site.py checks one quiet start).
    ``forget=True`` loads it as a reader without a progress record (``FORGET_JS``): a live
    test that wants one no longer reloads the page, and starts its Python again, to drop the
    record an earlier test left.
    """
    local = urlsplit(base_url).netloc
    visit = Visit(url=f"{base_url}/{path}")
    page = context.new_page()

    def is_local(url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in ("data", "blob", "about") or parts.netloc == local

    def on_request(request: Request) -> None:
        inflight[0] += 1
        visit.requests.append(request.url)
        if not is_local(request.url):
            visit.outside_requests.append(request.url)

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url", "")
            visit.console_errors.append(f"{message.text} ({where})")

    def on_response(response: Response) -> None:
        if response.status >= 400 and is_local(response.url):
            visit.failed_requests.append(f"{response.status} {response.url}")

    def on_request_failed(request: Request) -> None:
        if is_local(request.url):
            visit.failed_requests.append(f"{request.failure} {request.url}")

    inflight = [0]  # requests sent and not yet finished or failed

    def on_done(_request: Request) -> None:
        inflight[0] -= 1

    page.on("request", on_request)
    page.on("requestfinished", on_done)
    page.on("requestfailed", on_done)
    page.on("console", on_console)
    page.on("pageerror", lambda error: visit.page_errors.append(str(error)))
    page.on("response", on_response)
    page.on("requestfailed", on_request_failed)
    if not warm:
        page.add_init_script(SAVE_DATA_JS)
    if forget:
        from schnapsen.progress import KEY

        page.add_init_script(FORGET_JS % json.dumps(KEY))

    page.goto(visit.url, wait_until="load", timeout=LOAD_TIMEOUT_MS)
    _settle(page, inflight)
    try:
        page.wait_for_function(WIDGETS_RENDERED_JS, timeout=WIDGET_TIMEOUT_MS)
    except PlaywrightError:
        visit.widgets_rendered = False
    _settle(page, inflight)  # fonts, late modules
    visit.error_outputs = page.evaluate(ERROR_OUTPUT_JS)
    return page, visit


# The page has settled when none of its requests is open for QUIET_MS. Playwright's
# "networkidle" waits 500 ms after the last one: a page of the site loaded and audited in
# about 2.5 s here, 0.4 to 1 s of it in that wait with both cores idle. Requests made later are
# still recorded (the handlers stay on until the page is closed, after its audit).
QUIET_MS = 150
POLL_MS = 25


def _settle(page: Page, inflight: list[int]) -> None:
    quiet = 0
    waited = 0
    while quiet < QUIET_MS:
        if waited > LOAD_TIMEOUT_MS:  # a count gone wrong: the browser's own idle instead
            page.wait_for_load_state("networkidle", timeout=LOAD_TIMEOUT_MS)
            return
        page.wait_for_timeout(POLL_MS)  # Playwright delivers the request events meanwhile
        waited += POLL_MS
        quiet = quiet + POLL_MS if inflight[0] <= 0 else 0


@pytest.fixture(scope="session")
def visits() -> dict[str, Visit]:
    """Cache: each page is loaded once per session, however many tests look at it."""
    return {}


@pytest.fixture(scope="session")
def axe() -> str:
    """axe-core's source (npm, pinned; fetched once into .cache/npm)."""
    return axe_source()


@pytest.fixture
def visit(
    site_page: str | None,
    visits: dict[str, Visit],
    browser_context: BrowserContext,
    base_url: str,
    axe: str,
) -> Visit:
    """The record of loading and auditing ``site_page`` (on first use)."""
    assert site_page is not None  # site_dir (via base_url) skipped already
    if site_page not in visits:
        page, record = open_page(browser_context, base_url, site_page, warm=False)
        try:
            audit(page, record, axe, site_page)
        finally:
            page.close()
        visits[site_page] = record
    return visits[site_page]


@pytest.fixture
def opener(
    browser_context: BrowserContext, base_url: str
) -> Callable[[str], tuple[Page, Visit]]:
    """``opener(path)`` loads a page of the site in a new tab and records it (``open_page``);
    the caller closes the page."""
    return functools.partial(open_page, browser_context, base_url)


@pytest.fixture()
def page(browser_context: BrowserContext) -> Iterator[Page]:
    """A fresh tab (it reaches only the local server: ``CHROMIUM_ARGS``)."""
    p = browser_context.new_page()
    try:
        yield p
    finally:
        p.close()
