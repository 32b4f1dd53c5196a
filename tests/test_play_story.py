"""The play widget tells the deal as it goes (issue 22 item 4, issue 20 item 3): what each
seat drew (the reader's cards by name, the turned card when taken, the others' as "a card"),
the close and the exchange in the history, the side's points after each trick, and before a
claim the reader cannot win a one-line question the reader can switch off. The widget is in
parts, none over 300 lines, and reads marriages from the deal."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from schnapsen import (
    Deal,  # noqa: E402
    kernel,  # noqa: E402
)
from schnapsen.cards import Card, Suit  # noqa: E402
from schnapsen.explain import card_name, format_message, marriage_key, names_only  # noqa: E402
from schnapsen.i18n import LANGUAGES, translate  # noqa: E402
from schnapsen.i18n.base import mid_sentence  # noqa: E402
from schnapsen.moves import Move, MoveKind  # noqa: E402
from schnapsen.widgets import PlayWidget  # noqa: E402
from schnapsen.widgets.play_history import PlayHistory, clause  # noqa: E402
from tests.test_widgets import assert_clean, check_hidden, html_text, message_text  # noqa: E402

WIDGETS = Path(__file__).resolve().parents[1] / "schnapsen" / "widgets"


def _lines(value: str) -> list[str]:
    return [html.unescape(html_text(p)) for p in re.findall(r"<p[^>]*>.*?</p>", value, re.S)]


def _play_out(w: PlayWidget, choose: int = 0, close_at: int | None = None) -> None:
    """Play the reader's seat to the end: the ``choose``-th legal card (wrapping), closing
    the talon at trick ``close_at`` when the engine allows it then."""
    while not w.deal.is_over:
        legal = w.deal.legal_moves()
        if close_at is not None and len(w.deal.tricks) >= close_at and Move.parse(
                "close") in legal:
            assert w.play("close")
            continue
        cards = [m for m in legal if m.kind == MoveKind.CARD] or legal
        w.ask_claim.value = False
        assert w.play(cards[choose % len(cards)])


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_history_tells_the_draws_and_the_points_after_each_trick(seed: int) -> None:
    """After each trick: the taker's side's points then (as the reader counts them), the
    reader's drawn card by name, the other seat's draw as "drew a card", the turned card by
    name when a seat takes it; no card hidden from the reader is named."""
    w = PlayWidget(seed=seed)
    expected: list[list[str]] = []
    while not w.deal.is_over:
        deal = w.deal
        before = set(deal.hand(0))
        turned = deal.trump_card
        tricks = len(deal.tricks)
        cards = [m for m in deal.legal_moves() if m.kind == MoveKind.CARD]
        w.ask_claim.value = False
        assert w.play(cards[seed % len(cards)])
        check_hidden(w)
        # what the reader learnt with each trick completed since (its own move, the bot's
        # answer and the bot's next lead at most)
        for number in range(tricks + 1, len(deal.tricks) + 1):
            note = w.story.notes[number]
            assert note.total is not None
            said = []
            for s, card, count, is_turned in note.draws:
                if s == 0:
                    assert card is not None and card not in before
                    if is_turned:
                        assert card == turned
                        said.append(format_message("ui.history.turned.you",
                                                   names_only({"card": card})))
                    else:
                        said.append(format_message("ui.history.drew.you",
                                                   names_only({"card": card})))
                elif card is not None:
                    assert is_turned and card == turned
                    said.append(format_message("ui.history.turned.opp",
                                               names_only({"seat": s, "card": card})))
                else:  # in a game for two the other player is "your opponent"
                    said.append(translate("ui.history.drew.opp", "en", seat=s, count=count))
            expected.append(said)
    text = " ".join(_lines(w.history.value))
    for said in expected:
        for sentence in said:
            # after the trick's sentence (round 33: a sentence of its own, the first draw
            # capitalised, the second joined to it), without its full stop
            assert mid_sentence(sentence.rstrip(".")).lower() in text.lower(), sentence
    # every seat drew as often as the talon allowed: 5 cards each beyond the first 5
    drawn = [d for n in w.story.notes.values() for d in n.draws]
    assert sum(c for s, _, c, _ in drawn if s == 0) == sum(c for s, _, c, _ in drawn if s == 1)
    assert_clean(w.ui)


def test_the_side_total_after_each_trick_is_the_readers_count() -> None:
    w = PlayWidget(seed=5)
    totals = {}
    while not w.deal.is_over:
        n = len(w.deal.tricks)
        w.ask_claim.value = False
        cards = [m for m in w.deal.legal_moves() if m.kind == MoveKind.CARD]
        assert w.play(cards[0])
        d = w.deal
        # replay to each trick just completed: the taker's points then
        for number in range(n + 1, len(d.tricks) + 1):
            replay = Deal.new("at", seed=5)
            for m in d.moves:
                replay.play(m)
                if len(replay.tricks) == number:
                    break
            winner = replay.tricks[-1].winner
            totals[number] = (winner, replay.points(winner))
    lines = {int(line.split(".")[0]): line for line in _lines(w.history.value)
             if line.split(".")[0].isdigit()}
    for number, (winner, points) in totals.items():
        # round 33 (cs): the taker said once, its total folded into the trick's points
        took = "you took it" if winner == 0 else "your opponent took it"
        assert took in lines[number] and f" points, {points} in all)" in lines[number], (
            lines[number])
        assert " now" not in lines[number].split(" in all)")[1]


def _meld_lines(w: PlayWidget) -> list[str]:
    return [line for line in _lines(w.history.value) if "announced the marriage" in line]


def test_a_bots_marriage_is_told_with_its_points_added() -> None:
    """The reader trial: an opponent's marriage was not shown added to its points. A bot's
    marriage that counts at once is told with the announcer's points after it; one announced
    before its side's first trick says it waits, and that trick says it counts now; a
    marriage shown with a claim is in the history too, with the claimer's points."""
    # the bot (seat 1) melds 20 in Acorns after taking tricks: 25 before, 45 after
    w = PlayWidget("at", seed=1, seat=0)
    _play_out(w)
    assert (1, Suit.ACORNS, 20) in w.deal.marriages
    assert ("Your opponent announced the marriage in Acorns (20 points). Your opponent has 45 "
            "points now." in _meld_lines(w)), _lines(w.history.value)
    # the bot (seat 0) leads the first trick with a marriage: it waits, then counts
    w = PlayWidget("at", seed=6, seat=1)
    _play_out(w)
    lines = _lines(w.history.value)
    meld = ("Your opponent announced the marriage in Bells (40 points). It counts once your "
            "opponent takes a trick.")
    at = lines.index(meld)  # after the bot's exchange, before the first trick
    assert lines[at + 1].startswith("1. Your opponent led") and (
        "your opponent took it (7 points, 47 in all). With this trick the marriage counts too "
        "(40 points)" in lines[at + 1]), lines[at + 1]
    # a marriage shown with the claim that ends the deal
    for seed in range(1, 200):
        w = PlayWidget("at", seed=seed, seat=1)
        _play_out(w, seed)
        detail = w.deal.result.detail if w.deal.result is not None else None
        if detail is None or not detail.claim_marriage or w.deal.result is None or \
                w.deal.result.claimer == w.seat:
            continue
        by, suit, points = w.deal.marriages[-1]
        # the claim itself closes the history, the marriage it showed just before it
        lines = _lines(w.history.value)
        assert lines[-1] == format_message("ui.history.claim.opp", {"target": 66}), lines[-1]
        last = lines[-2]
        said = format_message("ui.puzzle.marriage.opp", {"seat": by, "suit": suit,
                                                         "points": points})
        assert last == f"{said} Your opponent has {detail.claimed_points} points now.", last
        break
    else:
        raise AssertionError("no bot claimed with a marriage")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_waiting_marriage_in_every_language(lang: str) -> None:
    """The bot's marriage before its first trick, in each edition: that it waits, then that
    it counts with the trick, then the points."""
    w = PlayWidget("at", seed=6, seat=1, lang=lang)
    _play_out(w)
    text = " ".join(_lines(w.history.value))
    assert translate("ui.history.marriage.wait.opp", lang) in text, text
    # what followed the trick (round 33: a sentence of its own after the trick's, whose
    # points hold the taker's total, 47)
    said = clause(translate("ui.history.marriage.counts", lang, points=40))
    assert said[:1].upper() + said[1:] in text, text
    assert "47" in text
    assert "{" not in text and "ui." not in text


