"""Hungarian Snapszer for two, three and four players (the hu-snapszer source)."""

from __future__ import annotations

from .base import NO_TALON, Contract, MatchRules, Variant

#: 66 with the opponents taking no trick, worth 6 game points.
SNAPSZER = Contract("snapszer", 6, trumps=True, target=66, opponents_no_trick=True)

HU_2 = Variant(
    id="hu-2",
    name="Hungarian Snapszer",
    aliases=("snapszer", "kettes snapszer", "snapszer kettesben", "hungarian snapszer"),
    region="Hungary",
    direction="counterclockwise",
    play_contract=SNAPSZER,
    # the bid for two is the book's reading (the source bids snapszer in its games for three
    # and four): the hints, the close trainer and the drills leave it out by default
    play_contract_taught=False,
    closing_in_source=False,
    # the source's game for two: 66 ends the deal at once ("auto"), the trump card may be
    # exchanged while one card lies on it, and after the talon a player need only follow suit
    # (its games for three and four have the full duty from the first trick)
    source_rules=(("claim", "auto"), ("exchange_min_talon", 1), ("strict_rules", "follow")),
    source_rules_label="ui.rule.source_hu",
    # what the source's game for two states: two players, twenty cards, three, the turned
    # card, two; marriages shown by the player on lead; the last trick winning; the twelve
    # marker cards. Not stated for two: the direction (its game for three plays to the
    # right), a limit on the exchange, closing, marriages after it, the duty after the talon
    # as the book plays it, the claim and the snapszer bid
    source_rows=("players", "deck", "deal", "teams", "marriage_first", "last_trick", "kontra",
                 "match"),
    match=MatchRules(kind="markers", target=12, targets=(12,)),
)

HU_3 = Variant(
    id="hu-3",
    name="Hungarian Snapszer for three",
    aliases=("hármas snapszer", "harmas snapszer", "snapszer hármasban"),
    region="Hungary",
    players=3,
    deck_size=24,
    deal=("hands:4", "bid:trump", "hands:4", "bid:kontra"),
    direction="counterclockwise",
    **NO_TALON,
    claim="auto",
    teams="declarer",
    kontra=True,
    match=MatchRules(kind="race", target=25, targets=(25,), bunko=True),
)

HU_4 = Variant(
    id="hu-4",
    name="Hungarian Snapszer for four",
    aliases=("négyes snapszer", "negyes snapszer", "snapszer négyesben"),
    region="Hungary",
    players=4,
    deck_size=24,
    deal=("hands:3", "bid:trump", "bid:call", "hands:3", "bid:snapszer", "bid:kontra"),
    direction="counterclockwise",
    **NO_TALON,
    claim="auto",
    teams="called",
    trump_from_call=False,
    contracts=(Contract("snapszer", 6, trumps=True, alone=False, target=66,
                        opponents_no_trick=True),),
    kontra=True,
    match=MatchRules(kind="race", target=50, targets=(50,), bunko=True),
)

VARIANTS = (HU_2, HU_3, HU_4)
