"""The position of the day, on every edition's front page.

Each day one puzzle of the edition's own tradition (:data:`TRADITION`: the English edition
shows Austrian Schnapsen, the Croatian one Croatian Šnaps and so on) is shown, the same for
every reader on that day: the pool is every puzzle of the tradition
(:func:`schnapsen.practice.puzzles`), in a fixed shuffled order (:func:`order`), and day
number ``d`` (days since 1 January 1970, the reader's own calendar day) shows the puzzle at
``d`` modulo the pool's size. So the puzzles come round one after the other, each once before
any comes back.

In the static book the choice is made by the page's script (``js/daily.js``) over the pool,
which :func:`position_of_the_day` embeds in the page at build time with each puzzle's
position drawn, its moves, which are best, and its worked solution in the edition's
language. :func:`puzzle_for` makes the same choice in Python (the tests compare the two).
One renderer writes a day's words, :func:`day_html`: every day's HTML goes into the pool at
build time (the script only inserts the reader's day), and the build day's is in the page
for a reader whose page runs no script (:func:`static_day`).
"""

from __future__ import annotations

import datetime
import html
import random
from typing import Any

from ..i18n import LANGUAGES, Label, seat_in_sentence, translate
from .book import Html

__all__ = ["TRADITION", "CLEAR_GAP", "DAILY_LEVEL", "clear", "order", "day_number", "puzzle_for",
           "daily_pool", "daily_json", "position_of_the_day", "day_html", "static_day",
           "date_words"]

#: each edition's own tradition (the first part of a puzzle's variant)
TRADITION = {"en": "at", "hr": "hr", "sl": "sl", "hu": "hu", "cs": "cs"}
_EPOCH = datetime.date(1970, 1, 1)


def _puzzles(tradition: str) -> list[Any]:
    from ..practice import puzzles

    return puzzles(tradition)


#: the least lead, in game points, of a day's best move over the next best: the day's
#: puzzle has a clear answer, not a near coin flip between two moves (round 27: a Croatian
#: reader met a position of the day whose best move wins nothing on average, hr 17)
CLEAR_GAP = 0.5


def clear(p: Any) -> bool:
    """Whether puzzle ``p`` has a clear answer: its best move is better than every other by
    :data:`CLEAR_GAP` game points or more (a puzzle with one legal move has no question), and
    its mean is as far from nothing, so the day never says "on average you neither win nor
    lose" of the move it asks for (a coin flip)."""
    rest = [v for m, v in p.values if m not in p.answer]
    best = max(v for _, v in p.values)
    return (bool(rest) and best - max(rest) >= CLEAR_GAP - 1e-9
            and abs(best) >= CLEAR_GAP - 1e-9)


#: the hardest level a day shows: the front page is where a beginner meets the book (round
#: 32, the new learner: a level-5 position with ten moves before the first chapter)
DAILY_LEVEL = 3


def order(tradition: str) -> list[str]:
    """The tradition's puzzle ids in the order the days show them: the puzzles with a clear
    answer (:func:`clear`) up to :data:`DAILY_LEVEL`, shuffled; none that exists only under
    the book's rule of the claim (:attr:`~schnapsen.practice.Puzzle.book_rule_only`: the
    front page of an edition whose chapter plays the source's game, where 66 ends the deal
    by itself, asked "Have you reached 66?", round 33, cs)."""
    ids = [p.id for p in _puzzles(tradition)
           if clear(p) and p.level <= DAILY_LEVEL and not p.book_rule_only]
    random.Random(f"daily|{tradition}").shuffle(ids)
    return ids


def day_number(day: datetime.date) -> int:
    """Days since 1 January 1970."""
    return (day - _EPOCH).days


def puzzle_for(day: datetime.date, lang: str = "en") -> str:
    """The id of the position of ``day`` in the edition ``lang``."""
    ids = order(TRADITION[lang])
    return ids[day_number(day) % len(ids)]


_THEME_MOVES = {"close": "close", "exchange": "x", "marriage": "m", "count": "claim"}


