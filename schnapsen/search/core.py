"""The search core: a perfect-information position of the play as plain integers.

A :class:`Core` holds what never changes during the play of one deal (the rule data read
from the variant, who sits on which side, the multiplier); a *position* is a plain tuple of
integers and tuples of integers (see ``F_*`` for the fields), immutable and hashable, so it
is its own transposition-table key. Moves are integers (``move_code`` / ``move_of``):

- ``0..23``: play that card (index as in :mod:`schnapsen.cards`);
- ``MARRIAGE + c``: announce the marriage and lead card ``c`` (the King or the Ober);
- ``EXCHANGE``, ``CLOSE``, ``CLAIM``, ``SNAPSZER``.

``Core.play(position, move)`` returns the next position; nothing is undone, nothing is
allocated per move but the new tuple. The rules mirror :class:`schnapsen.deal.Deal` move for
move (tests replay thousands of random deals in both and compare).
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import CARD_POINTS, CARDS, SUIT_MASK, Rank
from ..deal import Deal
from ..errors import SchnapsenError
from ..kernel import follow_mask as _kernel_follow
from ..moves import CARD_MOVES, MARRIAGE_MOVES, SIMPLE_MOVES, Move, MoveKind
from ..stages import Stage
from ..variants import Contract
from ._state import _state_of

__all__ = [
    "Core",
    "Position",
    "MARRIAGE",
    "EXCHANGE",
    "CLOSE",
    "CLAIM",
    "SNAPSZER",
    "move_code",
    "move_of",
]

Position = tuple[Any, ...]

MARRIAGE = 24
EXCHANGE = 48
CLOSE = 49
CLAIM = 50
SNAPSZER = 51

# position fields
F_HANDS = 0  # tuple: each seat's cards as a bit set
F_TALON = 1  # tuple: cards left to draw, first drawn first (the turned card apart)
F_TURNED = 2  # the turned trump card lying under the talon, or -1
F_TR = 3  # trump suit, or -1
F_TO_MOVE = 4  # seat to move, or -1 when the deal is over
F_TRICK = 5  # tuple: cards of the current trick in the order played
F_BEST = 6  # the card winning the current trick, or -1
F_BEST_SEAT = 7
F_POINTS = 8  # (side 0, side 1) counted points
F_TRICKS = 9  # (side 0, side 1) tricks taken
F_PENDING = 10  # (side 0, side 1) marriage points waiting for the side's first trick
F_NTRICKS = 11  # tricks played
F_CLOSED = 12  # the side that closed the talon, or -1
F_SNAP = 13  # (points, tricks) of the closer's opponents at the moment of closing
F_CONTRACT = 14  # index into Core.contracts, or -1
F_CSIDE = 15  # the contract's side, or -1
F_WINNER = 16  # the winning side once the deal is over, or -1
F_GP = 17  # game points of the winning side (multiplier included), once over

_KING, _OBER = int(Rank.KING), int(Rank.OBER)
_OBER_MASK = sum(1 << (suit * 6 + _OBER) for suit in range(4))

_SIMPLE_CODES = {"x": EXCHANGE, "close": CLOSE, "claim": CLAIM, "snapszer": SNAPSZER}
_MOVES: list[Move] = list(CARD_MOVES) + list(MARRIAGE_MOVES) + [
    SIMPLE_MOVES["x"], SIMPLE_MOVES["close"], SIMPLE_MOVES["claim"], SIMPLE_MOVES["snapszer"],
]

# the bits of a set, lowest first, for every set seen (bounded cache)
_BITS: dict[int, tuple[int, ...]] = {}


def bits(mask: int) -> tuple[int, ...]:
    """The card indices of a bit set, lowest first (cached)."""
    out = _BITS.get(mask)
    if out is None:
        lst = []
        m = mask
        while m:
            low = m & -m
            lst.append(low.bit_length() - 1)
            m ^= low
        out = tuple(lst)
        if len(_BITS) < 300_000:
            _BITS[mask] = out
    return out


def move_of(code: int) -> Move:
    """The engine's :class:`Move` for a move code."""
    return _MOVES[code]


