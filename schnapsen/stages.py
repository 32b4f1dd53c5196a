"""The engine's closed vocabularies besides move kinds: the stages of a deal, the reasons a
deal ends, which rule gave its game points and why a contract was decided.

They are ``StrEnum``s whose values are the strings used before (message keys such as
``stage.play`` and ``result.closed_won``, golden files, quiz data), so a member compares equal
to its string and prints as it; ``mypy`` now catches a misspelt name.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Stage", "ResultReason", "ScoreRule", "ContractEnd", "BIDDING_STAGES", "Vocabulary"]


class Vocabulary(StrEnum):
    """A closed set of strings. A member also *shows* as its string (``repr`` included), so
    a tuple or a result printed on a page reads as before (``('play', 0)``)."""

    def __repr__(self) -> str:
        return repr(self.value)


class Stage(Vocabulary):
    """Whose decision is awaited, and of what kind."""

    DEAL = "deal"  #: still dealing (never seen from outside: dealing runs to the next stop)
    TRUMP = "trump"  #: the declarer names trump (or has a card turned)
    CALL = "call"  #: the declarer calls a partner's card
    CONTRACT = "contract"  #: the auction of announced games
    SWAP = "swap"  #: the declarer's blind exchange with the talon
    SNAPSZER = "snapszer"  #: the declarer may announce snapszer before the play
    KONTRA = "kontra"  #: the opponents may double
    REKONTRA = "rekontra"  #: the bidder may redouble
    PLAY = "play"  #: tricks
    OVER = "over"  #: the deal has a result


#: the stages that are part of the bidding (decisions before the first card)
BIDDING_STAGES = frozenset(
    {Stage.TRUMP, Stage.CALL, Stage.CONTRACT, Stage.SWAP, Stage.SNAPSZER, Stage.KONTRA,
     Stage.REKONTRA}
)


class ResultReason(Vocabulary):
    """Why a deal ended (``DealResult.reason``; ``result.<reason>`` is its message key)."""

    CLAIM = "claim"  #: a correct claim of 66
    WRONG_CLAIM = "wrong_claim"  #: a claim without 66
    LAST_TRICK = "last_trick"  #: the cards ran out: the last trick decides
    REACHED = "reached"  #: a side reached the target (automatic claim, German 66)
    CLOSED_WON = "closed_won"  #: the closer reached 66
    CLOSED_FAILED = "closed_failed"  #: the closer did not
    CONTRACT_MADE = "contract_made"
    CONTRACT_FAILED = "contract_failed"


class ScoreRule(Vocabulary):
    """Which rule gave a deal's game points (``DealResult.detail.score_rule``); the numbers are
    the variant's (``Variant.game_points``, rules 7 to 10 of the rules reference)."""

    NO_TRICK = "no_trick"  #: rule 9: the loser took no trick
    UNDER_HALF = "under_half"  #: rule 9: the loser has fewer than half the target
    OVER_HALF = "over_half"  #: rule 9: the loser has half the target or more
    FLAT = "flat"  #: rule 8's option: the last trick wins a flat number of game points
    FAILED_CLOSE = "failed_close"  #: rule 10: the closer failed (the opponent's tricks at the
    #: moment of closing decide between the two numbers)
    FIXED_FAILED_CLOSE = "fixed_failed_close"  #: rule 10's option: a fixed number
    WRONG_CLAIM = "wrong_claim"  #: rule 7: a claim without the target
    CONTRACT = "contract"  #: the contract's own value


class ContractEnd(Vocabulary):
    """Why a contract was decided (``DealResult.detail.contract_end``)."""

    REACHED = "reached"  #: its target reached (šnops, snapszer)
    ALL_TRICKS = "all_tricks"  #: win-all or lose-all made: the cards ran out
    LOST_TRICK = "lost_trick"  #: a win-all contract lost a trick
    TOOK_TRICK = "took_trick"  #: a lose-all contract (berač) took a trick
    OPPONENTS_TRICK = "opponents_trick"  #: the opponents took a trick (snapszer, šnops)
    NOT_REACHED = "not_reached"  #: the target not reached within its tricks or by the end
