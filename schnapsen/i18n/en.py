"""The English catalogue: the source strings of every message a reader sees."""

from __future__ import annotations

from ..cards import CARDS
from .base import SEATS, MayDrop, Plural

MESSAGES: dict[str, str] = {
    # card names: ranks and suits of each deck style, and how a card is named
    "rank.german.9": "Nine",
    "rank.german.J": "Unter",
    "rank.german.Q": "Ober",
    "rank.german.K": "King",
    "rank.german.T": "Ten",
    "rank.german.A": "Ace",
    "rank.french.9": "Nine",
    "rank.french.J": "Jack",
    "rank.french.Q": "Queen",
    "rank.french.K": "King",
    "rank.french.T": "Ten",
    "rank.french.A": "Ace",
    "suit.german.H": "Hearts",
    "suit.german.D": "Bells",
    "suit.german.S": "Leaves",
    "suit.german.C": "Acorns",
    "suit.french.H": "Hearts",
    "suit.french.D": "Diamonds",
    "suit.french.S": "Spades",
    "suit.french.C": "Clubs",
    # a card in an engine message: its text code and its name
    "card.code_name": "{code} ({name})",
    # what a kind of move is called in a sentence
    "move.name.card": "Playing a card",
    "move.name.m": "Announcing a marriage",
    "move.name.x": "Exchanging the trump card",
    "move.name.close": "Closing the talon",
    "move.name.claim": "Claiming 66",
    "move.name.trump": "Naming the trump",
    "move.name.turn": "Turning up a card for trump",
    "move.name.call": "Calling a partner card",
    "move.name.swap": "Exchanging cards with the talon",
    "move.name.contract": "Announcing a contract",
    "move.name.snapszer": "Announcing snapszer",
    "move.name.kontra": "Doubling the stakes (kontra)",
    "move.name.rekontra": "Redoubling the stakes (rekontra)",
    "move.name.pass": "Passing",
    # one particular move, as listed among the moves allowed
    "move.label.card": "the {card}",
    "move.label.m": "announcing the marriage in {suit}, leading the {card}",
    # the same, its value known (the deal's trump): the marriage named as players say it
    "move.label.m.said": "announcing {points.said} in {suit}, leading the {card}",
    "move.label.trump": "{suit} as trump",
    "move.label.call": "calling the {card}",
    # a card the caller holds: no partner, the caller plays alone (round 35, hr)
    "move.label.call.own": "calling the {card}, without a partner",
    "move.label.swap": "exchanging {cards} with the talon",
    "move.label.contract": "the contract {contract}",
    # a pass at the blind exchange: its button's words ("Keep my cards"), not "Passing";
    # a language may quote the button (hr "„ne mijenjajte“"); round 34, hr
    "move.label.pass.swap": "keeping your cards",
    # having a card turned up for trump, as its button says it (hr "„neka djelitelj okrene
    # kartu“"), apart from the kind's name move.name.turn ("{move_name} is allowed here")
    "move.label.turn": "turning up a card for trump",
    # a move said as a verb: what to do (the infinitive, "Better would be to {move.inf}"),
    # and what a seat does ("seat 2 {choice.does}"): schnapsen.i18n.Act
    "move.verb.card": "play the {card}",
    # the same where the card answers a trick already led (hu "rátenni", not "kijátszani")
    "move.verb.card.answer": "play the {card}",
    # the same where the card leads the trick (cs "vynést", hr "izaći", hu "kihívni")
    "move.verb.card.lead": "lead the {card}",
    "move.verb.m": "announce the marriage in {suit}, leading the {card}",
    # the same, its value known (the deal's trump): the marriage named as players say it
    "move.verb.m.said": "announce {points.said} in {suit}, leading the {card}",
    "move.verb.x": "exchange the trump card",
    "move.verb.close": "close the talon",
    "move.verb.claim": "claim 66",
    "move.verb.trump": "name {suit} as trump",
    "move.verb.turn": "turn up a card for trump",
    "move.verb.call": "call the {card}",
    "move.verb.swap": "exchange {cards} with the talon",
    "move.verb.contract": "announce the contract {contract}",
    "move.verb.snapszer": "announce snapszer",
    "move.verb.kontra": "double the stakes (kontra)",
    "move.verb.rekontra": "redouble the stakes (rekontra)",
    "move.verb.pass": "pass",
    # the blind exchange declined (the button "Keep my cards")
    "move.verb.pass.swap": "keep your cards",
    "move.does.card": "plays the {card}",
    "move.does.card.answer": "plays the {card}",
    "move.does.card.lead": "leads the {card}",
    "move.does.m": "announces the marriage in {suit}, leading the {card}",
    "move.does.m.said": "announces {points.said} in {suit}, leading the {card}",
    "move.does.x": "exchanges the trump card",
    "move.does.close": "closes the talon",
    "move.does.claim": "claims 66",
    "move.does.trump": "names {suit} as trump",
    "move.does.turn": "turns up a card for trump",
    "move.does.call": "calls the {card}",
    "move.does.swap": "exchanges {cards} with the talon",
    "move.does.contract": "announces the contract {contract}",
    "move.does.snapszer": "announces snapszer",
    "move.does.kontra": "doubles the stakes (kontra)",
    "move.does.rekontra": "redoubles the stakes (rekontra)",
    "move.does.pass": "passes",
    "move.does.pass.swap": "keeps their cards",
    "move.list.more": Plural(
        "and {count} more",
        "and {count} more",
        "count",
    ),
    "move.list.sep": "; ",
    # between moves whose names hold no comma ("the Ten of Leaves, the Ace of Leaves and ...")
    "move.list.sep.plain": ", ",
    # stages of the bidding
    "stage.trump": "naming the trump",
    "stage.call": "calling a partner card",
    "stage.contract": "bidding",
    "stage.swap": "exchanging with the talon",
    "stage.snapszer": "announcing snapszer",
    "stage.kontra": "kontra",
    "stage.rekontra": "rekontra",
    "contract.none": "no contract",
    "legal": "{move_name} is allowed here.",
    # illegal: general
    "rule.deal_over": "The deal is over; no more moves can be made.",
    "rule.bidding": "The deal is at the stage of {stage}: the moves allowed now are "
    "{allowed_moves}.",
    "rule.not_bidding": "{move_name} belongs to the bidding, but the cards are being played "
    "now.",
    "rule.not_in_hand": "{card} is not in the hand of seat {seat}.",
    # the same said to the reader, who plays that seat
    "rule.not_in_hand.you": "You do not hold the {card}.",
    # play rules
    "rule.follow_suit": "You must follow suit: you hold {led_suit}, so you cannot play {card}.",
    "rule.must_head": "You must beat the best card so far if you can: play a higher card of "
    "{led_suit} than the {best}.",
    "rule.must_trump": "You have no {led_suit}, so you must play a trump ({trump_suit}).",
    "rule.must_overtrump": "You must beat the trump {best} with a higher trump if you can.",
    "rule.lead_only": "{move_name} is allowed only to the player on lead, before a card is "
    "led.",
    # the same refusal said per move (checks.MOVE_KIND), where a language words each its own
    "rule.lead_only.x": "Exchanging the trump card is allowed only to the player on lead, "
    "before a card is led.",
    "rule.lead_only.m": "Announcing a marriage is allowed only to the player on lead, with the "
    "card led.",
    "rule.lead_only.close": "Closing the talon is allowed only to the player on lead, before a "
    "card is led.",
    "rule.lead_only.claim": "Claiming 66 is allowed only to the player on lead, before a card "
    "is led.",
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
    "rule.exchange_talon": Plural(
        "The trump card can be exchanged only while the talon holds at least {min} face-down card "
        "besides it; it holds {have.cards}.",
        "The trump card can be exchanged only while the talon holds at least {min} face-down "
        "cards besides it; it holds {have.cards}.",
        "min",
    ),
    "rule.exchange_card": "To exchange, you need the trump {rank}: {card}.",
    "rule.exchange_trick": "In this variant only a player who has already won a trick may "
    "exchange the trump card.",
    "rule.exchange_done": "The trump card has already been exchanged in this deal.",
    # closing
    "rule.close_none": "The talon cannot be closed in this variant.",
    "rule.close_done": "The talon is already closed.",
    "rule.close_gone": "The talon is used up: its last card has been drawn.",
    "rule.close_talon": Plural(
        "The talon can be closed only while it holds at least {min} card (the trump card "
        "included); it holds {have.cards}.",
        "The talon can be closed only while it holds at least {min} cards (the trump card "
        "included); it holds {have.cards}.",
        "min",
    ),
    # claim
    "rule.claim_first": "You can claim 66 only on lead after a trick has been played.",
    # the same refusals said of another seat than the reader's (a drill asking whether seat 2
    # may ...): the seat in the third person
    "rule.follow_suit.seat": "Seat {seat} must follow suit: it holds {led_suit}, so it "
    "cannot play {card}.",
    "rule.must_head.seat": "Seat {seat} must beat the best card so far if it can: a higher "
    "card of {led_suit} than the {best}.",
    "rule.must_trump.seat": "Seat {seat} has no {led_suit}, so it must play a trump "
    "({trump_suit}).",
    "rule.must_overtrump.seat": "Seat {seat} must beat the trump {best} with a higher trump if "
    "it can.",
    "rule.marriage_pair.seat": "A marriage needs the King and Ober of {suit} in the hand of "
    "seat {seat}.",
    "rule.exchange_card.seat": "To exchange, seat {seat} needs the trump {rank}: {card}.",
    "rule.claim_first.seat": "Seat {seat} can claim 66 only on lead after a trick has been "
    "played.",
    "rule.claim_auto": "In this variant the deal ends by itself when a side reaches 66.",
    "rule.claim_contract": "During a contract the deal ends by itself when the aim is met or "
    "missed.",
    # bidding
    "rule.contract_low": "{contract} does not beat {current}; announce a higher contract or "
    "pass.",
    "rule.contract_unknown": "There is no contract {contract} in this variant; the contracts "
    "are {contracts}.",
    "rule.swap_exactly": Plural(
        "You may exchange exactly {count} card with the talon.",
        "You may exchange exactly {count} cards with the talon.",
        "count",
    ),
    "rule.swap_up_to": Plural(
        "You may exchange up to {count} card with the talon.",
        "You may exchange up to {count} cards with the talon.",
        "count",
    ),
    "rule.snapszer_trick": "Snapszer can be announced only while the opponent has taken no "
    "trick.",
    "rule.snapszer_none": "Snapszer cannot be announced now.",
    "rule.snapszer_variant": "This variant has no snapszer.",
    "rule.not_allowed": "{move_name} is not allowed now; the moves allowed are "
    "{allowed_moves}.",
    # what legal moves do
    "move.card": "Play {card}.",
    "move.marriage": "Announce the marriage in {suit} ({points.points}) and lead {card}.",
    "move.exchange": "Exchange the trump {rank} for the turned card, the {card}.",
    "move.close": "Close the talon: no more drawing, and the strict rules apply.",
    "move.claim": "Claim 66 and end the deal.",
    "move.trump": "Name {suit} as trump.",
    "move.turn": "Have the next card turned up: its suit becomes trump.",
    "move.call": "Call {card}: its holder becomes your partner.",
    "move.call.own": "Call {card}: you hold it yourself, so you play alone against the others.",
    "move.swap": "Exchange {cards} blind with the talon.",
    "move.contract": "Announce the contract {contract}.",
    "move.snapszer": "Announce snapszer: 66 without the opponents taking a trick.",
    "move.kontra": "Double the stakes (kontra).",
    "move.rekontra": "Redouble the stakes (rekontra).",
    "move.pass": "Pass.",
    # the log of the other players' moves (past tense; {seat} is ready text)
    "log.card": "{seat} played the {card}.",
    "log.m": "{seat} announced the marriage in {suit} ({points.points}) and led the {card}.",
    "log.x": "{seat} exchanged the trump {rank} for the turned trump card, the {card}.",
    "log.close": "{seat} closed the talon.",
    "log.claim": "{seat} claimed 66.",
    "log.trump": "{seat} named {suit} as trump.",
    "log.trump.call": "{seat} called {suit} as trump.",
    "log.turn": "{seat} had the next card turned up for trump.",
    # the same with the card turned up, which everybody has seen (the play widget's bidding)
    "log.turn.card": "{seat} had the next card turned up for trump: the {card}.",
    "log.call": "{seat} called the {card}.",
    "log.swap": Plural(
        "{seat} exchanged {count} card blind with the talon.",
        "{seat} exchanged {count} cards blind with the talon.",
        "count",
    ),
    "log.swap.none": "{seat} kept its hand and exchanged nothing with the talon.",
    "log.contract": "{seat} announced {contract}.",
    "log.snapszer": "{seat} announced snapszer.",
    "log.kontra": "{seat} doubled the stakes (kontra).",
    "log.rekontra": "{seat} redoubled the stakes (rekontra).",
    "log.pass": "{seat} passed.",
    # tricks
    "trick.led": "{winner_card} wins: no card of the suit led beat it and no trump was played.",
    "trick.led.trump": "{winner_card} wins: it is a trump, led, and nobody else played a trump.",
    "trick.higher": "{winner_card} wins: it is the highest {suit} card played.",
    "trick.trump": "{winner_card} wins: it is the highest trump in the trick.",
    # results
    "result.claim": Plural(
        "Seat {claimer} claimed 66 with {points} point.",
        "Seat {claimer} claimed 66 with {points} points.",
        "points",
    ),
    "result.wrong_claim": "Seat {claimer} claimed 66 without having it.",
    "result.last_trick": "The last trick decided the deal.",
    "result.reached": "A side reached 66.",
    # a close's end names the seat that closed ({seat}: the match table's result column)
    "result.closed_won": "Seat {seat} closed the talon and reached 66.",
    "result.closed_failed": "Seat {seat} closed the talon but did not reach 66.",
    "result.contract_made": "The contract {contract} was made.",
    "result.contract_failed": "The contract {contract} failed.",
    # why a deal ended, as a short phrase ("seat 2 wins 2 game points (a claim of 66)")
    # why a deal ended, with its numbers (schnapsen.explain_result): how it ended ...
    # a claim's points are its side's: with a partner (.side), a sentence may say so
    "result.why.claim.other.side": (
        "Seat {seat} claimed 66 with {points.points} together with its partner."),
    "result.why.claim.you.side": (
        "You claimed 66 with {points.points} together with your partner."),
    "result.why.claim.same.side": (
        "They claimed 66 with {points.points} together with their partner."),
    "result.why.claim_marriage.other.side": (
        "Seat {seat} claimed 66 with {points.points} together with its partner, the "
        "marriage shown with the claim ({marriage.points}) included."),
    "result.why.claim_marriage.you.side": (
        "You claimed 66 with {points.points} together with your partner, the marriage shown "
        "with the claim ({marriage.points}) included."),
    "result.why.wrong_claim_made.other.side": (
        "Seat {seat} claimed 66 with only {points.points} together with its partner, "
        "{short.points} short of {target}."),
    "result.why.wrong_claim_made.you.side": (
        "You claimed 66 with only {points.points} together with your partner, "
        "{short.points} short of {target}."),
    # a contract the reader played alone, lost by a trick (.you)
    "result.why.contract.lost_trick.you": "{contract} failed: you lost trick {number}.",
    "result.why.contract.took_trick.you": "{contract} failed: you took trick {number}.",
    "result.why.claim.you": "You claimed 66 with {points.points}.",
    "result.why.claim.other": "Seat {seat} claimed 66 with {points.points}.",
    "result.why.claim_marriage.you": "You claimed 66 with {points.points}, the marriage shown "
    "with the claim ({marriage.points}) included.",
    "result.why.claim_marriage.other": "Seat {seat} claimed 66 with {points.points}, the "
    "marriage shown with the claim ({marriage.points}) included.",
    "result.why.wrong_claim_made.you": "You claimed 66 with only {points.points}, "
    "{short.points} short of {target}.",
    "result.why.wrong_claim_made.other": "Seat {seat} claimed 66 with only {points.points}, "
    "{short.points} short of {target}.",
    "result.why.last_trick.you": "The cards ran out and you took the last trick, which decides "
    "the deal.",
    "result.why.last_trick.other": "The cards ran out and seat {seat} took the last trick, "
    "which decides the deal.",
    "result.why.reached.you": "You reached {target} ({points.points}), and the deal ended "
    "there.",
    "result.why.reached.side": "Your side reached {target} ({points.points}), and the deal "
    "ended there.",
    "result.why.reached.other": "Seat {seat} reached {target} ({points.points}), and the deal "
    "ended there.",
    "result.why.reached.others": "{seats.Nom} reached {target} ({points.points}), and the "
    "deal ended there.",
    "result.why.bonus": "The last trick brought {bonus.points} more.",
    "result.why.closed_won.you": "You closed the talon and reached {target} with "
    "{points.points}.",
    "result.why.closed_won.other": "Seat {seat} closed the talon and reached {target} with "
    "{points.points}.",
    "result.why.closed_failed.you": "You closed the talon but ended with {points.points}, "
    "{short.points} short of {target}.",
    "result.why.closed_failed.other": "Seat {seat} closed the talon but ended with "
    "{points.points}, {short.points} short of {target}.",
    # the side that won a failed close has fewer card points: said first, before the close
    # (hu reader 28); the winner: you, your opponent (a game for two), a seat
    "result.why.fewer.you": "You won with fewer points: a close that fails loses the "
    "deal.",
    "result.why.fewer.opp": "Your opponent won with fewer points: a close that fails loses the "
    "deal.",
    "result.why.fewer.other": "Seat {seat} won with fewer points: a close that fails loses the "
    "deal.",
    "result.why.closed_lost_trick.you": "You closed the talon and lost trick {number} before "
    "reaching {target}, with {points.points}.",
    "result.why.closed_lost_trick.other": "Seat {seat} closed the talon and lost trick "
    "{number} before reaching {target}, with {points.points}.",
    "result.why.closed_beaten.you": "You had closed the talon, but the other side reached "
    "{target} first.",
    "result.why.closed_beaten.other": "Seat {seat} had closed the talon, but the other side "
    "reached {target} first.",
    "result.why.contract.reached": "{contract} was made: the bidder's side reached {target} in "
    "trick {number}.",
    "result.why.contract.all_win": "{contract} was made: the bidder's side took every trick.",
    "result.why.contract.all_lose": "{contract} was made: the bidder's side took no trick.",
    "result.why.contract.lost_trick": "{contract} failed: the bidder's side lost trick "
    "{number}.",
    "result.why.contract.took_trick": "{contract} failed: the bidder's side took trick "
    "{number}.",
    "result.why.contract.opponents_trick": "{contract} failed: the opponents took trick "
    "{number}.",
    "result.why.contract.opponents_trick.one": "{contract} failed: the opponent took trick "
    "{number}.",
    "result.why.contract.not_reached": "{contract} failed: the bidder's side had "
    "{points.points} after trick {number}, {short.points} short of {target}.",
    # ... and what the game points were judged on (base: before kontra)
    "result.why.at_close": "The points count as they stood when the talon was closed.",
    # a won close: the loser's points and tricks as they stood at the close (whose, and why)
    "result.why.at_close.you": "For the game points your points and tricks count as they "
    "stood when the talon was closed, not what you took afterwards: a close fixes the "
    "opponent's count, while the closer's own points count to the end.",
    "result.why.at_close.side": "For the game points your side's points and tricks count as "
    "they stood when the talon was closed, not what your side took afterwards: a close "
    "fixes the opponents' count, while the closer's own points count to the end.",
    "result.why.at_close.other": "For the game points the points and tricks of seat {seat} "
    "count as they stood when the talon was closed, not what that seat took afterwards: a "
    "close fixes the opponent's count, while the closer's own points count to the end.",
    "result.why.at_close.others": "For the game points the points and tricks of {seats.nom} "
    "count as they stood when the talon was closed, not what they took afterwards: a close "
    "fixes the opponents' count, while the closer's own points count to the end.",
    "result.why.at_close.opp": "For the game points your opponent's points and tricks count "
    "as they stood when the talon was closed, not what they took afterwards: a close fixes "
    "the opponent's count, while the closer's own points count to the end.",
    # no trick in the whole deal (nobody closed) ...
    "result.why.no_trick.you": "You took no trick at all, so the deal is worth "
    "{base.game_points}.",
    "result.why.no_trick.side": "Your side took no trick at all, so the deal is worth "
    "{base.game_points}.",
    "result.why.no_trick.other": "Seat {seat} took no trick at all, so the deal is worth "
    "{base.game_points}.",
    "result.why.no_trick.others": "{seats.Nom} took no trick at all, so the deal is worth "
    "{base.game_points}.",
    # ... or none when the talon was closed (a won close: a trick after it does not count)
    "result.why.no_trick_at_close.you": "You had no trick when the talon was closed, so the "
    "deal is worth {base.game_points}.",
    "result.why.no_trick_at_close.side": "Your side had no trick when the talon was closed, "
    "so the deal is worth {base.game_points}.",
    "result.why.no_trick_at_close.other": "Seat {seat} had no trick when the talon was "
    "closed, so the deal is worth {base.game_points}.",
    "result.why.no_trick_at_close.others": "{seats.Nom} had no trick when the talon was "
    "closed, so the deal is worth {base.game_points}.",
    "result.why.no_trick_at_close.opp": "Your opponent had no trick when the talon was "
    "closed, so the deal is worth {base.game_points}.",
    "result.why.under_half.you": "You had {points.points}, fewer than {half}, so the deal is "
    "worth {base.game_points}.",
    "result.why.under_half.side": "Your side had {points.points}, fewer than {half}, so the "
    "deal is worth {base.game_points}.",
    "result.why.under_half.other": "Seat {seat} had {points.points}, fewer than {half}, so the "
    "deal is worth {base.game_points}.",
    "result.why.under_half.others": "{seats.Nom} had {points.points}, fewer than {half}, so "
    "the deal is worth {base.game_points}.",
    "result.why.over_half.you": "You had {points.points}, {half} or more, so the deal is worth "
    "{base.game_points}.",
    "result.why.over_half.side": "Your side had {points.points}, {half} or more, so the deal "
    "is worth {base.game_points}.",
    "result.why.over_half.other": "Seat {seat} had {points.points}, {half} or more, so the deal "
    "is worth {base.game_points}.",
    "result.why.over_half.others": "{seats.Nom} had {points.points}, {half} or more, so the "
    "deal is worth {base.game_points}.",
    # the same sentences without the deal's worth, where a headline above has said the game
    # points (a deal's caption: hr reader 31, "Igrač 1 dobio je 2 boda igre. … pa
    # dijeljenje vrijedi 2 boda igre."): the why only
    "result.why.no_trick.you.why": "You took no trick at all.",
    "result.why.no_trick.side.why": "Your side took no trick at all.",
    "result.why.no_trick.other.why": "Seat {seat} took no trick at all.",
    "result.why.no_trick.others.why": "{seats.Nom} took no trick at all.",
    "result.why.no_trick.opp.why": "Your opponent took no trick at all.",
    "result.why.no_trick_at_close.you.why": "You had no trick when the talon was "
    "closed.",
    "result.why.no_trick_at_close.side.why": "Your side had no trick when the talon was "
    "closed.",
    "result.why.no_trick_at_close.other.why": "Seat {seat} had no trick when the talon was "
    "closed.",
    "result.why.no_trick_at_close.others.why": "{seats.Nom} had no trick when the talon was "
    "closed.",
    "result.why.no_trick_at_close.opp.why": "Your opponent had no trick when the talon was "
    "closed.",
    "result.why.under_half.you.why": "You had {points.points}, fewer than {half}.",
    "result.why.under_half.side.why": "Your side had {points.points}, fewer than {half}.",
    "result.why.under_half.other.why": "Seat {seat} had {points.points}, fewer than {half}.",
    "result.why.under_half.others.why": "{seats.Nom} had {points.points}, fewer than {half}.",
    "result.why.under_half.opp.why": "Your opponent had {points.points}, fewer than {half}.",
    "result.why.over_half.you.why": "You had {points.points}, {half} or more.",
    "result.why.over_half.side.why": "Your side had {points.points}, {half} or more.",
    "result.why.over_half.other.why": "Seat {seat} had {points.points}, {half} or more.",
    "result.why.over_half.others.why": "{seats.Nom} had {points.points}, {half} or more.",
    "result.why.over_half.opp.why": "Your opponent had {points.points}, {half} or more.",
    # the same, where the last trick decided a deal the loser had passed the target in (sl
    # reader 25: "had 128 points, so at least 33, so the deal is worth 1" read as absurd)
    "result.why.over_half_last.you": "You had {points.points}, more than {half}, so "
    "the deal is worth only {base.game_points}; but the last trick, not the points, "
    "decided who won it.",
    "result.why.over_half_last.side": "Your side had {points.points}, more than {half}, so "
    "the deal is worth only {base.game_points}; but the last trick, not the points, "
    "decided who won it.",
    "result.why.over_half_last.other": "Seat {seat} had {points.points}, more than {half}, so "
    "the deal is worth only {base.game_points}; but the last trick, not the points, "
    "decided who won it.",
    "result.why.over_half_last.others": "{seats.Nom} had {points.points}, more than {half}, so "
    "the deal is worth only {base.game_points}; but the last trick, not the points, "
    "decided who won it.",
    "result.why.over_half_last.opp": "Your opponent had {points.points}, more than {half}, so "
    "the deal is worth only {base.game_points}; but the last trick, not the points, "
    "decided who won it.",
    # a game for two with the claim where the loser had the target and never claimed it (hu
    # and cs readers 27: "I had 70 and lost, and the result did not say why"): the last trick
    # decided because no one claimed, and the rule is the book's (the Hungarian and Czech
    # sources end the deal at 66 by itself); the points' line after it then says only why
    # the deal is worth so little
    "result.why.unclaimed.you": "You had {points.points} but did not claim {target}; by the "
    "book's rule the last trick then decides the deal, and your opponent took it.",
    "result.why.unclaimed.opp": "Your opponent had {points.points} but did not claim "
    "{target}; by the book's rule the last trick then decides the deal, and you took it.",
    "result.why.unclaimed.other": "Seat {seat} had {points.points} but did not claim {target}; "
    "by the book's rule the last trick then decides the deal, and seat {winner} took it.",
    "result.why.over_half_unclaimed.you": "As you had more than {half} points, the deal is "
    "worth only {base.game_points}.",
    "result.why.over_half_unclaimed.opp": "As your opponent had more than {half} points, the "
    "deal is worth only {base.game_points}.",
    "result.why.over_half_unclaimed.other": "As seat {seat} had more than {half} points, the "
    "deal is worth only {base.game_points}.",
    "result.why.flat": "In this game the last trick is worth a flat {base.game_points}.",
    "result.why.failed_close": "A failed close is worth {base.game_points} to the other side.",
    "result.why.failed_close.no_trick": "The other side had no trick when the talon was "
    "closed, so the failed close is worth {base.game_points} to it.",
    "result.why.failed_close.fixed": "In this game a failed close is worth "
    "{base.game_points}.",
    # the worth of a wrong claim: an edition may name the target it lacked ({target}: sl
    # "»Dovolj« brez {target} pik ...")
    "result.why.wrong_claim": MayDrop(
        "A wrong claim is worth {base.game_points} to the other side.", extra=("target",)),
    "result.why.wrong_claim.no_trick": MayDrop(
        "The other side had no trick, so the wrong claim is worth {base.game_points} to it.",
        extra=("target",)),
    "result.why.contract.made": "A contract made is worth {base.game_points} to the bidder's "
    "side.",
    "result.why.contract.failed": "A failed contract is worth {base.game_points} to each "
    "opponent.",
    "result.why.contract.failed.one": "A failed contract is worth {base.game_points} to the "
    "opponent.",
    "result.why.kontra": "Kontra doubled the stakes: {game_points.game_points}.",
    "result.why.rekontra": "Kontra and rekontra multiplied the stakes by {multiplier}: "
    "{game_points.game_points}.",
    "reason.claim": "a claim of 66",
    "reason.wrong_claim": "a wrong claim",
    "reason.last_trick": "the last trick",
    "reason.reached": "66 reached",
    "reason.closed_won": "closed and made",
    "reason.closed_failed": "a failed close",
    "reason.contract_made": "the contract made",
    "reason.contract_failed": "the contract failed",
    # widgets (schnapsen.widgets): controls
    "ui.tradition": "Game",
    "ui.style": "Cards",
    "ui.style.german": "German-suited",
    "ui.style.french": "French-suited",
    "ui.bot": "Opponents",
    # small counts said as words ({tricks.word.loc}; schnapsen.i18n.NumberWord)
    "number.1": "one",
    "number.2": "two",
    "number.3": "three",
    "number.4": "four",
    "number.5": "five",
    "number.6": "six",
    "number.7": "seven",
    "number.8": "eight",
    "number.9": "nine",
    "number.10": "ten",
    "ui.bot.random": "Random bot",
    # what each opponent does, a sentence told under the menu that names it (the random
    # bot's name says it all; schnapsen.widgets.play_bots.bot_note): the heuristic bot in a
    # game with bidding (.plain: without), the medium bot in a game with kontra (.bids: with
    # bidding but no kontra, .plain: with neither); .contract: a game for two with no bidding
    # but a contract announced in the play (hu snapszer)
    "ui.bot.about.heuristic": "Plays by rules of thumb and bids without judging its hand.",
    "ui.bot.about.heuristic.plain": "Plays by rules of thumb.",
    "ui.bot.about.heuristic.contract": "Plays by rules of thumb and announces {contract} "
    "without judging its hand.",
    "ui.bot.about.easy": "Plays carelessly at times.",
    "ui.bot.about.medium": "Bids and doubles from its hand.",
    "ui.bot.about.medium.bids": "Bids from its hand.",
    "ui.bot.about.medium.plain": "Plays by rules of thumb.",
    "ui.bot.about.medium.contract": "Announces {contract} when its hand is strong.",
    "ui.bot.about.hard": "Looks ahead.",
    # the menu's name in a game for two: one opponent (ui.bot: several)
    "ui.bot.one": "Opponent",
    # the opponents' short names in the menu (a phone shows them whole); what each does is
    # told under the menu (ui.bot.about.*)
    "ui.bot.short.heuristic": "Rule-of-thumb bot",
    "ui.bot.short.easy": "Easy bot",
    "ui.bot.short.medium": "Medium bot",
    "ui.bot.short.hard": "Hard bot",
    "ui.new_deal": "New deal",
    "ui.new_deal.tooltip": "Shuffle and deal again",
    "ui.seed": "Deal no.",
    "ui.seed.tooltip": "The number of the shuffle: type one to replay that deal",
    "ui.you": "You",
    # the reader named inside a sentence ("Sides: you and seat 3 against ...")
    "ui.you.word": "you",
    # a role word ("dealer", "forehand") inside a sentence: {role} the word in lower case;
    # a language that puts an article before it chooses it by the word's first sound,
    # {role:before a consonant|before a vowel} (hu "{role:a|az} {role}": "az osztó")
    "ui.role.word": "{role}",
    "ui.seat": "Seat {seat}",
    # the space between a seat's word and its number ("Seat 1"): a translation gives a
    # no-break space (U+00A0) so the two never part at a line's end (i18n.seats_glued)
    "ui.seat.glue": " ",
    "ui.hand": "Your hand:",
    "ui.actions": "Announce:",
    "ui.actions.trump": "Name trump:",
    # the actions row of a bidding round with its pass ("Rekontra / Passz")
    "ui.actions.bid": "Your decision:",
    # short card labels on buttons: corner letter, then the suit's symbol (French-suited
    # cards) or its name (German-suited: their symbols are emoji, missing from many fonts)
    "ui.card_label": "{rank} {suit}",
    "ui.suit_symbol": "{symbol} {name}",
    "ui.suit.french.H": "\u2665",
    "ui.suit.french.D": "\u2666",
    "ui.suit.french.S": "\u2660",
    "ui.suit.french.C": "\u2663",
    # widgets: buttons for moves other than a card
    "ui.action.marriage": "Announce {points.said} \u2014 lead the {card}",
    # the exchange button once the trump card has been exchanged in the deal (one a deal)
    "ui.action.marriage.tooltip": "Announce the marriage in {suit} and lead {card}",
    "ui.action.x": "Exchange the trump card",
    "ui.action.close": "Close the talon",
    "ui.action.claim": "Claim 66",
    # the claim where only the marriage it shows brings the points to the target
    "ui.action.claim.marriage": "Claim 66 with the marriage ({marriage.points})",
    "ui.action.snapszer": "Snapszer",
    "ui.action.trump": "Trump {suit}",
    "ui.action.turn": "Turn a card",
    "ui.action.call": "Call",
    "ui.action.swap": "Exchange",
    "ui.action.contract": "Play {contract}",
    "ui.action.kontra": "Kontra",
    "ui.action.rekontra": "Rekontra",
    "ui.action.pass": "Pass",
    # the pass of the blind exchange (hr-3) keeps the declarer's cards
    "ui.action.pass.swap": "Keep my cards",
    "ui.action.pass.swap.tooltip": "You keep your cards and exchange nothing with the talon.",
    "ui.choice.call": "Partner card:",
    # the call menu's first line: no card is called before the reader chooses one
    "ui.choice.call.prompt": "Choose a card to call",
    "ui.choice.swap": "Give away:",
    "ui.choice.swap.none": "nothing",
    # widgets: status of a running deal
    "ui.status.your_turn": "Your turn.",
    # the reader's turn inside a trick: the card led, which the reader must answer
    # {leader}: who led the card, inside a sentence ("your opponent", "seat 3", "your
    # partner": ui.partner.word)
    "ui.status.your_turn.answer": "Your turn: answer the {card} led by {leader}.",
    "ui.status.to_move": "{seat} to move.",
    # the reader's turn in the bidding, one line per stage: what the reader decides now (hu
    # "Rekontrázol, vagy passz?"), in place of "Your turn." and "Now: {stage}."
    "ui.status.your_turn.trump": "Your turn: name the trump suit.",
    "ui.status.your_turn.trump.call": "Your turn: call the trump suit.",
    "ui.status.your_turn.call": "Your turn: call a partner card.",
    "ui.status.your_turn.contract": "Your turn: announce a game, or pass?",
    "ui.status.your_turn.swap": "Your turn: exchange cards with the talon, or not?",
    "ui.status.your_turn.snapszer": "Your turn: announce snapszer, or not?",
    "ui.status.your_turn.kontra": "Your turn: double (kontra), or pass?",
    "ui.status.your_turn.rekontra": "Your turn: redouble (rekontra), or pass?",
    "ui.status.points": Plural(
        "You have {points} point.",
        "You have {points} points.",
        "points",
    ),
    "ui.status.pending": Plural(
        "{points} point of marriages waits for your first trick.",
        "{points} points of marriages wait for your first trick.",
        "points",
    ),
    "ui.status.trump": "Trump: {suit}.",
    "ui.status.no_trump": "No trump yet.",
    "ui.status.no_trumps_contract": "This contract is played without trumps.",
    "ui.status.talon": Plural(
        "{count} card left in the talon.",
        "{count} cards left in the talon.",
        "count",
    ),
    # a game whose players never draw (three-player Croatian, Slovenian): the talon lies aside
    "ui.status.talon.aside": Plural(
        "{count} card lies aside as the talon; nobody draws from it.",
        "{count} cards lie aside as the talon; nobody draws from it.",
        "count",
    ),
    "ui.status.talon_closed": "The talon is closed.",
    "ui.status.contract": "Game: {contract}, announced by {seat}.",
    "ui.history": "The deal so far",
    "ui.history.none": "No trick has been played yet.",
    "ui.history.trick": Plural(
        "{number}. {leader.Nom} led: {cards}; {winner} took it ({points} point).",
        "{number}. {leader.Nom} led: {cards}; {winner} took it ({points} points).",
        "points",
    ),
    # the same in a game for two: also the card led ({led}), the card played to it
    # ({reply}) and its player ({follower}), which a language may name one by one (cs
    # "vynesli jste červeného spodka, soupeř přidal červeného krále"), {cards} then unsaid
    "ui.history.trick.two": Plural(
        "{number}. {leader.Nom} led: {cards}; {winner} took it ({points} point).",
        "{number}. {leader.Nom} led: {cards}; {winner} took it ({points} points).",
        "points", optional=("cards",), extra=("led", "reply", "follower"),
    ),
    # the same where the taker's points after it are known (a game for two): the taker said
    # once, its running total folded into the trick's points (round 33, cs "štych vzal soupeř
    # (6 bodů, celkem 6)"), by who took it: the reader (.you) or the opponent (.opp)
    "ui.history.trick.two.you": Plural(
        "{number}. {leader.Nom} led: {cards}; you took it ({points} point, {total} in all).",
        "{number}. {leader.Nom} led: {cards}; you took it ({points} points, {total} in all).",
        "points", optional=("cards",), extra=("led", "reply", "follower", "winner"),
    ),
    "ui.history.trick.two.opp": Plural(
        "{number}. {leader.Nom} led: {cards}; your opponent took it ({points} point, "
        "{total} in all).",
        "{number}. {leader.Nom} led: {cards}; your opponent took it ({points} points, "
        "{total} in all).",
        "points", optional=("cards",), extra=("led", "reply", "follower", "winner"),
    ),
    # a trick's line with the taker's total folded in, then what followed it as a sentence of
    # its own ({after}: the draws, the second with the first, ui.history.drew.you.after_opp)
    "ui.history.trick.then": "{trick}. {after}.",
    "ui.history.card": "{card} ({seat})",
    # the same of the reader's own card, and of the opponent's in a game for two ({seat}: "you",
    # "your opponent"), which a language may say as whose the card is (hu "(a tiéd)")
    "ui.history.card.you": MayDrop("{card} ({seat})", "seat"),
    "ui.history.card.opp": MayDrop("{card} ({seat})", "seat"),
    # a trick's line, one sentence (round 31, hr): the trick ({trick}, without its full stop),
    # then what followed it ({after}: the points, the draws, listed with the language's "and")
    "ui.history.trick.after": "{trick} – {after}.",
    # the play widget's history, told as the deal goes: a close, the points of the trick's
    # taker's side after it, what each seat drew from the talon after it (the reader's own
    # cards by name, another seat's hidden; the turned trump card by name, it lay face up)
    "ui.history.close.you": "You closed the talon.",
    "ui.history.close.other": "Seat {seat} closed the talon.",
    # the claim that ended the deal ({target}: the points claimed, 66)
    # {target} (the points claimed) may be left out where the language's word for the claim
    # says it already (cs "Soupeř ohlásil „dost“.")
    "ui.history.claim.you": MayDrop("You claimed {target}.", "target"),
    "ui.history.claim.other": MayDrop("Seat {seat} claimed {target}.", "target"),
    "ui.history.claim.opp": MayDrop("Your opponent claimed {target}.", "target"),
    "ui.history.total.you": Plural("You have {points} point now.",
                                   "You have {points} points now.", "points"),
    "ui.history.total.side": Plural("Your side has {points} point now.",
                                    "Your side has {points} points now.", "points"),
    "ui.history.total.other": Plural("Seat {seat} has {points} point now.",
                                     "Seat {seat} has {points} points now.", "points"),
    "ui.history.total.others": Plural("{seats.Nom} have {points} point together now.",
                                      "{seats.Nom} have {points} points together now.",
                                      "points"),
    # after a marriage's line: it waits for its side's first trick (then the trick says so)
    "ui.history.marriage.wait.you": "It counts once you take a trick.",
    "ui.history.marriage.wait.side": "It counts once your side takes a trick.",
    "ui.history.marriage.wait.other": "It counts once seat {seat} takes a trick.",
    "ui.history.marriage.wait.others": "It counts once that side takes a trick.",
    # a sentence of its own in the trick's line, not joined to the draws (round 38, cs)
    "ui.history.marriage.counts": "With this trick the marriage counts too ({points.points}).",
    "ui.history.drew.you": "You drew the {card}.",
    "ui.history.drew.other": Plural("Seat {seat} drew a card.",
                                    "Seat {seat} drew {count} cards.", "count"),
    "ui.history.turned.you": "You drew the turned trump card, the {card}.",
    "ui.history.turned.other": "Seat {seat} drew the turned trump card, the {card}.",
    # in a game for two, the reader's draw after the opponent's, said with what came before
    # it in the trick's line ({before}: the points, the opponent's draw), as one clause
    # that may set the two apart (hu "…, te pedig a tök ászt húztad")
    "ui.history.drew.you.after_opp": "{before} and you drew the {card}",
    "ui.history.turned.you.after_opp": "{before} and you drew the turned trump card, the {card}",
    # the game for two, told to the reader: the other player is "your opponent", not a
    # seat (the play widget; schnapsen.explain_result's ".opp" sentences)
    "ui.opponent": "Your opponent",  # the label: under a hand, a column, a line's head
    "ui.opponent.word": "your opponent",
    "ui.partner.word": "your partner",  # the reader's partner inside a sentence, its side known
    "result.why.claim.opp": "Your opponent claimed 66 with {points.points}.",
    # the claimer, when the headline above has named them alone ("Seat 2 won 2 game
    # points."): not named again
    "result.why.claim.same": "They claimed 66 with {points.points}.",
    "result.why.claim_marriage.same": "They claimed 66 with {points.points}, the marriage "
    "shown with the claim ({marriage.points}) included.",
    "result.why.last_trick.same": "The cards ran out and they took the last trick, which "
    "decides the deal.",
    "result.why.reached.same": "They reached {target} ({points.points}), and the deal ended "
    "there.",
    "result.why.closed_won.same": "They closed the talon and reached {target} with "
    "{points.points}.",
    "result.why.claim_marriage.opp": (
        "Your opponent claimed 66 with {points.points}, the marriage shown with the claim "
        "({marriage.points}) included."),
    "result.why.wrong_claim_made.opp": (
        "Your opponent claimed 66 with only {points.points}, {short.points} short of {target}."),
    "result.why.last_trick.opp": (
        "The cards ran out and your opponent took the last trick, which decides the deal."),
    "result.why.reached.opp": "Your opponent reached {target} ({points.points}), and the deal "
    "ended there.",
    "result.why.closed_won.opp": (
        "Your opponent closed the talon and reached {target} with {points.points}."),
    "result.why.closed_failed.opp": (
        "Your opponent closed the talon but ended with {points.points}, {short.points} short of "
        "{target}."),
    "result.why.closed_lost_trick.opp": (
        "Your opponent closed the talon and lost trick {number} before reaching {target}, with "
        "{points.points}."),
    "result.why.closed_beaten.opp": (
        "Your opponent had closed the talon, but you reached {target} first."),
    "result.why.no_trick.opp": (
        "Your opponent took no trick at all, so the deal is worth {base.game_points}."),
    "result.why.under_half.opp": (
        "Your opponent had {points.points}, fewer than {half}, so the deal is worth "
        "{base.game_points}."),
    "result.why.over_half.opp": (
        "Your opponent had {points.points}, {half} or more, so the deal is worth "
        "{base.game_points}."),
    # a game for two (the variant's teams: every seat alone): who gets a failed close's or a
    # wrong claim's game points, and who reached the target first against a close, said as
    # "you", "your opponent" or "the other player" (no reader), never "the other side"
    "result.why.closed_beaten.you.solo": (
        "You had closed the talon, but your opponent reached {target} first."),
    "result.why.closed_beaten.other.solo": (
        "Seat {seat} had closed the talon, but the other player reached {target} first."),
    "result.why.failed_close.you": (
        "A failed close is worth {base.game_points} to you."),
    "result.why.failed_close.opp": (
        "A failed close is worth {base.game_points} to your opponent."),
    "result.why.failed_close.solo": (
        "A failed close is worth {base.game_points} to the other player."),
    "result.why.failed_close.no_trick.you": (
        "You had no trick when the talon was closed, so the failed close is worth "
        "{base.game_points} to you."),
    "result.why.failed_close.no_trick.opp": (
        "Your opponent had no trick when the talon was closed, so the failed close is worth "
        "{base.game_points} to them."),
    "result.why.failed_close.no_trick.solo": (
        "The other player had no trick when the talon was closed, so the failed close is worth "
        "{base.game_points} to them."),
    "result.why.wrong_claim.you": MayDrop(
        "A wrong claim is worth {base.game_points} to you.",
        extra=("target",)),
    "result.why.wrong_claim.opp": MayDrop(
        "A wrong claim is worth {base.game_points} to your opponent.",
        extra=("target",)),
    "result.why.wrong_claim.solo": MayDrop(
        "A wrong claim is worth {base.game_points} to the other player.",
        extra=("target",)),
    "result.why.wrong_claim.no_trick.you": MayDrop(
        "You had no trick, so the wrong claim is worth {base.game_points} to you.",
        extra=("target",)),
    "result.why.wrong_claim.no_trick.opp": MayDrop(
        "Your opponent had no trick, so the wrong claim is worth {base.game_points} to them.",
        extra=("target",)),
    "result.why.wrong_claim.no_trick.solo": MayDrop(
        "The other player had no trick, so the wrong claim is worth {base.game_points} to them.",
        extra=("target",)),
    # the wrong claim's worth where the tradition counts a match down (MatchRules.result
    # "goes": hr "protivnik ide za tri")
    "result.why.wrong_claim.goes": MayDrop(
        "After a wrong claim the other side goes down by {base.word}.", extra=("target",)),
    "result.why.wrong_claim.no_trick.goes": MayDrop(
        "The other side had no trick, so after the wrong claim it goes down by {base.word}.",
        extra=("target",)),
    "result.why.wrong_claim.you.goes": MayDrop(
        "After a wrong claim you go down by {base.word}.", extra=("target",)),
    "result.why.wrong_claim.opp.goes": MayDrop(
        "After a wrong claim your opponent goes down by {base.word}.", extra=("target",)),
    "result.why.wrong_claim.solo.goes": MayDrop(
        "After a wrong claim the other player goes down by {base.word}.", extra=("target",)),
    "result.why.wrong_claim.no_trick.you.goes": MayDrop(
        "You had no trick, so after the wrong claim you go down by {base.word}.",
        extra=("target",)),
    "result.why.wrong_claim.no_trick.opp.goes": MayDrop(
        "Your opponent had no trick, so after the wrong claim they go down by {base.word}.",
        extra=("target",)),
    "result.why.wrong_claim.no_trick.solo.goes": MayDrop(
        "The other player had no trick, so after the wrong claim they go down by {base.word}.",
        extra=("target",)),
    "ui.puzzle.exchange.opp": (
        "Your opponent exchanged the trump {rank} for the turned trump card, the {card}."),
    "ui.puzzle.marriage.opp": "Your opponent announced the marriage in {suit} ({points.points}).",
    "ui.history.close.opp": "Your opponent closed the talon.",
    "ui.history.turned.opp": "Your opponent drew the turned trump card, the {card}.",
    "ui.history.drew.opp": Plural(
        "Your opponent drew a card.",
        "Your opponent drew {count} cards.",
        "count"),
    # the opponent's draw after the reader's, with what came before it in the trick's line
    # (see ui.history.drew.you.after_opp)
    "ui.history.drew.opp.after_you": Plural(
        "{before} and your opponent drew a card",
        "{before} and your opponent drew {count} cards",
        "count"),
    "ui.history.turned.opp.after_you": (
        "{before} and your opponent drew the turned trump card, the {card}"),
    "ui.history.marriage.wait.opp": "It counts once your opponent takes a trick.",
    "ui.history.total.opp": Plural(
        "Your opponent has {points} point now.",
        "Your opponent has {points} points now.",
        "points"),
    # the question before a claim short of the target by the points the reader can count
    # ({short}: the points missing, which a language may say: sl "manjka ti še 5")
    "ui.claim.confirm": Plural(
        "You have {points} point, and a claim needs {target}. Claim anyway?",
        "You have {points} points, and a claim needs {target}. Claim anyway?", "points",
        extra=("short",)),
    "ui.claim.confirm.marriage": Plural(
        "With the marriage you would show you have {points} point, and a claim needs "
        "{target}. Claim anyway?",
        "With the marriage you would show you have {points} points, and a claim needs "
        "{target}. Claim anyway?", "points", extra=("short",)),
    # what a wrong claim costs, said after the question ({gp}: the game points the variant
    # gives the other side for it, with the tricks it has now; .opp: the game for two)
    "ui.claim.cost.opp": "A wrong claim gives your opponent {gp.game_points}.",
    "ui.claim.cost": "A wrong claim gives the other side {gp.game_points}.",
    "ui.claim.anyway": "Claim anyway",
    "ui.claim.cancel": "Play on",
    "ui.claim.ask": "Ask before a claim short of 66",
    "ui.history.more": Plural(
        "({count} earlier trick not shown)",
        "({count} earlier tricks not shown)",
        "count",
    ),
    # widgets: the end of a deal
    "ui.result.you_won": Plural(
        "You won {game_points} game point.",
        "You won {game_points} game points.",
        "game_points",
    ),
    "ui.result.others_won": Plural(
        "{seats.Nom} won {game_points} game point.",
        "{seats.Nom} won {game_points} game points.",
        "game_points",
    ),
    # the same where the variant's tradition tells the winner its own way (MatchRules.result
    # "goes": the countdown from 7, hr "Protivnik ide za dva"); English says it as above
    "ui.result.you_won.goes": Plural(
        "You won {game_points} game point.",
        "You won {game_points} game points.",
        "game_points",
    ),
    "ui.result.others_won.goes": Plural(
        "{seats.Nom} won {game_points} game point.",
        "{seats.Nom} won {game_points} game points.",
        "game_points",
    ),
    "ui.result.and": " and ",
    # "and" before the last of moves whose names hold the language's "and" themselves (hr
    # "zvanje 20 u žiru i izlazak kraljem žira te zvanje 20 u žiru i izlazak babom žira")
    "ui.result.and.inner": "; and ",
    # between the last two of several choices in a sentence ("it may: A; B or C")
    "ui.list.or": " or ",
    # a list of cards asked as {cards.each.acc}: each card as this says it, where the
    # language repeats a word before every card of a list (hu "a zöld ászt és a zöld
    # alsót"); ".sound", before a card whose name opens with a vowel (hu "az")
    "list.each": "{item}",
    "list.each.sound": "{item}",
    # "yes" where cards of one rank in a list are said with the rank once (sl "bučno in
    # želodovo damo", not "bučno damo in želodovo damo"); "no" where each card is named
    # in full
    "list.fold": "no",
    "ui.result.again": "Press \u201cNew deal\u201d to play again.",
    "ui.result.you_claim": Plural(
        "You claimed 66 with {points} point.",
        "You claimed 66 with {points} points.",
        "points",
    ),
    "ui.result.you_wrong_claim": "You claimed 66 without having it.",
    "ui.history.marriage": "{seat} announced the marriage in {suit} ({points.points}).",
    # the reader's seat, and match mode
    "ui.seat_choice": "Your seat:",
    "ui.seat_choice.forehand": "Forehand (leads first)",
    "ui.seat_choice.dealer": "Dealer",
    "ui.match": "Play a match",
    # a rule the reader may switch at a tradition's table (widgets.play.TableRule)
    # a score of two sides or seats, as a score sheet writes it ("2–0")
    "score.pair": "{a}–{b}",
    "ui.rule.caller_always": "As the Slovenian source says: the caller may announce any game, "
    "even a lower one, and it is played",
    "ui.rule.reach_66": "As the source says: reaching 66 wins the deal at once",
    "ui.rule.source_hu": "As the Hungarian source has it: reaching 66 ends the deal at once, the "
    "trump card may be exchanged as long as the talon lies on it, and once the talon is gone you "
    "need only follow suit (untick for the book's rules: the claim, the exchange limit, heading "
    "the trick and trumping)",
    "ui.rule.source_cs": "As the Czech source has it: reaching 66 ends the deal at once, and the "
    "trump card may be robbed as long as it lies under the talon (untick for the Austrian claim "
    "and exchange limit)",
    "ui.rule.nine_after_trick": "As several descriptions of Sixty-Six have it: only a player who "
    "has already won a trick may exchange the trump Nine",
    "ui.match.target": "Play to:",
    "ui.match.seed": "Match no.",
    "ui.match.seed.tooltip": "The number of the match: type one to replay its deals",
    "ui.new_match": "New match",
    "ui.new_match.tooltip": "Start a new match with new cards",
    "ui.next_deal": "Next deal",
    "ui.match.next": "Press \u201cNext deal\u201d to go on with the match.",
    "ui.match.again": "Press \u201cNew match\u201d to play another match.",
    "ui.match.you_won": "You won the match after {deals.deals}.",
    "ui.match.others_won": "{seat} won the match after {deals.deals}.",
    "ui.match.krejci": "{krejci}: the match counts {value.times} (scored as in Austrian "
    "practice; the Czech source gives it no value).",
    "ui.match.sheet": "Score sheet",
    "ui.match.sheet.countdown": "Each player starts at {target} and takes off the game points "
    "they win; the first to come down to 0 wins the match.",
    "ui.match.sheet.schneider": "A loser who never scored makes the match count double "
    "(krej\u010d\u00ed); a loser who came down to 1 while the winner still had 7 makes it count "
    "four times (krej\u010d\u00ed zp\u011bt). Both are scored as in Austrian practice.",
    "ui.match.sheet.markers": "{target} marker cards lie in the pool; the winner of a deal takes "
    "as many as its game points, from the pool and then from the opponent; whoever holds all "
    "{target} wins the match.",
    "ui.match.sheet.race": "The game points won are written down and added up; the first to "
    "reach {target} wins the match.",
    "ui.match.col.deal": "Deal",
    "ui.match.col.won": "Won by",
    "ui.match.col.game_points": "Game points",
    # widgets: the games for three to five (seats, bidding, sides)
    "ui.seat_choice.dealer_out": "Dealer (sits out the deal)",
    "ui.seat_choice.second": "{seat} (plays after the forehand)",
    "ui.seat_choice.before_dealer": "{seat} (plays before the dealer)",
    "ui.seat_choice.middle": "{seat} (plays in the middle)",
    "ui.status.stage": "Now: {stage}.",
    "ui.not_a_move": "That is not a move of the game.",
    "ui.status.dealer": "Dealer this deal: {seat}.",
    "ui.status.sitting_out": "You dealt and sit out this deal; the others play it.",
    "ui.status.multiplier": "The stakes are raised: the game points count {multiplier.times}.",
    # the same line for each level (schnapsen.widgets.play_status): a kontra doubles, a
    # rekontra doubles again
    "ui.status.multiplier.kontra": "The stakes are doubled (kontra): the game points count "
    "{multiplier.times}.",
    "ui.status.multiplier.rekontra": "The stakes are doubled again (rekontra): the game points "
    "count {multiplier.times}.",
    "ui.status.called": "Called card: {card}.",
    # a puzzle's or the day's position: the called card and who called it
    "ui.status.called_by": "Called card: {card} (called by {seat}).",
    "ui.status.you_hold_called": "You hold the called card: you play with {seat}, and the "
    "others do not know it yet.",
    "ui.status.you_hold_own_called": "You hold the called card yourself: you play alone "
    "against the others, who do not know it yet.",
    "ui.status.partner_unknown": "Who holds the called card is not known yet.",
    "ui.status.sides": "Sides: {side} against {others}.",
    "ui.status.sides.you": "You play against {seats}.",
    "ui.status.sides.we": "{side.Nom} play against {seats}.",
    "ui.status.sides.others": "{side.Nom} {side:play|plays|play} against {seats}.",
    "ui.status.side_points": Plural(
        "{seats.Nom}: {points} point.",
        "{seats.Nom}: {points} points.",
        "points",
    ),
    "ui.bidding": "Bidding",
    "ui.bidding.you": "You chose: {choice}.",
    # the reader's own bid, one sentence for each kind (a blind exchange names the cards: the
    # reader knows them)
    "ui.bidding.you.trump": "You named {suit} as trump.",
    "ui.bidding.you.trump.call": "You called {suit} as trump.",
    "ui.bidding.you.turn": "You had the next card turned up for trump.",
    "ui.bidding.you.swap.got": "You put {cards} into the talon and got {got} blind.",
    "ui.bidding.you.turn.card": "You had the next card turned up for trump: the {card}; "
    "{suit} is trump.",
    "ui.bidding.you.call": "You called the {card}.",
    "ui.bidding.you.swap": "You exchanged {cards} with the talon.",
    "ui.bidding.you.swap.none": "You kept your hand and exchanged nothing with the talon.",
    "ui.bidding.you.contract": "You announced {contract}.",
    "ui.bidding.you.snapszer": "You announced snapszer.",
    "ui.bidding.you.kontra": "You doubled the stakes (kontra).",
    "ui.bidding.you.rekontra": "You redoubled the stakes (rekontra).",
    "ui.bidding.pass": "{seat} passed ({stage}).",
    "ui.bidding.you_pass": "You passed ({stage}).",
    # a pass says what was declined, by the stage of the bidding
    "ui.bidding.pass.contract": "{seat} announced no contract.",
    "ui.bidding.pass.swap": "{seat} exchanged no cards.",
    "ui.bidding.pass.snapszer": "{seat} did not announce snapszer.",
    "ui.bidding.pass.kontra": "{seat} did not double.",
    "ui.bidding.pass.rekontra": "{seat} did not redouble.",
    "ui.bidding.you_pass.contract": "You announced no contract.",
    "ui.bidding.you_pass.swap": "You exchanged no cards.",
    "ui.bidding.you_pass.snapszer": "You did not announce snapszer.",
    "ui.bidding.you_pass.kontra": "You did not double.",
    "ui.bidding.you_pass.rekontra": "You did not redouble.",
    # once the reader knows a partner: the points are the side's
    "ui.status.your_side_points": Plural(
        "Your side has {points} point.",
        "Your side has {points} points.",
        "points",
    ),
    # a countdown match: everybody starts from the number chosen and counts down to 0
    "ui.match.start": "Start from:",
    # the aim of a contract, said from its data (variants.base.Contract): clauses joined by
    # aim.sep, after "Aim:" in a button's tooltip and in the status
    "ui.contract.aim": "Aim: {aim}.",
    "ui.snapszer.tooltip": "Announce snapszer.",
    "aim.target": "reach {target.points}",
    "aim.target_within": Plural(
        "reach {target.points} within the first trick",
        "reach {target.points} within the first {tricks.word} tricks",
        "tricks",
    ),
    "aim.win_all": "take every trick",
    "aim.lose_all": "take no trick",
    "aim.opponents_no_trick": "the opponents taking no trick",
    # the same in a game for two, where the bidder has one opponent (.solo)
    "aim.opponents_no_trick.solo": "the opponent taking no trick",
    "aim.no_trumps": "without trumps",
    # a game that takes every trick and keeps its trumps (sl paver), said against one that
    # plays without them (durhmarš)
    "aim.trumps": "with trumps",
    "aim.sep": ", ",
    # a contract in one sentence (explain.contract_summary): its aim, and what it brings made
    "aim.summary": "{contract}: the aim is to {aim}; made, it brings "
    "{value.game_points}.",
    "ui.match.sheet.bunko": "Whoever has the fewest points when the match ends takes the bunkó.",
    "ui.match.bunko": "{seat} takes the bunkó (the fewest points).",
    "ui.match.you_bunko": "You take the bunkó (the fewest points).",
    # the play widget's hint: the reader's legal moves ranked by the search (search.hint)
    # the summary of the collapsed figures (a toggle) under a hint list and a guided grade
    "ui.figures": "In figures",
    "ui.hint": "What would you play here, and why?",
    "ui.hint.tooltip": "Your legal moves, best first, weighed from what you can see",
    "ui.hint.heading": "Your moves, best first",
    # under the list: the one measure of every figure in it (search.measure.*)
    "ui.hint.measure": "The figures: {measure} (+ won, \u2212 lost).",
    # said once under a hint list whose lines count the deals the search tried (the note
    # each such line would end in): .opp the game for two
    "ui.hint.tried": "We played out each of these deals with every card face up; the other "
                     "players' real cards may differ.",
    "ui.hint.tried.opp": "We played out each of these deals with every card face up; your "
                         "opponent's real cards may differ.",
    # a figure equal to the one above: the two moves are as good as each other
    "ui.hint.equal": "{value}, as good as the move above",
    # a hint's value, then in how many of the likely deals its reason's cause holds (and what
    # it wins), in the figures' small type
    "ui.hint.figures": "{value}; {counts}",
    # an exact value (every card's place known) is a whole number of game points
    "ui.hint.exact": Plural(
        "{sign}{points} game point", "{sign}{points} game points", "points",
    ),
    # an estimate, always one decimal ("-0.7", "+1.0"; the mark of ui.hint.decimal): not a
    # count, no plural forms
    "ui.hint.mean": "{value} game points on average",
    # an estimate that is whole at one decimal ("0", "+1", not "0.0", "+1.0"): a count of
    # game points, with its plural forms
    "ui.hint.mean.whole": Plural(
        "{sign}{points} game point on average", "{sign}{points} game points on average",
        "points",
    ),
    "ui.hint.decimal": ".",
    # {choice}: the move in words; {reason}: why (search.why.*); its figure follows apart
    "ui.hint.item": "{choice}: {reason}.",
    # a line of the hint list (round 27): the move, its verdict (ui.hint.verdict.*), then its
    # reason as a sentence of its own and its value on a line of its own, apart
    "ui.hint.head": "{choice} \u2014 {grade}.",
    # the verdicts, a label after the move's name: the first move; a move worth as much as it;
    # a move worth less, within half a game point of it (the grades' "good") or more
    "ui.hint.verdict.best": "best",
    "ui.hint.verdict.equal": "as good",
    "ui.hint.verdict.equal.loss": "worth as much",
    "ui.hint.verdict.good": "good",
    # a good move that loses most of the likely deals: not praised (round 33, cs 6)
    "ui.hint.verdict.good.close": "only a little worse than the best",
    "ui.hint.verdict.mistake": "a mistake",
    # the same where every move loses the deal in every deal judged: how much more it loses
    # than the least loss, not "below the best move" (round 37, cs: "chyba" said bare)
    "ui.hint.verdict.mistake.least": "a mistake (on average it loses {loss} game points more "
    "than the smallest loss)",
    "ui.hint.verdict.mistake.least.exact": "a mistake (it loses {loss} game points more than "
    "the smallest loss)",
    # the same where the loss is a whole number of game points: the unit agrees with it
    # (round 38, cs "o 1 herní bod", sl "za 1 točko")
    "ui.hint.verdict.mistake.least.whole": Plural(
        "a mistake (on average it loses {loss} game point more than the smallest loss)",
        "a mistake (on average it loses {loss} game points more than the smallest loss)",
        "loss"),
    "ui.hint.verdict.mistake.least.exact.whole": Plural(
        "a mistake (it loses {loss} game point more than the smallest loss)",
        "a mistake (it loses {loss} game points more than the smallest loss)", "loss"),
    # where every move loses the deal in every deal judged (round 29, hr: "good" said of a
    # move that loses): the first and the others within half a game point of it, and the
    # sentence said once under the list
    "ui.hint.verdict.least": "the smallest loss",
    "ui.hint.verdict.more": "a slightly larger loss",
    # as much as the first where every move loses (round 31, hr: "jednako dobar potez" after
    # "najmanji gubitak")
    "ui.hint.verdict.equal.least": "an equally small loss",
    # the one legal move, a card or another move: no rank (round 33, hu 11, hr 9: "the best
    # move" said of the only card the reader could play)
    "ui.hint.verdict.only": "the only card you may play",
    "ui.hint.verdict.only.move": "the only move you may make",
    "ui.hint.all_lost": "Every move loses this deal in every deal we played out that fits what "
    "you have seen: the list ranks the moves by how much they lose.",
    # said once under a hint list of more moves than one (round 35, a new learner: the best
    # move at "-0.1" and winning fewer of the likely deals than a good one read as wrong)
    "ui.hint.best_means": "\u201cBest\u201d means the move that brings you the most game points "
    "on average. So the best move can have a negative figure, or win fewer deals than "
    "another move.",
    # the one measure every line of a hint list over likely deals ends in, said the same way
    # on each line so that the lines compare (code39a; reader 35, sl 2: "you win the deal",
    # "you take this trick", "your opponent wins the deal" on three lines of one list): in
    # how many of them the move wins the deal; .all, .none; .solo where the reader plays
    # alone, else said of the side. A sentence (capitalised where it opens one)
    "ui.hint.won.solo": Plural(
        "you win the deal in {won_in} of the {worlds} deal that fits what you have seen",
        "you win the deal in {won_in} of the {worlds} deals that fit what you have seen",
        "worlds"),
    "ui.hint.won.solo.all": Plural(
        "you win the deal in the one deal that fits what you have seen",
        "you win the deal in all {worlds} deals that fit what you have seen", "worlds"),
    "ui.hint.won.solo.none": Plural(
        "you win the deal in none of the {worlds} deal that fits what you have seen",
        "you win the deal in none of the {worlds} deals that fit what you have seen",
        "worlds"),
    "ui.hint.won": Plural(
        "your side wins the deal in {won_in} of the {worlds} deal that fits what you have seen",
        "your side wins the deal in {won_in} of the {worlds} deals that fit what you have "
        "seen", "worlds"),
    "ui.hint.won.all": Plural(
        "your side wins the deal in the one deal that fits what you have seen",
        "your side wins the deal in all {worlds} deals that fit what you have seen", "worlds"),
    "ui.hint.won.none": Plural(
        "your side wins the deal in none of the {worlds} deal that fits what you have seen",
        "your side wins the deal in none of the {worlds} deals that fit what you have seen",
        "worlds"),
    # a line of the figures behind the hint list's toggle: the move and its value
    "ui.hint.figure.line": "{choice}: {value}.",
    "ui.hint.over": "Hints are for your turn: this deal is over.",
    "ui.hint.wait": "Hints are for your turn: now {seat} is to move.",
    # widgets: the trick explorer
    "ui.trick.trump": "Trump:",
    "ui.trick.no_trump": "none",
    "ui.trick.players": "Players:",
    "ui.trick.lead": "Lead:",
    "ui.trick.answer": "Follow {number}:",
    "ui.trick.strict": "Strict rules (talon closed or used up)",
    "ui.trick.hand": "Hand of the last player:",
    "ui.trick.hand.placeholder": "card codes, e.g. AH KS QD",
    "ui.trick.winner": "{seat} takes the trick with the {card}.",
    "ui.trick.duplicate": "{card} is chosen twice: every card is in the deck only once.",
    "ui.trick.bad_card": "Not a card code: {text}. Write a rank (A T K Q J 9) and a suit "
    "(H D S C), e.g. QH.",
    "ui.trick.not_in_deck": "{card} is not in the deck of {variant}.",
    "ui.trick.hand_in_trick": "{card} is already in the trick, so it cannot be in the hand.",
    "ui.trick.open": "The talon is open: this hand may play any of its cards ({cards}).",
    "ui.trick.legal": "Under the strict rules this hand may follow with: {cards}.",
    "ui.trick.answer_legal": "{card}, the last card shown, is allowed.",
    "ui.trick.answer_illegal": "{card}, the last card shown, would not be allowed.",
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
    "ui.score.points": Plural(
        "{points} game point for {who}.",
        "{points} game points for {who}.",
        "points",
    ),
    "ui.score.who.winner": "the winner",
    "ui.score.who.closer": "the closer",
    "ui.score.who.opponent": "the opponent",
    "ui.score.last_flat": "In {variant} the winner of the last trick scores 1 game point, "
    "whatever the loser holds.",
    "ui.score.rule9": Plural(
        "The winner scores 3 game points if the loser took no trick, 2 if the loser has "
        "fewer than {half} point, otherwise 1.",
        "The winner scores 3 game points if the loser took no trick, 2 if the loser has "
        "fewer than {half} points, otherwise 1.",
        "half",
    ),
    "ui.score.rule9.3": "The loser took no trick.",
    "ui.score.rule9.2": Plural(
        "The loser took a trick but has only {points} point, fewer than {half.points}.",
        "The loser took a trick but has only {points} points, fewer than {half.points}.",
        "points",
    ),
    "ui.score.rule9.1": Plural(
        "The loser took a trick and has {points} point, at least {half.points}.",
        "The loser took a trick and has {points} points, at least {half.points}.",
        "points",
    ),
    # the same judged at the close (a closer won: the loser's figures then, not now)
    "ui.score.rule9.2.closed": Plural(
        "By the close the loser had taken a trick but had only {points} point, fewer than "
        "{half.points}.",
        "By the close the loser had taken a trick but had only {points} points, fewer than "
        "{half.points}.",
        "points",
    ),
    "ui.score.rule9.1.closed": Plural(
        "By the close the loser had taken a trick and had {points} point, at least "
        "{half.points}.",
        "By the close the loser had taken a trick and had {points} points, at least "
        "{half.points}.",
        "points",
    ),
    # the same of a losing side of more than one seat
    "ui.score.rule9.3.side": "The losing side took no trick.",
    "ui.score.rule9.2.side": Plural(
        "The losing side took a trick but has only {points} point, fewer than {half.points}.",
        "The losing side took a trick but has only {points} points, fewer than {half.points}.",
        "points",
    ),
    "ui.score.rule9.1.side": Plural(
        "The losing side took a trick and has {points} point, at least {half.points}.",
        "The losing side took a trick and has {points} points, at least {half.points}.",
        "points",
    ),
    "ui.score.closed_won": "The loser's points and tricks count as they stood when the talon "
    "was closed.",
    "ui.score.rule10": "When the closer fails to reach 66, the opponent scores 3 game "
    "points if it had no trick when the talon was closed, otherwise 2.",
    "ui.score.rule10.fixed": Plural(
        "In {variant} a failed close always gives the opponent {points} game point.",
        "In {variant} a failed close always gives the opponent {points} game points.",
        "points",
    ),
    "ui.score.rule7": "A wrong claim gives the opponent 3 game points if it had no "
    "trick, otherwise 2.",
    # the close trainer (schnapsen.widgets.close)
    "ui.close.decimal_mark": ".",
    "ui.close.close": "Close the talon",
    "ui.close.play_on": "Play on",
    "ui.close.next": "Next position",
    "ui.close.opponent_name": "Opponent",
    "ui.close.question": "Your lead. Do you close the talon, or play on?",
    "ui.close.finding": "One moment: looking for the next position…",
    "ui.close.on_lead": "{variant}: you are on lead and may close the talon.",
    # under the positions of a game whose source does not describe closing (Variant.
    # closing_in_source: the Hungarian game for two)
    "ui.close.book_rule": "The source of this game does not describe closing the talon; the "
    "trainer plays the book's rule.",
    # a small line in the practice widgets (guided hands, puzzles, the close trainer) for a
    # game whose source reads some rules otherwise (Variant.source_rules: the Hungarian and
    # Czech games for two): what the book's rules they play mean there, one clause for each
    # rule, joined as a list ({rules}: "A, B and C")
    # between the clauses, and before the last one (each clause a sentence of its own:
    # "A, B, and C"; "A, and B")
    "ui.book_rules.sep": ", ",
    "ui.book_rules.and": ", and ",
    "ui.book_rules.hands": "These hands follow the book's rules: {rules}.",
    "ui.book_rules.positions": "These positions follow the book's rules: {rules}.",
    "ui.book_rules.questions": "These questions follow the book's rules: {rules}.",
    # a practice widget's badge over a Hungarian or Czech game, a link to the chapter's section
    # on which rules the book plays ({variant}: the game's name as a heading writes it)
    "ui.book_rules.badge": "{variant} — the book's rules",
    # the deal does not end by itself at the target
    "ui.book_rules.claim.manual": "you claim {target} by saying “enough”",
    # the trump card is exchanged only while so many face-down cards lie on it
    "ui.book_rules.exchange_min_talon": Plural(
        "you may exchange the trump card only while at least {count.word} face-down card lies "
        "on it",
        "you may exchange the trump card only while at least {count.word} face-down cards lie "
        "on it",
        "count",
    ),
    # the full duty once the talon is gone or closed
    "ui.book_rules.strict_rules.full": "once the talon is gone you must head the trick and "
    "trump",
    "ui.close.you": Plural(
        "You have {points} point and {tricks.tricks}.",
        "You have {points} points and {tricks.tricks}.",
        "points",
    ),
    "ui.close.opponent": Plural(
        "Your opponent has {points} point and {tricks.tricks}.",
        "Your opponent has {points} points and {tricks.tricks}.",
        "points",
    ),
    "ui.close.trick.you.you": "Trick {number}: you led the {led_card}, your opponent played the "
    "{reply}; you took it.",
    "ui.close.trick.you.other": "Trick {number}: you led the {led_card}, your opponent played the "
    "{reply}; your opponent took it.",
    "ui.close.trick.other.you": "Trick {number}: your opponent led the {led_card}, you played the "
    "{reply}; you took it.",
    "ui.close.trick.other.other": "Trick {number}: your opponent led the {led_card}, you played "
    "the {reply}; your opponent took it.",
    "ui.close.exchange.you": "You exchanged the trump {rank} for the turned trump card, the "
    "{card}.",
    "ui.close.exchange.other": "Your opponent exchanged the trump {rank} for the turned trump "
    "card, the {card}.",
    "ui.close.marriage.you": "You announced the marriage in {suit} ({points.points}).",
    "ui.close.marriage.other": "Your opponent announced the marriage in {suit} "
    "({points.points}).",
    "ui.close.why": "Why",
    # each choice in words before the figures: closing's reason as the hints give it
    # ({reason}: search.why.close), and what playing on keeps ({count}: cards left to draw)
    "ui.close.reason.close": "Closing: {reason}.",
    "ui.close.reason.play_on": Plural(
        "Playing on: {count} card is still to be drawn, so both of you keep drawing, and "
        "nobody has to follow suit or trump until the talon is used up.",
        "Playing on: {count} cards are still to be drawn, so both of you keep drawing, and "
        "nobody has to follow suit or trump until the talon is used up.", "count"),
    # in plain words, no "expected" nor "likely deals" (code39c: a new learner could not use
    # them): closing and playing on, on average over the deals dealt for the trainer
    "ui.close.values": Plural(
        "In the only deal that fits what you have seen: closing scores {close} game points, "
        "playing on {play_on}.",
        "On average over the {worlds} deals that fit what you have seen: closing scores "
        "{close} game points, playing on {play_on}.",
        "worlds",
    ),
    "ui.close.close_wins": Plural(
        "Closing wins in {wins} of the {total} deals.",
        "Closing wins in {wins} of the {total} deals.",
        "wins",
    ),
    "ui.close.play_on_wins": Plural(
        "Playing on wins in {wins} of the {total} deals.",
        "Playing on wins in {wins} of the {total} deals.",
        "wins",
    ),
    # in how many of the likely deals closing scores more, less ({rest}: the same in the
    # others, ui.close.better_in.rest, or nothing when there are none)
    "ui.close.better_in": Plural(
        "Closing is better in {count} deal, worse in {fewer}{rest}.",
        "Closing is better in {count} deals, worse in {fewer}{rest}.",
        "count",
    ),
    # the same with a count of none said in words ("in 0 deals" read as a program's output)
    "ui.close.better_in.none": Plural(
        "Closing is better in no deal, worse in {fewer} deal{rest}.",
        "Closing is better in no deal, worse in {fewer} deals{rest}.",
        "fewer",
    ),
    "ui.close.better_in.never_less": Plural(
        "Closing is better in {count} deal, worse in none{rest}.",
        "Closing is better in {count} deals, worse in none{rest}.",
        "count",
    ),
    # the deals where both choices score the same, after the two counts above
    "ui.close.better_in.rest": Plural(
        ", the same in the other {same}",
        ", the same in the other {same}",
        "same",
    ),
    "ui.close.hand": Plural(
        "You hold {count} trump; your cards are worth {worth.card_points}.",
        "You hold {count} trumps; your cards are worth {worth.card_points}.",
        "count",
    ),
    "ui.close.need": Plural(
        "You have {points} point: {need.points} short of 66.",
        "You have {points} points: {need.points} short of 66.",
        "points",
    ),
    # what a close fixes for the scoring (kernel: a closer's win is judged on the opponent's
    # points and tricks at the close; a failed close gives the opponent rule 10's points)
    # the same in a game whose closer must take every trick until reaching 66
    # (Variant.closer_must_win: the Slovenian game)
    "ui.close.stakes.must_win": "If you close, your opponent's points and tricks count as "
    "they stand now ({opp.points}, {tricks.tricks}), not as they end: your win is then worth "
    "{win.game_points}; if you do not reach 66 or give up a trick first, your opponent wins a "
    "deal worth {fail.game_points}.",
    # the rule that decides a close in that game, said in the "Why"
    "ui.close.closer_must_win": "In this game whoever closes must take every trick until "
    "reaching 66: a single trick given up before that loses the deal at once.",
    "ui.close.stakes": "If you close, your opponent's points and tricks count as they stand "
    "now ({opp.points}, {tricks.tricks}), not as they end: your win is then worth "
    "{win.game_points}; if you do not reach 66, your opponent wins a deal worth "
    "{fail.game_points}.",
    # the same two where the variant's tradition counts a match down (MatchRules.result
    # "goes": hr "protivnik ide za dva"); the winner's count goes down by the game points
    "ui.close.stakes.goes": "If you close, your opponent's points and tricks count as they "
    "stand now ({opp.points}, {tricks.tricks}), not as they end: if you win, you go down by "
    "{win.word}; if you do not reach 66, your opponent goes down by {fail.word}.",
    "ui.close.stakes.must_win.goes": "If you close, your opponent's points and tricks count "
    "as they stand now ({opp.points}, {tricks.tricks}), not as they end: if you win, you go "
    "down by {win.word}; if you do not reach 66 or give up a trick first, your opponent goes "
    "down by {fail.word}.",
    "ui.close.spread.close": "Closing, deal by deal: {results}.",
    "ui.close.spread.play_on": "Playing on, deal by deal: {results}.",
    "ui.close.spread.item": Plural(
        "{value} in {count} deal",
        "{value} in {count} deals",
        "count",
    ),
    # a result in exactly one of the deals: the count in a word (round 31, hr "u 1 rasporedu")
    "ui.close.spread.item.one": "{value} in one deal",
    # above the position: the trainer's shuffle number and the position's place in its
    # sequence, as the page's worked example names its own ("the first position of shuffle 1")
    "ui.close.where": "Shuffle {seed}, position {number}",
    "ui.close.contract_results": Plural(
        "Results of {value} game point, won or lost, come from a {contract} announced later "
        "in the deal.",
        "Results of {value} game points, won or lost, come from a {contract} announced later "
        "in the deal.",
        "value",
    ),
    "ui.close.marriage_hand.after": "You hold the marriage in {suit} ({points.points}): you "
    "may still announce it after closing.",
    "ui.close.marriage_hand.not_after": "You hold the marriage in {suit} ({points.points}), "
    "but in this game no marriage may be announced once the talon is closed: closing now "
    "gives it up.",
    "ui.close.last_trick_bonus": Plural(
        "In this game the last trick brings {bonus} extra point, but only when the talon was "
        "not closed: closing gives it up.",
        "In this game the last trick brings {bonus} extra points, but only when the talon was "
        "not closed: closing gives them up.",
        "bonus",
    ),
    "ui.close.verdict.right.close": "Right: closing is the better choice here.",
    "ui.close.verdict.right.play_on": "Right: playing on is the better choice here.",
    "ui.close.verdict.wrong.close": "Not the best: playing on scores more here than closing.",
    "ui.close.verdict.wrong.play_on": "Not the best: closing scores more here than playing on.",
    # the better choice scores less than 0.1 game points more (widgets.close.NEAR): {more}
    # and {less} are the two expected values as the trainer writes them (+1.45, +1.40)
    "ui.close.verdict.near.close": "Nearly the same: closing brings only a little more "
    "({more} against {less}); both answers are reasonable.",
    "ui.close.verdict.near.play_on": "Nearly the same: playing on brings only a little more "
    "({more} against {less}); both answers are reasonable.",
    # the near verdict after the reader's own answer (round 33, hr 26: "Gotovo svejedno: …"
    # did not say which answer the reader chose): {verdict} is ui.close.verdict.near.*
    "ui.close.verdict.near.you.close": "You closed. {verdict}",
    "ui.close.verdict.near.you.play_on": "You played on. {verdict}",
    # the chosen answer scores at least half a game point less (widgets.close.FAR): {more}
    # is the better choice's expected value, {less} the chosen one's (+1.60, −0.60)
    "ui.close.verdict.far.close": "Wrong: playing on scores much more here than closing "
    "({more} against {less}).",
    "ui.close.verdict.far.play_on": "Wrong: closing scores much more here than playing on "
    "({more} against {less}).",
    "ui.close.verdict.equal": "Both choices score the same here on average: either answer "
    "is right.",
    # the positions to solve (schnapsen.widgets.PuzzleWidget)
    "ui.puzzle.all_traditions": "All games",
    "ui.puzzle.all_levels": "All levels",
    "ui.puzzle.level_menu": "Level",
    "ui.puzzle.level_option": "Level {level}",
    # "of 5" read as "among 5" (a Hungarian reader, round 27): the level is on a scale
    "ui.puzzle.heading": "Position {number} of {total} · level {level} (on a scale of 1 to 5) "
    "· {variant}",
    # after the heading, of a position that exists only under the book's rule of the claim:
    # the seat has reached the target in a game whose source ends the deal there by itself
    # (the Czech and Hungarian games for two)
    "ui.puzzle.heading.book_claim": "the book's rules: in the source's game this deal would "
    "have ended at {target}",
    "ui.puzzle.missed_before": "You missed this position last time: here it is again.",
    "ui.puzzle.you_seat": "You (seat {seat})",
    "ui.puzzle.to_move": "You play seat {seat}, and it is your move.",
    "ui.puzzle.points": Plural(
        "{seat}: {points} point and {tricks.tricks}.",
        "{seat}: {points} points and {tricks.tricks}.",
        "points",
    ),
    "ui.puzzle.trick.you": "Trick {number}: {cards}; you took it.",
    "ui.puzzle.trick.other": "Trick {number}: {cards}; seat {seat} took it.",
    "ui.puzzle.marriage.you": "You announced the marriage in {suit} ({points.points}).",
    "ui.puzzle.marriage.other": "Seat {seat} announced the marriage in {suit} "
    "({points.points}).",
    # an exchange of the trump card earlier in the deal: the trump {rank} given for the turned
    # {card}, which lay face up
    "ui.puzzle.exchange.you": "You exchanged the trump {rank} for the turned trump card, the "
    "{card}.",
    "ui.puzzle.exchange.other": "Seat {seat} exchanged the trump {rank} for the turned trump "
    "card, the {card}.",
    "ui.puzzle.on_table": "On the table: {cards}.",
    "ui.puzzle.played": "{card} (seat {seat})",
    "ui.puzzle.played.you": "{card} (you)",
    "ui.puzzle.question.close": "Do you close the talon now, or play a card?",
    "ui.puzzle.question.exchange": "Do you exchange the trump Unter first?",
    "ui.puzzle.question.marriage": "Is a marriage worth announcing now?",
    # the question of a marriage's or an exchange's position: the theme's own question named
    # the move that is every such position's answer (round 29, "Is a marriage worth
    # announcing now?" three times over); this one names no move
    "ui.puzzle.question.play": "What do you play now?",
    "ui.puzzle.question.count": "Have you reached {target}? Do you claim, or play on?",
    "ui.puzzle.question.last_tricks": "How do you play the last tricks?",
    # on lead the choices may hold a claim, a close, an exchange or a marriage as well as the
    # cards (round 33: "Which card do you lead?" over "claiming 66"): it asks what, not which card
    "ui.puzzle.question.lead": "You are on lead: what do you do?",
    "ui.puzzle.question.follow": "Which card do you play to this trick?",
    "ui.puzzle.question.partner": "Which card helps your side most?",
    "ui.puzzle.question.contract": "A game to announce or to play: what do you do?",
    "ui.puzzle.choose": "Choose the move that brings your side the most game points.",
    "ui.puzzle.choose.solo": "Choose the move that brings you the most game points.",
    "ui.puzzle.right": "Right: {choice} is one of the best moves here.",
    # the puzzle's one best move (hu round 29: "one of the best" where no other was as good)
    "ui.puzzle.right.only": "Right: {choice} is the best move here.",
    # the pair of "Right: ..." (a Croatian reader, round 27: "Not the best" beside "Right")
    "ui.puzzle.wrong": "Wrong: {choice} brings your side less than the best move.",
    "ui.puzzle.solution": "Solution",
    "ui.puzzle.previous": "Previous position",
    "ui.puzzle.next": "Next position",
    "ui.puzzle.again": "Try again",
    "ui.puzzle.none": "No position has this tradition and level.",
    # whose points and tricks (as the table picture: a seat's own, or a side's once the sides
    # are known): {seats} the partners' names, or the other side's seats
    "ui.puzzle.tricks": "{seat}: {tricks.tricks}.",
    # a seat named inside a sentence (the side lines' {seats})
    "ui.puzzle.seat_word": "seat {seat}",
    # several seats named together under one word ("seats 1 and 3", sl dual "igralca 1 in 3"):
    # {numbers} the seats' numbers joined with "and" (where the language names a seat by its
    # number; else each seat's own name, hu "az 1. játékos és a 3. játékos"); {count} how many
    "ui.puzzle.seats_word": Plural("seat {numbers}", "seats {numbers}", "count"),
    # how a verb agrees with several seats named together: "2" as the number they are
    # ("seats 1 and 3 have", hr "igrači 1 i 3 imaju"), "1" where the language names them under
    # one noun in the singular (hu "a 2. és a 3. játékos nyert"); not shown to a reader
    "ui.puzzle.seats_agree": "2",
    "ui.puzzle.side.you": Plural(
        "Your side (you and {seats}): {points} point and {tricks.tricks}.",
        "Your side (you and {seats}): {points} points and {tricks.tricks}.",
        "points",
    ),
    "ui.puzzle.side.other": Plural(
        "The other side ({seats}): {points} point and {tricks.tricks}.",
        "The other side ({seats}): {points} points and {tricks.tricks}.",
        "points",
    ),
}