@pytest.mark.parametrize("variant", ["at", "de-66", "sl-3", "hu-3", "hr-4", "sl-5"])
def test_every_marriage_is_in_the_history(variant: str) -> None:
    """Every marriage of a deal (any seat, announced or shown with a claim) has its line with
    its points; once the deal is over each side's points are known, and a marriage that
    counted is followed by its side's points, one that waited by when it counts."""
    seen = 0
    for seed in range(1, 13):
        for seat in (0, 1):
            w = PlayWidget(variant, seed=seed, seat=seat)
            _play_out(w, seed % 2)
            text = " ".join(_lines(w.history.value))
            for by, suit, points in w.deal.marriages:
                # the other player of a game for two is "your opponent", not a seat
                who = "you" if by == seat else "opp" if w.deal.variant.players == 2 else "other"
                said = format_message(f"ui.puzzle.marriage.{who}", {
                    "seat": by, "suit": suit, "points": points})
                assert said in text, (variant, seed, seat, text)
                seen += 1
    assert seen, variant


def test_the_close_and_the_exchange_are_in_the_history() -> None:
    """Closing (the reader's) and an exchange (anyone's) are told where they happened, between
    the tricks."""
    seen_close = seen_exchange = False
    for seed in range(1, 60):
        w = PlayWidget(seed=seed)
        _play_out(w, seed, close_at=2)
        lines = _lines(w.history.value)
        moves = [str(m) for m in w.deal.moves]
        if "close" in moves:
            seen_close = True
            closer = translate("ui.history.close.you", "en")
            assert closer in lines
            # after the trick before the close, before the next one
            at = lines.index(closer)
            tricks_before = sum(1 for m in moves[:moves.index("close")]
                                if m not in ("x", "close")) // 2
            assert lines[at - 1].startswith(f"{tricks_before}.")
        if "x" in moves:
            seen_exchange = True
            assert any("exchanged the trump Unter" in line for line in lines)
        if seen_close and seen_exchange:
            return
    raise AssertionError("no deal with both a close and an exchange")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_history_speaks_every_language(lang: str) -> None:
    w = PlayWidget(seed=3, lang=lang)
    _play_out(w)
    text = html.unescape(html_text(w.history.value))
    assert "ui.history" not in text and "{" not in text
    assert translate("ui.history", lang) in text
    assert_clean(w.ui)


