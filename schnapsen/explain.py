"""Why a move is illegal, what a legal move does, and why a trick went as it did.

Every explanation is a message key with parameters; :func:`format_message` renders it from
the English catalogue here (the book's five-language catalogues use the same keys).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import Card, Rank, Suit
from .checks import MOVE_KIND, why_not
from .explain_result import result_lines
from .i18n import CHOICE_PARAMS, MESSAGES, SEAT_PARAMS, Act, Label, Seats, and_list, translate
from .i18n.base import Cased
from .i18n.names import SIDE_PARAMS, Word, Words, form, rank_key, suit_key
from .i18n.names import card_key as _card_key
from .i18n.names import card_word as _card_word
from .i18n.names import rank_word as _rank_word
from .i18n.names import suit_word as _suit_word
from .moves import Move, MoveKind
from .rules import marriage_value
from .stages import ResultReason
from .variants.base import Contract as _Contract
from .variants.base import trump_key

if TYPE_CHECKING:
    from .deal import Deal, Trick
    from .variants.base import Contract

#: the moves that announce a contract (snapszer is one, under its own move)
_CONTRACT_MOVES = (MoveKind.CONTRACT, MoveKind.SNAPSZER)

__all__ = [
    "Explanation",
    "explain",
    "explain_trick",
    "format_message",
    "log_message",
    "marriage_key",
    "MESSAGES",
    "why_illegal",
    "card_name",
    "suit_name",
    "rank_name",
    "move_name",
    "move_label",
    "move_act",
    "contract_name",
    "contract_word",
    "contract_aim",
    "contract_summary",
    "contract_of",
    "names_only",
    "result_lines",
]

# parameters whose text values are contract names, and the stage of the bidding
_CONTRACT_PARAMS = ("contract", "current", "contracts")
#: refusals whose single cards are named without their codes: the card is on the table, and
#: "than the Ober of Acorns" reads better than "than QC (Ober of Acorns)"
_NAME_ONLY_KEYS = frozenset({"rule.must_head", "rule.must_overtrump", "rule.exchange_card"})
_MOVE_LIST_MAX = 12


STYLES = ("german", "french")


def _style(style: str) -> str:
    # the same check and message as the card pictures (render.card): a typo is an error,
    # not a silent switch to the German names
    if style not in STYLES:
        raise ValueError(f"style must be 'german' or 'french', not {style!r}")
    return style


def suit_name(suit: Suit, lang: str = "en", style: str = "german") -> str:
    """A suit's name in the reader's language and deck style (``Bells`` / ``Diamonds``)."""
    return form(suit_key(suit, _style(style)), lang)


def rank_name(rank: Rank, lang: str = "en", style: str = "german") -> str:
    """A rank's name in the reader's language and deck style (``Ober`` / ``Queen``)."""
    return form(rank_key(rank, _style(style)), lang)


def card_name(card: Card, lang: str = "en", style: str = "german") -> str:
    """A card's name (``Ober of Hearts``, or ``Queen of Hearts`` in the French style)."""
    return form(_card_key(card, _style(style)), lang)


def contract_name(name: str, lang: str = "en") -> str:
    """A contract's name for readers (``snops`` -> ``Šnops``); unknown names stay as given."""
    if name in ("", "-"):
        return translate("contract.none", lang)
    key = f"contract.{name}"
    text = translate(key, lang)
    return name if text.startswith(key) else text


def contract_word(name: str, lang: str = "en") -> Word | str:
    """A contract's name as a message parameter that declines (hu ``{contract.acc}``
    "snapszert mond", the catalogue's ``msgctxt "acc"`` entries); a name the catalogue does
    not know, or none, as :func:`contract_name` gives it."""
    key = f"contract.{name}"
    if name in ("", "-") or translate(key, lang).startswith(key):
        return contract_name(name, lang)
    return Word(key, lang)


