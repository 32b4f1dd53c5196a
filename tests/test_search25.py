"""Round 25 (blind native readers of the built book): the search's figures and reasons.
Each test here failed before its mend."""

from __future__ import annotations

import random

import schnapsen as s
from schnapsen.search import hint
from schnapsen.search.grade import GRADE_WORLDS, grade_hints
from schnapsen.search.hint import SAMPLE_DEALS
from schnapsen.search.playout import hidden_places
from schnapsen.search.review import review_deal
from schnapsen.search.worlds import WorldSampler


def _few_deals(limit: int = 3) -> list[tuple[s.Deal, int]]:
    """Positions of closed deals for two where fewer deals fit what the seat to move sees
    than a hint judges, with how many fit."""
    out = []
    for seed in range(1, 400):
        d = s.Deal.new("at", seed=seed)
        rng = random.Random(seed)
        while not d.is_over:
            seat = d.to_move
            assert seat is not None
            obs = d.observation(seat)
            if d.stage == "play" and hidden_places(obs) > 1 and len(d.legal_moves()) > 1:
                sampler = WorldSampler(obs, d.variant)
                if sampler.fits(SAMPLE_DEALS - 1):
                    n = len(sampler.all_worlds(limit=SAMPLE_DEALS))
                    if n > 1:
                        out.append((d.copy(), n))
                        break
            closes = [m for m in d.legal_moves() if m.kind == "close"]
            d.play(closes[0] if closes and len(d.tricks) >= 2 else rng.choice(d.legal_moves()))
        if len(out) >= limit:
            break
    assert len(out) >= limit
    return out


def test_hint_list_grade_and_review_count_the_same_deals() -> None:
    """Item 6 (sl/cs): the play widget's hint list (distinct deals) said "4 likely deals"
    where the grade and the review of the same move (deals drawn with repeats) said 12: where
    fewer deals fit than are asked for, every way of asking judges every one of them."""
    for d, n in _few_deals():
        seat = d.to_move
        assert seat is not None
        listed = hint(d, worlds=SAMPLE_DEALS, distinct=True)
        graded = grade_hints(d)
        assert {h.worlds for h in listed if not h.exact} == {n}
        assert {h.worlds for h in graded if not h.exact} == {n}
        assert all(h.every for h in graded if not h.exact)
        assert [(h.move, round(h.value, 9)) for h in listed] == \
            [(h.move, round(h.value, 9)) for h in graded]
        # the review of the move played there counts them too
        move = graded[-1].move
        played = d.copy()
        played.push(move)
        review = review_deal(played, seat, worlds=GRADE_WORLDS)
        last = review.decisions[-1]
        assert last.grade.worlds == n and last.grade.every


def _plain(html_text: str) -> str:
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", "", html_text))


def test_the_equal_marker_follows_the_value_it_compares() -> None:
    """Item 2 (hr): "(u prosjeku −0,5 boda igre; to vrijedi u 3 od 4 moguća rasporeda,
    jednako kao prethodni potez)": "as good as the move above" compares the value, so it
    stands right after it, before the count of deals, in every language."""
    from schnapsen.cards import Card
    from schnapsen.i18n import LANGUAGES, translate
    from schnapsen.moves import Move
    from schnapsen.search import Hint
    from schnapsen.search.reasons import CAUSE
    from schnapsen.widgets.play_hints import PlayHints, hint_value

    a, b = Card.parse("JH"), Card.parse("JD")
    cause = ("search.why.cause.takes.yes", {"held": 3, "worlds": 4})
    hints = [Hint(Move.play(c), -0.5, False, 4, 1, "search.why.under",
                  {"card": c, "best": Card.parse("AH"), CAUSE: cause}) for c in (a, b)]
    for lang in LANGUAGES:
        box = PlayHints(lang, lambda: "", lambda: hints, str, lambda: "german")
        box.hints = hints
        shown = _plain(box.html())
        equal = translate("ui.hint.equal", lang, value=hint_value(hints[1], lang))
        assert equal in shown, (lang, shown)
        counts = hints[1].figure(lang)
        assert counts and shown.index(equal) < shown.rindex(counts), (lang, shown)
