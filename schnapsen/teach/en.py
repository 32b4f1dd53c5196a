"""English source strings of the book's generated pieces: the comparison tables, the quizzes
and the "Where the sources differ" boxes (:mod:`schnapsen.teach.book`, :mod:`.quiz`).

They reach the catalogue when :mod:`schnapsen.teach` is imported (``i18n.register``); the
engine's own messages (moves, rules, results, the widgets) are in ``schnapsen/i18n/``.
"""

from __future__ import annotations

from ..i18n.base import MayDrop, Plural
from ..variants.decisions import DECISIONS
from ..variants.quotes import QUOTES

TEACH_MESSAGES: dict[str, str] = {
    # quizzes: the questions (schnapsen.teach.quiz) and the feedback on an answer
    "quiz.legal": "Seat {leader} led the {led}. Which cards may seat {seat} play?",
    "quiz.choose_all": "Choose all that apply.",
    "quiz.trick_no": "Trick {number}",
    "quiz.hand": "The hand of seat {seat}",
    # the reader's own hand (a daily puzzle's, where the reader plays the seat)
    "quiz.hand.you": "Your hand",
    "quiz.legal.open": "The talon is still open, so any card may be played: {cards}.",
    "quiz.legal.strict": "The strict rules apply (follow suit, head the trick, trump if "
    "void), so only these are allowed: {cards}.",
    "quiz.trick": "Seat {leader} led, and the trick went {cards}. Which card takes it?",
    "quiz.points": "Seat {seat} is on lead. How many points does its side count now, "
    "tricks and marriages together?",
    # the same lines for two players (no partners: "its side" is the seat itself)
    "quiz.points.solo": "Seat {seat} is on lead. How many points does it count now, tricks and "
    "marriages together?",
    "quiz.points.why": Plural(
        "Its tricks hold {cards}: {card_points} card point, plus {marriages.points} for marriages "
        "that count, {total.points} in all.",
        "Its tricks hold {cards}: {card_points} card points, plus {marriages.points} for "
        "marriages that count, {total.points} in all.",
        "card_points",
    ),
    "quiz.game_points": Plural(
        "The deal is over; {winners} won it. How many game points does it score?",
        "The deal is over; {winners} won it. How many game points does each winner score?",
        "winners_count",
    ),
    # the same where the tradition counts a match down (MatchRules.result "goes": hr "za
    # koliko ide?"): by how much the winner's count goes down
    "quiz.game_points.goes": Plural(
        "The deal is over; {winners} won it. By how much does its count go down?",
        "The deal is over; {winners} won it. By how much does each winner's count go down?",
        "winners_count",
    ),
    # quizzes: what every question tells (trump, talon, points and tricks)
    "quiz.ctx.trump": "Trump: {suit}.",
    "quiz.ctx.no_trump": "This deal is played without trumps.",
    "quiz.ctx.no_trump.contract": "Seat {seat} plays {contract}: there are no trumps.",
    "quiz.ctx.talon.open": Plural(
        "The talon is open: {count} card is left to draw, the turned {card} included.",
        "The talon is open: {count} cards are left to draw, the turned {card} included.",
        "count",
    ),
    "quiz.ctx.talon.open.plain": Plural(
        "The talon is open: {count} card is left to draw.",
        "The talon is open: {count} cards are left to draw.",
        "count",
    ),
    "quiz.ctx.talon.closed": "The talon is closed: seat {seat} closed it.",
    "quiz.ctx.talon.gone": "The talon is used up: every card has been drawn.",
    "quiz.ctx.talon.none": "This game has no talon to draw from.",
    "quiz.ctx.seat": "Seat {seat}: {points.points}, {tricks.tricks}.",
    "quiz.ctx.side": "{seats.Nom}: {points.points}, {tricks.tricks}.",
    "quiz.ctx.marriage": "Seat {seat} announced a marriage in {suit} ({points.points}).",
    "quiz.ctx.end.claim": "Seat {claimer} claimed 66 on lead, and play stopped.",
    "quiz.ctx.end.last_trick": "The hands were played out; seat {winner} took the last trick.",
    # {seats}: the winning side's seats
    "quiz.ctx.end.reached": "{seats.Nom} reached 66 together, and the deal stopped.",
    "quiz.ctx.end.reached.solo": "Seat {winner} reached 66, and the deal stopped.",
    "quiz.ctx.end.closer_lost": "Seat {seat} closed the talon and lost trick {number} before "
    "reaching 66, and the deal stopped.",
    "quiz.card_points": "Seat {seat} is on lead. How many card points are in the tricks its "
    "side has won?",
    "quiz.card_points.solo": "Seat {seat} is on lead. How many card points are in the tricks "
    "it has won?",
    # quizzes: the feedback (the rule, and the arithmetic)
    "quiz.legal.head": "Seat {seat} holds {suit} higher than the {best}, so the strict rules make "
    "it follow suit and beat that card: only {cards}.",
    "quiz.legal.follow": "Seat {seat} holds {suit}, but none of them beats the {best}: it must "
    "follow suit, with any of them: {cards}.",
    "quiz.legal.follow_high": "Seat {seat} holds {suit}, and each of them beats the {best}: it "
    "must follow suit, with any of them: {cards}.",
    "quiz.legal.follow_only": "Seat {seat} holds {suit}: in this game the strict rules ask "
    "only to follow suit, so any of them: {cards}.",
    "quiz.legal.trump": "Seat {seat} has no {suit}, so the strict rules make it play a trump "
    "({trump}): {cards}.",
    "quiz.legal.overtrump": "Seat {seat} has no {suit}, and the {best} is a trump: it must beat "
    "it with a higher trump: {cards}.",
    "quiz.points.cards": Plural(
        "The tricks of seat {seat}'s side hold {cards}: {sum} = {card_points} card point.",
        "The tricks of seat {seat}'s side hold {cards}: {sum} = {card_points} card points.",
        "card_points",
    ),
    "quiz.points.cards.solo": Plural(
        "Seat {seat}'s tricks hold {cards}: {sum} = {card_points} card point.",
        "Seat {seat}'s tricks hold {cards}: {sum} = {card_points} card points.",
        "card_points",
    ),
    "quiz.points.no_trick": "Seat {seat}'s side has not won a trick yet, so it has no card "
    "points.",
    "quiz.points.no_trick.solo": "Seat {seat} has not won a trick yet, so it has no card "
    "points.",
    "quiz.points.marriage": "Seat {seat}'s marriage in {suit} adds {points.points}: its side "
    "has won a trick, so the marriage counts.",
    "quiz.points.marriage.solo": "Seat {seat}'s marriage in {suit} adds {points.points}: the "
    "seat has won a trick, so the marriage counts.",
    # two marriages of one seat, worth the same, that count (round 33, hr 20)
    "quiz.points.marriage.two": "Seat {seat}'s marriages in {suit} and in {suit2} add "
    "{points.points} each: its side has won a trick, so both count.",
    "quiz.points.marriage.two.solo": "Seat {seat}'s marriages in {suit} and in {suit2} add "
    "{points.points} each: the seat has won a trick, so both count.",
    "quiz.points.pending": "Seat {seat}'s marriage in {suit} ({points.points}) does not count "
    "yet: a marriage counts once its side has won a trick.",
    "quiz.points.pending.solo": "Seat {seat}'s marriage in {suit} ({points.points}) does not "
    "count yet: a marriage counts once its player has won a trick.",
    "quiz.points.total": Plural(
        "In all: {sum} = {points} point.",
        "In all: {sum} = {points} points.",
        "points",
    ),
    "quiz.gp.loser": "The losing side has {points.points} and {tricks.tricks}.",
    "quiz.gp.loser.solo": "The loser has {points.points} and {tricks.tricks}.",
    "quiz.gp.at_close": "When the talon was closed, seat {seat} had {points.points} and "
    "{tricks.tricks}.",
    "quiz.gp.closer_failed": "Seat {seat} closed the talon but did not reach 66 first.",
    "quiz.gp.closer_lost": "Seat {seat} closed the talon and lost trick {number} before "
    "reaching 66: in this game the closer must win every trick until 66, so the close failed "
    "there.",
    "quiz.gp.wrong_claim": "Seat {claimer} claimed with only {points.points}, fewer than 66: "
    "a wrong claim.",
    # quizzes on their chapter (schnapsen.teach.quiz.CHAPTER_QUIZZES): the choices
    "quiz.choice.yes": "Yes",
    "quiz.choice.no": "No",
    "quiz.choice.seat": "Seat {seat}",
    # the cards
    "quiz.card_order": "These cards are all of one suit. Which of them ranks highest?",
    "quiz.card_order.why": "In every suit the cards rank Ace, Ten, King, Ober, Unter, from the "
    "top: the {best} is the highest of these. Mind the Ten: it ranks above the King.",
    "quiz.card_order.why9": "In every suit the cards rank Ace, Ten, King, Ober, Unter, Nine, "
    "from the top: the {best} is the highest of these. Mind the Ten: it ranks above the King.",
    "quiz.card_value": "You have won these cards in your tricks. How many card points are they "
    "worth?",
    "quiz.card_value.why": Plural(
        "{sum} = {card_points} card point.",
        "{sum} = {card_points} card points.",
        "card_points",
    ),
    "quiz.card_value.values": "An Ace counts 11, a Ten 10, a King 4, an Ober 3 and an Unter 2.",
    # dealing
    "quiz.ctx.dealing": "Seat {dealer} deals, by the rules of {variant}. The picture shows the "
    "top of the pack, the first card dealt on the left, each card with its number.",
    "quiz.deal_turn": "Which card is turned face up for trump?",
    "quiz.deal_turn.why": "The forehand gets cards {forehand_cards}, the dealer cards "
    "{dealer_cards}, and card {turn} is turned face up between the packets: the {card}. So "
    "{suit} are trumps for the whole deal.",
    "quiz.deal_hand": "Which of these cards does the dealer, seat {seat}, hold after the deal?",
    "quiz.deal_hand.why": "The forehand gets cards {forehand_cards}, the dealer cards "
    "{dealer_cards}, and card {turn} is turned up for trump. Of the cards offered, the dealer "
    "holds these: {cards}.",
    # drawing
    "quiz.draw_last": "The talon holds one face-down card and the turned {card}. Seat {leader} "
    "led, and the trick went {cards}. Who takes the turned {card} into their hand?",
    "quiz.draw_last.why": "The winner of the trick, seat {winner}, draws first and takes the "
    "last face-down card; seat {loser} draws second and takes the turned {card}.",
    # marriages
    "quiz.marriage": "Seat {seat} announces the marriage in {suit} and leads the {card}. How "
    "many points does its side count right after the announcement?",
    "quiz.marriage.solo": "Seat {seat} announces the marriage in {suit} and leads the {card}. "
    "How many points does it count right after the announcement?",
    "quiz.marriage.value": Plural(
        "A marriage in a suit that is not trumps is worth {points} point.",
        "A marriage in a suit that is not trumps is worth {points} points.",
        "points",
    ),
    "quiz.marriage.value40": Plural(
        "The marriage in trumps is worth {points} point.",
        "The marriage in trumps is worth {points} points.",
        "points",
    ),
    "quiz.marriage.counts": "Seat {seat}'s side has already won a trick, so the marriage "
    "counts at once: {before} + {add} = {total.points}.",
    "quiz.marriage.counts.solo": "Seat {seat} has already won a trick, so the marriage counts "
    "at once: {before} + {add} = {total.points}.",
    "quiz.marriage.waits": "Seat {seat}'s side has not won a trick yet, so the {add} are held "
    "back until its first trick: for now it counts {total.points}.",
    "quiz.marriage.waits.solo": "Seat {seat} has not won a trick yet, so the {add} are held "
    "back until its first trick: for now it counts {total.points}.",
    # the exchange and the close: may the player do it now?
    "quiz.ctx.on_lead": "Seat {seat} is on lead and has not led to the next trick yet.",
    "quiz.ctx.answering": "Seat {leader} has led the {led}; seat {seat} is to play to it.",
    "quiz.exchange": "Seat {seat} holds the {unter}, the lowest trump. May it exchange it for "
    "the turned {card} now?",
    "quiz.exchange.yes": "Yes. Seat {seat} is on lead and has not led yet, and {left.cards} "
    "still lie face down on the turned card; the exchange needs at least {min.cards}. It may "
    "take the {card} and put the {unter} in its place.",
    "quiz.exchange.not_lead": "No. Only the player on lead may exchange, before leading to the "
    "trick; seat {seat} is playing to the {led} of seat {leader}.",
    "quiz.exchange.too_late": Plural(
        "No. Only {left} face-down card lies on the turned card; the exchange needs at least "
        "{min.cards}.",
        "No. Only {left} face-down cards lie on the turned card; the exchange needs at least "
        "{min.cards}.",
        "left",
    ),
    "quiz.close": "May seat {seat} close the talon now?",
    "quiz.close.yes": "Yes. Seat {seat} is on lead and has not led yet, and {left.cards} are "
    "left to draw, the turned card included; closing needs at least {min.cards}.",
    "quiz.close.not_lead": "No. Only the player on lead may close, before leading to the "
    "trick; seat {seat} is playing to the {led} of seat {leader}.",
    "quiz.close.too_late": Plural(
        "No. Only {left} card is left to draw, the turned card included; closing needs at "
        "least {min.cards}.",
        "No. Only {left} cards are left to draw, the turned card included; closing needs at "
        "least {min.cards}.",
        "left",
    ),
    # claiming
    "quiz.claim": "Seat {seat} is on lead and claims 66 (\u201cenough\u201d). Is the claim "
    "right?",
    "quiz.ctx.claim_cards": Plural(
        "Seat {seat} has won {tricks.tricks} holding {card_points} card point.",
        "Seat {seat} has won {tricks.tricks} holding {card_points} card points.",
        "card_points",
    ),
    "quiz.claim.cards": Plural(
        "Seat {seat}'s tricks hold {card_points} card point.",
        "Seat {seat}'s tricks hold {card_points} card points.",
        "card_points",
    ),
    "quiz.claim.shown": "It holds the King and Ober of {suit} and shows them with the claim: "
    "{points.points} more.",
    "quiz.claim.right": "With {points.points}, at least 66, the claim is right and the deal "
    "ends.",
    "quiz.claim.wrong": "With {points.points}, fewer than 66, the claim is wrong. Play stops, "
    "and the opponent, with {tricks.tricks}, scores {game_points.game_points}: 3 if it has no "
    "trick, otherwise 2.",
    "quiz.claim.right.sum": "In all: {sum} = {points.points}, at least 66, so the claim is "
    "right and the deal ends.",
    "quiz.claim.wrong.sum": "In all: {sum} = {points.points}, fewer than 66, so the claim is "
    "wrong. Play stops, and the opponent, with {tricks.tricks}, scores "
    "{game_points.game_points}: 3 if it has no trick, otherwise 2.",
    "quiz.last_trick": "Who wins the deal?",
    "quiz.last_trick.why": "Nobody claimed, so whoever takes the last trick wins the deal, "
    "whatever the points: seat {winner} took it.",
    # game points, said without the rules reference's numbers
    "quiz.gp.rule": Plural(
        "The winner scores 3 game points if the loser took no trick, 2 if the loser has fewer "
        "than {half} point, otherwise 1.",
        "The winner scores 3 game points if the loser took no trick, 2 if the loser has fewer "
        "than {half} points, otherwise 1.",
        "half",
    ),
    # the same rule where the seats play in sides (a game for three or four): the sides win
    # and lose, not one player
    "quiz.gp.rule.side": Plural(
        "The winning side scores 3 game points if the losing side took no trick, 2 if it has "
        "fewer than {half} point, otherwise 1.",
        "The winning side scores 3 game points if the losing side took no trick, 2 if it has "
        "fewer than {half} points, otherwise 1.",
        "half",
    ),
    "quiz.gp.failed": "When the closer fails to reach 66, the opponent scores 3 game points if "
    "it had no trick when the talon was closed, otherwise 2.",
    "quiz.gp.wrong_claim_rule": "A wrong claim gives the opponent 3 game points if it had no "
    "trick, otherwise 2.",
    # the match
    "quiz.ctx.match": "A match of {variant}: each player starts at {target} and counts down "
    "the game points of every deal they win; the first to reach 0 wins the match.",
    "quiz.ctx.match.score": "Before the deal, seat {seat} still needs {left.game_points}.",
    "quiz.ctx.match.deal": Plural(
        "Seat {winner} wins the deal with {game_points} game point.",
        "Seat {winner} wins the deal with {game_points} game points.",
        "game_points",
    ),
    # the same of a deal won by a contract (the snapszer bid in the two-hand game): an edition
    # can say so (round 33, hu)
    "quiz.ctx.match.deal.contract": Plural(
        "Seat {winner} makes a contract and wins the deal with {game_points} game point.",
        "Seat {winner} makes a contract and wins the deal with {game_points} game points.",
        "game_points",
    ),
    "quiz.ctx.match.deal_points": "Seat {winner} wins the deal; seat {loser} ends it with "
    "{points.points} and {tricks.tricks}.",
    "quiz.match": "How many game points does seat {winner} still need after this deal?",
    "quiz.match.left": Plural(
        "Seat {winner} counts its {game_points} game point down from {before}: {after} left.",
        "Seat {winner} counts its {game_points} game points down from {before}: {after} left.",
        "game_points",
    ),
    "quiz.match.won": "Seat {winner} has reached 0 and wins the match; seat {loser} gets the "
    "Bummerl.",
    # the Hungarian scoring: the twelve marker cards (hu-2), the race and the bunkó (hu-3, hu-4)
    "quiz.ctx.markers": "A match of {variant}, scored with the {target} marker cards.",
    "quiz.ctx.markers.seat": Plural(
        "Before the deal, seat {seat} holds {count} marker card.",
        "Before the deal, seat {seat} holds {count} marker cards.",
        "count",
    ),
    "quiz.ctx.markers.pool": Plural(
        "The pool holds {count} marker card.",
        "The pool holds {count} marker cards.",
        "count",
    ),
    "quiz.ctx.markers.empty": "The pool is empty: all {target} marker cards are in the "
    "players' hands.",
    "quiz.markers.pool": "How many marker cards are left in the pool after this deal?",
    "quiz.markers.held": "How many marker cards does seat {seat} hold after this deal?",
    "quiz.markers.rule": "The winner of a deal takes one marker card for each game point won: "
    "from the pool while there are any, then from the opponent; whoever holds all {target} "
    "wins the match.",
    # the counts taken as words (round 31, hu: "only 5 cards … the further 1 card" read as
    # arithmetic): "the five … and one more", "the last … and two more"
    "quiz.markers.from_pool": Plural(
        "Seat {winner} takes {game_points.word} marker card from the pool, which keeps "
        "{before} − {game_points} = {after}.",
        "Seat {winner} takes {game_points.word} marker cards from the pool, which keeps "
        "{before} − {game_points} = {after}.",
        "game_points",
    ),
    "quiz.markers.split": Plural(
        "Seat {winner} takes the last marker card in the pool and {rest.word} more from seat "
        "{loser}, who keeps {before} − {rest} = {after}.",
        "Seat {winner} takes the {pool.word} marker cards left in the pool and {rest.word} more "
        "from seat {loser}, who keeps {before} − {rest} = {after}.",
        "pool",
    ),
    "quiz.markers.from_loser": Plural(
        "The pool is empty, so seat {winner} takes {game_points.word} marker card from seat "
        "{loser}, who keeps {before} − {game_points} = {after}.",
        "The pool is empty, so seat {winner} takes {game_points.word} marker cards from seat "
        "{loser}, who keeps {before} − {game_points} = {after}.",
        "game_points",
    ),
    "quiz.markers.won": "Seat {winner} now holds all {target} and wins the match.",
    "quiz.ctx.race": "A match of {variant}, written up to {target} points.",
    "quiz.ctx.race.score": "Before the deal, seat {seat} has {score.game_points}.",
    "quiz.ctx.race.deal": Plural(
        "Seat {winner} wins the deal and writes {game_points} game point.",
        "Seat {winner} wins the deal and writes {game_points} game points.",
        "game_points",
    ),
    "quiz.ctx.race.deal.side": Plural(
        "{seats.Nom} win the deal together, and each of them writes {game_points} game point.",
        "{seats.Nom} win the deal together, and each of them writes {game_points} game points.",
        "game_points",
    ),
    "quiz.race": "Who gets the bunkó?",
    "quiz.race.none": "Nobody yet",
    "quiz.race.rule": "Each player adds up the game points of the deals they win; the match is "
    "over once a player reaches {target}, and the player with the fewest points then gets the "
    "bunkó.",
    "quiz.race.over": "Seat {seat} reaches {before} + {won} = {after}, at least "
    "{target}: the match is over.",
    "quiz.race.bunko": "The fewest points after this deal are seat {seat}'s, "
    "{score.game_points}: seat {seat} gets the bunkó.",
    # comparison tables
    "table.caption": "The rules of each tradition as this book plays them; shaded cells "
    "differ from the first column.",
    "table.caption.by_game": "The rules of each tradition as this book plays them; shaded "
    "cells differ from the first row.",
    # a column whose source does not state every row: the cells it does not state carry a
    # star, and the caption names them (cs reader 32: the Czech column's closing limit and
    # failed-close scoring read as the source's words)
    "table.book_mark.title": "the book's rule, not the source's words",
    "table.book_note": "* {game}: the book's rules, not its source's words, in the rows "
    "{rows}.",
    # quizzes
    "quiz.right": "Right.",
    "quiz.wrong": "Not quite.",
    # a wrong answer states the right one (the many right ones); a right answer to a question
    # with several says only that it is one of them (schnapsen.teach.book.jupyterquiz_items)
    "quiz.answer": "The right answer: {answer}.",
    "quiz.answers": "The right answers: {answers}.",
    "quiz.right.one_of": "Right, that is one of them: {answer}.",
    # the verdict where the answer is a card: the card the reader chose named first (sl
    # reader 37)
    "quiz.right.card": "You chose the {card}: right.",
    "quiz.wrong.card": "You chose the {card}: not quite.",
    # a question with several right answers: how many the reader has found, in place of
    # jupyterquiz's own "[1/2]" after the feedback (_static/schnapsen.js)
    "quiz.found": "Right answers found: {found} of {total}.",
    "quiz.found.all": "You found every right answer: {found} of {total}.",
    # a wrong pick once every right answer is found: no verdict, the solution stays after it
    # (hu reader 27: "Not quite. … You found every right answer: 4 of 4.")
    "quiz.after_all": "That one is not among the right answers, and you have found them all.",
    "quiz.card": "{card}",
    # decisions box
    "decision.title": "Where the sources differ",
    "decision.source": "Based on: {source}.",
    "decision.option": "Engine option: {option}.",
    # a learner page's box ends each decision that belongs to a numbered rule with this link
    # to that rule in the rules reference (the page itself names no rule number)
    "decision.more": "More in the rules reference.",
    # a source's words (schnapsen.teach.quotes): the frame of a quote, the sources' names
    "quotes.format": "\u201c{words}\u201d ({source}: \u201c{translation}\u201d)",
    "quotes.format.own": "\u201c{words}\u201d ({source})",
    # a later quote of a source the page has named already: without the name again
    "quotes.format.again": "\u201c{words}\u201d (\u201c{translation}\u201d)",
    "quotes.format.own.again": "\u201c{words}\u201d",
    # a word the source itself put in (straight) quotes, inside the quote: the edition's
    # quotation marks for a quote within a quote
    "quotes.inner": "\u2018{words}\u2019",
    "quotes.source.hr-snaps": "Šnaps source in Serbian",
    "quotes.source.sl-snops": "Slovenian source",
    "quotes.source.hu-snapszer": "Hungarian source",
    "quotes.source.cs-66": "Czech source",
    # the strategy chapter's plots (schnapsen.teach.figures): axes, legends, captions
    "figure.decimal_mark": ".",
    "figure.percent": "{value}%",
    "figure.close.title": "How often closing wins",
    "figure.close.x": "points the closer has already won",
    "figure.close.y": "closes won",
    "figure.close.legend": "trumps in hand",
    "figure.close.caption": Plural(
        "The computer played {deals.deals} against itself by the rules of thumb (always the "
        "same deals, from deal number {seed} on). Each time the player on lead could close, "
        "the close was played out perfectly by both sides with every card known: {n} close "
        "in all. Groups of fewer than {floor} closes are left out.",
        "The computer played {deals.deals} against itself by the rules of thumb (always the "
        "same deals, from deal number {seed} on). Each time the player on lead could close, "
        "the close was played out perfectly by both sides with every card known: {n} closes "
        "in all. Groups of fewer than {floor} closes are left out.",
        "n",
    ),
    "figure.exchange.title": "What the trump exchange is worth",
    "figure.exchange.x": "the turned card, taken by the exchange",
    "figure.exchange.y": "game points per deal",
    "figure.exchange.with": "exchanging",
    "figure.exchange.without": "never exchanging",
    "figure.exchange.caption": Plural(
        "The computer played {deals.deals} against itself by the rules of thumb (always the "
        "same deals, from deal number {seed} on). From the first chance to exchange in each, "
        "it played the deal on once with the exchange and once without it: {n} position. The "
        "bars are the game points of the player who could exchange, won (+) or lost "
        "(\u2212), on average per deal. The number under each card counts its "
        "positions.",
        "The computer played {deals.deals} against itself by the rules of thumb (always the "
        "same deals, from deal number {seed} on). From the first chance to exchange in each, "
        "it played the deal on once with the exchange and once without it: {n} positions. The "
        "bars are the game points of the player who could exchange, won (+) or lost "
        "(\u2212), on average per deal. The number under each card counts its "
        "positions.",
        "n",
    ),
    "figure.bots.title": "Looking ahead against rules of thumb",
    "figure.bots.x": "the share of the game points won by looking ahead",
    "figure.bots.caption": Plural(
        "{deals} deal in each variant (always the same deals, from deal number {seed} on, each "
        "played twice with the seats swapped). That is few: a few percentage points either "
        "way may be chance. The dashed line is an even share.",
        "{deals} deals in each variant (always the same deals, from deal number {seed} on, each "
        "played twice with the seats swapped). That is few: a few percentage points either "
        "way may be chance. The dashed line is an even share.",
        "deals",
    ),
}

