"""The editions: the same book in every language, and configurations that cannot drift.

Parity, for every edition whose folder book/<lang>/ exists (an edition not started yet is
skipped, with the reason shown): the same page files as book/en/, the same ``(label)=``
targets in the same order, and the same code cells (source and tags) once the line
``LANG = "xx"`` is read as ``LANG = "en"``; every page that has code sets ``LANG`` to its
edition's language in its first code cell.

tools/editions.py generates each edition's configuration and table of contents from the
English ones; the tests check that the result differs from English only where it should.
"""

from __future__ import annotations

import ast
import io
import json
import re
import shutil
import subprocess
import tokenize
from pathlib import Path
from typing import Any

import jupytext
import pytest
import yaml

from schnapsen import progress
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.progress import KEY as PROGRESS_KEY
from schnapsen.teach import MESSAGES  # the whole English catalogue, the site's texts included
from schnapsen.teach.path import course_path
from tools import editions, editions_ext
from tools.course_ext import path_pages

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
SOURCE = BOOK / "en"
OTHER_LANGUAGES = LANGUAGES[1:]

LABEL = re.compile(r"^\((?P<label>[^()\s]+)\)=\s*$", re.MULTILINE)
LANG_LINE = re.compile(r"""^LANG\s*=\s*(["'])(?P<lang>[A-Za-z-]+)\1[ \t]*(#.*)?$""",
                       re.MULTILINE)


def edition_dir(lang: str) -> Path:
    folder = BOOK / lang
    if not editions_ext.edition_exists(ROOT, lang):
        pytest.skip(f"book/{lang}/ has no page yet (the {lang} edition is not started)")
    return folder


def pages(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("*.md"))


def cells(path: Path) -> list[dict[str, Any]]:
    notebook = jupytext.read(path, fmt="md:myst")
    return [dict(cell) for cell in notebook.cells]


def labels(path: Path) -> list[str]:
    found: list[str] = []
    for cell in cells(path):
        if cell["cell_type"] == "markdown":
            found += LABEL.findall(cell["source"])
    return found


def without_comments(source: str) -> str:
    """The code with its ``#`` comments and trailing blanks removed: editions translate the
    comments a reader sees, the code itself stays the same."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return source
    comments = [t for t in tokens if t.type == tokenize.COMMENT]
    lines = source.splitlines()
    for tok in reversed(comments):
        row, col = tok.start
        lines[row - 1] = lines[row - 1][:col]
    return "\n".join(line.rstrip() for line in lines if line.strip())


def code_cells(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """(source without comments and with the LANG line normalised, tags) of every code
    cell."""
    return [
        (LANG_LINE.sub('LANG = "en"', without_comments(cell["source"])),
         tuple(cell.get("metadata", {}).get("tags", [])))
        for cell in cells(path)
        if cell["cell_type"] == "code"
    ]


def first_code_lang(path: Path) -> str | None:
    """The LANG the page's first code cell sets ("" if the page has no code cell)."""
    for cell in cells(path):
        if cell["cell_type"] == "code":
            match = LANG_LINE.search(cell["source"])
            return match.group("lang") if match else None
    return ""


# -- parity -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_same_pages(lang: str) -> None:
    folder = edition_dir(lang)
    missing = sorted(set(pages(SOURCE)) - set(pages(folder)))
    extra = sorted(set(pages(folder)) - set(pages(SOURCE)))
    assert not missing and not extra, (
        f"book/{lang}/ differs from book/en/: missing {missing}, extra {extra}"
    )


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_same_labels_in_the_same_order(lang: str) -> None:
    folder = edition_dir(lang)
    for name in pages(SOURCE):
        page = folder / name
        if page.exists():  # a missing page fails test_same_pages
            assert labels(page) == labels(SOURCE / name), f"book/{lang}/{name}: labels differ"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_same_code_cells(lang: str) -> None:
    folder = edition_dir(lang)
    for name in pages(SOURCE):
        page = folder / name
        if not page.exists():
            continue
        ours, theirs = code_cells(page), code_cells(SOURCE / name)
        assert len(ours) == len(theirs), (
            f"book/{lang}/{name}: {len(ours)} code cells, book/en/{name} has {len(theirs)}"
        )
        for i, (mine, english) in enumerate(zip(ours, theirs, strict=True)):
            assert mine == english, f"book/{lang}/{name}: code cell {i + 1} differs from English"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_first_code_cell_sets_the_language(lang: str) -> None:
    folder = edition_dir(lang)
    wrong = {}
    for path in sorted(folder.glob("*.md")):
        found = first_code_lang(path)
        if found != "" and found != lang:
            wrong[path.name] = found
    assert not wrong, (
        f"book/{lang}/: the first code cell must set LANG = \"{lang}\"; found {wrong}"
    )


