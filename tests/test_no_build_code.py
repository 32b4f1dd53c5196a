"""No build code before the reader: outside the programmers' chapter (engine.md) a code cell
that the reader sees (one without a ``remove-input``/``remove-cell`` tag) holds no import,
no ``glue``, and no helper definition; such set-up lives in hidden cells or in
``schnapsen.teach``. The comments of the code a reader sees are in the edition's language:
a comment of another edition that is word for word the English one is an untranslated one.

Read from the MyST sources of every edition (book/<lang>/*.md), so it runs without a build.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import jupytext
import pytest

from schnapsen.i18n import LANGUAGES

BOOK = Path(__file__).resolve().parent.parent / "book"
PROGRAMMERS = {"engine.md"}
HIDDEN = {"remove-input", "remove-cell", "hide-input", "hide-cell"}
BUILD_CODE = re.compile(
    r"^\s*(import\s|from\s+\S+\s+import\s|def\s|class\s)|\bglue\s*\(", re.MULTILINE
)


def shown_cells(path: Path) -> list[str]:
    """The sources of the code cells a reader sees on the page."""
    notebook = jupytext.read(path, fmt="md:myst")
    return [
        cell.source
        for cell in notebook.cells
        if cell.cell_type == "code" and not HIDDEN & set(cell.metadata.get("tags", []))
    ]


def comments(source: str) -> list[str]:
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [tok.string.lstrip("#").strip() for tok in tokens if tok.type == tokenize.COMMENT]


def editions() -> list[str]:
    return [lang for lang in LANGUAGES if (BOOK / lang).is_dir()]


@pytest.mark.parametrize("lang", editions())
def test_no_build_code_outside_the_programmers_chapter(lang: str) -> None:
    found = []
    for path in sorted((BOOK / lang).glob("*.md")):
        if path.name in PROGRAMMERS:
            continue
        for source in shown_cells(path):
            found += [f"{path.name}: {line.strip()}" for line in source.splitlines()
                      if BUILD_CODE.search(line)]
    assert not found, f"book/{lang}: build code shown to the reader:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", [lang for lang in editions() if lang != "en"])
def test_shown_comments_are_translated(lang: str) -> None:
    untranslated = []
    for english in sorted((BOOK / "en").glob("*.md")):
        page = BOOK / lang / english.name
        if not page.exists():
            continue
        theirs = shown_cells(page)
        for mine, source in zip(shown_cells(english), theirs, strict=False):
            same = set(comments(mine)) & set(comments(source))
            untranslated += [f"{english.name}: # {text}" for text in sorted(same) if text]
    assert not untranslated, f"book/{lang}: comments still in English:\n" + "\n".join(untranslated)
