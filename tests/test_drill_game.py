"""A drill question about another game than the chapter's names it in bold (round 30, a new
learner: "the game is named only in a small line above the question")."""
from __future__ import annotations

import random

from schnapsen.teach.drills import q_hand_size, q_turned


def test_a_question_about_a_game_marks_its_game_line() -> None:
    q = q_hand_size(random.Random(3)).as_json("en")
    assert q.get("g") == 1 and q["f"][0].startswith("The game: "), q
    plain = q_turned(random.Random(3)).as_json("en")
    assert "g" not in plain or plain["f"][0].startswith("The game: "), plain


def test_the_drill_script_sets_the_game_line_in_bold() -> None:
    from pathlib import Path

    import schnapsen.teach as teach

    js = (Path(teach.__file__).parent / "js" / "drill.js").read_text()
    assert "sb-drill-game" in js and ".sb-drill-game{font-weight:700" in js
