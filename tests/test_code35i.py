"""Round 33 (cs worst 2, further 26; the new learner's further 19 and 27): the puzzles a
game's source never reaches come after the ones it does, are marked in the heading and are
never the position of the day; a level's positions change their idea from one to the next."""

from __future__ import annotations

import datetime

from schnapsen.i18n import translate
from schnapsen.practice import TRADITIONS, puzzles
from schnapsen.teach.daily import TRADITION, order, puzzle_for
from schnapsen.variants import get_variant
from schnapsen.widgets import PuzzleWidget


def _source_ends_at_target(variant: str) -> bool:
    v = get_variant(variant)
    return v.claim == "manual" and v.source_options().get("claim") == "auto"


def test_book_rule_only_is_read_from_the_variant_data() -> None:
    found = [p for p in puzzles() if p.book_rule_only]
    assert found and {p.tradition for p in found} == {"cs", "hu"}
    for p in found:
        assert _source_ends_at_target(p.variant)
        deal = p.deal
        assert deal.observation(p.seat).my_points >= deal.variant.target_points
    # a snapszer in play asks for every trick: 66 does not end it (hu-038, 66 points)
    assert not next(p for p in puzzles("hu") if p.id == "hu-038").book_rule_only
    # the Austrian twins of the Czech positions are the book's and the source's game alike
    assert not any(p.book_rule_only for p in puzzles("at"))


def test_a_level_opens_with_a_position_the_source_has() -> None:
    for tradition in TRADITIONS:
        for level in range(1, 6):
            shown = [p for p in puzzles(tradition) if p.level == level]
            if any(not p.book_rule_only for p in shown):
                assert not shown[0].book_rule_only, (tradition, level, shown[0].id)
    first = [p for p in puzzles("cs") if p.level == 1][0]
    assert first.id == "cs-004" and first.idea != "count"


def test_no_position_of_the_day_exists_only_under_the_book_rule() -> None:
    for lang, tradition in TRADITION.items():
        by_id = {p.id: p for p in puzzles(tradition)}
        assert not any(by_id[i].book_rule_only for i in order(tradition)), lang
    assert "cs-001" not in order("cs") and "hu-001" not in order("hu")
    days = {puzzle_for(datetime.date(2026, 12, 1) + datetime.timedelta(n), "cs")
            for n in range(len(order("cs")))}
    assert days == set(order("cs"))


def test_the_heading_says_the_book_rule() -> None:
    w = PuzzleWidget(puzzles(), tradition="cs", lang="cs")
    marked = translate("ui.puzzle.heading.book_claim", "cs", target=66)
    for i, p in enumerate(puzzles("cs")):
        w.go(i)
        assert (marked in w.heading.value) == p.book_rule_only, p.id
    assert "při 66 bodech" in marked
    w = PuzzleWidget(puzzles(), tradition="at")
    assert "the book's rules: in the source" not in w.heading.value


def test_consecutive_positions_of_a_level_differ_in_idea() -> None:
    for tradition in TRADITIONS:
        for level in range(1, 6):
            shown = [p.idea for p in puzzles(tradition) if p.level == level]
            most = max(shown.count(i) for i in set(shown)) if shown else 0
            if most <= (len(shown) + 1) // 2:  # avoidable
                assert all(a != b for a, b in zip(shown, shown[1:], strict=False)), (
                    tradition, level, shown)


def test_the_first_five_of_a_collection_have_three_ideas() -> None:
    for tradition in TRADITIONS:
        ideas = [p.idea for p in puzzles(tradition)]
        first = ideas[:5]
        assert len(set(first)) >= min(3, len(set(ideas))), (tradition, first)
    # the Austrian level 1: not "claim" three times and the Ober twice
    at = [p.id for p in puzzles("at") if p.level == 1][:5]
    assert at[:3] == ["at-001", "at-004", "at-006"], at


def test_the_order_is_fixed() -> None:
    from schnapsen.teach.practice import load_puzzles, mixed

    found = list(puzzles())
    assert mixed(found) == mixed(list(reversed(found))) == found
    assert callable(load_puzzles)
