"""Reader-visible strings printed by the page "Drawing from the talon"."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "page.drawing.seat_forehand": "Forehand",
    "page.drawing.seat_dealer": "Dealer",
    # the forehand or the dealer inside a sentence of the page ("the forehand won it")
    "page.drawing.seat_word_0": "forehand",
    "page.drawing.seat_word_1": "dealer",
    "page.drawing.col_trick": "Trick",
    "page.drawing.col_played": "Cards played",
    "page.drawing.col_winner_draws": "Winner draws",
    "page.drawing.col_loser_draws": "Loser draws",
    "page.drawing.col_talon_left": "Talon left",
    "page.drawing.draws_first_0": "Forehand draws",
    "page.drawing.draws_first_1": "Dealer draws",
    "page.drawing.draws_then_0": "then forehand draws",
    "page.drawing.draws_then_1": "then dealer draws",
    "page.drawing.dealer_knows": "The dealer knows of the forehand's cards: {cards}",
    "page.drawing.forehand_hand": "Forehand's hand: {cards}",
    "page.drawing.allowed_answers": "Cards that may be played to it: {moves}",
}
