"""Round 25 (code25b): hu drills name a marriage by its call, a list of steps after a colon
in lower case, the marriages page's claim line with the seat's role, the closing page's points
line says the winner, the live table's message says one lead once, the guided grade says its
measure once per hand."""

from __future__ import annotations

import random

from schnapsen.deal import Deal
from schnapsen.i18n import translate
from schnapsen.teach.drills import line_text, q_marriage_lead, q_may_marry


def test_hu_drills_name_a_marriage_by_its_call() -> None:
    """hu reader: a marriage is "húszat / negyvenet mond", not its two cards: the drills pass
    the marriage's value as ``{call}`` (20, or 40 in trumps), said as a number of its own."""
    seen = 0
    for make in (q_may_marry, q_marriage_lead):
        rng = random.Random(7)
        for _ in range(12):
            q = make(rng)
            if q is None:
                continue
            key, params = q.prompt
            deal = Deal.from_text(q.deal_text)
            v = deal.variant
            want = v.trump_marriage_points if params["suit"] == deal.trump \
                else v.marriage_points
            assert params.get("call") == want, (key, params)
            said = translate(f"said.{want}", "hu")
            text = line_text(q.prompt, "hu")
            assert said[:4] in text and "királyt és felsőt" not in text, text
            # the English keeps naming the marriage by its suit
            assert "the marriage in" in line_text(q.prompt, "en")
            seen += 1
    assert seen >= 10


def test_hu_steps_after_a_colon_go_on_in_lower_case() -> None:
    """hu reader: "… folytatás innen: Bejelented, hogy elég" opened the line of play after a
    colon with a capital: ``{steps}`` is a sentence parameter with a ``.clause`` form, and the
    hu lines say it so."""
    from schnapsen.explain import format_message

    steps = "Bejelented, hogy elég: 80 pontot szereztél."
    for key in ("practice.solution.line_exact", "practice.solution.line_world"):
        text = format_message(key, {"steps": steps}, "hu")
        assert ": bejelented, hogy elég" in text, text
        # English keeps its capital
        assert ": Bejelented" in format_message(key, {"steps": steps}, "en")


def test_hu_marriages_claim_line_names_the_role() -> None:
    """hu reader: the marriages page's claim line said "Az 1. játékos azt mondja: „elég”" where
    the page names the seats by their roles: the page passes the role's label as
    ``{claimer}``, whose forms are the role word as a sentence says it ("Az előkéz")."""
    from pathlib import Path

    from schnapsen.teach.book import page_text, role_labels

    root = Path(__file__).resolve().parent.parent
    for lang in ("en", "hu", "cs", "hr", "sl"):
        page = (root / "book" / lang / "marriages.md").read_text(encoding="utf-8")
        assert "claimer=SEATS[r.winners[0]]" in page, lang
    _ = page_text("marriages", "hu")
    seats = role_labels(_("seat_forehand"), _("seat_dealer"), lang="hu")
    line = _("claim_result", seat=0, claimer=seats[0], game_points=1, points=74, other=14)
    assert line.startswith("Az előkéz azt mondja: „elég”"), line
    _ = page_text("marriages", "en")
    seats = role_labels(_("seat_forehand"), _("seat_dealer"), lang="en")
    assert _("claim_result", seat=0, claimer=seats[0], game_points=1, points=74,
             other=14).startswith("Seat 1 claims 66")


def test_a_finished_deals_points_line_names_the_winner() -> None:
    """hu reader, the closing page: "Pontok – a 2. játékos: 46 pont, az 1. játékos: 49 pont"
    after a failed close did not say that the 46 won: the winners' points come first, named
    as the winners, in every language."""
    import html
    import re

    from schnapsen.i18n import LANGUAGES, Label
    from schnapsen.render import names_for, result_html

    deck = "AH TH AS KH TS KS QH KD JC QS AC AD JD JS TD JH QD QC KC TC"
    moves = ["JC", "AC", "TS", "AS", "close", "AH", "KH", "TH", "QS", "KD", "AD", "TD", "JD",
             "KS", "JS"]
    want = {"en": "Points: seat 2 (the winner): 46 points, seat 1: 49 points.",
            "hu": "Kártyapontok: a\u00a02.\u00a0játékos (a parti nyertese) 46 pont, "
                  "az\u00a01.\u00a0játékos 49 pont."}
    for lang in LANGUAGES:
        deal = Deal.new("at", deck=deck)
        for m in moves:
            deal.play(m)
        assert deal.result is not None and deal.result.winners == (1,)
        text = html.unescape(re.sub("<[^>]+>", "", result_html(deal, names=names_for(lang))))
        winner = translate("render.score_item_won", lang, seat=Label("X"), points=46,
                           winners_count=1)
        assert winner.startswith("X (") and "{" not in winner, winner
        if lang in want:
            assert want[lang] in text, text


def test_the_live_table_says_a_lead_told_by_the_log_once() -> None:
    """cs reader: after the opponent announced a marriage and led from it, the status said
    "Soupeř vynesl žaludského svrška. Jste na řadě." and, below, the log's "Soupeř hlásí
    žaludskou dvacítku a vynáší žaludského svrška.": the lead once, in the log; the turn
    line says only that it is the reader's, in every language."""
    import html
    import re

    from schnapsen.i18n import LANGUAGES
    from schnapsen.widgets import PlayWidget

    for lang in LANGUAGES:
        w = PlayWidget("cs-2", seed=1, lang=lang)
        for _ in range(40):
            d = w.deal
            assert not d.is_over
            if d.current_trick and d.to_move == w.seat and w.story.log:
                break
            w.play(next(str(m) for m in d.legal_moves() if m.kind == "card"))
        else:
            raise AssertionError("no marriage led by the opponent")
        paras = [html.unescape(re.sub("<[^>]+>", "", p))
                 for p in re.findall(r"<p[^>]*>(.*?)</p>", w.status.value, re.S)]
        # what just happened first (the log's marriage and lead), then the bare turn line
        # (round 25, hr: "Na redu ste." stood before the opponent's lead it answers)
        turn = paras.index(translate("ui.status.your_turn", lang))
        assert turn == len(w.story.log), paras
        assert w.story.log[0][0].startswith("log.m"), w.story.log


def test_a_guided_hand_says_its_grades_measure_once() -> None:
    """cs reader: every grade of a guided hand ended with "to jsou body hry, které v průměru
    čekáte ve 4 rozděleních …": the first grade with a measure says it, a later grade with
    the same measure gives its figures alone; in every language."""
    import html

    from schnapsen.i18n import LANGUAGES
    from tests._render import graded_line

    for lang in LANGUAGES:
        said: list[str] = []
        shown = 0
        for w in graded_line(lang):
            g = w.moments[-1].grade
            measure = g.measure(lang)
            text = html.unescape(w.grade_box.value)
            assert (measure in text) == (measure not in said), (lang, measure, text)
            said.append(measure)
            shown += 1
        assert shown >= 3 and len(set(said)) < len(said), said
