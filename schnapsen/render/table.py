"""Rows of cards, tricks and the whole table as SVG.

Every card sits in a ``<g>`` of its own that keeps the card's ``<title>`` and, when it lies
face up, a ``data-card`` attribute with its code (``QH``). A face-down card carries nothing
about itself: its title is "face-down card", so a picture drawn for one seat leaks no hidden
card through codes, titles or labels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ..cards import Card, Rank, Suit
from ..deal import Trick
from ..explain import contract_name
from ..i18n.base import capitalised, mid_sentence
from ..observation import Observation, observe
from ..stages import Stage
from .card import CARD_H, CARD_W, FONT, attr, card_body, card_text
from .symbols import suit_symbol
from .text import ENGLISH, Highlight, Names, Style, index_for, seats_label

if TYPE_CHECKING:
    from ..deal import Deal
    from ..variants import Variant

__all__ = [
    "hand_svg", "trick_svg", "table_svg", "seat_slots", "HighlightMap", "RowKind", "ROW_KINDS",
]

HighlightMap = Mapping[str, Highlight] | Mapping[Card, Highlight] | Mapping[str | Card, Highlight]

_FELT = "#2d6a4a"
_FELT_EDGE = "#1f4f36"
_INK = "#f3f1e7"
_MUTED = "#cfe3d3"
_GOLD = "#f2b705"
_BLUE = "#1a66e0"


# -- small drawing helpers ------------------------------------------------------------------
@dataclass
class _Block:
    """A piece of drawing in local coordinates, (0, 0) to (w, h)."""

    body: str
    w: float
    h: float

    def at(self, x: float, y: float) -> str:
        return f'<g transform="translate({x:.1f} {y:.1f})">{self.body}</g>'


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """A generous estimate of a text's width in a sans-serif font."""
    return len(text) * size * (0.62 if bold else 0.56)


def _wrap(text: str, size: float, width: float) -> list[str]:
    """``text`` split at spaces into lines that fit ``width`` (a single word too long for it
    keeps a line of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and _text_width(f"{lines[-1]} {word}", size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [text]


def _halves(text: str, size: float) -> list[str]:
    """``text`` in two lines as even as its spaces allow (a no-break space holds: hu "a
    2., a 3. és" / "a 4. játékos:", never a number alone on the second line)."""
    words = text.split(" ")
    if len(words) < 2:
        return [text]
    splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(_text_width(x, size) for x in pair))


def _text(
    x: float,
    y: float,
    text: str,
    size: float,
    fill: str = _INK,
    anchor: str = "start",
    bold: bool = False,
) -> str:
    weight = ' font-weight="700"' if bold else ""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}"{weight} fill="{fill}" '
        f'text-anchor="{anchor}">{attr(text)}</text> '
    )  # (the space after it draws nothing; a text reading of the picture reads its words
    # apart: "Hráč 2 (forhont) na tahu", never "Hráč 2 (forhont)na tahu")


def _pill(x: float, y: float, text: str, size: float, fill: str, ink: str = "#fff") -> _Block:
    """A rounded badge whose top left corner is at (x, y)."""
    w = _text_width(text, size, True) + size
    h = size * 1.45
    body = (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{h / 2:.1f}" '
        f'fill="{fill}"/>' + _text(x + w / 2, y + h * 0.72, text, size, ink, "middle", True)
    )
    return _Block(body, w, h)


def _card(
    card: Card | None,
    x: float,
    y: float,
    width: float,
    style: Style,
    names: Names,
    ranks: Mapping[Rank, str] | None,
    highlight: Highlight | None = None,
    rotate: bool = False,
    title: str | None = None,
) -> str:
    """One card as a ``<g>`` with its title (and ``data-card`` when face up)."""
    k = width / CARD_W
    text = title if title is not None else card_text(card, style, highlight, names)
    data = "" if card is None else f' data-card="{card.code}"'
    if rotate:  # lying across, turned a quarter to the left: x, y is the top left corner
        transform = f"translate({x:.1f} {y + width:.1f}) rotate(-90) scale({k:.4f})"
    else:
        transform = f"translate({x:.1f} {y:.1f}) scale({k:.4f})"
    return (
        f'<g transform="{transform}" role="img" aria-label="{attr(text)}"{data}>'
        f"<title>{attr(text)}</title>"
        f"{card_body(card, style, card is None, highlight, index_for(names, style, ranks))}</g>"
    )


def _placeholder(x: float, y: float, w: float, h: float) -> str:
    return (
        f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{w - 2:.1f}" height="{h - 2:.1f}" '
        f'rx="{w * 0.08:.1f}" fill="none" stroke="{_MUTED}" stroke-opacity=".55" '
        f'stroke-width="1.5" stroke-dasharray="5 4"/>'
    )


