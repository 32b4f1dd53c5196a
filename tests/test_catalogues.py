"""The message catalogues: every message translated in every language, placeholders matching.

English is the source (schnapsen.teach.MESSAGES: the engine's messages and those the teaching
layer registers); each other language is a gettext catalogue
``schnapsen/i18n/locale/<lang>/LC_MESSAGES/schnapsen.po`` whose msgid is the key. The checks
are the functions of tools/i18n.py (``problems``, ``compile_all``), which take the locale
folder as a parameter: the tests at the end run them on small catalogues written to a
temporary folder, to show that they catch what they should.
"""

from __future__ import annotations

import dataclasses
import gettext
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileError, read_po, write_po

import tools.i18n as tool
from schnapsen import i18n
from schnapsen.cards import CARDS, Rank, Suit
from schnapsen.explain import card_name as explain_card_name
from schnapsen.i18n import (
    CASES,
    LANGUAGES,
    LOCALE_DIR,
    RANK,
    SEAT_FORMS,
    SEAT_PARAMS,
    SEATS,
    SUIT_NUMBERS,
    Plural,
    Seat,
    translate,
)
from schnapsen.i18n.en_render import RENDER_MESSAGES
from schnapsen.i18n.names import STYLES, card_word, rank_word, suit_word
from schnapsen.render import ENGLISH, Names, names_for
from schnapsen.teach import MESSAGES  # the whole English catalogue: engine and teaching layer

ROOT = Path(__file__).resolve().parent.parent
OTHER_LANGUAGES = LANGUAGES[1:]


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
        f"{lang}: {len(found)} catalogue problems (python -m tools.i18n update adds new keys):"
        f"\n  {shown}{more}"
    )


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_catalogue_has_no_stale_keys(lang: str) -> None:
    stale = sorted(str(key) for m in read(lang) if m.id
                   for key in [m.id[0] if m.pluralizable else m.id] if key not in MESSAGES)
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
        if message.pluralizable:
            checked += 1  # the forms are checked by test_plural_forms_follow_the_rule
            continue
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
        if field.name == "lang":
            continue
        if field.name == "stages":
            expected.update({f"render.stage.{stage}": text for stage, text in value})
        elif isinstance(value, tuple):
            expected.update({f"{key}.{i}": text for i, text in enumerate(value)})
        else:
            expected[key] = value
    assert RENDER_MESSAGES == expected


def test_english_modules_do_not_share_keys() -> None:
    from schnapsen.i18n import en, en_book, en_render, en_review, en_search
    from schnapsen.teach import en as teach_en
    from schnapsen.teach import en_drills, en_practice, en_site
    from schnapsen.teach.pages import collect

    modules = {
        "en": en.MESSAGES,
        "en_book": en_book.BOOK_MESSAGES,
        "en_render": en_render.RENDER_MESSAGES,
        "teach/en": teach_en.TEACH_MESSAGES,
        "teach/en_site": en_site.SITE_MESSAGES,
        "teach/pages": collect(),
        "en_search": en_search.SEARCH_MESSAGES,
        "en_review": en_review.REVIEW_MESSAGES,
        "teach/en_practice": en_practice.PRACTICE_MESSAGES,
        "teach/en_drills": en_drills.DRILL_MESSAGES,
    }
    seen: dict[str, str] = {}
    clashes = []
    for name, messages in modules.items():
        for key in messages:
            if key in seen:
                clashes.append(f"{key} in {seen[key]} and {name}")
            seen[key] = name
    assert not clashes
    assert set(seen) == set(MESSAGES)  # and together they are the whole catalogue


def test_register_refuses_to_reword_a_message() -> None:
    """A layer may add keys, or repeat one with the same text, but never change another's."""
    key = "quiz.right"
    i18n.register({key: MESSAGES[key]})  # the same text again: nothing changes
    with pytest.raises(ValueError, match=key):
        i18n.register({key: "Correct!"})
    assert MESSAGES[key] == "Right."


def test_names_for_reads_the_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalogue(tmp_path, "hr", {
        "card.german.QH": "dama srca",
        "render.hand": "Ruka: {cards}",
        "render.stage.kontra": "kontra?",
        "render.and": " i ",
    })
    tool.compile_all(tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    names = names_for("hr")
    assert names.card_name(CARDS[2]) == "dama srca"
    assert names.card_name(CARDS[3]) == ENGLISH.card_name(CARDS[3])  # not translated: English
    assert names.hand == "Ruka: {cards}"
    assert names.and_ == " i "
    assert names.stage_name("kontra") == "kontra?"
    assert names_for("en") is ENGLISH
    assert dataclasses.replace(names_for("sl"), lang="en") == ENGLISH  # no catalogue at all


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
    "a.two": "{seats} won the {contract}",
}


