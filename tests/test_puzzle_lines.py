"""The practice puzzles were reached by today's bots: on the way to each stored position no
seat passed over a claim of a won deal (rule 7, the marriage shown with the claim counted, as
:func:`schnapsen.rules.claim_points` adds it up and every bot claims). A puzzle found before
the bots learnt that showed a learner an opponent with 91 points and a marriage leading a card
instead of claiming: a position today's bots never reach."""

from __future__ import annotations

import pytest

from schnapsen.kernel import claim_is_right
from schnapsen.moves import MoveKind
from schnapsen.notation import deal_from_text
from schnapsen.practice import Puzzle, puzzles
from schnapsen.rules import claim_points
from schnapsen.stages import Stage

ALL = puzzles()
_NOT_PASSED = frozenset({MoveKind.CLAIM, MoveKind.SNAPSZER})


def skipped_claims(p: Puzzle) -> list[str]:
    """Each move on the way to the puzzle's position played where its seat could claim a
    won deal: ``"<move number>: seat <n> played <move>"``."""
    text = "".join(line + "\n" for line in p.text.splitlines()
                   if not line.startswith("moves:"))
    d = deal_from_text(text)
    out = []
    for i, move in enumerate(p.deal.moves, 1):
        seat = d.to_move
        assert seat is not None
        # the Hungarian snapszer announced instead is a bigger game, not a claim passed over
        if d.stage == Stage.PLAY and move.kind not in _NOT_PASSED and any(
                m.kind == MoveKind.CLAIM for m in d.legal_moves()):
            obs = d.observation(seat)
            if claim_is_right(d.variant, claim_points(obs)):
                out.append(f"{i}: seat {seat} played {move} with {claim_points(obs)} to claim")
        d.play(move)
    return out


@pytest.mark.parametrize("p", ALL, ids=[p.id for p in ALL])
def test_no_won_deal_left_unclaimed_on_the_way(p: Puzzle) -> None:
    assert skipped_claims(p) == []
