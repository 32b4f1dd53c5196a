"""Round 32 (code32b): hint and grade lines whose labels fit their figures."""
from __future__ import annotations

from schnapsen.moves import Move
from schnapsen.search.hint import Hint


def _h(move: str, value: float, wins: int = 0) -> Hint:
    from tests.test_hints29g import _card

    return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                {"card": _card(move), "points": 4, "total": 12}, solo=True)


def test_equal_shown_values_of_different_grades_show_two_decimals() -> None:
    """Round 31, hu worst 1: three moves all "+0,3" graded best, equally good and good, and
    a grade "0,1 less than the best … the best is worth +0,3, yours +0,3": where values as
    shown are equal but the grades differ, those values (and the difference) show two
    decimals."""
    from schnapsen.search.grade import grade
    from schnapsen.widgets.play_hints import PlayHints

    hints = [_h("AH", 1 / 3, 6), _h("QS", 1 / 3, 6), _h("JS", 0.25, 5), _h("KS", -0.5, 3)]
    ph = PlayHints("hu", lambda: "", lambda: [], lambda m: str(m), lambda: "german")
    ph.hints = hints
    out = ph.html()
    assert out.count("+0,33") == 2 and "+0,25" in out, out
    assert "\u22120,5" in out and "\u22120,50" not in out, out  # no tie: one decimal
    g = grade(hints, "JS")
    assert g.kind == "good"
    text = g.text("en")
    assert "0.08 game points below" in text and "+0.33" in text and "+0.25" in text, text
    assert "+0.3," not in text and "0.1 game" not in text, text
    # no tie as shown: one decimal as before
    g2 = grade(hints, "KS")
    assert "+0.3" in g2.text("en") and "+0.33" not in g2.text("en"), g2.text("en")


def test_a_lost_list_labels_its_lower_lines_as_losses() -> None:
    """Round 31, hr worst 3: "Dečko srca – najmanji gubitak" then "Zelena baba – jednako
    dobar potez"; "Baba bundeve – dobar potez … ali ipak u svih 12 rasporeda pobjeđuje
    protivnik": a line of a move that loses every likely deal takes a loss label."""
    from schnapsen.widgets.play_hints import PlayHints, verdict

    lost = [_h("AH", -1.0), _h("QS", -1.0), _h("JS", -1.2)]
    assert [verdict(lost, i) for i in range(3)] == ["least", "equal.least", "more"]
    mixed = [_h("AH", -1.0, 1), _h("QS", -1.2)]
    assert [verdict(mixed, i) for i in range(2)] == ["best", "more"]
    ph = PlayHints("en", lambda: "", lambda: [], lambda m: str(m), lambda: "german")
    for lang in ("hr", "cs", "sl", "hu"):
        ph.lang = lang
        ph.hints = lost
        out = ph.html()
        assert "dobar" not in out and "dobrý" not in out and "dobra" not in out, out
        ph.hints = mixed
        assert "dobar" not in ph.html() and "dobrý" not in ph.html(), ph.html()


def test_a_tie_for_best_at_a_small_mean_loss_is_as_good() -> None:
    """Round 31, sl worst 1b: "Najboljša poteza: z drugo (…) bi v povprečju izgubil enako. …
    Tvoja poteza je vredna −0,1": a move tied for best whose mean is a small loss, and that
    wins some likely deals, is as good as the other, not "would lose as much"; where every
    move loses every deal the tie is said as a loss."""
    from schnapsen.search.grade import grade

    hints = [_h("AH", -0.1, 5), _h("QS", -0.1, 5), _h("JS", -1.5, 2)]
    g = grade(hints, "AH")
    assert g.kind == "best" and g.equal
    assert "as good as" in g.text("en") and "lose as much" not in g.text("en"), g.text("en")
    assert "izgubil enako" not in g.text("sl"), g.text("sl")
    lost = [_h("AH", -1.0), _h("QS", -1.0), _h("JS", -1.5)]
    assert "lose as much" in grade(lost, "AH").text("en")


def test_a_guided_mistake_names_its_figure_as_the_loss_against_the_best() -> None:
    """Round 31, hu further 1: "hiba (átlagosan −8)" read as the move's value, where it is
    what the move loses against the best: the name says so."""
    from schnapsen.search.grade import grade

    hints = [_h("AH", 2.0, 9), _h("JS", -6.0, 1)]
    g = grade(hints, "JS")
    assert g.name("en") == "a mistake (8 game points below the best move on average)", \
        g.name("en")
    assert "legjobb" in g.name("hu") and "\u2212" not in g.name("hu"), g.name("hu")
    for lang in ("hr", "sl", "cs"):
        assert "\u2212" not in g.name(lang), g.name(lang)


def _card_of(text: str) -> object:
    from tests.test_hints29g import _card

    return _card(text)


