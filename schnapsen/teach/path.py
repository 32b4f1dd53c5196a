"""The reader's path through the book, as the front page shows it: learn the chapters in order
(each with its time in minutes), the rule chapters and then the first strategy, drill each rule
chapter, play, practise; then the chapters beyond the basics and the reference. The strategy
comes right after the match, before play and practice (a new learner met the close trainer
before any advice on closing when it came last). Each edition's own tradition leads: the Croatian,
Slovenian, Hungarian and Czech editions put their own game's chapter first among the chapters
to learn (the English edition's course is Austrian Schnapsen, the rule chapters themselves).

The minutes are computed from the page sources (``book/<lang>/<page>.md``), never typed: the
words of the page's text (code cells left out) at :data:`WORDS_PER_MINUTE`, plus
:data:`QUIZ_MINUTES` for each question of its quiz and :data:`DRILL_MINUTES` for each position
of a round of its drill. So the path stays right when a chapter changes.

>>> [c.page for c in course_path("hu").learn][:3]
['snapszer', 'cards', 'dealing']
"""

from __future__ import annotations

import ast
import html
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from ..i18n import translate
from .drills import CHAPTERS, ROUND
from .quiz import CHAPTER_QUIZZES
from .tradition import home_tradition

__all__ = [
    "WORDS_PER_MINUTE",
    "QUIZ_MINUTES",
    "DRILL_MINUTES",
    "TRADITION_CHAPTERS",
    "STRATEGY",
    "Chapter",
    "CoursePath",
    "course_path",
    "page_source",
    "page_title",
    "page_words",
    "page_questions",
    "section_id",
    "drill_anchor",
    "path_html",
    "toc_pages",
    "next_chapter",
]

#: a learner's reading speed of a page that teaches, with pictures to look at
WORDS_PER_MINUTE = 160
#: minutes for one question of a chapter's quiz, and for one position of its drill
QUIZ_MINUTES = 0.5
DRILL_MINUTES = 0.25

#: each tradition's chapter for two (the chapter an edition of that tradition starts with), and
#: its chapter for more players where it has one
TRADITION_CHAPTERS: dict[str, tuple[str, ...]] = {
    "hr": ("snaps", "snaps-multi"),
    "sl": ("snops", "snops-multi"),
    "hu": ("snapszer", "snapszer-multi"),
    "cs": ("sestasedesat",),
}
#: the pages of the steps after the chapters, and of the lists after the path
#: the chapter learnt right after the rule chapters (before play and practice)
STRATEGY = "strategy"
PLAY = "play"
PRACTISE = ("practice", "guided")
BEYOND = ("traditions",)
REFERENCE = ("rules", "glossary", "engine")

BOOK = Path(__file__).resolve().parents[2] / "book"
#: the book's table of contents (the English edition's; tools/editions.py derives the others')
TOC = BOOK.parent / "_toc.yml"
_TOC_FILE = re.compile(r"^\s*-?\s*(?:root|file):\s*book/en/([\w-]+)\s*$", re.M)

_FRONT = re.compile(r"\A---\n.*?\n---\n", re.S)
_CODE = re.compile(r"^```\{code-cell\}.*?^```[ \t]*$", re.S | re.M)
_LABEL = re.compile(r"^\([\w-]+\)=[ \t]*$", re.M)
_ROLE = re.compile(r"\{[\w:-]+\}`([^`]*)`")
_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


@dataclass(frozen=True)
class Chapter:
    """One page of the path: its name, title (the page's heading), the words of its text, the
    questions of its quiz and the positions of a round of its drill, and the minutes they
    take."""

    page: str
    title: str
    words: int
    questions: int
    drill: int
    minutes: int


@dataclass(frozen=True)
class CoursePath:
    """The path of edition ``lang``: the chapters to learn in order (the edition's own game
    first), the chapters with a drill, the play page, the practice pages, and the chapters
    beyond the basics and of the reference."""

    lang: str
    learn: tuple[Chapter, ...]
    drills: tuple[Chapter, ...]
    play: Chapter
    practise: tuple[Chapter, ...]
    beyond: tuple[Chapter, ...]
    reference: tuple[Chapter, ...]


def page_source(page: str, lang: str = "en", root: Path | None = None) -> str:
    """The MyST source of page ``page`` of edition ``lang``."""
    return ((root or BOOK) / lang / f"{page}.md").read_text(encoding="utf-8")


