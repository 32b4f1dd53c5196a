"""Matches (the rules reference: the "match" column of the two-player variants' table and of the
table of the games for three to five players).

Results are forced with real deals: a two-player deal ends by a wrong claim after the first
trick (the opponent scores 3, having no trick) or after the second (the opponent scores 2);
the multi-player deals are built by hand with :func:`helpers.make_deal`.
"""

from __future__ import annotations

import functools

import pytest

from schnapsen import Deal, HeuristicBot, Match, RandomBot, SchnapsenError
from tests.helpers import make_deal


# -- forced two-player results ----------------------------------------------------------------
def _find(d: Deal, winners: list[int]) -> bool:
    """Play cards so that the next tricks go to ``winners`` in order (depth-first search);
    leaves the deal there and returns True, or returns False with the deal unchanged."""
    if not winners:
        return "claim" in {str(m) for m in d.legal_moves()}
    done = len(d.tricks)
    for m in [m for m in d.legal_moves() if m.kind == "card"]:
        d.push(m)
        if len(d.tricks) == done:
            ok = _find(d, winners)
        else:
            ok = not d.is_over and d.tricks[-1].winner == winners[0] and _find(d, winners[1:])
        if ok:
            return True
        d.pop()
    return False


@functools.cache
def _won_text(variant: str, winner: int, gp: int, dealer: int) -> str:
    claimer = 1 - winner
    pattern = [claimer] if gp == 3 else [winner, claimer]
    for seed in range(300):
        d = Deal.new(variant, seed=seed, dealer=dealer)
        if _find(d, pattern):
            d.play("claim")  # at most two tricks: far from 66, a wrong claim
            return d.to_text()
    raise AssertionError("no deal found")


def won(variant: str, winner: int, gp: int, dealer: int = 1) -> Deal:
    """A finished two-player deal in which ``winner`` scores ``gp`` (2 or 3) game points."""
    d = Deal.from_text(_won_text(variant, winner, gp, dealer))
    r = d.result
    assert r is not None and r.reason == "wrong_claim"
    assert r.winners == (winner,) and r.game_points == gp
    return d


def record_all(m: Match, variant: str, results: list[tuple[int, int]]) -> None:
    for winner, gp in results:
        m.record(won(variant, winner, gp))


# -- forced multi-player results -------------------------------------------------------------
HU3 = ("AH TH KH QH AS TS AD TD", "JH 9H KS QS KD QD AC TC", "JS 9S JD 9D KC QC JC 9C")


def hu3_declarer_wins(declarer: int, bids: str = "pass pass") -> Deal:
    """hu-3: ``declarer`` (strong hand, trump Hearts) reaches 66 after two tricks and a
    marriage; the opponents take no trick: 3 game points, times kontra/rekontra."""
    hands = {(declarer + i) % 3: HU3[i] for i in range(3)}
    d = make_deal("hu-3", hands, dealer=(declarer - 1) % 3)
    assert d.to_move == declarer
    for mv in f"trump:H {bids} m:KH JH KC AS KS JS".split():
        d.play(mv)
    assert d.result is not None and d.result.winners == (declarer,)
    return d


HU4 = ("AS TS KS QS JS 9S", "TH KH QH JH 9H AD", "AH TD KD QD JD 9D", "AC TC KC QC JC 9C")


def hu4_snapszer(bids: str) -> Deal:
    """hu-4: seat 1 (every trump) and its partner seat 3 (holding the called AH) make a
    snapszer: 6 game points each, times kontra/rekontra."""
    d = make_deal("hu-4", dict(enumerate(HU4)))
    for mv in f"trump:S call:AH snapszer {bids}".split():
        d.play(mv)
    while not d.is_over:
        d.play(d.legal_moves()[0])
    assert d.result is not None and d.result.winners == (0, 2)
    return d


SL3 = {0: "AC TC KC QH JH QC", 1: "AH TH KH AS TS KS", 2: "AD TD KD QS JS QD"}


def sl3_durhmars() -> Deal:
    """sl-3: seat 2 bids and makes durhmars (7 game points)."""
    d = make_deal("sl-3", SL3, aside="JC JD")
    for mv in "trump:C contract:durhmars pass pass".split():
        d.play(mv)
    while not d.is_over:
        d.play(d.legal_moves()[0])
    r = d.result
    assert r is not None and r.winners == (1,) and r.game_points == 7
    return d


