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
    # the footer of every page of a translated edition, one line in the language's own words
    # (tools/editions.py: it stands for the theme's "By {author}" and "© Copyright {year}",
    # which the theme composes word by word); {year}: the copyright's year
    "book.footer": "\u00a9 {year} The Schnapsen book contributors",
    # The name of this edition's language, in that language ("Hrvatski", "Magyar", ...).
    "book.language_name": "English",
    "book.choose_language": "Choose a language",
    "book.read": "Read the book in English",
    # the landing page: each edition's link ends with it (it leads to the edition's front page)
    "book.start": "Start here",
    # the part captions of _toc.yml
    "book.part.learning-the-game": "Learning the game",
    "book.part.traditions-and-practice": "Traditions and practice",
    "book.part.reference": "Reference",
    # the first part of an edition that leads with its own tradition (tools/editions.py:
    # HOME_CHAPTERS); the English edition has none, its course is Austrian Schnapsen
    "book.part.home": "Your own game",
    # the page's "show the code" switch (tools/code_switch_ext.py): off on every page load
    "book.code_switch": "Code for programmers",
    "book.code_switch.title": "Show the Python code that makes this page's examples",
    # the "Play in your browser" control of the pages with a widget (schnapsen/teach/live.py)
    "live.button": "▶ Play in your browser",
    "live.hint": "Runs Python in this page; the first start downloads about 30 MB.",
    # the start's two stages, each said as it begins, with the seconds since the click after
    # it (code39c: a learner waited a minute on a second stage that was never announced);
    # "live" is said only once the table is drawn (live.ready)
    "live.loading": "Step 1 of 2: loading Python…",
    "live.python": "Step 1 of 2: starting Python in your browser…",
    "live.ready": "Live: Python runs in your browser.",
    "live.failed": "Python did not start. Reload the page to try again.",
    # after stage 1's seconds, on a first start
    "live.wait": "the first start can take a minute or more; later ones are quicker.",
    # after stage 2's seconds (stage 2 is live.modules)
    "live.table_wait": "the table appears here as soon as it is drawn.",
    # Python started, but the table did not come
    "live.table_failed": "The table did not appear. Reload the page to try again.",
    "live.frame": "Live table (Python in your browser)",
    # the player's frame, out of view and hidden from screen readers (a title of its own)
    "live.host": "Python behind the live table (hidden, nothing to read)",
    "live.still": "Only a picture of the live table: to play, press "
    "\u201cPlay in your browser\u201d.",
    # under a live table whose click waits while the page's one Python works for another
    # table (code37learn: a puzzle's button did nothing for two minutes, silently)
    "live.busy": "Another table on this page is still thinking; this one answers as soon "
    "as it is done.",
}

#: The theme's own texts around every page (pydata-sphinx-theme's message ids, which it does
#: not translate for hr, sl or hu, and only partly for cs; Sphinx's own, such as "next",
#: it does): each edition's build gets them from this
#: catalogue instead (``tools.editions.theme_catalogue``), keyed ``book.theme.<slug>``.
THEME_STRINGS: dict[str, str] = {
    "book.theme.skip": "Skip to main content",
    "book.theme.back_to_top": "Back to top",
    "book.theme.site_navigation": "Site navigation",
    "book.theme.on_this_page": "On this page",
    "book.theme.color_mode": "Color mode",
    "book.theme.version_warning": "Version warning",
    "book.theme.previous_page": "previous page",
    "book.theme.next_page": "next page",
    # the words over the links to the previous and the next page (Sphinx's own catalogue
    # said hr "nazad", beside the book's "Natrag")
    "book.theme.previous": "previous",
    "book.theme.next": "next",
    "book.theme.javascript": "Please activate JavaScript to enable the search functionality.",
    # Sphinx's own link after every heading (its catalogue has it in none of hr, sl, hu)
    "book.theme.link_heading": "Link to this heading",
    # sphinx-book-theme writes these in its templates without translating them: the book's
    # templates (tools/_templates/) say them through this catalogue
    "book.theme.toggle_primary": "Toggle primary sidebar",
    "book.theme.toggle_secondary": "Toggle secondary sidebar",
    "book.theme.nav_main": "Main",
    "book.theme.nav_page": "Page",
}
SITE_MESSAGES.update(THEME_STRINGS)

#: sphinx-book-theme's own texts (its message catalogue "booktheme"): the download menu and
#: the full-screen button. Its catalogues for hr, sl, hu and cs do not keep the edition's one
#: form of address (sl "Prenesite", hr "Preuzmi" beside "Preuzmite"): each edition's build
#: says them in the book's words instead (``tools.editions_ext.booktheme_words``).
BOOKTHEME_STRINGS: dict[str, str] = {
    "book.booktheme.download_page": "Download this page",
    "book.booktheme.download_source": "Download source file",
    "book.booktheme.download_notebook": "Download notebook file",
    "book.booktheme.print_pdf": "Print to PDF",
    "book.booktheme.fullscreen": "Fullscreen mode",
}
SITE_MESSAGES.update(BOOKTHEME_STRINGS)

#: sphinx-copybutton's texts on the button over a code cell: its script has no catalogue and
#: knows none of hr, sl, hu, cs (the readers met "Copy to clipboard" in English); each
#: edition's pages say them in the book's words (``tools.editions_ext.copybutton_script``).
COPYBUTTON_STRINGS: dict[str, str] = {
    "book.copybutton.copy": "Copy",
    "book.copybutton.copy_to_clipboard": "Copy to clipboard",
    "book.copybutton.copy_success": "Copied!",
    "book.copybutton.copy_failure": "Failed to copy",
}
SITE_MESSAGES.update(COPYBUTTON_STRINGS)

