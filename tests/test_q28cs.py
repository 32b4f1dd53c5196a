"""Czech reader 28: the 'although' clause, 've 4. štychu', one word for an equal move."""
from schnapsen.i18n import translate
from tests._render import sure_trick_in_a_lost_deal


def test_a_sure_trick_in_a_lost_deal_reads_trick_then_but_outcome() -> None:
    """Every reader 28: "{outcome}, přestože {reason}" read backwards; cs says the trick
    first and the outcome after "ale"."""
    h = sure_trick_in_a_lost_deal()
    said = h.text("cs", bare=True, listed=True)
    assert "přestože" not in said, said
    assert "Pak vynášíte znovu vy, ale rozdání vyhraje soupeř" in said, said


def test_the_trick_number_takes_ve_before_4() -> None:
    """cs reader 28, items 2, 3, 11: "v 4. štychu" -> "ve 4. štychu"."""
    said = translate("guided.ui.moment.found.instead", "cs", number=1, trick=4,
                     about="kterou kartu vynést", choice="x", grade="dobrý")
    assert "ve 4. štychu" in said and "v 4." not in said, said


def test_an_equal_move_is_always_stejne_dobry() -> None:
    """cs reader 28, item 5: "stejně hodnotný tah" beside "stejně dobrý tah"."""
    assert translate("ui.hint.verdict.equal.loss", "cs") == "stejně dobrý tah"
    assert translate("ui.hint.verdict.equal", "cs") == "stejně dobrý tah"
