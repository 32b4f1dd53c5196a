"""Message catalogues with Babel: extract, update, compile and check.

    python -m tools.i18n extract   # schnapsen/i18n/locale/schnapsen.pot from the English dicts
    python -m tools.i18n update    # merge the template into every <lang>/LC_MESSAGES/*.po
    python -m tools.i18n compile   # .po -> .mo (run by the Makefile before tests and builds)
    python -m tools.i18n check     # every key translated everywhere, placeholders matching

msgid is the message key; the English text travels as an extracted comment ("#.") so that
a translator sees it. Placeholders are Python's ``{name}`` fields. The English dicts are the
engine's (``schnapsen/i18n/``) and the teaching layer's (``schnapsen/teach/``): the catalogue
is read from ``schnapsen.teach``, which registers its texts when imported.

Counts: an English message declared as ``Plural`` (schnapsen/i18n/base.py) is a plural entry
(``msgid_plural``, one ``msgstr[i]`` per form of the catalogue's ``Plural-Forms``). A
placeholder whose name is in ``COUNT_NAMES`` must be either the count of its plural message or
carry a unit (``{have.cards}``); the check fails otherwise, in English and in every
translation. A name placeholder may ask for a grammatical case (``{card.acc}``), capitalised
to open a sentence (``{card.Acc}``); the check then wants that case (``msgctxt "acc"``) for
every card, suit and rank name of the language. Seat parameters (``SEAT_PARAMS``: ``seat``,
``claimer``, ``winner`` ...) are names too, ``seat.0`` ... ``seat.4``, with one more form,
``label`` (``{seat.label}``, ``{seat.Label}``): a translation that asks for ``{seat.dat}``
needs the entry ``seat.<n>`` with ``msgctxt "dat"`` for every seat. A unit may also be asked
for ``poss``, the unit possessed (hu ``{first.points.poss}`` "73 pontja"): the unit's entry
with ``msgctxt "poss"``.

Agreement: a placeholder with a choice spec (``{have:je|sta|so|je}``, ``{seat:si|je}``) prints
the word that agrees with the value, not the value: a count's choice lists one word per plural
form of the language (the check counts them), a subject's at most three (you, one other,
several: ``PERSONS``). A count shown bare beside a choice on it is said with that choice's
grammar, so the check lets it pass.
"""

from __future__ import annotations

import string
import sys
from collections.abc import Mapping
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from schnapsen.i18n import (
    BEFORE,
    CASES,
    CHOICE_FORMS,
    CHOICE_PARAMS,
    COUNT_NAMES,
    LANGUAGES,
    LOCALE_DIR,
    PERSONS,
    RANK,
    SAID,
    SEAT_FORMS,
    SENTENCE_FORMS,
    SENTENCE_PARAMS,
    SUIT_NUMBERS,
    TIMES,
    TRUMP_RANK,
    UNIT_FORMS,
    UNITS,
    WITH,
    WORD_FORMS,
    ZERO_CHOICE,
    Plural,
)
from schnapsen.i18n.names import EACH, name_keys, param_kind
from schnapsen.teach import MESSAGES  # the whole English catalogue: engine and teaching layer

ROOT = Path(__file__).resolve().parent.parent

POT = LOCALE_DIR / "schnapsen.pot"


def placeholders(text: str) -> set[str]:
    """The fields of ``text`` as written (``card``, ``card.acc``, ``have.cards``)."""
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def choices(text: str) -> dict[str, list[int]]:
    """The fields of ``text`` with a choice spec (``{have:je|sta}``), each with the number of
    words of its choices."""
    out: dict[str, list[int]] = {}
    for _, f, spec, _ in string.Formatter().parse(text):
        if f and spec and "|" in spec:
            words = spec.split("|")
            # a count's word for none (``0=nema``) comes before its plural forms
            out.setdefault(f, []).append(len(words) - words[0].startswith(ZERO_CHOICE))
    return out


def choice_problems(text: str, nplurals: int) -> list[str]:
    """A count's choice with other than ``nplurals`` words; a subject's with more than
    three."""
    out = []
    for f, sizes in sorted(choices(text).items()):
        name = f.split(".")[0]
        subject = param_kind(name) == "seat"
        for size in sizes:
            if subject and size > len(PERSONS):
                out.append(f"the choice {{{f}:...}} lists {size} words; a subject takes "
                           f"{len(PERSONS)} at most ({', '.join(PERSONS)})")
            elif not subject and size != nplurals:
                out.append(f"the choice {{{f}:...}} lists {size} words; a count takes one "
                           f"per plural form ({nplurals})")
    return out


