"""Positions to solve (practice puzzles found in bot games and checked by the search) and
guided hands.

A :class:`Puzzle` is a position of the card play (a deal as text: variant, dealer, deck and
the moves so far) where one move, or a set of moves of equal value, is better than every
other by at least one game point for the side of the seat to move. The puzzles are data
(``data/puzzles.txt``, written by ``tools/find_puzzles.py`` from a seed), loaded by
:func:`puzzles`; :func:`check_answer` recomputes a puzzle's answer with the search, so a test
can hold every stored answer to the rules as they are now.

How a move's value is computed (its *expected game points* for the seat's side, + won,
- lost), and what :class:`Check` records:

- ``exact``: every card's place is known to the seat (two players once the talon is gone,
  for instance): :func:`~schnapsen.search.solve` gives each move's exact value;
- ``all``: some cards are hidden, but few deals fit what the seat has seen: every one of
  them is listed (:meth:`~schnapsen.search.WorldSampler.all_worlds`), each is solved with
  every card known, and a move's value is the mean over them;
- ``sample``: too many deals fit to list them: ``worlds`` of them are drawn uniformly with a
  fixed seed (taken from the position's text), each solved with every card known, and the
  mean is taken.

Each deal is solved as if every card were known to every seat in it (the usual "perfect
information" estimate of a move under hidden cards). The accepted answers are the moves of
the highest value (for ``sample`` within 1e-9; for ``exact`` and ``all`` the same total).

Guided hands (:func:`guided_hands`, data in ``data/guided.txt`` written by
``tools/find_guided.py``) are whole deals in which the reader plays one seat against seeded
bots; their key decisions (:class:`GuidedStep`) carry a "think about" message, and every move
is graded by :func:`~schnapsen.search.grade.grade` (re-exported here).

>>> from schnapsen.practice import guided_hands, puzzles
>>> guided_hands("hr")[0].level
1
>>> p = puzzles("at")[0]
>>> p.deal.to_move == p.seat
True
>>> p.is_correct(p.answer[0])
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import groupby
from typing import Any

from ..bots import Bot, make_bot
from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import (
    contract_of,
    contract_summary,
    format_message,
    log_message,
    move_act,
    move_label,
    move_list,
    names_only,
)
from ..i18n import LANGUAGES, MESSAGES, and_list, translate
from ..i18n.base import capitalised
from ..moves import Move, MoveKind
from ..notation import deal_from_text
from ..search import WorldSampler, solve
from ..search.cause import pair_reasons, stated
from ..search.grade import GOOD_WITHIN, Grade, grade
from ..search.hint import CAUSE_APART, Hint
from ..search.reasons import CAUSE, GAIN_FIRST, RISKS, why, why_text
from ..stages import ResultReason, ScoreRule, Stage
from .coach import THINK_KINDS, detour_steps, key_decision, think_words

__all__ = [
    "Check",
    "Puzzle",
    "Evaluation",
    "TRADITIONS",
    "THEMES",
    "CHECK_KINDS",
    "puzzles",
    "check_answer",
    "evaluate",
    "load_puzzles",
    "tradition_of",
    "GuidedHand",
    "GuidedStep",
    "Grade",
    "grade",
    "GOOD_WITHIN",
    "THINK_KINDS",
    "guided_hands",
    "load_guided",
]

#: the traditions, as the puzzles name them (the first part of a variant's id)
TRADITIONS = ("at", "hr", "sl", "hu", "cs")
#: the themes a puzzle may have (each has a name in the catalogue: ``practice.theme.<theme>``)
THEMES = ("close", "exchange", "marriage", "count", "last_tricks", "lead", "follow",
          "partner", "contract")
CHECK_KINDS = ("exact", "all", "sample")
#: at most this many consistent deals are listed for an ``all`` check
ALL_LIMIT = 60
#: how many worlds a ``sample`` check draws
SAMPLE_WORLDS = 64
_DEAL_KEYS = ("variant", "options", "dealer", "seed", "deck", "moves")


def _bad(message: str, key: str = "practice.error", **params: Any) -> SchnapsenError:
    return SchnapsenError(message, key, **params)


def tradition_of(variant: str) -> str:
    """``hr-3`` -> ``hr``; ``at`` -> ``at``."""
    return variant.split("-")[0]


@dataclass(frozen=True)
class Check:
    """How an answer was checked: ``kind`` ``exact`` (every card known: ``solve``),
    ``all`` (every consistent deal listed, each solved) or ``sample`` (``worlds``
    consistent deals drawn with a fixed seed, each solved); ``worlds``: 1 for ``exact``,
    else how many deals."""

    kind: str
    worlds: int

    def text(self, lang: str = "en") -> str:
        """The check in words (how sure the values are)."""
        return translate(f"practice.check.{self.kind}", lang, n=self.worlds)


@dataclass(frozen=True)
class Evaluation:
    """Every legal move's value at a position (see the module's docstring)."""

    values: tuple[tuple[Move, float], ...]
    answer: tuple[Move, ...]
    check: Check
    line: tuple[Move, ...]
    #: the deck of the deal the line is played in (the first world checked)
    world_deck: str
    #: positions the solver searched (a measure of the check's cost)
    nodes: int = 0
    #: that deal's moves so far, when they differ from the position's (another seat's blind
    #: swap names other cards in another world)
    world_moves: str = ""
    #: in how many of the deals checked the best move wins the deal, in how many it loses it
    outcome: tuple[int, int] = (0, 0)


def _rng(deal: Deal) -> random.Random:
    """The fixed seed of a sampled check: the position's own text."""
    deck = " ".join(c.code for c in deal.deck)
    moves = " ".join(str(m) for m in deal.moves)
    return random.Random(f"practice|{deal.variant.id}|{deal.dealer}|{deck}|{moves}")


def _worlds(deal: Deal, kind: str | None, n: int) -> tuple[list[Deal], Check]:
    seat = deal.to_move
    assert seat is not None
    sampler = WorldSampler(deal.observation(seat), deal.variant)
    ordered = sampler.talon_order_matters()
    count = sampler.count()
    if kind is None:
        if count == 1 and not ordered:
            kind = "exact"
        else:
            orders = 1
            if ordered:
                face_down = deal.talon_size - (1 if deal.trump_card is not None else 0)
                for k in range(2, face_down + 1):
                    orders *= k
            kind = "all" if count * orders <= ALL_LIMIT else "sample"
    if kind == "exact":
        if count != 1 or ordered:
            raise _bad("this position hides cards from the seat to move: it has no exact check")
        return [deal.copy()], Check("exact", 1)
    if kind == "all":
        worlds = sampler.all_worlds(limit=max(ALL_LIMIT, n))
        return worlds, Check("all", len(worlds))
    if kind == "sample":
        rng = _rng(deal)
        return [sampler.draw(rng) for _ in range(n)], Check("sample", n)
    raise _bad(f"unknown check kind {kind!r}; the kinds are {', '.join(CHECK_KINDS)}")


def evaluate(deal: Deal, kind: str | None = None, worlds: int = SAMPLE_WORLDS) -> Evaluation:
    """Every legal move's expected game points for the side of the seat to move.

    ``kind`` ``None`` chooses the check: ``exact`` when the seat knows every card's place,
    ``all`` when at most :data:`ALL_LIMIT` deals fit what it has seen, else ``sample`` with
    ``worlds`` deals. The deal is not changed."""
    if not isinstance(deal, Deal) or deal.is_over or deal.to_move is None:
        raise _bad("a puzzle needs a deal in play with a seat to move")
    found, check = _worlds(deal, kind, worlds)
    moves = list(deal.legal_moves())
    totals = {m: 0 for m in moves}
    each: dict[Move, list[int]] = {m: [] for m in moves}  # each deal's value, in order
    nodes = 0
    for w in found:
        sol = solve(w, values=True)
        nodes += sol.nodes
        assert sol.values is not None
        for m in moves:
            totals[m] += sol.values[m]
            each[m].append(sol.values[m])
    best = max(totals.values())
    answer = tuple(m for m in moves if totals[m] == best)
    n = len(found)
    values = tuple((m, totals[m] / n) for m in moves)
    # the line is played in the first deal checked in which the best move wins, where one
    # does (round 26, hr: "best move: claiming 66", then only a deal in which the claim
    # loses); else in the first
    mine = each[answer[0]]
    shown = found[next((i for i, v in enumerate(mine) if v > 0), 0)]
    outcome = (sum(1 for v in mine if v > 0), sum(1 for v in mine if v < 0))
    first = shown.copy()
    first.push(answer[0])
    line = (answer[0],) + (() if first.is_over else solve(first).line)
    deck = " ".join(c.code for c in shown.deck)
    wmoves = " ".join(str(m) for m in shown.moves)
    same = wmoves == " ".join(str(m) for m in deal.moves)
    return Evaluation(values, answer, check, line, deck, nodes, "" if same else wmoves,
                      outcome)


