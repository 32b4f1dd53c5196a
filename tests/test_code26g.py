"""Round 26 (hu blind reader): code items of helper code26g."""

from __future__ import annotations

import schnapsen as s
from schnapsen.search.hint import hint
from schnapsen.search.reasons import alone


def test_a_three_hand_declarer_has_no_unknown_partner() -> None:
    """hu worst 2: the hármas trump bid's hint said "a partit te és a még ismeretlen társad
    nyeritek" (you and your partner, not yet known, win the deal); the declarer of a game
    for three plays alone. The unknown partner only where the variant hides one (hu-4)."""
    d = s.Deal.new("hu-3", seed=0)
    obs = d.observation(d.to_move or 0)
    assert obs.stage == s.Stage.TRUMP and alone(obs)
    hs = hint(d, worlds=12, distinct=True)
    for h in hs:
        assert h.solo
        for lang in ("en", "hu"):
            text = h.text(lang)
            assert "not yet known" not in text and "ismeretlen" not in text, (lang, text)
    assert "you win the deal" in hs[0].text("en"), hs[0].text("en")
    # the four-hand game's declarer before its call: its partner is still unknown
    d4 = s.Deal.new("hu-4", seed=0)
    assert not alone(d4.observation(d4.to_move or 0))


def test_a_turning_point_is_a_mistake() -> None:
    """hu worst 3, item 12: the review named "a fordulópont" for a move that cost 0.1 game
    point in a won deal with no mistake. A turning point is a mistake (the grade's
    threshold, GOOD_WITHIN); else the review's "no turning point" line, which then does not
    say that nothing cost anything."""
    from types import SimpleNamespace
    from typing import Any, cast

    from schnapsen.moves import Move
    from schnapsen.search.review import Decision, Review
    from schnapsen.widgets.play_review_words import ReviewWords

    def decision(i: int, kind: str, loss: float) -> Decision:
        g = cast(Any, SimpleNamespace(kind=kind, loss=loss, lost=False))
        return Decision(i, Move.parse("AH"), i + 1, s.Stage.PLAY, g)

    d = s.Deal.new("at", seed=0)
    r = Review(d, 0, (decision(0, "best", 0.0), decision(1, "good", 0.1)))
    assert r.turning_point is None
    r2 = Review(d, 0, (decision(0, "good", 0.4), decision(1, "mistake", 0.6),
                       decision(2, "mistake", 1.2)))
    assert r2.turning_point is r2.decisions[2]
    for lang in ("en", "hr", "sl", "hu", "cs"):
        words = ReviewWords.__new__(ReviewWords)
        cast(Any, words).lang = lang
        cast(Any, words).review = r
        cast(Any, words)._missed = (r, None)
        lines = words.summary_lines()
        assert len(lines) == 2, lines
        if lang == "en":
            assert lines[1] == "No turning point: none of your decisions was a mistake.", lines


def test_the_likely_deals_are_counted_not_their_game_points_summed() -> None:
    """hu worst 3, item 30: "in 12 likely deals you win 2 game points in all and lose 16".
    What a move wins over the likely deals says in how many it wins and loses the deal: "you
    win the deal in 2 of the 12 likely deals and lose it in 10", in every edition (the mean is
    the hint's own figure, said once beside it, not again inside the reason's bracket)."""
    from schnapsen.cards import Card
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint, _what_it_wins
    from schnapsen.search.playout import MoveStats
    from schnapsen.search.reasons import ALSO, why_text

    move = Move.play(Card.parse("AH"))
    st = MoveStats(move)
    for v in [1, 1] + [-1.0] * 8 + [-4.2, -4.2]:
        st.add(v)
    h = Hint(move, st.mean, False, 12, 2, "x")
    clause = _what_it_wins(h, st, by_wins=False, solo=True)
    text = why_text("search.why.lead.sure", {"card": move.card, ALSO: clause}, "en")
    assert "you win the deal in 2 of the 12 likely deals and lose it in 10" in text, text
    assert "on average" not in text, text
    assert "in all" not in text
    hu = why_text("search.why.lead.sure", {"card": move.card, ALSO: clause}, "hu")
    assert "összesen" not in hu and "10" in hu, hu
    for lang in ("hr", "sl", "cs"):
        said = why_text("search.why.lead.sure", {"card": move.card, ALSO: clause}, lang)
        assert "{" not in said and "10" in said, (lang, said)


