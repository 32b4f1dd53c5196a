"""The analysis board, driven as a reader drives it (.click(), .value): set-ups from text and
by clicking cards, refused set-ups with the reason and nothing lost, the moves ranked with
their values (exact, or over so many likely deals from one seat's view), the rules' reasons
against the others, the best line, moves forward and back, a game from a real table entered
move by move and reviewed, and the position copied as text and opened again."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from schnapsen import Deal  # noqa: E402
from schnapsen.i18n import LANGUAGES  # noqa: E402
from schnapsen.search import solve  # noqa: E402
from schnapsen.widgets.board import AnalysisBoard  # noqa: E402
from tests.test_widgets import html_text, shown_text  # noqa: E402


def text_of(widget: Any) -> str:
    return html.unescape(html_text(widget.value))


def board(**kw: Any) -> AnalysisBoard:
    return AnalysisBoard(worlds=4, **kw)


def click_cards(b: AnalysisBoard, where: str, codes: str) -> None:
    b.place_select.value = where
    for code in codes.split():
        b.card_buttons[code].click()


def test_set_up_by_clicking_and_read_exact_values_and_the_best_line() -> None:
    b = board()
    click_cards(b, "hand:0", "AH TH KH QH JH")
    click_cards(b, "hand:1", "AS TS KS QS JS")
    click_cards(b, "taken:0", "AD TD KD QD")
    click_cards(b, "taken:1", "AC TC KC QC JC JD")
    b.from_cards_button.click()
    assert b.deal is not None, text_of(b.message)
    assert b.notation.value.startswith("at; hands AH TH KH QH JH / AS TS KS QS JS; trump H")
    sol = solve(b.deal, values=True)
    assert sol.values is not None and b.hints is not None
    assert {str(h.move): h.value for h in b.hints} == {
        str(m): float(v) for m, v in sol.values.items()}
    words = text_of(b.analysis)
    assert "The legal moves of seat 1, best first" in words
    assert "+2 game points" in words and "every card's place being known" in words
    assert "Best line: trick 1: seat 1 claims 66." in words and "Seat 0" not in words


def test_values_from_one_seats_view_state_the_count() -> None:
    b = board(position=Deal.new("at", seed=7).position())
    b.mode_select.value = "view"
    assert b.hints is not None and not any(h.exact for h in b.hints if h.move.kind != "claim")
    words = text_of(b.analysis)
    assert "on average, over 4 deals that fit what you have seen" in words  # code39a
    assert "No best line is shown: these values are means over likely deals" in words
    b.worlds_select.value = 24
    assert "over 24 deals" in text_of(b.analysis)


def test_bad_set_ups_are_refused_with_the_reason_and_nothing_is_lost() -> None:
    b = board()
    bad = "at; hands AH AH / KH; move 0"
    b.notation.value = bad
    b.load_button.click()
    assert b.deal is None and b.notation.value == bad
    assert text_of(b.message) == ("This text is neither a position nor a deal: the Ace of "
                                  "Hearts is placed twice: in \u201chands\u201d and in "
                                  "\u201chands\u201d.")
    click_cards(b, "hand:0", "AH TH KH QH JH")
    click_cards(b, "hand:1", "AS TS")
    b.from_cards_button.click()
    assert b.deal is None
    assert "every seat holds as many cards as the others" in text_of(b.message)
    assert b.places["hand:0"] == "AH TH KH QH JH".split() and b.places["hand:1"] == ["AS", "TS"]
    click_cards(b, "taken:0", "AD TD KD")
    b.from_cards_button.click()
    assert "seat 1 has taken 3 cards, which is not a number of whole tricks" in text_of(
        b.message)
    b.place("AH", "off")
    assert "AH" not in b.places["hand:0"]
    b.clear_button.click()
    assert not any(b.places.values())


def test_illegal_moves_are_refused_with_the_rules_reason() -> None:
    rest = " ".join(c.code for c in Deal.new("at", seed=0).deck
                    if c.code not in ("AH", "QS", "JS", "KH"))
    b = board(position=f"at; hands AH QS / JS; trump S; out {rest}; score 60/4 40/4; "
              "trick KH; move 0")
    assert b.deal is not None, text_of(b.message)
    words = text_of(b.analysis)
    assert "Not allowed now" in words and "so you cannot play Ober of Leaves" in words
    assert list(b.move_buttons) == ["AH"]
    b.move_input.value = "ZZ"
    assert "is not a move" in text_of(b.message) and not b.deal.moves
    b.move_input.value = "QS"
    assert text_of(b.message) and not b.deal.moves
    b.move_input.value = "AH"
    assert [str(m) for m in b.deal.moves] == ["AH"] and not text_of(b.message)


def test_moves_forward_and_back() -> None:
    # ten moves in (the first legal one each time): the board's exact values after each step
    # take a tenth of a second there, ten seconds a step from a whole deal's opening lead
    deal = Deal.new("sl-2", seed=5)
    for _ in range(10):
        deal.play(deal.legal_moves()[0])
    b = board(position=deal.position())
    assert b.back_button.disabled
    first = next(iter(b.move_buttons))
    b.move_buttons[first].click()
    assert b.deal is not None and [str(m) for m in b.deal.moves] == [first]
    b.back_button.click()
    assert not b.deal.moves and not b.forward_button.disabled
    b.forward_button.click()
    assert [str(m) for m in b.deal.moves] == [first]


def test_a_game_from_a_real_table_entered_move_by_move_then_reviewed() -> None:
    played = Deal.new("hu-2", seed=11)
    start = played.position()
    b = board()
    b.notation.value = start
    b.load_button.click()
    assert b.deal is not None and b.variant_select.value == "hu-2"
    moves: list[str] = []
    while b.deal.to_move is not None and len(moves) < 8:
        legal = [str(m) for m in b.deal.legal_moves() if m.kind == "card"]
        b.move_input.value = legal[0]
        moves.append(legal[0])
    assert [str(m) for m in b.deal.moves] == moves
    b.review_seat.value = 1
    b.review_button.click()
    r = b.reviewer.review
    assert r is not None and r.seat == 1
    assert r.decisions and "Your decisions:" in text_of(b.reviewer.summary)
    # the whole deal pasted as text reviews the same
    again = board()
    assert again.load(b.deal_text)
    again.review_seat.value = 1
    again.review_button.click()
    assert again.reviewer.review is not None
    assert [x.grade.kind for x in again.reviewer.review.decisions] == [
        x.grade.kind for x in r.decisions]


def test_the_position_as_text_opens_again() -> None:
    b = board(position=Deal.new("at", seed=7).replay(["TD", "KD"]).position())
    assert "readonly" in b.export.value
    other = board()
    assert other.load(b.export_text)
    assert other.deal is not None and other.deal.position() == b.export_text


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_board_speaks_every_edition(lang: str) -> None:
    b = board(lang=lang, position=Deal.new("at", seed=7).position())
    b.load("at; hands AH AH / KH; move 0")
    words = shown_text(b.ui)
    assert "{" not in words and "Traceback" not in words
    english = ("The legal moves", "Best line", "Set up", "This text is neither", "placed twice")
    assert not [e for e in english if e in words]


def test_the_move_button_plays_the_typed_move_once() -> None:
    """The box plays its move as it changes; the button then finds it empty (nothing more is
    played) or still holding a refused move (the same answer again)."""
    b = board(position=Deal.new("at", seed=7).position())
    assert b.deal is not None
    b.move_input.value = "TD"
    b.move_enter.click()
    assert [str(m) for m in b.deal.moves] == ["TD"] and not text_of(b.message)
    b.move_input.value = "AH"
    refusal = text_of(b.message)
    b.move_enter.click()
    assert text_of(b.message) == refusal and len(b.deal.moves) == 1


# -- exact whenever every card's place is known; the best line; seats from 1 ---------------
#: a closed talon with 18 cards still in the hands and the talon: seat 0 closed with 7 points
#: and loses whatever it does; claiming at once loses least, a claim that is wrong
CLOSED_LOST = ("at; dealer 1; hands JH TD KD KS JS / KH AD AS QS JC; talon AH TH QC QD TC AC "
               "JD; turned TS; closed 0 at 0/0; score 7/1 0/0; move 0")
#: seat 0 closed at once; the Ace and Ten of Hearts lie in the closed talon
CLOSED_HEARTS = ("at; hands KH QH AS TS KS / AD TD KD AC TC; talon AH TH JH QD JD QC JC KC QS; "
                 "turned JS; closed 0 at 0/0; move 0")


@pytest.mark.parametrize("position", [Deal.new("at", seed=5).position(), CLOSED_LOST])
def test_exact_values_whenever_every_cards_place_is_known(position: str) -> None:
    """More than 14 cards to play (a whole deal with its talon's order known; a closed talon
    with 18 cards): the values are the solver's, and the board says they are exact."""
    b = board(position=position)
    assert b.deal is not None and sum(b.deal.hand_sizes) + b.deal.talon_size > 14
    sol = solve(b.deal, values=True)
    assert sol.values is not None and b.hints is not None and b.exact
    assert {str(h.move): h.value for h in b.hints} == {
        str(m): float(v) for m, v in sol.values.items()}
    assert all(h.exact for h in b.hints)
    assert "Exact values: every card's place is known" in text_of(b.analysis)


