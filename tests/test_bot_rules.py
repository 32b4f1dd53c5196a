"""The bots' rules for contracts and doubling, each stated as a rule and shown on a dealt
position (``schnapsen.bots.levels`` and ``schnapsen.bots.bidding``): the bidder's side of a
contract tries to take every trick (or none, in a berac), its opponents try to spoil it;
snapszer, šnops and kontra are said when the hand warrants them. The rates these rules give
over many deals are in ``bench/bidding.py``; here two statistics over seeded deals check the
defence as a whole (they failed before the defence was corrected: a blind snapszer against
medium bots was made in 195 of 200 deals)."""

from __future__ import annotations

import schnapsen as s
from schnapsen.bots import play_deal
from schnapsen.cards import CARDS, Rank
from schnapsen.moves import Move, MoveKind


def deck_for(variant: str, hands: list[str], turn: str | None = None) -> list[str]:
    """A deck that deals ``hands`` (one text per seat, seat 1 the forehand, cards in the
    order they are dealt) with ``turn`` turned up; the other cards in the deck's order."""
    v = s.find_variant(variant)
    queues = [h.split() for h in hands]
    used = {c for q in queues for c in q} | ({turn} if turn else set())
    rest = [c.code for c in CARDS
            if (v.deck_size == 24 or c.rank != Rank.NINE) and c.code not in used]
    deck: list[str] = []
    for step in v.deal_steps:
        if step.kind == "hands":
            for q in queues:
                deck += q[: step.cards]
                del q[: step.cards]
        elif step.kind == "talon":
            deck += rest[: step.cards]
            del rest[: step.cards]
        elif step.kind == "turn":
            assert turn is not None
            deck.append(turn)
    assert not any(queues), "every card of the hands dealt"
    return deck + rest


def new_deal(variant: str, hands: list[str], turn: str | None = None) -> s.Deal:
    """The deal with seat 1 the forehand (the dealer is the last seat)."""
    v = s.find_variant(variant)
    return s.Deal.new(variant, deck=deck_for(variant, hands, turn), dealer=v.players - 1)


def choice(d: s.Deal, level: str = "medium") -> Move:
    seat = d.to_move
    assert seat is not None
    return s.make_bot(level, seed=1).choose(d.observation(seat))


# -- the defence -----------------------------------------------------------------------------
def test_a_medium_defender_trumps_the_snapszer_bidders_ace() -> None:
    """Against snapszer the opponent needs one trick: with the talon open it may trump the
    bidder's Ace of a side suit, and does (with its cheapest trump)."""
    d = new_deal("hu-2", ["AS TS KS QC JC", "JD KD QH JH TH"], turn="AD")
    for m in ("snapszer", "AS"):
        d.play(m)
    assert choice(d) == Move.parse("JD")


def _contract_deal(name: str, hands: list[str]) -> s.Deal:
    """``sl-3`` with seat 1 naming Spades and bidding ``name`` after the others passed."""
    d = new_deal("sl-3", hands)
    d.play("trump:S")
    while d.stage == "contract":
        d.play(f"contract:{name}" if d.to_move == 0 else "pass")
    assert d.stage == "play" and d.contract_seat == 0 and d.to_move == 0
    return d


def test_a_defender_who_cannot_follow_keeps_its_aces() -> None:
    """In a durhmars (no trumps) a defender with no card of the suit led throws its cheapest
    card and keeps its Aces for the tricks to come, where each one breaks the contract."""
    d = _contract_deal("durhmars", ["AH KH QH AS TS KS", "AD TD JD AC JC QS",
                                    "TH JH KD QD TC KC"])
    d.play("AH")  # seat 2 has no Heart
    assert choice(d) == Move.parse("JD")


def test_a_berac_defender_leaves_the_tricks_to_the_bidder() -> None:
    """In a berac the defenders want the bidder to take a trick: one that must head the
    bidder's card heads it as low as it can, and a defender on lead leads low."""
    d = _contract_deal("berac", ["JH QH JS QS JD JC", "KH TH AS AD TD KC",
                                 "AH KS TS KD QD QC"])
    d.play("QH")  # seat 2 must head the Ober: with the King or the Ten
    assert choice(d) == Move.parse("KH")
    d.play("KH")
    d.play("AH")  # seat 3's only Heart takes the trick; seat 3 leads
    assert d.to_move == 2
    move = choice(d)
    assert move.card is not None and move.card.rank == Rank.OBER  # its lowest card


