"""The nbval reference notebooks (tests/data/nbval/<page>.ipynb, made by
``python -m tools.nbval_refs``) are those of the current English pages: one per page with
code, holding the page's code cells unchanged. A page whose code changed needs its reference
made again, or nbval would test old code. nbval itself (``--nbval-lax`` in pyproject.toml)
runs them and compares the cells tagged ``nbval-check-output``.
"""

from __future__ import annotations

import json

import jupytext
import pytest

from tools import nbval_refs

PAGES = nbval_refs.page_names()
REMAKE = "remake it: python -m tools.nbval_refs {page}"


def test_every_page_has_a_reference() -> None:
    missing = [p for p in PAGES if not (nbval_refs.REFS / f"{p}.ipynb").exists()]
    extra = sorted({p.stem for p in nbval_refs.REFS.glob("*.ipynb")} - set(PAGES))
    assert not missing and not extra, f"missing {missing}, without a page {extra}"


@pytest.mark.parametrize("page", PAGES)
def test_reference_has_the_page_code(page: str) -> None:
    path = nbval_refs.REFS / f"{page}.ipynb"
    if not path.exists():
        pytest.skip("no reference (test_every_page_has_a_reference fails)")
    ref = json.loads(path.read_text(encoding="utf-8"))
    theirs = ["".join(c["source"]) for c in ref["cells"] if c["cell_type"] == "code"]
    ours = nbval_refs.code_sources(jupytext.read(nbval_refs.PAGES / f"{page}.md", fmt="md:myst"))
    assert theirs == ours, f"{path.name} holds old code of book/en/{page}.md: " + REMAKE.format(
        page=page)


@pytest.mark.parametrize("page", PAGES)
def test_reference_checks_printed_results(page: str) -> None:
    """Every page that prints a result has it compared (at least one checked cell)."""
    path = nbval_refs.REFS / f"{page}.ipynb"
    if not path.exists():
        pytest.skip("no reference")
    ref = json.loads(path.read_text(encoding="utf-8"))
    printing = any("print(" in "".join(c["source"]) for c in ref["cells"]
                   if c["cell_type"] == "code" and "raises-exception"
                   not in c.get("metadata", {}).get("tags", []))
    checked = [c for c in ref["cells"] if nbval_refs.CHECK in c.get("metadata", {}).get("tags", [])]
    assert checked or not printing, f"{path.name}: no printed result is compared"
