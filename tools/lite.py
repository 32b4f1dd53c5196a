"""Assemble the in-browser player (JupyterLite REPL + Pyodide kernel) into the built book, offline.

The pages of the book offer "Play in your browser" (``schnapsen.browser_play``): it opens
``<site>/lite/repl/`` in a frame, which runs the page's widget code with Python compiled to
WebAssembly (Pyodide). Nothing is fetched from outside the site at run time; this script
gathers everything at build time, from registries only, into a cache outside the source
tree (``.cache/``, gitignored), and never commits anything:

- Pyodide's core (``pyodide.mjs``, ``pyodide.asm.*``, ``python_stdlib.zip`` and its
  ``pyodide-lock.json``) from the npm package ``pyodide``, at the version the installed
  ``jupyterlite-pyodide-kernel`` expects (pinned with its integrity in
  ``tools/lite-versions.json``);
- the pure-Python wheels the kernel needs (micropip, ipython and their dependencies, at
  the versions of Pyodide's lock file) and ipywidgets, comm and jupyterlab_widgets (at the
  versions of requirements.txt, so the browser's widget JavaScript matches) from PyPI,
  with ``pip download``;
- the kernel's own wheels (pyodide-kernel, piplite, the ipykernel and widgetsnbextension
  shims) from the installed ``jupyterlite-pyodide-kernel``;
- jedi (and parso, which only jedi needs) is left out: the kernel's start installs it, and
  IPython imports it for completion, which the book's player never offers (its input is
  hidden); unpacking its wheel (thousands of typeshed stubs) took about half of the packages'
  install. In its place a wheel with metadata only (``STUBS``) tells the kernel it is there,
  and IPython, whose ``import jedi`` then fails, completes without it;
- the project's own wheel ``schnapsen_book``, built here from the source tree (pure Python,
  written directly with zipfile, so no build backend is needed);
- bytecode: Pyodide's ``python_stdlib.zip`` and the wheels ship Python source only, and
  compiling it took most of the kernel's start (``import pyodide_kernel`` compiles IPython,
  prompt_toolkit, pygments and a good part of the standard library); every ``.py`` (but
  those of ``NO_PYC``) gets its ``.pyc`` beside it (in the zip) or in ``__pycache__`` (in
  the wheels), compiled by the same Pyodide run under Node at build time (cached by input
  hash in ``.cache/lite/pyc``). They are
  unchecked hash-based pycs (PEP 552): Python loads them without comparing them with the
  source (the unpacked files' dates mean nothing), and the source stays for tracebacks;
- a new ``pyodide-lock.json`` listing exactly those wheels, with their file names and
  sha256 computed from the files (Pyodide's lock describes its own rebuilds, whose hashes
  differ from PyPI's), so that ``loadPyodide({packages: [...]})`` loads them all in parallel
  at start-up instead of installing them one by one with piplite.

Then ``jupyter lite build`` writes the REPL app into ``<site>/lite`` (no other app, no
source maps, no extension but the kernel's and the widget manager's).

Usage: python -m tools.lite [SITE_DIR]   (default: _build/html)
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import uuid
import zipfile
from pathlib import Path

from tools import vendor_js  # npm pack with integrity check, cached

ROOT = Path(__file__).resolve().parent.parent
PINS = ROOT / "tools" / "lite-versions.json"
CACHE = ROOT / ".cache" / "lite"
WHEEL_CACHE = CACHE / "wheels"
SRC = ROOT / "_build" / "lite-src"   # the lite_dir given to `jupyter lite build`
BIN = Path(sys.executable).parent
# The Pyodide core files the kernel loads (not the .d.ts, .map, console pages, pyodide.js).
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# What the kernel imports at start (jupyterlite-pyodide-kernel's worker installs these five
# unless they are listed in loadPyodideOptions.packages) and what the book's widgets need.
# Bump when the compiled output changes (cache key of .cache/lite/pyc).
PYC_FORMAT = "1"
# Folders of modules that the player's start does not import, but for those it does (as
# found by importing pyodide_kernel, ipywidgets and schnapsen.widgets in Pyodide): no
# bytecode, as each file costs its unpacking at every start (pygments' hundreds of lexers
# doubled the install time of its wheel). A module without it still imports, from source.
NO_PYC = ("pygments/lexers/", "pygments/styles/", "pygments/formatters/")
PYC_ANYWAY = tuple(f"pygments/{name}.py" for name in (
    "lexers/__init__", "lexers/_mapping", "lexers/python", "styles/__init__",
    "styles/_mapping", "styles/default", "styles/gruvbox", "styles/monokai", "styles/pastie",
    "formatters/__init__", "formatters/_mapping", "formatters/html", "formatters/terminal256"))
KERNEL_ROOTS = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
BOOK_ROOTS = ("ipywidgets", "schnapsen-book")
# Installed by the kernel's start but never used by the book's player: metadata only.
STUBS = ("jedi",)
# From requirements.txt, so the Python side matches the widget manager JavaScript shipped by
# the installed jupyterlab_widgets.
WIDGET_PINS = ("ipywidgets", "comm", "jupyterlab_widgets")
# Federated (JupyterLab) extensions the REPL needs; nothing else from the venv is copied.
EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager")
SERVICE_WORKER_PLUGIN = "@jupyterlite/application-extension:service-worker-manager"
# The REPL app has no notebooks: CodeMirror's notebook commands need the notebook tracker and,
# enabled, log "failed to activate … No provider for INotebookTracker" in every page's console.
UNUSED_PLUGINS = ("@jupyterlab/codemirror-extension:commands",)
PKG = "schnapsen"
DIST = "schnapsen_book"


def log(message: str) -> None:
    print(f"lite: {message}", file=sys.stderr)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def requirement_pins() -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        name, sep, version = line.strip().partition("==")
        if sep and not name.startswith("#"):
            pins[canonical(name)] = version
    return pins


def wheel_metadata(path: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, unconditional Requires-Dist names, top-level import names)."""
    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = whl.read(meta_name).decode("utf-8")
        top_name = meta_name.replace("METADATA", "top_level.txt")
        if top_name in names:
            tops = whl.read(top_name).decode("utf-8").split()
        else:
            tops = sorted({
                n.split("/")[0].removesuffix(".py")
                for n in names
                if not n.split("/")[0].endswith((".dist-info", ".data"))
                and (n.endswith(".py") or "/" in n)
            })
    name = re.search(r"^Name: (.+)$", meta, re.M)
    version = re.search(r"^Version: (.+)$", meta, re.M)
    assert name and version, path
    requires = []
    for req in re.findall(r"^Requires-Dist: (.+)$", meta, re.M):
        spec, _, marker = req.partition(";")
        if "extra ==" in marker:
            continue
        requires.append(canonical(re.split(r"[\s<>=!~\[(]", spec.strip(), maxsplit=1)[0]))
    return name.group(1).strip(), version.group(1).strip(), requires, tops


