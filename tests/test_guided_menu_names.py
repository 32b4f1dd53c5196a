"""The guided hands' menu names the games as the chapters do (round 27: hu reader's item 21,
cs reader's item 4): Hungarian "hármas snapszer" and "négyes snapszer", not "magyar hármasban";
Czech "šedesát šest po česku", not "česká hra". Each label still fits a phone's row
(the menu's name and the label: 40 characters)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from schnapsen.practice import guided_hands  # noqa: E402
from schnapsen.variants import find_variant  # noqa: E402
from schnapsen.widgets import GuidedHandWidget  # noqa: E402

WANT = {
    ("hu", "hu", 3): " · hármas snapszer · ",
    ("hu", "hu", 4): " · négyes snapszer · ",
    ("hu", "hu", 2): " · kettes snapszer · ",
    ("cs", "cs", 2): " · šedesát šest po česku · ",
}


@pytest.mark.parametrize("lang", ["hu", "cs"])
def test_the_guided_menu_names_the_games_as_the_chapters_do(lang: str) -> None:
    hands = guided_hands(first=lang)
    w = GuidedHandWidget(hands, lang=lang)
    seen = set()
    for (label, _), hand in zip(w.hand_select.options, hands, strict=True):
        key = (lang, hand.tradition, find_variant(hand.variant).players)
        if key in WANT:
            seen.add(key)
            assert WANT[key] in label, label
        # with the menu's name, a phone's row (tests/test_play_ux.py's PHONE_MENU)
        assert len(w.hand_select.description) + len(label) <= 40, label
    assert seen == {k for k in WANT if k[0] == lang}


def test_the_other_editions_keep_their_names() -> None:
    hands = guided_hands(first="at")
    w = GuidedHandWidget(hands, lang="en")
    labels = [label for label, _ in w.hand_select.options]
    assert any(" · Hungarian for three · " in x for x in labels)
    assert any(" · Czech · " in x for x in labels)
