"""Every credit to a source carries the source's words, and the words are the source's.

- each quote of :data:`schnapsen.variants.quotes.QUOTES` is found in its source's text
  (tests/data/seeds/, whitespace normalised; ``…`` parts in order), and those copies are the
  project's seed texts when the seed folder is found beside the repository;
- each quote has its translation in every edition's catalogue, and renders with the source's
  name and (in another language) the translation;
- every ``{quote}`key``` role of the pages names a quote, and the role works in a Sphinx build
  (an unknown key fails it);
- every sentence of every edition's prose that credits a source carries a quote, or says what
  the source does not say (tools/credits.py).
"""

from __future__ import annotations

import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES, template
from schnapsen.teach.quotes import (
    SIC,
    VERBATIM_OWN,
    nested,
    quote_html,
    quote_text,
    shown_words,
    sic_marked,
    translation,
    unstopped,
)
from schnapsen.variants.decisions import DECISIONS
from schnapsen.variants.quotes import QUOTES, SOURCES, find_quote, quote_parts
from tools import credits

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "tests" / "data" / "seeds"


def normalise(text: str) -> str:
    """NFC, one space for any run of whitespace (line breaks, tabs, the seeds' no-break
    spaces)."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()


#: every quotation mark an edition or a source may print
QUOTE_MARKS = "\"\u201c\u201d\u201e\u00bb\u00ab\u2018\u2019\u201a\u203a\u2039"


def plain_quotes(text: str) -> str:
    """``text`` with every quotation mark straight: a quote's words and translation are found
    in the page whichever marks the edition prints them with (sl ›rufa‹ inside »…«)."""
    return re.sub(f"[{QUOTE_MARKS}]", '"', text)


def source_text(source: str) -> str:
    return normalise((SEEDS / f"{source}.txt").read_text(encoding="utf-8"))


def shared_seeds() -> Path | None:
    """The project's seed folder, ``shared/seeds`` beside this checkout or a folder above it
    (a worktree lives deeper than the main checkout); None on a clean clone."""
    for folder in ROOT.parents:
        candidate = folder / "shared" / "seeds"
        if candidate.is_dir():
            return candidate
    return None


def test_every_source_has_its_text() -> None:
    assert sorted(p.stem for p in SEEDS.glob("*.txt")) == sorted(SOURCES)


def test_copies_are_the_seeds() -> None:
    shared = shared_seeds()
    if shared is None:
        pytest.skip("the project's seed folder is not beside this checkout (a clean clone)")
    for source in SOURCES:
        assert (SEEDS / f"{source}.txt").read_bytes() == (shared / f"{source}.txt").read_bytes(), (
            f"tests/data/seeds/{source}.txt differs from {shared}/{source}.txt")


@pytest.mark.parametrize("key", [q.key for q in QUOTES])
def test_quote_is_in_its_source(key: str) -> None:
    q = find_quote(key)
    text = source_text(q.source)
    at = 0
    for part in quote_parts(q.words):
        found = text.find(normalise(part), at)
        assert found >= 0, (
            f"quote {key!r}: {part!r} is not in {q.source} "
            + ("after the part before it" if text.find(normalise(part)) >= 0 else ""))
        at = found + len(normalise(part))


@pytest.mark.parametrize("source", list(SOURCES))
def test_a_source_is_shown_by_its_first_words(source: str) -> None:
    """The rules reference shows each source's first words (no author, date or address came
    with the texts): they open the text, after its title where it has one, exactly."""
    from schnapsen.teach.book import sources_section

    opening = normalise(SOURCES[source].opening)
    assert len(opening.split()) >= 5
    assert opening in source_text(source)[:200], (source, opening)
    html = sources_section("en")
    assert opening in html.replace("\n", " ")


def test_the_snaps_source_is_marked_serbian() -> None:
    """The Šnaps source is written in Serbian (ekavian: "deljenje", "pobednik"), not in
    Croatian: its quotes carry lang="sr-Latn", and its name says so in every edition."""
    text = source_text("hr-snaps")
    assert "Deljenje" in text and "pobednik" in text and "nemačkoj" in text
    assert SOURCES["hr-snaps"].text_lang == "sr-Latn"
    assert 'lang="sr-Latn"' in quote_html("hr-popular", "hr")
    names = {"en": "Serbian", "hr": "srpsk", "sl": "srbšč", "hu": "szerb", "cs": "srbsk"}
    for lang, word in names.items():
        assert word in (template("quotes.source.hr-snaps", lang) or ""), lang


def test_quote_keys_are_unique_and_sources_known() -> None:
    keys = [q.key for q in QUOTES]
    assert len(keys) == len(set(keys))
    for q in QUOTES:
        assert q.source in SOURCES, q.key
        assert q.key.startswith(SOURCES[q.source].lang + "-"), (
            f"{q.key}: a quote's key starts with its source's language ({q.source})")
        assert q.words == q.words.strip() and q.english.strip(), q.key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_quote_renders(lang: str) -> None:
    for q in QUOTES:
        own = SOURCES[q.source].lang == lang
        tr = translation(q, lang)
        assert (tr is None) == own, (q.key, lang)
        if tr is not None:
            assert tr.strip() and tr != f"quote.{q.key}", (q.key, lang)
            if lang != "en":
                assert template(f"quote.{q.key}", lang) != q.english, (
                    f"{q.key}: not translated into {lang}")
        text = quote_text(q.key, lang)
        # the words (and the translation) without their closing stop: the book's sentence
        # ends with its own
        assert plain_quotes(unstopped(q.words)) in plain_quotes(text.replace(f" {SIC}", ""))
        assert text.count(SIC) == len(sic_marked(q, lang))
        assert tr is None or plain_quotes(unstopped(tr)) in plain_quotes(text)
        assert not re.search(r"\.[\u201c\u201d\u00ab\u00bb]", text), text
        page = quote_html(q.key, lang)
        assert f'lang="{SOURCES[q.source].text_lang}"' in page
        assert f'href="rules.html#source-{q.source}"' in page


OUTER = {"en": ("\u201c", "\u201d"), "hr": ("\u201e", "\u201c"), "sl": ("\u00bb", "\u00ab"),
         "hu": ("\u201e", "\u201d"), "cs": ("\u201e", "\u201c")}
INNER = {"en": ("\u2018", "\u2019"), "hr": ("\u201a", "\u2018"), "sl": ("\u203a", "\u2039"),
         "hu": ("\u00bb", "\u00ab"), "cs": ("\u201a", "\u2018")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_quotes_show_the_editions_quotation_marks(lang: str) -> None:
    """The Slovenian source types "rufa" in straight quotes, the Croatian “dosta”, the Czech
    „Schnapsen“: inside a quote of an edition those words stand in the edition's marks for a
    quote within a quote (sl ›rufa‹ inside »…«, as the
    Slovenian pravopis sets half quotes inside »…«), and so do the words a translation quotes."""
    nested = 0
    for q in QUOTES:
        for text in (quote_text(q.key, lang),
                     re.sub(r"<[^>]*>", "", quote_html(q.key, lang))):
            assert '"' not in text, (lang, q.key, text)
            inside = text[1:text.index(OUTER[lang][1], 1)]  # the words, the first quote
            others = set(QUOTE_MARKS) - set(INNER[lang])
            assert not others & set(inside), (lang, q.key, inside)
            nested += INNER[lang][0] in inside
    assert nested  # sl-three-call, hr-dosta, cs-name ...


def page_roles() -> list[tuple[str, str]]:
    out = []
    for page in sorted((ROOT / "book").glob("*/*.md")):
        for key in credits.ROLE.findall(page.read_text(encoding="utf-8")):
            out.append((str(page.relative_to(ROOT)), key))
    return out


def test_every_role_names_a_quote() -> None:
    known = {q.key for q in QUOTES}
    unknown = [(page, key) for page, key in page_roles() if key.strip() not in known]
    assert not unknown, f"{{quote}} roles with no such quote: {unknown}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_credits_carry_the_sources_words(lang: str) -> None:
    bad = credits.uncredited(lang)
    assert not bad, (
        "sentences that credit a source without its words: quote them with {quote}`key` "
        "(schnapsen/variants/quotes.py), or say it is the book's reading:\n"
        + "\n".join(f"{c.page}:{c.line}: {c.sentence}" for c in bad))


def test_the_scanner_finds_credits() -> None:
    # the scanner itself: a credit without a quote, a quoted one, a statement of silence
    page = ROOT / "tests" / "data" / "credits-sample.md"
    found = {c.sentence.split(":")[0]: c for c in credits.credits("en", [page])}
    assert not found["The Hungarian source says so"].ok
    assert found["The Hungarian source says it outright"].quoted
    assert found["The Czech source does not say how the match ends."].silent
    assert "The code" not in " ".join(found)


SPHINX_PAGE = """# Test

