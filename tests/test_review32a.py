"""Round 31's review: the turning point names a missed decision of another kind first and says
what happened to its trick (never likely deals of it, no praise of a mistake); the review's
counts at a sentence's start in words; a claim after trick N, not in trick N + 1; a reply
missed in the mistake's own trick not named twice."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.bots import make_bot, play_deal
from schnapsen.moves import Move
from schnapsen.search.review import Missed
from schnapsen.widgets.play_review import PlayReview
from tests.test_review_widget import plain


def _review(seed: int, lang: str) -> PlayReview:
    deal = Deal.new("at", seed=seed)
    play_deal(deal, {0: make_bot("easy", seed=seed), 1: make_bot("medium", seed=seed + 1)})
    r = PlayReview(lang, lambda: "german", worlds=12)
    r.open(deal, 0)
    return r


@pytest.mark.parametrize("lang, missed, happened", [
    ("en", "before trick 2: you did not close the talon", "You took that trick"),
    ("hr", "prije 2. štiha: umjesto da zatvorite talon, odlučili ste izaći",
     "Taj ste štih uzeli vi"),
    ("sl", "pred 2. štihom: namesto da bi zaprl talon, si se odločil izigrati",
     "Ta štih si pobral ti"),
    ("cs", "před 2. štychem: místo abyste zavřeli talón, rozhodli jste se vynést",
     "Tento štych jste vzali vy"),
])
def test_turning_point_names_the_missed_close_first(lang: str, missed: str,
                                                    happened: str) -> None:
    r = _review(8, lang)  # the close was better than the King of Hearts led before trick 2
    turning = plain(r.summary_lines()[1])
    assert missed in turning and happened in turning
    assert " 12 " not in turning  # no likely deals of a trick already played


def test_turning_point_of_a_mistake_praises_nothing() -> None:
    for lang, words in (("en", ("only 14", "for later")), ("hr", ("samo 14", "za poslije")),
                        ("sl", ("le 14", "za pozneje"))):
        r = _review(9, lang)
        r.go(r.review.turning_point.index)  # type: ignore[union-attr]
        said = " ".join(plain(x) for x in r.summary_lines() + r.step_lines())
        assert not any(w in said for w in words), (lang, said)


@pytest.mark.parametrize("lang, words", [
    ("hr", ["Jedan ste potez odigrali", "Jedan potez nije uračunat"]),
    ("cs", ["U jednoho tahu", "Jeden tah se nehodnotí"]),
    ("sl", ["Pri eni potezi", "Ena poteza ni upoštevana"]),
    ("en", ["One move is not counted"]),
])
def test_review_counts_in_words(lang: str, words: list[str]) -> None:
    tally = plain(_review(1, lang).summary_lines()[0])
    assert all(w in tally for w in words), tally


def test_claim_is_listed_after_the_trick_before_it() -> None:
    r = PlayReview("hr", lambda: "german")
    assert r._where(10, Move.parse("claim")) == "nakon 9. štiha"
    assert r._where(10, Move.parse("TH")) == "10. štih"


def test_missed_reply_in_the_mistakes_own_trick_named_once() -> None:
    r = _review(9, "hr")
    assert r.review is not None and r.review.turning_point is not None
    tp = r.review.turning_point
    r._missed = (r.review, Missed(tp, tp.index + 1, tp.trick, saved=True))
    line = r.missed_line()
    assert line.count(f"{tp.trick}. štih") == 1 and "u tom istom" in line, line


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "cs"])
def test_a_trick_of_the_history_is_one_sentence(lang: str) -> None:
    """Round 31, hr further 4: the trick, who took it, the points, the total and the draws in
    one sentence per trick; cs one form for "you took" ("štych jste vzali vy")."""
    import html
    import re

    from schnapsen.moves import MoveKind
    from schnapsen.widgets import PlayWidget
    from tests.test_widgets import html_text

    w = PlayWidget(seed=3, lang=lang)
    for _ in range(4):
        w.ask_claim.value = False
        w.play([m for m in w.deal.legal_moves() if m.kind == MoveKind.CARD][0])
    lines = [html.unescape(html_text(p))
             for p in re.findall(r"<p[^>]*>.*?</p>", w.history.value, re.S)]
    tricks = [x for x in lines if re.match(r"\d+\. ", x)]
    assert len(tricks) >= 4
    for line in tricks:
        body = re.sub(r"^\d+\. ", "", line)
        # round 33 (cs, hr): the trick with its points and total, then the draws: two at most
        assert len(re.findall(r"[.!?] \S", body)) <= 1, line
    if lang == "cs":
        assert "štych jste vzali vy" in " ".join(tricks)


@pytest.mark.parametrize("lang, words", [
    ("en", "no more cards would be drawn"),
    ("hr", "više se ne bi vuklo"),
    ("sl", "iz talona se ne bi več kupovalo"),
    ("cs", "pak by se už nedobíralo"),
])
def test_the_better_close_is_said_in_the_conditional(lang: str, words: str) -> None:
    """Round 31 (sl, cs): the better move's reason in the review in the conditional."""
    assert words in plain(_review(8, lang).summary_lines()[2])


@pytest.mark.parametrize("lang, words", [
    ("en", "and still lead afterwards, so the exchange would cost nothing"),
    ("sl", "desetko, in ostal na štihu; zamenjava te ne bi nič stala"),
    ("cs", "byste si vzali otočenou kartu"),
    ("hr", "zamijenili biste"),
])
def test_the_better_exchange_is_said_in_the_conditional(lang: str, words: str) -> None:
    from schnapsen.cards import Card, Rank, Suit
    from schnapsen.search.reasons import why_text

    params = {"card": Card(Suit.parse("C"), Rank.parse("T")), "rank": Rank.parse("J")}
    said = why_text("search.why.exchange.first", params, lang, would=True)
    assert words in said, said


def test_the_better_cause_is_said_in_the_conditional() -> None:
    from schnapsen.search.reasons import _did

    assert _did("search.why.cause.marriage.no.opp", False, True) != (
        "search.why.cause.marriage.no.opp")
    from schnapsen.i18n import translate

    assert "byste tím soupeře nepustili" in translate("review.would.cause.marriage.no.opp", "cs")


@pytest.mark.parametrize("lang, words", [
    ("en", "before trick 2: you did not take the turned"),
    ("hr", "prije 2. štiha: umjesto da zamijenite adutskog dečka za okrenutu kartu"),
    ("sl", "pred 2. štihom: nisi zamenjal aduta"),
    ("cs", "před 2. štychem: místo abyste vyměnili trumfového spodka"),
])
def test_a_missed_exchange_is_named_first(lang: str, words: str) -> None:
    """Round 31, hr worst 1: "Before the 3rd trick you did not exchange the trump jack"."""
    from dataclasses import replace

    r = _review(8, lang)
    assert r.review is not None and r.review.turning_point is not None
    tp = r.review.turning_point
    g = replace(tp.grade, best=replace(tp.grade.best, move=Move.parse("x")))
    assert words in r.missed_decision(replace(tp, grade=g))
