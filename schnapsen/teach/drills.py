"""Drills: ten quick positions after each rule chapter, drawn from a pool the engine makes.

Each rule chapter of the book (:data:`CHAPTERS`: the cards, dealing, tricks, drawing,
marriages, the exchange, closing, the strict rules, claiming, scoring and the match) ends
with a drill: ten positions drawn at random from a pool of at least :data:`POOL_MIN` made
here from seeded deals of Austrian Schnapsen, the book's baseline. A
:class:`DrillQuestion` carries everything the reader needs to answer it (the cards drawn,
the trump, the talon, the points where they matter: ``facts`` and ``pictures``), the
choices, which are right (what the engine says), and the rule in one sentence with the
numbers (``rule``). A question asks only about its chapter and what the chapters before it
taught (each chapter's kinds: :data:`KINDS`).

Nothing here is typed by hand: the positions are dealt and played by the engine's bots, and
every answer is the engine's (who takes a trick, whether a move is legal, the points, the
game points, the match score). ``tests/test_drills.py`` asks the engine again for every
question of every pool.

:func:`drill` shows the drill in a page: the pool, in the page's language, as JSON with a
small script that draws ten questions at random, spread over the chapter's kinds of question
(:func:`draw_round`), answers in place and keeps the reader's
progress in the browser (:mod:`schnapsen.progress`); it needs no Python in the static book, and the
same output works in Jupyter and in the in-browser player.
"""

from __future__ import annotations

import html
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from typing import Any

from ..bots import HeuristicBot, RandomBot, TaughtBot
from ..cards import Card, Rank, Suit, make_deck, parse_card
from ..deal import Deal
from ..explain import explain_trick, format_message, names_only
from ..i18n import LANGUAGES, MESSAGES, translate
from ..i18n.names import Word
from ..match import Match
from ..moves import Move, MoveKind
from ..rules import trick_winner
from ..stages import ResultReason, ScoreRule, Stage
from ..variants.base import Variant
from .book import Html
from .quiz import Line, legal_cards_question
from .seal import seal, unseal

__all__ = [
    "CHAPTERS",
    "KINDS",
    "TRADITION_DRILLS",
    "POOL_MIN",
    "ROUND",
    "SOLID",
    "DrillQuestion",
    "Picture",
    "pool",
    "draw_round",
    "looks",
    "pool_json",
    "opened",
    "seal_key",
    "onward",
    "drill",
    "drill_script",
    "js_source",
]

VARIANT = "at"
#: the rule chapters with a drill, in the book's order (their page names)
CHAPTERS = ("cards", "dealing", "tricks", "drawing", "marriages", "exchange", "closing",
            "strict-rules", "claiming", "scoring", "match")
#: each pool holds at least this many different questions
POOL_MIN = 50
#: how many a pool is made with
POOL_SIZE = 60
#: questions in one round, and right answers that make the chapter solid
ROUND = 10
SOLID = 8

#: a choice: ("card", "QH"), ("number", "11") or ("line", (key, params))
Choice = tuple[str, Any]


@dataclass(frozen=True)
class Picture:
    """A row of cards (codes), with a caption under the row and a label under each card."""

    cards: tuple[str, ...]
    caption: Line | None = None
    labels: tuple[Line | None, ...] = ()


@dataclass(frozen=True)
class DrillQuestion:
    """One position of a drill (see the module's docstring). ``deal_text`` is the position
    (``Deal.to_text``) where there is one; ``data`` what else the engine needs to check the
    answer (cards, a pack, match scores)."""

    chapter: str
    kind: str
    prompt: Line
    choices: tuple[Choice, ...]
    correct: tuple[int, ...]
    rule: tuple[Line, ...]
    facts: tuple[Line, ...] = ()
    pictures: tuple[Picture, ...] = ()
    multiple: bool = False
    deal_text: str = ""
    seat: int = 0
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def is_position(self) -> bool:
        """Whether the question shows a position of a deal (its cards pictured): the drill
        counts it as a position; any other (a card's value, a sum, a score) as a question."""
        return bool(self.deal_text and self.pictures)

    @property
    def answers(self) -> tuple[Choice, ...]:
        return tuple(self.choices[i] for i in self.correct)

    def choice_text(self, choice: Choice, lang: str = "en") -> str:
        kind, value = choice
        if kind == "card":
            return line_text(("drill.card", {"card": parse_card(value)}), lang)
        if kind == "line":
            return line_text(value, lang)
        return str(value)

    def choice_word(self, choice: Choice, lang: str = "en") -> str:
        """A choice's label inside a sentence (``{answer.mid}``): a game's name as running
        text writes it, any other label with a small first letter
        (:class:`schnapsen.i18n.Choice`)."""
        from ..i18n import Choice as Said
        from ..i18n.names import variant_name

        kind, value = choice
        word = None
        if kind == "line" and value[0].startswith("variant."):
            word = variant_name(value[0].partition(".")[2], lang)
        return Said(self.choice_text(choice, lang), word).mid

    def as_json(self, lang: str = "en") -> dict[str, Any]:
        """The question in ``lang`` as the page's script reads it."""
        return {
            "k": self.kind,
            "f": [line_text(ln, lang) for ln in self.facts],
            # the game a question is about, when it is not the chapter's own: its fact line set
            # in bold (round 30, a new learner answered a Czech deal's question from the
            # Austrian chapter: "the game is named only in a small line above the question")
            **({"g": 1} if self.facts and self.facts[0][0] == "drill.variant" else {}),
            "p": [{"c": line_text(p.caption, lang) if p.caption else "",
                   "cards": list(p.cards),
                   "l": [line_text(x, lang) if x else "" for x in p.labels],
                   "a": picture_text(p, lang)}
                  for p in self.pictures],
            "q": line_text(self.prompt, lang)
            + (" " + translate("drill.ui.choose_all", lang) if self.multiple else ""),
            "o": [self.choice_text(c, lang) for c in self.choices],
            # the same labels inside a sentence ("A helyes válasz: igen."), where one differs
            **({"w": words} if (words := [self.choice_word(c, lang) for c in self.choices])
               != [self.choice_text(c, lang) for c in self.choices] else {}),
            "a": list(self.correct),
            "m": self.multiple,
            "r": (rule := " ".join(line_text(ln, lang) for ln in self.rule)),
            # the rule names the answer itself: the feedback states it only once
            **({"t": 1} if names_answer(rule, [self.choice_word(self.choices[i], lang)
                                               for i in self.correct]) else {}),
            # a question with no position of cards to look at: counted as a question, not as a
            # position (round 31, hu: "1. állás (10 közül)" over a scoring card's arithmetic)
            **({} if self.is_position else {"n": 1}),
        }


_QUOTES = "»«„“”\"‚‘’"


def names_answer(rule: str, answers: Sequence[str]) -> bool:
    """Whether a question's rule opens by naming its one right answer: it starts with the
    answer ("No: a claim needs 66 …"), or its first clause, up to a colon, quotes it (sl
    "Odgovor je »ne«: za »dovolj« …"). The wrong answer's feedback then does not state the
    answer before it (sl reader 32: "Pravilni odgovor: »Ne«. Odgovor je »ne«: …")."""
    if len(answers) != 1:
        return False
    answer = answers[0].rstrip(".").casefold()
    text = rule.casefold()
    if text.startswith(answer):
        return True
    head = text.partition(":")[0] if ":" in text else ""
    return any(f"{a}{answer}{b}" in head for a in _QUOTES for b in _QUOTES)


def picture_text(picture: Picture, lang: str = "en") -> str:
    """A picture's cards in words, for a reader who cannot see it: its caption and each card's
    name, a card's label after it ("On the table: Ten of Leaves (seat 1 led), Ten of Hearts
    (seat 2)"); see :func:`cards_in_words`."""
    return cards_in_words(
        line_text(picture.caption, lang) if picture.caption else "", picture.cards,
        [line_text(x, lang) if x else "" for x in picture.labels], lang)


def cards_in_words(caption: str, codes: Sequence[str], labels: Sequence[str],
                   lang: str = "en") -> str:
    """``caption: card (label), card ...`` in ``lang``, the cards by name (the picture words
    of :func:`schnapsen.render.names_for`); without a caption, "Cards: ..."."""
    from ..render import names_for

    names = names_for(lang)
    items = []
    for i, code in enumerate(codes):
        name = names.card_name(parse_card(code))
        label = labels[i] if i < len(labels) else ""
        items.append(f"{name} ({label})" if label else name)
    cards = ", ".join(items) if items else names.no_cards
    return f"{caption}: {cards}" if caption else names.row.format(cards=cards)


def line_text(line: Line, lang: str = "en") -> str:
    """One line in ``lang``, cards named without their codes (the pictures show them); a
    ``variant`` parameter (a variant's id) by the game's name."""
    key, params = line
    if isinstance(params.get("variant"), str):
        # by its name, declined as the sentence asks ({variant.gen})
        params = {**params, "variant": Word(f"variant.{params['variant']}", lang)}
    return format_message(key, names_only(params), lang)


# -- shared pieces ----------------------------------------------------------------------------

_VALUES_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER)


def _values() -> dict[str, int]:
    """The card values, from the engine's cards (``ace`` ... ``unter``)."""
    out: dict[str, int] = {}
    for r in _VALUES_ORDER:
        out[r.name.lower()] = Card(Suit.HEARTS, r).points
    return out


def _deck() -> list[Card]:
    return list(make_deck(20))


def _yes_no(answer: bool) -> tuple[tuple[Choice, ...], tuple[int, ...]]:
    return (("line", ("drill.yes", {})), ("line", ("drill.no", {}))), ((0,) if answer else (1,))


def _numbers(answer: int, rng: random.Random, spread: int, low: int = 0,
             fixed: Sequence[int] | None = None) -> tuple[tuple[Choice, ...], tuple[int, ...]]:
    """Four numbers in order, one of them the answer (or the ``fixed`` ones)."""
    if fixed is not None:
        values = sorted(set(fixed) | {answer})
    else:
        pool = {answer}
        reach = max(spread, 2)
        while len(pool) < 4:
            pool.add(max(low, answer + rng.randint(-reach, reach)))
            reach += 1  # (near the low end a narrow spread has too few numbers)
        values = sorted(pool)
    return tuple(("number", str(v)) for v in values), (values.index(answer),)


def _seat_choices(seats: Sequence[int], right: int) -> tuple[tuple[Choice, ...], tuple[int, ...]]:
    return (tuple(("line", ("drill.seat", {"seat": s})) for s in seats),
            (list(seats).index(right),))


def _trump(deal: Deal) -> Line:
    return ("quiz.ctx.trump", {"suit": deal.trump})


def _talon(deal: Deal) -> Line:
    if deal.closed_by is not None:
        return ("quiz.ctx.talon.closed", {"seat": deal.closed_by})
    if deal.talon_exhausted:
        return ("quiz.ctx.talon.gone", {})
    return ("quiz.ctx.talon.open", {"count": deal.talon_size, "card": deal.trump_card})


def _hand_picture(deal: Deal, seat: int) -> Picture:
    return Picture(tuple(c.code for c in deal.hand(seat)), ("quiz.hand", {"seat": seat}))


def _trick_picture(cards: Sequence[tuple[int, Card]], caption: Line | None = None) -> Picture:
    labels: list[Line | None] = []
    for i, (s, _c) in enumerate(cards):
        labels.append(("drill.pic.led" if i == 0 else "drill.pic.seat", {"seat": s}))
    return Picture(tuple(c.code for _, c in cards), caption, tuple(labels))


def _bots(rng: random.Random) -> list[Any]:
    # (no bid the variant's teaching leaves out: the two-hand snapszer, hu reader 37)
    return [TaughtBot(HeuristicBot(rng.randrange(1 << 30)) if rng.random() < 0.6
                      else RandomBot(rng.randrange(1 << 30))) for _ in range(2)]


