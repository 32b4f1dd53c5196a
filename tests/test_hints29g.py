"""Round 29 (code29g): what the blind readers still found in the reasons and hint lists."""
from __future__ import annotations

from schnapsen.i18n import LANGUAGES
from schnapsen.search.grade import grade_hints


def test_an_open_talon_trump_does_not_say_the_suit_is_missing() -> None:
    """Round 29, cs worst 2: "V 11 z 12 ... soupeř tuto barvu nemá a přebije ho trumfem",
    said of three suits in one position while the talon was open, where nobody must follow
    suit: there the opponent takes it with a trump; "has none of its suit" only where
    following is compulsory (the kernel's rule)."""
    from schnapsen.explain import format_message
    from schnapsen.search.cause import TRUMP_RISK, said_form
    from tests.test_reasons import _detour

    d = _detour()
    hints = grade_hints(d)
    lead = next(h for h in hints if str(h.move) == "AH")
    key, params = lead.params["cause"]
    assert key == "search.why.cause.trumped.yes.opp.free", key
    assert "none of its suit" not in lead.text()
    assert "your opponent takes it with a trump" in lead.text(), lead.text()
    cs = lead.text("cs")
    assert "nemá" not in cs and "vezme trumfem" in cs, cs
    for lang in LANGUAGES:
        assert "{" not in lead.text(lang)
    # where following is compulsory the missing suit is the reason, said so
    clause = ("search.why.cause.trumped.yes.opp", {"held": 9, "worlds": 12})
    said, _ = said_form(clause, frozenset((TRUMP_RISK,)))
    assert "none of its suit" in format_message(said, {}, "en")
