"""code37cs: a blind native Czech reader's six points on the built book (round 37)."""
from __future__ import annotations

import html
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from schnapsen import Card
from schnapsen.i18n import translate
from schnapsen.render import card_svg


def _texts_outside_hidden(svg: str) -> list[str]:
    """The text of every <text> element of ``svg`` not inside an aria-hidden group."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(svg)
    out: list[str] = []

    def walk(node: ET.Element, hidden: bool) -> None:
        hidden = hidden or node.get("aria-hidden") == "true"
        if node.tag.endswith("text") and not hidden:
            out.append("".join(node.itertext()))
        for child in node:
            walk(child, hidden)

    walk(root, False)
    return out


# -- 5. the card's corner indices are not read besides its name ------------------------------
def test_card_letters_are_hidden_from_screen_readers() -> None:
    for code in ("QH", "TS", "AC", "9D"):
        for style in ("german", "french"):
            svg = card_svg(Card.parse(code), style)
            assert re.search(r'role="img" aria-label="[^"]+"', svg)
            assert "<text" in svg
            assert _texts_outside_hidden(svg) == [], (code, style)


# -- 3. a mistake in the hint list says how much worse than the best -------------------------
@pytest.mark.parametrize("lang", ["en", "cs", "hr", "sl", "hu"])
def test_a_mistake_verdict_says_its_loss_against_the_best(lang: str) -> None:
    from schnapsen.explain import move_label
    from schnapsen.search.grade import points_message
    from schnapsen.search.hint import SAMPLE_DEALS, hint
    from schnapsen.widgets.play_hints import PlayHints, verdict
    from tests.test_code27a import _deal

    d = _deal("at", 11, 3)
    hints = hint(d, worlds=SAMPLE_DEALS, distinct=True)
    box = PlayHints(lang, lambda: "", lambda: hints,
                    lambda m: move_label(m, lang, "german", d), lambda: "german")
    box.hints = hints
    words = box.html().partition("<details")[0]
    items = re.findall(r"<li>(.*?)</li>", words)
    mistakes = [i for i in range(len(hints)) if verdict(hints, i) == "mistake"]
    assert mistakes
    bare = html.escape(translate("ui.hint.verdict.mistake", lang))
    for i in mistakes:
        loss = hints[0].value - hints[i].value
        said = html.escape(points_message("guided.grade.name.mistake", loss, lang))
        assert said in items[i], items[i]
        assert f"\u2014 {bare}." not in items[i]


# -- 2. a key decision that did not come up names the trick of the detour --------------------
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_missed_key_decision_names_the_trick_where_the_play_left_the_line(lang: str) -> None:
    from schnapsen.practice import guided_hands
    from schnapsen.stages import Stage
    from schnapsen.widgets.guided import GuidedHandWidget
    from tests.test_guided import _leave_line

    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    _leave_line(w)
    off = w._left_line()
    assert off is not None and w._on_line(off).stage == Stage.PLAY
    detour = w._trick_at(off)
    text = "\n".join(w.summary_lines())
    missed = [(n, st) for n, st in enumerate(w.hand.steps, 1)
              if not any(mo.step is st for mo in w.moments)]
    assert missed
    for n, st in missed:
        line = translate("guided.ui.moment.missed.at", lang, number=n, about=st.about(lang),
                         trick=w._trick_at(st.index), detour=detour)
        assert line in text, text
        assert translate("guided.ui.moment.missed", lang, number=n, about=st.about(lang),
                         trick=w._trick_at(st.index)) not in text


# -- 4. a question of several right answers judges each pick -------------------------------
def _feedback(data: dict[str, Any], index: int, picked: list[int], tmp_path: Path) -> str:
    import json
    import subprocess

    from schnapsen.teach.drills import js_source, opened

    q = data["questions"][index]
    sealed = opened(data, index)
    ok = sorted(picked) == sorted(sealed["a"])
    script = tmp_path / "feedback.js"
    script.write_text(
        "globalThis.window = globalThis; globalThis.document = {readyState: 'loading',"
        " addEventListener() {}};\n" + js_source("drill.js") + "\n"
        f"console.log(JSON.stringify(window.__sbDrillFeedback({json.dumps(data['text'])}, "
        f"{json.dumps(q)}, {json.dumps(sealed)}, {json.dumps(picked)}, {json.dumps(ok)})));\n",
        encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    said: str = json.loads(out.stdout)
    return said


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the page's script")
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_several_right_answers_each_pick_judged_then_the_missed_named(
        lang: str, tmp_path: Path) -> None:
    from schnapsen.i18n.base import capitalised
    from schnapsen.teach.drills import opened, pool_json

    data = pool_json("strict-rules", lang)
    text = data["text"]
    index = next(i for i, q in enumerate(data["questions"])
                 if q["m"] and 1 < len(opened(data, i)["a"]) < len(q["o"]))
    q = opened(data, index)
    right, wrong = q["a"][0], next(i for i in range(len(q["o"])) if i not in q["a"])
    said = _feedback(data, index, [right, wrong], tmp_path)
    labels = q["o"]
    # each pick a sentence of its own, capitalised
    assert capitalised(text["pick.right"].replace("{answer}", labels[right])) in said, said
    assert capitalised(text["pick.wrong"].replace("{answer}", labels[wrong])) in said, said
    missed = ", ".join(labels[i] for i in q["a"] if i != right)
    assert text["pick.missed"].replace("{answers}", missed) in said, said
    # not every right answer stated at once before the picks are judged
    assert not said.startswith(text["answer"].split("{")[0]), said
    assert said.lower().index(labels[wrong].lower()) < said.index(
        text["pick.missed"].split("{")[0])


# -- 6. a series of the close trainer asks for both answers ---------------------------------
@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_each_series_of_the_close_trainer_has_both_answers(lang: str) -> None:
    """The page's series (shuffle 31, each edition's own game): in its first three positions
    closing and playing on are each the better answer at least once."""
    from schnapsen.teach.tradition import home_variant
    from schnapsen.widgets.close import CloseTrainer

    t = CloseTrainer(variant=home_variant(lang), seed=31, lang=lang)
    better = [t.choice.better]
    for _ in range(2):
        t.next()
        better.append(t.choice.better)
    assert {"close", "play_on"} <= set(better), better
    assert t.answers == better


# -- 1. a better lead not played is said in the conditional ---------------------------------
#: the lead reasons (said after the move's name) and the causes a better lead's reason may have
WOULD = ("search.why.lead.sure.trump.bare", "search.why.lead.sure.trump.one.bare",
         "search.why.lead.trump.bare", "search.why.lead.trump.bare.opp",
         "search.why.lead.trump.must.bare", "search.why.lead.trump.void.bare",
         "search.why.cause.takes.no.opp", "search.why.cause.trumped.yes.opp")


def test_a_better_leads_reasons_have_their_conditional_forms() -> None:
    from schnapsen.search.reasons import _did

    for key in WOULD:
        assert _did(key, False, True) == "review.would." + key.removeprefix("search.why."), key


@pytest.mark.parametrize("cause", ["search.why.cause.takes.no.opp",
                                   "search.why.cause.trumped.yes.opp"])
def test_a_better_lead_in_czech_is_said_in_the_conditional(cause: str) -> None:
    from schnapsen.search.reasons import CAUSE, ONE_OPP, why_text

    for counted in ({"held": 4, "worlds": 12}, {}):
        said = why_text("search.why.lead.trump", {"card": Card.parse("AH"), ONE_OPP: True,
                                                  CAUSE: (cause, counted)},
                        "cs", bare=True, would=True, listed=True)
        assert "byste štych vzali" in said and "soupeř nepřebil" in said, said
        assert " bere" not in said and "přebije" not in said and "vezmete" not in said, said
        assert re.search(r"\bby\b", said.split(".", 1)[1]), said
