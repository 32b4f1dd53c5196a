"""Round 34 (code36a): a lead's reason counts the cards every seat knows to be in the
opponent's hand (shown with a marriage and kept, the turned card drawn face up) as out of the
reader's hand: not "no higher card of this suit is out of your hand" of a red Unter led after
the opponent showed the red King with the twenty and kept it (cs worst 1)."""

from __future__ import annotations

import random

import pytest

import schnapsen as s
from schnapsen.search.reasons import why
from schnapsen.stages import Stage


def _played(seed: int, moves: int) -> s.Deal:
    """A seeded two-player deal after ``moves`` random moves (the seed's own choices)."""
    d = s.Deal.new("schnapsen", seed=seed)
    rng = random.Random(seed)
    while len(d.moves) < moves:
        d.play(rng.choice(d.legal_moves()))
    return d


#: seed, moves, the card led, the opponent's known card that can take it, married (shown
#: with a marriage, not the turned card drawn)
CASES = [(99, 6, "JC", "KC", True), (163, 12, "JS", "QS", True), (83, 10, "JH", "KH", False)]


@pytest.mark.parametrize(("seed", "moves", "led", "known", "married"), CASES)
def test_a_lead_counts_the_card_the_opponent_showed_and_kept(
        seed: int, moves: int, led: str, known: str, married: bool) -> None:
    d = _played(seed, moves)
    assert d.stage == Stage.PLAY and not d.current_trick and d.to_move is not None
    obs = d.observation(d.to_move)
    card, higher = s.Card.parse(led), s.Card.parse(known)
    opp = 1 - d.to_move
    assert higher in obs.known_cards.get(opp, ()), obs.known_cards
    assert married == any(seat == opp and suit == higher.suit
                          for seat, suit, *_ in obs.marriages)
    key, params = why(d, obs, s.Move.play(card), 0.0)
    # before: "search.why.lead.sure", "…lead.trump.own", "…lead.trump.void"
    assert key in ("search.why.lead.higher", "search.why.lead.higher.suit",
                   "search.why.lead.cheap"), (key, params)
    assert params["higher"] == higher


def _before_the_last_draw(seed: int) -> s.Deal:
    """A seeded two-player deal played at random to a trick of the talon's last draw (the
    hidden card and the turned card left) with its lead on the table."""
    d = s.Deal.new("schnapsen", seed=seed)
    rng = random.Random(seed)
    while not d.is_over and not (d.talon_size == 2 and d.current_trick):
        d.play(rng.choice(d.legal_moves()))
    return d


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_who_draws_the_turned_card_after_a_card_that_ends_the_trick_is_said_without_a_count(
        lang: str) -> None:
    """A card played to the trick before the talon's last draw decides who takes it from the
    cards on the table: that this trick is the last before the talon runs out, and who draws
    the turned card, is the same in every deal, said as a fact, not "in all 12 deals the
    search tried, this trick is the last ..." (round 34, cs further 3)."""
    from schnapsen.search.grade import grade_hints
    from schnapsen.search.reasons import CAUSE, cause_text, why_text

    d = _before_the_last_draw(23)
    said = 0
    for h in grade_hints(d):
        cause = h.params.get(CAUSE)
        if cause is None or not cause[0].startswith("search.why.cause.turned"):
            continue
        said += 1
        assert "worlds" not in cause[1], cause
        clause = cause_text(cause, lang)
        assert "12" not in clause and clause in why_text(h.reason, h.params, lang), clause
    assert said >= 3


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_lead_only_a_trump_can_take_names_the_one_opponent_who_may_trump_it(lang: str) -> None:
    """In a game for two the lead a trump alone can take is said to be trumped by "your
    opponent", not by "someone" (round 34, cs further 5: "pokud ho někdo nepřebije
    trumfem"), in a hint and in a review's conditional alike."""
    from schnapsen.i18n import translate
    from schnapsen.search.reasons import why_text

    someone = {"en": "someone", "hr": "ako ga ne siječe", "sl": "kdo pobere",
               "hu": "meg nem ütik", "cs": "někdo"}[lang]
    opponent = translate("search.why.lead.trump.opp", lang, card="\x01")
    assert someone not in opponent
    seen = 0
    for seed in range(1, 40):
        d = s.Deal.new("schnapsen", seed=seed)
        rng = random.Random(seed)
        while not d.is_over and d.to_move is not None:
            if d.stage == Stage.PLAY and not d.current_trick:
                obs = d.observation(d.to_move)
                for m in d.legal_moves():
                    if m.kind != s.MoveKind.CARD:
                        continue
                    key, params = why(d, obs, m, 0.0)
                    if not key.startswith("search.why.lead.trump") or ".must" in key \
                            or ".void" in key:
                        continue
                    seen += 1
                    for text in (why_text(key, params, lang),
                                 why_text(key, params, lang, bare=True),
                                 why_text(key, params, lang, bare=True, would=True)):
                        assert someone not in text, (key, text)
            d.play(rng.choice(d.legal_moves()))
        if seen >= 6:
            break
    assert seen >= 6


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
@pytest.mark.parametrize(("seed", "moves", "led", "known", "married"), CASES)
def test_the_card_the_opponent_showed_is_named_as_his(
        seed: int, moves: int, led: str, known: str, married: bool, lang: str) -> None:
    """The higher card that can take the lead is named as the opponent's, with how every seat
    saw it: with the marriage, or as the turned trump card it took (round 34, cs worst 1)."""
    from schnapsen.explain import format_message, names_only
    from schnapsen.search.reasons import why_text

    d = _played(seed, moves)
    assert d.to_move is not None
    obs = d.observation(d.to_move)
    key, params = why(d, obs, s.Move.play(s.Card.parse(led)), 0.0)
    kind = "marriage" if married else "turned"
    said = format_message(f"search.why.shown.{kind}.opp",
                          names_only({"higher": s.Card.parse(known)}), lang)
    assert said in why_text(key, params, lang)
    assert said in why_text(key, params, lang, bare=True, would=True)
