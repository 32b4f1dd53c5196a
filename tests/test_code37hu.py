"""hu reader 37: the two-hand snapszer bid off by default in the teaching layer, the reader's
score first in every result line, a reason for the three-hand trump call, the lone
declarer's puzzle words, puzzle steps in the second person, the grade's reason after its
label."""

from __future__ import annotations

import json

from schnapsen.bots import HeuristicBot, RandomBot
from schnapsen.deal import Deal
from schnapsen.i18n import translate
from schnapsen.moves import MoveKind
from schnapsen.search.hint import hint
from schnapsen.teach.drills import pool


def _bid_positions(count: int) -> list[Deal]:
    """Seeded positions of the game for two where the snapszer bid is legal."""
    out: list[Deal] = []
    for seed in range(200):
        deal = Deal.new("hu-2", seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        for _ in range(6):
            if deal.to_move is None:
                break
            if any(m.kind == MoveKind.SNAPSZER for m in deal.legal_moves()) and len(
                    deal.legal_moves()) > 1:
                out.append(deal.copy())
                break
            s = deal.to_move
            deal.play(bots[s].choose(deal.observation(s)))
        if len(out) >= count:
            break
    assert len(out) >= count
    return out


def test_two_hand_hints_offer_no_bid_by_default() -> None:
    for deal in _bid_positions(4):
        moves = [h.move.kind for h in hint(deal, worlds=4)]
        assert MoveKind.SNAPSZER not in moves
        # asked for, the bid is there (the rules still have it)
        assert MoveKind.SNAPSZER in [h.move.kind for h in hint(deal, worlds=4, bids=True)]


def test_the_bid_made_by_the_reader_is_still_graded() -> None:
    from schnapsen.search.grade import grade

    deal = _bid_positions(1)[0]
    bid = next(m for m in deal.legal_moves() if m.kind == MoveKind.SNAPSZER)
    g = grade(hint(deal, worlds=4), bid, deal)
    assert g.move == bid


def test_the_snapszer_drill_deals_have_no_bid() -> None:
    qs = pool("snapszer")
    for q in qs:
        assert "snapszer" not in (q.deal_text or "").split()
        text = json.dumps(q.as_json("en"))
        # a deal won by the bid: 6 game points in the game for two
        assert "with 6 game points" not in text, text[:300]


def test_the_close_trainer_bots_announce_no_bid() -> None:
    from schnapsen.bots import TaughtBot

    for seed in range(40):
        deal = Deal.new("hu-2", seed=seed)
        bots = [TaughtBot(RandomBot(seed)), TaughtBot(HeuristicBot(seed + 1))]
        while deal.to_move is not None:
            s = deal.to_move
            m = bots[s].choose(deal.observation(s))
            assert m.kind != MoveKind.SNAPSZER
            deal.play(m)


# -- 2: the reader's own score first ----------------------------------------------------------
def _finished(variant: str, lost_by: int) -> Deal:
    """A deal of ``variant`` played to its end by bots, which seat ``lost_by`` lost."""
    for seed in range(400):
        deal = Deal.new(variant, seed=seed)
        from schnapsen.bots import play_deal

        play_deal(deal, [HeuristicBot(seed + i) for i in range(deal.variant.players)])
        assert deal.result is not None
        if lost_by not in deal.result.winners:
            return deal
    raise AssertionError("no such deal")


def test_the_caption_gives_the_readers_points_first_won_or_lost() -> None:
    from schnapsen.explain_position import seat_label
    from schnapsen.render.html import caption_text
    from schnapsen.render.text import names_for

    for variant in ("hu-2", "hu-3", "hu-4", "at"):
        for me in (0, 1):
            deal = _finished(variant, me)
            for lang in ("en", "hu"):
                labels = [seat_label(s, me, lang) for s in deal.seats]
                _head, detail = caption_text(deal, me, True, names=names_for(lang),
                                             seat_names=labels)
                names = names_for(lang)
                prefix = names.score.format(scores="\x00").split("\x00")[0]
                if prefix not in detail:  # the lines above gave every points (code39a)
                    continue
                scores = detail[detail.rindex(prefix) + len(prefix):]
                first = scores.split(", ")[0].lower()
                assert translate("ui.you.word", lang).lower() in first, (variant, lang, detail)


def test_the_score_sheet_gives_the_readers_column_first() -> None:
    from schnapsen.match import Match
    from schnapsen.widgets.play_status import PlayStatus

    for variant in ("hu-2", "hu-3", "hu-4"):
        m = Match(variant, seed=5)
        n = m.variant.players
        m.play([HeuristicBot(i) for i in range(n)])
        for me in range(n):
            status = PlayStatus("en")
            status.draw_sheet(m, me)
            heads = status.sheet.value.split("<thead>")[1].split("</thead>")[0]
            cells = heads.split('<th scope="col">')[1:]
            assert "You" in cells[3], (variant, me, cells)
            last = status.sheet.value.split("<tr>")[-1]
            values = [c.split("</td>")[0] for c in last.split("<td>")[1:]]
            assert values[3] == str(m.scores[me])


# -- 3: the three-hand trump call's reason ------------------------------------------------------
def test_the_three_hand_trump_call_says_why_that_suit_in_every_language() -> None:
    from schnapsen.cards import Rank
    from schnapsen.i18n import LANGUAGES

    for seed in (2, 3, 4):
        deal = Deal.new("hu-3", seed=seed)
        hand = deal.hand(deal.to_move or 0)
        for h in hint(deal, worlds=4):
            assert h.move.suit is not None
            mine = {c.rank for c in hand if c.suit == h.move.suit}
            if not mine:
                continue
            high = ("both" if {Rank.ACE, Rank.TEN} <= mine else "ace" if Rank.ACE in mine
                    else "ten" if Rank.TEN in mine else "none")
            for lang in LANGUAGES:
                said = h.text(lang, "german", bare=True, listed=True, once=True)
                why = translate(f"search.why.trump.high.{high}", lang)
                assert why[1:] in said, (lang, said)


# -- 4: a lone declarer's puzzle solution without "your side" -----------------------------------
_SIDE = {"en": "your side", "hu": "oldalad", "sl": "tvoja stran", "cs": "vaše strana",
         "hr": "vaša strana"}


def test_a_lone_declarers_solution_does_not_speak_of_your_side() -> None:
    from schnapsen.teach.practice import puzzles

    checked = 0
    for p in puzzles():
        deal = p.deal
        if deal.variant.teams != "declarer":
            continue
        if deal.side_of(p.seat) is None or [
                s for s in deal.seats if deal.side_of(s) == deal.side_of(p.seat)] != [p.seat]:
            continue
        for lang, side in _SIDE.items():
            text = p.solution_text(lang)
            assert side not in text.lower(), (p.id, lang, text)
        checked += 1
    assert checked >= 3
