"""Round 23 (code23c): the match page names who reached zero; the review's start and its
exchange; the review's turning point says what was at stake."""

from __future__ import annotations

from pathlib import Path

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.book import page_text

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_match_page_says_who_counted_down_to_zero_and_what_the_loser_had_left(
        lang: str) -> None:
    """Readers wanted the Bummerl match to say plainly which seat (which bot) counted down to
    0 and so won, and what the loser still had: a printed line from the match object, in
    every edition (a seat, its bot, the loser's remaining points, with the plural form)."""
    page = (ROOT / "book" / lang / "match.md").read_text(encoding="utf-8")
    assert '_("reached_zero", seat=match.winner' in page
    assert "left=match.scores[match.loser]" in page
    _ = page_text("match", lang)
    kinds = ["heuristic", "random"]
    match = s.Match("at", seed=3)
    match.play([s.HeuristicBot(seed=1), s.RandomBot(seed=2)])
    winner, loser = match.winner, match.loser
    assert winner is not None and loser is not None and match.scores[winner] == 0
    said = _("reached_zero", seat=winner, bot=_("bot." + kinds[winner]), loser=loser,
             loser_bot=_("bot." + kinds[loser]), left=match.scores[loser])
    assert "{" not in said
    assert str(winner + 1) in said and str(loser + 1) in said
    assert str(match.scores[loser]) in said
    assert _("bot." + kinds[winner]) in said and _("bot." + kinds[loser]) in said
    # the other way round, and a count of one: the sentence follows the values
    one = _("reached_zero", seat=1, bot=_("bot.random"), loser=0,
            loser_bot=_("bot.heuristic"), left=1)
    two = _("reached_zero", seat=1, bot=_("bot.random"), loser=0,
            loser_bot=_("bot.heuristic"), left=2)
    assert one != two
    assert one.index(_("bot.random")) < one.index(_("bot.heuristic"))
