"""Two traditions side by side, live: the traditions page's "Play in your browser" control
starts the comparison widget in the reader's browser (JupyterLite's REPL with Pyodide, served
from the site); the reader lets the bots play both deals to the end, then plays seat 1
herself and announces a move only one of the two rule sets allows.

The live code is read from the page itself (the control's ``data-code``) and run here in
CPython as well: the engine and its bots are deterministic, so the same widget shows the same
lines in the browser, and the test knows which lines to wait for.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import FrameLocator, Page

from .test_live import STEP_TIMEOUT_MS
from .test_live_practice import OUT, _start

PAGE = "book/en/traditions.html"


def _text(html_text: str) -> list[str]:
    """The lines of a widget's HTML as the reader sees them."""
    lines = re.sub(r"<[^>]+>", "\n", html_text)
    return [" ".join(html.unescape(line).split()) for line in lines.splitlines()
            if line.strip()]


def _norm(text: str) -> str:
    return " ".join(text.split())


def _output(frame: FrameLocator) -> str:
    """The shown cell's output (the page's one player holds a cell per control)."""
    return frame.locator(OUT).first.inner_text(timeout=STEP_TIMEOUT_MS)


def _widget(code: str) -> Any:
    """The live code's widget, made here in CPython (its last line is the widget)."""
    pytest.importorskip("ipywidgets")
    *body, last = code.strip().splitlines()
    space: dict[str, Any] = {}
    exec("\n".join(body), space)  # the book's own code, read from the built page
    return eval(last, space)


def _wait(page: Page, frame: FrameLocator, wanted: list[str]) -> str:
    """The live output once every line of ``wanted`` is in it (or after STEP_TIMEOUT_MS)."""
    out = _norm(_output(frame))
    for _ in range(STEP_TIMEOUT_MS // 250):
        if all(_norm(w) in out for w in wanted):
            break
        page.wait_for_timeout(250)
        out = _norm(_output(frame))
    return out


def _button(frame: FrameLocator, label: str) -> Any:
    return frame.locator(f"{OUT} button.widget-button").filter(
        has_text=re.compile(f"^\\s*{re.escape(label)}\\s*$")).first


def test_two_traditions_side_by_side_live(
    opener: Callable[..., tuple[Page, Any]], site_dir: Any
) -> None:
    if not (site_dir / PAGE).is_file():
        pytest.skip(f"{PAGE} is not built")
    page, visit = opener(PAGE, forget=True)
    try:
        control = page.locator('.sb-live[data-code*="CompareWidget("]')
        assert control.count() == 1, "the page's side-by-side control"
        code = control.get_attribute("data-code") or ""
        assert "CompareWidget(" in code, code

        # what the reader will see, found with the same widget in CPython
        w = _widget(code)
        rows = _text(w.rows.value)
        w.end_button.click()
        moments = _text(w.moments.value)[1:]  # the heading apart
        results = _text(w.results.value)[1:]
        assert moments and len(results) == 3, (moments, results)
        reader = _widget(code)
        reader.reader_checkbox.value = True
        only = next((b.description for m, b in reader.move_buttons.items()
                     if "(only " in b.description), None)
        assert only is not None, "the reader is offered no move of one rule set alone"
        next(b for b in reader.move_buttons.values() if b.description == only).click()
        reader_lines = _text(reader.moments.value)[1:]

        frame = _start(page, "CompareWidget")  # the page has a play table's control too
        out = _wait(page, frame, rows[:3])
        assert all(_norm(r) in out for r in rows[:3]), (rows, out)
        _button(frame, w.end_button.description).click(timeout=STEP_TIMEOUT_MS)
        out = _wait(page, frame, [*moments, *results])
        missing = [line for line in [*moments, *results] if _norm(line) not in out]
        assert not missing, (missing, out)

        # the reader plays seat 1: the box, then the move only one rule set allows
        frame.locator(f"{OUT} label",
                      has_text=w.reader_checkbox.description).first.click(
            timeout=STEP_TIMEOUT_MS)
        out = _wait(page, frame, [only])
        assert _norm(only) in out, out
        _button(frame, only).click(timeout=STEP_TIMEOUT_MS)
        out = _wait(page, frame, reader_lines)
        missing = [line for line in reader_lines if _norm(line) not in out]
        assert not missing, (missing, out)
    finally:
        page.close()
    assert visit.outside_requests == [], visit.outside_requests
    assert visit.page_errors == [], visit.page_errors
    assert not [r for r in visit.requests if "cdn" in r], "a CDN was asked"
