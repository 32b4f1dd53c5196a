"""Pages for learners in Chromium (issue 23, item 1): nothing clipped at 1280 or 390 px, no code
shown or kept in the page, and no "show the code" switch (round 27).

Clipping: on every page of every built edition, at both widths, each printed output line
(``pre``), each table and each block of a cell's output is measured. It fails when its
content is wider than its box (``scrollWidth > clientWidth``) and no box meant for scrolling
holds it (``.sq-table-wrap``, the theme's ``.pst-scrollable-table-container``, a code block's
``div.highlight``), or when its text runs past a box that cuts it off (``overflow: hidden`` or
``clip``). A box meant for scrolling must itself fit the column.

Code: outside the engine chapter and the rules reference, no cell's input is visible, nor in
the page's HTML: every code cell is ``remove-input`` or ``remove-cell``, so the switch of
tools/code_switch_ext.py (cells tagged ``sq-code``) is on no learner page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.browser.conftest import (
    NOT_BOOK,
    REFERENCE,
    book_pages,
    learner_page,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from playwright.sync_api import Page

    from tests.browser.conftest import Visit

pytestmark = pytest.mark.browser


def test_nothing_is_clipped(site_page: str, visit: Visit) -> None:
    if site_page.endswith(NOT_BOOK):
        pytest.skip("not a page of the book")
    found = {width: cut for width, cut in visit.clipped.items() if cut}
    assert set(visit.clipped) == {"1280", "390"}, "the audit measured both widths"
    assert not found, f"{site_page}: clipped\n" + "\n".join(
        f"  at {w} px: {item}" for w, items in found.items() for item in items)


def test_no_code_is_shown(site_page: str, visit: Visit) -> None:
    if not learner_page(site_page):
        pytest.skip("the engine chapter and the rules reference may show code")
    shown = visit.shown_code
    assert not shown, f"{site_page} shows code: {shown}"


NO_CODE_IN_HTML_JS = """() => Array.from(document.querySelectorAll(
    '.bd-article .cell_input, .bd-article .tag_sq-code')).length"""


def test_learner_pages_keep_no_code_and_no_switch(
    opener: Callable[[str], tuple[Page, Visit]]
) -> None:
    """Round 27 (the Czech reader's worst problem): a learner page keeps no cell's code in its
    HTML, not even hidden behind a switch, so it has no "show the code" switch; the glossary
    and the rules reference have none either."""
    pages = [p for p in book_pages()
             if p.endswith(("/dealing.html", "/claiming.html", "/guided.html",
                            "/glossary.html", "/rules.html"))]
    if not pages:
        pytest.skip("the book is not built")
    for path in pages:
        page, _visit = opener(path)
        try:
            assert page.locator(".sq-code-switch").count() == 0, path
            if learner_page(path):
                assert page.evaluate(NO_CODE_IN_HTML_JS) == 0, path
        finally:
            page.close()


#: the tradition chapters' rewrite (issue 23) moves these pages' boxes into the rules reference
PENDING_BOXES = ("traditions.html", "snaps-multi.html", "snops-multi.html",
                 "snapszer-multi.html")


def test_no_engine_words_rule_numbers_or_boxes(site_page: str, visit: Visit) -> None:
    """What the reader sees (the text of the article, quizzes and widgets as drawn): no option
    name, file name, variant id or rule number, and no "Where the sources differ" box."""
    from tests.test_learner_sources import ENGINE_WORDS, RULE_NUMBER

    if not learner_page(site_page):
        pytest.skip("the engine chapter and the rules reference may name them")
    # the words of the article, the boxes apart (counted below)
    text = visit.article_text
    assert text.strip(), f"{site_page}: the audit read no words"
    found = [m.group(0) for m in ENGINE_WORDS.finditer(text)]
    found += [m.group(0) for m in RULE_NUMBER.finditer(text)]
    assert not found, f"{site_page}: {found}"
    # a box still on a page (the pending ones below) names no engine option either
    in_boxes = " ".join(visit.differ_boxes)
    found = [m.group(0) for m in ENGINE_WORDS.finditer(in_boxes)]
    assert not found, f"{site_page}: in a 'Where the sources differ' box: {found}"
    boxes = len(visit.differ_boxes)
    if boxes and site_page.endswith(PENDING_BOXES):
        pytest.xfail("the tradition chapters' rewrite moves these boxes (issue 23)")
    assert boxes == 0, f"{site_page}: {boxes} 'Where the sources differ' boxes"


def test_printed_output_reads_as_text(site_page: str, visit: Visit) -> None:
    """On a learner page what an example prints is a sentence about the position: it reads
    as the page's text (its font and size, wrapping, no grey box), not as code; the engine
    chapter and the rules reference keep their code font."""
    if site_page.endswith(NOT_BOOK) or site_page == "index.html":
        pytest.skip("not a page of the book")
    printed = visit.printed
    if not printed:
        pytest.skip("nothing printed on this page")
    if site_page.rsplit("/", 1)[-1] in REFERENCE:  # (not strict-rules.html)
        assert all("mono" in p["font"].lower() for p in printed), printed
        return
    transparent = ("rgba(0, 0, 0, 0)", "transparent")
    wrong = [p for p in printed
             if p["font"] != p["body"] or p["wrap"] != "pre-wrap"
             or abs(p["size"] - p["bodySize"]) > 0.5
             or any(b not in transparent for b in p["background"])]
    assert not wrong, f"{site_page}: printed as code: {wrong[:3]}"


def test_a_table_that_scrolls_on_a_phone_says_so(site_page: str, visit: Visit) -> None:
    """Where a table scrolls sideways at 390 px, a line above it says so (the edition's
    words), and its box can be scrolled from the keyboard and is named by that line; at
    1280 px a table that fits shows no such line."""
    if site_page.endswith(NOT_BOOK) or site_page == "index.html":
        pytest.skip("not a page of the book")
    words = visit.scroll_words
    bad = [c for c in visit.phone_cues if not (c["shown"] and c["text"] == words
                                                and c["focusable"] and c["named"])]
    assert not bad, f"{site_page}: a table scrolls at 390 px without a cue: {bad[:3]}"
    if site_page.rsplit("/", 1)[-1] not in REFERENCE:
        assert visit.desktop_cues == 0, f"{site_page}: a scroll cue at 1280 px"
