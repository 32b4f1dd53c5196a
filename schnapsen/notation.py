"""Two notations: a deal as text (its variant, deck and moves), and a position from scratch.

**A deal as text** (``deal.to_text()``, ``Deal.from_text``)::

    variant: at
    dealer: 1
    deck: QH TH ...        (first card dealt first)
    moves: x m:QH AH ...
    options: {"claim": "auto"}      (only when options differ from the variant's)

A deal that started from a position has a ``position:`` line instead of ``dealer:`` and
``deck:``. Loading checks every line and replays every move with the rules; on any problem it
raises an :class:`InvalidNotationError` that names the line or move, and returns nothing.

**A position** (``deal.position()``, ``Deal.from_position``), the game's FEN: one line of
fields separated by ``;``, each a name and its value; the variant comes first, the others in
any order (they are written in this one):

- the variant's id, with the options that differ from its defaults in brackets:
  ``at``, ``hu-2[failed_close_points=1]``, ``at[last_trick_rule=flat, close_min_talon=4]``
  (a rank for ``exchange_rank``, ``none``, ``true``/``false``, numbers; ``talon_exchange``
  as ``0/1/2``);
- ``dealer 1``: the dealer's seat (the seat after it leads or bids first; default: the last
  seat);
- ``stage contract``: in the bidding, its stage (``trump``, ``call``, ``contract``, ``swap``,
  ``snapszer``, ``kontra``, ``rekontra``; default: the play);
- ``hands AH TH KS* / QH ?4``: each seat's cards, seat 0 first, separated by ``/``; a star
  marks a card every seat has seen (the trump card taken by an exchange or drawn last, the
  other card of an announced marriage); ``?4``: four cards nobody here can name; ``-``: a
  seat that sits the deal out;
- ``talon KH QC JS``: the cards left to draw, first drawn first (the turned card apart), or
  the cards set aside in the games for three; ``?9``: nine unknown cards, order unknown;
- ``deck JC QS ...``: in the bidding, the cards still to deal, first dealt first;
- ``turned JC``: the turned trump card lying under the talon (under a closed talon too);
- ``trump S``: the trump suit, where no turned card shows it;
- ``out AH KH ...``: the cards taken in tricks already; needed only where some cards are
  unknown (they are then every card named nowhere else);
- ``closed 0 at 12/1``: seat 0 closed the talon when its opponents had 12 points and 1 trick;
- ``score 24/2 12/1``: each seat's points (card points of its tricks and the marriages that
  count) and tricks, seat 0 first; none yet when left out;
- ``pending 20 0``: each seat's marriage points waiting for a trick of its side;
- ``marriages 0:H 1:S``: the marriages announced, in order (seat and suit);
- ``called TS``: the called card (``called TS 2`` once it has been played: seat 2 held it);
- ``contract snops 1``: the contract and the seat that bid it; ``multiplier 2``: after a
  kontra (4: rekontra);
- ``trick QH AH``: the cards of the trick on the table, in the order played;
- ``move 0``: the seat whose move it is.

A finished deal has no position (there is no move to make). A position with unknown cards
(``?``) is dealt with those cards in card order: :func:`schnapsen.search.sample_worlds` draws
them as they may lie. Bad text raises an :class:`InvalidNotationError` that names the field
(``error.params["field"]``).

A deal of Austrian Schnapsen, at its start and three tricks later (seat 1 exchanged the
trump Jack for the Queen, which everybody has seen since):

>>> from schnapsen import Deal
>>> d = Deal.new("at", seed=7)
>>> for field in d.position().split("; "):
...     print(field)
at
dealer 1
hands TD TS AC TC QC / TH KD QD KS JC
talon QS KH JH JD AS AD JS KC AH
turned QH
move 0
>>> for field in d.replay(["TD", "KD", "QS", "KS", "x", "JC", "QC"]).position().split("; "):
...     print(field)
at
dealer 1
hands JD AS TS AC TC / TH KH QH* AD QD
talon JS KC AH
turned JH
score 19/2 7/1
move 0
>>> Deal.from_position(d.position()).legal_moves() == d.legal_moves()
True

A position from a real game of Hungarian Snapszer with the failed close worth one game point,
written down by seat 0, who cannot see seat 1's cards or the talon (the unknown cards are the
ones named nowhere, so the cards already played are listed):

>>> text = ("hu-2[failed_close_points=1]; dealer 1; hands AH TH KH QH JD / ?5; "
...         "out TS KS JS QD; talon ?5; turned AC; score 22/1 10/1; move 0")
>>> d = Deal.from_position(text)
>>> [str(m) for m in d.legal_moves()]
['QH', 'KH', 'TH', 'AH', 'JD', 'm:KH', 'm:QH', 'close', 'claim']

Slovenian Šnops for four, when the bidding for contracts begins (seat 0 called the Jack of
Hearts: Hearts are trumps):

>>> d = Deal.new("sl-4", seed=11)
>>> d.play("call:JH")
>>> d.position()  # doctest: +NORMALIZE_WHITESPACE
'sl-4; dealer 3; stage contract; hands AH AD QD AS QC / TH QS JS KC JC / KH TD KD TS AC /
  QH JH JD KS TC; trump H; called JH; move 1'

Bad text raises an error that names the field:

>>> Deal.from_position("at; hands AH / KH; move 3")
Traceback (most recent call last):
...
schnapsen.errors.InvalidNotationError: move: seat 3 does not play this deal
"""