def test_a_mistake_announcing_a_marriage_gives_away_no_only_and_keeps_nothing() -> None:
    """Round 31, sl worst 1: "Napoved 20 v buči s kraljem – napaka. Izigraš bučnega kralja:
    če ta štih pobere bučni as …, oddaš le 15 pik, srčno desetko pa prihraniš za pozneje":
    the card a marriage leads, said after it as a cheap lead, kept its "only" and its
    saving clause on a mistake."""
    from schnapsen.search.reasons import THEN, TRUMP_TOO, why_text

    lead = ("search.why.lead.cheap", {"card": _card_of("KD"), "higher": _card_of("AD"),
                                      "points": 15, "kept": _card_of("TH"), TRUMP_TOO: True})
    params = {"suit": _card_of("KD").suit, "points": 20, "total": 20, THEN: lead}  # type: ignore[attr-defined]
    good = why_text("search.why.marriage", params, "en", listed=True)
    assert "only 15" in good and "keep the Ten of Hearts" in good, good
    for lang, words in (("en", ["only", "for later"]), ("sl", [" le ", "prihraniš"]),
                        ("cs", ["jen", "ušetříte"]), ("hr", ["samo", "čuvate"])):
        bad = why_text("search.why.marriage", params, lang, listed=True, mistake=True)
        assert all(w not in bad for w in words), (lang, bad)
        assert "15" in bad, bad


def test_a_mistake_is_not_explained_by_the_marriage_it_keeps() -> None:
    """Round 31, hr further 4: "Zvanje u zelenoj čuvate za poslije" on a mistake with no
    outcome said: the kept marriage is praise, left out of a mistake's line where another
    sentence says what the move does."""
    from schnapsen.search.reasons import THEN, why_text

    params = {"card": _card_of("JS"), "higher": _card_of("AS"), "points": 2,
              THEN: ("search.why.keeps.marriage", {"suit": _card_of("KH").suit})}  # type: ignore[attr-defined]
    good = why_text("search.why.lead.higher.suit", params, "hr", listed=True)
    assert "čuvate za poslije" in good, good
    bad = why_text("search.why.lead.higher.suit", params, "hr", listed=True, mistake=True)
    assert "čuvate" not in bad and bad, bad


def test_the_deals_the_opponent_wins_are_not_said_again_as_those_you_win() -> None:
    """Round 31, hr further 3: "U 8 od 12 pobjeđuje protivnik. Tim potezom dobivate
    dijeljenje u 4 od 12": the second sentence repeats the first; one is said."""
    from schnapsen.search.reasons import ALSO, CAUSE, why_text

    params = {"card": _card_of("JS"), "higher": _card_of("AS"), "points": 2,
              CAUSE: ("search.why.cause.wins.no.opp", {"held": 8, "worlds": 12}),
              ALSO: ("search.why.vs.wins.solo", {"won_in": 4, "worlds": 12})}
    for lang in ("en", "hr", "sl", "hu", "cs"):
        said = why_text("search.why.lead.higher.suit", params, lang, listed=True)
        assert "4" not in said.replace("12", ""), (lang, said)
        assert "8" in said, (lang, said)
    other = {**params, ALSO: ("search.why.vs.wins.solo", {"won_in": 3, "worlds": 12})}
    assert "3" in why_text("search.why.lead.higher.suit", other, "en", listed=True)


def test_a_good_line_whose_figure_is_a_loss_compares_it_with_the_best() -> None:
    """Round 31, cs further 3: a "good move" line whose only figure was "V 9 z 12 rozložení
    rozdání vyhraje soupeř": it says how often the opponent wins after the best move too."""
    from dataclasses import replace

    from schnapsen.search.hint import _lost_beside_best
    from schnapsen.search.reasons import CAUSE

    best = _h("AH", -0.2, 4)
    good = replace(_h("JS", -0.5, 3), params={
        **_h("JS", -0.5, 3).params,
        CAUSE: ("search.why.cause.wins.no.opp", {"held": 9, "worlds": 12})})
    worse = replace(good, move=Move.parse("KS"), value=-2.0)
    out = _lost_beside_best([best, good, worse])
    assert out[0] == best and out[2] == worse
    en = out[1].text("en", listed=True).lower()
    assert en.index("in 9 of the 12 likely deals your opponent wins the deal") < en.index(
        "after the ace of hearts, your opponent wins the deal in 8 of 12"), en
    for lang in ("hr", "sl", "hu", "cs"):
        said = out[1].text(lang, listed=True)
        assert "8" in said and "{" not in said, (lang, said)


def test_a_trump_lead_does_not_save_a_card_of_another_suit() -> None:
    """Round 31, cs further 5: "ale červenou desítku si ušetříte na později" said of a trump
    led: a low trump led keeps a high trump for later, not a card of another suit, which
    any lead keeps."""
    from schnapsen import Deal
    from schnapsen.search.hint import SAMPLE_DEALS, hint

    d = Deal.new("at", seed=8)
    for _ in range(6):
        d.push(sorted(d.legal_moves(), key=str)[0])
    assert d.to_move is not None
    trump = d.observation(d.to_move).trump
    for h in hint(d, worlds=SAMPLE_DEALS, distinct=True):
        if h.move.card is not None and h.move.card.suit == trump:
            kept = h.params.get("kept")
            assert kept is None or kept.suit == trump, (h.move, h.text("cs"))


def test_an_exact_mistake_is_named_without_an_average() -> None:
    """The guided mistake's name says "on average" only where the values are means."""
    from dataclasses import replace

    from schnapsen.search.grade import grade

    hints = [replace(_h("AH", 1.0, 1), exact=True, worlds=1),
             replace(_h("JS", -1.0, 0), exact=True, worlds=1)]
    g = grade(hints, "JS")
    assert g.name("en") == "a mistake (2 game points below the best move)", g.name("en")
    for lang in ("hr", "sl", "hu", "cs"):
        assert g.name(lang) != g.name("en") and "2" in g.name(lang), g.name(lang)
        assert not any(w in g.name(lang) for w in ("prosjeku", "povprečju", "átlagosan",
                                                    "průměru")), g.name(lang)
