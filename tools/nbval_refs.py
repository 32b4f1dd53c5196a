"""Reference notebooks of the English pages' printed results: ``python -m tools.nbval_refs``.

    python -m tools.nbval_refs [PAGE ...]          (re)make tests/data/nbval/<page>.ipynb
    python -m tools.nbval_refs --check [PAGE ...]  run the pages once and compare (no build)
    python -m tools.nbval_refs --check book/hr/cards.md   run a page of any edition once

Making a reference executes the English page (book/en/<page>.md) twice and writes
tests/data/nbval/<page>.ipynb: every code cell of the page, in order, with the outputs of the
run. A cell whose output is printed text only (the worked examples' results) and came out the
same in both runs is tagged ``nbval-check-output`` and keeps its output; other cells (pictures,
widgets, quizzes) keep none.

The pages are not executed again to check them: ``make test`` builds the book, which executes
every page once, and tests/test_nbval_refs.py (marker ``built``) compares each tagged cell's
output in the build's executed notebook (_build/jupyter_execute/book/en/<page>.ipynb) with the
reference, as nbval's ``--nbval-lax`` compared them (``difference``), so a rule change that
alters the book's text fails a test. ``--check`` does the same comparison after executing the
page here, for a quick look at one page without a build.

Run it again after changing a page's code or an engine rule on purpose, and commit the
notebooks; tests/test_nbval_refs.py fails when a reference no longer has the page's code.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import jupytext
import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

ROOT = Path(__file__).resolve().parent.parent
PAGES = ROOT / "book" / "en"
REFS = ROOT / "tests" / "data" / "nbval"
CHECK = "nbval-check-output"
ANSI = re.compile(r"\x1b\[[0-9;]*m")
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


# What nbval leaves out of a comparison (nbval 0.11, IPyNbFile.skip_compare, without nbdime):
# the keys of an output and the MIME types of its data that are not compared.
SKIP_COMPARE = frozenset({
    "metadata", "traceback", "prompt_number", "output_type", "name", "execution_count",
    "application/vnd.jupyter.widget-view+json", "image/png", "image/jpeg",
})
_CARRIAGE_RETURN = re.compile(r"^.*\r(?=[^\n])", re.MULTILINE)


def _streams_joined(outputs: list[Any]) -> list[dict[str, Any]]:
    """nbval's ``coalesce_streams``: each stream (stdout, stderr) as one output where it first
    appeared, its text the concatenation of all its chunks, a line overwritten by a carriage
    return replaced (nbval's backspace step never runs: its loop starts with equal lengths);
    every output as a plain dict."""
    out: list[dict[str, Any]] = []
    streams: dict[str, dict[str, Any]] = {}
    for o in outputs:
        o = dict(o)
        if o.get("output_type") == "stream":
            text = "".join(o.get("text", ""))
            if o.get("name") in streams:
                streams[o["name"]]["text"] += text
                continue
            o["text"] = text
            streams[o["name"]] = o
        out.append(o)
    for o in streams.values():
        o["text"] = _CARRIAGE_RETURN.sub("", o["text"])
    return out


def comparable(outputs: list[Any]) -> dict[str, list[Any]]:
    """A cell's outputs as nbval compares them: key -> the values in order, a stream's text
    under its name (``stdout``), each MIME type of a result's data under its own name."""
    found: dict[str, list[Any]] = {}
    for o in _streams_joined(outputs):
        if o.get("output_type") == "stream":
            o = {"output_type": "stream", o["name"]: o["text"]}
        for key, value in o.items():
            if key in SKIP_COMPARE:
                continue
            if key == "data":
                for mime, data in value.items():
                    if mime not in SKIP_COMPARE:
                        found.setdefault(mime, []).append(
                            "".join(data) if isinstance(data, list) else data)
            else:
                found.setdefault(key, []).append(value)
    return found


def difference(reference_outputs: list[Any], outputs: list[Any]) -> str | None:
    """None when ``outputs`` (a cell as executed) match the reference's as nbval's
    ``--nbval-lax`` check of a tagged cell matched them; otherwise what differs."""
    ref, got = comparable(reference_outputs), comparable(outputs)
    if set(ref) - set(got):
        return f"missing output fields: {sorted(set(ref) - set(got))}"
    if set(got) - set(ref):
        return f"unexpected output fields: {sorted(set(got) - set(ref))}"
    for key, values in ref.items():
        if values != got[key]:
            shown = "\n".join(
                f"--- {name} ({key}) ---\n" + "\n".join(str(v) for v in vals)
                for name, vals in (("reference", values), ("this run", got[key])))
            return f"{key} differs\n{shown}"
    return None


def code_cells(nb: Any) -> list[Any]:
    return [cell for cell in nb["cells"] if cell["cell_type"] == "code"]


def checked_cells(name: str) -> list[int]:
    """The indices (among the code cells) of the reference's cells tagged ``CHECK``."""
    ref = read(REFS / f"{name}.ipynb")
    return [i for i, cell in enumerate(code_cells(ref))
            if CHECK in cell.get("metadata", {}).get("tags", [])]


def read(path: Path) -> Any:
    return nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call]


def check(name: str, executed: Any) -> list[str]:
    """What differs between the reference of page ``name`` and ``executed`` (the page run as
    a notebook): one line per cell, [] when every tagged cell printed its reference."""
    ref = code_cells(read(REFS / f"{name}.ipynb"))
    run = code_cells(executed)
    if [c["source"] for c in ref] != [c["source"] for c in run]:
        return [f"{name}: the reference does not hold the page's code: "
                f"python -m tools.nbval_refs {name}"]
    problems = []
    for i in checked_cells(name):
        found = difference(ref[i]["outputs"], run[i]["outputs"])
        if found:
            problems.append(f"book/en/{name}.md, code cell {i + 1}: {found}")
    return problems


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
    parser.add_argument("pages", nargs="*", help="page names (default: every English page); "
                        "with --check also paths of pages of any edition (book/hr/cards.md)")
    parser.add_argument("--check", action="store_true",
                        help="run the pages once and compare with their references; write none")
    args = parser.parse_args(argv)
    if args.check:
        failed = 0
        for name in args.pages or page_names():
            if name.endswith(".md"):  # a page of any edition, by path: does it run?
                try:
                    execute(Path(name).resolve())
                except CellExecutionError as error:
                    failed += 1
                    print(f"{name}: a cell raised\n{ANSI.sub('', str(error))}")
                else:
                    print(f"nbval_refs: {name}: ran")
                continue
            problems = check(name, execute(PAGES / f"{name}.md"))
            failed += bool(problems)
            print("\n".join(problems) or f"nbval_refs: {name}: "
                  f"{len(checked_cells(name))} checked cells as in the reference")
        return 1 if failed else 0
    REFS.mkdir(parents=True, exist_ok=True)
    for name in args.pages or page_names():
        nb = reference(PAGES / f"{name}.md")
        checked = sum(CHECK in c.metadata.get("tags", []) for c in nb.cells)
        nbformat.write(nb, REFS / f"{name}.ipynb")  # type: ignore[no-untyped-call]
        print(f"nbval_refs: {name}: {len(nb.cells)} code cells, {checked} checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
