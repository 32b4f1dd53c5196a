"""The book's five editions: generate each one's configuration, build it, assemble one site.

English is the book at the root (_config.yml, _toc.yml, book/en/). Every other edition
(hr, sl, hu, cs) has its pages in book/<lang>/ under the same file names, and its
configuration and table of contents are generated from the English ones, so they never drift:

    _build/editions/<lang>/_config.yml   _config.yml with the edition's language (Sphinx and
                                         theme strings, <html lang>), title, author and
                                         search placeholder from the catalogue; widget script
                                         paths one folder deeper; local extensions absolute
    _build/editions/<lang>/_toc.yml      _toc.yml with book/en/ -> book/<lang>/ and the part
                                         captions translated (keys book.part.<slug>)

Each edition is built on its own (`jupyter-book build --all -W -n --keep-going . --config
... --toc ... --path-output _build/editions/<lang>`) and copied into the one site:

    _build/html/                  English, as before (book/en/*.html, search, ...)
    _build/html/<lang>/           each other edition, with its own search index
    _build/html/index.html        the landing page: pick a language
    _build/html/_widgets/         the widget JavaScript, shared (tools/vendor_js.py)

An edition whose folder book/<lang>/ does not exist yet (or holds no page) is skipped with a
notice; one that has some pages but not all fails its build (-W), as the parity tests do.

The build is where every page of every edition is executed (once per `make test`): a cell that
raises (and is not tagged raises-exception) fails the edition's build, and the build's end names
the page and the cell. Each edition's executed notebooks stay in the build, where the checks of
`make test-built` read them (``executed_notebook``):

    _build/jupyter_execute/book/en/<page>.ipynb                          English
    _build/editions/<lang>/_build/jupyter_execute/book/<lang>/<page>.ipynb  the others

Each page runs in a kernel of its own, forked by one server that has imported IPython,
ipykernel, ipywidgets and the engine once (tools/forkkernel.py; 0.6 s of CPU a page instead of
1.4 s); SCHNAPSEN_FORK_KERNELS=0 starts ordinary kernels instead.

Its output goes to _build/editions/<lang>.log as well (only there when builds run side by
side, ``-j 2``).

    python -m tools.editions build [LANG ...] [-j N]   build (default: every edition), assemble,
                                                       write the landing page
    python -m tools.editions config [LANG ...]         only write the generated config and toc
    python -m tools.editions landing                   only rewrite the landing page
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml

from schnapsen.i18n import LANGUAGES, translate
from schnapsen.progress import KEY as PROGRESS_KEY
from schnapsen.teach import MESSAGES  # the whole English catalogue, the site's texts included
from schnapsen.teach.en_site import THEME_STRINGS
from schnapsen.teach.shared import ENV as SHARED_ENV
from tools import forkkernel
from tools.editions_ext import edition_exists, language_name, site_prefix

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
BUILD = ROOT / "_build"
SITE = BUILD / "html"
EDITIONS = BUILD / "editions"

SOURCE = "en"
JB_FLAGS = ["--all", "-W", "-n", "--keep-going"]


def slug(text: str) -> str:
    """``Traditions and practice`` -> ``traditions-and-practice`` (caption keys)."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def caption_key(caption: str) -> str:
    return f"book.part.{slug(caption)}"


def load_yaml(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path}: not a mapping"
    return data


def _deeper(path: str) -> str:
    """A page-relative script path one folder deeper (the edition sits under /<lang>/)."""
    if "://" in path or path.startswith("/"):
        return path
    return "../" + path


