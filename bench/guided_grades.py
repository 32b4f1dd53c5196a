"""How stable and how noisy the guided hands' grades are (not a test). Prints ``name: value``
lines.

    python bench/guided_grades.py              # every guided hand, against 48 likely deals
    python bench/guided_grades.py --ref 24     # against 24

Every position of the guided hands' expected lines where the reader's seat has a choice in
the card play and cards are hidden is ranked twice as the grader ranks it
(:func:`~schnapsen.search.grade.grade_hints`: :data:`~schnapsen.search.grade.GRADE_WORLDS`
likely deals drawn from a seed made of what the seat sees), and once with ``--ref`` deals:

- ``guided_grades_positions``: the positions ranked;
- ``guided_grades_run_to_run``: positions whose two rankings differ (values or order);
- ``guided_grades_kind_differs``: positions where the line's move gets another grade (best,
  good, mistake) from the larger ranking;
- ``guided_grades_best_disjoint``: positions where no best move of the grader is best in the
  larger ranking;
- ``guided_grades_ms_median`` / ``_max`` and ``guided_grades_ref_ms_median`` / ``_max``: the
  time of one ranking.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from schnapsen.practice import guided_hands  # noqa: E402
from schnapsen.search import Hint, hint  # noqa: E402
from schnapsen.search.grade import GRADE_WORLDS, grade  # noqa: E402
from schnapsen.stages import Stage  # noqa: E402


def _best(hints: list[Hint]) -> set[str]:
    return {str(h.move) for h in hints if abs(h.value - hints[0].value) < 1e-9}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ref", type=int, default=48, help="likely deals of the reference")
    args = parser.parse_args()
    n = run_to_run = kind = disjoint = 0
    times: list[float] = []
    ref_times: list[float] = []
    for h in guided_hands():
        d = h.deal
        for move in h.line:
            if d.to_move == h.seat and d.stage == Stage.PLAY and len(d.legal_moves()) > 1:
                start = time.perf_counter()
                first = hint(d, h.seat, worlds=GRADE_WORLDS)
                times.append(time.perf_counter() - start)
                again = hint(d, h.seat, worlds=GRADE_WORLDS)
                if not first[0].exact:
                    n += 1
                    if [(x.move, x.value) for x in first] != [(x.move, x.value) for x in again]:
                        run_to_run += 1
                    start = time.perf_counter()
                    ref = hint(d, h.seat, worlds=args.ref)
                    ref_times.append(time.perf_counter() - start)
                    kind += grade(first, move).kind != grade(ref, move).kind
                    disjoint += not _best(first) & _best(ref)
            d.push(move)
    print(f"guided_grades_positions: {n}")
    print(f"guided_grades_run_to_run: {run_to_run}")
    print(f"guided_grades_kind_differs: {kind}")
    print(f"guided_grades_best_disjoint: {disjoint}")
    for name, values in (("guided_grades", times), ("guided_grades_ref", ref_times)):
        print(f"{name}_ms_median: {statistics.median(values) * 1000:.1f}")
        print(f"{name}_ms_max: {max(values) * 1000:.0f}")


if __name__ == "__main__":
    main()