@lru_cache(maxsize=256)
def _read_deal(text: str) -> Deal:
    """The deal a puzzle's text states, read once (callers get a copy)."""
    return deal_from_text(text)


@lru_cache(maxsize=256)
def _played_world(text: str, world_deck: str, world_moves: str) -> Deal:
    """The deal a puzzle's line is played in, made once (callers get a copy): the first deal
    checked, with the position's moves (or its own, where a blind swap differs)."""
    d = _read_deal(text)
    w = Deal.new(d.variant, deck=world_deck, dealer=d.dealer)
    for m in (_parse_moves(world_moves) if world_moves else d.moves):
        w.play(m)
    return w


@dataclass(frozen=True)
class Puzzle:
    """A position to solve (see the module's docstring)."""

    id: str
    tradition: str
    variant: str
    level: int
    theme: str
    seat: int
    answer: tuple[Move, ...]
    values: tuple[tuple[Move, float], ...]
    check: Check
    line: tuple[Move, ...]
    #: the position as text (:func:`schnapsen.notation.deal_from_text`)
    text: str
    #: the deck of the deal the line is played in (the position's own for ``exact``)
    world_deck: str = ""
    #: that deal's moves so far when they differ from the position's (a hidden blind swap)
    world_moves: str = ""
    #: in how many of the deals checked the best move wins the deal and in how many it loses
    #: it (None: not recorded; an exact check's one deal needs none)
    outcome: tuple[int, int] | None = None

    @property
    def deal(self) -> Deal:
        """A fresh deal at the position (each call makes a new one: a copy of the deal read
        from the text once, as the solution asks for it a few times in every language)."""
        return _read_deal(self.text).copy()

    def is_correct(self, move: Move | str) -> bool:
        """Whether ``move`` is one of the accepted answers."""
        return Move.parse(move) in self.answer

    def value_of(self, move: Move | str) -> float:
        """The expected game points of ``move`` for the seat's side."""
        m = Move.parse(move)
        for mv, v in self.values:
            if mv == m:
                return v
        raise _bad(f"{m} is not a legal move in puzzle {self.id}")

    def theme_name(self, lang: str = "en") -> str:
        """The theme as told with the solution, from the accepted answers: a claim among them
        ends the deal at once with as much as any other, so the theme is counting to 66 and
        claiming (hr: not "izbor karte za izlazak" beside a right "dosta"); else the one
        theme of the answers' kind where they share one (closing, the exchange ...); else
        the puzzle's own."""
        kinds = {m.kind for m in self.answer}
        themes = {THEME_OF_KIND.get(k) for k in kinds}
        theme = (THEME_OF_KIND[MoveKind.CLAIM] if MoveKind.CLAIM in kinds
                 else themes.pop() if len(themes) == 1 else None) or self.theme
        return translate(f"practice.theme.{theme}", lang)

    @property
    def idea(self) -> str:
        """What the position asks, finer than its theme, from its best moves (for mixing a
        level's positions, :func:`mixed`): ``count`` where claiming is the only best move;
        the theme of a move kind among them (closing, the exchange, a marriage, a contract);
        the puzzle's own theme where it is neither the last tricks nor counting; else that
        theme with ``.follow`` (a card on the table) or ``.lead`` (round 33: of five level-1
        positions, three asked "claim or play on?" and two "win it with the Ober, keep the
        Ace")."""
        kinds = {m.kind for m in self.answer}
        if kinds == {MoveKind.CLAIM}:
            return THEME_OF_KIND[MoveKind.CLAIM]
        themes = {THEME_OF_KIND[k] for k in kinds if k in THEME_OF_KIND and k != MoveKind.CLAIM}
        if len(themes) == 1:
            return themes.pop()
        if self.theme not in ("last_tricks", "count"):
            return self.theme
        return f"{self.theme}." + ("follow" if self.deal.current_trick else "lead")

    @property
    def book_rule_only(self) -> bool:
        """Whether the position exists only under the book's rule of the claim: the seat's
        side has reached the target already, in a game whose source ends the deal there by
        itself (its variant's source rules set ``claim`` to ``auto`` while the book plays
        ``manual``). The Czech chapter's table plays the source's rule, so its reader would
        find such a deal over (round 33, cs: the set opened with "Have you reached 66?")."""
        deal = self.deal
        v = deal.variant
        if v.claim == "auto" or v.source_options().get("claim") != "auto":
            return False
        # (a claim among the moves: a contract that asks for every trick plays on past 66)
        return (any(m.kind == MoveKind.CLAIM for m, _ in self.values)
                and deal.observation(self.seat).my_points >= v.target_points)

    def _world(self) -> Deal:
        if self.check.kind == "exact" or not self.world_deck:
            return self.deal
        return _played_world(self.text, self.world_deck, self.world_moves).copy()

    def world(self) -> Deal:
        """The deal the line is played in, at the position: the position itself for an
        ``exact`` check, else the first deal checked (one that fits what the seat has seen)."""
        return self._world()

    def solution_text(self, lang: str = "en", chosen: Move | str | None = None) -> str:
        """The worked solution in ``lang``: the best move(s) (a contract among them, or on
        the line, said with its aim and value: :func:`~schnapsen.explain.contract_summary`),
        one best line told trick by trick (who led, the cards in order, who took the trick,
        its points and the taker side's total), the deciding card or move with its sum (the
        side's points before + the trick = the total, at least 66), a claim with the total it
        is made with (a marriage announced with it counted in and said; a claim short of 66
        said to lose), the points and game points at the end, the next-best move's value
        (and, where that card completes the trick, the count it leaves the side with) and
        how it was checked. The best move's reason in words (as a hint gives it) follows
        the best move, and the next best move's follows its value.

        ``chosen``: the move the reader chose; one that is not an accepted answer is the one
        whose reason is told (a reader who chose the Ace was told why the Ten is worse: round
        29), with its own value where it is worse than the next best move."""
        parts = [(tag, text) for tag, text in self._solution(lang, chosen) if tag != "about"]
        if any(tag == "end_value" for tag, _ in parts):  # the value said once, at the end
            parts = [(tag, text) for tag, text in parts if tag != "value"]
        # the points so far first, then the best move with its reason in words right after
        # it (and its contract), then the rest (round 33, hr 13: "you reach 66 in trick 8 ...
        # you have 45 points so far" read backwards)
        head = ("now", "best", "contract", "reason")
        return " ".join([text for want in head for tag, text in parts if tag == want]
                        + [text for tag, text in parts if tag not in head])

    def solution_parts(self, lang: str = "en",
                       chosen: Move | str | None = None) -> tuple[str, str]:
        """The worked solution in two parts, words first: which move is best, why (the card
        that decides the deal, what the next best move would give away) and what it wins in
        words (about how many game points, on average where the deal is not known), after
        the points so far; then the figures and the line (the mean to two decimals, the best
        line trick by trick, the next best move's value, how it was checked), which the
        position of the day shows in small type after the words. ``chosen``: as for
        :meth:`solution_text`."""
        parts = self._solution(lang, chosen)
        tags = {tag for tag, _ in parts}
        mean = "about" in tags
        # in the order a player tells it (round 12: the reader met the move's consequences
        # before the move): the best move; why (the reason a player would give for it, as the
        # hints say it, and the card that decides the deal); what it wins; then the next best
        # move, with its lower score where it is whole game points (a mean's is a figure) and
        # what it would give away (the trick it leaves, else its reason in words)
        nxt = ("next", "instead" if "instead" in tags else "next_reason")
        # (the points so far first, round 33, hr 13)
        first = ("now", "best", "contract", "reason", "decide", "about" if mean else "value",
                 "gamble", *(nxt if self.check.kind == "exact" else nxt[1:] if "instead" in tags
                             else ()), "marriage_lead")
        words = [text for want in first for tag, text in parts if tag == want]
        figures = [text for tag, text in parts if tag not in first and tag != "about"]
        return " ".join(words), " ".join(figures)

    def _solution(self, lang: str, chosen: Move | str | None = None) -> list[tuple[str, str]]:
        """The solution's sentences, each with what it says (best, contract, value, about,
        now, holder, line, decide, end, next, next_reason, instead, reason, check);
        :meth:`solution_text` leaves out about and puts reason after best."""
        if lang not in LANGUAGES:
            raise _bad(f"unknown language {lang!r}; the languages are {', '.join(LANGUAGES)}",
                       "practice.error.lang")
        exact = self.check.kind == "exact"
        parts: list[tuple[str, str]] = []
        if len(self.answer) == 1:
            # the move as its answer button names it (a claim reached only with the marriage
            # shown with it names the marriage: the round-20 new reader met "claim 66 with the
            # marriage (20 points)" on the button and "claiming 66" in the solution)
            from .daily import answer_label

            said = answer_label(self.deal, self.seat, self.answer[0], lang)
            if said != move_label(self.answer[0], lang):
                best_one = format_message("practice.solution.best_one", {"move": said}, lang)
            else:
                best_one = format_message("practice.solution.best_one",
                                          {"move": self.answer[0]}, lang, deal=self.deal)
            parts.append(("best", best_one))
        else:
            parts.append(("best", format_message("practice.solution.best_many",
                                                 {"moves": _all_of(self.answer, lang,
                                                                   self.deal)}, lang)))
        d = self.deal
        # a contract among the best moves or on the line (snapszer is one): what it asks and
        # what it brings, once each
        contracts = [contract_of(d, m) for m in (*self.answer, *self.line)]
        solo = d.variant.teams == "single"  # a game for two: the bidder's one opponent
        parts.extend(("contract", contract_summary(c, lang, solo))
                     for c in dict.fromkeys(c for c in contracts if c is not None))
        best = self.value_of(self.answer[0])
        me, unknown = self.seat, d.observation(self.seat).partners is None
        if exact:
            pts = int(round(best))
            key = ("practice.solution.value_win" if pts > 0 else
                   "practice.solution.value_loss" if pts < 0 else "practice.solution.value_zero")
            key = key if pts == 0 else _said_you(key, d, me, unknown)  # zero names both
            parts.append(("value", format_message(_said(key, d), {"points": abs(pts)}, lang)))
        elif _whole(best) is not None:  # a whole mean: game points by plural forms
            whole = int(round(best))
            key = ("practice.solution.mean_win" if whole > 0 else
                   "practice.solution.mean_loss" if whole < 0 else "practice.solution.mean_zero")
            parts.append(("value", format_message(_said_you(key, d, me, unknown),
                                                  {"n": abs(whole)}, lang)))
        else:
            parts.append(("value", format_message(_said_you("practice.solution.value_mean",
                                                            d, me, unknown),
                                                  {"value": _number(best, lang)}, lang)))
            # the same mean in words, to the nearest whole game point (solution_parts only)
            near = int(math.floor(abs(best) + 0.5))
            key = ("practice.solution.about_even" if near == 0 else
                   "practice.solution.about_win" if best > 0 else
                   "practice.solution.about_loss")
            parts.append(("about", format_message(_said_you(key, d, me, unknown), {"n": near},
                                                  lang)))
        obs = d.observation(self.seat)
        # the best move's reason in words, as a hint gives it (solution_parts only): the
        # search's line where every card's place is known, else what the seat sees
        # (a deal lost whatever is played: not how the other side wins, which the solution's
        # "lost even so, but ... only" says as what the move saves; round 25, hu)
        # a claim among the best moves ends the deal at once: its own reason (the points
        # already enough), not that of a card as good that claims after its trick (round 28,
        # hr: "prijava 66" with 79 points explained by "sigurno uzima ovaj štih ... Zatim
        # kažete „dosta“")
        shown = next((m for m in self.answer if m.kind == MoveKind.CLAIM), self.answer[0])
        why_key, why_params = why(d, obs, shown, best, d if exact else None, best=True)
        # nor after a reason that says the total the move brings the seat to ("you take this
        # trick and will have 56 points"): the points before it, said after, read backwards
        # (round 31, cs 10: "... budete mít 56 bodů. ... Zatím máte 42 bodů.")
        if not (why_key.startswith(("search.why.claim", "search.why.take"))
                or why_key in _SAYS_POINTS):
            # "you have 67 points so far", unless the reason says the seat's points itself
            parts.append(("now", format_message(
                _said_you("practice.solution.now", d, me, unknown), {"mine": obs.my_points},
                lang)))
        world = self._world()
        # the seat does not know its partner yet (the called card's holder is hidden from it):
        # the line, played in one likely deal, names no seat "your partner"; it says which seat
        # holds the called card in that deal
        secret = not exact and obs.partners is None
        if secret:
            parts.extend(("holder", t) for t in _holder_text(world, self.seat, lang))
        steps, decide = _line_text(world, self.seat, self.line, lang, secret)
        wins, losses = self.outcome or (0, 0)
        gamble = not exact and wins > 0 and losses > 0
        if gamble:
            # the best move wins in some deals checked and loses in others: said plainly, and
            # the line shown is one it wins (round 26, hr worst 3)
            parts.append(("gamble", format_message("practice.solution.gamble", {
                "won_in": wins, "lost_in": losses, "worlds": self.check.worlds}, lang)))
        # the one best move: "the best play", not "one of the best" (hu reader 26, item 15)
        key = ("practice.solution.line_exact" + (".one" if len(self.answer) == 1 else "")
               if exact else
               "practice.solution.line_world.win" if gamble else "practice.solution.line_world")
        if len(steps) == 1 and self.line[:1] and self.line[0].kind == MoveKind.CLAIM:
            # the best move is the claim, which ends the deal: its sentence alone, not "in the
            # first of those deals best play may run: you claim" (round 31, hr 10, sl 12);
            # and not at all where the reason said is the claim's own: the points that
            # suffice said once (round 33, hu worst 3, cs 10: "you have 68 points, enough to
            # win the deal. You claim: you have 68 points, and 66 is enough")
            if not (shown == self.line[0] and why_key.startswith("search.why.claim")
                    and not why_key.startswith("search.why.claim.unknown")):
                parts.append(("line", steps[0]))
        else:
            parts.append(("line", format_message(key, {"steps": " ".join(steps)}, lang)))
        if decide:
            parts.append(("decide", decide))
        result = world.result
        if result is not None:
            side = world.side_of(self.seat)
            won = any(world.side_of(w) == side for w in result.winners)
            other = next((s for s in range(len(world.hand_sizes))
                          if world.side_of(s) is not None and world.side_of(s) != side), None)
            # a kontra's multiplier said with the points it multiplies, in the same sentence:
            # "your side wins 1 game point (66 reached), doubled by the kontra: 2" (round 27,
            # hu 1: "wins 2 game points ... Kontra doubled the stakes: 2" left the reader
            # unsure whether 2 was before the doubling or after)
            doubled = ""
            if result.multiplier > 1:
                doubled = format_message(
                    "practice.solution.doubled" if result.multiplier == 2
                    else "practice.solution.multiplied",
                    {"multiplier": result.multiplier, "total": result.game_points}, lang)
            params: dict[str, Any] = {
                "mine": world.points(self.seat),
                "theirs": world.points(other) if other is not None else 0,
                "game_points": result.game_points // max(result.multiplier, 1),
                "reason": result.reason,
                "doubled": doubled,
            }
            key = "practice.solution.end_win" if won else "practice.solution.end_loss"
            # an end reason with a sentence of its own says it as a clause, not a bare "(the
            # last trick)" (round 33, hr 15: "zadnjim štihom dobivate dijeljenje")
            if f"{key}.{result.reason.value}" in MESSAGES:
                key = f"{key}.{result.reason.value}"
            rule = result.detail.score_rule
            if result.reason == ResultReason.CLAIM and rule in _CLAIM_CASES:
                # the claim's sentence gave the claimer's points: only the loser's now, and
                # how they decide the game points (cs reader 32, worst 3)
                key = "practice.solution.end_claim." + ("win" if won else "loss")
                params["case"] = format_message(
                    f"practice.solution.claim_case.{rule.value}",
                    {"half": world.variant.half_target_points}, lang)
            # exact: the end's game points are the value said already; the text gives them
            # once, with the reason (hu reader 28: "you win 2 game points … you win 2 game
            # points (claim)"): tag ``end_value``
            # (a loss keeps its "only", sl "nasprotnik zapiše le …": both stay)
            same = exact and won and result.game_points == int(round(best))
            parts.append(("end_value" if same else "end",
                          format_message(_said_alone(key, world, self.seat), params, lang)))
        rest = [(m, v) for m, v in self.values if m not in self.answer]
        causes: tuple[Any, Any] = (None, None)
        if rest:
            second = max(v for _, v in rest)
            nxt = tuple(m for m, v in rest if abs(v - second) < 1e-9)
            # every other move alike: "any other move (A, B or C)", not "each of the next best
            # moves" (a Czech reader, round 27, item 29)
            every = len(nxt) > 1 and len(nxt) == len(rest)
            parts.append(("next", format_message(
                # one other move in all: "the other possible move" (round 27, sl 17: "the
                # next best move" where there were only two)
                ("practice.solution.next_other" if len(rest) == 1 and len(self.answer) == 1
                 else "practice.solution.next_one") if len(nxt) == 1 else
                "practice.solution.next_all" if every else "practice.solution.next_many",
                {"move": nxt[0], "moves": move_list([move_label(m, lang, deal=d) for m in nxt],
                                                    lang) if every else _all_of(nxt, lang, d),
                 "outcome": _outcome(second, exact, d, me, unknown, lang),
                 "gap": _gap(best - second, lang)}, lang, deal=d)))
            # the move explained: the reader's own where it is a wrong one (round 29: the Ace
            # chosen, the Ten explained), said with its value where it brings less than the
            # next best; else the next best move
            mine = Move.parse(chosen) if chosen is not None else None
            told, told_value = nxt[0], second
            own = mine is not None and mine not in self.answer
            if own and mine is not None:
                told, told_value = mine, self.value_of(mine)
                if mine not in nxt:
                    parts.append(("next", format_message("practice.solution.chosen", {
                        "move": mine,
                        "outcome": _outcome(told_value, exact, d, me, unknown, lang),
                        "gap": _gap(best - told_value, lang)}, lang, deal=d)))
            # what that move does, in words, as a hint says it, with the cause that parts it
            # from the best move along the lines (where they are 0.3 or more apart)
            next_key, next_params = why(d, obs, told, told_value, d if exact else None)
            if next_key == "search.why.lead.cheap":
                # a worse move is not praised: "you give only 15 points and keep the Ten for
                # later" said of the move called wrong (round 27, cs 28, hu 4): what it gives
                # away, as for any card led that a higher one may take
                next_key = "search.why.lead.higher.suit"
            if best - told_value >= CAUSE_APART and d.stage == Stage.PLAY:
                # no cause says again a fact the move's own reason states, nor how many game
                # points the deal brings ("at least two", "at most one"): the solution gives
                # them as a figure (round 30, hu: "Legalább két játszmapontot nyersz" beside
                # "6 játszmapontot nyersz"; hr 29: "s barem dva boda igre" beside "2 boda igre")
                figure = frozenset(("big",))
                causes = pair_reasons(self._world(), self.answer[0], told, self.seat,
                                      (stated(why_key, why_params) | figure,
                                       stated(next_key, next_params) | figure))
            if causes[1] is not None:
                next_params[CAUSE] = causes[1]
            said = why_text(next_key, next_params, lang, bare=True, listed=True)
            # the move named once: where the sentence before names this one move, the reason
            # follows it without "With the red Ten instead" again (hu reader 28)
            # (the reader's move said just before, in its own sentence: not named again)
            same = len(nxt) == 1 and told == nxt[0] or told not in nxt
            # "worse" only where the figures part it from the best by a grade's "good" or
            # more; a move less by under that is "only slightly worse", and one worth as much
            # at the figures' decimal is not called worse at all (sl reader 37: "Why it is
            # worse" before a reason that praises a move 0.1 short of the best)
            gap = round(abs(best - told_value) * 10 + 1e-9)
            degree = ("" if not same else ".equal" if gap == 0 else
                      ".slightly" if gap < round(GOOD_WITHIN * 10) else "")
            # plainly worse: "Why it is worse", the sentence before gave the gap in numbers
            # (round 36, hr 1 and cs 2: a second comparison said the same gap twice)
            parts.append(("next_reason", format_message(
                "practice.solution.next_reason" + (".same" if same else "") + degree, {
                    "move": told, "reason": said}, lang,
                deal=d)))  # in the deal: a marriage by its value
            # (not where the seat cannot know its side yet: "your side" is then one deal's)
            instead = "" if secret else _instead_text(
                self, self._world(), (told,) if own else nxt, lang)
            if instead:
                parts.append(("instead", instead))
        # a marriage announced instead of the claim (round 16: the claiming chapter's "the game
        # points are the same" holds where the led card wins its trick): why it scores less
        lead = _marriage_lead_text(self, self._world(), lang)
        if lead:
            parts.append(("marriage_lead", lead))
        if causes[0] is not None and shown == self.answer[0]:  # the cause is of that move
            why_params[CAUSE] = causes[0]
        if why_key in RISKS:
            # what goes right said before what the card risks (round 33, hr worst 1)
            why_params[GAIN_FIRST] = True
        # bare: the move is named just before ("The best move: the King of Hearts. Why: ..."),
        # not again ("Why: you lead the King of Hearts: if ...", a Slovenian reader, round 27)
        reason = why_text(why_key, why_params, lang, bare=True, listed=True)
        each = [reason]
        if len(self.answer) > 1 and shown == self.answer[0] and all(
                m.kind == MoveKind.CARD for m in self.answer):
            each += [why_text(*why(d, obs, m, self.value_of(m), d if exact else None,
                                   best=True), lang, bare=True, listed=True)
                     for m in self.answer[1:]]
        if len(set(each)) > 1:
            # several cards equally good, for reasons of their own: each with its reason, a
            # sentence apiece, not one reason that fits only the first (round 31, cs)
            apiece = [capitalised(format_message("practice.solution.reason.each",
                                                {"move": m, "reason": r}, lang, deal=d))
                      for m, r in zip(self.answer, each, strict=True)]
            parts.append(("reason", " ".join(
                [translate("practice.solution.reasons", lang), *apiece])))
        else:
            parts.append(("reason", format_message("practice.solution.reason",
                                                   {"reason": reason}, lang)))
        parts.append(("check", self.check.text(lang)))
        return parts


