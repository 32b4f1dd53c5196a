"""Deals consistent with what one seat has seen, drawn uniformly.

``sample_worlds(observation, n, rng)`` returns ``n`` complete :class:`~schnapsen.Deal` objects
at the same point of play as the observed deal, each one a possible truth for that seat:

1. **What the seat knows** is recounted from the observation: its hand, every card played
   (and by whom, in which trick), the turned trump card (where it lies now, also under a
   closed talon), a trump card taken in an exchange, the partner card of a marriage, a card
   turned for trump, the cards it gave away in its own blind swap, and what plays under the
   strict rules showed: a seat that did not follow suit has none of that suit; one that did
   not head the trick has no higher card of the suit; one that did not trump has no trump;
   one that did not over-trump no higher trump (each read off the engine's own
   ``follow_mask``). A seat that said kontra does not hold the called card.
2. **The hidden cards** are dealt to the other hands and the talon, **uniformly among all
   placements** that respect those facts: the number of completions is counted exactly
   (a small dynamic programme over the cards and the places' capacities) and each card's
   place is drawn with the probability of its completions; the talon's order is shuffled.
   Every consistent *current* position is equally likely (the past order in which a seat got
   its cards does not change how many deals lead to a position, so this is also uniform over
   consistent deals).
3. **A deck** that deals exactly that position is laid out (the deal's own dealing and
   drawing order, read by replaying the bidding on a probe deck; cards go to positions that
   reach their seat before they are played), and the observed history is replayed on it with
   checked moves; the world's observation for the seat is then compared with the given one.

Not modelled: how likely a seat's play was (a world where the opponent made an odd move is
as likely as any other: uniform, as asked); after another seat's blind swap, the card it had
turned for trump is assumed still in its hand unless played.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ..cards import CARDS, Rank, bits_of
from ..deal import Deal
from ..errors import SchnapsenError
from ..kernel import beats, follow_mask, marriage_partner
from ..moves import Move, MoveKind
from ..observation import Observation
from ..stages import Stage
from ..variants import Variant, find_variant
from ._state import _state_of

__all__ = ["sample_worlds", "WorldSampler"]

_PASS = Move.parse("pass")
_TALON = -1  # the talon as a place for hidden cards
_UNDEALT = -2  # cards not dealt yet


def _full_deck(v: Variant) -> list[int]:
    return [c.index for c in CARDS if v.deck_size == 24 or c.rank != Rank.NINE]


class _Reject(Exception):
    """A drawn placement whose replay does not give the observation."""


def _bad(message: str) -> SchnapsenError:
    return SchnapsenError(message, "search.observation")


class WorldSampler:
    """What a seat knows, prepared once for drawing many worlds (see :func:`sample_worlds`)."""

    def __init__(self, observation: Observation, variant: Variant | str | None = None) -> None:
        if not isinstance(observation, Observation):
            raise SchnapsenError(
                f"sample_worlds needs an Observation, not {type(observation).__name__}",
                "search.observation",
            )
        obs = observation
        if obs.is_over:
            raise SchnapsenError("the deal is over: there is nothing to sample",
                                 "search.over")
        v = obs.variant if variant is None else find_variant(variant)
        if v.id != obs.variant.id:
            raise _bad(f"the observation is of {obs.variant.id!r}, not {v.id!r}")
        self.obs = obs
        self.variant = v
        self.seat = obs.seat
        self._layout()
        self._knowledge()
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self.rejected = 0
        if self._count(0, tuple(self.caps)) == 0:
            raise _bad("no deal is consistent with this observation")

    # -- 1. where the deck's positions go -------------------------------------------------
    def _layout(self) -> None:
        self.out_cards: set[int] = set()  # out of play before a position's start
        self.fixed_slots: dict[int, int] = {}  # slot -> card known to lie there
        self.start_trick = 0  # cards of the trick on the table at a position's start
        if self.obs.start_position is not None:
            self._layout_position(self.obs.start_position)
            return
        obs, v = self.obs, self.variant
        full = _full_deck(v)
        probe = Deal.new(v, deck=[CARDS[i] for i in full], dealer=obs.dealer)
        pos_of = {c: i for i, c in enumerate(full)}
        self.deck_size = len(full)
        st = _state_of(probe)
        self.turned_pos = pos_of[st.turned] if st.turned >= 0 else -1
        self.turn_bid_pos = -1  # a card turned for trump in the bidding
        self.own_swap: tuple[int, ...] = ()  # the seat's own blind-swap discards
        self.given_pos: tuple[int, ...] = ()
        self.hidden_swap = False
        self.y_in_talon = -1  # the card turned for trump, given away in a blind swap
        self.swap_index = -1  # that swap's place in the history (rebuilt in each world)
        history = list(obs.history)
        i = 0
        while i < len(history) and st.stage != Stage.PLAY:
            m = history[i]
            if m.kind == MoveKind.TURN:
                self.turn_bid_pos = st.pos
                probe.push(m)
            elif m.kind == MoveKind.SWAP:
                seat = probe.to_move
                assert seat is not None
                if not m.cards:  # another seat's swap: k >= 1 cards, which the seat never saw
                    self.hidden_swap = True
                    y = obs.turned_up[-1].index if self.turn_bid_pos >= 0 else -1
                    seen_y = y >= 0 and (
                        any(y == c.index for t in obs.tricks for c in t.cards)
                        or any(y == c.index for _, c in obs.current_trick)
                        or any(y == c.index for h in obs.known_cards.values() for c in h)
                        or any(y == c.index for c in obs.hand)
                    )
                    ks = [k for k in sorted(v.talon_exchange) if 1 <= k <= len(st.talon)]
                    if not ks:
                        raise _bad("a blind swap where none is possible")
                    k = ks[0]
                    mine = sorted(
                        pos_of[c] for c in bits_of(st.hands[seat])
                        if pos_of[c] != self.turn_bid_pos
                    )
                    if y >= 0 and not seen_y:
                        # the card it turned for trump is gone from its hand: it gave it away
                        given = (self.turn_bid_pos, *mine[len(mine) - (k - 1):]) if k > 1 else (
                            self.turn_bid_pos,)
                        self.y_in_talon = y
                    else:
                        given = tuple(mine[len(mine) - k:])
                    self.given_pos = given
                    self.swap_index = i
                    probe.push(Move(MoveKind.SWAP, cards=tuple(CARDS[full[p]] for p in given)))
                else:
                    mine = sorted(
                        pos_of[c] for c in bits_of(st.hands[seat])
                        if pos_of[c] != self.turn_bid_pos
                    )
                    cards = [c.index for c in m.cards]
                    turned_card = obs.turned_up[-1].index if self.turn_bid_pos >= 0 else -1
                    given_l: list[int] = []
                    own: list[int] = []
                    if turned_card in cards:  # the card turned for trump is given away
                        cards.remove(turned_card)
                        given_l.append(self.turn_bid_pos)
                        own.append(turned_card)
                    if cards:
                        given_l.extend(mine[-len(cards):])
                    own.extend(cards)
                    given = tuple(given_l)
                    self.given_pos = given
                    self.own_swap = tuple(own)
                    probe.push(Move(MoveKind.SWAP, cards=tuple(CARDS[full[p]] for p in given)))
            else:
                probe.push(m)
            i += 1
            st = _state_of(probe)
        self.history = history
        self.n_bids = i
        self.hand_pos = {s: sorted(pos_of[c] for c in bits_of(st.hands[s])) for s in obs.seats}
        self.talon_pos = [pos_of[c] for c in st.talon]
        # cards not dealt yet (a deal still in its bidding)
        self.undealt_pos = list(range(st.pos, len(full))) if st.stage != Stage.PLAY else []
        self.draws = v.draws
        self.active = obs.seats
        nxt = {s: obs.seats[(k + 1) % len(obs.seats)] for k, s in enumerate(obs.seats)}
        self.next_seat = nxt

    def _layout_position(self, view: str) -> None:
        """The places of a deal made from a position: the slots of each seat's hand at the
        position's start (the seat's own cards, and the cards everybody had seen, lie in
        theirs), the turned card, then the talon in order; the cards out of play then are
        nobody's to place."""
        obs = self.obs
        start = Deal.from_position(view)  # the unknown cards in card order: slots only
        st = _state_of(start)
        if st.stage != Stage.PLAY:
            raise _bad("worlds of a position stated in the bidding are not drawn")
        self.turn_bid_pos = -1
        self.own_swap = ()
        self.given_pos = ()
        self.hidden_swap = False
        self.y_in_talon = -1
        self.swap_index = -1
        self.history = list(obs.history)
        self.n_bids = 0
        slot = 0
        self.hand_pos = {}
        for s in obs.seats:
            cards = bits_of(st.hands[s])
            self.hand_pos[s] = list(range(slot, slot + len(cards)))
            for i, c in enumerate(cards):
                if s == obs.seat or start.shown_cards(s) and CARDS[c] in start.shown_cards(s):
                    self.fixed_slots[slot + i] = c
            slot += len(cards)
        self.turned_pos = slot if st.turned >= 0 else -1
        slot += st.turned >= 0
        self.talon_pos = list(range(slot, slot + len(st.talon)))
        slot += len(st.talon)
        self.undealt_pos = []
        self.deck_size = slot
        self.view = view
        self.start_trick = len(st.trick_cards)
        placed = {c for s in obs.seats for c in bits_of(st.hands[s])} | set(st.talon)
        placed |= set(st.trick_cards) | ({st.turned} if st.turned >= 0 else set())
        # out of play: the cards of earlier tricks and of the trick on the table
        self.out_cards = set(_full_deck(self.variant)) - placed | set(st.trick_cards)
        self.draws = self.variant.draws
        self.active = obs.seats
        self.next_seat = {s: obs.seats[(k + 1) % len(obs.seats)]
                          for k, s in enumerate(obs.seats)}

    # -- 2. what the seat knows -----------------------------------------------------------
    def _knowledge(self) -> None:
        obs, v = self.obs, self.variant
        seat = self.seat
        nact = len(self.active)
        tr = -1 if obs.trump is None else int(obs.trump)
        self.tr = tr
        # the play, trick by trick, from the history (a marriage move plays its card)
        plays: list[tuple[int, int, int]] = []  # (seat, card, trick index)
        leads: dict[int, int] = {}
        marriages: list[tuple[int, int, int]] = []  # (seat, partner card, trick index)
        exchange: tuple[int, int] | None = None  # (seat, trick index)
        close_at = -1
        all_tricks = [list(zip(t.seats, [c.index for c in t.cards], strict=True))
                      for t in obs.tricks]
        current = [(s, c.index) for s, c in obs.current_trick]
        flat = [p for t in all_tricks for p in t] + current
        # the cards of a trick on the table at a position's start were played before it
        k = self.start_trick
        if k:
            leads[0] = flat[0][0]
        for m in self.history[self.n_bids:]:
            t = k // nact
            if m.kind in (MoveKind.CARD, MoveKind.MARRIAGE):
                if k >= len(flat):
                    raise _bad("the history and the tricks of the observation disagree")
                s, c = flat[k]
                if m.card is None or m.card.index != c:
                    raise _bad("the history and the tricks of the observation disagree")
                plays.append((s, c, t))
                if k % nact == 0:
                    leads[t] = s
                if m.kind == MoveKind.MARRIAGE:
                    marriages.append((s, marriage_partner(c), t))
                k += 1
            elif m.kind == MoveKind.EXCHANGE:
                exchange = (-1, t)
            elif m.kind == MoveKind.CLOSE:
                close_at = t
        if k != len(flat):
            raise _bad("the history and the tricks of the observation disagree")
        if obs.start_position is not None and obs.is_closed and close_at < 0:
            close_at = 0  # closed before the position's start
        self._kontra_count = sum(
            1 for m in self.history[: self.n_bids] if m.kind == MoveKind.KONTRA
        )
        # who exchanged: the seat on lead of that trick
        if exchange is not None:
            t = exchange[1]
            who = leads.get(t, obs.to_move if obs.to_move is not None else -1)
            exchange = (who, t)
        self.exchange = exchange
        # draws after each trick: which positions reach which seat, when
        arrival: dict[int, tuple[int, int]] = {}
        for s in self.active:
            for p in self.hand_pos[s]:
                arrival[p] = (s, 0)
        next_draw = 0
        turned_in_talon = self.turned_pos >= 0
        last_drawer = -1
        ntricks = len(obs.tricks)
        strict_at: list[bool] = []  # whether the strict rules held in each trick
        for t in range(ntricks + 1):
            closed = 0 <= close_at <= t
            exhausted = self.draws and next_draw >= len(self.talon_pos) and not turned_in_talon
            strict_at.append(v.strict_from_start or closed or exhausted)
            if t == ntricks or not self.draws or closed:
                continue
            if next_draw < len(self.talon_pos) or turned_in_talon:
                s = obs.tricks[t].winner
                for _ in range(nact):
                    if next_draw < len(self.talon_pos):
                        arrival[self.talon_pos[next_draw]] = (s, t + 1)
                        next_draw += 1
                    elif turned_in_talon:
                        turned_in_talon = False
                        last_drawer = s
                    s = self.next_seat[s]
        self.arrival = arrival
        self.next_draw = next_draw
        self.last_drawer = last_drawer
        # the turned trump card now (after an exchange, the exchanged card)
        original = obs.turned_up[0].index if self.turned_pos >= 0 and obs.turned_up else -1
        turned_now = original
        if exchange is not None:
            if v.exchange_rank is None or tr < 0:
                raise _bad("an exchange in a game without one")
            turned_now = tr * 6 + int(v.exchange_rank)
        self.original_turned = original
        self.turned_now = turned_now
        self.turned_in_talon = turned_in_talon
        if obs.trump_card is not None and obs.trump_card.index != turned_now:
            raise _bad("the turned trump card does not match the history")
        # cards whose place the seat knows
        hand = {c.index for c in obs.hand}
        played = {c for _, c, _ in plays}
        known = {s: {c.index for c in h} for s, h in obs.known_cards.items()}
        fixed: set[int] = set(hand) | played | self.out_cards
        for cs in known.values():
            fixed |= cs
        fixed |= set(self.own_swap)
        if turned_in_talon and turned_now >= 0:
            fixed.add(turned_now)
        turn_bid_card = -1
        if self.turn_bid_pos >= 0:
            ups = obs.turned_up[1:] if self.turned_pos >= 0 else obs.turned_up
            if not ups:
                raise _bad("a card turned for trump is missing from the observation")
            turn_bid_card = ups[0].index
        self.turn_bid_card = turn_bid_card
        extra_fixed: dict[int, set[int]] = {s: set() for s in self.active}
        if turn_bid_card >= 0 and turn_bid_card not in fixed and turn_bid_card != self.y_in_talon:
            declarer = obs.declarer
            if declarer != seat:
                extra_fixed[declarer].add(turn_bid_card)
                fixed.add(turn_bid_card)
        deck = set(_full_deck(v))
        if not fixed <= deck:
            raise _bad("the observation names cards that are not in this deck")
        unknown = sorted(deck - fixed)
        # capacities of the places
        caps: list[int] = []
        places: list[int] = []
        for s in self.active:
            if s == seat:
                if obs.hand_sizes[s] != len(hand):
                    raise _bad("the seat's hand does not match its hand size")
                continue
            cap = obs.hand_sizes[s] - len(known.get(s, set())) - len(extra_fixed[s])
            if cap < 0:
                raise _bad(f"seat {s} is shown more cards than it holds")
            places.append(s)
            caps.append(cap)
        talon_cap = obs.talon_size - (1 if turned_in_talon and turned_now >= 0 else 0)
        if not self.draws:
            talon_cap -= len(self.own_swap)
        if self.y_in_talon >= 0:
            talon_cap -= 1
            fixed.add(self.y_in_talon)
            unknown = sorted(deck - fixed)
        places.append(_TALON)
        caps.append(talon_cap)
        if self.undealt_pos:
            places.append(_UNDEALT)
            caps.append(len(self.undealt_pos))
        if talon_cap < 0 or sum(caps) != len(unknown):
            raise _bad("the observation's hand sizes and talon do not add up to the deck")
        # what plays under the strict rules showed
        forbidden = {s: 0 for s in self.active}
        if any(strict_at):
            tricks = all_tricks + ([current] if current else [])
            for t, trick in enumerate(tricks):
                if not strict_at[t]:
                    continue
                for j in range(1, len(trick)):
                    s, c = trick[j]
                    before = [x for _, x in trick[:j]]
                    best = before[0]
                    for x in before[1:]:
                        if beats(x, best, tr):
                            best = x
                    full = v.strict_full
                    for x in deck:
                        if x != c and not follow_mask((1 << c) | (1 << x), before[0], best, tr,
                                                      full) >> c & 1:
                            forbidden[s] |= 1 << x
        if self._kontra_count and obs.called_card is not None and not obs.partner_revealed:
            self._kontra_constraints(forbidden)
        for s in self.active:
            if s != seat and forbidden[s] & sum(1 << c for c in known.get(s, set())):
                raise _bad(f"seat {s}'s play contradicts the cards it is known to hold")
        self.places = places
        self.caps = caps
        self.unknown = unknown
        self.allowed = [
            tuple(i for i, p in enumerate(places) if p < 0 or not forbidden[p] >> c & 1)
            for c in unknown
        ]
        self.plays = plays
        self.marriage_deadlines = marriages
        self.known = known
        self.extra_fixed = extra_fixed
        self.hand = hand

    def _kontra_constraints(self, forbidden: dict[int, int]) -> None:
        """A seat that said kontra is an opponent of the bidder: it does not hold the called
        card (replayed on a probe to learn who spoke)."""
        obs = self.obs
        v = self.variant
        full = _full_deck(v)
        probe = Deal.new(v, deck=[CARDS[i] for i in full], dealer=obs.dealer)
        called = obs.called_card
        assert called is not None
        for m in self.history[: self.n_bids]:
            seat = probe.to_move
            if m.kind == MoveKind.KONTRA and seat is not None and seat != self.seat:
                forbidden[seat] |= called.bit
            if m.kind == MoveKind.SWAP and m.cards:
                m = _PASS if 0 in v.talon_exchange else m
            probe.push(m)

    # -- 3. counting and drawing ----------------------------------------------------------
    def _count(self, i: int, caps: tuple[int, ...]) -> int:
        if i == len(self.unknown):
            return 1
        key = (i, caps)
        got = self._memo.get(key)
        if got is not None:
            return got
        total = 0
        for g in self.allowed[i]:
            if caps[g]:
                lst = list(caps)
                lst[g] -= 1
                total += self._count(i + 1, tuple(lst))
        self._memo[key] = total
        return total

    def count(self) -> int:
        """How many placements of the hidden cards are consistent (talon order apart)."""
        return self._count(0, tuple(self.caps))

    def _draw_places(self, rng: random.Random) -> dict[int, list[int]]:
        caps = tuple(self.caps)
        out: dict[int, list[int]] = {p: [] for p in self.places}
        for i, c in enumerate(self.unknown):
            total = self._count(i, caps)
            r = rng.randrange(total)
            for g in self.allowed[i]:
                if not caps[g]:
                    continue
                lst = list(caps)
                lst[g] -= 1
                sub = self._count(i + 1, tuple(lst))
                if r < sub:
                    caps = tuple(lst)
                    out[self.places[g]].append(c)
                    break
                r -= sub
        return out

    def draw(self, rng: random.Random, max_tries: int = 1000) -> Deal:
        """One world, drawn uniformly.

        A placement is rejected (and another drawn) when the replay does not give the
        observation, which happens only where the partnerships are hidden (a called card's
        holder decides who plays with whom, and so whether a side has already reached 66);
        rejection keeps the draw uniform over the consistent placements."""
        for _ in range(max_tries):
            try:
                return self._draw_once(rng)
            except _Reject:
                self.rejected += 1
        raise _bad("no deal consistent with this observation was found")

    def talon_order_matters(self) -> bool:
        """Whether the order of the face-down talon can still change the play (cards are
        drawn from it and more than one of them is hidden)."""
        obs = self.obs
        face_down = obs.talon_size - (1 if obs.trump_card is not None else 0)
        return self.variant.draws and not obs.is_closed and face_down > 1

    def all_worlds(self, limit: int = 1000) -> list[Deal]:
        """Every consistent deal, once each: one per placement of the hidden cards, and per
        order of the face-down talon where that order still matters (so every consistent
        position is there exactly once, as :meth:`draw` would find it). Raises
        :class:`~schnapsen.SchnapsenError` when there would be more than ``limit`` of them."""
        orders = 1
        if self.talon_order_matters():
            for k in range(2, self.obs.talon_size - (1 if self.obs.trump_card else 0) + 1):
                orders *= k
        if self.count() * orders > limit:
            raise _bad(f"{self.count() * orders} consistent deals, more than the limit {limit}")
        out: list[Deal] = []
        rng = random.Random(0)  # only cards whose order cannot matter are shuffled

        def place(i: int, caps: list[int], drawn: dict[int, list[int]]) -> None:
            if i == len(self.unknown):
                talon = drawn.get(_TALON, [])
                for order in (itertools.permutations(talon) if self.talon_order_matters()
                              else [tuple(talon)]):
                    try:
                        out.append(self._draw_once(rng, {**drawn, _TALON: list(order)}))
                    except _Reject:
                        self.rejected += 1
                return
            for g in self.allowed[i]:
                if caps[g]:
                    caps[g] -= 1
                    drawn[self.places[g]].append(self.unknown[i])
                    place(i + 1, caps, drawn)
                    drawn[self.places[g]].pop()
                    caps[g] += 1

        place(0, list(self.caps), {p: [] for p in self.places})
        return out

    def fits(self, n: int) -> bool:
        """Whether no more than ``n`` deals are consistent with the observation (a hidden
        card's place, and the order of the face-down talon where it still matters), so that
        :meth:`distinct` judges every one of them."""
        orders = 1
        if self.talon_order_matters():
            for k in range(2, self.obs.talon_size - (1 if self.obs.trump_card else 0) + 1):
                orders *= k
        return not self.undealt_pos and self.count() * orders <= n

    def distinct(self, n: int, rng: random.Random) -> tuple[list[Deal], bool]:
        """``n`` different consistent deals drawn uniformly (a deal drawn twice is drawn
        again), or every consistent deal when there are no more than ``n`` of them; and
        whether they are all of them. Two deals differ by the place of a hidden card, or by
        the order of the face-down talon where that order still matters."""
        if self.fits(n):
            return self.all_worlds(limit=n), True
        seen: set[tuple[Any, ...]] = set()
        out: list[Deal] = []
        for _ in range(50 * n):
            if len(out) == n:
                break
            world = self.draw(rng)
            st = _state_of(world)
            talon = tuple(st.talon)
            key = (tuple(st.hands), talon if self.talon_order_matters() else
                   tuple(sorted(talon)), tuple(world.deck[p].index for p in self.undealt_pos))
            if key not in seen:
                seen.add(key)
                out.append(world)
        return out, False

    def _draw_once(self, rng: random.Random,
                   placed: dict[int, list[int]] | None = None) -> Deal:
        drawn = self._draw_places(rng) if placed is None else placed
        obs = self.obs
        seat = self.seat
        # current hands of the world
        now: dict[int, set[int]] = {}
        for s in self.active:
            if s == seat:
                now[s] = set(self.hand)
            else:
                now[s] = set(self.known.get(s, set())) | self.extra_fixed[s] | set(drawn[s])
        talon_cards = list(drawn[_TALON])
        if placed is None:
            rng.shuffle(talon_cards)
        deck = [-1] * self.deck_size
        for p, c in self.fixed_slots.items():  # the seat's own hand at a position's start
            deck[p] = c
        # the turned card, and the card turned for trump in the bidding
        if self.turned_pos >= 0:
            deck[self.turned_pos] = self.original_turned
        if self.turn_bid_pos >= 0:
            deck[self.turn_bid_pos] = self.turn_bid_card
        # the talon still to draw (or the cards aside)
        if self.own_swap:
            for p, c in zip(self.given_pos, self.own_swap, strict=True):
                deck[p] = c
        rest = [p for p in self.talon_pos[self.next_draw:] if deck[p] < 0]
        undealt = list(drawn.get(_UNDEALT, []))
        rng.shuffle(undealt)
        for p, c in zip(self.undealt_pos, undealt, strict=True):
            deck[p] = c
        if len(rest) != len(talon_cards):
            raise _bad("the talon does not match the observation")
        for p, c in zip(rest, talon_cards, strict=True):
            deck[p] = c
        # each seat's cards to the positions that reached it in time
        deadline: dict[int, int] = {}
        for _, c, t in self.plays:
            deadline[c] = t
        for _, c, t in self.marriage_deadlines:
            deadline[c] = min(deadline.get(c, 1 << 30), t)
        by_seat: dict[int, set[int]] = {s: set(now[s]) for s in self.active}
        for s, c, _ in self.plays:
            by_seat[s].add(c)
        if self.last_drawer >= 0:  # the turned card came from under the talon
            by_seat[self.last_drawer].discard(self.turned_now)
        if self.exchange is not None:  # the exchanged card came from a position in time
            who, t = self.exchange
            by_seat[who].discard(self.original_turned)
            by_seat[who].add(self.turned_now)
            deadline[self.turned_now] = min(deadline.get(self.turned_now, 1 << 30), t)
        if self.turn_bid_pos >= 0:
            for s in self.active:
                by_seat[s].discard(self.turn_bid_card)
        positions: dict[int, list[tuple[int, int]]] = {s: [] for s in self.active}
        for p, (s, t) in self.arrival.items():
            if deck[p] < 0:
                positions[s].append((t, p))
        for c in self.fixed_slots.values():
            for s in self.active:
                by_seat[s].discard(c)
        for s in self.active:
            slots = sorted(positions[s])
            cards = sorted(by_seat[s], key=lambda c: deadline.get(c, 1 << 30))
            if len(slots) != len(cards):
                raise _bad(f"seat {s}'s cards do not fit the deal's order")
            free = slots
            for c in cards:
                d = deadline.get(c, 1 << 30)
                if not free or free[0][0] > d:
                    raise _bad(f"card {CARDS[c]} cannot have reached seat {s} in time")
                deck[free[0][1]] = c
                free = free[1:]
        if -1 in deck or len(set(deck)) != len(deck):
            raise _bad("could not lay out a deck for this observation")
        if obs.start_position is not None:
            world = Deal.from_position(self._start_text(deck))
        else:
            world = Deal.new(self.variant, deck=[CARDS[c] for c in deck], dealer=obs.dealer)
        history = self.history
        if self.swap_index >= 0:
            history = list(history)
            history[self.swap_index] = Move(
                MoveKind.SWAP, cards=tuple(sorted(CARDS[deck[p]] for p in self.given_pos))
            )
        try:
            for m in history:
                world.play(m)
        except SchnapsenError as err:
            raise _Reject(str(err)) from err
        self._check(world)
        return world

    def _start_text(self, deck: list[int]) -> str:
        """The position a world starts from: the seat's view of the start, with the cards
        of the slots in place of the unknown ones."""
        fields = []
        for field in self.view.split("; "):
            name = field.partition(" ")[0]
            if name == "hands":
                hands = []
                for s in range(self.variant.players):
                    if s not in self.active:
                        hands.append("-")
                        continue
                    shown = {self.fixed_slots[p] for p in self.hand_pos[s]
                             if p in self.fixed_slots and s != self.seat}
                    own = self.seat == s
                    words = [CARDS[deck[p]].code + ("*" if deck[p] in shown else "")
                             for p in self.hand_pos[s]]
                    if own:  # the seat's own cards, with their stars, as in the view
                        words = field.split(" ", 1)[1].split(" / ")[s].split()
                    hands.append(" ".join(words) or "-")
                fields.append("hands " + " / ".join(hands))
            elif name == "talon":
                fields.append("talon " + " ".join(CARDS[deck[p]].code for p in self.talon_pos))
            elif name != "out":
                fields.append(field)
        return "; ".join(fields)

    def _check(self, world: Deal) -> None:
        mine = world.observation(self.seat)
        obs = self.obs
        fields = ("hand", "tricks", "current_trick", "trump", "trump_card", "talon_size",
                  "hand_sizes", "to_move", "is_closed", "closed_by", "contract",
                  "contract_seat", "multiplier", "marriages", "my_points", "called_card",
                  "known_cards", "legal_moves", "stage")
        for f in fields:
            a: Any = getattr(mine, f)
            b: Any = getattr(obs, f)
            if a != b:
                raise _Reject(f"{f} differs: {a} / {b}")


def sample_worlds(
    observation: Observation,
    n: int,
    rng: random.Random | None = None,
    *,
    variant: Variant | str | None = None,
) -> list[Deal]:
    """``n`` deals drawn uniformly among those consistent with ``observation`` (what one seat
    has seen), each at the same point of play. The observation carries its variant with the
    options; ``variant`` may give it anew (by id, or as a Variant with the same id).

    Raises :class:`~schnapsen.SchnapsenError` for a finished deal, a count below 1, or an
    observation that no deal can give (e.g. one of another deal's pieces put together)."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise SchnapsenError(f"n must be a whole number of worlds, at least 1, not {n!r}",
                             "search.count")
    if rng is None:
        rng = random.Random()
    sampler = WorldSampler(observation, variant)
    return [sampler.draw(rng) for _ in range(n)]
