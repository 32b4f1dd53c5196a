"""Round 13 of the learner's words (issue 22): the causes the hints, grades, review lines and
puzzle solutions give, as a new user and four native readers read them in round 12."""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

import schnapsen as s
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.search import Hint
from schnapsen.search.cause import Facts, own_clause
from schnapsen.search.grade import grade, grade_hints
from schnapsen.search.reasons import CAUSE, cause_text
from schnapsen.stages import Stage


def _facts(move: str, worlds: int, **counts: int) -> Facts:
    f = Facts(s.Move.parse(move), worlds=worlds, played_out=worlds)
    f.apply.update(("takes", "last", "marriage", "wins", "big"))
    f.counts.update(counts)
    return f


@lru_cache(maxsize=1)
def _ranked() -> tuple[tuple[s.Deal, tuple[Hint, ...]], ...]:
    """Seeded card-play positions of a game for two and of games in sides, ranked as the
    grades rank them (12 likely deals where cards are hidden)."""
    out = []
    for variant in ("at", "hu-2", "hr-3", "sl-4"):
        rng = random.Random(f"why13|{variant}")
        for seed in range(1, 9):
            d = s.Deal.new(variant, seed=seed)
            stop = rng.randrange(4, 16)
            while not d.is_over and (len(d.moves) < stop or d.stage != Stage.PLAY):
                d.play(rng.choice(d.legal_moves()))
            if not d.is_over and len(d.legal_moves()) > 1:
                out.append((d, tuple(grade_hints(d))))
    return tuple(out)


def test_the_best_move_is_told_by_a_fact_that_holds_against_every_move_it_beats() -> None:
    """Item 1: the best move's own line compared it only with the next move. Of the facts
    that part it from the moves it beats, the one that parts it from all of them comes first,
    even where the nearest move is parted by another (a fact of the trick) first."""
    from schnapsen.search.cause import beating_clauses, kind_of

    best = _facts("AH", 12, takes=12, wins=12)
    nearest = _facts("TH", 12, takes=6, wins=8)   # parted by the trick first, then the deal
    far = _facts("JH", 12, takes=12, wins=4)      # parted by the deal only
    ranked = beating_clauses(best, [nearest, far], two=True, solo=True)
    (clause, n), *rest = ranked
    assert kind_of(clause) == "wins" and n == 2, ranked
    assert [kind_of(c) for c, _ in rest] == ["takes"] and rest[0][1] == 1
    assert clause == ("search.why.cause.wins.yes.solo", {"held": 12, "worlds": 12})


def test_no_cause_says_again_what_the_moves_reason_says() -> None:
    """Item 3: "takes this trick, worth 12 card points; your side takes this trick in every
    likely deal". A cause is never of a fact the move's own reason states (by the facts each
    reason's message states, not by comparing words)."""
    from schnapsen.search.cause import kind_of, stated

    said = 0
    for d, hints in _ranked():
        for h in hints:
            known = stated(h.reason, h.params)
            for clause in [h.params.get(CAUSE), *h.versus.values()]:
                if clause is None:
                    continue
                said += 1
                assert kind_of(clause) not in known, (d.to_text(), h.move, h.reason, clause)
    assert said >= 20
    # the facts a reason states: a card that completes its trick says who takes it
    assert "takes" in stated("search.why.take", {})
    assert "wins" in stated("search.why.claim", {})
    assert "last" in stated("search.why.lead.sure", {"then": ("search.why.line.all", {})})


