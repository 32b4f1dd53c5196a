"""Play in the browser: the page's "Play in your browser" control starts Python (JupyterLite's
REPL with the Pyodide kernel, served from the site itself) and the reader plays a deal.

Cards are clicked as a reader clicks them: real mouse events at the card's place on the
screen (``page.mouse.click``, ``locator.click``), never events dispatched by JavaScript. The
very first click on a card must play it (it once only focused the player: JupyterLab focused
its panel on the first mousedown, which scrolled the reader's page under the mouse).

The moves are chosen by running the same widget with the same seed here in CPython (the
engine and its bots are deterministic), so the test knows which card is legal, which is
not, and what the explanation says; then it clicks those cards in the browser.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Frame, FrameLocator, Page

import schnapsen.teach  # noqa: F401  (the English texts of the live control)
from schnapsen.i18n import translate

LIVE_PAGE = os.environ.get("SCHNAPSEN_LIVE_PAGE", "book/en/play.html")
EDITION_PAGE = "hr/book/hr/play.html"  # an edition one folder deeper; the same /lite/ player
SEED = 1  # the page shows PlayWidget(seed=1)
# Bounds against a hang, not speed checks: `make test` runs these beside the unit tests
# (two pytest runs on two cores), where Python's start in the page and a hint take longer.
START_TIMEOUT_MS = 180_000
STEP_TIMEOUT_MS = 30_000
POINTS = re.compile(r"\d+ points? · \d+ tricks?")


def _legal(w: Any) -> list[str]:
    return [c for c, b in w.hand_buttons.items() if b.button_style == "success" and not b.disabled]


def _illegal(w: Any) -> list[str]:
    return [c for c, b in w.hand_buttons.items() if b.button_style != "success" and not b.disabled]


def plan() -> tuple[str, list[str], str, str]:
    """(first card's label, labels of the legal cards played next, illegal card's label,
    the explanation shown for it), found by playing the page's widget in CPython."""
    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PlayWidget

    for first in list(PlayWidget(seed=SEED).hand_buttons):
        w = PlayWidget(seed=SEED)
        first_label = w.hand_buttons[first].description
        if not w.play(first):
            continue
        then: list[str] = []
        for _ in range(8):
            if _illegal(w) or not _legal(w):
                break
            code = _legal(w)[0]
            then.append(w.hand_buttons[code].description)
            w.play(code)
        if _illegal(w):
            bad = _illegal(w)[0]
            label = w.hand_buttons[bad].description
            assert not w.play(bad)
            message = re.sub(r"<[^>]+>", "", w.message.value).strip()
            return first_label, then, label, message
    raise AssertionError("no line of play with seed 1 reaches an illegal card")


def _output(frame: FrameLocator) -> str:
    return frame.locator(".jp-OutputArea-output").first.inner_text(timeout=STEP_TIMEOUT_MS)


def _card(frame: FrameLocator, label: str) -> Any:
    return frame.locator(".jp-OutputArea-output button.widget-button", has_text=label).filter(
        has_text=re.compile(f"^{re.escape(label)}$")
    ).first


def _click_card(frame: FrameLocator, label: str) -> None:
    _card(frame, label).click(timeout=STEP_TIMEOUT_MS)


def _mouse_click_card(page: Page, frame: FrameLocator, label: str) -> None:
    """Scroll the card into view, then press and release the mouse at its centre, as a reader
    does; the page must not move under the mouse meanwhile."""
    card = _card(frame, label)
    card.scroll_into_view_if_needed(timeout=STEP_TIMEOUT_MS)
    page.wait_for_timeout(200)
    box = card.bounding_box(timeout=STEP_TIMEOUT_MS)
    assert box is not None, f"card {label!r} is not shown"
    scroll = page.evaluate("window.scrollY")
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.wait_for_timeout(100)  # a reader's press lasts a moment: let JupyterLab react
    assert page.evaluate("window.scrollY") == scroll, "the page scrolled under the mouse"
    page.mouse.up()


def wait_played(card: Any) -> None:
    """Once the card clicked (its button's locator) has left the reader's hand: the player has
    taken the click (and the bots their turns, in the same call), the next card may be clicked.
    (Until round 27 a fixed 300 ms after each card.)"""
    card.wait_for(state="detached", timeout=STEP_TIMEOUT_MS)


