"""What the English catalogues declare beside plain text: plural messages, count parameter
names, units, grammatical cases and the parameters that hold seats (see
:mod:`schnapsen.i18n`)."""

from __future__ import annotations

from typing import ClassVar

__all__ = [
    "Plural", "MayDrop", "COUNT_NAMES", "UNITS", "NUMBER_WORDS", "WORD_FORMS", "CASES",
    "UNIT_FORMS", "SEATS", "SEAT_PARAMS",
    "SEAT_FORMS", "SHARED", "PERSONS", "ZERO", "ZERO_CHOICE", "SAID", "TIMES", "capitalised",
    "choose",
    "Cased", "SUIT_NUMBERS", "RANK", "TRUMP_RANK", "SENTENCE_PARAMS", "SENTENCE_FORMS",
    "CHOICE_PARAMS", "CHOICE_FORMS", "mid_sentence", "BEFORE", "choose_person",
]


class Plural(str):
    """An English message with a count: its text is the plural (``{n} cards``), ``one`` the
    singular (``{n} card``), ``n`` the name of the parameter that holds the count.
    ``optional``: placeholders a translation may leave out (as :class:`MayDrop`); ``extra``:
    parameters the code passes that the English does not show, which a translation may (the
    cards of a trick for two one by one, cs "vynesli jste červeného spodka, soupeř přidal
    …", where the English lists them as ``{cards}``)."""

    one: str
    n: str
    optional: frozenset[str]
    extra: frozenset[str]

    def __new__(cls, one: str, other: str, n: str = "n", *, optional: tuple[str, ...] = (),
                extra: tuple[str, ...] = ()) -> Plural:
        self = super().__new__(cls, other)
        self.one = one
        self.n = n
        self.optional = frozenset(optional)
        self.extra = frozenset(extra)
        return self


class MayDrop(str):
    """An English message with a placeholder a translation may leave out (``optional``: the
    names), where the language says the thing without it (cs "Soupeř ohlásil „dost“." with
    no "(66)"): ``tools.i18n check`` still wants every other placeholder, and none that the
    English text does not have but ``extra``, parameters the code passes that the English
    does not show, which a translation may (a marriage said as its call, hu "zöld húszat
    mond", where the English names it by its suit: ``{call.said.acc}``)."""

    optional: frozenset[str]
    extra: frozenset[str]

    def __new__(cls, text: str, *optional: str, extra: tuple[str, ...] = ()) -> MayDrop:
        self = super().__new__(cls, text)
        self.optional = frozenset(optional)
        self.extra = frozenset(extra)
        return self


