"""The one measure every line of a hint list ends in (code39a; reader 35, sl 2: "you win the
deal in 8 of 12", "you take this trick in 4 of 12", "your opponent wins the deal in 6 of 12"
on three lines of one list could not be ranked): where the values are over likely deals,
each line says its reason with its cause in words ("probably your opponent takes this
trick", no count of its own) and ends in how many of those deals the move wins the deal,
said the same way on every line (``ui.hint.won*``)."""
from __future__ import annotations

from dataclasses import replace

from ..i18n import translate
from ..search.hint import Hint
from ..search.reasons import ALSO, BEST_BY, CAUSE, FEWER_POINTS, IN_WORDS

__all__ = ["measured", "measured_line", "sampled", "won_text"]

#: the causes that say who wins the deal: the measure says it on every line
_WINS = "search.why.cause.wins."


def sampled(h: Hint) -> bool:
    """Whether ``h``'s value is over more likely deals than one (not exact): its line ends in
    the list's measure."""
    return not h.exact and h.worlds > 1


def measured(h: Hint) -> Hint:
    """``h`` as a line of a list that ends in the measure: no clause that counts what the move
    wins (the measure says it), no cause that says who wins the deal (the same), every other
    cause said in words (:data:`~schnapsen.search.reasons.IN_WORDS`); the best move said to
    bring the most game points on average where its reason counted its wins (the list's note
    says what "best" means)."""
    params = {k: v for k, v in h.params.items() if k not in (ALSO, FEWER_POINTS)}
    cause = params.get(CAUSE)
    if cause is not None and str(cause[0]).startswith(_WINS):
        del params[CAUSE]
    best = params.get(BEST_BY)
    if best is not None and str(best[0]).startswith("search.why.best.by.wins"):
        params[BEST_BY] = ("search.why.best.by.points", {})
    params[IN_WORDS] = True
    return replace(h, params=params)


def won_text(h: Hint, lang: str) -> str:
    """In how many of the likely deals ``h``'s move wins the deal, a sentence: "You win the
    deal in 8 of the 12 deals that fit what you have seen" (``.all``, ``.none``; ``.solo``
    where the reader plays alone, else said of the side)."""
    form = ".none" if not h.wins else ".all" if h.wins >= h.worlds else ""
    key = "ui.hint.won" + (".solo" if h.solo else "") + form
    return translate(key, lang, won_in=h.wins, worlds=h.worlds)


def measured_line(h: Hint, kind: str, lang: str, style: str, shown: dict[str, int]) -> str:
    """The reason of ``h``'s line in a hint list (its verdict ``kind``), ending in the
    measure: the sentences a line above said dropped first (:func:`_unrepeated`; the measure
    is said on every line, being what compares them)."""
    from ..i18n.base import capitalised
    from .play_hints_text import _unrepeated

    said = measured(h).text(lang, style, bare=True, listed=True, mistake=kind == "mistake",
                            once=True)
    won = won_text(h, lang)
    if FEWER_POINTS in h.params:
        # it wins the deal in more of them than the best: why it is below (round 33, sl 15)
        won = translate("search.why.fewer_points", lang, reason=won)
    won = capitalised(won)
    # a sentence a line above said is dropped, the measure being the line's own (round 30)
    said = _unrepeated(f"{said}. {won}", kind, shown)
    return said if said.endswith(won) else f"{said}. {won}"
