"""Interactive widgets of the book (ipywidgets): thin views over the engine.

They hold no rules: they draw a seat's view, send moves to the engine and show its
explanations, with every text from the message catalogues. This is the only package that
imports ipywidgets; ``import schnapsen`` never imports it.

Each widget's module is imported when the widget is first asked for (``from
schnapsen.widgets import PlayWidget`` imports the play widget's module alone), so that a page
of the in-browser player loads only the widgets it shows.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .board import AnalysisBoard
    from .close import CloseTrainer
    from .compare import CompareWidget
    from .guided import GuidedHandWidget
    from .play import PlayWidget, TableRule
    from .puzzle import PuzzleWidget
    from .score import ScoreCalculator
    from .trick import TrickExplorer

__all__ = ["PlayWidget", "TableRule", "TrickExplorer", "ScoreCalculator", "CloseTrainer",
           "PuzzleWidget", "GuidedHandWidget", "CompareWidget", "AnalysisBoard"]

_MODULES = {
    "PlayWidget": "play",
    "TableRule": "play",
    "CompareWidget": "compare",
    "TrickExplorer": "trick",
    "ScoreCalculator": "score",
    "CloseTrainer": "close",
    "PuzzleWidget": "puzzle",
    "GuidedHandWidget": "guided",
    "AnalysisBoard": "board",
}


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
