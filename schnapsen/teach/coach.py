"""The guided hands' coach: which decisions are key decisions, and what to think about there.

A *key decision* (a step of a guided hand, :class:`~schnapsen.teach.practice.GuidedStep`) is a
decision of the reader's seat in the card play where one move is best by a clear margin: the
best move beats every other by at least :data:`KEY_GAP` expected game points, and it is the
grader's only best (:func:`~schnapsen.search.grade.grade_hints`: the ranking every move of a
guided hand is graded by), so that no other move is also graded "best" there.

The finder (``tools/find_guided.py``) chose each hand's steps on its expected line, with the
search's heavier check (:func:`~schnapsen.teach.practice.evaluate`: every consistent deal, or
64 of them, each solved). When the reader leaves that line, the coach finds the next key
decisions from the reader's own position with :func:`find_step`: the same criterion, measured
on the grader's own ranking (:data:`~schnapsen.search.grade.GRADE_WORLDS` likely deals drawn
from a seed made of the position, exact where every card's place is known), which the widget
computes for the grade anyway, so that finding costs no search of its own. Two refinements
make the criterion read positions as a player does:

- moves that are one decision count as one move: the two cards of one marriage (the
  marriage is announced whichever is led), and cards of one suit in the reader's hand with no
  card between them still out (the Ace and Ten of Hearts once the King is gone ... "touching"
  cards: either takes the same tricks);
- a wrong claim counts among the moves the best one must beat only where the reader might
  think the claim right: where the reader's side has at least the target less an Ace
  (:data:`CLAIM_NEAR` points). The decision is then about the count (``guided.think.claim``).

:func:`think_of` chooses the "think about" words so that they fit the position (the finder
uses it too); :func:`think_words` completes them where a step's text is made, from the
position the reader faces then (a marriage held in hand, the variant's target).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..cards import Card, Rank
from ..deal import Deal
from ..moves import Move, MoveKind
from ..rules import marriage_value, trick_winner
from ..stages import Stage
from ..variants import find_variant

if TYPE_CHECKING:
    from ..bots import Bot
    from ..search.hint import Hint

__all__ = ["KEY_GAP", "CLAIM_NEAR", "THINK_KINDS", "think_of", "think_words", "one_decision",
           "key_decision", "detour_steps"]

#: a key decision: the best move beats the next by this many expected game points (the
#: grade's line between "good" and "a mistake": every other move there is a mistake)
KEY_GAP = 0.5
#: a wrong claim is a tempting move only this close to the target (an Ace's points)
CLAIM_NEAR = 11
#: the "think about" messages a step may have (``guided.think.<kind>``)
THINK_KINDS = ("close", "exchange", "marriage", "claim", "trump", "lead", "lead.open", "follow",
               "take", "take.must")
_EPS = 1e-9
_THINK_OF_KIND: dict[MoveKind, str] = {MoveKind.CLOSE: "close", MoveKind.EXCHANGE: "exchange",
                                       MoveKind.MARRIAGE: "marriage", MoveKind.CLAIM: "claim"}


def _params(d: Deal, seat: int) -> tuple[tuple[str, int], ...]:
    obs = d.observation(seat)
    trumps = sum(1 for c in obs.hand if obs.trump is not None and c.suit == obs.trump)
    return (("trumps", trumps), ("points", obs.my_points))


def think_of(d: Deal, best: Move) -> tuple[str, tuple[tuple[str, int], ...]] | None:
    """The "think about" message of a key decision whose best move is ``best``, chosen so
    that its words fit the position: the trump key only where a move other than a trump is
    legal; on a lead the lead key ("which of your cards can the others not beat") only where
    the best card is one nobody can beat as far as the reader can tell, else ``lead.open``;
    after a lead the take key where ``best`` takes the trick (so far), the follow key
    ("let it go cheaply") only where it gives the trick up with a card worth less than a Ten;
    None where no message fits (the decision is then no step)."""
    seat = d.to_move
    assert seat is not None
    obs = d.observation(seat)
    kind = _THINK_OF_KIND.get(best.kind)
    if kind is None:
        card = best.card
        if card is None:  # a call of the card play (a snapszer, a kontra): no message fits
            return None
        trump = obs.trump
        other_legal = any(m.card is not None and m.card.suit != trump
                          for m in d.legal_moves())
        if trump is not None and card.suit == trump and other_legal:
            kind = "trump"
        elif not obs.current_trick:
            # the lead key asks which card the others cannot beat: only where the best card
            # is such a card as far as the reader can tell; elsewhere (a card led to draw a
            # trump, to give the lead away) a question that does not describe another card
            # (hr reader 26: the key asked for an unbeatable card where the best one was a
            # Queen the opponent had to trump, and the only unbeatable card was the mistake)
            kind = "lead" if _unbeatable(d, card) else "lead.open"
        else:
            cards = [c for _, c in obs.current_trick] + [card]
            if trick_winner(cards, trump) == len(cards) - 1:
                # every legal card a trump (none of the suit led where trumping is a duty, or
                # trumps led): the question is which trump, not whether to take (hr reader)
                kind = "take" if other_legal else "take.must"
            elif card.points < 10:
                kind = "follow"
            else:
                return None
    return f"guided.think.{kind}", _params(d, seat)


def think_words(key: str, params: Mapping[str, int], deal: Deal | None = None,
                seat: int | None = None) -> tuple[str, dict[str, Any]]:
    """The message and its parameters that say a step's "think about" words (``key`` with
    ``params``, as the step was stored or found) to the reader at ``seat`` (by default the
    seat to move) in ``deal``'s position: the count before a claim says a marriage held in
    hand, not announced yet, too
    (``guided.think.claim.marriage``; round 27, sl: "you have 33 points" said to a reader
    holding 40 in hand), and the points a claim needs are the variant's target
    (``{target}``). Without a deal (a step's words read apart from its hand) the target is
    the rules' own, that of the book's first game."""
    words: dict[str, Any] = dict(params)
    words["target"] = (deal.variant if deal is not None else find_variant("at")).target_points
    seat = seat if seat is not None or deal is None else deal.to_move
    if key == "guided.think.claim" and deal is not None and seat is not None:
        held = _marriage_in_hand(deal, seat)
        if held:
            key = "guided.think.claim.marriage"
            words["marriage"] = held
    return key, words


def _marriage_in_hand(d: Deal, seat: int) -> int:
    """The value of the best marriage ``seat`` holds in hand (its King and Ober both there,
    so not announced yet), 0 where it holds none."""
    obs = d.observation(seat)
    held = {(c.suit, c.rank) for c in obs.hand}
    return max((marriage_value(s, obs.trump, d.variant) for s, r in held
                if r == Rank.KING and (s, Rank.OBER) in held), default=0)


def _unbeatable(d: Deal, card: Card) -> bool:
    """Whether no card the seat to move cannot see in its hand or among the cards played
    (nor the trump card under the talon) would beat ``card`` led: as far as that seat can
    tell, nobody can beat it."""
    seat = d.to_move
    assert seat is not None
    obs = d.observation(seat)
    seen = set(obs.played_cards) | set(obs.hand)
    if obs.trump_card is not None and obs.talon_size > 0:
        seen.add(obs.trump_card)
    return not any(trick_winner([card, c], obs.trump) == 1 for c in d.deck if c not in seen)


def one_decision(d: Deal, moves: Sequence[Move]) -> bool:
    """Whether ``moves`` are one decision: a single move; the two cards of one marriage; or
    cards of one suit (plain plays) with no card of that suit between them still out of
    sight of the seat to move (neither played nor in its hand): touching cards."""
    if len(moves) <= 1:
        return True
    kinds = {m.kind for m in moves}
    cards = [m.card for m in moves if m.card is not None]
    if len(cards) != len(moves) or len(kinds) != 1 or len({c.suit for c in cards}) != 1:
        return False
    if kinds == {MoveKind.MARRIAGE}:
        return True
    if kinds != {MoveKind.CARD}:
        return False
    seat = d.to_move
    assert seat is not None
    obs = d.observation(seat)
    seen = set(obs.played_cards) | set(obs.hand)
    low, high = min(cards, key=_rank), max(cards, key=_rank)
    return not any(c.suit == low.suit and _rank(low) < _rank(c) < _rank(high)
                   and c not in seen for c in d.deck)


def _rank(card: Card) -> int:
    return int(card.rank)


def key_decision(d: Deal, hints: Sequence[Hint]) -> tuple[str, tuple[tuple[str, int], ...],
                                                          tuple[Move, ...], float] | None:
    """The key decision at ``d``'s position, found from the grader's ranking ``hints``
    (:func:`~schnapsen.search.grade.grade_hints` for the seat to move, best first), or None:
    ``(think key, its params, the best move(s), the margin)`` where the best move (or moves
    that are one decision, :func:`one_decision`) beats every other by :data:`KEY_GAP`
    expected game points or more (a wrong claim counted only near the target, see the
    module's docstring) and a "think about" message fits (:func:`think_of`)."""
    seat = d.to_move
    if seat is None or d.stage != Stage.PLAY or len(hints) < 2:
        return None
    top = hints[0].value
    best = tuple(h.move for h in hints if h.value >= top - _EPS)
    claim_best = any(m.kind == MoveKind.CLAIM for m in best)
    rest = [h for h in hints if h.move not in best]
    plays = [h.value for h in rest if claim_best or h.move.kind != MoveKind.CLAIM]
    gap = top - max(plays) if plays else 0.0
    if gap >= KEY_GAP - _EPS and one_decision(d, best):
        think = think_of(d, best[0])
        return None if think is None else (think[0], think[1], best, gap)
    # a wrong claim is the only move the best ones clearly beat: a decision about the count
    # (whichever card is played), where the side is near enough to its target to think the
    # claim right
    claims = [h.value for h in rest if h.move.kind == MoveKind.CLAIM]
    near = d.variant.target_points - CLAIM_NEAR
    if (not claim_best and claims and top - max(claims) >= KEY_GAP - _EPS
            and (not plays or top - max(plays) < KEY_GAP - _EPS)
            and d.observation(seat).my_points >= near):
        return "guided.think.claim", _params(d, seat), best, top - max(claims)
    return None


def detour_steps(start: Deal, seat: int, bots: dict[int, Bot], bidder: Bot,
                 line: Sequence[Move]) -> list[tuple[int, tuple[Move, ...]]]:
    """The key decisions a reader meets off a guided hand's ``line`` after a detour at the
    first chance: from ``start`` the reader at ``seat`` bids as ``bidder`` does and in the
    card play makes the grader's best move (:func:`~schnapsen.search.grade.grade_hints`),
    except at its first decision where a worse move exists, where it makes the best of the
    worse ones (the second best); ``bots`` play the other seats. Returns each key decision
    the coach finds after the detour (:func:`key_decision`): the index of the move and its
    best move(s). The finder keeps a hand only where this is not empty, so that a reader who
    leaves the line at once still meets a coached decision."""
    from ..search.grade import grade_hints

    d = start.copy()
    left = False
    found: list[tuple[int, tuple[Move, ...]]] = []
    while not d.is_over:
        p = d.to_move
        assert p is not None
        if p != seat or d.stage != Stage.PLAY:
            d.play((bidder if p == seat else bots[p]).choose(d.observation(p)))
            continue
        hints = grade_hints(d, seat)
        move = hints[0].move
        on_line = tuple(d.moves) == tuple(line[:len(d.moves)])
        if not left:
            worse = [h for h in hints if h.value < hints[0].value - _EPS]
            if worse:
                move, left = worse[0].move, True
        elif not on_line:
            key = key_decision(d, hints)
            if key is not None:
                found.append((len(d.moves), key[2]))
        d.play(move)
    return found
