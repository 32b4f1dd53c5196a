"""Small helpers shared by the widgets: catalogue text, card labels, message boxes.

Nothing here knows a rule: texts come from the message catalogues, card names from the
render names, and every decision from the engine.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, Protocol

import ipywidgets as W

from ..cards import Card, Rank, Suit
from ..deal import Deal, Trick
from ..explain import card_name as _card_name
from ..explain import format_message, names_only
from ..explain import suit_name as _suit_name
from ..explain_rules import (
    book_rules_badge,
    book_rules_clauses,
    book_rules_html,
    book_rules_line,
)
from ..i18n import MESSAGES, SEAT_FORMS, Label, name_form, role_label, translate
from ..i18n.base import Cased
from ..moves import MoveKind
from ..render import table_svg
from ..render.card import card_svg
from ..render.text import Highlight, Style, index_for, names_for
from ..variants import find_variant

__all__ = [
    "Panel",
    "text",
    "card_label",
    "card_name",
    "card_option",
    "engine_text",
    "suit_label",
    "suit_name",
    "suit_text",
    "seat_name",
    "seat_word",
    "Phrase",
    "seat_table",
    "variant_ids",
    "message_box",
    "show_message",
    "paragraphs",
    "style_box",
    "card_picture",
    "history_events",
    "HistoryEvent",
    "fit_css",
    "loss_text",
    "readonly_text",
    "book_rules_clauses",
    "book_rules_line",
    "book_rules_html",
    "book_rules_badge",
]

_BOX = "padding:0.3em 0.6em;border-radius:4px;margin:0.2em 0;"
_KINDS = {
    "warning": "background:#fff3cd;border:1px solid #e0b000;color:#5c4400;",
    "info": "background:#e8f1fb;border:1px solid #7aa7d9;color:#123a63;",
    "success": "background:#e6f4ea;border:1px solid #5fae72;color:#14532d;",
}


class Exercise(Protocol):
    """What the practice widgets need of any position or hand they are given (a puzzle,
    :class:`schnapsen.practice.Puzzle`; a guided hand, :class:`schnapsen.practice.GuidedHand`):
    where it comes from, how hard it is, the reader's seat and the deal itself."""

    @property
    def tradition(self) -> str: ...
    @property
    def variant(self) -> str: ...
    @property
    def level(self) -> int: ...
    @property
    def seat(self) -> int: ...
    @property
    def deal(self) -> Deal: ...


def text(key: str, lang: str, **params: Any) -> str:
    """A catalogue message (parameters given as ready text)."""
    return translate(key, lang, **params)


def engine_text(key: str, params: dict[str, Any], lang: str, style: Style = "german") -> str:
    """An engine message (rule, move, trick, result) with engine parameters (cards, suits),
    the cards named in the reader's deck ``style``."""
    return format_message(key, params, lang, style)


def refusal_text(err: Any, me: int | None, lang: str, style: Style = "german") -> str:
    """The engine's reason for refusing a move (a :class:`~schnapsen.errors.SchnapsenError`),
    in words, the cards named without their codes; a reason about the reader's own seat in
    the reader's person where the catalogue has that form (``<key>.you``: round 18, cs "V ruce
    hráče 1 není …" to the reader who is seat 1, now "Červené eso nemáte v ruce.")."""
    key, params = err.key, dict(err.params)
    if me is not None and params.get("seat") == me and f"{key}.you" in MESSAGES:
        key += ".you"
    return format_message(key, names_only(params), lang, style)


def suit_name(suit: Suit, style: Style, lang: str) -> str:
    """A suit's name (``Leaves``; ``Spades`` in the French style)."""
    return _suit_name(suit, lang, style)


def suit_label(suit: Suit, style: Style, lang: str) -> str:
    """A suit on a button: its symbol for French-suited cards (``♥``), its name for
    German-suited ones (their symbols are emoji, which many browsers cannot draw)."""
    if style == "french":
        return text(f"ui.suit.french.{suit.letter}", lang)
    return suit_name(suit, style, lang)


