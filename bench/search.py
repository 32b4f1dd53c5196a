"""Search benchmark (not a test). Prints ``name: value`` lines, with the VU anchor measured in
the same run (``bench/vu_env.py``: VU's engine ``schnapsen==0.0.5`` in its own venv).

    python bench/search.py            # 3 rounds, about a minute or two
    python bench/search.py --quick    # one short round, for a smoke check
    python bench/search.py --no-vu    # without the anchor (no venv needed)

Figures (each the median over the rounds; within a round, the median or p95 over positions):

- ``solve_closed_median_ms`` / ``solve_closed_p95_ms``: ``solve(deal)`` (value, EVERY optimal
  move and one best line) on 200 random ``at`` positions where the player on lead has just
  closed the talon with five cards against five (the issue's "closed 5-against-5");
- ``solve_exhausted_median_ms`` / ``..._p95_ms``: the same on 200 positions where the talon is
  gone, five against five, the leader to move (VU's "fresh phase-two position");
- ``solve_value_median_ms``: the exhausted positions, the value and one best move only
  (``Solver(core).exact0`` + the table's move: what VU's AlphaBetaBot answers);
- ``playouts_per_s``: random playouts of whole ``at`` deals from the deal (uniformly random
  legal moves, claims exactly when they win) through ``Core.playout_result``;
  ``playouts_generic_per_s`` the same through ``Core.playout`` (position tuples);
- ``sample_world_ms``: ``sample_worlds`` per world, mid-deal observations of ``at``;
- ``vu_random_games_per_s``, ``vu_alphabeta_median_ms``, ``vu_alphabeta_p95_ms``: the anchor;
- ``solve_vs_vu_alphabeta``: ``solve_exhausted_median_ms`` / ``vu_alphabeta_median_ms``
  (aim <= 0.25); ``solve_closed_vs_vu_alphabeta``: ``solve_closed_median_ms`` /
  ``vu_alphabeta_median_ms`` (the closed 5-against-5 solve, aim <= 0.125: 8 times faster);
  ``playouts_vs_vu``: ``playouts_per_s`` / ``vu_random_games_per_s``;
- ``*_cpu_*``: the same figures in process CPU time, and their ratios (``..._cpu``), which a
  loaded machine disturbs less than wall time.

The machine is shared: figures move with its load, which is why the anchor is measured in
the same run, interleaved round by round. Every round starts with the search's tables empty
(``_clear_tables``), so that a round's solves do not reuse what the last round learnt about
the same positions.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "bench"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from schnapsen import Deal  # noqa: E402
from schnapsen.search import Core, Solver, WorldSampler, solve  # noqa: E402


def p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(0.95 * (len(s) - 1)))]


def five_against_five(count: int, *, closed: bool, seed: int = 0) -> list[Deal]:
    """Random ``at`` positions, five cards against five, leader to move: the talon just
    closed by the leader (``closed``) or gone."""
    out: list[Deal] = []
    s = seed
    while len(out) < count:
        rng = random.Random(s)
        deal = Deal.new("at", seed=s)
        s += 1
        close_after = rng.randrange(0, 4)
        while not deal.is_over:
            hands_full = all(len(deal.hand(x)) == 5 for x in deal.seats)
            if not deal.current_trick and hands_full:
                if closed and not deal.is_closed and len(deal.tricks) >= close_after and (
                    "close" in [str(m) for m in deal.legal_moves()]
                ):
                    deal.play("close")
                    out.append(deal)
                    break
                if not closed and deal.talon_size == 0:
                    out.append(deal)
                    break
            legal = [m for m in deal.legal_moves() if str(m) not in ("claim", "close")]
            if not legal:
                break
            deal.push(rng.choice(legal))
    return out


def _clear_tables() -> None:
    """Empty the search's tables kept between solves (the move orders and the end game's
    answers of the kernel), where the code has them."""
    import importlib

    solve_module = importlib.import_module("schnapsen.search.solve")
    for name in ("_END_RULES", "_LEAD_ORDERS"):
        table = getattr(solve_module, name, None)
        if table is not None:
            table.clear()


def time_solve(deals: list[Deal], clock: object = time.perf_counter) -> list[float]:
    _clear_tables()
    out = []
    now = clock
    for deal in deals:
        t0 = now()  # type: ignore[operator]
        solve(deal)
        out.append((now() - t0) * 1000)  # type: ignore[operator]
    return out


def time_value(deals: list[Deal]) -> list[float]:
    _clear_tables()
    out = []
    for deal in deals:
        t0 = time.perf_counter()
        core = Core.from_deal(deal)
        solver = Solver(core)
        solver.exact0(core.root)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def playouts_per_second(seconds: float, fast: bool) -> tuple[float, float]:
    """Playouts per wall second and per CPU second."""
    cores = [Core.from_deal(Deal.new("at", seed=i)) for i in range(500)]
    rng = random.Random(1)
    n = 0
    start = time.perf_counter()
    cpu = time.process_time()
    end = start + seconds
    while True:
        for _ in range(50):
            core = cores[n % 500]
            if fast:
                core.playout_result(core.root, rng)
            else:
                core.playout(core.root, rng)
            n += 1
        now = time.perf_counter()
        if now >= end:
            return n / (now - start), n / (time.process_time() - cpu)


def world_ms(count: int) -> float:
    rng = random.Random(4)
    times = []
    for seed in range(count):
        deal = Deal.new("at", seed=seed)
        for _ in range(rng.randrange(2, 16)):
            legal = [m for m in deal.legal_moves() if str(m) != "claim"]
            if not legal or deal.is_over:
                break
            deal.push(rng.choice(legal))
        if deal.is_over or deal.to_move is None:
            continue
        sampler = WorldSampler(deal.observation(deal.to_move))
        t0 = time.perf_counter()
        for _ in range(10):
            sampler.draw(rng)
        times.append((time.perf_counter() - t0) * 100)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="search benchmark")
    parser.add_argument("--quick", action="store_true", help="one short round")
    parser.add_argument("--no-vu", action="store_true", help="skip the VU anchor")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    rounds = 1 if args.quick else args.rounds
    npos = 40 if args.quick else 200
    seconds = 0.5 if args.quick else 3.0

    print(f"python: {platform.python_implementation()} {platform.python_version()}")
    print(f"machine: {platform.machine()} {platform.processor() or ''}".rstrip())
    closed = five_against_five(npos, closed=True, seed=1000)
    exhausted = five_against_five(npos, closed=False, seed=2000)
    results: dict[str, list[float]] = {}

    def add(name: str, value: float) -> None:
        results.setdefault(name, []).append(value)

    vu_anchor = None
    if not args.no_vu:
        from vu_env import ensure_vu_venv
        from vu_env import vu_anchor as _vu_anchor

        ensure_vu_venv(quiet=False)
        vu_anchor = _vu_anchor
    for r in range(rounds):
        t = time_solve(closed)
        add("solve_closed_median_ms", statistics.median(t))
        add("solve_closed_p95_ms", p95(t))
        t = time_solve(exhausted)
        add("solve_exhausted_median_ms", statistics.median(t))
        add("solve_exhausted_p95_ms", p95(t))
        t = time_solve(exhausted, time.process_time)
        add("solve_exhausted_median_cpu_ms", statistics.median(t))
        add("solve_exhausted_p95_cpu_ms", p95(t))
        t = time_solve(closed, time.process_time)
        add("solve_closed_median_cpu_ms", statistics.median(t))
        add("solve_closed_p95_cpu_ms", p95(t))
        add("solve_value_median_ms", statistics.median(time_value(exhausted)))
        wall, cpu = playouts_per_second(seconds, fast=True)
        add("playouts_per_s", wall)
        add("playouts_per_cpu_s", cpu)
        add("playouts_generic_per_s", playouts_per_second(seconds / 2, fast=False)[0])
        if vu_anchor is not None:
            anchor = vu_anchor(seconds, npos, seed=r + 1)
            add("vu_random_games_per_s", anchor["vu_random_games_per_s"])
            add("vu_alphabeta_median_ms", anchor["vu_alphabeta_median_ms"])
            add("vu_alphabeta_p95_ms", anchor["vu_alphabeta_p95_ms"])
            add("vu_random_games_per_cpu_s", anchor["vu_random_games_per_cpu_s"])
            add("vu_alphabeta_median_cpu_ms", anchor["vu_alphabeta_median_cpu_ms"])
    add("sample_world_ms", world_ms(20 if args.quick else 100))
    final = {k: statistics.median(v) for k, v in results.items()}
    if "vu_alphabeta_median_ms" in final:
        final["solve_vs_vu_alphabeta"] = (
            final["solve_exhausted_median_ms"] / final["vu_alphabeta_median_ms"]
        )
        final["solve_closed_vs_vu_alphabeta"] = (
            final["solve_closed_median_ms"] / final["vu_alphabeta_median_ms"]
        )
        final["solve_closed_vs_vu_alphabeta_cpu"] = (
            final["solve_closed_median_cpu_ms"] / final["vu_alphabeta_median_cpu_ms"]
        )
        final["solve_value_vs_vu_alphabeta"] = (
            final["solve_value_median_ms"] / final["vu_alphabeta_median_ms"]
        )
        final["playouts_vs_vu"] = final["playouts_per_s"] / final["vu_random_games_per_s"]
        final["solve_vs_vu_alphabeta_cpu"] = (
            final["solve_exhausted_median_cpu_ms"] / final["vu_alphabeta_median_cpu_ms"]
        )
        final["playouts_vs_vu_cpu"] = (
            final["playouts_per_cpu_s"] / final["vu_random_games_per_cpu_s"]
        )
    print(f"rounds: {rounds}")
    print(f"positions: {npos}")
    for name, value in final.items():
        print(f"{name}: {value:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
