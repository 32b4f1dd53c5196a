"""Round-13 readers: generated lines the catalogues alone could not mend (each test names the
line a native reader of the built site found wrong)."""

from __future__ import annotations

import html
import re

import pytest

import schnapsen as s
from schnapsen.render import names_for, table_svg, trick_svg
from schnapsen.render.text import Highlight

DECK = "KH JS TS AH QS JC QC QD AC TD KD JH QH TH JD AD KS AS KC TC"


def _said(svg: str) -> str:
    """The text alternative of a picture (its title)."""
    found = re.search(r"<title[^>]*>(.*?)</title>", svg, re.S)
    assert found is not None
    return html.unescape(found.group(1))


def _first_trick() -> s.Deal:
    deal = s.Deal.new("at", deck=DECK)
    deal.play("KH")
    deal.play("AH")  # the dealer takes it
    return deal


def test_hungarian_role_seats_take_the_article() -> None:
    """hu "osztó vitte el" → "az osztó vitte el": a role word inside a sentence has the
    article the language puts before a seat (as "a 2. játékos"); the list of hands opens
    each item with the label, capitalised ("Előkéz: …; Osztó: …")."""
    from schnapsen.teach.book import page_text, role_labels

    _ = page_text("tricks", "hu")
    seats = role_labels(_("seat_forehand"), _("seat_dealer"))
    names = names_for("hu")
    deal = _first_trick()
    trick = _said(trick_svg(deal.tricks[-1], seat_names=seats, names=names))
    assert trick.endswith("az osztó vitte el"), trick
    assert "(az előkéz)" in trick
    table = _said(table_svg(deal, seat=0, reveal=True, seat_names=seats, names=names))
    # round 18: an item after a semicolon goes on in lower case
    assert "Előkéz: " in table and "; osztó: " in table and "az osztó vitte el" in table, table
    # the article agrees with the word's first sound
    from schnapsen.i18n import role_word

    assert role_word("Hívó", "hu") == "a hívó" and role_word("Osztó", "hu") == "az osztó"
    # the other editions name the role as before, in lower case, with no article
    assert role_word("Dealer", "en") == "dealer"
    assert role_word("Djelitelj", "hr") == "djelitelj"


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_list_of_hands_opens_each_item_with_a_capital(lang: str) -> None:
    """hr "prvi igrač: dama srca …; djelitelj: 5 karata": each seat's hand is an item of the
    description's list, its name at the head, the first with a capital letter (it opens a
    sentence), the others after a semicolon in lower case (round 18: "…; Igrač 1: as srca")."""
    from schnapsen.teach.book import page_text, role_labels

    _ = page_text("tricks", lang)
    seats = role_labels(_("seat_forehand"), _("seat_dealer"), lang=lang)
    table = _said(table_svg(_first_trick(), seat=0, reveal=True, seat_names=seats,
                            names=names_for(lang)))
    for i, label in enumerate(seats):  # the first opens a sentence, the next follows a ";"
        head = (label[:1].upper() if i == 0 else "; " + label[:1].lower()) + label[1:] + ": "
        assert head in table, (lang, table)


def test_the_reader_who_took_the_trick_gets_the_second_person() -> None:
    """The practice page's closing trainer: "Utolsó ütés: …; te vitte el" → "te vitted el";
    the puzzle's "te (a 2. játékos) vitte el" → "… vitted el"."""
    from schnapsen.widgets import CloseTrainer

    t = CloseTrainer(variant="at", seed=1, lang="hu")
    me = t.seat
    names = [t._seat(x) for x in range(2)]
    assert names[me].you and not names[1 - me].you
    said = names_for("hu").won_by.format(seat=names_for("hu").seat_word(me, tuple(names)))
    assert said == "te vitted el", said
    said = names_for("hu").won_by.format(seat=names_for("hu").seat_word(1 - me, tuple(names)))
    assert said == "az ellenfeled vitte el", said


