"""The course in the static book: a chapter's drill answered in the page (no Python), the
progress the reader keeps (localStorage only: the record read back after a reload, the marks
in the contents, "continue where you left off" and the clear button on the front page), and
the position of the day on a fixed date and on the next one. Nothing may leave the site.

The right answers come from the pool the page embeds (the engine's, checked by
tests/test_drills.py); the drill's script says which question it shows (``data-q``)."""

from __future__ import annotations

import collections
import datetime
import html
import json
import re
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page

from schnapsen.progress import KEY, validate
from schnapsen.teach.daily import puzzle_for
from schnapsen.teach.drills import opened

from .conftest import Visit

EDITION = "book/en"
CHAPTER = "cards"
STEP_MS = 10_000


@pytest.fixture
def fresh(browser_context: BrowserContext, base_url: str) -> Iterator[Callable[..., Any]]:
    """``fresh(path, day=None)``: a new tab on ``path`` (the reader's clock set to ``day``),
    recording requests to other hosts (which fail: conftest's ``CHROMIUM_ARGS``). Closed at
    the end."""
    pages: list[Page] = []
    outside: list[str] = []
    local = urlsplit(base_url).netloc

    def open_(path: str, day: datetime.datetime | None = None) -> Page:
        page = browser_context.new_page()
        pages.append(page)

        def on_request(request: Any) -> None:
            url = request.url
            if urlsplit(url).netloc != local and not url.startswith(("data:", "blob:", "about:")):
                outside.append(url)

        page.on("request", on_request)
        if day is not None:
            page.clock.set_fixed_time(day)
        page.goto(f"{base_url}/{path}", wait_until="load")
        page.wait_for_load_state("networkidle")
        return page

    open_.outside = outside  # type: ignore[attr-defined]
    try:
        yield open_
    finally:
        for p in pages:
            p.close()
    assert outside == [], f"requests left the site: {outside[:5]}"


def record(page: Page) -> dict[str, Any] | None:
    text = page.evaluate(f"() => localStorage.getItem({json.dumps(KEY)})")
    return None if text is None else json.loads(text)


def clear(page: Page) -> None:
    page.evaluate(f"() => localStorage.removeItem({json.dumps(KEY)})")


def read_to_end(page: Page) -> None:
    """Scroll to the end of the page, and wait until the chapter is noted as read."""
    name = page.url.rsplit("/", 1)[-1].split(".")[0]
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_function(
        f"(p) => (JSON.parse(localStorage.getItem({json.dumps(KEY)}) || '{{}}').read || {{}})[p]",
        arg=name, timeout=STEP_MS)


def card_names(data: dict[str, Any]) -> dict[str, str]:
    """Each card's name as its picture in the drill's data gives it (its title)."""
    return {code: html.unescape(m.group(1)) for code, svg in data["cards"].items()
            if (m := re.search(r"<title>(.*?)</title>", svg))}


def answer_drill(page: Page, right: int, start: int = 0, stop: int | None = None) -> None:
    """Answer the page's drill: the first ``right`` questions right, the others wrong (from
    the question ``start`` of the round to ``stop``, by default to its end). Each question's
    card pictures must say their cards in words for a screen reader (issue 23, round 12):
    the words hold every card's name and the drawn row is hidden from it."""
    # the tab in front: Chromium gives a tab behind another no animation frames, and each
    # click there waited two seconds (Playwright checks its target is still on a frame)
    page.bring_to_front()
    box = page.locator(".sb-drill").first
    data = json.loads(box.locator(".sb-drill-data").text_content() or "{}")
    total = data["round"]
    names = card_names(data)
    for n in range(start, total if stop is None else stop):
        page.wait_for_function(
            "(n) => { const b = document.querySelector('.sb-drill');"
            " return b.dataset.answered === '0' && b.dataset.at === String(n); }", arg=n,
            timeout=STEP_MS)
        q = opened(data, int(box.get_attribute("data-q") or "-1"))  # the answer, unsealed
        want = set(q["a"]) if n < right else {
            next(i for i in range(len(q["o"])) if i not in q["a"])}
        figures = box.locator(".sb-drill-pics figure")
        assert figures.count() == len(q["p"])
        for i, pic in enumerate(q["p"]):
            words = figures.nth(i).locator(".sb-sr").text_content() or ""
            assert words == pic["a"] and all(names[c] in words for c in pic["cards"]), words
            assert figures.nth(i).locator(".sb-drill-cards").get_attribute("aria-hidden") \
                == "true"
        choices = box.locator(".sb-drill-choice")
        assert choices.count() == len(q["o"])
        assert box.locator(".sb-drill-q").inner_text().startswith(q["q"][:20])
        if q["m"]:
            for i in sorted(want):
                choices.nth(i).click()
            box.locator(".sb-drill-check").click()
        else:
            choices.nth(min(want)).click()
        feedback = box.locator(".sb-drill-feedback")
        feedback.wait_for(timeout=STEP_MS)
        said = feedback.inner_text()
        assert q["r"][:30] in said, (said, q["r"])
        assert (data["text"]["right"] in said) == (n < right), said
        box.locator(".sb-drill-next").click()
    if stop is None or stop >= total:
        box.locator(".sb-drill-end").wait_for(timeout=STEP_MS)


