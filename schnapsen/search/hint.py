"""Hints: the legal moves of the seat to move, best first, each with its expected game points,
how sure that number is, and a reason in words (a catalogue message).

:func:`hint` sees only what the seat may see: it works from ``deal.observation(seat)`` and
the worlds :func:`~schnapsen.search.sample_worlds` draws from it. When every card's place is
known to the seat (one hidden place at most) the values are exact (the solver); otherwise they
are means over the sampled worlds, settled by playouts and the solver (see
:mod:`schnapsen.search.playout`).

>>> import schnapsen as s
>>> from schnapsen.search import hint
>>> d = s.Deal.new("at", seed=7)
>>> h = hint(d, budget_ms=50)
>>> h[0].move in d.legal_moves()
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..deal import Deal
from ..errors import SchnapsenError
from ..moves import Move, MoveKind, taught_moves
from ..observation import Observation
from ..stages import Stage
from .playout import Lines, MoveStats, evaluate, hidden_places, world_stream

__all__ = ["Hint", "hint", "SAMPLE_DEALS"]

#: where cards are hidden, a hint (the play widget's, the guided hands', a grade's, a review's)
#: judges this many deals consistent with what the seat sees, drawn from a seed made of what
#: it sees: the same number on every hint, every run and machine, stated with the figures (the
#: pages take it from here). The play widget's hint draws them all different, and judges every
#: such deal where there are no more (``hint(..., distinct=True)``). A grade over the guided
#: hands' lines takes about 20 ms in CPython (median), a tenth of a second at worst; a hint
#: early in a deal of three to five players up to about half a second
SAMPLE_DEALS = 12


@dataclass(frozen=True)
class Hint:
    """One legal move and what the search thinks of it.

    ``value``: the expected game points of the seat's side after this move (+ won, - lost);
    ``exact``: True when every card's place is known and the value is the solver's, and for a
    claim (the deal ends with it: its value needs no guess about the hidden cards);
    ``worlds``: how many sampled deals stand behind the value (1 when exact);
    ``wins``: in how many of them the move wins the deal; ``reason`` and ``params``: the
    catalogue message that says why (:meth:`text` puts it in words); ``every``: the worlds
    are every deal consistent with what the seat sees (fewer exist than were asked for).
    """

    move: Move
    value: float
    exact: bool
    worlds: int
    wins: int
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)
    every: bool = False
    #: why this move is better than each move worth 0.3 or more below it, from the search's
    #: lines (a cause clause of :mod:`schnapsen.search.cause` for each such move): a grade
    #: that names this move as the better one says why it beats the reader's own
    versus: Mapping[Move, tuple[str, dict[str, Any]]] = field(default_factory=dict)
    #: every fact of the lines that parts this move from each move worth less (however
    #: little), best first: a grade picks one its reader's own reason does not say
    parting: Mapping[Move, tuple[tuple[str, dict[str, Any]], ...]] = field(
        default_factory=dict)
    #: the seat plays alone in this deal (every game for two, a lone declarer against a side:
    #: :func:`~schnapsen.search.reasons.alone`): the value is the seat's own, and its measure
    #: says "for you", not "for your side"
    solo: bool = False

    def text(self, lang: str = "en", style: str = "german", figures: bool = True,
             bare: bool = False, note: bool = True, past: bool = False,
             would: bool = False, listed: bool = False, mistake: bool = False,
             short: bool = False, once: bool = False) -> str:
        """The reason in ``lang``, cards named in the deck ``style`` (one clause, or two
        joined as the catalogue joins them: :mod:`schnapsen.search.reasons`), with the cause
        that parts it from another move. ``figures=False``: without the figures (in how many
        likely deals; :meth:`figure` says them). ``bare``: said right after the move's own
        name, a lead's reason without its opening "you lead the ..." (``why_text``).
        ``note=False``: a count of the deals the search tried without its note in brackets,
        which a list of hints says once (:func:`~schnapsen.search.reasons.tried_note`).
        ``past``: the move was played (a review), said in the past where the review has its
        own form of the clause. ``would``: the move was not played, said as the better move
        in a grade or a review, in the conditional where the review has its form
        (``review.would.*``). ``listed``: a line of the hint list, its figure line the value
        alone: the counts said once, as numbers, in the reason, each clause a sentence
        (:func:`~schnapsen.search.reasons.why_text`). ``mistake``: the move is graded a
        mistake, its reason says what goes wrong, not that the card takes its trick.
        ``short``: a later line of a hint list, its counts without the sample's name ("in 8
        of 12", the list's first count having said "of the 12 likely deals"); ``once``: a
        line of a hint list, the sample named once in it."""
        from .reasons import why_text

        return why_text(self.reason, self.params, lang, style, figures, bare, note, past,
                        would, listed, mistake, short, once)

    def figure(self, lang: str = "en", style: str = "german") -> str:
        """The figures of the reason (in how many of the likely deals its cause holds, what
        the move wins by the list's measure): "" where there are none."""
        from .reasons import figure_text

        return figure_text(self.params, lang, style, self.reason)

    def against(self, other: Move, avoid: str = "") -> Hint:
        """This hint with the cause that parts it from ``other`` (a move worth less), where
        the lines show one: what a grade says of the better move. ``avoid``: the cause clause
        (its message key) the reader's own move is said with; the better move says another
        where the lines show one (the same fact in its other form, "your opponent does not
        trump this lead", is another), else none (round 12: "in most of the likely deals, you
        win the deal" said of both moves of a grade)."""
        from dataclasses import replace

        from .reasons import CAUSE

        options = [c for c in (self.versus.get(other),) if c is not None]
        options += list(self.parting.get(other, ()))
        own = self.params.get(CAUSE)
        if own is not None:
            options.append(own)
        for cause in options:
            if cause[0] != avoid and not _keeps_played(cause, other):
                return replace(self, params={**self.params, CAUSE: cause})
        if own is None:
            return self
        return replace(self, params={k: v for k, v in self.params.items() if k != CAUSE})

    def sureness(self, lang: str = "en") -> str:
        """How sure the value is, in words: exact, or from how many likely deals."""
        from ..i18n import translate

        if self.move.kind == MoveKind.CLAIM and self.exact:  # the deal ends with it
            return translate("search.sure.claim", lang)
        if self.exact:
            return translate("search.sure.exact", lang)
        if self.every:
            return translate("search.sure.every", lang, worlds=self.worlds)
        return translate("search.sure.sampled", lang, worlds=self.worlds)

    def __str__(self) -> str:
        return f"{self.move} {self.value:+.2f} ({self.text()})"


def _check(deal: Deal, seat: int | None, budget_ms: float) -> int:
    if not isinstance(deal, Deal):
        raise SchnapsenError(f"hint needs a Deal, not {type(deal).__name__}", "search.not_deal")
    if isinstance(budget_ms, bool) or not isinstance(budget_ms, (int, float)) or not (
        budget_ms > 0
    ):
        raise SchnapsenError(
            f"the thinking budget must be a positive number of milliseconds, not {budget_ms!r}",
            "search.error.budget",
            budget=str(budget_ms),
        )
    if deal.is_over:
        raise SchnapsenError("the deal is over: there is no move to hint", "search.error.over")
    to_move = deal.to_move
    assert to_move is not None
    if seat is None:
        return to_move
    deal._check_seat(seat)
    if seat != to_move:
        raise SchnapsenError(
            f"seat {seat} is not to move (seat {to_move} is)", "search.error.not_to_move",
            seat=seat, to_move=to_move,
        )
    return seat


def _seed(obs: Observation) -> str:
    """A seed from what the seat sees, so the same position gives the same hints."""
    played = " ".join(str(c) for t in obs.tricks for c in t.cards)
    trick = " ".join(str(c) for _, c in obs.current_trick)
    return f"{obs.variant.id}|{obs.seat}|{obs.stage}|{obs.hand}|{played}|{trick}|{obs.talon_size}"


def hint(deal: Deal, seat: int | None = None, budget_ms: float = 100,
         worlds: int | None = None, distinct: bool = False,
         bids: bool | None = None) -> list[Hint]:
    """The legal moves of ``seat`` (default: the seat to move), best first, each with its
    expected game points, how sure they are and a reason (see :class:`Hint`). The search
    stops sampling new worlds after about ``budget_ms`` milliseconds; ``deal`` is not changed.

    ``worlds``: judge this many sampled deals consistent with what the seat sees (two at
    least; :data:`SAMPLE_DEALS` for the book's hints and grades) where cards are hidden,
    whatever the clock says (``budget_ms`` is then not used): they come from a seed made of
    what the seat sees, so the same position gives the same hints on every run and machine.
    ``distinct`` (with ``worlds``): the deals are all different, and where no more than
    ``worlds`` deals fit what the seat sees, every one of them is judged (each hint's
    ``every`` then says so; one deal only is exact). Without it a deal may be drawn twice
    (the grades of the guided hands, whose key decisions were found that way).
    ``bids``: list a contract announced in the play (the snapszer bid); None (the default)
    follows the variant's ``play_contract_taught`` (the two-hand bid, the book's reading,
    is left out unless asked for).
    """
    from .reasons import alone

    start = time.perf_counter()
    seat = _check(deal, seat, budget_ms)
    if worlds is not None:
        worlds = max(2, int(worlds))  # two at least, as with a budget
    obs = deal.observation(seat)
    moves = list(taught_moves(obs.legal_moves,
                              obs.variant.play_contract_taught if bids is None else bids))
    rng = random.Random(_seed(obs))
    deadline = start + budget_ms * 0.55 / 1000  # the last world and the causes run past it
    exact = obs.stage == Stage.PLAY and hidden_places(obs) <= 1
    world = None
    every = False
    deals: list[Deal] | None = None
    if not exact and worlds is not None and distinct:
        from .worlds import WorldSampler

        deals, every = WorldSampler(obs, deal.variant).distinct(worlds, rng)
        if every and len(deals) == 1 and obs.stage == Stage.PLAY:  # one deal: exact
            exact, world = True, deals[0]
    if exact and world is None:
        world = next(world_stream(obs, 1, rng, deal.variant))
    two = len(obs.seats) == 2
    # the reader plays alone in this deal (every game for two, a lone declarer): "you"
    solo = alone(obs)
    lines = Lines()  # the lines each move was settled with, for the causes
    if exact:
        assert world is not None
        stats, lines = _exact_stats(world, moves, seat)
    elif deals is not None:
        stats = evaluate(iter(deals), moves, seat, rng=rng, solve_cards=10 if two else 9,
                         min_worlds=2, lines=lines)
    else:
        stats = evaluate(world_stream(obs, worlds or 64, rng, deal.variant), moves, seat,
                         deadline=None if worlds else deadline, rng=rng,
                         solve_cards=10 if two else 9, min_worlds=2, lines=lines)
    hints = [_describe(st, deal, obs, world, every) for st in stats]
    order = {m: i for i, m in enumerate(moves)}
    # of moves worth the same, a right claim (it wins: worth more than 0) comes first: it ends
    # the deal now with what playing on would win at best (a wrong one, in a deal lost
    # whatever is played, keeps its place) (the chapters teach "claim as soon as you can count 66")
    # then the exchange before the leads worth as much: it costs nothing (issue 25, a hu
    # reader: the trump Unter led was listed above its exchange at the same value)
    hints.sort(key=lambda h: (-h.value, not (h.move.kind == MoveKind.CLAIM and h.value > 0),
                              h.move.kind != MoveKind.EXCHANGE, order[h.move]))
    hints = _exchange_first(hints)
    hints = _claim_instead(hints)
    if exact:
        hints = _least(hints, obs)
    hints = _lost(hints, solo)
    by_move = {st.move: st for st in stats}
    hints = _kept(hints, by_move, lines, seat, obs)
    # a partner who claims is named only where the reader knows its partner (a called card's
    # holder hidden, the partner in a line is one likely deal's)
    hints = _causes(hints, by_move, lines, seat, two, solo, obs.partners is not None)
    hints = _mistakes_cost(hints, by_move, solo)
    hints = _contrast(hints, by_move, solo)
    hints = _wins_for_bigs(hints)
    if obs.stage == Stage.PLAY:  # a bid's wins are the auction's, not the deal's line
        hints = _fewer_wins(hints, solo)
        hints = _lost_beside_best(hints)
        hints = _gain_first(hints)
    return hints if exact or every else [_tried(h, "opp" if two else "others") for h in hints]


def _least(hints: list[Hint], obs: Observation) -> list[Hint]:
    """``hints`` (exact, best first) with the reason of each best move of a deal lost
    whatever is played saying that it loses least, not how the other side wins
    (:func:`~schnapsen.search.reasons.least`; round 25, hu: the best move's reason described
    the opponent's win as its merit)."""
    from dataclasses import replace

    from .reasons import least

    if not hints or hints[0].value >= 0:
        return hints
    top = hints[0].value
    out = []
    for h in hints:
        if abs(h.value - top) < 1e-9:
            key, params = least((h.reason, dict(h.params)), h.value, obs,
                                only=len(hints) == 1)
            h = replace(h, reason=key, params=params)
        out.append(h)
    return out


def _lost(hints: list[Hint], solo: bool) -> list[Hint]:
    """``hints`` of a deal lost whatever is played (every move loses as much:
    :func:`~schnapsen.search.grade.lost_whatever`) with that said once, as the first move's
    second clause (``search.why.line.lost``), and no other move's reason telling how the
    other side wins or that it loses least (round 25, hr, sl: "as good as the move above"
    said of every losing move)."""
    from dataclasses import replace

    from .grade import lost_whatever
    from .reasons import THEN, TOLD_LOSS

    if not lost_whatever(hints):
        return hints
    out = []
    for i, h in enumerate(hints):
        params = dict(h.params)
        then = params.get(THEN)
        if then is not None and then[0] in TOLD_LOSS:
            del params[THEN]
        if i == 0:
            params[THEN] = ("search.why.line.lost" + (".solo" if solo else ""),
                            {"points": round(-h.value)})
        out.append(replace(h, params=params))
    return out


def _kept(hints: list[Hint], stats: Mapping[Move, MoveStats], lines: Lines, seat: int,
          obs: Observation) -> list[Hint]:
    """``hints`` with the card a cheap lead keeps for later named only where it matters in the
    move's lines (in half of them or more it makes a marriage the seat announces later, or
    takes a trick once nobody draws; or it is a trump, which can take the lead back), and in
    one line of the list only, the first (round 25, hu: "… and the Ten of Hearts stays for
    later" on every lead of a list, of a Ten that did nothing later)."""
    from dataclasses import replace

    from .cause import facts_of
    from .reasons import cheap_plain

    cheap = [h for h in hints if h.reason == "search.why.lead.cheap"]
    if not cheap:
        return hints
    facts = facts_of(cheap, lines, seat, stats) if lines.lines else {}
    said = False
    out = []
    for h in hints:
        if h.reason == "search.why.lead.cheap":
            kept = h.params["kept"]
            f = facts.get(h.move)
            done = f.kept.get(kept.index, {}) if f is not None else {}
            matters = kept.suit == obs.trump or (
                f is not None and f.worlds > 0 and 2 * max(done.values(), default=0) >= f.worlds)
            if said or not matters:
                key, params = cheap_plain(h.params)
                h = replace(h, reason=key, params=params)
            said = said or matters
        out.append(h)
    return out


def tie_figure(hints: Sequence[Hint], index: int, figure: str, lang: str = "en") -> str:
    """The figure of the ``index``-th move of a hint list, ``figure``, with what it shares
    with the move above where their values are the same: "as good as the move above"
    (``ui.hint.equal``), or at a loss "as bad" (``search.equal.bad``); nothing where every
    move loses as much (the first move's reason says it once: :func:`_lost`)."""
    from ..i18n import translate
    from .grade import lost_whatever

    if index == 0 or abs(hints[index].value - hints[index - 1].value) >= 1e-9 \
            or lost_whatever(hints):
        return figure
    key = "search.equal.bad" if hints[index].value < 0 else "ui.hint.equal"
    return translate(key, lang, value=figure)


#: the reason of an exchange that no lead beats: the lead stays the seat's after it
EXCHANGE_FIRST = "search.why.exchange.first"


def _exchange_first(hints: list[Hint]) -> list[Hint]:
    """``hints`` with the exchange's reason saying that it costs nothing where it is worth at
    least as much as every lead (a card led, a marriage shown with it): the seat takes the
    turned card and still leads after it, so the exchange comes before any lead."""
    from dataclasses import replace

    leads = [h.value for h in hints if h.move.kind in (MoveKind.CARD, MoveKind.MARRIAGE)]
    return [replace(h, reason=EXCHANGE_FIRST)
            if h.move.kind == MoveKind.EXCHANGE and leads and h.value >= max(leads) else h
            for h in hints]


def _wins_for_bigs(hints: list[Hint]) -> list[Hint]:
    """``hints`` with :func:`_wins_for_big` applied where the new words are not those of a
    move worth :data:`CAUSE_APART` or more apart (the words that part them stay)."""
    from .reasons import contrast_words

    out = list(hints)
    for i, h in enumerate(hints):
        new = _wins_for_big(h)
        if new is h:
            continue
        words = contrast_words(new.move, new.reason, new.params)
        if all(contrast_words(g.move, g.reason, g.params) != words
               for g in out if _far(g.value, h.value)):
            out[i] = new
    return out


def _wins_for_big(h: Hint) -> Hint:
    """``h`` with its cause "wins at most one game point" (``cause.big.no``) said as in how
    many of the likely deals it wins the deal where the mean is above one game point, and its
    cause "wins more than one game point" (``cause.big.yes``) so said where that holds in
    fewer than half of them (round 27: hr "in most deals you win no more than one game point"
    beside +1.3; cs "only rarely ... more than one point" as the reason a move is better)."""
    from dataclasses import replace

    from .reasons import CAUSE

    cause = h.params.get(CAUSE)
    if cause is None or h.exact or not cause[0].startswith("search.why.cause.big."):
        return h
    key, params = cause
    held, worlds = params.get("held", 0), params.get("worlds", 0)
    if worlds != h.worlds or not (
            (key.startswith("search.why.cause.big.no") and h.value > 1)
            or (key.startswith("search.why.cause.big.yes") and 2 * held < worlds)):
        return h
    if not h.wins:  # (a mean above one, or a big win, is a win in one deal at least)
        return h
    wins = ("search.why.cause.wins.yes" + (".solo" if h.solo else ""),
            {"held": h.wins, "worlds": worlds})
    return replace(h, params={**h.params, CAUSE: wins})


#: a marriage shown that brings the side to the target, "enough to claim"
_REACH = frozenset(("search.why.marriage.reach", "search.why.marriage.reach.solo"))


def _claim_instead(hints: list[Hint]) -> list[Hint]:
    """``hints`` with a marriage shown that reaches the target but does not claim, where a
    claim that wins more is among the moves, said as such: the claim wins now, and showing the
    marriage only plays on (``….play``; round 27, sl guided hand: "… 73 points, enough to
    say 'enough'", then "with best play your opponent reaches 66", read as a contradiction)."""
    from dataclasses import replace

    claims = [h.value for h in hints if h.move.kind == MoveKind.CLAIM and h.value > 0]
    if not claims:
        return hints
    # a marriage worth as much as the claim may claim later: said as before
    return [replace(h, reason=h.reason + ".play")
            if h.move.kind == MoveKind.MARRIAGE and h.reason in _REACH
            and h.value < max(claims) - 1e-9 else h for h in hints]


def _tried(h: Hint, who: str) -> Hint:
    """``h`` with each of its causes marked as counted over sampled deals
    (:data:`~schnapsen.search.reasons.TRIED`: ``who`` says whose real cards may differ), so
    that one holding in every deal tried is said as a count, not as a certainty."""
    from dataclasses import replace

    from .reasons import CAUSE, TRIED

    def mark(clause: tuple[str, dict[str, Any]]) -> tuple[str, dict[str, Any]]:
        key, params = clause
        return (key, {**params, TRIED: who}) if "worlds" in params else clause

    params = dict(h.params)
    if params.get(CAUSE) is not None:
        params[CAUSE] = mark(params[CAUSE])
    return replace(h, params=params,
                   versus={m: mark(c) for m, c in h.versus.items()},
                   parting={m: tuple(mark(c) for c in cs) for m, cs in h.parting.items()})


#: moves whose values differ by this much or more are told apart by a cause
CAUSE_APART = 0.3


def _far(a: float, b: float) -> bool:
    """Whether values ``a`` and ``b`` are :data:`CAUSE_APART` or more apart, in the one form
    every comparison of :func:`_causes` uses (``a >= b + CAUSE_APART`` either way round):
    ``abs(a - b) >= CAUSE_APART`` disagreed with it by a rounding (-2.5 and -2.8: 0.2999…),
    and a move left out of the moves apart was then looked up among them (a KeyError in a
    hint under a loaded machine's smaller sample, c49)."""
    return a >= b + CAUSE_APART or b >= a + CAUSE_APART


def _causes(hints: list[Hint], stats: Mapping[Move, MoveStats], lines: Lines, seat: int,
            two: bool, solo: bool = False, partner_known: bool = True) -> list[Hint]:
    """Each move worth :data:`CAUSE_APART` or more apart from another gets the cause that parts
    them, read from the search's lines in the same worlds (:mod:`schnapsen.search.cause`): a
    move below the best says what goes wrong with it against a better move (the best first),
    the best what goes right against the nearest move so far below it. Of the causes the lines
    show, the one taken is the first whose words (numbers aside) differ from those of every
    move so far apart that has one; where a worse move finds none, the better move it shares
    its words with says instead what goes right against it. Each move also keeps, for a
    grade, the cause that parts it from every move so far below it.

    A move that no move is so far above (the best) says what goes right for it against the
    moves it beats: the fact that parts it from every one of them where the lines show one
    (:func:`schnapsen.search.cause.beating_clauses`), not only from the nearest. No move says
    a fact its own reason states already (:func:`schnapsen.search.cause.stated`)."""
    from dataclasses import replace

    from .cause import (
        Clause,
        beating_clauses,
        facts_of,
        kind_of,
        pair_clauses,
        said_form,
        stated,
    )
    from .reasons import CAUSE, contrast_words

    # a claim ends the deal: its reason says it all, and it has no line to compare
    lined = [h for h in hints if h.move.kind != MoveKind.CLAIM]
    apart = [h for h in lined if any(_far(h.value, g.value) for g in lined)]
    if not lined or not lines.lines:
        return hints
    facts = facts_of(lined, lines, seat, stats)
    if not partner_known:
        for f in facts.values():
            f.claimers.clear()  # "your side ... claims", no seat named as the partner
            f.partner_known = False  # who takes the trick said without a side
    index = {h.move: i for i, h in enumerate(hints)}
    # what each move may say: against a better move (its negative form) or a worse one
    against: dict[Move, dict[Move, list[Clause]]] = {h.move: {} for h in apart}
    # the facts each move's own reason states: a cause would say them twice
    known = {h.move: stated(h.reason, h.params) for h in lined}

    def new(clause: Clause | None, move: Move) -> bool:
        return clause is not None and kind_of(clause) not in known[move]

    for a in apart:
        for b in apart:
            if a.value >= b.value + CAUSE_APART:
                for ca, cb in pair_clauses(facts[a.move], facts[b.move], two, solo):
                    if ca is not None and new(ca, a.move):
                        against[a.move].setdefault(b.move, []).append(
                            said_form(ca, known[a.move], two))
                    if cb is not None and new(cb, b.move):
                        against[b.move].setdefault(a.move, []).append(
                            said_form(cb, known[b.move], two))
    said: dict[Move, Hint] = {}

    def words(h: Hint) -> str:
        return contrast_words(h.move, h.reason, h.params)

    def far(h: Hint) -> list[Hint]:
        return [g for g in apart if _far(g.value, h.value)]

    def clash(h: Hint) -> list[Hint]:
        w = words(h)
        return [said.get(g.move, g) for g in far(h) if words(said.get(g.move, g)) == w]

    def choose(h: Hint, options: list[Clause]) -> Hint | None:
        for clause in options:
            trial = replace(h, params={**h.params, CAUSE: clause})
            if not clash(trial):
                return trial
        return None

    for h in apart:
        others = sorted(far(h), key=lambda g: (g.value < h.value,
                                               abs(index[g.move] - index[h.move])))
        options = [c for g in others for c in against[h.move].get(g.move, [])]
        if others and all(g.value < h.value for g in others):
            # nothing so far above it: first the facts that part it from the most of the
            # moves it beats (all of them where one does), the nearest one's order after
            beaten = [facts[g.move] for g in others]
            options = [said_form(c, known[h.move], two)
                       for c, _ in beating_clauses(facts[h.move], beaten, two, solo)
                       if new(c, h.move)] + options
        chosen = choose(h, options)
        if chosen is None:
            # a better move it would share its words with says what goes right against it
            for g in clash(h):
                if g.value > h.value:
                    again = choose(g, against[g.move].get(h.move, []))
                    if again is not None:
                        said[g.move] = again
            chosen = choose(h, options)
        if chosen is None:
            # no fact of the lines parts it from a move it shares its words with: in how many
            # of the same deals its side scores more (or fewer) game points than after another
            # against the best move first: the one a grade names as better (round 25, hr
            # review: "fewer game points than with the Ober of Acorns ... Better was the Ten
            # of Bells"), then the others, the nearest first
            compared = sorted(others, key=lambda g: (
                (0, -g.value, index[g.move]) if g.value > h.value
                else (1, abs(index[g.move] - index[h.move]), 0)))
            top = lined[0]
            if top.value > h.value + _SAME and top.move in stats:
                # a move below the best is compared with the best move first (near it or
                # not), a worse one only where the best's words would clash (round 33, hr
                # worst 1: "Zvanje 20 ... – pogreška. U svih 5 rasporeda ovaj vam potez
                # donosi više bodova igre nego dečko srca")
                compared = [top, *(g for g in compared if g.move != top.move)]
            for g in compared:
                chosen = choose(h, [_compared(h, g, stats, solo)])
                if chosen is not None:
                    break
        if chosen is None and options:
            chosen = replace(h, params={**h.params, CAUSE: options[0]})
        said[h.move] = chosen or h
    out = list(hints)
    for h in lined:
        versus: dict[Move, Clause] = {}
        parting: dict[Move, tuple[Clause, ...]] = {}
        for g in lined:
            if h.value >= g.value + CAUSE_APART and against[h.move].get(g.move):
                versus[g.move] = against[h.move][g.move][0]
            if h.value > g.value + _SAME:
                found = tuple(said_form(ca, known[h.move], two)
                              for ca, _ in pair_clauses(facts[h.move], facts[g.move], two, solo)
                              if ca is not None and new(ca, h.move))
                if found:
                    parting[g.move] = found
        out[index[h.move]] = replace(said.get(h.move, h), versus=versus, parting=parting)
    return out


def _gain_first(hints: list[Hint]) -> list[Hint]:
    """``hints`` (best first) with the best move, where its reason says what its card risks
    and more moves than one are listed, marked to say what goes right first
    (:data:`~schnapsen.search.reasons.GAIN_FIRST`; round 33, hr worst 1: a best move whose
    only reason was its risk)."""
    from dataclasses import replace

    from .reasons import BEST_BY, GAIN_FIRST, RISKS

    if len(hints) < 2 or hints[0].reason not in RISKS:
        return hints
    params = {**hints[0].params, GAIN_FIRST: True}
    by = _best_by(hints)
    if by is not None:
        params[BEST_BY] = by
    return [replace(hints[0], params=params), *hints[1:]]


def _best_by(hints: list[Hint]) -> tuple[str, dict[str, Any]] | None:
    """How the best of ``hints`` compares with the others, from their figures, where its
    likely deals show no good fact to say before its card's risk (round 33, hr worst 1:
    "Baba žira – najbolji potez. ... stavili ste na kocku 14 bodova" alone): it loses the
    fewest game points, wins the deal most often, or brings the most game points (said
    where no good fact of its likely deals goes first: :func:`~.reasons.why_text`); None
    where it is worth no more than the next at the list's one decimal."""
    from .grade import tenths

    best, others = hints[0], hints[1:]
    if tenths(others[0].value) >= tenths(best.value):
        return None
    if not best.exact and best.wins > max(h.wins for h in others):
        # in every deal judged: "in all 12", not "in 12 of 12" (round 38, sl)
        every = ".all" if best.wins >= best.worlds else ""
        return ("search.why.best.by.wins" + every, {"won_in": best.wins, "worlds": best.worlds})
    if best.value < 0:
        return ("search.why.best.by.loses", {})
    return ("search.why.best.by.points", {})


def _fewer_wins(hints: list[Hint], solo: bool = False) -> list[Hint]:
    """``hints`` (best first) with the best move saying why it is best where a move below it
    wins the deal in more of the likely deals (round 29, sl: "in 7 of 12 you win" on the best
    line above "in 8 of 12 you win" on a good one): it wins fewer, but more game points on
    average (``search.why.best.fewer_wins``, said against the move that wins the most)."""
    from dataclasses import replace

    from .reasons import ALSO, FEWER_POINTS

    if len(hints) < 2 or hints[0].exact:
        return hints
    best = hints[0]
    said = best.params.get(ALSO)
    if said is not None and not str(said[0]).startswith(("search.why.vs.wins",
                                                          "search.why.vs.points")):
        return hints  # what it wins said otherwise (exact game points): kept
    from .grade import tenths

    # "but more game points on average" only where the values shown differ (round 30, sl:
    # said while both moves showed +0,3): at the list's one decimal
    more = [h for h in hints[1:] if not h.exact and h.wins > best.wins
            and tenths(h.value) < tenths(best.value)]
    if not more:
        return hints
    # each of them says it brings fewer game points, where its line counts its wins (round
    # 33, sl 15, newuser 14)
    hints = [replace(h, params={**h.params, FEWER_POINTS: True})
             if h in more and _counts_wins(h) else h for h in hints]
    other = max(more, key=lambda h: h.wins)
    clause = ("search.why.best.fewer_wins" + (".solo" if solo else ""),
              {"other": other.move, "won_in": best.wins, "more_in": other.wins})
    return [replace(best, params={**best.params, ALSO: clause}), *hints[1:]]


def _counts_wins(h: Hint) -> bool:
    """Whether ``h``'s reason says in how many of the likely deals it wins the deal, and not
    already how its game points compare with the best's."""
    from .reasons import ALSO, CAUSE

    said = [str(c[0]) for c in (h.params.get(CAUSE), h.params.get(ALSO)) if c is not None]
    if any(k.startswith("search.why.cause.vs.") for k in said):
        return False  # its game points against the best said already
    return any(k.startswith(("search.why.cause.wins.yes", "search.why.vs.wins",
                             "search.why.vs.points")) for k in said)


#: the causes that say the other side wins the deal in so many of the likely deals
_OTHER_WINS_CAUSE = "search.why.cause.wins.no"


def _lost_beside_best(hints: list[Hint]) -> list[Hint]:
    """``hints`` (best first) with each move graded good whose cause says only that the other
    side wins the deal in so many of the likely deals said with how often it wins after the
    best move (``search.why.best.lost``): the loss then reads as a comparison, not as the
    reason the move is good (round 31, cs: "Kulová desítka – dobrý tah. … V 9 z 12 rozložení
    rozdání vyhraje soupeř")."""
    from dataclasses import replace

    from .grade import GOOD_WITHIN, tenths
    from .reasons import ALSO, CAUSE

    if len(hints) < 2 or hints[0].exact:
        return hints
    best = hints[0]
    lost = best.worlds - best.wins
    out = [best]
    for h in hints[1:]:
        cause = h.params.get(CAUSE)
        loss = best.value - h.value
        key = str(cause[0]) if cause is not None else ""
        if (not key.startswith(_OTHER_WINS_CAUSE) or h.params.get(ALSO) is not None
                or h.exact or h.worlds != best.worlds or lost <= 0 or loss < _SAME
                or tenths(loss) >= round(GOOD_WITHIN * 10)):
            out.append(h)
            continue
        every = ".all" if lost >= best.worlds else ""  # "in all 12" (round 38)
        clause = ("search.why.best.lost" + key.removeprefix(_OTHER_WINS_CAUSE) + every,
                  {"other": best.move, "lost_in": lost, "worlds": best.worlds})
        out.append(replace(h, params={**h.params, ALSO: clause}))
    return out


def _mistakes_cost(hints: list[Hint], stats: Mapping[Move, MoveStats],
                   solo: bool = False) -> list[Hint]:
    """``hints`` (best first) with each move a grade calls a mistake (below the best by
    :data:`~schnapsen.search.grade.GOOD_WITHIN` or more) said with what it costs where its
    cause was good news only ("in all 12 likely deals you win the deal"): in how many of the
    likely deals it scores fewer game points than the best move, and, where it wins the deal
    in every one of them, that it wins it all the same (``.won``; round 29, cs: "Červený
    král – chyba. … Ve všech 12 zkoumaných rozloženích karet rozdání vyhrajete")."""
    from dataclasses import replace

    from .cause import likely_bad
    from .grade import GOOD_WITHIN, tenths
    from .reasons import CAUSE, contrast_words

    if len(hints) < 2:
        return hints
    best = hints[0]
    out = list(hints)
    for i, h in enumerate(hints):
        cause = h.params.get(CAUSE)
        if (cause is None or likely_bad(cause) or h.move not in stats
                or best.move not in stats
                or tenths(best.value - h.value) < round(GOOD_WITHIN * 10)):
            continue
        key, params = _compared(h, best, stats, solo)
        if h.worlds and h.wins == h.worlds:
            key = "search.why.cause.vs.worse.won" + (".solo" if solo else "")
        trial = replace(h, params={**h.params, CAUSE: (key, params)})
        words = contrast_words(trial.move, trial.reason, trial.params)
        if any(contrast_words(g.move, g.reason, g.params) == words
               for j, g in enumerate(out) if j != i):
            continue  # the same words as another move's: the cause it had tells them apart
        out[i] = trial
    return out


def _compared(h: Hint, g: Hint, stats: Mapping[Move, MoveStats],
              solo: bool = False) -> tuple[str, dict[str, Any]]:
    """The cause of :func:`_causes` where no fact of the lines parts ``h`` from ``g``: in how
    many of the same deals the side scores more game points after ``h`` than after ``g``
    (or, ``h`` below ``g``, fewer)."""
    mine, theirs = stats[h.move].values, stats[g.move].values
    worse = g.value > h.value
    held = sum((a < b) if worse else (a > b) for a, b in zip(mine, theirs, strict=True))
    key = "search.why.cause.vs.worse" if worse else "search.why.cause.vs.better"
    if (worse and g.move.kind == MoveKind.MARRIAGE and h.move.kind == MoveKind.CARD
            and g.move.card == h.move.card):
        # the same card with its marriage announced: said so, not by the card's name again
        # (round 33, cs 4: "Žaludský král – chyba. … než kdybyste se rozhodli zahrát
        # žaludského krále a ohlásit žaludský pár")
        key += ".marriage"
    return key + (".solo" if solo else ""), {"other": g.move, "held": held,
                                             "worlds": len(mine)}


#: two moves whose values differ by less than this are worth the same (and said equal)
_SAME = 1e-9


def _contrast(hints: list[Hint], stats: Mapping[Move, MoveStats],
              solo: bool = False) -> list[Hint]:
    """Moves whose reasons have the same words but not the same value (an Unter led in one
    suit or in another, each "giving away only 13 card points") each get a clause that says
    what the move wins by the list's measure, so the reasons tell them apart: with every
    card known, the game points it wins or loses with best play; else, over the same likely
    deals, in how many it wins the deal (where that orders them as their values do), or the
    game points it wins and loses over them (always ordered as the values are, whose mean
    it is)."""
    from dataclasses import replace

    from .reasons import ALSO, contrast_words

    groups: dict[str, list[int]] = {}
    for i, h in enumerate(hints):
        groups.setdefault(contrast_words(h.move, h.reason, h.params), []).append(i)
    out = list(hints)
    for members in groups.values():
        values = [hints[i].value for i in members]
        if len(members) < 2 or max(values) - min(values) < _SAME:
            continue
        group = [hints[i] for i in members]
        pairs = [(a, b) for a in group for b in group if a.value > b.value + _SAME]
        by_wins = all(a.wins > b.wins for a, b in pairs)
        for i, h in zip(members, group, strict=True):
            clause = _what_it_wins(h, stats.get(h.move), by_wins, solo)
            if clause is not None:
                out[i] = replace(h, params={**h.params, ALSO: clause})
    return out


def _what_it_wins(h: Hint, st: MoveStats | None, by_wins: bool,
                  solo: bool = False) -> tuple[str, dict[str, Any]]:
    """The clause of :func:`_contrast` for one move (see there): who wins is named, "your
    side", or "you" where the reader plays alone (``solo``; "it wins the deal" left the
    reader asking who "it" was)."""
    you = ".solo" if solo else ""
    if h.exact or st is None:
        points = round(h.value)
        key = "search.why.vs.exact.win" if points > 0 else "search.why.vs.exact.lose"
        return key + you, {"points": abs(points)}
    if by_wins:
        # won in none: said in words, not "in 0" (round 28, hu "12 lehetséges leosztásból 0
        # esetben megnyered a partit")
        none = ".none" if not h.wins else ".all" if h.wins >= h.worlds else ""
        return "search.why.vs.wins" + none + you, {"won_in": h.wins, "worlds": h.worlds}
    # in how many of the likely deals it wins and loses the deal, and the mean: not the sums
    # of the game points won and lost over them (hu reader 26: "12 lehetséges leosztásban
    # összesen 2 játszmapontot nyersz, és 16 játszmapontot veszítesz")
    won = sum(v > 0 for v in st.values)
    lost = sum(v < 0 for v in st.values)
    # nothing lost (or nothing won) said in words, not as "in 0" (issue 25, sl
    # "dobiš 32 točk in izgubiš 0 točk")
    none = ".nolost" if won and not lost else ".nowon" if lost and not won else ""
    if won >= h.worlds and not lost:  # "in all 12", not "in 12 of 12 ... in none" (round 38)
        return "search.why.vs.wins.all" + you, {"won_in": won, "worlds": h.worlds}
    return "search.why.vs.points" + none + you, {"won_in": won, "lost_in": lost,
                                                 "worlds": h.worlds, "mean": float(h.value)}


def _exact_stats(world: Deal, moves: list[Move], seat: int) -> tuple[list[MoveStats], Lines]:
    """Every move's exact value (the solver's), and its best line."""
    from .cause import exact_lines

    values, lines = exact_lines(world, moves, seat)
    out = []
    for m in moves:
        st = MoveStats(m)
        st.add(values[m])
        out.append(st)
    return out, lines


def _describe(st: MoveStats, deal: Deal, obs: Observation, world: Deal | None,
              every: bool = False) -> Hint:
    """The move's hint: its value by the one measure of the list (exact, or the mean over the
    same likely deals), how many deals and wins stand behind it, and its reason
    (:func:`schnapsen.search.reasons.why`; the best line where every card is known)."""
    from .reasons import alone, why

    m = st.move
    # exact: the deal ends with it, worth the same in every likely deal (not where the seat
    # does not know its partner: the side's points are each deal's; round 25, hr daily
    # puzzle: "exact" said of a claim worth +2 or -2 by who holds the called card)
    claim = m.kind == MoveKind.CLAIM and max(st.values, default=0.0) == min(st.values,
                                                                            default=0.0)
    key, params = why(deal, obs, m, st.mean, world)
    solo = alone(obs)
    if world is not None or claim:
        return Hint(m, st.mean, True, 1, int(st.mean > 0), key, params, solo=solo)
    return Hint(m, st.mean, False, st.worlds, st.wins, key, params, every, solo=solo)


def _keeps_played(cause: tuple[str, Mapping[str, Any]], played: Move) -> bool:
    """Whether ``cause`` says the card of ``played`` stays in the hand (``keeps.*``): a
    review's better move never says so of the card the reader played (round 30, sl: "želodov
    as ti ostane v roki" of the ace the reader had just played and lost)."""
    return (str(cause[0]).startswith("search.why.cause.keeps")
            and played.card is not None and cause[1].get("card") == played.card)
