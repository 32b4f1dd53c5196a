"""A whole deal told from the shuffle to the score sheet, and a match's score sheet: pieces of
the tradition chapters, made by the engine (a seeded deal played by its bots), every word from
the catalogues (keys ``story.*``, English in ``schnapsen/teach/en.py``).

- :func:`shuffled_pack` — the shuffled pack, top card first, as card pictures;
- :func:`deal_lines` — a two-player deal move by move: each trick with its cards, its taker
  and the points of both players after it, the cards drawn, the trump exchanged, the
  marriages, the close and the claim;
- :func:`score_sheet` — a match's sheet, one row per deal, as the tradition keeps it (a
  countdown, points written up, or marker cards held).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ..cards import Card
from ..deal import Deal
from ..explain import format_message, names_only
from ..i18n import Seat
from ..match import Match
from ..moves import MoveKind
from ..render import hand_svg, names_for
from ..render.html import join_names
from ..render.text import Style
from ..rules import marriage_value
from .book import Html

__all__ = ["shuffled_pack", "deal_lines", "score_sheet", "first_deal", "side_by_side"]


def _t(key: str, lang: str, **params: Any) -> str:
    """A catalogue line, each card named without its text code."""
    return format_message(key, names_only(params), lang)


def shuffled_pack(deal: Deal, lang: str = "en", style: Style = "german",
                  per_row: int = 10) -> Html:
    """The deal's pack as shuffled, top card (the first dealt) first, in rows."""
    names = names_for(lang)
    cards = list(deal.deck)
    rows = [cards[i:i + per_row] for i in range(0, len(cards), per_row)]
    pictures = "".join(
        f'<div style="margin:0.15em 0">{hand_svg(row, style, width=40, overlap=0.7, names=names)}'
        "</div>" for row in rows)
    caption = html.escape(_t("story.pack", lang, count=len(cards)))
    return Html(f'<figure class="sq-pack" style="margin:0.5em 0;max-width:100%">'
                f'<div style="overflow-x:auto">{pictures}</div>'
                f'<figcaption style="font-size:0.85em">{caption}</figcaption></figure>')


def deal_lines(deal: Deal, lang: str = "en") -> list[str]:
    """A finished (or running) two-player deal, replayed from its deck: one line per event."""
    d = Deal.new(deal.variant, deck=[c.code for c in deal.deck], dealer=deal.dealer)
    lines: list[str] = []
    seat = Seat  # a seat named in the reader's language (hu "a 0-s hely")
    for move in deal.moves:
        mover = d.to_move
        assert mover is not None
        kind = move.kind
        if kind == MoveKind.EXCHANGE:
            turned = d.trump_card
            d.play(move)
            lines.append(_t("story.exchange", lang, seat=seat(mover, lang), card=turned,
                            rank=d.variant.exchange_rank))
            continue
        if kind == MoveKind.CLOSE:
            d.play(move)
            lines.append(_t("story.close", lang, seat=seat(mover, lang)))
            continue
        if kind == MoveKind.CLAIM:
            d.play(move)  # a marriage shown with the claim is counted now
            lines.append(_t("story.claim", lang, seat=seat(mover, lang),
                            points=d.points(mover)))
            continue
        if kind == MoveKind.MARRIAGE:
            assert move.card is not None
            worth = marriage_value(move.card.suit, d.trump, d.variant)
            lines.append(_t("story.marriage", lang, seat=seat(mover, lang),
                            suit=move.card.suit, points=worth))
        if kind not in (MoveKind.CARD, MoveKind.MARRIAGE):
            d.play(move)
            continue
        before = {s: set(d.hand(s)) for s in d.seats}
        talon = d.talon_size
        turned = d.trump_card
        done = len(d.tricks)
        d.play(move)
        if len(d.tricks) == done or d.current_trick:
            continue
        trick = d.tricks[-1]
        (lead_seat, lead), (answer_seat, answer) = zip(trick.seats, trick.cards, strict=True)
        lines.append(_t(
            "story.trick", lang, number=len(d.tricks), leader=seat(lead_seat, lang),
            led=lead, partner=seat(answer_seat, lang), answer=answer,
            winner=seat(trick.winner, lang), points=trick.points,
            zero=d.points(d.seats[0]), one=d.points(d.seats[1])))
        if talon and d.talon_size < talon:
            lines.append(_draw_line(d, before, trick, turned, lang))
    return lines


