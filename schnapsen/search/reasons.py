"""The reason a player would give for a move, in words: what it wins, what it keeps, what it
gives away, what the others can answer (for :class:`~schnapsen.search.hint.Hint`).

A reason is a catalogue message (``search.why.*``) with its parameters, built from what the
seat may see (its observation) and, where every card's place is known to it, from the search's
best line after the move (:func:`~schnapsen.search.solve`): the trick the move takes or gives
up and what it is worth, the total it brings the side to and whether that reaches the target;
what a lead risks or gains (the points it gives away if the highest card of its suit still
out takes it, the high card a low lead keeps for later, the lead a sure winner keeps and the
trumps a trump led in the strict play draws out, a card only a trump can take); the
marriage kept or given up (a King or Ober led: its worth), the trump Ace kept; the talon
closed and the points still needed; the turned card taken; a contract's aim; and along
the best line who reaches 66 in which trick, or who takes the last trick. A reason is one
clause, or two joined by the catalogue (``search.why.join``): each a whole clause in every
language.

A lead in the strict play of a game for two whose suit the opponent cannot follow says that
the opponent must trump it (the kernel's legal answers, or the rules where the cards are not
all placed), not "unless someone trumps it". Two moves of a ranking worth 0.3 or more
apart each get the cause that parts them (:data:`CAUSE`, :mod:`schnapsen.search.cause`);
two whose words would still be the same but not their value each get a last clause
(:data:`ALSO`, added by
:func:`~schnapsen.search.hint.hint`): what the move wins by the ranking's measure.

Reasons never rank: they say what a move does. The ranking and its measure are the hint's
value (one measure for every move: expected game points, exact or over the same likely
deals), so a reason cannot contradict a move's place in the list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .. import kernel
from ..cards import CARDS, Card, Rank, Suit, mask_of
from ..explain import Aim, explain
from ..i18n import MESSAGES as _MESSAGES
from ..moves import Move, MoveKind
from ..observation import Observation
from ..rules import claim_points, marriage_value, trick_winner
from ..stages import Stage

if TYPE_CHECKING:
    from ..deal import Deal
    from ..variants import Variant

__all__ = ["Why", "why", "why_text", "THEN", "ALSO", "CAUSE", "TRIED", "contrast_words",
           "ends_in_note", "tried_note", "alone",
           "figure_text", "figure_inside", "cause_text", "likely_text", "IN_WORDS",
           "close_rules", "least"]

#: a reason: the message key of its clause and the parameters (a second clause, when there
#: is one, under :data:`THEN` as a (key, parameters) pair)
Why = tuple[str, dict[str, Any]]
#: the parameter that holds a reason's second clause
THEN = "then"
#: the parameter that holds the clause that tells a move from another of the same words
#: (:func:`schnapsen.search.hint.hint`: what it wins over the same likely deals)
ALSO = "also"
#: the parameter that holds the cause that parts a move from another of different value, as
#: the search's lines show it (:mod:`schnapsen.search.cause`): a (key, parameters) pair whose
#: ``held`` and ``worlds`` say in how many of the likely deals it holds
CAUSE = "cause"
#: a cause's figure counts sampled deals (not every deal that fits, nor one known deal):
#: "opp" in a game for two (the reader's one opponent), else "others"; a cause that holds in
#: every one of them says so as a count of the deals tried, not as a certainty
TRIED = "tried"
#: the move is the best of its list (a hint list's first line, a puzzle's solution): a reason
#: that says what its card risks says the good its likely deals show first, the risk after
#: it (round 33, hr worst 1: "Baba žira – najbolji potez. ... stavili ste na kocku 14 bodova")
GAIN_FIRST = "gain_first"
#: the best move whose reason is only what its card risks (no good fact of its likely deals
#: to say first, :data:`GAIN_FIRST`): how it compares with the other moves (a
#: ``search.why.best.by.*`` clause), said first, the risk after it (round 33, hr worst 1)
BEST_BY = "best_by"
#: a move below the best that wins the deal in more of the likely deals than the best (its
#: line says so): its reason adds that it brings fewer game points on average (round 33, sl
#: 15, newuser 14: "wins 7 of 12" on the best line above "wins 8 of 12" on a good one)
FEWER_POINTS = "fewer_points"
#: a line of a hint list whose every line ends in the one measure (in how many of the likely
#: deals the move wins the deal, said by the widget: code39a, reader 35 sl 2): its cause is
#: said in words ("probably your opponent takes this trick"), without a count of its own
IN_WORDS = "in_words"


def why_text(reason: str, params: Mapping[str, Any], lang: str = "en",
             style: str = "german", figures: bool = True, bare: bool = False,
             note: bool = True, past: bool = False, would: bool = False,
             listed: bool = False, mistake: bool = False, short: bool = False,
             once: bool = False) -> str:
    """A reason (its message key and parameters) in ``lang``, cards named in the deck
    ``style``: one clause, or two joined as the catalogue joins them (``search.why.join``),
    then the cause that parts the move from another (:data:`CAUSE`) and what it wins by the
    ranking's measure (:data:`ALSO`). ``figures=False`` leaves out the figures (in how many
    likely deals the cause holds, what the move wins): :func:`figure_text` says them apart,
    for a widget that sets them in smaller type. ``bare``: the reason follows the move's own
    name (a hint's line, a review's "better was ..."), so a lead's reason leaves out its
    opening "you lead the ..." (:data:`BARE`; issue 25, cs "Lepší by bylo zahrát červeného
    svrška: vynášíte červeného svrška: ...")). ``note=False``: a cause counted over the deals
    the search tried leaves out its note in brackets (how it played them, that the real cards
    may differ), which a list of hints says once (:func:`tried_note`). ``past``: a move already
    played (a deal's review), said by the review's own form of the clause where it has one
    (``review.did.*``: "you took the turned ...", hu "felvetted", round 25). ``would``: the
    better move a grade or a review names, not played, said in the conditional where the
    review has the clause's form (``review.would.*``: "it would take this trick ...", cs "vzali
    byste", round 26), its second clause too. ``listed``: a line of the hint list, whose
    figure line carries only the move's value (round 27, every reader: "a clause chain with
    semicolons, a statistics bracket, a quantifier said twice"): the cause says its count once,
    as numbers ("in 7 of the 12 likely deals you take this trick": :func:`cause_text`), the
    clause on what the move wins is said in the reason unless it gives the cause's count
    again, and each further clause is a sentence of its own, not a link of a chain of
    semicolons. ``mistake``: the move is graded a mistake (:mod:`schnapsen.search.grade`),
    so a reason that says the card takes its trick (:data:`PRAISE`, read as praise) is not
    said where a later clause says what goes wrong (the card trumped, the deal lost in so
    many of the likely deals): that clause is the reason (round 28, sl: "Bučni as – napaka.
    To je najvišja karta te barve: štih je tvoj ..." read as a mistake explained by praise).
    ``short``: a later line of a hint list whose earlier line has named the sample ("in 7 of
    the 12 likely deals ..."): its counts say only the numbers ("in 8 of 12 ...", the
    ``.short`` form of the key where the catalogue has one: :func:`short_key`; round 29, sl:
    "of the 12 likely deals" on every line). ``once``: a line of a hint list, which names the
    sample once: after a cause that has counted the likely deals, the clause on what the move
    wins says only the numbers too ("In 9 of the 12 likely deals ... You win the deal in 7 of
    12")."""
    from ..explain import format_message, names_only
    from ..i18n import translate

    if FEWER_POINTS in params:
        rest = {k: v for k, v in params.items() if k != FEWER_POINTS}
        said = why_text(reason, rest, lang, style, figures, bare, note, past, would, listed,
                        mistake, short, once)
        return translate("search.why.fewer_points", lang, reason=said)
    if BEST_BY in params:
        from .cause import likely_bad

        best = params[BEST_BY]
        rest = {k: v for k, v in params.items() if k != BEST_BY and not _counted_by(best, v)}
        risk = why_text(reason, rest, lang, style, figures, bare, note, past, would, listed,
                        mistake, short, once)
        cause = params.get(CAUSE)
        if (cause is not None and not likely_bad(cause) and not ends_in_note(params)
                and rest.get(GAIN_FIRST)):
            return risk  # a good fact of its likely deals is said first already
        # said in the conditional of a review's move, played or not (c38a, sl "s to potezo
        # najpogosteje dobiš igro" after "Bolje bi bilo ...")
        first = translate(_did(best[0], False, would or past), lang, **best[1])
        return translate("search.why.best.by.though", lang, best=first, risk=risk)
    if listed:
        figures, note = True, False
    if mistake and reason == "search.why.lead.cheap":
        # a mistake does not give away "only" so many points (round 28, sl "oddaš le 14
        # pik" said of a move graded a mistake): the risk said plainly
        reason, params = cheap_plain(params)
    if reason == "search.why.lead.higher" and _never_trumped(params.get(CAUSE)):
        # "and a trump can take it too" beside "in all 12 deals your opponent does not trump
        # it": a risk the sample never shows is left out (round 33, sl worst 3)
        reason = "search.why.lead.higher.suit"
    rest = dict(params)
    in_words = bool(rest.pop(IN_WORDS, False))
    gain = bool(rest.pop(GAIN_FIRST, False))
    then = rest.pop(THEN, None)
    also = rest.pop(ALSO, None)
    cause = rest.pop(CAUSE, None)
    if mistake and then is not None and then[0] == "search.why.lead.cheap":
        # ... nor the card a marriage leads, said after it (round 31, sl: "Napoved 20 v buči
        # s kraljem – napaka. Izigraš bučnega kralja: … oddaš le 15 pik, srčno desetko pa
        # prihraniš za pozneje")
        then = cheap_plain(then[1])
    if _last_kept(then, cause):
        # "with best play you take the last trick too; the Ace stays in your hand and takes a
        # trick later": one trick is left, the one the card is kept for, said once (round
        # 27, sl: "zeljni as ti ostane za zadnji štih")
        then, cause = None, ("search.why.cause.keeps.late.last", cause[1])
    if _sure_last(reason, then):
        # "... is sure to take this last trick. With best play you take the last trick too":
        # the same trick, said once (round 38)
        then = None
    # cards by their names alone (the Ober of Leaves), not their codes
    said_key = _did(reason + ".bare" if bare and reason in BARE else reason, past, would)
    if rest.pop(ONE_OPP, False) and said_key + ".opp" in _MESSAGES:
        said_key += ".opp"  # "unless your opponent trumps it" (round 34, cs further 5)
    shown = rest.pop(SHOWN, None)
    clause = format_message(said_key, names_only(rest), lang, style)
    if shown is not None and not past:
        # the higher card is one every seat has seen in the opponent's hand: said so, where
        # (round 34, cs worst 1)
        clause = translate("search.why.join", lang, clause=clause, then=format_message(
            f"search.why.shown.{shown}.opp", names_only({"higher": rest["higher"]}), lang,
            style))
    later: list[tuple[str, str]] = []  # listed: the clauses after the reason's own
    if listed and _same_count(cause, also):
        also = None  # the cause has said the count: "in 4 of the 12 likely deals you win"
    if (once and cause is not None and cause[1].get("worlds", 0) > 1
            and not (_told_loss(cause[0]) and reason.startswith(_SURE_TAKES))):
        # the cause names the sample (said before the outcome: not a loss moved after it)
        short_also = True
    else:
        short_also = short
    for more in (then, cause, also if figures else None):
        if more is None:
            continue
        if more is cause:
            # the count said once: not in the cause's bracket when the clause on what the
            # move wins gives the same one (round 18, hr "(7 od 12 …; … u 7 od 12 …)")
            # where the edition says the cause before the reason's own clauses (hu "{likely},
            # ám {risk}"), its figure goes right after it even when the figures are said
            # apart: set after the sentence it would count the last clause (round 23, hu
            # "… a tök ászt későbbre tartogatod (12 lehetséges leosztásból 7 esetben van
            # így)", the 7 of 12 being the cause's)
            risk = clause
            if (would and listed) or past:
                # the better move's count said in the conditional where the review has
                # the cause's form ("in all 12 deals the search tried, you would win the
                # deal": round 27, "you win the deal" after "Better was" read as a fact);
                # the move played too, its likely deals being what might have been (round
                # 29, cs: "in all 12 likely deals your opponent wins the deal", then "you won
                # the deal all the same"); the move played by its own form where the review
                # has one (``review.did.cause.*``, round 33: hu "nyertél volna" after a best
                # move read as a reproach)
                more = (_did(more[0], past, True), more[1])
            said = (likely_text(more, lang, style) if in_words else
                    cause_text(more, lang, style,
                               (figures or figure_inside(reason, params, lang))
                               and not _same_count(cause, also), note, counted=listed,
                               short=short))
            if reason in RISKS and not ends_in_note(params):
                # the lead's risk and the likely outcome, in the order the edition puts
                # them (issue 25, hu: the risk first, then "you take this trick in most of
                # the likely deals", read as a contradiction)
                # an outcome bad for the move's side is joined without a "but" (round 23, hu)
                from .cause import likely_bad

                if gain and not likely_bad(more):
                    # the best move: what goes right first, its risk after (round 33, hr)
                    from ..i18n.base import capitalised

                    # the card named again: "it" no longer follows the move's name
                    risk = format_message(_did(reason, past, would), names_only(rest), lang,
                                          style)
                    clause = (f"{said}. {capitalised(risk)}" if listed else
                              translate("search.why.join", lang, clause=said, then=risk))
                    continue
                join = "search.why.join.risk" + (".bad" if likely_bad(more) else "")
                clause = translate(join, lang, risk=clause, likely=said)
                if listed:  # two sentences, in the edition's order, where it joins by ";"
                    clause = _sentences(translate(join, lang, risk="\x01", likely="\x02"),
                                        {"\x01": risk, "\x02": said}) or clause
                continue
        else:
            # what the move wins over the likely deals (:data:`ALSO`): in the conditional
            # for the better move and for the move played alike, as the cause is (round 32,
            # cs "Lepší by bylo …: Rozdání sice vyhrajete …")
            said = format_message(short_key(_did(more[0], past and more is not cause,
                                                 (would and more is then)
                                                 or ((would or past) and more is also)),
                                            short_also and more is also),
                                  names_only(dict(more[1])), lang, style)
        if listed:  # a sentence of its own (round 27)
            later.append((more[0], said))
            continue
        clause = translate("search.why.join", lang, clause=clause, then=said)
    if not listed or not later:
        return clause
    from ..i18n.base import capitalised

    # (not in a review: the move played is said in the past, "you took this trick, although
    # ...", and the outcome as the deal went, code26c; a review's turning point that opened
    # on "in 2 of the 4 likely deals your opponent wins the deal" read as present fact)
    if (mistake and not past and reason.startswith(PRAISE)
            and not reason.endswith(_NOT_PRAISE)):
        from .cause import likely_bad

        if any(_told_loss(k) or (cause is not None and k == cause[0] and likely_bad(cause))
               for k, _ in later):
            # what goes wrong is the reason, said first; the card's rank is left out
            return ". ".join([later[0][1], *(capitalised(t) for _, t in later[1:])])
    loss = next((i for i, (k, _) in enumerate(later) if _told_loss(k)), None)
    if mistake and loss is None:
        # nor by what it keeps where no outcome is said to concede it to (round 31, hr: "Zvanje
        # u zelenoj čuvate za poslije" on a mistake): the sentence left out
        if (any(k.startswith(KEEPS_PRAISE) for k, _ in later)
                and not reason.startswith(KEEPS_PRAISE)):
            later = [(k, t) for k, t in later if not k.startswith(KEEPS_PRAISE)]
            if not later:
                return clause
    if mistake and not past and loss is not None:
        kept = _kept_praise(reason, clause, later)
        if kept is not None:
            # a mistake is not explained by what it keeps (round 30, sl: "Zeljni fant –
            # napaka. Par za napoved v buči ti ostane v roki. V 9 od 12 igro dobi
            # nasprotnik."): the bad outcome first, the kept thing as a concession
            key, outcome = later[loss]
            after = [t for i, (k, t) in enumerate(later) if i != loss and k != kept[0]]
            first = translate("search.why.although", lang, outcome=outcome, reason=kept[1])
            return ". ".join([first, *(capitalised(t) for t in after)])
    if loss is not None and reason.startswith(_SURE_TAKES):
        # a trick taken in a deal lost: the outcome and its cause first, "although it takes
        # this trick" after (round 27, hr: "it is sure to take this trick ...; your opponent
        # wins the deal in every likely deal" read as a contradiction)
        key, outcome = later.pop(loss)
        later.append((key, translate("search.why.although", lang, outcome=outcome,
                                     reason=clause)))
        # how often the other side wins after the best move: after the count it compares
        # with (round 31, cs); a plan said as what follows the reason ("you then lead a
        # trump ...", a cause's ``.said`` form) after the sentence that says the reason
        # (round 33, hu 12: "Utána adut hívsz, ... Biztosan elviszi ezt az ütést")
        later.sort(key=lambda said: (said[0].startswith("search.why.best.lost"),
                                     said[0].endswith(".said")))
        # the first sentence as the clause it replaces begins (small), the caller capitalises
        # it where it opens a sentence ("Why: with best play ...", not "Why: With best play")
        return ". ".join([later[0][1], *(capitalised(t) for _, t in later[1:])])
    if loss is not None and reason in RISKS and not past:
        # what the card risks is not why the deal is lost: the outcome first, the trick's
        # risk after it (round 33, sl and hu puzzle solutions: "Why it is worse: if the Ace
        # of Hearts takes it, you give away 21 card points. With best play ... your opponent
        # takes the last trick")
        key, outcome = later.pop(loss)
        return ". ".join([outcome, capitalised(clause), *(capitalised(t) for _, t in later)])
    return ". ".join([clause, *(capitalised(t) for _, t in later)])


def _never_trumped(cause: Any) -> bool:
    """Whether a cause clause says that in every deal the search tried nobody trumps the
    lead (``search.why.cause.trumped.no*``, held in all of them)."""
    return (cause is not None and str(cause[0]).startswith("search.why.cause.trumped.no")
            and cause[1].get("held") is not None
            and cause[1].get("held") == cause[1].get("worlds"))


#: the reasons and causes that say what the move keeps in the hand: read as praise, said of a
#: mistake only as a concession (:func:`why_text`)
KEEPS_PRAISE = ("search.why.keeps.", "search.why.cause.keeps.", "review.would.cause.keeps.",
                "review.did.cause.keeps.")


def _kept_praise(reason: str, clause: str, later: Sequence[tuple[str, str]]
                 ) -> tuple[str, str] | None:
    """What a move's reason or one of its later clauses says it keeps in the hand (its key
    and text; the reason's own under the key ``reason``), or None where nothing is kept."""
    if reason.startswith(KEEPS_PRAISE):
        return reason, clause
    return next(((k, t) for k, t in later if k.startswith(KEEPS_PRAISE)), None)


def _last_kept(then: Any, cause: Any) -> bool:
    """Whether the line after the move (``then``) says the side takes the one trick left and
    the cause says a card kept takes a trick later: the same trick, said once."""
    return (then is not None and cause is not None
            and then[0] in ("search.why.line.all", "search.why.line.all.solo")
            and then[1].get("count") == 1
            and str(cause[0]).startswith("search.why.cause.keeps.late"))


def _sure_last(reason: str, then: Any) -> bool:
    """Whether the reason says the card takes the deal's last trick for sure and the line
    after it (``then``) says only that the side takes the last trick: the same fact."""
    return (reason.startswith(("search.why.lead.sure.last", "search.why.top.sure.last"))
            and then is not None
            and (str(then[0]).startswith("search.why.line.last.you")
                 or (then[0] in ("search.why.line.all", "search.why.line.all.solo")
                     and then[1].get("count") == 1)))


def _counted_by(best: Any, clause: Any) -> bool:
    """Whether ``clause`` (a cause or the clause on what the move wins) gives the count the
    best move's comparison (:data:`BEST_BY`, "wins the deal most often (in 3 of 12)") says
    already: "In 3 of the 12 likely deals you win the deal" after it said it twice (round
    38)."""
    if not str(best[0]).startswith("search.why.best.by.wins") or not isinstance(clause, tuple):
        return False
    key, params = str(clause[0]), clause[1]
    if not isinstance(params, Mapping):
        return False
    won, worlds = best[1].get("won_in"), best[1].get("worlds")
    if key.startswith("search.why.cause.wins.yes"):
        return (params.get("held"), params.get("worlds")) == (won, worlds)
    if key.startswith("search.why.vs.wins"):
        return (params.get("won_in"), params.get("worlds")) == (won, worlds)
    return False


#: the reasons that say the move takes its trick for sure (or along the known best line)
_SURE_TAKES = ("search.why.lead.sure", "search.why.top.sure", "search.why.lead.sure.last",
               "search.why.top.sure.last", "search.why.take",
               "search.why.lead.talon", "search.why.lead.turned", "search.why.top.known")


#: the reasons that say the card takes its trick (for sure, or unless it is trumped): read as
#: praise, never the only reason of a mistake (:func:`why_text`'s ``mistake``)
PRAISE = _SURE_TAKES + ("search.why.lead.trump", "search.why.lead.sure", "search.why.top.sure",
                        "search.why.top.trump")
#: ... but for those that say the card will be trumped
_NOT_PRAISE = (".must", ".must.bare", ".void", ".void.bare")


def _told_loss(key: str) -> bool:
    """Whether a clause (its message key) says the other side wins the deal."""
    return (key in TOLD_LOSS or key.startswith("search.why.line.lost")
            or key.startswith(("search.why.cause.wins.no", "review.would.cause.wins.no",
                               "review.did.cause.wins.no")))


def _sentences(order: str, parts: Mapping[str, str]) -> str:
    """Two clauses joined by the catalogue's ``order`` (a join with the two marks as its
    clauses) as two sentences, in that order, where the join is a semicolon; else ""."""
    from ..i18n.base import capitalised

    first, sep, second = order.partition(";")
    if not sep or first not in parts or second.strip() not in parts:
        return ""
    return f"{parts[first]}. {capitalised(parts[second.strip()])}"


def _did(key: str, past: bool, would: bool = False) -> str:
    """``key``, or where ``past`` (a move already played: a deal's review) the review's own
    form of the clause (``review.did.*``), or where ``would`` (the better move, not played)
    its conditional form (``review.would.*``), where the catalogue has one."""
    rest = key.removeprefix("search.why.")
    form = ("review.did." + rest if past else "review.would." + rest if would else key)
    if form in _MESSAGES:
        return form
    if past and would:  # the move played with no form of its own: said as the better move
        return _did(key, False, True)
    return key


#: the reasons that say what a card risks if a higher card still out takes it (a lead, or a
#: card that heads the trick so far): joined to the cause that says what happens in the
#: likely deals by ``search.why.join.risk``, whose msgstr orders the two
RISKS = frozenset((
    "search.why.lead.higher", "search.why.lead.higher.suit", "search.why.lead.higher.others",
    "search.why.lead.higher.called.theirs", "search.why.lead.cheap", "search.why.top.higher",
    "search.why.top.higher.others", "search.why.top.higher.called.theirs"))


#: the reasons that open by naming the move ("you lead the {card}: ...", "the {card} takes
#: this trick ..."): each has a form without that opening (key ``.bare``: "it takes this
#: trick ..." in English, the subject left out where the edition's grammar allows), said
#: where the move was just named. Read from the catalogue (the keys with a ``.bare`` form),
#: not listed a second time here.
BARE = frozenset(key.removesuffix(".bare") for key in _MESSAGES
                 if key.startswith("search.why.") and key.endswith(".bare"))


def short_key(key: str, short: bool = True) -> str:
    """``key``'s ``.short`` form where ``short`` and the catalogue has one (a count that says
    only the numbers, "in 8 of 12", after a line of the same list has named the sample), else
    ``key``."""
    return key + ".short" if short and key + ".short" in _MESSAGES else key


def cause_text(cause: tuple[str, Mapping[str, Any]], lang: str = "en", style: str = "german",
               figures: bool = True, note: bool = True, counted: bool = False,
               short: bool = False) -> str:
    """A cause clause (:data:`CAUSE`) in words: the fact, in how large a share of the likely
    deals it holds in words (every, nearly every, most, half, some, few of them), then the
    figure (how many of how many) unless ``figures`` is False; ``note=False``, a count of the
    deals the search tried without its note in brackets (:func:`tried_note`). ``counted``:
    the count said once, as numbers, in place of the share's words and the figure ("in 7 of
    the 12 likely deals you take this trick", "in all 12 likely deals ..."; round 27: "in most
    of the likely deals ... (7 of 12)" said the count twice, cs "ve všech ... (4 ze 4)").
    ``short``: the count said with only its numbers where the catalogue has the short form
    (:func:`short_key`: "in 8 of 12 you take this trick")."""
    from ..explain import format_message, names_only
    from ..i18n import translate

    key, params = cause
    words = {k: v for k, v in params.items() if k not in ("held", "worlds", "negative", TRIED)}
    counted_before = "worlds" in params and params["worlds"] > 1
    if not counted_before and key + ".alone" in _MESSAGES:
        # no count before it: the clause opens its sentence, by the form that does not open
        # with the clitic the edition puts second (round 33, cs "Byste pak ohlásili „dost“.")
        key += ".alone"
    said = format_message(key, names_only(words), lang, style)
    if counted_before:
        share = share_of(params)
        if share == "every" and params.get(TRIED):
            # a sample's every deal is no certainty (round 16: a close "won in every likely
            # deal" was lost): how many of the deals the search tried, and that it played
            # each with every card known, which the real cards need not follow
            key = "search.why.cause.with.tried" + (".opp" if params[TRIED] == "opp" else "")
            if params["held"] == params["worlds"]:  # "in all 12 deals", not "in 12 of the 12"
                key += ".all"
                if params.get("negative"):  # hu "a 12 ... egyikében sem", not "mind a 12 ... nem"
                    key += ".no"
            if not note:  # the note said once, under the list (round 23, hr)
                key = key.replace(".opp", "") + ".short"
                if short and key[:-len(".short")] + ".brief" in _MESSAGES:
                    # a later line of the list: the sample named already ("in all 12 deals
                    # the search tried"), the count said with its numbers ("in all 12 deals,
                    # ..."; round 29, sl: the sample named on every line)
                    key = key[:-len(".short")] + ".brief"
            return translate(key, lang, cause=said, held=params["held"],
                             worlds=params["worlds"])
        if counted:
            key = "search.why.cause.count"
            if share == "every":
                key += ".all" + (".no" if params.get("negative") else "")
            return translate(short_key(key, short), lang, cause=said, held=params["held"],
                             worlds=params["worlds"])
        if share == "every":
            # every deal: the count said in the words, no figure in brackets beside it (round
            # 27, sl "pri nobenem možnem razporedu ... (tako je v 5 od 5)"); a clause said in
            # the negative takes the edition's own form (cs "v žádném ...": "ne... v každém"
            # read as "not in every")
            key = "search.why.cause.with.all" + (".no" if params.get("negative") else "")
            return translate(key, lang, cause=said, worlds=params["worlds"])
        share = translate(f"search.why.cause.share.{share}", lang)
        said = translate("search.why.cause.with", lang, cause=said, share=share)
        if figures:
            # the share has named the likely deals: the figure need not name them again
            said = translate("search.why.cause.figured", lang, cause=said,
                             figure=cause_figure(params, lang, after_share=True))
    return said


def likely_text(cause: tuple[str, Mapping[str, Any]], lang: str = "en",
                style: str = "german") -> str:
    """A cause clause (:data:`CAUSE`) with how likely it is in words, no count ("probably your
    opponent takes this trick": ``search.why.cause.likely.*``, by :func:`share_of`), for a
    line whose one count is the list's measure (:data:`IN_WORDS`)."""
    from ..explain import format_message, names_only
    from ..i18n import translate

    key, params = cause
    words = {k: v for k, v in params.items() if k not in ("held", "worlds", "negative", TRIED)}
    said = format_message(key, names_only(words), lang, style)
    if "worlds" not in params or params["worlds"] <= 1:
        return said
    return translate(f"search.why.cause.likely.{share_of(params)}", lang, cause=said)


def ends_in_note(params: Mapping[str, Any]) -> bool:
    """Whether a reason said without its figures (``why_text(..., figures=False)``) ends in
    the note in brackets of a cause that held in every deal the search tried (how it played
    them, that the real cards may differ): the figures a widget sets beside it go inside that
    note (:func:`schnapsen.widgets._common.with_figure`)."""
    cause = params.get(CAUSE)
    return (cause is not None and cause[1].get("worlds", 0) > 1 and bool(cause[1].get(TRIED))
            and share_of(cause[1]) == "every")


def tried_note(params: Mapping[str, Any]) -> str | None:
    """Whose real cards the note of a reason's cause says may differ ("opp": the reader's
    one opponent, "others"), where the reason said in full ends in that note
    (:func:`ends_in_note`); else None. A hint list says its lines without the note
    (``note=False``) and says it once under them (``ui.hint.tried``, ``ui.hint.tried.opp``;
    round 23, hr: the same note on up to five lines of one list)."""
    if not ends_in_note(params):
        return None
    return "opp" if params[CAUSE][1][TRIED] == "opp" else "others"


def share_of(params: Mapping[str, Any]) -> str:
    """How large a share of the likely deals a cause holds in, as a word of the catalogue:
    ``every``, ``nearly`` (nine in ten or more: a new reader read "nearly every" for 9 of 12
    as wrong), ``most`` (more than half), ``half``, ``some`` (one in four or more) or
    ``few``."""
    held, worlds = int(params["held"]), int(params["worlds"])
    if held >= worlds:
        return "every"
    if 10 * held >= 9 * worlds:
        return "nearly"
    if 2 * held > worlds:
        return "most"
    if 2 * held == worlds:
        return "half"
    return "some" if 4 * held >= worlds else "few"


def cause_figure(params: Mapping[str, Any], lang: str = "en", after_share: bool = False) -> str:
    """In how many of the likely deals a cause holds, in figures ("9 of the 12 likely
    deals"); ``after_share``, after a share that names the likely deals already (cs "ve
    většině zkoumaných rozložení karet ... (9 z 12)")."""
    from ..i18n import translate

    key = "search.why.cause.figure.after" if after_share else "search.why.cause.figure"
    return translate(key, lang, held=params["held"], worlds=params["worlds"])


def figure_inside(reason: str, params: Mapping[str, Any], lang: str = "en") -> bool:
    """Whether the figure of a reason's cause (in how many likely deals it holds) is said
    inside the reason, right after the cause, even where the figures are said apart
    (``why_text(..., figures=False)``): the edition joins a card's risk and the likely outcome
    with the outcome first (``search.why.join.risk``, hu "{likely}, ám {risk}"), so a figure
    set after the sentence would follow the risk, or a second clause after it (a card kept),
    and not the clause it counts (round 23)."""
    from ..i18n import translate

    cause = params.get(CAUSE)
    if (reason not in RISKS or cause is None or ends_in_note(params)
            or cause[1].get("worlds", 0) <= 1):
        return False
    from .cause import likely_bad

    join = "search.why.join.risk" + (".bad" if likely_bad(cause) else "")
    order = translate(join, lang, risk="\x01", likely="\x02")
    return order.find("\x02") < order.find("\x01")


def figure_text(params: Mapping[str, Any], lang: str = "en", style: str = "german",
                reason: str = "") -> str:
    """The figures of a reason (see :func:`why_text`): in how many likely deals its cause
    holds (unless said inside the ``reason``: :func:`figure_inside`), and what the move wins
    by the ranking's measure; "" where it has none."""
    from ..explain import format_message, names_only
    from ..i18n import translate

    out = []
    cause = params.get(CAUSE)
    if (cause is not None and "worlds" in cause[1] and cause[1]["worlds"] > 1
            and share_of(cause[1]) != "every"  # every deal: the words say the count
            and not _same_count(cause, params.get(ALSO))
            and not figure_inside(reason, params, lang)):
        out.append(cause_figure(cause[1], lang))  # (a sample's every deal says its figure)
    also = params.get(ALSO)
    if also is not None:
        out.append(format_message(also[0], names_only(dict(also[1])), lang, style))
    if not out:
        return ""
    text = out[0]
    for more in out[1:]:
        text = translate("search.why.join", lang, clause=text, then=more)
    return text


def _same_count(cause: Any, also: Any) -> bool:
    """Whether a cause's figure (in how many of the likely deals it holds) is the count the
    clause on what the move wins gives too (in how many of them it wins the deal): the count
    is then said once, in that clause."""
    if cause is None or also is None:
        return False
    c, a = cause[1], also[1]
    parts = str(cause[0]).split(".")
    told = len(parts) >= 5 and parts[3] == "wins" and parts[4] in ("yes", "no")
    if str(also[0]).startswith("search.why.vs.wins"):
        if (c.get("held"), c.get("worlds")) == (a.get("won_in"), a.get("worlds")):
            return True
        # the deals the other side wins, then those the move wins: the same fact (round 31,
        # hr "U 8 od 12 pobjeđuje protivnik. Tim potezom dobivate dijeljenje u 4 od 12")
        held, won, worlds = c.get("held"), a.get("won_in", 0), a.get("worlds")
        return (told and parts[4] == "no" and c.get("worlds") == worlds
                and isinstance(held, int) and isinstance(won, int) and held + won == worlds)
    # the deals won and lost, after a cause that counts the deals won or lost: the same fact
    # (round 28, cs "V 10 z 12 ... rozdání vyhrajete. Rozdání vyhrajete v 10 z 12 ... a
    # prohrajete ve 2"; hr "... pobjeđuje protivnik. Tim potezom dobivate dijeljenje u 1 od
    # 12 ..., a gubite ga u 11")
    if not str(also[0]).startswith("search.why.vs.points") or not told:
        return False
    count = a.get("won_in" if parts[4] == "yes" else "lost_in")
    return (c.get("held"), c.get("worlds")) == (count, a.get("worlds"))


def contrast_words(move: Move, reason: str, params: Mapping[str, Any]) -> str:
    """A reason's words in English without the move's own card (nor the higher card of its
    suit a lead names), without its :data:`ALSO` clause and without numbers: two moves with
    the same such words (an Unter led in one suit or another, each risking 13 card points)
    are told apart only by what the search found they win
    (:func:`schnapsen.search.hint.hint`)."""
    import re

    from ..explain import card_name

    rest = {k: v for k, v in params.items() if k != ALSO}
    text = why_text(reason, rest)
    for c in (move.card, rest.get("higher")):
        if isinstance(c, Card):
            text = text.replace(card_name(c, "en", "german"), "\u2026")
    return re.sub(r"\d+", "#", text)


def why(deal: Deal, obs: Observation, move: Move, value: float,
        world: Deal | None = None, places: Deal | None = None, best: bool = False) -> Why:
    """The reason for ``move`` of the seat of ``obs`` (see the module's docstring), whose
    value the search found to be ``value``. ``deal`` is used only for what every seat knows
    (the rules' answers about a move: its marriage value, the marriage a claim shows, the
    variant); ``world``: the deal with every card's place known to the seat (an exact hint),
    whose best line after the move the reason may tell; ``places`` (default ``world``): a
    deal whose every card's place is known, so that a lead's answer names only the cards in
    the other hands, and a card that lies in the talon (or is the turned card) as such.
    ``best``: the move is the best of a deal lost whatever is played (a puzzle's solution,
    which says the loss after it): its reason does not tell how the other side wins
    (:func:`least`)."""
    kind = move.kind
    if obs.stage != Stage.PLAY:
        return _bid(deal, obs, move)
    if kind == MoveKind.CLAIM:
        return _claim(deal, obs, move, value > 0)
    if kind == MoveKind.CLOSE:
        need = max(0, deal.variant.target_points - obs.my_points)
        first: Why = (("search.why.close", {"points": obs.my_points, "need": need}) if need
                      else ("search.why.close.enough", {"points": obs.my_points}))
        if need and _must_win(deal.variant):
            # the closer must take every trick until the target (Variant.closer_must_win):
            # one trick lost ends the close, not "points still to come" (sl reader 37)
            others = sum(n for s, n in enumerate(obs.tricks_won) if s != obs.seat)
            gp, _ = kernel.failed_close_game_points(deal.variant, others)
            first = "search.why.close.must_win", {**first[1], "gp": gp}
    elif kind == MoveKind.EXCHANGE:
        first = ("search.why.exchange", {"card": obs.trump_card,
                                         "rank": deal.variant.exchange_rank})
    elif kind in (MoveKind.SNAPSZER, MoveKind.CONTRACT, MoveKind.KONTRA, MoveKind.REKONTRA):
        return _bid(deal, obs, move)
    elif kind == MoveKind.MARRIAGE:
        first = _marriage(deal, obs, move)
    else:
        first = _card(deal, obs, move, places or world)
        first = _closed_must_win(deal, obs, first)
    keeps = _keeps(deal, obs, move)
    if (world is not None and keeps is not None and keeps[0] == "search.why.breaks"
            and not obs.current_trick):
        then: Why | None = keeps  # a marriage card led: the marriage it gives up, not the line
    elif world is not None:
        then = _line(world, obs, move)
    elif kind == MoveKind.MARRIAGE:  # the card it leads, which tells the K from the O lead
        then = _card(deal, obs, move)
    else:
        then = keeps
    if (first[0] == "search.why.lead.cheap" and then is not None
            and then[0] == "search.why.keeps.ace"):
        then = None  # the lead has named the high card it keeps (the trump Ace first)
    if then is not None:
        first[1][THEN] = then
    if best and value < 0:
        first = least(first, value, obs, said=True)
    return first


def _must_win(v: Variant) -> bool:
    """The variant's closer must take every trick until the target (a trick lost fails the
    close at once, ``closer_must_win``), in a game for two, whose keys say "your opponent"."""
    return v.closer_must_win and v.players == 2


#: the reasons after a close that count the card points a trick gives away, and their twins
#: where the closer must take every trick: a trick lost loses the close and the deal's game
#: points, whatever its card points (sl reader 37: "oddaš 21 pik" said after a close)
_MUST_WIN = {
    **dict.fromkeys(("search.why.give.opp", "search.why.give.cheap.opp"),
                    "search.why.give.must_win"),
    **dict.fromkeys(("search.why.lead.higher", "search.why.lead.higher.suit",
                     "search.why.lead.cheap"), "search.why.lead.must_win"),
    "search.why.top.higher": "search.why.top.must_win",
}


def _closed_must_win(deal: Deal, obs: Observation, reason: Why) -> Why:
    """A card's reason after the seat's own close where the closer must take every trick
    (:func:`_must_win`) and has not yet reached the target: a trick the card may lose (or
    gives) is said to lose the close and the game points it gives the opponent
    (:func:`~schnapsen.kernel.failed_close_game_points`), not the card points given away."""
    key, params = reason
    v = deal.variant
    if (key not in _MUST_WIN or not _must_win(v) or obs.closed_by != obs.seat
            or obs.my_points >= v.target_points):
        return reason
    gp, _ = kernel.failed_close_game_points(v, deal.opponent_tricks_at_close)
    kept: dict[str, Any] = {k: params[k] for k in ("card", "higher") if k in params}
    return _MUST_WIN[key], {**kept, "gp": gp}


#: the clauses of the best line that say how the other side wins the deal
_OTHER_WINS = frozenset([*(f"search.why.line.{k}.{w}" for k in ("reach", "last")
                           for w in ("other", "opp")),
                         # a side of two that reaches it together (round 33, hu puzzle
                         # solutions: said in the best move's "Why" of a deal lost anyway)
                         "search.why.line.reach.other.side"])


#: a best line's last trick (``search.why.line.last.*``) that is the move's own trick: the
#: reason then says who takes it (:func:`schnapsen.search.cause.stated`)
THIS_TRICK = "this_trick"

#: a cheap lead's parameter: whether a trump can take it too, which picks the key it is said
#: with where the card it keeps goes unsaid (``search.why.lead.higher`` or ``.suit``)
TRUMP_TOO = "trump_too"


def cheap_plain(params: Mapping[str, Any]) -> Why:
    """A cheap lead (``search.why.lead.cheap``) said without the card it keeps for later."""
    rest = {k: v for k, v in params.items() if k not in ("kept", TRUMP_TOO)}
    return ("search.why.lead.higher" if params.get(TRUMP_TOO) else
            "search.why.lead.higher.suit"), rest


#: the second clauses that tell how a lost deal is lost (how the other side wins, or that
#: the move loses least): left out where the list says once that every move loses as much
TOLD_LOSS = _OTHER_WINS | {"search.why.line.least", "search.why.line.least.solo"}


def least(reason: Why, value: float, obs: Observation, said: bool = False,
          only: bool = False) -> Why:
    """The reason of the best move of a deal lost whatever is played (worth ``value`` < 0):
    its second clause, where it tells how the other side wins along the best line ("with
    best play your opponent reaches 66 in trick 8", read as the move's merit: round 25, hu
    puzzle solutions), says instead that this move loses least, and how much
    (``search.why.line.least``); left out where the text says the loss already (``said``:
    a puzzle's solution, "the deal is lost even so, but ... only 1 game point"). ``only``:
    the only legal move, said with what it loses alone (``search.why.line.only``)."""
    key, params = reason
    then = params.get(THEN)
    if value >= 0 or then is None or then[0] not in _OTHER_WINS:
        return reason
    rest = {k: v for k, v in params.items() if k != THEN}
    if not said:
        # the only legal move: nothing to compare, only what it loses (c38a, sl "... edina
        # karta, ki jo smeš igrati ... s to potezo pa oddaš najmanj")
        line = "search.why.line.only" if only else "search.why.line.least"
        rest[THEN] = (line + _solo(obs), {"points": round(-value)})
    return key, rest


# -- claims and bids --------------------------------------------------------------------------


def _claim(deal: Deal, obs: Observation, move: Move, won: bool) -> Why:
    points = claim_points(obs)  # the marriage the claim shows included, as the engine counts
    cases = _claim_cases(deal, obs)
    if cases and not (points >= deal.variant.target_points and min(cases.values()) >= points):
        # the partner not yet known: the claim counts the side's points, which the seat's
        # own do not tell (round 25, hr daily puzzle: "you have only 20 points ... so the
        # claim loses the deal" said of the best move, worth 0: with one holder of the
        # called card the side has 67)
        return _claim_unknown(deal, obs, cases)
    key = "search.why.claim" if won else "search.why.claim_short"
    params: dict[str, Any] = {"points": points, "target": deal.variant.target_points}
    marriage = points - obs.my_points
    if marriage > 0:  # the tricks' points and the marriage shown, said apart
        key += ".marriage"
        params.update(have=obs.my_points, marriage=marriage)
    if not alone(obs):  # the side's points, not the seat's (round 33, sl "tvoja stran ima")
        key += ".side"
    return key, params


def _claim_cases(deal: Deal, obs: Observation) -> dict[int, int]:
    """Where ``obs``'s seat does not know its partner yet (a called card's holder hidden from
    it): each seat that may hold the called card (as the seat can tell: its own play, the
    others' voids), and the points the seat's side would claim with if that seat holds it
    (its seats' tricks, their marriages once the side has a trick, the marriage the claim
    shows); {} where the seat knows its side. The tricks' points are everybody's to count."""
    card = obs.called_card
    if obs.partners is not None or card is None or obs.partner_revealed:
        return {}
    from ..errors import SchnapsenError
    from .worlds import WorldSampler

    try:
        sampler = WorldSampler(obs)
    except SchnapsenError:
        return {}
    if card.index not in sampler.unknown:
        return {}
    i = sampler.unknown.index(card.index)
    # the seats it may lie with (a called card still in the talon: no seat's yet, unsaid)
    holders = sorted({sampler.places[g] for g in sampler.allowed[i]
                      if sampler.caps[g] and sampler.places[g] >= 0})
    v = deal.variant
    contract = None if obs.contract is None else v.contract(obs.contract)
    seat_of = -1 if obs.contract_seat is None else obs.contract_seat
    ok = kernel.marriage_refusal(v, contract, obs.tricks_played, obs.is_closed,
                                 obs.talon_size == 0) is None
    trump = kernel.NO_TRUMP if obs.trump is None else int(obs.trump)
    cases: dict[int, int] = {}
    for holder in holders:
        side = kernel.sides(v, obs.seats, v.players, obs.declarer, contract, seat_of, holder)
        mine = [s for s in obs.seats if side[s] == side[obs.seat]]
        tricks = sum(deal.tricks_taken(s) for s in mine)
        points = sum(deal.card_points(s) for s in mine)
        if tricks:
            points += sum(deal.marriage_points(s) for s in mine)
        points += kernel.shown_marriage(v, mask_of(obs.hand), trump, tricks, ok)[1]
        cases[holder] = points
    return cases


def _claim_unknown(deal: Deal, obs: Observation, cases: dict[int, int]) -> Why:
    """A claim's reason said to a seat that does not know its partner yet (``cases``: each
    seat that may hold the called card, and the side's points then): the seat's own points,
    and by who holds the called card whether the side's reach the target."""
    target = deal.variant.target_points
    params: dict[str, Any] = {"mine": obs.my_points, "card": obs.called_card,
                              "target": target}
    wins = {s: p for s, p in cases.items() if p >= target}
    short = {s: p for s, p in cases.items() if p < target}
    if wins and short:
        win = min(wins, key=lambda s: (wins[s], s))
        lose = max(short, key=lambda s: (short[s], -s))
        # the two seats under the catalogue's seat names, said in the language's forms
        params.update(winner=win, high=wins[win], loser=lose, low=short[lose])
        return "search.why.claim.unknown", params
    if wins:
        params["low"] = min(wins.values())
        return "search.why.claim.unknown.wins", params
    params["high"] = max(short.values())
    return "search.why.claim.unknown.short", params


def _bid(deal: Deal, obs: Observation, move: Move) -> Why:
    kind = move.kind
    if kind == MoveKind.TRUMP and move.suit is not None:
        mine = [c for c in obs.hand if c.suit == move.suit]
        if not mine:
            return "search.why.trump.none", {"suit": move.suit, "count": len(obs.hand)}
        # why that suit: how many trumps it gives and which high trumps (the Ace, the Ten)
        # are among them (hu reader 37: the three-hand trump call's hint had no reason)
        ranks = {c.rank for c in mine}
        high = ("both" if {Rank.ACE, Rank.TEN} <= ranks else "ace" if Rank.ACE in ranks
                else "ten" if Rank.TEN in ranks else "none")
        return ("search.why.trump", {"suit": move.suit, "count": len(mine),
                                     "points": sum(c.points for c in mine),
                                     THEN: (f"search.why.trump.high.{high}", {})})
    if kind == MoveKind.CALL and move.card is not None:
        key = "search.why.call.own" if move.card in obs.hand else "search.why.call"
        return key, {"card": move.card}
    if kind == MoveKind.SWAP:
        n = len(move.cards)
        if n:  # which cards go: two exchanges of as many cards differ by them
            return "search.why.swap", {"count": n, THEN: (
                "search.why.swap.cards", {"count": n, "cards": list(move.cards)})}
        return "search.why.swap.none", {"count": len(obs.hand)}
    if kind in (MoveKind.CONTRACT, MoveKind.SNAPSZER):
        name = move.name if kind == MoveKind.CONTRACT else str(kind)
        contract = deal.variant.contract(name)
        if contract is not None:
            return ("search.why.contract", {"contract": name, "value": contract.value,
                                            "aim": Aim.of(contract, deal)})
    if kind in (MoveKind.KONTRA, MoveKind.REKONTRA):
        return (f"search.why.{kind}", {"count": obs.multiplier * 2})
    if kind == MoveKind.TURN:
        return "search.why.turn", {"count": len(obs.hand)}
    # a pass: what it keeps, by the stage of the bidding
    if obs.stage == Stage.SWAP:
        return "search.why.swap.none", {"count": len(obs.hand)}
    if obs.stage in (Stage.KONTRA, Stage.REKONTRA):
        return "search.why.pass.kontra", {"count": obs.multiplier}
    if obs.trump is not None:
        trumps = sum(1 for c in obs.hand if c.suit == obs.trump)
        return "search.why.pass.trumps", {"count": trumps, "suit": obs.trump}
    return "search.why.pass", {"points": sum(c.points for c in obs.hand)}


# -- the card play ----------------------------------------------------------------------------


def _opp(deal: Deal) -> str:
    """``".opp"`` in a game for two, whose other player a reason names as "your opponent"
    (as the play widget and the deal's result name them), ``""`` in a game for three to five,
    whose reasons name the seat."""
    return ".opp" if deal.variant.players == 2 else ""


def alone(obs: Observation) -> bool:
    """Whether the reader's side is the reader alone in this deal, as the seat knows it (its
    observation's partners): every seat of a game for two, and a seat that plays alone
    against a side (a declarer of a game for three, a caller holding its own called card).
    Its reasons name it "you", not "your side" (issue 25, hu snapszer-multi: "a partit az
    oldalad nyeri" said to a lone declarer). A seat that does not know its partners yet
    (a called card's secret) is not alone. The declarer of a game whose declarer plays alone
    (a game for three) is alone while it still bids, before the sides are formed: it has no
    unknown partner (hu reader 26, the hármas trump bid's hint: "a partit te és a még
    ismeretlen társad nyeritek")."""
    if obs.partners is None:
        return (obs.variant.teams == "declarer" and obs.seat == obs.declarer
                and obs.stage in _DECLARER_BIDS)
    return len(obs.partners) == 1


#: the bidding stages whose seat to move is the declarer (not an auction's bidder, not yet
#: known to declare)
_DECLARER_BIDS = frozenset((Stage.TRUMP, Stage.CALL, Stage.SWAP, Stage.SNAPSZER))


def _solo(obs: Observation) -> str:
    """``".solo"`` where the reader plays alone in this deal (:func:`alone`), whose side a
    reason names as "you", not "your side" (readers: "az oldalad", "vaša strana" in a game
    for two, hu "az oldalad" to a lone declarer), ``""`` where its side has more seats."""
    return ".solo" if alone(obs) else ""


def _side_has_trick(obs: Observation) -> bool:
    return any(obs.tricks_won[s] for s in (obs.partners or (obs.seat,)))


def _marriage(deal: Deal, obs: Observation, move: Move) -> Why:
    assert move.card is not None
    points = int(explain(deal, move).params["points"])  # the engine's value of the marriage
    suit = move.card.suit
    # "your side", or "you" where the reader plays alone (.solo)
    if deal.variant.marriage_waits or not _side_has_trick(obs):
        return "search.why.marriage.wait" + _solo(obs), {"suit": suit, "points": points}
    total = obs.my_points + points
    if total >= deal.variant.target_points:  # the deal's end says "you" already (.auto)
        key = "search.why.marriage.reach" + (_reach_end(deal) or _solo(obs))
    else:
        key = "search.why.marriage" + _solo(obs)
    return key, {"suit": suit, "points": points, "total": total}


def _reach_end(deal: Deal) -> str:
    """``".auto"`` where the deal ends by itself at the target (no claim to make: "the deal
    ends there", not "enough to claim"; cs reader, with the Czech source's rules ticked)."""
    return "" if deal.variant.has_claim else ".auto"


def _unseen(deal: Deal, obs: Observation) -> list[Card]:
    """The cards this seat cannot place: not in its hand, not played, not shown."""
    seen = set(obs.hand) | obs.played_cards
    for cards in obs.known_cards.values():
        seen.update(cards)
    if obs.trump_card is not None:
        seen.add(obs.trump_card)
    n = deal.variant.deck_size
    return [c for c in CARDS if c not in seen and (n == 24 or c.rank != Rank.NINE)]


def _held(obs: Observation) -> list[Card]:
    """The cards every seat knows to be in an opponent's hand (shown with a marriage and
    not played yet, the trump card taken by an exchange) that may still come to this trick
    (not of a seat that has played to it already): out of the seat's hand as much as the
    cards it cannot place (round 34, cs worst 1: "no higher card of this suit is out of
    your hand" of a red Unter led after the opponent showed the red King with the twenty
    and kept it)."""
    mine = set(obs.partners or (obs.seat,))
    played = {s for s, _ in obs.current_trick}
    return [c for s, cards in sorted(obs.known_cards.items())
            if s not in mine and s not in played for c in cards]


def _card(deal: Deal, obs: Observation, move: Move, places: Deal | None = None) -> Why:
    card = move.card
    assert card is not None
    trump = _trump(deal, obs)
    table = [c for _, c in obs.current_trick]
    cards = [*table, card]
    winner = trick_winner(cards, trump)
    if len(cards) == len(obs.seats):  # the card completes the trick: its taker is known
        points = sum(c.points for c in cards)
        seat = obs.current_trick[winner][0] if winner < len(table) else obs.seat
        mine = obs.partners or (obs.seat,)
        if seat == obs.seat:
            total = obs.my_points + points + obs.pending_points
            # the deal's last trick ends it: nobody claims after it (round 25, hr guided
            # hand: "… brings you to 66, enough to claim" of the last trick)
            last = len(obs.hand) == 1 and (not obs.talon_size or obs.is_closed)
            key = ("search.why.take.reach" + (".auto" if last else _reach_end(deal))
                   if total >= deal.variant.target_points else "search.why.take")
            if len(mine) > 1:  # the points are the side's (round 18, hr "pa imate 45")
                key += ".side"
            return key, {"card": card, "points": points, "total": total}
        if seat in mine:
            return "search.why.partner", {"card": card, "points": points, "seat": seat}
        playable = _playable(obs)
        # "your cheapest card" only where there was a choice (round 25, cs: a forced Ten
        # called "levnou kartu")
        cheapest = min(c.points for c in playable)
        key = ("search.why.give.cheap" if card.points == cheapest and len(playable) > 1
               else "search.why.give")
        # in a game for two the other player is "your opponent" (keys ``.opp``), not a seat
        return key + _opp(deal), {"card": card, "points": points, "seat": seat}
    if winner != len(cards) - 1:  # another card on the table stays ahead of it
        return "search.why.under", {"card": card, "best": cards[winner]}
    key, params = _placed(_topping(_ahead(deal, obs, card, trump, places), table), obs, card,
                          trump)
    if _opp(deal) and key in _SOMEONE:
        params = {**params, ONE_OPP: True}
    return key, params


#: the reasons that say a card takes its trick "unless someone trumps it": in a game for two
#: said of "your opponent" (their forms ``.opp``, chosen by :data:`ONE_OPP`; round 34, cs
#: further 5: "pokud ho někdo nepřebije trumfem" with one opponent)
_SOMEONE = frozenset(("search.why.lead.trump", "search.why.lead.trump.own",
                      "search.why.lead.trump.high", "search.why.lead.talon.trump"))
#: a lead's parameter: the higher card that can take it is one the opponent has shown
#: (``"marriage"``: with a marriage; ``"turned"``: the turned trump card it took), said so
#: after the reason (``search.why.shown.*.opp``)
SHOWN = "shown"
#: a reason's parameter: the game has one opponent, whom its words name where its key has a
#: form ``.opp`` (:data:`_SOMEONE`)
ONE_OPP = "one_opp"


#: the reasons of a card nothing of its suit outside the hand can take that say where the
#: higher cards of its suit are (``.own``: in the seat's hand), or that it is its suit's
#: highest (``.high``: a lead only)
_PLACED = frozenset(("search.why.lead.sure", "search.why.top.sure", "search.why.lead.trump",
                     "search.why.top.trump"))


def _placed(reason: Why, obs: Observation, card: Card, trump: Suit | None) -> Why:
    """A reason that says no card still out of the card's suit can take it, said with where
    the higher cards of its suit are: in the seat's own hand (``.own``, the cards named), or
    none at all, the card its suit's highest (``.high``, said of a lead that a trump can
    take) — not "no stronger card is still in play" of a King led with the Ace in hand, nor
    "nobody else has a higher one" of an Ace led at the deal's start (round 26, cs)."""
    key, params = reason
    if key not in _PLACED:
        return reason
    above = [c for c in CARDS if c.suit == card.suit and trick_winner([card, c], trump) == 1]
    gone = obs.played_cards | {c for _, c in obs.current_trick}
    if key.startswith("search.why.top.") and any(
            c not in obs.hand and c not in gone for c in above):
        # a higher card still in play lies with a player who has played to this trick
        # already: said of the players still to play, not "the only higher card is in your
        # hand" (round 27, hu: a three-player puzzle's Nine whose King and Ten were held by
        # the player who led)
        after = len(obs.seats) - len(obs.current_trick) - 1
        return key + ".after", {**params, "count": after}
    mine = sorted((c for c in obs.hand if c in above), key=lambda c: c.rank, reverse=True)
    if mine:
        return key + ".own", {**params, "higher": mine, "count": len(mine)}
    if not above and key == "search.why.lead.trump":
        return key + ".high", params
    return reason


#: a lead's reason and the same said of a card that heads the trick without leading it
#: (round 18: hr "opet izlazite vi", "you lead" said of a card played second or third)
_TOPS = {
    **dict.fromkeys(("search.why.lead.higher", "search.why.lead.higher.suit",
                     "search.why.lead.cheap"), "search.why.top.higher"),
    "search.why.lead.higher.others": "search.why.top.higher.others",
    "search.why.lead.higher.called": "search.why.top.higher.called",
    "search.why.lead.higher.called.theirs": "search.why.top.higher.called.theirs",
    **dict.fromkeys(("search.why.lead.trump", "search.why.lead.talon.trump"),
                    "search.why.top.trump"),
    **dict.fromkeys(("search.why.lead.sure", "search.why.lead.sure.trump",
                     "search.why.lead.sure.trump.one"),
                    "search.why.top.sure"),
    "search.why.lead.sure.last": "search.why.top.sure.last",
    **dict.fromkeys(("search.why.lead.talon", "search.why.lead.turned"),
                    "search.why.top.known"),
}


def _topping(reason: Why, table: Sequence[Card]) -> Why:
    """A lead's reason for a card that heads the trick after the ``table``'s cards: said of
    a card that heads it so far (keys ``search.why.top.*``), the points it would give away
    with the cards already on the table counted in; a lead's reason unchanged."""
    key, params = reason
    if not table or key not in _TOPS:
        return reason
    params = dict(params)
    if "points" in params:
        params["points"] = params["points"] + sum(c.points for c in table)
    return _TOPS[key], params


def _ahead(deal: Deal, obs: Observation, card: Card, trump: Suit | None,
           places: Deal | None) -> Why:
    """A card that heads its trick (led, or ahead of the cards on the table) and leaves it
    open: what can still take it, from what the seat sees (or where every card's place is
    known, ``places``)."""
    if places is not None:
        return _lead_known(places, obs, card, trump)
    # the card leads the trick (so far): what can still take it, from what the seat sees
    unseen = [*_unseen(deal, obs), *_held(obs)]
    out = [c for c in unseen if trick_winner([card, c], trump) == 1]
    higher = [c for c in out if c.suit == card.suit]
    if higher:
        key, params = _lead_higher(obs, card, higher, out)
        top = params.get("higher")
        if _opp(deal) and top in _held(obs):
            # the opponent holds it, shown: with a marriage, or the turned trump card
            married = any(s != obs.seat and suit == top.suit for s, suit, *_ in obs.marriages)
            kind = ("marriage" if married and top.rank in (Rank.KING, Rank.OBER) else "turned")
            params = {**params, SHOWN: kind}
        return key, params
    if out:
        if (deal.variant.players == 2 and deal.variant.strict_full and _strict(deal, obs)
                and not any(c.suit == card.suit for c in unseen)):
            # the opponent has no card of its suit and, the rules asking a seat that cannot
            # follow suit to trump (the kernel's follow_mask, strict_full), must trump it if
            # it holds a trump
            return "search.why.lead.trump.void", {"card": card}
        return "search.why.lead.trump", {"card": card}
    return _lead_sure(deal, obs, card, trump, unseen)


def close_rules(variant: Variant, two: bool) -> Why | None:
    """What a close changes in the play, from the variant's rule data (the kernel's
    :func:`~schnapsen.kernel.strict_applies` once the talon is closed, and the strict rules'
    form, ``strict_rules``): the others must follow suit, and under the full strict rules
    also head the trick and trump when they cannot follow, which is why the closer's high
    cards take tricks. ``two``: the one opponent of a game for two (``.opp``). None where a
    close brings no strict rules (none of the book's games)."""
    if not variant.has_closing or not kernel.strict_applies(variant, True, False):
        return None
    form = "full" if variant.strict_full else "follow"
    return f"search.why.close.rules.{form}" + (".opp" if two else ""), {}


def _strict(deal: Deal, obs: Observation) -> bool:
    """Whether the strict play rules apply now (the others must follow suit), as the seat
    sees it: the kernel's rule, from the seat's view of the close and the talon."""
    v = deal.variant
    return kernel.strict_applies(v, obs.is_closed, bool(v.draws and not obs.talon_size))


def _lead_sure(deal: Deal, obs: Observation, card: Card, trump: Suit | None,
               out: Sequence[Card]) -> Why:
    """A lead nothing still out can take: it takes the trick and keeps the lead; a trump led
    while the others must follow suit draws out their trumps (where one is still out)."""
    if len(obs.hand) == 1 and (obs.is_closed or not obs.talon_size):
        # the deal's last trick: no lead after it, nor trumps to draw for one (hr reader,
        # round 37: "opet izlazili vi" said of the last trick)
        return "search.why.lead.sure.last", {"card": card}
    trumps = 0 if trump is None else sum(1 for c in out if c.suit == trump)
    if trump is not None and card.suit == trump and _strict(deal, obs) and trumps:
        # one trump still out: said of that one trump (round 25, cs "zbylé trumfy")
        key = "search.why.lead.sure.trump" + (".one" if trumps == 1 else "")
        return key, {"card": card}
    return "search.why.lead.sure", {"card": card}


def _lead_known(places: Deal, obs: Observation, card: Card, trump: Suit | None) -> Why:
    """A lead's answer where every card's place is known: the cards in the other hands that
    can take it; a higher card of its suit that lies in the talon (or is the turned card)
    named as lying there, not as held against it."""
    held = _answers(places, obs, card)
    beats = [c for c in held if trick_winner([card, c], trump) == 1]
    higher = [c for c in beats if c.suit == card.suit]
    if higher:
        mine = set(obs.partners or (obs.seat,))
        theirs = {c for s in places.seats if s not in mine for c in places.hand(s)}
        # the card an opponent holds is named first: it is the one that gives points away
        return _lead_higher(obs, card, [c for c in higher if c in theirs] or higher, beats)
    others = {c for s in places.seats if s != obs.seat for c in places.hand(s)}
    gone = others | obs.played_cards | {c for _, c in obs.current_trick} | set(obs.hand)
    n = places.variant.deck_size
    lying = [c for c in CARDS if c not in gone and (n == 24 or c.rank != Rank.NINE)
             and c.suit == card.suit and trick_winner([card, c], trump) == 1]
    must = bool(beats) and _must_trump(places, card, trump)
    if lying:
        top = max(lying, key=lambda c: c.rank)
        if beats:
            key = "search.why.lead.talon.must" if must else "search.why.lead.talon.trump"
            return key, {"card": card, "higher": top}
        key = "search.why.lead.turned" if top == places.trump_card else "search.why.lead.talon"
        return key, {"card": card, "higher": top}
    if beats:
        return ("search.why.lead.trump.must" if must else "search.why.lead.trump"), {"card": card}
    return _lead_sure(places, obs, card, trump, list(held))


def _answers(places: Deal, obs: Observation, card: Card) -> set[Card]:
    """The cards that may still come to ``card``'s trick, every card's place known: those of
    the seats still to play to it (not of a seat that has played to it already), and of the
    next seat only those the rules let it play after ``card`` (round 25, hu puzzles: "if the
    King, still out, takes it after all" of a King its holder had no turn left to play, and of
    a Ten whose holder had to follow another suit)."""
    played = {s for s, _ in obs.current_trick}
    later = [s for s in places.seats if s != obs.seat and s not in played]
    out = {c for s in later for c in places.hand(s)}
    if places.to_move != obs.seat or not later:
        return out
    d = places.copy()
    d.push(Move.play(card))
    nxt = d.to_move
    if nxt is None or nxt not in later:
        return out
    legal = {m.card for m in d.legal_moves() if m.card is not None}
    return {c for c in out if c not in places.hand(nxt) or c in legal}


def _must_trump(places: Deal, card: Card, trump: Suit | None) -> bool:
    """Whether, in a game for two, the opponent must take ``card`` led with a trump (the
    trump suit ``trump``): every answer the rules allow it (the kernel's legal moves after
    the lead) beats the card."""
    if places.variant.players != 2:
        return False
    d = places.copy()
    d.push(Move.play(card))
    answers = [m.card for m in d.legal_moves() if m.card is not None]
    return bool(answers) and all(trick_winner([card, c], trump) == 1 for c in answers)


def _lead_higher(obs: Observation, card: Card, higher: list[Card], beats: list[Card]) -> Why:
    """A lead that ``higher`` (cards of its suit, still out) can take: the highest of them
    named, with what the trick gives away if it does (the card's points and its own), and a
    trump only where a card of another suit (a trump) among ``beats`` takes it too (never
    when the card led is itself a trump). A low card (not an Ace or a Ten) led while the
    hand holds one says it costs little and keeps that high card for later. Where the seat
    has (or may have) a partner, the points are given away only if an opponent holds it;
    while the partnership of a called card is secret, the called card itself is the caller's
    partner's: the caller keeps the points on its side (``.called``), another seat gives
    them to the other side (``.called.theirs``; round 20, hr "if that card is with an
    opponent" said of the called card)."""
    top = max(higher, key=lambda c: c.rank)
    points = card.points + top.points
    if obs.partners is None and top == obs.called_card:
        if obs.seat == obs.declarer:  # the caller: its partner holds the called card
            return "search.why.lead.higher.called", {"card": card, "higher": top}
        return "search.why.lead.higher.called.theirs", {"card": card, "higher": top,
                                                        "points": points}
    if obs.partners is None or len(obs.partners) > 1:  # a partner may hold it: no loss then
        return "search.why.lead.higher.others", {"card": card, "higher": top, "points": points}
    if card.points < 10:
        # a trump led keeps a high trump, not a card of another suit, which any lead keeps
        # (round 31, cs: "ale červenou desítku si ušetříte na později" of a trump led)
        high = [c for c in obs.hand if c != card and c.points >= 10
                and (card.suit != obs.trump or c.suit == obs.trump)]
        if high:
            kept = max(high, key=lambda c: (c.points, c.suit == obs.trump, c.suit))
            # TRUMP_TOO: the lead's key where the kept card goes unsaid (:data:`CHEAP_PLAIN`)
            return "search.why.lead.cheap", {"card": card, "higher": top, "points": points,
                                             "kept": kept,
                                             TRUMP_TOO: any(c.suit != card.suit for c in beats)}
    key = ("search.why.lead.higher" if any(c.suit != card.suit for c in beats)
           else "search.why.lead.higher.suit")
    return key, {"card": card, "higher": top, "points": points}


def _trump(deal: Deal, obs: Observation) -> Suit | None:
    contract = None if obs.contract is None else deal.variant.contract(obs.contract)
    return None if contract is not None and not contract.trumps else obs.trump


def _playable(obs: Observation) -> list[Card]:
    return [m.card for m in obs.legal_moves if m.kind == MoveKind.CARD and m.card is not None]


def _keeps(deal: Deal, obs: Observation, move: Move) -> Why | None:
    """What a card keeps or gives up for later, from the seat's hand: a marriage broken or
    kept, the trump Ace kept while the talon is open."""
    card = move.card
    if card is None or move.kind != MoveKind.CARD:
        return None
    pairs = [s for s in Suit if Card(s, Rank.KING) in obs.hand and Card(s, Rank.OBER)
             in obs.hand]
    v = deal.variant
    strict = obs.is_closed or (v.draws and not obs.talon_size)
    if pairs and v.has_marriages and (not strict or v.marriages_after_close):
        if card.suit in pairs and card.rank in (Rank.KING, Rank.OBER):
            return "search.why.breaks", {"suit": card.suit, "points": marriage_value(
                card.suit, obs.trump, v)}
        return "search.why.keeps.marriage", {"suit": pairs[0]}
    trump = obs.trump
    if trump is not None and obs.talon_size and not obs.is_closed:
        ace = Card(trump, Rank.ACE)
        # said where the Ace could have been played instead to the same end: a trump played,
        # or a card played to a trick the Ace could take (not a lead of another suit, which
        # has nothing to do with it: round 26, cs "you keep the Ace of Acorns for the strict
        # play" of a red Ace led)
        if ace in obs.hand and card != ace and (card.suit == trump or obs.current_trick):
            return "search.why.keeps.ace", {"card": ace}
    return None


def _line(world: Deal, obs: Observation, move: Move) -> Why | None:
    """The best line after ``move`` in ``world`` (every card known): who reaches the target
    in which trick, who takes the last trick, or the seat's side taking every trick left."""
    from .solve import solve

    d = world.copy()
    before_move = len(d.tricks)
    d.push(move)
    if d.is_over:
        return None
    start = len(d.tricks)
    line: Sequence[Move] = solve(d).line
    me = obs.seat
    target = d.variant.target_points
    reached: int | None = None
    # a seat that has the target already (and has not claimed) does not "reach" it in the
    # line: only a seat whose points cross it there does (a trick's winner, or a marriage)
    counted = [s for s in d.seats if d.side_of(s) is not None]
    before = {s: d.points(s) for s in counted}
    for m in line:
        if d.to_move is None:
            break
        d.push(m)
        if reached is None and d.tricks:
            crossed = [s for s in counted if before[s] < target <= d.points(s)]
            if crossed:
                winner = d.tricks[-1].winner
                reached = winner if winner in crossed else crossed[0]
                number = d.tricks_played  # counted from the deal's start, a position's too
            before = {s: d.points(s) for s in counted}
    result = d.result
    if result is None:
        return None
    side = d.side_of(me)
    mine = [t for t in d.tricks[start:] if d.side_of(t.winner) == side]
    you = "you" + _solo(obs)  # "your side", or "you" where the reader plays alone
    if mine and len(mine) == len(d.tricks) - start and not any(d.hand_sizes):
        return "search.why.line.all" + _solo(obs), {"count": len(mine)}
    other = "opp" if _opp(world) else "other"
    if reached is not None:
        who = you if d.side_of(reached) == side else other
        params: dict[str, Any] = {"seat": reached, "number": number, "target": target}
        partners = [s for s in d.partners(reached) if s != reached]
        if who == "other" and partners:
            # a side of two shares its points: both reach the target together (round 27, hu:
            # "player 2 has 66 after 8 tricks", of points players 2 and 3 took together)
            first, second = sorted((reached, partners[0]))
            return "search.why.line.reach.other.side", {**params, "seat": first,
                                                         "partner": second}
        return f"search.why.line.reach.{who}", params
    last = d.tricks[-1].winner if d.tricks else None
    if last is not None and not any(d.hand_sizes):
        who = you if d.side_of(last) == side else other
        # the move's own trick is the last: who takes "this trick" is said (round 25, hu:
        # "your opponent takes the last trick, and your opponent takes this trick")
        return f"search.why.line.last.{who}", {"seat": last,
                                               THIS_TRICK: len(d.tricks) == before_move + 1}
    return None
