"""The ``{quote}`` role: a source's own words in a page's prose, in every edition; and the
``{rule}`` role: a link to one rule of the rules reference, in the reader's words.

A local Sphinx extension (``sphinx: local_extensions`` in _config.yml; tools/editions.py keeps
it in every edition's configuration). In a page (MyST)::

    A player who reaches 66 wins on the spot: {quote}`hu-reach-66`.

renders the quote ``hu-reach-66`` of :data:`schnapsen.variants.quotes.QUOTES` in the edition's
language (``language`` of the Sphinx configuration): the source's exact words, the source's
name linked to its entry in the rules reference (``rules.html#source-hu-snapszer``, a page
of the same folder) and the translation, unless the edition is in the source's language
(:func:`schnapsen.teach.quotes.quote_html`). A page names each source once, at its first
quote; the later quotes of that source on the page stand without the name, and so does a quote
whose own sentence names the source already, marked with a tilde::

    The Slovenian source puts it simply: {quote}`~sl-stop-on-lead`.

(the source counts as named on the page from there on). An unknown key is
an error, and the book is built with ``-W``: the build fails on it. tests/test_quotes.py checks
every key the pages use and every quote's words against its source's text.

A chapter says a rule in words and points to the rules reference for the readings, the
options and the sources (DESIGN.md, convention 10)::

    The sources disagree on how late the exchange may come: {rule}`see the rules reference <3>`.

links ``see the rules reference`` to ``rules.html#rule-3`` of the page's own edition. The
target is a rule's number or alias (:data:`schnapsen.teach.book.RULES`); the reader sees only
the words, never the number. An unknown rule is an error (the build fails with ``-W``).
"""

from __future__ import annotations

import posixpath
import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

import schnapsen.teach  # noqa: F401  (registers the teaching layer's texts)
from schnapsen.teach.quotes import RULES_PAGE, quote_html
from schnapsen.variants.quotes import find_quote


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
    # "~key": the sentence around the quote names its source already
    said = key.startswith("~")
    key = key.removeprefix("~")
    # the page names each source at its first quote; later quotes of it stand without the name
    named: set[str] = env.temp_data.setdefault("sq_named_sources", set())
    try:
        source = find_quote(key).source
        rendered = quote_html(key, lang, rules_href=rules_href(env.docname),
                              named=source not in named and not said)
        named.add(source)
    except KeyError:
        msg = inliner.reporter.error(
            f"{{quote}}: no source quote {key!r} (the quotes are in "
            "schnapsen/variants/quotes.py)", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    return [nodes.raw(rawtext, rendered, format="html")], []


#: ``words <target>``: the link's words and the rule's number or alias
RULE_SYNTAX = re.compile(r"^(?P<words>.+?)\s*<(?P<target>[\w-]+)>$", re.DOTALL)


def rule_anchors() -> dict[str, str]:
    """Every rule target a page may name (number or alias) -> its anchor on the rules page."""
    from schnapsen.teach.book import RULES

    out = {rule.key: f"rule-{rule.key}" for rule in RULES}
    out.update({rule.alias: f"rule-{rule.alias}" for rule in RULES if rule.alias})
    return out


def rule_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
              options: dict[str, Any] | None = None,
              content: list[str] | None = None) -> tuple[list[nodes.Node], list[nodes.Node]]:
    env = inliner.document.settings.env
    match = RULE_SYNTAX.match(text.strip())
    anchor = rule_anchors().get(match.group("target")) if match else None
    if match is None or anchor is None:
        msg = inliner.reporter.error(
            f"{{rule}}: write {{rule}}`words <number>` with a rule of the rules reference "
            f"(schnapsen/teach/book.py RULES), not {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    href = f"{rules_href(env.docname)}#{anchor}"
    node = nodes.reference(rawtext, match.group("words"), refuri=href, internal=True,
                           classes=["sq-rule-pointer"])
    return [node], []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("quote", quote_role)
    app.add_role("rule", rule_role)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
