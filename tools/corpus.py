"""Every line a reader of one edition sees in the live widgets, for an editor to read.

``python -m tools.corpus LANG [--deals N] [--only play,guided,puzzle,close]`` drives the
widgets as a reader does (hints asked at every turn, a move now the best and now another, the
review opened after each deal, every guided hand with a detour, every puzzle answered wrong and
right) and prints each distinct line of text the widgets showed, once, prefixed by where it was
first seen. The generated lines (hints, grades, solutions, result lines, the review) are what
the blind readers found least native; this is their proofreading copy. Nothing is written.
"""

from __future__ import annotations

import argparse
import html
import os
import random
import re
import sys
from collections.abc import Iterator
from typing import Any

_TAG = re.compile(r"<[^>]+>")


def _texts(widget: Any) -> Iterator[str]:
    """The text of a widget tree: HTML values and labels, button and control descriptions,
    dropdown options, in the tree's order."""
    if getattr(getattr(widget, "layout", None), "display", None) == "none":
        return
    value = getattr(widget, "value", None)
    name = type(widget).__name__
    if name in ("HTML", "Label", "HTMLMath") and isinstance(value, str):
        yield value
    for attr in ("description", "tooltip", "placeholder"):
        text = getattr(widget, attr, None)
        if isinstance(text, str) and text:
            yield text
    options = getattr(widget, "options", None)
    if isinstance(options, (tuple, list)) and name in ("Dropdown", "ToggleButtons", "Select"):
        for o in options:
            yield o[0] if isinstance(o, tuple) else str(o)
    for child in getattr(widget, "children", ()) or ():
        yield from _texts(child)


def _lines(widget: Any) -> Iterator[str]:
    for text in _texts(widget):
        if "<style" in text:
            text = re.sub(r"<style.*?</style>", "", text, flags=re.S)
        if "<script" in text:
            text = re.sub(r"<script.*?</script>", "", text, flags=re.S)
        text = re.sub(r"<(br|/p|/li|/div|/tr|/h\d)\b[^>]*>", "\n", text)
        for line in html.unescape(_TAG.sub(" ", text)).split("\n"):
            line = re.sub(r"\s+", " ", line).strip()
            line = re.sub(r" ([.,;:)])", r"\1", re.sub(r"([(]) ", r"\1", line))
            if len(line) > 1:
                yield line


class Corpus:
    def __init__(self) -> None:
        self.seen: set[str] = set()

    def take(self, where: str, widget: Any) -> None:
        for line in _lines(widget):
            key = re.sub(r"\d+([.,]\d+)?", "#", line)
            if key not in self.seen:
                self.seen.add(key)
                print(f"[{where}] {line}")


def play(lang: str, deals: int, corpus: Corpus) -> None:
    from schnapsen.widgets import PlayWidget
    from schnapsen.widgets.play import ALL_VARIANTS

    rnd = random.Random(7)
    for variant in ALL_VARIANTS:
        for seed in range(1, deals + 1):
            w = PlayWidget(variant=variant, seed=seed, lang=lang, bot="medium")
            where = f"play {variant} {seed}"
            corpus.take(where, w.ui)
            for _ in range(200):
                if w.deal.is_over:
                    break
                if w.deal.to_move != w.seat:
                    break
                w.show_hint()
                corpus.take(where, w.ui)
                hints = w.hinter.hints or []
                legal = w.deal.legal_moves()
                move = hints[0].move if hints and rnd.random() < 0.6 else rnd.choice(legal)
                w.play(move)
                corpus.take(where, w.ui)
            if w.deal.is_over and w.review_button.layout.display != "none":
                w.review_button.click()
                corpus.take(where + " review", w.ui)
                for step in range(0, 40, 3):
                    try:
                        w.reviewer.go(step)
                    except (IndexError, ValueError):
                        break
                    corpus.take(where + " review", w.ui)
                w.reviewer.go_turning_point()
                corpus.take(where + " review", w.ui)


def guided(lang: str, corpus: Corpus) -> None:
    from schnapsen.practice import guided_hands
    from schnapsen.widgets import GuidedHandWidget

    rnd = random.Random(11)
    for tradition in ("at", "hr", "sl", "hu", "cs"):
        hands = guided_hands(tradition)
        w = GuidedHandWidget(hands, lang=lang, worlds=4)
        for i in range(len(hands)):
            w.hand_select.value = w.hand_select.options[i][1]
            where = f"guided {tradition} {i}"
            corpus.take(where, w.ui)
            for n in range(60):
                if w.deal.is_over:
                    break
                if w.hint_button.layout.display != "none":
                    w.hint_button.click()
                legal = w.deal.legal_moves()
                step = w.hand.step_at(w.deal)
                best = list(step.best) if step is not None else []
                move = best[0] if best and (n != 2 or len(legal) == 1) else rnd.choice(legal)
                w.play(move)
                corpus.take(where, w.ui)


def puzzle(lang: str, corpus: Corpus) -> None:
    from schnapsen.practice import puzzles
    from schnapsen.widgets import PuzzleWidget

    every = puzzles()
    w = PuzzleWidget(every, lang=lang)
    for i in range(len(w.shown_puzzles)):
        w.go(i)
        where = f"puzzle {i}"
        corpus.take(where, w.ui)
        legal = w.deal.legal_moves()
        wrong = [m for m in legal if w.puzzle is not None and not w.puzzle.is_correct(m)]
        if wrong:
            w.choose(wrong[0])
            corpus.take(where, w.ui)
            w.again()
        right = [m for m in legal if w.puzzle is not None and w.puzzle.is_correct(m)]
        if right:
            w.choose(right[0])
            corpus.take(where, w.ui)


def close(lang: str, corpus: Corpus) -> None:
    from schnapsen.widgets import CloseTrainer

    t = CloseTrainer(lang=lang)
    for i in range(12):
        corpus.take(f"close {i}", t.ui)
        buttons = [b for b in _buttons(t.ui) if b.layout.display != "none"]
        if not buttons:
            break
        buttons[i % len(buttons)].click()
        corpus.take(f"close {i}", t.ui)


def _buttons(widget: Any) -> Iterator[Any]:
    if type(widget).__name__ == "Button":
        yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from _buttons(child)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("lang")
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--only", default="play,guided,puzzle,close")
    args = parser.parse_args(argv)
    os.environ["SCHNAPSEN_PROGRESS_FILE"] = ""  # the reader's record is not the tool's to keep
    corpus = Corpus()
    parts = args.only.split(",")
    if "play" in parts:
        play(args.lang, args.deals, corpus)
    if "guided" in parts:
        guided(args.lang, corpus)
    if "puzzle" in parts:
        puzzle(args.lang, corpus)
    if "close" in parts:
        close(args.lang, corpus)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
