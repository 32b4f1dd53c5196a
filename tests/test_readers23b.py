"""Round 23 (code23b): result lines, table pictures and bot notes the blind native readers of
the built book flagged."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

from schnapsen.explain import result_lines
from schnapsen.i18n import LANGUAGES, Seats, translate
from schnapsen.notation import deal_from_text
from schnapsen.render import names_for, table_svg
from schnapsen.render.text import seats_label
from tests.test_render import random_deal

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


# -- 2. a side's total once in the table picture ------------------------------------------------
_deal = random_deal  # a deal after a number of random legal moves (tests/test_render.py)


def _labels(svg: str) -> dict[int, tuple[list[str], str]]:
    """Each seat's label: its lines of text as drawn, and as its group says them (name,
    badges, points and tricks apart)."""
    root = ET.fromstring(svg)
    return {int(g.get("data-seat") or 0): (
        [t.text or "" for t in g.iter("{http://www.w3.org/2000/svg}text")],
        g.get("aria-label") or "")
        for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("data-seat")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sides_total_stands_once_under_its_first_seat_with_the_side_named(lang: str) -> None:
    """hr reader: the four-player table showed "zajedno: 54 boda" under each of the two
    partners, as if each had 54. A side's total stands once, under the side's first seat
    (the viewer's own seat for the viewer's side, else the first in playing order after the
    viewer), with the side's seats named as the caption names them ("seats 1 and 3: 54
    points"); the partner's label keeps its tricks and cards. Games for four (sides of two,
    and one seat against three), for five (one seat sits out) and for three (two defenders),
    every seat's view, hands shown and hidden."""
    names = names_for(lang)
    seen: dict[int, int] = {}
    for variant, seed, moves in (("hr-4", 2, 8), ("hr-4", 0, 10), ("hu-4", 7, 10),
                                 ("hu-4", 34, 8), ("hr-3", 0, 8), ("sl-3", 1, 8),
                                 ("sl-4", 4, 8), ("sl-5", 15, 12), ("hu-3", 0, 8)):
        d = _deal(variant, seed, moves)
        assert not d.is_over
        n = d.variant.players
        for seat in d.seats:
            obs = d.observation(seat)
            if obs.sides is None or obs.side_points is None:
                continue
            for reveal in (False, True):
                labels = _labels(table_svg(d, seat, reveal=reveal, names=names))
                sides: dict[int, list[int]] = {}
                for x in d.seats:
                    side = obs.sides[x]
                    if side is not None:
                        sides.setdefault(side, []).append(x)
                for side, seats in sides.items():
                    points = obs.side_points[side]
                    total = names.count("points", points=points)
                    if len(seats) == 1:
                        assert total in labels[seats[0]][1]
                        continue
                    first = min(seats, key=lambda x: (x - seat) % n)
                    together = seats_label(seats, names, None)
                    head = names.side_name.format(seats=together)
                    said = names.count("score_item", seat=together, points=points)
                    for x in seats:
                        drawn, group = labels[x]
                        # drawn in two lines, the side and its total; said as one item
                        here = x == first
                        text = " ".join(drawn)  # a long side name may take two lines
                        assert (head in text and total in drawn) == here, (variant, x, drawn)
                        assert (said in group) == here, (variant, seat, x, group)
                        # the side's tricks under its first seat, with its points; none
                        # under a partner's (round 26, hr: one seat's tricks under the side)
                        tricks = names.tricks_text(sum(obs.tricks_won[y] for y in seats))
                        if here:
                            assert tricks in group, (x, group)
                        else:
                            assert not any(names.tricks_text(k) in group
                                           for k in range(12)), (x, group)
                        if not here:
                            assert not any(total in line for line in drawn), drawn
                    seen[len(seats)] = seen.get(len(seats), 0) + 1
    assert seen.get(2) and seen.get(3), seen


