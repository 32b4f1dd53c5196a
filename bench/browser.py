"""Benchmark (not a test): the in-browser player on the built book, in Debian's Chromium.

Serves _build/html on a free port, opens a page, clicks "Play in your browser" and measures
the time from the click to a playable widget (the page's own ``data-ready-ms``), on a cold
cache (fresh profile) and warm (same profile, page reloaded), and the bytes a first visit
downloads (page + player + Python). Prints ``name: value`` lines.

Usage: .venv/bin/python bench/browser.py [PAGE]   (default: book/en/play.html)
"""

from __future__ import annotations

import functools
import http.server
import sys
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


def main(argv: list[str]) -> int:
    page_path = argv[1] if len(argv) > 1 else "book/en/play.html"
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{page_path}"
    sizes: dict[str, int] = {}

    def on_response(response: Response) -> None:
        try:
            sizes[response.url] = len(response.body())
        except Exception:  # redirects, aborted
            pass

    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=ARGS, headless=True)
        results = {}
        for run in ("cold", "warm"):
            page = ctx.new_page()
            if run == "cold":
                page.on("response", on_response)
            page.goto(url, wait_until="load")
            page.click(".sb-live-button")
            page.wait_for_selector(".sb-live[data-state=ready]", timeout=120_000)
            results[run] = int(page.get_attribute(".sb-live", "data-ready-ms") or 0)
            page.close()
        ctx.close()
    server.shutdown()
    print(f"page: {page_path}")
    print(f"click_to_playable_cold_s: {results['cold'] / 1000:.1f}")
    print(f"click_to_playable_warm_s: {results['warm'] / 1000:.1f}")
    print(f"first_visit_download_mb: {sum(sizes.values()) / 1e6:.1f}")
    print(f"first_visit_requests: {len(sizes)}")
    lite = sum(p.stat().st_size for p in (SITE / "lite").rglob("*") if p.is_file())
    print(f"site_lite_mb: {lite / 1e6:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
