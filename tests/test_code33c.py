"""Round 32's hu reader (code33c): an unfilled ``{card.acc}`` in a live hint at the last trick
before the talon runs out, on the Hungarian source's rules (the deal ends the moment a seat
has 66, so in the worse move's lines nobody draws the turned trump card: the clause of who
draws it had no card to name); the trick log's owner marks and draws, worded by each
edition."""

from __future__ import annotations

import random

import pytest

from schnapsen import Deal
from schnapsen.moves import MoveKind
from schnapsen.search.cause import Facts, own_clause, said_of
from schnapsen.search.grade import grade
from schnapsen.search.hint import SAMPLE_DEALS, hint
from schnapsen.variants import VARIANTS, Variant

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _variants() -> list[Variant]:
    out = []
    for vid in ("hu-2", "at", "hr-2", "sl-2", "cs-2"):
        v = VARIANTS[vid]
        out.append(v)
        if v.source_rules:  # the edition's chapter opens on the source's rules
            out.append(v.with_options(**v.source_options()))
    return out


def _talon_end(v: Variant, seed: int) -> list[Deal]:
    """A seeded deal played at random to the last trick before the talon runs out (two
    cards left to draw): at its leader's turn, and at its follower's after a card led."""
    rng = random.Random(seed)
    d = Deal.new(v, seed=seed)
    while not d.is_over and d.talon_size > 2:
        cards = [m for m in d.legal_moves() if m.kind == MoveKind.CARD]
        d.push(rng.choice(cards or list(d.legal_moves())))
    if d.is_over or d.talon_size != 2:
        return []
    out = [d.copy()]
    cards = [m for m in d.legal_moves() if m.kind == MoveKind.CARD]
    if cards:
        d.push(rng.choice(cards))
        if not d.is_over and d.talon_size == 2:
            out.append(d)
    return out


def _texts(d: Deal) -> list[tuple[str, str]]:
    """Every language's hint lines (as the hint list and as a line of its own), grades and
    the review's sentences of each move, with their language."""
    hints = hint(d, seat=d.to_move, worlds=SAMPLE_DEALS)
    out = []
    for h in hints:
        g = grade(hints, h.move, d)
        for lang in LANGS:
            out += [(lang, h.text(lang, bare=True, listed=True, once=True)),
                    (lang, h.text(lang)), (lang, g.text(lang))]
            out += [(lang, words) for words, _ in g.segments(lang, past=True)]
    return out


def test_the_hu_source_rules_hint_at_the_talon_end_names_the_turned_card() -> None:
    """The reader's position: hu-2 on the source's rules, seed 10, the last trick before
    the talon runs out: the Ace of Bells's line said "(a {card.acc})" (it failed so)."""
    v = VARIANTS["hu-2"]
    v = v.with_options(**v.source_options())
    found = 0
    for seed in (8, 10, 13):  # the follower's AC, the follower's TC, the leader's TC
        for d in _talon_end(v, seed):
            for lang, t in _texts(d):
                assert "{" not in t and "}" not in t, (seed, lang, t)
                found += 1
    assert found


@pytest.mark.parametrize("v", _variants(), ids=lambda v: v.id + str(len(v.changed_options())))
def test_no_hint_or_grade_at_the_talon_end_leaves_a_placeholder(v: Variant) -> None:
    seen = 0
    for seed in range(6 if v.source_rules or v.id == "hu-2" else 3):
        for d in _talon_end(v, seed):
            seen += 1
            for lang, t in _texts(d):
                assert "{" not in t and "}" not in t, (v.id, seed, lang, t)
    assert seen >= 3


def test_the_turned_card_is_not_said_of_a_move_whose_lines_never_draw_it() -> None:
    """A move after which the deal ends before the last draw (the source's rules: 66 ends
    it at once): who draws the turned card is no fact of its lines."""
    from schnapsen.moves import Move

    f = Facts(Move.parse("AD"), worlds=12)
    f.apply.update(("takes", "last"))
    assert not said_of(f, "turned")
    f.apply.add("turned")
    f.turned_card = Move.parse("TC").card
    assert said_of(f, "turned")
    assert own_clause(f, "turned", False, True)[1]["card"] == f.turned_card


def _history(lang: str, seed: int) -> str:
    import html

    from tests.test_widgets import html_text

    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PlayWidget

    w = PlayWidget(seed=seed, lang=lang)
    i = 0
    while not w.deal.is_over:
        legal = w.deal.legal_moves()
        cards = [m for m in legal if m.kind == MoveKind.CARD] or legal
        w.ask_claim.value = False
        assert w.play(cards[i % len(cards)])
        i += 1
    return html.unescape(html_text(w.history.value))


def test_the_hu_trick_log_says_whose_each_card_is_and_joins_the_draws() -> None:
    """Round 32, hu worst 2: "piros felső (te), piros király (az ellenfeled) … az ellenfeled
    húzott egy lapot és a tök ászt húztad" -> "(a tiéd)", "(az ellenfeledé)", "…húzott egy
    lapot, te pedig a tök ászt húztad"."""
    text = _history("hu", 3)
    assert "(te)" not in text and "(az ellenfeled)" not in text, text
    # (q33hu: in a game for two each card is said with its player's verb, no owner marks)
    assert "Te a piros ászt hívtad, az ellenfeled a zöld alsót tette rá" in text, text
    assert "húzott egy lapot, te pedig a " in text, text
    assert "húzott egy lapot és a " not in text, text
    assert ", az ellenfeled pedig húzott egy lapot" in text, text  # the reader's draw first
    assert "{" not in text


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "cs"])
def test_the_new_history_keys_keep_every_other_editions_text(lang: str) -> None:
    """The owner keys and the second draw's keys say in en, hr, sl and cs what the line said
    before them: the card with its player as ``ui.history.card``, the draw after "and"."""
    from schnapsen.cards import Card
    from schnapsen.explain import format_message, names_only
    from schnapsen.i18n import translate
    from schnapsen.widgets._common import seat_word
    from schnapsen.widgets.play_history import clause

    ace = Card.parse("AD")
    for s in (0, 1):
        seat = seat_word(s, 0, lang, 2)
        key = "ui.history.card." + ("you" if s == 0 else "opp")
        assert translate(key, lang, card="X", seat=seat) == translate(
            "ui.history.card", lang, card="X", seat=seat)
    if lang != "en":  # round 33: hr, sl and cs join the second draw their own way (code35d)
        return
    and_ = translate("ui.result.and", lang)
    for key, params in (("ui.history.drew.you", {"card": ace}),
                        ("ui.history.turned.you", {"card": ace}),
                        ("ui.history.drew.opp", {"seat": 1, "count": 1}),
                        ("ui.history.turned.opp", {"seat": 1, "card": ace})):
        after = key + (".after_opp" if key.endswith("you") else ".after_you")
        said = format_message(key, names_only(params), lang)
        joined = format_message(after, {**names_only(params), "before": "B"}, lang)
        assert joined == "B" + and_ + clause(said), (lang, joined)
