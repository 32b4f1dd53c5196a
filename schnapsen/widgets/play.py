"""Play a whole deal, or a whole match, against bots.

The widget holds a :class:`~schnapsen.Deal` and draws what the reader's seat may see
(``deal.observation(seat)`` and ``table_svg(..., reveal=False)``); the reader's cards are
pictures that are buttons. Every click is sent to ``deal.play``; a move the rules forbid
shows the engine's explanation and changes nothing. The bots get only their own seat's
observation. In match mode a :class:`~schnapsen.match.Match` deals and keeps the score
sheet of the tradition (a countdown, marker cards or points written up to a total).

Its parts are modules: controls (:mod:`.play_controls`), table, hand and actions
(:mod:`.play_table`), the deal's history (:mod:`.play_history`), bidding (:mod:`.play_bidding`),
status and result (:mod:`.play_status`), hint (:mod:`.play_hints`), review (:mod:`.play_review`).
A claim short of points asks first (can be switched off).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from ..bots import Bot
from ..deal import Deal
from ..errors import InvalidNotationError, SchnapsenError
from ..explain import format_message, move_label, names_only
from ..match import Match
from ..moves import Move, MoveKind
from ..render.text import Style
from ..variants import VARIANTS
from ._common import (
    Panel,
    engine_text,
    message_box,
    paragraphs,
    refusal_text,
    seat_name,
    seat_word,
    show_message,
    style_box,
)
from .play_bidding import PlayBidding
from .play_controls import BOTS, SEED_RANGE, PlayControls, TableRule
from .play_hints import HINT_BUDGET_MS, PlayHints
from .play_history import PlayHistory
from .play_review import PlayReview
from .play_status import PlayStatus
from .play_table import CSS, ENTER_KEY, PlayTable

if TYPE_CHECKING:
    from ..search.hint import Hint

__all__ = ["PlayWidget", "TableRule", "TWO_PLAYER", "ALL_VARIANTS", "BOTS", "SEED_RANGE",
           "HINT_BUDGET_MS"]

#: The two-player variants.
TWO_PLAYER: tuple[str, ...] = tuple(k for k, v in VARIANTS.items() if v.players == 2)
#: The traditions offered by default: every variant, two-player games first.
ALL_VARIANTS: tuple[str, ...] = TWO_PLAYER + tuple(k for k in VARIANTS if k not in TWO_PLAYER)


class PlayWidget(Panel):
    """A deal against bots: pick a tradition, card style and opponent, then click cards.

    Public parts (for pages and tests): ``deal``, ``ui`` (the widget to display),
    ``hand_buttons`` (card code -> Button), ``action_buttons`` (move text, or ``call`` /
    ``swap`` for the dropdown moves -> Button), ``action_choices`` (``call`` / ``swap`` ->
    Dropdown), ``message``, ``status``, ``history``, ``table``, ``new_button``,
    ``seed_input``, ``variant_select``, ``style_select``, ``bot_select``, ``hint_button``
    and ``hint_box`` (the ranked moves; ``hints``: the :class:`~schnapsen.search.Hint`
    list shown, or None), ``ask_claim`` (the switch of the question before a claim that
    cannot win), ``claim_question`` (its text, empty when not asked), ``claim_yes`` and
    ``claim_no``, ``review_button`` and ``review_box`` (a finished deal's review); the parts:
    ``controls``, ``tables``, ``story``, ``bids``, ``state``, ``hinter``, ``reviewer``;
    ``rule_boxes`` (one checkbox per :class:`TableRule` of ``rules``, in order: ticked, the
    next deal plays with its options).
    """

    hint_distinct = True  #: hints rank moves over distinct deals; the review counts the same

    deal: Deal

    def __init__(self, variant: str = "at", seed: int | None = None, style: Style = "german",
                 bot: str = "medium", seat: int = 0, lang: str = "en",
                 variants: list[str] | tuple[str, ...] | None = None,
                 rules: Sequence[TableRule] = ()) -> None:
        self.lang = lang
        self.seat = seat
        self.match: Match | None = None
        self._bots: dict[int, Bot] = {}
        self._claim_pending = False
        self.controls = c = PlayControls(lang, variant, variants or ALL_VARIANTS, seed, style,
                                         bot, seat, rules)
        self.variant_select, self.style_select, self.bot_select = (
            c.variant_select, c.style_select, c.bot_select)
        self.new_button, self.seed_input, self.seat_select = (
            c.new_button, c.seed_input, c.seat_select)
        self.match_checkbox, self.target_select, self.next_button, self.match_box = (
            c.match_checkbox, c.target_select, c.next_button, c.match_box)
        self.rules, self.rule_boxes = c.rules, c.rule_boxes
        self.tables = PlayTable(lang, self.play)
        self.table, self.ask_claim = self.tables.table, self.tables.ask_claim
        self.claim_yes, self.claim_no = self.tables.claim_yes, self.tables.claim_no
        self.story = PlayHistory(lang)
        self.bids = PlayBidding(lang)
        self.state = PlayStatus(lang)
        self.history, self.bidding = self.story.box, self.bids.box
        self.status, self.sheet = self.state.box, self.state.sheet
        self.hinter = PlayHints(lang, self._hint_blocked, self._ask_hints,
                                lambda m: move_label(m, self.lang, self.style, self.deal),
                                lambda: self.style, lambda: self.deal.is_over)
        self.hint_button, self.hint_box = self.hinter.button, self.hinter.box
        self.reviewer = PlayReview(lang, lambda: self.style).follow(self)
        self.review_button, self.review_box = self.reviewer.button, self.reviewer.box
        self.message = message_box()
        look = style_box(CSS)
        look.value += ENTER_KEY
        row = W.Layout(flex_flow="row wrap", align_items="center", max_width="100%")
        self.ui = W.VBox([look, self.tables.pictures, c.box, self.tables.box, self.message,
                          self.status, W.HBox([self.hint_button, self.review_button], layout=row),
                          self.hint_box, self.review_box, self.bidding, self.sheet,
                          self.history, self.state.done.box],
                         layout=W.Layout(max_width="900px"))
        self.ui.add_class("schnapsen-play")
        c.on_start, c.on_next, c.on_style, c.on_bot = (
            self._start, self._on_next, self._refresh, self._make_bots)
        self.hint_button.on_click(self.show_hint)
        self.claim_yes.on_click(lambda _b: self._claim_pending and self.play("claim"))
        self.claim_no.on_click(lambda _b: self._claim_short(ask=False))
        self._start()

    # -- the parts' state under the names pages and tests use ------------------------------
    style = property(lambda self: self.controls.style)
    hand_buttons = property(lambda self: self.tables.hand_buttons)
    action_buttons = property(lambda self: self.tables.action_buttons)
    action_choices = property(lambda self: self.tables.action_choices)
    _log = property(lambda self: self.story.log)
    _bids = property(lambda self: self.bids.bids)
    _pictures = property(lambda self: self.tables.pictures)
    claim_question = property(lambda self: self.tables.question.value)

    hints = property(lambda self: self.hinter.hints,
                     lambda self, value: setattr(self.hinter, "hints", value))
    _typed = property(lambda self: self.controls.typed,
                      lambda self, value: setattr(self.controls, "typed", value))

    # -- starting deals -------------------------------------------------------------------
    def _on_next(self) -> None:
        """The next deal of the match (once the current one is over)."""
        m = self.match
        if m is None or m.is_over or not self.deal.is_over:
            return
        self.deal = m.new_deal()
        self._begin()

    def _start(self) -> None:
        variant, self.seat, seed, in_match = self.controls.settings()
        if in_match:
            self.match = Match(variant, seed=seed, target=int(self.target_select.value))
            self.deal = self.match.new_deal()
        else:
            self.match = None
            self.deal = Deal.new(variant, seed=seed)
        self._begin()

    def _begin(self) -> None:
        self._make_bots()
        self.story.reset()
        self.bids.reset()
        self.hints = None
        self.reviewer.close()
        self._claim_pending = False
        show_message(self.message, "")
        self._run_bots()
        self._refresh()

    def _make_bots(self) -> None:
        seed = self.deal.seed if self.deal.seed is not None else int(self.seed_input.value)
        self._bots = self.controls.bots(seed, self.deal.variant.players, self.seat)

    # -- moves ----------------------------------------------------------------------------
    def play(self, move: Move | str) -> bool:
        """Send the reader's move to the engine; on a legal move let the bots answer.
        Returns whether the move was made (an illegal one shows why in ``message``; a claim
        the reader cannot win waits for the answer to the question, when it is asked)."""
        try:
            m = Move.parse(move)
            if m.kind == MoveKind.CLAIM and not self._claim_pending and self._claim_short():
                return False
            self._claim_pending = False
            self.tables.ask("")
            self._make(self.seat, m)
        except InvalidNotationError:  # text given to play() that is no move at all
            show_message(self.message, self._t("ui.not_a_move"))
            return False
        except SchnapsenError as err:  # a move the rules forbid here: the rule's reason
            # cards by name, the reader's seat as "you"; a second exchange: the engine's own
            show_message(self.message, refusal_text(err, self.seat, self.lang, self.style))
            return False
        self._typed = False
        show_message(self.message, "")
        self.hints = None  # the hint was for the position just left
        self.story.log = []
        self._run_bots()
        self._refresh()
        return True

    def _make(self, seat: int, move: Move) -> None:
        """Make ``seat``'s move in the deal, told in the history and the bidding (the deal
        is unchanged when the engine refuses it)."""
        deal = self.deal
        label = seat_name(seat, self.seat, self.lang, deal.variant.players, sentence=True)
        bid = self.bids.note(deal, seat, move, self.seat, label)
        self.story.before(deal, self.seat, seat, move, label)
        deal.play(move)  # a refused move raises here: nothing of it is told
        self.bids.add(bid, deal, self.seat)
        self.story.after(deal, self.seat, seat)

    def _claim_short(self, ask: bool = True) -> bool:
        """Whether to ask before this claim (:meth:`PlayTable.claim_question`): asks (or, not
        to ``ask``, takes the question away)."""
        question = self.tables.claim_question(self.deal, self.seat) if ask else ""
        self.tables.ask(question)
        self._claim_pending = bool(question)
        if question:
            self.claim_no.focus()
        return self._claim_pending

    def _run_bots(self) -> None:
        deal = self.deal
        while deal.to_move is not None and deal.to_move != self.seat:
            s = deal.to_move
            self._make(s, self._bots[s].choose(deal.observation(s)))
        if deal.is_over and self.match is not None and self.match.current is deal:
            self.match.record(deal)

    # -- hints ----------------------------------------------------------------------------
    def _hint_blocked(self) -> str:
        """Why there is no hint now ("" at the reader's turn)."""
        deal = self.deal
        if deal.is_over:
            return self._t("ui.hint.over")
        if deal.to_move != self.seat:
            return self._t("ui.hint.wait", seat=self._seat_word(deal.to_move or 0))
        return ""

    def show_hint(self, _button: Any = None) -> bool:
        """Rank the reader's legal moves (the search sees only the reader's seat) and show
        them in ``hint_box``; when it is not the reader's turn, say why. Returns whether
        hints are shown."""
        return self.hinter.show(lambda err: engine_text(
            getattr(err, "key", ""), names_only(getattr(err, "params", {})), self.lang,
            self.style))

    def _ask_hints(self) -> list[Hint]:
        """The search's ranking of the reader's moves now (:data:`SAMPLE_DEALS` deals)."""
        from ..search.hint import SAMPLE_DEALS, hint

        return hint(self.deal, seat=self.seat, worlds=SAMPLE_DEALS, distinct=self.hint_distinct)

    # -- drawing --------------------------------------------------------------------------
    def _seat(self, s: int) -> str:
        """A seat as a label ("Seat 2", "You"; "Opponent" in a game for two)."""
        return seat_name(s, self.seat, self.lang, self.deal.variant.players)

    def _seat_word(self, s: int) -> Any:
        """A seat inside a sentence ("announced by seat 2"; in a game for two "your opponent")."""
        return seat_word(s, self.seat, self.lang, self.deal.variant.players)

    def _message(self, key: str, params: dict[str, Any]) -> str:
        return format_message(key, params, self.lang, self.style)

    def _match_lines(self) -> list[str]:
        """What to do once a deal is over (the guided hands say it their own way)."""
        return self.state.match_lines(self.match, self.seat)

    def _status_lines(self) -> list[str]:
        deal = self.deal
        if deal.is_over:
            # a claim just made is the reason itself: its line in the log would say it twice
            return [*self.story.log_lines(self.style, ended=True), *self._match_lines()]
        obs = deal.observation(self.seat)
        return [*self.story.log_lines(self.style), *self.state.playing(  # then your turn
            deal, obs, self.seat, self.style, self.match is not None, self.story.log)]

    def _refresh(self) -> None:
        deal = self.deal
        obs = deal.observation(self.seat)
        names = [self._seat(s) for s in range(deal.variant.players)]
        self.tables.draw(deal, obs, self.seat, self.style, names, self._message)
        self.status.value = (self.state.result_html(deal, self.seat, self.style)
                             + paragraphs(self._status_lines()))
        self.story.draw(deal, self.seat, self.style)
        self.bids.draw(self.style)
        self.state.draw_sheet(self.match, self.seat)
        self.state.report_done(deal)
        self.hinter.draw()
        self.reviewer.offer(deal)
        self.next_button.disabled = not (
            self.match is not None and deal.is_over and not self.match.is_over)
