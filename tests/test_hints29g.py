"""Round 29 (code29g): what the blind readers still found in the reasons and hint lists."""
from __future__ import annotations

from schnapsen.i18n import LANGUAGES
from schnapsen.search.grade import grade_hints


def test_an_open_talon_trump_does_not_say_the_suit_is_missing() -> None:
    """Round 29, cs worst 2: "V 11 z 12 ... soupeř tuto barvu nemá a přebije ho trumfem",
    said of three suits in one position while the talon was open, where nobody must follow
    suit: there the opponent takes it with a trump; "has none of its suit" only where
    following is compulsory (the kernel's rule)."""
    from schnapsen.explain import format_message
    from schnapsen.search.cause import TRUMP_RISK, said_form
    from tests.test_reasons import _detour

    d = _detour()
    hints = grade_hints(d)
    lead = next(h for h in hints if str(h.move) == "AH")
    key, params = lead.params["cause"]
    assert key == "search.why.cause.trumped.yes.opp.free", key
    assert "none of its suit" not in lead.text()
    assert "your opponent takes it with a trump" in lead.text(), lead.text()
    cs = lead.text("cs")
    assert "nemá" not in cs and "vezme trumfem (dokud se dobírá" in cs, cs
    for lang in LANGUAGES:
        assert "{" not in lead.text(lang)
    # where following is compulsory the missing suit is the reason, said so
    clause = ("search.why.cause.trumped.yes.opp", {"held": 9, "worlds": 12})
    said, _ = said_form(clause, frozenset((TRUMP_RISK,)))
    assert "none of its suit" in format_message(said, {}, "en")


def _card(text: str) -> object:
    from schnapsen.moves import Move

    card = Move.parse(text).card
    assert card is not None
    return card


def test_only_is_said_only_of_fewer_points_than_the_move_played() -> None:
    """Round 29, cs worst 1 (review): "Lepší by bylo vynést zeleného krále – vezme-li tento
    štych zelené eso, odevzdáte jen 15 bodů z karet" where the reader's own card gave 13:
    "only" only where the better move gives away fewer card points than the move played."""
    from schnapsen.moves import Move
    from schnapsen.search.grade import grade
    from schnapsen.search.hint import Hint

    def hints(mine: int) -> list[Hint]:
        cheap = Hint(Move.parse("KS"), 1.0, False, 12, 10, "search.why.lead.cheap",
                     {"card": _card("KS"), "higher": _card("AS"), "points": 15,
                      "kept": _card("AD"), "trump_too": False}, solo=True)
        played = Hint(Move.parse("JH"), 0.2, False, 12, 6, "search.why.lead.higher.suit",
                      {"card": _card("JH"), "higher": _card("AH"), "points": mine}, solo=True)
        return [cheap, played]

    worse = grade(hints(13), "JH").better_hint()
    assert worse.reason != "search.why.lead.cheap", worse.reason
    assert "only" not in worse.text("en", bare=True, would=True)
    assert " jen " not in worse.text("cs", bare=True, would=True)
    kept = grade(hints(21), "JH").better_hint()
    assert kept.reason == "search.why.lead.cheap"
    assert "only 15" in kept.text("en", bare=True, would=True)


