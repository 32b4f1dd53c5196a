"""Lines the blind native readers of round 25 (hr, sl, hu, cs) found wanting in the widgets,
the explanations and the practice texts (brief code26b)."""

from __future__ import annotations

import pytest

from schnapsen.explain import format_message, log_message
from tests.test_explain import two

LANGS = ("en", "hr", "sl", "hu", "cs")

#: the turned Ten of Acorns (Clubs) in each language, as the log line names it
TURNED = {"en": "Ten of Acorns", "hr": "desetku žira", "sl": "želodovo desetko",
          "hu": "makk tízest", "cs": "žaludskou desítku"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_exchange_log_line_names_the_turned_card(lang: str) -> None:
    """hr reader 25: "… za okrenutu kartu" never said which card the exchange took."""
    d = two("KC QC KH QH JC", "AH TH JS JD AD", turned="TC")
    key, params = log_message(d, "x")
    text = format_message(key, {**params, "seat": "2"}, lang)
    assert TURNED[lang] in text, text
    assert "{" not in text


@pytest.mark.parametrize(("value", "said"), [(0.5, "0,5"), (1.5, "1,5"), (1.25, "1,25"),
                                             (2.0, "2"), (0.333, "0,33")])
def test_the_puzzle_solution_says_a_mean_with_the_fewest_decimals(value: float,
                                                                   said: str) -> None:
    """hr reader 25: "0,50 boda igre … 1,50 boda igre manje" -> "0,5 … 1,5"."""
    from schnapsen.teach.practice import _gap, _number

    assert _number(value, "hr", sign=False) == said
    assert _number(-value, "en") == "\u2212" + said.replace(",", ".")
    if value != 2.0:
        assert _gap(value, "hr").startswith(said + " ")
