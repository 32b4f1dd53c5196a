"""The play widget's history part: the deal told as it goes, as the reader's seat saw it.

In order: each exchange, close and marriage (:func:`~schnapsen.widgets._common.history_events`),
and each trick: who led, the cards, who took it, its points and the taker's side's total then
(where the reader may know it), each seat's draws after it (the reader's cards and the turned
trump card by name, others' as "drew a card"); the other players' moves since the reader's
last one (``log``, told in the status lines). No rule here: the draws are read from what the
reader's seat sees before and after each move."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import ipywidgets as W

from ..cards import Card
from ..deal import Deal
from ..explain import log_message, marriage_key, names_only
from ..i18n import Seats, and_list
from ..moves import Move, MoveKind
from ..observation import Observation
from ..render.text import Style
from ._common import (
    card_name,
    engine_text,
    history_events,
    paragraphs,
    seat_word,
    text,
)
from .play_bidding import BID_KINDS

__all__ = ["MarriageNote", "PlayHistory", "TrickNote", "clause"]


def clause(sentence: str) -> str:
    """A sentence as a clause: no full stop, a small first letter (not of "QH"; of sl "S")."""
    first, said = sentence.split(" ", 1)[0], sentence.rstrip(".")
    return said if len(first) > 1 and first[1:].isupper() else said[:1].lower() + said[1:]


@dataclass
class TrickNote:
    """What the reader learnt with a trick: the taker's side's points after it (None: not
    the reader's to know), the draws in order: (seat, card if seen, how many, turned?)."""

    total: int | None = None
    draws: list[tuple[int, Card | None, int, bool]] = field(default_factory=list)
    #: marriage points of the taker's side that count from this trick on (its first trick)
    counted: int = 0


@dataclass
class MarriageNote:
    """What the reader learnt with a marriage: its side's points when it counts at once
    (None: unknown, or it waits), and whether it waits for its side's first trick."""

    total: int | None = None
    waits: bool = False
    #: the trick from which a waiting marriage counts (0: not yet)
    counted_in: int = 0


@dataclass
class _Seen:
    """What the reader saw before a move; each side's points (None: unknown), marriages."""

    tricks: int
    hand: frozenset[Card]
    sizes: tuple[int, ...]
    turned: Card | None
    totals: tuple[int | None, ...] = ()
    marriages: int = 0


class PlayHistory:
    """The deal's history (``box``) and the other players' recent moves (``log``)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.players = 0  # of the deal drawn: in a game for two the other is "your opponent"
        self.box = W.HTML()
        #: the other players' moves since the reader's last one: (log key, parameters),
        #: rendered at each refresh so that a change of card style renames their cards
        self.log: list[tuple[str, dict[str, Any]]] = []
        #: by trick number (from 1)
        self.notes: dict[int, TrickNote] = {}
        #: by the marriage's place among the deal's marriages (from 0)
        self.marriage_notes: dict[int, MarriageNote] = {}
        self._seen: _Seen | None = None
        self._said: tuple[str, dict[str, Any]] | None = None

    def reset(self) -> None:
        self.log, self.notes, self.marriage_notes = [], {}, {}
        self._seen, self._said = None, None

    @property
    def _other(self) -> str:
        """A key's last part for another seat: ``opp`` in a game for two, else ``other``."""
        return "opp" if self.players == 2 else "other"

    # -- recording ------------------------------------------------------------------------
    def before(self, deal: Deal, seat: int, mover: int, move: Move, label: str) -> None:
        """Just before ``mover`` makes ``move``: remember what ``seat`` (the reader) sees, and
        how another player's move other than a card (cards show on the table and in the
        history) is told in the past tense, with ``label`` as its name (logged by
        :meth:`after`, once the move is made)."""
        obs = deal.observation(seat)
        self._seen = _Seen(len(obs.tricks), frozenset(obs.hand), obs.hand_sizes,
                           obs.trump_card if obs.talon_size else None,
                           tuple(self._total(obs, seat, s) for s in range(len(obs.hand_sizes))),
                           len(obs.marriages))
        self._said = None
        if mover != seat and move.kind != MoveKind.CARD:
            key, params = log_message(deal, move)
            params["seat"] = label
            self._said = (key, params)

    def after(self, deal: Deal, seat: int, mover: int) -> None:
        """Just after ``mover``'s move: its log line, and a trick completed noted with the
        taker's side's points and the draws from the talon."""
        seen = self._seen
        if self._said is not None:
            self.log.append(self._said)
            self._said = None
        if seen is None:
            return
        obs = deal.observation(seat)
        for k in range(seen.marriages, len(obs.marriages)):  # a marriage announced or shown
            by, _suit, points = obs.marriages[k]
            before, now = seen.totals[by], self._total(obs, seat, by)
            waits = before is not None and now == before and not obs.is_over
            counts = before is not None and now is not None and now - before >= points
            self.marriage_notes[k] = MarriageNote(now if counts else None, waits)
        if len(obs.tricks) == seen.tricks:
            return
        trick = obs.tricks[-1]
        note = TrickNote(total=self._total(obs, seat, trick.winner))
        before = seen.totals[trick.winner]
        waiting = [k for k, m in self.marriage_notes.items() if m.waits and not m.counted_in
                   and self._side(obs, seat, obs.marriages[k][0]) == self._side(
                       obs, seat, trick.winner)]
        if waiting and note.total is not None and before is not None:
            # the marriages of the taker's side that waited for its first trick count now
            points = sum(obs.marriages[k][2] for k in waiting)
            if note.total - before - trick.points >= points:
                note.counted = points
                for k in waiting:
                    self.marriage_notes[k].counted_in = len(obs.tricks)
        turned = seen.turned
        if turned is not None and (obs.trump_card != turned or not obs.talon_size):
            taker = seat if turned in obs.hand else next(
                (s for s, cards in obs.known_cards.items() if turned in cards), None)
        else:
            taker, turned = None, None
        new = [c for c in obs.hand if c not in seen.hand]
        order = [trick.winner] + [s for s in trick.seats if s != trick.winner]
        for s in order:
            if s == seat:
                got = len(new)
            else:
                got = obs.hand_sizes[s] - seen.sizes[s] + (1 if s == mover else 0)
            if got <= 0:
                continue
            if s == seat:
                note.draws.extend((s, c, 1, c == turned) for c in new)
            elif s == taker and turned is not None:
                if got > 1:
                    note.draws.append((s, None, got - 1, False))
                note.draws.append((s, turned, 1, True))
            else:
                note.draws.append((s, None, got, False))
        self.notes[len(obs.tricks)] = note

    @staticmethod
    def _side(obs: Observation, seat: int, s: int) -> tuple[int, ...]:
        """The seats of ``s``'s side, as far as the reader at ``seat`` knows them."""
        mine = obs.partners if obs.partners is not None else (seat,)
        if s in mine:
            return tuple(mine)
        groups = obs.known_sides or {}
        return next((tuple(g) for g in groups.values() if s in g), (s,))

    @staticmethod
    def _total(obs: Observation, seat: int, winner: int) -> int | None:
        mine = obs.partners if obs.partners is not None else (seat,)
        if winner in mine:
            return obs.my_points
        return obs.points_of(winner)

    # -- drawing --------------------------------------------------------------------------
    def log_lines(self, style: Style, ended: bool = False) -> list[str]:
        """The other players' moves since the reader's last one, bidding apart; once the deal
        has ``ended``, not a claim (the result tells it, with the points)."""
        # a log key is ``log.<move kind>`` (and a detail): bidding moves are told apart
        return [engine_text(key, params, self.lang, style) for key, params in self.log
                if key.split(".")[1] not in BID_KINDS and not (ended and key == "log.claim")]

    def draw(self, deal: Deal, seat: int, style: Style) -> None:
        """The history as ``seat`` saw it, in ``box``."""
        lang = self.lang
        obs = deal.observation(seat)
        self.players = deal.variant.players
        lines: list[str] = []
        marriages = 0
        for event in history_events(deal, seat):
            who = "you" if event.seat == seat else self._other
            if event.kind == "exchange":
                lines.append(engine_text(f"ui.puzzle.exchange.{who}", names_only(
                    {"seat": event.seat, "rank": event.rank, "card": event.card}), lang, style))
            elif event.kind == "marriage":
                line = engine_text(marriage_key(f"ui.puzzle.marriage.{who}", event.points), {
                    "seat": event.seat, "suit": event.suit, "points": event.points},
                    lang, style)
                lines.append(" ".join([line, *self._marriage_parts(obs, seat, event.seat,
                                                                   marriages)]))
                marriages += 1
            elif event.kind == "close":
                lines.append(text(f"ui.history.close.{who}", lang, seat=event.seat))
            elif event.kind == "claim":
                lines.append(text(f"ui.history.claim.{who}", lang, seat=event.seat,
                                  target=event.points))
            elif event.trick is not None:
                lines.append(self._trick_line(obs, seat, event.number, style))
        lines = lines or [text("ui.history.none", lang)]
        self.box.value = paragraphs(lines, "schnapsen-history", text("ui.history", lang))

    def _trick_line(self, obs: Observation, seat: int, number: int, style: Style) -> str:
        lang = self.lang
        trick, two_seats = obs.tricks[number - 1], self.players == 2
        # the card's player inside the line ("King of Hearts (seat 2)"; {seat.Nom} opens a
        # template), parted by commas (an "and" before the last read as a sentence, sl reader),
        # the reader's and a lone opponent's by keys of their own (round 32, hu "(a tiéd)")
        cards = ", ".join(text("ui.history.card" + (".you" if s == seat else ".opp" * two_seats),
                               lang, card=card_name(c, style, lang),
                               seat=seat_word(s, seat, lang, self.players))
                          for s, c in zip(trick.seats, trick.cards, strict=True))
        seats = {"leader": trick.leader, "follower": trick.seats[1], "winner": trick.winner}
        said: dict[str, Any] = {"number": number, "cards": cards, "points": trick.points, **{
            k: seat_word(s, seat, lang, self.players) for k, s in seats.items()}}
        two = len(trick.cards) == 2  # each card by itself (declinable) and who played it
        said.update(names_only({"led": trick.cards[0], "reply": trick.cards[1]}) if two else {})
        note = self.notes.get(number, TrickNote())  # none: nothing learnt with it
        # in a game for two the taker's total goes into the trick's own sentence, by a key of
        # who took it (round 33, cs: the taker said once, not again as "má teď celkem …")
        folded = two and two_seats and note.total is not None
        key = "ui.history.trick" + ".two" * two + (
            (".you" if trick.winner == seat else ".opp") if folded else "")
        parts = [engine_text(key, {**said, "total": note.total}, lang, style)]
        counts = note.counted and text("ui.history.marriage.counts", lang, points=note.counted)
        if note.total is not None and not folded:
            parts.append(self._total_text(obs, seat, trick.winner, note.total))
        drawn: list[tuple[str, str, dict[str, Any]]] = []  # each draw: who, key, params
        for s, card, count, turned in note.draws:
            who = "you" if s == seat else self._other
            drawn.append((who, f"ui.history.{'turned' if turned else 'drew'}.{who}", {
                "seat": s, **({"count": count} if card is None else {"card": card})}))
            parts.append(engine_text(drawn[-1][1], names_only(drawn[-1][2]), lang, style))
        if len(parts) == 1:
            return f"{parts[0]} {counts}" if counts else parts[0]
        # one sentence for the trick (round 31, hr further 4): what followed it listed after it,
        # the second of two players' draws with all before it (round 32, hu "…, te pedig …")
        items = [clause(p) for p in parts[1:]]
        after = and_list(items, lang)
        if len(drawn) > 1 and {drawn[-2][0], drawn[-1][0]} == {"you", "opp"}:
            after = engine_text(f"{drawn[-1][1]}.after_{drawn[-2][0]}", {
                **names_only(drawn[-1][2]), "before": ", ".join(items[:-1])}, lang, style)
        after = f"{counts or ''} {after[:1].upper()}{after[1:]}".lstrip() if folded else after
        line = text("ui.history.trick." + ("then" if folded else "after"), lang,
                    trick=parts[0].rstrip("."), after=after)
        return f"{line} {counts}" if counts and not folded else line

    def _marriage_parts(self, obs: Observation, seat: int, by: int, k: int) -> list[str]:
        """After the ``k``-th marriage's line: its side's points now that it counts, or that
        it counts once that side takes a trick (where the reader may know it)."""
        note = self.marriage_notes.get(k)
        if note is None or (note.total is None and not note.waits):
            return []
        if note.total is not None:
            return [self._total_text(obs, seat, by, note.total)]
        mine = obs.partners if obs.partners is not None else (seat,)
        if by in mine:
            return [text("ui.history.marriage.wait.side" if len(mine) > 1
                         else "ui.history.marriage.wait.you", self.lang)]
        if len(self._side(obs, seat, by)) > 1:
            return [text("ui.history.marriage.wait.others", self.lang)]
        return [text(f"ui.history.marriage.wait.{self._other}", self.lang, seat=by)]

    def _total_text(self, obs: Observation, seat: int, winner: int, total: int) -> str:
        lang = self.lang
        mine = obs.partners if obs.partners is not None else (seat,)
        if winner in mine:
            key = "ui.history.total.side" if len(mine) > 1 else "ui.history.total.you"
            return text(key, lang, points=total)
        groups = obs.known_sides or {}
        side = next((g for g in groups.values() if winner in g), (winner,))
        if len(side) > 1:
            return text("ui.history.total.others", lang, seats=Seats(side, lang), points=total)
        return text(f"ui.history.total.{self._other}", lang, seat=winner, points=total)