def edition_config(lang: str, base: dict[str, Any] | None = None) -> dict[str, Any]:
    """The configuration of edition ``lang``, derived from _config.yml."""
    config = load_yaml(ROOT / "_config.yml") if base is None else yaml.safe_load(
        yaml.safe_dump(base))
    config["title"] = translate("book.title", lang)
    if "author" in config:
        config["author"] = translate("book.author", lang)
    sphinx = config.setdefault("sphinx", {})
    # local_extensions are found relative to the config file: make them absolute.
    sphinx["local_extensions"] = {
        name: str((ROOT / path).resolve()) + "/"
        for name, path in (sphinx.get("local_extensions") or {}).items()
    }
    # Merge sphinx.config into Jupyter Book's settings (html_theme_options keeps the options
    # made from the html: section) instead of replacing whole values.
    sphinx["recursive_update"] = True
    conf = sphinx.setdefault("config", {})
    conf["language"] = lang
    conf.setdefault("html_theme_options", {})["search_bar_text"] = translate("book.search", lang)
    if lang != SOURCE:
        # the theme's texts around the pages, from this book's catalogue (theme_catalogue)
        conf["locale_dirs"] = [str(EDITIONS / lang / "locales")]
        # the footer as one line of the catalogue (book.footer), not the theme's "By" +
        # author and "© Copyright" + year, put together word by word ("Po Autori ...")
        options = conf["html_theme_options"]
        options["footer_content_items"] = ["extra-footer.html", "last-updated.html"]
        options["extra_footer"] = footer_html(lang, str(config.get("copyright", "")))
    if "nb_ipywidgets_js" in conf:
        conf["nb_ipywidgets_js"] = {
            _deeper(path): attrs for path, attrs in conf["nb_ipywidgets_js"].items()
        }
    return config


