"""Sampled-world evaluation shared by :func:`schnapsen.search.hint` and the hard bot.

Perfect-information Monte Carlo: the seat's observation is filled in with likely worlds
(:func:`schnapsen.search.sample_worlds`); in each world every candidate move is made and the
rest of the deal is settled, exactly with :func:`schnapsen.search.solve` once every card's
place is fixed and few enough cards are left, and before that by a fast rule-of-thumb playout
that hands over to the solver as soon as it can. A move's value is the mean of the game points
its seat's side wins (positive) or loses (negative) over the worlds, all moves being judged in
the same worlds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..cards import CARD_POINTS
from ..deal import Deal
from ..moves import SIMPLE_MOVES, Move
from ..rules import beats

__all__ = ["MoveStats", "evaluate", "playout_move", "settle", "solvable", "deal_value",
           "hidden_places"]

_KING, _OBER = 3, 2
_CLAIM = SIMPLE_MOVES["claim"]
_EXCHANGE = SIMPLE_MOVES["x"]


@dataclass
class MoveStats:
    """What the worlds said about one move."""

    move: Move
    total: float = 0.0
    worlds: int = 0
    wins: int = 0
    values: list[float] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return self.total / self.worlds if self.worlds else 0.0

    def add(self, value: float) -> None:
        self.total += value
        self.worlds += 1
        self.values.append(value)
        if value > 0:
            self.wins += 1


def deal_value(d: Deal, seat: int) -> int:
    """Game points of a finished deal for ``seat``'s side: + won, - lost."""
    r = d.result
    assert r is not None
    return r.game_points if seat in r.winners else -r.game_points


def solvable(d: Deal) -> bool:
    """Whether the exact solver applies: play has begun and no card is left to draw."""
    return d.stage == "play" and (
        not d.variant.draws or d.closed_by >= 0 or (not d.talon and d.turned < 0)
    )


def cards_left(d: Deal) -> int:
    return sum(bin(h).count("1") for h in d.hands)


