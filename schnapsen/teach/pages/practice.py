"""Reader-visible strings printed by the practice page (the close trainer)."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.practice.again": Plural(
        "Searched again over the same {worlds} deal: closing {close}, playing on {play_on}.",
        "Searched again over the same {worlds} deals: closing {close}, playing on {play_on}.",
        "worlds",
    ),
}
