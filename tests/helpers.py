"""Helpers shared by the tests: hand-made decks, playing moves, reading hands and results,
and the check that an illegal move is refused without changing anything."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from schnapsen import Card, Deal, DealResult, IllegalMoveError, find_variant, parse_cards
from schnapsen.cards import CARDS


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


def play(deal: Deal, moves: str) -> Deal:
    """Play space-separated moves (each checked by the engine); the same deal, for chaining."""
    for move in moves.split():
        deal.play(move)
    return deal


def legal(deal: Deal) -> set[str]:
    """The legal moves, as text."""
    return {str(m) for m in deal.legal_moves()}


def codes(cards: Iterable[Card]) -> set[str]:
    """Card codes (``"AH"``) of a hand or any other cards."""
    return {c.code for c in cards}


def held(deal: Deal, seat: int) -> set[str]:
    """The codes of the cards ``seat`` holds."""
    return codes(deal.hand(seat))


def result(deal: Deal) -> DealResult:
    """The result of a deal that must be over."""
    assert deal.result is not None, "the deal is not over"
    return deal.result


def assert_illegal(deal: Deal, move: str, key: str | None = None) -> None:
    """``move`` is not among the legal moves; playing it raises IllegalMoveError (a
    ValueError), naming rule ``key`` when given, and leaves the deal exactly as it was."""
    before = deal.copy()
    state = deal.state_key()
    moves_before = legal(deal)
    assert move not in moves_before
    with pytest.raises(IllegalMoveError) as info:
        deal.play(move)
    if key is not None:
        assert info.value.key == key, str(info.value)
    assert isinstance(info.value, ValueError)
    assert deal.state_key() == state
    assert deal == before
    assert legal(deal) == moves_before


def unseen_cards(deal: Deal, seat: int) -> list[Card]:
    """The cards of the deal's deck that ``seat`` has not seen: not in its hand, in a trick,
    known to it in another hand, the turned trump or the called card."""
    obs = deal.observation(seat)
    seen = set(obs.hand) | {c for tr in obs.tricks for c in tr.cards}
    seen |= {c for _, c in obs.current_trick}
    seen |= {c for hand in obs.known_cards.values() for c in hand}
    if obs.trump_card is not None:
        seen.add(obs.trump_card)
    if obs.called_card is not None:
        seen.add(obs.called_card)
    deck = [c for c in CARDS if deal.variant.deck_size == 24 or c.rank.letter != "9"]
    return [c for c in deck if c not in seen]
