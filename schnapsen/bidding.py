"""The auction: dealing up to each decision before the play, the moves each bidding stage
offers, and what a bid does.

A variant's deal pattern (``Variant.deal_steps``) says when dealing stops for a decision
(``bid:trump``, ``bid:call``, ...); :func:`advance` deals on until the next stop or the play.
These functions work on a :class:`~schnapsen.deal.Deal`'s private state record; they are
the engine's own and not part of the public API.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from . import kernel
from .cards import CARDS, bits_of
from .moves import CALL_MOVES, SIMPLE_MOVES, TRUMP_MOVES, Move, MoveKind
from .stages import Stage

if TYPE_CHECKING:
    from .deal import Deal

__all__ = ["DOUBLING", "advance", "bid", "bid_moves", "compute_sides", "start_play"]

#: the stakes after each doubling move: a kontra doubles the deal's game points, a rekontra
#: doubles them again (the status line names the level by its move: ui.status.multiplier.*)
DOUBLING: dict[MoveKind, int] = {MoveKind.KONTRA: 2, MoveKind.REKONTRA: 4}

# enum members read once: ``Stage.PLAY`` goes through the Enum class's attribute lookup
# (hundreds of ns on CPython 3.11), a module global does not
_MK_CALL = MoveKind.CALL
_MK_CONTRACT = MoveKind.CONTRACT
_MK_KONTRA = MoveKind.KONTRA
_MK_REKONTRA = MoveKind.REKONTRA
_MK_SNAPSZER = MoveKind.SNAPSZER
_MK_SWAP = MoveKind.SWAP
_MK_TRUMP = MoveKind.TRUMP
_MK_TURN = MoveKind.TURN
_ST_CALL = Stage.CALL
_ST_CONTRACT = Stage.CONTRACT
_ST_KONTRA = Stage.KONTRA
_ST_PLAY = Stage.PLAY
_ST_REKONTRA = Stage.REKONTRA
_ST_SNAPSZER = Stage.SNAPSZER
_ST_SWAP = Stage.SWAP
_ST_TRUMP = Stage.TRUMP

_PASS = SIMPLE_MOVES["pass"]
_TURN = SIMPLE_MOVES["turn"]
_SNAPSZER = SIMPLE_MOVES["snapszer"]
_KONTRA = SIMPLE_MOVES["kontra"]
_REKONTRA = SIMPLE_MOVES["rekontra"]


_STAGES = {s.value: s for s in Stage}  # a deal step's stage name -> Stage (Stage(x) is slow)


def advance(deal: Deal) -> None:
    """Deal on from the current step of the pattern to the next decision, or to the play."""
    st = deal._st
    plan = deal._v.deal_steps
    deck = deal._deck
    seats = deal._active
    hands = st.hands[:]  # lists are never changed in place once saved (see _DealState)
    pos = st.pos
    while st.step < len(plan):
        head, k, arg = plan[st.step]
        st.step += 1
        if head == "hands":
            for seat in seats:
                mask = hands[seat]
                for card in deck[pos : pos + k]:
                    mask |= 1 << card
                hands[seat] = mask
                pos += k
        elif head == "talon":
            st.talon += deck[pos : pos + k]
            pos += k
        elif head == "turn":
            st.turned = deck[pos]
            st.tr = st.turned // 6
            pos += 1
        else:
            st.hands, st.pos = hands, pos
            if enter_stage(deal, arg):
                return
    st.hands = hands
    st.talon += deck[pos:]
    st.pos = len(deck)
    start_play(deal)


def enter_stage(deal: Deal, stage: str) -> bool:
    """Stop dealing for the decision ``stage`` (a ``bid:`` step) if it applies now; False
    when the variant or the bidding so far skips it."""
    st = deal._st
    v = deal._v
    if stage in (_ST_TRUMP, _ST_CALL, _ST_SNAPSZER):
        if stage == _ST_SNAPSZER and st.contract is not None:
            return False
        if stage == _ST_TRUMP and v.trump_from_call and "bid:call" in v.deal:
            return False  # the called card will fix the trump
        if stage == _ST_CALL and not v.trump_from_call and st.tr < 0:
            stage = "trump"  # trump is named first, then the card is called
            st.step -= 1
        st.stage = _STAGES[stage]
        st.to_move = deal._declarer
        return True
    if stage == _ST_CONTRACT:
        if not v.contracts:
            return False
        i = deal._active.index(deal._declarer)
        order = deal._active[i + 1 :] + deal._active[: i + 1]
        st.bid_queue = order
        st.stage = _ST_CONTRACT
        st.to_move = st.bid_queue[0]
        return True
    if stage == _ST_SWAP:
        if st.contract is not None or not any(v.talon_exchange) or not st.talon:
            return False
        st.stage = _ST_SWAP
        st.to_move = deal._declarer
        return True
    # kontra
    if not v.kontra:
        return False
    compute_sides(deal)
    bidder = st.contract_seat if st.contract is not None else deal._declarer
    # everybody but the bidder is asked in turn, so that a secret partner's silence
    # gives nothing away; the bidder's own side may only pass
    st.bid_queue = tuple(s for s in deal._active if s != bidder)
    st.stage = _ST_KONTRA
    st.to_move = st.bid_queue[0]
    return True


def compute_sides(deal: Deal) -> None:
    """Number the sides from the forehand's (the kernel's :func:`~schnapsen.kernel.sides`:
    alone against the rest in a solo contract, else by the variant's teams, the holder of the
    called card joining the declarer)."""
    st = deal._st
    holder = -1
    if st.called >= 0:
        for s in deal._active:
            if st.hands[s] >> st.called & 1:
                holder = s
    st.side = kernel.sides(deal._v, deal._active, deal._n, deal._declarer, st.contract,
                           st.contract_seat, holder)


def start_play(deal: Deal) -> None:
    """The bidding is over: sides formed, trumps dropped in a no-trump contract, the bidder
    (or the forehand) leads."""
    st = deal._st
    compute_sides(deal)
    st.tr = kernel.trump_in_play(st.contract, st.tr)
    st.stage = _ST_PLAY
    st.to_move = kernel.first_leader(st.contract, st.contract_seat, deal._declarer)


def contract_rank(deal: Deal, name: str) -> int:
    for i, c in enumerate(deal._v.contracts):
        if c.name == name:
            return i
    return -1


def bid_moves(deal: Deal) -> list[Move]:
    """The moves the current bidding stage offers the seat to move (``pass`` first where it
    may pass)."""
    st = deal._st
    v = deal._v
    stage = st.stage
    seat = st.to_move
    assert seat is not None
    if stage == _ST_TRUMP:
        moves = list(TRUMP_MOVES)
        if kernel.may_turn(v, len(deal._deck) - st.pos):
            moves.append(_TURN)
        return moves
    if stage == _ST_CALL:
        return [CALL_MOVES[c] for c in sorted(deal._deck)]
    if stage == _ST_CONTRACT:
        cur = -1 if st.contract is None else contract_rank(deal, st.contract.name)
        return [_PASS] + [Move(_MK_CONTRACT, name=c.name)
                          for c in kernel.contracts_open(v, cur, seat == deal._declarer)]
    if stage == _ST_SWAP:
        keep, counts = kernel.swap_counts(v, len(st.talon))
        moves = [_PASS] if keep else []
        hand = bits_of(st.hands[seat])
        for k in counts:
            for combo in combinations(hand, k):
                moves.append(Move(_MK_SWAP, cards=tuple(CARDS[c] for c in combo)))
        return moves
    if stage == _ST_SNAPSZER:
        return [_SNAPSZER, _PASS]
    if stage == _ST_KONTRA:
        bidder = st.contract_seat if st.contract is not None else deal._declarer
        if kernel.may_double(v, st.side[seat], st.side[bidder]):
            return [_KONTRA, _PASS]
        return [_PASS]
    if stage == _ST_REKONTRA:
        return [_REKONTRA, _PASS]
    return []


def bid(deal: Deal, move: Move) -> None:
    """Apply a bidding move (or snapszer announced in the play), then deal on."""
    st = deal._st
    kind = move.kind
    seat = st.to_move
    assert seat is not None
    if kind == _MK_SNAPSZER and st.stage == _ST_PLAY:
        st.contract = deal._v.play_contract
        st.contract_seat = seat
        return
    if kind == _MK_TRUMP:
        assert move.suit is not None
        st.tr = int(move.suit)
    elif kind == _MK_TURN:
        card = deal._deck[st.pos]
        st.tr = card // 6
        known = st.known[:]
        known[deal._declarer] |= 1 << card
        st.known = known
    elif kind == _MK_CALL:
        assert move.card is not None
        st.called = move.card.index
        st.tr = kernel.trump_of_call(deal._v, st.called, st.tr)
    elif kind == _MK_SWAP:
        k = len(move.cards)
        taken = st.talon[:k]
        talon = st.talon[k:]
        hands = st.hands[:]
        for given in move.cards:
            hands[seat] &= ~given.bit
            talon += (given.index,)
        for t in taken:
            hands[seat] |= 1 << t
        st.hands = hands
        st.talon = talon
    elif kind == _MK_SNAPSZER:
        st.contract = deal._v.contract("snapszer")
        st.contract_seat = seat
    elif st.stage in (_ST_CONTRACT, _ST_KONTRA):
        if kind == _MK_CONTRACT:
            st.contract = deal._v.contract(move.name)
            st.contract_seat = seat
        elif kind == _MK_KONTRA:
            st.multiplier = DOUBLING[kind]
            st.bid_queue = ()
            st.stage = _ST_REKONTRA
            st.to_move = (
                st.contract_seat if st.contract is not None else deal._declarer
            )
            return
        st.bid_queue = st.bid_queue[1:]
        if st.bid_queue:
            st.to_move = st.bid_queue[0]
            return
    elif kind == _MK_REKONTRA:
        st.multiplier = DOUBLING[kind]
    advance(deal)
