"""Reader-visible strings printed by the page on closing the talon."""

from __future__ import annotations

from ...i18n.base import Plural

MESSAGES: dict[str, str] = {
    "page.closing.points": "Seat 1 has {first.points}, seat 2 has {second.points}",
    "page.closing.before_closing": Plural(
        "Before closing: seat 1 has {first.points}, seat 2 has {second.points} and {tricks} trick",
        "Before closing: seat 1 has {first.points}, seat 2 has {second.points} and {tricks} tricks",
        "tricks",
    ),
}
