"""One function per rule of the play: may this move be made now, and if not, why.

Each check answers ``None`` when the rule allows the move, or a :class:`Refusal`: the message
key of the rule that forbids it and the key's parameters. The same function serves every
caller: :meth:`Deal.legal_moves` offers a move only when its check says ``None``;
:func:`schnapsen.explain.why_illegal` reports the refusal's key; the widgets and the book read
the variant's side of the same rules (``Variant.has_exchange`` and friends). So an
explanation cannot drift from the rule it explains.

The checks read a deal's private state (they are part of the engine, like
:mod:`schnapsen.bidding` and :mod:`schnapsen.scoring`); the order of the tests inside a check
is the order in which a reader is told about them (the most general reason first).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from . import kernel
from .cards import CARDS, SUIT_MASK, Card, Rank, Suit
from .moves import Move, MoveKind
from .stages import Stage

if TYPE_CHECKING:
    from .deal import Deal

__all__ = [
    "Refusal",
    "why_not",
    "check_card",
    "check_lead",
    "check_marriage",
    "check_exchange",
    "check_close",
    "check_claim",
    "check_snapszer",
    "check_bid",
    "MOVE_KIND",
]

#: the parameter of a refusal that names the kind of move refused (``x``, ``m``, ``close``
#: ...: :class:`~schnapsen.moves.MoveKind`), where a catalogue may word the refusal per move
#: (``<key>.<kind>``, falling back to ``<key>``)
MOVE_KIND = "move_kind"

# enum members read once: ``Stage.PLAY`` goes through the Enum class's attribute lookup
# (hundreds of ns on CPython 3.11), a module global does not
_MK_CALL = MoveKind.CALL
_MK_CARD = MoveKind.CARD
_MK_CLAIM = MoveKind.CLAIM
_MK_CLOSE = MoveKind.CLOSE
_MK_CONTRACT = MoveKind.CONTRACT
_MK_EXCHANGE = MoveKind.EXCHANGE
_MK_KONTRA = MoveKind.KONTRA
_MK_MARRIAGE = MoveKind.MARRIAGE
_MK_PASS = MoveKind.PASS
_MK_REKONTRA = MoveKind.REKONTRA
_MK_SNAPSZER = MoveKind.SNAPSZER
_MK_SWAP = MoveKind.SWAP
_MK_TRUMP = MoveKind.TRUMP
_MK_TURN = MoveKind.TURN
_ST_CONTRACT = Stage.CONTRACT
_ST_PLAY = Stage.PLAY
_ST_SWAP = Stage.SWAP

_OBER = int(Rank.OBER)
_LIST_MAX = 12

#: the moves of the bidding (refused in the play with ``rule.not_bidding``)
BIDDING_KINDS = frozenset(
    {
        _MK_TRUMP,
        _MK_TURN,
        _MK_CALL,
        _MK_SWAP,
        _MK_CONTRACT,
        _MK_KONTRA,
        _MK_REKONTRA,
        _MK_PASS,
    }
)


class Refusal(NamedTuple):
    """Why a rule forbids a move: a message key (``rule.*``) and its parameters (shared: a
    caller copies them before changing anything)."""

    key: str
    params: Mapping[str, Any]


# Refusals without parameters are made once: legal_moves asks the rules at every lead, so a
# refusal should cost no more than a yes/no answer.
_PLAIN = {
    key: Refusal(key, {})
    for key in (
        kernel.NO_MARRIAGES, kernel.MARRIAGE_FIRST_LEAD, kernel.MARRIAGE_AFTER_CLOSE,
        kernel.EXCHANGE_NONE, kernel.EXCHANGE_CLOSED, kernel.EXCHANGE_TRICK,
        kernel.EXCHANGE_DONE,
        kernel.CLOSE_NONE, kernel.CLOSE_DONE, kernel.CLOSE_GONE,
        kernel.CLAIM_AUTO, kernel.CLAIM_CONTRACT, kernel.CLAIM_FIRST, kernel.SNAPSZER_NONE,
        kernel.SNAPSZER_VARIANT, kernel.SNAPSZER_TRICK,
    )
}
_DEAL_OVER = Refusal("rule.deal_over", {})
#: refusals of a decision of the lead that hold for the rest of the deal: given before "only
#: on lead" (why_not), which would send the reader to wait for a lead that changes nothing
_LASTING = frozenset({
    "rule.no_marriages", "rule.marriage_contract", "rule.marriage_after_close",
    "rule.exchange_none", "rule.exchange_closed", "rule.exchange_talon", "rule.exchange_done",
    "rule.close_none", "rule.close_done", "rule.close_gone", "rule.close_talon",
    "rule.claim_auto", "rule.claim_contract", "rule.snapszer_none", "rule.snapszer_trick",
    "rule.snapszer_variant",
})
#: by the exchange card's index (its rank is the exchange rank, its suit the trump)
_EXCHANGE_CARD = tuple(
    Refusal("rule.exchange_card", {"rank": c.rank, "card": c}) for c in CARDS
)


def _named(move: Move) -> dict[str, Any]:
    return {"move": str(move), "move_name": str(move)}


def _allowed(deal: Deal) -> dict[str, Any]:
    legal = deal.legal_moves()
    text = " ".join(str(m) for m in legal[:_LIST_MAX]) + (" ..." if len(legal) > _LIST_MAX else "")
    return {"allowed": text, "allowed_moves": tuple(legal)}


# -- the play ---------------------------------------------------------------------------------
def check_card(deal: Deal, seat: int, card: Card) -> Refusal | None:
    """Playing ``card``: it must be in the hand, and once the strict rules apply (rule 6) the
    answer to a trick must follow suit and head it, or else trump and over-trump."""
    st = deal._st
    hand = st.hands[seat]
    if not hand & card.bit:
        return Refusal("rule.not_in_hand", {"card": card, "seat": seat})
    if deal._follow_mask(seat) & card.bit:
        return None
    led = st.trick_cards[0] // 6
    best = CARDS[st.best_card]
    if hand & SUIT_MASK[led]:
        if card.suit != led:
            return Refusal("rule.follow_suit", {"led_suit": Suit(led), "card": card})
        return Refusal("rule.must_head", {"led_suit": Suit(led), "best": best})
    if best.suit == st.tr:
        return Refusal("rule.must_overtrump", {"best": best})
    return Refusal("rule.must_trump", {"led_suit": Suit(led), "trump_suit": Suit(st.tr)})


def check_lead(deal: Deal, move: Move) -> Refusal | None:
    """Marriages, the exchange, closing, claiming and snapszer are decisions of the lead."""
    if deal._st.trick_cards:
        # the kind of move refused: a catalogue may say the refusal per move
        # (``rule.lead_only.x``: hr "Adutsku kartu smije zamijeniti samo ..."), see
        # :func:`schnapsen.explain.format_message`
        return Refusal("rule.lead_only", {**_named(move), MOVE_KIND: move.kind.value})
    return None


def check_marriage(deal: Deal, seat: int, card: Card | None = None) -> Refusal | None:
    """Announcing a marriage (rule 4, :func:`schnapsen.kernel.marriage_refusal`): the variant
    has them, the contract counts points, not at the first lead where the variant forbids it,
    not after the talon is closed or gone where the variant forbids it; with ``card``, the
    hand must hold that suit's King and Ober. Without ``card`` (as the deal asks when it lists
    moves, or counts a claim's marriage) only the moment is checked."""
    st = deal._st
    key = kernel.marriage_refusal(deal._v, st.contract, st.tricks_played, st.closed_by >= 0,
                                  not st.talon and st.turned < 0)
    if key is not None:
        if key == kernel.MARRIAGE_CONTRACT:
            assert st.contract is not None
            return Refusal(key, {"contract": st.contract.name})
        return _PLAIN[key]
    if card is not None:
        pairs = kernel.marriage_pairs(st.hands[seat])
        if card.rank not in (Rank.KING, Rank.OBER) or not pairs >> (card.suit * 6 + _OBER) & 1:
            return Refusal("rule.marriage_pair", {"suit": card.suit})
    return None