def fields(text: str) -> set[str]:
    """The parameter names ``text`` uses (``card.acc`` -> ``card``)."""
    return {f.split(".")[0].split("[")[0] for f in placeholders(text)}


def name_form(name: str, attr: str) -> str | None:
    """The form a placeholder ``{name.attr}`` asks of a name (``acc`` for ``card.acc`` and
    ``card.Acc``; ``label`` for ``seat.label``), or None when ``attr`` is no form of it."""
    if name in SENTENCE_PARAMS:  # a reason: the sentence, or its clause after a colon
        return attr if attr in SENTENCE_FORMS else None
    if name in CHOICE_PARAMS and attr in CHOICE_FORMS:  # a label inside a sentence
        return attr
    forms = SEAT_FORMS if param_kind(name) == "seat" else CASES
    if attr in forms:
        return attr
    if attr == attr.capitalize() and attr.lower() in forms:
        return attr.lower()
    return None


def count_problems(text: str, selector: str | None) -> list[str]:
    """What is wrong with the counts and attributes of ``text``: a count placeholder that is
    neither the plural's ``selector`` nor said with a unit; an unknown unit or case."""
    out = []
    agreed = set(choices(text))
    for f in sorted(placeholders(text)):
        name, *attrs = f.split(".")
        if not attrs:
            if name in COUNT_NAMES and name != selector and name not in agreed:
                out.append(f"count {{{name}}} without plural forms (make the message plural "
                           f"on it, or say it with a unit: {{{name}.points}}, "
                           f"{{{name}.cards}} ...)")
        elif not (name_form(name, attrs[0]) and len(attrs) == 1
                  or attrs[0] == WITH and len(attrs) == 1
                  or attrs[0] in BEFORE and len(attrs) == 1
                  or (attrs[0] in SUIT_NUMBERS and param_kind(name) == "suit"
                      or attrs[0] == TRUMP_RANK and param_kind(name) == "rank") and (
                      len(attrs) == 1 or len(attrs) == 2 and (
                          attrs[1] in CASES or attrs[1].lower() in CASES
                          and attrs[1] == attrs[1].capitalize()))
                  or attrs[0] == RANK and param_kind(name) == "card" and (
                      len(attrs) == 1 or len(attrs) == 2 and (
                          attrs[1] in CASES or attrs[1] == WITH or attrs[1].lower() in CASES
                          and attrs[1] == attrs[1].capitalize()))
                  or attrs[0] in (SAID, TIMES) and (len(attrs) == 1
                                                    or len(attrs) == 2 and attrs[1] in CASES)
                  or attrs[0] in UNITS and (len(attrs) == 1
                                            or len(attrs) == 2 and attrs[1] in UNIT_FORMS)
                  or attrs[0] == EACH and (len(attrs) == 1 or len(attrs) == 2 and (
                      attrs[1] in CASES or attrs[1].lower() in CASES
                      and attrs[1] == attrs[1].capitalize()))
                  or attrs[0] in WORD_FORMS and (len(attrs) == 1 or len(attrs) == 2 and (
                      attrs[1] in CASES or attrs[1].lower() in CASES
                      and attrs[1] == attrs[1].capitalize()))):
            out.append(f"unknown unit or case {{{f}}} (units {', '.join(UNITS)}; cases "
                       f"{', '.join(CASES)}, capitalised to open a sentence: Nom, Acc ...; "
                       "a seat also: label; a unit also: poss; a count said alone: said, "
                       "said.acc ...; how many times: times; after 'with': with; a suit "
                       "said of one card or none: one, one.acc ..., zero, zero.acc ...; a "
                       "card by its rank alone: rank, rank.gen ...; a rank as the trump "
                       "card: trump, trump.acc ...; a list of cards with a word before "
                       "each: each, each.acc ...)")
    return out


def english_texts(text: str) -> list[str]:
    return [text.one, str(text)] if isinstance(text, Plural) else [text]


def source_problems(messages: Mapping[str, str] | None = None) -> list[str]:
    """Counts in the English source without plural forms (see :func:`count_problems`)."""
    out = []
    for key, text in (MESSAGES if messages is None else messages).items():
        selector = text.n if isinstance(text, Plural) else None
        for t in english_texts(text):
            out += [f"en: {key}: {p}" for p in count_problems(t, selector)]
    return sorted(set(out))


