"""The book's widgets, driven without a browser: ``.click()`` and ``.value =``, then the
engine's state is checked (never the widgets' own idea of the rules)."""

from __future__ import annotations

import html
import random
import re
import subprocess
import sys
from collections.abc import Callable
from html.parser import HTMLParser
from itertools import product
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W  # noqa: E402

from schnapsen import (  # noqa: E402
    VARIANTS,
    Card,
    Deal,
    Rank,
    Suit,
    Trick,
    explain,
    explain_trick,
    format_message,
    legal_responses,
    make_deck,
    parse_cards,
    trick_winner,
)
from schnapsen.errors import SchnapsenError  # noqa: E402
from schnapsen.explain import names_only  # noqa: E402
from schnapsen.i18n import LANGUAGES, translate  # noqa: E402
from schnapsen.render import ENGLISH, names_for  # noqa: E402
from schnapsen.render.text import Style  # noqa: E402
from schnapsen.rules import (  # noqa: E402
    deal_game_points,
    failed_close_points,
    last_trick_game_points,
    wrong_claim_points,
)
from schnapsen.stages import BIDDING_STAGES, Stage  # noqa: E402
from schnapsen.variants.base import trump_key  # noqa: E402
from schnapsen.widgets import PlayWidget, ScoreCalculator, TableRule, TrickExplorer  # noqa: E402
from schnapsen.widgets.play import ALL_VARIANTS, TWO_PLAYER  # noqa: E402


# -- helpers ----------------------------------------------------------------------------------
class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def html_text(value: str) -> str:
    parser = _Text()
    parser.feed(value)
    return " ".join(parser.parts)


def widgets_in(widget: Any) -> list[Any]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(widgets_in(child))
    return out


def shown_text(ui: Any) -> str:
    """Every text a reader can see in a widget tree (HTML as text, labels, tooltips)."""
    parts: list[str] = []
    for w in widgets_in(ui):
        if isinstance(w, W.HTML):
            parts.append(html_text(w.value))
        elif isinstance(w, W.Label):
            parts.append(w.value)
        for name in ("description", "tooltip", "placeholder"):
            value = getattr(w, name, None)
            if isinstance(value, str):
                parts.append(value)
        labels = getattr(w, "_options_labels", None)
        if labels:
            parts.extend(labels)
    return "\n".join(parts)


#: move notation that must never reach a reader ("trump:H", "m:QH", "claim can ...")
NOTATION = re.compile(
    r"\b(?:m|trump|call|swap|contract):\S"  # m:QH, trump:H, call:TS, ...
    r"|(?:^|[.!?]\s+|\n)(?:x|claim|close|turn|pass|kontra|rekontra|snapszer)\b"  # "claim can"
    r"|\sx\s"
)


def has_emoji(text: str) -> bool:
    """Characters beyond the basic plane (the German suit emoji 🔔🍃🌰 among them), which
    fonts without emoji draw as empty boxes."""
    return any(ord(ch) > 0xFFFF for ch in text)


def assert_clean(ui: Any) -> None:
    shown = shown_text(ui)
    assert "{" not in shown and "}" not in shown, shown
    assert "Traceback" not in shown and "Error" not in shown, shown
    assert not has_emoji(shown), shown
    assert not NOTATION.search(shown), NOTATION.search(shown)


def message_text(w: Any) -> str:
    return html.unescape(html_text(w.message.value)).strip()


def click_choice(w: Any) -> None:
    """The first dropdown's button, after choosing its first move where the menu still asks
    for one (the call's menu starts on no card, its button off until a card is chosen)."""
    kind, menu = next(iter(w.action_choices.items()))
    if not menu.value:
        menu.value = next(value for _label, value in menu.options if value)
    w.action_buttons[kind].click()


def legal_button(w: PlayWidget) -> Any | None:
    """The first highlighted card, else the first highlighted action button (a menu that
    asks for its move first, the call's, gets its first move chosen: its button is off
    before)."""
    for button in w.hand_buttons.values():
        if button.button_style == "success" and not button.disabled:
            return button
    for key, button in w.action_buttons.items():
        menu = w.action_choices.get(key)
        if menu is not None and not menu.value:
            menu.value = next(value for _label, value in menu.options if value)
        if button.button_style and not button.disabled:
            return button
    return None


def play_out(w: PlayWidget, limit: int = 200) -> None:
    """Click the first legal card or action until the deal is over."""
    for _ in range(limit):
        if w.deal.is_over:
            return
        assert w.deal.to_move == w.seat
        before = len(w.deal.moves)
        button = legal_button(w)
        assert button is not None, "no legal button offered"
        button.click()
        assert message_text(w) == ""
        assert len(w.deal.moves) > before
        check_hidden(w)
    raise AssertionError("the deal did not end")


def check_hidden(w: PlayWidget) -> None:
    deal = w.deal
    mine = {c.code for c in deal.hand(w.seat)}
    assert set(w.hand_buttons) == mine
    if deal.is_over:
        return
    obs = deal.observation(w.seat)
    known = {c.code for hand in obs.known_cards.values() for c in hand}
    hidden = {
        c.code for s in deal.seats if s != w.seat for c in deal.hand(s)
    } - known
    shown = set(re.findall(r'data-card="(\w+)"', w.table.value))
    assert not shown & hidden
    labels = " ".join(b.tooltip for b in w.hand_buttons.values())
    for code in hidden:
        card = parse_cards(code)[0]
        assert card.code not in w.hand_buttons
        from schnapsen.render import ENGLISH

        assert ENGLISH.card_name(card, w.style) not in labels


def result_text(deal: Deal, me: int | None = 0) -> str:
    """Why the deal ended, with its numbers, as the widget tells the reader at ``me``."""
    from schnapsen.explain import result_lines

    named = deal.result.winners if deal.result is not None else None  # the headline's
    return " ".join(result_lines(deal, "en", me=me, named=named))


def refusal_text(deal: Deal, move: str, style: str = "german") -> str:
    """The engine's reason a move is refused, its cards named without their codes (as the
    widget shows it beside the pictures of the cards)."""
    said = explain(deal, move)
    return format_message(said.key, names_only(said.params), "en", style)


def find_illegal_answer(variant: str = "at") -> tuple[PlayWidget, str]:
    """A widget where the reader must answer and some card of the hand is not allowed."""
    for seed in range(1, 60):
        w = PlayWidget(variant, seed=seed)
        for _ in range(40):
            if w.deal.is_over:
                break
            plain = [c for c, b in w.hand_buttons.items() if b.button_style != "success"]
            if w.deal.current_trick and plain:
                return w, plain[0]
            button = legal_button(w)
            assert button is not None
            button.click()
    raise AssertionError("no position with an illegal answer found")


# -- PlayWidget -------------------------------------------------------------------------------
# In a fresh interpreter: `import schnapsen`, then every module of the engine (all of
# schnapsen but the teaching layer and the widgets, found on disk without importing them).
_IMPORT_THE_ENGINE = """
import importlib, pkgutil, sys
import schnapsen

def modules(package):
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        # the two layers, and schnapsen.practice: the teaching layer's puzzles under their
        # public name (tests/test_layers.py ALIASES), not an engine module
        if info.name in ("schnapsen.teach", "schnapsen.widgets", "schnapsen.practice"):
            continue
        module = importlib.import_module(info.name)
        yield info.name
        if info.ispkg:
            yield from modules(module)

def loaded(prefix):
    return sorted(m for m in sys.modules if m == prefix or m.startswith(prefix + "."))

assert loaded("ipywidgets") == [], loaded("ipywidgets")
assert loaded("schnapsen.teach") == [], loaded("schnapsen.teach")
found = list(modules(schnapsen))
assert "schnapsen.render.table" in found and "schnapsen.i18n.en" in found, found
assert loaded("ipywidgets") == [], loaded("ipywidgets")
assert loaded("schnapsen.teach") == [], loaded("schnapsen.teach")
"""


def test_the_engine_imports_neither_ipywidgets_nor_the_teaching_layer() -> None:
    """Only schnapsen.widgets imports ipywidgets, and the engine never imports the teaching
    layer (schnapsen.teach): not `import schnapsen`, not any engine module."""
    subprocess.run([sys.executable, "-c", _IMPORT_THE_ENGINE], check=True)


def test_the_widgets_do_not_import_the_teaching_layer() -> None:
    """The widgets use the engine's messages only; the book's texts stay out of the kernel."""
    code = ("import sys, schnapsen.widgets; "
            "assert not [m for m in sys.modules if m.startswith('schnapsen.teach')]")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_play_widget_parts() -> None:
    w = PlayWidget(seed=1)
    assert w.deal.variant.id == "at" and w.deal.seed == 1 == w.seed_input.value
    assert [v for _, v in w.variant_select.options] == list(ALL_VARIANTS)
    assert len(TWO_PLAYER) == 6 and len(ALL_VARIANTS) == 13 == len(VARIANTS)
    assert list(ALL_VARIANTS[:6]) == list(TWO_PLAYER)
    assert w.style_select.value == "german" and w.bot_select.value == "medium"
    assert isinstance(w.ui, W.VBox) and isinstance(w.message, W.HTML)
    bundle = w._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert set(w.hand_buttons) == {c.code for c in w.deal.hand(0)}
    legal = {str(m) for m in w.deal.legal_moves()}
    for code, button in w.hand_buttons.items():
        assert (button.button_style == "success") == (code in legal)
    assert w.deal.variant.play_contract is None and "snapszer" not in w.action_buttons
    assert {"x", "close", "claim"} <= set(w.action_buttons)
    assert_clean(w.ui)
    check_hidden(w)


def test_legal_card_advances_the_deal() -> None:
    w = PlayWidget(seed=1)
    assert w.deal.to_move == 0 and not w.deal.tricks
    code = next(c for c, b in w.hand_buttons.items() if b.button_style == "success")
    w.hand_buttons[code].click()
    assert message_text(w) == ""
    assert w.deal.moves[0] == code
    # the bot answered: the trick is finished, and the lead came back to the reader
    assert len(w.deal.tricks) == 1 and w.deal.tricks[0].cards[0].code == code
    assert w.deal.to_move == 0
    assert code not in w.hand_buttons
    assert "1." in html_text(w.history.value)
    assert_clean(w.ui)


def test_illegal_card_shows_the_engine_explanation() -> None:
    w, code = find_illegal_answer()
    before = w.deal.state_key()
    expected = refusal_text(w.deal, code)
    assert not explain(w.deal, code).legal
    w.hand_buttons[code].click()
    assert message_text(w) == expected
    assert "schnapsen-warning" in w.message.value
    assert w.deal.state_key() == before
    assert_clean(w.ui)
    # a legal move afterwards clears the message
    legal_button(w).click()  # type: ignore[union-attr]
    assert message_text(w) == ""


def test_claim_when_not_allowed_is_off_and_says_why() -> None:
    """hu reader 31: the claim's button was live before the first trick, when the rules
    allow no claim: it is off (grey, disabled) with the engine's reason in its tooltip until
    the kernel allows the claim (on lead, after a trick), then live; a claim sent all the
    same still says why in the message line."""
    from schnapsen.moves import MoveKind

    w = PlayWidget(seed=1)
    before = w.deal.state_key()
    claim = w.action_buttons["claim"]
    assert claim.disabled and claim.button_style == ""
    expected = explain(w.deal, "claim").text
    assert claim.tooltip == expected
    assert not w.play("claim")
    assert message_text(w) == expected
    assert w.deal.state_key() == before
    close = w.action_buttons["close"]
    assert not close.disabled
    for seed in range(1, 30):  # a deal where the reader wins a trick and leads again
        w = PlayWidget(seed=seed)
        while not w.deal.is_over and not (w.deal.tricks and w.deal.to_move == w.seat
                                          and not w.deal.current_trick):
            w.play(str(max((m for m in w.deal.legal_moves() if m.kind == MoveKind.CARD),
                           key=lambda m: m.card.points if m.card else 0)))
        if not w.deal.is_over:
            break
    assert "claim" in {str(m) for m in w.deal.legal_moves()}
    claim = w.action_buttons["claim"]
    assert not claim.disabled and claim.button_style != ""


