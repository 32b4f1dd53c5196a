"""Rule data: what a tradition changes is a field here, never a branch in the play loop.

Every field marked *(option)* in ``RULES.md`` is a field of :class:`Variant` (or of its
:class:`MatchRules`) so that a page can show the difference and a reader can switch it with
:meth:`Variant.with_options`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any, Literal, NamedTuple, get_args

from ..cards import Rank
from ..errors import SchnapsenError

__all__ = [
    "Contract",
    "MatchRules",
    "Variant",
    "DealStep",
    "OPTION_FIELDS",
    "NO_TALON",
    "ClaimRule",
    "Teams",
    "StrictRules",
    "LastTrickRule",
    "Direction",
]

#: Dealing steps, in order: ``hands:N`` gives N cards to every active seat from the forehand;
#: ``talon:N`` puts N cards face down aside; ``turn`` turns the next card up as trump;
#: ``bid:STAGE`` stops dealing for a decision (``trump``, ``call``, ``contract``, ``swap``,
#: ``snapszer``, ``kontra``). Cards left at the end form the talon to draw from.
DEAL_STEPS = ("hands", "talon", "turn", "bid")
BID_STAGES = ("trump", "call", "contract", "swap", "snapszer", "kontra")

#: the string-valued rule fields: Literal types, so the values stay the strings that message
#: keys (``table.claim.manual``) and ``with_options`` use
ClaimRule = Literal["manual", "auto"]
Teams = Literal["single", "declarer", "called"]
StrictRules = Literal["full", "follow"]
LastTrickRule = Literal["scored", "flat", "sixty-six"]
Direction = Literal["clockwise", "counterclockwise"]
StepKind = Literal["hands", "talon", "turn", "bid"]


class DealStep(NamedTuple):
    """One step of a deal pattern, parsed: ``hands:3`` is ``DealStep("hands", 3)``,
    ``bid:call`` is ``DealStep("bid", 0, "call")``."""

    kind: StepKind
    cards: int = 0  # how many cards, for hands and talon
    stage: str = ""  # the bidding stage, for bid

    def __str__(self) -> str:
        if self.kind in ("hands", "talon"):
            return f"{self.kind}:{self.cards}"
        return f"bid:{self.stage}" if self.kind == "bid" else self.kind


@lru_cache(maxsize=64)
def parse_deal(steps: tuple[str, ...]) -> tuple[DealStep, ...]:
    """A deal pattern read once (``Variant.deal_steps``); unknown steps raise ``ValueError``."""
    out = []
    for step in steps:
        head, _, arg = step.partition(":")
        if head == "hands" and arg.isdigit():
            out.append(DealStep("hands", int(arg)))
        elif head == "talon" and arg.isdigit():
            out.append(DealStep("talon", int(arg)))
        elif head == "turn" and not arg:
            out.append(DealStep("turn"))
        elif head == "bid" and arg in BID_STAGES:
            out.append(DealStep("bid", 0, arg))
        else:
            raise ValueError(f"unknown deal step {step!r}")
    return tuple(out)


@dataclass(frozen=True)
class Contract:
    """A game announced in the bidding (Slovenian contracts, Hungarian snapszer).

    The aims are checked after every trick and every marriage, with no per-contract code:
    ``win_all`` fails at the first trick the bidder's side loses, ``lose_all`` at the first it
    wins, ``opponents_no_trick`` at the first trick the opponents take; ``target`` succeeds as
    soon as the bidder's side counts that many points, and fails after ``within_tricks`` tricks
    (or at the end of the cards) without it.
    """

    name: str
    value: int
    trumps: bool = True
    alone: bool = True
    win_all: bool = False
    lose_all: bool = False
    target: int = 0
    within_tricks: int = 0
    opponents_no_trick: bool = False

    @property
    def counts_points(self) -> bool:
        """Marriages are announced only in contracts whose aim counts points."""
        return self.target > 0


@dataclass(frozen=True)
class MatchRules:
    """How deals add up to a match.

    - ``countdown``: every player starts at ``target`` and subtracts the game points they win;
      the first at 0 or below wins (the Bummerl). ``schneider`` doubles a match the loser
      lost without scoring (krejčí) and quadruples one the winner won back after the loser had
      come down to 1 while the winner had scored nothing (krejčí zpět).
    - ``markers``: ``target`` marker cards lie in a pool; the winner of a deal takes as many as
      their game points, from the pool while it lasts and then from the opponent; a player
      holding all of them wins (the Hungarian twelve set-aside cards).
    - ``race``: game points add up; the match ends when a player reaches ``target``; the
      highest wins and, with ``bunko``, the lowest gets the bunkó.
    """

    kind: str = "countdown"
    target: int = 7
    targets: tuple[int, ...] = (7,)
    schneider: bool = False
    bunko: bool = False


@dataclass(frozen=True)
class Variant:
    """The complete rule data of one tradition."""

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    region: str = ""
    players: int = 2
    #: (option) the dealer takes no cards and sits the deal out (Slovenian five-player game)
    dealer_sits_out: bool = False
    deck_size: int = 20
    deal: tuple[str, ...] = ("hands:3", "turn", "hands:2")
    #: playing and dealing direction, for the book's pictures and prose (option)
    direction: Direction = "clockwise"
    #: players draw from the talon after each trick (the two-player game)
    draws: bool = True
    #: (option) the rank that exchanges for the turned trump card; None = no exchange
    exchange_rank: Rank | None = Rank.UNTER
    #: (option) face-down talon cards needed besides the turned card to exchange (rule 3)
    exchange_min_talon: int = 2
    #: the talon may be closed (rule 5)
    closing: bool = True
    #: (option) cards the talon must hold to be closed, the turned card included
    close_min_talon: int = 3
    marriages: bool = True
    #: (option) a marriage may be announced at the very first lead (the "sharp" game forbids it)
    marriage_on_first_lead: bool = True
    #: (option) marriages after the talon is closed or exhausted (not in German 66)
    marriages_after_close: bool = True
    #: (option) a marriage's points wait for the next trick its side takes, even when the
    #: side has taken one before (VU Amsterdam's engine); a claim then shows no marriage
    marriage_waits: bool = False
    #: (option) the strict play rules: "full" (follow suit, overtake, trump, over-trump) or
    #: "follow" (follow suit only)
    strict_rules: StrictRules = "full"
    #: the strict rules apply from the first trick (every game without a talon to draw from)
    strict_from_start: bool = False
    #: (option) "manual": a player must claim 66 on lead; "auto": the deal ends when a side
    #: reaches 66
    claim: ClaimRule = "manual"
    #: the winning line (66)
    target_points: int = 66
    #: (option) card points for the last trick when the talon was not closed (German 66: 10)
    last_trick_bonus: int = 0
    #: (option) how a deal ends when the cards run out with no claim: "scored" (the last trick
    #: wins and scores by rule 9), "flat" (the last trick wins 1 game point), "sixty-six"
    #: (German 66: a side with 66 or more wins, otherwise the last trick)
    last_trick_rule: LastTrickRule = "scored"
    #: (option) after closing, the closer's side must win every trick until it has reached
    #: the target: a trick lost before that fails the close at once (the Slovenian source)
    closer_must_win: bool = False
    #: (option) game points of a failed close: None = 2, or 3 if the opponent had no trick at
    #: the moment of closing; a number = that many (the Hungarian option gives 1)
    failed_close_points: int | None = None
    #: who plays with whom: "single" (two players, each alone), "declarer" (the declarer
    #: alone against the others), "called" (the declarer and the holder of the called card)
    teams: Teams = "single"
    #: (option) the called card's suit is trump (else trump is named separately)
    trump_from_call: bool = True
    #: the declarer may have the next card turned as trump instead of naming one (Croatian)
    turn_allowed: bool = False
    #: (option) how many cards the declarer may exchange blind with the talon (0 = may keep)
    talon_exchange: tuple[int, ...] = ()
    #: contracts in rising order; a later one beats an earlier one
    contracts: tuple[Contract, ...] = ()
    #: (option) a player on lead may announce this contract in the play (Hungarian snapszer)
    play_contract: Contract | None = None
    #: (option) the opponents may double (kontra) and the declarer redouble (rekontra)
    kontra: bool = False
    match: MatchRules = field(default_factory=MatchRules)
    notes: tuple[str, ...] = ()

    # -- derived ------------------------------------------------------------------------
    @property
    def active_players(self) -> int:
        return self.players - 1 if self.dealer_sits_out else self.players

    @cached_property
    def deal_steps(self) -> tuple[DealStep, ...]:
        """The deal pattern ``deal``, parsed (the engine and the book read this)."""
        return parse_deal(self.deal)

    @property
    def hand_size(self) -> int:
        return sum(s.cards for s in self.deal_steps if s.kind == "hands")

    # -- what the rules offer at all (the deal's checks add the moment's conditions) -----
    # (cached: computed on first use and then read as plain attributes, since the checks ask
    # them at every lead; a frozen variant never changes, with_options makes a new one)
    @cached_property
    def has_exchange(self) -> bool:
        """The trump card under the talon may be exchanged (rule 3)."""
        return self.exchange_rank is not None and self.draws

    @cached_property
    def has_closing(self) -> bool:
        """The talon may be closed (rule 5)."""
        return self.closing and self.draws

    @cached_property
    def has_claim(self) -> bool:
        """A player claims 66 with a move (not when the deal ends by itself)."""
        return self.claim == "manual"

    @cached_property
    def has_play_contract(self) -> bool:
        """A contract may be announced on lead during the play (Hungarian snapszer)."""
        return self.play_contract is not None

    @cached_property
    def has_marriages(self) -> bool:
        return self.marriages

    def contract(self, name: str) -> Contract | None:
        for c in self.contracts:
            if c.name == name:
                return c
        if self.play_contract is not None and self.play_contract.name == name:
            return self.play_contract
        return None

    def with_options(self, **changes: Any) -> Variant:
        """A copy with some options changed; unknown names or wrong types raise an error."""
        for key, value in changes.items():
            if key not in OPTION_FIELDS and key != "match_target":
                raise SchnapsenError(
                    f"{key!r} is not an option of a variant; options are: "
                    + ", ".join(sorted(OPTION_FIELDS) + ["match_target"]),
                    "variant.option",
                    option=key,
                )
            if key == "match_target":
                if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                    raise SchnapsenError(
                        "match_target must be a positive whole number",
                        "variant.option",
                        option=key,
                    )
                continue
            _check_option(key, value, getattr(self, key))
        target = changes.pop("match_target", None)
        new = dataclasses.replace(self, **changes)
        if target is not None:
            new = dataclasses.replace(new, match=dataclasses.replace(new.match, target=target))
        new._validate()
        return new

    def options(self) -> dict[str, Any]:
        """The current value of every option (for tables and serialisation)."""
        out = {k: getattr(self, k) for k in sorted(OPTION_FIELDS)}
        out["match_target"] = self.match.target
        return out

    def _validate(self) -> None:
        problems = []
        if self.deck_size not in (20, 24):
            problems.append("deck_size must be 20 or 24")
        for name, kind in (
            ("strict_rules", StrictRules),
            ("claim", ClaimRule),
            ("last_trick_rule", LastTrickRule),
            ("direction", Direction),
            ("teams", Teams),
        ):
            allowed = get_args(kind)
            if getattr(self, name) not in allowed:
                choices = [f'"{a}"' for a in allowed]
                problems.append(
                    f"{name} must be " + ", ".join(choices[:-1]) + " or " + choices[-1]
                )
        if self.exchange_min_talon < 0 or self.close_min_talon < 0:
            problems.append("talon minimums cannot be negative")
        try:
            steps = parse_deal(self.deal)
        except ValueError:
            steps = ()
            for step in self.deal:
                try:
                    parse_deal((step,))
                except ValueError as e:
                    problems.append(str(e))
        dealt = sum(
            s.cards * (self.active_players if s.kind == "hands" else 1) + (s.kind == "turn")
            for s in steps
        )
        if dealt > self.deck_size:
            problems.append(f"the deal pattern needs {dealt} cards, the deck has {self.deck_size}")
        if problems:
            raise SchnapsenError(
                f"variant {self.id!r} is inconsistent: " + "; ".join(problems), "variant.invalid"
            )

    def __post_init__(self) -> None:
        self._validate()


#: Fields a reader or a page may change with ``with_options`` (simple values only).
OPTION_FIELDS = frozenset(
    {
        "direction",
        "exchange_rank",
        "exchange_min_talon",
        "close_min_talon",
        "closer_must_win",
        "marriage_on_first_lead",
        "marriages_after_close",
        "marriage_waits",
        "strict_rules",
        "claim",
        "last_trick_bonus",
        "last_trick_rule",
        "failed_close_points",
        "trump_from_call",
        "talon_exchange",
        "kontra",
    }
)


def _check_option(key: str, value: Any, current: Any) -> None:
    ok: bool
    if key == "exchange_rank":
        ok = value is None or isinstance(value, Rank)
    elif key == "failed_close_points":
        ok = value is None or (isinstance(value, int) and not isinstance(value, bool) and value > 0)
    elif key == "talon_exchange":
        ok = isinstance(value, tuple) and all(isinstance(v, int) and 0 <= v <= 3 for v in value)
    elif isinstance(current, bool):
        ok = isinstance(value, bool)
    elif isinstance(current, int):
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
    else:
        ok = isinstance(value, type(current))
    if not ok:
        raise SchnapsenError(
            f"option {key!r} cannot be {value!r} (now {current!r})", "variant.option", option=key
        )


#: The fields every game for three to five players shares: no talon to draw from, so no
#: trump exchange and no closing, and the strict rules from the first trick.
NO_TALON: dict[str, Any] = {
    "draws": False,
    "exchange_rank": None,
    "closing": False,
    "strict_from_start": True,
}
