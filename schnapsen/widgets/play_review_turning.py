"""The turning point of a deal's review said as it happened (a part of
:class:`~schnapsen.widgets.play_review_words.ReviewWords`, kept apart for its size): the
decision of another kind missed, named first; what happened to the move's trick; the move
played told without likely deals of its trick, and a mistake without praise (round 31)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..explain import format_message
from ..moves import MoveKind
from ..render.text import Style
from ..search.grade import Grade
from ..search.hint import Hint
from ..search.reasons import ALSO, CAUSE, THEN, cheap_plain
from ..search.review import Decision, Review, deal_at
from ._common import text

__all__ = ["PlayedGrade", "TurningWords", "told", "without_wins_count"]

#: the causes that say what happens to the trick of the move (who takes it, trumps it, leads
#: after it): a review knows what happened, and says that, not in how many likely deals it
#: might have (round 31, hr: "in 9 of 12 likely deals your opponent takes this trick" of a
#: trick the reader took)
_TRICK_CAUSES = tuple(f"search.why.cause.{k}." for k in (
    "trumped", "takes", "marriage", "closes", "claims", "pulls", "turned"))

#: decisions of another kind than a card: where the better move is one of them and the move
#: played is not, the turning point names the decision missed first (round 31, hr worst 1)
_OTHER_KINDS = (MoveKind.EXCHANGE, MoveKind.MARRIAGE, MoveKind.CLOSE, MoveKind.CLAIM)


def told(h: Hint, mistake: bool) -> Hint:
    """A played move's hint as a review says it: no likely-deals count of what happened to
    its trick (known once it is played), and for a mistake no "only ... kept for later"."""
    params = {k: v for k, v in h.params.items()
              if not (k == CAUSE and str(v[0]).startswith(_TRICK_CAUSES))}
    reason = h.reason
    if mistake:
        params.pop(ALSO, None)
        if reason == "search.why.lead.cheap":
            reason, params = cheap_plain(params)
            params = dict(params)
        then = params.get(THEN)
        if then is not None and then[0] == "search.why.lead.cheap":
            params[THEN] = cheap_plain(then[1])
    return replace(h, reason=reason, params=params)


@dataclass(frozen=True)
class PlayedGrade(Grade):
    """A grade whose move was played (a review): its own reason said as :func:`told` says
    it; the better move's still chosen against the move's full reason."""

    def own(self) -> Hint:
        return told(super().own(), self.kind == "mistake")



class TurningWords:
    """The turning point's sentences of what happened, read from the review shown."""

    lang: str
    review: Review | None
    _style: Callable[[], Style]

    def _t(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    def _move(self, move: Any) -> str:
        raise NotImplementedError

    def missed_decision(self, tp: Decision) -> str:
        """The turning point said as the decision missed, where the better move is of another
        kind than the move played (an exchange, a marriage, a close, a claim); else ""."""
        r, best = self.review, tp.grade.best.move
        if r is None or best.kind not in _OTHER_KINDS or best.kind == tp.move.kind:
            return ""
        before = deal_at(r.deal, tp.index)
        # the move itself, not its label: the catalogue may say it as a verb (round 35, cs
        # "místo abyste ohlásili „dost“, rozhodli jste se {move.inf}"), its card led or
        # answered as the deal before it knows
        params: dict[str, Any] = {"number": tp.trick, "move": tp.move}
        key = f"review.turning.missed.{best.kind}"
        if best.kind == MoveKind.CLAIM:  # before the move's trick (round 33, hr)
            key += ".before"
        if best.kind == MoveKind.EXCHANGE:
            params["turned"] = before.trump_card
            params["rank"] = before.variant.exchange_rank
        if best.kind == MoveKind.MARRIAGE and best.card is not None:
            from ..rules import marriage_value

            params["points"] = marriage_value(best.card.suit, before.trump, before.variant)
            params["suit"] = best.card.suit
        return format_message(key, params, self.lang, self._style(), before)

    def trick_outcome(self, decision: Decision) -> str:
        """Who took the trick of the decision's card, and its card points, said as what
        happened (round 31: "in 9 of 12 likely deals your opponent takes this trick" said of a
        trick the reader had taken); "" for a move with no card in a trick played, or in a game
        for more than two (whose sides the sentence does not name)."""
        r = self.review
        if (r is None or decision.move.card is None or len(r.deal.seats) != 2
                or not 0 < decision.trick <= len(r.deal.tricks)):
            return ""
        trick = r.deal.tricks[decision.trick - 1]
        if decision.move.card not in trick.cards:
            return ""
        if trick.winner == r.seat:
            return self._t("review.turning.trick.you", points=trick.points)
        card = trick.cards[trick.seats.index(trick.winner)]
        return format_message("review.turning.trick.opp", {"card": card, "points": trick.points},
                              self.lang, self._style())


def without_wins_count(g: Grade, said: str, lang: str, style: Style) -> str:
    """The better move's reason ``said`` at a turning point whose cost line counts the deals
    it wins (``review.would.cost.wins*``), without the clause that counts them first (round
    33, hu: "12 lehetséges leosztásból 4 esetben a partit te nyerted volna. Azzal, amit
    láttál, 12 leosztás fér össze: ezek közül a jobb lépéssel 4 esetben megnyerted volna"):
    the count said once, by the cost line."""
    h = g.better_hint()

    def counts_wins(key: str, value: Any) -> bool:
        if key == CAUSE:
            return (str(value[0]).startswith("search.why.cause.wins.yes")
                    and value[1].get("held") == g.best.wins
                    and value[1].get("worlds") == g.worlds)
        return (key == ALSO and str(value[0]).startswith("search.why.vs.wins")
                and value[1].get("won_in") == g.best.wins)

    params = {k: v for k, v in h.params.items() if not counts_wins(k, v)}
    if len(params) == len(h.params):
        return said
    full = h.text(lang, style, bare=True, would=True, listed=True)
    if not said.startswith(full):
        return said
    return replace(h, params=params).text(lang, style, bare=True, would=True,
                                          listed=True) + said[len(full):]
