"""Bidding from the hand: trump choice, the called card, the talon swap, Slovenian contracts,
snapszer, kontra and rekontra.

Every decision here is a simple evaluation of the cards the seat holds (never a coin toss);
the bot levels differ only in how bold they are (``level``: 0 easy, 1 medium, 2 hard).
The evaluations work on bit sets (``1 << card.index``), like the engine.
"""

from __future__ import annotations

from ..cards import CARD_POINTS, SUIT_MASK, Rank
from ..moves import Move, MoveKind
from ..observation import Observation
from ..stages import Stage
from ..variants import Contract, find_variant

__all__ = ["choose_bid", "trump_score", "sure_winners", "snapszer_in_play"]

_ACE, _TEN, _KING, _OBER = int(Rank.ACE), int(Rank.TEN), int(Rank.KING), int(Rank.OBER)


def _mask(obs: Observation) -> int:
    m = 0
    for c in obs.hand:
        m |= 1 << c.index
    return m


#: giving away a trump in a blind exchange weighs as much as this many card points (a rule
#: of thumb, not a rule of the game)
_TRUMP_WEIGHT = 20


def _count(mask: int) -> int:
    return bin(mask).count("1")


def _low_rank(deck_size: int) -> int:
    return 0 if deck_size == 24 else 1


def trump_score(hand: int, suit: int) -> int:
    """How good ``suit`` is as trump for this hand: length first, then high cards and the
    marriage."""
    cards = hand & SUIT_MASK[suit]
    score = 4 * _count(cards)
    for i in range(suit * 6, suit * 6 + 6):
        if cards >> i & 1:
            score += CARD_POINTS[i]
    if cards >> (suit * 6 + _KING) & 1 and cards >> (suit * 6 + _OBER) & 1:
        score += 12
    return score


def _top_run(hand: int, suit: int, gone: int = 0) -> int:
    """How many of the suit's highest cards (not yet played) this hand holds in a row."""
    n = 0
    for r in range(5, -1, -1):
        bit = 1 << (suit * 6 + r)
        if gone & bit:
            continue
        if hand & bit:
            n += 1
        else:
            break
    return n


def _solid(hand: int, suit: int, low: int) -> bool:
    """Whether every card of the suit in this hand is among the suit's top cards."""
    k = _count(hand & SUIT_MASK[suit])
    return _top_run(hand, suit) >= k


def sure_winners(hand: int, trump: int) -> int:
    """Tricks this hand takes by leading from the top: the run of top trumps, then (when no
    trump is missing above them) the side Aces and top runs."""
    if trump < 0:
        return sum(_top_run(hand, s) for s in range(4))
    n = _top_run(hand, trump)
    side = sum(min(_top_run(hand, s), 2) for s in range(4) if s != trump)
    return n + side


def _snops_likely(hand: int, trump: int, low: int, boldness: int) -> bool:
    """Šnops (the target within three tricks, the opponents taking none) from the hand: the
    marriage of trumps (its points are the most of the target) with the trump Ace, and the
    trump Ten either held or likely to fall under the Ace. Measured with medium bots on both
    sides (every seat of 10,000 deals of sl-3, sl-4 and sl-5 forced to bid it): with the
    Ace, Ten, King and Ober of trumps, or with the Ten the only trump out, it was made every
    time; with the Ten and one or two more trumps out, in 75-86% of the hands that held a
    side Ace (an extra sure lead while the Ten falls) and in 39-78% of those without;
    without the trump Ace or the marriage, in at most 9%. The easy level bids only the sure
    hands, the others also those with a side Ace."""
    if trump < 0:
        return False
    base = trump * 6
    if not (hand >> (base + _ACE) & 1 and hand >> (base + _KING) & 1
            and hand >> (base + _OBER) & 1):
        return False
    out = 6 - low - _count(hand & SUIT_MASK[trump])
    if hand >> (base + _TEN) & 1 or out <= 1:
        return True
    side_ace = any(hand >> (s * 6 + _ACE) & 1 for s in range(4) if s != trump)
    return boldness >= 1 and side_ace and out <= 3


def _contract_ok(name: str, hand: int, trump: int, low: int, opponents: int,
                 boldness: int) -> bool:
    if name == "durhmars":
        return all(_solid(hand, s, low) for s in range(4))
    if name == "paver":
        if trump < 0:
            return False
        mine = _count(hand & SUIT_MASK[trump])
        outside = 6 - low - mine
        return (
            _solid(hand, trump, low)
            and mine >= outside
            and all(_solid(hand, s, low) for s in range(4) if s != trump)
        )
    if name == "berac":
        highs = [i for i in range(24) if hand >> i & 1 and i % 6 > _OBER]
        obers = [i for i in range(24) if hand >> i & 1 and i % 6 == _OBER]
        return not highs and len(obers) <= (1 if boldness < 2 else 2)
    if name == "snops":
        return _snops_likely(hand, trump, low, boldness)
    return False