def suit_text(suit: Suit, style: Style, lang: str) -> str:
    """A suit's symbol and name (``♥ Hearts``) for French-suited cards; the name alone
    (``Leaves``) for German-suited ones."""
    if style == "french":
        return text("ui.suit_symbol", lang, symbol=suit_label(suit, style, lang),
                    name=suit_name(suit, style, lang))
    return suit_name(suit, style, lang)


def card_label(card: Card, style: Style, lang: str) -> str:
    """Short label of a card for a button: its corner letter and suit (``O Hearts``,
    ``Q ♥``)."""
    rank = index_for(names_for(lang), style, None)[card.rank]  # the letters the pictures show
    return text("ui.card_label", lang, rank=rank, suit=suit_label(card.suit, style, lang))


def card_name(card: Card, style: Style, lang: str = "en") -> str:
    """The full name of a card (``Ober of Hearts``; ``Queen of Hearts`` in the French
    style)."""
    return _card_name(card, lang, style)


def card_option(card: Card, style: Style, lang: str) -> str:
    """A card in a list of choices: ``Q ♥ Queen of Hearts`` (French-suited), ``Ober of
    Hearts`` (German-suited, where the short label would repeat the name)."""
    name = card_name(card, style, lang)
    return f"{card_label(card, style, lang)} {name}" if style == "french" else name


def seat_name(seat: int, me: int | None, lang: str, players: int = 0,
              sentence: bool = False) -> Label:
    """A seat as a label ("Seat 2", "You"; hu "2-es hely"): under a hand, in a menu, at the
    head of a line; a subject a template's choice agrees with (``{seat:si|je}``). Inside a
    sentence use :func:`seat_word`. In a game for two (``players``) the reader's one
    opponent is "Opponent" (inside a sentence "your opponent"), not a seat. With
    ``sentence`` the label also has the forms of :func:`seat_word`, for a line a language
    may say as a sentence (hu ``{seat.Nom}`` "A 2. játékos kontrát mond.") where another
    keeps the label (``{seat}`` "Seat 2 doubled the stakes")."""
    word = seat_word(seat, me, lang, players)
    cased = word if sentence else None
    if players == 2 and me is not None and seat != me:
        return Label(text("ui.opponent", lang), word=text("ui.opponent.word", lang),
                     cased=cased)
    return Label(text("ui.you", lang) if seat == me else text("ui.seat", lang, seat=seat),
                 you=seat == me, word=word.words, cased=cased)


class Phrase(Cased):
    """Ready text as a message parameter: ``{x}`` as it is, ``{x.Nom}`` with a capital first
    letter (for a name that opens the sentence)."""

    __slots__ = ("words", "you")

    def __init__(self, words: str, you: bool = False) -> None:
        self.words = words
        self.you = you

    def form(self, case: str = "nom") -> str:
        return self.words

    def person(self) -> int:
        return 0 if self.you else 1


class Opponent(Phrase):
    """The reader's one opponent in a game for two, inside a sentence: "your opponent" (hr
    "protivnik", hu "az ellenfeled"), its cases the catalogue's (hu ``{seat.dat}`` "az
    ellenfelednek"), ``{x.label}`` the label ("Opponent")."""

    __slots__ = ("lang",)
    forms = SEAT_FORMS

    def __init__(self, lang: str) -> None:
        super().__init__(text("ui.opponent.word", lang))
        self.lang = lang

    def form(self, case: str = "nom") -> str:
        if case == "label":
            return text("ui.opponent", self.lang)
        return name_form("ui.opponent.word", self.lang, case)


def seat_word(seat: int, me: int | None, lang: str, players: int = 0) -> Phrase:
    """A seat named inside a sentence ("announced by seat 2", "you"; hr "igrač 2", hu "az
    1-es hely"), not as a label ("Seat 2"); a template that opens with it asks ``{seat.Nom}``.
    In a game for two (``players``) the reader's opponent is :class:`Opponent`."""
    if players == 2 and me is not None and seat != me:
        return Opponent(lang)
    return Phrase(text("ui.you.word", lang) if seat == me
                  else text("ui.puzzle.seat_word", lang, seat=seat), you=seat == me)


