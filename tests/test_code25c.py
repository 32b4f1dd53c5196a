"""Review debts (code25c): trick captions name a seat through the i18n objects' forms; the
lesson pages glue the rule's numbers (game points, the half of the target) from the variant
data."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from schnapsen.i18n import LANGUAGES, Label
from schnapsen.i18n.names import Word
from schnapsen.render import names_for


def test_a_caption_takes_the_names_own_forms() -> None:
    """A name that carries its forms (a :class:`Label`'s ``cased``) is said in them (hu
    ``{seat.gen}``), as the reader's and the seats' are; the render module no longer
    re-derives the forms or matches the opponent's words."""
    from schnapsen.render import text

    partner = Label("Partner", word="a partnered", cased=Word("ui.opponent.word", "hu"))
    other = Label("3. játékos", word="a 3. játékos")
    said = names_for("hu").played("tök ász", 0, (partner, other, other)).replace("\xa0", " ")
    assert said == "tök ász (az ellenfeledé)", said
    source = inspect.getsource(text)
    assert "_SeatCaption" not in source and 'translate("ui.opponent.word"' not in source


_BOOK = Path(__file__).resolve().parent.parent / "book"
_RULE_GLUE = {"gp_no_trick", "gp_under_half", "gp_over_half", "half_target"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", ["cards.md", "closing.md"])
def test_the_pages_glue_the_rules_numbers(lang: str, page: str) -> None:
    """The cards page and the closing page said the game points 3/2/1 and the 33 points
    (half the target) as numbers written by hand in every edition: they are glued from the
    variant's data (``game_points``, ``half_target_points``), so a change of rule data
    changes the page; every name the prose uses is glued on the page."""
    text = (_BOOK / lang / page).read_text(encoding="utf-8")
    prose = re.sub(r"```\{code-cell\}.*?```", "", text, flags=re.S)
    glued = set(re.findall(r'glue\("([a-z_]+)"', text))
    used = set(re.findall(r"\{glue:text\}`([a-z_]+)`", prose))
    assert used <= glued, used - glued
    assert _RULE_GLUE <= used, _RULE_GLUE - used
    assert not re.search(r"(?<![\d.])33(?![\d.])", prose)
    assert "jeden, dva nebo tři" not in prose
