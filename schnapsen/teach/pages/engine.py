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
}
