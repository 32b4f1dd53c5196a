"""Message catalogues: every text a reader sees, by key, in the book's languages.

English is the source (``en.py``); other languages are added as catalogues with the same keys
and placeholders. :func:`translate` falls back to English for a missing language or key.
"""

from __future__ import annotations

from typing import Any

from .en import MESSAGES as _CORE
from .en_book import BOOK_MESSAGES

MESSAGES: dict[str, str] = {**_CORE, **BOOK_MESSAGES}

__all__ = ["MESSAGES", "CATALOGUES", "LANGUAGES", "translate"]

LANGUAGES = ("en",)
CATALOGUES: dict[str, dict[str, str]] = {"en": MESSAGES}


def translate(key: str, lang: str = "en", /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in."""
    template = CATALOGUES.get(lang, MESSAGES).get(key) or MESSAGES.get(key)
    if template is None:
        return key + (" " + repr(params) if params else "")
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