def _cost(c: int, tr: int) -> tuple[int, int, int]:
    return (1 if c // 6 == tr else 0, CARD_POINTS[c], c % 6)


def playout_move(d: Deal, rng: random.Random | None = None, noise: float = 0.0) -> Move:
    """A quick rule-of-thumb move for the seat to move of a fully known deal (for playouts;
    it looks at that seat's cards and the public state only)."""
    seat = d.to_move
    assert seat is not None
    if d.stage != "play":
        from ..bots.bidding import choose_bid

        return choose_bid(d.observation(seat), 1)
    moves = d.legal_moves()
    if rng is not None and noise and rng.random() < noise:
        cards = [m for m in moves if m.kind == "card"]
        return rng.choice(cards or moves)
    tr = d.tr
    c = d.contract
    mine = d.side[seat]
    bidder = d.side[d.contract_seat] if c is not None else -2
    if d.trick_cards:
        cards = [m.card.index for m in moves if m.card is not None]
        best = d.best_card
        partner_best = d.side[d.best_seat] == mine
        winners = [x for x in cards if beats(x, best, tr)]
        if c is not None and (c.win_all or c.opponents_no_trick or c.lose_all):
            want_win = (mine == bidder) != c.lose_all
            if want_win and not partner_best and winners:
                return _card(min(winners, key=lambda x: _cost(x, tr)))
            if not want_win and (not partner_best or mine != bidder):
                losers = [x for x in cards if x not in winners]
                if losers:
                    return _card(max(losers, key=lambda x: _cost(x, tr)))
            return _card(min(cards, key=lambda x: _cost(x, tr)))
        last = len(d.trick_cards) == len(d.active) - 1
        if partner_best:
            if last:
                return _card(max(cards, key=lambda x: (x // 6 != tr, CARD_POINTS[x])))
            return _card(min(cards, key=lambda x: _cost(x, tr)))
        value = sum(CARD_POINTS[x] for x in d.trick_cards)
        if winners and (value >= 10 or not last or any(x // 6 == best // 6 for x in winners)):
            return _card(min(winners, key=lambda x: _cost(x, tr)))
        return _card(min(cards, key=lambda x: _cost(x, tr)))
    # on lead
    if c is None:
        if _CLAIM in moves and d._side_points(mine) >= d.variant.target_points:
            return _CLAIM
        if _EXCHANGE in moves:
            return _EXCHANGE
        marriages = [m for m in moves if m.kind == "m"]
        if marriages:
            return max(marriages, key=lambda m: (m.card is not None and m.card.suit == tr,
                                                 m.card is not None and m.card.rank == _OBER))
    hand = d.hands[seat]
    cards = [m.card.index for m in moves if m.kind == "card" and m.card is not None]
    if c is not None and (c.win_all or c.opponents_no_trick) and mine == bidder:
        return _card(max(cards, key=lambda x: (x // 6 == tr, x % 6)))
    if c is not None and c.lose_all and mine == bidder:
        return _card(min(cards, key=lambda x: (x % 6, x // 6 == tr)))
    if d._side_points(mine) >= 50 or d.strict:
        aces = [x for x in cards if x % 6 == 5 and x // 6 != tr]
        if aces:
            return _card(aces[0])

    def keep(x: int) -> tuple[int, int, int, int]:
        r = x % 6
        s = x // 6
        pair = r in (_KING, _OBER) and bool(hand >> (s * 6 + _KING) & 1) and bool(
            hand >> (s * 6 + _OBER) & 1)
        return (int(pair), *_cost(x, tr))

    return _card(min(cards, key=keep))


def _card(index: int) -> Move:
    from ..moves import CARD_MOVES

    return CARD_MOVES[index]


def _exact_value(d: Deal, seat: int) -> float:
    """The solver's value of ``d`` for ``seat``'s side."""
    from . import solve

    sol = solve(d)
    mover = d.to_move
    assert mover is not None
    sign = 1 if d.side[mover] == d.side[seat] else -1
    return sign * float(sol.value)


def settle(d: Deal, seat: int, rng: random.Random | None = None, solve_cards: int = 10,
           noise: float = 0.0) -> float:
    """Finish the deal ``d`` (changed in place): playouts until the solver applies with at most
    ``solve_cards`` cards in the hands, then the solver. Returns the value for ``seat``."""
    while d.to_move is not None:
        if solve_cards and solvable(d) and cards_left(d) <= solve_cards:
            return _exact_value(d, seat)
        d.push(playout_move(d, rng, noise))
    return float(deal_value(d, seat))


def hidden_places(obs: object) -> int:
    """How many places (other hands, the face-down talon) hold cards this seat cannot name.
    At most one means every card's place is known to the seat."""
    from ..observation import Observation

    assert isinstance(obs, Observation)
    places = 0
    for s in obs.seats:
        if s == obs.seat:
            continue
        if obs.hand_sizes[s] > len(obs.known_cards.get(s, ())):
            places += 1
    face_down = obs.talon_size - (1 if obs.trump_card is not None else 0)
    if face_down > 0:
        places += 1
    return places


def evaluate(
    worlds: Sequence[Deal] | Callable[[int], Sequence[Deal]],
    moves: Sequence[Move],
    seat: int,
    *,
    deadline: float | None = None,
    rng: random.Random | None = None,
    solve_cards: int = 10,
    noise: float = 0.0,
    min_worlds: int = 1,
) -> list[MoveStats]:
    """Judge every move in every world (all moves in the same worlds), until the worlds run out
    or ``deadline`` (a ``time.perf_counter`` value) passes after ``min_worlds`` worlds."""
    stats = [MoveStats(m) for m in moves]
    world_list = worlds(0) if callable(worlds) else worlds
    done = 0
    for w in world_list:
        for st in stats:
            d = w.copy()
            d.push(st.move)
            if d.to_move is None:
                st.add(float(deal_value(d, seat)))
            else:
                st.add(settle(d, seat, rng, solve_cards, noise))
        done += 1
        if deadline is not None and done >= min_worlds and time.perf_counter() > deadline:
            break
    return stats
