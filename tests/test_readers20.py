"""Round 17 readers, lines that needed code (issue 25, code20a): the Slovenian games' word for
naming trump, the trump's sign beside its French name, who plays against whom, the actions
row of the trump buttons, move buttons in the order of the hand, the position of the day's
theme and question, and the marriages page once nothing waits any more."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

import schnapsen as s
from schnapsen.explain import log_message
from schnapsen.i18n import LANGUAGES, template, translate
from schnapsen.moves import Move, MoveKind, in_hand_order
from schnapsen.practice import puzzles
from schnapsen.render import names_for
from schnapsen.render.table import table_words
from schnapsen.render.text import Style
from schnapsen.stages import Stage
from schnapsen.variants import VARIANTS
from schnapsen.variants.base import trump_key
from schnapsen.widgets import PlayWidget, PuzzleWidget
from schnapsen.widgets.play_status import PlayStatus

ROOT = Path(__file__).resolve().parents[1]


def _text(markup: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", markup))).strip()


def _at_trump(variant: str, lang: str) -> PlayWidget:
    """A table of ``variant`` where the reader (seat 1) is to name trump."""
    for seed in range(40):
        w = PlayWidget(variant, seed=seed, lang=lang, seat=0)
        if w.deal.to_move == 0 and w.deal.stage == Stage.TRUMP:
            return w
    raise AssertionError(f"no deal of {variant} asks seat 1 for trump")


# -- 1. sl: trump is "rufan" in the Slovenian games ---------------------------------------
def test_only_the_slovenian_games_call_trump() -> None:
    """The word is the tradition's data, not a branch on the game's name."""
    called = {v for v, variant in VARIANTS.items() if variant.trump_called}
    assert called == {v for v in VARIANTS if v.startswith("sl-")}
    assert trump_key("log.trump", VARIANTS["sl-3"]) == "log.trump.call"
    assert trump_key("log.trump", VARIANTS["hu-3"]) == "log.trump"
    # a key with no .call form stays as it is
    assert trump_key("ui.status.trump", VARIANTS["sl-3"]) == "ui.status.trump"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_slovenian_game_calls_trump_in_every_line(lang: str) -> None:
    w = _at_trump("sl-3", lang)
    assert translate("ui.status.your_turn.trump.call", lang) in _text(w.status.value)
    other = _at_trump("hu-3", lang)
    assert translate("ui.status.your_turn.trump", lang) in _text(other.status.value)
    move = next(m for m in w.deal.legal_moves() if m.kind == MoveKind.TRUMP)
    assert log_message(w.deal, move)[0] == "log.trump.call"
    assert log_message(other.deal, move)[0] == "log.trump"
    w.play(move)
    assert w.bids.bids[0][1] == "ui.bidding.you.trump.call"
    said = _text(w.bidding.value)
    assert "{" not in said
    if lang == "sl":
        assert "Na vrsti si: rufaj adut." in _text(_at_trump("sl-3", "sl").status.value)
        assert "Rufal si srce." in said
        assert log_message(w.deal, move)[0] == "log.trump.call"


# -- 2. the trump's sign with its French name ----------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trump_line_shows_the_french_suits_sign(lang: str) -> None:
    d = s.Deal.new("sl-2", seed=4)
    assert d.trump is not None
    sign = translate(f"ui.suit.french.{d.trump.letter}", lang)
    obs = d.observation(0)
    styles: tuple[tuple[Style, bool], ...] = (("french", True), ("german", False))
    for style, has_sign in styles:
        lines = PlayStatus(lang).playing(d, obs, 0, style, False)
        trump = [line for line in lines if line.startswith(
            translate("ui.status.trump", lang, suit="").split("{")[0].rstrip(" .")[:4])]
        assert any((sign in line) == has_sign for line in trump), (lang, style, lines)
        words = table_words(obs, None, style, names_for(lang))
        assert (sign in words) == has_sign, (lang, style, words)
    if lang == "sl":
        spades = s.Deal.new("sl-2", seed=next(
            n for n in range(50) if getattr(s.Deal.new("sl-2", seed=n).trump, "letter", "") == "S"))
        lines = PlayStatus("sl").playing(spades, spades.observation(0), 0, "french", False)
        assert "Adut: ♠ pik." in lines, lines


# -- 3. who plays against whom, the verb agreeing -----------------------------------------
def _sides(variant: str, me: int, lang: str) -> list[str]:
    d = s.Deal.new(variant, seed=1)
    while d.stage != Stage.PLAY:
        d.play(d.legal_moves()[0])
    for _ in range(8):
        d.play(d.legal_moves()[0])
    groups = d.observation(me).known_sides or {}
    assert len(groups) == 2
    return PlayStatus(lang).playing(d, d.observation(me), me, "german", False)


def test_hu_sides_say_who_plays_against_whom() -> None:
    alone = _sides("hu-3", 0, "hu")
    assert "Te játszol a\u00a02. és a\u00a03.\u00a0játékos ellen." in alone, alone
    together = _sides("sl-4", 0, "hu")
    assert ("Te és a\u00a03.\u00a0játékos játszotok a\u00a02. és a\u00a04.\u00a0játékos "
            "ellen.") in together, together
    out = _sides("sl-5", 4, "hu")
    assert ("Az\u00a01. és a\u00a02.\u00a0játékos játszik a\u00a03. és a\u00a04.\u00a0játékos "
            "ellen.") in out, out
    assert not any(line.startswith("Egyik oldalon") for line in alone + together + out)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("variant", "me", "key"), [
    ("hu-3", 0, "ui.status.sides.you"), ("hu-3", 1, "ui.status.sides.we"),
    ("sl-4", 2, "ui.status.sides.we"), ("sl-5", 4, "ui.status.sides.others")])
def test_the_sides_line_in_every_language(lang: str, variant: str, me: int, key: str) -> None:
    lines = _sides(variant, me, lang)
    # the longest stretch of the line's own words (between its placeholders) is said
    words = max((part.strip(" .;,") for part in re.split(r"\{[^}]*\}", template(key, lang) or "")),
                key=len)
    assert words and any(words in line for line in lines), (lang, key, words, lines)
    assert all("{" not in line for line in lines), (lang, key, lines)
    if lang == "sl" and key == "ui.status.sides.we":
        assert any("igrata skupaj, proti vama" in line for line in lines), lines


# -- 4. the actions row of the trump buttons ----------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trump_buttons_row_says_what_it_does(lang: str) -> None:
    w = _at_trump("hu-3", lang)
    assert w.tables.actions_row.children[0].value == translate("ui.actions.trump", lang)
    w.play(next(m for m in w.deal.legal_moves() if m.kind == MoveKind.TRUMP))
    assert w.tables.actions_row.children[0].value == translate("ui.actions", lang)
    if lang == "hu":
        assert translate("ui.actions.trump", "hu") == "Adumondás:"


# -- 5. move buttons in the order the hand is drawn ----------------------------------------
def test_in_hand_order_keeps_the_other_moves_in_place() -> None:
    hand = [s.Card.parse(c) for c in ("QH", "JH", "AS")]
    moves = [Move.parse(m) for m in ("JH", "AS", "QH", "close", "m:QH")]
    assert [str(m) for m in in_hand_order(moves, hand)] == ["QH", "JH", "AS", "close", "m:QH"]


def test_the_puzzle_buttons_follow_the_hand() -> None:
    checked = 0
    for p in puzzles("hu"):
        w = PuzzleWidget([p], lang="hu")
        hand = list(w.deal.observation(w.seat).hand)
        shown = [Move.parse(code).card for code in w.card_buttons]
        assert shown == [c for c in hand if c in shown], p.id
        checked += shown != sorted(shown, key=lambda c: s.CARDS.index(c))
    assert checked, "no hu puzzle has its cards out of the deck's order"


def test_the_daily_moves_follow_the_hand() -> None:
    from schnapsen.teach.daily import daily_pool

    by_id = {p.id: p for p in puzzles("hu")}
    moved = 0
    for entry in daily_pool("hu"):
        p = by_id[entry["id"]]
        deal = p.deal
        hand = list(deal.hand(p.seat))
        cards = [m.card for m in deal.legal_moves() if m.kind == MoveKind.CARD]
        key = "ui.puzzle.right" if len(p.answer) > 1 else "ui.puzzle.right.only"
        names = [translate(key, "hu", choice=x) for x in entry["moves"]]
        assert names == entry["right"]
        want = in_hand_order(deal.legal_moves(), hand)
        assert len(want) == len(entry["moves"])
        moved += [m.card for m in want if m.kind == MoveKind.CARD] != cards
        best = [i for i, m in enumerate(want) if p.is_correct(m)]
        assert entry["best"] == best, p.id
    assert moved


# -- 6. the daily theme of a claim --------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_claim_answer_has_the_claim_theme(lang: str) -> None:
    from schnapsen.teach.daily import daily_pool

    by_id = {p.id: p for p in puzzles()}
    claim_theme = translate("daily.theme", lang,
                            theme=translate("practice.theme.count", lang))
    seen = 0
    for entry in daily_pool(lang):
        p = by_id[entry["id"]]
        if any(m.kind == MoveKind.CLAIM for m in p.answer):
            assert entry["theme"] == claim_theme, (p.id, entry["theme"])
            seen += p.theme != "count"
        elif p.theme == "lead":
            assert entry["theme"] != claim_theme
    # a lead puzzle whose answer may be "dosta" (hr-019); in the Hungarian and Czech days
    # such a seat has 66 already, a deal their sources end by itself (round 33)
    assert seen or lang in ("hu", "cs")


# -- 7. the puzzle question of a reader with no partner -----------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_puzzle_question_of_a_reader_alone(lang: str) -> None:
    from schnapsen.teach.daily import daily_pool

    solo = translate("ui.puzzle.choose.solo", lang)
    side = translate("ui.puzzle.choose", lang)
    two = next(p for p in puzzles("hu") if VARIANTS[p.variant].teams == "single")
    assert solo in _text(PuzzleWidget([two], lang=lang).question.value)
    more = next(p for p in puzzles("hu") if VARIANTS[p.variant].teams == "called")
    assert side in _text(PuzzleWidget([more], lang=lang).question.value)
    by_id = {p.id: p for p in puzzles()}
    for entry in daily_pool(lang):
        alone = VARIANTS[by_id[entry["id"]].variant].teams == "single"
        assert entry["question"].endswith(solo if alone else side)
    if lang == "hu":
        assert solo.endswith("hozza neked.")


# -- 8. the marriages page once nothing waits ---------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_marriages_page_says_nothing_waits_any_more(lang: str) -> None:
    page = (ROOT / "book" / lang / "marriages.md").read_text(encoding="utf-8")
    assert '_("forehand_held_back.none")' in page
    from schnapsen.teach.book import page_text

    none = page_text("marriages", lang)("forehand_held_back.none")
    assert none and "{" not in none and "0" not in none and "forehand_held_back" not in none
    if lang == "hr":
        assert none == "Igrač 1 više nema bodova na čekanju"
