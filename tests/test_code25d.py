"""Who a result line names, and how words agree with it (code25d): the review's caption names
the reader as its headline does; a group of seats with the reader agrees in the second person
plural; a number's article (hu "az 5.", "a 2.") and the Czech z/ze, v/ve before a number go by
the number's spoken first sound; the all-cards table's status after "; " goes on in lower
case."""

from __future__ import annotations

import pytest

from schnapsen.explain import result_lines
from schnapsen.i18n import Count, Label, translate
from schnapsen.observation import observe
from schnapsen.render.html import caption_text
from schnapsen.render.table import table_words
from schnapsen.render.text import names_for, seats_label
from schnapsen.widgets._common import seat_name
from tests.test_seat_words import finished


# 1. the review's caption names the reader as "you", as its headline does
@pytest.mark.parametrize("lang", ["en", "hu", "cs"])
@pytest.mark.parametrize("variant", ["hu-2", "cs-2", "hr-4"])
def test_a_caption_with_the_readers_labels_says_you_in_its_details(lang: str,
                                                                   variant: str) -> None:
    for seed in range(4):
        deal = finished(variant, seed)
        assert deal.result is not None
        players = deal.variant.players
        labels = [seat_name(s, 0, lang, players) for s in range(players)]
        _, detail = caption_text(deal, names=names_for(lang), seat_names=labels)
        # the caption's lines leave the deal's worth to its headline (hr reader 31)
        lines = result_lines(deal, lang, me=0, named=deal.result.winners, worth=False)
        assert " ".join(lines) in detail, (lang, variant, seed, detail, lines)


# 2. "you and seat 3" agree as the second person plural
@pytest.mark.parametrize(("lang", "word"), [
    ("en", "You and seat 3 won 2 game points"),
    ("hu", "nyertetek"), ("cs", "získáváte"), ("hr", "ste dobili"), ("sl", "dobita"),
])
def test_you_and_a_seat_win_in_the_second_person_plural(lang: str, word: str) -> None:
    names = names_for(lang)
    labels = tuple(seat_name(s, 0, lang, 4) for s in range(4))
    together = seats_label((0, 2), names, labels)
    assert together.you and together.number == 2
    head = names.count("winners", seats=together, game_points=2)
    assert word in head, head


def test_a_choice_of_six_gives_you_and_more_its_own_word() -> None:
    spec = "si|je|sta|so|sta|ste"
    assert format(Label("ti in 2", you=True, number=2), spec) == "sta"
    assert format(Label("ti, 2 in 3", you=True, number=3), spec) == "ste"
    # a choice of four agrees with them as with as many other seats, as before
    assert format(Label("ti in 2", you=True, number=2), "si|je|sta|so") == "sta"
    assert format(Label("ti, 2 in 3", you=True, number=3), "si|je|sta|so") == "so"
    assert format(Label("ti", you=True), spec) == "si"


# 3. hu: a number's article by its spoken first sound
@pytest.mark.parametrize(("n", "art"), [(1, "az"), (2, "a"), (5, "az"), (7, "a"), (10, "a"),
                                        (50, "az"), (55, "az"), (500, "az"), (1000, "az"),
                                        (20, "a")])
def test_hungarian_article_before_a_number(n: int, art: str) -> None:
    assert format(Count(n, "hu").art) == f"{art} {n}"
    text = translate("practice.solution.instead.other", "hu", choice="X", seat=1, number=n,
                     total=30)
    assert f" {art} {n}. ütést " in text, text


# 4. cs: z/ze, v/ve before a number
@pytest.mark.parametrize(("n", "of", "in_"), [
    (1, "z", "v"), (2, "z", "ve"), (4, "ze", "ve"), (5, "z", "v"), (7, "ze", "v"),
    (12, "z", "ve"), (14, "ze", "ve"), (17, "ze", "v"), (20, "z", "ve"), (40, "ze", "ve"),
])
def test_czech_prepositions_before_a_number(n: int, of: str, in_: str) -> None:
    assert str(Count(n, "cs").of) == f"{of} {n}"
    assert str(Count(n, "cs").__getattr__("in")) == f"{in_} {n}"
    assert f" {of} {n}." in translate("drill.ui.best", "cs", n=1, total=n)
    assert f" {in_} {n}. štychu" in translate("guided.ui.moment.cost", "cs", choice="X",
                                               trick=n, loss=1)


def test_no_czech_catalogue_entry_fakes_the_preposition_with_plural_forms() -> None:
    from schnapsen.i18n import LOCALE_DIR

    text = (LOCALE_DIR / "cs" / "LC_MESSAGES" / "schnapsen.po").read_text()
    assert ":z|ze|" not in text and ":v|ve|" not in text


# 5. the all-cards table's status goes on after "; " in lower case
@pytest.mark.parametrize(("lang", "status"), [("cs", "; hra skončila"),
                                              ("en", "; deal over")])
def test_the_status_after_the_trump_goes_on_in_lower_case(lang: str, status: str) -> None:
    deal = finished("cs-2", 1)
    obs = observe(deal, 0)
    words = table_words(obs, deal, "german", names_for(lang))
    assert status in words, words