def test_exchange_and_close_buttons_follow_the_engine() -> None:
    """A button coloured when the rules allow the move now, grey with the reason otherwise;
    the exchange's button not drawn at all for a hand without the trump Unter (round 21), the
    move tried still saying why."""
    for seed in range(1, 40):
        w = PlayWidget(seed=seed)
        legal = {str(m) for m in w.deal.legal_moves()}
        why = explain(w.deal, "x")
        no_card = why.key == "rule.exchange_card"
        assert ("x" in w.action_buttons) == (not no_card)
        for name in ("x", "close")[no_card:]:
            button = w.action_buttons[name]
            assert (button.button_style != "") == (name in legal) and not button.disabled
        if no_card:
            before = w.deal.state_key()
            assert w.play("x") is False and message_text(w) == why.text
            assert w.deal.state_key() == before
            return
    raise AssertionError("no seed without the trump Unter")


def test_marriage_buttons() -> None:
    for seed in range(1, 200):
        w = PlayWidget(seed=seed)
        for _ in range(12):
            if w.deal.is_over:
                break
            marriages = [k for k in w.action_buttons if k.startswith("m:")]
            if marriages:
                key = marriages[0]
                said = explain(w.deal, key)
                assert said.legal
                label = w.action_buttons[key].description
                # the value as players say it ("Announce 40 — …", hu "Bemondás: negyven – …")
                assert translate(f"said.{said.params['points']}", "en") in label.split()
                w.action_buttons[key].click()
                assert key in [str(m) for m in w.deal.moves]
                assert_clean(w.ui)
                return
            legal_button(w).click()  # type: ignore[union-attr]
    raise AssertionError("no marriage found")


def test_new_deal_resets_and_is_deterministic() -> None:
    a, b = PlayWidget(seed=3), PlayWidget(seed=3)
    legal_button(a).click()  # type: ignore[union-attr]
    assert a.deal.moves
    a.new_button.click()
    b.new_button.click()
    assert not a.deal.moves and a.deal.result is None
    assert a.seed_input.value == b.seed_input.value == a.deal.seed
    assert a.deal.deck == b.deal.deck == Deal.new("at", seed=a.seed_input.value).deck
    assert message_text(a) == ""
    a.new_button.click()
    assert a.deal.seed != b.deal.seed or a.deal.deck != b.deal.deck


def test_changing_the_seed_replays_the_same_deal() -> None:
    w = PlayWidget(seed=1)
    w.seed_input.value = 42
    assert w.deal.deck == Deal.new("at", seed=42).deck and not w.deal.moves
    for _ in range(3):
        legal_button(w).click()  # type: ignore[union-attr]
    first = w.deal.state_key()
    w.seed_input.value = 43
    assert w.deal.deck == Deal.new("at", seed=43).deck
    w.seed_input.value = 42
    assert not w.deal.moves
    for _ in range(3):
        legal_button(w).click()  # type: ignore[union-attr]
    assert w.deal.state_key() == first  # the bots replay too


def test_changing_tradition_style_and_bot() -> None:
    w = PlayWidget(seed=5)
    for vid in TWO_PLAYER:
        w.variant_select.value = vid
        assert w.deal.variant.id == vid and w.deal.seed == 5
        assert_clean(w.ui)
    w.variant_select.value = "hu-2"
    assert "snapszer" in w.action_buttons
    w.style_select.value = "french"
    assert all(any(suit in b.description for suit in ("Hearts", "Diamonds", "Spades", "Clubs"))
               for b in w.hand_buttons.values())
    assert "Queen" in " ".join(b.tooltip for b in w.hand_buttons.values()) or all(
        "Ober" not in b.tooltip for b in w.hand_buttons.values()
    )
    assert 'data-card' in w.table.value
    w.bot_select.value = "random"
    play_out(w)
    assert result_text(w.deal, w.seat) in html.unescape(html_text(w.status.value))


@pytest.mark.parametrize("variant", TWO_PLAYER)
@pytest.mark.parametrize("bot", ["heuristic", "random"])
def test_whole_two_player_deal(variant: str, bot: str) -> None:
    for seed in (1, 2, 3):
        w = PlayWidget(variant, seed=seed, bot=bot)
        play_out(w)
        deal = w.deal
        assert deal.is_over and deal.result is not None
        status = html.unescape(html_text(w.status.value))
        assert result_text(deal, w.seat) in status
        assert str(deal.result.game_points) in status
        assert all(b.disabled for b in w.action_buttons.values())
        assert "schnapsen-deal" in w.table.value  # the revealed table with its caption
        assert_clean(w.ui)


REACH_66 = TableRule("ui.rule.reach_66", {"claim": "auto"})


@pytest.mark.parametrize("variant", ["hu-2", "cs-2"])
def test_a_table_rule_is_one_click_away(variant: str) -> None:
    """A page's table offers the source's way beside the book's: ticking the box deals the
    next deal with the rule's options (here: reaching 66 ends the deal, no claim)."""
    w = PlayWidget(variant, seed=1, variants=(variant, "hu-3"), rules=[REACH_66])
    box = w.rule_boxes[0]
    assert box.value is False and box.layout.display == ""
    before: str = w.deal.variant.claim
    assert before == "manual"
    box.value = True
    after: str = w.deal.variant.claim
    assert after == "auto" and w.deal.variant.id == variant
    reasons = set()
    for seed in (1, 2, 3, 4, 5):
        w.seed_input.value = seed
        assert w.deal.variant.claim == "auto"
        play_out(w)
        assert w.deal.result is not None
        reasons.add(w.deal.result.reason)
        assert "claim" not in w.action_buttons  # nothing to claim: the deal stops by itself
        assert_clean(w.ui)
    assert "reached" in reasons and "claim" not in reasons
    w.match_checkbox.value = True  # a match plays the rule in every deal
    assert w.match is not None and w.match.variant.claim == "auto"
    box.value = False
    back: str = "" if w.match is None else w.match.variant.claim
    assert back == "manual"
    w.variant_select.value = "hu-3"  # it already ends at 66 by itself: nothing to switch
    assert box.layout.display == "none" and w.deal.variant.claim == "auto"


def test_a_table_rule_is_checked_at_once() -> None:
    with pytest.raises(SchnapsenError):
        PlayWidget("hu-2", seed=1, rules=[TableRule("ui.rule.reach_66", {"claim": "soon"})])
    with pytest.raises(SchnapsenError):
        PlayWidget("hu-2", seed=1, rules=[TableRule("ui.rule.reach_66", {"no_such": 1})])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_table_rule_speaks_the_page_language(lang: str) -> None:
    w = PlayWidget("cs-2", seed=1, lang=lang, rules=[REACH_66])
    label = w.rule_boxes[0].description
    assert label == format_message("ui.rule.reach_66", {}, lang) and "ui." not in label
    assert "66" in label and (lang == "en" or "source" not in label)


@pytest.mark.parametrize("variant", ["hr-3", "sl-4", "hu-4", "sl-3"])
def test_whole_multi_player_deal(variant: str) -> None:
    for seed in (1, 2, 3, 4):
        w = PlayWidget(variant, seed=seed, variants=["hr-3", "sl-4", "hu-4", "sl-3"])
        assert [v for _, v in w.variant_select.options] == ["hr-3", "sl-4", "hu-4", "sl-3"]
        play_out(w)
        assert result_text(w.deal, w.seat) in html.unescape(html_text(w.status.value))
        assert_clean(w.ui)


def test_bidding_moves_become_buttons() -> None:
    w = PlayWidget("hr-3", seed=1, variants=["hr-3", "sl-4"])
    assert w.deal.stage == "trump" and w.deal.to_move == 0
    legal = {str(m) for m in w.deal.legal_moves()}
    assert {k for k in w.action_buttons} == legal
    assert not any(b.button_style == "success" for b in w.hand_buttons.values())
    # a card during the bidding: the engine says why not
    before = w.deal.state_key()
    code = next(iter(w.hand_buttons))
    w.hand_buttons[code].click()
    assert message_text(w) == explain(w.deal, code).text
    assert w.deal.state_key() == before
    w.action_buttons["trump:H"].click()
    assert w.deal.trump == Suit.HEARTS
    assert w.deal.stage == "swap" and "swap" in w.action_choices
    choice = w.action_choices["swap"]
    chosen = choice.options[-1][1]
    choice.value = chosen
    w.action_buttons["swap"].click()
    assert str(w.deal.moves[1]) == chosen and chosen.startswith("swap:")
    assert w.deal.stage in ("play", "over")
    w.variant_select.value = "sl-4"
    assert w.deal.variant.id == "sl-4" and w.deal.stage == "call"
    assert "call" in w.action_choices
    # the menu starts on a line asking for a card, its button off: a press calls nothing
    menu, call = w.action_choices["call"], w.action_buttons["call"]
    assert menu.value == "" and menu.options[0] == ("Choose a card to call", "")
    assert call.disabled
    call.click()
    assert w.deal.called_card is None and w.deal.stage == "call"
    # the cards from the strongest down, suit by suit, as the book lists them (hu reader,
    # round 20: the menu ran from the nine up to the ace)
    cards = [Card.parse(code.split(":")[1]) for _, code in menu.options[1:]]
    assert cards == sorted(cards, key=lambda c: (c.suit, -c.rank))
    assert cards[0].rank == Rank.ACE
    menu.value = menu.options[1][1]
    assert not call.disabled
    call.click()
    assert w.deal.called_card is not None
    assert_clean(w.ui)


def test_bots_see_only_observations() -> None:
    seen: list[Any] = []

    class Spy:
        def __init__(self, inner: Any) -> None:
            self.inner = inner

        def choose(self, observation: Any) -> Any:
            seen.append(observation)
            return self.inner.choose(observation)

    w = PlayWidget(seed=9)
    w._bots = {s: Spy(b) for s, b in w._bots.items()}  # type: ignore[misc]
    legal_button(w).click()  # type: ignore[union-attr]
    assert seen and all(type(o).__name__ == "Observation" and o.seat == 1 for o in seen)


def test_german_hand_labels_have_no_emoji() -> None:
    """Debian's Chromium has no emoji font: 🔔🍃🌰 were empty boxes on the hand buttons."""
    w = PlayWidget(seed=1)
    labels = [b.description for b in w.hand_buttons.values()]
    assert labels == ["Ober of Hearts", "Unter of Hearts", "Ten of Bells", "King of Leaves",
                      "Unter of Leaves"]
    status = html.unescape(html_text(w.status.value))
    assert "Trump: Leaves." in status and not has_emoji(status)
    w.style_select.value = "french"
    assert [b.description for b in w.hand_buttons.values()] == [
        "Queen of Hearts", "Jack of Hearts", "Ten of Diamonds", "King of Spades", "Jack of Spades"]
    assert "Queen of Hearts" in [b.tooltip for b in w.hand_buttons.values()]
    # French cards: the suit's sign beside its name ("Spades" is also a word for points in sl)
    assert "Trump: ♠ Spades." in html.unescape(html_text(w.status.value))
    assert_clean(w.ui)


def test_lead_only_message_names_the_move() -> None:
    w = PlayWidget(seed=1)
    for _ in range(3):
        legal_button(w).click()  # type: ignore[union-attr]
    assert w.deal.current_trick  # the bot has led: claiming is for the player on lead
    # the reader follows: the claim's button is not offered (round 16), but the move tried
    # (the keyboard, play()) still says why not
    assert "claim" not in w.action_buttons
    assert not w.play("claim")
    shown = message_text(w)
    assert shown == explain(w.deal, "claim").text
    assert shown.startswith("Claiming 66 is allowed only to the player on lead")
    assert_clean(w.ui)


