"""Two traditions side by side: the same shuffled cards dealt and played under two rule sets.

A thin view over :class:`schnapsen.compare.SideBySide`: the reader picks the number of
players and two games for it; the widget shows the rule rows on which they differ
(:func:`schnapsen.compare.differences`), the two tables, a line for each moment where the
rules part (:func:`schnapsen.compare.moment_lines`: found by the engine, by comparing the two
deals' legal moves) and the two results. Bots play every seat, move by move or to the end, or
the reader plays one seat: a move is made in every deal whose rules allow it, and where only
one set of rules allows it, the other deal waits for another choice.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from ..compare import SideBySide, differences, moment_lines, result_lines
from ..errors import SchnapsenError
from ..explain import format_message, move_label
from ..i18n.base import capitalised
from ..moves import Move
from ..render import names_for, result_html, table_svg
from ..render.text import Style
from ..variants import VARIANTS, find_variant
from ._common import Panel, fit_css, message_box, paragraphs, show_message, style_box

__all__ = ["CompareWidget", "games_for"]

_CSS = (
    ".schnapsen-compare .schnapsen-compare-rows table{border-collapse:collapse;margin:0.3em 0}"
    ".schnapsen-compare .schnapsen-compare-rows th,.schnapsen-compare .schnapsen-compare-rows td"
    "{border:1px solid #bbb;padding:0.15em 0.4em;text-align:left;vertical-align:top}"
    ".schnapsen-compare .schnapsen-compare-rows{overflow-x:auto;max-width:100%}"
    ".schnapsen-compare .schnapsen-compare-side{flex:1 1 320px;min-width:0;max-width:100%}"
    ".schnapsen-compare .widget-button{height:auto;white-space:normal}"
    + fit_css(".schnapsen-compare")
)


def games_for(players: int) -> list[str]:
    """The variants played by ``players`` players, in the engine's order."""
    return [v.id for v in VARIANTS.values() if v.players == players]


