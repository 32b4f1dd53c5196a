"""Reasons a blind reader found wrong in round 25 (code26a): a deal lost whatever is played,
a forced card's grade, a claim's points, the card kept, the card that takes the trick, the
last trick said twice, the trumps pulled."""

from __future__ import annotations

import pytest

from schnapsen import Deal
from schnapsen.cards import CARDS, Rank
from schnapsen.moves import Move
from schnapsen.observation import Observation
from schnapsen.search.grade import grade, grade_hints
from schnapsen.search.hint import tie_figure

LANGS = ["en", "hr", "sl", "hu", "cs"]


def _obs(d: Deal) -> Observation:
    assert d.to_move is not None
    return d.observation(d.to_move)


def _deal(variant: str, seed: int, moves: str) -> Deal:
    d = Deal.new(variant, seed=seed)
    for m in moves.split():
        d.push(Move.parse(m))
    return d


#: every legal move loses 2 game points (exact): KH, JD, KD and the claim
LOST = ("at", 4, "TH KS JH QC AS QD QH AH AD TD AC TC JS JC")
#: the strict play, one card the seat may play
FORCED = ("at", 2, "AH JH KD TD AD JC TS TC TH QC KH QH AC AS m:KS")


def test_a_deal_lost_whatever_is_played_says_so_once() -> None:
    d = _deal(*LOST)
    hints = grade_hints(d)
    assert len(hints) > 1 and {h.value for h in hints} == {-2.0}
    g = grade(hints, hints[0].move, d)
    text = g.text("en")
    lost = "The deal is lost whatever you play: this move loses 2 game points"
    assert text.startswith(lost), text
    assert "as good as" not in text and "Best move" not in text, text
    assert "dijeljenje je ionako izgubljeno" in g.text("hr"), g.text("hr")
    # the hint list: said on the first line only, no "as good as the move above"
    first = hints[0].text("en", figures=False, bare=True)
    assert "the deal is lost whatever" in first, first
    assert all("the deal is lost" not in h.text("en", figures=False, bare=True)
               for h in hints[1:])
    assert all(tie_figure(hints, i, "\u22122", "en") == "\u22122" for i in range(len(hints)))


@pytest.mark.parametrize("lang", LANGS)
def test_a_lost_deal_reads_in_every_language(lang: str) -> None:
    d = _deal(*LOST)
    hints = grade_hints(d)
    for h in hints:
        assert grade(hints, h.move, d).text(lang)
    assert "{" not in hints[0].text(lang)


def test_moves_tied_at_a_loss_are_equally_bad() -> None:
    from schnapsen.search.hint import Hint

    hints = [Hint(Move.parse("AS"), 0.5, False, 12, 8, "search.why.cause.share.most"),
             Hint(Move.parse("TS"), -1.0, False, 12, 2, "search.why.cause.share.most"),
             Hint(Move.parse("KS"), -1.0, False, 12, 2, "search.why.cause.share.most")]
    assert tie_figure(hints, 2, "\u22121", "en") == "\u22121, as bad as the move above"
    assert "enako slabo" in tie_figure(hints, 2, "\u22121", "sl")