def _toc_entries(node: Any, lang: str) -> Any:
    if isinstance(node, list):
        return [_toc_entries(item, lang) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("root", "file", "glob") and isinstance(value, str):
            value = re.sub(rf"^book/{SOURCE}/", f"book/{lang}/", value)
        elif key == "caption" and isinstance(value, str):
            ckey = caption_key(value)
            if ckey in MESSAGES:
                value = translate(ckey, lang)
            else:
                print(f"editions: warning: no catalogue key {ckey} for the caption "
                      f"{value!r} (add it to schnapsen/teach/en_site.py)", file=sys.stderr)
        else:
            value = _toc_entries(value, lang)
        out[key] = value
    return out


#: Each edition leads with its own tradition: these chapters (file stems, in reading order)
#: open the edition's table of contents as a part of their own (caption ``book.part.home``),
#: before the shared rule chapters that are their background. They are moved only when the
#: first of them is in the table of contents; the files stay those of every edition.
HOME_CHAPTERS: dict[str, tuple[str, ...]] = {
    "hr": ("snaps", "snaps-multi"),
    "sl": ("snops", "snops-multi"),
    "hu": ("snapszer", "snapszer-multi"),
    "cs": ("sestasedesat",),
}


def _take_home(node: Any, files: set[str], found: dict[str, Any]) -> Any:
    """``node`` without the entries whose file is in ``files`` (collected into ``found``)."""
    if isinstance(node, list):
        kept = []
        for item in node:
            if isinstance(item, dict) and item.get("file") in files:
                found[item["file"]] = item
                continue
            kept.append(_take_home(item, files, found))
        return kept
    if isinstance(node, dict):
        return {k: _take_home(v, files, found) for k, v in node.items()}
    return node


def _lead_with_home(toc: dict[str, Any], lang: str) -> dict[str, Any]:
    """``toc`` (an edition's) with its own tradition's chapters moved into a first part."""
    stems = HOME_CHAPTERS.get(lang, ())
    files = [f"book/{lang}/{stem}" for stem in stems]
    if not files or files[0] not in _files_of(toc) or "parts" not in toc:
        return toc
    found: dict[str, Any] = {}
    rest: dict[str, Any] = _take_home(toc, set(files), found)
    part = {"caption": translate("book.part.home", lang),
            "chapters": [found[f] for f in files if f in found]}
    rest["parts"] = [part] + [p for p in rest["parts"] if p.get("chapters")]
    return rest


def _files_of(node: Any) -> list[str]:
    if isinstance(node, list):
        return [f for item in node for f in _files_of(item)]
    if isinstance(node, dict):
        own = [str(v) for k, v in node.items() if k in ("root", "file")]
        return own + [f for k, v in node.items() if k not in ("root", "file")
                      for f in _files_of(v)]
    return []


def edition_toc(lang: str, base: dict[str, Any] | None = None) -> dict[str, Any]:
    """The table of contents of edition ``lang``, derived from _toc.yml: the same files, with
    the captions translated and the edition's own tradition first (``HOME_CHAPTERS``)."""
    toc = load_yaml(ROOT / "_toc.yml") if base is None else base
    result = _toc_entries(toc, lang)
    assert isinstance(result, dict)
    return _lead_with_home(result, lang)


def footer_html(lang: str, year: str) -> str:
    """The footer of edition ``lang``'s pages: the catalogue's line ``book.footer``."""
    import html

    words = html.escape(translate("book.footer", lang, year=year))
    return f'<p class="component-author">{words}</p>'


def theme_catalogue(lang: str) -> dict[str, str]:
    """The theme's texts (``THEME_STRINGS``: English message id -> the edition's words)."""
    return {english: translate(key, lang) for key, english in THEME_STRINGS.items()}


def write_theme_catalogue(lang: str) -> Path:
    """Write _build/editions/<lang>/locales/<lang>/LC_MESSAGES/sphinx.mo: the theme's texts
    in the edition's language (Sphinx reads ``locale_dirs`` before the theme's own
    catalogue, which has none for hr, sl, hu). Returns the file's path."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale=lang, domain="sphinx")
    for english, words in theme_catalogue(lang).items():
        catalog.add(english, words)
    path = EDITIONS / lang / "locales" / lang / "LC_MESSAGES" / "sphinx.mo"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_mo(f, catalog)
    return path


def write_files(lang: str) -> tuple[Path, Path]:
    """Write _build/editions/<lang>/_config.yml and _toc.yml (and, for a translated edition,
    the theme's texts: :func:`write_theme_catalogue`); return the first two's paths."""
    folder = EDITIONS / lang
    folder.mkdir(parents=True, exist_ok=True)
    if lang != SOURCE:
        write_theme_catalogue(lang)
    header = f"# Generated by tools/editions.py from {{}} for the {lang} edition; do not edit.\n"
    config, toc = folder / "_config.yml", folder / "_toc.yml"
    for path, source, data in (
        (config, "_config.yml", edition_config(lang)),
        (toc, "_toc.yml", edition_toc(lang)),
    ):
        path.write_text(
            header.format(source)
            + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100),
            encoding="utf-8",
        )
    return config, toc


def present(langs: list[str]) -> list[str]:
    """The requested editions that have pages (a notice for each that has none yet)."""
    out = []
    for lang in langs:
        if edition_exists(ROOT, lang):
            out.append(lang)
        else:
            print(f"editions: book/{lang}/ does not exist or has no page yet: "
                  f"skipping the {lang} edition")
    return out


def jupyter_book() -> list[str]:
    """``jupyter-book`` run by this Python, with the pages' kernels on Unix sockets (two
    editions build side by side: tools/jupyter_book_ipc.py says why)."""
    return [sys.executable, "-m", "tools.jupyter_book_ipc"]


def build_command(lang: str) -> list[str]:
    if lang == SOURCE:
        return [*jupyter_book(), "build", *JB_FLAGS, "."]
    config, toc = write_files(lang)
    return [*jupyter_book(), "build", *JB_FLAGS, ".", "--config", str(config.relative_to(ROOT)),
            "--toc", str(toc.relative_to(ROOT)),
            "--path-output", str((EDITIONS / lang).relative_to(ROOT))]


def executed_notebook(page: Path) -> Path:
    """Where the build leaves the executed notebook of ``page`` (book/<lang>/<name>.md, any
    edition): myst-nb writes it under the output's ``jupyter_execute/`` folder."""
    rel = page.resolve().relative_to(ROOT)
    lang = rel.parts[1]
    base = BUILD if lang == SOURCE else EDITIONS / lang / "_build"
    return (base / "jupyter_execute" / rel).with_suffix(".ipynb")


def build_log(lang: str) -> Path:
    return EDITIONS / f"{lang}.log"


ANSI = re.compile(r"\x1b\[[0-9;]*m")
# myst-nb (raise_on_error) raises ExecutionError(<page path>) from nbclient's
# CellExecutionError, whose text holds the cell's source and the kernel's traceback.
_EXECUTION_ERROR = re.compile(r"^myst_nb\.core\.execute\.base\.ExecutionError: (\S+)$", re.M)
_CELL_ERROR = re.compile(
    r"^nbclient\.exceptions\.(\w+): "
    r"(.*?)(?=^The above exception|^Traceback \(most recent call last\):|\Z)",
    re.M | re.S)
_CELL_SOURCE = re.compile(r"^-{18}\n(.*?)\n-{18}$", re.M | re.S)


def _cell_number(page: Path, source: str) -> str:
    """``code cell N`` (counted from 1 among the page's code cells) whose source is
    ``source``, or '' when it cannot be told."""
    try:
        import jupytext

        cells = [c.source for c in jupytext.read(page, fmt="md:myst").cells
                 if c.cell_type == "code"]
        return f"code cell {cells.index(source) + 1} of {len(cells)}"
    except Exception:
        return ""


def failed_pages(log: str) -> list[str]:
    """What a failed build's log says about the pages that raised: for each, the page, the
    cell and its error (nbclient's message, ANSI colours removed); [] when no page raised."""
    text = ANSI.sub("", log)
    # (a traceback may be printed twice: keep the first of each)
    pages = list(dict.fromkeys(_EXECUTION_ERROR.findall(text)))
    cells = list(dict.fromkeys((kind, body.strip()) for kind, body in _CELL_ERROR.findall(text)))
    out = []
    for i, name in enumerate(pages):
        page = Path(name)
        try:
            shown = str(page.resolve().relative_to(ROOT))
        except ValueError:
            shown = name
        if i < len(cells):
            kind, body = cells[i]
            source = _CELL_SOURCE.search(body)
            where = _cell_number(page, source.group(1)) if source else ""
            out.append(f"{shown}{', ' + where if where else ''}: {kind}\n{body}")
        else:
            out.append(f"{shown}: the page failed to execute (the build log above says why)")
    return out


#: where the editions of one build share their pages' long measurements (schnapsen/teach/shared.py)
SHARED = ROOT / "_build" / "shared"


#: ``0`` turns the forked page kernels off (tools/forkkernel.py): every page then starts an
#: ordinary ``ipykernel_launcher``
FORK_ENV = "SCHNAPSEN_FORK_KERNELS"


def build_env(kernels: Path | None = None) -> dict[str, str]:
    """The build's environment: no reader's progress file is read or written while the pages
    run (schnapsen/progress.py), so every build shows every reader the same; the editions
    share their pages' long measurements in :data:`SHARED` (schnapsen/teach/shared.py); with
    ``kernels`` (a folder holding ``kernels/python3/kernel.json``) first on JUPYTER_PATH, the
    pages' kernels are forked by :func:`fork_kernels`' server."""
    env = {**os.environ, "SCHNAPSEN_PROGRESS_FILE": "", SHARED_ENV: str(SHARED)}
    if kernels is not None:
        env["JUPYTER_PATH"] = os.pathsep.join(
            [str(kernels), *filter(None, [os.environ.get("JUPYTER_PATH")])])
    return env


@contextmanager
def fork_kernels() -> Iterator[Path | None]:
    """A server that forks the pages' kernels (tools/forkkernel.py) for the builds inside the
    ``with``; yields the folder to put first on JUPYTER_PATH, or None where it cannot run
    (not Linux, or SCHNAPSEN_FORK_KERNELS=0)."""
    if not sys.platform.startswith("linux") or os.environ.get(FORK_ENV) == "0":
        yield None
        return
    with tempfile.TemporaryDirectory(prefix="sb-kernels-") as folder:
        home = Path(folder)
        sock = home / "server.sock"
        spec = home / "kernels" / forkkernel.KERNEL_NAME / "kernel.json"
        spec.parent.mkdir(parents=True)
        spec.write_text(json.dumps(forkkernel.kernel_spec(sock), indent=1), encoding="utf-8")
        server = subprocess.Popen([sys.executable, "-m", "tools.forkkernel", "serve", str(sock)],
                                  cwd=ROOT, env=build_env())
        try:
            deadline = time.monotonic() + 120
            while not sock.exists():
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("editions: the kernel server (tools/forkkernel.py) did "
                                       f"not start (exit {server.poll()}); "
                                       f"{FORK_ENV}=0 builds without it")
                time.sleep(0.05)
            yield home
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def build_one(lang: str, quiet: bool, kernels: Path | None = None) -> tuple[str, int, float]:
    """Build one edition; its output goes to _build/editions/<lang>.log, and to the terminal
    as well unless builds run side by side (``quiet``)."""
    command = build_command(lang)
    print(f"editions: {lang}: {' '.join(command)}", flush=True)
    start = time.monotonic()
    log = build_log(lang)
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w", encoding="utf-8") as out:
        proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, errors="replace",
                                env=build_env(kernels))
        assert proc.stdout is not None
        for line in proc.stdout:
            out.write(line)
            if not quiet:
                sys.stdout.write(line)
                sys.stdout.flush()
        code = proc.wait()
    if code and quiet:
        print(log.read_text(encoding="utf-8")[-6000:], file=sys.stderr)
    return lang, code, time.monotonic() - start


