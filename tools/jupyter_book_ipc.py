"""``jupyter-book``, with every page's kernel reached over Unix sockets instead of TCP ports.

``python -m tools.jupyter_book_ipc build ...`` takes the arguments of ``jupyter-book``
(tools/editions.py runs each edition's build this way).

Why: two editions build side by side, and pytest runs beside them (``make test``). Over TCP
the kernel manager picks a kernel's five ports by binding port 0 and closing the socket; the
kernel binds them a moment later, and in between any other process's outgoing connection may
be given one of them as its local port. The kernel then cannot bind it and dies ("Kernel died
before replying to kernel_info": the build of one edition failed so in CI, and once here). A
Unix socket is a file named after the kernel's own connection file, so two kernels never
want the same one.

How: nbclient (which myst-nb's ``execute_notebooks: force`` runs in this process) makes its
kernel manager from ``jupyter_client.AsyncKernelManager``, looked up when it starts a kernel;
here that name is a subclass whose ``transport`` defaults to ``ipc``. Nothing else changes.
"""

from __future__ import annotations

import os
import sys
import tempfile
import uuid

import jupyter_client
from jupyter_client.manager import AsyncKernelManager
from traitlets import CaselessStrEnum, default


class IpcKernelManager(AsyncKernelManager):
    """A kernel manager whose kernels listen on Unix sockets (``transport = "ipc"``)."""

    transport = CaselessStrEnum(["tcp", "ipc"], default_value="ipc", config=True)

    @default("ip")
    def _ip_default(self) -> str:
        # The sockets' common path: absolute (the kernel runs in its page's folder, the
        # client in the project's) and unique to this kernel; short, as a socket's path must
        # be (the kernel adds "-1" to "-5").
        return os.path.join(tempfile.gettempdir(), f"kernel-{uuid.uuid4().hex}")


def main() -> int:
    jupyter_client.AsyncKernelManager = IpcKernelManager  # type: ignore[attr-defined]
    from jupyter_book.cli.main import main as jupyter_book

    sys.argv[0] = "jupyter-book"
    try:
        jupyter_book()
    except SystemExit as stop:
        code = stop.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
