"""Round 26, cs/sl/hr readers: no false certainty about the higher cards of a suit (where
they are in the reader's own hand, or the card is its suit's highest), no "keep the trump Ace
for the strict play" on a lead that has nothing to do with it, and no "once nobody draws any
more" where nobody draws already."""

from __future__ import annotations

import random

import pytest

import schnapsen as s
from schnapsen.explain import card_name
from schnapsen.rules import trick_winner
from schnapsen.search.grade import Grade
from schnapsen.search.reasons import THEN, why, why_text
from schnapsen.stages import Stage

#: the wordings that say nothing of the suit's higher cards is still in play
_NONE_OUT = ("no card still out can beat it", "no higher card of its suit is left outside")


def _leads() -> list[tuple[s.Deal, s.Observation, s.Move]]:
    """Every card the seat to move may lead at the start of seeded deals of the games for
    two, trick 1 to 5."""
    out = []
    for variant in ("at", "hu-2", "cs-2", "hr-2"):
        for seed in range(1, 40):
            d = s.Deal.new(variant, seed=seed)
            rng = random.Random(seed)
            stop = rng.randrange(0, 10)
            while not d.is_over and len(d.moves) < stop:
                d.play(rng.choice(d.legal_moves()))
            while not d.is_over and (d.stage != Stage.PLAY or d.current_trick):
                d.play(rng.choice(d.legal_moves()))
            if d.is_over or d.to_move is None:
                continue
            obs = d.observation(d.to_move)
            out += [(d, obs, m) for m in d.legal_moves() if m.kind == s.MoveKind.CARD]
    return out


def test_a_sure_lead_says_where_the_higher_cards_are() -> None:
    """cs 1, 8: "Kulová desítka – tento štych jistě vezme, protože silnější karta už ve hře
    není" with the Ace in the reader's hand; "nobody else has a higher card of this suit" of
    an Ace led at the deal's start."""
    own = high = 0
    for d, obs, move in _leads():
        card = move.card
        assert card is not None
        key, params = why(d, obs, move, 0.0)
        above = [c for c in s.CARDS if c.suit == card.suit
                 and trick_winner([card, c], d.trump) == 1]
        mine = [c for c in obs.hand if c in above]
        text = why_text(key, params)
        where = (d.to_text(), str(move), text)
        if mine:
            assert not any(w in text for w in _NONE_OUT), where
        if key.endswith(".own"):
            own += 1
            assert params["higher"] == sorted(mine, key=lambda c: c.rank, reverse=True)
            assert all(card_name(c) in text for c in mine), where
            assert "in your own hand" in text, where
            cs = why_text(key, params, "cs")
            assert "ve hře není" not in cs and "nikdo jiný nemá" not in cs, cs
            # a review says it in the past (review.did.*), as it did the lead's other forms
            did = why_text(key, params, past=True, bare=True)
            assert "in your own hand" in did and " is in your" not in did, did
        if key.endswith(".high"):
            high += 1
            assert not above and card.rank == s.Rank.ACE, where
            assert "the highest card of its suit" in text
            assert "nikdo jiný" not in why_text(key, params, "cs")
            assert why_text(key, params, past=True).startswith("you led the"), key
    assert own and high, (own, high)


def test_the_trump_ace_kept_only_where_it_could_have_been_played() -> None:
    """cs 7: "Červené eso – …; kulové eso si šetříte na hru podle přísných pravidel" of a
    red Ace led: the trump Ace has nothing to do with that lead."""
    said = 0
    for d, obs, move in _leads():
        card = move.card
        assert card is not None
        key, params = why(d, obs, move, 0.0)
        then = params.get(THEN)
        if then is not None and then[0] == "search.why.keeps.ace":
            said += 1
            assert card.suit == d.trump, (d.to_text(), str(move))
    assert said


@pytest.mark.parametrize("pid", ["cs-004", "cs-005", "sl-001"])
def test_no_once_nobody_draws_with_the_talon_gone(pid: str) -> None:
    """cs 17, sl 8: "zelené eso vám zůstane v ruce a později, když se už nedobírá, vezme
    štych" in a puzzle whose talon is gone."""
    from schnapsen.teach.practice import puzzles

    p = next(x for x in puzzles(pid.split("-")[0]) if x.id == pid)
    assert p.deal.talon_exhausted or p.deal.is_closed
    text = p.solution_text("en")
    assert "once nobody draws" not in text, text
    lang = pid.split("-")[0]
    native = p.solution_text(lang)
    assert "když se už nedobírá" not in native and "ko se ne kupuje več" not in native


def _better_taking() -> tuple[s.Deal, Grade]:
    """A seeded position of the game for two whose better move takes its trick (its reason
    ``search.why.take``), graded against the worst move played."""
    from schnapsen.search.grade import grade, grade_hints

    for seed in range(1, 60):
        d = s.Deal.new("at", seed=seed)
        rng = random.Random(seed)
        while not d.is_over and not (d.current_trick and d.stage == Stage.PLAY):
            d.play(rng.choice(d.legal_moves()))
        if d.is_over:
            continue
        hints = grade_hints(d)
        g = grade(hints, hints[-1].move, d)
        if g.kind == "mistake" and g.better_hint().reason == "search.why.take":
            return d, g
    raise AssertionError("no such position")


@pytest.mark.parametrize("lang, words", [
    ("en", "it would take this trick"), ("cs", "byste vzali"), ("hr", "uzeli biste"),
    ("sl", "bi pobral"), ("hu", "elvitted volna")])
def test_the_better_move_is_said_in_the_conditional(lang: str, words: str) -> None:
    """cs worst 2: "Lepší by bylo zahrát zelenou desítku – berete tento štych … a máte pak 13
    bodů" read as present facts: the better move's clauses in the conditional, in the
    grade's "better" sentence and in the review's reasons."""
    _, g = _better_taking()
    better = [t for t, _ in g.segments(lang)
              if t.startswith(translate_head(lang))]
    assert better and words in better[0], better
    (_, _), (theirs, _) = g.reasons(lang, past=True)
    assert words in theirs, theirs


def translate_head(lang: str) -> str:
    """The opening words of the grade's "better" sentence in ``lang`` (before its move)."""
    from schnapsen.i18n import translate

    return translate("guided.grade.better", lang, move="\0", reason="").split("\0")[0]
