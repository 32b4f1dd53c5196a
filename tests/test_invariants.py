"""Invariants over many seeded random deals of every variant.

For each of the thirteen variants, deals with seeds 0..N-1 are played to the end by a mix of
:class:`RandomBot` and :class:`HeuristicBot` (seeded from the deal seed). Every move is
checked to be legal before it is pushed, and at every state:

- card conservation: hands, the talon (``deal._st.talon`` and ``deal._st.turned``), cards not yet
  dealt (during the bidding), the current trick and the finished tricks hold every card of
  the deck exactly once;
- the 120 card points: points of finished tricks plus points of every card not yet played
  make 120, and the seats' trick points add up to the finished tricks' points (plus the last
  trick bonus once the cards have run out);
- legal moves are never empty before the end, empty after it, without repeats;
- the card moves offered are exactly those the rules allow, recomputed here from the hand
  before the move: any card while the play is free; when ``deal.strict`` holds, follow suit,
  head the trick, trump (and over-trump) when void;
- every finished trick went to the highest trump, else the highest card of the suit led;
- the result: winners non-empty and all of one side, a known reason, game points 1, 2 or 3
  (or the contract's value) times the multiplier; without a contract the game points are
  recomputed from rules 7-10 (claims, wrong claims, closing with the opponents' points and
  tricks at the moment of closing, last trick), and a side without a trick counts 0 points.

Once per deal (cheap but on every deal): a ``copy()`` taken at a random point equals the
original there and stays independent of it; replaying the rest of the moves on the copy gives
the same final deal; ``Deal.from_text(deal.to_text())`` round-trips; popping every move goes
back through every earlier state to the fresh deal ``Deal.new(variant, seed=seed)``.

``SCHNAPSEN_INVARIANT_DEALS`` (environment) changes the number of deals per variant (1,000 by
default: 13,000 deals in all; a longer run, e.g. 20,000 a variant, is one variable away).
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from typing import Any, NoReturn

import pytest

from schnapsen import VARIANTS, Deal, HeuristicBot, RandomBot, SchnapsenError
from schnapsen.bots import Bot

DEALS = int(os.environ.get("SCHNAPSEN_INVARIANT_DEALS", "1000"))

# card index = suit * 6 + rank, ranks from the Nine (0) to the Ace (5); points per the rules
# reference (its cards)
POINTS = {0: 0, 1: 2, 2: 3, 3: 4, 4: 10, 5: 11}
CARD_PTS = [POINTS[i % 6] for i in range(24)]
REASONS = {
    "claim",
    "wrong_claim",
    "last_trick",
    "reached",
    "closed_won",
    "closed_failed",
    "contract_made",
    "contract_failed",
}


def test_result_reasons_are_the_engine_vocabulary() -> None:
    """The reasons listed here (the specification) are exactly ``ResultReason``'s values."""
    from schnapsen import ResultReason

    assert {r.value for r in ResultReason} == REASONS


def _full_mask(v_deck_size: int) -> int:
    return sum(1 << i for i in range(24) if v_deck_size == 24 or i % 6 != 0)


def _bits(mask: int) -> list[int]:
    return [i for i in range(24) if mask >> i & 1]


def make_bots(deal: Deal, seed: int) -> list[Bot]:
    """RandomBot and HeuristicBot mixed, seeded from the deal seed."""
    rng = random.Random(seed * 7919 + 17)
    bots: list[Bot] = []
    for seat in range(deal.variant.players):
        kind = RandomBot if rng.random() < 0.5 else HeuristicBot
        bots.append(kind(seed * 101 + seat))
    return bots


def winning_card(cards: Sequence[int], trump: int) -> int:
    """The card that wins (or is winning) a trick: highest trump, else highest of the suit led."""
    best = cards[0]
    for c in cards[1:]:
        if c // 6 == best // 6:
            if c % 6 > best % 6:
                best = c
        elif trump >= 0 and c // 6 == trump:
            best = c
    return best


