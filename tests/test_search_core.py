"""The search core agrees with the engine move for move.

Thousands of random deals of every variant are played in both at once (the bidding in the
deal, then the play in both): at every step the legal moves, each side's points and tricks,
and at the end the winners and game points must be the same. Now and then the core is made
afresh from the deal in mid-play, and the positions must be equal (``Core.from_deal`` reads
every piece of state). Random moves avoid wrong claims most of the time, so that deals last.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from schnapsen import VARIANTS, Deal, Move, SchnapsenError
from schnapsen.moves import MoveKind
from schnapsen.search import Core, move_code, move_of
from schnapsen.search.core import CLAIM, Position

DEALS_PER_VARIANT = 1000  # 13 variants: 13,000 deals, ~15 s of CPU


def _random_move(deal: Deal, rng: random.Random) -> Move:
    legal = deal.legal_moves()
    move = rng.choice(legal)
    if str(move) == "claim" and len(legal) > 1 and rng.random() < 0.9:
        move = rng.choice([m for m in legal if str(m) != "claim"])
    return move


#: VU Amsterdam's rules as options of the Austrian game (bench/versus_vu.py)
VU_OPTIONS: dict[str, Any] = dict(close_min_talon=99, exchange_min_talon=1,
                                     last_trick_rule="flat", marriage_waits=True)


def _replay_both(variant: str, seed: int, **options: Any) -> int:
    rng = random.Random(f"{variant}/{seed}")
    deal = Deal.new(variant, seed=seed, **options)
    while deal.stage != "play" and not deal.is_over:
        deal.push(rng.choice(deal.legal_moves()))
    if deal.is_over:
        return 0
    core = Core.from_deal(deal)
    p = core.root
    steps = 0
    while True:
        engine = [str(m) for m in deal.legal_moves()]
        ours = [str(move_of(c)) for c in core.moves(p)]
        assert ours == engine, (variant, seed, core.describe(p))
        for s in deal.seats:
            sd = core.side[s]
            assert p.points[sd] == deal.points(s), (variant, seed, steps)
            assert p.tricks[sd] == deal.tricks_won(s), (variant, seed, steps)
        if deal.is_over:
            r = deal.result
            assert r is not None and core.is_over(p)
            assert p.game_points == r.game_points, (variant, seed, r)
            assert set(r.winners) == {s for s in deal.seats if core.side[s] == p.winner}
            assert core.value(p, core.side[r.winners[0]]) == r.game_points
            return steps
        assert not core.is_over(p)
        move = _random_move(deal, rng)
        deal.push(move)
        p = core.play(p, move_code(move))
        steps += 1
        if rng.random() < 0.08 and not deal.is_over:
            assert Core.from_deal(deal).root == p, (variant, seed, steps)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_core_agrees_with_deal(variant: str) -> None:
    total = sum(_replay_both(variant, seed) for seed in range(DEALS_PER_VARIANT))
    assert total > DEALS_PER_VARIANT  # the deals were really played


def test_core_agrees_with_deal_when_marriages_wait() -> None:
    """The option ``marriage_waits`` (with VU's other rules): a marriage counts at its
    side's next trick, and a claim shows none."""
    total = sum(_replay_both("at", seed, **VU_OPTIONS) for seed in range(DEALS_PER_VARIANT))
    assert total > DEALS_PER_VARIANT
    total = sum(_replay_both("at", seed, marriage_waits=True) for seed in range(300))
    assert total > 300


@pytest.mark.parametrize("variant", ["at", "de-66", "hu-2", "hr-4", "sl-3", "hu-3"])
def test_playouts_end_with_a_result(variant: str) -> None:
    rng = random.Random(5)
    for seed in range(30):
        deal = Deal.new(variant, seed=seed)
        while deal.stage != "play":
            deal.push(rng.choice(deal.legal_moves()))
        core = Core.from_deal(deal)
        end = core.playout(core.root, rng)
        assert core.is_over(end)
        assert end.game_points > 0


def test_move_codes_round_trip() -> None:
    for text in ["QH", "m:KS", "m:QD", "x", "close", "claim", "snapszer", "TS", "9C"]:
        assert str(move_of(move_code(text))) == text


def test_core_refuses_bad_input() -> None:
    deal = Deal.new("hr-3", seed=1)  # in its bidding
    before = deal.state_key()
    with pytest.raises(SchnapsenError):
        Core.from_deal(deal)
    assert deal.state_key() == before
    with pytest.raises(SchnapsenError):
        move_code("pass")
    with pytest.raises(SchnapsenError):
        Core.from_deal("at")  # type: ignore[arg-type]
    done = Deal.new("at", seed=2)
    while not done.is_over:
        done.push(done.legal_moves()[0])
    with pytest.raises(SchnapsenError):
        Core.from_deal(done)


def _deal_playout(deal: Deal, rng: random.Random) -> None:
    """``Core.playout``'s rule played on the deal itself: a claim exactly when the engine
    scores it for the claimer (tried on a copy of the deal), else a random legal move by the
    same draw of the random numbers (the core lists the moves in the engine's order)."""
    while not deal.is_over:
        legal = deal.legal_moves()
        claim = [m for m in legal if m.kind == MoveKind.CLAIM]
        if claim:
            trial = deal.copy()
            trial.push(claim[0])
            assert trial.result is not None
            if deal.to_move in trial.result.winners:
                deal.push(claim[0])
                continue
            legal = [m for m in legal if m.kind != MoveKind.CLAIM]
        deal.push(legal[int(rng.random() * len(legal))])


@pytest.mark.parametrize("variant", [*VARIANTS, "at+vu"])
def test_core_playout_ends_as_the_deal(variant: str) -> None:
    """``Core.playout`` and ``playout_result`` against the engine: from seeded positions
    (some tricks into the play), the same random numbers played out on the core and on the
    deal end with the same winners, game points, points and tricks."""
    options = VU_OPTIONS if variant == "at+vu" else {}
    played = 0
    for seed in range(150):
        deal = _seeded_play(variant, seed, options, 12)
        if deal.is_over:
            continue
        core = Core.from_deal(deal)
        end = core.playout(core.root, random.Random(seed))
        assert core.playout_result(core.root, random.Random(seed)) == (end.winner, end.game_points)
        _deal_playout(deal, random.Random(seed))
        r = deal.result
        assert r is not None, (variant, seed)
        assert {s for s in deal.seats if core.side[s] == end.winner} == set(r.winners), (
            variant, seed)
        assert end.game_points == r.game_points, (variant, seed)
        for s in deal.seats:
            assert end.points[core.side[s]] == deal.points(s), (variant, seed, s)
            assert end.tricks[core.side[s]] == deal.tricks_won(s), (variant, seed, s)
        played += 1
    assert played > 50


def _seeded_play(variant: str, seed: int, options: dict[str, Any], most: int) -> Deal:
    """A seeded deal of ``variant`` (``"at+vu"``: the variant before the ``+``) played by seeded
    random moves through the bidding and then up to ``most - 1`` moves of the play (it may
    end there)."""
    rng = random.Random(seed)
    deal = Deal.new(variant.split("+")[0], seed=seed, **options)
    while deal.stage != "play" and not deal.is_over:
        deal.push(rng.choice(deal.legal_moves()))
    for _ in range(rng.randrange(0, most)):
        if deal.is_over:
            break
        deal.push(_random_move(deal, rng))
    return deal


def _stepwise_playout(core: Core, p: Position, rng: random.Random) -> Position:
    """``Core.playout``'s rule played one position at a time through ``Core.moves`` and
    ``Core.play``: a claim exactly when ``Core.claim_wins``, else the move at
    ``int(r * n)`` of the legal moves without the claim."""
    while not core.is_over(p):
        moves = core.moves(p)
        if CLAIM in moves:
            if core.claim_wins(p):
                p = core.play(p, CLAIM)
                continue
            moves.remove(CLAIM)
        p = core.play(p, moves[int(rng.random() * len(moves))])
    return p


@pytest.mark.parametrize("variant", [*VARIANTS, "at+vu", "at+wait"])
def test_fast_playout_is_the_stepwise_playout(variant: str) -> None:
    """``Core.playout`` keeps the position in local variables and reads the kernel's answers
    from tables (see ``core._random_playout``): from seeded positions of every variant (the
    play from its start, some tricks in, in mid-trick, after a close), the same random
    numbers must end in the same final position, field for field, as ``Core.moves`` and
    ``Core.play`` one move at a time."""
    options: dict[str, Any] = {"at+vu": VU_OPTIONS, "at+wait": {"marriage_waits": True}}.get(
        variant, {})
    compared = 0
    for seed in range(300):
        deal = _seeded_play(variant, seed, options, 16)
        if deal.is_over:
            continue
        core = Core.from_deal(deal)
        # the root, and a position whose talon is not the root's (the playout's own table)
        for k, p in enumerate([core.root, core.root, core.root._replace(
                talon=core.root.talon[::-1])]):
            fast = core.playout(p, random.Random(seed * 10 + k))
            slow = _stepwise_playout(core, p, random.Random(seed * 10 + k))
            assert fast == slow, (variant, seed, k)
            assert core.playout_result(p, random.Random(seed * 10 + k)) == (
                slow.winner, slow.game_points)
            compared += 1
    assert compared > 150
