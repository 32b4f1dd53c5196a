"""The forms each language gives the values a template shows, and their table.

    python -m tools.forms hr          # print the forms hr's catalogue renders, as TOML
    python -m tools.forms hr --diff   # what differs from schnapsen/i18n/forms/hr.toml

A template may show a seat, the reader ("you"), several seats together (a side), and counts
of things with their units, each in the grammatical forms the language declares (see
:mod:`schnapsen.i18n`). The table ``schnapsen/i18n/forms/<lang>.toml`` lists, for each kind of
value, the expected rendered forms, written (or checked) by someone who speaks the language;
``tests/test_templates.py`` renders the catalogue and compares. This tool prints what the
catalogue renders now, so that a new form can be reviewed and added to the table; it never
writes the table itself.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from typing import Any

from schnapsen.i18n import (
    FRACTION,
    LANGUAGES,
    SEAT_FORMS,
    UNITS,
    ZERO,
    Count,
    Seat,
    Seats,
    Shown,
    You,
    catalogue,
    plural_index,
    translate,
)

FORMS_DIR = Path(__file__).resolve().parent.parent / "schnapsen" / "i18n" / "forms"
#: the counts every table lists: one, two, five and 21 of a thing
COUNTS = (1, 2, 5, 21)
#: the seat a table names (index 0, the reader's seat 1), and the seats a side names together
#: (indices 0 and 2: seats 1 and 3)
SEAT = 0
SIDE = (0, 2)


def declared(lang: str, key: str) -> list[str]:
    """The forms (message contexts) ``lang``'s catalogue declares for the entry ``key``,
    the nominative first."""
    cat = catalogue(lang)
    contexts: set[str] = set()
    if cat is not None:
        for ctx_key in getattr(cat, "_catalog", {}):
            k = ctx_key[0] if isinstance(ctx_key, tuple) else ctx_key
            if "\x04" in k:
                ctx, _, msgid = k.partition("\x04")
                if msgid == key:
                    contexts.add(ctx)
    return ["nom", *sorted(contexts)]


def rendered(lang: str) -> dict[str, Any]:
    """What ``lang``'s catalogue renders for every kind of value (the table's layout)."""
    seat_forms = [f for f in declared(lang, f"seat.{SEAT}") if f in SEAT_FORMS]
    you_forms = [f for f in declared(lang, "ui.you.word") if f in SEAT_FORMS]
    out: dict[str, Any] = {
        "plural": {str(n): plural_index(n, lang) for n in COUNTS},
        "seat": {f: Seat(SEAT, lang).form(f) for f in (*seat_forms, "label")},
        "you": {f: You(lang).form(f) for f in (*you_forms, "label")},
        # a side's forms: a seat's, and those of the word naming several seats together
        "side": {f: Seats(SIDE, lang).form(f) for f in SEAT_FORMS if f in seat_forms or f in
                 declared(lang, "ui.puzzle.seats_word")},
        "units": {},
    }
    for unit in UNITS:
        forms = declared(lang, f"unit.{unit}")
        counted = [f for f in forms if f.partition(".")[0] not in (ZERO, FRACTION)]
        out["units"][unit] = {
            f: [getattr(Count(n, lang), unit).form(f) for n in COUNTS] for f in counted}
        zero = {("nom" if f == ZERO else f.partition(".")[2]) for f in forms
                if f.partition(".")[0] == ZERO}
        if zero:
            none = getattr(Count(0, lang), unit)
            out["units"][unit][ZERO] = {f: none.form(f) for f in sorted(zero)}
        fraction = {("nom" if f == FRACTION else f.partition(".")[2]) for f in forms
                    if f.partition(".")[0] == FRACTION}
        if fraction:  # a number with decimals (sl "0,3 točke")
            shown = getattr(Shown(f"0{translate('ui.hint.decimal', lang)}3", None, lang), unit)
            out["units"][unit][FRACTION] = {f: shown.form(f) for f in sorted(fraction)}
    return out


def table(lang: str) -> dict[str, Any]:
    """The reviewed table of ``lang`` (``forms/<lang>.toml``)."""
    with (FORMS_DIR / f"{lang}.toml").open("rb") as f:
        return tomllib.load(f)


def _toml_value(value: Any) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, int):
        return str(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_toml(data: dict[str, Any]) -> str:
    lines: list[str] = []
    for section in ("plural", "seat", "you", "side"):
        lines += ["", f"[{section}]"] + [f"{k} = {_toml_value(v)}"
                                         for k, v in data[section].items()]
    for unit, forms in data["units"].items():
        lines += ["", f"[units.{unit}]"] + [f"{k} = {_toml_value(v)}" for k, v in forms.items()]
    return "\n".join(lines).lstrip() + "\n"


def differences(lang: str) -> list[str]:
    """Where ``lang``'s catalogue renders other forms than its table says (or forms the table
    does not list). The tables write words, not the no-break space that keeps a seat's word
    and number on one line (``ui.seat.glue``): a rendered form reads it as a space."""
    got, want = rendered(lang), table(lang)
    out = []
    for section in ("plural", "seat", "you", "side"):
        for k in sorted(set(got[section]) | set(want.get(section, {}))):
            g, w = got[section].get(k), want.get(section, {}).get(k)
            g = g.replace("\u00a0", " ") if isinstance(g, str) else g
            if g != w:
                out.append(f"{lang}: [{section}] {k}: renders {g!r}, the table says {w!r}")
    for unit in sorted(set(got["units"]) | set(want.get("units", {}))):
        g_forms, w_forms = got["units"].get(unit, {}), want.get("units", {}).get(unit, {})
        for k in sorted(set(g_forms) | set(w_forms)):
            if g_forms.get(k) != w_forms.get(k):
                out.append(f"{lang}: [units.{unit}] {k}: renders {g_forms.get(k)!r}, "
                           f"the table says {w_forms.get(k)!r}")
    return out


if __name__ == "__main__":
    args = sys.argv[1:]
    if not args or args[0] not in LANGUAGES:
        sys.exit(__doc__)
    if "--diff" in args:
        bad = differences(args[0])
        print("\n".join(bad) or "no differences")
        sys.exit(1 if bad else 0)
    print(to_toml(rendered(args[0])), end="")
