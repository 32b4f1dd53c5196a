"""Czech Šnaps / 66 (the cs-66 source): five cards each, Bummerl with krejčí."""

from __future__ import annotations

from .base import MatchRules, Variant

CS_2 = Variant(
    id="cs-2",
    name="Czech 66",
    aliases=("66", "šestašedesát", "sestasedesat", "czech 66", "czech šnaps", "cs-66"),
    region="Czechia",
    deal=("hands:5", "turn"),
    match=MatchRules(kind="countdown", target=7, targets=(7,), schneider=True),
)

VARIANTS = (CS_2,)