def hr3_claim(wrong: bool) -> Deal:
    """hr-3: the declarer claims with 81 (3 game points, opponents without a trick) or
    wrongly with 64 (each opponent scores 3)."""
    hands = {0: "AH TH KH QH AS TS", 1: "JH KS QS AD TD KD", 2: "JS AC TC KC QD JD"}
    d = make_deal("hr-3", hands, aside="QC JC")
    moves = "trump:H pass m:KH JH JD AS QS JS" + ("" if wrong else " TS KS QD") + " claim"
    for mv in moves.split():
        d.play(mv)
    return d


# ============================================================================================
# Countdown (Bummerl): at, hr-2, hr-3, cs-2
# ============================================================================================
def test_at_bummerl_counts_down_from_7() -> None:
    m = Match("at", seed=1)
    assert m.scores == [7, 7] and not m.is_over
    assert m.winner is None and m.loser is None
    record_all(m, "at", [(0, 3), (1, 2), (0, 3)])
    assert m.scores == [1, 5] and not m.is_over
    record_all(m, "at", [(0, 2)])
    assert m.scores[0] <= 0 and m.scores[1] == 5
    assert m.is_over and m.winner == 0 and m.loser == 1
    assert m.bummerl_value == 1


def test_at_new_deal_refused_after_the_match() -> None:
    m = Match("at", seed=1)
    record_all(m, "at", [(1, 3), (1, 2), (1, 2)])
    assert m.is_over and m.winner == 1 and m.loser == 0
    with pytest.raises(SchnapsenError):
        m.new_deal()


@pytest.mark.parametrize(("target", "deals_to_win"), [(None, 3), (7, 3), (9, 3)])
def test_hr2_counts_down_from_7_or_9(target: int | None, deals_to_win: int) -> None:
    m = Match("hr-2", seed=2) if target is None else Match("hr-2", seed=2, target=target)
    start = 7 if target is None else target
    assert m.scores == [start, start]
    for i in range(deals_to_win):
        assert not m.is_over
        m.record(won("hr-2", 0, 3))
        assert m.scores[0] == max(0, start - 3 * (i + 1))
    assert m.is_over and m.winner == 0


def test_hr2_nine_needs_more_than_seven() -> None:
    m = Match("hr-2", seed=2, target=9)
    record_all(m, "hr-2", [(1, 3), (1, 2), (1, 2)])  # 7 points: enough for a 7-point match
    assert m.scores == [9, 2] and not m.is_over
    record_all(m, "hr-2", [(1, 2)])
    assert m.is_over and m.winner == 1
    assert 9 in Match("hr-2").variant.match.targets


def test_hr3_countdown_per_player() -> None:
    m = Match("hr-3", seed=3)
    assert m.scores == [7, 7, 7]
    m.record(hr3_claim(wrong=True))  # both opponents score
    assert m.scores == [7, 4, 4]
    m.record(hr3_claim(wrong=False))
    assert m.scores == [4, 4, 4]
    m.record(hr3_claim(wrong=True))
    assert m.scores == [4, 1, 1] and not m.is_over
    m.record(hr3_claim(wrong=False))
    m.record(hr3_claim(wrong=False))
    assert m.is_over and m.winner == 0


def test_cs2_plain_bummerl() -> None:
    m = Match("cs-2", seed=4)
    record_all(m, "cs-2", [(1, 2), (0, 3), (0, 2), (0, 2)])
    assert m.is_over and m.winner == 0 and m.loser == 1
    assert m.scores[1] == 5
    assert m.bummerl_value == 1 and m.krejci is None


def test_cs2_krejci_loser_never_scored() -> None:
    m = Match("cs-2", seed=4)
    record_all(m, "cs-2", [(0, 3), (0, 2), (0, 2)])
    assert m.is_over and m.winner == 0 and m.loser == 1
    assert m.scores[1] == 7
    assert m.bummerl_value == 2 and m.krejci == "krejčí"


def test_cs2_krejci_zpet() -> None:
    # the loser came down to 1 while the winner had scored nothing; the winner then won
    m = Match("cs-2", seed=4)
    record_all(m, "cs-2", [(1, 3), (1, 3)])
    assert m.scores == [7, 1]
    record_all(m, "cs-2", [(0, 3), (0, 2), (0, 2)])
    assert m.is_over and m.winner == 0 and m.loser == 1
    assert m.bummerl_value == 4 and m.krejci == "krejčí zpět"


