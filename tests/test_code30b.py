"""Round 30 (code30b): a solution says its game points once, by the exact figure, not "at
least two" beside it (hu reader 30, worst 2; hr reader 29, item 3); the position of the day
says a contract announced (hu reader 30: a snapszer's 6 game points never explained)."""
from __future__ import annotations

from typing import Any

import pytest

from schnapsen.i18n import MESSAGES, translate
from schnapsen.teach.practice import puzzles

ALL = puzzles()


def _big_lines(lang: str) -> list[str]:
    """The sentences of the causes "for more than one game point" / "at most one game point"
    in ``lang``, their own words (no placeholders in them)."""
    return [translate(k, lang) for k in MESSAGES
            if k.startswith("search.why.cause.big.") and "{" not in MESSAGES[k]]


@pytest.mark.parametrize("lang", ["en", "hu", "hr"])
def test_a_solution_gives_its_game_points_once_not_as_at_least_two(lang: str) -> None:
    bad = [b.rstrip(".") for b in _big_lines(lang)]
    found: list[Any] = []
    for p in ALL:
        words, figures = p.solution_parts(lang)
        text = words + " " + figures
        found.extend((p.id, b) for b in bad if b.lower() in text.lower())
    assert not found, found[:5]


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_position_of_the_day_says_the_contract_announced(lang: str) -> None:
    """hu reader 30: the day's snapszer was never said, yet its solution counted 6 game
    points: the position's facts name the contract and who announced it."""
    from schnapsen.explain import contract_name
    from schnapsen.teach.daily import daily_pool

    by_id = {p.id: p for p in ALL}
    seen = 0
    for entry in daily_pool(lang):
        deal = by_id[entry["id"]].deal
        if deal.contract is None:
            continue
        seen += 1
        facts = " ".join(entry["facts"])
        assert contract_name(deal.contract.name, lang).lower() in facts.lower(), facts
    assert seen or lang not in ("sl", "hu"), "no puzzle of the edition's tradition has a contract"
    if lang == "hu":
        facts = " ".join(next(e for e in daily_pool(lang) if e["id"] == "hu-036")["facts"])
        assert "te mondtad be" in facts, facts


def _hint_lists(variant: str, seeds: int) -> list[list[Any]]:
    """The hint lists of the card play of a few seeded deals, as the play page asks them."""
    import random

    import schnapsen as s
    from schnapsen.search import hint
    from schnapsen.search.hint import SAMPLE_DEALS
    from schnapsen.search.playout import playout_move

    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        d = s.Deal.new(variant, seed=seed)
        while d.to_move is not None:
            if d.stage == "play" and rng.random() < 0.3:
                out.append(hint(d, worlds=SAMPLE_DEALS, distinct=bool(seed % 2)))
            d.push(playout_move(d, rng, 0.2))
    return out


@pytest.mark.parametrize("variant", ["hu-2", "hu-3"])
def test_no_hint_line_says_a_move_scores_more_than_one_worth_as_much(variant: str) -> None:
    """hu reader 30, worst 1: "Makk ász – ugyanannyit ér. Többet hoz, mint kijátszani a piros
    felsőt" below the Ober itself, the best move. "More game points than after X" is said
    only of a move whose value (as shown: in tenths) is above X's."""
    from schnapsen.search.grade import tenths
    from schnapsen.search.reasons import CAUSE

    for hints in _hint_lists(variant, 3):
        value = {h.move: h.value for h in hints}
        for h in hints:
            cause = h.params.get(CAUSE)
            if cause is None or ".vs.better" not in cause[0]:
                continue
            other = cause[1]["other"]
            assert tenths(value[other]) < tenths(h.value), (h.move, other, value)
            for lang in ("en", "hu"):
                assert h.text(lang)  # said in words in both