def template_catalog() -> Catalog:
    cat = Catalog(project="schnapsen-book", version="0.1", charset="utf-8")
    for key, text in sorted(MESSAGES.items()):
        flags = ("python-brace-format",) if fields(text) else ()
        if isinstance(text, Plural):
            cat.add((key, key), ("", ""), auto_comments=[f"one: {text.one}", f"other: {text}"],
                    flags=flags)
        else:
            cat.add(key, "", auto_comments=[line for line in text.splitlines() or [""]],
                    flags=flags)
    return cat


def po_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / "schnapsen.po"


def extract() -> None:
    POT.parent.mkdir(parents=True, exist_ok=True)
    with POT.open("wb") as f:
        write_po(f, template_catalog(), width=100, omit_header=False, sort_output=True)
    print(f"extract: {len(MESSAGES)} messages -> {POT.relative_to(ROOT)}")


def update() -> None:
    tmpl = template_catalog()
    for lang in LANGUAGES[1:]:
        path = po_path(lang)
        if path.exists():
            with path.open("rb") as f:
                cat = read_po(f, locale=lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            cat = Catalog(locale=lang, project="schnapsen-book", charset="utf-8")
        # grammatical cases (msgctxt) are the language's own entries, not in the template:
        # keep those of names and units that still exist
        cases = [m for m in cat if m.id and m.context and
                 (m.id[0] if m.pluralizable else m.id) in MESSAGES]
        cat.update(tmpl, no_fuzzy_matching=True)
        for m in cases:
            cat.add(m.id, m.string, auto_comments=m.auto_comments, flags=m.flags,
                    context=m.context)
        with path.open("wb") as f:
            write_po(f, cat, width=100, sort_output=True, ignore_obsolete=True)
        done = sum(1 for m in cat if m.id and m.string and not m.context)
        print(f"update: {lang}: {done}/{len(MESSAGES)} translated")


def compile_all(locale_dir: Path = LOCALE_DIR, out_dir: Path | None = None) -> list[Path]:
    """Compile every ``<lang>/LC_MESSAGES/schnapsen.po`` of ``locale_dir`` to ``.mo`` (beside
    it, or under ``out_dir`` in the same layout); return the files written. A .po that Babel
    cannot read raises."""
    written = []
    for lang in LANGUAGES[1:]:
        path = po_path(lang, locale_dir)
        if not path.exists():
            continue
        with path.open("rb") as f:
            cat = read_po(f, locale=lang, abort_invalid=True)
        target = po_path(lang, out_dir or locale_dir).with_suffix(".mo")
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as f:
            write_mo(f, cat, use_fuzzy=False)
        written.append(target)
    return written


def stray_msgstrs(text: str) -> list[int]:
    """Line numbers of ``msgstr`` lines that follow no ``msgid``: a merge of two catalogues can
    leave one behind, and Babel silently reads it into the entry before it."""
    out = []
    prev = ""
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith('"'):
            continue  # a continued string belongs to the keyword line before it
        if line.startswith("msgstr"):
            follows_id = prev.startswith("msgid")
            next_form = prev.startswith("msgstr[") and line.startswith("msgstr[")
            if not (follows_id or next_form):
                out.append(n)
        prev = line
    return out


def problems(
    lang: str, locale_dir: Path = LOCALE_DIR, messages: Mapping[str, str] | None = None
) -> list[str]:
    """What is wrong with ``lang``'s catalogue in ``locale_dir``: keys of ``messages`` (the
    English catalogue by default) missing, empty or fuzzy, or with other placeholders."""
    path = po_path(lang, locale_dir)
    if not path.exists():
        return [f"{lang}: no catalogue at {path}"]
    with path.open("rb") as f:
        cat = read_po(f, locale=lang)
    out = [f"{lang}: line {n}: a msgstr without its msgid (left by a merge?)"
           for n in stray_msgstrs(path.read_text(encoding="utf-8"))]
    cases_used: dict[tuple[str, str], str] = {}
    for key, text in (MESSAGES if messages is None else messages).items():
        msg = cat.get(key)
        plural = isinstance(text, Plural)
        strings: list[str] = [str(x) for x in msg.string] if (
            msg is not None and msg.pluralizable and isinstance(msg.string, (list, tuple))) else (
            [str(msg.string)] if msg is not None else [])
        if msg is None or not any(strings):
            out.append(f"{lang}: {key}: not translated")
            continue
        if msg.fuzzy:
            out.append(f"{lang}: {key}: fuzzy")
        if plural != msg.pluralizable:
            out.append(f"{lang}: {key}: " + (
                "has no plural forms (msgid_plural), but its English text is plural"
                if plural else "has plural forms, but its English text is not plural"))
            continue
        if plural and (len(strings) != cat.num_plurals or not all(strings)):
            out.append(f"{lang}: {key}: {sum(map(bool, strings))} of {cat.num_plurals} plural "
                       "forms")
        selector = text.n if isinstance(text, Plural) else None
        want = fields(str(text))
        for txt in strings:
            got = fields(txt)
            # a placeholder the English declares optional (MayDrop) may be left out
            optional: frozenset[str] = getattr(text, "optional", frozenset())
            # and one the code passes that the English does not show may be used (Plural.extra)
            extra: frozenset[str] = getattr(text, "extra", frozenset())
            if got != want and not (plural and got | {selector} == want) and not (
                    want - optional <= got <= want | extra):
                out.append(f"{lang}: {key}: placeholders {sorted(got)} != {sorted(want)}")
            out += [f"{lang}: {key}: {p}" for p in count_problems(txt, selector)]
            out += [f"{lang}: {key}: {p}" for p in choice_problems(txt, cat.num_plurals)]
            for fld in placeholders(txt):
                name, *attrs = fld.split(".")
                case = name_form(name, attrs[0]) if len(attrs) == 1 else None
                if case is not None and name not in SENTENCE_PARAMS and not (
                        name in CHOICE_PARAMS and case in CHOICE_FORMS):
                    cases_used.setdefault((case, param_kind(name)), key)
                if attrs and attrs[0] in SUIT_NUMBERS and param_kind(name) == "suit":
                    # a suit said of one card or none: its entries of that message context
                    of = attrs[1].lower() if len(attrs) == 2 else "nom"  # Nom opens one
                    number = attrs[0] if of == "nom" else f"{attrs[0]}.{of}"
                    cases_used.setdefault((number, "suit"), key)
                if attrs and attrs[0] == TRUMP_RANK and param_kind(name) == "rank":
                    # a rank as the trump card (hr "adutskog dečka"): the ranks' entries
                    of = attrs[1].lower() if len(attrs) == 2 else "nom"
                    cases_used.setdefault((TRUMP_RANK if of == "nom"
                                           else f"{TRUMP_RANK}.{of}", "rank"), key)
                if attrs and attrs[0] == RANK and param_kind(name) == "card":
                    # a card by its rank alone: the ranks' entries of that case
                    of = attrs[1].lower() if len(attrs) == 2 else "nom"
                    # after "with" (sl "s kraljem"): the instrumental, as a card's {x.with}
                    cases_used.setdefault(("ins" if of == WITH else of, "rank"), key)
                if len(attrs) == 2 and attrs[0] == SAID:
                    said = [k for k in MESSAGES if k.startswith(SAID + ".")]
                    if not all((cat.get(k, context=attrs[1]) or Message("")).string
                               for k in said):
                        out.append(f"{lang}: {key}: the numbers said ({', '.join(said)}) "
                                   f"have no case {attrs[1]!r} (msgctxt)")
                if len(attrs) == 2 and attrs[0] in UNITS:
                    unit = cat.get(f"unit.{attrs[0]}", context=attrs[1])
                    if unit is None or not all(unit.string or ()):
                        out.append(f"{lang}: {key}: the unit unit.{attrs[0]} has no case "
                                   f"{attrs[1]!r} (msgctxt)")
    for (case, kind), key in sorted(cases_used.items()):
        # the nominative is the entry itself; any other form, the entry with its msgctxt
        context = None if case == "nom" else case
        missing = [k for k in name_keys(kind) if not (cat.get(k, context=context) or
                                                       Message("")).string]
        if missing:
            out.append(f"{lang}: {kind} names without the case {case!r} (used by {key}): "
                       f"{', '.join(missing[:6])}{' ...' if len(missing) > 6 else ''}")
    return list(dict.fromkeys(out))


def check() -> int:
    bad = source_problems() + [p for lang in LANGUAGES[1:] for p in problems(lang)]
    for line in bad[:200]:
        print(line)
    print(f"check: {len(bad)} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "check"
    if cmd == "extract":
        extract()
    elif cmd == "update":
        extract()
        update()
    elif cmd == "compile":
        compile_all()
    elif cmd == "check":
        sys.exit(check())
    else:
        sys.exit(__doc__)
