"""The play widget's controls in the live panel (JupyterLite, Pyodide): a deal number typed
and confirmed with Enter loads that deal, "New deal" keeps a number just typed, and "Play a
match" brings the score sheet. Keys are pressed as a reader presses them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import FrameLocator, Page

from schnapsen.widgets import PlayWidget

from .test_live import LIVE_PAGE, STEP_TIMEOUT_MS, _output, _start


def _hand(frame: FrameLocator) -> list[str]:
    cards = frame.locator(".jp-OutputArea-output button.schnapsen-card-pic")
    return [cards.nth(i).inner_text().strip() for i in range(cards.count())]


def _wait_hand(page: Page, frame: FrameLocator, want: list[str]) -> list[str]:
    hand = _hand(frame)
    for _ in range(STEP_TIMEOUT_MS // 250):
        if hand == want:
            break
        page.wait_for_timeout(250)
        hand = _hand(frame)
    return hand


def test_deal_number_new_deal_and_match_in_the_live_panel(
    opener: Callable[[str], tuple[Page, Any]],
) -> None:
    page, visit = opener(LIVE_PAGE)
    try:
        frame = _start(page)
        number = frame.locator(".jp-OutputArea-output .widget-text input").first
        number.click()
        number.press("Control+a")
        number.type("4242")
        number.press("Enter")
        want = [b.description for b in PlayWidget(seed=4242).hand_buttons.values()]
        assert _wait_hand(page, frame, want) == want
        frame.locator(".jp-OutputArea-output button", has_text="New deal").first.click()
        page.wait_for_timeout(1500)
        assert number.input_value() == "4242"
        assert _hand(frame) == want
        frame.locator(".jp-OutputArea-output label", has_text="Play a match").first.click()
        frame.locator(".schnapsen-sheet").first.wait_for(timeout=STEP_TIMEOUT_MS)
        assert "Score sheet" in _output(frame)
        assert frame.locator(".jp-OutputArea-output button", has_text="New match").count()
    finally:
        page.close()
    assert visit.page_errors == [], visit.page_errors
