"""Why a move is illegal, what a legal move does, and why a trick went as it did.

Every explanation is a message key with parameters; :func:`format_message` renders it from
the English catalogue here (the book's five-language catalogues use the same keys).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import CARDS, SUIT_MASK, Card, Rank, Suit
from .i18n import MESSAGES, translate
from .i18n.names import CardWord, Word, Words, form, rank_key, suit_key
from .i18n.names import card_key as _card_key
from .i18n.names import card_word as _card_word
from .i18n.names import rank_word as _rank_word
from .i18n.names import suit_word as _suit_word
from .moves import Move

if TYPE_CHECKING:
    from .deal import Deal, Trick

__all__ = [
    "Explanation",
    "explain",
    "explain_trick",
    "format_message",
    "log_message",
    "MESSAGES",
    "why_illegal",
    "card_name",
    "suit_name",
    "rank_name",
    "move_name",
    "move_label",
    "contract_name",
]

# parameters whose text values are contract names, and the stage of the bidding
_CONTRACT_PARAMS = ("contract", "current", "contracts")
_MOVE_LIST_MAX = 12


def suit_name(suit: Suit, lang: str = "en", style: str = "german") -> str:
    """A suit's name in the reader's language and deck style (``Bells`` / ``Diamonds``)."""
    return form(suit_key(suit, style), lang)


def rank_name(rank: Rank, lang: str = "en", style: str = "german") -> str:
    """A rank's name in the reader's language and deck style (``Ober`` / ``Queen``)."""
    return form(rank_key(rank, style), lang)


def card_name(card: Card, lang: str = "en", style: str = "german") -> str:
    """A card's name (``Ober of Hearts``, or ``Queen of Hearts`` in the French style)."""
    return form(_card_key(card, style), lang)


def contract_name(name: str, lang: str = "en") -> str:
    """A contract's name for readers (``snops`` -> ``Šnops``); unknown names stay as given."""
    if name in ("", "-"):
        return translate("contract.none", lang)
    key = f"contract.{name}"
    text = translate(key, lang)
    return name if text.startswith(key) else text


def move_name(move: Move | str, lang: str = "en", style: str = "german") -> str:
    """What a kind of move is called (``Claiming 66``, ``Closing the talon``): no notation."""
    kind = Move.parse(move).kind
    return translate(f"move.name.{kind}", lang)


def move_label(move: Move | str, lang: str = "en", style: str = "german") -> str:
    """One particular move in words (``Hearts as trump``, ``calling the Ten of Leaves``)."""
    m = Move.parse(move)
    kind = m.kind
    if kind in ("card", "call") and m.card is not None:
        return translate(f"move.label.{kind}", lang, card=_card_word(m.card, lang, style))
    if kind == "m" and m.card is not None:
        return translate("move.label.m", lang, suit=_suit_word(m.card.suit, lang, style),
                         card=_card_word(m.card, lang, style))
    if kind == "trump" and m.suit is not None:
        return translate("move.label.trump", lang, suit=_suit_word(m.suit, lang, style))
    if kind == "swap":
        cards = Words([_card_word(c, lang, style) for c in m.cards], lang)
        return translate("move.label.swap", lang, cards=cards)
    if kind == "contract":
        return translate("move.label.contract", lang, contract=contract_name(m.name, lang))
    name = translate(f"move.name.{kind}", lang)
    return name[:1].lower() + name[1:]


def _moves_text(moves: tuple[Move, ...] | list[Move], lang: str, style: str) -> str:
    shown = [move_label(m, lang, style) for m in moves[:_MOVE_LIST_MAX]]
    if len(moves) > _MOVE_LIST_MAX:
        shown.append(translate("move.list.more", lang, count=len(moves) - _MOVE_LIST_MAX))
    return translate("move.list.sep", lang).join(shown)


@dataclass(frozen=True)
class _CardName:
    """A card named without its text code (``Ober of Acorns``), for log lines."""

    card: Card


def _name(value: Any, lang: str = "en", style: str = "german") -> Any:
    """A message parameter as the catalogues want it: names as :class:`Word` values (so a
    translation may decline them, ``{card.acc}``), counts as numbers, the rest as text."""
    if isinstance(value, _CardName):
        return _card_word(value.card, lang, style)
    if isinstance(value, Card):
        return CardWord(value, lang, style)
    if isinstance(value, Suit):
        return _suit_word(value, lang, style)
    if isinstance(value, Rank):
        return _rank_word(value, lang, style)
    if isinstance(value, Move):
        return move_label(value, lang, style)
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, Move) for v in value):
            return _moves_text(value, lang, style)
        words = [_name(v, lang, style) for v in value]
        if words and all(isinstance(w, Word) for w in words):
            return Words(words, lang)
        return ", ".join(str(w) for w in words)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return str(value)


