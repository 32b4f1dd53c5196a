"""The tradition chapters' whole deals and score sheets (schnapsen.teach.tradition) and each
edition's own tradition (home_first and friends)."""

from __future__ import annotations

import re

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.tradition import (
    home_first,
    home_tradition,
    home_variant,
    packets,
    score_sheet_html,
    walk,
    walk_html,
)


def _played(variant: str, seed: int) -> s.Deal:
    deal = s.Deal.new(variant, seed=seed)
    s.play_deal(deal, [s.HeuristicBot(seed=1), s.HeuristicBot(seed=2)])
    return deal


@pytest.mark.parametrize("variant", ["at", "hu-2", "cs-2", "de-66"])
def test_packets_are_the_deal(variant: str) -> None:
    deal = s.Deal.new(variant, seed=5, dealer=0)  # the second deal of a match: seat 1 leads
    parts = packets(deal)
    assert [c for p in parts for c in p.cards] == list(deal.deck)
    for seat in (0, 1):
        dealt = {c for p in parts if p.kind == "hand" and p.seat == seat for c in p.cards}
        assert dealt == set(deal.hand(seat))
    assert parts[0].seat == 1  # the player after the dealer gets the first packet
    turned = [p for p in parts if p.kind == "turn"]
    assert turned[0].cards == (deal.trump_card,)


@pytest.mark.parametrize("seed", range(6))
def test_walk_replays_every_trick(seed: int) -> None:
    deal = _played("hu-2", seed)
    rows = walk(deal)
    assert [r.winner for r in rows] == [t.winner for t in deal.tricks]
    assert [tuple(r.cards[x] for x in t.seats) for r, t in zip(rows, deal.tricks, strict=True)] \
        == [t.cards for t in deal.tricks]
    assert rows[-1].points == tuple(deal.points(x) for x in (0, 1))
    # the talon's cards, and an Unter exchanged under it (drawn a second time)
    drawn = {c for r in rows for c in r.drawn.values()}
    under = {p["card"] for r in rows for k, p in r.before if k == "exchange"}
    talon = {c for p in packets(deal) if p.kind in ("talon", "turn") for c in p.cards}
    assert drawn <= talon | under


def test_walk_refuses_games_for_more_players() -> None:
    with pytest.raises(ValueError):
        walk(s.Deal.new("hu-3", seed=1))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tables_speak_the_edition(lang: str) -> None:
    deal = _played("cs-2", 3)
    text = walk_html(deal, lang).text
    assert "sq-table-wrap" in text and "page.tradition" not in text
    match = s.Match("hu-2", seed=2).play([s.HeuristicBot(seed=1), s.HeuristicBot(seed=2)])
    sheet = score_sheet_html(match, lang).text
    assert "page.tradition" not in sheet and "reason." not in sheet
    rows = re.findall(r"<tr>", sheet)
    assert len(rows) == len(match.history) + 1  # the header; the starting row has a class


def test_each_edition_leads_with_its_tradition() -> None:
    assert [home_tradition(x) for x in LANGUAGES] == ["at", "hr", "sl", "hu", "cs"]
    assert home_variant("hu") == "hu-2" and home_variant("en") == "at"
    menu = home_first("hu")
    assert menu[:3] == ("hu-2", "hu-3", "hu-4") and sorted(menu) == sorted(s.VARIANTS)
    assert home_first("cs", ("at", "hr-2", "cs-2")) == ("cs-2", "at", "hr-2")
    with pytest.raises(ValueError):
        home_tradition("de")