A player who reaches 66 wins: {quote}`hu-reach-66`.
"""


def sphinx_build(tmp_path: Path, body: str, lang: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "conf.py").write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(ROOT / 'tools')!r})\n"
        "extensions = ['myst_parser', 'quotes_ext']\n"
        f"language = {lang!r}\n", encoding="utf-8")
    (tmp_path / "book" / lang).mkdir(parents=True)
    (tmp_path / "index.md").write_text("# Index\n\n```{toctree}\n" f"book/{lang}/page\n```\n",
                                       encoding="utf-8")
    (tmp_path / "book" / lang / "page.md").write_text(body, encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "-q", "-b", "html", str(tmp_path),
         str(tmp_path / "_out")], capture_output=True, text=True, cwd=ROOT)


def test_sic_marks_words_the_source_misspelt() -> None:
    marked = [q for q in QUOTES if q.sic]
    assert marked
    for q in marked:
        for typo in q.sic:
            assert typo in q.words, (q.key, typo)
        lang = "en" if SOURCES[q.source].lang in VERBATIM_OWN else SOURCES[q.source].lang
        shown = shown_words(q, lang)
        assert all(f"{typo} {SIC}" in shown for typo in q.sic), shown
        # the words themselves are the source's, unchanged
        assert shown.replace(f" {SIC}", "") == nested(unstopped(q.words), lang)


SPHINX_TWO_QUOTES = """# Test

