"""Shared pytest configuration.

Finds the book's notebook pages: every ``book/**/*.md`` file whose front matter carries the
full jupytext header (``jupytext.text_representation.format_name: myst`` and a
``kernelspec``). Without that header Jupyter Book does not execute the page's code cells, so
such pages are not notebooks. Any test that takes a ``notebook_page`` argument is run once
per page, with the page's path (relative to the repository root) as its id; one that takes
``notebook_cell`` once per code cell of every such page (``book/hr/cards.md::code cell 3``,
counted from 1).

Tests marked ``built`` read what the book build made (``make book``): the executed notebooks
of every edition (``executed``) and _build/html. Plain ``pytest`` deselects them (and the
``browser`` tests); ``make test`` runs them after the build (``make test-built``). Without a
build they fail: they never pass on nothing.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

# No reader's progress file (~/.schnapsen-book/progress.json) is read or written by the tests,
# nor by the pages they run (schnapsen/progress.py); tests that need one name their own.
os.environ["SCHNAPSEN_PROGRESS_FILE"] = ""

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
SITE = ROOT / "_build" / "html"
CODE_CELL = re.compile(r"^`{3,}\{code-cell\}", re.MULTILINE)


def front_matter(path: Path) -> dict[str, Any]:
    """The YAML front matter of a Markdown page ({} when there is none)."""
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return {}
    end = text.find("\n---", 4)
    if end == -1:
        return {}
    data = yaml.safe_load(text[4:end])
    return data if isinstance(data, dict) else {}


def is_notebook_page(path: Path) -> bool:
    """True if the page has the full jupytext (MyST) header and a kernelspec."""
    meta = front_matter(path)
    jupytext_meta = meta.get("jupytext") or {}
    representation = jupytext_meta.get("text_representation") or {}
    return representation.get("format_name") == "myst" and bool(meta.get("kernelspec"))


def book_pages() -> list[Path]:
    """Every Markdown page of the book, in a stable order."""
    if not BOOK.is_dir():
        return []
    return sorted(
        p
        for p in BOOK.rglob("*.md")
        if not any(part.startswith((".", "_")) for part in p.relative_to(BOOK).parts)
    )


def notebook_pages() -> list[Path]:
    return [p for p in book_pages() if is_notebook_page(p)]


@pytest.fixture(scope="session")
def notebook_page_set() -> frozenset[Path]:
    """The set of pages that run as notebooks."""
    return frozenset(notebook_pages())


def notebook_cells() -> list[tuple[Path, int]]:
    """(page, index among its code cells) for every code cell of every notebook page."""
    return [(page, i) for page in notebook_pages()
            for i in range(len(CODE_CELL.findall(page.read_text(encoding="utf-8"))))]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    for name, pages in (("notebook_page", notebook_pages), ("book_page", book_pages)):
        if name in metafunc.fixturenames:
            found = pages()
            metafunc.parametrize(name, found, ids=[p.relative_to(ROOT).as_posix() for p in found])
    if "notebook_cell" in metafunc.fixturenames:
        cells = notebook_cells()
        metafunc.parametrize("notebook_cell", cells, ids=[
            f"{page.relative_to(ROOT).as_posix()}::code cell {i + 1}" for page, i in cells])


@functools.cache
def _executed(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def executed_notebook(page: Path) -> Any:
    """The notebook of ``page`` (any edition) as the book build executed it, read once per
    session; the test fails when the build has not executed it."""
    from tools.editions import executed_notebook as where

    path = where(page)
    if not path.is_file():
        pytest.fail(
            f"{page.relative_to(ROOT)} was not executed by the book build (no "
            f"{path.relative_to(ROOT)}): run `make book` first (`make test` does); "
            "a page that is not in _toc.yml is not built", pytrace=False)
    return _executed(path)


@pytest.fixture(scope="session")
def executed() -> Callable[[Path], Any]:
    """``executed(page)``: the page's executed notebook from the build (a dict, nbformat 4)."""
    return executed_notebook


@pytest.fixture(scope="session")
def built_site() -> Path:
    """_build/html, the built site; the test fails when it is not built."""
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE.relative_to(ROOT)} is not built: run `make book` first "
                    "(`make test` does)", pytrace=False)
    return SITE
