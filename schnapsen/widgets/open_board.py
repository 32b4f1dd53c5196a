"""A small control that opens the analysis board (:class:`~.board.AnalysisBoard`) on a
position: the deal review's step, a puzzle's position, a guided hand's position now. In
Jupyter and in the book's live player the button shows the board below it, set up there
(the deal as text, its moves included, so the board can take them back); a second click sets
the same board up again at the position of that moment. The board is made on the first
click only (a page that never opens it pays nothing for it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import ipywidgets as W

from ..render.text import Style
from ._common import text

if TYPE_CHECKING:
    from .board import AnalysisBoard

__all__ = ["BoardOpener"]


class BoardOpener:
    """``button`` ("Open on the analysis board") and ``box`` (where the board appears, under
    the widget that holds the button). ``source()`` gives the text to set the board up from
    (a deal as text or a position; None or "": nothing to open); ``into``, when given, takes
    that text instead of a board of the opener's own (the board's own review sets the board
    itself up). ``board`` is the board opened, or None."""

    def __init__(self, lang: str, style: Callable[[], Style],
                 source: Callable[[], str | None],
                 into: Callable[[str], object] | None = None) -> None:
        self.lang = lang
        self._style = style
        self.source = source
        self.into = into
        self.board: AnalysisBoard | None = None
        self.button = W.Button(description=text("board.open", lang),
                               tooltip=text("board.open.tooltip", lang),
                               layout=W.Layout(width="auto"))
        self.button.add_class("schnapsen-open-board")
        self.box = W.VBox(layout=W.Layout(max_width="100%"))
        self.button.on_click(lambda _b: self.open())

    def open(self) -> AnalysisBoard | None:
        """Set the board up at the position of this moment (made and shown below on the
        first call). Returns the board (None when there is nothing to open, or when
        ``into`` took the text)."""
        source = self.source()
        if not source:
            return None
        if self.into is not None:
            self.into(source)
            return None
        from .board import AnalysisBoard

        if self.board is None:
            self.board = AnalysisBoard(lang=self.lang, style=self._style())
            self.box.children = (self.board.ui,)
        self.board.style = self._style()
        self.board.load(source)
        return self.board
