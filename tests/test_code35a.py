"""Round 33 (code35a): the tense and shape of the sentences a grade or a review says of a move.

A cause said with no count before it opens its sentence (or its clause after a semicolon) by
its ``.alone`` form, never by the clitic the edition puts second (sl "Bi nato rekel", cs
"Byste vyhráli ...", hr "Biste ..."); the move played's cause and best line are said by the
review's own ``review.did.*`` forms: the present in en, hr and hu (hu "nyertél volna" after a
best move read as a reproach), the conditional in sl and cs."""

from __future__ import annotations

import re
from typing import Any

import pytest

from schnapsen.search.reasons import CAUSE, why_text

CAUSES = ("wins.yes.solo", "wins.yes", "wins.no", "wins.no.opp", "takes.yes.solo",
          "claims.yes.solo", "big.yes.solo", "last.yes.solo", "claims.yes.solo.said",
          "pulls.yes.solo.said", "marriage.no.opp", "trumped.no.opp")
CLITICS = re.compile(r"(?:^|[.;:]\s+)(bi|byste|biste|bismo|by|bych|bychom)\b", re.IGNORECASE)


def _said(cause: str, lang: str, worlds: int, **kw: Any) -> str:
    params = {"target": 66, "number": 6,
              CAUSE: (f"search.why.cause.{cause}", {"held": worlds, "worlds": worlds})}
    return why_text("search.why.line.reach.you.solo", params, lang, **kw)


@pytest.mark.parametrize("lang", ["sl", "cs", "hr"])
@pytest.mark.parametrize("cause", CAUSES)
@pytest.mark.parametrize("kw", [{"listed": True, "past": True}, {"listed": True, "would": True},
                                {"past": True}],
                         ids=["listed-past", "listed-would", "past"])
def test_no_sentence_opens_with_a_clitic(lang: str, cause: str, kw: dict[str, bool]) -> None:
    said = _said(cause, lang, 1, **kw)
    assert not CLITICS.search(said), said


@pytest.mark.parametrize("worlds", [1, 12])
def test_move_played_cause_in_each_editions_tense(worlds: int) -> None:
    en = _said("big.yes.solo", "en", worlds, listed=True, past=True).lower()
    assert "you win the deal for more than one game point" in en and "would" not in en
    hu = _said("big.yes.solo", "hu", worlds, listed=True, past=True).lower()
    assert "nyersz" in hu and "volna" not in hu
    hr = _said("wins.yes.solo", "hr", worlds, listed=True, past=True).lower()
    assert "dobivate dijeljenje" in hr and "biste" not in hr.lower()
    sl = _said("wins.yes.solo", "sl", worlds, listed=True, past=True)
    assert "bi dosegel 66" in sl and "igro" in sl.lower() and "dosežeš" not in sl
    cs = _said("wins.yes.solo", "cs", worlds, listed=True, past=True).lower()
    assert "byste dosáhli" in cs and "dosáhnete" not in cs and "vyhráli" in cs


def test_better_move_still_in_the_conditional() -> None:
    assert "volna" in _said("big.yes.solo", "hu", 12, listed=True, would=True)
    assert "would win" in _said("wins.yes.solo", "en", 12, listed=True, would=True)
    assert "biste dobili" in _said("wins.yes.solo", "hr", 12, listed=True, would=True)


def test_move_played_wins_over_its_likely_deals() -> None:
    """What the move played wins over its likely deals (round 33, sl "Igro s to potezo dobiš
    v 4 od 12" in a past grade): the conditional in sl and cs, the present elsewhere."""
    from schnapsen.search.reasons import ALSO

    def said(lang: str) -> str:
        params = {"card": "HJ",
                  ALSO: ("search.why.vs.wins.solo", {"won_in": 4, "worlds": 12})}
        return why_text("search.why.take", params, lang, listed=True, past=True).lower()

    assert "izmed 12 možnih razporedov kart bi s to potezo dobil igro v 4" in said("sl")
    assert "rozdání byste vyhráli" in said("cs")
    assert "you win the deal in 4 of the 12" in said("en")
    assert "megnyered" in said("hu") and "volna" not in said("hu")


def test_smaller_tense_fixes() -> None:
    """Round 33, the same machinery: a did-clause's running total in the present (hr), the
    opponent's marriage after the move played in the conditional (cs), the out card and the
    better lead's risk in a past frame (sl "ki je bila še v igri", hu "hívtad volna")."""
    from schnapsen.explain import format_message

    take = format_message("review.did.take.bare", {"points": 11, "total": 19}, "hr")
    assert "sada imate 19" in take and "ste imali" not in take
    params = {"card": "HJ", CAUSE: ("search.why.cause.marriage.yes.opp.said",
                                    {"held": 2, "worlds": 12})}
    cs = why_text("search.why.take", {**params, "points": 2, "total": 19}, "cs", listed=True,
                  past=True)
    assert "by tím soupeř získal výnos a ohlásil pár" in cs, cs
    sl = why_text("search.why.lead.higher.suit", {"card": "HK", "higher": "HA", "points": 4},
                  "sl", bare=True, would=True)
    assert "ki je bila še v igri" in sl, sl
    hu = why_text("search.why.lead.cheap", {"card": "HK", "higher": "HT", "points": 14,
                                            "kept": "AA"}, "hu", would=True)
    assert "hívtad volna" in hu and "megmaradt volna" in hu and "hívnád" not in hu, hu
