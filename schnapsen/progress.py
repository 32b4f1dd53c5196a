"""The progress a reader keeps: one record, in the reader's own browser or home folder.

Shared by the widgets (:mod:`schnapsen.widgets`, which report results) and the teaching layer
(:mod:`schnapsen.teach`, whose drills and position of the day write the same record in the
page); it imports neither, and the engine does not import it.

Nothing is sent anywhere and there is no account. The record says which chapter drills are
solid, which puzzles and guided hands were solved or missed, which chapters were read to
their end, and which chapter the reader was on last. Who writes it:

- the static book (no Python): the drills' script and the position of the day write it to
  the browser's ``localStorage`` under :data:`KEY` (``schnapsen/teach/js/store.js``); the
  site's script (``js/course.js``, added to every page by ``tools/course_ext.py``) notes
  the chapter read and shows the record in the contents and on the index;
- the in-browser player (Pyodide in a web worker, with no ``localStorage`` of its own): the
  page hands the record to Python with the widget's code (:func:`from_page`), and the
  widgets send each result back through the page (:data:`EVENT_CLASS`: a hidden element the
  page's script reads, ``schnapsen/teach/live.py``), which writes the same record;
- Jupyter: a JSON file, ``~/.schnapsen-book/progress.json`` (:func:`path`), or the file
  named by the environment variable ``SCHNAPSEN_PROGRESS_FILE``; set to an empty string, it
  turns the file off (the book's build and the tests do, so that no reader's record changes
  a page).

The record (:func:`empty`, checked by :func:`validate`)::

    {"version": 1,
     "drills":  {"<chapter>": {"best": 9, "last": 7, "of": 10, "solid": true,
                               "when": "2026-12-05"}},
     "puzzles": {"<puzzle id>": {"result": "solved" | "missed", "tries": 2,
                                 "when": "2026-12-05"}},
     "guided":  {"<hand id>": {"result": "solved" | "missed", "tries": 1,
                               "when": "2026-12-05"}},
     "read":    {"<page>": "2026-12-05"},
     "rounds":  {"<chapter>": {"round": [12, 40, ...], "at": 3, "right": 2, "size": 60,
                               "when": "2026-12-05"}},
     "begun":   {"<hand id>": "2026-12-05"},
     "last":    {"page": "closing", "lang": "en", "path": "/book/en/closing.html",
                 "title": "Closing the talon", "when": "2026-12-05"} | null}

``rounds`` holds a drill's round begun and not finished: the questions drawn (their places
in the chapter's pool of ``size`` questions), how many are answered (``at``) and how many of
them right; the drill takes the round up again there, "continue where you left off" leads
back to it, and the round's result (a ``drill`` event) clears it. ``begun`` holds the guided
hands the reader began (made a move in) and did not finish: "continue where you left off" leads
back to the guided hands' page while one is open (:data:`GUIDED_PAGE`), and the hand's result
(a ``guided`` event) clears it. A record kept before ``rounds`` or ``begun`` was added (no
such key) is still valid.

An event (:func:`apply`) is one of ``{"type": "drill", "chapter", "score", "of"}``,
``{"type": "drill_step", "chapter", "round", "at", "right", "size"}`` (a question of a
round answered),
``{"type": "puzzle" | "guided", "id", "result"}`` (the best result is kept: once
solved, a later miss counts as a try and leaves it solved), ``{"type": "guided_begun", "id"}`` (the
reader's first move in a guided hand), ``{"type": "open" | "read", "page",
"lang", "path", "title"}`` (``open``: the reader is on the page, which becomes ``last``;
``read``: they have been through it (:func:`reads`), which also marks it read, as a drill's
result does its chapter), ``{"type": "done", "page"}`` (a deal played to its end, or a
puzzle, guided hand or drill answered, on that page: it is read); the browser's store applies
the same events in the same way.

When a page counts as read is one rule, :func:`reads`, which the site's script follows
through the store's twin (``SBProgress.reads``): a page of prose once its end is in view
after the reader scrolled or spent :data:`READ_SECONDS` on it (a page merely loaded, or shot
whole at once, is not read), and the pages of :data:`DOING_PAGES` (the play page and the
practice) only once something is done there.
"""

