"""What a seat knows of a position, in words: the talon's state and each seat's (or each
known side's) points and tricks, as the puzzles' widget shows them beside the table and the
position of the day on the front page (one text in both: round 18, the day called the
reader's own seat "Seat 1" where the widget said "You (seat 1)", and grouped seats into sides
the reader could not know yet)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .i18n import Label, Seats, seat_in_sentence, translate

if TYPE_CHECKING:
    from .deal import Deal
    from .moves import Move

__all__ = ["seat_label", "talon_status", "score_lines", "stakes_line", "contract_line",
           "wrong_verdict"]


def seat_label(seat: int, me: int | None, lang: str = "en") -> Label:
    """A seat at the head of a line: the reader's own as "You (seat 2)" (a verb agrees with it
    in the second person), another as "Seat 1"."""
    if seat == me:
        return Label(translate("ui.puzzle.you_seat", lang, seat=seat), you=True,
                     word=translate("ui.you.word", lang))
    return Label(translate("ui.seat", lang, seat=seat),
                 word=translate("ui.puzzle.seat_word", lang, seat=seat))


def talon_status(deal: Deal, seat: int, lang: str = "en") -> str | None:
    """The talon as ``seat`` sees it: closed, its cards left to draw, or, in a game whose
    players never draw (three-player Croatian and Slovenian: two cards lie aside), the cards
    that lie aside; None when there is none."""
    obs = deal.observation(seat)
    if obs.is_closed:
        return translate("ui.status.talon_closed", lang)
    if obs.talon_size and not deal.variant.draws:
        return translate("ui.status.talon.aside", lang, count=obs.talon_size)
    if obs.talon_size:
        return translate("ui.status.talon", lang, count=obs.talon_size)
    return None


def stakes_line(deal: Deal, lang: str = "en") -> str | None:
    """The stakes where a kontra (or a rekontra) raised them, as the play table's status says
    it (``ui.status.multiplier.*``): "The stakes are doubled (kontra): the game points count
    double." (round 25, hu: a three-hand puzzle's solution won 2 game points for a side whose
    opponents had 33, the kontra said nowhere but in the table's small "×2"); None where
    nobody doubled."""
    from .bidding import DOUBLING

    stakes = deal.multiplier
    if stakes <= 1:
        return None
    kind = next((k for k, v in DOUBLING.items() if v == stakes), None)
    key = f"ui.status.multiplier.{kind}" if kind is not None else "ui.status.multiplier"
    return translate(key, lang, multiplier=stakes)


def contract_line(deal: Deal, seat: int, lang: str = "en") -> str | None:
    """The contract announced in ``deal`` and who announced it, as the puzzles' widget says
    it (``ui.status.contract``: "Game: Snapszer, announced by you."), for ``seat``: the
    reader is "you", the one opponent of a game for two "your opponent"; None without a
    contract (round 30, hu: the position of the day never said the snapszer its solution
    counted 6 game points for)."""
    from .explain import format_message

    obs = deal.observation(seat)
    bidder = obs.contract_seat
    if obs.contract is None or bidder is None:
        return None
    if bidder == seat:
        who = Label(translate("ui.you.word", lang), you=True)
    elif len(deal.seats) == 2:
        who = Label(translate("ui.opponent.word", lang))
    else:
        who = Label(seat_in_sentence(bidder, lang))
    return format_message("ui.status.contract", {"contract": obs.contract, "seat": who}, lang)


def score_lines(deal: Deal, me: int, lang: str = "en",
                label: Callable[[int], Label] | None = None) -> list[str]:
    """Whose points and tricks, as ``me`` may know them: each seat its own (the reader's
    labelled as the reader's, "You (seat 2)"; a seat whose points ``me`` cannot know by its
    tricks alone), or, once the sides are known to ``me`` and one has more than one seat, each
    side's points and the tricks of its seats together. A seat that knows its partner while
    the others do not (it holds the called card) counts its side's points, said as its
    side's. ``label`` names a seat at the head of a line (:func:`seat_label` by default)."""
    name = label or (lambda s: seat_label(s, me, lang))

    def t(key: str, **params: object) -> str:
        return translate(key, lang, **params)

    obs = deal.observation(me)
    groups = obs.known_sides or {}
    if obs.side_points is not None and obs.sides is not None and any(
            len(g) > 1 for g in groups.values()):
        mine = obs.sides[me]
        lines = []
        for side in sorted(groups, key=lambda sd: (sd != mine, sd)):
            seats = groups[side]
            tricks = sum(obs.tricks_won[s] for s in seats)
            if len(seats) == 1:  # a side of one seat (a contract played alone)
                lines.append(t("ui.puzzle.points", seat=name(seats[0]),
                               points=obs.side_points[side], tricks=tricks))
            elif side == mine:
                # the reader's partners under one word (hr "vi i igrači 3 i 4", sl the
                # dual "igralca 3 in 4"), not each seat's word again
                partners = Seats([s for s in seats if s != me], lang)
                lines.append(t("ui.puzzle.side.you", seats=partners,
                               points=obs.side_points[side], tricks=tricks))
            else:
                lines.append(t("ui.puzzle.side.other", seats=Seats(seats, lang),
                               points=obs.side_points[side], tricks=tricks))
        return lines
    lines = []
    mates = obs.partners if obs.partners is not None and len(obs.partners) > 1 else ()
    if mates:
        partners = Seats([s for s in mates if s != me], lang)
        lines.append(t("ui.puzzle.side.you", seats=partners, points=obs.my_points,
                       tricks=sum(obs.tricks_won[s] for s in mates)))
    for s in obs.seats:
        if s in mates:
            continue
        points = obs.my_points if s == me else obs.points_of(s)
        if points is None:
            lines.append(t("ui.puzzle.tricks", seat=name(s), tricks=obs.tricks_won[s]))
        else:
            lines.append(t("ui.puzzle.points", seat=name(s), points=points,
                           tricks=obs.tricks_won[s]))
    return lines


def wrong_verdict(deal: Deal, seat: int, move: Move, choice: str, lang: str = "en",
                  style: str = "german") -> str:
    """The verdict on a wrong answer ``move`` (said ``choice``) in a puzzle at ``deal``, the
    seat ``seat`` to move: not the best; where the move ends the deal (a claim short of 66),
    also how it ends and what it is worth to whom, as the end of a deal says it (round 26,
    hr: "Not the best: claiming 66 brings you less" after a claim with 45 points, and never
    why: "You claimed 66 with only 45 points, … A wrong claim is worth 2 game points to your
    opponent")."""
    from .explain_result import result_lines

    said = translate("ui.puzzle.wrong", lang, choice=choice)
    after = deal.copy()
    after.play(move)
    if not after.is_over:
        return said
    return " ".join([said, *result_lines(after, lang, style, me=seat)])
