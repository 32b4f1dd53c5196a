"""Guided hands (schnapsen.practice.guided_hands) and their widget: the data replays, the key
decisions lie on each hand's line, grading follows the search's ranking, and the widget plays
a whole hand by clicks to its summary in every language."""

from __future__ import annotations

import html
import re
from collections import Counter

import pytest

from schnapsen import Deal
from schnapsen.errors import SchnapsenError
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import Move
from schnapsen.practice import GuidedHand, grade, guided_hands, load_guided
from schnapsen.search import hint
from schnapsen.stages import Stage
from schnapsen.teach.practice import GOOD_WITHIN, TRADITIONS

HANDS = guided_hands()
MULTI = ("hr", "sl", "hu")
#: a move in the notation (a card code, or a marriage / exchange code) in a text
CODE = re.compile(r"\b(?:[AKQJT9][HDSC]|m:[A-Z]{2})\b")


def replay(h: GuidedHand) -> Deal:
    """The hand's deal with the reader following the line and the hand's bots answering:
    the bots must give the line's own moves."""
    d = h.deal
    bots = h.bots()
    for i, m in enumerate(h.line):
        seat = d.to_move
        assert seat is not None, (h.id, i)
        if seat != h.seat:
            assert bots[seat].choose(d.observation(seat)) == m, (h.id, i)
        d.play(m)
    return d


def test_loader_counts_and_order() -> None:
    assert len({h.id for h in HANDS}) == len(HANDS)
    for t in TRADITIONS:
        hands = guided_hands(t)
        assert len(hands) >= 12, t
        assert all(h.tradition == t and h.variant.split("-")[0] == t for h in hands)
        levels = [h.level for h in hands]
        assert levels == sorted(levels) and set(levels) <= {1, 2, 3, 4, 5}
        assert levels[0] == 1 and levels[-1] == 5
        if t in MULTI:
            assert sum(len(h.deal.hand_sizes) > 2 for h in hands) >= 3, t
        assert all(2 <= len(h.steps) <= 4 for h in hands)
    assert any(h.variant == "hu-4" for h in HANDS)


def test_bad_input() -> None:
    with pytest.raises(SchnapsenError):
        guided_hands("xx")
    with pytest.raises(SchnapsenError):
        load_guided("id: x\nlevel: 1\n")
    with pytest.raises(SchnapsenError):
        load_guided("id: x\nstep: nine\n")


@pytest.mark.parametrize("h", HANDS, ids=[h.id for h in HANDS])
def test_every_hand_replays_and_its_steps_are_on_the_line(h: GuidedHand) -> None:
    assert not h.deal.moves
    d = replay(h)
    assert d.is_over
    for st in h.steps:
        pos = h.deal
        for m in h.line[:st.index]:
            pos.play(m)
        assert pos.stage == Stage.PLAY and pos.to_move == h.seat
        assert h.step_at(pos) == st
        assert set(st.best) <= set(pos.legal_moves())
        assert h.line[st.index] in st.best
        assert st.gap >= GOOD_WITHIN - 1e-9
        assert not CODE.search(st.text())


@pytest.mark.parametrize("t", TRADITIONS)
def test_grading_follows_the_search(t: str) -> None:
    h = guided_hands(t)[0]
    st = h.steps[0]
    d = h.deal
    for m in h.line[:st.index]:
        d.play(m)
    hints = hint(d, h.seat, budget_ms=40)
    top = grade(hints, hints[0].move)
    assert top.kind == "best" and top.loss == 0
    for hi in hints:
        g = grade(hints, hi.move)
        assert g.loss == pytest.approx(hints[0].value - hi.value)
        want = "best" if g.loss < 1e-9 else "good" if g.loss < GOOD_WITHIN else "mistake"
        assert g.kind == want
        for lang in LANGUAGES:
            text = g.text(lang)
            assert text and "guided." not in text and not CODE.search(text)
    illegal = next(c.code for c in d.deck if Move.parse(c.code) not in d.legal_moves())
    with pytest.raises(SchnapsenError):
        grade(hints, illegal)


# -- the widget ---------------------------------------------------------------------------

pytest.importorskip("ipywidgets")

from schnapsen.widgets.guided import GuidedHandWidget  # noqa: E402


def _click(w: GuidedHandWidget, move: Move) -> None:
    """Click the button of ``move``: a card, an action, or a dropdown choice and its
    button."""
    code = str(move)
    hand_buttons = w.hand_buttons
    action_buttons = w.action_buttons
    choices = w.action_choices
    if code in hand_buttons:
        hand_buttons[code].click()
    elif code in action_buttons:
        action_buttons[code].click()
    else:
        kind = str(move.kind)
        choices[kind].value = code
        action_buttons[kind].click()


