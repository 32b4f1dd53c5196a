"""Play a whole deal against bots.

The widget holds a :class:`~schnapsen.Deal` and draws what the reader's seat may see
(``deal.observation(seat)`` and ``table_svg(..., reveal=False)``). Every click is sent to
``deal.play``; a move the rules forbid shows the engine's explanation and changes nothing.
The bots get only their own seat's observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

import ipywidgets as W

from ..bots import Bot, HeuristicBot, RandomBot
from ..deal import Deal
from ..errors import IllegalMoveError
from ..explain import explain, format_message, log_message
from ..moves import Move, MoveKind
from ..observation import Observation
from ..render import deal_html, names_for, table_svg
from ..render.text import Style
from ..stages import Stage
from ..variants import VARIANTS, find_variant
from ._common import (
    Panel,
    card_label,
    card_name,
    engine_text,
    message_box,
    paragraphs,
    seat_name,
    show_message,
    suit_name,
    suit_text,
)

__all__ = ["PlayWidget", "TWO_PLAYER"]

#: The traditions offered by default: the two-player variants.
TWO_PLAYER: tuple[str, ...] = tuple(k for k, v in VARIANTS.items() if v.players == 2)
BOTS: dict[str, Callable[[int | None], Bot]] = {"heuristic": HeuristicBot, "random": RandomBot}
SEED_RANGE = 1_000_000
HISTORY = 6  # tricks listed in the history
_BIDDING = ("trump", "turn", "contract", "snapszer", "kontra", "rekontra", "pass")
_CHOICES = ("call", "swap")  # many options: a dropdown and one button
_CARD_W = "4.2em"  # the narrowest hand button; labels such as "10 Acorns" widen it


class PlayWidget(Panel):
    """A deal against bots: pick a tradition, card style and opponent, then click cards.

    Public parts (for pages and tests): ``deal``, ``ui`` (the widget to display),
    ``hand_buttons`` (card code -> Button), ``action_buttons`` (move text, or ``call`` /
    ``swap`` for the dropdown moves -> Button), ``action_choices`` (``call`` / ``swap`` ->
    Dropdown), ``message``, ``status``, ``history``, ``table``, ``new_button``,
    ``seed_input``, ``variant_select``, ``style_select``, ``bot_select``.
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
    ) -> None:
        self.lang = lang
        self._seat_pref = seat
        self.seat = seat
        self._rng = random.Random(seed)
        ids = [find_variant(v).id for v in (variants or TWO_PLAYER)]
        first = find_variant(variant).id
        if first not in ids:
            ids.insert(0, first)
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
        self.seed_input = W.IntText(
            value=first_seed,
            description=t("ui.seed"),
            tooltip=t("ui.seed.tooltip"),
            layout=W.Layout(width="12em"),
        )
        for control in (self.variant_select, self.style_select, self.bot_select):
            control.layout = W.Layout(width="auto")
            control.style = {"description_width": "initial"}
        self.seed_input.style = {"description_width": "initial"}

        self.table = W.HTML()
        self.hand_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.action_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.message = message_box()
        self.status = W.HTML()
        self.history = W.HTML()
        self.hand_buttons: dict[str, Any] = {}
        self.action_buttons: dict[str, Any] = {}
        self.action_choices: dict[str, Any] = {}
        # the other players' moves since the reader's last one: (log key, parameters),
        # rendered at each refresh so that a change of card style renames their cards
        self._log: list[tuple[str, dict[str, Any]]] = []
        self._bots: dict[int, Bot] = {}
        self._quiet = False

        controls = W.HBox(
            [self.variant_select, self.style_select, self.bot_select, self.new_button,
             self.seed_input],
            layout=W.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.ui = W.VBox(
            [
                controls,
                self.table,
                W.HBox(
                    [W.Label(t("ui.hand")), self.hand_box], layout=W.Layout(align_items="center")
                ),
                W.HBox(
                    [W.Label(t("ui.actions")), self.action_box],
                    layout=W.Layout(align_items="center"),
                ),
                self.message,
                self.status,
                self.history,
            ],
            layout=W.Layout(max_width="900px"),
        )
        self.ui.add_class("schnapsen-play")

        self.variant_select.observe(self._on_restart, names="value")
        self.seed_input.observe(self._on_restart, names="value")
        self.style_select.observe(lambda _change: self._refresh(), names="value")
        self.bot_select.observe(lambda _change: self._make_bots(), names="value")
        self.new_button.on_click(self._on_new)
        self._start()

    # -- display --------------------------------------------------------------------------

    @property
    def style(self) -> Style:
        return "french" if self.style_select.value == "french" else "german"

    # -- starting deals -------------------------------------------------------------------
    def _on_new(self, _button: Any = None) -> None:
        self._quiet = True
        try:
            self.seed_input.value = self._rng.randrange(SEED_RANGE)
        finally:
            self._quiet = False
        self._start()

    def _on_restart(self, _change: Any = None) -> None:
        if not self._quiet:
            self._start()

    def _start(self) -> None:
        variant = VARIANTS[self.variant_select.value]
        self.seat = self._seat_pref if 0 <= self._seat_pref < variant.players else 0
        self.deal = Deal.new(variant, seed=int(self.seed_input.value))
        self._make_bots()
        self._log = []
        show_message(self.message, "")
        self._run_bots()
        self._refresh()

    def _make_bots(self) -> None:
        kind = BOTS[self.bot_select.value]
        seed = int(self.seed_input.value)
        players = self.deal.variant.players
        self._bots = {s: kind(seed * 8 + s) for s in range(players) if s != self.seat}

    # -- moves ----------------------------------------------------------------------------
    def play(self, move: Move | str) -> bool:
        """Send the reader's move to the engine; on a legal move let the bots answer.
        Returns whether the move was made (an illegal one shows why in ``message``)."""
        try:
            self.deal.play(move)
        except IllegalMoveError as err:
            show_message(self.message, engine_text(err.key, err.params, self.lang, self.style))
            return False
        show_message(self.message, "")
        self._log = []
        self._run_bots()
        self._refresh()
        return True

    def _run_bots(self) -> None:
        deal = self.deal
        while deal.to_move is not None and deal.to_move != self.seat:
            s = deal.to_move
            move = self._bots[s].choose(deal.observation(s))
            if move.kind != MoveKind.CARD:  # cards show on the table and in the history
                # past tense; a blind exchange says only how many cards went
                key, params = log_message(deal, move)
                params["seat"] = self._seat(s)
                self._log.append((key, params))
            deal.play(move)

    # -- drawing --------------------------------------------------------------------------
    def _seat(self, s: int) -> str:
        return seat_name(s, self.seat, self.lang)

    def _refresh(self) -> None:
        deal = self.deal
        obs = deal.observation(self.seat)
        names = [self._seat(s) for s in range(deal.variant.players)]
        if deal.is_over:
            picture = deal_html(deal, seat=self.seat, reveal=True, style=self.style,
                                seat_names=names, names=names_for(self.lang),
                                message=partial(format_message, lang=self.lang,
                                                style=self.style))
        else:
            picture = table_svg(deal, seat=self.seat, reveal=False, style=self.style,
                                seat_names=names, names=names_for(self.lang))
        self.table.value = f'<div style="overflow-x:auto">{picture}</div>'
        self._draw_hand(obs)
        self._draw_actions(obs)
        self.status.value = paragraphs(self._status_lines(obs))
        self.history.value = self._history_html(obs)

    def _draw_hand(self, obs: Observation) -> None:
        legal = {str(m) for m in obs.legal_moves}
        buttons: dict[str, Any] = {}
        for card in obs.hand:
            button = W.Button(
                description=card_label(card, self.style, self.lang),
                tooltip=card_name(card, self.style, self.lang),
                button_style="success" if card.code in legal else "",
                disabled=obs.is_over,
                layout=W.Layout(width="auto", min_width=_CARD_W),
            )
            button.on_click(lambda _b, code=card.code: self.play(code))
            buttons[card.code] = button
        self.hand_buttons = buttons
        self.hand_box.children = tuple(buttons.values())

    def _button(self, move: Move, label: str, legal: bool, style: str = "info") -> Any:
        said = explain(self.deal, move)
        button = W.Button(
            description=label,
            tooltip=engine_text(said.key, said.params, self.lang, self.style),
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
            # always offered where the variant has them, so that the reader can ask why not
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
                button.disabled = deal.is_over
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
        return ", ".join(card_label(c, self.style, self.lang) for c in m.cards)

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
                seats = self._t("ui.result.and").join(self._seat(s) for s in result.winners)
                head = self._t(
                    "ui.result.others_won",
                    seats=seats,
                    game_points=gp,
                )
            reason = engine_text("result." + result.reason, params, self.lang, self.style)
            return [head, reason, *self._log_lines(), self._t("ui.result.again")]
        lines = [
            self._t("ui.status.your_turn")
            if obs.to_move == self.seat
            else self._t("ui.status.to_move", seat=self._seat(obs.to_move or 0)),
            self._t("ui.status.points", points=obs.my_points),
        ]
        if obs.pending_points:
            lines.append(self._t("ui.status.pending", points=obs.pending_points))
        if obs.trump is None:
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
                            {"contract": obs.contract, "seat": self._seat(obs.contract_seat)},
                            self.lang)
            )
        return lines + self._log_lines()

    def _log_lines(self) -> list[str]:
        return [engine_text(key, params, self.lang, self.style) for key, params in self._log]

    def _history_html(self, obs: Observation) -> str:
        tricks = obs.tricks
        head = self._t("ui.history")
        if not tricks:
            return paragraphs([self._t("ui.history.none")], "schnapsen-history", head)
        lines = []
        if len(tricks) > HISTORY:
            lines.append(self._t("ui.history.more", count=len(tricks) - HISTORY))
        start = max(0, len(tricks) - HISTORY)
        for number, trick in enumerate(tricks[start:], start=start + 1):
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
        return paragraphs(lines, "schnapsen-history", head)