def assemble(lang: str) -> None:
    """Copy a built edition into the site (English is built in place)."""
    if lang == SOURCE:
        return
    target = SITE / lang
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(EDITIONS / lang / "_build" / "html", target)
    redirect = target / "index.html"
    if redirect.is_file() and redirect.read_text(encoding="utf-8").lstrip().startswith("<meta"):
        # Jupyter Book's root page is a bare meta refresh: with no icon of its own the browser
        # asks for /favicon.ico, which the site does not have (a 404 in the console); an icon
        # it would fetch is aborted by the redirect: an empty one, fetched from nowhere
        redirect.write_text(edition_redirect(lang), encoding="utf-8")


def edition_redirect(lang: str) -> str:
    """The page at an edition's folder: straight on to the edition's first page."""
    first = html.escape(entry_page(lang).removeprefix(site_prefix(lang)))
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta http-equiv="Refresh" content="0; url={first}">\n'
            '<link rel="icon" href="data:,">\n'  # (no request: the page moves on at once)
            f'<title>{html.escape(language_name(lang))}</title>\n</head>\n<body>\n'
            f'<p><a href="{first}">{html.escape(language_name(lang))}</a></p>\n</body>\n'
            '</html>\n')


def entry_page(lang: str) -> str:
    """The site path of an edition's first page (the toc root)."""
    root = str(edition_toc(lang)["root"])
    return f"{site_prefix(lang)}{root}.html"


