"""Hints and bot levels (not a test). Prints ``name: value`` lines.

    python bench/bots.py                      # hint timing, strength of every variant
    python bench/bots.py --deals 2000 --variants at     # the full count for one variant
    python bench/bots.py --quick              # a smoke run
    python bench/bots.py --legal 10000        # legality sweep: every level, every variant
    python bench/bots.py --legal 10000 --legal-hard 2000 --legal-worlds 4 --no-hint
    python bench/bots.py --legal 10000 --legal-levels hard --variants at,hr-2

- ``hint_p50_ms`` / ``hint_p95_ms``: :func:`schnapsen.search.hint` with its default budget at
  200 decision points of ``at`` deals spread over every stage (talon open on lead and on
  follow, closed, exhausted), with ``hint_p95_ms_<stage>`` per stage;
- ``strength_<variant>_share``: the hard bot against :class:`HeuristicBot`, each deck
  played once per seat rotation (two-player: twice, seats swapped): the hard seat's share of
  the game points won at the table (its side's wins against the other sides' wins), over
  ``strength_<variant>_deals`` deals; ``strength_<variant>_baseline`` is the same figure with
  a HeuristicBot in the hard bot's seat (what 'no better than the heuristic' looks like in a
  game for three or more); ``strength_<variant>_ms_per_move``: the hard bot's mean thinking
  time per decision;
- ``legal_<level>_<variant>_deals``: deals played with checked moves, no illegal move.
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
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from schnapsen import VARIANTS, Bot, Deal, HeuristicBot, make_bot  # noqa: E402
from schnapsen.bots import play_deal  # noqa: E402
from schnapsen.moves import Move  # noqa: E402
from schnapsen.observation import Observation  # noqa: E402


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(0.95 * (len(values) - 1))))]


def stage_of(d: Deal) -> str:
    if d.closed_by is not None:
        return "closed"
    if d.talon_size == 0:
        return "exhausted"
    return "open_follow" if d.current_trick else "open_lead"


def hint_points(n: int, seed: int = 1) -> list[Deal]:
    """``n`` decision points of ``at`` deals, a quarter of each stage, from deals played by
    medium bots (with closing forced now and then, so that closed positions occur)."""
    from schnapsen.search.playout import playout_move

    rng = random.Random(seed)
    want = {"open_lead": n // 4, "open_follow": n // 4, "closed": n // 4}
    want["exhausted"] = n - sum(want.values())
    found: dict[str, list[Deal]] = {k: [] for k in want}
    i = 0
    while any(len(found[k]) < want[k] for k in want):
        d = Deal.new("at", seed=seed * 100_000 + i)
        i += 1
        close_at = rng.randrange(1, 5)
        while d.to_move is not None:
            k = stage_of(d)
            if len(found[k]) < want[k] and rng.random() < 0.3:
                found[k].append(d.copy())
            legal = d.legal_moves()
            close = [m for m in legal if m.kind == "close"]
            if close and len(d.tricks) >= close_at and i % 2:
                d.push(close[0])
            else:
                d.push(playout_move(d, rng, 0.2))
    return [d for k in want for d in found[k]]


def bench_hint(points: int) -> None:
    from schnapsen.search import hint

    deals = hint_points(points)
    times: dict[str, list[float]] = {}
    hint(deals[0])  # warm up
    for d in deals:
        t = time.perf_counter()
        hint(d)
        times.setdefault(stage_of(d), []).append((time.perf_counter() - t) * 1000)
    every = [x for v in times.values() for x in v]
    print(f"hint_points: {len(every)}")
    print(f"hint_p50_ms: {statistics.median(every):.1f}")
    print(f"hint_p95_ms: {p95(every):.1f}")
    for k, v in times.items():
        print(f"hint_p95_ms_{k}: {p95(v):.1f}")


class Timed(Bot):
    """A bot that counts its decisions and thinking time."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.seconds = 0.0
        self.moves = 0

    def choose(self, observation: Observation) -> Move:
        t = time.perf_counter()
        move = self.bot.choose(observation)
        self.seconds += time.perf_counter() - t
        self.moves += 1
        return move