def _svg(block: _Block, label: str, cls: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{block.w:.0f}" height="{block.h:.0f}" '
        f'viewBox="0 0 {block.w:.0f} {block.h:.0f}" role="img" aria-label="{attr(label)}" '
        f'class="{cls}" font-family="{attr(FONT)}"><title>{attr(label)}</title>'
        f"{block.body}</svg>"
    )


def _highlights(highlights: HighlightMap | None) -> dict[str, Highlight]:
    out: dict[str, Highlight] = {}
    for key, value in (highlights or {}).items():
        out[key.code if isinstance(key, Card) else str(key).upper()] = value
    return out


# -- a row of cards --------------------------------------------------------------------------
def _row(
    cards: Sequence[Card | None],
    width: float,
    step: float,
    style: Style,
    names: Names,
    ranks: Mapping[Rank, str] | None,
    highlights: Mapping[str, Highlight] | None = None,
    lift: float = 0.0,
) -> _Block:
    """Cards side by side, ``step`` apart; selected cards raised by ``lift``."""
    h = width * CARD_H / CARD_W
    pad = max(2.0, width * 0.05)
    marks = highlights or {}
    parts = []
    for i, card in enumerate(cards):
        mark = marks.get(card.code) if card is not None else None
        y = pad + (0 if mark in ("selected", "allowed") else lift)
        parts.append(_card(card, pad + i * step, y, width, style, names, ranks, mark))
    total = width + step * (len(cards) - 1) if cards else width
    if not cards:
        parts.append(_placeholder(pad, pad + lift, width, h))
    return _Block("".join(parts), total + 2 * pad, h + lift + 2 * pad)


def _step(width: float, overlap: bool | float) -> float:
    if overlap is True:
        return width * 0.46
    if overlap is False:
        return width * 1.08
    return width * float(overlap)


#: what a row of cards drawn by :func:`hand_svg` is, for its text alternative
RowKind = Literal["hand", "cards", "talon", "pack"]
ROW_KINDS: tuple[str, ...] = ("hand", "cards", "talon", "pack")


def hand_svg(
    cards: Sequence[Card | None],
    style: Style = "german",
    width: float = 60,
    overlap: bool | float = True,
    highlights: HighlightMap | None = None,
    label: str | None = None,
    *,
    face_down: bool = False,
    names: Names = ENGLISH,
    ranks: Mapping[Rank, str] | None = None,
    what: RowKind = "cards",
) -> str:
    """A row of cards in one ``<svg>``; each card is a ``<g data-card="QH">`` with its title.

    ``overlap`` fans the cards so that each shows its corner (``True``), spreads them apart
    (``False``) or sets the step as a fraction of the card width. ``highlights`` maps card
    codes (or cards) to ``"legal"``, ``"illegal"`` or ``"selected"``; when it is given, room
    is kept above the row and selected cards are raised into it. A ``None`` in ``cards``, or
    ``face_down=True``, draws a face-down card. ``label`` replaces the text alternative;
    without one, the text alternative says what the row is, by ``what``: a player's
    ``"hand"``, the ``"talon"``, the whole ``"pack"``, or any other ``"cards"`` (a suit, a
    pair, a packet), so a screen reader never hears a talon called a hand.
    """
    if what not in ROW_KINDS:
        raise ValueError(f"what must be one of {', '.join(ROW_KINDS)}, not {what!r}")
    marks = _highlights(highlights)
    row_cards: list[Card | None] = [None if face_down else c for c in cards]
    h = width * CARD_H / CARD_W
    lift = h * 0.14 if highlights is not None else 0.0
    block = _row(row_cards, width, _step(width, overlap), style, names, ranks, marks, lift)
    if label is None:
        caption = {"hand": names.hand, "cards": names.row, "talon": names.talon_row,
                   "pack": names.pack}[what]
        if not row_cards:
            label = caption.format(cards=names.no_cards)
        else:
            label = caption.format(
                cards=", ".join(
                    card_text(c, style, marks.get(c.code) if c else None, names) for c in row_cards
                )
            )
    return _svg(block, label, "schnapsen-hand")


# -- a trick ---------------------------------------------------------------------------------
def _trick_pad(width: float) -> float:
    """The margin of a trick's block (cards ``width`` wide) before its first card's slot."""
    return max(4.0, width * 0.08)


