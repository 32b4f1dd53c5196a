"""The words a picture uses: card names, corner letters and table labels.

Every text a reader sees or hears (titles, ``aria-label``, labels on the table) comes from a
:class:`Names` value, and the letters in the card corners from a rank-label mapping, so that an
edition in another language passes its own. The defaults are English; :func:`names_for` reads
another language's words from the message catalogues (keys ``render.*``).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from ..cards import Card, Rank, Suit

__all__ = [
    "join_names",
    "seats_label",
    "Style",
    "Highlight",
    "Names",
    "ENGLISH",
    "GERMAN_INDEX",
    "FRENCH_INDEX",
    "HUNGARIAN_INDEX",
    "default_index",
    "names_for",
    "display_language",
]

Style = Literal["german", "french"]
Highlight = Literal["legal", "illegal", "selected", "allowed"]

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
        Rank.UNTER: "Al",  # not "A", too like the Ace's "Á" at a card's size (hu reader)
        Rank.NINE: "IX",
    }
)


def default_index(style: Style) -> Mapping[Rank, str]:
    """The English corner letters of a deck style."""
    return GERMAN_INDEX if style == "german" else FRENCH_INDEX


@dataclass(frozen=True)
class Names:
    """Card names and table words of one language (English by default).

    Card, suit and rank names are not fields: they come from the catalogue of ``lang``
    (:mod:`schnapsen.i18n.names`), the same names the explanations and widgets use. Templates
    use ``str.format`` fields named as in the defaults; a template with a count is said with
    :meth:`count`, which picks the language's plural form.
    """

    #: the language whose catalogue names the cards (module :mod:`schnapsen.i18n.names`, the
    #: one source of card names) and says the counts (plural messages ``render.*``)
    lang: str = "en"
    #: the corner letters of the German-suited deck, Nine to Ace
    german_index: tuple[str, str, str, str, str, str] = ("9", "U", "O", "K", "10", "A")
    #: the corner letters of the French-suited deck, Nine to Ace: the international A K Q J,
    #: or those of the packs sold where the edition's players live (hr: D for the dama/baba,
    #: B for the dečko, the German-style index of French cards in Croatia)
    french_index: tuple[str, str, str, str, str, str] = ("9", "J", "Q", "K", "10", "A")
    face_down: str = "face-down card"
    legal: str = "playable"
    illegal: str = "not playable"
    selected: str = "selected"
    #: a card the rules allow, marked among others that they forbid (the blue frame of a
    #: selected card, said as allowed: a table of what may be played)
    allowed: str = "allowed"
    # hands and tricks
    hand: str = "Hand: {cards}"
    #: a row of cards that is no hand (a suit, a pair, a packet): what ``hand_svg`` says by
    #: default; the talon and the whole pack have their own words
    row: str = "Cards: {cards}"
    talon_row: str = "Talon: {cards}"
    pack: str = "Pack: {cards}"
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
    table_yours: str = "The table as you see it"
    points: str = "{points} points"
    #: a side of several seats named above its total (partners known), once, under its
    #: first seat: "seats 2 and 4:", then "11 points" (``seats``: the seats named together)
    side_name: str = "{seats}:"
    pending: str = "+{points} points to come"
    tricks: str = "{tricks} tricks"
    cards_count: str = "{count} cards"
    to_move: str = "to move"
    dealer: str = "dealer"
    sits_out: str = "sits out"
    #: a seat's label said as one text (its name, badges, points and tricks apart)
    seat_summary: str = "{seat}: {details}"
    declarer: str = "declarer"
    #: the declarer of a game of a called card before any contract (hr "zvao kartu": the seat
    #: that called the partner's card, where "zvao adut" is the three-player declarer's)
    caller: str = "caller"
    talon: str = "Talon: {count} cards"
    talon_closed: str = "closed"
    talon_empty: str = "Talon used up"
    trump: str = "Trump: {suit}"
    #: the turned trump card under the talon, in the table's words for a screen reader
    turned: str = "turned card: {card}"
    no_trump: str = "No trumps"
    trump_open: str = "Trump not named yet"
    called: str = "Called: {card}"
    #: the called card inside the table's sentence for a screen reader, after the trump
    #: ("Trump: Hearts; called card: …"), where the header's chip has its own capital
    called_words: str = "called card: {card}"
    contract: str = "Game: {contract} ({seat})"
    #: the stakes, by the doubling move that set them (``schnapsen.bidding.DOUBLING``): a
    #: field for each move kind, read by :meth:`stakes`
    kontra: str = "×{multiplier}"
    rekontra: str = "×{multiplier}"
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
    winners: str = "{seats.Nom} won {game_points} game points"
    and_: str = " and "
    running: str = "{seat.Nom} to move"
    score: str = "Points: {scores}."
    score_item: str = "{seat}: {points.points}"
    #: the winners' points in a finished deal's line, named as the winners (first, before
    #: the others; round 25, hu: "Pontok – a 2. játékos: 46 pont, az 1. játékos: 49 pont"
    #: did not say that the 46 won); ``winners_count`` the seats named, which the mark
    #: agrees with (hu reader 25: "a 2. és a 3. játékos (a nyertes)", where the verb of the
    #: shared noun is singular, but a pair won: "a nyertesek")
    score_item_won: str = "{seat} ({winners_count:the winner|the winners}): {points.points}"
    tricks_played: str = "Tricks of the deal"

    def suit_name(self, suit: Suit, style: Style = "german") -> str:
        from ..i18n.names import form, suit_key

        return form(suit_key(suit, style), self.lang)

    def suit_text(self, suit: Suit, style: Style = "german") -> str:
        """A suit in a line of words: French-suited cards with their sign before the name
        (sl "♠ pik", where "pik" alone reads as the points), German-suited ones by name."""
        if style != "french":
            return self.suit_name(suit, style)
        from ..i18n import translate

        return translate("ui.suit_symbol", self.lang, name=self.suit_name(suit, style),
                         symbol=translate(f"ui.suit.french.{suit.letter}", self.lang))

    def rank_name(self, rank: Rank, style: Style = "german") -> str:
        from ..i18n.names import form, rank_key

        return form(rank_key(rank, style), self.lang)

    def card_name(self, card: Card, style: Style = "german") -> str:
        """``Ober of Hearts`` (German style) or ``Queen of Hearts`` (French style)."""
        from ..i18n.names import card_key, form

        return form(card_key(card, style), self.lang)

    def count(self, field: str, **params: Any) -> str:
        """The template ``field`` (one with a count: ``points``, ``tricks``, ``talon`` ...)
        filled in, in the plural form its count asks for (catalogue key ``render.<field>``).
        A template set by hand (not the language's catalogue text) is used as given."""
        from ..i18n import template, translate

        text: str = getattr(self, field)
        if text != template(_key(field), self.lang):
            return text.format(**params)
        return translate(_key(field), self.lang, **params)

    def seat_name(self, seat: int, seat_names: tuple[str, ...] | None = None) -> str:
        if seat_names is not None and 0 <= seat < len(seat_names):
            return seat_names[seat]
        from ..i18n import Seat, seats_glued  # the seat's name: {seat}, {seat.label}

        name = Seat(seat, self.lang)
        return seats_glued(self.seat, ["seat"] if name.numbered else [], self.lang).format(
            seat=name)

    def seat_word(self, seat: int, seat_names: tuple[str, ...] | None = None) -> Any:
        """Seat ``seat`` named inside a sentence ("seat 1", "you"; hr "igrač 1", "vi"), the
        label a widget passed in ``seat_names`` in its in-sentence form (a
        :class:`schnapsen.i18n.Label`'s ``word``): a caption's "Points: you and seat 3: 40"
        never capitalises a name in mid-sentence; a template that opens with it asks
        ``{seat.Nom}``."""
        from ..i18n import Label, seat_in_sentence

        if seat_names is not None and 0 <= seat < len(seat_names):
            name = seat_names[seat]
            return Label(getattr(name, "word", name), you=getattr(name, "you", False))
        return Label(seat_in_sentence(seat, self.lang))

    def played(self, card: str, seat: int, seat_names: tuple[str, ...] | None = None) -> str:
        """A card of a trick with the seat that played it (``played_by``: "the Ace of Hearts
        by seat 1"), the seat as a name with forms: a template may ask for a form the
        catalogue declares for every seat (hu ``{seat.gen}`` "tök felső (az 1. játékosé)",
        the reader "(a tiéd)", ``ui.you.word`` in that form; round 23, hu); ``{seat}`` is
        :meth:`seat_word` as before."""
        from ..i18n import Label, Seats

        word = self.seat_word(seat, seat_names)
        forms = self._forms(seat, seat_names)
        if forms is None:  # a widget's own name for the seat: no forms of its own
            return self.played_by.format(card=card, seat=word)
        return self.played_by.format(card=card, seat=Label(
            word, you=word.you, word=word.word, cased=Seats([forms], self.lang)))

    def _forms(self, seat: int, seat_names: tuple[str, ...] | None) -> Any:
        """The i18n value whose forms (through the catalogue) name seat ``seat`` inside a
        sentence, or None: the name's own (a :class:`schnapsen.i18n.Label`'s ``cased``), the
        reader's (:class:`~schnapsen.i18n.You`), the reader's one opponent at a table of two
        (``ui.opponent.word``, as the widgets name that seat), a seat named by the table
        itself or by its own words (:class:`~schnapsen.i18n.Seat`); a widget's other names
        (a role: "dealer") have none. Wrapped in :class:`~schnapsen.i18n.Seats`, which says
        each in a sentence's form ("seat 1", hu ``{seat.gen}`` "az 1. játékosé")."""
        from ..i18n import Seat, You, seat_in_sentence
        from ..i18n.names import Word

        if seat_names is None or not 0 <= seat < len(seat_names):
            return Seat(seat, self.lang)
        name = seat_names[seat]
        if getattr(name, "cased", None) is not None:
            return name.cased  # type: ignore[attr-defined]
        if getattr(name, "you", False):
            return You(self.lang)
        if len(seat_names) == 2 and any(getattr(n, "you", False) for n in seat_names):
            return Word("ui.opponent.word", self.lang)
        if getattr(name, "word", name) == seat_in_sentence(seat, self.lang):
            return Seat(seat, self.lang)
        return None

    def stakes(self, multiplier: int) -> str:
        """The header's label of stakes raised to ``multiplier``: the label of the doubling
        that set them (hu "kontra ×2", "rekontra ×4"), ``kontra``'s for any other level."""
        from ..bidding import DOUBLING

        kind = next((f"{k}" for k, v in DOUBLING.items() if v == multiplier), "kontra")
        label = getattr(self, kind, self.kontra)
        return str(label if isinstance(label, str) else self.kontra).format(
            multiplier=multiplier)

    def stage_name(self, stage: str) -> str | None:
        return dict(self.stages).get(stage)

    def state(self, highlight: str | None) -> str | None:
        return {"legal": self.legal, "illegal": self.illegal, "selected": self.selected,
                "allowed": self.allowed}.get(
            highlight or ""
        )

    def tricks_text(self, tricks: int) -> str:
        return self.count("tricks", tricks=tricks)


def join_names(items: Sequence[str], and_: str) -> str:
    """``a, b and c``: commas between the names, the language's ``and_`` (with its spaces)
    before the last ("Igralec 1, igralec 2 in igralec 3", not "... in ... in ...")."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + and_ + items[-1]


def seats_label(seats: Sequence[int], names: Names, sn: tuple[str, ...] | None) -> Any:
    """The seats named together inside a sentence ("you and seat 3", hr "vi i igrač 3"; with
    no names given, under one word where the language has it: "seats 1 and 3", hr "igrači 1 i
    3", sl "igralca 1 in 3"); a template that opens with them asks ``{seats.Nom}``, a choice
    agrees with how many they are (``{seats:...}``: sl the dual). A
    :class:`schnapsen.i18n.Label`: the caption's points and the table's side totals name a
    side so."""
    from ..i18n import Label, Seats

    words = [names.seat_word(s, sn) for s in seats]
    # numbered seats (no names given, or the given names are the numbered ones: the reader's
    # table names only "you") share one word: hr "igrači 3 i 4", hu "a 3. és a 4. játékos"
    plain = sn is None or all(str(w) == str(names.seat_word(s, None))
                              for s, w in zip(seats, words, strict=True))
    if plain and len(seats) > 1:
        together = Seats(seats, names.lang)  # a verb agrees as the language says (hu: one)
        return Label(together.form(), number=len(seats) if together.person() > 1 else 1)
    # the reader among them ("you and seat 3") makes the group a subject of the second person
    # plural (hu "Te és a 3. játékos nyertetek", cs "Vy a hráč 3 získáváte")
    return Label(join_names(words, names.and_), you=any(w.you for w in words),
                 number=len(words))


#: The English defaults.
ENGLISH = Names()

_display = {"lang": "en"}


def display_language(lang: str | None = None) -> str:
    """The language in which objects draw themselves in a notebook (a deal's table, a card,
    a hand: their ``_repr_html_`` / ``_repr_svg_``); ``display_language("hr")`` sets it (the
    book's pages do so in their first cell, through :func:`schnapsen.book.page_text`).
    Returns the language in force."""
    if lang is not None:
        _display["lang"] = lang
    return _display["lang"]


def _key(name: str) -> str:
    return "render." + name.rstrip("_")


@functools.cache
def names_for(lang: str = "en") -> Names:
    """The picture words of ``lang`` from the message catalogues (:data:`ENGLISH` for "en").

    Every field of :class:`Names` but ``lang`` has a key in ``schnapsen/i18n/en_render.py``:
    ``render.hand`` for ``hand``, ``render.german_index.0`` ... for the names in a tuple, and
    ``render.stage.<stage>`` for the bidding stages. A key that the language's catalogue lacks
    keeps its English text.
    """
    if lang == "en":
        return ENGLISH
    from ..i18n import template  # the catalogues are only needed here

    def text(key: str, default: str) -> str:
        found = template(key, lang)
        return default if found is None else found

    values: dict[str, Any] = {"lang": lang}
    for field in dataclasses.fields(Names):
        if field.name == "lang":
            continue
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
    """The corner letters to draw: ``ranks`` when given, else the language's letters of the
    deck style (catalogue keys ``render.german_index.*`` / ``render.french_index.*``)."""
    if ranks is not None:
        return ranks
    letters = names.german_index if style == "german" else names.french_index
    return {Rank(i): letter for i, letter in enumerate(letters)}
