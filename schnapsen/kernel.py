"""The rules kernel: every rule of the play written once, as a function over integers.

Cards are indices (``suit * 6 + rank``, ranks from the Nine up to the Ace, see
:mod:`schnapsen.cards`); a set of cards is a bit set (bit ``index`` set = card present); a
suit is ``0..3`` and ``NO_TRUMP`` (-1) stands for no trump suit; the two sides of a deal are
0 (the forehand's) and 1, and ``NO_SIDE`` (-1) stands for none. The numbers of the rules are
the variant's data (:class:`~schnapsen.variants.Variant`: ``marriage_points``,
``target_points``, ``half_target_points``, ``game_points``, ``last_trick_bonus``, ...), read
here and nowhere else.

Every caller asks the same functions: :class:`~schnapsen.deal.Deal` (with its checks, which
turn a refusal's key into the reason a reader is told), the search's
:class:`~schnapsen.search.Core` and its fast end-game solver, and the bots. Where the rules
reference numbers a rule, its number is given (rules 1-10 of the two-player game; "three to
five players" for the others).

Rule -> function:

- who takes a trick (rule 6, and the tricks of every game): :func:`beats`, :func:`trick_winner`;
  :func:`beats_table` is :func:`beats` tabulated for one trump suit (for the search's loops)
- when the strict play rules apply (rules 5 and 6): :func:`strict_applies`
- which cards may be played (rule 2 and rule 6): :func:`playable`, :func:`follow_mask`
- the cards of a trick, the last trick's bonus (rule 8's option): :func:`trick_points`,
  :func:`last_trick_bonus`
- drawing from the talon (rule 2): :func:`draws_after_trick`, :func:`draw_order`
- marriages, their value and when they count (rule 4): :func:`marriage_pairs`,
  :func:`marriage_value`, :func:`marriage_refusal`, :func:`marriage_counts_now`
- the trump exchange (rule 3; the option ``exchange_needs_trick``): :func:`exchange_card`,
  :func:`exchange_refusal`
- closing (rule 5): :func:`close_refusal`
- claiming, with the marriage shown (rule 7): :func:`claim_refusal`, :func:`shown_marriage`,
  :func:`claim_is_right`
- a contract announced in the play (Hungarian snapszer): :func:`play_contract_refusal`
- game points (rule 9), a failed close (rule 10), a wrong claim (rule 7), the last trick
  (rule 8): :func:`game_points`, :func:`failed_close_game_points`,
  :func:`wrong_claim_game_points`, :func:`last_trick_game_points`
- the auction (three to five players): who may have the trump card turned
  (:func:`may_turn`), the trump a called card sets (:func:`trump_of_call`), the contracts a
  seat may bid (:func:`contracts_open`, with the option ``caller_precedence``), how many
  cards a blind exchange takes (:func:`swap_counts`), who may double (:func:`may_double`),
  who plays with whom (:func:`sides`), the trump of the play (:func:`trump_in_play`) and who
  leads first (:func:`first_leader`)
- contracts and their aims (three to five players): :func:`contract_decision`
- the end of a deal: :func:`trick_may_end`, :func:`after_trick`, :func:`after_marriage`,
  :func:`after_claim`, which return an :class:`Ending` (the winning side, the game points
  and the figures they were judged on) or ``None`` while the deal goes on.

A refusal is the message key of the rule that forbids a move (``"rule.close_talon"``), or
``None`` when the rule allows it: :mod:`schnapsen.checks` adds the parameters a reader is told.

>>> from schnapsen.variants import VARIANTS
>>> at = VARIANTS["at"]
>>> marriage_value(at, 0, 0), marriage_value(at, 1, 0)
(40, 20)
>>> game_points(at, 32, 1), game_points(at, 33, 1), game_points(at, 0, 0)
((2, 'under_half'), (1, 'over_half'), (3, 'no_trick'))
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from .cards import CARD_POINTS, SUIT_MASK, Rank
from .stages import ContractEnd, ResultReason, ScoreRule
from .variants import Contract, Variant

__all__ = [
    "NO_TRUMP",
    "NO_SIDE",
    "NO_CARD",
    "Ending",
    "beats",
    "beats_table",
    "trick_winner",
    "strict_applies",
    "playable",
    "follow_mask",
    "trick_points",
    "last_trick_bonus",
    "draws_after_trick",
    "draw_order",
    "marriage_pairs",
    "marriage_partner",
    "marriage_value",
    "marriage_refusal",
    "marriage_counts_now",
    "exchange_card",
    "exchange_refusal",
    "close_refusal",
    "claim_refusal",
    "shown_marriage",
    "claim_is_right",
    "play_contract_refusal",
    "game_points",
    "failed_close_game_points",
    "wrong_claim_game_points",
    "last_trick_game_points",
    "contract_decision",
    "contract_ending",
    "may_turn",
    "trump_of_call",
    "contracts_open",
    "swap_counts",
    "may_double",
    "sides",
    "trump_in_play",
    "first_leader",
    "reached_target",
    "trick_may_end",
    "after_trick",
    "after_marriage",
    "after_claim",
]

NO_TRUMP = -1
NO_SIDE = -1
NO_CARD = -1

_KING = int(Rank.KING)
_OBER = int(Rank.OBER)
#: the Ober of every suit: ``hand & (hand >> 1) & OBER_BITS`` keeps an Ober whose King is held
OBER_BITS = sum(1 << (suit * 6 + _OBER) for suit in range(4))

# refusals (message keys of the rules)
NO_MARRIAGES = "rule.no_marriages"
MARRIAGE_CONTRACT = "rule.marriage_contract"
MARRIAGE_FIRST_LEAD = "rule.marriage_first_lead"
MARRIAGE_AFTER_CLOSE = "rule.marriage_after_close"
EXCHANGE_NONE = "rule.exchange_none"
EXCHANGE_CLOSED = "rule.exchange_closed"
EXCHANGE_TALON = "rule.exchange_talon"
EXCHANGE_CARD = "rule.exchange_card"
EXCHANGE_TRICK = "rule.exchange_trick"
EXCHANGE_DONE = "rule.exchange_done"
CLOSE_NONE = "rule.close_none"
CLOSE_DONE = "rule.close_done"  # closed already
CLOSE_GONE = "rule.close_gone"  # the talon used up: its last card drawn
CLOSE_TALON = "rule.close_talon"
CLAIM_AUTO = "rule.claim_auto"
CLAIM_CONTRACT = "rule.claim_contract"
CLAIM_FIRST = "rule.claim_first"
SNAPSZER_NONE = "rule.snapszer_none"
SNAPSZER_VARIANT = "rule.snapszer_variant"
SNAPSZER_TRICK = "rule.snapszer_trick"


# -- tricks ----------------------------------------------------------------------------------
def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` takes the trick from ``best``, the card winning it so far: a higher
    card of the same suit, or a trump on a card of another suit."""
    if card // 6 == best // 6:
        return card > best
    return card // 6 == trump


