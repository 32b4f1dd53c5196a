"""Code helper c39b: the Croatian card letters, the review forms left, number words beside a
count, hu brackets, hr lines (reader round 35)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import schnapsen as s
from schnapsen import Card
from schnapsen.cards import Rank
from schnapsen.i18n import MESSAGES, translate
from schnapsen.render.card import card_svg
from schnapsen.render.text import index_for, names_for
from schnapsen.search.reasons import _did
from schnapsen.search.review import review_deal
from tests import test_code38a
from tests.test_code38a import NEUTRAL, Seen, _played, say_reviews

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ("hr", "sl", "hu", "cs")


def _big_letter(svg: str) -> str:
    """The large letter in the middle of a drawn card face."""
    found = re.search(r'<text x="50" y="50"[^>]*>([^<]*)</text>', svg)
    assert found is not None, svg
    return found.group(1)


# 1. Croatian card letters ------------------------------------------------------------------

@pytest.mark.parametrize("style", ["german", "french"])
def test_hr_faces_show_d_for_baba_and_b_for_decko(style: str) -> None:
    # a Croatian player reads D = dama (baba) and B = Bube (dečko), as on the packs sold there
    names = names_for("hr")
    ober = card_svg(Card.parse("QH"), style, names=names)  # type: ignore[arg-type]
    unter = card_svg(Card.parse("JH"), style, names=names)  # type: ignore[arg-type]
    assert _big_letter(ober) == "D"
    assert _big_letter(unter) == "B"


@pytest.mark.parametrize("lang", ("en",) + EDITIONS)
def test_french_letters_come_from_the_catalogue(lang: str) -> None:
    # not a hard-coded table: the French deck's letters are the edition's data as the German's
    names = names_for(lang)
    french = index_for(names, "french", None)
    assert tuple(french[Rank(i)] for i in range(6)) == names.french_index
    german = index_for(names, "german", None)
    assert tuple(german[Rank(i)] for i in range(6)) == names.german_index


def _terms_row(lang: str, english: str) -> str:
    text = (ROOT / "schnapsen/i18n/locale" / lang / "TERMS.md").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith(f"| {english}"):
            return line
    raise AssertionError(f"no row {english!r} in {lang} TERMS.md")


@pytest.mark.parametrize("lang", EDITIONS)
def test_terms_name_the_letters_the_faces_show(lang: str) -> None:
    # each edition's TERMS.md row "Card corners" says the German deck's letters as drawn
    row = _terms_row(lang, "card corners")
    names = names_for(lang)
    shown = [names.german_index[i] for i in (5, 4, 3, 2, 1, 0)]  # Ace ... Nine
    assert "german: " + " ".join(shown) in row, row
    french = [names.french_index[i] for i in (5, 4, 3, 2, 1, 0)]
    assert "french: " + " ".join(french) in row, row


# 2. The review forms left -----------------------------------------------------------------

#: the reasons that had no review form (round 35): the better move says them in the
#: conditional, the move played by its own past form where it has one (the bids), else by
#: the conditional (what the likely deals might have been)
LEFT = (
    "search.why.lead.higher", "search.why.lead.higher.suit", "search.why.lead.higher.others",
    "search.why.lead.higher.others.bare",
    *(f"search.why.vs.wins{k}{solo}" for k in ("", ".all", ".none") for solo in ("", ".solo")),
    *(f"search.why.vs.points{k}{solo}" for k in ("", ".nolost", ".nowon")
      for solo in ("", ".solo")),
)
BIDS = ("search.why.call", "search.why.call.own", "search.why.contract", "search.why.kontra",
        "search.why.rekontra", "search.why.pass", "search.why.pass.trumps",
        "search.why.pass.kontra", "search.why.turn")
REVIEW_FAMILIES = ["hr-2", "sl-2", "hu-2", "cs-2", "de-66", "hr-3", "hr-4", "sl-3", "sl-4",
                   "hu-3", "hu-4"]


@pytest.fixture()
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Seen]:
    """code38a's recorder: every key rendered in a would / past reason, counted."""
    yield from test_code38a.recorder._get_wrapped_function()(monkeypatch)


def test_the_left_reasons_have_their_review_forms() -> None:
    for key in LEFT + BIDS:
        rest = key.removeprefix("search.why.")
        assert _did(key, False, True) == "review.would." + rest, key
        # the move played: its own past form, or the conditional
        assert _did(key, True, True) != key, key
    for key in BIDS:
        assert _did(key, True) == "review.did." + key.removeprefix("search.why."), key


