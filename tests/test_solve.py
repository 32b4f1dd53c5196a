"""``solve`` agrees with a plain minimax written here (no pruning, no table, on the engine's
own ``Deal`` with push/pop): the value AND the set of optimal moves, on hundreds of random
small positions of every variant, two- and multi-player (talon closed, gone, or still open
with few cards; marriages, claims, closing, contracts and kontra all occur). The line it gives
is played out on the deal and must end with the promised value.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from schnapsen import VARIANTS, Deal, Move, SchnapsenError
from schnapsen.search import Core, Position, Solution, move_of, solve

TWO = ["at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66"]
MULTI = ["hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4"]


def minimax(deal: Deal, side: set[int]) -> int:
    """Game points for ``side`` with best play, by full enumeration."""
    if deal.is_over:
        r = deal.result
        assert r is not None
        return r.game_points if r.winners[0] in side else -r.game_points
    values = []
    for m in deal.legal_moves():
        deal.push(m)
        values.append(minimax(deal, side))
        deal.pop()
    return max(values) if deal.to_move in side else min(values)


def reference(deal: Deal) -> tuple[int, set[Move], dict[Move, int]]:
    seat = deal.to_move
    assert seat is not None
    side = set(deal.partners(seat))
    values = {}
    for m in deal.legal_moves():
        deal.push(m)
        values[m] = minimax(deal, side)
        deal.pop()
    best = max(values.values())
    return best, {m for m, v in values.items() if v == best}, values


def small_position(variant: str, seed: int, cards_left: int,
                   **options: Any) -> Deal | None:
    """A random position of the play with at most ``cards_left`` cards in the hands (the
    strict phase in two-player games: talon closed or gone; sometimes mid-trick)."""
    rng = random.Random(f"{variant}:{seed}")
    deal = Deal.new(variant, seed=seed, **options)
    stop_mid_trick = rng.random() < 0.3
    while not deal.is_over:
        if (
            deal.stage == "play"
            and deal.strict
            and sum(len(deal.hand(s)) for s in deal.seats) <= cards_left
            and (stop_mid_trick == bool(deal.current_trick) or rng.random() < 0.3)
        ):
            return deal
        legal = deal.legal_moves()
        legal = [m for m in legal if str(m) != "claim"] or legal
        if deal.stage == "contract" and rng.random() < 0.7:
            legal = [m for m in legal if str(m) == "pass"] or legal
        deal.push(rng.choice(legal))
    return None


def open_talon_position(seed: int) -> Deal | None:
    """A two-player position with the talon still open, its last two cards to draw, and the
    lead already played."""
    rng = random.Random(f"open:{seed}")
    deal = Deal.new("at", seed=seed)
    while not deal.is_over:
        if not deal.is_closed and 0 < deal.talon_size <= 2 and deal.current_trick:
            return deal
        legal = [m for m in deal.legal_moves() if str(m) not in ("claim", "close")]
        if not legal:
            return None
        deal.push(rng.choice(legal))
    return None


CHECKED: list[str] = []


def check(deal: Deal) -> Solution:
    CHECKED.append(deal.variant.id)
    before = deal.state_key()
    sol = solve(deal, values=True)
    assert deal.state_key() == before, "solve changed the deal"
    value, best, values = reference(deal)
    text = deal.to_text()
    assert sol.value == value, text
    assert set(sol.moves) == best, text
    assert sol.values == values, text
    assert sol.seat == deal.to_move
    # the line is legal and ends with the promised value
    replay = deal.copy()
    assert deal.to_move is not None
    side = set(deal.partners(deal.to_move))
    for m in sol.line:
        replay.play(m)
    assert replay.is_over and replay.result is not None
    r = replay.result
    assert (r.game_points if r.winners[0] in side else -r.game_points) == sol.value, text
    return sol


def check_small_positions(variant: str, count: int = 40, **options: Any) -> None:
    """``count`` random small positions of ``variant`` (with ``options``) checked."""
    done = 0
    for seed in range(300):
        deal = small_position(variant, seed, 8, **options)
        if deal is not None:
            check(deal)
            done += 1
            if done == count:
                break
    assert done == count


@pytest.mark.parametrize("variant", TWO)
def test_solve_two_player_small_positions(variant: str) -> None:
    check_small_positions(variant)


def test_solve_when_marriages_wait() -> None:
    """VU Amsterdam's rules (bench/versus_vu.py): a marriage's points wait for the next trick
    of its side, no closing, the last trick one game point."""
    check_small_positions("at", close_min_talon=99, exchange_min_talon=1,
                          last_trick_rule="flat", marriage_waits=True)


@pytest.mark.parametrize("variant", MULTI)
def test_solve_multi_player_small_positions(variant: str) -> None:
    done = 0
    cards = {3: 7, 4: 8, 5: 8}[VARIANTS[variant].active_players]
    for seed in range(300):
        deal = small_position(variant, seed, cards)
        if deal is not None:
            check(deal)
            done += 1
            if done == 25:
                break
    assert done == 25


def core_minimax(core: Core, p: Position) -> int:
    """Side 0's game points by full enumeration on the core (itself held to the engine by
    test_search_core): quicker than the deal for the larger open-talon trees."""
    if core.is_over(p):
        return core.value(p, 0)
    values = [core_minimax(core, core.play(p, m)) for m in core.moves(p)]
    return max(values) if core.side_to_move(p) == 0 else min(values)


def test_solve_with_the_talon_open() -> None:
    done = 0
    for seed in range(60):
        deal = open_talon_position(seed)
        if deal is None:
            continue
        core = Core.from_deal(deal)
        sign = 1 if core.side_to_move(core.root) == 0 else -1
        values = {
            move_of(m): sign * core_minimax(core, core.play(core.root, m))
            for m in core.moves(core.root)
        }
        sol = solve(deal, values=True)
        assert sol.values == values
        assert sol.value == max(values.values())
        assert set(sol.moves) == {m for m, v in values.items() if v == sol.value}
        CHECKED.append("open")
        done += 1
        if done == 4:
            break
    assert done == 4


def test_solve_kontra_doubles() -> None:
    """hu-3 with kontra: values carry the multiplier."""
    found = 0
    for seed in range(200):
        rng = random.Random(seed)
        deal = Deal.new("hu-3", seed=seed)
        while deal.stage != "play":
            legal = deal.legal_moves()
            kontra = [m for m in legal if str(m) in ("kontra", "rekontra")]
            deal.push(kontra[0] if kontra else rng.choice(legal))
        while not deal.is_over and sum(len(deal.hand(s)) for s in deal.seats) > 7:
            deal.push(rng.choice(deal.legal_moves()))
        if deal.is_over:
            continue
        sol = check(deal)
        assert sol.value % deal.multiplier == 0
        found += 1
        if found >= 5:
            break
    assert found >= 5


def test_solve_refuses_bad_input() -> None:
    deal = Deal.new("at", seed=3)
    while not deal.is_over:
        deal.push(deal.legal_moves()[0])
    with pytest.raises(SchnapsenError):
        solve(deal)
    fresh = Deal.new("at", seed=4)
    with pytest.raises(SchnapsenError):
        solve(fresh.observation(0))  # type: ignore[arg-type]
    bidding = Deal.new("sl-4", seed=4)
    before = bidding.state_key()
    with pytest.raises(SchnapsenError):
        solve(bidding)
    assert bidding.state_key() == before


def test_solve_on_lead_with_the_talon_open_is_consistent() -> None:
    """Larger open-talon trees (the last two cards to draw, on lead: exchange, close and
    marriages are moves): each move's value equals the solved value of the position after it,
    and the line ends with the promised value."""
    done = 0
    for seed in range(80):
        rng = random.Random(f"lead:{seed}")
        deal = Deal.new("at", seed=seed)
        while not deal.is_over and not (deal.talon_size == 2 and not deal.current_trick):
            legal = [m for m in deal.legal_moves() if str(m) not in ("claim", "close")]
            deal.push(rng.choice(legal))
        if deal.is_over:
            continue
        sol = solve(deal, values=True)
        assert sol.values is not None
        side = set(deal.partners(sol.seat))
        for move, value in sol.values.items():
            child = deal.copy()
            child.push(move)
            if child.is_over:
                r = child.result
                assert r is not None
                got = r.game_points if r.winners[0] in side else -r.game_points
            else:
                sub = solve(child)
                got = sub.value if child.to_move in side else -sub.value
            assert got == value, (deal.to_text(), move)
        replay = deal.copy()
        for m in sol.line:
            replay.play(m)
        r = replay.result
        assert r is not None
        assert (r.game_points if r.winners[0] in side else -r.game_points) == sol.value
        done += 1
        if done == 3:
            break
    assert done == 3
