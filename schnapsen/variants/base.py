"""Rule data: what a tradition changes is a field here, never a branch in the play loop.

Every rule the rules reference marks as an option (rules 1-10 of the two-player game, and the
games for three to five players) is a field of :class:`Variant` (or of its :class:`MatchRules`)
so that a page can show the difference and a reader can switch it with
:meth:`Variant.with_options`. The numbers of the rules (a marriage's 20 and 40, the target 66,
its half 33, the game points 1, 2 and 3 of rule 9, of a failed close and of a wrong claim) are
fields too, read by the rules kernel (:mod:`schnapsen.kernel`) and nowhere else.

An option is declared once, on its field::

    strict_rules: StrictRules = option("full", "the strict play rules: ...", rule="6")

``option`` stores the default, a line of documentation, the rules reference's rule number and
(when the field's type does not say it all) a check in the field's metadata; ``with_options``,
:data:`OPTION_FIELDS`, the notations (:mod:`schnapsen.notation`) and the rules reference read
them from there. Adding an option is adding one such field.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any, Literal, NamedTuple, get_args, get_origin

from ..cards import Rank
from ..errors import SchnapsenError

__all__ = [
    "Contract",
    "MatchRules",
    "Variant",
    "DealStep",
    "OPTION_FIELDS",
    "GamePoints",
    "option",
    "rule_data",
    "trump_key",
    "option_doc",
    "NO_TALON",
    "ClaimRule",
    "Teams",
    "StrictRules",
    "LastTrickRule",
    "Direction",
    "CallerPrecedence",
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
CallerPrecedence = Literal["tie", "always"]
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

    ``result``: where the tradition tells a deal's winner its own way, the last part of the
    result line's keys (``goes``: ``ui.result.you_won.goes``, hr "Protivnik ide za dva", the
    countdown from 7 as the hr chapter says it); "" for the plain "won 2 game points".
    """

    kind: str = "countdown"
    target: int = 7
    targets: tuple[int, ...] = (7,)
    schneider: bool = False
    bunko: bool = False
    result: str = ""

    def said(self, key: str) -> str:
        """``key``'s twin in the tradition's own words for a deal's winner where it has them
        (``result`` "goes": ``key + ".goes"``, hr "ide za dva"); else ``key`` itself."""
        return f"{key}.{self.result}" if self.result else key


def option(
    default: Any,
    doc: str,
    *,
    rule: str = "",
    check: Callable[[Any], bool] | None = None,
) -> Any:
    """A field of :class:`Variant` that a reader or a page may switch (``with_options``):
    its default, a line saying what it does, the rule of the rules reference it belongs to
    (``"3"``; ``"multi"`` for the games for three to five players) and, where the field's
    type does not say everything, ``check(value)``: whether a value is allowed."""
    return field(default=default,
                 metadata={"option": True, "doc": doc, "rule": rule, "check": check})


def rule_data(default: Any, doc: str, *, rule: str = "") -> Any:
    """A field of :class:`Variant` that holds a number or a switch of the rules and is not an
    option a reader switches (the variant's data decides it)."""
    return field(default=default, metadata={"option": False, "doc": doc, "rule": rule})


@dataclass(frozen=True)
class GamePoints:
    """The game points a deal's end gives (rules 7, 8, 9 and 10 of the rules reference).

    Rule 9: ``no_trick`` if the loser took no trick, ``under_half`` if the loser has fewer
    points than half the target (``Variant.half_target_points``), else ``over_half``. Rule 10:
    a failed close gives the closer's opponents ``failed_close``, or ``failed_close_no_trick``
    if they had no trick at the moment of closing (unless the variant fixes the value:
    ``Variant.failed_close_points``). Rule 7: a wrong claim gives the opponents
    ``wrong_claim``, or ``wrong_claim_no_trick`` if they had no trick. Rule 8's option "flat":
    the last trick wins ``last_trick_flat``."""

    no_trick: int = 3
    under_half: int = 2
    over_half: int = 1
    failed_close: int = 2
    failed_close_no_trick: int = 3
    wrong_claim: int = 2
    wrong_claim_no_trick: int = 3
    last_trick_flat: int = 1


def _positive_or_none(value: Any) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool) and value > 0)


def _talon_counts(value: Any) -> bool:
    return isinstance(value, tuple) and all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3 for v in value
    )


