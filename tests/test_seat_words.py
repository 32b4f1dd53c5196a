"""Seats as the reader reads them (issue 25): a seat's name inside a sentence is written as the
language writes it there (lower-case "igrač 3", "igralec 3", "hráč 3", "vi", "te"), capitalised
only where it opens a sentence or stands alone as a label; several seats are named with the
language's own forms, never as a bare list of numbers."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest

from schnapsen import Deal, Match, make_bot
from schnapsen.i18n import LANGUAGES, Label, Seats, template
from schnapsen.i18n.names import card_word
from schnapsen.moves import Move, MoveKind
from schnapsen.render.html import caption_text
from schnapsen.render.table import trick_svg
from schnapsen.render.text import Style, names_for
from schnapsen.teach.quiz import line_text, make_questions
from schnapsen.teach.story import play_next_deal, score_sheet_html
from schnapsen.widgets._common import seat_name
from schnapsen.widgets.play import PlayWidget

ROOT = Path(__file__).resolve().parent.parent
#: games for three and four, where sides of two seats are named together
VARIANTS = ("hr-4", "sl-3", "sl-4", "hu-4")


def finished(variant: str, seed: int) -> Deal:
    deal = Deal.new(variant, seed=seed)
    rng = random.Random(seed)
    while not deal.is_over:
        deal.play(rng.choice(list(deal.legal_moves())))
    return deal


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def mid_sentence_labels(text: str, labels: list[Label]) -> list[str]:
    """The labels (capitalised names: "Igrač 2", "Vi") that stand inside a sentence of
    ``text``, not at its start."""
    found = []
    for sentence in sentences(text):
        for label in labels:
            if label == label.word or not label[:1].isupper():
                continue
            for m in re.finditer(rf"(?<!\w){re.escape(label)}(?!\w)", sentence):
                if m.start() > 0:
                    found.append(f"{label!r} in {sentence!r}")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_captions_name_seats_in_lower_case_inside_a_sentence(lang: str) -> None:
    words = names_for(lang)
    seen_lists = 0
    for variant in VARIANTS:
        for seed in range(6):
            deal = finished(variant, seed)
            for me in (0, None):
                labels = [seat_name(s, me, lang) for s in range(deal.variant.players)]
                head, detail = caption_text(deal, names=words, seat_names=labels)
                bad = mid_sentence_labels(head, labels) + mid_sentence_labels(detail, labels)
                assert not bad, (lang, variant, seed, bad)
                if len(deal.result.winners) > 1 if deal.result else False:
                    seen_lists += 1
                    winners = deal.result.winners  # type: ignore[union-attr]
                    if me in winners:  # "you and seat 3": each named
                        second = labels[winners[1]].word
                        assert second in head, (lang, head, second)
                    else:  # numbered seats share one noun ("seats 2, 3 and 4")
                        together = Seats(winners, lang).form()
                        assert together.lower() in head.lower(), (lang, head, together)
                # without labels: the language's own words for a seat in a sentence
                head, detail = caption_text(deal, names=words)
                plain = [seat_name(s, None, lang) for s in range(deal.variant.players)]
                assert not mid_sentence_labels(head + ". " + detail, plain), (lang, head, detail)
    assert seen_lists


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_caption_that_opens_with_seats_capitalises_the_first(lang: str) -> None:
    for variant in VARIANTS:
        for seed in range(6):
            deal = finished(variant, seed)
            labels = [seat_name(s, 0, lang) for s in range(deal.variant.players)]
            head, _ = caption_text(deal, names=names_for(lang), seat_names=labels)
            assert head[:1].isupper() or head[:1].isdigit(), (lang, head)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tricks_label_names_its_seats_inside_the_sentence(lang: str) -> None:
    deal = finished("hr-4", 1)
    labels = [seat_name(s, 0, lang) for s in range(deal.variant.players)]
    for trick in deal.tricks:
        svg = trick_svg(trick, labels, names=names_for(lang))
        label = re.search(r'aria-label="([^"]*)"', svg)
        assert label is not None
        assert not mid_sentence_labels(label.group(1), labels), (lang, label.group(1))


def _seat_list_lines(lang: str) -> list[tuple[tuple[int, ...], str]]:
    """The quiz's lines that name several seats: the sides' points, who won the deal."""
    out = []
    for variant in VARIANTS:
        for seed in range(3):
            for q in make_questions(variant, ["game_points"], seed=seed):
                for key, params in [(q.key, q.params), *q.context]:
                    seats = params.get("seats", params.get("winners"))
                    if key in ("quiz.ctx.side", "quiz.game_points") and seats is not None:
                        out.append((tuple(seats), line_text((key, params), lang)))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_quiz_names_several_seats_in_the_languages_forms(lang: str) -> None:
    """hu "Helyek (1, 2)", hr "Igrači 0, 2": a list of numbers joined by commas; the seats
    are named together with the language's forms ("igrač 1 i igrač 3", hu "az 1. játékos és
    a 3. játékos")."""
    lines = _seat_list_lines(lang)
    several = [(seats, text) for seats, text in lines if len(seats) > 1]
    assert several
    for seats, text in several:
        assert not re.search(r"\d, \d", text), text
        named = Seats(seats, lang)
        assert (named.form().lower() in text.lower()
                or named.form("label").lower() in text.lower()), (lang, text)
        assert not mid_sentence_labels(text, [seat_name(s, None, lang) for s in seats]), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_score_sheet_names_the_winners_together(lang: str) -> None:
    match = Match("hr-4", seed=3)
    bots = [make_bot("easy", seed=i) for i in range(4)]
    for _ in range(3):
        play_next_deal(match, bots)
    sheet = score_sheet_html(match, lang).text
    cells = re.findall(r"<td>([^<]*)<br>", sheet)
    assert cells
    for cell in cells:
        assert not re.search(r"\d, \w", cell), (lang, cell)
        labels = [seat_name(s, None, lang) for s in range(4)]
        assert not mid_sentence_labels(html.unescape(cell), labels), (lang, cell)


