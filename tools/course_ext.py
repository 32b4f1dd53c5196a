"""The reader's progress on every page: a local Sphinx extension (``sphinx: local_extensions``
in _config.yml; tools/editions.py keeps it in every edition's configuration).

Every page gets one inline script: the edition's words (``course.*`` in the catalogue, plural
forms written out for every count a tally can show; the edition's path with the pages'
titles), the progress store
(``schnapsen/teach/js/store.js``) and the site's part (``js/course.js``: marks in the
contents, "continue where you left off" and the clear button on the front page). Nothing is
loaded from anywhere else, and nothing is sent.
"""

from __future__ import annotations

import json
from typing import Any

from sphinx.application import Sphinx

from schnapsen.i18n import translate
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the texts)
from schnapsen.teach.drills import CHAPTERS, ROUND, js_source
from schnapsen.teach.path import course_path

#: the pages whose reading is noted (the chapters a reader goes through)
PAGES = (*CHAPTERS, "traditions", "snaps-multi", "snops-multi", "snapszer-multi", "strategy",
         "practice", "guided", "play", "rules", "glossary", "engine")


def course_text(lang: str) -> dict[str, Any]:
    n = len(CHAPTERS)
    return {
        "title": translate("course.title", lang),
        "continue": translate("course.continue", lang),
        "round": [translate("course.round", lang, n=k, total=ROUND) for k in range(ROUND + 1)],
        "drills": [translate("course.drills", lang, n=k, total=n) for k in range(n + 1)],
        "puzzles": translate("course.puzzles", lang, solved="{solved}", missed="{missed}"),
        "guided": translate("course.guided", lang, solved="{solved}", missed="{missed}"),
        "begun": translate("course.begun", lang),
        "clear": translate("course.clear", lang),
        "cleared": translate("course.cleared", lang),
        "kept": translate("course.kept", lang),
        "solid": translate("course.mark.solid", lang),
        "read": translate("course.mark.read", lang),
        "here": translate("course.mark.here", lang),
        "scroll": translate("course.scroll", lang),
    }


def path_pages(lang: str) -> list[tuple[str, str]]:
    """The edition's path in order (the chapters to learn, play, practise, then the chapters
    beyond and the reference), with each page's title: "continue where you left off" leads
    along it."""
    p = course_path(lang)
    steps = [*p.learn, p.play, *p.practise, *p.beyond, *p.reference]
    return [(c.page, c.title) for c in dict((c.page, c) for c in steps).values()]


def script(lang: str) -> str:
    path = path_pages(lang)
    pages = list(dict.fromkeys([*PAGES, *(page for page, _ in path)]))
    data = {"text": course_text(lang), "chapters": list(CHAPTERS), "pages": pages,
            "path": [page for page, _ in path], "titles": dict(path),
            "learn": [c.page for c in course_path(lang).learn]}
    head = "window.SB_COURSE=" + json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return head + ";\n" + js_source("store.js") + js_source("course.js")


def add_script(app: Sphinx) -> None:
    app.add_js_file(None, body=script(app.config.language or "en"))


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", add_script)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
