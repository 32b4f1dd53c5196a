"""Lines the blind native readers of round 25 (hr, sl, hu, cs) found wanting in the widgets,
the explanations and the practice texts (brief code26b)."""

from __future__ import annotations

import pytest

from schnapsen.explain import format_message, log_message
from tests.test_explain import two

LANGS = ("en", "hr", "sl", "hu", "cs")

#: the turned Ten of Acorns (Clubs) in each language, as the log line names it
TURNED = {"en": "Ten of Acorns", "hr": "desetku žira", "sl": "želodovo desetko",
          "hu": "makk tízest", "cs": "žaludskou desítku"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_exchange_log_line_names_the_turned_card(lang: str) -> None:
    """hr reader 25: "… za okrenutu kartu" never said which card the exchange took."""
    d = two("KC QC KH QH JC", "AH TH JS JD AD", turned="TC")
    key, params = log_message(d, "x")
    text = format_message(key, {**params, "seat": "2"}, lang)
    assert TURNED[lang] in text, text
    assert "{" not in text


@pytest.mark.parametrize(("value", "said"), [(0.5, "0,5"), (1.5, "1,5"), (1.25, "1,25"),
                                             (2.0, "2"), (0.333, "0,33")])
def test_the_puzzle_solution_says_a_mean_with_the_fewest_decimals(value: float,
                                                                   said: str) -> None:
    """hr reader 25: "0,50 boda igre … 1,50 boda igre manje" -> "0,5 … 1,5"."""
    from schnapsen.teach.practice import _gap, _number

    assert _number(value, "hr", sign=False) == said
    assert _number(-value, "en") == "\u2212" + said.replace(",", ".")
    if value != 2.0:
        assert _gap(value, "hr").startswith(said + " ")


def _claim_puzzle(lang: str):  # type: ignore[no-untyped-def]
    from schnapsen.moves import Move
    from schnapsen.practice import puzzles
    from schnapsen.widgets import PuzzleWidget

    for tradition in ("sl", "at", "hr", "hu", "cs"):
        for i, p in enumerate(puzzles(tradition)):
            if any(str(m) == "claim" for m in p.deal.legal_moves()) and p.is_correct(
                    Move.parse("claim")):
                return PuzzleWidget(puzzles(), tradition=tradition, start=i, lang=lang), p
    raise AssertionError("no puzzle with a claim")


@pytest.mark.parametrize("lang", LANGS)
def test_the_puzzle_claim_button_is_the_play_tables(lang: str) -> None:
    """sl reader 25: the puzzle said "Klic »dovolj«" where the play table says "Dovolj (66)";
    the verdict names the move as the move's own word ("Prav: »dovolj« je ena od …")."""
    from schnapsen.i18n import translate

    w, p = _claim_puzzle(lang)
    assert w.action_buttons["claim"].description == translate("ui.action.claim", lang)
    w.choose("claim")
    assert w.verdict == "right"
    if lang == "sl":
        assert w.verdict_text == "Pravilno: »dovolj« je ena od najboljših potez.", w.verdict_text
    assert "{" not in w.verdict_text


def test_the_guided_menu_names_the_hungarian_game_for_two() -> None:
    """hu reader 25: "1 · magyar · 1. szint" beside "5 · magyar hármasban · 2. szint"; the
    game for two is "magyar kettes", as everywhere else, and the label fits a phone."""
    from schnapsen.practice import guided_hands
    from schnapsen.variants import find_variant
    from schnapsen.widgets import GuidedHandWidget

    hands = guided_hands(first="hu")
    w = GuidedHandWidget(hands, lang="hu")
    seen = False
    for (label, _), hand in zip(w.hand_select.options, hands, strict=True):
        if hand.tradition == "hu" and find_variant(hand.variant).players == 2:
            seen = True
            assert " · kettes snapszer · " in label, label
            assert len(label) <= 36, label
    assert seen


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("answer", ["close", "play_on"])
def test_a_large_gap_in_the_close_trainer_is_said_plainly(lang: str, answer: str) -> None:
    """hu reader 25: "Nem a legjobb" for −0,60 against +1,60; a wrong answer that loses half
    a game point or more says so plainly, with the two figures ("Nem jó: …")."""
    from schnapsen.search.close import CloseChoice
    from schnapsen.widgets.close import CloseTrainer

    worse, better = (-2,) * 8 + (1,) * 12, (2,) * 12 + (1,) * 8   # -0.20 against +1.60
    close, play_on = (worse, better) if answer == "close" else (better, worse)
    t = CloseTrainer(variant="at", seed=1, lang=lang)
    t.choice = CloseChoice(t.seat, close, play_on, 0)
    (t.close_button if answer == "close" else t.play_on_button).click()
    assert t.verdict == "wrong"
    assert "{" not in t.verdict_text
    assert ("+1" in t.verdict_text and "0,2" in t.verdict_text.replace(".", ","))
    if lang == "hu":
        assert t.verdict_text.startswith("Nem jó:"), t.verdict_text
    if lang == "en":
        assert t.verdict_text.startswith("Wrong:"), t.verdict_text
    # a gap under half a game point keeps "not the best"
    u = CloseTrainer(variant="at", seed=1, lang=lang)
    u.choice = CloseChoice(u.seat, (1,) * 20, (2,) * 4 + (1,) * 16, 0)   # +1.00 / +1.20
    u.close_button.click()
    assert u.verdict_text == u._t("ui.close.verdict.wrong.close")


def test_a_winning_pair_is_named_as_the_winners() -> None:
    """hu reader 25: "a 2. és a 3. játékos (a nyertes)": two seats won, so "a nyertesek"
    (the verb agrees in the singular with the shared noun, the apposition does not)."""
    from schnapsen.render import names_for
    from schnapsen.render.html import caption_text
    from tests.test_seat_words import finished

    deal = finished("hu-4", 0)
    assert deal.result is not None and len(deal.result.winners) == 2
    want = {"en": "seats 2 and 3 (the winners): 19 points",
            "hu": "a\u00a02. és a\u00a03.\u00a0játékos (a parti nyertesei) 19 pont",
            "hr": "(pobjednici)", "sl": "(zmagovalca)", "cs": "(vítězové)"}
    for lang, said in want.items():
        _head, details = caption_text(deal, names=names_for(lang))
        assert said in details.replace(" ", " ") or said in details, (lang, details)
    solo = finished("hr-4", 0)
    _head, details = caption_text(solo, names=names_for("hu"))
    assert "(a parti nyertese)" in details, details


@pytest.mark.parametrize("lang", LANGS)
def test_the_boards_best_line_is_told_trick_by_trick(lang: str) -> None:
    """cs reader 25: "Nejlepší pokračování: Hráč 2: kulový král s hlášením …; Hráč 1: …"
    (labels glued in code) -> "1. štych: hráč 2 hlásí … , hráč 1 …; 2. štych: …", from the
    catalogue in every language."""
    from tests.test_board import board, click_cards, text_of

    b = board(lang=lang)
    click_cards(b, "hand:0", "AH TH KH QS JS")
    click_cards(b, "hand:1", "AS TS KS QH JH")
    click_cards(b, "taken:0", "AD TD")
    click_cards(b, "taken:1", "KD QD JD AC TC KC QC JC")
    b.from_cards_button.click()
    words = text_of(b.analysis).replace("\u00a0", " ")
    trick = {"en": "trick 1: seat 1 ", "hr": "1. štih: igrač 1 ", "sl": "1. štih: igralec 1 ",
             "hu": "1. ütés: az 1. játékos ", "cs": "1. štych: hráč 1 "}[lang]
    assert trick in words, words
    assert ("trick 2: " if lang == "en" else "2. ") in words, words


def test_a_deal_decided_by_the_last_trick_says_so_beside_the_losers_points() -> None:
    """sl reader 25: "Igralec 1 je imel 128 pik, torej vodo (vsaj 33), zato igra velja 1
    točko." beside a deal the other seat won by the last trick: the loser passed 66, so the
    line says the last trick decided, and the value."""
    import random

    from schnapsen import Deal
    from schnapsen.explain_result import result_lines

    d = Deal.new("sl-2", seed=0)
    rng = random.Random(0)
    while not d.is_over:
        d.play(rng.choice([m for m in d.legal_moves() if str(m) != "claim"]
                          or list(d.legal_moves())))
    assert d.result is not None and d.result.detail.judged_points >= 66
    words = {"en": "last trick", "hr": "zadnji štih", "sl": "zadnji štih",
             "hu": "utolsó ütés", "cs": "poslední štych"}
    for lang, word in words.items():
        # round 27: the line that says the loser had 66 and did not claim names the last
        # trick beside the points; the value follows (tests/test_result_unclaimed.py)
        lines = result_lines(d, lang)
        assert any(word in why and "87" in why for why in lines), (lang, lines)
        assert "{" not in " ".join(lines), (lang, lines)
        for me in (0, 1):
            assert any(word in why for why in result_lines(d, lang, me=me))


@pytest.mark.parametrize("page", ["snops-multi", "snaps-multi", "snapszer-multi"])
def test_a_multi_player_trick_line_names_who_led(page: str) -> None:
    """sl reader 25: "1. štih: srčni fant, zeljna dama, srčna dama in srčna desetka, pobere
    igralec 2" did not say who played which card; given the trick's leader the line says
    who led which card, then the others'."""
    from schnapsen.cards import parse_card
    from schnapsen.teach.book import page_text

    cards = [parse_card(c) for c in ("JH", "QS", "QH", "TH")]
    led = {"en": "trick 1: seat 1 leads the Unter of Hearts, then ",
           "sl": "1. štih: igralec 1 izigra srčnega fanta, nato pa po vrsti zeljno damo",
           "hr": "1. štih: igrač 1 izlazi dečkom srca, slijede ",
           "hu": "1. ütés: az 1. játékos kihívja a piros alsót, utána a többiek sorban "
                 "a zöld felsőt, ",
           "cs": "1. štych: hráč 1 vynáší červeného spodka, ostatní po řadě přidávají "
                 "zeleného svrška"}
    for lang, said in led.items():
        _ = page_text(page, lang)
        text = _("trick_line", number=1, cards=cards, winner=1, leader=0, mine=0, theirs=25,
                 side=(0, 2), others=(1, 3)).replace("\u00a0", " ")
        assert text.startswith(said) and "{" not in text, (lang, text)
