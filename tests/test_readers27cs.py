"""Round 27, Czech reader: the match drill names the winner and counts down from what the
winner still needed, "Partie" (a buml is what the loser gets), the marriage drills' one offered
card and the seat's own marriages, and a few page sentences (no number glued to "-krát", the
Czech table opening with the source rule, "dost" as the book's word)."""

from __future__ import annotations

import random
from pathlib import Path

import schnapsen.teach  # noqa: F401  (the texts)
from schnapsen.i18n import translate
from schnapsen.teach.drills import line_text, q_marriage_lead, q_marriage_points

BOOK = Path(__file__).resolve().parent.parent / "book" / "cs"


def test_cs_match_drill_lines() -> None:
    start = translate("drill.bummerl.start", "cs", target=7)
    assert start.startswith("Partie:") and "Buml" not in start
    rule = translate("drill.bummerl.rule", "cs", target=7, before=4, won=3, rest=1, winner=1)
    assert "potřeboval ještě 4 herní body" in rule and "4 − 3 = 1" in rule
    assert rule.endswith("partie pokračuje.")
    won = translate("drill.match_winner.rule", "cs", target=7, winner=1, sum="7 − 3 − 3 − 2")
    assert won.replace("\u00a0", " ").startswith("Partii vyhrál hráč 2")


def test_cs_marriage_drill_lines() -> None:
    lead = q_marriage_lead(random.Random(1))
    assert lead is not None
    assert "z nabídnutých karet je to jen" in line_text(lead.rule[0], "cs")
    points = q_marriage_points(random.Random(1))
    assert points is not None
    text = line_text(points.rule[0], "cs")
    assert text.startswith("Body z karet v jeho štyších a jeho hlášky:"), text


def test_cs_page_sentences() -> None:
    strategy = (BOOK / "strategy.md").read_text()
    assert "`krát" not in strategy
    glossary = (BOOK / "glossary.md").read_text()
    # round 39: the table opens on the chapter's rules, the source's one tick away
    assert "Tak se hraje i\u00a0u\u00a0stolu v\u00a0kapitole" in glossary
    assert "se ale otevírá s\u00a0pravidlem pramene" not in glossary
    czech = (BOOK / "sestasedesat.md").read_text()
    # round 39: the rule is said plainly; where the word comes from is told in the box
    assert "(slovo knihy)" not in czech and "řekne na výnosu *dost*" in czech
    assert "celkem {glue:text}`deals`" not in czech
    assert "| Když poražený… | vítěz získá |" in (BOOK / "scoring.md").read_text()
