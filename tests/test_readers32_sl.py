"""Slovenian reader 32: the claim question says the count is short, a drill's reason opens
with the answer's label (so the feedback does not say the answer twice), and one verdict pair
across the quizzes, drills, close trainer and puzzles."""
from __future__ import annotations

from schnapsen.i18n import translate


def test_the_claim_question_says_the_count_is_short() -> None:
    """The question is asked only below 66: it said "53 pik, torej vsaj potrebnih 66"."""
    for key in ("ui.claim.confirm", "ui.claim.confirm.marriage"):
        for n in (1, 2, 5, 21, 53):
            said = translate(key, "sl", points=n, target=66, short=66 - n)
            # code35d: the shortfall said ("za »dovolj« jih potrebuješ 66: manjkajo ti še 13 pik")
            assert "vsaj" not in said and "{" not in said and "potrebuješ 66" in said, said
            assert f"še {66 - n} " in said, said
            assert f"le {n} pik" in said, said


def test_a_drill_reason_opens_with_the_answers_label() -> None:
    """The drill page leaves out "Pravilni odgovor: »Ne«." where the reason opens with the
    label; "Odgovor je »ne«: ..." did not, and the answer was said twice."""
    yes, no = translate("drill.yes", "sl"), translate("drill.no", "sl")
    said = {
        "drill.claim.right": yes, "drill.claim.wrong": no, "drill.may_close.yes": yes,
        "drill.may_exchange.yes": yes, "drill.may_marry.yes": yes,
        "drill.strict_now.closed": yes, "drill.strict_now.gone": yes,
        "drill.strict_now.open": no,
    }
    for key, label in said.items():
        text = translate(key, "sl", seat=1, sum="30 + 28", points=58, count=4, min=3,
                         card="AH", suit="H")
        assert text.startswith(label + ","), text
        assert "Odgovor je" not in text


def test_one_verdict_pair_in_every_widget() -> None:
    right, wrong = "Pravilno", "Napačno"
    assert translate("quiz.right", "sl") == right + "."
    assert translate("quiz.wrong", "sl") == wrong + "."
    for key in ("ui.puzzle.right", "ui.puzzle.right.only", "ui.close.verdict.right.close",
                "ui.close.verdict.right.play_on"):
        assert translate(key, "sl", choice="X").startswith(right + ":"), key
    for key in ("ui.puzzle.wrong", "ui.close.verdict.far.close", "ui.close.verdict.far.play_on"):
        assert translate(key, "sl", choice="X", more=1, less=0).startswith(wrong + ":"), key
