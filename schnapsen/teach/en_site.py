"""English source strings of the web site around the pages: titles, search, languages.

Used by ``tools/editions.py`` (each edition's configuration, table of contents and the
landing page) and ``tools/editions_ext.py`` (the language switcher on every page). The part
captions of ``_toc.yml`` are here too, as ``book.part.<slug of the English caption>``; a test
checks that every caption has its key.
"""

from __future__ import annotations

SITE_MESSAGES: dict[str, str] = {
    "book.title": "The Schnapsen Book",
    "book.author": "The Schnapsen book contributors",
    "book.description": "Learn Schnapsen, Šnaps, Šnops, Snapszer and Sixty-Six: read the "
    "rules, play the hands, try the positions.",
    "book.search": "Search this book...",
    # The name of this edition's language, in that language ("Hrvatski", "Magyar", ...).
    "book.language_name": "English",
    "book.choose_language": "Choose a language",
    "book.read": "Read the book in English",
    # the part captions of _toc.yml
    "book.part.learning-the-game": "Learning the game",
    "book.part.traditions-and-practice": "Traditions and practice",
    "book.part.reference": "Reference",
    # the "Play in your browser" control of the pages with a widget (schnapsen/teach/live.py)
    "live.button": "▶ Play in your browser",
    "live.hint": "Runs Python in this page; the first start downloads about 30 MB.",
    "live.loading": "Loading the player…",
    "live.python": "Starting Python in your browser…",
    "live.ready": "Live: Python runs in your browser.",
    "live.failed": "Python did not start. Reload the page to try again.",
}