@cache
def beats_table(trump: int) -> tuple[bool, ...]:
    """:func:`beats` for every pair of cards under ``trump``, read by card index:
    ``beats_table(trump)[card * 24 + best]`` is ``beats(card, best, trump)``.

    >>> beats_table(1)[6 * 24 + 5], beats(6, 5, 1)  # a trump Nine on an Ace of another suit
    (True, True)
    """
    return tuple(beats(card, best, trump) for card in range(24) for best in range(24))


def trick_winner(cards: Sequence[int], trump: int) -> int:
    """The position in ``cards`` (0 = the lead) of the card that takes the trick: the highest
    trump, or else the highest card of the suit led."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def strict_applies(v: Variant, closed: bool, talon_gone: bool) -> bool:
    """Rules 5 and 6: the strict play rules apply once the talon is closed or gone, and from
    the first trick in a game without a talon to draw from."""
    return v.strict_from_start or closed or talon_gone


def follow_mask(hand: int, lead: int, best: int, trump: int, full: bool) -> int:
    """Rule 6: the cards of ``hand`` that may answer a trick led with ``lead`` whose best card
    so far is ``best``, under the strict rules: follow suit, and with ``full`` also head the
    trick (a higher card of the suit led, when the best card is of that suit), and when void
    trump and over-trump."""
    led = lead // 6
    follow = hand & SUIT_MASK[led]
    if follow:
        if full and best // 6 == led:
            return follow & ~((2 << best) - 1) or follow
        return follow
    if not full or trump < 0:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if best // 6 == trump:
        return trumps & ~((2 << best) - 1) or trumps
    return trumps


def playable(v: Variant, hand: int, lead: int, best: int, trump: int, strict: bool) -> int:
    """Rules 2 and 6: the cards of ``hand`` the seat may play. On lead (``lead`` is
    ``NO_CARD``) or while the talon is open, any card; else :func:`follow_mask`."""
    if lead < 0 or not strict:
        return hand
    return follow_mask(hand, lead, best, trump, v.strict_full)


def trick_points(cards: Sequence[int]) -> int:
    """The card points of the cards of a trick."""
    return sum(map(CARD_POINTS.__getitem__, cards))


def last_trick_bonus(v: Variant, closed: bool) -> int:
    """Rule 8's option: card points the last trick adds when the talon was not closed."""
    return 0 if closed else v.last_trick_bonus