def test_every_cause_about_the_deals_end_names_its_subject() -> None:
    """Item 4: "it wins the deal" (who is "it"?). Every clause about the deal's end names
    you, your side or your opponent, in every edition; in English no "it wins"/"it loses"."""
    keys: list[tuple[str, dict[str, object]]] = [
            ("search.why.vs.wins", {"won_in": 7, "worlds": 12}),
            ("search.why.vs.points", {"won_in": 9, "lost_in": 3, "worlds": 12,
                                      "mean": 0.5}),
            ("search.why.vs.exact.win", {"points": 2}),
            ("search.why.vs.exact.lose", {"points": 1})]
    for key, params in keys:
        for solo in ("", ".solo"):
            text = translate(key + solo, "en", **params)
            assert " it wins" not in text and " it loses" not in text, text
            assert ("you win" in text or "you lose" in text) if solo else "your side" in text
    for kind in ("wins.yes", "wins.no", "big.yes", "big.no"):
        text = translate(f"search.why.cause.{kind}", "en")
        assert text.startswith(("your side", "the other side")), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_a_game_for_two_the_side_clauses_say_you(lang: str) -> None:
    """Item 5: hu "az oldalad", hr "vaša strana", cs "vaše strana" in a game where every seat
    plays alone. The side clauses take their ``.solo`` form there (as the quizzes do), and a
    game in sides keeps "your side"."""
    side = {"en": "your side", "hr": "vaša strana", "sl": "tvoja stran", "hu": "oldalad",
            "cs": "vaše strana"}[lang]
    f = _facts("AH", 12, takes=12, last=12, wins=12, big=3)
    for kind in ("takes", "last", "wins", "big"):
        for good in (True, False):
            solo = own_clause(f, kind, good, two=True, solo=True)
            text = cause_text(solo, lang)
            assert side not in text and "{" not in text, (lang, solo, text)
            in_sides = own_clause(f, kind, good, two=False, solo=False)
            if in_sides[0].removeprefix("search.why.cause.") in (
                    "takes.yes", "last.yes", "wins.yes", "big.yes", "big.no"):
                assert side in cause_text(in_sides, lang) or lang == "hr", (lang, in_sides)
                assert solo[0] == in_sides[0] + ".solo"
    # the hints of a game for two: no side clause says "your side"
    for d, hints in _ranked():
        if d.variant.teams != "single":
            continue
        for h in hints:
            for clause in [h.params.get(CAUSE), *h.versus.values()]:
                if clause is not None:
                    assert side not in cause_text(clause, lang), (lang, clause)


def test_a_negative_clause_true_in_every_deal_reads_in_none_in_czech() -> None:
    """Item 6: cs "soupeř tento výnos nepřebije trumfem v každém možném rozložení" read as
    "not in every". A clause said in the negative and true in every deal takes the share's
    negative form (``search.why.cause.share.every.no``): cs "v žádném ..."."""
    f = _facts("AH", 12, trumped=0, marriage=0, big=0)
    f.apply.add("trumped")
    for kind, good in (("trumped", True), ("marriage", True)):  # not "big": code35e
        clause = own_clause(f, kind, good, two=True, solo=True)
        assert clause[1]["held"] == 12, clause
        cs = cause_text(clause, "cs")
        assert "v žádném" in cs and "všech" not in cs and "každém" not in cs, (clause, cs)
        assert "v žádném z 12 " in cs  # the count in the words (round 27)
        for lang in LANGUAGES:
            assert "{" not in cause_text(clause, lang)
    # a positive clause in every deal keeps "in every"
    takes = own_clause(_facts("AH", 12, takes=12), "takes", True, two=True, solo=True)
    assert "žádném" not in cause_text(takes, "cs")
    # and a negative one in most deals keeps its share
    most = own_clause(_facts("AH", 12, trumped=3), "trumped", True, two=True, solo=True)
    assert "žádném" not in cause_text(most, "cs")


def test_the_position_of_the_days_solution_reads_best_why_then_the_next_best() -> None:
    """Item 8: "Best: X. Why: … . The next best, Y, … ." in every edition: the best move,
    its reason, what it wins, then the next best move and what it would give away."""
    from schnapsen.practice import puzzles

    checked = 0
    for p in puzzles("at")[:12]:
        for lang in LANGUAGES:
            parts = dict(p._solution(lang))
            words, _ = p.solution_parts(lang)
            if p.check.kind != "exact" or "next" not in parts:
                continue
            order = [words.index(parts[tag]) for tag in ("best", "reason", "value", "next")]
            assert order == sorted(order), (p.id, lang, words)
            checked += 1
    assert checked >= 10


