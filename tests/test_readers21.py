"""Round 21: move lists, seat names, refusals, badges and buttons the native editors listed
after the round-19 blind readers that needed code (issue 25)."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.explain import format_message
from schnapsen.i18n import LANGUAGES, translate


def _moves(*codes: str) -> list[s.Move]:
    return [s.Move.parse(c) for c in codes]


def test_a_list_of_moves_after_a_verb_takes_each_card_in_the_accusative() -> None:
    """cs tricks: "Co smí přidat: červené eso, kulová desítka, kulový král …" (nominatives
    after a colon): the reader wants "Smí přidat červené eso, kulovou desítku, kulového
    krále …", each card declined (a neuter, a feminine and an animate masculine) and the
    choices joined by the language's "or"."""
    moves = _moves("KD", "AH", "TD")
    said = format_message("page.tricks.allowed_answers", {"moves": moves}, "cs")
    assert said == "Smí přidat červené eso, kulovou desítku nebo kulového krále.", said
    assert format_message("page.drawing.allowed_answers", {"moves": moves}, "hr") == \
        "Smije baciti asa srca, desetku bundeve ili kralja bundeve."
    assert format_message("page.drawing.allowed_answers", {"moves": moves}, "sl") == \
        "Sme dati srčnega asa, bučno desetko ali bučnega kralja."
    assert format_message("page.strict-rules.may_play", {"seat": 1, "moves": moves[:2]},
                          "cs") == "Hráč 2 smí zahrát červené eso nebo kulového krále."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_list_in_a_case_names_the_other_moves_by_their_labels(lang: str) -> None:
    """Only the cards played decline: closing the talon keeps its label in every case, and
    a list of moves with no case asked reads as before (the cards by their nominatives)."""
    from schnapsen.explain import move_label
    from schnapsen.i18n.names import card_key, card_word, form

    deal = s.Deal.new("at", deck="KH JS TS AH QS JC QC QD AC TD KD JH QH TH JD AD KS AS KC TC")
    close = next(m for m in deal.legal_moves() if m.kind == s.MoveKind.CLOSE)
    for case in ("acc", "gen"):
        assert move_label(close, lang) == move_label(close, lang, case=case)
    ten = s.Card.parse("TS")
    assert move_label("TS", lang) == move_label("TS", lang, case="nom") == \
        translate("move.label.card", lang, card=card_word(ten, lang))
    assert move_label("TS", lang, case="acc") == \
        translate("move.label.card", lang, card=form(card_key(ten), lang, "acc"))