def variant_ids(variant: str, variants: Iterable[str]) -> tuple[list[str], str]:
    """The variant ids a widget's menu offers (``variants``, found by name) and the one shown
    first (``variant``, put at the head of the menu when it is not among them)."""
    ids = [find_variant(v).id for v in variants]
    first = find_variant(variant).id
    if first not in ids:
        ids.insert(0, first)
    return ids, first


def fit_css(scope: str) -> str:
    """The CSS that keeps a widget (class ``scope``, e.g. ``.schnapsen-play``) within a phone's
    width: its table picture (in a ``schnapsen-table-wrap``, see :func:`seat_table`) scrolls
    rather than widening the page, and on a narrow screen (500 px at most) shrinks to the
    widget's width, keeping its proportions (on a wider screen it keeps its own size); its
    menus stay within their row, their outer margins counted (a menu whose choice is long
    otherwise reaches two pixels past the widget and makes it scroll sideways); a checkbox's
    long description wraps instead of being cut (the book's style sheet does that in the page,
    but the live panel has only the widget's own)."""
    return (
        f"{scope} .schnapsen-table-wrap{{overflow-x:auto;max-width:100%}}"
        f"{scope} .widget-checkbox{{height:auto;"
        "min-height:var(--jp-widgets-inline-height,28px)}"
        f"{scope} .widget-checkbox .widget-label-basic,"
        f"{scope} .widget-checkbox .widget-label-basic>span"
        "{white-space:normal;overflow:visible;text-overflow:clip;height:auto}"
        f"{scope} .widget-dropdown{{max-width:calc(100% - 2 * var(--jp-widgets-margin,2px))"
        "!important}"
        f"@media (max-width:500px){{{scope} .schnapsen-table-wrap svg"
        "{max-width:100%;height:auto}}"
    )


def seat_table(deal: Deal, seat: int, style: Style, lang: str,
               seat_names: Sequence[str]) -> str:
    """The table as ``seat`` sees it (the other hands face down), in the wrapper that lets the
    picture scroll on a narrow screen."""
    words = names_for(lang)
    # a plain label ("You", "Opponent") is said in lower case inside the picture's sentences
    # ("Queen of Hearts (you)"); a Label carries its own in-sentence form
    labels = [n if isinstance(n, Label) else role_label(n, lang) for n in seat_names]
    picture = table_svg(deal, seat=seat, reveal=False, style=style,
                        seat_names=labels, names=words, label=words.table_yours)
    return f'<div class="schnapsen-table-wrap">{picture}</div>'


def message_box() -> Any:
    """An empty message area (an ``HTML`` widget)."""
    return W.HTML(value="", layout=W.Layout(min_height="1.5em"))


def show_message(box: Any, message: str, kind: str = "warning") -> None:
    """Show ``message`` in ``box`` styled as ``kind`` (warning, info, success); "" clears."""
    if not message:
        box.value = ""
        return
    box.value = (
        f'<div class="schnapsen-message schnapsen-{kind}" role="status" '
        f'style="{_BOX}{_KINDS[kind]}">{html.escape(message)}</div>'
    )


#: a line told in sentences, each with its figures ("" where none): the figures are set apart
#: in small type after their sentence (:func:`figured`)
Segments = Sequence[tuple[str, str]]


#: a sentence's closing punctuation (and a quotation mark or bracket closed after it)
_SENTENCE_END = re.compile(r"[.!?\u2026]+[\"'\u201d\u201c\u2019\u00bb\u00ab)]*$")


