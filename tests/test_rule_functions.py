"""The pure rule functions agree with the rules reference (rules 6, 7, 9 and 10) and with the
deal that uses them."""

from __future__ import annotations

import schnapsen as s
from schnapsen import Suit, parse_cards
from schnapsen.rules import failed_close_points, wrong_claim_points


def test_trick_winner() -> None:
    assert s.trick_winner(parse_cards("QH KH"), Suit.ACORNS) == 1  # higher of the suit led
    assert s.trick_winner(parse_cards("AH 9C"), Suit.ACORNS) == 1  # trump beats
    assert s.trick_winner(parse_cards("AH TS"), Suit.ACORNS) == 0  # other suit loses
    assert s.trick_winner(parse_cards("TS AS JC KC"), Suit.ACORNS) == 3  # highest trump
    assert s.trick_winner(parse_cards("AH 9C"), None) == 0  # no trumps


def test_legal_responses_strict() -> None:
    hand = parse_cards("AH JH TC KS")
    assert s.legal_responses(hand, parse_cards("QH"), Suit.ACORNS) == parse_cards("AH")
    assert s.legal_responses(hand, parse_cards("QH"), Suit.ACORNS, "follow") == parse_cards(
        "AH JH")
    assert s.legal_responses(hand, parse_cards("QD"), Suit.ACORNS) == parse_cards("TC")
    assert set(s.legal_responses(hand, parse_cards("QD"), None)) == set(hand)
    # three players: already trumped, following suit need not head
    assert s.legal_responses(hand, parse_cards("QH JC"), Suit.ACORNS) == parse_cards("AH JH")


def test_game_points() -> None:
    assert s.deal_game_points(40, 2) == 1
    assert s.deal_game_points(33, 1) == 1
    assert s.deal_game_points(32, 1) == 2
    assert s.deal_game_points(0, 0) == 3
    assert failed_close_points(0) == 3 and failed_close_points(1) == 2
    assert failed_close_points(1, s.find_variant("at").with_options(failed_close_points=1)) == 1
    assert wrong_claim_points(0) == 3 and wrong_claim_points(2) == 2