def test_a_mistake_says_what_it_costs_not_only_that_the_deal_is_won() -> None:
    """Round 29, cs worst 1, hr F27, new user: "Červený král – chyba. … Ve všech 12
    zkoumaných rozloženích karet rozdání vyhrajete": a mistake whose cause is good news only
    says what it costs against the best move: the deal won all the same, for fewer game
    points."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint, _mistakes_cost
    from schnapsen.search.playout import MoveStats
    from schnapsen.search.reasons import CAUSE

    best = Hint(Move.parse("AH"), 2.5, False, 12, 12, "search.why.take",
                {"card": _card("AH"), "points": 11, "total": 40}, solo=True)
    king = Hint(Move.parse("KH"), 1.0, False, 12, 12, "search.why.take",
                {"card": _card("KH"), "points": 4, "total": 33,
                 CAUSE: ("search.why.cause.wins.yes.solo", {"held": 12, "worlds": 12})},
                solo=True)
    stats = {}
    for h, values in ((best, [3.0] * 9 + [1.0] * 3), (king, [1.0] * 12)):
        st = MoveStats(h.move)
        for v in values:
            st.add(v)
        stats[h.move] = st
    out = _mistakes_cost([best, king], stats, solo=True)
    key, params = out[1].params[CAUSE]
    assert key == "search.why.cause.vs.worse.won.solo", key
    assert params["held"] == 9 and params["other"] == best.move
    text = out[1].text("en", bare=True, listed=True)
    assert "win the deal all the same, but score fewer game points than after" in text, text
    for lang in LANGUAGES:
        assert "{" not in out[1].text(lang, bare=True, listed=True)
    # a good move (within half a game point) keeps its cause
    near = Hint(king.move, 2.2, False, 12, 12, king.reason, king.params, solo=True)
    assert _mistakes_cost([best, near], stats, solo=True)[1] is near


def test_a_mistake_in_the_hint_list_gives_away_no_only() -> None:
    """Round 29, cs worst 1: "Zelený spodek – chyba. Vezme-li tento štych zelený svršek,
    odevzdáte jen 5 bodů z karet": in the play widget's list a mistake's reason is said as
    one (its risk plainly), as the grade says it."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint
    from schnapsen.widgets.play_hints import PlayHints

    best = Hint(Move.parse("AH"), 2.0, False, 12, 12, "search.why.take",
                {"card": _card("AH"), "points": 11, "total": 40}, solo=True)
    cheap = Hint(Move.parse("JS"), 0.5, False, 12, 8, "search.why.lead.cheap",
                 {"card": _card("JS"), "higher": _card("QS"), "points": 5,
                  "kept": _card("AS"), "trump_too": False}, solo=True)
    for lang, only in (("en", " only "), ("cs", " jen ")):
        ph = PlayHints(lang, lambda: "", lambda: [best, cheap], lambda m: str(m),
                       lambda: "german")
        ph.hints = [best, cheap]
        out = ph.html()
        assert only not in out, out


def test_a_claim_far_below_the_target_is_not_listed() -> None:
    """Round 29, hr F20: "Prijava 66 („dosta“) – pogreška. Imate samo 5 bodova, manje od 66"
    in every hint list from the second trick on: a claim that does not win is listed only
    where the seat's points are near the target."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint
    from schnapsen.widgets.play_hints import PlayHints

    best = Hint(Move.parse("AH"), 1.0, False, 12, 9, "search.why.take",
                {"card": _card("AH"), "points": 11, "total": 16}, solo=True)

    def shown(points: int, value: float) -> str:
        claim = Hint(Move.parse("claim"), value, True, 1, int(value > 0),
                     "search.why.claim_short" if value < 0 else "search.why.claim",
                     {"points": points, "target": 66}, solo=True)
        ph = PlayHints("en", lambda: "", lambda: [], lambda m: str(m), lambda: "german")
        ph.hints = [best, claim] if value < 0 else [claim, best]
        return ph.html()

    assert "claim" not in shown(5, -2.0).lower()
    assert "Claim" in shown(50, -2.0) or "claim" in shown(50, -2.0)
    assert "claim" in shown(70, 2.0).lower()


def test_when_every_move_loses_the_deal_no_move_is_good() -> None:
    """Round 29, hr F10: "Baba bundeve – dobar potez. … ali ipak u svih 12 isprobanih
    rasporeda pobjeđuje protivnik": where every move loses the deal in every likely deal the
    list says so once, and its verdicts name the smallest loss, not "best" and "good"."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint
    from schnapsen.widgets.play_hints import PlayHints, verdict

    def h(move: str, value: float, wins: int = 0) -> Hint:
        return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                    {"card": _card(move), "points": 4, "total": 12}, solo=True)

    lost = [h("AH", -1.0), h("QS", -1.2), h("JS", -2.5)]
    assert [verdict(lost, i) for i in range(3)] == ["least", "more", "mistake"]
    ph = PlayHints("en", lambda: "", lambda: [], lambda m: str(m), lambda: "german")
    ph.hints = lost
    out = ph.html()
    assert "good" not in out and "best" not in out.replace("best first", ""), out
    assert out.count("Every move loses this deal") == 1, out
    ph.lang = "hr"
    assert "dobar potez" not in ph.html()
    # one move that wins somewhere: best, then a loss (round 31, hr: not "good" of a move
    # that loses every likely deal)
    mixed = [h("AH", -1.0, 1), h("QS", -1.2)]
    assert [verdict(mixed, i) for i in range(2)] == ["best", "more"]


