"""The three- to five-player games and the contracts (the rules reference, three to five
players, and its table of contracts).

Every deal here is built by hand with :func:`helpers.make_deal`, so each test shows one rule
with cards a reader can follow. Seats are in playing order; seat 1 is the declarer (the
first player after the dealer), the dealer is the last seat unless a test says otherwise.
Card codes: rank ``A T K Q J 9`` + suit ``H D S C``.
"""

from __future__ import annotations

import pytest

from schnapsen import CARDS, Deal, HeuristicBot, RandomBot, play_deal
from tests.helpers import assert_illegal, codes, legal, make_deal, play


# -- helpers ---------------------------------------------------------------------------------
def rule9(loser_points: int, loser_tricks: int) -> int:
    """Rule 9: 3 if the loser took no trick, 2 if under 33 points, 1 otherwise."""
    if loser_tricks == 0:
        return 3
    return 2 if loser_points < 33 else 1


def side_totals(deal: Deal) -> dict[tuple[int, ...], tuple[int, int]]:
    """(card points + counted marriages, tricks) of each side, counted from the tricks."""
    out = {}
    for seat in deal.seats:
        side = deal.partners(seat)
        if side in out:
            continue
        tricks = [t for t in deal.tricks if t.winner in side]
        pts = sum(t.points for t in tricks)
        if tricks:
            pts += sum(p for s, _, p in deal.marriages if s in side)
        out[side] = (pts, len(tricks))
    return out


def first_card(deal: Deal) -> None:
    """Play the first legal card (never a claim, marriage or bid)."""
    for m in deal.legal_moves():
        if m.kind == "card":
            deal.play(m)
            return
    deal.play(deal.legal_moves()[0])


# Hands (in dealing order) used by several tests. In HR3_A the declarer holds every Heart.
HR3_A = {0: "QS AH TH KH QH JH", 1: "KS JS TS AD TD KD", 2: "AS QD JD AC TC KC"}
HR3_A_ASIDE = "QC JC"
# Seats 2 and 3 are void in Hearts; seat 2 holds the low trumps TS JS, seat 3 the high ones.
HR3_B = {0: "AH KH QH AD KD QD", 1: "TS JS AC TC KC QC", 2: "AS QS KS JD TD JC"}
HR3_B_ASIDE = "TH JH"


def hr3(hands: dict[int, str] = HR3_A, aside: str = HR3_A_ASIDE, **kw: object) -> Deal:
    return make_deal("hr-3", hands, aside=aside, **kw)


# ============================================================================================
# Common rules of the three- to five-player games
# ============================================================================================
def test_strict_follow_and_beat_highest_from_first_trick() -> None:
    d = play(hr3(), "trump:H pass QS")
    # seat 2 must follow Spades and beat the Queen: King or Ten, not the Jack, no Diamonds
    assert legal(d) == {"KS", "TS"}
    assert_illegal(d, "JS")
    assert_illegal(d, "AD")
    d.play("KS")
    # seat 3 must beat the highest card so far (the King), with its Ace
    assert legal(d) == {"AS"}


def test_strict_void_must_trump() -> None:
    d = play(hr3(HR3_B, HR3_B_ASIDE), "trump:S pass AH")
    assert legal(d) == {"TS", "JS"}  # void in Hearts: trump
    assert_illegal(d, "AC")


def test_strict_void_must_overtrump() -> None:
    d = play(hr3(HR3_B, HR3_B_ASIDE), "trump:S pass AH TS")
    assert legal(d) == {"AS"}  # only the Ace beats the trump Ten


def test_strict_void_cannot_overtrump_still_trumps() -> None:
    # the rules reference, three to five players, says "if void trump and over-trump if able,
    # else any card"; rule 6 says "if void in the suit led, must trump if able". The engine
    # reads it as: a player who cannot over-trump must still play a (lower) trump. Tested as
    # the engine's choice.
    hands = {0: "AH KH QH AD KD QD", 1: "AS JS AC TC KC QC", 2: "TS QS KS JD TD JC"}
    d = play(hr3(hands, "TH JH"), "trump:S pass AH AS")
    assert legal(d) == {"TS", "QS", "KS"}


def test_strict_void_without_trumps_any_card() -> None:
    d = play(hr3(HR3_B, HR3_B_ASIDE), "trump:H pass AD")
    assert legal(d) == codes(d.hand(1))  # no Diamonds, no Hearts: any card
    d.play("AC")
    assert legal(d) == {"JD", "TD"}  # must follow; cannot beat the Ace: any Diamond


def test_strict_follow_after_a_trump_any_card_of_suit() -> None:
    # once a trump lies on the trick, a player holding the suit led cannot beat the highest
    # card, so any card of the suit led is allowed (but still only that suit)
    hands = {0: "QH AD KD QD JD TC", 1: "TS JS AC KC QC JC", 2: "AH JH TH AS QS KS"}
    d = play(hr3(hands, "KH TD"), "trump:S pass QH JS")
    assert legal(d) == {"AH", "TH", "JH"}


