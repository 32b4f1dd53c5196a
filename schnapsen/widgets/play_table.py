"""The play widget's table part: the table picture, the reader's cards as picture buttons and
the action buttons (a marriage, the exchange, closing, a claim, the bids), with the question
before a claim the reader cannot win. Every button sends its move through the widget (``play``),
the engine says if it is legal; a button the rules do not allow now is grey, with the engine's
reason as its tooltip and, when clicked, in the message line."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from .. import kernel
from ..checks import check_close, check_exchange
from ..deal import Deal
from ..explain import Aim, contract_of, explain, names_only
from ..i18n import MESSAGES
from ..i18n.names import card_word
from ..kernel import CLOSE_DONE, CLOSE_GONE, EXCHANGE_CLOSED, EXCHANGE_DONE, claim_is_right
from ..moves import Move, MoveKind, strongest_first
from ..observation import Observation
from ..render import deal_html, names_for, table_svg
from ..render.text import Style
from ..rules import claim_marriage, claim_points
from ..stages import Stage
from ._common import card_name, card_picture, engine_text, style_box, suit_text, text
from .play_bidding import BID_KINDS, actions_key
from .play_look import CSS, ENTER_KEY  # the look, a part of its own

__all__ = ["PlayTable", "CSS", "ENTER_KEY"]

_CHOICES = (MoveKind.CALL, MoveKind.SWAP)  # many options: a dropdown and one button
_BIDDING = BID_KINDS - set(_CHOICES)  # one button each
# no button: refused for the rest of the deal (hu 28: a snapszer), or no card for it (R21)
_GONE = (CLOSE_DONE, CLOSE_GONE, EXCHANGE_CLOSED, kernel.EXCHANGE_TALON, kernel.EXCHANGE_CARD,
         kernel.SNAPSZER_TRICK, kernel.SNAPSZER_NONE)


def _drop(widget: Any) -> None:
    """Close a widget that is drawn no more, with its layout and style."""
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if part is not None:
            part.close()
    widget.close()


class PlayTable:
    """The table picture (``table``), the hand (``hand_row``: ``hand_box``, ``hand_buttons``:
    card code -> Button), the actions (``actions_row``: ``action_box``, ``action_buttons``:
    move text, or ``call`` / ``swap`` for the dropdown moves -> Button; ``action_choices``;
    both rows hidden once the deal is over), and the claim question
    (``question``: its text, ``claim_yes`` / ``claim_no`` buttons, and ``ask_claim``, the
    reader's switch to have it asked)."""

    def __init__(self, lang: str, play: Callable[[str], Any]) -> None:
        self.lang = lang
        self._play = play
        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.hand_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="flex-end"))
        self.action_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.pictures = style_box("")
        self.hand_buttons: dict[str, Any] = {}
        self.action_buttons: dict[str, Any] = {}
        self.action_choices: dict[str, Any] = {}
        t = self._t
        self.question = W.HTML()
        self.claim_yes = W.Button(description=t("ui.claim.anyway"), button_style="warning",
                                  layout=W.Layout(width="auto"))
        self.claim_no = W.Button(description=t("ui.claim.cancel"),
                                 layout=W.Layout(width="auto"))
        self.ask_claim = W.Checkbox(value=True, description=t("ui.claim.ask"), indent=False,
                                    layout=W.Layout(width="auto"))
        self.question_box = W.HBox([self.question, self.claim_yes, self.claim_no], layout=W.Layout(
            flex_flow="row wrap", align_items="center", display="none", max_width="100%"))
        # the hand and the actions: hidden once the deal is over (the revealed table shows
        # the cards left; the controls above start the next deal, the review follows below)
        self.hand_row = W.HBox([W.Label(t("ui.hand")), self.hand_box],
                               layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.actions_row = W.HBox([W.Label(t("ui.actions")), self.action_box, self.ask_claim],
                                  layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.box = W.VBox([self.table, self.hand_row, self.actions_row, self.question_box])

    def _t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    # -- the claim question ---------------------------------------------------------------
    def ask(self, question: str) -> None:
        """Show the one-line question before a claim ("" hides it)."""
        self.question.value = (f'<span role="alert">{html.escape(question)}</span>'
                               if question else "")
        self.question_box.layout.display = "flex" if question else "none"
        for b in (self.claim_yes, self.claim_no):
            b.disabled = not question

    def claim_question(self, deal: Deal, seat: int) -> str:
        """The question before a claim of ``seat`` short of the target (a marriage shown with
        it counted) and what a wrong claim costs; "" if switched off or the claim not legal."""
        if not self.ask_claim.value or Move.parse("claim") not in deal.legal_moves():
            return ""
        obs = deal.observation(seat)
        shown = claim_marriage(obs)
        points = claim_points(obs)  # the counted points and the marriage shown with the claim
        if claim_is_right(deal.variant, points):
            return ""
        key = "ui.claim.confirm.marriage" if shown else "ui.claim.confirm"
        target = deal.variant.target_points  # the shortfall, which a language may say
        mine = obs.partners or (seat,)  # a wrong claim's cost, the variant's (sl reader 37)
        others = sum(n for s, n in enumerate(obs.tricks_won) if s not in mine)
        return (self._t(key, points=points, target=target, short=max(target - points, 0)) + " "
                + self._t("ui.claim.cost" + (".opp" if deal.variant.players == 2 else ""),
                          gp=kernel.wrong_claim_game_points(deal.variant, others)))

    # -- drawing --------------------------------------------------------------------------
    def draw(self, deal: Deal, obs: Observation, seat: int, style: Style, names: list[str],
             message: Callable[[str, dict[str, Any]], str]) -> None:
        """The table as ``seat`` sees it (the whole deal once it is over), its cards and
        actions."""
        words = names_for(self.lang)
        if deal.is_over:
            # who won and why are the status lines' (said once): the caption keeps the points
            picture = deal_html(deal, seat=seat, reveal=True, style=style, seat_names=names,
                                names=words, message=message, result_words=False)
        else:
            picture = table_svg(deal, seat=seat, reveal=False, style=style, seat_names=names,
                                names=words, hand=False, label=words.table_yours)
        self.table.value = f'<div class="schnapsen-table-wrap">{picture}</div>'
        self._draw_hand(obs, style)
        self._draw_actions(deal, obs, style)
        self.hand_row.layout.display = "none" if deal.is_over else ""

    def _draw_hand(self, obs: Observation, style: Style) -> None:
        """The reader's cards as picture buttons: the button's text is the card's name (what a
        screen reader says), the picture its CSS background; playable cards are framed. Only
        the cards in the hand have a button: a card still held keeps its button (and the
        keyboard's focus), the button of a card that left the hand is closed, so that neither
        the page nor its saved state holds a button for a card not in the hand."""
        legal = {str(m) for m in obs.legal_moves}
        old = self.hand_buttons
        buttons: dict[str, Any] = {}
        rules: list[str] = []
        for card in obs.hand:
            ok = card.code in legal
            look = f"schnapsen-pic-{style}-{card.code}-{'legal' if ok else 'plain'}"
            name = card_name(card, style, self.lang)
            button = old.get(card.code)
            if button is None:
                button = W.Button()
                button.on_click(lambda _b, code=card.code: self._click(code))
            button.description = button.tooltip = name
            button.button_style = "success" if ok else ""
            button.disabled = obs.is_over
            button._dom_classes = ("schnapsen-card-pic", look,
                                   *(("schnapsen-legal",) if ok else ()))
            buttons[card.code] = button
            url = card_picture(card, style, self.lang, "legal" if ok else None)
            rules.append(f'.schnapsen-play .{look}{{background-image:url("{url}")}}')
        self.pictures.value = f"<style>{''.join(rules)}</style>"
        self.hand_buttons = buttons
        self.hand_box.children = tuple(buttons.values())
        for code, button in old.items():
            if code not in buttons:
                _drop(button)

    def _click(self, code: str) -> None:
        """A card clicked: played; the card's button leaves the hand, so the keyboard's focus
        goes on to the first card that may be played next (or the first card held)."""
        self._play(code)
        if code in self.hand_buttons:  # refused: the button stays, and the focus on it
            return
        held = list(self.hand_buttons.values())
        first = next((b for b in held if b.button_style == "success"), held[0] if held else None)
        if first is not None and not first.disabled:
            first.focus()

    def _button(self, deal: Deal, move: Move, label: str, legal: bool, style: Style,
                look: str = "info") -> Any:
        said = explain(deal, move)
        # the cards named without their codes: the buttons stand beside their pictures
        tooltip = engine_text(said.key, names_only(said.params), self.lang, style)
        # a contract's button (snapszer is one too) says what it asks, from its data
        contract = contract_of(deal, move)
        if contract is not None and said.legal and move.kind == MoveKind.SNAPSZER:
            tooltip = self._t("ui.snapszer.tooltip")  # the aim follows, from the data
        if contract is not None:
            tooltip += " " + self._t("ui.contract.aim", aim=Aim.of(contract, deal).said(self.lang))
        own = f"ui.action.pass.{deal.stage}.tooltip"
        if move.kind == MoveKind.PASS and own in MESSAGES:
            tooltip = self._t(own)  # what the pass means at this stage ("keep my cards")
        button = W.Button(description=label, tooltip=tooltip, button_style=look if legal else "",
                          layout=W.Layout(width="auto"))
        button.on_click(lambda _b, m=str(move): self._play(m))
        return button

    def _draw_actions(self, deal: Deal, obs: Observation, style: Style) -> None:
        v = deal.variant
        legal = list(obs.legal_moves)
        texts = {str(m) for m in legal}
        buttons: dict[str, Any] = {}
        choices: dict[str, Any] = {}
        for m in legal:
            if m.kind == MoveKind.MARRIAGE and m.card is not None:
                # the marriage's points as the engine's explanation of the move says them; the
                # card by its name, declined as the verb asks (cs "vynést zeleného krále")
                label = self._t("ui.action.marriage", points=explain(deal, m).params["points"],
                                card=card_word(m.card, self.lang, style))
                buttons[str(m)] = self._button(deal, m, label, True, style, "warning")
            elif m.kind in _BIDDING and obs.stage != Stage.PLAY:
                buttons[str(m)] = self._button(deal, m, self._move_label(m, style, obs.stage),
                                               True, style)
        for kind in _CHOICES:
            options = strongest_first(m for m in legal if m.kind == kind)
            if options:
                # the call's menu starts on a line asking for a card and its button is off
                # until one is chosen (issue 25: a press called a card the reader never chose)
                ask = [(self._t("ui.choice.call.prompt"), "")] if kind == MoveKind.CALL else []
                choice = W.Dropdown(
                    options=ask + [(self._choice_label(m, style), str(m)) for m in options],
                    value=(ask[0][1] if ask else str(options[0])),
                    description=self._t(f"ui.choice.{kind}"),
                    layout=W.Layout(width="auto"), style={"description_width": "initial"})
                button = W.Button(description=self._t(f"ui.action.{kind}"), button_style="info",
                                  layout=W.Layout(width="auto"), disabled=not choice.value)
                choice.observe(lambda ch, b=button: setattr(b, "disabled", not ch.new), "value")
                button.on_click(lambda _b, c=choice: c.value and self._play(c.value))
                choices[kind] = choice
                buttons[kind] = button
        if obs.stage == Stage.PLAY or deal.is_over:
            # shown where the variant has them, coloured when the rules allow the move now; a
            # grey one says why not in its tooltip and, clicked, in the message line (round 9:
            # a phone shows no tooltip); disabled once the deal is over
            extras = [name for name, has in (("x", v.has_exchange), ("close", v.has_closing),
                                             ("claim", v.has_claim),
                                             ("snapszer", v.has_play_contract)) if has]
            if obs.current_trick and not deal.is_over:
                # the reader only follows a card led: none of these is a follower's move, so
                # they leave the row until the next lead unless the rules allow one now (the
                # round-15 cs reader: grey buttons beside cards that could not be used)
                extras = [name for name in extras if name in texts]
            lasting = {"x": check_exchange(deal, obs.seat), "close": check_close(deal),
                       "snapszer": "snapszer" in extras and explain(deal, "snapszer")}
            extras = [n for n in extras if getattr(lasting.get(n), "key", None) not in _GONE]
            for name in extras:
                label = self._t(f"ui.action.{name}")
                if name == "claim" and name in texts and not deal.is_over:
                    # the button names the marriage whenever the claim shows one, as the
                    # result line then tells it (issue 22; round 33, cs: a plain "Dost (66)")
                    if shown := claim_marriage(obs):
                        label = self._t("ui.action.claim.marriage", marriage=shown)
                button = self._button(deal, Move.parse(name), label, name in texts, style)
                # the claim is off until the kernel allows it (hu reader 31: a live "Elég
                # (66)" before the first trick), the engine's reason in its tooltip
                button.disabled = deal.is_over or (name == "claim" and name not in texts)
                if name == "x" and deal.exchanged_by is not None:
                    # one exchange a deal, as the deal records it: once made, the button is
                    # off for good, and its tooltip says why (the engine's refusal: a closed
                    # or used-up talon first, else "already exchanged"; a click reaching
                    # the widget shows it in the message line too)
                    button.disabled = True
                    refusal = explain(deal, Move.parse(name))
                    if refusal.key == EXCHANGE_DONE:
                        button.tooltip = engine_text(refusal.key, refusal.params, self.lang,
                                                     style)
                buttons[name] = button
        for gone in (*self.action_buttons.values(), *self.action_choices.values()):
            _drop(gone)  # drawn anew: the old ones leave the page's saved state too
        self.action_buttons = buttons
        self.action_choices = choices
        row: list[Any] = []
        for key, button in buttons.items():
            if key in choices:
                row.append(choices[key])
            row.append(button)
        self.action_box.children = tuple(row)
        self.actions_row.children[0].value = self._t(actions_key(legal))  # hu "Adumondás:"
        self.ask_claim.layout.display = "" if "claim" in buttons else "none"
        # a row with no button (the reader following a card led) is not shown at all
        self.actions_row.layout.display = "" if row and not deal.is_over else "none"

    def _move_label(self, m: Move, style: Style, stage: Stage | None = None) -> str:
        """A bidding move's button; a pass by what it means at ``stage`` where the catalogue
        says it ("Keep my cards" at the blind exchange, not "Pass")."""
        own = f"ui.action.pass.{stage}"
        if m.kind == MoveKind.PASS and stage is not None and own in MESSAGES:
            return self._t(own)
        if m.kind == MoveKind.TRUMP:
            assert m.suit is not None
            return self._t("ui.action.trump", suit=suit_text(m.suit, style, self.lang))
        if m.kind == MoveKind.CONTRACT:
            return engine_text("ui.action.contract", {"contract": m.name}, self.lang)
        return self._t(f"ui.action.{m.kind}")

    def _choice_label(self, m: Move, style: Style) -> str:
        if m.kind == MoveKind.CALL:
            assert m.card is not None
            return card_name(m.card, style, self.lang)
        if not m.cards:
            return self._t("ui.choice.swap.none")
        return ", ".join(card_name(c, style, self.lang) for c in m.cards)
