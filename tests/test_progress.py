"""The progress a reader keeps (schnapsen/progress.py, and the browser's store
schnapsen/teach/js/store.js, which applies the same events in the same way), the widgets that
report to it, and the position of the day (schnapsen/teach/daily.py)."""

from __future__ import annotations

import builtins
import datetime
import html
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

import schnapsen.teach  # noqa: F401  (the texts)
from schnapsen import progress
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import in_hand_order
from schnapsen.practice import puzzles
from schnapsen.teach.daily import (
    DAILY_LEVEL,
    TRADITION,
    clear,
    daily_json,
    day_html,
    day_number,
    order,
    position_of_the_day,
    puzzle_for,
    static_day,
)
from schnapsen.teach.drills import js_source

DAY = "2026-12-05"
ROUND_DRAWN = [12, 40, 3, 7, 55, 21, 9, 30, 18, 44]
EVENTS: list[dict[str, Any]] = [
    {"type": "drill", "chapter": "closing", "score": 6, "of": 10},
    {"type": "drill", "chapter": "closing", "score": 9, "of": 10},
    {"type": "drill", "chapter": "closing", "score": 4, "of": 10},
    {"type": "drill", "chapter": "cards", "score": 8, "of": 10},
    {"type": "puzzle", "id": "at-001", "result": "missed"},
    {"type": "puzzle", "id": "at-001", "result": "solved"},
    {"type": "puzzle", "id": "at-002", "result": "missed"},
    # guided hands begun: one finished (its result clears it), one left unfinished
    {"type": "guided_begun", "id": "hr-01"},
    {"type": "guided_begun", "id": "at-g03"},
    {"type": "guided", "id": "hr-01", "result": "solved"},
    # tried again and missed: the best result stays (solved), the try is counted
    {"type": "guided", "id": "hr-01", "result": "missed"},
    {"type": "puzzle", "id": "at-001", "result": "missed"},
    {"type": "guided_begun", "id": 7},
    {"type": "read", "page": "closing", "lang": "en", "path": "/book/en/closing.html",
     "title": "Closing the talon"},
    # opened, not read to its end: the chapter read last, not marked read
    {"type": "open", "page": "strict-rules", "lang": "en",
     "path": "/book/en/strict-rules.html", "title": "Strict rules"},
    # a round begun and left (kept), and one finished (its round cleared by the result)
    {"type": "drill_step", "chapter": "tricks", "round": ROUND_DRAWN, "at": 3, "right": 2,
     "size": 60},
    {"type": "drill_step", "chapter": "dealing", "round": ROUND_DRAWN, "at": 2, "right": 2,
     "size": 60},
    {"type": "drill_step", "chapter": "dealing", "round": ROUND_DRAWN, "at": 10, "right": 7,
     "size": 60},
    {"type": "drill", "chapter": "dealing", "score": 7, "of": 10},
    # malformed: nothing changes
    {"type": "drill_step", "chapter": "drawing", "round": ROUND_DRAWN, "at": 2, "right": 3,
     "size": 60},
    {"type": "drill_step", "chapter": "drawing", "round": [70, 1], "at": 1, "right": 0,
     "size": 60},
    {"type": "drill", "chapter": "cards", "score": 11, "of": 10},
    {"type": "puzzle", "id": "at-003", "result": "maybe"},
    {"type": "nonsense"},
    {},
]


def applied(events: list[dict[str, Any]]) -> dict[str, Any]:
    rec = progress.empty()
    for e in events:
        rec = progress.apply(rec, e, day=DAY)
        assert progress.validate(rec) == [], rec
    return rec


def test_the_record_follows_the_schema() -> None:
    rec = applied(EVENTS)
    assert rec["drills"] == {
        "closing": {"best": 9, "last": 4, "of": 10, "solid": True, "when": DAY},
        "cards": {"best": 8, "last": 8, "of": 10, "solid": True, "when": DAY},
        "dealing": {"best": 7, "last": 7, "of": 10, "solid": False, "when": DAY},
    }
    # the round left after three answers is kept; the finished one is not
    assert rec["rounds"] == {"tricks": {"round": ROUND_DRAWN, "at": 3, "right": 2, "size": 60,
                                        "when": DAY}}
    # solved once, then missed on a later try: still solved (the best result), three tries
    assert rec["puzzles"] == {"at-001": {"result": "solved", "tries": 3, "when": DAY},
                              "at-002": {"result": "missed", "tries": 1, "when": DAY}}
    assert rec["guided"] == {"hr-01": {"result": "solved", "tries": 2, "when": DAY}}
    assert progress.tally(rec, [])["guided_solved"] == 1
    assert rec["begun"] == {"at-g03": DAY} and progress.begun_hands(rec) == ["at-g03"]
    # read to the end (closing), or a drill answered (cards, dealing, tricks); strict-rules
    # only opened
    assert rec["read"] == {"closing": DAY, "cards": DAY, "dealing": DAY, "tricks": DAY}
    assert not progress.finished(rec, "tricks") and progress.finished(rec, "dealing")
    assert progress.unfinished_round(rec, "tricks") == rec["rounds"]["tricks"]
    # a record kept before rounds were kept is still valid
    old = applied(EVENTS)
    del old["rounds"]
    assert progress.validate(old) == []
    del old["begun"]  # (and before begun hands were kept)
    assert progress.validate(old) == []
    assert progress.validate({**rec, "begun": {"at-g03": "yesterday"}})
    assert rec["last"] == {"page": "strict-rules", "lang": "en",
                           "path": "/book/en/strict-rules.html", "title": "Strict rules",
                           "when": DAY}
    assert progress.validate(progress.empty()) == []
    bad = applied(EVENTS)
    bad["drills"]["closing"]["solid"] = False  # 9 of 10 is solid
    assert progress.validate(bad)
    assert progress.validate({"version": 2}) and progress.validate([])