from __future__ import annotations

import json
from typing import Any

from . import kernel
from .cards import CARDS, Rank, Suit, cards_of, parse_card
from .deal import _FULL_DECK, Deal
from .errors import InvalidNotationError, SchnapsenError
from .stages import Stage
from .variants import VARIANTS, Variant, find_variant
from .variants.base import OPTION_FIELDS

__all__ = ["deal_to_text", "deal_from_text", "position_of", "deal_from_position",
           "view_of_start", "POSITION_FIELDS"]

_KEYS = ("variant", "options", "dealer", "seed", "deck", "position", "moves")


def _option_to_json(value: Any) -> Any:
    if isinstance(value, Rank):
        return value.letter
    if isinstance(value, tuple):
        return list(value)
    return value


def _option_from_json(key: str, value: Any) -> Any:
    if key == "exchange_rank" and isinstance(value, str):
        return Rank.parse(value)
    if isinstance(value, list):
        return tuple(value)
    return value


def deal_to_text(deal: Deal) -> str:
    start = deal.start_position
    if start is not None:
        lines = [f"position: {start}"]
    else:
        v = deal.variant
        lines = [f"variant: {v.id}"]
        diff = v.changed_options()
        if VARIANTS.get(v.id) is not None and diff:
            diff = {k: _option_to_json(val) for k, val in diff.items()}
            lines.append("options: " + json.dumps(diff, sort_keys=True, ensure_ascii=False))
        lines.append(f"dealer: {deal.dealer}")
        if deal.seed is not None:
            lines.append(f"seed: {deal.seed}")
        lines.append("deck: " + " ".join(c.code for c in deal.deck))
    lines.append("moves: " + " ".join(str(m) for m in deal.moves))
    return "\n".join(lines) + "\n"


def deal_from_text(text: str) -> Deal:
    if not isinstance(text, str):
        raise InvalidNotationError(
            f"a saved deal is text, not {type(text).__name__}", "notation.deal"
        )
    fields: dict[str, str] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep or key not in _KEYS:
            raise InvalidNotationError(
                f"line {n} of the saved deal is {raw!r}; expected 'key: value' with a key "
                f"from {', '.join(_KEYS)}",
                "notation.deal",
                line=n,
            )
        if key in fields:
            raise InvalidNotationError(
                f"line {n}: {key!r} is given twice", "notation.deal", line=n
            )
        fields[key] = value.strip()
    if "position" in fields:
        others = set(fields) - {"position", "moves"}
        if others:
            raise InvalidNotationError(
                f"a deal saved from a position has only 'position:' and 'moves:' lines, not "
                f"{', '.join(sorted(others))}", "notation.deal")
        deal = Deal.from_position(fields["position"])
    else:
        deal = _dealt(fields)
    for i, word in enumerate(fields.get("moves", "").split(), 1):
        try:
            deal.play(word)
        except SchnapsenError as exc:
            raise InvalidNotationError(
                f"move {i} ({word}) of the saved deal cannot be played: {exc}",
                "notation.deal_move",
                index=i,
                move=word,
            ) from None
    return deal


