"""The chapter drills (schnapsen/teach/drills.py): every pool is big enough, every answer is
the engine's (asked again here, question by question, by its own means), every question asks
only what its chapter and the chapters before it teach, and the page's pieces are there in
every language."""

from __future__ import annotations

import collections
import functools
import json
import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

import schnapsen.teach  # noqa: F401  (the texts)
from schnapsen.cards import Card, Rank, make_deck, parse_card
from schnapsen.deal import Deal
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import Move, MoveKind
from schnapsen.rules import trick_winner
from schnapsen.stages import ResultReason
from schnapsen.teach.drills import (
    CHAPTERS,
    KINDS,
    POOL_MIN,
    ROUND,
    SOLID,
    TRADITION_DRILLS,
    DrillQuestion,
    draw_round,
    drill,
    drill_script,
    js_source,
    looks,
    opened,
    play_match,
    pool,
    pool_json,
    q_claim,
)


def answer(q: DrillQuestion) -> Any:
    """The one right choice's value (a card code, a number, a seat, yes/no, a suit)."""
    assert len(q.correct) == 1, q
    kind, value = q.choices[q.correct[0]]
    if kind == "card":
        return value
    if kind == "number":
        return int(value)
    key, params = value
    if key == "drill.yes":
        return True
    if key == "drill.no":
        return False
    if key == "drill.seat":
        return params["seat"]
    if key == "drill.suit":
        return params["suit"]
    if key in ("drill.you.seat", "drill.opponent.seat"):
        # the reader is seat 1, and the choice says so ("You (seat 1)")
        assert params["seat"] == (0 if key == "drill.you.seat" else 1), value
        return params["seat"]
    if key.startswith("drill.score_why."):
        return key.rsplit(".", 1)[1]
    if key.startswith("drill.more_points."):
        return key.rsplit(".", 1)[1]
    if key == "drill.match_winner.none":
        return None
    if key.startswith("drill.close_why."):
        return key.rsplit(".", 1)[1]
    if key.startswith("drill.exchange_why."):
        return key.rsplit(".", 1)[1]
    if key.startswith("drill.strict."):
        return key.rsplit(".", 1)[1]
    if key.startswith("drill.packets."):
        return (params["before"], params.get("after"))
    raise AssertionError(f"unknown choice {value!r}")


def deal_of(q: DrillQuestion) -> Deal:
    return Deal.from_text(q.deal_text)


