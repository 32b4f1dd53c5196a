"""explain(): the rule behind an illegal move, what a legal move does, why a trick was won.

DESIGN convention 3: "Every decision has a reason the engine can say". The keys are the ones
of ``schnapsen.explain.MESSAGES``; positions are built as in ``test_rules_two_player.py``.
"""

from __future__ import annotations

from helpers import make_deal

from schnapsen import Deal, IllegalMoveError, explain, explain_trick
from schnapsen.explain import MESSAGES


def two(h0: str, h1: str, turned: str = "QC", **options: object) -> Deal:
    return make_deal("at", {0: h0, 1: h1}, turned=turned, options=options)


def test_explain_illegal_follow_suit_names_rule_and_suit() -> None:
    """Rule 6: "must follow suit" - the explanation says so and names the suit led."""
    d = two("KH AD TD KD QD", "JH AS JC TS KS")
    for m in ("close", "KH"):
        d.play(m)
    e = explain(d, "AS")
    assert not e.legal
    assert e.key == "rule.follow_suit"
    assert "Hearts" in e.text and "AS" in e.text


def test_explain_matches_the_error_raised_by_play() -> None:
    """DESIGN: IllegalMoveError carries the same rule key as explain()."""
    d = two("KH AD TD KD QD", "AH JH AS JC TS")
    for m in ("close", "AD"):
        d.play(m)
    e = explain(d, "AS")
    assert e.key == "rule.must_trump"
    try:
        d.play("AS")
    except IllegalMoveError as err:
        assert err.key == e.key
        assert str(err) == e.text
    else:  # pragma: no cover
        raise AssertionError("AS should be illegal")


def test_explain_legal_marriage_gives_its_value() -> None:
    """Rule 4: "20 (40 in trumps)" - the explanation of a legal marriage states the points."""
    d = two("KC QC KH QH AS", "AH TH JS JD AD", turned="TC")
    assert explain(d, "m:KC").legal and explain(d, "m:KC").params["points"] == 40
    assert explain(d, "m:QH").params["points"] == 20
    assert explain(d, "m:QH").key == "move.marriage"


def test_explain_trick_by_trump_and_by_higher_card() -> None:
    """Cards: "A trick is won by the highest trump in it; if none, by the highest card of the
    suit led"."""
    d = two("AH TH AS TS AD", "JH QH JS KS JC", turned="AC")
    for m in ("close", "AD", "JC"):  # seat 1 void in Diamonds trumps
        d.play(m)
    assert explain_trick(d.tricks[-1], d.trump).key == "trick.trump"
    for m in ("JH", "AH"):
        d.play(m)
    assert explain_trick(d.tricks[-1], d.trump).key == "trick.higher"


def test_explain_every_rule_key_has_english_text() -> None:
    """Every explanation key renders as text (no bare keys shown to a reader)."""
    d = two("AH TH AS TS AD", "JH QH JS KS JD")
    for move in ("claim", "x", "m:KH", "AC", "close"):
        e = explain(d, move)
        assert e.key in MESSAGES
        assert e.text and not e.text.startswith("rule.")
