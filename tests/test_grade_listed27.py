"""Round 27 (every blind reader: generated lines read like a program): the grades and the
review's turning point say their reasons in the hint list's kind, the counts once as numbers
inside the sentence, each further clause a sentence of its own, no statistics bracket, the
search's note said once after the figures, the better move's count in the conditional."""

from __future__ import annotations

from typing import Any

import pytest

from schnapsen.i18n import LANGUAGES, translate


@pytest.fixture(scope="module")
def turning() -> Any:
    from schnapsen.search.review import review_deal
    from schnapsen.widgets.review import example_deal

    r = review_deal(example_deal(), 0)
    assert r.turning_point is not None
    return r.turning_point


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_grade_says_its_counts_once_and_its_note_once(lang: str, turning: Any) -> None:
    g = turning.grade
    text = g.text(lang)
    note = translate("ui.hint.tried.opp", lang)
    # the note once, at the end, after the values; no bracket after each counted clause
    assert text.count(note) == 1 and text.endswith(note), text
    # the reasons: no chain of semicolons
    for reason in (g.hint.text(lang, listed=True),
                   g.better_hint().text(lang, bare=True, would=True, listed=True)):
        assert ";" not in reason and reason in text, reason
    # the better move's count (10 of 12) said once, as numbers
    assert text.count("10") == 1, text
    # segments: the same sentences, no figures apart
    assert all(figure == "" for _, figure in g.segments(lang, past=True))
    if lang == "en":
        assert "In 10 of the 12 likely deals you would win the deal." in text, text
        assert "(10 of 12)" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_better_move_s_count_is_said_in_the_conditional(lang: str, turning: Any) -> None:
    g = turning.grade
    (_, _), (better, _) = g.reasons(lang, past=True)
    would = translate("review.would.cause.wins.yes.solo", lang)
    assert would in better, better
    assert translate("search.why.cause.wins.yes.solo", lang) not in better


@pytest.mark.parametrize("kind", ["pulls", "claims", "closes"])
def test_the_lead_after_a_trick_taken_is_not_the_trick_said_again(kind: str) -> None:
    """Round 27, cs reader item 18: "zelené eso vezme tento štych (14 bodů z karet) a budete
    mít 35 bodů; tento štych berete vy a pak vynášíte trumf" said the trick twice: after a
    reason that says the side takes the trick, the cause says what it does with the lead."""
    from schnapsen.explain import format_message
    from schnapsen.search.cause import said_form

    clause = (f"search.why.cause.{kind}.yes.solo", {"held": 9, "worlds": 12})
    key, _ = said_form(clause, frozenset(("takes", "trumped")))
    assert key == clause[0] + ".said"
    said = format_message(key, {}, "cs")
    assert "štych" not in said, said
    assert "this trick" not in format_message(key, {}, "en")
    # not where the reason has not said who takes the trick
    assert said_form(clause, frozenset())[0] == clause[0]


def test_a_trump_said_after_unless_trumped_is_said_once() -> None:
    """Round 27, sl reader item 14: "štih pobereš, razen če ga pobere adut; eden od
    nasprotnikov jo pobere z adutom": after a reason that says the card takes its trick
    unless someone trumps it, the cause says who trumps it and why they can."""
    from schnapsen.explain import format_message
    from schnapsen.search.cause import TRUMP_RISK, said_form

    for key in ("search.why.cause.trumped.yes", "search.why.cause.trumped.yes.opp"):
        clause = (key, {"held": 9, "worlds": 12})
        said, _ = said_form(clause, frozenset((TRUMP_RISK,)))
        assert said == key + ".said"
        assert "none of its suit" in format_message(said, {}, "en")
        assert said_form(clause, frozenset())[0] == key


def test_a_side_of_two_reaches_the_target_together() -> None:
    """Round 27, hu reader item 2 (a game for three): "a 2. játékosnak 8 ütés után megvan a
    66 pontja" of points players 2 and 3 took together: the side is named, both its seats,
    reaching the target together."""
    from schnapsen.explain import format_message
    from schnapsen.search.reasons import _line
    from tests.test_cause_words import _why14_position

    d = _why14_position("hr-3", 4)
    assert d.to_move == 0 and d.partners(0) == (0,)
    move = next(m for m in d.legal_moves() if str(m) == "AD")
    key, params = _line(d, d.observation(0), move) or ("", {})
    assert key == "search.why.line.reach.other.side", key
    assert {params["seat"], params["partner"]} == {1, 2}
    said = format_message(key, params, "hu").replace("\xa0", " ")
    assert "együtt" in said and "a 2. játékos" in said and "a 3. játékos" in said, said
    assert "players" not in said
    assert "seats 2 and 3" in format_message(key, params, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_trick_kept_for_is_said_once(lang: str) -> None:
    """Round 27, sl reader item 16: "ob najboljši igri pobereš tudi zadnji štih; zeljni as ti
    ostane v roki in pozneje pobere štih" said the last trick twice: one trick left, taken
    with the card kept, said once ("zeljni as ti ostane za zadnji štih")."""
    from schnapsen.cards import Card
    from schnapsen.search.reasons import CAUSE, THEN, why_text

    ace = Card.parse("AS")
    params = {"card": Card.parse("JS"), THEN: ("search.why.line.all.solo", {"count": 1}),
              CAUSE: ("search.why.cause.keeps.late.shut",
                      {"card": ace, "held": 12, "worlds": 12})}
    for listed in (False, True):
        said = why_text("search.why.give.cheap.opp", params, lang, listed=listed)
        last = translate("search.why.line.all.solo", lang, count=1)
        assert last not in said, said
        if lang == "en":
            assert "the Ace of Leaves stays in your hand for the last trick" in said, said
