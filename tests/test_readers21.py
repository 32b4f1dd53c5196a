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
                          "cs") == "Hráč\u00a02 smí zahrát červené eso nebo kulového krále."


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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_on_lead_is_said_per_move(lang: str) -> None:
    """rule.lead_only was one sentence for the exchange, the marriage, closing and claiming
    (hr "Zamjena adutske karte: taj potez smije …", a calque joined at a colon): the refusal
    names the kind of move, and each has its own sentence; a move with none (snapszer) keeps
    the shared one."""
    from schnapsen.checks import MOVE_KIND
    from schnapsen.explain import explain

    d = s.Deal.new("at", deck="AH TH AS TS AD JH QH JS KS JD QD KD QC KC TC JC AC QS TD KH")
    d.play("AH")
    seen: set[str] = set()
    for move, kind in (("x", "x"), ("m:KS", "m"), ("close", "close"), ("claim", "claim")):
        e = explain(d, move)
        assert e.key == "rule.lead_only" and e.params[MOVE_KIND] == kind
        said = e.text_in(lang)
        assert said == translate(f"rule.lead_only.{kind}", lang), said
        assert "{" not in said and said not in seen
        seen.add(said)
    shared = format_message("rule.lead_only", {"move": "snapszer", "move_name": "snapszer",
                                               MOVE_KIND: "snapszer"}, lang)
    assert shared == format_message("rule.lead_only", {"move": "snapszer",
                                                       "move_name": "snapszer"}, lang)
    if lang == "hr":
        assert explain(d, "x").text_in(lang) == (
            "Adutsku kartu smije zamijeniti samo igrač koji je na redu, i to prije nego što "
            "izađe.")


def test_no_exchange_button_for_a_hand_without_the_trump_unter() -> None:
    """A new reader was offered "Exchange" holding no trump Unter. The live table draws the
    button only for a hand that holds the exchange card (grey with the reason while the rule
    waits, e.g. for the lead), and draws it again once the hand holds it."""
    pytest.importorskip("ipywidgets")
    from schnapsen.explain import explain
    from schnapsen.widgets import PlayWidget

    lacking = holding = None
    for seed in range(80):
        w = PlayWidget(variant="at", seed=seed)
        if w.deal.to_move != w.seat:
            continue
        has = explain(w.deal, "x").key != "rule.exchange_card"
        if has and holding is None:
            holding = w
        if not has and lacking is None:
            lacking = w
    assert lacking is not None and holding is not None
    assert "x" not in lacking.action_buttons and "close" in lacking.action_buttons
    assert "x" in holding.action_buttons


NBSP = "\u00a0"


@pytest.mark.parametrize("lang", ["hr", "sl", "hu", "cs"])
def test_a_seat_and_its_number_never_part_at_a_line_end(lang: str) -> None:
    """cs: "hráč" at a line's end and "1" on the next. A seat's word and its number (cs/hr/sl
    "hráč 1", hu "a 2. játékos") are joined by a no-break space wherever a seat is said: a
    sentence, a label, a caption under a hand, several seats under one word."""
    from schnapsen.i18n import Seats, seat_in_sentence
    from schnapsen.render import names_for
    from schnapsen.widgets._common import seat_name

    ten = s.Card.parse("TS")
    said = [translate("ui.seat", lang, seat=0), seat_in_sentence(1, lang),
            names_for(lang).seat_name(2), str(seat_name(1, 0, lang)), str(Seats([0, 2], lang)),
            format_message("rule.follow_suit.seat", {"seat": 3, "led_suit": ten.suit,
                                                     "card": ten}, lang)]
    for text in said:
        i = next(k for k, ch in enumerate(text) if ch.isdigit())
        assert i > 0 and text[i - 1] == NBSP or text[i + 1:i + 3] == "." + NBSP, text


def test_english_keeps_its_plain_space_before_a_seat_number() -> None:
    """The no-break space is the catalogues' (``ui.seat.glue``): English text is as before."""
    assert translate("ui.seat", "en", seat=0) == "Seat 1"
    ten = s.Card.parse("TS")
    assert format_message("rule.follow_suit.seat", {"seat": 1, "led_suit": ten.suit,
                                                    "card": ten}, "en").startswith("Seat 2 ")