# every card's name, by deck style ("Ober of Hearts", "Queen of Hearts"): the one name the
# pictures, explanations and widgets use (translations may add grammatical cases, see names.py)
MESSAGES.update({
    f"card.{style}.{c.code}": f"{MESSAGES[f'rank.{style}.{c.rank.letter}']} of "
    f"{MESSAGES[f'suit.{style}.{c.suit.letter}']}"
    for style in ("german", "french")
    for c in CARDS
})

# every seat's name: the number in English ("Seat {seat}"); translations give each seat the
# forms their sentences need (msgctxt "dat", "label" ...: see base.SEATS and names.py)
MESSAGES.update({f"seat.{s}": str(s + 1) for s in range(SEATS)})

# units a count may carry in any message: {have.cards} -> "3 cards" (see base.UNITS)
MESSAGES.update({
    "unit.points": Plural("{n} point", "{n} points"),
    "unit.card_points": Plural("{n} card point", "{n} card points"),
    "unit.game_points": Plural("{n} game point", "{n} game points"),
    "unit.cards": Plural("{n} card", "{n} cards"),
    "unit.tricks": Plural("{n} trick", "{n} tricks"),
    "unit.deals": Plural("{n} deal", "{n} deals"),
    "unit.markers": Plural("{n} marker", "{n} markers"),
})

