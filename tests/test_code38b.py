"""code38b: native editors' "needs code" items.

1. A count equal to the number of deals judged is said "in all 12" (sl "v vseh 12", cs "ve
   všech 12", hr "u svih 12", hu "mind a 12"), not "in 12 of 12".
2. The verdict "a mistake (it loses {loss} more than the smallest loss)" has whole-number
   twins with the plural (cs "o 1 herní bod", sl "za 1 točko").
3. The trick log says a marriage that now counts as a sentence of its own, not joined to the
   draws with a comma.
4. A hint does not say the same count or the same last-trick fact twice."""

from __future__ import annotations

import re
from typing import Any

import pytest

import schnapsen.teach  # noqa: F401  (registers the book's texts)
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import Move

#: "12 of 12" in each edition's words
SAME_COUNT = {
    "en": re.compile(r"\b(\d+) of (?:the )?\1\b"),
    "sl": re.compile(r"\bv (\d+) od \1\b"),
    "hr": re.compile(r"\bu (\d+) od \1\b"),
    "cs": re.compile(r"\bv(?:e)? (\d+) z(?:e)? \1\b"),
    "hu": re.compile(r"\b(\d+) (?:közül|lehetséges leosztásból) \1 esetben"),
}
ALL_WORDS = {"en": "in all 12", "sl": "v vseh 12", "cs": "ve všech 12", "hr": "u svih 12",
             "hu": "mind a 12"}


def _card(text: str) -> Any:
    card = Move.parse(text).card
    assert card is not None
    return card


def _hint(move: str, value: float, wins: int, params: dict[str, Any] | None = None) -> Any:
    from schnapsen.search.hint import Hint

    return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                {"card": _card(move), "points": 4, "total": 12, **(params or {})}, solo=True)


# ---------------------------------------------------------------------------------------
# 1. "in all 12"

def test_what_it_wins_in_every_deal_says_all() -> None:
    from schnapsen.search.hint import _what_it_wins
    from schnapsen.search.playout import MoveStats
    from schnapsen.search.reasons import short_key

    h = _hint("AH", 1.5, 12)
    st = MoveStats(h.move)
    for _ in range(12):
        st.add(2.0)
    for by_wins in (True, False):
        for solo in (True, False):
            key, params = _what_it_wins(h, st, by_wins, solo)
            for short in (False, True):
                for lang in LANGUAGES:
                    said = translate(short_key(key, short), lang, **params)
                    assert not SAME_COUNT[lang].search(said), (lang, key, said)
                    assert ALL_WORDS[lang] in said, (lang, key, said)


def test_best_by_wins_in_every_deal_says_all() -> None:
    from schnapsen.search.hint import _best_by

    by = _best_by([_hint("AH", 1.5, 12), _hint("QS", 0.2, 7)])
    assert by is not None
    for lang in LANGUAGES:
        said = translate(by[0], lang, **by[1])
        assert not SAME_COUNT[lang].search(said), (lang, said)
        assert ALL_WORDS[lang] in said, (lang, said)


@pytest.mark.parametrize("who", ["", ".opp", ".unknown"])
def test_best_lost_in_every_deal_says_all(who: str) -> None:
    from schnapsen.search.hint import _lost_beside_best
    from schnapsen.search.reasons import ALSO, CAUSE

    cause = ("search.why.cause.wins.no" + who, {"held": 12, "worlds": 12, "negative": False})
    hints = _lost_beside_best([_hint("AH", -1.0, 0), _hint("QS", -1.2, 0, {CAUSE: cause})])
    also = hints[1].params.get(ALSO)
    assert also is not None and also[0].startswith("search.why.best.lost")
    for lang in LANGUAGES:
        for form in (also[0], "review.would" + also[0].removeprefix("search.why")):
            said = translate(form, lang, **{**also[1], "other": "x"})
            assert not SAME_COUNT[lang].search(said), (lang, form, said)


def _seeded_texts(lang: str) -> list[str]:
    from schnapsen.widgets.play import PlayWidget

    out = []
    for seed in range(1, 7):
        w = PlayWidget(seed=seed, lang=lang)
        if w.deal.to_move != w.seat or not w.show_hint():
            continue
        out.append(re.sub(r"<[^>]+>", " ", w.hint_box.value))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_seeded_hints_never_say_n_of_n(lang: str) -> None:
    texts = _seeded_texts(lang)
    assert texts
    for said in texts:
        assert not SAME_COUNT[lang].search(said), said


# ---------------------------------------------------------------------------------------
# 2. the smallest loss's whole twins

WHOLE_ONE = {"en": "1 game point more", "cs": "o 1 herní bod", "sl": "izgubiš 1 točko",
             "hr": "1 bod igre", "hu": "1 játszmaponttal"}


