"""The side-by-side widget, driven without a browser (``.click()``, ``.value =``): what it
shows is checked against the engine's own :class:`~schnapsen.compare.SideBySide` of the
same games and shuffle."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from schnapsen import Move  # noqa: E402
from schnapsen.compare import SideBySide, differences, moment_lines, result_lines  # noqa: E402
from schnapsen.i18n import LANGUAGES  # noqa: E402
from schnapsen.widgets import CompareWidget  # noqa: E402
from schnapsen.widgets.compare import games_for  # noqa: E402


def text(html_text: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html_text).replace("&#x27;", "'").split())


def norm(line: str) -> str:
    return " ".join(line.replace("'", "&#x27;").split()).replace("&#x27;", "'")


def test_it_shows_the_rows_that_differ_and_no_others() -> None:
    w = CompareWidget("at", "sl-2", seed=2)
    shown = text(w.rows.value)
    for name, a, b in differences("at", "sl-2"):
        assert name in shown and a in shown and b in shown
    # the Slovenian game plays counter-clockwise (the book's reading, round 26)
    assert "Direction of play" in shown
    assert w.sbs.variants[0].id == "at" and w.sbs.variants[1].id == "sl-2"


def test_play_to_the_end_shows_every_moment_and_both_results() -> None:
    w = CompareWidget("at", "hu-2", seed=0)
    assert not w.sbs.is_over and w.results.value == ""
    w.end_button.click()
    engine = SideBySide("at", "hu-2", seed=0)
    engine.run()
    assert w.sbs.is_over and w.end_button.disabled and w.step_button.disabled
    shown = text(w.moments.value)
    lines = [line for m in engine.moments if m.kind != "result"
             for line in moment_lines(engine, m)]
    assert lines and all(norm(line) in shown for line in lines)
    assert "Hungarian Snapszer allows announcing snapszer" in shown
    results = text(w.results.value)
    assert all(norm(line) in results for line in result_lines(engine))
    assert "The two rule sets give different results." in results


def test_next_move_goes_one_decision_at_a_time() -> None:
    w = CompareWidget("at", "hu-2", seed=0)
    before = [len(d.moves) for d in w.sbs.deals]
    w.step_button.click()
    after = [len(d.moves) for d in w.sbs.deals]
    assert sum(after) - sum(before) in (1, 2) and w.sbs.steps == 1


def test_the_deal_number_and_the_menus_deal_again() -> None:
    w = CompareWidget("at", "hu-2", seed=0)
    w.seed_input.value = 7
    assert w.sbs.seed == 7 and w.sbs.steps == 0
    w.new_button.click()
    assert w.seed_input.value == 8 and w.sbs.seed == 8
    w.second_select.value = "cs-2"  # dealt three and two like the Austrian game: the same hands
    assert w.sbs.variants[1].id == "cs-2" and w.sbs.same_cards()
    assert "deal" not in [m.kind for m in w.sbs.moments]
    w.second_select.value = "de-66"
    assert w.sbs.variants[1].id == "de-66" and [m.kind for m in w.sbs.moments] == ["deal"]
    assert "different hands" in text(w.moments.value)


def test_the_players_menu_offers_the_games_for_that_many() -> None:
    w = CompareWidget("at", "hu-2", seed=0)
    assert [v for _label, v in w.players_select.options] == [2, 3, 4]
    w.players_select.value = 4
    assert {v for _label, v in w.first_select.options} == set(games_for(4))
    assert w.sbs.variants[0].players == w.sbs.variants[1].players == 4
    w.first_select.value, w.second_select.value = "hr-4", "sl-4"
    w.end_button.click()
    assert w.sbs.is_over and "Šnops for four" in text(w.results.value)


def test_the_reader_plays_a_move_only_one_rule_set_allows() -> None:
    w = CompareWidget("at", "hu-2", seed=0)
    w.reader_checkbox.value = True
    assert w.sbs.reader == 0 and w.sbs.waiting() == (0, 1)
    snapszer = w.move_buttons[Move.parse("snapszer")]
    assert "(only Hungarian Snapszer)" in snapszer.description
    assert w.step_button.disabled  # the bots wait for the reader
    snapszer.click()
    assert str(w.sbs.deals[1].moves[-1]) == "snapszer"
    assert "snapszer" not in [str(m) for m in w.sbs.deals[0].moves]
    assert Move.parse("snapszer") not in w.move_buttons
    card = next(m for m in w.move_buttons if m.kind == "card")
    w.move_buttons[card].click()
    assert all(card in d.moves for d in w.sbs.deals)
    assert "under Hungarian Snapszer seat 1 chooses announcing snapszer" in text(
        w.moments.value)


def test_the_reader_plays_a_whole_deal_through_the_buttons() -> None:
    w = CompareWidget("hr-3", "sl-3", seed=4, reader=True)
    for _ in range(60):
        if w.sbs.is_over:
            break
        assert w.move_buttons, "the reader must have a move while the deal goes on"
        next(iter(w.move_buttons.values())).click()
    assert w.sbs.is_over and text(w.results.value)


def test_a_move_no_deal_allows_shows_the_reason_and_changes_nothing() -> None:
    w = CompareWidget("at", "hu-2", seed=0, reader=True)
    before = [d.to_text() for d in w.sbs.deals]
    assert not w.play("claim")
    assert [d.to_text() for d in w.sbs.deals] == before
    assert "claim" in text(w.message.value).lower()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edition_speaks_its_language(lang: str) -> None:
    w = CompareWidget("hr-4", "sl-4", seed=0, lang=lang)
    w.end_button.click()
    for part in (w.rows, w.moments, w.results):
        shown = text(part.value)
        assert shown and "compare." not in shown and "ui.compare" not in shown
    if lang != "en":
        assert "Where the rules" not in text(w.rows.value)
