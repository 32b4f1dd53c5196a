"""Round 30 (code30b): a solution says its game points once, by the exact figure, not "at
least two" beside it (hu reader 30, worst 2; hr reader 29, item 3); the position of the day
says a contract announced (hu reader 30: a snapszer's 6 game points never explained)."""
from __future__ import annotations

from typing import Any

import pytest

from schnapsen.i18n import MESSAGES, translate
from schnapsen.teach.practice import puzzles

ALL = puzzles()


def _big_lines(lang: str) -> list[str]:
    """The sentences of the causes "for more than one game point" / "at most one game point"
    in ``lang``, their own words (no placeholders in them)."""
    return [translate(k, lang) for k in MESSAGES
            if k.startswith("search.why.cause.big.") and "{" not in MESSAGES[k]]


@pytest.mark.parametrize("lang", ["en", "hu", "hr"])
def test_a_solution_gives_its_game_points_once_not_as_at_least_two(lang: str) -> None:
    bad = [b.rstrip(".") for b in _big_lines(lang)]
    found: list[Any] = []
    for p in ALL:
        words, figures = p.solution_parts(lang)
        text = words + " " + figures
        found.extend((p.id, b) for b in bad if b.lower() in text.lower())
    assert not found, found[:5]


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_position_of_the_day_says_the_contract_announced(lang: str) -> None:
    """hu reader 30: the day's snapszer was never said, yet its solution counted 6 game
    points: the position's facts name the contract and who announced it."""
    from schnapsen.explain import contract_name
    from schnapsen.teach.daily import daily_pool

    by_id = {p.id: p for p in ALL}
    seen = 0
    for entry in daily_pool(lang):
        deal = by_id[entry["id"]].deal
        if deal.contract is None:
            continue
        seen += 1
        facts = " ".join(entry["facts"])
        assert contract_name(deal.contract.name, lang).lower() in facts.lower(), facts
    assert seen or lang not in ("sl", "hu"), "no puzzle of the edition's tradition has a contract"
    if lang == "hu":
        facts = " ".join(next(e for e in daily_pool(lang) if e["id"] == "hu-036")["facts"])
        assert "te mondtad be" in facts, facts
