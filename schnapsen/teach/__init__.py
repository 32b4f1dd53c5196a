"""The teaching layer: what the book's pages add on top of the engine.

- :mod:`.book` — the pages' generated pieces (comparison tables of the variants, the "Where
  the sources differ" boxes, quizzes, :func:`page_text`), as HTML objects for a notebook;
- :mod:`.quiz` — quiz questions generated from seeded deals and answered by the engine;
- :mod:`.practice` — positions to solve, checked by the search (also ``schnapsen.practice``);
- :mod:`.live` — the "Play in your browser" control (JupyterLite + Pyodide);
- :mod:`.drills` — the drill at the end of each rule chapter (a pool of positions made and
  answered by the engine, drawn in the page by ``js/drill.js``); :mod:`.daily` — the front
  page's position of the day; both write the reader's progress (:mod:`schnapsen.progress`);
- :mod:`.path` — the reader's path on the front page: the chapters to learn with their
  minutes (read from the page sources), the drills, play and practice, the edition's own game
  first;
- :mod:`.figures` — the strategy chapter's plots from many seeded deals (matplotlib, SVG):
  the only importer of matplotlib, imported by that page alone, never by this package's
  ``__init__`` (the browser's player has no matplotlib); its texts are in ``en.py``;
- the English texts of this layer: ``en.py`` (tables, quizzes, decisions), ``en_site.py`` (the
  web site around the pages), ``en_drills.py`` (drills, the position of the day, the reader's
  progress) and ``pages/`` (one module per page).

The engine never imports this package (``import schnapsen`` loads none of it; a test checks in
a fresh interpreter). Importing it adds its texts to the message catalogue
(:func:`schnapsen.i18n.register`), so anything that shows or extracts them (the pages,
``tools/``, the catalogue tests) imports ``schnapsen.teach`` first; its ``MESSAGES`` is the
whole English catalogue (the same dict as ``schnapsen.i18n.MESSAGES``, this layer included).
It imports the engine and ``schnapsen.i18n``; of ``schnapsen.widgets`` only the widget of the
positions to solve needs it (the practice puzzles, ``schnapsen.practice``).
"""

from __future__ import annotations

from ..i18n import MESSAGES, register
from .book import Html, comparison_table, decisions_box, page_text, quiz
from .en import TEACH_MESSAGES
from .en_drills import DRILL_MESSAGES
from .en_practice import PRACTICE_MESSAGES
from .en_site import SITE_MESSAGES
from .live import play_in_browser
from .pages import collect as _collect_pages

# Before any text of this layer is looked up (they are read when a page calls a function, never
# at import time), so the order of the imports above does not matter.
register(TEACH_MESSAGES)
register(SITE_MESSAGES)
register(PRACTICE_MESSAGES)
register(DRILL_MESSAGES)
register(_collect_pages())

__all__ = [
    "MESSAGES",
    "Html",
    "comparison_table",
    "decisions_box",
    "page_text",
    "quiz",
    "play_in_browser",
    "TEACH_MESSAGES",
    "SITE_MESSAGES",
    "PRACTICE_MESSAGES",
]