def _question(p: Any, deal: Any) -> str:
    """The puzzle's question: its theme's, unless the theme's move cannot be made here (then
    which card to lead, or to play to the trick), as the puzzles' widget asks it."""
    from ..explain import contract_of
    from ..stages import Stage

    theme: str = p.theme
    legal = deal.legal_moves()
    if theme in _THEME_MOVES:
        fits = any(str(m.kind) == _THEME_MOVES[theme] for m in legal)
    elif theme == "contract":
        fits = deal.stage != Stage.PLAY or any(contract_of(deal, m) is not None for m in legal)
    else:
        fits = True
    if not fits and deal.stage == Stage.PLAY:
        theme = "follow" if deal.current_trick else "lead"
    return theme


def _daily_question(p: Any, deal: Any) -> str:
    """The day's question: the puzzles' widget asks a theme's own question ("Do you exchange
    the trump Unter first?"), which would name the move the day's reader is to find; the day
    asks that one only where it names no move (which card to lead or to play, the last
    tricks, the partner's help), else what the reader does now."""
    theme = _question(p, deal)
    if theme in _THEME_MOVES or theme == "contract":
        return "daily.question"
    return f"ui.puzzle.question.{theme}"


def answer_label(deal: Any, seat: int, move: Any, lang: str = "en") -> str:
    """An answer's button: the move in words; a claim that reaches the target only with the
    marriage shown with it names the marriage and its points, as the live table's claim
    button does (a beginner reading "claiming 66" at 62 points thinks it loses)."""
    from ..explain import move_label
    from ..kernel import claim_is_right
    from ..moves import Move, MoveKind
    from ..rules import claim_marriage, claim_points

    m = Move.parse(move)
    if m.kind == MoveKind.CLAIM:
        obs = deal.observation(seat)
        shown = claim_marriage(obs)
        if shown and not claim_is_right(obs.variant, obs.my_points) and claim_is_right(
                obs.variant, claim_points(obs)):
            said = translate("ui.action.claim.marriage", lang, marriage=shown)
            return said[:1].lower() + said[1:]
    return move_label(m, lang)


def daily_pool(lang: str = "en") -> list[dict[str, Any]]:
    """Every puzzle of the edition's tradition, in the days' order, as the script shows it: the
    line naming the puzzle's own game (its variant: two, three or more players), the level
    (its theme comes with the solution), the seat's hand and the table drawn, the position in
    words (trump, talon, each side's points and tricks, the marriages), the question, the
    moves (labels, and which are best) and the worked solution (in words, then the figures),
    in ``lang``."""
    from ..explain import format_message, marriage_key, names_only
    from ..explain_position import contract_line, score_lines, stakes_line, wrong_verdict
    from ..moves import in_hand_order
    from .drills import cards_in_words
    from .quiz import context_lines

    def line(key: str, params: dict[str, Any]) -> str:
        return format_message(key, names_only(params), lang)

    tradition = TRADITION[lang]
    by_id = {p.id: p for p in _puzzles(tradition)}
    out = []
    for pid in order(tradition):
        p = by_id[pid]
        deal = p.deal
        # the reader plays the seat ("You play seat 1"): its hand is the reader's own
        pictures = [{"c": translate("quiz.hand.you", lang),
                     "cards": [c.code for c in deal.hand(p.seat)], "l": []}]
        if deal.current_trick:
            pictures.append({"c": translate("drill.pic.table", lang),
                             "cards": [c.code for _, c in deal.current_trick],
                             "l": [translate("drill.pic.seat", lang, seat=s)
                                   for s, _ in deal.current_trick]})
        if deal.trump_card is not None and deal.closed_by is None:
            pictures.append({"c": translate("drill.pic.turned", lang),
                             "cards": [deal.trump_card.code], "l": []})
        for pic in pictures:  # the cards in words, for a reader who cannot see them
            pic["a"] = cards_in_words(str(pic["c"]), list(pic["cards"]), list(pic["l"]), lang)
        facts = [translate("ui.puzzle.to_move", lang, seat=p.seat)]
        if deal.trump is not None:
            facts += [line(k, v) for k, v in context_lines(deal)]
        # the contract announced and by whom (round 30, hu: the day's snapszer said nowhere
        # but in its solution's 6 game points)
        contract = contract_line(deal, p.seat, lang)
        if contract:
            facts.append(contract)
        stakes = stakes_line(deal, lang)  # a kontra given: as the puzzles' widget says it
        if stakes:
            facts.append(stakes)
        # the points and tricks as the puzzles' widget shows them: the reader's own seat as
        # the reader's ("You (seat 2)"), sides only once the reader knows them
        obs = deal.observation(p.seat)
        if obs.called_card is not None and not obs.contract_alone:
            # the called card and who called it, as the puzzles' widget says them (sl
            # reader: the five-player task named neither)
            caller = (Label(translate("ui.you.word", lang), you=True) if obs.declarer == p.seat
                      else Label(seat_in_sentence(obs.declarer, lang)))
            facts.append(line("ui.status.called_by", {"card": obs.called_card,
                                                      "seat": caller}))
        facts += score_lines(deal, p.seat, lang)
        facts += [line(marriage_key("ui.puzzle.marriage." + ("you" if s == p.seat else "other"),
                                   pts), {"seat": s, "suit": su, "points": pts})
                  for s, su, pts in deal.marriages]
        # the moves as the hand above them is drawn (hu: felső before alsó, as pictured)
        moves = in_hand_order(deal.legal_moves(), deal.hand(p.seat))
        labels = [answer_label(deal, p.seat, m, lang) for m in moves]
        words, figures = p.solution_parts(lang)
        out.append({
            "id": p.id,
            # the puzzle's own game (a tradition's puzzles are for two and for more players)
            "variant": p.variant,
            "intro": translate("daily.intro", lang,
                               tradition=translate(f"variant.{p.variant}", lang)),
            # the level alone before the answer: its theme ("the exchange") would give the
            # answer away, so the theme comes with the solution
            "head": translate("daily.level.number", lang, level=p.level),
            "theme": translate("daily.theme", lang, theme=p.theme_name(lang)),
            "pictures": pictures,
            "facts": facts,
            "question": " ".join([translate(_daily_question(p, deal), lang),
                                  translate("ui.puzzle.choose.solo" if deal.variant.teams
                                            == "single" else "ui.puzzle.choose", lang)]),
            "moves": labels,
            "best": [i for i, m in enumerate(moves) if p.is_correct(m)],
            "right": [translate("ui.puzzle.right" if len(p.answer) > 1
                                else "ui.puzzle.right.only", lang, choice=x) for x in labels],
            # a wrong answer that ends the deal (a claim short of 66) says how it ends
            "wrong": [wrong_verdict(deal, p.seat, m, x, lang) for m, x in zip(moves, labels,
                                                                             strict=True)],
            # the solution in words first (which move, why, what it wins), then the figures
            # and the line, in small type
            "solution": words,
            "figures": figures,
        })
    return out


