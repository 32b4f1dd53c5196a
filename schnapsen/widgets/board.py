"""The analysis board: set up any position, see what each move is worth, play moves forward and
back, and review the moves played (a game from a real table).

A position is set up from text (the position notation, ``Deal.from_position``, or a whole deal
as text, ``Deal.from_text``: what the review and the board give to copy) or by clicking cards
into the hands, the talon (in the order they are drawn), the turned card and the tricks each
seat has taken. A set-up the rules refuse (a card twice, too many cards, a count that cannot
be) is refused with the engine's reason in words, and what was entered stays as it was.

For the seat to move the board lists the legal moves, best first, each with its value and
reason, and the reasons the rules give against the cards that may not be played now. The
values are exact (the solver's, whenever every card's place is known on the board, the board
saying "exact") or, at the reader's choice, from the view of the seat to move (means over so
many deals consistent with what it sees, the count stated); with exact values the best line
is played out in words (a claim in it only where it is right), and where no line can be
shown the board says why. The solver's search is bounded (:data:`EXACT_NODES` positions):
a position that needs more (a whole deal with the talon open, at most) gets its values from
likely deals, and the board says so. Seats are named from 1 (seat 0 of the position
notation is "Seat 1").
Moves are made by their buttons or typed (``QH``, ``m:QH``, ``x``, ``close``, ``claim``), each
checked by the rules as it is entered, and taken back and forward again. The moves made since
the set-up can be reviewed (:mod:`.play_review`) from any seat's view: enter the cards dealt
at a real table, then each move as it was played, then review. The position and the deal are
given as text in read-only boxes, to be copied and opened again.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from ..cards import CARD_POINTS, CARDS, Card, Suit
from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import format_message, move_act, move_label, names_only
from ..i18n import MESSAGES
from ..i18n.base import capitalised, mid_sentence
from ..moves import Move
from ..render import names_for, table_svg
from ..render.text import Style
from ..search.grade import GRADE_WORLDS, measure_text
from ..stages import Stage
from ..variants import VARIANTS, find_variant
from ._common import (
    Panel,
    card_label,
    card_name,
    message_box,
    paragraphs,
    readonly_text,
    seat_name,
    show_message,
    suit_text,
    text,
    variant_ids,
)
from .play_hints import hint_item, hint_value, verdict, verdict_words
from .play_review import PlayReview

if TYPE_CHECKING:
    from ..search.hint import Hint

__all__ = ["AnalysisBoard", "reason_text", "WORLD_CHOICES", "EXACT_NODES"]

#: the numbers of likely deals the reader may ask the values to be means over
WORLD_CHOICES = (GRADE_WORLDS, 24, 48)
#: the most positions the solver searches for the board's exact values (all the moves' values
#: and the best line together): with every card's place known, a closed or empty talon takes
#: a few thousand, a whole deal with the talon open from tens of thousands to millions
#: (about 4 microseconds each in CPython here, some 2-3 times that in the browser: see the
#: bench ``bench/board_exact.py``); a position that needs more gets its values from likely
#: deals, and the board says so
EXACT_NODES = 300_000
#: unknown cards in a position's text (``?4``): then not every card's place is known
_UNKNOWN = re.compile(r"(?:^|[\s/;:])\?\d")
_FIELD_PARAMS = ("field", "other")
#: Enter on the board's buttons and in its move box: in the live panel JupyterLab's console
#: takes every Enter pressed outside its prompt, so (as for the play widget, play_table's
#: ENTER_KEY) a tiny script run once per page lets an Enter there go no further than its
#: target, whose own default (a button's click, a text box's change) stays
ENTER_KEY = (
    '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
    'alt="" style="display:none" onload="'
    "var w=window;if(w.schnapsenBoardEnter)return;w.schnapsenBoardEnter=1;"
    "w.addEventListener('keydown',function(e){var b=e.target;"
    "if(e.key==='Enter'&amp;&amp;b&amp;&amp;(b.tagName==='BUTTON'||b.tagName==='INPUT')"
    "&amp;&amp;b.closest&amp;&amp;b.closest('.schnapsen-board'))e.stopPropagation();},true);"
    '">'
)


def reason_text(err: SchnapsenError, lang: str, style: Style = "german") -> str:
    """Why the engine refused something, in ``lang``: its message with the cards named in
    words and the position's fields named as the reader knows them (``notation.field.*``);
    a refusal with no message of its own is said as text that cannot be read."""
    key, params = err.key, dict(err.params)
    if key not in MESSAGES:
        key, params = "notation.deal", {}
    for name in _FIELD_PARAMS:
        if name in params and f"notation.field.{params[name]}" in MESSAGES:
            params[name] = text(f"notation.field.{params[name]}", lang)
    return format_message(key, names_only(params), lang, style)


def _read(source: str) -> Deal:
    """A deal from text: a deal as text (lines ``key: value``) or a position (one line)."""
    t = source.strip()
    first = t.splitlines()[0].strip().lower() if t else ""
    if first.startswith(("variant:", "position:", "dealer:", "deck:", "#")):
        return Deal.from_text(t)
    return Deal.from_position(t)


class AnalysisBoard(Panel):
    """The analysis board (see the module's docstring).

    Parts for pages and tests: ``variant_select``, ``notation`` (the text box) and
    ``load_button``; the click set-up: ``place_select`` (where a clicked card goes),
    ``card_buttons`` (card code -> Button), ``placed`` (the cards placed, in words),
    ``to_move_select``, ``trump_select`` (the trumps when no card is turned),
    ``from_cards_button``, ``clear_button``; ``message``; the analysis: ``mode_select``
    (``exact`` or ``view``), ``worlds_select``, ``table``, ``analysis`` (the moves with their
    values and reasons, the others with the rules' reasons, the best line), ``move_buttons``
    (move text -> Button), ``move_input`` and ``move_enter``, ``back_button``,
    ``forward_button``; ``review_seat`` and ``review_button`` with the review itself
    (``reviewer``, :class:`~.play_review.PlayReview`); ``export`` (``export_text``: the
    position; ``deal_text``: the deal with its moves). ``deal`` is the position on the board
    (None before a set-up), ``hints`` the values shown.
    """

    def __init__(self, position: str | None = None, variant: str = "at", lang: str = "en",
                 style: Style = "german", worlds: int = GRADE_WORLDS) -> None:
        self.lang = lang
        self.style: Style = style
        t = self._t
        self.deal: Deal | None = None
        self.hints: list[Hint] | None = None
        #: the best line shown (None: none is shown)
        self.line: tuple[Move, ...] | None = None
        #: whether every card's place is known (no ``?N`` in the text the board was set up
        #: from); whether the values shown are the solver's; why not, when they are not
        self.known = True
        self.exact = False
        self.why_not: str | None = None
        self._redo: list[Move] = []
        self.places: dict[str, list[str]] = {}
        ids, first = variant_ids(variant, VARIANTS)
        wide = {"description_width": "initial"}
        self.variant_select = W.Dropdown(options=[(capitalised(t(f"variant.{i}")), i) for i in ids],
                                         value=first, description=t("board.variant"),
                                         style=wide, layout=W.Layout(width="auto"))
        self.notation = W.Textarea(value=position or "", description=t("board.notation"),
                                   rows=3, style=wide,
                                   layout=W.Layout(width="100%", max_width="100%"))
        self.load_button = W.Button(description=t("board.load"),
                                    tooltip=t("board.load.tooltip"), button_style="primary",
                                    layout=W.Layout(width="auto"))
        self.place_select = W.Dropdown(description=t("board.place"), style=wide,
                                       layout=W.Layout(width="auto"))
        self.cards_box = W.HBox(layout=W.Layout(flex_flow="row wrap", max_width="100%"))
        self.card_buttons: dict[str, Any] = {}
        self.placed = W.HTML()
        self.to_move_select = W.Dropdown(description=t("board.to_move"), style=wide,
                                         layout=W.Layout(width="auto"))
        self.trump_select = W.Dropdown(
            options=[(suit_text(s, style, lang), s.letter) for s in Suit], value="H",
            description=t("notation.field.trump").capitalize(), style=wide,
            layout=W.Layout(width="auto"))
        self.from_cards_button = W.Button(description=t("board.from_cards"),
                                          button_style="primary", layout=W.Layout(width="auto"))
        self.clear_button = W.Button(description=t("board.clear"), layout=W.Layout(width="auto"))
        self.message = message_box()
        self.mode_select = W.Dropdown(
            options=[(t("board.mode.exact"), "exact"), (t("board.mode.view"), "view")],
            value="exact", description=t("board.mode"), style=wide,
            layout=W.Layout(width="auto", max_width="100%"))
        self.worlds_select = W.Dropdown(
            options=[(str(n), n) for n in sorted({worlds, *WORLD_CHOICES})], value=worlds,
            description=t("board.worlds"), style=wide, layout=W.Layout(width="auto"))
        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.analysis = W.HTML(layout=W.Layout(max_width="100%"))
        self.moves_box = W.HBox(layout=W.Layout(flex_flow="row wrap", max_width="100%"))
        self.move_buttons: dict[str, Any] = {}
        self.move_input = W.Text(description=t("board.move"), placeholder=t(
            "board.move.placeholder"), style=wide, continuous_update=False,
            layout=W.Layout(width="auto"))
        self.move_enter = W.Button(description=t("board.move.enter"),
                                   layout=W.Layout(width="auto"))
        self.back_button = W.Button(description=t("board.back"), layout=W.Layout(width="auto"))
        self.forward_button = W.Button(description=t("board.forward"),
                                       layout=W.Layout(width="auto"))
        self.review_seat = W.Dropdown(description=t("review.seat"), style=wide,
                                      layout=W.Layout(width="auto"))
        self.review_button = W.Button(description=t("board.review"), button_style="info",
                                      layout=W.Layout(width="auto"))
        self.reviewer = PlayReview(lang, lambda: self.style)
        self.reviewer.opener.into = self.load  # a review's step opens on this very board
        self.export = W.HTML(layout=W.Layout(max_width="100%"))
        self.export_text = ""
        self.deal_text = ""
        row = W.Layout(flex_flow="row wrap", align_items="center", max_width="100%")
        self.ui = W.VBox([
            W.HTML(value=ENTER_KEY, layout=W.Layout(display="none")),
            W.HBox([self.variant_select], layout=row),
            self.notation, W.HBox([self.load_button], layout=row),
            W.HBox([self.place_select, self.to_move_select, self.trump_select], layout=row),
            self.cards_box, self.placed,
            W.HBox([self.from_cards_button, self.clear_button], layout=row),
            self.message,
            W.HBox([self.mode_select, self.worlds_select], layout=row),
            self.table, self.analysis, self.moves_box,
            W.HBox([self.move_input, self.move_enter, self.back_button, self.forward_button],
                   layout=row),
            W.HBox([self.review_seat, self.review_button], layout=row),
            self.reviewer.box, self.export,
        ], layout=W.Layout(max_width="900px"))
        self.ui.add_class("schnapsen-board")
        self.variant_select.observe(lambda _c: self._new_variant(), names="value")
        self.load_button.on_click(lambda _b: self.load())
        self.from_cards_button.on_click(lambda _b: self.set_up_from_cards())
        self.clear_button.on_click(lambda _b: self.clear())
        self.mode_select.observe(lambda _c: self.analyse(), names="value")
        self.worlds_select.observe(lambda _c: self.analyse(), names="value")
        # the box plays its move when it changes (Enter, or leaving it): the button then finds
        # it empty, or still holding a refused move, which it tries again with the same answer
        self.move_enter.on_click(
            lambda _b: self.move_input.value.strip() and self.play(self.move_input.value))
        self.move_input.observe(self._on_typed, names="value")
        self.back_button.on_click(lambda _b: self.back())
        self.forward_button.on_click(lambda _b: self.forward())
        self.review_button.on_click(lambda _b: self.review())
        self._new_variant()
        if position:
            self.load()

    # -- the click set-up -------------------------------------------------------------------
    @property
    def variant(self) -> Any:
        return VARIANTS[self.variant_select.value]

    def _new_variant(self) -> None:
        """Offer the variant's places, seats and cards (the cards placed are cleared)."""
        v = self.variant
        t = self._t
        options: list[tuple[str, str]] = []
        for s in range(v.players):
            options.append((t("board.place.hand", seat=s), f"hand:{s}"))
        if v.draws:
            options += [(t("board.place.talon"), "talon"), (t("board.place.turned"), "turned")]
        options += [(t("board.place.taken", seat=s), f"taken:{s}")
                    for s in range(v.players)]
        options.append((t("board.place.off"), "off"))
        self.place_select.options = options
        self.place_select.value = "hand:0"
        seats = [(self.seat_label(s), s) for s in range(v.players)]
        self.to_move_select.options = seats
        self.to_move_select.value = 0
        self.review_seat.options = seats
        self.review_seat.value = 0
        self.places = {key: [] for _, key in options if key != "off"}
        buttons: dict[str, Any] = {}
        for i in range(24):
            card = CARDS[i]
            if i not in _deck_of(v):
                continue
            # German-suited cards by their names ("červený svršek"): their corner letters
            # and a suit's word ("Sp červené") are no name a player says; French-suited ones
            # by their corners ("Q ♥"), which players read as they are
            name = card_name(card, self.style, self.lang)
            b = W.Button(description=name if self.style == "german"
                         else card_label(card, self.style, self.lang),
                         tooltip=name,
                         layout=W.Layout(width="auto", min_width="3.2em"))
            b.add_class("schnapsen-board-card")
            b.on_click(lambda _b, code=card.code: self.place(code))
            buttons[card.code] = b
        self.card_buttons = buttons
        self.cards_box.children = tuple(buttons.values())
        self._draw_places()

    def place(self, code: str, where: str | None = None) -> None:
        """Put the card ``code`` into ``where`` (default: the place chosen in
        ``place_select``), taking it from wherever it was; ``off`` takes it off the board.
        The turned card is one card: a second one takes its place."""
        where = where or self.place_select.value
        for cards in self.places.values():
            if code in cards:
                cards.remove(code)
        if where != "off":
            if where == "turned":
                self.places["turned"] = []
            self.places[where].append(code)
        self._draw_places()

    def clear(self) -> None:
        for cards in self.places.values():
            cards.clear()
        self._draw_places()

    def _draw_places(self) -> None:
        t = self._t
        lines = []
        for key, cards in self.places.items():
            kind, _, seat = key.partition(":")
            names = ", ".join(card_name(Card.parse(c), self.style, self.lang) for c in cards)
            params: dict[str, Any] = {"cards": names or t("board.placed.none")}
            if seat:
                params["seat"] = int(seat)
            lines.append(t(f"board.placed.{kind}", **params))
        self.placed.value = paragraphs(lines, "schnapsen-board-placed")
        where = {c: key for key, cards in self.places.items() for c in cards}
        for code, b in self.card_buttons.items():
            b.button_style = "success" if code in where else ""

    def position_from_cards(self) -> str:
        """The position notation of the cards placed (raises a SchnapsenError, with the
        reader's reason, when the tricks taken are not whole tricks)."""
        v = self.variant
        p = self.places
        n = v.players
        hands = " / ".join(" ".join(p[f"hand:{s}"]) or "-" for s in range(n))
        fields = [v.id, f"hands {hands}"]
        if p.get("talon"):
            fields.append("talon " + " ".join(p["talon"]))
        if p.get("turned"):
            fields.append("turned " + p["turned"][0])
        else:
            fields.append(f"trump {self.trump_select.value}")
        taken = [p[f"taken:{s}"] for s in range(n)]
        out = [c for cards in taken for c in cards]
        if out:
            players = len(Deal.new(v.id, seed=0).seats)  # who plays to each trick
            score = []
            for s, cards in enumerate(taken):
                if len(cards) % players:
                    raise SchnapsenError(f"seat {s} has not taken whole tricks",
                                         "board.error.taken", seat=s, count=len(cards))
                points = sum(CARD_POINTS[Card.parse(c).index] for c in cards)
                score.append(f"{points}/{len(cards) // players}")
            fields.append("out " + " ".join(out))
            fields.append("score " + " ".join(score))
        fields.append(f"move {self.to_move_select.value}")
        return "; ".join(fields)

    def set_up_from_cards(self) -> bool:
        """Set the board up from the cards placed; refused with the reason (the cards stay
        placed). Returns whether the position was set up."""
        try:
            position = self.position_from_cards()
            deal = Deal.from_position(position)
        except SchnapsenError as err:
            show_message(self.message, reason_text(err, self.lang, self.style))
            return False
        self.notation.value = position
        self.known = True
        self._set(deal)
        return True

    # -- set-up from text -------------------------------------------------------------------
    def load(self, source: str | None = None) -> bool:
        """Set the board up from ``source`` (default: the text box): a position or a deal as
        text. Bad text is refused with the reason, the box keeping what was written."""
        if source is not None:
            self.notation.value = source
        try:
            deal = _read(self.notation.value)
        except SchnapsenError as err:
            show_message(self.message, self._t(
                "board.error.read", reason=reason_text(err, self.lang, self.style)))
            return False
        if deal.variant.id in VARIANTS and deal.variant.id != self.variant_select.value:
            self.variant_select.value = deal.variant.id  # offers its cards and seats
        self.known = not _UNKNOWN.search(self.notation.value)
        self._set(deal)
        # the cards placed by clicking belong to another set-up: they are let go, and their
        # list is not shown beside a position read from text (it said "Hand of seat 1: none")
        for cards in self.places.values():
            cards.clear()
        self._draw_places()
        self.placed.value = ""
        return True

    def _set(self, deal: Deal) -> None:
        self.deal = deal
        self._redo = []
        show_message(self.message, "")
        self.reviewer.close()
        self.analyse()

    # -- moves ------------------------------------------------------------------------------
    def play(self, move: Move | str) -> bool:
        """Make ``move`` on the board, checked by the rules (a refused one shows the reason
        and changes nothing). Returns whether it was made."""
        deal = self.deal
        if deal is None:
            return False
        if deal.is_over:
            show_message(self.message, self._t("board.error.over"))
            return False
        try:
            m = Move.parse(move)
            deal.play(m)
        except SchnapsenError as err:
            show_message(self.message, reason_text(err, self.lang, self.style))
            return False
        self._redo = [] if not self._redo or self._redo[-1] != m else self._redo[:-1]
        self.move_input.value = ""
        show_message(self.message, "")
        self.analyse()
        return True

    def _on_typed(self, change: dict[str, Any]) -> None:
        if change["new"].strip():
            self.play(change["new"].strip())

    def back(self) -> None:
        """Take the last move back (it can be played forward again)."""
        if self.deal is not None and self.deal.moves:
            self._redo.append(self.deal.pop())
            show_message(self.message, "")
            self.analyse()

    def forward(self) -> None:
        """Play again the move last taken back."""
        if self.deal is not None and self._redo:
            self.play(self._redo[-1])

    def review(self) -> str:
        """Review the decisions of the seat chosen in ``review_seat`` in the moves made on the
        board (:mod:`.play_review`); "" or the reason there is nothing to review."""
        if self.deal is None:
            return self.reviewer.open(Deal.new(self.variant.id), 0)
        names = [self.seat_label(s) for s in range(self.deal.variant.players)]
        return self.reviewer.open(self.deal, int(self.review_seat.value), names)

    def seat_label(self, seat: int) -> str:
        """The seat's label on the board, as the book names seats (seat 0 is "Seat 1")."""
        return str(seat_name(seat, None, self.lang))

    def line_text(self, deal: Deal, line: Sequence[Move]) -> str:
        """The best ``line`` from ``deal`` trick by trick, each move a sentence part from the
        catalogue ("trick 1: seat 1 plays the Ace of Hearts, seat 2 plays …; trick 2: …",
        keys ``board.line.trick`` and ``board.line.step``; cs reader 25: "Hráč 2: kulový
        král …; Hráč 1: …" was glued in code). A move before a trick's first card (an
        exchange, closing) goes with the trick it opens."""
        tricks: list[tuple[int, list[str]]] = []
        d = deal.copy()
        for m in line:
            mover = d.to_move if d.to_move is not None else 0
            number = len(d.tricks) + 1
            # inside the line's sentence: its seat as the words go on ("seat 2", hu "a 2.
            # játékos"), not as a sentence's start
            step = mid_sentence(self._say("board.line.step", {
                "seat": mover, "choice": move_act(m, self.lang, self.style, d)}))
            if not tricks or tricks[-1][0] != number:
                tricks.append((number, []))
            tricks[-1][1].append(step)
            d.push(m)
        return "; ".join(
            self._t("board.line.trick", number=number, plays=", ".join(steps))
            for number, steps in tricks)

    def _say(self, key: str, params: dict[str, Any]) -> str:
        """A message with its seats named as the book names them (from 1), cards by their
        names."""
        return format_message(key, names_only(params), self.lang, self.style)

    def hint_text(self, h: Hint) -> str:
        """A move's reason, as :meth:`~schnapsen.search.hint.Hint.text` says it, with the
        seats named as on the board."""
        params = dict(h.params)
        then = params.pop("then", None)
        clause = self._say(h.reason, params)
        if then is None:
            return clause
        # a sentence of its own, as in the play table's hint list (round 27)
        return f"{clause}. {capitalised(self._say(then[0], dict(then[1])))}"

    # -- the analysis -----------------------------------------------------------------------
    def exact_now(self) -> bool:
        """Whether the values shown are the solver's (set by :meth:`ranked`: asked for, in
        the play, every card's place known and the search within :data:`EXACT_NODES`)."""
        return self.deal is not None and self.exact

    def ranked(self) -> tuple[list[Hint], tuple[Move, ...] | None]:
        """The legal moves of the seat to move ranked, best first, and the best line (where
        the values are exact; with no wrong claim in it). Sets :attr:`exact` and
        :attr:`why_not` (the message that says why the values are not exact, or None)."""
        from ..search import hint
        from ..search.hint import Hint
        from ..search.reasons import why
        from ..search.solve import SearchLimit, solve

        deal = self.deal
        assert deal is not None and deal.to_move is not None
        seat = deal.to_move
        self.exact, self.why_not = False, None
        if deal.stage != Stage.PLAY:
            self.why_not = "board.bidding"
        elif not self.known:
            self.why_not = "board.exact.unknown"
        if self.mode_select.value == "exact" and self.why_not is None:
            try:
                sol = solve(deal, values=True, limit=EXACT_NODES, right_claims=True)
            except SearchLimit:
                self.why_not = "board.exact.big"
            else:
                assert sol.values is not None
                obs = deal.observation(seat)
                order = {m: i for i, m in enumerate(deal.legal_moves())}
                # a reason may tell the best line after the move (one more solve each) once
                # no card is left to draw; it names every card where it lies
                world = deal if deal.talon_size == 0 or deal.is_closed else None
                hints = []
                for m, value in sol.values.items():
                    key, params = why(deal, obs, m, float(value), world, deal)
                    hints.append(Hint(m, float(value), True, 1, int(value > 0), key, params,
                                      solo=deal.variant.teams == "single"))
                hints.sort(key=lambda h: (-h.value, order.get(h.move, len(order))))
                self.exact = True
                return hints, sol.line
        hints = hint(deal, seat, worlds=int(self.worlds_select.value))
        line = None
        if deal.stage == Stage.PLAY and self.known and all(h.exact for h in hints):
            try:
                line = solve(deal, limit=EXACT_NODES, right_claims=True).line
            except SearchLimit:
                line = None
        return hints, line

    def line_missing(self) -> str:
        """Why no best line is shown, in words (the message key)."""
        if self.why_not == "board.bidding":
            return "board.line.bidding"
        if self.why_not == "board.exact.unknown":
            return "board.line.unknown"
        if self.mode_select.value == "view":
            return "board.line.view"
        return "board.line.big"

    def analyse(self) -> None:
        """Draw the board: the table, the moves ranked, the rules' reasons against the
        others, the best line, the buttons, and the texts to copy."""
        deal = self.deal
        self.hints, self.line = None, None
        self.exact = False
        if deal is None:
            return
        words = names_for(self.lang)
        n = deal.variant.players
        names = [self.seat_label(s) for s in range(n)]
        seat = deal.to_move if deal.to_move is not None else 0
        # the set-up's "To move" menu follows the board (a loaded position, a move played or
        # taken back): it stayed on seat 1 while the picture marked seat 2 to move
        if deal.to_move is not None and any(v == deal.to_move
                                            for _, v in self.to_move_select.options):
            self.to_move_select.value = deal.to_move
        picture = table_svg(deal, seat=seat, reveal=True, style=self.style, seat_names=names,
                            names=words, label=words.table_all)
        self.table.value = f'<div class="schnapsen-table-wrap">{picture}</div>'
        self.back_button.disabled = not deal.moves
        self.forward_button.disabled = not self._redo
        self.deal_text = deal.to_text()
        self.export_text = "" if deal.is_over else deal.position()
        boxes = [readonly_text(self.export_text, self._t("board.export"), 2)] if (
            self.export_text) else []
        boxes.append(readonly_text(self.deal_text, self._t("board.export.deal"), 4))
        self.export.value = "".join(boxes)
        if deal.is_over:
            self.analysis.value = paragraphs([self._t("board.over")])
            self.move_buttons = {}
            self.moves_box.children = ()
            return
        hints, line = self.ranked()
        self.hints, self.line = hints, line
        self.analysis.value = self._analysis_html(deal, hints, line)
        buttons = {}
        for h in hints:
            b = W.Button(description=capitalised(move_label(h.move, self.lang, self.style, deal)),
                         tooltip=self._t("board.play"), layout=W.Layout(width="auto"))
            b.on_click(lambda _b, m=str(h.move): self.play(m))
            buttons[str(h.move)] = b
        self.move_buttons = buttons
        self.moves_box.children = tuple(buttons.values())

    def _analysis_html(self, deal: Deal, hints: list[Hint], line: tuple[Move, ...] | None
                       ) -> str:
        esc = html.escape
        seat = deal.to_move
        assert seat is not None
        items = []
        for i, h in enumerate(hints):
            # as the play table's hint list says it (round 27): the move and its verdict,
            # the reason, the value alone on a line of its own
            move = capitalised(move_label(h.move, self.lang, self.style, deal))
            kind = verdict(hints, i)
            items.append(hint_item(move, kind, self.hint_text(h), hint_value(h, self.lang),
                                   self.lang, verdict_words(hints, i, kind, self.lang)))
        head = esc(self._say("board.moves.heading", {"seat": seat}))
        parts = [f'<div class="schnapsen-board-moves" role="region" aria-label="{head}">'
                 f"<strong>{head}</strong><ol>{''.join(items)}</ol>"]
        measure = self._t("ui.hint.measure", measure=measure_text(*hints, lang=self.lang))
        parts.append(f'<p class="schnapsen-figure">{esc(measure)}</p>')
        if self.exact:
            parts.append(f'<p class="schnapsen-board-exact">{esc(self._t("board.exact"))}</p>')
        elif self.mode_select.value == "exact" and self.why_not is not None:
            parts.append(f"<p>{esc(self._t(self.why_not))}</p>")
        illegal = []
        legal = set(deal.legal_moves())
        for card in deal.hand(seat):
            m = Move.parse(card.code)
            if m not in legal:
                key, params = deal.why_illegal(m)
                reason = self._say(key, dict(params))
                illegal.append("<li>" + esc(self._t(
                    "board.illegal.item", move=capitalised(card_name(card, self.style,
                                                                     self.lang)),
                    reason=reason.rstrip("."))) + "</li>")
        if illegal:
            parts.append(f"<strong>{esc(self._t('board.illegal.heading'))}</strong>"
                         f"<ul>{''.join(illegal)}</ul>")
        if line:
            parts.append(f'<p class="schnapsen-board-line">'
                         f"{esc(self._t('board.line', moves=self.line_text(deal, line)))}</p>")
        else:
            parts.append(f'<p class="schnapsen-board-line">'
                         f"{esc(self._t(self.line_missing()))}</p>")
        parts.append("</div>")
        return "".join(parts)


def _deck_of(v: Any) -> set[int]:
    """The card indices of the variant's deck."""
    deck = Deal.new(find_variant(v.id), seed=0).deck
    return {c.index for c in deck}