@pytest.mark.parametrize("exact", ["", ".exact"])
def test_mistake_least_whole(exact: str) -> None:
    from schnapsen.search.grade import points_message

    for lang in LANGUAGES:
        said = points_message("ui.hint.verdict.mistake.least" + exact, 1.0, lang)
        assert WHOLE_ONE[lang] in said, (lang, said)
        assert "1,0" not in said and "1.0" not in said, (lang, said)
        two = points_message("ui.hint.verdict.mistake.least" + exact, 2.0, lang)
        assert "2" in two and "2,0" not in two and "2.0" not in two, (lang, two)


# ---------------------------------------------------------------------------------------
# 3. the marriage that counts: a sentence of its own

@pytest.mark.parametrize("lang", LANGUAGES)
def test_marriage_counts_is_its_own_sentence(lang: str) -> None:
    """The bot's marriage waits for its first trick (seed 6): the trick's line says it counts
    now as a sentence of its own, its full stop kept (cs "Tím se započetla i hláška (40
    bodů), vy jste si dobrali ..." joined it to the draws)."""
    from schnapsen.widgets.play import PlayWidget
    from tests.test_play_story import _lines, _play_out

    w = PlayWidget("at", seed=6, seat=1, lang=lang)
    _play_out(w)
    text = " ".join(_lines(w.history.value))
    counts = translate("ui.history.marriage.counts", lang, points=40)
    assert counts in text, text


# ---------------------------------------------------------------------------------------
# 4. nothing said twice

def test_a_sure_last_trick_is_not_said_again_by_the_line() -> None:
    from schnapsen.search.reasons import THEN, why_text

    for solo in ("", ".solo"):
        for lang in LANGUAGES:
            params = {"card": _card("AH"), THEN: ("search.why.line.all" + solo, {"count": 1})}
            said = why_text("search.why.lead.sure.last", params, lang, listed=True)
            line = translate("search.why.line.all" + solo, lang, count=1)
            assert line.lower() not in said.lower(), (lang, said)


def test_best_by_wins_does_not_say_its_count_again() -> None:
    from schnapsen.search.reasons import ALSO, BEST_BY, CAUSE, GAIN_FIRST, why_text

    for lang in LANGUAGES:
        params = {"card": _card("KH"), "higher": _card("AH"), "points": 15, GAIN_FIRST: True,
                  BEST_BY: ("search.why.best.by.wins", {"won_in": 3, "worlds": 12}),
                  CAUSE: ("search.why.cause.wins.yes.solo",
                          {"held": 3, "worlds": 12, "negative": False}),
                  ALSO: ("search.why.vs.wins.solo", {"won_in": 3, "worlds": 12})}
        said = why_text("search.why.lead.higher.suit", params, lang, listed=True)
        assert len(re.findall(r"\b3\b", said)) == 1, (lang, said)


# ---------------------------------------------------------------------------------------
# 5. the reader's consecutive moves in a solution line: one sentence

def _exchange_then_close() -> tuple[Any, int, tuple[Move, ...]]:
    """A seeded deal played on to where the reader, on lead, may exchange the trump card and
    then close the talon: the deal, the seat and the line (exchange, close, a lead)."""
    from schnapsen.widgets.play import PlayWidget

    x, close = Move.parse("x"), Move.parse("close")
    for seed in range(1, 40):
        w = PlayWidget("at", seed=seed, seat=0)
        d = w.deal.copy()
        while not d.is_over and d.to_move is not None:
            if d.to_move == 0 and x in d.legal_moves():
                after = d.copy()
                after.push(x)
                if close in after.legal_moves():
                    after.push(close)
                    lead = after.legal_moves()[0]
                    return d, 0, (x, close, lead)
            d.push(d.legal_moves()[0])
    raise AssertionError("no seeded deal lets the reader exchange and close")


AND = {"en": " and ", "hr": " i ", "sl": " in ", "hu": " és ", "cs": " a "}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_readers_moves_in_a_row_are_one_sentence(lang: str) -> None:
    from schnapsen.explain import move_act
    from schnapsen.teach.practice import _line_text

    deal, me, line = _exchange_then_close()
    steps, _ = _line_text(deal.copy(), me, line, lang)
    label = translate("practice.solution.move.you", lang, choice="").split("{")[0].strip(" .")
    joined = " ".join(steps)
    assert joined.count(label) <= 1 if label else True, (lang, steps)
    x_verb = move_act(line[0], lang, deal=deal).verb
    close_verb = move_act(line[1], lang).verb
    said = next(s for s in steps if x_verb in s)
    assert close_verb in said and AND[lang] in said, (lang, steps)
