"""Round 33, the Croatian editor's needs-code items (code35g): the points so far before the
reason, the end of a deal said by its reason, the close trainer's near tie saying the reader's
answer, two marriages counted for one reason in one sentence, lower case after "Why:"."""

from __future__ import annotations

from schnapsen.teach.practice import puzzles


def test_the_points_so_far_come_before_the_reason() -> None:
    """hr 13: "Uz najbolju igru dostižete 66 u 8. štihu. Zatim kažete „dosta“. U ovom položaju
    imate 45 bodova." read backwards: the points so far come first, then the move and why."""
    said = 0
    for p in puzzles("hr")[:12]:
        for lang in ("en", "hr"):
            text, (words, _) = p.solution_text(lang), p.solution_parts(lang)
            now = dict(p._solution(lang)).get("now")
            if now is None:
                continue
            said += 1
            assert text.startswith(now) and words.startswith(now), (p.id, text)
    assert said


def test_a_deal_won_by_the_last_trick_says_so_in_words() -> None:
    """hr 15: "pa osvajate 1 bod igre (zadnji štih)" → the end reason has its own sentence:
    "pa zadnjim štihom dobivate dijeljenje" (en "with the last trick you win the deal")."""
    texts = {lang: [p.solution_text(lang) for p in puzzles()] for lang in ("en", "hr")}
    assert not any("(the last trick)" in t for t in texts["en"])
    assert any("with the last trick you win the deal and 1 game point." in t
               for t in texts["en"])
    assert not any("(zadnji štih)" in t for t in texts["hr"])
    assert any("zadnjim štihom dobivate dijeljenje" in t for t in texts["hr"])


def test_the_near_verdict_says_the_readers_answer() -> None:
    """hr 26: "Gotovo svejedno: nastavak igre donosi tek malo više (+1,45 prema +1,40) …" did
    not say which answer the reader chose: "Odabrali ste zatvaranje. Gotovo svejedno: …"."""
    from schnapsen.search.close import CloseChoice
    from schnapsen.widgets.close import CloseTrainer

    close = (2,) * 8 + (1,) * 12          # 1.40
    play_on = (2,) * 9 + (1,) * 11        # 1.45
    for answer, said in (("close", "Odabrali ste zatvaranje. Gotovo svejedno: "),
                         ("play_on", "Odabrali ste nastavak igre. Gotovo svejedno: ")):
        t = CloseTrainer(variant="hr-2", seed=1, lang="hr")
        t.choice = CloseChoice(t.seat, close, play_on, 0)
        (t.close_button if answer == "close" else t.play_on_button).click()
        assert t.verdict == "near"
        assert t.verdict_text.startswith(said), t.verdict_text
        assert "(+1,45 prema +1,40)" in t.verdict_text


def test_two_marriages_of_one_seat_are_one_sentence() -> None:
    """hr 20: "Zvanje igrača 1 u srcu donosi 20 bodova: … Zvanje igrača 1 u zelenoj donosi 20
    bodova: …" (the same reason twice) → "Oba zvanja, u … i u …, donose po 20 bodova …"."""
    from schnapsen.explain import format_message
    from schnapsen.teach.quiz import points_question

    q = points_question("hr-2", 2, marriages="some")
    assert q is not None
    keys = [k for k, _ in q.more]
    assert keys.count("quiz.points.marriage.solo") == 0, keys
    key, params = q.more[0]
    assert key == "quiz.points.marriage.two.solo"
    hr = format_message(key, params, "hr")
    assert hr.startswith("Oba zvanja, u ") and "donose po 20 bodova" in hr, hr
    assert "igrač\xa01 već uzeo štih" in hr, hr


def test_the_trick_pages_reason_goes_on_in_small_letters_after_why() -> None:
    """hr 22: "Zašto: Nosi as srca …" → "Zašto: nosi as srca …" (hr, sl, hu, cs write small
    after a colon in running text); English keeps "Why: The Ace …"; a code stays in capitals."""
    from pathlib import Path

    from schnapsen.teach.book import after_colon

    assert after_colon("Nosi as srca, najjača bačena karta u srcu.", "hr") == (
        "nosi as srca, najjača bačena karta u srcu.")
    assert after_colon("Az 1. játékos viszi.", "hu") == "az 1. játékos viszi."
    assert after_colon("QH wins.", "cs") == "QH wins."
    assert after_colon("The Ace of Hearts wins.", "en") == "The Ace of Hearts wins."
    for lang in ("en", "hr", "sl", "hu", "cs"):  # each edition's page says it so
        page = Path(__file__).parents[1] / "book" / lang / "tricks.md"
        assert "after_colon(words(s.explain_trick(" in page.read_text(encoding="utf-8"), lang


def test_the_guided_menu_names_the_croatian_game_in_full() -> None:
    """hr 11 (the brief's item 6): "1. hrvatski – razina 1" → "1. hrvatski šnaps – razina 1",
    "4. hrvatski u troje – razina 2" → "4. hrvatski šnaps u troje – razina 2", each game's menu
    name a key of its own, the label still fitting a phone's row (40 characters with the
    menu's name)."""
    from schnapsen.practice import guided_hands
    from schnapsen.widgets import GuidedHandWidget

    w = GuidedHandWidget(guided_hands(first="hr"), lang="hr")
    labels = [label for label, _ in w.hand_select.options]
    assert "1. hrvatski šnaps – razina 1" in labels, labels
    assert "4. hrvatski šnaps u troje – razina 2" in labels, labels
    assert all(len(w.hand_select.description) + len(label) <= 40 for label in labels)
    en = GuidedHandWidget(guided_hands(first="at"), lang="en")
    assert [label for label, _ in en.hand_select.options][:2] == [
        "1 · Austrian · level 1", "2 · Austrian · level 1"]
