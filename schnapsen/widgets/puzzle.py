"""Positions to solve: checked practice puzzles (:func:`schnapsen.practice.puzzles`), one at a
time.

The reader sees a puzzle's position as its seat sees it (that seat's cards face up, the trump,
the talon, the points and the tricks so far), answers with one of the legal moves, and reads
whether it is one of the accepted answers, then the worked solution with how it was checked
(:meth:`schnapsen.practice.Puzzle.solution_text`). The puzzles and their answers are data:
this widget computes nothing but the legal moves of the position (the engine's).

The puzzles are given to the widget (``PuzzleWidget(puzzles(), lang="hr")``), as the guided
hands are to :class:`~schnapsen.widgets.guided.GuidedHandWidget`: the widgets never import the
teaching layer, which holds the puzzles and their worked solutions; the widget only needs what
:class:`Puzzle` describes.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, Protocol

import ipywidgets as W

from ..cards import Card
from ..deal import Deal
from ..errors import InvalidNotationError, SchnapsenError
from ..explain import contract_of, contract_summary, marriage_key, move_label, names_only
from ..explain_position import score_lines, stakes_line, talon_status, wrong_verdict
from ..i18n import Label
from ..i18n.base import capitalised
from ..moves import Move, MoveKind, in_hand_order
from ..render.html import join_names
from ..render.text import Style
from ..stages import BIDDING_STAGES, Stage
from ..variants import VARIANTS
from ._common import (
    Exercise,
    Panel,
    ProgressChannel,
    book_rules_badge,
    card_name,
    card_picture,
    engine_text,
    history_events,
    paragraphs,
    refusal_text,
    seat_name,
    seat_table,
    seat_word,
    show_message,
    style_box,
    suit_name,
)
from .open_board import BoardOpener
from .play_table import CSS as _PLAY_CSS
from .play_table import ENTER_KEY as _ENTER_KEY

__all__ = ["PuzzleWidget", "Puzzle", "LEVELS"]


class Puzzle(Exercise, Protocol):
    """What the widget needs of a position to solve (:class:`schnapsen.practice.Puzzle`)."""

    @property
    def theme(self) -> str: ...

    @property
    def answer(self) -> tuple[Move, ...]: ...

    @property
    def book_rule_only(self) -> bool: ...

    def is_correct(self, move: Move | str) -> bool: ...

    def solution_text(self, lang: str = "en", chosen: Move | str | None = None) -> str: ...


#: the puzzles' levels, easiest first
LEVELS = (1, 2, 3, 4, 5)
_CSS = (
    ".schnapsen-puzzle .schnapsen-puzzle-row{flex-wrap:wrap;gap:0.3em}"
    ".schnapsen-puzzle .schnapsen-puzzle-row .jupyter-button{width:auto;max-width:100%}"
)  # the table picture and the menus fit a phone by the play widget's look (fit_css)


def tradition_variant(tradition: str) -> str:
    """The two-player variant that names a tradition in the menu (``hr`` -> ``hr-2``)."""
    return tradition if tradition == "at" else f"{tradition}-2"


def _traditions(puzzles: Sequence[Puzzle]) -> list[str]:
    """The traditions of ``puzzles``, in the engine's order of the variants (at, hr, sl ...)."""
    order = list(dict.fromkeys(v.split("-")[0] for v in VARIANTS))
    found = {p.tradition for p in puzzles}
    return [t for t in order if t in found] + sorted(found - set(order))


def _menu_order(traditions: list[str], first: str | None) -> list[str]:
    """The menu's traditions with the page's own (``first``) at the head: an edition lists
    its own games first, as its other menus do (a Hungarian reader, round 27, item 20)."""
    if first is None or first not in traditions:
        return traditions
    return [first] + [x for x in traditions if x != first]


def _menu_label(tradition: str, puzzles: Sequence[Puzzle], name: Any) -> str:
    """A tradition's entry in the menu: the names of its games that have puzzles, the game for
    two first ("Hungarian Snapszer / Hungarian Snapszer for three"), so that the puzzles of
    the games for three and four are seen to be there too (a Hungarian reader, round 27, met
    them only under "All games")."""
    games = [v for v in VARIANTS if v.split("-")[0] == tradition
             and any(p.variant == v for p in puzzles)] or [tradition_variant(tradition)]
    return capitalised(" / ".join(name(f"variant.{v}") for v in games))


