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
