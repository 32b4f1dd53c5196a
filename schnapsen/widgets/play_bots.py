"""The play widget's opponent menu: the bots it offers for a game (:func:`bot_names`), each by
a short name (:func:`bot_name`, which a phone's menu shows whole) with what it does told
under the menu (:func:`bot_label`), and the menu's own name (:func:`bots_label`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..bots import Bot, HeuristicBot, RandomBot, make_bot
from ..variants import Variant

__all__ = ["BOTS", "has_bidding", "bot_label", "bot_name", "bots_label", "bot_names",
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


def bot_label(name: str, variant: Variant) -> str:
    """The catalogue key of opponent ``name``'s label in the menu for ``variant``: a label
    speaks of bidding only in a game that has bidding (the heuristic bot's "bids without
    judging its hand", the medium bot's "bids from its hand") and of kontra only in a game
    with kontra (from the variant's data: ``kontra``, its bidding steps, a contract announced
    in play)."""
    # a game for two with a contract announced in the play (Hungarian snapszer) has no
    # bidding: there the bot announces the contract (``{contract}``, see :func:`bot_contract`)
    contract_only = has_bidding(variant) and not any(
        step.kind == "bid" for step in variant.deal_steps)
    if name == "heuristic":
        if contract_only:
            return "ui.bot.heuristic.contract"
        return "ui.bot.heuristic" if has_bidding(variant) else "ui.bot.heuristic.plain"
    if name != "medium":
        return f"ui.bot.{name}"
    if variant.kontra:
        return "ui.bot.medium"
    if contract_only:
        return "ui.bot.medium.contract"
    if has_bidding(variant):
        return "ui.bot.medium.bids"
    return "ui.bot.medium.plain"


def bot_contract(variant: Variant) -> str:
    """The name of the contract a bot may announce in the play of ``variant`` (the
    ``{contract}`` of :func:`bot_label`'s label), "" when it has none."""
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
    cut at a phone's width; :func:`bot_label` is told under the menu."""
    return "ui.bot.random" if name == "random" else f"ui.bot.short.{name}"
