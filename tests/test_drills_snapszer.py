"""The Hungarian chapter's drill on the marker cards (hu reader, round 25, worst problem 3): a
pool of positions from matches of the game for two that the engine played, each answered by
the engine again, in every edition, on the snapszer page of every edition, off the course's
rule chapters (its "solid" does not promise a mark in the contents)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from schnapsen.deal import Deal
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.teach.drills import (
    CHAPTERS,
    KINDS,
    POOL_MIN,
    ROUND,
    TRADITION_DRILLS,
    draw_round,
    looks,
    opened,
    pool,
    pool_json,
)
from schnapsen.teach.quiz import markers_question
from tests.test_drills import answer, engine_answer

ROOT = Path(__file__).resolve().parent.parent


def test_the_snapszer_drill_is_a_page_drill_not_a_course_chapter() -> None:
    assert "snapszer" in TRADITION_DRILLS
    assert "snapszer" not in CHAPTERS and "snapszer" not in KINDS


def test_its_pool_is_big_enough_all_different_and_of_every_kind() -> None:
    qs = pool("snapszer")
    assert len(qs) >= POOL_MIN
    assert len({json.dumps(q.as_json("en"), sort_keys=True) for q in qs}) == len(qs)
    # the marker cards, and the trick, the marriage and the claim of the game for two (round
    # 33, hu: ten questions of the scoring sheet's arithmetic in a row)
    assert {q.kind for q in qs} == {"markers_pool", "markers_split", "markers_empty", "trick",
                                    "marriage_value", "claim"}
    assert {q.chapter for q in qs} == {"snapszer"}
    assert all(Deal.from_text(q.deal_text).variant.id == "hu-2" for q in qs if q.deal_text)


def test_a_round_has_three_kinds_at_least() -> None:
    """hu 33: a round of the marker cards alone; a round of ten draws from every kind."""
    qs = pool("snapszer")
    kinds, seen = [q.kind for q in qs], looks(qs)
    for seed in range(20):
        drawn = draw_round(kinds, rng=random.Random(seed), looks=seen)
        assert len(drawn) == ROUND
        assert len({kinds[i] for i in drawn} - {"markers_pool", "markers_split",
                                                 "markers_empty"}) >= 3


def test_every_answer_is_the_engines() -> None:
    for q in pool("snapszer"):
        if not q.kind.startswith("markers_"):  # asked again as its chapter's drill asks it
            assert answer(q) == engine_answer(q), (q.kind, q.prompt, q.choices, q.correct)
            continue
        again = markers_question(q.data["variant"], q.data["seed"], q.data["when"])
        assert again is not None
        assert q.answers == tuple(("number", c) for c in again.answers)
        facts = {k: p for k, p in q.facts}
        # ``.contract``: a deal won by a snapszer (code35e)
        deal = facts.get("quiz.ctx.match.deal") or facts["quiz.ctx.match.deal.contract"]
        held = {int(p["seat"]): int(p["count"]) for k, p in q.facts
                if k == "quiz.ctx.markers.seat"}
        pool_ = int(facts["quiz.ctx.markers.pool"]["count"]) if (
            "quiz.ctx.markers.pool" in facts) else 0
        gp, loser = int(deal["game_points"]), 1 - int(deal["winner"])
        taken = min(gp, pool_)
        expected = (pool_ - taken if q.kind == "markers_pool"
                    else held[loser] - min(gp - taken, held[loser]))
        assert q.answers == (("number", str(expected)),)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_in_every_language(lang: str) -> None:
    data = pool_json("snapszer", lang)
    assert data["text"]["solid"] == translate("drill.ui.solid.page", lang)
    english = pool_json("snapszer", "en")
    for i in range(len(data["questions"])):
        q = opened(data, i)
        for text in [*q["f"], q["q"], *q["o"], q["r"]]:
            assert text and "{" not in text and "quiz." not in text, (lang, text)
        if lang != "en":
            assert q["r"] != opened(english, i)["r"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_snapszer_page_shows_the_drill(lang: str) -> None:
    source = (ROOT / "book" / lang / "snapszer.md").read_text(encoding="utf-8")
    assert 'drill("snapszer", lang=LANG)' in source
