"""Lists of cards in a sentence, in each language's way (round 31 readers): hu says the
article before every card ("a zöld ászt és a zöld alsót", not "a zöld ászt és zöld alsót"),
sl says the rank of two cards of one rank once ("zeljno in želodovo damo"). The ways are the
catalogues' data (``list.each``, ``list.fold``), not code per language."""

from __future__ import annotations

from schnapsen import parse_card
from schnapsen.explain import format_message
from schnapsen.i18n import translate


def _cards(*codes: str) -> list[object]:
    return [parse_card(c) for c in codes]


def test_hungarian_lists_repeat_the_article_before_each_card() -> None:
    text = format_message("move.verb.swap", {"cards": _cards("AS", "JS")}, "hu")
    assert text == "kicserélni a talonnal a zöld ászt és a zöld alsót", text
    three = format_message("move.verb.swap", {"cards": _cards("AS", "JS", "KH")}, "hu")
    assert three.endswith("a zöld ászt, a zöld alsót és a piros királyt"), three


def test_slovenian_lists_say_a_shared_rank_once() -> None:
    text = format_message("move.verb.swap", {"cards": _cards("QS", "QC")}, "sl")
    assert " zeljno in želodovo damo " in text, text
    mixed = format_message("move.verb.swap", {"cards": _cards("QS", "KC")}, "sl")
    assert " zeljno damo in želodovega kralja " in mixed, mixed


def test_english_lists_are_unchanged() -> None:
    assert translate("list.fold", "en") == "no"
    text = format_message("move.verb.swap", {"cards": _cards("QS", "QC")}, "en")
    assert "Ober of Leaves and Ober of Acorns" in text, text