def _texts(w: GuidedHandWidget) -> str:
    return " ".join(b.value for b in (w.intro, w.think_box, w.grade_box, w.summary_box))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_widget_plays_a_hand_to_its_summary(lang: str) -> None:
    from tests.test_widgets import check_hidden

    t = TRADITIONS[LANGUAGES.index(lang) % len(TRADITIONS)]
    h = guided_hands(t)[0]
    w = GuidedHandWidget(guided_hands(t), lang=lang, worlds=4)
    assert w.hand is h
    seen_think = 0
    for _ in range(60):
        if w.deal.is_over:
            break
        assert w.deal.to_move == w.seat
        check_hidden(w)
        if h.step_at(w.deal) is not None:
            assert w.think_box.value
            seen_think += 1
        else:
            assert not w.think_box.value
        _click(w, h.line[len(w.deal.moves)])
        assert w.grade_box.value  # a bid is graded too (round 33, hu)
        assert "guided." not in _texts(w) and not CODE.search(_texts(w))
    assert w.deal.is_over and tuple(w.deal.moves) == h.line
    assert seen_think == len(h.steps)
    assert w.summary_box.value and "guided." not in w.summary_box.value
    assert len(w.moments) == sum(1 for i in range(len(h.line)) if _reader_play(h, i))
    assert [mo.step for mo in w.moments if mo.step is not None] == list(h.steps)
    assert not CODE.search(w.summary_box.value)
    # the end tells the reader to try again (the guided widget has no "New deal")
    assert translate("guided.ui.again", lang) in w.status.value
    assert translate("ui.result.again", lang) not in w.status.value
    # try again: the same cards from the start
    w.try_again_button.click()
    assert not w.deal.moves
    assert [c.code for c in w.deal.deck] == [c.code for c in h.deal.deck]
    assert w.moments == [] and not w.summary_box.value and not w.grade_box.value
    check_hidden(w)


def _reader_play(h: GuidedHand, i: int) -> bool:
    d = h.deal
    for m in h.line[:i]:
        d.play(m)
    return d.to_move == h.seat  # a bid or trump call is graded too (round 33, hu)


def test_the_widget_needs_hands_and_stays_out_of_the_teaching_layer() -> None:
    with pytest.raises(SchnapsenError):
        GuidedHandWidget([])
    import subprocess
    import sys

    code = ("import sys, schnapsen.widgets; "
            "assert not [m for m in sys.modules if m.startswith('schnapsen.teach')]")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_menu_changes_hands_and_a_deviation_is_still_graded() -> None:

    w = GuidedHandWidget(guided_hands("sl"), worlds=4)
    multi = next(i for i, h in enumerate(w.hands) if len(h.deal.hand_sizes) > 2)
    w.hand_select.value = multi
    h = w.hand
    assert h is w.hands[multi] and [c.code for c in w.deal.deck] == [
        c.code for c in h.deal.deck]
    # leave the line: the last legal move each time; every move of the reader's is graded,
    # the bids and trump calls too (as the review grades them: round 33, hu)
    played = 0
    for _ in range(80):
        if w.deal.is_over:
            break
        mine = w.deal.to_move == w.seat
        _click(w, list(w.deal.legal_moves())[-1])
        played += mine
    assert w.deal.is_over and w.summary_box.value
    assert len(w.moments) == played
    assert sum(Counter(mo.grade.kind for mo in w.moments).values()) == played


@pytest.mark.parametrize("t", ["at", "hr"])
def test_the_finder_finds_the_stored_hand_again(t: str) -> None:
    """tools/find_guided.py is reproducible: the hand's deal, played again by the finder,
    gives the same line and the same key decisions (the level is a rank among all hands)."""
    from tools.find_guided import hand_of_deal

    stored = next(h for h in guided_hands(t) if len(h.deal.hand_sizes) == 2)
    again = hand_of_deal(stored.variant, stored.seed, stored.seat)
    assert again is not None
    assert again.line == stored.line and again.text == stored.text
    assert [(s.index, s.key, s.params, s.best) for s in again.steps] == [
        (s.index, s.key, s.params, s.best) for s in stored.steps]
    assert [s.gap for s in again.steps] == pytest.approx([s.gap for s in stored.steps], abs=1e-3)


