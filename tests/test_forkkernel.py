"""The build's forked page kernels (tools/forkkernel.py): a page gets a kernel of its own
that behaves as an ordinary ``ipykernel_launcher`` one: the page's folder, its environment,
the engine importable, the server's folder not on sys.path, an interrupt that reaches the
running cell, a shutdown that ends the launcher, and a killed launcher that takes its kernel
with it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager

from tools import forkkernel

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork: Linux")


@pytest.fixture(scope="module")
def kernels(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("kernels")
    sock = home / "s.sock"
    spec = home / "kernels" / forkkernel.KERNEL_NAME / "kernel.json"
    spec.parent.mkdir(parents=True)
    spec.write_text(json.dumps(forkkernel.kernel_spec(sock)), encoding="utf-8")
    server = subprocess.Popen([sys.executable, "-m", "tools.forkkernel", "serve", str(sock)],
                              cwd=ROOT)
    deadline = time.monotonic() + 60
    while not sock.exists():
        assert server.poll() is None and time.monotonic() < deadline, "no server"
        time.sleep(0.05)
    try:
        yield home
    finally:
        server.terminate()
        assert server.wait(timeout=30) == 0
        assert not sock.exists()


def _manager(home: Path, cwd: Path) -> KernelManager:
    specs = KernelSpecManager(kernel_dirs=[str(home / "kernels")])
    km = KernelManager(kernel_name=forkkernel.KERNEL_NAME, kernel_spec_manager=specs)
    assert "forked" in km.kernel_spec.display_name  # type: ignore[union-attr]
    km.start_kernel(cwd=str(cwd), env={**os.environ, "SB_TEST_VALUE": "seen"})
    return km


def _run(km: KernelManager, code: str) -> str:
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        out: list[str] = []
        kc.execute_interactive(code, timeout=60, output_hook=lambda m: out.append(
            m["content"].get("text", "")) if m["msg_type"] == "stream" else None)
        return "".join(out)
    finally:
        kc.stop_channels()


def test_a_page_kernel_is_an_ordinary_kernel(kernels: Path) -> None:
    page_dir = ROOT / "book" / "en"
    km = _manager(kernels, page_dir)
    try:
        out = _run(km, "import os, sys, schnapsen\nprint(os.getcwd())\n"
                       "print(os.environ.get('SB_TEST_VALUE'))\n"
                       f"print({str(ROOT)!r} in sys.path)\nprint(os.getppid() != 1)")
        assert out.split() == [str(page_dir), "seen", "False", "True"], out
        # an interrupt reaches the running cell
        kc = km.client()
        kc.start_channels()
        kc.wait_for_ready(timeout=60)
        kc.execute("import time\ntime.sleep(60)")
        time.sleep(1)
        km.interrupt_kernel()
        while True:
            msg = kc.get_iopub_msg(timeout=30)
            if msg["msg_type"] == "error":
                assert msg["content"]["ename"] == "KeyboardInterrupt"
                break
        kc.stop_channels()
    finally:
        km.shutdown_kernel(now=False)
    assert not km.is_alive()


def test_a_killed_launcher_takes_its_kernel(kernels: Path) -> None:
    km = _manager(kernels, ROOT)
    try:
        pid = int(_run(km, "import os\nprint(os.getpid())"))
        launcher = km.provisioner.process  # type: ignore[union-attr]
        os.kill(launcher.pid, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while Path(f"/proc/{pid}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(
            f"/proc/{pid}/stat").read_text().split()[2], "the kernel outlived its launcher"
    finally:
        km.cleanup_resources()
