"""Where the sources are silent or disagree, what the engine does: the book's
"Where the sources differ" boxes are generated from this list.

Each decision names the variants it touches, the option field that switches it (if any) and
the source it rests on. The English text is the catalogue's source string.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Decision", "DECISIONS", "decisions_for"]


@dataclass(frozen=True)
class Decision:
    key: str
    variants: tuple[str, ...]
    text: str
    source: str
    option: str | None = None


_TWO = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66")
_MULTI = ("hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4")

DECISIONS: tuple[Decision, ...] = (
    Decision(
        "exchange_talon",
        _TWO,
        "The trump Unter may be exchanged by the player on lead while at least two face-down "
        "cards lie on the turned card; pagat.com allows it with fewer. The Hungarian, Czech "
        "and Croatian sources name no limit.",
        "the book's rules reference rule 3; pagat.com; hu-snapszer, cs-66, hr-snaps",
        "exchange_min_talon",
    ),
    Decision(
        "close_talon",
        _TWO,
        "The talon can be closed while at least three cards are left to draw, the turned "
        "card included (the Croatian source says 'more than two').",
        "the book's rules reference rule 5; hr-snaps",
        "close_min_talon",
    ),
    Decision(
        "failed_close",
        _TWO,
        "A failed close gives the opponent 2 game points, or 3 if the opponent had no trick "
        "when the talon was closed. The Czech source's 'at least 2' gives the same numbers. "
        "An option gives a flat 1 point instead; no source here describes it (the "
        "Hungarian source does not describe closing).",
        "the book's rules reference rule 10; cs-66",
        "failed_close_points",
    ),
    Decision(
        "hungarian_follow",
        ("hu-2",),
        "The Hungarian two-player source names only following suit once the talon is gone; "
        "tournament rules add heading the trick and trumping, which is the default here.",
        "hu-snapszer; Hungarian tournament rules",
        "strict_rules",
    ),
    Decision(
        "last_trick",
        _TWO,
        "When the cards run out and nobody has claimed, the last trick wins the deal and "
        "scores 1, 2 or 3 like any other win (a house rule gives a flat 1 point instead; no "
        "source here gives a number for it). A player who "
        "reached 66 without claiming has no claim left.",
        "the book's rules reference rule 8; sl-snops; hr-snaps",
        "last_trick_rule",
    ),
    Decision(
        "first_lead_marriage",
        _TWO + _MULTI,
        "A marriage may be announced at the very first lead (it counts once its side wins a "
        "trick); the 'sharp' game forbids it.",
        "the book's rules reference open readings",
        "marriage_on_first_lead",
    ),
    Decision(
        "direction",
        _TWO + _MULTI,
        "Croatian and Hungarian tables deal and play counter-clockwise, Austrian and Czech "
        "ones clockwise; seats are always numbered in playing order.",
        "hr-snaps; hu-snapszer; cs-66",
        "direction",
    ),
    Decision(
        "snapszer_two",
        ("hu-2",),
        "In the two-player game the player on lead may announce snapszer while the opponent "
        "has taken no trick: reaching 66 before the opponent takes a trick wins 6 game "
        "points, and the first trick the opponent takes gives the opponent 6.",
        "Hungarian tournament practice (the Hungarian source has snapszer only in the "
        "game for four)",
    ),
    Decision(
        "trump_call_any_suit",
        ("hr-3", "sl-3", "hu-3", "hu-4"),
        "The declarer names trump after seeing the first packet and may name any suit, held "
        "or not (the Slovenian source: 'any colour he thinks will bring him most').",
        "sl-snops; hr-snaps; hu-snapszer",
    ),
    Decision(
        "talon_counts_for_nobody",
        ("hr-3", "sl-3"),
        "The two cards laid aside, and the cards the declarer discards in the blind "
        "exchange, count for nobody.",
        "the sources are silent",
    ),
    Decision(
        "blind_exchange",
        ("hr-3", "sl-3"),
        "The blind exchange takes the talon cards in order and may be declined: one or two "
        "cards in Croatia, two in Slovenia (only when no contract is played).",
        "hr-snaps; sl-snops",
        "talon_exchange",
    ),
    Decision(
        "contract_bidding",
        ("sl-3", "sl-4", "sl-5"),
        "After all cards are dealt each player after the caller may announce a contract "
        "higher than the one standing, or pass; the caller speaks last and wins a tie. The "
        "contract's player plays alone and leads; the deal ends as soon as the contract is "
        "made or broken, and a broken contract scores its value to every opponent.",
        "sl-snops; the book's rules reference contracts",
    ),
    Decision(
        "contract_marriages",
        ("sl-3", "sl-4", "sl-5", "hu-2", "hu-4"),
        "Marriages count in a contract only when its aim counts points (Šnops, snapszer); "
        "Durhmarš, Berač and Paver have none.",
        "the sources are silent",
    ),
    Decision(
        "slovenian_four_trump",
        ("sl-4", "sl-5"),
        "In the Slovenian game for four (and five) the caller names a card, 'not only the "
        "suit' as in the game for three, and its holder plays with the caller (the source); "
        "the book reads the card's suit as trump.",
        "sl-snops; the trump is the book's reading",
        "trump_from_call",
    ),
    Decision(
        "slovenian_berac",
        ("sl-3", "sl-4", "sl-5"),
        "The source's sentence on Berač is garbled; its clear part is that the player must "
        "take no trick. The book plays it as the common Bettler: no trick, and no trumps.",
        "sl-snops; the book's rules reference open readings",
    ),
    Decision(
        "hungarian_four_trump",
        ("hu-4",),
        "In four-handed snapszer the declarer names trump after three cards, as in the game "
        "for three, and then calls the partner's card; the called card's suit is not trump.",
        "hu-snapszer ('otherwise as the game for three')",
        "trump_from_call",
    ),
    Decision(
        "croatian_four_trump",
        ("hr-4",),
        "In Croatian Šnaps for four the declarer calls one card by suit and rank, and the "
        "called card's suit is trump: the source names no other trump for this game, and in "
        "the game for three the same call names the trump.",
        "hr-snaps (the call); the book's reading (the trump)",
        "trump_from_call",
    ),
    Decision(
        "kontra",
        ("hu-3", "hu-4"),
        "After the deal each opponent of the declarer's side in turn may say kontra "
        "(doubling); the declarer may then answer rekontra (doubling again).",
        "hu-snapszer",
        "kontra",
    ),
    Decision(
        "multi_claim",
        _MULTI,
        "With three to five players the Croatian and Slovenian games end by a claim of the "
        "player on lead (the Slovenian source: you must be on lead when you stop); the "
        "Hungarian games end by themselves when a side reaches 66.",
        "sl-snops; hu-snapszer",
        "claim",
    ),
    Decision(
        "multi_strict",
        _MULTI,
        "With more than two players a player who follows suit must beat the best card of "
        "that suit unless the trick is already trumped; one who cannot follow must over-trump "
        "if able and otherwise still play a trump.",
        "hr-snaps; the book's rules reference three to five players",
    ),
    Decision(
        "called_card",
        ("hr-4", "sl-4", "sl-5", "hu-4"),
        "Any card may be called, even one the declarer will turn out to hold: the declarer "
        "then plays alone against the others.",
        "hr-snaps",
    ),
    Decision(
        "sl5_deal",
        ("sl-5",),
        "With five players the dealer sits the deal out and the four others get three and "
        "three cards from the 24-card deck.",
        "the book's rules reference (a documented reading: the source gives no deal)",
    ),
    Decision(
        "team_scores",
        _MULTI,
        "Every player of the winning side writes the deal's game points.",
        "sl-snops ('the winner (or two) writes')",
    ),
    Decision(
        "markers",
        ("hu-2",),
        "The twelve set-aside cards are marker cards: the winner of a deal takes as many as "
        "the game points, from the pool while it lasts and then from the opponent; whoever "
        "holds all twelve wins the match. Tournaments play to 7 instead.",
        "hu-snapszer (a documented reading)",
    ),
    Decision(
        "krejci",
        ("cs-2",),
        "The Czech source names krejčí (a match lost without scoring a point) and krejčí "
        "zpět (a player who had come down to 1 is overtaken by an opponent who wins every "
        "deal after); it gives them no value. The book scores them as Austrian practice "
        "scores Schneider and Retourschneider: double, and four times when the winner had "
        "not scored before the comeback.",
        "cs-66 (the terms); Austrian practice (the values)",
    ),
    Decision(
        "slovenian_target",
        ("sl-2", "sl-3", "sl-4", "sl-5"),
        "Slovenian players write the points they win; the source names no total, so the "
        "book plays to 7, with 10 or 21 as options.",
        "sl-snops; the book's reading (the total)",
    ),
    Decision(
        "slovenian_closer",
        ("sl-2",),
        "Whoever closes must win every trick after closing until reaching 66 (the Slovenian "
        "source); a trick lost before that fails the close at once. The other two-player "
        "games let the closer lose a trick and still reach 66.",
        "sl-snops",
        "closer_must_win",
    ),
    Decision(
        "claim_or_reach",
        ("hu-2", "cs-2"),
        "The Hungarian and Czech sources say the first player to reach 66 wins. The book keeps "
        "the claim (the player on lead says 'enough'), as the Austrian, Croatian and "
        "Slovenian tables do; the option claim='auto' plays it the sources' way, ending the "
        "deal the moment a side reaches 66.",
        "hu-snapszer; cs-66; the book's reading (the claim)",
        "claim",
    ),
    Decision(
        "closer_wrong_claim",
        _TWO,
        "A closer who claims 66 without having it has failed the close: the opponent scores "
        "as for a failed close (judged at the moment of closing), not as for a plain wrong "
        "claim.",
        "the book's rules reference rules 7 and 10",
    ),
    Decision(
        "claim_marriage",
        _TWO + _MULTI,
        "A marriage shown with a claim is announced then and there: its 20 or 40 count in the "
        "claimer's points, and its cards stay in the hand.",
        "the book's rules reference rule 7",
    ),
    Decision(
        "german_closed_bonus",
        ("de-66",),
        "The 10 points of the last trick are not given when the talon was closed.",
        "pagat.com (Sixty-Six)",
        "last_trick_bonus",
    ),
    Decision(
        "german_end",
        ("de-66",),
        "In German Sixty-Six the last trick is worth 10; when the cards run out without a "
        "claim a side with 66 or more wins, otherwise the winner of the last trick.",
        "the book's rules reference rule 8",
        "last_trick_rule",
    ),
)


def decisions_for(variant_id: str) -> list[Decision]:
    return [d for d in DECISIONS if variant_id in d.variants]
