"""The play tables of the Hungarian and Czech chapters open on the rules their chapters teach,
the source's reading one tick away (round 39: the chapters state each rule once, as the book's
table plays it, and the readers of round 35 asked for one rule set; from round 26 the tables
had opened on the sources' reading, which the chapters then taught beside the book's).

- the Hungarian (snapszer.md) and Czech (sestasedesat.md) chapters' tables open with the box
  above the table unticked, playing the rules the rest of the book teaches: the claim of 66
  (*elég*, *dost*), the exchange limit and the full strict rules; ticked, the source's
  reading: a deal ends the moment a player has 66 (no claim), the trump card may be exchanged
  as long as the talon lies on it, and (Hungarian, game for two) once the talon is gone a
  player need only follow suit. The Hungarian box does not touch the games for three and
  four, whose source has the full duty from the first trick;
- the Slovenian chapter's table (snops.md) offers the source's caller precedence;
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
def test_the_table_opens_on_the_chapters_rules(page: str, variant: str, lang: str) -> None:
    w = page_table(page, lang)
    book = VARIANTS[variant]
    box = w.rule_boxes[0]
    assert box.value is False and box.layout.display == ""
    assert "ui." not in box.description
    v = w.deal.variant
    # the book's rules, as every other chapter teaches them: the claim, the exchange limit and
    # the full strict rules once the talon is gone
    assert v.id == variant
    assert v.claim == book.claim == "manual" and v.has_claim
    assert v.exchange_min_talon == book.exchange_min_talon == 2
    assert v.strict_rules == book.strict_rules == "full"
    box.value = True  # the source's reading, one tick away
    v = w.deal.variant
    assert v.id == variant and w.lang == lang
    assert v.claim == "auto" and not v.has_claim  # 66 wins at once
    # the trump card may be exchanged while one face-down card still lies on it
    assert v.exchange_min_talon <= 1
    # Hungarian: after the talon, follow suit only ("érvénybe lép a színadási kötelezettség")
    assert v.strict_rules == ("follow" if variant == "hu-2" else "full")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hungarian_box_leaves_the_games_for_three_and_four(lang: str) -> None:
    """The source's light duty to follow is its game for two's; its games for three and four
    have the full duty from the first trick ("A hármas snapszerben színadási és felülütési
    kényszer van"), so the box hides and changes nothing there."""
    w = page_table("snapszer", lang)
    for variant in ("hu-3", "hu-4"):
        w.variant_select.value = variant
        v = w.deal.variant
        assert v.id == variant and v.strict_rules == VARIANTS[variant].strict_rules == "full"
        assert w.rule_boxes[0].layout.display == "none"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_slovenian_table_offers_the_callers_precedence(lang: str) -> None:
    w = page_table("snops", lang)
    box = w.rule_boxes[0]
    assert box.value is False
    # the game for two, where the table opens, has no caller: the box hides there (it showed,
    # changing nothing, before the caller rule was the games for three to five's data)
    assert w.deal.variant.id == "sl-2" and box.layout.display == "none"
    w.variant_select.value = "sl-4"
    assert w.deal.variant.caller_precedence == VARIANTS["sl-4"].caller_precedence == "tie"
    assert box.layout.display == ""
    box.value = True
    assert w.deal.variant.caller_precedence == "always"


#: the code a page shows for its live table: the string given to ``play_in_browser``
SHOWN = re.compile(r"play_in_browser\(\n((?:    '.*',?\n)+)    lang=LANG,\n\)")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", ["snapszer", "sestasedesat", "snops"])
def test_the_table_cell_shows_the_call_it_makes(page: str, lang: str) -> None:
    """The code shown for the live table (``play_in_browser``'s string) makes the same call as
    the page's own table cell, its rule box and all."""
    text = (ROOT / "book" / lang / f"{page}.md").read_text(encoding="utf-8")
    shown = SHOWN.findall(text)
    assert len(shown) == 1, f"book/{lang}/{page}.md: {len(shown)} live tables"
    code = "".join(eval(line.rstrip(",")) for line in shown[0].splitlines())  # noqa: S307
    call = code[code.index("PlayWidget("):]
    cells = TABLE.findall(text)
    assert len(cells) == 1, f"book/{lang}/{page}.md: {len(cells)} table cells"
    assert " ".join(call.split()) == " ".join(cells[0].split())


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
