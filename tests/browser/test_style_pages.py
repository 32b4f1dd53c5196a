"""Every built page of each translated edition follows its style sheet
(schnapsen/i18n/style/<lang>.toml; tests/style_rules.py): the prose a reader reads — the text,
the printed output of cells, the quizzes' and drills' texts — has none of the listed calques
and none of the typography faults. Code is aside (tests/browser/test_no_english.prose), and so
are the sources' own words in the quotes (exact, with the source's typography)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.test_no_english import prose
from tests.style_rules import TRANSLATED, faults

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", TRANSLATED)
def test_built_pages_follow_the_style_sheet(lang: str, site_dir: Path) -> None:
    pages = sorted((site_dir / lang / "book" / lang).glob("*.html"))
    if not pages:
        pytest.skip(f"the {lang} edition is not built")
    found = []
    for path in pages:
        found += [f"{path.name}: {f}"
                  for f in faults(lang, prose(path.read_text(encoding="utf-8"), sources=False))]
    shown = "\n".join(found[:40])
    assert not found, f"{lang}: {len(found)} style faults in the built pages:\n{shown}"
