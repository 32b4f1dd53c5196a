"""Why a deal ended, in words, with its numbers: the rule that ended it, the points of the sides,
the threshold that gave 1, 2 or 3 game points (or the contract's value and how it was made or
failed), a failed close, the last trick, kontra and rekontra.

The sentences are built from the result's structured reason (``DealResult.detail``, the shape
of ``ResultDetail`` in the kernel: the score rule and the numbers it was judged on), never
parsed from text. :func:`result_lines` gives them in the reader's language; ``me`` (the
reader's seat) is told as "you".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .i18n import translate
from .i18n.base import Cased
from .stages import ResultReason

if TYPE_CHECKING:
    from .deal import Deal

__all__ = ["result_lines", "result_detail", "Detail"]


# -- the structured reason ----------------------------------------------------------------------
# until the kernel's DealResult.detail lands: the same fields (SPEC-result.md's ResultDetail),
# computed from today's DealResult and deal by :func:`_adapt`; the score rules and contract ends
# are the spec's strings (ScoreRule / ContractEnd members compare equal to them)

NO_TRICK, UNDER_HALF, OVER_HALF, FLAT = "no_trick", "under_half", "over_half", "flat"
FAILED_CLOSE, FIXED_FAILED_CLOSE = "failed_close", "fixed_failed_close"
WRONG_CLAIM, CONTRACT = "wrong_claim", "contract"
REACHED, ALL_TRICKS, LOST_TRICK = "reached", "all_tricks", "lost_trick"
TOOK_TRICK, OPPONENTS_TRICK, NOT_REACHED = "took_trick", "opponents_trick", "not_reached"


@dataclass(frozen=True)
class Detail:
    """The structured reason of a result (the fields of the kernel's ``ResultDetail``)."""

    score_rule: str
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
    contract_end: str | None
    contract_within: int
    tricks_played: int
    short_by: int


def result_detail(deal: Deal) -> Any:
    """The structured reason of ``deal``'s result: ``deal.result.detail`` where the engine
    gives it, else the same fields computed from the result and the deal."""
    result = deal.result
    assert result is not None
    detail = getattr(result, "detail", None)
    return detail if detail is not None else _adapt(deal)


def _side_tricks(deal: Deal, side: int) -> int:
    return sum(1 for t in deal.tricks if deal.side_of(t.winner) == side)


def _adapt(deal: Deal) -> Detail:  # until the kernel's DealResult.detail lands
    r = deal.result
    assert r is not None
    v = deal.variant
    target = v.target_points
    win = deal.side_of(r.winners[0])
    assert win is not None
    lose = next(sd for sd in range(len(r.points)) if sd != win)
    closer = deal.closed_by
    closer_side = None if closer is None else deal.side_of(closer)
    at_close = (0, 0)
    if closer is not None:  # the closer's opponents' points and tricks when it closed
        replay = deal.copy()
        while replay.moves and replay.closed_by is not None:
            replay.pop()
        other = next(sd for sd in range(len(r.points)) if sd != closer_side)
        at_close = (replay.side_points()[other], _side_tricks(replay, other))
    base = r.game_points // max(1, r.multiplier)
    claimed = r.points[deal.side_of(r.claimer) or 0] if r.claimer is not None else None
    judged = (r.points[lose], r.tricks[lose])
    judged_at_close = False
    short = 0
    contract_end = None
    within = 0
    bonus = v.last_trick_bonus if closer is None and not any(deal.hand_sizes) else 0
    if r.reason in (ResultReason.CONTRACT_MADE, ResultReason.CONTRACT_FAILED):
        rule = CONTRACT
        c = v.contract(r.contract or "")
        bidder = deal.side_of(deal.contract_seat if deal.contract_seat is not None else 0)
        assert c is not None and bidder is not None
        within = c.within_tricks
        others = any(deal.side_of(t.winner) != bidder for t in deal.tricks)
        if r.reason == ResultReason.CONTRACT_MADE:
            contract_end = REACHED if c.target else ALL_TRICKS
        elif c.lose_all and _side_tricks(deal, bidder):
            contract_end = TOOK_TRICK
        elif c.win_all and others:
            contract_end = LOST_TRICK
        elif c.opponents_no_trick and others:
            contract_end = OPPONENTS_TRICK
        else:
            contract_end = NOT_REACHED
            short = max(0, c.target - r.points[bidder])
    elif closer is not None and win != closer_side:  # the closer failed
        rule = FIXED_FAILED_CLOSE if v.failed_close_points is not None else FAILED_CLOSE
        judged, judged_at_close = at_close, True
        short = max(0, target - r.points[closer_side or 0])
    elif r.reason == ResultReason.WRONG_CLAIM:  # judged on the claimer's opponents' tricks
        rule = WRONG_CLAIM
        judged = (r.points[win], r.tricks[win])
        short = max(0, target - (claimed or 0))
    elif r.reason == ResultReason.LAST_TRICK and v.last_trick_rule == "flat":
        rule = FLAT
    else:
        if closer is not None:  # the closer won: judged as the opponents stood at the close
            judged, judged_at_close = at_close, True
        rule = NO_TRICK if judged[1] == 0 else UNDER_HALF if judged[0] * 2 < target \
            else OVER_HALF
    return Detail(
        score_rule=rule, base_game_points=base, judged_points=judged[0],
        judged_tricks=judged[1], judged_at_close=judged_at_close, half_target=target // 2,
        target=target, winner_points=r.points[win], loser_points=r.points[lose],
        claimed_points=claimed, claim_marriage=deal.claim_marriage if r.claimer is not None
        else 0, closer_side=closer_side, last_trick_bonus=bonus, contract_end=contract_end,
        contract_within=within, tricks_played=len(deal.tricks), short_by=short)


# -- the sentences ------------------------------------------------------------------------------


class _Seats(Cased):
    """Several seats named together ("seat 1 and seat 3"), with a capital to open a
    sentence (``{seats.Nom}``)."""

    __slots__ = ("words",)

    def __init__(self, words: str) -> None:
        self.words = words

    def form(self, case: str = "nom") -> str:
        return self.words


def _who(seats: tuple[int, ...], me: int | None, lang: str) -> tuple[str, dict[str, Any]]:
    """The subject of a sentence about a side: ``you`` (the reader alone), ``side`` (the
    reader's side of several seats), ``other`` (one other seat) or ``others`` (several)."""
    if me is not None and me in seats:
        return ("you" if len(seats) == 1 else "side"), {}
    if len(seats) == 1:
        return "other", {"seat": seats[0]}
    names = [translate("ui.puzzle.seat_word", lang, seat=s) for s in seats]
    joined = translate("ui.result.and", lang).join([", ".join(names[:-1]), names[-1]])
    return "others", {"seats": _Seats(joined)}


def _seat(seat: int, me: int | None) -> tuple[str, dict[str, Any]]:
    return ("you", {}) if seat == me else ("other", {"seat": seat})


def result_lines(deal: Deal, lang: str = "en", style: str = "german",
                 me: int | None = None) -> list[str]:
    """Why a finished deal ended, in sentences with their numbers (``[]`` while it is in
    play): how it ended, what the game points were judged on (the loser's points and tricks
    against half the target, the failed close, the wrong claim, the contract's value), and
    the stakes when kontra raised them. ``me``: the reader's seat, told as "you"."""
    r = deal.result
    if r is None:
        return []
    d = result_detail(deal)

    def say(key: str, **params: Any) -> str:
        from .explain import format_message

        return format_message(key, params, lang, style)

    lines = _how(deal, d, me, lang, say)
    win = deal.side_of(r.winners[0])
    losers = tuple(s for s in deal.seats if deal.side_of(s) is not None
                   and deal.side_of(s) != win)
    base = d.base_game_points
    rule = str(d.score_rule)
    if rule in (NO_TRICK, UNDER_HALF, OVER_HALF):
        if d.judged_at_close:
            lines.append(say("result.why.at_close"))
        who, params = _who(losers, me, lang)
        lines.append(say(f"result.why.{rule}.{who}", points=d.judged_points, half=d.half_target,
                         base=base, **params))
    elif rule == FLAT:
        lines.append(say("result.why.flat", base=base))
    elif rule == FIXED_FAILED_CLOSE:
        lines.append(say("result.why.failed_close.fixed", base=base))
    elif rule == FAILED_CLOSE:
        lines.append(say("result.why.failed_close.no_trick" if d.judged_tricks == 0
                         else "result.why.failed_close", base=base))
    elif rule == WRONG_CLAIM:
        lines.append(say("result.why.wrong_claim.no_trick" if d.judged_tricks == 0
                         else "result.why.wrong_claim", base=base))
    elif rule == CONTRACT:
        made = r.reason == ResultReason.CONTRACT_MADE
        lines.append(say("result.why.contract.made" if made else "result.why.contract.failed",
                         base=base))
    if r.multiplier > 1:
        key = "result.why.kontra" if r.multiplier == 2 else "result.why.rekontra"
        lines.append(say(key, multiplier=r.multiplier, game_points=r.game_points))
    return lines


def _how(deal: Deal, d: Any, me: int | None, lang: str, say: Any) -> list[str]:
    """How the deal ended: the claim, the last trick, the target reached, the close, the
    contract."""
    r = deal.result
    assert r is not None
    target = d.target
    reason = r.reason
    rule = str(d.score_rule)
    if rule == CONTRACT:
        end = str(d.contract_end)
        n = d.tricks_played
        if end == REACHED:
            return [say("result.why.contract.reached", contract=r.contract, target=target,
                        number=n)]
        if end == ALL_TRICKS:
            c = deal.variant.contract(r.contract or "")
            kind = "lose" if c is not None and c.lose_all else "win"
            return [say(f"result.why.contract.all_{kind}", contract=r.contract)]
        if end in (LOST_TRICK, TOOK_TRICK, OPPONENTS_TRICK):
            return [say(f"result.why.contract.{end}", contract=r.contract, number=n)]
        bidder = deal.contract_seat
        side = deal.side_of(bidder) if bidder is not None else None
        points = r.points[side] if side is not None else 0
        return [say("result.why.contract.not_reached", contract=r.contract, target=target,
                    points=points, number=n, short=d.short_by)]
    lines: list[str] = []
    closer = deal.closed_by
    if reason in (ResultReason.CLAIM, ResultReason.WRONG_CLAIM) and r.claimer is not None:
        who, params = _seat(r.claimer, me)
        if reason == ResultReason.WRONG_CLAIM:
            lines.append(say(f"result.why.wrong_claim_made.{who}", points=d.claimed_points,
                             short=max(0, target - (d.claimed_points or 0)), target=target,
                             **params))
        elif d.claim_marriage:
            lines.append(say(f"result.why.claim_marriage.{who}", points=d.claimed_points,
                             marriage=d.claim_marriage, target=target, **params))
        else:
            lines.append(say(f"result.why.claim.{who}", points=d.claimed_points,
                             target=target, **params))
    elif reason == ResultReason.LAST_TRICK and deal.tricks:
        who, params = _seat(deal.tricks[-1].winner, me)
        lines.append(say(f"result.why.last_trick.{who}", **params))
    elif reason == ResultReason.REACHED:
        win = deal.side_of(r.winners[0])
        seats = tuple(s for s in r.winners if deal.side_of(s) == win)
        who, params = _who(seats, me, lang)
        lines.append(say(f"result.why.reached.{who}", points=d.winner_points, target=target,
                         **params))
        if d.last_trick_bonus:
            lines.append(say("result.why.bonus", bonus=d.last_trick_bonus))
    if closer is not None:
        who, params = _seat(closer, me)
        cards_left = any(deal.hand_sizes)
        if rule in (FAILED_CLOSE, FIXED_FAILED_CLOSE) and reason != ResultReason.WRONG_CLAIM:
            closer_points = r.points[d.closer_side] if d.closer_side is not None else 0
            if reason == ResultReason.CLAIM or cards_left and d.winner_points >= target:
                lines.append(say(f"result.why.closed_beaten.{who}", target=target, **params))
            elif cards_left:  # a trick lost before the target (the closer must win them)
                lines.append(say(f"result.why.closed_lost_trick.{who}", target=target,
                                 number=d.tricks_played, points=closer_points, **params))
            else:
                lines.append(say(f"result.why.closed_failed.{who}", target=target,
                                 points=closer_points, short=d.short_by, **params))
        elif reason == ResultReason.CLOSED_WON:
            lines.append(say(f"result.why.closed_won.{who}", target=target,
                             points=d.winner_points, **params))
    return lines
