"""Hints and grades in words (issue 22 item 2): each ranked move has a reason a player would
give (schnapsen.search.reasons), naming a card, a trick or a count; a grade and the "better"
move it names are ordered by one measure, stated once; two moves of one value are called
equal; a label never contradicts its rank. Checked over 520 positions of every variant."""

from __future__ import annotations

import random
import re
from functools import cache, lru_cache

import pytest

import schnapsen as s
from schnapsen.explain import card_name, move_label
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.search import Hint
from schnapsen.search.grade import grade, grade_hints, measure_text
from schnapsen.stages import Stage

PER_VARIANT = 40  # 13 variants: 520 positions
#: a reason names a card (its name in English, either deck style), a trick or a count
CARD_NAMES = {card_name(c, "en", style) for c in s.CARDS for style in ("german", "french")}


@lru_cache(maxsize=1)
def positions() -> tuple[tuple[str, s.Deal], ...]:
    """Seeded positions of every variant: the bidding and the card play, early and late."""
    out: list[tuple[str, s.Deal]] = []
    for variant in s.VARIANTS:
        rng = random.Random(f"reasons|{variant}")
        seed = 0
        while sum(1 for v, _ in out if v == variant) < PER_VARIANT:
            seed += 1
            d = s.Deal.new(variant, seed=seed)
            stop = rng.randrange(0, 24)
            while not d.is_over and len(d.moves) < stop:
                d.play(rng.choice(d.legal_moves()))
            if not d.is_over and len(d.legal_moves()) > 1:
                out.append((variant, d))
    return tuple(out)


@cache
def ranked(i: int) -> tuple[Hint, ...]:
    return tuple(grade_hints(positions()[i][1]))


def _names_something(text: str) -> bool:
    return (any(name in text for name in CARD_NAMES) or "trick" in text
            or bool(re.search(r"\d", text)))


def _signed(value: float) -> str:
    sign = "+" if value > 0.005 else "\u2212" if value < -0.005 else ""
    return f"{sign}{abs(value):.2f}"


def test_there_are_520_positions_of_every_variant_and_stage() -> None:
    ps = positions()
    assert len(ps) == 13 * PER_VARIANT
    assert {v for v, _ in ps} == set(s.VARIANTS)
    assert any(d.stage != Stage.PLAY for _, d in ps)
    assert sum(d.stage == Stage.PLAY for _, d in ps) > 400


