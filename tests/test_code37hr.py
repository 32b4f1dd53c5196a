"""Helper c37hr: a Croatian reader's six problems in the generated lines (the countdown's words,
the last trick's sure lead, "Vaš potez:" said once, the marriage broken, the closing drill's
order, no drill position past 66)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from schnapsen import Deal
from schnapsen.explain import format_message
from schnapsen.explain_result import result_lines
from schnapsen.i18n import LANGUAGES, MESSAGES
from schnapsen.moves import MoveKind
from schnapsen.stages import ResultReason
from schnapsen.teach import drills
from schnapsen.teach.quiz import game_points_question
from schnapsen.variants import find_variant

W = "result.why.wrong_claim"
GOES_KEYS = ("ui.close.stakes", "ui.close.stakes.must_win", "quiz.game_points",
             "drill.closed.q", W, W + ".no_trick", W + ".you", W + ".opp", W + ".solo",
             W + ".no_trick.you", W + ".no_trick.opp", W + ".no_trick.solo")


# -- 1. the countdown's words ----------------------------------------------------------------

@pytest.mark.parametrize("key", GOES_KEYS)
def test_every_countdown_line_has_its_goes_twin(key: str) -> None:
    assert key + ".goes" in MESSAGES


def _wrong_claim(variant: str) -> Deal:
    for seed in range(200):
        deal = Deal.new(variant, seed=seed)
        while not deal.is_over:
            claims = [m for m in deal.legal_moves() if m.kind == MoveKind.CLAIM]
            if claims and deal.points(deal.to_move or 0) < 66:
                deal.push(claims[0])
                break
            deal.push(deal.legal_moves()[0])
        r = deal.result
        if r is not None and r.reason == ResultReason.WRONG_CLAIM:
            return deal
    raise AssertionError("no wrong claim")


def test_the_wrong_claim_says_who_goes_down_in_croatian() -> None:
    deal = _wrong_claim("hr-2")
    assert deal.variant.match.result == "goes"
    r = deal.result
    assert r is not None
    loser = next(s for s in deal.seats if s not in r.winners)
    text = " ".join(result_lines(deal, "hr", me=loser))
    assert "ide za" in text and "donosi" not in text, text
    text = " ".join(result_lines(deal, "hr", me=r.winners[0]))
    assert "idete za" in text, text
    # the Austrian game keeps its plain words
    at = " ".join(result_lines(_wrong_claim("at"), "hr", me=0))
    assert "ide za" not in at and "donosi" in at, at


def test_the_quiz_asks_by_how_much_a_croatian_winner_goes_down() -> None:
    for seed in range(40):
        q = game_points_question("hr-2", seed)
        if q is not None:
            break
    assert q is not None
    assert q.key == "quiz.game_points.goes"
    text = format_message(q.key, q.params, "hr")
    assert "Za koliko ide" in text, text
    q = next(q for seed in range(40) if (q := game_points_question("at", seed)) is not None)
    assert q.key == "quiz.game_points"


def test_the_closed_talon_drill_asks_the_countdown_where_the_variant_counts_down(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(drills, "VARIANT", "hr-2")
    q = None
    for seed in range(30):
        q = drills.q_closed_game_points(random.Random(seed))
        if q is not None:
            break
    assert q is not None
    key, params = q.prompt
    assert key == "drill.closed.q.goes"
    assert "Za koliko ide" in format_message(key, params, "hr")


def test_the_close_trainer_stakes_say_the_countdown_in_croatian() -> None:
    from schnapsen.widgets.close import CloseTrainer

    t = CloseTrainer(variant="hr-2", seed=0, lang="hr")
    t.close_button.click()
    text = " ".join(t.reason_lines())
    assert "idete za" in text and "protivnik ide za" in text, text
    t = CloseTrainer(variant="at", seed=1, lang="hr")
    t.close_button.click()
    assert "ide za" not in " ".join(t.reason_lines())


def test_the_said_key_follows_the_variant_data_only() -> None:
    v = find_variant("at")
    plain = v.match
    assert plain.said("drill.closed.q") == "drill.closed.q"
    assert replace(plain, result="goes").said("drill.closed.q") == "drill.closed.q.goes"
    for lang in LANGUAGES:
        assert format_message("drill.closed.q.goes", {"winner": 1}, lang)


# -- 2. the last trick's sure lead -----------------------------------------------------------

def _last_sure_leads(variant: str = "at", wanted: int = 3) -> list[tuple[Deal, object]]:
    """Positions where a seat leads the deal's last trick with a card nothing can take."""
    from schnapsen.bots import HeuristicBot
    from schnapsen.rules import trick_winner

    found: list[tuple[Deal, object]] = []
    for seed in range(200):
        deal = Deal.new(variant, seed=seed)
        bots = [HeuristicBot(seed + s) for s in range(deal.variant.players)]
        while deal.to_move is not None:
            s = deal.to_move
            obs = deal.observation(s)
            if (not deal.current_trick and len(obs.hand) == 1
                    and (obs.is_closed or not obs.talon_size)):
                card = obs.hand[0]
                other = next(x for x in deal.seats if x != s)
                theirs = deal.hand(other)
                if theirs and trick_winner([card, theirs[0]], deal.trump) == 0:
                    move = next(m for m in deal.legal_moves() if m.card == card)
                    found.append((deal.copy(), move))
                break
            deal.push(bots[s].choose(obs))
        if len(found) >= wanted:
            break
    assert found
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_tricks_sure_lead_does_not_say_you_lead_again(lang: str) -> None:
    from schnapsen.search.reasons import why, why_text

    for deal, move in _last_sure_leads():
        obs = deal.observation(deal.to_move or 0)
        key, params = why(deal, obs, move, 1.0)  # type: ignore[arg-type]
        assert key == "search.why.lead.sure.last", key
        for bare in (False, True):
            past = why_text(key, params, lang, past=True, bare=bare)
            now = why_text(key, params, lang, bare=bare)
            if lang == "hr":
                assert "opet izlaz" not in past and "posljednji" in past, past
                assert "opet izlaz" not in now, now
            if lang == "en":
                assert "again" not in past and "last trick" in past, past
        assert why_text(key, params, lang, past=True) != why_text(
            "search.why.lead.sure", params, lang, past=True)