def _trick_block(
    trick: Sequence[tuple[int, Card]],
    width: float,
    style: Style,
    names: Names,
    ranks: Mapping[Rank, str] | None,
    seat_names: tuple[str, ...] | None,
    winner: int | None,
    slots: int = 0,
    ink: str = "#222",
    muted: str = "#555",
    unnamed: int | None = None,
) -> _Block:
    h = width * CARD_H / CARD_W
    fs = max(11.0, width * 0.2)
    pad = _trick_pad(width)
    gap = width * 0.16
    # ``unnamed``: the seat whose own label sits right under the trick (the table's bottom
    # seat): its card goes without its name, said once (round 23, hr "… Vi Vi")
    labels = ["" if s == unnamed else names.seat_name(s, seat_names) for s, _ in trick]
    cols = max(len(trick), slots)
    colw = max([width] + [_text_width(t, fs, True) for t in labels])
    if winner is not None:  # the winner's column also holds "★ wins" under its name
        colw = max(colw, _text_width("★ " + names.wins, fs * 0.9, True))
    parts = []
    for i in range(cols):
        cx = pad + i * (colw + gap) + colw / 2
        x = cx - width / 2
        if i >= len(trick):
            parts.append(_placeholder(x, pad, width, h))
            continue
        seat, card = trick[i]
        if seat == winner:
            parts.append(
                f'<rect x="{x - pad * 0.6:.1f}" y="{pad * 0.4:.1f}" '
                f'width="{width + pad * 1.2:.1f}" height="{h + pad * 1.2:.1f}" '
                f'rx="{width * 0.1:.1f}" fill="none" stroke="{_GOLD}" '
                f'stroke-width="{pad * 0.5:.1f}"/>'
            )
        title = names.played(card_text(card, style, None, names), seat, seat_names)
        parts.append(_card(card, x, pad, width, style, names, ranks, title=title))
        y = pad + h + pad + fs
        if labels[i]:
            parts.append(_text(cx, y, labels[i], fs, ink, "middle", seat == winner))
        if seat == winner:
            star_y = y + fs * 1.25 if labels[i] else y
            parts.append(
                _text(cx, star_y, "★ " + names.wins, fs * 0.9, muted, "middle", True)
            )
    total_w = 2 * pad + cols * colw + max(0, cols - 1) * gap
    return _Block("".join(parts), max(total_w, width + 2 * pad), pad * 2 + h + fs * 2.6)


def trick_svg(
    trick_cards: Sequence[tuple[int, Card]] | Trick,
    seat_names: Sequence[str] | None = None,
    winner: int | None = None,
    style: Style = "german",
    width: float = 60,
    label: str | None = None,
    *,
    names: Names = ENGLISH,
    ranks: Mapping[Rank, str] | None = None,
) -> str:
    """The cards of a trick in the order played, each with its seat's name under it.

    ``trick_cards`` is a list of ``(seat, card)`` (``deal.current_trick``) or a finished
    :class:`~schnapsen.Trick` (whose winner is then marked unless ``winner`` is given).
    ``seat_names[seat]`` names a seat (default "Seat 0"); the ``winner`` seat's card gets a
    gold frame and "★ wins" under it.
    """
    pairs: list[tuple[int, Card]]
    if isinstance(trick_cards, Trick):
        pairs = list(zip(trick_cards.seats, trick_cards.cards, strict=True))
        if winner is None:
            winner = trick_cards.winner
    else:
        pairs = [(int(s), c) for s, c in trick_cards]
    sn = tuple(seat_names) if seat_names is not None else None
    block = _trick_block(pairs, width, style, names, ranks, sn, winner)
    if label is None:
        played = ", ".join(
            names.played(card_text(c, style, None, names), s, sn)
            for s, c in pairs
        )
        label = names.trick.format(cards=played or names.no_cards)
        if winner is not None:
            label += "; " + names.won_by.format(seat=names.seat_word(winner, sn))
    return _svg(block, label, "schnapsen-trick")