def _draw_line(d: Deal, before: dict[int, set[Card]], trick: Any, turned: Card | None,
               lang: str) -> str:
    winner = trick.winner
    other = next(s for s in d.seats if s != winner)
    played = set(trick.cards)
    drawn = {s: sorted(set(d.hand(s)) - (before[s] - played), key=lambda c: c.index)
             for s in (winner, other)}
    key = "story.draw.last" if d.talon_size == 0 else "story.draw"
    return _t(key, lang, winner=Seat(winner, lang), card=drawn[winner][0],
              partner=Seat(other, lang), other_card=drawn[other][0] if drawn[other] else turned)


def first_deal(match: Match, bots: Sequence[Any]) -> Deal:
    """Deal and play the match's next deal with ``bots`` (one per seat) and record it."""
    from ..bots import play_deal

    deal = match.new_deal()
    play_deal(deal, bots)
    match.record(deal)
    return deal


def score_sheet(match: Match, lang: str = "en", deals: int | None = None) -> Html:
    """The match's score sheet: a starting row, then one row per deal (its number, dealer,
    winners, game points, why), each player's score after it; ``deals``: only the first
    so many."""
    esc = html.escape
    rules = match.rules
    n = match.variant.players
    names = names_for(lang)
    cols = [_t("story.sheet.deal", lang), _t("story.sheet.dealer", lang),
            _t("story.sheet.won", lang), _t("story.sheet.game_points", lang),
            _t("story.sheet.why", lang),
            *(_t(f"story.sheet.{rules.kind}", lang, seat=Seat(s, lang)) for s in range(n))]
    start = rules.target if rules.kind == "countdown" else 0
    rows = ["<tr>" + "".join(f"<td>{esc(c)}</td>" for c in (
        _t("story.sheet.start", lang), "", "", "", "", *(str(start),) * n)) + "</tr>"]
    for number, entry in enumerate(match.history[:deals], 1):
        r = entry.result
        won = join_names([format_message("ui.puzzle.seat_word", {"seat": s}, lang)
                          for s in r.winners], names.and_)
        cells = [str(number), format_message("ui.puzzle.seat_word", {"seat": entry.dealer},
                                             lang),
                 won, str(r.game_points), format_message(f"reason.{r.reason}", {}, lang),
                 *(str(x) for x in entry.scores)]
        rows.append("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in cells) + "</tr>")
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in cols)
    caption = esc(_t(f"story.sheet.caption.{rules.kind}", lang, target=rules.target))
    # the caption above the table, not inside it: on a phone the table scrolls sideways and a
    # caption inside would scroll (and be cut) with it
    return Html(
        f'<p class="sq-sheet-caption" style="margin:0.6em 0 0.2em">{caption}</p>'
        '<div class="sq-table-wrap"><table class="sq-sheet table">'
        f"<thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></div>")


def side_by_side(sbs: Any, lang: str = "en", style: Style = "german") -> Html:
    """The two deals of a :class:`~schnapsen.compare.SideBySide` next to each other: each
    game's name, its tricks and its result (they stack on a narrow screen)."""
    from functools import partial

    from ..render import result_html

    names = names_for(lang)
    message = partial(format_message, lang=lang, style=style)
    columns = "".join(
        '<div style="flex:1 1 300px;min-width:0;max-width:100%">'
        f"<strong>{html.escape(format_message(f'variant.{v.id}', {}, lang))}</strong>"
        f"{result_html(d, style, width=30, names=names, message=message)}</div>"
        for v, d in zip(sbs.variants, sbs.deals, strict=True))
    return Html(f'<div class="sq-side-by-side" style="display:flex;flex-flow:row wrap;'
                f'gap:0.8em">{columns}</div>')
