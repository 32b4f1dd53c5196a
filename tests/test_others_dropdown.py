"""Reader 25 (a new learner of Austrian Schnapsen): source debates and foreign quotations
stood between a beginner chapter's worked example and its questions. Each such block now
waits, unchanged, in one closed dropdown after the chapter's drill, titled "Other traditions
and the sources" (catalogue ``course.others``) in every edition, and the lesson keeps one
sentence that points to it by that title."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES, translate
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the texts)

BOOK = Path(__file__).resolve().parent.parent / "book"

#: the quotes each chapter's block holds: in the dropdown, no longer in the lesson
MOVED = {
    "tricks": ["cs-same-rank"],
    "marriages": ["hr-marriage-show", "hu-marriage-show"],
    "exchange": ["hr-exchange-example", "hu-exchange", "hr-exchange"],
    "strict-rules": ["hu-follow-after", "hr-three-strict", "hu-three-strict"],
    "claiming": ["hu-reach-66", "cs-reach-66"],
    "dealing": ["cs-deal", "cs-turn"],
    "match": ["cs-buml", "cs-krejci", "cs-krejci-zpet"],
}


def quotes(text: str) -> set[str]:
    return set(re.findall(r"\{quote\}`~?([\w-]+)`", text))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", list(MOVED))
def test_the_sources_wait_after_the_drill(lang: str, page: str) -> None:
    title = translate("course.others", lang)
    assert title and title != "course.others"
    source = (BOOK / lang / f"{page}.md").read_text(encoding="utf-8")
    opening = f":::{{dropdown}} {title}\n"
    assert source.count(opening) == 1, (lang, page)
    lesson, rest = source.split(opening)
    body, after = rest.split("\n:::\n", 1)
    assert not after.strip(), (lang, page)  # the dropdown ends the page
    assert re.search(r"^\s*drill\(", lesson, re.M), (lang, page)  # ... after the drill
    assert ":open:" not in body and "{code-cell}" not in body and "\n## " not in body
    # a result or a table in the dropdown comes from a hidden cell of the page, by its glue key
    for key in re.findall(r"^```\{glue\} (\w+)$", body, re.M):
        assert re.search(rf"^glue\(\"{key}\", .*?display=False\)$", lesson, re.M | re.S), key
    assert set(MOVED[page]) <= quotes(body), (lang, page)
    assert not set(MOVED[page]) & quotes(lesson), (lang, page)
    # one sentence of the lesson points to the dropdown by its title
    prose = re.sub(r"^```\{code-cell\}.*?^```$", "", lesson, flags=re.S | re.M)
    assert " ".join(prose.split()).count(title) == 1, (lang, page)