def test_marriage_waits_for_the_announcers_first_trick() -> None:
    hands = {0: "KD QD AH KH QH AS", 1: "AC TC KC QC JC JS", 2: "AD TD JD TS KS QS"}
    d = play(hr3(hands, "TH JH"), "trump:H pass m:QD JC AD")
    assert d.tricks[-1].winner == 2
    assert d.points(0) == 0 and d.pending_points(0) == 20
    assert d.points(1) == d.points(2) == 3 + 2 + 11  # the opponents count together
    play(d, "JD KD QC")  # seat 1 must follow with the King and wins
    assert d.tricks[-1].winner == 0
    assert d.pending_points(0) == 0
    assert d.points(0) == 2 + 4 + 3 + 20


def test_marriage_counts_once_the_partner_takes_a_trick() -> None:
    # hr-4: seat 1 calls TS (held by seat 3), announces 20 in Diamonds and loses the trick to
    # its partner: the side has a trick, so the 20 counts at once
    hands = {0: "KD QD AS AC TC", 1: "JD KS QS AH TH", 2: "TD TS JS AD KH", 3: "QH JH KC QC JC"}
    d = play(make_deal("hr-4", hands), "call:TS m:QD JD")
    assert legal(d) == {"TD", "AD"}
    play(d, "AD QH")
    assert d.tricks[-1].winner == 2
    assert d.pending_points(0) == 0
    assert d.points(0) == d.points(2) == 3 + 2 + 11 + 3 + 20


def test_marriage_of_side_without_trick_not_in_result() -> None:
    # hu-3: an opponent announces 20 but the opponents never take a trick
    hands = {
        0: "AH TH KH QH AS TS AD TD",
        1: "JH 9H KS QS KD QD AC TC",
        2: "JS 9S JD 9D KC QC JC 9C",
    }
    d = play(make_deal("hu-3", hands), "trump:H pass pass")
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.winners == (0,)
    assert r.tricks[1] == 0 and r.points[1] == 0
    assert r.game_points == 3


def test_claim_with_66_wins_for_the_declarer() -> None:
    hands = {0: "AH TH KH QH AS TS", 1: "JH KS QS AD TD KD", 2: "JS AC TC KC QD JD"}
    d = play(hr3(hands, "QC JC"), "trump:H pass m:KH JH JD AS QS JS TS KS QD")
    assert d.points(0) == 40 + 8 + 16 + 17
    d.play("claim")
    r = d.result
    assert r is not None and r.winners == (0,) and r.reason == "claim"
    assert r.game_points == 3  # the two opponents took no trick


def test_wrong_claim_scores_for_every_opponent() -> None:
    hands = {0: "AH TH KH QH AS TS", 1: "JH KS QS AD TD KD", 2: "JS AC TC KC QD JD"}
    d = play(hr3(hands, "QC JC"), "trump:H pass m:KH JH JD AS QS JS")
    assert d.points(0) == 64
    d.play("claim")
    r = d.result
    assert r is not None and r.reason == "wrong_claim"
    assert r.winners == (1, 2)  # each opponent seat scores
    assert r.game_points == 3  # the opponents had no trick


@pytest.mark.parametrize("variant", ["hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4"])
def test_results_score_rule9_per_side(variant: str) -> None:
    """Many bot-played deals: the winners are one whole side; a deal that ends by points or
    the last trick scores 1/2/3 from the losing side's points and tricks (counted here from the
    tricks, marriages only for a side with a trick), times the kontra multiplier."""
    seen: set[str] = set()
    for seed in range(400):
        if seed >= 40 and seen:
            break
        d = Deal.new(variant, seed=seed)
        bots = [HeuristicBot(seed) if s % 2 else RandomBot(seed) for s in range(d.variant.players)]
        play_deal(d, bots)
        r = d.result
        assert r is not None
        side = d.partners(r.winners[0])
        assert r.winners == side
        assert all(s in d.seats for s in r.winners)
        if r.contract is not None or r.reason not in ("claim", "last_trick", "reached"):
            continue
        seen.add(r.reason)
        totals = side_totals(d)
        (lpts, ltricks), = [v for k, v in totals.items() if k != side]
        assert r.game_points == rule9(lpts, ltricks) * r.multiplier
        if r.reason == "last_trick":
            assert d.tricks[-1].winner in side
    assert seen  # at least one deal was judged by points or by the last trick


def test_last_trick_decides_when_nobody_claims() -> None:
    d = play(hr3(), "trump:H pass")
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "last_trick"
    assert r.winners == d.partners(d.tricks[-1].winner)
    pts, tricks = side_totals(d)[(1, 2) if r.winners == (0,) else (0,)]
    assert r.game_points == rule9(pts, tricks)


