"""Reader-visible strings printed by the book's pages, one module per page.

Each module defines ``MESSAGES: dict[str, str]`` with keys ``page.<page>.<name>``; they are
added to the English catalogue when :mod:`schnapsen.teach` is imported and translated like
every other message.
"""

from __future__ import annotations

import importlib
import pkgutil


def collect() -> dict[str, str]:
    out: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        messages: dict[str, str] = getattr(module, "MESSAGES", {})
        out.update(messages)
    return out
