"""The thirteen variants as data, and :func:`find_variant` for ids and regional names."""

from __future__ import annotations

import unicodedata

from ..errors import UnknownVariantError
from . import austria, croatia, czech, germany, hungary, slovenia
from .base import Contract, MatchRules, Variant

__all__ = ["VARIANTS", "find_variant", "get_variant", "Variant", "Contract", "MatchRules"]

_ORDER = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66",
          "hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4")
_ALL = {v.id: v for m in (austria, croatia, slovenia, hungary, czech, germany)
        for v in m.VARIANTS}
VARIANTS: dict[str, Variant] = {k: _ALL[k] for k in _ORDER}


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


_INDEX: dict[str, str] = {}
for _v in VARIANTS.values():
    for _name in (_v.id, _v.name, *_v.aliases):
        _INDEX.setdefault(_name.lower(), _v.id)
        _INDEX.setdefault(_fold(_name), _v.id)


def find_variant(name: str | Variant) -> Variant:
    """The variant with this id, name or regional alias (case and accents ignored)."""
    if isinstance(name, Variant):
        return name
    if isinstance(name, str):
        key = _INDEX.get(name.strip().lower()) or _INDEX.get(_fold(name))
        if key is not None:
            return VARIANTS[key]
    raise UnknownVariantError(
        f"unknown variant {name!r}; expected one of {', '.join(VARIANTS)} "
        "or a regional name such as 'Šnaps', 'snapszer' or '66'",
        "variant.unknown",
        name=str(name),
    )


get_variant = find_variant
