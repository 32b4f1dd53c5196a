"""English source strings of the pictures: one key per field of :class:`schnapsen.render.Names`.

``render.<field>`` for a text field, ``render.<field>.<i>`` for the i-th name of a tuple field
(suits in :class:`~schnapsen.cards.Suit` order, ranks in :class:`~schnapsen.cards.Rank` order),
``render.stage.<stage>`` for a bidding stage; the field ``and_`` is ``render.and``.
:func:`schnapsen.render.names_for` builds a language's ``Names`` from these keys, and a test
checks that this dict says exactly what the ``Names`` defaults say.
"""

from __future__ import annotations

from .base import Plural

RENDER_MESSAGES: dict[str, str] = {
    "render.german_index.0": "9",
    "render.german_index.1": "U",
    "render.german_index.2": "O",
    "render.german_index.3": "K",
    "render.german_index.4": "10",
    "render.german_index.5": "A",
    "render.french_index.0": "9",
    "render.french_index.1": "J",
    "render.french_index.2": "Q",
    "render.french_index.3": "K",
    "render.french_index.4": "10",
    "render.french_index.5": "A",
    "render.face_down": "face-down card",
    "render.legal": "playable",
    "render.illegal": "not playable",
    "render.selected": "selected",
    "render.allowed": "allowed",
    "render.hand": "Hand: {cards}",
    "render.turned": "turned card: {card}",
    "render.row": "Cards: {cards}",
    "render.talon_row": "Talon: {cards}",
    "render.pack": "Pack: {cards}",
    "render.no_cards": "no cards",
    "render.face_down_cards": Plural("{count} face-down card", "{count} face-down cards", "count"),
    "render.trick": "Trick: {cards}",
    "render.played_by": "{card} by {seat}",
    "render.wins": "wins",
    "render.won_by": "won by {seat}",
    "render.seat": "Seat {seat}",
    "render.table": "The table seen from {seat}",
    "render.table_all": "The table with all cards shown",
    "render.table_yours": "The table as you see it",
    "render.points": Plural("{points} point", "{points} points", "points"),
    "render.side_name": "{seats}:",
    "render.pending": Plural("+{points} point to come", "+{points} points to come", "points"),
    "render.tricks": Plural("{tricks} trick", "{tricks} tricks", "tricks"),
    "render.cards_count": Plural("{count} card", "{count} cards", "count"),
    "render.to_move": "to move",
    "render.dealer": "dealer",
    "render.sits_out": "sits out",
    "render.seat_summary": "{seat}: {details}",
    "render.declarer": "declarer",
    "render.caller": "caller",
    "render.talon": Plural("Talon: {count} card", "Talon: {count} cards", "count"),
    "render.talon_closed": "closed",
    "render.talon_empty": "Talon used up",
    "render.trump": "Trump: {suit}",
    "render.no_trump": "No trumps",
    "render.trump_open": "Trump not named yet",
    "render.called": "Called: {card}",
    # the called card in the middle of the table's sentence for a screen reader
    "render.called_words": "called card: {card}",
    "render.contract": "Game: {contract} ({seat})",
    # the stakes in the header, by the doubling that set them (hu reader 31: "kontra ×4"
    # after a rekontra): one key for each doubling move of ``schnapsen.bidding.DOUBLING``
    "render.kontra": "×{multiplier}",
    "render.rekontra": "×{multiplier}",
    "render.current_trick": "Trick",
    "render.empty_trick": "no card played yet",
    "render.last_trick": "Last trick",
    "render.over": "Deal over",
    "render.stage.trump": "naming the trump",
    "render.stage.call": "calling a partner card",
    "render.stage.contract": "bidding",
    "render.stage.swap": "exchanging with the talon",
    "render.stage.snapszer": "announcing snapszer",
    "render.stage.kontra": "kontra?",
    "render.stage.rekontra": "rekontra?",
    "render.winners": Plural(
        "{seats.Nom} won {game_points} game point",
        "{seats.Nom} won {game_points} game points",
        "game_points",
    ),
    "render.and": " and ",
    "render.running": "{seat.Nom} to move",
    "render.score": "Points: {scores}.",
    "render.score_item": "{seat}: {points.points}",
    # a finished deal's winner(s) in that line, first ({seat}: one seat, the reader, or a
    # side's seats named together; {winners_count}: how many seats that is, which the mark
    # "the winner(s)" agrees with: hu "a 2. és a 3. játékos (a nyertesek)"; a choice on
    # {seat} agrees with them as a subject: you, one, several)
    "render.score_item_won": "{seat} ({winners_count:the winner|the winners}): "
    "{points.points}",
    "render.tricks_played": "Tricks of the deal",
}
