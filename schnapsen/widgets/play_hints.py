"""The play widget's hint: "What would you play here, and why?" ranks the reader's legal moves
with :func:`schnapsen.search.hint` (the search sees only the reader's seat) and lists them
best first, each line the move and its verdict (best, as good, good, a mistake: the grades'
thresholds) and its reason in words (:mod:`schnapsen.search.reasons`; counts said once, as
numbers, each clause a sentence); under the list, once, what "best" means. The figures (each
move's value, in how many of the likely deals it wins the deal, the one measure, the search's
note on the deals it tried) are folded in a native ``<details>`` toggle, "In figures" (round
35, a new learner: "-0.1 game points" could not be read as good or bad). The list goes when
the reader plays.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from ..i18n.base import capitalised
from ..render.text import Style
from ..search.grade import (
    GOOD_WITHIN,
    lost_whatever,
    measure_text,
    points_message,
    points_number,
    tenths,
    tied_places,
)
from ..search.reasons import ALSO, figure_text, short_key, tried_note
from ._common import paragraphs, text
from .hint_measure import measured_line, sampled
from .play_hints_text import _first, _said_above, _unrepeated, details, figures_item

if TYPE_CHECKING:
    from ..search.hint import Hint

__all__ = ["PlayHints", "HINT_BUDGET_MS", "hint_value", "verdict", "hint_item", "CLAIM_NEAR",
           "listed", "all_lost", "figures_item", "details"]

#: a thinking budget in milliseconds for a hint by the clock; the play widget's hint no longer
#: uses it (a clock made the number of likely deals differ from hint to hint): it judges
#: :data:`schnapsen.search.hint.SAMPLE_DEALS` deals, the number it states
HINT_BUDGET_MS = 120


#: a claim that loses is listed only where the seat's points are this near the target or
#: nearer (round 29, hr: "Prijava 66 („dosta“) – pogreška. Imate samo 5 bodova" in every list
#: from the second trick on)
CLAIM_NEAR = 20


def listed(h: Hint) -> bool:
    """Whether the hint list shows ``h``: every move but a claim that does not win while the
    seat's points are far below the target (more than :data:`CLAIM_NEAR` short)."""
    from ..moves import MoveKind

    if h.move.kind != MoveKind.CLAIM or h.value > 0:
        return True
    points, target = h.params.get("points"), h.params.get("target")
    if isinstance(points, int) and isinstance(target, int):
        return points + CLAIM_NEAR >= target
    return True