#: the reasons that say the seat's own points (also every claim's, "search.why.claim…": "you
#: have 67 points, 66 or more"): after one the solution leaves out its "you have 67 points so
#: far" (a Croatian reader, round 25)
_SAYS_POINTS = frozenset(("search.why.close", "search.why.close.enough"))


#: the rules of game points a claim's end sentence words (practice.solution.claim_case.*)
_CLAIM_CASES = (ScoreRule.NO_TRICK, ScoreRule.UNDER_HALF, ScoreRule.OVER_HALF)


def _said(key: str, deal: Deal) -> str:
    """``key``, or its ``.solo`` form where every seat of ``deal`` plays alone (the variant's
    teams: every game for two) and the catalogue has one: the reader then has no side, only
    "you" and the opponent (round 13: readers of every edition flagged "your side has ..."
    in games for two)."""
    solo = key + ".solo"
    return solo if deal.variant.teams == "single" and solo in MESSAGES else key


def _said_you(key: str, deal: Deal, me: int, secret: bool = False) -> str:
    """A line about the reader's own trick, claim or deciding card (``key`` ends in ``.you``
    or is ``decide.move``): its ``.solo`` form also where the reader plays alone against a
    side (a three-player declarer: round 18, hr "your side" of a seat that has none); other
    lines keep their side's words (the opponents are two)."""
    alone = not secret and [s for s in deal.seats if deal.side_of(s) == deal.side_of(me)] == [me]
    solo = key + ".solo"
    # a ".solo" form that names the one opponent ("your opponent wins") is for a game for two
    # only: against a side of two it keeps the side's words ("the other side wins"; round 25,
    # hu "az ellenfeled nyer" said to a lone declarer of hármas snapszer)
    if alone and solo in MESSAGES and key not in _ONE_OPPONENT:
        # a lone reader against two or more: the edition's own form where it names them (round
        # 29, sl "si nasprotnik zapiše" said of the two opponents in šnops for three)
        many = solo + ".many"
        return many if len(deal.seats) > 2 and many in MESSAGES else solo
    return _said(key, deal)