@dataclass(frozen=True)
class Variant:
    """The complete rule data of one tradition.

    Fields made with :func:`option` are the options a reader may switch; fields made with
    :func:`rule_data` are the numbers of the rules; the others describe the game's shape."""

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    region: str = ""
    players: int = 2
    #: the dealer takes no cards and sits the deal out (Slovenian five-player game)
    dealer_sits_out: bool = False
    deck_size: int = 20
    deal: tuple[str, ...] = ("hands:3", "turn", "hands:2")
    direction: Direction = option(
        "clockwise", "playing and dealing direction, for the book's pictures and prose",
        rule="1")
    #: players draw from the talon after each trick (the two-player game)
    draws: bool = True
    exchange_rank: Rank | None = option(
        Rank.UNTER, "the rank that exchanges for the turned trump card; None: no exchange",
        rule="3")
    exchange_min_talon: int = option(
        2, "face-down talon cards needed besides the turned card to exchange", rule="3")
    exchange_needs_trick: bool = option(
        False, "only a player on lead who has already won a trick may exchange (a published "
        "reading of German Sixty-Six)", rule="3")
    #: the talon may be closed (rule 5)
    closing: bool = True
    close_min_talon: int = option(
        3, "cards the talon must hold to be closed, the turned card included", rule="5")
    marriages: bool = True
    marriage_on_first_lead: bool = option(
        True, "a marriage may be announced at the very first lead (the sharp game forbids it)",
        rule="4")
    marriages_after_close: bool = option(
        True, "marriages after the talon is closed or exhausted (not in German 66)", rule="4")
    marriage_waits: bool = option(
        False, "a marriage's points wait for the next trick its side takes, even when the side "
        "has taken one before (VU Amsterdam's engine); a claim then shows no marriage",
        rule="4")
    marriage_points: int = rule_data(20, "a marriage's points", rule="4")
    trump_marriage_points: int = rule_data(40, "the points of a marriage in trumps", rule="4")
    strict_rules: StrictRules = option(
        "full", 'the strict play rules: "full" (follow suit, head the trick, trump, '
        'over-trump) or "follow" (follow suit only)', rule="6")
    #: the strict rules apply from the first trick (every game without a talon to draw from)
    strict_from_start: bool = False
    claim: ClaimRule = option(
        "manual", '"manual": a player must claim the target on lead; "auto": the deal ends '
        "when a side reaches it", rule="7")
    target_points: int = rule_data(66, "the points a side must reach to win", rule="7")
    half_target_points: int = rule_data(
        33, "a loser with fewer points than this scores the winner the under-half game points",
        rule="9")
    game_points: GamePoints = rule_data(
        GamePoints(), "the game points of rules 7, 8, 9 and 10", rule="9")
    last_trick_bonus: int = option(
        0, "card points for the last trick when the talon was not closed (German 66: 10)",
        rule="8")
    last_trick_rule: LastTrickRule = option(
        "scored", 'how a deal ends when the cards run out with no claim: "scored" (the last '
        'trick wins and scores by rule 9), "flat" (the last trick wins a flat number of game '
        'points), "sixty-six" (German 66: a side with the target wins, otherwise the last '
        "trick)", rule="8")
    closer_must_win: bool = option(
        False, "after closing, the closer's side must win every trick until it has reached "
        "the target: a trick lost before that fails the close at once (the Slovenian source)",
        rule="10")
    closing_in_source: bool = rule_data(
        True, "whether the variant's source describes closing the talon: where it does not "
        "(the Hungarian source), the book's rule of closing is played and the close trainer "
        "says so", rule="10")
    #: the options the tradition's source gives where the book's rules differ from it, as
    #: ``(option, value)`` pairs (empty: the book plays the source's rules); a page's table
    #: offers them as a box labelled with the catalogue message ``source_rules_label``
    #: (:meth:`schnapsen.widgets.TableRule.source`), so no page writes a rule of its own
    source_rules: tuple[tuple[str, Any], ...] = ()
    source_rules_label: str = ""
    #: the rows of the comparison table (:data:`schnapsen.compare.ROWS`, the key's last part:
    #: ``deal``, ``closing``) whose rule the variant's source states; every other row of its
    #: column is the book's reading and its cell is marked as such
    #: (:func:`schnapsen.compare.book_rows`). None: not audited, only the rows the data above
    #: already gives as the book's (``source_rules``, ``closing_in_source``) are marked
    source_rows: tuple[str, ...] | None = None
    failed_close_points: int | None = option(
        None, "game points of a failed close: None gives rule 10's two numbers (the opponent "
        "with or without a trick at the moment of closing); a number fixes that many (the "
        "Hungarian option gives 1)", rule="10", check=_positive_or_none)
    #: who plays with whom: "single" (two players, each alone), "declarer" (the declarer
    #: alone against the others), "called" (the declarer and the holder of the called card)
    teams: Teams = "single"
    trump_from_call: bool = option(
        True, "the called card's suit is trump (else trump is named separately)", rule="multi")
    #: the tradition's players call trump as they call a card (the Slovenian "rufati"): the
    #: catalogue's lines of naming trump take their ``.call`` form (:func:`trump_key`)
    trump_called: bool = False
    #: the declarer may have the next card turned as trump instead of naming one (Croatian)
    turn_allowed: bool = False
    talon_exchange: tuple[int, ...] = option(
        (), "how many cards the declarer may exchange blind with the talon (0 = may keep)",
        rule="multi", check=_talon_counts)
    #: contracts in rising order; a later one beats an earlier one
    contracts: tuple[Contract, ...] = ()
    #: a player on lead may announce this contract in the play (Hungarian snapszer)
    play_contract: Contract | None = None
    #: the teaching layer (the hint list, the close trainer, the drills' deals) offers the
    #: contract announced in the play; False where the bid is the book's reading, not the
    #: source's (the two-hand snapszer): the rules page still shows it, marked as the book's
    play_contract_taught: bool = True
    kontra: bool = option(
        False, "the opponents may double (kontra) and the declarer redouble (rekontra)",
        rule="multi")
    caller_precedence: CallerPrecedence = option(
        "tie", 'the caller\'s precedence in the auction: "tie" (the highest contract plays; '
        'the caller, who speaks last, wins a tie) or "always" (the caller may announce any '
        "contract, a lower one too, and it plays: the Slovenian source's \"regardless of the "
        'game the opponent plays\" taken at its word)', rule="multi")
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

    @cached_property
    def hand_size(self) -> int:
        """The cards of a full hand (the deal pattern's hand steps), read where the rules ask
        it (every check of a lead, every position read): computed once."""
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
    def has_bidding(self) -> bool:
        """The deal asks for bids: bidding steps in the deal, or a contract announced in the
        play (Hungarian snapszer)."""
        return self.has_play_contract or any(step.kind == "bid" for step in self.deal_steps)

    @cached_property
    def has_marriages(self) -> bool:
        return self.marriages

    @cached_property
    def strict_full(self) -> bool:
        """The strict rules make a player head the trick and trump (``strict_rules`` "full")."""
        return self.strict_rules == "full"

    @cached_property
    def contract_list(self) -> tuple[Contract, ...]:
        """Every contract of the variant: the auction's, then the play's (snapszer)."""
        pc = self.play_contract
        if pc is None or pc in self.contracts:
            return self.contracts
        return (*self.contracts, pc)

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
            if key == "match_target":
                if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                    raise SchnapsenError(
                        "match_target must be a positive whole number",
                        "variant.option",
                        option=key,
                    )
                continue
            if key not in OPTION_FIELDS:
                raise SchnapsenError(
                    f"{key!r} is not an option of a variant; options are: "
                    + ", ".join(sorted(OPTION_FIELDS) + ["match_target"]),
                    "variant.option",
                    option=key,
                )
            if not option_accepts(key, value):
                tp = _field_type(key)
                if get_origin(tp) is Literal and isinstance(value, str):
                    choices = [f'"{a}"' for a in get_args(tp)]
                    message = (f"option {key!r} must be " + ", ".join(choices[:-1]) + " or "
                               + choices[-1] + f", not {value!r}")
                else:
                    message = f"option {key!r} cannot be {value!r} (now {getattr(self, key)!r})"
                raise SchnapsenError(message, "variant.option", option=key)
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

    def source_options(self) -> dict[str, Any]:
        """The options the tradition's source gives where the book's rules differ from it
        (:attr:`source_rules`, as ``with_options`` takes them; empty where the book plays the
        source's rules)."""
        return dict(self.source_rules)

    def changed_options(self) -> dict[str, Any]:
        """The options whose value differs from the variant's defaults (those of the variant
        with this id in ``VARIANTS``; every option of a variant made outside it)."""
        from . import VARIANTS

        base = VARIANTS.get(self.id)
        mine = self.options()
        if base is None:
            return mine
        theirs = base.options()
        return {k: v for k, v in mine.items() if theirs[k] != v}

    def _validate(self) -> None:
        problems = []
        if self.deck_size not in (20, 24):
            problems.append("deck_size must be 20 or 24")
        for name in ("strict_rules", "claim", "last_trick_rule", "direction", "teams",
                     "caller_precedence"):
            allowed = _literal_values(name)
            if getattr(self, name) not in allowed:
                choices = [f'"{a}"' for a in allowed]
                problems.append(
                    f"{name} must be " + ", ".join(choices[:-1]) + " or " + choices[-1]
                )
        if self.exchange_min_talon < 0 or self.close_min_talon < 0:
            problems.append("talon minimums cannot be negative")
        if not 0 < self.half_target_points <= self.target_points:
            problems.append("half_target_points must lie between 1 and target_points")
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
        for key, value in self.source_rules:
            if key not in OPTION_FIELDS or not option_accepts(key, value):
                problems.append(f"source rule {key}={value!r} is not an option's value")
        if bool(self.source_rules) != bool(self.source_rules_label):
            problems.append("source_rules and source_rules_label go together")
        if problems:
            raise SchnapsenError(
                f"variant {self.id!r} is inconsistent: " + "; ".join(problems), "variant.invalid"
            )

    def __post_init__(self) -> None:
        self._validate()


