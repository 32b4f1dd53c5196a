"""The rule checks of ``schnapsen.checks``: one function per rule, each answering None
(allowed) or the refusal's message key and parameters.

Every reason a check can give is shown here on a hand-made position; then a sweep over
random deals of every variant shows that the checks and ``Deal.legal_moves`` never disagree
(the checks ARE what legal_moves asks, so an explanation cannot drift from the rule).
"""

from __future__ import annotations

import dataclasses

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
    """An Austrian deal: seat 1 (forehand) holds ``h0``, seat 2 ``h1``; Diamonds trump."""
    return make_deal("at", {0: h0, 1: h1}, turned=turned, options=options)


def key(refusal: Refusal | None) -> str | None:
    return None if refusal is None else refusal.key


# -- each check, each answer ------------------------------------------------------------------
def test_check_marriage_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_marriage(d, 0) is None
    assert check_marriage(d, 0, parse_card("QH")) is None
    assert check_marriage(d, 0, parse_card("KH")) is None
    pair = check_marriage(d, 0, parse_card("KS"))  # seat 1 holds no Spade pair
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
    """Slovenian for three: seat 2 holds the Heart King and Ober and bids the beggar (a
    contract that counts no points): no marriage then; the same hands without a contract
    allow it."""
    hands = {0: "AH TH AD TD KD QD", 1: "KH QH AS TS KS QS", 2: "AC TC KC QC JC JH"}
    beggar = next(c for c in VARIANTS["sl-3"].contracts if c.lose_all)
    for bid in (f"contract:{beggar.name}", "pass"):
        d = make_deal("sl-3", hands, aside="JD JS")
        while d.stage != "play":
            assert not d.is_over, d.stage
            seat = d.to_move
            d.play({"trump": "trump:S", "swap": "pass",
                    "contract": bid if seat == 1 else "pass"}[d.stage])
        if bid == "pass":
            assert d.contract is None
            assert check_marriage(d, 1, parse_card("QH")) is None
            continue
        assert d.contract is not None and d.contract.name == beggar.name
        refusal = Refusal("rule.marriage_contract", {"contract": beggar.name})
        assert check_marriage(d, 1) == refusal
        assert check_marriage(d, 1, parse_card("QH")) == refusal
        assert not any(m.kind == "marriage" for m in d.legal_moves())


def test_check_exchange_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_exchange(d, 0) is None  # seat 1 holds the trump Unter (JD)
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
    # the talon used up (never closed): its own reason, the reader can tell the two apart
    used = Deal.new("at", seed=5)
    while not used.talon_exhausted:
        used.push(next(m for m in used.legal_moves() if m.kind == "card"))
    assert used.closed_by is None
    assert check_close(used) == Refusal("rule.close_gone", {})
    hr3 = Deal.new("hr-3", seed=1)
    while hr3.stage != "play":
        hr3.push(hr3.legal_moves()[0])
    assert key(check_close(hr3)) == "rule.close_none"
    assert not VARIANTS["hr-3"].has_closing and VARIANTS["at"].has_closing


def test_check_claim_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert key(check_claim(d)) == "rule.claim_first"
    d.play("AS")
    d.play("JS")  # seat 1 takes the trick and leads again
    assert d.to_move == 0 and check_claim(d) is None
    auto = two("KH QH JD AS QS", "AH TH KS TS JS", claim="auto")
    assert key(check_claim(auto)) == "rule.claim_auto"
    assert VARIANTS["at"].has_claim and not auto.variant.has_claim


def test_check_snapszer_allowed_and_each_refusal() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert key(check_snapszer(d, 0)) == "rule.snapszer_variant"
    hu = Deal.new("hu-2", seed=4)
    while hu.stage != "play":
        hu.push(SIMPLE_MOVES["pass"] if SIMPLE_MOVES["pass"] in hu.legal_moves()
                else hu.legal_moves()[0])
    assert hu.contract is None and hu.variant.has_play_contract
    seat = hu.to_move
    assert seat is not None
    assert check_snapszer(hu, seat) is None
    # once the opponent has taken a trick it is too late: seat 1 leads the Heart Unter, seat
    # 1 takes it with the Ace and leads a Club, which seat 1 takes with a trump
    hu = make_deal("hu-2", {0: "JH QH KS QS JD", 1: "AH TH AC TC KC"}, turned="AD",
                   talon="TD KD QC JC AS TS KH JS QD")
    while hu.stage != "play":
        hu.play("pass")
    assert hu.to_move == 0 and hu.contract is None and str(hu.trump) == "D"
    assert check_snapszer(hu, 0) is None and check_snapszer(hu, 1) is None
    hu.play("JH")
    hu.play("AH")
    assert hu.to_move == 1 and not hu.current_trick  # seat 2 took the trick, leads
    assert key(check_snapszer(hu, 0)) == "rule.snapszer_trick"  # the opponent has a trick
    assert check_snapszer(hu, 1) is None                        # the taker may still
    hu.play("KC")
    hu.play("JD")
    assert hu.to_move == 0 and not hu.current_trick  # seat 1 took this one, leads
    assert key(check_snapszer(hu, 0)) == "rule.snapszer_trick"
    assert SIMPLE_MOVES["snapszer"] not in hu.legal_moves()


def test_check_lead_and_check_card() -> None:
    d = two("KH QH JD AS QS", "AH TH KS TS JS")
    assert check_lead(d, SIMPLE_MOVES["x"]) is None
    d.play("close")
    d.play("QS")  # the strict rules apply from now on
    assert check_lead(d, SIMPLE_MOVES["x"]) == Refusal(
        "rule.lead_only", {"move": "x", "move_name": "x", "move_kind": "x"}
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
    t.play("AD")  # Diamonds led, seat 2 has none but holds the trump JC
    assert check_card(t, 1, parse_card("AS")) == Refusal(
        "rule.must_trump", {"led_suit": Suit.BELLS, "trump_suit": Suit.ACORNS}
    )
    assert check_card(t, 1, parse_card("JC")) is None


def test_check_card_must_overtrump_with_three_players() -> None:
    """Croatian for three, Clubs trump: seat 1 leads a Diamond, seat 2 (no Diamond) trumps
    with the Club Unter; seat 3 (no Diamond, the Club Ace and Ten) must overtrump."""
    d = make_deal("hr-3", {0: "AD TD KD QD JD AS", 1: "JC TH KH QH JH KS",
                           2: "AC TC AH TS QS JS"}, aside="KC QC")
    d.play("trump:C")
    while d.stage != "play":
        d.play("pass")
    assert d.to_move == 0 and str(d.trump) == "C"
    d.play("AD")
    d.play("JC")
    assert d.to_move == 2
    for low in ("AH", "TS"):
        assert check_card(d, 2, parse_card(low)) == Refusal(
            "rule.must_overtrump", {"best": parse_card("JC")})
    assert check_card(d, 2, parse_card("TC")) is None
    assert {str(m) for m in d.legal_moves()} == {"AC", "TC"}


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
    assert d.closed_by == 0 and d.is_closed  # seat 1: falsy, but not None
    d.pop()
    assert d.closed_by is None
    d.play("AS")
    d.play("JS")
    d.play("QS")
    d.play("KS")  # seat 2 takes it and leads
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
