"""Reasons after the blind readers of round 33 (code35h): a best move whose one reason was
its card's risk says first how it compares with the other moves."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.search.hint import SAMPLE_DEALS, Hint, hint

LANGS = ("en", "hr", "sl", "hu", "cs")


def _hints(seed: int, steps: int) -> list[Hint]:
    d = Deal.new("at", seed=seed)
    for _ in range(steps):
        d.push(sorted(d.legal_moves(), key=str)[0])
    return hint(d, worlds=SAMPLE_DEALS, distinct=True)


def test_a_best_move_with_only_its_risk_says_it_wins_most_often_first() -> None:
    """Round 33, hr worst 1: "Baba žira – najbolji potez. ... stavili ste na kocku 14
    bodova": a best move's only reason its risk. How it compares comes first, the risk after
    ("…, though …")."""
    hs = _hints(6, 2)
    en = hs[0].text("en", bare=True, listed=True)
    assert en.startswith(f"this move wins the deal most often (in {hs[0].wins} of 12), "
                         "though if the Ace of Leaves"), en
    hr = hs[0].text("hr", bare=True, listed=True)
    assert hr.startswith("od svih poteza ovaj najčešće donosi pobjedu u dijeljenju (u 7 od 12 "
                     "rasporeda); "), hr


def test_a_best_move_in_a_lost_deal_loses_least() -> None:
    """Every move loses on average and none wins more deals: "it loses least"."""
    hs = _hints(0, 0)
    assert hs[0].text("en", bare=True, listed=True).startswith(
        "this move loses the fewest game points on average, though if the Ten of Bells")


@pytest.mark.parametrize("lang", LANGS)
def test_the_comparison_is_said_in_every_language(lang: str) -> None:
    from schnapsen.i18n import translate

    hs = _hints(0, 0)
    first = translate("search.why.best.by.loses", lang)
    # the comparison first, then the risk as the catalogue joins them (hu: a sentence of its
    # own, "... Igaz, ha ...": round 34, hu worst 1)
    joined = translate("search.why.best.by.though", lang, best=first, risk="|")
    text = hs[0].text(lang, bare=True, listed=True)
    # each edition's own join (hr "; ": round 34 hr item 2; hu "… Igaz, …": hu worst 1)
    assert text.startswith(joined.split("|")[0]), text
    assert "{" not in text


def test_a_good_move_that_loses_most_deals_is_only_a_little_worse() -> None:
    """Round 33, cs 6: "Zavření talónu – dobrý tah. … V 8 z 12 rozložení rozdání vyhraje
    soupeř": not praised as "good", said to be only a little worse than the best."""
    from schnapsen.widgets.play_hints import verdict

    hs = _hints(0, 0)
    kinds = [verdict(hs, i) for i in range(len(hs))]
    close = [h for h, k in zip(hs, kinds, strict=True) if k == "good.close"]
    assert close and all(2 * h.wins < h.worlds for h in close)
    assert all(2 * h.wins >= h.worlds for h, k in zip(hs, kinds, strict=True) if k == "good")
    hs = _hints(1, 4)
    assert verdict(hs, 1) == "good" and hs[1].wins == 11


@pytest.mark.parametrize("lang", LANGS)
def test_a_weaker_move_that_wins_more_deals_brings_fewer_points(lang: str) -> None:
    """Round 33, sl 15, newuser 14: the best "wins 9 of 12" above a good move that "wins 11
    of 12": the weaker move's line says it brings fewer game points on average."""
    from schnapsen.i18n import translate

    hs = _hints(1, 4)
    assert hs[1].wins > hs[0].wins
    tail = translate("search.why.fewer_points", lang, reason="")
    assert hs[1].text(lang, bare=True, listed=True).endswith(tail)
    assert not hs[0].text(lang, bare=True, listed=True).endswith(tail)


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_compared_with_itself_and_its_marriage(lang: str) -> None:
    """Round 33, cs 4: "Žaludský král – chyba. … než kdybyste se rozhodli zahrát žaludského
    krále a ohlásit žaludský pár": the same card with its marriage is said as such."""
    from types import SimpleNamespace
    from typing import Any, cast

    from schnapsen.i18n import translate
    from schnapsen.moves import Move
    from schnapsen.search.hint import _compared
    from schnapsen.search.reasons import CAUSE

    king, married = Move.parse("KC"), Move.parse("m:KC")
    h = Hint(king, -0.5, False, 12, 4, "search.why.lead.higher.suit")
    g = Hint(married, 1.0, False, 12, 9, "search.why.lead.higher.suit")
    stats = cast(Any, {king: SimpleNamespace(values=[-1.0] * 12),
                       married: SimpleNamespace(values=[1.0] * 12)})
    cause = _compared(h, g, stats, solo=True)
    assert cause[0] == "search.why.cause.vs.worse.marriage.solo"
    other = _compared(h, Hint(Move.parse("QC"), 1.0, False, 12, 9, "x"),
                      cast(Any, {**stats, Move.parse("QC"): SimpleNamespace(values=[1.0] * 12)}),
                      solo=True)
    assert other[0] == "search.why.cause.vs.worse.solo"
    from dataclasses import replace

    text = replace(h, params={"card": king, "higher": Move.parse("AC").card,
                              CAUSE: cause}).text(lang, bare=True, listed=True)
    assert translate("search.why.cause.vs.worse.marriage.solo", lang) in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_plan_after_the_reason_in_a_lost_deal(lang: str) -> None:
    """Round 33, hu 12: "Makk ász – a legkisebb veszteség. Utána adut hívsz, hogy kihúzd a
    kint lévő adukat. Biztosan elviszi ezt az ütést…": the reason first, the plan after it."""
    from schnapsen.i18n import translate
    from schnapsen.moves import Move
    from schnapsen.search.reasons import ALSO, CAUSE, why_text

    plan = ("search.why.cause.pulls.yes.solo.said", {"held": 9, "worlds": 12})
    params = {"card": Move.parse("AC").card, CAUSE: plan,
              ALSO: ("search.why.cause.wins.no.opp", {"held": 12, "worlds": 12})}
    text = why_text("search.why.lead.sure", params, lang, bare=True, listed=True, once=True)
    said = translate("search.why.cause.pulls.yes.solo.said", lang)
    reason = why_text("search.why.lead.sure", {"card": params["card"]}, lang, bare=True)
    assert said in text and reason in text, text
    assert text.index(reason) < text.index(said), text
