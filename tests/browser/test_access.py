"""Every page of every edition, audited for readers who use a screen reader, the keyboard or
a phone (the records come from conftest.py's ``audit``, in the same visit as test_site.py).

- axe-core (npm, pinned in tools/js-versions.json) finds no serious or critical violation at
  desktop size, and no box that scrolls without being reachable by keyboard at phone size;
- at 390 px (a phone) the page is no wider than the screen, nothing in the article is cut
  off by a box that does not scroll, no widget label or button is cut short, and the table
  pictures (the play widget's included: the fifth card, the trick) fit the screen;
- every card picture has a text alternative, in the page's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.browser.conftest import PHONE
from tests.browser.test_no_english import ENGLISH, TRANSLATED

if TYPE_CHECKING:
    from tests.browser.conftest import Visit

pytestmark = pytest.mark.browser


def _lines(items: list[str]) -> str:
    return "\n  ".join(items)


def test_axe_finds_nothing_serious(visit: Visit) -> None:
    found = visit.axe + [f"at {PHONE['width']} px: {v}" for v in visit.phone_axe]
    assert not found, f"{visit.url}: axe-core:\n  {_lines(found)}"


def test_no_wider_than_a_phone(visit: Visit) -> None:
    width = visit.phone.get("scrollWidth", 0)
    assert 0 < width <= PHONE["width"], (
        f"{visit.url} is {width} px wide on a {PHONE['width']} px screen"
    )


def test_nothing_cut_on_a_phone(visit: Visit) -> None:
    problems = (
        [f"clipped: {c}" for c in visit.phone.get("clipped", [])]
        + [f"label cut: {c}" for c in visit.phone.get("cut", [])]
        + [f"wider than the screen: {c}" for c in visit.phone.get("pictures", [])]
    )
    assert not problems, f"{visit.url} at {PHONE['width']} px:\n  {_lines(problems)}"


def test_card_pictures_have_text_in_the_page_language(visit: Visit, site_page: str) -> None:
    unnamed = [i for i, label in enumerate(visit.picture_labels) if not label.strip()]
    assert not unnamed, f"{visit.url}: pictures {unnamed} have no text alternative"
    lang = site_page.split("/")[0]
    if lang in TRANSLATED:
        english = sorted({m.group(0) for label in visit.picture_labels
                          for m in ENGLISH.finditer(label)})
        assert not english, f"{visit.url}: English in the pictures' text: {english}"