# -- the table -------------------------------------------------------------------------------
def _talon_block(
    obs: Observation,
    v: Variant,
    width: float,
    style: Style,
    names: Names,
    ranks: Mapping[Rank, str] | None,
) -> _Block | None:
    size = obs.talon_size
    if size == 0 and not v.draws:
        return None
    h = width * CARD_H / CARD_W
    fs = max(11.0, width * 0.2)
    pad = max(4.0, width * 0.08)
    trump = obs.trump_card
    closed = obs.is_closed
    # the turned card lies across under the talon while it is there (face down once closed)
    across = v.draws and size > 0 and (trump is not None or closed)
    stack = size - 1 if across else size
    layers = min(max(stack, 0), 6)
    off = max(1.2, width * 0.03)
    parts = []
    x0 = pad + (h * 0.55 if across and not closed else 0.0)
    top = pad + layers * off
    cy = top + h / 2
    if across and not closed:
        parts.append(_card(trump, pad, cy - width / 2, width, style, names, ranks, rotate=True))
    if stack > 0:
        backs = []
        for i in range(layers, 0, -1):
            backs.append(
                # the cards underneath show only their edges
                f'<rect x="{x0 + i * off:.1f}" y="{top - i * off:.1f}" width="{width:.1f}" '
                f'height="{h:.1f}" rx="{width * 0.08:.1f}" fill="#fffdf6" stroke="#5b5b5b" '
                f'stroke-width="{max(0.8, width * 0.02):.1f}"/>'
            )
        title = names.count("talon", count=size)
        backs.append(
            f'<g transform="translate({x0:.1f} {top:.1f}) scale({width / CARD_W:.4f})" '
            f'role="img" aria-label="{attr(title)}"><title>{attr(title)}</title>'
            f"{card_body(None, style, True)}</g>"
        )
        parts.append("".join(backs))
    elif not (across and not closed):
        parts.append(_placeholder(x0, top, width, h))
    if across and closed:
        parts.append(
            _card(
                None,
                x0 + width / 2 - h / 2,
                cy - width / 2,
                width,
                style,
                names,
                ranks,
                rotate=True,
                title=names.talon_closed,
            )
        )
    w = x0 + width + layers * off + pad
    if across and closed:
        w = max(w, x0 + width / 2 + h / 2 + pad)
    y = top + h + pad + fs
    text = names.count("talon", count=size) if size or v.draws is False else names.talon_empty
    # the block is as wide as its longest line ("The talon is used up" is wider than an empty
    # place), and the lines are centred in it: centred on the narrower card place, a long
    # line began left of the block and was cut off at the picture's edge
    w = max(w, _text_width(text, fs, True) + 2 * pad)
    if closed:
        w = max(w, _text_width(names.talon_closed, fs * 0.9, True) + 2 * pad)
    parts.append(_text(w / 2, y, text, fs, _INK, "middle", True))
    if closed:
        parts.append(
            _text(w / 2, y + fs * 1.25, names.talon_closed, fs * 0.9, _GOLD, "middle", True)
        )
    return _Block("".join(parts), w, y + fs * 1.6)