def test_a_claim_tied_with_a_card_is_the_best_and_the_card_worth_as_much() -> None:
    """Item 9: "Claiming 66 … as good as the Ober". Where a claim that wins ties with a card,
    the claim's grade says it ends the deal now with its game points, the card's that it is
    worth as much as claiming now."""
    claim, card = s.Move.parse("claim"), s.Move.parse("QH")
    hints = [Hint(claim, 2.0, True, 1, 1, "search.why.claim", {"points": 70, "target": 66}),
             Hint(card, 2.0, True, 1, 1, "search.why.lead.sure", {"card": s.Card.parse("QH")})]
    for lang in LANGUAGES:
        on_card = grade(hints, card).text(lang)
        on_claim = grade(hints, claim).text(lang)
        assert on_card.startswith(translate("guided.grade.best.equal.claim", lang)), on_card
        assert "2" in on_claim.split(".")[0] or "2" in on_claim, on_claim
    assert grade(hints, card).text().startswith("Best move, worth as much as claiming 66 now.")
    assert grade(hints, claim).text().startswith(
        "Best move: the claim ends the deal now and wins 2 game points, as much as the Ober "
        "of Hearts brings.")
    # a claim that loses, tied with a card that loses as much: no "claiming now" praise, nor
    # "as good as" (round 25, hr, sl): the deal is lost whatever is played, said once
    lost = [Hint(card, -2.0, True, 1, 0, "search.why.lead.sure", {"card": s.Card.parse("QH")}),
            Hint(claim, -2.0, True, 1, 0, "search.why.claim_short",
                 {"points": 40, "target": 66})]
    assert grade(lost, card).text().startswith(
        "The deal is lost whatever you play: this move loses 2 game points")


def test_guided_hand_2s_grades_tell_the_better_move_by_another_fact() -> None:
    """Item 7: on the new user's guided hand 2 (at-g02) the grade of a move and the better
    move had reasons that read alike ("in most of the likely deals, you win the deal" of
    both). Along the hand's line, every move the reader may play instead is graded: where
    both have a cause, the better move's says another fact than the reader's own (or the
    same in its other form: "your opponent does not trump this lead" against "trumps")."""
    from schnapsen.practice import guided_hands

    hand = guided_hands()[1]
    assert hand.id == "at-g02"
    d = hand.deal.copy()
    compared = 0
    for move in hand.line:
        if d.is_over:
            break
        if d.to_move == hand.seat and len(d.legal_moves()) > 1:
            hints = grade_hints(d)
            for h in hints:
                g = grade(hints, h.move)
                if g.kind == "best":
                    continue
                mine, better = g.hint.params.get(CAUSE), g.better_hint().params.get(CAUSE)
                if mine is None or better is None:
                    continue
                compared += 1
                assert better[0] != mine[0], (d.to_text(), g.text())
                words = dict(g.segments())
                assert len(set(words)) == len(words)
        d.push(move)
    assert compared >= 10


def test_a_close_or_an_exchange_is_not_said_to_take_a_trick() -> None:
    """A close or an exchange has no trick of its own: the trick its lines play first is the
    next lead's, so no cause says "your opponent takes this trick" or "this lead" of it (cs
    and hr readers: "closing is not a lead"); the deal's end may still be said."""
    import random

    from schnapsen import Deal
    from schnapsen.moves import MoveKind
    from schnapsen.search import hint
    from schnapsen.search.cause import END_KINDS, KINDS, kind_of

    trick_facts = set(KINDS) - set(END_KINDS)

    said = 0
    for seed in range(40):
        d = Deal.new("cs-2", seed=100 + seed)
        rng = random.Random(100 + seed)
        for _ in range(rng.randrange(0, 5)):
            if d.to_move is None:
                break
            d.push(rng.choice(d.legal_moves()))
        if d.to_move is None:
            continue
        for h in hint(d, worlds=12):
            clause = h.params.get("cause")
            if clause is None or h.move.kind not in (MoveKind.CLOSE, MoveKind.EXCHANGE):
                continue
            said += 1
            assert kind_of(clause) not in trick_facts, (seed, h.move, clause)
    assert said >= 5


