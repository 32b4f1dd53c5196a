"""Round-14 readers (issue 25): generated lines the catalogues alone could not mend, each test
naming the line a native reader of the built site found wrong."""

from __future__ import annotations

import html
import re

import pytest

import schnapsen as s
from schnapsen.render import names_for, table_svg

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _said(svg: str) -> str:
    """The text alternative of a picture (its title)."""
    found = re.search(r"<title[^>]*>(.*?)</title>", svg, re.S)
    assert found is not None
    return html.unescape(found.group(1))


@pytest.mark.parametrize("lang", LANGS)
def test_the_empty_trick_slot_is_read_after_its_heading(lang: str) -> None:
    """sl "Štih še nobena karta ni izigrana" → "Štih: še nobena karta ni izigrana.": the
    picture's words name the empty trick as one item, its heading and a colon before it."""
    names = names_for(lang)
    said = _said(table_svg(s.Deal.new("at", seed=3), seat=0, names=names))
    assert f"{names.current_trick}: {names.empty_trick}." in said, said
    if lang == "sl":
        assert "Štih: še nobena karta ni izigrana." in said
