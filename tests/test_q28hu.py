"""Hungarian reader, round 28: generated lines mended in the catalogue."""
from schnapsen.moves import Move
from tests._render import sure_trick_in_a_lost_deal


def test_a_sure_trick_in_a_lost_deal_reads_forward_in_hungarian() -> None:
    """every reader of round 28: "{outcome}, pedig {reason}" read backwards; hu now says the
    trick first and the outcome after it ("… Ennek ellenére …")."""
    h = sure_trick_in_a_lost_deal()
    said = h.text("hu", bare=True, listed=True)
    assert "nyeri, pedig" not in said, said
    sure, _, outcome = said.partition(". A számítás szerint azonban ")
    assert "Biztosan elviszi ezt az ütést" in sure, said
    assert "nyeri" in outcome, said


def test_the_cheap_lead_says_why_the_card_is_kept() -> None:
    """hu items 2, 5: "…, a tök ászt pedig későbbre tartogatod" tacked on after the risk."""
    from schnapsen.i18n import translate

    text = translate("search.why.lead.cheap", "hu", card=Move.parse("JC").card,
                     higher=Move.parse("AC").card, kept=Move.parse("AH").card,
                     points=13)
    assert "pedig későbbre" not in text, text
    assert "; a " in text and "így megmarad későbbre" in text, text
