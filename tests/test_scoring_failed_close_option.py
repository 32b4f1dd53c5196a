"""The scoring chapter's table has no row for the program's option of a failed close worth a
single game point: every edition says the option exists, none points at a row for it (round
31, cs: "Řádek tabulky s jediným herním bodem za nepovedené zavření…")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
#: each edition's bullet on the failed close (its bold opening), and its word for a table's row
BULLET = {"en": ("A failed close costs", "row"), "hr": ("Neuspjelo zatvaranje", "redak"),
          "sl": ("Pri neuspešnem zaprtju", "vrstic"), "hu": ("A sikertelen betakarás", "sor"),
          "cs": ("Nepovedené zavření", "řádek")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_option_is_said_without_a_row(lang: str) -> None:
    text = (ROOT / "book" / lang / "scoring.md").read_text(encoding="utf-8")
    opening, row = BULLET[lang]
    found = re.search(rf"^- \*\*{re.escape(opening)}.*?(?=^- |^$)", text, re.M | re.S)
    assert found, lang
    bullet = " ".join(found.group(0).split())
    assert re.search(r"\b1\s", bullet), (lang, bullet)  # the option of a single game point
    assert not re.search(rf"\b{row}", bullet, re.I), (lang, bullet)
