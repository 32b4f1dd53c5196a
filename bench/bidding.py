"""How often the bots announce, and how often it pays (not a test). Prints ``name: value``
lines.

    python bench/bidding.py                                   # every level and variant
    python bench/bidding.py --deals 1000 --levels easy,medium # more deals, cheap levels
    python bench/bidding.py --levels hard --deals 100 --variants hu-3,hu-4
    python bench/bidding.py --quick                           # a smoke run

For each bot level and each game for three or more players or with contracts (every seat
that level), over
``--deals`` seeded deals (``Deal.new(variant, seed=i)``; the hard level's number may differ:
``--hard-deals``), for each kind of announcement the variant has:

- ``bid_<level>_<variant>_<kind>_per100``: how many deals out of 100 had it;
- ``bid_<level>_<variant>_<kind>_success``: the share of those it paid for (``-`` when it was
  never made), with ``..._n`` the number of times it was made;
- ``bid_<level>_<variant>_<kind>_gp``: the mean game points it brought the seat that made it
  (its game points when that seat's side scores, minus the game points the other side scores
  when it does not; kontra and rekontra included), per time made.

The kinds: each contract of the variant (Slovenian snops, durhmars, berac, paver; Hungarian
snapszer, bid before the play or announced on lead): success = the bidder's side scores;
``kontra``: success = the doubled side lost (the doubling seat scores); ``rekontra``:
success = the redoubling seat scores; ``plain`` (a deal played without a contract; its
per100 is the share of such deals): success = the declarer's side scores. Who scores is the
engine's own result (``Deal.result.winners``); nothing is scored here.
``bid_<level>_<variant>_cpu_s`` is the processor time of that run.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from schnapsen import VARIANTS, Deal, make_bot  # noqa: E402
from schnapsen.moves import MoveKind  # noqa: E402

#: the games for three or more players, and the games for two with a contract (Hungarian
#: snapszer announced on lead)
MULTI = tuple(k for k, v in VARIANTS.items()
              if v.players > 2 or v.contracts or v.play_contract is not None)
LEVELS = ("easy", "medium", "hard")


@dataclass
class Tally:
    """Per kind of announcement: how many deals had it, and in how many it paid."""

    deals: int = 0
    made: dict[str, int] = field(default_factory=dict)
    won: dict[str, int] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)

    def add(self, kind: str, success: bool, game_points: int = 0) -> None:
        """One ``kind`` made; ``success``: it paid, ``game_points``: what it brought."""
        self.made[kind] = self.made.get(kind, 0) + 1
        self.won[kind] = self.won.get(kind, 0) + int(success)
        self.points[kind] = self.points.get(kind, 0) + (game_points if success
                                                        else -game_points)


def kinds_of(variant: str) -> list[str]:
    """The announcements ``variant`` has, in the order printed."""
    v = VARIANTS[variant]
    names = [c.name for c in v.contracts]
    if v.play_contract is not None and v.play_contract.name not in names:
        names.append(v.play_contract.name)
    if v.kontra:
        names += ["kontra", "rekontra"]
    return names + ["plain"]


def play(variant: str, level: str, deals: int, seed: int = 0,
         **hard: object) -> Tally:
    """``deals`` seeded deals of ``variant``, every seat a bot of ``level``."""
    tally = Tally()
    n = VARIANTS[variant].players
    for i in range(deals):
        d = Deal.new(variant, seed=seed * 1_000_003 + i)
        opts = hard if level == "hard" else {}
        bots = [make_bot(level, seed=i * 10 + j, **opts) for j in range(n)]
        doubled: dict[str, int] = {}  # kontra / rekontra -> the seat that said it
        while d.to_move is not None:
            s = d.to_move
            move = bots[s].choose(d.observation(s))
            if move.kind in (MoveKind.KONTRA, MoveKind.REKONTRA):
                doubled[str(move.kind)] = s
            d.push(move)
        r = d.result
        assert r is not None
        tally.deals += 1
        if r.contract is not None:
            bidder = d.contract_seat
            assert bidder is not None
            tally.add(r.contract, bidder in r.winners, r.game_points)
        else:
            tally.add("plain", d.declarer in r.winners, r.game_points)
        for kind, seat in doubled.items():
            tally.add(kind, seat in r.winners, r.game_points)
    return tally


def report(level: str, variant: str, tally: Tally, cpu: float) -> None:
    head = f"bid_{level}_{variant}"
    print(f"{head}_deals: {tally.deals}")
    for kind in kinds_of(variant):
        made = tally.made.get(kind, 0)
        won = tally.won.get(kind, 0)
        print(f"{head}_{kind}_per100: {100 * made / max(1, tally.deals):.1f}")
        print(f"{head}_{kind}_n: {made}")
        print(f"{head}_{kind}_success: {won / made:.3f}" if made else f"{head}_{kind}_success: -")
        gp = tally.points.get(kind, 0)
        print(f"{head}_{kind}_gp: {gp / made:+.2f}" if made else f"{head}_{kind}_gp: -")
    print(f"{head}_cpu_s: {cpu:.1f}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run: few deals")
    parser.add_argument("--deals", type=int, default=100, help="deals per level and variant")
    parser.add_argument("--hard-deals", type=int, default=None,
                        help="deals for the hard level (default: --deals)")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--variants", default=",".join(MULTI))
    parser.add_argument("--worlds", type=int, default=16, help="hard bot: worlds per move")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()} ({platform.python_implementation()})")
    deals = 3 if args.quick else args.deals
    worlds = 2 if args.quick else args.worlds
    for level in args.levels.split(","):
        count = args.hard_deals if level == "hard" and args.hard_deals is not None else deals
        if args.quick:
            count = min(count, 3)
        for variant in args.variants.split(","):
            start = time.process_time()
            tally = play(variant, level, count, args.seed, worlds=worlds)
            report(level, variant, tally, time.process_time() - start)
        if level == "hard":
            print(f"bid_hard_worlds: {worlds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
