"""Reasons and puzzle solutions after the blind readers of round 33 (code35b): the claim's
reason said once, and a worse move's "why it is worse" opened by what decides the deal."""

from __future__ import annotations

import re

import pytest

from schnapsen.moves import MoveKind
from schnapsen.teach.practice import Puzzle, puzzles

LANGS = ("en", "hr", "sl", "hu", "cs")


def _claim_puzzles() -> list[Puzzle]:
    """Exact puzzles whose one best move is the claim."""
    return [p for p in puzzles("at") if p.check.kind == "exact" and len(p.answer) == 1
            and p.answer[0].kind == MoveKind.CLAIM][:3]


@pytest.mark.parametrize("lang", LANGS)
def test_the_claims_points_are_said_once(lang: str) -> None:
    """Round 33, hu worst 3, cs 10: "Why: you have 68 points, enough to win the deal. You
    claim: you have 68 points, and 66 is enough": the claimer's points said once."""
    found = _claim_puzzles()
    assert found
    for p in found:
        mine = p.deal.observation(p.seat).my_points
        text = p.solution_text(lang)
        assert len(re.findall(rf"\b{mine}\b", text)) == 1, text