def test_the_puzzle_reader_seat_agrees_in_the_second_person() -> None:
    from schnapsen.practice import puzzles
    from schnapsen.widgets import PuzzleWidget

    w = PuzzleWidget(puzzles(), lang="hu")
    me = w.seat
    label = w._seat(me)
    assert label.you
    said = names_for("hu").won_by.format(seat=names_for("hu").seat_word(me, (label,) * 5))
    # inside a sentence the reader is "te" alone (round 15: no "te (a 2. játékos)")
    assert said == "te vitted el", said
    other = next(x for x in range(w.deal.variant.players) if x != me)
    assert not w._seat(other).you


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_marriage_move_is_named_as_players_say_it(lang: str) -> None:
    """hu "piros király és felső bemondása …" → "piros húsz a … hívásával", the trump
    marriage "negyven"; sl "Napovej 20 – …", never "20 pik – …": the value said as a number of
    its own, from the variant's data and the deal's trump (no literal 20/40)."""
    from schnapsen.explain import move_label
    from schnapsen.i18n import translate
    from schnapsen.i18n.names import card_word
    from schnapsen.rules import marriage_value

    deal = s.Deal.new("at", seed=3)
    assert deal.trump is not None
    for card in ("KH", "KS", "KC", "KD"):
        m = s.Move.parse(f"m:{card}")
        assert m.card is not None
        value = marriage_value(m.card.suit, deal.trump, deal.variant)
        said = translate(f"said.{value}", lang)
        if lang == "cs":  # round 20: "s hlášením červené dvacítky", the value's genitive
            said = {20: "dvacítky", 40: "čtyřicítky"}[value]
        label = move_label(m, lang, "german", deal)
        assert said in label, (lang, label)
        assert translate("unit.points", lang, n=value) not in label, (lang, label)
    if lang == "hu":
        # the suit said once, the card by its rank (round 25e: "zöld húsz a zöld felső ...")
        assert move_label(s.Move.parse("m:KS"), lang, "german", deal) == (
            "zöld húsz (a király kihívásával)")
        assert move_label(s.Move.parse("m:KH"), lang, "german", deal).startswith(
            "piros negyven (")
    # the live table's button says the value the same way (never "20 pik –", "20 pont –")
    for value in (20, 40):
        text = translate("ui.action.marriage", lang, points=value,
                         card=card_word(s.Card.parse("KH"), lang, "german"))
        assert translate(f"said.{value}", lang) in text, (lang, text)
        assert translate("unit.points", lang, n=value) not in text, (lang, text)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_exchange_button_is_off_after_the_exchange(lang: str) -> None:
    """The play page's live table (Austrian): after the exchange the button stayed as it was
    and a click answered "you need the trump Unter". Once made, it is disabled, its tooltip
    says why, and a click that still reaches the widget plays nothing and says why."""
    from schnapsen.i18n import translate
    from schnapsen.widgets import PlayWidget

    w = next(w for w in (PlayWidget(variant="at", seed=seed, lang=lang) for seed in range(60))
             if w.deal.to_move == w.seat
             and any(m.kind == s.MoveKind.EXCHANGE for m in w.deal.legal_moves()))
    button = w.action_buttons["x"]
    assert not button.disabled and button.button_style == "info"
    button.click()
    assert any(m.kind == s.MoveKind.EXCHANGE for m in w.deal.moves)
    after = w.action_buttons["x"]
    why = translate("rule.exchange_done", lang)
    assert after.disabled and after.tooltip == why
    moves = len(w.deal.moves)
    after.click()
    assert len(w.deal.moves) == moves
    assert html.escape(why) in w.message.value
    assert w.play("x") is False and html.escape(why) in w.message.value


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_bot_menu_of_a_game_for_two_speaks_of_no_bidding(lang: str) -> None:
    """"Medium bot (bids by its cards)" in a game for two (Hungarian snapszer for two, whose
    only announcement is the contract in the play): a label of its own that names the
    contract, never the bidding."""
    from schnapsen.i18n import translate
    from schnapsen.widgets import PlayWidget

    w = PlayWidget(variant="hu-2", seed=1, lang=lang)
    for bot in ("medium", "heuristic"):
        w.controls.bot_select.value = bot
        note = html.unescape(re.sub(r"<[^>]+>", "", w.controls.bot_note.value))
        assert note, (lang, bot)
        assert note != translate(f"ui.bot.about.{bot}.bids" if bot == "medium" else
                                 f"ui.bot.about.{bot}", lang)
        assert "snapszer" in note.casefold(), (lang, bot, note)
    # a game with bidding keeps its note
    w = PlayWidget(variant="hr-3", seed=1, lang=lang)
    w.controls.bot_select.value = "medium"
    note = html.unescape(re.sub(r"<[^>]+>", "", w.controls.bot_note.value))
    assert note == translate("ui.bot.about.medium.bids", lang)


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
@pytest.mark.parametrize("page", ["snops-multi", "snapszer-multi"])
def test_a_seat_with_one_possible_bid_can_only_say_it(lang: str, page: str) -> None:
    """"Seat 2 may choose: pass" → "Seat 2 can only say: pass": a choice of one is none; the
    line with one move takes its own key, with two it stays as it was."""
    from schnapsen.i18n import translate
    from schnapsen.teach.book import page_text

    _ = page_text(page, lang)
    one = _("may_say", seat=2, moves=[s.Move.parse("pass")])
    two = _("may_say", seat=2, moves=[s.Move.parse("pass"), s.Move.parse("kontra")])
    head = translate(f"page.{page}.may_say.one", lang, seat=2, moves="")
    assert one.startswith(head.rstrip()) and one != head, (lang, one)
    assert not two.startswith(head.rstrip()), (lang, two)
    assert translate(f"page.{page}.may_say", lang, seat=2, moves="").rstrip() in two


