"""Native editor, round 37, Croatian: generated lines as the catalogue now says them."""

from schnapsen.i18n import translate


def test_a_loss_beside_the_least_loss_needs_no_unit_agreement() -> None:
    """ "gubi 1 boda igre više" (the loss is a plain figure, 1 or 0,7): said without a unit
    that would have to agree with it."""
    for key in ("ui.hint.verdict.mistake.least", "ui.hint.verdict.mistake.least.exact"):
        for loss in ("1", "2", "0,7"):
            said = translate(key, "hr", loss=loss)
            assert f"{loss} boda" not in said and "u bodovima igre" in said, (key, said)


def test_the_trump_button_shows_no_field() -> None:
    """ "Zovite {suit.acc} za adut": the button is given the suit as a plain word."""
    said = translate("ui.action.trump", "hr", suit="bundeva")
    assert "{" not in said and "bundeva" in said, said


def test_the_next_lead_is_said_in_full() -> None:
    """ "… i u sljedeći izlazite vi" left out the noun; "… koji je još vani" is not the
    table's "još u igri"; "vaš partner, koji se još ne zna," read as "is not yet known to
    him"."""
    said = [translate(key, "hr", card="as srca", higher="x", n=1)
            for key in ("search.why.top.sure", "search.why.top.sure.bare",
                        "search.why.lead.sure.trump.one")]
    said += [translate("search.why.top.sure.after", "hr", card="as srca", n=n) for n in (1, 2)]
    for line in said:
        assert "u sljedeći" not in line and "vani" not in line, line
    for key in ("search.why.cause.big.no.unknown", "search.why.cause.wins.yes.unknown",
                "search.why.cause.last.yes.unknown"):
        line = translate(key, "hr", card="as srca", higher="x")
        assert "koji se još ne zna" not in line and "nepoznati partner" in line, (key, line)


def test_the_review_names_who_plays_next() -> None:
    """ "Sljedeći potez igra igrač 2: …" (the verb and the noun said twice)."""
    said = translate("review.next.other", "hr", seat="igrač 2", move="baba bundeve")
    assert said == "Sljedeći je na potezu igrač 2: baba bundeve.", said


def test_a_lost_close_is_said_of_the_close() -> None:
    """ "vi koji ste zatvorili odmah gubite dijeljenje" read as a relative clause on »vi«."""
    for key in ("search.why.give.must_win", "search.why.lead.must_win",
                "search.why.top.must_win"):
        said = translate(key, "hr", card="as srca", higher="desetka srca", gp=2)
        assert "koji ste zatvorili" not in said and "zatvaranje propada" in said, (key, said)