# -- drawing (rule 2) --------------------------------------------------------------------------
def draws_after_trick(v: Variant, closed: bool, talon_left: int, last: bool) -> bool:
    """Rule 2: after a trick the players draw while the talon is open and holds cards
    (``talon_left`` counts the turned card too)."""
    return v.draws and not closed and talon_left > 0 and not last


def draw_order(talon: tuple[int, ...], turned: int, count: int) -> tuple[int, ...]:
    """Rule 2: the next ``count`` cards drawn, winner first: from the front of the talon, the
    turned trump card last."""
    drawn = talon[:count]
    if len(drawn) < count and turned >= 0:
        drawn += (turned,)
    return drawn


# -- marriages (rule 4) ------------------------------------------------------------------------
def marriage_pairs(hand: int) -> int:
    """The Obers of ``hand`` whose King is held too (one bit per marriage)."""
    return hand & (hand >> 1) & OBER_BITS


def marriage_partner(card: int) -> int:
    """The other card of a marriage: the King of an Ober, the Ober of a King."""
    return card - card % 6 + (_KING if card % 6 == _OBER else _OBER)


def marriage_value(v: Variant, suit: int, trump: int) -> int:
    """Rule 4: a marriage's points, more in trumps (the variant's 20 and 40)."""
    return v.trump_marriage_points if suit == trump else v.marriage_points


def marriage_refusal(
    v: Variant, contract: Contract | None, tricks_played: int, closed: bool, talon_gone: bool
) -> str | None:
    """Rule 4: whether a marriage may be announced now (the hand apart): the variant has
    them, a contract in play counts points, not at the very first lead where the variant
    forbids it, not once the talon is closed or gone where the variant forbids it."""
    if not v.marriages:
        return NO_MARRIAGES
    if contract is not None and not contract.counts_points:
        return MARRIAGE_CONTRACT
    if not tricks_played and not v.marriage_on_first_lead:
        return MARRIAGE_FIRST_LEAD
    if not v.marriages_after_close and (closed or (v.draws and talon_gone)):
        return MARRIAGE_AFTER_CLOSE
    return None


def marriage_counts_now(v: Variant, side_tricks: int) -> bool:
    """Rule 4: a marriage's points count at once when its side has taken a trick; otherwise
    (or always, where the variant makes them wait) they wait for the side's next trick."""
    return side_tricks > 0 and not v.marriage_waits


# -- the exchange, closing, claiming (rules 3, 5, 7) -------------------------------------------
def exchange_card(v: Variant, trump: int) -> int:
    """Rule 3: the card that exchanges for the turned trump card (the trump Unter, or the
    variant's rank), or ``NO_CARD``."""
    rank = v.exchange_rank
    if rank is None or trump < 0:
        return NO_CARD
    return trump * 6 + rank


def exchange_refusal(
    v: Variant, closed: bool, turned: int, talon_face_down: int, hand: int, trump: int,
    side_tricks: int, exchanged: bool = False,
) -> str | None:
    """Rule 3: whether the seat on lead may exchange: the variant has the exchange, the
    talon is open with its turned card, nobody has exchanged in the deal yet (``exchanged``:
    the deal's state records it; the exchange card then lies turned up, so the search, which
    never asks, finds no hand holding it), the talon holds enough face-down cards, the hand
    holds the exchange card, and, with the option ``exchange_needs_trick`` (a published
    reading of German Sixty-Six), the seat's side has already won a trick
    (``side_tricks``)."""
    if v.exchange_rank is None or not v.has_exchange:
        return EXCHANGE_NONE
    if closed or turned < 0:
        return EXCHANGE_CLOSED
    if exchanged:  # for good: before the talon's size, which only shrinks
        return EXCHANGE_DONE
    if talon_face_down < v.exchange_min_talon:
        return EXCHANGE_TALON
    if not hand >> exchange_card(v, trump) & 1:
        return EXCHANGE_CARD
    if v.exchange_needs_trick and not side_tricks:
        return EXCHANGE_TRICK
    return None


