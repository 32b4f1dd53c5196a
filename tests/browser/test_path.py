"""The reader's path on the front page, in the built book: its chapters with their minutes
(schnapsen.teach.path, in the edition's order), drill links that reach each chapter's drill,
and the marks of the reader's progress on the path's links: a chapter read, a drill made solid
(in the page, with no Python), kept after a reload. Nothing may leave the site (``fresh``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from schnapsen.i18n import translate
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the texts)
from schnapsen.teach.drills import CHAPTERS
from schnapsen.teach.path import course_path

from . import test_course as course
from .test_course import STEP_MS, answer_drill, clear, read_to_end, record

fresh = course.fresh  # the same fixture: a new tab, nothing may leave the site

LANGS = ["en", "hr", "sl", "hu", "cs"]


def edition(lang: str) -> str:
    return "book/en" if lang == "en" else f"{lang}/book/{lang}"


def built(site_dir: Path, lang: str) -> None:
    if not (site_dir / edition(lang) / "index.html").is_file():
        pytest.skip(f"the {lang} edition is not built")


def path_links(page: Page, selector: str) -> list[str]:
    return [a.get_attribute("href") or "" for a in page.locator(selector).all()]


@pytest.mark.parametrize("lang", LANGS)
def test_the_path_shows_the_chapters_with_minutes(fresh: Callable[..., Page], site_dir: Path,
                                                  lang: str) -> None:
    built(site_dir, lang)
    page = fresh(f"{edition(lang)}/index.html")
    clear(page)
    page.reload(wait_until="load")
    path = course_path(lang)
    items = page.locator(".sb-path .sb-path-chapters > li")
    assert items.count() == len(path.learn)
    for i, chapter in enumerate(path.learn):
        item = items.nth(i)
        assert item.locator("a").get_attribute("href") == f"{chapter.page}.html"
        assert item.locator(".sb-path-min").inner_text() == translate(
            "course.path.minutes", lang, n=chapter.minutes)
    drills = path_links(page, ".sb-path .sb-path-drills a")
    assert [h.split("#")[0] for h in drills] == [f"{c}.html" for c in CHAPTERS]
    assert page.locator(".sb-path .sb-mark").count() == 0  # nothing kept: nothing marked
    # every drill link lands on the drill's own section of its chapter
    site = site_dir / edition(lang)
    for href in drills:
        target, anchor = href.split("#")
        text = (site / target).read_text(encoding="utf-8")
        section = re.search(rf'<section[^>]* id="{re.escape(anchor)}"[^>]*>(.*?)</section>',
                            text, re.S)
        assert section and 'class="sb-drill"' in section.group(1), href
    for href in path_links(page, ".sb-path a"):
        assert (site / href.split("#")[0]).is_file(), href


def test_the_path_marks_progress_and_keeps_it(fresh: Callable[..., Page]) -> None:
    """A drill made solid in its chapter and another chapter read: the path marks both, the
    drill's link only for the solid one, and the marks and "continue" stay after a reload."""
    chapter = fresh(f"{edition('en')}/cards.html")
    clear(chapter)
    chapter.reload(wait_until="load")
    answer_drill(chapter, 8)
    read_to_end(fresh(f"{edition('en')}/dealing.html"))  # read, no drill
    page = fresh(f"{edition('en')}/index.html")
    rec: Any = record(page)
    assert rec["drills"]["cards"]["solid"] is True and rec["read"].get("dealing")
    for _ in range(2):
        learn = page.locator(".sb-path .sb-path-chapters")
        learn.locator("a[href='cards.html'] .sb-mark-solid").wait_for(timeout=STEP_MS)
        assert learn.locator("a[href='dealing.html'] .sb-mark-read").count() == 1
        assert learn.locator("a[href='tricks.html'] .sb-mark").count() == 0
        drills = page.locator(".sb-path .sb-path-drills")
        assert drills.locator("a[href^='cards.html#'] .sb-mark-solid").count() == 1
        assert drills.locator("a[href^='dealing.html#'] .sb-mark").count() == 0
        assert page.locator(".sb-path .sb-mark").count() == 3
        # the chapter read last is finished: continue with the next one of the path
        link = page.locator("#sb-course .sb-course-continue a")
        assert link.get_attribute("href") == "tricks.html"
        page.reload(wait_until="load")
    assert record(page) == rec
    clear(page)
