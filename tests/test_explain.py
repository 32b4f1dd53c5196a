"""explain(): the rule behind an illegal move, what a legal move does, why a trick was won.

DESIGN convention 3: "Every decision has a reason the engine can say". The keys are the ones
of ``schnapsen.explain.MESSAGES``; positions are built as in ``test_rules_two_player.py``.
"""

from __future__ import annotations

import re

from schnapsen import (
    VARIANTS,
    Deal,
    IllegalMoveError,
    explain,
    explain_trick,
    format_message,
    parse_card,
)
from schnapsen.explain import MESSAGES, log_message
from schnapsen.moves import MoveKind
from tests.helpers import make_deal

#: move notation a reader must never see: "trump:H", "m:QH", "call:TS", "x", "claim can ..."
NOTATION = re.compile(
    r"\b(?:m|trump|call|swap|contract):\S"  # m:QH, trump:H, call:TS, ...
    r"|(?:^|[.!?]\s+|\n)(?:x|claim|close|turn|pass|kontra|rekontra|snapszer)\b"  # "claim can"
    r"|\sx\s"
)
KINDS = [v for k, v in vars(MoveKind).items() if k.isupper()]


def two(h0: str, h1: str, turned: str = "QC", **options: object) -> Deal:
    return make_deal("at", {0: h0, 1: h1}, turned=turned, options=options)


def test_explain_illegal_follow_suit_names_rule_and_suit() -> None:
    """Rule 6: "must follow suit" - the explanation says so and names the suit led."""
    d = two("KH AD TD KD QD", "JH AS JC TS KS")
    for m in ("close", "KH"):
        d.play(m)
    e = explain(d, "AS")
    assert not e.legal
    assert e.key == "rule.follow_suit"
    assert "Hearts" in e.text and "Ace of Leaves" in e.text and "AS" not in e.text


def test_explain_matches_the_error_raised_by_play() -> None:
    """DESIGN: IllegalMoveError carries the same rule key as explain()."""
    d = two("KH AD TD KD QD", "AH JH AS JC TS")
    for m in ("close", "AD"):
        d.play(m)
    e = explain(d, "AS")
    assert e.key == "rule.must_trump"
    try:
        d.play("AS")
    except IllegalMoveError as err:
        assert err.key == e.key
        assert str(err) == e.text
    else:  # pragma: no cover
        raise AssertionError("AS should be illegal")


def test_explain_legal_marriage_gives_its_value() -> None:
    """Rule 4: "20 (40 in trumps)" - the explanation of a legal marriage states the points."""
    d = two("KC QC KH QH AS", "AH TH JS JD AD", turned="TC")
    assert explain(d, "m:KC").legal and explain(d, "m:KC").params["points"] == 40
    assert explain(d, "m:QH").params["points"] == 20
    assert explain(d, "m:QH").key == "move.marriage"


def test_explain_trick_by_trump_and_by_higher_card() -> None:
    """Cards: "A trick is won by the highest trump in it; if none, by the highest card of the
    suit led"."""
    d = two("AH TH AS TS AD", "JH QH JS KS JC", turned="AC")
    for m in ("close", "AD", "JC"):  # seat 2 void in Diamonds trumps
        d.play(m)
    assert explain_trick(d.tricks[-1], d.trump).key == "trick.trump"
    for m in ("JH", "AH"):
        d.play(m)
    assert explain_trick(d.tricks[-1], d.trump).key == "trick.higher"


def test_a_trump_led_that_nobody_trumps_is_explained_as_a_trump() -> None:
    """A trump led, the other seat without a trump: the trump led takes the trick, and the
    reason says so (it used to say that no trump was played)."""
    from schnapsen.deal import Trick
    from schnapsen.i18n import LANGUAGES, translate

    trump = parse_card("AC").suit
    trick = Trick(0, (0, 1), (parse_card("TC"), parse_card("AH")), 0)
    why = explain_trick(trick, trump)
    assert why.key == "trick.led.trump"
    assert "no trump was played" not in translate(why.key, "en", **why.params)
    for lang in LANGUAGES:
        assert translate(why.key, lang, **why.params).strip()
    plain = Trick(0, (0, 1), (parse_card("TH"), parse_card("KS")), 0)
    assert explain_trick(plain, trump).key == "trick.led"


