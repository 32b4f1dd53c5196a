"""A deal's result: who won, how many game points, and the figures they were judged on.

The rules that end a deal and give its game points are the kernel's
(:func:`schnapsen.kernel.after_trick`, :func:`~schnapsen.kernel.after_marriage`,
:func:`~schnapsen.kernel.after_claim`): they return an :class:`~schnapsen.kernel.Ending`, and
:func:`result_of` turns it into the :class:`DealResult` a reader sees, with its
:class:`ResultDetail` (the structured reason: the rule that gave the game points and the
numbers it was judged on, for the explanations). One computation gives both, so the figures
and the game points never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .kernel import Ending
from .stages import ContractEnd, ResultReason, ScoreRule
from .variants import Contract, Variant

__all__ = ["DealResult", "ResultDetail", "result_of"]


class ResultDetail(NamedTuple):
    """Why a deal's result has its game points, as numbers (no words: the explanations put them
    in the reader's language).

    - ``score_rule``: the rule that gave the game points (rule 9's three cases, rule 8's flat
      option, a failed close, a wrong claim, a contract);
    - ``base_game_points``: before kontra and rekontra (``game_points = base * multiplier``);
    - ``judged_points`` / ``judged_tricks``: the points and tricks of the side whose figures
      the rule reads, so that the 1, 2 or 3 follows from them alone:

      * rule 9 (``NO_TRICK``, ``UNDER_HALF``, ``OVER_HALF``): the LOSING side's at the end,
        or, when a closer won (``judged_at_close``), the losing side's at the moment of
        closing;
      * rule 10 (``FAILED_CLOSE``, ``FIXED_FAILED_CLOSE``; also a closer's wrong claim): the
        closer's opponents' (the WINNING side's) at the moment of closing
        (``judged_at_close``): 3 when they had no trick then, else 2;
      * rule 7 (``WRONG_CLAIM``, a claim by a side that did not close): the claimer's
        opponents' (the WINNING side's) at the end: 3 when they have no trick, else 2;
      * ``FLAT`` and ``CONTRACT`` read neither: the losing side's at the end, for the record;
    - ``half_target`` / ``target``: the variant's thresholds (33 and 66);
    - ``winner_points`` / ``loser_points``: each side's counted points at the end;
    - ``claimed_points``: a claim's total (the marriage shown with it included), else None;
      ``claim_marriage``: the points of that marriage (0 if none);
    - ``closer_side``: the side that closed the talon, if any;
    - ``last_trick_bonus``: card points the last trick added (German 66), else 0;
    - ``contract_end``: why a contract was decided (None without one); ``contract_within``:
      its trick limit (šnops: 3), 0 if none;
    - ``tricks_played``: tricks played when the deal ended;
    - ``short_by``: how far the side that had to reach the target stayed below it (a failed
      close, a wrong claim, a contract not reached), else 0.

    An immutable record (a named tuple: a deal's end makes one, and random play makes many).
    """

    score_rule: ScoreRule
    base_game_points: int
    judged_points: int
    judged_tricks: int
    judged_at_close: bool
    half_target: int
    target: int
    winner_points: int
    loser_points: int
    claimed_points: int | None
    claim_marriage: int
    closer_side: int | None
    last_trick_bonus: int
    contract_end: ContractEnd | None
    contract_within: int
    tricks_played: int
    short_by: int


@dataclass(frozen=True)
class DealResult:
    """How a deal ended.

    ``winners`` are the seats that score, each ``game_points`` (kontra included); ``reason``
    says why (a :class:`~schnapsen.stages.ResultReason`, equal to its string; ``result.<reason>``
    is its message key); ``points``
    and ``tricks`` hold each SIDE's counted points and tricks at the end (sides are numbered
    from the forehand), ``seat_points`` each SEAT's side points (0 for a seat sitting out);
    ``detail`` the figures the game points were judged on (:class:`ResultDetail`).
    """

    winners: tuple[int, ...]
    game_points: int
    reason: ResultReason
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    claimer: int | None = None
    contract: str | None = None
    multiplier: int = 1
    seat_points: tuple[int, ...] = ()
    detail: ResultDetail = field(kw_only=True)

    @classmethod
    def _make(cls, **fields: Any) -> DealResult:
        """A result with every field given, made without the frozen dataclass's field by field
        ``object.__setattr__`` (the engine ends many deals in random play; the fields are
        the same, and the instance is as frozen as any other)."""
        self = object.__new__(cls)
        self.__dict__.update(fields)
        return self

    def __str__(self) -> str:
        who = ", ".join(map(str, self.winners))
        if len(self.winners) == 1:
            return f"seat {who} wins {self.game_points} ({self.reason})"
        return f"seats {who} win {self.game_points} each ({self.reason})"


def result_of(
    v: Variant,
    ending: Ending,
    *,
    active: tuple[int, ...],
    sides: tuple[int, ...],
    points: tuple[int, int],
    tricks: tuple[int, int],
    tricks_played: int,
    multiplier: int,
    contract: Contract | None,
    closed_side: int,
    claimer: int | None = None,
    claim_marriage: int = 0,
    last_trick_bonus: int = 0,
) -> DealResult:
    """The result of a deal the kernel ended with ``ending``: ``active`` lists the seats that
    play, forehand first; ``sides`` gives each seat's side (-1 for a seat sitting out),
    ``points`` and ``tricks`` each side's at the end."""
    win = ending.winner
    detail = _new_detail(ResultDetail, (  # the fields in their order (a deal ends often)
        ending.score_rule,  # score_rule
        ending.game_points,  # base_game_points
        ending.judged_points,
        ending.judged_tricks,
        ending.judged_at_close,
        v.half_target_points,  # half_target
        v.target_points,  # target
        points[win],  # winner_points
        points[1 - win],  # loser_points
        None if claimer is None else points[sides[claimer]],  # claimed_points
        claim_marriage,
        None if closed_side < 0 else closed_side,  # closer_side
        last_trick_bonus,
        ending.contract_end,
        0 if contract is None else contract.within_tricks,  # contract_within
        tricks_played,
        ending.short_by,
    ))
    return DealResult._make(
        winners=tuple(s for s in active if sides[s] == win),
        game_points=ending.game_points * multiplier,
        reason=ending.reason,
        points=points,
        tricks=tricks,
        claimer=claimer,
        contract=None if contract is None else contract.name,
        multiplier=multiplier,
        seat_points=tuple(points[sd] if sd >= 0 else 0 for sd in sides),
        detail=detail,
    )


_new_detail = tuple.__new__
