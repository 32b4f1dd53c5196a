"""Each edition's own tradition (schnapsen.teach.tradition): home_first and friends."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.tradition import home_first, home_tradition, home_variant


def test_each_edition_leads_with_its_tradition() -> None:
    assert [home_tradition(x) for x in LANGUAGES] == ["at", "hr", "sl", "hu", "cs"]
    assert home_variant("hu") == "hu-2" and home_variant("en") == "at"
    menu = home_first("hu")
    assert menu[:3] == ("hu-2", "hu-3", "hu-4") and sorted(menu) == sorted(s.VARIANTS)
    assert home_first("cs", ("at", "hr-2", "cs-2")) == ("cs-2", "at", "hr-2")
    with pytest.raises(ValueError):
        home_tradition("de")
