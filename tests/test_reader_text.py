"""No engine code and no program's value in a reader's text (issue 25, item 3).

The widgets and the explainers are driven for seeded deals in all five languages, in both deck
styles; every text they show (HTML, buttons, tooltips, menus, the reasons a move is refused,
the result's lines) must name cards by their names: no card code ("QH"), no name doubled with
its code ("Queen of Hearts (QH (Queen of Hearts))"), no Python value printed raw (a tuple of
numbers, a list's brackets, a repr's quotes)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import schnapsen.teach  # noqa: E402,F401  (registers the pages' messages)
from schnapsen import Deal, HeuristicBot, explain, format_message, play_deal  # noqa: E402
from schnapsen.explain import result_lines  # noqa: E402
from schnapsen.i18n import LANGUAGES  # noqa: E402
from schnapsen.widgets import PlayWidget  # noqa: E402

from .test_widgets import html_text, legal_button, widgets_in  # noqa: E402

CODE = re.compile(r"\b[AKQJT9][HDSC]\b")
REPR = re.compile(
    r"\(\s*-?\d+\s*,\s*-?\d+\s*[,)]"  # a tuple of numbers
    r"|\[|\]"  # a list's brackets
    r"|\b\d+, \d+, \d+, "  # a run of numbers in a list
    r"|'\w*'|\"\w*\""  # a repr's quotes around a word
    r"|<\w+\.\w+|\bCard\.parse|\bMove\(|\bTrick\("  # an object's repr
)
STYLES = ("german", "french")


def faults(text: str) -> list[str]:
    out = []
    for rx, what in ((CODE, "card code"), (REPR, "program's value")):
        m = rx.search(text)
        if m:
            out.append(f"{what} {m.group(0)!r} in {text[max(0, m.start() - 60):m.end() + 40]!r}")
    return out


def shown(widget: Any) -> Iterator[str]:
    """Every text the reader sees in ``widget`` and its children; the inputs where a reader
    types card codes (the trick explorer's) are the notation itself and left out."""
    for w in widgets_in(widget):
        for attr in ("value", "description", "tooltip"):
            v = getattr(w, attr, None)
            if isinstance(v, str) and v and not (attr == "value" and hasattr(w, "placeholder")):
                yield html.unescape(html_text(v)) if "<" in v else v
        for option in getattr(w, "options", ()) or ():
            yield option[0] if isinstance(option, tuple) else str(option)


def refusals(deal: Deal, lang: str, style: str) -> Iterator[str]:
    """Why each card of the hand to move that the rules refuse is refused."""
    legal = set(deal.legal_moves())
    assert deal.to_move is not None
    for card in deal.hand(deal.to_move):
        said = explain(deal, card.code)
        if not said.legal:
            yield said.text_in(lang, style)
    for move in list(legal)[:3]:
        yield explain(deal, str(move)).text_in(lang, style)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", ["at", "hu-3", "de-66"])
def test_play_widget_names_cards_never_codes(lang: str, variant: str) -> None:
    bad: list[str] = []
    for style in STYLES:
        w = PlayWidget(variant, seed=3, style=style, lang=lang)  # type: ignore[arg-type]
        for _ in range(60):
            for text in shown(w):
                bad += faults(text)
            if w.deal.is_over or w.deal.to_move != w.seat:
                break
            for text in refusals(w.deal, lang, style):
                bad += faults(text)
            button = legal_button(w)
            if button is None:
                break
            button.click()
        if w.deal.is_over:
            for text in result_lines(w.deal, lang, me=w.seat):
                bad += faults(text)
    assert not bad, "\n".join(dict.fromkeys(bad))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_explainers_name_cards_never_codes(lang: str) -> None:
    bad: list[str] = []
    for seed in (1, 8):
        d = Deal.new("de-66", seed=seed)
        play_deal(d, [HeuristicBot(), HeuristicBot()])
        assert d.result is not None
        for style in STYLES:
            for text in result_lines(d, lang, me=0):
                bad += faults(text)
            # a finished trick as a message parameter: its cards by name, in order
            text = format_message("page.traditions.de_last_trick",
                                  {"trick": d.tricks[-1], "points0": d.result.points[0],
                                   "points1": d.result.points[1], "seat": 0,
                                   "game_points": 2}, lang, style)
            bad += faults(text)
    assert not bad, "\n".join(dict.fromkeys(bad))


def test_a_card_parameter_is_its_name() -> None:
    from schnapsen import parse_card

    qc = parse_card("QC")
    for lang in LANGUAGES:
        text = format_message("move.card", {"card": qc}, lang, "french")
        assert not faults(text), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_close_trainer_and_trick_explorer_name_cards(lang: str) -> None:
    """The closing trainer's position, question and answer (after a choice), and the trick
    explorer's verdict, in both deck styles."""
    from schnapsen.widgets import CloseTrainer, TrickExplorer

    bad: list[str] = []
    for style in STYLES:
        t = CloseTrainer(variant="at", seed=1, lang=lang, style=style,  # type: ignore[arg-type]
                         worlds=8)
        t.close_button.click()
        bad += [f for text in shown(t.ui) for f in faults(text)]
        te = TrickExplorer(lang=lang, style=style)  # type: ignore[arg-type]
        te.update()
        bad += [f for f in faults(html.unescape(html_text(te.result.value)))]
    assert not bad, "\n".join(dict.fromkeys(bad))
