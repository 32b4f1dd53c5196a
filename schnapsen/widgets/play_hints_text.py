"""The words of the play widget's hint list apart from the widget (schnapsen.widgets.play_hints):
the figures' lines behind the "In figures" toggle, the toggle itself, and the reason's sentences
a line does not repeat from a line above it."""
from __future__ import annotations

import html
import re

from ..i18n.base import capitalised
from ._common import text

__all__ = ["_first", "_said_above", "_unrepeated", "details", "figures_item"]


def figures_item(move: str, value: str, won: str, lang: str) -> str:
    """One line of the hint list's figures (behind its "In figures" toggle): the move, its
    value, and in how many of the likely deals it wins the deal (``won``, "" where the line
    has no such clause)."""
    line = text("ui.hint.figure.line", lang, choice=move, value=value)
    if won:
        line += " " + capitalised(won) + "."
    return f"<li>{html.escape(line)}</li>"


def details(summary: str, body: str) -> str:
    """A collapsed ``<details>`` element (a native toggle, keyboard accessible) with its
    ``summary`` (escaped here) and its ``body`` (HTML): the figures behind the words."""
    return (f'<details class="schnapsen-figures"><summary>{html.escape(summary)}</summary>'
            f"{body}</details>")


#: the verdicts below the best (:func:`verdict`): a line of one of them does not repeat what a
#: line of a higher one said (one as good as the best may)
_RANK = {"good": 1, "good.close": 1, "more": 1, "mistake": 2}


def _first(said: str) -> str:
    """A reason's first sentence."""
    return re.split(r"(?<!\d)\. ", said, maxsplit=1)[0]


def _said_above(said: str, kind: str, shown: dict[str, int]) -> bool:
    """Whether every sentence of a hint line's reason was said word for word on a line above
    it with a higher verdict (:func:`_unrepeated` would leave it unchanged all the same)."""
    rank = _RANK.get(kind, 0)
    sentences = [t for t in re.split(r"(?<!\d)\. ", said) if t]
    return bool(rank) and all(shown.get(t[:1].lower() + t[1:], rank) < rank
                              for t in sentences)


def _unrepeated(said: str, kind: str, shown: dict[str, int]) -> str:
    """A hint line's reason without the sentences a line above it with a higher verdict said
    word for word (round 30, newuser: "You keep the marriage in Leaves for later" on the best
    move and on a mistake of one list); unchanged where nothing else would be left. Records
    the sentences it says in ``shown``."""
    rank = _RANK.get(kind, 0)
    # (not after an ordinal's dot: cs "po 10. štychu", hr "u 9. štihu" came out "10. Štychu",
    # round 31)
    sentences = [t for t in re.split(r"(?<!\d)\. ", said) if t]
    kept = [t for t in sentences if shown.get(t[:1].lower() + t[1:], rank) >= rank]
    if not kept:
        kept = sentences
    for t in kept:
        shown.setdefault(t[:1].lower() + t[1:], rank)
    return ". ".join([kept[0], *(capitalised(t) for t in kept[1:])]) if kept else said