def test_a_drill_in_the_static_page_makes_the_chapter_solid(
        fresh: Callable[..., Page], opener: Callable[[str], tuple[Page, Visit]]) -> None:
    page = fresh(f"{EDITION}/{CHAPTER}.html")
    clear(page)
    page.reload(wait_until="load")
    box = page.locator(".sb-drill")
    assert box.count() == 1, "one drill at the end of the chapter"
    data = json.loads(box.locator(".sb-drill-data").text_content() or "{}")
    assert len(data["questions"]) >= 50 and data["round"] == 10 and data["solid"] == 8
    # seven of ten: not solid yet
    answer_drill(page, 7)
    assert box.locator(".sb-drill-end").inner_text() == data["text"]["score"][7]
    # under the score, the way on: a link to the next chapter of the contents (round 10)
    onward = box.locator("a.sb-drill-next-chapter")
    assert onward.inner_text() == data["next"]["text"]
    assert onward.get_attribute("href") == data["next"]["href"]
    assert page.locator(f".bd-docs-nav a.reference.internal[href$='{data['next']['href']}']"
                        ).count() >= 1, "the link is not to a page of the contents"
    rec = record(page)
    assert rec is not None and validate(rec) == []
    assert rec["drills"][CHAPTER]["solid"] is False and rec["drills"][CHAPTER]["best"] == 7
    # a new drill, eight of ten: solid
    box.locator(".sb-drill-again").click()
    answer_drill(page, 8)
    assert box.locator(".sb-drill-badge").inner_text() == data["text"]["solid_badge"]
    rec = record(page)
    assert rec is not None and validate(rec) == []
    assert rec["drills"][CHAPTER] == {"best": 8, "last": 8, "of": 10, "solid": True,
                                      "when": rec["drills"][CHAPTER]["when"]}
    assert rec["read"].get(CHAPTER) and rec["last"]["page"] == CHAPTER
    # after a reload, and on another page: still solid, marked in the contents
    page.reload(wait_until="load")
    assert record(page) == rec
    page.locator(".sb-drill[data-solid='1'] .sb-drill-badge").wait_for(timeout=STEP_MS)
    other, visit = opener(f"{EDITION}/tricks.html")
    try:
        link = other.locator(f".bd-docs-nav a.reference.internal[href$='{CHAPTER}.html']")
        assert link.locator(".sb-mark-solid").count() == 1
        assert visit.outside_requests == [] and visit.page_errors == [], visit
    finally:
        other.close()