def _start(page: Page) -> FrameLocator:
    """Click "Play in your browser", see the progress, wait for the live widget."""
    control = page.locator(".sb-live")
    assert control.count() >= 1, f"{page.url} has no 'Play in your browser' control"
    control.first.locator(".sb-live-button").click()
    page.wait_for_selector(".sb-live[data-state=loading], .sb-live[data-state=ready]",
                           timeout=STEP_TIMEOUT_MS)
    # the state and the progress read at one moment: a host warmed up in the background can
    # be ready before a second look (c59: "no progress shown" once the table had come up)
    state, shown, status, bar = page.evaluate("""() => {
      const box = document.querySelector('.sb-live');
      const vis = (el) => !!el && getComputedStyle(el).display !== 'none'
        && el.getBoundingClientRect().height > 0;
      return [box.dataset.state, vis(box.querySelector('.sb-live-progress')),
              (box.querySelector('.sb-live-status') || {}).textContent || '',
              vis(box.querySelector('.sb-live-bar[role=progressbar]'))];
    }""")
    if state == "loading":
        assert shown, "no progress shown"
        # the progress says what is happening, in words and as a progress bar
        assert status.strip(), "an empty status"
        assert bar, "no progress bar"
    page.wait_for_selector(".sb-live[data-state=ready], .sb-live[data-state=failed]",
                           timeout=START_TIMEOUT_MS)
    assert control.first.get_attribute("data-state") == "ready", \
        page.locator(".sb-live-status").first.inner_text()
    # the page's first table: one start starts every live panel of the page (code37learn)
    return page.frame_locator(".sb-live-frame").first


def _view(page: Page) -> Frame:
    """The first live control's view: the frame in its box that shows its widget (the
    page's one player, JupyterLite with Python, runs out of view)."""
    handle = page.locator(".sb-live-frame").first.element_handle()
    frame = handle.content_frame() if handle else None
    assert frame is not None, "no live view"
    return frame


# In the control's view: where its first control sits, and how far the output is scrolled.
FIRST_CONTROL_JS = """() => {
  const control = document.querySelector(
      '.jp-OutputArea-output select, .jp-OutputArea-output button, .jp-OutputArea-output input');
  const content = document.querySelector('.jp-CodeConsole-content');
  const r = control ? control.getBoundingClientRect() : null;
  return {top: r ? r.top : null, bottom: r ? r.bottom : null, height: window.innerHeight,
          scrolled: content ? content.scrollTop : null};
}"""


# A control's view (its frame element) once it is as tall as its cell (the page's script
# sizes it every 500 ms: ``fit`` in schnapsen/teach/live.py) and its size has held for 300 ms
# (or after 5 s: the assertions that follow then say what is wrong). A fixed wait of a second
# or more stood here: the frame is often fitted at once.
VIEW_FITTED_JS = """(frame) => new Promise((done) => {
  const start = performance.now();
  let since = start;
  let last = null;
  const check = () => {
    const now = performance.now();
    const d = frame.contentDocument;
    const cell = d && d.querySelector('.sb-view-cell');
    const want = cell ? (Math.ceil(cell.getBoundingClientRect().height) + 12) + 'px' : null;
    const seen = frame.style.height + ' ' + frame.getBoundingClientRect().width + ' '
      + (d ? d.documentElement.clientWidth : 0);
    if (want === null || frame.style.height !== want || seen !== last) {
      since = now;
      last = seen;
    } else if (now - since >= 300) {
      done(true);
      return;
    }
    if (now - start > 5000) {
      done(false);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})"""


def settle_view(frame_element: Any) -> None:
    """Wait for a control's view (the ``.sb-live-frame`` locator) to fit its widget
    (``VIEW_FITTED_JS``): after the widget is drawn, or after the page's width changed."""
    frame_element.evaluate(VIEW_FITTED_JS)


def _assert_top_visible(page: Page) -> None:
    """The live widget opens with its top row in view: its first control (the Game menu
    on play.html) is inside the frame, not scrolled above it, and on the reader's screen."""
    frame = _view(page)
    settle_view(page.locator(".sb-live-frame").first)
    seen = frame.evaluate(FIRST_CONTROL_JS)
    assert seen["top"] is not None, "the live widget has no control"
    assert seen["scrolled"] == 0, f"the live output is scrolled by {seen['scrolled']} px"
    assert 0 <= seen["top"] and seen["bottom"] <= seen["height"], seen
    box = page.locator(".sb-live-frame").first.bounding_box()
    assert box is not None
    viewport = page.viewport_size or {"height": 0}
    top_on_screen = box["y"] + seen["top"]
    assert 0 <= top_on_screen < viewport["height"], (
        f"the first control is at {top_on_screen:.0f} px, off the screen")