#: the themes whose question asks about one kind of move: asked only where it is legal
_THEME_MOVES = {
    "close": MoveKind.CLOSE,
    "exchange": MoveKind.EXCHANGE,
    "marriage": MoveKind.MARRIAGE,
    "count": MoveKind.CLAIM,
}


#: the themes whose own question ("Is a marriage worth announcing now?", "Do you exchange
#: the trump Unter first?") asks yes or no of the move that is the answer of every puzzle of
#: the theme: asked "What do you play now?" instead (round 29, new reader worst 1)
_ANSWER_NAMED = frozenset(("marriage", "exchange"))


def question_theme(theme: str, deal: Deal) -> str:
    """The theme whose question fits the position: the puzzle's own, unless it asks about a
    move the seat cannot make here (a contract once the bidding is over, closing a talon
    that is closed ...); then which card to lead, or to play to the trick on the table. A
    theme whose question would give the answer away (:data:`_ANSWER_NAMED`) asks ``play``:
    what the reader plays now; the last tricks, where the reader plays to a trick already led,
    ask which card to play to it (``follow``)."""
    legal = deal.legal_moves()
    if theme in _THEME_MOVES:
        fits = any(m.kind == _THEME_MOVES[theme] for m in legal)
    elif theme == "contract":
        fits = deal.stage in BIDDING_STAGES or any(
            contract_of(deal, m) is not None for m in legal)
    else:
        fits = True
    if fits and theme in _ANSWER_NAMED:
        return "play"
    if theme == "last_tricks" and deal.stage == Stage.PLAY and deal.current_trick:
        # one card to play to the trick on the table: asked as such, not "How do you play
        # the last tricks?" (round 31, hr 11, cs 11)
        return "follow"
    if fits or deal.stage != Stage.PLAY:
        return theme
    return "follow" if deal.current_trick else "lead"


