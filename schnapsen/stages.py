"""The engine's closed vocabularies besides move kinds: the stages of a deal and the reasons a
deal ends.

They are ``StrEnum``s whose values are the strings used before (message keys such as
``stage.play`` and ``result.closed_won``, golden files, quiz data), so a member compares equal
to its string and prints as it; ``mypy`` now catches a misspelt name.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Stage", "ResultReason", "BIDDING_STAGES", "Vocabulary"]


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
