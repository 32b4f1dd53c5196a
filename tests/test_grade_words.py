"""The words of a grade and the review around it: a tied move said as a verb, a marriage
named by its value where the deal is known (round 25e: native editors' corpus reading)."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.explain import move_act, move_label
from schnapsen.moves import Move
from schnapsen.search.grade import grade
from schnapsen.search.hint import Hint

REASON = "search.why.cause.share.most"


def _tied(first: str, second: str, deal: Deal | None = None):  # type: ignore[no-untyped-def]
    hints = [Hint(Move.parse(first), 1.0, True, 1, 1, REASON),
             Hint(Move.parse(second), 1.0, True, 1, 1, REASON)]
    return grade(hints, first, deal)


def test_a_tied_move_is_said_as_a_verb_where_the_language_asks() -> None:
    g = _tied("AS", "TS")
    head = g.segments("hu")[0][0]
    assert "ugyanolyan jó lett volna kijátszani a zöld tízest" in head, head
    assert g.segments("en")[0][0] == "Best move, as good as the Ten of Leaves."
    assert "enako dobra kot zeljna desetka" in g.segments("sl")[0][0]  # as the English says it


def test_a_marriage_is_named_by_its_value_where_the_deal_is_known() -> None:
    d = Deal.new("at", seed=7)  # hearts are trump
    assert move_label("m:QS", "en", deal=d) == "announcing 20 in Leaves, leading the Ober of Leaves"
    assert move_label("m:QS", "sl", deal=d) == "napoved 20 v zelju z damo"
    assert move_label("m:KH", "sl", deal=d) == "napoved 40 v srcu s kraljem"
    assert move_label("m:QS", "hu", deal=d) == "zöld húsz (a felső kihívásával)"
    assert move_act(Move.parse("m:QS"), "hu", deal=d).form("inf") == (
        "bemondani a zöld húszat, és kihívni a zöld felsőt")
    g = _tied("AS", "m:QS", d)
    assert "announcing 20 in Leaves" in g.segments("en")[0][0]
    assert "bemondani a zöld húszat" in g.segments("hu")[0][0]


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_grade_without_the_deal_still_reads(lang: str) -> None:
    assert _tied("AS", "m:QS").segments(lang)[0][0]


def _averaged_mistake(loss: float):  # type: ignore[no-untyped-def]
    hints = [Hint(Move.parse("AS"), 1.0 + loss, False, 12, 8, REASON),
             Hint(Move.parse("TS"), 1.0, False, 12, 4, REASON)]
    return grade(hints, "TS")


def test_an_average_that_comes_out_whole_is_said_without_decimals() -> None:
    from schnapsen.search.review import Decision
    from schnapsen.stages import Stage
    from schnapsen.widgets.play_review_words import ReviewWords

    words = ReviewWords.__new__(ReviewWords)
    words.lang = "hr"
    g = _averaged_mistake(1.0)
    assert g.worlds == 12
    name = words.grade_name(Decision(0, g.move, 3, Stage.PLAY, g))
    assert name == "pogreška, u prosjeku 1 bod igre manje od najboljeg poteza", name
    g = _averaged_mistake(0.75)
    name = words.grade_name(Decision(0, g.move, 3, Stage.PLAY, g))
    assert name == "pogreška, u prosjeku 0,8 boda igre manje od najboljeg poteza", name
    words.lang = "en"
    g = _averaged_mistake(2.0)
    assert words.grade_name(Decision(0, g.move, 3, Stage.PLAY, g)) == (
        "a mistake, on average 2 game points below the best move")


@pytest.mark.parametrize(("key", "lang", "said"), [
    ("guided.ui.worst", "hr", "izgubili ste 1 bod igre"),
    ("guided.ui.moment.cost", "sl", "za 2 točki slabša"),
    ("review.turning.cost", "cs", "v průměru 5 herních bodů."),
    ("review.would.cost.wins", "sl", "stala 1 točko."),
    ("review.would.cost.wins.none", "en", "cost 1 game point."),
])
def test_the_summary_and_review_say_whole_game_points_with_their_unit(
        key: str, lang: str, said: str) -> None:
    from schnapsen.search.grade import points_message

    n = next(float(w) for w in said.split() if w.isdigit())
    text = points_message(key, n, lang, choice="X", trick=3, better="Y", worlds=12, mine=2)
    assert said in text, text


def test_the_compared_move_may_be_said_as_a_verb() -> None:
    from schnapsen.cards import Card
    from schnapsen.explain import format_message

    said = format_message("search.why.cause.vs.better", {"other": Move.parse("AS")}, "sl")
    assert said == "tvoja stran dobi več točk, kot če bi se odločil odigrati zeljnega asa", said
    assert format_message("search.why.cause.vs.better", {"other": Move.parse("AS")}, "en") == (
        "your side scores more game points than after the Ace of Leaves")
    # {other} holding a card keeps a card's cases (a drill's rule)
    rule = format_message("drill.higher.rule", {"winner_card": Card.parse("AS"),
                                                "other": Card.parse("TS")}, "cs")
    assert rule.endswith("přebije zelenou desítku."), rule


def test_a_figure_after_a_bracket_goes_inside_it() -> None:
    """sl "(igrano z odprtimi kartami; …) (s to potezo v 12 …)", cs "… (rekontra) (v průměru
    …)": a figure set after a sentence that ends in a bracket joins that bracket ("; ")."""
    import html
    import re

    from schnapsen.widgets._common import figured

    def plain(x: str) -> str:
        return html.unescape(re.sub(r"<[^>]+>", "", x))

    assert plain(figured([("A note (played face up).", "12 of 12")])) == (
        "A note (played face up; 12 of 12).")
    assert plain(figured([("Rekontra (double again).", "x"), ("B.", "")])) == (
        "Rekontra (double again; x). B.")
    assert plain(figured([("No bracket.", "x")])) == "No bracket (x)."


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "with no trumps (Acorns)"), ("hr", "a u ruci nemate nijednog aduta (žir)"),
    ("sl", "nimaš nobenega aduta"), ("cs", "nemáte žádný trumf"),
    ("hu", "nincs adu a kezedben")])
