"""Each translated edition's style sheet (schnapsen/i18n/style/<lang>.toml) holds: no calque
it lists and no typography fault it describes in the catalogue's translations or in the prose
of the edition's page sources. The built pages are read by tests/browser/test_style_pages.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tests.style_rules import STYLE, TRANSLATED, faults, style_rules

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "schnapsen" / "i18n" / "locale"

_FENCE = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1\s*$", re.M | re.S)
_INLINE_CODE = re.compile(r"``?[^`\n]+``?")
_ROLE = re.compile(r"\{[a-z:-]+\}`[^`]*`")
_LABEL = re.compile(r"^\([^)\n]*\)=\s*$|^---\n.*?^---\n|^\+\+\+.*$|<[^>\n]+>", re.M | re.S)
_PLACEHOLDER = re.compile(r"\{[^{}\s]*\}")


def source_prose(md: str) -> str:
    """The prose of a MyST page: without code cells, directives' fences, inline code, roles,
    labels and HTML tags."""
    for pattern in (_FENCE, _ROLE, _INLINE_CODE, _LABEL):
        md = pattern.sub(" ", md)
    return md


def catalogue_texts(lang: str) -> list[tuple[str, str]]:
    """(message id, translation) of every translated message, placeholders blanked."""
    with (LOCALE / lang / "LC_MESSAGES" / "schnapsen.po").open("rb") as f:
        catalog = read_po(f)
    out: list[tuple[str, str]] = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        raw = m.string
        strings = [raw] if isinstance(raw, str) else [str(s) for s in raw]
        key = m.id if isinstance(m.id, str) else str(m.id[0])
        out.extend((key, _PLACEHOLDER.sub("X", s)) for s in strings if s)
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_edition_has_a_style_sheet(lang: str) -> None:
    rules = style_rules(lang)
    assert (STYLE / f"{lang}.toml").exists(), f"no style sheet for {lang}"
    assert any(r.kind == "avoid" for r in rules) and any(r.kind == "typography" for r in rules)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_rules_catch_what_they_say(lang: str) -> None:
    """Each rule's examples: it matches its ``bad`` texts and none of its ``ok`` texts."""
    wrong = []
    for rule in style_rules(lang):
        wrong += [f"{rule.pattern.pattern!r} misses {b!r}" for b in rule.bad
                  if not rule.pattern.search(b)]
        wrong += [f"{rule.pattern.pattern!r} matches {o!r}" for o in rule.ok
                  if rule.pattern.search(o)]
    assert not wrong, "\n".join(wrong)


def test_a_rule_fails_on_its_fault() -> None:
    """The check is not empty: a text with a listed fault is caught in every edition."""
    for lang in TRANSLATED:
        rules = style_rules(lang)
        assert rules
        for rule in rules:
            for bad in rule.bad:
                assert faults(lang, f"Uvod. {bad} Kraj.") or rule.pattern.pattern.startswith("^")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalogue_follows_the_style_sheet(lang: str) -> None:
    found = [f"{key}: {f}" for key, text in catalogue_texts(lang) for f in faults(lang, text)]
    shown = "\n".join(found[:40])
    assert not found, f"{lang}: {len(found)} style faults in the catalogue:\n{shown}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_page_sources_follow_the_style_sheet(lang: str) -> None:
    found = []
    for page in sorted((ROOT / "book" / lang).glob("*.md")):
        found += [f"{page.name}: {f}"
                  for f in faults(lang, source_prose(page.read_text(encoding="utf-8")))]
    shown = "\n".join(found[:40])
    assert not found, f"{lang}: {len(found)} style faults in the pages:\n{shown}"
