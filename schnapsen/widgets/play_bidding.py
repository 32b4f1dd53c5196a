"""The play widget's bidding part: who said what before the card play (and snapszer, kontra
and rekontra announced in it), in words, in the order said.

It holds no rules: each line is the engine's past-tense log message of the move
(:func:`schnapsen.explain.log_message`), or, for a pass, what the pass declined at that stage
of the bidding (the stage is the deal's).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as W

from ..deal import Deal
from ..explain import log_message
from ..i18n import MESSAGES
from ..moves import Move, MoveKind
from ..render.text import Style
from ..variants.base import Variant, trump_key
from ._common import engine_text, paragraphs, text

__all__ = ["BID_KINDS", "PlayBidding", "actions_key", "is_bid"]

#: the kinds of bidding move: every move of a bidding stage, and snapszer announced in the
#: play; they are told in the bidding history, not in the status lines
BID_KINDS = frozenset({
    MoveKind.TRUMP, MoveKind.TURN, MoveKind.CALL, MoveKind.SWAP, MoveKind.CONTRACT,
    MoveKind.SNAPSZER, MoveKind.KONTRA, MoveKind.REKONTRA, MoveKind.PASS,
})


def is_bid(move: Move) -> bool:
    """A move of the bidding (made before the play, or raising the stakes in play)."""
    return move.kind in BID_KINDS


#: a round of the bidding that offers a pass beside its bids (kontra, rekontra, a contract)
_ROUND_KINDS = frozenset({MoveKind.CONTRACT, MoveKind.SNAPSZER, MoveKind.KONTRA,
                          MoveKind.REKONTRA, MoveKind.PASS})


def actions_key(moves: Iterable[Move]) -> str:
    """The label of the actions row for the buttons of ``moves``: what they do where the
    only ones are trump buttons (hu "Adumondás:", not "Lépések:"), the reader's decision
    where they are a round of the bidding with its pass (hu reader, round 22: "Lépések:" over
    "Rekontra / Passz"), else the row's own."""
    kinds = {m.kind for m in moves}
    if kinds == {MoveKind.TRUMP}:
        return "ui.actions.trump"
    if MoveKind.PASS in kinds and kinds <= _ROUND_KINDS:
        return "ui.actions.bid"
    return "ui.actions"


def _pass_key(key: str, stage: str) -> str:
    """The bidding line of a pass: what it declined at ``stage`` ("announced no contract",
    "did not double"), or the stage in brackets where the catalogue has no such line."""
    specific = f"{key}.{stage}"
    return specific if specific in MESSAGES else key


def _your_bid(move: Move, variant: Variant) -> tuple[str, dict[str, Any]]:
    """The reader's own bid in a sentence of its own kind ("You called the Ace of Hearts.",
    sl "Rufal si srčnega asa.", "Za aduta si določil bučo."): the move's card, suit, cards or
    contract as the sentence's names; "You chose: …" for a kind with no sentence."""
    kind = str(move.kind)
    if move.kind == MoveKind.SWAP and not move.cards:
        kind = "swap.none"
    key = trump_key(f"ui.bidding.you.{kind}", variant)  # sl "Rufal si pik."
    if key not in MESSAGES:
        return "ui.bidding.you", {"choice": move}
    params: dict[str, Any] = {}
    if move.card is not None:
        params["card"] = move.card
    if move.suit is not None:
        params["suit"] = move.suit
    if move.kind == MoveKind.SWAP:
        params["cards"] = list(move.cards)
    if move.kind == MoveKind.CONTRACT:
        params["contract"] = move.name
    return key, params


class PlayBidding:
    """Every bid of the deal (trump, call, exchange, contract, kontra, pass), in order, and
    its HTML (``box``; empty in a game without bidding)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        #: (seat, log key, parameters); the reader's own with its move
        self.bids: list[tuple[int, str, dict[str, Any]]] = []
        self.box = W.HTML()

    def reset(self) -> None:
        self.bids = []

    def note(self, deal: Deal, seat: int, move: Move, me: int,
             seat_label: str) -> tuple[int, str, dict[str, Any]] | None:
        """The bidding line of ``move`` of ``seat`` (about to be made in ``deal``), None when
        it is no bid: the reader's (``me``) as "You chose ...", another seat's by its log
        message with ``seat_label`` as its name. :meth:`add` records it once it is made."""
        if not is_bid(move):
            return None
        stage = str(deal.stage)
        if seat == me:
            if move.kind == MoveKind.PASS:
                return seat, _pass_key("ui.bidding.you_pass", stage), {"stage": stage}
            key, params = _your_bid(move, deal.variant)
            if move.kind == MoveKind.SWAP and move.cards:
                # the cards the reader will get blind are named once the swap is made (hr
                # reader, round 20: "S talonom ste zamijenili zelenog dečka." named no card got)
                params["held"] = list(deal.hand(me))
            return seat, key, params
        if move.kind == MoveKind.PASS:
            return seat, _pass_key("ui.bidding.pass", stage), {"seat": seat_label,
                                                               "stage": stage}
        key, params = log_message(deal, move)
        params["seat"] = seat_label
        return seat, key, params

    def add(self, line: tuple[int, str, dict[str, Any]] | None, deal: Deal | None = None,
            me: int | None = None) -> None:
        """Record a bid's line once its move is made in ``deal``. Another seat's turned trump
        (``log.turn``) is told with the card turned up, which every seat has seen (hr
        "Igrač 2 traži da se za adut okrene sljedeća karta, zelena desetka."): the card of
        the trump suit the seat is now known to hold, as the reader (``me``) sees it."""
        if line is None:
            return
        seat, key, params = line
        if key == "log.turn" and deal is not None and me is not None and deal.trump is not None:
            known = deal.observation(me).known_cards.get(seat, ())
            turned = [c for c in known if c.suit == deal.trump]
            if turned:
                line = seat, "log.turn.card", {**params, "card": turned[-1]}
        elif key == "ui.bidding.you.swap" and deal is not None and me is not None:
            held = params.pop("held", [])
            got = [c for c in deal.hand(me) if c not in held]
            if got:
                line = seat, "ui.bidding.you.swap.got", {**params, "got": got}
        elif key == "ui.bidding.you.turn" and deal is not None and me is not None:
            # the reader's own turn names the card too (hr reader, round 20)
            up = deal.observation(me).turned_up
            if up and deal.trump is not None:
                line = seat, "ui.bidding.you.turn.card", {"card": up[-1], "suit": deal.trump}
        self.bids.append(line)

    def draw(self, style: Style) -> None:
        """Who said what in the bidding, in words (nothing in a game without bidding)."""
        if not self.bids:
            self.box.value = ""
            return
        lines = [engine_text(key, params, self.lang, style) for _seat, key, params in self.bids]
        self.box.value = paragraphs(lines, "schnapsen-bidding", text("ui.bidding", self.lang))
