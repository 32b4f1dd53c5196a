"""The play widget's controls: the tradition, the card style, the opponents, the reader's
seat, a match or a single deal (and the match's target), the deal or match number, "New
deal" / "New match" and "Next deal".

The controls only say what the reader chose; the widget deals (``on_start``), goes on with a
match (``on_next``), redraws (``on_style``) and makes new bots (``on_bot``) when they change.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as W

from ..bots import Bot
from ..explain import contract_word
from ..i18n.base import capitalised
from ..render.text import Style
from ..variants import VARIANTS, Variant, find_variant, shared_source_rules
from ._common import seat_name, text, variant_ids
from .play_bots import (
    BOTS,
    bot_choice,
    bot_contract,
    bot_name,
    bot_names,
    bot_note,
    bots_label,
    has_bidding,
)

# the opponent menu's helpers live in .play_bots (imported from here as well)
__all__ = ["PlayControls", "TableRule", "BOTS", "SEED_RANGE", "bot_note", "bots_label",
           "has_bidding"]

SEED_RANGE = 1_000_000


@dataclass(frozen=True)
class TableRule:
    """A rule the reader may switch at the table: a checkbox labelled with the catalogue
    message ``label`` which, ticked, plays the chosen game with the variant ``options``
    changed (:meth:`~schnapsen.variants.Variant.with_options`), e.g. a page's "as the source
    says" next to the book's default. The box shows only for a game whose rules the options
    change (a game that already plays that way has nothing to switch; the exchange's options
    change nothing in a game without the exchange). ``ticked``: the box is ticked when the
    table opens (every table opens on the rules its chapter teaches, the box unticked; the
    source's reading is one tick away). ``variants``: the games
    the box applies to (empty: every game of the table's menu), for a source's rule that holds
    in one of its games only (the Hungarian source's light duty to follow, in the game for two)."""

    label: str
    options: Mapping[str, Any] = field(default_factory=dict)
    ticked: bool = False
    variants: tuple[str, ...] = ()

    @classmethod
    def source(cls, *variants: str | Variant, ticked: bool = False) -> TableRule:
        """The box "as the source says" of ``variants`` (ids or regional names): their
        tradition's source rules (:attr:`~schnapsen.variants.Variant.source_rules`) under their
        label, for those games only, unticked unless ``ticked`` is true: a table opens on the
        rules its chapter teaches (round 39: the Hungarian and Czech chapters state their rules
        once, as the book's table plays them, and readers asked for one rule set; until then
        their tables opened on the sources' reading). Several games make one box when their source
        rules and label are the same (the Slovenian source's caller rule, in the games for
        three to five). A variant whose source the book's rules follow has no such box, and
        games whose source rules differ share none: an error."""
        found = shared_source_rules(*variants)
        return cls(found[0].source_rules_label, found[0].source_options(), ticked=ticked,
                   variants=tuple(v.id for v in found))

    def changes(self, variant: Variant) -> bool:
        """Whether ticking the box changes ``variant``'s rules."""
        if self.variants and variant.id not in self.variants:
            return False
        current = variant.options()
        return any(current.get(k) != v for k, v in self.options.items()
                   if variant.has_exchange or not k.startswith("exchange_"))


def _row() -> Any:  # a layout of its own for each box (match_box is hidden alone)
    return W.Layout(flex_flow="row wrap", align_items="center", max_width="100%")


class PlayControls:
    """The menus and buttons above the table (``box``); see the module's docstring."""

    def __init__(self, lang: str, variant: str, variants: list[str] | tuple[str, ...],
                 seed: int | None, style: Style, bot: str, seat: int,
                 rules: Sequence[TableRule] = ()) -> None:
        self.lang = lang
        self.rng = random.Random(seed)
        self.on_start: Callable[[], None] = lambda: None
        self.on_next: Callable[[], None] = lambda: None
        self.on_style: Callable[[], None] = lambda: None
        self.on_bot: Callable[[], None] = lambda: None
        self.quiet = False
        self.typed = False  # a deal number typed and loaded, not yet played
        ids, first = variant_ids(variant, variants)
        t = self._t
        self.variant_select = W.Dropdown(options=[(capitalised(t(f"variant.{i}")), i) for i in ids],
                                         value=first, description=t("ui.tradition"))
        self.style_select = W.Dropdown(
            options=[(t("ui.style.german"), "german"), (t("ui.style.french"), "french")],
            value=style, description=t("ui.style"))
        self.bot_select = W.Dropdown(options=self.bot_options(VARIANTS[first]),
                                     value=bot_choice(bot, VARIANTS[first]),
                                     description=t(bots_label(VARIANTS[first])))
        self.new_button = W.Button(description=t("ui.new_deal"),
                                   tooltip=t("ui.new_deal.tooltip"),
                                   layout=W.Layout(width="auto"))
        # every key sends the number (Enter alone may not reach the kernel in the browser)
        self.seed_input = W.IntText(
            value=seed if seed is not None else self.rng.randrange(SEED_RANGE),
            description=t("ui.seed"), tooltip=t("ui.seed.tooltip"), continuous_update=True,
            layout=W.Layout(width="11em"), style={"description_width": "initial"})
        players = VARIANTS[first].players
        self.seat_select = W.Dropdown(options=self.seat_options(first),
                                      value=seat if 0 <= seat < players else 0,
                                      description=t("ui.seat_choice"))
        self.match_checkbox = W.Checkbox(value=False, description=t("ui.match"), indent=False,
                                         layout=W.Layout(width="auto"))
        self.target_select = W.Dropdown(description=t("ui.match.target"))
        self.rules = tuple(rules)
        for rule in self.rules:  # a wrong option name or value fails here, not at a click
            find_variant(first).with_options(**rule.options)
        self.rule_boxes = [W.Checkbox(value=rule.ticked, description=t(rule.label), indent=False,
                                      layout=W.Layout(width="auto", max_width="100%"))
                           for rule in self.rules]
        self.next_button = W.Button(description=t("ui.next_deal"), button_style="primary",
                                    layout=W.Layout(width="auto"))
        for control in (self.variant_select, self.style_select, self.bot_select,
                        self.seat_select, self.target_select):
            control.layout = W.Layout(width="auto", max_width="100%")
            control.style = {"description_width": "initial"}
        # what the chosen opponent does, under the menu (which shows its short name whole)
        self.bot_note = W.HTML(layout=W.Layout(max_width="100%", margin="0 0 0 0.5em"))
        self._note_bot()
        self.match_box = W.HBox([self.target_select, self.next_button], layout=_row())
        self.box = W.VBox([
            W.HBox([self.variant_select, self.style_select, self.bot_select], layout=_row()),
            self.bot_note,
            W.HBox([self.seat_select, self.match_checkbox, self.new_button, self.seed_input],
                   layout=_row()),
            *(W.HBox([box], layout=_row()) for box in self.rule_boxes),
            self.match_box,
        ])
        self.variant_select.observe(self._on_variant, names="value")
        self.seed_input.observe(self._on_seed, names="value")
        for control in (self.seat_select, self.match_checkbox, self.target_select,
                        *self.rule_boxes):
            control.observe(self._on_restart, names="value")
        self.style_select.observe(lambda _change: self.on_style(), names="value")
        self.bot_select.observe(self._on_bot, names="value")
        self.new_button.on_click(self._on_new)
        self.next_button.on_click(lambda _b: self.on_next())

    def _t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    @property
    def style(self) -> Style:
        return "french" if self.style_select.value == "french" else "german"

    @property
    def variant(self) -> Variant:
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

    def seat_options(self, variant: str) -> list[tuple[str, int]]:
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

    def _quietly(self, change: Callable[[], None]) -> None:
        self.quiet = True
        try:
            change()
        finally:
            self.quiet = False

    def _on_new(self, _button: Any = None) -> None:
        if self.typed:  # the number just typed is already dealt: keep it
            self.typed = False
            return
        self._quietly(lambda: setattr(self.seed_input, "value",
                                      self.rng.randrange(SEED_RANGE)))
        self.on_start()

    def _on_seed(self, _change: Any = None) -> None:
        if not self.quiet:
            self.on_start()
            self.typed = True

    def bot_options(self, variant: Variant) -> list[tuple[str, str]]:
        """The opponent menu's entries for ``variant`` (:func:`bot_names`), each by its short
        name (:func:`bot_name`)."""
        return [(self._t(bot_name(name)), name) for name in bot_names(variant)]

    def _note_bot(self) -> None:
        """Say under the menu what the chosen opponent does in the chosen game, in its own
        sentence (:func:`bot_note`), unless its name says it all (the random bot)."""
        key = bot_note(self.bot_select.value, self.variant)
        contract = bot_contract(self.variant)
        said = self._t(key, contract=contract_word(contract, self.lang) if contract else "") \
            if key else ""
        self.bot_note.value = ("" if not said else
                               f'<span style="font-size:0.85em">{html.escape(said)}</span>')

    def _on_bot(self, _change: Any = None) -> None:
        self._note_bot()
        if not self.quiet:
            self.on_bot()

    def _on_variant(self, _change: Any = None) -> None:
        variant = self.variant
        players = variant.players

        def change() -> None:
            seat = self.seat_select.value
            self.seat_select.options = self.seat_options(self.variant_select.value)
            self.seat_select.value = seat if seat < players else 0
            bot = self.bot_select.value
            self.bot_select.options = self.bot_options(variant)
            self.bot_select.value = bot_choice(bot, variant)
            self.bot_select.description = self._t(bots_label(variant))
        self._quietly(change)
        self._note_bot()
        self.on_start()

    def _on_restart(self, _change: Any = None) -> None:
        if not self.quiet:
            self.on_start()

    def settings(self) -> tuple[Variant, int, int, bool]:
        """The variant, the reader's seat, the deal (or match) number and whether a match is
        played; the labels of the new-deal button and the number follow the last."""
        self.typed = False
        variant = self.variant
        seat = self.seat_select.value if 0 <= self.seat_select.value < variant.players else 0
        in_match = bool(self.match_checkbox.value)
        t = self._t
        self.new_button.description = t("ui.new_match" if in_match else "ui.new_deal")
        self.new_button.tooltip = t("ui.new_match.tooltip" if in_match
                                    else "ui.new_deal.tooltip")
        self.seed_input.description = t("ui.match.seed" if in_match else "ui.seed")
        self.seed_input.tooltip = t("ui.match.seed.tooltip" if in_match else "ui.seed.tooltip")
        if in_match:
            targets = variant.match.targets or (variant.match.target,)

            def change() -> None:
                if tuple(self.target_select.options) != tuple(targets):
                    self.target_select.options = list(targets)
                    self.target_select.value = variant.match.target
            self._quietly(change)
            self.target_select.layout.display = "" if len(targets) > 1 else "none"
            # a countdown starts from the number and goes down to 0; the others play up to it
            self.target_select.description = t("ui.match.start" if variant.match.kind
                                               == "countdown" else "ui.match.target")
        self.match_box.layout.display = "" if in_match else "none"
        return variant, seat, int(self.seed_input.value), in_match

    def bots(self, seed: int, players: int, seat: int) -> dict[int, Bot]:
        """The chosen opponents for every seat but the reader's, seeded from the deal."""
        kind = BOTS[self.bot_select.value]
        return {s: kind(seed * 8 + s) for s in range(players) if s != seat}
