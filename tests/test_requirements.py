"""The pinned environment (requirements.txt) and what its imports cost every page's kernel."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LEFT_OUT = ("lark", "rfc3987-syntax")


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==(\S+)", line.strip())
        if m:
            pins[m.group(1).lower().replace("_", "-")] = m.group(2)
    return pins


def test_the_grammar_builders_are_left_out_and_said_why() -> None:
    pins = _pins()
    assert len(pins) > 100  # the whole environment, installed with --no-deps
    for name in LEFT_OUT:
        assert name not in pins, f"{name} is pinned again: see requirements.txt's header"
    header = (ROOT / "requirements.txt").read_text(encoding="utf-8").split("\n\n")[0]
    assert all(name in header for name in LEFT_OUT)
    assert "--no-deps -r requirements.txt" in (ROOT / "Makefile").read_text(encoding="utf-8")


def test_a_pages_glue_does_not_import_a_grammar() -> None:
    """myst-nb's glue module imports nbformat and jsonschema (so does every build process);
    jsonschema would import rfc3987-syntax if it were installed, which builds a lark grammar
    (1.4 s of CPU)."""
    code = ("import sys\nfrom myst_nb import glue\nglue('x', 1, display=False)\n"
            "print(sorted(m for m in ('rfc3987_syntax', 'lark') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]", (
        f"imported {out.stdout.strip()}: a .venv made before they were left out still has them "
        "(.venv/bin/pip uninstall -y rfc3987-syntax lark, or a new .venv)")