def test_bot_moves_are_logged_in_the_past_tense() -> None:
    w = PlayWidget(seed=1)
    for _ in range(3):
        legal_button(w).click()  # type: ignore[union-attr]
    status = html.unescape(html_text(w.status.value))
    # in a game for two the bot is "your opponent", not a seat
    line = ("Your opponent announced the marriage in Acorns (20 points) and led the Ober of "
            "Acorns.")
    assert line in status and "Announce" not in status
    w.style_select.value = "french"  # the log follows the card style
    status = html.unescape(html_text(w.status.value))
    line = ("Your opponent announced the marriage in Clubs (20 points) and led the Queen of "
            "Clubs.")
    assert line in status


@pytest.mark.parametrize("variant", ["hr-3", "sl-4", "hu-4", "sl-5", "hu-2"])
def test_bidding_logs_use_log_keys(variant: str) -> None:
    keys: set[str] = set()
    for seed in (1, 2, 3):
        w = PlayWidget(variant, seed=seed, variants=[variant], seat=1)
        for _ in range(200):
            keys |= {key for key, _ in w._log}
            assert_clean(w.ui)
            if w.deal.is_over:
                break
            legal_button(w).click()  # type: ignore[union-attr]
    assert keys and all(k.startswith("log.") for k in keys), keys


def test_illegal_card_in_french_style_names_french_cards() -> None:
    w, code = find_illegal_answer()
    w.style_select.value = "french"
    w.hand_buttons[code].click()
    assert message_text(w) == refusal_text(w.deal, code, "french")
    assert not re.search(r"\b(Ober|Unter|Bells|Leaves|Acorns)\b", message_text(w))


# -- TrickExplorer ----------------------------------------------------------------------------
def test_trick_explorer_agrees_with_the_engine() -> None:
    rng = random.Random(4)
    te = TrickExplorer()
    deck = make_deck(20)
    for trump, n in product(["H", "D", "S", "C", ""], [2, 3, 4]):
        te.trump_select.value = trump
        te.players_select.value = n
        for _ in range(6):
            cards = rng.sample(deck, n)
            for sel, card in zip(te.card_selects, cards, strict=False):
                sel.value = card.code
            suit = Suit.parse(trump) if trump else None
            # setting the selects one by one may pass through duplicates; the end state counts
            te.update()
            winner = trick_winner(cards, suit)
            assert te.winner == winner
            trick = Trick(0, tuple(range(n)), tuple(cards), winner)
            shown = html.unescape(html_text(te.result.value))
            assert explain_trick(trick, suit).text in shown
            assert f"Seat {winner + 1}" in shown
            assert 'data-card="' + cards[winner].code in te.picture.value
            assert te.message.value == ""
            assert_clean(te.ui)


def test_trick_explorer_legal_answers() -> None:
    te = TrickExplorer(trump="C")
    te.card_selects[0].value = "KH"
    te.card_selects[1].value = "JC"
    te.hand_input.value = "AH QH TS JS KC"
    assert te.legal is not None and {c.code for c in te.legal} == {
        "AH", "QH", "TS", "JS", "KC"
    }
    te.strict_checkbox.value = True
    hand = parse_cards("AH QH TS JS KC")
    expected = legal_responses(hand, parse_cards("KH"), Suit.ACORNS)
    assert te.legal == expected
    assert [c.code for c in expected] == ["AH"]
    assert "Ace of Hearts" in html_text(te.result.value)
    # three players: the hand answers the first two cards
    te.players_select.value = 3
    te.card_selects[2].value = "TD"
    te.hand_input.value = "9H KC AS TD"  # 9H is not in a 20-card deck
    assert te.legal is None and "Nine of Hearts" in message_text(te)
    te.hand_input.value = "KC AS TD"
    assert te.legal == legal_responses(parse_cards("KC AS TD"), parse_cards("KH JC"),
                                       Suit.ACORNS)
    te.hand_input.value = "KH AS"
    assert te.legal is None and "already in the trick" in message_text(te)
    te.hand_input.value = "XX"
    assert te.legal is None and "XX" in message_text(te)
    assert_clean(te.ui)


def test_trick_explorer_refuses_duplicates() -> None:
    te = TrickExplorer()
    te.card_selects[1].value = te.card_selects[0].value
    assert te.winner is None and te.picture.value == ""
    assert "twice" in message_text(te)
    assert "schnapsen-warning" in te.message.value
    te.card_selects[1].value = "AS"
    assert te.winner is not None and message_text(te) == ""


def test_trick_explorer_24_card_deck() -> None:
    te = TrickExplorer("de-66", trump="H", style="french")
    assert len(te.card_selects[0].options) == 24
    te.card_selects[0].value = "9S"
    te.card_selects[1].value = "9H"
    assert te.winner == 1
    assert "Nine of Hearts" in html_text(te.result.value)


# -- ScoreCalculator --------------------------------------------------------------------------
def test_score_calculator_agrees_with_the_engine() -> None:
    sc = ScoreCalculator()
    for ending in ("reached", "last_trick", "closed_won"):
        sc.ending_select.value = ending
        assert not sc.points_slider.disabled and sc.close_tricks.disabled
        for points, took in product([0, 10, 32, 33, 50, 65, 80], [True, False]):
            sc.points_slider.value = points
            sc.trick_checkbox.value = took
            gp = deal_game_points(points, 1 if took else 0, 66)
            assert sc.game_points == gp
            shown = html_text(sc.output.value)
            assert shown.startswith(f"{gp} game point")
            # the rule in words, without the rules reference's number (issue 23)
            assert "if the loser took no trick" in shown and "Rule" not in shown
            assert_clean(sc.ui)
    sc.ending_select.value = "closed_failed"
    assert sc.points_slider.disabled and not sc.close_tricks.disabled
    for tricks in range(4):
        sc.close_tricks.value = tricks
        assert sc.game_points == failed_close_points(tricks, "at")
        assert "When the closer fails to reach 66" in html_text(sc.output.value)
    sc.ending_select.value = "wrong_claim"
    for took in (True, False):
        sc.claim_trick_checkbox.value = took
        assert sc.game_points == wrong_claim_points(1 if took else 0)
        assert html_text(sc.output.value).startswith(f"{sc.game_points} game points")
        assert "A wrong claim gives the opponent" in html_text(sc.output.value)
    assert_clean(sc.ui)


def test_score_calculator_last_trick_reads_the_variant() -> None:
    flat = VARIANTS["at"].with_options(last_trick_rule="flat")
    sc = ScoreCalculator(flat)
    sc.ending_select.value = "last_trick"
    for points, took in product([0, 20, 50], [True, False]):
        sc.points_slider.value = points
        sc.trick_checkbox.value = took
        assert sc.game_points == 1 == last_trick_game_points(points, int(took), flat)
        assert "1 game point" in html_text(sc.output.value)
    sc.ending_select.value = "reached"  # rule 9 still scores the other endings
    sc.trick_checkbox.value = False
    assert sc.game_points == 3
    assert_clean(sc.ui)


def test_score_calculator_variants() -> None:
    for vid in TWO_PLAYER:
        sc = ScoreCalculator(vid)
        sc.ending_select.value = "closed_failed"
        sc.close_tricks.value = 0
        assert sc.game_points == failed_close_points(0, vid)
        assert_clean(sc.ui)


@pytest.mark.parametrize("lang", ["hr", "sl", "hu", "cs"])
def test_play_widget_speaks_the_page_language(lang: str) -> None:
    """The table picture and the tradition names follow the widget's language."""
    from schnapsen.i18n import translate
    from schnapsen.i18n.base import capitalised
    from schnapsen.render import names_for

    w = PlayWidget(seed=1, lang=lang)
    assert names_for(lang).table_yours in w.table.value
    assert "The table seen from" not in w.table.value
    labels = [label for label, _ in w.variant_select.options]
    # a menu: the name with a capital (running text writes it as the language does)
    assert labels[0] == capitalised(translate("variant.at", lang)) != translate("variant.at",
                                                                              "en")


# -- issue 10: card pictures, seats, matches, the whole log, one name for the reader -----------
def drive(w: PlayWidget, seed: int = 0) -> None:
    """Play the reader's moves by clicking: a playable card picture, or else the first
    highlighted action (a deterministic walk through the deal)."""
    rng = random.Random(seed)
    while not w.deal.is_over:
        cards = [b for b in w.hand_buttons.values() if b.button_style == "success"]
        if cards:
            rng.choice(cards).click()
            continue
        button = legal_button(w)
        assert button is not None
        button.click()


def test_card_pictures_are_buttons_named_in_the_page_language() -> None:
    from schnapsen.i18n import translate

    for lang in ("en", "hu"):
        w = PlayWidget(seed=1, lang=lang)
        css = w._pictures.value
        for code, button in w.hand_buttons.items():
            assert "schnapsen-card-pic" in button._dom_classes
            look = next(c for c in button._dom_classes if c.startswith("schnapsen-pic-"))
            assert f".{look}{{background-image:url(\"data:image/svg+xml;base64," in css
            assert button.description == translate(f"card.german.{code}", lang)
        # the table picture leaves the reader's cards to the buttons
        assert not any(f'data-card="{c}"' in w.table.value for c in w.hand_buttons
                       if c != str(w.deal.trump_card.code if w.deal.trump_card else ""))
    w = PlayWidget(seed=1)
    code = next(c for c, b in w.hand_buttons.items() if b.button_style == "success")
    w.hand_buttons[code].click()
    assert code not in {c.code for c in w.deal.hand(0)}
    assert code not in w.hand_buttons


def test_the_reader_chooses_a_seat() -> None:
    w = PlayWidget(seed=7)
    assert [label for label, _ in w.seat_select.options] == [
        "Forehand (leads first)", "Dealer"]
    assert w.seat == 0 and w.deal.to_move == 0
    w.seat_select.value = 1
    assert w.seat == 1 == w.deal.dealer
    assert w.deal.to_move == 1 and len(w.deal.current_trick) == 1  # the bot has led
    status = html.unescape(html_text(w.status.value))
    led = w.deal.current_trick[0][1]
    assert (f"Your turn: answer the {ENGLISH.card_name(led, w.style)} led by your opponent."
            in status), status
    drive(w)
    assert w.deal.is_over
    table = html.unescape(html_text(w.table.value))
    # the game for two: "you" and "your opponent", no seat numbers
    assert "You" in table and "Your opponent" in table and "Seat" not in table


@pytest.mark.parametrize("lang", LANGUAGES)
def test_your_turn_names_the_card_led(lang: str) -> None:
    """The reader trial's bare "Your turn." when the reader must follow: the status names the
    card led, declined as the edition declines a card after its verb (the catalogue's own
    form, in either deck style), in a two-player deal and one for three (the reader third to
    play, answering the first card of the trick); leading, the status stays "Your turn."."""
    from schnapsen.explain import format_message as fm
    from schnapsen.i18n import translate

    cases: tuple[tuple[str, int, Style], ...] = (("at", 1, "german"), ("at", 1, "french"),
                                                 ("hu-3", 0, "german"))
    for variant, seat, style in cases:
        w = PlayWidget(variant, seed=7, lang=lang, seat=seat, style=style)
        rng = random.Random(3)
        answered = led = 0
        while not w.deal.is_over:
            status = html.unescape(html_text(w.status.value))
            trick = w.deal.current_trick
            if w.deal.stage == Stage.PLAY and trick:
                leader = w.state.leader(w.deal.observation(w.seat), trick[0][0], w.seat)
                want = fm("ui.status.your_turn.answer",
                          names_only({"card": trick[0][1], "leader": leader}), lang, style)
                assert want in status and "{" not in want, (lang, status)
                assert translate("ui.status.your_turn", lang) not in status
                answered += 1
            elif w.deal.stage == Stage.PLAY:
                assert translate("ui.status.your_turn", lang) in status, status
                led += 1
            w.play(rng.choice(w.deal.legal_moves()))
        assert answered and led, (variant, answered, led)
    if lang == "en":
        w = PlayWidget("at", seed=7, seat=1, style="german")
        card = w.deal.current_trick[0][1]
        assert (f"Your turn: answer the {ENGLISH.card_name(card, 'german')} led by your "
                "opponent.") in html_text(w.status.value)


