"""The rules a tradition's source gives where the book's differ are variant data
(``Variant.source_rules`` and its label ``source_rules_label``), not option dicts written in
pages: the Hungarian and Czech chapters' tables (and the play page's) say
``TableRule.source("hu-2")``, the Slovenian chapter's ``TableRule.source("sl-3", "sl-4",
"sl-5", ticked=False)`` (one box for the games that share the source's caller rule), the same
one call in every edition, and the box it makes holds exactly the variants' source rules
(round 29)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from schnapsen.errors import SchnapsenError  # noqa: E402
from schnapsen.i18n import MESSAGES  # noqa: E402
from schnapsen.variants import VARIANTS, find_variant  # noqa: E402
from schnapsen.widgets import TableRule  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WITH_SOURCE = [v for v in VARIANTS.values() if v.source_rules]
#: a TableRule made with a literal label, in a page's cell or in its live code's string
LITERAL_RULE = re.compile(r"""TableRule\(\s*\\?["'](ui\.rule\.[\w.]+)""")


def test_the_hungarian_and_czech_games_for_two_carry_their_sources_rules() -> None:
    assert {v.id for v in WITH_SOURCE} >= {"hu-2", "cs-2"}
    assert VARIANTS["hu-2"].source_options() == {
        "claim": "auto", "exchange_min_talon": 1, "strict_rules": "follow"}
    assert VARIANTS["cs-2"].source_options() == {"claim": "auto", "exchange_min_talon": 1}
    assert not VARIANTS["hu-3"].source_rules and not VARIANTS["at"].source_rules


def test_the_slovenian_games_with_a_caller_carry_the_sources_caller_rule() -> None:
    """The Slovenian source: the player who calls decides the game whatever the opponent plays
    (sl-caller-precedence); the book's reading lets the stronger contract play. The game for
    two has no caller (no *rufanje* with two players), so no such rule."""
    for vid in ("sl-3", "sl-4", "sl-5"):
        v = VARIANTS[vid]
        assert v.source_options() == {"caller_precedence": "always"}
        assert v.caller_precedence == "tie" and v.source_rules_label == "ui.rule.caller_always"
    assert not VARIANTS["sl-2"].source_rules


@pytest.mark.parametrize("variant", [v.id for v in WITH_SOURCE])
def test_a_variants_source_box_opens_with_exactly_its_source_rules(variant: str) -> None:
    v = VARIANTS[variant]
    rule = TableRule.source(variant)
    assert dict(rule.options) == dict(v.source_rules) == v.source_options()
    assert rule.label == v.source_rules_label and rule.label in MESSAGES
    # unticked: a table opens on the rules its chapter teaches (round 39)
    assert rule.variants == (variant,) and not rule.ticked
    assert rule.changes(v)  # the source differs from the book, else no box
    played = v.with_options(**rule.options)
    assert all(getattr(played, k) == value for k, value in v.source_rules)
    assert TableRule.source(variant, ticked=True).ticked
    # a regional name finds the same box
    assert TableRule.source(v.aliases[0]) == rule == TableRule.source(v)


def test_a_variant_the_book_plays_as_its_source_has_no_source_box() -> None:
    with pytest.raises(SchnapsenError, match="no source rules"):
        TableRule.source("at")
    with pytest.raises(SchnapsenError, match="no source rules"):
        TableRule.source("sl-2", "sl-3")


def test_one_box_for_several_games_sharing_their_sources_rules() -> None:
    """The Slovenian table lets the reader choose among the games for two to five: one box
    holds the source's caller rule for the three games with a caller, and shows for those
    only."""
    rule = TableRule.source("sl-3", "šnops v štiri", VARIANTS["sl-5"], ticked=False)
    assert rule == TableRule("ui.rule.caller_always", {"caller_precedence": "always"},
                             ticked=False, variants=("sl-3", "sl-4", "sl-5"))
    assert TableRule.source("sl-3", "sl-3").variants == ("sl-3",)
    assert [rule.changes(VARIANTS[v]) for v in ("sl-2", "sl-3", "sl-4", "sl-5")] == [
        False, True, True, True]
    # games whose sources give other rules share no box
    with pytest.raises(SchnapsenError, match="differ"):
        TableRule.source("hu-2", "cs-2")
    with pytest.raises(SchnapsenError, match="at least one"):
        TableRule.source()


def test_source_rules_must_be_option_values() -> None:
    v = VARIANTS["cs-2"]
    with pytest.raises(SchnapsenError, match="source rule"):
        find_variant(v).__class__(id="x", name="x", source_rules=(("claim", "soon"),),
                                  source_rules_label="ui.rule.source_cs")
    with pytest.raises(SchnapsenError, match="source rule"):
        find_variant(v).__class__(id="x", name="x", source_rules=(("no_such", 1),),
                                  source_rules_label="ui.rule.source_cs")
    with pytest.raises(SchnapsenError, match="go together"):
        find_variant(v).__class__(id="x", name="x", source_rules=(("claim", "auto"),))


def test_no_page_writes_a_sources_rules() -> None:
    """A page offers a source's rules by the variant (``TableRule.source``), never as a label
    and an option dict of its own, in its cells or in its live code."""
    labels = {v.source_rules_label for v in WITH_SOURCE}
    found = []
    for page in sorted((ROOT / "book").glob("*/*.md")):
        text = page.read_text(encoding="utf-8")
        found += [f"{page.relative_to(ROOT)}: {label}" for label in LITERAL_RULE.findall(text)
                  if label in labels]
        if "TableRule.source(" in text:
            assert not re.search(r"TableRule\.source\([^)]*\{", text), page
    assert not found, found