class CompareWidget(Panel):
    """Pick two games for the same number of players; watch one shuffle dealt and played
    under both rule sets.

    Public parts: ``ui``, ``players_select``, ``first_select``, ``second_select``,
    ``seed_input``, ``new_button``, ``reader_checkbox`` (the reader plays ``seat``),
    ``step_button`` (the bots' next move), ``end_button`` (the bots play to the end),
    ``move_buttons`` (the reader's moves: ``Move`` -> button), ``rows`` (the rule rows that
    differ), ``tables``, ``moments`` (a line per moment), ``results``, ``message``; and
    ``sbs``, the :class:`~schnapsen.compare.SideBySide` being shown.
    """

    def __init__(self, first: str = "at", second: str = "hu-2", seed: int = 1,
                 lang: str = "en", style: Style = "german", reader: bool = False,
                 seat: int = 0) -> None:
        self.lang = lang
        self.style: Style = style
        self.seat = seat
        a, b = find_variant(first), find_variant(second)
        if a.players != b.players:
            raise SchnapsenError(
                f"{a.name} and {b.name} are not played by the same number of players",
                "compare.players")
        t = self._t
        wide = {"description_width": "initial"}
        box = W.Layout(width="auto", max_width="100%")
        counts = sorted({v.players for v in VARIANTS.values() if len(games_for(v.players)) > 1})
        self.players_select = W.Dropdown(
            options=[(str(n), n) for n in counts], value=a.players,
            description=t("ui.compare.players"), style=wide, layout=box)
        self.first_select = W.Dropdown(description=t("ui.compare.first"), style=wide,
                                       layout=W.Layout(width="auto", max_width="100%"))
        self.second_select = W.Dropdown(description=t("ui.compare.second"), style=wide,
                                        layout=W.Layout(width="auto", max_width="100%"))
        self._fill_games(a.players, a.id, b.id)
        self.seed_input = W.IntText(value=seed, description=t("ui.seed"),
                                    tooltip=t("ui.seed.tooltip"), continuous_update=True,
                                    style=wide, layout=W.Layout(width="11em"))
        self.new_button = W.Button(description=t("ui.new_deal"),
                                   tooltip=t("ui.new_deal.tooltip"),
                                   layout=W.Layout(width="auto"))
        self.reader_checkbox = W.Checkbox(value=reader, indent=False,
                                          description=t("ui.compare.reader", seat=seat),
                                          layout=W.Layout(width="auto"))
        self.step_button = W.Button(description=t("ui.compare.step"),
                                    layout=W.Layout(width="auto"))
        self.end_button = W.Button(description=t("ui.compare.end"),
                                   button_style="primary", layout=W.Layout(width="auto"))
        self.rows = W.HTML(layout=W.Layout(max_width="100%"))
        self.tables = W.HTML(layout=W.Layout(max_width="100%"))
        self.move_box = W.HBox(layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.moments = W.HTML(layout=W.Layout(max_width="100%"))
        self.results = W.HTML(layout=W.Layout(max_width="100%"))
        self.message = message_box()
        self.move_buttons: dict[Move, Any] = {}
        self._quiet = False

        def row(*children: Any) -> Any:
            return W.HBox(list(children), layout=W.Layout(flex_flow="row wrap",
                                                          align_items="center",
                                                          max_width="100%"))

        self.ui = W.VBox([
            style_box(_CSS),
            row(self.players_select, self.first_select, self.second_select),
            row(self.seed_input, self.new_button, self.reader_checkbox),
            self.rows,
            row(self.step_button, self.end_button),
            self.move_box,
            self.message,
            self.tables,
            self.moments,
            self.results,
        ], layout=W.Layout(max_width="900px"))
        self.ui.add_class("schnapsen-compare")
        self.players_select.observe(self._on_players, names="value")
        for control in (self.first_select, self.second_select, self.seed_input,
                        self.reader_checkbox):
            control.observe(lambda _change: self.deal(), names="value")
        self.new_button.on_click(lambda _b: self._next_seed())
        self.step_button.on_click(lambda _b: self.step())
        self.end_button.on_click(lambda _b: self.run())
        self.sbs = self._new()
        self._refresh()

    # -- actions -----------------------------------------------------------------------
    def deal(self) -> None:
        """Deal again with the chosen games and deal number."""
        if self._quiet:
            return
        self.sbs = self._new()
        show_message(self.message, "")
        self._refresh()

    def step(self) -> None:
        """The bots' next move (nothing while the reader must move)."""
        self.sbs.step()
        self._refresh()

    def run(self) -> None:
        """The bots play on until the reader must move, or to the end."""
        self.sbs.run()
        self._refresh()

    def play(self, move: Move | str) -> bool:
        """The reader's move; False (and the engine's reason shown) when no deal allows it."""
        try:
            self.sbs.play(move)
        except SchnapsenError as error:
            show_message(self.message, format_message(
                getattr(error, "key", "error"), getattr(error, "params", {}), self.lang,
                self.style))
            return False
        show_message(self.message, "")
        self.sbs.run()
        self._refresh()
        return True

    # -- inside ------------------------------------------------------------------------
    def _new(self) -> SideBySide:
        reader = self.seat if self.reader_checkbox.value else None
        sbs = SideBySide(self.first_select.value, self.second_select.value,
                         seed=int(self.seed_input.value), reader=reader)
        if reader is not None:
            sbs.run()  # the bots up to the reader's first decision
        return sbs

    def _next_seed(self) -> None:
        self.seed_input.value = int(self.seed_input.value) + 1  # deals again (observed)

    def _fill_games(self, players: int, first: str | None = None,
                    second: str | None = None) -> None:
        ids = games_for(players)
        options = [(capitalised(self._t(f"variant.{i}")), i) for i in ids]
        first = first if first in ids else ids[0]
        second = second if second in ids else (ids[1] if len(ids) > 1 else ids[0])
        self._quiet = True  # no deal while the two menus are refilled
        try:
            for select, value in ((self.first_select, first), (self.second_select, second)):
                select.options = options
                select.value = value
        finally:
            self._quiet = False

    def _on_players(self, change: dict[str, Any]) -> None:
        self._fill_games(int(change["new"]), self.first_select.value, self.second_select.value)
        self.deal()

    def _refresh(self) -> None:
        sbs, lang = self.sbs, self.lang
        esc = html.escape
        rows = differences(*sbs.variants, lang=lang)
        names = [capitalised(self._t(f"variant.{v.id}")) for v in sbs.variants]
        if rows:
            head = "".join(f'<th scope="col">{esc(c)}</th>'
                           for c in (self._t("ui.compare.rule"), *names))
            body = "".join(f"<tr><th scope=\"row\">{esc(r)}</th><td>{esc(x)}</td>"
                           f"<td>{esc(y)}</td></tr>" for r, x, y in rows)
            table = (f'<div class="schnapsen-compare-rows" tabindex="0" role="region" '
                     f'aria-label="{esc(self._t("ui.compare.rows"))}"><table><thead><tr>'
                     f"{head}</tr></thead><tbody>{body}</tbody></table></div>")
        else:
            table = paragraphs([self._t("ui.compare.no_rows")])
        self.rows.value = (f"<strong>{esc(self._t('ui.compare.rows'))}</strong>{table}")
        self.tables.value = (
            '<div style="display:flex;flex-flow:row wrap;gap:0.8em">'
            + "".join(self._side(i, names[i]) for i in (0, 1)) + "</div>")
        lines = [line for m in sbs.moments if m.kind != "result"
                 for line in moment_lines(sbs, m, lang, self.style)]
        if not lines and sbs.is_over:
            lines = [self._t("compare.none")]
        self.moments.value = paragraphs(lines, "schnapsen-compare-moments",
                                        self._t("ui.compare.moments"))
        self.results.value = (paragraphs(result_lines(sbs, lang, self.style),
                                         "schnapsen-compare-results",
                                         self._t("ui.compare.results"))
                              if sbs.is_over else "")
        bots_move = sbs.reader is None or not sbs.waiting()
        self.step_button.disabled = self.end_button.disabled = sbs.is_over or not bots_move
        self._moves()

    def _side(self, i: int, name: str) -> str:
        deal = self.sbs.deals[i]
        words = names_for(self.lang)
        reader = self.sbs.reader
        picture = table_svg(deal, seat=reader or 0, reveal=reader is None, style=self.style,
                            width=40, names=words)
        done = result_html(deal, self.style, width=28, names=words,
                           message=lambda key, params: format_message(
                               key, params, self.lang, self.style)) if deal.is_over else ""
        return (f'<div class="schnapsen-compare-side"><strong>{html.escape(name)}</strong>'
                f'<div class="schnapsen-table-wrap">{picture}</div>{done}</div>')

    def _moves(self) -> None:
        """A button for each move the reader may make now (marked when only one of the two
        rule sets allows it)."""
        self.move_buttons = {}
        children = []
        for move, where in self.sbs.reader_moves():
            label = capitalised(move_label(move, self.lang, self.style))
            if len(where) == 1 and len(self.sbs.waiting()) == 2:
                rules = self._t(f"variant.{self.sbs.variants[where[0]].id}")
                label = self._t("ui.compare.only", choice=label, rules=rules)
            button = W.Button(description=label, layout=W.Layout(width="auto",
                                                                  max_width="100%"))
            button.on_click(lambda _b, m=move: self.play(m))
            self.move_buttons[move] = button
            children.append(button)
        if children:
            children.insert(0, W.Label(self._t("ui.compare.your_move", seat=self.seat)))
        self.move_box.children = children