#: Parameter names that hold a count of something (points, cards, tricks, deals ...): a
#: message may show them only as the count of a :class:`Plural` or with a unit. Numbers that
#: are not followed by a noun are not listed: a target or threshold ("from {target}",
#: "fewer than {half}"), a total ("{n} of {total}"), the columns of a score line, a number
#: whose noun the sentence has just named ("at least {min} cards; it holds {have}").
COUNT_NAMES = frozenset({
    "count", "n", "points", "game_points", "tricks", "deals", "min", "card_points",
    "marriages", "wins", "left", "first", "second", "pending", "winners_count",
    "worlds", "diff",
})
#: Units a count may carry in a sentence: ``{have.cards}`` -> translate("unit.cards", n=have).
UNITS = ("points", "card_points", "game_points", "cards", "tricks", "deals", "markers")
#: Counts a message may say as a word (``{tricks.word.loc}``: cs "po jednom štychu", not
#: "po 1 štychu"): 1 to this, keys ``number.<n>``; a larger count stays a number. The word's
#: gender, where the language's words have one, follows the form's name: ``word`` (the
#: catalogue's default, masculine), ``word_f``, ``word_n`` (msgctxt ``loc.f``, ``nom.n`` ...).
NUMBER_WORDS = 10
WORD_FORMS = ("word", "word_f", "word_n")
#: Grammatical cases a card, suit or rank name may be asked for: ``{card.acc}``.
CASES = ("nom", "acc", "gen", "dat", "loc", "ins")
#: The forms a count with its unit may be asked for: the cases, and ``poss``, the unit as a
#: thing possessed (hu "az 1. játékosnak 73 pontja van": ``{first.points.poss}``), each the
#: unit's entry with that message context (``msgctxt "poss"``).
UNIT_FORMS = (*CASES, "poss")
#: A suit said of one card or of none, where the language's suit names are plural (cs
#: "žaludy", but "nemáte žádný žalud", "nemáte žádnou kouli"): ``{led_suit.one}`` the suit in
#: the singular ("žalud"), ``{led_suit.one.acc}`` in a case; ``{led_suit.zero.acc}`` the words
#: for none of it, agreeing with the suit's gender ("žádnou kouli"). Each is the suit's entry
#: with the message context ``one``, ``one.acc`` ..., ``zero``, ``zero.acc`` ...; a catalogue
#: without it reads the suit's own (plural) form of that case. The same way, a suit said as an
#: adjective before a noun of either gender, where players say a marriage so (cs "žaludský
#: pár", "hlásí zelený pár", "žaludského páru"): ``{suit.adj_m}``, ``{suit.adj_m.gen}``,
#: ``{suit.adj_f.acc}`` ..., the contexts ``adj_m``, ``adj_m.gen``, ``adj_f.acc`` ...; a form
#: that opens a sentence capitalised (``{suit.adj_m.Nom}``). And a card of the suit, said with
#: the language's word for a card, where it names the suit so rather than by an adjective (hr
#: "bacite zelenu kartu", but "kartu žira", "kartu srca"): ``{led_suit.card.acc}``, the
#: contexts ``card``, ``card.acc`` ...
SUIT_NUMBERS = ("one", "zero", "adj_m", "adj_f", "card")
#: A card named by its rank alone, where the sentence has just said its suit (hr "bacite
#: zelenu kartu jaču od kralja", not "… od zelenog kralja"): ``{best.rank}``, in a case
#: ``{best.rank.gen}``, the card's rank's entry (``rank.<style>.<letter>``) and its message
#: contexts.
RANK = "rank"
#: A rank said as the trump card of that rank, where the language says it with an adjective
#: that agrees with the rank (hr "adutskog dečka", "adutsku devetku", not "dečka aduta"):
#: ``{rank.trump}``, in a case ``{rank.trump.acc}``, the rank's entry (``rank.<style>.<letter>``)
#: with the message contexts ``trump``, ``trump.acc`` ...; a catalogue without it reads the
#: rank's own form of that case.
TRUMP_RANK = "trump"
#: A count said as a number of its own, with no unit (a marriage's value, "zove 40"):
#: ``{points.said}``, in a case ``{points.said.acc}`` (hu "negyvenet"), from the entry
#: ``said.<n>`` (and its message contexts) when the catalogue has one, else the number.
SAID = "said"
#: A count said as how many times something counts (a match's value, raised stakes):
#: ``{value.times}`` "double", sl "dvojno", hr "dvostruko", cs "dvojnásob", hu "kétszeresen",
#: from the entries ``times.<n>`` (1 to :data:`NUMBER_WORDS`), a larger count from the plural
#: message ``times.n`` ("{n} times", sl "{n}-kratno").
TIMES = "times"
#: A count after the language's "with" (``{points.with}``: hr "sa 66", "s 49"): the entry
#: ``with.number``, or ``with.number.sound`` where the number as spoken opens with a sound
#: the preposition changes before (hr "sa" before a sibilant: "šezdeset", "sedam", "sto"; sl
#: "s" before a voiceless sound, else "z": :func:`schnapsen.i18n.spoken_sound`). A name the
#: same way (``{card.with}``: sl "s srčnim kraljem", "z zeljnim kraljem"): its instrumental
#: (``msgctxt "ins"``) in the entry ``with.name``, or ``with.name.sound`` where that form opens
#: with such a sound (:func:`schnapsen.i18n.word_sound`).
WITH = "with"
#: A count after a word that changes with the sound the number as spoken opens with, other
#: than "with": ``{n.art}`` the article before it (hu "az 5." "a 2.": "az" before a vowel),
#: ``{n.of}`` the language's "of / out of" (cs "ze 4", "ze 7", "z 5", "z 12"), ``{n.in}``
#: "in" before the number read as an ordinal (cs "ve 4.", "v 5."). Each is the entry
#: ``before.<form>`` ("z {number}"), or ``before.<form>.sound`` ("ze {number}") where the
#: number as spoken opens with a sound of the form's list in
#: :data:`schnapsen.i18n._BEFORE` (:func:`schnapsen.i18n.before_sound`).
BEFORE = ("art", "of", "in")
#: The message context of a unit's zero form ("nijedan štih"), and the prefix of the
#: none-word of a count's choice (``{tricks:0=nema|ima|ima|ima}``): see :mod:`schnapsen.i18n`.
ZERO = "zero"
ZERO_CHOICE = "0="
#: What a subject placeholder may stand for, in the order a choice lists its words (see
#: :func:`choose`): the reader ("you"), one other seat or player, two seats together (the
#: Slovenian dual: "igralca 1 in 3 sta"), more seats together; then the reader named with
#: others, a subject of the second person plural: the reader and one other seat ("you and
#: seat 3": hu "Te és a 3. játékos nyertetek", cs "Vy a hráč 3 získáváte", sl the dual "Ti in
#: igralec 3 dobita"), the reader and more. A choice of three words gives two seats and more
#: the third ("{seats:si|je|so}"), of four the dual its own; a choice of five or six gives
#: the reader with others the fifth (and sixth) word, one of fewer its last word, as before.
PERSONS = ("you", "one", "two", "several", "you_two", "you_several")

