"""English source strings of the book's generated pieces: the comparison tables, the quizzes
and the "Where the sources differ" boxes (:mod:`schnapsen.teach.book`, :mod:`.quiz`).

They reach the catalogue when :mod:`schnapsen.teach` is imported (``i18n.register``); the
engine's own messages (moves, rules, results, the widgets) are in ``schnapsen/i18n/``.
"""

from __future__ import annotations

from ..variants.decisions import DECISIONS

TEACH_MESSAGES: dict[str, str] = {
    # quizzes: the questions (schnapsen.teach.quiz) and the feedback on an answer
    "quiz.legal": "Seat {seat} must answer the lead {led}. Which of its cards may it play?",
    "quiz.legal.open": "The talon is still open, so any card may be played: {cards}.",
    "quiz.legal.strict": "The strict rules apply (follow suit, head the trick, trump if "
    "void), so only these are allowed: {cards}.",
    "quiz.trick": "The trick {cards} has been played (trump: {trump}). Which card takes it?",
    "quiz.points": "Seat {seat} is on lead. How many points does its side count now?",
    "quiz.points.why": "Its tricks hold {cards}: {card_points} card points, plus "
    "{marriages} for marriages that count, {total} in all.",
    "quiz.game_points": "The deal is over; the winning side is seat(s) {winners}. How many game "
    "points does each winner score?",
    "quiz.right": "Right.",
    "quiz.wrong": "Not quite.",
    "quiz.card": "{card}",
    # comparison tables
    "table.caption": "The rules of each tradition, read from the engine's rule data; shaded "
    "cells differ from the first column.",
    "table.yes": "yes",
    "table.no": "no",
    "table.none": "none",
    "table.dealer_out": "the dealer sits out",
    "table.deck": "{n} cards",
    "table.deal.hands": "{n} to each",
    "table.deal.talon": "{n} face down aside",
    "table.deal.turn": "trump turned",
    "table.deal.bid.trump": "trump named",
    "table.deal.bid.call": "card called",
    "table.deal.bid.contract": "contracts bid",
    "table.deal.bid.swap": "blind exchange",
    "table.deal.bid.snapszer": "snapszer may be bid",
    "table.deal.bid.kontra": "kontra",
    "table.direction.clockwise": "clockwise",
    "table.direction.counterclockwise": "counter-clockwise",
    "table.teams.single": "each for themselves",
    "table.teams.declarer": "declarer against the others",
    "table.teams.called": "declarer and the holder of the called card",
    "table.exchange": "the trump {rank}, while {n} cards lie on the turned card",
    "table.closing": "while at least {n} cards are left (turned card included)",
    "table.strict.full": "follow suit, head the trick, trump (once the talon is closed or gone)",
    "table.strict.follow": "follow suit only (once the talon is closed or gone)",
    "table.strict.full.start": "follow suit, head the trick, trump and over-trump (from the "
    "first trick)",
    "table.strict.follow.start": "follow suit only (from the first trick)",
    "table.claim.manual": "claimed by the player on lead",
    "table.claim.auto": "the deal stops at 66 by itself",
    "table.last.scored": "wins and scores 1, 2 or 3",
    "table.last.flat": "wins 1 game point",
    "table.last.sixty-six": "66 or more wins, otherwise the last trick",
    "table.failed_close.standard": "opponent scores 2, or 3 if it had no trick at closing",
    "table.failed_close.fixed": "opponent scores {n}",
    "table.match.countdown": "Bummerl: {n} counted down to 0",
    "table.match.markers": "{n} marker cards change hands",
    "table.match.race": "first to {n} points",
    "table.match.targets": "(or {targets})",
    "table.match.schneider": "krejčí counts double, krejčí zpět four times",
    "table.match.bunko": "the lowest gets the bunkó",
    "table.row.players": "Players",
    "table.row.deck": "Deck",
    "table.row.deal": "Deal",
    "table.row.direction": "Direction of play",
    "table.row.teams": "Sides",
    "table.row.exchange": "Trump exchange",
    "table.row.closing": "Closing the talon",
    "table.row.marriage_first": "Marriage at the first lead",
    "table.row.marriage_after": "Marriages after closing",
    "table.row.strict": "Strict rules",
    "table.row.claim": "Claiming 66",
    "table.row.last_trick": "Last trick",
    "table.row.failed_close": "Failed close",
    "table.row.contracts": "Contracts",
    "table.row.kontra": "Kontra",
    "table.row.match": "Match",
    # decisions box
    "decision.title": "Where the sources differ",
    "decision.source": "Source: {source}.",
    "decision.option": "Engine option: {option}.",
}

# "Where the sources differ": one message per decision, from the rule data's own text
TEACH_MESSAGES.update({f"decision.{d.key}": d.text for d in DECISIONS})
TEACH_MESSAGES.update({f"decision.{d.key}.source": d.source for d in DECISIONS})
