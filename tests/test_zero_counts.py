"""None of a thing said with a word (issue 25, round 10, item 1): a language whose catalogue
declares a unit's zero form (msgctxt ``zero``, ``zero.acc`` ...) shows a count of 0 with it,
never as "0 štihova"; a verb that has the count alone for its object is then denied ("nema
nijedan štih", not "ima nijedan štih"); a count's choice may name the word for none first
(``{tricks:0=nema|ima|ima|ima}``)."""

from __future__ import annotations

import re
import string

import pytest

from schnapsen.i18n import Count, Plural, choose_count, plural_template, template, translate
from schnapsen.teach import MESSAGES
from tests.test_templates import values

#: each language's "0 tricks" written with the number, which it says with a word instead
NUMBER_ZERO = {"hr": "0 štihova", "sl": "0 štihov", "cs": "0 štychů"}
#: a verb not denied right before the word for none (a coordination "ima 0 bodova i nijedan
#: štih" shares its verb with a number, and may)
UNDENIED = re.compile(r"(?<!\w)(?<!nije )(?<!ni )(ima|imao|imel|imaš|imate|má|měl|máte) "
                      r"(nijedan|nijednog|noben|nobenega|žádný|žádného)\b")


def zero_renderings(lang: str) -> list[tuple[str, str]]:
    """Every template of ``lang`` that shows a count of tricks with its unit, rendered with
    none, every other count 2."""
    out = []
    for key, english in sorted(MESSAGES.items()):
        text = (plural_template(key, 2, lang) if isinstance(english, Plural)
                else template(key, lang)) or ""
        parsed = [f for _, f, _, _ in string.Formatter().parse(text) if f]
        zero = {f.split(".")[0] for f in parsed if f.split(".")[1:2] == ["tricks"]}
        if not zero:
            continue
        attrs: dict[str, set[str]] = {}
        for f in parsed:
            name, _, attr = f.partition(".")
            attrs.setdefault(name, set()).add(attr)
        params = {name: 0 if name in zero else values(name, a, None, 2, "one", lang, "german")
                  for name, a in attrs.items()}
        if isinstance(english, Plural):
            params[english.n] = 0 if english.n in zero else 2
        out.append((key, translate(key, lang, **params)))
    return out


@pytest.mark.parametrize("lang", sorted(NUMBER_ZERO))
def test_no_tricks_read_as_a_word(lang: str) -> None:
    shown = zero_renderings(lang)
    assert len(shown) > 10
    assert [(k, t) for k, t in shown if NUMBER_ZERO[lang] in t] == []
    assert [(k, t) for k, t in shown if UNDENIED.search(t)] == []


def test_the_zero_forms_and_their_verbs() -> None:
    seat, won = {"seat": 1, "claimer": 0, "points": 40}, {"seat": 1, "claimer": 0, "points": 40}
    assert "Igrač\u00a02 nema nijedan štih." in translate("drill.wrong_claim.q", "hr", **seat,
                                                     tricks=0)
    assert "Igrač\u00a02 ima 2 štiha." in translate("drill.wrong_claim.q", "hr", **won, tricks=2)
    assert "Igralec\u00a02 nima nobenega štiha." in translate("drill.wrong_claim.q", "sl", **seat,
                                                         tricks=0)
    assert "Hráč\u00a02 nemá žádný štych." in translate("drill.wrong_claim.q", "cs", **seat,
                                                      tricks=0)
    assert translate("quiz.ctx.seat", "hr", seat=1, points=0, tricks=0) == (
        "Igrač\u00a02: 0 bodova, nijedan štih.")
    assert Count(0, "hr").tricks.form("gen") == "nijednog štiha"
    assert Count(0, "sl").tricks.acc == "nobenega štiha"
    assert Count(0, "hu").tricks.form() == "0 ütés"  # no zero form declared: the number
    assert Count(0, "en").tricks.form() == "0 tricks"


def test_a_choice_names_none_first() -> None:
    assert choose_count("0=nema|ima|ima|ima", 0, "hr") == "nema"
    assert [choose_count("0=nema|ima|imaju|imaju", n, "hr") for n in (1, 2, 5)] == [
        "ima", "imaju", "imaju"]
    assert choose_count("je|sta|so|je", 0, "sl") == "je"  # no word for none: the plural form
    assert format(Count(0, "cs"), "0=nemá|má|má|má") == "nemá"
