"""Review debts (code25c): trick captions name a seat through the i18n objects' forms; the
lesson pages glue the rule's numbers (game points, the half of the target) from the variant
data."""

from __future__ import annotations

import inspect

from schnapsen.i18n import Label
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
