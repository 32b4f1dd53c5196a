"""Code helper c38a (sl, cs, earlier hr, hu): a review's better move and a past grade said in
the conditional, not by a hint's present-tense reason (sl "Bolje bi bilo izigrati srčnega
fanta: s to potezo najpogosteje dobiš igro", cs "tímto tahem vyhrajete rozdání nejčastěji");
the only legal card said with what it loses, not "this move loses the least".

The reviews and grades of seeded deals in every variant family are said with every catalogue
key they render recorded, each with the tense of the reason it is said in: the better move
("would") or the move played ("past")."""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest

import schnapsen as s
from schnapsen.bots import make_bot, play_deal
from schnapsen.i18n import MESSAGES, translate
from schnapsen.search.grade import grade
from schnapsen.search.hint import hint
from schnapsen.search.review import deal_at, review_deal

_i18n = importlib.import_module("schnapsen.i18n")
_explain = importlib.import_module("schnapsen.explain")
_reasons = importlib.import_module("schnapsen.search.reasons")

FAMILIES = ["at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66", "hr-3", "sl-4", "hu-3"]
SEEDS = (0, 1, 2)
LANGS = ("en", "hr", "sl", "hu", "cs")

#: keys a would/past reason may render as they are: they carry no verb of their own (joins,
#: the count of likely deals that wraps a clause, the share's words)
NEUTRAL = {
    "search.why.join": "joins two clauses, each in its own tense",
    "search.why.join.risk": "joins a risk and an outcome, each in its own tense",
    "search.why.join.risk.bad": "the same, joined without a 'but'",
    "search.why.best.by.though": "'{best}, though {risk}': joins two clauses",
    "search.why.fewer_points": "wraps a reason; said of the hint list's lines only",
    "search.why.cause.count": "'in 7 of the 12 likely deals {cause}': the count of a clause",
    "search.why.cause.count.all": "the same, every deal",
    "search.why.cause.count.all.no": "the same, every deal, negative clause",
    "search.why.cause.with.tried.all.short": "'in all 12 deals the search tried, {cause}'",
    "search.why.cause.with.tried.all.no.short": "the same, negative clause",
    "search.why.cause.with": "'{share} {cause}'",
    "search.why.cause.with.all": "'in all 12 likely deals, {cause}'",
    "search.why.cause.with.all.no": "the same, negative clause",
}
#: the keys this round gives a conditional (review) form: never rendered plainly in a would or
#: past reason
TWINNED = (
    "search.why.best.by.loses", "search.why.best.by.points", "search.why.best.by.wins",
    "search.why.cause.keeps.late", "search.why.cause.keeps.late.last",
    "search.why.cause.keeps.late.shut", "search.why.cause.keeps.marriage",
    "search.why.cause.keeps.marriage.draw", "search.why.cause.pulls.yes",
    "search.why.cause.pulls.yes.one", "search.why.cause.pulls.yes.one.said",
    "search.why.cause.pulls.yes.said", "search.why.cause.pulls.yes.solo",
    "search.why.cause.pulls.yes.solo.one", "search.why.cause.pulls.yes.solo.one.said",
    "search.why.cause.vs.better", "search.why.cause.vs.better.solo",
    "search.why.cause.vs.worse", "search.why.cause.vs.worse.marriage",
    "search.why.cause.vs.worse.marriage.solo", "search.why.cause.vs.worse.solo",
    "search.why.cause.vs.worse.won", "search.why.cause.vs.worse.won.solo", "search.why.claim",
    "search.why.claim.side", "search.why.line.least", "search.why.line.least.solo",
    "search.why.line.lost", "search.why.line.lost.solo", "search.why.line.only",
    "search.why.line.only.solo", "search.why.swap", "search.why.swap.cards",
    "search.why.swap.none", "search.why.top.higher.bare", "search.why.top.sure.bare",
    "search.why.top.trump.bare", "search.why.trump",
)

Seen = Counter[tuple[str, str]]


@pytest.fixture()
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Seen]:
    """Every key rendered inside a reason said as the better move ("would") or as the move
    played ("past"), counted."""
    seen: Seen = Counter()
    ctx: list[str] = []
    translate0: Callable[..., str] = _i18n.translate
    format0: Callable[..., str] = _explain.format_message
    why0: Callable[..., str] = _reasons.why_text

    def record(key: str) -> None:
        if ctx and ctx[-1]:
            seen[(ctx[-1], key)] += 1

    def t(key: str, lang: str = "en", /, **params: Any) -> str:
        record(key)
        return translate0(key, lang, **params)

    def f(key: str, params: Any = None, lang: str = "en", style: str = "german",
          deal: Any = None) -> str:
        record(key)
        return format0(key, params, lang, style, deal)

    def w(reason: str, params: Any, lang: str = "en", style: str = "german",
          figures: bool = True, bare: bool = False, note: bool = True, past: bool = False,
          would: bool = False, *more: Any, **kw: Any) -> str:
        ctx.append("past" if past else "would" if would else "")
        try:
            return why0(reason, params, lang, style, figures, bare, note, past, would, *more,
                        **kw)
        finally:
            ctx.pop()

    monkeypatch.setattr(_i18n, "translate", t)
    monkeypatch.setattr(_explain, "format_message", f)
    monkeypatch.setattr(_reasons, "why_text", w)
    yield seen


