"""The hint list reads as a verdict, a reason a learner can follow and the figures apart
(round 27, every blind reader: "the hint lines read like a program": a clause chain with
semicolons, a statistics bracket, a quantifier said twice)."""

from __future__ import annotations

import html
import re

import pytest

from schnapsen import Deal
from schnapsen.explain import move_label
from schnapsen.i18n import translate
from schnapsen.search.hint import SAMPLE_DEALS, Hint, hint
from schnapsen.widgets.play_hints import PlayHints, hint_value, verdict_words
from tests._render import sure_trick_in_a_lost_deal

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _deal(variant: str, seed: int, plays: int) -> Deal:
    """A seeded deal after ``plays`` moves, each the first legal move by its code."""
    d = Deal.new(variant, seed=seed)
    for _ in range(plays):
        d.push(sorted(d.legal_moves(), key=str)[0])
    return d


#: a lead of a game for two (the likely deals counted), and an answer to a lead
POSITIONS = [("at", 7, 0), ("at", 11, 3)]


def _shown(d: Deal, lang: str) -> tuple[list[Hint], str]:
    hints = hint(d, worlds=SAMPLE_DEALS, distinct=True)
    box = PlayHints(lang, lambda: "", lambda: hints,
                    lambda m: move_label(m, lang, "german", d), lambda: "german")
    box.hints = hints
    return hints, box.html()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pos", POSITIONS)
def test_each_hint_line_is_a_verdict_a_reason_and_the_value_apart(
        pos: tuple[str, int, int], lang: str) -> None:
    """Each line: the move and its verdict (best, as good, good, a mistake) and the reason; the
    value goes with the figures behind the list's "In figures" toggle (round 35), each move's
    line there in the figures' small type: no bracket, no semicolon."""
    hints, shown = _shown(_deal(*pos), lang)
    words_part, _, figures_part = shown.partition("<details")
    items = re.findall(r"<li>(.*?)</li>", words_part)
    assert len(items) == len(hints)
    best = translate("ui.hint.verdict.best", lang)
    assert best in items[0]
    figures = re.findall(r"<li>(.*?)</li>", figures_part)
    assert len(figures) == len(hints)
    for h, item, figure in zip(hints, items, figures, strict=True):
        verdicts = [translate(f"ui.hint.verdict.{k}", lang)
                    for k in ("best", "equal", "good", "good.close", "mistake")]
        # a mistake with its loss against the best (code37cs: "chyba" said bare)
        verdicts += [html.escape(verdict_words(hints, i, "mistake", lang))
                     for i in range(1, len(hints))]
        assert any(f" {v}." in item for v in verdicts), item
        assert "schnapsen-figure" not in item  # no figures inside the reason
        assert hint_value(h, lang) not in html.unescape(item)
        assert html.escape(hint_value(h, lang)) in figure, figure


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pos", POSITIONS)
def test_counts_are_said_once_as_numbers_in_the_reason(pos: tuple[str, int, int],
                                                       lang: str) -> None:
    """No share in words ("in most of the likely deals") beside a figure of the same count:
    the reason says "in 8 of the 12 likely deals ..." and the figure line only the value."""
    _, shown = _shown(_deal(*pos), lang)
    for share in ("nearly", "most", "half", "some", "few"):
        words = translate(f"search.why.cause.share.{share}", lang)
        assert words not in shown and words[:1].upper() + words[1:] not in shown, share
    # no chain of clauses joined by semicolons (the catalogue's own clauses aside)
    said = html.unescape(re.sub(r'<p class="schnapsen-figure".*?</p>', "", shown))
    assert not re.search(r"; (in|u|v|pri|ve|mind) ", said, re.I), said


def test_a_count_in_english_reads_as_numbers() -> None:
    _, shown = _shown(_deal("at", 11, 3), "en")
    # the trick is given away in every deal: the count counts the marriage (round 27, hu)
    # (round 29: a later line of the list says the count by its numbers, "In 8 of 12";
    # round 39, c39a: the cause's count in words, and every line ends with the same measure,
    # the deals won)
    assert "Probably your opponent, on lead after it, announces a marriage." in shown, shown
    assert re.search(r"a marriage\. You win the deal in 10 of the 12 deals that fit what you "
                     r"have seen\.", shown), shown
    # the mistake with its loss against the best (code37cs)
    assert ("The Ober of Acorns \u2014 a mistake (0.7 game points below the best move on "
            "average). ") in shown
    # a trick taken keeps the lead: its "no marriage" cause is not said as the lead passing
    assert "it does not give your opponent the lead with a marriage to announce" in shown


