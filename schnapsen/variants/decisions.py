"""Where the sources are silent or disagree, what the engine does: the rules reference's
"Where the sources differ" boxes are generated from this list.

Each decision names the variants it touches, what the book plays (``text``), what that rests
on (``source``: a source, quoted, or the book's own reading, or tournament practice), the
source's own words (``quotes``: keys of :data:`schnapsen.variants.quotes.QUOTES`, shown with
their translation in the box), the numbered rules of the rules reference it belongs to
(``rules``) and the option field that switches it (if any). The English texts are the
catalogue's source strings (``decision.<key>``, ``decision.<key>.source``).

A decision that credits a source with something carries that source's words in ``quotes``;
tests/test_quotes.py finds them in the source's text.
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
    quotes: tuple[str, ...] = ()
    rules: tuple[int, ...] = ()
    #: the source line as a learner's page gives it, without the rule numbers of ``source``
    #: (the page's box links the rules reference instead); only for decisions with ``rules``
    learner: str = ""


_TWO = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66")
_MULTI = ("hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4")

DECISIONS: tuple[Decision, ...] = (
    Decision(
        "direction",
        _TWO + _MULTI,
        "The Šnaps source says the deal usually goes counter-clockwise, and the Hungarian "
        "source moves every step of its game for three to the right, which is counter-"
        "clockwise too; the Czech source has the dealer deal clockwise. The book plays the "
        "Croatian and Hungarian games counter-clockwise, and the Slovenian ones too, as many "
        "Slovenian tables play šnops, like tarok (the Slovenian source does not say); the "
        "Austrian and Czech games go clockwise, and play goes the way the deal goes. Seats are "
        "numbered in playing order.",
        "the Šnaps source, the Hungarian and Czech sources; the book's reading for the "
        "Slovenian and "
        "Austrian games and for the play, rule 1",
        "direction",
        quotes=("hr-direction", "hu-three-right", "cs-predak"),
        rules=(1,),
        learner=(
            "the Šnaps source, the Hungarian and Czech sources; the book's reading for the "
            "Slovenian and Austrian games and for the play"
        ),
    ),
    Decision(
        "czech_deal",
        ("cs-2",),
        "The Czech source says only that each player gets five cards and that a card of the "
        "talon is then turned for trump; it does not say in what packets the five come. The "
        "book deals them as Czech players do at the table: three cards each, the trump card "
        "turned, then two each, the same deal as the Austrian one.",
        "the Czech source (five cards each); the book's reading of Czech table practice "
        "(the packets), rule 1",
        quotes=("cs-deal", "cs-turn"),
        rules=(1,),
        learner=(
            "the Czech source (five cards each); the book's reading of Czech table practice "
            "(the packets)"
        ),
    ),
    Decision(
        "exchange_talon",
        _TWO,
        "The player on lead may exchange the trump Unter while at least two face-down cards "
        "lie on the turned card; pagat.com allows it with fewer. The Šnaps source asks "
        "only that the player be on lead, and the Hungarian and Czech sources name no "
        "condition at all.",
        "the book's reading, rule 3; the Šnaps source, the Hungarian and Czech sources; "
        "pagat.com",
        "exchange_min_talon",
        quotes=("hr-exchange", "hu-exchange", "cs-loupit"),
        rules=(3,),
        learner="the book's reading; the Šnaps source, the Hungarian and Czech sources; pagat.com",
    ),
    Decision(
        "german_nine_exchange",
        ("de-66",),
        "In German Sixty-Six the trump Nine takes the Unter's place in the exchange, and the "
        "book lets the player on lead exchange it as in Schnapsen, at the first lead too. "
        "Several published descriptions of Sixty-Six allow it only to a player who has "
        "already won a trick.",
        "the book's reading, rule 3; descriptions of Sixty-Six in card-game books and on "
        "games websites",
        "exchange_needs_trick",
        rules=(3,),
        learner=(
            "the book's reading; descriptions of Sixty-Six in card-game books and on games "
            "websites"
        ),
    ),
    Decision(
        "first_lead_marriage",
        _TWO + _MULTI,
        "A marriage may be announced at the very first lead; it counts once its side has won "
        "a trick, as the Hungarian and Slovenian sources say. A stricter 'sharp' game, which "
        "none of the sources describes, forbids it at the first lead.",
        "the Hungarian and Slovenian sources (a marriage counts once a trick is won); the "
        "book's reading, rule 4 (the first lead)",
        "marriage_on_first_lead",
        quotes=("hu-marriage-count", "sl-marriage-count"),
        rules=(4,),
        learner=(
            "the Hungarian and Slovenian sources (a marriage counts once a trick is won); the "
            "book's reading (the first lead)"
        ),
    ),
    Decision(
        "close_talon",
        _TWO,
        "The talon can be closed while at least three cards are left to draw, the turned "
        "card included: the book's reading of the Šnaps source's 'more than two'. The "
        "other sources name no limit.",
        "the Šnaps source; the book's reading, rule 5",
        "close_min_talon",
        quotes=("hr-close",),
        rules=(5,),
        learner="the Šnaps source; the book's reading",
    ),
    Decision(
        "hungarian_follow",
        ("hu-2",),
        "The Hungarian source has no duty to follow suit or to beat during the play, and once "
        "the talon has run out names only the duty to follow suit. The book plays the full strict "
        "rules of rule 6 (follow suit, head the trick, trump if void) by default, as the "
        "Austrian tournament rules do: the book's reading; an option plays the source's "
        "lighter rule.",
        "the Hungarian source; the book's reading (the Austrian tournament rule), rule 6",
        "strict_rules",
        quotes=("hu-no-follow", "hu-follow-after"),
        rules=(6,),
        learner="the Hungarian source; the book's reading (the Austrian tournament rule)",
    ),
    Decision(
        "claim_or_reach",
        ("hu-2", "cs-2"),
        "The Hungarian and Czech sources say that the first player to reach 66 wins. The book "
        "keeps the claim of rule 7 in their games too (the player on lead says 'enough'), as "
        "in the Austrian tournament rules: its own reading. At a Hungarian or "
        "Czech table that plays by its source, the deal ends the moment a player reaches 66; "
        "the option claim set to end the deal at once plays it that way.",
        "the Hungarian and Czech sources; the book's reading, rule 7 (the claim)",
        "claim",
        quotes=("hu-reach-66", "cs-reach-66"),
        rules=(7,),
        learner="the Hungarian and Czech sources; the book's reading (the claim)",
    ),
    Decision(
        "claim_marriage",
        _TWO + _MULTI,
        "A marriage shown with a claim counts at once. The Šnaps source has the player "
        "call the marriage, play one of its cards and say 'enough', so that the opponent "
        "never gets to take the card; the book leaves the card in the hand, which ends the "
        "deal the same way.",
        "the Šnaps source; the book's reading, rule 7",
        quotes=("hr-claim-marriage",),
        rules=(7,),
        learner="the Šnaps source; the book's reading",
    ),
    Decision(
        "closer_wrong_claim",
        _TWO,
        "A closer who claims 66 without having it has failed the close: the opponent scores "
        "as for a failed close (judged at the moment of closing), not as for a plain wrong "
        "claim.",
        "the book's reading, rules 7 and 10",
        rules=(7, 10),
        learner="the book's reading",
    ),
    Decision(
        "last_trick",
        _TWO,
        "When the cards run out and nobody has claimed, the last trick wins the deal, as all "
        "four sources say. The book scores it 1, 2 or 3 like any other win; none of the "
        "sources gives it a number, and a house rule gives a flat 1 point. A player who "
        "reached 66 without claiming has no claim left (the book's reading).",
        "the Šnaps source, the Slovenian, Hungarian and Czech sources; the book's reading, "
        "rule 8",
        "last_trick_rule",
        quotes=("hr-last-trick", "sl-last-trick", "hu-last-trick", "cs-last-trick"),
        rules=(8,),
        learner="the Šnaps source, the Slovenian, Hungarian and Czech sources; the book's reading",
    ),
    Decision(
        "german_end",
        ("de-66",),
        "In German Sixty-Six the last trick is worth 10; when the cards run out without a "
        "claim a side with 66 or more wins, otherwise the winner of the last trick.",
        "the book's reading, rule 8",
        "last_trick_rule",
        rules=(8,),
        learner="the book's reading",
    ),
    Decision(
        "german_closed_bonus",
        ("de-66",),
        "The 10 points of the last trick are not given when the talon was closed.",
        "pagat.com (Sixty-Six), rule 8",
        "last_trick_bonus",
        rules=(8,),
        learner="pagat.com (Sixty-Six)",
    ),
    Decision(
        "snapszer_two",
        ("hu-2",),
        "In the game for two the player on lead may announce snapszer while the opponent "
        "has taken no trick: reaching 66 before the opponent takes a trick wins 6 game "
        "points, and the first trick the opponent takes gives the opponent 6. This is "
        "the book's reading: the Hungarian source has snapszer only in the game for four.",
        "the book's reading; the Hungarian source (the game for four), rule 9",
        quotes=("hu-four-snapszer",),
        rules=(9,),
        learner="the book's reading; the Hungarian source (the game for four)",
    ),
    Decision(
        "failed_close",
        _TWO,
        "A failed close gives the opponent 2 game points, or 3 if the opponent had no trick "
        "when the talon was closed. The Czech source gives the opponent what the closer would "
        "have scored, 'at least 2', which the book reads as the same numbers. An option gives "
        "a flat 1 point instead; no source describes it (the Hungarian source does not "
        "describe closing).",
        "the Czech source; the book's reading, rule 10",
        "failed_close_points",
        quotes=("cs-failed-close",),
        rules=(10,),
        learner="the Czech source; the book's reading",
    ),
    Decision(
        "slovenian_closer",
        ("sl-2",),
        "The Slovenian source has whoever closes take every trick until reaching 66: a trick "
        "lost before that fails the close at once. The other two-player games let the closer "
        "lose a trick and still reach 66.",
        "the Slovenian source, rule 10",
        "closer_must_win",
        quotes=("sl-closer",),
        rules=(10,),
        learner="the Slovenian source",
    ),
    Decision(
        "trump_call_any_suit",
        ("hr-3", "sl-3", "hu-3", "hu-4"),
        "The declarer names trump after seeing the first packet. The Slovenian source lets "
        "the caller name any suit, the one expected to bring the most; the Šnaps source and the "
        "Hungarian source say only that the declarer must name one. That the suit need not "
        "be held is the book's reading.",
        "the Slovenian source, the Šnaps source and the Hungarian source; the book's reading "
        "(a suit not held)",
        quotes=("sl-any-suit", "hr-three-call", "hu-three-trump"),
    ),
    Decision(
        "blind_exchange",
        ("hr-3", "sl-3"),
        "After the trump call the declarer may exchange cards with the two-card talon: one or "
        "two, without seeing the talon, in the Šnaps source; two in the Slovenian source, "
        "when nobody plays a contract. The book gives the talon's cards in order, unseen, in "
        "both games, and lets the declarer keep the hand (its reading).",
        "the Šnaps source and the Slovenian source; the book's reading (the order, keeping "
        "the hand)",
        "talon_exchange",
        quotes=("hr-three-exchange", "sl-exchange"),
    ),
    Decision(
        "talon_counts_for_nobody",
        ("hr-3", "sl-3"),
        "The two cards laid aside, and the cards the declarer discards in the exchange, count "
        "for nobody.",
        "the book's reading (no source says)",
    ),
    Decision(
        "contract_bidding",
        ("sl-3", "sl-4", "sl-5"),
        "Any player may announce a contract, not only the caller, and whoever announces it "
        "leads. After all cards are dealt each player after the caller may announce a "
        "contract higher than the one standing, or pass, and the caller speaks last. The "
        "contract's player plays alone; the deal ends as soon as the contract is made or "
        "broken, and a broken contract scores its value to every opponent.",
        "the Slovenian source; the book's reading (the order of speaking, playing alone)",
        quotes=("sl-anyone", "sl-contract-leads", "sl-failed"),
    ),
    Decision(
        "caller_precedence",
        ("sl-3", "sl-4", "sl-5"),
        "The Slovenian source gives two rules for who plays when several players want to: the "
        "caller has precedence 'regardless of the game the opponent plays', and of several "
        "announced games the stronger has precedence. They conflict when an opponent "
        "announces a stronger game than the caller. The book's reading: the stronger contract "
        "plays, and the caller wins only a tie.",
        "the Slovenian source (both sentences); the book's reading",
        "caller_precedence",
        quotes=("sl-caller-precedence", "sl-stronger"),
    ),
    Decision(
        "contract_marriages",
        ("sl-3", "sl-4", "sl-5", "hu-2", "hu-4"),
        "Marriages count in a contract only when its aim counts points (Šnops, snapszer); "
        "Durhmarš, Berač and Paver have none.",
        "the book's reading (no source says)",
    ),
    Decision(
        "slovenian_berac",
        ("sl-3", "sl-4", "sl-5"),
        "The first half of the Slovenian source's sentence on Berač is unclear; its second "
        "half says that the player must take no trick. The book plays it as the common "
        "Bettler: no trick, and no trumps.",
        "the Slovenian source; the book's reading (no trumps)",
        quotes=("sl-berac",),
    ),
    Decision(
        "slovenian_four_trump",
        ("sl-4", "sl-5"),
        "In the Slovenian game for four the caller names a card, 'this time not only the "
        "suit', and its holder plays with the caller; for five the source keeps the rules of "
        "four. The book reads the called card's suit as trump.",
        "the Slovenian source; the book's reading (the trump)",
        "trump_from_call",
        quotes=("sl-four-call", "sl-four-partner", "sl-five-as-four"),
    ),
    Decision(
        "croatian_four_trump",
        ("hr-4",),
        "In Croatian Šnaps for four the declarer calls one card by suit and rank, and the "
        "book reads the called card's suit as trump: the source names no other trump for this "
        "game.",
        "the Šnaps source (the call); the book's reading (the trump)",
        "trump_from_call",
        quotes=("hr-four-call",),
    ),
    Decision(
        "hungarian_four_trump",
        ("hu-4",),
        "The Hungarian source has the declarer of the game for four name the called card "
        "after seeing three cards, and says the game is otherwise the same as the game for "
        "three. The book reads that as: the declarer names trump after three cards, as in "
        "the game for three, then calls the partner's card, of any suit, trumps too: the "
        "called card does not set the trump.",
        "the Hungarian source; the book's reading (the trump)",
        "trump_from_call",
        quotes=("hu-four-deal", "hu-four-as-three"),
    ),
    Decision(
        "called_card",
        ("hr-4", "sl-4", "sl-5", "hu-4"),
        "Any card may be called, even one the declarer will turn out to hold: the declarer "
        "then plays alone against the others. The Šnaps source says so for its game for "
        "four; the book plays the Slovenian and Hungarian games the same way.",
        "the Šnaps source; the book's reading (the Slovenian and Hungarian games)",
        quotes=("hr-four-alone",),
    ),
    Decision(
        "kontra",
        ("hu-3", "hu-4"),
        "The opponents may double the game (kontra) and the declarer may double it again "
        "(rekontra), for twice or four times the points; in the game for four kontra is "
        "allowed on a snapszer too. The book lets each opponent in turn say kontra after the "
        "deal (its reading of when).",
        "the Hungarian source; the book's reading (when)",
        "kontra",
        quotes=("hu-kontra", "hu-four-kontra"),
    ),
    Decision(
        "multi_claim",
        _MULTI,
        "With three to five players the Croatian and Slovenian games end by a claim of the "
        "player on lead, as the Slovenian source says; the Hungarian games end by themselves "
        "when a side reaches 66, as the Hungarian source says.",
        "the Slovenian and Hungarian sources; the book's reading (the Croatian games)",
        "claim",
        quotes=("sl-stop-on-lead", "hu-three-end"),
    ),
    Decision(
        "multi_strict",
        _MULTI,
        "With more than two players the strict rules hold from the first trick: the Šnaps "
        "source and the Hungarian source name following suit and heading the trick, the Slovenian "
        "source following suit and trumping when void. That a player who follows need not "
        "head a trick already trumped, and that one who trumps must over-trump if able, is "
        "the book's reading.",
        "the Šnaps source, the Hungarian and Slovenian sources; the book's reading "
        "(over-trumping)",
        quotes=("hr-three-strict", "hu-three-strict", "sl-follow"),
    ),
    Decision(
        "sl5_deal",
        ("sl-5",),
        "With five players the dealer sits the deal out and the four others get three and "
        "three cards from the 24-card deck. The Slovenian source adds the Nines for five and "
        "gives no deal: the rest is the book's reading.",
        "the Slovenian source (the Nines); the book's reading (the deal)",
        quotes=("sl-five",),
    ),
    Decision(
        "team_scores",
        _MULTI,
        "Every player of the winning side writes the deal's game points.",
        "the Slovenian and Hungarian sources",
        quotes=("sl-score-3", "hu-four-match"),
    ),
    Decision(
        "markers",
        ("hu-2",),
        "The Hungarian source sets twelve cards aside for the scoring, and the match lasts "
        "until one player has won them all. The book passes them as marker cards: the winner "
        "of a deal takes as many as the game points, from the pool while it lasts and then "
        "from the opponent (its reading). The engine can also count a match down from 7, "
        "also the book's reading.",
        "the Hungarian source; the book's reading (how the cards pass, the count from 7)",
        quotes=("hu-set-aside", "hu-markers"),
    ),
    Decision(
        "krejci",
        ("cs-2",),
        "The Czech source names krejčí (the loser of a match who never scored) and krejčí "
        "zpět (a player who had come down to one point is overtaken by an opponent who wins "
        "every game after it); it gives them no value. The book scores them as Austrian "
        "practice scores Schneider and Retourschneider: double, and four times.",
        "the Czech source (the terms); Austrian practice (the values)",
        quotes=("cs-krejci", "cs-krejci-zpet"),
    ),
    Decision(
        "slovenian_target",
        ("sl-2", "sl-3", "sl-4", "sl-5"),
        "In the Slovenian source the winner writes down the points won; the source names no "
        "total, so the book plays to 7, with 10 or 21 as options.",
        "the Slovenian source; the book's reading (the total)",
        quotes=("sl-score-3",),
    ),
)


def decisions_for(variant_id: str) -> list[Decision]:
    return [d for d in DECISIONS if variant_id in d.variants]