from __future__ import annotations

import builtins
import copy
import datetime
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

__all__ = [
    "KEY",
    "VERSION",
    "EVENT_CLASS",
    "SOLID",
    "empty",
    "validate",
    "apply",
    "path",
    "load",
    "save",
    "record",
    "from_page",
    "current",
    "missed_first",
    "missed_items",
    "finished",
    "unfinished_round",
    "continue_page",
    "begun_hands",
    "tally",
    "GUIDED_PAGE",
    "DOING_PAGES",
    "READ_SECONDS",
    "reads",
    "event_html",
]

#: the browser's storage key
KEY = "schnapsen-book-progress"
VERSION = 1
#: the class of the hidden element a live widget reports a result with
EVENT_CLASS = "sb-progress-event"
#: right answers of ten that make a drill solid
SOLID = 8
_RESULTS = ("solved", "missed")
#: the page of the guided hands (a hand begun and not finished keeps it unfinished)
GUIDED_PAGE = "guided"
_ENV = "SCHNAPSEN_PROGRESS_FILE"
#: the pages read by doing, not by reading: a deal played to its end there, or a puzzle or
#: drill answered
DOING_PAGES = ("play", "practice")
#: the seconds on a page after which its end in view counts as read without scrolling
READ_SECONDS = 20

#: the record the page handed to the in-browser player (``from_page``), and its text as the
#: page's script set it (``builtins.SCHNAPSEN_PROGRESS``, before each widget is shown)
_page_record: dict[str, Any] | None = None
_page_text: str | None = None


def empty() -> dict[str, Any]:
    """A record with nothing in it."""
    return {"version": VERSION, "drills": {}, "puzzles": {}, "guided": {}, "read": {},
            "rounds": {}, "begun": {}, "last": None}


