"""Reader-visible strings printed by the page "Welcome and how to use this book"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.index.players_sits_out": "{players} (the dealer sits out)",
    "page.index.games_caption": "The games in this book",
    "page.index.col_game": "Game",
    "page.index.col_players": "Players",
    "page.index.col_cards": "Cards",
    "page.index.first_trump_card": "the {name}",
}
