"""A result line that teaches the claim rule (round 27: hu reader's worst problem (b), items 14
and 15; cs reader's items 13 and 14), in every edition.

- a player who had 66 or more, never claimed, and lost by the last trick is told so: "You had
  82 points but did not claim 66; by the book's rule the last trick then decides the deal, and
  your opponent took it", and the next line says only why the deal is worth so little ("As
  you had more than 33 points ...", hu "több mint 33 pontot", not "a 33 pontnál is többet");
- at a table on the source's rules (66 ends the deal by itself) the result says that the
  deal ended there: "Your opponent reached 66 (81 points), and the deal ended there.";
- the sentence under a finished deal names the button that deals again by its own label, and
  not by the other button's word (cs "Další hru rozdáte tlačítkem „Nová hra“" beside a
  button "Další hra").
"""

from __future__ import annotations

import random
import re

import pytest

import schnapsen as s
from schnapsen.explain import result_lines
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import MoveKind
from schnapsen.stages import ResultReason

CLAIM_WORD = {"en": "did not claim 66", "hr": "„dosta“", "sl": "»dovolj«", "hu": "„elég”",
              "cs": "„dost“"}
ENDED = {"en": "and the deal ended there", "hr": "i tu je dijeljenje završilo",
         "sl": "in igre je bilo s tem konec", "hu": "és ezzel a parti véget ért",
         "cs": "a hra tím skončila"}
MORE_THAN = {"en": "more than 33", "hr": "više od 33", "sl": "več kot 33",
             "hu": "több mint 33", "cs": "aspoň 33"}


def _played(variant: s.Variant | str, seed: int, claims: bool) -> s.Deal:
    d = s.Deal.new(variant, seed=seed)
    rng = random.Random(seed)
    while not d.is_over:
        moves = [m for m in d.legal_moves()
                 if claims or m.kind not in (MoveKind.CLAIM, MoveKind.CLOSE)]
        d.play(rng.choice(moves))
    return d


def _unclaimed_deal(variant: str) -> s.Deal:
    for seed in range(1, 400):
        d = _played(variant, seed, claims=False)
        r = d.result
        assert r is not None
        if r.reason == ResultReason.LAST_TRICK and r.detail.loser_points >= 66:
            return d
    raise AssertionError("no deal lost with 66 unclaimed")


@pytest.mark.parametrize("variant", ["hu-2", "cs-2", "at"])
def test_a_loser_with_66_who_did_not_claim_is_told_so(variant: str) -> None:
    d = _unclaimed_deal(variant)
    r = d.result
    assert r is not None
    loser = next(x for x in d.seats if x not in r.winners)
    points = r.detail.loser_points
    english = result_lines(d, "en", me=loser)
    assert english == [
        f"You had {points} points but did not claim 66; by the book's rule the last trick then "
        "decides the deal, and your opponent took it.",
        "As you had more than 33 points, the deal is worth only 1 game point."]
    assert result_lines(d, "en", me=r.winners[0])[0].startswith(
        f"Your opponent had {points} points but did not claim 66")
    for lang in LANGUAGES:
        for me in (loser, r.winners[0], None):
            lines = result_lines(d, lang, me=me)
            said = " ".join(lines)
            assert len(lines) == 2 and "{" not in said, (lang, me, lines)
            assert str(points) in lines[0] and CLAIM_WORD[lang] in lines[0], (lang, lines)
            assert MORE_THAN[lang] in lines[1], (lang, lines)
            assert str(points) not in lines[1], "the points are said once"


def test_a_claimed_or_short_loss_keeps_its_lines() -> None:
    """The loser who stayed under 66 is not told about a claim they could not make."""
    seen = 0
    for seed in range(1, 200):
        d = _played("hu-2", seed, claims=False)
        r = d.result
        assert r is not None
        if r.reason == ResultReason.LAST_TRICK and r.detail.loser_points < 66:
            lines = result_lines(d, "en", me=0)
            assert not any("did not claim" in x for x in lines), lines
            seen += 1
    assert seen


@pytest.mark.parametrize("variant", ["hu-2", "cs-2"])
def test_the_source_rule_says_the_deal_ended_at_66(variant: str) -> None:
    source = s.find_variant(variant).with_options(claim="auto")
    for seed in range(1, 100):
        d = _played(source, seed, claims=True)
        r = d.result
        assert r is not None
        if r.reason == ResultReason.REACHED:
            break
    else:
        raise AssertionError("no deal reached 66")
    winner = r.winners[0]
    points = r.detail.winner_points
    assert result_lines(d, "en", me=1 - winner)[0] == (
        f"Your opponent reached 66 ({points} points), and the deal ended there.")
    for lang in LANGUAGES:
        for me in (winner, 1 - winner, None):
            first = result_lines(d, lang, me=me)[0]
            assert ENDED[lang] in first and str(points) in first, (lang, me, first)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deal_again_sentence_names_its_button(lang: str) -> None:
    for sentence, button, other in (("ui.result.again", "ui.new_deal", "ui.next_deal"),
                                    ("ui.match.next", "ui.next_deal", "ui.new_deal")):
        said = translate(sentence, lang)
        label = translate(button, lang)
        assert label in said, (lang, said)
        rest = said.replace(label, "")
        word = translate(other, lang).split()[0]
        assert not re.search(rf"\b{re.escape(word)}\b", rest, re.I), (lang, said)