# -- the marriage button declines its card -----------------------------------------------------


def _a_marriage(lang: str, style: Style) -> tuple[PlayWidget, str]:
    for seed in range(1, 200):
        w = PlayWidget(seed=seed, lang=lang, style=style)
        for _ in range(12):
            if w.deal.is_over:
                break
            marriages = [k for k in w.action_buttons if k.startswith("m:")]
            if marriages:
                return w, marriages[0]
            move = next(m for m in w.deal.legal_moves() if m.kind == MoveKind.CARD)
            w.hand_buttons[move.card.code].click()  # type: ignore[union-attr]
    raise AssertionError("no marriage found")


@pytest.mark.parametrize("style", ["german", "french"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_marriage_button_declines_the_card(lang: str, style: Style) -> None:
    """cs "vynést K zelené": the button named the card by its corner letter after a verb that
    asks the accusative; it names the card in the case its sentence asks ("vynést zeleného
    krále", hr "izađite zelenim kraljem", sl "izigraj zeljnega kralja")."""
    w, key = _a_marriage(lang, style)
    card = Move.parse(key).card
    assert card is not None
    label = w.action_buttons[key].description
    text = template("ui.action.marriage", lang)
    assert text is not None
    asked = re.search(r"\{card(?:\.(\w+))?\}", text)
    assert asked is not None
    case = asked.group(1) or "nom"
    assert card_word(card, lang, style).form(case) in label, (lang, style, label)


# -- seats counted from 1 --------------------------------------------------------------------

#: a seat named by its number in each language (the word and its cases, then the number)
SEAT_ZERO = {
    "en": r"\b[Ss]eats? 0\b",
    "hr": r"\b(?:[Ii]grač\w*|[Mm]jest\w*) 0\b",
    "sl": r"\b(?:[Ii]gral\w*|[Ss]edež\w*|[Mm]est\w*) 0\b",
    "hu": r"(?<![\w-])0(?:-s\b|\. hely)",
    "cs": r"\b(?:[Hh]ráč\w*|[Mm]íst\w*) 0\b",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_seats_are_counted_from_one(lang: str) -> None:
    """A reader counts the seats from 1: the engine's seat 0 is "Seat 1" ("Igrač 1", hu "1-es
    hely") in labels, sentences, quiz choices and contexts, and in the pages' prose."""
    zero = re.compile(SEAT_ZERO[lang])
    for players in (2, 3, 4, 5):
        labels = [seat_name(s, None, lang) for s in range(players)]
        assert [re.sub(r"\D", "", x) for x in labels] == [str(s + 1) for s in range(players)]
        assert [re.sub(r"\D", "", x.word) for x in labels] == [str(s + 1) for s in range(players)]
    assert re.sub(r"\D", "", names_for(lang).seat_name(0)) == "1"
    texts = []
    for variant in ("at", "hr-4", "sl-5"):
        for q in make_questions(variant, ["game_points", "last_trick", "legal"], seed=1):
            texts += [line_text(line, lang) for line in q.lines()]
    deal = finished("sl-5", 1)
    texts += list(caption_text(deal, names=names_for(lang)))
    bad = [t for t in texts if zero.search(t)]
    assert not bad, bad
    assert texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pages_count_seats_from_one(lang: str) -> None:
    zero = re.compile(SEAT_ZERO[lang])
    bad = []
    for page in sorted((ROOT / "book" / lang).glob("*.md")):
        text = re.sub(r"```\{code-cell\}[\s\S]*?\n```|`[^`\n]*`", "", page.read_text("utf-8"))
        bad += [f"{page.name}: {m.group()}" for m in zero.finditer(text.replace("\n", " "))]
    assert not bad, bad
