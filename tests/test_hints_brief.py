"""A hint list names its own sample ("in all 12 likely deals we played out") once: a
later line that counts the same deals says "in all 12 deals" (round 29, sl: "V vseh 12
preizkušenih razporedih kart" on line after line)."""
from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize(("lang", "tried"), [("en", "we played out"),
                                              ("sl", "preizkušen"), ("cs", "zkoumaných")])
def test_the_deals_the_search_tried_are_named_once_in_a_list(lang: str, tried: str) -> None:
    from schnapsen import Deal
    from schnapsen.explain import move_label
    from schnapsen.search.hint import SAMPLE_DEALS, hint
    from schnapsen.widgets.play_hints import PlayHints

    d = Deal.new("at", seed=7)
    hs = hint(d, worlds=SAMPLE_DEALS, distinct=True)
    box = PlayHints(lang, lambda: "", lambda: hs,
                    lambda m: move_label(m, lang, "german", d), lambda: "german")
    box.hints = hs
    lines = re.findall(r"<li>(.*?)</li>", box.html(), flags=re.S)
    assert len(lines) >= 3, lines
    # code39a: the lines end in one measure and say their causes in words: the deals the
    # search tried are named under the list only (ui.hint.tried), not on a line
    named = [line for line in lines if tried in line]
    assert not named, (lang, lines)
    if lang == "en":
        assert not any("In all 12 deals, " in line for line in lines), lines
