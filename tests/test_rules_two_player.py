"""The two-player game of the rules reference (rules 1-10, and the two-player variants' table).

Every test builds its position on a hand-made deck and plays explicit moves. The expected
values come from the rules reference (card points: A 11, T 10, K 4, Q 3, J 2, 9 0); the
arithmetic is written out in the comments so that a reader can check it without the engine.

Unless a test says otherwise the variant is ``at``, the dealer is seat 2 (so seat 1 leads),
and Clubs are trumps (the turned card is a Club).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from schnapsen import VARIANTS, Deal, IllegalMoveError, SchnapsenError
from tests.helpers import assert_illegal, held, legal, make_deal, play, result

# -- helpers ----------------------------------------------------------------------------------


def new(
    h0: str,
    h1: str,
    turned: str = "JC",
    talon: str = "",
    variant: str = "at",
    dealer: int | None = None,
    **options: object,
) -> Deal:
    """A deal in which seat 1 holds ``h0`` and seat 2 holds ``h1``."""
    return make_deal(
        variant, {0: h0, 1: h1}, turned=turned, talon=talon, dealer=dealer, options=options
    )


# -- scenario decks ---------------------------------------------------------------------------
# DECK_A: seat 1 wins the five talon tricks with Aces and Tens (13+13+13+14+13 = 66), seat 2
# takes no trick and draws all five trumps (AC TC KC QC + the turned JC).
A_HANDS = ("AH TH AS TS AD", "JH QH JS KS JD")
A_TALON = "TD AC KD TC QD KC KH QC QS"
A_FIVE = "AH JH TH QH AS JS TS KS AD JD"
#: the last five tricks of DECK_A: seat 2 (all trumps) wins them all (54 points)
A_REST = "TD JC AC KD TC QD KC KH QC QS"


def deck_a(**options: Any) -> Deal:
    return new(*A_HANDS, turned="JC", talon=A_TALON, **options)


# DECK_B: seat 1 wins the first trick (JH+TS = 12), seat 2 wins every other trick.
B_HANDS = ("JH QH JS QS JD", "AH TH AS TS AD")
B_TALON = "KH AC TC KS KC KD QC QD TD"
B_FIVE = "JH TS QH AH AS JS AD JD TH KH"
B_REST = "AC JC TC QS KC KS QC KD TD QD"


def deck_b(**options: Any) -> Deal:
    return new(*B_HANDS, turned="JC", talon=B_TALON, **options)


# DECK_E: as DECK_A, but seat 2 ends with a Heart among its trumps (AC TC KH QC JC) and seat 1
# holds TD KD QD KC QS once the talon is exhausted.
E_TALON = "TD AC KD TC QD KH KC QC QS"


def deck_e(variant: str = "at", **options: Any) -> Deal:
    return new(*A_HANDS, turned="JC", talon=E_TALON, variant=variant, **options)


# DECK_X: seat 1 holds the trump Unter JC, the Ace of trumps AC is turned; seat 1 wins the
# first four tricks and keeps JC.
X_HANDS = ("AH TH AS TS JC", "JH QH JS KS JD")
X_TALON = "AD KD TD QD KH KC QS QC TC"
X_FOUR = "AH JH TH QH AS JS TS KS"


def deck_x(**options: Any) -> Deal:
    return new(*X_HANDS, turned="AC", talon=X_TALON, **options)


# DECK_M: marriages. Seat 1 holds KH QH (20) and KC QC (40 in trumps, TC turned).
M_HANDS = ("KH QH KC QC AS", "AH TH JS JD AD")
M_TALON = "JH TS KS QS TD KD QD AC JC"


def deck_m(variant: str = "at", **options: Any) -> Deal:
    return new(*M_HANDS, turned="TC", talon=M_TALON, variant=variant, **options)


DECK20 = "AH TH KH QH JH AD TD KD QD JD AS TS KS QS JS AC TC KC QC JC"


# -- rule 1: the deal -------------------------------------------------------------------------


def test_rule1_deal_three_turn_two_pattern_and_forehand_leads() -> None:
    """Rule 1: "non-dealer gets 3, dealer 3, one card turned face up (trump), then 2 and 2"."""
    d = Deal.new("at", deck=DECK20, dealer=1)
    # cards 0-2 to seat 1, 3-5 to seat 2, card 6 turned, 7-8 to seat 1, 9-10 to seat 2
    assert held(d, 0) == {"AH", "TH", "KH", "KD", "QD"}
    assert held(d, 1) == {"QH", "JH", "AD", "JD", "AS"}
    assert str(d.trump_card) == "TD"
    assert str(d.trump) == "D"
    assert d.talon_size == 10
    assert d.to_move == 0
    assert not d.is_closed


def test_rule1_non_dealer_is_seat_after_dealer_and_leads() -> None:
    """Rule 1: "Non-dealer leads the first trick" (the deal starts with the seat after the
    dealer)."""
    d = Deal.new("at", deck=DECK20, dealer=0)
    assert held(d, 1) == {"AH", "TH", "KH", "KD", "QD"}
    assert held(d, 0) == {"QH", "JH", "AD", "JD", "AS"}
    assert str(d.trump_card) == "TD"
    assert d.to_move == 1


def test_rule1_talon_lies_in_deck_order_after_the_deal() -> None:
    """Rule 1: "The rest (talon, 9 cards) lies across the turned card" and is drawn in
    order."""
    d = Deal.new("at", deck=DECK20, dealer=1)
    play(d, "AH AS")  # seat 1 wins with AH (AS is no trump: Diamonds are trumps)
    assert "TS" in held(d, 0)  # deck card 11, the first of the talon
    assert "KS" in held(d, 1)  # deck card 12
    assert d.talon_size == 8


def test_rule1_cs2_deals_three_turn_two_as_the_austrian_game() -> None:
    """Rule 1: cs-2 deals as Czech players do (the book's reading; the source says only "five
    cards each"): three each, the turned trump, two each, so a pack gives the Austrian hands."""
    d = Deal.new("cs-2", deck=DECK20, dealer=1)
    at = Deal.new("at", deck=DECK20, dealer=1)
    assert held(d, 0) == held(at, 0) == {"AH", "TH", "KH", "KD", "QD"}
    assert held(d, 1) == held(at, 1) == {"QH", "JH", "AD", "JD", "AS"}
    assert str(d.trump_card) == "TD"
    assert d.talon_size == 10
    assert d.to_move == 0
    play(d, "AH AS")
    assert "TS" in held(d, 0) and "KS" in held(d, 1)


def test_rule1_de66_deals_24_cards_six_each() -> None:
    """Two-player variants, de-66: "24 cards (nines), 6 cards each"."""
    d = Deal.new("de-66", seed=3)
    h0, h1 = held(d, 0), held(d, 1)
    assert len(h0) == len(h1) == 6 and not h0 & h1
    assert d.trump_card is not None and d.trump_card.code not in h0 | h1
    assert d.talon_size == 12  # 24 - 12 dealt, the turned card included
    assert d.to_move == 0
    with pytest.raises(SchnapsenError):
        Deal.new("de-66", deck=DECK20)  # a 20-card deck lacks the Nines


# -- rule 2: while the talon is open ----------------------------------------------------------


def test_rule2_any_card_may_be_played_while_talon_open() -> None:
    """Rule 2: "While the talon is open: any card may be played to a trick"."""
    d = deck_a()
    d.play("AH")
    # seat 2 holds Hearts (JH QH) but may discard a Spade and need not trump or head
    assert legal(d) == held(d, 1)
    d.play("JS")
    assert d.tricks[-1].winner == 0
    assert d.points(0) == 13


def test_rule2_trick_winner_draws_first() -> None:
    """Rule 2: "Trick winner draws first, then the other"."""
    d = deck_b()
    play(d, "JH TS")  # seat 1 wins: draws KH, seat 2 draws AC
    assert "KH" in held(d, 0) and "AC" in held(d, 1)
    play(d, "QH AH")  # seat 2 wins: draws TC first, seat 1 gets KS
    assert "TC" in held(d, 1) and "KS" in held(d, 0)
    assert d.to_move == 1


@pytest.mark.parametrize(
    ("factory", "moves", "gets_turned"),
    [(deck_a, A_FIVE, 1), (deck_b, B_FIVE, 0)],
    ids=["seat0-wins-last-draw", "seat1-wins-last-draw"],
)
def test_rule2_turned_trump_is_drawn_last_by_trick_loser(
    factory: Callable[[], Deal], moves: str, gets_turned: int
) -> None:
    """Rule 2: "the turned trump card is the last card drawn"."""
    d = factory()
    play(d, moves)
    assert d.talon_size == 0
    assert d.trump_card is None
    assert str(d.trump) == "C"
    assert "JC" in held(d, gets_turned)
    assert len(held(d, 0)) == len(held(d, 1)) == 5


# -- rule 3: trump exchange -------------------------------------------------------------------


def test_rule3_exchange_trump_unter_for_turned_card_on_lead() -> None:
    """Rule 3: "the player on lead, before leading, may exchange the trump Unter for the
    turned card"."""
    d = deck_x()
    assert "x" in legal(d)
    d.play("x")
    assert "AC" in held(d, 0) and "JC" not in held(d, 0)
    assert str(d.trump_card) == "JC"  # the Unter now lies turned under the talon
    assert d.talon_size == 10
    assert d.to_move == 0  # still on lead
    assert "x" not in legal(d)


def test_rule3_exchanged_unter_is_drawn_last() -> None:
    """Rule 3 with rule 2: after the exchange the Unter is the turned card, drawn last."""
    d = deck_x(exchange_min_talon=0)
    play(d, X_FOUR)
    d.play("x")
    play(d, "AC JD")  # seat 1 wins the fifth trick: draws TC, seat 2 gets the Unter
    assert "JC" in held(d, 1) and "TC" in held(d, 0)
    assert d.talon_size == 0


def test_rule3_exchange_needs_the_trump_unter() -> None:
    """Rule 3: "may exchange the trump Unter for the turned card"."""
    d = deck_a()  # seat 1 holds no Club; JC itself is turned
    assert_illegal(d, "x", "rule.exchange_card")


def test_rule3_exchange_only_by_player_on_lead() -> None:
    """Rule 3: "the player on lead, before leading, may exchange"."""
    d = new("AH TH AS TS AD", "JC QH JS KS JD", turned="AC")
    d.play("AH")
    assert_illegal(d, "x", "rule.lead_only")


def test_rule3_exchange_needs_two_cards_besides_turned() -> None:
    """Rule 3: "while the talon ... still holds at least 2 face-down cards besides the
    turned card"."""
    d = deck_x()
    play(d, X_FOUR[: X_FOUR.index("TS") - 1])  # three tricks: 3 face-down cards + turned
    assert d.talon_size == 4
    assert "x" in legal(d)
    play(d, "TS KS")  # four tricks: 1 face-down card + turned
    assert d.talon_size == 2
    assert_illegal(d, "x", "rule.exchange_talon")


def test_rule3_option_exchange_min_talon_zero_allows_late_exchange() -> None:
    """Rule 3: "(option: pagat allows it with fewer ...)" - exchange_min_talon=0."""
    d = deck_x(exchange_min_talon=0)
    play(d, X_FOUR)
    assert d.talon_size == 2
    assert "x" in legal(d)


def test_rule3_option_hungarian_four_cards() -> None:
    """Rule 3: "(option: ... Hungarian sources require 4 cards.)" - exchange_min_talon=4."""
    d = deck_x(exchange_min_talon=4)
    play(d, "AH JH TH QH")
    assert d.talon_size == 6 and "x" in legal(d)  # 5 face-down cards
    play(d, "AS JS")
    assert d.talon_size == 4  # 3 face-down cards: enough for `at`, not here
    assert_illegal(d, "x", "rule.exchange_talon")


def test_rule3_no_exchange_after_closing() -> None:
    """Rule 3: exchange only "while the talon is open"."""
    d = deck_x()
    d.play("close")
    assert_illegal(d, "x", "rule.exchange_closed")


def test_rule3_de66_exchanges_trump_nine() -> None:
    """Two-player variants, de-66: "trump Nine exchanges"."""
    d = new("9C AH TH AS TS AD", "JH QH JS QS JD 9H", turned="AC", variant="de-66")
    d.play("x")
    assert "AC" in held(d, 0) and "9C" not in held(d, 0)
    assert str(d.trump_card) == "9C"
    d2 = new("JC AH TH AS TS AD", "9C QH JS QS JD 9H", turned="AC", variant="de-66")
    assert_illegal(d2, "x", "rule.exchange_card")  # the Unter does not exchange in de-66


# -- rule 4: marriages ------------------------------------------------------------------------


def test_rule4_marriage_20_held_until_announcer_wins_a_trick() -> None:
    """Rule 4: "The points count only once the announcer has won a trick (before that they
    are held and counted at the first trick won)"."""
    d = deck_m()
    d.play("m:KH")
    assert [(s, c.code) for s, c in d.current_trick] == [(0, "KH")]
    assert d.pending_points(0) == 20
    assert d.points(0) == 0
    d.play("AH")  # seat 2 wins KH+AH = 15
    assert d.points(1) == 15
    assert d.pending_points(0) == 20 and d.points(0) == 0
    play(d, "JS AS")  # seat 1 wins its first trick: 2+11 = 13, and the 20 now count
    assert d.points(0) == 33
    assert d.pending_points(0) == 0


def test_rule4_marriage_in_trumps_is_40() -> None:
    """Rule 4: "may announce 20 (40 in trumps)"."""
    d = deck_m()
    d.play("m:QC")
    assert d.current_trick[0][1].code == "QC"  # the Ober may be led as well
    assert d.pending_points(0) == 40


def test_rule4_marriage_counts_at_once_when_announcer_has_a_trick() -> None:
    """Rule 4: "The points count only once the announcer has won a trick"."""
    d = deck_m()
    play(d, "m:KH AH JS AS")  # seat 1: 20 + 13 = 33
    d.play("m:KC")
    assert d.points(0) == 73
    assert d.pending_points(0) == 0


def test_rule4_exchange_then_marriage_in_trumps_with_the_turned_card() -> None:
    """Rules 3 and 4: the turned King taken by the exchange completes a 40 marriage."""
    d = new("QC JC AH TH AS", "AD TD JS JD QS", turned="KC")
    play(d, "x m:KC")
    assert d.current_trick[0][1].code == "KC"
    assert d.pending_points(0) == 40


def test_rule4_marriage_needs_king_and_ober_and_leads_one_of_them() -> None:
    """Rule 4: "holding King and Ober of a suit ... must lead one of the two"."""
    d = deck_m()
    assert {"m:KH", "m:QH", "m:KC", "m:QC"} <= legal(d)
    assert_illegal(d, "m:KS", "rule.marriage_pair")  # no Spade marriage in hand
    assert_illegal(d, "m:AS", "rule.marriage_pair")  # the led card must be the King or Ober


def test_rule4_marriage_only_by_player_on_lead() -> None:
    """Rule 4: "the player on lead holding King and Ober of a suit may announce"."""
    d = new("AH TH AS TS AD", "KD QD JS KS JD")
    d.play("AH")
    assert_illegal(d, "m:KD", "rule.lead_only")


def test_rule4_marriage_allowed_after_close() -> None:
    """Rule 4: "Marriages are allowed after the talon is closed or exhausted"."""
    d = deck_m()
    play(d, "AS JS close")
    assert "m:KH" in legal(d)
    d.play("m:KH")
    assert d.points(0) == 13 + 20


def test_rule4_marriage_allowed_after_talon_exhausted() -> None:
    """Rule 4: "Marriages are allowed after the talon is closed or exhausted"."""
    d = play(deck_a(), A_FIVE)  # seat 1 drew KD and QD
    assert {"m:KD", "m:QD"} <= legal(d)
    d.play("m:QD")
    assert d.points(0) == 86


def test_rule4_option_no_marriages_after_close() -> None:
    """Rule 4: "(option: not in German 66)" - marriages_after_close=False."""
    d = deck_m(marriages_after_close=False)
    play(d, "AS JS")
    assert "m:KH" in legal(d)
    d.play("close")
    assert_illegal(d, "m:KH", "rule.marriage_after_close")


def test_rule4_option_no_marriages_after_talon_exhausted() -> None:
    """Rule 4: "(option: not in German 66)" also once the talon is exhausted."""
    d = play(deck_a(marriages_after_close=False), A_FIVE)
    assert_illegal(d, "m:KD", "rule.marriage_after_close")


def test_rule4_de66_no_marriages_after_closing() -> None:
    """Two-player variants, de-66: "no marriages after closing"."""
    d = new("KH QH AS TS AD 9D", "AH TH JS JD 9S 9H", turned="TC", variant="de-66")
    assert "m:KH" in legal(d)
    d.play("close")
    assert_illegal(d, "m:KH", "rule.marriage_after_close")


def test_rule4_option_marriage_on_first_lead() -> None:
    """Open readings: "Whether a marriage may be announced on the very first lead ("sharp"
    variant forbids it)" - marriage_on_first_lead."""
    assert "m:KH" in legal(deck_m())
    d = deck_m(marriage_on_first_lead=False)
    assert_illegal(d, "m:KH", "rule.marriage_first_lead")
    play(d, "AS JS")
    assert "m:KH" in legal(d)


# -- rule 5: closing --------------------------------------------------------------------------


def test_rule5_close_at_first_lead_stops_drawing() -> None:
    """Rule 5: "may close the talon ... (also at the very first lead) ... From then on ... no
    more drawing"."""
    d = deck_a()
    assert "close" in legal(d)
    d.play("close")
    assert d.is_closed
    assert d.to_move == 0  # still on lead
    play(d, "AH JH")
    assert len(held(d, 0)) == len(held(d, 1)) == 4


def test_rule5_close_after_drawing() -> None:
    """Rule 5: "the player on lead, before leading (after drawing ...) may close"."""
    d = deck_a()
    play(d, "AH JH")
    d.play("close")
    assert d.is_closed
    play(d, "TH QH")  # 5 cards each after the first draw, none drawn since
    assert len(held(d, 0)) == len(held(d, 1)) == 4


def test_rule5_close_only_by_player_on_lead() -> None:
    """Rule 5: "the player on lead, before leading ... may close the talon"."""
    d = deck_a()
    d.play("AH")
    assert_illegal(d, "close", "rule.lead_only")


def test_rule5_close_needs_three_cards_turned_included() -> None:
    """Rule 5: "while it holds at least 3 cards to draw, the turned card included"."""
    d = deck_a()
    play(d, "AH JH TH QH AS JS")
    assert d.talon_size == 4 and "close" in legal(d)
    play(d, "TS KS")
    assert d.talon_size == 2
    assert_illegal(d, "close", "rule.close_talon")


@pytest.mark.parametrize(("minimum", "at4", "at2"), [(5, False, False), (2, True, True)])
def test_rule5_option_close_min_talon(minimum: int, at4: bool, at2: bool) -> None:
    """Rule 5: "at least 3 cards ... (Croatian source: "more than two")" - close_min_talon."""
    d = deck_a(close_min_talon=minimum)
    play(d, "AH JH TH QH")
    assert "close" in legal(d)  # 6 cards
    play(d, "AS JS")
    assert ("close" in legal(d)) is at4
    play(d, "TS KS")
    assert ("close" in legal(d)) is at2


def test_rule5_cannot_close_twice_or_after_exhaustion() -> None:
    """Rule 5: closing applies to an open talon."""
    d = deck_a()
    d.play("close")
    assert_illegal(d, "close", "rule.close_done")
    d = play(deck_a(), A_FIVE)  # the talon used up: its own reason, not "closed already"
    assert_illegal(d, "close", "rule.close_gone")


def test_rule5_strict_rules_after_closing() -> None:
    """Rule 5: "From then on ... the strict play rules apply"."""
    d = deck_a()
    play(d, "close AH")
    assert legal(d) == {"JH", "QH"}  # must follow Hearts (cannot beat AH)
    assert_illegal(d, "JS", "rule.follow_suit")


# -- rule 6: strict play rules ----------------------------------------------------------------
# After closing at the first lead (rule 5), seat 1 leads; Clubs are trumps (QC turned).


def strict(h0: str, h1: str, lead: str, **options: Any) -> Deal:
    d = new(h0, h1, turned="QC", **options)
    play(d, f"close {lead}")
    return d


def test_rule6_must_follow_suit() -> None:
    """Rule 6: "must follow suit"."""
    d = strict("KH AD TD KD QD", "JH AS JC TS KS", "KH")
    assert legal(d) == {"JH"}
    assert_illegal(d, "AS", "rule.follow_suit")
    assert_illegal(d, "JC", "rule.follow_suit")  # no trumping while holding the suit led


def test_rule6_must_head_with_higher_card_of_suit() -> None:
    """Rule 6: "must win the trick with a higher card of that suit if able"."""
    d = strict("KH AD TD KD QD", "AH JH AS JC TS", "KH")
    assert legal(d) == {"AH"}
    assert_illegal(d, "JH", "rule.must_head")


def test_rule6_follow_with_any_lower_card_when_unable_to_head() -> None:
    """Rule 6: "must win the trick ... if able" - otherwise any card of the suit."""
    d = strict("AH AD TD KD QD", "TH JH AS JC TS", "AH")
    assert legal(d) == {"TH", "JH"}


def test_rule6_void_must_trump() -> None:
    """Rule 6: "if void in the suit led, must trump if able"."""
    d = strict("KH AD TD KD QD", "AH JH AS JC TS", "AD")
    assert legal(d) == {"JC"}
    assert_illegal(d, "AS", "rule.must_trump")


def test_rule6_void_without_trumps_plays_any_card() -> None:
    """Rule 6: "otherwise any card"."""
    d = strict("KH AD TD KD QD", "AH JH AS TS KS", "AD")
    assert legal(d) == held(d, 1)


def test_rule6_trump_led_must_be_headed_with_higher_trump() -> None:
    """Rule 6: "must win the trick with a higher card of that suit if able" (trumps too)."""
    d = strict("KC AD TD KD QD", "AC JC AS TS KS", "KC")
    assert legal(d) == {"AC"}
    assert_illegal(d, "JC", "rule.must_head")


@pytest.mark.parametrize(
    ("h1", "lead", "full", "follow"),
    [
        ("AH JH AS JC TS", "KH", {"AH"}, {"AH", "JH"}),
        ("AH JH AS JC TS", "AD", {"JC"}, {"AH", "JH", "AS", "JC", "TS"}),
    ],
    ids=["head", "trump"],
)
def test_rule6_option_follow_suit_only(
    h1: str, lead: str, full: set[str], follow: set[str]
) -> None:
    """Rule 6: "(option: Hungarian 2-player source names only following suit ...)" -
    strict_rules="follow"."""
    assert legal(strict("KH AD TD KD QD", h1, lead)) == full
    assert legal(strict("KH AD TD KD QD", h1, lead, strict_rules="follow")) == follow


def test_rule6_strict_rules_once_talon_exhausted() -> None:
    """Rule 5/6: "also once the talon is exhausted ... the strict play rules apply"."""
    d = play(deck_e(), A_FIVE)
    assert not d.is_closed and d.talon_size == 0
    assert held(d, 1) == {"AC", "TC", "KH", "QC", "JC"}
    d.play("TD")  # seat 2 is void in Diamonds: must trump
    assert legal(d) == {"AC", "TC", "QC", "JC"}
    assert_illegal(d, "KH", "rule.must_trump")


def test_rule6_must_head_trump_once_talon_exhausted() -> None:
    """Rule 6 after the talon runs out: "must win the trick with a higher card ... if able"."""
    d = play(deck_e(), A_FIVE)
    d.play("KC")
    assert legal(d) == {"AC", "TC"}


def test_rule6_option_follow_once_talon_exhausted() -> None:
    """Rule 6 option strict_rules="follow" after the talon runs out: a void player need not
    trump."""
    d = play(deck_e(strict_rules="follow"), A_FIVE)
    d.play("TD")
    assert legal(d) == {"AC", "TC", "KH", "QC", "JC"}
    d = play(deck_e(strict_rules="follow"), A_FIVE)
    d.play("KC")
    assert legal(d) == {"AC", "TC", "QC", "JC"}  # follow, but no need to head


# -- rule 7: claiming 66 ----------------------------------------------------------------------


def test_rule7_claim_with_66_wins_and_stops_play() -> None:
    """Rule 7: "a player who believes they have 66 ... may claim when on lead ... Play stops
    at once"."""
    d = play(deck_a(), A_FIVE)
    assert d.points(0) == 66 and not d.is_over  # manual claim: reaching 66 ends nothing
    assert "claim" in legal(d)
    d.play("claim")
    assert d.is_over and d.to_move is None
    assert result(d).winners == (0,)
    assert result(d).reason == "claim"
    assert result(d).game_points == 3  # seat 2 took no trick (rule 9)


def test_rule7_no_claim_before_any_trick() -> None:
    """Rule 7: "may claim when on lead (right after winning a trick)"."""
    assert_illegal(deck_a(), "claim", "rule.claim_first")


def test_rule7_claim_only_on_lead() -> None:
    """Rule 7: "may claim when on lead" - not while following."""
    d = play(deck_a(), A_FIVE + " TD JC AC")  # seat 2 trumps, then leads; seat 1 follows
    assert d.points(0) == 66 and d.to_move == 0
    assert_illegal(d, "claim", "rule.lead_only")


def test_rule7_claim_counts_held_marriage_without_playing_it() -> None:
    """Rule 7: "may show a marriage with the claim: its 20 or 40 count, and the card is not
    played"."""
    d = play(deck_a(), A_FIVE[: A_FIVE.index("AD") - 1])  # four tricks: 13+13+13+14 = 53
    assert d.points(0) == 53
    assert {"KD", "QD"} <= held(d, 0)
    d.play("claim")  # 53 + 20 = 73
    assert result(d).winners == (0,)
    assert result(d).reason == "claim"
    assert result(d).game_points == 3
    assert {"KD", "QD"} <= held(d, 0)  # shown, not played
    assert len(d.tricks) == 4
    # decision: the shown marriage is announced with the claim and counts in the result
    assert result(d).points[0] == 73 and d.points(0) == 73
    assert d.marriages[-1] == (0, 1, 20)


def test_rule8_de66_closed_game_has_no_last_trick_bonus() -> None:
    """Rule 8 (de-66): the last trick is worth 10 only when the talon ran out, not when it
    was closed (decision, after pagat's Sixty-Six)."""
    d = Deal.new("de-66", seed=4)
    d.play("close")
    while not d.is_over:
        d.play(next(m for m in d.legal_moves() if m.kind == "card"))
    assert len(d.tricks) == 6 and result(d).reason in ("closed_won", "closed_failed")
    assert sum(result(d).points) == sum(t.points for t in d.tricks)  # no +10
    open_deal = Deal.new("de-66", seed=4)
    while not open_deal.is_over:
        open_deal.play(next(m for m in open_deal.legal_moves() if m.kind == "card"))
    assert sum(result(open_deal).points) == 130


def test_rule7_wrong_claim_gives_opponent_three_without_a_trick() -> None:
    """Rule 7: "A wrong claim gives the opponent 2 game points, or 3 if the opponent had no
    trick"."""
    d = play(deck_a(), "AH JH")  # seat 1: 13 points
    d.play("claim")
    assert result(d).winners == (1,)
    assert result(d).game_points == 3
    assert result(d).reason == "wrong_claim"


def test_rule7_wrong_claim_gives_opponent_two_with_a_trick() -> None:
    """Rule 7: "A wrong claim gives the opponent 2 game points"."""
    d = play(deck_b(), "JH TS QH AH")  # seat 1 took a trick; seat 2 has 14 and is on lead
    d.play("claim")
    assert result(d).winners == (0,)
    assert result(d).game_points == 2
    assert result(d).reason == "wrong_claim"


def test_rule7_option_automatic_claim() -> None:
    """Rule 7: "An automatic-claim option is allowed" - claim="auto" ends the deal at 66."""
    d = deck_a(claim="auto")
    play(d, "AH JH")
    assert_illegal(d, "claim", "rule.claim_auto")
    play(d, A_FIVE[len("AH JH ") :])
    assert d.is_over
    assert result(d).winners == (0,)
    assert result(d).game_points == 3


def test_rule7_option_automatic_claim_counts_a_marriage_at_once() -> None:
    """Rule 7 option claim="auto": a counted marriage that brings a side to 66 ends the deal
    ("Play stops at once")."""
    d = play(deck_a(claim="auto"), A_FIVE[: A_FIVE.index("AD") - 1])  # seat 1: 53 points
    assert not d.is_over
    d.play("m:KD")  # 53 + 20 = 73
    assert d.is_over
    assert result(d).winners == (0,)
    assert result(d).game_points == 3


def test_rule7_hr2_dosta_claim_is_manual() -> None:
    """Two-player variants, hr-2: ""dosta" claim" (manual, as in rule 7)."""
    d = play(new(*A_HANDS, turned="JC", talon=A_TALON, variant="hr-2"), A_FIVE)
    assert not d.is_over and "claim" in legal(d)
    d.play("claim")
    assert result(d).winners == (0,) and result(d).game_points == 3


# -- rule 8: the last trick -------------------------------------------------------------------


def test_rule8_last_trick_wins_scored_by_rule9() -> None:
    """Rule 8: "the winner of the last trick wins the deal and scores by rule 9"."""
    d = play(deck_b(), B_FIVE + " " + B_REST)
    # seat 1: JH+TS = 12 in one trick; seat 2: the other 108
    assert d.points(0) == 12 and d.points(1) == 108
    assert result(d).winners == (1,)
    assert result(d).reason == "last_trick"
    assert result(d).game_points == 2  # loser under 33 with a trick


def test_rule8_option_flat_one_point() -> None:
    """Rule 8: "(option: a flat 1 game point, as some sources give)" - last_trick_rule="flat"."""
    d = play(deck_b(last_trick_rule="flat"), B_FIVE + " " + B_REST)
    assert result(d).winners == (1,)
    assert result(d).game_points == 1
    # the option concerns the last trick only: a claim still scores by rule 9
    d = play(deck_a(last_trick_rule="flat"), A_FIVE + " claim")
    assert result(d).game_points == 3


def test_rule8_last_trick_game_points_function_reads_the_variant() -> None:
    """Rule 8 as a pure function: "scored" = rule 9, "flat" = 1, the same as the deal."""
    from schnapsen.rules import deal_game_points, last_trick_game_points

    flat = VARIANTS["at"].with_options(last_trick_rule="flat")
    for points, tricks in ((0, 0), (12, 1), (32, 2), (33, 1), (60, 3)):
        assert last_trick_game_points(points, tricks, "at") == deal_game_points(points, tricks)
        assert last_trick_game_points(points, tricks, flat) == 1
    assert last_trick_game_points(12, 1, "at") == 2
    d = play(deck_b(), B_FIVE + " " + B_REST)
    assert result(d).game_points == last_trick_game_points(d.points(0), 1, d.variant)
    d = play(deck_b(last_trick_rule="flat"), B_FIVE + " " + B_REST)
    assert result(d).game_points == last_trick_game_points(d.points(0), 1, d.variant) == 1


def test_rule8_unclaimed_66_is_lost_to_last_trick() -> None:
    """Rule 8: "A player who reached 66 but did not claim has no claim left once the cards run
    out"."""
    d = play(deck_a(), A_FIVE)
    assert d.points(0) == 66
    play(d, A_REST)  # seat 1 never claims; seat 2 trumps and wins the last five tricks
    assert d.points(1) == 54
    assert result(d).winners == (1,)
    assert result(d).reason == "last_trick"
    assert result(d).game_points == 1  # loser has 66 >= 33


# de-66, 24 cards, Clubs trumps (9C turned). Seat 1 wins the six talon tricks, seat 2 holds
# all six trumps afterwards and wins the last six tricks.
D66_HI = ("AH TH AS TS AD TD", "9H JH 9S JS 9D JD")
D66_HI_TALON = "KH AC QH TC KS KC QS QC KD JC QD"
D66_HI_MOVES = "AH 9H TH JH AS 9S TS JS AD 9D TD JD KH 9C AC QH TC KS KC QS QC KD JC QD"
D66_EVEN = ("AH TH AS TS AD KD", "9H KH 9S JS 9D JH")
D66_EVEN_TALON = "QH AC KS TC QS KC TD QC QD JC JD"
D66_EVEN_MOVES = "AH KH TH JH AS 9S TS JS AD 9D KD 9H QH 9C AC KS TC QS KC TD QC QD JC JD"


def test_rule8_de66_last_trick_worth_ten() -> None:
    """Rule 8: "(option de-66: the last trick is worth 10 card points ...)"."""
    d = new(*D66_HI, turned="9C", talon=D66_HI_TALON, variant="de-66")
    play(d, D66_HI_MOVES[: D66_HI_MOVES.index("JC") - 1])
    before = d.points(1)
    play(d, "JC QD")  # the last trick: JC+QD = 5 card points, +10
    assert d.points(1) == before + 15
    # seat 1: 11+10+11+10+11+10 + 0+2+0+2+0+2 = 69; seat 2: 51 card points + 10 = 61
    assert (d.points(0), d.points(1)) == (69, 61)


def test_rule8_de66_66_or_more_wins_when_cards_run_out() -> None:
    """Rule 8: "when the cards run out with no claim, a player with 66 or more wins"."""
    d = play(new(*D66_HI, turned="9C", talon=D66_HI_TALON, variant="de-66"), D66_HI_MOVES)
    assert d.tricks[-1].winner == 1
    assert result(d).winners == (0,)
    assert result(d).game_points == 1  # loser has 61


def test_rule8_de66_otherwise_last_trick_wins() -> None:
    """Rule 8: "(de-66) ... otherwise the winner of the last trick"."""
    d = play(new(*D66_EVEN, turned="9C", talon=D66_EVEN_TALON, variant="de-66"), D66_EVEN_MOVES)
    # seat 1: 15+12+11+12+11+4 = 65; seat 2: 55 card points + 10 for the last trick = 65
    assert (d.points(0), d.points(1)) == (65, 65)
    assert result(d).winners == (1,)
    assert result(d).game_points == 1


def test_rule8_option_last_trick_bonus() -> None:
    """Rule 8 de-66 option as a field: last_trick_bonus=0 gives the last trick no extra
    points."""
    d = new(*D66_HI, turned="9C", talon=D66_HI_TALON, variant="de-66", last_trick_bonus=0)
    play(d, D66_HI_MOVES)
    assert d.points(1) == 51
    d = play(deck_a(last_trick_bonus=10), A_FIVE + " " + A_REST)
    assert d.points(1) == 64


# -- rule 9: game points ----------------------------------------------------------------------


def test_rule9_three_points_when_loser_took_no_trick() -> None:
    """Rule 9: "3 if the loser took no trick"."""
    d = play(deck_a(), A_FIVE + " claim")
    assert result(d).winners == (0,) and result(d).game_points == 3


def test_rule9_two_points_when_loser_under_33() -> None:
    """Rule 9: "2 if the loser has under 33 points"."""
    d = play(deck_b(), B_FIVE + " AC JC")  # seat 2: 14+13+13+14 + 13 = 67, seat 1: 12
    assert d.points(1) == 67
    d.play("claim")
    assert result(d).winners == (1,) and result(d).game_points == 2


def test_rule9_one_point_otherwise() -> None:
    """Rule 9: "1 otherwise"."""
    d = new("AH TH AS TS KD", "AD QH JH KS JS", talon="TD AC QD TC KC JD QC QS KH")
    # seat 2: KD+AD 15, TD+TS 20 = 35; seat 1: 13+13+13 + AC+JC 13 + TC+KS 14 = 66
    play(d, "KD AD TD TS JS AS AH JH TH QH AC JC TC KS")
    assert (d.points(0), d.points(1)) == (66, 35)
    d.play("claim")
    assert result(d).winners == (0,) and result(d).game_points == 1


def test_rule9_loser_counted_marriage_lifts_to_33() -> None:
    """Rule 9: "2 if the loser has under 33 points" - a counted marriage is part of them."""
    d = new(*M_HANDS, turned="TC", talon="TS JH AC KS TD QS KD QD JC")
    play(d, "m:KH AH JS AS")  # seat 1: 13 card points + 20 = 33
    play(d, "QH TH AD JH TS QS TD QD")  # seat 2: 15+13+13+13+13 = 67
    assert (d.points(0), d.points(1)) == (33, 67)
    d.play("claim")
    assert result(d).winners == (1,)
    assert result(d).game_points == 1


def test_rule9_marriage_of_side_without_trick_does_not_count() -> None:
    """Rule 9: "Marriage points of a side without a trick do not count"."""
    d = new("KH QH JS QS JD", "AH TH AS TS AD", talon="JH KS TD KD QD AC TC KC QC")
    d.play("m:KH")
    assert d.pending_points(0) == 20
    play(d, "AH AS JS TS QS AD JD TH QH")  # seat 2: 15+13+13+13+13 = 67
    assert d.points(0) == 0 and d.pending_points(0) == 20
    d.play("claim")
    assert result(d).winners == (1,)
    assert result(d).game_points == 3
    assert result(d).points[0] == 0


# -- rule 10: closing outcome -----------------------------------------------------------------

CL1 = ("AH TH AS TS AD", "JH QH JS QS KD")


def test_rule10_closer_wins_judged_at_moment_of_closing() -> None:
    """Rule 10: "If the closer wins, the game points are judged on the opponent's points and
    tricks at the moment of closing"."""
    d = new(*CL1, talon="KH AC")
    play(d, "AH JH close")  # seat 2 has no trick when seat 1 closes
    play(d, "TH QH AS QS TS JS KH AC")  # seat 2 trumps KH: 15 points, a trick
    play(d, "KD AD")  # seat 1: 13+13+14+12+15 = 67 when the cards run out
    assert (d.points(0), d.points(1)) == (67, 15)
    assert result(d).winners == (0,)
    assert result(d).game_points == 3  # not 2: seat 2 had no trick at closing


def test_rule10_closer_wins_judged_on_points_at_closing() -> None:
    """Rule 10: "the game points are judged on the opponent's points ... at the moment of
    closing"."""
    d = new("AH TH AS TS KD", "AD QH JH JS QD", talon="TD AC KC TC")
    play(d, "KD AD JS TS close")  # seat 2 has 15 points (under 33) when seat 1 closes
    play(d, "AS TC")  # seat 2 trumps the Ace: 21 more, 36 in all
    play(d, "TD KC AH QH TH JH AC QD")  # seat 1: 12 + 14+14+12+14 = 66
    assert (d.points(0), d.points(1)) == (66, 36)
    assert result(d).winners == (0,)
    assert result(d).game_points == 2  # not 1: seat 2 was under 33 at closing


def test_rule10_closer_with_66_when_cards_run_out_wins() -> None:
    """Rule 10: "if the cards run out, the closer wins exactly when they have 66 or more"."""
    d = play(deck_a(), "close " + A_FIVE)  # seat 2 follows suit each time: 66 for seat 1
    assert d.points(0) == 66
    assert result(d).winners == (0,)
    assert result(d).game_points == 3


def test_rule10_closer_fails_opponent_without_trick_at_closing_gets_three() -> None:
    """Rule 10: "If the closer fails ... the opponent gets ... 3 if the opponent had no trick at
    the moment of closing"."""
    d = new("AH TH AS KD QS", "JH QH JS AD JC", turned="TC")
    play(d, "close AH QH TH JH AS JS KD AD JC QS")  # seat 1: 14+12+13 = 39 < 66
    assert d.is_over
    assert result(d).winners == (1,)
    assert result(d).game_points == 3  # seat 2 took tricks later, but none before the close


def test_rule10_closer_fails_opponent_with_trick_gets_two() -> None:
    """Rule 10: "If the closer fails ... the opponent gets 2 game points"."""
    d = new("AH TH AS TS AD", "JH QH JS KS AC")
    play(d, "AH JH TH AC close")  # seat 2 (21 points) closes; seat 1 already has a trick
    play(d, "JS AS KH QH AD JD TS KS KD QD")
    assert d.points(1) == 21
    assert result(d).winners == (0,)
    assert result(d).game_points == 2


def test_rule10_closer_fails_even_if_winning_last_trick() -> None:
    """Rule 10: "if the cards run out, the closer wins exactly when they have 66 or more"."""
    d = new("AH TH AS KD AC", "JH QH JS AD KS", turned="TC")
    play(d, "close AH QH TH JH AS JS KD AD KS AC")  # seat 1: 14+12+13 + 15 = 54, last trick
    assert d.tricks[-1].winner == 0
    assert d.points(0) < 66
    assert result(d).winners == (1,)
    assert result(d).game_points == 3


def test_rule10_opponent_reaching_66_first_beats_closer() -> None:
    """Rule 10: "If the closer fails (or the opponent reaches 66 first), the opponent gets 2
    game points, or 3 ...)"."""
    d = new("AS TS AD TD KH", "AC TC KC AH TH")
    # seat 2: AS+AC 22, AH+KH 15, TH+TS 20, TC+TD 20 = 77
    play(d, "close AS AC AH KH TH TS TC TD")
    assert d.points(1) == 77
    d.play("claim")
    assert result(d).winners == (1,)
    assert result(d).game_points == 3


@pytest.mark.parametrize("variant", ["at", "hu-2"])
def test_rule10_option_failed_close_one_point(variant: str) -> None:
    """Rule 10: "Hungarian option: a failed close gives 1 point" - failed_close_points=1."""
    moves = "close AH QH TH JH AS JS KD AD JC QS"
    d = new("AH TH AS KD QS", "JH QH JS AD JC", turned="TC", variant=variant)
    play(d, moves)
    assert result(d).winners == (1,) and result(d).game_points == 3
    d = new("AH TH AS KD QS", "JH QH JS AD JC", turned="TC", variant=variant,
            failed_close_points=1)
    play(d, moves)
    assert result(d).winners == (1,) and result(d).game_points == 1


def test_rule10_option_failed_close_one_point_when_opponent_claims() -> None:
    """Rule 10 option failed_close_points=1 also when "the opponent reaches 66 first"."""
    d = new("AS TS AD TD KH", "AC TC KC AH TH", failed_close_points=1)
    play(d, "close AS AC AH KH TH TS TC TD claim")
    assert result(d).winners == (1,) and result(d).game_points == 1


# -- the two-player variants ------------------------------------------------------------------


def test_variant_hr2_counterclockwise_same_deal_as_at() -> None:
    """Two-player variants, hr-2: "counter-clockwise dealing"; otherwise the `at` deal."""
    assert VARIANTS["hr-2"].direction == "counterclockwise"
    assert VARIANTS["at"].direction == "clockwise"
    d = Deal.new("hr-2", deck=DECK20, dealer=1)
    assert held(d, 0) == {"AH", "TH", "KH", "KD", "QD"}
    assert d.talon_size == 10 and d.to_move == 0


def test_variant_sl2_non_dealer_leads() -> None:
    """Two-player variants, sl-2: "as at; the non-dealer leads"."""
    for dealer, forehand in ((0, 1), (1, 0)):
        d = Deal.new("sl-2", deck=DECK20, dealer=dealer)
        assert d.to_move == forehand
        assert held(d, forehand) == {"AH", "TH", "KH", "KD", "QD"}
        assert d.talon_size == 10


def test_variant_cs2_plays_like_at_after_the_deal() -> None:
    """Two-player variants, cs-2: five cards each (three and two) - the play is the common core."""
    d = play(new(*A_HANDS, turned="JC", talon=A_TALON, variant="cs-2"), A_FIVE)
    assert d.points(0) == 66 and not d.is_over
    d.play("claim")
    assert result(d).winners == (0,) and result(d).game_points == 3


def test_variant_hu2_snapszer_made_is_worth_six() -> None:
    """Two-player variants, hu-2: "either player may bid "snapszer" (66 without the opponent
    taking a trick, worth 6)"."""
    d = new(*A_HANDS, turned="JC", talon=A_TALON, variant="hu-2")
    assert "snapszer" in legal(d)
    d.play("snapszer")
    play(d, A_FIVE)
    if not d.is_over:
        d.play("claim")
    assert result(d).winners == (0,)
    assert result(d).game_points == 6


def test_variant_hu2_snapszer_fails_when_opponent_takes_a_trick() -> None:
    """hu-2: snapszer is "66 without the opponent taking a trick"."""
    d = new(*A_HANDS, turned="JC", talon=A_TALON, variant="hu-2")
    play(d, "snapszer AH JH TH AC")  # seat 2 trumps the second trick
    assert d.is_over
    assert result(d).winners == (1,)
    assert result(d).game_points == 6


def test_variant_hu2_either_player_may_bid_snapszer() -> None:
    """hu-2: "either player may bid "snapszer"" - the second player too, while the opponent
    has no trick."""
    d = new("KH QH JS QS JD", "AH TH AS TS AD", talon="JH KS TD KD QD AC TC KC QC",
            variant="hu-2")
    play(d, "JS AS")
    assert d.to_move == 1 and "snapszer" in legal(d)


def test_variant_hu2_no_snapszer_after_opponent_took_a_trick() -> None:
    """hu-2: snapszer means "66 without the opponent taking a trick"."""
    d = play(new(*B_HANDS, turned="JC", talon=B_TALON, variant="hu-2"), "JH TS QH AH")
    assert d.to_move == 1
    assert_illegal(d, "snapszer", "rule.snapszer_trick")


def test_variant_at_has_no_snapszer() -> None:
    """The snapszer bid is a hu-2 difference, not part of the `at` baseline."""
    assert_illegal(deck_a(), "snapszer", "rule.snapszer_variant")


def test_variant_hu2_strict_after_talon_runs_out_and_follow_option() -> None:
    """hu-2: "strict rules after the talon runs out (option: follow suit only)"."""
    d = play(deck_e("hu-2"), A_FIVE)
    d.play("TD")
    assert legal(d) == {"AC", "TC", "QC", "JC"}
    d = play(deck_e("hu-2", strict_rules="follow"), A_FIVE)
    d.play("TD")
    assert legal(d) == {"AC", "TC", "KH", "QC", "JC"}


def test_variant_de66_uses_the_sixty_six_end_rule() -> None:
    """de-66 differs from `at` at the end: in `at` the last trick decides (rule 8)."""
    d = new(*D66_HI, turned="9C", talon=D66_HI_TALON, variant="de-66",
            last_trick_rule="scored")
    play(d, D66_HI_MOVES)
    assert result(d).winners == (1,)  # with the `at` rule, the last trick decides


# -- illegal moves ----------------------------------------------------------------------------


def test_illegal_card_not_in_hand_leaves_deal_unchanged() -> None:
    """DESIGN: "raises IllegalMoveError ... the deal is unchanged after an error"."""
    d = deck_a()
    assert_illegal(d, "AC", "rule.not_in_hand")


def test_no_moves_after_the_deal_is_over() -> None:
    """Rule 7: "Play stops at once"."""
    d = play(deck_a(), A_FIVE + " claim")
    assert d.legal_moves() == []
    with pytest.raises(IllegalMoveError) as info:
        d.play("TD")
    assert info.value.key == "rule.deal_over"


# -- sl-2: the Slovenian closer ------------------------------------------------------------
# The source: "če igrec 'zapre' igro potem velja da more v vseh štihih pobrati dokler ne
# pride do 66" - whoever closes must win every trick until reaching 66.

SL_CLOSE = ("AH TH AS KD QS", "JH QH JS AD JC")


def test_sl2_closer_losing_a_trick_before_66_fails_at_once() -> None:
    """sl-2: the closer loses a trick with 39 points (14+12+13): the close has failed, the
    deal ends there, and the opponent scores 3 (no trick at the moment of closing)."""
    d = new(*SL_CLOSE, turned="TC", variant="sl-2")
    assert d.variant.closer_must_win
    play(d, "close AH QH TH JH AS JS")
    assert d.points(0) == 39 and not d.is_over
    play(d, "KD AD")  # seat 2 takes the King with the Ace
    assert d.is_over and len(d.tricks) == 4
    assert result(d).reason == "closed_failed"
    assert result(d).winners == (1,)
    assert result(d).game_points == 3


def test_sl2_option_off_plays_on_after_a_lost_trick() -> None:
    """closer_must_win=False (the Austrian rule): the same lost trick does not end the deal."""
    d = new(*SL_CLOSE, turned="TC", variant="sl-2", closer_must_win=False)
    play(d, "close AH QH TH JH AS JS KD AD")
    assert not d.is_over and d.to_move == 1


def test_sl2_closer_winning_every_trick_to_66_wins() -> None:
    """sl-2: the closer who wins every trick until 66 (13+13+13+14+13) wins the close."""
    d = play(deck_a(variant="sl-2"), "close " + A_FIVE)
    assert d.points(0) == 66
    assert result(d).winners == (0,) and result(d).reason == "closed_won"
    assert result(d).game_points == 3


def test_sl2_closer_rule_is_an_option_of_every_two_player_variant() -> None:
    """Only sl-2 plays it by default; every two-player variant accepts the option."""
    for vid in ("at", "hr-2", "hu-2", "cs-2", "de-66"):
        assert not VARIANTS[vid].closer_must_win
        assert VARIANTS[vid].with_options(closer_must_win=True).closer_must_win
    with pytest.raises(SchnapsenError):
        VARIANTS["sl-2"].with_options(closer_must_win="yes")


def test_sl2_search_core_agrees_on_the_slovenian_close() -> None:
    """The search core and solve() play the same rule: the position before the lost trick."""
    from schnapsen.search import solve
    from schnapsen.search.core import Core

    d = new(*SL_CLOSE, turned="TC", variant="sl-2")
    play(d, "close AH QH TH JH AS JS KD")
    core = Core.from_deal(d)
    end = core.play(core.root, core.moves(core.root)[0])
    assert core.is_over(end) and core.value(end, 1) == 3
    assert solve(d).value == 3  # seat 2 to move: AD ends it with 3


def test_a_wrong_claim_against_a_closer_is_the_closers_win_judged_at_the_close() -> None:
    """Round 25 (hu reader, the close trainer): "+2 in 4 deals" for closing beside "a win is
    then worth 3". The solver had found that the closer's opponent, with no trick at the
    close, loses 2 instead of 3 by claiming wrongly on purpose. Rule 10 judges a closer's
    win on the opponent's points and tricks at the close; a wrong claim against the closer is
    that win."""
    from schnapsen.notation import deal_from_text
    from schnapsen.stages import ResultReason

    text = ("variant: at\ndealer: 1\n"
            "deck: JH QD AS TH QS KS JC QH AH TS AC JD KD JS AD KH TC TD QC KC\n"
            "moves: JH TH m:QS QD close TS AS claim\n")
    d = deal_from_text(text)
    r = d.result
    assert r is not None and r.reason == ResultReason.WRONG_CLAIM
    assert r.winners == (1,) and r.game_points == 3  # seat 0 had no trick at the close
    assert r.detail.judged_at_close and r.detail.judged_tricks == 0