def with_figure(words: str, figure: str, lang: str = "en", inside: bool = False) -> str:
    """A sentence as escaped HTML with its figures in the small type of the hint list
    (``schnapsen-figure``, in brackets) inside it, before its full stop: "… in every likely
    deal (12 of 12)." (round 15: sl "… v vsaki verjetni igri. (12 od 12 verjetnih iger)"
    left the figure after the sentence had ended). ``inside``: the sentence ends in a note in
    brackets of its own (:func:`schnapsen.search.reasons.ends_in_note`), which takes the
    figures after the catalogue's join (``search.why.join``, in ``lang``): "… (played with
    every card face up; −6 game points)", not two brackets one after the other (round 20, sl
    "… karte) (v povprečju −6 točk)"); any sentence ending in a bracket of its own takes them
    so, a bracket that names a thing too (round 25, cs "… (rekontra; v průměru …)", not
    "(rekontra) (v průměru …)")."""
    if not figure:
        return html.escape(words)
    end = _SENTENCE_END.search(words)
    cut = end.start() if end is not None else len(words)
    if inside and _bracket_closes(words[:cut]):
        # the join's own words between the bracket's last clause and the figures
        sep = translate("search.why.join", lang, clause="", then="")
        return (html.escape(words[:cut - 1]) + '<span class="schnapsen-figure">'
                f"{html.escape(sep + figure)}</span>" + html.escape(words[cut - 1:]))
    return (html.escape(words[:cut]) + f' <span class="schnapsen-figure">'
            f'({html.escape(figure)})</span>' + html.escape(words[cut:]))


def _bracket_closes(words: str) -> bool:
    """Whether ``words`` end by closing a bracket opened within them."""
    if not words.endswith(")"):
        return False
    depth = 0
    for ch in reversed(words):
        depth += (ch == ")") - (ch == "(")
        if depth == 0:
            return True
    return False


def figured(segments: Segments) -> str:
    """Sentences as escaped HTML, each with its figures in the small type of the hint list
    before its full stop (:func:`with_figure`): the one renderer of "reason + figure" for
    the hints, the grades of the guided hands and the review."""
    return " ".join(with_figure(words, figure, inside=True) for words, figure in segments if words)


def paragraphs(lines: Iterable[str | Segments], cls: str = "schnapsen-status",
               heading: str = "") -> str:
    """Escaped lines of text as HTML paragraphs, under an optional bold heading; a line may be
    :data:`Segments` (sentences with their figures apart: :func:`figured`)."""
    head = f"<strong>{html.escape(heading)}</strong>" if heading else ""
    body = "".join(f'<p style="margin:0.15em 0">'
                   f'{html.escape(line) if isinstance(line, str) else figured(line)}</p>'
                   for line in lines if line)
    return f'<div class="{cls}">{head}{body}</div>'


def style_box(css: str) -> Any:
    """An invisible ``HTML`` widget holding a ``<style>`` sheet: the widgets' own look, which
    then travels with them into the static page and into the live panel alike."""
    return W.HTML(value=f"<style>{css}</style>", layout=W.Layout(display="none"))


def card_picture(
    card: Card, style: Style, lang: str, highlight: Highlight | None = None
) -> str:
    """A card's picture as a ``data:`` URL (for a CSS background), its corner letters in
    ``lang``; ``highlight`` as in :func:`schnapsen.render.card_svg` (``legal``: green
    frame)."""
    svg = card_svg(card, style, width=60, highlight=highlight,
                   names=names_for(lang))
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode("ascii")


class Panel:
    """What every widget of the book shares: it shows its ``ui`` when it is the last value of
    a cell, and speaks the language it was made with (``lang``)."""

    ui: Any
    lang: str

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.ui._repr_mimebundle_(**kwargs)

    def _t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)


class HistoryEvent(NamedTuple):
    """An event of the deal so far (:func:`history_events`): ``kind`` ``exchange`` (``seat``
    gave the trump ``rank`` for the turned ``card``), ``close`` (``seat`` closed the talon),
    ``marriage`` (``seat`` announced the marriage in ``suit``, worth ``points``), ``claim``
    (``seat`` claimed the target, ``points``, ending the deal) or ``trick`` (trick ``number``,
    from 1, completed: ``trick``; ``seat`` its winner)."""

    kind: str
    seat: int
    card: Card | None = None
    rank: Rank | None = None
    suit: Suit | None = None
    points: int = 0
    number: int = 0
    trick: Trick | None = None