LANDING_CSS = """
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fbfaf7;
        --card: #ffffff; --line: #d8d4cc; --accent: #a4262c; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e6e6e6; --muted: #a8a8a8; --bg: #16171a; --card: #1f2126; --line: #3a3d44;
          --accent: #ff7b72; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
       font: 17px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 46rem; margin: 0 auto; padding: 3rem 1.25rem; }
h1 { font-size: 2rem; margin: 0 0 .25rem; }
.suits { font-size: 1.5rem; letter-spacing: .3rem; color: var(--accent); margin: 0 0 .5rem; }
.choose { color: var(--muted); margin: 0 0 2rem; }
ul { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
a { display: block; padding: 1rem 1.25rem; border: 1px solid var(--line); border-radius: .5rem;
    background: var(--card); color: inherit; text-decoration: none; }
a:hover, a:focus-visible { border-color: var(--accent); outline: none;
                           box-shadow: 0 0 0 2px var(--accent); }
.name { display: block; font-size: 1.25rem; font-weight: 600; color: var(--accent); }
.title { display: block; font-weight: 600; }
.description { display: block; color: var(--muted); font-size: .95rem; }
.start { display: block; margin-top: .4rem; font-weight: 600; color: var(--accent); }
.continue { margin: 0 0 1.5rem; }
.continue a { border-color: var(--accent); border-width: 2px; }
"""