def _advance(deal: Deal, rng: random.Random, moves: int,
             allow: frozenset[MoveKind] = frozenset({MoveKind.CARD}),
             stop: Callable[[Deal], bool] | None = None) -> None:
    """Play up to ``moves`` moves with seeded bots, only of the kinds ``allow``s (a bot's
    other choice becomes a random card); stop early where ``stop`` says so."""
    bots = _bots(rng)
    for _ in range(moves):
        seat = deal.to_move
        if seat is None or (stop is not None and stop(deal)):
            return
        legal = [m for m in deal.legal_moves() if m.kind in allow]
        if not legal:
            return
        move = bots[seat].choose(deal.observation(seat))
        if move not in legal:
            cards = [m for m in legal if m.kind == MoveKind.CARD] or legal
            move = rng.choice(cards)
        deal.push(move)


def _finish(deal: Deal, rng: random.Random,
            allow: frozenset[MoveKind] = frozenset(MoveKind)) -> None:
    _advance(deal, rng, 200, allow)


_CARDS_ONLY = frozenset({MoveKind.CARD})
_NO_CLOSE = frozenset({MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE})


# -- the cards -------------------------------------------------------------------------------


def q_card_value(rng: random.Random) -> DrillQuestion:
    card = rng.choice(_deck())
    values = _values()
    choices, correct = _numbers(card.points, rng, 0, fixed=sorted(set(values.values())))
    return DrillQuestion(
        "cards", "card_value", ("drill.card_value.q", {"card": card}), choices, correct,
        (("drill.card_value.rule", {**values, "card": card, "points": card.points}),),
        pictures=(Picture((card.code,)),), data={"cards": [card.code]})


def q_higher(rng: random.Random) -> DrillQuestion:
    suit = rng.choice(list(Suit))
    a, b = rng.sample([Card(suit, r) for r in _VALUES_ORDER], 2)
    win = (a, b)[trick_winner([a, b], None)]
    lose = b if win == a else a
    return DrillQuestion(
        "cards", "higher", ("drill.higher.q", {}), (("card", a.code), ("card", b.code)),
        ((a, b).index(win),), (("drill.higher.rule", {"winner_card": win, "other": lose}),),
        pictures=(Picture((a.code, b.code)),), data={"cards": [a.code, b.code]})


def q_pile(rng: random.Random) -> DrillQuestion:
    cards = rng.sample(_deck(), rng.randint(3, 4))
    total = sum(c.points for c in cards)
    choices, correct = _numbers(total, rng, 8)
    return DrillQuestion(
        "cards", "pile", ("drill.pile.q", {}), choices, correct,
        (("drill.pile.rule", {**_values(), "sum": " + ".join(str(c.points) for c in cards),
                              "card_points": total}),),
        pictures=(Picture(tuple(c.code for c in cards)),), data={"cards": [c.code for c in cards]})


def q_which_worth(rng: random.Random) -> DrillQuestion:
    """Which of these cards (one of each rank) is worth this many points."""
    suits = [rng.choice(list(Suit)) for _ in _VALUES_ORDER]
    cards = [Card(su, r) for su, r in zip(suits, _VALUES_ORDER, strict=True)]
    picks = rng.sample(cards, 4)
    card = rng.choice(picks)
    values = _values()
    return DrillQuestion(
        "cards", "which_worth", ("drill.which_worth.q", {"points": card.points}),
        tuple(("card", c.code) for c in picks), (picks.index(card),),
        (("drill.card_value.rule", {**values, "card": card, "points": card.points}),),
        pictures=(Picture(tuple(c.code for c in picks)),),
        data={"cards": [c.code for c in picks], "points": card.points})


def q_more_points(rng: random.Random) -> DrillQuestion | None:
    """Which of two small piles holds more card points."""
    cards = rng.sample(_deck(), 5)
    a, b = cards[:2], cards[2:]
    sa, sb = sum(c.points for c in a), sum(c.points for c in b)
    if sa == sb:
        return None
    pile: tuple[Line, Line] = (("drill.more_points.a", {}), ("drill.more_points.b", {}))
    return DrillQuestion(
        "cards", "more_points", ("drill.more_points.q", {}),
        tuple(("line", x) for x in pile), ((0,) if sa > sb else (1,)),
        (("drill.more_points.rule", {"sum_a": " + ".join(str(c.points) for c in a),
                                     "a": sa, "sum_b": " + ".join(str(c.points) for c in b),
                                     "b": sb}),),
        pictures=(Picture(tuple(c.code for c in a), pile[0]),
                  Picture(tuple(c.code for c in b), pile[1])),
        data={"a": [c.code for c in a], "b": [c.code for c in b]})


# -- dealing ---------------------------------------------------------------------------------


def _pack_order(deal: Deal) -> tuple[list[int], list[int], int]:
    """Where the cards of the pack go by the variant's deal steps: the numbers (from 1) of the
    forehand's cards, the dealer's, and of the turned card."""
    forehand: list[int] = []
    dealer: list[int] = []
    turned = 0
    n = 0
    for step in deal.variant.deal_steps:
        if step.kind == "hands":
            for seat in deal.seats:
                for _ in range(step.cards):
                    n += 1
                    (forehand if seat == 0 else dealer).append(n)
        elif step.kind == "turn":
            n += 1
            turned = n
    return forehand, dealer, turned


def _ranges(numbers: list[int]) -> str:
    parts: list[str] = []
    start = prev = numbers[0]
    for x in numbers[1:] + [-1]:
        if x == prev + 1:
            prev = x
            continue
        parts.append(str(start) if start == prev else f"{start}\u2013{prev}")
        start = prev = x
    return ", ".join(parts)


def _pack_question(rng: random.Random, kind: str) -> DrillQuestion:
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    forehand, dealer, turned = _pack_order(deal)
    top = [c.code for c in deal.deck[:max(forehand + dealer + [turned])]]
    labels: tuple[Line | None, ...] = tuple(("drill.pic.number", {"number": i + 1})
                                            for i in range(len(top)))
    pic = Picture(tuple(top), ("drill.pic.pack", {}), labels)
    params = {"forehand_cards": _ranges(forehand), "dealer_cards": _ranges(dealer),
              "number": turned}
    if kind == "turned":
        card = deal.trump_card
        assert card is not None
        others = [n for n in range(1, len(top) + 1) if n != turned]
        picks = sorted([turned] + rng.sample(others, 3))
        choices: tuple[Choice, ...] = tuple(("card", top[n - 1]) for n in picks)
        return DrillQuestion(
            "dealing", "turned", ("drill.turned.q", {}), choices, (picks.index(turned),),
            (("drill.turned.rule", {**params, "card": card}),), pictures=(pic,),
            deal_text=deal.to_text())
    mine = rng.choice(forehand)
    picks = sorted([mine] + rng.sample(dealer + [turned], 3))
    card = parse_card(top[mine - 1])
    return DrillQuestion(
        "dealing", "forehand", ("drill.forehand.q", {}),
        tuple(("card", top[n - 1]) for n in picks), (picks.index(mine),),
        (("drill.forehand.rule", {**params, "card": card, "card_number": mine}),),
        pictures=(pic,), deal_text=deal.to_text())


def q_turned(rng: random.Random) -> DrillQuestion:
    return _pack_question(rng, "turned")


def q_forehand(rng: random.Random) -> DrillQuestion:
    return _pack_question(rng, "forehand")


def q_trump_suit(rng: random.Random) -> DrillQuestion:
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    card = deal.trump_card
    assert card is not None and deal.trump is not None
    suits = list(Suit)
    return DrillQuestion(
        "dealing", "trump_suit", ("drill.trump_suit.q", {"card": card}),
        tuple(("line", ("drill.suit", {"suit": s})) for s in suits), (suits.index(deal.trump),),
        (("drill.trump_suit.rule", {"card": card, "suit": deal.trump}),),
        pictures=(Picture((card.code,), ("drill.pic.turned", {})),), deal_text=deal.to_text())


#: the two-player games the dealing chapter compares (its table of the deals)
TWO_PLAYER = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66")


def _packets(variant: Variant) -> tuple[list[int], list[int]]:
    """The cards each player gets before the trump card is turned, and after, by packet."""
    before: list[int] = []
    after: list[int] = []
    turned = False
    for step in variant.deal_steps:
        if step.kind == "hands":
            (after if turned else before).append(step.cards)
        elif step.kind == "turn":
            turned = True
    return before, after


def _game_deal(rng: random.Random) -> Deal:
    return Deal.new(rng.choice(TWO_PLAYER), seed=rng.randrange(1 << 30))


def q_hand_size(rng: random.Random) -> DrillQuestion:
    deal = _game_deal(rng)
    v = deal.variant
    n = len(deal.hand(0))
    before, after = _packets(v)
    choices, correct = _numbers(n, rng, 0, fixed=[4, 5, 6, 7])
    return DrillQuestion(
        "dealing", "hand_size", ("drill.hand_size.q", {}), choices, correct,
        ((("drill.hand_size.rule", {"sum": " + ".join(map(str, before + after)), "count": n})
          if len(before + after) > 1 else ("drill.hand_size.rule.whole", {"count": n})),),
        facts=(("drill.variant", {"variant": v.id}),), deal_text=deal.to_text())


def q_talon_size(rng: random.Random) -> DrillQuestion:
    deal = _game_deal(rng)
    v = deal.variant
    hand = len(deal.hand(0))
    dealt = hand * len(deal.seats)
    choices, correct = _numbers(deal.talon_size, rng, 0, fixed=[8, 10, 12, 14])
    return DrillQuestion(
        "dealing", "talon_size", ("drill.talon_size.q", {}), choices, correct,
        (("drill.talon_size.rule", {"deck": v.deck_size, "hand": hand, "dealt": dealt,
                                    "count": deal.talon_size}),),
        facts=(("drill.variant", {"variant": v.id}),), deal_text=deal.to_text())


def q_packets(rng: random.Random) -> DrillQuestion | None:
    deal = _game_deal(rng)
    v = deal.variant
    before, after = _packets(v)
    options: list[Line] = [("drill.packets.split", {"before": 3, "after": 2}),
                           ("drill.packets.split", {"before": 3, "after": 3}),
                           ("drill.packets.split", {"before": 2, "after": 3}),
                           ("drill.packets.whole", {"before": 5})]
    right: Line = (("drill.packets.split", {"before": before[0], "after": after[0]})
                   if len(before) == 1 and len(after) == 1
                   else ("drill.packets.whole", {"before": sum(before)}))
    if right not in options:
        return None  # (a deal none of the choices describes)
    hand = len(deal.hand(0))
    rule: Line = (right[0] + ".rule", {**right[1], "count": hand})
    return DrillQuestion(
        "dealing", "packets", ("drill.packets.q", {}),
        tuple(("line", o) for o in options), (options.index(right),), (rule,),
        facts=(("drill.variant", {"variant": v.id}),), deal_text=deal.to_text(),
        data={"before": before, "after": after})


def q_first_lead(rng: random.Random) -> DrillQuestion:
    """Who leads to the first trick, given who deals this deal or who dealt the one before.
    The reader is seat 1 (``you``), as in the chapter's two-player game, and the dealer's
    seat comes from the engine (a match passes the deal on)."""
    who = ("you", "opp")
    prev: int | None = None
    if rng.random() < 0.5:
        dealer = rng.randrange(2)
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30), dealer=dealer)
        prompt: Line = (f"drill.first_lead.q.{who[dealer]}_deal", {})
        rule: tuple[Line, ...] = ()
    else:
        m = Match(VARIANT, seed=rng.randrange(1 << 30))
        players = [RandomBot(rng.randrange(1 << 30)) for _ in range(2)]
        for _ in range(rng.randint(1, 2)):
            d = m.new_deal()
            while d.to_move is not None:
                d.push(players[d.to_move].choose(d.observation(d.to_move)))
            m.record(d)
            prev = d.dealer
        assert prev is not None
        deal = m.new_deal()
        prompt = (f"drill.first_lead.q.{who[prev]}_dealt", {})
        rule = ((f"drill.first_lead.passes.{who[deal.dealer]}", {}),)
    leader = deal.to_move
    assert leader is not None
    # the reader's seat named with the seat's number, as the other questions name seats
    choices: tuple[Choice, ...] = (("line", ("drill.you.seat", {"seat": 0})),
                                   ("line", ("drill.opponent.seat", {"seat": 1})))
    return DrillQuestion(
        "dealing", "first_lead", prompt, choices, (leader,),
        rule + ((f"drill.first_lead.rule.{who[leader]}", {}),),
        deal_text=deal.to_text(), seat=leader,
        data={"dealer": deal.dealer} | ({} if prev is None else {"prev": prev}))


