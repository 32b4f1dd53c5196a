"""Round 28 blind readers' items for code28b (the play table's snapszer button, the result
that the points do not explain, puzzle solutions said twice)."""

from __future__ import annotations

from schnapsen import kernel
from schnapsen.moves import Move


def test_the_snapszer_button_leaves_once_the_opponent_has_a_trick() -> None:
    """hu reader 28 (worst 3): the Snapszer button stayed active after the opponent took a
    trick, and a click only gave the refusal; once refused for good it is not offered."""
    from schnapsen.widgets import PlayWidget

    seen = 0
    for seed in range(12):
        w = PlayWidget("hu-2", seed=seed, lang="hu")
        for _ in range(12):
            d = w.deal
            obs = d.observation(0)
            if d.is_over or not obs.legal_moves:
                break
            refused = d.why_illegal(Move.parse("snapszer"))[0]
            if not obs.current_trick:
                if refused in (kernel.SNAPSZER_TRICK, kernel.SNAPSZER_NONE):
                    assert "snapszer" not in w.action_buttons, (seed, refused)
                    seen += 1
                elif refused == "legal":
                    assert "snapszer" in w.action_buttons, seed
                    assert not w.action_buttons["snapszer"].disabled
            cards = [m for m in obs.legal_moves if m.card is not None]
            if not cards:
                break
            w.play(str(cards[-1]))
    assert seen
