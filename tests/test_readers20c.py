"""Round-20 readers' findings (issue 25) that needed code, found by the coordinator: each test
names its reader."""

from __future__ import annotations

import random

from schnapsen.deal import Deal
from schnapsen.moves import MoveKind
from schnapsen.teach.quiz import _gp_explanation, line_text


def _played_out(variant: str, seed: int) -> Deal:
    """A deal of ``variant`` played to its end by seeded random moves, every bid passed."""
    deal = Deal.new(variant, seed=seed)
    rng = random.Random(seed)
    while not deal.is_over:
        moves = list(deal.legal_moves())
        passes = [m for m in moves if m.kind == MoveKind.PASS]
        deal.play(passes[0] if passes else rng.choice(moves))
    return deal


def test_a_losing_pair_is_said_as_a_side() -> None:
    """sl reader: "Poraženec je pobral štih, a ima le 18 pik" of a losing pair; the rule's
    line says the losing side ("Poražena stran je pobrala štih …") where it has more than one
    seat, and the loser where it is one seat; never a raw key (a contract's stakes)."""
    kinds: dict[bool, int] = {}
    for seed in range(1, 120):
        deal = _played_out("sl-4", seed)
        lines = _gp_explanation(deal)
        for key, _params in lines:
            assert key in _known(), key
        rule = [k for k, _ in lines if k.startswith("ui.score.rule9.")]
        if not rule or deal.result is None:
            continue
        winner = deal.side_of(deal.result.winners[0])
        losers = [s for s in deal.seats if deal.side_of(s) != winner]
        many = len(losers) > 1
        assert rule[0].endswith(".side") == many, (seed, rule, losers)
        kinds.setdefault(many, seed)
        if many:
            text = " ".join(line_text(line, "sl") for line in lines)
            assert "Poražena stran je pobrala" in text and "Poraženec je" not in text, text
    assert set(kinds) == {True, False}, kinds


def _known() -> set[str]:
    from schnapsen.i18n import MESSAGES

    return set(MESSAGES)


def test_a_claim_with_its_marriage_is_named_alike_on_the_button_and_in_the_solution() -> None:
    """New reader: the position of the day's button said "claim 66 with the marriage (20
    points)" and its solution "The best move: claiming 66."; the solution names the move as
    its button does."""
    from schnapsen.explain import move_label
    from schnapsen.practice import puzzles
    from schnapsen.teach.daily import answer_label

    seen = 0
    for p in puzzles():
        if len(p.answer) != 1 or p.answer[0].kind != MoveKind.CLAIM:
            continue
        for lang in ("en", "hu", "cs"):
            label = answer_label(p.deal, p.seat, p.answer[0], lang)
            if label == move_label(p.answer[0], lang):
                continue
            seen += 1
            assert label in p.solution_parts(lang)[0], (p.id, lang, label)
    assert seen


def test_a_finished_deal_lists_the_winners_points_first() -> None:
    """sl reader, round 21: "Pike: igralci 1, 2 in 4: 0 pik, igralec 3: 74 pik" after a
    headline naming seat 3 the winner; the winners' side comes first."""
    from schnapsen.render import names_for
    from schnapsen.render.html import caption_text

    seen = 0
    for seed in range(1, 60):
        deal = _played_out("sl-4", seed)
        assert deal.result is not None
        if 0 in deal.result.winners:
            continue
        _head, detail = caption_text(deal, names=names_for("en"))
        if "Points: " not in detail:
            # round 39 (sl reader 13): no "Points:" line where the lines above give every
            # seat's points already
            continue
        points = detail[detail.index("Points: "):]
        first = points[len("Points: "):].split(":")[0]
        assert str(deal.result.winners[0] + 1) in first, (seed, deal.result.winners, points)
        seen += 1
    assert seen


def test_a_bidding_round_row_says_it_is_the_readers_decision() -> None:
    """hu reader, round 22: "Lépések:" over "Rekontra / Passz"; a row of bids with its pass
    is the reader's decision, a row of play moves keeps its own label."""
    from schnapsen.moves import Move
    from schnapsen.widgets.play_bidding import actions_key

    def key(*moves: str) -> str:
        return actions_key([Move.parse(m) for m in moves])

    assert key("rekontra", "pass") == "ui.actions.bid"
    assert key("kontra", "pass") == "ui.actions.bid"
    assert key("trump:H", "trump:S") == "ui.actions.trump"
    assert key("close", "x") == "ui.actions"
