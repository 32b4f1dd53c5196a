"""Round 26 readers' reports mended by code26e: a many-answer quiz keeps its count after a
wrong pick, guided prompts, the rules reference's program names, trick lines' cases."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from schnapsen.teach.book import jupyterquiz_items
from schnapsen.teach.quiz import chapter_questions

LANGS = ["en", "hr", "sl", "hu", "cs"]
ROOT = Path(__file__).parent.parent

_CLICKS = """
<script>
window.addEventListener("load", function () {
  setTimeout(function () {
    var buttons = document.querySelectorAll(".MCButton");
    var fb = document.querySelector(".Feedback");
    var said = [];
    [%s].forEach(function (i) { buttons[i].click(); said.push(fb.textContent); });
    var out = document.createElement("pre");
    out.id = "sq-out";
    out.textContent = JSON.stringify(said);
    document.body.appendChild(out);
  }, 300);
});
</script>
"""


def _clicked(tmp_path: Path, lang: str, clicks: list[int]) -> list[str]:
    """The feedback a many-answer question of the dealing chapter's quiz shows after each of
    ``clicks`` (answer indexes), in headless Chromium with jupyterquiz's script and the
    book's _static/schnapsen.js."""
    from jupyterquiz.dynamic.loader import load_questions_script  # type: ignore[import-untyped]
    from jupyterquiz.dynamic.renderer import build_script, render_div  # type: ignore[import-untyped]

    item = next(i for i in jupyterquiz_items(chapter_questions("dealing"), lang)
                if i["type"] == "many_choice")
    prefix, static, url = load_questions_script([item], "sqquiz")
    div = render_div("sqquiz", False, False, False, 1_000_000, 720, 10, "left")
    script = build_script(prefix, static, url, "sqquiz", True)
    page = tmp_path / "quiz.html"
    page.write_text(
        f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{div}</div>'
        f"<script>{script}</script>"
        f'<script src="{(ROOT / "_static" / "schnapsen.js").as_uri()}"></script>'
        + _CLICKS % ", ".join(map(str, clicks)) + "</body></html>", "utf-8")
    run = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
         "--allow-file-access-from-files", "--virtual-time-budget=3000",
          "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=120)
    found = re.search(r'<pre id="sq-out">(.*?)</pre>', run.stdout, re.S)
    assert found, run.stderr[-2000:]
    said: list[str] = json.loads(html.unescape(found.group(1)))
    return said


@pytest.mark.skipif(shutil.which("chromium") is None, reason="a browser runs the quiz")
@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_pick_keeps_the_right_answers_found(tmp_path: Path, lang: str) -> None:
    """hr reader 26 item 16, sl item 12: after one right pick ("found 1 of 2") a wrong pick
    said "found 0 of 2"; the count is kept, and the second right pick finds them all."""
    from schnapsen.i18n import translate

    right, wrong, other = 2, 0, 3  # the dealing question: answers 2 and 3 are right
    said = _clicked(tmp_path, lang, [right, wrong, other])
    one = translate("quiz.found", lang, found=1, total=2)
    none = translate("quiz.found", lang, found=0, total=2)
    assert said[0].endswith(one), said
    assert said[1].endswith(one) and not said[1].endswith(none), said
    # a card answer's feedback opens with the card chosen (quiz.wrong.card, code37sl):
    # "You chose the Unter of Leaves: not quite."
    chose = translate("quiz.wrong.card", lang)
    head, verdict = chose.split("{")[0], chose.split("}")[-1]
    assert said[1].startswith(head) and verdict in said[1].split(".")[0] + ".", said
    assert said[2].endswith(translate("quiz.found.all", lang, found=2, total=2)), said


def _at(hand: object, index: int) -> object:
    from schnapsen.teach.practice import GuidedHand

    assert isinstance(hand, GuidedHand)
    d = hand.deal
    for m in hand.line[:index]:
        d.play(m)
    return d


