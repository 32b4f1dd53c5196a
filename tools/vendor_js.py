"""Vendor the widget JavaScript into the built book, so that no page requests a CDN.

By default a page with ipywidgets loads require.js and @jupyter-widgets/html-manager
(embed-amd.js) from public CDNs. This script fetches the pinned npm packages (versions and
integrity in tools/js-versions.json) with ``npm pack`` into a cache outside the source tree
(``.cache/npm``, gitignored), checks their sha512, and copies the needed files into
``<site>/_widgets/``:

    _widgets/widgets-config.js   points RequireJS's baseUrl at this folder, from any page depth
    _widgets/require.js          requirejs
    _widgets/embed-amd.js        @jupyter-widgets/html-manager (base, controls, output bundled)
    _widgets/@jupyter-widgets/   the icon fonts (Font Awesome) that embed-amd.js requests
                                 relative to its AMD module paths (baseUrl + module id):
                                 here and in @jupyter-widgets/html-manager/dist/
    _widgets/VERSIONS.json       what was vendored

_config.yml (``sphinx: config: nb_ipywidgets_js``) makes the pages load these three scripts.
The folder is neither ``_static`` (Jupyter Book 1 adds every ``*.js`` there to every page)
nor ``vendor`` (clashes with the theme). Nothing here is committed: ``make book`` runs this
after ``jupyter-book build``.

Usage: python -m tools.vendor_js [SITE_DIR]   (default: _build/html)
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSIONS = ROOT / "tools" / "js-versions.json"
CACHE = ROOT / ".cache" / "npm"
FOLDER = "_widgets"
# Formats that current browsers use (the .eot and .svg fonts are for old IE / iOS).
FONT_SUFFIXES = (".woff2", ".woff", ".ttf")
# embed-amd.js defines named AMD modules; the bundles inside derive their public path from
# the module's URI (baseUrl + module id), so the fonts are requested from two folders.
FONT_DIRS = ("@jupyter-widgets", "@jupyter-widgets/html-manager/dist")

# RequireJS resolves a named module "@jupyter-widgets/base" to baseUrl + that id, and
# html-manager derives its webpack public path (where the fonts live) from that URI. The
# default baseUrl is the page's own folder, which differs per page; this sets it to the
# folder this script is served from. Loaded before require.js, which reads `var require`.
CONFIG_JS = """\
// Written by tools/vendor_js.py: RequireJS's baseUrl is this folder, from any page depth.
(function () {
  var script = document.currentScript;
  var src = script && script.src ? script.src : "";
  var base = src ? src.slice(0, src.lastIndexOf("/") + 1) : "/_widgets/";
  if (typeof window.requirejs === "function") {
    window.requirejs.config({ baseUrl: base });
  } else {
    window.require = { baseUrl: base };
  }
})();
"""


def fail(message: str) -> None:
    print(f"vendor_js: error: {message}", file=sys.stderr)
    raise SystemExit(1)


def sri_sha512(path: Path) -> str:
    digest = hashlib.sha512(path.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii")


def tarball_name(package: str, version: str) -> str:
    """npm pack's file name: '@scope/name' -> 'scope-name-<version>.tgz'."""
    return f"{package.lstrip('@').replace('/', '-')}-{version}.tgz"


def fetch(package: str, version: str, integrity: str) -> Path:
    """The package tarball from the cache, fetched with npm pack when missing or corrupt."""
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / tarball_name(package, version)
    if path.is_file() and sri_sha512(path) == integrity:
        return path
    npm = shutil.which("npm")
    if npm is None:
        fail("npm is not installed (Debian: apt-get install -y npm); it fetches the pinned "
             "widget JavaScript from the npm registry")
    assert npm is not None
    spec = f"{package}@{version}"
    print(f"vendor_js: npm pack {spec}", file=sys.stderr)
    subprocess.run(
        [npm, "pack", "--ignore-scripts", "--silent", "--pack-destination", str(CACHE), spec],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    if not path.is_file():
        fail(f"npm pack {spec} did not write {path}")
    actual = sri_sha512(path)
    if actual != integrity:
        path.unlink()
        fail(f"{spec}: integrity mismatch (expected {integrity}, got {actual})")
    return path


def member(tar: tarfile.TarFile, name: str) -> bytes:
    handle = tar.extractfile(f"package/{name}")
    if handle is None:
        fail(f"{os.fsdecode(tar.name or '<tarball>')}: package/{name} is not a file")
    assert handle is not None
    return handle.read()


def write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def main(argv: list[str]) -> int:
    site = Path(argv[1]) if len(argv) > 1 else ROOT / "_build" / "html"
    if not (site / "index.html").is_file():
        fail(f"{site} is not a built book (no index.html); run jupyter-book build first")
    pins = json.loads(VERSIONS.read_text(encoding="utf-8"))["packages"]
    out = site / FOLDER
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)

    manager = pins["@jupyter-widgets/html-manager"]
    with tarfile.open(fetch("@jupyter-widgets/html-manager", **manager)) as tar:
        write(out / "embed-amd.js", member(tar, "dist/embed-amd.js"))
        fonts = [
            m.name
            for m in tar.getmembers()
            if m.isfile()
            and m.name.startswith("package/dist/")
            and m.name.count("/") == 2
            and m.name.endswith(FONT_SUFFIXES)
        ]
        for name in fonts:
            data = member(tar, name[len("package/"):])
            for folder in FONT_DIRS:
                write(out / folder / Path(name).name, data)

    requirejs = pins["requirejs"]
    with tarfile.open(fetch("requirejs", **requirejs)) as tar:
        write(out / "require.js", member(tar, "require.js"))

    (out / "widgets-config.js").write_text(CONFIG_JS, encoding="utf-8")
    versions = {name: pin["version"] for name, pin in pins.items()}
    (out / "VERSIONS.json").write_text(json.dumps(versions, indent=2) + "\n", encoding="utf-8")
    print(f"vendor_js: {out}: require.js, embed-amd.js, {len(fonts)} font files",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
