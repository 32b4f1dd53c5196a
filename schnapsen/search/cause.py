"""Why one ranked move is worth more than another, from the search's own lines (issue 22,
round 12): not "it wins in 9 of the 12 likely deals" against "in 7", but what happens when
the two lines part, and in how many of the same likely deals.

:func:`schnapsen.search.playout.evaluate` keeps the line it settled each move with in each
world (the rule-of-thumb moves until the solver applies, then the solver's best line, from the
solver's own table: no second search), and the exact hints keep the solver's best line. Each
line is played again on the integer core, whose every rule is the kernel's, and read for the
trick the move belongs to and what follows: whether an opponent takes the seat's lead with a
trump, whether the seat's side takes that trick, whether an opponent who took it announces a
marriage next, who takes the last trick, who wins the deal and whether for more than one game
point; an exchange, whether the hand then holds the marriage of the turned card's suit. A bid's
lines start at the play and tell only the deal's end.

Two moves of different value are told apart by a fact that holds for the better one in more of
the same deals, each said of its own move: the better one in its positive form ("your opponent
does not trump this lead"), the worse one in its negative form ("your opponent trumps this
lead"), with the share of the likely deals in words (every, most, some ...) and how many of how
many (the figure). Facts of the move's trick come before those of the deal's end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import kernel
from ..cards import CARDS, Card, Rank, Suit
from ..deal import Deal
from ..i18n import MESSAGES
from ..moves import Move, MoveKind
from ..stages import Stage
from .core import CLAIM, CLOSE, EXCHANGE, MARRIAGE, Core, Position, move_code
from .playout import Lines
from .solve import Solver

__all__ = ["Facts", "KINDS", "facts_from", "pair_clauses", "own_clause", "pair_reasons",
           "said_form", "SAID_FORMS",
           "exact_lines", "NEGATIVE", "STATES", "stated", "kind_of", "beating_clauses"]

#: the facts a line is read for: first those of the trick the move belongs to and of what
#: follows it (the lead trumped, the trick taken, the marriage the opponent announces after
#: taking it, the last trick), then those of the deal's end (who wins it, and whether for
#: more than one game point)
TRICK_KINDS = ("trumped", "takes", "marriage", "last")
END_KINDS = ("wins", "big")
#: the facts that say why the move's trick matters (issue 22, round 14: "reasons say what,
#: not why"), said before the others: the trick is the last before the talon runs out, and
#: its loser draws the turned trump card (``turned``: the seat's side gets it); the trick
#: gives the lead to the side that then closes the talon (``closes``), claims (``claims``) or
#: leads a trump (``pulls``)
WHY_KINDS = ("turned", "closes", "claims", "pulls")
KINDS = WHY_KINDS + TRICK_KINDS + END_KINDS
#: the facts of the lead the move's trick gives: said of the worse move only where its side
#: does not take the trick in most of the lines ("this trick does not give you the lead to
#: close the talon", not of a trick taken and the lead used otherwise)
LEAD_KINDS = ("closes", "claims", "pulls")
#: how a fact counts for the move it is said of: +1 the more the better, -1 the fewer
_SIGN = {"trumped": -1, "takes": 1, "marriage": -1, "last": 1, "wins": 1, "big": 1,
         "turned": 1, "closes": 1, "claims": 1, "pulls": 1}
#: what a card the worse move spends does in the better move's lines (:data:`Facts.kept`):
#: it makes a marriage the seat announces later, or takes a trick once nobody draws any more
KEEPS = ("marriage", "late")


@dataclass
class Facts:
    """What the lines after one move showed over its worlds: in how many each fact held
    (``counts``), how many lines were read (``worlds``), and a fact that needs no line
    (``exchange_marriage``: the suit of the marriage the hand holds after an exchange)."""

    move: Move
    worlds: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    #: the kinds that can be said of this move at all (only a lead can be trumped; a move
    #: that ends the deal has no trick)
    apply: set[str] = field(default_factory=set)
    exchange_marriage: Suit | None = None
    #: how many of the lines were played to the last trick (the deal not ended before)
    played_out: int = 0
    #: the turned trump card the move's trick decides (its loser draws it), or None
    turned_card: Card | None = None
    #: the seat's cards that, in how many of the lines, make a marriage it announces later
    #: (``"marriage"``) or take a trick once nobody draws (``"late"``): by card index
    kept: dict[int, dict[str, int]] = field(default_factory=dict)
    #: the seat the facts are read for, and in how many of the lines each seat of its side
    #: claims after the move's trick: a partner who claims is named (``claims.yes.seat``)
    seat: int = -1
    claimers: dict[int, int] = field(default_factory=dict)
    #: the most trumps the other hands still held when the seat's side led a trump after the
    #: move's trick (``pulls``), over the lines: one, and "the trumps still out" is said of
    #: that one trump (round 25, cs "vytáhnout zbylé trumfy" with one trump left)
    pulled: int = 0
    #: the seat that took the move's trick, in how many of the lines, by whether it was on
    #: the seat's side in that line's world and by seat
    takers: dict[tuple[bool, int], int] = field(default_factory=dict)
    #: whether the seat knows its partners (False while a called card's holder is secret): a
    #: clause of who takes the move's trick then names the seat that takes it, or says it
    #: without a side (round 25, sl: "your side takes this trick" to a seat that did not know
    #: its partner yet)
    partner_known: bool = True
    #: the seat's hand before the move (a bit per card index; the same in every world): a
    #: marriage kept whose other card is not in it yet is said as one that comes with that
    #: card (round 25, hr: "the green Ober stays in your hand for the marriage in Leaves"
    #: without the King, which the lines drew)
    hand: int = 0
    #: whether nobody draws any more before the move (the talon gone or closed): a card kept
    #: takes a trick "later", not "once nobody draws" (round 26, cs, sl)
    shut: bool = False
    #: whether the move's trick is played while nobody must follow suit (the kernel's rule:
    #: the strict play rules do not apply yet): an opponent who trumps it may hold its suit
    #: (round 29, cs: "your opponent has none of its suit and trumps it" with the talon open)
    free: bool = False
    #: whether the move completes its trick: who takes it, and so who draws the turned trump
    #: card after the talon's last trick, follows from the cards on the table, not from the
    #: unseen cards, and is said without a count of the deals (round 34, cs further 3: "in
    #: all 12 deals this is the last trick before the talon runs out")
    decided: bool = False


def read_line(core: Core, root: Position, line: Sequence[int], seat: int, f: Facts) -> None:
    """Add what ``line`` (the move, then the search's line, from ``root``) shows to ``f``:
    the rule kernel's answers as the core plays it (who takes the move's trick, whether with
    a trump against the seat's lead, what the taker does next, who takes the last trick,
    who wins the deal and for how many game points)."""
    side = core.side[seat]
    trump = root.trump
    start = root.tricks_played
    f.hand = root.hands[seat]
    f.shut = root.closed_side >= 0 or core.talon_gone(root)
    p = root
    led: bool | None = None  # whether the seat's first card led its trick
    state = 0  # 0: the move's trick goes on; 1: just done, the next move is read; 2: read
    last_side = -1
    mine = False
    kept: dict[int, set[str]] = {}  # the seat's cards and what they do later in this line
    by_seat: set[int] = set()  # the cards of the current trick the seat played
    for c in line:
        if p.winner >= 0:
            break
        mover = p.to_move
        if led is None and c < EXCHANGE:
            led = not p.trick
        if state == 1:
            if MARRIAGE <= c < EXCHANGE and core.side[mover] != side:
                f.counts["marriage"] += 1
            if mine and core.side[mover] == side:
                f.counts["closes"] += c == CLOSE
                # a claim that is right: a line of a deal lost anyway may claim short, worth
                # no less than playing on (round 25, hr guided hand: "you take this trick
                # and then claim" with 7 points)
                right = c == CLAIM and core.claim_wins(p)
                f.counts["claims"] += right
                if right:
                    f.claimers[mover] = f.claimers.get(mover, 0) + 1
                pulls = ("pulls" in f.apply and trump >= 0 and c < EXCHANGE
                         and (c if c < MARRIAGE else c - MARRIAGE) // 6 == trump)
                # the trumps the other side's hands hold as it is led: a trump led draws
                # trumps out only while one is there (round 25, cs: "then leads a trump, to
                # draw out the opponent's trumps" with none left; a partner's trump is not
                # drawn out)
                out = sum(bin(h >> (6 * trump) & 0x3F).count("1")
                          for s, h in enumerate(p.hands) if core.side[s] != side) \
                    if pulls else 0
                pulls = pulls and out > 0
                f.counts["pulls"] += pulls
                if pulls:
                    f.pulled = max(f.pulled, out)
            state = 2
        if state == 2 and mover == seat and MARRIAGE <= c < EXCHANGE:
            suit = Suit((c - MARRIAGE) // 6)
            for r in (Rank.KING, Rank.OBER):
                kept.setdefault(Card(suit, r).index, set()).add("marriage")
        if mover == seat and c < EXCHANGE:
            by_seat.add(c if c < MARRIAGE else c - MARRIAGE)
        late = p.closed_side >= 0 or core.talon_gone(p)
        q = core.play(p, c)
        if q.tricks_played > p.tricks_played:
            cards = (*p.trick, c if c < MARRIAGE else c - MARRIAGE)
            taker = 0 if q.tricks[0] > p.tricks[0] else 1
            last_side = taker
            if state == 2 and late:
                top = cards[kernel.trick_winner(cards, trump)]
                if top in by_seat:
                    kept.setdefault(top, set()).add("late")
            by_seat = set()
            if state == 0:
                state = 1
                f.decided = p is root  # the move itself ended its trick
                mine = taker == side
                f.free = not core.strict(p)
                # the seat whose card took it: the card just played, or the best before it
                seat_took = (mover if kernel.trick_winner(cards, trump) == len(cards) - 1
                             else p.best_seat)
                f.takers[mine, seat_took] = f.takers.get((mine, seat_took), 0) + 1
                f.apply.update(("takes", "last"))
                f.counts["takes"] += mine
                if led and cards[0] // 6 != trump:
                    f.apply.add("trumped")
                    f.counts["trumped"] += (not mine and trump >= 0
                                            and any(x // 6 == trump for x in cards))
                if not mine:
                    f.apply.add("marriage")
                if core.players == 2 and p.turned >= 0 and len(p.talon) == 1 and q.turned < 0:
                    # the last draw: the trick's taker draws the hidden card, its loser the
                    # turned trump card
                    f.apply.add("turned")
                    f.counts["turned"] += not mine
                    f.turned_card = CARDS[p.turned]
                if q.winner < 0:
                    # the lead this trick gives: to close the talon while it is open, to lead
                    # a trump once nobody draws (to draw out the trumps still out), to claim
                    shut = q.closed_side >= 0 or core.talon_gone(q)
                    f.apply.update(("claims", "pulls" if shut else "closes"))
        p = q
    for card, uses in kept.items():
        row = f.kept.setdefault(card, dict.fromkeys(KEEPS, 0))
        for use in uses:
            row[use] += 1
    if p.winner < 0:
        return
    f.worlds += 1
    f.apply.update(END_KINDS)
    if p.winner == side:
        f.counts["wins"] += 1
        f.counts["big"] += p.game_points > core.variant.game_points.over_half  # more than the least
    if not any(p.hands) and last_side >= 0 and start < p.tricks_played:
        f.played_out += 1
        f.counts["last"] += last_side == side


def facts_from(lines: Lines, first: tuple[object, ...], move: Move, seat: int) -> Facts:
    """The facts of ``move`` from the lines the search settled it with (``first``: its code,
    or an exchange's or a close's and the move the seat makes next; ``("bid", move)`` for a
    bid, whose lines start at the play and tell only the deal's end)."""
    f = Facts(move, seat=seat)
    found = lines.lines.get(first, [])
    for core, root, line in found:
        read_line(core, root, line, seat, f)
    if (first and first[0] == "bid") or move.kind in (MoveKind.EXCHANGE, MoveKind.CLOSE):
        # a bid, an exchange or a close is not a card of the trick: the facts of "this lead"
        # and "this trick" would be of the move after it (readers: "closing is not a lead")
        f.apply &= set(END_KINDS)
    if move.kind == MoveKind.EXCHANGE and found:
        core, root, _ = found[0]
        hand = core.play(root, EXCHANGE).hands[seat]
        if root.turned >= 0:
            suit = Suit(root.turned // 6)
            if hand >> Card(suit, Rank.KING).index & 1 and hand >> Card(suit, Rank.OBER).index & 1:
                f.exchange_marriage = suit
    return f


def exact_lines(world: Deal, moves: Sequence[Move], seat: int) -> tuple[dict[Move, float], Lines]:
    """Every move's exact value for ``seat`` (the solver's, as :func:`schnapsen.search.solve`
    gives them) and its best line, from one solver whose table the lines reuse."""
    core = Core.from_deal(world)
    root = core.root
    solver = Solver(core)
    lines = Lines()
    sign = 1 if core.side[seat] == 0 else -1
    values: dict[Move, float] = {}
    for m in moves:
        code = move_code(m)
        q = core.play(root, code)
        v0 = solver.exact0(q)
        values[m] = float(sign * v0)
        lines.add((code,), core, root, [code, *(solver.line(q, v0) if q.winner < 0 else [])])
    return values, lines


Clause = tuple[str, dict[str, Any]]


#: the clauses that name the other side, said "your opponent" in a game for two (``.opp``)
_OPP = frozenset(("trumped.yes", "trumped.no", "takes.no", "marriage.yes", "marriage.no",
                  "last.no", "wins.no"))
#: the clauses that name the reader's side, said "you" where the reader plays alone (``.solo``:
#: "your side" in a game for two read as a team that is not there)
_SIDE = frozenset(("takes.yes", "last.yes", "wins.yes", "big.yes", "big.no", "closes.yes",
                   "closes.no", "claims.yes", "claims.no", "pulls.yes", "pulls.no"))
#: the clauses said in the negative ("your opponent does not trump this lead"): with the share
#: "every" they take the edition's own negative form (``search.why.cause.with.all.no``: cs
#: "v žádném ...", where "ne... v každém" read as "not in every"). Not ``big.no``: "you win
#: at most one game point" is no negative (round 33: cs "v žádném ... získáte nejvýš jeden
#: herní bod", sl "v nobenem ... dobiš največ eno točko" said the opposite)
NEGATIVE = frozenset(("trumped.no", "marriage.no", "closes.no", "claims.no", "pulls.no"))

#: the facts a move's own reason already states (its message keys, the first clause or the
#: second): a cause of the same fact would say it twice ("takes this trick, worth 12 card
#: points; your side takes this trick in every likely deal")
STATES: Mapping[str, frozenset[str]] = {
    # the move completes its trick: who takes it is told (and a trump no longer answers it)
    **dict.fromkeys(("search.why.take", "search.why.partner", "search.why.take.side",
                     "search.why.give", "search.why.give.cheap", "search.why.give.opp",
                     "search.why.give.cheap.opp"), frozenset(("takes", "trumped"))),
    # ... and brings the side to the target, "enough to claim": the claim is said too
    **dict.fromkeys(("search.why.take.reach", "search.why.take.reach.side"),
                    frozenset(("takes", "trumped", "claims"))),
    # a lead nothing still out can take: the side takes it, nobody trumps it
    **dict.fromkeys(("search.why.lead.sure", "search.why.top.sure", "search.why.lead.sure.own",
                     "search.why.top.sure.own", "search.why.top.sure.after",
                     "search.why.lead.sure.last", "search.why.top.sure.last"),
                    frozenset(("takes", "trumped"))),
    # ... a trump that draws out the others' trumps: the trumps led next are said already
    **dict.fromkeys(("search.why.lead.sure.trump", "search.why.lead.sure.trump.one"),
                    frozenset(("takes", "trumped", "pulls"))),
    # a lead the opponent must trump
    # (not "lead.trump.void": whether the opponent holds a trump is the cause's to say)
    **dict.fromkeys(("search.why.lead.trump.must", "search.why.lead.talon.must"),
                    frozenset(("trumped",))),
    # a marriage or a trick that brings the side to the target ends "enough to claim": the
    # claim after the trick is said already (cs "… můžete ohlásit „dost“; tento štych berete
    # vy a pak hlásíte „dost“", round 20)
    **dict.fromkeys(("search.why.marriage.reach", "search.why.marriage.reach.solo",
                     "search.why.marriage.reach.play", "search.why.marriage.reach.solo.play"),
                    frozenset(("claims",))),
    # a claim ends the deal: who wins it is told
    **dict.fromkeys(("search.why.claim", "search.why.claim.marriage", "search.why.claim_short",
                     "search.why.claim_short.marriage", "search.why.claim.side",
                     "search.why.claim.marriage.side", "search.why.claim_short.side",
                     "search.why.claim_short.marriage.side", "search.why.claim.unknown",
                     "search.why.claim.unknown.wins", "search.why.claim.unknown.short"),
                    frozenset(("wins", "big"))),
    # the best line: who reaches the target (and so wins the deal), who takes the last trick
    **dict.fromkeys(("search.why.line.reach.you", "search.why.line.reach.you.solo",
                     "search.why.line.reach.opp", "search.why.line.reach.other",
                     "search.why.line.least", "search.why.line.least.solo"),
                    frozenset(("wins",))),
    # the move keeps a marriage or a card for the strict play: what a kept card does later
    **dict.fromkeys(("search.why.keeps.marriage", "search.why.keeps.ace"),
                    frozenset(("keeps",))),
    **dict.fromkeys(("search.why.line.last.you", "search.why.line.last.you.solo",
                     "search.why.line.last.opp", "search.why.line.last.other",
                     "search.why.line.all", "search.why.line.all.solo"), frozenset(("last",))),
}


def stated(reason: str, params: Mapping[str, Any]) -> frozenset[str]:
    """The facts (:data:`KINDS`) the reason ``reason`` with ``params`` (and its second clause,
    under ``then``) already states: a cause of one of them is left out."""
    out = set(STATES.get(reason, frozenset()))
    if reason in _TRUMP_RISKS:
        out.add(TRUMP_RISK)
    then = params.get("then")
    if isinstance(then, tuple) and then:
        out |= STATES.get(str(then[0]), frozenset())
        if len(then) > 1 and isinstance(then[1], Mapping) and then[1].get("this_trick"):
            out.add("takes")  # the last trick is the move's own: who takes it is said
    return frozenset(out)


#: a cause's form said after a reason that states a fact it would repeat: the fact the form
#: leaves out, by the cause's fact (issue 25, a new reader: "the Unter of Hearts takes this
#: trick …; you take this trick, the last before the talon runs out, …")
#: (round 27, hu: "in most of the likely deals it gives your opponent the lead, with a marriage
#: to announce" of a move that gives the trick away in every deal: what the count counts is
#: the marriage)
SAID_FORMS: Mapping[str, str] = {"turned": "takes", "marriage": "takes"}

#: the reasons that say a card takes its trick "unless someone trumps it" (nothing of its suit
#: still out can take it): :func:`stated` gives them this mark (no fact of :data:`KINDS`)
TRUMP_RISK = "trump.risk"
_TRUMP_RISKS = frozenset(("search.why.lead.trump", "search.why.lead.talon.trump",
                          "search.why.lead.trump.void", "search.why.top.trump",
                          "search.why.lead.trump.own", "search.why.lead.trump.high",
                          "search.why.top.trump.own", "search.why.top.trump.after"))


def said_form(clause: Clause, known: frozenset[str], two: bool = False) -> Clause:
    """``clause`` in its form without the fact the move's own reason states already
    (:data:`SAID_FORMS`, keys ``.said``: "this trick is the last before the talon runs out,
    so you draw …" after "the Unter of Hearts takes this trick"); a lead the side does not
    keep after a reason that says the card takes its trick "unless someone trumps it"
    (:data:`TRUMP_RISK`), in its form that says the trump (keys ``.trumped``: "someone trumps
    it, so this trick does not give you the lead to claim"); else unchanged. ``known``: the
    facts the reason states (:func:`stated`); ``two``: one opponent, who trumps it (``.opp``,
    round 33, hu "valaki megüti aduval" in a game for two)."""
    key, params = clause
    left_out = SAID_FORMS.get(kind_of(clause))
    # a marriage's said form only where it is announced: "no marriage after it" would claim
    # the lead passes, which a trick taken does not do
    if kind_of(clause) == "marriage" and ".no" in key:
        left_out = None
    if left_out is not None and left_out in known and not key.endswith(".said"):
        return key + ".said", params
    if ("takes" in known and kind_of(clause) in LEAD_KINDS and key.split(".")[4:5] == ["yes"]
            and key + ".said" in MESSAGES):
        # the reason has said the side takes the trick: what it does with the lead, not the
        # trick again (round 27, cs: "the Ace of Leaves takes this trick … and you will have
        # 35 points; you take this trick and then lead a trump")
        return key + ".said", params
    if (TRUMP_RISK in known and kind_of(clause) == "trumped"
            and key.split(".")[4:5] == ["yes"] and key + ".said" in MESSAGES):
        # the reason has said the card takes its trick "unless someone trumps it": the trump
        # said as what comes of it, by whom (round 27, sl: "… unless a trump takes it; an
        # opponent takes it with a trump" read as the same fact twice). While nobody must
        # follow suit (``free``) not "has none of its suit": he may trump it all the same
        # (round 29, cs: said of three suits in one position, with the talon open)
        if params.get("free") and key + ".free" in MESSAGES:
            return key + ".free", params
        return key + ".said", params
    if (TRUMP_RISK in known and kind_of(clause) in LEAD_KINDS
            and key.split(".")[4:5] == ["no"] and not key.endswith(".trumped")):
        # the card takes its trick "unless someone trumps it", and the side does not get the
        # lead after it: it is trumped, said so (round 23, hu "elviszi az ütést, hacsak valaki
        # meg nem üti aduval; … ezzel az ütéssel nem kerülsz hívásra" read as a contradiction).
        # The clause is no longer said in the negative (cs "v žádném ..." would deny the trump)
        key += ".trumped" + (".opp" if two and key + ".trumped.opp" in MESSAGES else "")
        return key, {k: v for k, v in params.items() if k != "negative"}
    return clause


def kind_of(clause: Clause) -> str:
    """The fact (:data:`KINDS`) a cause clause says ("" for one that is no fact of the lines:
    the exchange's marriage, the game points compared)."""
    parts = clause[0].split(".")
    return parts[3] if len(parts) > 3 and (parts[3] in KINDS or parts[3] == "keeps") else ""


def likely_bad(clause: Clause) -> bool:
    """Whether a cause clause reads as bad news for the move's side: a fact that counts for
    the move (``takes.yes``, ``vs.better`` ...) in fewer than half of the likely deals, or one
    that counts against it (``takes.no``, ``trumped.yes`` ...) in one in four of them or more
    (not in "few of the likely deals": that reads as good news). A lead's risk is joined to
    such a clause without a "but" (``search.why.join.risk.bad``: hu "…, ám …" read as
    jarring after "the other side takes this trick in most of the likely deals", round 23)."""
    key, params = clause
    parts = key.split(".")
    kind = kind_of(clause)
    if kind in _SIGN and len(parts) > 4 and parts[4] in ("yes", "no"):
        good = (_SIGN[kind] > 0) == (parts[4] == "yes")
    elif len(parts) > 4 and parts[3] == "vs":
        good = parts[4] == "better"
    else:  # a fact that is neither (the exchange's marriage, a card kept)
        return False
    held, worlds = int(params.get("held", 1)), int(params.get("worlds", 1))
    # the shares of :func:`schnapsen.search.reasons.share_of`: half or more, "few" below 1/4
    return 2 * held < worlds if good else 4 * held >= worlds


#: the facts of the move's own trick that follow from the position where the move completes
#: the trick (:attr:`Facts.decided`): who takes it, and who draws the turned trump card
POSITIONAL = frozenset(("takes", "turned"))


def own_clause(f: Facts, kind: str, good: bool, two: bool, solo: bool = False) -> Clause:
    """The clause of fact ``kind`` said of ``f``'s move, in its positive (``good``) or negative
    form, with in how many of the lines it holds (the count of the form said; of the last
    trick, over the lines played to the last trick). ``two``: the other side is one opponent
    (``.opp``); ``solo``: the reader plays alone in this deal, its side is "you" (``.solo``)."""
    held = f.counts[kind]
    total = f.played_out if kind == "last" else f.worlds
    if _SIGN[kind] < 0:
        n = total - held if good else held
    elif kind in LEAD_KINDS and not good:
        n = total - f.counts["takes"]  # "this trick does not give you the lead": not taken
    else:
        n = held if good else total - held
    form = f"{kind}.{'yes' if (_SIGN[kind] > 0) == good else 'no'}"
    key = f"search.why.cause.{form}"
    if two and form in _OPP:
        key += ".opp"
    elif solo and form in _SIDE:
        key += ".solo"
    params: dict[str, Any] = {"held": n, "worlds": total}
    if form == "claims.yes" and not two and not solo:
        claimer = _claimer(f)
        if claimer is not None:  # a partner claims, not the reader: named (sl, round 20)
            key += ".seat"
            params["seat"] = claimer
    if kind == "turned" and f.turned_card is not None:
        params["card"] = f.turned_card
    if form == "pulls.yes" and f.pulled == 1:  # one trump still out: said in the singular
        key += ".one"
    if kind == "takes" and not f.partner_known and not two:
        key = _takes_unknown(f, form == "takes.yes", params)
    elif form in _SIDE_UNKNOWN and not f.partner_known and not two and not solo:
        key = _side_unknown(f, form)
        params.pop("seat", None)  # a partner not yet known is not named as the claimer
    if kind in POSITIONAL and f.decided and n == total:
        # the same in every deal because it follows from the position: a plain fact, no
        # count of the deals (round 34, cs further 3)
        params.pop("held")
        params.pop("worlds")
    if form in NEGATIVE:
        params["negative"] = True
    if form == "trumped.yes" and f.free:
        params["free"] = True
    return key, params


def _takes_unknown(f: Facts, yes: bool, params: dict[str, Any]) -> str:
    """Who takes the move's trick, said to a seat that does not know its partner yet: not
    "your side" nor "the other side", which it cannot tell apart, but the seat itself where
    it takes the trick in every line where its side does (``takes.yes.solo``: "you take this
    trick"), the one seat that takes it in every line where that side does (``.seat``: "seat
    3 takes this trick"), else "you or your partner" or "an opponent" (``.unknown``)."""
    seats = {s for (mine, s), n in f.takers.items() if n and mine == yes}
    if len(seats) == 1:
        (who,) = seats
        if who == f.seat:
            return "search.why.cause.takes.yes.solo"
        params["seat"] = who
        return f"search.why.cause.takes.{'yes' if yes else 'no'}.seat"
    return f"search.why.cause.takes.{'yes' if yes else 'no'}.unknown"


#: the clauses that name the reader's side or the other side beside who takes the move's
#: trick: said to a seat that does not know its partner yet by :func:`_side_unknown`
_SIDE_UNKNOWN = frozenset(("last.yes", "last.no", "wins.yes", "wins.no", "big.yes", "big.no",
                           "closes.yes", "closes.no", "claims.yes", "claims.no", "pulls.yes",
                           "pulls.no"))
#: of them, the clauses whose side takes the move's trick and then leads
_LEADS_YES = frozenset(("closes.yes", "claims.yes", "pulls.yes"))


def _side_unknown(f: Facts, form: str) -> str:
    """A clause of ``form`` said to a seat that does not know its partner yet (round 25e, as
    :func:`_takes_unknown`): not "your side" nor "the other side", which it cannot tell apart,
    but "you" where the seat itself takes the move's trick in every line where its side does
    and then leads (``.solo``: "you take this trick and then close the talon"), else "you or
    your partner, not yet known" / "an opponent" / "your opponents" (``.unknown``)."""
    one = ".one" if form == "pulls.yes" and f.pulled == 1 else ""
    mine = {s for (side, s), n in f.takers.items() if n and side}
    if form in _LEADS_YES and mine == {f.seat}:
        return f"search.why.cause.{form}.solo{one}"
    return f"search.why.cause.{form}.unknown{one}"


def _claimer(f: Facts) -> int | None:
    """The one seat, not ``f``'s own, that claims in every line of ``f`` with a claim after
    the move's trick; None where the reader claims in one of them (or nobody claims)."""
    seats = set(f.claimers)
    if len(seats) == 1 and f.seat not in seats:
        return seats.pop()
    return None


def pair_kinds(a: Facts, b: Facts) -> list[str]:
    """The facts that part ``a``'s move (the better) from ``b``'s over the same worlds: each
    counts for ``a`` by more lines than for ``b``; those of the move's trick and what follows
    it first (the cause), then those of the deal's end; of each, the most parting first."""
    scored = []
    for i, k in enumerate(KINDS):
        if k not in a.apply and k not in b.apply:
            continue
        na, nb = (a.played_out, b.played_out) if k == "last" else (a.worlds, b.worlds)
        if na == 0 or nb == 0:
            continue
        if k == "last" and (na < a.worlds or nb < b.worlds):
            continue  # the last trick only where every line was played to it ("1 of 2" read
            #           as a sample of two at the first lead)
        diff = _SIGN[k] * (a.counts[k] / na - b.counts[k] / nb)
        if k in WHY_KINDS and 2 * a.counts[k] <= na:
            continue  # a reason said first holds in most of the better move's lines
        if diff > 1e-9:
            tier = 0 if k in WHY_KINDS else 2 if k in END_KINDS else 1
            scored.append((tier, -diff, i, k))
    return [k for *_, k in sorted(scored)]


def pair_clauses(a: Facts, b: Facts, two: bool,
                 solo: bool = False) -> list[tuple[Clause | None, Clause | None]]:
    """The clauses that can say why ``a``'s move is better than ``b``'s, the fact that parts
    them most first: ``a``'s positive form and ``b``'s negative form (None where a fact is
    said of one move only: the marriage an exchange gives the hand)."""
    out: list[tuple[Clause | None, Clause | None]] = []
    if a.exchange_marriage is not None and b.exchange_marriage is None:
        out.append((("search.why.cause.exchange", {"suit": a.exchange_marriage}), None))
    keep = keeps_clause(a, b)
    for k in pair_kinds(a, b):
        if keep is not None and k in END_KINDS:
            # the card kept: after the facts of the move's own trick (a lead trumped is what
            # the reader sees first), before the deal's end
            out.append((keep, None))
            keep = None
        cb = own_clause(b, k, False, two, solo) if said_of(b, k) else None
        if cb is not None and k in LEAD_KINDS and 2 * cb[1]["held"] <= cb[1]["worlds"]:
            cb = None  # the worse move's side takes the trick, the lead used otherwise
        out.append((own_clause(a, k, True, two, solo) if said_of(a, k) else None, cb))
    if keep is not None:
        out.append((keep, None))
    return out


def keeps_clause(a: Facts, b: Facts) -> Clause | None:
    """Why ``a``'s move keeps what ``b``'s move spends (issue 22, round 14): the card ``b``
    plays stays in the hand in ``a``'s lines, where it makes a marriage the seat announces
    later or takes a trick once nobody draws any more, in more than half of ``a``'s lines
    (None where it does neither, or ``b`` plays no card). A marriage ``b`` announces with the
    card is not spent."""
    if b.move.kind != MoveKind.CARD or b.move.card is None or a.worlds == 0:
        return None
    card = b.move.card
    if a.move.card == card:
        return None
    row = a.kept.get(card.index)
    if row is None:
        return None
    for use in KEEPS:
        held = row[use]
        if 2 * held > a.worlds:
            key = f"search.why.cause.keeps.{use}"
            params: dict[str, Any] = {"card": card, "held": held, "worlds": a.worlds}
            if use == "late" and a.shut:
                key += ".shut"
            if use == "marriage":
                params["suit"] = card.suit
                other = Card(card.suit, Rank.OBER if card.rank == Rank.KING else Rank.KING)
                if not a.hand >> other.index & 1:  # the other card comes later: said so
                    key += ".draw"
                    params["other"] = other
            return key, params
    return None


def said_of(f: Facts, kind: str) -> bool:
    """Whether fact ``kind`` may be said of ``f``'s move: the deal's end of any move; the
    move's own trick only of a card (a close, an exchange, a snapszer or a bid has no trick of
    its own: its lines' first trick is the next move's; readers: "closing is not a lead"); a
    lead trumped only of a lead (a card played to a trick is not "this lead"); who draws the
    turned trump card only where the move's lines draw it (round 32, hu: on the source's
    rules 66 ends the deal at once, the worse move's lines drew nothing, and its clause read
    "(a {card.acc})" with no card to name)."""
    if kind in END_KINDS:
        return True
    if f.move.kind not in (MoveKind.CARD, MoveKind.MARRIAGE):
        return False
    if kind == "turned":
        return kind in f.apply and f.turned_card is not None
    return kind != "trumped" or kind in f.apply


def beating_clauses(a: Facts, beaten: Sequence[Facts], two: bool,
                    solo: bool = False) -> list[tuple[Clause, int]]:
    """The clauses that say why ``a``'s move beats the moves of ``beaten`` (each worth less),
    each with how many of them it parts ``a``'s move from: those that part it from every one
    first (a fact that holds for the best move in more of the deals than for any move it
    beats), then from fewer; of as many, in the order :func:`pair_clauses` gives them against
    the first of ``beaten`` (the nearest)."""
    found: dict[str, tuple[Clause, int, int]] = {}
    for b in beaten:
        for ca, _ in pair_clauses(a, b, two, solo):
            if ca is None:
                continue
            clause, n, first = found.get(ca[0], (ca, 0, len(found)))
            found[ca[0]] = (clause, n + 1, first)
    ranked = sorted(found.values(), key=lambda x: (-x[1], x[2]))
    return [(clause, n) for clause, n, _ in ranked]


def pair_reasons(world: Deal, better: Move, worse: Move, seat: int,
                 said: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
                 ) -> tuple[Clause | None, Clause | None]:
    """The cause clauses that part ``better`` from ``worse`` along the solver's best lines in
    ``world`` (every card's place known), said of ``better`` and of ``worse``; None where no
    fact parts them (a puzzle's solution, whose values are the solver's). ``said``: the facts
    the two moves' own reasons state already (:func:`stated`), which no cause says again."""
    if world.stage != Stage.PLAY:
        return None, None
    _, lines = exact_lines(world, [better, worse], seat)
    fa, fb = (facts_from(lines, (move_code(m),), m, seat) for m in (better, worse))
    if world.observation(seat).partners is None:  # the partner unknown to the seat: unnamed
        fa.claimers.clear()
        fb.claimers.clear()
        fa.partner_known = fb.partner_known = False
    two = world.variant.players == 2
    solo = len(world.partners(seat)) == 1  # the seat plays alone in this deal: "you"
    for ca, cb in pair_clauses(fa, fb, two, solo):
        if ca is None and cb is None:
            continue  # a fact neither move's own (its trick, where neither is a card)
        kind = kind_of(ca or cb or ("", {}))
        if kind and kind in said[0] | said[1]:
            continue
        return (None if ca is None else said_form(ca, said[0], two),
                None if cb is None else said_form(cb, said[1], two))
    return None, None


def facts_of(hints: Sequence[Any], lines: Lines, seat: int,
             stats: Mapping[Move, Any]) -> dict[Move, Facts]:
    """:func:`facts_from` for each hinted move (after an exchange or a close, with the move
    the search chose next: the one with the best total over the same worlds)."""
    out = {}
    for h in hints:
        st = stats.get(h.move)
        first: tuple[object, ...]
        if h.move.kind in _PLAY_KINDS:
            first = (move_code(h.move),)
            if st is not None and st.follow:
                first = (*first, max(st.follow, key=lambda c: st.follow[c].total))
        else:
            first = ("bid", h.move)
        out[h.move] = facts_from(lines, first, h.move, seat)
    return out


#: the moves of the card play (the others are bids)
_PLAY_KINDS = frozenset((MoveKind.CARD, MoveKind.MARRIAGE, MoveKind.EXCHANGE, MoveKind.CLOSE,
                         MoveKind.CLAIM, MoveKind.SNAPSZER))