def _position_with_short_claim() -> PlayWidget:
    """A widget at the reader's lead where a claim is legal and short of 66."""
    for seed in range(1, 200):
        w = PlayWidget(seed=seed)
        while not w.deal.is_over:
            legal = w.deal.legal_moves()
            if (Move.parse("claim") in legal
                    and w.deal.observation(0).my_points < w.deal.variant.target_points):
                return w
            cards = [m for m in legal if m.kind == MoveKind.CARD]
            w.play(cards[0])
    raise AssertionError("no position with a claim short of 66")


def test_a_claim_short_of_66_asks_first_and_can_be_switched_off() -> None:
    w = _position_with_short_claim()
    before = w.deal.state_key()
    points = w.deal.observation(0).my_points
    trial = w.deal.copy()
    trial.play("claim")
    assert trial.result is not None and 0 not in trial.result.winners  # the engine agrees
    assert w.ask_claim.value
    # the claim button asks the question; nothing is played
    w.action_buttons["claim"].click()
    assert w.deal.state_key() == before
    shown = trial.result.detail.claim_marriage
    key = "ui.claim.confirm.marriage" if shown else "ui.claim.confirm"
    question = translate(key, "en", points=points + shown, target=66, short=66 - points - shown)
    # and what a wrong claim costs (code37sl): the game points it gives the opponent
    gp = kernel.wrong_claim_game_points(w.deal.variant, w.deal.observation(0).tricks_won[1])
    question += " " + format_message("ui.claim.cost.opp", {"gp": gp}, "en")
    assert html.unescape(html_text(w.claim_question)) == question
    assert not w.claim_yes.disabled and not w.claim_no.disabled
    # "Play on": the question goes, the deal is as it was
    w.claim_no.click()
    assert w.claim_question == "" and w.deal.state_key() == before
    # asked again, "Claim anyway" makes the claim: the deal is lost, the result says why
    w.action_buttons["claim"].click()
    w.claim_yes.click()
    assert w.deal.is_over and w.deal.result is not None
    assert w.deal.result.reason == "wrong_claim"
    assert w.claim_question == ""
    # switched off: the claim is made at once
    w2 = _position_with_short_claim()
    w2.ask_claim.value = False
    w2.action_buttons["claim"].click()
    assert w2.deal.is_over and message_text(w2) == ""


def test_a_claim_with_66_is_not_questioned() -> None:
    for seed in range(1, 100):
        w = PlayWidget(seed=seed)
        while not w.deal.is_over:
            legal = w.deal.legal_moves()
            if Move.parse("claim") in legal and w.deal.points(0) >= 66:
                w.action_buttons["claim"].click()
                assert w.deal.is_over and w.claim_question == ""
                assert w.deal.result is not None and 0 in w.deal.result.winners
                return
            cards = [m for m in legal if m.kind == MoveKind.CARD]
            w.play(cards[-1])
    raise AssertionError("no claim with 66")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_claim_question_in_every_language(lang: str) -> None:
    for key in ("ui.claim.confirm", "ui.claim.confirm.marriage"):
        for n in (1, 2, 5, 12, 21, 45):
            said = translate(key, lang, points=n, target=66, short=66 - n)
            assert str(n) in said and "66" in said and "{" not in said
    for key in ("ui.claim.anyway", "ui.claim.cancel", "ui.claim.ask"):
        assert translate(key, lang) != key