def test_a_trump_led_and_overtaken_by_a_higher_trump_is_explained_as_a_trump() -> None:
    """cs reader 31: a trump lead taken by a higher trump was explained as "the highest card
    of the Acorns suit played" (``trick.higher``); with trumps led it is the highest trump."""
    from schnapsen.deal import Trick

    trump = parse_card("AC").suit
    trick = Trick(0, (0, 1), (parse_card("KC"), parse_card("TC")), 1)
    why = explain_trick(trick, trump)
    assert why.key == "trick.trump"
    assert "highest trump" in why.text


def test_explain_every_rule_key_has_english_text() -> None:
    """Every explanation key renders as text (no bare keys shown to a reader)."""
    d = two("AH TH AS TS AD", "JH QH JS KS JD")
    for move in ("claim", "x", "m:KH", "AC", "close"):
        e = explain(d, move)
        assert e.key in MESSAGES
        assert e.text and not e.text.startswith("rule.")


def test_every_move_kind_has_a_name_without_notation() -> None:
    for kind in KINDS:
        name = MESSAGES[f"move.name.{kind}"]
        assert name and name[0].isupper() and ":" not in name


def test_messages_name_moves_not_notation() -> None:
    """rule.lead_only said "claim can only be made by ..."; it names the move now."""
    d = two("AH TH AS TS AD", "JH QH JS KS JD")
    d.play("AH")
    for move, name in (("claim", "Claiming 66"), ("close", "Closing the talon"),
                       ("x", "Exchanging the trump card"), ("m:KS", "Announcing a marriage")):
        e = explain(d, move)
        assert e.key == "rule.lead_only" and e.params["move"] == move  # stable params
        assert e.text.startswith(name) and not NOTATION.search(e.text), e.text
    bidding = Deal.new("hr-3", seed=1)
    e = explain(bidding, "AH")
    assert e.key == "rule.bidding"
    assert "Hearts as trump" in e.text and "naming the trump" in e.text
    assert not NOTATION.search(e.text), e.text
    e = explain(d, "kontra")
    assert e.key == "rule.not_bidding" and e.text.startswith("Doubling the stakes")


def test_catalogue_templates_take_move_names_not_moves() -> None:
    """The engine's and widgets' catalogue (en.py; book pages have their own strings)."""
    from schnapsen.i18n.en import MESSAGES as ENGINE_MESSAGES

    for key, template in ENGINE_MESSAGES.items():
        assert "{move}" not in template, key
        assert "{allowed}" not in str(template), key  # ready text joined in English


def test_swap_count_refusal_is_a_plural_sentence() -> None:
    """hr-3 allows 1 or 2 cards (up to 2), sl-3 exactly 2: no English 'or' in any edition."""
    from schnapsen import Deal
    from schnapsen.explain import explain

    for variant, key, lang_texts in (
        ("hr-3", "rule.swap_up_to", {"en": "up to 2 cards", "hr": "najviše 2 karte",
                                      "cs": "nejvýš 2 karty"}),
        ("sl-3", "rule.swap_exactly", {"en": "exactly 2 cards", "sl": "natanko 2 karti"}),
    ):
        for seed in range(200):
            d = Deal.new(variant, seed=seed)
            while not d.is_over and d.stage != "swap":
                d.play(d.legal_moves()[0])
            if d.stage == "swap":
                break
        assert d.stage == "swap" and d.to_move is not None, variant
        e = explain(d, "swap:" + ",".join(str(c) for c in list(d.hand(d.to_move))[:3]))
        assert e.key == key, (variant, e.key)
        for lang, text in lang_texts.items():
            assert text in e.text_in(lang), (variant, lang, e.text_in(lang))


