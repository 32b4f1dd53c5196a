"""Round 32 (code32f): the key question where the reader must trump (hr reader: "is it worth
taking this trick?" asked where every card the reader could play was a trump)."""

from __future__ import annotations

import pytest

from schnapsen import Deal, Move

LANGS = ["en", "hr", "sl", "hu", "cs"]

#: talon spent, Acorns Ace led, the reader (seat 0) holds no Acorns: every legal card a trump
MUST = "at; dealer 1; hands JD AS KS* QS / QD JS KC; trump S; score 13/1 67/5; trick AC; move 0"
#: talon still out, Hearts Ober led: the reader takes with the Hearts King, trumps legal too
FREE = ("at; dealer 1; hands JH TD KS JS / KH AS QS KC JC; talon KD AD AH TH QC QD TC AC JD; "
        "turned TS; trick QH; move 1")


def _move(d: Deal, code: str) -> Move:
    return next(m for m in d.legal_moves() if m.card is not None and m.card.code == code)


def test_the_take_key_asks_which_trump_where_every_legal_card_is_a_trump() -> None:
    from schnapsen.teach.coach import think_of

    d = Deal.from_position(MUST)
    assert d.to_move is not None
    obs = d.observation(d.to_move)
    assert all(m.card is not None and m.card.suit == obs.trump for m in d.legal_moves())
    found = think_of(d, _move(d, "QS"))
    assert found is not None and found[0] == "guided.think.take.must"


def test_the_take_key_stays_where_another_card_is_legal() -> None:
    from schnapsen.teach.coach import think_of

    d = Deal.from_position(FREE)
    found = think_of(d, _move(d, "KH"))
    assert found is not None and found[0] == "guided.think.take"


@pytest.mark.parametrize("lang", LANGS)
def test_the_must_trump_words_ask_which_trump(lang: str) -> None:
    """Every edition has the key (and its summary words), and none asks whether the trick is
    worth taking."""
    from schnapsen.i18n import translate
    from schnapsen.teach.coach import THINK_KINDS

    assert "take.must" in THINK_KINDS
    text = translate("guided.think.take.must", lang, trumps=3, points=13, target=66)
    assert "{" not in text and text != "guided.think.take.must"
    about = translate("guided.about.take.must", lang)
    assert about != "guided.about.take.must"
    assert translate("guided.think.take", lang, trumps=3, points=13) != text


#: the grades the hint list gives a move (ui.hint.verdict.*): the words every hint, grade and
#: review is written in
GRADES = ("best", "good", "mistake", "least")


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_explains_the_grades_in_the_catalogues_words(lang: str) -> None:
    """Each edition's glossary ends with the words of the practice pages, and names each grade
    as that edition's catalogue renders it (new learner, round 30: none of the practice words
    was in the glossary)."""
    from pathlib import Path

    from schnapsen.i18n import translate

    page = Path(__file__).resolve().parent.parent / "book" / lang / "glossary.md"
    last = page.read_text(encoding="utf-8").rsplit("\n## ", 1)[1].replace("\u00a0", " ")
    section = last.casefold()
    for grade in GRADES:
        word = translate(f"ui.hint.verdict.{grade}", lang)
        assert word != f"ui.hint.verdict.{grade}"
        assert word.casefold() in section, (lang, word)
    # and the words the guided hand says before a key decision
    assert translate("guided.ui.think", lang).casefold() in section, lang
