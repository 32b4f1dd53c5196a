"""The play widget's opponent menu: the bots it offers for a game (:func:`bot_names`), each by
a short name (:func:`bot_name`, which a phone's menu shows whole) with what it does told
under the menu (:func:`bot_note`), and the menu's own name (:func:`bots_label`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..bots import Bot, HeuristicBot, RandomBot, make_bot
from ..variants import Variant

__all__ = ["BOTS", "has_bidding", "bot_note", "bot_name", "bots_label", "bot_names",
           "bot_choice", "bot_contract"]

#: the opponents: the first two as ever, then the levels of :func:`schnapsen.bots.make_bot`
#: (their bidding judges the hand: contracts, snapszer, kontra)
BOTS: dict[str, Callable[[int | None], Bot]] = {
    "heuristic": HeuristicBot,
    "random": RandomBot,
    "easy": partial(make_bot, "easy"),
    "medium": partial(make_bot, "medium"),
    "hard": partial(make_bot, "hard"),
}


def has_bidding(variant: Variant) -> bool:
    """Whether ``variant`` has bidding (:attr:`Variant.has_bidding`, the variant's data)."""
    return variant.has_bidding


def bot_note(name: str, variant: Variant) -> str:
    """The catalogue key of the sentence told under the menu for opponent ``name`` in
    ``variant`` (``ui.bot.about.<case>``, a sentence of its own in every catalogue: the
    menu's name is not repeated, and no label is taken apart), "" for the random bot, whose
    name says it all. A note speaks of bidding only in a game that has bidding (the heuristic
    bot "bids without judging its hand", the medium bot "bids from its hand") and of kontra
    only in a game with kontra (from the variant's data: ``kontra``, its bidding steps, a
    contract announced in play)."""
    if name == "random":
        return ""
    # a game for two with a contract announced in the play (Hungarian snapszer) has no
    # bidding: there the bot announces the contract (``{contract}``, see :func:`bot_contract`)
    contract_only = has_bidding(variant) and not any(
        step.kind == "bid" for step in variant.deal_steps)
    if name == "heuristic":
        if contract_only:
            return "ui.bot.about.heuristic.contract"
        return "ui.bot.about.heuristic" if has_bidding(variant) else "ui.bot.about.heuristic.plain"
    if name != "medium":
        return f"ui.bot.about.{name}"
    if variant.kontra:
        return "ui.bot.about.medium"
    if contract_only:
        return "ui.bot.about.medium.contract"
    if has_bidding(variant):
        return "ui.bot.about.medium.bids"
    return "ui.bot.about.medium.plain"


def bot_contract(variant: Variant) -> str:
    """The name of the contract a bot may announce in the play of ``variant`` (the
    ``{contract}`` of :func:`bot_note`'s sentence), "" when it has none."""
    pc = variant.play_contract
    return pc.name if pc is not None else ""


def bots_label(variant: Variant) -> str:
    """The catalogue key of the menu's name: one opponent in a game for two, else several
    (one word in every game, singular or plural: "Opponent", "Opponents")."""
    return "ui.bot.one" if variant.players == 2 else "ui.bot"


def bot_names(variant: Variant) -> list[str]:
    """The opponents the menu offers for ``variant``: in a game without bidding the medium
    bot plays exactly as the heuristic bot (its only difference is its bidding), so there the
    menu offers the levels alone (random, easy, medium, hard)."""
    return [name for name in BOTS if name != "heuristic" or has_bidding(variant)]


def bot_choice(name: str, variant: Variant) -> str:
    """``name`` if the menu offers it for ``variant``, else the medium bot (which plays as
    the heuristic bot where the menu leaves that out)."""
    return name if name in bot_names(variant) else "medium"


def bot_name(name: str) -> str:
    """The catalogue key of opponent ``name``'s short name in the menu ("Medium bot"): a
    native menu cannot wrap, and the whole label ("Medium bot (plays by rules of thumb)") was
    cut at a phone's width; what the bot does is told under the menu (:func:`bot_note`)."""
    return "ui.bot.random" if name == "random" else f"ui.bot.short.{name}"