def test_a_wrong_claim_is_never_in_the_best_line_and_seats_count_from_one() -> None:
    b = board(position=CLOSED_LOST)
    assert b.deal is not None
    assert [str(m) for m in solve(b.deal).line] == ["claim"]  # the solver's own line
    assert b.line
    d = b.deal.copy()
    for m in b.line:
        mover = d.to_move
        d.push(m)
        if m.kind == "claim":
            assert d.result is not None and mover in d.result.winners
    words = text_of(b.analysis)
    assert "Best line: trick 1: seat 1 leads the King of Leaves, seat 2 plays" in words
    assert "claiming" not in words.split("Best line:")[1]
    shown = shown_text(b.ui)
    assert "Seat 0" not in shown and "seat 0" not in shown
    assert "Seat 2" in text_of(b.table) or "Seat 2" in b.table.value


def test_no_best_line_is_ever_announced_without_one() -> None:
    b = board(position=Deal.new("at", seed=7).position())
    b.mode_select.value = "view"
    words = text_of(b.analysis)
    assert b.line is None and "played out" not in words
    assert "No best line is shown: these values are means over likely deals" in words
    unknown = board(position="at; hands AH TH KH QH JH / ?5; talon ?9; turned AS; move 0")
    words = text_of(unknown.analysis)
    assert not unknown.exact and unknown.line is None
    assert "Some cards' places are unknown, so the values come from likely deals" in words
    assert "No best line is shown: some cards' places are unknown." in words