def close_refusal(v: Variant, closed: bool, turned: int, talon_left: int) -> str | None:
    """Rule 5: whether the seat on lead may close the talon: the variant allows it, nobody
    has closed, the turned card still lies there and the talon holds enough cards
    (``talon_left`` counts the turned card)."""
    if not v.has_closing:
        return CLOSE_NONE
    if closed:
        return CLOSE_DONE
    if turned < 0:
        return CLOSE_GONE
    if talon_left < v.close_min_talon:
        return CLOSE_TALON
    return None


def claim_refusal(v: Variant, contract: Contract | None, tricks_played: int) -> str | None:
    """Rule 7: a claim is a move where the variant claims by hand (not when the deal ends by
    itself), not in a contract, and not before the first trick."""
    if not v.has_claim:
        return CLAIM_AUTO
    if contract is not None:
        return CLAIM_CONTRACT
    if not tricks_played:
        return CLAIM_FIRST
    return None


def shown_marriage(
    v: Variant, hand: int, trump: int, side_tricks: int, marriage_ok: bool
) -> tuple[int, int]:
    """Rule 7: the marriage a claimer shows with the claim, as ``(suit, points)`` (suit -1
    and 0 points when none): the best the hand holds, when its side has taken a trick,
    marriages may be announced now (``marriage_ok``) and their points count at once."""
    if not marriage_ok or not marriage_counts_now(v, side_tricks):
        return -1, 0
    pairs = marriage_pairs(hand)
    best_suit, best = -1, 0
    while pairs:
        low = pairs & -pairs
        suit = (low.bit_length() - 1) // 6
        value = marriage_value(v, suit, trump)
        if value > best:
            best_suit, best = suit, value
        pairs ^= low
    return best_suit, best


def claim_is_right(v: Variant, claimed_points: int) -> bool:
    """Rule 7: a claim is right when the claimer's side counts the target (the marriage shown
    with the claim included)."""
    return claimed_points >= v.target_points


def play_contract_refusal(
    v: Variant, contract: Contract | None, opponents_tricks: int
) -> str | None:
    """A contract announced on lead in the play (Hungarian snapszer): the variant has it, no
    contract is in play yet, and the opponents have taken no trick."""
    if v.play_contract is None:
        return SNAPSZER_VARIANT
    if contract is not None:
        return SNAPSZER_NONE
    if opponents_tricks:
        return SNAPSZER_TRICK
    return None


# -- the auction (three to five players) -------------------------------------------------------
def may_turn(v: Variant, cards_left: int) -> bool:
    """The declarer may have the next card turned as trump instead of naming one (Croatian
    game for three), while a card is left to deal."""
    return v.turn_allowed and cards_left > 0


def trump_of_call(v: Variant, called: int, trump: int) -> int:
    """The trump suit once ``called`` is called: its suit where the variant takes the trump
    from the call, else the trump named before (``trump``)."""
    return called // 6 if v.trump_from_call else trump


def contracts_open(v: Variant, current: int, forehand: bool) -> tuple[Contract, ...]:
    """The contracts a seat may bid over the highest so far (``current``: its place in the
    variant's rising order, -1 for none): the higher ones; for the forehand (the caller, who
    speaks last) by the option ``caller_precedence``: with "tie" the same one too (the caller
    wins a tie), with "always" any contract, a lower one too (its announcement plays)."""
    if forehand and v.caller_precedence == "always":
        return v.contracts
    low = current if forehand and current >= 0 else current + 1
    return v.contracts[max(low, 0):]


def swap_counts(v: Variant, talon: int) -> tuple[bool, tuple[int, ...]]:
    """The declarer's blind exchange with a talon of ``talon`` cards: whether it may keep its
    hand, and how many cards it may exchange."""
    counts = tuple(k for k in sorted(v.talon_exchange) if 0 < k <= talon)
    return 0 in v.talon_exchange, counts


def may_double(v: Variant, side: int, bidder_side: int) -> bool:
    """Kontra: the bidder's opponents may double (the bidder's own side only passes)."""
    return v.kontra and side != bidder_side