def _said_alone(key: str, deal: Deal, me: int) -> str:
    """``key`` (a line of the deal's end), or its ``.alone`` form where the reader has no
    partner but plays against a side (a lone declarer of a game for three: hu reader 37,
    "your side" said to a seat that has none); a game for two keeps its ``.solo`` form."""
    alone = key + ".alone"
    if (deal.variant.teams != "single" and alone in MESSAGES
            and [s for s in deal.seats if deal.side_of(s) == deal.side_of(me)] == [me]):
        return alone
    return _said(key, deal)


#: the lines whose ``.solo`` form names the reader's one opponent (:func:`_said_you`)
_ONE_OPPONENT = frozenset(f"practice.solution.outcome.{k}"
                          for k in ("loss", "zero", "avg_loss", "avg_zero"))


def _role(deal: Deal, seat: int, me: int, secret: bool = False) -> str:
    """``you``, ``partner`` (the same side) or ``other``: whose move or trick, for ``me``;
    with ``secret`` (``me`` does not know its partner) ``seat`` for a seat of ``me``'s side
    in this deal."""
    if seat == me:
        return "you"
    if deal.side_of(seat) == deal.side_of(me):
        return "seat" if secret else "partner"
    return "other"


def _holder_text(world: Deal, me: int, lang: str) -> list[str]:
    """Who holds the called card in ``world`` (one likely deal) and so plays with whom, for a
    seat ``me`` that cannot know it yet; [] when no other seat holds it there."""
    card = world.called_card
    holder = next((s for s in world.seats if card is not None and card in world.hand(s)), None)
    if card is None or holder is None or holder == me:
        return []
    mates = [s for s in world.partners(holder) if s != holder]
    key = ("practice.solution.holder.alone" if not mates
           else "practice.solution.holder.you" if me in mates
           else "practice.solution.holder")
    return [format_message(key, names_only({"card": card, "seat": holder,
                                            "partner": mates[0] if mates else holder}), lang)]


