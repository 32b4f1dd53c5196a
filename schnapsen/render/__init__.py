"""Pictures of cards, hands, tricks and the table, as SVG and HTML text.

Pure Python with no dependencies: every card is drawn by code (German/Hungarian-suited or
French-suited), every picture carries a text alternative (``role="img"``, ``aria-label`` and
``<title>``) taken from a :class:`Names` value (English by default), and a face-down card says
nothing about itself. The widgets and the book's pages put these strings into HTML.

>>> import schnapsen as s
>>> from schnapsen.render import card_svg, table_svg
>>> card_svg(s.Card.parse("QH"), style="french").count("<title>Queen of Hearts</title>")
1
>>> d = s.Deal.new("at", seed=1)
>>> table_svg(d, seat=0).startswith("<svg")
True
"""

from __future__ import annotations

from .card import card_svg
from .html import deal_html, result_html
from .table import hand_svg, table_svg, trick_svg
from .text import (
    ENGLISH,
    FRENCH_INDEX,
    GERMAN_INDEX,
    HUNGARIAN_INDEX,
    Highlight,
    Names,
    Style,
    display_language,
    names_for,
)

__all__ = [
    "card_svg",
    "hand_svg",
    "trick_svg",
    "table_svg",
    "deal_html",
    "result_html",
    "Names",
    "ENGLISH",
    "names_for",
    "display_language",
    "GERMAN_INDEX",
    "FRENCH_INDEX",
    "HUNGARIAN_INDEX",
    "Style",
    "Highlight",
]
