"""A trick of a four-player game, played live: the page's "Play in your browser" control starts
the chapter's own table (JupyterLite's REPL with Pyodide, served from the site), the reader
does the bidding the widget asks of their seat (chooses the called card in the menu and
presses the call button, passes), plays one card, and the three bots answer: the list of
tricks shows the whole trick with its winner, and the points under the status change.

The live code is read from the page itself (the control's ``data-code``), so the plan made
here in CPython runs the very widget the page runs, with the same variant and seed; the
engine and its bots are deterministic, so the browser shows the same texts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from playwright.sync_api import FrameLocator, Page

from .test_live import STEP_TIMEOUT_MS, _card, _output, _start

PAGES = ["book/en/snaps-multi.html", "book/en/snops-multi.html"]  # hr-4 and sl-4
WIDGET = re.compile(r"PlayWidget\(([^)]*)\)")
ARG = re.compile(r'(\w+)=("[^"]*"|\d+)')
TRICK = re.compile(r"^1\. .*\(you\).*$", re.M)  # the card's player, in-sentence
POINTS = re.compile(r"^.*\d+ points?\.?$", re.M)


@dataclass
class Step:
    """One thing the reader does in the bidding: pick ``option`` in the menu labelled
    ``menu`` (if any), then press ``button``; the widget then shows ``shows``."""

    button: str
    shows: str
    menu: str | None = None
    option: str | None = None


@dataclass
class Plan:
    steps: list[Step] = field(default_factory=list)
    card: str = ""  # the card the reader plays
    trick: str = ""  # the line of the first trick, once all four cards are down
    points_before: list[str] = field(default_factory=list)
    points_after: list[str] = field(default_factory=list)


def _text(html_text: str) -> str:
    """Visible text of the widget's HTML, a line per paragraph, spaces normalised."""
    lines = re.sub(r"<[^>]+>", "\n", html_text).replace("&#x27;", "'").replace("&amp;", "&")
    return "\n".join(" ".join(line.split()) for line in lines.splitlines() if line.strip())


def _norm(text: str) -> str:
    return "\n".join(" ".join(line.split()) for line in text.splitlines() if line.strip())


def _widget_args(code: str) -> dict[str, Any]:
    found = WIDGET.search(code)
    assert found, f"no PlayWidget(...) in the live code: {code!r}"
    args: dict[str, Any] = {}
    for name, value in ARG.findall(found.group(1)):
        args[name] = value.strip('"') if value.startswith('"') else int(value)
    assert "variant" in args and "seed" in args, args
    return {k: args[k] for k in ("variant", "seed")}


def _legal_cards(w: Any) -> list[str]:
    return [c for c, b in w.hand_buttons.items() if b.button_style == "success" and not b.disabled]


def plan(variant: str, seed: int) -> Plan:
    """What the reader does and sees, found by playing the page's widget in CPython through
    its buttons and menus: the bidding as a reader would do it (call an Ace they do not hold,
    pass where passing is offered), then the first playable card."""
    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PlayWidget

    w = PlayWidget(variant=variant, seed=seed)
    result = Plan()
    for _ in range(12):
        if _legal_cards(w):
            break
        hand = {b.description for b in w.hand_buttons.values()}
        if "call" in w.action_choices:
            menu = w.action_choices["call"]
            free = [(label, value) for label, value in menu.options if value and label not in hand]
            aces = [o for o in free if o[0].startswith("Ace of")]
            label, value = (aces or free)[0]
            menu.value = value
            button = w.action_buttons["call"]
            step = Step(button.description, "", menu.description, label)
        elif "swap" in w.action_choices:
            menu = w.action_choices["swap"]
            label, value = menu.options[0]
            menu.value = value
            button = w.action_buttons["swap"]
            step = Step(button.description, "", menu.description, label)
        elif "pass" in w.action_buttons:
            button = w.action_buttons["pass"]
            step = Step(button.description, "")
        else:
            button = next(iter(w.action_buttons.values()))
            step = Step(button.description, "")
        button.click()
        assert not _text(w.message.value), _text(w.message.value)  # the engine took it
        # what the reader sees once the move is made: the bidding's last line
        step.shows = _text(w.bidding.value).splitlines()[-1]
        result.steps.append(step)
    legal = _legal_cards(w)
    assert legal, f"{variant} seed {seed}: the reader never gets to play a card"
    assert "No trick has been played yet." in _text(w.history.value)
    result.points_before = POINTS.findall(_text(w.status.value))
    result.card = w.hand_buttons[legal[0]].description
    assert w.play(legal[0])
    history = _text(w.history.value)
    found = TRICK.search(history)
    assert found, history
    result.trick = found.group(0)
    assert result.card in result.trick and "took it" in result.trick, result.trick
    assert result.trick.count("(") >= 4, result.trick  # four cards, each with its seat
    result.points_after = POINTS.findall(_text(w.status.value))
    assert result.points_after != result.points_before, (result.points_before,
                                                          result.points_after)
    return result