Reaching 66 ends the deal: {quote}`hu-reach-66`. Later on the page: {quote}`hu-reach-66`.
A Czech rule: {quote}`cs-reach-66`.
The Slovenian source says it in its own sentence: {quote}`~sl-stop-on-lead`. Again:
{quote}`sl-stop-on-lead`.
"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_page_names_each_source_at_its_first_quote(tmp_path: Path, lang: str) -> None:
    done = sphinx_build(tmp_path, SPHINX_TWO_QUOTES, lang)
    assert done.returncode == 0, done.stderr
    page = (tmp_path / "_out" / "book" / lang / "page.html").read_text(encoding="utf-8")
    quotes = re.findall(r'data-quote="([\w-]+)">', page)
    assert quotes == ["hu-reach-66", "hu-reach-66", "cs-reach-66", "sl-stop-on-lead",
                      "sl-stop-on-lead"]
    assert page.count("#source-hu-snapszer") == 1   # named once, at the first quote
    assert page.count("#source-cs-66") == 1          # another source: named at its own first
    assert page.count("#source-sl-snops") == 0       # named by the sentence ("~"): not again
    # the second quote keeps its words (and, in another language, its translation)
    q = find_quote("hu-reach-66")
    assert plain_quotes(page).count(plain_quotes(q.words)) == 2
    tr = translation(q, lang)
    if tr is not None:
        assert page.count(tr) == 2


@pytest.mark.parametrize("lang", ["hr", "hu"])
def test_the_role_in_a_sphinx_build(tmp_path: Path, lang: str) -> None:
    done = sphinx_build(tmp_path, SPHINX_PAGE, lang)
    assert done.returncode == 0, done.stderr
    html = (tmp_path / "_out" / "book" / lang / "page.html").read_text(encoding="utf-8")
    q = find_quote("hu-reach-66")
    assert plain_quotes(q.words) in plain_quotes(html)
    assert 'href="rules.html#source-hu-snapszer"' in html
    tr = translation(q, lang)
    assert (tr is None) == (lang == "hu")
    if tr is not None:
        assert tr in html


def test_an_unknown_quote_fails_the_build(tmp_path: Path) -> None:
    done = sphinx_build(tmp_path, "# Test\n\nSee {quote}`hu-no-such-words`.\n", "en")
    assert done.returncode != 0
    assert "hu-no-such-words" in done.stderr