@pytest.mark.parametrize("chunk", range(13))
def test_grades_follow_one_measure_and_every_reason_names_something(chunk: int) -> None:
    for i in range(chunk * PER_VARIANT, (chunk + 1) * PER_VARIANT):
        variant, d = positions()[i]
        hints = ranked(i)
        where = f"{variant} {d.to_text()!r}"
        values = [h.value for h in hints]
        assert values == sorted(values, reverse=True), where
        measure = measure_text(*hints)
        for h in hints:
            text = h.text()
            assert text and "{" not in text and "search." not in text, (where, text)
            assert _names_something(text), (where, h.move, text)
            g = grade(list(hints), h.move)
            said = g.text()
            assert "deals out of" not in said and "likely ones" not in said
            assert said.count(measure) == 1, (where, said)
            equal = [x.move for x in hints if x.move != h.move and abs(x.value - h.value) < 1e-9]
            if g.kind == "best":
                # nothing ranks higher; a move of the same value is called equal, no better
                assert h.value >= hints[0].value - 1e-9 and g.loss == 0, where
                assert list(g.equal) == equal, where
                assert said.startswith("Best move, as good as") == bool(equal), said
                assert "Better was" not in said
            else:
                # the better move named has the higher value by that one measure
                assert g.best.value > h.value + 1e-9 and g.best.move != h.move, where
                better = move_label(g.best.move, "en")
                assert f"Better was {better}: " in said, said
                assert f"{_signed(g.best.value)} for {better}, {_signed(h.value)} for yours" \
                    in said, said
                want = "good" if g.loss < 0.5 else "mistake"
                assert g.kind == want and g.loss == pytest.approx(hints[0].value - h.value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reasons_and_grades_in_every_language(lang: str) -> None:
    """Every fifth position's reasons and grades, in each edition's words: no key, no
    placeholder, no English in another edition's reason (the card names are the edition's)."""
    english_words = re.compile(r"\b(?:the|trick|takes|your|with best play|still out)\b")
    for i in range(0, len(positions()), 5):
        hints = ranked(i)
        for h in hints[:3]:
            text = h.text(lang)
            assert text and "{" not in text and "search." not in text, (lang, text)
            g = grade(list(hints), h.move).text(lang)
            assert "{" not in g and "guided." not in g, (lang, g)
            if lang != "en":
                assert not english_words.search(text), (lang, h.reason, text)


def test_a_trump_choice_is_told_by_the_hand_not_labelled() -> None:
    """"what this hand suggests" on a trump choice ranked last: a bid's reason now says what
    the hand holds of that suit (or that it holds none), whatever its rank."""
    d = s.Deal.new("hu-3", seed=2)
    hints = grade_hints(d)
    assert {h.reason for h in hints} <= {"search.why.trump", "search.why.trump.none"}
    for h in hints:
        assert h.move.suit is not None
        held = [c for c in d.hand(d.to_move or 0) if c.suit == h.move.suit]
        assert h.reason == ("search.why.trump" if held else "search.why.trump.none")
        if held:
            assert translate("search.why.trump", "en", count=len(held), suit="x",
                             points=sum(c.points for c in held)).split(" of ")[0] in h.text()


@pytest.mark.parametrize("chunk", range(13))
def test_a_grades_two_reasons_argue_each_for_its_own_move(chunk: int) -> None:
    """The reader trial: "the Ace of Leaves is still out and can take the Ober of Leaves" was
    the reason of the move played and of the better move alike. Over the 520 positions, for
    every move graded below the best: the reason of the move played and of the better move
    named are different sentences, each names a card, a trick or a count, and neither is a
    threat that says nothing of its own move (a lead says what it makes the others give up)."""
    for i in range(chunk * PER_VARIANT, (chunk + 1) * PER_VARIANT):
        variant, d = positions()[i]
        hints = ranked(i)
        for h in hints:
            g = grade(list(hints), h.move)
            if g.kind == "best":
                continue
            mine, better = g.hint.text(), g.best.text()
            where = (variant, d.to_text(), str(h.move), str(g.best.move))
            assert mine != better, (where, mine)
            assert _names_something(mine) and _names_something(better), (where, mine, better)
            for said in (mine, better):
                assert "is still out and can take" not in said, (where, said)
                assert not said.startswith("no card still out can take"), (where, said)


def test_a_lead_names_a_trump_only_where_a_trump_can_take_it() -> None:
    """A lead's reason names the highest card of its suit still out that can take it, and
    "a trump too" only where a trump can: never when the card led is itself a trump (a Czech
    and a Croatian reader found "the Ace or a trump" said of a trump lead)."""
    from schnapsen.search.reasons import why

    seen = {"search.why.lead.higher": 0, "search.why.lead.higher.suit": 0}
    for _variant, d in positions():
        if d.stage != Stage.PLAY or d.current_trick or d.to_move is None:
            continue
        obs = d.observation(d.to_move)
        for move in d.legal_moves():
            if move.card is None:
                continue
            key, params = why(d, obs, move, 0.0)
            if key in seen:
                seen[key] += 1
                card, higher = params["card"], params["higher"]
                assert higher.suit == card.suit and higher.rank > card.rank, (key, params)
                if key == "search.why.lead.higher":
                    assert d.trump is None or card.suit != d.trump, (d.position(), key, params)
    assert all(seen.values()), seen