def test_check_passes_a_complete_catalogue(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {
        "a.plain": "Dijeljenje je gotovo",
        "a.one": "Na potezu je {seat}",
        "a.two": "{seats} osvaja {contract}",
    })
    assert tool.problems("hr", tmp_path, SAMPLE) == []


def test_check_catches_a_missing_translation(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {"a.plain": "Dijeljenje je gotovo", "a.one": "",
                                     "a.two": "{seats} osvaja {contract}"})
    assert tool.problems("hr", tmp_path, SAMPLE) == ["hr: a.one: not translated"]
    write_catalogue(tmp_path, "hr", {"a.plain": "Dijeljenje je gotovo"})  # keys absent
    assert tool.problems("hr", tmp_path, SAMPLE) == [
        "hr: a.one: not translated", "hr: a.two: not translated"]


def test_check_catches_a_placeholder_mismatch(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {
        "a.plain": "Dijeljenje je gotovo {seat}",  # one too many
        "a.one": "Na potezu je {igrac}",  # renamed
        "a.two": "{seats} osvaja igru",  # one missing
    })
    found = tool.problems("hr", tmp_path, SAMPLE)
    assert [line.split(": placeholders")[0] for line in found] == [
        "hr: a.plain", "hr: a.one", "hr: a.two"]
    assert "['igrac'] != ['seat']" in found[1]


