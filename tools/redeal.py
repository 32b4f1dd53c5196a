"""Re-express stored decks when a variant's deal pattern changes (issue 21: Czech 66 went
from five cards at once to three, the turned trump, then two).

A stored deck is the pack in the order it is dealt, so a new pattern would give the same
pack other hands. :func:`redeal` reorders a deck so that the new pattern gives every seat the
hand, the turned card and the talon (in its order) that the old pattern gave; the deals, and
every line, value and solution stored with them, stay what they were. The ``seed:`` line of
such a deal still names the shuffle the deck first came from (under the old pattern) and
still seeds the bots of a guided hand.

    python -m tools.redeal cs-2 hands:5,turn schnapsen/teach/data/puzzles.txt ...

rewrites the ``deck:`` and ``world:`` lines of the variant's deals in the files given.
"""

from __future__ import annotations

import sys
from pathlib import Path

from schnapsen.variants import find_variant
from schnapsen.variants.base import DealStep, parse_deal

Place = tuple[str, int]  # ("hand", seat in dealing order) or ("turn", 0)


def _places(steps: tuple[DealStep, ...], players: int) -> list[Place]:
    """Where each card of the pack goes, top card first, up to the last card dealt (the rest
    is the talon). Only hands and the turned card: a pattern with a talon or bidding steps is
    not re-expressed."""
    out: list[Place] = []
    for step in steps:
        if step.kind == "hands":
            for seat in range(players):
                out += [("hand", seat)] * step.cards
        elif step.kind == "turn":
            out.append(("turn", 0))
        else:
            raise ValueError(f"cannot re-express a deal with the step {step}")
    return out


def redeal(deck: list[str], old: tuple[DealStep, ...], new: tuple[DealStep, ...],
           players: int) -> list[str]:
    """The deck that deals under ``new`` what ``deck`` deals under ``old``."""
    before, after = _places(old, players), _places(new, players)
    if sorted(before) != sorted(after):
        raise ValueError("the two patterns deal different hands")
    queues: dict[Place, list[str]] = {}
    for place, card in zip(before, deck[:len(before)], strict=True):
        queues.setdefault(place, []).append(card)
    out = [queues[place].pop(0) for place in after]
    return out + deck[len(before):]


def rewrite(text: str, variant: str, old: tuple[DealStep, ...]) -> tuple[str, int]:
    """``text`` (blocks of deal notation) with the decks of ``variant``'s deals re-expressed
    for its current pattern; and how many deck lines changed."""
    v = find_variant(variant)
    lines = text.split("\n")
    changed = 0
    block_start = 0
    for i, line in enumerate(lines):
        if not line.strip():
            block_start = i + 1
            continue
        key, _, value = line.partition(": ")
        if key not in ("deck", "world"):
            continue
        block = lines[block_start:]
        end = next((j for j, ln in enumerate(block) if not ln.strip()), len(block))
        if f"variant: {variant}" not in block[:end]:
            continue
        cards = redeal(value.split(), old, v.deal_steps, v.players)
        lines[i] = f"{key}: {' '.join(cards)}"
        changed += lines[i] != line
    return "\n".join(lines), changed


def main(argv: list[str]) -> int:
    variant, old_text, *files = argv
    old = parse_deal(tuple(old_text.split(",")))
    for name in files:
        path = Path(name)
        text, changed = rewrite(path.read_text(encoding="utf-8"), variant, old)
        path.write_text(text, encoding="utf-8")
        print(f"{name}: {changed} decks re-expressed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
