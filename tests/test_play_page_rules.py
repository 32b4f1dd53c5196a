"""The play page's table opens the Hungarian and Czech games on the rules their chapters
teach, their sources' rules one tick away, like the chapters' tables (round 39: one rule set;
from round 27 to 38 both opened on the sources' rules).

With magyar kettes snapszer or Czech 66 chosen, the play page (play.md) shows the same
source-rules box as the game's chapter (snapszer.md, sestasedesat.md), unticked; ticked, the
deal ends the moment a player has 66. Other games show neither box. The code the page gives to the
browser's Python (``play_in_browser``) makes the same table. Every edition.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from schnapsen.i18n import LANGUAGES  # noqa: E402
from schnapsen.variants import VARIANTS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
#: the page's own table cell (hidden input) and the string its live control runs
CELL = re.compile(r"```\{code-cell\} ipython3\n:tags: \[remove-input\]\n"
                  r"(from schnapsen\.teach\.tradition import home_first\n"
                  r".*?PlayWidget\(.*?\))\n```",
                  re.S)
LIVE = re.compile(r"play_in_browser\(\n((?:    [\"'].*[\"'],?\n)+)    lang=LANG,\n\)")


def run(code: str, lang: str) -> Any:
    """The value of the cell's last expression, as the notebook shows it."""
    tree = ast.parse(code)
    last = tree.body.pop()
    assert isinstance(last, ast.Expr)
    scope: dict[str, Any] = {"LANG": lang}
    exec(compile(tree, "<cell>", "exec"), scope)  # noqa: S102
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), scope)  # noqa: S307


def page(lang: str) -> str:
    return (ROOT / "book" / lang / "play.md").read_text(encoding="utf-8")


def table_code(lang: str) -> str:
    cells = CELL.findall(page(lang))
    assert len(cells) == 1, f"book/{lang}/play.md: {len(cells)} table cells"
    return str(cells[0])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("variant", ["hu-2", "cs-2"])
def test_the_play_page_opens_hungarian_and_czech_on_their_chapters_rules(variant: str,
                                                                         lang: str) -> None:
    w = run(table_code(lang), lang)
    w.variant_select.value = variant
    shown = [box for box in w.rule_boxes if box.layout.display == ""]
    assert len(shown) == 1, "one source box for the chosen game"
    box = shown[0]
    assert box.value is False and "ui." not in box.description
    v = w.deal.variant
    assert v.id == variant and v.claim == VARIANTS[variant].claim == "manual" and v.has_claim
    box.value = True  # the source's rules, one tick away
    v = w.deal.variant
    assert v.claim == "auto" and not v.has_claim  # 66 ends the deal
    assert v.exchange_min_talon <= 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_other_games_show_no_source_box(lang: str) -> None:
    w = run(table_code(lang), lang)
    for variant in ("at", "hr-2", "hu-3", "sl-4"):
        w.variant_select.value = variant
        assert all(box.layout.display == "none" for box in w.rule_boxes), variant
        assert w.deal.variant.options() == VARIANTS[variant].options(), variant


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_live_table_makes_the_same_call(lang: str) -> None:
    shown = LIVE.findall(page(lang))
    assert shown, f"book/{lang}/play.md: no live table"
    code = "".join(ast.literal_eval(line.strip().rstrip(",")) for line in shown[0].splitlines())
    assert " ".join(code.split()) == " ".join(table_code(lang).split())