def _target(deal: Deal, seat: int) -> int | None:
    """The points ``seat``'s side plays for: the variant's 66, or in a contract the bidder's
    side's target (None: a contract whose aim is not points, or the opponents of one)."""
    contract = deal.contract
    if contract is None:
        return deal.variant.target_points
    bidder = deal.contract_seat
    if bidder is None or deal.side_of(bidder) != deal.side_of(seat):
        return None
    return contract.target or None


def _line_text(world: Deal, me: int, line: tuple[Move, ...], lang: str,
               secret: bool = False) -> tuple[list[str], str]:
    """The line played in ``world`` (at the position; it is played to the line's end), trick
    by trick: who led, the cards in order, who took the trick, its points and the side's new
    total; the other moves (closing, a claim, a contract) as sentences of their own. Also the
    deciding moment: the card that takes the trick with which a side reaches its target (66),
    with the arithmetic, or "" when no side reaches it on the line. ``secret``: ``me`` does not
    know its partner, whom the line then names by seat only."""
    steps: list[str] = []
    plays: list[str] = []
    decide = ""

    def play_text(seat: int, key: str, params: dict[str, Any]) -> str:
        role = "you" if seat == me else "seat"
        return format_message(f"practice.solution.{key}.{role}", {"seat": seat, **params}, lang)

    mine: list[str] = []  # the reader's moves in a row, said as verbs, one sentence

    def flush() -> None:
        if len(mine) > 1:
            steps.append(translate("practice.solution.moves.you", lang,
                                   moves=and_list(mine, lang)))
        elif mine:
            steps.append(mine_one[0])
        mine.clear()
        mine_one.clear()

    mine_one: list[str] = []
    for i, (on, card) in enumerate(world.current_trick):  # cards already on the table
        plays.append(play_text(on, "lead" if i == 0 else "play", names_only({"card": card})))
    for m in line:
        seat = world.to_move
        if seat is None:
            break
        if seat != me or m.kind in (MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.CLAIM):
            flush()
        if m.kind in (MoveKind.CARD, MoveKind.MARRIAGE) and m.card is not None:
            lead = not world.current_trick
            if m.kind == MoveKind.MARRIAGE:
                _key, params = log_message(world, m)
                plays.append(play_text(seat, "marriage", params))
            else:
                plays.append(play_text(seat, "lead" if lead else "play",
                                       names_only({"card": m.card})))
            n = len(world.tricks)
            before = {s: world.points(s) for s in world.seats}
            world.push(m)
            if len(world.tricks) > n:
                trick = world.tricks[-1]
                w = trick.winner
                role = _role(world, w, me, secret)
                total = world.points(w)
                steps.append(format_message(
                    _said_you(f"practice.solution.trick.{role}", world, me, secret)
                    if role == "you" else _said(f"practice.solution.trick.{role}", world),
                    {"number": len(world.tricks), "plays": _joined(plays, lang), "seat": w,
                     "points": trick.points, "total": total}, lang))
                plays = []
                target = _target(world, w)
                r = world.result
                if r is not None and r.reason == ResultReason.LAST_TRICK:
                    # the last trick decides the deal, not the 66 the taker may pass with it
                    # (round 31, hr 9: "takes trick 10 ... 77 points, more than 66" beside
                    # "1 game point (the last trick)"); said where no card decided before
                    if not decide:
                        card = trick.cards[trick.seats.index(w)]
                        decide = format_message(
                            _said("practice.solution.decide.last.other", world)
                            if role == "other"
                            else _said_you("practice.solution.decide.last.you", world, me,
                                           secret),
                            names_only({"card": card}), lang)
                elif not decide and target is not None and before[w] < target <= total:
                    terms = [before[w], trick.points]
                    if total - before[w] - trick.points:  # a marriage that now counts
                        terms.append(total - before[w] - trick.points)
                    card = trick.cards[trick.seats.index(w)]
                    # "77 points, more than 66" (round 27, hr 10: "at least 66" after 77)
                    beyond = (format_message("practice.solution.beyond", {"target": target},
                                             lang) if total > target else "")
                    decide = format_message(
                        _said("practice.solution.decide.other", world) if role == "other"
                        else _said_you("practice.solution.decide.you", world, me, secret),
                        names_only({"card": card, "number": len(world.tricks),
                                    "sum": " + ".join(map(str, terms)), "total": total,
                                    "target": target, "beyond": beyond}), lang)
            elif m.kind == MoveKind.MARRIAGE and _role(world, seat, me) != "other":
                # a marriage that counts at once may itself bring the side to its target
                target, total = _target(world, seat), world.points(seat)
                if not decide and target is not None and before[seat] < target <= total:
                    decide = format_message(
                        _said_you("practice.solution.decide.move", world, me, secret)
                        if seat == me else _said("practice.solution.decide.move", world),
                        {"choice": m, "sum": f"{before[seat]} + {total - before[seat]}",
                         "total": total, "target": target}, lang)
            continue
        if m.kind == MoveKind.CLAIM:
            steps.append(_claim_text(world, seat, me, m, lang, secret))
            continue
        elif seat == me:
            mine.append(move_act(m, lang, deal=world).verb)
            mine_one.append(format_message("practice.solution.move.you", {"choice": m}, lang))
        else:
            steps.append(format_message("practice.solution.move.seat",
                                        {"seat": seat, "choice": m}, lang))
        world.push(m)
    flush()
    if plays:  # a trick the line leaves open
        steps.append(format_message("practice.solution.open", {"plays": _joined(plays, lang)},
                                    lang))
    return steps, decide


def _claim_text(world: Deal, seat: int, me: int, claim: Move, lang: str, secret: bool) -> str:
    """A claim on the line, played in ``world``: the side's total it is made with (a marriage
    announced with the claim counted in, and said), or, when the side has fewer points than
    it needs, the claim that loses."""
    role = _role(world, seat, me, secret)
    target = _target(world, seat) or world.variant.target_points
    before = world.points(seat)
    world.push(claim)
    total = world.points(seat)
    result = world.result
    marriage = result.detail.claim_marriage if result is not None and total > before else 0
    side = world.side_of(seat)
    right = result is None or any(world.side_of(w) == side for w in result.winners)
    kind = "claim" if right and not marriage else "claim_marriage" if right else "claim_wrong"
    return format_message(
        _said_you(f"practice.solution.{kind}.{role}", world, me, secret) if role == "you"
        else _said(f"practice.solution.{kind}.{role}", world),
        {"seat": seat, "total": total, "target": target, "before": before,
         "marriage": marriage}, lang)


