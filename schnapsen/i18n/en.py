"""The English catalogue: the source strings of every message a reader sees."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "legal": "{move} is legal here.",
    # illegal: general
    "rule.deal_over": "The deal is over; no more moves can be made.",
    "rule.bidding": "The deal is in its {stage} stage: the moves allowed now are {allowed}.",
    "rule.not_bidding": "{move} is a bidding move, but the cards are being played now.",
    "rule.not_in_hand": "{card} is not in the hand of seat {seat}.",
    # play rules
    "rule.follow_suit": "You must follow suit: you hold {led_suit}, so you cannot play {card}.",
    "rule.must_head": "You must win the trick if you can: play a {led_suit} card higher than "
    "{best}.",
    "rule.must_trump": "You have no {led_suit}, so you must play a trump ({trump_suit}).",
    "rule.must_overtrump": "You must beat the trump {best} with a higher trump if you can.",
    "rule.lead_only": "{move} can only be made by the player on lead, before leading a card.",
    # marriages
    "rule.marriage_pair": "A marriage needs the King and Ober of {suit} in your hand.",
    "rule.marriage_first_lead": "In this variant no marriage may be announced at the first "
    "lead.",
    "rule.marriage_after_close": "In this variant marriages cannot be announced once the talon "
    "is closed or used up.",
    "rule.marriage_contract": "Marriages do not count in the contract {contract}.",
    "rule.no_marriages": "This variant has no marriages.",
    # exchange
    "rule.exchange_none": "This variant has no exchange of the trump card.",
    "rule.exchange_closed": "The trump card can only be exchanged while the talon is open and "
    "the trump card lies under it.",
    "rule.exchange_talon": "The trump card can be exchanged only while the talon holds at "
    "least {min} face-down cards besides it; it holds {have}.",
    "rule.exchange_card": "To exchange, you need the trump {rank} ({card}).",
    # closing
    "rule.close_none": "The talon cannot be closed in this variant.",
    "rule.close_done": "The talon is already closed or used up.",
    "rule.close_talon": "The talon can be closed only while it holds at least {min} cards "
    "(the trump card included); it holds {have}.",
    # claim
    "rule.claim_first": "You can claim 66 only on lead after a trick has been played.",
    "rule.claim_auto": "In this variant the deal ends by itself when a side reaches 66.",
    "rule.claim_contract": "During a contract the deal ends by itself when the aim is met or "
    "missed.",
    # bidding
    "rule.contract_low": "{contract} does not beat {current}; announce a higher contract or "
    "pass.",
    "rule.contract_unknown": "There is no contract {contract} in this variant; the contracts "
    "are {allowed}.",
    "rule.swap_count": "You may exchange {allowed} card(s) with the talon.",
    "rule.snapszer_trick": "Snapszer can be announced only while the opponent has taken no "
    "trick.",
    "rule.snapszer_none": "Snapszer cannot be announced now.",
    "rule.not_allowed": "{move} is not allowed now; the moves allowed are {allowed}.",
    # what legal moves do
    "move.card": "Play {card}.",
    "move.marriage": "Announce the marriage in {suit} ({points}) and lead {card}.",
    "move.exchange": "Exchange the trump {rank} for the turned card {card}.",
    "move.close": "Close the talon: no more drawing, and the strict rules apply.",
    "move.claim": "Claim 66 and end the deal.",
    "move.trump": "Name {suit} as trump.",
    "move.turn": "Have the next card turned up: its suit becomes trump.",
    "move.call": "Call {card}: its holder becomes your partner.",
    "move.swap": "Exchange {cards} blind with the talon.",
    "move.contract": "Announce the contract {contract}.",
    "move.snapszer": "Announce snapszer: 66 without the opponents taking a trick.",
    "move.kontra": "Double the stakes (kontra).",
    "move.rekontra": "Redouble the stakes (rekontra).",
    "move.pass": "Pass.",
    # tricks
    "trick.led": "{winner_card} wins: no card of the suit led beat it and no trump was played.",
    "trick.higher": "{winner_card} wins: it is the highest {suit} card played.",
    "trick.trump": "{winner_card} wins: it is the highest trump in the trick.",
    # quizzes
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
    # results
    "result.claim": "Seat {claimer} claimed 66 with {points} points.",
    "result.wrong_claim": "Seat {claimer} claimed 66 without having it.",
    "result.last_trick": "The last trick decided the deal.",
    "result.reached": "A side reached 66.",
    "result.closed_won": "The closer reached 66.",
    "result.closed_failed": "The closer did not reach 66.",
    "result.contract_made": "The contract {contract} was made.",
    "result.contract_failed": "The contract {contract} failed.",
}