def test_illegal_moves_explained_without_notation() -> None:
    """Every illegal move in many positions of every variant: no notation in the text."""
    moves = ["claim", "close", "x", "m:QH", "trump:H", "turn", "call:TS", "swap:QH",
             "contract:snops", "contract:nonsense", "snapszer", "kontra", "rekontra", "pass",
             "AH", "9D"]
    for vid in VARIANTS:
        d = Deal.new(vid, seed=3)
        for _ in range(8):
            if d.is_over:
                break
            for m in moves:
                e = explain(d, m)
                for style in ("german", "french"):
                    text = e.text_in("en", style)
                    assert not NOTATION.search(text), (vid, m, text)
                    assert "{" not in text and "rule." not in text, text
            d.play(d.legal_moves()[0])


def test_card_names_follow_the_deck_style() -> None:
    d = two("KH AD TD KD QD", "JH AS JC TS KS")
    for m in ("close", "KH"):
        d.play(m)
    e = explain(d, "AS")
    assert "Ace of Leaves" in e.text and "Ace of Leaves" in e.text_in("en", "german")
    assert "Ace of Spades" in e.text_in("en", "french")
    qc = parse_card("QC")
    q = format_message("move.marriage", {"suit": qc.suit, "points": 40, "card": qc},
                       style="french")
    assert q == "Announce the marriage in Clubs (40 points) and lead Queen of Clubs."
    assert "Ober of Acorns" in format_message("move.card", {"card": qc})
    assert MESSAGES["rank.german.Q"] == "Ober" and MESSAGES["rank.french.Q"] == "Queen"
    assert MESSAGES["suit.german.D"] == "Bells" and MESSAGES["suit.french.D"] == "Diamonds"


def test_log_messages_are_past_tense() -> None:
    d = two("KC QC KH QH AS", "AH TH JS JD AD", turned="TC")
    key, params = log_message(d, "m:QH")
    assert key == "log.m.twenty"
    text = format_message(key, {**params, "seat": "Seat 1"})
    assert text == "Seat 1 announced the marriage in Hearts (20 points) and led the Ober of Hearts."
    assert format_message(key, {**params, "seat": "Seat 1"}, style="french").endswith(
        "led the Queen of Hearts.")
    key, params = log_message(d, "close")
    assert format_message(key, {"seat": "Seat 2"}) == "Seat 2 closed the talon."
    key, params = log_message(d, "x")
    assert format_message(key, {**params, "seat": "Seat 2"}).startswith(
        "Seat 2 exchanged the trump Unter")
    key, params = log_message(d, "swap:QH,9D")
    text = format_message(key, {**params, "seat": "Seat 3"})
    assert text == "Seat 3 exchanged 2 cards blind with the talon." and "Ober" not in text
    assert format_message(*log_message(d, "contract:snops"))  # a name, not notation
    assert "Šnops" in format_message(log_message(d, "contract:snops")[0],
                                     {"contract": "snops", "seat": "Seat 2"})
    for kind in ("kontra", "rekontra", "pass", "snapszer", "turn", "claim"):
        assert log_message(d, kind)[0] in MESSAGES


def test_contract_of_a_move_and_its_summary() -> None:
    """explain.contract_of finds the contract a move announces (snapszer has its own move);
    contract_summary says it in one sentence from its data: name, aim, value."""
    from schnapsen import Deal
    from schnapsen.explain import contract_aim, contract_of, contract_summary

    hu = Deal.new("hu-2", seed=1)
    snapszer = contract_of(hu, "snapszer")
    assert snapszer is not None and snapszer is hu.variant.contract("snapszer")
    assert contract_of(hu, "AH") is None and contract_of(hu, "close") is None
    sl = Deal.new("sl-3", seed=1)
    berac = contract_of(sl, "contract:berac")
    assert berac is not None and berac.name == "berac"
    text = contract_summary(snapszer)
    assert text.startswith("Snapszer: ") and contract_aim(snapszer) in text
    assert f"{snapszer.value} game points" in text
    assert contract_aim(berac, "hr") in contract_summary(berac, "hr")