def test_opening_a_chapter_does_not_mark_it_read() -> None:
    opened = {"type": "open", "page": "tricks", "lang": "en", "path": "/book/en/tricks.html",
              "title": "Tricks"}
    rec = applied([opened])
    assert rec["read"] == {} and rec["last"]["page"] == "tricks"
    assert not progress.finished(rec, "tricks")
    rec = applied([opened, {**opened, "type": "read"}])
    assert rec["read"] == {"tricks": DAY} and progress.finished(rec, "tricks")


def test_continue_leads_to_the_next_chapter_once_the_last_is_finished() -> None:
    path = ["cards", "dealing", "tricks", "drawing"]

    def event(kind: str, page: str) -> dict[str, Any]:
        return {"type": kind, "page": page, "lang": "en", "path": f"/book/en/{page}.html",
                "title": page}

    assert progress.continue_page(progress.empty(), path) is None
    # opened, not finished: back to it
    assert progress.continue_page(applied([event("open", "dealing")]), path) == "dealing"
    # read to its end: the next chapter of the path
    done = applied([event("read", "cards"), event("open", "dealing"), event("read", "dealing")])
    assert progress.continue_page(done, path) == "tricks"
    # its drill answered: finished too
    drilled = applied([event("read", "cards"), event("open", "dealing"),
                       {"type": "drill", "chapter": "dealing", "score": 9, "of": 10}])
    assert progress.continue_page(drilled, path) == "tricks"
    # the next one read already: the first unfinished one of the path, one skipped before
    # the page read last included (round-20 new reader: cards and tricks read, dealing
    # skipped, and "continue" led on to drawing)
    ahead = applied([event("read", "cards"), event("read", "tricks"), event("open", "dealing"),
                     event("read", "dealing")])
    assert progress.continue_page(ahead, path) == "drawing"
    skipped = applied([event("read", "cards"), event("open", "tricks"),
                       event("read", "tricks")])
    assert progress.continue_page(skipped, path) == "dealing"
    # last on a page that is no chapter to learn (the play page): back to the first chapter
    # not finished, not to the play page
    played = applied([event("open", "dealing"), event("read", "dealing"), event("open", "play")])
    learn = ["cards", "dealing", "tricks", "drawing"]
    assert progress.continue_page(played, [*path, "play"], learn) == "cards"
    played2 = applied([event("read", "cards"), event("read", "dealing"), event("open", "play")])
    assert progress.continue_page(played2, [*path, "play"], learn) == "tricks"
    assert progress.continue_page(played2, [*path, "play"]) == "play"  # without learn, as before
    # the end of the path: the first unfinished page; all finished: the last page itself
    end = applied([event("read", "drawing")])
    assert progress.continue_page(end, path) == "cards"
    every = applied([event("read", p) for p in path])
    assert progress.continue_page(every, path) == "drawing"
    # a drill begun and left unfinished: back to its chapter, though the chapter was read
    # and the reader went on to the next one and read it too (issue 23, round 12)
    step = {"type": "drill_step", "chapter": "dealing", "round": ROUND_DRAWN, "at": 4,
            "right": 3, "size": 60}
    left = applied([event("read", "cards"), event("open", "dealing"), event("read", "dealing"),
                    step, event("open", "tricks"), event("read", "tricks")])
    assert progress.continue_page(left, path) == "dealing"
    assert progress.continue_page(left, [*path, "play"], learn) == "dealing"
    # the round finished: on past it
    ended = applied([event("read", "cards"), event("open", "dealing"), step,
                     {"type": "drill", "chapter": "dealing", "score": 8, "of": 10}])
    assert progress.continue_page(ended, path) == "tricks"