@pytest.mark.parametrize("variant", ["at", "hr-2", "sl-2", "hu-2", "cs-2"])
def test_match_mode_keeps_the_traditions_score_sheet(variant: str) -> None:
    from schnapsen.match import Match

    w = PlayWidget(variant=variant, seed=11)
    assert w.match is None and w.match_box.layout.display == "none"
    assert w.variant_select.layout.display != "none"
    assert all(box.layout.display != "none" for box in w.ui.children[2].children[:2])
    w.match_checkbox.value = True
    m = w.match
    assert m is not None and w.new_button.description == "New match"
    assert w.seed_input.description == "Match no."
    kind = VARIANTS[variant].match.kind
    deals = 0
    while True:
        drive(w, deals)
        deals += 1
        assert len(m.history) == deals  # each deal is recorded once
        if m.is_over:
            assert w.next_button.disabled
            break
        assert not w.next_button.disabled
        w.next_button.click()
        assert not w.deal.is_over or m.is_over
    sheet = html.unescape(html_text(w.sheet.value))
    assert "Score sheet" in sheet
    head = {"countdown": "starts at", "race": "added up", "markers": "marker cards"}[kind]
    assert head in sheet
    assert sheet.count("You") >= 1
    status = html.unescape(html_text(w.status.value))
    assert "won the match after" in status
    assert ("You won the match" in status) == (m.winner == w.seat)
    # the same match number deals the same cards again
    first = Match(variant, seed=11, target=m.rules.target).new_deal()
    w.match_checkbox.value = False
    w.match_checkbox.value = True
    assert w.deal.deck == first.deck
    assert_clean(w.ui)


def test_match_target_choice() -> None:
    w = PlayWidget(variant="sl-2", seed=3)
    w.match_checkbox.value = True
    assert list(w.target_select.options) == [7, 10, 21]
    assert w.target_select.layout.display == ""
    w.target_select.value = 21
    assert w.match is not None and w.match.rules.target == 21
    assert "reach 21" in html.unescape(html_text(w.sheet.value))


def test_the_readers_marriage_is_in_the_log_and_the_whole_log_shows() -> None:
    for seed in range(200):
        w = PlayWidget(variant="hu-2", seed=seed)  # 5 tricks on the talon, then strict play
        marriage = next((k for k in w.action_buttons if k.startswith("m:")), None)
        if marriage is None or w.deal.to_move != w.seat:
            continue
        w.action_buttons[marriage].click()
        history = html.unescape(html_text(w.history.value))
        assert "You announced the marriage in" in history
        drive(w)
        history = html.unescape(html_text(w.history.value))
        tricks = len(w.deal.tricks)
        for n in range(1, tricks + 1):
            assert f"{n}. " in history
        assert "not shown" not in history
        assert "You announced the marriage in" in history
        return
    pytest.fail("no deal with a marriage to announce")


def test_the_reader_is_you_in_every_message() -> None:
    from schnapsen.bots import HeuristicBot

    for seed in range(1, 60):
        w = PlayWidget(seed=seed)
        bot = HeuristicBot(5)
        while not w.deal.is_over:
            w.play(bot.choose(w.deal.observation(w.seat)))
        r = w.deal.result
        assert r is not None
        if r.claimer == w.seat:
            text = shown_text(w.ui) + html.unescape(html_text(w.table.value))
            assert "You claimed 66" in text
            assert "Seat 1" not in text
            return
    pytest.fail("the reader never claimed")


def test_a_typed_deal_number_loads_and_new_deal_keeps_it() -> None:
    w = PlayWidget(seed=1)
    assert w.seed_input.continuous_update  # each key reaches the kernel, Enter included
    w.seed_input.value = 4242
    assert w.deal.seed == 4242
    w.new_button.click()  # the number just typed stays
    assert w.seed_input.value == 4242 == w.deal.seed
    w.new_button.click()  # now a new shuffle
    assert w.seed_input.value == w.deal.seed != 4242
    w.seed_input.value = 77
    drive(w)
    w.new_button.click()  # played: "New deal" deals new cards
    assert w.deal.seed != 77


def test_trick_explorer_hand_box_updates_as_typed() -> None:
    t = TrickExplorer()
    assert t.hand_input.continuous_update
    t.hand_input.value = "A"  # half a card code while typing: no complaint yet
    assert message_text(t) == ""
    t.hand_input.value = "AH K"
    assert message_text(t) == ""
    t.hand_input.value = "AH KS"
    assert t.legal is not None and len(t.legal) == 2
    t.hand_input.value = "AH XX "
    assert "XX" in message_text(t)


def _widths(ui: Any) -> list[str]:
    out = []
    for w in widgets_in(ui):
        layout = getattr(w, "layout", None)
        for name in ("width", "min_width"):
            value = getattr(layout, name, None) if layout is not None else None
            if value:
                out.append(value)
    return out


def _too_wide(value: str) -> bool:
    m = re.fullmatch(r"([\d.]+)(px|em)", value)
    if not m:
        return False
    n, unit = float(m.group(1)), m.group(2)
    return n * (16 if unit == "em" else 1) > 390


def test_widgets_fit_a_phone() -> None:
    for widget in (PlayWidget(seed=1), TrickExplorer(), ScoreCalculator()):
        wide = [v for v in _widths(widget.ui) if _too_wide(v)]
        assert not wide, (type(widget).__name__, wide)


def test_score_calculator_slider_track_name_and_wrapping_rules() -> None:
    sc = ScoreCalculator()
    css = " ".join(w.value for w in widgets_in(sc.ui) if isinstance(w, W.HTML)
                   and w.value.startswith("<style>"))
    assert ".noUi-target" in css and "background" in css
    assert "white-space:normal" in css.replace(" ", "")
    assert sc.points_slider.description


def test_the_play_widgets_table_rules_wrap_in_the_live_panel_too() -> None:
    """The checkboxes of a tradition's table rules carry long labels (hu, cs: about 80
    characters); the live panel has none of the book's style sheet, so the widget's own
    must let them wrap (a reader saw one cut at 1280 px)."""
    from schnapsen.widgets import TableRule

    w = PlayWidget(seed=1, variant="hu-2", lang="hu", rules=[
        TableRule("ui.rule.source_hu", {"claim": "auto", "exchange_min_talon": 1})])
    assert w.rule_boxes
    css = " ".join(x.value for x in widgets_in(w.ui) if isinstance(x, W.HTML)
                   and x.value.startswith("<style>")).replace(" ", "")
    rule = re.search(r"\.schnapsen-play\.widget-checkbox\.widget-label-basic>span\{([^}]*)\}",
                     css.replace(".schnapsen-play.", ".schnapsen-play."))
    assert rule is not None and "white-space:normal" in rule.group(1), css[:300]


# -- the games for three to five in the play widget (issue 12) -------------------------------
MULTI_PLAYER = tuple(k for k, v in VARIANTS.items() if v.players > 2)
_BID_KINDS = ("trump", "turn", "call", "swap", "contract", "snapszer", "kontra", "rekontra",
              "pass")


def check_hidden_text(w: PlayWidget) -> None:
    """No card hidden from the reader is named or drawn: not in the table picture, not in the
    status, the bidding history or the list of tricks (the called card is named by its
    caller for everybody; which seat holds it stays hidden)."""
    check_hidden(w)
    deal = w.deal
    if deal.is_over:
        return
    obs = deal.observation(w.seat)
    known = {c for hand in obs.known_cards.values() for c in hand} | obs.played_cards
    hidden = {c for s in deal.seats if s != w.seat for c in deal.hand(s)} - known
    hidden.discard(obs.called_card)
    words = " ".join(html.unescape(html_text(box.value))
                     for box in (w.status, w.bidding, w.history, w.table))
    for card in hidden:
        assert f'data-card="{card.code}"' not in w.table.value
        assert format_message("move.label.card", {"card": card}).removeprefix("the ") \
            not in words, (card, words)


def bidding_lines(w: PlayWidget) -> list[str]:
    return [line.strip() for line in
            re.findall(r"<p[^>]*>(.*?)</p>", html.unescape(w.bidding.value))]


def play_multi_deal(w: PlayWidget, rng: random.Random) -> tuple[int, int]:
    """Play the reader's moves of one deal by clicking (cards, bid buttons, the dropdowns of
    the called card and the blind exchange); before some of them try a move the rules forbid.
    Returns (the reader's bids, illegal tries)."""
    bids = tries = 0
    for _ in range(300):
        assert_clean(w.ui)
        check_hidden_text(w)
        deal = w.deal
        if deal.is_over:
            return bids, tries
        assert deal.to_move == w.seat
        status = html.unescape(html_text(w.status.value))
        # the reader leads, or answers the card led, named, or bids: the stage's own question
        # (a lead the log under the status tells, a marriage's, is not said again: round 25)
        told = any(key.startswith("log.m") for key, _ in w.story.log)
        want = ("Your turn: answer the " if deal.current_trick and not told
                else "Your turn." if deal.current_trick
                # in the tradition's words (the Slovenian games call trump: ".call")
                else translate(trump_key(f"ui.status.your_turn.{deal.stage}", deal.variant),
                               w.lang)
                if deal.stage in BIDDING_STAGES
                else "Your turn.")
        assert want in status, status
        plain = [c for c, b in w.hand_buttons.items() if b.button_style != "success"]
        refused = [k for k, b in w.action_buttons.items()
                   if not b.button_style and not b.disabled and k not in w.action_choices]
        if (plain or refused) and rng.random() < 0.5:
            # an illegal move: the engine's reason in words, the deal unchanged
            before = (deal.state_key(), len(w._bids), w.bidding.value)
            code = plain[0] if plain else refused[0]
            (w.hand_buttons.get(code) or w.action_buttons[code]).click()
            shown = message_text(w)
            assert shown == refusal_text(deal, code) and shown, shown
            assert (deal.state_key(), len(w._bids), w.bidding.value) == before
            assert_clean(w.ui)
            tries += 1
        cards = [b for b in w.hand_buttons.values() if b.button_style == "success"]
        if cards:
            rng.choice(cards).click()
            assert message_text(w) == ""
            continue
        stage = str(deal.stage)
        if w.action_choices:  # the called card, or the cards given to the talon
            kind, choice = next(iter(w.action_choices.items()))
            options = [o for o in choice.options if o[1]]  # (the call's "choose" line)
            assert all("," in label or " of " in label or label == "nothing"
                       for label, _ in options), choice.options
            choice.value = rng.choice(options)[1]
            w.action_buttons[kind].click()
        else:
            offered = [k for k, b in w.action_buttons.items()
                       if b.button_style and not b.disabled]
            assert offered, (stage, w.action_buttons)
            w.action_buttons[rng.choice(offered)].click()
        assert message_text(w) == ""
        if stage != "play":
            bids += 1
            # the reader's own bid is in the history, in words
            assert any(line.startswith("You ") for line in bidding_lines(w)), bidding_lines(w)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("variant", MULTI_PLAYER)
