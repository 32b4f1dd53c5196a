"""Quiz questions generated from seeded deals and answered by the engine.

A :class:`Question` holds a prompt (a message key with parameters), the position it is
about (a deal as text, so a page can draw it), the choices and which of them are right,
and an explanation. Nothing here is typed by hand: the answers are what the engine says.
Rendering (static HTML, widgets) lives elsewhere.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..bots import HeuristicBot, RandomBot
from ..deal import Deal
from ..explain import explain_trick, format_message
from ..moves import MoveKind
from ..stages import ResultReason, Stage

__all__ = [
    "Question",
    "legal_cards_question",
    "trick_winner_question",
    "points_question",
    "game_points_question",
    "QUESTION_KINDS",
    "make_questions",
]

#: the endings whose game points follow rules 7, 9 and 10 (no contract)
_RULE_ENDINGS = frozenset(ResultReason) - {
    ResultReason.CONTRACT_MADE, ResultReason.CONTRACT_FAILED
}


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

    @property
    def prompt(self) -> str:
        return format_message(self.key, self.params)

    @property
    def explanation(self) -> str:
        return format_message(self.explanation_key, self.explanation_params)

    @property
    def answers(self) -> tuple[str, ...]:
        return tuple(self.choices[i] for i in self.correct)


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


def legal_cards_question(variant: str, seed: int) -> Question | None:
    """Which cards may the player to move play? (following a lead under the strict rules)"""
    deal = _position(
        variant,
        seed,
        lambda d: d.strict
        and bool(d.current_trick)
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
    key = "quiz.legal.strict" if deal.strict else "quiz.legal.open"
    return Question(
        kind="legal",
        key="quiz.legal",
        params={"seat": seat, "led": led},
        choices=choices,
        correct=correct,
        explanation_key=key,
        explanation_params={"cards": " ".join(choices[i] for i in correct)},
        deal_text=deal.to_text(),
        seat=seat,
        multiple=True,
    )


def trick_winner_question(variant: str, seed: int) -> Question | None:
    """Who takes this trick? (asked about the last finished trick of a position)"""
    deal = _position(variant, seed, lambda d: bool(d.tricks) and not d.current_trick)
    if deal is None:
        return None
    trick = deal.tricks[-1]
    choices = tuple(c.code for c in trick.cards)
    win_card = trick.cards[trick.seats.index(trick.winner)]
    exp = explain_trick(trick, deal.trump)
    return Question(
        kind="trick",
        key="quiz.trick",
        params={"cards": " ".join(choices), "trump": deal.trump if deal.trump is not None
                else "-"},
        choices=choices,
        correct=(choices.index(win_card.code),),
        explanation_key=exp.key,
        explanation_params=exp.params,
        deal_text=deal.to_text(),
        seat=trick.winner,
    )


def _number_choices(answer: int, rng: random.Random, spread: int) -> tuple[tuple[str, ...], int]:
    values = {answer}
    while len(values) < 4:
        values.add(max(0, answer + rng.randint(-spread, spread)))
    ordered = sorted(values)
    return tuple(str(v) for v in ordered), ordered.index(answer)


def points_question(variant: str, seed: int) -> Question | None:
    """How many points does the player on lead count now?"""
    deal = _position(variant, seed, lambda d: len(d.tricks) >= 2 and not d.current_trick)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    answer = deal.points(seat)
    rng = random.Random(seed)
    choices, idx = _number_choices(answer, rng, 12)
    won = [t for t in deal.tricks if deal.side_of(t.winner) == deal.side_of(seat)]
    cards = [c for t in won for c in t.cards]
    marriages = answer - sum(deal.card_points(s) for s in deal.partners(seat))
    return Question(
        kind="points",
        key="quiz.points",
        params={"seat": seat},
        choices=choices,
        correct=(idx,),
        explanation_key="quiz.points.why",
        explanation_params={
            "cards": " ".join(c.code for c in cards),
            "card_points": sum(c.points for c in cards),
            "marriages": marriages,
            "total": answer,
        },
        deal_text=deal.to_text(),
        seat=seat,
    )


def game_points_question(variant: str, seed: int) -> Question | None:
    """How many game points does the winner of this finished deal score?"""
    rng = random.Random(seed)
    for _ in range(100):
        deal = Deal.new(variant, seed=rng.randrange(1 << 30))
        bots = [HeuristicBot(rng.randrange(1 << 30)) for _ in range(deal.variant.players)]
        while deal.to_move is not None:
            seat = deal.to_move
            deal.push(bots[seat].choose(deal.observation(seat)))
        r = deal.result
        assert r is not None
        if r.reason in _RULE_ENDINGS:
            choices = ("1", "2", "3")
            if str(r.game_points) not in choices:
                continue
            return Question(
                kind="game_points",
                key="quiz.game_points",
                params={"winners": ", ".join(map(str, r.winners)),
                        "winners_count": len(r.winners)},
                choices=choices,
                correct=(choices.index(str(r.game_points)),),
                explanation_key="result." + r.reason,
                explanation_params={"claimer": r.claimer, "points": max(r.points),
                                    "contract": r.contract},
                deal_text=deal.to_text(),
                seat=r.winners[0],
            )
    return None


QUESTION_KINDS: dict[str, Callable[[str, int], Question | None]] = {
    "legal": legal_cards_question,
    "trick": trick_winner_question,
    "points": points_question,
    "game_points": game_points_question,
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
