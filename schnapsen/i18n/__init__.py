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
entry ``seat.<n>`` (English, Croatian, Slovenian, Czech: the number itself; Hungarian "az 1.
játékos", "a 2. játékos"), ``{seat.dat}`` its case (``msgctxt "dat"``: "az 1. játékosnak"),
``{seat.label}`` the name as a caption ("1. játékos"). A capitalised form name opens a
sentence: ``{seat.Nom}`` "Az 1. játékos", ``{card.Nom}`` likewise (see :class:`Cased`).

A count may say how many times something counts: ``{value.times}`` ("double", sl "dvojno",
hu "kétszeresen"), from the entries ``times.<n>`` (:class:`Times`).

A count may also be said as a number of its own, with no unit: ``{points.said}`` (a
marriage's value, hr "zove 40 u srcu"), from the entry ``said.<n>`` when the catalogue has
one (hu "negyven", and ``{points.said.acc}`` "negyvenet", msgctxt "acc"), else the number.

Agreement. A word that agrees with a value is chosen by a format spec of that value, the
words parted by ``|`` (:func:`~schnapsen.i18n.base.choose`): with a count, one word per plural
form of the language, picked by the catalogue's ``Plural-Forms`` rule (sl "zdaj
{have:je|sta|so|je} {have}": "zdaj je 1", "zdaj sta 2"); with a subject (a seat, the reader,
several seats), one word per person (:data:`PERSONS`: you, one other, two (the dual), more:
sl "{seat.Nom} {seat:si|je|sta|so} izigral"; a choice of three words gives two seats and more
the third). The reader is a :class:`You`, several seats named
together a :class:`Seats`, a ready label naming a seat or the reader a :class:`Label`; each
has the forms of a seat (``{x.dat}``, ``{x.Nom}``). A unit's forms add ``poss``, the unit as a
thing possessed (hu "az 1. játékosnak {first.points.poss} van": "73 pontja"). The forms each
language gives every kind of value are listed in ``forms/<lang>.toml`` and checked by
``tests/test_templates.py``.

None. A language that says a count of nought with a word ("nijedan štih", "žádný štych")
declares the unit's zero form as the unit's entry with the message context ``zero`` (a
singular msgstr, no ``{n}``), and its cases as ``zero.acc``, ``zero.gen`` ...: a count of 0
with that unit reads the zero form of the case asked, a form without its zero form reads the
number ("0 štihova"). The zero form of a case is what the language puts in that place when
there is none (sl "nobenega štiha", the genitive a denied object takes). A sentence whose
verb must then be denied too chooses it with the count: a choice may put the word for none
first, marked ``0=`` (hr "{tricks:0=nema|ima|ima|ima} {tricks.tricks.acc}").
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .base import (
    BEFORE,
    CASES,
    CHOICE_FORMS,
    CHOICE_PARAMS,
    COUNT_NAMES,
    NUMBER_WORDS,
    PERSONS,
    RANK,
    SAID,
    SEAT_FORMS,
    SEAT_PARAMS,
    SEATS,
    SENTENCE_FORMS,
    SENTENCE_PARAMS,
    SHARED,
    SUIT_NUMBERS,
    TIMES,
    TRUMP_RANK,
    UNIT_FORMS,
    UNITS,
    WITH,
    WORD_FORMS,
    ZERO,
    ZERO_CHOICE,
    Cased,
    MayDrop,
    Plural,
    capitalised,
    choose,
    choose_person,
    mid_sentence,
)
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
    "NUMBER_WORDS",
    "WORD_FORMS",
    "CASES",
    "UNIT_FORMS",
    "PERSONS",
    "SEATS",
    "SEAT_PARAMS",
    "SEAT_FORMS",
    "Plural",
    "MayDrop",
    "Count",
    "Measure",
    "Shown",
    "FRACTION",
    "NumberWord",
    "Said",
    "SAID",
    "SUIT_NUMBERS",
    "RANK",
    "TRUMP_RANK",
    "Times",
    "TIMES",
    "WITH",
    "BEFORE",
    "before_sound",
    "spoken_sound",
    "word_sound",
    "Sentence",
    "Choice",
    "Act",
    "CHOICE_PARAMS",
    "CHOICE_FORMS",
    "SENTENCE_PARAMS",
    "SENTENCE_FORMS",
    "ZERO",
    "ZERO_CHOICE",
    "zero_context",
    "choose_count",
    "Seat",
    "You",
    "Seats",
    "and_list",
    "word_list",
    "person_of",
    "Label",
    "role_label",
    "role_word",
    "RoleWord",
    "seat_in_sentence",
    "plural_index",
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


def plural_index(count: int, lang: str = "en") -> int:
    """Which plural form ``lang`` uses for ``count``: the catalogue's ``Plural-Forms`` rule
    (English: 0 for one, 1 otherwise)."""
    cat = catalogue(lang)
    rule = getattr(cat, "plural", None)
    if callable(rule):
        return int(rule(count))
    return 0 if count == 1 else 1


class Count:
    """A count in a message: formats as the number; ``{x.cards}`` says it with a unit in
    the message's language (``3 cards``, ``3 karte``), from the plural message
    ``unit.cards``; ``{x.cards.acc}`` in a grammatical case (``msgctxt "acc"``);
    ``{x:je|sta|so}`` the word of the choice that agrees with the count (its plural form)."""

    __slots__ = ("value", "lang")

    def __init__(self, value: int, lang: str) -> None:
        self.value = value
        self.lang = lang

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            return choose_count(spec, self.value, self.lang)
        return format(self.value, spec)

    def __str__(self) -> str:
        return str(self.value)

    def __int__(self) -> int:
        return self.value

    def __getattr__(self, unit: str) -> Measure | NumberWord:
        if unit in WORD_FORMS:
            return NumberWord(self.value, self.lang, unit.partition("_")[2])
        if unit == SAID:
            return Said(self.value, self.lang)
        if unit == TIMES:
            return Times(self.value, self.lang)
        if unit == WITH:
            return WithNumber(self.value, self.lang)
        if unit in BEFORE:
            return BeforeNumber(self.value, self.lang, unit)
        if unit not in UNITS:
            raise AttributeError(unit)
        return Measure(f"unit.{unit}", self.value, self.lang)


class NumberWord(Cased):
    """A count said as a word of its own, from the catalogue entries ``<prefix>.<n>`` and
    their cases (``msgctxt "loc"``; a gendered word ``loc.f``, asked as ``{x.word_f.loc}``,
    falling back to the case alone); a count with no entry is its number. Two kinds:
    ``{tricks.word.loc}`` a small count (``number.1`` to ``number.``:data:`NUMBER_WORDS`: cs
    "jednom", sl "enem", hu ``{tricks.word.Nom}`` "Egy"), and :class:`Said`.
    ``{x.word:...}`` agrees a word with the count, as the count does."""

    __slots__ = ("value", "lang", "gender")
    prefix = "number"

    def __init__(self, value: int, lang: str, gender: str = "") -> None:
        self.value = value
        self.lang = lang
        self.gender = gender

    def person(self) -> int:
        return plural_index(self.value, self.lang)

    def form(self, case: str = "nom") -> str:
        key = f"{self.prefix}.{self.value}"
        if key not in MESSAGES:
            return str(self.value)
        cat = catalogue(self.lang)
        if cat is not None:
            for ctx in ((f"{case}.{self.gender}",) if self.gender else ()) + (case,):
                if ctx == "nom":
                    break
                text = cat.pgettext(ctx, key)
                if text and text != key:
                    return text
        return translate(key, self.lang)


class WithNumber(NumberWord):
    """A count after the language's "with" (``{points.with}``, see :data:`WITH`): the entry
    ``with.number``, or ``with.number.sound`` where the number as spoken opens with a sound
    the preposition changes before (:func:`spoken_sound`); one form in every case."""

    __slots__ = ()

    def form(self, case: str = "nom") -> str:
        key = "with.number.sound" if spoken_sound(self.value, self.lang) else "with.number"
        return translate(key, self.lang, number=self.value)


class BeforeNumber(NumberWord):
    """A count after a word that changes with the number's spoken first sound (``{n.art}``,
    ``{n.of}``, ``{n.in}``: see :data:`~schnapsen.i18n.base.BEFORE`): the entry
    ``before.<form>``, or ``before.<form>.sound`` where :func:`before_sound` says so (hu "az
    5", "a 2"; cs "ze 7", "z 12", "ve 4", "v 5"); one form in every case."""

    __slots__ = ()

    def form(self, case: str = "nom") -> str:
        key = f"before.{self.gender}"
        if before_sound(self.value, self.lang, self.gender):
            key += ".sound"
        return translate(key, self.lang, number=self.value)


@dataclass(frozen=True)
class _Spoken:
    """How a language says a number, as far as its first word goes: the units and teens, the
    tens, the hundreds and the word for one thousand; ``units_first``: the units come before
    the tens (sl 49 "devetinštirideset"); ``sounds``: the first sounds that take the entry
    ``with.number.sound``."""

    units: tuple[str, ...]
    tens: tuple[str, ...]
    hundreds: tuple[str, ...]
    thousand: str
    sounds: str
    units_first: bool = False

    def first_word(self, n: int) -> str:
        if n >= 1000:
            return self.thousand if n // 1000 == 1 else self.first_word(n // 1000)
        if n >= 100:
            return self.hundreds[n // 100]
        if n >= 20:
            return self.units[n % 10] if self.units_first and n % 10 else self.tens[n // 10]
        return self.units[n]


#: the languages whose "with" changes with the sound a number as spoken opens with (hr "sa"
#: before a sibilant: "sa šezdeset šest", "sa sedam", "sa sto", but "s četrdeset devet"; cs
#: "se" likewise: "se šedesáti šesti", "s osmdesáti"; sl "s" before a voiceless sound: "s
#: petimi", "s šestinšestdesetimi", but "z devetinštiridesetimi", "z osemdesetimi")
_SPOKEN: dict[str, _Spoken] = {
    "hr": _Spoken(
        ("nula", "jedan", "dva", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet",
         "deset", "jedanaest", "dvanaest", "trinaest", "četrnaest", "petnaest", "šesnaest",
         "sedamnaest", "osamnaest", "devetnaest"),
        ("", "", "dvadeset", "trideset", "četrdeset", "pedeset", "šezdeset", "sedamdeset",
         "osamdeset", "devedeset"),
        ("", "sto", "dvjesto", "tristo", "četiristo", "petsto", "šeststo", "sedamsto",
         "osamsto", "devetsto"),
        "tisuću", "sšzž"),
    "sl": _Spoken(
        ("nič", "ena", "dve", "tri", "štiri", "pet", "šest", "sedem", "osem", "devet",
         "deset", "enajst", "dvanajst", "trinajst", "štirinajst", "petnajst", "šestnajst",
         "sedemnajst", "osemnajst", "devetnajst"),
        ("", "", "dvajset", "trideset", "štirideset", "petdeset", "šestdeset", "sedemdeset",
         "osemdeset", "devetdeset"),
        ("", "sto", "dvesto", "tristo", "štiristo", "petsto", "šeststo", "sedemsto",
         "osemsto", "devetsto"),
        "tisoč", "ptkcčfhsš", units_first=True),
    "cs": _Spoken(
        ("nula", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět",
         "deset", "jedenáct", "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct",
         "sedmnáct", "osmnáct", "devatenáct"),
        ("", "", "dvacet", "třicet", "čtyřicet", "padesát", "šedesát", "sedmdesát",
         "osmdesát", "devadesát"),
        ("", "sto", "dvě stě", "tři sta", "čtyři sta", "pět set", "šest set", "sedm set",
         "osm set", "devět set"),
        "tisíc", "sšzž"),
    "hu": _Spoken(
        ("nulla", "egy", "kettő", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc",
         "tíz", "tizenegy", "tizenkettő", "tizenhárom", "tizennégy", "tizenöt", "tizenhat",
         "tizenhét", "tizennyolc", "tizenkilenc"),
        ("", "", "húsz", "harminc", "negyven", "ötven", "hatvan", "hetven", "nyolcvan",
         "kilencven"),
        ("", "száz", "kétszáz", "háromszáz", "négyszáz", "ötszáz", "hatszáz", "hétszáz",
         "nyolcszáz", "kilencszáz"),
        "ezer", ""),
}

#: the numbers as spoken ordinals, where a form of :data:`_BEFORE` reads them so (cs "ve
#: čtvrtém štychu", "v pátém")
_ORDINALS: dict[str, _Spoken] = {
    "cs": _Spoken(
        ("nultý", "první", "druhý", "třetí", "čtvrtý", "pátý", "šestý", "sedmý", "osmý",
         "devátý", "desátý", "jedenáctý", "dvanáctý", "třináctý", "čtrnáctý", "patnáctý",
         "šestnáctý", "sedmnáctý", "osmnáctý", "devatenáctý"),
        ("", "", "dvacátý", "třicátý", "čtyřicátý", "padesátý", "šedesátý", "sedmdesátý",
         "osmdesátý", "devadesátý"),
        ("", "stý", "dvoustý", "třístý", "čtyřstý", "pětistý", "šestistý", "sedmistý",
         "osmistý", "devítistý"),
        "tisící", ""),
}


@dataclass(frozen=True)
class _Before:
    """Which spoken first sounds (the openings of the first word, :class:`_Spoken`) take a
    form's entry ``before.<form>.sound``; ``ordinal``: the number is read as an ordinal."""

    sounds: tuple[str, ...]
    ordinal: bool = False


#: the words before a number that change with its spoken first sound (:data:`BEFORE`): hu the
#: article, "az" before a vowel ("az 1.", "az 5.", "az 50.", "a 2."); cs "ze" before s, z, š,
#: ž, "čt" and "tř" ("ze 4", "ze 7", "ze 14", "ze 40", "ze 35", but "z 5", "z 12"), "ve"
#: before v, f and the clusters dv, dr, tř, čt, st of an ordinal ("ve 2.", "ve 4.", "ve 12.",
#: but "v 5.", "v 7.")
_VOWELS = tuple("aáeéiíoóöőuúüű")
_BEFORE: dict[str, dict[str, _Before]] = {
    "hu": {"art": _Before(_VOWELS)},
    "cs": {"of": _Before(("s", "š", "z", "ž", "čt", "tř")),
           "in": _Before(("v", "f", "dv", "dr", "tř", "čt", "st"), ordinal=True)},
}


def before_sound(n: int, lang: str, form: str) -> bool:
    """Whether the number ``n`` as spoken in ``lang`` opens with a sound that takes the form
    ``form``'s entry ``before.<form>.sound`` (:data:`_BEFORE`); False where the language's
    word does not change."""
    rule = _BEFORE.get(lang, {}).get(form)
    spoken = (_ORDINALS if rule is not None and rule.ordinal else _SPOKEN).get(lang)
    if rule is None or spoken is None or n < 0:
        return False
    return spoken.first_word(n).lower().startswith(rule.sounds)


def spoken_sound(n: int, lang: str) -> bool:
    """Whether the number ``n`` as spoken in ``lang`` opens with one of the sounds the
    language's "with" changes before (:data:`_SPOKEN`); False in a language whose "with"
    does not change."""
    rule = _SPOKEN.get(lang)
    return rule is not None and n >= 0 and word_sound(rule.first_word(n), lang)


def word_sound(word: str, lang: str) -> bool:
    """Whether ``word`` opens with one of the sounds ``lang``'s "with" changes before (sl
    "s srčnim kraljem", but "z zeljnim kraljem"; hr "sa zelenim kraljem"): as
    :func:`spoken_sound`, of a word as written."""
    rule = _SPOKEN.get(lang)
    return rule is not None and word[:1].lower() in rule.sounds


class Said(NumberWord):
    """A count said as a number of its own, with no unit (a marriage's value: hr "zove 40",
    hu "negyvenet mondott"): ``{x.said}`` the entry ``said.<n>`` (the number itself when the
    catalogue has none), ``{x.said.acc}`` its case (``msgctxt "acc"``)."""

    __slots__ = ()
    prefix = SAID


class Times(NumberWord):
    """How many times something counts, as a word (a match's value, raised stakes: "the match
    counts double", sl "partija šteje dvojno", hu "kétszeresen számít"): ``{x.times}`` the
    entry ``times.<n>``; a count with no entry, the plural message ``times.n`` ("21 times",
    hr "21 put")."""

    __slots__ = ()
    prefix = TIMES

    def form(self, case: str = "nom") -> str:
        if f"{self.prefix}.{self.value}" in MESSAGES:
            return super().form(case)
        return translate(f"{self.prefix}.n", self.lang, n=self.value)


class Sentence(Cased):
    """A reason in words as a message parameter (:data:`SENTENCE_PARAMS`: ``{why}``), in the
    two places a template may put it: ``{why}`` a sentence of its own, with a capital first
    letter ("… nem szabad. Ezek a szabályok …"); ``{why.clause}`` the same words going on
    after a colon, with a small one ("… nije dopušteno: ta pravila …")."""

    __slots__ = ("text",)
    forms = SENTENCE_FORMS

    def __init__(self, text: str) -> None:
        self.text = text

    def form(self, case: str = "nom") -> str:
        if case == "clause":
            return self.text[:1].lower() + self.text[1:]
        return capitalised(self.text)


class Choice(Cased):
    """A label the reader chose or is told, as a message parameter (:data:`CHOICE_PARAMS`):
    ``{choice}`` as a button shows it ("Igen", "Zavření talónu"), ``{choice.mid}`` as the
    words go on inside a sentence ("A helyes válasz: igen."), from ``word`` when the caller
    knows the running form (a game's name), else the label with a small first letter
    (:func:`~schnapsen.i18n.base.mid_sentence`). A template chooses the form; no widget
    changes a label's letters."""

    __slots__ = ("text", "word")
    forms = CHOICE_FORMS

    def __init__(self, text: str, word: str | None = None) -> None:
        self.text = text
        self.word = word

    def form(self, case: str = "nom") -> str:
        if case == "mid":
            return self.word if self.word is not None else mid_sentence(self.text)
        return self.text


class Act(Choice):
    """A move as a message parameter: ``{choice}`` its label ("zelená desítka", "ohlášení
    snapszeru"), ``{choice.mid}`` the label inside a sentence, and the move said as a verb:
    ``{choice.inf}`` what to do, the infinitive ("odigrati zelenu desetku": "Bolje bi bilo
    {move.inf}"), ``{choice.does}`` what a seat does ("ohlásí snapszer": "hráč 2
    {choice.does}"). Made by :func:`schnapsen.explain.move_act` from the entries
    ``move.verb.<kind>`` and ``move.does.<kind>``."""

    __slots__ = ("verb", "does")

    def __init__(self, text: str, verb: str, does: str) -> None:
        super().__init__(text)
        self.verb = verb
        self.does = does

    def form(self, case: str = "nom") -> str:
        if case == "inf":
            return self.verb
        if case == "does":
            return self.does
        return super().form(case)


def zero_context(case: str = "nom") -> str:
    """The message context of a unit's zero form in ``case``: ``zero`` (the nominative),
    ``zero.acc``, ``zero.gen`` ..."""
    return ZERO if case == "nom" else f"{ZERO}.{case}"


def choose_count(spec: str, value: int, lang: str = "en") -> str:
    """The word of a count's choice ``spec`` that agrees with ``value``: one word per plural
    form of ``lang``, and before them, optionally, the word for none marked ``0=``
    (hr ``{tricks:0=nema|ima|ima|ima}``: "nema" for 0, "ima" otherwise)."""
    words = spec.split("|")
    if words[0].startswith(ZERO_CHOICE):
        if value == 0:
            return words[0][len(ZERO_CHOICE):]
        spec = "|".join(words[1:])
    return choose(spec, plural_index(value, lang))


class Measure(Cased):
    """A count with its unit (``3 cards``): the nominative, or ``.acc`` etc., or ``.poss``
    (the unit possessed, hu "73 pontja"); ``{x.cards:...}`` agrees a word with the count."""

    __slots__ = ("key", "value", "lang")
    forms = UNIT_FORMS

    def person(self) -> int:
        return plural_index(self.value, self.lang)

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            return choose_count(spec, self.value, self.lang)
        return format(self.form(), spec)

    def __init__(self, key: str, value: int, lang: str) -> None:
        self.key = key
        self.value = value
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        cat = catalogue(self.lang)
        if self.value == 0 and cat is not None:
            zero = cat.pgettext(zero_context(case), self.key)
            if zero and zero != self.key:
                return zero
        if case != "nom" and cat is not None:
            text = cat.npgettext(case, self.key, self.key, self.value)
            if text and text != self.key:
                return text.format(n=self.value)
        return translate(self.key, self.lang, n=self.value)


#: the message context of a unit's form after a number with decimals (sl "0,3 točke", cs "0,3
#: bodu", hr "0,3 boda"): ``fraction``, its cases ``fraction.acc`` ...
FRACTION = "fraction"


class Shown(str):
    """A number as a figure shows it, signed or with decimals ("+0,3", "\u22122"): formats
    as shown; ``{x.game_points}`` says it with its unit (round 33, sl "+0,3 točke", "+1
    točka", "\u22122 točki"): a whole number the unit's plural form for it, a number with
    decimals the unit's form for a fraction (msgctxt ``fraction``, a singular msgstr with
    ``{n}``; its cases ``fraction.acc`` ...), the English plural where the catalogue has
    none. ``whole``: the number's value where it shows whole, else None."""

    whole: int | None
    lang: str

    def __new__(cls, text: str, whole: int | None, lang: str = "en") -> Shown:
        self = super().__new__(cls, text)
        self.whole = whole
        self.lang = lang
        return self

    def __getattr__(self, unit: str) -> ShownMeasure:
        if unit.startswith("__") or unit not in UNITS:
            raise AttributeError(unit)
        return ShownMeasure(f"unit.{unit}", self)


class ShownMeasure(Cased):
    """A :class:`Shown` number with its unit, in a grammatical case (``.acc`` ...)."""

    __slots__ = ("key", "shown")
    forms = UNIT_FORMS

    def __init__(self, key: str, shown: Shown) -> None:
        self.key = key
        self.shown = shown

    def form(self, case: str = "nom") -> str:
        shown, lang = self.shown, self.shown.lang
        cat = catalogue(lang)
        text: str | None = None
        if shown.whole is None:
            if cat is not None:
                for ctx in dict.fromkeys((FRACTION if case == "nom" else f"{FRACTION}.{case}",
                                          FRACTION)):
                    found = cat.pgettext(ctx, self.key)
                    if found and found != self.key:
                        text = found
                        break
            if text is None:
                text = str(MESSAGES[self.key])  # the English plural
        else:
            n = abs(shown.whole)
            if case != "nom" and cat is not None:
                found = cat.npgettext(case, self.key, self.key, n)
                text = found if found and found != self.key else None
            if text is None:
                text = plural_template(self.key, n, lang) or str(MESSAGES[self.key])
        return text.format(n=str(shown))


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


#: the message holding the space between a seat's word and its number (cs "hráč 1"): a
#: no-break space where the language keeps the two on one line, a plain one in English
SEAT_GLUE = "ui.seat.glue"


def seats_glued(text: str, names: Sequence[str], lang: str = "en") -> str:
    """The template ``text`` with the space before the placeholders ``names``, seats said by
    their number (cs "hráč {seat}", "hráči {numbers}" of :class:`Seats`), the language's
    :data:`SEAT_GLUE`: a seat's word and its number never part at a line's end (round 21, cs
    "hráč" / "1")."""
    if not names or " {" not in text:
        return text
    glue = template(SEAT_GLUE, lang) or " "
    if glue == " ":
        return text
    either = "|".join(map(re.escape, names))
    return re.sub(r" (?=\{(?:" + either + r")[.:}])", glue, text)


def _numbered(values: Mapping[str, Any]) -> list[str]:
    """The parameters of ``values`` that are seats said by their number alone."""
    return [k for k, v in values.items() if isinstance(v, Seat) and v.numbered]


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
        if key not in MESSAGES:
            return str(self.value)
        name = name_form(key, self.lang, case)
        # a name of words (hu "a 2. játékos") kept on one line as a number's (seats_glued)
        return name if " " not in name else name.replace(" ", template(SEAT_GLUE, self.lang)
                                                          or " ")

    @property
    def numbered(self) -> bool:
        """Whether the language names the seat by its number alone (a template says its
        word: "hráč {seat}")."""
        return self.form().isdigit()

    def __int__(self) -> int:
        return self.value


class You(Cased):
    """The reader as a message parameter, a subject of the second person: ``{x}`` the word
    inside a sentence (``ui.you.word``: "you", hr "vi", hu "te"), ``{x.dat}`` etc. its cases
    (the entry ``ui.you.word`` with that message context, when the language has one),
    ``{x.label}`` the label ("You", ``ui.you``); a choice ``{x:si|je}`` takes its first
    word."""

    __slots__ = ("lang",)
    forms = SEAT_FORMS

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        if case == "label":
            return translate("ui.you", self.lang)
        return name_form("ui.you.word", self.lang, case)

    def person(self) -> int:
        return 0


def and_list(items: Sequence[str], lang: str = "en", sep: str = ", ",
             last: str = "ui.result.and") -> str:
    """Items named in a sentence: ``sep`` between them, the language's "and" before the last
    (``ui.result.and``: "A, B and C", hr "A, B i C", sl "A, B in C", hu "A, B és C", cs "A, B
    a C"); choices, ``last="ui.list.or"``: "A, B or C"."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return sep.join(items[:-1]) + translate(last, lang) + items[-1]


_EACH_SOUNDS: dict[str, tuple[str, ...]] = {"hu": _VOWELS}


def word_list(items: Sequence[str], lang: str = "en", each: bool = False) -> str:
    """Names (cards in a case) in a sentence, joined as :func:`and_list` joins them, in the
    language's ways with a list (its catalogue's data): ``each``, every item as
    ``list.each`` says it (hu the article before each card, "a zöld ászt és a zöld
    alsót"; ``list.each.sound`` before a vowel, "az"); where ``list.fold`` is "yes", items
    that all end in the same word (cards of one rank) say that word once, after the last
    (sl "bučno in želodovo damo")."""
    items = list(items)
    if len(items) > 1 and translate("list.fold", lang) == "yes":
        heads = [item.rsplit(" ", 1) for item in items]
        if all(len(h) == 2 for h in heads) and len({h[1] for h in heads}) == 1:
            items = [h[0] for h in heads[:-1]] + [items[-1]]
    if each:
        sounds = _EACH_SOUNDS.get(lang, ())
        items = [translate("list.each.sound" if item[:1].lower() in sounds and sounds
                           else "list.each", lang, item=item) for item in items]
    return and_list(items, lang)


def person_of(count: int, you: bool = False) -> int:
    """The word of a subject choice (:data:`PERSONS`) that agrees with ``count`` seats named
    together: none of them the reader, one, two (the dual), more; with ``you``, the reader
    among them: the reader alone, the reader and one other, the reader and more (the second
    person plural)."""
    if you:
        return 0 if count <= 1 else 4 if count == 2 else 5
    return 1 if count <= 1 else 2 if count == 2 else 3


class Seats(Cased):
    """Several seats named together: with one word for them all where the language names a
    seat by its number ("seats 1 and 3", hr "igrači 1 i 3", sl the dual "igralca 1 in 3", cs
    "hráči 1 a 3"; the plural message ``ui.puzzle.seats_word``, its cases ``msgctxt "dat"``
    ...), else each seat in the form asked (hu ``{seats.dat}`` "az 1. játékosnak és a 3.
    játékosnak"), joined by commas and ``ui.result.and``. A subject of two seats takes the
    third word of a choice (the dual where the language has one), of more the fourth (or the
    last given)."""

    __slots__ = ("seats", "lang")
    forms = SEAT_FORMS

    def __init__(self, seats: Any, lang: str = "en") -> None:
        self.seats = tuple(s if isinstance(s, Cased) else Seat(int(s), lang) for s in seats)
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        together = self._together(case)
        if together is not None:
            return together
        return and_list([_in_sentence(s, case) for s in self.seats], self.lang)

    def _together(self, case: str) -> str | None:
        """Two or more seats, none of them the reader, under one word in ``case`` (its number
        form: "igralca 1 in 3", "igralci 1, 2 in 3"); None where the catalogue has no such
        form for ``case`` (a caption's ``label`` never has one)."""
        if len(self.seats) < 2 or not all(isinstance(s, Seat) for s in self.seats):
            return None
        key = "ui.puzzle.seats_word"
        seats = [s for s in self.seats if isinstance(s, Seat)]
        names = [s.form() for s in seats]
        numbered = all(n.isdigit() for n in names)
        if not numbered:
            return self._shared(seats, case)
        if case == "label":
            return None
        items = and_list(names, self.lang)
        if case == "nom":
            text = plural_template(key, len(seats), self.lang)
        else:
            cat = catalogue(self.lang)
            if cat is None:  # English: one form for every case
                text = plural_template(key, len(seats), self.lang)
            else:
                text = cat.npgettext(case, key, key, len(seats))
                if not text or text == key:
                    return None
        return seats_glued(text or "{numbers}", ["numbers"], self.lang).format(
            numbers=items, count=len(seats))

    def _shared(self, seats: Sequence[Seat], case: str) -> str | None:
        """Seats a language names by an ordinal and a noun, under the noun once (hu "a 2. és
        a 3. játékos", not "a 2. játékos és a 3. játékos"): each seat's :data:`SHARED` form
        (msgctxt ``number``: "a 2."; as a caption, ``number.label``: "2.") joined, in the
        words ``ui.puzzle.seats_word`` of the case asked ("{numbers} játékosnak"); None where
        the catalogue has no such forms."""
        cat = catalogue(self.lang)
        if cat is None:
            return None
        ctx = f"{SHARED}.label" if case == "label" else SHARED
        parts = []
        for s in seats:
            text = cat.pgettext(ctx, seat_key(s.value))
            if not text or text == seat_key(s.value):
                return None
            parts.append(text)
        key = "ui.puzzle.seats_word"
        words = (plural_template(key, len(seats), self.lang) if case == "nom"
                 else cat.npgettext(case, key, key, len(seats)))
        if not words or words == key:
            return None
        glue = template(SEAT_GLUE, self.lang) or " "  # each "a 2." and "3. játékos" unbroken
        return words.replace("} ", "}" + glue).format(
            numbers=and_list([p.replace(" ", glue) for p in parts], self.lang),
            count=len(seats))

    def shared(self) -> bool:
        """Whether these seats are named under one noun whose number a verb agrees with in
        the singular (``ui.puzzle.seats_agree`` "1": hu "a 2. és a 3. játékos nyert")."""
        return (len(self.seats) > 1 and self._together("nom") is not None
                and translate("ui.puzzle.seats_agree", self.lang).strip() == "1")

    def person(self) -> int:
        if len(self.seats) == 1:
            return self.seats[0].person()
        if any(s.person() == 0 for s in self.seats):  # "you and seat 3": you (plural)
            return person_of(len(self.seats), you=True)
        if self.shared():
            return 1
        return person_of(len(self.seats)) if self.seats else 1


def _in_sentence(seat: Cased, case: str = "nom") -> str:
    """A seat named inside a sentence in the form ``case``: the seat's own form when the
    language declares one (hu "az 1. játékosnak"), else the words ``ui.puzzle.seat_word``
    ("seat 2", hr "igrač 2") in that form when the catalogue has it, else in the
    nominative; the reader and other names in their own form."""
    if not isinstance(seat, Seat) or "ui.puzzle.seat_word" not in MESSAGES:
        return seat.form(case)
    key = seat_key(seat.value)
    if case == "label":
        return seat.form(case)
    if case != "nom" and name_form(key, seat.lang, case) != name_form(
            key, seat.lang):
        return seat.form(case)
    words = name_form("ui.puzzle.seat_word", seat.lang, case)
    try:
        return seats_glued(words, ["seat"] if seat.numbered else [], seat.lang).format(seat=seat)
    except (KeyError, IndexError, ValueError, AttributeError):
        return translate("ui.puzzle.seat_word", seat.lang, seat=seat.value)


def seat_in_sentence(seat: int, lang: str = "en") -> str:
    """Seat ``seat`` named inside a sentence, in the nominative: "seat 2", hr "igrač 2", sl
    "igralec 2", cs "hráč 2", hu "a 2. játékos" (lower-case: a sentence that opens with it asks
    ``{x.Nom}``)."""
    return _in_sentence(Seat(seat, lang))


#: the vowels a word may open with, for a choice that agrees with a word's first sound
VOWELS = frozenset("aáàâäeéèêëiíìîïoóòôöőuúùûüűy")


class RoleWord(str):
    """A role word ("dealer", hu "osztó") as the parameter of ``ui.role.word``: itself, and a
    choice ``{role:a|az}`` that agrees with its first sound, the first word before a
    consonant, the second before a vowel (hu "a hívó", "az osztó")."""

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            return choose(spec, 1 if self[:1].casefold() in VOWELS else 0)
        return str.__format__(str(self), spec)


def role_word(text: str, lang: str = "en") -> str:
    """A role word named inside a sentence, in the form ``ui.role.word`` gives it in ``lang``:
    in lower case, with the article the language puts before a seat it names (hu "az osztó",
    "az előkéz", as its numbered seats "a 2. játékos"; the others "dealer", hr "djelitelj")."""
    word = RoleWord(text[:1].lower() + text[1:])
    return translate("ui.role.word", lang, role=word)


class RoleName(Cased):
    """A role word as a sentence names it (:func:`role_word`, hu "az előkéz"), as the forms of
    a seat's :class:`Label`: ``{claimer.Nom}`` opens a sentence with it ("Az előkéz azt mondja:
    „elég”"); the catalogues give role words no cases, so every case reads the same words."""

    __slots__ = ("word",)
    forms = SEAT_FORMS

    def __init__(self, word: str) -> None:
        self.word = word

    def form(self, case: str = "nom") -> str:
        return self.word


def role_label(text: str, lang: str = "en", you: bool = False) -> Label:
    """A seat's label that is a role word ("Forehand", "You", "Opponent"): as given where it
    stands alone, inside a sentence in lower case with the language's article
    (:func:`role_word`: "King of Hearts (you)", "won by dealer", hu "az osztó vitte el"), and
    so in a seat's forms (``{claimer.Nom}``: hu "Az előkéz", :class:`RoleName`);
    ``you`` when the label names the reader (a verb then agrees in the second person)."""
    if you:
        return Label(text, you=True, word=text[:1].lower() + text[1:])
    word = role_word(text, lang)
    return Label(text, word=word, cased=RoleName(word))


class Label(str):
    """Ready text naming a seat or the reader ("Seat 2", "You"), as a widget shows it at the
    head of a line: a string, and a subject a choice agrees with (``{x:si|je|sta|so}``; ``you``
    tells whether it names the reader, and ``number``, how many seats the label names together:
    ``you`` with ``number`` 2 or more is the reader with others, "you and seat 3", the second
    person plural of :data:`PERSONS`); ``{x.Nom}``
    capitalises it, any other form is the text itself. ``word`` is the same name inside a
    sentence ("seat 2", "you"; hr "igrač 2", "vi"), the label itself when
    none is given: a caption that lists seats after its first word takes that form."""

    you: bool
    word: str
    number: int
    #: the name inside a sentence as a value that has forms, when given: a line that opens
    #: with it asks ``{x.Nom}`` (hu "A 2. játékos kontrát mond."), its cases ``{x.dat}``;
    #: ``{x}`` stays the label
    cased: Cased | None

    def __new__(cls, text: str, you: bool = False, word: str | None = None,
                number: int = 1, cased: Cased | None = None) -> Label:
        self = super().__new__(cls, text)
        self.you = you
        self.word = text if word is None else word
        self.number = number
        self.cased = cased
        return self

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            return choose_person(spec, person_of(self.number, self.you))
        return str.__format__(str(self), spec)

    def __getattr__(self, name: str) -> str:
        cased = self.__dict__.get("cased")
        if cased is not None and name.lower() in SEAT_FORMS and name.lower() != "label":
            return str(getattr(cased, name))
        if name in SEAT_FORMS:
            return str(self)
        if name[:1].isupper() and name.lower() in SEAT_FORMS:
            return capitalised(str(self))
        raise AttributeError(name)


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
    if name in SENTENCE_PARAMS and not isinstance(value, Sentence):
        return Sentence(str(value))  # a reason in words: {why}, {why.clause}
    if name in CHOICE_PARAMS and not isinstance(value, Cased):
        # a label: as shown, or inside a sentence ({choice.mid}); a seat's label keeps its
        # word inside a sentence (Label.word), and a choice agreeing with it its person
        word = value.word if isinstance(value, Label) else None
        return Choice(str(value), word)
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
        return unnest_brackets(seats_glued(text, _numbered(values), lang).format(**values))
    except (KeyError, IndexError, ValueError, AttributeError):
        return text


def unnest_brackets(text: str) -> str:
    """``text`` with no bracket inside a bracket: a name that carries its own bracket (hu
    "piros negyven (a király kihívásával)", "rekontra (a tét megnégyszerezése)") set in a
    sentence's bracket says it after a comma, "(piros negyven, a király kihívásával)" (round
    35, hu: "(… (…))" read as a typo)."""
    if text.count("(") < 2:
        return text
    out: list[str] = []
    depth = 0
    links = 0  # a Markdown link's target, "[text](target)", is no bracket of the sentence
    for i, ch in enumerate(text):
        if ch == "(" and text[i - 1:i] == "]":
            links += 1
        elif ch == ")" and links:
            links -= 1
        elif ch == "(":
            depth += 1
            if depth >= 2:
                while out and out[-1] == " ":
                    out.pop()
                out.append(", ")
                continue
        elif ch == ")" and depth:
            depth -= 1
            if depth >= 1:
                rest = text[i + 1:].lstrip(" ")
                if rest[:1] not in ("", ")", ",", ";", ":", ".", "\u2013"):
                    out.append(",")
                continue
        out.append(ch)
    return "".join(out)
