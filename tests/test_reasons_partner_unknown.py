"""Round 25 (hr blind reader): reasons a beginner trusts must not state false things."""

from __future__ import annotations

from schnapsen.practice import puzzles
from schnapsen.search.reasons import why, why_text


def test_a_claim_with_the_partner_unknown_says_both_holders() -> None:
    """hr-014 (Croatian Šnaps for four, the daily puzzle): the seat has 20 points and does
    not know its partner; the claim, best at 0 on average, wins if the caller holds its own
    called card (the side has 67) and loses if seat 3 holds it (40). The reason said "you
    have only 20 points ... so the claim loses the deal"."""
    p = next(p for p in puzzles("hr") if p.id == "hr-014")
    d = p.deal
    obs = d.observation(p.seat)
    assert obs.partners is None
    key, params = why(d, obs, p.answer[0], 0.0, best=True)
    assert key == "search.why.claim.unknown"
    assert (params["winner"], params["high"], params["loser"], params["low"]) == (0, 67, 2, 40)
    text = why_text(key, params)
    assert "so the claim loses the deal" not in text
    assert "if seat 1 holds it, your side has 67 points" in text
    assert "if seat 3 holds it, your side has only 40 points" in text
    for lang in ("hr", "sl", "hu", "cs"):
        said = why_text(key, params, lang)
        assert "67" in said and "40" in said and "20" in said
    assert "you have only 20 points" not in p.solution_parts("en")[0]


def test_the_last_trick_is_not_enough_to_claim() -> None:
    """The deal's last trick that brings the seat to 66 ends the deal: its reason says so,
    not "enough to claim" (hr guided hand 1, trick 10: "…pa imate 66 bodova, dovoljno za
    „dosta“"). A game of Austrian Schnapsen played out to its last trick (seed 13)."""
    import random

    import schnapsen as s
    from schnapsen.search.playout import playout_move

    d = s.Deal.new("at", seed=13)
    rng = random.Random(13)
    while True:
        assert d.to_move is not None
        obs = d.observation(d.to_move)
        if len(obs.hand) == 1 and len(obs.current_trick) == 1:
            key, params = why(d, obs, obs.legal_moves[0], 1.0)
            if "reach" in key:
                break
        d.push(playout_move(d, rng, 0.3))
    assert key == "search.why.take.reach.auto"
    assert "enough to claim" not in why_text(key, params)
    assert "the deal ends there, and you win it" in why_text(key, params)


def test_a_short_claim_in_the_line_is_not_a_claim_to_have_enough() -> None:
    """A deal lost whatever is played: the search's line may claim right after the move's
    trick with too few points (a wrong claim loses no more than playing on). That is no
    "you take this trick and then claim to have enough" (hr guided hand 1, trick 5, with 7
    points). Austrian Schnapsen, seed 1, played out by seeded playouts to its 11th move."""
    import random

    import schnapsen as s
    from schnapsen.moves import Move
    from schnapsen.search.cause import exact_lines, facts_from
    from schnapsen.search.core import CLAIM, move_code
    from schnapsen.search.playout import playout_move

    d = s.Deal.new("at", seed=1)
    rng = random.Random(1)
    for _ in range(10):
        d.push(playout_move(d, rng, 0.3))
    seat = d.to_move
    assert seat is not None
    move = Move.parse("AC")
    values, lines = exact_lines(d, [move], seat)
    assert values[move] == -2.0
    (core, root, line), = lines.lines[(move_code(move),)]
    assert CLAIM in line  # the line claims short right after the trick
    f = facts_from(lines, (move_code(move),), move, seat)
    assert f.counts["claims"] == 0


def test_a_move_below_the_best_is_compared_with_the_best() -> None:
    """A move graded below the best, whose cause compares it with another move ("in every
    deal tried you win fewer game points than with the Queen of Spades"), names the move the
    grade calls better: the best (hr review: "… nego potezom „baba žira“ … Bolji potez bio
    bi ovaj: desetka bundeve"). Austrian Schnapsen, seed 14, after five seeded moves."""
    import random

    import schnapsen as s
    from schnapsen.search.grade import grade, grade_hints
    from schnapsen.search.playout import playout_move
    from schnapsen.search.reasons import CAUSE

    d = s.Deal.new("at", seed=14)
    rng = random.Random(14)
    for _ in range(5):
        d.push(playout_move(d, rng, 0.3))
    hints = grade_hints(d)
    g = grade(hints, "TS", d)
    assert g.kind == "mistake" and g.best.move == hints[0].move
    cause = g.hint.params[CAUSE]
    assert cause[0].startswith("search.why.cause.vs")
    assert cause[1]["other"] == g.best.move


def test_a_marriage_kept_without_its_other_card_says_it_comes_later() -> None:
    """The better move keeps the Ober of Acorns for a marriage its lines announce later, but
    the King of Acorns is not in the hand (the lines draw it): the clause does not say the
    marriage as if both were in hand (hr guided hand 1, trick 3: "zelena baba vam ostaje u
    ruci za zvanje u zelenoj" with no green King)."""
    import schnapsen as s
    from schnapsen.search.cause import Facts, keeps_clause

    queen = s.Card.parse("QC")
    best = Facts(s.Move.parse("AS"), worlds=4, seat=0)
    best.kept[queen.index] = {"marriage": 3, "late": 0}
    best.hand = 1 << s.Card.parse("AS").index | 1 << queen.index
    spends = Facts(s.Move.parse("QC"), worlds=4, seat=0)
    clause = keeps_clause(best, spends)
    assert clause is not None and clause[0] == "search.why.cause.keeps.marriage.draw"
    assert clause[1]["other"] == s.Card.parse("KC")
    text = why_text("search.why.take", {"card": s.Card.parse("AS"), "points": 11,
                                         "total": 30, "cause": clause})
    assert "once the King of Acorns comes to your hand too" in text


def test_a_claim_with_the_partner_unknown_is_not_exact() -> None:
    """hr-014: the claim is worth +2 or -2 by who holds the called card, 0 on average: its
    hint is a mean over the likely deals, not "exact: the deal ends with the claim"."""
    from schnapsen.search import hint

    p = next(p for p in puzzles("hr") if p.id == "hr-014")
    h = next(h for h in hint(p.deal, p.seat, worlds=12) if h.move.kind == "claim")
    assert h.value == 0.0 and not h.exact
    assert "exact" not in h.sureness("en")
