"""Round 29's new learner: the beginner's path quoted foreign sources in its main text (some
marked [sic]), argued what "the book reads" them to mean, and spoke of the engine, its search
and seeds. On the learner pages of every edition, the main text (the prose outside code cells
and outside the closed dropdowns) quotes no source and says no "[sic]"; in English it names no
engine, search, solver or seed either. The quotations wait, unchanged, in the chapter's
"Other traditions and the sources" dropdown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES

BOOK = Path(__file__).resolve().parent.parent / "book"

#: the two-player course and the practice pages (guided.md is another round's)
PATH = ["index", "cards", "dealing", "tricks", "drawing", "marriages", "exchange", "closing",
        "strict-rules", "claiming", "scoring", "match", "strategy", "practice", "play"]

CODE_CELL = re.compile(r"^```\{code-cell\}.*?^```$", re.S | re.M)
DROPDOWN = re.compile(r"^:::\{dropdown\}.*?^:::$", re.S | re.M)
SOURCES = re.compile(r"\[sic\]|\{quote\}")
ENGINE = re.compile(r"\b(?:engine|search|solver|seed|seeded|seeds)\b|data, not code",
                    re.IGNORECASE)


def main_text(lang: str, page: str) -> str:
    source = (BOOK / lang / f"{page}.md").read_text(encoding="utf-8")
    source = re.sub(r"\A---\n.*?\n---\n", "", source, flags=re.S)  # the notebook's header
    return DROPDOWN.sub("", CODE_CELL.sub("", source))


def test_main_text_leaves_out_code_and_dropdowns() -> None:
    page = ("Text.\n```{code-cell} ipython3\nseed = 1\n```\nMore.\n"
            ":::{dropdown} Other\n{quote}`hr-close` [sic]\n:::\nEnd.\n")
    kept = DROPDOWN.sub("", CODE_CELL.sub("", page))
    assert "seed" not in kept and "{quote}" not in kept and "End." in kept


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", PATH)
def test_the_path_quotes_no_source(lang: str, page: str) -> None:
    found = [m.group(0) for m in SOURCES.finditer(main_text(lang, page))]
    assert not found, (lang, page, found)


#: a role's target (a chapter's label, a glued value's key) is no word the reader reads
ROLE = re.compile(r"\{[\w:-]+\}`[^`]*`")


@pytest.mark.parametrize("page", PATH)
def test_the_english_path_names_no_machinery(page: str) -> None:
    text = ROLE.sub(" ", main_text("en", page))
    found = [text[max(0, m.start() - 30):m.end() + 10] for m in ENGINE.finditer(text)]
    assert not found, (page, found)