def _dealt(fields: dict[str, str]) -> Deal:
    for need in ("variant", "dealer", "deck"):
        if need not in fields:
            raise InvalidNotationError(
                f"a saved deal needs a '{need}:' line (it has {', '.join(fields) or 'none'})",
                "notation.deal",
            )
    variant = find_variant(fields["variant"])
    options: dict[str, Any] = {}
    if fields.get("options"):
        try:
            raw_opts = json.loads(fields["options"])
        except (ValueError, RecursionError) as exc:
            raise InvalidNotationError(
                f"options must be a JSON object: {str(exc)[:200]}", "notation.deal"
            ) from None
        if not isinstance(raw_opts, dict):
            raise InvalidNotationError("options must be a JSON object", "notation.deal")
        allowed = sorted(OPTION_FIELDS | {"match_target"})
        for k in raw_opts:
            if k not in allowed:
                raise InvalidNotationError(
                    f"{k!r} is not an option of a variant; options are: {', '.join(allowed)}",
                    "notation.deal",
                )
        try:
            options = {k: _option_from_json(k, v) for k, v in raw_opts.items()}
        except (TypeError, ValueError) as exc:
            raise InvalidNotationError(f"bad option value: {exc}", "notation.deal") from None
    try:
        dealer = int(fields["dealer"])
    except ValueError:
        raise InvalidNotationError(
            f"dealer must be a seat number, not {fields['dealer']!r}", "notation.deal"
        ) from None
    deal = Deal.new(variant, deck=fields["deck"], dealer=dealer, **options)
    seed = fields.get("seed")
    if seed:
        try:
            deal._seed = int(seed)  # the deck came from this seed (kept for the record)
        except ValueError:
            raise InvalidNotationError(
                f"seed must be a whole number, not {seed!r}", "notation.deal"
            ) from None
    return deal


# -- the position notation ------------------------------------------------------------------

#: the fields of the position notation, in the order they are written (the variant first)
POSITION_FIELDS = (
    "variant", "dealer", "stage", "hands", "talon", "deck", "turned", "trump", "out",
    "closed", "score", "pending", "marriages", "called", "contract", "multiplier", "trick",
    "move",
)
_FIELD_NAMES = frozenset(POSITION_FIELDS[1:])  # the fields after the variant
_UNKNOWN = "?"
_SHOWN = "*"
_STAGES = {str(s): s for s in Stage if s not in (Stage.DEAL, Stage.OVER)}


def _bad(field: str, message: str, reason: str = "", **params: Any) -> InvalidNotationError:
    """The error for a bad ``field``: the English ``message``, and for the reader the catalogue
    key ``notation.position.<reason>`` with ``params`` (``notation.position`` naming the field
    alone where no reason is given)."""
    key = f"notation.position.{reason}" if reason else "notation.position"
    return InvalidNotationError(f"{field}: {message}", key, field=field, **params)


# -- writing --------------------------------------------------------------------------------
def _option_text(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Rank):
        return value.letter
    if isinstance(value, tuple):
        return "/".join(map(str, value))
    return str(value)


_VARIANT_TEXT: dict[int, tuple[Variant, str]] = {}  # by id(): a variant's text, made once


def _variant_text(v: Variant) -> str:
    made = _VARIANT_TEXT.get(id(v))
    if made is not None and made[0] is v:
        return made[1]
    changed = v.changed_options()
    text = v.id
    if changed:
        text += "[" + ", ".join(f"{k}={_option_text(changed[k])}" for k in sorted(changed)) + "]"
    if len(_VARIANT_TEXT) > 1000:
        _VARIANT_TEXT.clear()
    _VARIANT_TEXT[id(v)] = (v, text)
    return text


# the codes of each set of one suit's cards (6 bits), highest first, suit by suit
_SUIT_CODES: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
    tuple(tuple(CARDS[suit * 6 + r].code for r in range(5, -1, -1) if m >> r & 1)
          for m in range(64))
    for suit in range(4)
)


#: each card's code by its index
_CODES: tuple[str, ...] = tuple(c.code for c in CARDS)

#: each suit's letter by its number (an Enum made from a value costs more than the rest of a
#: field: positions are written by the thousand in the search's tests and the review)
_SUIT_LETTER: tuple[str, ...] = tuple(Suit(i).letter for i in range(4))
_SUIT_BY_LETTER: dict[str, int] = {letter: i for i, letter in enumerate(_SUIT_LETTER)}


def _cards_text(mask: int, shown: int = 0) -> str:
    """Cards by suit, highest first (a star after those every seat has seen)."""
    if shown & mask:
        return " ".join(c.code + (_SHOWN if shown >> c.index & 1 else "")
                        for c in cards_of(mask))
    return " ".join((*_SUIT_CODES[0][mask & 63], *_SUIT_CODES[1][mask >> 6 & 63],
                     *_SUIT_CODES[2][mask >> 12 & 63], *_SUIT_CODES[3][mask >> 18]))