# -- 3. "Your move:" said once ---------------------------------------------------------------

def _lines(value: str) -> list[str]:
    import html
    import re

    text = html.unescape(re.sub(r"<[^>]+>", "\n", value))
    return [line.strip() for line in text.split("\n") if line.strip()]


@pytest.mark.parametrize("lang", ["hr", "en"])
def test_the_guided_grade_does_not_say_your_move_twice(lang: str) -> None:
    pytest.importorskip("ipywidgets")
    from schnapsen.i18n import translate
    from schnapsen.practice import guided_hands
    from schnapsen.widgets.guided import GuidedHandWidget
    from tests.test_guided import _click

    opening = translate("guided.grade.why", lang, reason="\x00").split("\x00")[0].strip()
    assert opening  # "Vaš potez:"
    h = guided_hands("hr")[0]
    w = GuidedHandWidget([h], lang=lang, worlds=4)
    graded = 0
    for _ in range(12):
        if w.deal.is_over:
            break
        _click(w, h.line[len(w.deal.moves)])
        if w.grade_box.value:
            graded += 1
            assert opening not in " ".join(_lines(w.grade_box.value)), w.grade_box.value
    assert graded


def test_the_review_step_names_the_move_once() -> None:
    from schnapsen.i18n import translate
    from schnapsen.search.grade import grade
    from schnapsen.search.hint import hint

    deal = Deal.new("at", seed=3)
    while deal.stage.name != "PLAY" or deal.current_trick or deal.to_move is None:
        deal.push(deal.legal_moves()[0])
    seat = deal.to_move
    hints = hint(deal, seat=seat, worlds=4)
    g = grade(hints, hints[-1].move, deal)
    opening = translate("guided.grade.why", "hr", reason="\x00").split("\x00")[0].strip()
    named = " ".join(words for words, _ in g.segments("hr", past=True, named=True))
    plain = " ".join(words for words, _ in g.segments("hr", past=True))
    assert opening in plain and opening not in named, named


# -- 5. the close trainer's deciding fact first ------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2])
def test_the_close_reasons_open_with_the_points_needed_against_the_hand(seed: int) -> None:
    from schnapsen.i18n import translate
    from schnapsen.widgets.close import CloseTrainer

    t = CloseTrainer(variant="at", seed=seed, lang="en")
    t.close_button.click()
    lines = t.reason_lines()
    assert lines[0].startswith("Closing: ")  # the points the close needs
    assert lines[1].startswith("You hold "), lines  # against what the hand holds
    values = translate("ui.close.values", "en", worlds=t.choice.worlds, close="x", play_on="y")
    first_figure = next(i for i, x in enumerate(lines) if x.startswith(values.split(":")[0]))
    play_on = next(i for i, x in enumerate(lines) if x.startswith("Playing on: "))
    assert 1 < play_on < first_figure


# -- 6. no drill position past the target while the deal is still to play ---------------------

_CLAIMS = ("claim", "claim_need", "claim_wrong_who", "wrong_claim")


def _past_target(q: drills.DrillQuestion) -> list[int]:
    if not q.deal_text:
        return []
    deal = Deal.from_text(q.deal_text)
    if deal.is_over or deal.to_move is None:
        return []
    return [deal.points(s) for s in deal.seats if deal.points(s) >= deal.variant.target_points]


@pytest.mark.parametrize("chapter", [*drills.CHAPTERS, *drills.TRADITION_DRILLS])
def test_no_drill_shows_a_player_past_the_target_in_a_deal_still_to_play(chapter: str) -> None:
    bad = [(q.kind, _past_target(q)) for q in drills.pool(chapter)
           if q.kind not in _CLAIMS and _past_target(q)]
    assert not bad, bad


def test_the_kinds_over_many_seeds() -> None:
    kinds = [m for ks in (*drills.KINDS.values(), *drills.TRADITION_DRILLS.values())
             for m, _ in ks]
    for maker in kinds:
        for seed in range(25):
            q = drills.checked(maker, random.Random(seed))
            if q is not None and q.kind not in _CLAIMS:
                assert not _past_target(q), (q.kind, seed, _past_target(q))
