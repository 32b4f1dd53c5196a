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
  (the rows of rule 9 are on the closing page, the claim and the last trick on claiming);
- ``match_told``, ``match_deal``: a match counted down from 7: match;
- ``markers_pool``, ``markers_split``, ``markers_empty``: the Hungarian marker cards (the pool
  left, the loser's holding when the pool runs out and once it is empty): snapszer;
- ``race``: the Hungarian race to 25 or 50, and who gets the bunkó: snapszer-multi.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..bots import HeuristicBot, RandomBot, TaughtBot
from ..cards import Card, Rank, Suit, make_deck
from ..deal import Deal
from ..explain import explain_trick, format_message, names_only
from ..i18n import MESSAGES
from ..i18n.names import Word
from ..moves import MoveKind
from ..rules import marriage_value
from ..stages import ResultReason, Stage
from ..variants import Variant, find_variant

if TYPE_CHECKING:
    from ..bots import Bot
    from ..match import Match
    from ..scoring import DealResult

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
    "KINDS",
    "Kind",
    "CHAPTER_CONCEPTS",
    "CHAPTER_QUIZZES",
    "LINE_CONCEPTS",
    "line_concept",
    "taught_by",
    "make_questions",
    "chapter_questions",
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
    #: how each choice reads, when it is no card or number ("yes", "seat 1")
    labels: tuple[Line, ...] = ()
    #: the cards a picture shows when the question is about cards, not a position (codes)
    cards: tuple[str, ...] = ()
    #: what the picture shows: "trick", "legal", "points", "cards", "pack", "table" or ""
    #: (none); empty: read from ``kind``
    picture: str = ""
    #: the concept the question tests, and the concepts it takes for known (set by
    #: :func:`make_questions` from :data:`KINDS`)
    concept: str = ""
    needs: tuple[str, ...] = ()

    @property
    def prompt(self) -> str:
        return line_text((self.key, self.params))

    def prompt_in(self, lang: str = "en") -> str:
        return line_text((self.key, self.params), lang)

    def label_in(self, index: int, lang: str = "en") -> str:
        """How choice ``index`` reads (its label line, else the choice itself)."""
        if self.labels:
            return line_text(self.labels[index], lang)
        return self.choices[index]

    def word_in(self, index: int, lang: str = "en") -> Any:
        """Choice ``index`` as a parameter a sentence may show as the reader sees it
        (``{answer}``) or inside it (``{answer.mid}``: "A helyes válasz: igen."; a game's name
        as running text writes it)."""
        from ..i18n import Choice
        from ..i18n.names import variant_name

        label = self.label_in(index, lang)
        line = self.labels[index] if self.labels else None
        if line is not None and line[0].startswith("variant."):
            return Choice(label, variant_name(line[0].partition(".")[2], lang))
        return Choice(label)

    def lines(self) -> list[Line]:
        """Every line the reader may see: the prompt, the context, the labels and the
        feedback (what :data:`LINE_CONCEPTS` checks against the chapters)."""
        return [(self.key, self.params), *self.context, *self.labels,
                (self.explanation_key, self.explanation_params), *self.more]

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
    """One line in ``lang`` (a ``variant`` parameter, a variant's id, is said by its name;
    a card by its name alone, never its code)."""
    key, params = line
    if "variant" in params:
        # by its name, declined as the sentence asks ({variant.gen})
        params = {**params, "variant": Word(f"variant.{params['variant']}", lang)}
    return format_message(key, names_only(params), lang)


# -- the context of a position -----------------------------------------------------------


def _trump_line(deal: Deal) -> Line:
    contract = deal.contract
    if contract is not None and not contract.trumps:
        # a special game without trumps names itself and who plays it (sl reader: "V tej
        # igri ni aduta" said neither)
        return ("quiz.ctx.no_trump.contract",
                {"seat": deal.contract_seat, "contract": contract.name})
    if deal.trump is None:
        return ("quiz.ctx.no_trump", {})
    return ("quiz.ctx.trump", {"suit": deal.trump})


def _talon_line(deal: Deal) -> Line:
    v = deal.variant
    if deal.closed_by is not None:
        return ("quiz.ctx.talon.closed", {"seat": deal.closed_by})
    if not v.draws:  # the cards that lie aside (hr, sl for three), which nobody draws
        if deal.talon_size:
            return ("ui.status.talon.aside", {"count": deal.talon_size})
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
        t = deal.tricks_won(seat) if tricks is None else tricks[sd]  # the side's tricks
        if len(seats) == 1:
            out.append(("quiz.ctx.seat", {"seat": seat, "points": p, "tricks": t}))
        else:
            out.append(("quiz.ctx.side", {"seats": tuple(seats), "points": p,
                                          "tricks": t}))
    return out


def _own(deal: Deal, key: str) -> str:
    """``key``, or its ``.solo`` form where every seat plays for itself (two players): the
    lines that speak of a seat's side say "its side" only where there are partners."""
    return f"{key}.solo" if deal.variant.teams == "single" else key


def _rule_key(deal: Deal) -> str:
    """The game-points rule as the deal's game says it: the winner and the loser where every
    seat plays for itself (``quiz.gp.rule``), the winning and the losing side where seats play
    in sides (``quiz.gp.rule.side``)."""
    return "quiz.gp.rule" if deal.variant.teams == "single" else "quiz.gp.rule.side"


def context_lines(deal: Deal) -> list[Line]:
    """The trump suit and the state of the talon (every question shows these)."""
    return [_trump_line(deal), _talon_line(deal)]


# -- positions -----------------------------------------------------------------------------


def _advance(deal: Deal, rng: random.Random, moves: int) -> None:
    bots = [
        TaughtBot(HeuristicBot(rng.randrange(1 << 30)) if i % 2 == 0
                  else RandomBot(rng.randrange(1 << 30)))
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
    leader, led = deal.current_trick[0]
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
    after a close; ``"any"``; ``"open"``: while the talon is open, when any card may be
    played)"""
    if talon == "open":
        def want(d: Deal) -> bool:
            return (not d.strict and bool(d.current_trick) and d.closed_by is None
                    and not d.talon_exhausted and len(d.hand(d.to_move or 0)) > 2)
    else:
        def want(d: Deal) -> bool:
            return (d.strict
                    and bool(d.current_trick)
                    and (talon != "gone" or d.talon_exhausted and d.closed_by is None)
                    and (talon != "closed" or d.closed_by is not None)
                    and 1 < len(d.legal_moves()) < len(d.hand(d.to_move or 0)))
    deal = _position(variant, seed, want)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    hand = deal.hand(seat)
    legal = {m.card for m in deal.legal_moves() if m.kind == MoveKind.CARD}
    choices = tuple(c.code for c in hand)
    correct = tuple(i for i, c in enumerate(hand) if c in legal)
    leader, led = deal.current_trick[0]
    if talon == "open":
        why: Line = ("quiz.legal.open", {"cards": list(hand)})
    else:
        why = _legal_why(deal, seat, [c for c in hand if c in legal],
                         [c for c in hand if c not in legal])
    return Question(
        kind="legal",
        key="quiz.legal",
        params={"seat": seat, "leader": leader, "led": led},
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


def _before_last_trick(deal: Deal) -> Deal:
    """The position as it stood when the last trick was led: trump and talon then."""
    before = Deal.from_text(deal.to_text())
    while len(before.tricks) == len(deal.tricks) or before.current_trick:
        before.pop()
    return before


def trick_winner_question(variant: str, seed: int, talon: str = "any") -> Question | None:
    """Who takes this trick? (asked about the last finished trick of a position; ``talon``:
    ``"open"`` only a trick played while the talon was open, ``"any"``)"""

    def want(d: Deal) -> bool:
        if not d.tricks or d.current_trick:
            return False
        if talon == "open":
            before = _before_last_trick(d)
            return before.closed_by is None and not before.talon_exhausted
        return True

    deal = _position(variant, seed, want)
    if deal is None:
        return None
    trick = deal.tricks[-1]
    before = _before_last_trick(deal)
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
        first: Line = (_own(deal, "quiz.points.cards"), {
            "seat": seat, "cards": cards, "sum": " + ".join(str(c.points) for c in cards),
            "card_points": card_points})
    else:
        first = (_own(deal, "quiz.points.no_trick"), {"seat": seat})
    if counted:
        more.extend(_counted_marriages(deal, declared))
    else:
        more.extend((_own(deal, "quiz.points.pending"), {"seat": s, "suit": su, "points": p})
                    for s, su, p in declared)
    if declared and counted:
        parts = [card_points] + [p for _, _, p in declared]
        if sum(parts) != answer:
            parts = [card_points, counted]
        more.append(("quiz.points.total", {"sum": " + ".join(map(str, parts)),
                                           "points": answer}))
    context = [*context_lines(deal), *_marriage_lines(deal)]
    return Question(
        kind="points",
        key=_own(deal, "quiz.points" if deal.marriages else "quiz.card_points"),
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


def _counted_marriages(deal: Deal, declared: Sequence[tuple[int, Suit, int]]) -> list[Line]:
    """The marriages that count, a line apiece; but two of one seat worth the same in one
    sentence (round 33, hr 20: "Zvanje igrača 1 u srcu donosi 20 bodova: … Zvanje igrača 1 u
    zelenoj donosi 20 bodova: …" said the same reason twice)."""
    groups: dict[tuple[int, int], list[Suit]] = {}
    for s, su, p in declared:
        groups.setdefault((s, p), []).append(su)
    out: list[Line] = []
    for (s, p), suits in groups.items():
        if len(suits) == 2:
            out.append((_own(deal, "quiz.points.marriage.two"),
                        {"seat": s, "suit": suits[0], "suit2": suits[1], "points": p}))
        else:
            out.extend((_own(deal, "quiz.points.marriage"), {"seat": s, "suit": su, "points": p})
                       for su in suits)
    return out


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
        lines.append(("quiz.gp.wrong_claim_rule", {}))
        return lines
    if closed is not None:
        closer = deal.closed_by
        assert closer is not None
        cs = deal.side_of(closer)
        opp = next(s for s in closed.seats if closed.side_of(s) not in (None, cs))
        opp_points = closed.points(opp)
        opp_tricks = closed.tricks_won(opp)  # the side's tricks
        if cs == winner_side:
            lines.append(("ui.score.closed_won", {}))
            lines.append(("quiz.gp.at_close", {"seat": opp, "points": opp_points,
                                               "tricks": opp_tricks}))
            lines.append((_rule_key(deal), {"half": half}))
            lines += _rule9(r.game_points, opp_points, opp_tricks, half,
                            _many(deal, closed.side_of(opp)), closed=True)
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
                lines.append(("quiz.gp.failed", {}))
        return lines
    if r.reason == ResultReason.LAST_TRICK and v.last_trick_rule == "flat":
        lines.append(("ui.score.last_flat", {"variant": v.id}))
        return lines
    lp, lt = r.points[loser_side], r.tricks[loser_side]
    lines.append((_own(deal, "quiz.gp.loser"), {"points": lp, "tricks": lt}))
    lines.append((_rule_key(deal), {"half": half}))
    lines += _rule9(r.game_points, lp, lt, half, _many(deal, loser_side))
    return lines


def _many(deal: Deal, side: int | None) -> bool:
    """Whether ``side`` has more than one seat (a pair, or three against a lone player)."""
    return sum(1 for s in deal.seats if deal.side_of(s) == side) > 1


def _rule9(game_points: int, points: int, tricks: int, half: int,
           many: bool = False, closed: bool = False) -> list[Line]:
    """The game-points rule applied to the loser, after a line that has said its points and
    tricks: nothing more where it says only that the loser took no trick (round 20, cs "Hráč 1
    měl při zavření talónu 0 bodů a žádný štych. … Poražený nevzal žádný štych."). ``many``: a
    losing side of more than one seat, said as a side (``.side``; sl reader, round 20:
    "Poraženec je pobral štih" of a pair)."""
    if tricks == 0:  # the rule's case of a loser with no trick: said already
        return []
    key = f"ui.score.rule9.{game_points}" + (".side" if many else "")
    if key not in MESSAGES:  # a contract's stakes: the rule of 1, 2 or 3 is not the reason
        return []
    if closed and key + ".closed" in MESSAGES:
        # judged at the close: the loser's figures then, in the past (cs reader, round 24:
        # "Poražený vzal štych a má 33 bodů" beside a position that shows 54)
        key += ".closed"
    return [(key, {"points": points, "half": half})]


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
    # a side of several seats by its seats ("seats 1 and 3 reached 66 together": round 19,
    # hu "the side" named no one); a seat that plays alone by itself
    if len(r.winners) > 1:
        return ("quiz.ctx.end.reached", {"seats": tuple(r.winners)})
    return ("quiz.ctx.end.reached.solo", {"winner": r.winners[0]})


def game_points_question(variant: str, seed: int, closed: bool = False,
                         wrong_claims: bool = True) -> Question | None:
    """How many game points does the winner of this finished deal score? ``closed``: a deal
    in which the talon was closed (otherwise one in which it was not); ``wrong_claims``:
    a deal may end in a wrong claim."""
    rng = random.Random(seed)
    endings = _CLOSE_ENDINGS if closed else _NO_CLOSE_ENDINGS
    if not wrong_claims:
        endings = endings - {ResultReason.WRONG_CLAIM}
    for _ in range(100 if not closed else 300):
        deal = Deal.new(variant, seed=rng.randrange(1 << 30))
        bots = [TaughtBot(HeuristicBot(rng.randrange(1 << 30)))
                for _ in range(deal.variant.players)]
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
            key=deal.variant.match.said("quiz.game_points"),  # hr countdown: "za koliko ide?"
            params={"winners": tuple(r.winners),
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


# -- the cards -------------------------------------------------------------------------------

_YES_NO: tuple[Line, ...] = (("quiz.choice.yes", {}), ("quiz.choice.no", {}))


def _seat_labels(seats: tuple[int, ...]) -> tuple[Line, ...]:
    return tuple(("quiz.choice.seat", {"seat": s}) for s in seats)


def card_order_question(variant: str, seed: int) -> Question | None:
    """Which of these cards of one suit ranks highest? (three or four cards; every second
    question leaves the Ace out and holds the Ten and the King, the order that surprises)"""
    rng = random.Random(seed)
    v = find_variant(variant)
    suit = rng.choice(list(Suit))
    ranks = [c.rank for c in make_deck(v.deck_size) if c.suit == suit]
    if rng.random() < 0.5:
        pool = [r for r in ranks if r not in (Rank.ACE, Rank.TEN, Rank.KING)]
        picked = [Rank.TEN, Rank.KING, *rng.sample(pool, rng.randint(1, 2))]
    else:
        picked = rng.sample(ranks, rng.randint(3, 4))
    rng.shuffle(picked)
    cards = [Card(suit, r) for r in picked]
    best = max(cards, key=lambda c: int(c.rank))
    codes = tuple(c.code for c in cards)
    return Question(
        kind="card_order",
        key="quiz.card_order",
        params={},
        choices=codes,
        correct=(codes.index(best.code),),
        explanation_key="quiz.card_order.why" if v.deck_size == 20 else "quiz.card_order.why9",
        explanation_params={"best": best},
        cards=codes,
        picture="cards",
    )


def card_value_question(variant: str, seed: int) -> Question | None:
    """How many card points are these cards worth? (two to five cards won in tricks)"""
    rng = random.Random(seed)
    v = find_variant(variant)
    cards = rng.sample(make_deck(v.deck_size), rng.randint(3, 5))
    cards.sort(key=lambda c: (-int(c.rank), c.suit))
    total = sum(c.points for c in cards)
    choices, idx = _number_choices(total, rng, 9)
    codes = tuple(c.code for c in cards)
    return Question(
        kind="card_value",
        key="quiz.card_value",
        params={},
        choices=choices,
        correct=(idx,),
        explanation_key="quiz.card_value.why",
        explanation_params={"cards": cards, "sum": " + ".join(str(c.points) for c in cards),
                            "card_points": total},
        more=(("quiz.card_value.values", {}),),
        cards=codes,
        picture="cards",
    )


# -- the deal --------------------------------------------------------------------------------


def _packets(v: Variant) -> list[tuple[str, int | None]]:
    """Where each card of the pack goes, top card first: ("hand", seat) or ("turn", None),
    until the last card dealt to a hand (the rest is the talon)."""
    out: list[tuple[str, int | None]] = []
    for step in v.deal_steps:
        if step.kind == "hands":
            for seat in range(v.players):
                out += [("hand", seat)] * step.cards
        elif step.kind == "turn":
            out.append(("turn", None))
    return out


def _ranges(positions: list[int]) -> str:
    """``[1, 2, 3, 8, 9]`` -> ``1-3, 8-9`` (card numbers, counted from 1)."""
    runs: list[list[int]] = []
    for p in positions:
        if runs and p == runs[-1][-1] + 1:
            runs[-1].append(p)
        else:
            runs.append([p])
    return ", ".join(f"{r[0]}\u2013{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def _deal_question(variant: str, seed: int, what: str) -> Question | None:
    v = find_variant(variant)
    if v.players != 2 or not any(s.kind == "turn" for s in v.deal_steps):
        return None
    rng = random.Random(seed)
    deal = Deal.new(variant, seed=rng.randrange(1 << 30))
    places = _packets(v)
    pack = deal.deck[:len(places)]
    assert deal.trump_card is not None
    turn = next(i for i, (k, _) in enumerate(places) if k == "turn")
    assert pack[turn] == deal.trump_card
    mine = [i + 1 for i, (k, s) in enumerate(places) if k == "hand" and s == 0]
    dealer = [i + 1 for i, (k, s) in enumerate(places) if k == "hand" and s == 1]
    params = {"forehand_cards": _ranges(mine), "dealer_cards": _ranges(dealer), "turn": turn + 1,
              "card": deal.trump_card, "suit": deal.trump}
    codes = tuple(c.code for c in pack)
    context: tuple[Line, ...] = (("quiz.ctx.dealing", {"dealer": 1, "variant": variant}),)
    if what == "turn":
        picks = sorted({turn - 1, turn, turn + 1, len(pack) - 1})
        choices = tuple(pack[i].code for i in picks)
        return Question(
            kind="deal_turn", key="quiz.deal_turn", params={},
            choices=choices, correct=(picks.index(turn),),
            explanation_key="quiz.deal_turn.why", explanation_params=params,
            context=context, cards=codes, picture="pack")
    # which of these cards does the dealer hold?
    theirs = [p - 1 for p in dealer]
    others = [i for i in range(len(pack)) if i not in theirs]
    picks = sorted(rng.sample(theirs, 2) + rng.sample(others, 3))
    choices = tuple(pack[i].code for i in picks)
    correct = tuple(j for j, i in enumerate(picks) if i in theirs)
    return Question(
        kind="deal_hand", key="quiz.deal_hand", params={"seat": 1},
        choices=choices, correct=correct,
        explanation_key="quiz.deal_hand.why",
        explanation_params={**params, "cards": [pack[picks[j]] for j in correct]},
        context=context, cards=codes, picture="pack", multiple=True)


# -- drawing ---------------------------------------------------------------------------------


def draw_last_question(variant: str, seed: int) -> Question | None:
    """Who takes the turned trump card? (the trick that empties the talon: its loser)"""
    rng = random.Random(seed)
    for _ in range(200):
        deal = _position(variant, rng.randrange(1 << 30),
                         lambda d: d.talon_size == 2 and d.closed_by is None
                         and not d.current_trick and d.variant.players == 2)
        if deal is None:
            return None
        before = Deal.from_text(deal.to_text())
        turned = before.trump_card
        assert turned is not None
        _advance(deal, rng, 2)
        if len(deal.tricks) != len(before.tricks) + 1 or deal.current_trick:
            continue
        trick = deal.tricks[-1]
        loser = next(s for s in trick.seats if s != trick.winner)
        if turned not in deal.hand(loser):
            continue
        exp = explain_trick(trick, deal.trump)
        choices = ("0", "1")
        return Question(
            kind="draw_last", key="quiz.draw_last",
            params={"cards": list(trick.cards), "leader": trick.leader, "card": turned},
            choices=choices, correct=(choices.index(str(loser)),),
            explanation_key=exp.key, explanation_params=exp.params,
            more=(("quiz.draw_last.why", {"winner": trick.winner, "loser": loser,
                                          "card": turned}),),
            deal_text=deal.to_text(), seat=trick.winner,
            context=tuple(context_lines(before)), labels=_seat_labels((0, 1)),
            picture="trick")
    return None


# -- marriages -------------------------------------------------------------------------------


def marriage_question(variant: str, seed: int) -> Question | None:
    """How many points does the player on lead count right after announcing this marriage?
    (20 or 40, and only once the side has a trick: held back before)"""
    rng = random.Random(seed)
    want_trick = seed % 2 == 0

    def want(d: Deal) -> bool:
        seat = d.to_move
        if seat is None or d.current_trick or d.closed_by is not None or d.variant.players != 2:
            return False
        if (d.tricks_won(seat) > 0) != want_trick:
            return False
        return any(m.kind == MoveKind.MARRIAGE for m in d.legal_moves())

    deal = _position(variant, rng.randrange(1 << 30), want)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    move = rng.choice([m for m in deal.legal_moves() if m.kind == MoveKind.MARRIAGE])
    assert move.card is not None
    suit = move.card.suit
    value = marriage_value(suit, deal.trump, deal.variant)
    after = deal.copy()
    after.push(move)
    answer = after.points(seat)
    before_points = deal.points(seat)
    # the tempting wrong answers: the points before, with the other value, with the marriage
    # counted when it waits
    v = deal.variant
    values = {answer, before_points, before_points + v.marriage_points,
              before_points + v.trump_marriage_points}
    while len(values) < 4:
        values.add(answer + rng.choice((-10, -3, 3, 10, 11)))
    ordered = sorted(v for v in values if v >= 0)[:4]
    if answer not in ordered:
        ordered = sorted([answer, *[v for v in ordered if v != answer][:3]])
    choices, idx = tuple(str(v) for v in ordered), ordered.index(answer)
    if deal.tricks_won(seat):
        why: Line = (_own(deal, "quiz.marriage.counts"), {"seat": seat, "add": value,
                                              "before": before_points, "total": answer})
    else:
        why = (_own(deal, "quiz.marriage.waits"), {"seat": seat, "add": value, "total": answer})
    return Question(
        kind="marriage", key=_own(deal, "quiz.marriage"),
        params={"seat": seat, "suit": suit, "card": move.card},
        choices=choices, correct=(idx,),
        explanation_key="quiz.marriage.value" if suit != deal.trump else "quiz.marriage.value40",
        explanation_params={"suit": suit, "points": value},
        more=(why,),
        deal_text=deal.to_text(), seat=seat,
        context=(*context_lines(deal), *_side_lines(deal), *_marriage_lines(deal)),
        picture="table")


# -- the exchange and the close: may the player do it now? -----------------------------------


def _may_question(variant: str, seed: int, move: str) -> Question | None:
    """May the seat to move exchange the trump Unter (``move="x"``) or close the talon
    (``move="close"``) now? Even seeds look for a yes, odd ones for a no: not on lead, or
    too few cards left."""
    rng = random.Random(seed)
    want_yes = seed % 2 == 0
    late = rng.random() < 0.5  # a "no": too late rather than not on lead
    v = find_variant(variant)
    low = (v.exchange_min_talon + 1) if move == "x" else v.close_min_talon

    def holds_unter(d: Deal, seat: int) -> bool:
        if v.exchange_rank is None or d.trump is None:
            return False
        return Card(d.trump, v.exchange_rank) in d.hand(seat)

    def want(d: Deal) -> bool:
        seat = d.to_move
        if seat is None or d.closed_by is not None or d.variant.players != 2:
            return False
        if d.talon_exhausted or d.trump_card is None:
            return False
        if move == "x" and not holds_unter(d, seat):
            return False
        legal = move in {str(m) for m in d.legal_moves()}
        if want_yes:
            return legal
        if legal:
            return False
        if late:
            return not d.current_trick and d.talon_size == low - 1
        return bool(d.current_trick) and d.talon_size >= low

    deal = _position(variant, rng.randrange(1 << 30), want, tries=400)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None and deal.trump_card is not None
    legal = move in {str(m) for m in deal.legal_moves()}
    name = "exchange" if move == "x" else "close"
    if move == "x":
        face_down = deal.talon_size - 1
        left = {"left": face_down, "min": v.exchange_min_talon}
    else:
        left = {"left": deal.talon_size, "min": v.close_min_talon}
    common = {"seat": seat, "card": deal.trump_card, **left}
    if v.exchange_rank is not None and deal.trump is not None:
        common["unter"] = Card(deal.trump, v.exchange_rank)
    if legal:
        why: Line = (f"quiz.{name}.yes", common)
    elif deal.current_trick:
        leader, led = deal.current_trick[0]
        why = (f"quiz.{name}.not_lead", {**common, "leader": leader, "led": led})
    else:
        why = (f"quiz.{name}.too_late", common)
    context = [*context_lines(deal), *_side_lines(deal)]
    if deal.current_trick:
        leader, led = deal.current_trick[0]
        context.append(("quiz.ctx.answering", {"seat": seat, "leader": leader, "led": led}))
    else:
        context.append(("quiz.ctx.on_lead", {"seat": seat}))
    choices = ("yes", "no")
    return Question(
        kind=name, key=f"quiz.{name}", params=common,
        choices=choices, correct=(0 if legal else 1,),
        explanation_key=why[0], explanation_params=why[1],
        deal_text=deal.to_text(), seat=seat, context=tuple(context), labels=_YES_NO,
        picture="table")


# -- claiming --------------------------------------------------------------------------------


def claim_question(variant: str, seed: int) -> Question | None:
    """The player on lead says "enough": is the claim right? (even seeds look for a right
    claim, odd ones for a wrong one; a marriage in hand may be shown with the claim)"""
    rng = random.Random(seed)
    want_right = seed % 2 == 0

    def want(d: Deal) -> bool:
        seat = d.to_move
        if seat is None or d.current_trick or d.closed_by is not None or d.variant.players != 2:
            return False
        if not d.tricks_won(seat) or "claim" not in {str(m) for m in d.legal_moves()}:
            return False
        after = d.copy()
        after.play("claim")
        r = after.result
        assert r is not None
        right = r.reason == ResultReason.CLAIM
        return right == want_right and 46 <= after.points(seat) <= 90

    deal = _position(variant, rng.randrange(1 << 30), want, tries=600)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    after = deal.copy()
    after.play("claim")
    r = after.result
    assert r is not None
    right = r.reason == ResultReason.CLAIM
    side = deal.side_of(seat)
    card_points = sum(c.points for t in deal.tricks if deal.side_of(t.winner) == side
                      for c in t.cards)
    parts = [card_points]
    more: list[Line] = [("quiz.claim.cards", {"seat": seat, "card_points": card_points})]
    ours = [(s, su, p) for s, su, p in deal.marriages if deal.side_of(s) == side]
    more.extend(_counted_marriages(deal, ours))
    parts.extend(p for _, _, p in ours)
    shown_points = r.detail.claim_marriage if r.detail is not None else 0
    if shown_points:
        shown = after.marriages[-1]
        more.append(("quiz.claim.shown", {"seat": seat, "suit": shown[1],
                                          "points": shown_points}))
        parts.append(shown_points)
    total = after.points(seat)
    if sum(parts) != total:
        return None
    # each other side's tricks once (tricks_won counts a seat's whole side)
    opp_tricks = sum({deal.side_of(s): deal.tricks_won(s) for s in deal.seats
                      if deal.side_of(s) not in (None, side)}.values())
    # the verdict says the total once: with its sum when there are several parts ("In all:
    # 50 + 20 = 70 points, at least 66 ..."), never a line of the sum and then the total again
    verdict: dict[str, Any] = {"points": total}
    if not right:
        verdict |= {"game_points": r.game_points, "tricks": opp_tricks}
    key = "quiz.claim.right" if right else "quiz.claim.wrong"
    if len(parts) > 1:
        key, verdict["sum"] = key + ".sum", " + ".join(map(str, parts))
    more.append((key, verdict))
    first, *rest = more
    choices = ("yes", "no")
    return Question(
        kind="claim", key="quiz.claim", params={"seat": seat},
        choices=choices, correct=(0 if right else 1,),
        explanation_key=first[0], explanation_params=first[1], more=tuple(rest),
        deal_text=deal.to_text(), seat=seat,
        context=(*context_lines(deal), ("quiz.ctx.claim_cards",
                                        {"seat": seat, "card_points": card_points,
                                         "tricks": deal.tricks_won(seat)}),
                 *[line for line in _side_lines(deal) if line[1].get("seat") != seat],
                 *_marriage_lines(deal)),
        labels=_YES_NO, picture="table")


def last_trick_question(variant: str, seed: int) -> Question | None:
    """Nobody claimed and the hands were played out: who wins the deal? (the last trick's
    winner; preferably a deal in which the other side has more points)"""
    rng = random.Random(seed)
    fallback: Question | None = None
    for _ in range(150):
        deal = Deal.new(variant, seed=rng.randrange(1 << 30))
        if deal.variant.players != 2 or deal.variant.last_trick_rule == "sixty-six":
            return None
        bots = [TaughtBot(RandomBot(rng.randrange(1 << 30)))
                for _ in range(deal.variant.players)]
        while deal.to_move is not None:
            seat = deal.to_move
            move = bots[seat].choose(deal.observation(seat))
            if move.kind in (MoveKind.CLAIM, MoveKind.CLOSE):
                cards = [m for m in deal.legal_moves() if m.kind not in
                         (MoveKind.CLAIM, MoveKind.CLOSE)]
                move = rng.choice(cards) if cards else move
            deal.push(move)
        r = deal.result
        if r is None or r.reason != ResultReason.LAST_TRICK or deal.closed_by is not None:
            continue
        winner = deal.tricks[-1].winner
        loser = 1 - winner
        choices = ("0", "1")
        q = Question(
            kind="last_trick", key="quiz.last_trick", params={},
            choices=choices, correct=(choices.index(str(winner)),),
            explanation_key="quiz.last_trick.why",
            explanation_params={"winner": winner},
            deal_text=deal.to_text(), seat=winner,
            context=(*context_lines(deal), ("quiz.ctx.end.last_trick", {"winner": winner}),
                     *_side_lines(deal, r.points, r.tricks)),
            labels=_seat_labels((0, 1)))
        if r.points[deal.side_of(loser) or 0] > r.points[deal.side_of(winner) or 0]:
            return q
        fallback = fallback or q
    return fallback


# -- the match -------------------------------------------------------------------------------


def _played_matches(variant: str, rng: random.Random, tries: int,
                    fits: Callable[[Match], bool],
                    bots: Callable[[int], list[Bot]]) -> Iterator[Match]:
    """Up to ``tries`` matches of ``variant`` played out by ``bots`` (given the number of
    players), each dealt from a seed drawn from ``rng``; none at all when the variant's match
    does not ``fit`` the question (the same rules hold for every seed)."""
    from ..match import Match

    for _ in range(tries):
        match = Match(variant, seed=rng.randrange(1 << 30))
        if not fits(match):
            return
        # (no bid the variant's teaching leaves out: the two-hand snapszer, hu reader 37)
        match.play([TaughtBot(b) for b in bots(match.variant.players)])
        yield match


def _deal_line(r: DealResult) -> Line:
    """The context line that gives a deal's one winner and its game points; ``.contract``
    where a contract made won it (the snapszer bid in the two-hand game), which an edition
    can say (round 33, hu)."""
    key = "quiz.ctx.match.deal"
    if r.reason == ResultReason.CONTRACT_MADE:
        key += ".contract"
    return key, {"winner": r.winners[0], "game_points": r.game_points}


def match_question(variant: str, seed: int, told: bool = True) -> Question | None:
    """A match counted down: how many game points does the deal's winner still need after
    it? ``told``: the deal's game points are given; otherwise the loser's points and tricks
    are, and the reader works out the game points first."""
    rng = random.Random(seed)
    for match in _played_matches(
            variant, rng, 40, lambda m: m.rules.kind == "countdown" and m.variant.players == 2,
            lambda n: [HeuristicBot(rng.randrange(1 << 30)), RandomBot(rng.randrange(1 << 30))]):
        target = match.rules.target
        entries = list(match.history)
        i = rng.randrange(len(entries))
        e = entries[i]
        r = e.result
        before = entries[i - 1].scores if i else (target, target)
        if len(r.winners) != 1 or r.multiplier != 1:
            continue
        if not told and (r.reason not in (ResultReason.CLAIM, ResultReason.LAST_TRICK)
                         or r.detail.closer_side is not None):
            # the loser's points at the end decide only where nobody closed the talon (a
            # closer's win reads them as they stood at the close: "only 73 points, fewer
            # than 33" read as nonsense)
            continue
        winner = r.winners[0]
        loser = 1 - winner
        left = e.scores[winner]
        if left != max(0, before[winner] - r.game_points):
            continue
        choices, idx = _number_choices(left, rng, 3)
        context: list[Line] = [("quiz.ctx.match", {"variant": variant, "target": target})]
        context += [("quiz.ctx.match.score", {"seat": s, "left": before[s]}) for s in (0, 1)]
        more: list[Line] = []
        if told:
            context.append(_deal_line(r))
        else:
            # the losing side's figures the rule read (the result's points are by side, and
            # a match's seats need not be its deals' sides: "73 points, fewer than 33")
            lp, lt = r.detail.judged_points, r.detail.judged_tricks
            context.append(("quiz.ctx.match.deal_points", {"winner": winner, "loser": loser,
                                                           "points": lp, "tricks": lt}))
            half = match.variant.half_target_points
            more += [("quiz.gp.rule", {"half": half}), *_rule9(r.game_points, lp, lt, half)]
        more.append(("quiz.match.left", {"winner": winner, "game_points": r.game_points,
                                         "before": before[winner], "after": left}))
        if left == 0:
            more.append(("quiz.match.won", {"winner": winner, "loser": loser}))
        first, *rest = more
        return Question(
            kind="match", key="quiz.match", params={"winner": winner},
            choices=choices, correct=(idx,),
            explanation_key=first[0], explanation_params=first[1], more=tuple(rest),
            seat=winner, context=tuple(context))
    return None


# -- the Hungarian scoring: the marker cards and the race with its bunkó --------------------


def markers_question(variant: str, seed: int, when: str = "pool") -> Question | None:
    """A match played with the marker cards (the Hungarian twelve): the holdings before a deal
    and its winner's game points; how many lie in the pool after it (``when="pool"``: the
    pool holds enough), or how many the loser keeps (``"split"``: the pool runs out in the
    deal, the rest comes from the loser; ``"empty"``: the pool was empty before it)."""

    rng = random.Random(seed)
    # two even players, so that the cards go back and forth once the pool is empty (a strong
    # player against a random one takes all twelve from the pool)
    for match in _played_matches(
            variant, rng, 60, lambda m: m.rules.kind == "markers" and m.variant.players == 2,
            lambda n: [RandomBot(rng.randrange(1 << 30)), RandomBot(rng.randrange(1 << 30))]):
        target = match.rules.target
        entries = list(match.history)
        picks = list(range(len(entries)))
        rng.shuffle(picks)
        for i in picks:
            e = entries[i]
            r = e.result
            if len(r.winners) != 1:
                continue
            before = entries[i - 1].scores if i else (0, 0)
            pool = target - sum(before)
            after_pool = target - sum(e.scores)
            winner = r.winners[0]
            loser = 1 - winner
            g = r.game_points
            taken = e.scores[winner] - before[winner]
            from_pool = pool - after_pool
            moved = before[loser] - e.scores[loser]
            if taken != from_pool + moved or taken > g:
                continue
            if when == "pool" and not (pool >= g and 0 < from_pool and after_pool > 0
                                       and sum(before) > 0):
                continue
            if when == "split" and not (0 < pool < g and moved > 0):
                continue
            if when == "empty" and not (pool == 0 and moved > 0 and i < len(entries) - 1):
                continue
            answer = after_pool if when == "pool" else e.scores[loser]
            # four counts near the answer, none below 0 or above the twelve
            near = sorted(range(target + 1), key=lambda v: (abs(v - answer), rng.random()))
            ordered = sorted(near[:4])
            choices, idx = tuple(str(v) for v in ordered), ordered.index(answer)
            context: list[Line] = [
                ("quiz.ctx.markers", {"variant": variant, "target": target}),
                *[("quiz.ctx.markers.seat", {"seat": s, "count": before[s]}) for s in (0, 1)],
                ("quiz.ctx.markers.pool", {"count": pool}) if pool
                else ("quiz.ctx.markers.empty", {"target": target}),
                _deal_line(r),
            ]
            more: list[Line] = []
            if when == "pool":
                more.append(("quiz.markers.from_pool", {"winner": winner, "game_points": g,
                                                        "before": pool, "after": after_pool}))
            elif when == "split":
                more.append(("quiz.markers.split", {
                    "winner": winner, "loser": loser, "pool": from_pool, "rest": moved,
                    "before": before[loser], "after": e.scores[loser]}))
            else:
                more.append(("quiz.markers.from_loser", {
                    "winner": winner, "loser": loser, "game_points": moved,
                    "before": before[loser], "after": e.scores[loser]}))
            if e.scores[winner] == target:
                more.append(("quiz.markers.won", {"winner": winner, "target": target}))
            if when == "pool":
                key, params = "quiz.markers.pool", {}
            else:
                key, params = "quiz.markers.held", {"seat": loser}
            return Question(
                kind="markers", key=key, params=params, choices=choices, correct=(idx,),
                explanation_key="quiz.markers.rule", explanation_params={"target": target},
                more=tuple(more), seat=winner, context=tuple(context))
    return None


def race_question(variant: str, seed: int) -> Question | None:
    """A race to a number of points (the Hungarian games for three and four: 25, 50): the
    score sheet before a match's last deal and who won that deal; who gets the bunkó (the
    player with the fewest points when someone reaches the target)? Deals in which the
    lowest player changes, or in which a side of two wins, come first."""

    rng = random.Random(seed)
    fallback: Question | None = None
    for match in _played_matches(
            variant, rng, 40, lambda m: m.rules.kind == "race" and m.rules.bunko,
            lambda n: [HeuristicBot(rng.randrange(1 << 30)) if i % 2 == 0
                       else RandomBot(rng.randrange(1 << 30)) for i in range(n)]):
        n = match.variant.players
        target = match.rules.target
        entries = list(match.history)
        if len(entries) < 2:
            continue
        e = entries[-1]
        r = e.result
        before = entries[-2].scores
        after = e.scores
        low = min(after)
        if after.count(low) != 1 or max(before) >= target:
            continue
        loser = match.loser
        top = match.winner
        assert loser is not None and top is not None and after[loser] == low
        winners = tuple(sorted(r.winners))
        context: list[Line] = [("quiz.ctx.race", {"variant": variant, "target": target})]
        context += [("quiz.ctx.race.score", {"seat": s, "score": before[s]}) for s in range(n)]
        if len(winners) == 1:
            context.append(("quiz.ctx.race.deal", {"winner": winners[0],
                                                   "game_points": r.game_points}))
        else:
            context.append(("quiz.ctx.race.deal.side", {"seats": winners,
                                                        "game_points": r.game_points}))
        more: list[Line] = [
            ("quiz.race.over", {"seat": top, "before": before[top], "won": r.game_points,
                                "after": after[top], "target": target}),
            ("quiz.race.bunko", {"seat": loser, "score": low}),
        ]
        labels = (*_seat_labels(tuple(range(n))), ("quiz.race.none", {}))
        choices = (*(str(s) for s in range(n)), "none")
        q = Question(
            kind="race", key="quiz.race", params={},
            choices=choices, correct=(loser,),
            explanation_key="quiz.race.rule", explanation_params={"target": target},
            more=tuple(more), seat=loser, context=tuple(context), labels=labels)
        lowest_before = min(range(n), key=lambda s: (before[s], s))
        if len(winners) > 1 or lowest_before != loser:
            return q
        fallback = fallback or q
    return fallback


# -- the kinds, the chapters and what each one teaches -----------------------------------------

QUESTION_KINDS: dict[str, Callable[[str, int], Question | None]] = {
    "legal": legal_cards_question,
    "legal_open": lambda v, s: legal_cards_question(v, s, talon="open"),
    "legal_drawn": lambda v, s: legal_cards_question(v, s, talon="gone"),
    "legal_closed": lambda v, s: legal_cards_question(v, s, talon="closed"),
    "trick": trick_winner_question,
    "trick_open": lambda v, s: trick_winner_question(v, s, talon="open"),
    "card_points": lambda v, s: points_question(v, s, marriages="none"),
    "marriage_points": lambda v, s: points_question(v, s, marriages="some"),
    "points": points_question,
    "game_points": game_points_question,
    "closed_game_points": lambda v, s: game_points_question(v, s, closed=True),
    "closed_score": lambda v, s: game_points_question(v, s, closed=True, wrong_claims=False),
    "card_order": card_order_question,
    "card_value": card_value_question,
    "deal_turn": lambda v, s: _deal_question(v, s, "turn"),
    "deal_hand": lambda v, s: _deal_question(v, s, "hand"),
    "draw_last": draw_last_question,
    "marriage": marriage_question,
    "exchange": lambda v, s: _may_question(v, s, "x"),
    "close": lambda v, s: _may_question(v, s, "close"),
    "claim": claim_question,
    "last_trick": last_trick_question,
    "match_told": match_question,
    "match_deal": lambda v, s: match_question(v, s, told=False),
    "markers_pool": markers_question,
    "markers_split": lambda v, s: markers_question(v, s, when="split"),
    "markers_empty": lambda v, s: markers_question(v, s, when="empty"),
    "race": race_question,
}

#: the kinds that ask about no rule of play (a card's rank or value, the score of a match, the
#: marker cards): the book's rules and a source's read them alike, so no line says which the
#: questions follow (round 31, hu: the line before the three marker-card questions)
NO_PLAY_RULE = frozenset({"card_order", "card_value", "match_told", "markers_pool",
                          "markers_split", "markers_empty", "race"})


@dataclass(frozen=True)
class Kind:
    """A kind of question: the concept it tests and the concepts it takes for known."""

    concept: str
    needs: tuple[str, ...] = ()


#: Every kind's concept and needs. A chapter's quiz asks only kinds whose concept the chapter
#: teaches and whose needs the chapters up to it have taught (tests/test_quiz_chapters.py).
KINDS: dict[str, Kind] = {
    "card_order": Kind("card_order"),
    "card_value": Kind("card_points"),
    "deal_turn": Kind("deal", ("trump",)),
    "deal_hand": Kind("deal"),
    "legal_open": Kind("free_play", ("trick", "talon", "trump")),
    "trick_open": Kind("trick", ("card_order", "trump", "talon")),
    "trick": Kind("trick", ("card_order", "trump", "talon", "drawing", "closing")),
    "draw_last": Kind("drawing", ("trick", "talon", "trump")),
    "legal_drawn": Kind("talon_gone", ("drawing", "trick", "trump")),
    "card_points": Kind("card_points", ("trick", "talon", "trump", "drawing", "closing")),
    "marriage": Kind("marriage", ("card_points", "trick", "talon", "trump")),
    "marriage_points": Kind("marriage", ("card_points", "trick", "talon", "trump",
                                         "drawing", "closing")),
    "points": Kind("marriage", ("card_points", "trick", "talon", "trump", "drawing",
                                "closing")),
    "exchange": Kind("exchange", ("talon", "trump", "forehand", "trick")),
    "close": Kind("closing", ("talon", "trump", "trick")),
    "closed_score": Kind("closed_score", ("closing", "card_points", "trick", "claim_66")),
    "legal_closed": Kind("strict_rules", ("closing", "trick")),
    "legal": Kind("strict_rules", ("closing", "drawing", "trick")),
    "claim": Kind("claim", ("card_points", "marriage", "trick", "talon")),
    "last_trick": Kind("last_trick", ("drawing", "card_points", "trick")),
    "game_points": Kind("game_points", ("claim", "last_trick", "card_points", "closed_score")),
    "closed_game_points": Kind("game_points", ("closed_score", "claim", "wrong_claim")),
    "match_told": Kind("match", ("game_points",)),
    "match_deal": Kind("match", ("game_points", "card_points")),
    "markers_pool": Kind("match", ("game_points",)),
    "markers_split": Kind("match", ("game_points",)),
    "markers_empty": Kind("match", ("game_points",)),
    "race": Kind("match", ("game_points",)),
}

#: The chapters of the part "Learning the game", in book order, with the concepts each one
#: teaches (a concept is taught where the book first says it, in words, with an example).
CHAPTER_CONCEPTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cards", ("card_order", "card_points")),
    ("dealing", ("deal", "trump", "talon", "forehand")),
    ("tricks", ("trick", "free_play")),
    ("drawing", ("drawing", "talon_gone")),
    ("marriages", ("marriage",)),
    ("exchange", ("exchange",)),
    ("closing", ("closing", "closed_score", "claim_66")),
    ("strict-rules", ("strict_rules",)),
    ("claiming", ("claim", "wrong_claim", "last_trick")),
    ("scoring", ("game_points",)),
    ("match", ("match",)),
)

#: Each chapter's quiz: the kinds it asks, in order, and its seed (Austrian Schnapsen, the
#: book's baseline). The page shows it with :func:`schnapsen.teach.book.chapter_quiz`.
CHAPTER_QUIZZES: dict[str, tuple[tuple[str, ...], int]] = {
    "cards": (("card_order", "card_value", "card_order"), 102),
    "dealing": (("deal_turn", "deal_hand"), 103),
    "tricks": (("trick_open", "trick_open", "legal_open"), 104),
    "drawing": (("draw_last", "legal_drawn"), 105),
    "marriages": (("marriage", "marriage"), 106),
    "exchange": (("exchange", "exchange", "exchange"), 8801),
    "closing": (("close", "close", "closed_score"), 8802),
    "strict-rules": (("legal", "legal"), 8807),
    "claiming": (("claim", "claim", "last_trick"), 8804),
    "scoring": (("game_points", "closed_game_points"), 8805),
    "match": (("match_told", "match_deal"), 8806),
}

#: What each line a question shows takes for known: a message key (or the start of one,
#: ending in ".") -> the concept. A question's lines must all be known by its chapter.
LINE_CONCEPTS: dict[str, str] = {
    "quiz.card_order": "card_order",
    "quiz.card_value": "card_points",
    "quiz.ctx.dealing": "deal",
    "quiz.deal_turn": "deal",
    "quiz.deal_hand": "deal",
    "quiz.ctx.trump": "trump",
    "quiz.ctx.no_trump": "trump",
    "quiz.ctx.no_trump.contract": "trump",
    "quiz.ctx.talon.open": "talon",
    "quiz.ctx.talon.none": "talon",
    "quiz.ctx.talon.gone": "drawing",
    "quiz.ctx.talon.closed": "closing",
    "quiz.ctx.seat": "card_points",
    "quiz.ctx.side": "card_points",
    "quiz.ctx.on_lead": "trick",
    "quiz.ctx.answering": "trick",
    "quiz.ctx.marriage": "marriage",
    "quiz.ctx.claim_cards": "card_points",
    "quiz.ctx.end.claim": "claim_66",
    "quiz.ctx.end.reached": "claim_66",
    "quiz.ctx.end.last_trick": "last_trick",
    "quiz.ctx.match": "match",
    "quiz.choice.yes": "card_order",
    "quiz.choice.no": "card_order",
    "quiz.choice.seat": "forehand",
    "quiz.trick": "trick",
    "trick.": "trick",
    "quiz.legal.open": "free_play",
    "quiz.legal.strict": "talon_gone",
    "quiz.legal.head": "talon_gone",
    "quiz.legal.follow": "talon_gone",
    "quiz.legal.follow_high": "talon_gone",
    "quiz.legal.trump": "talon_gone",
    "quiz.legal.follow_only": "strict_rules",
    "quiz.legal.overtrump": "strict_rules",
    "quiz.legal": "trick",
    "quiz.draw_last": "drawing",
    "quiz.card_points": "card_points",
    "quiz.points.cards": "card_points",
    "quiz.points.no_trick": "card_points",
    "quiz.points.total": "card_points",
    "quiz.points.marriage": "marriage",
    "quiz.points.pending": "marriage",
    "quiz.points": "marriage",
    "quiz.marriage": "marriage",
    "quiz.exchange": "exchange",
    "quiz.close": "closing",
    "quiz.claim": "claim",
    "quiz.last_trick": "last_trick",
    "quiz.game_points": "closed_score",
    "quiz.gp.rule": "closed_score",
    "quiz.gp.loser": "closed_score",
    "quiz.gp.at_close": "closed_score",
    "quiz.gp.closer_failed": "closed_score",
    "quiz.gp.failed": "closed_score",
    "quiz.gp.wrong_claim": "wrong_claim",
    "ui.score.rule9.": "closed_score",
    "ui.score.closed_won": "closed_score",
    "ui.score.rule10.fixed": "closed_score",
    "ui.score.last_flat": "last_trick",
    "quiz.match": "match",
    "quiz.ctx.markers": "match",
    "quiz.markers": "match",
    "quiz.ctx.race": "match",
    "quiz.race": "match",
}


def line_concept(key: str) -> str | None:
    """The concept a line's key takes for known (:data:`LINE_CONCEPTS`: the key itself, else
    the longest entry it starts with; None when no entry fits)."""
    if key in LINE_CONCEPTS:
        return LINE_CONCEPTS[key]
    fits = [k for k in LINE_CONCEPTS if key.startswith(k + ".") or k.endswith(".")
            and key.startswith(k)]
    return LINE_CONCEPTS[max(fits, key=len)] if fits else None


def taught_by(chapter: str) -> set[str]:
    """The concepts the chapters up to ``chapter`` teach (its own included)."""
    out: set[str] = set()
    for name, concepts in CHAPTER_CONCEPTS:
        out |= set(concepts)
        if name == chapter:
            return out
    raise KeyError(chapter)


def make_questions(variant: str, kinds: list[str], seed: int = 0) -> list[Question]:
    """One question of each kind asked, from ``seed`` (deterministic)."""
    out = []
    for i, kind in enumerate(kinds):
        maker = QUESTION_KINDS[kind]
        q = maker(variant, seed * 1000 + i)
        if q is not None:
            spec = KINDS.get(kind)
            if spec is not None:
                q = replace(q, concept=spec.concept, needs=spec.needs)
            out.append(q)
    return out


def chapter_questions(chapter: str, variant: str = "at") -> list[Question]:
    """The questions of a chapter's quiz (:data:`CHAPTER_QUIZZES`), in the game ``variant``
    (the Austrian by default; a page may ask its own edition's game where the questions fit
    it: cs the Czech match, round 33)."""
    kinds, seed = CHAPTER_QUIZZES[chapter]
    return make_questions(variant, list(kinds), seed=seed)

