"""Benchmark (not a test): the guided hands' coach off the line, in CPython.

For every guided hand (``schnapsen.practice.guided_hands()``) a reader leaves the line at the
first chance (the second-best move) and then plays the grader's best moves, as
``GuidedHand.detour_steps`` and the detour test do. At each of the reader's decisions after
the detour the coach's check is timed: the grader's ranking of the position
(:func:`schnapsen.search.grade.grade_hints`, twelve likely deals from the position's seed,
exact where every card is known; the widget computes it once per decision and shares it with
the grade of the move, so the coach adds no search of its own) and the key-decision test on it
(:func:`schnapsen.teach.coach.key_decision`). Prints ``name: value`` lines: the number of
decisions, the median, 95th percentile and worst time of the check, of the key-decision test
alone, and the share of decisions found key; then the machine's load. In Pyodide the engine
runs two to three times slower (``bench/browser_hint.py`` measures the hint there).

Usage: .venv/bin/python bench/coach.py
"""

from __future__ import annotations

import os
import statistics
import time

from schnapsen.bots import make_bot
from schnapsen.practice import guided_hands
from schnapsen.search.grade import grade_hints
from schnapsen.stages import Stage
from schnapsen.teach.coach import key_decision


def main() -> None:
    check: list[float] = []
    test: list[float] = []
    keys = 0
    load = os.getloadavg()[0]
    for h in guided_hands():
        d = h.deal
        bots = h.bots()
        bidder = make_bot(h.bot, seed=h.seed * 8 + h.seat)
        left = False
        while not d.is_over:
            p = d.to_move
            assert p is not None
            if p != h.seat or d.stage != Stage.PLAY:
                d.play((bidder if p == h.seat else bots[p]).choose(d.observation(p)))
                continue
            t0 = time.perf_counter()
            hints = grade_hints(d, p)
            t1 = time.perf_counter()
            move = hints[0].move
            if not left:
                worse = [x for x in hints if x.value < hints[0].value - 1e-9]
                if worse:
                    move, left = worse[0].move, True
            else:
                found = key_decision(d, hints)
                t2 = time.perf_counter()
                check.append(t2 - t0)
                test.append(t2 - t1)
                keys += found is not None
            d.play(move)

    def ms(values: list[float], q: float) -> float:
        s = sorted(values)
        return 1000 * s[min(len(s) - 1, int(q * len(s)))]

    print(f"coach_decisions: {len(check)}")
    print(f"coach_check_p50_ms: {1000 * statistics.median(check):.1f}")
    print(f"coach_check_p95_ms: {ms(check, 0.95):.1f}")
    print(f"coach_check_max_ms: {1000 * max(check):.1f}")
    print(f"coach_key_test_p50_ms: {1000 * statistics.median(test):.2f}")
    print(f"coach_key_test_max_ms: {1000 * max(test):.2f}")
    print(f"coach_key_share: {keys / len(check):.2f}")
    print(f"load_before: {load:.2f}")
    print(f"load_after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