def contract_aim(contract: Contract, lang: str = "en", solo: bool = False) -> str:
    """What a contract asks of its bidder's side, said from its data alone
    (:class:`~schnapsen.variants.base.Contract`): ``reach 66 within the first three tricks, the
    opponents taking no trick``, ``take every trick, without trumps``, ``take no trick``;
    ``solo``: every seat plays alone (a game for two), the bidder has one opponent, no
    side (``.solo``)."""
    parts: list[str] = []
    if contract.target and contract.within_tricks:
        parts.append(translate("aim.target_within", lang, target=contract.target,
                               tricks=contract.within_tricks))
    elif contract.target:
        parts.append(translate("aim.target", lang, target=contract.target))
    if contract.win_all:
        parts.append(translate("aim.win_all", lang))
    if contract.lose_all:
        parts.append(translate("aim.lose_all", lang))
    if contract.opponents_no_trick and not contract.win_all:
        parts.append(translate("aim.opponents_no_trick" + (".solo" if solo else ""), lang))
    if not contract.trumps:
        parts.append(translate("aim.no_trumps", lang))
    elif contract.win_all:
        # every trick to take with the trumps in play (sl paver), said as plainly as a game
        # that takes them without trumps (durhmarš): round 20, sl "adut velja"
        parts.append(translate("aim.trumps", lang))
    return translate("aim.sep", lang).join(parts)


def contract_summary(contract: Contract, lang: str = "en", solo: bool = False) -> str:
    """A contract in one sentence, from its data: its name, its aim (:func:`contract_aim`)
    and the game points it brings when made (``Snapszer: the aim is to reach 66 points, the
    opponents taking no trick; made, it brings 6 game points.``); ``solo``: as in
    :func:`contract_aim`."""
    text = translate("aim.summary", lang, contract=contract_name(contract.name, lang),
                     aim=contract_aim(contract, lang, solo), value=contract.value)
    return text[:1].upper() + text[1:]


def contract_of(deal: Deal, move: Move | str) -> Contract | None:
    """The contract ``move`` announces in ``deal``'s variant (``contract:berac``,
    ``snapszer``), None for any other move."""
    m = Move.parse(move)
    if m.kind not in _CONTRACT_MOVES:
        return None
    return deal.variant.contract(m.name if m.kind == MoveKind.CONTRACT else str(m.kind))


def move_name(move: Move | str, lang: str = "en", style: str = "german") -> str:
    """What a kind of move is called (``Claiming 66``, ``Closing the talon``): no notation."""
    kind = Move.parse(move).kind
    return translate(f"move.name.{kind}", lang)


class _InCase(Cased):
    """A name whose plain form (``{card}`` in ``move.label.card``) reads the grammatical
    ``case`` a list of moves is asked in (:class:`_Moves`); its other forms are its own."""

    __slots__ = ("word", "case")

    def __init__(self, word: Word, case: str) -> None:
        self.word = word
        self.case = case

    def form(self, case: str = "nom") -> str:
        return self.word.form(self.case if case == "nom" else case)


def _pass_at(m: Move, deal: Deal | None) -> str:
    """The stage a pass is made at where the catalogue names a pass there in words of its
    own (``move.label.pass.swap``: the blind exchange declined, said as its button says it,
    "Keep my cards", not "Passing"; round 34, hr), else ""."""
    if m.kind != MoveKind.PASS or deal is None:
        return ""
    stage = str(deal.stage)
    return stage if f"move.label.pass.{stage}" in MESSAGES else ""


def _calls_own(deal: Deal, m: Move) -> bool:
    """Whether ``m`` calls a card its caller (the seat to move in ``deal``) holds: no partner
    then, the caller plays alone."""
    seat = deal.to_move
    return (m.kind == MoveKind.CALL and m.card is not None and seat is not None
            and m.card in deal.hand(seat))


