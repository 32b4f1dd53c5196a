"""Reader 35's Croatian wording items (p38hr): the catalogue and page lines a native would write."""
from __future__ import annotations

from pathlib import Path

from schnapsen.i18n import translate
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the texts)

BOOK = Path(__file__).resolve().parent.parent / "book" / "hr"


def test_tally_and_menu_words() -> None:
    tally = translate("review.tally.all", "hr", count=9)
    assert tally == "Svaka od vaših devet odluka bila je najbolja."
    # (the four-hand game's menu name stays short: "5. hrvatski šnaps u četvero – razina 2"
    # does not fit a phone's row beside the menu's name; test_play_ux, test_code35g)
    assert translate("guided.ui.game.menu.hr-4", "hr") == "hrvatski u četvero"


def test_close_reason_without_stiff_bracket() -> None:
    text = translate("search.why.close", "hr", points=13, need=53)
    assert "ubrajaju se" not in text and "a tu se broje" in text


def test_pages_read_plainly() -> None:
    practice = (BOOK / "practice.md").read_text(encoding="utf-8")
    assert "- Računalo karte koje ne vidite podijeli" in practice
    assert "dobivaju barem petinu" not in practice
    snaps = (BOOK / "snaps.md").read_text(encoding="utf-8")
    assert "skraćene na" not in snaps and "po kojem se pravilu u knjizi" not in snaps
    assert "računajući okrenutu adutsku kartu" in snaps
    assert "Austrijanci i Nijemci to zovu *Stichzwang*" in (BOOK / "strict-rules.md").read_text(
        encoding="utf-8")
