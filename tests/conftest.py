"""Shared pytest configuration.

Finds the book's notebook pages: every ``book/**/*.md`` file whose front matter carries the
full jupytext header (``jupytext.text_representation.format_name: myst`` and a
``kernelspec``). Without that header Jupyter Book does not execute the page's code cells, so
such pages are not notebooks. Any test that takes a ``notebook_page`` argument is run once
per page, with the page's path (relative to the repository root) as its id.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import yaml

# No reader's progress file (~/.schnapsen-book/progress.json) is read or written by the tests,
# nor by the pages they run (schnapsen/progress.py); tests that need one name their own.
os.environ["SCHNAPSEN_PROGRESS_FILE"] = ""

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"


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


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    for name, pages in (("notebook_page", notebook_pages), ("book_page", book_pages)):
        if name in metafunc.fixturenames:
            found = pages()
            metafunc.parametrize(name, found, ids=[p.relative_to(ROOT).as_posix() for p in found])
