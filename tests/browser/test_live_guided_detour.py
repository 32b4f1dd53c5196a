"""A guided hand played off its line, live in the browser (JupyterLite + Pyodide): the reader
leaves the expected line at the first chance (the second-best move) and then plays the best
moves; the coach finds a key decision in the reader's own play, shows "Think first" before it,
and the summary names it with its trick and grade (issue 22 item 3).

What to expect is found by the same widget here in CPython: the grades judge a fixed number of
likely deals drawn from the position's seed, so the coach finds the same decisions in Pyodide.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from playwright.sync_api import Page

from .conftest import Visit
from .test_live import STEP_TIMEOUT_MS
from .test_live_practice import (
    GUIDED,
    _button,
    _lines,
    _norm,
    _say,
    _site_only,
    _start,
    _texts,
    _wait,
)


@dataclass
class Click:
    """A move of the reader: its button's text, the think box shown before it ([] for none)
    and the grade line's start."""

    label: str
    think: list[str]
    graded: str


@dataclass
class DetourPlan:
    clicks: list[Click]
    found: list[str]  # the summary's lines for the decisions the coach found
    tally: str


def detour_plan() -> DetourPlan:
    """The first hand of the English page's menu, played in CPython by clicking: the second-
    best move at the first chance, then the best."""
    pytest.importorskip("ipywidgets")
    from schnapsen.explain import move_label
    from schnapsen.i18n import translate
    from schnapsen.i18n.base import capitalised
    from schnapsen.practice import guided_hands
    from schnapsen.stages import Stage
    from schnapsen.widgets import GuidedHandWidget

    w = GuidedHandWidget(guided_hands(first="at"), lang="en")
    h: Any = w.hand
    clicks: list[Click] = []
    left = False
    while not w.deal.is_over:
        assert w.deal.to_move == w.seat and w.deal.stage == Stage.PLAY, h.id
        think = _lines(w.think_box.value)
        hints = w._ask_hints()
        move = hints[0].move
        if not left:
            worse = [x for x in hints if x.value < hints[0].value - 1e-9]
            if worse:
                move, left = worse[0].move, True
        button = w.hand_buttons.get(str(move)) or w.action_buttons.get(str(move))
        assert button is not None, f"{h.id}: {move} has no button"
        clicks.append(Click(button.description, think, translate(
            "guided.ui.move_grade", "en", choice=capitalised(move_label(move, "en", w.style)),
            verdict="")))
        assert w.play(move)
    found = [mo for mo in w.moments
             if mo.step is not None and not any(mo.step is st for st in h.steps)]
    assert found, f"{h.id}: the coach found no key decision off the line"
    lines = [_norm(line) for line in w.summary_lines()]
    said = [_norm(translate("guided.ui.moment.found", "en", about=mo.step.about("en"),
                            trick=mo.trick, choice=move_label(mo.grade.move, "en", w.style),
                            grade=mo.grade.name("en"))) for mo in found if mo.step is not None]
    assert all(line in lines for line in said), (said, lines)
    return DetourPlan(clicks, said, lines[-1])


def test_a_guided_hand_off_its_line_meets_a_coached_decision(
        opener: Callable[..., tuple[Page, Visit]]) -> None:
    plan = detour_plan()
    assert any(c.think for c in plan.clicks[1:]), "no think box off the line"
    page, visit = opener(GUIDED, forget=True)
    try:
        frame = _start(page, "GuidedHandWidget")

        def grade() -> list[str]:
            return _texts(frame, ".schnapsen-grade")

        def summary() -> list[str]:
            return _texts(frame, ".schnapsen-summary")

        _wait(page, lambda: _texts(frame, "button.schnapsen-card-pic"), bool)
        coached = 0
        for n, click in enumerate(plan.clicks):
            def thinks() -> list[str]:
                return _texts(frame, ".schnapsen-think")

            def shows(seen: list[str], want: list[str] = click.think) -> bool:
                return seen == want

            def graded_as(seen: list[str], start: str = click.graded) -> bool:
                # the heading, the line in words, the folded figures' summary (round 35)
                return (len(seen) == 3 and seen[1].startswith(start)
                        and seen[2] == _say("ui.figures", "en"))

            think = _wait(page, thinks, shows)
            assert think == click.think, (n, think, click.think)
            coached += bool(think) and n > 0
            button = _button(frame, click.label)
            button.wait_for(timeout=STEP_TIMEOUT_MS)
            button.click(timeout=STEP_TIMEOUT_MS)
            graded = _wait(page, grade, graded_as)
            assert graded[1].startswith(click.graded), (n, graded)
        lines = _wait(page, summary, bool)
        assert lines[0] == _say("guided.ui.summary", "en"), lines
        for line in plan.found:
            assert line in lines, (line, lines)
        assert lines[-1] == plan.tally, (lines[-1], plan.tally)
        assert coached >= 1
        # "Try again" deals the hand once more, and the hint button is back with it (a new
        # reader, round 23: after "Try again" it stayed hidden, and the page says to follow it)
        from schnapsen.i18n import translate
        hint = _button(frame, translate("ui.hint", "en"))
        assert not hint.is_visible()  # the deal is over: no hint to ask for
        _button(frame, translate("guided.ui.try_again", "en")).click(timeout=STEP_TIMEOUT_MS)
        _wait(page, lambda: hint.is_visible(), bool)
        assert hint.is_visible(), hint.evaluate(
            "e => e.style.cssText + '|' + getComputedStyle(e).display + '|' + e.parentElement.style.cssText")  # noqa: E501
        _button(frame, plan.clicks[0].label).click(timeout=STEP_TIMEOUT_MS)
        _wait(page, grade, bool)
        assert hint.is_visible()
        print(f"guided hand off its line: {coached} coached decision(s); "
              + " / ".join(plan.found))
    finally:
        page.close()
    _site_only(visit)
