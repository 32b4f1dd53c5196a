"""Reader-visible strings printed by the page "The cards"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.cards.cards_caption": (
        "The twenty cards: German/Hungarian style (left) and French style (right)"
    ),
    "page.cards.german_style": "German/Hungarian style",
    "page.cards.french_style": "French style",
    "page.cards.points_caption": "Card points",
    "page.cards.col_german_name": "German name",
    "page.cards.col_french_name": "French name",
    "page.cards.col_points": "Points",
    "page.cards.games_with_nines": (
        "The games in this book that use the 24-card deck: {games}. Every other game uses "
        "the 20 cards without Nines."
    ),
}