def build_project_wheel(out: Path) -> Path:
    """The engine as a pure-Python wheel, with fixed timestamps (same bytes every build)."""
    version = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    assert version
    ver = version.group(1)
    info = f"{DIST}-{ver}.dist-info"
    files: dict[str, bytes] = {}
    for path in sorted((ROOT / PKG).rglob("*")):
        rel = path.relative_to(ROOT).as_posix()
        # .txt: the practice puzzles (schnapsen/teach/data), read with importlib.resources;
        # .js: the drills' and the progress record's scripts (schnapsen/teach/js)
        if path.is_file() and "__pycache__" not in rel and path.suffix in (
            ".py", ".typed", ".mo", ".txt", ".js"
        ):
            files[rel] = path.read_bytes()
    files[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: schnapsen-book\nVersion: {ver}\n"
        "Requires-Python: >=3.11\n"
    ).encode()
    files[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: tools/lite.py\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    files[f"{info}/top_level.txt"] = f"{PKG}\n".encode()
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for name, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([f"{info}/RECORD", "", ""])
    files[f"{info}/RECORD"] = record.getvalue().encode()
    return _write_wheel(out / f"{DIST}-{ver}-py3-none-any.whl", files)


def _write_wheel(path: Path, files: dict[str, bytes]) -> Path:
    """Write ``files`` (name -> bytes, in order) as a zip with fixed dates and modes, so that
    the same files give the same bytes."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in files.items():
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            whl.writestr(entry, data)
    return path


def build_stub_wheel(out: Path, name: str) -> Path:
    """A wheel with metadata only: ``name`` counts as installed, and ``import name`` fails."""
    info = f"{name}-0.dist-info"
    files = {
        f"{info}/METADATA": (
            f"Metadata-Version: 2.1\nName: {name}\nVersion: 0\n"
            "Summary: Left out of the Schnapsen Book's in-browser player (tools/lite.py)\n"
        ).encode(),
        f"{info}/WHEEL": (b"Wheel-Version: 1.0\nGenerator: tools/lite.py\n"
                          b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
        f"{info}/RECORD": b"",
    }
    files[f"{info}/RECORD"] = "".join(
        f"{n},sha256={base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b'=').decode()}"
        f",{len(d)}\n" for n, d in files.items() if d
    ).encode() + f"{info}/RECORD,,\n".encode()
    return _write_wheel(out / f"{name}-0-py3-none-any.whl", files)


def closure(lock: dict[str, dict[str, object]], roots: list[str],
            skip: tuple[str, ...] = ()) -> list[str]:
    """The lock packages that ``roots`` depend on (themselves included), in lock names,
    not following ``skip``."""
    seen: list[str] = []
    todo = [canonical(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen or name not in lock or name in skip:
            continue
        seen.append(name)
        todo.extend(canonical(str(d)) for d in lock[name]["depends"])  # type: ignore[attr-defined]
    return sorted(seen)


def pip_download(specs: list[str]) -> dict[str, Path]:
    """Pure-Python wheels from PyPI (cached in .cache/lite/wheels): canonical name -> file."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)

    def cached() -> dict[tuple[str, str], Path]:
        found = {}
        for whl in WHEEL_CACHE.glob("*.whl"):
            name, version = whl.name.split("-")[:2]
            found[(canonical(name), version)] = whl
        return found

    have = cached()
    missing = [s for s in specs if tuple(canonical(p) if i == 0 else p
                                         for i, p in enumerate(s.split("=="))) not in have]
    if missing:
        log(f"pip download {' '.join(missing)}")
        subprocess.run(
            [str(BIN / "pip"), "download", "-q", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none",
             "--platform", "any", "-d", str(WHEEL_CACHE), *missing],
            check=True,
        )
        have = cached()
    out = {}
    for spec in specs:
        name, version = spec.split("==")
        key = (canonical(name), version)
        if key not in have:
            vendor_js.fail(f"pip download {spec} wrote no wheel into {WHEEL_CACHE}")
        out[canonical(name)] = have[key]
    return out


# Runs in Pyodide under Node: argv = [node, script, pyodide dir, jobs.json]; each job
# {"src", "dst", "kind": "wheel" | "stdlib"} names host paths, seen under /host.
_PYC_JS = r"""
import { loadPyodide } from "PYODIDE_MJS";
import { readFileSync } from "node:fs";
const [dir, jobs] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: dir + "/" });
py.FS.mkdir("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
py.globals.set("JOBS", readFileSync(jobs, "utf8"));
py.globals.set("RULES", RULES_JSON);
py.runPython(PY_SOURCE);
"""

_PYC_PY = r"""
import base64, hashlib, importlib.util, json, sys, sysconfig, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
SITE = sysconfig.get_paths()["purelib"]
STDLIB = next(p for p in sys.path if p.endswith(".zip"))


def pyc(source, filename):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))


def rewrite(src, dst, kind):
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        names = set(zin.namelist())
        record_name = next((n for n in names if n.endswith(".dist-info/RECORD")), None)
        added = []
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == record_name:
                continue
            zout.writestr(info, data)
            name = info.filename
            if not name.endswith(".py") or ".dist-info/" in name or ".data/" in name:
                continue
            if name.startswith(tuple(NO_PYC)) and name not in PYC_ANYWAY:
                continue
            if kind == "stdlib":
                target, filename = name[:-3] + ".pyc", f"{STDLIB}/{name}"
            else:
                folder, _, stem = name[:-3].rpartition("/")
                target = f"{folder}/__pycache__/{stem}.{TAG}.pyc".lstrip("/")
                filename = f"{SITE}/{name}"
            if target in names:
                continue
            try:
                code = pyc(data, filename)
            except SyntaxError:  # e.g. Python 2 test data in a wheel
                continue
            entry = zipfile.ZipInfo(target, date_time=info.date_time)
            entry.compress_type = info.compress_type
            entry.external_attr = 0o644 << 16
            zout.writestr(entry, code)
            added.append((target, code))
        if record_name is not None:
            lines = zin.read(record_name).decode().rstrip("\n").split("\n")
            last = [l for l in lines if l.startswith(record_name + ",")]
            lines = [l for l in lines if not l.startswith(record_name + ",")]
            for target, code in added:
                digest = base64.urlsafe_b64encode(hashlib.sha256(code).digest())
                lines.append(f"{target},sha256={digest.rstrip(b'=').decode()},{len(code)}")
            lines += last or [record_name + ",,"]
            info = zin.getinfo(record_name)
            zout.writestr(info, ("\n".join(lines) + "\n").encode())


NO_PYC, PYC_ANYWAY = json.loads(RULES)
for job in json.loads(JOBS):
    rewrite("/host" + job["src"], "/host" + job["dst"], job["kind"])
"""


def precompile(runtime: dict[str, bytes], files: list[tuple[Path, str]]) -> None:
    """Add unchecked hash-based .pyc files to ``files`` (wheels, or the stdlib zip), in place,
    compiled by the Pyodide of ``runtime`` (its core files and lock, by name) under Node;
    cached by content in CACHE/pyc."""
    node = shutil.which("node")
    if node is None:
        vendor_js.fail("node is not installed (Debian: apt-get install -y nodejs); it runs "
                       "Pyodide at build time to compile the player's Python to bytecode")
        return
    pyc_cache = CACHE / "pyc"
    pyc_cache.mkdir(parents=True, exist_ok=True)
    version = hashlib.sha256(runtime["pyodide.asm.wasm"]).hexdigest()[:16]
    rules = json.dumps([NO_PYC, PYC_ANYWAY])
    jobs: list[dict[str, str]] = []
    done: list[Path] = []
    for path, kind in files:
        key = hashlib.sha256(f"{PYC_FORMAT}:{version}:{kind}:{rules}:".encode()
                             + path.read_bytes()).hexdigest()[:32]
        cached = pyc_cache / f"{key}-{path.name}"
        done.append(cached)
        if not cached.is_file():
            jobs.append({"src": str(path.resolve()), "dst": str(cached.resolve()), "kind": kind})
    if jobs:
        log(f"compiling {len(jobs)} archive(s) to bytecode (Pyodide under Node)")
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            for name, data in runtime.items():
                (work / name).write_bytes(data)
            (work / "compile.mjs").write_text(
                _PYC_JS.replace("PYODIDE_MJS", "./pyodide.mjs")
                .replace("PY_SOURCE", json.dumps(_PYC_PY))
                .replace("RULES_JSON", json.dumps(rules)))
            # written under a temporary name, renamed when whole (the cache is shared)
            final = [job["dst"] for job in jobs]
            for job in jobs:
                job["dst"] += f".{uuid.uuid4().hex}.part"
            (work / "jobs.json").write_text(json.dumps(jobs))
            subprocess.run([node, str(work / "compile.mjs"), str(work), str(work / "jobs.json")],
                           check=True)
            for job, dst in zip(jobs, final, strict=True):
                Path(job["dst"]).replace(dst)
    for (path, _kind), cached in zip(files, done, strict=True):
        shutil.copyfile(cached, path)


def kernel_extension_dir() -> Path:
    import jupyterlite_pyodide_kernel  # noqa: F401  (only to fail early if missing)

    path = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
    if not path.is_dir():
        vendor_js.fail(f"{path} is missing: is jupyterlite-pyodide-kernel installed?")
    return path


def assemble() -> Path:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    pins = json.loads(PINS.read_text(encoding="utf-8"))["packages"]
    pyodide_pin = pins["pyodide"]
    if pyodide_pin["version"] != PYODIDE_VERSION:
        vendor_js.fail(f"tools/lite-versions.json pins pyodide {pyodide_pin['version']}, but "
                       f"jupyterlite-pyodide-kernel expects {PYODIDE_VERSION}")

    shutil.rmtree(SRC, ignore_errors=True)
    static = SRC / "static" / "pyodide"
    static.mkdir(parents=True)

    tgz = vendor_js.fetch("pyodide", pyodide_pin["version"], pyodide_pin["integrity"])
    runtime: dict[str, bytes] = {}
    with tarfile.open(tgz) as tar:
        for name in (*CORE_FILES, "pyodide-lock.json"):
            runtime[name] = vendor_js.member(tar, name)
    for name in CORE_FILES:
        vendor_js.write(static / name, runtime[name])
    upstream = json.loads(runtime["pyodide-lock.json"])
    lock_pkgs: dict[str, dict[str, object]] = {
        canonical(k): v for k, v in upstream["packages"].items()
    }

    # The kernel's own wheels (pyodide-kernel, piplite, shims) from the installed extension.
    wheels: dict[str, Path] = {}
    for whl in sorted((kernel_extension_dir() / "static" / "pypi").glob("*.whl")):
        name, version = whl.name.split("-")[:2]
        if canonical(name) == "widgetsnbextension" and not version.startswith("4."):
            continue  # the 3.x shim is for ipywidgets 7
        wheels[canonical(name)] = whl

    reqs = requirement_pins()
    widget_specs = [f"{n}=={reqs[canonical(n)]}" for n in WIDGET_PINS]
    # What the kernel and the widgets need from Pyodide's lock (pure Python, from PyPI).
    needs = ["micropip", "ipython", "traitlets"]
    from_lock = [n for n in closure(lock_pkgs, needs, STUBS) if n not in wheels]
    lock_specs = [f"{n}=={lock_pkgs[n]['version']}" for n in from_lock]
    wheels.update(pip_download(lock_specs + widget_specs))
    wheels[canonical(DIST)] = build_project_wheel(static)
    for stub in STUBS:
        wheels[stub] = build_stub_wheel(static, stub)
    for whl in wheels.values():
        if whl.parent != static:
            shutil.copyfile(whl, static / whl.name)
    precompile(runtime, [(static / "python_stdlib.zip", "stdlib")]
               + [(static / whl.name, "wheel") for whl in wheels.values()])

    packages: dict[str, dict[str, object]] = {}
    for key, whl in sorted(wheels.items()):
        target = static / whl.name
        name, version, requires, tops = wheel_metadata(target)
        entry = dict(lock_pkgs.get(key, {})) if key not in STUBS else {}
        entry.update({
            "name": key,
            "version": version,
            "file_name": target.name,
            "install_dir": "site",
            "sha256": sha256(target),
            "package_type": "package",
            "imports": entry.get("imports") or tops,
            "depends": sorted(entry.get("depends") or requires),  # type: ignore[call-overload]
            "unvendored_tests": False,
        })
        packages[key] = entry
    # Every dependency must be in the lock, or loadPackage fails at run time.
    for key, entry in packages.items():
        for dep in entry["depends"]:  # type: ignore[attr-defined]
            if canonical(dep) not in packages:
                vendor_js.fail(f"{key} depends on {dep}, which is not in the new lock file")
    lock = {"info": upstream["info"], "packages": packages}
    (static / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")

    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "The Schnapsen Book",
            # window.jupyterapp in the player's frame: the page's script runs each control's
            # cell in the one console of the page (schnapsen/teach/live.py)
            "exposeAppInBrowser": True,
            # No service worker: it only serves the kernel's view of the site's files
            # (/drive, synced file by file at start-up) and stdin, which the book's widgets
            # never use; without it the kernel starts without mounting the drive.
            "disabledExtensions": [SERVICE_WORKER_PLUGIN, *UNUSED_PLUGINS],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    # Loaded in parallel with Python itself, from the lock file above.
                    "loadPyodideOptions": {
                        "packages": [*KERNEL_ROOTS, *BOOK_ROOTS],
                    },
                    "disablePyPIFallback": True,
                }
            },
        },
    }
    (SRC / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    build_config = {
        "LiteBuildConfig": {
            "apps": ["repl"],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
            "ignore_sys_prefix": True,
            "federated_extensions": [
                str(Path(sys.prefix) / "share/jupyter/labextensions" / ext)
                for ext in EXTENSIONS
            ],
            "contents": [],
        }
    }
    (SRC / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=2) + "\n")
    return SRC


def main(argv: list[str]) -> int:
    # resolved: `jupyter lite build` runs in the lite dir, where a relative path would point
    site = (Path(argv[1]) if len(argv) > 1 else ROOT / "_build" / "html").resolve()
    if not (site / "index.html").is_file():
        vendor_js.fail(f"{site} is not a built book (no index.html)")
    start = time.monotonic()
    src = assemble()
    out = site / "lite"
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run(
        [str(BIN / "jupyter"), "lite", "build", "--lite-dir", str(src),
         "--output-dir", str(out)],
        check=True,
        cwd=src,
    )
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"{out}: {size / 1e6:.1f} MB in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
