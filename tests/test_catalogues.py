"""The message catalogues: every message translated in every language, placeholders matching.

English is the source (schnapsen.i18n.MESSAGES); each other language is a gettext catalogue
``schnapsen/i18n/locale/<lang>/LC_MESSAGES/schnapsen.po`` whose msgid is the key. The checks
are the functions of tools/i18n.py (``problems``, ``compile_all``), which take the locale
folder as a parameter: the tests at the end run them on small catalogues written to a
temporary folder, to show that they catch what they should.
"""

from __future__ import annotations

import dataclasses
import gettext
import importlib.util
import string
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileError, read_po, write_po

from schnapsen import i18n
from schnapsen.i18n import LANGUAGES, LOCALE_DIR, MESSAGES, translate
from schnapsen.i18n.en_render import RENDER_MESSAGES
from schnapsen.render import ENGLISH, Names, names_for

ROOT = Path(__file__).resolve().parent.parent
OTHER_LANGUAGES = LANGUAGES[1:]


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("i18n_tool", module)
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


def fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def read(lang: str, locale_dir: Path = LOCALE_DIR) -> Catalog:
    with tool.po_path(lang, locale_dir).open("rb") as f:
        return read_po(f, locale=lang)


def use_locale_dir(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make schnapsen.i18n read its compiled catalogues from ``folder`` (fresh cache)."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    monkeypatch.setattr(i18n, "_loaded", {})
    names_for.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_names() -> Iterator[None]:
    """names_for() caches per language: never keep what a temporary catalogue said."""
    names_for.cache_clear()
    yield
    names_for.cache_clear()


# -- the real catalogues ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_message_is_translated(lang: str) -> None:
    found = tool.problems(lang)
    shown = "\n  ".join(found[:40])
    more = f"\n  ... and {len(found) - 40} more" if len(found) > 40 else ""
    assert not found, (
        f"{lang}: {len(found)} catalogue problems (python tools/i18n.py update adds new keys):"
        f"\n  {shown}{more}"
    )


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_catalogue_has_no_stale_keys(lang: str) -> None:
    stale = sorted(m.id for m in read(lang) if m.id and m.id not in MESSAGES)
    assert not stale, f"{lang}: keys no longer in the English catalogue: {stale[:20]}"


def test_every_catalogue_compiles(tmp_path: Path) -> None:
    written = tool.compile_all(LOCALE_DIR, tmp_path)
    assert sorted(p.parent.parent.name for p in written) == sorted(OTHER_LANGUAGES)
    for path in written:
        with path.open("rb") as f:
            gettext.GNUTranslations(f)  # a valid .mo


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_translate_returns_the_translation(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool.compile_all(LOCALE_DIR, tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    catalog = read(lang)
    checked = 0
    for key in MESSAGES:
        message = catalog.get(key)
        if message is None or not message.string or message.fuzzy:
            continue  # reported by test_every_message_is_translated
        expected = str(message.string)
        assert i18n.template(key, lang) == expected, key
        if not fields(expected):
            assert translate(key, lang) == expected.replace("{{", "{").replace("}}", "}"), key
        checked += 1
    assert checked, f"{lang}: no message is translated yet"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_shipped_mo_is_up_to_date(lang: str) -> None:
    po = tool.po_path(lang)
    mo = po.with_suffix(".mo")
    assert mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime, (
        f"{mo.relative_to(ROOT)} is missing or older than its .po: run `make catalogs`"
    )


# -- English sources ----------------------------------------------------------------------------


def test_render_keys_say_what_the_names_defaults_say() -> None:
    """en_render.py is the Names defaults written out: one key per field, same text."""
    expected: dict[str, str] = {}
    for field in dataclasses.fields(Names):
        value = getattr(ENGLISH, field.name)
        key = "render." + field.name.rstrip("_")
        if field.name == "stages":
            expected.update({f"render.stage.{stage}": text for stage, text in value})
        elif isinstance(value, tuple):
            expected.update({f"{key}.{i}": text for i, text in enumerate(value)})
        else:
            expected[key] = value
    assert RENDER_MESSAGES == expected


def test_english_modules_do_not_share_keys() -> None:
    from schnapsen.i18n import en, en_book, en_render, en_search, en_site
    from schnapsen.i18n.pages import collect

    modules = {
        "en": en.MESSAGES,
        "en_book": en_book.BOOK_MESSAGES,
        "en_render": en_render.RENDER_MESSAGES,
        "en_search": en_search.SEARCH_MESSAGES,
        "en_site": en_site.SITE_MESSAGES,
        "pages": collect(),
    }
    seen: dict[str, str] = {}
    clashes = []
    for name, messages in modules.items():
        for key in messages:
            if key in seen:
                clashes.append(f"{key} in {seen[key]} and {name}")
            seen[key] = name
    assert not clashes


def test_names_for_reads_the_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalogue(tmp_path, "hr", {
        "render.german_suits.0": "Srce",
        "render.card": "{rank} {suit}",
        "render.stage.kontra": "kontra?",
        "render.and": " i ",
    })
    tool.compile_all(tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    names = names_for("hr")
    assert names.german_suits[0] == "Srce"
    assert names.german_suits[1] == ENGLISH.german_suits[1]  # not translated: English
    assert names.card == "{rank} {suit}"
    assert names.and_ == " i "
    assert names.stage_name("kontra") == "kontra?"
    assert names_for("en") is ENGLISH
    assert names_for("sl") == ENGLISH  # no catalogue at all


# -- the checks catch what they should ------------------------------------------------------------


def write_catalogue(locale_dir: Path, lang: str, strings: dict[str, str],
                    fuzzy: frozenset[str] = frozenset()) -> Path:
    catalog = Catalog(locale=lang, project="schnapsen-book", charset="utf-8")
    for key, text in strings.items():
        catalog.add(key, text, flags=("fuzzy",) if key in fuzzy else ())
    path = tool.po_path(lang, locale_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog)
    return path


SAMPLE = {
    "a.plain": "Deal over",
    "a.one": "{seat} to move",
    "a.two": "{seats} won {game_points} game points",
}


def test_check_passes_a_complete_catalogue(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {
        "a.plain": "Dijeljenje je gotovo",
        "a.one": "Na potezu je {seat}",
        "a.two": "{seats} osvaja {game_points} bodova",
    })
    assert tool.problems("hr", tmp_path, SAMPLE) == []


def test_check_catches_a_missing_translation(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {"a.plain": "Dijeljenje je gotovo", "a.one": "",
                                     "a.two": "{seats} osvaja {game_points} bodova"})
    assert tool.problems("hr", tmp_path, SAMPLE) == ["hr: a.one: not translated"]
    write_catalogue(tmp_path, "hr", {"a.plain": "Dijeljenje je gotovo"})  # keys absent
    assert tool.problems("hr", tmp_path, SAMPLE) == [
        "hr: a.one: not translated", "hr: a.two: not translated"]


def test_check_catches_a_placeholder_mismatch(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {
        "a.plain": "Dijeljenje je gotovo {seat}",  # one too many
        "a.one": "Na potezu je {igrac}",  # renamed
        "a.two": "{seats} osvaja bodove",  # one missing
    })
    found = tool.problems("hr", tmp_path, SAMPLE)
    assert [line.split(": placeholders")[0] for line in found] == [
        "hr: a.plain", "hr: a.one", "hr: a.two"]
    assert "['igrac'] != ['seat']" in found[1]


def test_check_catches_a_fuzzy_translation(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {
        "a.plain": "Dijeljenje je gotovo",
        "a.one": "Na potezu je {seat}",
        "a.two": "{seats} osvaja {game_points} bodova",
    }, fuzzy=frozenset({"a.one"}))
    assert tool.problems("hr", tmp_path, SAMPLE) == ["hr: a.one: fuzzy"]


def test_check_catches_a_missing_catalogue(tmp_path: Path) -> None:
    assert tool.problems("hu", tmp_path, SAMPLE) == [
        f"hu: no catalogue at {tool.po_path('hu', tmp_path)}"]


def test_compile_rejects_a_broken_po(tmp_path: Path) -> None:
    path = write_catalogue(tmp_path, "cs", {"a.plain": "Konec"})
    path.write_text(path.read_text(encoding="utf-8") + '\nmsgid "b"\nmsgid "c"\nmsgstr "d"\n',
                    encoding="utf-8")  # a msgid without its msgstr
    with pytest.raises(PoFileError, match="missing msgstr"):
        tool.compile_all(tmp_path)


def test_translate_after_compiling(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalogue(tmp_path, "hr", {"a.plain": "Dijeljenje je gotovo",
                                     "a.one": "Na potezu je {seat}"})
    tool.compile_all(tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    monkeypatch.setitem(i18n.MESSAGES, "a.plain", SAMPLE["a.plain"])
    monkeypatch.setitem(i18n.MESSAGES, "a.one", SAMPLE["a.one"])
    assert translate("a.plain", "hr") == "Dijeljenje je gotovo"
    assert translate("a.one", "hr", seat="Ana") == "Na potezu je Ana"
    assert translate("a.plain", "en") == "Deal over"
