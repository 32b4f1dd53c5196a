"""One card as SVG, drawn entirely by code.

A card is drawn in a 100 × 150 unit box: corner indices (rank and small suit) top left and,
turned, bottom right; in the middle the rank in large letters over a large suit symbol. The
court cards (King, Ober, Unter) have a tinted panel behind the middle. The back is a lattice
of small diamonds. Nothing refers to fonts or images outside the SVG, and no ``id`` is used,
so that any number of cards can sit inline in one HTML page.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ..cards import Card, Rank
from .symbols import suit_color, suit_symbol
from .text import ENGLISH, Highlight, Names, Style, default_index, index_for

__all__ = ["card_svg", "card_body", "card_text", "FONT", "CARD_W", "CARD_H"]

#: System sans-serif fonts only; nothing is fetched.
FONT = (
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', "
    "Arial, sans-serif"
)
CARD_W = 100
CARD_H = 150

_STYLES = ("german", "french")
_HIGHLIGHTS = ("legal", "illegal", "selected", "allowed")
_TINT = {
    "german": ("#fdeaea", "#fdf1d8", "#e9f5e3", "#f4eadf"),
    "french": ("#fdeaea", "#fdeaea", "#ececec", "#ececec"),
}


def attr(text: str) -> str:
    """Text escaped for an XML attribute or element."""
    return escape(text, quote=True)


def _check(style: str, highlight: str | None) -> None:
    if style not in _STYLES:
        raise ValueError(f"style must be 'german' or 'french', not {style!r}")
    if highlight is not None and highlight not in _HIGHLIGHTS:
        raise ValueError(
            "highlight must be None, 'legal', 'illegal', 'selected' or 'allowed', not "
            f"{highlight!r}"
        )


def card_text(
    card: Card | None,
    style: Style = "german",
    highlight: Highlight | None = None,
    names: Names = ENGLISH,
) -> str:
    """The text alternative of a card: ``Ober of Hearts``, ``face-down card``, with the
    highlight's word appended (``Ober of Hearts, playable``)."""
    text = names.face_down if card is None else names.card_name(card, style)
    state = names.state(highlight)
    return f"{text}, {state}" if state else text


def _index(label: str, color: str, suit_art: str, turned: bool) -> str:
    size = 24 if len(label) == 1 else 21
    squeeze = len(label) > 2 or (len(label) == 2 and label != "10")
    fit = ' textLength="23" lengthAdjust="spacingAndGlyphs"' if squeeze else ""
    group = (
        f'<text x="14" y="27" font-size="{size}" font-weight="700" text-anchor="middle" '
        f'fill="{color}"{fit}>{attr(label)}</text>{suit_art}'
    )
    if turned:
        return f'<g transform="rotate(180 50 75)">{group}</g>'
    return group


def _back() -> str:
    parts = [
        '<rect x="7" y="7" width="86" height="136" rx="5" fill="#7d1d2c"/>',
    ]
    diamonds = []
    for row in range(14):
        y = 13 + row * 9.5
        even = row % 2 == 0
        for col in range(8 if even else 7):
            x = (15 if even else 20) + col * 10
            diamonds.append(f"M{x:g} {y - 4:g}l4 4l-4 4l-4-4z")
    parts.append(f'<path d="{"".join(diamonds)}" fill="#b4495a"/>')
    parts.append(
        '<rect x="7" y="7" width="86" height="136" rx="5" fill="none" stroke="#e9c46a" '
        'stroke-width="2"/>'
        '<ellipse cx="50" cy="75" rx="22" ry="30" fill="#7d1d2c" stroke="#e9c46a" '
        'stroke-width="2.5"/>'
        '<ellipse cx="50" cy="75" rx="14" ry="21" fill="none" stroke="#e9c46a" '
        'stroke-width="1.5"/>'
    )
    return "".join(parts)


