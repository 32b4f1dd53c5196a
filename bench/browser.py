"""Benchmark (not a test): the in-browser player on the built book, in Debian's Chromium.

Serves the built site on a free port, opens a page, clicks "Play in your browser" and
measures the time from the click to a playable widget (the page's own ``data-ready-ms``), on
a cold cache (fresh profile) and warm (same profile, the page opened again), and the bytes a
first visit downloads (page + player + Python). Each of ``--runs`` rounds uses a new profile
(one cold and one warm start); the medians are printed with every run's figure, as
``name: value`` lines.

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


def one_round(url: str, sizes: dict[str, int] | None) -> tuple[int, int]:
    """(cold ms, warm ms) in a fresh profile; ``sizes`` collects the cold run's downloads."""

    def on_response(response: Response) -> None:
        try:
            if sizes is not None:
                sizes[response.url] = len(response.body())
        except Exception:  # redirects, aborted
            pass

    results: list[int] = []
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=ARGS, headless=True)
        for run in ("cold", "warm"):
            page = ctx.new_page()
            if run == "cold":
                page.on("response", on_response)
            page.goto(url, wait_until="load")
            page.click(".sb-live-button")
            page.wait_for_selector(".sb-live[data-state=ready]", timeout=120_000)
            results.append(int(page.get_attribute(".sb-live", "data-ready-ms") or 0))
            page.close()
        ctx.close()
    return results[0], results[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page", nargs="?", default="book/en/play.html")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, default=SITE)
    args = parser.parse_args(argv)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(args.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{args.page}"
    sizes: dict[str, int] = {}
    cold: list[int] = []
    warm: list[int] = []
    for i in range(args.runs):
        c, w = one_round(url, sizes if i == 0 else None)
        cold.append(c)
        warm.append(w)
    server.shutdown()
    print(f"page: {args.page}")
    print(f"runs: {args.runs}")
    print(f"click_to_playable_cold_s: {statistics.median(cold) / 1000:.1f}")
    print(f"click_to_playable_warm_s: {statistics.median(warm) / 1000:.1f}")
    print(f"cold_runs_s: {' '.join(f'{c / 1000:.1f}' for c in cold)}")
    print(f"warm_runs_s: {' '.join(f'{w / 1000:.1f}' for w in warm)}")
    print(f"first_visit_download_mb: {sum(sizes.values()) / 1e6:.1f}")
    print(f"first_visit_requests: {len(sizes)}")
    lite = sum(p.stat().st_size for p in (args.site / "lite").rglob("*") if p.is_file())
    print(f"site_lite_mb: {lite / 1e6:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
