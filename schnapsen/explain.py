"""Why a move is illegal, what a legal move does, and why a trick went as it did.

Every explanation is a message key with parameters; :func:`format_message` renders it from
the English catalogue here (the book's five-language catalogues use the same keys).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import CARDS, SUIT_MASK, Card, Rank, Suit
from .i18n import MESSAGES, translate
from .moves import Move

if TYPE_CHECKING:
    from .deal import Deal, Trick

__all__ = ["Explanation", "explain", "explain_trick", "format_message", "MESSAGES", "why_illegal"]

SUIT_NAMES = {0: "Hearts", 1: "Bells", 2: "Leaves", 3: "Acorns"}
RANK_NAMES = {0: "Nine", 1: "Unter", 2: "Ober", 3: "King", 4: "Ten", 5: "Ace"}



def _name(value: Any) -> str:
    if isinstance(value, Card):
        return f"{value.code} ({RANK_NAMES[value.rank]} of {SUIT_NAMES[value.suit]})"
    if isinstance(value, Suit):
        return SUIT_NAMES[int(value)]
    if isinstance(value, Rank):
        return RANK_NAMES[int(value)]
    if isinstance(value, (list, tuple)):
        return ", ".join(_name(v) for v in value)
    return str(value)


def format_message(key: str, params: dict[str, Any] | None = None, lang: str = "en") -> str:
    """The text of a message key in ``lang`` (unknown keys print as the key and parameters)."""
    params = params or {}
    return translate(key, lang, **{k: _name(v) for k, v in params.items()})


@dataclass(frozen=True)
class Explanation:
    legal: bool
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return format_message(self.key, self.params)

    def __str__(self) -> str:
        return self.text


def why_illegal(deal: Deal, move: Move) -> tuple[str, dict[str, Any]]:
    """The first rule that forbids ``move`` (``("legal", {...})`` when none does)."""
    if deal.is_over:
        return "rule.deal_over", {}
    legal = deal.legal_moves()
    if move in legal:
        return "legal", {"move": str(move)}
    allowed = " ".join(str(m) for m in legal[:12]) + (" ..." if len(legal) > 12 else "")
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
        return "rule.bidding", {"stage": deal.stage, "allowed": allowed}
    if kind in ("trump", "turn", "call", "swap", "contract", "kontra", "rekontra", "pass"):
        return "rule.not_bidding", {"move": str(move)}
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
        return "rule.lead_only", {"move": str(move)}
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
    return "rule.not_allowed", {"move": str(move), "allowed": allowed}


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
