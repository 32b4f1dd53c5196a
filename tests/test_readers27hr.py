"""Round 27, Croatian blind reader: the live lines and pages in the edition's one form of
address (Vi) and in the source's order of things. Each test renders the real catalogue line
or reads the real page."""

from __future__ import annotations

from pathlib import Path

import pytest

from schnapsen.cards import Suit
from schnapsen.explain import format_message
from schnapsen.i18n import translate

BOOK = Path(__file__).resolve().parent.parent / "book" / "hr"


def test_the_claim_checkbox_speaks_with_vi() -> None:
    """ "Upozori me" (ti) stood among "Zatvorite talon", "Ipak recite „dosta“": the label and
    the pages that name it say "Upozorite me"."""
    label = translate("ui.claim.ask", "hr")
    assert label == "Upozorenje ako kažete „dosta“ bez 66 bodova", label  # reader 32: no "me"
    for page in ("snaps-multi.md", "sestasedesat.md"):
        text = (BOOK / page).read_text(encoding="utf-8")
        assert "Upozori me" not in text, page
        assert "Upozorenje ako kažete" in text, page


def test_the_dealer_turns_the_card_for_trump() -> None:
    """The source: "delioc mu može okrenuti"; the button told the caller to turn it."""
    assert "djelitelj" in translate("ui.action.turn", "hr")
    why = translate("search.why.turn", "hr", count=3)
    assert why.startswith("djelitelj "), why
    assert why.endswith("uz vaše 3 karte"), why
    assert translate("search.why.turn", "hr", count=1).endswith("uz vašu 1 kartu")


@pytest.mark.parametrize(("style", "suit", "want"), [
    ("german", Suit.HEARTS, "nemate nijednu kartu srca"),
    ("german", Suit.LEAVES, "nemate nijednu zelenu kartu"),
    ("french", Suit.LEAVES, "nemate nijednu pik kartu"),
])
def test_no_card_of_the_suit_said_plainly(style: str, suit: Suit, want: str) -> None:
    """ "Srce za adut: nijedna od vaše 3 karte nije u srcu" -> "nemate nijednu kartu srca"."""
    for count in (1, 3, 6):
        assert format_message("search.why.trump.none", {"suit": suit, "count": count},
                              "hr", style) == want


def test_the_claim_with_a_marriage_counts_points_with_their_unit() -> None:
    """ "u štihovima imate 52, a zvanje koje pokazujete" -> "52 boda ... koje pokažete"."""
    line = translate("search.why.claim.marriage", "hr", have=52, marriage=20, points=72)
    assert line.startswith("u štihovima imate 52 boda, a zvanje koje pokažete uz „dosta“"), line


def test_the_strategy_page_exchanges_in_the_right_direction() -> None:
    """ "zamijeniti, desetku za dečka" gave the Ten away: the first player gives the Unter."""
    text = (BOOK / "strategy.md").read_text(encoding="utf-8")
    assert "desetku za dečka" not in text
    assert "dati dečka za okrenutu desetku" in text