def _param(key: str, value: Any, lang: str, style: str) -> Any:
    if key in _CONTRACT_PARAMS:
        if isinstance(value, str):
            return contract_name(value, lang)
        if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            return ", ".join(contract_name(v, lang) for v in value)
    if key == "stage" and isinstance(value, str):
        text = translate(f"stage.{value}", lang)
        return value if text.startswith("stage.") else text
    if key == "move_name" and isinstance(value, (Move, str)):
        try:
            return move_name(value, lang, style)
        except ValueError:
            return str(value)
    return _name(value, lang, style)


def format_message(
    key: str, params: dict[str, Any] | None = None, lang: str = "en", style: str = "german"
) -> str:
    """The text of a message key in ``lang`` (unknown keys print as the key and parameters).

    Cards, suits and ranks are named in the deck ``style`` (``german``: Ober of Hearts,
    ``french``: Queen of Hearts); moves by their names, never their notation; contract and
    stage parameters by their names in the catalogue."""
    params = dict(params or {})
    if "move" in params and "move_name" not in params:
        params["move_name"] = params["move"]
    return translate(key, lang, **{k: _param(k, v, lang, style) for k, v in params.items()})


@dataclass(frozen=True)
class Explanation:
    legal: bool
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return format_message(self.key, self.params)

    def text_in(self, lang: str = "en", style: str = "german") -> str:
        """The explanation in ``lang``, with cards named in the deck ``style``."""
        return format_message(self.key, self.params, lang, style)

    def __str__(self) -> str:
        return self.text


def why_illegal(deal: Deal, move: Move) -> tuple[str, dict[str, Any]]:
    """The first rule that forbids ``move`` (``("legal", {...})`` when none does)."""
    if deal.is_over:
        return "rule.deal_over", {}
    legal = deal.legal_moves()
    if move in legal:
        return "legal", {"move": str(move), "move_name": str(move)}
    allowed = " ".join(str(m) for m in legal[:12]) + (" ..." if len(legal) > 12 else "")
    allowed_moves = tuple(legal)
    seat = deal.to_move
    assert seat is not None
    v = deal.variant
    kind = move.kind
    if deal.stage != "play":
        if kind == "contract" and deal.stage == "contract":
            named = v.contract(move.name)
            if named is None or named not in v.contracts:
                return "rule.contract_unknown", {
                    "contract": move.name,
                    "allowed": ", ".join(c.name for c in v.contracts),
                    "contracts": tuple(c.name for c in v.contracts),
                }
            cur = deal.contract.name if deal.contract else "-"
            return "rule.contract_low", {"contract": move.name, "current": cur}
        if kind == "swap" and deal.stage == "swap":
            hand = deal.hands[seat]
            for card in move.cards:
                if not hand & card.bit:
                    return "rule.not_in_hand", {"card": card, "seat": seat}
            counts = [str(k) for k in v.talon_exchange if k]
            return "rule.swap_count", {"allowed": " or ".join(counts)}
        return "rule.bidding", {"stage": deal.stage, "allowed": allowed,
                                "allowed_moves": allowed_moves}
    if kind in ("trump", "turn", "call", "swap", "contract", "kontra", "rekontra", "pass"):
        return "rule.not_bidding", {"move": str(move), "move_name": str(move)}
    on_lead = not deal.trick_cards
    if kind == "card":
        assert move.card is not None
        card = move.card
        hand = deal.hands[seat]
        if not hand & card.bit:
            return "rule.not_in_hand", {"card": card, "seat": seat}
        led = deal.trick_cards[0] // 6
        best = CARDS[deal.best_card]
        if hand & SUIT_MASK[led]:
            if card.suit != led:
                return "rule.follow_suit", {"led_suit": Suit(led), "card": card}
            return "rule.must_head", {"led_suit": Suit(led), "best": best}
        if best.suit == deal.tr:
            return "rule.must_overtrump", {"best": best}
        return "rule.must_trump", {"led_suit": Suit(led), "trump_suit": Suit(deal.tr)}
    if not on_lead:
        return "rule.lead_only", {"move": str(move), "move_name": str(move)}
    if kind == "m":
        assert move.card is not None
        card = move.card
        if not v.marriages:
            return "rule.no_marriages", {}
        if deal.contract is not None and not deal.contract.counts_points:
            return "rule.marriage_contract", {"contract": deal.contract.name}
        if not deal.tricks and not v.marriage_on_first_lead:
            return "rule.marriage_first_lead", {}
        if not deal._marriage_allowed():
            return "rule.marriage_after_close", {}
        return "rule.marriage_pair", {"suit": card.suit}
    if kind == "x":
        if v.exchange_rank is None or not v.draws:
            return "rule.exchange_none", {}
        if deal.closed_by >= 0 or deal.turned < 0:
            return "rule.exchange_closed", {}
        if len(deal.talon) < v.exchange_min_talon:
            return "rule.exchange_talon", {"min": v.exchange_min_talon, "have": len(deal.talon)}
        return "rule.exchange_card", {
            "rank": v.exchange_rank,
            "card": CARDS[deal.tr * 6 + int(v.exchange_rank)],
        }
    if kind == "close":
        if not v.closing or not v.draws:
            return "rule.close_none", {}
        if deal.closed_by >= 0 or deal.turned < 0:
            return "rule.close_done", {}
        return "rule.close_talon", {"min": v.close_min_talon, "have": deal.talon_size}
    if kind == "claim":
        if v.claim == "auto":
            return "rule.claim_auto", {}
        if deal.contract is not None:
            return "rule.claim_contract", {}
        return "rule.claim_first", {}
    if kind == "snapszer":
        if v.play_contract is None or deal.contract is not None:
            return "rule.snapszer_none", {}
        return "rule.snapszer_trick", {}
    return "rule.not_allowed", {"move": str(move), "move_name": str(move),
                                "allowed": allowed, "allowed_moves": allowed_moves}


