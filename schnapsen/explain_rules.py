"""The book's rules in a sentence, for a game whose tradition's source reads them otherwise
(:attr:`~schnapsen.variants.Variant.source_rules`): the line the practice widgets and the
quizzes show above a Hungarian or Czech game (the blind readers of rounds 27-29). Below the
teaching layer and the widgets, which both show it."""

from __future__ import annotations

import html

from .i18n import MESSAGES, and_list, translate
from .variants import Variant, find_variant

__all__ = ["book_rules_clauses", "book_rules_line", "book_rules_html", "book_rules_badge",
           "book_rules_link"]

#: the chapter of each tradition whose game for two the book plays by rules its source reads
#: otherwise; its section "which rule the book plays" carries the label ``<chapter>-book-rules``
#: in every edition's page (book/<lang>/<chapter>.md)
RULES_CHAPTERS = {"hu": "snapszer", "cs": "sestasedesat"}


def book_rules_clauses(variant: Variant | str, lang: str = "en") -> list[str]:
    """What the book's rules mean in a game whose tradition's source reads them otherwise
    (:attr:`~schnapsen.variants.Variant.source_rules`): one clause for each option of the
    source's where the game plays the book's value, from the catalogue's
    ``ui.book_rules.<option>.<value>`` (``ui.book_rules.claim.manual``: "you claim 66 by saying
    “enough”") or ``ui.book_rules.<option>`` with the value as ``count``
    (``ui.book_rules.exchange_min_talon``); an option the catalogue has no clause for says
    nothing. Empty where the book plays the source's rules (the Austrian game)."""
    v = find_variant(variant) if isinstance(variant, str) else variant
    clauses = []
    for option, source_value in v.source_rules:
        value = getattr(v, option)
        if value == source_value:
            continue  # played as the source has it: nothing of the book's to say
        key = f"ui.book_rules.{option}.{value}"
        if key not in MESSAGES:
            key = f"ui.book_rules.{option}"
        if key in MESSAGES:
            clauses.append(translate(key, lang, count=value, target=v.target_points))
    return clauses


def book_rules_line(variant: Variant | str, what: str, lang: str = "en") -> str:
    """One sentence saying that a widget's ``what`` (``hands``, ``positions``) follow the book's
    rules and what that means in this game (:func:`book_rules_clauses`, joined as the language
    joins a list): "These hands follow the book's rules: you claim 66 by saying “enough”, …
    and once the talon is gone you must head the trick and trump." (the blind readers of
    rounds 27–29: the chapter's table opens on the Hungarian and Czech sources' rules, the
    practice widgets play the book's, and nothing in them said so). "" where the book plays
    the source's rules."""
    clauses = book_rules_clauses(variant, lang)
    if not clauses:
        return ""
    rules = and_list(clauses, lang, sep=translate("ui.book_rules.sep", lang),
                     last="ui.book_rules.and")
    return translate(f"ui.book_rules.{what}", lang, rules=rules)


def book_rules_html(variant: Variant | str, what: str, lang: str = "en") -> str:
    """:func:`book_rules_line` as a small muted paragraph (class ``schnapsen-book-rules``),
    "" where there is nothing to say."""
    line = book_rules_line(variant, what, lang)
    if not line:
        return ""
    return (f'<p class="schnapsen-book-rules" style="margin:0.15em 0;font-size:90%;'
            f'color:#555">{html.escape(line)}</p>')


def book_rules_link(variant: Variant | str) -> str:
    """The address of the section that says which rules the book plays in ``variant``'s game
    (its chapter's ``<chapter>-book-rules`` label, beside the page that shows a widget), ""
    for a game with no such chapter."""
    v = find_variant(variant) if isinstance(variant, str) else variant
    chapter = RULES_CHAPTERS.get(v.id.partition("-")[0])
    return f"{chapter}.html#{chapter}-book-rules" if chapter else ""


def book_rules_badge(variant: Variant | str, what: str, lang: str = "en") -> str:
    """What a practice widget shows of the book's rules (round 31, hu and cs: the whole
    paragraph, again in every widget, was too much): one short line naming the rule set, "Czech
    66 — the book's rules", a link to the chapter's section on them (:func:`book_rules_link`),
    the whole sentence (:func:`book_rules_line`) as its tooltip. "" where the book plays the
    source's rules."""
    from .i18n.names import variant_name

    v = find_variant(variant) if isinstance(variant, str) else variant
    line = book_rules_line(v, what, lang)
    if not line:
        return ""
    words = html.escape(translate("ui.book_rules.badge", lang,
                                  variant=variant_name(v.id, lang, title=True)))
    link = book_rules_link(v)
    label = (f'<a href="{html.escape(link)}" title="{html.escape(line)}" '
             f'style="color:inherit">{words}</a>' if link else words)
    return ('<p class="schnapsen-book-rules schnapsen-book-rules-badge" '
            'style="margin:0.15em 0;font-size:85%"><span style="display:inline-block;'
            'padding:0.05em 0.6em;border:1px solid #9ab;border-radius:1em;background:#f1f5f8;'
            f'color:#234">{label}</span></p>')
