"""A deal as text, and back.

::

    variant: at
    dealer: 1
    deck: QH TH ...        (first card dealt first)
    moves: x m:QH AH ...
    options: {"claim": "auto"}      (only when options differ from the variant's)

Loading checks every line and replays every move with the rules; on any problem it raises
an :class:`InvalidNotationError` that names the line or move, and returns nothing.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .cards import Rank
from .errors import InvalidNotationError, SchnapsenError
from .variants import VARIANTS, find_variant
from .variants.base import OPTION_FIELDS

if TYPE_CHECKING:
    from .deal import Deal

__all__ = ["deal_to_text", "deal_from_text"]

_KEYS = ("variant", "options", "dealer", "seed", "deck", "moves")


def _option_to_json(value: Any) -> Any:
    if isinstance(value, Rank):
        return value.letter
    if isinstance(value, tuple):
        return list(value)
    return value


def _option_from_json(key: str, value: Any) -> Any:
    if key == "exchange_rank" and isinstance(value, str):
        return Rank.parse(value)
    if isinstance(value, list):
        return tuple(value)
    return value


def deal_to_text(deal: Deal) -> str:

    v = deal.variant
    base = VARIANTS.get(v.id)
    lines = [f"variant: {v.id}"]
    if base is not None and base != v:
        theirs = base.options()
        diff = {k: _option_to_json(val) for k, val in v.options().items() if theirs[k] != val}
        lines.append("options: " + json.dumps(diff, sort_keys=True, ensure_ascii=False))
    lines.append(f"dealer: {deal.dealer}")
    if deal.seed is not None:
        lines.append(f"seed: {deal.seed}")
    lines.append("deck: " + " ".join(c.code for c in deal.deck))
    lines.append("moves: " + " ".join(str(m) for m in deal.moves))
    return "\n".join(lines) + "\n"


def deal_from_text(text: str) -> Deal:
    from .deal import Deal

    if not isinstance(text, str):
        raise InvalidNotationError(
            f"a saved deal is text, not {type(text).__name__}", "notation.deal"
        )
    fields: dict[str, str] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep or key not in _KEYS:
            raise InvalidNotationError(
                f"line {n} of the saved deal is {raw!r}; expected 'key: value' with a key "
                f"from {', '.join(_KEYS)}",
                "notation.deal",
                line=n,
            )
        if key in fields:
            raise InvalidNotationError(
                f"line {n}: {key!r} is given twice", "notation.deal", line=n
            )
        fields[key] = value.strip()
    for need in ("variant", "dealer", "deck"):
        if need not in fields:
            raise InvalidNotationError(
                f"a saved deal needs a '{need}:' line (it has {', '.join(fields) or 'none'})",
                "notation.deal",
            )
    variant = find_variant(fields["variant"])
    options: dict[str, Any] = {}
    if fields.get("options"):
        try:
            raw_opts = json.loads(fields["options"])
        except (ValueError, RecursionError) as exc:
            raise InvalidNotationError(
                f"options must be a JSON object: {str(exc)[:200]}", "notation.deal"
            ) from None
        if not isinstance(raw_opts, dict):
            raise InvalidNotationError("options must be a JSON object", "notation.deal")
        allowed = sorted(OPTION_FIELDS | {"match_target"})
        for k in raw_opts:
            if k not in allowed:
                raise InvalidNotationError(
                    f"{k!r} is not an option of a variant; options are: {', '.join(allowed)}",
                    "notation.deal",
                )
        try:
            options = {k: _option_from_json(k, v) for k, v in raw_opts.items()}
        except (TypeError, ValueError) as exc:
            raise InvalidNotationError(f"bad option value: {exc}", "notation.deal") from None
    try:
        dealer = int(fields["dealer"])
    except ValueError:
        raise InvalidNotationError(
            f"dealer must be a seat number, not {fields['dealer']!r}", "notation.deal"
        ) from None
    deal = Deal.new(variant, deck=fields["deck"], dealer=dealer, **options)
    seed = fields.get("seed")
    if seed:
        try:
            deal._seed = int(seed)  # the deck came from this seed (kept for the record)
        except ValueError:
            raise InvalidNotationError(
                f"seed must be a whole number, not {seed!r}", "notation.deal"
            ) from None
    for i, word in enumerate(fields.get("moves", "").split(), 1):
        try:
            deal.play(word)
        except SchnapsenError as exc:
            raise InvalidNotationError(
                f"move {i} ({word}) of the saved deal cannot be played: {exc}",
                "notation.deal_move",
                index=i,
                move=word,
            ) from None
    return deal
