"""Page kernels for the book build, forked from one process that has imported them already.

The build executes every page of every edition in a kernel of its own (115 kernels). A new
``python -m ipykernel_launcher`` spends about 1.7 s of CPU before it runs a line of the page
(importing IPython, ipykernel, zmq and tornado, and setting the shell up), and each page then
imports the engine and ipywidgets again. This module keeps one server process that has
imported all of that once; for each page it forks a child, and the child starts the kernel
exactly as ``ipykernel_launcher`` would (``IPKernelApp``, the connection file it is given, the
page's folder and environment). Each page still runs in a process of its own that no other
page has touched: the server itself never runs a line of a page.

- ``serve SOCKET``: the server (``tools.editions`` starts it for a build and stops it after).
- ``launch SOCKET -f CONNECTION_FILE``: the kernel spec's command (:func:`kernel_spec`), which
  jupyter_client starts for a page. It imports nothing but the standard library, hands the
  server its arguments, folder, environment and standard streams, and then stands for the
  child: it passes on the signals jupyter_client sends (an interrupt), and exits with the
  child's exit status. If it is killed, the server kills the child.

Linux (``fork``, ``socket.send_fds``). Outside a build nothing uses it: ``make lab`` and the
tests start ordinary kernels.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import socket
import sys
from pathlib import Path

#: what the server imports before it forks (what every page's kernel imports)
PRELOAD = (
    "ipykernel.kernelapp",
    "ipykernel.ipkernel",
    "IPython.core.interactiveshell",
    "ipywidgets",
    "schnapsen",
    "schnapsen.teach.book",
    "schnapsen.render",
    "schnapsen.widgets",
)
#: the kernel spec's name: the pages ask for "python3" (their jupytext header)
KERNEL_NAME = "python3"


def kernel_spec(socket_path: Path) -> dict[str, object]:
    """The ``kernel.json`` that makes jupyter_client start a page's kernel through the server
    at ``socket_path`` (a folder with ``kernels/python3/kernel.json`` first on JUPYTER_PATH)."""
    return {
        "argv": [sys.executable, str(Path(__file__).resolve()), "launch", str(socket_path),
                 "-f", "{connection_file}"],
        "display_name": "Python 3 (ipykernel, forked)",
        "language": "python",
        "interrupt_mode": "signal",
        "metadata": {"debugger": False},
    }


def _read_line(conn: socket.socket) -> str:
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(4096)
        if not chunk:
            break
        data += chunk
    return data.decode()


# -- the launcher (one per page kernel) -------------------------------------------------------


def launch(socket_path: str, argv: list[str]) -> int:
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.connect(socket_path)
    request = json.dumps({"argv": argv, "cwd": os.getcwd(), "env": dict(os.environ)})
    socket.send_fds(conn, [request.encode() + b"\n"], [0, 1, 2])
    child = int(_read_line(conn))

    def forward(signum: int, _frame: object) -> None:
        try:
            os.kill(child, signum)
        except ProcessLookupError:
            pass

    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        signal.signal(sig, forward)
    status = _read_line(conn)  # "exit N" when the child has ended (empty: the server died)
    return int(status.split()[1]) if status.startswith("exit ") else 1


# -- the server ---------------------------------------------------------------------------------


def _child(request: dict[str, object], fds: list[int]) -> None:
    """In the forked child: become the page's kernel (never returns)."""
    code = 1
    try:
        for target, fd in enumerate(fds[:3]):
            os.dup2(fd, target)
        for fd in fds:
            if fd > 2:
                os.close(fd)
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGCHLD, signal.SIGHUP):
            signal.signal(sig, signal.SIG_DFL)
        os.setsid()
        env = request["env"]
        assert isinstance(env, dict)
        os.environ.clear()
        os.environ.update({str(k): str(v) for k, v in env.items()})
        # ``python -m`` put the server's folder first on sys.path; ipykernel_launcher takes
        # the folder it was started in off again (IPython puts '' back at the end)
        if sys.path and (sys.path[0] == "" or Path(sys.path[0]) == Path.cwd()):
            del sys.path[0]
        os.chdir(str(request["cwd"]))
        argv = request["argv"]
        assert isinstance(argv, list)
        sys.argv = ["ipykernel_launcher", *(str(a) for a in argv)]
        # read from the environment when ipykernel was imported (in the server, without it):
        # the kernel then watches for its parent going away, as a launched kernel does
        parent = os.environ.get("JPY_PARENT_PID")
        if parent:
            sys.argv.append(f"--IPKernelApp.parent_handle={int(parent)}")
        from ipykernel import kernelapp

        kernelapp.launch_new_instance()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException:  # noqa: BLE001 - the child must never return into the server
        import traceback

        traceback.print_exc()
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def serve(socket_path: str) -> int:
    import importlib

    for name in PRELOAD:
        importlib.import_module(name)
    path = Path(socket_path)
    path.unlink(missing_ok=True)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(socket_path)
    listener.listen(16)
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ)
    children: dict[int, socket.socket] = {}  # pid -> its launcher's connection
    stopping = False

    def stop(_signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print(f"forkkernel: serving {socket_path}", flush=True)
    try:
        while not stopping:
            for key, _ in selector.select(timeout=0.05):
                if key.fileobj is listener:
                    conn, _ = listener.accept()
                    message, fds, _flags, _addr = socket.recv_fds(conn, 1 << 20, 3)
                    while not message.endswith(b"\n"):
                        more = conn.recv(1 << 20)
                        if not more:
                            break
                        message += more
                    request = json.loads(message)
                    pid = os.fork()
                    if pid == 0:
                        listener.close()
                        for other in children.values():
                            other.close()
                        conn.close()
                        _child(request, fds)
                    for fd in fds:
                        os.close(fd)
                    conn.sendall(f"{pid}\n".encode())
                    children[pid] = conn
                    selector.register(conn, selectors.EVENT_READ, pid)
                else:  # a launcher went away (killed): its kernel goes too
                    pid = key.data
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
            while children:
                try:
                    pid, status = os.waitpid(-1, os.WNOHANG)
                except ChildProcessError:
                    break
                if pid == 0:
                    break
                ended = children.pop(pid, None)
                if ended is not None:
                    conn = ended
                    selector.unregister(conn)
                    try:
                        conn.sendall(f"exit {os.waitstatus_to_exitcode(status)}\n".encode())
                    except OSError:
                        pass
                    conn.close()
    finally:
        for pid in children:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        listener.close()
        path.unlink(missing_ok=True)
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "serve":
        return serve(argv[1])
    if len(argv) >= 2 and argv[0] == "launch":
        return launch(argv[1], argv[2:])
    print("usage: forkkernel.py serve SOCKET | launch SOCKET -f CONNECTION_FILE",
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