def sides(
    v: Variant, seats: Sequence[int], players: int, forehand: int, contract: Contract | None,
    contract_seat: int, called_holder: int,
) -> list[int]:
    """Who plays with whom: each seat's side (by seat; -1 for a seat that sits out), 0 being
    the forehand's. A contract played alone: its bidder against the rest; otherwise the
    variant's teams: each alone (two players), the forehand against the others, or the
    forehand with the holder of the called card (``called_holder``, -1 if none) against the
    others."""
    side = [-1] * players
    if contract is not None and contract.alone:
        for s in seats:
            side[s] = 0 if s == contract_seat else 1
    elif v.teams == "single":
        for i, s in enumerate(seats):
            side[s] = i
    elif v.teams == "declarer":
        for s in seats:
            side[s] = 0 if s == forehand else 1
    else:
        for s in seats:
            side[s] = 0 if s in (forehand, called_holder) else 1
    return side


def trump_in_play(contract: Contract | None, trump: int) -> int:
    """The trump suit of the play: none in a contract played without trumps."""
    return NO_TRUMP if contract is not None and not contract.trumps else trump


def first_leader(contract: Contract | None, contract_seat: int, forehand: int) -> int:
    """Who leads the first trick: the bidder of a contract, else the forehand."""
    return contract_seat if contract is not None else forehand


# -- game points (rules 7 to 10) ---------------------------------------------------------------
def game_points(v: Variant, loser_points: int, loser_tricks: int) -> tuple[int, ScoreRule]:
    """Rule 9: the winner's game points from the loser's points and tricks (the variant's
    3, 2 and 1), and which of the three it is."""
    gp = v.game_points
    if loser_tricks == 0:
        return gp.no_trick, ScoreRule.NO_TRICK
    if loser_points < v.half_target_points:
        return gp.under_half, ScoreRule.UNDER_HALF
    return gp.over_half, ScoreRule.OVER_HALF


def failed_close_game_points(v: Variant, opponent_tricks_at_close: int) -> tuple[int, ScoreRule]:
    """Rule 10: what a failed close gives the closer's opponents: 2, or 3 if they had no trick
    at the moment of closing (or the variant's fixed number)."""
    if v.failed_close_points is not None:
        return v.failed_close_points, ScoreRule.FIXED_FAILED_CLOSE
    gp = v.game_points
    if opponent_tricks_at_close == 0:
        return gp.failed_close_no_trick, ScoreRule.FAILED_CLOSE
    return gp.failed_close, ScoreRule.FAILED_CLOSE


def wrong_claim_game_points(v: Variant, opponent_tricks: int) -> int:
    """Rule 7: a wrong claim gives the opponents 2, or 3 if they had no trick."""
    gp = v.game_points
    return gp.wrong_claim_no_trick if opponent_tricks == 0 else gp.wrong_claim


def last_trick_game_points(
    v: Variant, loser_points: int, loser_tricks: int
) -> tuple[int, ScoreRule]:
    """Rule 8: the game points of a deal the last trick decides: by rule 9, or the flat
    number of the variant's option ``last_trick_rule="flat"``."""
    if v.last_trick_rule == "flat":
        return v.game_points.last_trick_flat, ScoreRule.FLAT
    return game_points(v, loser_points, loser_tricks)


# -- the end of a deal -------------------------------------------------------------------------
class Ending(NamedTuple):
    """How a deal ends, decided once for every caller.

    ``winner``: the side that scores; ``game_points``: what it scores before a kontra's
    multiplier; ``reason``: why the deal ended; ``score_rule``: which rule gave the game
    points; ``judged_points`` / ``judged_tricks``: the figures of the side that rule reads
    (rule 9: the loser's, at the moment of closing when a closer won; rule 10: the closer's
    opponents', the winners, at the moment of closing; rule 7: the claimer's opponents', the
    winners; see :class:`~schnapsen.scoring.ResultDetail`);
    ``contract_end``: why a contract was decided (None without one); ``short_by``: how far
    the side that had to reach the target stayed below it (a failed close, a wrong claim, a
    contract not reached), else 0."""

    winner: int
    game_points: int
    reason: ResultReason
    score_rule: ScoreRule
    judged_points: int
    judged_tricks: int
    judged_at_close: bool = False
    contract_end: ContractEnd | None = None
    short_by: int = 0


