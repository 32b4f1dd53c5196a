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
- the pure-Python wheels the kernel needs (micropip, ipython, jedi and their dependencies, at
  the versions of Pyodide's lock file) and ipywidgets, comm and jupyterlab_widgets (at the
  versions of requirements.txt, so the browser's widget JavaScript matches) from PyPI,
  with ``pip download``;
- the kernel's own wheels (pyodide-kernel, piplite, the ipykernel and widgetsnbextension
  shims) from the installed ``jupyterlite-pyodide-kernel``;
- the project's own wheel ``schnapsen_book``, built here from the source tree (pure Python,
  written directly with zipfile, so no build backend is needed);
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
import time
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
KERNEL_ROOTS = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
BOOK_ROOTS = ("ipywidgets", "schnapsen-book")
# From requirements.txt, so the Python side matches the widget manager JavaScript shipped by
# the installed jupyterlab_widgets.
WIDGET_PINS = ("ipywidgets", "comm", "jupyterlab_widgets")
# Federated (JupyterLab) extensions the REPL needs; nothing else from the venv is copied.
EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager")
SERVICE_WORKER_PLUGIN = "@jupyterlite/application-extension:service-worker-manager"
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
        if path.is_file() and "__pycache__" not in rel and path.suffix in (".py", ".typed", ".mo"):
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
    path = out / f"{DIST}-{ver}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in files.items():
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            whl.writestr(entry, data)
    return path


def closure(lock: dict[str, dict[str, object]], roots: list[str]) -> list[str]:
    """The lock packages that ``roots`` depend on (themselves included), in lock names."""
    seen: list[str] = []
    todo = [canonical(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen or name not in lock:
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
    with tarfile.open(tgz) as tar:
        for name in CORE_FILES:
            vendor_js.write(static / name, vendor_js.member(tar, name))
        upstream = json.loads(vendor_js.member(tar, "pyodide-lock.json"))
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
    needs = ["micropip", "jedi", "ipython", "traitlets"]
    from_lock = [n for n in closure(lock_pkgs, needs) if n not in wheels]
    lock_specs = [f"{n}=={lock_pkgs[n]['version']}" for n in from_lock]
    wheels.update(pip_download(lock_specs + widget_specs))
    wheels[canonical(DIST)] = build_project_wheel(static)

    packages: dict[str, dict[str, object]] = {}
    for key, whl in sorted(wheels.items()):
        target = static / whl.name
        if whl.parent != static:
            shutil.copyfile(whl, target)
        name, version, requires, tops = wheel_metadata(target)
        entry = dict(lock_pkgs.get(key, {}))
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
            # No service worker: it only serves the kernel's view of the site's files
            # (/drive, synced file by file at start-up) and stdin, which the book's widgets
            # never use; without it the kernel starts without mounting the drive.
            "disabledExtensions": [SERVICE_WORKER_PLUGIN],
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