def _played_to_a_claim() -> s.Deal:
    """An Austrian deal the bots play out: it ends by a claim on lead, after its last trick."""
    from schnapsen.bots import HeuristicBot
    from schnapsen.observation import observe

    for seed in range(40):
        deal = s.Deal.new("at", seed=seed)
        bot = HeuristicBot()
        while not deal.is_over:
            assert deal.to_move is not None
            deal.play(bot.choose(observe(deal, deal.to_move)))
        if deal.moves[-1].kind == s.MoveKind.CLAIM and not deal.current_trick:
            return deal
    raise AssertionError("no deal ended by a claim")


@pytest.mark.parametrize("lang", ["en", "sl"])
def test_the_review_jump_list_ends_with_the_end_of_the_deal(lang: str) -> None:
    """sl "6. štih" closed the "jump to" list of a deal claimed after five tricks: the list
    names the tricks played, then "the end of the deal" (the position after the last move)."""
    from schnapsen.i18n import translate
    from schnapsen.widgets.play_review import PlayReview

    deal = _played_to_a_claim()
    r = PlayReview(lang, lambda: "german")
    r.worlds = 2
    r.open(deal, 0)
    options = list(r.jump.options)
    last = translate("review.where.trick", lang, number=deal.tricks_played)
    assert options[-2][0].casefold() == last.casefold(), (options, deal.tricks_played)
    label, index = options[-1]
    assert label == translate("review.nav.trick.end", lang) and index == len(deal.moves)
    number = deal.tricks_played + 1
    beyond = translate("review.where.trick", lang, number=number)
    assert not [x for x, _ in options if x.casefold() == beyond.casefold()], options
    r.jump.value = index
    assert r.step == len(deal.moves)


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_the_allowed_cards_are_said_allowed_not_selected(lang: str) -> None:
    """sl "izbrana" on the strict-rules table: the cards the rules allow are said as allowed
    (render.allowed, in the blue frame a selected card has); "selected" keeps its word."""
    from pathlib import Path

    from schnapsen.i18n import translate
    from schnapsen.render import hand_svg

    names = names_for(lang)
    cards = s.parse_cards("AS JS")
    marks: dict[str, Highlight] = {"AS": "allowed", "JS": "illegal"}
    svg = hand_svg(cards, highlights=marks, names=names)
    allowed = translate("render.allowed", lang)
    assert allowed == names.allowed
    assert f", {allowed}" in html.unescape(svg)
    if lang in ("en", "sl", "hr"):
        assert translate("render.selected", lang) not in html.unescape(svg).replace(
            translate("render.illegal", lang), "")
    assert names.state("selected") == translate("render.selected", lang)
    # the blue frame of a selected card
    assert 'stroke="#1a66e0"' in svg
    # the strict-rules page marks what the rules allow as allowed
    page = Path(__file__).parent.parent / "book" / lang / "strict-rules.md"
    source = page.read_text(encoding="utf-8")
    assert '("allowed" if c in allowed else "illegal")' in source
    assert '"selected" if c in allowed' not in source


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_bots_claim_is_in_the_history(lang: str) -> None:
    """The play history told the reader's moves and the bot's tricks, but not the bot's claim
    that ended the deal: it is recorded, in the history's own words."""
    import random

    from schnapsen.i18n import translate
    from schnapsen.widgets import PlayWidget

    for seed in range(60):
        w = PlayWidget(variant="at", seed=seed, lang=lang)
        rng = random.Random(seed)
        while not w.deal.is_over:
            legal = {str(m) for m in w.deal.legal_moves()}
            cards = [c for c in w.hand_buttons if c in legal]
            if cards:
                w.hand_buttons[rng.choice(cards)].click()
            else:
                w.play(sorted(legal)[0])
        result = w.deal.result
        if result is not None and result.claimer is not None and result.claimer != w.seat:
            break
    else:
        raise AssertionError("no bot claimed")
    said = translate("ui.history.claim.opp", lang, target=66)
    shown = html.unescape(re.sub(r"<[^>]+>", "\n", w.history.value))
    assert said in shown, shown[-400:]
    lines = [x for x in shown.split("\n") if x.strip()]
    assert lines[-1] == said  # the last thing that happened