#: Seats have names too, a small table like the cards' (keys ``seat.0`` ... ``seat.4``, the
#: most players a variant seats is five): English, Croatian, Slovenian and Czech say the
#: number ("seat {seat}", "igrač {seat}"), Hungarian a phrase with its article and case
#: ending ("az 1. játékos", "az 1. játékosnak"). A message parameter named in
#: :data:`SEAT_PARAMS` that holds a whole number (or a string of digits) is given to the
#: template as a seat name (``Seat`` in :mod:`schnapsen.i18n`); any other value (a label such
#: as "You", a hand of cards) is left as it is. ``forehand`` is not listed: it holds a hand.
SEATS = 5
SEAT_PARAMS = frozenset({
    "seat", "claimer", "dealer", "lead", "leader", "winner", "winners", "loser", "to_move",
    "partner",
})
#: The forms of a seat name: the cases, and ``label``, the name as a caption or label with no
#: article (hu "1. játékos" under a hand, against "az 1. játékos" in a sentence).
SEAT_FORMS = (*CASES, "label")
#: The message context of a seat's form in a list of seats that shares one noun (hu "a 2." in
#: "a 2. és a 3. játékos"; ``number.label`` "2." in the caption "2. és 3. játékos"): a language
#: that names a seat by an ordinal and a noun gives it, and the noun once in
#: ``ui.puzzle.seats_word`` (see :class:`schnapsen.i18n.Seats`).
SHARED = "number"
#: Message parameters that hold a reason in words (:class:`schnapsen.i18n.Sentence`), and the
#: form they may be asked for beside the sentence itself: ``clause``, the same words going on
#: after a colon (``{why.clause}``: "… nije dopušteno: ta pravila uopće ne poznaju
#: snapszer.", against ``{why}`` "… nem szabad. Ezek a szabályok …"). ``steps``: a line of
#: play said trick by trick, after a colon (hu "… folytatás innen: {steps.clause}": "9. ütés:
#: …", "bejelented, hogy elég …").
SENTENCE_PARAMS = frozenset({"why", "steps", "verdict"})
SENTENCE_FORMS = ("clause",)
#: Message parameters that hold a label the reader chose or is told (a move, an answer, as a
#: button shows it: :class:`schnapsen.i18n.Choice`), and its form inside a sentence: ``mid``,
#: with a small first letter where the language writes one there (hu "A helyes válasz:
#: {answer.mid}." "… igen.", not "… Igen."), a proper name (a game's name) as running text
#: writes it.
#: A move a seat makes may also be said as a verb (:class:`schnapsen.i18n.Act`, keys
#: ``move.verb.<kind>`` and ``move.does.<kind>``): ``inf`` what to do ("Bolje bi bilo
#: {move.inf}": "odigrati zelenu desetku"), ``does`` what a seat does ("hráč 2
#: {choice.does}": "ohlásí snapszer"). ``other``: the move a reason compares with (sl "kot če
#: bi se odločil {other.inf}"); where it holds a card instead, its cases as a card's.
CHOICE_PARAMS = frozenset({"choice", "answer", "answers", "line_choice", "move", "other"})
CHOICE_FORMS = ("mid", "inf", "does")


