"""Round 31, Croatian blind reader: the hint lists and the buttons name a move in the same
words, one form for what a lost trick gives away, and the pages' table words. Each test
renders the real catalogue line or reads the real page."""

from __future__ import annotations

from pathlib import Path

import pytest

from schnapsen.cards import Card
from schnapsen.deal import Deal
from schnapsen.explain import format_message, move_label
from schnapsen.i18n import translate
from schnapsen.i18n.names import card_word

BOOK = Path(__file__).resolve().parent.parent / "book" / "hr"


@pytest.mark.parametrize("move", ["x", "close"])
def test_a_button_reads_as_the_hint_list_names_its_move(move: str) -> None:
    """Hint "Zamjena adutske karte – najbolji potez" under the button "Zamijenite adutsku
    kartu": the reader looked for the hint's words among the buttons."""
    label = move_label(move, "hr")
    assert translate(f"ui.action.{move}", "hr") == label[:1].upper() + label[1:]


def test_the_marriage_button_reads_as_the_hint_list_names_it() -> None:
    """Hint "Zvanje 20 u zelenoj i izlazak zelenim kraljem", button "Zovite 20 – izađite
    zelenim kraljem"."""
    king = Card.parse("KH")
    button = translate("ui.action.marriage", "hr", points=20, card=card_word(king, "hr"))
    listed = move_label("m:KH", "hr", deal=Deal.new("hr-2", seed=1))
    assert button == "Zvanje 20 i izlazak kraljem srca", button
    assert listed == "zvanje 20 u srcu i izlazak kraljem srca", listed


def test_a_lost_trick_is_said_one_way() -> None:
    """ "dajete 13 bodova u kartama" beside "protivnik dobiva 21 bod u kartama"; "može ga i
    presjeći adutom" read "ga" as the trick."""
    higher = Card.parse("AH")
    line = format_message("search.why.lead.higher.bare", {"higher": higher, "points": 21},
                          "hr")
    # reader 33, further 7: the trump takes the trick, as the review's "a štih je mogao uzeti
    # i adut" says it
    assert line.endswith("protivnik dobiva 21 bod u kartama, a štih može uzeti i adut"), line
    suit = format_message("search.why.lead.higher.suit.bare", {"higher": higher, "points": 13},
                          "hr")
    assert "protivnik dobiva 13 bodova" in suit and "dajete" not in suit, suit


def test_a_deal_under_half_says_the_points_once_as_the_reason() -> None:
    """ "Igrač 2 nije došao do 33: imao je 21 bod" -> "imao je samo 21 bod, manje od 33"."""
    line = translate("result.why.under_half.other", "hr", seat=1, points=21, half=33, base=2)
    assert line.startswith("Igrač\xa02 imao je samo 21 bod, manje od 33, pa "), line


def test_the_pages_keep_the_tables_words_and_mark_the_books_notes() -> None:
    """ "tuz" is not a Croatian table word; hearts are "crveni" too; face down on closing is
    the book's note, the source only says "stavi se na špil"."""
    for page in ("glossary.md", "snaps.md", "cards.md"):
        text = (BOOK / page).read_text(encoding="utf-8")
        assert "*tuz*" not in text and "tuz)" not in text, page
        assert "crveni" in text, page
    glossary = (BOOK / "glossary.md").read_text(encoding="utf-8")
    assert "okrene licem prema dolje i stavi na talon" in glossary  # S39: no "pravilo knjige"
    for page in ("snaps.md", "snops.md", "snapszer.md", "sestasedesat.md"):
        assert "pravilo po pravilo" not in (BOOK / page).read_text(encoding="utf-8"), page
    assert "od 7, a poznat je" not in (BOOK / "play.md").read_text(encoding="utf-8")
