"""The review and the analysis board, live in the browser (JupyterLite + Pyodide, served from the
site), on the Play page (``book/en/play.html``):

- a deal played live to its end by clicking cards, then "Review this deal": the summary names
  the tally and the turning point, the replay steps forward and back, and the turning point's
  grade is read with its reason;
- a position set up on the analysis board by clicking cards into the hands and the tricks
  taken, and the solver's exact values read;
- a deal from a real table pasted as text, one more move typed (a refused one first, with the
  rules' reason), then the moves reviewed.

The two tests of the analysis board share one page and one start of its Python
(``board_page``, one per module): each begins from where the reader would, whatever the other
left (the board's "Clear the cards", a position pasted over the last one).

What to expect comes from the same widgets run here in CPython: the grades judge a fixed
number of likely deals drawn from a seed made of the position (``GRADE_WORLDS``), and the
solver is exact, so Pyodide finds the same lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from playwright.sync_api import BrowserContext, FrameLocator, Locator, Page

from .conftest import Visit, open_page
from .test_live import wait_played
from .test_live_practice import OUT, _button, _lines, _menu, _norm, _start, _texts, _wait

PLAY = "book/en/play.html"
SEED = 1  # the page's play widget: PlayWidget(variant=MENU[0], seed=1, ...)
#: the real table's deal: Austrian Schnapsen, shuffle 21, played by the easy bots; the last
#: two moves are typed on the board
TABLE_SEED = 21
#: the analysis board's tests go to one xdist worker together (they share ``board_page``)
BOARD_GROUP = pytest.mark.xdist_group(name="live-analysis-board")


@pytest.fixture(scope="module")
def board_page(browser_context: BrowserContext,
               base_url: str) -> Iterator[tuple[Page, Visit, FrameLocator]]:
    """The Play page with its analysis board started (its progress seen, the one control
    started: ``_start``), for the module's board tests; a reader without a progress record."""
    page, visit = open_page(browser_context, base_url, PLAY, forget=True)
    try:
        yield page, visit, _start(page, "AnalysisBoard")
    finally:
        page.close()


def _lines_of(markup: str) -> list[str]:
    return [line for line in _lines(markup) if line]


@dataclass
class ReviewPlan:
    clicks: list[str]  # the labels of the reader's cards, in order
    summary: list[str]  # the review's heading and lines
    turning: list[str]  # the lines under the table at the turning point
    total: int  # moves in the deal


def review_plan() -> ReviewPlan:
    """The page's play widget played in CPython by clicking the first playable card each
    turn, then reviewed."""
    pytest.importorskip("ipywidgets")
    from schnapsen.teach.tradition import home_first
    from schnapsen.widgets import PlayWidget

    menu = home_first("en")
    w = PlayWidget(variant=menu[0], seed=SEED, lang="en", variants=menu)
    clicks = []
    while not w.deal.is_over:
        legal = [c for c, b in w.hand_buttons.items() if b.button_style == "success"]
        assert legal, "a turn with no card to play"
        clicks.append(w.hand_buttons[legal[0]].description)
        assert w.play(legal[0])
    w.review_button.click()
    r = w.reviewer
    assert r.review is not None and r.review.turning_point is not None, "no turning point"
    summary = _lines_of(r.summary.value)
    r.go_turning_point()
    return ReviewPlan(clicks, summary, _lines_of(r.caption.value), len(w.deal.moves))


def _wait_equal(page: Page, frame: FrameLocator, selector: str, want: list[str]) -> list[str]:
    seen = _wait(page, lambda: _texts(frame, selector), lambda s: s == want)
    assert seen == want, (selector, seen, want)
    return seen


def test_a_deal_played_live_is_reviewed_step_by_step(
        opener: Callable[..., tuple[Page, Visit]]) -> None:
    plan = review_plan()
    page, visit = opener(PLAY, forget=True)
    try:
        frame = _start(page, "PlayWidget")
        for label in plan.clicks:
            _button(frame, label).click()
            wait_played(_button(frame, label))
        review = _button(frame, "Review this deal")
        review.wait_for(timeout=15_000)
        review.click()
        _wait_equal(page, frame, ".schnapsen-review-summary", plan.summary)
        assert any(line.startswith("The turning point came at trick") for line in plan.summary)
        counted = "(your opponent's moves count too)"  # the heading says what it counts
        step = _wait(page, lambda: _texts(frame, ".schnapsen-review-step"), bool)
        assert step[0] == "The start of the deal", step
        _button(frame, "Forward \u25b6").click()
        _button(frame, "Forward \u25b6").click()
        _wait(page, lambda: _texts(frame, ".schnapsen-review-step"),
              lambda s: bool(s) and s[0] == f"Move 2 of {plan.total} {counted}")
        _button(frame, "\u25c0 Back").click()
        _wait(page, lambda: _texts(frame, ".schnapsen-review-step"),
              lambda s: bool(s) and s[0] == f"Move 1 of {plan.total} {counted}")
        _button(frame, "The turning point").click()
        seen = _wait_equal(page, frame, ".schnapsen-review-step", plan.turning)
        grade = seen[-1]
        assert re.match(r"^(A mistake|Good move): ", grade), grade
        assert "Why: " in grade and "Better was " in grade, grade
    finally:
        page.close()
    assert visit.page_errors == [], visit.page_errors
    assert visit.outside_requests == [], visit.outside_requests