def _played(variant: str, seed: int) -> s.Deal:
    d = s.Deal.new(variant, seed=seed)
    play_deal(d, {i: make_bot("easy", seed=seed + i) for i in range(d.variant.players)})
    return d


def _said_plainly(seen: Seen) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for (tense, key), _ in seen.items():
        if key.startswith("search.why.") and key not in NEUTRAL:
            out.setdefault(tense, set()).add(key)
    return out


def _twinned(key: str, tense: str = "would") -> bool:
    """Whether ``key`` has a form of the review's to say it in ``tense`` ("would": the
    conditional, "past": the move played), or is one this round gives such a form."""
    rest = key.removeprefix("search.why.")
    if tense == "past":
        # the move played: by its own past form; a cause or the best move's comparison, by
        # the conditional where it has no past form (what its likely deals might have been)
        return ("review.did." + rest in MESSAGES
                or (key in TWINNED and key.startswith(("search.why.cause.",
                                                       "search.why.best.by."))))
    return key in TWINNED or "review.would." + rest in MESSAGES


def say_reviews(variant: str, seeds: Iterable[int], worlds: int) -> None:
    """Every decision of the reviews of ``variant``'s seeded deals said in English, as the
    review widget says them (its grade, its reasons and segments in the past): the recorder
    hears each key rendered."""
    for seed in seeds:
        r = review_deal(_played(variant, seed), 0, worlds=worlds)
        for x in r.decisions:
            x.grade.reasons("en", past=True)
            x.grade.segments("en", past=True)
            x.grade.text("en")


@pytest.mark.parametrize("variant", FAMILIES)
def test_a_review_says_no_twinned_reason_in_the_present(variant: str, recorder: Seen) -> None:
    """The review's better move (and the move played) says every comparison, the best move's
    "wins most often", what a kept card does later and the least loss in the conditional
    (sl "s to potezo najpogosteje dobiš igro" after "Bolje bi bilo ...")."""
    say_reviews(variant, SEEDS, 12)
    plain = _said_plainly(recorder)
    bad = sorted(k for tense in ("would", "past") for k in plain.get(tense, ())
                 if _twinned(k, tense))
    assert not bad, bad
    # the review's own forms were said
    assert any(k.startswith("review.would.") for _, k in recorder)


def test_every_twin_is_translated_and_conditional() -> None:
    """Each twin is in all five catalogues and says something other than its present form."""
    twins = [k for k in MESSAGES if k.startswith(("review.would.", "review.did."))
             and "search.why." + k.split(".", 2)[2].removesuffix(".alone") in TWINNED]
    assert len(twins) >= 60
    for key in twins:
        base = "search.why." + key.split(".", 2)[2].removesuffix(".alone")
        params: dict[str, Any] = {"won_in": 9, "worlds": 12, "other": s.Move.parse("close"),
                                  "card": s.Card.parse("AH"), "points": 2}
        for lang in LANGS:
            said = translate(key, lang, **params)
            assert not said.startswith(key), (key, lang)
            if base in MESSAGES:
                assert said != translate(base, lang, **params), (key, lang)


def test_the_better_moves_wins_most_often_in_the_conditional() -> None:
    """sl, cs: the reviewers' own examples."""
    from schnapsen.search.reasons import BEST_BY, GAIN_FIRST

    params: dict[str, Any] = {"card": s.Card.parse("JH"), "higher": s.Card.parse("AH"),
                              "points": 13, GAIN_FIRST: True,
                              BEST_BY: ("search.why.best.by.wins", {"won_in": 9, "worlds": 12})}
    said = {lang: _reasons.why_text("search.why.lead.higher.suit", params, lang, bare=True,
                                    would=True, listed=True) for lang in LANGS}
    assert said["en"].startswith("this move would win the deal most often (in 9 of 12)")
    assert "najpogosteje dobil" in said["sl"] and "dobiš igro" not in said["sl"]
    assert "byste" in said["cs"] and "vyhrajete" not in said["cs"]
    present = _reasons.why_text("search.why.lead.higher.suit", params, "en", bare=True,
                                listed=True)
    assert present.startswith("this move wins the deal most often")


def _forced_lost() -> tuple[s.Deal, int] | None:
    """A position of a seeded deal whose seat to move has one legal card and, every card's
    place known, loses."""
    for seed in range(40):
        d = _played("at", seed)
        for i in range(len(d.moves) - 1, 0, -1):
            before = deal_at(d, i)
            if len(before.legal_moves()) != 1 or before.to_move is None:
                continue
            h = hint(before, worlds=12)
            if h[0].exact and h[0].value < 0:
                return before, before.to_move
    return None


def test_the_only_legal_card_says_what_it_loses_not_the_least() -> None:
    """sl, cs: "the only card you may play ... but this move loses the least": one card has
    nothing to be compared with."""
    found = _forced_lost()
    assert found is not None
    before, seat = found
    hints = hint(before, seat, worlds=12)
    g = grade(hints, hints[0].move)
    loss = round(-hints[0].value)
    for lang in LANGS:
        text = g.text(lang).lower()
        assert translate("search.why.line.least.solo", lang, points=loss).lower() not in text
        assert translate("search.why.line.only.solo", lang, points=loss).lower() in text
    en = g.text("en").lower()
    assert "least" not in en
    assert f"with best play you lose {loss} game point" in en
    assert "najmanj" not in g.text("sl") and "nejméně" not in g.text("cs")