def test_every_multi_player_variant_is_playable_at_any_seat(variant: str) -> None:
    v = VARIANTS[variant]
    w = PlayWidget(variant, seed=5, seat=1)
    # all thirteen variants are offered; every seat of this one with its role
    assert [k for _, k in w.variant_select.options] == list(ALL_VARIANTS)
    labels = [label for label, _ in w.seat_select.options]
    assert len(labels) == v.players and labels[0] == "Forehand (leads first)"
    assert labels[-1].startswith("Dealer") and labels[1] == "Seat 2 (plays after the forehand)"
    assert w.seat == 1
    # match mode: the second deal is dealt by seat 1, so that the reader (seat 2) is the
    # forehand and bids first (names the trump, calls a card, exchanges with the talon)
    w.match_checkbox.value = True
    m = w.match
    assert m is not None and w.match_box.layout.display == ""
    rng = random.Random(variant)
    bids = tries = 0
    as_forehand = False
    for _ in range(8):  # deals, until the reader has been the forehand once
        forehand = w.deal.dealer == 0
        b, t = play_multi_deal(w, rng)
        bids, tries = bids + b, tries + t
        deal = w.deal
        assert deal.is_over and deal.result is not None and m.history[-1].result is deal.result
        status = html.unescape(html_text(w.status.value))
        assert result_text(deal, w.seat) in status
        # every bid of the deal is one line of the bidding history, said in words
        said = [mv for mv in deal.moves if mv.kind in _BID_KINDS]
        assert len(bidding_lines(w)) == len(said) > 0
        sheet = html.unescape(html_text(w.sheet.value))
        assert "Score sheet" in sheet and sheet.count("You") >= 1
        assert ("bunkó" in sheet) == v.match.bunko
        assert_clean(w.ui)
        if forehand:
            assert b > 0  # the forehand opens the bidding
            as_forehand = True
            break
        if m.is_over:  # a contract decided the match at once: a new match
            assert "won the match" in status
            w.new_button.click()
            m = w.match
            assert m is not None
        else:
            w.next_button.click()
            assert w.deal.dealer == 0 and not w.deal.is_over
    assert as_forehand
    assert bids > 0 and tries > 0


def test_multi_player_status_tells_sides_called_card_and_stakes() -> None:
    # hr-4: the partner is unknown until the called card falls, then the sides and points
    w = PlayWidget("hr-4", seed=1, seat=1)
    status = html.unescape(html_text(w.status.value))
    assert "Called card: Ace of Bells." in status
    assert "Who holds the called card is not known yet." in status
    assert "Seat 1 called the Ace of Bells." in bidding_lines(w)
    while not w.deal.observation(1).partner_revealed and not w.deal.is_over:
        legal_button(w).click()  # type: ignore[union-attr]
    assert not w.deal.is_over
    status = html.unescape(html_text(w.status.value))
    # seat 1 called a card of its own: it plays alone
    assert "You, seat 3 and seat 4 play against seat 1." in status
    obs = w.deal.observation(1)
    assert obs.side_points is not None
    # the reader's points are the side's now, and said so (once, not again by the side's names)
    assert f"Your side has {obs.side_points[obs.sides[1]]} points." in status  # type: ignore[index]
    assert "You, Seat 3 and Seat 4:" not in status and "You have" not in status
    assert f"Seat 1: {obs.side_points[obs.sides[0]]} points." in status  # type: ignore[index]
    # the reader holds the called card: it knows its partner, the others do not yet
    w = PlayWidget("hr-4", seed=8, seat=2, bot="heuristic")
    assert ("You hold the called card: you play with seat 1, and the others do not know it "
            "yet.") in html.unescape(html_text(w.status.value))
    assert "Sides:" not in html.unescape(html_text(w.status.value))
    # the reader calls a card that comes to their own hand (the chapter's deal, hr-4 seed 1):
    # they play alone and know it, though the others do not yet
    w = PlayWidget("hr-4", seed=1)
    w.action_choices["call"].value = "call:AD"
    click_choice(w)  # the first card of the call's menu
    assert "AD" in w.hand_buttons
    status = html.unescape(html_text(w.status.value))
    assert ("You hold the called card yourself: you play alone against the others, who do not "
            "know it yet.") in status
    assert "not known yet" not in status and "Sides:" not in status
    # hu-3: kontra raises the stakes; the reader's pass is told with the round passed
    w = PlayWidget("hu-3", seed=1, seat=1, lang="en")
    assert "Your turn: double (kontra), or pass?" in html.unescape(html_text(w.status.value))
    w.action_buttons["kontra"].click()
    status = html.unescape(html_text(w.status.value))
    assert "The stakes are doubled (kontra): the game points count double." in status
    assert "You doubled the stakes (kontra)." in bidding_lines(w)  # a sentence of its kind
    # sl-5: the dealer sits out
    w = PlayWidget("sl-5", seed=1, seat=4)
    assert w.seat_select.options[-1][0] == "Dealer (sits out the deal)"
    assert w.deal.is_over  # the others played it through
    assert_clean(w.ui)


def _table_lines(w: PlayWidget) -> list[str]:
    """The texts of the table picture (SVG text elements), unescaped."""
    return [html.unescape(t) for t in re.findall(r">([^<>]+)</text>", w.table.value)]


def test_points_are_the_sides_once_the_partners_are_known() -> None:
    """hr-4 seed 2, seat 1: before the called card falls the reader counts its own points;
    once the sides are known the points are the side's, though the reader took no trick."""
    w = PlayWidget("hr-4", seed=2)
    status = html.unescape(html_text(w.status.value))
    assert "You have 0 points." in status and "Your side" not in status
    assert not any(t.startswith("you and") for t in _table_lines(w))  # no partner leaked
    for _ in range(60):
        obs = w.deal.observation(0)
        if obs.sides is not None and obs.to_move == 0 and obs.my_points:
            break
        legal_button(w).click()  # type: ignore[union-attr]
    assert obs.tricks_won[0] == 0 and obs.partners is not None and len(obs.partners) == 2
    status = html.unescape(html_text(w.status.value))
    assert f"Your side has {obs.my_points} points." in status, status
    assert "You have" not in status
    # the table picture: each seat's tricks, and its side's points once, under the reader's
    # own label, the side named (round 23: not under each partner)
    lines = _table_lines(w)
    mate = next(p for p in obs.partners if p != 0)
    head = lines.index(f"you and seat {mate + 1}:")
    assert lines[head + 1] == f"{obs.my_points} points", lines
    assert not any(t.startswith("side:") for t in lines), lines
    # in Croatian: the reader's side, and the side's points in the picture
    w2 = PlayWidget("hr-4", seed=2, lang="hr")
    for _ in range(60):
        if w2.deal.observation(0).sides is not None and w2.deal.to_move == 0:
            break
        legal_button(w2).click()  # type: ignore[union-attr]
    status = html.unescape(html_text(w2.status.value))
    assert "Vaša strana ima" in status and "Imate" not in status, status
    assert any(t.startswith("vi i igrač") and t.endswith(":") for t in _table_lines(w2))
    assert_clean(w2.ui)


def test_contracts_say_their_aim_in_tooltip_and_status() -> None:
    """sl-4: every contract button says the contract's aim (from its data), and the status
    says it once the contract is announced; Hungarian snapszer too."""
    aims = {
        "snops": "Aim: reach 66 points within the first three tricks, the opponents taking no "
                 "trick.",
        "durhmars": "Aim: take every trick, without trumps.",
        "berac": "Aim: take no trick, without trumps.",
        "paver": "Aim: take every trick, with trumps.",
    }
    w = PlayWidget("sl-4", seed=2)
    click_choice(w)  # the first card of the call's menu
    for name, aim in aims.items():
        assert w.action_buttons[f"contract:{name}"].tooltip.endswith(aim)
    w.action_buttons["contract:snops"].click()
    status = html.unescape(html_text(w.status.value))
    assert "Game: Šnops, announced by you. " + aims["snops"] in status, status
    w = PlayWidget("sl-4", seed=2, lang="sl")
    click_choice(w)  # the first card of the call's menu
    w.action_buttons["contract:berac"].click()
    assert ("Cilj: ostati brez štiha, igra se brez adutov."
            in html.unescape(html_text(w.status.value)))
    assert_clean(w.ui)
    # snapszer, a contract too (hu-2: announced in the play; one opponent in a game for two)
    w = PlayWidget("hu-2", seed=1)
    assert w.action_buttons["snapszer"].tooltip == (
        "Announce snapszer. Aim: reach 66 points, the opponent taking no trick.")
    w.action_buttons["snapszer"].click()
    assert ("Aim: reach 66 points, the opponent taking no trick."
            in html.unescape(html_text(w.status.value)))


def test_bidding_lines_say_what_a_pass_declined() -> None:
    w = PlayWidget("sl-4", seed=2)
    click_choice(w)  # the first card of the call's menu
    w.action_buttons["pass"].click()
    lines = bidding_lines(w)
    assert "Seat 2 announced no contract." in lines
    assert "You announced no contract." in lines
    assert not any("passed" in line for line in lines), lines
    w = PlayWidget("hu-3", seed=1, seat=1)
    w.action_buttons["pass"].click()
    assert "You did not double." in bidding_lines(w)
    w = PlayWidget("hu-3", seed=1, seat=1, lang="cs")
    w.action_buttons["pass"].click()
    assert "Kontru nedáváte." in bidding_lines(w)


def test_refusal_and_marriage_tooltips_name_cards_without_codes() -> None:
    # a strict-rules refusal (must head): the card by its name, with an article
    text = format_message("rule.must_head", {"led_suit": Suit.ACORNS,
                                             "best": parse_cards("QC")[0]})
    assert text == ("You must beat the best card so far if you can: play a higher card of "
                    "Acorns than the Ober of Acorns.")
    text = format_message("rule.must_overtrump", {"best": parse_cards("KH")[0]})
    assert "KH" not in text and "King of Hearts" in text
    # marriage buttons: the tooltip names the card without its code
    for seed in range(1, 60):
        w = PlayWidget("at", seed=seed)
        for _ in range(20):
            marriages = [b for k, b in w.action_buttons.items() if k.startswith("m:")]
            if marriages or w.deal.is_over:
                break
            legal_button(w).click()  # type: ignore[union-attr]
        if marriages:
            break
    assert marriages
    for b in marriages:
        assert not NOTATION_CARD.search(b.tooltip), b.tooltip
        assert "Announce the marriage in" in b.tooltip


NOTATION_CARD = re.compile(r"\b[9JQKTA][HDSC]\b")


def test_countdown_match_starts_from_its_number() -> None:
    for lang in ("en", "hr"):
        w = PlayWidget("hr-2", seed=1, lang=lang)
        w.match_checkbox.value = True
        from schnapsen.i18n import translate

        assert w.target_select.description == translate("ui.match.start", lang)
    w = PlayWidget("hu-3", seed=1)
    w.match_checkbox.value = True
    assert w.target_select.description == "Play to:"
    w = PlayWidget("at", seed=1)
    w.match_checkbox.value = True
    assert w.target_select.description == "Start from:"


@pytest.mark.parametrize("lang", ["hr", "sl", "hu", "cs"])
def test_multi_player_texts_in_every_language(lang: str) -> None:
    from schnapsen.i18n import translate

    for variant in ("hu-3", "sl-4", "hr-4"):
        w = PlayWidget(variant, seed=2, seat=2, lang=lang)
        play_multi_deal_any(w)
        shown = shown_text(w.ui)
        assert "{" not in shown and "ui." not in shown and not NOTATION.search(shown)
        assert translate("ui.bidding", lang) in shown
        assert all(k not in shown for k in ("Bidding", "Sides:", "Called card"))


