"""Round-20 readers' table, quiz and puzzle lines that needed code (issue 25): each test names
its reader."""

from __future__ import annotations

import html
import random

import pytest

from schnapsen.deal import Deal
from schnapsen.i18n import Seats
from schnapsen.i18n.base import capitalised
from schnapsen.match import Match
from schnapsen.moves import MoveKind
from schnapsen.widgets.play_status import PlayStatus
from tests.test_widgets import html_text


def _play_out(deal: Deal, rng: random.Random) -> Deal:
    """``deal`` played to its end by seeded random moves, every bid passed."""
    while not deal.is_over:
        moves = list(deal.legal_moves())
        passes = [m for m in moves if m.kind == MoveKind.PASS]
        deal.play(passes[0] if passes else rng.choice(moves))
    return deal


@pytest.mark.parametrize(("lang", "word"), [
    ("en", "Seats "), ("hr", "Igrači "), ("sl", "Igralca "), ("hu", "játékos"), ("cs", "Hráči "),
])
def test_a_winning_pair_on_the_score_sheet_is_one_side(lang: str, word: str) -> None:
    """hr reader, three-hand live table: the winners column read "Igrač 2 i Igrač 3"; two
    numbered seats are named under one word ("Igrači 2 i 3", sl the dual "Igralca 2 in 3",
    hu "A 2. és a 3. játékos"), in the seats' order."""
    m = Match("hr-3", seed=5)
    rng = random.Random(5)
    while True:
        deal = _play_out(m.new_deal(), rng)
        m.record(deal)
        assert deal.result is not None
        if len(deal.result.winners) == 2 or m.is_over:
            break
    assert deal.result is not None and len(deal.result.winners) == 2
    pair = sorted(deal.result.winners)
    me = next(s for s in deal.seats if s not in pair)
    status = PlayStatus(lang)
    status.draw_sheet(m, me)
    sheet = html.unescape(html_text(status.sheet.value))
    together = capitalised(Seats(pair, lang).form())
    assert together in sheet, sheet
    assert together.count(word.strip()) == 1, together
    assert word in together.replace("\u00a0", " ") + " ", together
    assert together.index(str(pair[0] + 1)) < together.index(str(pair[1] + 1))


def _with_contract(variant: str, name: str, seed: int = 1) -> Deal:
    """A deal of ``variant`` in which the first seat that may announces the contract
    ``name`` (every other bid the first one offered)."""
    deal = Deal.new(variant, seed=seed)
    while deal.contract is None:
        moves = list(deal.legal_moves())
        bid = [m for m in moves if str(m) == f"contract:{name}"]
        deal.play(bid[0] if bid else moves[0])
    return deal


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Seat {seat} plays Durhmarš"), ("hr", "Igrač {seat} je najavio igru durhmarš"),
    ("sl", "Igralec {seat} je napovedal durhmarš"),
    ("hu", "{seat}. játékos a durhmaršot vállalta"), ("cs", "Hráč {seat} hlásil hru durhmarš"),
])
def test_a_game_without_trumps_names_itself_in_the_quiz(lang: str, said: str) -> None:
    """sl reader, quiz context: "V tej igri ni aduta." said neither the game nor who plays
    it (and a durhmarš still named the suit chosen before it as the trump)."""
    from schnapsen.teach.quiz import context_lines, line_text

    deal = _with_contract("sl-3", "durhmars")
    assert deal.contract is not None and not deal.contract.trumps
    assert deal.contract_seat is not None
    lines = [line_text(line, lang).replace("\u00a0", " ") for line in context_lines(deal)]
    assert said.format(seat=deal.contract_seat + 1) in lines[0], lines
    assert lines[0] != line_text(("quiz.ctx.no_trump", {}), lang)


@pytest.mark.parametrize("variant", ["hr-4", "sl-4", "sl-5", "hu-4"])
def test_the_caller_badge_waits_for_the_call(variant: str) -> None:
    """hr reader, four-player live table: "Vi – glavni igrač" showed before the reader had
    called a card; the caller's badge shows once the card is called, on the caller alone."""
    from schnapsen.render import names_for, table_svg
    from tests.test_render import _seat_groups

    names = names_for("hr")
    deal = Deal.new(variant, seed=2)
    caller = deal.declarer
    assert caller is not None
    while deal.called_card is None:
        groups = _seat_groups(table_svg(deal, caller, reveal=True, names=names))
        assert all(names.caller not in text for text, _label in groups.values()), groups
        deal.play(deal.legal_moves()[0])
    groups = _seat_groups(table_svg(deal, caller, reveal=True, names=names))
    badged = [s for s, (text, _label) in groups.items() if names.caller in text]
    assert badged == [caller], (badged, caller)


