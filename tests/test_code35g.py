"""Round 33, the Croatian editor's needs-code items (code35g): the points so far before the
reason, the end of a deal said by its reason, the close trainer's near tie saying the reader's
answer, two marriages counted for one reason in one sentence, lower case after "Why:"."""

from __future__ import annotations

from schnapsen.teach.practice import puzzles


def test_the_points_so_far_come_before_the_reason() -> None:
    """hr 13: "Uz najbolju igru dostižete 66 u 8. štihu. Zatim kažete „dosta“. U ovom položaju
    imate 45 bodova." read backwards: the points so far come first, then the move and why."""
    said = 0
    for p in puzzles("hr")[:12]:
        for lang in ("en", "hr"):
            text, (words, _) = p.solution_text(lang), p.solution_parts(lang)
            now = dict(p._solution(lang)).get("now")
            if now is None:
                continue
            said += 1
            assert text.startswith(now) and words.startswith(now), (p.id, text)
    assert said


def test_a_deal_won_by_the_last_trick_says_so_in_words() -> None:
    """hr 15: "pa osvajate 1 bod igre (zadnji štih)" → the end reason has its own sentence:
    "pa zadnjim štihom dobivate dijeljenje" (en "with the last trick you win the deal")."""
    texts = {lang: [p.solution_text(lang) for p in puzzles()] for lang in ("en", "hr")}
    assert not any("(the last trick)" in t for t in texts["en"])
    assert any("with the last trick you win the deal and 1 game point." in t
               for t in texts["en"])
    assert not any("(zadnji štih)" in t for t in texts["hr"])
    assert any("zadnjim štihom dobivate dijeljenje" in t for t in texts["hr"])