#: each move's words in every tool, per language: (button, as listed among moves). Buttons
#: (play widget, close trainer) are the imperative, lists and hints (puzzle buttons, hint
#: lines, guided grades) the noun or gerund of the same verb; the play widget's close button
#: and the trainer's read the same.
MOVE_WORDS = {
    "en": {"close": ("Close the talon", "closing the talon"),
           "x": ("Exchange the trump card", "exchanging the trump card"),
           "claim": ("Claim 66", "claiming 66")},
    "hr": {"close": ("Zatvaranje talona", "zatvaranje talona"),
           "x": ("Zamjena adutske karte", "zamjena adutske karte"),
           "claim": ("Dosta (66)", "prijava 66 („dosta“)")},
    "sl": {"close": ("Zapri talon", "zaprtje talona"),
           "x": ("Zamenjaj aduta", "zamenjava aduta"),
           "claim": ("Dovolj (66)", "»dovolj«")},
    "hu": {"close": ("Betakarás", "a talon betakarása"),
           "x": ("Adu cseréje", "az adu cseréje"),
           "claim": ("Elég (66)", "az „elég” bejelentése")},
    "cs": {"close": ("Zavřít talón", "zavření talónu"),
           "x": ("Vyměnit trumf", "výměna trumfu"),
           "claim": ("Hlásit „dost“", "hlášení „dost“")},
}


def test_one_move_reads_the_same_in_every_tool() -> None:
    """The trainer's button said "Close the talon", the play widget's "Close talon", the
    lists "closing the talon"; the marriage was "the marriage in ..." in lists but
    "announcing" everywhere else (cs: an infinitive among nouns, sl: the card first)."""
    from schnapsen.explain import move_label, move_name
    from schnapsen.i18n import LANGUAGES, translate

    for lang in LANGUAGES:
        assert translate("ui.action.close", lang) == translate("ui.close.close", lang), lang
        for move, (button, listed) in MOVE_WORDS[lang].items():
            assert translate(f"ui.action.{move}", lang) == button, (lang, move)
            assert move_label(move, lang) == listed, (lang, move)
            assert move_name(move, lang).lower() == listed.lower(), (lang, move)
        # a marriage in a list is named with the word that names the move
        word = move_name("m:KH", lang).split()[0].lower()
        assert word in move_label("m:KH", lang).lower(), (lang, move_label("m:KH", lang))
    assert move_label("m:KH", "en") == ("announcing the marriage in Hearts, leading the King of "
                                        "Hearts")
    for key in ("ui.close.marriage.you", "ui.puzzle.marriage.you", "ui.history.marriage"):
        assert "announced the marriage in" in translate(key, "en", seat=1, suit="Hearts",
                                                        points=20), key


def test_a_list_of_moves_gives_a_suits_cards_highest_first_as_a_hand_does() -> None:
    """The engine lists a suit's cards lowest first; a sentence names them as the hand shows
    them, highest first (a Hungarian reader met "tök király; tök tízes; tök ász"), and the
    moves that are not a card to play stay after them in their order."""
    from schnapsen.explain import _Moves
    from schnapsen.moves import Move

    moves = [Move.parse(m) for m in ("QS", "TS", "KH", "AH", "m:KC", "close")]
    assert str(_Moves(moves, "en", "german")) == (
        "the Ace of Hearts; the King of Hearts; the Ten of Leaves; the Ober of Leaves; "
        "announcing the marriage in Acorns, leading the King of Acorns or closing the talon")
