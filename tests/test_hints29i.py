"""Round 29 (code29i): a hint list names its sample once ("in 7 of the 12 likely deals"),
its later lines say only the numbers ("in 8 of 12"); sl blind reader, language 8/10."""
from __future__ import annotations

import re

from schnapsen.i18n import LANGUAGES


def _card(text: str) -> object:
    from schnapsen.moves import Move

    card = Move.parse(text).card
    assert card is not None
    return card


def _hints() -> list[object]:
    from schnapsen.moves import Move
    from schnapsen.search.hint import Hint
    from schnapsen.search.reasons import ALSO, CAUSE

    def h(move: str, value: float, wins: int, held: int) -> Hint:
        return Hint(Move.parse(move), value, False, 12, wins, "search.why.take",
                    {"card": _card(move), "points": 4, "total": 12,
                     CAUSE: ("search.why.cause.trumped.no.opp",
                             {"held": held, "worlds": 12, "negative": False}),
                     ALSO: ("search.why.vs.wins.solo", {"won_in": wins, "worlds": 12})},
                    solo=True)

    return [h("AH", 1.2, 7, 9), h("QS", 0.9, 8, 8), h("JS", 0.2, 5, 12)]


def _lines(lang: str) -> list[str]:
    from schnapsen.widgets.play_hints import PlayHints

    hints = _hints()
    ph = PlayHints(lang, lambda: "", lambda: hints, lambda m: str(m),  # type: ignore[arg-type,return-value]
                   lambda: "german")
    ph.hints = hints  # type: ignore[assignment]
    shown = ph.html()  # the words' list; the figures' lines behind the toggle apart (code35j)
    ol = re.search(r"<ol>(.*?)</ol>", shown)
    assert ol, shown
    figures = re.search(r'<ul class="schnapsen-figure">(.*?)</ul>', shown)
    # the figures' counts say only the numbers: the measure under them names the sample
    assert figures and _SAMPLE[lang] not in figures.group(1), shown
    return re.findall(r"<li>(.*?)</li>", ol.group(1))


#: the sample's name in each edition's counts
# the sample's full name (a short count may keep a bare noun: cs "v 8 z 12 rozložení", round 30)
_SAMPLE = {"en": "likely deal", "sl": "možnih razpored", "hr": "mogućih raspored",
           "hu": "lehetséges leosztás", "cs": "zkoumaných rozložení"}


#: the one measure's words (code39a: every line ends in it, said the same way)
_MEASURE = {"en": "deals that fit what you have seen",
            "sl": "ki se ujemajo s tem, kar si videl",
            "hr": "koji odgovaraju onome što ste vidjeli",
            "hu": "amely összefér azzal, amit láttál",
            "cs": "která odpovídají tomu, co jste viděli"}


def test_a_hint_list_names_its_sample_once() -> None:
    """Each line names the deals once, in the measure it ends in (code39a; was: the first line
    only, round 29): the cause says no count of its own."""
    for lang in LANGUAGES:
        lines = _lines(lang)
        assert len(lines) == 3, (lang, lines)
        assert not any(_SAMPLE[lang] in line for line in lines), (lang, lines)
        assert all(line.count(_MEASURE[lang]) == 1 for line in lines), (lang, lines)
        assert all("{" not in line for line in lines), (lang, lines)
    en = _lines("en")
    assert "in 8 of the 12 deals that fit" in en[1], en
    sl = _lines("sl")
    assert "pri 8 od 12 razporedih" in sl[1].lower(), sl


def test_a_single_hint_still_names_its_sample() -> None:
    hints = _hints()
    for lang in LANGUAGES:
        for h in hints:
            said = h.text(lang, bare=True, listed=True)  # type: ignore[attr-defined]
            assert _SAMPLE[lang] in said, (lang, said)


def test_seeded_hint_lists_name_their_sample_at_most_once() -> None:
    """The play table's hint lists for a few seeded positions, en and sl: "likely deals"
    (sl "možnih razporedov") in one line at most, every count said after it short (a count
    of the likely deals played out keeps its words: "in all 12 likely deals we played out", no
    certainty)."""
    from schnapsen.widgets.play import PlayWidget

    seen = 0
    for lang, sample in (("en", _MEASURE["en"]), ("sl", _MEASURE["sl"])):
        for seed in (1, 2, 3, 4):
            w = PlayWidget(seed=seed, lang=lang)
            if w.deal.to_move != w.seat or not w.show_hint():
                continue
            ol = re.search(r"<ol>(.*?)</ol>", w.hint_box.value)
            lines = re.findall(r"<li>(.*?)</li>", ol.group(1) if ol else "")
            # code39a: every line ends in the one measure, which names the deals once
            named = [i for i, line in enumerate(lines) if sample in line]
            assert all(line.count(sample) <= 1 for line in lines), (lang, seed, lines)
            seen += len(named)
    assert seen, "no seeded list counted its deals"
