"""Sentences of the book's prose that credit one of the four sources, and whether each one
carries the source's words.

    python -m tools.credits            # every edition: the credits without a quote
    python -m tools.credits hu cs      # only these editions
    python -m tools.credits --all en   # every sentence that names a source, quoted or not

A sentence *credits* a source when it names one: "the Croatian source", "izvor", "vir",
"forrás", "pramen" (any form of the word) or a source's id (``hr-snaps`` ...). It *carries the
words* when it holds a ``{quote}`key``` role (see
tools/quotes_ext.py). A sentence that names a source only to say that the source is silent
("the Hungarian source does not say ...") carries nothing to quote: it is recognised by a
negation of its language (:data:`SILENCE`). tests/test_quotes.py runs :func:`uncredited` over
every page of every edition.

Prose is what a reader reads: the Markdown outside code cells and code blocks, without the
front matter, comments, labels and headings. A sentence that names the "Where the sources
differ" boxes is about the boxes (they carry their quotes), so is a sentence that points to the
rules reference with a ``{rule}`` role (the boxes are there), and some uses of the word name no
source at all (:data:`NOT_A_SOURCE`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
LANGS = ("en", "hr", "sl", "hu", "cs")

_IDS = r"\b(?:hr-snaps|sl-snops|hu-snapszer|cs-66)\b"

#: A word that names a source, per language (any grammatical form), or a source's id.
NAMES: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"(?<![-\w])(?<!book's )sources?\b(?!\s+(?:code|file))|" + _IDS,
                     re.I),
    "hr": re.compile(r"\bizvor(?:a|u|om|i|ima|e)?\b|" + _IDS, re.I),
    "sl": re.compile(r"\bvir(?:a|u|om|i|ih|ov|e|ema|oma)?\b|" + _IDS, re.I),
    "hu": re.compile(r"forrás(?!kód)\w*|" + _IDS, re.I),
    "cs": re.compile(r"\bpramen\w*|\bzdroj(?!ov)\w*|" + _IDS, re.I),
}

#: Uses of the word that name no written source ("the only source of points", the book's
#: source code).
NOT_A_SOURCE: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\bsource of points\b", re.I),
    "hr": re.compile(r"\bizvor bodova\b", re.I),
    "sl": re.compile(r"\bvir pik\b", re.I),
    "hu": re.compile(r"\bkönyv forrás\w*", re.I),
    "cs": re.compile(r"\bzdroj\w* bodů\b", re.I),
}

#: Words that make a sentence about a source a statement of what the source does NOT say, or
#: only of where the sources disagree (what each one says is then quoted where it is told).
SILENCE: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(?:not|no|none|nothing|neither|nor|silent|without|never|only|"
                     r"disagree|differ)\b|n't\b", re.I),
    "hr": re.compile(r"\b(?:ne|ni|nema|nemaju|nijedan|nijedna|nijedno|nikakv\w*|ništa|šuti|"
                     r"šute|bez|samo|niti|razlikuju)\b", re.I),
    "sl": re.compile(r"\b(?:ne|ni|nima|nimajo|noben\w*|nič|molči|molčijo|brez|samo|le|niti|"
                     r"razhajajo)\b", re.I),
    "hu": re.compile(r"\b(?:nem|sem|nincs\w*|egyik\w* sem|hallgat\w*|nélkül|csak|se|"
                     r"eltérnek)\b", re.I),
    "cs": re.compile(r"\b(?:ne\w*|žádn\w*|nic|mlčí|bez|jen|pouze|ani)\b", re.I),
}

#: The box title, which names the sources without crediting them (catalogue ``decision.title``).
BOX_TITLES = {
    "en": "Where the sources differ",
}

ROLE = re.compile(r"\{quote\}`~?([^`]+)`")
#: a pointer to the rules reference, where the boxes carry the sources' words (quotes_ext.py)
POINTER = re.compile(r"\{rule\}`[^`]+`")
_FENCE = re.compile(r"^(`{3,}|~{3,})\s*(\{[\w-]+\})?\s*(\w*)")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"”“»)*_]*\s+(?=[\"“„»(*_]*[A-ZÀ-ÖØ-ÞĀ-Ž0-9])")
_LIST = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")


def box_titles(lang: str) -> list[str]:
    """The titles of the boxes that carry the sources' words: the rules reference's "Where the
    sources differ" boxes, and the closed dropdown after a beginner chapter's drill ("Other
    traditions and the sources", catalogue ``course.others``)."""
    try:
        import schnapsen.teach  # noqa: F401
        from schnapsen.i18n import translate
        return [translate("decision.title", lang), translate("course.others", lang)]
    except Exception:  # pragma: no cover - the catalogues are not compiled
        return [BOX_TITLES.get(lang, "Where the sources differ")]


