"""Reader-visible strings printed by the guided-hands page."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.guided.hand": "Hand {id}: {variant}, level {level}. You play {seat}. Key decisions: "
    "{steps}.",
    "page.guided.step": "({number}) {think}",
    # how many likely deals a grade judges: the code's number (search.hint.SAMPLE_DEALS)
    "page.guided.sample": Plural(
        "Where cards are hidden, the grade's numbers come from the one deal that fits what "
        "you have seen.",
        "Where cards are hidden, the grade's numbers are averages over {worlds} deals that fit "
        "what you have seen.",
        "worlds"),
    "page.guided.values": "Best ({value}): {best}. Next best ({next_value}): {next}.",
}
