"""Reader-visible strings printed by the practice page (the close trainer): none now. The
page's worked example printed a second search of the same position for the reader to compare
(a Slovenian reader, round 27: a check for a test, not a line to read); the comparison is
tests/test_close_trainer.py's."""

from __future__ import annotations

MESSAGES: dict[str, str] = {}