def test_the_analysis_boards_list_reads_as_the_hint_list() -> None:
    """The analysis board's ranked moves take the same line: the move and its verdict, the
    reason, the value alone on a line of its own (no bracket, no semicolon)."""
    from schnapsen.widgets.board import AnalysisBoard

    b = AnalysisBoard(worlds=4, position=Deal.new("at", seed=7).position())
    b.mode_select.value = "view"
    assert b.hints is not None
    items = re.findall(r"<li>(.*?)</li>", b.analysis.value)
    assert len(items) == len(b.hints)
    assert " \u2014 best. " in html.unescape(items[0])
    for h, item in zip(b.hints, items, strict=True):
        assert item.endswith(f'<br><span class="schnapsen-figure">{hint_value(h, "en")}</span>')


def test_a_card_ahead_of_a_player_who_holds_higher_is_said_of_the_players_after() -> None:
    """Three players, every place known (a puzzle's solution): the Ten of Hearts heads the
    trick the King of Hearts led, and the leader holds the Ace: the reason says that the
    player still to play has no higher Heart and no trump, not that the only higher card is
    in the reader's hand nor that no card still out can beat it (round 27, hu)."""
    from schnapsen.moves import Move
    from schnapsen.search.reasons import why, why_text

    d = Deal.new("hu-3", seed=4)
    for m in "trump:D pass kontra pass AC 9C JC KH".split():
        d.push(Move.parse(m))
    assert d.to_move is not None
    obs = d.observation(d.to_move)
    key, params = why(d, obs, Move.parse("TH"), 0.0, d)
    assert key == "search.why.top.sure.after", key
    said = why_text(key, params)
    assert "the player after you holds no higher card of its suit and cannot trump it" in said
    for lang in LANGS[1:]:
        assert why_text(key, params, lang) != said


def test_the_hungarian_claim_reason_says_enough_once() -> None:
    """hu reader 27, item 33: "már 68 pontod van, ez elég: az „elég”-gel megnyered" said
    "elég" twice in one sentence."""
    for key, params in (("search.why.claim", {"points": 68}),):
        said = translate(key, "hu", **params)
        assert said.count("elég") == 1, said


def test_a_marriage_that_reaches_the_target_but_is_worth_less_than_the_claim() -> None:
    """sl reader 27, item 29: "40 in Bells ... 73 points, enough to say 'enough'", then "with
    best play your opponent reaches 66": the claim was the move that wins now, and showing
    the marriage only plays on. A marriage worth as much as the claim keeps its words."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import _claim_instead

    reach = ("search.why.marriage.reach.solo", {"suit": "S", "points": 40, "total": 73})
    hints = [Hint(Move.parse("claim"), 1.0, True, 1, 1, "search.why.claim", {"points": 73}),
             Hint(Move.parse("m:KS"), 1.0, True, 1, 1, *reach),
             Hint(Move.parse("m:QS"), -1.0, True, 1, 0, *reach)]
    out = _claim_instead(hints)
    assert out[1].reason == "search.why.marriage.reach.solo"
    assert out[2].reason == "search.why.marriage.reach.solo.play"
    said = out[2].text("en", listed=True)
    assert "claiming now wins the deal; if you only show the marriage and play on" in said
    assert "»dovolj«" in out[2].text("sl", listed=True)


def test_a_big_win_clause_that_would_disagree_with_the_mean_gives_the_win_count() -> None:
    """hr reader 27: "in most deals you win no more than one game point" beside +1.3; cs:
    "only rarely ... more than one point" as the reason a move is better: the count of deals
    won is said instead."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import _wins_for_big
    from schnapsen.search.reasons import CAUSE

    def one(value: float, key: str, held: int) -> Hint:
        return Hint(Move.parse("AH"), value, False, 12, 10, "search.why.lead.trump",
                    {"card": Move.parse("AH").card,
                     CAUSE: (key, {"held": held, "worlds": 12})}, solo=True)

    for h in (one(1.3, "search.why.cause.big.no.solo", 7),
              one(0.8, "search.why.cause.big.yes.solo", 2)):
        said = _wins_for_big(h).text("en", listed=True)
        assert "In 10 of the 12 likely deals you win the deal" in said, said
        assert "game point" not in said
    kept = one(0.8, "search.why.cause.big.no.solo", 7)  # agrees with the mean: kept
    assert _wins_for_big(kept) == kept


def test_a_sure_trick_in_a_lost_deal_says_the_outcome_first() -> None:
    """hr reader 27, worst 2: "sigurno uzima ovaj štih … u svakom rasporedu pobjeđuje
    protivnik": the outcome and its cause first, "although it takes this trick" after."""
    h = sure_trick_in_a_lost_deal()
    said = h.text("en", bare=True, listed=True)
    assert said.startswith("it breaks up your marriage in Leaves, worth 40 points. "), said
    assert "Your opponent wins the deal, although it is sure to take this trick" in said
    said_hr = h.text("hr", bare=True, listed=True)
    assert "igurno uzima ovaj štih" in said_hr, said_hr
    assert ", ali ipak protivnik dobiva dijeljenje" in said_hr, said_hr
    assert ", iako " not in said_hr, said_hr
