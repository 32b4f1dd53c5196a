"""Each edition's own tradition: the Croatian, Slovenian, Hungarian and Czech editions lead
with their own game (the English edition's course is Austrian Schnapsen), and their index,
play and practice pages open on it. A whole deal and a match told for a tradition's chapter
are :mod:`schnapsen.teach.story`'s.
"""

from __future__ import annotations

from ..variants import VARIANTS

__all__ = ["HOME", "home_tradition", "home_variant", "home_first"]

#: each edition's own tradition (the English edition's course is Austrian Schnapsen): its
#: index, play and practice pages open on it
HOME: dict[str, str] = {"en": "at", "hr": "hr", "sl": "sl", "hu": "hu", "cs": "cs"}


def home_tradition(lang: str) -> str:
    """The tradition edition ``lang`` leads with (``hu`` -> ``hu``, ``en`` -> ``at``)."""
    try:
        return HOME[lang]
    except KeyError:
        raise ValueError(f"unknown edition {lang!r}; the editions are "
                         f"{', '.join(HOME)}") from None


def _tradition_of(variant_id: str) -> str:
    return variant_id.split("-")[0]


def home_variant(lang: str) -> str:
    """The two-player game of edition ``lang``'s own tradition (``hu`` -> ``hu-2``)."""
    own = home_tradition(lang)
    return next(v for v in VARIANTS if _tradition_of(v) == own and VARIANTS[v].players == 2)


def home_first(lang: str, variants: tuple[str, ...] | list[str] | None = None) -> tuple[str, ...]:
    """``variants`` (default: every variant, the two-player games first, as the play panel
    offers them) with those of edition ``lang``'s own tradition first, its two-player game at
    the head; the others keep their order."""
    if variants is None:
        variants = ([v for v in VARIANTS if VARIANTS[v].players == 2]
                    + [v for v in VARIANTS if VARIANTS[v].players != 2])
    own = home_tradition(lang)
    first = home_variant(lang)
    mine = [first] + [v for v in variants if _tradition_of(v) == own and v != first]
    return tuple(mine + [v for v in variants if v not in mine])
