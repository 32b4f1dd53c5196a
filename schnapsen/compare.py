"""Two traditions side by side: the same shuffled cards dealt and played under two rule sets.

:class:`SideBySide` holds two deals of the same shuffle, one per variant, and plays them
together, one decision at a time (bots, or a reader at one seat). While the two positions hold
the same cards it asks both deals what the seat to move may do, and where the answers differ
it records a :class:`Moment`: the moves one rule set allows and the other refuses, each with
the engine's reason for the refusal (``why_illegal``). Nothing here knows a rule or a
tradition: every difference is found by comparing what the two deals answer.

The same shuffle: two variants with decks of one size get the same order; when one deck has
the Nines (24 cards) and the other not, the smaller deck is the larger one's order with the
Nines taken out.

How the two deals move together, at each step:

- positions with the same cards, the same seat to move at the same stage: each side's chooser
  (its bot, or the reader) picks a move. A move both allow is made in both. A move only one
  side allows, picked there, is made in that deal alone (an announcement the other rules do
  not know; the other deal then waits); when each side picks a move the other refuses, each
  deal makes its own (they go separate ways);
- the same cards but a decision only one deal asks for (a bidding stage the other variant
  does not have): that deal moves alone;
- different cards (the deals went separate ways, or were dealt differently): each deal makes
  its own next move.

Moment kinds (``Moment.kind``): ``deal`` (the same cards give different hands, or the decks
differ), ``moves`` (the same position, different legal moves: reported the first time each
difference shows for a seat), ``alone`` (a move made under one rule set only), ``apart``
(from here the deals hold different cards), ``end`` (one deal ended, the other goes on),
``result`` (both deals are over).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Bot
from .bots.levels import make_bot
from .cards import make_deck
from .deal import Deal
from .errors import IllegalMoveError, SchnapsenError
from .explain import format_message, move_label, move_list, why_illegal
from .i18n import Seats, Sentence, and_list, translate
from .i18n.names import Word, rank_word
from .kernel import SNAPSZER_VARIANT
from .moves import Move, MoveKind
from .stages import BIDDING_STAGES
from .variants import Variant, find_variant

__all__ = [
    "SideBySide", "Moment", "Refusal", "same_shuffle", "moment_lines", "result_lines", "ROWS",
    "rule_cells", "differences",
]


def same_shuffle(first: Variant, second: Variant, seed: int | None) -> tuple[str, str]:
    """The decks (as text, first card dealt first) of one shuffle for the two variants."""
    big, small = (first, second) if first.deck_size >= second.deck_size else (second, first)
    order = Deal.new(big, seed=seed).deck
    keep = {c.code for c in make_deck(small.deck_size)}
    deck_big = " ".join(c.code for c in order)
    deck_small = " ".join(c.code for c in order if c.code in keep)
    return (deck_big, deck_small) if big is first else (deck_small, deck_big)


@dataclass(frozen=True)
class Refusal:
    """A move one side allows and the other refuses: ``side`` (0 or 1) is the deal that
    refuses it, ``key`` and ``params`` the engine's reason (``rule.*``, as
    :func:`schnapsen.explain.why_illegal` gives it)."""

    move: Move
    side: int
    key: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Moment:
    """A moment where the two rule sets part (see the module's text for the kinds).

    ``step`` counts the decisions made before it, ``tricks`` the tricks completed in each
    deal, ``bidding`` whether it came in the bidding, ``seat`` the seat concerned (None for
    the deal and the result), ``side`` the deal it happened in (``ask``, ``alone``, ``end``;
    None for both), ``moves`` the move(s) made (``alone``: one; ``apart``: the move of each
    deal, None where it made none; ``ask``: the moves offered), ``refusals`` the moves one
    side allows and the other refuses, each with the refusing side's reason."""

    kind: str
    step: int
    tricks: tuple[int, int]
    bidding: bool = False
    seat: int | None = None
    side: int | None = None
    moves: tuple[Move | None, ...] = ()
    refusals: tuple[Refusal, ...] = ()

    def only(self, side: int) -> tuple[Move, ...]:
        """The moves that deal ``side`` allows and the other refuses."""
        return tuple(r.move for r in self.refusals if r.side != side)


Chooser = Callable[[int], Bot]


class SideBySide:
    """The same shuffled cards dealt and played under two rule sets.

    ``first`` and ``second`` are variants (ids, names or :class:`Variant`) with the same number
    of players; ``seed`` shuffles (:func:`same_shuffle`); ``reader`` is the seat a reader
    plays (None: bots play every seat); ``bots(seat)`` makes a bot for a seat (each deal gets
    its own; by default the medium bot, seeded by the seat); ``dealer`` as in
    :meth:`Deal.new`.

    ``deals`` are the two deals; ``moments`` what has parted them so far; :meth:`step` makes
    one decision of the bots, :meth:`run` plays on until the reader must move or both deals
    are over, :meth:`play` makes the reader's move.
    """

    def __init__(
        self,
        first: str | Variant,
        second: str | Variant,
        seed: int | None = None,
        *,
        reader: int | None = None,
        bots: Chooser | None = None,
        dealer: int | None = None,
    ) -> None:
        a, b = find_variant(first), find_variant(second)
        if a.players != b.players:
            raise SchnapsenError(
                f"{a.name} is played by {a.players}, {b.name} by {b.players}: "
                "only games for the same number of players can be compared",
                "compare.players",
            )
        if reader is not None and not (isinstance(reader, int) and 0 <= reader < a.players):
            raise SchnapsenError(
                f"the reader's seat must be a seat from 0 to {a.players - 1}, not {reader!r}",
                "deal.dealer",
                dealer=str(reader),
            )
        self.variants = (a, b)
        self.seed = seed
        self.reader = reader
        decks = same_shuffle(a, b, seed)
        self.deals = (Deal.new(a, deck=decks[0], dealer=dealer),
                      Deal.new(b, deck=decks[1], dealer=dealer))
        make = bots or (lambda seat: make_bot("medium", seed=seat))
        self._bots = tuple({s: make(s) for s in range(a.players)} for _ in range(2))
        self.moments: list[Moment] = []
        self.steps = 0
        self._seen: set[tuple[Any, ...]] = set()
        self._together = self.same_cards()
        if not self._together:
            self._add("deal")
        self._compare()

    # -- reading -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return all(d.is_over for d in self.deals)

    def same_cards(self) -> bool:
        """Whether the two positions hold the same cards in the same places (hands, the
        trick on the table, the trump, the tricks taken)."""
        a, b = self.deals
        if a.variant.deck_size != b.variant.deck_size or a.hand_sizes != b.hand_sizes:
            return False
        return (
            all(a.hand(s) == b.hand(s) for s in range(a.variant.players))
            and a.current_trick == b.current_trick
            and a.trump == b.trump
            and len(a.tricks) == len(b.tricks)
            and [t.cards for t in a.tricks] == [t.cards for t in b.tricks]
        )

    def in_step(self) -> bool:
        """The same cards, and the same seat to decide at the same stage in both deals."""
        a, b = self.deals
        return (not a.is_over and not b.is_over and self.same_cards()
                and a.to_move == b.to_move and a.stage == b.stage)

    def waiting(self) -> tuple[int, ...]:
        """The deals (0, 1) that wait for the reader's move."""
        if self.reader is None:
            return ()
        return tuple(i for i in self._movers() if self.deals[i].to_move == self.reader)

    def reader_moves(self) -> list[tuple[Move, tuple[int, ...]]]:
        """Each move the reader may make now, with the deals (of those waiting) that allow
        it; the moves of the first deal first, in its order."""
        out: dict[Move, list[int]] = {}
        for i in self.waiting():
            for m in self.deals[i].legal_moves():
                out.setdefault(m, []).append(i)
        return [(m, tuple(sides)) for m, sides in out.items()]

    # -- moving --------------------------------------------------------------------------
    def step(self) -> bool:
        """One decision by the bots; False when the reader must move or both deals are over."""
        movers = self._movers()
        if not movers or self.waiting():
            return False
        if len(movers) == 2 and self.in_step():
            a, b = self.deals
            ma, mb = (self._choose(i) for i in (0, 1))
            legal_a, legal_b = set(a.legal_moves()), set(b.legal_moves())
            if ma in legal_b and (mb in legal_a or mb == ma):
                self._make({0: ma, 1: ma})
            elif ma in legal_b:  # the second side's bot picked a move only its rules allow
                self._make({1: mb})
            elif mb in legal_a:
                self._make({0: ma})
            else:
                self._make({0: ma, 1: mb})
        else:
            self._make({i: self._choose(i) for i in movers})
        return True

    def run(self, limit: int = 1000) -> None:
        """Play on (bots) until the reader must move or both deals are over."""
        for _ in range(limit):
            if not self.step():
                return

    def play(self, move: Move | str) -> tuple[int, ...]:
        """The reader's move: made in every deal waiting for the reader where the rules
        allow it; returns those deals. Refused everywhere: IllegalMoveError, nothing
        changes."""
        m = Move.parse(move)
        waiting = self.waiting()
        if not waiting:
            raise IllegalMoveError("it is not the reader's turn", "compare.not_your_turn")
        where = tuple(i for i in waiting if m in self.deals[i].legal_moves())
        if not where:
            self.deals[waiting[0]].play(m)  # raises with the first deal's reason
        self._make({i: m for i in where})
        return where

    # -- inside --------------------------------------------------------------------------
    def _movers(self) -> tuple[int, ...]:
        """The deals that make the next decision (see the module's text)."""
        a, b = self.deals
        live = tuple(i for i in (0, 1) if not self.deals[i].is_over)
        if len(live) < 2 or not self.same_cards() or self.in_step():
            return live
        # the same cards, a decision in one deal only: the deal at a stage the other
        # variant's deal does not have moves alone (else both move, each its own way)
        stages = tuple({s.stage for s in d.variant.deal_steps if s.kind == "bid"}
                       for d in self.deals)
        extra = tuple(i for i in (0, 1)
                      if str(self.deals[i].stage) in stages[i] - stages[1 - i])
        return extra if len(extra) == 1 else live

    def _choose(self, i: int) -> Move:
        d = self.deals[i]
        seat = d.to_move
        assert seat is not None
        return self._bots[i][seat].choose(d.observation(seat))

    def _make(self, moves: dict[int, Move]) -> None:
        together = self.in_step()
        was = self._together  # the same cards before this move
        before = tuple(d.is_over for d in self.deals)
        live = not any(before)
        seat = self.deals[0].to_move if together else None
        bidding = any(self.deals[i].stage in BIDDING_STAGES for i in moves)
        alone = len(moves) == 1 and was and live
        if alone:
            ((side, move),) = moves.items()
            seat = self.deals[side].to_move
        refusals = []
        if together:
            for i, m in moves.items():
                if m not in self.deals[1 - i].legal_moves():
                    refusals.append(self._refusal(m, 1 - i))
        for i, m in moves.items():
            self.deals[i].play(m)
        self.steps += 1
        now = self.same_cards()
        over = tuple(d.is_over for d in self.deals)
        if was and live and not now and not any(over):
            # the cards differ from here: a move one side refused, or each side its own
            self._add("apart", seat=seat, moves=tuple(moves.get(i) for i in (0, 1)),
                      refusals=tuple(refusals), bidding=bidding)
        elif alone and (together or move.kind != MoveKind.PASS):
            # a move made under one rule set only (an announcement, a bid the other rules
            # do not ask for); a pass where the other rules ask nothing is not news
            self._add("alone", seat=seat, side=side, moves=(move,), refusals=tuple(refusals),
                      bidding=bidding)
        self._together = now
        if was and live and over[0] != over[1]:
            self._add("end", side=0 if over[0] else 1)
        if all(over) and not all(before):
            self._add("result")
        self._compare()

    def _refusal(self, move: Move, side: int) -> Refusal:
        key, params = why_illegal(self.deals[side], move)
        return Refusal(move, side, key, params)

    def _compare(self) -> None:
        """Record a ``moves`` moment when the seat to move may do different things, an
        ``ask`` moment when only one deal asks a seat for a decision (the cards the same)."""
        if not self.in_step():
            movers = self._movers()
            if len(movers) == 1 and not any(d.is_over for d in self.deals) \
                    and self.same_cards():
                (i,) = movers
                d = self.deals[i]
                asked: tuple[Any, ...] = ("ask", i, str(d.stage))
                if asked not in self._seen:
                    self._seen.add(asked)
                    self._add("ask", seat=d.to_move, side=i, moves=tuple(d.legal_moves()),
                              bidding=d.stage in BIDDING_STAGES)
            return
        a, b = self.deals
        legal_a, legal_b = a.legal_moves(), b.legal_moves()
        if set(legal_a) == set(legal_b):
            return
        refusals = tuple(
            [self._refusal(m, 1) for m in legal_a if m not in legal_b]
            + [self._refusal(m, 0) for m in legal_b if m not in legal_a])
        # A rule set without a kind of move at all (no snapszer) is said once, at the first
        # moment it shows, not again at every lead where the other offers it.
        whole = [r for r in refusals if r.key in _WHOLE_GAME]
        told = {("whole", r.side, r.key) for r in whole}
        if whole and told <= self._seen:
            refusals = tuple(r for r in refusals if r.key not in _WHOLE_GAME)
            if not refusals:
                return
        self._seen.update(told)
        seat = a.to_move
        signature: tuple[Any, ...] = (
            seat, frozenset((r.side, r.move.kind, r.key) for r in refusals))
        if signature in self._seen:
            return
        self._seen.add(signature)
        self._add("moves", seat=seat, refusals=refusals, bidding=a.stage in BIDDING_STAGES)

    def _add(self, kind: str, **fields: Any) -> None:
        tricks = (len(self.deals[0].tricks), len(self.deals[1].tricks))
        self.moments.append(Moment(kind, self.steps, tricks, **fields))



#: the engine's reasons that say a rule set has no such move at all; in a comparison they
#: name the game (``compare.whole.*``) and are said once
_WHOLE_GAME = {SNAPSZER_VARIANT: "compare.whole.snapszer"}

#: how many moves a line names before "and N more"
_SHOWN = 3


# -- in words ------------------------------------------------------------------------------
def _rules(variant: Variant, lang: str) -> Word:
    """A game's name as a message parameter (``{game}``, ``{other_game}``): declined as a
    sentence asks (``{game.gen}``: cs "pravidla rakouského šnapsu"; hu "gen" is the name
    inside a sentence, with its article: "az osztrák schnapsen szabályai szerint")."""
    return Word(f"variant.{variant.id}", lang)


def moment_lines(sbs: SideBySide, moment: Moment, lang: str = "en",
                 style: str = "german") -> list[str]:
    """What a moment says, in the reader's language: one line, or one per side where each
    rule set allows something the other refuses."""
    names = [_rules(v, lang) for v in sbs.variants]
    if moment.bidding:
        when = translate("compare.when.bidding", lang)
    elif moment.kind == "end" and moment.side is not None:
        when = translate("compare.when.after", lang, number=moment.tricks[moment.side])
    else:
        when = translate("compare.when.trick", lang, number=moment.tricks[0] + 1)

    def text(key: str, side: int, **params: Any) -> str:
        return format_message(key, {"when": when, "game": names[side],
                                    "other_game": names[1 - side], **params}, lang, style)

    def listed(moves: list[Move], side: int) -> str:
        """At most three moves of ``side``'s deal in words (a marriage by its value in that
        deal: hu "piros negyven"), then how many more."""
        deal = sbs.deals[side]
        return move_list([move_label(m, lang, style, deal) for m in moves], lang, _SHOWN)

    def why(refusals: tuple[Refusal, ...]) -> Sentence:
        """Why the other game refuses, a sentence or, after a colon, a clause (``{why}``,
        ``{why.clause}``: each language writes the place it puts it in)."""
        r = refusals[0]
        if r.key in _WHOLE_GAME:
            return Sentence(text(_WHOLE_GAME[r.key], 1 - r.side))
        return Sentence(format_message(r.key, r.params, lang, style))

    def told(r: Refusal) -> bool:
        """Whether an earlier moment already said that a rule set has no such move."""
        earlier = sbs.moments[:sbs.moments.index(moment)] if moment in sbs.moments else []
        return r.key in _WHOLE_GAME and any(
            x.key == r.key and x.side == r.side for m in earlier for x in m.refusals)

    kind = moment.kind
    if kind == "deal":
        decks = {v.deck_size for v in sbs.variants}
        if len(decks) == 2:
            nines = 0 if sbs.variants[0].deck_size == 24 else 1
            return [text("compare.deck", nines)]
        return [text("compare.deal", 0)]
    if kind == "moves":
        lines = []
        for side in (0, 1):
            refused = tuple(r for r in moment.refusals if r.side != side)
            if refused:
                lines.append(text("compare.moves", side, seat=moment.seat,
                                  moves=listed([r.move for r in refused], side), why=why(refused)))
        return lines
    if kind == "ask":
        assert moment.side is not None
        return [text("compare.ask", moment.side, seat=moment.seat,
                     moves=listed([m for m in moment.moves if m is not None], moment.side))]
    if kind == "alone":
        assert moment.side is not None
        move = moment.moves[0]
        if moment.refusals and not told(moment.refusals[0]):
            return [text("compare.alone", moment.side, seat=moment.seat, choice=move,
                         why=why(moment.refusals))]
        return [text("compare.alone.extra", moment.side, seat=moment.seat, choice=move)]
    if kind == "apart":
        if moment.refusals:
            r = moment.refusals[0]
            return [text("compare.apart.refused", 1 - r.side, seat=moment.seat,
                         choice=r.move, why=why(moment.refusals))]
        return [text("compare.apart", 0)]
    if kind == "end":
        assert moment.side is not None
        result = sbs.deals[moment.side].result
        assert result is not None
        return [text("compare.end", moment.side, reason=result.reason)]
    if kind == "result":
        return result_lines(sbs, lang, style)
    raise ValueError(f"unknown moment kind {kind!r}")


def result_lines(sbs: SideBySide, lang: str = "en", style: str = "german") -> list[str]:
    """The two results, one line each, and whether they agree."""
    lines = []
    for variant, deal in zip(sbs.variants, sbs.deals, strict=True):
        r = deal.result
        if r is None:
            continue
        seats = Seats(r.winners, lang)
        key = "compare.result.each" if len(r.winners) > 1 else "compare.result"
        lines.append(format_message(key, {
            "game": _rules(variant, lang), "seats": seats, "game_points": r.game_points,
            "reason": r.reason}, lang, style))
    if len(lines) == 2:
        a, b = (d.result for d in sbs.deals)
        assert a is not None and b is not None
        same = (a.winners, a.game_points) == (b.winners, b.game_points)
        lines.append(translate("compare.results.same" if same else "compare.results.differ",
                               lang))
    return lines


# -- the rule rows -------------------------------------------------------------------------
# What each variant's rule data says, row by row, in the reader's language: the book's
# comparison tables (schnapsen.teach.book) and the side-by-side widget read the same rows.

def _yes(value: bool, lang: str) -> str:
    return translate("table.yes" if value else "table.no", lang)


def _deal(v: Variant, lang: str) -> str:
    parts = []
    for step in v.deal_steps:
        if step.kind == "hands":
            parts.append(translate("table.deal.hands", lang, n=step.cards))
        elif step.kind == "talon":
            parts.append(translate("table.deal.talon", lang, n=step.cards))
        elif step.kind == "turn":
            parts.append(translate("table.deal.turn", lang))
        elif step.stage == "trump" and v.turn_allowed:
            parts.append(translate("table.deal.bid.trump.turn", lang))
        elif step.stage == "swap" and v.talon_exchange:
            counts = sorted(n for n in v.talon_exchange if n)
            if counts == list(range(1, counts[-1] + 1)):
                parts.append(translate("table.deal.bid.swap.up_to", lang, n=counts[-1]))
            else:
                parts.append(translate("table.deal.bid.swap.exactly", lang, n=counts[-1]))
        else:
            parts.append(translate("table.deal.bid." + step.stage, lang))
    return ", ".join(parts)


def _exchange(v: Variant, lang: str) -> str:
    if not v.has_exchange or v.exchange_rank is None:
        return translate("table.none", lang)
    return translate("table.exchange", lang, rank=rank_word(v.exchange_rank, lang),
              n=v.exchange_min_talon)


def _closing(v: Variant, lang: str) -> str:
    if not v.has_closing:
        return translate("table.none", lang)
    key = "table.closing.must_win" if v.closer_must_win else "table.closing"
    return translate(key, lang, n=v.close_min_talon)


def _failed_close(v: Variant, lang: str) -> str:
    if not v.has_closing:
        return translate("table.none", lang)
    if v.failed_close_points is None:
        return translate("table.failed_close.standard", lang)
    return translate("table.failed_close.fixed", lang, n=v.failed_close_points)


def _last_trick(v: Variant, lang: str) -> str:
    rule = translate(f"table.last.{v.last_trick_rule}", lang)
    if not v.last_trick_bonus:
        return rule
    return translate("table.last.bonus", lang, rule=rule, bonus=v.last_trick_bonus)


def _match(v: Variant, lang: str) -> str:
    m = v.match
    text = translate(f"table.match.{m.kind}", lang, n=m.target)
    others = [str(t) for t in m.targets if t != m.target]
    if others:  # the other targets a table may agree on: "(or 10 or 21)"
        text += " " + translate("table.match.targets", lang,
                                targets=and_list(others, lang, last="ui.list.or"))
    if m.schneider:
        text += "; " + translate("table.match.schneider", lang)
    if m.bunko:
        text += "; " + translate("table.match.bunko", lang)
    return text


def _contracts(v: Variant, lang: str) -> str:
    items = list(v.contracts) + ([v.play_contract] if v.play_contract else [])
    if not items:
        return translate("table.none", lang)
    return ", ".join(f"{translate('contract.' + c.name, lang)} ({c.value})" for c in items)


def _teams(v: Variant, lang: str) -> str:
    return translate(f"table.teams.{v.teams}", lang)


#: (catalogue key of the row label, how to read the value from a variant)
ROWS: tuple[tuple[str, Callable[[Variant, str], str]], ...] = (
    ("table.row.players", lambda v, lang: str(v.active_players)
     + (" + " + translate("table.dealer_out", lang) if v.dealer_sits_out else "")),
    ("table.row.deck", lambda v, lang: translate("table.deck", lang, n=v.deck_size)),
    ("table.row.deal", _deal),
    ("table.row.direction", lambda v, lang: translate(f"table.direction.{v.direction}", lang)),
    ("table.row.teams", _teams),
    ("table.row.exchange", _exchange),
    ("table.row.closing", _closing),
    ("table.row.marriage_first", lambda v, lang: _yes(v.marriage_on_first_lead, lang)),
    ("table.row.marriage_after", lambda v, lang: _yes(v.marriages_after_close, lang)),
    ("table.row.strict", lambda v, lang: translate(
        "table.strict." + v.strict_rules + (".start" if v.strict_from_start else ""), lang)),
    ("table.row.claim", lambda v, lang: translate(f"table.claim.{v.claim}", lang)),
    ("table.row.last_trick", _last_trick),
    ("table.row.failed_close", _failed_close),
    ("table.row.contracts", _contracts),
    ("table.row.kontra", lambda v, lang: _yes(v.kontra, lang)),
    ("table.row.match", _match),
)


#: the row each option of ``source_rules`` belongs to: where a variant's source gives its own
#: value of the option, the row shows the book's
_OPTION_ROWS = {"claim": "claim", "exchange_min_talon": "exchange", "strict_rules": "strict",
                "close_min_talon": "closing", "failed_close_points": "failed_close"}


def book_rows(variant: str | Variant) -> tuple[str, ...]:
    """The rows of ``variant``'s column (:data:`ROWS`, the key's last part) that show the
    book's rule, not its source's words: the rows outside the variant's ``source_rows``
    (where given), those of the options its source sets otherwise (``source_rules``), and
    closing with its failure where the source does not describe closing."""
    v = find_variant(variant)
    book = {_OPTION_ROWS[name] for name, _value in v.source_rules if name in _OPTION_ROWS}
    if not v.closing_in_source:
        book |= {"closing", "failed_close"}
    rows = [key.split(".")[-1] for key, _read in ROWS]
    if v.source_rows is not None:
        book |= {r for r in rows if r not in v.source_rows}
    return tuple(r for r in rows if r in book)


def rule_cells(
    variants: Sequence[str | Variant], lang: str = "en", rows: Sequence[str] | None = None
) -> list[tuple[str, list[str]]]:
    """Each rule row (its label key, and each variant's value in words), for the rows named
    in ``rows`` (the last part of the key: ``deal``, ``closing``; None: every row)."""
    vs = [find_variant(v) for v in variants]
    return [(key, [read(v, lang) for v in vs]) for key, read in ROWS
            if rows is None or key.split(".")[-1] in rows]


def differences(
    first: str | Variant, second: str | Variant, lang: str = "en"
) -> list[tuple[str, str, str]]:
    """The rule rows on which two variants differ: (the row's name in words, the first
    variant's value, the second's)."""
    return [(translate(key, lang), a, b)
            for key, (a, b) in rule_cells([first, second], lang) if a != b]
