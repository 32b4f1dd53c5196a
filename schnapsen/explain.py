"""Why a move is illegal, what a legal move does, and why a trick went as it did.

Every explanation is a message key with parameters; :func:`format_message` renders it from
the English catalogue here (the book's five-language catalogues use the same keys).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import CARDS, SUIT_MASK, Card, Rank, Suit
from .moves import Move

if TYPE_CHECKING:
    from .deal import Deal, Trick

__all__ = ["Explanation", "explain", "explain_trick", "format_message", "MESSAGES", "why_illegal"]

SUIT_NAMES = {0: "Hearts", 1: "Bells", 2: "Leaves", 3: "Acorns"}
RANK_NAMES = {0: "Nine", 1: "Unter", 2: "Ober", 3: "King", 4: "Ten", 5: "Ace"}

MESSAGES: dict[str, str] = {
    "legal": "{move} is legal here.",
    # illegal: general
    "rule.deal_over": "The deal is over; no more moves can be made.",
    "rule.bidding": "The deal is in its {stage} stage: the moves allowed now are {allowed}.",
    "rule.not_bidding": "{move} is a bidding move, but the cards are being played now.",
    "rule.not_in_hand": "{card} is not in the hand of seat {seat}.",
    # play rules
    "rule.follow_suit": "You must follow suit: you hold {led_suit}, so you cannot play {card}.",
    "rule.must_head": "You must win the trick if you can: play a {led_suit} card higher than "
    "{best}.",
    "rule.must_trump": "You have no {led_suit}, so you must play a trump ({trump_suit}).",
    "rule.must_overtrump": "You must beat the trump {best} with a higher trump if you can.",
    "rule.lead_only": "{move} can only be made by the player on lead, before leading a card.",
    # marriages
    "rule.marriage_pair": "A marriage needs the King and Ober of {suit} in your hand.",
    "rule.marriage_first_lead": "In this variant no marriage may be announced at the first "
    "lead.",
    "rule.marriage_after_close": "In this variant marriages cannot be announced once the talon "
    "is closed or used up.",
    "rule.marriage_contract": "Marriages do not count in the contract {contract}.",
    "rule.no_marriages": "This variant has no marriages.",
    # exchange
    "rule.exchange_none": "This variant has no exchange of the trump card.",
    "rule.exchange_closed": "The trump card can only be exchanged while the talon is open and "
    "the trump card lies under it.",
    "rule.exchange_talon": "The trump card can be exchanged only while the talon holds at "
    "least {min} face-down cards besides it; it holds {have}.",
    "rule.exchange_card": "To exchange, you need the trump {rank} ({card}).",
    # closing
    "rule.close_none": "The talon cannot be closed in this variant.",
    "rule.close_done": "The talon is already closed or used up.",
    "rule.close_talon": "The talon can be closed only while it holds at least {min} cards "
    "(the trump card included); it holds {have}.",
    # claim
    "rule.claim_first": "You can claim 66 only on lead after a trick has been played.",
    "rule.claim_auto": "In this variant the deal ends by itself when a side reaches 66.",
    "rule.claim_contract": "During a contract the deal ends by itself when the aim is met or "
    "missed.",
    # bidding
    "rule.contract_low": "{contract} does not beat {current}; announce a higher contract or "
    "pass.",
    "rule.contract_unknown": "There is no contract {contract} in this variant; the contracts "
    "are {allowed}.",
    "rule.swap_count": "You may exchange {allowed} card(s) with the talon.",
    "rule.snapszer_trick": "Snapszer can be announced only while the opponent has taken no "
    "trick.",
    "rule.snapszer_none": "Snapszer cannot be announced now.",
    "rule.not_allowed": "{move} is not allowed now; the moves allowed are {allowed}.",
    # what legal moves do
    "move.card": "Play {card}.",
    "move.marriage": "Announce the marriage in {suit} ({points}) and lead {card}.",
    "move.exchange": "Exchange the trump {rank} for the turned card {card}.",
    "move.close": "Close the talon: no more drawing, and the strict rules apply.",
    "move.claim": "Claim 66 and end the deal.",
    "move.trump": "Name {suit} as trump.",
    "move.turn": "Have the next card turned up: its suit becomes trump.",
    "move.call": "Call {card}: its holder becomes your partner.",
    "move.swap": "Exchange {cards} blind with the talon.",
    "move.contract": "Announce the contract {contract}.",
    "move.snapszer": "Announce snapszer: 66 without the opponents taking a trick.",
    "move.kontra": "Double the stakes (kontra).",
    "move.rekontra": "Redouble the stakes (rekontra).",
    "move.pass": "Pass.",
    # tricks
    "trick.led": "{winner_card} wins: no card of the suit led beat it and no trump was played.",
    "trick.higher": "{winner_card} wins: it is the highest {suit} card played.",
    "trick.trump": "{winner_card} wins: it is the highest trump in the trick.",
    # quizzes
    "quiz.legal": "Seat {seat} must answer the lead {led}. Which of its cards may it play?",
    "quiz.legal.open": "The talon is still open, so any card may be played: {cards}.",
    "quiz.legal.strict": "The strict rules apply (follow suit, head the trick, trump if "
    "void), so only these are allowed: {cards}.",
    "quiz.trick": "The trick {cards} has been played (trump: {trump}). Which card takes it?",
    "quiz.points": "Seat {seat} is on lead. How many points does its side count now?",
    "quiz.points.why": "Its tricks hold {cards}: {card_points} card points, plus "
    "{marriages} for marriages that count, {total} in all.",
    "quiz.game_points": "The deal is over; the winning side is seat(s) {winners}. How many game "
    "points does each winner score?",
    # results
    "result.claim": "Seat {claimer} claimed 66 with {points} points.",
    "result.wrong_claim": "Seat {claimer} claimed 66 without having it.",
    "result.last_trick": "The last trick decided the deal.",
    "result.reached": "A side reached 66.",
    "result.closed_won": "The closer reached 66.",
    "result.closed_failed": "The closer did not reach 66.",
    "result.contract_made": "The contract {contract} was made.",
    "result.contract_failed": "The contract {contract} failed.",
}


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


def format_message(key: str, params: dict[str, Any] | None = None) -> str:
    """English text of a message key (unknown keys print as the key and its parameters)."""
    params = params or {}
    template = MESSAGES.get(key)
    if template is None:
        return key + (" " + repr(params) if params else "")
    try:
        return template.format(**{k: _name(v) for k, v in params.items()})
    except (KeyError, IndexError):
        return template


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
