"""German Sixty-Six: 24 cards, for comparison with the Central European games."""

from __future__ import annotations

from ..cards import Rank
from .base import MatchRules, Variant

DE_66 = Variant(
    id="de-66",
    name="German Sixty-Six",
    aliases=("sixty-six", "sechsundsechzig", "german 66", "de-66"),
    region="Germany",
    deck_size=24,
    deal=("hands:3", "turn", "hands:3"),
    exchange_rank=Rank.NINE,
    marriages_after_close=False,
    last_trick_bonus=10,
    last_trick_rule="sixty-six",
    match=MatchRules(kind="race", target=7, targets=(7,)),
)

VARIANTS = (DE_66,)
