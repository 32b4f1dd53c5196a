"""The tradition chapters' whole deals and score sheets (schnapsen.teach.story): every move
of a deal is told, the points in each trick line are the engine's, and the sheet's rows are
the match's history."""

from __future__ import annotations

import re

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.story import deal_lines, first_deal, score_sheet, shuffled_pack


def played(variant: str, seed: int) -> tuple[s.Match, s.Deal]:
    match = s.Match(variant, seed=seed)
    deal = first_deal(match, [s.make_bot("medium", seed=i) for i in range(2)])
    return match, deal


@pytest.mark.parametrize(("variant", "seed"), [("hr-2", 3), ("sl-2", 29), ("at", 1)])
def test_every_trick_and_event_is_told(variant: str, seed: int) -> None:
    match, deal = played(variant, seed)
    lines = deal_lines(deal)
    assert sum(line.startswith("Trick ") for line in lines) == len(deal.tricks)
    kinds = [m.kind for m in deal.moves]
    assert sum("exchanges the trump" in line for line in lines) == kinds.count(s.MoveKind.EXCHANGE)
    assert sum("announces" in line for line in lines) == kinds.count(s.MoveKind.MARRIAGE)
    assert sum("claims the deal" in line for line in lines) == kinds.count(s.MoveKind.CLAIM)
    last = [line for line in lines if line.startswith("Trick ")][-1]
    points = re.search(r"Seat 0 now has (\d+) points?, seat 1 (\d+)", last)
    assert points is not None
    final = deal.copy()
    if deal.moves[-1].kind == "claim":  # the claim may add a marriage shown with it
        final.pop()
    assert (int(points[1]), int(points[2])) == (final.points(0), final.points(1))


def test_the_draws_follow_the_talon() -> None:
    _match, deal = played("hr-2", 3)
    lines = deal_lines(deal)
    draws = [line for line in lines if " draws " in line]
    assert len(draws) == 5 and "The talon is used up." in draws[-1]


def test_the_sheet_is_the_match() -> None:
    match, _deal = played("hr-2", 3)
    while not match.is_over:
        first_deal(match, [s.make_bot("medium", seed=i) for i in range(2)])
    sheet = str(score_sheet(match))
    rows = re.findall(r"<tr>(.*?)</tr>", sheet)
    assert len(rows) == 1 + 1 + len(match.history)  # head, start, one per deal
    last = re.findall(r"<td>(.*?)</td>", rows[-1])
    assert last[-2:] == [str(x) for x in match.scores]
    assert len(re.findall(r"<tr>", str(score_sheet(match, deals=1)))) == 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language(lang: str) -> None:
    match, deal = played("sl-2", 29)
    texts = [*deal_lines(deal, lang), str(score_sheet(match, lang)),
             str(shuffled_pack(deal, lang))]
    for text in texts:
        assert "{" not in text and "story." not in text, text
