"""One build of five editions, one long measurement: a page's numbers computed once per build.

Some pages measure over thousands of deals while the book is built (the strategy chapter's
bot duels and pictures, the snapszer chapter's match between the hard bots). The five
editions of a page run the same code on the same engine and get the same numbers; only their
words differ. :func:`shared` lets the editions of one build share such a result:

- ``tools.editions`` (``make book``) sets :data:`ENV` to a folder of the build
  (``_build/shared``). Without it (the reader's Jupyter, the browser's player, a test) the
  result is simply computed.
- The key is the name given, the engine's files (its code and data) and the
  page's code the kernel has run so far, this cell included (IPython's ``In``), with the
  page's ``LANG = "xx"`` line left out. A change to the engine or to any code cell before the
  result is asked for gives a new key, so a result is never read for other code.
- The first edition to ask computes and stores the result (pickled); an edition that asks
  meanwhile waits for it (a lock file), and the later ones read it.

Only a result that does not depend on the page's language may be shared (numbers, deals,
matches): the words are made from it afterwards, in each edition.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

__all__ = ["ENV", "shared"]

T = TypeVar("T")

#: the environment variable naming the build's folder of shared results
ENV = "SCHNAPSEN_SHARED_DIR"

_LANG_LINE = re.compile(r'^LANG = "[a-z]{2}"$', re.MULTILINE)


@lru_cache(maxsize=1)
def _engine_digest() -> str:
    """The digest of this package's files (:func:`digest_of`)."""
    return digest_of(Path(__file__).resolve().parents[1])


def digest_of(root: Path) -> str:
    """The SHA-256 of the files under ``root`` (each one's path and bytes): a package's code
    and its data (rules, forms, catalogues; not the compiled ``.mo`` and ``.pyc`` files)."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.suffix in (".mo", ".pyc") or "__pycache__" in path.parts:
            continue
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _page_code() -> str | None:
    """The code the IPython kernel has run so far, the language line left out (None outside
    IPython)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - the book's kernels always have IPython
        return None
    shell: Any = get_ipython()
    if shell is None:
        return None
    cells = shell.user_ns.get("In")
    if not isinstance(cells, list) or not cells:
        return None
    return _LANG_LINE.sub('LANG = ...', "\n# --\n".join(str(c) for c in cells))


def shared(name: str, compute: Callable[[], T]) -> T:
    """``compute()``, shared by the editions of one build (see the module docstring): read
    when an earlier edition has stored it under the same key, otherwise computed (and stored
    when :data:`ENV` names a folder)."""
    folder = os.environ.get(ENV)
    code = _page_code() if folder else None
    if not folder or code is None:
        return compute()
    key = hashlib.sha256("\0".join((name, _engine_digest(), code)).encode()).hexdigest()[:40]
    base = Path(folder)
    base.mkdir(parents=True, exist_ok=True)
    path = base / f"{key}.pickle"
    import fcntl  # POSIX only, as the build: never imported by the browser's player

    with open(base / f"{key}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # an edition computing it now finishes first
        if path.exists():
            with open(path, "rb") as f:
                value: T = pickle.load(f)
            return value
        value = compute()
        part = path.with_suffix(".part")
        with open(part, "wb") as f:
            pickle.dump(value, f)
        part.replace(path)
        return value
