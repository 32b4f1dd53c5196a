"""Round 27 readers, lines that needed code (code27e): the talon laid aside in the game for
three, the trump jack (hr "adutskog dečka") in the exchange lines, and the Slovenian closing
example of the Closing chapter."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.cards import Card, Rank
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.i18n.names import card_word, rank_word
from schnapsen.stages import Stage
from schnapsen.widgets.play_status import PlayStatus


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
