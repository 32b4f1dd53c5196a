"""Play a whole deal, or a whole match, against bots.

The widget holds a :class:`~schnapsen.Deal` and draws what the reader's seat may see
(``deal.observation(seat)`` and ``table_svg(..., reveal=False)``); the reader's cards are
pictures that are buttons. Every click is sent to ``deal.play``; a move the rules forbid
shows the engine's explanation and changes nothing. The bots get only their own seat's
observation. In match mode a :class:`~schnapsen.match.Match` deals and keeps the score
sheet of the tradition (a countdown, marker cards or points written up to a total).

At the reader's turn the hint button ("What would you play here, and why?") asks
:func:`schnapsen.search.hint` for the reader's seat (the search works from that seat's
observation alone) and lists the legal moves best first, each in words with its expected game
points, how sure that number is and the reason; the list goes when the reader plays.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from ..bots import Bot, HeuristicBot, RandomBot, make_bot
from ..deal import Deal
from ..errors import InvalidNotationError, SchnapsenError
from ..explain import (
    contract_aim,
    contract_of,
    explain,
    format_message,
    log_message,
    move_label,
    names_only,
)
from ..i18n import MESSAGES
from ..i18n.base import capitalised
from ..i18n.names import suit_word
from ..match import Match
from ..moves import Move, MoveKind
from ..observation import Observation
from ..render import deal_html, names_for, table_svg
from ..render.html import join_names
from ..render.text import Style
from ..stages import Stage
from ..variants import VARIANTS, Variant, find_variant
from ._common import (
    Panel,
    Phrase,
    card_label,
    card_name,
    card_picture,
    engine_text,
    fit_css,
    message_box,
    paragraphs,
    seat_name,
    seat_word,
    show_message,
    style_box,
    suit_name,
    suit_text,
    variant_ids,
)

if TYPE_CHECKING:
    from ..search.hint import Hint

__all__ = ["PlayWidget", "TableRule", "TWO_PLAYER", "ALL_VARIANTS"]

#: The two-player variants.
TWO_PLAYER: tuple[str, ...] = tuple(k for k, v in VARIANTS.items() if v.players == 2)
#: The traditions offered by default: every variant, two-player games first.
ALL_VARIANTS: tuple[str, ...] = TWO_PLAYER + tuple(k for k in VARIANTS if k not in TWO_PLAYER)
#: the opponents: the first two as ever, then the levels of :func:`schnapsen.bots.make_bot`
#: (their bidding judges the hand: contracts, snapszer, kontra)
BOTS: dict[str, Callable[[int | None], Bot]] = {
    "heuristic": HeuristicBot,
    "random": RandomBot,
    "easy": partial(make_bot, "easy"),
    "medium": partial(make_bot, "medium"),
    "hard": partial(make_bot, "hard"),
}
SEED_RANGE = 1_000_000
#: the kinds of bidding move: every move of a bidding stage, and snapszer announced in the
#: play; they are told in the bidding history, not in the status lines
_BID_KINDS = frozenset({
    MoveKind.TRUMP, MoveKind.TURN, MoveKind.CALL, MoveKind.SWAP, MoveKind.CONTRACT,
    MoveKind.SNAPSZER, MoveKind.KONTRA, MoveKind.REKONTRA, MoveKind.PASS,
})
_CHOICES = (MoveKind.CALL, MoveKind.SWAP)  # many options: a dropdown and one button
_BIDDING = _BID_KINDS - set(_CHOICES)  # one button each
#: the hint's thinking budget in milliseconds (the search stops drawing likely deals at about
#: two thirds of it: search.hint): short enough for a click, in CPython and in the live
#: panel's Pyodide alike (where a slower start shows as fewer deals, not as more time)
HINT_BUDGET_MS = 120
_PIC_W = 3.6  # widget ems: a card picture button (height 1.5 times); six fit a 390 px phone
_EM = "var(--jp-widgets-font-size,13px)"
#: the look of the card buttons: the picture as background, the name (the button's text, its
#: accessible name) in a zero font size; a playable card stands a little higher
_CSS = (
    ".schnapsen-play .jupyter-button.schnapsen-card-pic{"
    f"width:calc({_EM} * {_PIC_W});height:calc({_EM} * {_PIC_W * 1.5});min-width:0;padding:0;"
    f"margin:calc({_EM} * 0.3) calc({_EM} * 0.25) 0 0;background-color:transparent!important;"
    "background-size:100% 100%;"
    # the card's name is the button's text (what a screen reader says) but takes no room:
    # font-size 0 rather than a text-indent, which overflowed the button by thousands of px
    "background-repeat:no-repeat;font-size:0;color:transparent;overflow:hidden;"
    "border:0;border-radius:4px;box-shadow:none;line-height:1}"
    ".schnapsen-play .jupyter-button.schnapsen-card-pic.schnapsen-legal{margin-top:0}"
    ".schnapsen-play .jupyter-button.schnapsen-card-pic:hover{box-shadow:0 0 0 2px #1a66e0}"
    ".schnapsen-play .jupyter-button.schnapsen-card-pic:focus-visible"
    "{outline:3px solid #1a66e0;outline-offset:1px}"
    ".schnapsen-play .jupyter-button.schnapsen-card-pic:disabled{opacity:1}"
    # the action buttons in darker shades than ipywidgets' own, for white text to be read
    # (contrast 4.5:1 at least)
    ".schnapsen-play .jupyter-button.mod-info{background-color:#0b6e8a!important}"
    ".schnapsen-play .jupyter-button.mod-warning{background-color:#9a4f00!important}"
    ".schnapsen-play .jupyter-button.mod-primary{background-color:#1557a8!important}"
    ".schnapsen-sheet table{border-collapse:collapse;margin:0.3em 0}"
    ".schnapsen-sheet th,.schnapsen-sheet td{border:1px solid #bbb;padding:0.1em 0.4em;"
    "text-align:center}"
    ".schnapsen-sheet-wrap{overflow-x:auto;max-width:100%}"
    # the hint button's long question wraps on a phone instead of being cut off
    ".schnapsen-play .jupyter-button.schnapsen-hint-button{white-space:normal;height:auto;"
    "min-height:var(--jp-widgets-inline-height,28px);max-width:100%;line-height:1.3;"
    "padding-top:0.2em;padding-bottom:0.2em;text-align:left}"
    ".schnapsen-play .jupyter-button.schnapsen-hint-button:focus-visible"
    "{outline:3px solid #1a66e0;outline-offset:1px}"
    ".schnapsen-hint ol{margin:0.2em 0;padding-left:1.8em}"
    ".schnapsen-hint li{margin:0.15em 0;overflow-wrap:anywhere}"
    # on a phone the table picture shrinks to the widget's width, the menus stay within it
) + fit_css(".schnapsen-play")

#: Enter on the widget's buttons (a card, an action, the hint): in the live panel
#: JupyterLab's console takes every Enter pressed outside its prompt (it moves the focus to
#: the prompt and cancels the key), so a keyboard reader could only use Space. A tiny script,
#: run by the browser when the widget is drawn (the onload of a 1-pixel image, as the score
#: calculator names its sliders), lets an Enter on one of these buttons go no further than the
#: button, whose own default (a click) stays; once per page.
_ENTER_KEY = (
    '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
    'alt="" style="display:none" onload="'
    "var w=window;if(w.schnapsenEnter)return;w.schnapsenEnter=1;"
    "w.addEventListener('keydown',function(e){var b=e.target;"
    "if(e.key==='Enter'&amp;&amp;b&amp;&amp;b.tagName==='BUTTON'&amp;&amp;b.closest"
    "&amp;&amp;b.closest('.schnapsen-play'))e.stopPropagation();},true);"
    '">'
)


@dataclass(frozen=True)
class TableRule:
    """A rule the reader may switch at the table: a checkbox labelled with the catalogue
    message ``label`` which, ticked, plays the chosen game with the variant ``options``
    changed (:meth:`~schnapsen.variants.Variant.with_options`), e.g. a page's "as the source
    says" next to the book's default. The box shows only for a game whose rules the options
    change (a game that already plays that way has nothing to switch)."""

    label: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def changes(self, variant: Variant) -> bool:
        """Whether ticking the box changes ``variant``'s rules."""
        current = variant.options()
        return any(current.get(k) != v for k, v in self.options.items())