def test_check_catches_a_fuzzy_translation(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "hr", {
        "a.plain": "Dijeljenje je gotovo",
        "a.one": "Na potezu je {seat}",
        "a.two": "{seats} osvaja {contract}",
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


# -- plural forms, counts and card names ------------------------------------------------------

PLURAL_SAMPLE = {
    "a.plain": "Deal over",
    "a.count": Plural("{n} card", "{n} cards", "n"),
    "a.two": Plural("{seat} has {points} point and {tricks.tricks}",
                    "{seat} has {points} points and {tricks.tricks}", "points"),
}


def write_plural_catalogue(locale_dir: Path, lang: str,
                           strings: dict[str, str | tuple[str, ...]]) -> Path:
    header = {"hr": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
                    "(n%100<10 || n%100>=20) ? 1 : 2);"}
    catalog = Catalog(locale=lang, project="schnapsen-book", charset="utf-8")
    for key, text in strings.items():
        catalog.add((key, key) if isinstance(text, tuple) else key, text)
    path = tool.po_path(lang, locale_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog)
    text = path.read_text(encoding="utf-8")
    text = text.replace('"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && '
                        'n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"',
                        f'"Plural-Forms: {header[lang]}\\n"')
    path.write_text(text, encoding="utf-8")
    return path


def test_english_source_has_no_count_without_plural_forms() -> None:
    assert tool.source_problems() == []


def test_check_catches_a_count_without_plural_forms() -> None:
    found = tool.source_problems({"a.bad": "Talon: {count} cards", "a.unit": "{have.cards}",
                                  "a.ok": Plural("{n} card", "{n} cards", "n"),
                                  "a.case": "{card.abl}"})
    assert [line.split(": ")[1] for line in found] == ["a.bad", "a.case"]
    assert "count {count} without plural forms" in found[0]


def test_check_wants_plural_forms_in_the_catalogue(tmp_path: Path) -> None:
    write_plural_catalogue(tmp_path, "hr", {
        "a.plain": "Gotovo",
        "a.count": "karata: {n}",  # not plural
        "a.two": ("{seat} ima {points} bod i {tricks.tricks}",
                  "{seat} ima {points} boda i {tricks}",  # a bare second count
                  ""),  # a missing form
    })
    found = tool.problems("hr", tmp_path, PLURAL_SAMPLE)
    assert any("a.count: has no plural forms" in line for line in found)
    assert any("a.two: 2 of 3 plural forms" in line for line in found)
    assert any("a.two: count {tricks} without plural forms" in line for line in found)


def test_plural_forms_follow_the_rule(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_plural_catalogue(tmp_path, "hr", {
        "a.count": ("{n} karta", "{n} karte", "{n} karata"),
        "unit.tricks": ("{n} štih", "{n} štiha", "{n} štihova"),
        "a.two": ("{seat} ima {points} bod i {tricks.tricks}",
                  "{seat} ima {points} boda i {tricks.tricks}",
                  "{seat} ima {points} bodova i {tricks.tricks}"),
    })
    tool.compile_all(tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    for key, text in PLURAL_SAMPLE.items():
        monkeypatch.setitem(i18n.MESSAGES, key, text)
    monkeypatch.setitem(i18n.MESSAGES, "unit.tricks", Plural("{n} trick", "{n} tricks"))
    said = [translate("a.count", "hr", n=n) for n in (1, 3, 10, 21, 73)]
    assert said == ["1 karta", "3 karte", "10 karata", "21 karta", "73 karte"]
    said_two = translate("a.two", "hr", seat="Ana", points=73, tricks=5)
    assert said_two == "Ana ima 73 boda i 5 štihova"
    assert translate("a.count", "en", n=1) == "1 card"
    assert translate("a.count", "en", n=2) == "2 cards"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_headers_have_the_languages_rule(lang: str) -> None:
    """Croatian and Czech 3 forms, Slovenian 4, Hungarian 2; the forms of the real rule."""
    if lang == "en":
        return
    cat = i18n.catalogue(lang)
    assert cat is not None
    forms = {n: cat.ngettext("unit.cards", "unit.cards", n).format(n=n) for n in (1, 2, 3, 5, 21)}
    expected = {
        "hr": {1: "1 karta", 2: "2 karte", 3: "3 karte", 5: "5 karata", 21: "21 karta"},
        "sl": {1: "1 karta", 2: "2 karti", 3: "3 karte", 5: "5 kart", 21: "21 kart"},
        "cs": {1: "1 karta", 2: "2 karty", 3: "3 karty", 5: "5 karet", 21: "21 karet"},
        "hu": {1: "1 lap", 2: "2 lap", 3: "3 lap", 5: "5 lap", 21: "21 lap"},
    }[lang]
    assert forms == expected
    assert read(lang).num_plurals == {"hr": 3, "sl": 4, "cs": 3, "hu": 2}[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_one_name_on_every_path(lang: str) -> None:
    """The pictures (render), the explanations (explain) and the widgets name every card
    alike: one catalogue entry per card and deck style."""
    from schnapsen.render import card_svg
    from schnapsen.widgets._common import card_name as widget_card_name

    names = names_for(lang)
    for style in STYLES:
        seen = set()
        for card in CARDS:
            name = names.card_name(card, style)
            assert name == explain_card_name(card, lang, style) == widget_card_name(
                card, style, lang) == str(card_word(card, lang, style))
            assert f"<title>{name}" in card_svg(card, style=style, names=names), (lang, card)
            seen.add(name)
        assert len(seen) == 24, (lang, style)


def test_cases_are_read_from_message_contexts(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    catalog = Catalog(locale="cs", project="schnapsen-book", charset="utf-8")
    catalog.add("card.german.TH", "červená desítka")
    catalog.add("card.german.TH", "červenou desítku", context="acc")
    catalog.add("a.play", "Zahrajte {card.acc}.")
    path = tool.po_path("cs", tmp_path)
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        write_po(f, catalog)
    tool.compile_all(tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    monkeypatch.setitem(i18n.MESSAGES, "a.play", "Play {card}.")
    card = CARDS[4]
    assert card.code == "TH"
    assert translate("a.play", "cs", card=card_word(card, "cs")) == "Zahrajte červenou desítku."
    assert translate("a.play", "en", card=card_word(card, "en")) == "Play Ten of Hearts."
    assert "acc" in CASES
    # a case the catalogue lacks for some names is a check failure
    found = tool.problems("cs", tmp_path, {"a.play": "Play {card}.", "card.german.TH": "x"})
    assert any("card names without the case 'acc'" in line for line in found)


# -- seat names ---------------------------------------------------------------------------------


SEAT_MESSAGES = sorted(
    key for key, text in MESSAGES.items()
    if any(f.split(".")[0] in SEAT_PARAMS for t in tool.english_texts(text) for f in fields(t)))


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "cs"])
def test_seats_are_numbers_where_the_language_says_the_number(lang: str) -> None:
    """English, Croatian, Slovenian and Czech name a seat by its number in every form, counted
    from 1 as a reader counts (the engine's seat 0 is seat 1): their seat messages read as
    they did when the seat was a bare number, the number glued to the word before it by the
    language's no-break space (``ui.seat.glue``, round 21)."""
    assert SEAT_MESSAGES  # "seat {seat}", "{claimer}" ...
    for seat in range(SEATS):
        word = Seat(seat, lang)
        assert translate(f"seat.{seat}", lang) == str(seat + 1)
        assert [word.form(f) for f in SEAT_FORMS] == [str(seat + 1)] * len(SEAT_FORMS)
        assert word.Nom == word.label == f"{word}" == str(seat + 1)
    for key in SEAT_MESSAGES:
        text = i18n.template(key, lang)
        assert text is not None
        params: dict[str, object] = {
            name: suit_word(Suit.HEARTS, lang) if attrs and attrs[0] in SUIT_NUMBERS
            else rank_word(Rank.JACK, lang) if name == "rank" and attrs[:1] == ["trump"]
            else card_word(CARDS[0], lang) if attrs and (attrs[0].lower() in CASES
                                                         or attrs[0] == RANK) else 2
            for name, *attrs in (f.split(".") for f in fields(text))}
        seats = {name: 1 for name in params if name in SEAT_PARAMS}
        bare = {name: BareNumber(2) for name in seats}  # the engine's seat 1 reads "2"
        said = translate(key, lang, **{**params, **seats})
        glue = i18n.translate("ui.seat.glue", lang)
        plain = translate(key, lang, **{**params, **bare})
        assert said.replace(glue, " ") == plain, (lang, key)
        if any(re.search(r" \{" + name + r"[.:}]", text) for name in bare):
            assert glue + "2" in said, (lang, key, said)
        assert "2" in said and "{" not in said, (lang, key, said)


class BareNumber:
    """A number that translate() leaves as it is: what a seat parameter used to print."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        if "|" in spec:  # a word agreeing with it ({leader:vynášíte|vynáší}): one other seat
            from schnapsen.i18n.base import choose

            return choose(spec, 1)
        return format(self.value, spec)

    def __getattr__(self, form: str) -> str:  # {seat.Nom}: a number has no capital
        if form.lower() in SEAT_FORMS:
            return str(self.value)
        raise AttributeError(form)


def test_hungarian_seats_decline_with_their_article() -> None:
    """The Hungarian table: the article (a / az), the seat as the player who sits there (the
    round-9 reader: "a 2. játékos „elég”-et mond", never "a 2-es hely" acting), the case
    endings, a label without article and a capital to open a sentence; the seats counted from
    1 as a reader counts (the engine's seat 0 is "az 1. játékos")."""
    one, three = Seat(0, "hu"), Seat(2, "hu")
    assert [one.form(f) for f in SEAT_FORMS] == [
        "az\u00a01.\u00a0játékos", "az\u00a01.\u00a0játékost", "az\u00a01.\u00a0játékosé",
        "az\u00a01.\u00a0játékosnak", "az\u00a01.\u00a0játékosnál",
        "az\u00a01.\u00a0játékossal", "1.\u00a0játékos"]
    assert (three.Nom, three.Dat, three.label) == (
        "A\u00a03.\u00a0játékos", "A\u00a03.\u00a0játékosnak", "3.\u00a0játékos")
    assert str(Seat(1, "hu")) == "a\u00a02.\u00a0játékos"
    assert str(Seat(4, "hu")) == "az\u00a05.\u00a0játékos"
    assert [str(Seat(s, "hu")) for s in range(5)] == [
        "az\u00a01.\u00a0játékos", "a\u00a02.\u00a0játékos", "a\u00a03.\u00a0játékos",
        "a\u00a04.\u00a0játékos", "az\u00a05.\u00a0játékos"]
    assert names_for("hu").seat_name(0) == "1.\u00a0játékos"  # the pictures' caption
    assert names_for("en").seat_name(0) == "Seat 1"
    assert str(Seat(9, "hu")) == "9"  # beyond the table: the number


def test_translate_names_seat_parameters_only(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    catalog = Catalog(locale="hu", project="schnapsen-book", charset="utf-8")
    catalog.add("seat.1", "az 1-es hely")
    catalog.add("seat.1", "az 1-es helynek", context="dat")
    catalog.add("a.tok", "{seat.Dat} nincs tökje; {winner} nyer; {count} lap.")
    path = tool.po_path("hu", tmp_path)
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        write_po(f, catalog)
    tool.compile_all(tmp_path)
    use_locale_dir(monkeypatch, tmp_path)
    monkeypatch.setitem(i18n.MESSAGES, "a.tok", "{seat} has no Ober; {winner} wins; {count}.")
    assert translate("a.tok", "hu", seat=1, winner="1", count=1) == (
        "Az 1-es helynek nincs tökje; az 1-es hely nyer; 1 lap.")
    # a label ("Te", "You") or a list of seats stays as given; a count is no seat
    assert translate("a.tok", "hu", seat=1, winner="Te", count=2).split("; ")[1] == "Te nyer"
    assert translate("a.tok", "en", seat=1, winner="0, 2", count=3) == (
        "2 has no Ober; 0, 2 wins; 3.")  # the engine's seat 1 reads "2"


def test_check_knows_the_seat_forms(tmp_path: Path) -> None:
    assert tool.count_problems("{seat.dat} {seat.Dat} {seat.label} {claimer.Label}", None) == []
    assert [p.split(" (")[0] for p in tool.count_problems(
        "{card.label} {seat.DAT} {seat.abl}", None)] == [
        "unknown unit or case {card.label}", "unknown unit or case {seat.DAT}",
        "unknown unit or case {seat.abl}"]
    # a seat form the sentences use must exist for every seat; the nominative is the entry
    catalog = Catalog(locale="hu", project="schnapsen-book", charset="utf-8")
    for s in range(SEATS):
        catalog.add(f"seat.{s}", f"a {s}-s hely")
    catalog.add("seat.0", "a 0-s helynek", context="dat")
    catalog.add("a.one", "{seat.Dat} van; {seat.Nom} az")
    path = tool.po_path("hu", tmp_path)
    path.parent.mkdir(parents=True)
    with path.open("wb") as f:
        write_po(f, catalog)
    messages = {"a.one": "{seat} has; {seat} is", **{f"seat.{s}": str(s) for s in range(SEATS)}}
    assert tool.problems("hu", tmp_path, messages) == [
        "hu: seat names without the case 'dat' (used by a.one): seat.1, seat.2, seat.3, seat.4"]


def test_a_msgstr_left_by_a_merge_is_a_problem() -> None:
    """A msgstr line after a finished entry (both sides of a merge kept) is found by line."""
    from tools.i18n import stray_msgstrs

    good = 'msgid "a"\nmsgstr "x"\n\nmsgid "b"\nmsgid_plural "b"\nmsgstr[0] "y"\nmsgstr[1] "z"\n'
    assert stray_msgstrs(good) == []
    assert stray_msgstrs(good + 'msgstr "left over"\n') == [8]
    assert stray_msgstrs('msgid "a"\nmsgstr ""\n"continued"\n\nmsgstr "stray"\n') == [5]



def test_every_game_has_a_name_and_only_the_games() -> None:
    """The game names the templates decline (``name_keys("game")``, read from the English
    catalogue so that the catalogue needs no rules) are exactly one per variant."""
    from schnapsen.i18n.names import name_keys
    from schnapsen.variants import VARIANTS

    assert sorted(name_keys("game")) == sorted(f"variant.{v}" for v in VARIANTS)


@pytest.mark.parametrize("lang", ["hr", "sl", "hu", "cs"])
def test_a_game_name_in_running_text_is_written_as_the_language_writes_it(lang: str) -> None:
    """The round-12 hu editor read "Játék: Osztrák schnapsen" and "…játékai: Német
    hatvanhatos": a game's name in mid-sentence is written lower-case where the language
    writes it so (hr, sl, hu, cs: the adjective of a people and the word of the game); a
    menu, a heading or a table's head takes it with a capital (``variant_name(title=True)``)."""
    from schnapsen.i18n.names import variant_name
    from schnapsen.variants import VARIANTS

    for vid in VARIANTS:
        name = variant_name(vid, lang)
        assert name[:1].islower(), (lang, vid, name)
        assert variant_name(vid, lang, title=True)[:1].isupper(), (lang, vid)
    said = translate("ui.close.on_lead", lang, variant=variant_name("at", lang))
    assert variant_name("at", lang) in said and not said[:1].islower(), said


def test_a_menu_of_games_names_them_with_a_capital() -> None:
    from schnapsen.widgets.close import CloseTrainer

    w = CloseTrainer(lang="hu")
    labels = [label for label, _id in w.variant_select.options]
    assert labels and all(label[:1].isupper() for label in labels), labels