def test_the_only_legal_card_is_not_ranked() -> None:
    d = _deal(*FORCED)
    hints = grade_hints(d)
    assert len(hints) == 1
    g = grade(hints, hints[0].move, d)
    assert g.text("en").startswith("The only card you may play."), g.text("en")
    assert "Best move" not in g.text("en") and "cheapest" not in g.text("en")
    assert g.text("cs").startswith("Jediná povolená karta."), g.text("cs")
    for lang in LANGS:
        assert "{" not in g.text(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_claims_points_are_said_once(lang: str) -> None:
    from schnapsen.search.reasons import why_text

    words = why_text("search.why.claim", {"points": 66, "target": 66}, lang)
    assert words.count("66") == 1, words
    if lang == "sl":
        assert words == "zbranih je 66 pik, dovolj za zmago"
    if lang == "en":
        assert words == "you have 66 points, enough to win the deal"
    marriage = why_text("search.why.claim.marriage",
                        {"points": 66, "target": 66, "have": 46, "marriage": 20}, lang)
    assert marriage.count("66") == 1, marriage


def test_a_trump_led_pulls_trumps_only_while_the_other_side_holds_one() -> None:
    from schnapsen.search.reasons import CAUSE

    # every trump is in the seat's hand or played: no trump is out to be drawn
    d = _deal("at", 61, "AS JS QC JD m:KS AH JC JH TC AD TD QD")
    obs = _obs(d)
    assert obs.trump is not None
    seen = set(obs.played_cards) | set(obs.hand) | {c for _, c in obs.current_trick}
    assert all(c in seen for c in CARDS if c.suit == obs.trump and c.rank != Rank.NINE)
    for h in grade_hints(d):
        clauses = [h.params.get(CAUSE), *h.versus.values(),
                   *(c for cs in h.parting.values() for c in cs)]
        assert not any(c is not None and "pulls.yes" in c[0] for c in clauses), h


def test_the_card_kept_for_later_is_said_at_most_once_and_where_it_matters() -> None:
    # the opening lead of seat 1 in the seeded deal: four low leads each "kept the Ace" (HEAD)
    hints = grade_hints(Deal.new("at", seed=1))
    kept = [h for h in hints if "for later" in h.text("en")]
    assert len(kept) <= 1, [h.text("en") for h in kept]
    for lang in LANGS:
        assert all("{" not in h.text(lang) for h in hints)


@pytest.mark.parametrize("moves", ["close JC QC KC QD JH KH AH JD",
                                   "close KC AC JD QC KH TH QS AS"])
def test_the_last_trick_when_it_is_the_moves_own_is_said_once(moves: str) -> None:
    from schnapsen.search.cause import stated
    from schnapsen.search.reasons import THEN, why

    seed = 6 if moves.startswith("close JC") else 9
    d = _deal("at", seed, moves)
    obs = _obs(d)
    card = next(m for m in obs.legal_moves if m.card is not None)
    key, params = why(d, obs, card, 0.0, world=d)
    assert params[THEN][0] == "search.why.line.last.opp"
    assert "takes" in stated(key, params)
    for h in grade_hints(d):
        text = h.text("en")
        assert not ("takes the last trick" in text and "takes this trick" in text), text
        hu = h.text("hu")
        assert not ("az utolsó ütést az ellenfeled viszi" in hu
                    and "ezt az ütést az ellenfeled viszi" in hu), hu


@pytest.mark.parametrize(("variant", "seed", "moves", "card"), [
    ("hu-3", 1, "trump:D kontra pass QH TH TD JS AS KS JH AH 9D QC", "KC"),
    ("hr-3", 1, "trump:D swap:TD,KS KH", "TH"),
    ("hu-3", 2, "trump:H kontra rekontra KS TS QS TD JD AD 9C AC QC JS", "KH"),
])
def test_a_card_that_cannot_come_to_the_trick_is_not_said_to_take_it(
        variant: str, seed: int, moves: str, card: str) -> None:
    from schnapsen.search.reasons import why

    d = _deal(variant, seed, moves)
    obs = _obs(d)
    key, params = why(d, obs, Move.parse(card), 0.0, world=d)
    higher = params.get("higher")
    if higher is not None and key.startswith("search.why.top.higher"):
        played = {s for s, _ in obs.current_trick}
        holder = next(s for s in d.seats if higher in d.hand(s))
        assert holder not in played, (key, higher)


def test_a_best_move_tied_at_a_loss_is_as_bad_not_as_good() -> None:
    from schnapsen.search.hint import Hint

    reason = "search.why.cause.share.most"
    hints = [Hint(Move.parse("AS"), -1.0, True, 1, 0, reason),
             Hint(Move.parse("TS"), -1.0, True, 1, 0, reason),
             Hint(Move.parse("KS"), -2.0, True, 1, 0, reason)]
    g = grade(hints, "AS")
    assert g.text("en").startswith("Best move, though the Ten of Leaves would lose as much.")
    # worth as much, never "as bad" of a move graded best (round 26, sl)
    assert "izgubil enako" in g.text("sl") and "jednako bi vrijedilo" in g.text("hr")
    assert "enako dobro" not in g.text("sl")
    assert "as good as" not in g.text("en")


def test_the_hint_list_of_a_lost_deal_never_calls_a_move_as_good() -> None:
    """The play table's hint list (widgets/play_hints.py) takes its ties from
    :func:`tie_figure`: in a deal lost whatever is played no line says "as good as the move
    above" (hr, sl readers 25: "enako dobro" beside moves that all lose 2)."""
    from schnapsen.widgets.play_hints import PlayHints

    d = _deal(*LOST)
    hints = grade_hints(d)
    for lang, good in (("en", "as good as"), ("sl", "enako dobro")):
        box = PlayHints(lang, lambda: "", lambda: hints, str, lambda: "german")
        box.hints = hints
        shown = box.html()
        assert good not in shown and "as bad" not in shown, shown
