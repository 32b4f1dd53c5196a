"""The book's builds reach each page's kernel over Unix sockets (tools/jupyter_book_ipc.py):
two editions build side by side, and over TCP a kernel could lose a port to another process
between the choice and the bind, and die."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from tools import editions
from tools.jupyter_book_ipc import IpcKernelManager


def test_every_edition_builds_through_the_ipc_wrapper() -> None:
    for lang in ("en", "hr"):
        command = editions.build_command(lang)
        assert command[1:3] == ["-m", "tools.jupyter_book_ipc"], command
        assert command[3] == "build"


def test_a_kernel_in_another_folder_answers_on_unix_sockets(tmp_path: Path) -> None:
    async def run() -> tuple[str, list[str], list[str]]:
        km = IpcKernelManager(kernel_name="python3")
        # The kernel runs in a page's folder, the client here: the sockets' path is absolute.
        await km.start_kernel(cwd=str(tmp_path))
        base = km.ip
        kc = km.client()
        kc.start_channels()
        try:
            await kc.wait_for_ready(timeout=60)
            folder = os.path.dirname(base)
            while_running = sorted(f for f in os.listdir(folder)
                                   if f.startswith(os.path.basename(base)))
        finally:
            kc.stop_channels()
            await km.shutdown_kernel(now=True)
        after = [f for f in os.listdir(os.path.dirname(base))
                 if f.startswith(os.path.basename(base))]
        return base, while_running, after

    base, while_running, after = asyncio.run(run())
    assert os.path.isabs(base)
    assert len(while_running) == 5, while_running   # shell, iopub, stdin, control, heartbeat
    assert after == []                              # removed when the kernel stops
    assert not any(tmp_path.iterdir())              # nothing left in the kernel's folder
