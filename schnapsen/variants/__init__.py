"""The thirteen variants as data, and :func:`find_variant` for ids and regional names."""

from __future__ import annotations

import unicodedata

from ..errors import SchnapsenError, UnknownVariantError
from . import austria, croatia, czech, germany, hungary, slovenia
from .base import Contract, MatchRules, Variant

__all__ = ["VARIANTS", "find_variant", "get_variant", "shared_source_rules", "Variant", "Contract",
           "MatchRules"]

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


def shared_source_rules(*names: str | Variant) -> tuple[Variant, ...]:
    """The variants named (ids, regional names; each once), which share one set of source
    rules (:attr:`Variant.source_rules` and its label): the games one "as the source says" box
    offers (``schnapsen.widgets.TableRule.source``). A variant whose source the book's rules
    follow has none, and games whose source rules differ share none: an error."""
    if not names:
        raise SchnapsenError("a source's rules need at least one variant", "variant.option",
                             option="source_rules")
    found = tuple({v.id: v for v in map(find_variant, names)}.values())
    first = found[0]
    for v in found:
        if not v.source_rules:
            raise SchnapsenError(f"variant {v.id!r} has no source rules: the book plays its "
                                 "source's rules", "variant.option", option="source_rules")
        if (v.source_rules, v.source_rules_label) != (first.source_rules,
                                                      first.source_rules_label):
            raise SchnapsenError(f"the source rules of {first.id!r} and {v.id!r} differ: "
                                 "one box each", "variant.option", option="source_rules")
    return found
