"""HTML snippets for a deal: the table with a caption, or the tricks with the result.

The snippets are plain HTML text (inline SVG and a few inline styles), for a page, a
notebook's ``HTML`` output or a widget.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..cards import Rank
from ..explain import format_message, result_lines
from ..observation import observe
from .card import attr
from .table import table_svg, trick_svg
from .text import ENGLISH, Names, Style, seats_label
from .text import join_names as join_names  # its home before render.text (callers)

if TYPE_CHECKING:
    from ..deal import Deal

__all__ = ["deal_html", "result_html", "caption_text"]

#: the seats named together (:func:`schnapsen.render.text.seats_label`, shared with the
#: table picture's side totals)
_seats = seats_label

Message = Callable[[str, dict[str, Any]], str]

_CAPTION = (
    "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',Arial,"
    "sans-serif;font-size:0.95em;margin-top:0.4em;line-height:1.4"
)


def _scores(deal: Deal, seats: Sequence[int], names: Names, sn: tuple[str, ...] | None,
            first: Sequence[int] = (), me: int | None = None) -> str:
    """The points of each seat, or, where the sides are formed, of each side once, its seats
    named together ("Seat 1, Seat 2 and Seat 3: 41 points": a side's seats share its total);
    the seats ``first`` (a finished deal's winners) and their side before the others, as the
    headline names them (sl reader, round 21: "igralci 1, 2 in 4: 0 pik, igralec 3: 74 pik"
    after "Igralec 3 dobi …"), named as the winners (``score_item_won``: "seat 2 (the
    winner): 46 points", where the loser may have more). The reader's own seat or side
    (``me``, where the labels name one) comes first of all, winner or not (hu reader 37:
    "you 5 – opponent 3", as a player says the score)."""
    groups: dict[object, list[int]] = {}
    for s in seats:
        side = deal.side_of(s)
        groups.setdefault(s if side is None else ("side", side), []).append(s)
    ordered = sorted(groups.values(), key=lambda group: (me not in group,
                                                         not set(group) & set(first)))
    return ", ".join(
        names.count("score_item_won" if set(group) & set(first) else "score_item",
                    seat=_seats(group, names, sn), points=deal.points(group[0]),
                    winners_count=len(group))
        for group in ordered
    )


def _points_told(deal: Deal, said: str) -> bool:
    """Whether ``said`` (a finished deal's result lines) gives every seat's points, or every
    side's where the sides are formed (each as a number of its own)."""
    return all(re.search(rf"(?<![\d.,]){deal.points(s)}(?!\d)", said) for s in deal.seats)


def caption_text(
    deal: Deal,
    seat: int = 0,
    reveal: bool = True,
    *,
    names: Names = ENGLISH,
    seat_names: Sequence[str] | None = None,
    message: Message = format_message,
    result_words: bool = True,
    style: Style = "german",
) -> tuple[str, str]:
    """The caption of a deal as (headline, details): who won how much and why, with the
    numbers (:func:`schnapsen.explain.result_lines`, in the language of ``names``), or whose
    move it is; then the points (only those ``seat`` may know unless ``reveal``). Without
    ``result_words`` a finished deal's caption gives the points alone (for a page that tells
    the result in its own lines). ``message`` is no longer used (kept for callers)."""
    sn = tuple(seat_names) if seat_names is not None else None
    result = deal.result
    # the reader, where the caller's labels name one ("You"): the lines then say "you" and
    # "your opponent", as the headline does, not the reader's seat number, and the reader's
    # points come first
    me = next((s for s, n in enumerate(sn or ()) if getattr(n, "you", False)), None)
    if result is not None and not result_words:
        # the widget's own lines (result_lines, as its status says them) say who won and why:
        # the points only where those lines do not give every seat's (code39a, sl 13)
        if _points_told(deal, " ".join(result_lines(deal, names.lang, style, me=me,
                                                    named=result.winners))):
            return "", ""
        return "", names.score.format(scores=_scores(deal, deal.seats, names, sn,
                                                     result.winners, me))
    if result is not None:
        head = names.count(
            "winners", seats=_seats(result.winners, names, sn), game_points=result.game_points
        )
        # the headline has said the game points: the lines give the why (hr reader 31)
        reason = " ".join(result_lines(deal, names.lang, style, me=me, named=result.winners,
                                       worth=False))
        if _points_told(deal, reason):
            # the lines gave both players' points: not said again (code39a, sl 13: "Pike:
            # igralec 2 (zmagovalec) ima 72 pik, igralec 1 ima 54 pik" after them)
            return head, reason
        scores = _scores(deal, deal.seats, names, sn, result.winners, me)
        return head, f"{reason} {names.score.format(scores=scores)}"
    head = ""
    if deal.to_move is not None:
        head = names.running.format(seat=names.seat_word(deal.to_move, sn))
    if reveal:
        scores = _scores(deal, deal.seats, names, sn, me=me)
    else:
        obs = observe(deal, seat)
        scores = names.count("score_item", seat=names.seat_word(seat, sn), points=obs.my_points)
        if obs.side_points is not None:
            scores = _scores(deal, deal.seats, names, sn, me=me)
    return head, names.score.format(scores=scores)


def _figure(pictures: str, head: str, detail: str, cls: str, width: float | None = None) -> str:
    # the full stop inside the tag: a text read off the page with a space for each tag
    # would have "2 boda igre ." (hr reader 31)
    strong = f"<strong>{attr(head)}.</strong> " if head else ""
    fit = f";max-width:{width:.0f}px" if width else ""
    return (
        f'<figure class="{cls}" style="margin:0.5em 0;max-width:100%">'
        f'<div style="overflow-x:auto">{pictures}</div>'
        f'<figcaption style="{_CAPTION}{fit}">{strong}{attr(detail)}</figcaption></figure>'
    )


def deal_html(
    deal: Deal,
    seat: int = 0,
    reveal: bool = True,
    style: Style = "german",
    width: float = 56,
    *,
    names: Names = ENGLISH,
    ranks: Mapping[Rank, str] | None = None,
    seat_names: Sequence[str] | None = None,
    message: Message = format_message,
    result_words: bool = True,
) -> str:
    """The table (see :func:`table_svg`) with a caption: the result of a finished deal
    (winners, game points, reason, points) or whose move it is and the points so far.
    ``result_words=False``: a finished deal's caption gives only the points (a widget that
    says who won and why in its own lines, so that no sentence is shown twice)."""
    svg = table_svg(
        deal, seat, reveal, style, width, names=names, ranks=ranks, seat_names=seat_names
    )
    head, detail = caption_text(
        deal, seat, reveal, names=names, seat_names=seat_names, message=message,
        result_words=result_words, style=style,
    )
    match = re.search(r'width="([0-9.]+)"', svg)
    return _figure(svg, head, detail, "schnapsen-deal", float(match.group(1)) if match else None)


def result_html(
    deal: Deal,
    style: Style = "german",
    width: float = 40,
    *,
    names: Names = ENGLISH,
    ranks: Mapping[Rank, str] | None = None,
    seat_names: Sequence[str] | None = None,
    message: Message = format_message,
) -> str:
    """The tricks of the deal so far, each with its winner marked, and the result caption
    (or, for a running deal, whose move it is). Only played cards are shown."""
    tricks = "".join(
        f'<div style="display:inline-block;vertical-align:top;margin:0 0.6em 0.4em 0">'
        f"{trick_svg(t, seat_names, style=style, width=width, names=names, ranks=ranks)}"
        "</div>"
        for t in deal.tricks
    )
    if deal.current_trick:
        tricks += (
            '<div style="display:inline-block;vertical-align:top">'
            + trick_svg(
                deal.current_trick, seat_names, style=style, width=width, names=names, ranks=ranks
            )
            + "</div>"
        )
    head, detail = caption_text(deal, 0, deal.is_over, names=names, seat_names=seat_names,
                                message=message, style=style)
    if not deal.is_over:
        # a running deal: give only what everyone may know (the points are not public)
        detail = ""
    return _figure(tricks, head, detail, "schnapsen-result")