def test_the_day_is_written_as_each_language_writes_a_date() -> None:
    """sl "Naloga za 6. december 2026" → "… 6. decembra 2026" (the genitive a date takes;
    the browser's CLDR names give the nominative): the catalogue's pattern and month names,
    the same in the page's script (its data) as in Python."""
    import datetime

    from schnapsen.teach.daily import daily_json, date_words

    day = datetime.date(2026, 12, 6)
    assert date_words(day, "sl") == "6. decembra 2026"
    assert date_words(day, "cs") == "6. prosince 2026"
    assert date_words(day, "hr") == "6. prosinca 2026."
    assert date_words(day, "hu") == "2026. december 6."
    assert date_words(day, "en") == "December 6, 2026"
    assert date_words(datetime.date(2027, 3, 1), "sl") == "1. marca 2027"
    for lang in ("en", "hr", "sl", "hu", "cs"):
        text = daily_json(lang)["text"]
        months = text["months"]
        assert len(months) == 12 and len(set(months)) == 12
        js = (text["date_format"].replace("{day}", "6").replace("{month}", months[11])
              .replace("{year}", "2026"))
        assert js == date_words(day, lang)
    from schnapsen.teach.drills import js_source

    script = js_source("daily.js")
    assert "toLocaleDateString" not in script and "T.date_format" in script


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "hu", "cs"])
def test_a_many_answer_question_counts_its_answers_in_words(lang: str) -> None:
    """jupyterquiz wrote a raw "[1/2]" after the feedback of a question with several right
    answers (sl snops quiz): the question carries the count in words for each number found
    (quiz.found), which the page's script puts in its place."""
    import json
    from pathlib import Path

    from schnapsen.i18n import translate
    from schnapsen.teach.book import jupyterquiz_items
    from schnapsen.teach.quiz import make_questions

    items = jupyterquiz_items(make_questions("at", ["legal"], seed=0), lang)
    several = [i for i in items if sum(a["correct"] for a in i["answers"]) > 1]
    assert several
    for item in several:
        total = sum(a["correct"] for a in item["answers"])
        found = re.search(r'class="sq-quiz-found" hidden data-phrases="([^"]*)"',
                          item["question"])
        assert found is not None
        phrases = json.loads(html.unescape(found.group(1)))
        assert phrases == [translate("quiz.found.all" if n == total else "quiz.found", lang,
                                     found=n, total=total) for n in range(total + 1)]
        assert not any(re.search(r"\[\d+/\d+\]", p) for p in phrases)
    script = (Path(__file__).parent.parent / "_static" / "schnapsen.js").read_text("utf-8")
    assert ".sq-quiz-found" in script and '" [" + found' not in script


@pytest.mark.parametrize("lang", ["en", "cs", "hu"])
def test_the_table_in_words_says_an_open_trump_once_and_parts_its_header_items(lang: str) -> None:
    """cs editor: "Trumf ještě není určen · určení trumfu" said the open trump twice; hu editor:
    the header's labelled items joined by commas ("Adu: zöld, Partnerlap: …")."""
    from schnapsen.render.table import table_words
    from schnapsen.stages import Stage

    names = names_for(lang)
    d = s.Deal.new("hu-3", seed=4)
    assert d.stage == Stage.TRUMP
    seat = d.to_move
    assert seat is not None
    words = table_words(d.observation(seat), None, "german", names)
    assert names.trump_open in words
    said = names.stage_name(Stage.TRUMP)
    assert said and said not in words, words
    d = s.Deal.new("hu-4", seed=4)  # a called card: two labelled items in the header
    while d.to_move is not None and d.stage != Stage.PLAY:
        d.push(d.legal_moves()[0])
    seat = d.to_move
    assert seat is not None
    obs = d.observation(seat)
    assert obs.called_card is not None
    head = table_words(obs, None, "german", names).split(". ")[0]
    # the sentence's own words for the called card (round 17: lower case after the trump)
    called = names.called_words.split("{")[0]
    assert f"; {called}" in head and f", {called}" not in head, head


@pytest.mark.parametrize("lang", ["en", "hr", "sl", "cs"])
def test_numbered_seats_after_a_semicolon_are_in_lower_case(lang: str) -> None:
    """Round 18 (the analysis board, hr "…; Igrač 1: as srca…"): the table with every card
    shown names the seats by number; the second item of the list of hands, after a
    semicolon, names its seat in lower case, as inside a sentence."""
    from schnapsen.i18n import seat_in_sentence

    table = _said(table_svg(_first_trick(), seat=1, reveal=True, names=names_for(lang)))
    first, second = names_for(lang).seat_name(1), names_for(lang).seat_name(0)
    assert first[:1].isupper() and f"{first}: " in table, table
    assert f"; {second}: " not in table, table
    assert f"; {seat_in_sentence(0, lang)}: " in table, table
