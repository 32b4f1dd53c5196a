"""The Hungarian scoring is quizzed where the Hungarian chapters teach it (hu reader, round 25,
worst problem 3): the twelve marker cards of the game for two (the pool while it lasts, then
the opponent) on the snapszer page, the race to 25 or 50 and its bunkó on the page for three
and four. Every answer is the engine's match played again, and every edition says the
question, its facts and its feedback."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES
from schnapsen.teach.book import jupyterquiz_items
from schnapsen.teach.quiz import Question, line_concept, make_questions

ROOT = Path(__file__).resolve().parent.parent
MARKERS = ["markers_pool", "markers_split", "markers_empty"]


def _facts(q: Question, key: str) -> list[dict[str, object]]:
    return [p for k, p in q.context if k == key]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_marker_answers_follow_the_pool_then_the_opponent(seed: int) -> None:
    qs = make_questions("hu-2", MARKERS, seed=seed)
    assert [q.kind for q in qs] == ["markers"] * 3, "a marker question is missing"
    for when, q in zip(("pool", "split", "empty"), qs, strict=True):
        held = {int(str(p["seat"])): int(str(p["count"]))
                for p in _facts(q, "quiz.ctx.markers.seat")}
        pools = _facts(q, "quiz.ctx.markers.pool")
        pool = int(str(pools[0]["count"])) if pools else 0
        assert pool + sum(held.values()) == 12  # the twelve, all told
        deal = (_facts(q, "quiz.ctx.match.deal") + _facts(q, "quiz.ctx.match.deal.contract"))[0]
        winner, gp = int(str(deal["winner"])), int(str(deal["game_points"]))
        loser = 1 - winner
        # the rule, applied by hand to what the question tells
        from_pool = min(gp, pool)
        from_loser = min(gp - from_pool, held[loser])
        if when == "pool":
            assert 0 < gp <= pool
            assert q.answers == (str(pool - from_pool),)
        else:
            assert (0 < pool < gp) if when == "split" else pool == 0
            assert q.answers == (str(held[loser] - from_loser),)
            assert q.params["seat"] == loser
        # the feedback gives the rule and the subtraction
        assert f"{pool if when == 'pool' else held[loser]} \u2212 " in q.explanation
        assert "from the pool while there are any, then from the opponent" in q.explanation


@pytest.mark.parametrize("variant", ["hu-3", "hu-4"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_bunko_goes_to_the_fewest_points_once_someone_reaches_the_target(
        variant: str, seed: int) -> None:
    (q,) = make_questions(variant, ["race"], seed=seed)
    target = int(str(_facts(q, "quiz.ctx.race")[0]["target"]))
    assert target == (25 if variant == "hu-3" else 50)
    scores = {int(str(p["seat"])): int(str(p["score"]))
              for p in _facts(q, "quiz.ctx.race.score")}
    one = _facts(q, "quiz.ctx.race.deal")
    side = _facts(q, "quiz.ctx.race.deal.side")
    line = (one or side)[0]
    seats = line["seats"] if side else (line["winner"],)
    assert isinstance(seats, tuple)
    for w in seats:
        scores[int(w)] += int(str(line["game_points"]))
    assert max(scores.values()) >= target
    low = min(scores.values())
    assert list(scores.values()).count(low) == 1
    bunko = min(scores, key=lambda s: scores[s])
    assert q.answers == (str(bunko),)
    assert q.label_in(len(q.choices) - 1) == "Nobody yet"
    assert "bunkó" in q.explanation and f"{target}" in q.explanation


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edition_says_the_hungarian_scoring_questions(lang: str) -> None:
    qs = (make_questions("hu-2", MARKERS, seed=1) + make_questions("hu-3", ["race"], seed=1)
          + make_questions("hu-4", ["race"], seed=1))
    for q in qs:
        for key, _ in q.lines():
            assert line_concept(key) == "match" or key.startswith("quiz.choice"), key
        texts = [q.prompt_in(lang), q.explanation_in(lang), *q.context_in(lang)]
        texts += [q.label_in(i, lang) for i in range(len(q.choices))]
        for t in texts:
            assert t and "{" not in t and "quiz." not in t, (lang, t)
        if lang != "en":
            assert q.explanation_in(lang) != q.explanation_in("en")
        for answer in jupyterquiz_items([q], lang)[0]["answers"]:
            assert answer["feedback"] and "{" not in answer["feedback"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hungarian_chapters_ask_them(lang: str) -> None:
    two = (ROOT / "book" / lang / "snapszer.md").read_text(encoding="utf-8")
    multi = (ROOT / "book" / lang / "snapszer-multi.md").read_text(encoding="utf-8")
    asked = re.findall(r'quiz\("hu-2", \[([^\]]*)\]', two)
    assert any(all(f'"{k}"' in a for k in MARKERS) for a in asked), lang
    assert re.search(r'quiz\("hu-3", \["race"\]', multi), lang