def _seat_block(
    obs: Observation,
    v: Variant,
    s: int,
    shown: Deal | None,
    width: float,
    style: Style,
    names: Names,
    ranks: Mapping[Rank, str] | None,
    seat_names: tuple[str, ...] | None,
    highlights: Mapping[str, Highlight] | None,
    draw: bool = True,
) -> _Block:
    # ``shown`` is the deal itself only for a picture with every hand face up; otherwise all
    # that is drawn comes from the viewer's observation, so nothing hidden can leak
    fs = max(11.0, width * 0.21)
    own = s == obs.seat
    reveal = shown is not None
    playing = s in obs.seats
    cards: list[Card | None]
    if shown is not None:
        cards = list(shown.hand(s))
    elif own:
        cards = list(obs.hand)
    else:
        known = list(obs.known_cards.get(s, ()))
        cards = [*known, *([None] * (obs.hand_sizes[s] - len(known)))]
    if own:
        w = width
        step = _step(w, False)
    elif all(c is None for c in cards):
        w = width * 0.75
        step = w * 0.28
    else:
        w = width * 0.8
        step = w * 0.6
    lift = w * 1.5 * 0.14 if own and highlights is not None else 0.0
    row = _row(cards, w, step, style, names, ranks, highlights if own else None, lift)
    if (not playing and not cards) or not draw:
        row = _Block("", 0, 0)
    # the label: name, badges; points and tricks on a second line
    name = names.seat_name(s, seat_names)
    parts = [_text(0, fs, name, fs, _INK, "start", True)]
    x = _text_width(name, fs, True) + fs * 0.5
    badges: list[tuple[str, str, str]] = []
    # the seat's roles first, then whose turn it is: "Seat 2 [dealer] [to move]" (cs "Hráč 2
    # rozdávající na tahu"; "Hráč 2 na tahu rozdávající" read as if the move dealt)
    # (not where the seat's own label already says it: "Dealer", or "Seat 2 (dealer)", with
    # a "dealer" badge would be read twice, run together: "Hráč 2 (rozdávající)rozdávající")
    if s == obs.dealer and str(names.dealer).casefold() not in name.casefold():
        badges.append((names.dealer, "#e8e2cf", "#333"))
    # the declarer: the forehand who names trump and calls, or, once a contract is bid and
    # the bidding is over, the seat that announced it (the status's "announced by")
    # (in a game of a called card, once the card is called: before the call the forehand is
    # no caller yet; the hr reader saw "Vi – glavni igrač" before calling)
    declarer = obs.declarer
    named = v.teams != "called" or obs.called_card is not None
    if obs.contract_seat is not None and obs.stage in (Stage.PLAY, Stage.OVER):
        declarer, named = obs.contract_seat, True
    if playing and v.teams != "single" and s == declarer and named:
        role = names.caller if v.teams == "called" and obs.contract_seat is None else names.declarer
        badges.append((role, "#e8e2cf", "#333"))
    if obs.to_move == s:
        badges.append((names.to_move, _BLUE, "#fff"))
    for text, fill, ink in badges:
        pill = _pill(x, -fs * 0.1, text, fs * 0.78, fill, ink)
        parts.append(pill.body)
        x += pill.w + fs * 0.35
    info: list[str] = []
    # a side's seats and points, on lines of their own (the picture keeps its width), and
    # said as one item to a screen reader
    side_head = side_line = side_said = ""
    if not playing:
        info.append(names.sits_out)
    else:
        points: int | None = None
        pending = 0
        # the points are the side's (Deal.points) once the seat's partners are known: the
        # side's total stands once, under its first seat, with the side named as the caption
        # names it ("seats 1 and 3: 54 points"); under each partner it read as if each had
        # it (hr reader, round 23: "zajedno: 54 boda" twice)
        side: tuple[int, ...] = (s,)  # the seats of s's side that the label speaks for
        if shown is not None:
            points = shown.points(s)
            pending = shown.pending_points(s)
            side = tuple(shown.partners(s))
        elif own:
            points, pending = obs.my_points, obs.pending_points
            side = tuple(obs.partners) if obs.partners is not None else (s,)
        else:
            points = obs.points_of(s)
            sides = obs.sides
            if sides is not None and sides[s] is not None:
                side = tuple(x for x in obs.seats if sides[x] == sides[s])
        if points is not None and len(side) > 1:
            # the viewer's own seat for the viewer's side, else the side's first seat in
            # playing order after the viewer
            first = min(side, key=lambda x: (x - obs.seat) % v.players)
            if s == first:
                # two lines, the side's seats and its points: in one ("seats 2 and 4: 11
                # points") the label beside the trick widened the whole picture
                together = seats_label(sorted(side), names, seat_names)
                side_head = names.side_name.format(seats=together)
                side_line = names.count("points", points=points)
                side_said = names.count("score_item", seat=together, points=points)
        elif points is not None:
            info.append(names.count("points", points=points))
            if pending:
                info.append(names.count("pending", points=pending))
        if side_head:
            # the side's tricks under the side's points, not this seat's own (round 26, hr:
            # "seats 2 and 3: 46 points · 0 tricks" where seat 3 had taken 2)
            info.append(names.tricks_text(sum(obs.tricks_won[x] for x in side)))
        elif points is None or len(side) == 1:
            info.append(names.tricks_text(obs.tricks_won[s]))
        # (a partner of a side named under another seat: its tricks are the side's, said there)
        if not (own or reveal) and cards:
            info.append(names.count("cards_count", count=len(cards)))
    name_w = x - fs * 0.35 if badges else x - fs * 0.5
    info_line = " · ".join(info)
    heads = [side_head] if side_head else []
    if side_head:
        # a side name longer than the rest of the label (hu "a 2., a 3. és a 4. játékos:")
        # takes two lines rather than widening the picture beside the trick
        size = fs * 0.85
        room = max(name_w, row.w, _text_width(side_line, size), _text_width(info_line, size))
        if _text_width(side_head, size) > room:
            heads = _halves(side_head, size)
    lines = [*heads, side_line, info_line] if side_line else [info_line]
    line_w = max(_text_width(line, fs * 0.85) for line in lines)
    label_h = fs * (2.8 + (len(lines) - 1))
    w_all = max(name_w, line_w, row.w)
    out = [_Block("".join(parts), name_w, fs).at((w_all - name_w) / 2, 0)]
    for i, line in enumerate(lines):
        out.append(_text(w_all / 2, fs * (2.35 + i), line, fs * 0.85, _MUTED, "middle"))
    if row.w:
        out.append(row.at((w_all - row.w) / 2, label_h))
    # the label's lines are separate texts ("seats 1 and 3:", "15 points", "0 tricks") that a
    # reading of
    # the picture would run together: the group says them as one, apart
    details = ", ".join([b[0] for b in badges] + ([side_said] if side_said else []) + info)
    summary = names.seat_summary.format(seat=capitalised(name), details=details)
    return _Block(f'<g data-seat="{s}" role="group" aria-label="{attr(summary)}">'
                  + "".join(out) + "</g>", w_all, label_h + row.h)


