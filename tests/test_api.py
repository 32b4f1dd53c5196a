"""The public API contract of DESIGN.md, call by call."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen import Card, Deal, Move, Rank, Suit


def test_variant_ids() -> None:
    assert list(s.VARIANTS) == [
        "at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66",
        "hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4",
    ]


@pytest.mark.parametrize(
    ("name", "vid"),
    [("Šnaps", "hr-2"), ("šnaps", "hr-2"), ("SNAPS", "hr-2"), ("snapszer", "hu-2"),
     ("66", "cs-2"), ("Šnops", "sl-2"), ("sixty-six", "de-66"), ("AT", "at"),
     ("Schnapsen", "at"), ("hármas snapszer", "hu-3"), ("harmas snapszer", "hu-3")],
)
def test_find_variant_aliases(name: str, vid: str) -> None:
    assert s.find_variant(name).id == vid


def test_unknown_variant_says_what_is_expected() -> None:
    with pytest.raises(s.UnknownVariantError, match="expected one of at, hr-2"):
        s.find_variant("poker")
    with pytest.raises(ValueError):
        Deal.new("poker")


def test_card_text_codes() -> None:
    qh = Card.parse("QH")
    assert str(qh) == "QH" and qh.suit is Suit.HEARTS and qh.rank is Rank.OBER
    assert str(Suit.BELLS) == "D" and qh.points == 3
    assert Card(Suit.HEARTS, Rank.QUEEN) is qh
    assert s.parse_card("10s") is s.parse_card("TS")
    assert eval(repr(qh), {"Card": Card}) is qh
    with pytest.raises(s.InvalidNotationError, match="expected a rank"):
        s.parse_card("ZZ")
    assert sum(c.points for c in s.make_deck(20)) == 120
    assert sum(c.points for c in s.make_deck(24)) == 120


def test_seeded_deal_shape_and_dealing_order() -> None:
    d = Deal.new("at", seed=7)
    assert d.dealer == 1 and d.to_move == 0
    assert d.talon_size == 10 and len(d.hand(0)) == len(d.hand(1)) == 5
    deck = list(d.deck)
    # 3 to seat 1, 4 to seat 2, the turned card, 2 and 2; the talon is the rest
    assert set(d.hand(0)) == set(deck[0:3] + deck[7:9])
    assert set(d.hand(1)) == set(deck[3:6] + deck[9:11])
    assert d.trump_card is deck[6] and d.trump is deck[6].suit
    assert [s.CARDS[i] for i in d._st.talon] == deck[11:]


def test_explicit_deck_and_dealer() -> None:
    text = "QH TH AH KH JH AS TS KS QS JS AD TD KD QD JD AC TC KC QC JC"
    d = Deal.new("at", deck=text, dealer=0)
    # dealer 0: seat 2 is forehand and receives the first cards
    assert d.to_move == 1
    assert str(d.hand(1)) == "AH TH QH KS QS"
    assert d.trump_card == Card.parse("TS")


def test_bad_deck_is_explained() -> None:
    with pytest.raises(s.InvalidNotationError, match="missing"):
        Deal.new("at", deck="QH TH")
    with pytest.raises(s.SchnapsenError, match="dealer must be a seat"):
        Deal.new("at", seed=1, dealer=5)


def test_legal_moves_stable_and_play_checked() -> None:
    d = Deal.new("at", seed=7)
    moves = d.legal_moves()
    assert moves == d.legal_moves()
    assert [m.kind for m in moves][:5] == ["card"] * 5
    before = d.state_key()
    with pytest.raises(s.IllegalMoveError) as err:
        d.play("claim")
    assert isinstance(err.value, ValueError) and err.value.key == "rule.claim_first"
    assert d.state_key() == before
    with pytest.raises(s.InvalidNotationError):
        d.play("not a move")
    assert d.state_key() == before
    d.play(moves[0])
    assert d.to_move == 1


def test_push_pop_copy() -> None:
    d = Deal.new("at", seed=11)
    start = d.copy()
    trail = []
    while not d.is_over:
        m = d.legal_moves()[-1]
        trail.append(m)
        d.push(m)
    end = d.copy()
    for m in reversed(trail):
        assert d.pop() == m
    assert d == start
    assert end.is_over and end.result is not None
    with pytest.raises(s.SchnapsenError):
        d.pop()


def test_result_and_points() -> None:
    d = Deal.new("at", seed=3)
    s.play_deal(d, [s.HeuristicBot(1), s.HeuristicBot(2)])
    r = d.result
    assert d.is_over and r is not None and d.to_move is None and d.legal_moves() == []
    assert r.winners and r.game_points in (1, 2, 3)
    assert isinstance(r.reason, str)
    assert d.points(0) >= 0 and d.points(1) >= 0


def test_no_trump_deal_has_trump_none() -> None:
    from tests.helpers import make_deal

    d = make_deal("sl-3", {0: "AH TH KH QH JH AS", 1: "TS KS QS JS AD TD",
                           2: "KD QD JD AC TC KC"}, aside="QC JC")
    d.play("trump:H")
    d.play("pass")
    d.play("contract:durhmars")
    d.play("pass")
    assert d.stage == "play" and d.trump is None and d.to_move == 2


def test_move_notation_round_trip() -> None:
    for text in ["QH", "m:QH", "x", "close", "claim", "trump:H", "turn", "call:TS",
                 "swap:QH,9D", "contract:snops", "snapszer", "kontra", "rekontra", "pass"]:
        assert str(Move.parse(text)) == text
    assert Move.parse("swap:QH,9D") == Move.parse("swap:9D,QH")
    with pytest.raises(s.InvalidNotationError, match="expected a rank"):
        Move.parse("m:ZZ")


def test_text_round_trip_and_repr() -> None:
    d = Deal.new("hu-2", seed=5)
    s.play_deal(d, [s.RandomBot(1), s.HeuristicBot(2)])
    again = Deal.from_text(d.to_text())
    assert again == d
    assert eval(repr(d), {"Deal": Deal}) == d
    opt = Deal.new("at", seed=2, claim="auto", exchange_min_talon=0)
    back = Deal.from_text(opt.to_text())
    assert back.variant.claim == "auto" and back.variant.exchange_min_talon == 0


def test_bad_saved_deal_is_refused_whole() -> None:
    d = Deal.new("at", seed=5)
    d.play(d.legal_moves()[0])
    text = d.to_text()
    with pytest.raises(s.InvalidNotationError, match="move 2"):
        Deal.from_text(text.rstrip("\n") + " claim\n")
    with pytest.raises(s.InvalidNotationError, match="needs a 'deck:' line"):
        Deal.from_text("variant: at\ndealer: 1\n")
    with pytest.raises(s.UnknownVariantError):
        Deal.from_text(text.replace("variant: at", "variant: bridge"))


def test_observation_and_explain() -> None:
    d = Deal.new("at", seed=7)
    o = d.observation(0)
    assert o.hand == d.hand(0) and o.legal_moves == tuple(d.legal_moves())
    assert d.observation(1).legal_moves == ()
    assert "hand" in o.__dataclass_fields__ and not hasattr(o, "hands")
    e = s.explain(d, "claim")
    assert not e.legal and e.key == "rule.claim_first" and "claim" in e.text
    assert s.explain(d, d.legal_moves()[0]).legal


def test_match_runs_to_the_end() -> None:
    m = s.Match("hr-2", seed=1)
    m.play([s.HeuristicBot(1), s.RandomBot(2)])
    assert m.is_over and m.winner in (0, 1) and m.scores[m.winner] == 0
    assert len(m.history) >= 3


def test_options_are_checked() -> None:
    with pytest.raises(s.SchnapsenError, match="not an option"):
        Deal.new("at", seed=1, colour="red")
    with pytest.raises(s.SchnapsenError, match="cannot be"):
        Deal.new("at", seed=1, claim=3)
    with pytest.raises(s.SchnapsenError, match="must be"):
        Deal.new("at", seed=1, claim="sometimes")
