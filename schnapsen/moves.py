"""Moves and their text notation.

``str(move)`` prints the notation and :meth:`Move.parse` reads it back:

- ``QH`` play (or lead) that card;
- ``m:QH`` announce the marriage of that suit and lead the named card;
- ``x`` exchange the trump Unter (or Nine) for the turned card; ``close``; ``claim``;
- bidding and calling: ``trump:H``, ``turn``, ``call:TS``, ``swap:QH,9D``,
  ``contract:<name>``, ``snapszer``, ``kontra``, ``rekontra``, ``pass``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import CARDS, Card, Suit, parse_card
from .errors import InvalidNotationError
from .stages import Vocabulary

__all__ = ["Move", "MoveKind", "in_hand_order"]


class MoveKind(Vocabulary):
    """What kind of decision a move is. The values are the notation's heads (``m:QH``,
    ``trump:H``) and the message keys' parts (``move.name.m``), so they never change."""

    CARD = "card"
    MARRIAGE = "m"
    EXCHANGE = "x"
    CLOSE = "close"
    CLAIM = "claim"
    TRUMP = "trump"
    TURN = "turn"
    CALL = "call"
    SWAP = "swap"
    CONTRACT = "contract"
    SNAPSZER = "snapszer"
    KONTRA = "kontra"
    REKONTRA = "rekontra"
    PASS = "pass"


_CARD, _MARRIAGE, _CALL = MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.CALL
_TRUMP, _SWAP, _CONTRACT = MoveKind.TRUMP, MoveKind.SWAP, MoveKind.CONTRACT

_SIMPLE = {
    k.value: k
    for k in (
        MoveKind.EXCHANGE,
        MoveKind.CLOSE,
        MoveKind.CLAIM,
        MoveKind.TURN,
        MoveKind.SNAPSZER,
        MoveKind.KONTRA,
        MoveKind.REKONTRA,
        MoveKind.PASS,
    )
}


class Move:
    """One decision. Moves compare equal when their notation is equal."""

    __slots__ = ("kind", "card", "suit", "cards", "name", "_text", "_hash")

    kind: MoveKind
    card: Card | None
    suit: Suit | None
    cards: tuple[Card, ...]
    name: str

    def __init__(
        self,
        kind: MoveKind,
        card: Card | None = None,
        suit: Suit | None = None,
        cards: tuple[Card, ...] = (),
        name: str = "",
    ) -> None:
        self.kind = kind
        self.card = card
        self.suit = suit
        self.cards = cards
        self.name = name
        # module globals, not MoveKind.X: an Enum class attribute is slow to read (bidding
        # builds contract and swap moves on the fly); f"{kind}" is the kind's string
        if kind == _CARD:
            assert card is not None
            text = card.code
        elif kind == _MARRIAGE or kind == _CALL:
            assert card is not None
            text = f"{kind}:{card.code}"
        elif kind == _TRUMP:
            assert suit is not None
            text = f"trump:{suit.letter}"
        elif kind == _SWAP:
            text = "swap:" + ",".join(c.code for c in cards)
        elif kind == _CONTRACT:
            text = f"contract:{name}"
        else:
            text = f"{kind}"
        self._text = text
        self._hash = hash(text)

    # -- constructors -------------------------------------------------------------------
    @staticmethod
    def play(card: Card) -> Move:
        return CARD_MOVES[card.index]

    @staticmethod
    def marriage(card: Card) -> Move:
        return MARRIAGE_MOVES[card.index]

    @classmethod
    def parse(cls, text: str | Move) -> Move:
        """Read a move's notation (see the module docstring)."""
        if isinstance(text, Move):
            return text
        if not isinstance(text, str):
            raise InvalidNotationError(
                f"a move must be text or a Move, not {type(text).__name__}",
                "notation.move",
                text=str(text),
            )
        t = text.strip()
        low = t.lower()
        if low in _SIMPLE:
            return SIMPLE_MOVES[low]
        if ":" in low:
            head, _, arg = t.partition(":")
            head = head.strip().lower()
            arg = arg.strip()
            if head == "m":
                return MARRIAGE_MOVES[parse_card(arg).index]
            if head == "call":
                return CALL_MOVES[parse_card(arg).index]
            if head == "trump":
                return TRUMP_MOVES[Suit.parse(arg)]
            if head == "swap":
                cards = tuple(parse_card(a) for a in arg.replace(" ", "").split(",") if a)
                if not cards:
                    raise InvalidNotationError(
                        "swap needs one or more cards, e.g. swap:QH,9D", "notation.move", text=t
                    )
                return cls(MoveKind.SWAP, cards=tuple(sorted(cards)))
            if head == "contract":
                if not arg or not arg.replace("-", "").isalnum():
                    raise InvalidNotationError(
                        f"not a contract name: {arg!r}", "notation.move", text=t
                    )
                return cls(MoveKind.CONTRACT, name=arg.lower())
        elif 2 <= len(t) <= 3:
            try:
                return CARD_MOVES[parse_card(t).index]
            except InvalidNotationError:
                pass
        raise InvalidNotationError(
            f"not a move: {text!r}; expected a card (QH), m:QH, x, close, claim, trump:H, turn, "
            "call:TS, swap:QH,9D, contract:<name>, snapszer, kontra, rekontra or pass",
            "notation.move",
            text=text,
        )

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Move.parse({self._text!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._text == other._text
        if isinstance(other, str):
            return self._text == other
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash


CARD_MOVES: tuple[Move, ...] = tuple(Move(MoveKind.CARD, card=c) for c in CARDS)
MARRIAGE_MOVES: tuple[Move, ...] = tuple(Move(MoveKind.MARRIAGE, card=c) for c in CARDS)
CALL_MOVES: tuple[Move, ...] = tuple(Move(MoveKind.CALL, card=c) for c in CARDS)
TRUMP_MOVES: tuple[Move, ...] = tuple(Move(MoveKind.TRUMP, suit=s) for s in Suit)
SIMPLE_MOVES: dict[str, Move] = {name: Move(kind) for name, kind in _SIMPLE.items()}


def in_hand_order(moves: Iterable[Move], hand: Sequence[Card]) -> list[Move]:
    """``moves`` with their card moves in the order ``hand`` lists (and a picture draws) the
    cards, each other move where it was: the buttons under a hand read as the hand is drawn
    (hu "tök felső, tök alsó" under a hand showing the felső first)."""
    moves = list(moves)
    place = {c: i for i, c in enumerate(hand)}

    def held(m: Move) -> bool:
        return m.kind == MoveKind.CARD and m.card in place

    cards = iter(sorted((m for m in moves if held(m)), key=lambda m: place[m.card or CARDS[0]]))
    return [next(cards) if held(m) else m for m in moves]


def strongest_first(moves: Iterable[Move]) -> list[Move]:
    """``moves`` with a card each (a call's menu), suit by suit in the suits' order, each suit's
    cards from the strongest down (hu reader, round 20: the called-card menu ran from the nine
    up to the ace, where the rest of the book lists the ace first)."""
    return sorted(moves, key=lambda m: (m.card.suit, -m.card.rank) if m.card else (9, 0))


def taught_moves(moves: Sequence[Move], taught: bool) -> tuple[Move, ...]:
    """``moves`` as the teaching layer offers them: without the contract announced in the
    play (the snapszer bid) where the variant's teaching leaves it out (``taught`` False:
    ``Variant.play_contract_taught``, the two-hand bid, the book's reading), unless it is the
    only move left."""
    kept = tuple(m for m in moves if m.kind != MoveKind.SNAPSZER)
    return tuple(moves) if taught or not kept else kept
