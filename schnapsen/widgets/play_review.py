"""The review of a deal (a part of the play widget, used by the analysis board too): every
decision of the reader graded as the guided hands grade it (:mod:`schnapsen.search.review`),
each forced move listed as forced, the turning point named, and the deal replayed move by move
with the table as the reader saw it (every card once it is over, or with "show every card");
the deal as text, and a button that opens the analysis board at the step shown."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import format_message, names_only
from ..i18n.base import capitalised
from ..render import deal_html, names_for, table_svg
from ..render.text import Style
from ..search.grade import GRADE_WORLDS
from ..search.review import (
    Missed,
    Review,
    deal_at,
    review_deal,
    trick_starts,
)
from ._common import (
    engine_text,
    paragraphs,
    readonly_text,
    seat_name,
)
from .open_board import BoardOpener
from .play_review_words import ReviewWords

__all__ = ["PlayReview", "START"]

#: the review's first step: the deal as dealt, before any move (its table is the one before the
#: first move, but no move is reviewed there); step ``k`` from 0 on is the table before the
#: deal's move ``k`` (its index), with that move and its grade; the last step is the end
START = -1


class PlayReview(ReviewWords):
    """``button`` opens the review of a finished deal (:meth:`open`); ``box`` shows it:
    ``summary`` (the tally, the turning point, and an opponent's missed reply that the grades
    could not foresee), ``table`` (the table at ``step``),
    ``caption`` (which move, and the reader's decision there with its grade and reason),
    ``decisions`` (the list of graded decisions), the buttons ``start_button``,
    ``back_button``, ``forward_button``, ``end_button``, ``turning_button``, the dropdown
    ``jump`` (each trick played, none a claim left unbegun; the end), the switch ``reveal``,
    ``export`` (the deal as text, read-only; ``export_text``), ``opener`` (a BoardOpener:
    the analysis board at the step shown). ``review``: the Review shown, or None. ``step``:
    :data:`START` (the deal as dealt, before any move), the index of the move shown next, or
    the number of moves (the end)."""

    def __init__(self, lang: str, style: Callable[[], Style], worlds: int = GRADE_WORLDS) -> None:
        self.lang = lang
        self._style = style
        self.worlds = worlds
        #: rank each decision over different deals, as the followed widget's hint button
        #: does (:attr:`~.play.PlayWidget.hint_distinct`)
        self.distinct = False
        t = self._t
        self.review: Review | None = None
        self.step = START
        self._names: list[str] = []
        self.button = W.Button(description=t("review.open"), tooltip=t("review.open.tooltip"),
                               button_style="info", layout=W.Layout(width="auto", display="none"))
        self.button.add_class("schnapsen-review-button")
        self.summary = W.HTML()
        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.caption = W.HTML()
        self.decisions = W.HTML()
        self.export = W.HTML(layout=W.Layout(max_width="100%"))
        self.export_text = ""

        def nav(key: str) -> Any:
            b = W.Button(description=t(key), layout=W.Layout(width="auto"))
            b.add_class("schnapsen-review-nav")
            return b

        self.start_button = nav("review.nav.start")
        self.back_button = nav("review.nav.back")
        self.forward_button = nav("review.nav.forward")
        self.end_button = nav("review.nav.end")
        self.turning_button = nav("review.nav.turning")
        self.jump = W.Dropdown(options=[(t("review.nav.trick.start"), START)], value=START,
                               description=t("review.nav.trick"),
                               layout=W.Layout(width="auto"),
                               style={"description_width": "initial"})
        self.reveal = W.Checkbox(value=False, description=t("review.reveal"), indent=False,
                                 layout=W.Layout(width="auto"))
        self.start_button.on_click(lambda _b: self.go(START))
        self.back_button.on_click(lambda _b: self.go(self.step - 1))
        self.forward_button.on_click(lambda _b: self.go(self.step + 1))
        self.end_button.on_click(lambda _b: self.go(self._total))
        self.turning_button.on_click(lambda _b: self.go_turning_point())
        self.jump.observe(self._on_jump, names="value")
        self.reveal.observe(lambda _c: self.draw(), names="value")
        self.opener = BoardOpener(lang, style, self.step_text)
        row = W.Layout(flex_flow="row wrap", align_items="center", max_width="100%")
        self.nav = W.HBox([self.start_button, self.back_button, self.forward_button,
                           self.end_button, self.jump, self.turning_button, self.reveal,
                           self.opener.button], layout=row)
        self.box = W.VBox([self.summary, self.nav, self.table, self.caption, self.decisions,
                           self.export, self.opener.box],
                          layout=W.Layout(display="none", max_width="100%"))
        self.box.add_class("schnapsen-review")
        self._jumping = False
        #: the review the missed reply was looked for in, and what was found (None: nothing)
        self._missed: tuple[Review, Missed | None] | None = None

    def step_text(self) -> str | None:
        """The deal as text up to the step shown (what ``opener`` opens), or None."""
        if self.review is None:
            return None
        return deal_at(self.review.deal, max(0, self.step)).to_text()

    # -- opening and moving -----------------------------------------------------------------
    def open(self, deal: Deal, seat: int, names: Sequence[str] | None = None) -> str:
        """Review ``seat``'s decisions in ``deal`` and show the review at its start. Returns
        "" or, when there is nothing to review (no move yet, a seat that does not play), the
        reason in words, shown in the summary."""
        self.close()
        if not deal.moves:
            return self._refuse(self._t("review.nothing"))
        try:
            self.review = review_deal(deal, seat, worlds=self.worlds, distinct=self.distinct)
        except SchnapsenError as err:  # a seat that sits the deal out
            said = names_only(err.params)
            return self._refuse(engine_text(err.key, said, self.lang))
        n = deal.variant.players
        self._names = list(names or [seat_name(s, seat, self.lang, n) for s in range(n)])
        self.step = START
        self._jumping = True
        ahead = deal.tricks_played + bool(deal.current_trick)
        # the start (before any move) has its own entry: a trick whose first move is the
        # deal's first (a lead, or an exchange before it) is listed too (round 23: a deal
        # begun with an exchange had no "Trick 1", and its exchange was shown as the start)
        self.jump.options = [(self._t("review.nav.trick.start"), START)] + [
            (capitalised(self._t("review.where.trick", number=number)), index)
            for number, index in trick_starts(deal) if number <= ahead] + (
            [(self._t("review.nav.trick.end"), len(deal.moves))] if deal.is_over else [])
        self.jump.value = START
        self._jumping = False
        self.reveal.value = False
        self.reveal.disabled = not deal.is_over
        self.export_text = deal.to_text()
        self.export.value = readonly_text(self.export_text, self._t("review.text"))
        self.box.layout.display = ""
        self.draw()
        return ""

    def follow(self, widget: Any) -> PlayReview:
        """Let the button review the deal of ``widget`` (a play widget: its ``deal``, the
        reader's ``seat``, the seats' names by ``_seat``) from the reader's seat, ranking each
        decision as its hint button does (``hint_distinct``: a move's figures in the review
        count the same deals as its hint; round 25, sl/cs "4 likely deals" in the hint, 12 in
        the review); self."""
        self.distinct = bool(getattr(widget, "hint_distinct", False))
        self.button.on_click(lambda _b: self.open(widget.deal, widget.seat, [
            widget._seat(s) for s in range(widget.deal.variant.players)]))
        return self

    def offer(self, deal: Deal) -> None:
        """Show the button once ``deal`` is over (hide it while it is played)."""
        self.button.layout.display = "" if deal.is_over else "none"

    def _refuse(self, reason: str) -> str:
        self.summary.value = paragraphs([reason])
        self.box.layout.display = ""
        for part in (self.nav, self.table, self.caption, self.decisions, self.export):
            part.layout.display = "none"
        return reason

    def close(self) -> None:
        """Hide the review (a new deal begins)."""
        self.review = None
        self.step = START
        self.box.layout.display = "none"
        for part in (self.nav, self.table, self.caption, self.decisions, self.export):
            part.layout.display = ""
        self.summary.value = self.table.value = self.caption.value = ""
        self.decisions.value = self.export.value = self.export_text = ""

    def go(self, step: int) -> None:
        """Show the deal after its first ``step`` moves (kept within the deal; :data:`START`:
        the deal as dealt, before any move, none reviewed yet)."""
        if self.review is None:
            return
        self.step = max(START, min(self._total, int(step)))
        self._jumping = True  # the jump list follows the step (the turning point's trick too)
        self.jump.value = max(v for _w, v in self.jump.options if v <= self.step)
        self._jumping = False
        self.draw()

    def go_turning_point(self) -> None:
        """Show the position of the turning point (the decision that cost most)."""
        if self.review is not None and self.review.turning_point is not None:
            self.go(self.review.turning_point.index)

    def _on_jump(self, change: dict[str, Any]) -> None:
        if not self._jumping:
            self.go(int(change["new"]))

    # -- drawing ----------------------------------------------------------------------------
    def draw(self) -> None:
        r = self.review
        if r is None:
            return
        deal, style = r.deal, self._style()
        words = names_for(self.lang)
        over = self.step >= self._total and deal.is_over
        if over:
            picture = deal_html(deal, seat=r.seat, reveal=True, style=style,
                                seat_names=self._names, names=words,
                                message=lambda k, p: format_message(k, p, self.lang, style))
        else:
            shown = deal_at(deal, max(0, self.step))
            picture = table_svg(shown, seat=r.seat, reveal=self.reveal.value and deal.is_over,
                                style=style, seat_names=self._names, names=words,
                                label=words.table_yours)
        self.table.value = f'<div class="schnapsen-table-wrap">{picture}</div>'
        self.summary.value = paragraphs(self.summary_lines(), "schnapsen-review-summary",
                                        self._t("review.heading"))
        self.caption.value = paragraphs(self.step_lines(), "schnapsen-review-step")
        self.decisions.value = self._list_html()
        self.start_button.disabled = self.back_button.disabled = self.step <= START
        self.forward_button.disabled = self.end_button.disabled = self.step >= self._total
        # no turning point, no button to it (round 26, hr: offered under "No turning point")
        self.turning_button.disabled = r.turning_point is None
        self.turning_button.layout.display = "none" if r.turning_point is None else ""

    def _list_html(self) -> str:
        r = self.review
        if r is None or not (r.decisions or r.forced):
            return ""
        esc = html.escape
        tp = r.turning_point
        # the decisions with their grades, and the forced moves said to be forced, in order
        lines = [(x.index, self._t("review.list.item", where=self._where(x.trick, x.move),
                                   move=self._move(x.move), grade=self.grade_name(x)))
                 for x in r.decisions]
        lines += [(i, self._t("review.list.forced" if m.card else "review.list.forced.move",
                              where=self._where(trick, m), move=self._move(m)))
                  for i, m, trick in r.forced_moves()]
        items = []
        for index, words in sorted(lines):
            line = esc(capitalised(words))
            if tp is not None and index == tp.index:
                line = f"<strong>{line}</strong>"
            if index == self.step:
                line = f'<span aria-current="step" style="background:#fff3cd">{line}</span>'
            items.append(f"<li>{line}</li>")
        head = esc(self._t("review.list.heading"))
        return (f'<div class="schnapsen-review-list" role="region" aria-label="{head}">'
                f'<strong>{head}</strong><ol style="margin:0.2em 0">{"".join(items)}</ol></div>')