def _failed_close(
    v: Variant, closed_side: int, at_close: tuple[int, int], points: tuple[int, int],
    reason: ResultReason,
) -> Ending:
    """Rule 10: the closer's opponents win."""
    gp, rule = failed_close_game_points(v, at_close[1])
    short = max(v.target_points - points[closed_side], 0)
    return Ending(1 - closed_side, gp, reason, rule, at_close[0], at_close[1], True, None, short)


def reached_target(
    v: Variant, side: int, points: tuple[int, int], tricks: tuple[int, int], closed_side: int,
    at_close: tuple[int, int], reason: ResultReason,
) -> Ending:
    """Side ``side`` has reached the target: it wins by rule 9, unless a side closed the
    talon (rule 10): then the closer wins judged on its opponents' points and tricks at the
    moment of closing, or, when the other side got there, fails."""
    claimed = reason == ResultReason.CLAIM
    if closed_side >= 0:
        if side != closed_side:
            return _failed_close(v, closed_side, at_close, points,
                                 reason if claimed else ResultReason.CLOSED_FAILED)
        gp, rule = game_points(v, at_close[0], at_close[1])
        return Ending(side, gp, reason if claimed else ResultReason.CLOSED_WON, rule,
                      at_close[0], at_close[1], True)
    other = 1 - side
    gp, rule = game_points(v, points[other], tricks[other])
    return Ending(side, gp, reason, rule, points[other], tricks[other])


def contract_decision(
    contract: Contract, contract_side: int, winner: int, bidder_points: int,
    tricks_played: int, last: bool,
) -> tuple[bool, ContractEnd] | None:
    """The aims of a contract (three to five players; Hungarian snapszer), after a trick won
    by side ``winner`` or after a marriage (``winner`` is ``NO_SIDE``): ``(made, why)`` once
    it is decided, else None. A win-all contract fails at the first trick its side loses, a
    lose-all one at the first it takes, one that leaves the opponents no trick at their first;
    a target is made as soon as the bidder's side counts it, and fails after its number of
    tricks (or at the end of the cards) without it."""
    if winner >= 0:
        if winner != contract_side:
            if contract.win_all:
                return False, ContractEnd.LOST_TRICK
            if contract.opponents_no_trick:
                return False, ContractEnd.OPPONENTS_TRICK
        elif contract.lose_all:
            return False, ContractEnd.TOOK_TRICK
    if contract.target and bidder_points >= contract.target:
        return True, ContractEnd.REACHED
    if winner >= 0 and contract.within_tricks and tricks_played >= contract.within_tricks:
        return False, ContractEnd.NOT_REACHED
    if last:
        if contract.win_all or contract.lose_all:
            return True, ContractEnd.ALL_TRICKS
        return False, ContractEnd.NOT_REACHED
    return None


def contract_ending(
    contract: Contract, contract_side: int, winner: int, points: tuple[int, int],
    tricks: tuple[int, int], tricks_played: int, last: bool,
) -> Ending | None:
    """The end of a deal played in a contract, after a trick won by side ``winner`` or a
    marriage (``winner`` is ``NO_SIDE``): the contract's aims decide
    (:func:`contract_decision`), and it scores its value. None while it goes on."""
    decided = contract_decision(contract, contract_side, winner, points[contract_side],
                                tricks_played, last)
    if decided is None:
        return None
    made, why = decided
    winner = contract_side if made else 1 - contract_side
    loser = 1 - winner
    reason = ResultReason.CONTRACT_MADE if made else ResultReason.CONTRACT_FAILED
    short = 0
    if why == ContractEnd.NOT_REACHED and contract.target:
        short = max(contract.target - points[contract_side], 0)
    return Ending(winner, contract.value, reason, ScoreRule.CONTRACT, points[loser],
                  tricks[loser], False, why, short)


def trick_may_end(v: Variant, last: bool, closed: bool, contract: Contract | None) -> bool:
    """Whether a trick can end the deal at all, its winner and the figures apart (what
    :func:`after_trick` asks first): the last trick, any trick of a contract, any trick where
    the deal ends by itself at the target (``claim="auto"``), any trick after a close where
    the closer must win every trick (rule 10's Slovenian option)."""
    return last or contract is not None or not v.has_claim or (closed and v.closer_must_win)


