"""A lone player's lost deal against two or more opponents names them all (round 29, sl: "si
nasprotnik zapiše le 1 točko" said in šnops for three), a game for two its one opponent."""
from __future__ import annotations


def test_a_lost_deal_names_every_opponent_in_a_game_for_three() -> None:
    from schnapsen.teach.practice import puzzles

    lost = [p for t in ("sl", "hu", "hr") for p in puzzles(t)
            if max(v for _, v in p.values) < 0 and p.check.kind == "exact"]
    many = [p for p in lost if len(p.deal.seats) > 2
            and all(p.deal.side_of(s) != p.deal.side_of(p.seat)
                    for s in p.deal.seats if s != p.seat)]
    two = [p for p in lost if len(p.deal.seats) == 2]
    assert many and two
    for p in many:
        assert "si vsak nasprotnik zapiše le" in p.solution_text("sl"), p.id
    for p in two:
        said = p.solution_text("sl")
        assert "si nasprotnik zapiše le" in said and "vsak nasprotnik" not in said, p.id