def _leave_line(w: GuidedHandWidget) -> None:
    """Play the hand to its end, leaving the line at the reader's first move (a legal move
    other than the line's), then the first legal move each time."""
    line = w.hand.line
    while not w.deal.is_over:
        n = len(w.deal.moves)
        legal = list(w.deal.legal_moves())
        off = [m for m in legal if n >= len(line) or m != line[n]]
        assert w.play((off or legal)[0])


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_summary_names_key_decisions_that_did_not_come_up(lang: str) -> None:
    """Off the line the line's key decisions do not come up: the summary names each (what it
    was about, in which trick), says where the play left the line and why (the bots answer the
    same moves alike) and suggests "Try again"; the decisions the coach found in the reader's
    own play are named with the trick and the grade (or that there was none); met, a line's
    decision is named with its grade."""
    hands = guided_hands("at")
    w = GuidedHandWidget(hands, lang=lang, worlds=4)
    h = w.hand
    _leave_line(w)
    assert not any(mo.step is st for mo in w.moments for st in h.steps)
    text = "\n".join(w.summary_lines())
    found = [mo for mo in w.moments if mo.step is not None]
    for mo in found:
        assert mo.step is not None
        assert translate("guided.ui.moment.found", lang, about=mo.step.about(lang),
                         trick=mo.trick, choice=w._move(mo.grade.move),
                         grade=mo.grade.name(lang)) in text
    off = w._left_line()
    assert off is not None
    later = any(mo.index > off for mo in w.moments)  # decisions of the reader's after it
    assert (translate("guided.ui.found.none", lang) in text) == (not found and later)
    # no decision of the reader's came after the detour: the deal ended first, said so
    assert (translate("guided.ui.found.ended", lang) in text) == (not found and not later)
    for n, step in enumerate(h.steps, 1):
        d = h.deal
        for m in h.line[:step.index]:
            d.play(m)
        about = step.about(lang)
        assert about and "guided." not in about
        # with the trick where the play left the line, the first (code37cs)
        assert translate("guided.ui.moment.missed.at", lang, number=n, about=about,
                         trick=len(d.tricks) + 1, detour=1) in text
    first = next(i for i, m in enumerate(w.deal.moves) if m != h.line[i])
    assert translate("guided.ui.left", lang, trick=1, choice=w._move(w.deal.moves[first]),
                     line_choice=w._move(h.line[first])) in text
    assert translate("guided.ui.retry", lang) in text
    assert translate("guided.ui.try_again", lang) in text
    # along the line: every decision met, with its grade; no "did not come up", no retry
    w.try_again()
    for m in h.line:
        if w.deal.is_over:
            break
        if w.deal.to_move == w.seat:
            w.play(m)
    text = "\n".join(w.summary_lines())
    met = [mo for mo in w.moments if mo.step is not None]
    assert [mo.step for mo in met] == list(h.steps)
    for n, mo in enumerate(met, 1):
        assert mo.step is not None
        assert translate("guided.ui.moment", lang, number=n, about=mo.step.about(lang),
                         choice=w._move(mo.grade.move), grade=mo.grade.name(lang)) in text
    assert translate("guided.ui.retry", lang) not in text


def _hidden_position() -> tuple[GuidedHand, Deal]:
    """A reader's decision of the card play on a hand's line where cards are hidden."""
    from schnapsen.search.playout import hidden_places

    for h in guided_hands("at"):
        d = h.deal
        for m in h.line:
            if (d.to_move == h.seat and d.stage == Stage.PLAY
                    and hidden_places(d.observation(h.seat)) > 1):
                return h, d
            d.play(m)
    raise AssertionError("no position with hidden cards")


