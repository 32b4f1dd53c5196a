"""A deal reviewed: every decision one seat made, graded as the guided hands grade it, and the
turning point (the decision that cost most).

Each decision is graded on the position as the seat saw it then, and on nothing else: the
grader is given a deal **rebuilt from the seat's observation** at that moment
(:func:`seat_view`: one deal drawn from those consistent with everything the seat had seen,
from a seed made of that view), never the deal that was played. The hidden cards of the real
deal cannot reach a grade; a test changes them and gets the same grades.

>>> import schnapsen as s
>>> from schnapsen.search.review import review_deal
>>> d = s.Deal.new("at", seed=7)
>>> _ = d.replay(["TD", "KD", "QS", "KS", "x", "JC", "QC"])
>>> r = review_deal(d, seat=0)
>>> [(x.trick, str(x.move), x.grade.kind) for x in r.decisions]
[(1, 'TD', 'good'), (2, 'QS', 'mistake'), (3, 'QC', 'mistake')]
>>> r.turning_point.move
Move.parse('QS')

A move with no other choice is not a decision: it is listed in ``forced``, not graded.

Once the deal is over its cards are no secret: :func:`missed_reply` solves the real deal after
a mistake to tell where it ended better than the mistake's grade expected because an opponent
missed the best reply (the grades, made from the seat's view, cannot know it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..deal import Deal
from ..errors import SchnapsenError
from ..moves import Move
from ..stages import Stage
from .grade import GRADE_WORLDS, Grade, grade
from .hint import _seed, hint
from .worlds import WorldSampler

__all__ = ["Decision", "Missed", "Review", "review_deal", "seat_view", "start_of", "deal_at",
           "trick_starts", "missed_reply", "MISSED_LIMIT"]

#: the most positions the exact solver may search to find where an opponent missed the best
#: reply (:func:`missed_reply`); beyond them the review says nothing of it
MISSED_LIMIT = 1_000_000


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: ``index`` of its move in the deal's moves, the
    ``move``, the ``trick`` it was made in (from 1; 0 in the bidding), the ``stage`` and its
    ``grade`` (:class:`~schnapsen.search.grade.Grade`: best, good or a mistake, the reason
    and the better move)."""

    index: int
    move: Move
    trick: int
    stage: Stage
    grade: Grade

    @property
    def loss(self) -> float:
        """Expected game points below the best move (0 for a best move)."""
        return self.grade.loss


@dataclass(frozen=True)
class Review:
    """A reviewed deal: ``deal`` (as played), ``seat`` (whose decisions), ``decisions`` in
    order, ``forced`` (indices of the seat's moves that had no alternative)."""

    deal: Deal
    seat: int
    decisions: tuple[Decision, ...]
    forced: tuple[int, ...] = ()

    @property
    def turning_point(self) -> Decision | None:
        """The mistake that cost most (the first of equal cost), or None when no decision
        was a mistake (graded so: beyond the grade's GOOD_WITHIN of the best). A move that
        cost 0.1 game point in a won deal is no turning point (hu reader 26)."""
        worst = max(self.decisions, key=lambda x: x.loss, default=None)
        return worst if worst is not None and worst.grade.kind == "mistake" else None

    def at(self, index: int) -> Decision | None:
        """The decision made with the deal's move ``index``, if the seat made one there."""
        return next((x for x in self.decisions if x.index == index), None)

    def forced_moves(self) -> list[tuple[int, Move, int]]:
        """The seat's forced moves (no other was allowed): (index of the move in the deal's
        moves, the move, the trick it was made in: from 1, 0 in the bidding)."""
        out = []
        for i in self.forced:
            before = deal_at(self.deal, i)
            trick = before.tricks_played + 1 if before.stage == Stage.PLAY else 0
            out.append((i, self.deal.moves[i], trick))
        return out

    def tally(self) -> dict[str, int]:
        """How many decisions were graded best, good and mistake, and (``lost``) how many
        were made in a deal lost whatever is played: counted apart, not as best (round 26,
        hr: "5 best moves" against a list of four best and one "lost whatever you play")."""
        kinds = ["lost" if x.grade.lost else x.grade.kind for x in self.decisions]
        return {k: kinds.count(k) for k in ("best", "good", "mistake", "lost")}

    @property
    def lost(self) -> float:
        """The expected game points all the decisions cost together."""
        return sum(x.loss for x in self.decisions)


@dataclass(frozen=True)
class Missed:
    """A graded mistake whose cost the deal's real result did not show, because an opponent
    missed the best reply after it: ``decision`` (the mistake), ``index`` and ``trick`` of
    the opponent's move that missed it (trick from 1), ``saved``: the mistake lost the deal
    against best play (the grade expected a loss, and so did the real cards) and the reader's
    side won it all the same. ``played``: the move's trick was played (a card of it); False
    for a move that is no card of a trick (a claim, a close, an exchange, a marriage that
    ends the deal) made after trick ``trick - 1`` and ending the deal, whose trick ``trick``
    never began (round 23, hu "(6. ütés)" after a deal of five tricks)."""

    decision: Decision
    index: int
    trick: int
    saved: bool
    played: bool = True


