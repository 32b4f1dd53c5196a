"""Message catalogues: every text a reader sees, by key, in the book's five languages.

English is the source. The engine's messages are the dictionaries here: ``en.py`` (moves,
rules, results, the widgets), ``en_book.py`` (names of variants, ranks and contracts) and
``en_render.py`` (the pictures' words). The teaching layer above the engine keeps its own
texts (the book's tables and quizzes, the page texts, the web site) in ``schnapsen/teach/``
and adds them with :func:`register` when it is imported: this package never imports it, so
``import schnapsen`` does not load the book's texts. The other languages are gettext
catalogues, ``locale/<lang>/LC_MESSAGES/schnapsen.po`` (msgid = the key, the English text as
a comment for the translator) covering both layers, compiled to ``.mo`` at build time by
``python -m tools.i18n compile`` (Babel) and read here with the standard library's gettext.
:func:`translate` falls back to English when a catalogue or a key is missing; the tests make
sure none is.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .en import MESSAGES as _CORE
from .en_book import BOOK_MESSAGES
from .en_render import RENDER_MESSAGES

__all__ = [
    "MESSAGES", "LANGUAGES", "LOCALE_DIR", "translate", "catalogue", "template", "register",
]

LANGUAGES = ("en", "hr", "sl", "hu", "cs")
LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "schnapsen"

#: The English catalogue: the engine's messages, and those of every layer registered since.
MESSAGES: dict[str, str] = {
    **_CORE,
    **BOOK_MESSAGES,
    **RENDER_MESSAGES,
}


def register(messages: Mapping[str, str]) -> None:
    """Add English source messages of a layer above the engine (``schnapsen.teach`` adds the
    book's and the site's texts when it is imported). Registering a key again with the same
    text changes nothing; with another text it raises ``ValueError``, so that two layers can
    never silently reword each other's messages."""
    clashes = sorted(k for k, text in messages.items() if MESSAGES.get(k, text) != text)
    if clashes:
        raise ValueError(f"message keys registered twice with different texts: {clashes}")
    MESSAGES.update(messages)

_loaded: dict[str, gettext.NullTranslations | None] = {}


def catalogue(lang: str) -> gettext.NullTranslations | None:
    """The compiled catalogue of ``lang`` (None for English or when it is not compiled)."""
    if lang == "en":
        return None
    if lang not in _loaded:
        try:
            _loaded[lang] = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])
        except OSError:
            _loaded[lang] = None
    return _loaded[lang]


def template(key: str, lang: str = "en") -> str | None:
    """The untranslated template of ``key`` in ``lang`` (English when missing)."""
    cat = catalogue(lang)
    if cat is not None:
        text = cat.gettext(key)
        if text != key:
            return text
    return MESSAGES.get(key)


def translate(key: str, lang: str = "en", /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in."""
    text = template(key, lang)
    if text is None:
        return key + (" " + repr(params) if params else "")
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text
