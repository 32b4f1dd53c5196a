"""Slovenian Šnops for two to five players, with the contracts (the sl-snops source)."""

from __future__ import annotations

from .base import NO_TALON, Contract, MatchRules, Variant

#: Šnops, Durhmarš, Berač, Paver in rising order (values from the source).
CONTRACTS = (
    Contract("snops", 6, trumps=True, target=66, within_tricks=3, opponents_no_trick=True),
    Contract("durhmars", 7, trumps=False, win_all=True),
    Contract("berac", 9, trumps=False, lose_all=True),
    Contract("paver", 12, trumps=True, win_all=True),
)

_MATCH = MatchRules(kind="race", target=7, targets=(7, 10, 21))

SL_2 = Variant(
    id="sl-2",
    name="Slovenian Šnops",
    aliases=("šnops", "snops", "slovenian šnops", "šnops v dvoje"),
    region="Slovenia",
    direction="counterclockwise",
    closer_must_win=True,
    trump_called=True,
    # what the source's game for two states (checked against it row by row, round 33): two to
    # five players, twenty cards, three, the turned card, two; stopping on lead with enough
    # points; the last trick winning, and 3, 2 or 1 by the loser's tricks and points. Not
    # stated for two: the direction, the exchange, a limit on closing (the closer's duty is
    # the source's), marriages on the first lead or after closing, the duties once the talon
    # is closed or gone, what a failed close costs and the match's total
    source_rows=("players", "deck", "deal", "teams", "claim", "last_trick", "contracts",
                 "kontra"),
    match=_MATCH,
)

_MULTI = dict(
    region="Slovenia",
    direction="counterclockwise",
    **NO_TALON,
    contracts=CONTRACTS,
    trump_called=True,
    # the source: the caller decides which game is played, whatever game an opponent plays
    # (sl-caller-precedence); the book's reading follows the source's other sentence
    # (sl-stronger): the stronger contract plays and the caller wins only a tie (the decision
    # caller_precedence). The game for two has no caller (no rufanje with two players)
    source_rules=(("caller_precedence", "always"),),
    source_rules_label="ui.rule.caller_always",
    match=_MATCH,
)

SL_3 = Variant(
    id="sl-3",
    name="Slovenian Šnops for three",
    aliases=("šnops v troje", "snops v troje"),
    players=3,
    deal=("hands:3", "talon:2", "bid:trump", "hands:3", "bid:contract", "bid:swap"),
    teams="declarer",
    talon_exchange=(0, 2),
    **_MULTI,
)

SL_4 = Variant(
    id="sl-4",
    name="Slovenian Šnops for four",
    aliases=("šnops v štiri", "snops v stiri", "šnops za štiri"),
    players=4,
    deal=("hands:3", "bid:call", "hands:2", "bid:contract"),
    teams="called",
    **_MULTI,
)

SL_5 = Variant(
    id="sl-5",
    name="Slovenian Šnops for five",
    aliases=("šnops v pet", "snops v pet", "šnops za pet"),
    players=5,
    dealer_sits_out=True,
    deck_size=24,
    deal=("hands:3", "bid:call", "hands:3", "bid:contract"),
    teams="called",
    **_MULTI,
)

VARIANTS = (SL_2, SL_3, SL_4, SL_5)
