"""Errors raised by the engine.

Every error is a :class:`SchnapsenError`, itself a :class:`ValueError`, so callers may catch
either. An :class:`IllegalMoveError` carries the rule that forbids the move as a message key
and parameters (``key``, ``params``) so that the book can show it in the reader's language.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "SchnapsenError",
    "IllegalMoveError",
    "ExchangeDoneError",
    "InvalidNotationError",
    "UnknownVariantError",
]


class SchnapsenError(ValueError):
    """Base class of every error the engine raises on bad input."""

    def __init__(self, message: str, key: str = "error", **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, Any] = params


class IllegalMoveError(SchnapsenError):
    """A move that the rules forbid in the current position; the deal is left unchanged."""


class ExchangeDoneError(IllegalMoveError):
    """A second exchange of the trump card in one deal (key ``rule.exchange_done``): the
    exchange has been made, and its card lies turned up."""


class InvalidNotationError(SchnapsenError):
    """Text that is not a card, a move or a saved deal."""


class UnknownVariantError(SchnapsenError):
    """A variant name or alias that the engine does not know."""