def test_guided_hands_count_and_an_unfinished_one_is_continued() -> None:
    """The round-12 reader finished guided hands and saw no progress for them: the tally
    counts them, and "continue where you left off" leads back to a hand begun and left."""
    path = ["cards", "dealing", "play", "practice", "guided"]
    learn = ["cards", "dealing"]

    def event(kind: str, page: str) -> dict[str, Any]:
        return {"type": kind, "page": page, "lang": "en", "path": f"/book/en/{page}.html",
                "title": page}

    solved = {"type": "guided", "id": "at-g01", "result": "solved"}
    missed = {"type": "guided", "id": "at-g02", "result": "missed"}
    rec = applied([event("read", "cards"), event("open", "guided"), solved, missed])
    assert progress.tally(rec, ["cards", "dealing"]) == {
        "solid": 0, "puzzles_solved": 0, "puzzles_missed": 0, "guided_solved": 1,
        "guided_missed": 1, "begun": 0}
    # no hand open: off the chapters, back to the first chapter not finished
    assert progress.continue_page(rec, path, learn) == "dealing"
    begun = {"type": "guided_begun", "id": "at-g03"}
    left = applied([event("read", "cards"), event("open", "guided"), solved, begun])
    assert progress.tally(left, learn)["begun"] == 1
    assert progress.continue_page(left, path, learn) == "guided"
    assert not progress.finished(applied([event("read", "guided"), begun]), "guided")
    # the reader went on to a chapter and read it: the path comes back to the open hand
    # after it (the guided page is not finished while the hand is open)
    on = applied([event("open", "guided"), begun, event("open", "cards"),
                  event("read", "cards"), event("read", "dealing"), event("read", "play"),
                  event("read", "practice"), event("read", "guided")])
    assert progress.continue_page(on, path, learn) == "guided"
    # the hand finished: on past it
    done = applied([event("open", "guided"), begun, {**solved, "id": "at-g03"}])
    assert progress.tally(done, learn)["begun"] == 0
    assert progress.continue_page(done, path, learn) == "cards"


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the browser's store")
def test_the_browser_store_counts_and_continues_as_python_does(tmp_path: Path) -> None:
    """SBProgress.tally and SBProgress.continuePage (what js/course.js shows on the front
    page) give Python's tally and continue_page for the same records."""
    path = ["cards", "dealing", "tricks", "play", "practice", "guided"]
    learn = ["cards", "dealing", "tricks"]

    def event(kind: str, page: str) -> dict[str, Any]:
        return {"type": kind, "page": page, "lang": "en", "path": f"/book/en/{page}.html",
                "title": page}

    begun = {"type": "guided_begun", "id": "at-g03"}
    records = [
        progress.empty(),
        applied(EVENTS),
        applied([event("open", "guided"), begun]),
        applied([event("open", "guided"), begun, event("read", "cards"),
                 event("read", "dealing")]),
        applied([event("open", "guided"), begun, event("open", "dealing"),
                 event("read", "dealing")]),
        applied([event("open", "guided"), begun,
                 {"type": "guided", "id": "at-g03", "result": "missed"}]),
        applied([event("read", "cards"), event("open", "play")]),
        applied([event("read", p) for p in path]),
    ]
    records.append({**records[1], "begun": {"a": "2026-12-01", "b": DAY, "c": "2026-12-01"}})
    script = tmp_path / "course-test.js"
    script.write_text(
        "globalThis.window = globalThis;\n"
        "window.addEventListener = () => {};\n"
        "window.localStorage = {getItem: () => null, setItem: () => {}, removeItem: () => {}};\n"
        + js_source("store.js")
        + f"\nconst out = {json.dumps(records)}.map(r => [SBProgress.tally(r, "
        f"{json.dumps(learn)}), SBProgress.continuePage(r, {json.dumps(path)}, "
        f"{json.dumps(learn)}), SBProgress.continuePage(r, {json.dumps(path)}, null), "
        "SBProgress.begunHands(r)]);\n"
        "process.stdout.write(JSON.stringify(out));\n",
        encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    want: list[list[Any]] = [
        [progress.tally(r, learn), progress.continue_page(r, path, learn),
         progress.continue_page(r, path), progress.begun_hands(r)] for r in records]
    assert json.loads(out.stdout) == want
    # (read on in the chapters: the next chapter first, the open hand when the path reaches it)
    assert want[2][1] == "guided" and want[3][1] == "tricks" and want[1][0]["begun"] == 1
    assert want[-1][3] == ["b", "c", "a"]


def test_one_drill_below_eight_is_not_solid() -> None:
    rec = applied([{"type": "drill", "chapter": "tricks", "score": 7, "of": 10}])
    assert rec["drills"]["tricks"]["solid"] is False


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the browser's store")
def _node_store() -> str:
    """store.js for Node: a window of its own, a localStorage in a dict (``data``) and the
    clock fixed at noon of :data:`DAY`."""
    return (
        "const data = {};\n"
        "globalThis.window = globalThis;\n"
        "window.addEventListener = () => {};\n"
        "window.localStorage = {getItem: k => (k in data ? data[k] : null),\n"
        "  setItem: (k, v) => { data[k] = String(v); }, removeItem: k => { delete data[k]; }};\n"
        f"const RealDate = Date; const fixed = new RealDate('{DAY}T12:00:00');\n"
        "globalThis.Date = class extends RealDate {\n"
        "  constructor(...a) { if (a.length) super(...a); else super(fixed.getTime()); } };\n"
        + js_source("store.js")
    )


def test_the_browser_store_applies_events_as_python_does(tmp_path: Path) -> None:
    """store.js under Node, with a localStorage of its own and the same fixed day: the same
    events give the same record."""
    script = tmp_path / "store-test.js"
    script.write_text(
        _node_store()
        + f"\nfor (const e of {json.dumps(EVENTS)}) SBProgress.apply(e);\n"
        "process.stdout.write(data[SBProgress.KEY]);\n",
        encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    rec = json.loads(out.stdout)
    assert rec == applied(EVENTS)
    assert progress.validate(rec) == []


def test_the_file_in_jupyter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "home" / ".schnapsen-book" / "progress.json"
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", str(path))
    assert progress.path() == path and progress.load() == progress.empty()
    assert progress.current() is None  # no file yet: nothing to read
    progress.record({"type": "puzzle", "id": "at-002", "result": "missed"})
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert on_disk["puzzles"]["at-002"]["result"] == "missed"
    assert progress.validate(on_disk) == []
    assert progress.current() == on_disk
    path.write_text("{not json", encoding="utf-8")
    assert progress.load() == progress.empty()  # a broken file is not the reader's record
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", "")
    assert progress.path() is None and progress.current() is None


def test_the_record_the_page_hands_to_the_player(monkeypatch: pytest.MonkeyPatch) -> None:
    rec = applied(EVENTS[:6])
    monkeypatch.setattr(progress, "_page_record", None)
    monkeypatch.setattr(progress, "_page_text", None)
    monkeypatch.setattr(builtins, "SCHNAPSEN_PROGRESS", json.dumps(rec), raising=False)
    assert progress.current() == rec
    progress.record({"type": "puzzle", "id": "at-009", "result": "missed"})
    assert progress.load()["puzzles"]["at-009"]["result"] == "missed"  # kept in the player
    monkeypatch.setattr(builtins, "SCHNAPSEN_PROGRESS", "garbage", raising=False)
    assert progress.load() == progress.empty()


def test_missed_puzzles_come_first() -> None:
    ps = puzzles("at")
    rec = applied([{"type": "puzzle", "id": ps[5].id, "result": "missed"},
                   {"type": "puzzle", "id": ps[2].id, "result": "missed"},
                   {"type": "puzzle", "id": ps[0].id, "result": "solved"}])
    got = progress.missed_first(ps, rec)
    assert [p.id for p in got[:2]] == [ps[2].id, ps[5].id]
    assert sorted(p.id for p in got) == sorted(p.id for p in ps)
    assert progress.missed_first(ps, None) == ps


def test_the_guided_widget_notes_a_hand_begun_and_opens_on_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader's first move in a guided hand notes it begun (sent to the page too); the
    hand's result clears it; a widget made while a hand is begun opens on that hand."""
    pytest.importorskip("ipywidgets")
    from schnapsen.practice import guided_hands
    from schnapsen.widgets import GuidedHandWidget

    path = tmp_path / "progress.json"
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", str(path))
    hands = guided_hands("at")
    w = GuidedHandWidget(hands, lang="en")
    assert w.hand is hands[0] and progress.current() is None
    w.hand_select.value = 2
    hand = hands[2]
    assert w.deal.to_move == w.seat and not w.moments  # (the bots before the reader played)
    assert w.play(hand.line[len(w.deal.moves)])
    rec = progress.current()
    assert rec is not None and rec["begun"] == {hand.id: progress._today()}
    assert "guided_begun" in w.progress.box.value and hand.id in w.progress.box.value
    # a new widget (the page opened again) opens on the hand begun
    again = GuidedHandWidget(hands, lang="en")
    assert again.hand is hand and again.hand_select.value == 2
    # played to its end: the result clears it
    for move in hand.line[len(again.deal.moves):]:
        if again.deal.is_over:
            break
        if again.deal.to_move == again.seat:
            again.play(move)
    assert again.deal.is_over
    rec = progress.current()
    assert rec is not None and rec["begun"] == {} and hand.id in rec["guided"]
    assert GuidedHandWidget(hands, lang="en").hand is hands[0]


def test_the_puzzle_widget_reports_and_orders(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PuzzleWidget

    path = tmp_path / "progress.json"
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", str(path))
    ps = puzzles("at")
    w = PuzzleWidget(ps, lang="en")
    first = ps[0]
    assert w.puzzle is first
    wrong = next(m for m in first.deal.legal_moves() if not first.is_correct(m))
    w.choose(wrong)
    assert "sb-progress-event" in w.progress.box.value and first.id in w.progress.box.value
    assert json.loads(path.read_text())["puzzles"][first.id]["result"] == "missed"
    again = PuzzleWidget(list(reversed(ps)), lang="en")
    assert again.puzzle is first  # the missed one first
    again.choose(first.answer[0])
    assert json.loads(path.read_text())["puzzles"][first.id] == {
        "result": "solved", "tries": 2, "when": datetime.date.today().isoformat()}


def test_the_puzzle_widget_brings_back_its_own_traditions_missed_puzzles_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A reader who missed a Hungarian puzzle and opens the Croatian edition's puzzles (its
    own tradition, a level chosen) stays on the Croatian set (round 18: the page opened on
    the Hungarian set); the Hungarian one comes first in its own set, and after the
    Croatian ones missed with every tradition shown. A Croatian puzzle missed comes first,
    at every level, and says so; a puzzle asked for by ``start`` (a worked example) is shown
    as asked."""
    pytest.importorskip("ipywidgets")
    from schnapsen.i18n import translate
    from schnapsen.widgets import PuzzleWidget

    path = tmp_path / "progress.json"
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", str(path))
    every = puzzles()
    hu = [x for x in every if x.tradition == "hu"]
    lost = hu[3]
    level = next(n for n in range(1, 6) if n != lost.level)
    first = PuzzleWidget(every, tradition="hr", level=level, lang="hr").puzzle
    assert first is not None and first.tradition == "hr"
    progress.record({"type": "puzzle", "id": lost.id, "result": "missed"})
    w = PuzzleWidget(every, tradition="hr", level=level, lang="hr")
    assert w.puzzle is first
    assert w.tradition_select.value == "hr" and w.level_select.value == level
    assert translate("ui.puzzle.missed_before", "hr") not in w.message.value
    # in its own set the Hungarian one comes first, and says so
    w.level_select.value = 0
    w.tradition_select.value = "hu"
    assert w.puzzle is lost
    assert translate("ui.puzzle.missed_before", "hr") in w.message.value
    # a Croatian puzzle missed too: it comes first, before the Hungarian one
    mine = [x for x in every if x.tradition == "hr" and x.level != level][2]
    progress.record({"type": "puzzle", "id": mine.id, "result": "missed"})
    own = PuzzleWidget(every, tradition="hr", level=level, lang="hr")
    assert own.puzzle is mine and own.level_select.value == 0
    assert translate("ui.puzzle.missed_before", "hr") in own.message.value
    own.tradition_select.value = ""
    assert own.shown_puzzles[:2] == [mine, lost]
    asked = PuzzleWidget(every, tradition="hr", lang="hr", start=2)
    assert asked.tradition_select.value == "hr" and asked.index == 2


def test_the_book_build_keeps_no_record() -> None:
    """tests/conftest.py (and tools/editions.py for the build) turn the file off."""
    assert progress.path() is None
    from tools.editions import build_env

    assert build_env()["SCHNAPSEN_PROGRESS_FILE"] == ""


# -- the position of the day ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_day_chooses_from_the_editions_tradition(lang: str) -> None:
    tradition = TRADITION[lang]
    ids = order(tradition)
    # the tradition's puzzles with a clear answer (round 27: no coin flip on the front page),
    # none above the day's level (round 32: a beginner's first position), none the source's
    # game never reaches (round 33, cs: "Have you reached 66?" where 66 ends the deal)
    assert sorted(ids) == sorted(p.id for p in puzzles(tradition)
                                 if clear(p) and p.level <= DAILY_LEVEL
                                 and not p.book_rule_only)
    day = datetime.date(2026, 12, 5)
    assert day_number(day) == 20_792
    assert puzzle_for(day, lang) == ids[20_792 % len(ids)]
    # each puzzle once before any comes back; the next day another one
    days = [puzzle_for(day + datetime.timedelta(days=i), lang) for i in range(len(ids))]
    assert sorted(days) == sorted(ids)
    data = daily_json(lang)
    assert [p["id"] for p in data["puzzles"]] == ids
    for p in data["puzzles"]:
        assert p["best"] and p["solution"] and p["moves"] and p["facts"] and p["question"]
        assert all(c in data["cards"] for pic in p["pictures"] for c in pic["cards"])
        for text in [p["question"], p["solution"], p["figures"], p["head"], *p["facts"],
                     *p["right"]]:
            assert "{" not in text and "}" not in text, (lang, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_day_of_a_year_names_its_own_game_and_counts_the_tricks_played(lang: str) -> None:
    """The position of each day of 2026 (and of 5 December 2026, a three-player Hungarian
    position shown as the two-player game with its tricks counted twice): the line naming the
    game names the puzzle's own variant, and the sides' tricks add up to the tricks played."""
    from schnapsen.explain_position import score_lines
    from schnapsen.i18n import translate
    from schnapsen.teach.quiz import _side_lines

    data = daily_json(lang)
    pool = {p["id"]: p for p in data["puzzles"]}
    by_id = {p.id: p for p in puzzles(TRADITION[lang])}
    day = datetime.date(2026, 1, 1)
    for i in range(365):
        pid = puzzle_for(day + datetime.timedelta(days=i), lang)
        shown, puzzle = pool[pid], by_id[pid]
        deal = puzzle.deal
        assert shown["variant"] == puzzle.variant
        assert translate(f"variant.{puzzle.variant}", lang) in shown["intro"], (pid, shown)
        lines = [(k, v) for k, v in _side_lines(deal) if k in ("quiz.ctx.seat", "quiz.ctx.side")]
        played = len(deal.tricks)
        assert sum(v["tricks"] for _k, v in lines) == played, (pid, lines, played)
        # the score lines the page shows are the puzzles' widget's (round 18: the reader's
        # seat as the reader's, sides only once known to the reader)
        for text in score_lines(deal, puzzle.seat, lang):
            assert text in shown["facts"], (pid, shown)
        if lang == "en" and "Trick " in shown["figures"]:  # the line of play goes on from there
            first = re.search(r"Trick (\d+):", shown["figures"])
            assert first and int(first.group(1)) == played + 1, (pid, shown["figures"])


def test_the_day_answers_are_the_puzzles() -> None:
    data = daily_json("en")
    by_id = {p.id: p for p in puzzles("at")}
    for p in data["puzzles"]:
        puzzle = by_id[p["id"]]
        deal = puzzle.deal  # the moves as the day lists them: in the order of the hand
        moves = in_hand_order(deal.legal_moves(), deal.hand(puzzle.seat))
        assert [i for i, m in enumerate(moves) if puzzle.is_correct(m)] == p["best"]
        assert (p["solution"], p["figures"]) == puzzle.solution_parts("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_day_says_the_solution_in_words_before_the_figures(lang: str) -> None:
    """The solution opens with the move, why and what it wins, in words; a mean to two
    decimals ("+1.34 game points on average") comes after them, in the small type of the
    figures, and the two parts together say everything the worked solution says."""
    from schnapsen.i18n import translate

    best = translate("practice.solution.best_one", lang, move="\x00").split("\x00")[0]
    many = translate("practice.solution.best_many", lang, moves="\x00").split("\x00")[0]
    by_id = {x.id: x for x in puzzles(TRADITION[lang])}
    for p in daily_json(lang)["puzzles"]:
        words, figures = p["solution"], p["figures"]
        parts = dict(by_id[p["id"]]._solution(lang))
        # the points so far first, then the move (round 33, hr 13)
        now = parts.get("now", "")
        assert words.startswith(now) and words[len(now):].lstrip().startswith((best, many)), words
        assert not re.search(r"\d[.,]\d\d", words), words  # no decimals in the words
        assert figures, p["id"]
        for tag, text in parts.items():
            assert text in (words if tag == "about" else words + " " + figures), (tag, text)
        if "about" in parts:  # the mean in words first, its figure in the small type
            assert parts["value"] in figures and parts["about"] in words
        # every solution says why: the deciding card, what the next best would give away, or
        # the reason a player would give for the best move
        whys = [parts[t] for t in ("decide", "instead") if t in parts] or [parts["reason"]]
        assert all(w in words for w in whys), (p["id"], words)


def test_the_front_page_cell() -> None:
    out = str(position_of_the_day("sl"))
    assert 'class="sb-daily"' in out and "sb-daily-data" in out and "window.SBProgress" in out
    assert not re.search(r"""(src|href)=["']?https?:""", out)  # nothing from outside the site


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_day_names_its_theme_only_with_the_solution(lang: str) -> None:
    """Round 10: the position of the day said "Level 3: the exchange." and then "Do you
    exchange the trump Unter first?" before the reader chose: the theme gave the answer away.
    Before the answer the day shows the level alone and a question that names no move of a
    theme; the theme comes with the solution (the script shows it there)."""
    from schnapsen.i18n import translate

    by_id = {x.id: x for x in puzzles(TRADITION[lang])}
    for p in daily_json(lang)["puzzles"]:
        puzzle = by_id[p["id"]]
        target = puzzle.deal.variant.target_points
        named = [translate(f"ui.puzzle.question.{t}", lang, target=target)
                 for t in ("close", "exchange", "marriage", "count", "contract")]
        theme = puzzle.theme_name(lang)
        assert p["head"] == translate("daily.level.number", lang, level=puzzle.level)
        assert theme not in p["head"], (p["id"], p["head"])
        assert not any(q in p["question"] for q in named), (p["id"], p["question"])
        assert p["theme"] == translate("daily.theme", lang, theme=theme)
        # the theme only inside the folded solution (daily.py's one renderer, day_html)
        before, _, folded = p["html"].partition('<details class="sb-daily-solution">')
        assert html.escape(p["theme"]) not in before and html.escape(p["theme"]) in folded
    # which the script hides until the reader has chosen
    script = js_source("daily.js")
    shown = script.index("solution.hidden = false")
    assert 0 <= script.index("solution.hidden = true") < shown


def test_a_hand_solved_stays_solved_after_a_missed_try_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Round 16: a guided hand played cleanly (solved), then "Try again" played off its line
    (missed): the record keeps solved and counts both tries; the puzzle widget the same."""
    pytest.importorskip("ipywidgets")
    from schnapsen.practice import guided_hands
    from schnapsen.widgets import GuidedHandWidget, PuzzleWidget

    path = tmp_path / "progress.json"
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", str(path))
    hands = guided_hands("at")
    w = GuidedHandWidget(hands, lang="en")
    hand = hands[0]
    assert w.hand is hand
    for move in hand.line[len(w.deal.moves):]:
        if w.deal.is_over:
            break
        if w.deal.to_move == w.seat:
            w.play(move)
    assert w.deal.is_over
    assert json.loads(path.read_text())["guided"][hand.id]["result"] == "solved"
    w.try_again_button.click()
    assert not w.deal.is_over and not w.moments
    # off the line: the first legal move the line does not play, then anything legal
    while not w.deal.is_over:
        if w.deal.to_move == w.seat:
            here = len(w.deal.moves)
            legal = list(w.deal.legal_moves())
            off = [m for m in legal if here >= len(hand.line) or m != hand.line[here]]
            w.play((off or legal)[-1])
    assert '"result": "missed"' in w.progress.box.value.replace("&quot;", '"')
    kept = json.loads(path.read_text())["guided"][hand.id]
    assert kept["result"] == "solved" and kept["tries"] == 2
    # a puzzle solved, then missed after "Try again": still solved
    p = puzzles("at")[0]
    pw = PuzzleWidget([p], lang="en")
    pw.choose(p.answer[0])
    pw.again_button.click()
    pw.choose(next(m for m in p.deal.legal_moves() if not p.is_correct(m)))
    assert json.loads(path.read_text())["puzzles"][p.id] == {
        "result": "solved", "tries": 2, "when": datetime.date.today().isoformat()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_day_names_the_reader_and_the_sides_as_the_puzzle_widget_does(lang: str) -> None:
    """Round 18: the day's facts called the reader's own seat "Seat 1: 33 points" and its own
    marriage "Seat 2 announced 40" where the puzzles' widget says "You (seat 2)" and "You
    announced 40"; in a four-player game it grouped the sides before the reader could know
    them (hr-008: the reader, seat 4, read "Seats 2, 3 and 4: 32 points"); for three-player
    Croatian it said there is no talon while two cards lie aside. Now the day says what the
    widget says."""
    from schnapsen.explain import format_message, marriage_key
    from schnapsen.explain_position import score_lines, talon_status
    from schnapsen.i18n import Seats, translate

    by_id = {p.id: p for p in puzzles(TRADITION[lang])}
    mine_seen = 0
    for shown in daily_json(lang)["puzzles"]:
        puzzle = by_id[shown["id"]]
        deal, me = puzzle.deal, puzzle.seat
        facts = shown["facts"]
        scores = score_lines(deal, me, lang)
        assert all(line in facts for line in scores), (shown["id"], facts, scores)
        # the reader's own seat never at the head of a line as another seat's
        assert not any(f.startswith(translate("ui.seat", lang, seat=me) + ":")
                       for f in facts), (shown["id"], facts)
        for s, suit, pts in deal.marriages:
            who = "you" if s == me else "other"
            said = format_message(marriage_key(f"ui.puzzle.marriage.{who}", pts),
                                  {"seat": s, "suit": suit, "points": pts}, lang)
            assert said in facts, (shown["id"], facts)
            mine_seen += s == me
        talon = talon_status(deal, me, lang)
        if not deal.variant.draws and talon and deal.trump is not None:
            assert talon in facts and translate("quiz.ctx.talon.none", lang) not in facts
        if shown["id"] == "hr-008":
            assert not deal.observation(me).known_sides
            others = Seats((1, 2, 3), lang).form().capitalize()
            assert not any(f.startswith(others) for f in facts), facts
    assert mine_seen or lang != "en"


# -- when a page counts as read (progress.reads, SBProgress.reads) -------------------------------

READ_CASES: list[tuple[str, dict[str, Any]]] = [
    # a page of prose merely loaded, or shot whole at once: its end in view at once
    ("scoring", {"end": True}),
    ("scoring", {"end": True, "seconds": 2}),
    # scrolled to its end, or its end in view after some seconds
    ("scoring", {"end": True, "scrolled": True}),
    ("scoring", {"end": True, "seconds": progress.READ_SECONDS}),
    # scrolled or long on it, the end not reached
    ("scoring", {"scrolled": True, "seconds": 300}),
    # its drill or quiz answered
    ("scoring", {"done": True}),
    # the play page and the practice: read by doing only
    ("play", {"end": True, "scrolled": True, "seconds": 300}),
    ("practice", {"end": True, "scrolled": True, "seconds": 300}),
    ("play", {"done": True}),
    ("practice", {"done": True}),
]


def test_a_page_is_read_once_the_reader_has_been_through_it() -> None:
    """A page merely loaded (its end in view at once, as in a full-page screenshot) is not
    read; its end in view after scrolling or READ_SECONDS is; the play page and the practice
    are read only once a deal is played to its end or a puzzle or drill answered there."""
    got = [progress.reads(page, **how) for page, how in READ_CASES]
    assert got == [False, False, True, True, False, True, False, False, True, True]
    assert set(progress.DOING_PAGES) == {"play", "practice"}
    # something done on a page: a "done" event marks it read (and leaves "last" alone)
    rec = applied([{"type": "open", "page": "scoring", "lang": "en",
                    "path": "/book/en/scoring.html", "title": "Scoring"},
                   {"type": "done", "page": "practice"}, {"type": "done"}])
    assert rec["read"] == {"practice": DAY} and rec["last"]["page"] == "scoring"


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the browser's store")
def test_the_browser_store_reads_pages_as_python_does(tmp_path: Path) -> None:
    """SBProgress.reads (what js/course.js marks a page read by) is progress.reads, and the
    store applies a "done" event as Python does."""
    events = [{"type": "done", "page": "play"}, {"type": "done"},
              {"type": "done", "page": "practice"}]
    script = tmp_path / "reads-test.js"
    script.write_text(
        _node_store()
        + f"\nconst reads = {json.dumps(READ_CASES)}.map(([p, h]) => SBProgress.reads(p, h));\n"
        f"const heard = []; SBProgress.on((r, e) => heard.push(e && e.type));\n"
        f"for (const e of {json.dumps(events)}) SBProgress.apply(e);\n"
        "process.stdout.write(JSON.stringify({reads, heard, rec: JSON.parse(data[SBProgress.KEY]),"
        " seconds: SBProgress.READ_SECONDS, doing: SBProgress.DOING_PAGES}));\n",
        encoding="utf-8")
    out = json.loads(subprocess.run(["node", str(script)], capture_output=True, text=True,
                                    check=True).stdout)
    assert out["reads"] == [progress.reads(page, **how) for page, how in READ_CASES]
    assert out["seconds"] == progress.READ_SECONDS
    assert out["doing"] == list(progress.DOING_PAGES)
    assert out["rec"] == applied(events)
    # the site's script hears each event applied with the event itself
    assert out["heard"] == ["done", "done"]


def test_a_deal_played_to_its_end_reports_done_once() -> None:
    """The play widget reports a deal played to its end (a "done" event, which the page's
    script gives the page it is on) once per deal, and nothing before its end."""
    from schnapsen.moves import MoveKind
    from schnapsen.widgets import PlayWidget

    w = PlayWidget(seed=3)
    assert "sb-progress-event" not in w.state.done.box.value
    while not w.deal.is_over:
        legal = w.deal.legal_moves()
        cards = [m for m in legal if m.kind == MoveKind.CARD] or legal
        w.ask_claim.value = False
        assert w.play(cards[0])
    sent = re.findall(r'data-event="([^"]*)"', w.state.done.box.value)
    assert [json.loads(html.unescape(e)) for e in sent] == [{"type": "done"}]
    w._refresh()
    assert len(re.findall("sb-progress-event", w.state.done.box.value)) == 1
    assert w.state.done.box in w.ui.children


def test_the_days_claim_with_a_marriage_names_the_marriage() -> None:
    """Position of the day: a claim that reaches the target only with the marriage shown with
    it says so on its button (and in the answer's verdict), as the live table's claim button
    does, in every edition; a claim reaching it alone says only the claim."""
    from schnapsen.explain import move_label
    from schnapsen.kernel import claim_is_right
    from schnapsen.moves import MoveKind
    from schnapsen.rules import claim_marriage, claim_points
    from schnapsen.teach.daily import _puzzles, daily_pool

    named: dict[str, int] = {}
    for lang in LANGUAGES:
        by_id = {p.id: p for p in _puzzles(TRADITION[lang])}
        named[lang] = 0
        for item in daily_pool(lang):
            p = by_id[item["id"]]
            moves = list(p.deal.legal_moves())
            obs = p.deal.observation(p.seat)
            for i, m in enumerate(moves):
                if m.kind != MoveKind.CLAIM:
                    continue
                shown = claim_marriage(obs)
                needs = (shown > 0 and not claim_is_right(obs.variant, obs.my_points)
                         and claim_is_right(obs.variant, claim_points(obs)))
                said = translate("ui.action.claim.marriage", lang, marriage=shown)
                if needs:
                    named[lang] += 1
                    assert item["moves"][i] == said[:1].lower() + said[1:], (lang, p.id)
                    assert any(c in item["moves"][i]  # its number, or the table's word
                               for c in (str(shown), translate(f"said.{shown}", lang)))
                    assert item["moves"][i] != move_label(m, lang)
                else:
                    assert item["moves"][i] == move_label(m, lang), (lang, p.id)
    # (the reader's case: since the bots claim a won deal counting the marriage shown, the
    # Austrian puzzles of the English edition have none; the other editions' have)
    assert sum(named.values()) >= 3 and sum(1 for n in named.values() if n) >= 2, named


def test_the_close_trainer_reports_each_answer_done() -> None:
    """The practice page's close trainer reports each answer (a "done" event: the practice
    is read by doing), nothing before one."""
    from schnapsen.widgets import CloseTrainer

    w = CloseTrainer(seed=31)
    assert "sb-progress-event" not in w.done.box.value
    w.choose("close")
    sent = re.findall(r'data-event="([^"]*)"', w.done.box.value)
    assert [json.loads(html.unescape(e)) for e in sent] == [{"type": "done"}]
    assert w.done.box in w.ui.children


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_front_page_shows_a_position_without_a_script(lang: str) -> None:
    """The cs reader of round 23 saw the heading "Úloha dne" with nothing under it: the box
    was empty until the page's script filled it. The page now carries the build day's
    position as plain HTML (the cards, the facts, the question, the moves, the solution
    folded away), which the script replaces by the reader's own day."""
    day = datetime.date(2026, 12, 6)
    out = str(position_of_the_day(lang, day))
    pid = puzzle_for(day, lang)
    p = next(x for x in daily_json(lang)["puzzles"] if x["id"] == pid)
    shown = re.sub(r"<script\b.*?</script>", "", out, flags=re.S)
    assert f'class="sb-daily-static" data-puzzle="{pid}"' in shown
    words = html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<svg\b.*?</svg>", "", shown,
                                                         flags=re.S)))
    for text in [p["intro"], p["question"], *p["moves"], *p["facts"]]:
        assert text in words, (lang, text)
    assert shown.count("<svg") >= len(p["pictures"][0]["cards"])
    # the answer stays folded until the reader opens it
    before, _, folded = shown.partition("<details")
    assert html.escape(p["solution"]) not in before and html.escape(p["solution"]) in folded
    assert "sb-daily-static" in js_source("daily.js")  # the script puts the reader's day there


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_day_has_one_renderer(lang: str) -> None:
    """Review (code25c): the build day's position (Python) and the reader's day (daily.js)
    were written by two renderers, which could drift apart. daily.py writes every day's HTML
    (:func:`day_html`): the build day's with its cards drawn, each day of the pool (the data
    the script reads) with empty card slots the script fills; the script writes none of the
    day's words."""
    day = datetime.date(2026, 12, 6)
    data = daily_json(lang)
    pid = puzzle_for(day, lang)
    p = next(x for x in data["puzzles"] if x["id"] == pid)
    shown = static_day(data, day)
    assert re.sub(r"<svg\b.*?</svg>", "", shown, flags=re.S) == (
        f'<div class="sb-daily-static" data-puzzle="{pid}">{p["html"]}</div>')
    for q in data["puzzles"]:
        assert q["html"] == day_html(q, data["text"])
        assert "<svg" not in q["html"]
        assert q["html"].count('class="sb-daily-move"') == len(q["moves"])
    script = js_source("daily.js")
    for field in ("intro", "head", "pictures", "facts", "question", "moves", "theme",
                  "solution", "figures"):
        assert f"p.{field}" not in script, field
    assert "p.html" in script