def _button(frame: FrameLocator, label: str) -> Any:
    return frame.locator(".jp-OutputArea-output button.widget-button").filter(
        has_text=re.compile(f"^\\s*{re.escape(label)}\\s*$")
    ).first


def _wait_text(page: Page, frame: FrameLocator, wanted: list[str]) -> str:
    """The live output once every line of ``wanted`` is in it (or after STEP_TIMEOUT_MS)."""
    out = _norm(_output(frame))
    for _ in range(STEP_TIMEOUT_MS // 250):
        if all(w in out for w in wanted):
            break
        page.wait_for_timeout(250)
        out = _norm(_output(frame))
    return out


@pytest.mark.parametrize("path", PAGES)
def test_four_player_trick_live(
    opener: Callable[[str], tuple[Page, Any]], site_dir: Any, path: str
) -> None:
    if not (site_dir / path).is_file():
        pytest.skip(f"{path} is not built")
    page, visit = opener(path)
    try:
        code = page.locator(".sb-live").last.get_attribute("data-code") or ""
        args = _widget_args(code)
        p = plan(args["variant"], args["seed"])
        frame = _start(page)
        out = _wait_text(page, frame, ["No trick has been played yet."])
        assert "No trick has been played yet." in out, out
        for step in p.steps:
            if step.menu is not None:
                menu = frame.locator(".jp-OutputArea-output .widget-dropdown").filter(
                    has_text=step.menu).locator("select").first
                menu.select_option(label=step.option, timeout=STEP_TIMEOUT_MS)
                page.wait_for_timeout(300)  # the choice reaches the kernel
            _button(frame, step.button).click(timeout=STEP_TIMEOUT_MS)
            out = _wait_text(page, frame, [step.shows])
            assert step.shows in out, (step, out)
        out = _wait_text(page, frame, p.points_before)
        assert all(line in out for line in p.points_before), (p.points_before, out)
        page.wait_for_timeout(500)  # the hand's buttons are drawn again after the call
        _card(frame, p.card).click(timeout=STEP_TIMEOUT_MS)
        out = _wait_text(page, frame, [p.trick, *p.points_after])
        if "No trick has been played yet." in out and _card(frame, p.card).is_visible():
            # the click met a button being redrawn and was lost: click again, as a reader would
            # (the card is still in the hand, so nothing was played)
            _card(frame, p.card).click(timeout=STEP_TIMEOUT_MS)
            out = _wait_text(page, frame, [p.trick, *p.points_after])
        assert p.trick in out, (p.trick, out)
        assert "No trick has been played yet." not in out, out
        assert all(line in out for line in p.points_after), (p.points_after, out)
    finally:
        page.close()
    assert visit.outside_requests == [], visit.outside_requests
    assert visit.page_errors == [], visit.page_errors
    assert not [r for r in visit.requests if "cdn" in r], "a CDN was asked"
