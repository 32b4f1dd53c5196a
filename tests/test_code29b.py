"""The coach chooses the claim's "think about" words where the step's text is made, and the
count a claim needs comes from the variant, never a "66" written in the catalogues."""

from __future__ import annotations

import dataclasses

import pytest

from schnapsen import Deal
from schnapsen.practice import GuidedStep

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _claim_step_of_sl_g02() -> tuple[GuidedStep, Deal]:
    from schnapsen.practice import guided_hands
    from tests.test_guided import _at_step

    h = next(x for x in guided_hands("sl") if x.id == "sl-g02")
    step = next(st for st in h.steps if st.key == "guided.think.claim")
    return step, _at_step(h, step.index)


def _with_target(d: Deal, target: int) -> Deal:
    """``d`` under a variant whose target is ``target`` (every variant's is the same)."""
    d._v = dataclasses.replace(d.variant, target_points=target,
                               half_target_points=target // 2)
    return d


def test_the_coach_chooses_the_claim_key_with_a_marriage_in_hand() -> None:
    """The stored step keeps ``guided.think.claim``; the coach, where its text is made, says
    the marriage held in hand (40 in sl-g02) with ``guided.think.claim.marriage``."""
    from schnapsen.teach.coach import think_words

    step, d = _claim_step_of_sl_g02()
    key, params = think_words("guided.think.claim", dict(step.params), d)
    assert key == "guided.think.claim.marriage"
    assert params["marriage"] == 40 and params["target"] == d.variant.target_points
    # without a marriage in hand the key stays the step's own
    fresh = Deal.new("at", seed=7)
    assert think_words("guided.think.claim", {"points": 50}, fresh)[0] == "guided.think.claim"


@pytest.mark.parametrize("lang", LANGS)
def test_the_claim_prompt_counts_to_the_variants_target(lang: str) -> None:
    from schnapsen.i18n import translate

    step, d = _claim_step_of_sl_g02()
    d = _with_target(d, 99)
    said = step.text(lang, 2, d)
    assert "99" in said and "66" not in said, said
    for key in ("guided.think.claim", "guided.think.claim.marriage"):
        said = translate(key, lang, points=50, marriage=40, target=99)
        assert "99" in said and "66" not in said, (key, said)


#: the wrong claim's worth, said with the target it lacked in hr and sl ("brez 66 pik")
WRONG_CLAIM = ["result.why.wrong_claim" + k for k in (
    "", ".no_trick", ".you", ".opp", ".solo", ".no_trick.you", ".no_trick.opp",
    ".no_trick.solo")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_count_question_and_the_wrong_claim_say_the_variants_target(lang: str) -> None:
    from schnapsen.i18n import translate

    said = translate("ui.puzzle.question.count", lang, target=99)
    assert "99" in said and "66" not in said, said
    for key in WRONG_CLAIM:
        said = translate(key, lang, base=2, target=99)
        assert "66" not in said, (key, said)
    named = {"sl": WRONG_CLAIM[:1] + WRONG_CLAIM[2:5], "hr": WRONG_CLAIM[1:2]}.get(lang, [])
    for key in named:
        assert "99" in translate(key, lang, base=2, target=99), key


def test_a_wrong_claims_lines_name_the_variants_target() -> None:
    """The result's lines pass the target to the wrong claim's worth (sl)."""
    from schnapsen.explain_result import result_lines

    d = _with_target(Deal.new("at", seed=7), 99)
    while not d.is_over:
        claim = next((m for m in d.legal_moves() if m.kind.name == "CLAIM"), None)
        d.play(claim if claim is not None and all(d.tricks_won(s) for s in d.seats) else
               sorted(d.legal_moves(), key=str)[0])
    assert d.result is not None and d.result.reason == "wrong_claim", d.result
    said = " ".join(result_lines(d, "sl"))
    assert "brez 99 pik" in said and "66" not in said, said
