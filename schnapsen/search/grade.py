"""Grades for a move against the search's ranking (:func:`schnapsen.search.hint`): best,
good (within :data:`GOOD_WITHIN` expected game points of the best) or a mistake costing the
difference. The guided hands (:func:`schnapsen.practice.guided_hands`) grade every move of the
reader with it.

>>> import schnapsen as s
>>> from schnapsen.search import hint
>>> from schnapsen.search.grade import grade
>>> d = s.Deal.new("at", seed=7)
>>> hints = hint(d, budget_ms=50)
>>> grade(hints, hints[0].move).kind
'best'

For a grade that is the same on every run use :func:`grade_hints`, which judges a fixed
number of worlds (:data:`GRADE_WORLDS`) instead of a time budget:

>>> from schnapsen.search.grade import grade_hints
>>> [(h.move, h.value) for h in grade_hints(d)] == [(h.move, h.value) for h in grade_hints(d)]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import move_label
from ..i18n import translate
from ..moves import Move
from .hint import Hint, hint

__all__ = ["GOOD_WITHIN", "GRADE_WORLDS", "Grade", "grade", "grade_hints"]

#: a move within this many expected game points of the best is graded "good"
GOOD_WITHIN = 0.5
#: where cards are hidden, a grade judges this many sampled worlds, drawn from a seed made of
#: what the seat sees (:func:`schnapsen.search.hint`): the same position gets the same grade and
#: numbers on every run and machine, whatever the clock. With twelve a grade over the guided
#: hands' lines takes about 20 ms in CPython (median), a tenth of a second at worst (a third
#: on a busy machine), so well under a second in the browser's Pyodide (two to three times
#: slower); the hint button's time budget drew about as many worlds (a median of 14 to 20)
GRADE_WORLDS = 12


def _number(value: float, lang: str) -> str:
    """A loss as the reader writes it: two decimals, the edition's decimal mark."""
    return f"{value:.2f}".replace(".", translate("ui.hint.decimal", lang))


@dataclass(frozen=True)
class Grade:
    """A move graded against the search's ranking: ``kind`` ``best``, ``good`` (within
    :data:`GOOD_WITHIN` game points of the best) or ``mistake``; ``loss``: the expected game
    points below the best; ``hint``: the search's view of the move, ``best``: of the best
    move."""

    move: Move
    kind: str
    loss: float
    hint: Hint
    best: Hint

    def name(self, lang: str = "en") -> str:
        """The grade in a word or two (``best``, ``good``, ``a mistake (-0.75 ...)``)."""
        return translate(f"guided.grade.name.{self.kind}", lang,
                         loss=_number(self.loss, lang))

    def text(self, lang: str = "en", style: str = "german") -> str:
        """The grade and the reason in words."""
        if self.kind == "mistake":
            head = translate("guided.grade.mistake", lang, loss=_number(self.loss, lang))
        else:
            head = translate(f"guided.grade.{self.kind}", lang)
        parts = [head, translate("guided.grade.why", lang, reason=self.hint.text(lang))]
        if self.kind != "best":
            better = move_label(self.best.move, lang, style)
            if self._same_counts():
                # "wins 8 deals out of 12" for both: the difference is in the game points
                parts.append(translate("guided.grade.better.value", lang, move=better,
                                       best=_signed(self.best.value, lang),
                                       mine=_signed(self.hint.value, lang)))
            else:
                parts.append(translate("guided.grade.better", lang, move=better,
                                       reason=self.best.text(lang)))
        return " ".join(parts)


    def _same_counts(self) -> bool:
        """Whether the better move's reason would give the same figures as the reader's (the
        same wins out of the same likely deals, or the same exact game points)."""
        mine, best = self.hint, self.best
        if mine.exact != best.exact:
            return False
        if not mine.exact:
            return (mine.wins, mine.worlds) == (best.wins, best.worlds)
        return mine.text() == best.text()


def _signed(value: float, lang: str) -> str:
    """Expected game points, signed, two decimals ("+0.50", "\u22121.25")."""
    sign = "+" if value > 0.005 else "\u2212" if value < -0.005 else ""
    return sign + _number(abs(value), lang)


def grade(hints: Sequence[Hint], move: Move | str) -> Grade:
    """Grade ``move`` against ``hints`` (the ranked list :func:`schnapsen.search.hint` gave
    for the position before it): the best value is ``best``, within :data:`GOOD_WITHIN`
    ``good``, else a ``mistake`` costing the difference in expected game points."""
    m = Move.parse(move)
    if not hints:
        raise SchnapsenError("grading needs the search's hints for the position",
                             "search.error.grade")
    top = hints[0]
    mine = next((h for h in hints if h.move == m), None)
    if mine is None:
        raise SchnapsenError(f"{m} is not one of the hinted moves", "search.error.grade")
    loss = max(0.0, top.value - mine.value)
    kind = "best" if loss < 1e-9 else "good" if loss < GOOD_WITHIN else "mistake"
    return Grade(m, kind, loss, mine, top)


def grade_hints(deal: Deal, seat: int | None = None) -> list[Hint]:
    """The hints a grade is made from: :func:`schnapsen.search.hint` for the position with
    :data:`GRADE_WORLDS` worlds where cards are hidden (exact where every card is known), the
    same on every run."""
    return hint(deal, seat, worlds=GRADE_WORLDS)
