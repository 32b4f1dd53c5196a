"""What a new reader met at the play widget (round 9): the result of a deal comes with its
reason, right under the hand; a hand of five cards has five card buttons (and the page's saved
state no others); the game for two names the other player "your opponent", not "seat 2".

The widget is driven as a reader drives it: by clicking its buttons (``.click()``)."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W  # noqa: E402
from ipywidgets.widgets.widget import _instances  # noqa: E402

from schnapsen import VARIANTS  # noqa: E402
from schnapsen.explain import result_lines  # noqa: E402
from schnapsen.widgets import PlayWidget  # noqa: E402
from tests.test_widgets import html_text  # noqa: E402


def _click_once(w: PlayWidget) -> None:
    """One click of the reader: a card that may be played, else an action the rules allow
    (a claim or a close last; a menu's first move chosen), answering the question before a
    claim with "claim anyway"."""
    if w.claim_question:
        w.claim_yes.click()
        return
    cards = [b for b in w.hand_buttons.values() if b.button_style == "success"]
    if cards:
        cards[0].click()
        return
    for kind, menu in w.action_choices.items():  # the call's menu asks for its card first
        if not menu.value:
            menu.value = next(value for _label, value in menu.options if value)
            assert not w.action_buttons[kind].disabled
    actions = [(k, b) for k, b in w.action_buttons.items() if not b.disabled]
    actions.sort(key=lambda kb: kb[0] in ("claim", "close"))
    assert actions, "the reader's turn with nothing to click"
    actions[0][1].click()


def _click_to_the_end(w: PlayWidget) -> int:
    clicks = 0
    while not w.deal.is_over:
        assert w.deal.to_move == w.seat
        _click_once(w)
        clicks += 1
        assert clicks < 100, "the deal did not end"
    return clicks


def _card_buttons() -> list[Any]:
    return [x for x in list(_instances.values())
            if isinstance(x, W.Button) and "schnapsen-card-pic" in x._dom_classes]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_result_and_its_reason_right_under_the_hand(variant: str) -> None:
    """Every game, to the end by clicks: the status opens with who won (in bold) and right
    under it why, with the numbers (the engine's sentences), shown (not folded, not hidden),
    and the status stands right under the hand and the refusal message."""
    for seed in (1, 2):
        w = PlayWidget(variant, seed=seed)
        _click_to_the_end(w)
        deal = w.deal
        children = list(w.ui.children)
        assert children.index(w.status) == children.index(w.tables.box) + 2
        assert children.index(w.message) == children.index(w.tables.box) + 1
        assert w.status.layout.display in (None, "", "block", "flex")
        value = w.status.value
        assert "<details" not in value and "display:none" not in value.replace(" ", "")
        block = re.match(r'<div class="schnapsen-result" role="status">(.*?)</div>', value, re.S)
        assert block is not None, value
        paras = [html.unescape(html_text(p)).strip()
                 for p in re.findall(r"<p[^>]*>(.*?)</p>", block.group(1), re.S)]
        assert deal.result is not None
        why = result_lines(deal, "en", w.style, me=w.seat,
                           named=deal.result.winners)  # the headline names them
        assert why and paras[1:] == why, (paras, why)
        assert "<strong>" in block.group(1).split("</p>")[0]
        assert re.search(r"\bwon \d+ game points?\.", paras[0]), paras[0]


def _open_card_buttons(before: set[int]) -> list[Any]:
    """The card buttons opened since ``before`` (ids of those open then) and still open."""
    return [b for b in _card_buttons() if id(b) not in before and b.comm is not None]


@pytest.mark.parametrize("variant", ["at", "hr-2", "hu-4", "sl-3"])
def test_only_the_cards_in_the_hand_have_buttons(variant: str) -> None:
    """As many card buttons as cards in the hand, shown, after every click; the buttons of
    cards played are closed (the page's saved state would keep them, a screen reader would
    meet them), and a card still held keeps its button."""
    before = {id(b) for b in _card_buttons()}
    w = PlayWidget(variant, seed=3)
    while not w.deal.is_over:
        hand = w.deal.observation(w.seat).hand
        assert set(w.hand_buttons) == {c.code for c in hand}
        assert list(w.tables.hand_box.children) == list(w.hand_buttons.values())
        assert all(b.layout.display != "none" for b in w.hand_buttons.values())
        assert len(_open_card_buttons(before)) == len(hand)
        held = {c: id(b) for c, b in w.hand_buttons.items()}
        _click_once(w)
        assert all(id(b) == held[c] for c, b in w.hand_buttons.items() if c in held)
    assert len(_open_card_buttons(before)) == len(w.deal.observation(w.seat).hand)


def test_a_refused_card_keeps_its_button() -> None:
    """A card the rules refuse (not following suit where the rules bind) stays in the hand
    with the same button; the message says why."""
    for seed in range(1, 60):
        w = PlayWidget("at", seed=seed)
        for _ in range(12):
            plain = [c for c, b in w.hand_buttons.items() if b.button_style != "success"]
            if w.deal.is_over or (w.deal.current_trick and plain):
                break
            _click_once(w)
        if w.deal.is_over or not plain or not w.deal.current_trick:
            continue
        button = w.hand_buttons[plain[0]]
        button.click()
        assert w.hand_buttons[plain[0]] is button and button.comm is not None
        assert html_text(w.message.value).strip()
        return
    raise AssertionError("no deal with a refused card")


# the seat words of each edition, in any form ("Seat 2", "seat 2"; hr "igrač 2"; hu "a 2.
# játékos", "2. játékosnak")
_SEAT = {"en": r"\bseat \d", "hr": r"\bigrač\w*\s\d", "sl": r"\bigral\w*\s\d",
         "hu": r"\d\.\sjátékos", "cs": r"\bhráč\w*\s\d"}


def _said(w: PlayWidget) -> str:
    return " ".join(html.unescape(html_text(v)) for v in (
        w.status.value, w.history.value, w.table.value, w.hint_box.value, w.sheet.value,
        w.bidding.value))


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_game_for_two_says_you_and_your_opponent(lang: str) -> None:
    """Every game for two, a deal clicked to its end (and a match's score sheet): the history,
    the result and its reason, the table and the hint's "wait" name the other player as the
    reader's opponent, never by a seat number; a game for three still names seats."""
    from schnapsen.i18n import translate

    word = translate("ui.opponent.word", lang).lower()
    for variant in (k for k, v in VARIANTS.items() if v.players == 2):
        for seed in (1, 2):
            w = PlayWidget(variant, seed=seed, lang=lang)
            w.match_checkbox.value = seed == 2  # a match: its score sheet too
            _click_to_the_end(w)
            said = _said(w)
            assert not re.search(_SEAT[lang], said, re.I), (variant, said)
            assert word in said.lower(), (variant, said)
        # the bot to move (before it answers): the hint says whose turn it is
        w = PlayWidget(variant, seed=3, lang=lang)
        if w.deal.to_move == w.seat:
            w.deal.play(w.deal.legal_moves()[0])
            w._refresh()
            assert w.show_hint() is False
            said = html.unescape(html_text(w.hint_box.value))
            assert word in said.lower() and not re.search(_SEAT[lang], said, re.I), said
    w = PlayWidget("hu-3", seed=1, lang=lang)
    _click_to_the_end(w)
    assert re.search(_SEAT[lang], _said(w), re.I)


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_opponent_menu_offers_each_kind_of_play_once(lang: str) -> None:
    """Round 10: a game without bidding offered "Heuristic bot (rules of thumb)" beside
    "Medium bot (plays by rules of thumb)", two names for one way of playing (the medium
    bot's only difference is its bidding). There the menu offers the levels alone; a game
    with bidding keeps both (they bid differently). A reader's "heuristic" choice becomes the
    medium bot when the game changes to one without bidding, and the menu's name is one word,
    singular or plural (hr showed "Protivnik" and "Jačina protivnika")."""
    from schnapsen.i18n import translate

    w = PlayWidget("sl-3", seed=1, lang=lang, variants=("sl-3", "at", "hu-2"), bot="heuristic")
    menu = w.controls.bot_select

    def offered() -> list[str]:
        return [value for _label, value in menu.options]

    assert offered() == ["heuristic", "random", "easy", "medium", "hard"]
    plural = menu.description
    w.controls.variant_select.value = "at"
    assert offered() == ["random", "easy", "medium", "hard"]
    assert menu.value == "medium"
    assert type(w._bots[1]).__name__ == "MediumBot"
    labels = [label for label, _value in menu.options]
    assert len(set(labels)) == len(labels)
    singular = menu.description
    assert singular == translate("ui.bot.one", lang) and plural == translate("ui.bot", lang)
    assert plural.startswith(singular[:5]), (singular, plural)
    w.controls.variant_select.value = "hu-2"  # the snapszer is bid: both are offered again
    assert offered() == ["heuristic", "random", "easy", "medium", "hard"]
    assert PlayWidget("at", seed=1, lang=lang, bot="heuristic").controls.bot_select.value == (
        "medium")


#: a menu's name and its longest choice, in characters, that a 390-px phone shows whole in
#: the live panel's output area (292 px at 13 px type, about 6.5 px a character)
PHONE_MENU = 40


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_opponent_menu_fits_a_phone_and_says_what_the_bot_does(lang: str) -> None:
    """Round 10: at 390 px the opponent menu was cut ("Srednje močan robot (igra po p"): a
    native menu cannot wrap. The menu shows each bot's short name, short enough with the
    menu's own name for a phone's row, and what the chosen bot does in the chosen game is
    told under it, in a line that wraps."""
    from schnapsen.explain import contract_word
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_bots import bot_contract
    from schnapsen.widgets.play_controls import bot_note

    w = PlayWidget("at", seed=1, lang=lang, variants=tuple(VARIANTS))
    c = w.controls
    for vid in VARIANTS:
        c.variant_select.value = vid
        for label, name in c.bot_select.options:
            assert len(c.bot_select.description) + len(label) <= PHONE_MENU, (vid, label)
            c.bot_select.value = name
            # a game for two with no bidding names the contract its bot may announce
            contract = bot_contract(c.variant)
            key = bot_note(name, c.variant)
            if key:
                # the note says what the bot does, without the name the menu shows (hu
                # reader, round 20), in a sentence of its own (round 23)
                said = translate(key, lang,
                                 contract=contract_word(contract, lang) if contract else "")
                assert said and html.escape(said) in c.bot_note.value, (vid, name)
                assert label not in c.bot_note.value, (vid, name)
            else:
                assert c.bot_note.value == ""
    assert c.bot_note.layout.max_width == "100%"


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_guided_hand_menu_fits_a_phone(lang: str) -> None:
    """Round 14: at 390 px the guided hands' menu cut its labels ("3. Austrian Schnapsen,
    level"). Each label is short enough with the menu's name for a phone's row, and still
    tells the hands apart: its number in its tradition's set, the tradition (with the number
    of players when more than two play) and the level, in the edition's words."""
    from schnapsen.i18n import MESSAGES, translate
    from schnapsen.practice import guided_hands
    from schnapsen.variants import find_variant
    from schnapsen.widgets import GuidedHandWidget

    hands = guided_hands(first="at" if lang == "en" else lang)
    w = GuidedHandWidget(hands, lang=lang)
    menu = w.hand_select
    labels = [label for label, _ in menu.options]
    assert menu.description == translate("guided.ui.pick", lang)
    assert [value for _, value in menu.options] == list(range(len(hands)))
    assert len(set(labels)) == len(labels), "two hands with the same label"
    for label, hand in zip(labels, hands, strict=True):
        assert len(menu.description) + len(label) <= PHONE_MENU, label
        assert f"{hand.level}" in label, label
        players = find_variant(hand.variant).players
        short = f"guided.ui.game.menu.{hand.variant}"
        if short in MESSAGES:  # the game's own short menu name (round 33, hr "hrvatski šnaps")
            assert translate(short, lang) in label, label
            continue
        own = f"guided.ui.game.{hand.tradition}.players.{players}"
        if own in MESSAGES:  # named as its chapter names it (round 27, hu "hármas snapszer")
            assert translate(own, lang) in label, label
            continue
        assert translate(f"guided.ui.game.{hand.tradition}", lang) in label or (
            translate(f"guided.ui.game.{hand.tradition}.two", lang) in label), label
        if players > 2:
            game = translate(f"guided.ui.game.{hand.tradition}", lang)
            assert translate(f"guided.ui.game.players.{players}", lang, game=game) in label


@pytest.mark.parametrize("variant", ["at", "hu-2", "hr-3"])
def test_a_finished_deal_shows_no_hand_or_actions(variant: str) -> None:
    """Round 10: once the deal was over, "Exchange", "Close", "Claim 66" still stood under the
    hand. Played to the end by clicks, the hand's row and the actions' row are hidden (the
    revealed table shows the cards; "New deal" above and the review below stay); "New deal"
    brings them back for the next deal."""
    w = PlayWidget(variant, seed=4, lang="en")
    rows = (w.tables.hand_row, w.tables.actions_row)
    assert all(r.layout.display != "none" for r in rows)
    _click_to_the_end(w)
    assert w.deal.is_over
    assert all(r.layout.display == "none" for r in rows), [r.layout.display for r in rows]
    assert w.new_button.layout.display != "none" and not w.new_button.disabled
    assert w.review_button.layout.display != "none"
    w.new_button.click()
    assert not w.deal.is_over
    assert all(r.layout.display != "none" for r in rows)