def test_a_grade_is_the_same_on_every_run_whatever_the_clock(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A guided grade judges a fixed number of worlds from the position's seed: the same
    grade and numbers on a fast machine and a slow one (here a clock that jumps a second at
    every look), in another process with another hash seed, and the hint button agrees."""
    import os
    import subprocess
    import sys
    import time

    from schnapsen.search.grade import GRADE_WORLDS, grade_hints

    h, d = _hidden_position()
    moves = [str(m) for m in d.legal_moves()]

    def numbers(w: GuidedHandWidget) -> list[tuple[str, float, int, int]]:
        out = []
        for m in moves:  # each move graded in the same position
            w.try_again()
            for x in h.line[:len(d.moves)]:
                if w.deal.to_move == w.seat:
                    w.play(x)
            assert w.deal.moves == d.moves
            w.play(m)
            g = w.moments[-1].grade
            out.append((g.kind, round(g.loss, 9), g.hint.worlds, g.hint.wins))
        return out

    fast = numbers(GuidedHandWidget([h]))
    assert all(worlds == GRADE_WORLDS for _, _, worlds, _ in fast)
    ticks = [0.0]

    def slow_clock() -> float:
        ticks[0] += 1.0
        return ticks[0]

    monkeypatch.setattr(time, "perf_counter", slow_clock)
    assert numbers(GuidedHandWidget([h])) == fast
    monkeypatch.undo()
    # the hint button shows the grade's ranking
    w = GuidedHandWidget([h])
    for m in h.line[:len(d.moves)]:
        if w.deal.to_move == w.seat:
            w.play(m)
    assert w.show_hint() and w.hints is not None
    mine = [(str(x.move), x.value, x.worlds) for x in grade_hints(d, h.seat)]
    assert [(str(x.move), x.value, x.worlds) for x in w.hints] == mine
    code = (
        "from schnapsen.practice import guided_hands\n"
        "from schnapsen.search.grade import grade_hints\n"
        f"h = [x for x in guided_hands('at') if x.id == {h.id!r}][0]\n"
        "d = h.deal\n"
        f"for m in h.line[:{len(d.moves)}]:\n"
        "    d.play(m)\n"
        "print([(str(x.move), x.value, x.worlds) for x in grade_hints(d, h.seat)])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, env={**os.environ, "PYTHONHASHSEED": "7"})
    assert out.stdout.strip() == str(mine)


def test_the_summary_reads_for_every_kind_of_move() -> None:
    """"you played announcing the marriage in Acorns, leading the King of Acorns" and "you
    played closing the talon": the summary names any move after "your move:"."""
    from schnapsen.explain import move_label

    moves = ["KC", "m:KC", "close", "x", "claim"]
    for lang in LANGUAGES:
        for m in moves:
            label = move_label(Move.parse(m), lang)
            for key, params in (("guided.ui.moment", {"number": 1, "about": "a", "grade": "g"}),
                                ("guided.ui.left", {"trick": 2, "line_choice": label}),
                                ("guided.ui.moment.other", {"grade": "g"})):
                text = translate(key, lang, choice=label, **params)
                # a label with its own bracket set in the line's bracket after a comma (c39b)
                from schnapsen.i18n import unnest_brackets

                assert label in text or unnest_brackets(f"({label})")[1:-1] in text, text
                if lang == "en":
                    assert f"played {label}" not in text, text
                    assert f"your move: {label};" in text or f"move of yours: {label};" in text


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_the_end_of_a_guided_hand_says_each_line_once(lang: str) -> None:
    """"Press “Try again”" and "The last trick decided the deal" each appeared twice at the
    end of a guided hand (the summary and the status; the table's caption and the status):
    on the line and off it, every sentence once; the intro names the seat in its sentence
    form ("You play seat 1", not "Seat 1")."""
    hands = guided_hands("at")
    w = GuidedHandWidget(hands, lang=lang, worlds=2)
    seat = translate("ui.puzzle.seat_word", lang, seat=w.hand.seat)
    assert seat[0].islower() and seat in w.intro.value
    assert translate("ui.seat", lang, seat=w.hand.seat) not in w.intro.value
    again = translate("guided.ui.try_again", lang)
    for i in (0, 1):
        w.hand_select.value = i
        for off in (False, True):
            w.try_again()
            if off:
                _leave_line(w)
            else:
                for m in w.hand.line:
                    if w.deal.is_over:
                        break
                    if w.deal.to_move == w.seat:
                        w.play(m)
            assert w.deal.is_over
            caption = re.search(r"<figcaption.*?</figcaption>", w.table.value, re.S)
            assert caption is not None
            text = "\n".join([caption.group(0), w.summary_box.value, w.status.value])
            text = re.sub(r"<[^>]+>", "\n", text).replace("&#x27;", "'")
            parts = re.split(r"(?<=[^\d\s][.!?])\s+|\n", text)  # "u 5. štihu" is one
            said = [p.strip() for p in parts if len(p.strip()) > 3]
            assert len(said) == len(set(said)), [p for p in said if said.count(p) > 1]
            assert text.count(again) == 1, (i, off)


def test_no_two_hands_share_a_shuffle() -> None:
    """Each tradition and game has its own seeds: no two hands (of any traditions) are one
    shuffle (the same seed gave the Austrian and Slovenian hand 1 the same cards)."""
    assert len({h.seed for h in HANDS}) == len(HANDS)
    decks = Counter(" ".join(c.code for c in h.deal.deck) for h in HANDS)
    assert decks.most_common(1)[0][1] == 1


def _at_step(h: GuidedHand, index: int) -> Deal:
    d = h.deal
    for m in h.line[:index]:
        d.play(m)
    return d


@pytest.mark.parametrize("t", TRADITIONS)
def test_the_think_words_fit_the_position(t: str) -> None:
    """The trump key ("spend one, or keep it?") only where a move other than a trump is
    legal; after a lead the follow key ("let it go cheaply") only where the best move gives
    the trick up with a card worth less than a Ten, the take key where it takes the trick;
    the lead key only on a lead; a best move unique at every key decision."""
    from schnapsen.rules import trick_winner
    from schnapsen.teach.practice import THINK_KINDS

    for h in guided_hands(t):
        for st in h.steps:
            d = _at_step(h, st.index)
            kind = st.key.removeprefix("guided.think.")
            assert kind in THINK_KINDS, (h.id, st.key)
            assert len(st.best) == 1 and h.line[st.index] == st.best[0], h.id
            best = st.best[0]
            obs = d.observation(h.seat)
            if kind not in ("trump", "lead", "follow", "take"):
                continue
            card = best.card
            assert card is not None, (h.id, st.index)
            trick = [c for _, c in obs.current_trick]
            takes = bool(trick) and trick_winner(trick + [card], obs.trump) == len(trick)
            if kind == "trump":
                assert card.suit == obs.trump, (h.id, st.index)
                assert any(m.card is not None and m.card.suit != obs.trump
                           for m in d.legal_moves()), (h.id, st.index)
            elif kind == "lead":
                assert not trick, (h.id, st.index)
            elif kind == "take":
                assert takes, (h.id, st.index)
            else:
                assert trick and not takes and card.points < 10, (h.id, st.index)


# -- the coach off the line ---------------------------------------------------------------


def _play_with_detour(h: GuidedHand, detour: str = "second") -> GuidedHandWidget:
    """Play ``h`` in the widget: the reader's bids as the finder made them (the medium bot),
    in the card play the grader's best move, except at the first decision where a worse move
    exists: there the second-best (``detour="second"``: the best of the moves ranked below
    the top) or an equal-best move other than the line's (``"equal"``: None when there is
    none before the end)."""
    from schnapsen.bots import make_bot

    w = GuidedHandWidget([h])
    bidder = make_bot(h.bot, seed=h.seed * 8 + h.seat)
    left = False
    w.shown = {}  # type: ignore[attr-defined]  # the think box before each move
    while not w.deal.is_over:
        d = w.deal
        assert d.to_move == w.seat
        if d.stage != Stage.PLAY:
            assert w.play(bidder.choose(d.observation(w.seat)))
            continue
        w.shown[len(d.moves)] = w.think_box.value  # type: ignore[attr-defined]
        hints = w._ask_hints()
        move = hints[0].move
        if not left and detour == "second":
            worse = [x for x in hints if x.value < hints[0].value - 1e-9]
            if worse:
                move, left = worse[0].move, True
        elif not left and detour == "equal":
            same = [x for x in hints[1:] if x.value >= hints[0].value - 1e-9
                    and x.move.kind == hints[0].move.kind]
            if same:
                move, left = same[0].move, True
        assert w.play(move)
    return w


#: hands of the data file found before the finder asked for a coached decision after a detour
#: (tools/find_guided.py keeps such hands no longer): after the detour these deals have no key
#: decision at all (every move within half a game point of the best, or several best moves).
#: Re-found hands pass; then this set is emptied. (hu-g06 left it: the current finder finds
#: the same hand from its seed, and it passes. The finder rejects the deals of these three
#: (``tools.find_guided.hand_of_deal`` gives None for their seeds): they can only be
#: replaced, by re-running the finder for their traditions.)
UNCOACHED_BEFORE_REFIND: set[str] = set()


@pytest.mark.parametrize("h", [
    pytest.param(h, marks=pytest.mark.xfail(reason="found before the finder's detour check"))
    if h.id in UNCOACHED_BEFORE_REFIND else h for h in HANDS], ids=[h.id for h in HANDS])
def test_a_detour_at_the_first_chance_still_meets_a_coached_decision(h: GuidedHand) -> None:
    """The reader plays the second-best move at the first decision that has one, then the
    best: off the line the coach finds key decisions in the reader's own play (the best move,
    or moves that are one decision, half a game point or more above every other by the
    grader's ranking) and the reader meets at least one: it is shown before the move ("Think
    first") and named in the summary with the trick it came in."""
    w = _play_with_detour(h)
    off = w._left_line()
    assert off is not None
    found = [mo for mo in w.moments
             if mo.step is not None and not any(mo.step is st for st in h.steps)]
    assert [(mo.index, tuple(mo.step.best)) for mo in found if mo.step is not None] == \
        h.detour_steps()
    assert found, h.id
    assert all(mo.index > off and mo.step is not None and mo.step.index == mo.index
               for mo in found)
    text = "\n".join(w.summary_lines())
    for mo in found:
        assert mo.step is not None
        params = {"about": mo.step.about("en"), "trick": mo.trick,
                  "choice": w._move(mo.grade.move), "grade": mo.grade.name("en")}
        # a key decision of the line that did not come, in the same trick: said once, with
        # the one found (round 27, sl: "did not come" and "found" for the same trick)
        instead = [translate("guided.ui.moment.found.instead", "en", number=n, **params)
                   for n in range(1, len(h.steps) + 1)]
        assert translate("guided.ui.moment.found", "en", **params) in text \
            or any(x in text for x in instead), (h.id, text)
        # (a line's decision of another kind in the same trick is said apart: round 29, a
        # claim found where the line's decision was which card to lead)
        assert f"{mo.step.about('en')}, in trick {mo.trick}) did not come up" not in text, \
            (h.id, text)
    assert translate("guided.ui.found.none", "en") not in text
    for mo in (mo for mo in w.moments if mo.trick):  # the think box before each move of
        # the card play: exactly at the key decisions
        shown = w.shown[mo.index]  # type: ignore[attr-defined]
        assert (mo.step is not None) == bool(shown), (h.id, mo.index)
        if mo.step is not None:
            assert html.escape(w._think(mo.step)) in shown


@pytest.mark.parametrize("h", HANDS[:12], ids=[h.id for h in HANDS[:12]])
def test_an_equal_best_move_is_not_leaving_the_line(h: GuidedHand) -> None:
    """A move graded as good as the line's (equal best) takes the deal another way, but the
    summary does not say the play left the line: it says the move was as good as the line's,
    and the coach goes on finding key decisions in the reader's play."""
    w = _play_with_detour(h, "equal")
    off = w._left_line()
    assert off is not None, "no equal-best move other than the line's in this hand"
    mine = next(mo for mo in w.moments if mo.index == off)
    assert mine.grade.kind == "best"
    text = "\n".join(w.summary_lines())
    params = {"trick": mine.trick, "choice": w._move(mine.grade.move),
              "line_choice": w._move(h.line[off])}
    assert translate("guided.ui.left.equal", "en", **params) in text
    assert translate("guided.ui.left", "en", **params) not in text
    found = [mo for mo in w.moments
             if mo.step is not None and not any(mo.step is st for st in h.steps)]
    assert all(mo.index > off for mo in found)


def test_a_claim_short_of_66_in_a_guided_hand_is_graded_once_made() -> None:
    """The question before a claim short of 66 holds the move: nothing is graded until the
    reader claims anyway (then the claim is graded, once)."""
    for h in HANDS:
        w = GuidedHandWidget([h], worlds=2)
        while not w.deal.is_over:
            legal = w.deal.legal_moves()
            claim = Move.parse("claim")
            if (claim in legal and w.deal.stage == Stage.PLAY
                    and w.deal.observation(w.seat).my_points < 66):
                n = len(w.moments)
                assert not w.play(claim) and w.claim_question
                assert len(w.moments) == n
                w.claim_yes.click()
                assert w.deal.is_over and len(w.moments) == n + 1
                assert w.moments[-1].grade.move == claim
                return
            w.play(h.line[len(w.deal.moves)] if w.hand.on_line(w.deal)
                   and len(w.deal.moves) < len(h.line) else legal[0])
    raise AssertionError("no guided position with a claim short of 66")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_summary_names_the_worst_mistake_first_then_the_rest_by_cost(lang: str) -> None:
    """Issue 22, round 14, item 3: the summary listed mistakes in the order played, the
    costliest among them; it now opens with the reader's costliest move (its trick, its cost,
    the better move), and the other mistakes follow by their cost, the costliest first."""
    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    w.hand_select.value = 5
    while not w.deal.is_over:
        legal = [m for m in w.deal.legal_moves() if str(m) not in ("claim", "close")]
        assert w.play(legal[-1])
    mistakes = [mo for mo in w.moments if mo.grade.kind == "mistake"]
    assert len(mistakes) >= 3
    losses = [mo.grade.loss for mo in mistakes]
    assert losses != sorted(losses, reverse=True)  # played in another order than their cost
    worst = max(mistakes, key=lambda mo: mo.grade.loss)
    lines = w.summary_lines()
    # (a whole number of game points without decimals, the unit agreeing: round 25e)
    from schnapsen.search.grade import points_message

    assert lines[0] == points_message("guided.ui.worst", worst.grade.loss, lang,
                                      choice=w._move(worst.grade.move), trick=worst.trick,
                                      better=w._move(worst.grade.best.move)), lines[0]
    rest = sorted((mo for mo in mistakes if mo is not worst and mo.step is None),
                  key=lambda mo: -mo.grade.loss)
    said = [next(i for i, line in enumerate(lines) if line == points_message(
        "guided.ui.moment.cost", mo.grade.loss, lang, choice=w._move(mo.grade.move),
        trick=mo.trick)) for mo in rest]
    assert len(said) == len(rest) >= 2 and said == sorted(said), (said, lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_key_decisions_are_listed_with_their_tricks(lang: str) -> None:
    """Before play, each key decision of the hand is listed with the trick it comes in on the
    line (the new user of round 14 took the first lead for key decision 1, in trick 8)."""
    for hand in guided_hands("at")[:3]:
        w = GuidedHandWidget([hand], lang=lang, worlds=4)
        intro = html.unescape(w.intro.value)
        for n, step in enumerate(hand.steps, 1):
            d = hand.deal
            for m in hand.line[:step.index]:
                d.play(m)
            item = f"{n}. " + translate("guided.ui.step.at", lang, about=step.about(lang),
                                        trick=len(d.tricks) + 1)
            assert item in intro, (hand.id, item)


def test_a_detour_at_the_last_key_decision_says_the_deal_ended() -> None:
    """Leaving the line at the hand's last key decision can end the deal before the reader
    decides again: the summary says so, not that none of the reader's later decisions was a
    key one (the new user of round 14 read that after a detour that ended the deal)."""
    ended = 0
    for h in guided_hands("at")[:4]:
        w = GuidedHandWidget([h], lang="en", worlds=4)
        last = h.steps[-1].index
        while len(w.deal.moves) < last:  # the reader's moves of the line (the bots answer)
            w.play(h.line[len(w.deal.moves)])
        assert list(w.deal.moves) == list(h.line[:last])
        assert w.play([m for m in w.deal.legal_moves() if m != h.line[last]][0])
        while not w.deal.is_over:
            w.play(list(w.deal.legal_moves())[0])
        off = w._left_line()
        assert off == last
        later = any(mo.index > off for mo in w.moments)
        text = "\n".join(w.summary_lines())
        assert (translate("guided.ui.found.ended", "en") in text) == (not later), h.id
        ended += not later
    assert ended  # the case comes up


def _played(index: int, lang: str, pick: int) -> GuidedHandWidget:
    w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
    w.hand_select.value = index
    while not w.deal.is_over:
        legal = [m for m in w.deal.legal_moves() if str(m) not in ("claim", "close")]
        assert w.play((legal or list(w.deal.legal_moves()))[pick])
    return w


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_summary_says_when_the_opponent_gave_a_mistakes_points_back(lang: str) -> None:
    """Round 17, item 5: after a move graded a mistake the reader still won as much as the
    best move was worth (the bot's weak reply gave the points back), and nothing said so; the
    summary now says it, with the opponent's reply and its trick. A deal that cost the
    reader what the mistake lost says nothing of the kind."""
    w = _played(2, lang, 0)
    worst = max((mo for mo in w.moments if mo.grade.kind == "mistake"),
                key=lambda mo: (mo.grade.loss, -mo.index))
    r = w.deal.result
    assert r is not None and r.winners and w.deal.side_of(r.winners[0]) == w.deal.side_of(
        w.seat)
    assert r.game_points >= worst.grade.best.value - 0.005
    reply = next(j for j in range(worst.index + 1, len(w.deal.moves))
                 if w.deal.side_of(replay_to_move(w, j)) != w.deal.side_of(w.seat))
    d = w.hand.deal
    for m in w.deal.moves[:reply]:
        d.play(m)
    line = w._line_points() if w._left_line() == worst.index else None
    kind = ("mean" if line is None else "line" if r.game_points == line
            else "more" if r.game_points > line else "short")
    said = translate(f"guided.ui.given_back.{kind}", lang, trick=worst.trick,
                     reply=w._move(w.deal.moves[reply]), reply_trick=len(d.tricks) + 1,
                     game_points=r.game_points, line_points=line or 0)
    assert said in w.summary_lines()
    # the costliest mistake's points not given back: no such line
    lost = _played(5, lang, -1)
    r = lost.deal.result
    worst = max((mo for mo in lost.moments if mo.grade.kind == "mistake"),
                key=lambda mo: (mo.grade.loss, -mo.index))
    won = r is not None and lost.deal.side_of(r.winners[0]) == lost.deal.side_of(lost.seat)
    assert not (won and r is not None and r.game_points >= worst.grade.best.value - 0.005)
    heads = tuple(translate(f"guided.ui.given_back.{k}", lang, trick=worst.trick, reply="",
                            reply_trick=0, game_points=1, line_points=1)[:12]
                  for k in ("line", "short", "mean"))
    assert not any(line.startswith(heads) for line in lost.summary_lines())


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_given_back_summary_compares_with_the_expected_lines_result(lang: str) -> None:
    """Round 31, cs: after a detour in the first trick of the first Czech hand (the King of
    Acorns for the Ten of Hearts) the reader won 1 game point and the summary said "as with
    the best move", while the hand's expected line wins 2. The comparison comes from the
    line's own result: the summary says the line would have won 2."""
    h = guided_hands("cs")[0]
    w = GuidedHandWidget([h], lang=lang)
    assert str(h.line[0]) == "TH"
    assert w.play("KC")
    while not w.deal.is_over:
        assert w.show_hint() and w.hints
        assert w.play(w.hints[0].move)
    r = w.deal.result
    assert r is not None and r.game_points == 1
    worst = next(mo for mo in w.moments if mo.grade.kind == "mistake")
    reply = w._move(w.deal.moves[1])
    said = translate("guided.ui.given_back.short", lang, trick=1, reply=reply, reply_trick=1,
                     game_points=1, line_points=2)
    lines = w.summary_lines()
    assert worst.trick == 1 and said in lines, lines
    wrong = {"en": "as much as the best move was worth", "cs": "stejně jako s nejlepším tahem"}
    assert not any(wrong[lang] in line for line in lines)
    assert w._line_points() == 2


def replay_to_move(w: GuidedHandWidget, j: int) -> int:
    """The seat that made move ``j`` of the widget's deal."""
    d = w.hand.deal
    for m in w.deal.moves[:j]:
        d.play(m)
    assert d.to_move is not None
    return d.to_move


@pytest.mark.parametrize("h", HANDS, ids=[h.id for h in HANDS])
def test_following_the_hint_keeps_the_reader_on_the_line(h: GuidedHand) -> None:
    """The page promises that a reader who follows the hint stays on the hand's expected line:
    at every decision of the reader's in the card play the hint button's best move is the
    line's (an exchange is a move of its own there, and of moves worth the same the hint puts
    the exchange first, so a line made before that order kept a lead the hint put second:
    issue of the Slovenian reader, sl-g01, "20 v buči" expected where the hint said
    "zamenjava aduta"). Played by clicks: the hint's best move each time, the bids of the
    line; every key decision comes up, every move of the card play grades "best" in the
    widget (with its default worlds: this test holds what a test of the line's moves played
    without the hint held, and each hand is played once for both) and the summary names no
    detour."""
    lang = LANGUAGES[TRADITIONS.index(h.tradition)]
    w = GuidedHandWidget([h], lang=lang)
    while not w.deal.is_over:
        n = len(w.deal.moves)
        assert n < len(h.line), (h.id, "the deal goes on past its line")
        if w.deal.stage == Stage.PLAY and w.deal.to_move == w.seat:
            assert w.show_hint() and w.hints
            move = w.hints[0].move
            assert move == h.line[n], (h.id, n, str(move), str(h.line[n]))
        else:
            move = h.line[n]
        _click(w, move)
        assert len(w.deal.moves) > n, (h.id, n, str(move))
    assert tuple(w.deal.moves) == h.line and w._left_line() is None
    assert [mo.step for mo in w.moments if mo.step is not None] == list(h.steps)
    # the card play's moves (the line's bids are the bidder's, graded as the review grades)
    assert all(mo.grade.kind == "best" for mo in w.moments if mo.trick)
    # the summary names no detour (it names one only where the play left the line)
    assert translate("guided.ui.retry", lang) not in "\n".join(w.summary_lines())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_intro_of_a_hand_for_two_names_one_opponent(lang: str) -> None:
    """A hand for two has one bot, the opponent: the intro says so in the singular, and a
    hand for three or more keeps "the other seats" (a cs reader read "na ostatních místech
    hrají počítačoví hráči" in a two-player hand, round 23)."""
    two = guided_hands("at")[0]
    more = next(h for t in TRADITIONS for h in guided_hands(t) if h.deal.variant.players > 2)
    for hand, key in ((two, "guided.ui.intro.two"), (more, "guided.ui.intro")):
        w = GuidedHandWidget([hand], lang=lang, worlds=4)
        intro = html.unescape(w.intro.value)
        # the words after the seat's name: whom the bots play
        end = translate(key, lang, level=hand.level, seat="\0").split("\0")[-1]
        assert end and end in intro, (lang, hand.id, key)
    assert translate("guided.ui.intro.two", lang, level=1, seat="x") != translate(
        "guided.ui.intro", lang, level=1, seat="x")


def test_the_tally_is_one_sentence_with_its_plural_forms() -> None:
    """Round 25, hr: "Ocijenjenih poteza: 8. Najboljih: 3. Dobrih: 3. Pogrešaka: 2." read as
    a form to fill in: one sentence, each count with its word, a count of none left out; and
    the line after a detour with no key decision says why none was one."""
    from types import SimpleNamespace
    from typing import Any

    def graded(lang: str, kinds: list[str]) -> str:
        w = GuidedHandWidget(guided_hands("at"), lang=lang, worlds=4)
        # only each moment's grade kind is counted ("forced", "lost": a best move so marked)
        moments: list[Any] = [SimpleNamespace(grade=SimpleNamespace(
            kind="best" if k in ("forced", "lost") else k, forced=k == "forced",
            lost=k == "lost")) for k in kinds]
        w.moments = moments
        return w._tally()

    # in the review's words, counted as the review counts (round 33, hu worst 1)
    eight = ["best"] * 3 + ["good"] * 3 + ["mistake"] * 2
    assert graded("en", eight) == "Your decisions: 3 best moves, 3 good moves and 2 mistakes."
    assert graded("hr", eight) == "Vaše odluke: 3 najbolja poteza, 3 dobra poteza i 2 pogreške."
    assert graded("en", ["best", "mistake"]) == "Your decisions: 1 best move and 1 mistake."
    assert graded("hr", ["best", "mistake"]) == "Vaše odluke: 1 najbolji potez i 1 pogreška."
    assert graded("en", ["best"] * 5) == "All 5 of your decisions were best."
    assert graded("hr", ["best"] * 5) == "Svaka od vaših pet odluka bila je najbolja."
    # a forced move not counted, a move of a lost deal counted apart, as in the review
    assert graded("en", ["best", "best", "forced", "lost"]) == (
        "Your decisions: 2 best moves. At one move the deal was already lost, whatever you "
        "played. One move is not counted: it was the only one you could play.")
    assert translate("guided.ui.found.none", "hr") == (
        "U kasnijim položajima nijedan potez nije bio barem pola boda igre bolji od svih "
        "ostalih, pa nijedna vaša odluka nije bila ključna.")


@pytest.mark.parametrize("lang", ["en", "hr"])
def test_a_given_back_summary_says_more_when_the_reader_won_more_than_the_line(
        lang: str) -> None:
    """Round 34, hr worst 1: after a detour in the first Croatian hand the reader won 2 game
    points and the summary said "as many as the expected line", while the line itself wins
    1. "As many" only when the results are equal; more than the line is said as more."""
    h = guided_hands("hr")[0]
    w = GuidedHandWidget([h], lang=lang, worlds=4)
    while len(w.deal.moves) < 2:
        _click(w, h.line[len(w.deal.moves)])
    assert str(h.line[2]) != "KC"
    _click(w, Move.parse("KC"))
    while not w.deal.is_over:
        assert w.show_hint() and w.hints
        _click(w, w.hints[0].move)
    r = w.deal.result
    assert r is not None and r.game_points == 2 and w._line_points() == 1
    text = "\n".join(w.summary_lines())
    same = translate("guided.ui.given_back.line", lang, trick=2, reply="", reply_trick=0,
                     game_points=2, line_points=1)
    assert same.split(",")[-1][:30] not in text, text
    worst = next(mo for mo in w.moments if mo.grade.kind == "mistake")
    said = translate("guided.ui.given_back.more", lang, trick=worst.trick,
                     reply=w._move(w.deal.moves[3]), reply_trick=2, game_points=2,
                     line_points=1)
    assert said in w.summary_lines(), text
