"""Interactive widgets of the book (ipywidgets): thin views over the engine.

They hold no rules: they draw a seat's view, send moves to the engine and show its
explanations, with every text from the message catalogues. This is the only package that
imports ipywidgets; ``import schnapsen`` never imports it.
"""

from __future__ import annotations

from .board import AnalysisBoard
from .close import CloseTrainer
from .compare import CompareWidget
from .guided import GuidedHandWidget
from .play import PlayWidget
from .puzzle import PuzzleWidget
from .score import ScoreCalculator
from .trick import TrickExplorer

__all__ = ["PlayWidget", "TrickExplorer", "ScoreCalculator", "CloseTrainer", "PuzzleWidget",
           "GuidedHandWidget", "CompareWidget", "AnalysisBoard"]
