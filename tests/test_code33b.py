"""code33b: the rules tables mark the cells a tradition's source does not state (cs reader
32, worst 2)."""

from __future__ import annotations

import re
from pathlib import Path

from schnapsen.compare import ROWS, book_rows
from schnapsen.teach.book import comparison_table
from schnapsen.variants import VARIANTS

LANGS = ("en", "hr", "sl", "hu", "cs")


def test_czech_column_marks_every_row_its_source_does_not_state() -> None:
    # the source: five cards each (no packets), closing by the leader (no limit), loupit
    # while the card lies under the talon (no limit), 66 wins at once, the failed close by
    # points, krejčí named only
    assert set(book_rows("cs-2")) == {"deal", "exchange", "closing", "marriage_first",
                                      "marriage_after", "claim", "failed_close", "match"}
    # the Hungarian game for two: its source names no snapszer bid nor closing for two
    assert set(book_rows("hu-2")) == {"direction", "exchange", "closing", "marriage_after",
                                      "strict", "claim", "failed_close", "contracts"}


def test_source_rows_name_table_rows() -> None:
    rows = {key.split(".")[-1] for key, _read in ROWS}
    for v in VARIANTS.values():
        assert set(v.source_rows or ()) <= rows, v.id


def test_table_marks_the_cells_and_the_caption_lists_their_rows() -> None:
    for lang in LANGS:
        h = str(comparison_table(["at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66"], lang=lang))
        rows = re.findall(r"<tr><th scope=\"row\">(.*?)</th>(.*?)</tr>", h)
        closing = [cells for name, cells in rows if "sq-book" in cells.split("</td>")[4]]
        assert len(closing) == 8, lang
        caption = re.search("<caption>(.*?)</caption>", h, re.S)
        assert caption and caption.group(1).count("*") == 4, lang  # hr, sl too (round 33)
        # no cell of the Austrian column is marked
        assert all("sq-book" not in cells.split("</td>")[0] for _name, cells in rows)


def test_drill_feedback_states_the_answer_once() -> None:
    """sl reader 32: "Ni prav. Pravilni odgovor: »Ne«. Odgovor je »ne«: …" — a rule that
    names the answer first is flagged (``t``) and drill.js then adds no "Pravilni odgovor"."""
    from schnapsen.teach.drills import names_answer, opened, pool_json

    assert names_answer("Odgovor je »ne«: za »dovolj« je treba 66", ["ne"])
    assert names_answer("No: a claim needs 66", ["No"])
    assert not names_answer("Za »dovolj« je treba 66: 66 − 33 = 33.", ["33"])
    assert not names_answer("Na „dost“ je potřeba 66 a hráč 1 má jen 40.", ["ne"])
    data = pool_json("claiming", "sl")
    said = [o for i in range(len(data["questions"]))
            if (o := opened(data, i))["r"].startswith(("Odgovor je »", "Ne, ", "Da, "))]
    assert said and all(o.get("t") == 1 for o in said)
    cs = pool_json("claiming", "cs")
    assert not any(opened(cs, i).get("t") for i in range(len(cs["questions"])))
    js = (Path(__file__).parents[1] / "schnapsen/teach/js/drill.js").read_text()
    assert "!sealed.t && said.indexOf(labels) !== 0" in js


def test_trumped_said_names_the_trick_not_a_pronoun() -> None:
    """sl reader 32 (further 6): "Eden od nasprotnikov te barve nima in jo pobere z adutom"
    — "jo" has no referent where the card's name is masculine (or far back): the trick is
    named (sl "štih", hr the same with "ga"); hu and cs need no pronoun."""
    from schnapsen.explain import format_message

    for key in ("search.why.cause.trumped.yes.said", "search.why.cause.trumped.yes.opp.said"):
        sl = format_message(key, {}, "sl")
        hr = format_message(key, {}, "hr")
        assert " jo " not in sl and "štih" in sl, sl
        assert " ga " not in hr and "štih" in hr, hr


def test_a_line_that_ends_with_a_claim_says_the_result_once() -> None:
    """cs reader 32 (worst 3, further 8-10): "Hlásíte „dost“ (66): máte 68 bodů … Na konci
    hry máte 68 bodů a soupeř 31 bodů. Získáte 2 herní body. Rozhodne o tom ohlášení
    „dost“." — after the claim only the loser's points, and how they decide."""
    from schnapsen.teach.practice import puzzles

    ps = {p.id: p for p in puzzles()}
    en = ps["at-001"].solution_text("en")
    assert "Your opponent has 31 points, fewer than 33, so you win 2 game points." in en, en
    assert "At its end" not in en
    cs = ps["at-001"].solution_text("cs")
    assert "Soupeř má 31 bodů, méně než 33, takže získáte 2 herní body." in cs, cs
    assert "Na konci hry" not in cs and "Rozhodne o tom" not in cs
    lost = ps["at-011"]  # the opponent claims
    assert "Máte 47 bodů, aspoň 33, takže soupeř získá 1 herní bod." in lost.solution_text("cs")
    for lang in LANGS:
        for p in ps.values():
            text = p.solution_text(lang)
            assert "{" not in text, (p.id, lang)
    # cs further 30: the subject once ("vy přidáváte … a štych berete vy")
    assert not any("a berete ho vy" in p.solution_text("cs") for p in ps.values())
