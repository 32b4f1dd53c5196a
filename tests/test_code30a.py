"""Round 30 (code30a): the review's better move never keeps the card the reader played (sl
worst 1); a mistake's reason never praises it, and a reason said on a better line is not
repeated on a worse one (sl worst 2, newuser worst 1); "fewer wins but more game points" only
where the values shown differ (sl worst 2)."""
from __future__ import annotations

from typing import Any

from schnapsen.moves import Move
from schnapsen.search.hint import Hint
from schnapsen.search.reasons import CAUSE


def _card(text: str) -> Any:
    card = Move.parse(text).card
    assert card is not None
    return card


def test_the_better_move_never_keeps_the_card_played() -> None:
    played = Move.parse("AC")  # the reader's Ace of Acorns
    keeps_played = ("search.why.cause.keeps.late",
                    {"card": _card("AC"), "held": 4, "worlds": 4})
    keeps_other = ("search.why.cause.keeps.late",
                   {"card": _card("AH"), "held": 4, "worlds": 4})
    best = Hint(Move.parse("JH"), 0.3, False, 4, 3, "search.why.take",
                {"card": _card("JH"), "points": 6, CAUSE: keeps_other},
                versus={played: keeps_played})
    chosen = best.against(played)
    assert chosen.params[CAUSE] == keeps_other
    # with nothing else to say, no cause at all rather than the played card kept
    bare = Hint(Move.parse("JH"), 0.3, False, 4, 3, "search.why.take",
                {"card": _card("JH"), "points": 6, CAUSE: keeps_played},
                versus={played: keeps_played})
    assert CAUSE not in bare.against(played).params


def test_no_review_keeps_the_card_played_over_seeds() -> None:
    from schnapsen import Deal
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.search.review import review_deal

    # seed 2 (round 30): the Ace of Spades played first, "Better was the Ober of Clubs: the
    # Ace of Spades would stay in your hand and take a trick later"
    for seed in (2, 3):
        deal = Deal.new("at", seed=seed)
        play_deal(deal, {0: make_bot("easy", seed=seed),
                         1: make_bot("medium", seed=seed + 1)})
        for d in review_deal(deal, 0, worlds=12).decisions:
            if d.grade.kind == "best":
                continue
            cause = d.grade.better_hint().params.get(CAUSE)
            assert cause is None or not (
                str(cause[0]).startswith("search.why.cause.keeps")
                and cause[1].get("card") == d.move.card), (seed, d.index, cause)


def test_a_mistake_keeps_only_as_a_concession() -> None:
    from schnapsen.i18n import LANGUAGES
    from schnapsen.search.reasons import why_text

    params = {"suit": _card("JH").suit,
              CAUSE: ("search.why.cause.wins.no.opp",
                      {"held": 9, "worlds": 12, "negative": True, "tried": "opp"})}
    en = why_text("search.why.keeps.marriage", params, "en", listed=True, mistake=True)
    assert en.startswith("in 9 of the 12 likely deals your opponent wins the deal, although"), en
    for lang in LANGUAGES:
        praise = why_text("search.why.keeps.marriage", params, lang, listed=True)
        said = why_text("search.why.keeps.marriage", params, lang, listed=True, mistake=True)
        # one sentence: the kept pair joined to the loss as a concession, not a reason of its own
        assert said != praise and "9" in said, (lang, said)


def test_a_hint_list_does_not_repeat_a_reason_on_a_worse_line() -> None:
    import re

    from schnapsen.search.reasons import ALSO
    from schnapsen.widgets.play_hints import PlayHints

    def h(move: str, value: float, wins: int) -> Hint:
        return Hint(Move.parse(move), value, False, 12, wins, "search.why.keeps.marriage",
                    {"suit": _card("JH").suit,
                     ALSO: ("search.why.vs.wins.solo", {"won_in": wins, "worlds": 12})},
                    solo=True)

    hints = [h("JS", 0.5, 8), h("AS", -0.9, 3)]
    ph = PlayHints("en", lambda: "", lambda: hints, lambda m: str(m),
                   lambda: "german")
    ph.hints = hints
    # the lines of words, above the figures' toggle (round 35)
    lines = re.findall(r"<li>(.*?)</li>", ph.html().partition("<details")[0])
    assert len(lines) == 2
    # newuser round 30: "You keep the marriage in Leaves for later" on the best move and on a
    # mistake: said on the best line only
    assert "marriage in Hearts" in lines[0] and "marriage" not in lines[1], lines
    # (round 35: its count the one thing it says of its own; the best line's count is with
    # the figures, so this line names the sample)
    assert "in 3 of the 12 deals that fit" in lines[1].lower(), lines


def test_fewer_wins_only_where_the_values_shown_differ() -> None:
    from schnapsen.search.hint import _fewer_wins

    def h(move: str, value: float, wins: int) -> Hint:
        return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                    {"card": _card(move), "points": 4, "total": 12}, solo=True)

    # both show +0.3 (round 30, sl: "a v povprečju dobiš več točk" beside +0,3 and +0,3)
    same = [h("AH", 0.33, 7), h("QS", 0.27, 8)]
    assert _fewer_wins(same, solo=True) == same
    apart = _fewer_wins([h("AH", 0.36, 7), h("QS", 0.24, 8)], solo=True)
    assert "more game points" in apart[0].text("en", bare=True, listed=True)


def test_a_hint_line_keeps_an_ordinal_inside_its_sentence() -> None:
    """Round 31, cs and hr: "po 10. Štychu", "u 9. Štihu": the line was cut into sentences
    after an ordinal's dot, and the next piece capitalised."""
    from schnapsen.widgets.play_hints_text import _unrepeated

    said = "Vezmete tento štych. Při nejlepší hře dosáhnete 66 bodů po 10. štychu"
    assert _unrepeated(said, "best", {}) == said
    shown: dict[str, int] = {}
    _unrepeated("Vezmete tento štych", "best", shown)
    assert _unrepeated(said, "mistake", shown) == \
        "Při nejlepší hře dosáhnete 66 bodů po 10. štychu"
