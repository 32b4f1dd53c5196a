"""Hint and review lines that repeat themselves (issue 25, native editors after the round-20
blind readers): each test names the line it was found in."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.i18n import translate
from schnapsen.search.cause import Facts, own_clause, stated
from schnapsen.search.reasons import BARE, CAUSE, cause_text, figure_text, why_text

LANGS = ("en", "hr", "sl", "hu", "cs")

#: a lead's parameters for every reason of :data:`BARE`: the card led the only Heart, so that
#: the word for Hearts tells whether the reason names it
_LEAD = {"card": s.Card.parse("QH"), "higher": s.Card.parse("AS"), "points": 14,
         "kept": s.Card.parse("AD"), "total": 40, "best": s.Card.parse("AC")}
_HEARTS = {"en": "Hearts", "hr": "srca", "sl": "srčn", "hu": "piros", "cs": "červen"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_lead_said_after_its_name_does_not_name_it_again(lang: str) -> None:
    """cs review: "Lepší by bylo zahrát červeného svrška: vynášíte červeného svrška: když
    tento štych vezme …": said right after the move's name (``bare``), a lead's reason leaves
    out its opening and keeps the rest; said alone, it still names the card led."""
    for key in sorted(BARE):
        full = why_text(key, _LEAD, lang)
        bare = why_text(key, _LEAD, lang, bare=True)
        assert translate(key + ".bare", lang) != key + ".bare", (lang, key)
        assert "{" not in bare and len(bare) < len(full), (lang, key, bare)
        assert _HEARTS[lang] in full, (lang, key, full)
        assert _HEARTS[lang] not in bare, (lang, key, bare)
    # a reason that does not open with the move is said the same either way
    params = {"card": s.Card.parse("QH"), "seat": 2, "points": 3}
    assert why_text("search.why.give", params, lang, bare=True) == \
        why_text("search.why.give", params, lang)


def test_the_hint_list_and_the_review_say_the_lead_without_its_opening() -> None:
    """The hint list's lines and the grade's "better was" open with the move's name: their
    reasons are said bare (en "Ober of Hearts: you lead the Ober of Hearts: ..." before)."""
    from schnapsen.search.hint import Hint

    h = Hint(s.Move.parse("QH"), 0.5, False, 12, 6, "search.why.lead.higher.suit", dict(_LEAD))
    for lang in LANGS:
        assert h.text(lang, bare=True) == why_text(h.reason, h.params, lang, bare=True)
        line = translate("ui.hint.item", lang, choice="X", reason=h.text(lang, bare=True))
        assert _HEARTS[lang] not in line, line


@pytest.mark.parametrize("key", ["search.why.marriage.reach", "search.why.marriage.reach.solo",
                                 "search.why.take.reach", "search.why.take.reach.side"])
def test_a_reason_that_ends_in_the_claim_takes_no_claim_cause(key: str) -> None:
    """cs practice: "… takže můžete ohlásit „dost“; tento štych berete vy a pak hlásíte
    „dost“": a reason that ends "enough to claim" states the claim, so no cause says it
    again (every edition: the cause is left out before the words are chosen)."""
    assert "claims" in stated(key, {})
    assert "claims" in stated("search.why.keeps.ace", {"then": (key, {})})
    assert "claims" not in stated("search.why.take", {})
    for lang in LANGS:
        said = translate(key, lang, suit="", card="", points=20, total=66)
        claim = translate("search.why.cause.claims.yes.solo", lang)
        assert claim not in said


def _claims(seat: int, claimers: dict[int, int]) -> Facts:
    f = Facts(s.Move.parse("AH"), worlds=12, played_out=12, seat=seat)
    f.apply.update(("takes", "claims"))
    f.counts.update(takes=10, claims=sum(claimers.values()))
    f.claimers.update(claimers)
    return f


def test_a_partner_who_claims_is_named() -> None:
    """sl daily puzzle: "tvoja stran pobere ta štih in nato reče »dovolj«" where it is the
    partner who claims: the seat that claims is named where it is not the reader; the side's
    form stays where the reader claims in a line, and "you" where the reader plays alone."""
    key, params = own_clause(_claims(0, {2: 9}), "claims", True, two=False)
    assert key == "search.why.cause.claims.yes.seat" and params["seat"] == 2, (key, params)
    assert params["held"] == 9
    assert own_clause(_claims(0, {0: 5, 2: 4}), "claims", True, False)[0] == \
        "search.why.cause.claims.yes"
    assert own_clause(_claims(0, {0: 9}), "claims", True, False)[0] == \
        "search.why.cause.claims.yes"
    assert own_clause(_claims(0, {0: 9}), "claims", True, False, solo=True)[0] == \
        "search.why.cause.claims.yes.solo"
    for lang in LANGS:
        said = cause_text((key, params), lang)
        assert "{" not in said and "2" in said, said
        assert said != cause_text(("search.why.cause.claims.yes", {"held": 9, "worlds": 12}),
                                  lang)


def test_the_figure_after_the_share_does_not_name_the_deals_again() -> None:
    """A new reader (en): "in half of the likely deals, you take this trick (+0.4…; 6 of the
    12 likely deals)": the figures follow the share, which has named the likely deals: en "6
    of 12", inline and apart (the other editions' figures apart keep their own lead-in)."""
    cause = ("search.why.cause.takes.yes.solo", {"held": 6, "worlds": 12})
    params = {"card": s.Card.parse("TH"), "points": 10, "total": 30, CAUSE: cause}
    words = why_text("search.why.take", params, "en", figures=False)
    assert "in half of the likely deals" in words
    assert figure_text(params, "en") == "6 of 12"
    assert cause_text(cause, "en").endswith("(6 of 12)")
    for lang in LANGS:
        assert figure_text(params, lang) == translate(
            "search.why.cause.figure", lang, held=6, worlds=12)
        assert cause_text(cause, lang).endswith(
            translate("search.why.cause.figure.after", lang, held=6, worlds=12) + ")")