def missed_reply(review: Review, limit: int = MISSED_LIMIT) -> Missed | None:
    """Where the finished deal ended better for the reviewed seat's side than a mistake's
    grade expected (its value by the grade's measure) because an opponent did not play the
    best reply: the turning point first, then the other mistakes in order. The real deal
    after the mistake is solved with every card known (it is over: its cards are no secret),
    and the opponent's move is the one after which the side could make the real result with
    best play (the first that raised the side's exact value, where none did so alone).
    None where no mistake's cost was so hidden (a mistake whose real deal would need more
    than ``limit`` positions of the solver is passed over)."""
    from .core import Core, move_code
    from .playout import deal_value
    from .solve import SearchLimit, Solver

    deal, seat = review.deal, review.seat
    if not deal.is_over or deal.result is None:
        return None
    actual = deal_value(deal, seat)
    tp = review.turning_point
    mistakes = [x for x in review.decisions if x.grade.kind == "mistake" and x is not tp]
    for x in ([tp] if tp is not None and tp.grade.kind == "mistake" else []) + mistakes:
        expected = x.grade.hint.value
        if x.trick == 0 or actual <= expected + 1e-9:
            continue
        after = deal_at(deal, x.index + 1)
        if after.is_over or after.stage != Stage.PLAY:
            continue
        core = Core.from_deal(after)
        solver = Solver(core, limit)
        side = core.side[seat]
        sign = 1 if side == 0 else -1
        p = core.root
        try:
            value = start = sign * solver.exact0(p)
            if value >= actual:
                continue  # best play by all gives this result: nobody missed anything
            raised: list[tuple[int, int, int]] = []  # (index, trick, value after)
            d = after.copy()
            for k in range(x.index + 1, len(deal.moves)):
                mover, trick = p.to_move, d.tricks_played + 1
                p = core.play(p, move_code(deal.moves[k]))
                d.push(deal.moves[k])
                now = sign * solver.exact0(p)
                if core.side[mover] != side and now > value:
                    raised.append((k, trick, now))
                value = now
        except SearchLimit:
            continue  # too large to solve in time: nothing is said of this mistake
        if not raised:
            continue
        k, trick, _ = next((r for r in raised if r[2] >= actual), raised[0])
        begun = deal.tricks_played + bool(deal.current_trick)  # the tricks with a card
        return Missed(x, k, trick, saved=expected < 0 and start < 0 < actual,
                      played=trick <= begun)
    return None


def start_of(deal: Deal) -> Deal:
    """The deal at its start (its first move not made yet): a copy, moves undone."""
    d = deal.copy()
    while d.moves:
        d.pop()
    return d


def deal_at(deal: Deal, index: int) -> Deal:
    """A copy of ``deal`` after its first ``index`` moves."""
    if not 0 <= index <= len(deal.moves):
        raise SchnapsenError(f"the deal has {len(deal.moves)} moves, not {index}",
                             "review.error.index", index=index)
    d = deal.copy()
    while len(d.moves) > index:
        d.pop()
    return d


def seat_view(deal: Deal, seat: int) -> Deal:
    """A deal rebuilt from what ``seat`` sees now (``deal.observation(seat)``) and nothing
    else: one of the deals consistent with it, drawn from a seed made of that view. Its
    observation for ``seat`` is the same as ``deal``'s, so the search ranks the seat's moves
    in it as in ``deal`` itself; the hidden cards are those of a likely deal, not the real
    ones."""
    obs = deal.observation(seat)
    return WorldSampler(obs).draw(random.Random(_seed(obs)))


def review_deal(deal: Deal, seat: int, worlds: int = GRADE_WORLDS,
                distinct: bool = False) -> Review:
    """Grade every decision ``seat`` made in ``deal`` (finished or not): for each move of the
    seat with another legal move beside it, the search's ranking of the position as the seat
    saw it (:func:`seat_view`; ``worlds`` sampled deals where cards were hidden, exact where
    none was: :func:`schnapsen.search.grade.grade_hints`) and the grade of the move made.
    ``distinct``: the deals all different, every one where no more fit (as the play widget's
    hint ranks them: ``hint(..., distinct=True)``), so that the review of a move counts the
    deals its hint counted (round 25, sl/cs: "4 likely deals" in the hint, 12 in the
    review)."""
    if not isinstance(deal, Deal):
        raise SchnapsenError(f"a review needs a Deal, not {type(deal).__name__}",
                             "search.not_deal")
    deal._check_seat(seat)
    if seat not in deal.seats:
        raise SchnapsenError(f"seat {seat} sits this deal out", "review.error.seat", seat=seat)
    d = start_of(deal)
    decisions: list[Decision] = []
    forced: list[int] = []
    for i, move in enumerate(deal.moves):
        if d.to_move == seat:
            if len(d.legal_moves()) > 1:
                view = seat_view(d, seat)
                hints = hint(view, seat, worlds=worlds, distinct=distinct)
                trick = d.tricks_played + 1 if d.stage == Stage.PLAY else 0
                decisions.append(Decision(i, move, trick, d.stage, grade(hints, move, view)))
            else:
                forced.append(i)
        d.push(move)
    return Review(deal.copy(), seat, tuple(decisions), tuple(forced))


def trick_starts(deal: Deal) -> list[tuple[int, int]]:
    """(trick number, index of its first move) for every trick the deal's moves began."""
    d = deal_at(deal, 0)
    out: list[tuple[int, int]] = []
    for i, m in enumerate(deal.moves):
        if d.stage == Stage.PLAY and not d.current_trick:
            number = d.tricks_played + 1
            if not out or out[-1][0] != number:
                out.append((number, i))
        d.push(m)
    return out