# -- tricks ----------------------------------------------------------------------------------


def _first_trick(rng: random.Random, variant: str = VARIANT) -> Deal:
    deal = Deal.new(variant, seed=rng.randrange(1 << 30))
    for _ in range(2):
        cards = [m for m in deal.legal_moves() if m.kind == MoveKind.CARD]
        deal.push(rng.choice(cards))
    return deal


def q_trick(rng: random.Random, variant: str = VARIANT) -> DrillQuestion:
    deal = _first_trick(rng, variant)
    t = deal.tricks[-1]
    exp = explain_trick(t, deal.trump)
    win = t.cards[t.seats.index(t.winner)]
    return DrillQuestion(
        "tricks", "trick", ("drill.trick.q", {"leader": t.leader}),
        tuple(("card", c.code) for c in t.cards), (t.cards.index(win),),
        ((exp.key, exp.params),), facts=(_trump(deal),),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True))),),
        deal_text=deal.to_text(), seat=t.winner)


def q_trick_points(rng: random.Random) -> DrillQuestion:
    deal = _first_trick(rng)
    t = deal.tricks[-1]
    choices, correct = _numbers(t.points, rng, 7)
    return DrillQuestion(
        "tricks", "trick_points", ("drill.trick_points.q", {}), choices, correct,
        (("drill.trick_points.rule", {"sum": " + ".join(str(c.points) for c in t.cards),
                                      "card_points": t.points}),),
        facts=(_trump(deal),),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True))),),
        deal_text=deal.to_text(), seat=t.winner)


def q_leads_next(rng: random.Random) -> DrillQuestion:
    deal = _first_trick(rng)
    t = deal.tricks[-1]
    win = t.cards[t.seats.index(t.winner)]
    nxt = deal.to_move
    assert nxt is not None
    choices, correct = _seat_choices((0, 1), nxt)
    return DrillQuestion(
        "tricks", "leads_next", ("drill.leads_next.q", {"leader": t.leader}), choices, correct,
        (("drill.leads_next.rule", {"winner_card": win, "winner": t.winner}),),
        facts=(_trump(deal),),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True))),),
        deal_text=deal.to_text(), seat=nxt)


def q_winning_cards(rng: random.Random) -> DrillQuestion | None:
    """How many cards of the follower's hand would take the lead (not a trump lead)."""
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    leader = deal.to_move
    assert leader is not None and deal.trump is not None
    plain = [c for c in deal.hand(leader) if c.suit != deal.trump]
    if not plain:
        return None
    led = rng.choice(plain)
    deal.push(Move(MoveKind.CARD, led))
    seat = deal.to_move
    assert seat is not None
    winners: list[Card] = []
    for c in deal.hand(seat):
        after = deal.copy()
        after.push(Move(MoveKind.CARD, c))
        if after.tricks[-1].winner == seat:
            winners.append(c)
    choices, correct = _numbers(len(winners), rng, 0, fixed=rng.sample(
        [n for n in range(6) if n != len(winners)], 3))
    rule: Line = (("drill.winning_cards.rule", {"card": led, "cards": winners}) if winners
                  else ("drill.winning_cards.none", {"card": led, "seat": seat}))
    return DrillQuestion(
        "tricks", "winning_cards",
        ("drill.winning_cards.q", {"leader": leader, "card": led, "seat": seat}),
        choices, correct, (rule,), facts=(_trump(deal),),
        pictures=(_trick_picture(deal.current_trick, ("drill.pic.table", {})),
                  _hand_picture(deal, seat)),
        deal_text=deal.to_text(), seat=seat)


def q_would_win(rng: random.Random) -> DrillQuestion:
    deal = _first_trick(rng)
    t = deal.tricks[-1]
    exp = explain_trick(t, deal.trump)
    follower = t.seats[1]
    choices, correct = _yes_no(t.winner == follower)
    return DrillQuestion(
        "tricks", "would_win",
        ("drill.would_win.q", {"leader": t.leader, "led": t.cards[0], "seat": follower,
                               "card": t.cards[1]}),
        choices, correct, ((exp.key, exp.params),), facts=(_trump(deal),),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True))),),
        deal_text=deal.to_text(), seat=follower)


# -- drawing ---------------------------------------------------------------------------------


def q_talon_left(rng: random.Random) -> DrillQuestion | None:
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    start = deal.talon_size
    n = rng.randint(1, 4)
    _advance(deal, rng, 2 * n, _CARDS_ONLY)
    if len(deal.tricks) != n or deal.current_trick:
        return None
    left = deal.talon_size
    choices, correct = _numbers(left, rng, 0, fixed=[2, 4, 6, 8])
    return DrillQuestion(
        "drawing", "talon_left", ("drill.talon_left.q", {"tricks": n}), choices, correct,
        (("drill.talon_left.rule", {"start": start, "taken": start - left, "count": left}),),
        facts=(_trump(deal),),
        pictures=tuple(_trick_picture(list(zip(t.seats, t.cards, strict=True)),
                                      ("quiz.trick_no", {"number": i}))
                       for i, t in enumerate(deal.tricks, 1)),
        deal_text=deal.to_text())


def q_draws_first(rng: random.Random) -> DrillQuestion | None:
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    _advance(deal, rng, 2 * rng.randint(0, 3), _CARDS_ONLY)
    if deal.current_trick or deal.talon_size < 4:
        return None
    _advance(deal, rng, 2, _CARDS_ONLY)
    t = deal.tricks[-1]
    win = t.cards[t.seats.index(t.winner)]
    choices, correct = _seat_choices(deal.seats, t.winner)
    return DrillQuestion(
        "drawing", "draws_first", ("drill.draws_first.q", {"leader": t.leader}), choices,
        correct, (("drill.draws_first.rule", {"winner_card": win, "winner": t.winner}),),
        facts=(_trump(deal),),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True))),),
        deal_text=deal.to_text(), seat=t.winner)


def q_turned_card(rng: random.Random) -> DrillQuestion | None:
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    turned = deal.trump_card
    _advance(deal, rng, 8, _CARDS_ONLY)
    if len(deal.tricks) != 4 or deal.talon_size != 2 or deal.trump_card != turned:
        return None
    before = _talon(deal)
    _advance(deal, rng, 2, _CARDS_ONLY)
    t = deal.tricks[-1]
    other = next(s for s in deal.seats if s != t.winner)
    win = t.cards[t.seats.index(t.winner)]
    assert turned is not None
    choices, correct = _seat_choices(deal.seats, other)
    return DrillQuestion(
        "drawing", "turned_card", ("drill.turned_card.q", {"leader": t.leader, "card": turned}),
        choices, correct,
        (("drill.turned_card.rule", {"winner_card": win, "winner": t.winner, "loser": other,
                                     "card": turned}),),
        facts=(_trump(deal), before),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True)),
                                 ("quiz.trick_no", {"number": 5})),),
        deal_text=deal.to_text(), seat=other, data={"turned": turned.code})


def q_drawn_card(rng: random.Random) -> DrillQuestion | None:
    """The next two cards of the talon shown: which one does a player draw after a trick."""
    deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
    _advance(deal, rng, 2 * rng.randint(0, 3), _CARDS_ONLY)
    if deal.current_trick or deal.talon_size < 4:
        return None
    start = 2 * deal.variant.hand_size + 1 + 2 * len(deal.tricks)
    top = deal.deck[start:start + 2]
    _advance(deal, rng, 2, _CARDS_ONLY)
    t = deal.tricks[-1]
    seat = rng.randint(0, 1)
    mine = next(c for c in top if c in deal.hand(seat))
    win = t.cards[t.seats.index(t.winner)]
    loser = 1 - t.winner
    return DrillQuestion(
        "drawing", "drawn_card", ("drill.drawn_card.q", {"leader": t.leader, "seat": seat}),
        tuple(("card", c.code) for c in top), (top.index(mine),),
        (("drill.drawn_card.rule", {"winner_card": win, "winner": t.winner, "top_card": top[0],
                                    "loser": loser, "next_card": top[1]}),),
        facts=(_trump(deal),),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True))),
                  Picture(tuple(c.code for c in top), ("drill.pic.talon_top", {}))),
        deal_text=deal.to_text(), seat=seat)


def _legal_question(chapter: str, rng: random.Random, talon: str) -> DrillQuestion | None:
    q = legal_cards_question(VARIANT, rng.randrange(1 << 30), talon=talon)
    if q is None:
        return None
    deal = Deal.from_text(q.deal_text)
    if chapter == "drawing" and any(m.kind != MoveKind.CARD for m in deal.moves):
        return None  # marriages, the exchange and closing come later in the book
    led = deal.current_trick
    return DrillQuestion(
        chapter, "legal", (q.key, q.params), tuple(("card", c) for c in q.choices), q.correct,
        ((q.explanation_key, q.explanation_params),), facts=q.context,
        pictures=(_trick_picture(led, ("drill.pic.table", {})), _hand_picture(deal, q.seat)),
        multiple=True, deal_text=q.deal_text, seat=q.seat)


def q_legal_drawn(rng: random.Random) -> DrillQuestion | None:
    return _legal_question("drawing", rng, "gone")


# -- marriages -------------------------------------------------------------------------------


def _on_lead_with(rng: random.Random, want: Callable[[Deal], bool],
                  allow: frozenset[MoveKind] = _CARDS_ONLY, lead: bool = True,
                  tries: int = 40, variant: str = VARIANT) -> Deal | None:
    """A position in play (no close) where the seat to move is on lead (``lead``) or answers
    a lead, and ``want`` holds."""
    for _ in range(tries):
        deal = Deal.new(variant, seed=rng.randrange(1 << 30))
        steps = rng.randrange(0, 16)
        _advance(deal, rng, steps, allow)
        if deal.to_move is None or deal.stage != Stage.PLAY or deal.closed_by is not None:
            continue
        if bool(deal.current_trick) == lead:
            continue
        if want(deal):
            return deal
    return None


def _pairs(deal: Deal, seat: int) -> list[Suit]:
    hand = deal.hand(seat)
    return [s for s in Suit if Card(s, Rank.KING) in hand and Card(s, Rank.OBER) in hand]


def _halves(deal: Deal, seat: int) -> list[Suit]:
    hand = deal.hand(seat)
    return [s for s in Suit if Card(s, Rank.KING) in hand or Card(s, Rank.OBER) in hand]


def _call(deal: Deal, suit: Suit) -> int:
    """What a marriage in ``suit`` counts in ``deal`` (its call: 20, or 40 in trumps), for
    the templates that may name the marriage by it (``{call.said.acc}``)."""
    v = deal.variant
    return v.trump_marriage_points if suit == deal.trump else v.marriage_points


def q_marriage_value(rng: random.Random, variant: str = VARIANT) -> DrillQuestion | None:
    deal = _on_lead_with(rng, lambda d: bool(_pairs(d, d.to_move or 0)), variant=variant)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    suit = rng.choice(_pairs(deal, seat))
    move = Move(MoveKind.MARRIAGE, Card(suit, Rank.OBER))
    after = deal.copy()
    after.push(move)
    points = after.marriages[-1][2]
    v = deal.variant
    choices = (("number", str(v.marriage_points)), ("number", str(v.trump_marriage_points)))
    return DrillQuestion(
        "marriages", "marriage_value",
        ("drill.marriage_value.q", {"seat": seat, "suit": suit}), choices,
        ((0,) if points == v.marriage_points else (1,)),
        (("drill.marriage_value.rule", {"trump": deal.trump, "points": points}),),
        facts=(_trump(deal),), pictures=(_hand_picture(deal, seat),),
        deal_text=deal.to_text(), seat=seat, data={"suit": suit.letter})