def test_reaching_the_target_says_the_deal_ends_where_nobody_claims() -> None:
    """cs reader, with the Czech source's rules ticked (the deal ends by itself at 66): a hint
    said "…you can claim 'dost'" where there is no claim to make. Where the variant's claim is
    automatic the reason says the deal ends there; with a claim to make it says so."""
    import random

    from schnapsen import Deal
    from schnapsen.i18n import translate
    from schnapsen.moves import MoveKind
    from schnapsen.search.reasons import why
    from schnapsen.variants import find_variant

    found: dict[tuple[str, str], str] = {}
    for variant in (find_variant("cs-2").with_options(claim="auto"), find_variant("cs-2")):
        for seed in range(12):
            d = Deal.new(variant, seed=seed)
            rng = random.Random(seed)
            while d.to_move is not None:
                obs = d.observation(d.to_move)
                for m in d.legal_moves():
                    if m.kind in (MoveKind.MARRIAGE, MoveKind.CARD):
                        key, params = why(d, obs, m, 0.0)
                        if ".reach" in key:
                            found[(variant.claim, key.split(".")[2])] = translate(
                                key, "en", **params)
                d.push(rng.choice(d.legal_moves()))
    assert set(found) == {("auto", "take"), ("auto", "marriage"), ("manual", "take"),
                          ("manual", "marriage")}, set(found)
    for (claim, _), text in found.items():
        assert ("the deal ends there" in text) == (claim == "auto"), text
        assert ("enough to claim" in text) == (claim == "manual"), text


def test_a_good_grade_agrees_with_the_loss_it_shows() -> None:
    """A new reader read "Good move: 0.50 game points below the best" beside the page's
    "good: less than half a game point below the best": the grade follows the loss as shown
    (one decimal since round 25, as the hint shows it), so a loss that shows as 0.5 is a
    mistake, one that shows 0.4 is good."""
    from schnapsen.moves import Move
    from schnapsen.search.grade import GOOD_WITHIN, grade
    from schnapsen.search.hint import Hint

    def h(move: str, value: float) -> Hint:
        return Hint(Move.parse(move), value, False, 12, 6, "search.why.lead", {})

    best = 0.92
    for loss, kind in ((GOOD_WITHIN - 0.04, "mistake"), (GOOD_WITHIN - 0.06, "good"),
                       (GOOD_WITHIN + 0.1, "mistake"), (0.0, "best")):
        hints = [h("AH", best), h("QC", best - loss)] if loss else [h("AH", best)]
        assert grade(hints, "QC" if loss else "AH").kind == kind, (loss, kind)


# --- round 14 (issue 22): causes that say why, not only what --------------------------------


