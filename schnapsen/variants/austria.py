"""Austrian Schnapsen: the tournament baseline of the two-player game."""

from __future__ import annotations

from .base import MatchRules, Variant

AT = Variant(
    id="at",
    name="Austrian Schnapsen",
    aliases=("schnapsen", "austrian schnapsen", "zweierschnapsen", "austria"),
    region="Austria",
    match=MatchRules(kind="countdown", target=7, targets=(7,)),
)

VARIANTS = (AT,)
