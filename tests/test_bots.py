"""Bots by level (``schnapsen.make_bot``): legal play in every variant, bidding from the hand,
replayable choices, clear errors. The full counts and the strength figures are in
``bench/bots.py``; here each level plays a CI-sized sample of deals per variant."""

from __future__ import annotations

import collections

import pytest

import schnapsen as s
from schnapsen.bots import EasyBot, HardBot, MediumBot, play_deal

VARIANTS = list(s.VARIANTS)
#: the hard bot's moves come from the search, whose legal moves the differential test checks
#: against the engine in 100,000 positions: here its few deals check the bot's own plumbing
DEALS = {"easy": 300, "medium": 300, "hard": 10}


def _bots(level: str, n: int, seed: int) -> list[s.Bot]:
    if level == "hard":
        return [s.make_bot("hard", seed=seed * 10 + j, worlds=2) for j in range(n)]
    return [s.make_bot(level, seed=seed * 10 + j) for j in range(n)]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_level_plays_legal_moves(variant: str, level: str) -> None:
    """Every move is checked by Deal.play (an illegal one raises IllegalMoveError)."""
    for i in range(DEALS[level]):
        d = s.Deal.new(variant, seed=1000 + i)
        play_deal(d, _bots(level, d.variant.players, i), checked=True)
        assert d.is_over


def test_hard_against_heuristic_mixed_table() -> None:
    for variant in ("at", "hr-3", "sl-4", "hu-4"):
        for i in range(3):
            d = s.Deal.new(variant, seed=50 + i)
            n = d.variant.players
            bots: list[s.Bot] = [s.make_bot("hard", seed=i, worlds=2)] + [
                s.HeuristicBot(seed=j) for j in range(1, n)
            ]
            play_deal(d, bots, checked=True)
            assert d.is_over


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_same_seed_same_moves(level: str) -> None:
    def moves(seed: int) -> list[str]:
        d = s.Deal.new("at", seed=3)
        bots = [s.make_bot(level, seed=seed, worlds=3) if level == "hard"
                else s.make_bot(level, seed=seed) for _ in range(2)]
        play_deal(d, bots)
        return [str(m) for m in d.moves]

    assert moves(5) == moves(5)


def test_make_bot_levels_and_errors() -> None:
    assert isinstance(s.make_bot("easy"), EasyBot)
    assert isinstance(s.make_bot("Medium"), MediumBot)
    assert isinstance(s.make_bot("hard", seed=1), HardBot)
    with pytest.raises(s.SchnapsenError) as err:
        s.make_bot("grandmaster")
    assert err.value.key == "bot.level"
    with pytest.raises(s.SchnapsenError):
        s.make_bot("hard", worlds=0)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bot_not_to_move_is_a_clear_error(level: str) -> None:
    d = s.Deal.new("at", seed=1)
    before = d.to_text()
    assert d.to_move is not None
    obs = d.observation(1 - d.to_move)  # the seat that waits has no legal move
    with pytest.raises(s.SchnapsenError):
        s.make_bot(level, seed=1).choose(obs)
    assert d.to_text() == before


def _bid_moves(variant: str, deals: int) -> collections.Counter[str]:
    out: collections.Counter[str] = collections.Counter()
    for i in range(deals):
        d = s.Deal.new(variant, seed=i)
        bots = [s.make_bot("medium", seed=j) for j in range(d.variant.players)]
        play_deal(d, bots)
        for m in d.moves:
            if m.kind in ("contract", "kontra", "rekontra", "snapszer", "turn"):
                out[str(m)] += 1
    return out


def test_bidding_reads_the_hand() -> None:
    """Contracts, snapszer and kontra are bid when the hand makes them likely, and the bids
    mostly succeed: never blind."""
    for variant in ("sl-4", "sl-5"):
        made = failed = 0
        for i in range(300):
            d = s.Deal.new(variant, seed=i)
            play_deal(d, [s.make_bot("medium", seed=j) for j in range(d.variant.players)])
            r = d.result
            assert r is not None
            if r.contract:
                made += r.reason == "contract_made"
                failed += r.reason == "contract_failed"
        assert made + failed > 0, variant
        assert made > 2 * failed, (variant, made, failed)
    assert _bid_moves("hu-3", 100)["kontra"] > 0


def _kontras(variant: str, level: str, deals: int) -> tuple[int, int]:
    """How many seeded deals were doubled, and in how many the doubled side lost."""
    doubled = lost = 0
    for i in range(deals):
        d = s.Deal.new(variant, seed=i)
        play_deal(d, [s.make_bot(level, seed=i * 10 + j) for j in range(d.variant.players)],
                  checked=False)
        r = d.result
        assert r is not None
        if r.multiplier > 1:
            bidder = d.contract_seat if d.contract_seat is not None else d.declarer
            doubled += 1
            lost += bidder not in r.winners
    return doubled, lost


@pytest.mark.parametrize("variant", ["hu-3", "hu-4"])
def test_kontra_from_the_hand(variant: str) -> None:
    """The medium level doubles when the hand makes the bidder's failure likely (most
    kontras succeed: bench/bidding.py has the rates); the easy level only the clear cases,
    fewer and surer."""
    deals = 200 if variant == "hu-3" else 600
    doubled, lost = _kontras(variant, "medium", deals)
    assert doubled > 0 and lost > 0.6 * doubled, (doubled, lost)
    easy, easy_lost = _kontras(variant, "easy", deals)
    assert easy < doubled and easy_lost >= 0.8 * easy, (easy, easy_lost)
    if variant == "hu-3":
        assert easy > 0


def test_trump_choice_follows_length_and_strength() -> None:
    from schnapsen.bots.bidding import trump_score
    from schnapsen.cards import mask_of, parse_cards

    m = mask_of(parse_cards("AH TH KH QS JD"))
    assert max(range(4), key=lambda suit: trump_score(m, suit)) == 0


def test_trump_bid_is_the_strongest_suit() -> None:
    d = s.Deal.new("hr-3", seed=4)
    assert d.to_move is not None
    obs = d.observation(d.to_move)
    move = s.make_bot("medium", seed=1).choose(obs)
    from schnapsen.bots.bidding import trump_score
    from schnapsen.cards import mask_of

    hand = mask_of(obs.hand)
    if move.kind == "trump":
        assert move.suit is not None
        assert trump_score(hand, int(move.suit)) == max(trump_score(hand, x) for x in range(4))
    else:
        assert move.kind == "turn"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_bot_claims_a_won_deal(level: str) -> None:
    """Whenever a bot may claim and counts the target with the marriage the claim shows (its
    points count once its side has a trick, ``rules.claim_points``), it claims: announcing
    the marriage instead leads one of its cards, and the opponent may take the trick (the
    medium bot in hr-2 said "40" and reached 72 but led a card, reader round 23)."""
    from schnapsen.moves import MoveKind
    from schnapsen.rules import claim_points

    deals = 3 if level == "hard" else 60
    seen = 0
    for variant in ("at", "hr-2", "sl-2", "hu-2", "cs-2"):
        for i in range(deals):
            d = s.Deal.new(variant, seed=i)
            bots = _bots(level, d.variant.players, i)
            while d.to_move is not None:
                seat = d.to_move
                obs = d.observation(seat)
                move = bots[seat].choose(obs)
                if any(m.kind == MoveKind.CLAIM for m in obs.legal_moves) and (
                        claim_points(obs) >= d.variant.target_points):
                    seen += 1
                    assert move.kind == MoveKind.CLAIM, (variant, i, seat, str(move))
                d.play(move)
    assert seen
