"""Reader-visible strings printed by the page "Welcome and how to use this book"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.index.players_sits_out": "{players} (the dealer sits out)",
    "page.index.games_caption": "The games in this book",
    "page.index.col_game": "Game",
    "page.index.col_short_name": "Short name",
    "page.index.col_players": "Players",
    "page.index.col_cards": "Cards",
    "page.index.trump_card": "Trump card: {card}",
    "page.index.forehand_hand": "Seat 0 (forehand): {cards}",
    "page.index.dealer_hand": "Seat 1 (dealer):   {cards}",
    "page.index.talon_size": Plural(
        "{count} card in the talon",
        "{count} cards in the talon",
        "count",
    ),
    "page.index.first_trump_card": "the {name} ({code})",
}
