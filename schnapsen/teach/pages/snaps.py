"""Reader-visible strings printed by the page "Croatian Šnaps" (none yet: its lines come
from schnapsen.teach.story and the engine)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {}
