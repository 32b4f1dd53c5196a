"""Why a deal ended, in words, with its numbers: the rule that ended it, the points of the sides,
the threshold that gave 1, 2 or 3 game points (or the contract's value and how it was made or
failed), a failed close, the last trick, kontra and rekontra.

The sentences are built from the result's structured reason (``DealResult.detail``, a
:class:`~schnapsen.scoring.ResultDetail` filled by the kernel's ending of the deal: the
:class:`~schnapsen.stages.ScoreRule` that gave the game points, the numbers it was judged on
and, for a contract, its :class:`~schnapsen.stages.ContractEnd`), never parsed from text.
:func:`result_lines` gives them in the reader's language; ``me`` (the reader's seat) is told
as "you".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .i18n import MESSAGES, Seats
from .stages import ContractEnd, ResultReason, ScoreRule

if TYPE_CHECKING:
    from .deal import Deal
    from .scoring import ResultDetail

__all__ = ["result_lines"]

_RULE9 = (ScoreRule.NO_TRICK, ScoreRule.UNDER_HALF, ScoreRule.OVER_HALF)
_FAILED_CLOSE = (ScoreRule.FAILED_CLOSE, ScoreRule.FIXED_FAILED_CLOSE)


# -- the sentences ------------------------------------------------------------------------------


def _who(seats: tuple[int, ...], me: int | None, lang: str,
         two: bool = False) -> tuple[str, dict[str, Any]]:
    """The subject of a sentence about a side: ``you`` (the reader alone), ``side`` (the
    reader's side of several seats), ``other`` (one other seat), ``opp`` (the reader's one
    opponent, in a game for two: ``two``) or ``others`` (several)."""
    if me is not None and me in seats:
        return ("you" if len(seats) == 1 else "side"), {}
    if len(seats) == 1:
        return _seat(seats[0], me, two)
    return "others", {"seats": Seats(seats, lang)}


def _seat(seat: int, me: int | None, two: bool = False) -> tuple[str, dict[str, Any]]:
    if seat == me:
        return "you", {}
    return ("opp", {}) if two and me is not None else ("other", {"seat": seat})


def result_lines(deal: Deal, lang: str = "en", style: str = "german",
                 me: int | None = None, named: Sequence[int] | None = None,
                 worth: bool = True) -> list[str]:
    """Why a finished deal ended, in sentences with their numbers (``[]`` while it is in
    play): how it ended, what the game points were judged on (the loser's points and tricks
    against half the target, the failed close, the wrong claim, the contract's value), and
    the stakes when kontra raised them. ``me``: the reader's seat, told as "you"; in a game
    for two the other player is then "your opponent" (keys ``.opp``), not a seat. ``named``:
    the seats a headline above the lines has named already ("Seat 2 won 2 game points"); a
    claim by that one seat then does not name the claimer again (``result.why.claim.same``).
    Without ``worth`` (a headline above has said the game points: a deal's caption) the
    threshold's sentence gives the why alone, not the deal's worth again (its ``.why`` form:
    hr reader 31)."""
    r = deal.result
    if r is None:
        return []
    d = r.detail

    def say(key: str, **params: Any) -> str:
        from .explain import format_message

        return format_message(key, params, lang, style)

    two = me is not None and deal.variant.players == 2
    solo = deal.variant.teams == "single"  # every seat plays alone: no "side" to name
    unclaimed = _unclaimed(deal)
    lines = _how(deal, d, me, lang, say, two, tuple(named) if named is not None else None,
                 unclaimed)
    win = deal.side_of(r.winners[0])
    losers = tuple(s for s in deal.seats if deal.side_of(s) is not None
                   and deal.side_of(s) != win)
    base = d.base_game_points
    rule = d.score_rule
    if rule in _RULE9:
        who, params = _who(losers, me, lang, two)
        if d.judged_at_close:
            # whose points count, and why, once: the loser's as they stood at the close (the
            # line after it gives them), beside the closer's own counted to the end (the claim
            # or the 66 reached above), so the two figures do not read as a contradiction
            lines.append(say(f"result.why.at_close.{who}", **params))
        # no trick: at the close (a trick taken after it does not count) or in the whole deal,
        # two facts with a sentence each
        name = "no_trick_at_close" if rule == ScoreRule.NO_TRICK and d.judged_at_close else rule
        if (rule == ScoreRule.OVER_HALF and r.reason == ResultReason.LAST_TRICK
                and d.judged_points >= d.target):
            # the loser passed the target and lost all the same: the last trick decided (sl
            # reader 25: "128 pik, torej vodo (vsaj 33)" alone read as absurd)
            # with the claim in a game for two, the line above has said that the loser
            # did not claim: here only why the deal is worth so little
            name = "over_half_unclaimed" if unclaimed is not None else "over_half_last"
        key = f"result.why.{name}.{who}"
        if not worth and f"{key}.why" in MESSAGES:
            key += ".why"
        lines.append(say(key, points=d.judged_points, half=d.half_target, base=base, **params))
    elif rule == ScoreRule.FLAT:
        lines.append(say("result.why.flat", base=base))
    elif rule == ScoreRule.FIXED_FAILED_CLOSE:
        lines.append(say("result.why.failed_close.fixed", base=base))
    elif rule in (ScoreRule.FAILED_CLOSE, ScoreRule.WRONG_CLAIM):
        key = "result.why." + ("failed_close" if rule == ScoreRule.FAILED_CLOSE
                               else "wrong_claim")
        key += ".no_trick" if d.judged_tricks == 0 else ""
        if solo:  # a game for two: the one it is worth to, not "the other side"
            key += (".solo" if me is None else ".you" if deal.side_of(me) == win
                    else ".opp")
        if rule == ScoreRule.WRONG_CLAIM:  # the countdown's words (hr "protivnik ide za tri")
            key = deal.variant.match.said(key)
        # the target too: an edition may name it in the wrong claim's worth (sl "brez 66 pik")
        lines.append(say(key, base=base, target=d.target))
    elif rule == ScoreRule.CONTRACT:
        made = r.reason == ResultReason.CONTRACT_MADE
        key = "result.why.contract.made" if made else "result.why.contract.failed"
        if not made and deal.variant.players == 2:
            key += ".one"  # worth it to the one opponent, not "to each opponent"
        lines.append(say(key, base=base))
    if r.multiplier > 1:
        key = "result.why.kontra" if r.multiplier == 2 else "result.why.rekontra"
        lines.append(say(key, multiplier=r.multiplier, game_points=r.game_points))
    return lines


def _unclaimed(deal: Deal) -> int | None:
    """The loser of a game for two with the claim who had the target and did not claim it,
    so that the last trick decided (hu and cs readers 27: "I had 70 and lost"); else None.
    The loser did not take the last trick, so the points were theirs before it, with their
    lead to claim on."""
    r = deal.result
    v = deal.variant
    if (r is None or r.reason != ResultReason.LAST_TRICK or not v.has_claim
            or v.players != 2 or v.teams != "single" or deal.closed_by is not None):
        return None
    d = r.detail
    if d.score_rule != ScoreRule.OVER_HALF or d.judged_points < d.target or d.judged_at_close:
        return None
    losers = [s for s in deal.seats if s not in r.winners]
    return losers[0] if len(losers) == 1 else None


def _once(who: str, params: dict[str, Any], seats: tuple[int, ...],
          named: tuple[int, ...] | None) -> tuple[str, dict[str, Any]]:
    """A sentence's subject where the headline above has named that one seat already ("Your
    opponent won 2 game points."): not named again (the key's ``.same`` form, "They reached
    66", sl reader 37: "Nasprotnik ..." in every line); the reader ("you") is kept."""
    if who != "you" and len(seats) == 1 and named == seats:
        return "same", {}
    return who, params


def _how(deal: Deal, d: ResultDetail, me: int | None, lang: str, say: Any,
         two: bool = False, named: tuple[int, ...] | None = None,
         unclaimed: int | None = None) -> list[str]:
    """How the deal ended: the claim, the last trick (and, ``unclaimed``, the loser's target
    never claimed), the target reached, the close, the contract."""
    r = deal.result
    assert r is not None
    target = d.target
    reason = r.reason
    rule = d.score_rule
    if rule == ScoreRule.CONTRACT:
        end = d.contract_end
        n = d.tricks_played
        if end == ContractEnd.REACHED:
            return [say("result.why.contract.reached", contract=r.contract, target=target,
                        number=n)]
        if end == ContractEnd.ALL_TRICKS:
            c = deal.variant.contract(r.contract or "")
            kind = "lose" if c is not None and c.lose_all else "win"
            return [say(f"result.why.contract.all_{kind}", contract=r.contract)]
        if end in (ContractEnd.LOST_TRICK, ContractEnd.TOOK_TRICK,
                   ContractEnd.OPPONENTS_TRICK):
            key = f"result.why.contract.{end}"
            bidder = deal.contract_seat
            if me is not None and me == bidder and f"{key}.you" in MESSAGES and not [
                    s for s in deal.seats if s != me and deal.side_of(s) == deal.side_of(me)]:
                key += ".you"  # the reader played the contract alone: "you lost trick 3"
            elif end == ContractEnd.OPPONENTS_TRICK and deal.variant.players == 2:
                key += ".one"  # a game for two: "the opponent", not "the opponents"
            return [say(key, contract=r.contract, number=n)]
        bidder = deal.contract_seat
        side = deal.side_of(bidder) if bidder is not None else None
        points = r.points[side] if side is not None else 0
        return [say("result.why.contract.not_reached", contract=r.contract, target=target,
                    points=points, number=n, short=d.short_by)]
    lines: list[str] = []
    closer = deal.closed_by
    if reason in (ResultReason.CLAIM, ResultReason.WRONG_CLAIM) and r.claimer is not None:
        who, params = _seat(r.claimer, me, two)
        # the points a claim counts are its side's: with a partner, a sentence may say so
        # (hr "kad su on i partner imali 70 bodova"), keys ``.side``
        claimer = r.claimer
        partnered = any(s != claimer and deal.side_of(s) == deal.side_of(claimer)
                        for s in deal.seats)

        def sided(key: str) -> str:
            return f"{key}.side" if partnered and f"{key}.side" in MESSAGES else key

        if reason == ResultReason.WRONG_CLAIM:
            lines.append(say(sided(f"result.why.wrong_claim_made.{who}"),
                             points=d.claimed_points, short=d.short_by, target=target,
                             **params))
        elif d.claim_marriage:
            who, params = _once(who, params, (claimer,), named)
            lines.append(say(sided(f"result.why.claim_marriage.{who}"), points=d.claimed_points,
                             marriage=d.claim_marriage, target=target, **params))
        elif who != "you" and named == (r.claimer,):
            lines.append(say(sided("result.why.claim.same"), points=d.claimed_points,
                             target=target))
        else:
            lines.append(say(sided(f"result.why.claim.{who}"), points=d.claimed_points,
                             target=target, **params))
    elif reason == ResultReason.LAST_TRICK and deal.tricks and unclaimed is not None:
        who, params = _seat(unclaimed, me, two)
        lines.append(say(f"result.why.unclaimed.{who}", points=d.judged_points, target=target,
                         winner=deal.tricks[-1].winner, **params))
    elif reason == ResultReason.LAST_TRICK and deal.tricks:
        who, params = _once(*_seat(deal.tricks[-1].winner, me, two), (deal.tricks[-1].winner,),
                            named)
        lines.append(say(f"result.why.last_trick.{who}", **params))
    elif reason == ResultReason.REACHED:
        win = deal.side_of(r.winners[0])
        seats = tuple(s for s in r.winners if deal.side_of(s) == win)
        who, params = _once(*_who(seats, me, lang, two), seats, named)
        lines.append(say(f"result.why.reached.{who}", points=d.winner_points, target=target,
                         **params))
        if d.last_trick_bonus:
            lines.append(say("result.why.bonus", bonus=d.last_trick_bonus))
    if closer is not None:
        who, params = _seat(closer, me, two)
        cards_left = any(deal.hand_sizes)
        if rule in _FAILED_CLOSE and reason != ResultReason.WRONG_CLAIM:
            closer_points = r.points[d.closer_side] if d.closer_side is not None else 0
            if reason == ResultReason.CLAIM or cards_left and d.winner_points >= target:
                solo = deal.variant.teams == "single" and who in ("you", "other")
                lines.append(say(f"result.why.closed_beaten.{who}" + (".solo" if solo else ""),
                                 target=target, **params))
            elif cards_left:  # a trick lost before the target (the closer must win them)
                lines.append(say(f"result.why.closed_lost_trick.{who}", target=target,
                                 number=d.tricks_played, points=closer_points, **params))
            else:
                lines.append(say(f"result.why.closed_failed.{who}", target=target,
                                 points=closer_points, short=d.short_by, **params))
            win = deal.side_of(r.winners[0])
            if d.closer_side is not None and win is not None and win != d.closer_side and (
                    r.points[win] < closer_points):
                # the winner has fewer points: the first sentence says so, and why (hu
                # reader 28: "… 2. játékos (a nyertes) 46 pont, az 1. játékos 49 pont")
                seats = tuple(s for s in r.winners if deal.side_of(s) == win)
                winner, named_ = _who(seats, me, lang, two)
                if f"result.why.fewer.{winner}" in MESSAGES:
                    lines[:0] = [say(f"result.why.fewer.{winner}", **named_), lines.pop()]
        elif reason == ResultReason.CLOSED_WON:
            who, params = _once(who, params, (closer,), named)
            lines.append(say(f"result.why.closed_won.{who}", target=target,
                             points=d.winner_points, **params))
    return lines