@pytest.mark.parametrize("key", LEFT + BIDS)
def test_every_left_twin_is_translated_and_differs(key: str) -> None:
    rest = key.removeprefix("search.why.")
    params: dict[str, Any] = {
        "won_in": 7, "lost_in": 5, "worlds": 12, "card": s.Card.parse("QH"),
        "higher": s.Card.parse("AH"), "points": 14, "count": 2, "suit": s.Suit.HEARTS,
        "aim": "", "value": 2}
    forms = ["review.would." + rest] + (["review.did." + rest] if key in BIDS else [])
    for form in forms:
        assert form in MESSAGES, form
        for lang in ("en",) + EDITIONS:
            said = translate(form, lang, **params)
            assert not said.startswith(form), (form, lang)
            if lang != "en" or form.startswith("review.would."):
                assert said != translate(key, lang, **params), (form, lang, said)


@pytest.mark.parametrize("variant", REVIEW_FAMILIES)
def test_a_review_says_none_of_the_left_reasons_plainly(variant: str, recorder: Seen) -> None:
    """The recording test of code38a over more families (the games for three and four: the
    bidding) and the keys left: none is said in a review in its hint's present form."""
    # two deals a family, 8 deals a search: the suite's time (round 39: four deals at 12
    # took 330 test-seconds of the unit run); the families still meet the keys
    say_reviews(variant, range(2), 8)
    plain = sorted({(tense, key) for (tense, key) in recorder
                    if key in LEFT + BIDS and key not in NEUTRAL})
    assert not plain, plain
    assert any(k.startswith(("review.would.", "review.did.")) for _, k in recorder)


# 4. hu: no bracket inside a bracket -------------------------------------------------------

def _nested(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
            if depth >= 2:
                return True
        elif ch == ")":
            depth = max(0, depth - 1)
    return False


def test_a_name_with_a_bracket_set_in_a_bracket_says_it_after_a_comma() -> None:
    from schnapsen.explain import format_message

    d = s.Deal.new("hu-2", seed=0)
    said = format_message("search.why.cause.vs.better", {"other": s.Move.parse("m:KH")}, "hu",
                          deal=d)
    assert said.endswith("(piros húsz, a király kihívásával)"), said


@pytest.mark.parametrize("variant", ["hu-2", "hu-3", "hu-4"])
def test_no_hu_line_of_a_review_has_a_bracket_inside_a_bracket(variant: str) -> None:
    """The hu reviews and grades of seeded deals (hints' reasons, the better move, the move
    names: "mint a legjobb (piros negyven (a király kihívásával))")."""
    from schnapsen.explain import move_label
    from schnapsen.search.review import deal_at

    bad: list[str] = []
    for seed in range(2):
        d = _played(variant, seed)
        for i in range(len(d.moves)):
            before = deal_at(d, i)
            for m in before.legal_moves():
                label = move_label(m, "hu", deal=before)
                if _nested(label):
                    bad.append(label)
        r = review_deal(d, 0, worlds=6)
        for x in r.decisions:
            texts = [x.grade.text("hu"), *x.grade.reasons("hu", past=True)]
            bad += [t for t in texts if isinstance(t, str) and _nested(t)]
    assert not bad, bad[:5]


# 5. hr: the own-card call names no partner --------------------------------------------------

def _own_calls() -> list[tuple[s.Deal, s.Move]]:
    """Positions of seeded hr-4 deals at the call, with a callable card the caller holds."""
    import random

    found: list[tuple[s.Deal, s.Move]] = []
    for seed in range(30):
        d = s.Deal.new("hr-4", seed=seed)
        rng = random.Random(seed)
        while d.to_move is not None and len(found) < 3:
            seat = d.to_move
            own = [m for m in d.legal_moves() if m.kind == "call" and m.card is not None
                   and m.card in d.hand(seat)]
            if own:
                found.append((d.copy(), own[0]))
                break
            d.play(rng.choice(d.legal_moves()))
        if len(found) >= 3:
            break
    return found


@pytest.mark.parametrize("lang", ("en",) + EDITIONS)
def test_a_call_of_ones_own_card_names_no_partner(lang: str) -> None:
    from schnapsen.explain import explain, move_label

    cases = _own_calls()
    assert cases
    partner = {"en": "partner", "hr": "partner", "sl": "soigralec", "hu": "társad",
               "cs": "spoluhráč"}[lang]
    for d, m in cases:
        said = explain(d, m).text_in(lang)
        assert partner not in said, said
        label = move_label(m, lang, deal=d)
        assert label != move_label(m, lang), label
        assert label.endswith(("without a partner", "bez partnera", "brez soigralca",
                               "partner nélkül", "bez spoluhráče")), label


def test_a_link_target_is_no_bracket_of_the_sentence() -> None:
    from schnapsen.i18n import unnest_brackets

    text = "(lásd a [szabályokat](rules.md) (a könyv olvasata))"
    assert unnest_brackets(text) == "(lásd a [szabályokat](rules.md), a könyv olvasata)"
    assert unnest_brackets("[a](b) és [c](d)") == "[a](b) és [c](d)"