def after_trick(
    v: Variant, winner: int, last: bool, points: tuple[int, int], tricks: tuple[int, int],
    tricks_played: int, closed_side: int, at_close: tuple[int, int],
    contract: Contract | None = None, contract_side: int = NO_SIDE,
) -> Ending | None:
    """The end of a deal after a trick taken by side ``winner`` (``points`` and ``tricks``
    count it; ``last``: no card is left): a contract's aims; rule 10's closer who must win
    every trick (the Slovenian option); a side that reached the target where the deal ends by
    itself (``claim="auto"``); and when the cards run out, the closer's fate (rule 10), a
    side with the target (German 66) or else the last trick (rule 8). None while it goes on."""
    if contract is not None:
        return contract_ending(contract, contract_side, winner, points, tricks, tricks_played,
                               last)
    if not trick_may_end(v, last, closed_side >= 0, contract):
        return None  # (none of the checks below can end the deal: asked first, it is quick)
    target = v.target_points
    if closed_side >= 0 and v.closer_must_win and winner != closed_side and (
        points[closed_side] < target
    ):
        return _failed_close(v, closed_side, at_close, points, ResultReason.CLOSED_FAILED)
    if v.claim == "auto" and points[winner] >= target:
        return reached_target(v, winner, points, tricks, closed_side, at_close,
                              ResultReason.REACHED)
    if not last:
        return None
    if closed_side >= 0:
        if points[closed_side] >= target:
            return reached_target(v, closed_side, points, tricks, closed_side, at_close,
                                  ResultReason.CLOSED_WON)
        return _failed_close(v, closed_side, at_close, points, ResultReason.CLOSED_FAILED)
    if v.last_trick_rule == "sixty-six":
        over0, over1 = points[0] >= target, points[1] >= target
        if over0 != over1:
            return reached_target(v, 0 if over0 else 1, points, tricks, closed_side, at_close,
                                  ResultReason.REACHED)
    loser = 1 - winner
    gp, rule = last_trick_game_points(v, points[loser], tricks[loser])
    return Ending(winner, gp, ResultReason.LAST_TRICK, rule, points[loser], tricks[loser])


def after_marriage(
    v: Variant, side: int, points: tuple[int, int], tricks: tuple[int, int],
    closed_side: int, at_close: tuple[int, int],
    contract: Contract | None = None, contract_side: int = NO_SIDE, tricks_played: int = 0,
) -> Ending | None:
    """The end of a deal when side ``side`` announces a marriage (``points`` count it if it
    counts at once): a contract's target reached, or the target reached where the deal ends by
    itself. None while it goes on."""
    if contract is not None:
        return contract_ending(contract, contract_side, NO_SIDE, points, tricks, tricks_played,
                               False)
    if v.claim == "auto" and points[side] >= v.target_points:
        return reached_target(v, side, points, tricks, closed_side, at_close,
                              ResultReason.REACHED)
    return None


def after_claim(
    v: Variant, side: int, points: tuple[int, int], tricks: tuple[int, int],
    closed_side: int, at_close: tuple[int, int],
) -> Ending:
    """Rule 7: side ``side`` claims (``points`` count the marriage shown with the claim). With
    the target it wins (rule 9, or rule 10 where a side closed); without it, the claim is
    wrong: the closer's claim fails the close (rule 10); a wrong claim against a closer is
    the closer's win, judged as rule 10 judges it (the claimer's points and tricks at the
    close): else a claim made wrong on purpose would lose 2 where the close wins 3 (round 25:
    the solver found it, and the close trainer showed "+2" beside "a win is worth 3"); anyone
    else's gives the opponents the wrong claim's game points."""
    if claim_is_right(v, points[side]):
        return reached_target(v, side, points, tricks, closed_side, at_close,
                              ResultReason.CLAIM)
    short = v.target_points - points[side]
    if closed_side == side:
        return _failed_close(v, closed_side, at_close, points, ResultReason.WRONG_CLAIM)
    other = 1 - side
    if closed_side == other:
        gp, rule = game_points(v, at_close[0], at_close[1])
        return Ending(other, gp, ResultReason.WRONG_CLAIM, rule, at_close[0], at_close[1], True,
                      None, short)
    gp = wrong_claim_game_points(v, tricks[other])
    return Ending(other, gp, ResultReason.WRONG_CLAIM, ScoreRule.WRONG_CLAIM, points[other],
                  tricks[other], False, None, short)
