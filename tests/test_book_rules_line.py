"""The practice widgets name the rules they play (round 29: the Hungarian and Czech chapters'
tables open on their sources' rules, the guided hands, the puzzles and the close trainer play
the book's, and nothing inside them said so): a small line, one clause for each of the
variant's source rules (``Variant.source_rules``) with the book's value, for hu-2 and cs-2
only; the Austrian game shows none. Driven with ``.value`` as a reader would."""

from __future__ import annotations

import html
import re

import pytest

from schnapsen.i18n import LANGUAGES
from schnapsen.practice import guided_hands, puzzles
from schnapsen.variants import find_variant
from schnapsen.widgets import CloseTrainer, GuidedHandWidget, PuzzleWidget
from schnapsen.widgets._common import book_rules_badge, book_rules_clauses, book_rules_line

TAG = re.compile(r"<[^>]+>")
#: the clauses each game's line must say (English), and those it must not
CLAUSES = {"claim": "“enough”", "exchange": "face-down cards lie on it",
           "strict": "head the trick and trump"}
EXPECTED = {"hu-2": {"claim", "exchange", "strict"}, "cs-2": {"claim", "exchange"}}


def plain(value: str) -> str:
    return html.unescape(TAG.sub("", value))


#: each game's badge in a practice widget, and the section its link opens (round 31, hu and cs:
#: a one-line badge naming the rules, no longer the whole paragraph again in every widget)
BADGE = {"hu-2": ("Hungarian Snapszer — the book's rules", "snapszer.html#snapszer-book-rules"),
         "cs-2": ("Czech 66 — the book's rules",
                  "sestasedesat.html#sestasedesat-book-rules")}


def check_badge(box: str, variant: str, what: str) -> None:
    """``box`` (a widget's rules box) is ``variant``'s badge: its name and "the book's rules",
    a link to the chapter's section on them, the whole line as its tooltip; or nothing."""
    if variant not in BADGE:
        assert box == "", (variant, box)
        return
    words, href = BADGE[variant]
    assert plain(box) == words, box
    assert f'href="{href}"' in box, box
    title = re.search(r'title="([^"]*)"', box)
    assert title is not None
    check(html.unescape(title.group(1)), variant, what)


def check(line: str, variant: str, what: str) -> None:
    """``line`` (a widget's rules box) is the line of ``variant``: its clauses, or none."""
    words = plain(line)
    want = EXPECTED.get(variant, set())
    if not want:
        assert words == "", (variant, words)
        return
    assert words.startswith(f"These {what} follow the book's rules:"), words
    for name, clause in CLAUSES.items():
        assert (clause in words) == (name in want), (variant, name, words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_clause_for_each_source_rule(lang: str) -> None:
    for v, n in (("hu-2", 3), ("cs-2", 2), ("at", 0), ("hu-3", 0), ("sl-3", 0)):
        clauses = book_rules_clauses(v, lang)
        assert len(clauses) == n, (v, lang, clauses)
        line = book_rules_line(v, "hands", lang)
        assert all(c in line for c in clauses) and (line == "") == (n == 0), (v, lang, line)
        if line:  # one sentence
            assert line.endswith(".") and line.count(". ") == 0, line


def test_played_as_the_source_has_it_says_nothing() -> None:
    hu = find_variant("hu-2")
    assert book_rules_line(hu.with_options(**hu.source_options()), "hands") == ""


def test_guided_hand_names_the_rules_of_a_hu_or_cs_hand() -> None:
    hands = [h for t in ("at", "hu", "cs") for h in guided_hands(t) if h.variant in
             ("at", "hu-2", "cs-2")]
    w = GuidedHandWidget(hands, lang="en")
    seen = set()
    for i, h in enumerate(hands):
        w.hand_select.value = i
        check_badge(w.rules_box.value, h.variant, "hands")
        seen.add(h.variant)
    assert seen == {"at", "hu-2", "cs-2"}
    # under the menu, above the hand's introduction
    kids = list(w.ui.children)
    assert kids.index(w.rules_box) == kids.index(w.intro) - 1


def test_puzzles_name_the_rules_of_their_game() -> None:
    w = PuzzleWidget(puzzles(), tradition="hu")
    seen = set()
    for tradition in ("hu", "cs", "at"):
        w.tradition_select.value = tradition
        for i in range(len(w.shown_puzzles)):
            w.go(i)
            assert w.puzzle is not None
            check_badge(w.rules_box.value, w.puzzle.variant, "positions")
            seen.add(w.puzzle.variant)
    assert {"hu-2", "cs-2", "at"} <= seen


def test_close_trainer_names_the_rules_of_hu_and_cs() -> None:
    t = CloseTrainer(variant="hu-2", seed=0, lang="en", variants=("hu-2", "cs-2", "at"))
    check_badge(t.rules_box.value, "hu-2", "positions")
    t.variant_select.value = "cs-2"
    check_badge(t.rules_box.value, "cs-2", "positions")
    t.variant_select.value = "at"
    check_badge(t.rules_box.value, "at", "positions")


@pytest.mark.parametrize("variant", ["hu-2", "cs-2", "at"])
def test_quiz_names_the_rules_of_hu_and_cs(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display
    import jupyterquiz  # type: ignore[import-untyped]

    from schnapsen.teach.book import quiz

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.extend(a))
    monkeypatch.setattr(jupyterquiz, "display_quiz", lambda *a, **k: shown.append("quiz"))
    quiz(variant, ["trick"], seed=1, lang="en")
    assert shown[-1] == "quiz"
    lines = [str(x) for x in shown[:-1]]
    check(lines[0] if lines else "", variant, "questions")


def test_no_line_above_questions_of_no_play_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """The marker cards' questions ask about no rule of play: no line of the book's rules
    above them (round 31, hu: snapszer.html printed it again before those three)."""
    import IPython.display
    import jupyterquiz

    from schnapsen.teach.book import quiz

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.extend(a))
    monkeypatch.setattr(jupyterquiz, "display_quiz", lambda *a, **k: shown.append("quiz"))
    quiz("hu-2", ["markers_pool", "markers_split", "markers_empty"], seed=1, lang="en")
    assert shown == ["quiz"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", ["snapszer", "sestasedesat"])
def test_the_badge_opens_a_section_of_every_edition(lang: str, page: str) -> None:
    """The badge's link opens the chapter's section on the book's rules, labelled in every
    edition, and names the game in the edition's words."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "book" / lang / f"{page}.md").read_text(
        encoding="utf-8")
    assert re.search(rf"^\({page}-book-rules\)=\n## ", text, re.M), (lang, page)
    variant = {"snapszer": "hu-2", "sestasedesat": "cs-2"}[page]
    box = book_rules_badge(variant, "hands", lang)
    assert f'href="{page}.html#{page}-book-rules"' in box
    from schnapsen.i18n.names import variant_name

    words = plain(box)
    assert words.startswith(variant_name(variant, lang, title=True)) and len(words) < 60, box
