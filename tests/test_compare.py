"""Two traditions side by side (schnapsen.compare): one shuffle under two rule sets, the
moments where the rules part found from the two deals' legal moves, the rule rows that
differ."""

from __future__ import annotations

import pytest

import schnapsen as s
from schnapsen.compare import (
    SideBySide,
    differences,
    moment_lines,
    result_lines,
    rule_cells,
    same_shuffle,
)
from schnapsen.errors import IllegalMoveError, SchnapsenError
from schnapsen.i18n import LANGUAGES, name_form, translate


def kinds(sbs: SideBySide) -> list[str]:
    return [m.kind for m in sbs.moments]


def test_same_shuffle_keeps_the_order_and_drops_the_nines() -> None:
    a, b = same_shuffle(s.find_variant("at"), s.find_variant("hu-2"), 5)
    assert a == b == " ".join(c.code for c in s.Deal.new("at", seed=5).deck)
    twenty, twenty_four = same_shuffle(s.find_variant("at"), s.find_variant("de-66"), 5)
    assert twenty_four == " ".join(c.code for c in s.Deal.new("de-66", seed=5).deck)
    assert twenty == " ".join(c for c in twenty_four.split() if c[0] != "9")


@pytest.mark.parametrize("seed", range(12))
def test_the_same_rules_in_play_never_part(seed: int) -> None:
    """Croatian and Austrian Šnaps differ in direction and match only: one shuffle, the same
    play, the same result, and no moment but the result."""
    sbs = SideBySide("at", "hr-2", seed=seed)
    sbs.run()
    a, b = sbs.deals
    assert kinds(sbs) == ["result"]
    assert [str(m) for m in a.moves] == [str(m) for m in b.moves]
    assert a.result is not None and b.result is not None
    assert (a.result.winners, a.result.game_points) == (b.result.winners, b.result.game_points)


def test_snapszer_parts_austrian_and_hungarian_rules() -> None:
    sbs = SideBySide("at", "hu-2", seed=0)
    sbs.run()
    first = sbs.moments[0]
    assert first.kind == "moves" and first.seat == 0 and sbs.moments[0].tricks == (0, 0)
    (refusal,) = first.refusals
    assert str(refusal.move) == "snapszer" and refusal.side == 0
    assert refusal.key == "rule.snapszer_variant"
    assert first.only(1) == (s.Move.parse("snapszer"),) and first.only(0) == ()
    alone = next(m for m in sbs.moments if m.kind == "alone")
    assert alone.side == 1 and [str(m) for m in alone.moves] == ["snapszer"]
    end = next(m for m in sbs.moments if m.kind == "end")
    a, b = sbs.deals
    assert end.side == 1 and b.result is not None and b.result.reason == "contract_made"
    assert b.result.game_points == 6 and a.result is not None and a.result.game_points != 6
    assert kinds(sbs)[-1] == "result"


def test_a_moment_is_reported_once_per_seat_and_difference() -> None:
    sbs = SideBySide("at", "hu-2", seed=1)
    sbs.run()
    moves = [(m.seat, frozenset((r.side, r.key) for r in m.refusals))
             for m in sbs.moments if m.kind == "moves"]
    assert len(moves) == len(set(moves)) >= 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_without_snapszer_is_named_and_said_once(lang: str) -> None:
    """Austrian rules have no snapszer at all: the first lead where Hungarian rules offer it
    says so, naming the Austrian game; later leads (either seat's) do not say it again."""
    told = []
    for seed in range(6):
        sbs = SideBySide("at", "hu-2", seed=seed)
        sbs.run()
        whole = [r for m in sbs.moments if m.kind == "moves" for r in m.refusals
                 if r.key == "rule.snapszer_variant"]
        assert len(whole) == 1, f"seed {seed}: {len(whole)} moments say it"
        lines = [line for m in sbs.moments for line in moment_lines(sbs, m, lang)]
        # the Austrian game named in the form the sentence asks (cs "rakouského šnapsu")
        austrian = {name_form("variant.at", lang, case).casefold() for case in ("nom", "gen")}
        said = [line for line in lines if any(a in line.casefold() for a in austrian)
                and "snapsz" in line.lower()
                and translate("compare.whole.snapszer", lang).casefold() in line.casefold()]
        told.append(len(said))
        assert translate("rule.snapszer_variant", lang) not in " ".join(lines)
    assert told == [1] * 6


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_names_are_declined_not_bracketed(lang: str) -> None:
    """The round-9 Czech reader: "Pravidla (maďarský snapszer) dovolují", a game's name put
    in parentheses because it could not decline. Every line of a comparison names each game
    in a form of its name, never a bare name in parentheses."""
    for a, b, seed in (("at", "hu-2", 1), ("cs-2", "de-66", 3), ("hr-3", "sl-3", 2)):
        sbs = SideBySide(a, b, seed=seed)
        sbs.run()
        lines = [line for m in sbs.moments for line in moment_lines(sbs, m, lang)]
        for v in (a, b):
            assert f"({translate(f'variant.{v}', lang)})" not in " ".join(lines), (lang, v)
        forms = {v: {name_form(f"variant.{v}", lang, c).casefold() for c in ("nom", "gen")}
                 for v in (a, b)}
        named = [line for line in lines
                 if any(f in line.casefold() for fs in forms.values() for f in fs)]
        assert named, (lang, lines[:3])