def allowed_cards(
    hand: int, trick: Sequence[int], trump: int, strict: bool, rules: str
) -> int:
    """The cards the rules allow from ``hand`` (a bit set) onto ``trick`` (the rules
    reference, rule 6)."""
    if not trick or not strict:
        return hand
    led = trick[0] // 6
    best = winning_card(trick, trump)
    follow = [c for c in _bits(hand) if c // 6 == led]
    if follow:
        if rules == "full" and best // 6 == led:
            higher = [c for c in follow if c % 6 > best % 6]
            if higher:
                follow = higher
        return sum(1 << c for c in follow)
    if rules != "full" or trump < 0:
        return hand
    trumps = [c for c in _bits(hand) if c // 6 == trump]
    if not trumps:
        return hand
    if best // 6 == trump:
        higher = [c for c in trumps if c % 6 > best % 6]
        if higher:
            trumps = higher
    return sum(1 << c for c in trumps)


class DealChecker:
    """Per-state checks of one deal, with running totals of the finished tricks."""

    def __init__(self, deal: Deal) -> None:
        v = deal.variant
        self.deal = deal
        self.full = _full_mask(v.deck_size)
        self.size = v.deck_size
        self.played_mask = 0
        self.played_n = 0
        self.played_pts = 0
        self.ntricks = 0
        self.bonus = v.last_trick_bonus
        self.rules = v.strict_rules
        self.active = set(deal.seats)

    def fail(self, what: str) -> NoReturn:
        d = self.deal
        raise AssertionError(
            f"{d.variant.id} seed {d.seed} after {len(d.moves)} moves: {what}\n{d.to_text()}"
        )

    def state(self) -> list:  # type: ignore[type-arg]
        """Check the current state; returns its legal moves."""
        d = self.deal
        # finished tricks, incrementally
        tricks = d.tricks
        while self.ntricks < len(tricks):
            t = tricks[self.ntricks]
            self.ntricks += 1
            idx = [c.index for c in t.cards]
            if len(idx) != len(d.seats) or set(t.seats) != self.active:
                self.fail(f"trick {t} does not hold one card of each active seat")
            if t.seats[idx.index(winning_card(idx, d._st.tr))] != t.winner:
                self.fail(f"trick {t} went to the wrong seat (trump {d.trump})")
            for c in idx:
                self.played_mask |= 1 << c
                self.played_pts += CARD_PTS[c]
            self.played_n += len(idx)
        # conservation of cards
        mask = self.played_mask
        n = self.played_n
        for h in d._st.hands:
            mask |= h
            n += h.bit_count()
        rest = [*d._st.talon, *d._st.trick_cards, *d._deck[d._st.pos :]]
        if d._st.turned >= 0:
            rest.append(d._st.turned)
        for c in rest:
            mask |= 1 << c
        n += len(rest)
        if mask != self.full or n != self.size:
            self.fail(
                f"cards not conserved: {n} cards held for a {self.size}-card deck, "
                f"missing {_bits(self.full & ~mask)}, foreign {_bits(mask & ~self.full)}"
            )
        # the 120 card points
        unplayed = sum(CARD_PTS[c] for c in _bits(self.full & ~self.played_mask))
        if self.played_pts + unplayed != 120:
            self.fail(f"card points: {self.played_pts} in tricks + {unplayed} unplayed != 120")
        seat_pts = sum(d._st.seat_points)
        last_done = self.ntricks and not any(d._st.hands) and not d._st.trick_cards
        # the last trick's bonus (German 66) when the talon was not closed
        expect = self.played_pts + (self.bonus if last_done and d._st.closed_by < 0 else 0)
        if seat_pts != expect:
            self.fail(f"seats hold {seat_pts} trick points, the tricks {expect}")
        # legal moves
        legal = d.legal_moves()
        if d.is_over:
            if legal or d.to_move is not None:
                self.fail(f"deal over but moves {legal} / to_move {d.to_move}")
            return legal
        if not legal:
            self.fail("no legal move before the end")
        if d.to_move not in self.active:
            self.fail(f"to_move {d.to_move} is not an active seat")
        if len(set(legal)) != len(legal):
            self.fail(f"repeated legal moves {legal}")
        if d.stage == "play":
            hand = d._st.hands[d.to_move]
            cards = 0
            for m in legal:
                if m.kind == "card":
                    cards |= m.card.bit  # type: ignore[union-attr]
                elif d._st.trick_cards:
                    self.fail(f"{m} offered while following to a trick")
            want = allowed_cards(hand, d._st.trick_cards, d._st.tr, d.strict, self.rules)
            if cards != want:
                self.fail(
                    f"card moves {_bits(cards)} but the rules allow {_bits(want)} "
                    f"(hand {_bits(hand)}, trick {d._st.trick_cards}, trump {d._st.tr}, "
                    f"strict {d.strict})"
                )
        return legal

    def played(
        self, move: object, hand_before: int, trick_before: list[int], strict: bool
    ) -> None:
        """Check a card move against the strict rules (when ``strict`` held before the move),
        from the hand before the move."""
        d = self.deal
        c = move.card.index  # type: ignore[attr-defined]
        if not hand_before >> c & 1:
            self.fail(f"{move} played but not held")
        if not trick_before or not strict:
            return
        held = _bits(hand_before)
        led = trick_before[0] // 6
        tr = d._st.tr
        best = winning_card(trick_before, tr)
        has_led = [h for h in held if h // 6 == led]
        if has_led and c // 6 != led:
            self.fail(f"{move} does not follow suit though the hand holds {has_led}")
        if self.rules != "full":
            return
        if has_led and best // 6 == led:
            higher = [h for h in has_led if h % 6 > best % 6]
            if higher and c % 6 <= best % 6:
                self.fail(f"{move} does not head the trick though the hand holds {higher}")
        if not has_led and tr >= 0:
            trumps = [h for h in held if h // 6 == tr]
            if trumps and c // 6 != tr:
                self.fail(f"{move} is not a trump though the hand is void and holds {trumps}")
            if best // 6 == tr:
                over = [h for h in trumps if h % 6 > best % 6]
                if over and (c // 6 != tr or c % 6 <= best % 6):
                    self.fail(f"{move} does not over-trump though the hand holds {over}")

    def result(self, close_snapshot: tuple[int, int] | None) -> None:
        """Check the result; ``close_snapshot`` is the opponents' (points, tricks) when the
        talon was closed."""
        d = self.deal
        r = d.result
        if r is None:
            self.fail("deal ended without a result")
            return
        if not r.winners or not set(r.winners) <= self.active:
            self.fail(f"winners {r.winners}")
        if len({d._st.side[s] for s in r.winners}) != 1:
            self.fail(f"winners {r.winners} are not one side")
        if r.reason not in REASONS:
            self.fail(f"unknown reason {r.reason}")
        if r.multiplier not in (1, 2, 4) or r.multiplier != d.multiplier:
            self.fail(f"multiplier {r.multiplier}")
        if r.contract is not None:
            c = d.variant.contract(r.contract)
            if c is None or r.game_points != c.value * r.multiplier:
                self.fail(f"contract {r.contract} scored {r.game_points}")
            if r.reason not in ("contract_made", "contract_failed"):
                self.fail(f"contract {r.contract} ended by {r.reason}")
        else:
            self.game_points_by_rule(r, close_snapshot)
            ok = {g * r.multiplier for g in (1, 2, 3)}
            fixed = d.variant.failed_close_points
            if fixed is not None and r.reason in ("closed_failed", "claim", "wrong_claim"):
                ok.add(fixed * r.multiplier)
            if r.game_points not in ok:
                self.fail(f"game points {r.game_points} not in {sorted(ok)}")
            if r.reason in ("contract_made", "contract_failed"):
                self.fail(f"reason {r.reason} without a contract")
        for sd, (pts, won) in enumerate(zip(r.points, r.tricks, strict=True)):
            if won == 0 and pts != 0:
                self.fail(f"side {sd} counts {pts} points without a trick (rule 9)")

    def game_points_by_rule(self, r: Any, snap: tuple[int, int] | None) -> None:
        """Game points recomputed from rules 7-10 (deals without a contract)."""
        d = self.deal
        v = d.variant
        target = v.target_points
        w = d._st.side[r.winners[0]]
        if len(r.points) != 2:
            self.fail(f"{len(r.points)} sides")
        lo = 1 - w

        def rule9(pts: int, won: int) -> int:
            return 3 if won == 0 else 2 if pts * 2 < target else 1

        # a marriage shown with the claim is counted in the claimer's points
        if r.reason == "claim":
            if r.claimer is None or d._st.side[r.claimer] != w or r.points[w] < target:
                self.fail(f"claim by {r.claimer} with {r.points[w]} won")
        if r.reason == "wrong_claim":
            c = r.claimer
            if c is None or d._st.side[c] == w or r.points[1 - w] >= target:
                self.fail(f"wrong claim by {c} with {r.points[1 - w]} lost")
        if r.reason == "reached" and r.points[w] < target:
            self.fail(f"reached with {r.points[w]}")
        if r.reason == "last_trick" and d.tricks[-1].winner not in r.winners:
            self.fail("the last trick's winner did not win")
        m = r.multiplier
        if d._st.closed_by >= 0:
            assert snap is not None
            closer = d._st.side[d._st.closed_by]
            if w == closer:  # a wrong claim against the closer too (round 25)
                want = rule9(*snap)
            else:
                want = v.failed_close_points or (3 if snap[1] == 0 else 2)
        elif r.reason == "wrong_claim":
            want = 3 if r.tricks[w] == 0 else 2
        elif r.reason == "last_trick" and v.last_trick_rule == "flat":
            want = 1
        else:
            want = rule9(r.points[lo], r.tricks[lo])
        if r.game_points != want * m:
            self.fail(f"{r.reason}: {r.game_points} game points, the rules give {want} x {m}")


def run_deal(variant: str, seed: int) -> None:
    deal = Deal.new(variant, seed=seed)
    bots = make_bots(deal, seed)
    chk = DealChecker(deal)
    rng = random.Random(seed)
    keys = []
    copy_at = -1
    snapshot = None
    copy_key = None
    close_snapshot = None
    while True:
        legal = chk.state()
        keys.append(deal.state_key())
        if copy_at < 0 and (deal.to_move is None or rng.random() < 0.12):
            copy_at = len(deal.moves)
            snapshot = deal.copy()
            copy_key = keys[-1]
            if snapshot != deal:
                chk.fail("copy() differs from the original")
        if deal.to_move is None:
            break
        seat = deal.to_move
        move = bots[seat].choose(deal.observation(seat))
        if move not in legal:
            chk.fail(f"bot chose {move}, not in {legal}")
        if move.kind == "close":
            opp = deal.seats[1 - deal.seats.index(seat)]
            close_snapshot = (deal.points(opp), deal.tricks_won(opp))
        if move.kind == "card":
            hand = deal._st.hands[seat]
            trick = list(deal._st.trick_cards)
            strict = deal.strict
            deal.push(move)
            chk.played(move, hand, trick, strict)
        else:
            deal.push(move)
    chk.result(close_snapshot)
    final_key = keys[-1]
    assert snapshot is not None
    # the copy was not touched by the original's moves, and replays to the same end
    if snapshot.state_key() != copy_key:
        chk.fail(f"the copy taken after {copy_at} moves changed when the original moved on")
    for m in deal.moves[copy_at:]:
        snapshot.push(m)
    if snapshot != deal or deal.state_key() != final_key:
        chk.fail(f"the copy taken after {copy_at} moves replays differently")
    # text round trip
    text = deal.to_text()
    try:
        back = Deal.from_text(text)
    except SchnapsenError as exc:
        chk.fail(f"from_text(to_text()) raised {exc!r}")
        return
    if back != deal:
        chk.fail("from_text(to_text()) differs")
    # pop everything, through every earlier state
    for i in range(len(deal.moves) - 1, -1, -1):
        deal.pop()
        if deal.state_key() != keys[i]:
            chk.fail(f"pop back to {i} moves does not restore that state")
    if deal != Deal.new(variant, seed=seed):
        chk.fail("popping every move does not give the fresh deal")
    # the copy pops back independently too
    while snapshot.moves:
        snapshot.pop()
    if snapshot != deal:
        chk.fail("the copy pops back to a different fresh deal")


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_random_deals(variant: str) -> None:
    for seed in range(DEALS):
        run_deal(variant, seed)


def test_pop_on_fresh_deal_raises() -> None:
    d = Deal.new("at", seed=1)
    with pytest.raises(SchnapsenError):
        d.pop()
    assert d == Deal.new("at", seed=1)
