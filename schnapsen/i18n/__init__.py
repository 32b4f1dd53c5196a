"""Message catalogues: every text a reader sees, by key, in the book's five languages.

English is the source. The engine's messages are the dictionaries here: ``en.py`` (moves,
rules, results, the widgets), ``en_book.py`` (names of variants, ranks and contracts) and
``en_render.py`` (the pictures' words), ``en_search.py``
(the reasons the hints give) and ``en_review.py`` (the notation's errors, the deal review and
the analysis board). The teaching layer above the engine keeps its own
texts (the book's tables and quizzes, the page texts, the web site) in ``schnapsen/teach/``
and adds them with :func:`register` when it is imported: this package never imports it, so
``import schnapsen`` does not load the book's texts. The other languages are gettext
catalogues, ``locale/<lang>/LC_MESSAGES/schnapsen.po`` (msgid = the key, the English text as
a comment for the translator) covering both layers, compiled to ``.mo`` at build time by
``python -m tools.i18n compile`` (Babel) and read here with the standard library's gettext.
:func:`translate` falls back to English when a catalogue or a key is missing; the tests make
sure none is.

Counts. A message that shows a count of something is declared in English as a
:class:`Plural` (singular, plural, and the name of the parameter that holds the count); its
``.po`` entry has ``msgid_plural`` and one ``msgstr[i]`` per plural form of the language (the
catalogue's ``Plural-Forms`` rule picks one, through the standard library's ``ngettext``).
A placeholder is a count when its name is in :data:`COUNT_NAMES`; ``tools/i18n.py check``
fails on a count placeholder that is neither the selector of a plural message nor followed by
a unit (``{have.cards}`` reads "3 cards" with the unit's own plural forms, keys ``unit.*``):
so a second count in one sentence still gets its grammar.

Card, suit and rank names come from one place, :mod:`schnapsen.i18n.names` (keys
``card.<style>.<code>``, ``suit.<style>.<letter>``, ``rank.<style>.<letter>``). A message
shows them in the nominative with ``{card}``; a translation may ask for a grammatical case
with ``{card.acc}`` (one of :data:`CASES`), read from the catalogue entry of that name with
the message context of the case (``msgctxt "acc"``).

Seats are named the same way. A parameter in :data:`SEAT_PARAMS` (``seat``, ``claimer``,
``winner`` ...) that holds a seat number is a :class:`Seat`: ``{seat}`` prints the catalogue
entry ``seat.<n>`` (English, Croatian, Slovenian, Czech: the number itself; Hungarian "a 0-s
hely", "az 1-es hely"), ``{seat.dat}`` its case (``msgctxt "dat"``: "az 1-es helynek"),
``{seat.label}`` the name as a caption ("1-es hely"). A capitalised form name opens a
sentence: ``{seat.Nom}`` "Az 1-es hely", ``{card.Nom}`` likewise (see :class:`Cased`).
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .base import CASES, COUNT_NAMES, SEAT_FORMS, SEAT_PARAMS, SEATS, UNITS, Cased, Plural
from .en import MESSAGES as _CORE
from .en_book import BOOK_MESSAGES
from .en_render import RENDER_MESSAGES
from .en_review import REVIEW_MESSAGES
from .en_search import SEARCH_MESSAGES

__all__ = [
    "MESSAGES",
    "register",
    "LANGUAGES",
    "LOCALE_DIR",
    "COUNT_NAMES",
    "UNITS",
    "CASES",
    "SEATS",
    "SEAT_PARAMS",
    "SEAT_FORMS",
    "Plural",
    "Count",
    "Measure",
    "Seat",
    "seat_key",
    "name_form",
    "translate",
    "catalogue",
    "template",
    "plural_template",
]


LANGUAGES = ("en", "hr", "sl", "hu", "cs")
LOCALE_DIR = Path(__file__).with_name("locale")
DOMAIN = "schnapsen"

#: The English catalogue: the engine's messages, and those of every layer registered since.
MESSAGES: dict[str, str] = {
    **_CORE,
    **BOOK_MESSAGES,
    **RENDER_MESSAGES,
    **SEARCH_MESSAGES,
    **REVIEW_MESSAGES,
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
    """The untranslated template of ``key`` in ``lang`` (English when missing); for a plural
    message, its form for a count of 2 (see :func:`plural_template`)."""
    if isinstance(MESSAGES.get(key), Plural):
        return plural_template(key, 2, lang)
    cat = catalogue(lang)
    if cat is not None:
        text = cat.gettext(key)
        if text and text != key:
            return text
    return MESSAGES.get(key)


def plural_template(key: str, count: int, lang: str = "en") -> str | None:
    """The template of the plural message ``key`` for ``count`` in ``lang``: the catalogue's
    ``ngettext`` (the language's plural rule) or the English singular / plural."""
    english = MESSAGES.get(key)
    cat = catalogue(lang)
    if cat is not None:
        text = cat.ngettext(key, key, count)
        if text and text != key:
            return text
    if isinstance(english, Plural):
        return english.one if count == 1 else str(english)
    return english


class Count:
    """A count in a message: formats as the number; ``{x.cards}`` says it with a unit in
    the message's language (``3 cards``, ``3 karte``), from the plural message
    ``unit.cards``; ``{x.cards.acc}`` in a grammatical case (``msgctxt "acc"``)."""

    __slots__ = ("value", "lang")

    def __init__(self, value: int, lang: str) -> None:
        self.value = value
        self.lang = lang

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)

    def __str__(self) -> str:
        return str(self.value)

    def __int__(self) -> int:
        return self.value

    def __getattr__(self, unit: str) -> Measure:
        if unit not in UNITS:
            raise AttributeError(unit)
        return Measure(f"unit.{unit}", self.value, self.lang)