def test_the_front_page_continues_and_clears(fresh: Callable[..., Page]) -> None:
    page = fresh(f"{EDITION}/index.html")
    clear(page)
    page.reload(wait_until="load")
    assert page.locator("#sb-course").is_hidden()  # nothing kept yet: nothing shown
    closing = fresh(f"{EDITION}/closing.html")
    page.reload(wait_until="load")
    panel = page.locator("#sb-course")
    panel.wait_for(timeout=STEP_MS)
    # opened, not read to its end: continue there, no "read" mark yet
    link = panel.locator(".sb-course-continue a")
    assert link.get_attribute("href") == "closing.html"
    assert link.inner_text() == page.evaluate(
        f"() => JSON.parse(localStorage.getItem({json.dumps(KEY)})).last.title")
    assert page.locator(".bd-article a.reference.internal[href^='closing.html'] .sb-mark-read"
                        ).count() == 0
    # read to its end: marked read, and "continue" leads to the path's first chapter not
    # finished, one skipped before it too (round-20 new reader: dealing skipped, sent on to
    # drawing): here the first chapter, never opened
    read_to_end(closing)
    page.reload(wait_until="load")
    assert page.locator(".bd-article a.reference.internal[href^='closing.html'] .sb-mark-read"
                        ).count() >= 1
    link = panel.locator(".sb-course-continue a")
    assert link.get_attribute("href") == "cards.html"
    assert link.inner_text() == page.evaluate("() => window.SB_COURSE.titles['cards']")
    # a drill begun and left after three answers (the exchange drill: each position shows a
    # hand, said in words): "continue" leads back to it, saying how far the reader got, though
    # the reader went on to read another chapter (issue 23, round 12)
    exchange = fresh(f"{EDITION}/exchange.html")
    answer_drill(exchange, 3, 0, 3)
    later = fresh(f"{EDITION}/strict-rules.html")
    read_to_end(later)
    page.reload(wait_until="load")
    said = page.evaluate("() => window.SB_COURSE.text.round")
    line = panel.locator(".sb-course-continue")
    assert line.get_attribute("data-page") == "exchange" and line.get_attribute("data-round") \
        == "3"
    assert line.locator("a").get_attribute("href") == "exchange.html#sb-drill-exchange"
    assert line.locator(".sb-course-round").inner_text() == said[3]
    # back on the drill: the round goes on at its fourth position, and once it is finished
    # "continue" no longer leads to it
    exchange.reload(wait_until="load")
    box = exchange.locator(".sb-drill")
    assert box.get_attribute("data-resumed") == "3" and box.get_attribute("data-at") == "3"
    data = json.loads(box.locator(".sb-drill-data").text_content() or "{}")
    assert box.locator(".sb-drill-resumed").inner_text() == data["text"]["resumed"][3]
    answer_drill(exchange, 8, 3)
    rec = record(page)
    assert rec is not None and validate(rec) == [] and rec["rounds"] == {}
    assert rec["drills"]["exchange"]["best"] == 8
    page.reload(wait_until="load")
    assert panel.locator(".sb-course-continue").get_attribute("data-page") != "exchange"
    panel.locator(".sb-course-clear").click()
    assert record(page) is None
    page.reload(wait_until="load")
    assert page.locator("#sb-course").is_hidden()


def test_the_position_of_the_day_follows_the_date(fresh: Callable[..., Page]) -> None:
    day = datetime.datetime(2026, 12, 5, 10, 0)
    page = fresh(f"{EDITION}/index.html", day)
    clear(page)
    box = page.locator(".sb-daily")
    assert box.count() == 1
    assert box.get_attribute("data-puzzle") == puzzle_for(day.date(), "en")
    data = json.loads(box.locator(".sb-daily-data").text_content() or "{}")
    p = next(x for x in data["puzzles"] if x["id"] == box.get_attribute("data-puzzle"))
    box.locator(".sb-daily-move").nth(p["best"][0]).click()
    assert box.get_attribute("data-verdict") == "right"
    # the solution in words first, then the figures in small type
    words = box.locator(".sb-daily-solution .sb-daily-words")
    figures = box.locator(".sb-daily-solution .sb-daily-figures")
    assert words.inner_text() == p["solution"] and figures.inner_text() == p["figures"]
    size = "(e) => parseFloat(getComputedStyle(e).fontSize)"
    assert figures.evaluate(size) < words.evaluate(size)
    assert words.bounding_box()["y"] < figures.bounding_box()["y"]  # type: ignore[index]
    rec = record(page)
    assert rec is not None and validate(rec) == []
    assert rec["puzzles"][p["id"]]["result"] == "solved"
    # the next day: another position; the same day again: the same one, marked solved
    later = day + datetime.timedelta(days=1)
    tomorrow = fresh(f"{EDITION}/index.html", later)
    seen = tomorrow.locator(".sb-daily").get_attribute("data-puzzle")
    assert seen == puzzle_for(later.date(), "en") and seen != p["id"]
    again = fresh(f"{EDITION}/index.html", day)
    assert again.locator(".sb-daily").get_attribute("data-puzzle") == p["id"]
    assert again.locator(".sb-daily-note").inner_text() == data["text"]["done"]


@pytest.mark.parametrize("lang", ["hr", "sl", "hu", "cs"])
def test_the_other_editions_have_their_own_day(fresh: Callable[..., Page], site_dir: Any,
                                               lang: str) -> None:
    path = f"{lang}/book/{lang}/index.html"
    if not (site_dir / path).is_file():
        pytest.skip(f"{path} is not built")
    day = datetime.datetime(2026, 12, 5, 10, 0)
    page = fresh(path, day)
    shown = page.locator(".sb-daily").get_attribute("data-puzzle") or ""
    assert shown == puzzle_for(day.date(), lang) and shown.startswith(f"{lang}-")


def test_the_contents_mark_the_page_being_read(fresh: Callable[..., Page]) -> None:
    """The page being read is marked in the contents ("you are here"), besides the theme's
    own style of the current link; no other link is."""
    page = fresh(f"{EDITION}/tricks.html")
    here = page.evaluate("() => window.SB_COURSE.text.here")
    nav = page.locator(".bd-docs-nav")
    mark = nav.locator("a.reference.internal.current .sb-mark-here")
    mark.wait_for(timeout=STEP_MS)
    assert mark.get_attribute("aria-label") == here and mark.get_attribute("role") == "img"
    assert nav.locator(".sb-mark-here").count() == 1