def test_cs2_no_krejci_zpet_when_the_winner_had_scored() -> None:
    m = Match("cs-2", seed=4)
    record_all(m, "cs-2", [(1, 3), (0, 2), (1, 3)])
    assert m.scores == [5, 1]
    record_all(m, "cs-2", [(0, 3), (0, 2)])
    assert m.is_over and m.winner == 0
    assert m.bummerl_value == 1 and m.krejci is None


def test_at_has_no_krejci() -> None:
    # the rules reference gives krejčí only to cs-2: an Austrian Bummerl lost without scoring
    # is plain
    m = Match("at", seed=4)
    record_all(m, "at", [(0, 3), (0, 2), (0, 2)])
    assert m.is_over and m.scores[1] == 7
    assert m.bummerl_value == 1


# ============================================================================================
# Marker cards: hu-2
# ============================================================================================
def test_hu2_marker_cards_from_pool_then_from_opponent() -> None:
    m = Match("hu-2", seed=5)
    assert m.scores == [0, 0] and m.pool == 12
    steps = [
        ((0, 3), [3, 0], 9),
        ((0, 3), [6, 0], 6),
        ((1, 3), [6, 3], 3),
        ((1, 2), [6, 5], 1),
        ((0, 3), [9, 3], 0),  # one card from the pool, two from the opponent
        ((1, 2), [7, 5], 0),
    ]
    for (winner, gp), scores, pool in steps:
        m.record(won("hu-2", winner, gp))
        assert m.scores == scores and m.pool == pool
        assert sum(m.scores) + m.pool == 12
        assert not m.is_over
    record_all(m, "hu-2", [(0, 3), (0, 2)])
    assert m.scores == [12, 0]
    assert m.is_over and m.winner == 0 and m.loser == 1


def test_hu2_tournament_countdown_alternative() -> None:
    m = Match("hu-2", seed=5, kind="countdown", target=7)
    assert m.scores == [7, 7]
    record_all(m, "hu-2", [(1, 3), (1, 2)])
    assert m.scores == [7, 2] and not m.is_over
    record_all(m, "hu-2", [(1, 2)])
    assert m.is_over and m.winner == 1 and m.loser == 0


# ============================================================================================
# Races: hu-3 (25), hu-4 (50), Slovenian targets
# ============================================================================================
def test_hu3_race_to_25_and_bunko() -> None:
    m = Match("hu-3", seed=6)
    assert m.scores == [0, 0, 0]
    m.record(hu3_declarer_wins(0, "kontra rekontra"))  # 3 x 4
    m.record(hu3_declarer_wins(1, "pass kontra pass"))  # 3 x 2
    m.record(hu3_declarer_wins(0, "kontra rekontra"))
    assert m.scores == [24, 6, 0] and not m.is_over
    m.record(hu3_declarer_wins(0))
    assert m.scores == [27, 6, 0]
    assert m.is_over and m.winner == 0
    assert m.loser == 2  # the fewest points: the bunkó
    assert m.variant.match.bunko


def test_hu3_race_ends_once_25_is_reached() -> None:
    m = Match("hu-3", seed=6)
    for _ in range(2):
        m.record(hu3_declarer_wins(2, "kontra rekontra"))
    assert m.scores == [0, 0, 24] and not m.is_over
    m.record(hu3_declarer_wins(1))
    assert not m.is_over
    m.record(hu3_declarer_wins(2, "pass pass"))
    assert m.scores[2] == 27 and m.is_over and m.winner == 2


def test_hu4_race_to_50_partners_both_score() -> None:
    m = Match("hu-4", seed=7)
    m.record(hu4_snapszer("kontra rekontra"))  # 6 x 4 to each of seats 1 and 3
    m.record(hu4_snapszer("kontra rekontra"))
    assert m.scores == [48, 0, 48, 0] and not m.is_over
    m.record(hu4_snapszer("pass pass pass"))
    assert m.scores == [54, 0, 54, 0] and m.is_over
    assert m.winner in (0, 2)
    assert m.variant.match.bunko


@pytest.mark.parametrize("variant", ["sl-2", "sl-3", "sl-4", "sl-5"])
def test_slovenian_match_is_a_race_with_set_targets(variant: str) -> None:
    m = Match(variant, seed=8)
    assert m.rules.kind == "race"
    assert m.scores == [0] * m.variant.players
    assert set(m.variant.match.targets) >= {m.rules.target}
    assert Match(variant, seed=8, target=21).rules.target == 21


