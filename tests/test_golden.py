"""Golden playthroughs: one seeded deal per variant, every state dumped as text.

The text is regenerated in memory with ``tools/make_golden.py`` and compared
with ``tests/data/golden/<variant>.txt``. After an intended change to the engine, review the
diff and rewrite the files with ``python -m tools.make_golden``.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from schnapsen import VARIANTS
from tools import make_golden

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_golden_playthrough(variant: str) -> None:
    path = make_golden.golden_path(variant)
    assert path.exists(), f"missing {path}; run `python -m tools.make_golden`"
    expected = path.read_text(encoding="utf-8")
    actual = make_golden.playthrough(variant)
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                fromfile=f"tests/data/golden/{variant}.txt (stored)",
                tofile=f"{variant} (engine now)",
                n=3,
            )
        )
        pytest.fail(
            f"the {variant} playthrough changed; if intended, run "
            f"`python -m tools.make_golden`\n{diff}",
            pytrace=False,
        )


def test_every_golden_file_is_a_variant() -> None:
    stored = {p.stem for p in make_golden.GOLDEN_DIR.glob("*.txt")}
    assert stored == set(VARIANTS)


def test_golden_deal_replays_from_its_saved_text() -> None:
    """The saved deal at the end of each file loads back to the same final position."""
    from schnapsen import Deal

    for variant in VARIANTS:
        text = make_golden.golden_path(variant).read_text(encoding="utf-8")
        saved = text.split("saved deal\n", 1)[1]
        deal = Deal.from_text("\n".join(line.strip() for line in saved.splitlines()))
        assert deal.is_over
        assert str(deal.result) in text
