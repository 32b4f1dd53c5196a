"""The strategy chapter's plots (schnapsen.teach.figures): the numbers come from seeded deals
(the same seed, the same numbers), the pictures are SVG named for screen readers with the
page's language on the axes, and matplotlib stays out of the engine and of the teaching
layer's import (the browser's player loads neither)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import schnapsen.teach  # noqa: F401  (the figure texts are in the catalogue)
from schnapsen.i18n import translate
from schnapsen.teach import figures

ROOT = Path(__file__).resolve().parent.parent


def _fresh() -> None:
    figures._closing_rates.cache_clear()
    figures._exchange_values.cache_clear()
    figures._bot_shares.cache_clear()


def test_the_same_seed_gives_the_same_numbers() -> None:
    first = (figures.closing_rates(deals=40, seed=7), figures.exchange_values(deals=60, seed=7),
             figures.bot_shares(shuffles=1, seed=7, worlds=1, variants=("at",)))
    _fresh()
    again = (figures.closing_rates(deals=40, seed=7), figures.exchange_values(deals=60, seed=7),
             figures.bot_shares(shuffles=1, seed=7, worlds=1, variants=("at",)))
    assert first == again
    assert figures.closing_rates(deals=40, seed=8) != first[0]


def test_the_numbers_add_up() -> None:
    cells = figures.closing_rates(deals=40, seed=7)
    assert len(cells) == len(figures.TRUMP_GROUPS) * len(figures.POINT_BANDS)
    assert all(0 <= c.won <= c.closes for c in cells) and sum(c.closes for c in cells) > 40
    rows = figures.exchange_values(deals=60, seed=7)
    assert sum(r.positions for r in rows) <= 60
    assert [r.rank for r in rows] == sorted((r.rank for r in rows), reverse=True)
    (share,) = figures.bot_shares(shuffles=1, seed=7, worlds=1, variants=("at",))
    assert share.deals == 2 and 2 <= share.hard + share.heuristic <= 6


def test_numbers_are_written_the_languages_way() -> None:
    assert figures.number(0.456, "en", 2) == "0.46"
    assert figures.number(0.456, "hr", 2) == "0,46"
    assert figures.number(-0.1, "cs", 1) == "\u22120,1"
    assert figures.number(-0.01, "en", 1) == "0.0"  # no minus sign on a rounded zero
    assert figures.percent(0.5, "en") == "50%" and figures.percent(0.5, "hr") == "50 %"
    assert figures.percent(0.5, "hu") == "50%"


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_figure_is_an_svg_in_the_pages_language(lang: str) -> None:
    page = str(figures.closing_figure(lang, deals=40, seed=7))
    title = translate("figure.close.title", lang)
    svg = re.search(r"<svg [^>]*>", page)
    assert svg is not None
    assert 'role="img"' in svg.group(0) and f'aria-label="{title}"' in svg.group(0)
    assert "viewBox=" in svg.group(0) and "width:100%" in svg.group(0)
    assert not re.search(r'\s(width|height)="', svg.group(0))  # it scales to its column
    assert f"<title>{title}</title>" in page
    # the text is drawn as paths; matplotlib leaves each label's words in a comment
    words = set(re.findall(r"<!-- (.*?) -->", page))
    assert translate("figure.close.x", lang) in words
    assert translate("figure.close.legend", lang) in words
    assert figures.percent(0.5, lang) in words
    assert "<metadata>" not in page and "<text" not in page
    assert all(i.startswith("fig-close-") for i in re.findall(r'\bid="([^"]+)"', page))
    caption = translate("figure.close.caption", lang, n=3, deals=40, seed=7,
                        floor=figures.MIN_CLOSES)
    assert caption != "figure.close.caption" and "{" not in caption


def test_the_svg_is_the_same_every_time() -> None:
    one = str(figures.exchange_figure("sl", deals=60, seed=7))
    two = str(figures.exchange_figure("sl", deals=60, seed=7))
    assert one == two
    assert str(figures.bots_figure("hu", shuffles=1, seed=7, worlds=1)).count("<svg") == 1


def test_counts_in_captions_take_plural_forms() -> None:
    few = translate("figure.exchange.caption", "hr", n=2, deals=10, seed=1)
    many = translate("figure.exchange.caption", "hr", n=5, deals=10, seed=1)
    assert few != many


@pytest.mark.parametrize("module", ["schnapsen", "schnapsen.teach", "schnapsen.widgets"])
def test_matplotlib_is_not_imported_with(module: str) -> None:
    code = (f"import sys, {module}\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'matplotlib'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, env=None)
    assert out.stdout.strip() == "[]"
