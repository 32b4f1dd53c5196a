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


def test_claim_marriage_from_an_observation_is_the_engines() -> None:
    """Rule 7: the marriage a claim would show, read from the claimer's observation
    (``rules.claim_marriage``, what the bots, the hints and the play widget's question use),
    is the one the engine counts when the claim is played; claim_points with it decides
    the claim as the engine does. Random deals of every variant that claims by hand, at every
    chance to claim where the seat knows its side."""
    import random

    from schnapsen import kernel
    from schnapsen.rules import claim_marriage, claim_points

    checked = shown = 0
    for vid, v in s.VARIANTS.items():
        if not v.has_claim:
            continue
        for seed in range(60):
            deal = s.Deal.new(vid, seed=seed)
            rng = random.Random(seed)
            while not deal.is_over:
                legal = deal.legal_moves()
                seat = deal.to_move
                if seat is not None and s.Move.parse("claim") in legal:
                    obs = deal.observation(seat)
                    if obs.sides is not None:
                        trial = deal.copy()
                        trial.play("claim")
                        assert trial.result is not None
                        assert claim_marriage(obs) == trial.result.detail.claim_marriage
                        right = kernel.claim_is_right(v, claim_points(obs))
                        assert right == (seat in trial.result.winners)
                        checked += 1
                        shown += claim_marriage(obs) > 0
                deal.play(rng.choice(legal))
    assert checked > 1000 and shown > 20, (checked, shown)