def engine_answer(q: DrillQuestion) -> Any:
    """What the engine says the answer is, asked here without the drills' code."""
    k = q.kind
    if k == "card_value":
        return parse_card(q.data["cards"][0]).points
    if k == "higher":
        cards = [parse_card(c) for c in q.data["cards"]]
        return cards[trick_winner(cards, None)].code
    if k == "pile":
        return sum(parse_card(c).points for c in q.data["cards"])
    if k == "which_worth":
        worth = [c for c in q.data["cards"] if parse_card(c).points == q.data["points"]]
        assert len(worth) == 1, worth
        return worth[0]
    if k == "more_points":
        a, b = (sum(parse_card(c).points for c in q.data[x]) for x in ("a", "b"))
        assert a != b
        return "a" if a > b else "b"
    d = deal_of(q) if q.deal_text else None
    if k == "turned":
        assert d is not None and d.trump_card is not None
        return d.trump_card.code
    if k == "forehand":
        assert d is not None
        mine = [c for _, c in q.choices if parse_card(c) in d.hand(0)]
        assert len(mine) == 1, mine  # exactly one of the choices goes to the forehand
        return mine[0]
    if k == "trump_suit":
        assert d is not None
        return d.trump
    if k == "hand_size":
        assert d is not None
        assert {len(d.hand(s)) for s in d.seats} == {len(d.hand(0))}
        return len(d.hand(0))
    if k == "talon_size":
        assert d is not None
        dealt = sum(len(d.hand(s)) for s in d.seats)
        assert d.talon_size == len(d.deck) - dealt  # the rest of the pack, the turned card too
        return d.talon_size
    if k == "packets":
        assert d is not None and d.trump_card is not None
        # read the packets off the deal itself: runs of the pack's cards going to one hand
        where = ["t" if c == d.trump_card else str(next(s for s in d.seats if c in d.hand(s)))
                 for c in d.deck[:len(d.deck) - d.talon_size + 1]]
        runs: list[tuple[str, int]] = []
        for w in where:
            if runs and runs[-1][0] == w:
                runs[-1] = (w, runs[-1][1] + 1)
            else:
                runs.append((w, 1))
        turn = [w for w, _ in runs].index("t")
        first, then = runs[:turn], runs[turn + 1:]
        assert len({n for _, n in first}) == 1 and len({n for _, n in then}) <= 1
        return (first[0][1], then[0][1] if then else None)
    if k == "first_lead":
        assert d is not None
        if "prev" in q.data:  # the deal passes on: this deal's dealer is the other player
            assert d.dealer == 1 - q.data["prev"]
        assert d.dealer == q.data["dealer"]
        return d.to_move
    if k == "trick":
        assert d is not None
        t = d.tricks[-1]
        return t.cards[t.seats.index(t.winner)].code
    if k == "leads_next":
        assert d is not None and not d.current_trick
        return d.to_move
    if k == "winning_cards":
        assert d is not None and len(d.current_trick) == 1 and d.trump is not None
        led = d.current_trick[0][1]
        assert led.suit != d.trump
        return sum(trick_winner([led, c], d.trump) == 1 for c in d.hand(q.seat))
    if k == "would_win":
        assert d is not None
        t = d.tricks[-1]
        assert t.seats[1] == q.seat
        return trick_winner(list(t.cards), d.trump) == 1
    if k == "trick_points":
        assert d is not None
        return d.tricks[-1].points
    if k == "talon_left":
        assert d is not None
        return d.talon_size
    if k == "draws_first":
        assert d is not None
        t = d.tricks[-1]
        # the first face-down card after the deal's eleven, two per trick: the winner's now
        top = d.deck[11 + 2 * (len(d.tricks) - 1)]
        assert top in d.hand(t.winner) or top in d.tricks[-1].cards or any(
            top in tr.cards for tr in d.tricks)
        assert top not in d.hand(1 - t.winner)
        return t.winner
    if k == "drawn_card":
        assert d is not None
        # the two cards drawn after the last trick: the 11 dealt, then two a trick before it
        start = 11 + 2 * (len(d.tricks) - 1)
        drawn = d.deck[start:start + 2]
        assert {c for _, c in q.choices} == {c.code for c in drawn}
        win = d.tricks[-1].winner
        assert drawn[0] in d.hand(win) and drawn[1] in d.hand(1 - win)
        return next(c.code for c in drawn if c in d.hand(q.seat))
    if k == "turned_card":
        assert d is not None
        card = parse_card(q.data["turned"])
        return next(s for s in d.seats if card in d.hand(s))
    if k == "legal":
        raise AssertionError("legal is checked as a set")
    if k in ("may_play", "legal_count", "rule_applies"):
        assert d is not None and d.strict and len(d.current_trick) == 1
        hand = d.hand(q.seat)
        legal = {m.card for m in d.legal_moves()
                 if m.kind == MoveKind.CARD and m.card is not None}
        if k == "may_play":
            return parse_card(q.data["card"]) in legal
        if k == "legal_count":
            return len(legal)
        # which rule: read off the hand, the lead and what the engine allows
        led = d.current_trick[0][1]
        suit = [c for c in hand if c.suit == led.suit]
        if suit:
            return "follow" if legal == set(suit) else "head"
        assert legal and all(c.suit == d.trump for c in legal) and len(legal) < len(hand)
        return "trump"
    if k == "strict_now":
        assert d is not None and d.current_trick
        free = d.closed_by is None and not d.talon_exhausted
        assert d.strict == (not free)
        return not free
    if k == "marriage_value":
        assert d is not None
        after = d.copy()
        after.play(f"m:Q{q.data['suit']}")
        return after.marriages[-1][2]
    if k == "marriage_lead":
        assert d is not None
        suit = q.data["suit"]
        ok = [c for _, c in q.choices if Move.parse(f"m:{c}") in d.legal_moves()]
        assert len(ok) == 1 and ok[0][1] == suit  # the one card of the pair among the choices
        return ok[0]
    if k == "marriages_in_hand":
        assert d is not None and not d.current_trick
        codes = {c.code for c in d.hand(q.seat)}
        pairs = {c[1] for c in codes if c[0] == "K" and "Q" + c[1] in codes}
        assert pairs == {m.card.suit.letter for m in d.legal_moves()
                         if m.kind == MoveKind.MARRIAGE and m.card is not None}
        return len(pairs)
    if k == "may_marry":
        assert d is not None
        return Move.parse(q.data["move"]) in d.legal_moves()
    if k == "marriage_points":
        assert d is not None
        return d.points(q.seat)
    if k == "may_exchange":
        assert d is not None
        return Move(MoveKind.EXCHANGE) in d.legal_moves()
    if k == "exchange_gain":
        assert d is not None
        before = sum(c.points for c in d.hand(q.seat))
        d.play("x")
        return sum(c.points for c in d.hand(q.seat)) - before
    if k == "exchange_why":
        assert d is not None and d.trump is not None
        assert Card(d.trump, Rank.UNTER) in d.hand(q.seat) and not d.talon_exhausted
        if Move(MoveKind.EXCHANGE) in d.legal_moves():
            return "yes"
        if d.current_trick:  # answering a lead: the exchange belongs to the lead
            assert d.talon_size - 1 >= d.variant.exchange_min_talon  # (the only reason)
            return "lead"
        assert d.talon_size - 1 < d.variant.exchange_min_talon  # face-down cards
        return "few"
    if k in ("exchange_after", "trumps_after"):
        assert d is not None and d.trump is not None
        turned = d.trump_card
        d.play("x")
        assert turned in d.hand(q.seat)
        if k == "exchange_after":
            assert d.trump_card is not None
            return d.trump_card.code
        return sum(c.suit == d.trump for c in d.hand(q.seat))
    if k == "may_close":
        assert d is not None
        return Move(MoveKind.CLOSE) in d.legal_moves()
    if k == "close_why":
        assert d is not None and d.closed_by is None
        if Move(MoveKind.CLOSE) in d.legal_moves():
            return "yes"
        if d.current_trick:  # answering a lead, with enough cards left: the only reason
            assert d.talon_size >= d.variant.close_min_talon
            return "lead"
        return "gone" if d.talon_exhausted else "few"
    if k == "close_left":
        assert d is not None and Move(MoveKind.CLOSE) in d.legal_moves()
        talon = len(d.deck) - 2 * d.variant.hand_size - 2 * len(d.tricks)  # the turned card too
        d.play("close")
        assert d.talon_size == talon
        return talon
    if k == "close_failed":
        assert d is not None and d.result is not None and d.closed_by is not None
        assert d.result.winners == (q.seat,) and q.seat != d.closed_by
        return d.result.game_points
    if k in ("closed_game_points", "game_points"):
        assert d is not None and d.result is not None
        assert d.result.winners[0] == q.seat
        return d.result.game_points
    if k == "claim":
        assert d is not None
        d.play("claim")
        assert d.result is not None
        return d.result.reason == ResultReason.CLAIM
    if k == "wrong_claim":
        assert d is not None
        d.play("claim")
        assert d.result is not None and d.result.reason == ResultReason.WRONG_CLAIM
        assert q.seat in d.result.winners
        return d.result.game_points
    if k == "claim_need":
        assert d is not None and not d.current_trick
        return d.variant.target_points - d.points(q.seat)
    if k == "claim_wrong_who":
        assert d is not None
        claimer = d.to_move
        d.play("claim")
        assert d.result is not None and d.result.reason == ResultReason.WRONG_CLAIM
        assert d.result.winners == (1 - (claimer or 0),)
        return d.result.winners[0]
    if k == "loser_gap":
        assert d is not None and d.result is not None and d.result.game_points == 2
        r = d.result
        assert q.seat not in r.winners and r.tricks[q.seat] > 0
        return d.variant.half_target_points - r.points[q.seat]
    if k == "score_why":
        assert d is not None and d.result is not None
        r = d.result
        loser = 1 - r.winners[0]
        assert r.reason in (ResultReason.CLAIM, ResultReason.LAST_TRICK)
        if r.tricks[loser] == 0:
            return "no_trick"
        return "under_half" if r.points[loser] < d.variant.half_target_points else "over_half"
    if k == "last_trick":
        assert d is not None and d.result is not None
        assert d.result.reason == ResultReason.LAST_TRICK
        assert d.result.winners == (d.tricks[-1].winner,)
        return d.result.winners[0]
    if k in ("match_over", "match_winner", "deals_needed"):
        m, deals = play_match(q.data)
        assert [list(x) for x in deals] == [list(x) for x in q.data["deals"]]
        if k == "match_over":
            return m.is_over
        if k == "match_winner":
            return m.winner
        need = m.scores[q.seat]
        most = max(v for v in vars(m.variant.game_points).values() if isinstance(v, int))
        return -(-need // most)
    if k in ("bummerl", "bummerl_sheet"):
        m, deals = play_match(q.data)
        assert [list(x) for x in deals] == [list(x) for x in q.data["deals"]]
        seat = deals[-1][0] if k == "bummerl" else q.seat
        return m.scores[seat]
    raise AssertionError(f"no engine check for {k!r}")


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_pool_is_big_enough_and_all_different(chapter: str) -> None:
    qs = pool(chapter)
    assert len(qs) >= POOL_MIN
    shown = {json.dumps(q.as_json("en"), sort_keys=True) for q in qs}
    assert len(shown) == len(qs)
    assert {q.chapter for q in qs} == {chapter}
    assert len(qs) >= ROUND and 0 < SOLID <= ROUND


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_answer_is_the_engines(chapter: str) -> None:
    for q in pool(chapter):
        assert q.correct and all(0 <= i < len(q.choices) for i in q.correct)
        assert len(set(map(str, q.choices))) == len(q.choices), q  # no choice twice
        if q.kind == "legal":
            d = deal_of(q)
            legal = {m.card.code for m in d.legal_moves()
                     if m.kind == MoveKind.CARD and m.card is not None}
            assert {q.choices[i][1] for i in q.correct} == legal
            assert {c for _, c in q.choices} == {c.code for c in d.hand(q.seat)}
            assert q.multiple
            continue
        assert not q.multiple
        assert answer(q) == engine_answer(q), (q.kind, q.prompt, q.choices, q.correct)


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_at_least_five_kinds_of_question(chapter: str) -> None:
    """A drill with three kinds of question shows a reader all of them in a round or two."""
    assert len(KINDS[chapter]) >= 5
    assert len({q.kind for q in pool(chapter)}) == len(KINDS[chapter])


def test_yes_and_no_both_come_up() -> None:
    """A yes/no drill whose answer is always the same teaches nothing."""
    for chapter, kind in [("tricks", "would_win"), ("strict-rules", "may_play"),
                          ("strict-rules", "strict_now"), ("match", "match_over"),
                          ("marriages", "may_marry"),
                          ("exchange", "may_exchange"),
                          ("closing", "may_close"), ("claiming", "claim")]:
        seen = {answer(q) for q in pool(chapter) if q.kind == kind}
        assert seen == {True, False}, (chapter, kind)


# -- each question asks only what its chapter and the ones before it teach ----------------------

#: the chapter that first teaches what a message key speaks of (the longest prefix wins)
TAUGHT = {
    "drill.card": "cards", "drill.higher": "cards", "drill.pile": "cards", "drill.pic": "cards",
    "drill.which_worth": "cards", "drill.more_points": "cards",
    "drill.drawn_card": "drawing", "drill.pic.talon_top": "drawing",
    "drill.yes": "cards", "drill.no": "cards", "drill.suit": "cards",
    "drill.seat": "dealing", "drill.turned": "dealing", "drill.forehand": "dealing",
    "drill.trump_suit": "dealing", "drill.pic.turned": "dealing", "drill.pic.pack": "dealing",
    "drill.variant": "dealing", "drill.hand_size": "dealing", "drill.talon_size": "dealing",
    "drill.packets": "dealing", "drill.first_lead": "dealing", "drill.you": "dealing",
    "drill.opponent": "dealing",
    "quiz.ctx.trump": "dealing",
    "drill.trick": "tricks", "trick.": "tricks", "drill.leads_next": "tricks",
    "drill.winning_cards": "tricks", "drill.would_win": "tricks", "drill.pic.led": "tricks",
    "drill.pic.seat": "tricks", "drill.pic.table": "tricks", "quiz.trick_no": "tricks",
    "quiz.hand": "tricks",
    "drill.talon_left": "drawing", "drill.draws_first": "drawing",
    "drill.turned_card": "drawing", "quiz.ctx.talon.open": "drawing",
    "quiz.ctx.talon.gone": "drawing", "quiz.legal": "drawing",
    "drill.marriage": "marriages", "drill.may_marry": "marriages",
    "quiz.ctx.marriage": "marriages", "rule.marriage": "marriages", "drill.pic.won": "marriages",
    "drill.may_exchange": "exchange", "drill.exchange": "exchange", "rule.exchange": "exchange",
    "drill.trumps_after": "exchange",
    "drill.may_close": "closing", "drill.closed": "closing", "rule.close": "closing",
    "drill.close_why": "closing", "drill.close_left": "closing", "drill.close_failed": "closing",
    "quiz.ctx.talon.closed": "closing",
    "drill.may_play": "strict-rules", "drill.legal_count": "strict-rules",
    "drill.rule_applies": "strict-rules", "drill.strict": "strict-rules",
    "drill.claim": "claiming", "drill.wrong_claim": "claiming", "drill.last_trick": "claiming",
    "rule.claim": "claiming", "drill.end": "claiming", "drill.pic.last": "claiming",
    "quiz.ctx.seat": "claiming", "drill.claim_need": "claiming",
    "drill.claim_wrong_who": "claiming", "drill.loser_gap": "scoring",
    "drill.score_why": "scoring",
    "drill.game_points": "scoring",
    "drill.bummerl": "match", "drill.match_over": "match", "drill.match_winner": "match",
    "drill.deals_needed": "match",
    "rule.lead_only": "marriages",
}


#: the chapter that teaches what each kind of question asks
KIND_TAUGHT = {
    "card_value": "cards", "higher": "cards", "pile": "cards", "which_worth": "cards",
    "more_points": "cards", "drawn_card": "drawing",
    "turned": "dealing", "forehand": "dealing", "trump_suit": "dealing",
    "hand_size": "dealing", "talon_size": "dealing", "packets": "dealing",
    "first_lead": "dealing",
    "trick": "tricks", "trick_points": "tricks", "leads_next": "tricks",
    "winning_cards": "tricks", "would_win": "tricks",
    "talon_left": "drawing", "draws_first": "drawing", "turned_card": "drawing",
    "legal": "drawing",
    "marriage_value": "marriages", "may_marry": "marriages", "marriage_points": "marriages",
    "marriage_lead": "marriages", "marriages_in_hand": "marriages",
    "may_exchange": "exchange", "exchange_gain": "exchange", "exchange_why": "exchange",
    "exchange_after": "exchange", "trumps_after": "exchange",
    "may_close": "closing", "closed_game_points": "closing", "close_why": "closing",
    "close_left": "closing", "close_failed": "closing",
    "may_play": "strict-rules", "legal_count": "strict-rules", "rule_applies": "strict-rules",
    "strict_now": "strict-rules",
    "claim": "claiming", "wrong_claim": "claiming", "last_trick": "claiming",
    "game_points": "scoring", "loser_gap": "scoring", "score_why": "scoring",
    "claim_need": "claiming", "claim_wrong_who": "claiming",
    "bummerl": "match", "bummerl_sheet": "match", "match_over": "match",
    "match_winner": "match", "deals_needed": "match",
}


def test_every_kind_is_in_the_map() -> None:
    assert {q.kind for c in CHAPTERS for q in pool(c)} == set(KIND_TAUGHT)
    assert set(KINDS) == set(CHAPTERS)


def taught_in(key: str) -> str:
    best = max((p for p in TAUGHT if key.startswith(p)), key=len, default=None)
    assert best is not None, f"no chapter teaches {key!r}: add it to TAUGHT"
    return TAUGHT[best]


def keys_of(q: DrillQuestion) -> set[str]:
    keys = {q.prompt[0], *(k for k, _ in q.facts), *(k for k, _ in q.rule)}
    keys |= {p.caption[0] for p in q.pictures if p.caption}
    keys |= {x[0] for p in q.pictures for x in p.labels if x}
    keys |= {v[0] for k, v in q.choices if k == "line"}
    return keys


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_questions_ask_only_what_was_taught(chapter: str) -> None:
    order = {c: i for i, c in enumerate(CHAPTERS)}
    for q in pool(chapter):
        late = {k: taught_in(k) for k in keys_of(q) if order[taught_in(k)] > order[chapter]}
        assert not late, (chapter, q.kind, late)
        assert order[KIND_TAUGHT[q.kind]] <= order[chapter], (chapter, q.kind)
        if q.deal_text and order[chapter] < order["closing"]:
            d = deal_of(q)
            assert d.closed_by is None and all(m.kind != MoveKind.CLOSE for m in d.moves)
        if q.deal_text and order[chapter] < order["exchange"]:
            assert all(m.kind != MoveKind.EXCHANGE for m in deal_of(q).moves)
        if q.deal_text and order[chapter] < order["marriages"]:
            assert all(m.kind != MoveKind.MARRIAGE for m in deal_of(q).moves)


# -- the page ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_in_every_language(lang: str) -> None:
    for chapter in CHAPTERS:
        data = pool_json(chapter, lang)
        assert len(data["questions"]) >= POOL_MIN
        for i in range(len(data["questions"])):
            q = opened(data, i)
            texts = [q["q"], q["r"], *q["f"], *q["o"]]
            texts += [p["c"] for p in q["p"]] + [x for p in q["p"] for x in p["l"]]
            for t in texts:
                assert "{" not in t and "}" not in t, (lang, chapter, t)
            assert q["q"] and q["r"] and q["o"]
            assert all(c in data["cards"] for p in q["p"] for c in p["cards"])
        text = data["text"]
        assert len(text["score"]) == ROUND + 1 and len(text["best"]) == ROUND + 1
        # the answer as shown, or inside the sentence ({answer.mid}: "… igen.")
        assert "{number}" in text["progress"] and "{answer" in text["answer"]
        assert all(text["short"][n] for n in range(SOLID))


def feedback(q: dict[str, Any], text: dict[str, Any], ok: bool) -> str:
    """What ``js/drill.js`` shows after an answer: the verdict ("Right." / "Not quite."), on
    a wrong answer the right one ("The answer: No.") unless the rule opens with it, then the
    rule (the same steps as the script's ``answer``)."""
    words = q["r"]
    if not ok:
        labels = ", ".join(q["o"][i] for i in q["a"])
        if not words.startswith(labels):
            words = text["answer"].replace("{answer}", labels) + " " + words
    return str(text["right"] if ok else text["wrong"]) + " " + str(words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_feedback_gives_the_answer_once(lang: str) -> None:
    """The round-9 readers: "Nem: a talon elfogyott. Nem. A talont már...", hr "Nije točno.
    Ne.": the feedback says the verdict, the answer once, then the reason; never a yes or a
    no a second time."""
    from schnapsen.i18n import translate

    yes_no = [translate(k, lang) for k in ("drill.yes", "drill.no")]
    said = re.compile(r"(?:^|[.:;]\s+)(" + "|".join(map(re.escape, yes_no)) + r")(?=[.:,;])")
    for chapter in CHAPTERS:
        data = pool_json(chapter, lang)
        for i in range(len(data["questions"])):
            q = opened(data, i)
            for ok in (True, False):
                shown = feedback(q, data["text"], ok)
                assert len(said.findall(shown)) <= 1, (lang, chapter, shown)


def test_other_languages_are_not_english() -> None:
    en = pool_json("closing", "en")["questions"]
    for lang in LANGUAGES[1:]:
        other = pool_json("closing", lang)["questions"]
        same = [a["q"] for a, b in zip(en, other, strict=True) if a["q"] == b["q"]]
        assert not same, (lang, same[:3])


def test_the_cell_output() -> None:
    out = str(drill("exchange", "hr"))
    assert 'class="sb-drill"' in out and 'data-chapter="exchange"' in out
    data = re.search(r'<script type="application/json" class="sb-drill-data">(.*?)</script>',
                     out, re.S)
    assert data is not None
    assert json.loads(data.group(1))["chapter"] == "exchange"
    assert "window.SBProgress" in out and "sb-drill-css" in out
    assert not re.search(r"""(src|href)=["']?https?:""", out)  # nothing from outside the site
    assert "cdn" not in out.lower()
    with pytest.raises(ValueError):
        drill("nowhere", "en")


def test_cards_and_suits_are_the_twenty() -> None:
    deck = {c.code for c in make_deck(20)}
    for chapter in CHAPTERS:
        for q in pool(chapter):
            for p in q.pictures:
                assert set(p.cards) <= deck


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_a_round_is_spread_over_the_kinds(chapter: str) -> None:
    """Ten questions of a round come from the chapter's kinds of question in turn: with k
    kinds none gives more than ceil(10 / k) (the dealing drill asked "which card is turned"
    five times of ten)."""
    kinds = [q.kind for q in pool(chapter)]
    k = len(set(kinds))
    cap = -(-ROUND // k)
    seen: collections.Counter[str] = collections.Counter()
    for seed in range(300):
        drawn = draw_round(kinds, ROUND, random.Random(seed))
        assert len(drawn) == ROUND and len(set(drawn)) == ROUND
        count = collections.Counter(kinds[i] for i in drawn)
        assert max(count.values()) <= cap, (seed, count)
        assert len(count) == min(k, ROUND)
        seen.update(count)
    assert set(seen) == set(kinds)  # every kind comes up
    if k >= 4:
        assert cap <= 3


@pytest.mark.parametrize("chapter", (*CHAPTERS, *TRADITION_DRILLS))
def test_no_round_asks_the_same_question_twice(chapter: str) -> None:
    """A new learner (round 26) met "In which packets are the cards dealt?" twice in one round
    of the dealing drill, and the same exchange question with the same answer twice: the pool's
    questions differ in their position, but two of them read the same (question, choices,
    and the rule with its numbers). A round takes one question of each look, still ten, and
    the page carries the looks for its script."""
    qs = pool(chapter)
    kinds = [q.kind for q in qs]
    look = looks(qs)
    assert look == pool_json(chapter, "hr")["looks"]
    for seed in range(300):
        drawn = draw_round(kinds, ROUND, random.Random(seed), look)
        assert len(drawn) == ROUND
        assert len({look[i] for i in drawn}) == ROUND, (seed, drawn)
    if chapter == "dealing":  # it has such questions: without the looks a round repeats one
        assert any(len({look[i] for i in draw_round(kinds, ROUND, random.Random(s))}) < ROUND
                   for s in range(300))


def test_a_round_from_a_small_pool_or_one_kind() -> None:
    rng = random.Random(1)
    assert sorted(draw_round(["a", "a", "b"], 10, rng)) == [0, 1, 2]
    assert len(set(draw_round(["a"] * 30, 10, rng))) == 10
    # a kind that runs out drops out: the others fill the round
    kinds = ["rare"] * 2 + ["common"] * 20
    drawn = draw_round(kinds, 10, rng)
    assert len(set(drawn)) == 10 and sum(kinds[i] == "rare" for i in drawn) == 2


#: what a question of each kind must show to be answerable: a fact's key, a picture's caption
#: key ("cards" for an uncaptioned row), or the prompt's parameters
SHOWN: dict[str, tuple[str, ...]] = {
    "hand_size": ("drill.variant",), "talon_size": ("drill.variant",),
    "packets": ("drill.variant",),
    "leads_next": ("quiz.ctx.trump", "cards"), "would_win": ("quiz.ctx.trump", "cards"),
    "winning_cards": ("quiz.ctx.trump", "drill.pic.table", "quiz.hand"),
    "drawn_card": ("quiz.ctx.trump", "cards", "drill.pic.talon_top"),
    "marriage_lead": ("quiz.ctx.trump", "quiz.hand"),
    "marriages_in_hand": ("quiz.hand",),
    "exchange_why": ("quiz.ctx.talon.", "quiz.hand"),
    "exchange_after": ("quiz.ctx.trump", "drill.pic.turned"),
    "trumps_after": ("quiz.ctx.trump", "quiz.hand", "drill.pic.turned"),
    "close_why": ("quiz.ctx.talon.",), "close_failed": ("quiz.ctx.trump",),
    "may_play": ("quiz.ctx.trump", "quiz.ctx.talon.", "drill.pic.table", "quiz.hand"),
    "legal_count": ("quiz.ctx.trump", "drill.pic.table", "quiz.hand"),
    "rule_applies": ("quiz.ctx.trump", "drill.pic.table", "quiz.hand"),
    "strict_now": ("quiz.ctx.talon.",),
    "which_worth": ("cards",), "more_points": ("drill.more_points.a", "drill.more_points.b"),
    "match_over": ("drill.bummerl.start",), "match_winner": ("drill.bummerl.deal",),
    "deals_needed": ("drill.bummerl.start",), "score_why": ("quiz.ctx.seat",),
}


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_the_new_kinds_show_what_they_ask_about(chapter: str) -> None:
    """A question names or pictures everything its answer needs (the game whose deal it asks
    about, the lead and the hand, the talon's state, the score sheet)."""
    for q in pool(chapter):
        if q.kind not in SHOWN:
            continue
        shown = {k for k, _ in q.facts}
        shown |= {p.caption[0] if p.caption else "cards" for p in q.pictures}
        for need in SHOWN[q.kind]:
            assert any(s.startswith(need) for s in shown), (q.kind, need, shown)
        if q.kind in ("winning_cards", "may_play", "legal_count", "rule_applies"):
            d = deal_of(q)
            hand = next(p for p in q.pictures if p.caption and p.caption[0] == "quiz.hand")
            assert set(hand.cards) == {c.code for c in d.hand(q.seat)}


# -- the answers stay sealed in the page until the reader answers ------------------------------


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_page_does_not_give_the_answers_away(lang: str) -> None:
    """The page carries no question's right choices or rule in its text: each travels sealed
    (``s``) and opens to the engine's answer and rule (the question's own ``as_json``)."""
    for chapter in CHAPTERS:
        out = str(drill(chapter, lang))
        found = re.search(r'class="sb-drill-data">(.*?)</script>', out, re.S)
        assert found is not None
        data = json.loads(found.group(1))
        for i, (shown, q) in enumerate(zip(data["questions"], pool(chapter), strict=True)):
            assert "a" not in shown and "r" not in shown and shown["s"]
            plain = q.as_json(lang)
            assert {k: v for k, v in opened(data, i).items() if k != "s"} == plain
            # the rule's words are nowhere in the page (a rule of a few letters apart)
            if len(plain["r"]) > 12:
                assert plain["r"] not in out and json.dumps(plain["r"])[1:-1] not in out


@pytest.mark.skipif(shutil.which("node") is None, reason="node runs the page's script")
def test_the_page_script_opens_what_python_sealed(tmp_path: Path) -> None:
    """``unseal`` of ``js/drill.js`` (run by node, with its own TextEncoder and atob) opens
    every sealed answer of a pool to what Python sealed, letters of every edition included."""
    data = pool_json("closing", "cs")
    script = tmp_path / "unseal.js"
    script.write_text(
        "globalThis.window = globalThis; globalThis.document = {readyState: 'loading',"
        " addEventListener() {}};\n" + js_source("drill.js") + "\n"
        "const data = " + json.dumps(data) + ";\n"
        "console.log(JSON.stringify(data.questions.map((q, i) =>"
        " window.__sbDrillUnseal(q.s, data.chapter + '|' + i))));\n", encoding="utf-8")
    out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    opened_js = json.loads(out.stdout)
    want = [{"a": opened(data, i)["a"], "r": opened(data, i)["r"]}
            for i in range(len(data["questions"]))]
    assert opened_js == want


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bummerl_sheet_with_no_deal_won_says_so(lang: str) -> None:
    """A seat that has won no deal has nothing taken off: its own sentence (round 10, item 7),
    never the sum "7 = 7"."""
    from schnapsen.teach.drills import line_text, q_bummerl_sheet

    seen = {True: 0, False: 0}
    for seed in range(400):
        q = q_bummerl_sheet(random.Random(seed))
        if q is None:
            continue
        won = any(w == q.seat for w, _ in q.data["deals"])
        seen[won] += 1
        (key, params), = q.rule
        text = line_text(q.rule[0], lang)
        if won:
            assert key == "drill.bummerl_sheet.rule" and " = " in text
        else:
            assert key == "drill.bummerl_sheet.rule.none", text
            assert not re.search(r"\b(\d+) = \1\b", text) and str(params["rest"]) in text
        if all(seen.values()):
            break
    assert all(seen.values()), seen


#: a refusal said to the reader ("you"), in each edition
TO_YOU = {"en": r"\b(you|your)\b", "hr": r"\b(Morate|morate|vam|imate|Nemate|smijete)\b",
          "sl": r"\b(moraš|potrebuješ|imaš|nimaš|smeš|si)\b",
          "hu": r"\b(nálad|adnod|ütnöd|tenned|felülütnöd)\b",
          "cs": r"\b(Musíte|musíte|potřebujete|máte|Nemáte|nesmíte)\b"}


@functools.cache
def _refusals() -> tuple[tuple[tuple[str, dict[str, Any]], int], ...]:
    """The engine's refusals (reason, seat asked about) of the marriage and exchange drills'
    questions of seeds 0..299: made once, said in each language by the test below."""
    from schnapsen.teach.drills import q_may_exchange, q_may_marry

    out = []
    for make in (q_may_marry, q_may_exchange):
        for seed in range(300):
            q = make(random.Random(seed))
            if q is None or not q.rule[-1][0].startswith("rule."):
                continue  # a move the rules allow: no refusal to say
            out.append((q.rule[-1], q.seat))
    return tuple(out)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refusal_about_another_seat_speaks_of_that_seat(lang: str) -> None:
    """A drill asking whether seat 2 may marry or exchange gives the engine's reason said of
    seat 2, not to "you" (round 10, item 9)."""
    from schnapsen.teach.drills import line_text

    said = 0
    for rule, seat in _refusals():
        key, params = rule
        text = line_text(rule, lang)
        assert not re.search(TO_YOU[lang], text), (key, text)
        if key.endswith(".seat"):
            said += 1
            assert params["seat"] == seat
    assert said >= 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reader_is_named_with_their_seat(lang: str) -> None:
    """Round 10: the drills speak of "seat 1" and "seat 2", and the dealing drill of "you":
    the reader's choice names their seat too ("You (seat 1)"), in every edition, with the
    seat's own words of the other questions."""
    from schnapsen.teach.drills import line_text

    q = next(q for q in pool("dealing") if q.kind == "first_lead")
    you, opp = (q.choice_text(c, lang) for c in q.choices)
    seat1 = line_text(("drill.seat", {"seat": 0}), lang)
    seat2 = line_text(("drill.seat", {"seat": 1}), lang)
    assert you.startswith(translate("drill.you", lang)), you
    assert opp.startswith(translate("drill.opponent", lang)), opp
    # the seat inside the brackets is the seat the other questions name (in its own case)
    assert seat1.split()[-1].lower() in you.lower() and seat2.split()[-1].lower() in opp.lower()
    assert you != opp


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_round_ends_with_the_next_chapter(lang: str) -> None:
    """Round 10: a finished drill led nowhere. Each drill's data carries the link to the
    next page of the edition's table of contents (the order tools/editions.py gives it: the
    edition's own tradition first) with its title, which the page's script shows under the
    score."""
    from schnapsen.teach.path import page_source, page_title
    from tools.editions import _files_of, edition_toc

    order = [f.rsplit("/", 1)[-1] for f in _files_of(edition_toc(lang))]
    for chapter in CHAPTERS:
        link = pool_json(chapter, lang)["next"]
        after = order[order.index(chapter) + 1]
        assert link["href"] == f"{after}.html", (chapter, link)
        title = page_title(page_source(after, lang))
        assert link["text"] == translate("drill.ui.onward", lang, title=title)
        assert title in link["text"]
    script = drill_script()
    assert "data.next" in script and "sb-drill-next-chapter" in script


def test_a_claim_is_right_exactly_when_its_sum_reaches_66() -> None:
    """The claim question's rule line adds up the seat's points (its tricks' cards and its
    marriages); "right" must mean that sum reaches 66. A claim that would also announce a
    marriage in hand (the marriage counts with the claim) is not asked: the sum leaves it out
    (a reader found "right" under 2 + 4 + 3 + 10 + 40 = 59)."""
    asked = 0
    for seed in range(300):
        q = q_claim(random.Random(seed))
        if q is None:
            continue
        asked += 1
        key, params = q.rule[0]
        assert (key == "drill.claim.right") == (params["points"] >= 66), (seed, key, params)
    assert asked > 100


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pictures_in_words(lang: str) -> None:
    """Every picture of every pool says its cards in words for a reader who cannot see it
    (issue 23: the pictures gave a screen reader only the corner letters): each card of the
    picture by its name in the edition's words, in the picture's order, after its caption."""
    from schnapsen.render import names_for

    names = names_for(lang)
    seen = 0
    for chapter in CHAPTERS:
        data = pool_json(chapter, lang)
        for q in data["questions"]:
            for p in q["p"]:
                words = p["a"]
                at = 0
                for code in p["cards"]:
                    name = names.card_name(parse_card(code))
                    found = words.find(name, at)
                    assert found >= 0, (chapter, code, words)
                    at = found + len(name)
                if p["c"]:
                    assert words.startswith(p["c"] + ": "), words
                for label in p["l"]:
                    assert not label or f"({label})" in words, (label, words)
                seen += 1
    assert seen > 100


def test_every_scoring_item_says_how_its_deal_ended() -> None:
    """The scoring drill (round 17's reader: "Seat 2: 106 points, 6 tricks. Seat 1 wins"):
    every item says how its deal ended (a right claim, the last trick, a close, a wrong
    claim), and no deal won by a claim or the last trick has a loser with the target's
    points or more (a seat that never claimed: impossible-looking to a beginner)."""
    from schnapsen.teach.drills import pool
    from schnapsen.variants import find_variant

    target = find_variant("at").target_points
    ends = ("drill.end.claim", "drill.end.last")
    for q in pool("scoring"):
        keys = [q.prompt[0], *(f[0] for f in q.facts)]
        if q.kind in ("game_points", "loser_gap", "score_why"):
            assert any(k in ends for k in keys), (q.kind, keys)
            lost = q.facts[1][1] if q.kind == "score_why" else q.prompt[1]
            assert lost["points"] < target, (q.kind, lost)
        else:
            assert any(k.startswith(("drill.closed.", "drill.wrong_claim.")) for k in keys), (
                q.kind, keys)
