"""Helpers for building hand-made decks in tests."""

from __future__ import annotations

from schnapsen import Deal, find_variant, parse_cards


def build_deck(
    variant: str,
    hands: dict[int, str],
    *,
    dealer: int | None = None,
    turned: str | None = None,
    aside: str = "",
    talon: str = "",
) -> str:
    """The deck (first card dealt first) that gives each seat exactly ``hands[seat]``.

    ``hands`` lists each active seat's cards in the order they are dealt to it; ``turned`` is
    the card turned up as trump (two-player games); ``aside`` the cards of ``talon:N`` steps
    (the face-down talon of three-player games); ``talon`` the first cards to be drawn, in
    order. Cards named nowhere follow at the end, in index order.
    """
    v = find_variant(variant)
    if dealer is None:
        dealer = v.players - 1
    seats = [(dealer + 1 + i) % v.players for i in range(v.players)]
    if v.dealer_sits_out:
        seats.remove(dealer)
    queues = {s: parse_cards(hands.get(s, "")) for s in seats}
    aside_q = parse_cards(aside)
    out = []
    for step in v.deal:
        head, _, arg = step.partition(":")
        if head == "hands":
            for s in seats:
                take, queues[s] = queues[s][: int(arg)], queues[s][int(arg) :]
                if len(take) != int(arg):
                    raise ValueError(f"seat {s} needs more cards in its hand")
                out.extend(take)
        elif head == "talon":
            take, aside_q = aside_q[: int(arg)], aside_q[int(arg) :]
            if len(take) != int(arg):
                raise ValueError("aside needs more cards")
            out.extend(take)
        elif head == "turn":
            if turned is None:
                raise ValueError("this variant turns a trump card: give turned=")
            out.extend(parse_cards(turned))
    out.extend(parse_cards(talon))
    used = {c.index for c in out}
    full = Deal.new(v, seed=0)._deck
    out.extend(c for c in sorted(parse_cards(" ".join(_code(i) for i in full)))
               if c.index not in used)
    return " ".join(c.code for c in out)


def _code(index: int) -> str:
    from schnapsen import CARDS

    return CARDS[index].code


def make_deal(variant: str, hands: dict[int, str], **kw: object) -> Deal:
    """A deal of ``variant`` with the given hands (see :func:`build_deck`)."""
    dealer = kw.pop("dealer", None)
    options = kw.pop("options", {})
    deck = build_deck(variant, hands, dealer=dealer, **kw)  # type: ignore[arg-type]
    return Deal.new(variant, deck=deck, dealer=dealer, **options)  # type: ignore[arg-type]
