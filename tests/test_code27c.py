"""Blind readers, round 27: the puzzles' worked solutions and the position of the day (each
test failed before its change)."""

from __future__ import annotations

import re

from schnapsen.i18n import LANGUAGES
from schnapsen.teach.practice import puzzles

ALL = puzzles()


def _by_id(pid: str):  # type: ignore[no-untyped-def]
    return next(p for p in ALL if p.id == pid)


def test_the_kontra_doubles_the_points_said_before_it() -> None:
    """hu item 1: "your side wins 2 game points (66 reached). Kontra doubled the stakes: 2"
    left the reader unsure whether 2 was before the doubling or after."""
    p = _by_id("hu-003")
    en = p.solution_text("en")
    # the reader plays alone against the other side: "you win" (hu 37 item 4, the .alone twins)
    assert "you win 1 game point (66 reached), doubled by the kontra: 2." in en
    assert "Kontra doubled" not in en
    hu = p.solution_text("hu")
    assert ("Te 1 játszmapontot nyersz (megvan a 66), a kontra ezt megduplázza: "
            "összesen 2 játszmapont.") in hu, hu


def test_the_claim_sum_says_more_than_66_once() -> None:
    """hr item 10: "… 56 + 21 = 77 bodova, dakle barem 66 bodova" (and "the one that brings
    you to 66" before it): "77 points, more than 66"."""
    # round 31, hr 9: this deal is decided by the last trick, which the deciding card takes
    # (not "77 points, more than 66" beside "1 game point (the last trick)")
    p = _by_id("hr-001")
    assert ("The deciding card is the Ace of Leaves: with it you take the last trick and win "
            "the deal.") in p.solution_text("en")
    hr = p.solution_text("hr")
    assert "tom kartom uzimate zadnji štih, a s njim i dijeljenje." in hr and "barem" not in hr
    cs = _by_id("cs-005").solution_text("cs")
    assert "vezme poslední štych a vy tím vyhráváte rozdání." in cs, cs
    assert "přes 66" not in cs.split("Na konci")[0], cs


def test_a_trick_of_the_line_says_its_points_and_the_new_total_in_one_bracket() -> None:
    """hr item 11: "Uzima ga protivnik, igrač 2, i dobiva 7 bodova (protivnik sada ima 47
    bodova)" -> "Uzima ga igrač 2 (7 bodova; sada ima 47)"."""
    for p in ALL:
        hr = p.solution_text("hr")
        assert "i dobiva" not in hr and "Uzima ga protivnik, igrač" not in hr, p.id
    assert re.search(r"Štih uzima igrač\u00a0\d \(\d+ bod\w*; sada ima \d+\)",
                     " ".join(p.solution_text("hr") for p in ALL))


def test_when_every_other_move_scores_alike_it_is_any_other_move() -> None:
    """cs item 29: "With each of the next best moves – the King, the Ten and the Unter" where
    those were all the other moves: "with any other move"."""
    seen = 0
    for p in ALL:
        rest = [(m, v) for m, v in p.values if m not in p.answer]
        if len(rest) < 2 or len({round(v, 9) for _, v in rest}) != 1:
            continue
        seen += 1
        assert "With any other move (" in p.solution_text("en"), p.id
        assert "S kterýmkoli jiným tahem – " in p.solution_text("cs"), p.id
        assert "With each of the next best moves" not in p.solution_text("en"), p.id
    assert seen


def test_the_other_possible_move_when_there_are_two() -> None:
    """sl item 17: "Z naslednjo najboljšo potezo (bučni as)" where there were only two
    moves: "Z drugo možno potezo"."""
    two = [p for p in ALL if len(p.values) == 2 and len(p.answer) == 1]
    assert two
    for p in two:
        assert "With the other possible move, " in p.solution_text("en"), p.id
        assert "Z drugo možno potezo (" in p.solution_text("sl"), p.id


def test_a_worse_move_is_not_praised() -> None:
    """cs item 28, hu items 4 and 5: the move called wrong was said to "give only 15 points
    and keep the Ten for later"."""
    from schnapsen.moves import MoveKind

    for p in ALL:
        rest = [(m, v) for m, v in p.values if m not in p.answer]
        if not rest or max(rest, key=lambda x: x[1])[0].kind != MoveKind.CARD:
            continue
        for lang, words in (("en", "give away only"), ("cs", "ušetříte na později"),
                            ("hu", "így megmarad későbbre")):
            parts = dict(p._solution(lang))
            assert words not in parts.get("next_reason", ""), (p.id, lang)


def test_the_losing_side_writes_nothing_in_slovenian() -> None:
    """sl item 13: "izgubiš le 1 točko": in Slovenian scoring the winner writes the points
    down, the loser loses none."""
    lost = [p for p in ALL if max(v for _, v in p.values) < 0 and p.check.kind == "exact"]
    assert lost
    for p in lost:
        sl = p.solution_text("sl")
        assert "izgubiš le" not in sl and "izgubi le" not in sl, p.id
        assert "zapiše le" in sl, p.id


def test_the_position_of_the_day_has_a_clear_answer() -> None:
    """hr item 17: the day's puzzle was one whose best move wins nothing on average. The
    day's pool keeps the puzzles whose best move is at least half a game point better than
    any other and half a game point from nothing."""
    from schnapsen.teach.daily import DAILY_LEVEL, TRADITION, order

    for lang in LANGUAGES:
        ids = set(order(TRADITION[lang]))
        for p in puzzles(TRADITION[lang]):
            best = max(v for _, v in p.values)
            rest = [v for m, v in p.values if m not in p.answer]
            clear = bool(rest) and best - max(rest) >= 0.5 - 1e-9 and abs(best) >= 0.5 - 1e-9
            # (and none above the day's level: round 32, the new learner; none the source's
            # game never reaches: round 33, cs)
            assert (p.id in ids) == (clear and p.level <= DAILY_LEVEL
                                     and not p.book_rule_only), p.id


def test_the_best_moves_reason_does_not_name_the_move_again() -> None:
    """sl item 15: "Zakaj: izigraš srčnega kralja: če ta štih pobere …" after "Najboljša
    poteza: srčni kralj" (the move twice, two colons); cs 17: "Nejlepší pokračování z této
    pozice: Hlásíte „dost“ (66): máte 68 bodů"."""
    for p in ALL:
        assert "Zakaj: izigraš" not in p.solution_text("sl"), p.id
        assert "Why: you lead the" not in p.solution_text("en"), p.id
        assert not re.search(r"pozice: Hlásíte „dost“ \(66\):", p.solution_text("cs")), p.id