def explain(deal: Deal, move: Move | str) -> Explanation:
    """Why ``move`` is illegal here, or what it does when it is legal."""
    m = Move.parse(move)
    key, params = why_illegal(deal, m)
    if key != "legal":
        return Explanation(False, key, params)
    kind = m.kind
    if kind == "card":
        return Explanation(True, "move.card", {"card": m.card})
    if kind == "m":
        assert m.card is not None
        pts = 40 if m.card.suit == deal.tr else 20
        return Explanation(True, "move.marriage", {"suit": m.card.suit, "points": pts,
                                                   "card": m.card})
    if kind == "x":
        rank = deal.variant.exchange_rank
        assert rank is not None
        return Explanation(True, "move.exchange", {"rank": rank, "card": CARDS[deal.turned]})
    if kind == "trump":
        return Explanation(True, "move.trump", {"suit": m.suit})
    if kind == "call":
        return Explanation(True, "move.call", {"card": m.card})
    if kind == "swap":
        return Explanation(True, "move.swap", {"cards": list(m.cards)})
    if kind == "contract":
        return Explanation(True, "move.contract", {"contract": m.name})
    return Explanation(True, "move." + kind, {})


def explain_trick(trick: Trick, trump: Suit | None) -> Explanation:
    """Why the winner of a finished trick won it."""
    win = trick.cards[trick.seats.index(trick.winner)]
    led = trick.cards[0].suit
    params: dict[str, Any] = {"winner_card": win, "suit": win.suit}
    if trump is not None and win.suit == trump and led != trump:
        return Explanation(True, "trick.trump", params)
    if any(c.suit == led and c is not win for c in trick.cards):
        return Explanation(True, "trick.higher", params)
    return Explanation(True, "trick.led", params)


def log_message(deal: Deal, move: Move | str) -> tuple[str, dict[str, Any]]:
    """The key and parameters of the past-tense log line of ``move`` (``log.*``), for a move
    about to be made in ``deal``; fill in ``seat`` (ready text) before formatting. A blind
    exchange names only how many cards went (which ones stays hidden)."""
    m = Move.parse(move)
    kind = m.kind
    if kind == "m":
        assert m.card is not None
        pts = 40 if m.card.suit == deal.trump else 20
        return "log.m", {"points": pts, "suit": m.card.suit, "card": _CardName(m.card)}
    if kind == "x":
        return "log.x", {"rank": deal.variant.exchange_rank}
    if kind == "trump":
        return "log.trump", {"suit": m.suit}
    if kind == "call":
        assert m.card is not None
        return "log.call", {"card": _CardName(m.card)}
    if kind == "swap":
        n = len(m.cards)
        return ("log.swap.none" if n == 0 else "log.swap", {"count": n})
    if kind == "contract":
        return "log.contract", {"contract": m.name}
    if kind == "card":
        assert m.card is not None
        return "log.card", {"card": _CardName(m.card)}
    return "log." + kind, {}