def check_exchange(deal: Deal, seat: int) -> Refusal | None:
    """Exchanging the trump Unter (or Nine) for the turned card (rule 3,
    :func:`schnapsen.kernel.exchange_refusal`): the variant has the exchange, the talon is open
    with its trump card, it holds enough cards, the hand holds the exchange card, and (option
    ``exchange_needs_trick``) the seat's side has won a trick."""
    st = deal._st
    v = deal._v
    key = kernel.exchange_refusal(v, st.closed_by >= 0, st.turned, len(st.talon),
                                  st.hands[seat], st.tr, st.tricks[st.side[seat]],
                                  st.exchanged_by >= 0)
    if key is None:
        return None
    if key == kernel.EXCHANGE_TALON:
        return Refusal(key, {"min": v.exchange_min_talon, "have": len(st.talon)})
    if key == kernel.EXCHANGE_CARD:
        return _EXCHANGE_CARD[kernel.exchange_card(v, st.tr)]
    return _PLAIN[key]


def check_close(deal: Deal) -> Refusal | None:
    """Closing the talon (rule 5, :func:`schnapsen.kernel.close_refusal`): the variant allows
    it, nobody has closed, the trump card still lies there and the talon holds enough cards
    (the turned card counted)."""
    st = deal._st
    v = deal._v
    key = kernel.close_refusal(v, st.closed_by >= 0, st.turned, deal.talon_size)
    if key is None:
        return None
    if key == kernel.CLOSE_TALON:
        return Refusal(key, {"min": v.close_min_talon, "have": deal.talon_size})
    return _PLAIN[key]


