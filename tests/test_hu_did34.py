"""hu: the review's form of a move already played (``review.did.*``) says it in the indicative
(reader 33, hu worst 2: the grade of a move just made, even a best one, said in the conditional
past, "… került volna", read as a reproach); the better move not played keeps the conditional
(``review.would.*``)."""

from __future__ import annotations

from babel.messages.pofile import read_po

from schnapsen.i18n import LOCALE_DIR


def _hu() -> dict[str, list[str]]:
    with open(LOCALE_DIR / "hu" / "LC_MESSAGES" / "schnapsen.po", "rb") as f:
        catalogue = read_po(f)
    out: dict[str, list[str]] = {}
    for m in catalogue:
        key = m.id[0] if isinstance(m.id, tuple) else m.id
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        out[str(key)] = [str(s) for s in strings]
    return out


def test_hu_move_played_is_said_without_volna() -> None:
    said = {k: v for k, v in _hu().items() if k.startswith("review.did.")}
    assert said
    # (the lost-deal lines of the move played say what would have happened had the others
    # played well: an unreal past condition, which Hungarian says with "volna" whatever the
    # tense of the move; c38a's review forms)
    unreal = {f"review.did.line.{kind}{solo}" for kind in ("least", "lost", "only")
              for solo in ("", ".solo")}
    assert [k for k, v in said.items() if any("volna" in s for s in v)
            and k not in unreal] == []


def test_hu_better_move_keeps_the_conditional() -> None:
    assert "volna" in _hu()["review.would.cause.takes.yes.solo"][0]
