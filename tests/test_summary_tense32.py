"""Round 31, sl: a deal's summary said a marriage card led in the hint's present tense ("Pri tem
razdreš svojo napoved v buči"); said of a move already played it is in the past, of a better
move not played in the conditional, in every edition."""

from __future__ import annotations

import pytest

from schnapsen.cards import Suit
from schnapsen.explain import format_message
from schnapsen.i18n import LANGUAGES
from schnapsen.search.reasons import _did


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_broken_marriage_is_said_in_the_past_and_the_conditional(lang: str) -> None:
    assert _did("search.why.breaks", True) == "review.did.breaks"
    assert _did("search.why.breaks", False, True) == "review.would.breaks"
    params = {"suit": Suit.HEARTS, "points": 20}
    now = format_message("search.why.breaks", params, lang)
    did = format_message("review.did.breaks", params, lang)
    would = format_message("review.would.breaks", params, lang)
    assert len({now, did, would}) == 3 and "{" not in did + would, (now, did, would)
    if lang == "sl":
        # round 33: a pair is broken up ("razbiti par"), not an announcement
        assert did.startswith("s tem si razbil par") and "razbiješ" not in did
