"""The reader's side named under one word (hr "vi i igrači 3 i 4", sl the dual "igralca 3 in
4", not "igrač 3 i igrač 4"), and a Slovenian card's suit said as an adjective ("ni srčna",
not "ni v srcu"). Each test renders the real lines in every language."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.cards import Card, Rank, Suit
from schnapsen.explain import format_message
from schnapsen.explain_position import score_lines
from schnapsen.i18n import LANGUAGES

#: the parenthesis of ``ui.puzzle.side.you``: the reader with two other seats (3 and 4), and
#: with one (seat 1)
SIDE_WITH = {
    "en": ("(you and seats 3 and 4)", "(you and seat 1)"),
    "hr": ("(vi i igrači 3 i 4)", "(vi i igrač 1)"),
    "sl": ("(poleg tebe še igralca 3 in 4)", "(poleg tebe še igralec 1)"),
    "hu": ("(te, valamint a 3. és a 4. játékos)", "(te, valamint az 1. játékos)"),
    "cs": ("(vy a hráči 3 a 4)", "(vy a hráč 1)"),
}


def _sl4(contract: str | None) -> Deal:
    """Slovenian Šnops for four, seed 3, a few tricks in: with ``contract`` (a game played
    alone by seat 2) seat 1 plays with seats 3 and 4; without one, seat 2 holds the called
    card and knows its partner, seat 1."""
    d = Deal.new("sl-4", seed=3)
    while d.stage != "contract":
        d.play(d.legal_moves()[0])
    if contract:
        d.play("contract:" + contract)
    while d.stage == "contract":
        d.play("pass")
    for _ in range(6):
        if d.stage == "play":
            d.play(d.legal_moves()[0])
    return d


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_readers_side_names_its_other_seats_under_one_word(lang: str) -> None:
    """The puzzles' widget and the position of the day: "Your side (you and seats 3 and 4)",
    hr "Vaša strana (vi i igrači 3 i 4)" where it said "uz vas igrač 3 i igrač 4"."""
    two, one = SIDE_WITH[lang]
    lines = [x.replace("\xa0", " ") for x in score_lines(_sl4("durhmars"), 0, lang)]
    assert any(two in x for x in lines), lines
    lines = [x.replace("\xa0", " ") for x in score_lines(_sl4(None), 1, lang)]
    assert any(one in x for x in lines), lines


#: each suit as an adjective before "karta" (sl), German deck then French: the nominative, the
#: accusative, the genitive (after "nobene")
SL_ADJ = {
    ("german", Suit.HEARTS): ("srčna", "srčno", "srčne"),
    ("german", Suit.BELLS): ("bučna", "bučno", "bučne"),
    ("german", Suit.LEAVES): ("zeljna", "zeljno", "zeljne"),
    ("german", Suit.ACORNS): ("želodova", "želodovo", "želodove"),
    ("french", Suit.HEARTS): ("srčna", "srčno", "srčne"),
    ("french", Suit.BELLS): ("karo", "karo", "karo"),
    ("french", Suit.LEAVES): ("pikova", "pikovo", "pikove"),
    ("french", Suit.ACORNS): ("križeva", "križevo", "križeve"),
}


@pytest.mark.parametrize(("style", "suit"), list(SL_ADJ))
def test_a_slovenian_cards_suit_is_an_adjective(style: str, suit: Suit) -> None:
    """sl: "nobena od tvojih 3 kart ni srčna", not "… ni v srcu"; "nimaš nobene srčne
    karte", not "nimaš srca"; "daj srčno karto, višjo od kralja", not "karto v srcu"."""
    nom, acc, gen = SL_ADJ[style, suit]
    card = Card(suit, Rank.KING)

    def say(key: str, **params: object) -> str:
        return format_message(key, params, "sl", style)

    assert say("search.why.trump.none", suit=suit, count=3).endswith(f"ni {nom}")
    assert say("search.why.trump.none", suit=suit, count=1).endswith(f"ni {nom}")
    assert f"najvišja {nom} karta v štihu." in say("trick.higher", winner_card=card, suit=suit)
    for key in ("rule.must_head", "rule.must_head.seat"):
        assert f" {acc} karto, višjo od kralja." in say(key, led_suit=suit, best=card, seat=2)
    assert f" ima {acc} karto, višjo od " in say("quiz.legal.head", seat=2, suit=suit,
                                                  best=card, cards="")
    for key in ("rule.must_trump", "rule.must_trump.seat"):
        assert f"nima{'š' * (key == 'rule.must_trump')} nobene {gen} karte, " in say(
            key, led_suit=suit, trump_suit=suit, seat=2)
    for key in ("quiz.legal.overtrump", "quiz.legal.trump"):
        assert f"nima nobene {gen} karte, " in say(key, seat=2, suit=suit, best=card,
                                                   trump=card, cards="")