def _instead_text(p: Puzzle, world: Deal, nxt: tuple[Move, ...], lang: str) -> str:
    """What the next best move does to the trick, where that is known from the position
    alone: the next best is one card, like the best, and it completes the trick (the seat
    plays last to it), so the trick's taker and points follow from the cards on the table.
    Said when it matters to the count: the trick then goes to the other side, or the side
    ends it short of its target while the best move reaches it. "" otherwise (a card that
    does not complete the trick leaves the others' answers open: no sentence from the
    stored line alone)."""
    best = p.answer[0]
    if (len(p.answer) != 1 or len(nxt) != 1 or best.kind != MoveKind.CARD
            or nxt[0].kind != MoveKind.CARD or world.to_move != p.seat):
        return ""
    n = len(world.tricks)
    outcomes = []
    for m in (best, nxt[0]):
        w = world.copy()
        w.push(m)
        if len(w.tricks) == n:  # the trick goes on: the others' answers are not known here
            return ""
        outcomes.append((w.tricks[-1].winner, w.points(w.tricks[-1].winner), w))
    (bw, btotal, _b), (nw, ntotal, nworld) = outcomes
    side = world.side_of(p.seat)
    params: dict[str, Any] = {"choice": nxt[0], "number": n + 1, "seat": nw, "total": ntotal}
    if nworld.side_of(nw) != side:
        if world.side_of(bw) != side:
            return ""
        return format_message(_said("practice.solution.instead.other", world), params, lang)
    target = _target(world, p.seat)
    if world.side_of(bw) != side or target is None or not ntotal < target <= btotal:
        return ""
    params.update(target=target, short=target - ntotal)
    return format_message(_said("practice.solution.instead.short", world), params, lang)


def _marriage_lead_text(p: Puzzle, world: Deal, lang: str) -> str:
    """Why announcing a marriage (and leading its card) scores less than the claim that is
    best, where the position is known exactly in a game for two: the marriage's points
    count at once (the sum said), but a claim is made only on lead, and the opponent takes
    the card led and keeps the lead until the deal ends (to the last trick, which then
    decides it). "" where the marriage scores as much, where the card led wins its trick or
    the seat is on lead again in the search's line (the claiming chapter's case: the game
    points are the same), or where no claim is best."""
    d = p.deal
    if (p.check.kind != "exact" or d.variant.players != 2 or d.variant.teams != "single"
            or not any(m.kind == MoveKind.CLAIM for m in p.answer)):
        return ""
    best = p.value_of(p.answer[0])
    side = world.side_of(p.seat)
    for m, value in p.values:
        if m.kind != MoveKind.MARRIAGE or m in p.answer or value > best - 1e-9:
            continue
        w = world.copy()
        mine = w.points(p.seat)
        w.push(m)
        total = w.points(p.seat)
        n = len(w.tricks)
        if total <= mine or w.is_over:
            continue  # the marriage waits for a trick: another case
        taker = None
        for move in solve(w).line:
            w.push(move)
            if taker is None and len(w.tricks) > n:
                t = w.tricks[-1]
                if w.side_of(t.winner) == side:
                    break  # the card led wins its trick: the claim follows it
                taker = t.cards[t.seats.index(t.winner)]
            elif taker is not None and not w.is_over and w.to_move == p.seat \
                    and not w.current_trick:
                taker = None  # on lead again: the claim could follow
                break
        if taker is None or w.result is None:
            continue
        key = "practice.solution.marriage_lead"
        if w.result.reason == "last_trick":
            key += ".last"
        assert m.card is not None
        return format_message(key, {
            "suit": m.card.suit, "card": m.card, "taker": taker, "mine": mine,
            "marriage": total - mine, "total": total,
            "outcome": _outcome(value, True, d, p.seat, False, lang),
            "gap": _gap(best - value, lang)}, lang)
    return ""


def _joined(plays: list[str], lang: str) -> str:
    return translate("practice.solution.play_sep", lang).join(plays)


def _all_of(moves: Sequence[Move], lang: str, deal: Deal | None = None) -> str:
    """Several moves that are all meant ("these moves are equally good: A, B and C"), not
    choices: joined with the language's "and" before the last (another word where the moves'
    names hold it: :func:`~schnapsen.explain.move_list`); with the ``deal`` they are made in,
    a marriage by its value, as its button names it ("announcing 20 in Hearts ...")."""
    return move_list([move_label(m, lang, deal=deal) for m in moves], lang,
                     last="ui.result.and")


def _outcome(value: float, exact: bool, deal: Deal, me: int, secret: bool, lang: str) -> str:
    """What a move's value means for the reader, as a clause: which side wins how many game
    points ("the other side wins 1 game point"), not a signed figure ("-1") that a learner
    must decode (round 19); a mean over the deals checked says the same on average, its
    amount with decimals where it is not whole."""
    pts = int(round(value))
    if exact:
        key = ("practice.solution.outcome.win" if pts > 0 else
               "practice.solution.outcome.loss" if pts < 0 else "practice.solution.outcome.zero")
        return format_message(_said_you(key, deal, me, secret), {"n": abs(pts)}, lang)
    if _whole(value) == 0:
        key = "practice.solution.outcome.avg_zero"
    else:
        key = ("practice.solution.outcome.avg_win" if value > 0 else
               "practice.solution.outcome.avg_loss")
    amount = (format_message("practice.solution.amount", {"n": abs(pts)}, lang)
              if _whole(value) is not None else
              format_message("practice.solution.amount_mean",
                             {"value": _number(abs(value), lang, sign=False)}, lang))
    return format_message(_said_you(key, deal, me, secret), {"amount": amount}, lang)


def _gap(gap: float, lang: str) -> str:
    """How much less a move brings than the best, in game points (plural forms for a whole
    number, the edition's decimal mark for a mean)."""
    if _whole(gap) is not None:
        return format_message("practice.solution.gap", {"n": int(round(gap))}, lang)
    return format_message("practice.solution.gap_mean",
                          {"gap": _number(gap, lang, sign=False)}, lang)


def _whole(value: float) -> int | None:
    """``value`` as a whole number of game points where it is written as one to two decimals
    (0.996 is "1", said through the plural forms as a whole value is), else None."""
    n = round(value)
    return n if f"{abs(value - n):.2f}" == "0.00" else None


def _number(value: float, lang: str, sign: bool = True) -> str:
    """A value as the reader writes it: a sign, the fewest decimals that say it to two places
    ("0.5", "1.25", "2": hr reader 25 found "0,50 boda igre"), the edition's decimal mark."""
    digits = f"{abs(value):.2f}".rstrip("0").rstrip(".")
    if digits == "0":
        return "0"
    if sign:
        digits = ("+" if value > 0 else "-") + digits
    elif value < 0:
        digits = "-" + digits
    return digits.replace(".", translate("practice.decimal_mark", lang)).replace("-", "\u2212")


# -- the data file -------------------------------------------------------------------------


def _parse_moves(text: str) -> tuple[Move, ...]:
    return tuple(Move.parse(w) for w in text.split())


def _parse_values(text: str) -> tuple[tuple[Move, float], ...]:
    out = []
    for word in text.split():
        move, _, value = word.rpartition("=")
        out.append((Move.parse(move), float(value)))
    return tuple(out)


def _blocks(text: str, what: str) -> Iterator[tuple[int, Iterator[tuple[str, str]]]]:
    """The blocks of a data file's text (separated by blank lines), numbered from 1, each with
    its lines as (key, value) pairs, blank and comment lines left out. The pairs are read as
    they are asked for, so a line that is not 'key: value' is refused where it stands."""

    def pairs(n: int, block: str) -> Iterator[tuple[str, str]]:
        for raw in block.splitlines():
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise _bad(f"{what} block {n}: {raw!r} is not 'key: value'")
            yield key.strip(), value.strip()

    for n, block in enumerate(text.split("\n\n"), 1):
        yield n, pairs(n, block)


