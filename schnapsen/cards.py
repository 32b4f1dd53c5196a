"""Suits, ranks and cards.

A card is one of 24 interned :class:`Card` objects. Its ``index`` is ``suit * 6 + rank`` with
ranks numbered from the Nine (0) up to the Ace (5), so that within a suit a higher index is a
stronger card; sets of cards are kept as 24-bit integers (bit ``index`` set = card present).

Text codes: rank ``A T K Q J 9`` followed by suit ``H D S C`` (``QH`` is the Ober/Queen of
Hearts). German-suited decks use the same letters: H Hearts, D Bells, S Leaves, C Acorns.
The names of cards, suits and ranks, in every language, live in one place:
:mod:`schnapsen.i18n.names` (the message catalogues).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Any

from .errors import InvalidNotationError

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "CARDS",
    "Hand",
    "parse_card",
    "parse_cards",
    "make_deck",
    "cards_of",
    "mask_of",
    "SUIT_MASK",
    "CARD_POINTS",
]


class Suit(IntEnum):
    """The four suits; ``str(suit)`` is its letter (H, D, S, C)."""

    HEARTS = 0
    BELLS = 1  # Diamonds in the French-suited deck
    LEAVES = 2  # Spades
    ACORNS = 3  # Clubs

    @property
    def letter(self) -> str:
        return "HDSC"[self]

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> Suit:
        t = text.strip().upper()
        if len(t) == 1 and t in "HDSC":
            return cls("HDSC".index(t))
        raise InvalidNotationError(
            f"not a suit: {text!r}; expected one of H, D, S, C",
            "notation.suit",
            text=text,
        )


class Rank(IntEnum):
    """Ranks in trick-taking order, lowest first; ``points`` is the card's value."""

    NINE = 0
    UNTER = 1  # Jack
    OBER = 2  # Queen
    KING = 3
    TEN = 4
    ACE = 5

    # French-suited names
    JACK = 1
    QUEEN = 2

    @property
    def letter(self) -> str:
        return "9JQKTA"[self]

    @property
    def points(self) -> int:
        return (0, 2, 3, 4, 10, 11)[self]

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> Rank:
        t = text.strip().upper()
        if t == "10":
            t = "T"
        if len(t) == 1 and t in "9JQKTA":
            return cls("9JQKTA".index(t))
        raise InvalidNotationError(
            f"not a rank: {text!r}; expected one of A, T, K, Q, J, 9",
            "notation.rank",
            text=text,
        )


CARD_POINTS: tuple[int, ...] = tuple(Rank(i % 6).points for i in range(24))
SUIT_MASK: tuple[int, ...] = tuple(0b111111 << (6 * s) for s in range(4))


class Card:
    """One card. There are exactly 24 instances; ``Card(suit, rank)`` returns the interned one."""

    __slots__ = ("suit", "rank", "index", "bit", "points", "code")

    suit: Suit
    rank: Rank
    index: int
    bit: int
    points: int
    code: str

    def __new__(cls, suit: Suit | int, rank: Rank | int) -> Card:
        return CARDS[int(suit) * 6 + int(rank)]

    @classmethod
    def _make(cls, index: int) -> Card:
        self = object.__new__(cls)
        suit, rank = Suit(index // 6), Rank(index % 6)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)
        object.__setattr__(self, "points", rank.points)
        object.__setattr__(self, "code", rank.letter + suit.letter)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    @classmethod
    def parse(cls, text: str) -> Card:
        return parse_card(text)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[Any, ...]:
        return (parse_card, (self.code,))

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def _repr_svg_(self) -> str:
        from .render import card_svg, display_language, names_for

        return card_svg(self, names=names_for(display_language()))


CARDS: tuple[Card, ...] = tuple(Card._make(i) for i in range(24))
_BY_CODE = {c.code: c for c in CARDS}


def parse_card(text: str) -> Card:
    """Read a card code such as ``QH``, ``th`` or ``10S``."""
    if not isinstance(text, str):
        raise InvalidNotationError(
            f"a card code must be text, not {type(text).__name__}", "notation.card", text=str(text)
        )
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    card = _BY_CODE.get(t)
    if card is None:
        raise InvalidNotationError(
            f"not a card: {text!r}; expected a rank (A T K Q J 9) followed by a suit "
            "(H D S C), e.g. QH",
            "notation.card",
            text=text,
        )
    return card


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read cards separated by spaces or commas (or an iterable of codes or cards)."""
    items: Iterable[str | Card]
    items = text.replace(",", " ").split() if isinstance(text, str) else text
    return [c if isinstance(c, Card) else parse_card(c) for c in items]


def make_deck(size: int) -> list[Card]:
    """The 20-card deck (A T K Q J) or the 24-card deck (with Nines), in index order."""
    if size == 20:
        return [c for c in CARDS if c.rank != Rank.NINE]
    if size == 24:
        return list(CARDS)
    raise InvalidNotationError(f"a deck has 20 or 24 cards, not {size}", "notation.deck_size")


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit set, strongest suit order first: by suit, then rank high to low."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    out.sort(key=lambda c: (c.suit, -c.rank))
    return out


def bits_of(mask: int) -> list[int]:
    """The card indexes of a bit set, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= c.bit
    return m


class Hand(tuple[Card, ...]):
    """A tuple of cards that prints as codes (``AH TH QS``) and draws itself in notebooks."""

    __slots__ = ()

    def __str__(self) -> str:
        return " ".join(c.code for c in self)

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Hand:
        return cls(parse_cards(text))

    @classmethod
    def from_mask(cls, mask: int) -> Hand:
        return cls(cards_of(mask))

    def __iter__(self) -> Iterator[Card]:
        return super().__iter__()

    def _repr_svg_(self) -> str:
        from .render import display_language, hand_svg, names_for

        return hand_svg(list(self), overlap=False, names=names_for(display_language()),
                        what="hand")