class PuzzleWidget(Panel):
    """Positions to solve: ``PuzzleWidget(puzzles(), tradition=None, lang="en", start=0)``.

    ``puzzles`` are the positions offered, in their order (:func:`schnapsen.practice.puzzles`
    gives them easiest first); the menus ``tradition`` (one of theirs: ``at``, ``hr``, ``sl``,
    ``hu``, ``cs``, or None for all) and ``level`` (1-5 or None) choose among them; ``start``
    is the index of the first one shown. Each legal move of the position is a button: the
    cards as card pictures (their names as the buttons' text), the other moves (closing,
    exchanging, a marriage, claiming, a contract) labelled in words. A click says whether the
    move is one of the accepted answers (``verdict`` ``right`` / ``wrong``) and shows the worked
    solution; *Try again* hides it, *Next* and *Previous* move through the puzzles.

    Public parts: ``ui``, ``puzzles`` (all given), ``puzzle`` (the
    :class:`~schnapsen.practice.Puzzle` shown, None when the menus leave none), ``index``,
    ``shown_puzzles``, ``deal`` (a fresh deal at the
    position), ``seat``, ``answer`` (the move clicked), ``verdict``, ``verdict_text``,
    ``tradition_select``, ``level_select``, ``heading``, ``rules_box`` (the book's rules the
    position plays, where its game's source reads them otherwise:
    :func:`~schnapsen.widgets._common.book_rules_badge`), ``table``, ``status``, ``question``,
    ``card_buttons`` and ``action_buttons`` (by move text), ``message``, ``solution``,
    ``previous_button``, ``again_button``, ``next_button``; ``choose(move)`` answers as a click
    does, ``position_lines()`` gives the position in words.
    """

    deal: Deal

    def __init__(
        self,
        puzzles: Sequence[Puzzle],
        tradition: str | None = None,
        lang: str = "en",
        start: int = 0,
        level: int | None = None,
        style: Style = "german",
    ) -> None:
        self.lang = lang
        self.style: Style = style
        t = self._t
        self.puzzles: list[Puzzle] = list(puzzles)
        traditions = _traditions(self.puzzles)
        if tradition is not None and tradition not in traditions:
            raise SchnapsenError(f"unknown tradition {tradition!r}; the traditions of these "
                                 f"puzzles are {', '.join(traditions)}",
                                 "practice.error.tradition")
        if level is not None and level not in LEVELS:
            raise SchnapsenError(f"unknown level {level!r}; the levels are 1 to 5",
                                 "practice.error")
        # the reader's record (in Jupyter and in the browser's player; none in the web page's
        # picture): the puzzles missed before come first
        from .. import progress

        record = progress.current()
        missed = progress.missed_items(self.puzzles, record)
        # the page's own tradition's missed puzzles first, then the others' (round 18: a
        # Croatian page opened on the Hungarian set for a Hungarian puzzle missed)
        missed.sort(key=lambda x: x.tradition != tradition)
        self.puzzles = missed + [x for x in self.puzzles if not any(x is m for m in missed)]
        #: the puzzles the record has as missed: each says so when it is shown again
        self.missed_before: set[str] = {str(getattr(x, "id", "")) for x in missed}
        # a reader who missed a puzzle finds it again first: the widget opens on it, at every
        # level (unless the page asks for a puzzle by ``start``, as a worked example does);
        # a page of one tradition stays on its set, where its own missed puzzles come first
        # (the others' come first in their own sets, or with every tradition shown)
        again = next((x for x in missed if tradition is None or x.tradition == tradition), None)
        if again is not None and not start and level is not None and level != again.level:
            level = None
        self.progress = ProgressChannel()
        self.tradition_select = W.Dropdown(
            options=[(t("ui.puzzle.all_traditions"), "")]
            + [(_menu_label(x, self.puzzles, t), x) for x in _menu_order(traditions, tradition)],
            value=tradition or "",
            description=t("ui.tradition"),
            layout=W.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        )
        self.level_select = W.Dropdown(
            options=[(t("ui.puzzle.all_levels"), 0)]
            + [(t("ui.puzzle.level_option", level=n), n) for n in LEVELS],
            value=level or 0,
            description=t("ui.puzzle.level_menu"),
            layout=W.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        )
        self.heading = W.HTML()
        # the book's rules the position plays where its game's source reads them otherwise
        # (hu-2, cs-2: round 29), in a small line under the heading
        self.rules_box = W.HTML(layout=W.Layout(max_width="100%"))
        self.table = W.HTML(layout=W.Layout(max_width="100%"))
        self.status = W.HTML()
        self.question = W.HTML()
        self._pictures = W.HTML(layout=W.Layout(display="none"))
        self.card_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.action_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.action_box.add_class("schnapsen-puzzle-row")
        self.message = W.HTML()
        self.solution = W.HTML()
        self.previous_button = W.Button(description=t("ui.puzzle.previous"),
                                        layout=W.Layout(width="auto"))
        self.again_button = W.Button(description=t("ui.puzzle.again"),
                                     layout=W.Layout(width="auto"))
        self.next_button = W.Button(description=t("ui.puzzle.next"), button_style="primary",
                                    layout=W.Layout(width="auto"))
        # the analysis board below, set up at the puzzle's position
        self.opener = BoardOpener(lang, lambda: self.style,
                                  lambda: self.deal.to_text() if self.puzzle else None)
        nav = W.HBox([self.previous_button, self.again_button, self.next_button,
                      self.opener.button], layout=W.Layout(flex_flow="row wrap"))
        nav.add_class("schnapsen-puzzle-row")
        menus = W.HBox([self.tradition_select, self.level_select],
                       layout=W.Layout(flex_flow="row wrap"))
        menus.add_class("schnapsen-puzzle-row")
        look = style_box(_PLAY_CSS + _CSS)
        look.value += _ENTER_KEY
        self.card_buttons: dict[str, Any] = {}
        self.action_buttons: dict[str, Any] = {}
        self.puzzle: Puzzle | None = None
        self.shown_puzzles: list[Puzzle] = []
        self.index = 0
        self.seat = 0
        self.answer: Move | None = None
        self.verdict: str | None = None
        self.verdict_text = ""
        self.ui = W.VBox(
            [look, self._pictures, menus, self.heading, self.rules_box, self.table, self.status,
             self.question, self.card_box, self.action_box, self.message, self.solution, nav,
             self.opener.box, self.progress.box],
            layout=W.Layout(max_width="900px"),
        )
        # the play widget's look for the card buttons (and its Enter key) applies here too
        self.ui.add_class("schnapsen-play")
        self.ui.add_class("schnapsen-puzzle")
        self.previous_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.again_button.on_click(lambda _b: self.again())
        self.tradition_select.observe(self._on_menu, names="value")
        self.level_select.observe(self._on_menu, names="value")
        self._select()
        self.go(start)

    # -- choosing puzzles ---------------------------------------------------------------
    def _select(self) -> None:
        tradition = self.tradition_select.value or None
        level = self.level_select.value
        self.shown_puzzles = [p for p in self.puzzles
                              if (tradition is None or p.tradition == tradition)
                              and (not level or p.level == level)]

    def _on_menu(self, _change: Any = None) -> None:
        self._select()
        self.go(0)

    def go(self, index: int) -> None:
        """Show the puzzle at ``index`` of the chosen ones (kept within them)."""
        total = len(self.shown_puzzles)
        self.index = max(0, min(index, total - 1)) if total else 0
        self.puzzle = self.shown_puzzles[self.index] if total else None
        self.previous_button.disabled = self.index == 0
        self.next_button.disabled = self.index >= total - 1
        self.again_button.disabled = True
        if self.puzzle is None:
            self.heading.value = self.rules_box.value = ""
            self.table.value = self.status.value = self.question.value = ""
            self.card_box.children = ()
            self.action_box.children = ()
            self.card_buttons, self.action_buttons = {}, {}
            self.solution.value = ""
            show_message(self.message, self._t("ui.puzzle.none"), "info")
            return
        self.deal = self.puzzle.deal
        self.seat = self.puzzle.seat
        self.again()

    def again(self) -> None:
        """The same puzzle afresh: the answer and the solution hidden, the moves enabled."""
        self.answer = None
        self.verdict = None
        self.verdict_text = ""
        self.solution.value = ""
        show_message(self.message, "")
        self.again_button.disabled = True
        if self.puzzle is not None:
            if getattr(self.puzzle, "id", None) in self.missed_before:
                show_message(self.message, self._t("ui.puzzle.missed_before"), "info")
            self._draw()

    # -- drawing --------------------------------------------------------------------------
    def _seat(self, s: int) -> Label:
        """A seat's label, the reader's marked as the reader: a verb that agrees with it is in
        the second person ("te vitted el", never "… vitte el"). Under the hand the label
        names the seat too ("Te (2. játékos)"); inside a sentence or a card's brackets the
        reader is "te" alone (round 15: "makk tízes (te (a 2. játékos))" nested brackets)."""
        if s == self.seat:
            return Label(self._t("ui.puzzle.you_seat", seat=s), you=True,
                         word=self._t("ui.you.word"))
        return seat_name(s, None, self.lang)

    def _name(self, card: Card) -> str:
        return card_name(card, self.style, self.lang)

    def _played(self, seat: int, card: Card) -> str:
        """A card with who played it ("Ten of Leaves (seat 2)", "Ober of Hearts (you)")."""
        key = "ui.puzzle.played.you" if seat == self.seat else "ui.puzzle.played"
        return self._t(key, seat=seat, card=self._name(card))

    def _draw(self) -> None:
        p = self.puzzle
        assert p is not None
        deal = self.deal
        t = self._t
        heading = t("ui.puzzle.heading", number=self.index + 1, total=len(self.shown_puzzles),
                    level=p.level, variant=t(f"variant.{p.variant}"))
        if p.book_rule_only:  # a deal the source's game would have ended (round 33, cs)
            heading += " · " + t("ui.puzzle.heading.book_claim",
                                 target=deal.variant.target_points)
        self.heading.value = paragraphs([heading], "schnapsen-puzzle-heading")
        self.rules_box.value = book_rules_badge(deal.variant, "positions", self.lang)
        names = [self._seat(s) for s in range(deal.variant.players)]
        self.table.value = seat_table(deal, self.seat, self.style, self.lang, names)
        self.status.value = paragraphs(self.position_lines())
        # a contract among the moves (snapszer is one) says what it asks and brings, from its
        # data
        offered = [contract_of(deal, m) for m in deal.legal_moves()]
        solo = deal.variant.teams == "single"  # a game for two: the bidder's one opponent
        self.question.value = paragraphs(
            [t(f"ui.puzzle.question.{question_theme(p.theme, deal)}",
               target=deal.variant.target_points),
             *(contract_summary(c, self.lang, solo) for c in offered if c is not None),
             # "your side" only where the reader has one (hu "hozza neked" in a game for two)
             t("ui.puzzle.choose.solo" if solo else "ui.puzzle.choose")],
            "schnapsen-puzzle-question")
        self._draw_moves()

    def _draw_moves(self) -> None:
        # the card buttons in the order the hand above them is drawn
        legal = in_hand_order(self.deal.legal_moves(), self.deal.observation(self.seat).hand)
        cards: dict[str, Any] = {}
        actions: dict[str, Any] = {}
        rules: list[str] = []
        for m in legal:
            if m.kind == MoveKind.CARD and m.card is not None:
                card = m.card
                look = f"schnapsen-pic-{self.style}-{card.code}-legal"
                name = self._name(card)
                button = W.Button(description=name, tooltip=name, button_style="success")
                button.add_class("schnapsen-card-pic")
                button.add_class("schnapsen-legal")
                button.add_class(look)
                url = card_picture(card, self.style, self.lang, "legal")
                rules.append(f'.schnapsen-puzzle .{look}{{background-image:url("{url}")}}')
                cards[str(m)] = button
            else:
                # a claim is labelled as on the play table ("Claim 66", sl "Dovolj (66)":
                # sl reader 25 found the puzzle's own name for the same button)
                label = (self._t("ui.action.claim") if m.kind == MoveKind.CLAIM else
                         capitalised(move_label(m, self.lang, self.style, self.deal)))
                button = W.Button(description=label, tooltip=label,
                                  button_style="warning" if m.kind == MoveKind.MARRIAGE
                                  else "info", layout=W.Layout(width="auto"))
                actions[str(m)] = button
            button.on_click(lambda _b, move=str(m): self.choose(move))
        self._pictures.value = f"<style>{''.join(rules)}</style>"
        self.card_buttons, self.action_buttons = cards, actions
        self.card_box.children = tuple(cards.values())
        self.action_box.children = tuple(actions.values())

    def position_lines(self) -> list[str]:
        """What the puzzle's seat knows, in words: whose move, trump, talon, every seat's
        points and tricks, a contract or a called card (while it decides the sides), the deal
        so far in order (tricks, exchanges of the trump card, marriages; as the close trainer
        tells it: :func:`~schnapsen.widgets._common.history_events`) and the cards on the
        table."""
        p = self.puzzle
        if p is None:
            return []
        deal = self.deal
        obs = deal.observation(self.seat)
        t = self._t
        lines = [t("ui.puzzle.to_move", seat=self.seat)]
        contract = next((c for c in deal.variant.contracts if c.name == obs.contract), None)
        if contract is not None and not contract.trumps:
            lines.append(t("ui.status.no_trumps_contract"))
        elif obs.trump is not None:
            lines.append(t("ui.status.trump", suit=suit_name(obs.trump, self.style, self.lang)))
        stakes = stakes_line(deal, self.lang)
        if stakes:  # a kontra given in the bidding: what the game points count
            lines.append(stakes)
        talon = talon_status(deal, self.seat, self.lang)
        if talon:  # in a game without drawing, the cards that lie aside
            lines.append(talon)
        if obs.contract is not None and obs.contract_seat is not None:
            lines.append(engine_text("ui.status.contract",
                                     {"contract": obs.contract,
                                      "seat": seat_word(obs.contract_seat, self.seat,
                                                        self.lang)}, self.lang))
        if obs.called_card is not None and not obs.contract_alone:
            # a contract played alone leaves the called card nothing to decide
            # and who called it (sl reader: the task named neither)
            lines.append(t("ui.status.called_by", card=self._name(obs.called_card),
                           seat=seat_word(obs.declarer, self.seat, self.lang)))
        lines += self._score_lines()
        if obs.pending_points:
            lines.append(t("ui.status.pending", points=obs.pending_points))
        and_ = t("ui.result.and")
        # the deal so far in order, as the close trainer tells it: the tricks, each exchange
        # of the trump card (who, which card) and each marriage announced
        for event in history_events(deal, self.seat):
            who = "you" if event.seat == self.seat else "other"
            if event.kind == "exchange":
                lines.append(engine_text(f"ui.puzzle.exchange.{who}", names_only(
                    {"seat": event.seat, "rank": event.rank, "card": event.card}),
                    self.lang, self.style))
            elif event.kind == "marriage":
                lines.append(engine_text(marriage_key(f"ui.puzzle.marriage.{who}",
                                                      event.points),
                                         {"seat": event.seat, "suit": event.suit,
                                          "points": event.points}, self.lang, self.style))
            elif event.trick is not None:  # who played which card (the round-14 new user)
                cards = join_names([self._played(p, c) for p, c in zip(
                    event.trick.seats, event.trick.cards, strict=True)], and_)
                lines.append(t(f"ui.puzzle.trick.{who}", number=event.number, cards=cards,
                               seat=event.seat))
        if obs.current_trick:
            lines.append(t("ui.puzzle.on_table", cards=join_names(
                [self._played(s, c) for s, c in obs.current_trick], and_)))
        return lines

    def _score_lines(self) -> list[str]:
        """Whose points and tricks, as the table picture gives them: each seat its own, or,
        once the sides are known and one has more than one seat, each side's
        (:func:`~schnapsen.explain_position.score_lines`, which the position of the day
        shares)."""
        return score_lines(self.deal, self.seat, self.lang, self._seat)

    # -- answers --------------------------------------------------------------------------
    def choose(self, move: Move | str) -> None:
        """The reader's answer: right or wrong, then the worked solution. A move that is not
        legal here, or not a move at all, is refused with its reason."""
        p = self.puzzle
        if p is None:
            return
        try:
            m = Move.parse(move)
            if m not in self.deal.legal_moves():
                p.deal.play(m)  # a fresh deal at the position: the rule's reason, raised
                show_message(self.message, self._t("ui.not_a_move"))
                return
            right = p.is_correct(m)
            # the solution tells why the reader's own move is worse, where it is a wrong one
            # (round 29: the Ace of Hearts chosen, the Ten of Hearts explained)
            solution = p.solution_text(self.lang, chosen=m)
        except InvalidNotationError:  # text that is no move at all
            show_message(self.message, self._t("ui.not_a_move"))
            return
        except SchnapsenError as err:  # the engine's reason, in words
            show_message(self.message, refusal_text(err, self.seat, self.lang, self.style))
            return
        self.answer = m
        self.verdict = "right" if right else "wrong"
        said = move_label(m, self.lang, self.style, self.deal)
        right_key = "ui.puzzle.right" if len(p.answer) > 1 else "ui.puzzle.right.only"
        self.verdict_text = (self._t(right_key, choice=said) if right else
                             wrong_verdict(self.deal, self.seat, m, said, self.lang,
                                           self.style))
        show_message(self.message, self.verdict_text, "success" if right else "warning")
        self.solution.value = (
            f'<div class="schnapsen-puzzle-solution"><strong>'
            f'{html.escape(self._t("ui.puzzle.solution"))}</strong>'
            f'<p style="margin:0.15em 0">{html.escape(solution)}</p></div>')
        self.again_button.disabled = False
        for b in (*self.card_buttons.values(), *self.action_buttons.values()):
            b.disabled = True
        pid = getattr(p, "id", None)
        if isinstance(pid, str):
            self.progress.send({"type": "puzzle", "id": pid,
                                "result": "solved" if right else "missed"})
            if right:
                self.missed_before.discard(pid)
