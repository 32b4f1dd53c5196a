"""English source of the search's words: the reason a player would give for a move
(:mod:`schnapsen.search.reasons`), the one measure of a ranking, how sure a value is
(:class:`schnapsen.search.Hint`) and the grades. Every count has its grammar: a message with
one count is plural on it, a second count carries a unit (``{points.points}``)."""

from __future__ import annotations

from .base import Plural

SEARCH_MESSAGES: dict[str, str] = {
    "search.sure.exact": "exact: every card's place is known",
    # a claim's value: the deal ends with it (whatever cards are still hidden)
    "search.sure.claim": "exact: the deal ends with the claim",
    "search.sure.sampled": Plural(
        "an estimate from {worlds} likely deal", "an estimate from {worlds} likely deals",
        "worlds",
    ),
    # fewer deals fit what the seat sees than a hint judges: it judged every one of them
    "search.sure.every": Plural(
        "an average over {worlds} deal, the only one possible",
        "an average over {worlds} deals, all those possible", "worlds"),
    # the reason a player would give for a move (schnapsen.search.reasons): one clause, or
    # two joined by search.why.join; "you" is the reader's seat
    "search.why.join": "{clause}; {then}",
    # a card's risk (what it gives away if a higher card still out takes it) and the likely
    # outcome the search found (the cause): an edition may put the likely outcome first (hu)
    "search.why.join.risk": "{risk}; {likely}",
    # a line of the hint list: a trick taken in a deal the side loses, the outcome first
    # ({outcome}: "in all 12 likely deals your opponent wins the deal"), the trick after
    # ({reason}: "it is sure to take this trick ..."; round 27, hr)
    "search.why.although": "{outcome}, although {reason}",
    # ... where the likely outcome is itself bad for the move's side (the other side takes
    # the trick in most of the likely deals): no contrast between them (hu "…, és …")
    "search.why.join.risk.bad": "{risk}; {likely}",
    # the points said once, plainly (round 25, sl: "you have 66 points, 66 or more"); {target}
    # may be left out
    "search.why.claim": Plural(
        "you have {points} point, enough to win the deal",
        "you have {points} points, enough to win the deal", "points"),
    "search.why.claim_short": Plural(
        "you have only {points} point, fewer than {target}, so the claim loses the deal",
        "you have only {points} points, fewer than {target}, so the claim loses the deal",
        "points"),
    # the same, when the claim shows a marriage: the points from the tricks and the marriage
    # said apart ("Better was claiming 66: you have 73 points" puzzled a reader who saw 53)
    "search.why.claim.marriage": Plural(
        "you have {have} from your tricks and the marriage you show with the claim adds "
        "{marriage}: {points} point, enough to win the deal",
        "you have {have} from your tricks and the marriage you show with the claim adds "
        "{marriage}: {points} points, enough to win the deal", "points"),
    "search.why.claim_short.marriage": Plural(
        "you have {have} from your tricks and the marriage you show with the claim adds "
        "{marriage}: only {points} point, fewer than {target}, so the claim loses the deal",
        "you have {have} from your tricks and the marriage you show with the claim adds "
        "{marriage}: only {points} points, fewer than {target}, so the claim loses the deal",
        "points"),
    # the same in a game of sides: the points are the side's, the seat's and its partners'
    # (round 33, sl: "imaš 74 pik" of a side's points)
    "search.why.claim.side": Plural(
        "your side has {points} point, enough to win the deal",
        "your side has {points} points, enough to win the deal", "points"),
    "search.why.claim_short.side": Plural(
        "your side has only {points} point, fewer than {target}, so the claim loses the deal",
        "your side has only {points} points, fewer than {target}, so the claim loses the deal",
        "points"),
    "search.why.claim.marriage.side": Plural(
        "your side has {have} from its tricks and the marriage you show with the claim adds "
        "{marriage}: {points} point, enough to win the deal",
        "your side has {have} from its tricks and the marriage you show with the claim adds "
        "{marriage}: {points} points, enough to win the deal", "points"),
    "search.why.claim_short.marriage.side": Plural(
        "your side has {have} from its tricks and the marriage you show with the claim adds "
        "{marriage}: only {points} point, fewer than {target}, so the claim loses the deal",
        "your side has {have} from its tricks and the marriage you show with the claim adds "
        "{marriage}: only {points} points, fewer than {target}, so the claim loses the deal",
        "points"),
    # the same said to a seat that does not know its partner yet (a called card's holder
    # hidden): the claim counts its side's points, which depend on who holds the called card
    # ({card}); {mine}: the seat's own points. Some holders give the side the target, others
    # not: one of each ({winner} with {high}, {loser} with {low}) (round 25, hr daily puzzle)
    "search.why.claim.unknown": "you have {mine.points} yourself and do not know your partner "
    "yet, and the claim counts your side's points, which depend on who holds the called card, "
    "the {card}: if seat {winner} holds it, your side has {high.points}, {target} or more, "
    "and the claim wins the deal; if seat {loser} holds it, your side has only {low.points}, fewer "
    "than {target}, and the claim loses the deal",
    # ... whoever holds it, the side has the target ({low}: its least) or not ({high}: its most)
    "search.why.claim.unknown.wins": "you have {mine.points} yourself and do not know your "
    "partner yet, but whoever holds the called card, the {card}, your side has at least "
    "{low.points}, enough to win the deal",
    "search.why.claim.unknown.short": "you have {mine.points} yourself and do not know your "
    "partner yet, and whoever holds the called card, the {card}, your side has at most "
    "{high.points}, fewer than {target}, so the claim loses the deal",
    "search.why.close": "no more cards are drawn, and with {points.points} you need "
    "{need.points} more from the tricks still to play (the opponent's cards in them count too)",
    "search.why.close.enough": "no more cards are drawn, and your {points.points} are "
    "already enough",
    # the same where the closer must take every trick until the target (the Slovenian game,
    # Variant.closer_must_win): one trick lost loses the close ({gp}: the game points a
    # failed close gives the opponent), and after the close a card that may lose its trick
    # (or gives it) says so, not the card points given away
    "search.why.close.must_win": "no more cards are drawn, and with {points.points} you need "
    "{need.points} more; from now on you must take every trick until you have them: one "
    "trick lost loses the close, and your opponent scores {gp.game_points}",
    "search.why.give.must_win": "your opponent takes this trick, your {card} with it, and "
    "that loses your close: your opponent scores {gp.game_points}",
    "search.why.lead.must_win": "you lead the {card}: if the {higher}, still out, takes it, "
    "you lose your close, and your opponent scores {gp.game_points}",
    "search.why.top.must_win": "the {card} heads the trick so far: if the {higher}, still "
    "out, takes it, you lose your close, and your opponent scores {gp.game_points}",
    # what a close changes in the play, from the variant's strict rules after it (a review's
    # turning point): .full follow suit, head the trick, trump; .follow follow suit only;
    # .opp the game for two
    "search.why.close.rules.full.opp": "after the close your opponent must follow suit and "
    "head the trick, and trump when they cannot follow, which is why high cards in your "
    "hand take tricks",
    "search.why.close.rules.full": "after the close the others must follow suit and head "
    "the trick, and trump when they cannot follow, which is why high cards in your hand "
    "take tricks",
    "search.why.close.rules.follow.opp": "after the close your opponent must follow suit, "
    "though not head the trick nor trump, which is why high cards in your hand take tricks "
    "in their suits",
    "search.why.close.rules.follow": "after the close the others must follow suit, though "
    "not head the trick nor trump, which is why high cards in your hand take tricks in "
    "their suits",
    "search.why.exchange": "you take the turned {card} for the trump {rank}",
    # the exchange worth at least as much as every lead: it comes first, and why
    "search.why.exchange.first": "you take the turned {card} for the trump {rank} and still "
    "lead afterwards, so the exchange costs nothing: no card led now brings more",
    "search.why.marriage.wait": "the marriage in {suit} is worth {points.points}, which count "
    "once your side takes a trick",
    "search.why.marriage": "the marriage in {suit} adds {points.points}, bringing your side "
    "to {total.points}",
    "search.why.marriage.reach": "the marriage in {suit} adds {points.points}, bringing your "
    "side to {total.points}, enough to claim",
    # the same where every seat plays alone (.solo: every game for two)
    "search.why.marriage.wait.solo": "the marriage in {suit} is worth {points.points}, which "
    "count once you take a trick",
    "search.why.marriage.solo": "the marriage in {suit} adds {points.points}, bringing you to "
    "{total.points}",
    "search.why.marriage.reach.solo": "the marriage in {suit} adds {points.points}, bringing "
    "you to {total.points}, enough to claim",
    # the same, a claim that wins being among the moves: the marriage shown without the
    # claim plays on (round 27, sl: "enough to claim", then the opponent wins)
    "search.why.marriage.reach.play": "the marriage in {suit} adds {points.points} and brings "
    "your side to {total.points}: claiming now wins the deal; if you only show the marriage "
    "and play on, the deal goes on",
    "search.why.marriage.reach.solo.play": "the marriage in {suit} adds {points.points} and "
    "brings you to {total.points}: claiming now wins the deal; if you only show the marriage "
    "and play on, the deal goes on",
    # the same where the deal ends by itself at the target (no claim to make)
    "search.why.marriage.reach.auto": "the marriage in {suit} adds {points.points} and brings "
    "you to {total.points}: the deal ends there, and you win it",
    "search.why.take.reach.auto": "the {card} takes this trick ({points.card_points}) and "
    "brings you to {total.points}: the deal ends there, and you win it",
    "search.why.take": "the {card} takes this trick ({points.card_points}) and brings you to "
    "{total.points}",
    "search.why.take.reach": "the {card} takes this trick ({points.card_points}) and brings "
    "you to {total.points}, enough to claim",
    # the same where the seat has a partner it knows: the points are its side's
    "search.why.take.side": "the {card} takes this trick ({points.card_points}) and brings "
    "your side to {total.points}",
    "search.why.take.reach.side": "the {card} takes this trick ({points.card_points}) and "
    "brings your side to {total.points}, enough to claim",
    "search.why.take.reach.auto.side": "the {card} takes this trick ({points.card_points}) and "
    "brings your side to {total.points}: the deal ends there, and your side wins it",
    "search.why.partner": "your partner, seat {seat}, takes this trick "
    "({points.card_points}), your {card} included",
    "search.why.give": "this trick ({points.card_points}) goes to seat {seat}, your {card} "
    "with it",
    "search.why.give.cheap": "you let this trick ({points.card_points}) go to seat {seat} "
    "with your cheapest card, the {card}",
    # the same in a game for two: the other player is "your opponent", not a seat
    "search.why.give.opp": "this trick ({points.card_points}) goes to your opponent, your "
    "{card} with it",
    "search.why.give.cheap.opp": "you let this trick ({points.card_points}) go to your "
    "opponent with your cheapest card, the {card}",
    "search.why.under": "the {card} stays below the {best} on the table",
    # a lead: what it risks or gains. A higher card of its suit still out (the highest
    # named) can take it, and a trump too; .suit: no trump can take it (the card led is a
    # trump, or no trump is out); {points}: what the trick gives away if that card takes it
    # (the card led and the card that takes it)
    "search.why.lead.higher": "you lead the {card}: if the {higher}, still out, takes it, you "
    "give away {points.card_points}, and a trump can take it too",
    "search.why.lead.higher.suit": "you lead the {card}: if the {higher}, still out, takes "
    "it, you give away {points.card_points}",
    # a low card led (not an Ace or a Ten) while the hand holds one: {kept}, the high card kept
    "search.why.lead.cheap": "you lead the {card}: if the {higher}, still out, takes it, you "
    "give away only {points.card_points} and keep the {kept} for later",
    # the same where the seat has or may have a partner: given away if an opponent holds it
    "search.why.lead.higher.others": "you lead the {card}: the {higher}, still out, can take "
    "it, and if an opponent holds it, you give away {points.card_points}",
    # the higher card still out is the called card while the partnership is secret: the
    # caller's partner holds it (.called: said to the caller; .theirs: to another seat, for
    # whom its holder is on the other side)
    "search.why.lead.higher.called": "you lead the {card}: the {higher}, still out, can take "
    "it, but it is the called card: your partner holds it, so the trick and its points stay "
    "on your side",
    "search.why.lead.higher.called.theirs": "you lead the {card}: the {higher}, still out, is "
    "the called card, held on the other side: if it takes it, you give away "
    "{points.card_points}",
    # "no higher card ... outside your hand": the reader may hold a higher one of that suit
    # (a reader led the Unter holding the Ace and read "the highest still in play" as false)
    "search.why.lead.trump": "you lead the {card}, and no higher card of its suit is left "
    "outside your hand: it takes this trick unless someone trumps it",
    "search.why.lead.sure": "the {card} is sure to take this trick, and you lead again: no "
    "card still out can beat it",
    # the same of the deal's last trick, after which nobody leads (round 37, hr)
    "search.why.lead.sure.last": "the {card} is sure to take this last trick: no card still "
    "out can beat it",
    # a trump led that nothing can take while the others must follow suit, a trump still out
    "search.why.lead.sure.trump": "the {card} is sure to take this trick, and you lead again; "
    "it draws out the trumps still held, since whoever holds one must follow suit",
    # the same where one trump only is still out (round 25, cs "zbylé trumfy" of one trump)
    "search.why.lead.sure.trump.one": "the {card} is sure to take this trick, and you lead "
    "again; it draws out the last trump still held, since whoever holds it must follow suit",
    # the same leads where the higher cards of the suit still in play are all in the
    # reader's own hand ({higher}, {count} of them): said where they are, not "no stronger
    # card is still in play" (round 26, cs: "silnější karta už ve hře není" of a King of
    # trumps led with the Ace and the Ten in hand)
    "search.why.lead.sure.own": Plural(
        "the {card} is sure to take this trick, and you lead again: the only higher card of "
        "its suit still in play, the {higher}, is in your own hand",
        "the {card} is sure to take this trick, and you lead again: the higher cards of its "
        "suit still in play, the {higher}, are in your own hand", "count"),
    "search.why.lead.trump.own": Plural(
        "you lead the {card}, and the only higher card of its suit still in play, the "
        "{higher}, is in your own hand: it takes this trick unless someone trumps it",
        "you lead the {card}, and the higher cards of its suit still in play, the {higher}, "
        "are in your own hand: it takes this trick unless someone trumps it", "count"),
    # the same of the suit's highest card, no card of its suit played yet (round 26, cs:
    # "nobody else has a higher card of this suit" of an Ace led at the deal's start)
    "search.why.lead.trump.high": "you lead the {card}, the highest card of its suit: it "
    "takes this trick unless someone trumps it",
    # a lead where every card's place is known, the higher card of its suit not in a hand
    "search.why.lead.talon": "the {higher} lies in the talon, and no card in the other hands "
    "can take the {card}: it takes this trick, and you lead again",
    "search.why.lead.talon.trump": "the {higher} lies in the talon, so the {card} takes this "
    "trick unless someone trumps it",
    "search.why.lead.turned": "the {higher} is the turned card, and no card in the other hands "
    "can take the {card}: it takes this trick, and you lead again",
    # the same of a card that heads the trick without leading it (played second or third,
    # the trick still open): {points} counts the cards already on the table too
    "search.why.top.higher": "the {card} heads this trick so far: if the {higher}, still out, "
    "takes it, you give away {points.card_points}",
    "search.why.top.higher.others": "the {card} heads this trick so far: the {higher}, still "
    "out, can take it, and if an opponent holds it, you give away {points.card_points}",
    "search.why.top.higher.called": "the {card} heads this trick so far: the {higher}, still "
    "out, can take it, but it is the called card: your partner holds it, so the trick and its "
    "points stay on your side",
    "search.why.top.higher.called.theirs": "the {card} heads this trick so far: the {higher}, "
    "still out, is the called card, held on the other side: if it takes it, you give away "
    "{points.card_points}",
    "search.why.top.trump": "the {card} heads this trick so far, and no higher card of its suit "
    "is left outside your hand: it takes this trick unless someone trumps it",
    "search.why.top.sure": "the {card} is sure to take this trick, and you lead the next: no "
    "card still out can beat it",
    "search.why.top.sure.last": "the {card} is sure to take this last trick: no card still "
    "out can beat it",
    "search.why.top.sure.own": Plural(
        "the {card} is sure to take this trick, and you lead the next: the only higher card "
        "of its suit still in play, the {higher}, is in your own hand",
        "the {card} is sure to take this trick, and you lead the next: the higher cards of "
        "its suit still in play, the {higher}, are in your own hand", "count"),
    "search.why.top.trump.own": Plural(
        "the {card} heads this trick so far, and the only higher card of its suit still in "
        "play, the {higher}, is in your own hand: it takes this trick unless someone trumps it",
        "the {card} heads this trick so far, and the higher cards of its suit still in play, "
        "the {higher}, are in your own hand: it takes this trick unless someone trumps it",
        "count"),
    # the same where a higher card of its suit still in play is held by a player who has
    # played to this trick already ({count}: the players still to play): said of those
    # still to play, not "the only higher card is in your hand" (round 27, hu puzzles)
    "search.why.top.sure.after": Plural(
        "the {card} is sure to take this trick, and you lead the next: the player after you "
        "holds no higher card of its suit and cannot trump it",
        "the {card} is sure to take this trick, and you lead the next: the players after you "
        "hold no higher card of its suit and cannot trump it", "count"),
    "search.why.top.trump.after": Plural(
        "the {card} heads this trick so far, and the player after you holds no higher card "
        "of its suit: it takes this trick unless someone trumps it",
        "the {card} heads this trick so far, and the players after you hold no higher card "
        "of its suit: it takes this trick unless someone trumps it", "count"),
    "search.why.top.known": "no card in the other hands can take the {card}: it takes this "
    "trick, and you lead the next",
    "search.why.breaks": "it breaks up your marriage in {suit}, worth {points.points}",
    "search.why.keeps.marriage": "you keep the marriage in {suit} for later",
    "search.why.keeps.ace": "you keep the {card} for the strict play",
    "search.why.line.all": Plural(
        "with best play your side takes the last trick too",
        "with best play your side takes all {count} tricks left", "count"),
    "search.why.line.reach.you": "with best play your side reaches {target} in trick {number}",
    "search.why.line.reach.you.solo": "with best play you reach {target} in trick {number}",
    "search.why.line.last.you.solo": "with best play the cards run out and you take the last "
    "trick",
    "search.why.line.all.solo": Plural(
        "with best play you take the last trick too",
        "with best play you take all {count} tricks left", "count"),
    "search.why.line.reach.other": "with best play seat {seat} reaches {target} in trick "
    "{number}",
    "search.why.line.reach.opp": "with best play your opponent reaches {target} in trick "
    "{number}",
    # the other side is two seats, who share their points (round 27, hu)
    "search.why.line.reach.other.side": "with best play your opponents, seats {seat} and "
    "{partner}, reach {target} together in trick {number}",
    "search.why.line.last.you": "with best play the cards run out and your side takes the "
    "last trick",
    "search.why.line.last.other": "with best play the cards run out and seat {seat} takes the "
    "last trick",
    "search.why.line.last.opp": "with best play the cards run out and your opponent takes "
    "the last trick",
    # the best move of a deal lost whatever is played: what it saves, not how the other side
    # wins (round 25, hu: "with best play your opponent reaches 66 in trick 8" as the best
    # move's reason); .solo where the reader plays alone
    "search.why.line.least": "with best play your side loses the deal whatever it plays, and "
    "with this move it loses least, {points.game_points}",
    "search.why.line.least.solo": "with best play you lose the deal whatever you play, and "
    "with this move you lose least, {points.game_points}",
    # the same of the only legal move: nothing to compare it with, only what it loses (c38a)
    "search.why.line.only": "with best play your side loses {points.game_points}",
    "search.why.line.only.solo": "with best play you lose {points.game_points}",
    # the same where every legal move loses as much (no move loses less): said once, on the
    # list's first move (round 25, hr "Dijeljenje je ionako izgubljeno", sl "vse poteze so tu
    # enako slabe"); .solo where the reader plays alone
    "search.why.line.lost": Plural(
        "the deal is lost whatever your side plays: this move loses {points} game point, as "
        "would any other",
        "the deal is lost whatever your side plays: this move loses {points} game points, as "
        "would any other", "points"),
    "search.why.line.lost.solo": Plural(
        "the deal is lost whatever you play: this move loses {points} game point, as would "
        "any other",
        "the deal is lost whatever you play: this move loses {points} game points, as would "
        "any other", "points"),
    # a hint list's figure equal to the one above at a loss: the two moves are as bad as
    # each other, not "as good" (round 25, sl "enako dobro" of moves losing 3 points)
    "search.equal.bad": "{value}, as bad as the move above",
    "search.why.trump": Plural(
        "you hold {count} card of {suit}, worth {points.card_points}",
        "you hold {count} cards of {suit}, worth {points.card_points}", "count"),
    # after search.why.trump (hu reader 37): which high trumps the suit would give the
    # reader, said as the reason for naming it
    "search.why.trump.high.both": "your trumps would then include the Ace and the Ten",
    "search.why.trump.high.ace": "your trumps would then include the Ace, but not the Ten",
    "search.why.trump.high.ten": "your trumps would then include the Ten, but not the Ace",
    "search.why.trump.high.none": "your trumps would then include neither the Ace nor the Ten",
    "search.why.trump.none": Plural("your {count} card is not of {suit}",
                                    "none of your {count} cards is of {suit}", "count"),
    "search.why.call": "the holder of the {card} plays with you",
    "search.why.call.own": "you hold the {card} yourself, so you play alone against the "
    "others",
    "search.why.swap": Plural(
        "you exchange {count} card blind with the talon",
        "you exchange {count} cards blind with the talon", "count"),
    # the cards a blind exchange gives away (after search.why.swap)
    "search.why.swap.cards": Plural("the {cards} goes to the talon",
                                    "the {cards} go to the talon", "count"),
    "search.why.swap.none": Plural("you keep your {count} card as it is",
                                   "you keep your {count} cards as they are", "count"),
    "search.why.contract": "you undertake to {aim}, for {value.game_points} if you make it",
    "search.why.kontra": Plural("the stakes double, and the deal counts {count} time",
                                "the stakes double, and the deal counts {count} times",
                                "count"),
    "search.why.rekontra": Plural("the stakes double again, and the deal counts {count} time",
                                  "the stakes double again, and the deal counts {count} times",
                                  "count"),
    "search.why.turn": Plural(
        "the next card of the deck, turned up, names the trump and joins your {count} card",
        "the next card of the deck, turned up, names the trump and joins your {count} cards",
        "count"),
    # a pass: what the seat keeps (its trumps, its hand's points), or the stakes as they are
    "search.why.pass": Plural("you announce nothing, with {points} card point in your hand",
                              "you announce nothing, with {points} card points in your hand",
                              "points"),
    "search.why.pass.trumps": Plural(
        "you announce nothing, with {count} trump ({suit}) in your hand",
        # none said with a word: "with no trumps", hr "nemate nijednog aduta" (round 25e)
        "you announce nothing, with {count:0=no|{count}|{count}} trumps ({suit}) in your hand",
        "count"),
    "search.why.pass.kontra": Plural("you do not double, and the deal counts {count} time",
                                     "you do not double, and the deal counts {count} times",
                                     "count"),
    # a lead in a game for two in the strict play whose suit the opponent cannot follow:
    # it must trump it where it holds a trump (the rules' answers), so no "unless someone
    # trumps it". .must: every card's place known and every answer allowed is a trump;
    # .void: no card of the suit is still out, a trump may be
    # (no word of the higher cards: the trump decides; round 26, cs, hr)
    "search.why.lead.trump.must": "you lead the {card}, but your opponent has no card of "
    "that suit and must trump it",
    "search.why.lead.talon.must": "the {higher} lies in the talon, but your opponent has no "
    "card of that suit and must trump the {card}",
    "search.why.lead.trump.void": "you lead the {card}: your opponent has no card of that suit "
    "left, so it takes this trick unless your opponent holds a trump, which they must then play",
    # the lead reasons said right after the move's own name (a hint's line, "Better was the
    # Ten of Hearts: ..."), without their opening "you lead the {card}" (issue 25, cs
    # "Lepší by bylo zahrát červeného svrška: vynášíte červeného svrška: ...")
    "search.why.lead.higher.bare": "if the {higher}, still out, takes it, you give away "
    "{points.card_points}, and a trump can take it too",
    "search.why.lead.higher.suit.bare": "if the {higher}, still out, takes it, you give away "
    "{points.card_points}",
    "search.why.lead.cheap.bare": "if the {higher}, still out, takes it, you give away only "
    "{points.card_points} and keep the {kept} for later",
    "search.why.lead.higher.others.bare": "the {higher}, still out, can take it, and if an "
    "opponent holds it, you give away {points.card_points}",
    "search.why.lead.higher.called.bare": "the {higher}, still out, can take it, but it is the "
    "called card: your partner holds it, so the trick and its points stay on your side",
    "search.why.lead.higher.called.theirs.bare": "the {higher}, still out, is the called card, "
    "held on the other side: if it takes it, you give away {points.card_points}",
    "search.why.lead.trump.bare": "no higher card of its suit is left outside your hand: it "
    "takes this trick unless someone trumps it",
    "search.why.lead.trump.must.bare": "your opponent has no card of that suit and must "
    "trump it",
    "search.why.lead.trump.void.bare": "your opponent has no card of that suit left, so it "
    "takes this trick unless your opponent holds a trump, which they must then play",
    # ... and those that open with the card as the sentence's subject ("the {card} takes this
    # trick"): "Better was the Ace of Bells: it takes this trick ..."
    "search.why.take.bare": "it takes this trick ({points.card_points}) and brings you to "
    "{total.points}",
    "search.why.take.reach.bare": "it takes this trick ({points.card_points}) and brings you "
    "to {total.points}, enough to claim",
    "search.why.take.side.bare": "it takes this trick ({points.card_points}) and brings your "
    "side to {total.points}",
    "search.why.take.reach.side.bare": "it takes this trick ({points.card_points}) and brings "
    "your side to {total.points}, enough to claim",
    "search.why.take.reach.auto.bare": "it takes this trick ({points.card_points}) and brings "
    "you to {total.points}: the deal ends there, and you win it",
    "search.why.take.reach.auto.side.bare": "it takes this trick ({points.card_points}) and "
    "brings your side to {total.points}: the deal ends there, and your side wins it",
    "search.why.lead.sure.bare": "it is sure to take this trick, and you lead again: no card "
    "still out can beat it",
    "search.why.lead.sure.last.bare": "it is sure to take this last trick: no card still out "
    "can beat it",
    "search.why.top.sure.last.bare": "it is sure to take this last trick: no card still out "
    "can beat it",
    "search.why.lead.sure.trump.bare": "it is sure to take this trick, and you lead again; it "
    "draws out the trumps still held, since whoever holds one must follow suit",
    "search.why.lead.sure.trump.one.bare": "it is sure to take this trick, and you lead again; "
    "it draws out the last trump still held, since whoever holds it must follow suit",
    "search.why.lead.sure.own.bare": Plural(
        "it is sure to take this trick, and you lead again: the only higher card of its suit "
        "still in play, the {higher}, is in your own hand",
        "it is sure to take this trick, and you lead again: the higher cards of its suit still "
        "in play, the {higher}, are in your own hand", "count"),
    "search.why.lead.trump.own.bare": Plural(
        "the only higher card of its suit still in play, the {higher}, is in your own hand: "
        "it takes this trick unless someone trumps it",
        "the higher cards of its suit still in play, the {higher}, are in your own hand: it "
        "takes this trick unless someone trumps it", "count"),
    "search.why.lead.trump.high.bare": "it is the highest card of its suit: it takes this "
    "trick unless someone trumps it",
    # said after a lead's risk where the higher card is one the opponent has shown (round 34,
    # cs worst 1): with a marriage, or the turned trump card it took
    "search.why.shown.marriage.opp": "your opponent holds the {higher}: they showed it with "
    "their marriage",
    "search.why.shown.turned.opp": "your opponent holds the {higher}: it is the turned trump "
    "card, which they took",
    # the same said in a game for two: "your opponent", not "someone" (round 34, cs further 5)
    "search.why.lead.trump.opp": "you lead the {card}, and no higher card of its suit is left "
    "outside your hand: it takes this trick unless your opponent trumps it",
    "search.why.lead.trump.own.opp": Plural(
        "you lead the {card}, and the only higher card of its suit still in play, the "
        "{higher}, is in your own hand: it takes this trick unless your opponent trumps it",
        "you lead the {card}, and the higher cards of its suit still in play, the {higher}, "
        "are in your own hand: it takes this trick unless your opponent trumps it", "count"),
    "search.why.lead.trump.high.opp": "you lead the {card}, the highest card of its suit: it "
    "takes this trick unless your opponent trumps it",
    "search.why.lead.talon.trump.opp": "the {higher} lies in the talon, so the {card} takes "
    "this trick unless your opponent trumps it",
    "search.why.lead.trump.bare.opp": "no higher card of its suit is left outside your hand: "
    "it takes this trick unless your opponent trumps it",
    "search.why.lead.trump.own.bare.opp": Plural(
        "the only higher card of its suit still in play, the {higher}, is in your own hand: "
        "it takes this trick unless your opponent trumps it",
        "the higher cards of its suit still in play, the {higher}, are in your own hand: it "
        "takes this trick unless your opponent trumps it", "count"),
    "search.why.lead.trump.high.bare.opp": "it is the highest card of its suit: it takes this "
    "trick unless your opponent trumps it",
    "search.why.top.trump.own.bare": Plural(
        "it heads this trick so far, and the only higher card of its suit still in play, the "
        "{higher}, is in your own hand: it takes this trick unless someone trumps it",
        "it heads this trick so far, and the higher cards of its suit still in play, the "
        "{higher}, are in your own hand: it takes this trick unless someone trumps it",
        "count"),
    "search.why.top.sure.after.bare": Plural(
        "it is sure to take this trick, and you lead the next: the player after you holds no "
        "higher card of its suit and cannot trump it",
        "it is sure to take this trick, and you lead the next: the players after you hold no "
        "higher card of its suit and cannot trump it", "count"),
    "search.why.top.trump.after.bare": Plural(
        "it heads this trick so far, and the player after you holds no higher card of its "
        "suit: it takes this trick unless someone trumps it",
        "it heads this trick so far, and the players after you hold no higher card of its "
        "suit: it takes this trick unless someone trumps it", "count"),
    "search.why.top.trump.bare": "it heads this trick so far, and no higher card of its suit "
    "is left outside your hand: it takes this trick unless someone trumps it",
    "search.why.top.sure.bare": "it is sure to take this trick, and you lead the next: no "
    "card still out can beat it",
    "search.why.top.higher.bare": "it heads this trick so far: if the {higher}, still out, "
    "takes it, you give away {points.card_points}",
    "search.why.top.higher.others.bare": "it heads this trick so far: the {higher}, still "
    "out, can take it, and if an opponent holds it, you give away {points.card_points}",
    "search.why.top.higher.called.bare": "it heads this trick so far: the {higher}, still "
    "out, can take it, but it is the called card: your partner holds it, so the trick and its "
    "points stay on your side",
    "search.why.top.higher.called.theirs.bare": "it heads this trick so far: the {higher}, "
    "still out, is the called card, held on the other side: if it takes it, you give away "
    "{points.card_points}",
    "search.why.under.bare": "it stays below the {best} on the table",
    # what tells a move from another whose reason has the same words (an Unter led in one
    # suit or another): what it wins by the list's measure. With every card known:
    # who wins or loses is named ("it wins the deal" left the reader asking who "it" was):
    # your side, or you where every seat plays alone (.solo)
    "search.why.vs.exact.win": "with best play your side wins the deal, for "
    "{points.game_points}",
    "search.why.vs.exact.lose": "with best play your side loses the deal, and "
    "{points.game_points}",
    "search.why.vs.exact.win.solo": "with best play you win the deal, for "
    "{points.game_points}",
    "search.why.vs.exact.lose.solo": "with best play you lose the deal, and "
    "{points.game_points}",
    # over the likely deals: in how many of them it wins the deal
    # the best move where a move below it wins the deal in more of the likely deals: why it is
    # still the best (round 29, sl: "in 7 of 12 you win" above "in 8 of 12" on a good move)
    "search.why.best.fewer_wins": "your side wins the deal in fewer of the likely deals than "
    "after {other} ({won_in} against {more_in}), but scores more game points on average",
    "search.why.best.fewer_wins.solo": "you win the deal in fewer of the likely deals than "
    "after {other} ({won_in} against {more_in}), but score more game points on average",
    # the best move whose one reason is what its card risks: how it compares with the other
    # moves, said first, the risk after it (round 33, hr worst 1: "Baba žira – najbolji
    # potez. ... stavili ste na kocku 14 bodova" and nothing on why it is the best)
    "search.why.best.by.wins": Plural(
        "this move wins the deal most often (in {won_in} of {worlds})",
        "this move wins the deal most often (in {won_in} of {worlds})", "worlds"),
    # the same where it wins the deal in every deal judged: "in all 12", not "in 12 of 12"
    # (round 38, sl "(v 12 od 12)"); .all twins are chosen in code where the count is the total
    "search.why.best.by.wins.all": Plural(
        "this move wins the deal most often (in the one likely deal)",
        "this move wins the deal most often (in all {worlds})", "worlds"),
    "search.why.best.by.loses": "this move loses the fewest game points on average",
    "search.why.best.by.points": "this move brings the most game points on average",
    "search.why.best.by.though": "{best}, though {risk}",
    # a move below the best that wins the deal more often than the best (round 33, sl 15)
    "search.why.fewer_points": "{reason}, but on average this move brings fewer game points",
    # after a good move's cause that says only how often the other side wins: how often it
    # wins after the best move, {other} (round 31, cs: a good line whose one figure was a
    # loss); no "best": a reason does not rank (the list's verdicts do)
    "search.why.best.lost": Plural(
        "after {other}, the other side wins the deal in {lost_in} of {worlds}",
        "after {other}, the other side wins the deal in {lost_in} of {worlds}",
        "worlds"),
    "search.why.best.lost.all": Plural(
        "after {other}, the other side wins the deal in the one likely deal",
        "after {other}, the other side wins the deal in all {worlds}", "worlds"),
    "search.why.best.lost.opp": Plural(
        "after {other}, your opponent wins the deal in {lost_in} of {worlds}",
        "after {other}, your opponent wins the deal in {lost_in} of {worlds}",
        "worlds"),
    "search.why.best.lost.opp.all": Plural(
        "after {other}, your opponent wins the deal in the one likely deal",
        "after {other}, your opponent wins the deal in all {worlds}", "worlds"),
    "search.why.best.lost.unknown": Plural(
        "after {other}, your opponents win the deal in {lost_in} of {worlds}",
        "after {other}, your opponents win the deal in {lost_in} of {worlds}",
        "worlds"),
    "search.why.best.lost.unknown.all": Plural(
        "after {other}, your opponents win the deal in the one likely deal",
        "after {other}, your opponents win the deal in all {worlds}", "worlds"),
    "search.why.vs.wins": Plural(
        "your side wins the deal in {won_in} of the {worlds} likely deal",
        "your side wins the deal in {won_in} of the {worlds} likely deals", "worlds"),
    "search.why.vs.wins.solo": Plural(
        "you win the deal in {won_in} of the {worlds} likely deal",
        "you win the deal in {won_in} of the {worlds} likely deals", "worlds"),
    # the same where it wins the deal in every one of them: "in all 12", not "in 12 of 12"
    # (round 38); also said where a move wins in all and loses in none (.points.nolost)
    "search.why.vs.wins.all": Plural(
        "your side wins the deal in the one likely deal",
        "your side wins the deal in all {worlds} likely deals", "worlds"),
    "search.why.vs.wins.all.solo": Plural(
        "you win the deal in the one likely deal",
        "you win the deal in all {worlds} likely deals", "worlds"),
    "search.why.vs.wins.all.short": Plural(
        "your side wins the deal in the one deal",
        "your side wins the deal in all {worlds}", "worlds"),
    "search.why.vs.wins.all.solo.short": Plural(
        "you win the deal in the one deal",
        "you win the deal in all {worlds}", "worlds"),
    # the same where it wins the deal in none of them: "in none", not "in 0" (round 28, hu)
    "search.why.vs.wins.none": Plural(
        "your side wins the deal in none of the {worlds} likely deal",
        "your side wins the deal in none of the {worlds} likely deals", "worlds"),
    "search.why.vs.wins.none.solo": Plural(
        "you win the deal in none of the {worlds} likely deal",
        "you win the deal in none of the {worlds} likely deals", "worlds"),
    # ... or in how many of them it wins and loses the deal, and the mean ({mean}: "-1.2
    # game points on average", as the hint list words a move's estimate), not the sums of
    # the game points won and lost (hu reader 26)
    "search.why.vs.points": Plural(
        "your side wins the deal in {won_in} of the {worlds} likely deal and loses it in "
        "{lost_in}",
        "your side wins the deal in {won_in} of the {worlds} likely deals and loses it in "
        "{lost_in}", "worlds"),
    "search.why.vs.points.solo": Plural(
        "you win the deal in {won_in} of the {worlds} likely deal and lose it in {lost_in}",
        "you win the deal in {won_in} of the {worlds} likely deals and lose it in {lost_in}",
        "worlds"),
    # the same where the move loses the deal in none of them (.nolost) or wins it in none
    # (.nowon): "in none", not "in 0" (issue 25, sl "izgubiš 0 točk")
    "search.why.vs.points.nolost": Plural(
        "your side wins the deal in {won_in} of the {worlds} likely deal and loses it in none",
        "your side wins the deal in {won_in} of the {worlds} likely deals and loses it in none",
        "worlds"),
    "search.why.vs.points.nolost.solo": Plural(
        "you win the deal in {won_in} of the {worlds} likely deal and lose it in none",
        "you win the deal in {won_in} of the {worlds} likely deals and lose it in none", "worlds"),
    "search.why.vs.points.nowon": Plural(
        "your side wins the deal in none of the {worlds} likely deal",
        "your side wins the deal in none of the {worlds} likely deals", "worlds"),
    "search.why.vs.points.nowon.solo": Plural(
        "you win the deal in none of the {worlds} likely deal",
        "you win the deal in none of the {worlds} likely deals", "worlds"),
    # the same on a later line of a hint list, the sample named on an earlier line: only the
    # numbers ("in 8 of 12", not "of the 12 likely deals" again; round 29, sl)
    "search.why.vs.wins.short": Plural(
        "your side wins the deal in {won_in} of {worlds}",
        "your side wins the deal in {won_in} of {worlds}", "worlds"),
    "search.why.vs.wins.solo.short": Plural(
        "you win the deal in {won_in} of {worlds}",
        "you win the deal in {won_in} of {worlds}", "worlds"),
    "search.why.vs.wins.none.short": Plural(
        "your side wins the deal in none of {worlds}",
        "your side wins the deal in none of {worlds}", "worlds"),
    "search.why.vs.wins.none.solo.short": Plural(
        "you win the deal in none of {worlds}",
        "you win the deal in none of {worlds}", "worlds"),
    "search.why.vs.points.short": Plural(
        "your side wins the deal in {won_in} of {worlds} and loses it in {lost_in}",
        "your side wins the deal in {won_in} of {worlds} and loses it in {lost_in}", "worlds"),
    "search.why.vs.points.solo.short": Plural(
        "you win the deal in {won_in} of {worlds} and lose it in {lost_in}",
        "you win the deal in {won_in} of {worlds} and lose it in {lost_in}", "worlds"),
    "search.why.vs.points.nolost.short": Plural(
        "your side wins the deal in {won_in} of {worlds} and loses it in none",
        "your side wins the deal in {won_in} of {worlds} and loses it in none", "worlds"),
    "search.why.vs.points.nolost.solo.short": Plural(
        "you win the deal in {won_in} of {worlds} and lose it in none",
        "you win the deal in {won_in} of {worlds} and lose it in none", "worlds"),
    "search.why.vs.points.nowon.short": Plural(
        "your side wins the deal in none of {worlds}",
        "your side wins the deal in none of {worlds}", "worlds"),
    "search.why.vs.points.nowon.solo.short": Plural(
        "you win the deal in none of {worlds}",
        "you win the deal in none of {worlds}", "worlds"),
    # the cause that parts two moves of different value, read from the search's lines
    # (schnapsen.search.cause): the fact said of its own move, "yes" or "no"; .opp in a game
    # for two. "with" joins the fact and its figure (in how many of the likely deals)
    # the share first: "in every likely deal, your opponent does not trump this lead" (after
    # the clause, "does not trump this lead in every likely deal" read as "sometimes trumps")
    "search.why.cause.with": "{share}, {cause}",
    "search.why.cause.figured": "{cause} ({figure})",
    # said apart from the reason (a widget's small type, after the move's value), the reason's
    # words having said the share: en "6 of 12" (issue 25, a new user: "in half of the likely
    # deals, you take this trick (+0.4…; 6 of the 12 likely deals)"); an edition may lead in
    # with words of its own (hr "tako je u 6 od 12 …")
    "search.why.cause.figure": Plural("{held} of {worlds}", "{held} of {worlds}", "worlds"),
    # the figure after a share that already names the likely deals ("in most of the likely
    # deals, ... (9 of the 12 likely deals)"): an edition may leave the deals out (cs "(9 z 12)",
    # en "(9 of 12)": issue 25, a new reader)
    "search.why.cause.figure.after": Plural(
        "{held} of {worlds}",
        "{held} of {worlds}", "worlds"),
    # a cause that holds in every one of a sample's deals: a count of the likely deals played
    # out, and that the real cards need not follow them (each was played with every card
    # known), not a certainty; .opp: the game for two. The learner's words, no engine's
    # (code37learn: "the search tried" read as the program talking about itself)
    "search.why.cause.with.tried": Plural(
        "in {held} of the {worlds} likely deal we played out, {cause} (each "
        "played with every card face up; the other players' real cards "
        "may differ)",
        "in {held} of the {worlds} likely deals we played out, {cause} (each "
        "played with every card face up; the other players' real cards "
        "may differ)", "worlds"),
    "search.why.cause.with.tried.opp": Plural(
        "in {held} of the {worlds} likely deal we played out, {cause} (each "
        "played with every card face up; your opponent's real cards may "
        "differ)",
        "in {held} of the {worlds} likely deals we played out, {cause} (each "
        "played with every card face up; your opponent's real cards may "
        "differ)", "worlds"),
    # the same where it holds in every deal tried: "in all 12 deals", not "in 12 of the 12"
    # (issue 25, sl "v 12 od 12 preizkušenih iger")
    "search.why.cause.with.tried.all": Plural(
        "in the {worlds} likely deal we played out, {cause} (played "
        "with every card face up; the other players' real cards may differ)",
        "in all {worlds} likely deals we played out, {cause} (each played "
        "with every card face up; the other players' real cards may differ)", "worlds"),
    "search.why.cause.with.tried.opp.all": Plural(
        "in the {worlds} likely deal we played out, {cause} (played "
        "with every card face up; your opponent's real cards may differ)",
        "in all {worlds} likely deals we played out, {cause} (each played "
        "with every card face up; your opponent's real cards may differ)", "worlds"),
    # .no: the same of a clause said in the negative, as ``search.why.cause.count.all.no``
    # (round 33, hu: "mind a 12 ... leosztásban ... nem" read as a double negative)
    "search.why.cause.with.tried.all.no": Plural(
        "in the {worlds} likely deal we played out, {cause} (played "
        "with every card face up; the other players' real cards may differ)",
        "in all {worlds} likely deals we played out, {cause} (each played "
        "with every card face up; the other players' real cards may differ)", "worlds"),
    "search.why.cause.with.tried.opp.all.no": Plural(
        "in the {worlds} likely deal we played out, {cause} (played "
        "with every card face up; your opponent's real cards may differ)",
        "in all {worlds} likely deals we played out, {cause} (each played "
        "with every card face up; your opponent's real cards may differ)", "worlds"),
    # the same without the note in brackets: a hint list says it once, under the list
    # (``ui.hint.tried``; round 23, hr: the note came back on up to five lines of one list)
    "search.why.cause.with.tried.short": Plural(
        "in {held} of the {worlds} likely deal we played out, {cause}",
        "in {held} of the {worlds} likely deals we played out, {cause}", "worlds"),
    "search.why.cause.with.tried.all.short": Plural(
        "in the {worlds} likely deal we played out, {cause}",
        "in all {worlds} likely deals we played out, {cause}", "worlds"),
    "search.why.cause.with.tried.all.no.short": Plural(
        "in the {worlds} likely deal we played out, {cause}",
        "in all {worlds} likely deals we played out, {cause}", "worlds"),
    # the same on a later line of one hint list, the sample named on an earlier line (round
    # 29, sl: "in all 12 deals the search tried" on line after line)
    "search.why.cause.with.tried.brief": Plural(
        "in {held} of {worlds}, {cause}",
        "in {held} of {worlds}, {cause}", "worlds"),
    "search.why.cause.with.tried.all.brief": Plural(
        "in the {worlds} deal, {cause}",
        "in all {worlds} deals, {cause}", "worlds"),
    "search.why.cause.with.tried.all.no.brief": Plural(
        "in the {worlds} deal, {cause}",
        "in all {worlds} deals, {cause}", "worlds"),
    # a cause in a line of the hint list: its count said once, as numbers, in the clause
    # (round 27: "in most of the likely deals ... (7 of 12)" said it twice); .all: in every
    # one of them; .all.no: the same, of a clause said in the negative (cs "v žádném z 12")
    "search.why.cause.count": Plural(
        "in {held} of the {worlds} likely deal {cause}",
        "in {held} of the {worlds} likely deals {cause}", "worlds"),
    "search.why.cause.count.all": Plural(
        "in the {worlds} likely deal {cause}",
        "in all {worlds} likely deals {cause}", "worlds"),
    "search.why.cause.count.all.no": Plural(
        "in the {worlds} likely deal {cause}",
        "in all {worlds} likely deals {cause}", "worlds"),
    # the same on a later line of a hint list, the sample named on an earlier line: only the
    # numbers ("in 8 of 12 you win the deal"; round 29, sl)
    "search.why.cause.count.short": Plural(
        "in {held} of {worlds} {cause}", "in {held} of {worlds} {cause}", "worlds"),
    "search.why.cause.count.all.short": Plural(
        "in all {worlds} {cause}", "in all {worlds} {cause}", "worlds"),
    "search.why.cause.count.all.no.short": Plural(
        "in all {worlds} {cause}", "in all {worlds} {cause}", "worlds"),
    # a cause with how likely it is in words, no count: a line of the hint list whose one
    # count is the measure it ends in (ui.hint.won*; code39a, reader 35 sl 2); by share of
    # the likely deals: every, nine in ten or more, more than half, half, a quarter or more,
    # fewer. {cause} is a whole clause ("your opponent takes this trick")
    "search.why.cause.likely.every": "almost certainly {cause}",
    "search.why.cause.likely.nearly": "very probably {cause}",
    "search.why.cause.likely.most": "probably {cause}",
    "search.why.cause.likely.half": "about half the time, {cause}",
    "search.why.cause.likely.some": "sometimes {cause}",
    "search.why.cause.likely.few": "rarely {cause}",
    "search.why.cause.share.nearly": "in nearly every likely deal",
    "search.why.cause.share.most": "in most of the likely deals",
    "search.why.cause.share.half": "in half of the likely deals",
    "search.why.cause.share.some": "in some of the likely deals",
    "search.why.cause.share.few": "in few of the likely deals",
    "search.why.cause.trumped.yes": "an opponent trumps this lead",
    "search.why.cause.trumped.yes.opp": "your opponent trumps this lead",
    # the same after a reason that says the card takes its trick "unless someone trumps it"
    # (.said: round 27, sl, the trump said twice): who trumps it, and why they can
    "search.why.cause.trumped.yes.said": "an opponent who has none of its suit trumps it",
    "search.why.cause.trumped.yes.opp.said": "your opponent has none of its suit and trumps it",
    # the same while nobody must follow suit (the talon open): he may hold the suit and trump
    # it all the same (round 29, cs: "has none of its suit" said of three suits at once)
    "search.why.cause.trumped.yes.free": "an opponent takes it with a trump (while cards are "
    "still drawn, nobody has to follow suit)",
    "search.why.cause.trumped.yes.opp.free": "your opponent takes it with a trump (while cards "
    "are still drawn, nobody has to follow suit)",
    "search.why.cause.trumped.no": "no opponent trumps this lead",
    "search.why.cause.trumped.no.opp": "your opponent does not trump this lead",
    "search.why.cause.takes.yes": "your side takes this trick",
    "search.why.cause.takes.no": "the other side takes this trick",
    "search.why.cause.takes.no.opp": "your opponent takes this trick",
    # the same said to a seat that does not know its partner yet (a called card's holder is
    # secret), which cannot tell the sides apart (round 25, sl): the one seat that takes the
    # trick in those deals, or the seat and its partner, whoever that is
    "search.why.cause.takes.yes.seat": "seat {seat} takes this trick",
    "search.why.cause.takes.no.seat": "seat {seat} takes this trick",
    "search.why.cause.takes.yes.unknown": "you or your partner, not yet known, take this trick",
    "search.why.cause.takes.no.unknown": "an opponent takes this trick",
    # the same of the other clauses that name a side (round 25e): the last trick, the deal,
    # what the side does with the lead after the move's trick
    "search.why.cause.last.yes.unknown": "you or your partner, not yet known, take the last "
    "trick",
    "search.why.cause.last.no.unknown": "an opponent takes the last trick",
    "search.why.cause.wins.yes.unknown": "you and your partner, not yet known, win the deal",
    "search.why.cause.wins.no.unknown": "your opponents win the deal",
    "search.why.cause.big.yes.unknown": "you and your partner, not yet known, win the deal for "
    "more than one game point",
    "search.why.cause.big.no.unknown": "you and your partner, not yet known, win at most one "
    "game point from the deal",
    "search.why.cause.closes.yes.unknown": "you or your partner, not yet known, take this trick "
    "and with the lead close the talon",
    "search.why.cause.closes.no.unknown": "this trick gives neither you nor your partner, not "
    "yet known, the lead to close the talon",
    "search.why.cause.claims.yes.unknown": "you or your partner, not yet known, take this trick "
    "and then claim to have enough",
    "search.why.cause.claims.no.unknown": "this trick gives neither you nor your partner, not "
    "yet known, the lead to claim",
    "search.why.cause.pulls.yes.unknown": "you or your partner, not yet known, take this trick "
    "and then lead a trump, to draw out the trumps still out",
    "search.why.cause.pulls.yes.unknown.one": "you or your partner, not yet known, take this "
    "trick and then lead a trump, to draw out the last trump still out",
    "search.why.cause.pulls.no.unknown": "this trick gives neither you nor your partner, not "
    "yet known, the lead to play a trump next",
    "search.why.cause.closes.no.unknown.trumped": "someone trumps it, so this trick gives "
    "neither you nor your partner, not yet known, the lead to close the talon",
    "search.why.cause.claims.no.unknown.trumped": "someone trumps it, so this trick gives "
    "neither you nor your partner, not yet known, the lead to claim",
    "search.why.cause.pulls.no.unknown.trumped": "someone trumps it, so this trick gives "
    "neither you nor your partner, not yet known, the lead to play a trump next",
    "search.why.cause.marriage.yes": "an opponent takes this trick and announces a marriage "
    "next",
    "search.why.cause.marriage.yes.opp": "it gives your opponent the lead, with a marriage to "
    "announce",
    "search.why.cause.marriage.no": "no opponent takes this trick to announce a marriage next",
    "search.why.cause.marriage.no.opp": "it does not give your opponent the lead with a "
    "marriage to announce",
    # the same said after a reason that tells who takes this trick (a trick given away): the
    # count counts the marriage, not the lead, which passes in every deal (round 27, hu)
    "search.why.cause.marriage.yes.said": "the opponent who takes it announces a marriage next",
    "search.why.cause.marriage.yes.opp.said": "your opponent, on lead after it, announces a "
    "marriage",
    "search.why.cause.last.yes": "your side takes the last trick",
    "search.why.cause.last.no": "the other side takes the last trick",
    "search.why.cause.last.no.opp": "your opponent takes the last trick",
    "search.why.cause.exchange": "after the exchange you hold the marriage in {suit}",
    # where no fact of the lines parts two moves: in how many of the same deals the side
    # scores more (or fewer) game points than after the other move
    "search.why.cause.vs.better": "your side scores more game points than after {other}",
    "search.why.cause.vs.worse": "your side scores fewer game points than after {other}",
    # {other} is the same card with its marriage announced (round 33, cs 4)
    "search.why.cause.vs.worse.marriage": "your side scores fewer game points than if you "
    "announced the marriage with this card",
    # the same of a mistake that wins the deal in every likely deal: it wins it all the same,
    # for fewer game points (round 29, cs: a mistake said with "you win the deal" alone)
    "search.why.cause.vs.worse.won": "your side wins the deal all the same, but scores fewer "
    "game points than after {other}",
    "search.why.cause.wins.yes": "your side wins the deal",
    "search.why.cause.wins.no": "the other side wins the deal",
    "search.why.cause.wins.no.opp": "your opponent wins the deal",
    "search.why.cause.big.yes": "your side wins the deal for more than one game point",
    "search.why.cause.big.no": "your side wins at most one game point from the deal",
    # the reader's side where every seat plays alone (a game for two): "you"
    "search.why.cause.takes.yes.solo": "you take this trick",
    "search.why.cause.last.yes.solo": "you take the last trick",
    "search.why.cause.wins.yes.solo": "you win the deal",
    "search.why.cause.big.yes.solo": "you win the deal for more than one game point",
    "search.why.cause.big.no.solo": "you win at most one game point from the deal",
    "search.why.cause.vs.better.solo": "you score more game points than after {other}",
    "search.why.cause.vs.worse.solo": "you score fewer game points than after {other}",
    "search.why.cause.vs.worse.marriage.solo": "you score fewer game points than if you "
    "announced the marriage with this card",
    "search.why.cause.vs.worse.won.solo": "you win the deal all the same, but score fewer "
    "game points than after {other}",
    # why the move's trick matters (issue 22, round 14): the last trick before the talon
    # runs out (its loser draws the turned trump card), the lead it gives to the side that
    # closes, claims or leads a trump next (.solo: every seat alone), and what a card the
    # worse move spends does in the better move's lines (a later marriage, a late trick)
    "search.why.cause.turned.yes": "your opponent takes this trick, the last before the talon "
    "runs out, and draws the hidden card, so the turned trump card, the {card}, comes to you",
    "search.why.cause.turned.no": "you take this trick, the last before the talon runs out, and "
    "draw the hidden card, so the turned trump card, the {card}, goes to your opponent",
    # the same after a reason that has said who takes the trick (.said: not said twice)
    "search.why.cause.turned.yes.said": "this trick is the last before the talon runs out, so "
    "your opponent draws the hidden card and the turned trump card, the {card}, comes to you",
    "search.why.cause.turned.no.said": "this trick is the last before the talon runs out, so you "
    "draw the hidden card and the turned trump card, the {card}, goes to your opponent",
    "search.why.cause.closes.yes": "your side takes this trick, and with the lead it closes the "
    "talon",
    "search.why.cause.closes.yes.solo": "you take this trick, and with the lead you close the "
    "talon",
    "search.why.cause.closes.no": "this trick does not give your side the lead to close the talon",
    "search.why.cause.closes.no.solo": "this trick does not give you the lead to close the talon",
    "search.why.cause.claims.yes": "your side takes this trick and then claims to have enough",
    "search.why.cause.claims.yes.solo": "you take this trick and then claim to have enough",
    # the same where a partner, not the reader, claims in the lines read (sl reader, round 20:
    # "your side ... then says 'enough'" where the reader never claimed)
    "search.why.cause.claims.yes.seat": "your side takes this trick and then your partner, "
    "seat {seat}, claims to have enough",
    "search.why.cause.claims.no": "this trick does not give your side the lead to claim",
    "search.why.cause.claims.no.solo": "this trick does not give you the lead to claim",
    "search.why.cause.pulls.yes": "your side takes this trick and then leads a trump, to draw out "
    "the trumps still out",
    "search.why.cause.pulls.yes.solo": "you take this trick and then lead a trump, to draw out "
    "the trumps still out",
    # the same where one trump only is still out in the lines read (round 25, cs "zbylé trumfy")
    "search.why.cause.pulls.yes.one": "your side takes this trick and then leads a trump, to "
    "draw out the last trump still out",
    "search.why.cause.pulls.yes.solo.one": "you take this trick and then lead a trump, to draw "
    "out the last trump still out",
    # the same after a reason that has said the side takes the trick (.said: round 27, cs "…
    # vezme tento štych …; tento štych berete vy a pak vynášíte trumf", the trick said twice)
    "search.why.cause.closes.yes.said": "your side then closes the talon with the lead",
    "search.why.cause.closes.yes.solo.said": "you then close the talon with the lead",
    "search.why.cause.claims.yes.said": "your side then claims to have enough",
    "search.why.cause.claims.yes.solo.said": "you then claim to have enough",
    "search.why.cause.pulls.yes.said": "your side then leads a trump, to draw out the trumps "
    "still out",
    "search.why.cause.pulls.yes.solo.said": "you then lead a trump, to draw out the trumps "
    "still out",
    "search.why.cause.pulls.yes.one.said": "your side then leads a trump, to draw out the last "
    "trump still out",
    "search.why.cause.pulls.yes.solo.one.said": "you then lead a trump, to draw out the last "
    "trump still out",
    "search.why.cause.pulls.no": "this trick does not give your side the lead to play a trump next",
    "search.why.cause.pulls.no.solo": "this trick does not give you the lead to play a trump next",
    # the same after a reason that says the card takes its trick "unless someone trumps it"
    # (.trumped): the trump that takes the lead from the side said (round 23, hu: "it takes
    # this trick unless someone trumps it; … this trick does not give you the lead" read as
    # a contradiction)
    "search.why.cause.closes.no.trumped": "an opponent trumps it, so this trick does not give "
    "your side the lead to close the talon",
    "search.why.cause.closes.no.solo.trumped": "someone trumps it, so this trick does not give "
    "you the lead to close the talon",
    "search.why.cause.claims.no.trumped": "an opponent trumps it, so this trick does not give "
    "your side the lead to claim",
    "search.why.cause.claims.no.solo.trumped": "someone trumps it, so this trick does not give "
    "you the lead to claim",
    "search.why.cause.pulls.no.trumped": "an opponent trumps it, so this trick does not give "
    "your side the lead to play a trump next",
    "search.why.cause.pulls.no.solo.trumped": "someone trumps it, so this trick does not give "
    "you the lead to play a trump next",
    # the same in a game for two: the one opponent trumps it (round 33, hu "valaki megüti
    # aduval" read as a third player)
    "search.why.cause.closes.no.solo.trumped.opp": "your opponent trumps it, so this trick "
    "does not give you the lead to close the talon",
    "search.why.cause.claims.no.solo.trumped.opp": "your opponent trumps it, so this trick "
    "does not give you the lead to claim",
    "search.why.cause.pulls.no.solo.trumped.opp": "your opponent trumps it, so this trick "
    "does not give you the lead to play a trump next",
    "search.why.cause.keeps.marriage": "the {card} stays in your hand for the marriage in {suit}, "
    "which you announce later",
    # the same where the marriage's other card ({other}) is not in the hand yet: it makes the
    # marriage once that card comes to the hand (round 25, hr: a marriage promised without
    # the King in hand)
    "search.why.cause.keeps.marriage.draw": "the {card} stays in your hand, and once the "
    "{other} comes to your hand too, the two make the marriage in {suit}, which you announce "
    "later",
    "search.why.cause.keeps.late": "the {card} stays in your hand and takes a trick later, once "
    "nobody draws any more",
    # the same where nobody draws already (the talon gone or closed): no "once nobody draws"
    # (round 26, cs, sl: "later, when no more is drawn" with the talon gone)
    "search.why.cause.keeps.late.shut": "the {card} stays in your hand and takes a trick "
    "later",
    # the same where the side takes the one trick left with best play: the card kept for it
    # (round 27, sl: the last trick said twice)
    "search.why.cause.keeps.late.last": "the {card} stays in your hand for the last trick",
    # the one measure of a ranking: every value of a list, and a grade, is in it
    "search.measure.sampled": Plural(
        "game points for your side on average, over the {worlds} deal that fits what you "
        "have seen",
        "game points for your side on average, over {worlds} deals that fit what you have "
        "seen", "worlds"),
    "search.measure.every": Plural(
        "game points for your side on average, over the {worlds} deal that fits what you "
        "have seen (there is no other)",
        "game points for your side on average, over the {worlds} deals that fit what you "
        "have seen (there are no others)", "worlds"),
    "search.measure.exact": "game points for your side with best play, every card's place "
    "being known",
    # the same where every seat plays alone (.solo: every game for two)
    "search.measure.sampled.solo": Plural(
        "game points for you on average, over the {worlds} deal that fits what you have seen",
        "game points for you on average, over {worlds} deals that fit what you have seen",
        "worlds"),
    "search.measure.every.solo": Plural(
        "game points for you on average, over the {worlds} deal that fits what you have "
        "seen (there is no other)",
        "game points for you on average, over the {worlds} deals that fit what you have "
        "seen (there are no others)", "worlds"),
    "search.measure.exact.solo": "game points for you with best play, every card's place "
    "being known",
    "search.error.over": "the deal is over: there is no move to hint",
    "search.error.not_to_move": "seat {seat} is not to move (seat {to_move} is)",
    "search.error.budget": "the thinking budget must be a positive number of milliseconds",
    "search.error.grade": "grading needs the search's hints for the position and a move among "
    "them",
    # the grade of a move (schnapsen.search.grade): a loss in expected game points is a
    # decimal in a message that is no count (no plural)
    "guided.grade.best": "Best move: no other move brings more.",
    # the reader's move ties with another at the top: both are best, called equal
    "guided.grade.best.equal": "Best move, as good as {move}.",
    # ... where the two lose as much: as bad, not as good (round 25, hr, sl "enako dobro"
    # of moves that lose)
    "guided.grade.best.equal.loss": "Best move, though {move} would lose as much.",
    # a card tied with a claim that wins: the claim ends the deal now with as much
    "guided.grade.best.equal.claim": "Best move, worth as much as claiming 66 now.",
    # the reader's claim, tied with a card ({move}): what the claim brings, now
    "guided.grade.best.claim": "Best move: the claim ends the deal now and wins "
    "{points.game_points}, as much as {move} brings.",
    # {loss}: a decimal ("0.33"), in game points (readers asked for the unit); a whole
    # number takes the .whole form
    "guided.grade.good": "Good move: {loss} game points below the best, {move}.",
    "guided.grade.mistake": "A mistake: {loss} game points below the best, {move}.",
    # every move loses the deal in every deal judged (round 29, hr: "good" said of a move that
    # loses): the least loss, and a move a little below it
    "guided.grade.best.lost": "Every move loses this deal; this one loses least.",
    "guided.grade.good.lost": "Every move loses this deal; this one loses {loss} game points "
    "more than the best, {move}.",
    # the same where the loss is a whole number of game points (an exact solve, a difference
    # of whole values): the number without decimals, the unit agreeing with it (round 25, hr
    # "donosi 1,00 boda igre")
    "guided.grade.mistake.whole": Plural(
        "A mistake: {loss} game point below the best, {move}.",
        "A mistake: {loss} game points below the best, {move}.", "loss"),
    # the only legal move: no rank, no comparison (round 25, cs "Jediná povolená karta")
    "guided.grade.forced": "The only card you may play.",
    # every legal move loses as much: said once, no "best" (round 25, hr, sl)
    "guided.grade.lost": Plural(
        "The deal is lost whatever you play: this move loses {loss} game point, as would any "
        "other.",
        "The deal is lost whatever you play: this move loses {loss} game points, as would any "
        "other.", "loss"),
    "guided.grade.why": "Your move: {reason}.",
    # the same where a line above has named the move (a guided hand's "Your last move", the
    # review's "Your move here: ..."): not "Your move:" twice (round 37, hr)
    "guided.grade.why.named": "Why: {reason}.",
    "guided.grade.better": "Better was {move}: {reason}.",
    # the figures, in the one measure, stated once: the values first, then what they are
    # ({measure}: a noun phrase, "expected game points for your side, on average over ...")
    "guided.grade.values": "In figures: {move} is worth {best}, your move {mine}; these are "
    "{measure}.",
    "guided.grade.value": "In figures: your move is worth {mine}; these are {measure}.",
    "guided.grade.name.best": "best",
    "guided.grade.name.good": "good",
    "guided.grade.name.forced": "the only legal card",
    "guided.grade.name.lost": "lost whatever you play",
    # the loss against the best move, named so (round 31, hu: "hiba (átlagosan −8)" read as
    # the move's own value)
    "guided.grade.name.mistake": "a mistake ({loss} game points below the best move on "
    "average)",
    # the same, the loss a whole number of game points
    "guided.grade.name.mistake.whole": Plural(
        "a mistake ({loss} game point below the best move on average)",
        "a mistake ({loss} game points below the best move on average)", "loss"),
    # the same where every card is known: no average (the loss is exact)
    "guided.grade.name.mistake.exact": "a mistake ({loss} game points below the best move)",
    "guided.grade.name.mistake.exact.whole": Plural(
        "a mistake ({loss} game point below the best move)",
        "a mistake ({loss} game points below the best move)", "loss"),
}
