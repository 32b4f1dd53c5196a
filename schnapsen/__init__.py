"""Schnapsen and its regional siblings: one rules engine for thirteen variants.

>>> import schnapsen as s
>>> d = s.Deal.new("at", seed=7)
>>> d.to_move, d.talon_size
(0, 10)

Module map. A module imports (at module level) only modules listed before it:

    errors, stages    the error classes; the typed vocabularies (stages, result reasons)
    cards             cards, suits, ranks, hands
    i18n              the message catalogues, with the one name of every card and suit
    variants, moves   the rule data of every variant; the moves and their notation
    kernel            every rule of the play once, over integers: the deal, the search and
                      the bots ask it
    rules             the kernel's rules on cards (who takes a trick, which answers are
                      allowed, the game points), for pages and widgets
    checks, bidding, scoring
                      one check per rule with its reason; the auction; how a deal ends
    deal              the play loop: one deal of any variant
    observation, explain, notation
                      what a seat may see; why a move is (il)legal, in words; a deal and a
                      position as text
    search, render    the search core, solver, sampled worlds and hints; SVG/HTML pictures
    bots              players that see only an Observation (the levels use the search)
    match, compare    a match of deals, scored to the variant's target; two traditions side
                      by side (one shuffle under two rule sets; the rule rows that differ)
    schnapsen         this module: the public API

``checks``, ``bidding`` and ``scoring`` name ``deal`` only for type checking and inside
functions; ``deal`` reaches up to ``explain``, ``notation``, ``observation`` and ``render``
only inside its convenience methods (``why_illegal``, ``to_text``, ``observation``,
``_repr_html_``), and ``cards`` to ``render`` for its notebook picture: function-level
imports, never at load time.
Everything above is the engine: pure Python, no dependencies, ``mypy --strict``, runs under
Pyodide. Two layers sit on top of it, each importing the engine and never imported by it:

    widgets           the notebook widgets (the only importer of ipywidgets)
    teach             the book: page pieces, quizzes, the live player, the book's and the
                      site's texts (added to the catalogue by ``i18n.register`` on import)

``widgets`` and ``teach`` do not import each other, but for one crossing: the widget of the
positions to solve (``widgets.puzzle``) reads the practice puzzles, data of the teaching layer,
through ``schnapsen.practice``. ``import schnapsen`` loads neither (a
test checks in a fresh interpreter; tests/test_layers.py checks the directions above).
"""

from __future__ import annotations

from .bots import Bot, HeuristicBot, RandomBot, play_deal
from .bots.levels import make_bot
from .cards import CARDS, Card, Hand, Rank, Suit, make_deck, parse_card, parse_cards
from .compare import SideBySide
from .deal import Deal, DealResult, Trick
from .errors import IllegalMoveError, InvalidNotationError, SchnapsenError, UnknownVariantError
from .explain import Explanation, explain, explain_trick, format_message
from .match import Match
from .moves import Move, MoveKind
from .observation import Observation
from .rules import deal_game_points, legal_responses, trick_winner
from .stages import ResultReason, Stage
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
    "MoveKind",
    "Observation",
    "RandomBot",
    "SideBySide",
    "Rank",
    "ResultReason",
    "SchnapsenError",
    "Stage",
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
