"""Generated lines the round-23 blind readers flagged (hr, cs, sl, hu): each test renders the
real message in the language and names the line it was found in."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.explain import explain
from tests.helpers import make_deal


def _headed() -> Deal:
    """Strict rules, Leaves led with the King: seat 2 holds the Ace of Leaves and a lower
    Leaf, so playing the lower one is refused ("must beat")."""
    d = make_deal("at", {0: "KH QH JD AC KS", 1: "AH TH AS TS JS"}, turned="AD")
    d.play("close")
    d.play("KS")
    return d


@pytest.mark.parametrize(("lang", "style", "said"), [
    ("hr", "german", "bacite zelenu kartu jaču od kralja."),
    ("hr", "french", "bacite pik kartu jaču od kralja."),
    ("cs", "german", "zahrajte vyšší zelenou kartu než krále."),
    ("sl", "german", "daj karto v zelju, ki je višja od kralja."),
])
def test_must_beat_says_the_suit_once(lang: str, style: str, said: str) -> None:
    """hr: "bacite kartu u zelenoj jaču od zelenog kralja": the suit as the word for a card
    of it says ("zelenu kartu", "kartu žira"), the best card by its rank alone."""
    text = explain(_headed(), "JS").text_in(lang, style)
    assert text.endswith(said), text


def test_a_card_of_a_suit_in_croatian() -> None:
    """Every hr suit said as a card of it, and no suit named twice in the refusal."""
    from schnapsen.cards import Card, Suit
    from schnapsen.explain import format_message

    want = {Suit.ACORNS: "kartu žira", Suit.BELLS: "kartu bundeve",
            Suit.HEARTS: "kartu srca", Suit.LEAVES: "zelenu kartu"}
    for suit, words in want.items():
        best = Card.parse("Q" + suit.letter)
        text = format_message("rule.must_head.seat", {"led_suit": suit, "best": best,
                                                      "seat": 1}, "hr")
        assert text.endswith(f"mora baciti {words} jaču od babe."), text