# a count said as a word of its own ({points.said}: a marriage's "40"): the number, or the
# word the language says it with, in the case asked (hu "negyvenet"); see base.SAID
MESSAGES.update({
    "said.20": "20",
    "said.40": "40",
})

# how many times something counts ({value.times}: a match's value, raised stakes): a word
# for 1 to base.NUMBER_WORDS (sl "dvojno", hu "kétszeresen"), a larger count times.n; see
# base.TIMES
MESSAGES.update({
    "times.1": "once",
    "times.2": "double",
    "times.3": "triple",
    "times.4": "four times",
    "times.5": "five times",
    "times.6": "six times",
    "times.7": "seven times",
    "times.8": "eight times",
    "times.9": "nine times",
    "times.10": "ten times",
    "times.n": Plural("{n} time", "{n} times"),
})

# a count after "with" ({points.with}: hr "sa 66", "s 49"): the second where the number as
# spoken opens with a sound the language's "with" takes a vowel before; see base.WITH
MESSAGES.update({
    "with.number": "with {number}",
    # a number after a word that changes with its spoken first sound, see base.BEFORE: the
    # article ({trick.art}: hu "az 5.", "a 2."), "of" ({total.of}: cs "ze 7", "z 12"), "in"
    # before an ordinal ({trick.in}: cs "ve 4.", "v 5."); the second before such a sound
    "before.art": "the {number}",
    "before.art.sound": "the {number}",
    "before.of": "of {number}",
    "before.of.sound": "of {number}",
    "before.in": "in {number}",
    "before.in.sound": "in {number}",
    "with.number.sound": "with {number}",
    # a name after "with" ({card.with}: sl "s srčnim kraljem", "z zeljnim kraljem"), in its
    # instrumental: the second where that form opens with such a sound; see base.WITH
    "with.name": "with the {name}",
    "with.name.sound": "with the {name}",
    # so many points after "with", for a page's prose (hr "završio je s 49 bodova")
    "with.points": Plural("with {points} point", "with {points} points", "points"),
})