def move_label(move: Move | str, lang: str = "en", style: str = "german",
               deal: Deal | None = None, case: str = "nom") -> str:
    """One particular move in words (``Hearts as trump``, ``calling the Ten of Leaves``).
    With the ``deal`` it is made in, a marriage is named by its value as players say it (hu
    "piros húsz a piros király hívásával", the trump one "negyven"; the value from the
    variant's data and the deal's trump). A card played is named in the grammatical ``case``
    (cs "smí přidat kulovou desítku"); the other moves' labels keep their own form."""
    m = Move.parse(move)
    kind = m.kind
    if kind == MoveKind.CARD and m.card is not None and case != "nom":
        return translate("move.label.card", lang,
                         card=_InCase(_card_word(m.card, lang, style), case))
    if kind in (MoveKind.CARD, MoveKind.CALL) and m.card is not None:
        own = ".own" if deal is not None and _calls_own(deal, m) else ""
        return translate(f"move.label.{kind}{own}", lang, card=_card_word(m.card, lang, style))
    if kind == MoveKind.MARRIAGE and m.card is not None and deal is not None:
        points = marriage_value(m.card.suit, deal.trump, deal.variant)
        return translate("move.label.m.said", lang, suit=_suit_word(m.card.suit, lang, style),
                         card=_card_word(m.card, lang, style), points=points)
    if kind == MoveKind.MARRIAGE and m.card is not None:
        return translate("move.label.m", lang, suit=_suit_word(m.card.suit, lang, style),
                         card=_card_word(m.card, lang, style))
    if kind == MoveKind.TRUMP and m.suit is not None:
        return translate("move.label.trump", lang, suit=_suit_word(m.suit, lang, style))
    if kind == MoveKind.SWAP:
        cards = Words([_card_word(c, lang, style) for c in m.cards], lang)
        return translate("move.label.swap", lang, cards=cards)
    if kind == MoveKind.CONTRACT:
        return translate("move.label.contract", lang, contract=contract_name(m.name, lang))
    if _pass_at(m, deal):
        return translate(f"move.label.pass.{_pass_at(m, deal)}", lang)
    if kind == MoveKind.TURN:  # as its button says it (hr "neka djelitelj okrene kartu"),
        return translate("move.label.turn", lang)  # apart from the kind's name (round 34)
    name = translate(f"move.name.{kind}", lang)
    return name[:1].lower() + name[1:]


def move_act(move: Move | str, lang: str = "en", style: str = "german",
             deal: Deal | None = None) -> Act:
    """One move as a parameter a sentence may show as its label (``{choice}``, see
    :func:`move_label`) or say as a verb (``{choice.inf}``: hr "odigrati zelenu desetku",
    ``{choice.does}``: cs "ohlásí snapszer"; keys ``move.verb.<kind>``,
    ``move.does.<kind>``; with the ``deal``, a card answering a lead ``move.verb.card.answer``,
    hu "rátenni", not "kijátszani", a card leading the trick ``move.verb.card.lead``, cs
    "vynést", not "přidat")."""
    m = Move.parse(move)
    kind = m.kind
    params: dict[str, Any] = {}
    if m.card is not None:
        params["card"] = _card_word(m.card, lang, style)
        params["suit"] = _suit_word(m.card.suit, lang, style)
    if m.suit is not None:
        params["suit"] = _suit_word(m.suit, lang, style)
    if kind == MoveKind.SWAP:
        params["cards"] = Words([_card_word(c, lang, style) for c in m.cards], lang)
    if kind == MoveKind.CONTRACT:
        params["contract"] = contract_word(m.name, lang)  # hu "{contract.acc} mond be"
    said = ""
    if kind == MoveKind.CARD and deal is not None and deal.current_trick:
        # a card put on a trick already led: answered, not led (hu reader 26: "Jobb lett
        # volna kijátszani a tök ászt" said of an answer, "rátenni")
        said = ".answer"
    elif kind == MoveKind.CARD and deal is not None:
        # a card that leads the trick: the lead's verb (round 28, cs "Lepší by bylo přidat
        # červené eso" said of a lead: "vynést"; hr "izaći", hu "kihívni")
        said = ".lead"
    if kind == MoveKind.MARRIAGE and m.card is not None and deal is not None:
        # its value known: the marriage said as players say it (hu "bemondani a húszat")
        params["points"] = marriage_value(m.card.suit, deal.trump, deal.variant)
        said = ".said"
    if _pass_at(m, deal):
        said = f".{_pass_at(m, deal)}"  # the blind exchange declined: "keep your cards"
    return Act(move_label(m, lang, style, deal),
               translate(f"move.verb.{kind}{said}", lang, **params),
               translate(f"move.does.{kind}{said}", lang, **params))