def test_the_snapszer_bidder_closes_the_talon_and_leads_its_top_trump() -> None:
    """Having announced snapszer with the talon open, the medium bot closes it (the opponent
    must then follow suit and trump) and leads its surest card: the top trump."""
    d = new_deal("hu-2", ["AD TD KD AS TS", "QH JH KH AH TH"], turn="JD")
    assert choice(d) == Move.parse("snapszer")
    d.play("snapszer")
    assert choice(d) == Move.parse("close")
    d.play("close")
    assert choice(d) == Move.parse("AD")


def _blind_snapszer(level: str, deals: int) -> int:
    """Seat 1 announces snapszer at its first lead in seeded ``hu-2`` deals, whatever its
    hand; bots of ``level`` play on (seat 1 too). How many snapszers were made."""
    made = 0
    for i in range(deals):
        d = s.Deal.new("hu-2", seed=i)
        bots = [s.make_bot(level, seed=10 * i + j) for j in range(2)]
        announced = False
        while d.to_move is not None:
            seat = d.to_move
            obs = d.observation(seat)
            if seat == 0 and not announced and any(
                    m.kind == MoveKind.SNAPSZER for m in obs.legal_moves):
                d.play("snapszer")
                announced = True
                continue
            d.play(bots[seat].choose(obs))
        r = d.result
        assert r is not None and announced and r.contract == "snapszer"
        made += 0 in r.winners
    return made


def test_medium_defenders_break_most_blind_snapszers() -> None:
    """Before the defence was corrected, 195 of these 200 blind snapszers were made; with it,
    13 (where the hand was strong enough; the bidder closes the talon and leads its sure
    cards)."""
    assert _blind_snapszer("medium", 200) <= 25


def _blind_contract(variant: str, name: str, deals: int) -> tuple[int, int]:
    """The first seat to bid announces ``name`` whatever its hand, the others pass; medium bots
    play on. (made, played)."""
    made = played = 0
    for i in range(deals):
        d = s.Deal.new(variant, seed=i)
        bots = [s.make_bot("medium", seed=10 * i + j) for j in range(d.variant.players)]
        blind = None
        while d.to_move is not None:
            seat = d.to_move
            obs = d.observation(seat)
            if obs.stage == "contract":
                if blind is None:
                    blind = seat
                d.play(f"contract:{name}" if seat == blind else "pass")
                continue
            d.play(bots[seat].choose(obs))
        r = d.result
        assert r is not None and r.contract == name
        played += 1
        made += blind in r.winners
    return made, played


def test_medium_defenders_break_most_blind_slovenian_contracts() -> None:
    """A durhmars (every trick, no trumps) bid blind by the first bidder: before the defence
    was corrected 35 of 200 were made in the game for three, 23 in the game for four; with
    it, 5 in each."""
    for variant in ("sl-3", "sl-4"):
        made, played = _blind_contract(variant, "durhmars", 200)
        assert played == 200
        assert made <= 12, (variant, made)


def test_the_medium_bots_own_contracts_still_pay() -> None:
    """The bidding stays careful enough for the corrected defence: over seeded deals of the
    Slovenian games and the Hungarian game for two, the medium bot's contracts succeed at
    least four times in five."""
    for variant, deals in (("sl-3", 600), ("sl-4", 600), ("sl-5", 600), ("hu-2", 1000)):
        made = failed = 0
        for i in range(deals):
            d = s.Deal.new(variant, seed=i)
            play_deal(d, [s.make_bot("medium", seed=j) for j in range(d.variant.players)])
            r = d.result
            assert r is not None
            if r.contract:
                bidder = d.contract_seat
                made += bidder in r.winners
                failed += bidder not in r.winners
        assert made + failed >= 5, variant
        assert made >= 4 * failed, (variant, made, failed)


# -- the bidding -----------------------------------------------------------------------------
def _snops(hand: str, variant: str = "sl-4", level: int = 1) -> bool:
    """Whether a bot of ``level`` (0 easy, 1 medium, 2 hard) bids šnops with ``hand``,
    Hearts trumps."""
    from schnapsen.bots.bidding import _snops_likely
    from schnapsen.cards import mask_of, parse_cards

    low = 0 if s.find_variant(variant).deck_size == 24 else 1
    return _snops_likely(mask_of(parse_cards(hand)), 0, low, level)