# the guided-hand widget (schnapsen.widgets.GuidedHandWidget)
MESSAGES.update({
    "guided.ui.error.none": "there are no guided hands to play",
    # the menu of hands: short labels, a phone's row shows them whole ("3 · Austrian · level 2")
    "guided.ui.pick": "Hand",
    "guided.ui.pick.option": "{number} · {game} · level {level}",
    "guided.ui.game.at": "Austrian",
    "guided.ui.game.hr": "Croatian",
    "guided.ui.game.sl": "Slovenian",
    "guided.ui.game.hu": "Hungarian",
    "guided.ui.game.cs": "Czech",
    # the Hungarian game for two, where the menu also has the Hungarian games for three and
    # four: a language may name it apart (hu reader 25: "magyar kettes", as the book says)
    "guided.ui.game.hu.two": "Hungarian",
    # the Hungarian games for three and four and the Czech game, where a language names them
    # as their chapters do (hu readers 25, 27: "hármas snapszer", not "magyar hármasban"; cs
    # reader 27: "šedesát šest po česku", not "česká hra")
    "guided.ui.game.hu.players.3": "Hungarian for three",
    "guided.ui.game.hu.players.4": "Hungarian for four",
    "guided.ui.game.cs.two": "Czech",
    # the analysis board's best line, trick by trick ({plays}: the moves of the trick, each a
    # board.line.step, joined by commas); the tricks joined by semicolons
    "board.line.trick": "trick {number}: {plays}",
    # one move of the best line: {seat} (a seat's number), {choice.does} what it does ("plays
    # the Ace of Hearts", "closes the talon")
    "board.line.step": "seat {seat} {choice.does}",
    # each guided hand's game by its own short menu name, which an edition chooses to fit a
    # phone's row with the number and the level (round 33, hr 11: "hrvatski šnaps")
    "guided.ui.game.menu.at": "Austrian",
    "guided.ui.game.menu.hr-2": "Croatian",
    "guided.ui.game.menu.hr-3": "Croatian for three",
    "guided.ui.game.menu.hr-4": "Croatian for four",
    "guided.ui.game.menu.sl-2": "Slovenian",
    "guided.ui.game.menu.sl-3": "Slovenian for three",
    "guided.ui.game.menu.sl-4": "Slovenian for four",
    "guided.ui.game.menu.sl-5": "Slovenian for five",
    "guided.ui.game.menu.hu-2": "Hungarian",
    "guided.ui.game.menu.hu-3": "Hungarian for three",
    "guided.ui.game.menu.hu-4": "Hungarian for four",
    "guided.ui.game.menu.cs-2": "Czech",
    "guided.ui.game.players.3": "{game} for three",
    "guided.ui.game.players.4": "{game} for four",
    "guided.ui.game.players.5": "{game} for five",
    "guided.ui.try_again": "Try again",
    "guided.ui.try_again.tooltip": "Play the same cards again from the start",
    "guided.ui.again": "Press \u201cTry again\u201d to play the same cards again.",
    "guided.ui.intro": "Level {level}. You play {seat}; bots play the other seats.",
    # a hand for two: one other seat, played by a bot (a cs reader saw "the other seats")
    "guided.ui.intro.two": "Level {level}. You play {seat}; a bot plays your opponent.",
    # the coach off the line (schnapsen.teach.coach)
    "guided.ui.intro.off": "If you leave that line, the coach finds the key decisions in your "
    "own play.",
    # what each key decision of the hand chosen is about, in order ("1. which card to lead;
    # 2. whether you have 66 to claim")
    # the expected line said in a learner's words, and every move graded, not only these
    # (round 33: "the expected line" was never explained; tricks 1-7 seemed not to matter)
    "guided.ui.steps": "Every move is graded. If you play the moves the coach grades best "
    "(the expected line), the key decisions come in this order: {list}.",
    # one of them: what it is about and the trick it comes in on the line
    "guided.ui.step.at": "{about} (trick {trick})",
    "guided.ui.think": "Think first",
    "guided.ui.graded": "Your last move",
    # the "think first" box's heading where a grade of the last move stands above it: the
    # prompt is about the move to come (round 33, hu, a new user: read as the grade's rule)
    "guided.ui.think.next": "Your next move: think first",
    # the move and its grade ("Ten of Hearts — A mistake: ..."): the grade has its own colon;
    # {verdict} the grade's first sentence, {verdict.clause} the same going on after a colon
    # (cs "Zelené eso: nejlepší tah, žádný jiný nepřinese víc.", round 27)
    "guided.ui.move_grade": "{choice} — {verdict}",
    # a grade's figures behind its "In figures" toggle (ui.figures), no prefix (round 35);
    # the measure (ui.hint.measure) follows once per hand
    "guided.ui.grade.value": "Your move is worth {mine}.",
    "guided.ui.grade.values": "{better} is worth {best}, your move {mine}.",
    "guided.ui.summary": "The key moments of this deal",
    # {choice}: any move in words (a card, a marriage, closing the talon ...), after a colon
    "guided.ui.moment": "Key decision {number} ({about}) \u2014 your move: {choice}; grade: "
    "{grade}.",
    "guided.ui.moment.missed": "Key decision {number} ({about}, in trick {trick}) did not come "
    "up: the play had left the hand's expected line before it.",
    # the same, naming the trick where the play left the line ({detour}; round 37, cs: the
    # detour said without its trick, as the turning point names it)
    "guided.ui.moment.missed.at": "Key decision {number} ({about}, in trick {trick}) did not "
    "come up: the play had left the hand's expected line in trick {detour}.",
    "guided.ui.left": "The play left the expected line in trick {trick} \u2014 your move: "
    "{choice}; the line's: {line_choice}.",
    "guided.ui.retry": "The bots answer the same moves with the same moves, so the play leaves "
    "the line only where your moves differ from it. Press \u201cTry again\u201d to meet the "
    "key decisions that did not come up.",
    # a move as good as the line's (graded best) that took the deal elsewhere: not "left"
    "guided.ui.left.equal": "In trick {trick} your move ({choice}) was as good as the line's "
    "({line_choice}), and the deal went another way from there.",
    # the play left the line in the bidding: at the trump call, or at another bid; with the
    # grade of the reader's move ({grade}: guided.grade.name.*) (round 33, hu worst 1: a trump
    # call graded "good" left the line, and the summary did not say where)
    "guided.ui.left.trump": "At the trump call you left the expected line: you chose {choice} "
    "(grade: {grade}); the expected move was {line_choice}.",
    "guided.ui.left.bidding": "In the bidding you left the expected line: you chose {choice} "
    "(grade: {grade}); the expected move was {line_choice}.",
    "guided.ui.left.trump.equal": "At the trump call your choice ({choice}) was as good as the "
    "expected one ({line_choice}), and the deal went another way from there.",
    "guided.ui.left.bidding.equal": "In the bidding your move ({choice}) was as good as the "
    "expected one ({line_choice}), and the deal went another way from there.",
    # a key decision of the line that did not come, where the coach found one in the reader's
    # play in the same trick: said once, not "did not come up" and then "found" for the same
    # trick (round 27, sl)
    "guided.ui.moment.found.instead": "Key decision {number} came up in trick {trick} in "
    "another form, as the play had left the expected line ({about}) \u2014 your move: "
    "{choice}; grade: {grade}.",
    "guided.ui.moment.found": "A key decision the coach found in your own play ({about}, in "
    "trick {trick}) \u2014 your move: {choice}; grade: {grade}.",
    "guided.ui.found.none": "In the later positions no move was half a game point better "
    "than all others, so no decision was a key one.",
    # the reader left the line and the deal ended before another decision of theirs
    "guided.ui.found.ended": "After that the deal ended before you had another decision to "
    "make.",
    "guided.ui.moment.other": "Another move of yours: {choice}; grade: {grade}.",
    # the summary's first line: the reader's costliest mistake; then the other mistakes not
    # at a key decision, the costliest first
    "guided.ui.worst": "Your costliest move: {choice} in trick {trick}, {loss} game points "
    "below the best, {better}.",
    "guided.ui.moment.cost": "Another mistake: {choice} in trick {trick}, {loss} game points "
    "below the best.",
    # the same where the loss is a whole number of game points: without decimals, the unit
    # agreeing with it (round 25e, hr "1,00 boda")
    "guided.ui.worst.whole": Plural(
        "Your costliest move: {choice} in trick {trick}, {loss} game point below the best, "
        "{better}.",
        "Your costliest move: {choice} in trick {trick}, {loss} game points below the best, "
        "{better}.", "loss"),
    "guided.ui.moment.cost.whole": Plural(
        "Another mistake: {choice} in trick {trick}, {loss} game point below the best.",
        "Another mistake: {choice} in trick {trick}, {loss} game points below the best.",
        "loss"),
    # the tally: {kinds} the counts of each grade given (guided.ui.tally.best, .good,
    # .mistake), joined by ui.result.and; a grade given to none of the moves is left out
    "guided.ui.tally": Plural("{graded} move graded: {kinds}.",
                              "{graded} moves graded: {kinds}.", "graded"),
    "guided.ui.tally.best": Plural("{n} best", "{n} best", "n"),
    "guided.ui.tally.good": Plural("{n} good", "{n} good", "n"),
    "guided.ui.tally.mistake": Plural("{n} mistake", "{n} mistakes", "n"),
    "guided.ui.tally.none": "None of your moves was graded.",
    # every graded move best: said in a clause, not "10 moves graded: 10 best" (round 27, hr)
    "guided.ui.tally.all": Plural("{graded} move graded, and it was the best.",
                                  "{graded} moves graded, and all were the best.", "graded"),
    # the reader's side won the deal after the costliest mistake all the same: the other side's
    # weak play gave the points back. Compared with the coach's line where the mistake was the
    # play's first move off it (.line: the reader won as many game points as the line does;
    # .short: the line wins more, {line_points}; .more: the reader won more), else with the
    # search's value of the best move, an average over likely deals (.mean). Never with the
    # reader's own result (round 31, cs: "as with the best move" beside 1 game point where the
    # coach's line won 2)
    "guided.ui.given_back.line": "Your mistake in trick {trick} cost you nothing this time: "
    "your opponent's reply ({reply}, in trick {reply_trick}) and their play after it gave the "
    "points back, and you still won {game_points.game_points}, as many as the expected line "
    "wins. A stronger opponent would not let you off.",
    "guided.ui.given_back.line.side": "Your mistake in trick {trick} cost you nothing this "
    "time: the other side's reply ({reply}, in trick {reply_trick}) and their play after it "
    "gave the points back, and your side still won {game_points.game_points}, as many as the "
    "expected line wins. Stronger opponents would not let you off.",
    "guided.ui.given_back.short": "After your mistake in trick {trick} you still won "
    "{game_points.game_points}: your opponent's reply ({reply}, in trick {reply_trick}) and "
    "their play after it gave some of the points back. On the expected line you would have won "
    "{line_points.game_points}.",
    "guided.ui.given_back.short.side": "After your mistake in trick {trick} your side still "
    "won {game_points.game_points}: the other side's reply ({reply}, in trick {reply_trick}) "
    "and their play after it gave some of the points back. On the expected line your side "
    "would have won {line_points.game_points}.",
    "guided.ui.given_back.mean": "Your mistake in trick {trick} cost you nothing this time: "
    "your opponent's reply ({reply}, in trick {reply_trick}) and their play after it gave the "
    "points back, and you still won {game_points.game_points}, no less than the best move was "
    "worth on average. A stronger opponent would not let you off.",
    "guided.ui.given_back.mean.side": "Your mistake in trick {trick} cost you nothing this "
    "time: the other side's reply ({reply}, in trick {reply_trick}) and their play after it "
    "gave the points back, and your side still won {game_points.game_points}, no less than the "
    "best move was worth on average. Stronger opponents would not let you off.",
    # .lead: the other side's move that gave the points back was the lead of its trick: said
    # "lead", not "reply" (round 33, cs)
    "guided.ui.given_back.line.lead": "Your mistake in trick {trick} cost you nothing this time: "
    "your opponent's lead ({reply}, in trick {reply_trick}) and their play after it gave the "
    "points back, and you still won {game_points.game_points}, as many as the expected line "
    "wins. A stronger opponent would not let you off.",
    "guided.ui.given_back.line.side.lead": "Your mistake in trick {trick} cost you nothing this "
    "time: the other side's lead ({reply}, in trick {reply_trick}) and their play after it "
    "gave the points back, and your side still won {game_points.game_points}, as many as the "
    "expected line wins. Stronger opponents would not let you off.",
    "guided.ui.given_back.short.lead": "After your mistake in trick {trick} you still won "
    "{game_points.game_points}: your opponent's lead ({reply}, in trick {reply_trick}) and "
    "their play after it gave some of the points back. On the expected line you would have won "
    "{line_points.game_points}.",
    "guided.ui.given_back.short.side.lead": "After your mistake in trick {trick} your side still "
    "won {game_points.game_points}: the other side's lead ({reply}, in trick {reply_trick}) "
    "and their play after it gave some of the points back. On the expected line your side "
    "would have won {line_points.game_points}.",
    "guided.ui.given_back.mean.lead": "Your mistake in trick {trick} cost you nothing this time: "
    "your opponent's lead ({reply}, in trick {reply_trick}) and their play after it gave the "
    "points back, and you still won {game_points.game_points}, no less than the best move was "
    "worth on average. A stronger opponent would not let you off.",
    "guided.ui.given_back.mean.side.lead": "Your mistake in trick {trick} cost you nothing this "
    "time: the other side's lead ({reply}, in trick {reply_trick}) and their play after it "
    "gave the points back, and your side still won {game_points.game_points}, no less than the "
    "best move was worth on average. Stronger opponents would not let you off.",
    # .more: the reader's side won more game points than the expected line wins (round 34,
    # hr: "as many as the expected line" beside 2 game points where the line wins 1)
    "guided.ui.given_back.more": "Your mistake in trick {trick} cost you nothing this time: "
    "your opponent's reply ({reply}, in trick {reply_trick}) and their play after it gave the "
    "points back, and you won {game_points.game_points}, more than the expected line's "
    "{line_points.game_points}. A stronger opponent would not let you off.",
    "guided.ui.given_back.more.side": "Your mistake in trick {trick} cost you nothing this "
    "time: the other side's reply ({reply}, in trick {reply_trick}) and their play after it "
    "gave the points back, and your side won {game_points.game_points}, more than the expected "
    "line's {line_points.game_points}. Stronger opponents would not let you off.",
    "guided.ui.given_back.more.lead": "Your mistake in trick {trick} cost you nothing this time: "
    "your opponent's lead ({reply}, in trick {reply_trick}) and their play after it gave the "
    "points back, and you won {game_points.game_points}, more than the expected line's "
    "{line_points.game_points}. A stronger opponent would not let you off.",
    "guided.ui.given_back.more.side.lead": "Your mistake in trick {trick} cost you nothing this "
    "time: the other side's lead ({reply}, in trick {reply_trick}) and their play after it "
    "gave the points back, and your side won {game_points.game_points}, more than the expected "
    "line's {line_points.game_points}. Stronger opponents would not let you off.",
    # a deal the reader's side lost: the reader's move with the largest loss of value, and
    # the trick the other side took with it and its card points (round 28, new user: a
    # detour graded "good", the Ace trumped, the deal lost, and "6 best and 1 good" beside
    # it); .it: said right after the summary's first line, which names the move already
    "guided.ui.swing": "The move that turned the deal against you: {choice} in trick "
    "{trick}. Your opponent took that trick and its {points.card_points}, and won the deal.",
    "guided.ui.swing.side": "The move that turned the deal against your side: {choice} in "
    "trick {trick}. The other side took that trick and its {points.card_points}, and won the "
    "deal.",
    "guided.ui.swing.plain": "The move that turned the deal against you: {choice} in trick "
    "{trick}, the one furthest below the best.",
    # .good: the move that turned the deal was graded "good" (a small loss over the likely
    # deals): the summary says why both are true (round 33, new user worst 3: "good" at the
    # time, then "the move that turned the deal")
    "guided.ui.swing.good": "The move that turned the deal against you: {choice} in trick "
    "{trick}. It was graded good, as on average, over the deals that fit what you had seen, it "
    "costs little, but in this deal your opponent took that trick and its {points.card_points}, "
    "and won the deal.",
    "guided.ui.swing.good.side": "The move that turned the deal against your side: {choice} in "
    "trick {trick}. It was graded good, as on average, over the deals that fit what you had seen, "
    "it costs little, but in this deal the other side took that trick and its "
    "{points.card_points}, and won the deal.",
    "guided.ui.swing.good.plain": "The move that turned the deal against you: {choice} in trick "
    "{trick}. It was graded good, as on average, over the deals that fit what you had seen, it "
    "costs little, but of your moves it was the one furthest below the best.",
    # .alone: the reader alone against two (a 3-hand game's declarer): "against you", not
    # "against your side" (round 33, hu)
    "guided.ui.swing.alone": "The move that turned the deal against you: {choice} in trick "
    "{trick}. The other side took that trick and its {points.card_points}, and won the deal.",
    "guided.ui.swing.good.alone": "The move that turned the deal against you: {choice} in trick "
    "{trick}. It was graded good, as on average, over the deals that fit what you had seen, it "
    "costs little, but in this deal the other side took that trick and its {points.card_points}, "
    "and won the deal.",
    "guided.ui.swing.it": "That move turned the deal: your opponent took that trick and its "
    "{points.card_points}, and won the deal.",
    "guided.ui.swing.it.side": "That move turned the deal: the other side took that trick and "
    "its {points.card_points}, and won the deal.",
    # the deal's result after the tally ("7 moves graded: 6 best and 1 good. The deal: lost;
    # ..."): the reader's side won or lost, and the game points the winners scored (round
    # 28, new user: "6 best and 1 good" beside a lost deal); not the status's own sentence
    "guided.ui.result.won": "The deal: won; you scored {game_points.game_points}.",
    "guided.ui.result.won.side": "The deal: won; your side scored {game_points.game_points}.",
    "guided.ui.result.lost": "The deal: lost; your opponent scored {game_points.game_points}.",
    # the reader alone against two (a 3-hand game's declarer): "you", not "your side"
    # (round 33, hu)
    "guided.ui.result.lost.alone": "The deal: lost; your opponents scored "
    "{game_points.game_points}.",
    "guided.ui.result.lost.side": "The deal: lost; the other side scored "
    "{game_points.game_points}.",
    # a key decision of the line that did not come up: its lesson from the hand's data, after
    # "did not come up" ({best}: the best move there on the line, or several joined by "or";
    # {loss}: by how many game points it beat every other move)
    "guided.ui.lesson": "On the expected line, the best move at that decision was {best}, "
    "{loss} game points better than any other.",
    "guided.ui.lesson.whole": Plural(
        "On the expected line, the best move at that decision was {best}, {loss} game point "
        "better than any other.",
        "On the expected line, the best move at that decision was {best}, {loss} game points "
        "better than any other.", "loss"),
})