def _kontra_strength(hand: int, trump: int, size: int) -> int:
    """How far this hand of ``size`` cards stands above an ordinary one in a suit contract:
    trump length counts most (4 a trump), then Aces (2) and Tens (1), trump or side; minus 2
    a card (an ordinary hand of the 24-card deck scores a little below 0). Used for kontra
    (the defender's hand) and rekontra (the bidder's)."""
    score = 4 * _count(hand & SUIT_MASK[trump]) if trump >= 0 else 0
    for s in range(4):
        score += 2 * (hand >> (s * 6 + _ACE) & 1) + (hand >> (s * 6 + _TEN) & 1)
    return score - 2 * size


def _kontra_need(obs: Observation, level: int) -> int:
    """The margin over an ordinary hand (``_kontra_strength``) a defender needs to double.

    Measured with medium bots (every defender's hand of 3,000 ``hu-3`` and 4,000 ``hu-4``
    deals played out undoubled): against a declarer alone (``hu-3``) the defenders' side
    came out ahead on average at every strength from -14 up; the declarer lost 82% of the
    deals against a defender of strength -2 or more (1,374 hands), 90% against one of 2 or
    more (274). Against a declarer with a called partner (``hu-4``) the defenders' side came
    out ahead only from 3 up (the declarer lost 69% of those deals, 108 hands; 88% from 5
    up, 26 hands). So the medium level doubles a declarer alone from -2, a declarer with a
    partner from 3; the hard level a little more often alone (-4), the easy level only a
    hand above the ordinary (0 alone: the declarer lost 85% of those deals; 5 with a
    partner)."""
    v = find_variant(obs.variant)
    c = _contract(obs, obs.contract) if obs.contract else None
    alone = v.teams != "called" or (c is not None and c.alone)
    if alone:
        return (0, -2, -4)[min(level, 2)]
    return (5, 3, 3)[min(level, 2)]


def _rekontra_need(level: int) -> int:
    """The margin over an ordinary hand a doubled bidder needs to redouble. Doubled, the
    bidder's side seldom wins (a defender judged its hand strong): in 4,000 ``hu-3`` deals
    of medium bots the doubled declarer won 19% of its deals, 83% of those with a strength
    of 4 or more (12 deals), 65% of those at 3 or more (48 deals); hard bots redoubling
    from 3 won only 8 of 14 (``bench/bidding.py``, 200 deals). So 4, and 6 for the easy
    level."""
    return (6, 4, 4)[min(level, 2)]


def _sure_trick(hand: int, trump: int) -> bool:
    """A trick this defender takes against a bidder leading from the top: the trump Ace, or
    the trump Ten with a trump to play under the Ace."""
    if trump < 0:
        return False
    trumps = hand & SUIT_MASK[trump]
    return bool(trumps >> (trump * 6 + _ACE) & 1) or (
        bool(trumps >> (trump * 6 + _TEN) & 1) and _count(trumps) >= 2)


