"""Reader-visible strings printed by the guided-hands page."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.guided.hand": "Hand {id}: {variant}, level {level}. You play {seat}. Key decisions: "
    "{steps}.",
    "page.guided.step": "Key decision {number}: {think}",
    "page.guided.values": "The search: best {best} ({value}); next best {next} ({next_value}).",
}
