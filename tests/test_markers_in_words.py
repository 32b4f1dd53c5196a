"""The marker cards' explanations (the snapszer drill and quiz) say the cards taken as words,
the arithmetic alone in numbers (round 31, hu: "A kupacban csak 5 lap volt: … a további 1
lapot" read as a sum, not as cards changing hands)."""

from __future__ import annotations

import pytest

import schnapsen.teach  # noqa: F401  (the teaching messages)
from schnapsen.i18n import LANGUAGES, translate

#: the explanation of a deal that empties the pool (five cards left, one more from the loser)
#: and of one that takes the pool's last card and two more
SPLIT = {
    "en": ("Seat 1 takes the five marker cards left in the pool and one more from seat 2",
           "Seat 1 takes the last marker card in the pool and two more from seat 2"),
    "hr": ("Igrač 1 uzima preostalih pet karata s hrpe i još jednu od igrača 2",
           "Igrač 1 uzima posljednju kartu s hrpe i još dvije od igrača 2"),
    "sl": ("Igralec 1 vzame preostalih pet kart iz zaloge in še eno od igralca 2",
           "Igralec 1 vzame zadnjo karto iz zaloge in še dve od igralca 2"),
    "hu": ("Az 1. játékos elviszi a kupacban maradt öt lapot, és még egy lapot az ellenfelétől",
           "Az 1. játékos elviszi a kupacban maradt utolsó lapot, és még két lapot az "
           "ellenfelétől"),
    "cs": ("Hráč 1 si vezme zbývajících pět karet z hromádky a ještě jednu od hráče 2",
           "Hráč 1 si vezme poslední kartu z hromádky a ještě dvě od hráče 2"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_split_says_its_cards_in_words(lang: str) -> None:
    five = translate("quiz.markers.split", lang, winner=0, loser=1, pool=5, rest=1,
                     before=4, after=3).replace("\xa0", " ")
    last = translate("quiz.markers.split", lang, winner=0, loser=1, pool=1, rest=2,
                     before=4, after=2).replace("\xa0", " ")
    assert five.startswith(SPLIT[lang][0]) and "4 − 1 = 3" in five
    assert last.startswith(SPLIT[lang][1]) and "4 − 2 = 2" in last


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", ["quiz.markers.from_pool", "quiz.markers.from_loser"])
@pytest.mark.parametrize("taken", [3, 4, 5, 6])
def test_the_cards_taken_are_words_before_the_sum(lang: str, key: str, taken: int) -> None:
    text = translate(key, lang, winner=0, loser=1, game_points=taken, before=11,
                     after=11 - taken)
    said = text[:text.index("11 −")]
    assert str(taken) not in said, text  # (the seats are 1 and 2)