def test_two_kernels_saving_at_once_do_not_rename_each_others_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Four processes saving the record at once (tools.corpus run for four languages) failed:
    each wrote ``progress.tmp`` and renamed it, so one renamed another's file away and the
    other's rename found nothing. Each write now has a temporary file of its own."""
    import multiprocessing

    f = tmp_path / "progress.json"
    monkeypatch.setenv("SCHNAPSEN_PROGRESS_FILE", str(f))
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(4) as pool:
        pool.map(_save_many, range(8))
    assert json.loads(f.read_text(encoding="utf-8")) == progress.empty()
    assert [p.name for p in tmp_path.iterdir()] == ["progress.json"]


def _save_many(_: int) -> None:
    for _ in range(200):
        progress.save(progress.empty())


def test_the_day_shows_no_position_above_the_daily_level() -> None:
    """Round 32, the new learner: the front page's first interactive thing was a level-5
    position with ten moves. A day shows a position of level 3 at most, in every edition."""
    for lang, tradition in TRADITION.items():
        levels = {p.id: p.level for p in puzzles(tradition)}
        ids = order(tradition)
        # (the Czech pool: 11, once the positions of the book's claim rule left it)
        assert len(ids) >= 10 and max(levels[i] for i in ids) <= DAILY_LEVEL, lang