def check_claim(deal: Deal) -> Refusal | None:
    """Claiming 66 (rule 7, :func:`schnapsen.kernel.claim_refusal`): only where a player claims
    (not when the deal ends by itself), not in a contract, and after the first trick."""
    st = deal._st
    key = kernel.claim_refusal(deal._v, st.contract, st.tricks_played)
    return None if key is None else _PLAIN[key]


def check_snapszer(deal: Deal, seat: int) -> Refusal | None:
    """Announcing snapszer in the play (Hungarian, :func:`schnapsen.kernel.
    play_contract_refusal`): the variant has it, no contract yet, and the opponents have not
    taken a trick."""
    st = deal._st
    side = st.side[seat]
    opponents = st.tricks[1 - side] if side >= 0 else 0
    key = kernel.play_contract_refusal(deal._v, st.contract, opponents)
    return None if key is None else _PLAIN[key]


# -- the bidding ------------------------------------------------------------------------------
def check_bid(deal: Deal, move: Move) -> Refusal | None:
    """A decision before the play: allowed when the stage offers it (see
    :func:`schnapsen.bidding.bid_moves`); the refusal names what is wrong with a contract or
    a blind exchange, and otherwise lists what the stage allows."""
    from .bidding import bid_moves

    if move in bid_moves(deal):
        return None
    st = deal._st
    v = deal._v
    kind = move.kind
    if kind == _MK_CONTRACT and st.stage == _ST_CONTRACT:
        named = v.contract(move.name)
        if named is None or named not in v.contracts:
            return Refusal("rule.contract_unknown", {
                "contract": move.name,
                "allowed": ", ".join(c.name for c in v.contracts),
                "contracts": tuple(c.name for c in v.contracts),
            })
        cur = st.contract.name if st.contract else "-"
        return Refusal("rule.contract_low", {"contract": move.name, "current": cur})
    if kind == _MK_SWAP and st.stage == _ST_SWAP:
        seat = st.to_move
        assert seat is not None
        hand = st.hands[seat]
        for card in move.cards:
            if not hand & card.bit:
                return Refusal("rule.not_in_hand", {"card": card, "seat": seat})
        counts = sorted(k for k in v.talon_exchange if k)
        key = "rule.swap_exactly" if len(counts) == 1 else "rule.swap_up_to"
        return Refusal(key, {"count": counts[-1]})
    return Refusal("rule.bidding", {"stage": st.stage, **_allowed(deal)})


# -- every rule -------------------------------------------------------------------------------
def why_not(deal: Deal, move: Move) -> Refusal | None:
    """The first rule that forbids ``move`` now, or None when it is legal. The verdict is the
    one :meth:`Deal.legal_moves` gives (a test plays many deals to check that)."""
    st = deal._st
    if st.result is not None:
        return _DEAL_OVER
    if st.stage != _ST_PLAY:
        return check_bid(deal, move)
    seat = st.to_move
    assert seat is not None
    kind = move.kind
    if kind in BIDDING_KINDS:
        return Refusal("rule.not_bidding", _named(move))
    if kind == _MK_CARD:
        assert move.card is not None
        return check_card(deal, seat, move.card)
    # a reason that lasts the rest of the deal (no such move in the variant, the talon closed
    # or used up) comes before the lead, which comes round again: "the talon is gone", not
    # "only on lead", for an exchange after the last draw; the others follow the lead
    refusal: Refusal | None
    if kind == _MK_MARRIAGE:
        assert move.card is not None
        refusal = check_marriage(deal, seat, move.card)
    elif kind == _MK_EXCHANGE:
        refusal = check_exchange(deal, seat)
    elif kind == _MK_CLOSE:
        refusal = check_close(deal)
    elif kind == _MK_CLAIM:
        refusal = check_claim(deal)
    elif kind == _MK_SNAPSZER:
        refusal = check_snapszer(deal, seat)
    else:
        return Refusal("rule.not_allowed", {**_named(move), **_allowed(deal)})
    if refusal is not None and refusal.key in _LASTING:
        return refusal
    return check_lead(deal, move) or refusal
