"""The analysis board's exact values: how long the solver takes on positions whose every
card's place is known (not a test). Prints ``name: value`` lines.

    python bench/board_exact.py            # at and de-66, seeds 1-6
    python bench/board_exact.py --quick    # seeds 1-2

For each game and seed, the deal at its start (two players, the talon open: its order known)
and the same deal with the talon closed at once, solved as the board solves them
(``solve(deal, values=True, right_claims=True)``, bounded by the board's
:data:`~schnapsen.widgets.board.EXACT_NODES`):

- ``board_exact_<variant>_<open|closed>_s<seed>_nodes``: positions searched (``over`` when
  the bound was met: the board then shows values from likely deals);
- ``board_exact_<variant>_<open|closed>_s<seed>_ms``: the time it took, bound met or not.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from schnapsen import Deal  # noqa: E402
from schnapsen.search.solve import SearchLimit, solve  # noqa: E402
from schnapsen.widgets.board import EXACT_NODES  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--variants", default="at,de-66")
    args = parser.parse_args()
    seeds = range(1, 3 if args.quick else 7)
    for variant in args.variants.split(","):
        for seed in seeds:
            deal = Deal.new(variant, seed=seed)
            closed = deal.copy()
            closed.play("close")
            for kind, d in (("open", deal), ("closed", closed)):
                name = f"board_exact_{variant}_{kind}_s{seed}"
                start = time.perf_counter()
                try:
                    nodes: int | str = solve(d, values=True, limit=EXACT_NODES,
                                             right_claims=True).nodes
                except SearchLimit:
                    nodes = "over"
                ms = (time.perf_counter() - start) * 1000
                print(f"{name}_nodes: {nodes}")
                print(f"{name}_ms: {ms:.0f}", flush=True)


if __name__ == "__main__":
    main()
