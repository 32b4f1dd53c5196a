"""Every template of every catalogue, rendered with every kind of value it accepts (issue 25,
item 1): a seat, the reader ("you"), several seats together (a side), one, two, five and 21
of a thing, cards, suits and ranks by name.

Each rendering must leave no placeholder unrendered, show no English in another language, print
no number or word twice in a row; a plural message takes the form the language's plural rule
picks; the forms of seats, the reader, sides and counts with their units equal the language's
table (``schnapsen/i18n/forms/<lang>.toml``, see ``tools/forms.py``)."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import Any

import pytest

from schnapsen.cards import Card, Rank, Suit
from schnapsen.i18n import (
    CASES,
    COUNT_NAMES,
    LANGUAGES,
    SEAT_PARAMS,
    UNITS,
    Plural,
    Seat,
    Seats,
    You,
    catalogue,
    plural_index,
    plural_template,
    template,
    translate,
)
from schnapsen.i18n.base import SAID, TIMES, Cased
from schnapsen.i18n.names import (
    GAME_PARAMS,
    RANK_PARAMS,
    SUIT_PARAMS,
    Word,
    Words,
    card_word,
    rank_word,
    suit_word,
)
from schnapsen.teach import MESSAGES
from tools.forms import COUNTS, differences, table

TRANSLATED = LANGUAGES[1:]

#: parameters that hold a card (any other parameter a template declines holds one too)
CARD_PARAMS = frozenset({
    "card", "best", "winner_card", "led_card", "reply", "turned", "led", "higher", "low",
    "high", "called", "given", "taken",
})
#: parameters that hold several cards, a hand or a list (shown by their names, each declined)
CARD_LIST_PARAMS = frozenset({"cards", "hand", "got"})
#: (key, parameter) pairs where a card-list name holds a number ("the two hands take {hand}
#: each")
COUNTED_LISTS = frozenset({("drill.talon_size.rule", "hand")})
#: parameters that hold several seats named together (a side)
SIDE_PARAMS = frozenset({"seats", "side", "others", "partners", "winners_names"})
#: parameters that hold a number (beside the counts, :data:`COUNT_NAMES`)
NUMBER_PARAMS = frozenset({
    "number", "target", "half", "total", "a", "b", "points0", "points1", "score0", "score1",
    "multiplier", "value", "next_value", "worlds", "players", "size", "seed", "card_number",
    "fewer", "short", "need", "mine", "theirs", "have", "talon", "start", "gp", "base",
    "bonus", "marriage", "worth", "sum", "gap", "plays", "steps", "solved", "mistakes",
    "games", "counted", "missed", "ace", "ten", "king", "ober", "unter", "won", "loss",
    "gain", "rest", "floor",
})
#: a word of ready text a parameter may hold (a contract's name, a move, a reason): a mark the
#: checks leave out
MARK = "\u00a4"

#: English words that are no words of hr, sl, hu or cs
ENGLISH = re.compile(
    r"\b(the|and|of|seat|seats|player|points?|cards?|tricks?|you|your|with|wins?|won|"
    r"took|takes|has|have|game|deal|deals|trump|talon|played|led)\b", re.IGNORECASE)
#: a number or a word printed twice in a row ("hráč 0 0 bodů")
TWICE = re.compile(r"(?<![\w.,:/-])(\w+)\s+\1(?![\w.,:/-])", re.IGNORECASE)
TWO_NUMBERS = re.compile(r"(?<![\w.,:/+\u2212-])\d+\s+\d+(?![\w.,:/%])")
#: a field left in the text
FIELD = re.compile(r"\{[A-Za-z_][\w.]*(?::[^{}]*)?\}")


class Mark(Cased):
    """Ready text in any form (a contract's name, a move ...)."""

    __slots__ = ()

    def form(self, case: str = "nom") -> str:
        return MARK

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return MARK


def fields(text: str) -> dict[str, set[str]]:
    """The parameters of ``text``, each with the attributes asked of it."""
    out: dict[str, set[str]] = {}
    for _, f, _, _ in string.Formatter().parse(text):
        if f:
            name, _, attr = f.partition(".")
            out.setdefault(name.split("[")[0], set()).add(attr)
    return out


def is_count(name: str, attrs: set[str], selector: str | None) -> bool:
    if any(a.lower() in CASES for a in attrs):  # a name declined ({unter.acc}), not a count
        return False
    return (name == selector or name in COUNT_NAMES or name in NUMBER_PARAMS
            or any(a.split(".")[0] in (*UNITS, SAID, TIMES) for a in attrs if a))


def values(name: str, attrs: set[str], selector: str | None, n: int, who: str, lang: str,
           style: str, key: str = "") -> Any:
    """The value of parameter ``name`` for a rendering: a count ``n``; a seat, the reader or
    a side (``who``); a card, suit or rank by name; else ready text."""
    if is_count(name, attrs, selector) or (key, name) in COUNTED_LISTS:
        return n
    if name in SEAT_PARAMS:  # a seat's number, or the reader where a name may stand
        return You(lang) if who == "you" else 1
    if name in SIDE_PARAMS:  # several other seats together
        return Seats((1, 3), lang)
    if name in SUIT_PARAMS:
        return suit_word(Suit.HEARTS, lang, style)
    if name in RANK_PARAMS:
        return rank_word(Rank.KING, lang, style)
    if name in GAME_PARAMS:  # a game's name, declined as the sentence asks ({game.gen})
        return Word("variant.hu-2", lang)
    if name in CARD_LIST_PARAMS:  # a hand: two cards, so a verb's case shows on each
        return Words([card_word(Card.parse(c), lang, style) for c in ("QH", "KS")], lang)
    if name in CARD_PARAMS or any(a.lower() in CASES for a in attrs if a):
        return card_word(Card.parse("QH"), lang, style)
    return Mark()


def texts(key: str, lang: str) -> Iterator[tuple[int | None, str]]:
    """The template(s) of ``key`` in ``lang``: a plural message's for every count."""
    if isinstance(MESSAGES[key], Plural):
        for n in COUNTS:
            yield n, plural_template(key, n, lang) or ""
    else:
        yield None, template(key, lang) or ""


STYLES = ("german", "french")


def accepts_name(key: str, param: str) -> bool:
    """Whether the seat parameter ``param`` of ``key`` may hold a name ("You", "Seat 2", the
    reader), not only a seat's number: the English text shows it alone, not after the word
    "seat" ("{seat} played", against "Seat {seat} played")."""
    english = MESSAGES[key]
    texts_ = [english.one, str(english)] if isinstance(english, Plural) else [english]
    after_seat = r"(?<!seat )(?<!Seat )(?<!seats )(?<!Seats )\{"
    return any(re.search(after_seat + param + r"[.}:]", t) for t in texts_)


def renderings(lang: str) -> Iterator[tuple[str, str, str]]:
    """(key, template, rendered text) for every template of ``lang`` and every kind of value
    its parameters accept."""
    for key, english in sorted(MESSAGES.items()):
        selector = english.n if isinstance(english, Plural) else None
        params: dict[str, set[str]] = {selector: set()} if selector else {}
        for _, text in texts(key, lang):
            for p, a in fields(text).items():
                params.setdefault(p, set()).update(a)
        if not params:
            continue
        named = [p for p in params if p in SEAT_PARAMS and accepts_name(key, p)]
        kinds = ("seat", "you") if named else ("seat",)
        styles = STYLES if any(p in CARD_PARAMS or p in SUIT_PARAMS for p in params) else (
            "german",)
        for n in COUNTS:
            text = (plural_template(key, n, lang) if selector else template(key, lang)) or ""
            for who in kinds:
                for style in styles:
                    vals = {p: values(p, a, selector, n, who if p in named else "seat", lang,
                                      style, key)
                            for p, a in params.items()}
                    yield key, text, translate(key, lang, **vals)


def wrong_rules(lang: str) -> list[tuple[re.Pattern[str], str]]:
    """The table's ``[[wrong]]`` rules: renderings a language's grammar forbids."""
    return [(re.compile(r["pattern"]), r["why"]) for r in table(lang).get("wrong", [])]


def faults(lang: str) -> list[str]:
    out = []
    wrong = wrong_rules(lang)
    for key, text, shown in renderings(lang):
        plain = shown.replace(MARK, " ")
        for rx, why in wrong:
            m = rx.search(plain)
            if m:
                out.append(f"{lang}: {key}: {why}: {m.group(0)!r} in {shown!r}")
        if FIELD.search(shown):
            out.append(f"{lang}: {key}: a placeholder left: {shown!r}")
        if lang != "en":
            m = ENGLISH.search(plain)
            if m and not ENGLISH.search(text.replace(m.group(0), "")) and (
                    m.group(0) not in text):
                out.append(f"{lang}: {key}: English {m.group(0)!r} from a value: {shown!r}")
        for rx, what in ((TWICE, "a word twice"), (TWO_NUMBERS, "two numbers in a row")):
            m = rx.search(plain)
            if m and not rx.search(text.replace(MARK, " ")):
                out.append(f"{lang}: {key}: {what} {m.group(0)!r}: {shown!r}")
    return sorted(set(out))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_template_renders_with_every_kind_of_value(lang: str) -> None:
    bad = faults(lang)
    assert not bad, f"{len(bad)} faults:\n" + "\n".join(bad[:60])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_follow_the_language_rule(lang: str) -> None:
    """The catalogue's Plural-Forms rule picks, for 1, 2, 5 and 21, the form the table says;
    and every plural message shows its count with the form of that index."""
    want = {int(k): v for k, v in table(lang)["plural"].items()}
    assert {n: plural_index(n, lang) for n in COUNTS} == want
    cat = catalogue(lang)
    for key, english in MESSAGES.items():
        if not isinstance(english, Plural):
            continue
        for n in COUNTS:
            got = plural_template(key, n, lang)
            if cat is None:
                assert got == (english.one if n == 1 else str(english))
            else:
                assert got == cat.ngettext(key, key, n) or got == str(english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forms_equal_the_table(lang: str) -> None:
    assert differences(lang) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_agrees_with_its_value(lang: str) -> None:
    """``{x:a|b|c}`` takes the word of the count's plural form, of the subject's person."""
    spec = "|".join(f"w{i}" for i in range(4))
    for n in COUNTS:
        assert translate("ui.seat", lang) is not None
        from schnapsen.i18n import Count

        assert format(Count(n, lang), spec) == f"w{plural_index(n, lang)}"
    assert format(You(lang), "a|b|c") == "a"
    assert format(Seat(1, lang), "a|b|c") == "b"
    # two seats: the third word, the plural (hu names them under one noun in the singular)
    assert format(Seats((1, 3), lang), "a|b|c") == ("b" if lang == "hu" else "c")
    assert format(Seats((1, 3), lang), "a|b") == "b"
    from schnapsen.widgets._common import seat_name

    assert format(seat_name(0, 0, lang), "a|b") == "a"
    assert format(seat_name(1, 0, lang), "a|b") == "b"
    assert translate("ui.seat", lang, seat=1).capitalize() in (
        seat_name(1, 0, lang).Nom.capitalize(),)


def test_a_side_takes_the_case_asked() -> None:
    """Several seats together in the form asked (hu: one noun after the ordinals, in the
    case asked)."""
    assert Seats((0, 2), "hu").form("dat") == "az\u00a01. és a\u00a03.\u00a0játékosnak"
    assert Seats((0, 2), "hu").Nom == "Az\u00a01. és a\u00a03.\u00a0játékos"
    assert [Seats((0, 2), "hu").form(f) for f in ("acc", "gen", "loc", "ins")] == [
        "az\u00a01. és a\u00a03.\u00a0játékost", "az\u00a01. és a\u00a03.\u00a0játékosé",
        "az\u00a01. és a\u00a03.\u00a0játékosnál", "az\u00a01. és a\u00a03.\u00a0játékossal"]
    assert Seats((0, 2), "en").form() == "seats 1 and 3"
    assert Seats((0, 1, 2), "en").form() == "seats 1, 2 and 3"


def test_seats_named_together_under_one_word_with_their_number() -> None:
    """Where a seat is named by its number, several seats take one word in the number they
    are (the round-11 brief: sl the dual "igralca 1 in 3", hr "igrači 1 i 3"), in the case
    asked; a choice agrees with two seats (the dual) and with more apart; the reader among
    them keeps each name."""
    assert Seats((0, 2), "sl").form() == "igralca\u00a01 in 3"
    assert Seats((0, 1, 2), "sl").form() == "igralci\u00a01, 2 in 3"
    assert Seats((0, 2), "sl").form("dat") == "igralcema\u00a01 in 3"
    assert Seats((0, 2), "hr").Nom == "Igrači\u00a01 i 3"
    assert Seats((0, 2), "cs").form("gen") == "hráčů\u00a01 a 3"
    assert format(Seats((0, 2), "sl"), "si|je|sta|so") == "sta"
    assert format(Seats((0, 1, 2), "sl"), "si|je|sta|so") == "so"
    assert format(Seats((0, 1, 2), "sl"), "si|je|so") == "so"
    assert Seats((You("sl"), 2), "sl").form() == "ti in igralec\u00a03"
    from schnapsen.i18n import Label

    assert format(Label("igralca 1 in 3", number=2), "si|je|sta|so") == "sta"
    assert format(Label("igralec 1"), "si|je|sta|so") == "je"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_wrong_rules_match_their_examples(lang: str) -> None:
    """Each ``[[wrong]]`` rule of the table matches its ``bad`` examples, none of its ``ok``."""
    for rule in table(lang).get("wrong", []):
        rx = re.compile(rule["pattern"])
        for bad in rule.get("bad", []):
            assert rx.search(bad), (lang, rule["pattern"], bad)
        for ok in rule.get("ok", []):
            assert not rx.search(ok), (lang, rule["pattern"], ok)


def test_small_counts_said_as_words() -> None:
    """``{x.word.<case>}``: a count of 1 to 10 as a word in the case asked (the round-9
    Czech reader: "Po 1 štychu"), a gendered word where asked (``word_f``), capitalised to
    open a sentence; a larger count stays a number."""
    from schnapsen.i18n import Count

    assert f"{Count(1, 'cs').word.loc} {Count(3, 'cs').word.loc}" == "jednom třech"
    assert Count(1, "cs").word_f.loc == "jedné" and Count(2, "cs").word_f.loc == "dvou"
    assert Count(1, "sl").word.loc == "enem" and Count(1, "sl").word_f.loc == "eni"
    assert Count(1, "hr").word.gen == "jednog" and Count(5, "hr").word_n.gen == "pet"
    assert Count(2, "hu").word.Nom == "Két" and Count(12, "cs").word.loc == "12"
    assert str(Count(3, "en").word) == "three" and str(Count(0, "cs").word) == "0"
    assert translate("drill.talon_left.q", "cs", tricks=1).startswith("Po jednom štychu")


def test_a_hint_estimate_whole_at_one_decimal_is_a_count() -> None:
    """An estimate that rounds to a whole number at one decimal reads as a count of game
    points with its plural forms ("0 točk", the round-11 brief: not "0,0 točk"); any other
    keeps one decimal with the edition's decimal mark."""
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint
    from schnapsen.widgets.play_hints import hint_value

    def shown(value: float, lang: str) -> str:
        return hint_value(Hint(Move.parse("QH"), value, False, 30, 3, "x"), lang)

    assert shown(0.01, "sl") == "v povprečju 0 točk"
    assert shown(-0.96, "hr") == "u prosjeku \u22121 bod igre"
    assert shown(2.04, "cs") == "v průměru +2 herní body"
    assert shown(1.0, "en") == "+1 game point on average"
    assert shown(0.7, "sl") == "v povprečju +0,7 točke"
    assert shown(-2.26, "en") == "\u22122.3 game points on average"


def test_think_about_trumps_agrees_with_their_number() -> None:
    """``guided.think.trump`` takes the plural form of the trumps in hand (cs "1 trumf",
    "2 trumfy", "5 trumfů"; sl the dual "svoja aduta")."""
    assert "jediný trumf)" in translate("guided.think.trump", "cs", trumps=1, points=3)
    assert "2 trumfy)" in translate("guided.think.trump", "cs", trumps=2, points=3)
    assert "5 trumfů)" in translate("guided.think.trump", "cs", trumps=5, points=3)
    assert "svoja aduta" in translate("guided.think.trump", "sl", trumps=2, points=3)
    assert "your trump (" in translate("guided.think.trump", "en", trumps=1, points=3)


def test_lists_in_a_sentence_take_the_languages_and() -> None:
    """Cards listed in a sentence: commas, and the language's "and" before the last (the
    round-11 brief: "dama bundeve i as bundeve"); moves, choices, with "or" before the last,
    cs with commas, no semicolons."""
    from schnapsen.explain import format_message, move_list

    cards = [Card.parse(c) for c in ("QH", "KS", "AH")]
    assert format_message("render.trick", {"cards": cards}, "en").endswith(
        "Ober of Hearts, King of Leaves and Ace of Hearts")
    assert " in " in format_message("render.trick", {"cards": cards[:2]}, "sl")
    assert " a " in format_message("render.trick", {"cards": cards[:2]}, "cs")
    assert " és " in format_message("render.trick", {"cards": cards[:2]}, "hu")
    hr = format_message("quiz.trick", {"cards": cards[:2], "leader": 0}, "hr")
    assert re.search(r"\w i \w", hr) and ", " not in hr.split(": ")[-1], hr
    assert move_list(["a", "b", "c"], "cs") == "a, b nebo c"
    assert move_list(["a", "b", "c"], "en") == "a, b or c"
    # a name holding a comma: the list's own separator (en "; ")
    assert move_list(["a, x", "b", "c"], "en") == "a, x; b or c"
    assert move_list(["a", "b", "c"], "en", most=2).endswith("and 1 more")


def test_the_first_card_question_names_who_led() -> None:
    """``quiz.legal`` names the seat that led (hr "Igrač 1 je izašao asom žira", not an
    impersonal form)."""
    from schnapsen.teach.quiz import legal_cards_question

    q = next(q for q in (legal_cards_question("at", s) for s in range(40)) if q is not None)
    leader = q.params["leader"]
    assert q.prompt_in("hr").startswith(f"Igrač\u00a0{leader + 1} je izašao ")
    assert q.prompt_in("en").startswith(f"Seat {leader + 1} led the ")


def test_the_readers_bidding_turn_says_the_stages_decision() -> None:
    """At the reader's turn in the bidding, the status asks the stage's own question (the
    round-11 brief: hu "Rekontrázol, vagy passz?"), not "Your turn." with "Now: {stage}."; a
    key per stage in every language."""
    import html
    import random

    from schnapsen.stages import BIDDING_STAGES
    from schnapsen.widgets import PlayWidget

    for lang in LANGUAGES:
        assert len({translate(f"ui.status.your_turn.{s}", lang) for s in BIDDING_STAGES}) == 7
    seen: set[str] = set()
    for variant, seed, seat in (("hu-3", 0, 0), ("hu-3", 1, 1), ("hu-4", 2, 2)):
        w = PlayWidget(variant, seed=seed, lang="hu", seat=seat)
        rng = random.Random(seed)
        while not w.deal.is_over and w.deal.stage in BIDDING_STAGES:
            if w.deal.to_move == seat:
                stage = str(w.deal.stage)
                status = html.unescape(w.status.value)
                assert translate(f"ui.status.your_turn.{stage}", "hu") in status, status
                assert translate("ui.status.your_turn", "hu") not in status, status
                seen.add(stage)
            w.play(rng.choice(w.deal.legal_moves()))
    assert len(seen) >= 2, seen


def test_how_many_times_a_match_counts_is_a_word() -> None:
    """``{value.times}``: a match's value or raised stakes as the language's count word (the
    round-11 brief: sl "partija šteje dvojno", not "2-krat"; hr "dvostruko", cs "dvojnásob",
    hu "duplán"); a count beyond the words, ``times.n``."""
    from schnapsen.i18n import Count

    assert [str(Count(2, lang).times) for lang in LANGUAGES] == [
        "double", "dvostruko", "dvojno", "duplán", "dvojnásob"]
    assert str(Count(21, "hr").times) == "21 put" and str(Count(4, "sl").times) == "štirikrat"
    assert translate("page.match.czech", "sl", scores="7–0", krejci="krejčí",
                     value=2).endswith("partija šteje dvojno")
    assert "a parti négyszeres értékkel számít." in translate("ui.status.multiplier", "hu",
                                                               multiplier=4)


def test_a_reason_is_a_sentence_or_a_clause_after_a_colon() -> None:
    """``{why}`` in the side-by-side lines: a sentence of its own with a capital letter (sl,
    cs, hu "… nem szabad. Ezek a szabályok …") or, asked as ``{why.clause}``, going on after
    a colon with a small one (hr "… nije: ta pravila …"): the same reason, either place."""
    from schnapsen.compare import SideBySide, moment_lines
    from schnapsen.i18n import Sentence

    assert Sentence("ta pravila ne poznaju snapszer.").form() == "Ta pravila ne poznaju snapszer."
    assert Sentence("Morate poštovati boju.").clause == "morate poštovati boju."
    sbs = SideBySide("at", "hu-2", seed=0)
    sbs.run()
    for lang, before in (("hr", ": "), ("en", ": "), ("sl", ". "), ("cs", ". "), ("hu", ". ")):
        lines = [line for m in sbs.moments for line in moment_lines(sbs, m, lang)]
        reason = translate("compare.whole.snapszer", lang)
        want = before + (reason if before == ": " else reason[:1].upper() + reason[1:])
        assert any(want in line for line in lines), (lang, want, lines)


def test_a_caption_agrees_with_several_winners() -> None:
    """A deal's caption names two winners under one word and its verb agrees (the round-11
    brief; the clitic second, as the round-11 Croatian reader asked: "Igrači 1 i 3 dobili su
    …"; one winner "Igrač 1 dobio je …")."""
    from schnapsen.render import names_for
    from schnapsen.render.html import _seats

    names = names_for("hr")
    two = names.count("winners", seats=_seats((0, 2), names, None), game_points=2)
    one = names.count("winners", seats=_seats((0,), names, None), game_points=2)
    assert two.startswith("Igrači\u00a01 i 3 dobili su 2 boda igre"), two
    assert one.startswith("Igrač\u00a01 dobio je 2 boda igre"), one


def test_seats_share_one_noun_and_the_verb_agrees() -> None:
    """A list of seats names the noun once (round 14, item 1): hu "a 2. és a 3. játékos" with
    the verb in the singular after it, hr/sl/cs the noun in the plural (sl the dual) with the
    verb so; the reader among the seats keeps each name."""
    from schnapsen.explain import format_message
    from schnapsen.i18n import Label
    from schnapsen.render.html import _seats
    from schnapsen.render.text import names_for

    two = (1, 2)
    said = {lang: translate("result.why.over_half.others", lang, seats=Seats(two, lang),
                            points=37, half=33, base=1) for lang in LANGUAGES}
    assert said["hu"].startswith("A\u00a02. és a\u00a03.\u00a0játékos együtt 37 pontot szerzett")
    assert said["hr"].startswith("Igrači\u00a02 i 3 imali su 37 bodova")
    assert said["sl"].startswith("Igralca\u00a02 in 3 sta imela skupaj 37 pik")
    assert said["cs"].startswith("Hráči\u00a02 a 3 měli 37 bodů")
    assert translate("ui.history.total.others", "hu", seats=Seats(two, "hu"), points=37) == (
        "A\u00a02. és a\u00a03.\u00a0játékos most együtt 37 pontnál tart.")
    quiz = format_message("quiz.game_points", {"winners": two, "n": 2}, "hu")
    assert "a\u00a02. és a\u00a03.\u00a0játékos nyert" in quiz
    assert translate("result.why.no_trick.others", "hu", seats=Seats(two, "hu"),
                     base=3).startswith(
        "A\u00a02. és a\u00a03.\u00a0játékos egyetlen ütést sem vitt el")
    assert Seats(two, "hu").form("label") == "2. és 3.\u00a0játékos"
    assert Seats((You("hu"), 2), "hu").form() == "te és a\u00a03.\u00a0játékos"
    label = _seats(two, names_for("hu"), None)
    assert isinstance(label, Label) and format(label, "a|b|c") == "b"
    assert format(_seats(two, names_for("sl"), None), "si|je|sta|so") == "sta"


def test_an_answer_label_inside_a_sentence_takes_its_running_form() -> None:
    """A label the reader chose or is told reads inside a sentence as the words go on (round
    14, item 2): hu "A helyes válasz: igen.", cs "… zavření talónu …"; the template chooses the
    form ({answer.mid}), a label in capitals keeps them, a game's name its running form."""
    from schnapsen.i18n import Choice
    from schnapsen.teach.book import _answer
    from schnapsen.teach.drills import DrillQuestion
    from schnapsen.teach.quiz import Question

    assert translate("drill.ui.answer", "hu", answer="Igen") == "A helyes válasz: igen."
    assert translate("quiz.answer", "hu", answer="Igen") == "A helyes válasz: igen."
    assert translate("ui.puzzle.wrong", "cs", choice="Zavření talónu").startswith(
        "Bohužel ne: zavření talónu")
    assert translate("drill.ui.answer", "en", answer="Yes") == "The answer: Yes."
    assert Choice("QH").mid == "QH" and Choice("A").mid == "A"
    assert Choice("Rakouský šnaps", "rakouský šnaps").mid == "rakouský šnaps"
    q = Question(kind="x", key="quiz.choice.yes", params={}, choices=("y", "n"),
                 correct=(0,), explanation_key="quiz.choice.yes",
                 labels=(("quiz.choice.yes", {}), ("quiz.choice.no", {})))
    said = _answer(q, [q.label_in(0, "hu"), q.label_in(1, "hu")], "", "hu")
    assert said.startswith("A helyes válasz: " + q.label_in(0, "hu")[:1].lower())
    drill = DrillQuestion(chapter="closing", kind="x", prompt=("drill.yes", {}),
                          choices=(("line", ("drill.yes", {})), ("line", ("variant.at", {}))),
                          correct=(0,), rule=())
    j = drill.as_json("cs")
    assert j["w"] == [j["o"][0][:1].lower() + j["o"][0][1:],
                      translate("variant.at", "cs")]
