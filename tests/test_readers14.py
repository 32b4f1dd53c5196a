"""Round-14 readers (issue 25): generated lines the catalogues alone could not mend, each test
naming the line a native reader of the built site found wrong."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

import schnapsen as s
from schnapsen.render import names_for, table_svg

ROOT = Path(__file__).resolve().parent.parent

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _said(svg: str) -> str:
    """The text alternative of a picture (its title)."""
    found = re.search(r"<title[^>]*>(.*?)</title>", svg, re.S)
    assert found is not None
    return html.unescape(found.group(1))


@pytest.mark.parametrize("lang", LANGS)
def test_the_empty_trick_slot_is_read_after_its_heading(lang: str) -> None:
    """sl "Štih še nobena karta ni izigrana" → "Štih: še nobena karta ni izigrana.": the
    picture's words name the empty trick as one item, its heading and a colon before it."""
    names = names_for(lang)
    said = _said(table_svg(s.Deal.new("at", seed=3), seat=0, names=names))
    assert f"{names.current_trick}: {names.empty_trick}." in said, said
    if lang == "sl":
        assert "Štih: še prazen." in said


def test_no_trick_in_a_list_reads_without_one() -> None:
    """sl "0 pik, noben štih" → "0 pik, brez štiha": the zero form of the trick count in a
    list of what a seat has; a denied verb keeps its genitive ("nobenega štiha")."""
    from schnapsen.i18n import Seats, translate

    line = translate("ui.puzzle.side.other", "sl", seats=Seats((1, 3), "sl"), points=0,
                     tricks=0)
    assert line == "Nasprotna stran (igralca\u00a02 in 4): 0 pik, brez štiha."
    assert "nobenega štiha" in translate("result.why.no_trick.other", "sl", seat=1, base=3)
    # the other editions' zero forms in the same place
    assert translate("ui.puzzle.side.other", "hr", seats=Seats((1, 3), "hr"), points=0,
                     tricks=0).endswith("0 bodova i nijedan štih.")
    assert translate("ui.puzzle.side.other", "cs", seats=Seats((1, 3), "cs"), points=0,
                     tricks=0).endswith("0 bodů a žádný štych.")


