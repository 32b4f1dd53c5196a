"""The play widget's hint button in the live panel (JupyterLite, Pyodide): pressed from the
keyboard at the reader's turn, it lists the reader's legal moves best first, each in words
with its reason and its figure beside it, the one measure of the figures said once under the
list; playing a card clears the list; on a phone's width the button's long question wraps
instead of being cut.

Both presses are Enter on a focused button: JupyterLab's console cancels an Enter pressed
outside its prompt, and the widget lets it through on its own buttons (``_ENTER_KEY`` in
schnapsen/widgets/play.py); before that only Space worked there.

What to expect is found by running the page's widget (``PlayWidget(seed=1)``) here in
CPython: which moves are legal and how each is worded. The figures themselves are not
compared (Pyodide's floating point and CPython's may round a last digit apart); the form of
every line is, and the measure names the one number of likely deals every hint judges.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import FrameLocator, Page

from schnapsen.i18n import translate

from .conftest import PHONE
from .test_live import (
    LIVE_PAGE,
    SEED,
    STEP_TIMEOUT_MS,
    _card,
    _legal,
    _start,
    settle_view,
)

HINT_BUTTON = ".jp-OutputArea-output button.schnapsen-hint-button"
HINT_ITEMS = ".jp-OutputArea-output .schnapsen-hint ol > li"
#: the figures behind the list's "In figures" toggle (round 35): a native details element
FIGURES = ".jp-OutputArea-output .schnapsen-hint details.schnapsen-figures"
#: an estimate's line: "<move>: <reason> (+0.4 game points on average).", a figure equal to
#: the one above saying so ("..., as good as the move above)"), and the counts of a cause
#: ("; 10 of the 12 likely deals; it wins the deal in 5 of the 12 likely deals", or "; 9 of
#: 12" after a share that names the likely deals already)
#: the figure in a bracket of its own, or inside the note of a cause counted over the deals the
#: search tried ("…; your opponent's real cards may differ; −3 game points on average).")
#: (round 35: the line is the move, its verdict and its reason in words; its value is with the
#: figures behind the toggle, "<move>: +0.4 game points on average.")
# (a mistake's verdict says its figure in brackets, "0.7 game points below ...": code37cs)
ESTIMATE = re.compile(r"^(?P<move>[^\u2014\n]+) \u2014 (?P<verdict>(?:[^.\n(]|\([^)\n]*\))+)\. "
                      r"(?P<reason>.+)\.$",
                      re.S)
FIGURE = re.compile(r"^(?P<move>[^:\n]+): [+\u2212]?\d+(?:\.\d)? game points? on average\.")
#: the measure, once under the list
# the measure of the figures, said once (round 39, c39a: plain words)
MEASURE = re.compile(r"on average, over \d+ deals that fit what you have seen")
# a card or move code (TC, QH, m:QH, x ...) that must never reach the reader
CODE = re.compile(r"\b[AKQJT9][HDSC]\b|\b(?:m|trump|call|swap):\S|\sx\s")


def plan() -> tuple[list[str], str]:
    """(the legal moves of the reader's first turn in words, as the hint list starts its
    lines; the label of a legal card to play next), from the page's widget in CPython."""
    pytest.importorskip("ipywidgets")
    from schnapsen.explain import move_label
    from schnapsen.i18n.base import capitalised
    from schnapsen.widgets import PlayWidget

    w = PlayWidget(seed=SEED)
    moves = [capitalised(move_label(m, "en", w.style)) for m in w.deal.legal_moves()]
    return moves, w.hand_buttons[_legal(w)[0]].description


def _items(frame: FrameLocator) -> list[str]:
    return [t.strip() for t in frame.locator(HINT_ITEMS).all_inner_texts()]


def test_hint_button_in_the_live_player(opener: Callable[[str], tuple[Page, Any]]) -> None:
    moves, card = plan()
    page, visit = opener(LIVE_PAGE)
    try:
        frame = _start(page)
        button = frame.locator(HINT_BUTTON).first
        button.wait_for(timeout=STEP_TIMEOUT_MS)
        assert button.inner_text().strip() == translate("ui.hint", "en")
        assert button.is_enabled()
        assert _items(frame) == []  # nothing until asked
        # the keyboard: focus the button and press Enter, as a reader without a mouse does
        start = time.monotonic()
        button.press("Enter")
        frame.locator(HINT_ITEMS).first.wait_for(timeout=STEP_TIMEOUT_MS)
        waited_ms = (time.monotonic() - start) * 1000
        heading = frame.locator(".jp-OutputArea-output .schnapsen-hint strong").first
        assert heading.inner_text().strip() == translate("ui.hint.heading", "en")
        items = _items(frame)
        for _ in range(STEP_TIMEOUT_MS // 250):  # the list arrives whole, but be patient
            if len(items) == len(moves):
                break
            page.wait_for_timeout(250)
            items = _items(frame)
        assert len(items) == len(moves), (items, moves)
        named = []
        for line in items:
            found = ESTIMATE.match(line)
            assert found, line  # the first turn of `at`: the talon is open, every value an estimate
            assert found["reason"] and "deals out of" not in line, line
            assert not CODE.search(line), line
            named.append(found["move"])
        assert sorted(named) == sorted(moves), (named, moves)
        # the figures: folded until the reader opens them, by the keyboard too
        figures = frame.locator(FIGURES).first
        assert figures.get_attribute("open") is None
        summary = figures.locator("summary")
        assert summary.inner_text().strip() == translate("ui.figures", "en")
        summary.press("Enter")
        assert figures.get_attribute("open") is not None
        lines = [t.strip() for t in figures.locator("li").all_inner_texts()]
        assert sorted(m["move"] for m in map(FIGURE.match, lines) if m) == sorted(moves), lines
        whole = frame.locator(".jp-OutputArea-output .schnapsen-hint").first.inner_text()
        assert len(MEASURE.findall(whole)) == 1, whole
        print(f"hint in the live player: {waited_ms:.0f} ms from Enter to the list; "
              f"first: {items[0]}")
        # playing a card (Enter on it: the keyboard again) clears the list
        _card(frame, card).press("Enter", timeout=STEP_TIMEOUT_MS)
        for _ in range(STEP_TIMEOUT_MS // 250):
            if not _items(frame):
                break
            page.wait_for_timeout(250)
        assert _items(frame) == [], "the hint list stayed after the reader played"
        # on a phone's width the question wraps: nothing of it is cut off
        page.set_viewport_size(PHONE)
        settle_view(page.locator(".sb-live-frame").first)  # it follows the page's width
        cut = button.evaluate("b => b.scrollWidth > b.clientWidth + 1")
        assert not cut, "the hint button's text is cut on a phone"
        inside = button.evaluate(
            "b => b.getBoundingClientRect().right <= document.documentElement.clientWidth + 1")
        assert inside, "the hint button runs off the player's width on a phone"
    finally:
        page.close()
    assert visit.outside_requests == [], visit.outside_requests
    assert visit.page_errors == [], visit.page_errors
