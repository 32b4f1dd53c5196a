"""The live widgets and the reader's progress: results of the puzzles played in the page's
player (Python in the browser) reach the same record as the static drills (the browser's
localStorage, through the hidden elements the widgets show), the puzzles missed come back
first after a reload, and the page's other control gets a live table of its own, from the
same Python, while the puzzles' one stays where it is. Nothing may leave the site."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from schnapsen.progress import KEY, validate

from .conftest import Visit
from .test_live import START_TIMEOUT_MS
from .test_live_practice import (
    PRACTICE,
    _assert_one_python,
    _control,
    _menu,
    _play_puzzles,
    _say,
    _site_only,
    _start,
    _texts,
    _wait,
    puzzle_plan,
)

CLEAR = f"() => localStorage.removeItem({json.dumps(KEY)})"
RECORD = f"() => JSON.parse(localStorage.getItem({json.dumps(KEY)}) || 'null')"


def test_live_puzzles_keep_progress_and_each_panel_has_its_own_table_on_one_python(
        opener: Callable[..., tuple[Page, Visit]]) -> None:
    plan = puzzle_plan("en")  # the first position answered wrong, the next one right
    # a reader without a record (dropped before the page's scripts run; until round 27 a
    # reload did it, and started the page's Python a second time)
    page, visit = opener(PRACTICE, forget=True)
    try:
        frame = _start(page, "PuzzleWidget", forget=False)
        _play_puzzles(page, frame, plan, "en")
        rec: Any = _wait(page, lambda: page.evaluate(RECORD),
                         lambda r: r is not None and len(r["puzzles"]) == 2)
        assert rec is not None and validate(rec) == [], rec
        assert sorted(p["result"] for p in rec["puzzles"].values()) == ["missed", "solved"]
        # the page's other control gets a table of its own, from the same Python; the
        # puzzles' table stays
        trainer = _control(page, "CloseTrainer")
        # (started with the puzzles: one start for the page, code37learn)
        assert trainer.locator(".sb-live-button").is_disabled()
        page.wait_for_selector('.sb-live[data-code*="CloseTrainer("][data-state=ready]',
                               timeout=START_TIMEOUT_MS)
        # one start for the page (code37learn): every live panel of the page has its table,
        # the puzzles' and the trainer's among them, all from one Python
        panels = page.locator(".sb-live").count()
        assert panels >= 2 and page.locator(".sb-live-frame").count() == panels
        _assert_one_python(page)
        assert _control(page, "CloseTrainer").locator(".sb-live-frame").count() == 1
        assert _control(page, "PuzzleWidget").get_attribute("data-state") == "ready"
        # after a reload the record is still there, and the missed position comes first
        page.reload(wait_until="load")
        assert page.evaluate(RECORD) == rec
        frame = _start(page, "PuzzleWidget", forget=False)
        # the page's widget keeps to its own tradition's set (round 16: a Croatian page opened
        # on the Hungarian set after a missed Hungarian puzzle); in the missed position's own
        # set, the missed position comes first
        frame.locator(".schnapsen-puzzle-heading").first.wait_for(timeout=START_TIMEOUT_MS)
        _menu(frame, _say("ui.tradition", "en")).select_option(label=plan.tradition,
                                                              timeout=START_TIMEOUT_MS)
        status = _wait(page, lambda: _texts(frame, ".schnapsen-status"),
                       lambda s: s == plan.steps[0].status)
        assert status == plan.steps[0].status
    finally:
        page.evaluate(CLEAR)
        page.close()
    _site_only(visit)
