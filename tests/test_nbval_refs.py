"""The English pages' printed results, compared with their references.

The reference notebooks (tests/data/nbval/<page>.ipynb, made by ``python -m tools.nbval_refs``)
hold the current English pages' code cells unchanged, one reference per page with code; a page
whose code changed needs its reference made again. Their cells tagged ``nbval-check-output``
hold what the page printed; the tests marked ``built`` compare each with the same cell of the
page as the book build executed it (_build/jupyter_execute/book/en/<page>.ipynb), as nbval's
``--nbval-lax`` compared them when nbval re-ran the references (``tools.nbval_refs.difference``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import jupytext
import pytest

from tools import nbval_refs

PAGES = nbval_refs.page_names()
REMAKE = "remake it: python -m tools.nbval_refs {page}"
CHECKED = [(page, i) for page in PAGES if (nbval_refs.REFS / f"{page}.ipynb").exists()
           for i in nbval_refs.checked_cells(page)]


def test_every_page_has_a_reference() -> None:
    missing = [p for p in PAGES if not (nbval_refs.REFS / f"{p}.ipynb").exists()]
    extra = sorted({p.stem for p in nbval_refs.REFS.glob("*.ipynb")} - set(PAGES))
    assert not missing and not extra, f"missing {missing}, without a page {extra}"


@pytest.mark.parametrize("page", PAGES)
def test_reference_has_the_page_code(page: str) -> None:
    path = nbval_refs.REFS / f"{page}.ipynb"
    assert path.exists(), f"no reference {path.name}: " + REMAKE.format(page=page)
    ref = json.loads(path.read_text(encoding="utf-8"))
    theirs = ["".join(c["source"]) for c in ref["cells"] if c["cell_type"] == "code"]
    ours = nbval_refs.code_sources(jupytext.read(nbval_refs.PAGES / f"{page}.md", fmt="md:myst"))
    assert theirs == ours, f"{path.name} holds old code of book/en/{page}.md: " + REMAKE.format(
        page=page)


@pytest.mark.parametrize("page", PAGES)
def test_reference_checks_printed_results(page: str) -> None:
    """Every page that prints a result has it compared (at least one checked cell)."""
    path = nbval_refs.REFS / f"{page}.ipynb"
    assert path.exists(), f"no reference {path.name}: " + REMAKE.format(page=page)
    ref = json.loads(path.read_text(encoding="utf-8"))
    printing = any("print(" in "".join(c["source"]) for c in ref["cells"]
                   if c["cell_type"] == "code" and "raises-exception"
                   not in c.get("metadata", {}).get("tags", []))
    checked = [c for c in ref["cells"] if nbval_refs.CHECK in c.get("metadata", {}).get("tags", [])]
    assert checked or not printing, f"{path.name}: no printed result is compared"


@pytest.mark.built
@pytest.mark.parametrize(("page", "index"), CHECKED,
                         ids=[f"book/en/{page}.md::code cell {i + 1}" for page, i in CHECKED])
def test_printed_result_is_the_reference(
    page: str, index: int, executed: Callable[..., dict[str, Any]]
) -> None:
    ref = nbval_refs.code_cells(nbval_refs.read(nbval_refs.REFS / f"{page}.ipynb"))[index]
    cells = nbval_refs.code_cells(executed(nbval_refs.PAGES / f"{page}.md"))
    where = f"book/en/{page}.md, code cell {index + 1}"
    ran = cells[index] if index < len(cells) else None
    if ran is None or "".join(ran["source"]) != ref["source"]:
        pytest.fail(f"{where}: the build ran other code than the reference holds: "
                    f"run `make book` again, or {REMAKE.format(page=page)}", pytrace=False)
    found = nbval_refs.difference(ref["outputs"], ran["outputs"])
    if found:
        pytest.fail(f"{where} printed something else than tests/data/nbval/{page}.ipynb holds:"
                    f"\n{found}\nIf the change is on purpose: {REMAKE.format(page=page)}",
                    pytrace=False)