# ============================================================================================
# hr-3: Croatian Šnaps for three
# ============================================================================================
def test_hr3_deal_shape_and_trump_call_from_three_cards() -> None:
    d = hr3()
    assert d.stage == "trump" and d.to_move == 0
    assert codes(d.hand(0)) == {"QS", "AH", "TH"}  # only the first three cards so far
    assert d.talon_size == 2
    assert {"trump:H", "trump:D", "trump:S", "trump:C", "turn"} <= legal(d)
    d.play("trump:D")
    assert str(d.trump) == "D"
    for seat in range(3):
        assert len(d.hand(seat)) == 6
    assert d.stage == "swap" and d.to_move == 0


def test_hr3_turn_next_card_is_trump_and_stays_with_declarer() -> None:
    # the declarer's fourth card (the first of its next packet) is KS
    hands = {0: "AH TH QH KS JH QD", 1: "AS JS TS AD TD KD", 2: "QS KH JD AC TC KC"}
    d = hr3(hands)
    d.play("turn")
    assert str(d.trump) == "S"
    assert "KS" in codes(d.hand(0))
    assert len(d.hand(0)) == 6
    # the turned card was shown: the other seats know the declarer holds it
    assert "KS" in codes(d.observation(1).known_cards.get(0, ()))


def test_hr3_blind_exchange_of_one_card() -> None:
    d = play(hr3(), "trump:H")
    assert "pass" in legal(d)
    d.play("swap:QS")
    assert codes(d.hand(0)) == {"AH", "TH", "KH", "QH", "JH", "QC"}  # the talon's first card
    assert d.stage == "play" and d.to_move == 0
    assert d.talon_size == 2  # QS went to the talon in exchange


def test_hr3_blind_exchange_of_two_cards() -> None:
    d = play(hr3(), "trump:H swap:QS,JH")
    assert codes(d.hand(0)) == {"AH", "TH", "KH", "QH", "QC", "JC"}
    assert all("QS" not in codes(d.hand(s)) and "JH" not in codes(d.hand(s)) for s in range(3))


def test_hr3_pass_keeps_the_hand_and_declarer_leads() -> None:
    d = play(hr3(), "trump:H pass")
    assert codes(d.hand(0)) == set(HR3_A[0].split())
    assert d.stage == "play" and d.to_move == 0


def test_hr3_exchange_limits() -> None:
    d = play(hr3(), "trump:H")
    assert_illegal(d, "swap:QS,JH,AH")  # at most two cards
    assert_illegal(d, "swap:KS")  # not in the declarer's hand
    assert all(len(m.split(",")) <= 2 for m in legal(d) if m.startswith("swap:"))


def test_hr3_declarer_alone_against_two() -> None:
    d = play(hr3(), "trump:H pass")
    assert d.partners(0) == (0,)
    assert d.partners(1) == d.partners(2) == (1, 2)


def test_hr3_variant_data() -> None:
    d = hr3()
    v = d.variant
    assert v.players == 3 and v.deck_size == 20 and not v.draws
    assert v.strict_from_start and v.turn_allowed
    assert set(v.talon_exchange) >= {1, 2}
    assert 9 in v.match.targets and 7 in v.match.targets and v.match.kind == "countdown"


# ============================================================================================
# hr-4: Croatian Šnaps for four
# ============================================================================================
HR4 = {0: "AS KS QS AH TH", 1: "JS AD TD KD QD", 2: "TS JH QH KH JD", 3: "AC TC KC QC JC"}


def test_hr4_deal_shape_and_call_names_trump() -> None:
    d = make_deal("hr-4", HR4)
    assert d.stage == "call" and d.to_move == 0
    assert all(len(d.hand(s)) == 3 for s in range(4))
    assert d.trump is None
    d.play("call:TS")
    assert str(d.trump) == "S"  # the called card's suit is trump
    assert d.called_card is not None and d.called_card.code == "TS"
    assert all(len(d.hand(s)) == 5 for s in range(4))
    assert d.stage == "play" and d.to_move == 0
    assert d.variant.trump_from_call


def test_hr4_holder_of_called_card_is_partner() -> None:
    d = play(make_deal("hr-4", HR4), "call:TS")
    assert d.partners(0) == (0, 2)
    assert d.partners(1) == (1, 3)


def test_hr4_declarer_holding_called_card_plays_alone() -> None:
    d = play(make_deal("hr-4", HR4), "call:AS")
    assert d.partners(0) == (0,)
    assert d.partners(1) == d.partners(2) == d.partners(3) == (1, 2, 3)


