"""The practice puzzles and guided hands, under the name the book's API promises:
``schnapsen.practice``.

They belong to the teaching layer (:mod:`schnapsen.teach.practice`); this module only
re-exports them, so importing it loads the teaching layer (the engine, ``import
schnapsen``, never does).
"""

from __future__ import annotations

from .teach.practice import (
    CHECK_KINDS,
    THEMES,
    TRADITIONS,
    Check,
    Evaluation,
    Grade,
    GuidedHand,
    GuidedStep,
    Puzzle,
    check_answer,
    evaluate,
    grade,
    guided_hands,
    load_guided,
    load_puzzles,
    puzzles,
    tradition_of,
)

__all__ = [
    "CHECK_KINDS",
    "THEMES",
    "TRADITIONS",
    "Check",
    "Evaluation",
    "Grade",
    "GuidedHand",
    "GuidedStep",
    "Puzzle",
    "check_answer",
    "evaluate",
    "grade",
    "guided_hands",
    "load_guided",
    "load_puzzles",
    "puzzles",
    "tradition_of",
]