def test_different_decks_part_at_once_and_the_czech_deal_does_not() -> None:
    """Czech 66 is dealt three, trump, two like the Austrian game (the book's reading of Czech
    table practice): one shuffle gives both tables the same cards; a 24-card deck parts them."""
    czech = SideBySide("at", "cs-2", seed=3)
    assert czech.same_cards() and "deal" not in kinds(czech)
    german = SideBySide("de-66", "at", seed=3)
    assert kinds(german) == ["deal"]
    assert "Nines" in moment_lines(german, german.moments[0])[0]
    german.run()
    assert german.is_over and kinds(german) == ["deal", "result"]


def test_a_bidding_stage_of_one_side_is_asked_alone() -> None:
    """Slovenian Šnops for four asks for contracts, Croatian Šnaps for four does not: the
    Slovenian deal bids alone, then both play on together when nobody announces."""
    sbs = SideBySide("hr-4", "sl-4", seed=1)
    sbs.run()
    ask = next(m for m in sbs.moments if m.kind == "ask")
    assert ask.side == 1 and ask.bidding and all(
        m is not None and m.kind in ("pass", "contract") for m in ask.moves)
    a, b = sbs.deals
    if b.contract is None:  # everybody passed: the same cards played the same way
        assert [str(t) for t in a.tricks] == [str(t) for t in b.tricks]


def test_a_move_one_side_refuses_makes_the_deals_part() -> None:
    """The Croatian declarer for three may exchange one card blind; the Slovenian one two or
    none: a one-card exchange parts the deals."""
    sbs = SideBySide("hr-3", "sl-3", seed=0)
    sbs.run()
    apart = next(m for m in sbs.moments if m.kind == "apart")
    assert apart.bidding and apart.moves[0] is not None and apart.moves[1] is None
    assert len(apart.moves[0].cards) == 1
    assert apart.refusals[0].side == 1 and apart.refusals[0].key == "rule.swap_exactly"


def test_the_reader_moves_in_every_deal_that_allows_it() -> None:
    sbs = SideBySide("at", "hu-2", seed=0, reader=0)
    sbs.run()
    assert sbs.waiting() == (0, 1)
    offered = dict(sbs.reader_moves())
    assert offered[s.Move.parse("snapszer")] == (1,)
    card = next(m for m, where in offered.items() if m.kind == "card")
    assert offered[card] == (0, 1)
    steps = sbs.steps
    assert sbs.play("snapszer") == (1,)
    assert sbs.steps == steps + 1 and [m.kind for m in sbs.moments][-1] == "alone"
    assert sbs.waiting() == (0, 1)  # both still wait for seat 1's lead
    assert s.Move.parse("snapszer") not in dict(sbs.reader_moves())
    assert sbs.play(card) == (0, 1)


def test_the_readers_illegal_move_changes_nothing() -> None:
    sbs = SideBySide("at", "hu-2", seed=0, reader=0)
    sbs.run()
    before = [d.to_text() for d in sbs.deals], list(sbs.moments)
    not_held = next(c for c in s.make_deck(20) if c not in sbs.deals[0].hand(0))
    with pytest.raises(IllegalMoveError):
        sbs.play(str(not_held))
    assert ([d.to_text() for d in sbs.deals], list(sbs.moments)) == before


def test_the_bots_wait_for_the_reader() -> None:
    sbs = SideBySide("at", "sl-2", seed=2, reader=1)
    sbs.run()
    assert not sbs.is_over and sbs.waiting() and not sbs.step()


def test_bad_input() -> None:
    with pytest.raises(SchnapsenError):
        SideBySide("at", "hr-3")
    with pytest.raises(SchnapsenError):
        SideBySide("at", "hu-2", reader=2)
    with pytest.raises(s.UnknownVariantError):
        SideBySide("at", "no such game")
    sbs = SideBySide("at", "hu-2", seed=0)
    with pytest.raises(IllegalMoveError):
        sbs.play("AH")  # no reader


def test_differences_are_the_rows_that_differ() -> None:
    rows = dict((name, (a, b)) for name, a, b in differences("at", "sl-2"))
    # the Slovenian game deals and plays counter-clockwise (the book's reading, round 26)
    assert set(rows) == {"Direction of play", "Closing the talon", "Match"}
    assert rows["Direction of play"] == ("clockwise", "counter-clockwise")
    assert "every trick" in rows["Closing the talon"][1]
    assert differences("hr-2", "hr-2") == []
    cells = rule_cells(["at", "hu-2"], rows=["direction"])
    assert cells == [("table.row.direction", ["clockwise", "counter-clockwise"])]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_moment_reads_in_every_language(lang: str) -> None:
    for a, b, seed in (("at", "hu-2", 0), ("hr-3", "sl-3", 0), ("hr-4", "sl-4", 0),
                       ("at", "cs-2", 0), ("at", "de-66", 0), ("hr-3", "sl-3", 6)):
        sbs = SideBySide(a, b, seed=seed)
        sbs.run()
        for moment in sbs.moments:
            for line in moment_lines(sbs, moment, lang):
                assert line and "{" not in line and "compare." not in line, line
        assert len(result_lines(sbs, lang)) == 3


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_match_row_names_the_other_targets_with_or(lang: str) -> None:
    """A tradition that plays to 7, 10 or 21 says "(or 10 or 21)" in words, not "7/10/21"
    (hr reader: "po izboru 7/9")."""
    from schnapsen.compare import _match
    from schnapsen.i18n import translate
    from schnapsen.variants import find_variant

    row = _match(find_variant("sl-2"), lang)
    assert "/" not in row and "10" + translate("ui.list.or", lang) + "21" in row
    croatian = _match(find_variant("hr-2"), lang)
    assert "7/" not in croatian and "9" in croatian
    assert "(" not in _match(find_variant("at"), lang)
