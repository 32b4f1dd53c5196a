"""A whole deal told from the shuffle to the score sheet, and a match's score sheet: the pieces
of the four tradition chapters (Croatian, Slovenian, Hungarian, Czech), one API for all.

Nothing is typed by hand: a page plays a deal (or a match) with the engine's bots, and these
functions replay its moves on a fresh deal from the same pack and describe what happened.
Every word comes from the catalogue (keys ``story.*``, English in ``schnapsen/teach/en.py``),
in the page's language; the results are :class:`~schnapsen.teach.book.Html` pieces (tables in
a ``sq-table-wrap``, so that a phone scrolls them instead of clipping them).

- :func:`play_next_deal` — deal the match's next deal, let bots play it, record it;
- :func:`packets` / :func:`packets_html` — the shuffled pack as it was dealt, packet by
  packet (who got each packet; the cards as pictures);
- :func:`walk` / :func:`walk_html` — a two-player deal trick by trick: the cards, the taker,
  the cards drawn, the points and the talon after each trick, and what happened between
  the tricks (an exchange, a marriage, a close, the talon used up, a claim);
- :func:`score_sheet_html` — a match's sheet, one row per deal, as the tradition keeps it (a
  countdown, points written up, or marker cards held);
- :func:`side_by_side` — the two deals of a :class:`~schnapsen.compare.SideBySide`.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, Rank
from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import card_name, format_message, names_only
from ..i18n import Seats
from ..i18n.base import capitalised
from ..match import Match
from ..moves import Move, MoveKind
from ..render import hand_svg, names_for
from ..render.text import Style
from ..rules import marriage_value
from .book import Html

__all__ = [
    "Packet",
    "TrickRow",
    "play_next_deal",
    "packets",
    "packets_html",
    "walk",
    "walk_html",
    "score_sheet_html",
    "side_by_side",
]

#: a message of the walk: a key under ``story.`` and its parameters
Line = tuple[str, dict[str, Any]]


def _t(name: str, lang: str, /, **params: Any) -> str:
    # cards by their names alone (the pictures and tables show them; no text codes)
    return format_message(f"story.{name}", names_only(params), lang)


def play_next_deal(match: Match, bots: Sequence[Any]) -> Deal:
    """Deal the match's next deal, play it with ``bots`` (one per seat) and record it."""
    from ..bots import play_deal

    deal = match.new_deal()
    play_deal(deal, bots)
    match.record(deal)
    return deal


# -- the deal, packet by packet ----------------------------------------------------------------
@dataclass(frozen=True)
class Packet:
    """Cards dealt in one go: to a seat's hand (``seat``), turned up as trump (``turn``), laid
    aside (``aside``) or left over as the talon to draw from (``talon``)."""

    kind: str
    cards: tuple[Card, ...]
    seat: int | None = None


def _dealing_order(deal: Deal) -> list[int]:
    """The seats that get cards, from the one after the dealer, in playing order."""
    v = deal.variant
    n = v.players
    order = [(deal.dealer + 1 + i) % n for i in range(n)]
    return [s for s in order if not (v.dealer_sits_out and s == deal.dealer)]


def packets(deal: Deal) -> list[Packet]:
    """How the pack of ``deal`` was dealt, read from the variant's deal pattern: each packet
    in the order it was given (the bidding stops between packets are left out)."""
    cards = list(deal.deck)
    order = _dealing_order(deal)
    out: list[Packet] = []
    i = 0
    for step in deal.variant.deal_steps:
        if step.kind == "hands":
            for seat in order:
                out.append(Packet("hand", tuple(cards[i:i + step.cards]), seat))
                i += step.cards
        elif step.kind == "talon":
            out.append(Packet("aside", tuple(cards[i:i + step.cards])))
            i += step.cards
        elif step.kind == "turn":
            out.append(Packet("turn", (cards[i],)))
            i += 1
    if i < len(cards):
        out.append(Packet("talon", tuple(cards[i:])))
    return out


