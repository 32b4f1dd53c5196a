"""The translated editions read without English: the built pages of hr, sl, hu and cs.

Reads the HTML files of the built book (no browser needed) and looks for English words the
readers of the first editions found (issue 9): "seed" and "engine" in the prose, the pictures'
"Seat 1 / Seat 2", the generated "seat(s)". Code is aside: the source of a code cell and
inline ``code`` are Python, which stays English; everything a reader reads (prose, the
printed output of cells, the words inside the pictures) is checked.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from schnapsen.teach.drills import opened

pytestmark = pytest.mark.browser

TRANSLATED = ("hr", "sl", "hu", "cs")

#: English that must not reach a reader of a translated edition.
ENGLISH = re.compile(
    r"\bseeds?\b|\bengines?\b|\bSeat [0-9]\b|\bseat\(s\)|\bface-down cards?\b|\bgame points?\b"
    r"|\bcard points?\b|\b[0-9]+ cards\b|\bTrump:|\bTrick:|\bHand:|\bto move\b|\bThe table\b"
    r"|\b(?:Nine|Unter|Ober|King|Ten|Ace|Jack|Queen) of (?:Hearts|Bells|Leaves|Acorns|Diamonds"
    r"|Spades|Clubs)\b",
    re.IGNORECASE,
)

# Texts a script carries to the reader: the questions, answers and feedback of a quiz
# (jupyterquiz keeps them as JSON in the page, pictures included).
_QUIZ_TEXT = re.compile(r'"(?:question|answer|feedback)": "((?:[^"\\]|\\.)*)"')

# The drills' and the position of the day's data (schnapsen/teach/drills.py, daily.py): every
# text in it is the reader's (the card pictures, under "cards", are checked as pictures are).
_COURSE_DATA = ('{"chapter":', '{"lang":')


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [t for v in value for t in _strings(v)]
    if isinstance(value, dict):
        return [t for k, v in value.items() if k not in ("cards", "id", "k", "lang",
                                                         "tradition", "chapter", "s")
                for t in _strings(v)]
    return []


def _opened(data: str) -> Any:
    """A script's data, a drill's sealed answers opened (their rules are the reader's too)."""
    value = json.loads(data)
    if isinstance(value, dict) and "chapter" in value and "questions" in value:
        value["questions"] = [opened(value, i) for i in range(len(value["questions"]))]
    return value


# Elements whose text is not prose: scripts and styles, code, and the source of code cells.
_SKIP_TAGS = {"script", "style", "code", "pre", "kbd", "samp"}
_SKIP_CLASSES = ("cell_input", "highlight", "headerlink", "bd-sidebar", "bd-header",
                 "bd-footer", "prev-next-area", "bd-toc", "header-article")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
         "track", "wbr"}


class _Prose(HTMLParser):
    """The text of a page that a reader reads, without code (see the module docstring);
    ``sources=False``: without the sources' own words either (the quotes' words, kept exactly
    as each source wrote them: they follow the source's typography, not the edition's)."""

    def __init__(self, sources: bool = True) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[bool] = []  # per open element: is it (or an ancestor) skipped?
        self.parts: list[str] = []
        self.sources = sources
        self.skip = _SKIP_CLASSES if sources else (*_SKIP_CLASSES, "sq-quote-words")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID:
            return
        classes = dict(attrs).get("class") or ""
        skipped = (bool(self.stack) and self.stack[-1]) or tag in _SKIP_TAGS or any(
            c in classes for c in self.skip)
        self.stack.append(skipped)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag not in _VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if self.lasttag == "script":
            for m in _QUIZ_TEXT.finditer(data):
                self.parts.append(prose(json.loads(f'"{m.group(1)}"'), self.sources))
            if data.startswith(_COURSE_DATA):
                self.parts.extend(prose(t, self.sources) for t in _strings(_opened(data)))
        elif not (self.stack and self.stack[-1]):
            self.parts.append(data)


def prose(html: str, sources: bool = True) -> str:
    parser = _Prose(sources)
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())


def english_in(html: str) -> list[str]:
    """The English words of a page's prose, each with a little of its context."""
    text = prose(html)
    return [text[max(0, m.start() - 40):m.end() + 40] for m in ENGLISH.finditer(text)]