def q_may_marry(rng: random.Random) -> DrillQuestion | None:
    lead = rng.random() < 0.6
    pair = rng.random() < 0.6
    deal = _on_lead_with(rng, lambda d: bool((_pairs if pair else _halves)(d, d.to_move or 0)),
                         lead=lead, tries=80)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    suit = rng.choice(_pairs(deal, seat) if pair else _halves(deal, seat))
    move = Move(MoveKind.MARRIAGE, Card(suit, Rank.OBER))
    legal = move in deal.legal_moves()
    choices, correct = _yes_no(legal)
    if legal:
        rule: tuple[Line, ...] = (("drill.may_marry.yes", {"seat": seat, "suit": suit,
                                                          "call": _call(deal, suit)}),)
    else:
        rule = (_refusal(deal, move, seat),)
    facts: list[Line] = [_trump(deal)]
    if deal.current_trick:
        prompt: Line = ("drill.may_marry.q.answer", {"seat": seat, "suit": suit,
                                                     "call": _call(deal, suit),
                                                     "leader": deal.current_trick[0][0],
                                                     "card": deal.current_trick[0][1]})
    else:
        prompt = ("drill.may_marry.q.lead", {"seat": seat, "suit": suit,
                                             "call": _call(deal, suit)})
    return DrillQuestion(
        "marriages", "may_marry", prompt, choices, correct, rule, facts=tuple(facts),
        pictures=(_hand_picture(deal, seat),), deal_text=deal.to_text(), seat=seat,
        data={"move": str(move)})


def q_marriage_lead(rng: random.Random) -> DrillQuestion | None:
    """After announcing a marriage, which of these cards may be led."""
    deal = _on_lead_with(rng, lambda d: bool(_pairs(d, d.to_move or 0))
                         and len(d.hand(d.to_move or 0)) == 5)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    suit = rng.choice(_pairs(deal, seat))
    # the engine's marriage move announces and leads in one: one move for each card it may lead
    may = [m.card for m in deal.legal_moves()
           if m.kind == MoveKind.MARRIAGE and m.card is not None and m.card.suit == suit]
    right = rng.choice(may)
    others = [c for c in deal.hand(seat) if c not in may]
    if len(others) < 3:
        return None
    picks = [right] + rng.sample(others, 3)
    rng.shuffle(picks)
    return DrillQuestion(
        "marriages", "marriage_lead",
        ("drill.marriage_lead.q", {"seat": seat, "suit": suit, "call": _call(deal, suit)}),
        tuple(("card", c.code) for c in picks), (picks.index(right),),
        (("drill.marriage_lead.rule", {"suit": suit, "card": right,
                                       "call": _call(deal, suit)}),),
        facts=(_trump(deal),), pictures=(_hand_picture(deal, seat),),
        deal_text=deal.to_text(), seat=seat, data={"suit": suit.letter})


def q_marriages_in_hand(rng: random.Random) -> DrillQuestion | None:
    """How many marriages a hand holds (the engine's marriage moves for the player on lead)."""
    pair = rng.random() < 0.6
    deal = _on_lead_with(rng, lambda d: bool(_pairs(d, d.to_move or 0)) == pair
                         and bool(_halves(d, d.to_move or 0)), tries=60)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    suits = sorted({m.card.suit for m in deal.legal_moves()
                    if m.kind == MoveKind.MARRIAGE and m.card is not None})
    n = len(suits)
    choices, correct = _numbers(n, rng, 0, fixed=[x for x in (0, 1, 2, 3) if x != n][:3])
    rule: Line = (("drill.marriages_in_hand.rule",
                   {"pairs": [Card(su, r) for su in suits for r in (Rank.KING, Rank.OBER)]})
                  if suits else ("drill.marriages_in_hand.none", {"seat": seat}))
    return DrillQuestion(
        "marriages", "marriages_in_hand", ("drill.marriages_in_hand.q", {"seat": seat}),
        choices, correct, (rule,), facts=(_trump(deal),), pictures=(_hand_picture(deal, seat),),
        deal_text=deal.to_text(), seat=seat)


def _won_cards(deal: Deal, seat: int) -> list[Card]:
    return [c for t in deal.tricks if deal.side_of(t.winner) == deal.side_of(seat)
            for c in t.cards]


def q_marriage_points(rng: random.Random) -> DrillQuestion | None:
    """How many points the seat on lead counts, a marriage of its side among them."""
    allow = frozenset({MoveKind.CARD, MoveKind.MARRIAGE})

    def want(d: Deal) -> bool:
        seat = d.to_move or 0
        return (len(d.tricks) >= 2
                and any(d.side_of(s) == d.side_of(seat) for s, _, _ in d.marriages))

    deal = _on_lead_with(rng, want, allow=allow)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    answer = deal.points(seat)
    cards = _won_cards(deal, seat)
    card_points = sum(c.points for c in cards)
    mine = [(s, su, p) for s, su, p in deal.marriages if deal.side_of(s) == deal.side_of(seat)]
    if cards and card_points + sum(p for _, _, p in mine) != answer:
        return None  # (the sum in the rule must be the engine's count)
    choices, correct = _numbers(answer, rng, 20)
    if cards:
        parts = [str(c.points) for c in cards] + [str(p) for _, _, p in mine]
        rule: tuple[Line, ...] = (("drill.marriage_points.rule",
                                   {"sum": " + ".join(parts), "points": answer}),)
    else:
        rule = (("drill.marriage_points.pending", {"seat": seat}),)
    facts = [_trump(deal)] + [("quiz.ctx.marriage", {"seat": s, "suit": su, "points": p})
                              for s, su, p in deal.marriages]
    pics = [Picture(tuple(c.code for c in cards), ("drill.pic.won", {"seat": seat}))] \
        if cards else []
    return DrillQuestion(
        "marriages", "marriage_points", ("drill.marriage_points.q", {"seat": seat}), choices,
        correct, rule, facts=tuple(facts), pictures=tuple(pics), deal_text=deal.to_text(),
        seat=seat)


# -- the exchange ----------------------------------------------------------------------------


def _unter(deal: Deal) -> Card:
    assert deal.trump is not None
    return Card(deal.trump, Rank.UNTER)


def q_may_exchange(rng: random.Random) -> DrillQuestion | None:
    lead = rng.random() < 0.75
    deal = _on_lead_with(rng, lambda d: _unter(d) in d.hand(d.to_move or 0)
                         and d.trump_card != _unter(d),
                         allow=frozenset({MoveKind.CARD, MoveKind.MARRIAGE}), lead=lead)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    move = Move(MoveKind.EXCHANGE)
    legal = move in deal.legal_moves()
    choices, correct = _yes_no(legal)
    face_down = deal.talon_size - 1
    if legal:
        rule: tuple[Line, ...] = (("drill.may_exchange.yes", {
            "seat": seat, "count": face_down, "min": deal.variant.exchange_min_talon,
            "card": _unter(deal)}),)
    else:
        rule = (_refusal(deal, move, seat),)
    if deal.current_trick:
        prompt: Line = ("drill.may_exchange.q.answer", {"seat": seat,
                                                        "leader": deal.current_trick[0][0],
                                                        "card": deal.current_trick[0][1]})
    else:
        prompt = ("drill.may_exchange.q.lead", {"seat": seat})
    return DrillQuestion(
        "exchange", "may_exchange", prompt, choices, correct, rule,
        facts=(_trump(deal), _talon(deal)), pictures=(_hand_picture(deal, seat),),
        deal_text=deal.to_text(), seat=seat)


def q_exchange_gain(rng: random.Random) -> DrillQuestion | None:
    deal = _on_lead_with(rng, lambda d: Move(MoveKind.EXCHANGE) in d.legal_moves())
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None and deal.trump_card is not None
    turned = deal.trump_card
    unter = _unter(deal)
    before = sum(c.points for c in deal.hand(seat))
    after_deal = deal.copy()
    after_deal.push(Move(MoveKind.EXCHANGE))
    gain = sum(c.points for c in after_deal.hand(seat)) - before
    choices, correct = _numbers(gain, rng, 0, fixed=[1, 2, 8, 9])
    return DrillQuestion(
        "exchange", "exchange_gain", ("drill.exchange_gain.q", {"seat": seat, "card": turned,
                                                                 "unter": unter}),
        choices, correct,
        (("drill.exchange_gain.rule", {"card": turned, "high": turned.points,
                                       "low": unter.points, "gain": gain}),),
        facts=(_trump(deal), _talon(deal)),
        pictures=(_hand_picture(deal, seat), Picture((turned.code,), ("drill.pic.turned", {}))),
        deal_text=deal.to_text(), seat=seat)


def _refusal(deal: Deal, move: Move, seat: int) -> Line:
    """The engine's reason for refusing ``move`` to ``seat``, said of that seat: a drill asks
    about a player who is not the reader, so a reason the engine says to "you" ("You must
    follow suit") takes its third-person form (``rule.follow_suit.seat``: "Seat 2 must ...")
    where the catalogue has one."""
    key, params = deal.why_illegal(move)
    if f"{key}.seat" in MESSAGES:
        return f"{key}.seat", {**params, "seat": seat}
    return key, dict(params)


def _why_question(deal: Deal, seat: int, move: Move, chapter: str, kind: str,
                  reasons: tuple[tuple[str, str | None], ...], yes: Line,
                  pictures: tuple[Picture, ...] = ()) -> DrillQuestion | None:
    """"May ``seat`` make ``move`` now, and if not, why": the answers are ``reasons`` (a name
    and the engine's refusal key, None for "yes"), the right one the engine's own refusal;
    the feedback ``yes`` or the engine's reason. None where the engine's key is not listed."""
    legal = move in deal.legal_moves()
    key = None if legal else deal.why_illegal(move)[0]
    names = [k for k, v in reasons if v == key]
    if not names:
        return None
    rule: tuple[Line, ...] = ((yes,) if legal
                              else (_refusal(deal, move, seat),))
    if deal.current_trick:
        prompt: Line = (f"drill.{kind}.q.answer", {"seat": seat,
                                                    "leader": deal.current_trick[0][0],
                                                    "card": deal.current_trick[0][1]})
    else:
        prompt = (f"drill.{kind}.q.lead", {"seat": seat})
    return DrillQuestion(
        chapter, kind, prompt,
        tuple(("line", (f"drill.{kind}.{k}", {})) for k, _ in reasons),
        ([k for k, _ in reasons].index(names[0]),), rule,
        facts=(_trump(deal), _talon(deal)), pictures=pictures, deal_text=deal.to_text(),
        seat=seat, data={"why": names[0]})


#: why a holder of the trump Unter may or may not exchange now (the engine's refusal key)
EXCHANGE_WHY = (("yes", None), ("lead", "rule.lead_only"), ("few", "rule.exchange_talon"))


def q_exchange_why(rng: random.Random) -> DrillQuestion | None:
    """May the holder of the trump Unter exchange now, and if not, which condition fails."""
    lead = rng.random() < 0.7
    few = lead and rng.random() < 0.4  # (a talon down to its last face-down card is rarer)
    deal = _on_lead_with(rng, lambda d: _unter(d) in d.hand(d.to_move or 0)
                         and d.trump_card is not None and d.trump_card != _unter(d)
                         and not d.talon_exhausted and (not few or d.talon_size <= 2),
                         allow=frozenset({MoveKind.CARD, MoveKind.MARRIAGE}), lead=lead,
                         tries=80 if few else 40)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    if deal.current_trick and deal.talon_size - 1 < deal.variant.exchange_min_talon:
        return None  # (two reasons at once: the question has one answer)
    yes: Line = ("drill.may_exchange.yes", {
        "seat": seat, "count": deal.talon_size - 1, "min": deal.variant.exchange_min_talon,
        "card": _unter(deal)})
    return _why_question(deal, seat, Move(MoveKind.EXCHANGE), "exchange", "exchange_why",
                         EXCHANGE_WHY, yes, pictures=(_hand_picture(deal, seat),))


def _exchanging(rng: random.Random) -> tuple[Deal, Deal, int] | None:
    deal = _on_lead_with(rng, lambda d: Move(MoveKind.EXCHANGE) in d.legal_moves())
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    after = deal.copy()
    after.push(Move(MoveKind.EXCHANGE))
    return deal, after, seat