def _text_of(source: str) -> str:
    text = _FRONT.sub("", source)
    text = _CODE.sub("", text)
    text = _LABEL.sub("", text)
    return _ROLE.sub(lambda m: re.sub(r"\s*<[^>]*>\s*$", "", m.group(1)), text)


def page_title(source: str) -> str:
    """The page's heading (its first ``# `` line), without MyST emphasis."""
    for line in source.splitlines():
        if line.startswith("# "):
            return re.sub(r"[*_`]", "", line[2:]).strip()
    raise ValueError("the page has no heading")


def page_words(source: str) -> int:
    """The words of a page's text: its Markdown without the front matter, the code cells and
    the labels (a role counts as the words of its text)."""
    return len(_WORD.findall(_text_of(source)))


def _code_cells(source: str) -> list[str]:
    return [m.group(0).split("\n", 1)[1].rsplit("\n", 1)[0] for m in _CODE.finditer(source)]


def page_questions(source: str) -> tuple[int, int]:
    """The questions of the page's quizzes and the positions of a round of its drill, read
    from its code cells: ``chapter_quiz(chapter)`` asks :data:`CHAPTER_QUIZZES`' questions,
    ``quiz(variant, [kinds, ...])`` one per kind, ``drill(chapter)`` a round of
    :data:`~schnapsen.teach.drills.ROUND`."""
    questions = drill = 0
    for cell in _code_cells(source):
        lines = [ln for ln in cell.splitlines() if not ln.lstrip().startswith(("%", ":"))]
        try:
            tree = ast.parse("\n".join(lines))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            args = node.args
            if node.func.id == "chapter_quiz" and args and isinstance(args[0], ast.Constant):
                questions += len(CHAPTER_QUIZZES[str(args[0].value)][0])
            elif node.func.id == "quiz" and len(args) > 1 and isinstance(args[1], ast.List):
                questions += len(args[1].elts)
            elif node.func.id == "drill":
                drill += ROUND
    return questions, drill


def minutes_for(words: int, questions: int, drill: int) -> int:
    """The minutes a page takes: its words read, its questions and its drill answered (at
    least one)."""
    total = words / WORDS_PER_MINUTE + questions * QUIZ_MINUTES + drill * DRILL_MINUTES
    return max(1, round(total))


def chapter(page: str, lang: str = "en", root: Path | None = None) -> Chapter:
    """Page ``page`` of edition ``lang`` as a stop of the path, read from its source."""
    source = page_source(page, lang, root)
    words = page_words(source)
    questions, drill = page_questions(source)
    return Chapter(page, page_title(source), words, questions, drill,
                   minutes_for(words, questions, drill))


def course_path(lang: str = "en", root: Path | None = None) -> CoursePath:
    """The path of edition ``lang`` (``root``: the folder of the editions' pages, ``book/``):
    its own tradition's chapter for two first among the chapters to learn, then the rule
    chapters in the book's order and the first strategy; its chapter for more players first
    beyond the basics, then the traditions and the other traditions' chapters."""
    own = TRADITION_CHAPTERS.get(home_tradition(lang), ())

    def pages(names: tuple[str, ...] | list[str]) -> tuple[Chapter, ...]:
        return tuple(chapter(p, lang, root) for p in names)

    others = [p for t in TRADITION_CHAPTERS.values() for p in t if p not in own]
    learn = pages([*own[:1], *CHAPTERS, STRATEGY])
    by_page = {c.page: c for c in learn}
    return CoursePath(
        lang=lang,
        learn=learn,
        drills=tuple(by_page[p] for p in CHAPTERS),
        play=chapter(PLAY, lang, root),
        practise=pages(PRACTISE),
        beyond=pages([*own[1:], *BEYOND, *others]),
        reference=pages(REFERENCE),
    )


def toc_pages(lang: str = "en", toc: Path | None = None) -> tuple[str, ...]:
    """The pages of edition ``lang`` in the order of its table of contents: _toc.yml's order,
    with the edition's own tradition's chapters first after the front page (as
    tools/editions.py moves them into a first part of the edition's contents)."""
    pages = _TOC_FILE.findall((toc or TOC).read_text(encoding="utf-8"))
    own = [p for p in TRADITION_CHAPTERS.get(home_tradition(lang), ()) if p in pages]
    if not own or lang == "en":
        return tuple(pages)
    rest = [p for p in pages if p not in own]
    return (*rest[:1], *own, *rest[1:])


