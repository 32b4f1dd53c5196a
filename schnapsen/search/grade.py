"""Grades for a move against the search's ranking (:func:`schnapsen.search.hint`): best,
good (within :data:`GOOD_WITHIN` expected game points of the best) or a mistake costing the
difference. The guided hands (:func:`schnapsen.practice.guided_hands`) grade every move of the
reader with it.

>>> import schnapsen as s
>>> from schnapsen.search import hint
>>> from schnapsen.search.grade import grade
>>> d = s.Deal.new("at", seed=7)
>>> hints = hint(d, budget_ms=50)
>>> grade(hints, hints[0].move).kind
'best'

For a grade that is the same on every run use :func:`grade_hints`, which judges a fixed
number of worlds (:data:`GRADE_WORLDS`) instead of a time budget:

>>> from schnapsen.search.grade import grade_hints
>>> [(h.move, h.value) for h in grade_hints(d)] == [(h.move, h.value) for h in grade_hints(d)]
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..deal import Deal
from ..errors import SchnapsenError
from ..explain import move_act
from ..i18n import Shown, translate
from ..moves import Move, MoveKind
from .hint import SAMPLE_DEALS, Hint, hint

if TYPE_CHECKING:
    from ..variants import Variant

__all__ = ["GOOD_WITHIN", "GRADE_WORLDS", "Grade", "grade", "grade_hints", "lost_whatever",
           "measure_text", "points_message", "points_number", "shown_whole", "signed_points",
           "tenths", "tied_places", "whole"]

#: a move within this many expected game points of the best is graded "good"
GOOD_WITHIN = 0.5
#: where cards are hidden, a grade judges this many different deals consistent with what the
#: seat sees (every one where there are no more), drawn from a seed made of what the seat sees
#: (:func:`schnapsen.search.hint`): the same position gets the same grade and numbers on every
#: run and machine, whatever the clock; the hint button states the same number
#: (:data:`schnapsen.search.hint.SAMPLE_DEALS`)
GRADE_WORLDS = SAMPLE_DEALS


def whole(value: float) -> int | None:
    """``value`` as a whole number of game points (an exact solve, a claim, a difference of
    whole values, a mean that comes out whole), or None where it has a fraction."""
    n = round(value)
    return n if abs(value - n) < 1e-9 else None


def tenths(value: float) -> int:
    """Game points in tenths, as every figure of them is shown: one decimal, in the hint
    list and in the grades and the review alike (round 25, hu: the hint's "+0,3" was the
    review's "+0,33" for the same move), halves rounded away from zero ("1.25" shows "1.3",
    so that "+1.3, your move +0.5" is 0.8 apart, as the loss says)."""
    n = math.floor(abs(value) * 10 + 0.5 + 1e-9)
    return n if value >= 0 else -n


def shown_whole(value: float) -> int | None:
    """``value`` as the whole number of game points it shows as at one decimal ("1" for
    0.97, as the hint says "+1 game point on average"), or None where it shows a fraction."""
    n = tenths(value)
    return n // 10 if n % 10 == 0 else None


def _scaled(value: float, places: int) -> int:
    """``value`` in units of ``places`` decimals, halves away from zero (:func:`tenths`)."""
    n: int = math.floor(abs(value) * 10 ** places + 0.5 + 1e-9)
    return n if value >= 0 else -n


def _number(value: float, lang: str, places: int = 1) -> str:
    """Game points in one decimal (:func:`tenths`; two where ``places`` is 2), the edition's
    decimal mark."""
    n = _scaled(value, places)
    unit = 10 ** places
    sign = "-" if n < 0 else ""
    return (f"{sign}{abs(n) // unit}{translate('ui.hint.decimal', lang)}"
            f"{abs(n) % unit:0{places}d}")


def tied_places(value: float, *others: float) -> int:
    """The decimals ``value`` is shown with beside ``others``: one, two where one of them
    shows the same at one decimal but is worth another value (round 31, hu: three moves all
    "+0,3" graded best, equally good and good; a grade "0,1 less than the best … the best is
    worth +0,3, yours +0,3")."""
    return 2 if any(tenths(o) == tenths(value) and abs(o - value) > 1e-9
                    for o in others) else 1


def points_number(value: float, lang: str, places: int = 1) -> str:
    """Game points as the reader writes them, the one formatter of the hint and the review:
    a whole number without decimals where they show whole at one decimal ("1", not "1.0"
    nor "1.00": round 25, hr "donosi 1,00 boda igre"), else one decimal with the edition's
    decimal mark ("1.3", hr "1,3")."""
    if places != 1:
        n2 = _scaled(value, places)
        unit = 10 ** places
        return str(n2 // unit) if n2 % unit == 0 else _number(value, lang, places)
    n = shown_whole(value)
    return str(n) if n is not None else _number(value, lang)


def points_message(key: str, loss: float, lang: str = "en", /, places: int = 1,
                   **params: object) -> str:
    """The message ``key`` with the game points ``loss`` in it: where they are a whole number
    and the catalogue has a form of the message for a count (``key.whole``, plural on
    ``loss``), that form ("1 game point", hr "1 bod igre", "2 boda igre", "5 bodova igre"),
    else ``key`` with the number in one decimal (hr "1,3 boda igre", the form for a
    fraction each edition words in the message); whole as shown (:func:`shown_whole`)."""
    from ..i18n import MESSAGES

    n = shown_whole(loss) if places == 1 else None
    if n is not None and key + ".whole" in MESSAGES:
        return translate(key + ".whole", lang, loss=n, **params)
    return translate(key, lang, loss=points_number(loss, lang, places), **params)


@dataclass(frozen=True)
class Grade:
    """A move graded against the search's ranking: ``kind`` ``best``, ``good`` (within
    :data:`GOOD_WITHIN` game points of the best) or ``mistake``; ``loss``: the expected game
    points below the best; ``hint``: the search's view of the move, ``best``: of the best
    move; ``equal``: the other moves of the same value as the reader's when it is best (two
    moves of one value are both best, and said to be equal); ``worlds``: the likely deals
    the ranking's values are means over (0 when they are exact)."""

    move: Move
    kind: str
    loss: float
    hint: Hint
    best: Hint
    equal: tuple[Move, ...] = ()
    #: the likely deals behind the ranking's values (0: every value exact): its one measure
    worlds: int = 0
    #: those deals are every deal consistent with what the seat sees
    every: bool = False
    #: the deal the move is made in (before it), where the caller has it: a marriage is then
    #: named by its value ("announcing 20 in Leaves", hu "húsz bemondása"), not its cards
    deal: Deal | None = field(default=None, compare=False, repr=False)
    #: the move was the only legal one: no rank, no comparison (round 25, cs: a forced card
    #: was "the best move" and its reason weighed it against cards it could not play)
    forced: bool = False
    #: every legal move is worth the same loss, in every deal judged: the deal is lost
    #: whatever is played (round 25, hr, sl: "as good as the move above" said of losing moves)
    lost: bool = False
    #: every legal move loses the deal in every deal judged, not all by as much: the head
    #: says so, and names the least loss, not "best" or "good" (round 29, hr F10)
    all_lost: bool = False

    def name(self, lang: str = "en") -> str:
        """The grade in a word or two (``best``, ``good``, ``a mistake (-0.75 ...)``; the
        only legal move ``forced``, a deal lost whatever is played ``lost``)."""
        if self.forced:
            return translate("guided.grade.name.forced", lang)
        if self.lost:
            return translate("guided.grade.name.lost", lang)
        # a mistake's loss against the best, an average only where the values are means
        exact = ".exact" if self.kind == "mistake" and not self.worlds else ""
        return points_message(f"guided.grade.name.{self.kind}{exact}", self.loss, lang,
                              self.places())

    def places(self) -> int:
        """The decimals the grade's values and loss are shown with: two where the reader's
        move and the best show the same at one decimal but differ (:func:`tied_places`)."""
        return 1 if self.kind == "best" else tied_places(self.hint.value, self.best.value)

    def text(self, lang: str = "en", style: str = "german") -> str:
        """The grade and the reasons in words, then the figures by the one measure the
        ranking used, stated once: the best move's value against the reader's (a better move
        is named only when its value is higher; one of the same value is called equal)."""
        return " ".join(words for words, _ in self._sentences(lang, style, inline=True))

    def segments(self, lang: str = "en", style: str = "german", past: bool = False,
                 named: bool = False) -> list[tuple[str, str]]:
        """:meth:`text` in sentences, each with its figures apart (in how many of the likely
        deals its cause holds, what the move wins by the list's measure; "" where none): a
        widget sets them in small type after the sentence, as the hint list does
        (``schnapsen.widgets._common.figured``), not inline ("… in most likely deals (9 of
        12)" read as clutter in the grades and the review). ``named``: a line or heading
        above has named the reader's move ("Your last move", "Your move here: ..."), so its
        reason is not opened with "Your move:" again (``guided.grade.why.named``; round 37,
        hr "Vaš potez:" twice in a row)."""
        return self._sentences(lang, style, inline=False, past=past, named=named)

    def _sentences(self, lang: str, style: str, inline: bool, past: bool = False,
                   named: bool = False) -> list[tuple[str, str]]:
        """The grade's sentences, each with its figures: inside the reason (``inline``, and ""
        apart) or apart from it (:meth:`segments`)."""

        def reason(h: Hint, bare: bool = False, did: bool = False,
                   would: bool = False) -> tuple[str, str]:
            # in the hint list's kind (round 27, every reader: "a clause chain with
            # semicolons, a statistics bracket"): the counts said once, as numbers, in the
            # sentence, each further clause a sentence of its own, no figures apart, the
            # search's note said once after the values (:meth:`note`)
            # the reader's own move graded a mistake: its reason says what goes wrong, not
            # that the card takes its trick (round 28, sl)
            mistake = h is self.hint and self.kind == "mistake"
            return h.text(lang, style, bare=bare, past=did, would=would, listed=True,
                          mistake=mistake), ""

        better = move_act(self.best.move, lang, style, self.deal)
        if self.forced or self.lost:
            return self._plain(lang, style, reason, past, named)
        if self.all_lost and self.kind == "best" and not self.equal:
            head = translate("guided.grade.best.lost", lang)
        elif self.kind == "best":
            head = self._best_head(lang, style)
        elif self.all_lost and self.kind == "good":
            head = points_message("guided.grade.good.lost", self.loss, lang, self.places(),
                                  move=better)
        else:
            head = points_message(f"guided.grade.{self.kind}", self.loss, lang, self.places(),
                                  move=better)
        why_key = "guided.grade.why.named" if named else "guided.grade.why"
        mine, mine_figure = reason(self.own(), did=past)  # a review: the move was played
        out = [(head, ""), (translate(why_key, lang, reason=mine), mine_figure)]
        measure = self.measure(lang)
        if self.kind != "best":
            # the better move's reason says what parts it from the reader's own move
            # ... said after its name ("Better was the Ten: ..."), not naming it again
            # ... in the conditional: it was not played (round 26, cs "berete tento štych"
            # read as a fact)
            words, figure = reason(self.better_hint(), bare=True, would=True)
            out.append((translate("guided.grade.better", lang, move=better, reason=words),
                        figure))
            out.append((translate("guided.grade.values", lang, move=better, measure=measure,
                                  best=signed_points(self.best.value, lang, self.places()),
                                  mine=signed_points(self.hint.value, lang, self.places())),
                        ""))
        else:
            out.append((translate("guided.grade.value", lang, measure=measure,
                                  mine=signed_points(self.hint.value, lang)), ""))
        note = self.note(lang)
        return out + [(note, "")] if note else out

    def note(self, lang: str = "en") -> str:
        """The search's note on the deals it tried (played each with every card face up, the
        real cards may differ), said once after the grade's values where a reason it gives
        counts them, not after each such clause (round 27: the same bracket twice in one
        grade); "" where none does."""
        from .reasons import tried_note

        if not self.worlds:  # every value exact: no deals tried
            return ""
        hints = [self.own()] if self.forced or self.lost or self.kind == "best" else [
            self.hint, self.better_hint()]
        notes = {tried_note(h.params) for h in hints} - {None}
        if not notes:
            return ""
        return translate("ui.hint.tried" + ("" if "others" in notes else ".opp"), lang)

    def _plain(self, lang: str, style: str,
               reason: Callable[..., tuple[str, str]], past: bool = False,
               named: bool = False) -> list[tuple[str, str]]:
        """The grade of a move that no other move is measured against: the only legal one
        (its reason, no rank), or one of a deal lost whatever is played (what it loses, said
        once, as every other move would; no "best" nor "as good as")."""
        measure = self.measure(lang)
        value = (translate("guided.grade.value", lang, measure=measure,
                           mine=signed_points(self.hint.value, lang)), "")
        if self.lost:
            loss = whole(-self.hint.value)
            return [(translate("guided.grade.lost", lang, loss=loss), ""), value]
        mine, figure = reason(self.hint, did=past)
        note = self.note(lang)
        return [(translate("guided.grade.forced", lang), ""),
                (translate("guided.grade.why.named" if named else "guided.grade.why", lang,
                           reason=mine), figure), value,
                *([(note, "")] if note else [])]

    def reasons(self, lang: str = "en", style: str = "german", variant: Variant | None = None,
                past: bool = False) -> tuple[tuple[str, str], tuple[str, str]]:
        """The reader's move's reason and the better move's (:meth:`better_hint`), each
        without its figures and with them apart: ((words, figures), (words, figures)).
        ``variant`` (a review's turning point, round 16): where the reader's move is a close,
        else the better move, its reason also says what the close changes in the play, from
        the variant's strict rules after it (:func:`~schnapsen.search.reasons.close_rules`).
        Each is said right after its move's name, so a lead's reason leaves out its opening
        "you lead the ..." (``bare``: issue 25, cs "Lepší by bylo zahrát červeného svrška:
        vynášíte červeného svrška: ...")). ``past``: the reader's move was played (a review),
        its reason in the past where the review has the clause's own form."""
        from ..explain import format_message
        from ..i18n.base import capitalised
        from .reasons import close_rules

        better = self.better_hint()
        # in the hint list's kind: counts once, as numbers, each clause a sentence, the
        # search's note left for :meth:`note` (round 27)
        mine, theirs = (self.own().text(lang, style, bare=True, past=past, listed=True,
                                       mistake=self.kind == "mistake"),
                        better.text(lang, style, bare=True, would=True, listed=True))
        rules = close_rules(variant, variant.players == 2) if variant is not None else None
        if rules is not None:
            said = format_message(rules[0], rules[1], lang, style)
            if self.move.kind == MoveKind.CLOSE:
                # a close that was a mistake is not argued for: "so your high cards take
                # the tricks" after "the opponent wins the deal" (round 26, sl)
                if self.kind != "mistake":
                    mine = f"{mine}. {capitalised(said)}"
            elif better.move.kind == MoveKind.CLOSE:
                theirs = f"{theirs}. {capitalised(said)}"
        return ((mine, ""), (theirs, ""))

    def own(self) -> Hint:
        """The reader's move's hint as the grade says it. A best move whose reason only says
        what it gives up (the trick and the card with it, ``search.why.give*``) says what it
        gains over the next best move where the lines show it (the turned trump card that
        comes to the reader, a high card kept for a later trick), not only in how many deals
        it wins (round 28, sl: "Zeljna desetka – najboljša poteza. Nasprotnik pobere ta štih
        in z njim tvojo karto" read as a discouraging reason for the best move)."""
        from dataclasses import replace

        from .cause import likely_bad
        from .reasons import CAUSE

        h = self.hint
        if (self.kind != "best" or self.forced or self.lost
                or not h.reason.startswith("search.why.give") or not h.parting):
            return h
        nearest = next(iter(h.parting.values()))  # against the next best move
        gain = next((c for c in nearest if not likely_bad(c) and not str(c[0]).startswith(
            ("search.why.cause.wins", "search.why.cause.big"))), None)
        if gain is None:
            return h
        return replace(h, params={**h.params, CAUSE: gain})

    def better_hint(self) -> Hint:
        """The better move's hint as the grade says it: with the cause that parts it from the
        reader's move, not the clause the reader's own move is said with (round 12: both
        reasons of a grade in guided hand 2 read "in most of the likely deals, you win the
        deal")."""
        from dataclasses import replace

        from .reasons import CAUSE, cheap_plain

        own = self.hint.params.get(CAUSE)
        better = self.best.against(self.move, own[0] if own is not None else "")
        if better.reason == "search.why.lead.cheap":
            # "only" so many card points only where the reader's move gave away more (round
            # 29, cs review: "odevzdáte jen 15 bodů" beside a move that lost 13)
            gives = self.hint.reason.startswith(_GIVES)
            mine, theirs = self.hint.params.get("points"), better.params.get("points")
            if not (gives and isinstance(mine, int) and isinstance(theirs, int)
                    and theirs < mine):
                key, params = cheap_plain(better.params)
                better = replace(better, reason=key, params=params)
        return better

    def _best_head(self, lang: str, style: str) -> str:
        """The head of a best move's grade: the only best, or as good as another; a claim
        that wins, tied with a card, is the best of the two (it ends the deal now with what
        playing on would win at best: the hints list it first), and the card is "worth as
        much as claiming now" (round 12: "as good as the Ober" said of a claim read oddly)."""
        if not self.equal:
            return translate("guided.grade.best", lang)
        wins = self.hint.value > 0  # a claim that wins the deal (tied moves share the value)
        if wins and self.move.kind == MoveKind.CLAIM:
            return translate("guided.grade.best.claim", lang, points=round(self.hint.value),
                             move=move_act(self.equal[0], lang, style, self.deal))
        if wins and any(m.kind == MoveKind.CLAIM for m in self.equal):
            return translate("guided.grade.best.equal.claim", lang)
        # "would lose as much" only where every move loses every deal judged: a mean loss of
        # a move that wins some deals is "as good" (round 31, sl: "bi v povprečju izgubil
        # enako … Tvoja poteza je vredna −0,1")
        key = "guided.grade.best.equal" + (".loss" if self.all_lost else "")
        return translate(key, lang, move=move_act(self.equal[0], lang, style, self.deal))

    def measure(self, lang: str = "en") -> str:
        """The one measure the grade and the ranking use, in words: exact game points with
        best play, or expected game points over so many deals consistent with what the seat
        sees ("for you" where the reader plays alone: ``.solo``)."""
        solo = ".solo" if self.hint.solo else ""
        if not self.worlds:
            return translate("search.measure.exact" + solo, lang)
        key = "search.measure.every" if self.every else "search.measure.sampled"
        return translate(key + solo, lang, worlds=self.worlds)


#: the reasons whose ``points`` are card points the move gives away (or may): a better move's
#: "only" so many is said against them alone (:meth:`Grade.better_hint`)
_GIVES = ("search.why.give", "search.why.lead.higher", "search.why.lead.cheap",
          "search.why.top.higher")


def ranking_worlds(hints: Sequence[Hint]) -> int:
    """The likely deals a ranking's values are means over (they share them), 0 when every
    value is exact (the solver's, or a claim's: the deal ends with it)."""
    return max((h.worlds for h in hints if not h.exact), default=0)


def measure_text(*hints: Hint, lang: str = "en") -> str:
    """The one measure of a ranking whose values are ``hints``': exact game points where every
    value is exact, else expected game points over the likely deals they share; "for you"
    where the reader plays alone (``.solo``), else "for your side"."""
    worlds = ranking_worlds(hints)
    solo = ".solo" if any(h.solo for h in hints) else ""
    if not worlds:
        return translate("search.measure.exact" + solo, lang)
    key = "search.measure.every" if ranking_every(hints) else "search.measure.sampled"
    return translate(key + solo, lang, worlds=worlds)


def ranking_every(hints: Sequence[Hint]) -> bool:
    """Whether a ranking's likely deals are every deal consistent with what the seat sees."""
    return any(h.every for h in hints if not h.exact)


def signed_points(value: float, lang: str, places: int = 1) -> Shown:
    """Game points, signed: one decimal ("+0.5", "\u22121.3"), none where they show whole
    ("\u22121", "0"), as the hint list shows them; two decimals where ``places`` is 2
    (:func:`tied_places`)."""
    n = _scaled(value, places)
    sign = "+" if n > 0 else "\u2212" if n < 0 else ""
    # with the unit where a catalogue words it so (``{mine.game_points}``: sl "+0,3 točke",
    # "\u22122 točki", round 33)
    unit = 10 ** places
    return Shown(sign + points_number(abs(value), lang, places),
                 n // unit if n % unit == 0 else None, lang)


def mean_words(value: float, lang: str) -> str:
    """A mean of game points in words, signed, as the hint list shows a move's estimate
    ("\u22121.2 game points on average"; whole at one decimal, a count with its plural forms:
    "+1 game point on average"): a reason's ``{mean}`` (round 26)."""
    n = tenths(value)
    sign = "+" if n > 0 else "\u2212" if n < 0 else ""
    if n % 10 == 0:
        return translate("ui.hint.mean.whole", lang, sign=sign, points=abs(n) // 10)
    return translate("ui.hint.mean", lang, value=sign + points_number(abs(value), lang))


def grade(hints: Sequence[Hint], move: Move | str, deal: Deal | None = None) -> Grade:
    """Grade ``move`` against ``hints`` (the ranked list :func:`schnapsen.search.hint` gave
    for the position before it): the best value is ``best``, within :data:`GOOD_WITHIN`
    ``good``, else a ``mistake`` costing the difference in expected game points. ``deal``:
    that position, where the caller has it (a marriage named by its value in the words)."""
    m = Move.parse(move)
    if not hints:
        raise SchnapsenError("grading needs the search's hints for the position",
                             "search.error.grade")
    top = hints[0]
    mine = next((h for h in hints if h.move == m), None)
    if mine is None and m.kind == MoveKind.SNAPSZER and deal is not None:
        # a bid the hints leave out by default (the two-hand snapszer, the book's reading:
        # hu reader 37) but the reader made: ranked again with the bids
        return grade(hint(deal, worlds=ranking_worlds(hints) or GRADE_WORLDS, bids=True), m,
                     deal)
    if mine is None:
        raise SchnapsenError(f"{m} is not one of the hinted moves", "search.error.grade")
    loss = max(0.0, top.value - mine.value)
    # "good" as the reader reads it: the loss as shown, to one decimal (a new reader saw
    # "Good move: 0.50 game points below the best" beside "less than half a game point")
    kind = ("best" if loss < 1e-9 else "good" if tenths(loss) < round(GOOD_WITHIN * 10)
            else "mistake")
    equal = tuple(h.move for h in hints if h.move != m and abs(h.value - mine.value) < 1e-9)
    if kind != "best":
        # the loss as the two figures shown beside it part them (round 33, cs: "+0,6, your
        # move \u22122,3" said a loss of 2,8, the difference of the unrounded values)
        places = tied_places(mine.value, top.value)
        shown = (_scaled(top.value, places) - _scaled(mine.value, places)) / 10 ** places
        loss = shown if shown > 0 else loss
    return Grade(m, kind, loss, mine, top, equal if kind == "best" else (),
                 ranking_worlds(hints), ranking_every(hints),
                 # the position as it was: a caller that plays the move on its deal (the
                 # guided hand) would have the grade name a lead by a follow's verb (round
                 # 28, cs "Lepší by bylo přidat červené eso" of a lead)
                 None if deal is None else deal.copy(),
                 forced=len(hints) == 1, lost=lost_whatever(hints),
                 all_lost=len(hints) > 1 and all(h.value < 0 and h.wins == 0 for h in hints))


def lost_whatever(hints: Sequence[Hint]) -> bool:
    """Whether the deal is lost whatever is played: more than one legal move, every one
    worth the same whole loss, and none winning in any deal judged (an exact value, or a
    mean over deals each lost)."""
    if len(hints) < 2:
        return False
    top = hints[0].value
    return (top < 0 and whole(top) is not None
            and all(abs(h.value - top) < 1e-9 and h.wins == 0 for h in hints))


def grade_hints(deal: Deal, seat: int | None = None) -> list[Hint]:
    """The hints a grade is made from: :func:`schnapsen.search.hint` for the position with
    :data:`GRADE_WORLDS` worlds where cards are hidden (exact where every card is known), the
    same on every run."""
    return hint(deal, seat, worlds=GRADE_WORLDS)
