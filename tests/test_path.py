"""The reader's path on the front page (schnapsen.teach.path): the minutes come from the pages'
sources, the edition's own game leads, and every link of the path goes to a page (and a drill)
that exists."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the texts)
from schnapsen.teach.drills import CHAPTERS, ROUND, TRADITION_DRILLS
from schnapsen.teach.path import (
    DRILL_MINUTES,
    QUIZ_MINUTES,
    WORDS_PER_MINUTE,
    course_path,
    drill_anchor,
    page_source,
    path_html,
    section_id,
)
from schnapsen.teach.quiz import CHAPTER_QUIZZES

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
OWN = {"en": None, "hr": "snaps", "sl": "snops", "hu": "snapszer", "cs": "sestasedesat"}
MULTI = {"hr": "snaps-multi", "sl": "snops-multi", "hu": "snapszer-multi"}


def prose_words(source: str) -> int:
    """The words of a page's text counted here on their own: the lines outside the front
    matter and the code cells, without labels and role names."""
    kept = []
    in_code = False
    body = source.split("\n---\n", 1)[1] if source.startswith("---\n") else source
    for line in body.splitlines():
        if line.startswith("```{code-cell}"):
            in_code = True
        elif in_code:
            in_code = not line.startswith("```")
        elif not re.fullmatch(r"\([\w-]+\)=\s*", line):
            kept.append(line)
    text = re.sub(r"\{[\w:-]+\}`([^`<]*)(?:<[^>]*>)?`", r"\1", "\n".join(kept))
    return len(re.findall(r"[^\W_]+(?:['’-][^\W_]+)*", text))


def quiz_questions(source: str) -> int:
    n = sum(len(CHAPTER_QUIZZES[c][0]) for c in re.findall(r'chapter_quiz\("([\w-]+)"', source))
    for kinds in re.findall(r'\bquiz\("[\w-]+", \[([^\]]*)\]', source):
        n += len(re.findall(r'"[\w_]+"', kinds))
    return n


@pytest.mark.parametrize("lang", LANGUAGES)
def test_minutes_are_read_from_the_sources(lang: str) -> None:
    path = course_path(lang)
    assert path.learn, lang
    for c in path.learn:
        source = (BOOK / lang / f"{c.page}.md").read_text(encoding="utf-8")
        assert c.words == prose_words(source), (lang, c.page)
        assert c.questions == quiz_questions(source) > 0, (lang, c.page)
        # a rule chapter's drill, or a tradition page's (the snapszer page's marker cards)
        drilled = c.page in CHAPTERS or c.page in TRADITION_DRILLS
        assert c.drill == (ROUND if drilled else 0), (lang, c.page)
        expected = (c.words / WORDS_PER_MINUTE + c.questions * QUIZ_MINUTES
                    + c.drill * DRILL_MINUTES)
        assert c.minutes == max(1, round(expected)), (lang, c.page)
        assert 3 <= c.minutes <= 30, (lang, c.page, c.minutes)
        heading = next(ln for ln in source.splitlines() if ln.startswith("# "))
        assert c.title == heading[2:].replace("*", "").strip()


def test_minutes_follow_a_changed_chapter(tmp_path: Path) -> None:
    """A chapter that grows by 800 words takes five minutes more; a drill taken out, its
    minutes less."""
    shutil.copytree(BOOK / "en", tmp_path / "en")
    before = {c.page: c for c in course_path("en", root=tmp_path).learn}
    page = tmp_path / "en" / "closing.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nword " * 800, encoding="utf-8")
    text = (tmp_path / "en" / "tricks.md").read_text(encoding="utf-8")
    (tmp_path / "en" / "tricks.md").write_text(text.replace('drill("tricks"', 'print("tricks"'),
                                               encoding="utf-8")
    after = {c.page: c for c in course_path("en", root=tmp_path).learn}
    assert after["closing"].words == before["closing"].words + 800
    assert after["closing"].minutes == before["closing"].minutes + 5
    assert after["tricks"].drill == 0 and before["tricks"].drill == ROUND
    assert after["tricks"].minutes < before["tricks"].minutes


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_own_game_leads(lang: str) -> None:
    path = course_path(lang)
    pages = [c.page for c in path.learn]
    own = OWN[lang]
    assert pages == ([own] if own else []) + list(CHAPTERS) + ["strategy"]
    assert [c.page for c in path.drills] == list(CHAPTERS)
    beyond = [c.page for c in path.beyond]
    if lang in MULTI:
        assert beyond[0] == MULTI[lang]
    assert own not in beyond and "traditions" in beyond and "strategy" not in beyond
    others = {p for p in OWN.values() if p and p != own} | {
        m for k, m in MULTI.items() if m != MULTI.get(lang)}
    assert others <= set(beyond)
    assert path.play.page == "play"
    assert [c.page for c in path.practise] == ["practice", "guided"]
    assert [c.page for c in path.reference] == ["rules", "glossary", "engine"]


def test_section_ids_are_sphinx_ids() -> None:
    from docutils.nodes import make_id

    for title in ("Drill", "Vježba", "Vaja", "Gyakorlás", "Procvičování", "Check yourself",
                  "Šnaps u troje"):
        assert section_id(title) == make_id(title)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_path_links_pages_and_drills(lang: str) -> None:
    out = path_html(lang)
    links = re.findall(r'<a class="reference internal" data-page="([\w-]+)" '
                       r'(?:data-mark="solid" )?href="([\w-]+)\.html(?:#([\w-]+))?">', out)
    assert links
    for page, href, anchor in links:
        assert page == href and (BOOK / lang / f"{page}.md").is_file()
        if anchor:
            source = page_source(page, lang)
            assert anchor == drill_anchor(source)
            assert "\n## " in source and re.search(r"^\s*drill\(", source, re.M)
    assert out.count('data-mark="solid"') == len(CHAPTERS)
    drilled = [p for p, _, a in links if a]
    assert drilled == list(CHAPTERS)
    for c in course_path(lang).learn:
        assert re.search(rf'href="{c.page}\.html">[^<]*</a><span class="sb-path-min">'
                         rf'[^<]*\b{c.minutes}\b', out), (lang, c.page)
    assert "course.path" not in out and "{" not in out.split("</style>", 1)[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_strategy_comes_right_after_the_match(lang: str) -> None:
    """Reader 25 (a new learner): the path reached "First strategy" last, after eight
    chapters of other traditions, so the close trainer graded closing before any advice on
    it. The strategy now follows "Playing a match" on the path (before play, practice and
    guided hands, which "continue" leads to next), in the edition's contents and in the link
    a finished match drill offers."""
    from schnapsen.teach.path import next_chapter
    from tools.course_ext import path_pages
    from tools.editions import _files_of, edition_toc

    path = [page for page, _ in path_pages(lang)]
    at = path.index("match")
    assert path[at + 1] == "strategy", path
    assert path.index("strategy") < min(path.index(p) for p in ("play", "practice", "guided"))
    assert path.index("strategy") < path.index("traditions")
    order = [f.rsplit("/", 1)[-1] for f in _files_of(edition_toc(lang))]
    assert order[order.index("match") + 1] == "strategy", order
    assert order.index("strategy") < order.index("traditions")
    after = next_chapter("match", lang)
    assert after is not None and after.page == "strategy"
    assert "strategy" in [c.page for c in course_path(lang).learn]
