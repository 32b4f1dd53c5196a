"""hint(): the seat's legal moves ranked, with values, sureness and reasons in five languages.
No timing is asserted here (bench/bots.py measures it)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, MESSAGES
from schnapsen.search import Hint, hint, solve
from schnapsen.search.playout import hidden_places, playout_move

TWO_PLAYER = [v for v, var in s.VARIANTS.items() if var.players == 2]


def _exact_points(variant: str, deals: int, seed: int = 0) -> list[s.Deal]:
    """Positions where the seat to move knows every card's place (one hidden place at most),
    from deals played by rule of thumb with some randomness (closing now and then)."""
    rng = random.Random(seed)
    out = []
    for i in range(deals):
        d = s.Deal.new(variant, seed=seed * 1000 + i)
        while d.to_move is not None:
            if d.stage == "play" and hidden_places(d.observation(d.to_move)) <= 1:
                out.append(d.copy())
            legal = d.legal_moves()
            closes = [m for m in legal if m.kind == "close"]
            if closes and rng.random() < 0.15:
                d.push(closes[0])
            else:
                d.push(playout_move(d, rng, 0.3))
    return out


@pytest.mark.parametrize("variant", TWO_PLAYER)
def test_first_hint_is_an_optimal_move_when_every_card_is_known(variant: str) -> None:
    points = _exact_points(variant, 12)
    assert len(points) > 10
    for d in points:
        before = d.to_text()
        hints = hint(d, budget_ms=50)
        sol = solve(d)
        assert hints[0].exact, d.to_text()
        assert hints[0].move in sol.moves, (d.to_text(), hints[0], sol.moves)
        assert hints[0].value == sol.value
        assert d.to_text() == before


def _reason_ok(h: Hint) -> None:
    assert h.reason in MESSAGES, h.reason
    for lang in LANGUAGES:
        for text in (h.text(lang), h.sureness(lang)):
            assert text and "{" not in text and not text.startswith("search."), (lang, text)


@pytest.mark.parametrize("variant", list(s.VARIANTS))
def test_hints_rank_every_legal_move_with_reasons(variant: str) -> None:
    rng = random.Random(3)
    d = s.Deal.new(variant, seed=11)
    checked = 0
    while d.to_move is not None and checked < 4:
        if rng.random() < 0.5 or d.stage != "play":
            before = d.to_text()
            hints = hint(d, budget_ms=30)
            assert d.to_text() == before
            legal = d.legal_moves()
            assert sorted(map(str, (h.move for h in hints))) == sorted(map(str, legal))
            values = [h.value for h in hints]
            assert values == sorted(values, reverse=True)
            for h in hints:
                _reason_ok(h)
                assert h.exact or h.worlds >= 1
                assert 0 <= h.wins <= h.worlds
            checked += 1
        d.push(playout_move(d, rng, 0.2))


def test_hint_sees_only_the_seat_view() -> None:
    """Two deals that look the same from the seat to move get the same hints."""
    d = s.Deal.new("at", seed=5)
    seat = d.to_move
    assert seat is not None
    obs = d.observation(seat)
    from schnapsen.search import sample_worlds

    twin = sample_worlds(obs, 1, random.Random(9))[0]
    assert twin.observation(seat) == obs
    a = hint(d, budget_ms=10_000)
    b = hint(twin, budget_ms=10_000)
    assert [(h.move, h.value) for h in a] == [(h.move, h.value) for h in b]


@pytest.mark.parametrize("budget", [0, -5, float("nan"), "100", True, None])
def test_bad_budget(budget: Any) -> None:
    d = s.Deal.new("at", seed=1)
    before = d.to_text()
    with pytest.raises(s.SchnapsenError) as err:
        hint(d, budget_ms=budget)
    assert err.value.key == "search.error.budget"
    assert d.to_text() == before


def test_seat_not_to_move_and_finished_deal() -> None:
    d = s.Deal.new("at", seed=1)
    before = d.to_text()
    waiting = 1 - (d.to_move or 0)
    with pytest.raises(s.SchnapsenError) as err:
        hint(d, seat=waiting)
    assert err.value.key == "search.error.not_to_move"
    with pytest.raises(s.SchnapsenError):
        hint(d, seat=7)
    assert d.to_text() == before
    rng = random.Random(1)
    while d.to_move is not None:
        d.push(playout_move(d, rng))
    with pytest.raises(s.SchnapsenError) as err:
        hint(d)
    assert err.value.key == "search.error.over"
    with pytest.raises(s.SchnapsenError):
        hint(d.observation(0))  # type: ignore[arg-type]


def test_claim_reason() -> None:
    """A claim hint says what the seat counts, and is exact."""
    rng = random.Random(2)
    for i in range(40):
        d = s.Deal.new("at", seed=i)
        while d.to_move is not None:
            legal = d.legal_moves()
            if any(m.kind == "claim" for m in legal):
                h = next(h for h in hint(d, budget_ms=20) if h.move.kind == "claim")
                assert h.exact
                assert h.reason in ("search.reason.claim_win", "search.reason.claim_wrong")
                assert (h.value > 0) == (h.reason == "search.reason.claim_win")
                return
            d.push(playout_move(d, rng, 0.3))
    pytest.fail("no claim position found")
