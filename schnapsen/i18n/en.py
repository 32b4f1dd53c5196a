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
    # widgets (schnapsen.widgets): controls
    "ui.tradition": "Tradition",
    "ui.style": "Cards",
    "ui.style.german": "German-suited",
    "ui.style.french": "French-suited",
    "ui.bot": "Opponents",
    "ui.bot.heuristic": "Heuristic bot",
    "ui.bot.random": "Random bot",
    "ui.new_deal": "New deal",
    "ui.new_deal.tooltip": "Shuffle and deal again",
    "ui.seed": "Deal no.",
    "ui.seed.tooltip": "The number of the shuffle: type one to replay that deal",
    "ui.you": "You",
    "ui.seat": "Seat {seat}",
    "ui.hand": "Your hand:",
    "ui.actions": "Announce:",
    # short card labels on buttons: corner letter and suit symbol
    "ui.card_label": "{rank}{suit}",
    "ui.suit.german.H": "\u2665",
    "ui.suit.german.D": "\U0001F514",
    "ui.suit.german.S": "\U0001F343",
    "ui.suit.german.C": "\U0001F330",
    "ui.suit.french.H": "\u2665",
    "ui.suit.french.D": "\u2666",
    "ui.suit.french.S": "\u2660",
    "ui.suit.french.C": "\u2663",
    # widgets: buttons for moves other than a card
    "ui.action.marriage": "{points} \u2014 lead {card}",
    "ui.action.marriage.tooltip": "Announce the marriage in {suit} and lead {card}",
    "ui.action.x": "Exchange trump",
    "ui.action.close": "Close talon",
    "ui.action.claim": "Claim 66",
    "ui.action.snapszer": "Snapszer",
    "ui.action.trump": "Trump {suit}",
    "ui.action.turn": "Turn a card",
    "ui.action.call": "Call",
    "ui.action.swap": "Exchange",
    "ui.action.contract": "Play {contract}",
    "ui.action.kontra": "Kontra",
    "ui.action.rekontra": "Rekontra",
    "ui.action.pass": "Pass",
    "ui.choice.call": "Partner card:",
    "ui.choice.swap": "Give away:",
    "ui.choice.swap.none": "nothing",
    # widgets: status of a running deal
    "ui.status.your_turn": "Your turn.",
    "ui.status.to_move": "{seat} to move.",
    "ui.status.points": "Your points: {points}.",
    "ui.status.pending": "Marriages waiting for your first trick: {points}.",
    "ui.status.trump": "Trump: {suit}.",
    "ui.status.no_trump": "No trump yet.",
    "ui.status.talon": "Talon: {count} cards.",
    "ui.status.talon_closed": "The talon is closed.",
    "ui.status.contract": "Game: {contract}, announced by {seat}.",
    "ui.status.bot_move": "{seat}: {move}",
    "ui.status.bot_swap": "{seat} exchanged {count} card(s) blind with the talon.",
    "ui.history": "Tricks so far",
    "ui.history.none": "No trick has been played yet.",
    "ui.history.trick": "{number}. {leader} led: {cards}. {winner} took it ({points} points).",
    "ui.history.card": "{card} ({seat})",
    "ui.history.more": "({count} earlier tricks not shown)",
    # widgets: the end of a deal
    "ui.result.you_won": "You won {game_points} game points.",
    "ui.result.you_won_one": "You won 1 game point.",
    "ui.result.others_won": "{seats} won {game_points} game points.",
    "ui.result.others_won_one": "{seats} won 1 game point.",
    "ui.result.and": " and ",
    "ui.result.again": "Press \u201cNew deal\u201d to play again.",
    # widgets: the trick explorer
    "ui.trick.trump": "Trump:",
    "ui.trick.no_trump": "none",
    "ui.trick.players": "Players:",
    "ui.trick.lead": "Lead:",
    "ui.trick.answer": "Answer {number}:",
    "ui.trick.strict": "Strict rules (talon closed or used up)",
    "ui.trick.hand": "Hand of the last player:",
    "ui.trick.hand.placeholder": "card codes, e.g. AH KS QD",
    "ui.trick.winner": "{seat} takes the trick with {card}.",
    "ui.trick.duplicate": "{card} is chosen twice: every card is in the deck only once.",
    "ui.trick.bad_card": "Not a card code: {text}. Write a rank (A T K Q J 9) and a suit "
    "(H D S C), e.g. QH.",
    "ui.trick.not_in_deck": "{card} is not in the deck of {variant}.",
    "ui.trick.hand_in_trick": "{card} is already in the trick, so it cannot be in the hand.",
    "ui.trick.open": "The talon is open: this hand may play any of its cards ({cards}).",
    "ui.trick.legal": "Under the strict rules this hand may answer with: {cards}.",
    "ui.trick.answer_legal": "{card}, the answer shown, is allowed.",
    "ui.trick.answer_illegal": "{card}, the answer shown, would not be allowed.",
    # widgets: the score calculator
    "ui.score.ending": "How the deal ended:",
    "ui.score.end.reached": "66 reached or claimed",
    "ui.score.end.last_trick": "Last trick",
    "ui.score.end.closed_won": "The closer reached 66",
    "ui.score.end.closed_failed": "The closer failed",
    "ui.score.end.wrong_claim": "Wrong claim",
    "ui.score.loser_points": "Loser's points:",
    "ui.score.loser_trick": "The loser took a trick",
    "ui.score.close_tricks": "Opponent's tricks when the talon was closed:",
    "ui.score.claim_trick": "The claimer's opponent had taken a trick",
    "ui.score.points": "{points} game points for {who}.",
    "ui.score.points_one": "1 game point for {who}.",
    "ui.score.who.winner": "the winner",
    "ui.score.who.closer": "the closer",
    "ui.score.who.opponent": "the opponent",
    "ui.score.rule9": "Rule 9: the winner scores 3 game points if the loser took no trick, 2 "
    "if the loser has fewer than {half} points, otherwise 1.",
    "ui.score.rule9.3": "The loser took no trick.",
    "ui.score.rule9.2": "The loser took a trick but has only {points} points, fewer than "
    "{half}.",
    "ui.score.rule9.1": "The loser took a trick and has {points} points, at least {half}.",
    "ui.score.closed_won": "The loser's points and tricks count as they stood when the talon "
    "was closed.",
    "ui.score.rule10": "Rule 10: when the closer fails to reach 66, the opponent scores 3 game "
    "points if it had no trick when the talon was closed, otherwise 2.",
    "ui.score.rule10.fixed": "In {variant} a failed close always gives the opponent {points} "
    "game points.",
    "ui.score.rule7": "Rule 7: a wrong claim gives the opponent 3 game points if it had no "
    "trick, otherwise 2.",
}
