"""Differential tests of the two places that play the rules besides the deal: the search's
``Core`` and its end-game solver (``EndGame``, the fast path of the two-player search).

Both ask the rules kernel (``schnapsen.kernel``); these tests hold them to the deal and to the
general search over at least 100,000 random positions of every family of variants (two
players with a talon, the 24-card German 66, a declarer alone, called partners, contracts and
snapszer), drawn cheaply by seeded random playouts:

- the deal and the core, move for move: the legal moves, each side's points, tricks and waiting
  marriage points, and at the end the winners and the game points;
- the end-game solver and the general search (the same ``Solver`` with the fast path turned
  off): the exact value of every position and of every move from it, for two-player positions
  with the talon closed or gone.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from schnapsen import Deal, Move
from schnapsen.search import Core, Solver, move_code, move_of
from schnapsen.search.core import Position

POSITIONS = 100_000

FAMILIES: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "two players with a talon": [
        ("at", {}), ("hr-2", {}), ("sl-2", {}), ("hu-2", {}), ("cs-2", {}),
        ("at", {"last_trick_rule": "flat"}), ("hu-2", {"failed_close_points": 1}),
        ("at", {"claim": "auto"}),
        ("at", {"marriage_waits": True, "close_min_talon": 99, "exchange_min_talon": 1}),
    ],
    "German 66": [("de-66", {})],
    "a declarer alone": [("hr-3", {}), ("sl-3", {}), ("hu-3", {})],
    "called partners": [("hr-4", {}), ("sl-4", {}), ("sl-5", {}), ("hu-4", {})],
    "contracts and snapszer": [("sl-3", {}), ("sl-4", {}), ("sl-5", {}), ("hu-2", {}),
                               ("hu-4", {})],
}


def _bid(deal: Deal, rng: random.Random, contracts: bool) -> Move:
    """A random bid; for the contracts family, a contract or snapszer whenever offered."""
    legal = deal.legal_moves()
    if contracts:
        wanted = [m for m in legal if m.kind in ("contract", "snapszer")]
        if wanted:
            return rng.choice(wanted)
    return rng.choice(legal)


def _move(legal: list[Move], rng: random.Random, contracts: bool) -> Move:
    if contracts:
        snapszer = [m for m in legal if m.kind == "snapszer"]
        if snapszer:
            return snapszer[0]
    move = rng.choice(legal)
    if move.kind == "claim" and len(legal) > 1 and rng.random() < 0.8:
        move = rng.choice([m for m in legal if m.kind != "claim"])
    return move


@pytest.mark.parametrize("family", list(FAMILIES))
def test_core_agrees_with_the_deal(family: str) -> None:
    contracts = family == "contracts and snapszer"
    rng = random.Random(f"core/{family}")
    positions = 0
    seed = 0
    kinds = FAMILIES[family]
    while positions < POSITIONS:
        variant, options = kinds[seed % len(kinds)]
        deal = Deal.new(variant, seed=seed, **options)
        seed += 1
        while deal.stage != "play" and not deal.is_over:
            deal.push(_bid(deal, rng, contracts))
        if deal.is_over:
            continue
        core = Core.from_deal(deal)
        p = core.root
        while True:
            legal = deal.legal_moves()
            assert [move_code(m) for m in legal] == core.moves(p), (variant, seed)
            for s in deal.seats:
                side = core.side[s]
                assert p.points[side] == deal.points(s), (variant, seed)
                assert p.tricks[side] == deal.tricks_won(s), (variant, seed)
            positions += 1
            if deal.is_over:
                r = deal.result
                assert r is not None and p.winner >= 0
                assert p.game_points == r.game_points, (variant, seed)
                assert {s for s in deal.seats if core.side[s] == p.winner} == set(r.winners)
                break
            move = _move(legal, rng, contracts)
            deal.push(move)
            p = core.play(p, move_code(move))
    assert positions >= POSITIONS


class _General(Solver):
    """The general search: the end-game solver turned off."""

    def _end_game_applies(self, p: Position) -> bool:
        return False


def _end_game_positions(variants: list[tuple[str, dict[str, Any]]], rng: random.Random,
                        max_cards: int, seed: int = 0) -> Any:
    """Two-player positions where the end-game solver takes over, with at most
    ``max_cards`` cards in the hands, from random playouts of deals seeded from ``seed`` on
    (endless)."""
    while True:
        variant, options = variants[seed % len(variants)]
        deal = Deal.new(variant, seed=seed, **options)
        seed += 1
        core = Core.from_deal(deal)
        probe = Solver(core)
        p = core.root
        while p.winner < 0:
            if probe._end_game_applies(p) and sum(bin(h).count("1") for h in p.hands) <= (
                max_cards
            ):
                yield core, p
            moves = core.moves(p)
            m = rng.choice(moves)
            if m == move_code("claim") and len(moves) > 1 and rng.random() < 0.8:
                m = rng.choice([x for x in moves if x != m])
            p = core.play(p, m)


#: the end-game comparison of a family in this many parts (different deals each), one test
#: each, so that the two workers share them; POSITIONS in all
END_PARTS = 4


@pytest.mark.parametrize("part", range(END_PARTS))
@pytest.mark.parametrize("family", ["two players with a talon", "German 66"])
def test_end_game_agrees_with_the_general_search(family: str, part: int) -> None:
    rng = random.Random(f"end/{family}/{part}")
    compared = 0
    for core, p in _end_game_positions(FAMILIES[family], rng, 4, seed=part * 1_000_000):
        fast, general = Solver(core), _General(core)
        assert fast.exact0(p) == general.exact0(p), core.describe(p)
        for m in core.moves(p):
            q = core.play(p, m)
            assert fast.exact0(q) == general.exact0(q), (core.describe(p), str(move_of(m)))
        compared += 1 + len(core.moves(p))
        if compared >= POSITIONS // END_PARTS:
            break
    assert compared >= POSITIONS // END_PARTS


def test_end_game_agrees_on_larger_positions() -> None:
    """Fewer, larger positions (up to ten cards): deeper searches through the tables."""
    rng = random.Random("end/larger")
    done = 0
    for core, p in _end_game_positions(FAMILIES["two players with a talon"], rng, 10):
        assert Solver(core).exact0(p) == _General(core).exact0(p), core.describe(p)
        done += 1
        if done >= 300:
            break
