"""Reader-visible strings printed by the page "First strategy"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.strategy.percent": "{value}%",
    "page.strategy.count_extra": "seat {seat}: {move}",
    # the cards of a trick in a table's cell, by their names, in the order played
    "page.strategy.count_cards": "{cards}",
    "page.strategy.count_cards_extras": "{cards} ({extras})",
    "page.strategy.count_col_trick": "trick",
    "page.strategy.count_col_cards": "cards (leader first)",
    "page.strategy.count_col_winner": "won by",
    "page.strategy.count_winner": "seat {seat}",
    "page.strategy.count_col_worth": "worth",
    "page.strategy.count_col_count": "seat {seat} count",
    "page.strategy.count_col_talon": "talon",
    "page.strategy.count_result": Plural(
        "result: seat {seat} wins {game_points} game point (claim)",
        "result: seat {seat} wins {game_points} game points (claim)",
        "game_points",
    ),
    "page.strategy.score_to": "{a} to {b}",
    "page.strategy.n_of": Plural(
        "{n} of {total}",
        "{n} of {total}",
        "n",
    ),
    "page.strategy.mar_start": "trump: {trump}   seat {seat} holds: {hand}",
    "page.strategy.mar_after": (
        "seat {seat} threw {card} on the first trick; on lead later it may play: {moves}"
    ),
}