def test_prose_extraction_leaves_code_aside() -> None:
    page = ('<p>Dijeljenje broj 7</p><div class="cell_input"><pre>seed = 7</pre></div>'
            '<div class="cell_output"><svg><title>Seat 1</title></svg></div>'
            '<p>the <code>engine</code> <script>var seed</script></p>'
            '<script>q = [{"question": "Koja? <svg><title>Seat 2</title></svg>"}]</script>')
    assert prose(page) == "Dijeljenje broj 7 Seat 1 the Koja? Seat 2"
    quoted = '<p>Izvor: <span class="sq-quote-words" lang="sr">ovo - ono</span> kraj</p>'
    assert prose(quoted) == "Izvor: ovo - ono kraj"
    assert prose(quoted, sources=False) == "Izvor: kraj"
    assert len(english_in(page)) == 2


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translated_pages_have_no_english(lang: str, site_dir: Path) -> None:
    pages = sorted((site_dir / lang / "book" / lang).glob("*.html"))
    if not pages:
        pytest.skip(f"the {lang} edition is not built")
    found = {}
    for path in pages:
        hits = english_in(path.read_text(encoding="utf-8"))
        if hits:
            found[path.name] = hits
    shown = "\n".join(f"  {name}: {len(hits)}: {hits[:3]}" for name, hits in found.items())
    assert not found, f"{lang}: English words in the prose of the built pages:\n{shown}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_theme_around_the_pages_is_translated(lang: str, site_dir: Path) -> None:
    """The theme's own texts (the skip link, "Back to top", the buttons' labels, the next and
    previous page links, Sphinx's "Link to this heading", the sidebar toggles, the download
    menu) come from the book's catalogue in every translated edition (tools/editions.py,
    ``theme_catalogue``; the book's templates in tools/_templates; sphinx-book-theme's own
    texts: tools/editions_ext.py, ``booktheme_words``): none is left in English, as a text, a
    label or a title, and the download menu says the catalogue's words (the edition's one
    form of address, not the theme's own translation)."""
    from schnapsen.i18n import translate
    from schnapsen.teach.en_site import BOOKTHEME_STRINGS, THEME_STRINGS

    pages = sorted((site_dir / lang / "book" / lang).glob("*.html"))
    if not pages:
        pytest.skip(f"the {lang} edition is not built")
    english = [*THEME_STRINGS.values(), *BOOKTHEME_STRINGS.values()]
    found: dict[str, list[str]] = {}
    for path in pages:
        # (code shown on a page is Python, not the theme: its "next" is a builtin)
        page = re.sub(r"<pre\b.*?</pre>", "", path.read_text(encoding="utf-8"), flags=re.S)
        # a text between tags or in an attribute's value, not a link's type (rel="next") nor a
        # key of the page's data ({"next": "Sljedeće pitanje"})
        hits = [text for text in english
                if re.search(r'(?:>|(?<!rel=)")\s*' + re.escape(text) + r'\s*(?:<|"(?!:))',
                             page)]
        if hits:
            found[path.name] = hits
    assert not found, f"{lang}: the theme's texts in English: {found}"
    page = (site_dir / lang / "book" / lang / "cards.html").read_text(encoding="utf-8")
    for key in ("book.booktheme.download_page", "book.booktheme.print_pdf",
                "book.theme.link_heading", "book.theme.toggle_primary"):
        words = translate(key, lang)
        assert f'"{words}"' in page, f"{lang}: {key}: {words!r} not on cards.html"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_footer_is_one_line_in_the_language(lang: str, site_dir: Path) -> None:
    """The footer of every page is the catalogue's whole line (``book.footer``), not the
    theme's "By" and "© Copyright" put together word by word with the author's name ("Po
    Autori knjige o Šnapsu", "Podle autorů ...")."""
    import html as _html

    from schnapsen.i18n import translate
    from tools.editions import ROOT, load_yaml

    year = str(load_yaml(ROOT / "_config.yml").get("copyright", ""))
    line = translate("book.footer", lang, year=year)
    pages = sorted((site_dir / lang / "book" / lang).glob("*.html"))
    if not pages:
        pytest.skip(f"the {lang} edition is not built")
    bad: dict[str, str] = {}
    for path in pages:
        page = path.read_text(encoding="utf-8")
        start = page.find('class="bd-footer-content')
        footer = " ".join(_html.unescape(re.sub(r"<[^>]+>", " ", page[start:])).split()[:40])
        if start < 0 or line not in footer or re.search(
                r"\b(?:By|Po|Podle|Avtor|Szerző)\b|Copyright", footer):
            bad[path.name] = footer[:120]
    assert not bad, f"{lang}: footers not the catalogue's line {line!r}: {bad}"
