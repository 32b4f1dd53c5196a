"""The page's "show the code" switch: learner pages show no code, programmers may ask for it.

A local Sphinx extension (``sphinx: local_extensions`` in _config.yml; tools/editions.py keeps
it in every edition's configuration). A code cell that a programmer may want to read (it
asks the engine for the example beside it) carries the tag ``sq-code`` (:data:`TAG`); its
input is hidden by the book's stylesheet (``_static/schnapsen.css``), its output shown as
usual. A page with such cells gets one button in its article header, before the language
switcher: a toggle button (``aria-pressed``), off on every page load, that shows or hides the
code of all those cells at once (``_static/schnapsen.js`` sets the class ``sq-code-shown``
on ``<html>``). Its words are the catalogue's (``book.code_switch``, ``book.code_switch.title``)
in the edition's language.

Cells that only draw a picture, a table or a widget are tagged ``remove-input`` instead, and
set-up cells ``remove-cell``: they have nothing to teach a programmer that the engine chapter
does not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config

from schnapsen.i18n import translate
from schnapsen.teach import MESSAGES  # noqa: F401  (importing it adds the site's texts)

TAG = "sq-code"
CLASS = f"tag_{TAG}"
TEMPLATES = Path(__file__).resolve().with_name("_templates")
SWITCH = "code-switch.html"
THEME_END = "article-header-buttons.html"  # sphinx-book-theme's default article_header_end


def add_switch(app: Sphinx, config: Config) -> None:
    if str(TEMPLATES) not in config.templates_path:
        config.templates_path.append(str(TEMPLATES))
    options = config.html_theme_options
    end = options.get("article_header_end", [THEME_END])
    if isinstance(end, str):
        end = [item.strip() for item in end.split(",") if item.strip()]
    if SWITCH not in end:
        options["article_header_end"] = [SWITCH, *end]


def has_code_cells(doctree: nodes.Node | None) -> bool:
    """True when the page holds a cell tagged ``sq-code``."""
    if doctree is None:
        return False
    return any(CLASS in node.get("classes", ())
               for node in doctree.findall(nodes.container))


def page_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    lang = app.config.language or "en"
    context["code_switch"] = None
    if has_code_cells(doctree):
        context["code_switch"] = {
            "label": translate("book.code_switch", lang),
            "title": translate("book.code_switch.title", lang),
        }


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", add_switch)
    app.connect("html-page-context", page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