def test_a_best_move_that_wins_fewer_deals_says_why_it_is_best() -> None:
    """Round 29, sl worst 2: the best line said "in 7 of 12 you win" above a good line that
    said "in 8 of 12 you win": the best move says it wins fewer, but more game points on
    average, naming the move that wins more."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint, _fewer_wins

    def h(move: str, value: float, wins: int) -> Hint:
        return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                    {"card": _card(move), "points": 4, "total": 12}, solo=True)

    out = _fewer_wins([h("AH", 1.2, 7), h("QS", 0.9, 8), h("JS", 0.2, 5)], solo=True)
    text = out[0].text("en", bare=True, listed=True)
    assert "fewer of the likely deals than after the Ober of Leaves (7 against 8)" in text, text
    assert "more game points on average" in text
    for lang in LANGUAGES:
        said = out[0].text(lang, bare=True, listed=True)
        assert "{" not in said and "7" in said and "8" in said, (lang, said)
    # the best move that wins the most: unchanged
    same = [h("AH", 1.2, 9), h("QS", 0.9, 8)]
    assert _fewer_wins(same, solo=True) == same


def test_a_guided_hand_says_the_search_note_once() -> None:
    """Round 29, hr F13: "… Program je svaki isprobani raspored odigrao kao da su sve karte
    otkrivene …" stuck onto every grade of a guided hand: the first grade with the note says
    it, a later one with the same note does not (guided hand 1 off its line, two grades with
    the note)."""
    import html

    from schnapsen.practice import guided_hands
    from schnapsen.widgets.guided import GuidedHandWidget

    for lang in ("en", "hr"):
        said: list[str] = []
        w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=12)
        seen = 0
        for m in "JS JH TD KC m:QD QS KH QC AH".split():
            w.play(m)
            if len(w.moments) == seen:
                continue
            seen = len(w.moments)
            note = w.moments[-1].grade.note(lang)
            text = html.unescape(w.grade_box.value)
            if note:
                assert (note in text) == (note not in said), (lang, text)
                said.append(note)
        assert len(said) >= 2, said


def test_a_grade_where_every_move_loses_is_no_praise() -> None:
    """Round 29, hr F10: a grade where every move loses the deal in every likely deal says
    so, and names the least loss, not "Best move" or "Good move"."""
    from schnapsen.i18n import translate
    from schnapsen.moves import Move
    from schnapsen.search.grade import grade
    from schnapsen.search.hint import Hint

    def h(move: str, value: float, wins: int = 0) -> Hint:
        return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                    {"card": _card(move), "points": 4, "total": 12}, solo=True)

    lost = [h("AH", -1.0), h("QS", -1.2), h("JS", -2.5)]
    for lang in LANGUAGES:
        best, good = grade(lost, "AH").text(lang), grade(lost, "QS").text(lang)
        assert best.startswith(translate("guided.grade.best.lost", lang)), best
        assert translate("guided.grade.best", lang) not in best
        assert good.startswith(translate("guided.grade.good.lost", lang, loss="\x00",
                                         move="").split("\x00")[0]), good
    assert "Good move" not in grade(lost, "QS").text("en")
    # one move wins somewhere: as before
    mixed = [h("AH", -1.0, 1), h("QS", -1.2)]
    assert grade(mixed, "QS").text("en").startswith("Good move")
