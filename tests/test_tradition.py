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


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page,own", [("snapszer-multi", "hu"), ("snaps-multi", "hr"),
                                      ("snops-multi", "sl")])
def test_a_tradition_chapter_table_offers_its_own_games_first(lang: str, page: str,
                                                              own: str) -> None:
    """The table of a three/four-player chapter offers the chapter's games first (the hu
    snapszer-multi table's menu began with the Austrian game, reader round 23): every
    PlayWidget line of the page, as the page makes it."""
    import re
    from pathlib import Path

    pytest.importorskip("ipywidgets")
    from schnapsen.widgets import PlayWidget

    text = (Path(__file__).parent.parent / "book" / lang / f"{page}.md").read_text("utf-8")
    calls = re.findall(r"^PlayWidget\(.*\)$", text, re.M)
    assert calls
    for call in calls:
        w = eval(call, {"PlayWidget": PlayWidget, "LANG": lang})  # noqa: S307 (the page's code)
        ids = [v for _, v in w.controls.variant_select.options]
        mine = [v for v in ids if v.startswith(own + "-")]
        assert ids[:len(mine)] == mine and len(mine) == 3 + (own == "sl"), (lang, page, ids)