def q_exchange_after(rng: random.Random) -> DrillQuestion | None:
    got = _exchanging(rng)
    if got is None:
        return None
    deal, after, seat = got
    turned, now = deal.trump_card, after.trump_card
    assert turned is not None and now is not None and deal.trump is not None
    others = [Card(deal.trump, r) for r in _VALUES_ORDER if Card(deal.trump, r) not in
              (turned, now)]
    picks = [now, turned] + rng.sample(others, 2)
    rng.shuffle(picks)
    return DrillQuestion(
        "exchange", "exchange_after", ("drill.exchange_after.q", {"seat": seat, "card": turned}),
        tuple(("card", c.code) for c in picks), (picks.index(now),),
        (("drill.exchange_after.rule", {"seat": seat, "card": turned, "unter": now,
                                        "suit": deal.trump}),),
        facts=(_trump(deal), _talon(deal)),
        pictures=(_hand_picture(deal, seat), Picture((turned.code,), ("drill.pic.turned", {}))),
        deal_text=deal.to_text(), seat=seat)


def q_trumps_after(rng: random.Random) -> DrillQuestion | None:
    got = _exchanging(rng)
    if got is None:
        return None
    deal, after, seat = got
    turned = deal.trump_card
    assert turned is not None
    n = sum(c.suit == deal.trump for c in after.hand(seat))
    choices, correct = _numbers(n, rng, 0, fixed=rng.sample(
        [x for x in range(1, 6) if x != n], 3))
    return DrillQuestion(
        "exchange", "trumps_after", ("drill.trumps_after.q", {"seat": seat, "card": turned}),
        choices, correct,
        (("drill.trumps_after.rule", {"seat": seat, "card": turned, "unter": _unter(deal),
                                      "count": n}),),
        facts=(_trump(deal), _talon(deal)),
        pictures=(_hand_picture(deal, seat), Picture((turned.code,), ("drill.pic.turned", {}))),
        deal_text=deal.to_text(), seat=seat)


# -- closing ---------------------------------------------------------------------------------


def q_may_close(rng: random.Random) -> DrillQuestion | None:
    lead = rng.random() < 0.75
    allow = frozenset({MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE})
    for _ in range(40):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        _advance(deal, rng, rng.randrange(0, 14), allow)
        if deal.to_move is None or bool(deal.current_trick) == lead:
            continue
        if deal.talon_exhausted and rng.random() < 0.7:
            continue
        break
    else:
        return None
    seat = deal.to_move
    assert seat is not None
    move = Move(MoveKind.CLOSE)
    legal = move in deal.legal_moves()
    choices, correct = _yes_no(legal)
    if legal:
        rule: tuple[Line, ...] = (("drill.may_close.yes", {
            "seat": seat, "count": deal.talon_size, "min": deal.variant.close_min_talon}),)
    else:
        rule = (_refusal(deal, move, seat),)
    if deal.current_trick:
        prompt: Line = ("drill.may_close.q.answer", {"seat": seat,
                                                     "leader": deal.current_trick[0][0],
                                                     "card": deal.current_trick[0][1]})
    else:
        prompt = ("drill.may_close.q.lead", {"seat": seat})
    return DrillQuestion(
        "closing", "may_close", prompt, choices, correct, rule,
        facts=(_trump(deal), _talon(deal)), deal_text=deal.to_text(), seat=seat)


#: why the player to move may or may not close now (the engine's refusal key)
CLOSE_WHY = (("yes", None), ("lead", "rule.lead_only"), ("few", "rule.close_talon"),
             ("gone", "rule.close_gone"))


def q_close_why(rng: random.Random) -> DrillQuestion | None:
    """May the player to move close now, and if not, which condition fails."""
    lead = rng.random() < 0.7
    late = rng.random() < 0.5  # (the talon's last cards, or none left)
    for _ in range(40):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        _advance(deal, rng, rng.randrange(6, 14) if late else rng.randrange(0, 8), _NO_CLOSE)
        if deal.to_move is None or bool(deal.current_trick) != (not lead):
            continue
        if deal.current_trick and (deal.talon_exhausted
                                   or deal.talon_size < deal.variant.close_min_talon):
            continue  # (two reasons at once: the question has one answer)
        break
    else:
        return None
    seat = deal.to_move
    assert seat is not None
    yes: Line = ("drill.may_close.yes", {
        "seat": seat, "count": deal.talon_size, "min": deal.variant.close_min_talon})
    return _why_question(deal, seat, Move(MoveKind.CLOSE), "closing", "close_why", CLOSE_WHY,
                         yes)


def q_close_left(rng: random.Random) -> DrillQuestion | None:
    """How many cards stay in the talon, never drawn, when the player on lead closes."""
    start = Deal.new(VARIANT, seed=0).talon_size
    deal = _on_lead_with(rng, lambda d: Move(MoveKind.CLOSE) in d.legal_moves()
                         and len(d.tricks) > 0, allow=_NO_CLOSE)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    n = len(deal.tricks)
    after = deal.copy()
    after.push(Move(MoveKind.CLOSE))
    left = after.talon_size
    choices, correct = _numbers(left, rng, 0, fixed=rng.sample(
        [x for x in range(2, 11, 2) if x != left], 3))
    return DrillQuestion(
        "closing", "close_left", ("drill.close_left.q", {"seat": seat, "tricks": n}),
        choices, correct,
        (("drill.close_left.rule", {"start": start, "taken": start - left, "count": left}),),
        facts=(_trump(deal),), deal_text=deal.to_text(), seat=seat)


def q_close_failed(rng: random.Random) -> DrillQuestion | None:
    """A close that failed: the opponent's game points, judged at the close."""
    for _ in range(40):
        # a close at a random moment (a bold one fails more often), then the play to the end
        deal = _on_lead_with(rng, lambda d: Move(MoveKind.CLOSE) in d.legal_moves(),
                             allow=_NO_CLOSE, tries=10)
        if deal is None:
            continue
        deal.push(Move(MoveKind.CLOSE))
        _finish(deal, rng, _NO_CLOSE | {MoveKind.CLAIM})
        r = deal.result
        if (r is None or deal.closed_by is None or r.reason == ResultReason.WRONG_CLAIM
                or r.winners[0] == deal.closed_by):
            continue
        break
    else:
        return None
    at = _at_close(deal)
    closer = deal.closed_by
    assert at is not None and r is not None and closer is not None
    winner = r.winners[0]
    tricks = at.tricks_won(winner)
    choices: tuple[Choice, ...] = (("number", "1"), ("number", "2"), ("number", "3"))
    return DrillQuestion(
        "closing", "close_failed",
        ("drill.close_failed.q", {"seat": closer, "winner": winner, "tricks": tricks}),
        choices, (r.game_points - 1,),
        (("drill.closed.failed", {"seat": closer, "tricks": tricks,
                                  "game_points": r.game_points}),),
        facts=(_trump(deal),), deal_text=deal.to_text(), seat=winner)


def _at_close(deal: Deal) -> Deal | None:
    for i, m in enumerate(deal.moves):
        if m.kind == MoveKind.CLOSE:
            d = Deal.from_text(deal.to_text())
            while len(d.moves) > i:
                d.pop()
            return d
    return None


def q_closed_game_points(rng: random.Random) -> DrillQuestion | None:
    """A deal in which the talon was closed: the game points, judged at the close."""
    for _ in range(60):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        bots = [HeuristicBot(rng.randrange(1 << 30)) for _ in range(2)]
        while deal.to_move is not None:
            s = deal.to_move
            deal.push(bots[s].choose(deal.observation(s)))
        r = deal.result
        if r is None or deal.closed_by is None or r.reason == ResultReason.WRONG_CLAIM:
            continue
        break
    else:
        return None
    at = _at_close(deal)
    assert at is not None and r is not None
    closer = deal.closed_by
    assert closer is not None
    opp = 1 - closer
    winner = r.winners[0]
    facts: list[Line] = [
        _trump(deal),
        ("drill.closed.at_close", {"seat": closer, "points": at.points(opp),
                                   "tricks": at.tricks_won(opp)}),
        ("drill.closed.end", {"seat": closer, "points": r.points[deal.side_of(closer) or 0]}),
    ]
    if winner == closer:
        rule: Line = ("drill.closed.won", {"seat": closer, "points": at.points(opp),
                                           "tricks": at.tricks_won(opp),
                                           "game_points": r.game_points})
    else:
        rule = ("drill.closed.failed", {"seat": closer, "tricks": at.tricks_won(opp),
                                        "game_points": r.game_points})
    choices: tuple[Choice, ...] = (("number", "1"), ("number", "2"), ("number", "3"))
    return DrillQuestion(
        "closing", "closed_game_points",
        (deal.variant.match.said("drill.closed.q"), {"winner": winner}), choices,
        (r.game_points - 1,), (rule,),
        facts=tuple(facts), deal_text=deal.to_text(), seat=winner)


# -- the strict rules ------------------------------------------------------------------------


def q_legal(rng: random.Random) -> DrillQuestion | None:
    return _legal_question("strict-rules", rng, "any")


#: the four strict rules, in the chapter's order (choice keys ``drill.strict.<name>``)
STRICT_RULES = ("follow", "head", "trump", "any")


def _strict_position(rng: random.Random) -> tuple[Deal, Line, list[Card]] | None:
    """A strict position answering a lead where some cards of the hand are refused: the deal,
    the engine's reason for the cards allowed, and those cards."""
    q = legal_cards_question(VARIANT, rng.randrange(1 << 30), talon="any")
    if q is None:
        return None
    deal = Deal.from_text(q.deal_text)
    legal = [parse_card(q.choices[i]) for i in q.correct]
    return deal, (q.explanation_key, q.explanation_params), legal


def _strict_pictures(deal: Deal, seat: int) -> tuple[Picture, ...]:
    return (_trick_picture(deal.current_trick, ("drill.pic.table", {})),
            _hand_picture(deal, seat))


def q_may_play(rng: random.Random) -> DrillQuestion | None:
    got = _strict_position(rng)
    if got is None:
        return None
    deal, why, legal = got
    seat = deal.to_move
    assert seat is not None
    card = rng.choice(deal.hand(seat))
    move = Move(MoveKind.CARD, card)
    ok = move in deal.legal_moves()
    assert ok == (card in legal)
    choices, correct = _yes_no(ok)
    rule: tuple[Line, ...] = (why,)
    return DrillQuestion(
        "strict-rules", "may_play",
        ("drill.may_play.q", {"led": deal.current_trick[0][1], "seat": seat, "card": card}),
        choices, correct, rule, facts=(_trump(deal), _talon(deal)),
        pictures=_strict_pictures(deal, seat), deal_text=deal.to_text(), seat=seat,
        data={"card": card.code})


def q_legal_count(rng: random.Random) -> DrillQuestion | None:
    got = _strict_position(rng)
    if got is None:
        return None
    deal, why, legal = got
    seat = deal.to_move
    assert seat is not None
    choices, correct = _numbers(len(legal), rng, 0, fixed=rng.sample(
        [n for n in range(1, len(deal.hand(seat)) + 1) if n != len(legal)],
        min(3, len(deal.hand(seat)) - 1)))
    return DrillQuestion(
        "strict-rules", "legal_count",
        ("drill.legal_count.q", {"led": deal.current_trick[0][1], "seat": seat}),
        choices, correct, (why,), facts=(_trump(deal), _talon(deal)),
        pictures=_strict_pictures(deal, seat), deal_text=deal.to_text(), seat=seat)


def _rule_applies(rng: random.Random) -> tuple[Deal, Line, str] | None:
    got = _strict_position(rng)
    if got is None:
        return None
    deal, why, legal = got
    seat = deal.to_move
    assert seat is not None
    refused = {deal.why_illegal(Move(MoveKind.CARD, c))[0]
               for c in deal.hand(seat) if c not in legal}
    if "rule.must_head" in refused:
        return deal, why, "head"
    if "rule.follow_suit" in refused:
        return deal, why, "follow"
    if refused & {"rule.must_trump", "rule.must_overtrump"}:
        return deal, why, "trump"
    return None


