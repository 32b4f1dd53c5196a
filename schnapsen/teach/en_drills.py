"""English source strings of the drills (:mod:`schnapsen.teach.drills`), the position of the
day (:mod:`.daily`) and the reader's progress shown on the site (``js/course.js``).

Counts go through plural forms (``Plural``) or units (``{n.cards}``); card, suit and seat
names through their cases, as everywhere in the catalogue.
"""

from __future__ import annotations

from ..i18n.base import MayDrop, Plural

DRILL_MESSAGES: dict[str, str] = {
    # the pieces of a question
    "drill.card": "{card}",
    "drill.suit": "{suit}",
    "drill.yes": "Yes",
    "drill.no": "No",
    "drill.seat": "Seat {seat}",
    "drill.pic.led": "seat {seat} led",
    "drill.pic.seat": "seat {seat}",
    "drill.pic.number": "{number}",
    "drill.pic.pack": "The pack, top card first",
    "drill.pic.turned": "The turned card",
    "drill.pic.table": "On the table",
    "drill.pic.won": "The cards in the tricks of seat {seat}",
    "drill.pic.last": "The last trick",
    # the cards
    "drill.card_value.q": "How many card points is {card} worth?",
    "drill.card_value.rule": "Ace {ace}, Ten {ten}, King {king}, Ober {ober}, Unter {unter}: "
    "{card} is worth {points.points}.",
    "drill.higher.q": "Both cards are of the same suit. Which one ranks higher?",
    "drill.higher.rule": "Within a suit the order is Ace, Ten, King, Ober, Unter: {winner_card} "
    "is above {other}.",
    "drill.pile.q": "How many card points do these cards hold together?",
    "drill.pile.rule": "Ace {ace}, Ten {ten}, King {king}, Ober {ober}, Unter {unter}: {sum} = "
    "{card_points.card_points}.",
    "drill.which_worth.q": "Which of these cards is worth {points.card_points}?",
    "drill.more_points.q": "Which pile holds more card points?",
    "drill.more_points.a": "Pile A",
    "drill.more_points.b": "Pile B",
    "drill.more_points.rule": "Pile A: {sum_a} = {a}; pile B: {sum_b} = {b}.",
    # dealing
    "drill.turned.q": "This pack is dealt the Austrian way. Which card is turned up for trump?",
    "drill.turned.rule": "Three cards go to each player, then the next card, number {number}, "
    "is turned up: {card}.",
    "drill.forehand.q": "This pack is dealt the Austrian way. Which of these cards ends up in "
    "the forehand's hand?",
    "drill.forehand.rule": "The forehand gets cards {forehand_cards} and the dealer "
    "{dealer_cards}; card {number} is turned: {card} is card {card_number}.",
    "drill.trump_suit.q": "{card} is turned up after the deal. Which suit is trump?",
    "drill.trump_suit.rule": "The turned card names trump for the whole deal: {card} makes "
    "{suit} trumps.",
    "drill.variant": "The game: {variant}.",
    "drill.hand_size.q": "How many cards does each player hold after the deal?",
    "drill.hand_size.rule": "In this game each player is dealt {sum} = {count.cards}.",
    "drill.hand_size.rule.whole": "In this game each player is dealt {count.cards} at once.",
    "drill.talon_size.q": "How many cards are in the talon after the deal, the turned card "
    "included?",
    "drill.talon_size.rule": "The pack has {deck.cards}, and the two hands take {hand} each: "
    "{deck} \u2212 {dealt} = {count.cards}, the turned card among them.",
    "drill.packets.q": "In which packets are the cards dealt?",
    "drill.packets.split": "{before.cards} each, the trump card turned up, then {after} each",
    "drill.packets.whole": "{before.cards} each at once, then the trump card turned up",
    "drill.packets.split.rule": "In this game the dealer gives each player {before.cards}, "
    "turns up the next card for trump, then gives {after} more each: {count.cards} in each "
    "hand.",
    "drill.packets.whole.rule": "In this game the dealer gives each player {before.cards} at "
    "once and then turns up the next card for trump: {count.cards} in each hand.",
    "drill.you": "You",
    "drill.opponent": "Your opponent",
    "drill.you.seat": "You (seat {seat})",
    "drill.opponent.seat": "Your opponent (seat {seat})",
    "drill.first_lead.q.you_deal": "You deal this time. Who plays the first card of the deal?",
    "drill.first_lead.q.opp_deal": "Your opponent deals this time. Who plays the first card of "
    "the deal?",
    "drill.first_lead.q.you_dealt": "You dealt the previous deal. Who plays the first card of "
    "this one?",
    "drill.first_lead.q.opp_dealt": "Your opponent dealt the previous deal. Who plays the first "
    "card of this one?",
    "drill.first_lead.passes.you": "The deal passes from one player to the other, so this time "
    "you deal.",
    "drill.first_lead.passes.opp": "The deal passes from one player to the other, so this time "
    "your opponent deals.",
    "drill.first_lead.rule.you": "The player who does not deal is the forehand and leads to the "
    "first trick: here that is you.",
    "drill.first_lead.rule.opp": "The player who does not deal is the forehand and leads to the "
    "first trick: here that is your opponent.",
    # tricks
    "drill.trick.q": "Seat {leader} led. Which card takes the trick?",
    "drill.trick_points.q": "How many card points does this trick bring to the player who "
    "takes it?",
    "drill.trick_points.rule": "A trick brings the points of all its cards: {sum} = "
    "{card_points.card_points}.",
    "drill.leads_next.q": "Seat {leader} led this trick. Who leads to the next one?",
    "drill.leads_next.rule": "{winner_card} takes the trick, and whoever takes a trick leads "
    "to the next: seat {winner}.",
    "drill.winning_cards.q": "Seat {leader} has led {card}. How many of the cards of seat "
    "{seat} would take the trick?",
    "drill.winning_cards.rule": "Only a higher card of the suit led or a trump takes {card}: "
    "{cards}.",
    "drill.winning_cards.none": "Only a higher card of the suit led or a trump takes {card}, "
    "and seat {seat} holds neither: none.",
    "drill.would_win.q": "Seat {leader} leads {led} and seat {seat} plays {card} to it. Does "
    "seat {seat} take the trick?",
    # drawing
    "drill.talon_left.q": Plural(
        "After {tricks} trick, how many cards are left to draw, the turned card included?",
        "After {tricks} tricks, how many cards are left to draw, the turned card included?",
        "tricks",
    ),
    "drill.talon_left.rule": "The talon starts with {start.cards}, and each trick takes two: "
    "{start} \u2212 {taken} = {count.cards}.",
    "drill.draws_first.q": "Seat {leader} led this trick. Who draws the first card from the "
    "talon?",
    "drill.draws_first.rule": "{winner_card} takes the trick, and the winner of a trick draws "
    "first: seat {winner}.",
    "drill.turned_card.q": "Seat {leader} led this trick. Who gets the turned {card} after it?",
    "drill.turned_card.rule": "{winner_card} takes the trick, so seat {winner} draws the last "
    "face-down card and seat {loser} the turned card, {card}.",
    "drill.pic.talon_top": "The next two cards of the talon, top card first",
    "drill.drawn_card.q": "Seat {leader} led this trick. Which of the next two cards of the "
    "talon does seat {seat} draw?",
    "drill.drawn_card.rule": "{winner_card} takes the trick, so seat {winner} draws first and "
    "gets the top card, {top_card}; seat {loser} gets the next, {next_card}.",
    # marriages
    "drill.marriage_value.q": "Seat {seat} announces the marriage in {suit}. How many points "
    "is it worth?",
    "drill.marriage_value.rule": "A marriage counts 20, or 40 in trumps; {trump} are trumps "
    "here, so this one counts {points.points}.",
    # {call}: the marriage's value (20 or 40), for a language that names a marriage by its
    # call (hu "zöld húszat mond", {call.said.acc}) where the English names its suit
    "drill.may_marry.q.lead": MayDrop("Seat {seat} is on lead with these cards. May it "
                                      "announce the marriage in {suit} now?", extra=("call",)),
    "drill.may_marry.q.answer": MayDrop("Seat {leader} has led {card}. May seat {seat}, "
                                        "holding these cards, announce the marriage in {suit} "
                                        "now?", extra=("call",)),
    "drill.may_marry.yes": MayDrop("Yes: seat {seat} is on lead and holds the King and Ober "
                                   "of {suit}.", extra=("call",)),
    "drill.marriage_points.q": "Seat {seat} is on lead. How many points does it count now, "
    "tricks and marriages together?",
    "drill.marriage_points.rule": "The card points of its tricks and the marriages of its "
    "side: {sum} = {points.points}.",
    "drill.marriage_points.pending": "Seat {seat} has no trick yet, so its marriage does not "
    "count yet: 0 points.",
    "drill.marriage_lead.q": MayDrop("Seat {seat} announces the marriage in {suit}. Which of "
                                     "these cards may it lead now?", extra=("call",)),
    "drill.marriage_lead.rule": MayDrop("Whoever announces a marriage leads one of its two "
                                        "cards, the King or the Ober of {suit}: here {card}.",
                                        extra=("call",)),
    "drill.marriages_in_hand.q": "Seat {seat} is on lead with these cards. How many marriages "
    "could it announce?",
    "drill.marriages_in_hand.rule": "A marriage is the King and the Ober of one suit, both in "
    "the hand: {pairs}.",
    "drill.marriages_in_hand.none": "A marriage is the King and the Ober of one suit, both in "
    "the hand: seat {seat} holds no such pair.",
    # the exchange
    "drill.may_exchange.q.lead": "Seat {seat} is on lead with these cards. May it exchange the "
    "trump Unter now?",
    "drill.may_exchange.q.answer": "Seat {leader} has led {card}. May seat {seat}, holding "
    "these cards, exchange the trump Unter now?",
    "drill.may_exchange.yes": "Yes: seat {seat} is on lead, holds {card}, and {count.cards} "
    "lie face down on the turned card; at least {min.cards} are needed.",
    "drill.exchange_gain.q": "Seat {seat} exchanges {unter} for the turned {card}. How many "
    "card points does its hand gain?",
    "drill.exchange_gain.rule": "{card} is worth {high}, the Unter {low}: {high} \u2212 {low} "
    "= {gain}.",
    "drill.exchange_why.q.lead": "Seat {seat} is on lead and holds the trump Unter. May it "
    "exchange it for the turned card now?",
    "drill.exchange_why.q.answer": "Seat {leader} has led {card}. Seat {seat} holds the trump "
    "Unter. May it exchange it for the turned card now?",
    "drill.exchange_why.yes": "Yes",
    "drill.exchange_why.lead": "No: it is not on lead",
    "drill.exchange_why.few": "No: too few face-down cards are left on the turned card",
    "drill.exchange_after.q": "Seat {seat} exchanges the trump Unter for the turned {card}. "
    "Which card lies face up under the talon afterwards?",
    "drill.exchange_after.rule": "The exchange swaps the two cards: {card} goes into the hand "
    "of seat {seat}, and {unter} lies face up under the talon, still showing {suit} as trumps.",
    "drill.trumps_after.q": "Seat {seat} exchanges the trump Unter for the turned {card}. How "
    "many trumps does it hold afterwards?",
    "drill.trumps_after.rule": Plural(
        "{unter} and {card} are both trumps: seat {seat} gives one and takes one, so it holds "
        "{count} trump, as many as before.",
        "{unter} and {card} are both trumps: seat {seat} gives one and takes one, so it holds "
        "{count} trumps, as many as before.",
        "count",
    ),
    # closing
    "drill.may_close.q.lead": "Seat {seat} is on lead. May it close the talon now?",
    "drill.may_close.q.answer": "Seat {leader} has led {card}. May seat {seat} close the talon "
    "now?",
    "drill.may_close.yes": "Yes: seat {seat} is on lead, nobody has closed, and {count.cards} "
    "are left to draw, the turned card included; closing needs at least {min.cards}.",
    "drill.closed.q": "Seat {winner} wins this deal. How many game points does it score?",
    # the same where the tradition counts a match down (MatchRules.result "goes")
    "drill.closed.q.goes": "Seat {winner} wins this deal. By how much does its count go down?",
    "drill.closed.at_close": "Seat {seat} closed the talon; its opponent then had "
    "{points.points} and {tricks.tricks}.",
    "drill.closed.end": "Seat {seat} finished with {points.points}.",
    "drill.closed.won": "A closer who makes 66 is scored on the opponent at the close "
    "({points.points}, {tricks.tricks}): 3 with no trick, 2 under 33, else 1; here "
    "{game_points.game_points}.",
    "drill.closed.failed": "A closer who fails gives the opponent 2 game points, or 3 if the "
    "opponent had no trick at the close ({tricks.tricks}): here {game_points.game_points}.",
    "drill.close_why.q.lead": "Seat {seat} is on lead. May it close the talon now?",
    "drill.close_why.q.answer": "Seat {leader} has led {card}. May seat {seat} close the talon "
    "now?",
    "drill.close_why.yes": "Yes",
    "drill.close_why.lead": "No: it is not on lead",
    "drill.close_why.few": "No: fewer than three cards are left to draw",
    "drill.close_why.gone": "No: the talon is used up",
    "drill.close_left.q": Plural(
        "After {tricks} trick seat {seat} is on lead and closes the talon. How many cards stay "
        "in the talon, never to be drawn?",
        "After {tricks} tricks seat {seat} is on lead and closes the talon. How many cards "
        "stay in the talon, never to be drawn?",
        "tricks",
    ),
    "drill.close_left.rule": "Each trick took two cards from the talon: {start} \u2212 "
    "{taken} = {count.cards}, the turned card included. After the close nobody draws, so they "
    "all stay there.",
    "drill.close_failed.q": "Seat {seat} closed the talon, but the deal went to seat {winner}, "
    "who had {tricks.tricks} when the talon was closed. How many game points does seat "
    "{winner} score?",
    # the strict rules
    "drill.may_play.q": "The {led} was led. May seat {seat} play {card} to it?",
    "drill.legal_count.q": "The {led} was led. How many of its cards may seat {seat} play to "
    "it?",
    "drill.rule_applies.q": "The {led} was led. Which of the strict rules decides what seat "
    "{seat} may play?",
    "drill.strict.follow": "Follow suit",
    "drill.strict.head": "Head the trick",
    "drill.strict.trump": "Trump if void",
    "drill.strict.any": "Any card",
    "drill.strict_now.q": "Seat {leader} has led {card}. Do the strict rules bind the answer "
    "of seat {seat}?",
    "drill.strict_now.open": "No: the talon is open, with {count.cards} left to draw, so any "
    "card may be played.",
    "drill.strict_now.closed": "Yes: seat {seat} closed the talon, and from then on the strict "
    "rules apply.",
    "drill.strict_now.gone": "Yes: the talon is used up, and from then on the strict rules "
    "apply.",
    # claiming
    "drill.claim.q": "Seat {seat} is on lead and claims 66 now. Is the claim right?",
    "drill.claim.right": "Yes: a claim needs 66, and seat {seat} counts {sum} = "
    "{points.points}.",
    "drill.claim.wrong": "No: a claim needs 66, and seat {seat} counts only {sum} = "
    "{points.points}.",
    "drill.wrong_claim.q": "Seat {claimer} claims with only {points.points}. Seat {seat} has "
    "{tricks.tricks}. How many game points does seat {seat} score?",
    "drill.wrong_claim.rule": "A wrong claim gives the opponent 2 game points, or 3 if the "
    "opponent has no trick; seat {seat} has {tricks.tricks}: {game_points.game_points}.",
    # "by the book's rule": the Hungarian and Czech sources end the deal at 66 by itself (cs
    # reader 27: a player with 98 points loses here)
    "drill.last_trick.q": "The hands were played out without a claim, and seat {leader} led "
    "the last trick. Who wins the deal by the book's rule?",
    "drill.last_trick.rule": "Without a claim the last trick decides, whatever the points: "
    "seat {winner} took it.",
    "drill.claim_need.q": "Seat {seat} is on lead and counts {points.points}. How many more "
    "points does it need before a claim is right?",
    "drill.claim_need.rule": "A claim needs {target}: {target} \u2212 {have} = {rest}.",
    "drill.claim_wrong_who.q": "Seat {claimer} is on lead and claims with only {points.points}. "
    "Who wins the deal?",
    "drill.claim_wrong_who.rule": "A claim needs {target}; a wrong claim ends the deal at once "
    "and loses it: seat {winner} wins.",
    # scoring
    "drill.end.claim": "Seat {winner} claimed 66 and was right.",
    "drill.end.last": "Seat {winner} won the deal with the last trick.",
    "drill.game_points.q": "Seat {winner} wins; seat {loser} has {points.points} and "
    "{tricks.tricks}. How many game points does seat {winner} score?",
    "drill.game_points.rule": "The winner scores 3 if the loser took no trick, 2 if the loser "
    "has fewer than {half} points, else 1: here {game_points.game_points}.",
    "drill.loser_gap.q": "Seat {winner} wins; seat {loser} has {points.points} and "
    "{tricks.tricks}. How many more points would seat {loser} have needed to give away only 1 "
    "game point?",
    "drill.loser_gap.rule": "Under {half} points the loser gives away 2 game points, from "
    "{half} on only 1: {half} \u2212 {have} = {rest}.",
    "drill.score_why.q": "Seat {winner} wins the deal and scores {game_points.game_points}. "
    "Why that many?",
    "drill.score_why.no_trick": "Seat {seat} took no trick",
    "drill.score_why.under_half": "Seat {seat} has fewer than {half} points",
    "drill.score_why.over_half": "Seat {seat} has {half} points or more",
    # the match
    "drill.bummerl.start": "A Bummerl: each player starts with {target} and counts down to 0.",
    "drill.bummerl.q": "Before this deal seat 1 still needed {score0.game_points} and seat 2 "
    "still needed {score1.game_points}. Seat {winner} wins the deal with "
    "{game_points.game_points}. How many does seat {winner} still need?",
    "drill.bummerl.rule": "Each deal won counts down from {target}: {before} \u2212 "
    "{won} = {rest}.",
    "drill.bummerl.over": "Each deal won counts down from {target}: with {before} to go, "
    "{won} takes seat {winner} to 0, and it wins the match.",
    "drill.bummerl.deal": "Deal {number}: seat {winner} won {game_points.game_points}.",
    "drill.bummerl_sheet.q": "How many game points does seat {seat} still need?",
    "drill.bummerl_sheet.rule": "Only the deals seat {seat} won count down: {sum} = {rest}.",
    "drill.bummerl_sheet.rule.none": "Only the deals seat {seat} won count down, and it has "
    "won none yet: it still needs {rest.game_points}.",
    "drill.match_over.q": "Before this deal seat 1 still needed {score0.game_points} and seat "
    "2 still needed {score1.game_points}. Seat {winner} wins the deal with "
    "{game_points.game_points}. Is the match over?",
    "drill.match_winner.q": "Who has won the match?",
    "drill.match_winner.none": "Nobody yet",
    "drill.match_winner.open": "Nobody has counted down to 0 yet: seat 1 still needs "
    "{score0.game_points} and seat 2 still needs {score1.game_points}.",
    "drill.match_winner.rule": "Seat {winner} was the first to count down from {target} to 0: "
    "{sum}.",
    "drill.deals_needed.q": "Seat {seat} still needs {need.game_points}. In how few deals can "
    "it still win the match?",
    "drill.deals_needed.rule": "A deal brings at most {most} game points, so "
    "{need.game_points} need at least {count.deals}.",
    # the drill's own words
    "drill.ui.label": "Drill",
    "drill.ui.intro": Plural(
        "Ten quick positions. Eight right answers make the chapter solid.",
        "Ten quick positions. Eight right answers make the chapter solid.",
        "count",
    ),
    # the same for a pool of questions with no position of cards (the cards' values, the
    # scoring, the match, the marker cards)
    "drill.ui.intro.questions": Plural(
        "Ten quick questions. Eight right answers make the chapter solid.",
        "Ten quick questions. Eight right answers make the chapter solid.",
        "count",
    ),
    "drill.ui.progress": "Position {number} of {total}",
    "drill.ui.check": "Check",
    # after a question with several right cards (which cards may be played, which the dealer
    # holds): the drill waits for Check (round 33: a reader clicked one card and waited)
    "drill.ui.choose_all": "Pick every card that is right, then press Check.",
    "drill.ui.next": "Next position",
    # the same for a question with no position of cards to look at (a card's value, a sum,
    # a score): a question, not a position
    "drill.ui.progress.question": "Question {number} of {total}",
    "drill.ui.next.question": "Next question",
    "drill.ui.finish": "See the result",
    "drill.ui.again": "A new drill",
    "drill.ui.start": "Start the drill",
    "drill.ui.answer": "The answer: {answer}.",
    # a question with several right answers, after Check: each card or answer the reader
    # picked, right or wrong, then the right ones not picked (round 37, a blind cs reader:
    # every right answer revealed at once, the picks not judged one by one)
    "drill.ui.pick.right": "{answer}: right.",
    "drill.ui.pick.wrong": "{answer}: wrong.",
    "drill.ui.pick.missed": "Also right, but not picked: {answers}.",
    "drill.ui.solid": "Solid! The contents mark this chapter now.",
    "drill.ui.solid_badge": "Solid",
    # the same on a tradition's page, whose drill is not a chapter of the contents' course
    "drill.ui.solid.page": "Solid! You have this page's drill.",
    "drill.ui.kept": "Your progress stays in this browser; nothing is sent anywhere.",
    "drill.ui.onward": "Next: {title}",
    "drill.ui.score": Plural(
        "{n} right answer of {total}.",
        "{n} right answers of {total}.",
        "n",
    ),
    "drill.ui.short": Plural(
        "One more right answer makes the chapter solid: try a new drill.",
        "{left} more right answers make the chapter solid: try a new drill.",
        "left",
    ),
    "drill.ui.best": Plural(
        "Your best so far: {n} of {total}.",
        "Your best so far: {n} of {total}.",
        "n",
    ),
    # the position of the day
    "daily.label": "Position of the day",
    "daily.date": "The position for {date}",
    # the day's date as the language writes it ({day}, {month}, {year}), the month's name in
    # the form a date takes (sl "6. decembra 2026", cs "6. prosince 2026", hu "2026. december
    # 6."): CLDR (the browser's and Babel's) gives sl the nominative "december"
    "daily.date.format": "{month} {day}, {year}",
    "daily.month.1": "January",
    "daily.month.2": "February",
    "daily.month.3": "March",
    "daily.month.4": "April",
    "daily.month.5": "May",
    "daily.month.6": "June",
    "daily.month.7": "July",
    "daily.month.8": "August",
    "daily.month.9": "September",
    "daily.month.10": "October",
    "daily.month.11": "November",
    "daily.month.12": "December",
    "daily.intro": "One position a day from the puzzles of {tradition}, the same for every "
    "reader.",
    "daily.level": "Level {level}: {theme}.",
    # before the answer the level alone; its theme is said with the solution (daily.theme)
    "daily.level.number": "Level {level}.",
    "daily.theme": "The theme: {theme}.",
    # the day's question where the puzzle's theme question would name the move to find
    "daily.question": "What do you do now?",
    "daily.choose": "Your move:",
    "daily.solution": "Worked solution",
    "daily.done": "You solved this position before.",
    "daily.missed": "You missed this position before: here it is again.",
    # the reader's progress on the site
    # where the path goes on: the first chapter not finished, or a drill or guided hand left
    # unfinished (round-22 new reader: "continue where you left off" named a chapter never read)
    "course.continue": "Next stop on your path:",
    "course.drills": Plural(
        "{n} of {total} chapter drills solid.",
        "{n} of {total} chapter drills solid.",
        "n",
    ),
    "course.puzzles": "Positions solved: {solved}; missed: {missed}.",
    "course.guided": "Guided hands played without a mistake: {solved}; to play again: {missed}.",
    # after the "continue" link to the guided hands' page when a hand was begun and left
    "course.begun": "(a guided hand you began and have not finished)",
    "course.clear": "Clear my progress",
    "course.cleared": "Your progress has been cleared.",
    "course.kept": "Your progress is kept in this browser only; nothing is sent anywhere.",
    "course.mark.solid": "drill solid",
    "course.mark.read": "read",
    # the mark beside the page being read, in the contents
    "course.mark.here": "you are here",
    # above a table wider than a phone's screen (the table scrolls sideways)
    "course.scroll": "The table is wider than the screen: scroll it sideways →",
    "course.title": "Your progress",
    # the reader's path on the front page (schnapsen.teach.path)
    "course.path.label": "Your path through the book",
    "course.path.learn": "Learn",
    "course.path.learn.note": "the rule chapters in order, from the cards to the match, then "
    "the first strategy; each builds on the one before. The minutes cover reading a chapter "
    "and answering its questions and its drill.",
    "course.path.learn.own": "your own game first, then the rule chapters in order, from the "
    "cards to the match, then the first strategy; each builds on the one before. The minutes "
    "cover reading a chapter and answering its questions and its drill.",
    "course.path.minutes": Plural("{n} min", "{n} min", "n"),
    "course.path.drill": "Drill",
    "course.path.drill.note": "every rule chapter ends with ten quick positions. Eight right "
    "answers make the chapter solid, and a tick marks it here and in the contents.",
    "course.path.play": "Play",
    "course.path.about.play": "whole deals and matches against the computer, with a hint "
    "whenever you ask for one.",
    "course.path.practise": "Practise",
    "course.path.about.practice": "positions to solve, and when to close the talon",
    "course.path.about.guided": "whole hands with a coach who grades every move",
    "course.path.beyond": "Beyond the basics",
    "course.path.reference": "Reference",
    # the closed dropdown after a beginner chapter's drill that holds the other traditions'
    # rules and the sources' words (the chapter's text points to it by this title)
    "course.others": "Other traditions and the sources",
    # the live player
    "live.warming": "Python is getting ready in the background\u2026",
    "live.warm": "Python is ready: the player starts at once.",
    # the start's second stage (the first: live.loading, live.python in en_site.py)
    "live.modules": "Step 2 of 2: setting up the table\u2026",
    # a drill's round begun and left unfinished: the front page and the drill say how far
    # (the round is ROUND positions long: "of 10 positions")
    "course.round": Plural(
        "Drill under way: {n} of {total} positions answered.",
        "Drill under way: {n} of {total} positions answered.",
        "n",
    ),
    "drill.ui.resumed": Plural(
        "Your drill goes on where you left it: {n} of {total} positions answered.",
        "Your drill goes on where you left it: {n} of {total} positions answered.",
        "n",
    ),
}