_CALLED = {"en": ("Called card: ", "called by you", "called by seat 1"),
           "sl": ("Rufana karta: ", "rufal si ti", "rufal je igralec 1"),
           "hr": ("Zvana karta: ", "zvali ste je vi", "zvao ju je igrač 1"),
           "hu": ("Hívott lap: ", "te hívtad", "az 1. játékos hívta"),
           "cs": ("Vyvolaná karta: ", "vyvolali jste ji vy", "vyvolal ji hráč 1")}


@pytest.mark.parametrize("lang", ["sl", "hr", "hu"])
def test_the_day_names_the_called_card_and_its_caller(lang: str) -> None:
    """sl reader, position of the day (five players): the task never said which card was
    called, nor who called it; each position of a called card says both."""
    from schnapsen.practice import puzzles
    from schnapsen.teach.daily import daily_pool

    head, you, other = _CALLED[lang]
    by_id = {p.id: p for p in puzzles()}
    seen = set()
    for day in daily_pool(lang):
        p = by_id[day["id"]]
        obs = p.deal.observation(p.seat)
        said = [f.replace("\u00a0", " ") for f in day["facts"] if f.startswith(head)]
        if obs.called_card is None or obs.contract_alone:
            assert not said, (day["id"], said)
            continue
        assert len(said) == 1, (day["id"], day["facts"])
        assert (you if obs.declarer == p.seat else other.replace("1", str(obs.declarer + 1))) \
            in said[0], (day["id"], said)
        seen.add(obs.declarer == p.seat)
    # the day's pool stops at level 3 (round 32): it need not hold both kinds of caller; the
    # puzzles' widget below is checked for both
    assert seen, seen


@pytest.mark.parametrize("lang", ["en", "sl", "hr", "hu", "cs"])
def test_the_puzzle_names_the_called_card_and_its_caller(lang: str) -> None:
    """The same in the puzzles' widget: "Called card: … (called by seat 1)"."""
    from schnapsen.practice import puzzles
    from schnapsen.widgets import PuzzleWidget
    from tests.test_puzzle_widget import status_lines

    head, you, other = _CALLED[lang]
    w = PuzzleWidget(puzzles(), tradition="sl", lang=lang)
    seen = set()
    for i in range(len(w.shown_puzzles)):
        w.go(i)
        obs = w.deal.observation(w.seat)
        if obs.called_card is None or obs.contract_alone:
            continue
        said = [line.replace("\u00a0", " ") for line in status_lines(w)
                if line.startswith(head)]
        mine = obs.declarer == w.seat
        named = you if mine else other.replace("1", str(obs.declarer + 1))
        assert len(said) == 1 and named in said[0], (lang, said)
        seen.add(mine)
    assert seen == {True, False}, seen


_SIDES = {"en": "seats 1 and 3: 0 points, seats 2 and 4: 18 points",
          "sl": "igralca 1 in 3: 0 pik, igralca 2 in 4: 18 pik",
          "hr": "igrači 1 i 3: 0 bodova, igrači 2 i 4: 18 bodova",
          "hu": "az 1. és a 3. játékos: 0 pont, a 2. és a 4. játékos: 18 pont",
          "cs": "hráči 1 a 3: 0 bodů, hráči 2 a 4: 18 bodů"}


@pytest.mark.parametrize("page", ["snops-multi", "snaps-multi", "snapszer-multi"])
@pytest.mark.parametrize("lang", ["en", "sl", "hr", "hu", "cs"])
def test_a_trick_line_names_each_sides_seats(page: str, lang: str) -> None:
    """sl reader, the multi-player chapters: "stran, ki igra: 0 pik, nasprotniki: 18 pik"
    named no seat; each side is named by its seats, as the page calls the line."""
    from schnapsen.cards import Card
    from schnapsen.explain import format_message, names_only

    params = {"number": 1, "cards": [Card.parse("AS"), Card.parse("TS")], "winner": 1,
              "mine": 0, "theirs": 18, "side": (0, 2), "others": (1, 3)}
    # (a seat's word and its number are joined by a no-break space: compared as spaces)
    said = format_message(f"page.{page}.trick_line", names_only(params), lang).replace(
        "\u00a0", " ")
    assert _SIDES[lang] in said, said
    alone = format_message(f"page.{page}.trick_line",
                           names_only({**params, "side": (0,), "others": (1, 2, 3)}),
                           lang).replace("\u00a0", " ")
    assert "{" not in alone and _SIDES[lang].split(":")[0] not in alone, alone
