"""Round 27, Slovenian blind reader: the generated lines and page sentences the native
editor mended (the result line says who writes the points down, the bot note says what
"rules of thumb" means, the history's running total is a total)."""

from __future__ import annotations

from pathlib import Path

import schnapsen as s
from schnapsen.i18n import translate
from schnapsen.widgets.play_bots import bot_note
from schnapsen.widgets.play_status import PlayStatus

BOOK = Path(__file__).resolve().parent.parent / "book" / "sl"
DECK = "TH KH QH AH TS KS JH AS AD QD JC JD KD TD JS QS QC KC TC AC"


def test_the_opponents_win_says_who_writes_the_points_down() -> None:
    deal = s.Deal.new("sl-2", deck=DECK)
    for move in ["close", "m:QH", "AH"]:
        deal.play(move)
    assert deal.result is not None and deal.result.winners == (1,)
    head = PlayStatus("sl").result(deal, 0, "german")[0]
    assert head == "Nasprotnik je zmagal in si zapiše 3 točke.", head


def test_the_rule_of_thumb_bots_are_described_in_plain_words() -> None:
    for name in ("heuristic", "medium"):
        note = translate(bot_note(name, s.VARIANTS["sl-2"]), "sl")
        assert "preizkušenih" not in note
        assert note == "Igra po preprostih izkustvenih pravilih, ne da bi računal vnaprej."


def test_the_history_total_is_a_total() -> None:
    assert translate("ui.history.total.opp", "sl", points=7, count=7) == \
        "Zdaj ima skupaj 7 pik."
    assert translate("ui.history.total.you", "sl", points=2, count=2) == \
        "Zdaj imaš skupaj 2 piki."


def test_the_pages_read_as_a_book() -> None:
    traditions = (BOOK / "traditions.md").read_text(encoding="utf-8")
    assert "le da mora" not in traditions and "kot avstrijska igra" not in traditions
    index = (BOOK / "index.md").read_text(encoding="utf-8")
    assert "kakor jih našteje program" not in index
    snops = (BOOK / "snops.md").read_text(encoding="utf-8")
    # »dovolj« is the table's word (the reader's "imam" is not in any source: not claimed);
    # since S39 it is said once as a plain rule, its origin in the chapter's source box
    assert "kar reče igralec, ki ima 66 pik in igro ustavi" in snops
    assert "Vir pove le, da igro ustavi igralec na štihu" in snops
    assert "iste premešane karte, ki sta jih" not in snops
    closing = (BOOK / "closing.md").read_text(encoding="utf-8")
    assert "s tem končala" in closing
    po = (BOOK.parent.parent / "schnapsen/i18n/locale/sl/LC_MESSAGES/schnapsen.po").read_text(
        encoding="utf-8")
    assert "postaviš s kazalcem" not in po
