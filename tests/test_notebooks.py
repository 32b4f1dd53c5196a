"""Every page of the book is a test: it is executed as a notebook and must not raise.

Cells tagged ``raises-exception`` may raise (nbclient honours that tag itself). The kernel
is ``python3`` of the interpreter running pytest (the project's ``.venv``), and the working
directory is the page's folder, as in the book build. The English pages are run by nbval
instead, from their reference notebooks (tests/data/nbval, tools/nbval_refs.py), which also
compare what the worked examples print; this test runs the other editions.
"""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

TIMEOUT = 120
ROOT = Path(__file__).resolve().parent.parent
NBVAL_REFS = ROOT / "tests" / "data" / "nbval"  # the English pages, run by nbval instead
CODE_CELL = re.compile(r"^```\{code-cell\}", re.MULTILINE)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def test_notebook_runs(notebook_page: Path) -> None:
    reference = NBVAL_REFS / f"{notebook_page.stem}.ipynb"
    if notebook_page.parent.name == "en" and reference.exists():
        pytest.skip(f"run by nbval with its printed results: {reference.relative_to(ROOT)}")
    nb = jupytext.read(notebook_page)
    client = NotebookClient(
        nb,
        timeout=TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(notebook_page.parent)}},
    )
    failure = None
    try:
        client.execute()
    except CellExecutionError as error:
        failure = ANSI.sub("", str(error))
    if failure is not None:
        pytest.fail(f"{notebook_page}: a cell raised\n{failure}", pytrace=False)


def test_code_cells_have_jupytext_header(
    book_page: Path, notebook_page_set: frozenset[Path]
) -> None:
    """A page with code cells but no full jupytext header would silently not run."""
    text = book_page.read_text(encoding="utf-8")
    if CODE_CELL.search(text):
        assert book_page in notebook_page_set, (
            f"{book_page} has code cells but lacks the full jupytext front matter "
            "(jupytext.text_representation.format_name: myst and kernelspec)"
        )
