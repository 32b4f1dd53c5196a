"""Round 27 readers, lines that needed code (code27e): the talon laid aside in the game for
three, the trump jack (hr "adutskog dečka") in the exchange lines, and the Slovenian closing
example of the Closing chapter."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, translate
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