class PlayWidget(Panel):
    """A deal against bots: pick a tradition, card style and opponent, then click cards.

    Public parts (for pages and tests): ``deal``, ``ui`` (the widget to display),
    ``hand_buttons`` (card code -> Button), ``action_buttons`` (move text, or ``call`` /
    ``swap`` for the dropdown moves -> Button), ``action_choices`` (``call`` / ``swap`` ->
    Dropdown), ``message``, ``status``, ``history``, ``table``, ``new_button``,
    ``seed_input``, ``variant_select``, ``style_select``, ``bot_select``, ``hint_button``
    and ``hint_box`` (the ranked moves; ``hints``: the :class:`~schnapsen.search.Hint`
    list shown, or None), ``rule_boxes`` (one checkbox per :class:`TableRule` of ``rules``,
    in order: ticked, the next deal plays with its options).
    """

    deal: Deal

    def __init__(
        self,
        variant: str = "at",
        seed: int | None = None,
        style: Style = "german",
        bot: str = "heuristic",
        seat: int = 0,
        lang: str = "en",
        variants: list[str] | tuple[str, ...] | None = None,
        rules: Sequence[TableRule] = (),
    ) -> None:
        self.lang = lang
        self.seat = seat
        self._rng = random.Random(seed)
        ids, first = variant_ids(variant, variants or ALL_VARIANTS)
        t = self._t
        self.variant_select = W.Dropdown(
            options=[(t(f"variant.{i}"), i) for i in ids],
            value=first,
            description=t("ui.tradition"),
        )
        self.style_select = W.Dropdown(
            options=[(t("ui.style.german"), "german"), (t("ui.style.french"), "french")],
            value=style,
            description=t("ui.style"),
        )
        self.bot_select = W.Dropdown(
            options=[(t(f"ui.bot.{name}"), name) for name in BOTS],
            value=bot,
            description=t("ui.bot"),
        )
        self.new_button = W.Button(
            description=t("ui.new_deal"), tooltip=t("ui.new_deal.tooltip"), icon="refresh"
        )
        first_seed = seed if seed is not None else self._rng.randrange(SEED_RANGE)
        # every key sends the number (Enter alone may not reach the kernel in the browser)
        self.seed_input = W.IntText(
            value=first_seed,
            description=t("ui.seed"),
            tooltip=t("ui.seed.tooltip"),
            continuous_update=True,
            layout=W.Layout(width="11em"),
        )
        players = VARIANTS[first].players
        self.seat_select = W.Dropdown(
            options=self._seat_options(first),
            value=seat if 0 <= seat < players else 0,
            description=t("ui.seat_choice"),
        )
        self.match_checkbox = W.Checkbox(value=False, description=t("ui.match"), indent=False,
                                         layout=W.Layout(width="auto"))
        self.target_select = W.Dropdown(description=t("ui.match.target"))
        self.rules = tuple(rules)
        for rule in self.rules:  # a wrong option name or value fails here, not at a click
            find_variant(first).with_options(**rule.options)
        self.rule_boxes = [W.Checkbox(value=False, description=t(rule.label), indent=False,
                                      layout=W.Layout(width="auto", max_width="100%"))
                           for rule in self.rules]
        self.next_button = W.Button(description=t("ui.next_deal"), button_style="primary",
                                    icon="forward", layout=W.Layout(width="auto"))
        for control in (self.variant_select, self.style_select, self.bot_select,
                        self.seat_select, self.target_select):
            control.layout = W.Layout(width="auto", max_width="100%")
            control.style = {"description_width": "initial"}
        self.seed_input.style = {"description_width": "initial"}
        self.new_button.layout = W.Layout(width="auto")

        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.hand_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="flex-end"))
        self.action_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.message = message_box()
        self.status = W.HTML()
        self.bidding = W.HTML()
        self.history = W.HTML()
        self.sheet = W.HTML()
        self.hint_button = W.Button(
            description=t("ui.hint"), tooltip=t("ui.hint.tooltip"), icon="lightbulb-o",
            layout=W.Layout(width="auto", max_width="100%", height="auto"),
        )
        self.hint_button.add_class("schnapsen-hint-button")
        self.hint_box = W.HTML(layout=W.Layout(max_width="100%"))
        #: the hints shown (None: none asked for since the reader's last move)
        self.hints: list[Hint] | None = None
        self.match: Match | None = None
        self.hand_buttons: dict[str, Any] = {}
        self.action_buttons: dict[str, Any] = {}
        self.action_choices: dict[str, Any] = {}
        # the other players' moves since the reader's last one: (log key, parameters),
        # rendered at each refresh so that a change of card style renames their cards
        self._log: list[tuple[str, dict[str, Any]]] = []
        # every bid of the deal (trump, call, exchange, contract, kontra, pass), in order:
        # (seat, log key, parameters); the reader's own with its move
        self._bids: list[tuple[int, str, dict[str, Any]]] = []
        # the marriages announced, by trick number: (seat, suit, points)
        self._marriages: dict[int, list[tuple[int, Any, int]]] = {}
        self._bots: dict[int, Bot] = {}
        self._quiet = False
        self._typed = False  # a deal number typed and loaded, not yet played
        self._pictures = style_box("")

        def row() -> Any:  # a layout of its own for each box (match_box is hidden alone)
            return W.Layout(flex_flow="row wrap", align_items="center", max_width="100%")

        self.match_box = W.HBox([self.target_select, self.next_button], layout=row())
        controls = W.VBox([
            W.HBox([self.variant_select, self.style_select, self.bot_select], layout=row()),
            W.HBox([self.seat_select, self.match_checkbox, self.new_button, self.seed_input],
                   layout=row()),
            *(W.HBox([box], layout=row()) for box in self.rule_boxes),
            self.match_box,
        ])
        look = style_box(_CSS)
        look.value += _ENTER_KEY
        self.ui = W.VBox(
            [
                look,
                self._pictures,
                controls,
                self.table,
                W.HBox(
                    [W.Label(t("ui.hand")), self.hand_box],
                    layout=W.Layout(flex_flow="row wrap", align_items="center"),
                ),
                W.HBox(
                    [W.Label(t("ui.actions")), self.action_box],
                    layout=W.Layout(flex_flow="row wrap", align_items="center"),
                ),
                self.message,
                W.HBox([self.hint_button], layout=row()),
                self.hint_box,
                self.status,
                self.bidding,
                self.sheet,
                self.history,
            ],
            layout=W.Layout(max_width="900px"),
        )
        self.ui.add_class("schnapsen-play")

        self.variant_select.observe(self._on_variant, names="value")
        self.seed_input.observe(self._on_seed, names="value")
        self.seat_select.observe(self._on_restart, names="value")
        self.match_checkbox.observe(self._on_restart, names="value")
        self.target_select.observe(self._on_restart, names="value")
        for box in self.rule_boxes:
            box.observe(self._on_restart, names="value")
        self.style_select.observe(lambda _change: self._refresh(), names="value")
        self.bot_select.observe(lambda _change: self._make_bots(), names="value")
        self.new_button.on_click(self._on_new)
        self.next_button.on_click(self._on_next)
        self.hint_button.on_click(self.show_hint)
        self._start()

    # -- display --------------------------------------------------------------------------

    @property
    def style(self) -> Style:
        return "french" if self.style_select.value == "french" else "german"

    # -- starting deals -------------------------------------------------------------------
    def _seat_options(self, variant: str) -> list[tuple[str, int]]:
        """The seats the reader may take, each with its role: the forehand (left of the
        dealer, who leads the first trick), the dealer (who sits out where the variant says
        so), and the seats between (a deal's dealer is the last seat)."""
        v = VARIANTS[variant]
        players = v.players

        def label(s: int) -> str:
            if s == 0:
                return self._t("ui.seat_choice.forehand")
            if s == players - 1:
                return self._t("ui.seat_choice.dealer_out" if v.dealer_sits_out
                               else "ui.seat_choice.dealer")
            name = seat_name(s, None, self.lang)
            if s == 1:
                return self._t("ui.seat_choice.second", seat=name)
            if s == players - 2:
                return self._t("ui.seat_choice.before_dealer", seat=name)
            return self._t("ui.seat_choice.middle", seat=name)
        return [(label(s), s) for s in range(players)]

    def _on_new(self, _button: Any = None) -> None:
        if self._typed:  # the number just typed is already dealt: keep it
            self._typed = False
            return
        self._quiet = True
        try:
            self.seed_input.value = self._rng.randrange(SEED_RANGE)
        finally:
            self._quiet = False
        self._start()

    def _on_seed(self, _change: Any = None) -> None:
        if not self._quiet:
            self._start()
            self._typed = True

    def _on_variant(self, _change: Any = None) -> None:
        players = VARIANTS[self.variant_select.value].players
        self._quiet = True
        try:
            seat = self.seat_select.value
            self.seat_select.options = self._seat_options(self.variant_select.value)
            self.seat_select.value = seat if seat < players else 0
        finally:
            self._quiet = False
        self._start()

    def _on_restart(self, _change: Any = None) -> None:
        if not self._quiet:
            self._start()

    def _on_next(self, _button: Any = None) -> None:
        """The next deal of the match (once the current one is over)."""
        m = self.match
        if m is None or m.is_over or not self.deal.is_over:
            return
        self.deal = m.new_deal()
        self._begin()

    def _variant(self) -> Variant:
        """The chosen game with the ticked table rules that change it (a box whose rules the
        game already plays is hidden)."""
        base = VARIANTS[self.variant_select.value]
        changes: dict[str, Any] = {}
        for rule, box in zip(self.rules, self.rule_boxes, strict=True):
            applies = rule.changes(base)
            box.layout.display = "" if applies else "none"
            if applies and box.value:
                changes.update(rule.options)
        return base.with_options(**changes) if changes else base

    def _start(self) -> None:
        self._typed = False
        variant = self._variant()
        self.seat = self.seat_select.value if 0 <= self.seat_select.value < variant.players else 0
        seed = int(self.seed_input.value)
        in_match = bool(self.match_checkbox.value)
        t = self._t
        self.new_button.description = t("ui.new_match" if in_match else "ui.new_deal")
        self.new_button.tooltip = t("ui.new_match.tooltip" if in_match
                                    else "ui.new_deal.tooltip")
        self.seed_input.description = t("ui.match.seed" if in_match else "ui.seed")
        self.seed_input.tooltip = t("ui.match.seed.tooltip" if in_match else "ui.seed.tooltip")
        if in_match:
            targets = variant.match.targets or (variant.match.target,)
            self._quiet = True
            try:
                if tuple(self.target_select.options) != tuple(targets):
                    self.target_select.options = list(targets)
                    self.target_select.value = variant.match.target
            finally:
                self._quiet = False
            self.target_select.layout.display = "" if len(targets) > 1 else "none"
            # a countdown starts from the number and goes down to 0; the others play up to it
            self.target_select.description = t("ui.match.start" if variant.match.kind
                                               == "countdown" else "ui.match.target")
            self.match_box.layout.display = ""
            self.match = Match(variant, seed=seed, target=int(self.target_select.value))
            self.deal = self.match.new_deal()
        else:
            self.match_box.layout.display = "none"
            self.match = None
            self.deal = Deal.new(variant, seed=seed)
        self._begin()

    def _begin(self) -> None:
        self._make_bots()
        self._log = []
        self._bids = []
        self._marriages = {}
        self.hints = None
        show_message(self.message, "")
        self._run_bots()
        self._refresh()

    def _make_bots(self) -> None:
        kind = BOTS[self.bot_select.value]
        seed = self.deal.seed if self.deal.seed is not None else int(self.seed_input.value)
        players = self.deal.variant.players
        self._bots = {s: kind(seed * 8 + s) for s in range(players) if s != self.seat}

    # -- moves ----------------------------------------------------------------------------
    def play(self, move: Move | str) -> bool:
        """Send the reader's move to the engine; on a legal move let the bots answer.
        Returns whether the move was made (an illegal one shows why in ``message``)."""
        try:
            m = Move.parse(move)
            self._note(self.seat, m)
            bid = self._is_bid(m)
            stage = str(self.deal.stage)
            self.deal.play(m)
        except InvalidNotationError:  # text given to play() that is no move at all
            show_message(self.message, self._t("ui.not_a_move"))
            return False
        except SchnapsenError as err:  # a move the rules forbid here: the rule's reason
            # the cards by their names alone (the reader sees their pictures; no codes)
            show_message(self.message, engine_text(err.key, names_only(err.params), self.lang,
                                                   self.style))
            return False
        if bid and m.kind == MoveKind.PASS:  # which round was passed: the stage says it
            self._bids.append((self.seat, self._pass_key("ui.bidding.you_pass", stage),
                               {"stage": stage}))
        elif bid:
            self._bids.append((self.seat, "ui.bidding.you", {"choice": m}))
        self._typed = False
        show_message(self.message, "")
        self.hints = None  # the hint was for the position just left
        self._log = []
        self._run_bots()
        self._refresh()
        return True

    def _run_bots(self) -> None:
        deal = self.deal
        while deal.to_move is not None and deal.to_move != self.seat:
            s = deal.to_move
            move = self._bots[s].choose(deal.observation(s))
            self._note(s, move)
            if move.kind != MoveKind.CARD:  # cards show on the table and in the history
                # past tense; a blind exchange says only how many cards went
                key, params = log_message(deal, move)
                params["seat"] = self._seat(s)
                self._log.append((key, params))
                if move.kind == MoveKind.PASS:
                    stage = str(deal.stage)
                    self._bids.append((s, self._pass_key("ui.bidding.pass", stage),
                                       {"seat": params["seat"], "stage": stage}))
                elif self._is_bid(move):
                    self._bids.append((s, key, params))
            deal.play(move)
        if deal.is_over and self.match is not None and self.match.current is deal:
            self.match.record(deal)

    def _pass_key(self, key: str, stage: str) -> str:
        """The bidding line of a pass: what it declined at ``stage`` ("announced no contract",
        "did not double"), or the stage in brackets where the catalogue has no such line."""
        specific = f"{key}.{stage}"
        return specific if specific in MESSAGES else key

    @staticmethod
    def _is_bid(move: Move) -> bool:
        """A move of the bidding (made before the play, or raising the stakes in play)."""
        return move.kind in _BID_KINDS

    def _note(self, seat: int, move: Move) -> None:
        """Remember a marriage for the list of tricks (before the move is made; an illegal
        one is forgotten again when the engine refuses it)."""
        if move.kind != MoveKind.MARRIAGE or move.card is None:
            return
        if move not in self.deal.legal_moves():
            return
        pts = 40 if move.card.suit == self.deal.trump else 20
        self._marriages.setdefault(len(self.deal.tricks) + 1, []).append(
            (seat, move.card.suit, pts))

    # -- hints ----------------------------------------------------------------------------
    def _hint_blocked(self) -> str:
        """Why there is no hint now ("" at the reader's turn)."""
        deal = self.deal
        if deal.is_over:
            return self._t("ui.hint.over")
        if deal.to_move != self.seat:
            return self._t("ui.hint.wait", seat=self._seat_word(deal.to_move or 0))
        return ""

    def show_hint(self, _button: Any = None) -> bool:
        """Rank the reader's legal moves (the search sees only the reader's seat) and show
        them in ``hint_box``; when it is not the reader's turn, say why. Returns whether
        hints are shown."""
        self.hints = None
        if not self._hint_blocked():
            try:
                self.hints = self._ask_hints()
            except SchnapsenError as err:  # the search's own reason, in words
                self.hint_box.value = paragraphs(
                    [engine_text(err.key, names_only(err.params), self.lang, self.style)],
                    "schnapsen-hint")
                return False
        self._draw_hint()
        return self.hints is not None

    def _ask_hints(self) -> list[Hint]:
        """The search's ranking of the reader's moves now (within :data:`HINT_BUDGET_MS`)."""
        from ..search import hint

        return hint(self.deal, seat=self.seat, budget_ms=HINT_BUDGET_MS)

    def _hint_value(self, h: Hint) -> str:
        """The game points a move is expected to bring, signed: exact, a whole number (a count,
        with its plural forms); an estimate, always with one decimal ("\u22120.7", "+1.0"),
        in a message that is no count ("1.0 game points on average"; each catalogue words
        the unit after a decimal as its language wants, e.g. hr "u prosjeku +1,8 boda igre")."""
        if h.exact and float(h.value).is_integer():
            points = int(h.value)
            sign = "+" if points > 0 else "\u2212" if points < 0 else ""
            return self._t("ui.hint.exact", sign=sign, points=abs(points))
        tenths = round(h.value * 10)
        sign = "+" if tenths > 0 else "\u2212" if tenths < 0 else ""
        number = f"{abs(tenths) // 10}{self._t('ui.hint.decimal')}{abs(tenths) % 10}"
        return self._t("ui.hint.mean", value=sign + number)

    def _hint_html(self) -> str:
        blocked = self._hint_blocked()
        if self.hints is None:
            # at the reader's turn nothing until asked; otherwise why the button rests
            return paragraphs([blocked], "schnapsen-hint") if blocked else ""
        esc = html.escape
        items = []
        for h in self.hints:
            move = capitalised(move_label(h.move, self.lang, self.style))
            line = self._t("ui.hint.item", choice=move, value=self._hint_value(h),
                           sure=h.sureness(self.lang), reason=h.text(self.lang))
            items.append(f"<li>{esc(line)}</li>")
        head = esc(self._t("ui.hint.heading"))
        return (f'<div class="schnapsen-hint" role="region" aria-label="{head}">'
                f"<strong>{head}</strong><ol>{''.join(items)}</ol></div>")

    def _draw_hint(self) -> None:
        blocked = self._hint_blocked()
        self.hint_button.disabled = bool(blocked)
        self.hint_button.tooltip = blocked or self._t("ui.hint.tooltip")
        self.hint_box.value = self._hint_html()

    # -- drawing --------------------------------------------------------------------------
    def _seat(self, s: int) -> str:
        """A seat as a label ("Seat 2", "You"): a column, a hand, the head of a line."""
        return seat_name(s, self.seat, self.lang)

    def _seat_word(self, s: int) -> Phrase:
        """A seat inside a sentence ("announced by seat 2"; sl "napovedal: igralec 2")."""
        return seat_word(s, self.seat, self.lang)

    def _seats_word(self, seats: Iterable[int]) -> Phrase:
        """Seats inside a sentence, joined ("seat 1 and seat 3")."""
        return Phrase(join_names([str(self._seat_word(s)) for s in seats],
                                 self._t("ui.result.and")))

    def _message(self, key: str, params: dict[str, Any]) -> str:
        """An engine message, the reader's own claim told with "You"."""
        if key in ("result.claim", "result.wrong_claim") and params.get("claimer") == self.seat:
            key = key.replace("result.", "ui.result.you_")
        return format_message(key, params, self.lang, self.style)

    def _refresh(self) -> None:
        deal = self.deal
        obs = deal.observation(self.seat)
        names = [self._seat(s) for s in range(deal.variant.players)]
        if deal.is_over:
            # who won and why are the status lines' (said once): the caption keeps the points
            picture = deal_html(deal, seat=self.seat, reveal=True, style=self.style,
                                seat_names=names, names=names_for(self.lang),
                                message=self._message, result_words=False)
        else:
            words = names_for(self.lang)
            picture = table_svg(deal, seat=self.seat, reveal=False, style=self.style,
                                seat_names=names, names=words, hand=False,
                                label=words.table_yours)
        self.table.value = f'<div class="schnapsen-table-wrap">{picture}</div>'
        self._draw_hand(obs)
        self._draw_actions(obs)
        self.status.value = paragraphs(self._status_lines(obs))
        self.history.value = self._history_html(obs)
        self.bidding.value = self._bidding_html()
        self.sheet.value = self._sheet_html()
        self._draw_hint()
        self.next_button.disabled = not (
            self.match is not None and deal.is_over and not self.match.is_over
        )

    def _draw_hand(self, obs: Observation) -> None:
        """The reader's cards as picture buttons: the button's text is the card's name (what a
        screen reader says), the picture its CSS background; playable cards are framed."""
        legal = {str(m) for m in obs.legal_moves}
        buttons: dict[str, Any] = {}
        rules: list[str] = []
        for card in obs.hand:
            ok = card.code in legal
            look = f"schnapsen-pic-{self.style}-{card.code}-{'legal' if ok else 'plain'}"
            name = card_name(card, self.style, self.lang)
            button = W.Button(
                description=name,
                tooltip=name,
                button_style="success" if ok else "",
                disabled=obs.is_over,
            )
            button.add_class("schnapsen-card-pic")
            button.add_class(look)
            if ok:
                button.add_class("schnapsen-legal")
            button.on_click(lambda _b, code=card.code: self.play(code))
            buttons[card.code] = button
            url = card_picture(card, self.style, self.lang, "legal" if ok else None)
            rules.append(f'.schnapsen-play .{look}{{background-image:url("{url}")}}')
        self._pictures.value = f"<style>{''.join(rules)}</style>"
        self.hand_buttons = buttons
        self.hand_box.children = tuple(buttons.values())

    def _button(self, move: Move, label: str, legal: bool, style: str = "info") -> Any:
        said = explain(self.deal, move)
        # the cards named without their codes: the buttons stand beside their pictures
        tooltip = engine_text(said.key, names_only(said.params), self.lang, self.style)
        # a contract's button (snapszer is one too) says what it asks, from its data
        contract = contract_of(self.deal, move)
        if contract is not None and said.legal and move.kind == MoveKind.SNAPSZER:
            tooltip = self._t("ui.snapszer.tooltip")  # the aim follows, from the data
        if contract is not None:
            tooltip += " " + self._t("ui.contract.aim", aim=contract_aim(contract, self.lang))
        button = W.Button(
            description=label,
            tooltip=tooltip,
            button_style=style if legal else "",
            layout=W.Layout(width="auto"),
        )
        button.on_click(lambda _b, m=str(move): self.play(m))
        return button

    def _draw_actions(self, obs: Observation) -> None:
        deal = self.deal
        v = deal.variant
        legal = list(obs.legal_moves)
        texts = {str(m) for m in legal}
        buttons: dict[str, Any] = {}
        choices: dict[str, Any] = {}
        for m in legal:
            if m.kind == MoveKind.MARRIAGE:
                said = explain(deal, m)
                assert m.card is not None
                label = self._t(
                    "ui.action.marriage",
                    points=said.params["points"],
                    card=card_label(m.card, self.style, self.lang),
                )
                buttons[str(m)] = self._button(m, label, True, "warning")
            elif m.kind in _BIDDING and obs.stage != Stage.PLAY:
                buttons[str(m)] = self._button(m, self._move_label(m), True)
        for kind in _CHOICES:
            options = [m for m in legal if m.kind == kind]
            if options:
                choice = W.Dropdown(
                    options=[(self._choice_label(m), str(m)) for m in options],
                    value=str(options[0]),
                    description=self._t(f"ui.choice.{kind}"),
                    layout=W.Layout(width="auto"),
                    style={"description_width": "initial"},
                )
                button = W.Button(
                    description=self._t(f"ui.action.{kind}"),
                    button_style="info",
                    layout=W.Layout(width="auto"),
                )
                button.on_click(lambda _b, c=choice: self.play(c.value))
                choices[kind] = choice
                buttons[kind] = button
        if obs.stage == Stage.PLAY or deal.is_over:
            # always shown where the variant has them, enabled only when the rules allow the
            # move now; a disabled one says why not in its tooltip (the engine's reason), and
            # the move typed or sent to play() still answers with that reason
            extras = []
            if v.has_exchange:
                extras.append("x")
            if v.has_closing:
                extras.append("close")
            if v.has_claim:
                extras.append("claim")
            if v.has_play_contract:
                extras.append("snapszer")
            for name in extras:
                move = Move.parse(name)
                button = self._button(move, self._t(f"ui.action.{name}"), name in texts)
                button.disabled = deal.is_over or name not in texts
                buttons[name] = button
        self.action_buttons = buttons
        self.action_choices = choices
        row: list[Any] = []
        for key, button in buttons.items():
            if key in choices:
                row.append(choices[key])
            row.append(button)
        self.action_box.children = tuple(row)

    def _move_label(self, m: Move) -> str:
        if m.kind == MoveKind.TRUMP:
            assert m.suit is not None
            return self._t("ui.action.trump", suit=suit_text(m.suit, self.style, self.lang))
        if m.kind == MoveKind.CONTRACT:
            return engine_text("ui.action.contract", {"contract": m.name}, self.lang)
        return self._t(f"ui.action.{m.kind}")

    def _choice_label(self, m: Move) -> str:
        if m.kind == MoveKind.CALL:
            assert m.card is not None
            return card_name(m.card, self.style, self.lang)
        if not m.cards:
            return self._t("ui.choice.swap.none")
        return ", ".join(card_name(c, self.style, self.lang) for c in m.cards)

    def _status_lines(self, obs: Observation) -> list[str]:
        deal = self.deal
        result = deal.result
        if result is not None:
            params: dict[str, Any] = {}
            if result.claimer is not None:
                params = {"claimer": result.claimer, "points": deal.points(result.claimer)}
            if result.contract is not None:
                params["contract"] = result.contract
            gp = result.game_points
            if self.seat in result.winners:
                head = self._t("ui.result.you_won", game_points=gp)
            else:
                head = self._t(
                    "ui.result.others_won",
                    seats=self._seats_word(result.winners),
                    game_points=gp,
                )
            reason = self._message("result." + result.reason, params)
            # a claim just made is the reason itself: its line in the log would say it twice
            return [head, reason, *self._log_lines(ended=True), *self._match_lines()]
        playing = self.seat in obs.seats
        lines = [
            self._t("ui.status.your_turn")
            if obs.to_move == self.seat
            else self._t("ui.status.to_move", seat=self._seat(obs.to_move or 0)),
        ]
        if self.match is not None:  # the deal passes on: who deals this one
            lines.append(self._t("ui.status.dealer", seat=self._seat_word(obs.dealer)))
        if obs.stage != Stage.PLAY:
            lines.append(engine_text("ui.status.stage", {"stage": str(obs.stage)}, self.lang))
        if playing:
            # once this seat knows its partners, its points are its side's (Deal.points)
            together = obs.partners is not None and len(obs.partners) > 1
            lines.append(self._t("ui.status.your_side_points" if together
                                 else "ui.status.points", points=obs.my_points))
        else:
            lines.append(self._t("ui.status.sitting_out"))
        if obs.pending_points:
            lines.append(self._t("ui.status.pending", points=obs.pending_points))
        contract = None if obs.contract is None else self.deal.variant.contract(obs.contract)
        if contract is not None and not contract.trumps:
            lines.append(self._t("ui.status.no_trumps_contract"))
        elif obs.trump is None:
            lines.append(self._t("ui.status.no_trump"))
        else:
            lines.append(
                self._t("ui.status.trump", suit=suit_name(obs.trump, self.style, self.lang))
            )
        if obs.is_closed:
            lines.append(self._t("ui.status.talon_closed"))
        elif obs.talon_size:
            lines.append(self._t("ui.status.talon", count=obs.talon_size))
        if obs.contract is not None and obs.contract_seat is not None:
            lines.append(
                engine_text("ui.status.contract",
                            {"contract": obs.contract,
                             "seat": self._seat_word(obs.contract_seat)},
                            self.lang)
            )
            announced = self.deal.variant.contract(obs.contract)
            if announced is not None:
                lines.append(self._t("ui.contract.aim",
                                     aim=contract_aim(announced, self.lang)))
        if obs.multiplier > 1:
            lines.append(self._t("ui.status.multiplier", multiplier=obs.multiplier))
        return lines + self._team_lines(obs) + self._log_lines()

    def _team_lines(self, obs: Observation) -> list[str]:
        """The called card, who plays with whom (as far as the reader may know) and the
        points of the other sides (what the reader's observation holds)."""
        lines: list[str] = []
        alone = obs.contract_alone
        if obs.called_card is not None and not alone:
            lines.append(self._t("ui.status.called",
                                 card=card_name(obs.called_card, self.style, self.lang)))
            if not obs.partner_revealed and not obs.is_over:
                partners = obs.partners or ()
                if obs.called_card in obs.hand and self.seat == obs.declarer:
                    # the caller's own card: alone against the others (they learn it later)
                    lines.append(self._t("ui.status.you_hold_own_called"))
                elif obs.called_card in obs.hand:
                    lines.append(self._t("ui.status.you_hold_called",
                                         seat=self._seat_word(obs.declarer)))
                elif len(partners) < 2:
                    lines.append(self._t("ui.status.partner_unknown"))
        groups = obs.known_sides or {}
        # the sides' points only where this seat knows them all (not in a solo of a game
        # with a called card before the partner shows)
        points = obs.side_points if obs.sides is not None else None
        if len(groups) != 2 or all(len(g) == 1 for g in groups.values()):
            return lines  # each plays alone (two players): "You have ... points" says it
        names = {side: self._seats_word(g) for side, g in groups.items()}
        mine = next((side for side, g in groups.items() if self.seat in g), None)
        first, second = sorted(groups, key=lambda side: (side != mine, side))
        lines.append(self._t("ui.status.sides", side=names[first], others=names[second]))
        if points is None:
            return lines
        for side in (first, second):
            if side != mine:  # the reader's own side: "Your side has ... points" says it
                lines.append(self._t("ui.status.side_points", seats=names[side],
                                     points=points[side]))
        return lines

    def _log_lines(self, ended: bool = False) -> list[str]:
        """The other players' moves since the reader's last one, bidding apart; once the deal
        has ``ended``, not a claim (the caption's reason tells it, with the points)."""
        # a log key is ``log.<move kind>`` (and a detail): bidding moves are told apart
        return [engine_text(key, params, self.lang, self.style) for key, params in self._log
                if key.split(".")[1] not in _BID_KINDS and not (ended and key == "log.claim")]

    def _bidding_html(self) -> str:
        """Who said what in the bidding, in words (empty in a game without bidding)."""
        if not self._bids:
            return ""
        lines = [engine_text(key, params, self.lang, self.style)
                 for _seat, key, params in self._bids]
        return paragraphs(lines, "schnapsen-bidding", self._t("ui.bidding"))

    def _match_lines(self) -> list[str]:
        """What to do once a deal is over: play again, the next deal, or the match result."""
        m = self.match
        if m is None:
            return [self._t("ui.result.again")]
        if not m.is_over:
            return [self._t("ui.match.next")]
        winner = m.winner
        assert winner is not None
        deals = len(m.history)
        if winner == self.seat:
            lines = [self._t("ui.match.you_won", deals=deals)]
        else:
            lines = [self._t("ui.match.others_won", seat=self._seat(winner), deals=deals)]
        if m.krejci is not None:
            lines.append(self._t("ui.match.krejci", krejci=m.krejci, value=m.bummerl_value))
        if m.rules.bunko and m.loser is not None:
            lines.append(self._t("ui.match.you_bunko") if m.loser == self.seat
                         else self._t("ui.match.bunko", seat=self._seat(m.loser)))
        return [*lines, self._t("ui.match.again")]

    def _sheet_html(self) -> str:
        """The score sheet of the match: one row per deal, the scores after it."""
        m = self.match
        if m is None:
            return ""
        rules = m.rules
        n = m.variant.players
        head = self._t(f"ui.match.sheet.{rules.kind}", target=rules.target)
        if rules.schneider:
            head += " " + self._t("ui.match.sheet.schneider")
        if rules.bunko:
            head += " " + self._t("ui.match.sheet.bunko")
        esc = html.escape
        cols = [self._t("ui.match.col.deal"), self._t("ui.match.col.won"),
                self._t("ui.match.col.game_points"), *(self._seat(s) for s in range(n))]
        start = rules.target if rules.kind == "countdown" else 0
        rows = ["<tr>" + "".join(f"<td>{c}</td>" for c in ["", "", "", *([start] * n)])
                + "</tr>"]
        for i, entry in enumerate(m.history, start=1):
            r = entry.result
            won = join_names([self._seat(s) for s in r.winners], self._t("ui.result.and"))
            cells = [str(i), esc(won), str(r.game_points), *(str(x) for x in entry.scores)]
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        table = (
            '<div class="schnapsen-sheet-wrap" tabindex="0" role="region" '
            f'aria-label="{esc(self._t("ui.match.sheet"))}"><table><thead><tr>'
            + "".join(f'<th scope="col">{esc(c)}</th>' for c in cols)
            + "</tr></thead><tbody>" + "".join(rows) + "</tbody></table></div>"
        )
        return (f'<div class="schnapsen-sheet"><strong>{esc(self._t("ui.match.sheet"))}'
                f"</strong><p style=\"margin:0.15em 0\">{esc(head)}</p>{table}</div>")

    def _history_html(self, obs: Observation) -> str:
        tricks = obs.tricks
        head = self._t("ui.history")
        lines = []
        for number, trick in enumerate(tricks, start=1):
            cards = ", ".join(
                self._t("ui.history.card", card=card_name(c, self.style, self.lang),
                        seat=self._seat(s))
                for s, c in zip(trick.seats, trick.cards, strict=True)
            )
            lines.append(
                self._t(
                    "ui.history.trick",
                    number=number,
                    leader=self._seat(trick.leader),
                    cards=cards,
                    winner=self._seat(trick.winner),
                    points=trick.points,
                )
            )
            lines.extend(self._marriage_lines(number))
        # a marriage announced with the lead of the trick now on the table
        lines.extend(self._marriage_lines(len(tricks) + 1))
        if not lines:
            lines = [self._t("ui.history.none")]
        return paragraphs(lines, "schnapsen-history", head)

    def _marriage_lines(self, number: int) -> list[str]:
        return [
            self._t("ui.history.marriage", seat=self._seat(s),
                    suit=suit_word(suit, self.lang, self.style), points=pts)
            for s, suit, pts in self._marriages.get(number, [])
        ]