def test_a_search_too_long_for_the_browser_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    import schnapsen.widgets.board as board_module

    monkeypatch.setattr(board_module, "EXACT_NODES", 50)
    b = board(position=Deal.new("at", seed=7).position())
    words = text_of(b.analysis)
    assert not b.exact and b.line is None
    assert "the exact values would take too long" in words
    assert "No best line is shown: working it out would take too long here." in words


def test_a_card_in_the_talon_is_named_as_lying_there() -> None:
    from schnapsen.moves import Move
    from schnapsen.search.reasons import why

    b = board(position=CLOSED_HEARTS)
    words = text_of(b.analysis)
    # (a sentence of its own after the move and its verdict since round 27: "The Ace ...")
    assert b.exact and "the Ace of Hearts lies in the talon" in words.replace("The Ace", "the Ace")
    assert "Ace of Hearts is still out" not in words
    # the turned card, face up under an open talon, is named as the turned card
    d = Deal.from_position("at; hands KS QH JH KD QD / AH TH JD QC JC; talon KH AD TD TS QS "
                           "JS AC TC KC; turned AS; move 0")
    key, params = why(d, d.observation(0), Move.parse("KS"), 0.0, None, d)
    assert key == "search.why.lead.turned" and str(params["higher"]) == "AS"


def test_open_on_the_board_from_a_review_a_puzzle_and_a_guided_hand() -> None:
    from schnapsen.bots import make_bot, play_deal
    from schnapsen.practice import guided_hands, puzzles
    from schnapsen.search.review import deal_at
    from schnapsen.widgets import PuzzleWidget
    from schnapsen.widgets.guided import GuidedHandWidget
    from schnapsen.widgets.play_review import PlayReview

    deal = Deal.new("at", seed=4)
    play_deal(deal, {0: make_bot("easy", seed=4), 1: make_bot("easy", seed=5)})
    r = PlayReview("en", lambda: "german", 4)
    r.open(deal, 0)
    r.go(5)
    r.opener.button.click()
    opened = r.opener.board
    assert opened is not None and opened.deal is not None
    assert opened.deal.position() == deal_at(deal, 5).position()
    assert opened.ui in r.opener.box.children and len(opened.deal.moves) == 5
    p = PuzzleWidget(puzzles())
    p.opener.button.click()
    assert p.opener.board is not None and p.opener.board.deal is not None
    assert p.opener.board.deal.position() == p.deal.position()
    # no list of clicked-in cards ("Hand of seat 1: none") beside a position read from text
    assert p.opener.board.placed.value == ""
    g = GuidedHandWidget(guided_hands("at")[:1], worlds=4)
    g.opener.button.click()
    assert g.opener.board is not None and g.opener.board.deal is not None
    assert g.opener.board.deal.position() == g.deal.position()
    # on the board itself, a review's step sets the same board up
    b = board(position=deal_at(deal, 0).position())
    for m in deal.moves[:6]:
        assert b.play(m)
    b.review_button.click()
    b.reviewer.go(2)
    b.reviewer.opener.button.click()
    assert b.deal is not None and len(b.deal.moves) == 2 and b.reviewer.opener.board is None