#: the widths of these pictures (seat 0's view, cards 40 px wide) when each partner's label
#: said the side's total ("zajedno: 54 boda"): naming the side must not widen them (they
#: shrink to a 390-px phone's width, their words with them)
_WIDTHS_BEFORE = {
    ("hr-4", 2, 8): {"en": 425, "hr": 484, "sl": 602, "hu": 564, "cs": 464},
    ("hr-4", 0, 10): {"en": 425, "hr": 484, "sl": 602, "hu": 564, "cs": 464},
    ("sl-5", 15, 12): {"en": 512, "hr": 638, "sl": 602, "hu": 564, "cs": 571},
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_naming_the_side_does_not_widen_the_table(lang: str) -> None:
    """The side's seats and its total take two lines (a long name three: hu "a 2., a 3. és"
    / "a 4. játékos:" / "11 pont"), so the labels beside the trick keep their width: sides
    of two, one seat against three, five seats; the Slovenian pictures are narrower than with
    "skupaj s soigralcem: 11 pik"."""
    names = names_for(lang)
    for (variant, seed, moves), before in _WIDTHS_BEFORE.items():
        svg = table_svg(_deal(variant, seed, moves), 0, width=40, names=names)
        width = float(ET.fromstring(svg).attrib["width"])
        assert width <= before[lang], (variant, lang, width)


# -- 3. the note under the opponent menu ----------------------------------------------------------
#: what each opponent does, told under the menu, in the catalogue's own sentence (a game with
#: bidding and kontra, with bidding, with neither, and the game for two with snapszer)
_NOTES = {
    ("hu-3", "medium"): "Bids and doubles from its hand.",
    ("sl-3", "medium"): "Bids from its hand.",
    ("at", "medium"): "Plays by rules of thumb.",
    ("hu-2", "medium"): "Announces Snapszer when its hand is strong.",
    ("sl-3", "heuristic"): "Plays by rules of thumb and bids without judging its hand.",
    ("hu-2", "heuristic"): "Plays by rules of thumb and announces Snapszer without judging "
    "its hand.",
    ("at", "easy"): "Plays carelessly at times.",
    ("at", "hard"): "Looks ahead.",
    ("at", "random"): "",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_bot_has_a_note_of_its_own(lang: str) -> None:
    """The note under the opponent menu took the bot's whole label apart at its brackets
    ("Medium bot (bids from its hand)" -> "Bids from its hand."), so a translation without
    the brackets, or with the name put otherwise, broke it. Each bot, in each kind of game,
    has a sentence of its own (``ui.bot.about.*``): a whole sentence, not the menu's name, in
    every edition; the random bot's name says it all."""
    from schnapsen.explain import contract_word
    from schnapsen.variants import VARIANTS
    from schnapsen.widgets import PlayWidget
    from schnapsen.widgets.play_bots import bot_contract, bot_name, bot_names, bot_note

    w = PlayWidget("at", seed=1, lang=lang, variants=tuple(VARIANTS))
    c = w.controls
    for vid, v in VARIANTS.items():
        c.variant_select.value = vid
        for name in bot_names(v):
            c.bot_select.value = name
            key = bot_note(name, v)
            note = html.unescape(re.sub(r"<[^>]+>", "", c.bot_note.value))
            if name == "random":
                assert key == "" and note == "", (vid, note)
                continue
            assert key.startswith("ui.bot.about."), key
            contract = bot_contract(v)
            said = translate(key, lang, contract=contract_word(contract, lang) if contract
                             else "")
            assert note == said, (vid, name, note, said)
            assert said[0].isupper() and said.endswith("."), said
            assert "(" not in said and translate(bot_name(name), lang) not in said, said
            if lang == "en" and (vid, name) in _NOTES:
                assert said == _NOTES[(vid, name)], (vid, name, said)
    for (vid, name), want in _NOTES.items():
        if lang == "en":
            c.variant_select.value = vid
            c.bot_select.value = name
            assert html.unescape(re.sub(r"<[^>]+>", "", c.bot_note.value)) == want
