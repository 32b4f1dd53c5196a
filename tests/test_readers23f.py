"""Round 23 (code23f): the hint list says the search's caveat once, the last trick's names
once each, hu trick captions in the possessive, the strategy table's marriage by its value."""

from __future__ import annotations

from pathlib import Path

import pytest

from schnapsen import Deal, HeuristicBot, RandomBot
from schnapsen.i18n import LANGUAGES
from schnapsen.teach.book import page_text

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_strategy_count_table_names_a_marriage_by_its_value(lang: str) -> None:
    """hu reader: the running count's table named the marriage "a zöld pár bemondása" where
    every other line says "zöld húsz": the page passes the deal, so the marriage reads by its
    value (``move.label.m.said``), as the page's other move lists do."""
    page = (ROOT / "book" / lang / "strategy.md").read_text(encoding="utf-8")
    assert '_("count_extra", seat=seat, move=move, deal=deal)' in page
    _ = page_text("strategy", lang)
    deal = Deal.new("at", seed=15)
    bots = [HeuristicBot(), RandomBot(15)]
    said = []
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        move = bots[seat].choose(deal.observation(seat))
        deal.play(move)
        if move.kind == "m":
            said.append(_("count_extra", seat=seat, move=move, deal=deal))
    assert said and all(any(w in line for w in ("20", "húsz", "dvacít")) for line in said), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_names_each_seat_once_under_the_trick(lang: str) -> None:
    """hr reader at the deal's end: "Protivnik ★ nosi … Vi Vi", the reader's name under
    their card of the last trick and again as their seat's label just below. The table's
    own seat is named once (its seat's label); the other cards of the trick keep theirs."""
    import re

    from schnapsen import play_deal
    from schnapsen.render import names_for, table_svg

    d = Deal.new("at", seed=3)
    play_deal(d, [HeuristicBot(), HeuristicBot()])
    for seat in (0, 1):
        names = [f"N{s}x" for s in range(2)]
        svg = table_svg(d, seat=seat, names=names_for(lang), seat_names=names, hand=False)
        texts = re.findall(r">([^<>]+)</text>", svg)
        assert texts.count(names[seat]) == 1, texts
        assert texts.count(names[1 - seat]) == 2, texts  # its seat and its card in the trick


def _plain(markup: str) -> str:
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_list_says_the_searchs_note_once(lang: str) -> None:
    """hr reader: every line of one hint ended in the same bracket ("svaki je odigralo s
    otvorenim kartama, a protivnik zapravo može imati druge karte"). The list's lines keep
    their count of the deals tried; the note is said once, in the figures' line under the
    list (``ui.hint.tried``), in every edition. A reason said alone keeps its note."""
    from schnapsen.explain import move_label
    from schnapsen.i18n import translate
    from schnapsen.practice import puzzles
    from schnapsen.search import hint
    from schnapsen.search.reasons import ends_in_note, tried_note
    from schnapsen.widgets.play_hints import PlayHints

    p = next(x for x in puzzles("at") if x.id == "at-027")
    hints = hint(p.deal, worlds=12)
    noted = [h for h in hints if ends_in_note(h.params)]
    assert noted and {tried_note(h.params) for h in noted} == {"opp"}
    note = translate("ui.hint.tried.opp", lang)
    for h in noted:  # alone (a grade, a review) the reason still ends in its note
        full, bare = h.text(lang, figures=False), h.text(lang, figures=False, note=False)
        # the note is the closing bracket; a listed reason may still end in a bracket of its
        # own (hu: "…, mint a másik lehetőség (a talon betakarása)"), so compare the two forms
        assert full.endswith(")") and len(bare) < len(full) and not bare.endswith(full[-20:])
    box = PlayHints(lang, lambda: "", lambda: hints,
                    lambda m: move_label(m, lang, "german", p.deal), lambda: "german")
    box.hints = hints
    shown = _plain(box.html())
    assert shown.count(note) == 1, shown
    inside = translate("search.why.cause.with.tried.opp.all", lang, cause="\x00",
                       worlds=12).split("\x00")[1]  # the note's own words in the line
    assert inside.strip() and inside not in shown, shown


def test_hu_trick_captions_say_whose_card_in_the_possessive() -> None:
    """hu reader: "tök felső (az 1. játékos)" needs the possessive, "(az 1. játékosé)", the
    reader's "(a tiéd)", the opponent's "(az ellenfeledé)": the caption ``render.played_by``
    asks ``{seat.gen}``, the catalogue's form of every seat; the other editions unchanged."""
    import re

    from schnapsen.i18n import Label, translate
    from schnapsen.render import names_for, trick_svg

    d = Deal.new("at", seed=3)
    bot = HeuristicBot()
    d.play(bot.choose(d.observation(0)))
    d.play(bot.choose(d.observation(1)))

    def said(lang: str, named: bool) -> str:
        you = Label(translate("ui.you", lang), you=True, word=translate("ui.you.word", lang))
        opp = Label(translate("ui.opponent", lang), word=translate("ui.opponent.word", lang))
        svg = trick_svg(d.tricks[-1], names=names_for(lang),
                        seat_names=[you, opp] if named else None)
        found = re.search(r'aria-label="([^"]*)"', svg)
        assert found is not None
        return found.group(1).replace("\xa0", " ")  # names kept on one line

    assert "(az 1. játékosé)" in said("hu", False) and "(a 2. játékosé)" in said("hu", False)
    assert "(a tiéd)" in said("hu", True) and "(az ellenfeledé)" in said("hu", True)
    assert "by seat 1" in said("en", False) and "by you" in said("en", True)
    assert "(igrač 1)" in said("hr", False) and "(vi)" in said("hr", True)
    assert "(protivnik)" in said("hr", True)