# the Šnaps source (hr-snaps) is named "the Šnaps source" alone (it is written in Serbian), and
# "Croatian" in a list of the traditions' sources
NAMED = {"Croatian": "hr-snaps", "Šnaps": "hr-snaps", "Slovenian": "sl-snops",
         "Hungarian": "hu-snapszer", "Czech": "cs-66"}


@pytest.mark.parametrize("key", [d.key for d in DECISIONS])
def test_a_decision_quotes_every_source_it_names(key: str) -> None:
    # "the Croatian and Slovenian sources; ..." names two sources: a quote of each
    d = next(d for d in DECISIONS if d.key == key)
    named = {NAMED[w] for part in d.source.split(";")
             if re.search(r"\bsources?\b", part) and "no source" not in part
             for w in re.findall(r"\b(Croatian|Šnaps|Slovenian|Hungarian|Czech)\b", part)}
    quoted = {find_quote(q).source for q in d.quotes}
    assert named <= quoted, f"{key}: names {sorted(named)} but quotes {sorted(quoted)}"
    assert quoted <= named, f"{key}: quotes {sorted(quoted - named)} without naming them"


@pytest.mark.built  # after the build (make test-built), never on a half-built site
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_quote_links_resolve_in_the_built_book(lang: str) -> None:
    # every quote's source link points at an entry of its edition's rules reference
    built = ROOT / "_build" / "html"
    folder = built / "book" / "en" if lang == "en" else built / lang / "book" / lang
    if not (folder / "rules.html").exists():
        pytest.skip(f"the {lang} edition is not built (python -m tools.editions build {lang})")
    anchors = set(re.findall(r'\bid="(source-[\w-]+)"',
                             (folder / "rules.html").read_text(encoding="utf-8")))
    assert anchors == {f"source-{s}" for s in SOURCES}
    linked = {t for page in folder.glob("*.html")
              for t in re.findall(r'href="(?:rules\.html)?#(source-[\w-]+)"',
                                  page.read_text(encoding="utf-8"))}
    assert linked and linked <= anchors


#: Catalogue texts that name a source outside the decisions, the quotes and the rules
#: reference, and why each needs no quote of its own.
CATALOGUE_CREDITS = {
    # says what the Czech source does not give
    "ui.match.krejci",
    # says that a game's source has no closing (Variant.closing_in_source): a silence, no
    # words to quote (the close trainer's line under a Hungarian position, round 27)
    "ui.close.book_rule",
    # the label of the Hungarian two-player reading, printed under the paragraph that quotes it
    "page.strict-rules.reading_follow",
    # the play table's "as the source says" box on the Hungarian and Czech chapters, whose
    # "which rule to use" section quotes the source's words beside it (hu-reach-66, cs-reach-66)
    "ui.rule.reach_66",
    # the Slovenian chapter's box for the caller's precedence, whose paragraph above the table
    # quotes the source's sentence (sl-caller-precedence)
    "ui.rule.caller_always",
    # the Hungarian and Czech chapters' tables open on their sources' reading; the "which rule
    # to use" section above each table quotes the words beside it (hu-reach-66, hu-exchange;
    # cs-reach-66, cs-loupit)
    "ui.rule.source_hu",
    "ui.rule.source_cs",
    # the title of the closed dropdown after a beginner chapter's drill, which holds the
    # sources' words (each sentence in it that credits a source carries its quote)
    "course.others",
    # the comparison tables' star on a cell a tradition's source does not state, and the
    # caption's list of those rows: a silence of the source, no words to quote (code33b)
    "table.book_mark.title",
    "table.book_note",
    # a puzzle's heading mark on a position that exists only under the book's claim rule:
    # the Hungarian and Czech chapters quote the sources' words on 66 ending the deal
    # (hu-reach-66, cs-reach-66), as for ui.rule.reach_66 (code35i)
    "ui.puzzle.heading.book_claim",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogue_texts_credit_no_source_unquoted(lang: str) -> None:
    from schnapsen.i18n import MESSAGES

    names = credits.NAMES[lang]
    found = set()
    for key in MESSAGES:
        if key.startswith(("decision.", "quote.", "quotes.", "page.rules.")):
            continue  # shown with their quotes (the boxes, the rules reference)
        text = template(key, lang) or ""
        if names.search(text):
            found.add(key)
    assert found <= CATALOGUE_CREDITS, sorted(found - CATALOGUE_CREDITS)
