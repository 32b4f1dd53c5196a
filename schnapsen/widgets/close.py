"""Should I close? A trainer for the decision to close the talon.

Each position comes from a seeded deal that two of the engine's bots play until the seat on
lead may close the talon late in the deal (see :class:`CloseTrainer`). The reader sees what
that seat sees and answers *close* or *play on*; the widget then shows what the search finds
over the same sampled deals (:func:`schnapsen.search.close.close_choice`): the expected game
points of both choices, which one is better, and why, in the reader's language.
"""

from __future__ import annotations

import random
from collections import Counter, OrderedDict
from typing import Any

import ipywidgets as W

from ..bots import HeuristicBot, TaughtBot
from ..cards import Card, Rank
from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import marriage_key, names_only
from ..i18n import Label
from ..i18n.base import capitalised
from ..kernel import claim_is_right, failed_close_game_points, game_points
from ..moves import MoveKind
from ..render.text import Style
from ..rules import marriage_value
from ..search.close import CLOSE_MOVE, CloseChoice, GaveUp, TooLarge, claim_wins, close_choice
from ..search.reasons import why, why_text
from ..stages import Stage
from ..variants import VARIANTS, find_variant
from ._common import (
    Panel,
    ProgressChannel,
    book_rules_badge,
    card_name,
    engine_text,
    fit_css,
    history_events,
    paragraphs,
    seat_table,
    show_message,
    style_box,
    suit_name,
    text,
    variant_ids,
)

__all__ = ["CloseTrainer", "CLOSE_VARIANTS", "WORLDS", "find_close_position", "position_stream"]

#: the two-player variants with a talon that may be closed
CLOSE_VARIANTS: tuple[str, ...] = tuple(
    k for k, v in VARIANTS.items() if v.players == 2 and v.draws and v.closing
)
#: how many likely deals each position is weighed over
WORLDS = 20
#: positions are looked for when this many cards or fewer are left in the talon. Valuing a
#: position (both choices over :data:`WORLDS` deals, each solved with every card known) took,
#: in CPython on the 20 first closing decisions of seeded Austrian deals, 0.43 s of CPU
#: time in the median and 1.09 s at worst with six cards in the talon (de-66, 24 cards:
#: 1.11 s and 5.16 s); with eight (10 Austrian positions) 2.19 s in the median and 3.78 s
#: at worst, too slow for a click in the browser: six is the limit
LATE_TALON = 6
#: the most positions the solver may search for one position, and in one of its deals: a
#: count, not a time, so the same seed gives the same positions on every machine; at about
#: 400,000 positions a second (CPython) a click stays near 1.5 s at worst, 2-3 times that
#: in the browser
MAX_NODES = 600_000
MAX_WORLD_NODES = 50_000
#: below this difference of expected game points the two choices are called nearly the same
#: (verdict ``near``): over :data:`WORLDS` = 20 deals one deal scoring one game point more or
#: less moves a mean by 0.05, so a difference under 0.1 (two such deals) is within what
#: another sample of the same position could turn round; a reader who chose the other answer
#: is not told it is "not the best" (a Croatian reader, round 25: +1.40 against +1.45)
NEAR = 0.1
#: from this difference of expected game points up, a wrong answer is called wrong plainly,
#: with both figures (verdict text ``far``): half a game point is a whole game point lost
#: in every other deal, five times :data:`NEAR`, where "not the best" would read as a fine
#: point (a Hungarian reader, round 25: "Nem a legjobb" for −0.60 against +1.60)
FAR = 0.5
#: the least share of the deals each choice must win for a position to be shown
MIN_SHARE = 0.2
#: each choice must win in at least one of the first this many deals
SCREEN = 5
SEED_RANGE = 1_000_000
#: a series shows at most this many positions in a row with the same better answer (close, or
#: play on): after them the stream is drawn on, at most :data:`MIX_TRIES` positions, until the
#: other answer comes (round 37, cs: every position of shuffle 31 answered "play on")
SAME_IN_ROW = 2
MIX_TRIES = 8
_MAX_DEALS = 400
_CSS = (
    ".schnapsen-close .schnapsen-close-buttons{flex-wrap:wrap;gap:0.3em}"
    ".schnapsen-close .jupyter-button{width:auto;max-width:100%}"
) + fit_css(".schnapsen-close")


