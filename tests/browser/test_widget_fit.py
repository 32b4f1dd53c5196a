"""The play and guided-hand widgets on a phone, without the built book: the widget's own look
(its ``<style>`` box) and table picture, and a menu with a long choice, in a small page drawn by
Chromium at 390 px, inside a box as wide as the live panel's output area there (292 px).

The table picture shrinks to the widget's width (keeping its proportions) and nothing in the
widget scrolls sideways; the menu (given ipywidgets' outer margin of 2 px) stays within its
row; on a desktop the picture keeps its own size. The page is made from the widgets of this
checkout, so the test needs no book build; Debian's Chromium (``/usr/bin/chromium``) draws it.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext

from schnapsen.practice import guided_hands
from schnapsen.widgets import PlayWidget
from schnapsen.widgets.guided import GuidedHandWidget

from .conftest import DESKTOP, PHONE

#: the live panel's output area on a 390-px phone
OUTPUT_AREA = 292
#: ipywidgets' outer margin of a control (``--jp-widgets-margin``)
MARGIN = 2

MEASURE_JS = """() => {
  const w = document.querySelector('.schnapsen-play');
  const svg = w.querySelector('svg.schnapsen-table');
  const menu = w.querySelector('.widget-dropdown');
  const r = w.getBoundingClientRect();
  return {widget: r.width, scroll: w.scrollWidth, client: w.clientWidth,
          svg: svg.getBoundingClientRect().width, svgHeight: svg.getBoundingClientRect().height,
          natural: Number(svg.getAttribute('width')),
          naturalHeight: Number(svg.getAttribute('height')),
          menuRight: menu.getBoundingClientRect().right - r.left};
}"""


def _page(widget: Any, menu: str) -> str:
    """The widget's look and table picture in a box of the output area's width, and a menu
    (label and ``<select>``) in a row, drawn as ipywidgets draws a ``Dropdown`` whose layout
    is ``width auto, max-width 100%``."""
    look = widget.ui.children[0].value  # the style box: <style>...</style>
    return (
        "<!doctype html><html><head><meta name='viewport' content='width=device-width'>"
        "<style>body{margin:0;font:13px sans-serif}"
        f".jupyter-widgets{{margin:{MARGIN}px;box-sizing:border-box}}"
        ".widget-inline-hbox{display:flex;flex-direction:row;align-items:baseline}"
        ".widget-dropdown>select{flex:1 1 auto;min-width:0}"
        ".widget-hbox{display:flex;flex-flow:row wrap}</style></head><body>"
        f"<div style='width:{OUTPUT_AREA}px;margin-left:16px'>"
        "<div class='schnapsen-play' style='max-width:900px;overflow:auto'>"
        f"{look}"
        "<div class='widget-hbox' style='max-width:100%'>"
        "<div class='jupyter-widgets widget-inline-hbox widget-dropdown' "
        "style='width:auto;max-width:100%'><label>Guided hand</label>"
        f"<select><option>{html.escape(menu)}</option></select></div></div>"
        f"<div style='max-width:100%'>{widget.table.value}</div>"
        "</div></div></body></html>"
    )


WIDGETS: dict[str, Callable[[], Any]] = {
    "play-at": lambda: PlayWidget(variant="at", seed=1),
    "play-hr-4": lambda: PlayWidget(variant="hr-4", seed=1),
    "guided-at": lambda: GuidedHandWidget(guided_hands("at")),
}


@pytest.mark.parametrize("name", list(WIDGETS))
def test_widget_fits_a_phone(browser_context: BrowserContext, tmp_path: Path,
                             name: str) -> None:
    # the session's Chromium (conftest): a second sync Playwright in the same session fails
    # ("Sync API inside the asyncio loop")
    widget = WIDGETS[name]()
    path = tmp_path / f"{name}.html"
    path.write_text(_page(widget, "1. Austrian Schnapsen, level 1 " * 2), encoding="utf-8")
    page = browser_context.new_page()
    page.set_viewport_size(PHONE)
    try:
        page.goto(path.as_uri())
        seen = page.evaluate(MEASURE_JS)
        assert seen["svg"] <= OUTPUT_AREA, f"{name}: the table is {seen}"
        assert seen["scroll"] <= seen["client"], f"{name}: the widget scrolls sideways: {seen}"
        assert seen["menuRight"] <= seen["widget"] + 0.5, f"{name}: the menu runs past: {seen}"
        ratio = seen["svgHeight"] / seen["svg"]
        assert abs(ratio - seen["naturalHeight"] / seen["natural"]) < 0.02, seen
        page.set_viewport_size(DESKTOP)  # the desktop picture keeps its own size
        page.evaluate("() => { document.querySelector('body > div').style.width = '900px'; }")
        wide = page.evaluate(MEASURE_JS)
        assert wide["svg"] == wide["natural"], f"{name}: on a desktop: {wide}"
    finally:
        page.close()


FIT_JS = """() => {
  const select = document.querySelector('select');
  const style = getComputedStyle(select);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = style.fontSize + ' ' + style.fontFamily;
  const longest = Math.max(...[...select.options].map(o => ctx.measureText(o.text).width));
  return {select: select.getBoundingClientRect().width, text: longest};
}"""


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_opponent_menu_shows_its_choices_whole_on_a_phone(
        browser_context: BrowserContext, tmp_path: Path, lang: str) -> None:
    """Round 10: at 390 px the opponent menu cut its choice ("Srednje močan robot (igra po
    p"): a native menu cannot wrap. The menu's row as ipywidgets draws it (its name and the
    menu, ``width auto, max-width 100%``) in the output area's width shows its longest
    choice whole (the menu's arrow given 24 px), in every game's menu."""
    from schnapsen.variants import VARIANTS

    w = PlayWidget(variant="at", seed=1, lang=lang, variants=tuple(VARIANTS))
    c = w.controls
    names: set[str] = set()
    description = ""
    for vid in VARIANTS:
        c.variant_select.value = vid
        names |= {label for label, _value in c.bot_select.options}
        description = max(description, c.bot_select.description, key=len)
    options = "".join(f"<option>{html.escape(n)}</option>" for n in sorted(names))
    path = tmp_path / f"menu-{lang}.html"
    path.write_text(
        "<!doctype html><html><head><meta name='viewport' content='width=device-width'>"
        "<style>body{margin:0;font:13px sans-serif}"
        f".jupyter-widgets{{margin:{MARGIN}px;box-sizing:border-box}}"
        ".widget-inline-hbox{display:flex;flex-direction:row;align-items:baseline}"
        ".widget-dropdown>select{flex:1 1 auto;min-width:0}</style></head><body>"
        f"<div style='width:{OUTPUT_AREA}px;margin-left:16px'>"
        "<div class='jupyter-widgets widget-inline-hbox widget-dropdown' "
        f"style='width:auto;max-width:100%'><label>{html.escape(description)}</label>"
        f"<select>{options}</select></div></div></body></html>", encoding="utf-8")
    page = browser_context.new_page()
    page.set_viewport_size(PHONE)
    try:
        page.goto(path.as_uri())
        seen = page.evaluate(FIT_JS)
        assert seen["text"] + 24 <= seen["select"], (lang, seen)
    finally:
        page.close()
