"""The VU Amsterdam Schnapsen engine (``schnapsen==0.0.5`` on PyPI) as a benchmark anchor.

That engine is GPL-licensed and its import name clashes with ours (``schnapsen``), so it is
never a dependency of the project and never shares an interpreter with it. This module makes
(once) a separate virtual environment at ``.cache/vu-venv`` and runs VU code in that
interpreter through ``subprocess``, isolated (``python -I``: no PYTHONPATH, no user site, no
current directory on ``sys.path``) and from a temporary working directory, so the child imports
VU's ``schnapsen`` and never ours.

    python bench/vu_env.py            # make the venv if missing, print the anchor figures
    python bench/vu_env.py --quick    # the same, shorter

Library use (from other bench scripts)::

    from vu_env import run_vu_json, vu_command
    run_vu_json("import json, schnapsen; print(json.dumps(1))")
    subprocess.Popen(vu_command("-c", CODE), env=vu_environ(), ...)   # a long-lived adapter

Anchor figures (``name: value`` lines, as in ``bench/search.py``):

- ``vu_random_games_per_s``: full random-vs-random games per second (``RandBot`` on both
  sides, ``SchnapsenGamePlayEngine().play_game``);
- ``vu_alphabeta_median_ms`` / ``vu_alphabeta_p95_ms``: VU's ``AlphaBetaBot.get_move`` for
  the leader of a fresh phase-two position (talon gone, five cards against five, from
  ``engine.get_random_phase_two_state``);
- ``vu_random_games_per_cpu_s`` and ``vu_alphabeta_median_cpu_ms``: the same in process CPU
  time (steadier than wall time on a shared, loaded machine).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENV_DIR = ROOT / ".cache" / "vu-venv"
VU_REQUIREMENT = "schnapsen==0.0.5"


def _python_of(venv_dir: Path) -> Path:
    if os.name == "nt":  # pragma: no cover - the project runs on Linux
        return venv_dir / "Scripts" / "python.exe"
    return venv_dir / "bin" / "python"


def vu_environ() -> dict[str, str]:
    """The environment for a VU child process: ours without PYTHONPATH / virtualenv hints."""
    env = dict(os.environ)
    for key in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP"):
        env.pop(key, None)
    return env


def _has_vu(python: Path) -> bool:
    if not python.exists():
        return False
    probe = subprocess.run(
        [str(python), "-I", "-c", "import schnapsen.game, schnapsen.bots"],
        cwd=tempfile.gettempdir(),
        env=vu_environ(),
        capture_output=True,
    )
    return probe.returncode == 0


def ensure_vu_venv(venv_dir: Path = VENV_DIR, *, quiet: bool = True) -> Path:
    """Make the venv and install VU's engine there if missing; return its Python executable."""
    python = _python_of(venv_dir)
    if _has_vu(python):
        return python
    if not python.exists():
        if not quiet:
            print(f"creating {venv_dir}", file=sys.stderr)
        venv_dir.parent.mkdir(parents=True, exist_ok=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(venv_dir)
    cmd = [str(python), "-m", "pip", "install", "--disable-pip-version-check", VU_REQUIREMENT]
    if quiet:
        cmd.insert(4, "-q")
    subprocess.run(cmd, check=True, env=vu_environ(), cwd=tempfile.gettempdir(),
                   stdout=subprocess.DEVNULL if quiet else None)
    if not _has_vu(python):
        raise RuntimeError(f"could not import VU's engine from {python}")
    return python


def vu_command(*args: str) -> list[str]:
    """The command line that runs ``args`` in the VU interpreter (isolated mode)."""
    return [str(ensure_vu_venv()), "-I", *args]


def run_vu(code: str, *, timeout: float = 900.0) -> str:
    """Run Python ``code`` in the VU interpreter; return its standard output."""
    with tempfile.TemporaryDirectory() as cwd:
        done = subprocess.run(
            vu_command("-c", code),
            cwd=cwd,
            env=vu_environ(),
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    if done.returncode != 0:
        raise RuntimeError(f"VU code failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


def run_vu_json(code: str, *, timeout: float = 900.0) -> Any:
    """Run ``code`` in the VU interpreter and parse the last line it prints as JSON."""
    lines = run_vu(code, timeout=timeout).strip().splitlines()
    return json.loads(lines[-1])


_ANCHOR_CODE = r"""
import json, random, statistics, sys, time
from schnapsen.game import SchnapsenGamePlayEngine, LeaderPerspective
from schnapsen.bots import AlphaBetaBot, RandBot

seconds, positions, seed = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
engine = SchnapsenGamePlayEngine()

rng = random.Random(seed)
b1, b2 = RandBot(random.Random(seed + 1)), RandBot(random.Random(seed + 2))
engine.play_game(b1, b2, rng)  # warm up
n = 0
start = time.perf_counter()
cpu_start = time.process_time()
end = start + seconds
while True:
    for _ in range(10):
        engine.play_game(b1, b2, rng)
        n += 1
    now = time.perf_counter()
    if now >= end:
        break
games_per_s = n / (now - start)
games_per_cpu_s = n / (time.process_time() - cpu_start)

bot = AlphaBetaBot()
rng = random.Random(seed + 3)
states = [engine.get_random_phase_two_state(rng) for _ in range(positions)]
times = []
cpu = []
for state in states:
    perspective = LeaderPerspective(state, engine)
    t0 = time.perf_counter()
    c0 = time.process_time()
    bot.get_move(perspective, None)
    cpu.append((time.process_time() - c0) * 1000.0)
    times.append((time.perf_counter() - t0) * 1000.0)
times.sort()
p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
print(json.dumps({
    "vu_random_games_per_s": games_per_s,
    "vu_alphabeta_median_ms": statistics.median(times),
    "vu_alphabeta_p95_ms": p95,
    "vu_alphabeta_positions": len(times),
    "vu_random_games_per_cpu_s": games_per_cpu_s,
    "vu_alphabeta_median_cpu_ms": statistics.median(cpu),
}))
"""


_RANDOM_GAMES_CODE = _ANCHOR_CODE.split("bot = AlphaBetaBot()")[0] + r"""
print(json.dumps({
    "vu_random_games_per_s": games_per_s,
    "vu_random_games_per_cpu_s": games_per_cpu_s,
}))
"""


def vu_random_games(seconds: float = 3.0, seed: int = 1) -> dict[str, float]:
    """VU's random-vs-random games per second (wall and CPU), measured now."""
    code = (
        f"import sys; sys.argv = ['vu', {str(seconds)!r}, '0', {str(seed)!r}]\n"
        + _RANDOM_GAMES_CODE
    )
    result: dict[str, float] = run_vu_json(code)
    return result


def vu_anchor(seconds: float = 3.0, positions: int = 200, seed: int = 1) -> dict[str, float]:
    """VU's random games per second and AlphaBetaBot milliseconds, measured now."""
    code = (
        f"import sys; sys.argv = ['vu', {str(seconds)!r}, {str(positions)!r}, {str(seed)!r}]\n"
        + _ANCHOR_CODE
    )
    result: dict[str, float] = run_vu_json(code)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="VU engine anchor figures")
    parser.add_argument("--quick", action="store_true", help="short run")
    args = parser.parse_args(argv)
    ensure_vu_venv(quiet=False)
    anchor = vu_anchor(0.5 if args.quick else 3.0, 30 if args.quick else 200)
    for name, value in anchor.items():
        print(f"{name}: {value:.3f}" if isinstance(value, float) else f"{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
