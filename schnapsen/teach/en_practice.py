"""English source of the practice puzzles' words (:mod:`schnapsen.teach.practice`): the worked
solution, the themes and how an answer was checked. Values that are means over several deals
are written as signed decimals (``+1.25``, no unit count, so no plural); whole game points go
through plural messages."""

from __future__ import annotations

from ..i18n.base import Plural

PRACTICE_MESSAGES: dict[str, str] = {
    "practice.decimal_mark": ".",
    "practice.theme.close": "closing the talon",
    "practice.theme.exchange": "exchanging the trump Unter",
    "practice.theme.marriage": "announcing a marriage",
    "practice.theme.count": "counting to 66 and claiming",
    "practice.theme.last_tricks": "the last tricks",
    "practice.theme.lead": "choosing the lead",
    "practice.theme.follow": "answering a lead",
    "practice.theme.partner": "playing for the partner",
    "practice.theme.contract": "playing a contract",
    "practice.solution.best_one": "The best move: {move}.",
    "practice.solution.best_many": "These moves are equally good, and better than the rest: "
    "{moves}.",
    "practice.solution.value_win": Plural(
        "With best play on both sides your side then wins {points} game point.",
        "With best play on both sides your side then wins {points} game points.",
        "points",
    ),
    "practice.solution.value_loss": Plural(
        "The deal is lost even so, but with best play on both sides your side loses only "
        "{points} game point.",
        "The deal is lost even so, but with best play on both sides your side loses only "
        "{points} game points.",
        "points",
    ),
    "practice.solution.value_zero": "With best play on both sides neither side scores.",
    "practice.solution.value_mean": "Over the deals that fit what you have seen, the best "
    "move brings your side {value} game points on average (below zero: points lost).",
    # a mean over the deals checked that is a whole number of game points ({n}: without its
    # sign)
    "practice.solution.mean_win": Plural(
        "Over the deals that fit what you have seen, the best move wins your side {n} game "
        "point on average.",
        "Over the deals that fit what you have seen, the best move wins your side {n} game "
        "points on average.",
        "n",
    ),
    "practice.solution.mean_loss": Plural(
        "Over the deals that fit what you have seen, your side loses {n} game point on "
        "average even with the best move.",
        "Over the deals that fit what you have seen, your side loses {n} game points on "
        "average even with the best move.",
        "n",
    ),
    "practice.solution.mean_zero": "Over the deals that fit what you have seen, the best move "
    "leaves your side with no game points won or lost on average.",
    # the mean of value_mean in words, to the nearest whole game point ({n}, without its
    # sign; the position of the day says it before the figures)
    "practice.solution.about_win": Plural(
        "This move wins your side about {n} game point on average over the deals that fit "
        "what you have seen.",
        "This move wins your side about {n} game points on average over the deals that fit "
        "what you have seen.",
        "n",
    ),
    "practice.solution.about_loss": Plural(
        "Even with this move your side loses about {n} game point on average over the deals "
        "that fit what you have seen.",
        "Even with this move your side loses about {n} game points on average over the deals "
        "that fit what you have seen.",
        "n",
    ),
    "practice.solution.about_even": "With this move your side comes out about even on average "
    "over the deals that fit what you have seen.",
    "practice.solution.now": "Your side has {mine.points} so far.",
    # the line, trick by trick ({steps}: the sentences below, each ending with its stop)
    "practice.solution.line_exact": "A best line of play from here, trick by trick: {steps}",
    # the same where the position has one best move (not "one of the best", hu reader 26)
    "practice.solution.line_exact.one": "The best play from here, trick by trick: {steps}",
    "practice.solution.line_world": "In the first of those deals checked, a best line of "
    "play from here runs, trick by trick: {steps}",
    # ... where the best move wins in some deals checked and loses in others: said plainly
    # (gamble), and the line shown is played in one of those it wins
    "practice.solution.gamble": Plural(
        "This move is a gamble: it wins the deal in {won_in} of the {worlds} deal checked and "
        "loses it in {lost_in}; no other move does better on average.",
        "This move is a gamble: it wins the deal in {won_in} of the {worlds} deals checked and "
        "loses it in {lost_in}; no other move does better on average.", "worlds"),
    "practice.solution.line_world.win": "In one of the deals checked in which it wins, a best "
    "line of play from here runs, trick by trick: {steps}",
    # a trick: its plays in order ({plays}, joined by play_sep), who took it, the trick's
    # points and the new total of the taker's side
    "practice.solution.lead.you": "you lead the {card}",
    "practice.solution.lead.seat": "seat {seat} leads the {card}",
    "practice.solution.play.you": "you play the {card}",
    "practice.solution.play.seat": "seat {seat} plays the {card}",
    "practice.solution.marriage.you": "you announce the marriage in {suit} ({points.points}) "
    "and lead the {card}",
    "practice.solution.marriage.seat": "seat {seat} announces the marriage in {suit} "
    "({points.points}) and leads the {card}",
    "practice.solution.play_sep": ", ",
    # a trick of the line: its points and the taker's side's new total in one bracket
    # ("seat 2 takes it (7 points; now 47)": a Croatian reader, round 27)
    "practice.solution.trick.you": "Trick {number}: {plays}; you take it ({points.points}; "
    "your side now has {total}).",
    "practice.solution.trick.partner": "Trick {number}: {plays}; your partner, seat {seat}, "
    "takes it ({points.points}; your side now has {total}).",
    "practice.solution.trick.other": "Trick {number}: {plays}; seat {seat} takes it "
    "({points.points}; the other side now has {total}).",
    # a trick taken by a seat of the reader's side in the deal checked, where the reader does
    # not know its partner yet (the seat named, never "your partner")
    "practice.solution.trick.seat": "Trick {number}: {plays}; seat {seat} takes it "
    "({points.points}; your side in this deal now has {total}).",
    "practice.solution.open": "Then: {plays}.",
    # a move that is no card (closing, exchanging, a contract), and a claim with its count
    "practice.solution.move.you": "Your move: {choice}.",
    "practice.solution.move.seat": "Seat {seat}'s move: {choice}.",
    # the reader's moves one after another (exchange, close ...): one sentence, {moves} each
    # said as a verb (move.verb.*), joined by the language's "and" (round 38: "Your move: ...
    # Your move: ..." listed them as labelled items)
    "practice.solution.moves.you": "You {moves}.",
    "practice.solution.claim.you": "You claim: your side has {total.points}, and {target} is "
    "enough.",
    "practice.solution.claim.partner": "Your partner, seat {seat}, claims: your side has "
    "{total.points}, and {target} is enough.",
    "practice.solution.claim.other": "Seat {seat} claims: the other side has {total.points}, "
    "and {target} is enough.",
    "practice.solution.claim.seat": "Seat {seat} claims: your side in this deal has "
    "{total.points}, and {target} is enough.",
    # a claim made together with a marriage announced now ({marriage}: its points, counted at
    # once; {before}: the side's points before it)
    "practice.solution.claim_marriage.you": "You claim with the {marriage.points} of a "
    "marriage announced now: your side has {before} + {marriage} = {total.points}, and "
    "{target} is enough.",
    "practice.solution.claim_marriage.partner": "Your partner, seat {seat}, claims with the "
    "{marriage.points} of a marriage announced now: your side has {before} + {marriage} = "
    "{total.points}, and {target} is enough.",
    "practice.solution.claim_marriage.other": "Seat {seat} claims with the {marriage.points} "
    "of a marriage announced now: the other side has {before} + {marriage} = "
    "{total.points}, and {target} is enough.",
    "practice.solution.claim_marriage.seat": "Seat {seat} claims with the {marriage.points} "
    "of a marriage announced now: your side in this deal has {before} + {marriage} = "
    "{total.points}, and {target} is enough.",
    # a claim made with fewer points than the side needs: the claim loses the deal
    "practice.solution.claim_wrong.you": "You claim, but your side has only {total.points}, "
    "fewer than the {target} needed: the claim loses.",
    "practice.solution.claim_wrong.partner": "Your partner, seat {seat}, claims, but your "
    "side has only {total.points}, fewer than the {target} needed: the claim loses.",
    "practice.solution.claim_wrong.other": "Seat {seat} claims, but the other side has only "
    "{total.points}, fewer than the {target} needed: the claim loses.",
    "practice.solution.claim_wrong.seat": "Seat {seat} claims, but your side in this deal "
    "has only {total.points}, fewer than the {target} needed: the claim loses.",
    # the reader does not know yet who holds the called card: who holds it in the deal checked
    # ({seat}), and so who plays with whom there ({partner}: the holder's partner)
    "practice.solution.holder": "Who holds the called card, the {card}, you cannot know yet. In "
    "the deal played out below, one of those that fit what you have seen, seat {seat} holds it, "
    "and so plays with seat {partner}.",
    "practice.solution.holder.you": "Who holds the card you called, the {card}, you cannot know "
    "yet. In the deal played out below, one of those that fit what you have seen, seat {seat} "
    "holds it, and so plays on your side.",
    "practice.solution.holder.alone": "Who holds the called card, the {card}, you cannot know "
    "yet. In the deal played out below, one of those that fit what you have seen, seat {seat} "
    "called it and holds it too, and so plays alone.",
    # the deciding moment: the card that takes the trick with which a side reaches its target;
    # {sum} is the sum written out ("26 + 13", and the marriage that now counts: "+ 20")
    # {beyond}: practice.solution.beyond where the total passes the target, else nothing
    # ("77 points, more than 66", not "the one that brings you to 66": round 27, hr 10)
    "practice.solution.decide.you": "The deciding card is the {card}: it takes trick {number}, "
    "and your side has {sum} = {total.points}{beyond}.",
    "practice.solution.beyond": ", more than {target}",
    "practice.solution.decide.move": "The deciding move: {choice}; it brings your side to "
    "{target.points}: {sum} = {total.points}.",
    # the deciding card where the last trick decides the deal (the cards ran out): not the
    # 66 passed with it (round 31, hr: "77 points, more than 66" beside "(the last trick)")
    "practice.solution.decide.last.you": "The deciding card is the {card}: with it your side "
    "takes the last trick and wins the deal.",
    "practice.solution.decide.last.other": "The {card} takes the last trick for the other "
    "side, and with it the deal.",
    "practice.solution.decide.other": "The {card} takes trick {number} for the other side, "
    "which then has {sum} = {total.points}{beyond}.",
    "practice.solution.end_win": Plural(
        "At its end your side has {mine.points} and the other side {theirs.points}; your side "
        "wins {game_points} game point ({reason}){doubled}.",
        "At its end your side has {mine.points} and the other side {theirs.points}; your side "
        "wins {game_points} game points ({reason}){doubled}.",
        "game_points",
    ),
    "practice.solution.end_loss": Plural(
        "At its end your side has {mine.points} and the other side {theirs.points}; the other "
        "side wins {game_points} game point ({reason}){doubled}.",
        "At its end your side has {mine.points} and the other side {theirs.points}; the other "
        "side wins {game_points} game points ({reason}){doubled}.",
        "game_points",
    ),
    # a deal decided by the last trick: said as a clause (round 33, hr 15: "pa zadnjim
    # štihom dobivate dijeljenje", not "(zadnji štih)")
    "practice.solution.end_win.last_trick": Plural(
        "At its end your side has {mine.points} and the other side {theirs.points}; with the "
        "last trick your side wins the deal and {game_points} game point{doubled}.",
        "At its end your side has {mine.points} and the other side {theirs.points}; with the "
        "last trick your side wins the deal and {game_points} game points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_loss.last_trick": Plural(
        "At its end your side has {mine.points} and the other side {theirs.points}; with the "
        "last trick the other side wins the deal and {game_points} game point{doubled}.",
        "At its end your side has {mine.points} and the other side {theirs.points}; with the "
        "last trick the other side wins the deal and {game_points} game points{doubled}.",
        "game_points",
    ),
    # the same said to a reader who plays alone against a side (a lone declarer of a game
    # for three: hu reader 37, "your side" of a seat that has none)
    "practice.solution.end_win.alone": Plural(
        "At its end you have {mine.points} and the other side {theirs.points}; you win "
        "{game_points} game point ({reason}){doubled}.",
        "At its end you have {mine.points} and the other side {theirs.points}; you win "
        "{game_points} game points ({reason}){doubled}.",
        "game_points",
    ),
    "practice.solution.end_loss.alone": Plural(
        "At its end you have {mine.points} and the other side {theirs.points}; the other side "
        "wins {game_points} game point ({reason}){doubled}.",
        "At its end you have {mine.points} and the other side {theirs.points}; the other side "
        "wins {game_points} game points ({reason}){doubled}.",
        "game_points",
    ),
    "practice.solution.end_win.last_trick.alone": Plural(
        "At its end you have {mine.points} and the other side {theirs.points}; with the last "
        "trick you win the deal and {game_points} game point{doubled}.",
        "At its end you have {mine.points} and the other side {theirs.points}; with the last "
        "trick you win the deal and {game_points} game points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_loss.last_trick.alone": Plural(
        "At its end you have {mine.points} and the other side {theirs.points}; with the last "
        "trick the other side wins the deal and {game_points} game point{doubled}.",
        "At its end you have {mine.points} and the other side {theirs.points}; with the last "
        "trick the other side wins the deal and {game_points} game points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_claim.win.alone": Plural(
        "The other side has {theirs.points}{case}, so you win {game_points} game "
        "point{doubled}.",
        "The other side has {theirs.points}{case}, so you win {game_points} game "
        "points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_claim.loss.alone": Plural(
        "You have {mine.points}{case}, so the other side wins {game_points} game "
        "point{doubled}.",
        "You have {mine.points}{case}, so the other side wins {game_points} game "
        "points{doubled}.",
        "game_points",
    ),
    # a line that ends with a correct claim: the claim's sentence gave the claimer's points,
    # so the end says only the loser's, and how they decide the game points (cs reader 32:
    # "You claim: you have 68 … At its end you have 68 … (the claim)" said twice);
    # {case}: practice.solution.claim_case.<rule>
    "practice.solution.end_claim.win": Plural(
        "The other side has {theirs.points}{case}, so your side wins {game_points} game "
        "point{doubled}.",
        "The other side has {theirs.points}{case}, so your side wins {game_points} game "
        "points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_claim.loss": Plural(
        "Your side has {mine.points}{case}, so the other side wins {game_points} game "
        "point{doubled}.",
        "Your side has {mine.points}{case}, so the other side wins {game_points} game "
        "points{doubled}.",
        "game_points",
    ),
    "practice.solution.claim_case.no_trick": " and no trick",
    "practice.solution.claim_case.under_half": ", fewer than {half}",
    "practice.solution.claim_case.over_half": ", at least {half}",
    # the next best move's value as a clause of next_one/next_many: the side that wins the
    # game points and how many ({n}: without a sign), or a mean over the deals checked
    "practice.solution.outcome.win": Plural(
        "your side wins {n} game point",
        "your side wins {n} game points",
        "n",
    ),
    "practice.solution.outcome.loss": Plural(
        "the other side wins {n} game point",
        "the other side wins {n} game points",
        "n",
    ),
    "practice.solution.outcome.zero": "neither side scores",
    # a mean over the deals checked ({amount}: practice.solution.amount or amount_mean)
    "practice.solution.outcome.avg_win": "your side wins {amount} on average",
    "practice.solution.outcome.avg_loss": "the other side wins {amount} on average",
    "practice.solution.outcome.avg_zero": "neither side scores on average",
    "practice.solution.amount": Plural("{n} game point", "{n} game points", "n"),
    "practice.solution.amount_mean": "{value} game points",
    # how much less than the best move, in game points ({gap}: a mean with decimals)
    "practice.solution.gap": Plural("{n} game point", "{n} game points", "n"),
    "practice.solution.gap_mean": "{gap} game points",
    # the best move's reason, as the hints give it (a clause of search.why.*)
    "practice.solution.reason": "Why: {reason}.",
    # several cards equally good for reasons of their own: a sentence, then each card's
    # reason in a sentence of its own, not one reason that fits only the first (round 31, cs)
    "practice.solution.reasons": "Why each of them is good.",
    "practice.solution.reason.each": "{move}: {reason}.",
    # a marriage announced (its card led) instead of the claim that is best, in a game for
    # two: the marriage counts, but the claim is made on lead and the card led is taken
    "practice.solution.marriage_lead": "Announcing the marriage in {suit} first brings you to "
    "{total.points} ({mine} + {marriage} = {total}), but a claim is made only on lead: your "
    "opponent takes the {card} you lead with the {taker} and keeps the lead until the deal "
    "ends. Then {outcome}: {gap} worse for you than a claim now.",
    "practice.solution.marriage_lead.last": "Announcing the marriage in {suit} first brings "
    "you to {total.points} ({mine} + {marriage} = {total}), but a claim is made only on lead: "
    "your opponent takes the {card} you lead with the {taker} and keeps the lead to the last "
    "trick, which decides the deal. Then {outcome}: {gap} worse for you than a claim now.",
    # the next best move: what it brings ({outcome}: practice.solution.outcome.*) and how much
    # less than the best ({gap}: practice.solution.gap or gap_mean)
    "practice.solution.next_one": "With the next best move, {move}, {outcome}: {gap} worse "
    "for you than the best move.",
    "practice.solution.next_many": "With each of the next best moves, {moves}, {outcome}: "
    "{gap} worse for you than the best move.",
    # the same where there are only two moves in all
    "practice.solution.next_other": "With the other possible move, {move}, {outcome}: {gap} "
    "worse for you than the best move.",
    # the same where every other legal move scores alike ({moves}: joined with "or"; a Czech
    # reader, round 27: "each of the next best" where there were no others)
    "practice.solution.next_all": "With any other move ({moves}), {outcome}: {gap} worse for "
    "you than the best move.",
    # the game points of the deal's end before a kontra multiplied them, and by how much:
    # "your side wins 1 game point (66 reached), doubled by the kontra: 2" (round 27, hu 1)
    "practice.solution.doubled": ", doubled by the kontra: {total}",
    "practice.solution.multiplied": ", multiplied by {multiplier} by the kontra and "
    "rekontra: {total}",
    # what the next best move does, in words (a reason as the hints give it: search.why.*)
    "practice.solution.next_reason": "With {move} instead: {reason}.",
    # the same where the sentence before named that one move: not named again (hu reader 28)
    "practice.solution.next_reason.same": "Why it is worse: {reason}.",
    # the same where it is worse by under a grade's "good" (.slightly), or worth as much
    # at the figures' decimal (.equal): not called plainly worse (sl reader 37)
    "practice.solution.next_reason.same.slightly": "Why it is only slightly worse: {reason}.",
    "practice.solution.next_reason.same.equal": "Why it is worth about as much: {reason}.",
    # the reader's own move, where it brings less than the next best (round 29: the reason
    # told is of the move chosen, its value said first)
    "practice.solution.chosen": "With your move, {move}, {outcome}: {gap} worse for you "
    "than the best move.",
    # the next best card, where it completes the trick (its taker and points are then
    # known): the trick goes to the other side, or the side ends it {short} points short of
    # its {target} where the best move reaches it
    "practice.solution.instead.other": "With {choice} instead, seat {seat} takes trick "
    "{number} for the other side (the other side: {total.points}).",
    "practice.solution.instead.short": "With {choice} instead, your side ends trick "
    "{number} with {total.points}, {short.points} short of {target.points}.",
    "practice.check.exact": "No card is hidden any more, so this answer is certain.",
    "practice.check.all": Plural(
        "We played this out against the only way the hidden cards could lie (the {n} deal "
        "that fits what you have seen).",
        "We played this out against every way the hidden cards could lie (the {n} deals that "
        "fit what you have seen) and took the average.",
        "n",
    ),
    "practice.check.sample": Plural(
        "We played this out against {n} way the hidden cards could lie, picked at random "
        "among those that fit what you have seen.",
        "We played this out against {n} ways the hidden cards could lie, picked at random "
        "among those that fit what you have seen, and took the average.",
        "n",
    ),
    # the same where every seat plays alone (every game for two: .solo): the reader has no
    # side, only "you" and "your opponent" (round 13: readers of every edition)
    "practice.solution.outcome.win.solo": Plural(
        "you win {n} game point",
        "you win {n} game points",
        "n",
    ),
    "practice.solution.outcome.loss.solo": Plural(
        "your opponent wins {n} game point",
        "your opponent wins {n} game points",
        "n",
    ),
    "practice.solution.outcome.zero.solo": "neither you nor your opponent scores",
    "practice.solution.outcome.avg_win.solo": "you win {amount} on average",
    "practice.solution.outcome.avg_loss.solo": "your opponent wins {amount} on average",
    "practice.solution.outcome.avg_zero.solo": "neither you nor your opponent scores on average",
    "practice.solution.value_win.solo": Plural(
        "With best play on both sides you then win {points} game point.",
        "With best play on both sides you then win {points} game points.",
        "points",
    ),
    "practice.solution.value_loss.solo": Plural(
        "The deal is lost even so, but with best play on both sides you lose only {points} "
        "game point.",
        "The deal is lost even so, but with best play on both sides you lose only {points} "
        "game points.",
        "points",
    ),
    # the same said to a lone player against two or more (sl: "each opponent writes down only
    # 1 point", not "your opponent")
    "practice.solution.value_loss.solo.many": Plural(
        "The deal is lost even so, but with best play on both sides you lose only {points} "
        "game point.",
        "The deal is lost even so, but with best play on both sides you lose only {points} "
        "game points.",
        "points",
    ),
    "practice.solution.value_zero.solo": "With best play on both sides neither you nor your "
    "opponent scores.",
    "practice.solution.value_mean.solo": "Over the deals that fit what you have seen, the best "
    "move brings you {value} game points on average (below zero: points lost).",
    "practice.solution.mean_win.solo": Plural(
        "Over the deals that fit what you have seen, the best move wins you {n} game point on "
        "average.",
        "Over the deals that fit what you have seen, the best move wins you {n} game points on "
        "average.",
        "n",
    ),
    "practice.solution.mean_loss.solo": Plural(
        "Over the deals that fit what you have seen, you lose {n} game point on average even "
        "with the best move.",
        "Over the deals that fit what you have seen, you lose {n} game points on average even "
        "with the best move.",
        "n",
    ),
    "practice.solution.mean_zero.solo": "Over the deals that fit what you have seen, the best "
    "move leaves you with no game points won or lost on average.",
    "practice.solution.about_win.solo": Plural(
        "This move wins you about {n} game point on average over the deals that fit what you "
        "have seen.",
        "This move wins you about {n} game points on average over the deals that fit what you "
        "have seen.",
        "n",
    ),
    "practice.solution.about_loss.solo": Plural(
        "Even with this move you lose about {n} game point on average over the deals that fit "
        "what you have seen.",
        "Even with this move you lose about {n} game points on average over the deals that fit "
        "what you have seen.",
        "n",
    ),
    "practice.solution.about_even.solo": "With this move you come out about even on average "
    "over the deals that fit what you have seen.",
    "practice.solution.now.solo": "You have {mine.points} so far.",
    "practice.solution.trick.you.solo": "Trick {number}: {plays}; you take it ({points.points}; "
    "now {total}).",
    "practice.solution.trick.other.solo": "Trick {number}: {plays}; seat {seat} takes it "
    "({points.points}; now {total}).",
    "practice.solution.claim.you.solo": "You claim: you have {total.points}, and {target} is "
    "enough.",
    "practice.solution.claim.other.solo": "Your opponent, seat {seat}, claims with "
    "{total.points}, and {target} is enough.",
    "practice.solution.claim_marriage.you.solo": "You claim with the {marriage.points} of a "
    "marriage announced now: you have {before} + {marriage} = {total.points}, and {target} is "
    "enough.",
    "practice.solution.claim_marriage.other.solo": "Your opponent, seat {seat}, claims with the "
    "{marriage.points} of a marriage announced now: {before} + {marriage} = {total.points}, "
    "and {target} is enough.",
    "practice.solution.claim_wrong.you.solo": "You claim, but you have only {total.points}, "
    "fewer than the {target} needed: the claim loses.",
    "practice.solution.claim_wrong.other.solo": "Your opponent, seat {seat}, claims with only "
    "{total.points}, fewer than the {target} needed: the claim loses.",
    "practice.solution.decide.you.solo": "The deciding card is the {card}: it takes trick "
    "{number}, and you have {sum} = {total.points}{beyond}.",
    "practice.solution.decide.move.solo": "The deciding move: {choice}; it brings you to "
    "{target.points}: {sum} = {total.points}.",
    "practice.solution.decide.last.you.solo": "The deciding card is the {card}: with it you "
    "take the last trick and win the deal.",
    "practice.solution.decide.last.other.solo": "The {card} takes the last trick for your "
    "opponent, and with it the deal.",
    "practice.solution.decide.other.solo": "The {card} takes trick {number} for your opponent, "
    "who then has {sum} = {total.points}{beyond}.",
    "practice.solution.end_win.solo": Plural(
        "At its end you have {mine.points} and your opponent {theirs.points}; you win "
        "{game_points} game point ({reason}){doubled}.",
        "At its end you have {mine.points} and your opponent {theirs.points}; you win "
        "{game_points} game points ({reason}){doubled}.",
        "game_points",
    ),
    "practice.solution.end_win.last_trick.solo": Plural(
        "At its end you have {mine.points} and your opponent {theirs.points}; with the last "
        "trick you win the deal and {game_points} game point{doubled}.",
        "At its end you have {mine.points} and your opponent {theirs.points}; with the last "
        "trick you win the deal and {game_points} game points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_loss.last_trick.solo": Plural(
        "At its end you have {mine.points} and your opponent {theirs.points}; with the last "
        "trick your opponent wins the deal and {game_points} game point{doubled}.",
        "At its end you have {mine.points} and your opponent {theirs.points}; with the last "
        "trick your opponent wins the deal and {game_points} game points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_claim.win.solo": Plural(
        "Your opponent has {theirs.points}{case}, so you win {game_points} game "
        "point{doubled}.",
        "Your opponent has {theirs.points}{case}, so you win {game_points} game "
        "points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_claim.loss.solo": Plural(
        "You have {mine.points}{case}, so your opponent wins {game_points} game "
        "point{doubled}.",
        "You have {mine.points}{case}, so your opponent wins {game_points} game "
        "points{doubled}.",
        "game_points",
    ),
    "practice.solution.end_loss.solo": Plural(
        "At its end you have {mine.points} and your opponent {theirs.points}; your opponent "
        "wins {game_points} game point ({reason}){doubled}.",
        "At its end you have {mine.points} and your opponent {theirs.points}; your opponent "
        "wins {game_points} game points ({reason}){doubled}.",
        "game_points",
    ),
    "practice.solution.instead.other.solo": "With {choice} instead, your opponent, seat "
    "{seat}, takes trick {number} and has {total.points}.",
    "practice.solution.instead.short.solo": "With {choice} instead, you end trick {number} "
    "with {total.points}, {short.points} short of {target.points}.",
}

#: the guided hands (:func:`schnapsen.teach.practice.guided_hands`): what to think about
#: before a key decision (the grades and the widget's words are the engine's:
#: ``schnapsen/i18n/en_search.py``, ``schnapsen/i18n/en.py``)
GUIDED_MESSAGES: dict[str, str | Plural] = {
    "guided.think.close": "A key decision: could closing the talon pay now? Count your "
    "trumps (in your hand: {trumps}) and your points ({points.points}), and ask whether your "
    "cards take the tricks you still need.",
    "guided.think.exchange": "A key decision: look at the trump card under the talon. Is it "
    "worth more in your hand than the trump Unter? (Trumps in your hand: {trumps}.)",
    "guided.think.marriage": "A key decision: a King and Queen of one suit score when they "
    "are announced. Is this the moment, and which suit? (Your side has {points.points}.)",
    "guided.think.claim": "A key decision: count your points ({points.points} before this "
    "move). Have you reached {target}?",
    # the same where a marriage not yet announced is in the hand: its value counted too
    # (round 27, sl "you have 33 in tricks and a 40 marriage in hand")
    "guided.think.claim.marriage": "A key decision: count your points ({points.points} in "
    "tricks, and a marriage worth {marriage.points} in your hand). Have you reached {target}?",
    # a Plural by the trumps in hand (cs: "trumf"/"trumfy"/"trumfů"; one trump: spend it)
    "guided.think.trump": Plural(
        "A key decision: think about your trump (in your hand: {trumps}). Is this the time to "
        "spend it, or to keep it?",
        "A key decision: think about your trumps (in your hand: {trumps}). Is this the time to "
        "spend one, or to keep it?",
        "trumps",
    ),
    "guided.think.lead": "A key decision: you lead. Which of your cards can the others not "
    "beat, and which one tells them least? (Trumps in your hand: {trumps}; your side has "
    "{points.points}.)",
    # the same in a game for two: one opponent, and the reader's own points (the round-9 new
    # reader found "the others" and "your side" vague with one opponent)
    "guided.think.lead.two": "A key decision: you lead. Which of your cards can your opponent "
    "not beat, and which one tells them least? (Trumps in your hand: {trumps}; you have "
    "{points.points}.)",
    # a lead whose best card is not one nobody can beat (a card led to draw a trump, to
    # give the lead away): a question that describes no card (hr reader 26: the lead key
    # described the one wrong card there, the unbeatable trump Ace)
    "guided.think.lead.open": "A key decision: you lead. Count the trumps still out and the "
    "points your side still needs: which card does most for you now, and which is worth "
    "keeping for later? (Trumps in your hand: {trumps}; your side has {points.points}.)",
    "guided.think.lead.open.two": "A key decision: you lead. Count the trumps still out and "
    "the points you still need: which card does most for you now, and which is worth keeping "
    "for later? (Trumps in your hand: {trumps}; you have {points.points}.)",
    # the same in a game for two (.two): the reader's own points, no side (round 13)
    "guided.think.marriage.two": "A key decision: a King and Queen of one suit score when "
    "they are announced. Is this the moment, and which suit? (You have {points.points}.)",
    "guided.think.follow.two": "A key decision: a card has been led. Take the trick, or let it "
    "go cheaply? Count what the trick is worth and what you still need. (You have "
    "{points.points}.)",
    "guided.think.take.two": "A key decision: a card has been led. Is this trick worth taking, "
    "and with which card? Count what it is worth and what you still need. (You have "
    "{points.points}.)",
    "guided.think.follow": "A key decision: a card has been led. Take the trick, or let it go "
    "cheaply? Count what the trick is worth and what you still need. (Your side has "
    "{points.points}.)",
    "guided.think.take": "A key decision: a card has been led. Is this trick worth taking, and "
    "with which card? Count what it is worth and what you still need. (Your side has "
    "{points.points}.)",
    # the same where every card the reader may play is a trump (none of the suit led where
    # trumping is a duty, or trumps led): not whether to take, only with which trump (hr
    # reader: "is it worth taking?" asked where the reader had to trump)
    "guided.think.take.must": "A key decision: you must play a trump. With which one? Count "
    "what the trick is worth and which of your trumps are worth keeping for later. (Trumps "
    "in your hand: {trumps}.)",
    # what a key decision is about, in a few words (the guided hand's summary names each key
    # decision by it: "Key decision 2 (which card to lead, in trick 5) did not come up")
    "guided.about.close": "whether to close the talon",
    "guided.about.exchange": "whether to exchange the trump",
    "guided.about.marriage": "when to announce a marriage",
    "guided.about.claim": "whether you have 66 to claim",
    "guided.about.trump": "whether to spend a trump",
    "guided.about.lead": "which card to lead",
    "guided.about.lead.open": "which card to lead",
    "guided.about.follow": "whether to take the trick or let it go",
    "guided.about.take": "whether to take the trick, and with which card",
    "guided.about.take.must": "which trump to play",
}
PRACTICE_MESSAGES.update(GUIDED_MESSAGES)
