"""Bad input never breaks the engine: only SchnapsenError subclasses escape, and a deal is
unchanged after an error.

Random text goes to ``Move.parse``, ``parse_card``, ``find_variant``, ``Deal.new`` and
``Deal.from_text``, and to ``deal.play`` on positions reached by random play; random real
moves (valid notation, mostly illegal there) go to ``play``; saved deals with one line or one
move changed either load completely or raise, never half-way.

Hypothesis runs derandomized (the same examples every run) with a bounded number of examples
so that the file stays fast. Engine bugs found here are kept as regression tests at the end.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from schnapsen import (
    CARDS,
    VARIANTS,
    Deal,
    IllegalMoveError,
    InvalidNotationError,
    Move,
    SchnapsenError,
    UnknownVariantError,
    find_variant,
    parse_card,
)

# The examples are cheap for the engine but not for Hypothesis: of the file's 130 s in CI
# (c74, two workers) nine tenths were Hypothesis drawing and mutating examples (cProfile of
# test_play_real_moves: 10 s of its 48 in the engine). The properties are cheap to cover: the
# parsers' inputs are short texts (their corner cases are the @example rows and the
# regression tests at the end), and the engine behind play() and from_text is checked over
# 13,000 whole deals in test_invariants.py (legal moves, to_text/from_text round trips) and
# every position of 10,000 deals a variant in test_position.py. 500 and 300 examples (were
# 1500 and 800) still draw each branch of every strategy above scores of times.
FAST = settings(
    max_examples=500,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
MEDIUM = settings(FAST, max_examples=300)

CODES = [c.code for c in CARDS]
VARIANT_IDS = list(VARIANTS)

# -- strategies ----------------------------------------------------------------------------
NOTATION_CHARS = "AaKkQqJjTt910HhDdSsCcm:x,;- \t\n"
PREFIXES = ["", "m:", "call:", "trump:", "swap:", "contract:", "M:", "10", "close", "claim"]

junk_text = st.one_of(
    st.text(max_size=30),
    st.text(alphabet=NOTATION_CHARS, max_size=12),
    st.builds(
        lambda p, t: p + t, st.sampled_from(PREFIXES), st.text(alphabet=NOTATION_CHARS, max_size=8)
    ),
)

not_text = st.one_of(
    st.none(),
    st.integers(),
    st.floats(allow_nan=True),
    st.binary(max_size=5),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)

real_moves = st.one_of(
    st.sampled_from(CODES),
    st.sampled_from(CODES).map(lambda c: f"m:{c}"),
    st.sampled_from(CODES).map(lambda c: f"call:{c}"),
    st.sampled_from("HDSC").map(lambda s: f"trump:{s}"),
    st.sampled_from(["x", "close", "claim", "turn", "snapszer", "kontra", "rekontra", "pass"]),
    st.sampled_from(["snops", "durhmars", "berac", "paver", "snapszer", "bettler"]).map(
        lambda n: f"contract:{n}"
    ),
    st.lists(st.sampled_from(CODES), min_size=1, max_size=3).map(lambda cs: "swap:" + ",".join(cs)),
)


def random_position(variant: str, seed: int, steps: int) -> Deal:
    """A deal after up to ``steps`` random legal moves (fewer if it ends first)."""
    deal = Deal.new(variant, seed=seed)
    rng = random.Random(seed * 1009 + steps)
    for _ in range(steps):
        legal = deal.legal_moves()
        if not legal:
            break
        deal.push(rng.choice(legal))
    return deal


positions = st.builds(
    random_position,
    st.sampled_from(VARIANT_IDS),
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=0, max_value=40),
)


def only_schnapsen_errors(func: Any, *args: Any) -> Any:
    """Call ``func``; a SchnapsenError is fine (returns None), any other exception fails."""
    try:
        return func(*args)
    except SchnapsenError as exc:
        assert str(exc), "an error must say what was wrong"
        assert isinstance(exc.key, str) and exc.key
        return None


# -- parsing ---------------------------------------------------------------------------------
@FAST
@given(junk_text)
@example("10h")
@example("m:")
@example("swap:")
@example("swap:,,")
@example("contract:")
@example("trump:HH")
@example("\x00")
def test_move_parse_junk(text: str) -> None:
    move = only_schnapsen_errors(Move.parse, text)
    if move is not None:
        assert isinstance(move, Move)
        assert Move.parse(str(move)) == move, "a parsed move prints as notation that reads back"


@FAST
@given(not_text)
def test_parsers_reject_non_text(value: Any) -> None:
    for func in (Move.parse, parse_card, find_variant, Deal.from_text):
        with pytest.raises(SchnapsenError):
            func(value)


@FAST
@given(junk_text)
def test_parse_card_junk(text: str) -> None:
    card = only_schnapsen_errors(parse_card, text)
    if card is not None:
        assert card in CARDS
        assert parse_card(card.code) is card


@FAST
@given(st.one_of(junk_text, st.sampled_from(["ŠNAPS", " snapszer ", "66", "Šnops v pet"])))
def test_find_variant_junk(text: str) -> None:
    try:
        v = find_variant(text)
    except UnknownVariantError as exc:
        assert str(exc)
        return
    assert v.id in VARIANTS


@MEDIUM
@given(
    st.one_of(st.sampled_from(VARIANT_IDS), junk_text),
    st.one_of(junk_text, st.lists(st.sampled_from(CODES), max_size=25).map(" ".join)),
    st.one_of(st.none(), st.integers(min_value=-3, max_value=6), st.text(max_size=2)),
)
def test_deal_new_junk(variant: str, deck: str, dealer: Any) -> None:
    deal = only_schnapsen_errors(lambda: Deal.new(variant, deck=deck, dealer=dealer))
    if deal is not None:
        assert sorted(deal.deck) == sorted(Deal.new(deal.variant, seed=0).deck)


# -- saved deals -----------------------------------------------------------------------------
LINE_KEYS = ["variant", "dealer", "seed", "deck", "moves", "options", "Variant", "# note", "x"]
saved_lines = st.lists(
    st.one_of(
        st.builds(
            lambda k, v: f"{k}: {v}",
            st.sampled_from(LINE_KEYS),
            st.one_of(
                junk_text,
                st.sampled_from(VARIANT_IDS),
                st.integers(-2, 6).map(str),
                st.lists(st.sampled_from(CODES), max_size=24).map(" ".join),
                st.lists(real_moves, max_size=6).map(" ".join),
            ),
        ),
        junk_text,
    ),
    max_size=7,
).map("\n".join)


@MEDIUM
@given(st.one_of(st.text(max_size=200), saved_lines))
def test_from_text_junk(text: str) -> None:
    deal = only_schnapsen_errors(Deal.from_text, text)
    if deal is not None:
        assert Deal.from_text(deal.to_text()) == deal


def _lines(text: str) -> list[str]:
    return text.splitlines()


def _moves_of(text: str) -> list[str]:
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip().lower() == "moves":
            return value.split()
    return []


def assert_loads_whole_or_raises(text: str) -> None:
    """``from_text`` either raises a SchnapsenError or returns the whole deal of ``text``."""
    try:
        deal = Deal.from_text(text)
    except SchnapsenError:
        return
    assert [str(m) for m in deal.moves] == [str(Move.parse(w)) for w in _moves_of(text)], (
        "a saved deal loaded without all of its moves"
    )
    assert Deal.from_text(deal.to_text()) == deal


@MEDIUM
@given(positions, st.data())
def test_corrupted_move(deal: Deal, data: st.DataObject) -> None:
    """One move of a saved deal replaced, dropped or repeated."""
    text = deal.to_text()
    moves = [str(m) for m in deal.moves]
    if not moves:
        moves_line = "moves: " + data.draw(real_moves)
    else:
        i = data.draw(st.integers(0, len(moves) - 1))
        how = data.draw(st.sampled_from(["replace", "drop", "repeat", "junk"]))
        if how == "replace":
            moves[i] = data.draw(real_moves)
        elif how == "drop":
            del moves[i]
        elif how == "repeat":
            moves.insert(i, moves[i])
        else:
            moves[i] = data.draw(st.text(alphabet=NOTATION_CHARS.replace(" ", ""), min_size=1,
                                         max_size=5).filter(lambda t: t.split() == [t]))
        moves_line = "moves: " + " ".join(moves)
    lines = [moves_line if ln.startswith("moves:") else ln for ln in _lines(text)]
    assert_loads_whole_or_raises("\n".join(lines) + "\n")


@MEDIUM
@given(positions, st.data())
def test_corrupted_line(deal: Deal, data: st.DataObject) -> None:
    """One line of a saved deal replaced by junk, dropped, or given twice."""
    lines = _lines(deal.to_text())
    i = data.draw(st.integers(0, len(lines) - 1))
    key = lines[i].partition(":")[0]
    how = data.draw(st.sampled_from(["value", "drop", "twice", "line"]))
    if how == "value":
        lines[i] = f"{key}: " + data.draw(
            st.one_of(junk_text, st.sampled_from(VARIANT_IDS), st.integers(-1, 5).map(str))
        )
    elif how == "drop":
        del lines[i]
    elif how == "twice":
        lines.insert(i, lines[i])
    else:
        lines[i] = data.draw(junk_text).replace("\n", " ")
    assert_loads_whole_or_raises("\n".join(lines) + "\n")


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_illegal_move_in_saved_deal_raises(variant: str) -> None:
    """A saved move that is illegal at its point raises InvalidNotationError naming it."""
    rng = random.Random(variant)
    for seed in range(20):
        deal = random_position(variant, seed, rng.randrange(1, 30))
        if not deal.moves:
            continue
        k = rng.randrange(len(deal.moves))
        probe = Deal.new(variant, seed=seed)
        for m in deal.moves[:k]:
            probe.push(m)
        legal = {str(m) for m in probe.legal_moves()}
        bad = next(
            m
            for m in ("pass", "kontra", "x", "close", "claim", *CODES, *(f"m:{c}" for c in CODES))
            if m not in legal
        )
        words = [str(m) for m in deal.moves]
        words[k] = bad
        text = deal.to_text().replace(
            "moves: " + " ".join(str(m) for m in deal.moves), "moves: " + " ".join(words)
        )
        with pytest.raises(InvalidNotationError) as info:
            Deal.from_text(text)
        assert f"move {k + 1} ({bad})" in str(info.value)


@pytest.mark.parametrize(
    "change",
    [
        ("deck: ", "deck: QQ "),
        ("deck: ", "deck: AH "),  # a card twice, 21 cards
        ("variant: at", "variant: nope"),
        ("dealer: 1", "dealer: 2"),
        ("dealer: 1", "dealer: one"),
        ("seed: 5", "seed: five"),
        ("moves: ", "moves: AH? "),
        ("variant: at", "variant at"),
        ("deck: ", "bogus: "),
    ],
)
def test_corrupted_lines_raise(change: tuple[str, str]) -> None:
    deal = random_position("at", 5, 6)
    text = deal.to_text()
    assert change[0] in text
    with pytest.raises(SchnapsenError):
        Deal.from_text(text.replace(change[0], change[1], 1))


def test_missing_lines_raise() -> None:
    text = random_position("hr-4", 3, 8).to_text()
    for key in ("variant", "dealer", "deck"):
        kept = "\n".join(ln for ln in text.splitlines() if not ln.startswith(key + ":"))
        with pytest.raises(InvalidNotationError):
            Deal.from_text(kept)


# -- play ------------------------------------------------------------------------------------
def check_play(deal: Deal, move: Any) -> None:
    before = deal.state_key()
    legal = deal.legal_moves()
    n = len(deal.moves)
    try:
        deal.play(move)
    except IllegalMoveError as exc:
        assert str(exc) and exc.key.startswith("rule."), (exc.key, str(exc))
        assert deal.state_key() == before, "the deal changed after an illegal move"
        assert Move.parse(move) not in legal, f"{move} is legal but play() refused it"
        return
    except SchnapsenError:
        assert deal.state_key() == before, "the deal changed after an error"
        return
    assert Move.parse(move) in legal, f"play() accepted {move}, not in {legal}"
    assert len(deal.moves) == n + 1 and deal.moves[-1] == Move.parse(move)
    deal.pop()
    assert deal.state_key() == before


@MEDIUM
@given(positions, junk_text)
def test_play_junk_text(deal: Deal, text: str) -> None:
    check_play(deal, text)


@MEDIUM
@given(positions, not_text)
def test_play_not_text(deal: Deal, value: Any) -> None:
    before = deal.state_key()
    with pytest.raises(SchnapsenError):
        deal.play(value)
    assert deal.state_key() == before


@FAST
@given(positions, st.lists(real_moves, min_size=1, max_size=4), st.data())
def test_play_real_moves(deal: Deal, moves: list[str], data: st.DataObject) -> None:
    for move in moves:
        check_play(deal, move)
    legal = deal.legal_moves()
    if legal:  # and a legal one goes through
        chosen = data.draw(st.sampled_from(legal))
        n = len(deal.moves)
        deal.play(str(chosen))
        assert len(deal.moves) == n + 1
    else:
        assert deal.is_over
        with pytest.raises(IllegalMoveError):
            deal.play(data.draw(real_moves))


def test_play_after_the_end_raises() -> None:
    deal = random_position("at", 1, 200)
    assert deal.is_over
    before = deal.state_key()
    for move in ("AH", "claim", "pass", "m:KH"):
        with pytest.raises(IllegalMoveError):
            deal.play(move)
    assert deal.state_key() == before


# -- engine bugs found by this file (fixed; kept as regression tests) ---------------------------
@pytest.mark.parametrize("key", ["deck", "dealer", "variant"])
def test_regression_options_naming_a_deal_argument(key: str) -> None:
    text = Deal.new("at", seed=3).to_text().replace(
        "dealer:", "options: " + json.dumps({key: "0"}) + "\ndealer:"
    )
    with pytest.raises(SchnapsenError):
        Deal.from_text(text)


def test_regression_options_seed_is_not_an_option() -> None:
    text = Deal.new("at", seed=3).to_text().replace("dealer:", 'options: {"seed": 5}\ndealer:')
    with pytest.raises(SchnapsenError):
        Deal.from_text(text)


@pytest.mark.parametrize("options", ['{"exchange_min_talon": ' + "1" * 5000 + "}",
                                     "[" * 100_000 + "]" * 100_000])
def test_regression_options_json_errors(options: str) -> None:
    text = Deal.new("at", seed=3).to_text().replace("dealer:", f"options: {options}\ndealer:")
    with pytest.raises(SchnapsenError):
        Deal.from_text(text)
