"""What the English catalogues declare beside plain text: plural messages, count parameter
names, units and grammatical cases (see :mod:`schnapsen.i18n`)."""

from __future__ import annotations

__all__ = ["Plural", "COUNT_NAMES", "UNITS", "CASES", "Cased"]


class Plural(str):
    """An English message with a count: its text is the plural (``{n} cards``), ``one`` the
    singular (``{n} card``), ``n`` the name of the parameter that holds the count."""

    one: str
    n: str

    def __new__(cls, one: str, other: str, n: str = "n") -> Plural:
        self = super().__new__(cls, other)
        self.one = one
        self.n = n
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
#: Grammatical cases a card, suit or rank name may be asked for: ``{card.acc}``.
CASES = ("nom", "acc", "gen", "dat", "loc", "ins")


class Cased:
    """A value shown in a message: ``{x}`` reads its nominative, ``{x.acc}`` (any of
    :data:`CASES`) that grammatical case; a subclass says how each case reads (``form``)."""

    __slots__ = ()

    def form(self, case: str = "nom") -> str:
        raise NotImplementedError

    def __getattr__(self, case: str) -> str:
        if case not in CASES:
            raise AttributeError(case)
        return self.form(case)

    def __format__(self, spec: str) -> str:
        return format(self.form(), spec)

    def __str__(self) -> str:
        return self.form()
