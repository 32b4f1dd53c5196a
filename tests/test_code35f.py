"""Round 33 needs-code items of the Slovenian and Czech native editors (code35f)."""

from __future__ import annotations

import pytest

from schnapsen.i18n import translate
from schnapsen.moves import Move
from schnapsen.search.grade import grade, signed_points
from schnapsen.search.hint import Hint

pytest.importorskip("ipywidgets")
from schnapsen.widgets import PlayWidget  # noqa: E402


@pytest.mark.parametrize(("lang", "value", "places", "said"), [
    ("sl", 0.3, 1, "+0,3 točke"), ("sl", 1, 1, "+1 točka"), ("sl", -2, 1, "\u22122 točki"),
    ("sl", -5, 1, "\u22125 točk"), ("cs", 0.3, 1, "+0,3 herního bodu"),
    ("cs", -2, 1, "\u22122 herní body"), ("hr", 0.254, 2, "+0,25 boda igre"),
    ("en", 1, 1, "+1 game point"), ("en", -0.3, 1, "\u22120.3 game points"),
])
def test_a_grade_value_has_a_counted_form(lang: str, value: float, places: int,
                                          said: str) -> None:
    """sl: "Tvoja poteza je v točkah vredna +0,3": the figure may carry its unit, in the form
    its count takes, a decimal the language's form for a fraction."""
    shown = signed_points(value, lang, places)
    assert shown.game_points.form() == said
    assert translate("guided.ui.grade.value", lang, mine=shown)


def test_sl_grade_values_say_the_unit() -> None:
    mine, best = signed_points(0.3, "sl"), signed_points(-2, "sl")
    assert "vredna +0,3 točke" in translate("guided.ui.grade.value", "sl", mine=mine)
    text = translate("guided.grade.values", "sl", move="X", measure="M", best=signed_points(
        1, "sl"), mine=best)
    assert "vredna +1 točko, tvoja pa \u22122 točki" in text, text  # accusative after "vredna"


def _hint(move: str, value: float) -> Hint:
    return Hint(Move.parse(move), value, False, 12, 0, "search.why.none")


def test_a_loss_is_the_difference_of_the_figures_shown() -> None:
    """cs: "V průměru vás tento tah stál 2,8 herního bodu" beside "+0,6, váš tah −2,3": the
    loss the figures shown part the moves by (2,9)."""
    hints = [_hint("AH", 0.64), _hint("TS", -2.24)]
    g = grade(hints, "TS")
    assert signed_points(g.best.value, "cs") == "+0,6"
    assert signed_points(g.hint.value, "cs") == "\u22122,2"
    assert g.loss == pytest.approx(2.8)
    hints = [_hint("AH", 0.64), _hint("TS", -2.26)]
    g = grade(hints, "TS")
    assert signed_points(g.hint.value, "cs") == "\u22122,3"
    assert g.loss == pytest.approx(2.9)


def _claim_showing_a_marriage_not_needed(lang: str) -> PlayWidget:
    """A widget at the reader's turn where a claim already reaches the target and shows a
    marriage held all the same (the engine shows it with every claim)."""
    from schnapsen.kernel import claim_is_right
    from schnapsen.moves import MoveKind
    from schnapsen.rules import claim_marriage
    # (seed 201, the reader playing its first legal card: found by a search of seeds)
    w = PlayWidget(seed=201, lang=lang)
    while not w.deal.is_over:
        legal = w.deal.legal_moves()
        obs = w.deal.observation(0)
        if (Move.parse("claim") in legal and claim_marriage(obs)
                and claim_is_right(w.deal.variant, obs.my_points)):
            return w
        w.play([m for m in legal if m.kind == MoveKind.CARD][0])
    raise AssertionError("no claim that shows a marriage it does not need")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_claim_button_names_every_marriage_it_shows(lang: str) -> None:
    """cs reader further 8: "Dost (66)" on the button, then the result "… i s hláškou, kterou
    jste přitom ukázali (20 bodů)": the button names the marriage whenever the claim shows
    one, not only where the claim needs it."""
    from schnapsen.rules import claim_marriage

    w = _claim_showing_a_marriage_not_needed(lang)
    shown = claim_marriage(w.deal.observation(0))
    button = w.action_buttons["claim"]
    assert button.description == translate("ui.action.claim.marriage", lang, marriage=shown)
    button.click()
    assert w.deal.result is not None and w.deal.result.detail.claim_marriage == shown


def test_a_sides_claim_says_the_sides_points() -> None:
    """sl further 29: "»Dovolj« – najboljša poteza. Imaš 74 pik, dovolj za zmago." of the
    points of the reader's side in a game for four: "Tvoja stran ima 74 pik"; a game for two
    keeps the reader's own."""
    import random

    from schnapsen import Deal
    from schnapsen.moves import MoveKind
    from schnapsen.search.reasons import alone, why, why_text

    d = Deal.new("hr-4", seed=1)
    rng = random.Random(1)
    while d.to_move is not None:
        claims = [m for m in d.legal_moves() if m.kind == MoveKind.CLAIM]
        obs = d.observation(d.to_move)
        if claims and obs.partners and not alone(obs):
            key, params = why(d, obs, claims[0], 1.0)
            if not key.startswith("search.why.claim.unknown"):
                break
        d.play(rng.choice(list(d.legal_moves())))
    assert key == "search.why.claim.side", key
    points = params["points"]
    assert why_text(key, params, "sl") == f"tvoja stran ima {points} pik, dovolj za zmago"
    assert why_text(key, params, "en").startswith(f"your side has {points} points")
    for lang in ("en", "hr", "sl", "hu", "cs"):
        for k in ("search.why.claim_short.side", "search.why.claim.marriage.side",
                  "search.why.claim_short.marriage.side"):
            words = why_text(k, {"points": 52, "target": 66, "have": 32, "marriage": 20},
                             lang)
            assert "{" not in words and "52" in words, words
    two = Deal.new("at", seed=201)
    assert alone(two.observation(0))


def test_the_czech_match_quiz_is_in_the_czech_game() -> None:
    """cs reader further 20: the match quiz always played the Austrian game; a page passes
    its own (the Czech counts 7 down to 0 too), and the Czech page does."""
    import re
    from pathlib import Path

    from schnapsen.teach.book import jupyterquiz_items
    from schnapsen.teach.quiz import CHAPTER_QUIZZES, chapter_questions

    qs = chapter_questions("match", "cs-2")
    assert len(qs) == len(CHAPTER_QUIZZES["match"][0])
    for q in qs:
        assert q.context[0][1]["variant"] == "cs-2"
    items = jupyterquiz_items(qs, "cs")
    assert all("šedesát šest po česku" in i["question"] for i in items), items[0]["question"]
    assert chapter_questions("match")[0].context[0][1]["variant"] == "at"
    # the page keeps the code cell every edition has; the edition's game is data
    from schnapsen.teach.book import EDITION_QUIZ_GAMES

    assert EDITION_QUIZ_GAMES[("cs", "match")] == "cs-2"
    page = (Path(__file__).resolve().parent.parent / "book" / "cs" / "match.md").read_text()
    assert re.search(r'chapter_quiz\("match", lang=LANG\)', page)