#: the small line under a cell's text (the card drawn after a trick, the talon left, how a deal
#: ended): smaller than the cell's own text, in ``em`` of the table's type (the book theme's
#: ``small`` is 0.9rem, larger than a table's 0.75em: the card drawn after a trick was printed
#: larger than the card played)
SMALL = '<small style="font-size:0.85em">'


def _cell(text: str, style: str = "") -> str:
    return f'<td style="{style}">{text}</td>' if style else f"<td>{text}</td>"


def _wrap(table: str, caption: str, style: str = "") -> Html:
    """A table that scrolls sideways on a narrow screen, its caption above it (outside the
    scrolling part, so that a phone does not cut it)."""
    cap = (f'<p class="sq-sheet-caption" style="margin:0.6em 0 0.2em">{html.escape(caption)}</p>'
           if caption else "")
    css = f' style="{style}"' if style else ""
    return Html(f'{cap}<div class="sq-table-wrap"><table class="sq-compare table sq-walk"{css}>'
                f"{table}</table></div>")


def packets_html(deal: Deal, lang: str = "en", style: Style = "german") -> Html:
    """The shuffled pack as it was dealt: one row per packet, in order, the top card first
    (who got it, and its cards as pictures whose text alternative names them)."""
    names = names_for(lang)
    rows = []
    for n, p in enumerate(packets(deal), 1):
        who = _t("to_seat", lang, seat=p.seat) if p.kind == "hand" else _t(f"to_{p.kind}", lang)
        label = ", ".join(card_name(c, lang, style) for c in p.cards)
        cards = hand_svg(p.cards, style, width=34, names=names, label=label)
        rows.append(f"<tr>{_cell(str(n))}{_cell(html.escape(who))}{_cell(cards)}</tr>")
    head = "".join(f"<th>{html.escape(_t(k, lang))}</th>"
                   for k in ("col_packet", "col_to", "col_cards"))
    return _wrap(f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>",
                 _t("packets_caption", lang, dealer=deal.dealer))


# -- the deal, trick by trick ------------------------------------------------------------------
@dataclass
class TrickRow:
    """One trick of a walked deal: what its leader did before leading (``before``), the card
    each seat played, who took it, each seat's counted and waiting points after it, the
    cards each seat drew after it, the talon left (``closed`` once it is closed), and what
    followed (``after``)."""

    number: int
    leader: int
    before: list[Line] = field(default_factory=list)
    cards: dict[int, Card] = field(default_factory=dict)
    marriage: int = 0
    winner: int = -1
    points: tuple[int, ...] = ()
    pending: tuple[int, ...] = ()
    drawn: dict[int, Card] = field(default_factory=dict)
    talon: int = 0
    closed: bool = False
    after: list[Line] = field(default_factory=list)


def _event(deal: Deal, seat: int, move: Move) -> Line | None:
    """What a move other than a card says, before it is made in ``deal``."""
    if move.kind == MoveKind.EXCHANGE:
        rank = deal.variant.exchange_rank or Rank.UNTER
        trump = deal.trump
        assert trump is not None and deal.trump_card is not None
        own = next(c for c in deal.hand(seat) if c.rank == rank and c.suit == trump)
        return "exchange", {"seat": seat, "card": own, "turned": deal.trump_card}
    if move.kind == MoveKind.CLOSE:
        return "close", {"seat": seat, "talon": deal.talon_size}
    if move.kind == MoveKind.CLAIM:
        return "claim", {"seat": seat, "have": 0}
    if move.kind == MoveKind.SNAPSZER:
        return "snapszer", {"seat": seat}
    return None