def test_the_boards_review_names_seats_from_one() -> None:
    deal = Deal.new("at", seed=4)
    b = board(position=deal.position())
    b.mode_select.value = "view"
    while b.deal is not None and b.deal.to_move is not None and len(b.deal.moves) < 8:
        assert b.play(next(m for m in b.deal.legal_moves() if m.kind == "card"))
    b.review_seat.value = 1
    b.review_button.click()
    r = b.reviewer
    assert r.review is not None and r.review.seat == 1
    said = []
    for step in range(len(b.deal.moves) if b.deal else 0):
        r.go(step)
        said.append(text_of(r.caption))
    words = " ".join(said)
    # a game for two: the other seat is "your opponent" (never a seat number counted from 0)
    assert "The next move, by your opponent:" in words
    assert "seat 0" not in words and "Seat 0" not in words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_buttons_name_german_cards_as_players_say_them(lang: str) -> None:
    """German-suited cards are named on their buttons ("Ober of Hearts", cs "červený svršek"),
    not by a corner letter and a suit's word (a Czech reader met "Sp červené"); French-suited
    ones keep their corners ("Q ♥")."""
    from schnapsen.cards import Card
    from schnapsen.widgets._common import card_label, card_name

    b = board(lang=lang)
    qh = Card.parse("QH")
    assert b.card_buttons["QH"].description == card_name(qh, "german", lang)
    assert b.card_buttons["QH"].tooltip == b.card_buttons["QH"].description
    f = board(lang=lang, style="french")
    assert f.card_buttons["QH"].description == card_label(qh, "french", lang)


def _badge_seat(board: AnalysisBoard) -> int:
    """The seat the board's picture marks "to move" (its badge sits in that seat's block)."""
    from schnapsen.render import names_for

    badge = names_for(board.lang).to_move
    blocks = re.split(r'(?=<g data-seat=")', board.table.value)
    marked = [int(b[len('<g data-seat="'):].split('"')[0]) for b in blocks
              if b.startswith('<g data-seat="') and f">{badge}<" in b]
    assert len(marked) == 1, marked
    return marked[0]


def _marriage_deal() -> Deal:
    """A deal whose forehand may announce a marriage on the first lead."""
    for seed in range(500):
        d = Deal.new("at", seed=seed)
        if any(m.kind.value == "m" for m in d.legal_moves()):
            return d
    raise AssertionError("no deal with a marriage on the first lead")


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_to_move_agrees_with_the_picture(lang: str) -> None:
    """The set-up's "To move" menu, the picture's "to move" mark and the heading of the moves
    name the same seat, after a trick the second seat wins and after a marriage (a reader
    thought they disagreed: the menu stayed on seat 1 while the board moved on)."""
    deal = _marriage_deal()
    board = AnalysisBoard(deal.position(), lang=lang)

    def dealt() -> Deal:
        assert board.deal is not None
        return board.deal

    def agree() -> int:
        seat = dealt().to_move
        assert seat is not None
        assert board.to_move_select.value == seat
        assert _badge_seat(board) == seat
        heading = html.unescape(board.analysis.value.split("<strong>")[1].split("</strong>")[0])
        assert re.findall(r"\d+", heading) == [str(seat + 1)], heading  # (declined: "igrača 1")
        return seat

    assert agree() == dealt().to_move
    marriage = next(m for m in dealt().legal_moves() if m.kind.value == "m")
    leader = dealt().to_move
    assert board.play(marriage)
    # the marriage is announced with its lead card: the trick's second seat is to move
    assert dealt().current_trick[0][0] == leader
    assert agree() != leader
    # play on until a trick is won by the seat that did not lead it
    for _ in range(40):
        d = dealt()
        if d.is_over:
            break
        before = len(d.tricks)
        lead = d.current_trick[0][0] if d.current_trick else d.to_move
        # (each seat plays its last legal move, the menu checked after every one)
        assert board.play(dealt().legal_moves()[-1])
        if not dealt().is_over:
            agree()
        if len(dealt().tricks) > before and dealt().tricks[-1].winner != lead:
            break
    else:
        raise AssertionError("no trick won by the seat that did not lead")
    assert dealt().tricks[-1].winner != lead
    # back: the menu follows the board back too
    board.back()
    agree()
