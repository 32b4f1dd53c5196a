"""The hard bot against VU Amsterdam's RdeepBot(16, 4), inside VU's own engine (not a test).

    python bench/versus_vu.py --decks 500        # each deck twice, seats swapped
    python bench/versus_vu.py --quick

VU's engine (``schnapsen==0.0.5``, GPL) runs in its own interpreter (``bench/vu_env.py``):
it deals, asks the bots for moves, checks them and scores the games by its rules. Our bot
sits in that engine as a proxy: the VU process sends each of the opponent's moves and the
moves VU allows; this process mirrors the game in a *shadow deal* of our engine (the same
cards in the same places, VU's rules set with ``Variant.with_options``: no closing, an
exchange allowed while any card is left to draw, the last trick winning one game point,
a marriage's points waiting for the next trick its player takes, no claims: VU ends the
game when 66 is reached) and asks the hard bot, which sees only the
shadow deal's observation, for the move. A marriage leads the King in VU, so the bot
chooses among the moves VU allows (the Ober-leading marriage is not among them; the hard
bot is told which moves those are).

Thinking time: the hard bot gets a clock budget per move of 0.9 times RdeepBot's mean time
per move, measured in the same run (``rdeep_ms_per_move``): first in a probe of 10 decks
against the medium bot, then, once RdeepBot has made 30 moves, its mean so far, before each
move (a change of the machine's load weighs on both sides; ``--fixed-budget`` keeps the
probe's figure, ``hard_budget_ms`` is the last budget). The budget is a mean over the hard
bot's moves (the time a forced or fully known move leaves unused is spent on later ones;
``--per-move`` caps every move instead). The hard bot reports its own time
(``hard_ms_per_move``); both are wall-clock times (the machine may be shared), with the CPU
times beside them (``*_cpu_ms_per_move``). Figures: ``hard_share``: the hard bot's share of
the game points; ``hard_won_games``: share of games won; ``games``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from vu_env import vu_command, vu_environ  # noqa: E402

from schnapsen import Deal, Move, Observation, find_variant, make_bot  # noqa: E402
from schnapsen.bots.base import Bot  # noqa: E402
from schnapsen.bots.levels import HardBot  # noqa: E402

VU_RULES: dict[str, Any] = dict(close_min_talon=99, exchange_min_talon=1,
                                last_trick_rule="flat", marriage_waits=True)

_CHILD = r"""
import json, random, sys, time
from schnapsen.game import (SchnapsenGamePlayEngine, Bot, BotState, GameState, RegularMove)
from schnapsen.deck import Rank, Suit
from schnapsen.bots import RdeepBot