def date_words(day: datetime.date, lang: str = "en") -> str:
    """``day`` written as ``lang`` writes a date ("December 6, 2026", sl "6. decembra 2026",
    hr "6. prosinca 2026.", hu "2026. december 6.", cs "6. prosince 2026"): the catalogue's
    pattern ``daily.date.format`` and month names ``daily.month.<n>``, in the form a date
    takes (the page's script does the same with the reader's date)."""
    return translate("daily.date.format", lang, day=str(day.day), year=str(day.year),
                     month=translate(f"daily.month.{day.month}", lang))


def daily_json(lang: str = "en") -> dict[str, Any]:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (one of {', '.join(LANGUAGES)})")
    tradition = TRADITION[lang]
    names = ("label", "date", "choose", "solution", "done", "missed")
    text: dict[str, Any] = {k: translate(f"daily.{k}", lang, date="{date}") for k in names}
    # the date in the language's own form, put together in the page (daily.js) as
    # date_words() does here: the pattern and the month names in the form a date takes
    text["date_format"] = translate("daily.date.format", lang, day="{day}", month="{month}",
                                    year="{year}")
    text["months"] = [translate(f"daily.month.{m}", lang) for m in range(1, 13)]
    from ..cards import CARDS
    from ..render import card_svg, names_for

    words = names_for(lang)
    pool = daily_pool(lang)
    used = {c for p in pool for pic in p["pictures"] for c in pic["cards"]}
    cards = {c.code: card_svg(c, width=44, names=words) for c in CARDS if c.code in used}
    # each day's HTML, written by the one renderer (the script only inserts the reader's day)
    for p in pool:
        p["html"] = day_html(p, text)
    return {"lang": lang, "tradition": tradition, "puzzles": pool, "cards": cards,
            "text": text}


