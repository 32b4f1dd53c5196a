"""Quiz questions generated from seeded deals and answered by the engine.

A :class:`Question` holds a prompt (a message key with parameters), the position it is
about (a deal as text, so a page can draw it), the facts a reader needs to answer it (the
trump suit, the state of the talon, each side's points and tricks where they matter: the
``context``, message keys with parameters), the choices and which of them are right, and an
explanation that names the rule and shows the arithmetic. Nothing here is typed by hand:
the answers are what the engine says. Rendering (static HTML, widgets) lives elsewhere.

The kinds, and the page that first teaches what each asks:

- ``card_points``: the card points a side has won (no marriage announced yet): the cards;
- ``trick``: which card takes a finished trick: tricks;
- ``legal_drawn``: which cards may answer a lead once the talon is used up: drawing;
- ``marriage_points``: the points of a side that announced a marriage: marriages;
- ``points``: a side's points, marriages included when there are any: marriages;
- ``legal_closed``: the same once the talon has been closed: closing;
- ``legal``: which cards may answer a lead under the strict rules (talon closed or gone);
- ``closed_game_points``: the game points of a deal in which the talon was closed: closing;
- ``game_points``: the game points of a deal played to its end without closing: claiming
  (the rows of rule 9 are on the closing page, the claim and the last trick on claiming).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..bots import HeuristicBot, RandomBot
from ..cards import Card
from ..deal import Deal
from ..explain import explain_trick, format_message
from ..i18n import translate
from ..moves import MoveKind
from ..stages import ResultReason, Stage

__all__ = [
    "Question",
    "Line",
    "legal_cards_question",
    "trick_winner_question",
    "points_question",
    "game_points_question",
    "context_lines",
    "line_text",
    "QUESTION_KINDS",
    "make_questions",
]

#: a message key and its parameters (one sentence of a question's context or explanation)
Line = tuple[str, dict[str, Any]]

_NO_CLOSE_ENDINGS = frozenset({
    ResultReason.CLAIM, ResultReason.WRONG_CLAIM, ResultReason.REACHED, ResultReason.LAST_TRICK,
})
_CLOSE_ENDINGS = frozenset({
    ResultReason.CLAIM, ResultReason.WRONG_CLAIM, ResultReason.CLOSED_WON,
    ResultReason.CLOSED_FAILED,
})


@dataclass(frozen=True)
class Question:
    kind: str
    key: str
    params: dict[str, Any]
    choices: tuple[str, ...]
    correct: tuple[int, ...]
    explanation_key: str
    explanation_params: dict[str, Any] = field(default_factory=dict)
    deal_text: str = ""
    seat: int = 0
    multiple: bool = False
    #: what the reader is told besides the pictures: trump, talon, points and tricks
    context: tuple[Line, ...] = ()
    #: more sentences of the explanation, after the first (the rule's rows, the sums)
    more: tuple[Line, ...] = ()

    @property
    def prompt(self) -> str:
        return format_message(self.key, self.params)

    @property
    def explanation(self) -> str:
        return self.explanation_in("en")

    def explanation_in(self, lang: str = "en") -> str:
        lines = [(self.explanation_key, self.explanation_params), *self.more]
        return " ".join(line_text(line, lang) for line in lines)

    def context_in(self, lang: str = "en") -> list[str]:
        return [line_text(line, lang) for line in self.context]

    @property
    def answers(self) -> tuple[str, ...]:
        return tuple(self.choices[i] for i in self.correct)


def line_text(line: Line, lang: str = "en") -> str:
    """One line in ``lang`` (a ``variant`` parameter, a variant's id, is said by its name)."""
    key, params = line
    if "variant" in params:
        params = {**params, "variant": translate(f"variant.{params['variant']}", lang)}
    return format_message(key, params, lang)


# -- the context of a position -----------------------------------------------------------


def _trump_line(deal: Deal) -> Line:
    if deal.trump is None:
        return ("quiz.ctx.no_trump", {})
    return ("quiz.ctx.trump", {"suit": deal.trump})


def _talon_line(deal: Deal) -> Line:
    v = deal.variant
    if deal.closed_by is not None:
        return ("quiz.ctx.talon.closed", {"seat": deal.closed_by})
    if not v.draws:
        return ("quiz.ctx.talon.none", {})
    if deal.talon_exhausted:
        return ("quiz.ctx.talon.gone", {})
    card = deal.trump_card
    if card is None:
        return ("quiz.ctx.talon.open.plain", {"count": deal.talon_size})
    return ("quiz.ctx.talon.open", {"count": deal.talon_size, "card": card})


def _side_lines(deal: Deal, points: tuple[int, ...] | None = None,
                tricks: tuple[int, ...] | None = None) -> list[Line]:
    """One line per side: its seats, points (marriages that count included) and tricks."""
    out: list[Line] = []
    done: set[int] = set()
    for seat in deal.seats:
        sd = deal.side_of(seat)
        if sd is None or sd in done:
            continue
        done.add(sd)
        seats = [s for s in deal.seats if deal.side_of(s) == sd]
        p = deal.points(seat) if points is None else points[sd]
        t = sum(deal.tricks_won(s) for s in seats) if tricks is None else tricks[sd]
        if len(seats) == 1:
            out.append(("quiz.ctx.seat", {"seat": seat, "points": p, "tricks": t}))
        else:
            out.append(("quiz.ctx.side", {"seats": ", ".join(map(str, seats)), "points": p,
                                          "tricks": t}))
    return out


def context_lines(deal: Deal) -> list[Line]:
    """The trump suit and the state of the talon (every question shows these)."""
    return [_trump_line(deal), _talon_line(deal)]


# -- positions -----------------------------------------------------------------------------


def _advance(deal: Deal, rng: random.Random, moves: int) -> None:
    bots = [
        HeuristicBot(rng.randrange(1 << 30)) if i % 2 == 0 else RandomBot(rng.randrange(1 << 30))
        for i in range(deal.variant.players)
    ]
    for _ in range(moves):
        if deal.to_move is None:
            return
        seat = deal.to_move
        move = bots[seat].choose(deal.observation(seat))
        if move.kind == MoveKind.CLAIM:
            cards = [m for m in deal.legal_moves() if m.kind == MoveKind.CARD]
            move = rng.choice(cards)
        deal.push(move)


def _position(
    variant: str, seed: int, want: Callable[[Deal], bool], tries: int = 200
) -> Deal | None:
    rng = random.Random(seed)
    for _ in range(tries):
        deal = Deal.new(variant, seed=rng.randrange(1 << 30))
        steps = rng.randrange(0, 3 * deal.variant.hand_size * deal.variant.players // 2 + 1)
        _advance(deal, rng, steps)
        if deal.to_move is not None and deal.stage == Stage.PLAY and want(deal):
            return deal
    return None


# -- which cards may be played ----------------------------------------------------------------


def _legal_why(deal: Deal, seat: int, legal: list[Card], illegal: list[Card]) -> Line:
    """The rule that leaves only ``legal``: the refusal the engine gives the other cards."""
    refusals = {deal.why_illegal(f"{c.code}")[0] for c in illegal}
    led = deal.current_trick[0][1]
    best = max(
        (c for _, c in deal.current_trick),
        key=lambda c: (c.suit == deal.trump, c.suit == led.suit, int(c.rank)),
    )
    params: dict[str, Any] = {"seat": seat, "led": led, "suit": led.suit, "best": best,
                              "cards": list(legal)}
    if deal.trump is not None:
        params["trump"] = deal.trump
    if "rule.must_head" in refusals:
        return ("quiz.legal.head", params)
    if "rule.follow_suit" in refusals:
        if deal.variant.strict_rules == "follow":
            return ("quiz.legal.follow_only", params)
        beats = [c.suit == best.suit and int(c.rank) > int(best.rank) for c in legal]
        if all(beats):
            return ("quiz.legal.follow_high", params)
        return ("quiz.legal.follow", params)
    if "rule.must_overtrump" in refusals:
        return ("quiz.legal.overtrump", params)
    if "rule.must_trump" in refusals:
        return ("quiz.legal.trump", params)
    return ("quiz.legal.strict", {"cards": list(legal)})


def legal_cards_question(variant: str, seed: int, talon: str = "any") -> Question | None:
    """Which cards may the player to move play? (following a lead under the strict rules;
    ``talon``: ``"gone"`` only once the talon is used up, none closed; ``"closed"`` only
    after a close; ``"any"``)"""
    deal = _position(
        variant,
        seed,
        lambda d: d.strict
        and bool(d.current_trick)
        and (talon != "gone" or d.talon_exhausted and d.closed_by is None)
        and (talon != "closed" or d.closed_by is not None)
        and 1 < len(d.legal_moves()) < len(d.hand(d.to_move or 0)),
    )
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    hand = deal.hand(seat)
    legal = {m.card for m in deal.legal_moves() if m.kind == MoveKind.CARD}
    choices = tuple(c.code for c in hand)
    correct = tuple(i for i, c in enumerate(hand) if c in legal)
    led = deal.current_trick[0][1]
    why = _legal_why(deal, seat, [c for c in hand if c in legal],
                     [c for c in hand if c not in legal])
    return Question(
        kind="legal",
        key="quiz.legal",
        params={"seat": seat, "led": led},
        choices=choices,
        correct=correct,
        explanation_key=why[0],
        explanation_params=why[1],
        deal_text=deal.to_text(),
        seat=seat,
        multiple=True,
        context=tuple(context_lines(deal)),
    )


# -- who takes the trick ---------------------------------------------------------------------


def trick_winner_question(variant: str, seed: int) -> Question | None:
    """Who takes this trick? (asked about the last finished trick of a position)"""
    deal = _position(variant, seed, lambda d: bool(d.tricks) and not d.current_trick)
    if deal is None:
        return None
    trick = deal.tricks[-1]
    # the position as it stood while the trick was played: trump and talon then
    before = Deal.from_text(deal.to_text())
    while len(before.tricks) == len(deal.tricks) or before.current_trick:
        before.pop()
    choices = tuple(c.code for c in trick.cards)
    win_card = trick.cards[trick.seats.index(trick.winner)]
    exp = explain_trick(trick, deal.trump)
    return Question(
        kind="trick",
        key="quiz.trick",
        params={"cards": list(trick.cards), "leader": trick.leader},
        choices=choices,
        correct=(choices.index(win_card.code),),
        explanation_key=exp.key,
        explanation_params=exp.params,
        deal_text=deal.to_text(),
        seat=trick.winner,
        context=tuple(context_lines(before)),
    )


# -- points ----------------------------------------------------------------------------------


def _number_choices(answer: int, rng: random.Random, spread: int) -> tuple[tuple[str, ...], int]:
    values = {answer}
    while len(values) < 4:
        values.add(max(0, answer + rng.randint(-spread, spread)))
    ordered = sorted(values)
    return tuple(str(v) for v in ordered), ordered.index(answer)


def points_question(variant: str, seed: int, marriages: str = "any") -> Question | None:
    """How many points does the side of the player on lead count now? ``marriages``:
    ``"none"`` (positions with no marriage announced), ``"some"`` (at least one), ``"any"``."""

    def want(d: Deal) -> bool:
        if len(d.tricks) < 2 or d.current_trick or d.contract is not None:
            return False
        if marriages == "none":
            return not d.marriages
        if marriages == "some":
            side = d.side_of(d.to_move if d.to_move is not None else 0)
            return any(d.side_of(s) == side for s, _, _ in d.marriages)
        return True

    deal = _position(variant, seed, want)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    answer = deal.points(seat)
    rng = random.Random(seed)
    choices, idx = _number_choices(answer, rng, 12)
    side = deal.side_of(seat)
    won = [t for t in deal.tricks if deal.side_of(t.winner) == side]
    cards = [c for t in won for c in t.cards]
    card_points = sum(c.points for c in cards)
    counted = answer - card_points
    declared = [(s, su, p) for s, su, p in deal.marriages if deal.side_of(s) == side]
    more: list[Line] = []
    if cards:
        first: Line = ("quiz.points.cards", {
            "seat": seat, "cards": cards, "sum": " + ".join(str(c.points) for c in cards),
            "card_points": card_points})
    else:
        first = ("quiz.points.no_trick", {"seat": seat})
    for s, su, p in declared:
        key = "quiz.points.marriage" if counted else "quiz.points.pending"
        more.append((key, {"seat": s, "suit": su, "points": p}))
    if declared and counted:
        parts = [card_points] + [p for _, _, p in declared]
        if sum(parts) != answer:
            parts = [card_points, counted]
        more.append(("quiz.points.total", {"sum": " + ".join(map(str, parts)),
                                           "points": answer}))
    context = [*context_lines(deal), *_marriage_lines(deal)]
    return Question(
        kind="points",
        key="quiz.points" if deal.marriages else "quiz.card_points",
        params={"seat": seat},
        choices=choices,
        correct=(idx,),
        explanation_key=first[0],
        explanation_params=first[1],
        deal_text=deal.to_text(),
        seat=seat,
        context=tuple(context),
        more=tuple(more),
    )


def _marriage_lines(deal: Deal) -> list[Line]:
    return [("quiz.ctx.marriage", {"seat": s, "suit": su, "points": p})
            for s, su, p in deal.marriages]


# -- game points -----------------------------------------------------------------------------


def _at_close(deal: Deal) -> Deal | None:
    """The deal as it stood when the talon was closed (None if nobody closed)."""
    for i, m in enumerate(deal.moves):
        if m.kind == MoveKind.CLOSE:
            return _replayed(deal, i)
    return None


def _replayed(deal: Deal, upto: int) -> Deal:
    d = Deal.from_text(deal.to_text())
    while len(d.moves) > upto:
        d.pop()
    return d


def _closer_lost(deal: Deal) -> int | None:
    """The trick (numbered from 1) that failed a close in a variant whose closer must win
    every trick until 66: the last trick, taken by the other side (None otherwise)."""
    r = deal.result
    closer = deal.closed_by
    if (r is None or r.reason != ResultReason.CLOSED_FAILED or closer is None
            or not deal.variant.closer_must_win or not deal.tricks):
        return None
    if deal.side_of(deal.tricks[-1].winner) == deal.side_of(closer):
        return None
    return len(deal.tricks)


def _gp_explanation(deal: Deal) -> list[Line]:
    r = deal.result
    assert r is not None
    v = deal.variant
    half = v.half_target_points
    winner_side = deal.side_of(r.winners[0])
    loser_side = next(sd for sd in range(len(r.points)) if sd != winner_side)
    lines: list[Line] = []
    closed = _at_close(deal)
    if r.reason == ResultReason.WRONG_CLAIM:
        claimer_side = deal.side_of(r.claimer if r.claimer is not None else 0)
        lines.append(("quiz.gp.wrong_claim", {"claimer": r.claimer,
                                              "points": r.points[claimer_side or 0]}))
        lines.append(("ui.score.rule7", {}))
        return lines
    if closed is not None:
        closer = deal.closed_by
        assert closer is not None
        cs = deal.side_of(closer)
        opp = next(s for s in closed.seats if closed.side_of(s) not in (None, cs))
        opp_points = closed.points(opp)
        opp_tricks = sum(closed.tricks_won(s) for s in closed.seats
                         if closed.side_of(s) == closed.side_of(opp))
        if cs == winner_side:
            lines.append(("ui.score.closed_won", {}))
            lines.append(("quiz.gp.at_close", {"seat": opp, "points": opp_points,
                                               "tricks": opp_tricks}))
            lines.append(("ui.score.rule9", {"half": half}))
            lines.append((f"ui.score.rule9.{r.game_points}", {"points": opp_points,
                                                             "half": half}))
        else:
            lost = _closer_lost(deal)
            if lost is not None:
                lines.append(("quiz.gp.closer_lost", {"seat": closer, "number": lost}))
            else:
                lines.append(("quiz.gp.closer_failed", {"seat": closer}))
            lines.append(("quiz.gp.at_close", {"seat": opp, "points": opp_points,
                                               "tricks": opp_tricks}))
            if v.failed_close_points is not None:
                lines.append(("ui.score.rule10.fixed", {"variant": v.id,
                                                        "points": r.game_points}))
            else:
                lines.append(("ui.score.rule10", {}))
        return lines
    if r.reason == ResultReason.LAST_TRICK and v.last_trick_rule == "flat":
        lines.append(("ui.score.last_flat", {"variant": v.id}))
        return lines
    lp, lt = r.points[loser_side], r.tricks[loser_side]
    lines.append(("quiz.gp.loser", {"points": lp, "tricks": lt}))
    lines.append(("ui.score.rule9", {"half": half}))
    lines.append((f"ui.score.rule9.{r.game_points}", {"points": lp, "half": half}))
    return lines


def _ending_line(deal: Deal) -> Line:
    r = deal.result
    assert r is not None
    if r.reason in (ResultReason.CLAIM, ResultReason.WRONG_CLAIM):
        return ("quiz.ctx.end.claim", {"claimer": r.claimer})
    if r.reason == ResultReason.LAST_TRICK or deal.tricks and not any(deal.hand_sizes):
        return ("quiz.ctx.end.last_trick", {"winner": deal.tricks[-1].winner})
    lost = _closer_lost(deal)
    if lost is not None:
        return ("quiz.ctx.end.closer_lost", {"seat": deal.closed_by, "number": lost})
    return ("quiz.ctx.end.reached", {"winner": deal.tricks[-1].winner if deal.tricks
                                     else r.winners[0]})


def game_points_question(variant: str, seed: int, closed: bool = False) -> Question | None:
    """How many game points does the winner of this finished deal score? ``closed``: a deal
    in which the talon was closed (otherwise one in which it was not)."""
    rng = random.Random(seed)
    endings = _CLOSE_ENDINGS if closed else _NO_CLOSE_ENDINGS
    for _ in range(100 if not closed else 300):
        deal = Deal.new(variant, seed=rng.randrange(1 << 30))
        bots = [HeuristicBot(rng.randrange(1 << 30)) for _ in range(deal.variant.players)]
        while deal.to_move is not None:
            seat = deal.to_move
            deal.push(bots[seat].choose(deal.observation(seat)))
        r = deal.result
        assert r is not None
        if r.reason not in endings or (deal.closed_by is not None) != closed:
            continue
        if deal.contract is not None or r.multiplier != 1:
            continue
        choices = ("1", "2", "3")
        if str(r.game_points) not in choices:
            continue
        why = _gp_explanation(deal)
        context = [*context_lines(deal), _ending_line(deal), *_side_lines(
            deal, r.points, r.tricks)]
        context += [line for line in why if line[0] == "quiz.gp.at_close"]
        return Question(
            kind="game_points",
            key="quiz.game_points",
            params={"winners": ", ".join(map(str, r.winners)),
                    "winners_count": len(r.winners)},
            choices=choices,
            correct=(choices.index(str(r.game_points)),),
            explanation_key=why[0][0],
            explanation_params=why[0][1],
            deal_text=deal.to_text(),
            seat=r.winners[0],
            context=tuple(context),
            more=tuple(why[1:]),
        )
    return None


QUESTION_KINDS: dict[str, Callable[[str, int], Question | None]] = {
    "legal": legal_cards_question,
    "legal_drawn": lambda v, s: legal_cards_question(v, s, talon="gone"),
    "legal_closed": lambda v, s: legal_cards_question(v, s, talon="closed"),
    "trick": trick_winner_question,
    "card_points": lambda v, s: points_question(v, s, marriages="none"),
    "marriage_points": lambda v, s: points_question(v, s, marriages="some"),
    "points": points_question,
    "game_points": game_points_question,
    "closed_game_points": lambda v, s: game_points_question(v, s, closed=True),
}


def make_questions(variant: str, kinds: list[str], seed: int = 0) -> list[Question]:
    """One question of each kind asked, from ``seed`` (deterministic)."""
    out = []
    for i, kind in enumerate(kinds):
        maker = QUESTION_KINDS[kind]
        q = maker(variant, seed * 1000 + i)
        if q is not None:
            out.append(q)
    return out