RANK = {Rank.ACE: "A", Rank.TEN: "T", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"}
SUIT = {Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.SPADES: "S", Suit.CLUBS: "C"}

def code(c):
    return RANK[c.rank] + SUIT[c.suit]

def text(m):
    if m.is_trump_exchange():
        return "x"
    if m.is_marriage():
        return "m:" + code(m.king_card)
    return code(m.card)

def send(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()

queue = []
timing = [0.0, 0, 0.0]

class Recorder(Bot):
    def __init__(self, bot):
        super().__init__("rdeep")
        self.bot = bot
    def get_move(self, perspective, leader_move):
        t = time.perf_counter()
        c = time.process_time()
        m = self.bot.get_move(perspective, leader_move)
        timing[0] += time.perf_counter() - t
        timing[2] += time.process_time() - c
        timing[1] += 1
        queue.append(text(m))
        return m

class Proxy(Bot):
    def __init__(self):
        super().__init__("proxy")
    def get_move(self, perspective, leader_move):
        valid = perspective.valid_moves()
        send({"ask": list(queue), "valid": [text(m) for m in valid],
              "rdeep": [timing[0], timing[1]]})
        queue.clear()
        answer = json.loads(sys.stdin.readline())["move"]
        for m in valid:
            if text(m) == answer:
                return m
        raise RuntimeError("not a valid move: " + answer)

decks, seed, samples, depth = (int(a) for a in sys.argv[1:5])
engine = SchnapsenGamePlayEngine()
rng = random.Random(seed)
rdeep = Recorder(RdeepBot(samples, depth, random.Random(seed + 1)))
proxy = Proxy()
for i in range(decks):
    shuffled = engine.deck_generator.shuffle_deck(engine.deck_generator.get_initial_deck(), rng)
    for proxy_leads in (True, False):
        hand1, hand2, talon = engine.hand_generator.generateHands(shuffled)
        first, second = (proxy, rdeep) if proxy_leads else (rdeep, proxy)
        state = GameState(leader=BotState(implementation=first, hand=hand1),
                          follower=BotState(implementation=second, hand=hand2),
                          talon=talon, previous=None)
        queue.clear()
        send({"new": [code(c) for c in shuffled.get_cards()], "me_first": proxy_leads})
        winner, points, score = engine.play_game_from_state(game_state=state, leader_move=None)
        send({"end": winner is proxy, "points": points})
send({"rdeep_ms": 1000 * timing[0] / max(1, timing[1]), "rdeep_moves": timing[1],
      "rdeep_cpu_ms": 1000 * timing[2] / max(1, timing[1])})
"""


def shadow_deck(cards: list[str]) -> list[str]:
    """VU deals cards 0, 2, 4, 6, 8 to the leader, 1, 3, ... 9 to the follower and the rest
    to the talon, the last one being the trump card at the bottom; winners draw first. Our
    deal pattern (hands:3, turn, hands:2) with the forehand (seat 0) leading gets the same
    hands, trump card and drawing order from this deck."""
    lead = cards[0:10:2]
    follow = cards[1:10:2]
    talon = cards[10:]
    return lead[:3] + follow[:3] + [talon[-1]] + lead[3:] + follow[3:] + talon[:-1]


def vu_move(move: Move, valid: set[str], obs: Observation) -> Move:
    """The move VU allows that stands for ``move``: a marriage leads the King there; a claim
    (VU ends the game at 66 by itself) becomes the bot's next choice among VU's moves."""
    if str(move) in valid:
        return move
    if move.kind == "m" and move.card is not None:
        king = Move.parse(f"m:K{move.card.suit.letter}")
        if str(king) in valid:
            return king
    legal = tuple(m for m in obs.legal_moves if str(m) in valid)
    return make_bot("medium", seed=0).choose(dataclasses.replace(obs, legal_moves=legal))


def play(decks: int, seed: int, bot: Bot, samples: int, depth: int,
         timed: list[float], follow: float | None = None) -> dict[str, float]:
    """``follow``: set the hard bot's budget to this share of RdeepBot's mean time per move
    so far, before each of its moves (once RdeepBot has made some), so that a change of the
    machine's load during the run weighs on both sides alike."""
    with tempfile.TemporaryDirectory() as cwd:
        child = subprocess.Popen(
            vu_command("-c", _CHILD, str(decks), str(seed), str(samples), str(depth)),
            cwd=cwd, env=vu_environ(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, bufsize=1,
        )
        assert child.stdin is not None and child.stdout is not None
        won = lost = games = wins = 0
        deal: Deal | None = None
        me = 0
        out: dict[str, float] = {}
        for line in child.stdout:
            msg = json.loads(line)
            if "new" in msg:
                deal = Deal.new("at", deck=shadow_deck(msg["new"]), dealer=1, **VU_RULES)
                me = 0 if msg["me_first"] else 1
            elif "ask" in msg:
                assert deal is not None
                for text in msg["ask"]:
                    deal.play(text)
                assert deal.to_move == me, "the shadow deal disagrees on who moves"
                obs = deal.observation(me)
                valid = set(msg["valid"])
                rd_s, rd_moves = msg["rdeep"]
                if follow is not None and isinstance(bot, HardBot) and rd_moves >= 30:
                    bot.budget_ms = follow * 1000 * rd_s / rd_moves
                ours = {str(m) for m in obs.legal_moves}
                if not valid <= ours:
                    raise RuntimeError(f"rules differ: VU allows {sorted(valid)}, the shadow "
                                       f"deal {sorted(ours)}")
                t = time.perf_counter()
                c = time.process_time()
                if isinstance(bot, HardBot):
                    move: Move = bot.choose(obs, [m for m in obs.legal_moves
                                                  if str(m) in valid])
                else:
                    move = bot.choose(obs)
                timed[0] += time.perf_counter() - t
                timed[2] += time.process_time() - c
                timed[1] += 1
                move = vu_move(move, valid, obs)
                deal.play(move)
                child.stdin.write(json.dumps({"move": str(move)}) + "\n")
                child.stdin.flush()
            elif "end" in msg:
                games += 1
                if msg["end"]:
                    won += msg["points"]
                    wins += 1
                else:
                    lost += msg["points"]
                if games % 20 == 0:
                    print(f"progress: games {games}, share {won / max(1, won + lost):.3f}",
                          file=sys.stderr, flush=True)
            elif "rdeep_ms" in msg:
                out["rdeep_ms_per_move"] = msg["rdeep_ms"]
                out["rdeep_cpu_ms_per_move"] = msg["rdeep_cpu_ms"]
        child.wait()
        if child.returncode:
            raise RuntimeError("the VU process failed")
    out.update(games=games, hard_share=won / max(1, won + lost),
               hard_won_games=wins / max(1, games))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="hard bot against VU's RdeepBot")
    parser.add_argument("--decks", type=int, default=500)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="the hard bot's clock per move (default: RdeepBot's, measured)")
    parser.add_argument("--worlds", type=int, default=100,
                        help="worlds per move at most (the clock usually stops first)")
    parser.add_argument("--fixed-budget", action="store_true",
                        help="keep the probe's budget all run (default: follow RdeepBot's "
                             "mean time per move so far)")
    parser.add_argument("--per-move", action="store_true",
                        help="the clock caps every move (default: a mean over the moves, the "
                             "time of quick moves saved for hard ones)")
    args = parser.parse_args(argv)
    decks = 5 if args.quick else args.decks
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()}")
    budget = args.budget_ms
    if budget is None:
        # RdeepBot's thinking time, measured against a medium bot on a few decks
        probe = play(3 if args.quick else 10, args.seed + 7, make_bot("medium", seed=1), 16, 4,
                     [0.0, 0, 0.0])
        budget = probe["rdeep_ms_per_move"]
        print(f"rdeep_probe_ms_per_move: {budget:.2f}")
    variant = find_variant("at").with_options(**VU_RULES)
    bot = make_bot("hard", seed=args.seed, worlds=args.worlds, budget_ms=budget * 0.9,
                   variant=variant, pooled=not args.per_move)
    timed = [0.0, 0, 0.0]
    follow = None if args.fixed_budget or args.budget_ms is not None else 0.9
    res = play(decks, args.seed, bot, 16, 4, timed, follow)
    res["hard_ms_per_move"] = 1000 * timed[0] / max(1, timed[1])
    res["hard_cpu_ms_per_move"] = 1000 * timed[2] / max(1, timed[1])
    assert isinstance(bot, HardBot) and bot.budget_ms is not None
    res["hard_budget_ms"] = bot.budget_ms
    for k, v in res.items():
        print(f"{k}: {v:.3f}" if isinstance(v, float) else f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
