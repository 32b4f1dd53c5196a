"""The words of a deal's review (a part of :class:`~schnapsen.widgets.play_review.PlayReview`,
kept apart for its size): the tally and the turning point with why it mattered, an opponent's
missed reply, each step's caption, and each decision's grade in the list."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

from ..explain import format_message, move_act, move_label
from ..i18n import and_list
from ..moves import MoveKind
from ..render.text import Style
from ..search.grade import Grade, points_message
from ..search.review import Decision, Missed, Review, deal_at, missed_reply
from ._common import Segments, seat_word, text
from .play_review_turning import PlayedGrade, TurningWords, without_wins_count

#: the lead's risks a review says as what happened where the higher card took the trick
_TAKEN = {"search.why.lead.higher": "", "search.why.lead.higher.suit": "",
          "search.why.lead.cheap": ".cheap"}

class ReviewWords(TurningWords):
    """The review's sentences, read from the review shown (``review``) at ``step``."""

    lang: str
    review: Review | None
    step: int
    _style: Callable[[], Style]
    _names: list[str]
    #: the review the missed reply was looked for in, and what was found (None: nothing)
    _missed: tuple[Review, Missed | None] | None

    def _t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    @property
    def _total(self) -> int:
        return len(self.review.deal.moves) if self.review is not None else 0

    # -- words ------------------------------------------------------------------------------
    def _where(self, trick: int, move: Any = None) -> str:
        if move is not None and trick > 1 and move.kind == MoveKind.CLAIM:
            # a claim is made after the trick before it, never in a trick of its own
            return self._t("review.where.after", number=trick - 1)
        return self._t("review.where.trick" if trick else "review.where.bidding", number=trick)

    def _move(self, move: Any) -> str:
        return move_label(move, self.lang, self._style(),
                          self.review.deal if self.review is not None else None)

    def summary_lines(self) -> list[str | Segments]:
        """The tally of the decisions and the turning point, in words."""
        r = self.review
        if r is None:
            return []
        if not r.decisions:
            return [self._t("review.tally.none")]
        lines: list[str | Segments] = [self.tally_line()]
        if r.forced:  # why the list has more rows than the tally counts (new reader, round 23)
            lines[0] = f'{lines[0]} {self._t("review.tally.forced", count=len(r.forced))}'
        tp = r.turning_point
        # no mistake: "none cost anything" only where none did (else: no mistake, hu reader 26);
        # a deal lost all the same says so (round 27, cs: no word of the loss)
        none = "review.turning.none" + ("" if r.lost < 1e-9 else ".good")
        if self._lost_deal():
            none = "review.turning.none.lost" + ("" if len(r.deal.seats) == 2 else ".more")
        lines.extend([self._t(none)] if tp is None else self.turning_lines(tp))
        result = self.result_line(tp) if tp is not None else ""
        if result:
            lines.append(result)
        missed = self.missed_line()
        return lines + ([missed] if missed else [])

    def _lost_deal(self) -> bool:
        """Whether the deal is over and the reader's side lost it."""
        r = self.review
        return (r is not None and r.deal.is_over and r.deal.result is not None
                and r.seat not in r.deal.result.winners)

    def tally_line(self) -> str:
        """The decisions counted by grade, a count of none left out ("0 good moves" read as
        clutter: round 26, sl); the moves of a deal lost whatever is played counted apart
        from the best (round 26, hr), in a sentence of their own after the list (round 27,
        sl: "2 moves in a deal lost whatever you play" read as a label); where every decision
        was best, that said in a word."""
        r = self.review
        assert r is not None
        tally = r.tally()
        if tally["best"] == len(r.decisions):
            if len(r.decisions) == 1:
                return self._t("review.tally.all.one")
            return self._t("review.tally.all", count=len(r.decisions))
        parts = [self._t(f"review.tally.{kind}", count=tally[kind])
                 for kind in ("best", "good", "mistake") if tally[kind]]
        lost = self._t("review.tally.lost", count=tally["lost"]) if tally["lost"] else ""
        if not parts:
            return lost
        listed = self._t("review.tally", list=and_list(parts, self.lang))
        return f"{listed} {lost}" if lost else listed

    def missed_line(self) -> str:
        """Where the deal ended better than a mistake's grade expected because an opponent
        missed the best reply (:func:`~schnapsen.search.review.missed_reply`), that said once
        in words (issue 25: "a mistake: loses the deal", and the reader went on to win it with
        nothing saying why); else ""."""
        r = self.review
        if r is None:
            return ""
        if self._missed is None or self._missed[0] is not r:  # solved once per review
            self._missed = (r, missed_reply(r))
        missed = self._missed[1]
        if missed is None:
            return ""
        key = "review.missed.saved" if missed.saved else "review.missed.better"
        more = "" if len(r.deal.seats) == 2 else ".more"
        if not missed.played:
            # a move that is no card, ending the deal after trick {trick} (a claim, a close):
            # "after trick 5", not a trick 6 that was never played (round 23, hu)
            return self._t(key + more + ".after", trick=missed.trick - 1,
                           mine=missed.decision.trick)
        same = ".same" if missed.trick == missed.decision.trick else ""
        return self._t(key + more + same, trick=missed.trick, mine=missed.decision.trick)

    def turning_lines(self, tp: Decision) -> list[str | Segments]:
        """The turning point: the move played and the better move (as a verb where asked), each
        with its reason (figures apart; a close's says its rules), and the cost (or exact).
        Where the better move was a decision of another kind (an exchange, a marriage, a
        close, a claim) the move played was not, that missed decision is named first, and the
        card's own risks are not argued (round 31, hr: the turning point explained the card
        led, and the next line said the exchange was the better move); what happened to the
        move's trick is said as it happened, never as likely deals."""
        g, style = self.as_played(tp, bare=True), self._style()
        v = self.review.deal.variant if self.review else None
        (mine, mf), (better, bf) = g.reasons(self.lang, style, v, past=True)
        if g.worlds and self._wins_more(tp):  # the cost line counts the deals it wins
            better = without_wins_count(g, better, self.lang, style)
        missed = self.missed_decision(tp)
        if missed:
            head = missed
        else:
            head = self._t("review.turning", where=self._where(tp.trick),
                           move=self._move(tp.move), reason=mine)
        # a reason that says who took the trick already (the trick given away, taken) is
        # not followed by the same again
        said = g.hint.reason.startswith(("review.taken.", "search.why.give", "search.why.take"))
        outcome = "" if said else self.trick_outcome(tp)
        return [[(f"{head} {outcome}" if outcome else head, "" if missed else mf)],
                [(self._t("review.turning.better",
                          move=move_act(g.best.move, self.lang, style, g.deal),
                          reason=better), bf)],
                # the search's note on the deals it tried said once, after the figures it
                # qualifies, not after each counted clause (round 27)
                " ".join(t for t in (self.cost_line(tp), g.note(self.lang)) if t)]

    def as_played(self, decision: Decision, bare: bool = False) -> Grade:
        """The decision's grade, its reason said as what happened where the lead's risk came
        true: the higher card still out took the trick (round 27, hu: "had the Ten of Acorns
        taken it" about a Ten that did take it). ``bare``: the reason said after the move's
        name (without "you led the ...")."""
        g, r = decision.grade, self.review
        kind = _TAKEN.get(g.hint.reason)
        higher = g.hint.params.get("higher")
        played = PlayedGrade(**{f.name: getattr(g, f.name) for f in fields(g)})
        if r is None or kind is None or higher is None:
            return played
        tricks = r.deal.tricks
        if not 0 < decision.trick <= len(tricks):
            return played
        trick = tricks[decision.trick - 1]
        if trick.cards[trick.seats.index(trick.winner)] != higher:
            return played
        if g.kind == "mistake":
            kind = ""  # a mistake is not said to give away "only" so much (round 31, hr)
        key = "review.taken.lead" + kind + (".bare" if bare else "")
        return replace(played, hint=replace(g.hint, reason=key))


    @staticmethod
    def _wins_more(tp: Decision) -> bool:
        """Whether the better move wins the deal more often than the move played: in more of
        the likely deals, or with every card known where it wins and the move played loses."""
        g = tp.grade
        best, mine = g.best, g.hint
        if not g.worlds:
            return best.value > 0 > mine.value
        return best.wins > mine.wins and best.worlds == mine.worlds == g.worlds

    @classmethod
    def _decided(cls, tp: Decision) -> bool:
        """Whether the deal turned on the move (hu round 29: "the deal turned on this move"
        where the better move won only 5 of the 12 likely deals): the better move wins the deal
        more often than the move played, and in most of the likely deals (every card known:
        it wins where the move played loses)."""
        g = tp.grade
        return cls._wins_more(tp) and (not g.worlds or 2 * g.best.wins > g.worlds)

    def result_line(self, tp: Decision) -> str:
        """So what (round 23: the turning point's reason stopped at what the better move does;
        a learner asked what it meant for the deal): the deal's real result after it, the
        game points won or lost. Where the reader's side lost the deal and the better move
        wins it more often and in most of the likely deals, the deal itself was at stake;
        "" while the deal goes on."""
        r = self.review
        if r is None or not r.deal.is_over or r.deal.result is None:
            return ""
        result = r.deal.result
        more = "" if len(r.deal.seats) == 2 else ".more"
        if r.seat in result.winners:
            key = "review.turning.result.won"
        elif self._decided(tp):
            key = "review.turning.result.stake"
        else:
            key = "review.turning.result.lost"
        return self._t(key + more, game_points=result.game_points)

    def cost_line(self, tp: Decision) -> str:
        """What the turning point cost, and why it mattered in the review's own figures
        (issue 25: "The turning point: trick 4, ..." gave no reason it counted): over the
        likely deals, in how many the better move wins the deal and in how many the move
        played does (the search's counts behind both values); with every card known, that
        the better move wins the deal and the move played loses it. Where the two win the
        deal as often (or the move played more often), the cost is said alone."""
        g = tp.grade
        best, mine = g.best, g.hint
        if not g.worlds:  # a whole number of game points, the unit agreeing (round 25)
            if self._wins_more(tp):
                return points_message("review.turning.cost.exact.wins", tp.loss, self.lang)
            return points_message("review.turning.cost.exact", tp.loss, self.lang)
        if self._wins_more(tp):
            # both counts in the conditional (round 32, sl: "s svojo pa si jo dobil le v 2"
            # of a deal lost), "in all 12" where the better move wins every one (cs "ve 12 z
            # 12")
            key = ("review.would.cost.wins" + (".all" if best.wins >= g.worlds else "")
                   + ("" if mine.wins else ".none"))
            return points_message(key, tp.loss, self.lang, worlds=g.worlds, better=best.wins,
                                  mine=mine.wins)
        return points_message("review.turning.cost", tp.loss, self.lang)

    @property
    def _step_key(self) -> str:
        """The step's heading, which says that every seat's moves are counted ("Move 4 of 13"
        read as the reader's own moves: round 25, hr): the opponent's in a game for two, the
        other players' in a game for more."""
        return "review.step" if len(self._names) <= 2 else "review.step.more"

    def step_lines(self) -> list[str | Segments]:
        """Which move is next at ``step``, and the reader's decision there graded."""
        r = self.review
        if r is None:
            return []
        deal = r.deal
        if self.step < 0:  # the start: the deal as dealt, before any move (none reviewed)
            return [self._t("review.step.start"), self._t("review.start")]
        if self.step >= self._total:
            head = self._t(self._step_key, index=self._total, total=self._total)
            return [head, self._t("review.step.end") if deal.is_over else ""]
        # the move shown next, counted from 1 (the step is its index)
        head = self._t(self._step_key, index=self.step + 1, total=self._total)
        before = deal_at(deal, self.step)
        move = deal.moves[self.step]
        mover = before.to_move
        lines: list[str | Segments] = [head, self._t("review.seen")]
        decision = r.at(self.step)
        if decision is not None:
            lines.append(self._t("review.next.you", move=self._move(move)))
            # the move named by the line above: its reason not opened with "Your move:"
            # again (round 37, hr "Vaš potez ovdje: … Vaš potez: …")
            lines.append(self.as_played(decision).segments(self.lang, self._style(),
                                                           past=True, named=True))
        elif mover == r.seat:
            lines.append(self._t("review.next.forced", move=self._move(move)))
        else:
            lines.append(format_message("review.next.other", {
                "seat": seat_word(mover or 0, r.seat, self.lang, len(self._names)),
                "move": self._move(move)}, self.lang))
        return lines

    def grade_name(self, decision: Decision) -> str:
        """A decision's grade in the list: best and good in a word, a mistake with what it
        cost in game points, said as an average only where the grade is one (round 19, issue
        25: a new reader could not read "a mistake (−2.00 in expectation)", a bare negative
        number with a word of statistics, and it was said of a mistake judged with every card
        known, where nothing is expected)."""
        g = decision.grade
        if g.lost:  # said as what happened, not a label (round 27, sl)
            return self._t("review.list.lost")
        if g.kind != "mistake":
            return g.name(self.lang)
        key = "review.list.mistake" + ("" if g.worlds else ".exact")
        # a whole number of game points (exact, or an average that comes out whole): the unit
        # agreeing (round 25)
        return points_message(key, g.loss, self.lang)