def prose_blocks(text: str) -> Iterator[tuple[int, str]]:
    """(first line number, text) of each paragraph or list item of a MyST page's prose."""
    lines = text.splitlines()
    i = 0
    if lines and lines[0].strip() == "---":  # front matter
        i = 1
        while i < len(lines) and lines[i].strip() != "---":
            i += 1
        i += 1
    block: list[str] = []
    start = i
    fence: str | None = None
    skip_fence = False
    in_comment = False

    def flush() -> Iterator[tuple[int, str]]:
        if block:
            yield start + 1, " ".join(s.strip() for s in block)
        block.clear()

    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if in_comment:
            if "-->" in line:
                in_comment = False
            i += 1
            continue
        if fence is not None:
            if stripped.startswith(fence) and stripped.strip("`~") == "":
                yield from flush()
                fence = None
            elif not skip_fence:
                # a directive's body is prose (a note, a dropdown): skip its options
                if stripped.startswith(":") and re.match(r"^:[\w-]+:", stripped):
                    pass
                elif not stripped:
                    yield from flush()
                    start = i + 1
                else:
                    if not block:
                        start = i
                    if _LIST.match(line) and block:
                        yield from flush()
                        start = i
                    block.append(_LIST.sub("", line))
            i += 1
            continue
        m = _FENCE.match(stripped)
        if m:
            yield from flush()
            fence = m.group(1)
            directive = (m.group(2) or "").strip("{}")
            # code cells and code blocks are not prose; other directives (note, dropdown) are
            skip_fence = directive in ("code-cell", "code", "code-block", "math", "raw") or (
                not directive)
            i += 1
            continue
        if stripped.startswith("<!--"):
            yield from flush()
            in_comment = "-->" not in stripped
            i += 1
            continue
        if (not stripped or stripped.startswith("%") or stripped.startswith("#")
                or re.match(r"^\([\w-]+\)=$", stripped) or stripped.startswith("+++")):
            yield from flush()
            start = i + 1
            i += 1
            continue
        if _LIST.match(line) and block:
            yield from flush()
        if not block:
            start = i
        block.append(_LIST.sub("", line) if _LIST.match(line) else line)
        i += 1
    yield from flush()


def sentences(block: str) -> list[str]:
    """The sentences of a paragraph (a rough split, good enough to keep a credit and its quote
    together)."""
    return [s for s in _SENTENCE_END.split(block) if s.strip()]


@dataclass(frozen=True)
class Credit:
    page: str
    line: int
    sentence: str
    quoted: bool
    silent: bool

    @property
    def ok(self) -> bool:
        return self.quoted or self.silent


def credits(lang: str, pages: list[Path] | None = None) -> list[Credit]:
    """Every sentence of ``lang``'s pages that names a source."""
    names = NAMES[lang]
    silence = SILENCE[lang]
    titles = box_titles(lang)
    out = []
    for page in pages if pages is not None else sorted((BOOK / lang).glob("*.md")):
        text = page.read_text(encoding="utf-8")
        for line, block in prose_blocks(text):
            parts = sentences(block)
            for sentence in parts:
                if any(title in sentence for title in titles) or POINTER.search(sentence):
                    continue  # about the boxes, which carry their quotes
                bare = NOT_A_SOURCE[lang].sub("", ROLE.sub("", sentence))
                if not names.search(bare):
                    continue
                quoted = bool(ROLE.search(sentence))
                silent = bool(silence.search(bare))
                out.append(Credit(str(page.relative_to(ROOT)), line, sentence.strip(),
                                  quoted, silent))
    return out


def uncredited(lang: str, pages: list[Path] | None = None) -> list[Credit]:
    """The sentences of ``lang``'s pages that credit a source without its words."""
    return [c for c in credits(lang, pages) if not c.ok]


def main(argv: list[str]) -> int:
    show_all = "--all" in argv
    langs = [a for a in argv if a in LANGS] or list(LANGS)
    total = 0
    for lang in langs:
        found = credits(lang) if show_all else uncredited(lang)
        for c in found:
            mark = "Q" if c.quoted else ("-" if c.silent else "!")
            print(f"{mark} {c.page}:{c.line}: {c.sentence}")
        total += len(found)
        print(f"{lang}: {len(found)} {'credits' if show_all else 'credits without a quote'}")
    return 1 if total and not show_all else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
