"""Hints: the legal moves of the seat to move, best first, each with its expected game points,
how sure that number is, and a reason in words (a catalogue message).

:func:`hint` sees only what the seat may see: it works from ``deal.observation(seat)`` and
the worlds :func:`~schnapsen.search.sample_worlds` draws from it. When every card's place is
known to the seat (one hidden place at most) the values are exact (the solver); otherwise they
are means over the sampled worlds, settled by playouts and the solver (see
:mod:`schnapsen.search.playout`).

>>> import schnapsen as s
>>> from schnapsen.search import hint
>>> d = s.Deal.new("at", seed=7)
>>> h = hint(d, budget_ms=50)
>>> h[0].move in d.legal_moves()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import kernel
from ..cards import CARD_POINTS, Rank, mask_of
from ..deal import Deal
from ..errors import SchnapsenError
from ..kernel import beats
from ..moves import Move, MoveKind
from ..observation import Observation
from ..stages import Stage
from .playout import MoveStats, evaluate, hidden_places, solvable, world_stream

__all__ = ["Hint", "hint"]

_ACE = int(Rank.ACE)


@dataclass(frozen=True)
class Hint:
    """One legal move and what the search thinks of it.

    ``value``: the expected game points of the seat's side after this move (+ won, - lost);
    ``exact``: True when every card's place is known and the value is the solver's, and for a
    claim (the deal ends with it: its value needs no guess about the hidden cards);
    ``worlds``: how many sampled deals stand behind the value (1 when exact);
    ``wins``: in how many of them the move wins the deal; ``reason`` and ``params``: the
    catalogue message that says why (:meth:`text` puts it in words).
    """

    move: Move
    value: float
    exact: bool
    worlds: int
    wins: int
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        from ..i18n import translate

        return translate(self.reason, lang, **self.params)

    def sureness(self, lang: str = "en") -> str:
        """How sure the value is, in words: exact, or from how many likely deals."""
        from ..i18n import translate

        if self.move.kind == MoveKind.CLAIM:  # exact because the deal ends with it
            return translate("search.sure.claim", lang)
        if self.exact:
            return translate("search.sure.exact", lang)
        return translate("search.sure.sampled", lang, worlds=self.worlds)

    def __str__(self) -> str:
        return f"{self.move} {self.value:+.2f} ({self.text()})"


def _check(deal: Deal, seat: int | None, budget_ms: float) -> int:
    if not isinstance(deal, Deal):
        raise SchnapsenError(f"hint needs a Deal, not {type(deal).__name__}", "search.not_deal")
    if isinstance(budget_ms, bool) or not isinstance(budget_ms, (int, float)) or not (
        budget_ms > 0
    ):
        raise SchnapsenError(
            f"the thinking budget must be a positive number of milliseconds, not {budget_ms!r}",
            "search.error.budget",
            budget=str(budget_ms),
        )
    if deal.is_over:
        raise SchnapsenError("the deal is over: there is no move to hint", "search.error.over")
    to_move = deal.to_move
    assert to_move is not None
    if seat is None:
        return to_move
    deal._check_seat(seat)
    if seat != to_move:
        raise SchnapsenError(
            f"seat {seat} is not to move (seat {to_move} is)", "search.error.not_to_move",
            seat=seat, to_move=to_move,
        )
    return seat


def _seed(obs: Observation) -> str:
    """A seed from what the seat sees, so the same position gives the same hints."""
    played = " ".join(str(c) for t in obs.tricks for c in t.cards)
    trick = " ".join(str(c) for _, c in obs.current_trick)
    return f"{obs.variant.id}|{obs.seat}|{obs.stage}|{obs.hand}|{played}|{trick}|{obs.talon_size}"


def hint(deal: Deal, seat: int | None = None, budget_ms: float = 100,
         worlds: int | None = None) -> list[Hint]:
    """The legal moves of ``seat`` (default: the seat to move), best first, each with its
    expected game points, how sure they are and a reason (see :class:`Hint`). The search
    stops sampling new worlds after about ``budget_ms`` milliseconds; ``deal`` is not changed.

    ``worlds``: judge exactly this many sampled worlds (two at least) where cards are hidden,
    whatever the clock says (``budget_ms`` is then not used): the worlds come from a seed made
    of what the seat sees, so the same position gives the same hints on every run and machine.
    """
    start = time.perf_counter()
    seat = _check(deal, seat, budget_ms)
    if worlds is not None:
        worlds = max(2, int(worlds))  # two at least, as with a budget
    obs = deal.observation(seat)
    moves = list(obs.legal_moves)
    rng = random.Random(_seed(obs))
    deadline = start + budget_ms * 0.65 / 1000  # the last world may run past it
    exact = obs.stage == Stage.PLAY and hidden_places(obs) <= 1
    if exact:
        world = next(world_stream(obs, 1, rng, deal.variant))
        stats = _exact_stats(world, moves, seat)
    else:
        two = len(obs.seats) == 2
        stats = evaluate(world_stream(obs, worlds or 64, rng, deal.variant), moves, seat,
                         deadline=None if worlds else deadline, rng=rng,
                         solve_cards=10 if two else 9, min_worlds=2)
    hints = [_describe(st, obs, exact, stats) for st in stats]
    order = {m: i for i, m in enumerate(moves)}
    hints.sort(key=lambda h: (-h.value, order[h.move]))
    return hints


def _exact_stats(world: Deal, moves: list[Move], seat: int) -> list[MoveStats]:
    """Every move's exact value (the solver's), and for the best ones whether the side then
    takes every remaining trick (kept in ``values[1]``)."""
    from . import solve

    sol = solve(world, values=True)
    assert sol.values is not None
    best = max(sol.values.values())
    out = []
    for m in moves:
        st = MoveStats(m)
        value = sol.values[m]
        st.add(float(value))
        rest = 0
        if value == best and value > 0:
            d = world.copy()
            d.push(m)
            rest = 0 if d.to_move is None else _rest_all_mine(d, seat)
        st.values.append(float(rest))
        out.append(st)
    return out


def _rest_all_mine(d: Deal, seat: int) -> int:
    """Tricks left if the seat's side takes every one of them along a best line, else 0."""
    from . import solve

    if not solvable(d):
        return 0
    line = list(solve(d).line)
    w = d.copy()
    side = w.side_of(seat)
    start = len(w.tricks)
    for m in line:
        if w.to_move is None:
            break
        w.push(m)
    taken = w.tricks[start:]
    if taken and all(w.side_of(t.winner) == side for t in taken) and not any(w.hand_sizes):
        return len(taken)
    return 0