def test_hr4_partnership_hidden_until_called_card_played() -> None:
    d = play(make_deal("hr-4", HR4), "call:TS")
    for seat in (0, 1, 3):
        obs = d.observation(seat)
        assert obs.partners is None
        assert obs.side_points is None
    assert d.observation(2).partners == (0, 2)  # the holder knows
    play(d, "AS JS TS JC")  # the called card falls in the first trick
    for seat in range(4):
        obs = d.observation(seat)
        assert obs.partners == d.partners(seat)
        assert obs.side_points is not None


def test_hr4_tricks_not_totalled_before_called_card() -> None:
    # the declarer's partner (seat 3) wins the first trick without showing the called card
    hands = {0: "KD QD AS AC TC", 1: "JD KS QS AH TH", 2: "TD TS JS AD KH", 3: "QH JH KC QC JC"}
    d = play(make_deal("hr-4", hands), "call:TS QD JD AD QH")
    assert d.tricks[-1].winner == 2
    obs = d.observation(0)
    assert obs.partners is None and obs.side_points is None
    assert obs.my_points == 0  # the declarer cannot count its partner's trick yet


def test_hr4_partnership_known_as_soon_as_called_card_is_played() -> None:
    d = play(make_deal("hr-4", HR4), "call:TS AS JS TS")  # TS played, trick not finished
    for seat in range(4):
        assert d.observation(seat).partners == d.partners(seat)


def test_hr4_holder_keeps_knowing_partnership_after_playing_called_card() -> None:
    d = play(make_deal("hr-4", HR4), "call:TS")
    assert d.observation(2).partners == (0, 2)
    play(d, "AS JS TS")
    assert d.observation(2).partners == (0, 2)


def test_hr4_declarer_view_does_not_reveal_partner_through_marriage() -> None:
    # two deals that look the same to seat 1: the same trick, won by seat 3; in the first seat 3
    # holds the called TS (partner), in the second seat 2 holds it (seat 3 is an opponent)
    common = {0: "KD QD AS AC TC", 3: "QH JH KC QC JC"}
    a = make_deal("hr-4", {**common, 1: "JD KS QS AH TH", 2: "TD TS JS AD KH"})
    b = make_deal("hr-4", {**common, 1: "JD TS QS AH TH", 2: "TD KS JS AD KH"})
    views = []
    for d in (a, b):
        play(d, "call:TS m:QD JD AD QH")
        o = d.observation(0)
        views.append((o.partners, o.side_points, o.my_points, o.pending_points))
    assert a.partners(0) == (0, 2) and b.partners(0) == (0, 1)
    assert views[0] == views[1]


def test_hr4_winners_are_declarer_and_partner() -> None:
    # seat 1 with its partner seat 3 holds every trump; the side wins the last trick
    d = play(make_deal("hr-4", HR4), "call:TS")
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "last_trick"
    assert r.winners == d.partners(d.tricks[-1].winner)
    assert r.winners in ((0, 2), (1, 3))


# ============================================================================================
# sl-3: Slovenian Šnops for three, and the contracts
# ============================================================================================
# seat 2 holds the top Hearts and Spades; seat 1 the Clubs; seat 3 the Diamonds
SL3_A = {0: "AC TC KC QH JH QC", 1: "AH TH KH AS TS KS", 2: "AD TD KD QS JS QD"}
SL3_A_ASIDE = "JC JD"


def sl3(hands: dict[int, str] = SL3_A, aside: str = SL3_A_ASIDE) -> Deal:
    return make_deal("sl-3", hands, aside=aside)


def test_sl3_trump_then_contracts() -> None:
    d = sl3()
    assert d.stage == "trump" and d.to_move == 0
    assert len(d.hand(0)) == 3
    assert "turn" not in legal(d)  # only the Croatian game turns a card
    d.play("trump:C")
    assert d.stage == "contract"
    assert all(len(d.hand(s)) == 6 for s in range(3))
    assert legal(d) == {"pass", "contract:snops", "contract:durhmars", "contract:berac",
                        "contract:paver"}


def test_sl3_contracts_rise() -> None:
    d = play(sl3(), "trump:C contract:durhmars")
    assert d.to_move == 2
    assert legal(d) == {"pass", "contract:berac", "contract:paver"}
    assert_illegal(d, "contract:snops")
    assert_illegal(d, "contract:durhmars")  # only the caller wins ties


def test_sl3_higher_contract_wins_and_bidder_leads() -> None:
    d = play(sl3(), "trump:C contract:snops contract:berac pass")
    assert d.contract is not None and d.contract.name == "berac"
    assert d.contract_seat == 2
    assert d.stage == "play" and d.to_move == 2
    assert d.trump is None


def test_sl3_caller_wins_ties() -> None:
    d = play(sl3(), "trump:C contract:berac pass")
    assert d.to_move == 0
    assert "contract:berac" in legal(d)
    d.play("contract:berac")
    assert d.contract is not None and d.contract.name == "berac"
    assert d.contract_seat == 0 and d.to_move == 0


