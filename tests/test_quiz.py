"""Quiz questions are answered by the engine: replaying each question's position gives the
same answer."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.teach.quiz import make_questions


@pytest.mark.parametrize("variant", list(s.VARIANTS))
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_questions_match_the_engine(variant: str, seed: int) -> None:
    qs = make_questions(variant, ["legal", "trick", "points", "game_points"], seed=seed)
    assert len(qs) >= 3
    for q in qs:
        assert q.correct and all(0 <= i < len(q.choices) for i in q.correct)
        assert "{" not in q.prompt and "{" not in q.explanation
        deal = s.Deal.from_text(q.deal_text)
        if q.kind == "legal":
            legal = {str(m) for m in deal.legal_moves()}
            assert set(q.answers) == legal & set(q.choices)
            assert set(q.choices) == {str(c) for c in deal.hand(q.seat)}
        elif q.kind == "trick":
            t = deal.tricks[-1]
            assert q.answers == (str(t.cards[t.seats.index(t.winner)]),)
        elif q.kind == "points":
            assert q.answers == (str(deal.points(q.seat)),)
        else:
            assert deal.result is not None
            assert q.answers == (str(deal.result.game_points),)


def test_questions_are_deterministic() -> None:
    a = make_questions("at", ["legal", "trick", "points", "game_points"], seed=5)
    b = make_questions("at", ["legal", "trick", "points", "game_points"], seed=5)
    assert a == b
