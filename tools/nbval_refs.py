"""Reference notebooks for nbval: ``python -m tools.nbval_refs [PAGE ...]``.

Executes the English pages (book/en/<page>.md) twice and writes
tests/data/nbval/<page>.ipynb: every code cell of the page, in order, with the outputs of the
run. A cell whose output is printed text only (the worked examples' results) and came out the
same in both runs is tagged ``nbval-check-output``; under ``pytest --nbval-lax`` (set in
pyproject.toml) nbval re-runs the notebook and fails when such a cell prints something else,
so a rule change that alters the book's text fails a test. Other cells (pictures, widgets,
quizzes) are run but their output is not compared, and is not stored.

Run it again after changing a page's code or an engine rule on purpose, and commit the
notebooks; tests/test_nbval_refs.py fails when a reference no longer has the page's code.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import jupytext
import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "book" / "en"
REFS = ROOT / "tests" / "data" / "nbval"
CHECK = "nbval-check-output"
TIMEOUT = 300


def page_names() -> list[str]:
    return sorted(p.stem for p in PAGES.glob("*.md") if "```{code-cell}" in p.read_text("utf-8"))


def code_sources(nb: Any) -> list[str]:
    return [cell.source for cell in nb.cells if cell.cell_type == "code"]


def execute(page: Path) -> Any:
    nb = jupytext.read(page, fmt="md:myst")
    NotebookClient(nb, timeout=TIMEOUT, kernel_name="python3",
                   resources={"metadata": {"path": str(page.parent)}}).execute()
    return nb


def printed_only(outputs: list[Any]) -> bool:
    return bool(outputs) and all(
        o.get("output_type") == "stream" and o.get("name") == "stdout" for o in outputs
    )


def coalesced(outputs: list[Any]) -> list[Any]:
    """Consecutive stdout chunks as one output: how a loop's prints were split depends on
    the machine's load, not on the page (nbval compares the joined text as well)."""
    out: list[Any] = []
    for o in outputs:
        if (out and o.get("output_type") == "stream" and o.get("name") == "stdout"
                and out[-1].get("output_type") == "stream" and out[-1].get("name") == "stdout"):
            out[-1] = nbformat.v4.new_output(  # type: ignore[no-untyped-call]
                "stream", name="stdout", text=out[-1]["text"] + o["text"])
        else:
            out.append(o)
    return out


def reference(page: Path) -> Any:
    first, second = execute(page), execute(page)
    for nb in (first, second):
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs = coalesced(cell.outputs)
    cells = []
    for one, two in zip(first.cells, second.cells, strict=True):
        if one.cell_type != "code":
            continue
        tags = [t for t in one.metadata.get("tags", []) if t == "raises-exception"]
        cell = nbformat.v4.new_code_cell(one.source)  # type: ignore[no-untyped-call]
        if printed_only(one.outputs) and one.outputs == two.outputs:
            cell.outputs = one.outputs
            cell.execution_count = one.execution_count  # nbval skips an "unrun" cell
            tags.append(CHECK)
        if tags:
            cell.metadata["tags"] = tags
        cells.append(cell)
    nb = nbformat.v4.new_notebook(cells=cells)  # type: ignore[no-untyped-call]
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python",
                                 "name": "python3"}
    nb.metadata["schnapsen"] = {"page": f"book/en/{page.name}",
                                "made_by": "python -m tools.nbval_refs"}
    return nb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="*", help="page names (default: every English page)")
    args = parser.parse_args(argv)
    REFS.mkdir(parents=True, exist_ok=True)
    for name in args.pages or page_names():
        nb = reference(PAGES / f"{name}.md")
        checked = sum(CHECK in c.metadata.get("tags", []) for c in nb.cells)
        nbformat.write(nb, REFS / f"{name}.ipynb")  # type: ignore[no-untyped-call]
        print(f"nbval_refs: {name}: {len(nb.cells)} code cells, {checked} checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