class _Moves(Cased):
    """Moves as a message parameter (``{moves}``): in words, a suit's cards highest first as
    a hand shows them (the engine lists them lowest first), the other moves (a marriage,
    closing, ...) in their order after them, joined as choices (:func:`move_list`);
    ``{moves.acc}`` etc. name each card played in that case (cs "Smí přidat červené eso,
    kulovou desítku nebo žaludského spodka")."""

    __slots__ = ("moves", "lang", "style", "deal")

    def __init__(self, moves: Sequence[Move], lang: str, style: str,
                 deal: Deal | None = None) -> None:
        def order(move: Move) -> tuple[int, int]:
            card = move.card
            if move.kind is MoveKind.CARD and card is not None:
                return (0, int(card.suit) * 6 - int(card.rank))
            return (1, 0)

        self.moves = sorted(moves, key=order)
        self.lang = lang
        self.style = style
        self.deal = deal

    def form(self, case: str = "nom") -> str:
        return move_list([move_label(m, self.lang, self.style, self.deal, case)
                          for m in self.moves], self.lang, _MOVE_LIST_MAX)


def move_list(labels: Sequence[str], lang: str = "en", most: int = _MOVE_LIST_MAX,
              last: str = "ui.list.or") -> str:
    """Moves in words in a sentence, by default choices: at most ``most``, parted by
    ``move.list.sep`` where a label holds a comma, else ``move.list.sep.plain``, the
    language's "or" before the last (``ui.list.or``; moves that are all meant,
    ``last="ui.result.and"``); more, "and 3 more"."""
    sep = translate("move.list.sep" if any("," in label for label in labels)
                    else "move.list.sep.plain", lang)
    if len(labels) > most:
        more = translate("move.list.more", lang, count=len(labels) - most)
        return sep.join([*labels[:most], more])
    inner = f"{last}.inner"
    word = translate(last, lang).strip()
    if len(labels) > 1 and inner in MESSAGES and word and any(
            f" {word} " in f" {label} " for label in labels):
        # the moves' own names hold the list's "and" (hr "zvanje 20 u žiru i izlazak kraljem
        # žira"): the last is joined by another word (hr "te"), so the list reads as two moves
        return sep.join(labels[:-1]) + translate(inner, lang) + labels[-1]
    return and_list(list(labels), lang, sep, last)


@dataclass(frozen=True)
class _CardName:
    """A card named without its text code (``Ober of Acorns``), for log lines."""

    card: Card


@dataclass(frozen=True)
class Aim:
    """A contract's aim as a message parameter (``{aim}``), said for a game for two
    (``solo``: one opponent, hu "az ellenfeled") or for sides (:func:`contract_aim`)."""

    contract: _Contract
    solo: bool = False

    @classmethod
    def of(cls, contract: _Contract, deal: Deal) -> Aim:
        """``contract``'s aim in ``deal``: said to one opponent in a game for two."""
        return cls(contract, len(deal.seats) == 2)

    def said(self, lang: str = "en") -> str:
        """The aim in words (:func:`contract_aim`)."""
        return contract_aim(self.contract, lang, self.solo)