def load_puzzles(text: str) -> list[Puzzle]:
    """The puzzles of a data file's text (blocks separated by blank lines; see
    ``data/puzzles.txt``)."""
    out: list[Puzzle] = []
    for n, pairs in _blocks(text, "puzzle"):
        fields: dict[str, str] = {}
        deal_lines: list[str] = []
        for key, value in pairs:
            if key in fields:
                raise _bad(f"puzzle block {n}: {key!r} is given twice")
            if key in _DEAL_KEYS:
                deal_lines.append(f"{key}: {value}")
            fields[key] = value
        if not fields:
            continue
        try:
            kind, worlds = fields["check"].split()
            out.append(Puzzle(
                id=fields["id"],
                tradition=fields["tradition"],
                variant=fields["variant"],
                level=int(fields["level"]),
                theme=fields["theme"],
                seat=int(fields["seat"]),
                answer=_parse_moves(fields["answer"]),
                values=_parse_values(fields["values"]),
                check=Check(kind, int(worlds)),
                line=_parse_moves(fields["line"]),
                text="\n".join(deal_lines) + "\n",
                world_deck=fields.get("world", ""),
                world_moves=fields.get("world_moves", ""),
                outcome=_outcome_field(fields.get("outcome")),
            ))
        except (KeyError, ValueError) as exc:
            raise _bad(f"puzzle block {n} is incomplete or malformed: {exc}") from None
    return out


def _outcome_field(text: str | None) -> tuple[int, int] | None:
    """A data file's ``outcome: W L`` (the best move wins in W deals checked, loses in L)."""
    if text is None:
        return None
    wins, losses = text.split()
    return int(wins), int(losses)


def dump_puzzle(p: Puzzle) -> str:
    """A puzzle as a block of the data file (``tools/find_puzzles.py`` writes them)."""
    lines = [
        f"id: {p.id}",
        f"tradition: {p.tradition}",
        f"level: {p.level}",
        f"theme: {p.theme}",
        f"seat: {p.seat}",
        f"check: {p.check.kind} {p.check.worlds}",
        "answer: " + " ".join(str(m) for m in p.answer),
        "values: " + " ".join(f"{m}={v:.6g}" for m, v in p.values),
        "line: " + " ".join(str(m) for m in p.line),
    ]
    if p.world_deck and p.check.kind != "exact":
        lines.append(f"world: {p.world_deck}")
        if p.world_moves:
            lines.append(f"world_moves: {p.world_moves}")
        if p.outcome is not None:
            lines.append(f"outcome: {p.outcome[0]} {p.outcome[1]}")
    lines.extend(p.text.strip().splitlines())
    return "\n".join(lines) + "\n"


def mixed(found: Sequence[Puzzle]) -> list[Puzzle]:
    """``found`` easiest first, each tradition's positions of a level with their kinds mixed
    (:func:`_spread`), so that a level opens with as many kinds of position as it has
    (round 29: the first three Austrian positions of level 3 all asked for the marriage that
    saves a lost deal from going under 33; round 33: level 1 alternated "claim or play on?"
    with one last-trick idea). The same order every time."""
    out: list[Puzzle] = []
    ordered = sorted(found, key=lambda p: (p.level, p.tradition, p.id))
    for _key, group in groupby(ordered, key=lambda p: (p.level, p.tradition)):
        out.extend(_spread(list(group)))
    return out