PAGE = """---
jupytext:
  text_representation:
    extension: .md
    format_name: myst
kernelspec:
  display_name: Python 3
  language: python
  name: python3
---

(cards)=
# The cards

```{code-cell} ipython3
:tags: [remove-input]
LANG = "en"
x = 1
```

(cards-two)=
## Two

```{code-cell} ipython3
print(x)
```
"""


def test_the_checks_catch_differences(tmp_path: Path) -> None:
    """The helpers see a changed label, a changed cell or tag, and read LANG."""
    english, page = tmp_path / "en.md", tmp_path / "hr.md"
    english.write_text(PAGE, encoding="utf-8")
    assert labels(english) == ["cards", "cards-two"]
    assert first_code_lang(english) == "en"

    page.write_text(PAGE.replace('LANG = "en"', 'LANG = "hr"'), encoding="utf-8")
    assert first_code_lang(page) == "hr"
    assert code_cells(page) == code_cells(english)  # only the language differs

    page.write_text(PAGE.replace("(cards-two)=", "(karte-dva)="), encoding="utf-8")
    assert labels(page) != labels(english)
    page.write_text(PAGE.replace("print(x)", "print(x + 1)"), encoding="utf-8")
    assert code_cells(page) != code_cells(english)
    # a translated comment is not a different cell; "#" inside a string is code
    page.write_text(PAGE.replace("print(x)", "print(x)  # ispiši x"), encoding="utf-8")
    assert code_cells(page) == code_cells(english)
    page.write_text(PAGE.replace("print(x)", 'print("# x")'), encoding="utf-8")
    assert code_cells(page) != code_cells(english)
    page.write_text(PAGE.replace(":tags: [remove-input]\n", ""), encoding="utf-8")
    assert code_cells(page) != code_cells(english)
    page.write_text(PAGE.replace('LANG = "en"\n', ""), encoding="utf-8")
    assert first_code_lang(page) is None


# -- generated configuration and table of contents -------------------------------------------------