def _why14_position(variant: str, seed: int) -> s.Deal:
    """A seeded card-play position of round 14: random legal moves to a random stop."""
    rng = random.Random(f"why14|{variant}|{seed}")
    d = s.Deal.new(variant, seed=seed)
    stop = rng.randrange(3, 16)
    while not d.is_over and (len(d.moves) < stop or d.stage != Stage.PLAY):
        d.play(rng.choice(d.legal_moves()))
    return d


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_trick_before_the_last_draw_names_the_turned_trump_it_decides(lang: str) -> None:
    """Item 1a: two cards left in the talon; the Ober of Hearts takes the trick (and its taker
    draws the hidden card), the Ace of Hearts is trumped and the turned Ten of Bells comes to
    the reader. The grade said only who takes the trick and who wins the deal; it now says
    that this trick decides who gets the turned trump card, and names it, in every edition."""
    from schnapsen.explain import card_name

    d = _why14_position("at", 15)
    g = grade(grade_hints(d), s.Move.parse("QH"))
    assert g.kind == "mistake" and str(g.best.move) == "AH"
    better = g.better_hint().params[CAUSE]
    ten = s.Card.parse("TD")
    assert better[0] == "search.why.cause.turned.yes" and better[1]["card"] == ten, better
    mine = g.hint.params[CAUSE]
    assert mine[0] == "search.why.cause.turned.no" and mine[1]["card"] == ten, mine
    text = g.text(lang)
    assert text.count(card_name(ten, lang)) >= 2, text  # said of both moves
    said = translate("search.why.cause.turned.yes", lang, card=card_name(ten, lang))
    # (sl round 35: the cause may open its sentence, before the count, and is then capitalised)
    assert said in text or said[0].upper() + said[1:] in text, text


def test_the_lead_a_trick_gives_is_said_as_what_its_side_does_with_it() -> None:
    """Item 1b: the trick gives the lead to the one who then closes the talon (a game for two)
    or claims (a game for three, the declarer alone against two: "you", issue 25), in most
    of the likely deals."""
    cases = [("hu-2", 77, "AH", "JC", "search.why.cause.closes.yes.solo"),
             ("hr-3", 1, "KH", "JS", "search.why.cause.claims.yes.solo")]
    for variant, seed, better, worse, key in cases:
        hints = {str(h.move): h for h in grade_hints(_why14_position(variant, seed))}
        clause = hints[better].versus[s.Move.parse(worse)]
        # (round 27: after a reason that says the trick is taken, its .said form, the trick
        # not said again)
        assert clause[0].removesuffix(".said") == key, (variant, seed, clause)
        assert clause[1]["held"] * 2 > clause[1]["worlds"]
    # and the worse move says it does not get the lead, only where its side loses the trick
    hints = {str(h.move): h for h in grade_hints(_why14_position("hr-3", 1))}
    clause = hints["JS"].params[CAUSE]
    # after "it takes this trick unless someone trumps it", the trump is said (round 23, hu)
    # (.own: the higher cards of its suit are in the reader's hand, round 26)
    assert hints["JS"].reason in ("search.why.lead.trump", "search.why.top.trump",
                                  "search.why.lead.trump.own", "search.why.top.trump.own")
    assert (clause[0] == "search.why.cause.claims.no.solo.trumped"
            and clause[1]["held"] == 12), clause
    assert "someone trumps it, so this trick does not give you the lead to claim" in hints[
        "JS"].text()


def test_the_negative_lead_clause_is_never_said_of_a_trick_the_side_takes() -> None:
    """Item 1b: "this trick does not give you the lead to play a trump next" was said of a
    King that takes its trick (the lead used otherwise): the worse move's form counts only the
    lines where its side loses the trick, and is left out where it takes it in most."""
    from schnapsen.search.cause import pair_clauses

    a = _facts("AH", 12, takes=12, wins=12, pulls=10)
    b = _facts("KH", 12, takes=12, wins=6, pulls=2)
    a.apply.add("pulls")
    b.apply.add("pulls")
    [(ca, cb), *_] = pair_clauses(a, b, two=True, solo=True)
    assert ca == ("search.why.cause.pulls.yes.solo", {"held": 10, "worlds": 12})
    assert cb is None
    # a trump led that "draws out the others' trumps" says the trumps led next already
    from schnapsen.search.cause import stated

    assert "pulls" in stated("search.why.lead.sure.trump", {})
    assert "pulls" not in stated("search.why.lead.sure", {})
    lost = _facts("JH", 12, takes=3, wins=6, pulls=1)
    lost.apply.add("pulls")
    [(ca, cb), *_] = pair_clauses(a, lost, two=True, solo=True)
    assert cb == ("search.why.cause.pulls.no.solo", {"held": 9, "worlds": 12, "negative": True})


