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
    # what the source's game for two states (checked against it row by row, round 33): two to
    # four players, twenty cards, three, the turned card, two; closing while more than two
    # cards are left; "dosta" with 66; the match from 7 or 9. Not stated: the direction as
    # the book plays it (the source's "usually" is of the deal), a limit on the exchange,
    # marriages on the first lead or after closing, the duties once the talon is used up,
    # the 1-2-3 scale by points (the source goes down "by both players' points") and what a
    # failed close costs (the source breaks off)
    source_rows=("players", "deck", "deal", "teams", "closing", "claim", "contracts", "kontra",
                 "match"),
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