def names_only(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with each single card to be named without its code (``Ober of Acorns``, not
    ``QC (Ober of Acorns)``): for texts beside pictures of the cards, such as a button's
    tooltip."""
    return {k: _CardName(v) if isinstance(v, Card) else v for k, v in params.items()}


def _is_trick(value: Any) -> bool:
    from .deal import Trick

    return isinstance(value, Trick)


def _name(value: Any, lang: str = "en", style: str = "german", deal: Deal | None = None) -> Any:
    """A message parameter as the catalogues want it: names as :class:`Word` values (so a
    translation may decline them, ``{card.acc}``), counts as numbers, the rest as text; with
    the ``deal`` the moves are made in, a marriage by its value (:func:`move_label`)."""
    if isinstance(value, _CardName):
        return _card_word(value.card, lang, style)
    if isinstance(value, Card):
        # by its name alone: a reader's text never shows the engine's code ("QH"); the
        # notation is taught where the engine chapter prints it
        return _card_word(value, lang, style)
    if _is_trick(value):  # a finished trick: its cards by name, in the order played
        return Words([_card_word(c, lang, style) for c in value.cards], lang)
    if isinstance(value, Suit):
        return _suit_word(value, lang, style)
    if isinstance(value, Rank):
        return _rank_word(value, lang, style)
    if isinstance(value, Move):
        return move_label(value, lang, style, deal)
    if isinstance(value, ResultReason):
        return translate(f"reason.{value}", lang)
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, Move) for v in value):
            return _Moves(value, lang, style, deal)
        # a hand or a list of cards by the cards' names alone ("Ace of Hearts, Unter of
        # Bells")
        words = [_name(v, lang, style) for v in value]
        if all(isinstance(w, Word) for w in words):  # none: no words, in any case
            return Words(words, lang)
        return ", ".join(str(w) for w in words)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, (Cased, Label)):  # a name with its forms ({seat.Nom} opens a sentence)
        return value
    return str(value)


def score_line(scores: Sequence[int], lang: str = "en") -> str:
    """A match's scores as its players write them, in the edition's form of a pair
    (``score.pair``: "0–7", hr "0 : 7"), more than two in a row the same way ("7 : 3 : 5")."""
    line = str(scores[0])
    for score in scores[1:]:
        line = translate("score.pair", lang, a=line, b=str(score))
    return line


def _param(key: str, value: Any, lang: str, style: str, deal: Deal | None = None) -> Any:
    if key == "aim" and isinstance(value, _Contract):  # what a contract asks, in words
        value = Aim.of(value, deal) if deal is not None else Aim(value)
    if key == "aim" and isinstance(value, Aim):  # in a game for two: one opponent (round 18)
        return value.said(lang)
    if key in _CONTRACT_PARAMS:
        if isinstance(value, str):
            return contract_word(value, lang)
        if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            return ", ".join(contract_name(v, lang) for v in value)
    if (key in SEAT_PARAMS or key in SIDE_PARAMS) and isinstance(value, (list, tuple)) and value \
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        # several seats named together in the language's forms ("igrač 1 i igrač 3", hu "az
        # 1. és a 3. játékos"), never a bare list of numbers
        return Seats(value, lang)
    if key == "scores" and isinstance(value, (list, tuple)) and value \
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return score_line(value, lang)
    if key == "mean" and isinstance(value, float):  # game points on average, in words
        from .search.grade import mean_words

        return mean_words(value, lang)
    if key == "stage" and isinstance(value, str):
        text = translate(f"stage.{value}", lang)
        return value if text.startswith("stage.") else text
    if key in CHOICE_PARAMS and isinstance(value, Move):
        # a move: its label, or said as a verb ({choice.inf}, {choice.does})
        return move_act(value, lang, style, deal)
    if key == "move_name" and isinstance(value, (Move, str)):
        try:
            return move_name(value, lang, style)
        except ValueError:
            return str(value)
    return _name(value, lang, style, deal)


def format_message(
    key: str, params: dict[str, Any] | None = None, lang: str = "en", style: str = "german",
    deal: Deal | None = None,
) -> str:
    """The text of a message key in ``lang`` (unknown keys print as the key and parameters).

    Cards, suits and ranks are named in the deck ``style`` (``german``: Ober of Hearts,
    ``french``: Queen of Hearts); moves by their names, never their notation; contract and
    stage parameters by their names in the catalogue. With the ``deal`` the moves are made
    in, a marriage is named by its value as players say it (hu "piros negyven a piros király
    hívásával"), not only as "announcing the marriage"."""
    params = dict(params or {})
    kind = params.pop(MOVE_KIND, None)  # a refusal said per move where the catalogue can
    if kind is not None and f"{key}.{kind}" in MESSAGES:
        key = f"{key}.{kind}"
    if key in _NAME_ONLY_KEYS:
        params = names_only(params)
    if "move" in params and "move_name" not in params:
        params["move_name"] = params["move"]
    return translate(key, lang, **{k: _param(k, v, lang, style, deal)
                                   for k, v in params.items()})


@dataclass(frozen=True)
class Explanation:
    legal: bool
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return format_message(self.key, self.params)

    def text_in(self, lang: str = "en", style: str = "german") -> str:
        """The explanation in ``lang``, with cards named in the deck ``style``."""
        return format_message(self.key, self.params, lang, style)

    def __str__(self) -> str:
        return self.text


def why_illegal(deal: Deal, move: Move) -> tuple[str, dict[str, Any]]:
    """The first rule that forbids ``move`` (``("legal", {...})`` when none does): the
    refusal of that rule's check in :mod:`schnapsen.checks`, the functions the deal's own
    ``legal_moves`` asks."""
    refusal = why_not(deal, move)
    if refusal is None:
        return "legal", {"move": str(move), "move_name": str(move)}
    return refusal.key, dict(refusal.params)


def explain(deal: Deal, move: Move | str) -> Explanation:
    """Why ``move`` is illegal here, or what it does when it is legal."""
    m = Move.parse(move)
    key, params = why_illegal(deal, m)
    if key != "legal":
        return Explanation(False, key, params)
    kind = m.kind
    if kind == MoveKind.CARD:
        return Explanation(True, "move.card", {"card": m.card})
    if kind == MoveKind.MARRIAGE:
        assert m.card is not None
        pts = marriage_value(m.card.suit, deal.trump, deal.variant)
        return Explanation(True, "move.marriage", {"suit": m.card.suit, "points": pts,
                                                   "card": m.card})
    if kind == MoveKind.EXCHANGE:
        rank = deal.variant.exchange_rank
        assert rank is not None and deal.trump_card is not None
        return Explanation(True, "move.exchange", {"rank": rank, "card": deal.trump_card})
    if kind == MoveKind.TRUMP:
        return Explanation(True, "move.trump", {"suit": m.suit})
    if kind == MoveKind.CALL:
        # a card the caller holds: no partner, the caller plays alone (round 35, hr)
        own = ".own" if _calls_own(deal, m) else ""
        return Explanation(True, "move.call" + own, {"card": m.card})
    if kind == MoveKind.SWAP:
        return Explanation(True, "move.swap", {"cards": list(m.cards)})
    if kind == MoveKind.CONTRACT:
        return Explanation(True, "move.contract", {"contract": m.name})
    return Explanation(True, "move." + kind, {})


def explain_trick(trick: Trick, trump: Suit | None) -> Explanation:
    """Why the winner of a finished trick won it."""
    win = trick.cards[trick.seats.index(trick.winner)]
    led = trick.cards[0].suit
    params: dict[str, Any] = {"winner_card": win, "suit": win.suit}
    others_followed = any(c.suit == led and c is not win for c in trick.cards)
    if trump is not None and win.suit == trump and (led != trump or others_followed):
        # a trump over another suit, or the highest of several trumps when trumps were led
        # (cs reader 31: not "the highest Acorns card played")
        return Explanation(True, "trick.trump", params)
    if others_followed:
        return Explanation(True, "trick.higher", params)
    if trump is not None and led == trump:  # a trump led, and nobody else played one
        return Explanation(True, "trick.led.trump", params)
    return Explanation(True, "trick.led", params)


def marriage_key(key: str, points: int) -> str:
    """The message of a marriage's line (``log.m``, ``ui.puzzle.marriage.you`` ...) for a
    marriage worth ``points``: its ``.twenty`` or ``.forty`` form, where a language names the
    two apart (round 20, cs "žaludskou dvacítku", "trumfovou čtyřicítku"); a value with no
    such form, the line itself."""
    word = {20: "twenty", 40: "forty"}.get(points)
    return f"{key}.{word}" if word is not None and f"{key}.{word}" in MESSAGES else key


def log_message(deal: Deal, move: Move | str) -> tuple[str, dict[str, Any]]:
    """The key and parameters of the past-tense log line of ``move`` (``log.*``), for a move
    about to be made in ``deal``; fill in ``seat`` (ready text) before formatting. A blind
    exchange names only how many cards went (which ones stays hidden)."""
    m = Move.parse(move)
    kind = m.kind
    if kind == MoveKind.MARRIAGE:
        assert m.card is not None
        pts = marriage_value(m.card.suit, deal.trump, deal.variant)
        return marriage_key("log.m", pts), {"points": pts, "suit": m.card.suit,
                                            "card": _CardName(m.card)}
    if kind == MoveKind.EXCHANGE:
        # the turned card it was given for, which every seat saw (hr reader 25)
        turned = deal.trump_card
        return "log.x", {"rank": deal.variant.exchange_rank,
                         "card": _CardName(turned) if turned is not None else ""}
    if kind == MoveKind.TRUMP:  # the tradition's word for it (sl "Igralec 2 je rufal pik.")
        return trump_key("log.trump", deal.variant), {"suit": m.suit}
    if kind == MoveKind.CALL:
        assert m.card is not None
        return "log.call", {"card": _CardName(m.card)}
    if kind == MoveKind.SWAP:
        n = len(m.cards)
        return ("log.swap.none" if n == 0 else "log.swap", {"count": n})
    if kind == MoveKind.CONTRACT:
        return "log.contract", {"contract": m.name}
    if kind == MoveKind.CARD:
        assert m.card is not None
        return "log.card", {"card": _CardName(m.card)}
    return "log." + kind, {}

