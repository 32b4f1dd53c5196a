"""The one source of card, suit, rank and seat names, in every language and grammatical case.

Keys: ``card.<style>.<code>`` (``card.german.QH`` "Ober of Hearts"), ``suit.<style>.<letter>``
and ``rank.<style>.<letter>``, for the deck styles ``german`` and ``french``. A catalogue gives
the nominative as the entry's msgstr and any other case a sentence needs as the same msgid
with the case as message context (``msgctxt "acc"``): a small table of forms, written by the
translator, no grammar computed here. The pictures (:mod:`schnapsen.render`), the
explanations (:mod:`schnapsen.explain`) and the widgets all name cards through this module.

A message parameter that is a name is a :class:`Word`: ``{card}`` prints the nominative,
``{card.acc}`` the accusative (English has one form for all cases), ``{card.with}`` the name
after the language's "with" (:data:`schnapsen.i18n.base.WITH`).

Seats (``seat.0`` ... ``seat.4``) are names of the same kind, with the extra form ``label``
(msgctxt "label"): see :class:`schnapsen.i18n.Seat`, which :func:`schnapsen.i18n.translate`
makes of every seat parameter (:data:`SEAT_PARAMS`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ..cards import Card, Rank, Suit
from . import catalogue, name_form, seat_key, translate, word_list, word_sound
from .base import CASES, SEAT_PARAMS, SEATS, SUIT_NUMBERS, TRUMP_RANK, WITH, Cased

__all__ = [
    "STYLES",
    "variant_name",
    "Word",
    "SuitWord",
    "RankWord",
    "CardName",
    "CardWord",
    "Words",
    "card_key",
    "suit_key",
    "rank_key",
    "name_keys",
    "param_kind",
    "SUIT_PARAMS",
    "RANK_PARAMS",
    "SIDE_PARAMS",
    "GAME_PARAMS",
    "CONTRACT_WORD_PARAMS",
    "SEAT_PARAMS",
    "form",
    "card_word",
    "suit_word",
    "rank_word",
]

StyleName = Literal["german", "french"]
#: The deck styles whose names the catalogues hold.
STYLES: tuple[StyleName, ...] = ("german", "french")


def _style(style: str) -> str:
    return style if style in STYLES else "german"


def card_key(card: Card, style: str = "german") -> str:
    return f"card.{_style(style)}.{card.code}"


def suit_key(suit: Suit, style: str = "german") -> str:
    return f"suit.{_style(style)}.{suit.letter}"


def rank_key(rank: Rank, style: str = "german") -> str:
    return f"rank.{_style(style)}.{rank.letter}"


#: Message parameters that hold a suit or a rank (seats: :data:`SEAT_PARAMS`); any other
#: parameter a message declines (``{card.acc}``, ``{best.gen}``, ``{cards.acc}``) holds cards.
SUIT_PARAMS = frozenset({"suit", "suit2", "led_suit", "trump_suit", "trump"})
RANK_PARAMS = frozenset({"rank"})
#: Message parameters that hold several seats named together (a side, ``{seats.Nom}``): their
#: forms are the seats' (:class:`schnapsen.i18n.Seats`).
SIDE_PARAMS = frozenset({"seats", "side", "others"})
#: Message parameters that hold a game's name (``variant.<id>``: the side-by-side lines of
#: :mod:`schnapsen.compare`, a quiz's or a drill's game): declined like a card's
#: (``{game.gen}``); a call site that fills one gives a :class:`Word`.
GAME_PARAMS = frozenset({"game", "other_game", "variant"})
#: Message parameters that hold a contract's name (``contract.<name>``), declined like a card's
#: (hu ``{contract.acc}`` "snapszert mond"); a call site gives a :class:`Word`
#: (:func:`schnapsen.explain.contract_word`).
CONTRACT_WORD_PARAMS = frozenset({"contract"})

Kind = Literal["card", "suit", "rank", "seat", "game", "contract"]


def param_kind(param: str) -> Kind:
    """Which names a message parameter holds, by its name (see :data:`SUIT_PARAMS`)."""
    return ("suit" if param in SUIT_PARAMS else "rank" if param in RANK_PARAMS
            else "seat" if param in SEAT_PARAMS or param in SIDE_PARAMS
            else "game" if param in GAME_PARAMS
            else "contract" if param in CONTRACT_WORD_PARAMS else "card")


def name_keys(kind: str | None = None) -> list[str]:
    """The name keys of ``kind`` (``card``: 48, ``suit``: 8, ``rank``: 12, ``seat``: 5,
    ``game``: one per variant; ``contract``: one per contract; all when None)."""
    from ..cards import CARDS

    keys = [seat_key(s) for s in range(SEATS)] if kind in (None, "seat") else []
    if kind in (None, "game"):
        # the games' names, as the English catalogue holds one per variant (the catalogue
        # knows nothing of the rules: tests/test_layers.py; test_catalogues checks the match)
        from . import MESSAGES

        keys += [k for k in MESSAGES if k.startswith("variant.")]
    if kind in (None, "contract"):  # the contracts' names, "no contract" is none of them
        from . import MESSAGES

        keys += [k for k in MESSAGES if k.startswith("contract.") and k != "contract.none"]
    for style in STYLES:
        if kind in (None, "card"):
            keys += [card_key(c, style) for c in CARDS]
        if kind in (None, "suit"):
            keys += [suit_key(Suit(s), style) for s in range(4)]
        if kind in (None, "rank"):
            keys += [rank_key(Rank(r), style) for r in range(6)]
    return keys


def form(key: str, lang: str = "en", case: str = "nom") -> str:
    """The name ``key`` in ``lang``, in grammatical ``case`` (the nominative when the
    catalogue has no entry for that case)."""
    return name_form(key, lang, case)


def variant_name(variant: str, lang: str = "en", title: bool = False) -> str:
    """A game's name (catalogue ``variant.<id>``) as running text writes it (hu "osztrák
    schnapsen", hr "njemačka igra 66"), or with ``title`` as a menu, a heading or a table's
    head shows it, and a sentence that opens with it: with a capital first letter."""
    from .base import capitalised

    name = form(f"variant.{variant}", lang)
    return capitalised(name) if title else name


class Word(Cased):
    """A name as a message parameter: ``{card}`` is the nominative, ``{card.acc}`` etc. the
    other cases (:data:`schnapsen.i18n.CASES`)."""

    __slots__ = ("key", "lang")

    def __init__(self, key: str, lang: str = "en") -> None:
        self.key = key
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        return form(self.key, self.lang, case)

    def __getattr__(self, name: str) -> str:
        if name == WITH:  # after the language's "with": sl "s srčnim kraljem"
            ins = self.form("ins")
            key = "with.name.sound" if word_sound(ins, self.lang) else "with.name"
            return translate(key, self.lang, name=ins)
        return super().__getattr__(name)

    def __eq__(self, other: object) -> bool:
        return str(self) == other if isinstance(other, str) else NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))


class SuitWord(Word):
    """A suit's name as a message parameter: its cases as a :class:`Word`'s, and the suit
    said of one card (``{led_suit.one}``, ``{led_suit.one.acc}``), of none
    (``{led_suit.zero.acc}``) or as an adjective (``{suit.adj_m.acc}``, cs "zelený pár"), each
    a :class:`SuitNumber` (see
    :data:`schnapsen.i18n.base.SUIT_NUMBERS`)."""

    __slots__ = ()

    @property
    def one(self) -> SuitNumber:
        return SuitNumber(self.key, self.lang, SUIT_NUMBERS[0])

    @property
    def zero(self) -> SuitNumber:
        return SuitNumber(self.key, self.lang, SUIT_NUMBERS[1])

    @property
    def adj_m(self) -> SuitNumber:
        """The suit as an adjective before a masculine noun (cs "žaludský pár")."""
        return SuitNumber(self.key, self.lang, SUIT_NUMBERS[2])

    @property
    def adj_f(self) -> SuitNumber:
        """The suit as an adjective before a feminine noun (cs "žaludská čtyřicítka")."""
        return SuitNumber(self.key, self.lang, SUIT_NUMBERS[3])

    @property
    def card(self) -> SuitNumber:
        """A card of the suit, said with the word for a card where the language names the
        suit so (hr "zelenu kartu", "kartu žira")."""
        return SuitNumber(self.key, self.lang, SUIT_NUMBERS[4])


class RankWord(Word):
    """A rank's name as a message parameter: its cases as a :class:`Word`'s, and the rank said
    as the trump card of that rank (``{rank.trump.acc}``, hr "adutskog dečka", "adutsku
    devetku": :data:`schnapsen.i18n.base.TRUMP_RANK`), a :class:`SuitNumber` of the rank's
    entry."""

    __slots__ = ()

    @property
    def trump(self) -> SuitNumber:
        return SuitNumber(self.key, self.lang, TRUMP_RANK)


class SuitNumber(Word):
    """A suit's name in the singular (``one``) or as none of it (``zero``), in the case asked:
    the catalogue entry with the message context ``one``, ``one.acc`` ...; where the catalogue
    has none, the suit's own form of that case (English "Acorns"). A rank's trump form
    (:class:`RankWord`) reads the same way, with the context ``trump``, ``trump.acc`` ..."""

    __slots__ = ("number",)

    def __init__(self, key: str, lang: str, number: str) -> None:
        super().__init__(key, lang)
        self.number = number

    def form(self, case: str = "nom") -> str:
        if case not in CASES:
            raise AttributeError(case)
        context = self.number if case == "nom" else f"{self.number}.{case}"
        cat = catalogue(self.lang)
        text = cat.pgettext(context, self.key) if cat is not None else ""
        return text if text and text != self.key else form(self.key, self.lang, case)


class CardName(Word):
    """A card's name as a message parameter: its cases as a :class:`Word`'s, and the card
    named by its rank alone (``{best.rank}``, ``{best.rank.gen}``:
    :data:`schnapsen.i18n.base.RANK`), where the sentence has just said the suit (hr
    "zelenu kartu jaču od kralja")."""

    __slots__ = ("card", "style")

    def __init__(self, card: Card, lang: str = "en", style: str = "german") -> None:
        super().__init__(card_key(card, style), lang)
        self.card = card
        self.style = style

    @property
    def rank(self) -> Word:
        """The card's rank, in the case asked (``{best.rank.gen}``; the form's name is
        :data:`schnapsen.i18n.base.RANK`)."""
        return Word(rank_key(self.card.rank, self.style), self.lang)


class CardWord(Word):
    """A card named in an engine message: its code and name (``QH (Ober of Hearts)``, message
    ``card.code_name``), the name in the case asked for."""

    __slots__ = ("code",)

    def __init__(self, card: Card, lang: str = "en", style: str = "german") -> None:
        super().__init__(card_key(card, style), lang)
        self.code = card.code

    def form(self, case: str = "nom") -> str:
        return translate("card.code_name", self.lang, code=self.code,
                         name=form(self.key, self.lang, case))


#: the form of a list of names with the language's word before each (``{cards.each.acc}``)
EACH = "each"


class Words(Cased):
    """Several names in a sentence, each in the case asked for, commas between them and the
    language's "and" before the last ("dama bundeve i as bundeve", sl "... in ...", cs "...
    a ...": :func:`schnapsen.i18n.and_list`)."""

    __slots__ = ("words", "lang")

    def __init__(self, words: Sequence[Word], lang: str = "en") -> None:
        self.words = tuple(words)
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        return word_list([w.form(case) for w in self.words], self.lang)

    @property
    def each(self) -> _EachWord:
        """The list with the language's word before each name (``{cards.each.acc}``: hu
        "a zöld ászt és a zöld alsót", the catalogue's ``list.each``)."""
        return _EachWord(self)


class _EachWord(Cased):
    """:attr:`Words.each`: the names with ``list.each`` before each, in the case asked."""

    __slots__ = ("words",)

    def __init__(self, words: Words) -> None:
        self.words = words

    def form(self, case: str = "nom") -> str:
        return word_list([w.form(case) for w in self.words.words], self.words.lang, each=True)


def card_word(card: Card, lang: str = "en", style: str = "german") -> CardName:
    return CardName(card, lang, style)


def suit_word(suit: Suit, lang: str = "en", style: str = "german") -> SuitWord:
    return SuitWord(suit_key(suit, style), lang)


def rank_word(rank: Rank, lang: str = "en", style: str = "german") -> RankWord:
    return RankWord(rank_key(rank, style), lang)
