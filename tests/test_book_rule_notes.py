"""Each practice page says which rule its Hungarian and Czech games play (round 27: hu reader's
worst problem (c), cs reader's worst problem 2 and item 8), in every edition.

The guided hands, the puzzles, the close trainer and the claiming drill play the book's rule:
66 must be claimed. Above each of them (guided.md's "Your turn", practice.md's opening, before
both its trainers, and claiming.md's drill) the page says so, with the claim's word (elég, dost);
the claiming drill's page adds that by the Hungarian and Czech sources the deal would end by
itself at 66. The claiming drill's question on the last
trick asks "by the book's rule".
"""

from __future__ import annotations

from pathlib import Path

import pytest

import schnapsen.teach  # noqa: F401  (the drills' texts)
from schnapsen.i18n import LANGUAGES, translate

ROOT = Path(__file__).resolve().parent.parent
#: the words saying that the source would end the deal at 66 by itself
ENDS_BY_ITSELF = {"en": "would end by itself at 66", "hr": "završilo samo od sebe",
                  "sl": "končala sama", "hu": "magától véget érne", "cs": "skončila sama"}
BOOKS_RULE = {"en": "by the book's rule", "hr": "po pravilu knjige", "sl": "po pravilu knjige",
              "hu": "a könyv szabálya szerint", "cs": "podle pravidla knihy"}


def _before(lang: str, page: str, call: str) -> str:
    """The prose of ``page`` from the heading above the first code cell that holds ``call``
    to that cell; without a ``call``, the page's opening (its title to its first section)."""
    text = (ROOT / "book" / lang / f"{page}.md").read_text(encoding="utf-8")
    if not call:
        start = text.index("\n# ")
        return text[start:text.index("\n## ", start)]
    end = text.index(call)
    end = text.rindex("```{code-cell}", 0, end)
    start = max(text.rfind("\n## ", 0, end), text.find("\n# "))
    return text[start:end]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("page", "call"), [
    ("guided", 'GuidedHandWidget(guided_hands(first="at" if LANG'),
    ("practice", ""),  # the opening, above both trainers
    ("claiming", 'drill("claiming"')])
def test_the_page_says_the_book_rule_above_the_widget(page: str, call: str, lang: str) -> None:
    said = _before(lang, page, call)
    if page == "claiming":  # the drill's page quotes the sources: by them the deal ends itself
        assert ENDS_BY_ITSELF[lang] in said, f"book/{lang}/{page}.md: {said[-600:]}"
    else:  # the claim the Hungarian and Czech games play here, said by its word
        assert any(word in said for word in ("elég", "dost")), f"book/{lang}/{page}.md"
    # (round 39: the Hungarian and Czech chapters' tables claim 66 too, so guided and practice
    # no longer set them against the book's rule)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_trick_question_asks_by_the_books_rule(lang: str) -> None:
    assert BOOKS_RULE[lang] in translate("drill.last_trick.q", lang)
