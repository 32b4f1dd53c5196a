"""Reader 33, Croatian: generated lines the reader stopped at, as the catalogue now says them."""

from schnapsen.cards import Card
from schnapsen.explain import format_message
from schnapsen.i18n import translate


def test_a_failed_close_says_the_tricks_in_a_sentence() -> None:
    """ "Ovdje: nijedan štih pri zatvaranju, pa …" read as a telegram (further 17, 18)."""
    none = translate("drill.closed.failed", "hr", seat=1, tricks=0, game_points=3)
    one = translate("drill.closed.failed", "hr", seat=1, tricks=1, game_points=2)
    assert none.endswith("Ovdje protivnik pri zatvaranju nije imao nijedan štih, pa dobiva "
                         "3 boda igre."), none
    assert "Ovdje je protivnik pri zatvaranju već imao 1 štih, pa dobiva 2 boda igre." in one
    assert "Ovdje:" not in none + one


def test_a_trick_reason_has_one_colon() -> None:
    """ "Zašto: Nosi as srca: to je najjača bačena karta u srcu." (further 22)."""
    line = format_message("trick.higher", {"winner_card": Card.parse("AH"), "suit": "H"}, "hr")
    assert line.count(":") == 0 and "najjača bačena karta" in line, line


def test_the_grade_lines_say_game_points_one_way() -> None:
    """ "U brojkama:" beside "U bodovima igre" (further 5)."""
    for key in ("guided.grade.value", "guided.grade.values", "guided.ui.grade.value"):
        said = translate(key, "hr", mine="+0,3", best="+1", move="x", better="x",
                         measure="m")
        assert said.startswith("U bodovima igre"), (key, said)