def play_multi_deal_any(w: PlayWidget) -> None:
    for _ in range(300):
        if w.deal.is_over:
            return
        if w.action_choices:
            click_choice(w)
            continue
        legal_button(w).click()  # type: ignore[union-attr]
        assert w.message.value == ""
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bot_levels_play_the_games_for_more(level: str) -> None:
    w = PlayWidget("hu-4", seed=3, seat=2)
    labels = dict((k, label) for label, k in w.bot_select.options)
    assert list(labels) == ["heuristic", "random", "easy", "medium", "hard"]
    w.bot_select.value = level
    assert all(type(b).__name__ == level.capitalize() + "Bot" for b in w._bots.values())
    w.variant_select.value = "sl-4"
    play_multi_deal_any(w)
    status = html.unescape(html_text(w.status.value))
    assert w.deal.is_over and result_text(w.deal, w.seat) in status
    assert_clean(w.ui)


def test_text_that_is_no_move_is_refused_in_words() -> None:
    for lang, text in (("en", "That is not a move of the game."), ("cs", "To není tah této hry.")):
        w = PlayWidget("sl-4", seed=1, seat=1, lang=lang)
        before = w.deal.state_key()
        assert not w.play("zz") and not w.play("swap:ZZ")
        assert message_text(w) == text and w.deal.state_key() == before
        assert_clean(w.ui)


def test_multi_player_widget_fits_a_phone() -> None:
    for variant in ("hr-3", "sl-5", "hu-4"):  # the bidding rows, the swap list, five seats
        w = PlayWidget(variant, seed=1)
        for _ in range(3):
            wide = [v for v in _widths(w.ui) if _too_wide(v)]
            assert not wide, (variant, wide)
            if w.deal.is_over:
                break
            if w.action_choices:
                click_choice(w)
            else:
                legal_button(w).click()  # type: ignore[union-attr]


def test_the_table_names_the_contract_in_words() -> None:
    for lang, name in (("en", "Šnops"), ("sl", "šnops")):
        w = PlayWidget("sl-4", seed=2, lang=lang)
        click_choice(w)  # the first card of the call's menu
        w.action_buttons["contract:snops"].click()
        table = html.unescape(html_text(w.table.value))
        assert name in table and "snops" not in table, table


def test_a_contract_without_trumps_says_so_in_the_status() -> None:
    """Berač is played without trumps: the status says so (it named the called suit)."""
    from schnapsen.i18n import translate

    for lang in ("en", "sl"):
        w = PlayWidget("sl-4", seed=2, lang=lang)
        click_choice(w)  # the first card of the call's menu
        w.action_buttons["contract:berac"].click()
        status = html.unescape(html_text(w.status.value))
        assert translate("ui.status.no_trumps_contract", lang) in status, status
        assert translate("ui.status.trump", lang).split("{")[0] not in status, status


# -- the hint button (issue 13): the reader's legal moves ranked by the search ---------------
def hint_lines(w: PlayWidget) -> list[str]:
    """The items of the hint list (the words, above its "In figures" toggle), as text."""
    return [html.unescape(re.sub(r"<[^>]+>", "", item)).strip()
            for item in re.findall(r"<li>(.*?)</li>", w.hint_box.value.partition("<details")[0])]


def figure_lines(w: PlayWidget) -> list[str]:
    """The lines of the hint list's figures, folded behind its "In figures" toggle (round
    35): each move's name and value, and what it wins over the likely deals."""
    folded = w.hint_box.value.partition('<details class="schnapsen-figures">')[2]
    return [html.unescape(re.sub(r"<[^>]+>", "", item)).strip()
            for item in re.findall(r"<li>(.*?)</li>", folded)]


def hidden_card_names(w: PlayWidget) -> list[str]:
    """The English names of the cards the reader may not see (other hands, the talon), but
    for those its legal moves name (a card that may be called)."""
    from schnapsen.render import ENGLISH

    deal = w.deal
    obs = deal.observation(w.seat)
    known = {c for hand in obs.known_cards.values() for c in hand} | obs.played_cards
    known |= set(obs.hand) | {c for _, c in obs.current_trick}
    if obs.trump_card is not None:
        known.add(obs.trump_card)
    for m in obs.legal_moves:
        known |= set(m.cards) | ({m.card} if m.card is not None else set())
    return [ENGLISH.card_name(c, w.style) for c in make_deck(deal.variant.deck_size)
            if c not in known]


#: a hint's figure, after its reason in smaller type: exact and whole ("(+2 game points)"),
#: or an estimate with one decimal ("(\u22120.7 game points on average)"), whole when it is
#: whole at one decimal ("(\u22121 game point on average)"); a figure equal to the one above
#: says so right after it ("..., as good as the move above; 3 of 4)")
#: a hint's figures: its value, then in how many likely deals its reason's cause holds (and
#: what it wins over them) where it has them; inside the sentence, before its full stop
#: (round 15)
# (round 20: inside the note that ends a reason, after its "; ")
VALUE = re.compile(r": (?:[+\u2212]?\d+ game points?|[+\u2212]?\d+(?:\.\d)? game points? "
                   r"on average)\.(?: |$)")


def check_hint(w: PlayWidget) -> list[str]:
    """Click the hint button at the reader's turn; the list names exactly the legal moves, in
    words, best first, with their values, how sure and why, and nothing the reader may not
    see. Returns the figures' lines (behind the list's "In figures" toggle: round 35)."""
    from schnapsen.explain import move_label

    deal = w.deal
    assert deal.to_move == w.seat and not deal.is_over
    assert not w.hint_button.disabled
    before = deal.to_text()
    w.hint_button.click()
    assert deal.to_text() == before  # asking changes nothing
    hints = w.hints
    assert hints is not None
    legal = deal.observation(w.seat).legal_moves
    assert sorted(map(str, (h.move for h in hints))) == sorted(map(str, legal))
    assert [h.value for h in hints] == sorted((h.value for h in hints), reverse=True)
    lines = hint_lines(w)
    figures = figure_lines(w)
    from dataclasses import replace

    from schnapsen.search.grade import measure_text
    from schnapsen.search.reasons import ALSO, FEWER_POINTS
    from schnapsen.widgets.hint_measure import measured, sampled, won_text
    from schnapsen.widgets.play_hints import hint_value, listed, verdict, verdict_words

    # (round 29, hr: a claim that loses far below the target is not listed)
    shown_hints = [(i, h) for i, h in enumerate(hints) if listed(h)]
    assert len(lines) == len(figures) == len(shown_hints)
    counted = False  # (round 29, sl: the sample named once, later counts say the numbers)
    for (i, h), line, figure in zip(shown_hints, lines, figures, strict=True):
        name = move_label(h.move, w.lang, w.style, deal)
        # the move, its verdict (round 27: best, as good, good, a mistake; none where every
        # move loses as much), the reason with its counts said in it, then the value alone
        kind = verdict(hints, i)
        # (round 37, cs: a mistake says how much worse than the best move, in figures)
        words = verdict_words(hints, i, kind, w.lang) if kind else ""
        if kind == "mistake":
            assert re.search(r"\d", words) and words != translate(
                "ui.hint.verdict.mistake", w.lang), words
        else:
            assert words == (translate(f"ui.hint.verdict.{kind}", w.lang) if kind else "")
        said = f" \u2014 {words}. " if kind else ": "
        assert line.lower().startswith(name.lower() + said.lower()), (line, name)
        # (said after the move's name: without its own opening "you lead the ...")
        # (round 29: a mistake's reason says what goes wrong, as its grade does)
        # (round 35: what it wins over the likely deals with the figures, unless it is all
        # the line would say of its own)
        if sampled(h):
            # code39a: the line ends in the one measure, the cause said in words
            assert line.endswith(won_text(h, w.lang)[1:] + ".") or FEWER_POINTS in h.params, line
            said = measured(h).text(w.lang, w.style, bare=True, listed=True,
                                    mistake=kind == "mistake", once=True)
            assert said[1:].split(". ")[-1] in line, line
            continue
        bare = replace(h, params={k: v for k, v in h.params.items() if k != ALSO})
        reasons = [x.text(w.lang, w.style, bare=True, listed=True, mistake=kind == "mistake",
                          short=counted, once=True) for x in (bare, h)]
        assert any(r[1:] in line for r in reasons), line
        reason = reasons[0] if reasons[0][1:] in line else reasons[1]
        counted = counted or reason != (bare if reason == reasons[0] else h).text(
            w.lang, w.style, bare=True, listed=True, mistake=kind == "mistake", short=True,
            once=True)
        assert hint_value(h, w.lang) not in line, line  # the value with the figures
        assert figure.lower().startswith(name.lower() + ": "), figure
        assert hint_value(h, w.lang) in figure and VALUE.search(figure), figure
    shown = html.unescape(html_text(w.hint_box.value))
    assert "Your moves, best first" in shown
    # the one measure of every figure, stated once
    measure = measure_text(*hints)
    assert shown.count(measure) == 1 and "deals out of" not in shown
    for name in hidden_card_names(w):
        # a card the reader has not seen is named only as the one still out that can take a
        # lead (what the reader can count from the deck), never where it lies
        told = shown
        for said in (f"the {name}, still out, can take", f"if the {name}, still out, takes it"):
            # a sentence of its own since round 27: "If the ..."
            told = told.replace(said, "").replace(said[0].upper() + said[1:], "")
        assert name not in told, (name, shown)
    assert_clean(w.ui)
    return figures


def play_until(w: PlayWidget, rng: random.Random, until: Callable[[PlayWidget], bool]) -> bool:
    """Click the reader's legal moves until ``until(w)`` holds at the reader's turn; False
    when the deal ends first."""
    for _ in range(300):
        if w.deal.is_over:
            return False
        if until(w):
            return True
        click_a_legal_move(w, rng)
    raise AssertionError("the deal did not end")


def test_hint_button_in_at_ranks_the_legal_moves_and_clears_on_play() -> None:
    w = PlayWidget(seed=1)
    assert w.hint_button.description == "What would you play here, and why?"
    assert w.hint_box.value == ""  # nothing until asked
    lines = check_hint(w)
    assert len(lines) == len(w.deal.legal_moves()) > 1
    # an estimate early in the deal: "+0.4 game points on average" ("0 game points on
    # average" when whole at one decimal) on a line of its own, the measure said once under
    # the list: "... on average, over N deals that fit what you have seen" (code39a)
    assert all(re.search(r": [+\u2212]?\d+(?:\.\d)? game points? on average\.", line)
               for line in lines), lines
    assert re.search(r"on average, over \d+ deals that fit what you have seen",
                     html.unescape(html_text(w.hint_box.value)))
    # the reader plays: the panel clears (and the button is ready for the next turn)
    legal_button(w).click()  # type: ignore[union-attr]
    assert w.hints is None and w.hint_box.value == ""
    if not w.deal.is_over:
        assert not w.hint_button.disabled
    # a change of card style renames the cards of the list on show
    from schnapsen.explain import move_label

    if not w.deal.is_over:
        check_hint(w)
        w.style_select.value = "french"
        assert w.hints is not None
        for h, line in zip(w.hints, hint_lines(w), strict=True):
            assert line.lower().startswith(move_label(h.move, "en", "french").lower() + " ")