def test_sl3_without_contract_declarer_exchanges_two() -> None:
    d = play(sl3(), "trump:C pass pass pass")
    assert d.stage == "swap" and d.to_move == 0
    swaps = [m for m in legal(d) if m.startswith("swap:")]
    assert swaps and all(len(m.split(",")) == 2 for m in swaps)
    assert_illegal(d, "swap:QH")
    d.play("swap:QH,JH")
    assert codes(d.hand(0)) == {"AC", "TC", "KC", "QC", "JC", "JD"}
    assert d.stage == "play" and d.to_move == 0 and str(d.trump) == "C"
    assert d.partners(0) == (0,) and d.partners(1) == (1, 2)


def test_sl3_contract_skips_the_exchange() -> None:
    d = play(sl3(), "trump:C contract:durhmars pass pass")
    assert d.stage == "play" and d.to_move == 1
    assert codes(d.hand(0)) == set(SL3_A[0].split())


@pytest.mark.parametrize(
    ("contract", "trump"), [("snops", "C"), ("durhmars", None), ("berac", None), ("paver", "C")]
)
def test_sl3_contract_trumps(contract: str, trump: str | None) -> None:
    d = play(sl3(), f"trump:C contract:{contract} pass pass")
    assert (None if d.trump is None else str(d.trump)) == trump


def test_sl3_contract_values() -> None:
    values = {c.name: c.value for c in sl3().variant.contracts}
    assert values == {"snops": 6, "durhmars": 7, "berac": 9, "paver": 12}
    assert [c.name for c in sl3().variant.contracts] == ["snops", "durhmars", "berac", "paver"]


def test_sl3_durhmars_made_without_trumps() -> None:
    d = play(sl3(), "trump:C contract:durhmars pass pass AH AD QH TH TD JH KH KD")
    # seat 1 is void in Hearts; with no trumps it may throw any card, and its Clubs do not win
    assert legal(d) == codes(d.hand(0))
    d.play("AC")
    assert d.tricks[-1].winner == 1
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "contract_made" and r.contract == "durhmars"
    assert r.winners == (1,) and r.game_points == 7


def test_sl3_paver_with_trumps_fails_to_a_trump() -> None:
    # the same cards as the durhmars above; with Clubs trump seat 1 must trump the third Heart
    d = play(sl3(), "trump:C contract:paver pass pass AH AD QH TH TD JH KH KD")
    assert legal(d) == {"AC", "TC", "KC", "QC"}
    d.play("QC")
    r = d.result
    assert r is not None and r.reason == "contract_failed" and r.contract == "paver"
    assert r.winners == (0, 2)  # every opponent scores the value
    assert r.game_points == 12


def test_sl3_paver_made() -> None:
    d = play(sl3(), "trump:H contract:paver pass pass")
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "contract_made"
    assert r.winners == (1,) and r.game_points == 12
    assert len(d.tricks) == 6 and all(t.winner == 1 for t in d.tricks)


def test_sl3_durhmars_fails_at_first_lost_trick() -> None:
    # seat 3 bids durhmars, runs its Diamonds, then must lose a Spade to seat 2
    d = play(sl3(), "trump:C pass contract:durhmars pass")
    assert d.to_move == 2
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "contract_failed"
    assert r.winners == (0, 1) and r.game_points == 7
    assert d.tricks[-1].winner != 2
    assert all(t.winner == 2 for t in d.tricks[:-1])


BERAC = {0: "AH KH AS KS AD KD", 1: "TH TS TD AC TC KC", 2: "JH QH JS QS JD QD"}


def test_sl3_berac_made() -> None:
    d = play(make_deal("sl-3", BERAC, aside="QC JC"), "trump:H pass contract:berac pass JH")
    assert d.trump is None
    assert legal(d) == {"AH", "KH"}  # seat 1 must beat the Jack
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "contract_made" and r.contract == "berac"
    assert r.winners == (2,) and r.game_points == 9
    assert all(t.winner != 2 for t in d.tricks)


def test_sl3_berac_fails_at_first_trick_won() -> None:
    # seat 2 bids berac and must lead; its lead of a Ten that nobody can beat wins the trick
    d = play(make_deal("sl-3", BERAC, aside="QC JC"), "trump:H contract:berac pass pass AC")
    play(d, "JH AH")
    r = d.result
    assert r is not None and r.reason == "contract_failed"
    assert r.winners == (0, 2) and r.game_points == 9


# Šnops: seat 2 holds the trump marriage (trump Hearts named by seat 1)
SNOPS = {0: "AC TC KC QC JC TS", 1: "AH TH KH QH AS KS", 2: "AD TD KD QD JH JD"}
SNOPS_ASIDE = "QS JS"


