"""Hungarian reader, round 28: generated lines mended in the catalogue."""
from schnapsen import Deal
from schnapsen.moves import Move
from schnapsen.search.hint import SAMPLE_DEALS, hint


def test_a_sure_trick_in_a_lost_deal_reads_forward_in_hungarian() -> None:
    """every reader of round 28: "{outcome}, pedig {reason}" read backwards; hu now says the
    trick first and the outcome after it ("… Ennek ellenére …")."""
    d = Deal.new("at", seed=2)
    for m in "AH JH KD TD AD JC TS TC TH QC KH QH AC AS".split():
        d.push(Move.parse(m))
    h = next(h for h in hint(d, worlds=SAMPLE_DEALS, distinct=True)
             if h.move == Move.parse("QS"))
    said = h.text("hu", bare=True, listed=True)
    assert "nyeri, pedig" not in said, said
    sure, _, outcome = said.partition(". Ennek ellenére ")
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
