"""``sample_worlds`` never contradicts what the seat saw, and draws uniformly.

- Property test over every variant (hypothesis picks the deal, how far it is played and the
  seat): every sampled world, observed from that seat, gives exactly the same observation
  (hand, tricks, known cards, trump card, talon size, points, legal moves, history...).
- Uniformity on small cases: every placement of the hidden cards is enumerated here, kept when
  an independent check finds it consistent (each play under the strict rules must be legal
  from the hand the seat would then have held, by the engine's ``legal_responses``), and the
  sampled worlds are compared with the uniform distribution over them by a chi-square test
  (seeded, so the test is deterministic); the sampler's own count must equal the enumeration.
- Bad input: a finished deal, a count below 1, something that is not an observation, an
  observation pieced together from two deals -> SchnapsenError.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schnapsen import VARIANTS, Deal, SchnapsenError, legal_responses
from schnapsen.cards import CARDS
from schnapsen.search import WorldSampler, sample_worlds


def play_randomly(variant: str, seed: int, steps: int, *, close_at: int = -1) -> Deal:
    rng = random.Random(f"{variant}/{seed}")
    deal = Deal.new(variant, seed=seed)
    for _ in range(steps):
        legal = deal.legal_moves()
        if not legal:
            break
        texts = [str(m) for m in legal]
        if 0 <= close_at <= deal.talon_size and "close" in texts:
            deal.play("close")
            continue
        legal = [m for m in legal if str(m) != "claim"] or legal
        deal.push(rng.choice(legal))
    return deal


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(list(VARIANTS)),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 45),
    seat_index=st.integers(0, 4),
)
def test_worlds_never_contradict_the_observation(
    variant: str, seed: int, steps: int, seat_index: int
) -> None:
    deal = play_randomly(variant, seed, steps, close_at=seed % 9 - 1)
    if deal.is_over:
        return
    seat = deal.seats[seat_index % len(deal.seats)]
    obs = deal.observation(seat)
    before = deal.state_key()
    worlds = sample_worlds(obs, 3, random.Random(seed))
    assert deal.state_key() == before
    assert len(worlds) == 3
    for world in worlds:
        assert sorted(world.deck) == sorted(deal.deck)
        seen = world.observation(seat)
        for f in dataclasses.fields(obs):
            assert getattr(seen, f.name) == getattr(obs, f.name), f.name


def consistent_placements(deal: Deal, seat: int) -> list[tuple[frozenset[int], ...]]:
    """Every placement of the cards hidden from ``seat`` into the other hands and the talon
    (by size), kept when each strict play stays legal from the hand it implies."""
    obs = deal.observation(seat)
    others = [s for s in deal.seats if s != seat]
    seen = {c.index for c in obs.hand} | {c.index for c in obs.played_cards}
    for h in obs.known_cards.values():
        seen |= {c.index for c in h}
    if obs.trump_card is not None:
        seen.add(obs.trump_card.index)
    closed_turned = deal._st.turned if deal.is_closed else -1
    if closed_turned >= 0:
        seen.add(closed_turned)
    hidden = sorted({c.index for c in deal.deck} - seen)
    known = {s: {c.index for c in obs.known_cards.get(s, ())} for s in others}
    sizes = [obs.hand_sizes[s] - len(known[s]) for s in others]
    strict_tricks = []
    for i, t in enumerate(deal.tricks):
        # strict once the talon was closed (the tests below close it) or in games without one
        closed_before = deal.is_closed and i >= closed_index(deal)
        if deal.variant.strict_from_start or closed_before:
            strict_tricks.append((i, t))
    out = []

    def place(rest: list[int], k: int) -> list[tuple[frozenset[int], ...]]:
        if k == len(others):
            return [(frozenset(rest),)]
        res = []
        for combo in itertools.combinations(rest, sizes[k]):
            left = [c for c in rest if c not in combo]
            for tail in place(left, k + 1):
                res.append((frozenset(combo), *tail))
        return res

    for placement in place(hidden, 0):
        hands = {s: set(placement[k]) | known[s] for k, s in enumerate(others)}
        ok = True
        for i, t in strict_tricks:
            for j in range(1, len(t.cards)):
                s = t.seats[j]
                if s == seat:
                    continue
                later = {c.index for u in deal.tricks[i:] for x, c in zip(u.seats, u.cards,
                                                                       strict=True) if x == s}
                hand_then = [CARDS[c] for c in sorted(hands[s] | later)]
                legal = legal_responses(hand_then, list(t.cards[:j]), deal.trump,
                                        deal.variant.strict_rules)
                if t.cards[j] not in legal:
                    ok = False
        if ok:
            out.append(placement)
    return out


def closed_index(deal: Deal) -> int:
    """How many tricks had been played when the talon was closed."""
    tricks = 0
    cards = 0
    for m in deal.moves:
        if m.kind in ("card", "m"):
            cards += 1
            if cards % len(deal.seats) == 0:
                tricks += 1
        elif m.kind == "close":
            return tricks
    return tricks


def chi_square_ok(counts: Counter[tuple[frozenset[int], ...]], cells: int, n: int) -> bool:
    expected = n / cells
    stat = sum((counts.get(c, 0) - expected) ** 2 / expected for c in counts)
    stat += (cells - len(counts)) * expected  # cells never drawn
    df = cells - 1
    # Wilson-Hilferty: the chi-square quantile for p = 1e-4 (z = 3.719)
    z = 3.719
    limit = df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3
    return stat < limit


def uniformity_case(deal: Deal, seat: int, per_cell: int) -> None:
    # a placement is fixed by the other hands (the talon holds the rest)
    cells = {p[:-1] for p in consistent_placements(deal, seat)}
    assert len(cells) >= 4, "a case too small to test"
    sampler = WorldSampler(deal.observation(seat))
    assert sampler.count() == len(cells)
    rng = random.Random(11)
    n = per_cell * len(cells)
    others = [s for s in deal.seats if s != seat]
    counts: Counter[tuple[frozenset[int], ...]] = Counter()
    for _ in range(n):
        world = sampler.draw(rng)
        key = tuple(frozenset(c.index for c in world.hand(s)) for s in others)
        assert key in cells, "a world the enumeration finds inconsistent"
        counts[key] += 1
    assert chi_square_ok(counts, len(cells), n), counts


def find_closed_at_position() -> Deal:
    """A two-player deal closed early, with two strict tricks played after the close."""
    for seed in range(500):
        rng = random.Random(seed)
        deal = Deal.new("at", seed=seed)
        while not deal.is_over and not deal.is_closed:
            texts = [str(m) for m in deal.legal_moves()]
            if "close" in texts and deal.talon_size <= 7:
                deal.play("close")
                break
            deal.push(rng.choice([m for m in deal.legal_moves()
                                  if str(m) not in ("claim", "close")]))
        target = len(deal.tricks) + 2
        while not deal.is_over and (len(deal.tricks) < target or deal.current_trick):
            deal.push(rng.choice([m for m in deal.legal_moves() if str(m) != "claim"]))
        if deal.is_over or not deal.is_closed:
            continue
        seat = deal.to_move
        assert seat is not None
        cells = {p[:-1] for p in consistent_placements(deal, seat)}
        if 8 <= len(cells) <= 90 and any(
            t.cards[1].suit != t.cards[0].suit for t in deal.tricks[-2:]
        ):
            return deal
    raise AssertionError("no suitable position")


def test_uniform_with_a_closed_talon_and_voids() -> None:
    deal = find_closed_at_position()
    assert deal.to_move is not None
    uniformity_case(deal, deal.to_move, per_cell=40)


def test_uniform_in_a_three_player_game_with_voids() -> None:
    for seed in range(300):
        rng = random.Random(seed)
        deal = Deal.new("hr-3", seed=seed)
        while not deal.is_over and (len(deal.tricks) < 4 or deal.current_trick):
            legal = [m for m in deal.legal_moves() if str(m) not in ("claim", "turn")]
            deal.push(rng.choice(legal))
        if deal.is_over:
            continue
        seat = deal.seats[1]  # not the declarer: the cards laid aside are hidden from it
        cells = {p[:-1] for p in consistent_placements(deal, seat)}
        if 10 <= len(cells) < 90:  # 90 placements without any void shown
            uniformity_case(deal, seat, per_cell=30)
            return
    raise AssertionError("no suitable position")


def test_bad_input() -> None:
    done = play_randomly("at", 1, 200)
    assert done.is_over
    with pytest.raises(SchnapsenError):
        sample_worlds(done.observation(0), 1, random.Random(1))
    live = play_randomly("at", 2, 5)
    with pytest.raises(SchnapsenError):
        sample_worlds(live.observation(0), 0, random.Random(1))
    with pytest.raises(SchnapsenError):
        sample_worlds(live, 1, random.Random(1))  # type: ignore[arg-type]
    # an observation pieced together from two deals
    other = play_randomly("at", 3, 5)
    mixed = dataclasses.replace(live.observation(0), hand=other.observation(0).hand)
    before = live.state_key()
    with pytest.raises(SchnapsenError):
        sample_worlds(mixed, 2, random.Random(1))
    assert live.state_key() == before