def q_rule_applies(rng: random.Random) -> DrillQuestion | None:
    head = rng.random() < 0.35  # heading the trick comes up less often by itself
    for _ in range(12 if head else 1):
        got = _rule_applies(rng)
        if got is not None and (not head or got[2] == "head"):
            break
    else:
        return None
    if got is None:
        return None
    deal, why, name = got
    seat = deal.to_move
    assert seat is not None
    return DrillQuestion(
        "strict-rules", "rule_applies",
        ("drill.rule_applies.q", {"led": deal.current_trick[0][1], "seat": seat}),
        tuple(("line", (f"drill.strict.{r}", {})) for r in STRICT_RULES),
        (STRICT_RULES.index(name),), (why,), facts=(_trump(deal), _talon(deal)),
        pictures=_strict_pictures(deal, seat), deal_text=deal.to_text(), seat=seat,
        data={"rule": name})


def q_strict_now(rng: random.Random) -> DrillQuestion | None:
    """Do the strict rules bind the answer to this lead? (open, closed or used-up talon)"""
    want = rng.choices(("open", "closed", "gone"), (5, 2, 3))[0]
    allow = frozenset(MoveKind) if want == "closed" else _NO_CLOSE
    for _ in range(60):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        _advance(deal, rng, rng.randrange(1, 18), allow)
        if deal.to_move is None or not deal.current_trick or deal.result is not None:
            continue
        state = ("closed" if deal.closed_by is not None
                 else "gone" if deal.talon_exhausted else "open")
        if state == want:
            break
    else:
        return None
    seat = deal.to_move
    assert seat is not None
    strict = deal.strict
    choices, correct = _yes_no(strict)
    if deal.closed_by is not None:
        rule: Line = ("drill.strict_now.closed", {"seat": deal.closed_by})
    elif deal.talon_exhausted:
        rule = ("drill.strict_now.gone", {})
    else:
        rule = ("drill.strict_now.open", {"count": deal.talon_size})
    leader, led = deal.current_trick[0]
    return DrillQuestion(
        "strict-rules", "strict_now",
        ("drill.strict_now.q", {"leader": leader, "card": led, "seat": seat}),
        choices, correct, (rule,), facts=(_trump(deal), _talon(deal)),
        deal_text=deal.to_text(), seat=seat)


# -- claiming --------------------------------------------------------------------------------


def q_claim(rng: random.Random, variant: str = VARIANT) -> DrillQuestion | None:
    allow = frozenset({MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE})

    def want(d: Deal) -> bool:
        seat = d.to_move or 0
        return (Move(MoveKind.CLAIM) in d.legal_moves() and d.tricks_won(seat) > 0
                and 46 <= d.points(seat) <= 86)

    deal = None
    for _ in range(30):
        deal = _on_lead_with(rng, want, allow=allow, variant=variant)
        if deal is not None:
            break
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    after = deal.copy()
    after.push(Move(MoveKind.CLAIM))
    r = after.result
    assert r is not None
    if r.detail is not None and r.detail.claim_marriage:
        return None  # the claim would announce a marriage in hand: the sum below leaves it out
    right = r.reason == ResultReason.CLAIM
    cards = _won_cards(deal, seat)
    mine = [p for s, _, p in deal.marriages if deal.side_of(s) == deal.side_of(seat)]
    total = deal.points(seat)
    if sum(c.points for c in cards) + sum(mine) != total:
        return None  # (the sum in the rule must be the engine's count)
    parts = " + ".join([str(c.points) for c in cards] + [str(p) for p in mine])
    choices, correct = _yes_no(right)
    facts = [_trump(deal)] + [("quiz.ctx.marriage", {"seat": s, "suit": su, "points": p})
                              for s, su, p in deal.marriages]
    return DrillQuestion(
        "claiming", "claim", ("drill.claim.q", {"seat": seat}), choices, correct,
        (("drill.claim.right" if right else "drill.claim.wrong",
          {"seat": seat, "sum": parts, "points": total}),),
        facts=tuple(facts),
        pictures=(Picture(tuple(c.code for c in cards), ("drill.pic.won", {"seat": seat})),),
        deal_text=deal.to_text(), seat=seat)


def q_wrong_claim(rng: random.Random) -> DrillQuestion | None:
    allow = frozenset({MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE})

    def want(d: Deal) -> bool:
        seat = d.to_move or 0
        return Move(MoveKind.CLAIM) in d.legal_moves() and d.points(seat) < d.variant.target_points

    deal = _on_lead_with(rng, want, allow=allow)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    other = 1 - seat
    after = deal.copy()
    after.push(Move(MoveKind.CLAIM))
    r = after.result
    if r is None or r.reason != ResultReason.WRONG_CLAIM:
        return None  # the claim counts more than the points (a marriage it shows): right
    choices: tuple[Choice, ...] = (("number", "1"), ("number", "2"), ("number", "3"))
    return DrillQuestion(
        "claiming", "wrong_claim",
        ("drill.wrong_claim.q", {"claimer": seat, "points": deal.points(seat), "seat": other,
                                 "tricks": deal.tricks_won(other)}),
        choices, (r.game_points - 1,),
        (("drill.wrong_claim.rule", {"seat": other, "tricks": deal.tricks_won(other),
                                     "game_points": r.game_points}),),
        facts=(_trump(deal),), deal_text=deal.to_text(), seat=other)


def q_last_trick(rng: random.Random) -> DrillQuestion | None:
    """A deal played out without a claim: the last trick decides."""
    allow = frozenset({MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE})
    for _ in range(30):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        _finish(deal, rng, allow)
        r = deal.result
        if r is not None and r.reason == ResultReason.LAST_TRICK:
            break
    else:
        return None
    assert r is not None
    t = deal.tricks[-1]
    facts: list[Line] = [_trump(deal)]
    facts += [("quiz.ctx.seat", {"seat": s, "points": r.points[s], "tricks": r.tricks[s]})
              for s in deal.seats]
    choices, correct = _seat_choices(deal.seats, r.winners[0])
    return DrillQuestion(
        "claiming", "last_trick", ("drill.last_trick.q", {"leader": t.leader}), choices,
        correct, (("drill.last_trick.rule", {"winner": t.winner}),), facts=tuple(facts),
        pictures=(_trick_picture(list(zip(t.seats, t.cards, strict=True)),
                                 ("drill.pic.last", {})),),
        deal_text=deal.to_text(), seat=r.winners[0])


def q_claim_need(rng: random.Random) -> DrillQuestion | None:
    """How many more points the player on lead needs before a claim would be right."""
    allow = frozenset({MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE})

    def want(d: Deal) -> bool:
        seat = d.to_move or 0
        return (Move(MoveKind.CLAIM) in d.legal_moves() and d.tricks_won(seat) >= 2
                and d.points(seat) < d.variant.target_points)

    deal = _on_lead_with(rng, want, allow=allow)
    if deal is None:
        return None
    seat = deal.to_move
    assert seat is not None
    target = deal.variant.target_points
    have = deal.points(seat)
    choices, correct = _numbers(target - have, rng, 8, low=1)
    facts = [_trump(deal)] + [("quiz.ctx.marriage", {"seat": s, "suit": su, "points": p})
                              for s, su, p in deal.marriages]
    return DrillQuestion(
        "claiming", "claim_need", ("drill.claim_need.q", {"seat": seat, "points": have}),
        choices, correct,
        (("drill.claim_need.rule", {"target": target, "have": have, "rest": target - have}),),
        facts=tuple(facts), deal_text=deal.to_text(), seat=seat)


def q_claim_wrong_who(rng: random.Random) -> DrillQuestion | None:
    """Who wins the deal when the player on lead claims too early."""
    q = q_wrong_claim(rng)
    if q is None:
        return None
    deal = Deal.from_text(q.deal_text)
    seat = deal.to_move
    assert seat is not None
    after = deal.copy()
    after.push(Move(MoveKind.CLAIM))
    r = after.result
    assert r is not None
    choices, correct = _seat_choices((0, 1), r.winners[0])
    return DrillQuestion(
        "claiming", "claim_wrong_who",
        ("drill.claim_wrong_who.q", {"claimer": seat, "points": deal.points(seat)}),
        choices, correct,
        (("drill.claim_wrong_who.rule", {"target": deal.variant.target_points,
                                         "winner": r.winners[0]}),),
        facts=(_trump(deal),), deal_text=deal.to_text(), seat=r.winners[0])


# -- scoring ---------------------------------------------------------------------------------


def q_game_points(rng: random.Random) -> DrillQuestion | None:
    """A deal won without closing and without a wrong claim: 1, 2 or 3 by the loser's points
    and tricks."""
    for _ in range(30):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        _finish(deal, rng, _NO_CLOSE | {MoveKind.CLAIM})
        r = deal.result
        if r is None or r.reason not in (ResultReason.CLAIM, ResultReason.LAST_TRICK):
            continue
        if _loser_had_enough(deal):
            continue
        if r.game_points == deal.variant.game_points.over_half and rng.random() < 0.5:
            continue  # more of the rarer 2 and 3
        break
    else:
        return None
    assert r is not None
    winner = r.winners[0]
    loser = 1 - winner
    choices: tuple[Choice, ...] = (("number", "1"), ("number", "2"), ("number", "3"))
    lp, lt = r.points[deal.side_of(loser) or 0], r.tricks[deal.side_of(loser) or 0]
    return DrillQuestion(
        "scoring", "game_points",
        ("drill.game_points.q", {"winner": winner, "loser": loser, "points": lp, "tricks": lt}),
        choices, (r.game_points - 1,),
        (("drill.game_points.rule", {"half": deal.variant.half_target_points,
                                     "game_points": r.game_points}),),
        facts=(_ending(deal),), deal_text=deal.to_text(), seat=winner)


def _loser_had_enough(deal: Deal) -> bool:
    """Whether the deal's loser had the target's points or more (won by the last trick
    after the other seat never claimed): a scoring question on it would look impossible to
    a beginner ("106 points, and the deal lost"), so the scoring drill leaves it out."""
    r = deal.result
    if r is None or not r.winners:
        return False
    loser = 1 - r.winners[0]
    return r.points[deal.side_of(loser) or 0] >= deal.variant.target_points


def _ending(deal: Deal) -> Line:
    """How a deal won without a close ended: the winner's right claim, or the last trick."""
    r = deal.result
    assert r is not None
    return ("drill.end." + ("claim" if r.reason == ResultReason.CLAIM else "last"),
            {"winner": r.winners[0]})


def _won_deal(rng: random.Random, rule: ScoreRule | None = None) -> Deal | None:
    """A deal won by a right claim or the last trick (no close), by ``rule`` if given."""
    for _ in range(40):
        deal = Deal.new(VARIANT, seed=rng.randrange(1 << 30))
        _finish(deal, rng, _NO_CLOSE | {MoveKind.CLAIM})
        r = deal.result
        if r is None or r.reason not in (ResultReason.CLAIM, ResultReason.LAST_TRICK):
            continue
        if _loser_had_enough(deal):
            continue
        if rule is not None and r.detail.score_rule != rule:
            continue
        return deal
    return None


def q_loser_gap(rng: random.Random) -> DrillQuestion | None:
    """The loser under half the target: how many more points would have cut the score to 1."""
    deal = _won_deal(rng, ScoreRule.UNDER_HALF)
    if deal is None or deal.result is None:
        return None
    r = deal.result
    winner = r.winners[0]
    loser = 1 - winner
    lp = r.points[deal.side_of(loser) or 0]
    half = deal.variant.half_target_points
    choices, correct = _numbers(half - lp, rng, 6, low=1)
    return DrillQuestion(
        "scoring", "loser_gap",
        ("drill.loser_gap.q", {"winner": winner, "loser": loser, "points": lp,
                               "tricks": r.tricks[deal.side_of(loser) or 0]}),
        choices, correct,
        (("drill.loser_gap.rule", {"half": half, "have": lp, "rest": half - lp,
                                   "game_points": r.game_points}),),
        facts=(_ending(deal),), deal_text=deal.to_text(), seat=loser)


#: why a won deal scores its game points (the engine's score rule), in the chapter's order
SCORE_WHY = (ScoreRule.NO_TRICK, ScoreRule.UNDER_HALF, ScoreRule.OVER_HALF)


