"""Reader 26 (a new learner): "First strategy" read as a report of bot experiments. Each
rule of thumb now leads its section in plain words, with a hand that shows it, and the bots'
figures wait in one closed dropdown "How we know" at the section's end."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES

BOOK = Path(__file__).resolve().parent.parent / "book"

HOW = {"en": "How we know", "hr": "Kako to znamo", "sl": "Kako to vemo", "hu": "Honnan tudjuk?",
       "cs": "Jak to víme"}
EXAMPLE = {"en": "**Example.**", "hr": "**Primjer.**", "sl": "**Primer.**", "hu": "**Példa.**",
           "cs": "**Příklad.**"}
#: the sections with a bots' experiment: exchange, closing, marriages, leading low, last trick
MEASURED = range(2, 7)
#: the sections whose worked hand is told in words (the others show a deal)
TOLD = (3, 5, 6)


def sections(lang: str) -> list[str]:
    text = (BOOK / lang / "strategy.md").read_text(encoding="utf-8")
    return re.split(r"\n(?=## )", text)


def without_cells(text: str) -> str:
    return re.sub(r"^```\{code-cell\}.*?^```$", "", text, flags=re.S | re.M)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_figures_wait_in_how_we_know(lang: str) -> None:
    secs = sections(lang)
    opening = f":::{{dropdown}} {HOW[lang]}\n"
    intro = without_cells(secs[0])
    assert "2000" not in intro and "2,000" not in intro, lang
    for n in MEASURED:
        prose = without_cells(secs[n])
        assert prose.count(opening) == 1, (lang, n)
        lesson, rest = prose.split(opening)
        box, after = rest.split("\n:::\n", 1)
        assert not after.strip(), (lang, n)  # the box ends the section
        assert ":open:" not in box
        assert "{glue:text}" not in lesson and "{glue:text}" in box, (lang, n)
        assert "2000" not in lesson and "2,000" not in lesson, (lang, n)
        # the rule of thumb comes first: the section opens with words, not with the box
        assert lesson.split("\n", 1)[1].strip(), (lang, n)
    # the bots' method is told once, in the first box
    assert "1000" in secs[2] or "1,000" in secs[2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hand_shows_each_rule(lang: str) -> None:
    secs = sections(lang)
    for n in TOLD:
        lesson = without_cells(secs[n]).split(f":::{{dropdown}} {HOW[lang]}")[0]
        assert lesson.count(EXAMPLE[lang]) == 1, (lang, n)
        assert "44 + 13 + 12 = 69" in lesson or n != 3, lang


#: two more rules of thumb a beginner asked for: counting the trumps, defending against a close
NEW_SECTIONS = {"en": ("Count the trumps", "Defending against a close"),
                "hr": ("Brojite adute", "Obrana kad protivnik zatvori"),
                "sl": ("Štej adute", "Ko nasprotnik zapre"),
                "hu": ("Számold az adukat", "Védekezés betakarás ellen"),
                "cs": ("Počítejte trumfy", "Obrana proti zavření")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counting_trumps_and_defending(lang: str) -> None:
    secs = {s.split("\n", 1)[0]: s for s in sections(lang)}
    for title in NEW_SECTIONS[lang]:
        section = secs[f"## {title}"]
        assert section.count(EXAMPLE[lang]) == 1, (lang, title)
        assert "{code-cell}" not in section
