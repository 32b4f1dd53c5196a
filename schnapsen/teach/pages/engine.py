"""Reader-visible sentences printed by the page "Using the engine"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.engine.opponent_hand": "opponent's cards in hand: {cards} (how many, not which)",
    "page.engine.lowbot_won": "LowBot won {wins} of {deals} deals against HeuristicBot",
    "page.engine.decisions_total": "{n} decisions in all",
}