def q_score_why(rng: random.Random) -> DrillQuestion | None:
    """The winner scores n game points: which of the three cases gives them."""
    pick = rng.choices(SCORE_WHY, (3, 4, 3))[0]
    deal = _won_deal(rng, pick)
    if deal is None or deal.result is None:
        return None
    r = deal.result
    winner = r.winners[0]
    loser = 1 - winner
    side = deal.side_of(loser) or 0
    return DrillQuestion(
        "scoring", "score_why",
        ("drill.score_why.q", {"winner": winner, "game_points": r.game_points}),
        tuple(("line", (f"drill.score_why.{w}", {"seat": loser,
                                                  "half": deal.variant.half_target_points}))
              for w in SCORE_WHY),
        (SCORE_WHY.index(r.detail.score_rule),),
        (("drill.game_points.rule", {"half": deal.variant.half_target_points,
                                     "game_points": r.game_points}),),
        facts=(_ending(deal), ("quiz.ctx.seat", {"seat": loser, "points": r.points[side],
                                                 "tricks": r.tricks[side]})),
        deal_text=deal.to_text(), seat=winner)


def q_scoring_closed(rng: random.Random) -> DrillQuestion | None:
    q = q_closed_game_points(rng)
    return None if q is None else DrillQuestion(
        "scoring", q.kind, q.prompt, q.choices, q.correct, q.rule, q.facts, q.pictures,
        q.multiple, q.deal_text, q.seat, q.data)


def q_scoring_wrong_claim(rng: random.Random) -> DrillQuestion | None:
    q = q_wrong_claim(rng)
    return None if q is None else DrillQuestion(
        "scoring", q.kind, q.prompt, q.choices, q.correct, q.rule, q.facts, q.pictures,
        q.multiple, q.deal_text, q.seat, q.data)


# -- the match -------------------------------------------------------------------------------


def _match_until(rng: random.Random) -> tuple[list[tuple[int, int]], list[list[int]],
                                              int, dict[str, Any]]:
    """A Bummerl of two seeded random bots, up to a random deal: (winner, game points) of
    each deal so far, the scores after each, the target, and the seeds (``seed``, ``bots``,
    ``stop``) that play it again (:func:`play_match`)."""
    seed = rng.randrange(1 << 30)
    bots = (rng.randrange(1 << 30), rng.randrange(1 << 30))
    deals, scores, target = _full_match(seed, bots)
    stop = rng.randint(1, len(deals))
    return (deals[:stop], scores[:stop], target,
            {"seed": seed, "bots": list(bots), "stop": stop})


@cache
def _full_match(seed: int, bots: tuple[int, int]) -> tuple[list[tuple[int, int]],
                                                             list[list[int]], int]:
    m = Match(VARIANT, seed=seed)
    players = [RandomBot(bots[0]), RandomBot(bots[1])]
    deals: list[tuple[int, int]] = []
    scores: list[list[int]] = []
    while not m.is_over:
        d = m.new_deal()
        while d.to_move is not None:
            s = d.to_move
            d.push(players[s].choose(d.observation(s)))
        r = m.record(d)
        deals.append((r.winners[0], r.game_points))
        scores.append(list(m.scores))
    return deals, scores, m.rules.target


def play_match(seeds: dict[str, Any]) -> tuple[Match, list[tuple[int, int]]]:
    """The match of a match question's seeds, played again by the engine up to its deal."""
    m = Match(VARIANT, seed=seeds["seed"])
    bots = [RandomBot(seeds["bots"][0]), RandomBot(seeds["bots"][1])]
    deals: list[tuple[int, int]] = []
    while not m.is_over and len(deals) < seeds["stop"]:
        d = m.new_deal()
        while d.to_move is not None:
            s = d.to_move
            d.push(bots[s].choose(d.observation(s)))
        r = m.record(d)
        deals.append((r.winners[0], r.game_points))
    return m, deals


def q_bummerl(rng: random.Random) -> DrillQuestion | None:
    deals, scores, target, seeds = _match_until(rng)
    if len(deals) < 2:
        return None
    left = scores[-1][deals[-1][0]]
    near = [v for v in range(target + 1) if v != left]
    rng.shuffle(near)
    near.sort(key=lambda v: abs(v - left))
    choices, correct = _numbers(left, rng, 0, fixed=near[:3])
    return _last_deal_question("bummerl", choices, correct, deals, scores, target, seeds)


def _last_deal_question(kind: str, choices: tuple[Choice, ...], correct: tuple[int, ...],
                        deals: list[tuple[int, int]], scores: list[list[int]], target: int,
                        seeds: dict[str, Any]) -> DrillQuestion:
    """A match question about its last deal so far: the score before it, who won it and how
    many game points (the question ``drill.<kind>.q``), answered by the winner's count-down."""
    before = scores[-2]
    w, g = deals[-1]
    left = scores[-1][w]
    rule: Line = ("drill.bummerl.rule" if left else "drill.bummerl.over",
                  {"target": target, "before": before[w], "won": g, "rest": left, "winner": w})
    return DrillQuestion(
        "match", kind,
        (f"drill.{kind}.q", {"score0": before[0], "score1": before[1], "winner": w,
                             "game_points": g}),
        choices, correct, (rule,), facts=(("drill.bummerl.start", {"target": target}),),
        data={**seeds, "deals": deals, "target": target, "scores": scores[-1]})


def q_bummerl_sheet(rng: random.Random) -> DrillQuestion | None:
    deals, scores, target, seeds = _match_until(rng)
    if len(deals) < 3:
        return None
    seat = rng.randint(0, 1)
    won = [g for w, g in deals if w == seat]
    left = scores[-1][seat]
    facts: list[Line] = [("drill.bummerl.start", {"target": target})]
    facts += [("drill.bummerl.deal", {"number": i, "winner": w, "game_points": g})
              for i, (w, g) in enumerate(deals, 1)]
    choices, correct = _numbers(left, rng, 2, low=0)
    sub = " \u2212 ".join([str(target)] + [str(g) for g in won])
    return DrillQuestion(
        "match", "bummerl_sheet", ("drill.bummerl_sheet.q", {"seat": seat}), choices, correct,
        (("drill.bummerl_sheet.rule", {"seat": seat, "sum": sub, "rest": left}) if won
         else ("drill.bummerl_sheet.rule.none", {"seat": seat, "rest": left}),),
        facts=tuple(facts), seat=seat,
        data={**seeds, "deals": deals, "target": target, "scores": scores[-1]})


def _match_at(rng: random.Random, last: bool) -> tuple[list[tuple[int, int]], list[list[int]],
                                                        int, dict[str, Any]]:
    """Like :func:`_match_until`, up to the match's last deal when ``last``."""
    seed = rng.randrange(1 << 30)
    bots = (rng.randrange(1 << 30), rng.randrange(1 << 30))
    deals, scores, target = _full_match(seed, bots)
    stop = len(deals) if last else rng.randint(1, len(deals))
    return (deals[:stop], scores[:stop], target,
            {"seed": seed, "bots": list(bots), "stop": stop})


def q_match_over(rng: random.Random) -> DrillQuestion | None:
    deals, scores, target, seeds = _match_at(rng, rng.random() < 0.45)
    if len(deals) < 2:
        return None
    choices, correct = _yes_no(scores[-1][deals[-1][0]] == 0)
    return _last_deal_question("match_over", choices, correct, deals, scores, target, seeds)


def q_match_winner(rng: random.Random) -> DrillQuestion | None:
    """A score sheet, to its end or not: who has won the match, if anyone yet."""
    deals, scores, target, seeds = _match_at(rng, rng.random() < 0.6)
    if not 2 <= len(deals) <= 8:
        return None
    over = min(scores[-1]) == 0
    facts: list[Line] = [("drill.bummerl.start", {"target": target})]
    facts += [("drill.bummerl.deal", {"number": i, "winner": s, "game_points": g})
              for i, (s, g) in enumerate(deals, 1)]
    choices: tuple[Choice, ...] = (("line", ("drill.seat", {"seat": 0})),
                                   ("line", ("drill.seat", {"seat": 1})),
                                   ("line", ("drill.match_winner.none", {})))
    if over:
        w = deals[-1][0]
        assert scores[-1][w] == 0
        sub = " \u2212 ".join([str(target)] + [str(g) for s, g in deals if s == w])
        rule: Line = ("drill.match_winner.rule", {"winner": w, "target": target, "sum": sub})
        correct = (w,)
    else:
        rule = ("drill.match_winner.open", {"score0": scores[-1][0], "score1": scores[-1][1]})
        correct = (2,)
    return DrillQuestion(
        "match", "match_winner", ("drill.match_winner.q", {}), choices, correct, (rule,),
        facts=tuple(facts), seat=correct[0],
        data={**seeds, "deals": deals, "target": target, "scores": scores[-1]})


