"""Message catalogues with Babel: extract, update, compile and check.

    python -m tools.i18n extract   # schnapsen/i18n/locale/schnapsen.pot from the English dicts
    python -m tools.i18n update    # merge the template into every <lang>/LC_MESSAGES/*.po
    python -m tools.i18n compile   # .po -> .mo (run by the Makefile before tests and builds)
    python -m tools.i18n check     # every key translated everywhere, placeholders matching

msgid is the message key; the English text travels as an extracted comment ("#.") so that
a translator sees it. Placeholders are Python's ``{name}`` fields. The English dicts are the
engine's (``schnapsen/i18n/``) and the teaching layer's (``schnapsen/teach/``): the catalogue
is read from ``schnapsen.teach``, which registers its texts when imported.
"""

from __future__ import annotations

import string
import sys
from collections.abc import Mapping
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from schnapsen.i18n import LANGUAGES, LOCALE_DIR
from schnapsen.teach import MESSAGES  # the whole English catalogue: engine and teaching layer

ROOT = Path(__file__).resolve().parent.parent

POT = LOCALE_DIR / "schnapsen.pot"


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def template_catalog() -> Catalog:
    cat = Catalog(project="schnapsen-book", version="0.1", charset="utf-8")
    for key, text in sorted(MESSAGES.items()):
        cat.add(key, "", auto_comments=[line for line in text.splitlines() or [""]],
                flags=("python-brace-format",) if fields(text) else ())
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
        cat.update(tmpl, no_fuzzy_matching=True)
        with path.open("wb") as f:
            write_po(f, cat, width=100, sort_output=True, ignore_obsolete=True)
        done = sum(1 for m in cat if m.id and m.string)
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
    out = []
    for key, text in (MESSAGES if messages is None else messages).items():
        msg = cat.get(key)
        if msg is None or not msg.string:
            out.append(f"{lang}: {key}: not translated")
            continue
        if msg.fuzzy:
            out.append(f"{lang}: {key}: fuzzy")
        if fields(str(msg.string)) != fields(text):
            out.append(f"{lang}: {key}: placeholders {sorted(fields(str(msg.string)))} != "
                       f"{sorted(fields(text))}")
    return out


def check() -> int:
    bad = [p for lang in LANGUAGES[1:] for p in problems(lang)]
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
