"""Croatian Šnaps for two, three and four players (the hr-snaps source)."""

from __future__ import annotations

from .base import NO_TALON, MatchRules, Variant

_MATCH = MatchRules(kind="countdown", target=7, targets=(7, 9), result="goes")  # "ide za dva"

HR_2 = Variant(
    id="hr-2",
    name="Croatian Šnaps",
    aliases=("šnaps", "snaps", "croatian šnaps", "croatian snaps", "šnaps u dvoje"),
    region="Croatia",
    direction="counterclockwise",
    match=_MATCH,
)

HR_3 = Variant(
    id="hr-3",
    name="Croatian Šnaps for three",
    aliases=("šnaps u troje", "snaps u troje", "croatian šnaps for three"),
    region="Croatia",
    players=3,
    deal=("hands:3", "talon:2", "bid:trump", "hands:3", "bid:swap"),
    direction="counterclockwise",
    **NO_TALON,
    teams="declarer",
    turn_allowed=True,
    talon_exchange=(0, 1, 2),
    match=_MATCH,
)

HR_4 = Variant(
    id="hr-4",
    name="Croatian Šnaps for four",
    aliases=("šnaps u četvero", "snaps u cetvero", "croatian šnaps for four"),
    region="Croatia",
    players=4,
    deal=("hands:3", "bid:call", "hands:2"),
    direction="counterclockwise",
    **NO_TALON,
    teams="called",
    trump_from_call=True,
    match=_MATCH,
)

VARIANTS = (HR_2, HR_3, HR_4)