def test_the_live_history_tells_the_reader_in_the_second_person() -> None:
    """sl "Začel: ti." → "Začel si ti", "Začel je nasprotnik": each trick of the play
    history with its verbs agreeing with who led and who took it (the reader in the second
    person), in every edition."""
    from schnapsen.i18n import translate
    from schnapsen.widgets._common import seat_word

    def line(lang: str, leader: int, winner: int) -> str:
        return translate("ui.history.trick", lang, number=1, cards="…", points=11,
                         leader=seat_word(leader, 0, lang, 2),
                         winner=seat_word(winner, 0, lang, 2))

    assert "Začel si ti, pobral je nasprotnik (11 pik)" in line("sl", 0, 1)
    assert "Začel je nasprotnik, pobral si ti" in line("sl", 1, 0)
    # hr: a finished trick told in the past (round 14 reader: "izašli ste vi, štih je uzeo")
    assert "– izašli ste vi, štih je uzeo protivnik (11 bodova)" in line("hr", 0, 1)
    assert "– izašao je protivnik, štih ste uzeli vi" in line("hr", 1, 0)
    # cs likewise (round 14 reader: "vynášeli jste", the trick is over; round 16 reader:
    # "soupeř bral" → "štych vzal soupeř", the verb before its subject as in speech; round 31
    # reader: one form for the reader's trick, "štych jste vzali vy", as elsewhere; round 32
    # reader: "1. štych:" opens the line, not a dash)
    assert "1. štych: …; vynesli jste, štych vzal soupeř (11 bodů)" in line("cs", 0, 1)
    assert "1. štych: …; vynesl soupeř, štych jste vzali vy (11 bodů)" in line("cs", 1, 0)
    assert "Te hívtál" in line("hu", 0, 1) and "Az ellenfeled vitte el" in line("hu", 0, 1)
    assert "You led" in line("en", 0, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_daily_puzzle_shows_the_readers_own_hand(lang: str) -> None:
    """hu "Te vagy az 1. játékos" above a hand labelled "1. játékos lapjai" → "A lapjaid": the
    reader plays the seat, so its hand is captioned as the reader's own, in every edition."""
    from schnapsen.i18n import translate
    from schnapsen.teach.daily import daily_pool

    first = daily_pool(lang)[0]
    hand = first["pictures"][0]
    assert hand["c"] == translate("quiz.hand.you", lang)
    assert hand["a"].startswith(hand["c"] + ": ")
    if lang == "hu":
        assert hand["c"] == "A lapjaid" and "1.\u00a0játékos lapjai" not in str(first)


def test_a_move_is_said_as_a_verb_where_the_sentence_wants_one() -> None:
    """cs "… se hráč 2 rozhodne pro tah: ohlášení snapszeru" → "… hráč 2 ohlásí snapszer";
    hr "Bolje bi bio potez zelena desetka" → "Bolje bi bilo odigrati zelenu desetku": every
    kind of move has its verb phrase (what to do, what a seat does) in every edition."""
    from schnapsen.explain import format_message, move_act
    from schnapsen.i18n import MESSAGES, translate
    from schnapsen.i18n.names import Word
    from schnapsen.moves import Move, MoveKind

    def alone(lang: str, move: str) -> str:
        return format_message("compare.alone.extra", {
            "when": "3", "game": Word("variant.hu-2", lang), "other_game": Word("variant.at", lang),
            "seat": 1, "choice": Move.parse(move)}, lang)

    assert "hráč\u00a02 ohlásí snapszer." in alone("cs", "snapszer")
    assert "igrač\u00a02 zatvara talon;" in alone("hr", "close")
    assert "igralec\u00a02 izigra zeljno desetko;" in alone("sl", "TS")
    assert "a\u00a02.\u00a0játékos snapszert mond." in alone("hu", "snapszer")
    better = {lang: translate("review.turning.better", lang, move=move_act("TS", lang),
                              reason="x") for lang in LANGS}
    assert better["hr"] == "Bolje bi bilo odigrati zelenu desetku: x."
    assert better["cs"] == "Lepší by bylo zahrát zelenou desítku – x."
    assert better["sl"] == "Bolje bi bilo odigrati zeljno desetko: x."
    assert better["hu"] == "Jobb lett volna kijátszani a zöld tízest: x."
    assert better["en"] == "Better was the Ten of Leaves: x."
    for kind in MoveKind:
        assert f"move.verb.{kind}" in MESSAGES and f"move.does.{kind}" in MESSAGES


def test_a_translation_may_leave_out_a_placeholder_declared_optional(tmp_path: Path) -> None:
    """cs "Soupeř ohlásil „dost“." without "(66)": a key declares {target} optional (MayDrop),
    so a translation may omit it; the check still catches a required placeholder left out,
    one renamed, and one the English does not have."""
    from schnapsen.i18n import MayDrop, translate
    from tests.test_catalogues import write_catalogue
    from tools import i18n as tool

    english = {"c.claim": MayDrop("Seat {seat} claimed {target}.", "target")}
    write_catalogue(tmp_path, "cs", {"c.claim": "Hráč {seat} ohlásil „dost“."})
    assert tool.problems("cs", tmp_path, english) == []
    write_catalogue(tmp_path, "cs", {"c.claim": "Hráč {seat} ohlásil „dost“ ({target})."})
    assert tool.problems("cs", tmp_path, english) == []
    for wrong in ("Někdo ohlásil „dost“ ({target}).", "Hráč {hrac} ohlásil „dost“.",
                  "Hráč {seat} ohlásil „dost“ ({target}, {navic})."):
        write_catalogue(tmp_path, "cs", {"c.claim": wrong})
        assert [p.split(": placeholders")[0] for p in tool.problems("cs", tmp_path, english)] \
            == ["cs: c.claim"], wrong
    assert translate("ui.history.claim.opp", "cs", target=66) == "Soupeř ohlásil „dost“."
    assert translate("ui.history.claim.other", "cs", seat=1, target=66) == (
        "Hráč\u00a02 ohlásil „dost“.")


def test_slovenian_quotes_mark_every_misspelling_with_sic() -> None:
    """sl prose marked "prejšne" and "igralcemi" with [sic], not "dobis", "neglede", "igrec"
    …: every misspelling a quote keeps is known, and marked wherever the reader may not know
    the language; the Slovenian edition (round-15 reader: the marks read as mocking its own
    source) marks none and says once, where it introduces the source, that it quotes verbatim."""
    from schnapsen.teach.quotes import SIC, shown_words
    from schnapsen.variants.quotes import QUOTES

    sic = {q.key: q.sic for q in QUOTES if q.source == "sl-snops"}
    for key, word in (("sl-marriage-count", "dobis"), ("sl-caller-precedence", "neglede"),
                      ("sl-closer", "igrec"), ("sl-any-suit", "katerokoli"),
                      ("sl-last-trick", "prejšne"), ("sl-five-as-four", "igralcemi"),
                      ("sl-five-as-four", "z štirimi")):
        assert word in sic[key], key
        for lang in ("en", "hr", "hu", "cs"):
            assert f"{word} {SIC}" in shown_words(key, lang)
        assert word in shown_words(key, "sl") and SIC not in shown_words(key, "sl")
    said = (ROOT / "book" / "sl" / "snops.md").read_text(encoding="utf-8")
    assert "dobesedno" in said and "pravopis" in said


def test_the_contract_line_agrees_with_who_announced_it() -> None:
    """sl "napovedal: ti" → "napovedal si ti": the status line of a contract, with the verb
    agreeing with the reader or another seat, in every edition."""
    from schnapsen.explain import format_message
    from schnapsen.widgets._common import seat_word

    def said(lang: str, seat: int) -> str:
        return format_message("ui.status.contract", {
            "contract": "snapszer", "seat": seat_word(seat, 0, lang)}, lang)

    assert said("sl", 0).endswith("napovedal si ti.") and said("sl", 1).endswith(
        "napovedal je igralec\u00a02.")
    assert said("hr", 0).endswith("najavili ste vi.")
    assert said("cs", 1).endswith("(hlásí hráč\u00a02).")
    assert said("hu", 0).endswith("(te mondtad be).")


# (a finished deal's winners marked as such, round 25: "igrači 2 i 3 (pobjednici) – 69 bodova")
@pytest.mark.parametrize(("lang", "want"), [("hu", r"a 2\. és a 3\. játékos( \(.*?\))?: \d+ pont"),
                                            ("hr", r"igrači\s2 i 3( \(\w+\))? – \d+ bod"),
                                            ("sl", r"igralca\s2 in 3( \(\w+\))?: \d+ pik"),
                                            ("cs", r"hráči\s2 a 3( \(\w+\))?\W+\d+ bod")])
def test_the_live_tables_score_line_shares_the_noun_of_numbered_seats(lang: str,
                                                                      want: str) -> None:
    """The live table names the reader "you" and the others by number: the score line of a
    side of two numbered seats shares one noun, as the puzzles' lines do (hu and hr readers of
    round 14: "a 2. játékos és a 3. játékos: 79 pont", "igrač 3 i igrač 4 – 57 bodova")."""
    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PlayWidget

    w = PlayWidget("hu-3", seed=1, lang=lang, bot="random")
    while not w.deal.is_over:
        assert w.play(next(iter(w.deal.legal_moves())))
    text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", w.table.value)).split())
    assert re.search(want, text), text[-300:]