def snops_deal() -> Deal:
    return play(make_deal("sl-3", SNOPS, aside=SNOPS_ASIDE), "trump:H contract:snops pass pass")


def test_sl3_snops_made_within_three_tricks() -> None:
    d = snops_deal()
    assert d.to_move == 1 and str(d.trump) == "H"
    play(d, "m:KH JH AC")  # 4 + 2 + 11, and the 40 counts with the trick
    assert not d.is_over and d.points(1) == 57
    play(d, "AS AD TS")  # 11 + 11 + 10
    r = d.result
    assert r is not None and r.reason == "contract_made" and r.contract == "snops"
    assert r.winners == (1,) and r.game_points == 6


def test_sl3_snops_fails_when_opponents_take_a_trick() -> None:
    d = play(snops_deal(), "KS JH TS")  # seat 3 must trump the King with its Jack
    assert d.tricks[-1].winner == 2
    r = d.result
    assert r is not None and r.reason == "contract_failed"
    assert r.winners == (0, 2) and r.game_points == 6


def test_sl3_snops_fails_without_66_after_three_tricks() -> None:
    d = play(snops_deal(), "AH JH JC TH JD QC")
    assert not d.is_over and d.points(1) == 30
    play(d, "AS QD TS")
    assert len(d.tricks) == 3 and all(t.winner == 1 for t in d.tricks)
    assert d.points(1) == 54
    r = d.result
    assert r is not None and r.reason == "contract_failed"
    assert r.winners == (0, 2) and r.game_points == 6


# ============================================================================================
# sl-4 and sl-5
# ============================================================================================
SL4 = {0: "AS KS QS AH TH", 1: "JS AD TD KD QD", 2: "TS JH QH KH JD", 3: "AC TC KC QC JC"}


def test_sl4_call_then_two_each_then_contracts() -> None:
    d = make_deal("sl-4", SL4)
    assert d.stage == "call" and all(len(d.hand(s)) == 3 for s in range(4))
    d.play("call:TS")
    assert str(d.trump) == "S"
    assert all(len(d.hand(s)) == 5 for s in range(4))
    assert d.stage == "contract" and d.to_move == 1
    play(d, "pass pass pass pass")
    assert d.stage == "play" and d.to_move == 0
    assert d.partners(0) == (0, 2) and d.partners(1) == (1, 3)
    assert d.talon_size == 0


def test_sl4_failed_contract_scores_for_each_of_three_opponents() -> None:
    # the rules reference (three to five players) does not say whether a contract in the
    # four-player game is played with the
    # called partner; the engine plays every Slovenian contract alone (as in sl-3).
    d = play(make_deal("sl-4", SL4), "call:TS pass pass contract:berac pass")
    assert d.contract_seat == 3 and d.to_move == 3 and d.trump is None
    assert d.partners(3) == (3,)
    d.play("AC")  # nobody can beat the Ace of Clubs: the berač player takes a trick
    play(d, "QS JS JH")
    r = d.result
    assert r is not None and r.reason == "contract_failed"
    assert r.winners == (0, 1, 2) and r.game_points == 9


def test_sl4_contract_sides_are_public() -> None:
    d = play(make_deal("sl-4", SL4), "call:TS pass pass contract:berac pass")
    for seat in range(4):
        assert d.observation(seat).partners == d.partners(seat)


def test_sl5_dealer_sits_out() -> None:
    hands = {
        0: "AH TH KH QH JH 9H",
        1: "AD TD KD QD JD 9D",
        2: "AS TS KS QS JS 9S",
        3: "AC TC KC QC JC 9C",
    }
    d = make_deal("sl-5", hands)
    assert d.variant.deck_size == 24 and len(d.deck) == 24
    assert d.dealer == 4 and d.seats == (0, 1, 2, 3)
    assert d.stage == "call" and d.to_move == 0
    d.play("call:AS")
    assert [len(d.hand(s)) for s in range(5)] == [6, 6, 6, 6, 0]
    assert d.stage == "contract"
    play(d, "pass pass pass pass")
    assert d.partners(0) == (0, 2)
    while not d.is_over:
        assert d.to_move != 4
        first_card(d)
    r = d.result
    assert r is not None and 4 not in r.winners
    assert sum(len(t.cards) for t in d.tricks) == 24


def test_sl5_other_dealer_sits_out() -> None:
    d = Deal.new("sl-5", seed=3, dealer=1)
    assert d.seats == (2, 3, 4, 0)
    assert d.to_move == 2 and d.declarer == 2
    assert len(d.hand(1)) == 0
    assert all(len(d.hand(s)) == 3 for s in d.seats)