def seat_slots(others: int, direction: str) -> list[str]:
    """Where the other seats sit, in playing order from the viewer's: "left", "top",
    "top-left", "top-right" or "right". The viewer sits at the bottom; seen from above, a
    clockwise game passes to the viewer's left first, a counter-clockwise one to the right."""
    slots = {
        0: [],
        1: ["top"],
        2: ["right", "left"],
        3: ["right", "top", "left"],
        4: ["right", "top-right", "top-left", "left"],
    }.get(others)
    if slots is None:  # more seats than the book has: put the rest on top
        slots = ["right", *(["top"] * (others - 2)), "left"]
    if direction == "clockwise":
        mirror = {"right": "left", "left": "right", "top-right": "top-left",
                  "top-left": "top-right"}
        slots = [mirror.get(s, s) for s in slots]
    return slots


def _header(
    obs: Observation, width: float, style: Style, names: Names,
    seat_names: tuple[str, ...] | None,
) -> _Block:
    fs = max(12.0, width * 0.22)
    parts = []
    x = 0.0
    trump = obs.trump
    if trump is not None:
        parts.append(
            f'<circle cx="{fs * 0.75:.1f}" cy="{fs * 0.62:.1f}" r="{fs * 0.82:.1f}" '
            'fill="#fffdf6"/>' + suit_symbol(Suit(trump), style, fs * 0.75, fs * 0.62, fs * 1.2)
        )
        x = fs * 1.9
    text = "  ·  ".join(_header_items(obs, style, names, seat_names))
    parts.append(_text(x, fs * 1.0, text, fs, _INK, "start", True))
    return _Block("".join(parts), x + _text_width(text, fs, True), fs * 1.5)


def _header_items(
    obs: Observation, style: Style, names: Names, seat_names: tuple[str, ...] | None,
    sentence: bool = False,
) -> list[str]:
    """The header's words: trump, called card, contract, kontra, stage; with ``sentence``
    as the table's sentence for a screen reader says them after the trump (hu "hívott lap",
    not the chip's "Hívott lap")."""
    items: list[str] = []
    trump = obs.trump
    if trump is not None:
        items.append(names.trump.format(suit=names.suit_text(Suit(trump), style)))
    elif obs.stage in (Stage.PLAY, Stage.OVER):
        items.append(names.no_trump)
    else:
        items.append(names.trump_open)
    if obs.called_card is not None:
        called = names.called_words if sentence else names.called
        items.append(called.format(card=card_text(obs.called_card, style, None, names)))
    if obs.contract is not None and obs.contract_seat is not None:
        items.append(
            names.contract.format(
                contract=contract_name(obs.contract, names.lang),  # Šnops, not snops
                seat=names.seat_word(obs.contract_seat, seat_names),
            )
        )
    if obs.multiplier > 1:
        items.append(names.stakes(obs.multiplier))
    # "trump not chosen yet" says what the stage of choosing trump would say again
    stage = "" if trump is None and obs.stage == Stage.TRUMP else names.stage_name(obs.stage)
    if obs.is_over:
        items.append(names.over)
    elif stage:
        items.append(stage)
    if sentence:  # after the first, each item goes on after "; " ("Trumfy: zelené; hra skončila")
        items[1:] = [mid_sentence(i) for i in items[1:]]
    return items


