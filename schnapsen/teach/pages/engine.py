"""Reader-visible sentences printed by the page "Using the engine"."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.engine.opponent_hand": "opponent's cards in hand: {cards} (how many, not which)",
    "page.engine.lowbot_won": Plural(
        "LowBot won {wins} of {deals.deals} against HeuristicBot",
        "LowBot won {wins} of {deals.deals} against HeuristicBot",
        "wins",
    ),
    "page.engine.decisions_total": Plural(
        "{n} decision in all",
        "{n} decisions in all",
        "n",
    ),
    "page.engine.trump_card": "trump card:",
    "page.engine.trump_suit": "trump suit:",
    "page.engine.seat": "seat {seat}:",
    "page.engine.to_move": "to move:",
    "page.engine.to_draw": "cards to draw:",
    "page.engine.trump": "trump:",
    "page.engine.declarer_may": "declarer may:",
    "page.engine.then": "then:",
    "page.engine.tricks": "tricks:",
    "page.engine.points": "points:",
    "page.engine.waiting": "waiting marriage points:",
    "page.engine.after_push": "after push:",
    "page.engine.undone": "undone:",
    "page.engine.moves_now": "moves now:",
    "page.engine.hand": "hand:",
    "page.engine.key": "key:",
    "page.engine.message": "message:",
    "page.engine.talon": "talon:",
    "page.engine.legal": "legal:",
    "page.engine.deals": "deals:",
    "page.engine.scores": "scores (points still needed):",
    "page.engine.winner": "winner:",
    "page.engine.result": Plural(
        "seat {seat} wins {game_points} game point ({reason})",
        "seat {seat} wins {game_points} game points ({reason})",
        "game_points",
    ),
}
