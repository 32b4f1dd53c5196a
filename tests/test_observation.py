"""Observations never leak hidden information, and bots see only observations.

- Each field of ``deal.observation(seat)`` is checked against what that seat may know: its own
  hand, the cards played, the turned trump card while it lies face up, and the cards other
  seats hold that everybody has seen (recomputed here from the move history: the partner of
  an announced marriage, the trump card taken in an exchange or drawn last, a card turned for
  trump). No other card of another seat may appear anywhere in it.
- Differential test: the hidden cards (other hands, the face-down talon, cards not yet dealt)
  are shuffled among themselves, and the same moves replayed; wherever that replay is legal
  (the public history is the same), the observation of the seat must be equal (before the
  end of the deal, when the partnerships are shown).
- Bots get only an ``Observation`` (no reference to the deal), and equal observations make a
  seeded bot choose the same move.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from schnapsen import (
    CARDS,
    VARIANTS,
    Bot,
    Card,
    Deal,
    HeuristicBot,
    Move,
    Observation,
    RandomBot,
    SchnapsenError,
    play_deal,
)

VARIANT_IDS = list(VARIANTS)
KING, OBER = 3, 2


def random_positions(variant: str, count: int, seed: int = 0) -> list[Deal]:
    """Positions reached by random play (every state of ``count`` deals, thinned out)."""
    rng = random.Random(f"{variant}/{seed}")
    out = []
    for s in range(count):
        deal = Deal.new(variant, seed=seed * 1000 + s)
        while True:
            if rng.random() < 0.35:
                out.append(deal.copy())
            legal = deal.legal_moves()
            if not legal:
                break
            deal.push(rng.choice(legal))
        out.append(deal)
    return out


def public_in_hands(deal: Deal) -> dict[int, set[int]]:
    """For each seat, the cards in its hand that every seat has seen, from the move history."""
    replay = Deal.new(deal.variant, deck=list(deal.deck), dealer=deal.dealer)
    public: set[int] = set()
    for move in deal.moves:
        seat = replay.to_move
        turned = replay._st.turned
        if move.kind == "m":
            assert move.card is not None
            c = move.card.index
            public.add(c - c % 6 + (KING if c % 6 == OBER else OBER))
        elif move.kind == "x":
            public.add(turned)  # the turned trump card goes to the exchanger's hand
        elif move.kind == "turn":
            public.add(replay._deck[replay._st.pos])  # shown to all, it becomes trump
        replay.push(move)
        if move.kind != "x" and turned >= 0 and replay._st.turned < 0:
            public.add(turned)  # the face-up trump card drawn last
        assert seat is not None
    assert replay == deal
    return {
        s: {c for c in public if deal._st.hands[s] >> c & 1} for s in range(deal.variant.players)
    }


def shown_to_all(deal: Deal) -> set[int]:
    """Cards turned face up for everybody while dealing: the first trump card of a
    two-player deal and the card of a ``turn`` bid (wherever they are now)."""
    replay = Deal.new(deal.variant, deck=list(deal.deck), dealer=deal.dealer)
    shown = {replay._st.turned} if replay._st.turned >= 0 else set()
    for move in deal.moves:
        if move.kind == "turn":
            shown.add(replay.deck[replay._st.pos].index)
        replay.push(move)
    return shown


def cards_in(value: Any) -> set[Card]:
    """Every Card reachable from a field value (tuples, dicts, dataclasses, moves)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, Card):
            found.add(v)
        elif isinstance(v, (tuple, list, set, frozenset)):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, Move):
            stack.extend([v.card, *v.cards])
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in dataclasses.fields(v))
    return found


