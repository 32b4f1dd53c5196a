"""Round 23 (code23b): result lines, table pictures and bot notes the blind native readers of
the built book flagged."""

from __future__ import annotations

import pytest

from schnapsen.explain import result_lines
from schnapsen.i18n import LANGUAGES, Seats, translate
from schnapsen.notation import deal_from_text

# at, seed 12: seat 0 wins trick 1 and closes; seat 1 then takes a trick, but seat 0 reaches
# 66 and the game points read seat 1's tricks at the close: none
_CLOSED_NO_TRICK = """variant: at
dealer: 1
seed: 12
deck: KD AD AH AS TS KC JD TD JC TH TC KS JS JH QH QD AC QC QS KH
moves: AD AS close JC TC JS KS AH TH TD KC KD TS
"""
# at, seed 1: nobody closes; seat 0 claims 66 and seat 1 took no trick in the whole deal
_NO_TRICK_AT_ALL = """variant: at
dealer: 1
seed: 1
deck: JS TD KS KC JC AS TS QH JH KH QS KD AD AH TH QC QD TC AC JD
moves: TD KC KD KH JH JC AH TH TC AD claim
"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_trick_at_the_close_and_no_trick_at_all_are_told_apart(lang: str) -> None:
    """cs "Soupeř neměl žádný započítaný štych" stood for two cases: the loser of a won close
    who had no trick when the talon was closed (it may have taken one afterwards), and a loser
    who took no trick in the whole deal. hr, sl and hu said "took no trick" in both, false in
    the first when a trick came after the close. Each case has its own key now."""
    closed = deal_from_text(_CLOSED_NO_TRICK)
    r = closed.result
    assert r is not None and r.detail.judged_at_close and r.detail.judged_tricks == 0
    assert str(r.detail.score_rule) == "no_trick" and r.tricks[1] > 0  # a trick after the close
    plain = deal_from_text(_NO_TRICK_AT_ALL)
    p = plain.result
    assert p is not None and not p.detail.judged_at_close and p.tricks[1] == 0
    assert plain.closed_by is None
    for me, who, params in ((None, "other", {"seat": 1}), (0, "opp", {})):
        at_close = translate(f"result.why.no_trick_at_close.{who}", lang, base=3, **params)
        at_all = translate(f"result.why.no_trick.{who}", lang, base=3, **params)
        assert at_close != at_all
        assert result_lines(closed, lang, me=me)[-1] == at_close
        assert result_lines(plain, lang, me=me)[-1] == at_all
        for line in (at_close, at_all):
            assert "započítan" not in line  # cs: "counted", vague in both cases
    # the reader lost the close with no trick: "you", and every subject form exists
    lost = result_lines(closed, lang, me=1)
    assert lost[-1] == translate("result.why.no_trick_at_close.you", lang, base=3)
    for who in ("side", "others"):
        text = translate(f"result.why.no_trick_at_close.{who}", lang, base=3,
                         seats=Seats((1, 3), lang))
        assert "3" in text and "{" not in text and "result." not in text


def test_no_trick_lines_say_when_in_english() -> None:
    closed = deal_from_text(_CLOSED_NO_TRICK)
    plain = deal_from_text(_NO_TRICK_AT_ALL)
    assert result_lines(closed, "en", me=0)[-1] == (
        "Your opponent had no trick when the talon was closed, so the deal is worth 3 game "
        "points.")
    assert result_lines(plain, "en", me=0)[-1] == (
        "Your opponent took no trick at all, so the deal is worth 3 game points.")