def walk(deal: Deal) -> list[TrickRow]:
    """Every trick of ``deal`` (a two-player deal, finished or not), replayed from its first
    move on a fresh deal of the same rules, pack and dealer."""
    if deal.variant.players != 2:
        raise SchnapsenError("walk() tells a two-player deal", "error")
    fresh = Deal.new(deal.variant, deck=list(deal.deck), dealer=deal.dealer)
    rows: list[TrickRow] = []
    waiting: list[Line] = []
    row: TrickRow | None = None
    for move in deal.moves:
        seat = fresh.to_move
        assert seat is not None
        if move.kind in (MoveKind.CARD, MoveKind.MARRIAGE):
            assert move.card is not None
            if not fresh.current_trick:
                row = TrickRow(len(rows) + 1, seat, before=waiting)
                waiting = []
                rows.append(row)
                if move.kind == MoveKind.MARRIAGE:
                    points = marriage_value(move.card.suit, fresh.trump, fresh.variant)
                    row.marriage = points
                    other = next(c for c in fresh.hand(seat)
                                 if c.suit == move.card.suit and c != move.card
                                 and c.rank in (Rank.KING, Rank.OBER))
                    row.before.append(("marriage", {"seat": seat, "points": points,
                                                    "suit": move.card.suit, "card": move.card,
                                                    "other": other}))
            assert row is not None
            row.cards[seat] = move.card
            completes = len(fresh.current_trick) == fresh.variant.players - 1
            held = {s: set(fresh.hand(s)) - {move.card} for s in (0, 1)}
            was_open = not fresh.talon_exhausted and not fresh.is_closed
            fresh.play(move)
            if completes:
                row.winner = fresh.tricks[-1].winner
                row.points = (fresh.points(0), fresh.points(1))
                row.pending = (fresh.pending_points(0), fresh.pending_points(1))
                for s in (0, 1):
                    new = set(fresh.hand(s)) - held[s]
                    if new:
                        row.drawn[s] = next(iter(new))
                row.talon = fresh.talon_size
                row.closed = fresh.is_closed
                if was_open and fresh.talon_exhausted:
                    row.after.append(("talon_gone", {}))
        else:
            line = _event(fresh, seat, move)
            fresh.play(move)
            if line is None:
                continue
            if line[0] == "claim":  # a marriage shown with the claim is counted by now
                line[1]["have"] = fresh.points(seat)
            if line[0] == "claim" and row is not None and not fresh.current_trick:
                row.after.append(line)
            else:
                waiting.append(line)
    if waiting and rows:
        rows[-1].after.extend(waiting)
    return rows


def _points(points: int, pending: int, lang: str) -> str:
    if pending:
        return _t("points_waiting", lang, counted=points, waiting=pending)
    return str(points)


def _pair(texts: Sequence[str], lang: str) -> str:
    """The sides' points in the edition's form of a pair (``score.pair``: "12–0", hr
    "12:0"), as HTML."""
    from ..i18n import translate

    line = texts[0]
    for text in texts[1:]:
        line = translate("score.pair", lang, a=line, b=text)
    return html.escape(line)


def walk_html(deal: Deal, lang: str = "en", style: Style = "german") -> Html:
    """Every trick of a two-player deal as a table narrow enough for a phone: a line for what
    happened before a lead (an exchange, a marriage, a close) and after a trick (the talon
    used up, a claim), and for each trick the card each seat played (the lead in bold, a star
    on the card that took the trick, the card drawn after it under it) and the points after
    it, with the cards left in the talon."""
    seats = (0, 1)
    body: list[str] = []
    width = len(seats) + 2

    def event(key: str, params: dict[str, Any]) -> str:
        return (f'<tr class="sq-walk-event"><td></td><td colspan="{width - 1}">'
                f"<em>{html.escape(_t(key, lang, **params))}</em></td></tr>")

    for row in walk(deal):
        body.extend(event(key, params) for key, params in row.before)
        cells = [_cell(str(row.number))]
        for s in seats:
            card = row.cards.get(s)
            text = html.escape(card_name(card, lang, style)) if card else ""
            if s == row.leader and card is not None:
                text = f"<strong>{text}</strong>"
            if s == row.winner and card is not None:
                text += " \u2605"
            if s in row.drawn:
                drew = _t("drew", lang, card=row.drawn[s])
                text += f"<br>{SMALL}{html.escape(drew)}</small>"
            cells.append(_cell(text))
        points = _pair([_points(p, w, lang)
                        for p, w in zip(row.points, row.pending, strict=True)], lang)
        if row.closed:
            points += f"<br>{SMALL}{html.escape(_t('talon_closed', lang))}</small>"
        elif row.talon:
            points += f"<br>{SMALL}{html.escape(_t('talon_left', lang, size=row.talon))}</small>"
        cells.append(_cell(points, "white-space:nowrap"))
        body.append(f"<tr>{''.join(cells)}</tr>")
        body.extend(event(key, params) for key, params in row.after)
    head = (f"<th>{html.escape(_t('col_trick', lang))}</th>"
            + "".join(f"<th>{html.escape(_t('seat_short', lang, seat=s))}</th>" for s in seats)
            + f"<th>{html.escape(_t('col_points', lang))}</th>")
    return _wrap(f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody>",
                 _t("walk_caption", lang))