@dataclass
class BoardPlan:
    places: list[tuple[str, list[str]]]  # (place's label, labels of its cards)
    moves: list[str]  # the lines of the moves' list
    line: list[str]


#: the position set up by clicking: every card's place known, the talon gone
PLACES = [("hand:0", "AH TH KH QH JH"), ("hand:1", "AS TS KS QS JS"),
          ("taken:0", "AD TD KD QD"), ("taken:1", "AC TC KC QC JC JD")]


def board_plan() -> BoardPlan:
    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import AnalysisBoard

    b = AnalysisBoard(variant="at", lang="en")
    labels = dict((v, k) for k, v in b.place_select.options)
    places = []
    for where, codes in PLACES:
        b.place_select.value = where
        names = []
        for code in codes.split():
            b.card_buttons[code].click()
            names.append(b.card_buttons[code].description)
        places.append((labels[where], names))
    assert b.set_up_from_cards(), b.message.value
    words = _lines_of(b.analysis.value)
    return BoardPlan(places, words, [x for x in words if x.startswith("Best line:")])


def _wait_placed(page: Page, card: Locator) -> None:
    """Once the board's card button is marked placed (styled "success")."""
    _wait(page, lambda: card.get_attribute("class") or "",
          lambda cls: "mod-success" in cls.split())


@BOARD_GROUP
def test_a_position_set_up_by_clicking_shows_the_solvers_values(
        board_page: tuple[Page, Visit, FrameLocator]) -> None:
    plan = board_plan()
    page, visit, frame = board_page
    # (the board as another test left it: no card placed)
    _button(frame, "Clear the cards").click()
    _wait(page, lambda: frame.locator(f"{OUT} .schnapsen-board-card.mod-success").count(),
          lambda n: n == 0)
    for place, cards in plan.places:
        _menu(frame, "Put a card into").select_option(label=place)
        page.wait_for_timeout(300)
        for label in cards:
            _button(frame, label).click()
            # placed: the kernel has taken the click (and the menu's choice before it)
            # and marks the card (until round 27 a fixed 150 ms after each card)
            _wait_placed(page, _button(frame, label))
    _button(frame, "Set up from the cards placed").click()
    want = _norm(" ".join(plan.moves))  # the same words, however the lines break

    def words() -> str:
        return _norm(" ".join(_texts(frame, ".schnapsen-board-moves")))

    seen = _wait(page, words, lambda s: s == want)
    assert seen == want, (seen, want)
    assert seen.startswith("The legal moves of seat 1, best first")
    assert "+2 game points" in seen and "every card's place being known" in seen
    assert plan.line and plan.line[0] in seen
    assert visit.page_errors == [], visit.page_errors


@dataclass
class TablePlan:
    text: str  # the deal as pasted: all but its last two moves
    refused: str  # a move the rules refuse there
    refusal: str  # the message shown for it
    typed: str  # the next move, typed
    summary: list[str]


def table_plan() -> TablePlan:
    pytest.importorskip("ipywidgets")
    from schnapsen import Deal
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.widgets import AnalysisBoard

    full = Deal.new("at", seed=TABLE_SEED)
    play_deal(full, {0: make_bot("easy", seed=1), 1: make_bot("easy", seed=2)})
    moves = [str(m) for m in full.moves]
    cut = len(moves) - 2
    part = Deal.new("at", seed=TABLE_SEED).replay(moves[:cut])
    text = part.to_text()
    b = AnalysisBoard(lang="en")
    assert b.load(text)
    deal = b.deal
    assert deal is not None
    refused = next(c.code for s in deal.seats for c in deal.hand(s)
                   if c.code not in {str(m) for m in deal.legal_moves()})
    assert not b.play(refused)
    refusal = _norm(re.sub(r"<[^>]+>", " ", b.message.value))
    typed = moves[cut]
    assert b.play(typed)
    b.review_seat.value = 0
    b.review_button.click()
    assert b.reviewer.review is not None and b.reviewer.review.decisions
    return TablePlan(text, refused, refusal, typed, _lines_of(b.reviewer.summary.value))


@BOARD_GROUP
def test_a_real_tables_deal_is_pasted_checked_and_reviewed(
        board_page: tuple[Page, Visit, FrameLocator]) -> None:
    plan = table_plan()
    page, visit, frame = board_page
    # (the board as another test left it: a position pasted over it)
    box = frame.locator(".jp-OutputArea-output .widget-textarea textarea").first
    box.fill(plan.text)
    page.wait_for_timeout(500)
    before = _texts(frame, ".schnapsen-board-moves")  # another test's position, or none
    _button(frame, "Set up from the text").click()
    _wait(page, lambda: _texts(frame, ".schnapsen-board-moves"),
          lambda s: bool(s) and s != before)
    move = frame.locator(".jp-OutputArea-output .widget-text input").first
    move.fill(plan.refused)
    _button(frame, "Play the move typed").click()
    said = _wait(page, lambda: _texts(frame, ".schnapsen-message"),
                 lambda s: s == [plan.refusal])
    assert said == [plan.refusal]
    move.fill(plan.typed)
    _button(frame, "Play the move typed").click()
    _wait(page, lambda: _texts(frame, ".schnapsen-message"), lambda s: s == [])
    _button(frame, "Review the moves played").click()
    _wait_equal(page, frame, ".schnapsen-review-summary", plan.summary)
    assert plan.summary[1].startswith("Your decisions: ")
    assert visit.page_errors == [], visit.page_errors