def move_code(move: Move | str) -> int:
    """The move code of a play move (a card, a marriage, x, close, claim or snapszer)."""
    m = Move.parse(move)
    if m.kind == MoveKind.CARD and m.card is not None:
        return m.card.index
    if m.kind == MoveKind.MARRIAGE and m.card is not None:
        return MARRIAGE + m.card.index
    code = _SIMPLE_CODES.get(m.kind)
    if code is None:
        raise SchnapsenError(
            f"{m} is not a move of the play; the search core knows only the play",
            "search.move",
            move=str(m),
        )
    return code


def _beats(card: int, best: int, trump: int) -> bool:
    if card // 6 == best // 6:
        return card > best
    return card // 6 == trump


class Core:
    """The fixed rule data of one deal's play, and the position arithmetic.

    Make it with :meth:`from_deal`; ``core.root`` is the deal's current position.
    """

    __slots__ = (
        "n", "active", "nact", "nxt", "side", "draws", "sfs", "full", "exch_rank",
        "exch_min", "closing", "close_min", "marriages", "m_first", "m_after_close", "m_wait",
        "claim_manual", "claim_auto", "target", "ltb", "ltr", "fcp", "cmw", "contracts",
        "pc", "mult", "root", "variant",
    )

    n: int
    active: tuple[int, ...]
    nact: int
    nxt: tuple[int, ...]
    side: tuple[int, ...]
    draws: bool
    sfs: bool
    full: bool
    exch_rank: int
    exch_min: int
    closing: bool
    close_min: int
    marriages: bool
    m_first: bool
    m_after_close: bool
    m_wait: bool
    claim_manual: bool
    claim_auto: bool
    target: int
    ltb: int
    ltr: str
    fcp: int | None
    cmw: bool
    contracts: tuple[Contract, ...]
    pc: int
    mult: int
    root: Position
    variant: Any

    @classmethod
    def from_deal(cls, deal: Deal) -> Core:
        """The core and root position of a deal in its play (every card's place is read)."""
        if not isinstance(deal, Deal):
            raise SchnapsenError(
                f"expected a Deal, not {type(deal).__name__}", "search.deal"
            )
        if deal.is_over:
            raise SchnapsenError("the deal is over: there is nothing to search",
                                 "search.over")
        st = _state_of(deal)
        if st.stage != Stage.PLAY:
            raise SchnapsenError(
                "the search core starts in the play, after the bidding", "search.stage"
            )
        v = deal.variant
        self = object.__new__(cls)
        self.variant = v
        self.n = v.players
        self.active = tuple(deal.seats)
        self.nact = len(self.active)
        self.nxt = st.next
        self.side = st.side
        self.draws = v.draws
        self.sfs = v.strict_from_start
        self.full = v.strict_rules == "full"
        self.exch_rank = -1 if v.exchange_rank is None else int(v.exchange_rank)
        self.exch_min = v.exchange_min_talon
        self.closing = v.closing
        self.close_min = v.close_min_talon
        self.marriages = v.marriages
        self.m_first = v.marriage_on_first_lead
        self.m_after_close = v.marriages_after_close
        self.m_wait = v.marriage_waits
        self.claim_manual = v.claim == "manual"
        self.claim_auto = v.claim == "auto"
        self.target = v.target_points
        self.ltb = v.last_trick_bonus
        self.ltr = v.last_trick_rule
        self.fcp = v.failed_close_points
        self.cmw = v.closer_must_win
        contracts = list(v.contracts)
        self.pc = -1
        if v.play_contract is not None:
            if v.play_contract not in contracts:
                contracts.append(v.play_contract)
            self.pc = contracts.index(v.play_contract)
        self.contracts = tuple(contracts)
        self.mult = st.multiplier
        side = self.side
        pts = [0, 0]
        tks = [0, 0]
        pend = [0, 0]
        for s in self.active:
            sd = side[s]
            pend[sd] += st.pending[s]
        for sd in (0, 1):
            seat = next(s for s in self.active if side[s] == sd)
            pts[sd] = deal.points(seat)
            tks[sd] = deal.tricks_won(seat)
        c: Contract | None = st.contract
        ci = -1 if c is None else self.contracts.index(c)
        closed_by = st.closed_by
        tr = -1 if deal.trump is None else int(deal.trump)
        self.root = (
            st.hands,
            st.talon if v.draws else (),
            st.turned,
            tr,
            deal.to_move,
            st.trick_cards,
            st.best_card if st.trick_cards else -1,
            st.best_seat if st.trick_cards else -1,
            (pts[0], pts[1]),
            (tks[0], tks[1]),
            (pend[0], pend[1]),
            deal.tricks_played,
            -1 if closed_by < 0 else side[closed_by],
            st.closed_snapshot,
            ci,
            -1 if ci < 0 else side[st.contract_seat],
            -1,
            0,
        )
        return self

    # -- reading a position ---------------------------------------------------------------
    @staticmethod
    def is_over(p: Position) -> bool:
        return bool(p[F_WINNER] >= 0)

    def value(self, p: Position, side: int) -> int:
        """Game points ``side`` wins (+) or loses (-) in a finished position."""
        gp: int = p[F_GP]
        return gp if p[F_WINNER] == side else -gp

    def side_to_move(self, p: Position) -> int:
        return self.side[p[F_TO_MOVE]]

    def strict(self, p: Position) -> bool:
        return self.sfs or p[F_CLOSED] >= 0 or (not p[F_TALON] and p[F_TURNED] < 0)

    def marriage_allowed(self, p: Position) -> bool:
        if not self.marriages:
            return False
        ci = p[F_CONTRACT]
        if ci >= 0 and not self.contracts[ci].counts_points:
            return False
        if not p[F_NTRICKS] and not self.m_first:
            return False
        if not self.m_after_close and (
            p[F_CLOSED] >= 0 or (self.draws and not p[F_TALON] and p[F_TURNED] < 0)
        ):
            return False
        return True

    # -- legal moves ----------------------------------------------------------------------
    def card_mask(self, p: Position) -> int:
        """The cards the seat to move may play (a bit set)."""
        seat = p[F_TO_MOVE]
        hand: int = p[F_HANDS][seat]
        trick = p[F_TRICK]
        if not trick or not (
            self.sfs or p[F_CLOSED] >= 0 or (not p[F_TALON] and p[F_TURNED] < 0)
        ):
            return hand
        return _kernel_follow(hand, trick[0], p[F_BEST], p[F_TR], self.variant.strict_full)

    def moves(self, p: Position) -> list[int]:
        """Every legal move code, in the engine's order (cards, marriages, x, close, claim,
        snapszer); empty when the deal is over."""
        if p[F_WINNER] >= 0:
            return []
        out = list(bits(self.card_mask(p)))
        if not p[F_TRICK]:
            self._lead_extras(p, out)
        return out

    def _lead_extras(self, p: Position, out: list[int]) -> None:
        seat = p[F_TO_MOVE]
        hand = p[F_HANDS][seat]
        pairs = hand & (hand >> 1) & _OBER_MASK
        if pairs and self.marriage_allowed(p):
            for q in bits(pairs):
                out.append(MARRIAGE + q + 1)
                out.append(MARRIAGE + q)
        closed = p[F_CLOSED]
        turned = p[F_TURNED]
        talon = p[F_TALON]
        if (
            self.exch_rank >= 0 and self.draws and closed < 0 and turned >= 0
            and len(talon) >= self.exch_min and hand >> (p[F_TR] * 6 + self.exch_rank) & 1
        ):
            out.append(EXCHANGE)
        if (
            self.closing and self.draws and closed < 0 and turned >= 0
            and len(talon) + 1 >= self.close_min
        ):
            out.append(CLOSE)
        ci = p[F_CONTRACT]
        if p[F_NTRICKS] and self.claim_manual and ci < 0:
            out.append(CLAIM)
        if self.pc >= 0 and ci < 0 and not p[F_TRICKS][1 - self.side[seat]]:
            out.append(SNAPSZER)

    # -- making moves ---------------------------------------------------------------------
    def play(self, p: Position, m: int) -> Position:
        """The position after legal move ``m`` (not checked)."""
        if m < MARRIAGE:
            return self._card(p, m)
        if m < EXCHANGE:
            return self._marriage(p, m - MARRIAGE)
        q = list(p)
        seat = p[F_TO_MOVE]
        sd = self.side[seat]
        if m == EXCHANGE:
            low = p[F_TR] * 6 + self.exch_rank
            hands = list(p[F_HANDS])
            hands[seat] = (hands[seat] & ~(1 << low)) | (1 << p[F_TURNED])
            q[F_HANDS] = tuple(hands)
            q[F_TURNED] = low
        elif m == CLOSE:
            q[F_CLOSED] = sd
            q[F_SNAP] = (p[F_POINTS][1 - sd], p[F_TRICKS][1 - sd])
        elif m == CLAIM:
            self._claim(q, seat)
        else:  # SNAPSZER
            q[F_CONTRACT] = self.pc
            q[F_CSIDE] = sd
        return tuple(q)

    def _card(self, p: Position, c: int) -> Position:
        seat = p[F_TO_MOVE]
        bit = 1 << c
        hands = list(p[F_HANDS])
        hands[seat] &= ~bit
        trick = p[F_TRICK] + (c,)
        best = p[F_BEST]
        if best < 0 or _beats(c, best, p[F_TR]):
            best, bseat = c, seat
        else:
            bseat = p[F_BEST_SEAT]
        if len(trick) < self.nact:
            q = list(p)
            q[F_HANDS] = tuple(hands)
            q[F_TRICK] = trick
            q[F_BEST] = best
            q[F_BEST_SEAT] = bseat
            q[F_TO_MOVE] = self.nxt[seat]
            return tuple(q)
        return self._finish_trick(p, hands, trick, bseat)

    def _finish_trick(
        self, p: Position, hands: list[int], trick: tuple[int, ...], winner: int
    ) -> Position:
        q = list(p)
        pts = 0
        for c in trick:
            pts += CARD_POINTS[c]
        sd = self.side[winner]
        points = list(p[F_POINTS])
        tricks = list(p[F_TRICKS])
        points[sd] += pts
        tricks[sd] += 1
        pending = p[F_PENDING]
        if pending[sd]:
            points[sd] += pending[sd]
            pend = list(pending)
            pend[sd] = 0
            q[F_PENDING] = (pend[0], pend[1])
        ntricks = p[F_NTRICKS] + 1
        last = not any(hands)
        closed = p[F_CLOSED]
        talon = p[F_TALON]
        turned = p[F_TURNED]
        if last and closed < 0:
            points[sd] += self.ltb
        elif self.draws and closed < 0 and (talon or turned >= 0):
            s = winner
            for _ in range(self.nact):
                if talon:
                    card = talon[0]
                    talon = talon[1:]
                else:
                    card = turned
                    turned = -1
                hands[s] |= 1 << card
                s = self.nxt[s]
            q[F_TALON] = talon
            q[F_TURNED] = turned
        q[F_HANDS] = tuple(hands)
        q[F_TRICK] = ()
        q[F_BEST] = -1
        q[F_BEST_SEAT] = -1
        q[F_POINTS] = (points[0], points[1])
        q[F_TRICKS] = (tricks[0], tricks[1])
        q[F_NTRICKS] = ntricks
        q[F_TO_MOVE] = winner
        self._check_end(q, winner, last)
        return tuple(q)

    def _marriage(self, p: Position, c: int) -> Position:
        seat = p[F_TO_MOVE]
        sd = self.side[seat]
        pts = 40 if c // 6 == p[F_TR] else 20
        q = list(p)
        if p[F_TRICKS][sd] and not self.m_wait:
            points = list(p[F_POINTS])
            points[sd] += pts
            q[F_POINTS] = (points[0], points[1])
        else:
            pend = list(p[F_PENDING])
            pend[sd] += pts
            q[F_PENDING] = (pend[0], pend[1])
        if self._check_end(q, -1, False):
            return tuple(q)
        return self._card(tuple(q), c)

    def _claim(self, q: list[Any], seat: int) -> None:
        sd = self.side[seat]
        pts = q[F_POINTS][sd]
        bonus = 0
        if q[F_TRICKS][sd] and not self.m_wait and self.marriage_allowed(tuple(q)):
            hand = q[F_HANDS][seat]
            tr = q[F_TR]
            for suit in range(4):
                if hand >> (suit * 6 + _KING) & 1 and hand >> (suit * 6 + _OBER) & 1:
                    value = 40 if suit == tr else 20
                    if value > bonus:
                        bonus = value
            if bonus:
                points = list(q[F_POINTS])
                points[sd] += bonus
                q[F_POINTS] = (points[0], points[1])
                pts += bonus
        if pts >= self.target:
            self._win_by_points(q, sd)
            return
        if q[F_CLOSED] >= 0 and q[F_CLOSED] == sd:
            self._failed_close(q, 1 - sd)
            return
        self._finish(q, 1 - sd, 3 if q[F_TRICKS][1 - sd] == 0 else 2)

    # -- ending ---------------------------------------------------------------------------
    def _rule9(self, loser_points: int, loser_tricks: int) -> int:
        if loser_tricks == 0:
            return 3
        if loser_points * 2 < self.target:
            return 2
        return 1

    def _finish(self, q: list[Any], sd: int, gp: int) -> None:
        q[F_WINNER] = sd
        q[F_GP] = gp * self.mult
        q[F_TO_MOVE] = -1

    def _failed_close(self, q: list[Any], sd: int) -> None:
        gp = self.fcp if self.fcp is not None else (3 if q[F_SNAP][1] == 0 else 2)
        self._finish(q, sd, gp)

    def _win_by_points(self, q: list[Any], sd: int) -> None:
        cs = q[F_CLOSED]
        if cs >= 0:
            if sd == cs:
                self._finish(q, sd, self._rule9(*q[F_SNAP]))
            else:
                self._failed_close(q, sd)
            return
        self._finish(q, sd, self._rule9(q[F_POINTS][1 - sd], q[F_TRICKS][1 - sd]))

    def _check_end(self, q: list[Any], winner: int, last: bool) -> bool:
        ci = q[F_CONTRACT]
        target = self.target
        if ci >= 0:
            c = self.contracts[ci]
            bs = q[F_CSIDE]
            done = -1  # -1 not decided, 0 failed, 1 made
            if winner >= 0:
                ws = self.side[winner]
                if (c.win_all or c.opponents_no_trick) and ws != bs or c.lose_all and ws == bs:
                    done = 0
            if done < 0 and c.target and q[F_POINTS][bs] >= c.target:
                done = 1
            if done < 0 and winner >= 0 and c.within_tricks and q[F_NTRICKS] >= c.within_tricks:
                done = 0
            if done < 0 and last:
                done = 1 if (c.win_all or c.lose_all) else 0
            if done < 0:
                return False
            self._finish(q, bs if done else 1 - bs, c.value)
            return True
        if winner >= 0 and self.cmw:
            cs = q[F_CLOSED]
            if cs >= 0 and self.side[winner] != cs and q[F_POINTS][cs] < target:
                self._failed_close(q, 1 - cs)
                return True
        if self.claim_auto:
            order = [self.side[winner]] if winner >= 0 else []
            if q[F_TO_MOVE] >= 0:
                order.append(self.side[q[F_TO_MOVE]])
            for sd in order:
                if q[F_POINTS][sd] >= target:
                    self._win_by_points(q, sd)
                    return True
        if not last:
            return False
        ws = self.side[winner]
        cs = q[F_CLOSED]
        if cs >= 0:
            if q[F_POINTS][cs] >= target:
                self._win_by_points(q, cs)
            else:
                self._failed_close(q, 1 - cs)
            return True
        if self.ltr == "sixty-six":
            over = [sd for sd in (0, 1) if q[F_POINTS][sd] >= target]
            if len(over) == 1:
                self._win_by_points(q, over[0])
                return True
        loser = 1 - ws
        if self.ltr == "flat":
            gp = 1
        else:
            gp = self._rule9(q[F_POINTS][loser], q[F_TRICKS][loser])
        self._finish(q, ws, gp)
        return True

    # -- playouts -------------------------------------------------------------------------
    def playout(self, p: Position, rng: random.Random) -> Position:
        """Play uniformly random legal moves to the end, except that a claim is made exactly
        when it wins (a random player does not throw the deal away by a wrong claim, nor
        miss a won one). Returns the final position."""
        play = self.play
        moves = self.moves
        rand = rng.random
        side = self.side
        while p[F_WINNER] < 0:
            ms = moves(p)
            if ms[-1] >= CLAIM and CLAIM in ms:
                sd = side[p[F_TO_MOVE]]
                if p[F_POINTS][sd] + self._claim_bonus(p) >= self.target:
                    p = play(p, CLAIM)
                    continue
                ms.remove(CLAIM)
            p = play(p, ms[int(rand() * len(ms))])
        return p

    def playout_result(self, p: Position, rng: random.Random) -> tuple[int, int]:
        """The same random playout as :meth:`playout` (the same moves for the same random
        numbers), returning only ``(winning side, game points)``; two-player deals without
        a contract run in one tight loop of integers, about five times faster."""
        if (self.nact != 2 or self.pc >= 0 or self.cmw or p[F_CONTRACT] >= 0
                or p[F_WINNER] >= 0):
            end = self.playout(p, rng)
            return end[F_WINNER], end[F_GP]
        return self._fast_two(p, rng)

    def _fast_two(self, p: Position, rng: random.Random) -> tuple[int, int]:
        rand = rng.random
        side = self.side
        seat_of = [0, 0]
        for s_ in self.active:
            seat_of[side[s_]] = s_
        hands = p[F_HANDS]
        h = [hands[seat_of[0]], hands[seat_of[1]]]
        talon = p[F_TALON]
        ti = 0
        nt = len(talon)
        turned = p[F_TURNED]
        tr = p[F_TR]
        trump_mask = SUIT_MASK[tr] if tr >= 0 else 0
        s = side[p[F_TO_MOVE]]
        trick = p[F_TRICK]
        lead = trick[0] if trick else -1
        pts = list(p[F_POINTS])
        tks = list(p[F_TRICKS])
        pend = list(p[F_PENDING])
        ntricks = p[F_NTRICKS]
        cs = p[F_CLOSED]
        snap_p, snap_t = p[F_SNAP]
        target = self.target
        full = self.full
        sfs = self.sfs
        exch_rank = self.exch_rank
        exch_min = self.exch_min
        closing = self.closing
        close_min = self.close_min
        marriages = self.marriages
        m_first = self.m_first
        m_after_close = self.m_after_close
        m_wait = self.m_wait
        claim_manual = self.claim_manual
        claim_auto = self.claim_auto
        ltb = self.ltb
        ltr = self.ltr
        mult = self.mult
        fcp = self.fcp
        rule9 = self._rule9

        def win_by_points(sd: int) -> tuple[int, int]:
            if cs >= 0:
                if sd == cs:
                    return sd, rule9(snap_p, snap_t) * mult
                return sd, (fcp if fcp is not None else (3 if snap_t == 0 else 2)) * mult
            return sd, rule9(pts[1 - sd], tks[1 - sd]) * mult

        strict = sfs or cs >= 0 or (ti >= nt and turned < 0)
        m_ok = bool(
            marriages and (ntricks or m_first)
            and (m_after_close or not (cs >= 0 or (ti >= nt and turned < 0)))
        )
        claim_now = claim_manual and ntricks > 0
        xcard = tr * 6 + exch_rank if exch_rank >= 0 and tr >= 0 else -1
        while True:
            if lead < 0:
                hand = h[s]
                if claim_now and pts[s] + 40 >= target:
                    bonus = 0
                    if tks[s] and m_ok and not m_wait:
                        pairs = hand & (hand >> 1) & _OBER_MASK
                        if pairs:
                            bonus = 40 if pairs & trump_mask else 20
                    if pts[s] + bonus >= target:
                        pts[s] += bonus
                        return win_by_points(s)
                cards = bits(hand)
                nc = len(cards)
                n = nc
                pairs = hand & (hand >> 1) & _OBER_MASK if m_ok else 0
                if pairs:
                    plist = bits(pairs)
                    n += 2 * len(plist)
                can_x = can_close = False
                if turned >= 0 and cs < 0:
                    can_x = xcard >= 0 and nt - ti >= exch_min and hand >> xcard & 1 == 1
                    can_close = closing and nt - ti + 1 >= close_min
                    n += can_x + can_close
                r = int(rand() * n)
                if r < nc:
                    c = cards[r]
                elif pairs and r < n - can_x - can_close:
                    r -= nc
                    c = plist[r >> 1] + (1 if r & 1 == 0 else 0)
                    gain = 40 if c // 6 == tr else 20
                    if tks[s] and not m_wait:
                        pts[s] += gain
                    else:
                        pend[s] += gain
                    if claim_auto and pts[s] >= target:
                        return win_by_points(s)
                elif can_x and r == n - 1 - can_close:
                    h[s] = (hand & ~(1 << xcard)) | (1 << turned)
                    turned = xcard
                    continue
                else:  # close
                    cs = s
                    snap_p, snap_t = pts[1 - s], tks[1 - s]
                    strict = True
                    m_ok = m_ok and m_after_close
                    continue
                h[s] = hand & ~(1 << c)
                lead = c
                s = 1 - s
                continue
            # the follower
            hand = h[s]
            if strict:
                led = lead // 6
                follow = hand & SUIT_MASK[led]
                if follow:
                    legal = follow
                    if full:
                        higher = follow & ~((2 << lead) - 1)
                        if higher:
                            legal = higher
                elif full and hand & trump_mask:
                    legal = hand & trump_mask
                else:
                    legal = hand
                opts = bits(legal)
            else:
                opts = bits(hand)
            c = opts[int(rand() * len(opts))]
            h[s] = hand & ~(1 << c)
            if c // 6 == lead // 6:
                w = s if c > lead else 1 - s
            else:
                w = s if c // 6 == tr else 1 - s
            pts[w] += CARD_POINTS[lead] + CARD_POINTS[c] + pend[w]
            pend[w] = 0
            tks[w] += 1
            if not ntricks:
                ntricks = 1
                claim_now = claim_manual
                m_ok = bool(marriages and (m_after_close or not (cs >= 0 or strict)))
            lead = -1
            s = w
            if not h[0] and not h[1]:  # the last trick
                if cs < 0:
                    pts[w] += ltb
                if claim_auto and pts[w] >= target:
                    return win_by_points(w)
                if cs >= 0:
                    if pts[cs] >= target:
                        return win_by_points(cs)
                    return 1 - cs, (
                        fcp if fcp is not None else (3 if snap_t == 0 else 2)
                    ) * mult
                if ltr == "sixty-six":
                    over0, over1 = pts[0] >= target, pts[1] >= target
                    if over0 != over1:
                        return win_by_points(0 if over0 else 1)
                if ltr == "flat":
                    return w, mult
                return w, rule9(pts[1 - w], tks[1 - w]) * mult
            if cs < 0 and turned >= 0:
                if ti < nt:
                    h[w] |= 1 << talon[ti]
                    ti += 1
                else:
                    h[w] |= 1 << turned
                    turned = -1
                if ti < nt:
                    h[1 - w] |= 1 << talon[ti]
                    ti += 1
                else:
                    h[1 - w] |= 1 << turned
                    turned = -1
                if turned < 0:
                    strict = True
                    if not m_after_close:
                        m_ok = False
            if claim_auto and pts[w] >= target:
                return win_by_points(w)

    def _claim_bonus(self, p: Position) -> int:
        seat = p[F_TO_MOVE]
        sd = self.side[seat]
        if not p[F_TRICKS][sd] or self.m_wait or not self.marriage_allowed(p):
            return 0
        hand = p[F_HANDS][seat]
        pairs = hand & (hand >> 1) & _OBER_MASK
        if not pairs:
            return 0
        tr = p[F_TR]
        return 40 if tr >= 0 and pairs >> (tr * 6 + _OBER) & 1 else 20

    # -- text -----------------------------------------------------------------------------
    def describe(self, p: Position) -> str:
        """A one-line summary of a position (for debugging and error messages)."""
        hands = " | ".join(
            " ".join(CARDS[c].code for c in bits(p[F_HANDS][s])) for s in self.active
        )
        return (
            f"hands {hands}; trick {' '.join(CARDS[c].code for c in p[F_TRICK])}; "
            f"to move {p[F_TO_MOVE]}; points {p[F_POINTS]}; tricks {p[F_TRICKS]}"
        )
