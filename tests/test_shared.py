"""The editions of one build share a page's long measurement (schnapsen/teach/shared.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from schnapsen.teach import shared as shared_module
from schnapsen.teach.shared import ENV, digest_of, shared


def _counter() -> tuple[list[int], Callable[[], dict[str, int]]]:
    calls: list[int] = []

    def compute() -> dict[str, int]:
        calls.append(1)
        return {"deals": 2000, "won": 1234}

    return calls, compute


def test_without_the_build_folder_it_computes_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV, raising=False)
    monkeypatch.setattr(shared_module, "_page_code", lambda: 'LANG = ...\nx = 1')
    calls, compute = _counter()
    assert shared("m", compute) == shared("m", compute) == {"deals": 2000, "won": 1234}
    assert len(calls) == 2


def test_outside_a_kernel_it_computes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV, str(tmp_path))
    calls, compute = _counter()
    shared("m", compute)
    shared("m", compute)
    assert len(calls) == 2 and not list(tmp_path.iterdir())


def test_the_same_code_reads_what_an_earlier_edition_stored(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV, str(tmp_path))
    page = {"code": 'LANG = "en"\nduel(1000)'}
    monkeypatch.setattr(shared_module, "_page_code",
                        lambda: shared_module._LANG_LINE.sub("LANG = ...", page["code"]))
    calls, compute = _counter()
    first = shared("m", compute)
    page["code"] = 'LANG = "hu"\nduel(1000)'  # another edition: only its language differs
    second = shared("m", compute)
    assert first == second and len(calls) == 1
    page["code"] = 'LANG = "hu"\nduel(999)'  # other code before it: computed again
    shared("m", compute)
    assert len(calls) == 2
    shared("another name", compute)
    assert len(calls) == 3


def test_a_change_to_the_engine_is_a_new_key(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV, str(tmp_path))
    monkeypatch.setattr(shared_module, "_page_code", lambda: "x = 1")
    calls, compute = _counter()
    shared("m", compute)
    monkeypatch.setattr(shared_module, "_engine_digest", lambda: "another engine")
    shared("m", compute)
    assert len(calls) == 2


def test_the_digest_covers_code_and_data_not_compiled_files(tmp_path: Path) -> None:
    (tmp_path / "rules.py").write_text("TARGET = 66\n")
    (tmp_path / "variants").mkdir()
    (tmp_path / "variants" / "at.toml").write_text("target = 66\n")
    before = digest_of(tmp_path)
    (tmp_path / "messages.mo").write_bytes(b"compiled")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "rules.cpython-311.pyc").write_bytes(b"compiled")
    assert digest_of(tmp_path) == before
    (tmp_path / "variants" / "at.toml").write_text("target = 33\n")
    assert digest_of(tmp_path) != before
    assert len(shared_module._engine_digest()) == 64
