"""Every result says why, with its numbers (issue 22 item 1): seeded deals of all 13 variants
driven to each way a deal can end (the cases are data, ``tests/data/result_endings.txt``: the
variant and its options, the deck and every move), and the result's sentences read in five
languages.

The endings: a claim (with a marriage shown, and without), a wrong claim (the other side with
and without a trick), the last trick (scored by the loser's points; a flat game point as an
option), a side reaching 66 by itself (German 66, the automatic claim), a close won, a close
failed (the cards run out short of 66, the other side claims first, the Slovenian closer loses
a trick; the Hungarian option's fixed value), the three thresholds of the game points (no
trick, fewer than 33, 33 or more), every contract made and failed by each of its aims (Šnops:
66 reached, the opponents' trick, 66 not reached in three tricks; Durhmarš and Paver: every
trick, a trick lost; Berač: no trick, a trick taken; snapszer: 66 reached, the opponents'
trick), kontra and rekontra. (Two endings cannot happen: a snapszer short of 66 with every
trick taken, and in the Slovenian game for two the other side reaching 66 before a closer who
must win every trick.)

``python -m tests.test_result_words --write`` finds the cases again (seeded, the same every
time) and writes the data file.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import schnapsen as s
from schnapsen.explain import result_lines
from schnapsen.i18n import LANGUAGES, translate
from schnapsen.moves import Move, MoveKind
from schnapsen.notation import deal_from_text, deal_to_text
from schnapsen.stages import Stage

DATA = Path(__file__).with_name("data") / "result_endings.txt"
TWO = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66")
MULTI = ("hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4")
COMMON = ("claim", "claim_marriage", "wrong_claim", "wrong_claim_no_trick", "last_trick",
          "no_trick", "under_half", "over_half")
CLOSING = ("closed_won", "closed_failed", "closed_beaten")
CONTRACT_ENDS = {
    "snops": ("reached", "opponents_trick", "not_reached"),
    "durhmars": ("all_tricks", "lost_trick"),
    "paver": ("all_tricks", "lost_trick"),
    "berac": ("all_tricks", "took_trick"),
    # snapszer has no trick limit: a bidder's side that takes every trick has 66 and more,
    # so it fails only by the opponents' trick
    "snapszer": ("reached", "opponents_trick"),
}
#: (variant, options) -> the endings it must show
WANTED: dict[tuple[str, str], tuple[str, ...]] = {
    **{(v, ""): COMMON + CLOSING for v in TWO if v != "de-66"},
    ("de-66", ""): COMMON + CLOSING + ("reached",),
    # the Slovenian closer must win every trick until 66: the other side cannot reach 66
    # first (its first trick fails the close)
    ("sl-2", ""): COMMON + ("closed_won", "closed_failed", "closed_lost_trick"),
    ("hu-2", ""): COMMON + CLOSING + tuple(f"snapszer_{e}" for e in CONTRACT_ENDS["snapszer"]),
    ("at", "last_trick_rule=flat"): ("flat",),
    ("at", "claim=auto"): ("reached",),
    ("hu-2", "failed_close_points=1"): ("fixed_failed_close",),
    ("hr-3", ""): ("claim", "wrong_claim", "last_trick"),
    ("hr-4", ""): ("claim", "wrong_claim", "last_trick"),
    **{(v, ""): ("claim", "wrong_claim", "last_trick") + tuple(
        f"{c}_{e}" for c in ("snops", "durhmars", "berac", "paver") for e in CONTRACT_ENDS[c])
       for v in ("sl-3", "sl-4", "sl-5")},
    ("hu-3", ""): ("reached", "last_trick", "kontra", "rekontra"),
    ("hu-4", ""): ("reached", "last_trick", "kontra", "rekontra") + tuple(
        f"snapszer_{e}" for e in CONTRACT_ENDS["snapszer"]),
}


def labels(d: s.Deal) -> set[str]:
    """The endings a finished deal shows (it may show several: a claim and a threshold)."""
    r = d.result
    assert r is not None
    det = r.detail
    rule = str(det.score_rule)
    out = {rule} if rule in ("no_trick", "under_half", "over_half", "flat") else set()
    reason = str(r.reason)
    cards_left = any(d.hand_sizes)
    if rule == "contract":
        out.add(f"{r.contract}_{det.contract_end}")
    elif rule in ("failed_close", "fixed_failed_close"):
        if rule == "fixed_failed_close":
            out.add("fixed_failed_close")
        if reason == "claim" or cards_left and det.winner_points >= det.target:
            out.add("closed_beaten")
        elif cards_left:
            out.add("closed_lost_trick")
        elif reason != "wrong_claim":
            out.add("closed_failed")
    elif reason == "closed_won" or d.closed_by is not None and reason == "claim":
        out.add("closed_won")
    elif reason == "claim":
        out.add("claim_marriage" if det.claim_marriage else "claim")
    elif reason == "wrong_claim":
        out.add("wrong_claim_no_trick" if det.judged_tricks == 0 else "wrong_claim")
    elif reason in ("last_trick", "reached"):
        out.add(reason)
    if r.multiplier == 2:
        out.add("kontra")
    elif r.multiplier >= 4:
        out.add("rekontra")
    return out


# -- finding the cases (seeded) -----------------------------------------------------------------

Policy = Callable[[s.Deal, list[Move], random.Random], Move]


def _claim_wins(d: s.Deal) -> bool:
    trial = d.copy()
    trial.play("claim")
    return trial.result is not None and d.to_move in trial.result.winners


def policy(ending: str) -> Policy:
    """How the seats play to reach ``ending`` (random legal moves otherwise)."""
    close = ending.startswith("closed") or ending == "fixed_failed_close"
    contract = next((c for c in CONTRACT_ENDS if ending.startswith(c + "_")), None)

    def choose(d: s.Deal, legal: list[Move], rng: random.Random) -> Move:
        kinds = {m.kind: m for m in legal}
        if d.stage != Stage.PLAY:
            if contract is not None:
                for m in legal:
                    if m.name == contract or (m.kind == MoveKind.SNAPSZER and
                                              contract == "snapszer"):
                        return m
            if ending in ("kontra", "rekontra") and MoveKind.KONTRA in kinds:
                return kinds[MoveKind.KONTRA]
            if ending == "rekontra" and MoveKind.REKONTRA in kinds:
                return kinds[MoveKind.REKONTRA]
            if MoveKind.PASS in kinds and (contract or ending in ("kontra", "rekontra")):
                return kinds[MoveKind.PASS]
            plain = [m for m in legal if m.kind not in (MoveKind.CONTRACT, MoveKind.SNAPSZER,
                                                        MoveKind.KONTRA, MoveKind.REKONTRA)]
            return rng.choice(plain or legal)
        if contract == "snapszer" and MoveKind.SNAPSZER in kinds:
            return kinds[MoveKind.SNAPSZER]
        if close and MoveKind.CLOSE in kinds and d.closed_by is None:
            return kinds[MoveKind.CLOSE]
        if MoveKind.CLAIM in kinds:
            right = _claim_wins(d)
            closer = d.closed_by
            seat = d.to_move
            assert seat is not None
            theirs = sum(d.tricks_taken(t) for t in d.seats
                         if d.side_of(t) != d.side_of(seat))
            if ending == "wrong_claim_no_trick" and not right and theirs == 0:
                return kinds[MoveKind.CLAIM]
            if ending == "wrong_claim" and not right and rng.random() < 0.5:
                return kinds[MoveKind.CLAIM]
            if right and not (ending == "closed_failed" or ending == "closed_lost_trick"
                              or ending == "closed_beaten" and d.to_move == closer
                              or ending == "last_trick" or ending == "reached"):
                return kinds[MoveKind.CLAIM]
        plays = [m for m in legal if m.kind in (MoveKind.CARD, MoveKind.MARRIAGE,
                                                MoveKind.EXCHANGE)]
        if ending == "claim_marriage":  # keep the marriage for the claim to show
            plays = [m for m in plays if m.kind != MoveKind.MARRIAGE] or plays
        return rng.choice(plays or legal)

    return choose


def find(variant: str, options: str, ending: str, seeds: int = 4000) -> s.Deal | None:
    v = s.find_variant(variant)
    if options:
        key, _, value = options.partition("=")
        v = v.with_options(**{key: int(value) if value.isdigit() else value})
    choose = policy(ending)
    for seed in range(1, seeds):
        rng = random.Random(f"{variant}|{options}|{ending}|{seed}")
        d = s.Deal.new(v, seed=seed)
        while not d.is_over:
            d.play(choose(d, d.legal_moves(), rng))
        if ending in labels(d):
            return d
    return None


def write() -> None:
    blocks = []
    missing = []
    for (variant, options), endings in WANTED.items():
        for ending in endings:
            d = find(variant, options, ending)
            if d is None:
                missing.append((variant, options, ending))
                continue
            blocks.append(f"ending: {ending}\n{deal_to_text(d).strip()}\n")
            print(variant, options, ending, file=sys.stderr, flush=True)
    header = ("# Deals driven to each way of ending (tests/test_result_words.py --write): "
              "the ending, then the deal in the deal notation.\n")
    DATA.write_text(header + "\n" + "\n".join(blocks), encoding="utf-8")
    if missing:
        print("not found:", missing, file=sys.stderr)


# -- the tests ----------------------------------------------------------------------------------


def cases() -> list[tuple[str, str]]:
    text = DATA.read_text(encoding="utf-8")
    out = []
    for block in text.split("\n\n"):
        lines = [ln for ln in block.splitlines() if ln and not ln.startswith("#")]
        if lines and lines[0].startswith("ending: "):
            out.append((lines[0].removeprefix("ending: "), "\n".join(lines[1:]) + "\n"))
    return out


CASES = cases() if DATA.exists() else []


def test_every_variant_reaches_every_ending() -> None:
    found = {(deal_from_text(text).variant.id, ending) for ending, text in CASES}
    for (variant, _options), endings in WANTED.items():
        for ending in endings:
            assert (variant, ending) in found, (variant, ending)
    assert {v for v, _ in found} == set(s.VARIANTS)


@pytest.mark.parametrize(("ending", "text"), CASES,
                         ids=[f"{deal_from_text(t).variant.id}-{e}" for e, t in CASES])
def test_the_result_says_why_with_its_numbers(ending: str, text: str) -> None:
    d = deal_from_text(text)
    assert d.is_over and ending in labels(d), (ending, labels(d))
    r = d.result
    assert r is not None
    det = r.detail
    # the figures agree with the result: the base times kontra is the game points
    assert det.base_game_points * r.multiplier == r.game_points
    for lang in LANGUAGES:
        for me in (None, 0, r.winners[0]):
            lines = result_lines(d, lang, me=me)
            assert len(lines) >= 2, (lang, lines)
            for line in lines:
                assert line and "{" not in line and "result." not in line, (lang, line)
                # whole sentences: a capital (or a number, or a quote) first, a full stop last
                assert line[0].isupper() or line[0].isdigit() or line[0] in "„»", (lang, line)
                assert line.endswith("."), (lang, line)
            said = " ".join(lines)
            # the numbers: the game points, and what they were judged on
            if ending.startswith("wrong_claim") and d.variant.match.result:
                # a countdown says the wrong claim's worth as a word (hr "ide za dva")
                assert (str(det.base_game_points) in said or translate(
                    f"number.{det.base_game_points}", lang) in said), (lang, said)
            else:
                assert str(det.base_game_points) in said, (lang, said)
            if str(det.score_rule) in ("no_trick", "under_half", "over_half"):
                assert str(det.judged_points) in said or det.judged_tricks == 0, (lang, said)
            if str(det.score_rule) in ("under_half", "over_half"):
                assert str(det.half_target) in said
            if r.multiplier > 1:
                assert str(r.game_points) in said
            if ending in ("wrong_claim", "closed_failed") or ending.endswith("not_reached"):
                assert str(det.short_by) in said, (lang, said)
    english = " ".join(result_lines(d, "en", me=0))
    words = {
        "claim": "claimed 66 with", "claim_marriage": "the marriage shown with the claim",
        "wrong_claim": "claimed 66 with only", "wrong_claim_no_trick": "had no trick",
        "last_trick": "took the last trick", "no_trick": "no trick",
        "under_half": "fewer than 33", "over_half": "33 or more",
        "closed_won": "the talon was closed", "closed_failed": "short of 66",
        "closed_beaten": "reached 66 first", "closed_lost_trick": "before reaching 66",
        "reached": "reached 66", "flat": "a flat 1 game point",
        "fixed_failed_close": "a failed close is worth", "kontra": "Kontra doubled",
        "rekontra": "Kontra and rekontra", "reached_end": "made",
    }
    key = ending if ending in words else ""
    if key == "last_trick" and "did not claim 66" in english:
        # round 27: the loser had 66 and did not claim it, the line says so and who took the
        # last trick (tests/test_result_unclaimed.py)
        key = "unclaimed"
        words[key] = "the last trick then decides the deal, and"
    if key:
        assert words[key] in english, (ending, english)
    if ending.split("_")[0] in CONTRACT_ENDS:
        made = ending.endswith(("_reached", "_all_tricks")) and "not_reached" not in ending
        assert ("made" if made else "failed") in english, english
    if ending == "snops_not_reached":
        assert re.search(r"after trick 3, \d+ points? short of 66", english), english


if __name__ == "__main__" and "--write" in sys.argv:
    write()


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_claim_under_a_headline_that_names_the_claimer_does_not_name_them_again(
        lang: str) -> None:
    """The round-12 editors read "Igrač 2 je dobio 2 boda. Igrač 2 rekao je „dosta“ …": when
    the headline has named the claimer alone, the reason line says the claim without them
    (``result.why.claim.same``); a caller that names nobody, and the reader's own claim,
    keep the full line."""
    from schnapsen.i18n import translate
    from schnapsen.render import names_for
    from schnapsen.render.html import caption_text

    d = find("at", "", "claim")
    assert d is not None and d.result is not None and d.result.claimer is not None
    claimer = d.result.claimer
    assert tuple(d.result.winners) == (claimer,)
    same = result_lines(d, lang, named=d.result.winners)
    full = result_lines(d, lang)
    points = d.result.detail.claimed_points
    assert same[0] == translate("result.why.claim.same", lang, points=points) != full[0]
    assert result_lines(d, lang, me=claimer, named=d.result.winners)[0] == \
        result_lines(d, lang, me=claimer)[0]
    head, details = caption_text(d, names=names_for(lang))
    assert details.startswith(same[0]), (lang, head, details)


_SIDE_WORDS = {
    # "the other side", "your side" in each edition's result sentences (a team's words)
    "en": ("other side", "your side"), "hr": ("druga strana", "drugoj strani", "vaša strana"),
    "sl": ("druga stran", "drugi strani", "tvoja stran"),
    "hu": ("másik oldal", "oldalad"), "cs": ("druhá strana", "druhé straně", "vaše strana"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_for_two_names_players_not_sides(lang: str) -> None:
    """Issue 22, round 14, item 5: in a game for two a failed close, a wrong claim and a
    close beaten to the target said "the other side"; every seat plays alone there, so the
    sentences name "you", "your opponent" or "the other player" (``.you``, ``.opp``,
    ``.solo``), over the seeded deals of every variant for two to each ending, read by each
    seat, by a reader who does not play and by the winner; a game in sides keeps its side."""
    seen = set()
    for ending, text in CASES:
        d = deal_from_text(text)
        if d.variant.teams != "single":
            continue
        r = d.result
        assert r is not None
        for me in (None, 0, 1):
            said = " ".join(result_lines(d, lang, me=me))
            for word in _SIDE_WORDS[lang]:
                assert word not in said.lower(), (d.variant.id, ending, me, said)
            seen.add((ending, me))
            if ending in ("wrong_claim", "fixed_failed_close", "closed_failed",
                          "closed_beaten", "closed_lost_trick", "wrong_claim_no_trick"):
                assert "{" not in said
    assert {e for e, _ in seen} >= {"wrong_claim", "wrong_claim_no_trick", "closed_beaten",
                                    "closed_failed"}
    if lang == "en":
        beaten = find("at", "", "closed_beaten")
        assert beaten is not None and beaten.closed_by is not None
        assert "but your opponent reached 66 first" in " ".join(
            result_lines(beaten, "en", me=beaten.closed_by))
        assert "but the other player reached 66 first" in " ".join(result_lines(beaten, "en"))
        wrong = find("at", "", "wrong_claim")
        assert wrong is not None and wrong.result is not None
        claimer = wrong.result.claimer
        assert claimer is not None
        assert "to your opponent." in " ".join(result_lines(wrong, "en", me=claimer))
        assert "to you." in " ".join(result_lines(wrong, "en", me=1 - claimer))


def test_a_won_close_says_whose_points_count_at_the_close_once() -> None:
    """Round 16: "The points count as they stood when the talon was closed" stood beside
    "claimed 66 with 66 points" (a claim after the close), as if the two contradicted each
    other. A won close now says once whose points and tricks are taken at the close (the
    loser's, named as the other lines name them) and that the closer's own count to the end;
    the loser's figure at the close follows in the next line."""
    from schnapsen.explain import format_message
    from schnapsen.explain_result import _who

    closes = [deal_from_text(t) for e, t in CASES if e == "closed_won"]
    assert closes
    for d in closes:
        r = d.result
        assert r is not None and r.detail.judged_at_close
        win = d.side_of(r.winners[0])
        losers = tuple(x for x in d.seats if d.side_of(x) is not None and d.side_of(x) != win)
        for lang in LANGUAGES:
            for me in (None, losers[0], r.winners[0]):
                two = me is not None and d.variant.players == 2
                who, params = _who(losers, me, lang, two)
                want = format_message(f"result.why.at_close.{who}", params, lang)
                lines = result_lines(d, lang, me=me)
                assert lines.count(want) == 1, (lang, me, lines)
                # before the line with the loser's figures, which it explains
                rule = str(r.detail.score_rule)
                after = lines[lines.index(want) + 1]
                assert rule in ("no_trick", "under_half", "over_half") and (
                    str(r.detail.judged_points) in after or r.detail.judged_tricks == 0), after
        english = result_lines(d, "en", me=r.winners[0])
        assert not any(x.startswith("The points count as they stood") for x in english)
        assert any("the closer's own points count to the end" in x for x in english)


def test_a_failed_contract_in_a_game_for_two_names_the_one_opponent() -> None:
    """A native reader (round 25, hr) read "a failed game is worth 6 to each opponent" and
    "the opponents took trick 1" under a two-player snapszer: there is one opponent."""
    from schnapsen.bots import play_deal
    from schnapsen.stages import ResultReason

    seen = 0
    for seed in range(1, 400):
        deal = s.Deal.new("hu-2", seed=seed)
        play_deal(deal, {i: s.RandomBot(seed=seed + i) for i in deal.seats})
        r = deal.result
        if r is None or r.reason != ResultReason.CONTRACT_FAILED:
            continue
        seen += 1
        for lang in LANGUAGES:
            text = " ".join(result_lines(deal, lang))
            assert "each opponent" not in text and "opponents took" not in text, text
            if lang == "en":
                assert "to the opponent." in text, text
        if seen >= 3:
            break
    assert seen >= 1