def _is_day(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return len(value) == 10


def validate(rec: Any) -> list[str]:
    """What is wrong with a record ([] when it follows the schema above)."""
    if not isinstance(rec, dict):
        return ["the record is not an object"]
    problems: list[str] = []
    if rec.get("version") != VERSION:
        problems.append(f"version is {rec.get('version')!r}, not {VERSION}")
    want = {"version", "drills", "puzzles", "guided", "read", "rounds", "begun", "last"}
    # (a record kept before "rounds" or "begun" was added lacks them)
    if not (want - {"rounds", "begun"} <= set(rec) <= want):
        problems.append(f"keys {sorted(rec)} are not {sorted(want)}")
    begun = rec.get("begun") or {}
    if not isinstance(begun, dict):
        problems.append(f"begun: {begun!r}")
        begun = {}
    for hid, day in begun.items():
        if not _is_day(day):
            problems.append(f"begun {hid!r}: {day!r}")
    for chapter, r in (rec.get("rounds") or {}).items():
        if not _is_round(r):
            problems.append(f"round {chapter!r}: {r!r}")
    for chapter, d in (rec.get("drills") or {}).items():
        if not (isinstance(d, dict) and set(d) == {"best", "last", "of", "solid", "when"}
                and all(isinstance(d[k], int) and not isinstance(d[k], bool)
                        for k in ("best", "last", "of"))
                and 0 <= d["last"] <= d["best"] <= d["of"] and isinstance(d["solid"], bool)
                and d["solid"] == (d["best"] >= SOLID) and _is_day(d["when"])):
            problems.append(f"drill {chapter!r}: {d!r}")
    for part in ("puzzles", "guided"):
        for pid, p in (rec.get(part) or {}).items():
            if not (isinstance(p, dict) and set(p) == {"result", "tries", "when"}
                    and p["result"] in _RESULTS and isinstance(p["tries"], int)
                    and p["tries"] >= 1 and _is_day(p["when"])):
                problems.append(f"{part} {pid!r}: {p!r}")
    for page, day in (rec.get("read") or {}).items():
        if not _is_day(day):
            problems.append(f"read {page!r}: {day!r}")
    last = rec.get("last")
    if last is not None and not (
            isinstance(last, dict) and set(last) == {"page", "lang", "path", "title", "when"}
            and all(isinstance(last[k], str) for k in last) and _is_day(last["when"])):
        problems.append(f"last: {last!r}")
    return problems


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_round(r: Any) -> bool:
    """Whether ``r`` is a round begun and not finished (see the schema)."""
    return (isinstance(r, dict) and set(r) == {"round", "at", "right", "size", "when"}
            and isinstance(r["round"], list) and all(_count(i) for i in r["round"])
            and _count(r["size"]) and all(i < r["size"] for i in r["round"])
            and _count(r["at"]) and _count(r["right"])
            and r["right"] <= r["at"] < len(r["round"]) and _is_day(r["when"]))


def _today() -> str:
    return datetime.date.today().isoformat()


def apply(rec: dict[str, Any], event: dict[str, Any], day: str | None = None) -> dict[str, Any]:
    """The record after ``event`` (a new record; ``rec`` is not changed). Unknown or
    malformed events change nothing."""
    out = copy.deepcopy(rec)
    when = day or _today()
    kind = event.get("type")
    if kind == "drill":
        chapter, score, of = event.get("chapter"), event.get("score"), event.get("of")
        if not (isinstance(chapter, str) and isinstance(score, int) and isinstance(of, int)
                and 0 <= score <= of):
            return out
        old = out["drills"].get(chapter, {})
        best = max(score, int(old.get("best", 0)))
        out["drills"][chapter] = {"best": best, "last": min(score, best), "of": of,
                                  "solid": best >= SOLID, "when": when}
        out["read"][chapter] = when  # a drill answered: its chapter is read
        out.setdefault("rounds", {}).pop(chapter, None)  # the round is over
    elif kind == "drill_step":
        # a question of a round answered: the round kept until its result comes
        chapter = event.get("chapter")
        r: dict[str, Any] = {"round": event.get("round"), "at": event.get("at"),
                             "right": event.get("right"),
             "size": event.get("size"), "when": when}
        if not isinstance(chapter, str):
            return out
        rounds = out.setdefault("rounds", {})
        if isinstance(r["round"], list) and r["at"] == len(r["round"]):
            rounds.pop(chapter, None)  # the last one answered: the result follows
        elif _is_round(r):
            rounds[chapter] = {**r, "round": list(r["round"])}
        else:
            return out
        out["read"][chapter] = when  # a drill answered: its chapter is read
    elif kind in ("puzzle", "guided"):
        pid, result = event.get("id"), event.get("result")
        if not isinstance(pid, str) or result not in _RESULTS:
            return out
        part = "puzzles" if kind == "puzzle" else "guided"
        old = out[part].get(pid, {})
        # the best result is kept: a puzzle or hand once solved stays solved when a later
        # try ("Try again") misses it; the try is counted and dated all the same
        kept = "solved" if old.get("result") == "solved" else result
        out[part][pid] = {"result": kept, "tries": int(old.get("tries", 0)) + 1,
                          "when": when}
        if kind == "guided":
            out.setdefault("begun", {}).pop(pid, None)  # the hand is over
    elif kind == "guided_begun":
        pid = event.get("id")
        if not isinstance(pid, str):
            return out
        out.setdefault("begun", {})[pid] = when
    elif kind == "done":
        # a deal played to its end, a puzzle, hand or drill answered on the page: it is read
        page = event.get("page")
        if not isinstance(page, str):
            return out
        out["read"][page] = when
    elif kind in ("read", "open"):
        # "open": the reader is on the page (the chapter read last, not yet read to its end);
        # "read": they reached its end
        page = event.get("page")
        if not isinstance(page, str):
            return out
        if kind == "read":
            out["read"][page] = when
        out["last"] = {"page": page, "lang": str(event.get("lang", "")),
                       "path": str(event.get("path", "")), "title": str(event.get("title", "")),
                       "when": when}
    return out


# -- Jupyter: a file in the reader's home ------------------------------------------------------


def path() -> Path | None:
    """The record's file, or None when there is none (in the browser's player, or turned off
    with ``SCHNAPSEN_PROGRESS_FILE=""``)."""
    if sys.platform == "emscripten":
        return None
    named = os.environ.get(_ENV)
    if named is not None:
        return Path(named).expanduser() if named else None
    return Path.home() / ".schnapsen-book" / "progress.json"


def _from_builtins() -> None:
    """Take the record the page's script last set in the player (``SCHNAPSEN_PROGRESS``)."""
    global _page_text
    text = getattr(builtins, "SCHNAPSEN_PROGRESS", None)
    if isinstance(text, str) and text != _page_text:
        _page_text = text
        from_page(text)


def load() -> dict[str, Any]:
    """The reader's record: in the player the one the page gave (:func:`from_page`), in
    Jupyter the file's; an empty record when there is none or it does not follow the schema."""
    _from_builtins()
    if sys.platform == "emscripten" or _page_record is not None:
        return copy.deepcopy(_page_record) if _page_record is not None else empty()
    p = path()
    if p is None or not p.is_file():
        return empty()
    try:
        rec = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return empty()
    return rec if not validate(rec) else empty()


def save(rec: dict[str, Any]) -> None:
    """Write the record to the file (nothing in the player, or when the file is off)."""
    global _page_record
    if sys.platform == "emscripten" or _page_record is not None:
        _page_record = copy.deepcopy(rec)
        return
    p = path()
    if p is None:
        return
    p.parent.mkdir(parents=True, exist_ok=True)
    # a temporary file of this write's own: two kernels saving at once (two notebooks open in
    # Jupyter) must not rename each other's file away
    fd, name = tempfile.mkstemp(dir=p.parent, prefix=p.stem + ".", suffix=".tmp")
    tmp = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(json.dumps(rec, indent=1, sort_keys=True) + "\n")
        tmp.replace(p)
    finally:
        tmp.unlink(missing_ok=True)


def record(event: dict[str, Any]) -> dict[str, Any]:
    """Apply ``event`` to the reader's record and keep it (the file, or the player's copy)."""
    rec = apply(load(), event)
    save(rec)
    return rec


def from_page(text: str) -> None:
    """The record the page's script handed to the in-browser player (JSON); the widgets then
    read it (missed puzzles first) and :func:`record` keeps it up to date there."""
    global _page_record
    try:
        rec = json.loads(text) if text else empty()
    except ValueError:
        rec = empty()
    _page_record = rec if isinstance(rec, dict) and not validate(rec) else empty()


def current() -> dict[str, Any] | None:
    """The reader's record where there is one to read (the player's, or the file's), else
    None: a page built for the web shows every reader the same."""
    _from_builtins()
    if _page_record is not None:
        return copy.deepcopy(_page_record)
    p = path()
    if p is None or not p.is_file():
        return None
    return load()


T = TypeVar("T")


def missed_first(items: Sequence[T], rec: dict[str, Any] | None, part: str = "puzzles",
                 key: str = "id") -> list[T]:
    """``items`` with those the record has as missed first (each group in its order)."""
    missed = missed_items(items, rec, part, key)
    return missed + [i for i in items if not any(i is m for m in missed)]


def missed_items(items: Sequence[T], rec: dict[str, Any] | None, part: str = "puzzles",
                 key: str = "id") -> list[T]:
    """Those of ``items`` the record has as missed, in their order."""
    results = (rec or {}).get(part) or {}
    return [i for i in items
            if isinstance(entry := results.get(str(getattr(i, key, ""))), dict)
            and entry.get("result") == "missed"]


def reads(page: str, end: bool = False, scrolled: bool = False, seconds: float = 0,
          done: bool = False) -> bool:
    """Whether the reader has been through ``page``: something done there (a deal played to
    its end, a puzzle, guided hand or drill answered: ``done``), or, on a page of prose (not
    one of :data:`DOING_PAGES`), its end in view (``end``) after the reader scrolled the page
    (``scrolled``) or spent :data:`READ_SECONDS` on it (``seconds``). ``js/store.js``'s
    ``reads`` is the same rule, which the site's script follows."""
    if done:
        return True
    if page in DOING_PAGES:
        return False
    return end and (scrolled or seconds >= READ_SECONDS)


def finished(rec: dict[str, Any], page: str) -> bool:
    """Whether the reader is done with ``page``: read to its end, or its drill answered (a
    drill's result marks its chapter read), no round of its drill begun and left
    unfinished, and (the guided hands' page) no guided hand begun and left unfinished."""
    if page == GUIDED_PAGE and begun_hands(rec):
        return False
    return bool((rec.get("read") or {}).get(page)) and page not in (rec.get("rounds") or {})


def begun_hands(rec: dict[str, Any] | None) -> list[str]:
    """The guided hands the reader began and did not finish, the latest first (by day, then
    the order they were begun in)."""
    begun = (rec or {}).get("begun") or {}
    ids = [h for h, day in begun.items() if isinstance(h, str) and _is_day(day)]
    return sorted(ids, key=lambda h: (begun[h], ids.index(h)), reverse=True)


def tally(rec: dict[str, Any], chapters: Sequence[str]) -> dict[str, int]:
    """What the front page's progress box counts (``js/course.js`` counts the same): the
    chapters of ``chapters`` whose drill is solid, the puzzles and the guided hands solved and
    missed (each by its best result), and the guided hands begun and not finished."""
    drills = rec.get("drills") or {}
    out = {"solid": sum(1 for c in chapters if (drills.get(c) or {}).get("solid") is True)}
    for part in ("puzzles", "guided"):
        results = [p.get("result") for p in (rec.get(part) or {}).values()
                   if isinstance(p, dict)]
        out[f"{part}_solved"] = results.count("solved")
        out[f"{part}_missed"] = results.count("missed")
    out["begun"] = len(begun_hands(rec))
    return out


def unfinished_round(rec: dict[str, Any] | None, chapter: str) -> dict[str, Any] | None:
    """The round of ``chapter``'s drill the reader began and did not finish, or None."""
    r = ((rec or {}).get("rounds") or {}).get(chapter)
    return r if _is_round(r) else None


def continue_page(rec: dict[str, Any], pages: Sequence[str],
                  learn: Sequence[str] | None = None) -> str | None:
    """Where "continue where you left off" leads, on the path ``pages`` (the edition's order):
    the page the reader was on last while it is unfinished; once it is finished, the first
    chapter of the path with a drill's round begun and left unfinished, else the path's first
    unfinished page, a page skipped before it too (else the last page itself). None when
    nothing was opened yet. ``learn``: the path's chapters to learn; a reader last on another
    page (the play page, the practice, the reference, which are
    never finished) is led back to the first of them not finished yet, except a reader last
    on the guided hands' page with a hand begun and not finished, who is led back to it (as a
    page with such a hand is not finished, the path also comes back to it after the page
    read last). ``js/course.js`` does the same."""
    last = rec.get("last")
    if not isinstance(last, dict) or not isinstance(last.get("page"), str):
        return None
    page: str = last["page"]
    if page == GUIDED_PAGE and begun_hands(rec):
        return page
    if learn is not None and page not in learn:
        return next((p for p in pages if p in learn and not finished(rec, p)), page)
    if not finished(rec, page):
        return page
    # a drill's round left unfinished on a chapter of the path comes before a new chapter
    rounds = rec.get("rounds") or {}
    left = next((p for p in pages if p in rounds and (learn is None or p in learn)), None)
    if left is not None:
        return left
    # the first page of the path not finished, one left behind included (the round-20 new
    # reader read the cards and tricks, skipped dealing, and was sent on to drawing)
    return next((p for p in pages if not finished(rec, p)), page)


def event_html(event: dict[str, Any], serial: str) -> str:
    """A hidden element that carries ``event`` to the page (the live player's script applies
    each ``serial`` once)."""
    import html

    data = html.escape(json.dumps(event, sort_keys=True), quote=True)
    return (f'<span class="{EVENT_CLASS}" hidden data-serial="{serial}" '
            f'data-event="{data}"></span>')