def test_the_better_card_is_put_on_a_lead_not_led() -> None:
    """hu item 11: the review said "Jobb lett volna kijátszani a tök ászt" where the reader
    was answering a lead. The move's verb follows whether the seat leads or answers (hu
    "rátenni"; en "play" for both)."""
    from schnapsen.explain import format_message, move_act

    d = s.Deal.new("hu-2", seed=3)
    while d.stage != s.Stage.PLAY:
        d.push(d.legal_moves()[0])
    lead = move_act(d.legal_moves()[0], "hu", deal=d)
    # a lead by the lead's own verb (round 28: move.verb.card.lead, hu "kihívni")
    assert str(lead.verb).startswith("kihívni"), lead.verb
    d.push(next(m for m in d.legal_moves() if m.card is not None))
    answer = next(m for m in d.legal_moves() if m.card is not None)
    for lang in ("en", "hr", "sl", "hu", "cs"):
        act = move_act(answer, lang, deal=d)
        text = format_message("review.turning.better", {"move": act, "reason": "x"}, lang)
        assert "{" not in text, (lang, text)
        if lang == "hu":
            assert "rátenni" in text and "kijátszani" not in text, text
            assert "ráteszi" in str(act.does), act.does
        if lang == "en":
            assert "play the" in str(act.verb), act.verb


def test_the_only_best_move_is_not_one_of_the_best() -> None:
    """hu item 15: a puzzle's solution said "Az egyik legjobb folytatás innen: bejelented,
    hogy elég" where only that move wins. Where the puzzle has one best move, its line is
    "the best play from here"; where it has more, still "a best line"."""
    from schnapsen.practice import puzzles

    exact = [p for p in puzzles() if p.check.kind == "exact"]
    # a claim that is the best move has no line, its sentence alone (round 31, hr 10)
    one = next(p for p in exact if len(p.answer) == 1 and str(p.answer[0]) != "claim")
    more = next(p for p in exact if len(p.answer) > 1)
    assert "The best play from here, trick by trick:" in one.solution_parts("en")[1]
    assert "A best line of play from here" in more.solution_parts("en")[1]
    hu = one.solution_parts("hu")[1]
    assert "A legjobb folytatás innen:" in hu and "egyik legjobb" not in hu, hu
    for lang in ("hr", "sl", "cs"):
        said = one.solution_parts(lang)[1]
        assert "{" not in said and said != more.solution_parts(lang)[1], (lang, said)


def test_no_card_is_drawn_after_a_trick_that_ends_the_deal() -> None:
    """hu item 23: in the source's mode (the deal ends by itself at 66), after the opponent
    reached 67 the log said "the opponent drew a card; you drew the turned trump". The deal
    drew after the trick that ended it (a kernel bug): no card is drawn once the deal is over,
    in the deal and in the search's core alike."""
    import random

    from schnapsen.search.core import Core, move_code
    from schnapsen.search.playout import playout_move
    from schnapsen.variants import find_variant

    v = find_variant("hu-2").with_options(claim="auto")
    seen = 0
    for seed in range(40):
        d = s.Deal.new(v, seed=seed)
        rng = random.Random(seed)
        while not d.is_over:
            before = (d.talon_size, list(d.hand_sizes))
            core = Core.from_deal(d) if len(d.current_trick) == 1 else None
            m = playout_move(d, rng, 0.3)
            d.push(m)
            if d.is_over and core is not None and before[0] > 0 and d.tricks_played < 5:
                seen += 1
                assert d.talon_size == before[0], (seed, d.talon_size, before)
                assert sum(d.hand_sizes) == sum(before[1]) - 1
                q = core.play(core.root, move_code(m))
                assert sum(bin(h).count("1") for h in q.hands) == sum(before[1]) - 1
    assert seen >= 1


def test_the_close_trainer_says_no_trick_once() -> None:
    """hu item 18: "Az ellenfelednek 0 pontja van, és eddig egyetlen ütést sem vitt el."
    and below it "Az ellenfeled még nem vitt el ütést." The position's lines say the
    opponent's points and tricks; the verdict's reasons do not say the trick again."""
    from schnapsen.widgets.close import CloseTrainer

    for seed in range(8):
        t = CloseTrainer(variant="hu-2", seed=seed, lang="hu")
        other = next(x for x in t.deal.seats if x != t.seat)
        if t.deal.tricks_won(other) == 0:
            break
    else:
        raise AssertionError("no position where the opponent has no trick")
    t.close_button.click()
    said = " ".join(t.position_lines() + t.reason_lines())
    assert "egyetlen ütést sem vitt el" in said or "még nem vitt el ütést" in said
    assert "Az ellenfeled még nem vitt el ütést." not in said, said