def test_a_lead_prompt_asks_for_an_unbeatable_card_only_where_the_best_is_one() -> None:
    """hr reader 26 (worst 1): hr-g01's second key decision asked "which of your cards can
    the opponent not beat", where the best lead was a Queen the opponent had to trump and
    the only card nobody could beat (the trump Ace) was the mistake. Every guided step with
    that question has a best card that no card the reader cannot see would beat; the
    others ask a question that describes no card."""
    from schnapsen.deal import Deal
    from schnapsen.i18n import translate
    from schnapsen.rules import trick_winner
    from schnapsen.teach.practice import guided_hands

    asked = 0
    for h in guided_hands():
        for st in h.steps:
            if st.key != "guided.think.lead":
                continue
            d = _at(h, st.index)
            assert isinstance(d, Deal)
            obs = d.observation(h.seat)
            card = st.best[0].card
            assert card is not None
            seen = set(obs.played_cards) | set(obs.hand)
            if obs.trump_card is not None and obs.talon_size > 0:
                seen.add(obs.trump_card)
            beaters = [c for c in d.deck if c not in seen
                       and trick_winner([card, c], obs.trump) == 1]
            assert not beaters, (h.id, st.index, card, beaters)
            asked += 1
    assert asked  # some leads still ask it
    hr1 = next(h for h in guided_hands("hr") if h.id == "hr-g01")
    step = next(st for st in hr1.steps if st.index == 17)
    assert step.key != "guided.think.lead"
    for lang in LANGS:
        said = step.text(lang, 2)
        assert said != translate("guided.think.lead.two", lang, trumps=1, points=45)
        assert step.about(lang) == translate("guided.about.lead", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_reference_keeps_program_names_out_of_the_text(lang: str) -> None:
    """hr reader 26 item 9, sl item 19: "direction", "exchange_min_talon", "hr-2" and
    "Naziv u programskom kodu: direction" in the reader's text of the rules reference. The
    text (tags dropped) of the rules and the variants' tables names no option and no game by
    its program name; each is a hover title (``title``, ``data-program-name``) of the cell or item
    that names it for the reader."""
    from schnapsen.i18n import translate
    from schnapsen.teach import book
    from schnapsen.variants import VARIANTS

    page = str(book.rules_reference(lang))
    # the position notation is itself the programmers' section: its fields are program words
    page = page.split('id="notation"')[0] if 'id="notation"' in page else page
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    options = {o for rule in book.RULES for o in rule.options}
    for name in options | {"hr-2", "sl-3", "cs-2"}:
        if not re.search(r"[\d_-]", name) and (lang == "en" or name != "direction"):
            continue  # "claim", "kontra": words of the languages too
        assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), (lang, name)
        assert f'data-program-name="{name}"' in page, (lang, name)
    said = translate("decision.option", lang, option="\x00").split("\x00")[0].strip()
    assert said not in text, (lang, said)
    assert "sl-2" in VARIANTS


#: the case the multi-player pages' trick line (``trick_line.led``) gives the cards played
#: after the lead: the object of the verb (sl "izigra srčnega fanta, nato pa po vrsti zeljno
#: damo ..."), hr the subject of "slijede"
FOLLOW_CASE = {"hr": "nom", "sl": "acc", "hu": "acc", "cs": "acc"}


@pytest.mark.parametrize("lang", sorted(FOLLOW_CASE))
@pytest.mark.parametrize("page", ["snaps-multi", "snops-multi", "snapszer-multi"])
def test_a_trick_line_says_the_cards_after_the_lead_in_one_case(page: str, lang: str) -> None:
    """sl reader 26 (worst 2): "igralec 1 izigra srčnega fanta, nato zeljna dama, srčna dama
    in srčna desetka": the cards after the lead were in the nominative, the led card in the
    accusative. Each page's line says the cards after the lead in the case its verb gives."""
    from schnapsen.cards import parse_card
    from schnapsen.i18n.names import Words, card_word
    from schnapsen.teach.book import page_text

    cards = [parse_card(c) for c in ("JH", "QS", "QH", "TH")]
    line = page_text(page, lang)("trick_line", number=3, leader=0, cards=cards, winner=3,
                                 side="A", others="B", mine=10, theirs=20)
    others = Words([card_word(c, lang) for c in cards[1:]], lang)
    # hu: the article before each card ({cards.each.acc}, code32e: "a zöld felsőt, a piros …")
    listed = others.each.form(FOLLOW_CASE[lang]) if lang == "hu" else others.form(
        FOLLOW_CASE[lang])
    assert listed in line, line
    if FOLLOW_CASE[lang] != "nom":
        assert others.form("nom") not in line, line
