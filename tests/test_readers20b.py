"""Round 20: hint, quiz and move-line texts the native readers listed that needed code
(issue 25)."""

from __future__ import annotations

import html
import re

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, translate


def _plain(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hint_that_ends_in_a_bracket_takes_its_figure_inside_it(lang: str) -> None:
    """sl: "(program je vsako igro odigral z odprtimi kartami …) (v povprečju −6 točk)": two
    brackets one after the other. A reason that ends in a bracket of its own (a cause that
    held in every deal the search tried) takes the move's figure inside it, after the
    catalogue's join, in every edition; a reason with no bracket keeps its figure's own."""
    from schnapsen.practice import puzzles
    from schnapsen.search import hint
    from schnapsen.search.reasons import ends_in_note
    from schnapsen.widgets._common import with_figure
    from schnapsen.widgets.play_hints import hint_value

    p = next(x for x in puzzles("at") if x.id == "at-027")
    hints = hint(p.deal, worlds=12)
    close = next(h for h in hints if h.move.kind == s.MoveKind.CLOSE)
    reason = close.text(lang, figures=False)
    assert reason.endswith(")") and ends_in_note(close.params), reason
    line = _plain(with_figure(reason + ".", hint_value(close, lang), lang, inside=True))
    sep = translate("search.why.join", lang, clause="", then="")
    assert ") (" not in line, line
    assert line == f"{reason[:-1]}{sep}{hint_value(close, lang)}).", line
    other = next(h for h in hints if not ends_in_note(h.params))
    said = other.text(lang, figures=False)
    assert _plain(with_figure(said + ".", "x", lang)) == f"{said} (x)."
    # a bracket that names a thing ("(kontra)") keeps the figures apart; one inside the
    # sentence, not at its end, is not the sentence's own
    assert _plain(with_figure("a (b).", "x", lang)) == "a (b) (x)."
    assert _plain(with_figure("a (b) c.", "x", lang, inside=True)) == "a (b) c (x)."


@pytest.mark.parametrize(("closed", "seed", "said"), [
    (True, 5, "quiz.gp.at_close"), (False, 57, "quiz.gp.loser.solo")])
def test_quiz_feedback_says_no_trick_once(closed: bool, seed: int, said: str) -> None:
    """cs: "Hráč 1 měl při zavření talónu 0 bodů a žádný štych." was followed by "Poražený
    nevzal žádný štych.": the feedback of a deal worth 3 game points no longer repeats that
    the loser took no trick after the line that said its points and tricks, in every edition
    (the rule's own line stays)."""
    from schnapsen.teach.quiz import game_points_question

    q = game_points_question("at", seed, closed=closed)
    assert q is not None and q.choices[q.correct[0]] == "3"
    lines = [(q.explanation_key, q.explanation_params), *q.more]
    keys = [k for k, _ in lines]
    told = dict(lines)[said]
    assert told["tricks"] == 0, lines
    assert "ui.score.rule9.3" not in keys and "quiz.gp.rule" in keys, keys
    # a loser that took a trick still hears how its points compare with the half
    two = next(q for seed in range(200)
               if (q := game_points_question("at", seed, closed=closed)) is not None
               and q.choices[q.correct[0]] == "2")
    # judged at the close, the line says the loser's figures then (round 24: ".closed")
    assert ("ui.score.rule9.2" + (".closed" if closed else "")) in [k for k, _ in two.more]


def test_a_match_question_never_judges_a_closed_deal_by_the_final_points() -> None:
    """A match question that gives the loser's points and tricks read them at the deal's end:
    after a close won by the closer the game points follow the points at the close, and the
    feedback said "only 73 points, fewer than 33". Such deals are not asked that way: the
    points the question gives decide its game points by the rule."""
    from schnapsen.teach.quiz import match_question

    seen = 0
    for seed in range(60):
        q = match_question("at", seed, told=False)
        if q is None:
            continue
        told = dict(q.context)["quiz.ctx.match.deal_points"]
        keys = [q.explanation_key, *(k for k, _ in q.more)]
        points, tricks = told["points"], told["tricks"]
        want = 3 if tricks == 0 else 2 if points < 33 else 1
        assert "quiz.gp.rule" in keys, (seed, keys)
        assert [k for k in keys if k.startswith("ui.score.rule9.")] == (
            [] if want == 3 else [f"ui.score.rule9.{want}"]), (seed, told, keys)
        seen += 1
    assert seen > 20


_TRUMPS = {"en": "with trumps", "hr": "s adutom", "sl": "igra se z adutom", "hu": "aduval",
           "cs": "s trumfy"}
_THREE = {"en": "within the first three tricks", "hr": "u prva tri štiha",
          "sl": "v prvih treh štihih", "hu": "az első három ütésen belül",
          "cs": "během prvních tří štychů"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_contracts_aim_says_trumps_stay_and_small_numbers_in_words(lang: str) -> None:
    """sl paver: "cilj je pobrati vse štihe" did not say that trumps count, while durhmarš
    says it plays without them; šnops: "v prvih 3 štihih" wants the number as a word ("v
    prvih treh štihih"). A game that takes every trick with trumps says so, from the
    contract's data, and a small number of tricks is a word in every edition."""
    from dataclasses import replace

    from schnapsen.explain import contract_aim
    from schnapsen.variants.slovenia import CONTRACTS

    by = {c.name: c for c in CONTRACTS}
    assert by["paver"].trumps and by["paver"].win_all
    assert contract_aim(by["paver"], lang).endswith(_TRUMPS[lang])
    for name in ("durhmars", "berac", "snops"):
        assert _TRUMPS[lang] not in contract_aim(by[name], lang), name
    assert translate("aim.no_trumps", lang) in contract_aim(by["durhmars"], lang)
    assert _THREE[lang] in contract_aim(by["snops"], lang)
    # beyond the number words the count stays a number
    many = contract_aim(replace(by["snops"], within_tricks=12), lang)
    assert "12" in many and "{" not in many


def _called_higher(key: str) -> tuple[s.Deal, int, s.Move, dict[str, object]]:
    """The first position of a random four-player game of a called card (hr-4) where a card
    of the seat to move gets the reason ``key``: the deal, the seat, the move, its
    parameters."""
    import random

    from schnapsen.search.reasons import why
    from schnapsen.stages import Stage

    for seed in range(300):
        rng = random.Random(seed)
        d = s.Deal.new("hr-4", seed=seed)
        while not d.is_over:
            seat = d.to_move
            assert seat is not None
            obs = d.observation(seat)
            moves = d.legal_moves()
            if obs.stage == Stage.PLAY and obs.partners is None:
                for m in moves:
                    if m.kind == s.MoveKind.CARD:
                        k, p = why(d, obs, m, 0.0)
                        if k == key:
                            return d, seat, m, p
            d.play(rng.choice(moves))
    raise AssertionError(key)


@pytest.mark.parametrize("topped", [False, True])
def test_the_called_card_still_out_is_named_as_the_partners_or_the_other_sides(
        topped: bool) -> None:
    """hr (a four-player game of a called card): "the trick can still be taken by the Ten of
    Pumpkins, and if that card is with an opponent, you give 12 points", said of the CALLED
    card, which is the caller's partner's. To the caller the reason says that its partner
    holds it and the trick stays on its side (no points given away); to another seat, that
    the called card is on the other side and what taking it costs; in every edition."""
    from schnapsen.search.reasons import why_text

    stem = "search.why.top.higher" if topped else "search.why.lead.higher"
    d, seat, m, p = _called_higher(f"{stem}.called")
    called = d.called_card
    assert p["higher"] == called and seat == d.declarer and "points" not in p
    holder = next(x for x in d.seats if called in d.hand(x))
    assert holder in d.partners(seat) and holder != seat
    d2, seat2, m2, p2 = _called_higher(f"{stem}.called.theirs")
    assert p2["higher"] == d2.called_card and seat2 != d2.declarer
    holder2 = next(x for x in d2.seats if d2.called_card in d2.hand(x))
    assert holder2 not in d2.partners(seat2)
    for lang in LANGUAGES:
        mine = why_text(f"{stem}.called", p, lang)
        theirs = why_text(f"{stem}.called.theirs", p2, lang)
        # not the reason of a card that an opponent may or may not hold
        maybe = why_text(f"{stem}.others", {**p2}, lang)
        assert theirs != maybe and "{" not in mine + theirs
        assert str(p2["points"]) in theirs
        assert not any(ch.isdigit() for ch in mine), mine  # no points given away


_MARRIAGE_LINES = ("log.m", "ui.puzzle.marriage.you", "ui.puzzle.marriage.other",
                   "ui.puzzle.marriage.opp", "ui.close.marriage.you", "ui.close.marriage.other")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_marriage_line_tells_twenty_from_forty(lang: str) -> None:
    """cs: "Soupeř ohlásil žaludský pár (20 bodů)": Czech tables say "žaludskou dvacítku" and
    "trumfovou čtyřicítku". The log of a marriage and the marriage lines of the puzzles and
    the close trainer have a form for each value; cs names the two apart, the other editions
    keep their words (the same line for 20 and 40)."""
    from schnapsen.cards import Card
    from schnapsen.explain import format_message, log_message, marriage_key
    from tests.helpers import make_deal

    d = make_deal("at", {0: "KC QC KH QH AS", 1: "AH TH JS JD AD"}, turned="TC")
    for move, points, word in (("m:QH", 20, "twenty"), ("m:QC", 40, "forty")):
        key, params = log_message(d, move)
        assert key == f"log.m.{word}" and params["points"] == points
        said = format_message(key, {**params, "seat": 1}, lang)
        assert "{" not in said
        if lang == "cs":
            want = ("hlásí červenou dvacítku" if points == 20
                    else "hlásí trumfovou čtyřicítku")
            assert want in said and "pár" not in said, said
        else:
            assert said == format_message("log.m", {**params, "seat": 1}, lang)
        card = Card.parse(move[2:])
        for base in _MARRIAGE_LINES[1:]:
            key = marriage_key(base, points)
            assert key == f"{base}.{word}"
            line = format_message(key, {"seat": 2, "suit": card.suit, "points": points}, lang)
            if lang == "cs":
                assert ("dvacítku" if points == 20 else "trumfovou čtyřicítku") in line, line
            else:
                assert line == format_message(base, {"seat": 2, "suit": card.suit,
                                                     "points": points}, lang)
    # a value with no such form keeps the line itself
    assert marriage_key("log.m", 60) == "log.m"


#: a trick line's words where an edition says each card with its verb: the line's opening, the
#: reader's and the opponent's lead, the opponent's and the reader's reply, who took it
_TRICK_WORDS = {
    "cs": ("{n}. štych: {first}, {second} a {taker} (", "vynesli jste {}", "soupeř vynesl {}",
           "soupeř přidal {}", "vy jste přidali {}", "štych jste vzali vy", "štych vzal soupeř"),
    "sl": ("{n}. štih: {first}, {second}; {taker} (", "izigral si {}", "nasprotnik je izigral {}",
           "nasprotnik pa je dal {}", "ti pa si dal {}", "štih si pobral ti",
           "štih je pobral nasprotnik"),
    # hu reader 32 worst 2: "piros felső (te), piros király (az ellenfeled)" lacked the
    # possessive; each card with its verb instead
    "hu": ("{n}. ütés. {first}, {second}. {taker} (", "Te a {} hívtad", "Az ellenfeled a {} hívta",
           "az ellenfeled a {} tette rá", "te a {} tetted rá", "Te vitted el",
           "Az ellenfeled vitte el"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_trick_for_two_in_the_log_names_each_card_with_its_player(lang: str) -> None:
    """cs: the live log's trick line listed "karta (hráč)" pairs; cs wants, as the close
    trainer says it, "1. štych – vynesli jste červeného spodka, soupeř přidal červeného
    krále; štych vzal soupeř (6 bodů)": in a game for two the line gets the card led, the card
    played to it (declinable) and who played it. The other editions keep their line, and a
    trick of three or four cards keeps the list."""
    from schnapsen.explain import _name
    from schnapsen.widgets._common import card_name, seat_word
    from schnapsen.widgets.play_history import PlayHistory

    for variant in ("at", "hu-3"):
        d = s.Deal.new(variant, seed=3)
        while len(d.tricks) < 3 and not d.is_over:
            moves = d.legal_moves()
            d.play(next((m for m in moves if m.kind == s.MoveKind.CARD), moves[0]))
        h = PlayHistory(lang)
        h.draw(d, 0, "german")
        lines = [_plain(p) for p in re.findall(r"<p[^>]*>(.*?)</p>", h.box.value)]
        for n, trick in enumerate(d.tricks[:3], 1):
            # the reader's card and a lone opponent's by keys of their own (round 32, hu)
            owner = {0: ".you"} if d.variant.players != 2 else {0: ".you", 1: ".opp"}
            cards = ", ".join(translate("ui.history.card" + owner.get(p, ""), lang,
                                        card=card_name(c, "german", lang),
                                        seat=seat_word(p, 0, lang, d.variant.players))
                              for p, c in zip(trick.seats, trick.cards, strict=True))
            old = translate("ui.history.trick", lang, number=n, cards=cards,
                            leader=seat_word(trick.leader, 0, lang, d.variant.players),
                            winner=seat_word(trick.winner, 0, lang, d.variant.players),
                            points=trick.points)
            line = next(x for x in lines if x.startswith(f"{n}. "))
            said = _TRICK_WORDS.get(lang) if variant == "at" else None
            if said is not None:
                # cs: the verbs of a lead and a reply; sl reader 30: each card with its verb,
                # not "ti: X, nasprotnik: Y. Začel si ti"
                head, mine, theirs, reply_theirs, reply_mine, took, lost = said
                led, reply = (_name(c, lang).form("acc") for c in trick.cards)
                first = (mine if trick.leader == 0 else theirs).format(led)
                second = (reply_theirs if trick.leader == 0 else reply_mine).format(reply)
                taker = took if trick.winner == 0 else lost
                assert line.startswith(head.format(n=n, first=first, second=second,
                                                   taker=taker)), line
                if lang == "cs":
                    assert "(" + str(trick.points) in line
            else:
                assert line.startswith(old), (line, old)



def test_the_position_of_the_day_names_a_czech_marriage_by_its_value() -> None:
    """The position of the day says a marriage as the puzzle widget does (round 20 cs: "zelenou
    dvacítku", "trumfovou čtyřicítku", not "pár"): its facts take the marriage's value form."""
    from schnapsen.teach.daily import daily_pool

    lines = [str(f) for item in daily_pool("cs") for f in item.get("facts", [])
             if "ohlásil" in str(f)]
    assert lines
    assert all(("dvacítku" in f or "čtyřicítku" in f) and " pár" not in f for f in lines), lines


def test_a_contracts_aim_in_a_game_for_two_names_one_opponent() -> None:
    """Round 18, hu: the snapszer hint and button of the game for two said "az ellenfelek"
    (the opponents): in a game for two the aim says the one opponent (``aim.*.solo``), in the
    hint's reason and the button's tooltip alike."""
    import schnapsen as s
    from schnapsen.search.hint import hint
    from schnapsen.search.reasons import why_text
    from schnapsen.widgets import PlayWidget

    deal = s.Deal.new("hu-2", seed=1)
    # (the two-hand bid is left out of the hints by default, hu 37 item 1: asked for here)
    said = [why_text(h.reason, h.params, "hu") for h in hint(deal, budget_ms=50, bids=True)
            if h.reason == "search.why.contract"]
    assert said, "no snapszer hint"
    assert all("az ellenfeled egyetlen ütést se vigyen" in t and "ellenfelek" not in t
               for t in said), said
    tip = PlayWidget("hu-2", seed=1, lang="hu").action_buttons["snapszer"].tooltip
    assert "az ellenfeled egyetlen" in tip and "ellenfelek" not in tip, tip


def test_the_quiz_says_a_czech_marriage_as_the_table_does() -> None:
    """Round 19 cs: the live log said "žaludskou dvacítku" and the quiz on the same page
    "žaludský pár (20 bodů)": the quiz's line takes the value's word too (said.20/said.40 in
    the accusative)."""
    from schnapsen.cards import Suit
    from schnapsen.explain import format_message

    twenty = format_message("quiz.ctx.marriage", {"seat": 1, "suit": Suit.ACORNS,
                                                 "points": 20}, "cs")
    forty = format_message("quiz.ctx.marriage", {"seat": 1, "suit": Suit.HEARTS,
                                                "points": 40}, "cs")
    assert "žaludskou dvacítku" in twenty and " pár" not in twenty, twenty
    assert "červenou čtyřicítku" in forty, forty