# a whole deal told from the shuffle to the score sheet, packet by packet and trick by trick,
# and a match's score sheet (schnapsen.teach.story)
TEACH_MESSAGES.update({
    # the deal, packet by packet
    "story.packets_caption": (
        "How the dealer, seat {dealer}, dealt the shuffled pack, in order from the top card"
    ),
    "story.col_packet": "Packet",
    "story.col_to": "Goes to",
    "story.col_cards": "Cards",
    "story.to_seat": "seat {seat}",
    "story.to_turn": "turned face up: the trump card",
    "story.to_aside": "laid aside face down",
    "story.to_talon": "the talon, to draw from",
    # the deal, trick by trick
    "story.walk_caption": (
        "The deal trick by trick: the card led in bold, a star on the card that took the trick, "
        "under a card the card drawn after the trick; the points of seat 1 : seat 2 after the "
        "trick, and the cards left in the talon"
    ),
    "story.col_trick": "Trick",
    "story.seat_short": "Seat {seat}",
    "story.col_points": "Points",
    "story.talon_closed": "talon closed",
    "story.talon_left": "talon: {size}",
    "story.drew": "draws: {card}",
    "story.points_waiting": "{counted} (+{waiting} waiting)",
    "story.exchange": "Seat {seat} exchanges the {card} for the turned {turned}.",
    "story.marriage": (
        "Seat {seat} announces {points.points} in {suit}, leads the {card} and shows the "
        "{other}."
    ),
    "story.close": (
        "Seat {seat} closes the talon ({talon.cards} in it): no more drawing, and from now on "
        "the strict rules apply."
    ),
    "story.talon_gone": (
        "The talon is used up: from the next trick on the strict rules apply."
    ),
    "story.claim": "Seat {seat} claims 66 with {have.points}, and the deal ends.",
    "story.snapszer": "Seat {seat} announces snapszer.",
    # the score sheet of a match
    "story.col_deal": "Deal",
    "story.col_won_by": "Won by",
    "story.sheet_start": "Start",
    "story.won_line": "{seats.Nom}: {gp.game_points}",
    "story.sheet_pool": "Pool",
    # {target} may be left out where the language says where the count starts otherwise
    "story.sheet_caption_countdown": MayDrop(
        "The score sheet: under each seat the game points it still needs; each starts at "
        "{target} and counts the points won down to 0", "target"),
    "story.sheet_caption_markers": (
        "The score sheet: under each seat the marker cards it holds after every deal, and those "
        "left in the pool"
    ),
    "story.sheet_caption_race": (
        "The score sheet: under each seat the points it has written after every deal"
    ),
})

# "Where the sources differ": one message per decision, from the rule data's own text
TEACH_MESSAGES.update({f"decision.{d.key}": d.text for d in DECISIONS})
TEACH_MESSAGES.update({f"decision.{d.key}.source": d.source for d in DECISIONS})
TEACH_MESSAGES.update({f"decision.{d.key}.source.learner": d.learner for d in DECISIONS
                       if d.learner})

# the sources' words: one message per quote, its English translation (the other editions'
# translations are the catalogues' entries; an edition in the source's language repeats them)
TEACH_MESSAGES.update({f"quote.{q.key}": q.english for q in QUOTES})
