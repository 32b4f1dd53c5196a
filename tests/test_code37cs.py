"""code37cs: a blind native Czech reader's six points on the built book (round 37)."""
from __future__ import annotations

import re

from schnapsen import Card
from schnapsen.render import card_svg


def _texts_outside_hidden(svg: str) -> list[str]:
    """The text of every <text> element of ``svg`` not inside an aria-hidden group."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(svg)
    out: list[str] = []

    def walk(node: ET.Element, hidden: bool) -> None:
        hidden = hidden or node.get("aria-hidden") == "true"
        if node.tag.endswith("text") and not hidden:
            out.append("".join(node.itertext()))
        for child in node:
            walk(child, hidden)

    walk(root, False)
    return out


# -- 5. the card's corner indices are not read besides its name ------------------------------
def test_card_letters_are_hidden_from_screen_readers() -> None:
    for code in ("QH", "TS", "AC", "9D"):
        for style in ("german", "french"):
            svg = card_svg(Card.parse(code), style)
            assert re.search(r'role="img" aria-label="[^"]+"', svg)
            assert "<text" in svg
            assert _texts_outside_hidden(svg) == [], (code, style)