def test_the_play_widget_is_in_parts_and_reads_marriages_from_the_deal() -> None:
    """None of the parts is over 300 lines; none writes a marriage's value (the widget asks
    the deal, or the engine's explanation of the move)."""
    parts = sorted(WIDGETS.glob("play*.py"))
    assert {p.stem for p in parts} >= {"play", "play_table", "play_controls", "play_history",
                                        "play_bidding"}
    for p in parts:
        source = p.read_text(encoding="utf-8")
        assert len(source.splitlines()) <= 300, p.name
        assert not re.search(r"\b40 if\b|\b20 if\b|== *40\b|== *20\b", source), p.name
    assert not hasattr(PlayHistory, "_marriages")


def test_marriages_in_the_history_are_the_deals() -> None:
    for seed in range(1, 80):
        w = PlayWidget(seed=seed)
        _play_out(w, 1)
        if w.deal.marriages:
            text = " ".join(_lines(w.history.value))
            for seat, suit, points in w.deal.marriages:
                who = "you" if seat == 0 else "opp"
                said = format_message(f"ui.puzzle.marriage.{who}",
                                      {"seat": seat, "suit": suit, "points": points})
                assert said in text
            return
    raise AssertionError("no marriage")


def test_the_reader_sees_own_cards_named_not_the_others() -> None:
    """The history names the reader's drawn cards and the turned card, never another seat's
    hidden draw (over many deals)."""
    for seed in range(1, 30):
        w = PlayWidget(seed=seed)
        _play_out(w, seed)
        deal = w.deal
        text = " ".join(_lines(w.history.value))
        public = {c for t in deal.tricks for c in t.cards} | set(deal.observation(0).turned_up)
        rank = deal.variant.exchange_rank
        if Move.parse("x") in deal.moves and deal.trump is not None and rank is not None:
            public.add(Card(deal.trump, rank))  # the trump Unter given lay face up
        # a card the bot drew and never played is not named
        for s, card, _count, _turned in (d for n in w.story.notes.values() for d in n.draws):
            if s != 0:
                assert card is None or card in public
        for card in deal.hand(1):
            if card not in public:
                assert card_name(card) not in text, (seed, card)


def _position_with_claim_by_marriage(lang: str = "en") -> PlayWidget:
    """A widget at the reader's turn where a claim reaches 66 only with the marriage it
    shows (the reader plays the last card each time)."""
    from schnapsen.kernel import claim_is_right
    from schnapsen.rules import claim_marriage

    for seed in range(1, 40):
        w = PlayWidget(seed=seed, lang=lang)
        while not w.deal.is_over:
            legal = w.deal.legal_moves()
            obs = w.deal.observation(0)
            shown = claim_marriage(obs)
            if (Move.parse("claim") in legal and shown
                    and not claim_is_right(w.deal.variant, obs.my_points)
                    and claim_is_right(w.deal.variant, obs.my_points + shown)):
                return w
            w.play([m for m in legal if m.kind == MoveKind.CARD][-1])
    raise AssertionError("no claim that needs its marriage")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_claim_button_counts_the_marriage_it_shows(lang: str) -> None:
    """Issue 22, round 14, item 2: with 27 points and the marriage in trumps in hand, the
    button said "Claim 66" as if the 66 were there already; it says the claim reaches 66 with
    the marriage (its points), asks nothing and wins; the history tells the marriage shown,
    then the claim."""
    from schnapsen.rules import claim_marriage

    w = _position_with_claim_by_marriage(lang)
    shown = claim_marriage(w.deal.observation(0))
    button = w.action_buttons["claim"]
    label = translate("ui.action.claim.marriage", lang, marriage=shown)
    # the marriage by its number, or as the table calls it (hu "a negyven bemondásával")
    called = (str(shown), translate(f"said.{shown}", lang))
    assert button.description == label and any(c in label for c in called), button.description
    assert label != translate("ui.action.claim", lang)
    button.click()
    assert w.deal.is_over and w.claim_question == ""
    assert w.deal.result is not None and 0 in w.deal.result.winners
    assert w.deal.result.detail.claim_marriage == shown
    # the history tells the marriage the claim showed, then the claim
    lines = _lines(w.history.value)
    _by, suit, points = w.deal.marriages[-1]
    assert points == shown
    assert lines[-1] == translate("ui.history.claim.you", lang, target=66), lines[-1]
    said = format_message(marriage_key("ui.puzzle.marriage.you", points),
                          {"seat": 0, "suit": suit, "points": points}, lang)
    assert lines[-2].startswith(said), lines[-2]
