"""Round 19: lines the blind readers listed that needed code (issue 25)."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import MoveKind
from schnapsen.widgets.play_status import PlayStatus


def _doubled(level: int) -> s.Deal:
    """A Hungarian deal for three played until its stakes reach ``level`` (kontra 2,
    rekontra 4), each seat taking the doubling where the bidding offers it."""
    d = s.Deal.new("hu-3", seed=0)
    while not d.is_over and d.multiplier < level:
        moves = d.legal_moves()
        d.play(next((m for m in moves if m.kind in (MoveKind.KONTRA, MoveKind.REKONTRA)),
                    moves[0]))
    assert d.multiplier == level
    return d


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_status_names_each_level_of_doubling(lang: str) -> None:
    """hu: the status said "Kontrát mondtak" (kontra was said) for a rekontra too: each level
    has its own line, kontra for ×2 and rekontra for ×4, in every edition."""
    for level, word in ((2, "kontra"), (4, "rekontra")):
        d = _doubled(level)
        me = d.to_move if d.to_move is not None else 0
        lines = PlayStatus(lang).playing(d, d.observation(me), me, "german", False)
        want = translate(f"ui.status.multiplier.{word}", lang, multiplier=level)
        assert want in lines, (lang, level, lines)
        other, other_level = ("rekontra", 4) if word == "kontra" else ("kontra", 2)
        assert translate(f"ui.status.multiplier.{other}", lang,
                         multiplier=other_level) not in lines
    if lang == "hu":
        assert translate("ui.status.multiplier.rekontra", "hu", multiplier=4).startswith(
            "Rekontrát")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_close_in_the_match_table_names_the_seat_that_closed(lang: str) -> None:
    """cs: the match table's result column said "the one who closed did not reach 66" with no
    seat. The line names the seat that closed; every edition's match page passes it."""
    from pathlib import Path

    from schnapsen.explain import format_message
    from schnapsen.stages import ResultReason

    d = s.Deal.new("at", seed=9)
    s.play_deal(d, [s.RandomBot(seed=9), s.RandomBot(seed=10)])
    assert d.result is not None and d.result.reason == ResultReason.CLOSED_FAILED
    closer = d.closed_by
    assert closer is not None
    params = {"claimer": None, "points": None, "contract": None, "seat": closer}
    said = format_message("result.closed_failed", params, lang)
    assert "{" not in said and str(closer + 1) in said, (lang, said)
    other = format_message("result.closed_failed", {**params, "seat": 1 - closer}, lang)
    assert other != said
    page = (Path(__file__).resolve().parent.parent / "book" / lang / "match.md").read_text(
        encoding="utf-8")
    assert '"seat": deal.closed_by' in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quiz_says_which_seats_reached_66_together(lang: str) -> None:
    """hu: a game-points question's context said "the side reached 66" without its seats: a
    winning side of several seats is named by its seats ("the 1st and 3rd player's side"), in
    every edition; a seat that wins alone keeps its own line."""
    from schnapsen.explain import format_message
    from schnapsen.i18n import Seats
    from schnapsen.teach.quiz import game_points_question

    sides = 0
    for seed in range(12):
        q = game_points_question("hu-4", seed)
        if q is None:
            continue
        line = next(((k, p) for k, p in q.context if k.startswith("quiz.ctx.end.reached")),
                    None)
        if line is None:
            continue
        key, params = line
        if key != "quiz.ctx.end.reached":
            continue
        seats = params["seats"]
        assert len(seats) > 1, (seed, params)
        said = format_message(key, params, lang)
        names = Seats(seats, lang).form("nom")
        assert names.lower() in said.lower(), (lang, said)
        sides += 1
    assert sides


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_decisions_box_names_each_source_at_its_first_quote_only(lang: str) -> None:
    """hr: the traditions page's box put "(izvor o šnapsu na srpskom)" after every quote of
    the Croatian source. A box names each source once, at its first quote, as a page's prose
    does; the quotes keep their words (and their translation)."""
    from collections import Counter

    from schnapsen.teach.book import decisions_box
    from schnapsen.variants.decisions import DECISIONS
    from schnapsen.variants.quotes import find_quote

    boxes = [["exchange_talon", "close_talon", "last_trick", "first_lead_marriage"]]
    boxes += [[d.key] for d in DECISIONS
              if any(n > 1 for n in Counter(find_quote(q).source for q in d.quotes).values())]
    repeated = 0
    for keys in boxes:
        box = decisions_box(keys=keys, lang=lang)
        text = box.text
        quoted = Counter(find_quote(q).source for d in DECISIONS if d.key in keys
                         for q in d.quotes)
        for source, n in quoted.items():
            assert text.count(f'#source-{source}"') == 1, (lang, keys, source)
            repeated += n > 1
        assert text.count('class="sq-quote"') == sum(quoted.values())
    assert repeated
