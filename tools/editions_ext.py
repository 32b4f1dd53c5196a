"""The language switcher: every page links to the same page in the book's other editions.

A local Sphinx extension (``sphinx: local_extensions`` in _config.yml; tools/editions.py
keeps it in every edition's generated configuration). The site is laid out as

    _build/html/book/en/cards.html          English, at the root (as before the editions)
    _build/html/hr/book/hr/cards.html       every other edition under /<lang>/
    _build/html/index.html                  the landing page (tools/editions.py)

so the page ``book/<lang>/<name>`` of one edition is ``book/<other>/<name>`` in another,
``<other>/`` deeper unless that edition is English. An edition is listed when its folder
``book/<lang>/`` holds a page (the rule tools/editions.py builds by); a page that an edition
lacks leads to that edition's first page.

The menu is a Bootstrap dropdown in the article header (the theme ships Bootstrap; nothing
is loaded from outside), added to the theme option ``article_header_end`` before the
theme's own buttons, and each page gets ``<link rel="alternate" hreflang>`` links.
Language names are in their own language, from the catalogue key ``book.language_name``.
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from schnapsen.i18n import LANGUAGES, template, translate
from schnapsen.teach import MESSAGES  # importing the teaching layer adds the site's texts

TEMPLATES = Path(__file__).resolve().with_name("_templates")
SWITCHER = "edition-switcher.html"
THEME_END = "article-header-buttons.html"  # sphinx-book-theme's default article_header_end

# Each language's name in that language: used only while a catalogue lacks "book.language_name".
AUTONYMS = {
    "en": "English",
    "hr": "Hrvatski",
    "sl": "Slovenščina",
    "hu": "Magyar",
    "cs": "Čeština",
}


def language_name(lang: str) -> str:
    """``lang``'s name in ``lang`` (the catalogue's, else the built-in autonym)."""
    name = template("book.language_name", lang)
    if lang != "en" and name == MESSAGES["book.language_name"]:
        return AUTONYMS.get(lang, lang)  # not translated yet
    return name or AUTONYMS.get(lang, lang)


def site_prefix(lang: str) -> str:
    """Where an edition lives in the assembled site ("" for English, "hr/" ...)."""
    return "" if lang == "en" else f"{lang}/"


def edition_exists(srcdir: Path, lang: str) -> bool:
    """True once ``book/<lang>/`` holds a page (an empty or missing folder: not started)."""
    return any((srcdir / "book" / lang).glob("*.md"))


def editions(srcdir: Path) -> list[str]:
    """The editions that have pages, in the book's order."""
    return [lang for lang in LANGUAGES if edition_exists(srcdir, lang)]


def same_page(srcdir: Path, pagename: str, lang: str, other: str, root_doc: str) -> str:
    """The page name in edition ``other`` that matches ``pagename`` of edition ``lang``."""
    prefix = f"book/{lang}/"
    if not pagename.startswith(prefix):
        return pagename  # search, genindex: every edition has its own
    target = f"book/{other}/{pagename[len(prefix):]}"
    folder = srcdir / Path(target).parent
    if any(folder.glob(Path(target).name + ".*")):
        return target
    return root_doc.replace(prefix, f"book/{other}/", 1)


def add_switcher(app: Sphinx, config: Config) -> None:
    # first: the book's templates stand for the themes' components of the same name (the
    # themes add their components' folders to templates_path too, sphinx-book-theme before
    # this extension)
    if str(TEMPLATES) in config.templates_path:
        config.templates_path.remove(str(TEMPLATES))
    config.templates_path.insert(0, str(TEMPLATES))
    options = config.html_theme_options
    end = options.get("article_header_end", [THEME_END])
    if isinstance(end, str):
        end = [item.strip() for item in end.split(",") if item.strip()]
    if SWITCHER not in end:
        options["article_header_end"] = [SWITCHER, *end]


