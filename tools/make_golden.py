"""Write the golden playthroughs: one seeded deal per variant, every state dumped as text.

    python -m tools.make_golden            # (re)write tests/data/golden/<variant>.txt
    python -m tools.make_golden --check    # exit 1 if a file differs from what it would write

Each file holds one deal (seed 2026) of that variant, played by a HeuristicBot in the even
seats and a RandomBot in the odd seats (each seeded from the deal seed and its seat). Before
every move it prints the move number, the stage, the seat to move, every hand, the trump,
the turned card, the talon size, the current trick, each seat's counted (and pending)
points, the tricks won and the legal moves; then the move chosen; at the end, the result and
the saved deal. ``tests/test_golden.py`` regenerates the text with :func:`playthrough` and
compares it with the files, so any change to the rules engine's behaviour shows up as a diff.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from schnapsen import VARIANTS, Deal, HeuristicBot, RandomBot
from schnapsen.bots import Bot

ROOT = Path(__file__).resolve().parent.parent

GOLDEN_DIR = ROOT / "tests" / "data" / "golden"
SEED = 2026


def make_bots(players: int, seed: int) -> list[Bot]:
    """HeuristicBot in the even seats, RandomBot in the odd ones, seeded per seat."""
    return [
        HeuristicBot(seed * 10 + seat) if seat % 2 == 0 else RandomBot(seed * 10 + seat)
        for seat in range(players)
    ]


def _or_dash(value: object) -> str:
    text = "" if value is None else str(value)
    return text if text else "-"


def dump_state(deal: Deal, number: int) -> list[str]:
    """The lines describing the state before move ``number`` (1-based)."""
    lines = [f"move {number}"]
    lines.append(f"  stage: {deal.stage}")
    lines.append(f"  to move: {_or_dash(deal.to_move)}")
    for seat in range(deal.variant.players):
        tag = "" if seat in deal.seats else " (sits out)"
        lines.append(f"  hand {seat}: {_or_dash(deal.hand(seat))}{tag}")
    lines.append(f"  trump: {_or_dash(deal.trump)}")
    lines.append(f"  turned card: {_or_dash(deal.trump_card)}")
    lines.append(f"  talon size: {deal.talon_size}")
    lines.append(f"  closed by: {_or_dash(deal.closed_by)}")
    if deal.called_card is not None:
        lines.append(f"  called card: {deal.called_card}")
    if deal.contract is not None:
        lines.append(f"  contract: {deal.contract.name} by seat {deal.contract_seat}")
    if deal.multiplier != 1:
        lines.append(f"  multiplier: {deal.multiplier}")
    trick = " ".join(f"{seat}:{card}" for seat, card in deal.current_trick)
    lines.append(f"  trick: {_or_dash(trick)}")
    points = " ".join(
        f"{seat}={deal.points(seat)}" + (f"+{p}" if (p := deal.pending_points(seat)) else "")
        for seat in deal.seats
    )
    lines.append(f"  points: {points}")
    lines.append("  tricks won: " + " ".join(f"{s}={deal.tricks_won(s)}" for s in deal.seats))
    lines.append("  legal: " + " ".join(str(m) for m in deal.legal_moves()))
    return lines


def playthrough(variant: str, seed: int = SEED) -> str:
    """The golden text of one seeded deal of ``variant``."""
    deal = Deal.new(variant, seed=seed)
    bots = make_bots(deal.variant.players, seed)
    names = " ".join(f"{seat}={bots[seat].name}" for seat in range(deal.variant.players))
    out = [
        f"# golden playthrough of {variant}, seed {seed}; regenerate with "
        "`python -m tools.make_golden`",
        f"variant: {deal.variant.id}",
        f"seed: {seed}",
        f"dealer: {deal.dealer}",
        f"players: {names}",
        "deck: " + " ".join(str(c) for c in _deck(deal)),
        "",
    ]
    number = 0
    while deal.to_move is not None:
        number += 1
        out.extend(dump_state(deal, number))
        seat = deal.to_move
        move = bots[seat].choose(deal.observation(seat))
        out.append(f"  chosen: {move}")
        before = len(deal.tricks)
        deal.play(move)
        if len(deal.tricks) > before:
            out.append(f"  trick taken: {deal.tricks[-1]}")
        out.append("")
    r = deal.result
    assert r is not None
    out.append("final")
    seats = range(deal.variant.players)
    out.append("  hands: " + " | ".join(_or_dash(deal.hand(s)) for s in seats))
    out.append(f"  result: {r}")
    out.append(f"  winners: {' '.join(map(str, r.winners))}")
    out.append(f"  game points: {r.game_points}")
    out.append(f"  reason: {r.reason}")
    out.append(f"  side points: {' '.join(map(str, r.points))}")
    out.append(f"  side tricks: {' '.join(map(str, r.tricks))}")
    if r.claimer is not None:
        out.append(f"  claimer: {r.claimer}")
    if r.contract is not None:
        out.append(f"  contract: {r.contract}")
    out.append(f"  multiplier: {r.multiplier}")
    out.append("")
    out.append("saved deal")
    out.extend("  " + line for line in deal.to_text().splitlines())
    return "\n".join(out) + "\n"


def _deck(deal: Deal) -> list[str]:
    return [c.code for c in deal.deck]


def golden_path(variant: str) -> Path:
    return GOLDEN_DIR / f"{variant}.txt"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    bad = 0
    for variant in VARIANTS:
        text = playthrough(variant)
        path = golden_path(variant)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                print(f"differs: {path.relative_to(ROOT)}")
                bad += 1
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
