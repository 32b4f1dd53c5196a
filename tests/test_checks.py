"""The rule checks of ``schnapsen.checks``: one function per rule, each answering None
(allowed) or the refusal's message key and parameters.

Every reason a check can give is shown here on a hand-made position; then a sweep over
random deals of every variant shows that the checks and ``Deal.legal_moves`` never disagree
(the checks ARE what legal_moves asks, so an explanation cannot drift from the rule).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from schnapsen import VARIANTS, Deal, Move, RandomBot, parse_card
from schnapsen.cards import CARDS, Rank, Suit
from schnapsen.checks import (
    Refusal,
    check_bid,
    check_card,
    check_claim,
    check_close,
    check_exchange,
    check_lead,
    check_marriage,
    check_snapszer,
    why_not,
)
from schnapsen.moves import CALL_MOVES, CARD_MOVES, MARRIAGE_MOVES, SIMPLE_MOVES, TRUMP_MOVES
from schnapsen.stages import ResultReason, Stage
from tests.helpers import make_deal


def two(h0: str, h1: str, turned: str = "AD", **options: object) -> Deal:
    """An Austrian deal: seat 0 (forehand) holds ``h0``, seat 1 ``h1``; Diamonds trump."""
    return make_deal("at", {0: h0, 1: h1}, turned=turned, options=options)


def key(refusal: Refusal | None) -> str | None:
    return None if refusal is None else refusal.key


# -- each check, each answer ------------------------------------------------------------------
def test_check_marriage_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_marriage(d, 0) is None
    assert check_marriage(d, 0, parse_card("QH")) is None
    assert check_marriage(d, 0, parse_card("KH")) is None
    pair = check_marriage(d, 0, parse_card("KS"))  # seat 0 holds no Spade pair
    assert pair == Refusal("rule.marriage_pair", {"suit": Suit.LEAVES})
    assert key(check_marriage(d, 0, parse_card("AH"))) == "rule.marriage_pair"
    # the sharp game: no marriage at the very first lead
    sharp = two("KH QH JD AS QS", "AH TH KS TS JS", marriage_on_first_lead=False)
    assert key(check_marriage(sharp, 0)) == "rule.marriage_first_lead"
    # German 66: none once the talon is closed
    de = make_deal("de-66", {0: "KH QH JD AS QS 9S", 1: "AH TH KS TS JS 9H"}, turned="AD")
    assert check_marriage(de, 0) is None
    de.play("close")
    assert key(check_marriage(de, 0)) == "rule.marriage_after_close"
    # a variant without marriages
    plain = dataclasses.replace(VARIANTS["at"], marriages=False)
    nm = Deal.new(plain, deck=" ".join(c.code for c in d.deck))
    assert key(check_marriage(nm, 0)) == "rule.no_marriages"
    assert MARRIAGE_MOVES[parse_card("QH").index] not in nm.legal_moves()


def test_check_marriage_refused_in_a_contract_without_points() -> None:
    sl = VARIANTS["sl-3"]
    beggar = next(c for c in sl.contracts if c.lose_all)
    rng = random.Random(3)
    for seed in range(400):
        d = Deal.new("sl-3", seed=seed)
        while not d.is_over and d.stage != "play":
            moves = d.legal_moves()
            named = [m for m in moves if m.kind == "contract" and m.name == beggar.name]
            d.push(named[0] if named else rng.choice(moves))
        if d.contract is not None and d.contract.name == beggar.name:
            r = check_marriage(d, d.to_move or 0)
            assert r == Refusal("rule.marriage_contract", {"contract": beggar.name})
            return
    pytest.skip("no beggar contract was bid in these deals")


def test_check_exchange_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_exchange(d, 0) is None  # seat 0 holds the trump Unter (JD)
    assert check_exchange(d, 1) == Refusal(
        "rule.exchange_card", {"rank": Rank.UNTER, "card": parse_card("JD")}
    )
    d.play("close")
    assert key(check_exchange(d, 0)) == "rule.exchange_closed"
    # too few cards left in the talon
    few = two("KH QH JD AS QS", "AH TH KS TS JS", exchange_min_talon=20)
    assert check_exchange(few, 0) == Refusal("rule.exchange_talon", {"min": 20, "have": 9})
    # no exchange at all (three players: no talon to draw from)
    hr3 = Deal.new("hr-3", seed=1)
    while hr3.stage != "play":
        hr3.push(hr3.legal_moves()[0])
    assert key(check_exchange(hr3, hr3.to_move or 0)) == "rule.exchange_none"
    assert not VARIANTS["hr-3"].has_exchange and VARIANTS["at"].has_exchange


def test_check_close_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_close(d) is None
    short = two("KH QH JD AS QS", "AH TH KS TS JS", close_min_talon=11)
    assert check_close(short) == Refusal("rule.close_talon", {"min": 11, "have": 10})
    d.play("close")
    assert check_close(d) == Refusal("rule.close_done", {})
    hr3 = Deal.new("hr-3", seed=1)
    while hr3.stage != "play":
        hr3.push(hr3.legal_moves()[0])
    assert key(check_close(hr3)) == "rule.close_none"
    assert not VARIANTS["hr-3"].has_closing and VARIANTS["at"].has_closing


def test_check_claim_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert key(check_claim(d)) == "rule.claim_first"
    d.play("AS")
    d.play("JS")  # seat 0 takes the trick and leads again
    assert d.to_move == 0 and check_claim(d) is None
    auto = two("KH QH JD AS QS", "AH TH KS TS JS", claim="auto")
    assert key(check_claim(auto)) == "rule.claim_auto"
    assert VARIANTS["at"].has_claim and not auto.variant.has_claim


def test_check_snapszer_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert key(check_snapszer(d, 0)) == "rule.snapszer_none"
    hu = Deal.new("hu-2", seed=4)
    while hu.stage != "play":
        hu.push(SIMPLE_MOVES["pass"] if SIMPLE_MOVES["pass"] in hu.legal_moves()
                else hu.legal_moves()[0])
    assert hu.contract is None and hu.variant.has_play_contract
    seat = hu.to_move
    assert seat is not None
    assert check_snapszer(hu, seat) is None
    # once the opponent has taken a trick it is too late
    rng = random.Random(0)
    while not hu.is_over:
        if hu.tricks and hu.tricks_taken(1 - seat) and hu.to_move == seat \
                and not hu.current_trick:
            assert key(check_snapszer(hu, seat)) == "rule.snapszer_trick"
            return
        moves = [m for m in hu.legal_moves() if m.kind == "card"]
        hu.push(rng.choice(moves))
    pytest.skip("the opponent never took a trick before the end")


def test_check_lead_and_check_card() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_lead(d, SIMPLE_MOVES["x"]) is None
    d.play("close")
    d.play("QS")  # the strict rules apply from now on
    assert check_lead(d, SIMPLE_MOVES["x"]) == Refusal(
        "rule.lead_only", {"move": "x", "move_name": "x"}
    )
    assert check_card(d, 1, parse_card("KS")) is None
    assert check_card(d, 1, parse_card("KH")) == Refusal(
        "rule.not_in_hand", {"card": parse_card("KH"), "seat": 1}
    )
    assert check_card(d, 1, parse_card("AH")) == Refusal(
        "rule.follow_suit", {"led_suit": Suit.LEAVES, "card": parse_card("AH")}
    )
    assert check_card(d, 1, parse_card("JS")) == Refusal(
        "rule.must_head", {"led_suit": Suit.LEAVES, "best": parse_card("QS")}
    )
    # void in the suit led: trump
    t = two("KH AD TD KD QD", "AH JH AS JC TS", turned="QC")
    t.play("close")
    t.play("AD")  # Diamonds led, seat 1 has none but holds the trump JC
    assert check_card(t, 1, parse_card("AS")) == Refusal(
        "rule.must_trump", {"led_suit": Suit.BELLS, "trump_suit": Suit.ACORNS}
    )
    assert check_card(t, 1, parse_card("JC")) is None


def test_check_card_must_overtrump_with_three_players() -> None:
    rng = random.Random(7)
    for seed in range(300):
        d = Deal.new("hr-3", seed=seed)
        while not d.is_over:
            seat = d.to_move
            assert seat is not None
            if d.stage == "play" and len(d.current_trick) == 2 and d.trump is not None:
                led, second = d.current_trick[0][1], d.current_trick[1][1]
                hand = d.hand(seat)
                if (second.suit == d.trump and led.suit != d.trump
                        and not any(c.suit == led.suit for c in hand)
                        and any(c.suit == d.trump and c.rank > second.rank for c in hand)):
                    low = [c for c in hand if c.suit != d.trump]
                    if low:
                        r = check_card(d, seat, low[0])
                        assert r == Refusal("rule.must_overtrump", {"best": second})
                        return
            d.push(rng.choice(d.legal_moves()))
    pytest.skip("no over-trump position came up")


def test_check_bid_reasons() -> None:
    sl = Deal.new("sl-3", seed=2)
    while sl.stage != "contract":
        assert sl.stage != "play", "sl-3 bids contracts before the play"
        sl.push(sl.legal_moves()[0])
    assert check_bid(sl, SIMPLE_MOVES["pass"]) is None
    unknown = check_bid(sl, Move.parse("contract:nosuch"))
    assert unknown is not None and unknown.key == "rule.contract_unknown"
    wrong = check_bid(sl, SIMPLE_MOVES["x"])
    assert wrong is not None and wrong.key == "rule.bidding"
    assert wrong.params["stage"] is Stage.CONTRACT and str(wrong.params["stage"]) == "contract"
    assert tuple(sl.legal_moves()) == wrong.params["allowed_moves"]


def test_why_not_in_the_play_refuses_bidding_moves_and_after_the_end() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert key(why_not(d, TRUMP_MOVES[0])) == "rule.not_bidding"
    while not d.is_over:
        d.push(d.legal_moves()[0])
    assert key(why_not(d, CARD_MOVES[0])) == "rule.deal_over"


# -- the checks and legal_moves agree ---------------------------------------------------------
_CANDIDATES = (
    list(CARD_MOVES) + list(MARRIAGE_MOVES) + list(CALL_MOVES) + list(TRUMP_MOVES)
    + list(SIMPLE_MOVES.values())
)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_checks_agree_with_legal_moves(variant: str) -> None:
    """At every decision of 12 random deals, a move is legal exactly when why_not allows it
    (the bidding's contract and swap moves are taken from the legal list and a few wrong
    ones)."""
    for seed in range(12):
        d = Deal.new(variant, seed=seed)
        bot = RandomBot(seed)
        while not d.is_over:
            legal = d.legal_moves()
            extra = [m for m in legal if m.kind in ("contract", "swap")]
            for m in _CANDIDATES + extra + [Move.parse("contract:nosuch")]:
                assert (why_not(d, m) is None) == (m in legal), (variant, seed, str(m), d)
            d.push(bot.choose(d.observation(d.to_move or 0)))
        assert why_not(d, CARD_MOVES[0]) is not None


# -- Optional seats and typed vocabularies ----------------------------------------------------
def test_closed_by_is_none_or_the_seat() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert d.closed_by is None and not d.is_closed
    d.play("close")
    assert d.closed_by == 0 and d.is_closed  # seat 0: falsy, but not None
    d.pop()
    assert d.closed_by is None
    d.play("AS")
    d.play("JS")
    d.play("QS")
    d.play("KS")  # seat 1 takes it and leads
    d.play("close")
    assert d.closed_by == 1


def test_optional_properties_and_vocabularies() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert d.contract_seat is None and d.called_card is None and d.result is None
    assert d.stage is Stage.PLAY and str(d.stage) == "play" and repr(d.stage) == "'play'"
    assert d.legal_moves()[0].kind == "card"
    assert d.side_of(0) == 0 and d.side_of(1) == 1
    assert d.deck[0] == CARDS[d.deck[0].index]
    while not d.is_over:
        d.push(d.legal_moves()[0])
    assert d.result is not None and isinstance(d.result.reason, ResultReason)
    assert d.result.reason in {r.value for r in ResultReason}
    five = Deal.new("sl-5", seed=0)
    assert five.side_of(five.dealer) is None  # the dealer sits out