def table_svg(
    deal: Deal,
    seat: int = 0,
    reveal: bool = False,
    style: Style = "german",
    width: float = 60,
    label: str | None = None,
    *,
    names: Names = ENGLISH,
    ranks: Mapping[Rank, str] | None = None,
    seat_names: Sequence[str] | None = None,
    highlights: HighlightMap | None = None,
    hand: bool = True,
) -> str:
    """The table as ``seat`` sees it.

    ``seat``'s hand lies face up at the bottom; the other seats sit around the table in
    playing order, in the variant's direction of play (:func:`seat_slots`: the next seat on
    the left in a clockwise game, on the right in a counter-clockwise one), their hands face
    down (only cards already
    shown, e.g. the partner of an announced marriage, face up), or all face up with
    ``reveal=True``. In the middle: the talon with the turned trump card across it (turned
    down once closed), and the current trick (or, between tricks, the last one). Each seat's
    label shows its points (when that seat may know them), tricks and whose move it is; the
    header the trump suit, called card, contract and stage. ``highlights`` marks cards of
    ``seat``'s hand as in :func:`hand_svg`. ``width`` is the width of ``seat``'s cards.
    ``hand=False`` leaves ``seat``'s own cards out (a widget that draws them as buttons).
    """
    obs = observe(deal, seat)
    v = deal.variant  # the rules are public
    shown = deal if reveal else None
    sn = tuple(seat_names) if seat_names is not None else None
    marks = _highlights(highlights) if highlights is not None else None
    w = float(width)
    margin = w * 0.25
    gap = w * 0.35
    n = v.players

    def block(s: int) -> _Block:
        return _seat_block(obs, v, s, shown, w, style, names, ranks, sn, marks,
                           draw=hand or s != seat)

    others = [(seat + i) % n for i in range(1, n)]
    slot_names = seat_slots(len(others), v.direction)
    slots: dict[str, list[_Block]] = {}
    top_seats: list[tuple[int, _Block]] = []
    for i, (s, where) in enumerate(zip(others, slot_names, strict=True)):
        if where.startswith("top"):
            # top-left, top, top-right: drawn left to right (several seats "top": in playing
            # order, which runs left to right in a clockwise game, right to left otherwise)
            step = i if v.direction == "clockwise" else -i
            order = {"top-left": 0, "top": 1, "top-right": 2}[where] * 100 + step
            top_seats.append((order, block(s)))
        else:
            slots.setdefault(where, []).append(block(s))
    if top_seats:
        slots["top"] = [b for _, b in sorted(top_seats, key=lambda t: t[0])]
    bottom = block(seat)
    header = _header(obs, w, style, names, sn)

    # the middle: talon and trick
    talon = _talon_block(obs, v, w, style, names, ranks)
    trick_pairs = list(obs.current_trick)
    winner = None
    heading = names.current_trick
    if not trick_pairs and obs.tricks:
        last = obs.tricks[-1]
        trick_pairs = list(zip(last.seats, last.cards, strict=True))
        winner = last.winner
        heading = names.last_trick
    fs = max(11.0, w * 0.2)
    trick = _trick_block(
        trick_pairs,
        w * 0.9,
        style,
        names,
        ranks,
        sn,
        winner,
        slots=len(obs.seats),
        ink=_INK,
        muted=_GOLD,
        unnamed=seat,
    )
    centre_parts = []
    cx = 0.0
    if talon is not None:
        centre_parts.append(talon.at(0, fs * 1.4))
        cx = talon.w + gap * 0.6
    centre_parts.append(_text(cx + trick.w / 2, fs, heading, fs * 0.95, _MUTED, "middle", True))
    centre_parts.append(trick.at(cx, fs * 1.4))
    if not obs.current_trick and not obs.tricks:
        # inside the first card's slot (the lead's), in as many lines as it needs: across the
        # whole trick it ran over the dashed boxes of two slots (hr "još nema karata"), in
        # one line past the picture's edge (cs "zatím nebyla zahrána žádná karta")
        card_w = w * 0.9
        pad = _trick_pad(card_w)
        slot_h = card_w * CARD_H / CARD_W
        size = fs * 0.8
        lines = _wrap(names.empty_trick, size, card_w - pad)
        while size > fs * 0.5 and max(_text_width(x, size) for x in lines) > card_w - pad:
            size *= 0.9  # a word longer than the slot: smaller type
            lines = _wrap(names.empty_trick, size, card_w - pad)
        line_h = size * 1.2
        first = fs * 1.4 + pad + slot_h / 2 - (len(lines) - 1) * line_h / 2 + size * 0.35
        for i, line in enumerate(lines):
            centre_parts.append(
                _text(cx + pad + card_w / 2, first + i * line_h, line, size, _MUTED, "middle")
            )
    centre = _Block(
        "".join(centre_parts),
        cx + trick.w,
        fs * 1.4 + max(trick.h, talon.h if talon else 0.0),
    )

    left = slots.get("left", [])
    right = slots.get("right", [])
    tops = slots.get("top", [])
    left_w = left[0].w if left else 0.0
    right_w = right[0].w if right else 0.0
    side_w = max(left_w, right_w)
    mid_w = centre.w + (side_w + gap) * (2 if left or right else 0)
    top_w = sum(b.w for b in tops) + gap * 2 * max(0, len(tops) - 1)
    inner = max(mid_w, top_w, bottom.w, header.w)
    width_all = inner + 2 * margin

    parts = [
        f'<rect x="1" y="1" width="{width_all - 2:.1f}" height="HEIGHT" rx="{w * 0.3:.1f}" '
        f'fill="{_FELT}" stroke="{_FELT_EDGE}" stroke-width="2"/>'
    ]
    y = margin * 0.8
    parts.append(header.at(margin, y))
    y += header.h + margin * 0.4
    if tops:
        x = margin + (inner - top_w) / 2
        for b in tops:
            parts.append(b.at(x, y))
            x += b.w + gap * 2
        y += max(b.h for b in tops) + gap
    mid_h = max([centre.h] + [b.h for b in left + right])
    if left:
        parts.append(left[0].at(margin, y + (mid_h - left[0].h) / 2))
    if right:
        parts.append(right[0].at(width_all - margin - right[0].w, y + (mid_h - right[0].h) / 2))
    parts.append(centre.at((width_all - centre.w) / 2, y + (mid_h - centre.h) / 2))
    y += mid_h + gap
    parts.append(bottom.at((width_all - bottom.w) / 2, y))
    y += bottom.h + margin
    body = "".join(parts).replace("HEIGHT", f"{y - 2:.1f}", 1)
    if label is None:
        viewer = names.seat_word(seat, sn)
        if reveal:
            label = names.table_all
        elif getattr(viewer, "you", False):  # the reader's own seat: not "seen from you"
            label = names.table_yours
        else:
            label = names.table.format(seat=viewer)
    words = table_words(obs, shown, style, names, sn, hand=hand)
    return _svg(_Block(body, width_all, y), f"{label}. {words}", "schnapsen-table")


