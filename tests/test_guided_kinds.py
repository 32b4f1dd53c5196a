"""After a detour, a key decision the coach finds in the reader's play stands in for the
line's missed decision of the same trick only where the two are of one kind (round 29, a new
learner: "Key decision 1 came up in trick 7 in another form (whether you have 66 to claim)",
where decision 1 had been which card to lead, read as a renumbering)."""
from __future__ import annotations

from schnapsen.i18n import translate
from tests.test_guided import HANDS, _play_with_detour


def test_a_found_decision_of_another_kind_is_said_apart() -> None:
    h = next(h for h in HANDS if h.id == "sl-g11")
    w = _play_with_detour(h)
    text = "\n".join(w.summary_lines())
    steps = list(h.steps)
    missed = [(n, st) for n, st in enumerate(steps, 1)
              if not any(mo.step is st for mo in w.moments)]
    found = [mo for mo in w.moments if mo.step is not None
             and not any(mo.step is st for st in steps)]
    pairs = [(n, st, mo) for n, st in missed for mo in found
             if mo.trick == w._trick_at(st.index) and mo.step is not None
             and mo.step.about("en") != st.about("en")]
    assert pairs, (h.id, text)
    for n, st, mo in pairs:
        assert mo.step is not None
        # with the trick where the play left the line (code37cs)
        off = w._left_line()
        assert off is not None
        assert translate("guided.ui.moment.missed.at", "en", number=n, about=st.about("en"),
                         trick=mo.trick, detour=w._trick_at(off)) in text, text
        assert translate("guided.ui.moment.found", "en", about=mo.step.about("en"),
                         trick=mo.trick, choice=w._move(mo.grade.move),
                         grade=mo.grade.name("en")) in text, text
