"""The play tables of the tradition chapters open on the book's rules, the source's reading
one tick away.

- the Hungarian (snapszer.md) and Czech (sestasedesat.md) chapters' tables open on the rules
  the rest of the book teaches: the claim of 66 (*elég*, *dost*) and the exchange limit; the
  box above the table, unticked, plays the source's reading when ticked: a deal ends the
  moment a player has 66 (no claim), and the trump card may be exchanged as long as the talon
  lies on it;
- the German Sixty-Six table (traditions.md) offers its one-click option: only a player who
  has already won a trick exchanges the trump Nine.

Each test runs the page's own table cell, in every edition.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from schnapsen.i18n import LANGUAGES  # noqa: E402
from schnapsen.variants import VARIANTS  # noqa: E402
from schnapsen.widgets import PlayWidget, TableRule  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
#: the page's table: a hidden-input code cell that is a PlayWidget call alone
TABLE = re.compile(r"```\{code-cell\} ipython3\n:tags: \[remove-input\]\n(PlayWidget\(.*?\))\n```",
                   re.S)


def page_table(page: str, lang: str) -> Any:
    """The widget that the page's table cell makes in edition ``lang``."""
    cells = TABLE.findall((ROOT / "book" / lang / f"{page}.md").read_text(encoding="utf-8"))
    assert len(cells) == 1, f"book/{lang}/{page}.md: {len(cells)} table cells"
    return eval(cells[0], {"PlayWidget": PlayWidget, "TableRule": TableRule,  # noqa: S307
                           "LANG": lang})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("page", "variant"), [("snapszer", "hu-2"), ("sestasedesat", "cs-2")])
def test_the_table_opens_on_the_books_rules(page: str, variant: str, lang: str) -> None:
    w = page_table(page, lang)
    book = VARIANTS[variant]
    v = w.deal.variant
    assert v.id == variant and w.lang == lang
    # the book's rules, as every other chapter teaches them: the claim and the exchange limit
    assert v.claim == book.claim == "manual" and v.has_claim
    assert v.exchange_min_talon == book.exchange_min_talon == 2
    box = w.rule_boxes[0]
    assert box.value is False and box.layout.display == ""
    assert "ui." not in box.description
    box.value = True  # the source's reading, one tick away
    v = w.deal.variant
    assert v.id == variant and v.claim == "auto" and not v.has_claim  # 66 wins at once
    # the trump card may be exchanged while one face-down card still lies on it
    assert v.exchange_min_talon <= 1


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", ["snapszer", "sestasedesat"])
def test_the_table_cell_shows_the_call_it_makes(page: str, lang: str) -> None:
    """The code shown for the table (``play_in_browser``'s string) is the cell's own call: no
    ``ticked`` in either."""
    text = (ROOT / "book" / lang / f"{page}.md").read_text(encoding="utf-8")
    assert "ticked" not in text, f"book/{lang}/{page}.md still ticks the source's box"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_german_table_offers_the_nine_after_a_trick(lang: str) -> None:
    text = (ROOT / "book" / lang / "traditions.md").read_text(encoding="utf-8")
    cells = [c for c in TABLE.findall(text) if '"de-66"' in c]
    assert len(cells) == 1, f"book/{lang}/traditions.md: no German table"
    w = eval(cells[0], {"PlayWidget": PlayWidget, "TableRule": TableRule,  # noqa: S307
                        "LANG": lang})
    assert w.deal.variant.id == "de-66" and not w.deal.variant.exchange_needs_trick
    box = w.rule_boxes[0]
    assert box.value is False and box.layout.display == "" and "ui." not in box.description
    box.value = True
    assert w.deal.variant.id == "de-66" and w.deal.variant.exchange_needs_trick
