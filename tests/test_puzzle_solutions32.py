"""Puzzle solutions after the blind readers of round 31 (code32c): the deal decided by the
last trick said so, the points so far before the reason that adds to them, and the Croatian
reason of a card named just before given its subject."""

from __future__ import annotations

from schnapsen.moves import MoveKind
from schnapsen.teach.practice import Puzzle, puzzles


def _last_trick_puzzles() -> list[Puzzle]:
    """Exact puzzles whose best line ends with the last trick deciding the deal."""
    found = []
    for p in puzzles("at"):
        if p.check.kind != "exact":
            continue
        if "with the last trick" in p.solution_text("en"):
            found.append(p)
    return found


def test_a_deal_won_by_the_last_trick_is_decided_by_it() -> None:
    """Round 31, hr 9: "with it you take trick 10 and have 56 + 21 = 77 points, more than 66"
    beside "you win 1 game point (the last trick)": the last trick decided the deal, not 66."""
    found = _last_trick_puzzles()
    assert found
    for p in found:
        en = p.solution_text("en")
        assert "more than 66" not in en.split("At its end")[0], en
        assert "the last trick and win" in en or "last trick for your opponent" in en, en
        hr = p.solution_text("hr")
        assert "zadnji štih" in hr and "više od 66" not in hr.split("Na kraju")[0], hr


def test_no_points_so_far_after_a_reason_that_gives_the_new_total() -> None:
    """Round 31, cs 10: "Why: you take this trick and will have 56 points ... You have 42 points
    so far" read backwards: after a reason that gives the total the move brings, the points
    so far are not said again."""
    said = 0
    for p in puzzles("at")[:40]:
        text = p.solution_text("en")
        if "Why: it takes this trick" in text:
            said += 1
            assert "so far." not in text, text
    assert said


def test_hr_reason_after_the_card_has_its_subject() -> None:
    """Round 31, hr 8: "Zašto: nosi ovaj štih" (no subject): round 33, not "njome nosite"
    (feminine, said of a dečko or a kralj too) but "time nosite ovaj štih"."""
    texts = [p.solution_text("hr") for p in puzzles("at")[:40]]
    assert any("Zašto: time nosite ovaj štih" in t for t in texts)
    assert not any("njome" in t for t in texts)
    assert not any("Zašto: nosi ovaj štih" in t or "lošiji: nosi ovaj" in t for t in texts)


def test_a_claim_that_is_the_best_move_is_its_own_line() -> None:
    """Round 31, hr 10 / sl 12: where the best move is the claim, the best line is the claim's
    sentence alone, not "In the first of those deals checked, a best line of play from here
    runs, trick by trick: You claim ..."."""
    claims = [p for p in puzzles() if p.line[:1] and p.line[0].kind == MoveKind.CLAIM]
    assert claims
    for p in claims:
        # (round 33: no line at all where the reason said is the claim's own, code35b)
        parts = dict(p._solution("en"))
        line = parts.get("line", parts["reason"])
        assert "trick by trick" not in line, (p.id, line)
        assert "claim" in line or "enough" in line, (p.id, line)
        hr_parts = dict(p._solution("hr"))
        hr = hr_parts.get("line", hr_parts["reason"])
        assert "najbolja igra" not in hr.lower(), (p.id, hr)


def test_a_last_tricks_puzzle_played_second_asks_for_one_card() -> None:
    """Round 31, hr 11 / cs 11: a last-tricks position where the reader plays to a trick
    already led asked "How do you play the last tricks?"; it asks which card to play to the
    trick (cs "Kterou kartu přidáte k vynesené kartě?")."""
    from schnapsen.i18n import translate
    from schnapsen.widgets.puzzle import question_theme

    second = [p for p in puzzles() if p.theme == "last_tricks" and p.deal.current_trick]
    assert second
    for p in second:
        assert question_theme(p.theme, p.deal) == "follow", p.id
    led = [p for p in puzzles() if p.theme == "last_tricks" and not p.deal.current_trick]
    assert led and all(question_theme(p.theme, p.deal) == "last_tricks" for p in led)
    assert translate("ui.puzzle.question.follow", "cs") == "Kterou kartu přidáte k vynesené kartě?"


def test_equally_good_cards_each_get_their_own_reason() -> None:
    """Round 31, cs: several cards equally best were given one reason, which fitted only the
    first ("it is sure to take this trick … it draws out the last trump" said of an Ace that
    draws no trump): where their reasons differ, each card is named with its own."""
    p = next(x for x in puzzles() if x.id == "at-016")
    en = p.solution_text("en")
    assert "Why each of them is good. The King of Hearts: " in en, en
    assert "The Ace of Acorns: it is sure to take this trick" in en, en
    cs = p.solution_text("cs")
    assert "Proč je každý z nich dobrý? Červený král: " in cs and "Žaludské eso: " in cs
    # where the reasons are alike, one reason (not the same sentence twice)
    for q in puzzles():
        if len(q.answer) > 1 and "Why each" not in q.solution_text("en"):
            assert q.solution_text("en").count("Why: ") == 1, q.id
