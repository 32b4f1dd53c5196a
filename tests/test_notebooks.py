"""Every page of every edition runs as a notebook without raising.

The pages are executed once per ``make test``, by the book build (``make book``: myst-nb
executes every page of every edition, ``raise_on_error`` and ``-W``, and a raising cell fails
the build with the page and the cell named). The tests marked ``built`` then read the build's
executed notebooks (``tools.editions.executed_notebook``) and check, page by page and cell by
cell, that the build ran the page's current code and that no cell raised (a cell tagged
``raises-exception`` may). The English pages' printed results are compared with their
references by tests/test_nbval_refs.py, from the same executed notebooks.

To run one page without a build: ``python -m tools.nbval_refs --check cards`` (an English
page, its printed results compared) or ``--check book/hr/cards.md`` (any page: does it run).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
CODE_CELL = re.compile(r"^```\{code-cell\}", re.MULTILINE)
ANSI = re.compile(r"\x1b\[[0-9;]*m")
REBUILD = "the page changed since the build: run `make book` again (make test does)"


def source(cell: dict[str, Any]) -> str:
    text = cell["source"]
    return "".join(text) if isinstance(text, list) else str(text)


def code_cells(nb: dict[str, Any]) -> list[dict[str, Any]]:
    return [cell for cell in nb["cells"] if cell["cell_type"] == "code"]


@pytest.mark.built
def test_the_build_ran_the_page(
    notebook_page: Path, executed: Callable[[Path], dict[str, Any]]
) -> None:
    """The build executed this page, with the code the page has now."""
    ran = [source(cell) for cell in code_cells(executed(notebook_page))]
    page = [c.source for c in jupytext.read(notebook_page, fmt="md:myst").cells
            if c.cell_type == "code"]
    assert ran == page, f"{notebook_page.relative_to(ROOT)}: {REBUILD}"


@pytest.mark.built
def test_cell_ran_without_raising(
    notebook_cell: tuple[Path, int], executed: Callable[[Path], dict[str, Any]]
) -> None:
    page, index = notebook_cell
    where = f"{page.relative_to(ROOT)}, code cell {index + 1}"
    cells = code_cells(executed(page))
    if index >= len(cells):
        pytest.fail(f"{where}: the executed notebook has {len(cells)} code cells; {REBUILD}",
                    pytrace=False)
    cell = cells[index]
    tags = cell.get("metadata", {}).get("tags", [])
    errors = [o for o in cell.get("outputs", []) if o.get("output_type") == "error"]
    if errors and "raises-exception" not in tags:
        traceback = "\n".join(ANSI.sub("", line) for o in errors for line in o["traceback"])
        pytest.fail(f"{where} raised\n--- the cell ---\n{source(cell)}\n--- the error ---\n"
                    f"{traceback}", pytrace=False)
    runs = source(cell).strip() and "skip-execution" not in tags  # nbclient skips the others
    if runs and cell.get("execution_count") is None:
        pytest.fail(f"{where} was not run by the build (did an earlier cell fail?)\n"
                    f"{source(cell)}", pytrace=False)


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