def test_sl3_race_target() -> None:
    m = Match("sl-3", seed=8, target=21)
    m.record(sl3_durhmars())
    m.record(sl3_durhmars())
    assert m.scores == [0, 14, 0] and not m.is_over
    m.record(sl3_durhmars())
    assert m.scores == [0, 21, 0] and m.is_over and m.winner == 1


def test_sl3_default_target_seven() -> None:
    m = Match("sl-3", seed=8)
    assert m.rules.target == 7
    m.record(sl3_durhmars())
    assert m.is_over and m.winner == 1


# ============================================================================================
# Flow: dealing, recording, bots
# ============================================================================================
@pytest.mark.parametrize(("variant", "players"), [("at", 2), ("hr-3", 3), ("hu-4", 4),
                                                  ("sl-5", 5)])
def test_new_deal_rotates_the_dealer(variant: str, players: int) -> None:
    m = Match(variant, seed=9)
    dealers = []
    for _ in range(players + 1):
        d = m.new_deal()
        dealers.append(d.dealer)
        while not d.is_over:
            d.play(d.legal_moves()[0])
        m.record()
        if m.is_over:
            break
    assert dealers == [(players - 1 + i) % players for i in range(len(dealers))]


def test_sl5_match_the_dealer_sits_out_in_turn() -> None:
    m = Match("sl-5", seed=10)
    d = m.new_deal()
    assert d.dealer == 4 and 4 not in d.seats
    while not d.is_over:
        d.play(d.legal_moves()[0])
    m.record()
    d = m.new_deal()
    assert d.dealer == 0 and 0 not in d.seats and len(d.hand(0)) == 0


def test_record_refuses_unfinished_and_repeated_deals() -> None:
    m = Match("at", seed=11)
    d = m.new_deal()
    with pytest.raises(SchnapsenError):
        m.record(d)
    with pytest.raises(SchnapsenError):
        m.new_deal()  # the current deal is not finished
    while not d.is_over:
        d.play(d.legal_moves()[0])
    m.record(d)
    with pytest.raises(SchnapsenError):
        m.record(d)
    assert len(m.history) == 1


def _replay_scores(m: Match) -> list[int]:
    """The scores recomputed from the recorded results, from the match rules."""
    n = m.variant.players
    rules = m.rules
    if rules.kind == "countdown":
        scores = [rules.target] * n
        for e in m.history:
            for s in e.result.winners:
                scores[s] = max(0, scores[s] - e.result.game_points)
        return scores
    if rules.kind == "race":
        scores = [0] * n
        for e in m.history:
            for s in e.result.winners:
                scores[s] += e.result.game_points
        return scores
    scores, pool = [0] * n, rules.target
    for e in m.history:
        (w,) = e.result.winners
        take = min(pool, e.result.game_points)
        pool -= take
        rest = e.result.game_points - take
        scores[w] += take + min(rest, scores[1 - w])
        scores[1 - w] -= min(rest, scores[1 - w])
    return scores


@pytest.mark.parametrize(
    "variant", ["at", "hr-2", "sl-2", "hu-2", "cs-2", "hr-3", "hr-4", "sl-3", "sl-4", "sl-5",
                "hu-3", "hu-4"]
)
def test_play_with_bots_to_the_end(variant: str) -> None:
    m = Match(variant, seed=12)
    n = m.variant.players
    bots = [HeuristicBot(seed=s) if s % 2 == 0 else RandomBot(seed=s) for s in range(n)]
    assert m.play(bots) is m
    assert m.is_over and m.winner is not None and m.loser is not None
    assert m.winner != m.loser
    assert m.scores == _replay_scores(m)
    assert [e.dealer for e in m.history] == [(n - 1 + i) % n for i in range(len(m.history))]
    before = m.history[-2].scores if len(m.history) > 1 else None
    if m.rules.kind == "countdown":
        assert m.scores[m.winner] == 0
        assert before is None or min(before) > 0  # the match ended with the last deal
    else:
        assert m.scores[m.winner] >= m.rules.target
        assert m.scores[m.loser] == min(m.scores)
        assert before is None or max(before) < m.rules.target


def test_match_is_replayable_from_its_seed() -> None:
    bots = [HeuristicBot(seed=1), HeuristicBot(seed=2)]
    a = Match("at", seed=13).play(bots)
    bots = [HeuristicBot(seed=1), HeuristicBot(seed=2)]
    b = Match("at", seed=13).play(bots)
    assert a.scores == b.scores
    assert [e.result for e in a.history] == [e.result for e in b.history]