#: Fields a reader or a page may change with ``with_options`` (declared with :func:`option`).
OPTION_FIELDS = frozenset(f.name for f in dataclasses.fields(Variant) if f.metadata.get("option"))


@cache
def _field_type(name: str) -> Any:
    return typing.get_type_hints(Variant)[name]


def _literal_values(name: str) -> tuple[Any, ...]:
    """The values a Literal-typed field allows."""
    return get_args(_field_type(name))


def _type_accepts(tp: Any, value: Any) -> bool:
    origin = get_origin(tp)
    if origin is Literal:
        return value in get_args(tp)
    if origin in (typing.Union, types.UnionType):
        return any(_type_accepts(arg, value) for arg in get_args(tp))
    if origin is tuple:
        args = get_args(tp)
        return isinstance(value, tuple) and all(_type_accepts(args[0], v) for v in value)
    if tp is type(None):
        return value is None
    if tp is bool:
        return isinstance(value, bool)
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    return isinstance(value, tp)


def option_accepts(name: str, value: Any) -> bool:
    """Whether option ``name`` may take ``value``: the field's own check where it has one,
    else its type (a Literal's strings, a bool, a whole number from 0, ...)."""
    meta = OPTION_META[name]
    check = meta.get("check")
    if check is not None:
        return bool(check(value))
    return _type_accepts(_field_type(name), value)


#: Each option's metadata (``doc``, ``rule``, ``check``), by name.
OPTION_META: dict[str, Any] = {
    f.name: f.metadata for f in dataclasses.fields(Variant) if f.metadata.get("option")
}


def option_doc(name: str) -> str:
    """The line of documentation of an option or a rule number field."""
    for f in dataclasses.fields(Variant):
        if f.name == name and "doc" in f.metadata:
            return str(f.metadata["doc"])
    raise KeyError(name)


#: The fields every game for three to five players shares: no talon to draw from, so no
#: trump exchange and no closing, and the strict rules from the first trick.
NO_TALON: dict[str, Any] = {
    "draws": False,
    "exchange_rank": None,
    "closing": False,
    "strict_from_start": True,
}


def trump_key(key: str, variant: Variant) -> str:
    """The catalogue key of a line naming trump (``log.trump``, ``ui.status.your_turn.trump``
    ...) in ``variant``'s words: its ``.call`` form where the tradition calls trump
    (:attr:`Variant.trump_called`, sl "Rufal si pik.") and the catalogue has one, else
    ``key``."""
    from ..i18n import MESSAGES

    called = f"{key}.call"
    return called if variant.trump_called and called in MESSAGES else key
