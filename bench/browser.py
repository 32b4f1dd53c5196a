"""Benchmark (not a test): the in-browser player on the built book, in Debian's Chromium.

Serves the built site on a free port, opens a page, clicks "Play in your browser" and
measures the time from the click to a playable widget (the page's own ``data-ready-ms``), on
a cold cache (fresh profile) and warm (same profile, the page opened again), both with the
click right after the page has loaded, then (same profile) with the click after ``--dwell``
seconds on the page, when the page's player has started quietly in the background
(schnapsen/teach/live.py); and the bytes a first visit downloads (page + player + Python).
Each of ``--runs`` rounds uses a new profile; the medians are printed with every run's
figure, as ``name: value`` lines, with what the player was doing at the click (``data-host``:
none, booting, warm, prepared).

Usage: .venv/bin/python bench/browser.py [PAGE] [--runs N] [--site DIR]
       (default: book/en/play.html, 3 runs, _build/html)
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Response, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "html"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def one_round(url: str, sizes: dict[str, int] | None,
              dwell: float) -> tuple[list[int], list[str]]:
    """[cold ms, warm ms, dwell ms] in a fresh profile, and the player's state at each click;
    ``sizes`` collects the cold run's downloads."""

    def on_response(response: Response) -> None:
        try:
            if sizes is not None:
                sizes[response.url] = len(response.body())
        except Exception:  # redirects, aborted
            pass

    results: list[int] = []
    hosts: list[str] = []
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=ARGS, headless=True)
        for run in ("cold", "warm", "dwell"):
            page = ctx.new_page()
            if run == "cold":
                page.on("response", on_response)
            page.goto(url, wait_until="load")
            if run == "dwell":
                page.wait_for_timeout(dwell * 1000)
            control = page.locator(".sb-live").first
            control.locator(".sb-live-button").click()
            page.wait_for_selector(".sb-live[data-state=ready]", timeout=120_000)
            results.append(int(control.get_attribute("data-ready-ms") or 0))
            hosts.append(control.get_attribute("data-host") or "?")
            page.close()
        ctx.close()
    return results, hosts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page", nargs="?", default="book/en/play.html")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=SITE)
    parser.add_argument("--dwell", type=float, default=10.0,
                        help="seconds on the page before the third click")
    args = parser.parse_args(argv)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(args.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{args.page}"
    sizes: dict[str, int] = {}
    cold: list[int] = []
    warm: list[int] = []
    dwell: list[int] = []
    states: list[str] = []
    for i in range(args.runs):
        (c, w, d), hosts = one_round(url, sizes if i == 0 else None, args.dwell)
        cold.append(c)
        warm.append(w)
        dwell.append(d)
        states.append("/".join(hosts))
    server.shutdown()
    print(f"page: {args.page}")
    print(f"runs: {args.runs}")
    print(f"click_to_playable_cold_s: {statistics.median(cold) / 1000:.1f}")
    print(f"click_to_playable_warm_s: {statistics.median(warm) / 1000:.1f}")
    print(f"click_to_playable_after_dwell_s: {statistics.median(dwell) / 1000:.1f}")
    print(f"dwell_s: {args.dwell:g}")
    print(f"cold_runs_s: {' '.join(f'{c / 1000:.1f}' for c in cold)}")
    print(f"warm_runs_s: {' '.join(f'{w / 1000:.1f}' for w in warm)}")
    print(f"dwell_runs_s: {' '.join(f'{d / 1000:.1f}' for d in dwell)}")
    print(f"player_at_click: {' '.join(states)}")
    print(f"first_visit_download_mb: {sum(sizes.values()) / 1e6:.1f}")
    print(f"first_visit_requests: {len(sizes)}")
    lite = sum(p.stat().st_size for p in (args.site / "lite").rglob("*") if p.is_file())
    print(f"site_lite_mb: {lite / 1e6:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