def test_snops_needs_the_trump_marriage_with_the_ace() -> None:
    """Šnops (66 within three tricks, the opponents taking none) is bid with the Ace, King
    and Ober of trumps (the marriage's 40 is most of the 66), and the Ten held or likely to
    fall under the Ace; not with top trumps alone, nor a marriage without the Ace."""
    assert _snops("AH TH KH QH JS")
    assert _snops("AH KH QH JH AS")  # the Ten is the only trump out: it falls under the Ace
    assert _snops("AH KH QH AS JS")  # two trumps out, but a side Ace
    assert not _snops("AH KH QH AS JS", level=0)  # the easy level: only the sure hands
    assert not _snops("AH KH QH QS JS")  # two trumps out, no side Ace
    assert not _snops("AH TH KH AS AD")  # no marriage
    assert not _snops("TH KH QH AS AD")  # no Ace
    assert _snops("AH KH QH JH 9H", "sl-5")  # the 24-card deck: six trumps, the Ten out
    assert not _snops("AH KH QH JH QS", "sl-5")


def _kontra_deal(defender: str) -> s.Deal:
    """``hu-3``: seat 1 (the declarer) names Hearts; seat 2, the first asked to double,
    holds ``defender``."""
    from schnapsen.cards import CARDS as ALL

    mine = defender.split()
    others = [c.code for c in ALL if c.code not in mine]
    # the declarer gets eight of the others, seat 3 the last eight
    d = new_deal("hu-3", [" ".join(others[:8]), defender, " ".join(others[8:])])
    d.play("trump:H")
    assert d.stage == "kontra" and d.to_move == 1
    return d


def test_a_defender_doubles_a_lone_declarer_with_trumps_and_aces() -> None:
    """Against a declarer alone (the game for three) a defender doubles a hand above the
    ordinary (trump length and Aces): the medium level from a little below an ordinary
    hand, the easy level only the clear cases."""
    strong = "AH TH KH 9H AD AS AC QC"  # four trumps, three side Aces
    middling = "9H JH QH AD QD TS KC 9C"  # three low trumps, one Ace
    weak = "9D JD QD 9S JS QS 9C JC"  # nothing
    assert choice(_kontra_deal(strong), "easy") == Move.parse("kontra")
    assert choice(_kontra_deal(strong), "medium") == Move.parse("kontra")
    assert choice(_kontra_deal(middling), "easy") == Move.parse("pass")
    assert choice(_kontra_deal(middling), "medium") == Move.parse("kontra")
    assert choice(_kontra_deal(weak), "medium") == Move.parse("pass")


def test_a_declarer_redoubles_only_a_very_strong_hand() -> None:
    """Doubled, the declarer redoubles with trump length and Aces far above the ordinary
    hand, and passes otherwise."""
    def doubled(declarer: str) -> s.Deal:
        mine = declarer.split()
        others = [c.code for c in CARDS if c.code not in mine]
        d = new_deal("hu-3", [declarer, " ".join(others[:8]), " ".join(others[8:])])
        d.play("trump:H")
        d.play("kontra")
        assert d.stage == "rekontra" and d.to_move == 0
        return d

    assert choice(doubled("AH TH KH QH JH AD AS AC")) == Move.parse("rekontra")
    assert choice(doubled("AH TH KH 9D JD QS KS JC")) == Move.parse("pass")
    assert choice(doubled("AH TH KH QH JH AD AS AC"), "easy") == Move.parse("rekontra")


def test_kontra_against_a_snapszer_asks_for_a_sure_trick() -> None:
    """A snapszer fails at the defenders' first trick: a defender doubles it holding the
    trump Ace (or the Ten with a trump to give under the Ace), not for length or side Aces."""
    from schnapsen.bots.bidding import _sure_trick
    from schnapsen.cards import mask_of, parse_cards

    assert _sure_trick(mask_of(parse_cards("AH 9D JD")), 0)
    assert _sure_trick(mask_of(parse_cards("TH 9H JD")), 0)
    assert not _sure_trick(mask_of(parse_cards("TH AD AS AC")), 0)
