"""Benchmark (not a test): hints inside the browser, in Pyodide, on the built book.

Times :func:`schnapsen.search.hint` with its default budget at the decision points of
``bench/bots.py`` (``hint_points``: ``at`` deals, a quarter of each stage: talon open on lead
and on follow, closed, exhausted), first here in CPython (the anchor), then in Debian's
Chromium: the built site is served on a free port, its JupyterLite REPL (``lite/repl/``, the
player behind "Play in your browser", with the engine as a wheel in Pyodide) is opened with a
script that loads the same deals from their text notation (``Deal.to_text``), calls
``hint(deal)`` once to warm up and then at every point, timed with ``time.perf_counter()``,
and prints the times, which are read back from the REPL's output. Prints ``name: value``
lines: ``browser_hint_p50_ms``, ``browser_hint_p95_ms``, ``browser_hint_p95_ms_<stage>``,
``cpython_hint_p50_ms``, ``cpython_hint_p95_ms`` (and per stage), the number of points, the
median number of worlds sampled behind a hint that is not exact (the search stops sampling
at about two thirds of its budget, so a slower Python shows as fewer worlds more than as
more time), and the machine (platform, cores, load before and after).

The browser runs the engine of the site's wheel (built with the site), the anchor that of the
source tree: they are the same code only when the site was built from this checkout.

Usage: .venv/bin/python bench/browser_hint.py [--points N] [--seed S] [--site DIR]
       (default: 200 points, seed 1, _build/html)
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import platform
import statistics
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bots import hint_points, p95, stage_of  # noqa: E402

from schnapsen import Deal  # noqa: E402

SITE = ROOT / "_build" / "html"
REPL = "lite/repl/index.html"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
MARK = "SB_HINT_BENCH "
TIMEOUT_MS = 30 * 60 * 1000

# Run in Pyodide: the deals come in as a JSON list of texts (format with .replace, not
# str.format, since the script has braces of its own).
PYODIDE_SCRIPT = """\
import json, sys, time
import pyodide
from schnapsen import Deal
from schnapsen.search import hint
deals = [Deal.from_text(t) for t in json.loads(__TEXTS__)]
hint(deals[0])  # warm up
ms, worlds = [], []
for d in deals:
    t = time.perf_counter()
    h = hint(d)
    ms.append((time.perf_counter() - t) * 1000)
    worlds.append(0 if h[0].exact else max(x.worlds for x in h))
print(__MARK__ + json.dumps({"ms": ms, "worlds": worlds, "python": sys.version.split()[0],
                             "pyodide": pyodide.__version__}))
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def figures(prefix: str, deals: list[Deal], ms: list[float], worlds: list[int]) -> list[str]:
    """``name: value`` lines: p50, p95, max and p95 per stage (in the order of the points), and
    the median number of worlds behind a sampled (not exact) hint."""
    stages: dict[str, list[float]] = {}
    for d, t in zip(deals, ms, strict=True):
        stages.setdefault(stage_of(d), []).append(t)
    lines = [f"{prefix}_hint_p50_ms: {statistics.median(ms):.1f}",
             f"{prefix}_hint_p95_ms: {p95(ms):.1f}",
             f"{prefix}_hint_max_ms: {max(ms):.1f}"]
    lines += [f"{prefix}_hint_p95_ms_{k}: {p95(v):.1f}" for k, v in stages.items()]
    sampled = [w for w in worlds if w]
    lines.append(f"{prefix}_hint_sampled_points: {len(sampled)}")
    if sampled:
        lines.append(f"{prefix}_hint_worlds_median: {statistics.median(sampled):g}")
    return lines


def cpython_times(deals: list[Deal]) -> tuple[list[float], list[int]]:
    """As bench/bots.py: one warm-up hint, then every point timed; with the worlds sampled
    at each point (0 when the hint is exact)."""
    from schnapsen.search import hint

    hint(deals[0])
    ms: list[float] = []
    worlds: list[int] = []
    for d in deals:
        t = time.perf_counter()
        h = hint(d)
        ms.append((time.perf_counter() - t) * 1000)
        worlds.append(0 if h[0].exact else max(x.worlds for x in h))
    return ms, worlds


def browser_times(site: Path, texts: list[str]
                  ) -> tuple[list[float], list[int], dict[str, str]]:
    """The hint times and worlds in Pyodide, and what ran them (browser, Pyodide, Python)."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    code = (PYODIDE_SCRIPT.replace("__TEXTS__", repr(json.dumps(texts)))
            .replace("__MARK__", repr(MARK)))
    query = urllib.parse.urlencode(
        {"kernel": "python", "showBanner": "0", "hideCodeInput": "1", "code": code})
    url = f"http://127.0.0.1:{server.server_address[1]}/{REPL}?{query}"
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path="/usr/bin/chromium", args=ARGS, headless=True)
            page = browser.new_page()
            page.goto(url, wait_until="load")
            out = page.locator(".jp-OutputArea-output", has_text=MARK).first
            failed = page.locator('.jp-OutputArea-output[data-mime-type*="error"]').first
            out.or_(failed).wait_for(timeout=TIMEOUT_MS)
            if failed.count():
                raise RuntimeError("the script failed in Pyodide:\n" + failed.inner_text())
            text = out.inner_text()
            what = {"chromium": browser.version}
            browser.close()
    finally:
        server.shutdown()
    data = json.loads(text[text.index(MARK) + len(MARK):].strip().splitlines()[0])
    what.update(pyodide=data["pyodide"], pyodide_python=data["python"])
    return [float(x) for x in data["ms"]], [int(x) for x in data["worlds"]], what


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--site", type=Path, default=SITE)
    args = parser.parse_args(argv)
    load_before = os.getloadavg()
    deals = hint_points(args.points, args.seed)
    texts = [d.to_text() for d in deals]
    for d, t in zip(deals, texts, strict=True):  # the text gives back the same position
        back = Deal.from_text(t)
        assert stage_of(back) == stage_of(d) and back.legal_moves() == d.legal_moves()
    cpython, cpython_worlds = cpython_times(deals)
    browser, browser_worlds, what = browser_times(args.site, texts)
    load_after = os.getloadavg()
    print(f"machine: {platform.platform()}, {platform.machine()}, cpus {os.cpu_count()}")
    print(f"cpython: {platform.python_version()} ({platform.python_implementation()})")
    for k, v in what.items():
        print(f"{k}: {v}")
    print(f"load_before: {' '.join(f'{x:.2f}' for x in load_before)}")
    print(f"load_after: {' '.join(f'{x:.2f}' for x in load_after)}")
    print(f"hint_points: {len(deals)}")
    for line in (figures("browser", deals, browser, browser_worlds)
                 + figures("cpython", deals, cpython, cpython_worlds)):
        print(line)
    print(f"browser_over_cpython_p95: {p95(browser) / p95(cpython):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
