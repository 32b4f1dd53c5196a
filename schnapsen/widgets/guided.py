"""A guided hand: a chosen deal played by the reader against seeded bots, with the search as
a coach (:func:`schnapsen.practice.guided_hands`).

The widget is a :class:`~schnapsen.widgets.play.PlayWidget` whose deal comes from the hand's
data (variant, dealer, deck) and whose bots are the hand's own (seeded, so the same moves of
the reader meet the same answers). Before a key decision of the hand (found by position: the
moves so far are those of the hand's expected line) it shows what to think about; after every
move of the reader in the card play it grades the move with :func:`schnapsen.search.hint` on
the position before it (:func:`schnapsen.practice.grade`: best, good, or a mistake costing so
many expected game points) and says why; at the end it lists the key moments. "Try again"
deals the same cards again.

A grade judges a fixed number of sampled worlds (:data:`schnapsen.search.grade.GRADE_WORLDS`)
drawn from a seed made of the position, never a time budget: the same move in the same position
gets the same grade and numbers on every run and machine (the hint button here ranks the moves
the same way, so that the hint and the grade agree).

The bots play the same answers to the same moves, so the play leaves the hand's expected line
only where the reader's moves differ from it; a key decision met only on that line may then
not come up. The summary names each such decision (what it was about, and in which trick),
where the play left the line, and suggests "Try again" to meet it.

The hands are given to the widget (``GuidedHandWidget(guided_hands(first="at"))``: every
tradition's hands, the Austrian ones first; ``guided_hands("at")``: only those): the widgets
never import the teaching layer, which holds the hands and their "think about" words; the
widget only needs what :class:`Hand` and :class:`Step` describe.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import ipywidgets as W

from ..bots import Bot
from ..deal import Deal
from ..errors import InvalidNotationError, SchnapsenError
from ..explain import move_act, move_label
from ..i18n import MESSAGES, Sentence, and_list
from ..i18n.base import capitalised
from ..moves import Move, MoveKind
from ..render.text import Style
from ..search.grade import GRADE_WORLDS, Grade, grade, points_message, signed_points
from ..search.hint import Hint, hint
from ..stages import Stage
from ..variants import find_variant
from ._common import Exercise, ProgressChannel, book_rules_badge, paragraphs, seat_word
from .open_board import BoardOpener
from .play import PlayWidget
from .play_hints_text import details

__all__ = ["GuidedHandWidget", "Moment", "Hand", "Step"]


class Step(Protocol):
    """A key decision of a hand (:class:`schnapsen.practice.GuidedStep`)."""

    @property
    def index(self) -> int: ...
    @property
    def best(self) -> Sequence[Move]: ...
    @property
    def key(self) -> str: ...
    @property
    def params(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def gap(self) -> float: ...

    def text(self, lang: str = "en", players: int = 0, deal: Deal | None = None,
             seat: int | None = None) -> str: ...

    def about(self, lang: str = "en") -> str: ...


class Hand(Exercise, Protocol):
    """What the widget needs of a guided hand (:class:`schnapsen.practice.GuidedHand`)."""

    @property
    def bot(self) -> str: ...
    @property
    def seed(self) -> int: ...
    @property
    def steps(self) -> Sequence[Step]: ...
    @property
    def line(self) -> Sequence[Move]: ...

    def bots(self) -> dict[int, Bot]: ...

    def on_line(self, deal: Deal) -> bool: ...

    def step_at(self, deal: Deal, hints: Sequence[Hint] | None = None) -> Step | None: ...


@dataclass(frozen=True)
class Moment:
    """A graded move of the reader: its index in the deal's moves, the key decision it
    answered (None: not one; a step of the hand's line, or one the coach found off it), its
    grade and the number of the trick it was made in."""

    index: int
    step: Step | None
    grade: Grade
    trick: int = 0


class GuidedHandWidget(PlayWidget):
    """Guided hands (``hands``, easiest first): a menu of hands, the table as the reader's
    seat sees it, a "think about" box before key decisions, a grade after each move, a
    summary at the end and "Try again".

    Public parts beyond :class:`PlayWidget`'s: ``hands``, ``hand`` (the one being played),
    ``hand_select``, ``try_again_button``, ``think_box``, ``grade_box``, ``summary_box``,
    ``intro``, ``rules_box`` (the book's rules the hand plays, where its game's source reads
    them otherwise: :func:`~schnapsen.widgets._common.book_rules_badge`) and ``moments`` (the
    reader's graded moves, in order).
    """

    #: the grades rank over deals drawn with repeats (the hands' lines were found that way):
    #: the review after the hand does the same
    hint_distinct = False

    def __init__(
        self,
        hands: Sequence[Hand],
        style: Style = "german",
        lang: str = "en",
        worlds: int = GRADE_WORLDS,
    ) -> None:
        self.lang = lang
        self.hands = list(hands)
        if not self.hands:
            raise SchnapsenError("there are no guided hands to play", "guided.ui.error.none")
        self.hand = self.hands[0]
        self.worlds = worlds
        self.moments: list[Moment] = []
        # the grader's ranking of the reader's position now, with the key decision there
        # (None: not asked yet), by the number of moves made: computed once per decision and
        # shared by the coach (off the line), the hint button and the grade
        self._ranked: tuple[int, list[Hint], Step | None] | None = None
        t = self._t
        numbers: dict[str, int] = {}
        options = []
        for i, h in enumerate(self.hands):
            numbers[h.tradition] = numbers.get(h.tradition, 0) + 1
            options.append((self._option(h, numbers[h.tradition]), i))
        # a native menu cannot wrap its text: the labels are short ("3 · Austrian · level 2"),
        # so that a phone's row (390 px) shows the menu's name and its longest label whole
        self.hand_select = W.Dropdown(options=options, value=0, description=t("guided.ui.pick"),
                                      layout=W.Layout(width="auto", max_width="100%"),
                                      style={"description_width": "initial"})
        self.try_again_button = W.Button(description=t("guided.ui.try_again"),
                                         tooltip=t("guided.ui.try_again.tooltip"),
                                         layout=W.Layout(width="auto"))
        self.intro = W.HTML()
        # the book's rules a hand of a game whose source reads them otherwise plays (hu-2,
        # cs-2: round 29), in a small line under the menu; empty for the others
        self.rules_box = W.HTML(layout=W.Layout(max_width="100%"))
        self.think_box = W.HTML(layout=W.Layout(max_width="100%"))
        self.grade_box = W.HTML(layout=W.Layout(max_width="100%"))
        self.summary_box = W.HTML(layout=W.Layout(max_width="100%"))
        self.progress = ProgressChannel()
        self._reported = False
        h = self.hand
        super().__init__(variant=h.variant, seed=h.seed, style=style, bot=h.bot, seat=h.seat,
                         lang=lang, variants=[h.variant])
        children = list(self.ui.children)
        # the analysis board below, set up at the position now (the moves so far with it)
        self.opener = BoardOpener(lang, lambda: self.style, lambda: self.deal.to_text())
        # the play widget's controls (tradition, deal number, seat, match) give way to the menu
        children[2] = W.HBox(
            [self.hand_select, self.style_select, self.try_again_button, self.opener.button],
            layout=W.Layout(flex_flow="row wrap", align_items="center", max_width="100%"))
        children[3:3] = [self.rules_box, self.intro]
        at = children.index(self.message)
        # the grade of the move just made before the prompt for the next one (round 33, hu,
        # a new user: the next prompt above the last grade read as that grade's rule)
        children[at:at] = [self.grade_box, self.think_box]
        at = children.index(self.status)  # the result and its reason first, then the summary
        children.insert(at + 1, self.summary_box)
        children += [self.opener.box, self.progress.box]
        self.ui.children = tuple(children)
        self.hand_select.observe(self._on_hand, names="value")
        self.try_again_button.on_click(self.try_again)
        # a hand the reader began and did not finish (the reader's record): the menu opens on
        # it, from its start
        from .. import progress

        begun = progress.begun_hands(progress.current())
        where = {getattr(h, "id", None): i for i, h in enumerate(self.hands)}
        left = next((where[b] for b in begun if b in where), None)
        if left is not None and left != self.hand_select.value:
            self.hand_select.value = left

    # -- starting ---------------------------------------------------------------------------
    def _option(self, hand: Hand, number: int) -> str:
        """The hand's label in the menu: its number in its tradition's set, the tradition in a
        word (with the number of players in a game for more than two) and the level."""
        t = self._t
        game = t(f"guided.ui.game.{hand.tradition}")
        players = find_variant(hand.variant).players
        own = f"guided.ui.game.{hand.tradition}.players.{players}"
        menu = f"guided.ui.game.menu.{hand.variant}"
        if menu in MESSAGES:  # the game's own short menu name, as its edition chooses it to
            game = t(menu)  # fit a phone's row (round 33, hr 11: "hrvatski šnaps")
        elif own in MESSAGES:  # a game named as its chapter names it (hu "hármas snapszer")
            game = t(own)
        elif players > 2:
            game = t(f"guided.ui.game.players.{players}", game=game)
        elif f"guided.ui.game.{hand.tradition}.two" in MESSAGES:  # hu "magyar kettes"
            game = t(f"guided.ui.game.{hand.tradition}.two")
        return t("guided.ui.pick.option", number=number, game=game, level=hand.level)

    def _on_hand(self, _change: Any = None) -> None:
        self.hand = self.hands[int(self.hand_select.value)]
        self._start()

    def try_again(self, _button: Any = None) -> None:
        """The same hand again from its start: the same cards, the same bots."""
        self._start()

    def _start(self) -> None:
        self._typed = False
        self._ranked = None
        self.match = None
        self.match_box.layout.display = "none"
        self.seat = self.hand.seat
        self.deal = self.hand.deal
        self.moments = []
        self._reported = False
        self._begin()

    def _make_bots(self) -> None:
        self._bots = self.hand.bots()

    # -- moves ------------------------------------------------------------------------------
    def play(self, move: Move | str) -> bool:
        """The reader's move, graded first when it is a legal move of the card play."""
        deal = self.deal
        moment = None
        if deal.to_move == self.seat and not deal.is_over:
            try:
                m = Move.parse(move)
            except InvalidNotationError:
                m = None
            if m is not None and m in deal.legal_moves():
                # a bid and a trump call graded too, as the review grades them (round 33, hu
                # worst 1: the summary's tally left the trump call out, the review's had it),
                # in trick 0 (the bidding)
                play = deal.stage == Stage.PLAY
                hints = (self._ask_hints() if play
                         else hint(deal, seat=self.seat, worlds=self.worlds))
                moment = Moment(len(deal.moves), self._step_here(), grade(hints, m, deal),
                                len(deal.tricks) + 1 if play else 0)
        if moment is not None:
            self.moments.append(moment)
        made = super().play(move)
        if not made and moment is not None and self.moments[-1:] == [moment]:
            self.moments.pop()  # not made (a claim short of 66 waits for its question)
        hid = getattr(self.hand, "id", None)
        if (made and moment is not None and self.moments == [moment] and not self.deal.is_over
                and isinstance(hid, str)):
            # the reader's first move in the hand: begun, not finished (the front page's
            # "continue where you left off" leads back here until the hand's result comes)
            self.progress.send({"type": "guided_begun", "id": hid})
        return made

    # -- drawing ----------------------------------------------------------------------------
    def _measure_said(self, moment: Moment) -> bool:
        """Whether an earlier grade of this hand said what the figures of ``moment``'s grade
        measure (the same words: "expected game points over 4 likely deals ..."): the grade
        then gives its figures alone (cs reader, round 25: the measure after every move)."""
        measure = moment.grade.measure(self.lang)
        return any(mo.grade.measure(self.lang) == measure for mo in self.moments
                   if mo.index < moment.index)

    def _figures(self, g: Grade) -> str:
        """The grade's figures without their measure (``guided.ui.grade.value(s)``), said
        behind the grade's "In figures" toggle."""
        # two decimals where the two show alike at one (round 31, hu "+0,3, a tiédé +0,3")
        mine = signed_points(g.hint.value, self.lang, g.places())
        if g.kind == "best":
            return self._t("guided.ui.grade.value", mine=mine)
        # the better move's name may open the sentence ("The Ober of Hearts is worth ...")
        return capitalised(self._t("guided.ui.grade.values", mine=mine,
                                   best=signed_points(g.best.value, self.lang, g.places()),
                                   better=move_label(g.best.move, self.lang, self.style)))

    def _refresh(self) -> None:
        super()._refresh()
        deal = self.deal
        t = self._t
        h = self.hand
        # the key decisions of the hand chosen in the menu, what each is about (the page above
        # walks through the first hand only; the round-12 reader saw its decisions while
        # playing another)
        # with the trick each comes in on the line (a reader took the first lead for the first)
        about = "; ".join(
            f"{n}. " + t("guided.ui.step.at", about=step.about(self.lang),
                         trick=self._trick_at(step.index))
            for n, step in enumerate(h.steps, 1))
        self.rules_box.value = book_rules_badge(deal.variant, "hands", self.lang)
        self.intro.value = paragraphs(
            # a hand for two has one opponent: the singular (not "the other seats")
            [t("guided.ui.intro.two" if deal.variant.players == 2 else "guided.ui.intro",
               level=h.level, seat=seat_word(h.seat, None, self.lang)),
             t("guided.ui.steps", list=about),
             t("guided.ui.intro.off")])
        step = self._step_here()
        self.think_box.value = (paragraphs([self._think(step)],
                                           "schnapsen-think",
                                           t("guided.ui.think.next" if self.moments
                                             else "guided.ui.think")) if step else "")
        last = self.moments[-1] if self.moments else None
        if last is not None:
            # the grade's sentences, each reason's figures apart in the hint list's small type
            # ... the move just made said in the past where the review has its reason's form
            # (round 32, sl "Tvoja poteza: … Izigraš bučnega kralja" after the move)
            # ... the move named by the grade's line under "Your last move": its reason not
            # opened with "Your move:" again (round 37, hr)
            (head, _), *rest = last.grade.segments(self.lang, self.style, past=True,
                                                   named=True)
            note = last.grade.note(self.lang)
            # the verdict, the reason and at most one comparison in words; the figures (the
            # values, their measure, the search's note) behind an "In figures" toggle (round
            # 35, a new learner: ~90 words between two moves, "In figures" and the note each
            # time)
            at = len(rest) - (2 if note else 1)
            rest = rest[:at]
            figures = [self._figures(last.grade)]
            if not self._measure_said(last):  # the measure once a hand (cs, round 25)
                figures.append(t("ui.hint.measure", measure=last.grade.measure(self.lang)))
            if note and not any(mo.grade.note(self.lang) == note for mo in self.moments
                                if mo.index < last.index):
                # the search's note said once a hand, with its first grade that has it, not
                # on every grade (round 29, hr F13)
                figures.append(note)
            choice = capitalised(self._move(last.grade.move))
            # the grade's head a sentence, or a clause going on after the move (cs "Zelené
            # eso: nejlepší tah, žádný jiný nepřinese víc.", round 27): {verdict.clause}
            shown = paragraphs(
                [[(t("guided.ui.move_grade", choice=choice, verdict=Sentence(head)), ""),
                  *rest]],
                "schnapsen-grade", t("guided.ui.graded"))
            body = ('<p class="schnapsen-figure" style="margin:0.15em 0">'
                    + html.escape(" ".join(figures)) + "</p>")
            self.grade_box.value = (shown.removesuffix("</div>")
                                    + details(t("ui.figures"), body) + "</div>")
        else:
            self.grade_box.value = ""
        self.summary_box.value = (paragraphs(self.summary_lines(), "schnapsen-summary",
                                             t("guided.ui.summary")) if deal.is_over else "")
        if deal.is_over and not self._reported and self.moments:
            self._reported = True
            # solved: every key decision met, no mistake in the card play (a hand's line bids
            # as its bidder does, which the grader may rank below another bid)
            solved = not self._missed() and all(mo.grade.kind != "mistake"
                                                 for mo in self.moments if mo.trick)
            hid = getattr(h, "id", None)
            if isinstance(hid, str):
                self.progress.send({"type": "guided", "id": hid,
                                    "result": "solved" if solved else "missed"})

    def _ask_hints(self) -> list[Hint]:
        """The ranking a grade is made from (and the hint button shows): a fixed number of
        worlds from the position's own seed, so the same on every run; computed once per
        position."""
        return self._rank()[0]

    def _rank(self) -> tuple[list[Hint], Step | None]:
        """The grader's ranking of the reader's position and the key decision there (the
        line's step, or off the line the one the coach finds from the ranking)."""
        n = len(self.deal.moves)
        if self._ranked is None or self._ranked[0] != n:
            hints = hint(self.deal, seat=self.seat, worlds=self.worlds)
            self._ranked = (n, hints, self.hand.step_at(self.deal, hints))
        return self._ranked[1], self._ranked[2]

    def _think(self, step: Step) -> str:
        """The key decision's "think about" text, made from the reader's position (the
        coach's choice of words: a marriage held in hand before a claim, the target)."""
        return step.text(self.lang, len(self.deal.seats), self.deal, self.seat)

    def _step_here(self) -> Step | None:
        """The key decision the reader faces now (None: none, or not the reader's decision
        of the card play). On the hand's line it is read from the hand; off it the coach
        looks at the grader's ranking, which the grade of the coming move needs anyway."""
        deal = self.deal
        if deal.is_over or deal.to_move != self.seat or deal.stage != Stage.PLAY:
            return None
        if self.hand.on_line(deal):
            return self.hand.step_at(deal)
        return self._rank()[1]

    def _match_lines(self) -> list[str]:
        """A guided hand is played again with "Try again" (there is no "New deal" here); where
        the summary already says so (key decisions that did not come up), not twice."""
        return [] if self._missed() else [self._t("guided.ui.again")]

    def _missed(self) -> bool:
        """Whether a key decision of the hand did not come up in this play."""
        return any(not any(mo.step is step for mo in self.moments)
                   for step in self.hand.steps)

    def _move(self, m: Move) -> str:
        return move_label(m, self.lang, self.style, self.deal)

    def _on_line(self, index: int) -> Deal:
        """The hand's deal after the first ``index`` moves of its expected line."""
        d = self.hand.deal
        for m in self.hand.line[:index]:
            d.play(m)
        return d

    def _trick_at(self, index: int) -> int:
        """The number of the trick being played at move ``index`` of the hand's line."""
        return len(self._on_line(index).tricks) + 1

    def _left_line(self) -> int | None:
        """The index of the first move of the play off the hand's line (None: on the line)."""
        line = self.hand.line
        for i, m in enumerate(self.deal.moves):
            if i >= len(line) or m != line[i]:
                return i
        return None

    def summary_lines(self) -> list[str]:
        """The key moments: each key decision of the hand's line (what it was about; what was
        played there and its grade, or that it did not come up), where the play left the line
        (with a worse move, or with one as good as the line's that took the deal elsewhere),
        each key decision the coach found in the reader's own play after that (or that there
        was none), the reader's other mistakes, and the tally. The reader's worst mistake comes
        first (issue 22, round 14: the costliest move named before the rest), and the other
        mistakes follow by their cost, the costliest first."""
        t = self._t
        lines = []
        at_steps = set()
        # a bid's grade is named where the play left the line there (its trick is none)
        mistakes = sorted((mo for mo in self.moments if mo.grade.kind == "mistake" and mo.trick),
                          key=lambda mo: (-mo.grade.loss, mo.index))
        swing = self._swing()
        if mistakes:
            worst = mistakes[0]
            lines.append(points_message("guided.ui.worst", worst.grade.loss, self.lang,
                                        choice=self._move(worst.grade.move), trick=worst.trick,
                                        better=self._move(worst.grade.best.move)))
        if swing:
            lines.append(swing)
        steps = list(self.hand.steps)
        for n, step in enumerate(steps, 1):
            moment = next((mo for mo in self.moments if mo.step is step), None)
            if moment is not None:
                at_steps.add(moment.index)
                lines.append(t("guided.ui.moment", number=n, about=step.about(self.lang),
                               choice=self._move(moment.grade.move),
                               grade=moment.grade.name(self.lang)))
        off = self._left_line()
        if off is not None and off < len(self.hand.line):
            mine = next((mo for mo in self.moments if mo.index == off), None)
            params = {"trick": self._trick_at(off), "choice": self._move(self.deal.moves[off]),
                      "line_choice": self._move(self.hand.line[off])}
            before = self._on_line(off)
            if before.stage != Stage.PLAY and before.to_move == self.seat:
                # a detour in the bidding named as such, with its grade, not "in trick 1"
                # (round 33, hu worst 1: a trump call graded good left the line unnamed)
                where = ("trump" if self.hand.line[off].kind == MoveKind.TRUMP else "bidding")
                # the moves themselves, which a sentence may say as verbs (round 35, cs
                # "rozhodli jste se {choice.inf}")
                params.update(choice=move_act(self.deal.moves[off], self.lang, self.style,
                                              before),
                              line_choice=move_act(self.hand.line[off], self.lang,
                                                   self.style, before))
                if mine is not None and mine.grade.kind == "best":
                    lines.append(t(f"guided.ui.left.{where}.equal", **params))
                else:
                    lines.append(t(f"guided.ui.left.{where}", **params,
                                   grade=mine.grade.name(self.lang) if mine is not None
                                   else ""))
            elif mine is not None and mine.grade.kind == "best":
                lines.append(t("guided.ui.left.equal", **params))
            elif before.to_move == self.seat:
                lines.append(t("guided.ui.left", **params))
            found = [mo for mo in self.moments if mo.index > off and mo.step is not None
                     and not any(mo.step is st for st in steps)]
            # a key decision of the line that did not come, where one was found in the
            # reader's play in its trick: said once, with that one (round 27, sl: "did not
            # come" and "found" for the same trick)
            instead: dict[int, int] = {}
            for n, step in enumerate(steps, 1):
                if not any(mo.step is step for mo in self.moments):
                    trick = self._trick_at(step.index)
                    # ... of the same kind only: a claim found where the line's decision
                    # was which card to lead is a decision of its own (round 29, a new
                    # learner: "key decision 1 came up in another form" read as a renumbering)
                    same = next((mo for mo in found if mo.trick == trick
                                 and mo.index not in instead and mo.step is not None
                                 and mo.step.about("en") == step.about("en")), None)
                    if same is not None:
                        instead[same.index] = n
                        continue
                    # the trick where the play left the line named (round 37, cs); a
                    # detour in the bidding is named as such above, not by a trick
                    at = ({"detour": params["trick"]} if before.stage == Stage.PLAY else {})
                    lines.append(t("guided.ui.moment.missed" + (".at" if at else ""),
                                   number=n, about=step.about(self.lang), trick=trick, **at)
                                 + self._lesson(step))
            for mo in found:
                assert mo.step is not None
                at_steps.add(mo.index)
                key, extra = "guided.ui.moment.found", {}
                if mo.index in instead:
                    key, extra = "guided.ui.moment.found.instead", {"number": instead[mo.index]}
                lines.append(t(key, about=mo.step.about(self.lang), trick=mo.trick,
                               choice=self._move(mo.grade.move),
                               grade=mo.grade.name(self.lang), **extra))
            if not found:
                # no decision of the reader's after the detour: the deal ended first
                later = any(mo.index > off for mo in self.moments)
                lines.append(t("guided.ui.found.none" if later else "guided.ui.found.ended"))
            if self._missed():
                lines.append(t("guided.ui.retry"))
        for mo in mistakes[1:]:
            if mo.index not in at_steps:
                lines.append(points_message("guided.ui.moment.cost", mo.grade.loss, self.lang,
                                            choice=self._move(mo.grade.move), trick=mo.trick))
        if mistakes:
            back = self._given_back(mistakes[0])
            if back:
                lines.append(back)
        lines.append(self._tally() + self._result())
        return lines

    def _lost(self) -> bool:
        """Whether the deal is over and the reader's side did not win it."""
        deal = self.deal
        r = deal.result
        me = deal.side_of(self.seat)
        return r is not None and not any(deal.side_of(w) == me for w in r.winners)

    def _result(self) -> str:
        """The deal's result, said after the tally (" The deal: lost; your opponent won 1
        game point."): the new user of round 28 read "6 best and 1 good" beside a lost deal;
        in words of its own, not the status's sentence again; "" while it is played."""
        r = self.deal.result
        if r is None:
            return ""
        key = "guided.ui.result." + ("lost" if self._lost() else "won")
        if len(self.deal.partners(self.seat)) == 1 and self.deal.variant.players != 2:
            # alone against two (a 3-hand game's declarer): "you won", not "your side won"
            # (round 33, hu)
            key += ".alone" if self._lost() else ""
        elif self.deal.variant.players != 2:
            key += ".side"
        return " " + self._t(key, game_points=r.game_points)

    def _swing(self) -> str:
        """In a deal the reader's side lost, the move that turned it: the reader's move with
        the largest loss of value (a graded move, not forced nor in a deal lost whatever was
        played), and the trick and card points the other side took with it where it did
        (the new user of round 28 lost after a detour graded "good" and read nothing that tied
        the loss to it); "" where the side won, or every move was the best. Said of the
        costliest mistake, already named, without naming the move again."""
        if not self._lost():
            return ""
        graded = [mo for mo in self.moments
                  if mo.trick and not mo.grade.forced and not mo.grade.lost
                  and mo.grade.loss > 1e-9]
        if not graded:
            return ""
        mo = min(graded, key=lambda m: (-m.grade.loss, m.index))
        deal = self.deal
        named = mo.grade.kind == "mistake"  # the summary's first line names it
        two = "" if deal.variant.players == 2 else ".side"
        if two and len(deal.partners(self.seat)) == 1:
            two = ".alone"  # "against you", not "your side" (round 33, hu)
        tricks = deal.tricks
        # a move graded good that turned the deal: the summary says why both hold (round 33,
        # new user worst 3)
        good = ".good" if mo.grade.kind == "good" else ""
        if (mo.grade.move.card is not None and mo.trick <= len(tricks)
                and deal.side_of(tricks[mo.trick - 1].winner) != deal.side_of(self.seat)):
            key = ("guided.ui.swing.it" + two.replace(".alone", ".side") if named
                   else "guided.ui.swing" + good + two)
            return self._t(key, choice=self._move(mo.grade.move), trick=mo.trick,
                           points=tricks[mo.trick - 1].points)
        if named:
            return ""
        return self._t(f"guided.ui.swing{good}.plain", choice=self._move(mo.grade.move),
                       trick=mo.trick)

    def _lesson(self, step: Step) -> str:
        """A key decision that did not come up, its lesson in one sentence, from the hand's
        data: the best move there on the line and by how much it beat every other (the new
        user of round 28 met neither key decision and learned neither)."""
        if not step.best:
            return ""
        d = self._on_line(step.index)
        best = and_list([move_label(m, self.lang, self.style, d) for m in step.best],
                        self.lang, last="ui.list.or")
        return " " + points_message("guided.ui.lesson", step.gap, self.lang, best=best)

    def _tally(self) -> str:
        """How the reader's decisions were graded, counted as the review after the hand counts
        them and in its words (round 33, hu worst 1: "8 moves graded, all best" in the
        summary, "five best moves and one good move; three moves are not counted" in the
        review): the bids and trump calls counted, the moves of a deal lost whatever is
        played counted apart, and the forced moves (no other allowed) not counted but said."""
        decided = [mo for mo in self.moments if not mo.grade.forced]
        forced = len(self.moments) - len(decided)
        kinds = ["lost" if mo.grade.lost else mo.grade.kind for mo in decided]
        if not decided:
            return self._t("review.tally.none" if forced else "guided.ui.tally.none")
        if kinds.count("best") == len(kinds):
            line = (self._t("review.tally.all.one") if len(kinds) == 1
                    else self._t("review.tally.all", count=len(kinds)))
        else:
            parts = [self._t(f"review.tally.{kind}", count=kinds.count(kind))
                     for kind in ("best", "good", "mistake") if kind in kinds]
            lost = (self._t("review.tally.lost", count=kinds.count("lost"))
                    if "lost" in kinds else "")
            line = lost
            if parts:
                listed = self._t("review.tally", list=and_list(parts, self.lang))
                line = f"{listed} {lost}" if lost else listed
        if forced:
            line += " " + self._t("review.tally.forced", count=forced)
        return line

    def _line_points(self) -> int | None:
        """The game points the hand's expected line (the coach's line) wins for the reader's
        side, played to its end (None: the line does not end in a deal that side wins)."""
        d = self.hand.deal
        for m in self.hand.line:
            d.play(m)
        r = d.result
        me = d.side_of(self.seat)
        if r is None or not any(d.side_of(w) == me for w in r.winners):
            return None
        return r.game_points

    def _given_back(self, mistake: Moment) -> str:
        """When the reader's side won the deal all the same after ``mistake`` (the other side's
        weak play gave the points back): what says so, with the other side's reply to it (the
        move and its trick), compared with what the best move was worth: the coach's line's
        own result where ``mistake`` was the play's first move off that line (as many, more
        than the line (round 34, hr), or the line's more), else the search's value of the best
        move, said as an average; else ""
        (round 31, cs: never with the reader's own result, "as with the best move")."""
        deal = self.deal
        r = deal.result
        me = deal.side_of(self.seat)
        if r is None or me is None or not any(deal.side_of(w) == me for w in r.winners):
            return ""
        kind, extra = "mean", {}
        line = self._line_points() if self._left_line() == mistake.index else None
        if line is not None:
            kind = ("line" if r.game_points == line else "more" if r.game_points > line
                    else "short")
            extra = {"line_points": line}
        if kind not in ("line", "more") and r.game_points < mistake.grade.best.value - 0.005:
            return ""
        d = self.hand.deal
        for j, m in enumerate(deal.moves):
            if j > mistake.index and d.to_move is not None and deal.side_of(d.to_move) != me:
                key = f"guided.ui.given_back.{kind}" + ("" if deal.variant.players == 2
                                                       else ".side")
                if d.stage == Stage.PLAY and not d.current_trick:
                    key += ".lead"  # a lead, not a reply (round 33, cs)
                return self._t(key, trick=mistake.trick, reply=self._move(m),
                               reply_trick=len(d.tricks) + 1, game_points=r.game_points,
                               **extra)
            d.play(m)
        return ""