# two traditions side by side (schnapsen.compare: the moments where two rule sets part, found
# by comparing the two deals' legal moves; {game}, {other_game}: the two games' names; {why}: the
# reason for the refusal, as a sentence of its own ({why}, a capital first letter) or going on
# after a colon ({why.clause}, a small one): each language writes the one its sentence needs)
MESSAGES.update({
    "compare.when.trick": "Trick {number}",
    "compare.when.bidding": "Bidding",
    "compare.when.after": "After trick {number}",
    "compare.deal": "The same shuffled cards, dealt as each game deals them, give different "
    "hands: the two deals go separate ways from the first card.",
    "compare.deck": "{game} plays with the Nines, {other_game} without them: the same shuffle, "
    "its Nines taken out, gives different hands, and the two deals go separate ways from the "
    "first card.",
    "compare.moves": "{when}, seat {seat} to decide: {game} allows {moves}; {other_game} does "
    "not: {why.clause}",
    "compare.ask": "{when}: {game} asks seat {seat} to decide ({moves}); {other_game} asks "
    "nothing here.",
    "compare.alone": "{when}: under {game} seat {seat} chooses {choice}; {other_game} does not "
    "allow it: {why.clause}",
    "compare.alone.extra": "{when}: under {game} seat {seat} chooses {choice}; {other_game} has no "
    "such decision.",
    "compare.apart": "{when}: from here the two deals hold different cards and go separate "
    "ways.",
    "compare.apart.refused": "{when}: under {game} seat {seat} chooses {choice}; {other_game} does "
    "not allow it: {why.clause} From here the two deals hold different cards and go separate ways.",
    "compare.end": "{when}: under {game} the deal is over ({reason}); under {other_game} it goes "
    "on.",
    "compare.result": "{game}: won by {seats} with {game_points.game_points} ({reason}).",
    "compare.result.each": "{game}: won by {seats}, {game_points.game_points} each "
    "({reason}).",
    "compare.results.same": "Both rule sets give the same result.",
    "compare.results.differ": "The two rule sets give different results.",
    "compare.none": "Nothing parts the two rule sets in this deal: the same cards are played "
    "the same way.",
    "compare.whole.snapszer": "those rules have no snapszer at all.",
    "compare.players": "Only games for the same number of players can be compared.",
    "compare.not_your_turn": "It is not your turn in either deal.",
    # the widget (schnapsen.widgets.CompareWidget)
    "ui.compare.players": "Players",
    "ui.compare.first": "First game",
    "ui.compare.second": "Second game",
    "ui.compare.reader": "You play seat {seat}",
    "ui.compare.step": "Next move",
    "ui.compare.end": "Play to the end",
    "ui.compare.rule": "Rule",
    "ui.compare.rows": "Where the rules differ",
    "ui.compare.no_rows": "The rule data of the two games is the same.",
    "ui.compare.moments": "Where the rules part in this deal",
    "ui.compare.results": "The two results",
    "ui.compare.only": "{choice} (only {rules})",
    "ui.compare.your_move": "Your move, seat {seat}:",
})

#: a marriage's line in each value (``.twenty``, ``.forty``: :func:`schnapsen.explain.
#: marriage_key`), where a language names the two apart (cs "žaludskou dvacítku",
#: "trumfovou čtyřicítku"); the value and the suit may go unsaid where its word says them
MESSAGES.update({
    f"{key}.{value}": MayDrop(MESSAGES[key], "points", "suit")
    for key in ("log.m", "ui.puzzle.marriage.you", "ui.puzzle.marriage.other",
                "ui.puzzle.marriage.opp", "ui.close.marriage.you", "ui.close.marriage.other")
    for value in ("twenty", "forty")
})