def table_words(
    obs: Observation,
    shown: Deal | None,
    style: Style,
    names: Names,
    seat_names: tuple[str, ...] | None = None,
    *,
    hand: bool = True,
) -> str:
    """What the table shows, in words, for a reader who cannot see the picture: the trump,
    each seat's cards (the viewer's by name, the others' face-down cards counted, or all by
    name when ``shown`` is the deal), the talon with its turned card, and the trick on the
    table (or the last one). Only what the picture shows is said; ``hand=False`` leaves the
    viewer's own cards out (a widget that shows them as buttons with their names)."""
    head = _header_items(obs, style, names, seat_names, sentence=True)
    # the header's items each start with their own label ("Trump: …; Called card: …")
    parts = ["; ".join(head)] if head else []
    seats: list[str] = []
    order = sorted(obs.seats, key=lambda s: (s != obs.seat, s))  # the viewer's cards first
    for s in order:
        own = s == obs.seat
        if own and not hand and shown is None:
            continue
        if shown is not None:
            cards: list[Card | None] = list(shown.hand(s))
        elif own:
            cards = list(obs.hand)
        else:
            known = list(obs.known_cards.get(s, ()))
            cards = [*known, *([None] * (obs.hand_sizes[s] - len(known)))]
        named = [card_text(c, style, None, names) for c in cards if c is not None]
        hidden = sum(c is None for c in cards)
        if hidden:
            named.append(names.count("face_down_cards", count=hidden))
        # each seat's cards an item of a list, its name at the head: the first opens the
        # sentence with a capital letter, the others follow a semicolon in lower case
        # (round 18, hr "Igrač 2: …; igrač 1: …", hu "Előkéz: …; osztó: …")
        name = names.seat_name(s, seat_names)
        lead = capitalised(name) if not seats else name[:1].lower() + name[1:]
        seats.append(f"{lead}: {', '.join(named) or names.no_cards}")
    if seats:
        parts.append("; ".join(seats))
    v = obs.variant
    if v.draws:
        if obs.talon_size:
            talon = names.count("talon", count=obs.talon_size)
            if obs.is_closed:
                talon += f", {names.talon_closed}"
            elif obs.trump_card is not None:
                talon += ", " + names.turned.format(card=card_text(obs.trump_card, style, None,
                                                                   names))
            parts.append(talon)
        else:
            parts.append(names.talon_empty)
    pairs = list(obs.current_trick)
    if pairs or obs.tricks:
        heading = names.current_trick
        winner = None
        if not pairs:
            last = obs.tricks[-1]
            pairs = list(zip(last.seats, last.cards, strict=True))
            heading, winner = names.last_trick, last.winner
        played = ", ".join(
            names.played(card_text(c, style, None, names), s, seat_names)
            for s, c in pairs
        )
        trick = f"{heading}: {played}"
        if winner is not None:
            trick += "; " + names.won_by.format(seat=names.seat_word(winner, seat_names))
        parts.append(trick)
    else:
        # the empty slot the picture shows, read after its heading as one item ("Trick: no
        # card played yet", sl "Štih: še nobena karta ni izigrana"), not run together
        parts.append(f"{names.current_trick}: {names.empty_trick}")
    return ". ".join(parts) + "."
