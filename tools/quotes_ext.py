"""The ``{quote}`` role: a source's own words in a page's prose, in every edition.

A local Sphinx extension (``sphinx: local_extensions`` in _config.yml; tools/editions.py keeps
it in every edition's configuration). In a page (MyST)::

    A player who reaches 66 wins on the spot: {quote}`hu-reach-66`.

renders the quote ``hu-reach-66`` of :data:`schnapsen.variants.quotes.QUOTES` in the edition's
language (``language`` of the Sphinx configuration): the source's exact words, the source's
name linked to its entry in the rules reference (``rules.html#source-hu-snapszer``, a page
of the same folder) and the translation, unless the edition is in the source's language
(:func:`schnapsen.teach.quotes.quote_html`). An unknown key is an error, and the book is
built with ``-W``: the build fails on it. tests/test_quotes.py checks every key the pages
use and every quote's words against its source's text.
"""

from __future__ import annotations

import posixpath
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

import schnapsen.teach  # noqa: F401  (registers the teaching layer's texts)
from schnapsen.teach.quotes import RULES_PAGE, quote_html


def rules_href(docname: str) -> str:
    """The rules reference of the page's own edition, relative to the page
    (``book/hu/closing`` -> ``rules.html``)."""
    folder = posixpath.dirname(docname)
    target = posixpath.join(folder, RULES_PAGE)
    return posixpath.relpath(target, folder or ".")


def quote_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
               options: dict[str, Any] | None = None,
               content: list[str] | None = None) -> tuple[list[nodes.Node], list[nodes.Node]]:
    env = inliner.document.settings.env
    lang = env.config.language or "en"
    key = text.strip()
    try:
        rendered = quote_html(key, lang, rules_href=rules_href(env.docname))
    except KeyError:
        msg = inliner.reporter.error(
            f"{{quote}}: no source quote {key!r} (the quotes are in "
            "schnapsen/variants/quotes.py)", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    return [nodes.raw(rawtext, rendered, format="html")], []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("quote", quote_role)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