def _claim_bonus(obs: Observation) -> int:
    """The marriage a claim shows (it counts at once), as the engine scores it (the kernel's
    rule 7, from what the seat sees)."""
    v = obs.variant
    contract = None if obs.contract is None else v.contract(obs.contract)
    marriage_ok = kernel.marriage_refusal(v, contract, obs.tricks_played, obs.is_closed,
                                          obs.talon_size == 0) is None
    side_tricks = sum(obs.tricks_won[s] for s in (obs.partners or (obs.seat,)))
    trump = kernel.NO_TRUMP if obs.trump is None else int(obs.trump)
    return kernel.shown_marriage(v, mask_of(obs.hand), trump, side_tricks, marriage_ok)[1]


def _describe(st: MoveStats, obs: Observation, exact: bool, all_stats: list[MoveStats]) -> Hint:
    m = st.move
    value = st.mean
    worlds = st.worlds
    wins = st.wins
    counts = {"wins": wins, "worlds": worlds}
    best = max(s.mean for s in all_stats)
    if m.kind == MoveKind.CLAIM:
        key = "search.reason.claim_win" if value > 0 else "search.reason.claim_wrong"
        return Hint(m, value, True, 1, int(value > 0), key,
                    {"points": obs.my_points + _claim_bonus(obs)})
    if exact:
        value = st.values[0]
        rest = int(st.values[1]) if len(st.values) > 1 else 0
        pts = abs(int(value))
        if value < best:
            return Hint(m, value, True, 1, int(value > 0), "search.reason.exact_worse",
                        {"diff": int(best - value)})
        if value > 0 and rest >= 2:
            return Hint(m, value, True, 1, 1, "search.reason.wins_rest",
                        {"tricks": rest, "points": pts})
        key = "search.reason.exact_win" if value > 0 else "search.reason.exact_loss"
        return Hint(m, value, True, 1, int(value > 0), key, {"points": pts})
    if obs.stage != Stage.PLAY:
        from ..bots.bidding import choose_bid

        if m == choose_bid(obs, 2):
            return Hint(m, value, False, worlds, wins, "search.reason.bid_hand", counts)
        return Hint(m, value, False, worlds, wins, "search.reason.sampled", counts)
    if m.kind == MoveKind.CLOSE:
        return Hint(m, value, False, worlds, wins, "search.reason.close", counts)
    if m.kind == MoveKind.EXCHANGE:
        return Hint(m, value, False, worlds, wins, "search.reason.exchange", counts)
    if m.kind == MoveKind.SNAPSZER:
        return Hint(m, value, False, worlds, wins, "search.reason.snapszer", counts)
    if m.kind == MoveKind.MARRIAGE and m.card is not None:
        trump = kernel.NO_TRUMP if obs.trump is None else int(obs.trump)
        pts = kernel.marriage_value(obs.variant, int(m.card.suit), trump)
        return Hint(m, value, False, worlds, wins, "search.reason.marriage",
                    {**counts, "points": pts})
    card = m.card
    assert card is not None
    tr = -1 if obs.trump is None else int(obs.trump)
    if obs.current_trick and len(obs.current_trick) == len(obs.seats) - 1:
        best_card = obs.current_trick[0][1].index
        for _, c in obs.current_trick[1:]:
            if beats(c.index, best_card, tr):
                best_card = c.index
        if beats(card.index, best_card, tr):
            pts = CARD_POINTS[card.index] + sum(c.points for _, c in obs.current_trick)
            return Hint(m, value, False, worlds, wins, "search.reason.takes_trick",
                        {**counts, "points": pts})
    strict_later = obs.talon_size > 0 and not obs.is_closed
    if (strict_later and tr >= 0 and card.index != tr * 6 + _ACE
            and any(c.index == tr * 6 + _ACE for c in obs.hand)):
        return Hint(m, value, False, worlds, wins, "search.reason.keeps_trump_ace", counts)
    return Hint(m, value, False, worlds, wins, "search.reason.sampled", counts)
