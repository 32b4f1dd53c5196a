"""The play widget's status part: whose turn, the trump, the talon, the points, the sides and
the stakes while a deal is played; the result with its reason once it is over; the match's
score sheet.

Every figure is the reader's seat's view (``deal.observation(seat)``); the result's sentences
are the engine's (:func:`schnapsen.explain.result_lines`: the rule that ended the deal and its
numbers).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as W

from ..bidding import DOUBLING
from ..deal import Deal
from ..explain import Aim, names_only, result_lines
from ..i18n import Seats, You
from ..i18n.base import capitalised
from ..match import Match
from ..observation import Observation
from ..render.text import Style
from ..stages import BIDDING_STAGES, Stage
from ..variants.base import trump_key
from ._common import (
    Phrase,
    ProgressChannel,
    card_name,
    engine_text,
    seat_name,
    seat_word,
    suit_text,
    text,
)

__all__ = ["PlayStatus"]

#: the status line of the stakes named by the doubling move that set them (the kernel's
#: table, bidding.DOUBLING: kontra, rekontra); any other level keeps the line that names only
#: the factor
_MULTIPLIER_KEYS: dict[int, str] = {
    stakes: f"ui.status.multiplier.{kind}" for kind, stakes in DOUBLING.items()}


class PlayStatus:
    """The status lines (``box``) and the match's score sheet (``sheet``) of a play widget
    for the reader at ``seat``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.players = 0  # of the game shown: in a game for two the other is "your opponent"
        self.box = W.HTML()
        self.sheet = W.HTML()
        # a deal played to its end, reported once (a "done" event: the page the widget is on
        # is read, schnapsen/progress.py's reads)
        self.done = ProgressChannel()
        self._done_deal: Deal | None = None

    def report_done(self, deal: Deal) -> None:
        """Report ``deal`` played to its end, once (nothing while it is being played)."""
        if deal.is_over and self._done_deal is not deal:
            self._done_deal = deal
            self.done.send({"type": "done"})

    def _t(self, key: str, **params: object) -> str:
        return text(key, self.lang, **params)

    def seat(self, s: int, me: int) -> str:
        """A seat as a label ("Seat 2", "You"; "Opponent" in a game for two)."""
        return seat_name(s, me, self.lang, self.players)

    def word(self, s: int, me: int) -> Any:
        """A seat inside a sentence ("seat 2", "you"; "your opponent" in a game for two)."""
        return seat_word(s, me, self.lang, self.players)

    def leader(self, obs: Observation, s: int, me: int) -> Any:
        """The seat that led the trick the reader answers, inside a sentence: "your opponent"
        in a game for two, "your partner" once the reader knows its side, else the seat
        ("seat 3")."""
        if self.players != 2 and obs.partners is not None and s in obs.partners and s != me:
            return Phrase(self._t("ui.partner.word"))
        return self.word(s, me)

    def seats_word(self, seats: Iterable[int], me: int) -> Seats:
        """Seats inside a sentence, joined ("seat 1 and seat 3"), in the form a template asks
        (hu ``{seats.dat}`` "az 1-es helynek és a 3-as helynek")."""
        return Seats([You(self.lang) if s == me else self.word(s, me) if self.players == 2
                      else s for s in seats], self.lang)

    def result(self, deal: Deal, me: int, style: Style) -> list[str]:
        """Who won how many game points, then why, with the numbers (the engine's sentences
        told to the reader at ``me``)."""
        result = deal.result
        assert result is not None
        self.players = deal.variant.players
        gp = result.game_points
        # the tradition's own words for it where it has them (variant data: hr "ide za dva")
        said = f".{deal.variant.match.result}" if deal.variant.match.result else ""
        if me in result.winners:
            head = self._t("ui.result.you_won" + said, game_points=gp)
        else:
            head = self._t("ui.result.others_won" + said,
                           seats=self.seats_word(result.winners, me), game_points=gp)
        return [head, *result_lines(deal, self.lang, style, me=me, named=result.winners)]

    def result_html(self, deal: Deal, me: int, style: Style) -> str:
        """A finished deal's result (:meth:`result`) as the status shows it, first: who won, in
        bold, and right under it why, each line a paragraph, never folded away; "" while the
        deal is played."""
        if deal.result is None:
            return ""
        head, *why = self.result(deal, me, style)
        lines = "".join(f'<p style="margin:0.15em 0">{html.escape(line)}</p>' for line in why)
        return (f'<div class="schnapsen-result" role="status"><p style="margin:0.15em 0">'
                f"<strong>{html.escape(head)}</strong></p>{lines}</div>")

    def playing(self, deal: Deal, obs: Observation, me: int, style: Style, in_match: bool,
                log: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> list[str]:
        """The lines of a deal in play, as the reader's seat sees it. ``log``: the other
        players' moves shown under these lines (:class:`~.play_history.PlayHistory`'s log);
        where one of them says the card led (a marriage announced with its lead), the
        reader's turn says only that it is theirs (cs reader, round 25: "Soupeř vynesl
        žaludského svrška. Jste na řadě." above "Soupeř hlásí žaludskou dvacítku a vynáší
        žaludského svrška.")."""
        t = self._t
        led = obs.current_trick[0][1] if obs.current_trick else None
        lead_told = led is not None and any(
            getattr(params.get("card"), "card", params.get("card")) == led for _k, params in log)
        self.players = deal.variant.players
        deciding = obs.to_move == me and obs.stage in BIDDING_STAGES
        if deciding:  # the reader's decision in the bidding, in the stage's own words
            # in the tradition's words (sl "Na vrsti si: rufaj aduta.")
            lines = [t(trump_key(f"ui.status.your_turn.{obs.stage}", deal.variant))]
        elif obs.to_move == me and obs.current_trick and not lead_told:
            # the card led, which the reader answers
            leader, card = obs.current_trick[0]
            lines = [engine_text("ui.status.your_turn.answer", names_only(
                {"card": card, "leader": self.leader(obs, leader, me)}), self.lang, style)]
        elif obs.to_move == me:
            lines = [t("ui.status.your_turn")]
        else:
            lines = [t("ui.status.to_move", seat=self.seat(obs.to_move or 0, me))]
        if in_match:  # the deal passes on: who deals this one
            lines.append(t("ui.status.dealer", seat=self.word(obs.dealer, me)))
        if obs.stage != Stage.PLAY and not deciding:
            lines.append(engine_text("ui.status.stage", {"stage": str(obs.stage)}, self.lang))
        if me in obs.seats:
            # once this seat knows its partners, its points are its side's (Deal.points)
            together = obs.partners is not None and len(obs.partners) > 1
            lines.append(t("ui.status.your_side_points" if together else "ui.status.points",
                           points=obs.my_points))
        else:
            lines.append(t("ui.status.sitting_out"))
        if obs.pending_points:
            lines.append(t("ui.status.pending", points=obs.pending_points))
        contract = None if obs.contract is None else deal.variant.contract(obs.contract)
        if contract is not None and not contract.trumps:
            lines.append(t("ui.status.no_trumps_contract"))
        elif obs.trump is None:
            lines.append(t("ui.status.no_trump"))
        else:
            # French cards: the sign with the name (sl "Adut: ♠ pik", not "pik" beside points)
            lines.append(t("ui.status.trump", suit=suit_text(obs.trump, style, self.lang)))
        if obs.is_closed:
            lines.append(t("ui.status.talon_closed"))
        elif obs.talon_size and not deal.variant.draws:
            # the game for three: two cards lie aside, never drawn from (hr reader 27)
            lines.append(t("ui.status.talon.aside", count=obs.talon_size))
        elif obs.talon_size:
            lines.append(t("ui.status.talon", count=obs.talon_size))
        if obs.contract is not None and obs.contract_seat is not None:
            lines.append(engine_text("ui.status.contract", {
                "contract": obs.contract, "seat": self.word(obs.contract_seat, me)},
                self.lang))
            if contract is not None:
                lines.append(t("ui.contract.aim", aim=Aim.of(contract, deal).said(self.lang)))
        if obs.multiplier > 1:
            # each level of doubling by its own word (hu kontra, rekontra: round 19)
            key = _MULTIPLIER_KEYS.get(obs.multiplier, "ui.status.multiplier")
            lines.append(t(key, multiplier=obs.multiplier))
        return lines + self._team_lines(obs, me, style)

    def _team_lines(self, obs: Observation, me: int, style: Style) -> list[str]:
        """The called card, who plays with whom (as far as the reader may know) and the
        points of the other sides (what the reader's observation holds)."""
        t = self._t
        lines: list[str] = []
        if obs.called_card is not None and not obs.contract_alone:
            lines.append(t("ui.status.called", card=card_name(obs.called_card, style,
                                                              self.lang)))
            if not obs.partner_revealed and not obs.is_over:
                partners = obs.partners or ()
                if obs.called_card in obs.hand and me == obs.declarer:
                    # the caller's own card: alone against the others (they learn it later)
                    lines.append(t("ui.status.you_hold_own_called"))
                elif obs.called_card in obs.hand:
                    lines.append(t("ui.status.you_hold_called",
                                   seat=self.word(obs.declarer, me)))
                elif len(partners) < 2:
                    lines.append(t("ui.status.partner_unknown"))
        groups = obs.known_sides or {}
        # the sides' points only where this seat knows them all (not in a solo of a game
        # with a called card before the partner shows)
        points = obs.side_points if obs.sides is not None else None
        if len(groups) != 2 or all(len(g) == 1 for g in groups.values()):
            return lines  # each plays alone (two players): "You have ... points" says it
        names = {side: self.seats_word(g, me) for side, g in groups.items()}
        mine = next((side for side, g in groups.items() if me in g), None)
        first, second = sorted(groups, key=lambda side: (side != mine, side))
        lines.append(self._sides(groups, mine, me, names[first], names[second]))
        if points is None:
            return lines
        for side in (first, second):
            if side != mine:  # the reader's own side: "Your side has ... points" says it
                lines.append(t("ui.status.side_points", seats=names[side],
                               points=points[side]))
        return lines

    def _sides(self, groups: dict[int, Any], mine: int | None, me: int, side: Seats,
               others: Seats) -> str:
        """Who plays against whom, the verb agreeing with its subject: the reader alone
        (``.you``, hu "Te játszol a 2. és a 3. játékos ellen."), the reader first with a
        partner (``.we``, "Te és a 3. játékos játszotok …") or a reader sitting out
        (``.others``)."""
        if mine is None:
            return self._t("ui.status.sides.others", side=side, seats=others)
        if len(groups[mine]) == 1:
            return self._t("ui.status.sides.you", seats=others)
        we = self.seats_word([me, *(s for s in groups[mine] if s != me)], me)
        return self._t("ui.status.sides.we", side=we, seats=others)

    def match_lines(self, m: Match | None, me: int) -> list[str]:
        """What to do once a deal is over: play again, the next deal, or the match result."""
        t = self._t
        if m is None:
            return [t("ui.result.again")]
        self.players = m.variant.players
        if not m.is_over:
            return [t("ui.match.next")]
        winner = m.winner
        assert winner is not None
        deals = len(m.history)
        if winner == me:
            lines = [t("ui.match.you_won", deals=deals)]
        else:
            lines = [t("ui.match.others_won", seat=self.seat(winner, me), deals=deals)]
        if m.krejci is not None:
            lines.append(t("ui.match.krejci", krejci=m.krejci, value=m.bummerl_value))
        if m.rules.bunko and m.loser is not None:
            lines.append(t("ui.match.you_bunko") if m.loser == me
                         else t("ui.match.bunko", seat=self.seat(m.loser, me)))
        return [*lines, t("ui.match.again")]

    def draw_sheet(self, m: Match | None, me: int) -> None:
        """The score sheet of the match: one row per deal, the scores after it."""
        if m is None:
            self.sheet.value = ""
            return
        t = self._t
        rules = m.rules
        n = self.players = m.variant.players
        head = t(f"ui.match.sheet.{rules.kind}", target=rules.target)
        if rules.schneider:
            head += " " + t("ui.match.sheet.schneider")
        if rules.bunko:
            head += " " + t("ui.match.sheet.bunko")
        esc = html.escape
        seat: Callable[[int], str] = lambda s: self.seat(s, me)  # noqa: E731
        # the reader's own column first, then the others in playing order (hu reader 37:
        # "you 5 – opponent 3", as a player says the score)
        order = [(me + k) % n for k in range(n)] if 0 <= me < n else list(range(n))
        cols = [t("ui.match.col.deal"), t("ui.match.col.won"), t("ui.match.col.game_points"),
                *(seat(s) for s in order)]
        start = rules.target if rules.kind == "countdown" else 0
        rows = ["<tr>" + "".join(f"<td>{c}</td>" for c in ["", "", "", *([start] * n)])
                + "</tr>"]
        for i, entry in enumerate(m.history, start=1):
            r = entry.result
            # a side of several seats under one word, as a label ("Seats 2 and 3", hr
            # "Igrači 2 i 3"); one seat by its label ("Seat 2", "You")
            won = (capitalised(self.seats_word(sorted(r.winners), me).form()) if len(r.winners) > 1
                   else seat(r.winners[0]) if r.winners else "")
            cells = [str(i), esc(won), str(r.game_points), *(str(entry.scores[s]) for s in order)]
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        table = (
            '<div class="schnapsen-sheet-wrap" tabindex="0" role="region" '
            f'aria-label="{esc(t("ui.match.sheet"))}"><table><thead><tr>'
            + "".join(f'<th scope="col">{esc(c)}</th>' for c in cols)
            + "</tr></thead><tbody>" + "".join(rows) + "</tbody></table></div>"
        )
        self.sheet.value = (f'<div class="schnapsen-sheet"><strong>'
                            f'{esc(t("ui.match.sheet"))}</strong><p style="margin:0.15em 0">'
                            f"{esc(head)}</p>{table}</div>")