def interesting(choice: CloseChoice) -> bool:
    """Whether both choices are plausible: each wins in at least a fifth of the deals (and
    in one of the first :data:`SCREEN` at least), and they do not score the same in every
    deal."""
    least = MIN_SHARE * choice.worlds
    first = SCREEN
    return (
        any(v > 0 for v in choice.close_values[:first])
        and any(v > 0 for v in choice.play_on_values[:first])
        and choice.close_wins >= least
        and choice.play_on_wins >= least
        and choice.close_values != choice.play_on_values
    )


def _hopeless(close: list[int], play_on: list[int], worlds: int) -> bool:
    """Stop weighing a position as soon as it cannot be :func:`interesting` (the values come
    one by one: closing in the first :data:`SCREEN` deals, then both, deal by deal)."""
    least = MIN_SHARE * worlds
    for values in (close, play_on):
        if not values:
            continue
        wins = sum(v > 0 for v in values)
        if (len(values) >= SCREEN and not any(v > 0 for v in values[:SCREEN])) or (
                wins + worlds - len(values) < least):
            return True
    return False


#: the positions already found in this process: (tradition, worlds, the stream's state before)
#: -> (the deal, its choice, the stream's state after), the newest last; a reader back on a
#: tradition (or a second trainer on the same seed) gets its position at once, not searched
#: again (the search is deterministic: the same stream state finds the same position)
_FOUND: OrderedDict[tuple[str, int, object], tuple[Deal, CloseChoice, object]] = OrderedDict()
_FOUND_MAX = 64


def find_close_position(
    variant: str, rng: random.Random, worlds: int = WORLDS
) -> tuple[Deal, CloseChoice]:
    """The next position of a closing decision, drawn with ``rng`` (:func:`_find_position`),
    remembered for this process: the same tradition and stream state give a copy of the
    deal found before, and leave ``rng`` where the search left it."""
    key = (variant, worlds, rng.getstate())
    hit = _FOUND.get(key)
    if hit is not None:
        deal, choice, after = hit
        _FOUND.move_to_end(key)
        rng.setstate(after)  # type: ignore[arg-type]
        return deal.copy(), choice
    deal, choice = _find_position(variant, rng, worlds)
    _FOUND[key] = (deal.copy(), choice, rng.getstate())
    if len(_FOUND) > _FOUND_MAX:
        _FOUND.popitem(last=False)
    return deal, choice


def _find_position(
    variant: str, rng: random.Random, worlds: int = WORLDS
) -> tuple[Deal, CloseChoice]:
    """The next position of a closing decision, drawn with ``rng``: a seeded deal played by
    two :class:`~schnapsen.bots.HeuristicBot` until the seat on lead may close with
    :data:`LATE_TALON` cards or fewer left in the talon, fewer than 66 points and no trump
    Unter to exchange; kept when
    the search over ``worlds`` deals stays within :data:`MAX_NODES` positions (and
    :data:`MAX_WORLD_NODES` in each deal's search of playing on) and the position
    is :func:`interesting`, else the next deal is tried."""
    v = find_variant(variant)
    for _ in range(_MAX_DEALS):
        number = rng.randrange(SEED_RANGE)
        deal = Deal.new(v, seed=number)
        bots = {s: TaughtBot(HeuristicBot(number * 2 + s)) for s in range(v.players)}
        while deal.to_move is not None:
            seat = deal.to_move
            legal = deal.legal_moves()
            # with the trump Unter to exchange first the choice is not yet close or play on
            # (exchange, then close, is a third): the bot moves on, and its next lead counts
            if (deal.stage == Stage.PLAY and deal.talon_size <= LATE_TALON
                    and not deal.current_trick and CLOSE_MOVE in legal
                    and not any(m.kind == MoveKind.EXCHANGE for m in legal)):
                if claim_is_right(deal.variant, deal.points(seat)) or claim_wins(deal):
                    break  # claiming wins at once: no question of closing
                try:
                    choice = close_choice(deal, worlds, seed=number, max_nodes=MAX_NODES,
                                          max_world_nodes=MAX_WORLD_NODES, screen=SCREEN,
                                          give_up=_hopeless)
                except (TooLarge, GaveUp):
                    break
                if interesting(choice):
                    return deal, choice
                break
            deal.play(bots[seat].choose(deal.observation(seat)))
    raise SchnapsenError(f"no closing decision found in {_MAX_DEALS} deals", "error")