def test_no_trumps_are_said_with_a_word(lang: str, said: str) -> None:
    from schnapsen.cards import Suit
    from schnapsen.explain import format_message

    text = format_message("search.why.pass.trumps", {"count": 0, "suit": Suit.ACORNS}, lang)
    assert said in text and "0" not in text, text
    assert format_message("search.why.pass.trumps", {"count": 5, "suit": Suit.ACORNS},
                          lang).count("5") == 1


def test_no_side_is_named_while_the_partner_is_unknown() -> None:
    """Round 25e: after "who takes this trick", the other clauses that name a side (the last
    trick, the deal, closing, claiming, leading a trump) said "your side" to a seat that did
    not know its partner yet."""
    from schnapsen.cards import Card
    from schnapsen.i18n import LANGUAGES
    from schnapsen.search.cause import Facts, own_clause, said_form
    from schnapsen.search.reasons import cause_text

    f = Facts(Move.play(Card.parse("AH")), worlds=12, seat=1, partner_known=False)
    f.played_out = 12
    f.takers = {(True, 1): 2, (True, 3): 3, (False, 2): 4, (False, 0): 3}
    for kind in ("last", "wins", "big", "closes", "claims", "pulls"):
        f.counts[kind] = 5
        for good in (True, False):
            key, params = own_clause(f, kind, good, False)
            assert key.endswith((".unknown", ".unknown.one")), key
            for lang in LANGUAGES:
                text = cause_text((key, params), lang)
                assert "{" not in text and key not in text, (lang, text)
            assert "side" not in cause_text((key, params)), key
    assert cause_text(own_clause(f, "wins", True, False)) == (
        "in some of the likely deals, you and your partner, not yet known, win the deal "
        "(5 of 12)")
    # the seat itself the only one of its side to take the trick: "you", then what it does
    f.takers = {(True, 1): 5, (False, 2): 7}
    assert own_clause(f, "closes", True, False)[0] == "search.why.cause.closes.yes.solo"
    # trumped after a lead "unless someone trumps it": said so, still without a side
    no = own_clause(f, "claims", False, False)
    key, _ = said_form(no, frozenset({"trump.risk"}))
    assert key == "search.why.cause.claims.no.unknown.trumped", key
    f.partner_known = True  # a partner known: the sides, as before
    assert own_clause(f, "wins", True, False)[0] == "search.why.cause.wins.yes"