def test_a_card_the_worse_move_spends_is_kept_for_a_marriage_or_the_last_tricks() -> None:
    """Item 1c: the better move keeps the card the worse move plays, and the better move's
    lines use it: for a marriage announced later, or to take a trick once nobody draws (a
    seeded position of a game for two). Said of the better move, naming the card (and the
    marriage's suit), after the facts of the move's own trick."""
    from schnapsen.search.cause import keeps_clause

    best = _facts("AS", 4, takes=4, wins=2)
    best.kept[s.Card.parse("QC").index] = {"marriage": 3, "late": 0}
    best.hand = 1 << s.Card.parse("KC").index  # the King in hand (round 25: else ".draw")
    spends = _facts("QC", 4, takes=0, wins=0)
    clause = keeps_clause(best, spends)
    assert clause is not None and clause[0] == "search.why.cause.keeps.marriage", clause
    assert clause[1]["card"] == s.Card.parse("QC") and clause[1]["suit"] == s.Suit.ACORNS
    assert clause[1]["held"] == 3 and clause[1]["worlds"] == 4
    best.kept[s.Card.parse("QC").index] = {"marriage": 2, "late": 0}  # half the lines: no
    assert keeps_clause(best, spends) is None
    # the marriage announced with the card is not the card spent
    assert keeps_clause(best, _facts("m:QC", 4)) is None
    hints = {str(h.move): h for h in grade_hints(_why14_position("hu-2", 77))}
    clause = hints["AH"].versus[s.Move.parse("KH")]
    assert clause[0] == "search.why.cause.keeps.late" and clause[1]["card"] == s.Card.parse("KH")
    for lang in LANGUAGES:
        text = cause_text(clause, lang)
        assert "{" not in text and len(text.split()) >= 8, (lang, text)


def test_a_cause_does_not_say_again_who_takes_the_trick_the_reason_named() -> None:
    """Issue 25, a new reader: a hint said the same fact twice, "the Unter of Hearts takes
    this trick (12 card points) …; … you take this trick, the last before the talon runs
    out, and draw the hidden card, …". After a reason that says who takes the trick, the
    cause of the turned trump card says only what follows from it (``.said``), in every
    edition; after one that does not, it keeps the taker."""
    from schnapsen.explain import card_name, format_message, names_only
    from schnapsen.search import hint
    from schnapsen.search.cause import said_form

    d = s.Deal.new("at", seed=58)
    rng = random.Random(58)
    while d.stage != Stage.PLAY:
        d.push(rng.choice(d.legal_moves()))
    for _ in range(rng.randrange(0, 10)):
        d.push(rng.choice(d.legal_moves()))
    h = next(h for h in hint(d, worlds=12) if str(h.move) == "JH")
    assert h.reason == "search.why.take"
    key, params = h.params[CAUSE]
    assert key == "search.why.cause.turned.no.said", key
    ace = card_name(params["card"], "en")
    text = h.text("en")
    assert "this trick is the last before the talon runs out, so you draw" in text, text
    assert text.count("take this trick") + text.count("takes this trick") == 1, text
    for lang in LANGUAGES:
        said = h.text(lang)  # the card as a card: a catalogue may ask for its cases
        card = names_only({"card": params["card"]})
        assert format_message(key, card, lang) in said, (lang, said)
        assert format_message("search.why.cause.turned.no", card, lang) not in said
    assert ace in text
    # a reason that does not say who takes the trick keeps the cause's taker
    clause = ("search.why.cause.turned.yes", {"card": params["card"]})
    assert said_form(clause, frozenset(("trumped",))) == clause
    assert said_form(clause, frozenset(("takes",)))[0] == "search.why.cause.turned.yes.said"