def position_stream(variant: str, seed: int | None) -> random.Random:
    """The random stream of a tradition's positions: ``seed`` moved by the tradition's place
    in :data:`CLOSE_VARIANTS` times :data:`SEED_RANGE`, so that the same seed shows each
    tradition its own deals (the four 20-card games deal alike from the same deal number) and
    the Austrian game, first in the list, keeps the stream of the seed itself. ``None``: a
    fresh random stream."""
    if seed is None:
        return random.Random()
    place = CLOSE_VARIANTS.index(variant) if variant in CLOSE_VARIANTS else len(CLOSE_VARIANTS)
    return random.Random(seed + place * SEED_RANGE)


def _signed(value: int) -> str:
    """A deal's game points with their sign (``+3``, ``\u22122``, ``0``)."""
    return ("+" if value > 0 else "\u2212" if value < 0 else "") + str(abs(value))


def _number(value: float, lang: str) -> str:
    """An expected value with its sign and two decimals, in the language's way of writing
    them (the decimal mark from the catalogue, a real minus sign)."""
    digits = f"{abs(value):.2f}".replace(".", text("ui.close.decimal_mark", lang))
    return ("+" if value > 0 else "\u2212" if value < 0 else "") + digits


class CloseTrainer(Panel):
    """Should you close the talon? Fresh positions from seeded deals, one at a time.

    ``CloseTrainer(variant="at", seed=0, lang="en")``: the same seed gives the same positions in
    the same order, each tradition its own (:func:`position_stream`). A position: two bots play
    a seeded deal until the seat on lead may close the talon with at most six cards left in it
    (:data:`LATE_TALON`: late in the deal, where the search is quick enough), has fewer than 66
    points and no exchange of the trump Unter to make first (exchanging and then closing would
    be a third choice); the reader takes that seat. The position is kept only when both choices
    are plausible (:func:`interesting`): over the sampled deals closing wins in at least a fifth
    of them (and in one of the first five), so does playing on, and the two do not score the
    same in every deal; and only when its search stays small (:data:`MAX_NODES`,
    :data:`MAX_WORLD_NODES`: a click stays short, also in the browser). Else the next seeded
    deal is tried.

    After an answer, the verdict first, then under "Why" the figures and reasons: the expected
    game points of closing and of playing on for the reader's side over the same
    :data:`WORLDS` likely deals (each solved with every card known: closing is the value of
    the close move, playing on the best other move), in how many deals each wins, each
    choice's results deal by deal (how many deals gave +3, +2, ...; where a contract
    announced in the play, the Hungarian snapszer, gives a larger result, a line says so),
    the hand, each marriage in it with its points and whether the variant allows it after
    closing, and a last-trick bonus that closing gives up (German Sixty-Six).

    Public parts: ``ui``, ``deal``, ``seat`` (the reader's), ``choice``
    (:class:`~schnapsen.search.close.CloseChoice`), ``answer`` (``close`` / ``play_on`` /
    None), ``verdict`` (``right`` / ``wrong`` / ``equal`` / ``near``: the better choice scores
    less than :data:`NEAR` more / None) and ``verdict_text`` (it in
    words), ``variant_select``, ``rules_box`` (the book's rules the positions play, where the
    game's source reads them otherwise: :func:`~schnapsen.widgets._common.book_rules_badge`),
    ``where`` (the shuffle number and ``position_number``, the position's place in the
    seed's sequence: "Shuffle 31, position 1"), ``table``, ``status``, ``question``,
    ``close_button``,
    ``play_on_button``, ``next_button``, ``result``, ``message``; ``position_lines()`` and
    ``reason_lines()`` give the position and the reasons as text, ``number(x)`` an expected
    value as the trainer writes it.
    """

    deal: Deal
    choice: CloseChoice

    def __init__(
        self,
        variant: str = "at",
        seed: int | None = 0,
        lang: str = "en",
        style: Style = "german",
        variants: tuple[str, ...] | list[str] | None = None,
        worlds: int = WORLDS,
    ) -> None:
        self.lang = lang
        self.style: Style = style
        self.worlds = worlds
        self._seed = seed
        ids, first = variant_ids(variant, variants or CLOSE_VARIANTS)
        self._rng = position_stream(first, seed)
        t = self._t
        self.variant_select = W.Dropdown(
            options=[(capitalised(t(f"variant.{i}")), i) for i in ids], value=first,
            description=t("ui.tradition"),
            layout=W.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        )
        # the book's rules the positions play where the game's source reads them otherwise
        # (hu-2, cs-2: round 29), in a small line under the menu
        self.rules_box = W.HTML(layout=W.Layout(max_width="100%"))
        # which position this is: the shuffle number and the position's place in its
        # sequence ("Shuffle 31, position 1"), so that a reader can tell it from the page's
        # worked example (round 31, hr: "the first position of exercise 1" above, another
        # position in the live trainer); empty for a random stream
        self.where = W.HTML(layout=W.Layout(max_width="100%"))
        self.position_number = 0
        #: the better answer of each position of the series shown so far (:data:`SAME_IN_ROW`)
        self.answers: list[str] = []
        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.status = W.HTML()
        self.question = W.HTML()
        self.close_button = W.Button(description=t("ui.close.close"), button_style="warning")
        self.play_on_button = W.Button(description=t("ui.close.play_on"),
                                       button_style="info")
        self.next_button = W.Button(description=t("ui.close.next"), button_style="primary")
        for b in (self.close_button, self.play_on_button, self.next_button):
            b.layout = W.Layout(width="auto")
        buttons = W.HBox([self.close_button, self.play_on_button],
                         layout=W.Layout(flex_flow="row wrap"))
        buttons.add_class("schnapsen-close-buttons")
        self.result = W.HTML()
        self.message = W.HTML()
        self.answer: str | None = None
        self.verdict: str | None = None
        self.verdict_text = ""
        # each answer reported (a "done" event: the page the trainer is on is read)
        self.done = ProgressChannel()
        self.ui = W.VBox(
            [style_box(_CSS), self.variant_select, self.rules_box, self.where, self.table,
             self.status,
             self.question, buttons, self.message, self.result, self.next_button, self.done.box],
            layout=W.Layout(max_width="900px"),
        )
        self.ui.add_class("schnapsen-close")
        self.close_button.on_click(lambda _b: self.choose("close"))
        self.play_on_button.on_click(lambda _b: self.choose("play_on"))
        self.next_button.on_click(lambda _b: self.next())
        self.variant_select.observe(self._on_variant, names="value")
        self.next()

    # -- positions ------------------------------------------------------------------------
    def _on_variant(self, _change: Any = None) -> None:
        # the same seed, the other tradition's own positions
        self._rng = position_stream(self.variant_select.value, self._seed)
        self.position_number = 0
        self.answers = []
        self.next()

    def next(self) -> None:
        """A fresh position (the next one of the seed's sequence). While it is found (seconds
        in the browser's Python) the old position's answers are off and the reader is told, so
        no answer is judged on a position not yet shown (a new learner, round 25)."""
        buttons = (self.close_button, self.play_on_button, self.next_button)
        for b in buttons:
            b.disabled = True
        self.result.value = ""
        show_message(self.message, self._t("ui.close.finding"), "info")
        self.deal, self.choice = self._mixed()
        self.answers.append(self.choice.better)
        self.position_number += 1
        self.next_button.disabled = False
        self.seat = self.choice.seat
        self.answer = None
        self.verdict = None
        self.verdict_text = ""
        self.close_button.disabled = False
        self.play_on_button.disabled = False
        self.result.value = ""
        show_message(self.message, "")
        self._draw()

    def _mixed(self) -> tuple[Deal, CloseChoice]:
        """The series' next position: the stream's next, or where the last
        :data:`SAME_IN_ROW` positions had one better answer, the first of the next
        :data:`MIX_TRIES` whose answer is another (the last drawn where none is), so that a
        series asks for both answers, deterministically from its seed."""
        variant = self.variant_select.value
        found = find_close_position(variant, self._rng, self.worlds)
        last = self.answers[-SAME_IN_ROW:]
        if len(last) < SAME_IN_ROW or len(set(last)) != 1 or last[0] == "equal":
            return found
        for _ in range(MIX_TRIES):
            if found[1].better != last[0]:
                break
            found = find_close_position(variant, self._rng, self.worlds)
        return found

    def _seat(self, s: int) -> Label:
        """A seat's label: the reader's marked as the reader (a verb that agrees with it is in
        the second person: hu "te vitted el"), the opponent's with its in-sentence word."""
        if s == self.seat:
            return Label(self._t("ui.you"), you=True, word=self._t("ui.you.word"))
        return Label(self._t("ui.close.opponent_name"), word=self._t("ui.opponent.word"))

    def _name(self, card: Card) -> str:
        return card_name(card, self.style, self.lang)

    def _draw(self) -> None:
        deal = self.deal
        names = [self._seat(s) for s in range(deal.variant.players)]
        self.rules_box.value = book_rules_badge(deal.variant, "positions", self.lang)
        self.where.value = "" if self._seed is None else paragraphs(
            [self._t("ui.close.where", seed=self._seed, number=self.position_number)],
            "schnapsen-close-where")
        self.table.value = seat_table(deal, self.seat, self.style, self.lang, names)
        self.status.value = paragraphs(self.position_lines())
        self.question.value = paragraphs([self._t("ui.close.question")],
                                         "schnapsen-close-question")

    def position_lines(self) -> list[str]:
        """What the reader's seat knows, in words: trump, talon, both sides' points and
        tricks, and the tricks so far."""
        deal = self.deal
        obs = deal.observation(self.seat)
        other = next(s for s in obs.seats if s != self.seat)
        t = self._t
        lines = [t("ui.close.on_lead", variant=t(f"variant.{deal.variant.id}"))]
        if not deal.variant.closing_in_source:
            # the game's source has no closing: the trainer plays the book's rule (a Hungarian
            # reader, round 27, item 18)
            lines.append(t("ui.close.book_rule"))
        if obs.trump is not None:
            lines.append(t("ui.status.trump", suit=suit_name(obs.trump, self.style, self.lang)))
        lines.append(t("ui.status.talon", count=obs.talon_size))
        lines.append(t("ui.close.you", points=obs.my_points, tricks=deal.tricks_won(self.seat)))
        if obs.pending_points:
            lines.append(t("ui.status.pending", points=obs.pending_points))
        lines.append(t("ui.close.opponent", points=deal.points(other),
                       tricks=deal.tricks_won(other)))
        lines += self.history_lines()
        return lines

    def history_lines(self) -> list[str]:
        """The deal so far as the reader's seat saw it, in order: each trick (who led it, what
        was played to it, who took it), each exchange of the trump card (who made it, the
        turned card taken) and each marriage announced (who, in which suit, its points).
        Everything here was public: no hidden card is named."""
        lines: list[str] = []

        def who(seat: int) -> str:
            return "you" if seat == self.seat else "other"

        for event in history_events(self.deal, self.seat):
            if event.kind == "exchange":
                lines.append(engine_text(f"ui.close.exchange.{who(event.seat)}", names_only(
                    {"rank": event.rank, "card": event.card}), self.lang, self.style))
            elif event.kind == "marriage":
                lines.append(engine_text(marriage_key(f"ui.close.marriage.{who(event.seat)}",
                                                      event.points),
                                         {"suit": event.suit, "points": event.points},
                                         self.lang, self.style))
            elif event.trick is not None:
                trick = event.trick
                lines.append(engine_text(
                    f"ui.close.trick.{who(trick.leader)}.{who(trick.winner)}",
                    names_only({"number": event.number, "led_card": trick.cards[0],
                                "reply": trick.cards[1]}),
                    self.lang, self.style))
        return lines

    def number(self, value: float) -> str:
        """An expected value as the trainer writes it (``+0.85``; ``+0,85`` in hr, sl, hu,
        cs)."""
        return _number(value, self.lang)

    # -- answers --------------------------------------------------------------------------
    def choose(self, answer: str) -> None:
        """The reader's answer, ``close`` or ``play_on``: shows the verdict and the numbers."""
        if answer not in ("close", "play_on"):
            show_message(self.message, self._t("ui.not_a_move"))
            return
        self.answer = answer
        better = self.choice.better
        c = self.choice
        # on the sums, as ``better`` is (0.1 * 20 deals is exactly 2.0)
        near = (better != "equal"
                and abs(sum(c.close_values) - sum(c.play_on_values)) < NEAR * c.worlds)
        self.verdict = ("equal" if better == "equal" else "near" if near
                        else "right" if better == answer else "wrong")
        self.close_button.disabled = True
        self.play_on_button.disabled = True
        kind = {"right": "success", "equal": "info", "near": "info",
                "wrong": "warning"}[self.verdict]
        if self.verdict == "near":
            more, less = (c.close, c.play_on) if better == "close" else (c.play_on, c.close)
            # said after the reader's own answer (round 33, hr 26: "You closed. Nearly …")
            self.verdict_text = self._t(f"ui.close.verdict.near.you.{answer}", verdict=self._t(
                f"ui.close.verdict.near.{better}", more=_number(more, self.lang),
                less=_number(less, self.lang)))
        elif self.verdict == "wrong" and abs(c.close - c.play_on) >= FAR:
            more, less = (c.close, c.play_on) if better == "close" else (c.play_on, c.close)
            self.verdict_text = self._t(f"ui.close.verdict.far.{answer}",
                                        more=_number(more, self.lang),
                                        less=_number(less, self.lang))
        else:
            key = "equal" if self.verdict == "equal" else f"{self.verdict}.{answer}"
            self.verdict_text = self._t(f"ui.close.verdict.{key}")
        show_message(self.message, self.verdict_text, kind)
        self.result.value = paragraphs(self.reason_lines(), heading=self._t("ui.close.why"))
        self.done.send({"type": "done"})

    def reason_lines(self) -> list[str]:
        """The numbers behind the verdict, in words."""
        c = self.choice
        deal = self.deal
        obs = deal.observation(self.seat)
        t = self._t
        trumps = sum(1 for card in obs.hand if card.suit == obs.trump)
        worth = sum(card.points for card in obs.hand)
        have = obs.my_points
        # each choice's reason in words first (the close's as the hints give it), then the
        # figures
        close_key, close_params = why(deal, obs, CLOSE_MOVE, c.close)
        why_close = why_text(close_key, close_params, self.lang, self.style)
        # the deciding fact first: the points the close needs against what the hand holds
        # (round 37, hr: the reasons opened with the least important), then the rest
        v = deal.variant
        lines = [t("ui.close.reason.close", reason=why_close),
                 t("ui.close.hand", count=trumps, worth=worth)]
        if close_params.get("need") is None:  # not said twice (sl: the close's reason says it)
            lines.append(t("ui.close.need", points=have, need=max(v.target_points - have, 0)))
        lines += self.marriage_lines()
        lines += [
            t("ui.close.reason.play_on", count=obs.talon_size),
            t("ui.close.values", worlds=c.worlds, close=_number(c.close, self.lang),
              play_on=_number(c.play_on, self.lang)),
            t("ui.close.close_wins", wins=c.close_wins, total=c.worlds),
            t("ui.close.play_on_wins", wins=c.play_on_wins, total=c.worlds),
            t("ui.close.spread.close", results=self._spread(c.close_values)),
            t("ui.close.spread.play_on", results=self._spread(c.play_on_values)),
        ]
        # (said wherever the search's play-outs reach a contract's value: they still count a
        # bid announced later, the two-hand snapszer too)
        contract = v.play_contract
        if contract is not None and any(abs(x) >= contract.value
                                        for x in c.close_values + c.play_on_values):
            lines.append(engine_text("ui.close.contract_results",
                                     {"value": contract.value, "contract": contract.name},
                                     self.lang, self.style))
        lines.append(self._better_in())
        other = next(s for s in obs.seats if s != self.seat)
        # (no "your opponent has not taken a trick yet": the position's lines say its points
        # and tricks, and the stakes below its tricks again; hu reader 26, item 18)
        # what the close fixes for the scoring, by the kernel's rules 9 and 10 (a new reader,
        # round 23: "closing +2.00, playing on +1.90" and no word of why closing scores 2)
        opp_points, opp_tricks = deal.points(other), deal.tricks_won(other)
        # where the closer must take every trick until 66 (the Slovenian game), a trick given
        # up fails the close too, and that rule is said: it decides these positions (a
        # Slovenian reader, round 27)
        stakes = "ui.close.stakes.must_win" if v.closer_must_win else "ui.close.stakes"
        stakes = v.match.said(stakes)  # the countdown's words (hr "idete za dva")
        lines.append(t(stakes, opp=opp_points,
                       tricks=opp_tricks, win=game_points(v, opp_points, opp_tricks)[0],
                       fail=failed_close_game_points(v, opp_tricks)[0]))
        if v.closer_must_win:
            lines.append(t("ui.close.closer_must_win"))
        if v.last_trick_bonus:
            lines.append(t("ui.close.last_trick_bonus", bonus=v.last_trick_bonus))
        return lines

    def _better_in(self) -> str:
        """In how many deals closing scores more than playing on and in how many less; a
        count of none said with a word ("in no deal", not "in 0 deals"); the deals where both
        score the same are counted too ("the same in the other 6": a Hungarian reader, round
        27, could not tell what the rest were)."""
        c = self.choice
        same = c.worlds - c.close_better - c.play_on_better
        rest = self._t("ui.close.better_in.rest", same=same) if same else ""
        if c.close_better == 0:
            return self._t("ui.close.better_in.none", fewer=c.play_on_better, rest=rest)
        if c.play_on_better == 0:
            return self._t("ui.close.better_in.never_less", count=c.close_better, rest=rest)
        return self._t("ui.close.better_in", count=c.close_better, fewer=c.play_on_better,
                       rest=rest)

    def _spread(self, values: tuple[int, ...]) -> str:
        """The results of one choice over the deals, the best first: each result and in how
        many deals it came (``+3 in 2 deals, \u22122 in 18 deals``)."""
        counts = sorted(Counter(values).items(), reverse=True)
        # a count of one in a word ("in one deal": round 31, hr "−1 u 1 rasporedu")
        return ", ".join(self._t("ui.close.spread.item.one" if n == 1 else "ui.close.spread.item",
                                 value=_signed(value), count=n)
                         for value, n in counts)

    def marriage_lines(self) -> list[str]:
        """Each marriage (King and Ober of a suit) in the reader's hand: its points and, from
        the variant's rules, whether it may still be announced after closing."""
        obs = self.deal.observation(self.seat)
        v = self.deal.variant
        if not v.marriages:
            return []
        hand = set(obs.hand)
        key = ("ui.close.marriage_hand.after" if v.marriages_after_close
               else "ui.close.marriage_hand.not_after")
        return [
            engine_text(key, {"suit": suit, "points": marriage_value(suit, obs.trump, v)},
                        self.lang, self.style)
            for suit in sorted({card.suit for card in hand}, key=lambda s: (s != obs.trump, int(s)))
            if Card(suit, Rank.KING) in hand and Card(suit, Rank.OBER) in hand
        ]
