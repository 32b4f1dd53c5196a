"""Play in the browser: the page's "Play in your browser" control starts Python (JupyterLite's
REPL with the Pyodide kernel, served from the site itself) and the reader plays a deal.

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
from playwright.sync_api import FrameLocator, Page

LIVE_PAGE = os.environ.get("SCHNAPSEN_LIVE_PAGE", "book/en/play.html")
SEED = 1  # the page shows PlayWidget(seed=1)
START_TIMEOUT_MS = 90_000
STEP_TIMEOUT_MS = 15_000
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


def _click_card(frame: FrameLocator, label: str) -> None:
    frame.locator(".jp-OutputArea-output button.widget-button", has_text=label).filter(
        has_text=re.compile(f"^{re.escape(label)}$")
    ).first.click(timeout=STEP_TIMEOUT_MS)


def test_play_in_browser(opener: Callable[[str], tuple[Page, Any]]) -> None:
    first, then, illegal, explanation = plan()
    page, visit = opener(LIVE_PAGE)
    try:
        control = page.locator(".sb-live")
        assert control.count() >= 1, f"{LIVE_PAGE} has no 'Play in your browser' control"
        control.first.locator(".sb-live-button").click()
        page.wait_for_selector(".sb-live[data-state=loading]", timeout=STEP_TIMEOUT_MS)
        assert page.locator(".sb-live-progress").first.is_visible(), "no progress shown"
        page.wait_for_selector(".sb-live[data-state=ready], .sb-live[data-state=failed]",
                               timeout=START_TIMEOUT_MS)
        assert control.first.get_attribute("data-state") == "ready", \
            page.locator(".sb-live-status").first.inner_text()
        frame = page.frame_locator(".sb-live-frame")

        before = _output(frame)
        assert "No trick has been played yet." in before
        points_before = POINTS.findall(before)
        _click_card(frame, first)
        # the bot answers: the trick is recorded and the points under the seats change
        after = before
        for _ in range(STEP_TIMEOUT_MS // 250):
            after = _output(frame)
            if POINTS.findall(after) != points_before:
                break
            page.wait_for_timeout(250)
        assert POINTS.findall(after) != points_before, after
        assert "No trick has been played yet." not in after, after

        for label in then:
            _click_card(frame, label)
            page.wait_for_timeout(300)
        _click_card(frame, illegal)
        frame.locator(".schnapsen-message", has_text=explanation).wait_for(
            timeout=STEP_TIMEOUT_MS)
    finally:
        page.close()
    assert visit.outside_requests == [], visit.outside_requests
    assert visit.page_errors == [], visit.page_errors
    assert not [r for r in visit.requests if "cdn" in r], "a CDN was asked"
