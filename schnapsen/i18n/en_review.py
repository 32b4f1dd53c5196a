"""English source of the review's and the analysis board's words: why a position or a deal
written as text cannot be read (the notation's errors, :mod:`schnapsen.notation`), the deal
review (:mod:`schnapsen.search.review`, :mod:`schnapsen.widgets.play_review`) and the board
(:mod:`schnapsen.widgets.board`). Field names of the position notation are given to the
reader in words (``notation.field.*``)."""

from __future__ import annotations

from .base import Plural

REVIEW_MESSAGES: dict[str, str] = {
    # -- text that is not a card, a move, a deal or a position ------------------------------
    "notation.card": "\u201c{text}\u201d is not a card: write its rank (A T K Q J 9) and its "
    "suit (H D S C), for example QH",
    "notation.suit": "\u201c{text}\u201d is not a suit: write H, D, S or C",
    "notation.rank": "\u201c{text}\u201d is not a rank: write A, T, K, Q, J or 9",
    "notation.move": "\u201c{text}\u201d is not a move: write a card (QH), a marriage (m:QH), "
    "x for the exchange, close or claim",
    "notation.deck_size": "a deck has 20 or 24 cards",
    "notation.deal": "this text is not a deal: it needs the lines variant, dealer and deck "
    "(or position) and moves",
    "notation.deal_move": "move {index} of the deal, \u201c{move}\u201d, cannot be played there",
    "notation.position": "the part \u201c{field}\u201d of the position cannot be read",
    "notation.position.number": "in the part \u201c{field}\u201d: \u201c{text}\u201d is not a "
    "whole number",
    "notation.position.card": "in the part \u201c{field}\u201d: \u201c{text}\u201d is not a "
    "card (a rank A T K Q J 9 and a suit H D S C)",
    "notation.position.suit": "in the part \u201c{field}\u201d: \u201c{text}\u201d is not a "
    "suit (H D S C)",
    "notation.position.per_seat": Plural(
        "in the part \u201c{field}\u201d: give one entry per seat, {count} in all",
        "in the part \u201c{field}\u201d: give one entry per seat, {count} in all", "count"),
    "notation.position.twice_field": "the part \u201c{field}\u201d is given twice",
    "notation.position.missing": "the part \u201c{field}\u201d is missing",
    "notation.position.not_in_deck": "the {card} is not in the deck of this game",
    "notation.position.twice": "the {card} is placed twice: in \u201c{field}\u201d and in "
    "\u201c{other}\u201d",
    "notation.position.seat_range": "in the part \u201c{field}\u201d: a seat from 0 to {last}",
    "notation.position.sits_out": "seat {seat} sits this deal out: write - for its hand",
    "notation.position.trump_turned": "the turned card is of another suit than the trump",
    "notation.position.trick_long": "a trick on the table has fewer cards than there are "
    "players",
    "notation.position.unknown_count": Plural(
        "{count} card is placed nowhere, but {unknown} are unknown: list the cards already "
        "taken in tricks",
        "{count} cards are placed nowhere, but {unknown} are unknown: list the cards already "
        "taken in tricks", "count"),
    "notation.position.not_playing": "seat {seat} does not play this deal, so it cannot be "
    "the one to move",
    "notation.position.score_marriages": "seat {seat} has fewer points than its marriages "
    "that count",
    "notation.position.hand_sizes": "every seat holds as many cards as the others (one fewer "
    "once it has played to the trick on the table)",
    "notation.position.hand_size_max": Plural(
        "a hand holds {count} card at most", "a hand holds {count} cards at most", "count"),
    "notation.position.hand_size_open": Plural(
        "while the talon is open every hand holds {count} card (one fewer once it has played "
        "to the trick on the table)",
        "while the talon is open every hand holds {count} cards (one fewer once it has played "
        "to the trick on the table)", "count"),
    "notation.position.out_count": Plural(
        "{count} card is placed nowhere, so it counts as taken in tricks, but the tricks "
        "played so far hold a different number of cards",
        "{count} cards are placed nowhere, so they count as taken in tricks, but the tricks "
        "played so far hold a different number of cards", "count"),
    "notation.field.variant": "game",
    "notation.field.dealer": "dealer",
    "notation.field.stage": "stage",
    "notation.field.hands": "hands",
    "notation.field.talon": "talon",
    "notation.field.deck": "cards still to deal",
    "notation.field.turned": "turned card",
    "notation.field.trump": "trumps",
    "notation.field.out": "cards taken",
    "notation.field.closed": "closing",
    "notation.field.score": "score",
    "notation.field.pending": "marriages waiting",
    "notation.field.marriages": "marriages",
    "notation.field.called": "called card",
    "notation.field.contract": "contract",
    "notation.field.multiplier": "kontra",
    "notation.field.trick": "trick on the table",
    "notation.field.move": "whose move",
    # a cause that holds in every one of the likely deals: the count in the words, no figure
    # beside it (round 27, sl "in none of them ... (5 of 5)"); .no: a clause said in the
    # negative, where an edition says "in none" with it (cs "v žádném z 5 ...")
    "search.why.cause.with.all": Plural(
        "in the {worlds} likely deal, {cause}",
        "in all {worlds} likely deals, {cause}", "worlds"),
    "search.why.cause.with.all.no": Plural(
        "in the {worlds} likely deal, {cause}",
        "in all {worlds} likely deals, {cause}", "worlds"),
    # -- the deal review --------------------------------------------------------------------
    "review.error.index": "the deal has no move {index}",
    "review.error.seat": "seat {seat} sits this deal out",
    "review.open": "Review this deal",
    "review.open.tooltip": "Every decision you made graded, the turning point named, and "
    "the deal replayed move by move",
    "review.heading": "Review of the deal",
    "review.tally.best": Plural("{count} best move", "{count} best moves", "count"),
    "review.tally.good": Plural("{count} good move", "{count} good moves", "count"),
    "review.tally.mistake": Plural("{count} mistake", "{count} mistakes", "count"),
    # the counts of the grades, none of them 0 ("2 best moves and 1 mistake"), joined by the
    # language's "and" (an edition may say the noun once, after the list: hu "1 legjobb, 2 jó
    # és 3 hibás lépés", round 27)
    "review.tally": "Your decisions: {list}.",
    # the moves of a deal already lost, said as a sentence after the tally, not a label in
    # its list (round 27, sl "2 potezi v igri, izgubljeni ne glede na to, kaj igraš")
    "review.tally.lost": Plural(
        "At {count.word} move the deal was already lost, whatever you played.",
        "At {count.word} moves the deal was already lost, whatever you played.", "count"),
    # every decision graded best
    "review.tally.all": Plural("All {count} of your decisions were best.",
                               "All {count} of your decisions were best.", "count"),
    "review.tally.all.one": "Your one decision was the best move.",
    # after the tally, where some of the reader's moves had no alternative (not graded)
    # (round 27, sl: a sentence, not the label "1 forced move, the only one allowed")
    "review.tally.forced": Plural(
        "{count.word.Nom} move is not counted: it was the only one you could play.",
        "{count.word.Nom} moves are not counted: each was the only one you could play.", "count"),
    # a lost deal where no move cost enough to be a turning point (round 27, cs: a tally of
    # best and good moves after a lost deal, and nothing said of the loss)
    "review.turning.none.lost": "You lost the deal, but no move of yours cost half a game "
    "point or more.",
    "review.turning.none.lost.more": "Your side lost the deal, but no move of yours cost half "
    "a game point or more.",
    "review.tally.none": "You had no choice to make in this deal: every move of yours was "
    "the only one allowed.",
    # the turning point, then the reason of the move played ({reason}) and of the better move,
    # side by side, then what it cost, the measure said once in plain words
    # the sentence starts with the move, not a form's label "Your move:" (round 27, hr, sl)
    "review.turning": "The turning point came at {where}, with {move}: {reason}.",
    "review.turning.better": "Better was {move}: {reason}.",
    # the turning point where the better move was a decision of another kind than the move
    # played: the decision missed named first, the move played after it (round 31, hr worst 1)
    "review.turning.missed.x": "The turning point came before trick {number}: you did not "
    "take the turned {turned} for the trump {rank} (your move: {move}).",
    "review.turning.missed.close": "The turning point came before trick {number}: you did not "
    "close the talon (your move: {move}).",
    "review.turning.missed.m": "The turning point came at trick {number}: you did not "
    "announce {points.said} in {suit} (your move: {move}).",
    # a missed claim, said before the trick of the move played, as the exchange is: one trick
    # number for one decision, the same as the lines after it (round 33, hr: "after trick 4",
    # then "your mistake at trick 5")
    "review.turning.missed.claim.before": "The turning point came before trick {number}: "
    "instead of claiming 66, you played {move}.",
    # what happened to the turning point's trick, said as it happened (round 31: never as
    # likely deals)
    "review.turning.trick.you": "You took that trick ({points.card_points}).",
    "review.turning.trick.opp": "Your opponent took that trick with the {card} "
    "({points.card_points}).",
    "review.turning.cost": "Over the deals that fit what you saw, your move cost {loss} game "
    "points on average.",
    "review.turning.cost.exact": "With every card's place known, your move cost {loss} game "
    "points.",
    # the same where the average comes out a whole number of game points: without decimals,
    # the unit agreeing with it (round 25e, hr "1,00 boda")
    "review.turning.cost.whole": Plural(
        "Over the deals that fit what you saw, your move cost {loss} game point on average.",
        "Over the deals that fit what you saw, your move cost {loss} game points on average.",
        "loss"),
    # why the turning point mattered, in the review's own figures: in how many of the likely
    # deals the better move (named in the sentence before) would have won the deal, and in how
    # many the move played would have: both counts in the conditional (round 27, hu "a jobb
    # lépéssel 2-ben megnyerted volna a partit"): the move played won or lost one deal,
    # not the likely deals it is counted over (round 32, sl "s svojo pa si jo dobil le v 2" in
    # a deal lost); .all where the better move wins every one of them ("in all 12", not "in
    # 12 of 12": round 32, cs); .none where the move played wins none; .whole the average a
    # whole number of game points ({loss.game_points})
    "review.would.cost.wins": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in {better}, with yours in only {mine}: on average your move cost {loss} "
        "game points.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in {better}, with yours in only {mine}: on average your move cost {loss} "
        "game points.",
        "worlds"),
    "review.would.cost.wins.whole": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in {better}, with yours in only {mine}: on average your move cost "
        "{loss.game_points}.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in {better}, with yours in only {mine}: on average your move cost "
        "{loss.game_points}.",
        "worlds"),
    "review.would.cost.wins.none": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in {better}, with yours in none: on average your move cost {loss} game "
        "points.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in {better}, with yours in none: on average your move cost {loss} game "
        "points.",
        "worlds"),
    "review.would.cost.wins.none.whole": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in {better}, with yours in none: on average your move cost "
        "{loss.game_points}.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in {better}, with yours in none: on average your move cost "
        "{loss.game_points}.",
        "worlds"),
    "review.would.cost.wins.all": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in only {mine}: on average your move cost {loss} "
        "game points.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in only {mine}: on average your move cost {loss} "
        "game points.",
        "worlds"),
    "review.would.cost.wins.all.whole": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in only {mine}: on average your move cost "
        "{loss.game_points}.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in only {mine}: on average your move cost "
        "{loss.game_points}.",
        "worlds"),
    "review.would.cost.wins.all.none": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in none: on average your move cost {loss} game "
        "points.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in none: on average your move cost {loss} game "
        "points.",
        "worlds"),
    "review.would.cost.wins.all.none.whole": Plural(
        "Of the {worlds} deal that fits what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in none: on average your move cost "
        "{loss.game_points}.",
        "Of the {worlds} deals that fit what you saw, with the better move you would have won "
        "the deal in all {worlds}, with yours in none: on average your move cost "
        "{loss.game_points}.",
        "worlds"),
    "review.turning.cost.exact.wins": "With every card's place known, the better move would "
    "have won the deal and yours lost it: your move cost {loss} game points.",
    # the same, the cost a whole number of game points (with every card's place known it is
    # one): the number without decimals, the unit agreeing with it (round 25, "1.00 game points")
    "review.turning.cost.exact.whole": Plural(
        "With every card's place known, your move cost {loss} game point.",
        "With every card's place known, your move cost {loss} game points.", "loss"),
    "review.turning.cost.exact.wins.whole": Plural(
        "With every card's place known, the better move would have won the deal and yours "
        "lost it: your move cost {loss} game point.",
        "With every card's place known, the better move would have won the deal and yours "
        "lost it: your move cost {loss} game points.", "loss"),
    # so what (round 23): the deal's real result after the turning point, in game points: the
    # deal itself was at stake (lost, where the better move wins it more often), lost, or won
    # all the same; .more: a game for three or more, where the reader plays in a side
    # (round 27, hu "A tét maga a parti volt" read as a calque: "the deal turned on this move")
    "review.turning.result.stake": "The deal turned on this move: your opponent won it, for "
    "{game_points.game_points}.",
    "review.turning.result.stake.more": "The deal turned on this move: the other side won it, "
    "for {game_points.game_points}.",
    "review.turning.result.lost": "In the end your opponent won the deal, for "
    "{game_points.game_points}.",
    "review.turning.result.lost.more": "In the end the other side won the deal, for "
    "{game_points.game_points}.",
    "review.turning.result.won": "You won the deal itself all the same, for "
    "{game_points.game_points}.",
    "review.turning.result.won.more": "Your side won the deal itself all the same, for "
    "{game_points.game_points}.",
    # an opponent did not play the best reply after a mistake, so the deal ended better than
    # the mistake's grade expected: the deal was won all the same (saved), or lost by less
    "review.missed.saved": "Your opponent missed the best reply at trick {trick}, so your "
    "mistake at trick {mine} did not cost you the deal.",
    "review.missed.saved.more": "An opponent missed the best reply at trick {trick}, so your "
    "mistake at trick {mine} did not cost you the deal.",
    "review.missed.better": "Your opponent missed the best reply at trick {trick}, so the "
    "deal ended better for you than expected after your mistake at trick {mine}.",
    "review.missed.better.more": "An opponent missed the best reply at trick {trick}, so the "
    "deal ended better for you than expected after your mistake at trick {mine}.",
    # the same where the reply missed was in the trick of the mistake (round 31, hr: "at
    # trick 4 ... your mistake at trick 4" in one sentence)
    "review.missed.saved.same": "Your opponent missed the best reply in that same trick "
    "({trick}), so your mistake did not cost you the deal.",
    "review.missed.saved.more.same": "An opponent missed the best reply in that same trick "
    "({trick}), so your mistake did not cost you the deal.",
    "review.missed.better.same": "Your opponent missed the best reply in that same trick "
    "({trick}), so the deal ended better for you than expected after your mistake.",
    "review.missed.better.more.same": "An opponent missed the best reply in that same trick "
    "({trick}), so the deal ended better for you than expected after your mistake.",
    # the same where the opponent's move was no card of a trick (a claim, a close) and ended
    # the deal after trick {trick}: the trick after it was never played
    "review.missed.saved.after": "Your opponent missed the best reply after trick {trick}, "
    "so your mistake at trick {mine} did not cost you the deal.",
    "review.missed.saved.more.after": "An opponent missed the best reply after trick {trick}, "
    "so your mistake at trick {mine} did not cost you the deal.",
    "review.missed.better.after": "Your opponent missed the best reply after trick {trick}, "
    "so the deal ended better for you than expected after your mistake at trick {mine}.",
    "review.missed.better.more.after": "An opponent missed the best reply after trick "
    "{trick}, so the deal ended better for you than expected after your mistake at trick "
    "{mine}.",
    # what the reader's move did, said in the review of a played deal (the hint's clause of
    # the same name, search.why.*, says it in the present, before the move: round 25, hu
    # "felveszed ... és utána is te hívsz" about a move already made); a clause without a
    # review.did form is said as the hint says it
    "review.did.exchange": "you took the turned {card} for the trump {rank}",
    "review.did.exchange.first": "you took the turned {card} for the trump {rank} and still "
    "led afterwards, so the exchange cost nothing: no card led then brought more",
    "review.did.marriage": "the marriage in {suit} added {points.points}, bringing your side "
    "to {total.points}",
    "review.did.marriage.solo": "the marriage in {suit} added {points.points}, bringing you "
    "to {total.points}",
    "review.did.marriage.wait": "the marriage in {suit} was worth {points.points}, which "
    "would count once your side took a trick",
    "review.did.marriage.wait.solo": "the marriage in {suit} was worth {points.points}, which "
    "would count once you took a trick",
    "review.did.take": "the {card} took this trick ({points.card_points}) and brought you to "
    "{total.points}",
    "review.did.take.bare": "it took this trick ({points.card_points}) and brought you to "
    "{total.points}",
    "review.did.take.side": "the {card} took this trick ({points.card_points}) and brought "
    "your side to {total.points}",
    "review.did.take.side.bare": "it took this trick ({points.card_points}) and brought your "
    "side to {total.points}",
    "review.did.give": "this trick ({points.card_points}) went to seat {seat}, your {card} "
    "with it",
    "review.did.give.opp": "this trick ({points.card_points}) went to your opponent, your "
    "{card} with it",
    "review.did.give.cheap": "you let this trick ({points.card_points}) go to seat {seat} "
    "with your cheapest card, the {card}",
    "review.did.give.cheap.opp": "you let this trick ({points.card_points}) go to your "
    "opponent with your cheapest card, the {card}",
    "review.did.close": "no more cards were drawn, and with {points.points} you needed "
    "{need.points} more from the tricks still to play (the opponent's cards in them counted "
    "too)",
    "review.did.close.must_win": "no more cards were drawn, and with {points.points} you "
    "needed {need.points} more; from then on you had to take every trick until you had "
    "them: one trick lost would lose the close, and your opponent would score "
    "{gp.game_points}",
    "review.did.keeps.marriage": "you kept the marriage in {suit} for later",
    "review.did.keeps.ace": "you kept the {card} for the strict play",
    # a marriage card led, said after it was played, and of a better move not played (round
    # 31, sl: "Pri tem razdreš svojo napoved v buči" in the summary of a deal played)
    "review.did.breaks": "it broke up your marriage in {suit}, worth {points.points}",
    "review.would.breaks": "it would break up your marriage in {suit}, worth {points.points}",
    # a lead's risk, said after it was run: what a higher card still out would have taken
    "review.did.lead.cheap": "you led the {card}: had the {higher}, still out, taken it, you "
    "would have given away only {points.card_points} and kept the {kept} for later",
    "review.did.lead.cheap.bare": "had the {higher}, still out, taken it, you would have "
    "given away only {points.card_points} and kept the {kept} for later",
    "review.did.lead.higher": "you led the {card}: had the {higher}, still out, taken it, you "
    "would have given away {points.card_points}, and a trump could take it too",
    "review.did.lead.higher.bare": "had the {higher}, still out, taken it, you would have "
    "given away {points.card_points}, and a trump could take it too",
    "review.did.lead.higher.suit": "you led the {card}: had the {higher}, still out, taken "
    "it, you would have given away {points.card_points}",
    "review.did.lead.higher.suit.bare": "had the {higher}, still out, taken it, you would "
    "have given away {points.card_points}",
    # the same where the higher card still out did take the trick: said as what happened, not
    # "had the Ten taken it" about a Ten that took it (round 27, hu "ha a makk tízes elvitte
    # volna"); .cheap: the cheap lead that kept a card for later
    "review.taken.lead": "you led the {card}, and the {higher} took it: you gave away "
    "{points.card_points}",
    "review.taken.lead.bare": "the {higher} took it: you gave away {points.card_points}",
    "review.taken.lead.cheap": "you led the {card}, and the {higher} took it, but you gave "
    "away only {points.card_points} and kept the {kept} for later",
    "review.taken.lead.cheap.bare": "the {higher} took it, but you gave away only "
    "{points.card_points} and kept the {kept} for later",
    "review.did.lead.trump": "you led the {card}, and no higher card of its suit was left "
    "outside your hand: only a trump could take the trick",
    "review.did.lead.trump.bare": "no higher card of its suit was left outside your hand: "
    "only a trump could take the trick",
    "review.did.lead.sure": "the {card} was sure to take this trick, and you led again: no "
    "card still out could beat it",
    "review.did.lead.sure.bare": "it was sure to take this trick, and you led again: no card "
    "still out could beat it",
    # the same of the deal's last trick, after which nobody leads (round 37, hr "opet
    # izlazili vi" said of the last trick)
    "review.did.lead.sure.last": "the {card} was sure to take this last trick: no card still "
    "out could beat it",
    "review.did.lead.sure.last.bare": "it was sure to take this last trick: no card still out "
    "could beat it",
    # the same leads with the higher cards of the suit in the reader's own hand, or the card
    # its suit's highest (search.why.lead.*.own, .high; round 26, cs)
    "review.did.lead.trump.high": "you led the {card}, the highest card of its suit: only a "
    "trump could take the trick",
    "review.did.lead.trump.high.bare": "it was the highest card of its suit: only a trump "
    "could take the trick",
    "review.did.lead.trump.own": Plural(
        "you led the {card}, and the only higher card of its suit still in play, the {higher}, "
        "was in your own hand: only a trump could take the trick",
        "you led the {card}, and the higher cards of its suit still in play, the {higher}, "
        "were in your own hand: only a trump could take the trick", "count"),
    "review.did.lead.trump.own.bare": Plural(
        "the only higher card of its suit still in play, the {higher}, was in your own hand: "
        "only a trump could take the trick",
        "the higher cards of its suit still in play, the {higher}, were in your own hand: only "
        "a trump could take the trick", "count"),
    "review.did.lead.sure.own": Plural(
        "the {card} was sure to take this trick, and you led again: the only higher card of "
        "its suit still in play, the {higher}, was in your own hand",
        "the {card} was sure to take this trick, and you led again: the higher cards of its "
        "suit still in play, the {higher}, were in your own hand", "count"),
    "review.did.lead.sure.own.bare": Plural(
        "it was sure to take this trick, and you led again: the only higher card of its suit "
        "still in play, the {higher}, was in your own hand",
        "it was sure to take this trick, and you led again: the higher cards of its suit still "
        "in play, the {higher}, were in your own hand", "count"),
    # round 32 (sl: a guided grade "Tvoja poteza: … Izigraš …" after the move): the past
    # forms of the reasons a guided grade gives its reader's own move most often that had none
    "review.did.lead.trump.must": "you led the {card}, but your opponent had no card of that "
    "suit and had to trump it",
    "review.did.lead.trump.must.bare": "your opponent had no card of that suit and had to "
    "trump it",
    "review.did.lead.sure.trump": "the {card} was sure to take this trick, and you led again; "
    "it drew out the trumps still held, since whoever held one had to follow suit",
    "review.did.lead.sure.trump.bare": "it was sure to take this trick, and you led again; it "
    "drew out the trumps still held, since whoever held one had to follow suit",
    "review.did.lead.sure.trump.one": "the {card} was sure to take this trick, and you led "
    "again; it drew out the last trump still held, since whoever held it had to follow suit",
    "review.did.lead.sure.trump.one.bare": "it was sure to take this trick, and you led again; "
    "it drew out the last trump still held, since whoever held it had to follow suit",
    "review.did.lead.higher.others": "you led the {card}: the {higher}, still out, could take "
    "it, and had an opponent held it, you would have given away {points.card_points}",
    "review.did.lead.higher.others.bare": "the {higher}, still out, could take it, and had an "
    "opponent held it, you would have given away {points.card_points}",
    # the better move a grade or a review names, not played: its clauses in the conditional
    # (round 26, cs "Lepší by bylo zahrát zelenou desítku – berete tento štych … a máte pak 13
    # bodů" read as a fact); a clause without this form is said in the present (a lead's
    # risk, "if the Ace takes it, you give away ...", is a condition already)
    "review.would.take.bare": "it would take this trick ({points.card_points}) and bring you "
    "to {total.points}",
    "review.would.take.side.bare": "it would take this trick ({points.card_points}) and bring "
    "your side to {total.points}",
    "review.would.take.reach.bare": "it would take this trick ({points.card_points}) and bring "
    "you to {total.points}, enough to claim",
    "review.would.take.reach.side.bare": "it would take this trick ({points.card_points}) and "
    "bring your side to {total.points}, enough to claim",
    "review.would.give.opp": "this trick ({points.card_points}) would go to your opponent, "
    "your {card} with it",
    "review.would.give.cheap.opp": "you would let this trick ({points.card_points}) go to your "
    "opponent with your cheapest card, the {card}",
    "review.would.lead.sure.bare": "it would be sure to take this trick, and you would lead "
    "again: no card still out can beat it",
    "review.would.lead.sure.last.bare": "it would be sure to take this last trick: no card "
    "still out can beat it",
    "review.would.keeps.marriage": "you would keep the marriage in {suit} for later",
    "review.would.keeps.ace": "you would keep the {card} for the strict play",
    # round 31 (sl, cs: "Better was exchanging: you take the turned ...", "tím soupeře
    # nepustíte na výnos" read as facts): the better move's lead, close, exchange and cause
    # in the conditional
    "review.would.lead.higher.bare": "if the {higher}, still out, took it, you would give "
    "away {points.card_points}, and a trump could take it too",
    "review.would.lead.higher.suit.bare": "if the {higher}, still out, took it, you would "
    "give away {points.card_points}",
    # round 32: the better move's lead reasons a grade names most often, in the conditional
    "review.would.lead.trump.own.bare": Plural(
        "the only higher card of its suit still in play, the {higher}, is in your own hand: "
        "it would take this trick unless someone trumped it",
        "the higher cards of its suit still in play, the {higher}, are in your own hand: it "
        "would take this trick unless someone trumped it", "count"),
    "review.would.lead.trump.high.bare": "it is the highest card of its suit: it would take "
    "this trick unless someone trumped it",
    # the same in a game for two: "your opponent", not "someone" (round 34, cs further 5)
    "review.would.lead.trump.own.bare.opp": Plural(
        "the only higher card of its suit still in play, the {higher}, is in your own hand: "
        "it would take this trick unless your opponent trumped it",
        "the higher cards of its suit still in play, the {higher}, are in your own hand: it "
        "would take this trick unless your opponent trumped it", "count"),
    "review.would.lead.trump.high.bare.opp": "it is the highest card of its suit: it would "
    "take this trick unless your opponent trumped it",
    "review.would.lead.cheap.bare": "if the {higher}, still out, took it, you would give away "
    "only {points.card_points} and keep the {kept} for later",
    "review.would.close": "no more cards would be drawn, and with {points.points} you would "
    "need {need.points} more from the tricks still to play (the opponent's cards in them count "
    "too)",
    "review.would.close.must_win": "no more cards would be drawn, and with {points.points} "
    "you would need {need.points} more; from then on you would have to take every trick "
    "until you had them: one trick lost would lose the close, and your opponent would score "
    "{gp.game_points}",
    "review.would.exchange": "you would take the turned {card} for the trump {rank}",
    "review.would.exchange.first": "you would take the turned {card} for the trump {rank} and "
    "still lead afterwards, so the exchange would cost nothing: no card led now brings more",
    "review.would.cause.marriage.no.opp": "it would not give your opponent the lead with a "
    "marriage to announce",
    "review.would.cause.trumped.no.opp": "your opponent would not trump this lead",
    # the better move's count in the conditional (round 27: "Better was the King of Bells:
    # ... In all 12 deals the search tried, you win the deal" read as a fact): the cause
    # clause said after the count ("in all 12 deals the search tried, {cause}"), so where
    # the edition puts a clitic second (hr "biste", cs "byste", sl "bi") the form opens with it
    "review.would.cause.wins.yes.solo": "you would win the deal",
    "review.would.cause.wins.yes": "your side would win the deal",
    "review.would.cause.wins.no": "the other side would win the deal",
    "review.would.cause.wins.no.opp": "your opponent would win the deal",
    "review.would.cause.takes.yes.solo": "you would take this trick",
    "review.would.cause.claims.yes.solo": "you would take this trick and then claim to have "
    "enough",
    "review.would.cause.big.yes.solo": "you would win the deal for more than one game point",
    "review.would.cause.last.yes.solo": "you would take the last trick",
    "review.would.cause.claims.yes.solo.said": "you would then claim to have enough",
    "review.would.cause.pulls.yes.solo.said": "you would then lead a trump, to draw out the "
    "trumps still out",
    # round 33 (sl "Bi nato rekel »dovolj«.", cs "Byste vyhráli rozdání ..."): a cause said
    # with no count before it, a sentence or a clause of its own, by its .alone form, which
    # opens with its subject or verb where the edition puts a clitic second
    "review.would.cause.wins.yes.solo.alone": "you would win the deal",
    "review.would.cause.wins.yes.alone": "your side would win the deal",
    "review.would.cause.wins.no.alone": "the other side would win the deal",
    "review.would.cause.wins.no.opp.alone": "your opponent would win the deal",
    "review.would.cause.takes.yes.solo.alone": "you would take this trick",
    "review.would.cause.claims.yes.solo.alone": "you would take this trick and then claim to have"
    " enough",
    "review.would.cause.big.yes.solo.alone": "you would win the deal for more than one game point",
    "review.would.cause.last.yes.solo.alone": "you would take the last trick",
    "review.would.cause.claims.yes.solo.said.alone": "you would then claim to have enough",
    "review.would.cause.pulls.yes.solo.said.alone": "you would then lead a trump, to draw out the"
    " trumps still out",
    "review.would.cause.marriage.no.opp.alone": "it would not give your opponent the lead with a "
    "marriage to announce",
    "review.would.cause.trumped.no.opp.alone": "your opponent would not trump this lead",
    # round 37 (a blind cs reader: "vynášíte …, soupeř bere" said of a better lead not
    # played): the lead reasons and the causes a better lead is said with, in the conditional
    "review.would.lead.sure.trump.bare": "it would be sure to take this trick, and you would "
    "lead again; it would draw out the trumps still held, since whoever held one would have "
    "to follow suit",
    "review.would.lead.sure.trump.one.bare": "it would be sure to take this trick, and you "
    "would lead again; it would draw out the last trump still held, since whoever held it "
    "would have to follow suit",
    "review.would.lead.trump.bare": "no higher card of its suit is left outside your hand: it "
    "would take this trick unless someone trumped it",
    "review.would.lead.trump.bare.opp": "no higher card of its suit is left outside your hand: "
    "it would take this trick unless your opponent trumped it",
    "review.would.lead.trump.must.bare": "your opponent has no card of that suit and would "
    "have to trump it",
    "review.would.lead.trump.void.bare": "your opponent has no card of that suit left, so it "
    "would take this trick unless your opponent held a trump, which they would then have to "
    "play",
    "review.would.cause.takes.no.opp": "your opponent would take this trick",
    "review.would.cause.takes.no.opp.alone": "your opponent would take this trick",
    "review.would.cause.trumped.yes.opp": "your opponent would trump this lead",
    "review.would.cause.trumped.yes.opp.alone": "your opponent would trump this lead",
    # round 33 (hu "nyertél volna" after a best move read as a reproach; hr "biste dobili"):
    # the move played's cause over its likely deals, each edition's own tense (the present
    # in en, hr, hu; the conditional in sl, cs); .alone, said with no count before it
    "review.did.cause.wins.yes.solo": "you win the deal",
    "review.did.cause.wins.yes": "your side wins the deal",
    "review.did.cause.wins.no": "the other side wins the deal",
    "review.did.cause.wins.no.opp": "your opponent wins the deal",
    "review.did.cause.takes.yes.solo": "you take this trick",
    "review.did.cause.claims.yes.solo": "you take this trick and then claim to have enough",
    "review.did.cause.big.yes.solo": "you win the deal for more than one game point",
    "review.did.cause.last.yes.solo": "you take the last trick",
    "review.did.cause.claims.yes.solo.said": "you then claim to have enough",
    "review.did.cause.pulls.yes.solo.said": "you then lead a trump, to draw out the trumps still "
    "out",
    "review.did.cause.marriage.no.opp": "it does not give your opponent the lead with a marriage "
    "to announce",
    "review.did.cause.trumped.no.opp": "your opponent does not trump this lead",
    "review.did.cause.wins.yes.solo.alone": "you win the deal",
    "review.did.cause.wins.yes.alone": "your side wins the deal",
    "review.did.cause.wins.no.alone": "the other side wins the deal",
    "review.did.cause.wins.no.opp.alone": "your opponent wins the deal",
    "review.did.cause.takes.yes.solo.alone": "you take this trick",
    "review.did.cause.claims.yes.solo.alone": "you take this trick and then claim to have enough",
    "review.did.cause.big.yes.solo.alone": "you win the deal for more than one game point",
    "review.did.cause.last.yes.solo.alone": "you take the last trick",
    "review.did.cause.claims.yes.solo.said.alone": "you then claim to have enough",
    "review.did.cause.pulls.yes.solo.said.alone": "you then lead a trump, to draw out the trumps "
    "still out",
    "review.did.cause.marriage.no.opp.alone": "it does not give your opponent the lead with a "
    "marriage to announce",
    "review.did.cause.trumped.no.opp.alone": "your opponent does not trump this lead",
    # (round 33, cs "Ve 2 z 12 … soupeř tím získá výnos a ohlásí pár" in a past grade)
    "review.did.cause.marriage.yes.opp": "it gives your opponent the lead, with a marriage to "
    "announce",
    "review.did.cause.marriage.yes.opp.alone": "it gives your opponent the lead, with a "
    "marriage to announce",
    "review.did.cause.marriage.yes.opp.said": "your opponent, on lead after it, announces a "
    "marriage",
    "review.did.cause.marriage.yes.opp.said.alone": "your opponent, on lead after it, announces "
    "a marriage",
    # the move played's best line, each edition's own tense (round 33, sl "Ob najboljši igri
    # dosežeš 66" in a past grade)
    "review.did.line.reach.you": "with best play your side reaches {target} in trick {number}",
    "review.did.line.reach.you.solo": "with best play you reach {target} in trick {number}",
    # what the move played wins over its likely deals, each edition's own tense (round 33, sl
    # "Igro s to potezo dobiš v 4 od 12" in a past grade)
    "review.did.vs.wins": Plural(
        "your side wins the deal in {won_in} of the {worlds} likely deal",
        "your side wins the deal in {won_in} of the {worlds} likely deals", "worlds"),
    "review.did.vs.wins.solo": Plural(
        "you win the deal in {won_in} of the {worlds} likely deal",
        "you win the deal in {won_in} of the {worlds} likely deals", "worlds"),
    "review.did.vs.wins.short": Plural(
        "your side wins the deal in {won_in} of {worlds}",
        "your side wins the deal in {won_in} of {worlds}", "worlds"),
    "review.did.vs.wins.solo.short": Plural(
        "you win the deal in {won_in} of {worlds}",
        "you win the deal in {won_in} of {worlds}", "worlds"),
    # the same in every one of them: "in all 12" (round 38)
    "review.did.vs.wins.all": Plural(
        "your side wins the deal in the one likely deal",
        "your side wins the deal in all {worlds} likely deals", "worlds"),
    "review.did.vs.wins.all.solo": Plural(
        "you win the deal in the one likely deal",
        "you win the deal in all {worlds} likely deals", "worlds"),
    "review.did.vs.wins.all.short": Plural(
        "your side wins the deal in the one deal",
        "your side wins the deal in all {worlds}", "worlds"),
    "review.did.vs.wins.all.solo.short": Plural(
        "you win the deal in the one deal",
        "you win the deal in all {worlds}", "worlds"),
    # round 32 (sl "Bolje bi bilo napovedati 20 …, tako da imaš 53 pik. Izigraš zeljnega
    # kralja …", cs "Lepší by bylo …: Rozdání sice vyhrajete …"): every sentence of the better
    # move's paragraph in the conditional, its marriage, the lead a marriage is shown with,
    # the line after it and what it wins over the likely deals; the last said in the
    # conditional of the move played too (its likely deals are what might have been)
    "review.would.marriage": "the marriage in {suit} would add {points.points}, bringing your "
    "side to {total.points}",
    "review.would.marriage.solo": "the marriage in {suit} would add {points.points}, bringing "
    "you to {total.points}",
    "review.would.marriage.reach": "the marriage in {suit} would add {points.points}, bringing "
    "your side to {total.points}, enough to claim",
    "review.would.marriage.reach.solo": "the marriage in {suit} would add {points.points}, "
    "bringing you to {total.points}, enough to claim",
    "review.would.lead.cheap": "you would lead the {card}: if the {higher}, still out, took "
    "it, you would give away only {points.card_points} and keep the {kept} for later",
    "review.would.line.reach.you": "with best play your side would reach {target} in trick "
    "{number}",
    "review.would.line.reach.you.solo": "with best play you would reach {target} in trick "
    "{number}",
    "review.would.line.last.you.solo": "with best play the cards would run out and you would "
    "take the last trick",
    "review.would.line.all": Plural(
        "with best play your side would take the last trick too",
        "with best play your side would take all {count} tricks left", "count"),
    "review.would.line.all.solo": Plural(
        "with best play you would take the last trick too",
        "with best play you would take all {count} tricks left", "count"),
    "review.would.best.fewer_wins": "your side would win the deal in fewer of the likely deals "
    "than after {other} ({won_in} against {more_in}), but would score more game points on "
    "average",
    "review.would.best.fewer_wins.solo": "you would win the deal in fewer of the likely deals "
    "than after {other} ({won_in} against {more_in}), but would score more game points on "
    "average",
    "review.would.best.lost": Plural(
        "after {other}, the other side would win the deal in {lost_in} of {worlds}",
        "after {other}, the other side would win the deal in {lost_in} of {worlds}",
        "worlds"),
    "review.would.best.lost.all": Plural(
        "after {other}, the other side would win the deal in the one likely deal",
        "after {other}, the other side would win the deal in all {worlds}", "worlds"),
    "review.would.best.lost.opp": Plural(
        "after {other}, your opponent would win the deal in {lost_in} of {worlds}",
        "after {other}, your opponent would win the deal in {lost_in} of {worlds}",
        "worlds"),
    "review.would.best.lost.opp.all": Plural(
        "after {other}, your opponent would win the deal in the one likely deal",
        "after {other}, your opponent would win the deal in all {worlds}", "worlds"),
    "review.would.best.lost.unknown": Plural(
        "after {other}, your opponents would win the deal in {lost_in} of {worlds}",
        "after {other}, your opponents would win the deal in {lost_in} of {worlds}",
        "worlds"),
    "review.would.best.lost.unknown.all": Plural(
        "after {other}, your opponents would win the deal in the one likely deal",
        "after {other}, your opponents would win the deal in all {worlds}", "worlds"),
    "review.turning.none": "No turning point: none of your decisions cost anything on average.",
    # the same where some decisions cost a little but none was a mistake (the grade's "good")
    "review.turning.none.good": "No turning point: none of your decisions was a mistake.",
    "review.where.trick": "trick {number}",
    "review.where.bidding": "the bidding",
    # a claim, made after trick {number} (round 31, hr: "trick 10" of a deal of nine tricks)
    "review.where.after": "after trick {number}",
    # the step's heading: every seat's moves are counted, the reader's own and the others'
    # (review.step.more: a game for three or four)
    "review.step": "Move {index} of {total} (your opponent's moves count too)",
    "review.step.more": "Move {index} of {total} (the other players' moves count too)",
    "review.step.start": "The start of the deal",
    "review.start": "The table as you saw it once the cards were dealt, before any move; the "
    "first move is the next step.",
    "review.step.end": "The end of the deal: every card is shown.",
    "review.seen": "The table as you saw it before this move.",
    "review.next.you": "Your move here: {move}.",
    "review.next.forced": "Your move here: {move}, the only one allowed.",
    "review.next.other": "The next move, by {seat}: {move}.",
    "review.nav.start": "\u25c0\u25c0 Start",
    "review.nav.back": "\u25c0 Back",
    "review.nav.forward": "Forward \u25b6",
    "review.nav.end": "End \u25b6\u25b6",
    "review.nav.trick": "Jump to",
    "review.nav.trick.start": "the start",
    "review.nav.trick.end": "the end of the deal",
    "review.nav.turning": "The turning point",
    "review.reveal": "Show every card",
    "review.list.heading": "Your decisions",
    "review.list.item": "{where}, {move}: {grade}",
    # a mistake in the list of decisions: what it cost, as an average over the likely deals
    # or, with every card's place known, exactly
    "review.list.mistake": "a mistake, on average {loss} game points below the best move",
    "review.list.mistake.whole": Plural(
        "a mistake, on average {loss} game point below the best move",
        "a mistake, on average {loss} game points below the best move", "loss"),
    "review.list.mistake.exact": "a mistake, {loss} game points below the best move",
    "review.list.mistake.exact.whole": Plural(
        "a mistake, {loss} game point below the best move",
        "a mistake, {loss} game points below the best move", "loss"),
    # a move of the reader that had no other choice, listed among the decisions
    # (round 27, sl: said as a clause, not a label "forced, the only legal card")
    "review.list.forced": "{where}, {move}: the only card you could play",
    "review.list.forced.move": "{where}, {move}: the only move you could make",
    # a move in a deal lost whatever was played (round 27, sl "izgubljeno, kar koli igraš")
    "review.list.lost": "the deal was already lost, whatever you played",
    "review.seat": "Whose decisions",
    "review.text": "The deal as text: copy it to open it again on the analysis board",
    "review.nothing": "There is nothing to review yet: no move has been made.",
    # -- the analysis board -----------------------------------------------------------------
    "board.variant": "Game",
    "board.notation": "A position or a deal as text",
    "board.load": "Set up from the text",
    "board.load.tooltip": "Read the position, or the whole deal, written in the box",
    "board.place": "Put a card into",
    "board.place.hand": "the hand of seat {seat}",
    "board.place.talon": "the talon",
    "board.place.turned": "the turned card",
    "board.place.taken": "the tricks of seat {seat}",
    "board.place.off": "nowhere (take it off)",
    "board.placed.hand": "Hand of seat {seat}: {cards}",
    "board.placed.talon": "Talon (first drawn first): {cards}",
    "board.placed.turned": "Turned card: {cards}",
    "board.placed.taken": "Tricks of seat {seat}: {cards}",
    "board.placed.none": "none",
    "board.to_move": "To move",
    "board.from_cards": "Set up from the cards placed",
    "board.clear": "Clear the cards",
    "board.error.taken": Plural(
        "seat {seat} has taken {count} card, which is not a number of whole tricks",
        "seat {seat} has taken {count} cards, which is not a number of whole tricks", "count"),
    "board.error.read": "This text is neither a position nor a deal: {reason}.",
    "board.error.over": "The deal is over: there is no move to make.",
    "board.mode": "Values",
    "board.mode.exact": "exact, every card's place known",
    "board.mode.view": "from the view of the seat to move",
    "board.worlds": "Likely deals",
    "board.moves.heading": "The legal moves of seat {seat}, best first",
    "board.illegal.heading": "Not allowed now",
    "board.illegal.item": "{move}: {reason}.",
    "board.line": "Best line: {moves}.",
    "board.line.view": "No best line is shown: these values are means over likely deals, "
    "and each of them has a best line of its own.",
    "board.line.bidding": "No best line is shown in the bidding: the line begins once the "
    "cards are played.",
    "board.line.big": "No best line is shown: working it out would take too long here.",
    "board.line.unknown": "No best line is shown: some cards' places are unknown.",
    "board.bidding": "In the bidding the values come from likely deals.",
    "board.exact": "Exact values: every card's place is known, and the solver followed every "
    "way the deal can go on.",
    "board.exact.unknown": "Some cards' places are unknown, so the values come from likely "
    "deals consistent with what the seat to move sees.",
    # c38a: the better move's (not played) and the move played's comparisons in the
    # conditional, as the review says its other clauses (sl, cs: "s to potezo najpogosteje
    # dobiš igro" after "Bolje bi bilo izigrati ..."); .alone where no count goes before
    "review.would.best.by.wins": Plural(
        "this move would win the deal most often (in {won_in} of {worlds})",
        "this move would win the deal most often (in {won_in} of {worlds})", "worlds"),
    "review.would.best.by.loses": "this move would lose the fewest game points on average",
    "review.would.best.by.points": "this move would bring the most game points on average",
    "review.would.cause.vs.better": "your side would score more game points than after {other}",
    "review.would.cause.vs.better.solo": "you would score more game points than after {other}",
    "review.would.cause.vs.worse": "your side would score fewer game points than after {other}",
    "review.would.cause.vs.worse.solo": "you would score fewer game points than after {other}",
    "review.would.cause.vs.worse.won": "your side would win the deal all the same, but score "
    "fewer game points than after {other}",
    "review.would.cause.vs.worse.won.solo": "you would win the deal all the same, but score "
    "fewer game points than after {other}",
    "review.would.cause.vs.worse.marriage": "your side would score fewer game points than if "
    "you announced the marriage with this card",
    "review.would.cause.vs.worse.marriage.solo": "you would score fewer game points than if "
    "you announced the marriage with this card",
    "review.would.cause.vs.better.alone": "your side would score more game points than after "
    "{other}",
    "review.would.cause.vs.better.solo.alone": "you would score more game points than after "
    "{other}",
    "review.would.cause.vs.worse.alone": "your side would score fewer game points than after "
    "{other}",
    "review.would.cause.vs.worse.solo.alone": "you would score fewer game points than after "
    "{other}",
    "review.would.cause.vs.worse.won.alone": "your side would win the deal all the same, but "
    "score fewer game points than after {other}",
    "review.would.cause.vs.worse.won.solo.alone": "you would win the deal all the same, but "
    "score fewer game points than after {other}",
    "review.would.cause.vs.worse.marriage.alone": "your side would score fewer game points "
    "than if you announced the marriage with this card",
    "review.would.cause.vs.worse.marriage.solo.alone": "you would score fewer game points "
    "than if you announced the marriage with this card",
    "review.would.cause.keeps.late": "the {card} would stay in your hand and take a trick "
    "later, once nobody draws any more",
    "review.would.cause.keeps.late.shut": "the {card} would stay in your hand and take a "
    "trick later",
    "review.would.cause.keeps.late.last": "the {card} would stay in your hand for the last "
    "trick",
    "review.would.cause.keeps.late.alone": "the {card} would stay in your hand and take a "
    "trick later, once nobody draws any more",
    "review.would.cause.keeps.late.shut.alone": "the {card} would stay in your hand and take "
    "a trick later",
    "review.would.cause.keeps.late.last.alone": "the {card} would stay in your hand for the "
    "last trick",
    "review.would.line.least": "with best play your side would lose the deal whatever it "
    "played, and with this move it would lose least, {points.game_points}",
    "review.would.line.least.solo": "with best play you would lose the deal whatever you "
    "played, and with this move you would lose least, {points.game_points}",
    "review.did.line.only": "with best play your side would have lost {points.game_points}",
    "review.did.line.only.solo": "with best play you would have lost {points.game_points}",
    "review.did.line.least": "with best play your side would have lost the deal whatever it "
    "played, and with this move it lost least, {points.game_points}",
    "review.did.line.least.solo": "with best play you would have lost the deal whatever you "
    "played, and with this move you lost least, {points.game_points}",
    # c38a: the exchange, the trump chosen and the claim of a move not played (or, the hand's
    # facts, of the move played) in the past or the conditional (cs "naslepo vyměníte 2
    # karty ... jdou do talónu", "v ruce máte 3 karty", "ve štyších máte 46 bodů")
    "review.would.swap": Plural("you would exchange {count} card blind with the talon",
                                "you would exchange {count} cards blind with the talon",
                                "count"),
    "review.would.swap.cards": Plural("the {cards} would go to the talon",
                                      "the {cards} would go to the talon", "count"),
    "review.would.swap.none": Plural("you would keep your {count} card as it was",
                                     "you would keep your {count} cards as they were", "count"),
    "review.would.trump": Plural("you held {count} card of {suit}, worth {points.card_points}",
                                 "you held {count} cards of {suit}, worth "
                                 "{points.card_points}", "count"),
    "review.did.trump": Plural("you held {count} card of {suit}, worth {points.card_points}",
                               "you held {count} cards of {suit}, worth {points.card_points}",
                               "count"),
    "review.would.claim": Plural("you had {points} point, enough to win the deal",
                                 "you had {points} points, enough to win the deal", "points"),
    "review.did.claim": Plural("you had {points} point, enough to win the deal",
                               "you had {points} points, enough to win the deal", "points"),
    "review.would.claim.side": Plural("your side had {points} point, enough to win the deal",
                                      "your side had {points} points, enough to win the deal",
                                      "points"),
    "review.did.claim.side": Plural("your side had {points} point, enough to win the deal",
                                    "your side had {points} points, enough to win the deal",
                                    "points"),
    # ... a trump led next to draw the trumps still out (cs "Pak vynesete trumf a vytáhnete")
    "review.would.cause.pulls.yes": "your side would take this trick and then lead a trump, "
    "to draw out the trumps still out",
    "review.would.cause.pulls.yes.solo": "you would take this trick and then lead a trump, to "
    "draw out the trumps still out",
    "review.would.cause.pulls.yes.one": "your side would take this trick and then lead a "
    "trump, to draw out the last trump still out",
    "review.would.cause.pulls.yes.solo.one": "you would take this trick and then lead a trump, "
    "to draw out the last trump still out",
    "review.would.cause.pulls.yes.said": "your side would then lead a trump, to draw out the "
    "trumps still out",
    "review.would.cause.pulls.yes.one.said": "your side would then lead a trump, to draw out "
    "the last trump still out",
    "review.would.cause.pulls.yes.solo.one.said": "you would then lead a trump, to draw out "
    "the last trump still out",
    "review.would.cause.pulls.yes.alone": "your side would take this trick and then lead a "
    "trump, to draw out the trumps still out",
    "review.would.cause.pulls.yes.solo.alone": "you would take this trick and then lead a "
    "trump, to draw out the trumps still out",
    "review.would.cause.pulls.yes.one.alone": "your side would take this trick and then lead "
    "a trump, to draw out the last trump still out",
    "review.would.cause.pulls.yes.solo.one.alone": "you would take this trick and then lead a "
    "trump, to draw out the last trump still out",
    "review.would.cause.pulls.yes.said.alone": "your side would then lead a trump, to draw "
    "out the trumps still out",
    "review.would.cause.pulls.yes.one.said.alone": "your side would then lead a trump, to "
    "draw out the last trump still out",
    "review.would.cause.pulls.yes.solo.one.said.alone": "you would then lead a trump, to draw "
    "out the last trump still out",
    # ... a card kept for a marriage ("the King stays in your hand")
    "review.would.cause.keeps.marriage": "the {card} would stay in your hand for the marriage "
    "in {suit}, to announce later",
    "review.would.cause.keeps.marriage.alone": "the {card} would stay in your hand for the "
    "marriage in {suit}, to announce later",
    "review.would.cause.keeps.marriage.draw": "the {card} would stay in your hand, and once "
    "the {other} came to your hand too, the two would make the marriage in {suit}",
    "review.would.cause.keeps.marriage.draw.alone": "the {card} would stay in your hand, and "
    "once the {other} came to your hand too, the two would make the marriage in {suit}",
    # ... a card that heads the trick so far
    "review.would.top.sure.bare": "it would be sure to take this trick, and you would lead "
    "the next: no card still out could beat it",
    "review.would.top.trump.bare": "it would head this trick, and no higher card of its suit "
    "was left outside your hand: it would take this trick unless someone trumped it",
    "review.would.top.higher.bare": "it would head this trick so far: if the {higher}, still "
    "out, took it, you would give away {points.card_points}",
    # ... a deal lost whatever is played
    "review.would.line.lost": Plural(
        "the deal would be lost whatever your side played: this move would lose {points} game "
        "point, as would any other",
        "the deal would be lost whatever your side played: this move would lose {points} game "
        "points, as would any other", "points"),
    "review.would.line.lost.solo": Plural(
        "the deal would be lost whatever you played: this move would lose {points} game point, "
        "as would any other",
        "the deal would be lost whatever you played: this move would lose {points} game "
        "points, as would any other", "points"),
    "review.did.line.lost": Plural(
        "the deal was lost whatever your side played: this move lost {points} game point, as "
        "any other would have",
        "the deal was lost whatever your side played: this move lost {points} game points, as "
        "any other would have", "points"),
    "review.did.line.lost.solo": Plural(
        "the deal was lost whatever you played: this move lost {points} game point, as any "
        "other would have",
        "the deal was lost whatever you played: this move lost {points} game points, as any "
        "other would have", "points"),
    "board.exact.big": "With so many cards still to play the exact values would take too "
    "long: these come from likely deals.",
    "board.open": "Open on the analysis board",
    "board.open.tooltip": "The analysis board below, set up at this position",
    "board.play": "Play it",
    "board.move": "Move",
    "board.move.enter": "Play the move typed",
    "board.move.placeholder": "QH, m:QH, x, close, claim",
    "board.back": "\u25c0 Back",
    "board.forward": "Forward \u25b6",
    "board.over": "The deal is over.",
    "board.export": "This position as text (copy it to open it again)",
    "board.export.deal": "The deal as text, with the moves played",
    "board.review": "Review the moves played",
    # round 35: the rarer reasons left without a review form, said of the better move in the
    # conditional (the move played falls back to it where it has no past form of its own) and
    # the bids also in the past: a lead's risk with its card named, what a move wins over the
    # likely deals, the bidding
    "review.would.lead.higher": "you would lead the {card}: if the {higher}, still out, took "
    "it, you would give away {points.card_points}, and a trump could take it too",
    "review.would.lead.higher.suit": "you would lead the {card}: if the {higher}, still out, "
    "took it, you would give away {points.card_points}",
    "review.would.lead.higher.others": "you would lead the {card}: the {higher}, still out, "
    "could take it, and if an opponent held it, you would give away {points.card_points}",
    "review.would.lead.higher.others.bare": "the {higher}, still out, could take it, and if an "
    "opponent held it, you would give away {points.card_points}",
    "review.would.vs.wins": Plural(
        "your side would win the deal in {won_in} of the {worlds} likely deal",
        "your side would win the deal in {won_in} of the {worlds} likely deals", "worlds"),
    "review.would.vs.wins.solo": Plural(
        "you would win the deal in {won_in} of the {worlds} likely deal",
        "you would win the deal in {won_in} of the {worlds} likely deals", "worlds"),
    "review.would.vs.wins.all": Plural(
        "your side would win the deal in the one likely deal",
        "your side would win the deal in all {worlds} likely deals", "worlds"),
    "review.would.vs.wins.all.solo": Plural(
        "you would win the deal in the one likely deal",
        "you would win the deal in all {worlds} likely deals", "worlds"),
    "review.would.vs.wins.none": Plural(
        "your side would win the deal in none of the {worlds} likely deal",
        "your side would win the deal in none of the {worlds} likely deals", "worlds"),
    "review.would.vs.wins.none.solo": Plural(
        "you would win the deal in none of the {worlds} likely deal",
        "you would win the deal in none of the {worlds} likely deals", "worlds"),
    "review.would.vs.points": Plural(
        "your side would win the deal in {won_in} of the {worlds} likely deal and lose it "
        "in {lost_in}",
        "your side would win the deal in {won_in} of the {worlds} likely deals and lose it "
        "in {lost_in}", "worlds"),
    "review.would.vs.points.solo": Plural(
        "you would win the deal in {won_in} of the {worlds} likely deal and lose it in "
        "{lost_in}",
        "you would win the deal in {won_in} of the {worlds} likely deals and lose it in "
        "{lost_in}", "worlds"),
    "review.would.vs.points.nolost": Plural(
        "your side would win the deal in {won_in} of the {worlds} likely deal and lose it "
        "in none",
        "your side would win the deal in {won_in} of the {worlds} likely deals and lose it "
        "in none", "worlds"),
    "review.would.vs.points.nolost.solo": Plural(
        "you would win the deal in {won_in} of the {worlds} likely deal and lose it in none",
        "you would win the deal in {won_in} of the {worlds} likely deals and lose it in none",
        "worlds"),
    "review.would.vs.points.nowon": Plural(
        "your side would win the deal in none of the {worlds} likely deal",
        "your side would win the deal in none of the {worlds} likely deals", "worlds"),
    "review.would.vs.points.nowon.solo": Plural(
        "you would win the deal in none of the {worlds} likely deal",
        "you would win the deal in none of the {worlds} likely deals", "worlds"),
    "review.would.call": "the holder of the {card} would play with you",
    "review.did.call": "the holder of the {card} played with you",
    "review.would.call.own": "you hold the {card} yourself, so you would play alone against "
    "the others",
    "review.did.call.own": "you held the {card} yourself, so you played alone against the "
    "others",
    "review.would.contract": "you would undertake to {aim}, for {value.game_points} if you "
    "made it",
    "review.did.contract": "you undertook to {aim}, for {value.game_points} if you made it",
    "review.would.kontra": Plural(
        "the stakes would double, and the deal would count {count} time",
        "the stakes would double, and the deal would count {count} times", "count"),
    "review.did.kontra": Plural("the stakes doubled, and the deal counted {count} time",
                                "the stakes doubled, and the deal counted {count} times",
                                "count"),
    "review.would.rekontra": Plural(
        "the stakes would double again, and the deal would count {count} time",
        "the stakes would double again, and the deal would count {count} times", "count"),
    "review.did.rekontra": Plural(
        "the stakes doubled again, and the deal counted {count} time",
        "the stakes doubled again, and the deal counted {count} times", "count"),
    "review.would.pass": Plural(
        "you would announce nothing, with {points} card point in your hand",
        "you would announce nothing, with {points} card points in your hand", "points"),
    "review.did.pass": Plural(
        "you announced nothing, with {points} card point in your hand",
        "you announced nothing, with {points} card points in your hand", "points"),
    "review.would.pass.trumps": Plural(
        "you would announce nothing, with {count} trump ({suit}) in your hand",
        "you would announce nothing, with {count:0=no|{count}|{count}} trumps ({suit}) in "
        "your hand", "count"),
    "review.did.pass.trumps": Plural(
        "you announced nothing, with {count} trump ({suit}) in your hand",
        "you announced nothing, with {count:0=no|{count}|{count}} trumps ({suit}) in your "
        "hand", "count"),
    "review.would.pass.kontra": Plural(
        "you would not double, and the deal would count {count} time",
        "you would not double, and the deal would count {count} times", "count"),
    "review.did.pass.kontra": Plural("you did not double, and the deal counted {count} time",
                                     "you did not double, and the deal counted {count} times",
                                     "count"),
    "review.would.turn": Plural(
        "the next card of the deck, turned up, would name the trump and join your {count} "
        "card",
        "the next card of the deck, turned up, would name the trump and join your {count} "
        "cards", "count"),
    "review.did.turn": Plural(
        "the next card of the deck, turned up, named the trump and joined your {count} card",
        "the next card of the deck, turned up, named the trump and joined your {count} cards",
        "count"),
}