class Measure(Cased):
    """A count with its unit (``3 cards``): the nominative, or ``.acc`` etc."""

    __slots__ = ("key", "value", "lang")

    def __init__(self, key: str, value: int, lang: str) -> None:
        self.key = key
        self.value = value
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        cat = catalogue(self.lang)
        if case != "nom" and cat is not None:
            text = cat.npgettext(case, self.key, self.key, self.value)
            if text and text != self.key:
                return text.format(n=self.value)
        return translate(self.key, self.lang, n=self.value)


def name_form(key: str, lang: str = "en", case: str = "nom") -> str:
    """The name ``key`` (a card, suit, rank or seat) in ``lang``, in the form ``case``: the
    catalogue entry with that message context, or the nominative when the catalogue has
    none."""
    if case != "nom":
        cat = catalogue(lang)
        if cat is not None:
            text = cat.pgettext(case, key)
            if text and text != key:
                return text
    return translate(key, lang)


def seat_key(seat: int) -> str:
    """``seat.1``: the catalogue entry that names seat 1."""
    return f"seat.{seat}"


class Seat(Cased):
    """A seat as a message parameter: ``{seat}`` its name in the nominative (the entry
    ``seat.<n>``), ``{seat.acc}`` etc. its cases, ``{seat.label}`` the caption form, each
    falling back to the nominative, and a seat beyond the table to its number."""

    __slots__ = ("value", "lang")
    forms = SEAT_FORMS

    def __init__(self, value: int, lang: str = "en") -> None:
        self.value = value
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        key = seat_key(self.value)
        return name_form(key, self.lang, case) if key in MESSAGES else str(self.value)

    def __int__(self) -> int:
        return self.value


def _as_seat(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.isdigit() and value.isascii():
        return int(value)
    return None


def _as_count(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, Count)):
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return None


def _param(name: str, value: Any, lang: str) -> Any:
    if name in SEAT_PARAMS:
        seat = _as_seat(value)
        if seat is not None:
            return Seat(seat, lang)
    if isinstance(value, int) and not isinstance(value, bool):
        return Count(value, lang)
    return value


def translate(key: str, lang: str = "en", /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in. A plural message takes the
    form for its count parameter; a seat parameter (:data:`SEAT_PARAMS`) holding a number
    is a :class:`Seat`; every other whole-number parameter may carry a unit
    (``{have.cards}``)."""
    english = MESSAGES.get(key)
    count = _as_count(params.get(english.n)) if isinstance(english, Plural) else None
    text = template(key, lang) if count is None else plural_template(key, count, lang)
    if text is None:
        return key + (" " + repr(params) if params else "")
    values = {k: _param(k, v, lang) for k, v in params.items()}
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError):
        return text