def strength(variant: str, decks: int, seed: int, **hard: object) -> dict[str, float]:
    """The hard bot (one seat) against HeuristicBots, every deck once per seat."""
    v = VARIANTS[variant]
    n = v.players
    won = {"hard": 0, "base": 0}
    lost = {"hard": 0, "base": 0}
    timed = Timed(make_bot("hard", seed=seed, **hard))
    deals = 0
    for i in range(decks):
        for seat in range(n):
            for who in ("hard", "base"):
                if who == "base" and n == 2:
                    continue  # two players: the baseline is 50% by symmetry
                d = Deal.new(variant, seed=seed * 1_000_003 + i)
                bots: list[Bot] = [HeuristicBot(seed=i * 7 + j) for j in range(n)]
                if who == "hard":
                    bots[seat] = timed
                play_deal(d, bots, checked=False)
                r = d.result
                assert r is not None
                if seat in r.winners:
                    won[who] += r.game_points
                else:
                    lost[who] += r.game_points
            deals += 1
    out = {
        "deals": float(deals),
        "share": won["hard"] / max(1, won["hard"] + lost["hard"]),
        "ms_per_move": 1000 * timed.seconds / max(1, timed.moves),
    }
    if n > 2:
        out["baseline"] = won["base"] / max(1, won["base"] + lost["base"])
    return out


def legality(deals: int, hard_deals: int | None, hard_worlds: int,
             variants: list[str], levels: tuple[str, ...] = ("easy", "medium", "hard")) -> None:
    """Every level plays ``deals`` whole deals of every variant with checked moves (every
    seat that level; an illegal move raises). The hard level plays ``hard_deals`` (default:
    the same number) with ``hard_worlds`` sampled worlds per move."""
    for variant in variants:
        for level in levels:
            count = deals if level != "hard" or hard_deals is None else hard_deals
            opts = {"worlds": hard_worlds} if level == "hard" else {}
            start = time.process_time()
            for i in range(count):
                d = Deal.new(variant, seed=i)
                bots = [make_bot(level, seed=i * 10 + j, **opts) for j in range(d.variant.players)]
                play_deal(d, bots, checked=True)
            print(f"legal_{level}_{variant}_deals: {count}")
            if level == "hard":
                print(f"legal_hard_{variant}_worlds: {hard_worlds}")
            print(f"legal_{level}_{variant}_cpu_s: {time.process_time() - start:.1f}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--deals", type=int, default=None, help="decks per variant")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--points", type=int, default=200, help="hint decision points")
    parser.add_argument("--worlds", type=int, default=16, help="hard bot: worlds per move")
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--no-hint", action="store_true")
    parser.add_argument("--legal", type=int, default=0, help="legality sweep: deals per level")
    parser.add_argument("--legal-hard", type=int, default=None,
                        help="legality sweep: deals for the hard level (default: --legal)")
    parser.add_argument("--legal-worlds", type=int, default=16,
                        help="legality sweep: the hard level's sampled worlds per move")
    parser.add_argument("--legal-levels", default="easy,medium,hard",
                        help="legality sweep: the levels to play (comma-separated)")
    args = parser.parse_args(argv)
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()} ({platform.python_implementation()})")
    if args.legal:
        legality(args.legal, args.legal_hard, args.legal_worlds, args.variants.split(","),
                 tuple(args.legal_levels.split(",")))
        return 0
    if not args.no_hint:
        bench_hint(20 if args.quick else args.points)
    decks = args.deals if args.deals is not None else (4 if args.quick else 200)
    for variant in args.variants.split(","):
        n = VARIANTS[variant].players
        per = max(1, decks // n) if n > 2 else decks // 2 or 1
        res = strength(variant, per, seed=1, worlds=args.worlds, budget_ms=args.budget_ms)
        for k, val in res.items():
            print(f"strength_{variant}_{k}: {val:.3f}" if k != "deals"
                  else f"strength_{variant}_deals: {int(val)}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