# -- the match's score sheet -------------------------------------------------------------------
def score_sheet_html(match: Match, lang: str = "en", deals: int | None = None) -> Html:
    """The match's score sheet, narrow enough for a phone: a starting row, then one row per
    deal (only the first ``deals`` when given): who won the deal and its game points (and,
    under them, how it ended), then each seat's score after it (the points still to go in a
    countdown, the marker cards held and those left in the pool, or the points written in a
    race); the caption says which."""
    kind = match.rules.kind
    target = match.rules.target
    n = len(match.scores)
    heads = [_t("col_deal", lang), _t("col_won_by", lang)]
    heads += [_t("seat_short", lang, seat=s) for s in range(n)]
    if kind == "markers":
        heads.append(_t("sheet_pool", lang))
    head = "".join(f"<th>{html.escape(h)}</th>" for h in heads)
    start = [target] * n if kind == "countdown" else [0] * n
    # the start's label under "won by", the widest column: the deal numbers' column stays narrow
    first_row = ["", html.escape(_t("sheet_start", lang))] + [str(v) for v in start]
    if kind == "markers":
        first_row.append(str(target))
    rows = ['<tr class="sq-walk-start">' + "".join(_cell(c) for c in first_row) + "</tr>"]
    for i, e in enumerate(match.history[:deals], 1):
        r = e.result
        # the winners named together in the language's forms ("Igrač 1 i igrač 3")
        won = _t("won_line", lang, seats=Seats(r.winners, lang), gp=r.game_points)
        how = format_message(f"reason.{r.reason}", {}, lang)
        cells = [str(i), f"{html.escape(won)}<br>{SMALL}{html.escape(how)}</small>"]
        cells += [str(v) for v in e.scores]
        if kind == "markers":
            cells.append(str(target - sum(e.scores)))
        rows.append("<tr>" + "".join(_cell(c) for c in cells) + "</tr>")
    # a little smaller than the text: five columns of a marker sheet fit a phone's width
    return _wrap(f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody>",
                 _t(f"sheet_caption_{kind}", lang, target=target), "font-size:0.92em")


# -- two traditions side by side ---------------------------------------------------------------
def side_by_side(sbs: Any, lang: str = "en", style: Style = "german") -> Html:
    """The two deals of a :class:`~schnapsen.compare.SideBySide` next to each other: each
    game's name, its tricks and its result (they stack on a narrow screen)."""
    from functools import partial

    from ..render import result_html

    names = names_for(lang)
    message = partial(format_message, lang=lang, style=style)
    columns = "".join(
        '<div style="flex:1 1 300px;min-width:0;max-width:100%">'
        f"<strong>{html.escape(capitalised(format_message(f'variant.{v.id}', {}, lang)))}</strong>"
        f"{result_html(d, style, width=30, names=names, message=message)}</div>"
        for v, d in zip(sbs.variants, sbs.deals, strict=True))
    return Html(f'<div class="sq-side-by-side" style="display:flex;flex-flow:row wrap;'
                f'gap:0.8em">{columns}</div>')