def card_body(
    card: Card | None,
    style: Style = "german",
    face_down: bool = False,
    highlight: Highlight | None = None,
    ranks: Mapping[Rank, str] | None = None,
) -> str:
    """The drawing of a card in its 100 × 150 unit box (no outer element, no title)."""
    _check(style, highlight)
    out = [
        f'<rect x="1.5" y="1.5" width="{CARD_W - 3}" height="{CARD_H - 3}" rx="8" '
        'fill="#fffdf6" stroke="#5b5b5b" stroke-width="2"/>'
    ]
    if face_down or card is None:
        out.append(_back())
    else:
        labels = ranks if ranks is not None else default_index(style)
        label = labels.get(card.rank, card.rank.letter)
        color = suit_color(card.suit, style)
        if card.rank in (Rank.KING, Rank.OBER, Rank.UNTER):
            out.append(
                f'<rect x="26" y="9" width="48" height="132" rx="5" '
                f'fill="{_TINT[style][card.suit]}" stroke="{color}" stroke-opacity=".45" '
                'stroke-width="1.5"/>'
            )
        small = suit_symbol(card.suit, style, 14, 41, 18)
        big = 40 if len(label) == 1 else 36
        fit = ' textLength="46" lengthAdjust="spacingAndGlyphs"' if len(label) > 2 else ""
        # the corner indices and the large letter hidden from screen readers: the card's
        # name (its aria-label) says them, read once (round 37, a blind cs reader: "Q ♥ Q"
        # read after "Ober of Hearts")
        out.append(
            '<g aria-hidden="true">'
            + _index(label, color, small, False) + _index(label, color, small, True)
            + f'<text x="50" y="50" font-size="{big}" font-weight="700" text-anchor="middle" '
            f'fill="{color}"{fit}>{attr(label)}</text>'
            + suit_symbol(card.suit, style, 50, 92, 54) + "</g>"
        )
    if highlight == "illegal":
        out.append(
            f'<rect x="1.5" y="1.5" width="{CARD_W - 3}" height="{CARD_H - 3}" rx="8" '
            'fill="#eceff1" fill-opacity=".62" stroke="#9aa0a6" stroke-width="2"/>'
            '<path d="M80 8l12 12m0-12l-12 12" stroke="#b3261e" stroke-width="3.5" '
            'stroke-linecap="round"/>'
        )
    elif highlight == "legal":
        out.append(
            f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="7" '
            'fill="none" stroke="#1e9e52" stroke-width="5"/>'
        )
    elif highlight in ("selected", "allowed"):
        out.append(
            f'<rect x="3.5" y="3.5" width="{CARD_W - 7}" height="{CARD_H - 7}" rx="7" '
            'fill="none" stroke="#1a66e0" stroke-width="7"/>'
        )
    return "".join(out)


def card_svg(
    card: Card | None,
    style: Style = "german",
    width: float = 60,
    face_down: bool = False,
    highlight: Highlight | None = None,
    label: str | None = None,
    *,
    names: Names = ENGLISH,
    ranks: Mapping[Rank, str] | None = None,
) -> str:
    """A standalone ``<svg>`` of one card, ``width`` pixels wide (height 1.5 × width).

    ``style`` is ``"german"`` (Hearts, Bells, Leaves, Acorns; corner letters A 10 K O U 9) or
    ``"french"`` (hearts, diamonds, spades, clubs; A 10 K Q J 9). ``face_down`` draws the back
    (``card`` may then be None; nothing about the card is written into the SVG).
    ``highlight`` marks a card ``"legal"`` (green frame), ``"illegal"`` (greyed, crossed) or
    ``"selected"`` (blue frame), ``"allowed"`` (the same frame, said "allowed": a card the
    rules allow among others they forbid). ``label`` replaces the text alternative (``<title>`` and
    ``aria-label``), which is otherwise the card's name from ``names`` (``Ober of Hearts``).
    ``ranks`` maps each :class:`Rank` to its corner letters (e.g. ``HUNGARIAN_INDEX``).

    >>> from schnapsen import Card
    >>> svg = card_svg(Card.parse("QH"))
    >>> "<title>Ober of Hearts</title>" in svg
    True
    """
    _check(style, highlight)
    if width <= 0:
        raise ValueError(f"width must be positive, not {width!r}")
    down = face_down or card is None
    text = (
        label if label is not None else card_text(None if down else card, style, highlight, names)
    )
    data = "" if down or card is None else f' data-card="{card.code}"'
    corner = index_for(names, style, ranks)
    h = width * CARD_H / CARD_W
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{h:g}" '
        f'viewBox="0 0 {CARD_W} {CARD_H}" role="img" aria-label="{attr(text)}" '
        f'font-family="{attr(FONT)}"{data}><title>{attr(text)}</title>'
        f"{card_body(None if down else card, style, down, highlight, corner)}</svg>"
    )
