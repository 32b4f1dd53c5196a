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
