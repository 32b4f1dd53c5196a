"""What a reader sees: cards drawn, quizzes that answer a click, widgets on the page.

These run over the built book like test_site.py (marker ``browser``; ``make test``).
"""

from __future__ import annotations

import re

from playwright.sync_api import Page

from schnapsen.i18n import translate


def _open(page: Page, base_url: str, path: str) -> None:
    page.goto(f"{base_url}/{path}", wait_until="load")


def test_cards_are_drawn_in_both_styles(page: Page, base_url: str) -> None:
    _open(page, base_url, "book/en/cards.html")
    cards = page.locator("[data-card]")
    assert cards.count() >= 40  # the 20 cards in both styles at least
    titles = page.locator("svg title")
    labels = " ".join(titles.nth(i).text_content() or "" for i in range(titles.count()))
    assert "Ober of Hearts" in labels and "Queen of Hearts" in labels
    first = page.locator("[data-card]").first
    first.scroll_into_view_if_needed()
    assert first.is_visible()
    box = first.bounding_box()
    assert box is not None and box["width"] > 20 and box["height"] > 30


def test_a_quiz_answers_a_click(page: Page, base_url: str) -> None:
    _open(page, base_url, "book/en/tricks.html")
    quiz = page.locator(".Quiz").first
    quiz.scroll_into_view_if_needed()
    assert quiz.is_visible()
    button = quiz.locator(".MCButton").first
    button.click()
    feedback = quiz.locator(".Feedback")
    feedback.first.wait_for(state="visible", timeout=5_000)
    text = feedback.first.inner_text()
    # (a card answer opens with the card chosen, "You chose the Ober of Leaves: not quite.":
    # code37sl)
    assert text.startswith(("Right.", "Not quite.")) or re.match(
        r"You chose the [^:]+: (right|not quite)\.", text), text


def test_the_play_widget_is_on_its_page(page: Page, base_url: str) -> None:
    _open(page, base_url, "book/en/play.html")
    page.locator(".jupyter-widgets").first.wait_for(state="visible", timeout=15_000)
    buttons = page.locator(".jupyter-widgets button")
    texts = [buttons.nth(i).inner_text() for i in range(buttons.count())]
    assert any("New deal" in t for t in texts), texts
    assert len(texts) >= 6  # new deal + five cards at least
    table = page.locator(".jupyter-widgets svg[role='img']").first
    assert table.is_visible()


def test_the_comparison_table_lists_the_traditions(page: Page, base_url: str) -> None:
    _open(page, base_url, "book/en/traditions.html")
    head = page.locator("table.sq-compare thead th")
    text = " ".join(head.nth(i).inner_text() for i in range(head.count()))
    for name in ("Austrian Schnapsen", "Croatian Šnaps", "Slovenian Šnops",
                 "Hungarian Snapszer", "Czech 66", "German Sixty-Six"):
        assert name in text


def test_a_many_answer_quiz_question_tells_its_answers_one_by_one(page: Page,
                                                                   base_url: str) -> None:
    """Round 10: a question with several right answers (which cards may be played) gave them
    all away at the first right click, and its choices looked like radio buttons. Its
    choices are boxes (checkbox inputs, a box drawn before each); a right click says only
    that its answer is one of them; once every right answer is found the whole solution is
    shown with the count."""
    _open(page, base_url, "book/en/tricks.html")
    quiz = page.locator(".Quiz", has=page.locator(".ManyChoiceQn")).first
    quiz.scroll_into_view_if_needed()
    buttons = quiz.locator(".MCButton")
    assert quiz.locator("input[type=checkbox]").count() == buttons.count() > 1
    box = buttons.first.evaluate("b => getComputedStyle(b, '::before').content")
    assert "\u2610" in box, box
    right = [buttons.nth(i) for i in range(buttons.count())
             if buttons.nth(i).get_attribute("data-correct") == "true"]
    assert len(right) > 1
    labels = [b.inner_text().strip(" \u2610\u2611\u00a0") for b in right]
    feedback = quiz.locator(".Feedback").first
    solution = quiz.locator(".sq-quiz-solution").first.text_content() or ""
    assert solution.startswith("Right.")
    for n, button in enumerate(right, 1):
        button.click()
        text = feedback.inner_text()
        if n < len(right):
            assert text.startswith("Right, that is one of them:"), text
            assert not any(other in text for other in labels[n:]), text
        else:
            found = translate("quiz.found.all", "en", found=n, total=n)
            assert text == f"{solution} {found}", text
        assert not re.search(r"\[\d+/\d+\]", text), text  # never jupyterquiz's raw count


def test_one_search_field_on_a_wide_screen_and_one_on_a_phone(page: Page, base_url: str) -> None:
    """Round 16 (hr, sl readers): at 1280 px a strip above the page held a second "Search
    Ctrl+K" beside the sidebar's. Wide: only the sidebar's search shows; phone: only the
    article header's search icon (the sidebar is off-screen), so the reader can search at
    either width, once."""
    _open(page, base_url, "hr/book/hr/index.html")
    search = page.locator(".search-button__button")

    def shown() -> list[str]:
        return [search.nth(i).evaluate(
            "b => b.closest('.bd-sidebar-primary') ? 'sidebar' : b.closest('.bd-header') ?"
            " 'strip' : 'article'") for i in range(search.count()) if search.nth(i).is_visible()]

    page.set_viewport_size({"width": 1280, "height": 900})
    assert shown() == ["sidebar"]
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function("() => window.innerWidth === 390")
    assert shown() == ["article"]


def test_quiz_feedback_reads_as_prose(page: Page, base_url: str) -> None:
    """Round 16 (sl reader): the feedback after an answer (several sentences with the numbers)
    showed as a block of 16 pt centred text on a phone. It is text-sized and left-aligned."""
    page.set_viewport_size({"width": 390, "height": 844})
    _open(page, base_url, "sl/book/sl/tricks.html")
    quiz = page.locator(".Quiz").first
    quiz.scroll_into_view_if_needed()
    quiz.locator(".MCButton").first.click()
    feedback = quiz.locator(".Feedback").first
    feedback.wait_for(state="visible", timeout=5_000)
    style = feedback.evaluate("f => [getComputedStyle(f).fontSize, getComputedStyle(f).textAlign]")
    assert float(style[0].removesuffix("px")) <= 18 and style[1] in ("left", "start"), style
