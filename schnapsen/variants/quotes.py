"""The sources' own words: every statement the book credits to one of its four sources keeps
the exact words of that source here, and a test finds them in the source's text.

The four sources are short regional descriptions of the game (their texts are in
``tests/data/seeds/``, copied from the project's seed folder): ``hr-snaps`` (Croatian Šnaps,
written in Croatian), ``sl-snops`` (Slovenian Šnops), ``hu-snapszer`` (Hungarian Snapszer) and
``cs-66`` (Czech 66). A :class:`Quote` is one credit: the source's id, its words exactly as the
source writes them (an ellipsis ``…`` stands for words left out: each part must be found in
the source, in order) and the English translation. The other editions' translations are the
catalogue entries ``quote.<key>``; an edition in the source's own language shows the words
alone (its catalogue entry repeats them).

Where the book cites a source:

- in a page's prose (MyST, every edition), with the role ``{quote}`` and the quote's key::

      A player who reaches 66 wins on the spot: {quote}`hu-reach-66`.

  It renders the words in the edition's quotation marks, the source's name (linked to the
  rules reference's list of sources) and, unless the edition is in the source's language,
  the translation: “… elérte a 66 pontot, megnyeri a partit” (Hungarian source: “… has
  reached 66 points wins the game”). An unknown key fails the build (tools/quotes_ext.py);
- in a decision (:mod:`.decisions`), by key in ``Decision.quotes``: the rules reference's
  "Where the sources differ" boxes show each quote with its translation;
- in Python (a page's code cell, a widget): :func:`schnapsen.teach.quotes.quote_html` and
  :func:`~schnapsen.teach.quotes.quote_text`.

Where a source does not say a thing, the book calls it its own reading or tournament practice
and quotes nothing. tests/test_quotes.py checks every quote against its source, and scans the
pages of every edition for sentences that credit a source without a quote.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Source", "Quote", "SOURCES", "QUOTES", "find_quote", "quote_parts"]


@dataclass(frozen=True)
class Source:
    """One of the book's four written sources: its id, the language it is written in and the
    tradition it describes."""

    id: str
    lang: str
    tradition: str


SOURCES: dict[str, Source] = {
    s.id: s
    for s in (
        Source("hr-snaps", "hr", "hr"),
        Source("sl-snops", "sl", "sl"),
        Source("hu-snapszer", "hu", "hu"),
        Source("cs-66", "cs", "cs"),
    )
}


@dataclass(frozen=True)
class Quote:
    """A source's exact words (``…`` for words left out) and their English translation
    (the catalogue's source string of ``quote.<key>``)."""

    key: str
    source: str
    words: str
    english: str


ELLIPSIS = "\u2026"

QUOTES: tuple[Quote, ...] = (
    # --- Hungarian (hu-snapszer) ---
    Quote(
        "hu-reach-66",
        "hu-snapszer",
        "a lejátszás bármely fázisában … elérte a 66 pontot, megnyeri a partit",
        "at any stage of the play … has reached 66 points wins the game",
    ),
    # --- Czech (cs-66) ---
    Quote(
        "cs-reach-66",
        "cs-66",
        "Vyhrává hráč, který jako první dosáhne 66 bodů",
        "The winner is the player who first reaches 66 points",
    ),
)

_BY_KEY: dict[str, Quote] = {q.key: q for q in QUOTES}


def find_quote(key: str) -> Quote:
    """The quote with this key (``KeyError`` naming the known keys when there is none)."""
    try:
        return _BY_KEY[key]
    except KeyError:
        raise KeyError(f"no source quote {key!r}; known: {', '.join(sorted(_BY_KEY))}") from None


def quote_parts(words: str) -> list[str]:
    """The parts of a quote that must appear in the source, in order (split at ``…``)."""
    return [p.strip() for p in words.split(ELLIPSIS) if p.strip()]
