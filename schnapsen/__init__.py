"""Schnapsen and its regional siblings: one rules engine for thirteen variants.

>>> import schnapsen as s
>>> d = s.Deal.new("at", seed=7)
>>> d.to_move, d.talon_size
(0, 10)
"""

from __future__ import annotations

from .bots import Bot, HeuristicBot, RandomBot, play_deal
from .bots.levels import make_bot
from .cards import CARDS, Card, Hand, Rank, Suit, make_deck, parse_card, parse_cards
from .deal import Deal, DealResult, Trick
from .errors import IllegalMoveError, InvalidNotationError, SchnapsenError, UnknownVariantError
from .explain import Explanation, explain, explain_trick, format_message
from .match import Match
from .moves import Move
from .observation import Observation
from .rules import deal_game_points, legal_responses, trick_winner
from .variants import VARIANTS, Contract, MatchRules, Variant, find_variant

__version__ = "0.1.0"

__all__ = [
    "VARIANTS",
    "CARDS",
    "Bot",
    "Card",
    "Contract",
    "Deal",
    "DealResult",
    "Explanation",
    "Hand",
    "HeuristicBot",
    "IllegalMoveError",
    "InvalidNotationError",
    "Match",
    "MatchRules",
    "Move",
    "Observation",
    "RandomBot",
    "Rank",
    "SchnapsenError",
    "Suit",
    "Trick",
    "UnknownVariantError",
    "Variant",
    "explain",
    "explain_trick",
    "find_variant",
    "format_message",
    "make_deck",
    "parse_card",
    "parse_cards",
    "play_deal",
    "deal_game_points",
    "legal_responses",
    "make_bot",
    "trick_winner",
]
