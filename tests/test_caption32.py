"""The caption of a finished deal (round 31, hr reader): the headline gives the game points
("Igrač 1 dobio je 2 boda igre."), so the reason line gives only why ("Igrač 2 imao je samo
20 bodova, manje od 33."), not the game points again; and no text of the caption reads a
space before a full stop ("2 boda igre .") where the headline's tag ends."""

from __future__ import annotations

import re

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.render import deal_html, names_for
from schnapsen.render.html import caption_text

#: the clause that gives a deal's worth, as each edition's threshold sentences say it
WORTH = {"en": "worth", "hr": "vrijedi", "sl": "velja", "hu": "értéke", "cs": "je za"}


def _finished(rule: str) -> s.Deal:
    for seed in range(1, 400):
        d = s.Deal.new("at", seed=seed)
        s.play_deal(d, [s.HeuristicBot(seed), s.RandomBot(seed)])
        assert d.result is not None
        if str(d.result.detail.score_rule) == rule:
            return d
    raise AssertionError(rule)


@pytest.mark.parametrize("rule", ["under_half", "over_half", "no_trick"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reason_line_does_not_repeat_the_game_points(lang: str, rule: str) -> None:
    d = _finished(rule)
    head, detail = caption_text(d, names=names_for(lang))
    assert head and detail
    assert WORTH[lang] not in detail, detail


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_space_before_a_full_stop_in_the_caption(lang: str) -> None:
    html = deal_html(_finished("under_half"), names=names_for(lang))
    caption = html[html.index("<figcaption"):]
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", caption))
    assert " ." not in text, text