def page_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    lang = app.config.language or "en"
    srcdir = Path(app.srcdir)
    found = editions(srcdir)
    context["edition_links"] = []
    if len(found) < 2 or lang not in found:
        return
    # From this page up to the root of the assembled site.
    up = "../" * pagename.count("/") + ("../" if lang != "en" else "")
    items = []
    for other in found:
        target = same_page(srcdir, pagename, lang, other, app.config.root_doc)
        uri = app.builder.get_target_uri(target)
        href = up + site_prefix(other) + uri
        items.append(
            {"lang": other, "name": language_name(other), "href": href, "current": other == lang}
        )
        if other != lang:
            context["metatags"] = (
                context.get("metatags", "")
                + f'\n<link rel="alternate" hreflang="{other}" href="{href}" />'
            )
    context["edition_links"] = items
    context["editions_label"] = translate("book.choose_language", lang)
    context["editions_lang"] = lang


#: sphinx-book-theme's message catalogue (its texts: the download menu, full screen)
BOOKTHEME = "booktheme"


def booktheme_words(lang: str) -> dict[str, str]:
    """sphinx-book-theme's texts in edition ``lang``'s words (``BOOKTHEME_STRINGS``: English
    message id -> the catalogue's translation); {} for English."""
    from schnapsen.teach.en_site import BOOKTHEME_STRINGS

    if lang == "en":
        return {}
    return {english: translate(key, lang) for key, english in BOOKTHEME_STRINGS.items()}


class _BookWords(gettext.NullTranslations):
    """The book's words for some message ids, the theme's catalogue for the others."""

    def __init__(self, words: dict[str, str], theme: gettext.NullTranslations) -> None:
        super().__init__()
        self.words = words
        self.add_fallback(theme)

    def gettext(self, message: str) -> str:
        if message in self.words:
            return self.words[message]
        return super().gettext(message)


def use_book_words(app: Sphinx) -> None:
    """Put the book's words before sphinx-book-theme's own catalogue: its translations do not
    keep the edition's one form of address (Slovenian "Prenesite" where the book says "ti")."""
    from sphinx import locale

    words = booktheme_words(app.config.language or "en")
    key = ("general", BOOKTHEME)
    theme = locale.translators.get(key)
    if not words or theme is None or isinstance(theme, _BookWords):
        return
    locale.translators[key] = _BookWords(words, theme)


def copybutton_words(lang: str) -> dict[str, str]:
    """sphinx-copybutton's four texts in edition ``lang``'s words, keyed as its script keys
    them (``copy``, ``copy_to_clipboard``, ``copy_success``, ``copy_failure``)."""
    from schnapsen.teach.en_site import COPYBUTTON_STRINGS

    return {key.rsplit(".", 1)[1]: translate(key, lang) for key in COPYBUTTON_STRINGS}


#: Runs after copybutton.js (a later priority) and before the page is loaded: the script's
#: own table gets the edition's words (the tooltips of a click: "Copied!"), and once its
#: buttons are drawn (its handler of DOMContentLoaded came first) each button's tooltip and
#: the title of its icon, which the script wrote from its English table when it loaded.
COPYBUTTON_SCRIPT = """(function () {
  var lang = %(lang)s, words = %(words)s;
  if (typeof messages === "object" && typeof locale === "string") {
    messages[lang] = words;
    locale = lang;
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("button.copybtn").forEach(function (button) {
      button.setAttribute("data-tooltip", words.copy);
      button.querySelectorAll("svg title").forEach(function (title) {
        title.textContent = words.copy_to_clipboard;
      });
    });
  });
})();"""


def copybutton_script(lang: str) -> str:
    """The inline script that gives sphinx-copybutton edition ``lang``'s words."""
    import json

    return COPYBUTTON_SCRIPT % {"lang": json.dumps(lang),
                                "words": json.dumps(copybutton_words(lang), ensure_ascii=False)}


def add_copybutton_words(app: Sphinx) -> None:
    """Add :func:`copybutton_script` to every page of a translated edition."""
    lang = app.config.language or "en"
    if lang != "en" and "sphinx_copybutton" in app.extensions:
        app.add_js_file(None, body=copybutton_script(lang), priority=800)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", add_switcher)
    app.connect("builder-inited", use_book_words)
    app.connect("builder-inited", add_copybutton_words)
    app.connect("html-page-context", page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