def snapszer_in_play(obs: Observation, boldness: int) -> bool:
    """Hungarian snapszer announced on lead: the top trumps left and enough sure points.

    The bidder's play (``levels._contract_play``) then closes the talon, so that the opponent
    must follow suit and trump, and leads its sure cards. A card is sure when no card above it
    in its suit is still out; each counts its points and 6 for the opponent's card under it.
    Measured with medium bots on both sides (every lead of 10,000 ``hu-2`` deals where
    snapszer could be announced, announced and played out): with two top trumps or more and
    these points at least 5 above what the target still needs, it was made in 93-97% of
    the positions, with three top trumps and 15 above in all; with one top trump in at most
    two in three. The easy level asks for the latter, the others for the former. Only where
    the talon can be closed now (or is closed or gone)."""
    if obs.trump is None:
        return False
    trump = int(obs.trump)
    if not (obs.is_closed or obs.talon_size == 0
            or any(m.kind == MoveKind.CLOSE for m in obs.legal_moves)):
        return False
    hand = _mask(obs)
    gone = 0
    for card in obs.played_cards:
        gone |= card.bit
    top = _top_run(hand, trump, gone)
    v = find_variant(obs.variant)
    c = v.contract(obs.contract or "snapszer") or v.play_contract
    target = c.target if c is not None and c.target else v.target_points
    need = target - obs.my_points - obs.pending_points
    reach = 0
    for i in range(24):
        if hand >> i & 1:
            above = SUIT_MASK[i // 6] & ~((2 << i) - 1)
            if above & ~(hand | gone) == 0:
                reach += CARD_POINTS[i] + 6
    if boldness <= 0:
        return top >= 3 and reach >= need + 15
    return top >= 2 and reach >= need + 5


def choose_bid(obs: Observation, level: int = 1) -> Move:
    """The bidding move for ``obs`` (its stage is not ``play``)."""
    legal = obs.legal_moves
    kinds = {m.kind for m in legal}
    hand = _mask(obs)
    low = _low_rank(_deck_size(obs))
    trump = -1 if obs.trump is None else int(obs.trump)
    opponents = len(obs.seats) - 1
    stage = obs.stage
    if stage == Stage.TRUMP:
        scores = {s: trump_score(hand, s) for s in range(4)}
        best = max(range(4), key=lambda s: (scores[s], -s))
        if "turn" in kinds and scores[best] < 10:
            return _find(legal, "turn")
        for m in legal:
            if m.kind == MoveKind.TRUMP and m.suit is not None and int(m.suit) == best:
                return m
    if stage == Stage.CALL:
        return _call(obs, hand, trump)
    if stage == Stage.SWAP:
        return _swap(obs, hand, trump)
    if stage == Stage.CONTRACT:
        best_move = _find(legal, "pass")
        best_value = 0
        for m in legal:
            if m.kind != MoveKind.CONTRACT:
                continue
            c = _contract(obs, m.name)
            if c is None:
                continue
            ok = _contract_ok(m.name, hand, trump if c.trumps else -1, low, opponents, level)
            if ok and c.value > best_value:
                best_move, best_value = m, c.value
        return best_move
    if stage == Stage.SNAPSZER:
        if level > 0 and (
            trump >= 0 and sure_winners(hand, trump) >= 5 and _top_run(hand, trump) >= 2
        ):
            return _find(legal, "snapszer")
        return _find(legal, "pass")
    if stage == Stage.KONTRA:
        if "kontra" in kinds and trump >= 0:
            c = _contract(obs, obs.contract) if obs.contract else None
            if c is not None and (c.win_all or c.opponents_no_trick):
                # a contract that fails at the defenders' first trick: double a sure trick
                if _sure_trick(hand, trump):
                    return _find(legal, "kontra")
            elif _kontra_strength(hand, trump, len(obs.hand)) >= _kontra_need(obs, level):
                return _find(legal, "kontra")
        return _find(legal, "pass")
    if stage == Stage.REKONTRA:
        c = _contract(obs, obs.contract) if obs.contract else None
        # never against a sure trick (a contract that fails at the defenders' first trick)
        if trump >= 0 and not (c is not None and (c.win_all or c.opponents_no_trick)) and \
                _kontra_strength(hand, trump, len(obs.hand)) >= _rekontra_need(level):
            return _find(legal, "rekontra")
        return _find(legal, "pass")
    for m in legal:
        if m.kind == MoveKind.PASS:
            return m
    return legal[0]


def _deck_size(obs: Observation) -> int:
    return find_variant(obs.variant).deck_size


def _contract(obs: Observation, name: str) -> Contract | None:
    return find_variant(obs.variant).contract(name)


def _find(legal: tuple[Move, ...], kind: str) -> Move:
    for m in legal:
        if m.kind == kind:
            return m
    return legal[0]


def _call(obs: Observation, hand: int, trump: int) -> Move:
    """Call the highest card missing from the strongest suit (the trump suit when it is named
    already), so that the partner brings strength where the hand has it."""
    legal = obs.legal_moves
    by_index = {m.card.index: m for m in legal if m.kind == MoveKind.CALL and m.card is not None}
    if trump >= 0:
        order = [trump] + [s for s in range(4) if s != trump]
    else:
        order = sorted(range(4), key=lambda s: (-trump_score(hand, s), s))
    for s in order:
        for r in (_ACE, _TEN, _KING, _OBER):
            idx = s * 6 + r
            if not hand >> idx & 1 and idx in by_index:
                return by_index[idx]
    return legal[0]


def _swap(obs: Observation, hand: int, trump: int) -> Move:
    """Give away the cheapest side cards (never a trump, never a marriage card, never an Ace
    or a Ten) when the swap may take as many cards as that."""
    legal = obs.legal_moves

    def weak(i: int) -> bool:
        if i // 6 == trump or i % 6 >= _TEN:
            return False
        s = i // 6
        pair = hand >> (s * 6 + _KING) & 1 and hand >> (s * 6 + _OBER) & 1
        return not (pair and i % 6 in (_KING, _OBER))

    weak_cards = sorted((i for i in range(24) if hand >> i & 1 and weak(i)),
                        key=lambda i: (CARD_POINTS[i], i))
    best: Move | None = None
    for m in legal:
        if m.kind != MoveKind.SWAP:
            continue
        idx = sorted(c.index for c in m.cards)
        if len(idx) <= len(weak_cards) and idx == sorted(weak_cards[: len(idx)]):
            if best is None or len(m.cards) > len(best.cards):
                best = m
    if best is not None:
        return best
    for m in legal:
        if m.kind == MoveKind.PASS:
            return m
    # no pass allowed: swap the cheapest cards whatever they are
    swaps = [m for m in legal if m.kind == MoveKind.SWAP]
    return min(swaps, key=lambda m: sum(
        CARD_POINTS[c.index] + (_TRUMP_WEIGHT if c.index // 6 == trump else 0) for c in m.cards))
