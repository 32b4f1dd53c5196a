"""The tradition chapters' whole deals and score sheets (schnapsen.teach.story): the packets
are the deal, the walk replays every trick and its draws, the score sheet is the match's
history, and every table speaks the edition's language."""

from __future__ import annotations

import re

import pytest

import schnapsen as s
from schnapsen.errors import SchnapsenError
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.story import (
    packets,
    packets_html,
    play_next_deal,
    score_sheet_html,
    walk,
    walk_html,
)


def _played(variant: str, seed: int) -> s.Deal:
    deal = s.Deal.new(variant, seed=seed)
    s.play_deal(deal, [s.HeuristicBot(seed=1), s.HeuristicBot(seed=2)])
    return deal


def _match(variant: str, seed: int) -> tuple[s.Match, s.Deal]:
    match = s.Match(variant, seed=seed)
    bots = [s.make_bot("medium", seed=i) for i in range(2)]
    first = play_next_deal(match, bots)
    while not match.is_over:
        play_next_deal(match, bots)
    return match, first


@pytest.mark.parametrize("variant", ["at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66"])
def test_packets_are_the_deal(variant: str) -> None:
    deal = s.Deal.new(variant, seed=5, dealer=0)  # the second deal of a match: seat 2 leads
    parts = packets(deal)
    assert [c for p in parts for c in p.cards] == list(deal.deck)
    for seat in (0, 1):
        dealt = {c for p in parts if p.kind == "hand" and p.seat == seat for c in p.cards}
        assert dealt == set(deal.hand(seat))
    assert parts[0].seat == 1  # the player after the dealer gets the first packet
    turned = [p for p in parts if p.kind == "turn"]
    assert turned[0].cards == (deal.trump_card,)


def test_packets_show_every_card_as_a_picture() -> None:
    deal = s.Deal.new("hu-2", seed=12)
    text = packets_html(deal).text
    assert sorted(re.findall(r'data-card="(\w\w)"', text)) == sorted(c.code for c in deal.deck)
    assert text.count("<tr>") == 1 + len(packets(deal))  # the header and one per packet


@pytest.mark.parametrize(("variant", "seed"), [(v, n) for v in ("hu-2", "hr-2", "sl-2", "cs-2")
                                                for n in range(3)])
def test_walk_replays_every_trick(variant: str, seed: int) -> None:
    deal = _played(variant, seed)
    rows = walk(deal)
    assert [r.winner for r in rows] == [t.winner for t in deal.tricks]
    assert [tuple(r.cards[x] for x in t.seats) for r, t in zip(rows, deal.tricks, strict=True)] \
        == [t.cards for t in deal.tricks]
    final = deal.copy()
    if deal.moves[-1].kind == "claim":  # the claim may add a marriage shown with it
        final.pop()
    assert rows[-1].points == tuple(final.points(x) for x in (0, 1))
    # the talon's cards, and an Unter exchanged under it (drawn a second time)
    drawn = {c for r in rows for c in r.drawn.values()}
    under = {p["card"] for r in rows for k, p in r.before if k == "exchange"}
    talon = {c for p in packets(deal) if p.kind in ("talon", "turn") for c in p.cards}
    assert drawn <= talon | under
    kinds = [m.kind for m in deal.moves]
    told = [k for r in rows for k, _p in (*r.before, *r.after)]
    assert told.count("exchange") == kinds.count(s.MoveKind.EXCHANGE)
    assert told.count("marriage") == kinds.count(s.MoveKind.MARRIAGE)
    assert told.count("claim") == kinds.count(s.MoveKind.CLAIM)


def test_the_walk_says_when_the_talon_is_used_up() -> None:
    _match_, deal = _match("hr-2", 3)
    rows = walk(deal)
    assert [k for r in rows for k, _p in r.after][:1] == ["talon_gone"]
    assert sum(len(r.drawn) for r in rows) == 10  # five draws each


def test_walk_refuses_games_for_more_players() -> None:
    with pytest.raises(SchnapsenError):
        walk(s.Deal.new("hu-3", seed=1))


@pytest.mark.parametrize("variant", ["hr-2", "sl-2", "hu-2", "cs-2"])
def test_the_sheet_is_the_match(variant: str) -> None:
    match, _deal = _match(variant, 3)
    sheet = score_sheet_html(match).text
    rows = re.findall(r"<tr>(.*?)</tr>", sheet)
    assert len(rows) == 1 + len(match.history)  # the header; the starting row has a class
    last = re.findall(r"<td>(.*?)</td>", rows[-1])
    scores = last[2:4]
    assert scores == [str(x) for x in match.scores]
    assert len(re.findall(r"<tr>", score_sheet_html(match, deals=1).text)) == 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tables_speak_the_edition(lang: str) -> None:
    match, deal = _match("sl-2", 29)
    for text in (walk_html(deal, lang).text, packets_html(deal, lang).text,
                 score_sheet_html(match, lang).text, walk_html(_played("cs-2", 3), lang).text):
        assert "sq-table-wrap" in text
        assert "story." not in text and "reason." not in text and "{" not in text


def test_the_card_drawn_is_printed_smaller_than_the_card_played() -> None:
    """Round 10 (the snops page): the card drawn after a trick, under the card played, was
    printed larger than it (the theme's ``small`` is 0.9rem, the table's type 0.75em). Every
    second line of a cell carries its own size in ``em`` of the table's type, below 1, and the
    book's stylesheet says the same for the tables' ``small``."""
    from pathlib import Path

    deal = _played("sl-2", 1)
    text = walk_html(deal, "sl").text
    smalls = re.findall(r"<small([^>]*)>", text)
    assert smalls
    for attrs in smalls:
        size = re.search(r"font-size:\s*([\d.]+)em", attrs)
        assert size and float(size.group(1)) < 1, attrs
    css = (Path(__file__).resolve().parents[1] / "_static" / "schnapsen.css").read_text()
    rule = re.search(r"table\.sq-compare small\s*\{\s*font-size:\s*([\d.]+)em", css)
    assert rule and float(rule.group(1)) < 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trick_tables_points_are_a_pair_in_the_editions_form(lang: str) -> None:
    """The round-12 hr and hu editors wrote a score "12:0", the trick table "12 : 0": its
    points column joins the two sides' points with the edition's ``score.pair``."""
    import html as html_

    from schnapsen.i18n import translate

    deal = _played("sl-2", 1)
    text = walk_html(deal, lang).text
    cells = [html_.unescape(re.sub(r"<[^>]+>", "", c.split("<br>")[0]))
             for c in re.findall(r'<td style="white-space:nowrap">(.*?)</td>', text)]
    assert cells, text[:500]
    pair = translate("score.pair", lang, a="\x01", b="\x02")
    sep = pair[pair.index("\x01") + 1:pair.index("\x02")]
    for cell in cells:
        assert sep in cell, (lang, cell)
        if sep != " : ":
            assert " : " not in cell, (lang, cell)
