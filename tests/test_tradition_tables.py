"""The play tables of the tradition chapters open on the tradition's own reading.

- the Hungarian (snapszer.md) and Czech (sestasedesat.md) chapters' tables start with the
  rules the book reads in their sources: a deal ends the moment a player has 66 (no claim),
  and the trump card may be exchanged as long as the talon lies on it; the Austrian claim and
  exchange limit are one click away (untick the box);
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
def test_the_table_opens_on_the_traditions_reading(page: str, variant: str, lang: str) -> None:
    w = page_table(page, lang)
    austrian = VARIANTS["at"]
    v = w.deal.variant
    assert v.id == variant and w.lang == lang
    assert v.claim == "auto" and not v.has_claim  # the source: reaching 66 wins at once
    # the trump card may be exchanged while one face-down card still lies on it
    assert v.exchange_min_talon <= 1 < austrian.exchange_min_talon
    box = w.rule_boxes[0]
    assert box.value is True and box.layout.display == ""
    assert "ui." not in box.description
    box.value = False  # the Austrian reading, one click away
    v = w.deal.variant
    assert v.id == variant and v.claim == austrian.claim == "manual"
    assert v.exchange_min_talon == austrian.exchange_min_talon


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