def _spread(group: list[Puzzle]) -> list[Puzzle]:
    """One level's positions of a tradition in turn, each next one chosen by, in order:
    another :attr:`~Puzzle.idea` than the one before where any is left; one after which the
    rest can still go without two of an idea in a row; one the source's game has too before
    one of the book's rule only (:attr:`~Puzzle.book_rule_only`: the level opens with a
    position the reader's chapter plays); the theme shown least so far (a level opens with as
    many themes as it has), the idea shown least so far, then the one with the most
    positions left, then the lowest id."""
    left = {p.id: p for p in group}
    ideas = {p.id: p.idea for p in group}
    book = {p.id: p.book_rule_only for p in group}
    used: dict[str, int] = {}
    shown: dict[str, int] = {}
    out: list[Puzzle] = []

    def counts(pids: Iterator[str] | list[str]) -> dict[str, int]:
        out: dict[str, int] = {}
        for pid in pids:
            out[ideas[pid]] = out.get(ideas[pid], 0) + 1
        return out

    def can_follow(pid: str) -> bool:
        # the rest after pid: an idea may fill every other place, pid's own idea not the first
        rest = counts([i for i in left if i != pid])
        n = sum(rest.values())
        return all(c <= (n + (idea != ideas[pid])) // 2 for idea, c in rest.items())

    while left:
        now = counts(list(left))
        last = ideas[out[-1].id] if out else None
        pid = min(left, key=lambda i: (ideas[i] == last, not can_follow(i), book[i],
                                       shown.get(left[i].theme, 0), used.get(ideas[i], 0),
                                       -now[ideas[i]], i))
        used[ideas[pid]] = used.get(ideas[pid], 0) + 1
        shown[left[pid].theme] = shown.get(left[pid].theme, 0) + 1
        out.append(left.pop(pid))
    return out


@lru_cache(maxsize=1)
def _all() -> tuple[Puzzle, ...]:
    text = resources.files("schnapsen.teach").joinpath("data/puzzles.txt").read_text("utf-8")
    return tuple(mixed(load_puzzles(text)))


def puzzles(tradition: str | None = None, theme: str | None = None) -> list[Puzzle]:
    """The practice puzzles, easiest first, the kinds of a level mixed (:func:`mixed`); only
    those of ``tradition`` (``at``, ``hr``, ``sl``, ``hu``, ``cs``) and ``theme`` (see
    :data:`THEMES`) when given."""
    if tradition is not None and tradition not in TRADITIONS:
        raise _bad(f"unknown tradition {tradition!r}; the traditions are "
                   f"{', '.join(TRADITIONS)}", "practice.error.tradition")
    if theme is not None and theme not in THEMES:
        raise _bad(f"unknown theme {theme!r}; the themes are {', '.join(THEMES)}",
                   "practice.error.theme")
    return [p for p in _all()
            if (tradition is None or p.tradition == tradition)
            and (theme is None or p.theme == theme)]


def check_answer(
    puzzle: Puzzle,
) -> tuple[tuple[Move, ...], tuple[tuple[Move, float], ...], Check]:
    """The puzzle's answer, every move's value and the check, recomputed with the search
    the way the puzzle says it was checked (for tests: a rule change that makes a stored
    answer wrong shows here)."""
    if not isinstance(puzzle, Puzzle):
        raise _bad(f"check_answer needs a Puzzle, not {type(puzzle).__name__}")
    ev = evaluate(puzzle.deal, puzzle.check.kind, puzzle.check.worlds)
    return ev.answer, ev.values, ev.check


#: the move kinds whose theme is the move itself
THEME_OF_KIND = {
    MoveKind.CLOSE: "close",
    MoveKind.EXCHANGE: "exchange",
    MoveKind.MARRIAGE: "marriage",
    MoveKind.CLAIM: "count",
    MoveKind.SNAPSZER: "contract",
}


# -- guided hands --------------------------------------------------------------------------
#
# A guided hand is a chosen deal (variant, dealer, deck) in which the reader plays one seat
# against seeded bots. ``line`` is the deal's expected line (in the card play the reader's
# moves graded best, the top of :func:`~schnapsen.search.grade.grade_hints`; the bots'
# answers); each :class:`GuidedStep` is a key decision on it: the
# index of the move in ``line`` and a "think about" message (a catalogue key and its
# parameters). A step is found again at play time by position (the moves so far equal
# ``line[:index]``). Off the line (a worse move, or one as good as the line's that takes the
# deal elsewhere) the coach finds the key decisions from the reader's own position
# (:func:`GuidedHand.step_at` with the grader's ranking, :mod:`schnapsen.teach.coach`); every
# move of the card play is graded (:func:`~schnapsen.search.grade.grade`, re-exported here).

#: the bots of a guided hand (the kind of :func:`schnapsen.bots.make_bot`); seat ``s`` of a
#: deal with seed ``n`` gets the seed ``8 * n + s`` (as the play widget seeds its bots)
GUIDED_BOT = "medium"


@dataclass(frozen=True)
class GuidedStep:
    """A key decision of a guided hand: the move's index in the hand's line, the best
    move(s) found there and the "think about" message (``key`` with ``params``)."""

    index: int
    key: str
    params: tuple[tuple[str, int], ...]
    best: tuple[Move, ...]
    gap: float

    def text(self, lang: str = "en", players: int = 0, deal: Deal | None = None,
             seat: int | None = None) -> str:
        """The "think about" text in ``lang``; in a game for two (``players``) its own
        wording where the catalogue has one (``guided.think.lead.two``: "your opponent", not
        "the others"); ``deal``, the position the reader (at ``seat``, by default the seat to
        move) faces: the coach completes the words from it
        (:func:`schnapsen.teach.coach.think_words`: a marriage held in hand before a claim,
        the variant's target)."""
        key, words = think_words(self.key, dict(self.params), deal, seat)
        if players == 2 and f"{key}.two" in MESSAGES:
            key = f"{key}.two"
        return translate(key, lang, **words)

    def about(self, lang: str = "en") -> str:
        """What the decision is about, in a few words ("which card to lead")."""
        return translate(self.key.replace("guided.think.", "guided.about.", 1), lang)


@dataclass(frozen=True)
class GuidedHand:
    """A deal played by the reader at ``seat`` against seeded bots (see above)."""

    id: str
    tradition: str
    variant: str
    level: int
    seat: int
    bot: str
    line: tuple[Move, ...]
    steps: tuple[GuidedStep, ...]
    #: the deal at its start as text (variant, dealer, seed, deck)
    text: str

    @property
    def deal(self) -> Deal:
        """A fresh deal at the start (each call makes a new one: a copy of the deal read from
        the text once)."""
        return _read_deal(self.text).copy()

    @property
    def seed(self) -> int:
        seed = self.deal.seed
        return 0 if seed is None else seed

    def bots(self) -> dict[int, Bot]:
        """Fresh seeded bots for the other seats (the same moves for the same play)."""

        players = len(self.deal.hand_sizes)
        return {s: make_bot(self.bot, seed=self.seed * 8 + s)
                for s in range(players) if s != self.seat}

    def detour_steps(self) -> list[tuple[int, tuple[Move, ...]]]:
        """The key decisions the coach finds for a reader who leaves the line at the first
        chance with the second-best move and then plays the best
        (:func:`schnapsen.teach.coach.detour_steps`; the reader's bids are the finder's)."""
        bidder = make_bot(self.bot, seed=self.seed * 8 + self.seat)
        return detour_steps(self.deal, self.seat, self.bots(), bidder, self.line)

    def first_key_detours(self) -> list[tuple[Move, Deal]]:
        """Each way to leave the line at the hand's first key decision with a move of the
        card play other than the best and a claim: the move, and the deal after the bots'
        answers up to the reader's next decision or the deal's end (the bots seeded as the
        widget seeds them and replayed from the start, so that they answer as there)."""
        first = self.steps[0].index
        at = self.deal
        for m in self.line[:first]:
            at.play(m)
        out: list[tuple[Move, Deal]] = []
        for alt in at.legal_moves():
            if alt in self.steps[0].best or alt.kind == MoveKind.CLAIM:
                continue
            d, bots = self.deal, self.bots()
            while len(d.moves) < first:
                p = d.to_move
                assert p is not None
                d.play(self.line[len(d.moves)] if p == self.seat
                       else bots[p].choose(d.observation(p)))
            d.play(alt)
            while not d.is_over and d.to_move != self.seat:
                p = d.to_move
                assert p is not None
                d.play(bots[p].choose(d.observation(p)))
            out.append((alt, d))
        return out

    def ends_at_once(self) -> list[Move]:
        """The moves of :meth:`first_key_detours` after which the bots end the deal before
        the reader decides again (a claim, a failed close): the coaching would stop there
        (round 21's learner); the finder keeps no such hand."""
        return [alt for alt, d in self.first_key_detours() if d.is_over]

    def on_line(self, deal: Deal) -> bool:
        """Whether the deal's moves so far are those of the hand's expected line."""
        n = len(deal.moves)
        return n <= len(self.line) and tuple(deal.moves) == self.line[:n]

    def step_at(self, deal: Deal, hints: Sequence[Hint] | None = None) -> GuidedStep | None:
        """The key decision at the deal's position: on the hand's line, the step found there
        (if any); off it, with the grader's ranking ``hints`` of the position
        (:func:`~schnapsen.search.grade.grade_hints` for the reader's seat), the key decision
        the coach finds there (:func:`schnapsen.teach.coach.key_decision`), if any."""
        n = len(deal.moves)
        if self.on_line(deal):
            return next((st for st in self.steps if st.index == n), None)
        if hints is None or deal.to_move != self.seat:
            return None
        found = key_decision(deal, hints)
        if found is None:
            return None
        key, params, best, gap = found
        return GuidedStep(n, key, params, best, gap)


def load_guided(text: str) -> list[GuidedHand]:
    """The guided hands of a data file's text (see ``data/guided.txt``)."""
    out: list[GuidedHand] = []
    for n, pairs in _blocks(text, "guided"):
        fields: dict[str, str] = {}
        steps: list[GuidedStep] = []
        deal_lines: list[str] = []
        for key, value in pairs:
            try:
                if key == "step":
                    words = value.split()
                    index, think, gap = int(words[0]), words[1], float(words[2])
                    best = tuple(Move.parse(w) for w in words[3].split(","))
                    params = tuple((k, int(v)) for k, _, v in
                                   (w.partition("=") for w in words[4:]))
                    steps.append(GuidedStep(index, think, params, best, gap))
                    continue
            except (IndexError, ValueError) as exc:
                raise _bad(f"guided block {n}: bad step {value!r}: {exc}") from None
            if key in fields:
                raise _bad(f"guided block {n}: {key!r} is given twice")
            if key in ("variant", "options", "dealer", "seed", "deck"):
                deal_lines.append(f"{key}: {value}")
            fields[key] = value
        if not fields:
            continue
        try:
            out.append(GuidedHand(
                id=fields["id"], tradition=fields["tradition"], variant=fields["variant"],
                level=int(fields["level"]), seat=int(fields["seat"]), bot=fields["bot"],
                line=_parse_moves(fields["line"]), steps=tuple(steps),
                text="\n".join(deal_lines) + "\nmoves: \n",
            ))
        except (KeyError, ValueError) as exc:
            raise _bad(f"guided block {n} is incomplete or malformed: {exc}") from None
    return out


def dump_guided(h: GuidedHand) -> str:
    """A guided hand as a block of the data file (``tools/find_guided.py`` writes them)."""
    lines = [f"id: {h.id}", f"tradition: {h.tradition}", f"level: {h.level}",
             f"seat: {h.seat}", f"bot: {h.bot}"]
    for st in h.steps:
        params = " ".join(f"{k}={v}" for k, v in st.params)
        best = ",".join(str(m) for m in st.best)
        lines.append(f"step: {st.index} {st.key} {st.gap:.4g} {best} {params}".rstrip())
    lines.append("line: " + " ".join(str(m) for m in h.line))
    lines.extend(ln for ln in h.text.strip().splitlines() if not ln.startswith("moves:"))
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=1)
def _all_guided() -> tuple[GuidedHand, ...]:
    text = resources.files("schnapsen.teach").joinpath("data/guided.txt").read_text("utf-8")
    return tuple(sorted(load_guided(text), key=lambda h: (h.level, h.id)))


def guided_hands(tradition: str | None = None, first: str | None = None) -> list[GuidedHand]:
    """The guided hands, first steps first; only those of ``tradition`` when given. With
    ``first`` (a tradition) every tradition's hands, that tradition's first (a book edition
    offers its own tradition's hands before the others'), the others in the order of
    :data:`TRADITIONS`."""
    for t in (tradition, first):
        if t is not None and t not in TRADITIONS:
            raise _bad(f"unknown tradition {t!r}; the traditions are "
                       f"{', '.join(TRADITIONS)}", "practice.error.tradition")
    hands = [h for h in _all_guided() if tradition is None or h.tradition == tradition]
    if first is not None:
        order = [first] + [t for t in TRADITIONS if t != first]
        hands.sort(key=lambda h: order.index(h.tradition))
    return hands