def next_chapter(page: str, lang: str = "en", root: Path | None = None,
                 toc: Path | None = None) -> Chapter | None:
    """The page after ``page`` in edition ``lang``'s table of contents (None after the
    last page)."""
    pages = toc_pages(lang, toc)
    at = pages.index(page)
    return chapter(pages[at + 1], lang, root) if at + 1 < len(pages) else None


def section_id(title: str) -> str:
    """The anchor Sphinx gives a section headed ``title`` (docutils' ``make_id``: the title
    in lower-case ASCII, other characters as hyphens)."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-")


def drill_anchor(source: str) -> str:
    """The anchor of the section that holds the page's drill (the heading before the cell
    that calls ``drill``)."""
    heading = None
    for block in re.split(r"(^```\{code-cell\}.*?^```[ \t]*$)", source, flags=re.S | re.M):
        if block.startswith("```{code-cell}"):
            if heading and re.search(r"^\s*drill\(", block, re.M):
                return section_id(heading)
            continue
        for line in block.splitlines():
            if line.startswith("## "):
                heading = line[3:].strip()
    raise ValueError("the page has no drill")


_CSS = (
    ".sb-path{margin:.6em 0 1em}.sb-path ol,.sb-path ul{margin:.3em 0 .6em}"
    ".sb-path-steps>li{margin:.5em 0}.sb-path-steps>li>p{margin:.2em 0}"
    ".sb-path-chapters li{margin:.15em 0}"
    ".sb-path-min{color:#5c5346;font-size:.85em;white-space:nowrap;margin-left:.3em}"
    ".sb-path-drills{display:flex;flex-wrap:wrap;gap:.25em 1.1em;list-style:none;"
    "padding-left:1.2em}.sb-path-drills li{margin:0}"
    ".sb-path-more{margin-top:.8em}.sb-path-more>p{margin:.6em 0 .1em;font-weight:700}"
)


def _link(c: Chapter, anchor: str = "") -> str:
    """A link the reader's progress marks (``js/course.js`` marks the front page's internal
    links by their page; a drill's link, ``data-mark="solid"``, only once the drill is
    solid)."""
    href = f"{c.page}.html" + (f"#{anchor}" if anchor else "")
    mark = ' data-mark="solid"' if anchor else ""
    return (f'<a class="reference internal" data-page="{html.escape(c.page)}"{mark} '
            f'href="{html.escape(href)}">{html.escape(c.title)}</a>')


def path_html(lang: str = "en", root: Path | None = None) -> str:
    """The path of edition ``lang`` as the front page shows it (HTML, texts from the
    catalogue; the links are the ones the reader's progress marks)."""

    def t(key: str, **params: object) -> str:
        return html.escape(translate(f"course.path.{key}", lang, **params))

    p = course_path(lang, root)
    own = TRADITION_CHAPTERS.get(home_tradition(lang))
    learn = "".join(
        f"<li>{_link(c)}<span class=\"sb-path-min\">{t('minutes', n=c.minutes)}</span></li>"
        for c in p.learn)
    drills = "".join(
        f"<li>{_link(c, drill_anchor(page_source(c.page, lang, root)))}</li>" for c in p.drills)
    practise = "; ".join(f"{_link(c)}: {t('about.' + c.page)}" for c in p.practise)
    steps = [
        f"<p><strong>{t('learn')}</strong> \u2013 {t('learn.own' if own else 'learn.note')}</p>"
        f'<ol class="sb-path-chapters">{learn}</ol>',
        f"<p><strong>{t('drill')}</strong> \u2013 {t('drill.note')}</p>"
        f'<ul class="sb-path-drills">{drills}</ul>',
        f"<p><strong>{t('play')}</strong> \u2013 {_link(p.play)}: {t('about.play')}</p>",
        f"<p><strong>{t('practise')}</strong> \u2013 {practise}.</p>",
    ]
    more = "".join(
        f"<p>{t(key)}</p><ul>{''.join(f'<li>{_link(c)}</li>' for c in chapters)}</ul>"
        for key, chapters in (("beyond", p.beyond), ("reference", p.reference)))
    return (f"<style>{_CSS}</style>"
            f'<nav class="sb-path" aria-label="{t("label")}">'
            f'<ol class="sb-path-steps">{"".join(f"<li>{s}</li>" for s in steps)}</ol>'
            f'<div class="sb-path-more">{more}</div></nav>')
