"""The search's rule-of-thumb playout under contracts (Slovenian šnops, durhmars, berac and
paver for three to five players; Hungarian snapszer bid before the play for four, or announced
on lead for two).

The playout's moves (:func:`schnapsen.search.playout.core_move`) are chosen from the core's
legal moves, which ask the kernel; here every one of them is checked against
:class:`~schnapsen.Deal` on seeded contract deals: it is a legal move of the deal, and the
core's position after it is the deal's. A contract that counts points lets its bidder's side
announce marriages (the kernel's rule 4 with the contract's ``counts_points``): the playout
announces them there too (before, it announced none under any contract, so the hard bot's
worlds saw every šnops and snapszer fail, and the bot played those contracts by a separate
plan), and never in a contract that forbids them.

There is no Czech game for more than two players and no Czech contract: Czech 66 has nothing
to check here.
"""

from __future__ import annotations

import random

import pytest

from schnapsen import Deal
from schnapsen.search import Core, move_of
from schnapsen.search.core import EXCHANGE, MARRIAGE
from schnapsen.search.playout import core_move

#: (variant, contract) pairs: every contract of every variant that has one
CASES = [
    ("sl-3", "snops"), ("sl-3", "durhmars"), ("sl-3", "berac"), ("sl-3", "paver"),
    ("sl-4", "snops"), ("sl-4", "durhmars"), ("sl-4", "berac"), ("sl-4", "paver"),
    ("sl-5", "snops"), ("sl-5", "durhmars"), ("sl-5", "berac"), ("sl-5", "paver"),
    ("hu-4", "snapszer"), ("hu-2", "snapszer"),
]
SEEDS = 60


def contract_deal(variant: str, contract: str, seed: int) -> Deal | None:
    """A seeded deal of ``variant`` in its play under ``contract``: random bids, except that
    the contract is bid (or, in the game for two, announced at the first lead) as soon as it
    may be. None if the auction never offered it."""
    rng = random.Random(f"{variant}/{contract}/{seed}")
    deal = Deal.new(variant, seed=seed)
    wanted = {f"contract:{contract}", contract}
    while deal.stage != "play" and not deal.is_over:
        legal = deal.legal_moves()
        bid = [m for m in legal if str(m) in wanted]
        deal.push(bid[0] if bid else rng.choice(
            [m for m in legal if not str(m).startswith(("contract:", "snapszer"))] or legal))
    if deal.is_over:
        return None
    if deal.contract is None:
        announce = [m for m in deal.legal_moves() if str(m) == contract]
        if not announce:
            return None
        deal.push(announce[0])
    assert deal.contract is not None and deal.contract.name == contract
    return deal


@pytest.mark.parametrize(("variant", "contract"), CASES)
def test_every_playout_move_is_legal_per_deal(variant: str, contract: str) -> None:
    deals = marriages = 0
    for seed in range(SEEDS):
        deal = contract_deal(variant, contract, seed)
        if deal is None:
            continue
        deals += 1
        core = Core.from_deal(deal)
        p = core.root
        while not deal.is_over:
            code = core_move(core, p)
            move = move_of(code)
            assert move in deal.legal_moves(), (variant, contract, seed, str(move),
                                                core.describe(p))
            if MARRIAGE <= code < EXCHANGE:
                marriages += 1
            deal.push(move)
            p = core.play(p, code)
            if not deal.is_over:
                assert Core.from_deal(deal).root == p, (variant, contract, seed)
        r = deal.result
        assert r is not None and core.is_over(p)
        assert p.game_points == r.game_points
        assert {s for s in deal.seats if core.side[s] == p.winner} == set(r.winners)
    assert deals >= SEEDS // 2, (variant, contract, deals)  # the contract was really played
    if deal_counts_points(variant, contract):
        # the bidder's side announces marriages where the contract counts them
        assert marriages > 0, (variant, contract)
    else:
        assert marriages == 0, (variant, contract)


def deal_counts_points(variant: str, contract: str) -> bool:
    c = Deal.new(variant, seed=0).variant.contract(contract)
    assert c is not None
    return c.counts_points
