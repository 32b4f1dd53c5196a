"""Reader-visible strings printed by the guided-hands page."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.guided.hand": "Hand {id}: {variant}, level {level}. You play {seat}. Key decisions: "
    "{steps}.",
    "page.guided.step": "({number}) {think}",
    "page.guided.values": "Best by the search ({value}): {best}. Next best ({next_value}): {next}.",
}
