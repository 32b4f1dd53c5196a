"""Round 27 readers, lines that needed code (code27e): the talon laid aside in the game for
three, the trump jack (hr "adutskog dečka") in the exchange lines, and the Slovenian closing
example of the Closing chapter."""

from __future__ import annotations

from pathlib import Path

import pytest

import schnapsen as s
from schnapsen.cards import Card, Rank
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.i18n.names import card_word, rank_word
from schnapsen.stages import Stage
from schnapsen.widgets.play_status import PlayStatus

ROOT = Path(__file__).resolve().parents[1]


# -- 3. the talon aside in the game for three (hr reader 27, item 22) ----------------------
@pytest.mark.parametrize("variant", ["hr-3", "sl-3"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_status_says_the_talon_lies_aside_where_nobody_draws(variant: str,
                                                                       lang: str) -> None:
    """hr "U talonu su 2 karte" where the two cards are never drawn from: the play table's
    status says they lie aside, as the puzzles' widget does (``ui.status.talon.aside``)."""
    d = s.Deal.new(variant, seed=1)
    while d.stage != Stage.PLAY:
        d.play(d.legal_moves()[0])
    assert not d.variant.draws and d.talon_size
    lines = PlayStatus(lang).playing(d, d.observation(0), 0, "german", False)
    assert translate("ui.status.talon.aside", lang, count=d.talon_size) in lines, lines
    assert translate("ui.status.talon", lang, count=d.talon_size) not in lines, lines


def test_the_play_status_still_counts_a_talon_to_draw_from() -> None:
    d = s.Deal.new("hr-2", seed=1)
    while d.stage != Stage.PLAY:
        d.play(d.legal_moves()[0])
    lines = PlayStatus("hr").playing(d, d.observation(0), 0, "german", False)
    assert translate("ui.status.talon", "hr", count=d.talon_size) in lines, lines


# -- 2. the trump jack, "adutskog dečka" (hr reader 27, item 3) ----------------------------
EXCHANGE_KEYS = ("search.why.exchange", "search.why.exchange.first", "ui.close.exchange.you",
                 "ui.close.exchange.other", "ui.puzzle.exchange.you",
                 "ui.puzzle.exchange.other", "log.x", "move.exchange", "review.did.exchange")


@pytest.mark.parametrize("key", EXCHANGE_KEYS)
@pytest.mark.parametrize(("rank", "said"), [(Rank.JACK, "adutskog dečka"),
                                            (Rank.NINE, "adutsku devetku")])
def test_hr_exchange_lines_say_the_trump_rank_with_an_adjective(key: str, rank: Rank,
                                                                said: str) -> None:
    """hr "Zamijenili ste dečka aduta": Croatian tables say "adutskog dečka", and of the nine
    (the 24-card games) "adutsku devetku", the adjective agreeing with the rank."""
    for style in ("german", "french"):
        text = translate(key, "hr", rank=rank_word(rank, "hr", style), seat=2,
                         card=card_word(Card.parse("AH"), "hr", style))
        assert said in text and " aduta" not in text, text


def test_a_rank_as_trump_reads_the_ranks_own_form_without_its_entry() -> None:
    assert rank_word(Rank.JACK, "en").trump.acc == rank_word(Rank.JACK, "en").acc
    assert rank_word(Rank.JACK, "hr", "french").trump == "adutski dečko"
    assert rank_word(Rank.QUEEN, "hr").trump.gen == "adutske babe"


# -- 1. a Slovenian closing example in the Closing chapter (sl reader 27, item 27) ---------
SL_DECK = "KD TS TH KC QS AH TD QD JH JC JS KH AC JD TC AS QH AD KS QC"
SL_MOVES = ["close", "m:KD", "JS", "QD", "JC", "TH", "AH"]


def test_the_slovenian_close_fails_at_the_first_trick_lost() -> None:
    """The deal the chapter plays: the closer has 51 points after two tricks and gives up
    the third to the Ace of Hearts; under Slovenian Šnops the deal ends there, two cards in
    each hand, while under the Austrian rule the closer goes on to take the last two."""
    sl = s.Deal.new("sl-2", deck=SL_DECK)
    for move in SL_MOVES:
        sl.play(move)
    assert sl.result is not None and sl.result.reason == "closed_failed"
    assert sl.result.winners == (1,) and sl.points(0) == 51 and len(sl.hand(0)) == 2
    at = s.Deal.new("at", deck=SL_DECK)
    for move in [*SL_MOVES, "QS", "TS", "JH", "KC"]:
        at.play(move)
    assert at.result is not None and at.result.reason == "closed_won"
    assert at.result.winners == (0,) and at.points(0) == 70


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_closing_chapter_plays_a_slovenian_close(lang: str) -> None:
    """sl reader 27: both worked examples of the Closing chapter were Austrian; every
    edition plays one close under Slovenian Šnops, with the deal above."""
    page = (ROOT / "book" / lang / "closing.md").read_text(encoding="utf-8")
    assert f'deck = "{SL_DECK}"\nsl = s.Deal.new("sl-2", deck=deck)' in page
    assert "{glue:text}`sl_points_with`" in page and "{glue:text}`sl_gp`" in page