def test_hint_first_move_is_optimal_where_every_card_is_known() -> None:
    """After the talon is gone in `at` the reader knows every card's place: the first hint is
    one of the solver's best moves, its value the solver's, said to be exact."""
    from schnapsen.search import solve
    from schnapsen.search.playout import hidden_places

    def known(w: PlayWidget) -> bool:
        obs = w.deal.observation(w.seat)
        return obs.stage == "play" and hidden_places(obs) <= 1

    found = 0
    for seed in range(1, 40):
        w = PlayWidget(seed=seed, seat=seed % 2)
        rng = random.Random(seed)
        while play_until(w, rng, known) and found < 8:
            lines = check_hint(w)
            hints = w.hints
            assert hints is not None
            sol = solve(w.deal)
            assert hints[0].exact and hints[0].move in sol.moves, (w.deal.to_text(), hints[0])
            assert hints[0].value == sol.value
            assert re.search(r": [+\u2212]?\d+ game points?\.", lines[0]), lines[0]
            assert "every card's place being known" in html.unescape(
                html_text(w.hint_box.value))
            found += 1
            cards = [b for b in w.hand_buttons.values() if b.button_style == "success"]
            (cards[0] if cards else legal_button(w)).click()  # type: ignore[union-attr]
            assert w.hints is None and (w.hint_box.value == "" or w.deal.is_over)
        if found >= 8:
            break
    assert found >= 8


def click_a_legal_move(w: PlayWidget, rng: random.Random) -> None:
    """One move of the reader, clicked: a legal card at random, else the first choice of a
    dropdown, else the first offered bid."""
    if w.action_choices:
        click_choice(w)
        return
    cards = [b for b in w.hand_buttons.values() if b.button_style == "success"]
    button = rng.choice(cards) if cards else legal_button(w)
    assert button is not None
    button.click()


@pytest.mark.parametrize("variant", ["hu-3", "sl-4"])
def test_hint_button_in_a_multi_player_variant(variant: str) -> None:
    """In the bidding the bids are ranked (the search reads the hand); in the card play the
    cards, the other hands and the talon staying hidden. The list goes with each move."""
    w = PlayWidget(variant, seed=4, seat=1)
    rng = random.Random(variant)
    bidding = card_play = 0
    for _ in range(6):  # deals
        while not w.deal.is_over:
            if w.deal.stage != "play" and bidding < 2:
                check_hint(w)
                bidding += 1
            elif w.deal.stage == "play" and card_play < 3:
                check_hint(w)
                card_play += 1
            click_a_legal_move(w, rng)
            assert w.hints is None
            assert w.hint_box.value == "" or w.deal.is_over
        if bidding and card_play >= 3:
            break
        w.new_button.click()
    assert bidding and card_play >= 3


def test_hint_when_it_is_not_the_readers_turn() -> None:
    """A finished deal (also one the reader sat out): the button rests, its tooltip says why,
    and the hint area stays empty (no "this deal is over" after every deal); a turn of another
    seat: the button rests and the panel says why; asking anyway raises nothing."""
    w = PlayWidget("sl-5", seed=1, seat=4)  # the dealer sits out: the others played it
    assert w.deal.is_over
    assert w.hint_button.disabled
    why = "Hints are for your turn: this deal is over."
    assert w.hint_button.tooltip == why and w.hint_box.value == ""
    assert w.show_hint() is False and w.hint_box.value == ""
    assert_clean(w.ui)
    w = PlayWidget(seed=2)
    play_out(w)
    assert w.hint_button.disabled and w.hint_box.value == ""
    # another seat to move (the bots have not answered yet)
    w = PlayWidget(seed=3)
    move = w.deal.legal_moves()[0]
    w.deal.play(move)
    w._refresh()
    assert w.deal.to_move == 1 and w.hint_button.disabled
    assert ("Hints are for your turn: now your opponent is to move."
            in html_text(w.hint_box.value))
    assert w.show_hint() is False and w.hints is None
    assert_clean(w.ui)


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_no_hint_message_unasked_once_a_deal_is_over(lang: str) -> None:
    """The reader trial's "Hints are for your turn: this deal is over." after every deal:
    the reader asks for a hint (a click), plays the deal out, and the hint area is empty,
    the button resting; a click on the resting button shows nothing either; the next deal's
    first turn gives the button back, with nothing shown until asked."""
    from schnapsen.i18n import translate

    over = translate("ui.hint.over", lang)
    for variant, seed in (("at", 2), ("hu-3", 4)):
        w = PlayWidget(variant, seed=seed, lang=lang)
        while w.deal.stage != Stage.PLAY:
            w.play(w.deal.legal_moves()[0])
        w.hint_button.click()
        assert w.hints is not None and w.hint_box.value
        play_out(w)
        assert w.deal.is_over and w.hints is None
        assert w.hint_button.disabled and w.hint_box.value == "", w.hint_box.value
        assert w.hint_button.layout.display == "none"  # not left greyed out (round 22)
        w.hint_button.click()
        assert w.hint_box.value == ""
        shown = " ".join(html.unescape(html_text(x.value)) for x in widgets_in(w.ui)
                         if isinstance(x, W.HTML))
        assert over not in shown, shown
        w.new_button.click()
        if not w.deal.is_over and w.deal.to_move == w.seat:
            assert not w.hint_button.disabled and w.hint_box.value == ""
            assert w.hint_button.layout.display != "none"


def test_hint_sees_only_the_readers_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Another deal that looks the same from the reader's seat gets the same list."""
    from schnapsen.search import sample_worlds
    from schnapsen.widgets import play

    monkeypatch.setattr(play, "HINT_BUDGET_MS", 10_000)  # every world: no clock in the list
    w = PlayWidget(seed=5)
    obs = w.deal.observation(w.seat)
    twin = sample_worlds(obs, 1, random.Random(9))[0]
    assert twin.observation(w.seat) == obs and twin.to_text() != w.deal.to_text()
    w.show_hint()
    first = w.hint_box.value
    w.deal = twin
    w._refresh()
    w.show_hint()
    assert w.hint_box.value == first


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_hint_texts_in_every_language(lang: str) -> None:
    from schnapsen.i18n import translate

    keys = ("ui.hint", "ui.hint.tooltip", "ui.hint.heading", "ui.hint.mean", "ui.hint.decimal",
            "ui.hint.item", "ui.hint.over", "ui.hint.wait")
    for key in keys:
        text = translate(key, lang, seat="X", value="1", choice="M", sure="S", reason="R")
        assert text and not text.startswith("ui.") and "{" not in text, (lang, key, text)
        if lang != "en" and key not in ("ui.hint.item", "ui.hint.decimal"):
            assert text != translate(key, "en", seat="X", value="1"), (lang, key)
    for n in (1, 2, 3, 5, 11, 21):
        text = translate("ui.hint.exact", lang, sign="+", points=n)
        assert text.startswith(f"+{n}") and "{" not in text
    for variant in ("at", "hu-3"):
        w = PlayWidget(variant, seed=2, lang=lang, seat=1)
        assert w.hint_button.description == translate("ui.hint", lang)
        w.hint_button.click()
        shown = html.unescape(html_text(w.hint_box.value))
        assert translate("ui.hint.heading", lang) in shown
        assert "{" not in shown and "ui." not in shown and "search." not in shown
        assert not NOTATION.search(shown) and not has_emoji(shown)
        mark = translate("ui.hint.decimal", lang)
        other = "." if mark == "," else ","
        assert not re.search(rf"\d{re.escape(other)}\d", shown), shown
        if lang != "en":
            assert "game point" not in shown and "likely" not in shown, shown


def test_hint_button_wraps_on_a_phone() -> None:
    w = PlayWidget(seed=1)
    css = " ".join(x.value for x in widgets_in(w.ui) if isinstance(x, W.HTML)
                   and x.value.startswith("<style>"))
    assert ".schnapsen-hint-button{white-space:normal" in css
    assert "schnapsen-hint-button" in w.hint_button._dom_classes
    assert w.hint_button.layout.width == "auto" and w.hint_button.layout.max_width == "100%"
    assert not [v for v in _widths(w.ui) if _too_wide(v)]


def test_enter_on_the_widgets_buttons_goes_no_further_than_the_button() -> None:
    """The script that keeps JupyterLab's console from cancelling Enter on the widget's
    buttons (the live panel) travels with the widget, escaped inside its onload."""
    w = PlayWidget(seed=1)
    look = next(x.value for x in widgets_in(w.ui) if isinstance(x, W.HTML)
                and x.value.startswith("<style>"))
    script = html.unescape(re.search(r'onload="([^"]*)"', look).group(1))  # type: ignore[union-attr]
    assert "e.key==='Enter'" in script and "e.stopPropagation()" in script
    assert "preventDefault" not in script  # the button's own click stays
    assert "closest('.schnapsen-play')" in script


def test_extra_action_buttons_are_enabled_only_when_legal() -> None:
    """"Exchange trump", "Close talon" and "Claim 66" (and snapszer) are shown where the
    variant has them, coloured exactly when the move is among the reader's legal moves; a
    grey one gives the engine's reason as its tooltip, and a click (or the move sent to
    play()) shows that reason and changes nothing. They stay clickable (a phone has no
    tooltip: the click says why) until the deal is over, but for the claim, off until the
    rules allow it (hu reader 31)."""
    from schnapsen.practice import guided_hands
    from schnapsen.widgets import GuidedHandWidget

    widgets: list[Any] = [PlayWidget(seed=seed) for seed in range(1, 6)]
    widgets += [PlayWidget(variant="hu-2", seed=3), GuidedHandWidget(guided_hands("at"))]
    seen = {True: 0, False: 0}
    for w in widgets:
        for _ in range(30):
            if w.deal.is_over:
                assert all(b.disabled for k, b in w.action_buttons.items()
                           if k in ("x", "close", "claim", "snapszer"))
                break
            legal = {str(m) for m in w.deal.legal_moves()} if w.deal.to_move == w.seat \
                else set()
            for name in ("x", "close", "claim", "snapszer"):
                button = w.action_buttons.get(name)
                if button is None:
                    continue
                ok = name in legal
                seen[ok] += 1
                # the exchange, once made, is off for good (one a deal)
                done = name == "x" and any(str(m) == "x" for m in w.deal.moves)
                # the claim is off until the rules allow it (hu reader 31)
                off = done or (name == "claim" and not ok)
                assert (button.button_style != "") == ok and button.disabled == off, (
                    name, legal)
                if not ok:
                    reason = explain(w.deal, name)
                    assert not reason.legal and button.tooltip
                    before = w.deal.state_key()
                    button.click()
                    # once made, the exchange says so (the engine's own refusal), not "you
                    # need the trump Unter"
                    assert not (done and reason.key.startswith("rule.exchange_card")), reason.key
                    said = reason.text
                    assert message_text(w) == said
                    assert w.play(name) is False and message_text(w) == said
                    assert w.deal.state_key() == before
            legal_button(w).click()  # type: ignore[union-attr]
    assert seen[True] and seen[False]


def test_play_and_guided_tables_fit_a_phone() -> None:
    """The play widget's and a guided hand's table picture stand in the wrapper that their
    look shrinks to the widget's width on a narrow screen (the puzzle's and the close
    trainer's way), before and after the deal ends; their menus keep within their row
    (tests/browser/test_widget_fit.py draws it)."""
    from schnapsen.practice import guided_hands
    from schnapsen.widgets.guided import GuidedHandWidget

    phone = ("@media (max-width:500px){.schnapsen-play .schnapsen-table-wrap svg"
             "{max-width:100%;height:auto}}")
    for w in (PlayWidget(variant="at", seed=1), GuidedHandWidget(guided_hands("at"))):
        look = w.ui.children[0].value
        assert phone in look
        assert ".schnapsen-play .widget-dropdown{max-width:calc(100% - 2 *" in look
        assert w.table.value.startswith('<div class="schnapsen-table-wrap">')
        play_out(w)
        assert w.table.value.startswith('<div class="schnapsen-table-wrap">')
        assert "schnapsen-deal" in w.table.value


# -- a new reader's trial: texts said once, seats inside sentences, sides, reasons -------------
def _caption(w: PlayWidget) -> str:
    found = re.search(r"<figcaption.*?</figcaption>", w.table.value, re.S)
    return html.unescape(html_text(found.group(0))) if found else ""