def q_deals_needed(rng: random.Random) -> DrillQuestion | None:
    """The fewest deals that can still bring a player's count to 0 (a deal brings at most the
    variant's highest game points)."""
    deals, scores, target, seeds = _match_until(rng)
    seat = rng.randint(0, 1)
    need = scores[-1][seat]
    if need <= 0 or min(scores[-1]) <= 0:
        return None
    gp = Deal.new(VARIANT, seed=0).variant.game_points
    most = max(gp.no_trick, gp.under_half, gp.over_half, gp.failed_close,
               gp.failed_close_no_trick, gp.wrong_claim, gp.wrong_claim_no_trick)
    n = -(-need // most)
    choices, correct = _numbers(n, rng, 0, fixed=[1, 2, 3, 4])
    return DrillQuestion(
        "match", "deals_needed", ("drill.deals_needed.q", {"seat": seat, "need": need}),
        choices, correct,
        (("drill.deals_needed.rule", {"most": most, "need": need, "count": n}),),
        facts=(("drill.bummerl.start", {"target": target}),), seat=seat,
        data={**seeds, "deals": deals, "target": target, "scores": scores[-1]})


#: each chapter's question kinds and their weights
KINDS: dict[str, tuple[tuple[Callable[[random.Random], DrillQuestion | None], int], ...]] = {
    "cards": ((q_card_value, 2), (q_higher, 2), (q_pile, 2), (q_which_worth, 2),
              (q_more_points, 2)),
    "dealing": ((q_turned, 2), (q_forehand, 2), (q_trump_suit, 1), (q_hand_size, 1),
                (q_talon_size, 1), (q_packets, 1), (q_first_lead, 2)),
    "tricks": ((q_trick, 3), (q_trick_points, 2), (q_leads_next, 1), (q_winning_cards, 2),
               (q_would_win, 2)),
    "drawing": ((q_talon_left, 2), (q_draws_first, 2), (q_turned_card, 2), (q_legal_drawn, 2),
                (q_drawn_card, 2)),
    "marriages": ((q_marriage_value, 2), (q_may_marry, 3), (q_marriage_points, 2),
                  (q_marriage_lead, 2), (q_marriages_in_hand, 2)),
    "exchange": ((q_may_exchange, 4), (q_exchange_gain, 2), (q_exchange_why, 3),
                 (q_exchange_after, 2), (q_trumps_after, 2)),
    "closing": ((q_may_close, 3), (q_closed_game_points, 2), (q_close_why, 3),
                (q_close_left, 2), (q_close_failed, 2)),
    "strict-rules": ((q_legal, 3), (q_may_play, 2), (q_legal_count, 2), (q_rule_applies, 2),
                     (q_strict_now, 2)),
    "claiming": ((q_claim, 3), (q_wrong_claim, 2), (q_last_trick, 2), (q_claim_need, 2),
                 (q_claim_wrong_who, 2)),
    "scoring": ((q_game_points, 3), (q_scoring_closed, 2), (q_scoring_wrong_claim, 2),
                (q_loser_gap, 2), (q_score_why, 2)),
    "match": ((q_bummerl, 3), (q_bummerl_sheet, 3), (q_match_over, 2), (q_match_winner, 2),
              (q_deals_needed, 2)),
}


#: drills on a tradition's page, off the course's rule chapters (not in :data:`CHAPTERS`):
#: the page's name -> its kinds and weights, like :data:`KINDS`
TRADITION_DRILLS: dict[str, tuple[tuple[Callable[[random.Random], DrillQuestion | None],
                                        int], ...]] = {}


def _markers(when: str) -> Callable[[random.Random], DrillQuestion | None]:
    """A drill on the Hungarian marker cards (``when``: see
    :func:`schnapsen.teach.quiz.markers_question`): the quiz's question from a seeded match of
    the game for two, its facts, its question, the count to choose and the rule with the
    numbers."""
    from .quiz import markers_question

    def make(rng: random.Random) -> DrillQuestion | None:
        seed = rng.randrange(1 << 30)
        q = markers_question("hu-2", seed, when)
        if q is None:
            return None
        return DrillQuestion(
            "snapszer", f"markers_{when}", (q.key, q.params),
            tuple(("number", c) for c in q.choices), q.correct,
            ((q.explanation_key, q.explanation_params), *q.more), facts=q.context,
            seat=q.seat, data={"variant": "hu-2", "seed": seed, "when": when})

    return make


def _on_page(page: str, maker: Callable[..., DrillQuestion | None],
             variant: str) -> Callable[[random.Random], DrillQuestion | None]:
    """A rule chapter's kind of question (``maker``) dealt in the page's game ``variant``,
    for a tradition's drill ``page``."""

    def make(rng: random.Random) -> DrillQuestion | None:
        q = maker(rng, variant=variant)
        return None if q is None else replace(q, chapter=page)

    return make


#: the marker cards, and the trick, the marriage and the claim dealt in the Hungarian game for
#: two (round 33, hu: ten questions of the scoring sheet's arithmetic in a row)
TRADITION_DRILLS["snapszer"] = ((_markers("pool"), 2), (_markers("split"), 1),
                                (_markers("empty"), 2),
                                (_on_page("snapszer", q_trick, "hu-2"), 1),
                                (_on_page("snapszer", q_marriage_value, "hu-2"), 1),
                                (_on_page("snapszer", q_claim, "hu-2"), 2))


#: the kinds whose question is the claim at the target: their positions may show a player at
#: it with the deal still to play
CLAIM_KINDS = frozenset(("claim", "claim_need", "claim_wrong_who", "wrong_claim"))


def past_target(q: DrillQuestion) -> bool:
    """Whether the question's position is a deal still to play in which a player has the
    target's points already (the deal should have ended with a claim)."""
    if not q.deal_text:
        return False
    deal = Deal.from_text(q.deal_text)
    if deal.is_over or deal.to_move is None:
        return False
    return any(deal.points(s) >= deal.variant.target_points for s in deal.seats)


def checked(maker: Callable[[random.Random], DrillQuestion | None],
            rng: random.Random, tries: int = 8) -> DrillQuestion | None:
    """``maker``'s question, drawn again (up to ``tries`` times) where its position shows a
    player past the target in a deal still to play (:func:`past_target`; round 37, hr: a
    drill at 71 points with the deal going on), unless the question is the claim itself
    (:data:`CLAIM_KINDS`); None where none fits."""
    for _ in range(tries):
        q = maker(rng)
        if q is None or q.kind in CLAIM_KINDS or not past_target(q):
            return q
    return None


def _identity(q: DrillQuestion) -> str:
    j = q.as_json("en")
    return json.dumps([j["f"], j["p"], j["q"], j["o"]], sort_keys=True)


@cache
def pool(chapter: str, size: int = POOL_SIZE) -> tuple[DrillQuestion, ...]:
    """The chapter's pool: ``size`` different questions, always the same (seeded by the
    chapter's name)."""
    kinds = KINDS.get(chapter) or TRADITION_DRILLS.get(chapter)
    if kinds is None:
        raise ValueError(f"no drill for {chapter!r}; the chapters are "
                         f"{', '.join((*CHAPTERS, *TRADITION_DRILLS))}")
    rng = random.Random(f"drill|{chapter}")
    makers = [k for k, _ in kinds]
    weights = [w for _, w in kinds]
    seen: set[str] = set()
    out: list[DrillQuestion] = []
    for _ in range(size * 20):
        if len(out) >= size:
            break
        maker = rng.choices(makers, weights)[0]
        q = checked(maker, random.Random(rng.randrange(1 << 62)))
        if q is None:
            continue
        key = _identity(q)
        if key in seen:
            continue
        seen.add(key)
        out.append(q)
    return tuple(out)


def draw_round(kinds: Sequence[str], n: int = ROUND,
               rng: random.Random | None = None,
               looks: Sequence[int] | None = None) -> list[int]:
    """A round: ``n`` different questions of a pool whose questions are of ``kinds`` (each
    question's kind, in the pool's order), spread over the kinds: the kinds take turns, in a
    random order, each giving a question drawn at random from its own, until ``n`` are drawn
    (a kind that has run out drops out). So with ``k`` kinds no kind gives more than
    ``ceil(n / k)`` (three of ten with four kinds, four with three) while the others have
    questions left. ``looks``: each question's look (:func:`looks`); two questions that look
    the same to the reader (the same question, choices and rule, the position not mattering)
    never come in one round (a new learner met "In which packets are the cards dealt?" twice in
    ten). The indices, in a random order. The drill's script (``js/drill.js``) draws by the
    same rule."""
    rng = rng or random.Random()
    look = list(looks) if looks is not None else list(range(len(kinds)))
    groups: dict[str, list[int]] = {}
    for i, kind in enumerate(kinds):
        groups.setdefault(kind, []).append(i)
    order = list(groups)
    rng.shuffle(order)
    for kind in order:
        rng.shuffle(groups[kind])
    out: list[int] = []
    taken: set[int] = set()
    while len(out) < n and any(groups[kind] for kind in order):
        for kind in order:
            while groups[kind] and len(out) < n:
                i = groups[kind].pop()
                if look[i] not in taken:
                    taken.add(look[i])
                    out.append(i)
                    break
    rng.shuffle(out)
    return out


def looks(questions: Sequence[DrillQuestion]) -> list[int]:
    """Each question's look: the index of the first question of ``questions`` that reads the
    same (kind, question, choices and the rule with its numbers, in English; the position
    may differ, its lesson does not): a round draws one question of a look
    (:func:`draw_round`)."""
    first: dict[str, int] = {}
    out: list[int] = []
    for i, q in enumerate(questions):
        j = q.as_json("en")
        key = json.dumps([j["k"], j["q"], j["o"], j["r"]], sort_keys=True)
        out.append(first.setdefault(key, i))
    return out


# -- the page --------------------------------------------------------------------------------

#: the drill's own words (catalogue keys ``drill.ui.<name>``), for the page's script
UI_KEYS = ("intro", "progress", "check", "next", "finish", "again", "solid", "solid_badge",
           "answer", "label", "start", "kept", "pick.right", "pick.wrong", "pick.missed")


def _ui(lang: str, size: int, chapter: str = "", positions: bool = True) -> dict[str, Any]:
    """The drill's words; ``positions``: whether any question of the pool shows a position
    (else the introduction speaks of questions: the cards, the scoring, the match)."""
    text: dict[str, Any] = {k: translate(f"drill.ui.{k}", lang, count=size, total=ROUND,
                                         number="{number}", solid=SOLID)
                            for k in UI_KEYS}
    if not positions:
        text["intro"] = translate("drill.ui.intro.questions", lang, count=size)
    # a question with no position of cards (DrillQuestion.is_position): "Question 3 of 10"
    text["progress_q"] = translate("drill.ui.progress.question", lang, total=ROUND,
                                   number="{number}")
    text["next_q"] = translate("drill.ui.next.question", lang)
    if chapter in TRADITION_DRILLS:  # no chapter of the course: the contents mark nothing
        text["solid"] = translate("drill.ui.solid.page", lang)
    text["right"] = translate("quiz.right", lang)
    text["wrong"] = translate("quiz.wrong", lang)
    # every score a round can end with, in the language's plural forms
    text["score"] = [translate("drill.ui.score", lang, n=n, total=ROUND) for n in range(ROUND + 1)]
    text["short"] = [translate("drill.ui.short", lang, left=SOLID - n) if n < SOLID else ""
                     for n in range(ROUND + 1)]
    text["best"] = [translate("drill.ui.best", lang, n=n, total=ROUND) for n in range(ROUND + 1)]
    text["resumed"] = [translate("drill.ui.resumed", lang, n=n, total=ROUND)
                       for n in range(ROUND + 1)]
    return text


def _card_pictures(questions: Sequence[DrillQuestion], lang: str) -> dict[str, str]:
    from ..render import card_svg, names_for

    names = names_for(lang)
    codes = sorted({c for q in questions for p in q.pictures for c in p.cards}
                   | {c for q in questions for k, c in q.choices if k == "card"})
    return {c: card_svg(parse_card(c), width=44, names=names) for c in codes}


def seal_key(chapter: str, index: int) -> str:
    """The key that seals the answer of the question at ``index`` of ``chapter``'s pool (the
    page's script makes the same: chapter, a bar, the index)."""
    return f"{chapter}|{index}"


def _sealed(q: DrillQuestion, chapter: str, index: int, lang: str) -> dict[str, Any]:
    """A question as the page carries it: its right choices (``a``) and its rule (``r``),
    which give the answer away, sealed together as ``s`` (:mod:`.seal`)."""
    shown = q.as_json(lang)
    opened = {"a": shown.pop("a"), "r": shown.pop("r")}
    if shown.pop("t", None):
        opened["t"] = 1
    shown["s"] = seal(opened, seal_key(chapter, index))
    return shown


def opened(data: dict[str, Any], index: int) -> dict[str, Any]:
    """The question at ``index`` of a page's pool (:func:`pool_json`) with its answer opened
    (``a``, ``r``), as the page's script opens it once the reader has answered."""
    q = data["questions"][index]
    return {**q, **unseal(q["s"], seal_key(data["chapter"], index))}


def onward(chapter: str, lang: str = "en") -> dict[str, str] | None:
    """The link a finished round offers to the next chapter of edition ``lang`` (its table of
    contents' order): ``href`` (the page, beside the chapter's own) and ``text`` ("Next:
    <its title>"); None when the book's pages are not at hand (an installed engine)."""
    from .path import TOC, next_chapter

    if not TOC.is_file():
        return None
    after = next_chapter(chapter, lang)
    if after is None:
        return None
    return {"href": f"{after.page}.html",
            "text": translate("drill.ui.onward", lang, title=after.title)}


def pool_json(chapter: str, lang: str = "en") -> dict[str, Any]:
    """What the page's script gets: the questions in ``lang`` (each answer sealed, see
    :func:`opened`), the card pictures, the words, and the link to the next chapter
    (:func:`onward`)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (one of {', '.join(LANGUAGES)})")
    qs = pool(chapter)
    return {
        "chapter": chapter,
        "round": ROUND,
        "solid": SOLID,
        "questions": [_sealed(q, chapter, i, lang) for i, q in enumerate(qs)],
        "looks": looks(qs),
        "cards": _card_pictures(qs, lang),
        "text": _ui(lang, len(qs), chapter, any(q.is_position for q in qs)),
        "next": onward(chapter, lang),
    }


def js_source(name: str) -> str:
    """One of the book's scripts in ``schnapsen/teach/js`` (``store.js``: the reader's progress
    record, ``drill.js``, ``daily.js``, ``course.js``)."""
    return resources.files("schnapsen.teach").joinpath(f"js/{name}").read_text("utf-8")


def drill_script() -> str:
    """The drill's script (progress store included), as the page and Jupyter run it."""
    return js_source("store.js") + js_source("drill.js")


def embedded_json(value: object) -> str:
    """``value`` as compact JSON that is safe inside a page's ``<script>`` element."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def drill(chapter: str, lang: str = "en") -> Html:
    """The drill at the end of a chapter's page: ten positions at a time from the chapter's
    pool, answered in place; "solid" after eight of ten, kept in the reader's browser."""
    data = embedded_json(pool_json(chapter, lang))
    label = html.escape(translate("drill.ui.label", lang))
    return Html(
        f'<div class="sb-drill" id="sb-drill-{html.escape(chapter)}" '
        f'data-chapter="{html.escape(chapter)}" lang="{lang}" '
        f'role="region" aria-label="{label}">'
        f'<script type="application/json" class="sb-drill-data">{data}</script>'
        '<noscript></noscript></div>'
        f"<script>{drill_script()}</script>"
    )
