"""hr native pass 30: a count said as a word before a feminine noun agrees with it ("dvije
karte", "Sve su dvije vaše odluke"), as the Slovenian catalogue's ``nom.f`` entries do; the
book's-rules line of the hu/cs widgets says the talon's minimum so."""

from __future__ import annotations

from schnapsen.i18n import translate
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the texts)


def test_feminine_number_words_hr() -> None:
    assert "barem dvije karte licem prema dolje" in translate(
        "ui.book_rules.exchange_min_talon", "hr", count=2)
    assert "barem jedna karta licem prema dolje" in translate(
        "ui.book_rules.exchange_min_talon", "hr", count=1)
    assert "barem pet karata" in translate("ui.book_rules.exchange_min_talon", "hr", count=5)
    assert translate("review.tally.all", "hr", count=2) == "Sve su dvije vaše odluke bile najbolje."