def _to_the_end(w: PlayWidget) -> None:
    for _ in range(200):
        if w.deal.is_over:
            return
        w.play(list(w.deal.legal_moves())[0])
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("lang", ["en", "hr", "sl"])
def test_sides_points_once_and_seats_named_inside_sentences(lang: str) -> None:
    """hu-3 to the end: the caption gives a side's total once, naming its seats (not "Seat 2:
    41 points, Seat 3: 41 points"); who won and why are said once (the status, not the
    caption too); a seat inside a sentence is not a capitalised label ("Zmaga: Igralec 2",
    "announced by Seat 3")."""
    label = {"en": "Seat", "hr": "Igrač", "sl": "Igralec"}[lang]
    word = label.lower()  # a seat inside the caption's sentence
    for seed in (1, 2, 3):
        w = PlayWidget("hu-3", seed=seed, lang=lang)
        _to_the_end(w)
        deal = w.deal
        caption = _caption(w)
        if not caption.strip():
            # code39a (sl 13): the status lines gave every points, the caption says none
            told = html.unescape(html_text(w.status.value))
            assert all(str(deal.points(s)) in told for s in deal.seats), told
            continue
        sides: dict[int, list[int]] = {}
        for s in deal.seats:
            side = deal.side_of(s)
            assert side is not None
            sides.setdefault(side, []).append(s)
        pair = next(g for g in sides.values() if len(g) > 1)
        names = names_for(lang)
        total = deal.points(pair[0])
        # numbered seats share one noun (hr "igrači 2 i 3"); with the reader: "you and seat 3"
        from schnapsen.i18n import Label, Seats
        together = (names.and_.join(f"{word} {s + 1}" for s in pair) if w.seat in pair
                    else Seats(pair, lang).form())
        # the winners marked as such (round 25), the mark agreeing with the seats named
        won = deal.result is not None and pair[0] in deal.result.winners
        several = w.seat in pair or Seats(pair, lang).person() > 1
        assert names.count("score_item_won" if won else "score_item",
                           seat=Label(together, number=2 if several else 1),
                           points=total, winners_count=len(pair)) in caption, caption
        for s in pair:  # not each seat of the side with the side's total
            assert names.count("score_item", seat=f"{word} {s + 1}", points=total) + ","  \
                not in caption + ",", caption
        assert not re.search(rf"[a-z:,–] {label} \d", caption), caption
        status = html.unescape(html_text(w.status.value))
        reason = result_text(deal, w.seat) if lang == "en" else None  # the English check
        if reason is not None:
            assert reason in status and reason not in caption
        # the status lines and the caption share no sentence
        said = [p.strip() for p in re.split(r"(?<=\.)\s", status + " " + caption) if p.strip()]
        assert len(said) == len(set(said)), said
        assert not re.search(rf"[a-z:,–] {label} \d", status), status


def test_seats_inside_sentences_are_not_labels() -> None:
    """The reader's trial saw "You play Seat 1" and "Sides: You and Seat 3 against ..."."""
    w = PlayWidget("hu-3", seed=4, lang="en")
    w.match_checkbox.value = True
    status = html.unescape(html_text(w.status.value))
    assert "Dealer this deal: seat 3." in status
    assert not re.search(r"[a-z:,] (Seat|You)\b", status), status
    for _ in range(3):
        if w.deal.to_move == w.seat and not w.deal.is_over:
            w.play(list(w.deal.legal_moves())[0])
    status = html.unescape(html_text(w.status.value))
    assert not re.search(r"[a-z:,] (Seat|You)\b", status), status


def test_a_refused_card_is_named_without_its_code() -> None:
    """"you cannot play AS (Ace of Leaves)." -> the card's name only."""
    w, code = find_illegal_answer()
    w.hand_buttons[code].click()
    text = message_text(w)
    assert text and not re.search(r"\b[AKQJT9][HDSC]\b", text), text
    for seed in range(1, 30):  # a refusal that names the card: follow suit
        w = PlayWidget("at", seed=seed)
        plain: list[str] = []
        for _ in range(20):
            plain = [c for c, b in w.hand_buttons.items() if b.button_style != "success"]
            if w.deal.is_over or (w.deal.current_trick and plain):
                break
            legal_button(w).click()  # type: ignore[union-attr]
        if w.deal.is_over or not w.deal.current_trick or not plain:
            continue
        code = plain[0]
        if explain(w.deal, code).key != "rule.follow_suit":
            continue
        w.hand_buttons[code].click()
        text = message_text(w)
        assert f"cannot play {format_message('card.german.' + code)}." in text, text
        assert code not in text
        return
    raise AssertionError("no follow-suit refusal found")


def test_the_exchange_button_says_the_talon_is_gone_first() -> None:
    """The talon used up: the reader is offered neither the exchange nor the close, following
    a card (round 16) or on lead (round 16, cs reader: "Talón vyčerpán" beside a close button
    that could never be used again); an exchange tried gives the reason that lasts (the talon
    is gone), not "allowed only to the player on lead"."""
    for seed in range(1, 40):
        w = PlayWidget("at", seed=seed)
        while not w.deal.is_over:
            d = w.deal
            if d.talon_size == 0 and d.to_move == w.seat:
                assert "x" not in w.action_buttons and "close" not in w.action_buttons
                refusal = explain(d, "x").text
                assert refusal == format_message("rule.exchange_closed", {}), refusal
                assert "on lead" not in refusal
                if not d.current_trick:
                    w.play("x")
                    assert w.message.value and "on lead" not in w.message.value
                    return
            w.play(list(d.legal_moves())[0])
    raise AssertionError("no answer after the talon was used up")


def test_the_exchange_offers_the_turned_card_with_a_comma() -> None:
    text = format_message("move.exchange", {"rank": "Unter", "card": "Ace of Acorns"})
    assert "the turned card, the Ace of Acorns" in text


def test_the_slovenian_callers_rule_is_one_click_away() -> None:
    """The Slovenian chapter's table offers the source's caller precedence ("ima prednost
    odločanja igre, neglede na igro ki jo igra nasprotnik") beside the book's reading: ticked,
    the next deal of a game with contracts plays caller_precedence="always"."""
    rule = TableRule.source("sl-3", "sl-4", "sl-5", ticked=False)
    w = PlayWidget("sl-4", seed=3, variants=("sl-2", "sl-4"), rules=[rule])
    box = w.rule_boxes[0]
    before: str = w.deal.variant.caller_precedence
    assert before == "tie" and box.layout.display == ""
    box.value = True
    after: str = w.deal.variant.caller_precedence
    assert after == "always" and w.deal.variant.id == "sl-4"
    play_out(w)
    assert w.deal.is_over
    assert_clean(w.ui)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_opponent_menu_follows_the_game(lang: str) -> None:
    """The opponent menu says what the chosen game has: one opponent in a game for two (the
    Czech menu said "Soupeři" to a single one), the medium bot's kontra only in a game with
    kontra, its bidding only in a game with bidding (from the variant's data)."""
    from schnapsen.explain import contract_word
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_controls import bot_note, bots_label

    w = PlayWidget("at", seed=1, lang=lang, variants=("at", "hu-2", "hu-3", "sl-3"),
                   bot="medium")
    menu = w.controls.bot_select
    expected = {"at": ("ui.bot.one", "ui.bot.about.medium.plain"),
                "hu-2": ("ui.bot.one", "ui.bot.about.medium.contract"),
                "hu-3": ("ui.bot", "ui.bot.about.medium"),
                "sl-3": ("ui.bot", "ui.bot.about.medium.bids")}
    for vid, (name, medium) in expected.items():
        w.controls.variant_select.value = vid
        v = VARIANTS[vid]
        assert (bots_label(v), bot_note("medium", v)) == (name, medium)
        assert menu.description == translate(name, lang)
        # the menu names the bot; what it does in this game is told under the menu
        assert dict((value, label) for label, value in menu.options)["medium"] == translate(
            "ui.bot.short.medium", lang)
        # a game for two with no bidding names the contract its bot may announce
        contract = contract_word(v.play_contract.name, lang) if v.play_contract else ""
        assert html.escape(translate(medium, lang, contract=contract)) in (
            w.controls.bot_note.value)
        assert menu.value == "medium"  # the reader's choice stays
    assert translate("ui.bot.about.medium.bids", lang) != translate(
        "ui.bot.about.medium.plain", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_bot_offers_bidding_in_a_game_without_it(lang: str) -> None:
    """The round-9 Czech reader: the heuristic bot "licituje" (bids) in the game for two,
    which has no bidding. Every opponent's label in every variant's menu speaks of bidding
    only where the variant has it."""
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_controls import BOTS, bot_note, has_bidding

    bidding = {"ui.bot.about.heuristic", "ui.bot.about.medium", "ui.bot.about.medium.bids"}
    for vid, v in VARIANTS.items():
        for name in BOTS:
            key = bot_note(name, v)
            if key in bidding:
                assert has_bidding(v) or (key == "ui.bot.about.medium" and v.kontra), (vid, name)
    assert bot_note("heuristic", VARIANTS["at"]) == "ui.bot.about.heuristic.plain"
    assert bot_note("heuristic", VARIANTS["sl-3"]) == "ui.bot.about.heuristic"
    assert translate("ui.bot.about.heuristic.plain", lang) != translate(
        "ui.bot.about.heuristic", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_choice_of_game_has_one_name_in_every_widget(lang: str) -> None:
    """The menu that chooses the game (the variant) was "Game" in the analysis board and
    "Tradition" in the play table, the close trainer and the puzzles (the round-12 readers):
    one word per edition, the same in every widget, and the side-by-side table's two menus
    say it too."""
    from schnapsen.practice import puzzles
    from schnapsen.widgets import AnalysisBoard, CloseTrainer, CompareWidget, PuzzleWidget

    word = translate("ui.tradition", lang)
    assert word == translate("board.variant", lang)
    menus: dict[str, W.Dropdown] = {
        "play": PlayWidget(seed=1, lang=lang).controls.variant_select,
        "close": CloseTrainer(seed=1, lang=lang).variant_select,
        "puzzle": PuzzleWidget(puzzles(), lang=lang).tradition_select,
        "board": AnalysisBoard(lang=lang).variant_select,
    }
    labels = {name: menu.description for name, menu in menus.items()}
    assert set(labels.values()) == {word}, labels
    compare = CompareWidget(lang=lang)
    for menu in (compare.first_select, compare.second_select):
        assert word.lower() in menu.description.lower(), (menu.description, word)
    everything = translate("ui.puzzle.all_traditions", lang).lower()
    stem = {"en": "game", "hr": "igr", "sl": "igr", "hu": "játék", "cs": "hr"}[lang]
    assert stem in everything, everything


def test_no_button_carries_an_icon() -> None:
    """A button's icon (Font Awesome's glyph, drawn by a style sheet) is read into its name:
    the round-18 new user's browser named the play table's button " New deal" (a private-use
    glyph first), so a search for "New deal" found nothing. The buttons say it in words only."""
    from schnapsen.practice import guided_hands, puzzles
    from schnapsen.widgets import (
        AnalysisBoard,
        CloseTrainer,
        CompareWidget,
        GuidedHandWidget,
        PuzzleWidget,
    )

    trees = {
        "play": PlayWidget(seed=1).ui,
        "close": CloseTrainer(seed=1).ui,
        "puzzle": PuzzleWidget(puzzles()).ui,
        "board": AnalysisBoard().ui,
        "compare": CompareWidget().ui,
        "guided": GuidedHandWidget(guided_hands("at")[:1], worlds=4).ui,
    }
    for name, ui in trees.items():
        buttons = [w for w in widgets_in(ui) if isinstance(w, W.Button)]
        assert buttons, name
        assert all(not b.icon for b in buttons), (name, [b.icon for b in buttons if b.icon])
