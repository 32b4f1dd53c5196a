"""The rules reference page (book/<lang>/rules.md): generated from the rule data, every rule
that a decision cites exists on it with its anchor ``rule-N``, and the "Where the sources
differ" boxes link there.

The first tests read the generator (no build needed); the last ones (marker ``built``) read
the built HTML of English and one other edition, after the build (``make test`` runs them
then; by hand: ``python -m tools.editions build en hu``, then ``pytest -m built
tests/test_rules_page.py``), and fail when those editions are not built.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES
from schnapsen.teach import book
from schnapsen.variants.decisions import DECISIONS

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r'href="rules\.html#(rule-[\w-]+)"')
ANCHOR = re.compile(r'\bid="(rule-[\w-]+)"')


def cited() -> set[int]:
    return {n for d in DECISIONS for n in book.rule_numbers(d)}


def test_decisions_cite_rules() -> None:
    # the reading "the book's rules reference rule N" of the decisions is what the links use
    assert cited() >= {3, 5, 7, 8, 10}


def test_every_cited_rule_is_numbered() -> None:
    # 1-10 the game for two, 11 three to five players, 12 contracts, 13 the match
    numbered = [r.number for r in book.RULES]
    assert numbered == list(range(1, 14))
    assert cited() <= set(numbered)


def test_every_decision_is_on_the_page_once() -> None:
    placed = [d.key for rule in book.RULES for d in book._rule_decisions(rule)]
    assert sorted(placed) == sorted(d.key for d in DECISIONS)
    page = str(book.rules_reference("en"))
    for d in DECISIONS:
        assert page.count(f'data-decision="{d.key}"') == 1, d.key


def test_every_option_is_explained() -> None:
    # each option of the engine has its row on the page, with its value in every variant
    from schnapsen.variants import VARIANTS

    shown = {o for rule in book.RULES for o in rule.options}
    assert shown == set(next(iter(VARIANTS.values())).options())
    page = str(book.rules_reference("en"))
    for name in shown:
        assert f' title="{name}" data-program-name="{name}"' in page  # its hover title


@pytest.mark.parametrize("lang", LANGUAGES)
def test_program_names_stand_apart_from_the_words(lang: str) -> None:
    """The round-9 reader read "sl-3Slovenski…" in the options table: a variant's id or an
    option's name glued to the next cell's words. Read as text (tags dropped, as a text
    reading of the page joins them), each program name stands apart, in parentheses."""
    page = str(book.rules_reference(lang))
    tables = re.findall(r"<table class=\"sq-compare.*?</table>", page, re.S)
    assert tables
    for table in tables:
        text = re.sub(r"<[^>]+>", "", table)
        for name in set(re.findall(r"<code>([\w-]+)</code>", table)):
            shown = [m.start() for m in re.finditer(re.escape(f"({name})"), text)]
            assert shown, (lang, name)
            for at in shown:  # "(sl-3)" with a space or the table's edge on either side
                end = at + len(name) + 2
                assert at == 0 or text[at - 1].isspace(), (lang, text[max(0, at - 20):end])
                assert end == len(text) or not text[end].isalnum(), (lang, text[at:end + 20])
            if re.search(r"[\d_-]", name):  # a program's name never glued to a word
                assert not re.search(r"\w" + re.escape(name) + "|" + re.escape(name) + r"\w",
                                     text), (lang, name)


#: an option's value as a program writes it, which the reader's tables must not show
RAW_VALUE = re.compile(r"\b(?:True|False|None)\b|\bRank\.|\w+='\w+'|\"(?:clockwise|"
                       r"counterclockwise|auto|manual|full|follow|scored|flat|sixty-six|tie|"
                       r"always)\"|\(\d+(?:, \d+)*\)|\(\)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_option_values_are_said_in_words(lang: str) -> None:
    """The options tables show each value in the reader's words (yes, no, the rank's name,
    the choice's words), never as a program writes it (True, Rank.UNTER, "clockwise")."""
    from schnapsen.variants import VARIANTS

    for rule in book.RULES:
        table = book.options_table(rule, lang)
        cells = re.findall(r"<td[^>]*>(.*?)</td>", table)
        assert all(c and "<code>" not in c and not RAW_VALUE.search(c) for c in cells), (
            rule.key, cells)
        assert not any(c.startswith(("page.", "table.")) for c in cells), (rule.key, cells)
    for v in VARIANTS.values():  # every value of every variant has its words
        for name, value in v.options().items():
            words = book.option_words(name, value, lang)
            assert words and not RAW_VALUE.search(words) and not words.startswith(
                ("page.", "table.")), (v.id, name, value, words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_has_an_anchor_per_rule(lang: str) -> None:
    text = str(book.rules_reference(lang))
    anchors = set(ANCHOR.findall(text))
    assert {f"rule-{r.key}" for r in book.RULES} <= anchors
    assert {f"rule-{n}" for n in cited()} <= anchors
    for rule in book.RULES:  # every text through the catalogue, none left as its key
        assert f"page.rules.text.{rule.key}" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_boxes_link_the_cited_rule(lang: str) -> None:
    # the rules reference's box links every rule it cites; a learner page's box cites no
    # number and links the first (tests/test_learner_sources.py)
    for d in DECISIONS:
        numbers = book.rule_numbers(d)
        if not numbers:
            continue
        links = LINK.findall(str(book.decisions_box(keys=[d.key], lang=lang, options=True)))
        assert links == [f"rule-{n}" for n in numbers], (lang, d.key)
        links = LINK.findall(str(book.decisions_box(keys=[d.key], lang=lang)))
        assert links == [f"rule-{numbers[0]}"], (lang, d.key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_edition_has_the_page(lang: str) -> None:
    page = ROOT / "book" / lang / "rules.md"
    assert page.exists()
    assert "rules_reference(lang=LANG)" in page.read_text(encoding="utf-8")
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    assert "file: book/en/rules" in toc


def built_folder(site: Path, lang: str) -> Path:
    folder = site / "book" / "en" if lang == "en" else site / lang / "book" / lang
    assert (folder / "rules.html").exists(), (
        f"the {lang} edition is not built (python -m tools.editions build {lang})")
    return folder


@pytest.mark.built
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_links_resolve_in_the_built_book(lang: str, built_site: Path) -> None:
    folder = built_folder(built_site, lang)
    anchors = set(ANCHOR.findall((folder / "rules.html").read_text(encoding="utf-8")))
    assert {f"rule-{n}" for n in range(1, 11)} <= anchors
    linked: dict[str, str] = {}
    for page in sorted(folder.glob("*.html")):
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            linked.setdefault(target, page.name)
    assert linked, f"no page of the built {lang} edition links to the rules reference"
    broken = {t: p for t, p in linked.items() if t not in anchors}
    assert not broken, f"links to missing rules: {broken}"


#: the Austrian tradition's name in each edition's prose
AUSTRIAN = {"en": "Austrian", "hr": "austrijsk", "sl": "avstrijsk", "hu": "osztrák",
            "cs": "rakousk"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sources_text_counts_four_sources_for_five_traditions(lang: str) -> None:
    """Four source texts, five traditions (round 10, item 5): the text says which four
    traditions have one and that the Austrian game, which has none, follows its tournament
    rules; never "one for each tradition"."""
    from schnapsen.i18n import translate

    text = translate("page.rules.sources.text", lang)
    assert AUSTRIAN[lang] in text
    assert "one for each tradition" not in text
    for wrong in ("svaka tradicija ima svoj", "po enega za vsako izročilo",
                  "hagyományonként egyre"):
        assert wrong not in text