def check_observation(deal: Deal, seat: int, public: dict[int, set[int]]) -> None:
    obs = deal.observation(seat)
    assert isinstance(obs, Observation)
    assert obs.seat == seat
    assert obs.hand == deal.hand(seat)
    assert obs.legal_moves == (tuple(deal.legal_moves()) if deal.to_move == seat else ())
    assert obs.hand_sizes == tuple(bin(h).count("1") for h in deal._st.hands)
    assert obs.talon_size == deal.talon_size
    assert obs.trump_card == deal.trump_card
    for other, known in obs.known_cards.items():
        assert other != seat, "known_cards lists the seat's own hand"
        shown = {c.index for c in known}
        assert shown <= public[other], (
            f"seat {seat} is shown {sorted(shown - public[other])} of seat {other}'s hidden cards"
        )
    # completeness: every public card still held is listed
    for other in deal.seats:
        if other != seat and public[other]:
            listed = {c.index for c in obs.known_cards.get(other, ())}
            assert public[other] <= listed, (other, public[other], listed)
    # nothing else of another seat's hand appears anywhere in the observation
    allowed = {c.index for c in deal.hand(seat)}
    allowed |= {c.index for t in deal.tricks for c in t.cards}
    allowed |= set(deal._st.trick_cards)
    allowed |= {c for s in public.values() for c in s}
    if deal.trump_card is not None:
        allowed.add(deal.trump_card.index)
    if deal.called_card is not None:
        allowed.add(deal.called_card.index)
    if seat == deal.declarer:  # the cards it gave away in its own blind swap (history)
        allowed |= {c.index for m in deal.moves if m.kind == "swap" for c in m.cards}
    allowed |= shown_to_all(deal)
    # a marriage's card named in the history (still in hand if the marriage ended the deal)
    allowed |= {m.card.index for m in deal.moves if m.kind == "m" and m.card is not None}
    for field in dataclasses.fields(obs):
        if field.name == "legal_moves":
            continue  # the seat's own moves (a call names any card, wherever it lies)
        for card in cards_in(getattr(obs, field.name)):
            if card.index in allowed:
                continue
            st = deal._st  # the deal's private record: what is hidden, read on purpose
            holders = [
                s for s in range(deal.variant.players) if s != seat and st.hands[s] & card.bit
            ]
            hidden = holders or card.index in st.talon or card.index in deal._deck[st.pos :]
            assert not hidden, f"observation.{field.name} of seat {seat} shows hidden {card}"


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_observation_shows_only_public_cards(variant: str) -> None:
    for deal in random_positions(variant, 60):
        public = public_in_hands(deal)
        for seat in deal.seats:
            check_observation(deal, seat, public)


def hidden_from(deal: Deal, seat: int, public: dict[int, set[int]]) -> list[int]:
    """Deck positions of the cards ``seat`` cannot see now."""
    mine = {m.card.index for m in deal.moves if m.kind == "card" and m.card}  # played anyway
    swapped_out = {c.index for m in deal.moves if m.kind == "swap" for c in m.cards}
    turned_for_trump = (
        {deal._deck[_turn_pos(deal)]} if any(m.kind == "turn" for m in deal.moves) else set()
    )
    unseen: set[int] = set()
    for s in deal.seats:
        if s != seat:
            unseen |= {c for c in range(24) if deal._st.hands[s] >> c & 1} - public[s]
    unseen |= set(deal._st.talon)
    unseen |= set(deal._deck[deal._st.pos :])
    if deal._st.turned >= 0 and deal.trump_card is not None:
        unseen.discard(deal._st.turned)
    if deal._st.closed_by >= 0 and deal._st.turned >= 0:
        unseen.discard(deal._st.turned)  # seen before the close
    if seat == deal.declarer:
        unseen -= swapped_out  # the declarer knows what it put back
    unseen -= mine | turned_for_trump | {c for s in public.values() for c in s}
    return [i for i, c in enumerate(deal._deck) if c in unseen]


def _turn_pos(deal: Deal) -> int:
    replay = Deal.new(deal.variant, deck=list(deal.deck), dealer=deal.dealer)
    for move in deal.moves:
        if move.kind == "turn":
            return replay._st.pos
        replay.push(move)
    raise AssertionError("no turn")


def other_world(deal: Deal, positions: list[int], rng: random.Random) -> Deal | None:
    """The same moves on a deck with the cards at ``positions`` shuffled, or None when the
    moves are not legal there (the public history would differ)."""
    deck = list(deal._deck)
    cards = [deck[i] for i in positions]
    rng.shuffle(cards)
    for i, c in zip(positions, cards, strict=True):
        deck[i] = c
    other = Deal.new(deal.variant, deck=[CARDS[i] for i in deck], dealer=deal.dealer)
    try:
        for move in deal.moves:
            other.play(move)
    except SchnapsenError:
        return None
    if other.is_over != deal.is_over:
        return None  # an automatic end (a side reached 66) is public too
    return other


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_hidden_cards_do_not_change_the_observation(variant: str) -> None:
    rng = random.Random(variant)
    compared = 0
    for deal in random_positions(variant, 40, seed=1):
        if deal.is_over:
            continue  # at the end the partnerships are shown
        public = public_in_hands(deal)
        for seat in deal.seats:
            positions = hidden_from(deal, seat, public)
            if len(positions) < 2:
                continue
            for _ in range(3):
                other = other_world(deal, positions, rng)
                if other is None:
                    continue
                mine, theirs = deal.observation(seat), other.observation(seat)
                diff = [
                    f.name
                    for f in dataclasses.fields(mine)
                    if getattr(mine, f.name) != getattr(theirs, f.name)
                ]
                assert not diff, (
                    f"seat {seat}'s observation depends on hidden cards: {diff}\n"
                    f"{deal.to_text()}{other.to_text()}"
                )
                compared += 1
    assert compared >= 50, f"only {compared} comparisons"


