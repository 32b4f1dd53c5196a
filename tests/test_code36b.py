"""Round 34 (hr, worst 2): in the game for three the hint named the blind exchange's pass
"Dalje" ("Passing"), while its button says "Ne mijenjajte" ("Keep my cards"): a pass at the
exchange has a label and verbs of its own (``move.label.pass.swap``, ``move.verb.pass.swap``,
``move.does.pass.swap``) in every language, and a pass anywhere else keeps its own."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.explain import move_act, move_label
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import Move
from schnapsen.stages import Stage

PASS = Move.parse("pass")


def _at_exchange() -> Deal:
    d = Deal.new("hr-3", seed=2026)
    while d.stage != Stage.SWAP:
        d.play(next(m for m in d.legal_moves() if m.kind == "trump"))
    assert PASS in d.legal_moves()
    return d


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_exchange_declined_is_named_as_its_button(lang: str) -> None:
    d = _at_exchange()
    label = move_label(PASS, lang, deal=d)
    assert label == translate("move.label.pass.swap", lang)
    assert label != move_label(PASS, lang)  # no deal: the plain pass, as before
    act = move_act(PASS, lang, deal=d)
    assert act.form("inf") == translate("move.verb.pass.swap", lang)
    assert act.form("does") == translate("move.does.pass.swap", lang)
    # the button's own words, quoted or as a gerund
    button = translate("ui.action.pass.swap", lang).lower()
    if lang != "en":
        assert button in label.lower(), (label, button)


def test_the_hint_line_says_the_buttons_words_in_croatian() -> None:
    d = _at_exchange()
    words = translate("search.why.cause.vs.worse", "hr",
                      other=move_act(PASS, "hr", deal=d))
    assert "dalje" not in words and "ne mijenjajte" in words, words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_turning_a_card_is_labelled_apart_from_its_kinds_name(lang: str) -> None:
    """The hint and the list of allowed moves name the turned card by ``move.label.turn``
    (a language may say its button's words, hr "Neka djelitelj okrene kartu"), while
    ``move.name.turn`` stays the kind's name ("{move_name} is allowed here")."""
    d = Deal.new("hr-3", seed=2026)
    turn = Move.parse("turn")
    assert turn in d.legal_moves()
    assert move_label(turn, lang, deal=d) == translate("move.label.turn", lang)
    if lang != "en":
        button = translate("ui.action.turn", lang).lower()
        assert button in move_label(turn, lang).lower(), lang
