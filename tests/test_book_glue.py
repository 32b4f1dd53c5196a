"""The pages' ``glue`` (``schnapsen.teach.book.glue``) gives the output of ``myst_nb.glue``.

The book's pages glue values into their text with their own copy of myst-nb's ten-line
``glue`` (myst-nb's module imports nbformat, jsonschema and docutils in every page's kernel).
Both are run here in an IPython shell, on the kinds of value the pages glue, and their
display outputs (mime bundle and metadata) must be the same; the pages import the book's.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output
from myst_nb import glue as myst_glue

from schnapsen.teach.book import Html, glue

ROOT = Path(__file__).resolve().parents[1]


def _outputs(function: Any, name: str, value: object, display: bool) -> list[tuple[Any, Any]]:
    """The display outputs of ``function(name, value)`` in an IPython shell made for it and
    cleared after (a shell left behind would make other tests of this worker run "in a
    kernel": schnapsen.teach.shared reads the shell's cells)."""
    InteractiveShell.instance()
    try:
        with capture_output() as captured:
            function(name, value, display=display)
    finally:
        InteractiveShell.clear_instance()
    return [(out.data, out.metadata) for out in captured.outputs]


@pytest.mark.parametrize("display", [False, True])
@pytest.mark.parametrize("value", [66, 0.5, "2 : 0", "Ober of Hearts", Html("<b>40</b>")])
def test_the_same_output_as_myst_nb(value: object, display: bool) -> None:
    ours = _outputs(glue, "x", value, display)
    theirs = _outputs(myst_glue, "x", value, display)
    assert ours == theirs and ours, (ours, theirs)


def test_the_pages_use_the_books_glue() -> None:
    pages = sorted((ROOT / "book").glob("*/*.md"))
    assert pages
    uses = [p.relative_to(ROOT) for p in pages if "from myst_nb import glue" in p.read_text(
        encoding="utf-8")]
    assert not uses, f"import glue from schnapsen.teach.book: {uses}"


def test_glue_imports_neither_nbformat_nor_docutils() -> None:
    code = ("import sys\nfrom IPython.core.interactiveshell import InteractiveShell\n"
            "InteractiveShell.instance()\nfrom schnapsen.teach.book import glue\n"
            "glue('x', 1, display=False)\n"
            "print(sorted(m for m in ('nbformat', 'jsonschema', 'docutils') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]", out.stdout
