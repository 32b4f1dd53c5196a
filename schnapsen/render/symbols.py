"""Suit symbols drawn as SVG paths, in a 100 × 100 box centred on (50, 50).

German/Hungarian-suited: Hearts (a red heart), Bells (a round golden sleigh bell with its
band, slot and clapper), Leaves (a green leaf with veins and a stem), Acorns (a brown acorn
under its scaly cap). French-suited: hearts, diamonds, spades and clubs in red and black.
No fonts or images are used.
"""

from __future__ import annotations

from ..cards import Suit
from .text import Style

__all__ = ["suit_symbol", "suit_color", "SUIT_COLORS"]

#: Colour of a suit's letters (corner index, big rank), per style.
SUIT_COLORS: dict[str, tuple[str, str, str, str]] = {
    "german": ("#c8102e", "#b36200", "#217a2c", "#6b3a17"),
    "french": ("#c8102e", "#c8102e", "#161616", "#161616"),
}


def suit_color(suit: Suit, style: Style) -> str:
    return SUIT_COLORS[style][int(suit)]


def _circle_path(cx: float, cy: float, r: float) -> str:
    return f"M{cx - r:g} {cy:g}a{r:g} {r:g} 0 1 0 {2 * r:g} 0a{r:g} {r:g} 0 1 0 {-2 * r:g} 0Z"


_HEART = (
    "M50 92C43 85 5 62 5 32C5 15 17 5 31 5C40 5 47 10 50 19C53 10 60 5 69 5"
    "C83 5 95 15 95 32C95 62 57 85 50 92Z"
)
_DIAMOND = "M50 3Q64 30 86 50Q64 70 50 97Q36 70 14 50Q36 30 50 3Z"
_SPADE = (
    "M50 4C59 22 93 38 93 62C93 76 82 84 70 84C62 84 56 80 53 75C54 84 58 90 65 96"
    "L35 96C42 90 46 84 47 75C44 80 38 84 30 84C18 84 7 76 7 62C7 38 41 22 50 4Z"
)
_CLUB = (
    _circle_path(50, 27, 20)
    + _circle_path(27, 58, 20)
    + _circle_path(73, 58, 20)
    + _circle_path(50, 52, 13)
    + "M46.5 58C46.5 76 43 87 34 96L66 96C57 87 53.5 76 53.5 58Z"
)

_GERMAN: tuple[str, str, str, str] = (
    # Hearts: a heart with a shine
    f'<path d="{_HEART}" fill="#d8232f" stroke="#8b1018" stroke-width="3"/>'
    '<path d="M20 22C22 15 29 12 35 14" fill="none" stroke="#fff" stroke-opacity=".6" '
    'stroke-width="5" stroke-linecap="round"/>',
    # Bells: a round sleigh bell: loop on top, golden body, red band, slot with clapper
    '<circle cx="50" cy="12" r="7" fill="none" stroke="#8a5a00" stroke-width="4.5"/>'
    '<circle cx="50" cy="55" r="37" fill="#f6b818" stroke="#8a5a00" stroke-width="3"/>'
    '<path d="M14.5 46Q50 60 85.5 46L86.9 58Q50 72 13.1 58Z" fill="#d9480f" '
    'stroke="#8a3500" stroke-width="2"/>'
    '<circle cx="30" cy="55" r="2.6" fill="#ffd66b"/><circle cx="50" cy="59" r="2.6" '
    'fill="#ffd66b"/><circle cx="70" cy="55" r="2.6" fill="#ffd66b"/>'
    '<path d="M50 70V88" stroke="#4a2c00" stroke-width="5" stroke-linecap="round"/>'
    '<circle cx="50" cy="76" r="6" fill="#4a2c00"/>'
    '<ellipse cx="36" cy="33" rx="10" ry="6" fill="#fff" fill-opacity=".5" '
    'transform="rotate(-30 36 33)"/>',
    # Leaves: a green leaf, pointed at the top, with veins and a stem
    '<path d="M50 70C50 81 48 89 42 97" fill="none" stroke="#1c5a1e" stroke-width="5.5" '
    'stroke-linecap="round"/>'
    '<path d="M50 3C60 18 75 24 85 36C95 50 91 70 75 78C66 82 56 80 50 74'
    'C44 80 34 82 25 78C9 70 5 50 15 36C25 24 40 18 50 3Z" fill="#3c9a35" stroke="#1c5a1e" '
    'stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M50 72V14M50 60L73 45M50 60L27 45M50 45L68 31M50 45L32 31M50 31L60 21'
    'M50 31L40 21" fill="none" stroke="#d7efb6" stroke-width="2.6" stroke-linecap="round"/>',
    # Acorns: a brown nut under a dark scaly cap, with a stalk
    '<path d="M50 17Q49 10 53 4" fill="none" stroke="#3d2410" stroke-width="5.5" '
    'stroke-linecap="round"/>'
    '<path d="M27 50C25 72 36 90 50 97C64 90 75 72 73 50Z" fill="#d79a45" '
    'stroke="#6b4216" stroke-width="3" stroke-linejoin="round"/>'
    '<path d="M37 60C36 72 40 82 46 88" fill="none" stroke="#f4d08e" stroke-width="4" '
    'stroke-linecap="round"/>'
    '<path d="M18 53C18 30 33 15 50 15C67 15 82 30 82 53C70 60 30 60 18 53Z" fill="#6e3f1b" '
    'stroke="#3d2410" stroke-width="3" stroke-linejoin="round"/>'
    '<g fill="#a9743f">'
    '<circle cx="42" cy="25" r="3"/><circle cx="58" cy="25" r="3"/>'
    '<circle cx="32" cy="36" r="3"/><circle cx="50" cy="35" r="3"/>'
    '<circle cx="68" cy="36" r="3"/><circle cx="26" cy="47" r="3"/>'
    '<circle cx="41" cy="46" r="3"/><circle cx="59" cy="46" r="3"/>'
    '<circle cx="74" cy="47" r="3"/></g>',
)

_FRENCH: tuple[str, str, str, str] = (
    f'<path d="{_HEART}" fill="#d01f2e"/>',
    f'<path d="{_DIAMOND}" fill="#d01f2e"/>',
    f'<path d="{_SPADE}" fill="#161616"/>',
    f'<path d="{_CLUB}" fill="#161616" fill-rule="nonzero"/>',
)


def suit_symbol(suit: Suit, style: Style, cx: float, cy: float, size: float) -> str:
    """The symbol of ``suit`` as an SVG ``<g>`` of ``size`` units, centred on (cx, cy)."""
    art = (_GERMAN if style == "german" else _FRENCH)[int(suit)]
    k = size / 100
    return (
        f'<g transform="translate({cx - size / 2:.2f} {cy - size / 2:.2f}) scale({k:.4f})">'
        f"{art}</g>"
    )
