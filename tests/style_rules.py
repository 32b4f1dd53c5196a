"""The editions' style sheets (schnapsen/i18n/style/<lang>.toml) read and applied: shared by
tests/test_style.py (catalogues and page sources) and tests/browser/test_style_pages.py (the
built pages)."""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

STYLE = Path(__file__).resolve().parent.parent / "schnapsen" / "i18n" / "style"
TRANSLATED = ("hr", "sl", "hu", "cs")


@dataclass(frozen=True)
class StyleRule:
    kind: str  # "avoid" or "typography"
    pattern: re.Pattern[str]
    use: str
    why: str
    ok: tuple[str, ...]
    bad: tuple[str, ...]

    def hits(self, text: str, context: int = 40) -> list[str]:
        return [text[max(0, m.start() - context):m.end() + context].replace("\n", " ")
                for m in self.pattern.finditer(text)]


def style_rules(lang: str) -> list[StyleRule]:
    """The rules of ``lang``'s style sheet ([] when it has none)."""
    return list(_style_rules(lang))


@functools.cache
def _style_rules(lang: str) -> tuple[StyleRule, ...]:
    """The sheet read and its patterns compiled once per language (``faults`` runs on every
    message of a catalogue)."""
    path = STYLE / f"{lang}.toml"
    if not path.exists():
        return ()
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    rules = []
    for kind in ("avoid", "typography"):
        for entry in data.get(kind, []):
            rules.append(StyleRule(kind, re.compile(entry["pattern"]), entry["use"],
                                   entry["why"], tuple(entry.get("ok", ())),
                                   tuple(entry.get("bad", ()))))
    return tuple(rules)


def faults(lang: str, text: str) -> list[str]:
    """Every match of ``lang``'s rules in ``text``: the rule's pattern, what to use, the
    context."""
    out = []
    for rule in _style_rules(lang):
        for hit in rule.hits(text):
            out.append(f"{rule.pattern.pattern!r} -> {rule.use}: …{hit}…")
    return out