# ============================================================================================
# hu-3: Hungarian Snapszer for three
# ============================================================================================
HU3 = {
    0: "AH TH KH QH AS TS AD TD",
    1: "JH 9H KS QS KD QD AC TC",
    2: "JS 9S JD 9D KC QC JC 9C",
}


def test_hu3_deal_four_then_four_and_trump_after_four() -> None:
    d = make_deal("hu-3", HU3)
    assert d.stage == "trump" and d.to_move == 0
    assert all(len(d.hand(s)) == 4 for s in range(3))
    d.play("trump:H")
    assert all(len(d.hand(s)) == 8 for s in range(3))
    assert d.talon_size == 0 and len(d.deck) == 24


def test_hu3_kontra_stage_and_declarer_leads() -> None:
    d = play(make_deal("hu-3", HU3), "trump:H")
    assert d.stage == "kontra" and d.to_move == 1
    assert legal(d) == {"kontra", "pass"}
    play(d, "pass")
    assert d.to_move == 2
    play(d, "pass")
    assert d.stage == "play" and d.to_move == 0
    assert d.partners(0) == (0,) and d.partners(1) == (1, 2)
    assert d.multiplier == 1


def test_hu3_auto_end_at_66() -> None:
    d = play(make_deal("hu-3", HU3), "trump:H pass pass")
    assert "claim" not in legal(d)
    play(d, "m:KH JH KC")  # 4 + 2 + 4, and the 40
    assert d.points(0) == 50 and not d.is_over
    play(d, "AS KS JS")  # 11 + 4 + 2 = 67
    r = d.result
    assert r is not None and r.reason == "reached"
    assert r.winners == (0,) and r.game_points == 3
    assert len(d.tricks) == 2


def test_hu3_auto_end_on_a_marriage() -> None:
    d = play(make_deal("hu-3", HU3), "trump:H pass pass AH 9H 9C AS KS JS")
    assert d.points(0) == 28 and not d.is_over
    d.play("m:KH")  # 28 + 40: the deal ends at once, the King is not played
    r = d.result
    assert r is not None and r.reason == "reached" and r.winners == (0,)
    assert len(d.tricks) == 2 and "KH" in codes(d.hand(0))


@pytest.mark.parametrize(("bids", "points"), [
    ("pass pass", 3),
    ("kontra pass", 6),
    ("pass kontra pass", 6),
    ("kontra rekontra", 12),
])
def test_hu3_kontra_doubles_rekontra_quadruples(bids: str, points: int) -> None:
    d = play(make_deal("hu-3", HU3), f"trump:H {bids}")
    assert d.stage == "play"
    play(d, "m:KH JH KC AS KS JS")
    r = d.result
    assert r is not None and r.winners == (0,) and r.game_points == points


def test_hu3_kontra_only_by_opponents_rekontra_only_by_declarer() -> None:
    d = play(make_deal("hu-3", HU3), "trump:H")
    assert_illegal(d, "rekontra")
    d.play("kontra")
    assert d.stage == "rekontra" and d.to_move == 0
    assert legal(d) == {"rekontra", "pass"}
    assert_illegal(d, "kontra")
    d.play("pass")
    assert d.stage == "play" and d.multiplier == 2


def test_hu3_opponents_win_score_both() -> None:
    # the declarer names a suit it barely holds; the opponents reach 66 together
    d = play(make_deal("hu-3", HU3), "trump:C kontra pass")
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None
    assert r.winners in ((0,), (1, 2))
    if r.winners == (1, 2):
        assert r.game_points % 2 == 0  # the kontra doubles the opponents' win too


# ============================================================================================
# hu-4: Hungarian Snapszer for four
# ============================================================================================
# seat 1 holds every trump (Spades); seat 3 holds the called AH
HU4 = {
    0: "AS TS KS QS JS 9S",
    1: "TH KH QH JH 9H AD",
    2: "AH TD KD QD JD 9D",
    3: "AC TC KC QC JC 9C",
}


def test_hu4_trump_call_then_three_more() -> None:
    d = make_deal("hu-4", HU4)
    assert d.stage == "trump" and d.to_move == 0
    assert all(len(d.hand(s)) == 3 for s in range(4))
    d.play("trump:S")
    assert d.stage == "call" and d.to_move == 0
    d.play("call:AH")
    assert str(d.trump) == "S"  # trump named separately (trump_from_call=False)
    assert not d.variant.trump_from_call
    assert all(len(d.hand(s)) == 6 for s in range(4))
    assert d.stage == "snapszer" and legal(d) == {"snapszer", "pass"}
    d.play("pass")
    assert d.stage == "kontra"
    assert d.partners(0) == (0, 2)


def test_hu4_snapszer_made_scores_declarer_and_partner() -> None:
    d = play(make_deal("hu-4", HU4), "trump:S call:AH snapszer pass pass pass")
    assert d.contract is not None and d.contract.name == "snapszer"
    assert d.stage == "play" and d.to_move == 0
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "contract_made"
    assert r.winners == (0, 2) and r.game_points == 6


