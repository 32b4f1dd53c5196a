"""A marriage's value said as a number of its own (issue 25, round 10, item 2): ``{points.said}``
is the bare number ("zove 40 u zelenoj"), or the word the catalogue gives it in the case asked
(hu ``{points.said.acc}`` "negyvenet"), not "40 points" in brackets."""

from __future__ import annotations

from schnapsen.cards import Suit
from schnapsen.i18n import Count, translate
from schnapsen.i18n.names import suit_word


def marriage(key: str, lang: str, points: int) -> str:
    return translate(key, lang, seat=1, points=points, suit=suit_word(Suit(2), lang))


def test_a_count_said_alone() -> None:
    assert Count(40, "hu").said.acc == "negyvenet"
    assert Count(20, "hu").said.form("acc") == "húszat"
    assert str(Count(40, "hr").said) == "40"
    assert str(Count(60, "hu").said) == "60"  # no word declared: the number
    assert f"{Count(20, 'en').said}" == "20"


def test_marriages_say_their_value() -> None:
    assert marriage("quiz.ctx.marriage", "hr", 40) == "Igrač\u00a02 je zvao 40 u zelenoj."
    assert marriage("quiz.ctx.marriage", "hu", 20).startswith(
        "A\u00a02.\u00a0játékos zöld húszat mondott")
    assert "napovedal 40 v " in marriage("quiz.ctx.marriage", "sl", 40)
    for key in ("log.m", "move.marriage", "practice.solution.marriage.seat",
                "practice.solution.marriage.you", "story.marriage"):
        for lang in ("hr", "hu", "sl"):
            text = translate(key, lang, seat=1, points=40, suit=suit_word(Suit(2), lang),
                             card="c", other="o")
            assert "bod" not in text and "pont" not in text and "pik" not in text, text


def test_a_sentence_opening_with_a_quoted_word_capitalises_the_word() -> None:
    """Round 25 (sl quick round): hints and puzzle buttons began "»dovolj«: …"; a sentence's
    start capitalises the quoted word's first letter, after its opening marks."""
    from schnapsen.i18n.base import capitalised

    assert capitalised("»dovolj«: imaš samo 27 pik") == "»Dovolj«: imaš samo 27 pik"
    assert capitalised("„elég”") == "„Elég”" and capitalised("az 1. játékos") == "Az 1. játékos"
    assert capitalised("") == "" and capitalised("»") == "»"