#: The landing page's one script: when this browser keeps the reader's progress (the record
#: of schnapsen/progress.py, written by the pages' store.js), "continue where you left off"
#: is offered at the top, in the words of the edition read last, and it leads where that
#: edition's front page leads (js/course.js): the same store (store.js, included) and the
#: same rule (SBProgress.continuePage over the edition's path), so that the two never
#: disagree; a record without a page read last, or none, leaves the page as it is (each
#: edition's "start here"). Nothing is sent.
LANDING_SCRIPT = """(function () {
  var box = document.getElementById("sb-continue"), rec = null, store = window.SBProgress;
  try { rec = JSON.parse(window.localStorage.getItem(%(key)s) || "null"); } catch (e) { return; }
  var last = rec && rec.version === 1 && rec.last;
  if (!box || !store || !last || typeof last.path !== "string") return;
  // a page of this site, by its path: nothing else is followed
  if (!/^\\/(?!\\/)[^?#:]*\\.html$/.test(last.path)) return;
  var words = %(words)s, lang = Object.prototype.hasOwnProperty.call(words, last.lang) ?
      last.lang : %(source)s;
  var course = %(course)s[lang];
  var target = store.continuePage(store.load(), course.path, course.learn) || last.page;
  var a = document.createElement("a"), head = document.createElement("span");
  var title = document.createElement("span");
  var here = target === last.page;
  a.href = here ? last.path : course.dir + target + ".html";
  a.setAttribute("hreflang", lang);
  a.lang = lang;
  head.className = "name";
  head.textContent = words[lang];
  title.className = "title";
  title.textContent = String(course.titles[target] || (here && last.title) || target);
  a.setAttribute("data-page", target);
  a.appendChild(head);
  a.appendChild(title);
  box.appendChild(a);
  box.hidden = false;
})();"""


def landing_html(langs: list[str]) -> str:
    """The landing page: one link per built edition, each in its own language."""
    esc = html.escape
    alternates = "\n".join(
        f'<link rel="alternate" hreflang="{lang}" href="{esc(entry_page(lang))}">' for lang in langs
    )
    choose = " · ".join(
        f'<span lang="{lang}">{esc(translate("book.choose_language", lang))}</span>'
        for lang in langs
    )
    items = "\n".join(
        f'  <li lang="{lang}"><a href="{esc(entry_page(lang))}" hreflang="{lang}" '
        f'data-edition="{lang}">'
        f'<span class="name">{esc(language_name(lang))}</span>'
        f'<span class="title">{esc(translate("book.title", lang))}</span>'
        f'<span class="description">{esc(translate("book.description", lang))}</span>'
        f'<span class="start">{esc(translate("book.start", lang))} \u2192</span>'
        f"</a></li>"
        for lang in langs
    )
    title = esc(translate("book.title", SOURCE))
    from schnapsen.teach.drills import js_source
    from schnapsen.teach.path import course_path
    from tools.course_ext import path_pages

    course = {}
    for lang in langs:
        path = path_pages(lang)
        course[lang] = {"path": [page for page, _ in path], "titles": dict(path),
                        "learn": [c.page for c in course_path(lang).learn],
                        "dir": entry_page(lang).rsplit("/", 1)[0] + "/"}
    script = js_source("store.js") + LANDING_SCRIPT % {
        "key": json.dumps(PROGRESS_KEY),
        "course": json.dumps(course, ensure_ascii=False).replace("</", "<\\/"),
        "source": json.dumps(SOURCE),
        "words": json.dumps({lang: translate("course.continue", lang) for lang in langs},
                            ensure_ascii=False).replace("</", "<\\/"),
    }
    return f"""<!DOCTYPE html>
<html lang="{SOURCE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="_static/favicon.svg" type="image/svg+xml">
{alternates}
<style>{LANDING_CSS}</style>
</head>
<body>
<main>
<p class="suits" aria-hidden="true">♥ ♦ ♠ ♣</p>
<h1>{title}</h1>
<p class="choose">{choose}</p>
<div class="continue" id="sb-continue" hidden></div>
<ul class="editions">
{items}
</ul>
</main>
<script>{script}</script>
</body>
</html>
"""


