"""Czech Šnaps / 66 (the cs-66 source): five cards each, dealt three, the turned trump, then
two (the book's reading of Czech table practice; the source says only five each), Bummerl
with krejčí."""

from __future__ import annotations

from .base import MatchRules, Variant

CS_2 = Variant(
    id="cs-2",
    name="Czech 66",
    aliases=("66", "šestašedesát", "sestasedesat", "czech 66", "czech šnaps", "cs-66"),
    region="Czechia",
    deal=("hands:3", "turn", "hands:2"),
    # the source: 66 ends the deal at once ("auto"), and the trump card may be exchanged
    # while one card lies on it
    source_rules=(("claim", "auto"), ("exchange_min_talon", 1)),
    source_rules_label="ui.rule.source_cs",
    # what the source states: two players, twenty cards, dealing clockwise, the duty to
    # follow, head and trump once the talon is closed or gone, the last trick winning and the
    # game points by the loser's points; no contracts. Not stated: the packets of the deal,
    # a limit on the exchange or on closing, marriages on the first lead or after closing,
    # the claim, the failed close by tricks (the source counts by points) and the krejčí's
    # worth
    source_rows=("players", "deck", "direction", "teams", "strict", "last_trick", "contracts",
                 "kontra"),
    match=MatchRules(kind="countdown", target=7, targets=(7,), schneider=True),
)

VARIANTS = (CS_2,)