def position_of(deal: Deal) -> str:
    """The position notation of ``deal`` (see the module docstring)."""
    st = deal._st
    v = deal._v
    if st.result is not None:
        raise SchnapsenError("the deal is over: a position notation states a position with a "
                             "move to make", "notation.position_over")
    n = v.players
    active = deal._active
    fields = [_variant_text(v), f"dealer {deal._dealer}"]
    if st.stage is not Stage.PLAY:
        fields.append(f"stage {st.stage}")
    fields.append("hands " + " / ".join(
        (_cards_text(st.hands[s], st.known[s]) or "-") if s in active else "-"
        for s in range(n)))
    if st.talon:
        fields.append("talon " + " ".join([_CODES[c] for c in st.talon]))
    if st.pos < len(deal._deck):
        fields.append("deck " + " ".join([_CODES[c] for c in deal._deck[st.pos:]]))
    if st.turned >= 0:
        fields.append("turned " + _CODES[st.turned])
    if st.tr >= 0 and (st.turned < 0 or st.turned // 6 != st.tr):
        fields.append(f"trump {_SUIT_LETTER[st.tr]}")
    if st.closed_by >= 0:
        fields.append(f"closed {st.closed_by} at {st.at_close[0]}/{st.at_close[1]}")
    if any(st.seat_tricks) or any(st.seat_points) or any(st.counted):
        fields.append("score " + " ".join(
            f"{st.seat_points[s] + st.counted[s]}/{st.seat_tricks[s]}" for s in range(n)))
    if any(st.pending):
        fields.append("pending " + " ".join(map(str, st.pending)))
    if st.marriage_log:
        fields.append("marriages " + " ".join(
            f"{s}:{_SUIT_LETTER[su]}" for s, su, _ in st.marriage_log))
    if st.called >= 0:
        holder = _called_holder(deal)
        in_hand = any(h >> st.called & 1 for h in st.hands)
        fields.append(f"called {CARDS[st.called].code}"
                      + (f" {holder}" if holder >= 0 and not in_hand else ""))
    if st.contract is not None:
        fields.append(f"contract {st.contract.name} {st.contract_seat}")
    if st.multiplier != 1:
        fields.append(f"multiplier {st.multiplier}")
    if st.trick_cards:
        fields.append("trick " + " ".join([_CODES[c] for c in st.trick_cards]))
    fields.append(f"move {st.to_move}")
    return "; ".join(fields)


def view_of_start(deal: Deal, seat: int) -> str | None:
    """The position a deal made from a position started from, as ``seat`` saw it then: the
    other seats' cards that nobody had seen, the talon and the cards still to deal are
    unknown (``?N``), and the cards out of play are listed (``out``). None for a dealt deck.
    (What the seat saw since comes from the deal's history: the worlds of
    :func:`schnapsen.search.sample_worlds` start from this view.)"""
    if deal._start is None:
        return None
    st = deal._undo[0] if deal._undo else deal._st
    v = deal._v
    active = deal._active
    hands = []
    for s in range(v.players):
        if s not in active:
            hands.append("-")
        elif s == seat:
            hands.append(_cards_text(st.hands[s], st.known[s]) or "-")
        else:
            shown = st.hands[s] & st.known[s]
            hidden = bin(st.hands[s]).count("1") - bin(shown).count("1")
            parts = [_cards_text(shown, shown)] if shown else []
            parts += [f"{_UNKNOWN}{hidden}"] if hidden else []
            hands.append(" ".join(parts) or "-")
    named = sum(st.hands[s] if s == seat else st.hands[s] & st.known[s] for s in active)
    for c in (*st.trick_cards, st.turned):
        if c >= 0:
            named |= 1 << c
    hidden_elsewhere = 0
    for s in active:
        if s != seat:
            hidden_elsewhere |= st.hands[s] & ~st.known[s]
    for c in (*st.talon, *deal._deck[st.pos:]):
        hidden_elsewhere |= 1 << c
    deck = 0
    for c in deal._deck:
        deck |= 1 << c
    out = deck & ~named & ~hidden_elsewhere
    fields = position_of_state(deal, st).split("; ")
    rewritten = []
    for field in fields:
        name = field.partition(" ")[0]
        if name == "hands":
            rewritten.append("hands " + " / ".join(hands))
            if out:
                rewritten.append("out " + _cards_text(out))
        elif name == "talon":
            rewritten.append(f"talon {_UNKNOWN}{len(st.talon)}")
        elif name == "deck":
            rewritten.append(f"deck {_UNKNOWN}{len(deal._deck) - st.pos}")
        else:
            rewritten.append(field)
    return "; ".join(rewritten)


def position_of_state(deal: Deal, st: Any) -> str:
    """The position notation of ``deal`` with its state record ``st`` (an earlier one)."""
    saved = deal._st
    deal._st = st
    try:
        return position_of(deal)
    finally:
        deal._st = saved


def _called_holder(deal: Deal) -> int:
    """The seat that holds (or held) the called card, as far as the sides tell: the partner of
    the declarer (the declarer itself when no other seat is on its side), or -1 before the
    sides are formed."""
    st = deal._st
    if st.called < 0 or st.side[deal._declarer] < 0:
        return -1
    for s in deal._active:
        if st.hands[s] >> st.called & 1:
            return s
    ds = st.side[deal._declarer]
    partners = [s for s in deal._active if st.side[s] == ds and s != deal._declarer]
    return partners[0] if partners else deal._declarer


# -- reading --------------------------------------------------------------------------------
def _option_value(name: str, text: str) -> Any:
    """An option's value read from its text, by the option's type."""
    low = text.strip().lower()
    if name == "match_target":
        return _number(low, "variant")
    if low == "none":
        return None
    if name == "exchange_rank":
        try:
            return Rank.parse(low)
        except InvalidNotationError:
            raise _bad("variant", f"exchange_rank is a rank or none, not {text!r}") from None
    if name == "talon_exchange":
        return tuple(_number(p, "variant") for p in low.split("/") if p)
    if low in ("true", "false"):
        return low == "true"
    if low.isdigit():
        return int(low)
    return text.strip()


_VARIANT_READ: dict[str, Variant] = {}  # a variant's text read once (variants are frozen)


def _read_variant(text: str) -> Variant:
    v = _VARIANT_READ.get(text)
    if v is None:
        v = _VARIANT_READ[text] = _read_new_variant(text)
        if len(_VARIANT_READ) > 1000:
            _VARIANT_READ.clear()
    return v


def _read_new_variant(text: str) -> Variant:
    head, sep, rest = text.partition("[")
    try:
        v = find_variant(head.strip())
    except SchnapsenError as exc:
        raise _bad("variant", str(exc)) from None
    if not sep:
        return v
    if not rest.endswith("]"):
        raise _bad("variant", "options go in brackets: at[claim=auto, failed_close_points=1]")
    names = OPTION_FIELDS | {"match_target"}
    options: dict[str, Any] = {}
    for item in rest[:-1].split(","):
        if not item.strip():
            continue
        name, eq, value = item.partition("=")
        name = name.strip()
        if not eq or name not in names:
            raise _bad("variant", f"{item.strip()!r} is not name=value with an option's name; "
                       "options are: " + ", ".join(sorted(names)))
        options[name] = _option_value(name, value)
    try:
        return v.with_options(**options)
    except SchnapsenError as exc:
        raise _bad("variant", str(exc)) from None


_NUMBERS = {str(i): i for i in range(1000)}  # the numbers of a position, read at once


def _number(text: str, field: str) -> int:
    known = _NUMBERS.get(text)
    if known is not None:
        return known
    t = text.strip()
    if not t.isdigit() or len(t) > 4:
        raise _bad(field, f"expected a whole number, not {text!r}", "number", text=text)
    return int(t)


_CARD_INDEX = {c.code: c.index for c in CARDS}


def _card(text: str, field: str) -> int:
    index = _CARD_INDEX.get(text)
    if index is not None:
        return index
    try:
        return parse_card(text).index
    except InvalidNotationError:
        raise _bad(field, f"not a card: {text!r} (a rank A T K Q J 9 and a suit H D S C)",
                   "card", text=text
                   ) from None


def _suit(text: str, field: str) -> int:
    index = _SUIT_BY_LETTER.get(text)
    if index is not None:
        return index
    try:
        return int(Suit.parse(text))
    except InvalidNotationError:
        raise _bad(field, f"not a suit: {text!r} (H D S C)", "suit", text=text) from None


def _per_seat(text: str, n: int, field: str, sep: str | None = None) -> list[str]:
    parts = [p.strip() for p in (text.split(sep) if sep else text.split())]
    if len(parts) != n:
        where = " separated by /" if sep == "/" else ""
        raise _bad(field, f"give one entry per seat, {n} in all{where}", "per_seat", count=n)
    return parts


def _fields(text: object) -> tuple[Variant, dict[str, str]]:
    if not isinstance(text, str):
        raise InvalidNotationError(f"a position is text, not {type(text).__name__}",
                                   "notation.position", field="text")
    parts = [p.strip() for p in text.strip().split(";")]
    if not parts[0]:
        raise _bad("variant", "a position starts with the variant, e.g. 'at; dealer 1; ...'")
    v = _read_variant(parts[0])
    fields: dict[str, str] = {}
    for part in parts[1:]:
        if not part:
            continue
        name, _, value = part.partition(" ")
        name = name.lower()
        if name not in _FIELD_NAMES:
            raise _bad(name, "no such field; the fields are: " + ", ".join(POSITION_FIELDS[1:]))
        if name in fields:
            raise _bad(name, "given twice", "twice_field")
        fields[name] = value.strip()
    for need in ("hands", "move"):
        if need not in fields:
            raise _bad(need, "missing", "missing")
    return v, fields


class _Cards:
    """The cards a position names, each once, all in the variant's deck."""

    def __init__(self, v: Variant, deck: list[int]) -> None:
        self.v = v
        self.deck = set(deck)
        self.where: dict[int, str] = {}
        self.unknown = 0

    def take(self, word: str, field: str) -> int:
        card = _card(word, field)
        if card not in self.deck:
            raise _bad(field, f"{CARDS[card].code} is not in the deck of {self.v.name}",
                       "not_in_deck", card=CARDS[card], variant=self.v.id)
        if card in self.where:
            raise _bad(field, f"{CARDS[card].code} is named twice (also in {self.where[card]})",
                       "twice", card=CARDS[card], other=self.where[card])
        self.where[card] = field
        return card

    def unknowns(self, word: str, field: str) -> int:
        count = _number(word[1:], field) if len(word) > 1 else 1
        self.unknown += count
        return count

    def words(self, text: str, field: str, unknown: bool = False) -> list[int]:
        """The cards of a field's words, in order; with ``unknown``, ``?N`` words give N
        unknown cards (-1 each). A card of the deck named here first is read inline (a
        position is read by the thousand in the tests and the search); anything else goes
        through :meth:`take`, which refuses it or reads it the same way."""
        cards: list[int] = []
        where, deck = self.where, self.deck
        for word in text.split():
            card = _CARD_INDEX.get(word)
            if card is not None and card in deck and card not in where:
                where[card] = field
                cards.append(card)
            elif unknown and word.startswith(_UNKNOWN):
                cards.extend([-1] * self.unknowns(word, field))
            else:
                cards.append(self.take(word, field))
        return cards


def deal_from_position(text: str) -> Deal:
    """A deal at the position ``text`` states (see the module docstring)."""
    v, f = _fields(text)
    n = v.players
    full = _FULL_DECK[v.deck_size]
    cards = _Cards(v, full)
    dealer = n - 1 if "dealer" not in f else _number(f["dealer"], "dealer")
    if dealer >= n:
        raise _bad("dealer", f"a seat from 0 to {n - 1}", "seat_range", last=n - 1)
    stage = _STAGES.get((f.get("stage") or "play").lower())
    if stage is None:
        raise _bad("stage", "one of " + ", ".join(_STAGES))
    deal = Deal._empty(v, tuple(full), dealer, None)
    active = deal._active
    st = deal._st
    st.stage = stage
    # the cards: hands (a star: seen by every seat; ?N: N unknown cards), the talon, the
    # cards still to deal, the turned card, the trick, the cards out of play
    hands, known, hidden = [0] * n, [0] * n, [0] * n
    where, deck = cards.where, cards.deck
    for s, part in enumerate(_per_seat(f["hands"], n, "hands", "/")):
        if s not in active:
            if part != "-":
                raise _bad("hands", f"seat {s} sits this deal out: write -", "sits_out", seat=s)
            continue
        hand = 0
        for word in ([] if part == "-" else part.split()):
            c = _CARD_INDEX.get(word)
            if c is not None and c in deck and c not in where:  # read as take() reads it
                where[c] = "hands"
                hand |= 1 << c
                continue
            if word.startswith(_UNKNOWN):
                hidden[s] += cards.unknowns(word, "hands")
                continue
            c = cards.take(word.rstrip(_SHOWN), "hands")
            hand |= 1 << c
            if word.endswith(_SHOWN):
                known[s] |= 1 << c
        hands[s] = hand
    talon = cards.words(f.get("talon") or "", "talon", unknown=True)
    undealt = cards.words(f.get("deck") or "", "deck", unknown=True)
    if undealt and stage is Stage.PLAY:
        raise _bad("deck", "cards are left to deal only in the bidding")
    turned = cards.take(f["turned"], "turned") if f.get("turned") else -1
    trump = turned // 6 if turned >= 0 else -1
    if f.get("trump"):
        trump = _suit(f["trump"], "trump")
        if turned >= 0 and turned // 6 != trump:
            raise _bad("trump", "the turned card shows another suit", "trump_turned")
    trick = cards.words(f.get("trick") or "", "trick")
    if trick and stage is not Stage.PLAY:
        raise _bad("trick", "no trick is played in the bidding")
    if len(trick) >= len(active):
        raise _bad("trick", "a trick on the table has fewer cards than there are players",
                   "trick_long", players=len(active))
    out = cards.words(f.get("out") or "", "out")
    # the cards named nowhere: unknown, or out of play
    rest = [c for c in full if c not in cards.where] if cards.unknown else []
    if cards.unknown and len(rest) != cards.unknown:
        raise _bad("out", f"{len(rest)} cards are named nowhere but {cards.unknown} are "
                   "unknown: list the cards taken in tricks (out ...)", "unknown_count",
                   count=len(rest), unknown=cards.unknown)
    fill = iter(rest if cards.unknown else ())  # the unknown cards, in card order
    for s in range(n):
        for _ in range(hidden[s]):
            hands[s] |= 1 << next(fill)
    talon = [c if c >= 0 else next(fill) for c in talon]
    undealt = [c if c >= 0 else next(fill) for c in undealt]
    # who is to move, and who played the cards of the trick
    move = _number(f["move"], "move")
    if move not in active:
        raise _bad("move", f"seat {move} does not play this deal", "not_playing", seat=move)
    trick_seats: list[int] = []
    s = move
    for _ in trick:
        s = active[active.index(s) - 1]
        trick_seats.insert(0, s)
    # the score, the marriages, the close, the call, the contract
    points, tricks = [0] * n, [0] * n
    if f.get("score"):
        for s, item in enumerate(_per_seat(f["score"], n, "score")):
            p, slash, t = item.partition("/")
            if not slash:
                raise _bad("score", f"write points/tricks for each seat, not {item!r}")
            points[s], tricks[s] = _number(p, "score"), _number(t, "score")
    pending = [0] * n
    if f.get("pending"):
        pending = [_number(x, "pending") for x in _per_seat(f["pending"], n, "pending")]
    marriages = []
    for item in (f.get("marriages") or "").split():
        seat_text, colon, suit_text = item.partition(":")
        seat = _number(seat_text, "marriages")
        if not colon or seat not in active:
            raise _bad("marriages", f"write seat:suit for a seat that plays, not {item!r}")
        suit = _suit(suit_text, "marriages")
        marriages.append((seat, suit, kernel.marriage_value(v, suit, trump)))
    counted = [0] * n
    for seat, _, value in marriages:
        counted[seat] += value
    for s in range(n):
        counted[s] -= pending[s]
        if counted[s] < 0:
            raise _bad("pending", f"seat {s} waits for more points than its marriages give")
        if points[s] < counted[s]:
            raise _bad("score", f"seat {s} has fewer points than its marriages that count",
                       "score_marriages", seat=s)
    if f.get("closed"):
        words = f["closed"].split()
        if len(words) != 3 or words[1] != "at" or "/" not in words[2]:
            raise _bad("closed", "write the closer's seat and its opponents' points/tricks "
                       "when it closed: closed 0 at 12/1")
        st.closed_by = _number(words[0], "closed")
        if st.closed_by not in active or not v.has_closing or turned < 0:
            raise _bad("closed", f"seat {st.closed_by} cannot have closed this talon")
        p, _, t = words[2].partition("/")
        st.at_close = (_number(p, "closed"), _number(t, "closed"))
    holder = -1
    if f.get("called"):
        words = f["called"].split()
        st.called = _card(words[0], "called")
        if st.called not in cards.deck or len(words) > 2:
            raise _bad("called", "write a card of the deck, and the seat that held it once "
                       "it has been played: called TS 2")
        if len(words) == 2:
            holder = _number(words[1], "called")
    if f.get("contract"):
        words = f["contract"].split()
        contract = v.contract(words[0].lower()) if len(words) == 2 else None
        if contract is None:
            raise _bad("contract", "write a contract of the variant and the bidder's seat: "
                       "contract snops 1")
        st.contract, st.contract_seat = contract, _number(words[1], "contract")
        if st.contract_seat not in active:
            raise _bad("contract", f"seat {st.contract_seat} does not play this deal")
    if f.get("multiplier"):
        st.multiplier = _number(f["multiplier"], "multiplier")
        if st.multiplier not in (1, 2, 4) or (st.multiplier > 1 and not v.kontra):
            raise _bad("multiplier", "1, or 2 after a kontra, 4 after a rekontra")
    # the record
    st.hands = hands
    st.known = known
    st.seat_points = [points[s] - counted[s] for s in range(n)]
    st.seat_tricks = tricks
    st.pending = pending
    st.counted = counted
    st.talon = tuple(talon)
    st.turned = turned
    st.tr = trump
    st.trick_seats = tuple(trick_seats)
    st.trick_cards = tuple(trick)
    for s, c in zip(trick_seats, trick, strict=True):
        if st.best_card < 0 or kernel.beats(c, st.best_card, trump):
            st.best_card, st.best_seat = c, s
    st.tricks_played = sum(tricks)
    st.marriage_log = tuple(marriages)
    st.to_move = move
    dealt = [c for c in full if c not in undealt] if undealt else full
    deal._deck = tuple(dealt + undealt)
    st.pos = len(dealt)
    in_hand = any(h >> st.called & 1 for h in hands) if st.called >= 0 else True
    st.partner_revealed = stage is Stage.PLAY and not in_hand and st.called not in undealt
    if stage in (Stage.PLAY, Stage.KONTRA, Stage.REKONTRA):
        # the sides were formed before the play; a contract announced in it (snapszer)
        # leaves them as they were
        contract = st.contract if st.contract is not v.play_contract else None
        if st.called >= 0 and not in_hand and holder not in active:
            raise _bad("called", "the called card has been played: name the seat that held "
                       "it (called TS 2)")
        if st.called >= 0 and in_hand:
            holder = next(s for s in active if hands[s] >> st.called & 1)
        st.side = kernel.sides(v, active, n, deal._declarer, contract, st.contract_seat,
                               holder)
        side_points, side_tricks = [0, 0], [0, 0]
        for s in active:
            side_points[st.side[s]] += points[s]
            side_tricks[st.side[s]] += tricks[s]
        st.points = (side_points[0], side_points[1])
        st.tricks = (side_tricks[0], side_tricks[1])
    _auction(deal, move)
    _check_counts(deal, len(full) - len(cards.where) - cards.unknown + len(out), out)
    deal._start = ""  # written when first asked for (Deal.start_position)
    return deal


def _auction(deal: Deal, move: int) -> None:
    """The step of the deal pattern and the seats still to speak, from the stage."""
    st = deal._st
    v = deal._v
    plan = v.deal_steps
    active = deal._active
    if st.stage is Stage.PLAY:
        st.step = len(plan)
        return
    dealt = 0
    for i, step in enumerate(plan):
        if step.kind == "hands":
            dealt += step.cards * len(active)
        elif step.kind == "talon":
            dealt += step.cards
        elif step.kind == "turn":
            dealt += 1
        elif dealt == st.pos:
            if step.stage == st.stage or (st.stage is Stage.REKONTRA and step.stage == "kontra"):
                st.step = i + 1
                break
            if st.stage is Stage.TRUMP and step.stage == "call" and not v.trump_from_call:
                st.step = i  # trump is named first, then the card is called
                break
    else:
        raise _bad("stage", f"a deal of {v.name} does not stop for {st.stage} with "
                   f"{st.pos} cards dealt")
    declarer = deal._declarer
    bidder = st.contract_seat if st.contract is not None else declarer
    if st.stage is Stage.CONTRACT:
        i = active.index(declarer)
        order = active[i + 1:] + active[: i + 1]
        st.bid_queue = order[order.index(move):]
    elif st.stage is Stage.KONTRA:
        queue = tuple(s for s in active if s != bidder)
        if move not in queue:
            raise _bad("move", f"the bidder, seat {bidder}, does not say kontra")
        st.bid_queue = queue[queue.index(move):]
    elif move != (bidder if st.stage is Stage.REKONTRA else declarer):
        raise _bad("move", f"seat {move} does not decide in the {st.stage} stage")


def _check_counts(deal: Deal, out_count: int, out: list[int]) -> None:
    """The cards out of play are those of the finished tricks, and every seat holds as many
    cards as the others (one fewer once it has played to the trick on the table)."""
    st = deal._st
    active = deal._active
    sizes = {st.hands[s].bit_count() + (s in st.trick_seats) for s in active}
    if len(sizes) != 1:
        raise _bad("hands", "every seat holds as many cards as the others (one fewer once it "
                   "has played to the trick on the table)", "hand_sizes")
    v = deal._v
    size = max(sizes)
    if size > v.hand_size:
        raise _bad("hands", f"a hand of {v.name} holds {v.hand_size} cards at most",
                   "hand_size_max", count=v.hand_size)
    if v.draws and (st.talon or st.turned >= 0) and st.closed_by < 0 and size != v.hand_size:
        raise _bad("hands", f"while the talon is open every hand holds {v.hand_size} cards "
                   "(one fewer once it has played to the trick on the table)",
                   "hand_size_open", count=v.hand_size)
    if out_count != st.tricks_played * len(active):
        field = "out" if out else "score"
        raise _bad(field, f"{out_count} card(s) out of play (named nowhere else), but "
                   f"{st.tricks_played} trick(s) of {len(active)} cards have been played",
                   "out_count", count=out_count, tricks=st.tricks_played, players=len(active))