def test_a_chapter_is_read_only_at_its_end(fresh: Callable[..., Page]) -> None:
    """Opening a chapter makes it the one read last; it is marked read only once its end has
    been in view (or its drill answered)."""
    page = fresh(f"{EDITION}/marriages.html")
    clear(page)
    page.reload(wait_until="load")
    page.wait_for_timeout(500)
    rec = record(page)
    assert rec is not None and rec["last"]["page"] == "marriages"
    assert "marriages" not in rec["read"]
    read_to_end(page)
    rec = record(page)
    assert rec is not None and validate(rec) == [] and rec["read"].get("marriages")


def test_a_drill_round_is_spread_over_the_kinds(fresh: Callable[..., Page]) -> None:
    """The drill's script draws ten questions spread over the pool's kinds of question (the
    dealing drill asked "which card is turned" five times of ten): with k kinds none comes
    more than ceil(10 / k) times."""
    page = fresh(f"{EDITION}/dealing.html")
    box = page.locator(".sb-drill")
    data = json.loads(box.locator(".sb-drill-data").text_content() or "{}")
    kinds = [q["k"] for q in data["questions"]]
    cap = -(-data["round"] // len(set(kinds)))
    rounds = page.evaluate(
        "(kinds) => Array.from({length: 300}, () => window.__sbDrillDraw(10, kinds))", kinds)
    for drawn in rounds:
        assert len(set(drawn)) == data["round"]
        count = collections.Counter(kinds[i] for i in drawn)
        assert max(count.values()) <= cap, count
    # two questions that read the same (the same question, choices and rule: "In which
    # packets are the cards dealt?") never come in one round (a new learner met it twice)
    looks = data["looks"]
    assert len(set(looks)) < len(looks)  # the dealing pool has such questions
    rounds = page.evaluate(
        "([kinds, looks]) => Array.from({length: 300}, "
        "() => window.__sbDrillDraw(10, kinds, looks))", [kinds, looks])
    for drawn in rounds:
        assert len(drawn) == data["round"]
        assert len({looks[i] for i in drawn}) == data["round"], drawn
    # and the round on the page is one of them
    shown = [int(box.get_attribute("data-q") or "-1")]
    assert shown[0] in range(len(kinds))


def test_the_front_page_counts_guided_hands_and_continues_one_begun(
        fresh: Callable[..., Page]) -> None:
    """The round-12 reader who finished guided hands saw no progress for them on the front
    page: the box counts them, and "continue where you left off" leads back to a hand begun
    and not finished (the events are those the live widget sends through the page's bridge,
    test_live_practice.py's guided test sees them arrive)."""
    from schnapsen.i18n import translate

    guided = fresh(f"{EDITION}/guided.html")  # opened: the page the reader is on last
    clear(guided)
    guided.reload(wait_until="load")
    guided.evaluate("""() => {
      SBProgress.apply({type: 'guided', id: 'at-g01', result: 'solved'});
      SBProgress.apply({type: 'guided', id: 'at-g02', result: 'missed'});
      SBProgress.apply({type: 'guided_begun', id: 'at-g03'});
    }""")
    page = fresh(f"{EDITION}/index.html")
    panel = page.locator("#sb-course")
    panel.wait_for(timeout=STEP_MS)
    assert panel.locator(".sb-course-guided").inner_text() == \
        translate("course.guided", "en", solved=1, missed=1)
    line = panel.locator(".sb-course-continue")
    assert line.get_attribute("data-page") == "guided"
    assert line.get_attribute("data-begun") == "1"
    assert line.locator("a").get_attribute("href") == "guided.html"
    assert line.locator(".sb-course-begun").inner_text() == translate("course.begun", "en")
    # the hand finished: counted, and "continue" leads back to the chapters
    page.evaluate("() => SBProgress.apply({type: 'guided', id: 'at-g03', result: 'solved'})")
    page.reload(wait_until="load")
    panel.wait_for(timeout=STEP_MS)
    assert panel.locator(".sb-course-guided").inner_text() == \
        translate("course.guided", "en", solved=2, missed=1)
    assert line.get_attribute("data-page") != "guided"
    assert line.get_attribute("data-begun") is None
    rec = record(page)
    assert rec is not None and validate(rec) == [] and rec["begun"] == {}
    panel.locator(".sb-course-clear").click()
    guided.close()
