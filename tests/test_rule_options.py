"""Two options the rules reference lists, each a rule fact on a hand-made position.

- ``exchange_needs_trick`` (rule 3; default False): a published reading of German Sixty-Six
  lets only a player on lead who has already won a trick exchange the trump Nine. The book's
  default lets the player on lead exchange at the first lead too.
- ``caller_precedence`` (rule 12, the contracts; default "tie"): the Slovenian source says
  both that the caller "ima prednost odločanja igre, neglede na igro ki jo igra nasprotnik"
  (has precedence in deciding the game, regardless of the game the opponent plays) and that
  of several announced games the stronger has precedence. "tie": the stronger contract
  plays and the caller, who speaks last, wins a tie; "always": the caller may announce any
  contract, a lower one too, and it plays.

The engine's deal and the search core (both asking the kernel) must agree on each.
"""

from __future__ import annotations

import pytest

from schnapsen import Deal, SchnapsenError, find_variant
from schnapsen.search import Core, move_of
from tests.helpers import assert_illegal, held, legal, make_deal, play

# -- exchange_needs_trick (rule 3) ----------------------------------------------------------


def de66(**options: object) -> Deal:
    """German Sixty-Six: seat 1 (on lead) holds the trump Nine, Clubs are trumps (the turned
    Ace of Clubs)."""
    return make_deal("de-66", {0: "9C AH TH AS TS AD", 1: "JH QH JS QS JD 9H"},
                     turned="AC", options=options)


def core_moves(deal: Deal) -> set[str]:
    core = Core.from_deal(deal)
    return {str(move_of(m)) for m in core.moves(core.root)}


def test_exchange_at_the_first_lead_by_default() -> None:
    d = de66()
    assert not find_variant("de-66").exchange_needs_trick
    assert "x" in legal(d) and "x" in core_moves(d)


def test_exchange_needs_a_trick_won_first() -> None:
    d = de66(exchange_needs_trick=True)
    assert d.variant.exchange_needs_trick
    # the first lead: seat 1 has won no trick yet
    assert "x" not in legal(d) and "x" not in core_moves(d)
    assert_illegal(d, "x", "rule.exchange_trick")
    play(d, "AH 9H")  # seat 1 takes the first trick (11 + 0) and leads again
    assert d.to_move == 0 and d.tricks_won(0) == 1
    assert "x" in legal(d) and "x" in core_moves(d)
    d.play("x")
    assert "AC" in held(d, 0) and str(d.trump_card) == "9C"


def test_exchange_needs_trick_is_checked() -> None:
    with pytest.raises(SchnapsenError):
        Deal.new("de-66", seed=1, exchange_needs_trick="yes")
    d = Deal.new("de-66", seed=1, exchange_needs_trick=True)
    again = Deal.from_position(d.position())
    assert again.variant.exchange_needs_trick
    assert "exchange_needs_trick=true" in d.position().split(";")[0]


# -- caller_precedence (rule 12) ------------------------------------------------------------

#: Slovenian šnops for three: seat 1 calls (speaks last in the contract round)
SL3 = {0: "AC TC KC QC JC AH", 1: "TH KH QH JH AD TD", 2: "KD QD JD AS TS KS"}
SL3_ASIDE = "QS JS"


def sl3(**options: object) -> Deal:
    return make_deal("sl-3", SL3, aside=SL3_ASIDE, options=options)


def test_by_default_the_caller_wins_only_a_tie() -> None:
    d = play(sl3(), "trump:C contract:durhmars contract:berac")
    assert d.to_move == 0  # the caller speaks last
    assert legal(d) == {"pass", "contract:berac", "contract:paver"}
    assert_illegal(d, "contract:snops")


def test_with_always_the_callers_game_plays_whatever_the_opponents_announced() -> None:
    d = play(sl3(caller_precedence="always"), "trump:C contract:durhmars contract:berac")
    assert d.to_move == 0
    assert legal(d) == {"pass", "contract:snops", "contract:durhmars", "contract:berac",
                        "contract:paver"}
    d.play("contract:snops")  # lower than the berac standing: the caller's game plays
    assert d.contract is not None and d.contract.name == "snops"
    assert d.contract_seat == 0 and d.stage == "play" and d.to_move == 0


def test_always_changes_nothing_for_the_other_seats() -> None:
    d = play(sl3(caller_precedence="always"), "trump:C contract:durhmars")
    assert d.to_move == 2
    assert legal(d) == {"pass", "contract:berac", "contract:paver"}
    # a caller who passes leaves the standing contract to its bidder
    play(d, "pass pass")
    assert d.contract is not None and d.contract.name == "durhmars" and d.contract_seat == 1


def test_caller_precedence_is_checked() -> None:
    with pytest.raises(SchnapsenError):
        find_variant("sl-3").with_options(caller_precedence="sometimes")
    assert find_variant("sl-4").caller_precedence == "tie"
