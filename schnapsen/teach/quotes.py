"""A source's words as the reader sees them: the quote in the edition's quotation marks, the
source's name and, unless the edition is in the source's language, the translation.

The quotes themselves (the exact words, the English translation) are data:
:mod:`schnapsen.variants.quotes`. A page's prose cites one with the role
``{quote}`hu-reach-66``` (tools/quotes_ext.py calls :func:`quote_html`); Python code calls
:func:`quote_html` or :func:`quote_text`. The frame comes from the catalogue
(``quotes.format``, ``quotes.format.own``, ``quotes.source.<id>``), the translation from
``quote.<key>``.
"""

from __future__ import annotations

import html
import re

from ..i18n import translate
from ..variants.quotes import QUOTES, SOURCES, Quote, find_quote

__all__ = ["quote_html", "quote_text", "source_name", "translation", "RULES_PAGE",
           "source_anchor", "shown_words", "nested", "SIC", "VERBATIM_OWN", "sic_marked",
           "unstopped"]

#: The page of each edition that lists the sources (book/<lang>/rules.md), in the same folder
#: as every other page of that edition.
RULES_PAGE = "rules.html"


def source_anchor(source: str) -> str:
    """The id of the source's entry on the rules reference (``source-hu-snapszer``)."""
    if source not in SOURCES:
        raise KeyError(f"unknown source {source!r}; known: {', '.join(SOURCES)}")
    return f"source-{source}"


def source_name(source: str, lang: str = "en") -> str:
    """The source's name in ``lang`` ("Hungarian source")."""
    source_anchor(source)
    return translate(f"quotes.source.{source}", lang)


def translation(quote: Quote | str, lang: str = "en") -> str | None:
    """The quote's words in ``lang``; None when ``lang`` is the source's own language."""
    q = find_quote(quote) if isinstance(quote, str) else quote
    if SOURCES[q.source].lang == lang:
        return None
    return translate(f"quote.{q.key}", lang)


def _pair(key: str, lang: str) -> tuple[str, str]:
    """The quotation marks the catalogue entry ``key`` sets around ``{words}``."""
    text = translate(key, lang, words="\x00", source="", translation="")
    before, _, after = text.partition("\x00")
    return before[-1:], after[:1]


#: Pairs of quotation marks a text may put words in (straight ones as a source typed them,
#: English, Croatian and Czech, Hungarian, Slovenian ones): inside a quote they become the
#: edition's marks for a quote within a quote.
_PAIRS = (("\u201e", "\u201c"), ("\u201e", "\u201d"), ("\u201c", "\u201d"), ("\u00bb", "\u00ab"),
          ('"', '"'))


def nested(text: str, lang: str = "en") -> str:
    """``text`` as it stands inside a quote of edition ``lang``: words the text puts in
    quotation marks (straight ones, as a source typed them, or any edition's) take the
    edition's marks for a quote within a quote (sl ›rufa‹ inside »…«, hr and cs ‚rufa‘
    inside „…“, hu »rufa« inside „…”, en ‘calls’ inside “…”)."""
    left, right = _pair("quotes.inner", lang)
    for o_left, o_right in _PAIRS:
        if (o_left, o_right) == (left, right):
            continue
        pattern = (re.escape(o_left) + "([^" + re.escape("".join({c for p in _PAIRS for c in p}))
                   + "]*)" + re.escape(o_right))
        text = re.sub(pattern, lambda m: f"{left}{m.group(1)}{right}", text)
    return text


#: The mark after a word a quote keeps as the source misspelt it (the same in every edition).
SIC = "[sic]"

#: Editions that say once, where they introduce their own tradition's source, that its words
#: are quoted verbatim with the source's spelling, and so mark no single word of it [sic]: the
#: Slovenian reader of round 15 read a [sic] after every misspelt word of their own source as
#: mocking it (the other editions, whose readers may not know the language, keep the marks).
VERBATIM_OWN: frozenset[str] = frozenset({"sl"})


def unstopped(text: str) -> str:
    """``text`` without the full stop that ends it (an ellipsis stays): a quote stands inside
    the book's sentence, which ends with its own stop (never „….“.)."""
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


def sic_marked(q: Quote, lang: str) -> tuple[str, ...]:
    """The words of ``q`` that edition ``lang`` marks [sic]: every word the source misspelt,
    but none in an edition of :data:`VERBATIM_OWN` quoting its own tradition's source."""
    if lang in VERBATIM_OWN and SOURCES[q.source].lang == lang:
        return ()
    return q.sic


def shown_words(quote: Quote | str, lang: str = "en") -> str:
    """The quote's words as edition ``lang`` prints them (see :func:`nested`), each word the
    source misspelt followed by [sic], without a closing full stop (:func:`unstopped`); the
    words themselves stay as the source wrote them
    (:data:`schnapsen.variants.quotes.QUOTES`)."""
    q = find_quote(quote) if isinstance(quote, str) else quote
    words = q.words
    for typo in sic_marked(q, lang):
        at = words.index(typo) + len(typo)
        words = f"{words[:at]} {SIC}{words[at:]}"
    return nested(unstopped(words), lang)


def _frame(q: Quote, lang: str, named: bool = True) -> str:
    own = SOURCES[q.source].lang == lang
    key = "quotes.format.own" if own else "quotes.format"
    return translate(key if named else f"{key}.again", lang,
                     words="\x00words\x00", source="\x00source\x00",
                     translation="\x00translation\x00")


def quote_text(key: str, lang: str = "en") -> str:
    """The quote as plain text: “words” (Hungarian source: “translation”)."""
    q = find_quote(key)
    tr = translation(q, lang)
    return (_frame(q, lang).replace("\x00words\x00", shown_words(q, lang))
            .replace("\x00source\x00", source_name(q.source, lang))
            .replace("\x00translation\x00", nested(unstopped(tr or ""), lang)))


def quote_html(key: str, lang: str = "en", rules_href: str | None = RULES_PAGE,
               named: bool = True) -> str:
    """The quote as HTML: the words marked with the source's language, the source's name
    linked to its entry on the rules reference (``rules_href``; None: not linked), the
    translation. ``named=False``: without the source's name (a page names each source at its
    first quote only; tools/quotes_ext.py)."""
    q = find_quote(key)
    src = SOURCES[q.source]
    name = html.escape(source_name(q.source, lang))
    if rules_href is not None:
        name = (f'<a class="sq-quote-source" href="{html.escape(rules_href)}'
                f'#{source_anchor(q.source)}">{name}</a>')
    else:
        name = f'<span class="sq-quote-source">{name}</span>'
    tr = unstopped(translation(q, lang) or "")
    frame = html.escape(_frame(q, lang, named), quote=False)
    text = (frame.replace("\x00words\x00",
                          f'<span class="sq-quote-words" lang="{src.text_lang}">'
                          f"{html.escape(shown_words(q, lang), quote=False)}</span>")
            .replace("\x00source\x00", name)
            .replace("\x00translation\x00",
                     f'<span class="sq-quote-tr">{html.escape(nested(tr, lang), quote=False)}'
                     "</span>"))
    return f'<span class="sq-quote" data-quote="{html.escape(q.key)}">{text}</span>'


def all_keys() -> list[str]:
    return [q.key for q in QUOTES]