class SpyBot(Bot):
    """Records what it is given and checks that it is an observation, not the deal."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.seen: list[Observation] = []

    def choose(self, observation: Observation) -> Move:
        assert type(observation) is Observation
        for field in dataclasses.fields(observation):
            value = getattr(observation, field.name)
            assert not isinstance(value, Deal), field.name
        self.seen.append(observation)
        return self.inner.choose(observation)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_bots_get_only_observations(variant: str) -> None:
    for seed in range(10):
        deal = Deal.new(variant, seed=seed)
        bots = [
            SpyBot(HeuristicBot(seed) if s % 2 else RandomBot(seed))
            for s in range(deal.variant.players)
        ]
        play_deal(deal, bots)
        assert deal.is_over
        for seat, bot in enumerate(bots):
            assert all(obs.seat == seat for obs in bot.seen)
            if seat not in deal.seats:
                assert not bot.seen


def test_observation_is_frozen() -> None:
    obs: Observation = Deal.new("at", seed=1).observation(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.hand = obs.hand  # type: ignore[misc]


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_equal_observations_give_equal_choices(variant: str) -> None:
    """A seeded bot's choice depends on the observation only."""
    rng = random.Random(variant + "/choice")
    checked = 0
    for deal in random_positions(variant, 25, seed=2):
        if deal.to_move is None:
            continue
        seat = deal.to_move
        positions = hidden_from(deal, seat, public_in_hands(deal))
        if len(positions) < 2:
            continue
        other = other_world(deal, positions, rng)
        if other is None:
            continue
        mine, theirs = deal.observation(seat), other.observation(seat)
        if mine != theirs:
            continue  # a leak; test_hidden_cards_do_not_change_the_observation reports it
        for make in (HeuristicBot, RandomBot):
            assert make(7).choose(mine) == make(7).choose(theirs)
        checked += 1
    assert checked >= 5


def _groups(sides: tuple[int | None, ...]) -> dict[int, tuple[int, ...]]:
    out: dict[int, tuple[int, ...]] = {}
    for seat, side in enumerate(sides):
        if side is not None:
            out[side] = (*out.get(side, ()), seat)
    return out


def _sides(d: Deal) -> tuple[int | None, ...]:
    return tuple(d.side_of(s) for s in range(d.variant.players))


def test_known_sides_of_a_solo_contract() -> None:
    """A contract played alone: every seat knows the sides as soon as it is bid (the bidder
    against all the others), also where the side points stay hidden (a called card not yet
    shown)."""
    d = Deal.new("sl-4", seed=3)
    while d.stage != "contract":
        d.play(d.legal_moves()[0])
    bidder = d.to_move
    assert bidder is not None
    d.play("contract:durhmars")
    while d.stage == "contract":
        d.play("pass")
    others = tuple(s for s in d.seats if s != bidder)
    for seat in d.seats:
        obs = d.observation(seat)
        assert obs.contract_alone
        assert obs.known_sides == {0: (bidder,), 1: others}
        assert obs.known_sides == _groups(_sides(d))
    assert any(d.observation(s).sides is None for s in d.seats)  # the points stay hidden


@pytest.mark.parametrize("variant", [v for v in VARIANT_IDS if VARIANTS[v].players > 2])
def test_known_sides_never_guess(variant: str) -> None:
    """``known_sides`` are the deal's sides once they are formed, and None while the
    partnership of a called card is secret."""
    from schnapsen import make_bot

    for seed in range(12):
        d = Deal.new(variant, seed=seed)
        bots = [make_bot("medium", seed=seed * 10 + j) for j in range(d.variant.players)]
        while True:
            for seat in d.seats:
                obs = d.observation(seat)
                known = obs.known_sides
                if d.stage in ("play", "over"):
                    if obs.sides is not None or obs.contract_alone:
                        assert known == _groups(_sides(d)), (variant, seed, seat)
                    else:
                        assert known is None  # a secret partnership
                if obs.contract_alone and d.stage != "contract":
                    assert obs.contract_seat is not None and known is not None
                    assert known[0] == (obs.contract_seat,)
            if d.to_move is None:
                break
            d.play(bots[d.to_move].choose(d.observation(d.to_move)))