def write_landing() -> list[str]:
    """Write _build/html/index.html for the editions present in the site."""
    built = [lang for lang in LANGUAGES if (SITE / entry_page(lang)).is_file()]
    if not built:
        print("editions: no edition is built: no landing page", file=sys.stderr)
        return []
    (SITE / "index.html").write_text(landing_html(built), encoding="utf-8")
    print(f"editions: landing page {SITE.relative_to(ROOT)}/index.html: {', '.join(built)}")
    return built


def remove_stale() -> None:
    """Drop editions from the site whose pages no longer exist."""
    for lang in LANGUAGES:
        if lang != SOURCE and not edition_exists(ROOT, lang) and (SITE / lang).exists():
            print(f"editions: removing {SITE.relative_to(ROOT)}/{lang} (no pages in book/{lang}/)")
            shutil.rmtree(SITE / lang)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["build", "config", "landing"])
    parser.add_argument("langs", nargs="*", metavar="LANG",
                        help=f"editions (default: all of {' '.join(LANGUAGES)})")
    parser.add_argument("-j", "--jobs", type=int, default=1,
                        help="editions built side by side (default 1)")
    args = parser.parse_intermixed_args(argv)  # "build -j 1 en": options between
    unknown = [lang for lang in args.langs if lang not in LANGUAGES]
    if unknown:
        parser.error(f"unknown edition(s) {unknown}; known: {list(LANGUAGES)}")
    if args.command == "landing":
        write_landing()
        return 0
    if args.command == "config":
        for lang in args.langs or list(LANGUAGES):
            if lang != SOURCE:
                for path in write_files(lang):
                    print(path.relative_to(ROOT))
        return 0
    langs = present(args.langs or list(LANGUAGES))
    remove_stale()
    shutil.rmtree(SHARED, ignore_errors=True)  # shared within one build only
    jobs = max(1, min(args.jobs, len(langs) or 1))
    with fork_kernels() as kernels, ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda lang: build_one(lang, jobs > 1, kernels), langs))
    failed = []
    for lang, code, seconds in results:
        print(f"editions: {lang}: {'ok' if code == 0 else f'FAILED ({code})'} in {seconds:.0f} s")
        if code:
            failed.append(lang)
        if (EDITIONS / lang / "_build" / "html").is_dir() or lang == SOURCE:
            assemble(lang)
    write_landing()
    if failed:
        for lang in failed:
            for report in failed_pages(build_log(lang).read_text(encoding="utf-8")):
                print(f"editions: {lang}: {report}\n", file=sys.stderr)
        print(f"editions: failed: {' '.join(failed)} (logs: "
              f"{' '.join(str(build_log(lang).relative_to(ROOT)) for lang in failed)})",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
