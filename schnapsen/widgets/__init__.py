"""Interactive widgets of the book (ipywidgets): thin views over the engine.

They hold no rules: they draw a seat's view, send moves to the engine and show its
explanations, with every text from the message catalogues. This is the only package that
imports ipywidgets; ``import schnapsen`` never imports it.
"""

from __future__ import annotations

from .close import CloseTrainer
from .play import PlayWidget
from .score import ScoreCalculator
from .trick import TrickExplorer

from typing import Any

__all__ = ["PlayWidget", "TrickExplorer", "ScoreCalculator", "CloseTrainer",
           "GuidedHandWidget"]


def __getattr__(name: str) -> Any:
    """``GuidedHandWidget`` on first use: it loads the teaching layer (the guided hands and
    their words), which ``import schnapsen.widgets`` alone does not."""
    if name == "GuidedHandWidget":
        from .guided import GuidedHandWidget

        return GuidedHandWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