def _assert_picture_marked(page: Page) -> None:
    """Round 10: the page's picture of the widget looked live, and readers clicked it. It
    says it is a picture (in the edition's words), and its controls take no clicks."""
    still = page.locator(".sb-static").first
    still.wait_for(timeout=STEP_TIMEOUT_MS)
    note = still.locator(".sb-static-note")
    assert note.is_visible(), "the picture does not say it is one"
    assert note.inner_text().strip() == translate("live.still", "en")
    events = still.locator(".jupyter-widgets button").first.evaluate(
        "b => getComputedStyle(b).pointerEvents")
    assert events == "none", events


def _assert_frame_named_and_clean(page: Page) -> None:
    """The live table's frame is named for what it is (a script or a screen reader finds
    it), and the text in it starts with the widget: no stray "0" (JupyterLite's status
    bar) before its first control."""
    frame_el = page.locator(".sb-live-frame").first
    assert frame_el.get_attribute("title") == translate("live.frame", "en")
    frame = _view(page)
    text = frame.locator("body").inner_text().strip()
    assert text.startswith(translate("ui.tradition", "en")), text[:80]


def _wait_gone(page: Page, frame: FrameLocator, text: str) -> str:
    """The output once ``text`` has left it (or after STEP_TIMEOUT_MS)."""
    out = _output(frame)
    for _ in range(STEP_TIMEOUT_MS // 250):
        if text not in out:
            break
        page.wait_for_timeout(250)
        out = _output(frame)
    return out


def test_play_in_browser(opener: Callable[[str], tuple[Page, Any]]) -> None:
    first, then, illegal, explanation = plan()
    page, visit = opener(LIVE_PAGE)
    try:
        _assert_picture_marked(page)
        frame = _start(page)
        _assert_top_visible(page)
        _assert_frame_named_and_clean(page)
        before = _output(frame)
        assert "No trick has been played yet." in before
        points_before = POINTS.findall(before)
        # the reader's FIRST click on a card plays it; the bot answers: the trick is
        # recorded and the points under the seats change
        _mouse_click_card(page, frame, first)
        after = before
        for _ in range(STEP_TIMEOUT_MS // 250):
            after = _output(frame)
            if (POINTS.findall(after) != points_before
                    and "No trick has been played yet." not in after):
                break  # the widget redraws in steps: wait for both
            page.wait_for_timeout(250)
        assert POINTS.findall(after) != points_before, "the first click played no card"
        assert "No trick has been played yet." not in after, after

        for label in then:
            _click_card(frame, label)
            wait_played(_card(frame, label))
        _click_card(frame, illegal)
        frame.locator(".schnapsen-message", has_text=explanation).wait_for(
            timeout=STEP_TIMEOUT_MS)
    finally:
        page.close()
    assert visit.outside_requests == [], visit.outside_requests
    assert visit.page_errors == [], visit.page_errors
    # the player's own start-up (JupyterLite in the frame) logs no error either
    assert visit.console_errors == [], visit.console_errors
    assert not [r for r in visit.requests if "cdn" in r], "a CDN was asked"


def test_play_in_browser_in_an_edition(
    opener: Callable[[str], tuple[Page, Any]], base_url: str, site_dir: Any
) -> None:
    """A page of the Croatian edition (/hr/book/hr/) starts the site's one player (/lite/)
    and the live widget speaks Croatian (LANG = "hr" in the live code)."""
    if not (site_dir / EDITION_PAGE).is_file():
        pytest.skip(f"{EDITION_PAGE} is not built (make book builds every edition)")
    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PlayWidget

    w = PlayWidget(seed=SEED, lang="hr")
    first = w.hand_buttons[_legal(w)[0]].description  # a card's name in Croatian
    page, visit = opener(EDITION_PAGE)
    try:
        button = page.locator(".sb-live-button").first
        assert button.inner_text().strip() == translate("live.button", "hr")
        frame = _start(page)
        _assert_top_visible(page)
        src = page.locator(".sb-live-host").first.evaluate("f => f.src")
        assert src.startswith(f"{base_url}/lite/repl/index.html?"), src
        before = _output(frame)
        assert translate("ui.history.none", "hr") in before, before
        assert translate("ui.status.your_turn", "hr") in before, before
        assert "No trick has been played yet." not in before, before
        assert page.locator(".sb-live-status").first.inner_text() == translate("live.ready", "hr")
        _mouse_click_card(page, frame, first)
        after = _wait_gone(page, frame, translate("ui.history.none", "hr"))
        assert translate("ui.history.none", "hr") not in after, "the first click played no card"
    finally:
        page.close()
    assert visit.outside_requests == [], visit.outside_requests
    assert visit.page_errors == [], visit.page_errors
