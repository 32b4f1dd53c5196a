"""Engine throughput benchmark (not a test). Prints ``name: value`` lines.

    python bench/engine.py            # about 2 s per variant
    python bench/engine.py --quick    # a short run, for a smoke check

- ``deals_per_s_<variant>``: random-vs-random full deals per second on one core
  (``Deal.new`` + ``legal_moves`` + a random choice + ``push`` until the deal is over);
- ``heuristic_vs_random_deals_per_s_at``: HeuristicBot against RandomBot, each choosing from
  its ``observation`` (the way bots play), with ``push``;
- ``legal_moves_us``: microseconds per ``legal_moves()`` call on mid-game positions of ``at``;
- ``push_pop_us``: microseconds per ``push(move)`` + ``pop()`` pair on the same positions;
- ``deal_new_us``: microseconds per seeded ``Deal.new("at", seed=...)``;
- ``memory_per_deal_bytes``: memory held by 1,000 finished ``at`` deals (tracemalloc, undo
  history included), divided by 1,000;
- with ``--vu``: ``deals_per_s_at_vs``, ``deals_per_cpu_s_at_vs`` (ours, CPU time) beside
  ``vu_random_games_per_s`` / ``vu_random_games_per_cpu_s`` (VU's engine, random against
  random, ``bench/vu_env.py``), measured in the same run round by round, and their ratios
  ``deals_vs_vu`` / ``deals_vs_vu_cpu`` (the median over ``--rounds``; aim >= 4).
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from schnapsen import VARIANTS, Deal, HeuristicBot, RandomBot  # noqa: E402


def random_deal(variant: str, seed: int, rng: random.Random) -> Deal:
    deal = Deal.new(variant, seed=seed)
    choice = rng.choice
    while True:
        legal = deal.legal_moves()
        if not legal:
            return deal
        deal.push(choice(legal))


def deals_per_second(variant: str, seconds: float) -> float:
    return deals_per_second_wall_cpu(variant, seconds)[0]


def deals_per_second_wall_cpu(variant: str, seconds: float) -> tuple[float, float]:
    """Random deals per wall second and per CPU second."""
    rng = random.Random(1)
    random_deal(variant, 0, rng)  # warm up
    n = 0
    start = time.perf_counter()
    cpu = time.process_time()
    end = start + seconds
    while True:
        for _ in range(20):
            random_deal(variant, n, rng)
            n += 1
        now = time.perf_counter()
        if now >= end:
            return n / (now - start), n / (time.process_time() - cpu)


def heuristic_vs_random(seconds: float) -> float:
    n = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        deal = Deal.new("at", seed=n)
        bots = (HeuristicBot(n), RandomBot(n)) if n % 2 else (RandomBot(n), HeuristicBot(n))
        while deal.to_move is not None:
            seat = deal.to_move
            deal.push(bots[seat].choose(deal.observation(seat)))
        n += 1
        now = time.perf_counter()
        if now >= end:
            return n / (now - start)


def mid_game_positions(count: int) -> list[Deal]:
    """Positions of ``at`` after 4 to 12 random moves, not over."""
    rng = random.Random(2)
    out: list[Deal] = []
    seed = 0
    while len(out) < count:
        deal = Deal.new("at", seed=seed)
        seed += 1
        for _ in range(rng.randrange(4, 13)):
            legal = deal.legal_moves()
            if not legal:
                break
            deal.push(rng.choice(legal))
        if not deal.is_over:
            out.append(deal)
    return out


def per_call_us(func: object, calls: int, seconds: float) -> float:
    """Best-of-rounds microseconds per call of ``func(i)`` for i in range(calls)."""
    best = float("inf")
    end = time.perf_counter() + seconds
    while True:
        start = time.perf_counter()
        func(calls)  # type: ignore[operator]
        best = min(best, (time.perf_counter() - start) / calls * 1e6)
        if time.perf_counter() >= end:
            return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="engine throughput benchmark")
    parser.add_argument("--quick", action="store_true", help="short run (about 0.2 s a step)")
    parser.add_argument("--vu", action="store_true", help="measure VU's engine beside ours")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the VU comparison")
    args = parser.parse_args(argv)
    per_variant = 0.2 if args.quick else 2.0
    micro = 0.2 if args.quick else 1.0
    n_mem = 200 if args.quick else 1000

    print(f"python: {platform.python_implementation()} {platform.python_version()}")
    for variant in VARIANTS:
        print(f"deals_per_s_{variant}: {deals_per_second(variant, per_variant):.0f}", flush=True)
    print(f"heuristic_vs_random_deals_per_s_at: {heuristic_vs_random(per_variant):.0f}")

    positions = mid_game_positions(500)
    moves = [d.legal_moves() for d in positions]

    def legal_loop(calls: int) -> None:
        ps = positions
        k = len(ps)
        for i in range(calls):
            ps[i % k].legal_moves()

    def push_pop_loop(calls: int) -> None:
        ps = positions
        k = len(ps)
        for i in range(calls):
            d = ps[i % k]
            ms = moves[i % k]
            d.push(ms[i % len(ms)])
            d.pop()

    def new_loop(calls: int) -> None:
        for i in range(calls):
            Deal.new("at", seed=i)

    print(f"legal_moves_us: {per_call_us(legal_loop, 5000, micro):.2f}")
    print(f"push_pop_us: {per_call_us(push_pop_loop, 5000, micro):.2f}")
    print(f"deal_new_us: {per_call_us(new_loop, 2000, micro):.2f}")

    # memory of finished deals (the move-list cache is warmed first so it is not counted)
    rng = random.Random(3)
    for i in range(n_mem):
        random_deal("at", i, rng)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    rng = random.Random(3)
    held = [random_deal("at", i, rng) for i in range(n_mem)]
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    print(f"memory_per_deal_bytes: {(after - before) / len(held):.0f}")
    if args.vu:
        versus_vu(per_variant, 1 if args.quick else args.rounds)
    return 0


def versus_vu(seconds: float, rounds: int) -> None:
    """Random ``at`` deals through the public API beside VU's random games, interleaved."""
    sys.path.insert(0, str(ROOT / "bench"))
    from vu_env import ensure_vu_venv, vu_random_games

    ensure_vu_venv(quiet=False)
    results: dict[str, list[float]] = {}
    for r in range(rounds):
        wall, cpu = deals_per_second_wall_cpu("at", seconds)
        vu = vu_random_games(seconds, seed=r + 1)
        for name, value in (
            ("deals_per_s_at_vs", wall),
            ("deals_per_cpu_s_at_vs", cpu),
            ("vu_random_games_per_s", vu["vu_random_games_per_s"]),
            ("vu_random_games_per_cpu_s", vu["vu_random_games_per_cpu_s"]),
            ("deals_vs_vu", wall / vu["vu_random_games_per_s"]),
            ("deals_vs_vu_cpu", cpu / vu["vu_random_games_per_cpu_s"]),
        ):
            results.setdefault(name, []).append(value)
    import statistics

    for name, values in results.items():
        print(f"{name}: {statistics.median(values):.2f}")


if __name__ == "__main__":
    sys.exit(main())