def day_html(p: dict[str, Any], text: dict[str, Any],
             cards: dict[str, str] | None = None) -> str:
    """The one renderer of a position of the day: puzzle ``p`` (an entry of
    :func:`daily_pool`) as HTML, its words written here and nowhere else. The puzzle's game and
    level, the cards drawn (with the cards in words), the facts, the question, the moves (as
    buttons, disabled: the page's script enables them), an empty verdict and the solution
    folded away. The page's script (``js/daily.js``) only inserts the reader's day, adds its
    date and the reader's earlier result, and answers the buttons. ``cards``: the card
    pictures drawn inline (the build day's, for a page that runs no script); without them
    each card is an empty ``data-card`` slot the script fills from the data's pictures."""
    esc = html.escape
    drawn = cards or {}
    out = [f'<p class="sb-daily-intro">{esc(p["intro"])}</p>',
           f'<p class="sb-daily-head">{esc(p["head"])}</p>',
           '<div class="sb-daily-pics">']
    for pic in p["pictures"]:
        row = "".join(
            f'<div class="sb-daily-card" data-card="{esc(code)}">' + drawn.get(code, "")
            + (f"<span>{esc(pic['l'][i])}</span>" if i < len(pic["l"]) and pic["l"][i] else "")
            + "</div>"
            for i, code in enumerate(pic["cards"]))
        words = f'<span class="sb-sr">{esc(pic["a"])}</span>' if pic.get("a") else ""
        hidden = ' aria-hidden="true"' if words else ""
        caption = f"<figcaption{hidden}>{esc(pic['c'])}</figcaption>" if pic["c"] else ""
        out.append(f'<figure class="sb-daily-row">{words}<div class="sb-daily-cards"{hidden}>'
                   f"{row}</div>{caption}</figure>")
    out.append("</div>")
    out.append('<ul class="sb-daily-facts">'
               + "".join(f"<li>{esc(f)}</li>" for f in p["facts"]) + "</ul>")
    out.append(f'<p class="sb-daily-question">{esc(p["question"])}</p>')
    choose = esc(text["choose"])
    out.append(f'<p class="sb-daily-head">{choose}</p>'
               f'<div class="sb-daily-moves" role="group" aria-label="{choose}">'
               + "".join(f'<button type="button" class="sb-daily-move" data-move="{i}" '
                         f"disabled>{esc(m)}</button>" for i, m in enumerate(p["moves"]))
               + "</div>")
    out.append('<p class="sb-daily-verdict" role="status" aria-live="polite"></p>')
    figures = f'<p class="sb-daily-figures">{esc(p["figures"])}</p>' if p["figures"] else ""
    theme = f'<p class="sb-daily-theme">{esc(p["theme"])}</p>' if p["theme"] else ""
    out.append(f'<details class="sb-daily-solution"><summary>{esc(text["solution"])}</summary>'
               f'{theme}<p class="sb-daily-words">{esc(p["solution"])}</p>{figures}</details>')
    return "".join(out)


def static_day(data: dict[str, Any], day: datetime.date) -> str:
    """The position of ``day`` (:func:`day_html`, its cards drawn inline), from ``data``
    (:func:`daily_json`). The page's script puts the reader's own day in its place; a reader
    whose page runs no script (a static reader, a text browser) sees this one under the
    heading rather than nothing (cs reader, round 23)."""
    pool = data["puzzles"]
    p = pool[day_number(day) % len(pool)]
    return (f'<div class="sb-daily-static" data-puzzle="{html.escape(p["id"])}">'
            f'{day_html(p, data["text"], data["cards"])}</div>')


def position_of_the_day(lang: str = "en", day: datetime.date | None = None) -> Html:
    """The front page's position of the day (chosen by the reader's date in the page); in
    the page before its script runs, and where no script runs, the position of ``day`` (the
    day the book is built) is shown (:func:`static_day`)."""
    from .drills import embedded_json, js_source

    raw = daily_json(lang)
    data = embedded_json(raw)
    label = html.escape(translate("daily.label", lang))
    shown = static_day(raw, day or datetime.date.today())
    return Html(
        f'<div class="sb-daily" lang="{lang}" role="region" aria-label="{label}">'
        f'<script type="application/json" class="sb-daily-data">{data}</script>{shown}</div>'
        f"<script>{js_source('store.js')}{js_source('daily.js')}</script>"
    )