def test_hu4_snapszer_kontra_rekontra() -> None:
    d = play(make_deal("hu-4", HU4), "trump:S call:AH snapszer kontra rekontra")
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.winners == (0, 2) and r.game_points == 24


def test_hu4_snapszer_fails_when_opponents_take_a_trick() -> None:
    hands = {
        0: "AS TS KS QS JS TD",
        1: "TH KH QH JH 9H AD",
        2: "AH 9S KD QD JD 9D",
        3: "AC TC KC QC JC 9C",
    }
    d = play(make_deal("hu-4", hands), "trump:S call:AH snapszer pass pass pass TD AD")
    play(d, "9D 9C")
    r = d.result
    assert r is not None and r.reason == "contract_failed"
    assert r.winners == (1, 3) and r.game_points == 6


def test_hu4_kontra_on_the_plain_deal() -> None:
    d = play(make_deal("hu-4", HU4), "trump:S call:AH pass kontra pass")
    assert d.contract is None and d.multiplier == 2
    while not d.is_over:
        first_card(d)
    r = d.result
    assert r is not None and r.reason == "reached"
    assert r.winners == (0, 2)
    assert r.game_points == 3 * 2  # opponents took no trick


# ============================================================================================
# Illegal moves in the bidding change nothing
# ============================================================================================
@pytest.mark.parametrize(
    ("variant", "hands", "aside", "moves", "bad"),
    [
        ("hr-3", HR3_A, HR3_A_ASIDE, "", "AH"),
        ("hr-3", HR3_A, HR3_A_ASIDE, "", "call:TS"),
        ("hr-3", HR3_A, HR3_A_ASIDE, "", "pass"),
        ("hr-3", HR3_A, HR3_A_ASIDE, "trump:H", "trump:S"),
        ("hr-3", HR3_A, HR3_A_ASIDE, "trump:H", "swap:QC"),
        ("hr-4", HR4, "", "", "trump:S"),
        ("hr-4", HR4, "", "", "AS"),
        ("hr-4", HR4, "", "call:TS", "call:AS"),
        ("sl-3", SL3_A, SL3_A_ASIDE, "", "contract:snops"),
        ("sl-3", SL3_A, SL3_A_ASIDE, "trump:C contract:paver", "contract:berac"),
        ("sl-3", SL3_A, SL3_A_ASIDE, "trump:C", "swap:AC,TC"),
        ("sl-4", SL4, "", "call:TS", "kontra"),
        ("hu-3", HU3, "", "", "turn"),
        ("hu-3", HU3, "", "trump:H", "AH"),
        ("hu-3", HU3, "", "trump:H pass pass", "kontra"),
        ("hu-4", HU4, "", "trump:S", "trump:H"),
        ("hu-4", HU4, "", "trump:S call:AH", "kontra"),
        ("hu-4", HU4, "", "trump:S call:AH pass", "rekontra"),
    ],
)
def test_illegal_bidding_moves(variant: str, hands: dict[int, str], aside: str, moves: str,
                               bad: str) -> None:
    d = make_deal(variant, hands, aside=aside) if aside else make_deal(variant, hands)
    if moves:
        play(d, moves)
    assert_illegal(d, bad)


def test_illegal_card_in_play_changes_nothing() -> None:
    d = play(make_deal("hr-4", HR4), "call:TS AS")
    assert_illegal(d, "AD")  # seat 2 holds JS and must follow
    assert_illegal(d, "AH")  # not in seat 2's hand


def test_every_card_dealt_once() -> None:
    for variant in ("hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4"):
        d = Deal.new(variant, seed=11)
        while d.stage != "play":
            d.play(d.legal_moves()[-1] if d.stage == "contract" else d.legal_moves()[0])
        held = [c for s in range(d.variant.players) for c in d.hand(s)]
        talon = [CARDS[i] for i in d._st.talon]
        assert len(held) + len(talon) == d.variant.deck_size
        assert len(set(held) | set(talon)) == d.variant.deck_size
        assert len({len(d.hand(s)) for s in d.seats}) == 1


def test_hu4_kontra_asks_everyone_but_partner_may_only_pass() -> None:
    """Decision: every seat but the declarer is asked in turn, so a secret partner's turn
    gives nothing away; the partner (holder of the called card) can only pass."""
    d = play(make_deal("hu-4", HU4), "trump:S call:AH pass")
    asked = []
    while d.stage == "kontra":
        seat = d.to_move
        assert seat is not None
        asked.append(seat)
        legal = [str(m) for m in d.legal_moves()]
        assert legal == (["pass"] if seat in d.partners(0) else ["kontra", "pass"])
        d.play("pass")
    assert asked == [1, 2, 3]
