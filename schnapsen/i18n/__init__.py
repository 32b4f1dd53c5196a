"""Message catalogues: every text a reader sees, by key, in the book's five languages.

English is the source: the dictionaries in ``en.py``, ``en_book.py``, ``en_render.py``
(the pictures' words), ``en_search.py`` (the hints' reasons), ``en_site.py`` (the web site
around the pages) and ``pages/``. The
other languages are gettext catalogues, ``locale/<lang>/LC_MESSAGES/schnapsen.po`` (msgid =
the key, the English text as a comment for the translator), compiled to ``.mo`` at build
time by ``tools/i18n.py compile`` (Babel) and read here with the standard library's gettext.
:func:`translate` falls back to English when a catalogue or a key is missing; the tests make
sure none is.
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import Any

from .en import MESSAGES as _CORE
from .en_book import BOOK_MESSAGES
from .en_render import RENDER_MESSAGES
from .en_search import SEARCH_MESSAGES
from .en_site import SITE_MESSAGES
from .pages import collect as _collect_pages

__all__ = ["MESSAGES", "LANGUAGES", "LOCALE_DIR", "translate", "catalogue", "template"]

LANGUAGES = ("en", "hr", "sl", "hu", "cs")
LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "schnapsen"

MESSAGES: dict[str, str] = {
    **_CORE,
    **BOOK_MESSAGES,
    **RENDER_MESSAGES,
    **SEARCH_MESSAGES,
    **SITE_MESSAGES,
    **_collect_pages(),
}

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
