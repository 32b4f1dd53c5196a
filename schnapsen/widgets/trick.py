"""Try out one trick: who takes it, why, and which answers the strict rules allow."""

from __future__ import annotations

import ipywidgets as W

from ..cards import Card, Suit, make_deck, parse_card
from ..deal import Trick
from ..errors import InvalidNotationError
from ..explain import explain_trick
from ..i18n import and_list, translate
from ..render import names_for, trick_svg
from ..render.text import Style
from ..rules import legal_responses, trick_winner
from ..variants import find_variant
from ._common import (
    Panel,
    card_name,
    card_option,
    engine_text,
    message_box,
    paragraphs,
    seat_name,
    show_message,
    suit_text,
)

__all__ = ["TrickExplorer"]

MAX_PLAYERS = 4
_DEFAULTS = ("KH", "AH", "QS", "TD")  # a lead and three answers (in every deck)


class TrickExplorer(Panel):
    """Pick a trump suit, a lead and the answers; see who takes the trick and why, and which
    answers a hand may give under the strict rules.

    Public parts: ``ui``, ``trump_select``, ``players_select``, ``card_selects`` (lead first),
    ``strict_checkbox``, ``hand_input``, ``picture``, ``result``, ``message``; after each
    change ``winner`` (seat, lead = 0; None when the trick is refused) and ``legal`` (the
    allowed answers from the hand, or None).
    """

    def __init__(
        self, variant: str = "at", trump: str | None = "C", style: Style = "german",
        lang: str = "en",
    ) -> None:
        self.variant = find_variant(variant)
        self.style: Style = style
        self.lang = lang
        self.deck = make_deck(self.variant.deck_size)
        self.winner: int | None = None
        self.legal: list[Card] | None = None
        t = self._t
        suits = [(suit_text(s, style, lang), s.letter) for s in Suit]
        self.trump_select = W.ToggleButtons(
            options=[*suits, (t("ui.trick.no_trump"), "")],
            value=trump or "",
            description=t("ui.trick.trump"),
            style={"button_width": "auto", "description_width": "initial"},
        )
        self.players_select = W.Dropdown(
            options=list(range(2, MAX_PLAYERS + 1)),
            value=2,
            description=t("ui.trick.players"),
            layout=W.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        options = [(card_option(c, style, lang), c.code) for c in self.deck]
        self.card_selects = [
            W.Dropdown(
                options=options,
                value=code,
                description=t("ui.trick.lead") if i == 0 else t("ui.trick.answer", number=i),
                layout=W.Layout(width="auto"),
                style={"description_width": "initial"},
            )
            for i, code in enumerate(_DEFAULTS)
        ]
        self.strict_checkbox = W.Checkbox(
            value=False, description=t("ui.trick.strict"), indent=False,
            layout=W.Layout(width="auto"),
        )
        self.hand_input = W.Text(
            value="",
            placeholder=t("ui.trick.hand.placeholder"),
            description=t("ui.trick.hand"),
            # every key sends the text (Enter alone may not reach the kernel in the browser);
            # half a card code at the end is not complained about until the next word
            continuous_update=True,
            style={"description_width": "initial"},
            layout=W.Layout(width="22em", max_width="100%"),
        )
        self.picture = W.HTML()
        self.result = W.HTML()
        self.message = message_box()
        self.cards_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.ui = W.VBox(
            [
                self.trump_select,
                W.HBox([self.players_select], layout=W.Layout(flex_flow="row wrap")),
                self.cards_box,
                self.picture,
                self.result,
                W.HBox([self.strict_checkbox, self.hand_input],
                       layout=W.Layout(flex_flow="row wrap", align_items="center")),
                self.message,
            ],
            layout=W.Layout(max_width="900px"),
        )
        self.ui.add_class("schnapsen-trick-explorer")
        for control in (self.trump_select, self.players_select, self.strict_checkbox,
                        self.hand_input, *self.card_selects):
            control.observe(lambda _change: self.update(), names="value")
        self.update()


    def _name(self, card: Card) -> str:
        return card_name(card, self.style, self.lang)

    def _names(self, cards: list[Card]) -> str:
        return and_list([self._name(c) for c in cards], self.lang)

    @property
    def trump(self) -> Suit | None:
        return Suit.parse(self.trump_select.value) if self.trump_select.value else None

    def _refuse(self, message: str) -> None:
        show_message(self.message, message)
        self.winner = None
        self.legal = None
        self.picture.value = ""
        self.result.value = ""

    def update(self) -> None:
        """Recompute everything from the controls (called on every change)."""
        n = int(self.players_select.value)
        self.cards_box.children = tuple(self.card_selects[:n])
        cards = [parse_card(s.value) for s in self.card_selects[:n]]
        for i, card in enumerate(cards):
            if card in cards[:i]:
                self._refuse(self._t("ui.trick.duplicate", card=self._name(card)))
                return
        trump = self.trump
        self.winner = trick_winner(cards, trump)
        trick = Trick(0, tuple(range(n)), tuple(cards), self.winner)
        names = [seat_name(s, None, self.lang) for s in range(n)]
        self.picture.value = trick_svg(trick, names, style=self.style, names=names_for(self.lang))
        why = explain_trick(trick, trump)
        lines = [
            self._t("ui.trick.winner", seat=names[self.winner],
                    card=self._name(cards[self.winner])),
            engine_text(why.key, why.params, self.lang, self.style),
        ]
        problem = self._answers(cards, trump, lines)
        self.result.value = paragraphs(lines, "schnapsen-trick-result")
        show_message(self.message, problem)

    def _answers(self, cards: list[Card], trump: Suit | None, lines: list[str]) -> str:
        """Add what the hand may answer to ``lines``; returns a problem with the hand or ""."""
        self.legal = None
        typed = self.hand_input.value.replace(",", " ")
        words = typed.split()
        if not words:
            return ""
        hand: list[Card] = []
        for i, word in enumerate(words):
            try:
                card = parse_card(word)
            except InvalidNotationError:
                typing = i == len(words) - 1 and not typed[-1:].isspace()
                if typing and (len(word) == 1 or word == "10"):
                    break  # the last code is still being typed
                return self._t("ui.trick.bad_card", text=word)
            if card not in self.deck:
                return self._t("ui.trick.not_in_deck", card=self._name(card),
                               variant=translate(f"variant.{self.variant.id}", self.lang))
            if card in cards[:-1]:
                return self._t("ui.trick.hand_in_trick", card=self._name(card))
            if card in hand:
                return self._t("ui.trick.duplicate", card=self._name(card))
            hand.append(card)
        if not hand:
            return ""
        before = cards[:-1]
        if self.strict_checkbox.value:
            self.legal = legal_responses(hand, before, trump, self.variant.strict_rules)
            lines.append(self._t("ui.trick.legal", cards=self._names(self.legal)))
        else:
            self.legal = list(hand)
            lines.append(self._t("ui.trick.open", cards=self._names(self.legal)))
        answer = cards[-1]
        if answer in hand:
            key = "ui.trick.answer_legal" if answer in self.legal else "ui.trick.answer_illegal"
            lines.append(self._t(key, card=self._name(answer)))
        return ""