def hint_value(h: Hint, lang: str, places: int = 1) -> str:
    """The game points a move is expected to bring, signed: exact, a whole number (a count,
    with its plural forms); an estimate with one decimal ("\u22120.7"), whole
    ("+1", "0") when it is whole at one decimal (a count again, with its plural forms), else
    in a message that is no count ("1.5 game points on average"; each catalogue words the unit
    after a decimal as its language wants, e.g. hr "u prosjeku +1,8 boda igre")."""
    if h.exact and float(h.value).is_integer():
        points = int(h.value)
        sign = "+" if points > 0 else "\u2212" if points < 0 else ""
        return text("ui.hint.exact", lang, sign=sign, points=abs(points))
    # the one formatter of game points, the grades' and the review's too (round 25, hu)
    # two decimals where ``places`` says so: a value that shows as another move's at one
    # decimal but is worth another grade (round 31, hu: three moves "+0,3")
    n = tenths(h.value) if places == 1 else math.floor(abs(h.value) * 100 + 0.5 + 1e-9) * (
        1 if h.value >= 0 else -1)
    unit = 10 ** places
    sign = "+" if n > 0 else "\u2212" if n < 0 else ""
    if n % unit == 0:  # whole as shown: a count of game points ("0 točk", "+1 bod")
        return text("ui.hint.mean.whole", lang, sign=sign, points=abs(n) // unit)
    return text("ui.hint.mean", lang, value=sign + points_number(abs(h.value), lang, places))


def verdict(hints: Sequence[Hint], index: int) -> str:
    """The verdict on the ``index``-th move of a hint list, best first, as a key of
    ``ui.hint.verdict.*``: ``best`` (the first), ``equal`` (worth as much as the first;
    ``equal.loss`` where that is a loss, ``equal.least`` where every move loses),
    ``good`` (less, by under :data:`~schnapsen.search.grade.GOOD_WITHIN` game points at one
    decimal, as a grade says; ``good.close`` where it loses most of the deals judged) or
    ``mistake``; "" where every move loses as much (the first
    move's reason says so once); ``only`` (``only.move`` where it is no card) where the list
    has one move, the only legal one (round 33, hu 11, hr 9: "the best move")."""
    if len(hints) == 1:
        from ..moves import MoveKind

        return "only" if hints[0].move.kind == MoveKind.CARD else "only.move"
    if lost_whatever(hints):
        return ""
    loss = hints[0].value - hints[index].value
    lost = all_lost(hints)
    if loss < 1e-9:
        # at a loss "worth as much", not "as good" (round 25, hr and sl: "enako dobro" said
        # of a move that loses); where every move loses, "an equally small loss" (round 31,
        # hr: "najmanji gubitak" then "jednako dobar potez")
        if index == 0:
            return "least" if lost else "best"
        if lost:
            return "equal.least"
        return "equal.loss" if hints[index].value < 0 else "equal"
    if tenths(loss) < round(GOOD_WITHIN * 10):
        # every move loses the deal, or this one loses every deal judged below a best move
        # that loses on average: not "good", which reads as praise (round 29, hr F10; round
        # 31, hr "Baba bundeve – dobar potez … ali ipak u svih 12 rasporeda pobjeđuje
        # protivnik")
        never = hints[index].wins == 0 and hints[0].value < 0
        if lost or never:
            return "more"
        # a move that loses most of the deals judged is not praised as "good": it is only a
        # little worse than the best (round 33, cs: "Zavření talónu – dobrý tah. … V 8 z 12
        # rozložení rozdání vyhraje soupeř")
        return "good.close" if 2 * hints[index].wins < hints[index].worlds else "good"
    return "mistake"


def all_lost(hints: Sequence[Hint]) -> bool:
    """Whether every move of a hint list loses the deal in every deal judged (each worth a
    loss, none winning in any deal): the list then says so once (``ui.hint.all_lost``) and
    its verdicts name the smallest loss, not the best or a good move."""
    return len(hints) > 1 and all(h.value < 0 and h.wins == 0 for h in hints)


def verdict_words(hints: Sequence[Hint], index: int, kind: str, lang: str) -> str:
    """The verdict ``kind`` (:func:`verdict`) on the ``index``-th move of a hint list in words:
    a mistake with how much worse than the best it is, in the game points the list's values
    are in (an average where they are means), as a grade names it (round 37, cs: "chyba" said
    with no comparison with the best move); any other verdict in its word."""
    if kind != "mistake":
        return text(f"ui.hint.verdict.{kind}", lang)
    exact = ".exact" if hints[0].exact and hints[index].exact else ""
    # where every move loses: more than the smallest loss, no "best" move (round 29, hr F10)
    key = "ui.hint.verdict.mistake.least" if all_lost(hints) else "guided.grade.name.mistake"
    return points_message(f"{key}{exact}",
                          hints[0].value - hints[index].value, lang)


def hint_item(move: str, kind: str, reason: str, value: str, lang: str,
              grade: str = "") -> str:
    """One line of a hint list as HTML (round 27, every reader: the line read like a program):
    the move's name and its verdict (:func:`verdict`; none: the move and its reason as
    before), then the reason as a sentence of its own, then the value (where not "") on a
    line of its own in the figures' small type, without brackets. The play widget's hint
    passes no value: its list says the figures apart, behind a toggle (:func:`figures_item`;
    round 35, a new learner: "\u22120.1 game points" after every line read as neither good
    nor bad); the analysis board's list keeps them on the line."""
    esc = html.escape
    if kind:
        head = text("ui.hint.head", lang, choice=move,
                    grade=grade or text(f"ui.hint.verdict.{kind}", lang))
        said = f"{esc(head)} {esc(capitalised(reason))}."
    else:
        said = esc(text("ui.hint.item", lang, choice=move, reason=reason))
    figure = f'<br><span class="schnapsen-figure">{esc(value)}</span>' if value else ""
    return f"<li>{said}{figure}</li>"


class PlayHints:
    """The hint button (``button``) and the ranked moves (``box``; ``hints``: the list shown,
    or None). ``blocked`` says why there is no hint now ("" at the reader's turn); ``ask``
    ranks the moves; ``label`` names a move in words; ``over`` says whether the deal is over
    (then the hint area stays empty)."""

    def __init__(self, lang: str, blocked: Callable[[], str], ask: Callable[[], list[Hint]],
                 label: Callable[[Any], str], style: Callable[[], Style],
                 over: Callable[[], bool] = lambda: False) -> None:
        self.lang = lang
        self._blocked = blocked
        self._over = over
        self._ask = ask
        self._label = label
        self._style = style
        self.button = W.Button(
            description=text("ui.hint", lang), tooltip=text("ui.hint.tooltip", lang),
            layout=W.Layout(width="auto", max_width="100%", height="auto"))
        self.button.add_class("schnapsen-hint-button")
        self.box = W.HTML(layout=W.Layout(max_width="100%"))
        #: the hints shown (None: none asked for since the reader's last move)
        self.hints: list[Hint] | None = None

    def show(self, error_text: Callable[[Exception], str]) -> bool:
        """Rank the reader's legal moves and show them; at another seat's turn say why (once
        the deal is over, nothing). Returns whether hints are shown."""
        from ..errors import SchnapsenError

        self.hints = None
        if not self._blocked():
            try:
                self.hints = self._ask()
            except SchnapsenError as err:  # the search's own reason, in words
                self.box.value = paragraphs([error_text(err)], "schnapsen-hint")
                return False
        self.draw()
        return self.hints is not None

    def draw(self) -> None:
        blocked = self._blocked()
        self.button.disabled = bool(blocked)
        self.button.tooltip = blocked or text("ui.hint.tooltip", self.lang)
        # gone once the deal is over, not greyed out (round-21/22 readers: "the button stays on
        # screen, greyed out"); back with the next deal
        self.button.layout.display = "none" if self._over() else ""
        self.box.value = self.html()

    def _said(self, h: Hint, kind: str, style: str, counted: bool,
              shown: dict[str, int]) -> tuple[str, bool]:
        """A line's reason where its value is exact (no likely deals to measure by), and
        whether a line so far has named the sample."""
        also = h.params.get(ALSO)
        w = replace(h, params={k: v for k, v in h.params.items() if k != ALSO})
        # the sample named once, on the first line that counts likely deals (round 29, sl)
        said = w.text(self.lang, style, bare=True, listed=True,
                      mistake=kind == "mistake", short=counted, once=True)
        if not counted:
            counted = said != w.text(self.lang, style, bare=True, listed=True,
                                     mistake=kind == "mistake", short=True, once=True)
        if also is not None:
            full = h.text(self.lang, style, bare=True, listed=True,
                          mistake=kind == "mistake", short=counted, once=True)
            if _said_above(said, kind, shown) or (
                    kind == "mistake" and _first(full) != _first(said)):
                # nothing of its own left but what it wins (round 30), or a mistake whose
                # loss is what goes wrong, said first (round 28, sl): that is its reason
                said = full
        return _unrepeated(said, kind, shown), counted

    def html(self) -> str:
        blocked = self._blocked()
        if self.hints is None:
            # at the reader's turn nothing until asked; at another seat's turn why the button
            # rests; once the deal is over nothing (the button rests, its tooltip says why,
            # and the status says what comes next)
            return paragraphs([blocked], "schnapsen-hint") if blocked and not self._over() \
                else ""
        esc = html.escape
        items = []
        figures = []  # each move's value and deals won, behind the "In figures" toggle
        # the note on the deals the search tried (played with every card face up, the real
        # cards may differ): said once, with the figures, not on each line that counts them
        # (round 23, hr: the same bracket on up to five lines of one hint)
        notes = {tried_note(h.params) for h in self.hints} - {None}
        counted = False  # whether a line above has named the sample
        shown: dict[str, int] = {}  # each reason sentence said above, its line's rank
        style = self._style()
        for i, h in enumerate(self.hints):
            if not listed(h):
                continue
            # the move, its verdict and one reason in words; its value goes with the figures,
            # behind the toggle (round 35); a mistake's reason says what goes wrong (round 29)
            kind = verdict(self.hints, i)
            also = h.params.get(ALSO)
            if sampled(h):  # every line ends in the one measure, said the same way (code39a)
                said, also = measured_line(h, kind, self.lang, style, shown), None
            else:
                said, counted = self._said(h, kind, style, counted, shown)
            places = tied_places(h.value, *(o.value for o in self.hints if listed(o)))
            name = capitalised(self._label(h.move))
            value = hint_value(h, self.lang, places)
            items.append(hint_item(name, kind, said, "", self.lang,
                                   verdict_words(self.hints, i, kind, self.lang)))
            # the count's short form ("in 8 of 12"): the measure under the figures names the
            # sample once (round 29, sl: the sample named on every line)
            won = figure_text({ALSO: (short_key(also[0]), also[1])}, self.lang, style) \
                if also is not None else ""
            figures.append(figures_item(name, value, won, self.lang))
        head = esc(text("ui.hint.heading", self.lang))
        measure = esc(text("ui.hint.measure", self.lang,
                           measure=measure_text(*self.hints, lang=self.lang)))
        words = ""
        if all_lost(self.hints) and not lost_whatever(self.hints):
            words = esc(text("ui.hint.all_lost", self.lang))
        elif len(items) > 1 and verdict(self.hints, 0) == "best":
            # what "best" means, in plain words, once (round 35, a new learner: the best move
            # "-0.1" and "wins 6 of 12", a good one "8 of 12")
            words = esc(text("ui.hint.best_means", self.lang))
        if notes:  # "others" where any line says it of the other players
            key = "ui.hint.tried" + ("" if "others" in notes else ".opp")
            measure += " " + esc(text(key, self.lang))
        said = f'<p style="margin:0.15em 0">{words}</p>' if words else ""
        body = (f'<ul class="schnapsen-figure">{"".join(figures)}</ul>'
                f'<p class="schnapsen-figure" style="margin:0.15em 0">{measure}</p>')
        return (f'<div class="schnapsen-hint" role="region" aria-label="{head}">'
                f"<strong>{head}</strong><ol>{''.join(items)}</ol>{said}"
                f"{details(text('ui.figures', self.lang), body)}</div>")
