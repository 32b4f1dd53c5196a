"""Round 28 blind readers (code28a): a fact said twice in a listed reason, a count of none."""
from __future__ import annotations

import pytest

LANGS = ("en", "hr", "sl", "hu", "cs")


def test_a_listed_reason_says_the_deals_won_once() -> None:
    """cs worst 1: "V 10 z 12 ... rozdání vyhrajete. Rozdání vyhrajete v 10 z 12 ... a
    prohrajete ve 2."; hr: "U 11 od 12 ... pobjeđuje protivnik. Tim potezom dobivate
    dijeljenje u 1 od 12 ..., a gubite ga u 11". A cause that counts the deals won (or lost)
    already says what the clause on what the move wins would say again: that clause is left
    out of the hint list's line."""
    from schnapsen.cards import Card, Rank, Suit
    from schnapsen.search.reasons import ALSO, CAUSE, why_text

    card = Card(Suit.ACORNS, Rank.TEN)
    for cause, won, lost in ((("search.why.cause.wins.yes", 10), 10, 2),
                             (("search.why.cause.wins.no.opp", 11), 1, 11)):
        params = {"card": card, "points": 14, "total": 14,
                  CAUSE: (cause[0], {"held": cause[1], "worlds": 12}),
                  ALSO: ("search.why.vs.points", {"won_in": won, "lost_in": lost,
                                                  "worlds": 12, "mean": 0.5})}
        for lang in LANGS:
            said = why_text("search.why.take", params, lang, listed=True)
            assert said.count("12") == 1, (lang, said)
    # another cause (the trick taken) keeps the clause on the deal
    params = {"card": card, "points": 14, "total": 14,
              CAUSE: ("search.why.cause.takes.yes", {"held": 10, "worlds": 12}),
              ALSO: ("search.why.vs.points", {"won_in": 10, "lost_in": 2, "worlds": 12,
                                              "mean": 0.5})}
    assert why_text("search.why.take", params, "en", listed=True).count("12") == 2


def test_a_deal_won_in_none_of_the_likely_deals_is_not_won_in_0() -> None:
    """hu worst 2: "12 lehetséges leosztásból 0 esetben megnyered a partit": none, not 0."""
    from schnapsen.cards import Card
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint, _what_it_wins
    from schnapsen.search.playout import MoveStats
    from schnapsen.search.reasons import ALSO, why_text

    move = Move.play(Card.parse("AH"))
    st = MoveStats(move)
    for v in [-1.0] * 12:
        st.add(v)
    h = Hint(move, st.mean, False, 12, 0, "x")
    for solo in (False, True):
        clause = _what_it_wins(h, st, by_wins=True, solo=solo)
        for lang in LANGS:
            said = why_text("search.why.lead.sure", {"card": move.card, ALSO: clause}, lang)
            assert " 0 " not in said and "{" not in said, (lang, said)


def test_a_guided_grade_says_its_value_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """cs: "V číslech: váš tah má hodnotu +0,3. Jsou to ... (celkem 12). V číslech: váš tah
    má hodnotu +0,3.": a grade that ends in the search's note, after a grade with the same
    measure, had its note replaced by the figures, the figures with the measure kept."""
    import html

    from schnapsen.i18n import translate
    from schnapsen.search.grade import Grade
    from tests._render import graded_line

    # every grade ends in the search's note (a cause that held in every deal tried)
    monkeypatch.setattr(Grade, "note", lambda self, lang="en": "NOTE.")
    lang = "cs"
    # (round 35: the figures behind one "In figures" toggle a grade, the measure and the
    # note in it)
    lead = translate("ui.figures", lang)
    noted = 0
    for i, w in enumerate(graded_line(lang)):
        text = html.unescape(w.grade_box.value)
        # (round 29, hr: the note said once a hand, with its first grade)
        assert text.count(lead) == 1 and text.count("NOTE.") == (i == 0), text
        assert text.count("<details") == 1 and "NOTE." not in text.partition("<details")[0]
        noted += w._measure_said(w.moments[-1])
    assert noted, "no grade after one with the same measure"


def test_a_better_lead_is_led_not_added() -> None:
    """cs worst 2: "Lepší by bylo přidat červené eso" said of a lead ("vynést"): the grade
    names the better move by the verb of the position it was made in, not of the deal after
    the reader's card (the guided hand plays the move on the deal the grade holds)."""
    import html

    from schnapsen.i18n import translate
    from schnapsen.practice import guided_hands
    from schnapsen.stages import Stage
    from schnapsen.widgets.guided import GuidedHandWidget

    lang = "cs"
    answer, lead = "přidat ", "vynést "
    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    h = w.hand
    led = 0
    for _ in range(60):
        if w.deal.is_over:
            break
        graded = w.deal.stage == Stage.PLAY
        leads = not w.deal.current_trick
        w.play(h.line[len(w.deal.moves)])
        if not graded or not w.moments or w.moments[-1].grade.kind == "best":
            continue
        text = html.unescape(w.moments[-1].grade.text(lang))
        better = translate("guided.grade.better", lang, move="\x00", reason="").split(
            "\x00")[0]
        if leads and better in text:
            led += 1
            assert better + answer not in text and better + lead in text, text
    assert led, "no better lead named"


def test_a_puzzle_whose_answers_include_the_claim_gives_the_claims_reason() -> None:
    """hr worst 3: a puzzle answered by "prijava 66 („dosta“)" with 79 points explained
    "Zašto: sigurno uzima ovaj štih ... Zatim kažete „dosta“", the reason of the card equally
    good: where a claim is among the best moves, the reason is the claim's own (the points
    already enough), which ends the deal at once."""
    from schnapsen.moves import MoveKind
    from schnapsen.teach.practice import puzzles

    seen = 0
    for p in puzzles():
        if len(p.answer) < 2 or not any(m.kind == MoveKind.CLAIM for m in p.answer):
            continue
        seen += 1
        said = p.solution_text("en")
        assert "Why: you have" in said and "You then claim" not in said, said
    assert seen
