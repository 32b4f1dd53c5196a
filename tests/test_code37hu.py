"""hu reader 37: the two-hand snapszer bid off by default in the teaching layer, the reader's
score first in every result line, a reason for the three-hand trump call, the lone
declarer's puzzle words, puzzle steps in the second person, the grade's reason after its
label."""

from __future__ import annotations

import json

from schnapsen.bots import HeuristicBot, RandomBot
from schnapsen.deal import Deal
from schnapsen.moves import MoveKind
from schnapsen.search.hint import hint
from schnapsen.teach.drills import pool


def _bid_positions(count: int) -> list[Deal]:
    """Seeded positions of the game for two where the snapszer bid is legal."""
    out: list[Deal] = []
    for seed in range(200):
        deal = Deal.new("hu-2", seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        for _ in range(6):
            if deal.to_move is None:
                break
            if any(m.kind == MoveKind.SNAPSZER for m in deal.legal_moves()) and len(
                    deal.legal_moves()) > 1:
                out.append(deal.copy())
                break
            s = deal.to_move
            deal.play(bots[s].choose(deal.observation(s)))
        if len(out) >= count:
            break
    assert len(out) >= count
    return out


def test_two_hand_hints_offer_no_bid_by_default() -> None:
    for deal in _bid_positions(4):
        moves = [h.move.kind for h in hint(deal, worlds=4)]
        assert MoveKind.SNAPSZER not in moves
        # asked for, the bid is there (the rules still have it)
        assert MoveKind.SNAPSZER in [h.move.kind for h in hint(deal, worlds=4, bids=True)]


def test_the_bid_made_by_the_reader_is_still_graded() -> None:
    from schnapsen.search.grade import grade

    deal = _bid_positions(1)[0]
    bid = next(m for m in deal.legal_moves() if m.kind == MoveKind.SNAPSZER)
    g = grade(hint(deal, worlds=4), bid, deal)
    assert g.move == bid


def test_the_snapszer_drill_deals_have_no_bid() -> None:
    qs = pool("snapszer")
    for q in qs:
        assert "snapszer" not in (q.deal_text or "").split()
        text = json.dumps(q.as_json("en"))
        # a deal won by the bid: 6 game points in the game for two
        assert "with 6 game points" not in text, text[:300]


def test_the_close_trainer_bots_announce_no_bid() -> None:
    from schnapsen.bots import TaughtBot

    for seed in range(40):
        deal = Deal.new("hu-2", seed=seed)
        bots = [TaughtBot(RandomBot(seed)), TaughtBot(HeuristicBot(seed + 1))]
        while deal.to_move is not None:
            s = deal.to_move
            m = bots[s].choose(deal.observation(s))
            assert m.kind != MoveKind.SNAPSZER
            deal.play(m)
