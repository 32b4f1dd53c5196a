"""The words a picture uses: card names, corner letters and table labels.

Every text a reader sees or hears (titles, ``aria-label``, labels on the table) comes from a
:class:`Names` value, and the letters in the card corners from a rank-label mapping, so that an
edition in another language passes its own. The defaults are English; :func:`names_for` reads
another language's words from the message catalogues (keys ``render.*``).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from ..cards import Card, Rank, Suit

__all__ = [
    "Style",
    "Highlight",
    "Names",
    "ENGLISH",
    "GERMAN_INDEX",
    "FRENCH_INDEX",
    "HUNGARIAN_INDEX",
    "default_index",
    "names_for",
]

Style = Literal["german", "french"]
Highlight = Literal["legal", "illegal", "selected"]

#: Corner letters of the German-suited deck: Ass, Zehn, König, Ober, Unter, Neun.
GERMAN_INDEX: Mapping[Rank, str] = MappingProxyType(
    {
        Rank.ACE: "A",
        Rank.TEN: "10",
        Rank.KING: "K",
        Rank.OBER: "O",
        Rank.UNTER: "U",
        Rank.NINE: "9",
    }
)
#: Corner letters of the French-suited deck: Ace, Ten, King, Queen, Jack, Nine.
FRENCH_INDEX: Mapping[Rank, str] = MappingProxyType(
    {
        Rank.ACE: "A",
        Rank.TEN: "10",
        Rank.KING: "K",
        Rank.QUEEN: "Q",
        Rank.JACK: "J",
        Rank.NINE: "9",
    }
)
#: Corner letters of a Hungarian (Tell) deck: Ász, X, Király, Felső, Alsó, IX.
HUNGARIAN_INDEX: Mapping[Rank, str] = MappingProxyType(
    {
        Rank.ACE: "Á",
        Rank.TEN: "X",
        Rank.KING: "K",
        Rank.OBER: "F",
        Rank.UNTER: "A",
        Rank.NINE: "IX",
    }
)


def default_index(style: Style) -> Mapping[Rank, str]:
    """The English corner letters of a deck style."""
    return GERMAN_INDEX if style == "german" else FRENCH_INDEX


@dataclass(frozen=True)
class Names:
    """Card names and table words of one language (English by default).

    Suit names are indexed by :class:`Suit` (Hearts, Bells, Leaves, Acorns), rank names by
    :class:`Rank` (Nine, Unter, Ober, King, Ten, Ace); ``card`` joins them. Templates use
    ``str.format`` fields named as in the defaults.
    """

    german_suits: tuple[str, str, str, str] = ("Hearts", "Bells", "Leaves", "Acorns")
    french_suits: tuple[str, str, str, str] = ("Hearts", "Diamonds", "Spades", "Clubs")
    german_ranks: tuple[str, str, str, str, str, str] = (
        "Nine",
        "Unter",
        "Ober",
        "King",
        "Ten",
        "Ace",
    )
    french_ranks: tuple[str, str, str, str, str, str] = (
        "Nine",
        "Jack",
        "Queen",
        "King",
        "Ten",
        "Ace",
    )
    #: the corner letters of the German-suited deck, Nine to Ace (the French deck keeps the
    #: international A K Q J printed on its cards)
    german_index: tuple[str, str, str, str, str, str] = ("9", "U", "O", "K", "10", "A")
    card: str = "{rank} of {suit}"
    face_down: str = "face-down card"
    legal: str = "playable"
    illegal: str = "not playable"
    selected: str = "selected"
    # hands and tricks
    hand: str = "Hand: {cards}"
    no_cards: str = "no cards"
    face_down_cards: str = "{count} face-down cards"
    trick: str = "Trick: {cards}"
    played_by: str = "{card} by {seat}"
    wins: str = "wins"
    won_by: str = "won by {seat}"
    # the table
    seat: str = "Seat {seat}"
    table: str = "The table seen from {seat}"
    table_all: str = "The table with all cards shown"
    points: str = "{points} points"
    pending: str = "+{points} to come"
    tricks: str = "{tricks} tricks"
    one_trick: str = "1 trick"
    cards_count: str = "{count} cards"
    to_move: str = "to move"
    dealer: str = "dealer"
    sits_out: str = "sits out"
    declarer: str = "declarer"
    talon: str = "Talon: {count}"
    talon_closed: str = "closed"
    talon_empty: str = "Talon used up"
    trump: str = "Trump: {suit}"
    no_trump: str = "No trumps"
    trump_open: str = "Trump not named yet"
    called: str = "Called: {card}"
    contract: str = "Game: {contract} ({seat})"
    kontra: str = "×{multiplier}"
    current_trick: str = "Trick"
    empty_trick: str = "no card played yet"
    last_trick: str = "Last trick"
    over: str = "Deal over"
    stages: tuple[tuple[str, str], ...] = (
        ("trump", "naming the trump"),
        ("call", "calling a partner card"),
        ("contract", "bidding"),
        ("swap", "exchanging with the talon"),
        ("snapszer", "announcing snapszer"),
        ("kontra", "kontra?"),
        ("rekontra", "rekontra?"),
    )
    # captions
    winners: str = "{seats} won {game_points} game points"
    winner_one: str = "{seats} won 1 game point"
    and_: str = " and "
    running: str = "{seat} to move"
    score: str = "Points: {scores}."
    score_item: str = "{seat}: {points}"
    tricks_played: str = "Tricks of the deal"

    def suit_name(self, suit: Suit, style: Style = "german") -> str:
        return (self.german_suits if style == "german" else self.french_suits)[int(suit)]

    def rank_name(self, rank: Rank, style: Style = "german") -> str:
        return (self.german_ranks if style == "german" else self.french_ranks)[int(rank)]

    def card_name(self, card: Card, style: Style = "german") -> str:
        """``Ober of Hearts`` (German style) or ``Queen of Hearts`` (French style)."""
        return self.card.format(
            rank=self.rank_name(card.rank, style), suit=self.suit_name(card.suit, style)
        )

    def seat_name(self, seat: int, seat_names: tuple[str, ...] | None = None) -> str:
        if seat_names is not None and 0 <= seat < len(seat_names):
            return seat_names[seat]
        return self.seat.format(seat=seat)

    def stage_name(self, stage: str) -> str | None:
        return dict(self.stages).get(stage)

    def state(self, highlight: str | None) -> str | None:
        return {"legal": self.legal, "illegal": self.illegal, "selected": self.selected}.get(
            highlight or ""
        )

    def tricks_text(self, tricks: int) -> str:
        return self.one_trick if tricks == 1 else self.tricks.format(tricks=tricks)


#: The English defaults.
ENGLISH = Names()


def _key(name: str) -> str:
    return "render." + name.rstrip("_")


@functools.cache
def names_for(lang: str = "en") -> Names:
    """The picture words of ``lang`` from the message catalogues (:data:`ENGLISH` for "en").

    Every field of :class:`Names` has a key in ``schnapsen/i18n/en_render.py``: ``render.card``
    for ``card``, ``render.german_suits.0`` ... for the names in a tuple, and
    ``render.stage.<stage>`` for the bidding stages. A key that the language's catalogue lacks
    keeps its English text.
    """
    if lang == "en":
        return ENGLISH
    from ..i18n import template  # the catalogues are only needed here

    def text(key: str, default: str) -> str:
        found = template(key, lang)
        return default if found is None else found

    values: dict[str, Any] = {}
    for field in dataclasses.fields(Names):
        default = getattr(ENGLISH, field.name)
        key = _key(field.name)
        if field.name == "stages":
            values[field.name] = tuple(
                (stage, text(f"render.stage.{stage}", name)) for stage, name in default
            )
        elif isinstance(default, tuple):
            values[field.name] = tuple(
                text(f"{key}.{i}", name) for i, name in enumerate(default)
            )
        else:
            values[field.name] = text(key, default)
    return Names(**values)


def index_for(names: Names, style: Style, ranks: Mapping[Rank, str] | None) -> Mapping[Rank, str]:
    """The corner letters to draw: ``ranks`` when given, else the language's German letters
    or the French deck's."""
    if ranks is not None:
        return ranks
    if style == "german":
        return {Rank(i): letter for i, letter in enumerate(names.german_index)}
    return FRENCH_INDEX