def _final(config: dict[str, Any]) -> dict[str, Any]:
    from jupyter_book.config import get_final_config

    final, _ = get_final_config(user_yaml=config, cli_config={"latex_individualpages": False},
                                sourcedir=ROOT)
    return dict(final)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_edition_config_differs_only_where_it_should(lang: str) -> None:
    english = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    en, other = _final(english), _final(editions.edition_config(lang))
    assert other["language"] == lang
    assert other["html_title"] == translate("book.title", lang)
    search = translate("book.search", lang)
    footer = {"footer_content_items": ["extra-footer.html", "last-updated.html"],
              "extra_footer": editions.footer_html(lang, str(english.get("copyright", "")))}
    assert other["html_theme_options"] == {**en["html_theme_options"], "search_bar_text": search,
                                           **footer}
    scripts = en.get("nb_ipywidgets_js", {})
    assert other.get("nb_ipywidgets_js", {}) == {
        (k if k.startswith("/") or "://" in k else "../" + k): v for k, v in scripts.items()
    }
    assert other["locale_dirs"] == [str(editions.EDITIONS / lang / "locales")]
    allowed = {"language", "html_title", "html_theme_options", "nb_ipywidgets_js", "author",
               "copyright", "project", "html_context", "locale_dirs"}
    drift = {k for k in set(en) | set(other) if en.get(k) != other.get(k)} - allowed
    assert not drift, f"{lang}: the generated configuration also changes {sorted(drift)}"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_theme_texts_come_translated(lang: str, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The theme (pydata-sphinx-theme) has no hr, sl or hu catalogue: its "Skip to main
    content", "Back to top", "On this page" ... reached those editions in English. Each
    edition's build now gets a ``sphinx`` catalogue of them from the book's own, read by
    gettext as Sphinx reads it."""
    import gettext

    from schnapsen.teach.en_site import THEME_STRINGS

    monkeypatch.setattr(editions, "EDITIONS", tmp_path)
    mo = editions.write_theme_catalogue(lang)
    assert mo == tmp_path / lang / "locales" / lang / "LC_MESSAGES" / "sphinx.mo"
    words = gettext.translation("sphinx", str(tmp_path / lang / "locales"), languages=[lang])
    for key, english in THEME_STRINGS.items():
        assert words.gettext(english) == translate(key, lang) != english, (lang, english)


def _toc_files(node: Any) -> list[str]:
    if isinstance(node, list):
        return [f for item in node for f in _toc_files(item)]
    if isinstance(node, dict):
        return [str(v) for k, v in node.items() if k in ("root", "file")] + [
            f for k, v in node.items() if k not in ("root", "file") for f in _toc_files(v)
        ]
    return []


def _captions(node: Any) -> list[str]:
    if isinstance(node, list):
        return [c for item in node for c in _captions(item)]
    if isinstance(node, dict):
        own = [str(node["caption"])] if "caption" in node else []
        return own + [c for k, v in node.items() if k != "caption" for c in _captions(v)]
    return []


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_edition_toc_mirrors_the_english_one(lang: str) -> None:
    """The same files as English, in English order, except the edition's own tradition's
    chapters (editions.HOME_CHAPTERS), which open it as a first part of their own."""
    english = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    toc = editions.edition_toc(lang)
    theirs = [f.replace("book/en/", f"book/{lang}/", 1) for f in _toc_files(english)]
    ours = _toc_files(toc)
    assert sorted(ours) == sorted(theirs) and ours[0] == theirs[0]  # the same files, root first
    home = [f"book/{lang}/{stem}" for stem in editions.HOME_CHAPTERS.get(lang, ())]
    moved = [f for f in home if f in theirs] if home and home[0] in theirs else []
    assert ours == [theirs[0]] + moved + [f for f in theirs[1:] if f not in moved]
    assert len(_captions(toc)) == len(_captions(english)) + (1 if moved else 0)
    if moved:
        assert toc["parts"][0]["caption"] == translate("book.part.home", lang)


def test_an_edition_leads_with_its_own_tradition() -> None:
    """The Hungarian and Czech editions open with their chapters; English keeps its order."""
    hu = editions.edition_toc("hu")
    assert [c["file"] for c in hu["parts"][0]["chapters"]] == [
        "book/hu/snapszer", "book/hu/snapszer-multi"]
    cs = editions.edition_toc("cs")
    assert [c["file"] for c in cs["parts"][0]["chapters"]] == [
        "book/cs/sestasedesat"]
    english = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    assert editions.edition_toc("en") == english


def test_every_toc_page_is_an_english_page() -> None:
    english = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    listed = {f.removeprefix("book/en/") + ".md" for f in _toc_files(english)}
    assert listed == set(pages(SOURCE))


def test_every_caption_has_a_catalogue_key() -> None:
    english = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    for caption in _captions(english):
        key = editions.caption_key(caption)
        assert MESSAGES.get(key) == caption, (
            f"add {key!r}: {caption!r} to schnapsen/teach/en_site.py"
        )


def test_english_title_is_the_catalogue_title() -> None:
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    assert config["title"] == MESSAGES["book.title"]
    assert config.get("author", MESSAGES["book.author"]) == MESSAGES["book.author"]


# -- switcher and landing page ------------------------------------------------------------------


def test_switcher_targets(tmp_path: Path) -> None:
    for lang in ("en", "hr"):
        (tmp_path / "book" / lang).mkdir(parents=True)
        (tmp_path / "book" / lang / "index.md").write_text("x", encoding="utf-8")
    (tmp_path / "book" / "en" / "cards.md").write_text("x", encoding="utf-8")
    assert editions_ext.editions(tmp_path) == ["en", "hr"]
    same = editions_ext.same_page
    assert same(tmp_path, "book/en/index", "en", "hr", "book/en/index") == "book/hr/index"
    # hr lacks cards: its first page instead
    assert same(tmp_path, "book/en/cards", "en", "hr", "book/en/index") == "book/hr/index"
    assert same(tmp_path, "book/hr/index", "hr", "en", "book/hr/index") == "book/en/index"
    assert same(tmp_path, "search", "hr", "en", "book/hr/index") == "search"
    assert editions_ext.site_prefix("en") == "" and editions_ext.site_prefix("hr") == "hr/"


def test_language_names_are_in_their_own_language() -> None:
    names = {lang: editions_ext.language_name(lang) for lang in LANGUAGES}
    assert names["en"] == "English"
    assert len(set(names.values())) == len(LANGUAGES), names


def test_landing_page_links_every_edition() -> None:
    page = editions.landing_html(list(LANGUAGES))
    for lang in LANGUAGES:
        target = editions.entry_page(lang)
        assert f'href="{target}" hreflang="{lang}"' in page
        assert editions_ext.language_name(lang) in page
    assert editions.entry_page("en") == "book/en/index.html"
    assert editions.entry_page("hr") == "hr/book/hr/index.html"
    assert "http" not in page.replace('charset="utf-8"', "")  # no outside request


def test_landing_page_says_where_to_start_in_every_language() -> None:
    """Each edition's link ends with "start here" in its own language; the box that offers to
    continue is there, hidden until the script finds the reader's progress."""
    page = editions.landing_html(list(LANGUAGES))
    for lang in LANGUAGES:
        item = re.search(rf'<li lang="{lang}">(.*?)</li>', page, re.S)
        assert item is not None
        assert f'<span class="start">{translate("book.start", lang)} \u2192</span>' in item.group(1)
    assert '<div class="continue" id="sb-continue" hidden></div>' in page
    assert json.dumps(PROGRESS_KEY) in page


def _run_landing(page: str, record: object, tmp_path: Path) -> dict[str, Any]:
    """The landing page's script run by node over a stand-in page and storage holding
    ``record``: what the continue box shows."""
    script = re.search(r"<script>(.*?)</script>", page, re.S)
    assert script is not None
    stub = """
const made = [];
function element(tag) {
  const e = {tag, children: [], attrs: {}, hidden: true, textContent: "", className: "",
             appendChild(c) { this.children.push(c); },
             setAttribute(k, v) { this.attrs[k] = v; }};
  made.push(e);
  return e;
}
const box = element("div");
globalThis.document = {getElementById: (id) => id === "sb-continue" ? box : null,
                       createElement: element};
const stored = STORED;
globalThis.window = {localStorage: {getItem: (k) => k === KEY ? stored : null},
                     addEventListener: () => {}};
""".replace("STORED", json.dumps(None if record is None else json.dumps(record))).replace(
        "KEY", json.dumps(PROGRESS_KEY))
    tail = """
const a = box.children[0];
console.log(JSON.stringify({hidden: box.hidden, href: a ? a.href : null,
  page: a ? a.attrs["data-page"] : null,
  lang: a ? a.lang : null, words: a ? a.children.map((c) => c.textContent) : []}));
"""
    path = tmp_path / "landing.js"
    path.write_text(stub + script.group(1) + tail, encoding="utf-8")
    out = subprocess.run(["node", str(path)], capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(out.stdout)
    return result


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the landing page's script")
def test_landing_page_offers_to_continue_where_the_reader_left_off(tmp_path: Path) -> None:
    """With the reader's progress kept in this browser, the landing page offers the page read
    last, titled, in its edition's words; with none, or a record whose path is not a page of
    this site, it offers nothing (each edition's "start here" stays)."""
    page = editions.landing_html(list(LANGUAGES))
    last = {"page": "tricks", "lang": "hu", "path": "/hu/book/hu/tricks.html",
            "title": "Ütések", "when": "2026-12-01"}
    record = {"version": 1, "drills": {}, "puzzles": {}, "guided": {}, "read": {}, "last": last}
    shown = _run_landing(page, record, tmp_path)
    assert shown == {"hidden": False, "href": "/hu/book/hu/tricks.html", "lang": "hu",
                     "page": "tricks",
                     "words": [translate("course.continue", "hu"),
                               dict(path_pages("hu"))["tricks"]]}
    assert _run_landing(page, None, tmp_path)["hidden"] is True
    assert _run_landing(page, {**record, "last": None}, tmp_path)["hidden"] is True
    for bad in ("https://example.org/x.html", "//example.org/x.html", "javascript:alert(1)",
                "/book/en/tricks.html?x=1"):
        wrong = {**record, "last": {**last, "path": bad}}
        assert _run_landing(page, wrong, tmp_path)["hidden"] is True, bad


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the landing page's script")
def test_landing_page_continues_where_the_front_page_does(tmp_path: Path) -> None:
    """The site's root page and an edition's front page (js/course.js) lead the reader to the
    same page from the same record: progress.continue_page over the edition's path (a reader
    last on the guided hands' page with no hand open goes back to the first chapter not
    finished, not to the guided hands)."""
    page = editions.landing_html(list(LANGUAGES))

    def event(kind: str, name: str, lang: str) -> dict[str, Any]:
        where = f"/{editions.entry_page(lang).rsplit('/', 1)[0]}/{name}.html"
        return {"type": kind, "page": name, "lang": lang, "path": where, "title": name}

    for lang in ("en", "hr"):
        path = [name for name, _ in path_pages(lang)]
        learn = [c.page for c in course_path(lang).learn]
        titles = dict(path_pages(lang))
        cases = [
            [event("read", learn[0], lang), event("open", "guided", lang)],
            [event("open", learn[1], lang)],
            [event("read", learn[0], lang), event("read", learn[1], lang)],
            [event("open", "guided", lang), {"type": "guided_begun", "id": "at-g03"}],
        ]
        for events in cases:
            rec = progress.empty()
            for e in events:
                rec = progress.apply(rec, e, "2026-12-05")
            want = progress.continue_page(rec, path, learn)
            assert want is not None
            shown = _run_landing(page, rec, tmp_path)
            assert shown["page"] == want, (lang, events)
            assert shown["words"] == [translate("course.continue", lang), titles[want]]
            last = rec["last"]
            href = last["path"] if want == last["page"] else (
                editions.entry_page(lang).rsplit("/", 1)[0] + f"/{want}.html")
            assert shown["href"] == href
        # the reader's case: cards read, last on the guided hands' page, no hand open
        first = [event("read", learn[0], lang), event("open", "guided", lang)]
        rec = progress.empty()
        for e in first:
            rec = progress.apply(rec, e, "2026-12-05")
        assert _run_landing(page, rec, tmp_path)["page"] == learn[1] != "guided"


# -- the "Play in your browser" control (schnapsen/teach/live.py) ---------------------------------

LIVE_PAGES = ("play.md", "tricks.md", "scoring.md")


def _live_call(source: str) -> ast.Call | None:
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "play_in_browser"):
            return node
    return None


@pytest.mark.parametrize("name", LIVE_PAGES)
def test_live_control_runs_the_widget_cell_below_it(name: str) -> None:
    """Each control's cell (input removed) comes right before its widget cell and runs that
    cell's code, in the page's language (``lang=LANG``); the other editions have the same
    cells (test_same_code_cells). The play page has two: the play widget and the analysis
    board."""
    code = [c for c in cells(SOURCE / name) if c["cell_type"] == "code"]
    found = [i for i, c in enumerate(code) if _live_call(c["source"]) is not None]
    assert len(found) == (2 if name == "play.md" else 1), f"{name}: {len(found)} controls"
    for i in found:
        call = _live_call(code[i]["source"])
        assert call is not None and i + 1 < len(code)
        assert "remove-input" in code[i].get("metadata", {}).get("tags", [])
        live = ast.literal_eval(call.args[0])
        assert live == code[i + 1]["source"], f"{name}: the live code is not the widget cell's"
        lang = {k.arg: k.value for k in call.keywords}.get("lang")
        assert isinstance(lang, ast.Name) and lang.id == "LANG", f"{name}: pass lang=LANG"


def test_translated_footer_is_the_catalogue_line() -> None:
    """A translated edition's footer is one line of its catalogue (book.footer), in place of
    the theme's "By" + author and "© Copyright" + year (issue 25)."""
    from schnapsen.i18n import LANGUAGES, translate
    from tools.editions import edition_config

    for lang in LANGUAGES[1:]:
        options = edition_config(lang)["sphinx"]["config"]["html_theme_options"]
        assert "author.html" not in options["footer_content_items"]
        assert "copyright.html" not in options["footer_content_items"]
        assert "extra-footer.html" in options["footer_content_items"]
        line = translate("book.footer", lang, year="2026")
        assert line in options["extra_footer"] and "{" not in line
        assert line != translate("book.footer", "en", year="2026")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_control_keeps_its_own_live_table_on_one_python(lang: str) -> None:
    """The practice page's three panels shared one live table that moved between them (the
    round-12 readers found it confusing); round 13 gave every panel after the first a Python
    of its own (a second cold start, against item 7's one kernel for all the controls of a
    page). Now the page starts one player, and each control the reader starts gets a view of
    its own, in its own box, that the control's cell is moved into: the script makes a player
    only when the page has none, never moves a frame, and makes a view per control. The
    control has no text about a table that moved away, in any edition."""
    import html

    from schnapsen.teach.live import TEXT_KEYS, play_in_browser

    out = str(play_in_browser("x = 1\nx", lang=lang))
    m = re.search(r'data-text="([^"]*)"', out)
    assert m is not None
    text = json.loads(html.unescape(m.group(1)))
    assert set(text) == set(TEXT_KEYS) and "moved" not in text
    assert "sb-live-moved" not in out and "release(" not in out
    assert "moveBefore" not in out  # no frame changes boxes
    # a player (a Python) is made in two places (and defined once), each only when the page
    # has none
    assert out.count("makeHost(list") == 3, out.count("makeHost(list")
    assert "if (host) return;" in out and "if (!h) {" in out
    assert out.count("window.__sbLivePlayers += 1;") == 1
    # every control started gets its own view, and the cell moves into it
    assert "if (!box.sbView) makeView(box);" in out
    assert "parent.appendChild(cell);" in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hidden_player_frame_has_a_title_of_its_own(lang: str) -> None:
    """Issue 25 (a blind reader on the play page): the player's frame (out of view) and the
    visible live table's frame carried the same title, so a screen reader's list of frames
    named two live tables. The player's frame has its own title, in the edition's language,
    and is hidden from assistive technology (its dock and the frame itself), out of the Tab
    order."""
    import html

    from schnapsen.teach.live import play_in_browser

    out = str(play_in_browser("x = 1\nx", lang=lang))
    m = re.search(r'data-text="([^"]*)"', out)
    assert m is not None
    text = json.loads(html.unescape(m.group(1)))
    assert text["host"] and text["host"] != text["frame"]
    if lang != "en":
        assert text["host"] != translate("live.host", "en")
    host = out[out.index("function makeHost("):out.index("function inject(")]
    assert "frame.title = text.host;" in host and "text.frame" not in host
    assert "dock.setAttribute('aria-hidden', 'true');" in host
    assert "frame.setAttribute('aria-hidden', 'true');" in host and "frame.tabIndex = -1;" in host
    view = out[out.index("function makeView("):out.index("function syncStyles(")]
    assert "frame.title = text.frame;" in view and "aria-hidden" not in view


def test_an_editions_folder_page_moves_on_without_asking_for_an_icon() -> None:
    """The page at hr/ (Jupyter Book's bare meta refresh, rewritten when the edition is
    assembled) goes to the edition's first page, in the edition's language, with an empty icon:
    without one the browser asked for /favicon.ico (a 404 in the console); an icon to fetch
    was aborted by the redirect."""
    from tools.editions import edition_redirect

    page = edition_redirect("hr")
    assert '<html lang="hr">' in page and '<link rel="icon" href="data:,">' in page
    assert 'content="0; url=book/hr/index.html"' in page and 'href="book/hr/index.html"' in page