def history_events(deal: Deal, seat: int) -> list[HistoryEvent]:
    """The deal so far as ``seat`` saw it, in order: each exchange of the trump card (who
    made it, the turned card taken), each close of the talon (who), each marriage announced
    or shown with a claim (who, in which suit, its points) and each trick completed.
    Everything here was public: no hidden card is named. The play widget, the close trainer
    and the puzzles tell their history from it."""
    obs = deal.observation(seat)
    tricks = obs.tricks
    trump = obs.trump
    face_up = obs.turned_up[0] if obs.turned_up else None  # the turned trump card
    rank = deal.variant.exchange_rank
    marriages = list(obs.marriages)
    out: list[HistoryEvent] = []
    done = played = 0  # tricks told, cards seen of the next one

    def leader() -> int | None:
        """Who leads the next trick: its leader once played, else the seat on lead now."""
        if done < len(tricks):
            return tricks[done].leader
        if obs.current_trick:
            return obs.current_trick[0][0]
        return obs.to_move

    for move in obs.history:
        kind = move.kind
        if kind == MoveKind.EXCHANGE and face_up is not None and trump is not None:
            who = leader()
            if who is not None and rank is not None:
                out.append(HistoryEvent("exchange", who, card=face_up, rank=rank))
                face_up = Card(trump, rank)  # the exchanged card lies face up now
        elif (kind == MoveKind.MARRIAGE and move.card is not None
              or kind == MoveKind.CLAIM) and marriages:
            # a marriage announced with its lead card, or shown with a claim (the last one)
            by, suit, points = marriages.pop(0)
            out.append(HistoryEvent("marriage", by, suit=suit, points=points))
        elif kind == MoveKind.CLOSE:
            who = leader()
            if who is not None:
                out.append(HistoryEvent("close", who))
        if kind == MoveKind.CLAIM and deal.result is not None and deal.result.claimer is not None:
            # the claim that ended the deal, whoever made it (a bot's too): after the marriage
            # it showed, if any
            out.append(HistoryEvent("claim", deal.result.claimer,
                                    points=deal.variant.target_points))
        if kind not in (MoveKind.CARD, MoveKind.MARRIAGE) or done >= len(tricks):
            continue
        played += 1
        trick = tricks[done]
        if played == len(trick.cards):
            done += 1
            played = 0
            out.append(HistoryEvent("trick", trick.winner, number=done, trick=trick))
    return out


class ProgressChannel:
    """A widget's results for the reader's progress (:mod:`schnapsen.progress`): each
    result is kept (the record's file in Jupyter, the player's copy in the browser) and shown
    as a hidden element in ``box`` (a hidden HTML widget among the widget's children), which
    the page's script reads and writes into the browser's record."""

    def __init__(self) -> None:
        import secrets

        self.box = W.HTML(layout=W.Layout(display="none"))
        self.box.add_class("sb-progress")
        self.session = secrets.token_hex(4)
        self.sent: list[str] = []

    def send(self, event: dict[str, Any]) -> None:
        from .. import progress

        progress.record(event)
        serial = f"{self.session}-{len(self.sent)}"
        self.sent = [*self.sent, progress.event_html(event, serial)][-20:]
        self.box.value = "".join(self.sent)


def loss_text(loss: float, lang: str) -> str:
    """Game points lost, as the hint and the review show them: one decimal with the
    edition's decimal mark ("1.3", hr "1,3"), none where whole
    (:func:`~schnapsen.search.grade.points_number`)."""
    from ..search.grade import points_number

    return points_number(loss, lang)


def readonly_text(value: str, label: str, rows: int = 4) -> str:
    """A read-only text box holding ``value`` (to select and copy), under its ``label``."""
    esc = html.escape
    return (f'<label style="display:block;margin:0.3em 0 0.1em">{esc(label)}'
            f'<textarea readonly class="schnapsen-export" rows="{rows}" spellcheck="false" '
            'style="display:block;width:100%;max-width:100%;box-sizing:border-box;'
            f'font-family:monospace;font-size:90%">{esc(value)}</textarea></label>')