def choose(spec: str, index: int) -> str:
    """The word of a choice ``spec`` (``"si|je"``: words parted by ``|``) at ``index``, or
    the last word when the choice lists fewer.

    A template agrees a word with a value by a format spec of that value: a subject in person
    and number (``{seat:si|je|sta}``: the reader, one other seat, several; see
    :data:`PERSONS`; a choice with fewer words gives the last to the rest), a count in the
    language's plural form (``{have:je|sta|so|je}``: the
    catalogue's ``Plural-Forms`` index of the number, so sl "zdaj je 1", "zdaj sta 2")."""
    words = spec.split("|")
    return words[min(index, len(words) - 1)]


def choose_person(spec: str, person: int) -> str:
    """The word of a subject choice ``spec`` that agrees with ``person`` (an index into
    :data:`PERSONS`): as :func:`choose`, but the reader with others ("you and seat 3") takes
    the fifth or sixth word only where the choice lists five or more; a choice of fewer agrees
    with them as with as many other seats, as it did before there were such words (sl
    "{side:igraš|igra|igrata|igrate}": "ti in igralec 1 igrata")."""
    if person >= 4 and spec.count("|") < 4:
        person -= 2
    return choose(spec, person)


def mid_sentence(text: str) -> str:
    """A label (a button's "Igen", "Zavření talónu") as the words go on inside a sentence:
    its first letter small, unless the word is written in capitals ("QH", "A") or the label
    is a name the caller gives its own running form (:class:`schnapsen.i18n.Choice`)."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and first[1:].isupper() or len(first) == 1 and first.isupper():
        return text
    return text[:1].lower() + text[1:]


#: marks that may open a sentence before its first letter (a quoted word: sl "»Dovolj«", hu
#: "„Elég”"): the letter after them is the one a sentence's start capitalises
_OPENERS = "»«„“”\"'‚‘’‹›"


def capitalised(text: str) -> str:
    """``text`` with a capital first letter (the start of a sentence): "Az 1. játékos"; after
    opening quotation marks, the quoted word's ("»Dovolj«: …", round 25, sl: "»dovolj«: …")."""
    i = len(text) - len(text.lstrip(_OPENERS))
    return text[:i] + text[i:i + 1].upper() + text[i + 1:]


class Cased:
    """A value shown in a message: ``{x}`` reads its nominative, ``{x.acc}`` (any of
    :data:`CASES`) that grammatical case; a subclass says how each case reads (``form``).
    The same name capitalised, ``{x.Nom}``, ``{x.Dat}``, gives that form with a capital first
    letter, for a name that opens a sentence ("Az 1. játékosnak nincs tökje")."""

    __slots__ = ()
    #: the forms ``{x.<form>}`` may ask for
    forms: ClassVar[tuple[str, ...]] = CASES

    def form(self, case: str = "nom") -> str:
        raise NotImplementedError

    def person(self) -> int:
        """Which word of a choice ``{x:you|one|several}`` agrees with this value (an index
        into :data:`PERSONS`): one other seat or thing, unless a subclass says otherwise."""
        return 1

    def __getattr__(self, case: str) -> str:
        if case in self.forms:
            return self.form(case)
        if case[:1].isupper() and case.lower() in self.forms and case == case.capitalize():
            return capitalised(self.form(case.lower()))
        raise AttributeError(case)

    def __format__(self, spec: str) -> str:
        if "|" in spec:  # a word agreeing with this value, not the value itself
            return choose_person(spec, self.person())
        return format(self.form(), spec)

    def __str__(self) -> str:
        return self.form()
