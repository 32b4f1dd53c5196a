"""Pieces of the book's pages generated from rule data: comparison tables of the variants
and the "Where the sources differ" boxes. Every string comes from the catalogues.

These return objects that display themselves as HTML in a notebook (IPython is imported only
by :func:`glue`, which runs in a page's kernel).
"""

from __future__ import annotations

import enum
import html
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Rank
from ..compare import ROWS, book_rows, rule_cells
from ..explain import Explanation, format_message, names_only
from ..i18n import MESSAGES, Choice, Label, and_list, role_label, translate
from ..i18n.base import capitalised, mid_sentence
from ..variants import VARIANTS, Variant, find_variant
from ..variants.decisions import DECISIONS, Decision
from ..variants.quotes import find_quote
from .quotes import quote_html

__all__ = [
    "Html",
    "comparison_table",
    "decisions_box",
    "ROWS",
    "RULES",
    "Rule",
    "rules_reference",
    "rule_numbers",
    "quiz",
    "chapter_quiz",
    "glue",
    "jupyterquiz_items",
    "question_html",
    "page_text",
    "role_labels",
    "words",
    "after_colon",
]


class Html:
    """A piece of HTML that a notebook shows as HTML (and prints as its source)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_html_(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


def _t(key: str, lang: str, **params: Any) -> str:
    return translate(key, lang, **params)


def comparison_table(
    variants: Sequence[str | Variant] = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66"),
    lang: str = "en",
    rows: Sequence[str] | None = None,
    only_differences: bool = False,
    ids: bool = False,
    by_game: bool = False,
) -> Html:
    """A table with one column per variant and one row per rule, read from the rule data;
    cells that differ from the first column are marked. Each column is headed by the game's
    name; ``ids`` adds the engine's id under it (the rules reference and the engine chapter,
    never a learner's page). ``only_differences``: only the rows where some variant differs
    from the first. ``by_game`` turns it round: one row per game, one column per rule (a few
    rules of many games fit a phone's column that way)."""
    vs = [find_variant(v) for v in variants]
    picked = [r for r in ROWS if rows is None or r[0].split(".")[-1] in rows]
    marked = {v.id: book_rows(v) for v in vs}
    mark_title = html.escape(_t("table.book_mark.title", lang))

    def td(text: str, diff: bool, variant: Variant, row_key: str) -> str:
        book = row_key.split(".")[-1] in marked[variant.id]
        classes = " ".join(c for c, on in (("sq-diff", diff), ("sq-book", book)) if on)
        mark = (f'<sup class="sq-book-mark" title="{mark_title}">*</sup>' if book else "")
        # the star may go to the next line (a zero-width space before it): it never widens a
        # column past its longest word (c92: the hu table 2 px past a desktop's box)
        return f'<td class="{classes}">{html.escape(text)}{chr(0x200B) if mark else ""}{mark}</td>'

    def notes() -> str:
        out = []
        for v in vs:
            shown = [_t(key, lang) for key, _read in picked
                     if key.split(".")[-1] in marked[v.id]
                     and not (only_differences and key not in differing)]
            if shown:
                out.append(html.escape(_t(
                    "table.book_note", lang,
                    game=capitalised(_t("variant." + v.id, lang)), rows=and_list(shown, lang))))
        return "".join(f"<br/>{n}" for n in out)

    differing = {key for key, cells in rule_cells(vs, lang, rows)
                 if any(c != cells[0] for c in cells)}
    if by_game:
        head = "".join(f"<th>{html.escape(_t(key, lang))}</th>" for key, _read in picked)
        first = [read(vs[0], lang) for _key, read in picked]
        body = []
        for i, v in enumerate(vs):
            cells = [read(v, lang) for _key, read in picked]
            tds = "".join(td(c, bool(i) and c != first[j], v, picked[j][0])
                          for j, c in enumerate(cells))
            name = html.escape(capitalised(_t("variant." + v.id, lang)))
            body.append(f'<tr><th scope="row">{name}</th>{tds}</tr>')
        caption = html.escape(_t("table.caption.by_game", lang)) + notes()
        return Html(
            '<div class="sq-table-wrap"><table class="sq-compare table">'
            f"<caption>{caption}</caption>"
            f"<thead><tr><th></th>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
        )
    head = "".join(f"<th{_engine_name(v.id) if ids else ''}>"
                   f"{html.escape(capitalised(_t('variant.' + v.id, lang)))}</th>"
                   for v in vs)
    body = []
    for key, cells in rule_cells(vs, lang, rows):
        if only_differences and all(c == cells[0] for c in cells):
            continue
        tds = "".join(td(c, bool(i) and c != cells[0], vs[i], key)
                      for i, c in enumerate(cells))
        body.append(f"<tr><th scope=\"row\">{html.escape(_t(key, lang))}</th>{tds}</tr>")
    caption = html.escape(_t("table.caption", lang)) + notes()
    return Html(
        '<div class="sq-table-wrap"><table class="sq-compare table">'
        f"<caption>{caption}</caption>"
        f"<thead><tr><th></th>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>"
    )


def _decision_items(keys: Sequence[str] | None, variants: Sequence[str] | None) -> list[Decision]:
    out = []
    for d in DECISIONS:
        if keys is not None and d.key not in keys:
            continue
        if variants is not None and not set(variants) & set(d.variants):
            continue
        out.append(d)
    return out


def decisions_box(
    keys: Sequence[str] | None = None,
    variants: Sequence[str] | None = None,
    lang: str = "en",
    rules_href: str = "rules.html",
    options: bool = False,
) -> Html:
    """The "Where the sources differ" box for some decisions (by key or by variant): each
    decision's text, the sources' words it rests on with their translation, what it rests on
    and, with ``options`` (the rules reference only: learner pages name no engine option),
    the option that switches it.

    ``options`` also says which page the box is on. The rules reference's box cites the
    numbered rules a decision belongs to, each number linked to its rule; a learner page's
    box names no rule number (its source line is the decision's ``learner`` form) and ends a
    decision that belongs to a rule with one link, worded without a number, to the first of
    its rules in the rules reference."""
    items = _decision_items(keys, variants)
    if not items:
        raise ValueError("no decision matches")
    lis = []
    # the box names each source at its first quote, as a page's prose does
    # (tools/quotes_ext.py); its later quotes stand without the name (round 19: hr repeated
    # "izvor o šnapsu na srpskom" after every quote)
    named: set[str] = set()
    for d in items:
        text = _t("decision." + d.key, lang)
        shown = []
        for q in d.quotes:
            source = find_quote(q).source
            said = quote_html(q, lang, rules_href=rules_href, named=source not in named)
            shown.append(f"<li>{said}</li>")
            named.add(source)
        quotes = "".join(shown)
        quotes = f'<ul class="sq-quotes">{quotes}</ul>' if quotes else ""
        numbers = rule_numbers(d)
        if options or not numbers:
            src = _link_rules(
                html.escape(_t("decision.source", lang,
                               source=_t(f"decision.{d.key}.source", lang))),
                numbers)
        else:
            said = _t("decision.source", lang,
                      source=_t(f"decision.{d.key}.source.learner", lang))
            more = html.escape(_t("decision.more", lang))
            src = (f'{html.escape(said)} <a class="sq-rule-link" '
                   f'href="{RULES_PAGE}#rule-{numbers[0]}">{more}</a>')
        opt = ""
        if options and d.option:
            # the option's name in the program, as the item's hover title: kept for
            # programmers, out of the reader's text (hr reader 26: "Naziv u programskom kodu:
            # direction" read as a sentence of the rules)
            said = html.escape(_t("decision.option", lang, option=d.option))
            opt = f' title="{said}" data-program-name="{html.escape(d.option)}"'
        lis.append(f'<li data-decision="{d.key}"{opt}>{html.escape(text)}{quotes} '
                   f'<span class="sq-source">{src}</span></li>')
    title = html.escape(_t("decision.title", lang))
    return Html(
        f'<div class="admonition note sq-differ"><p class="admonition-title">{title}</p>'
        f"<ul>{''.join(lis)}</ul></div>"
    )


#: The page of each edition that holds the numbered rules (book/<lang>/rules.md), relative to
#: the pages that show a "Where the sources differ" box (they sit in the same folder).
RULES_PAGE = "rules.html"

def rule_numbers(decision: Decision) -> tuple[int, ...]:
    """The numbered rules of the rules reference that a decision belongs to (its ``rules``;
    its source text names them, "the book's reading, rules 7 and 10", and the box links
    them)."""
    return decision.rules


def _link_rules(text: str, numbers: Sequence[int]) -> str:
    """``text`` (already HTML) with each cited rule number linked to its anchor on the rules
    page, together with the word "rule" next to it in the editions' languages (en, hr, sl,
    cs before the number, hu after it: "3. szabály")."""
    for n in numbers:
        pattern = re.compile(
            rf"(?<![\w.])((?:(?:rules?|pravil[oaie]|pravidl[oa])\s+)?{n}"
            rf"(?:\.(?=\s+(?:és|szabály)))?(?:\s+szabály\w*)?)(?!\d)"
        )
        href = f"{RULES_PAGE}#rule-{n}"

        def link(m: re.Match[str], href: str = href) -> str:
            return f'<a class="sq-rule-link" href="{href}">{m.group(1)}</a>'

        text = pattern.sub(link, text, count=1)
    return text


@dataclass(frozen=True)
class Rule:
    """One entry of the rules reference: its number (the anchor is ``rule-<number>``, plus
    ``rule-<alias>`` when it has one), the comparison-table rows whose values show how the
    traditions differ on it, the option fields it explains (each with its value in every
    variant compared), the decisions that belong to it besides those citing its number, and
    the variants it is compared across."""

    key: str
    rows: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    decisions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66")
    alias: str = ""

    @property
    def number(self) -> int | None:
        return int(self.key) if self.key.isdigit() else None


_MULTI = ("hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4")
#: the games with contracts or doubling (rule 12), from the variant data: the Slovenian games
#: for three to five, the Hungarian snapszer for two and four, the kontra of the game for three
_CONTRACTS = tuple(sorted(
    (vid for vid, v in VARIANTS.items() if v.contracts or v.play_contract or v.kontra),
    key=lambda vid: (vid.split("-")[0] != "sl", vid)))

#: The rules reference: the two-player rules 1-10 (Austrian tournament rules are the baseline,
#: the other traditions' differences are read from the rule data), then 11 the games for three
#: to five players, 12 the contracts and 13 the match. Code and tests cite these numbers
#: ("rules reference rule 6"). Texts: ``page.rules.title.<key>``, ``page.rules.text.<key>``.
RULES: tuple[Rule, ...] = (
    Rule("1", rows=("deck", "deal", "direction"), options=("direction",)),
    Rule("2"),
    Rule("3", rows=("exchange",),
         options=("exchange_rank", "exchange_min_talon", "exchange_needs_trick")),
    Rule("4", rows=("marriage_first", "marriage_after"),
         options=("marriage_on_first_lead", "marriages_after_close", "marriage_waits")),
    Rule("5", rows=("closing",), options=("close_min_talon",)),
    Rule("6", rows=("strict",), options=("strict_rules",)),
    Rule("7", rows=("claim",), options=("claim",)),
    Rule("8", rows=("last_trick",), options=("last_trick_rule", "last_trick_bonus")),
    Rule("9", decisions=("snapszer_two",)),
    Rule("10", rows=("failed_close",), options=("failed_close_points", "closer_must_win")),
    Rule("11", rows=("players", "deck", "deal", "direction", "teams", "strict", "claim"),
         options=("direction", "talon_exchange", "trump_from_call", "claim"),
         decisions=("trump_call_any_suit", "blind_exchange", "talon_counts_for_nobody",
                    "slovenian_four_trump", "croatian_four_trump", "hungarian_four_trump",
                    "called_card", "multi_claim", "multi_strict", "sl5_deal"),
         variants=_MULTI, alias="multi"),
    Rule("12", rows=("contracts", "kontra"), options=("kontra", "caller_precedence"),
         decisions=("contract_bidding", "caller_precedence", "contract_marriages",
                    "slovenian_berac", "kontra"),
         variants=_CONTRACTS, alias="contracts"),
    Rule("13", rows=("match",), options=("match_target",),
         decisions=("team_scores", "markers", "krejci", "slovenian_target"),
         variants=("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66") + _MULTI, alias="match"),
)


def _rule_decisions(rule: Rule) -> list[Decision]:
    """The decisions shown under ``rule``: those that cite its number, and those it names.
    Every decision is shown under exactly one rule (tests/test_rules_page.py)."""
    return [d for d in DECISIONS
            if (rule.number is not None and d.rules and d.rules[-1] == rule.number)
            or (not d.rules and d.key in rule.decisions)]


def _differences(rule: Rule, lang: str) -> str:
    """For each row of the rule: every value the traditions give, with the traditions that
    give it (the first value is the first variant's, the baseline)."""
    vs = [find_variant(v) for v in rule.variants]
    items = []
    for key, read in ROWS:
        if key.split(".")[-1] not in rule.rows:
            continue
        groups: dict[str, list[str]] = {}
        for v in vs:
            groups.setdefault(read(v, lang), []).append(_t("variant." + v.id, lang))
        if len(groups) == 1:
            (value,) = groups
            everywhere = html.escape(_t("page.rules.everywhere", lang))
            values = f'{html.escape(value)} <span class="sq-rule-who">({everywhere})</span>'
        else:
            values = "<ul>" + "".join(
                f"<li>{html.escape(value)} <span class=\"sq-rule-who\">"
                f"({html.escape(', '.join(names))})</span></li>"
                for value, names in groups.items()) + "</ul>"
        items.append(f"<li><strong>{html.escape(_t(key, lang))}:</strong> {values}</li>")
    return "<ul class=\"sq-rule-differ\">" + "".join(items) + "</ul>" if items else ""


#: the options whose ``None`` says something of its own ("no exchange", "2 or 3")
_NONE_WORDS = ("exchange_rank", "failed_close_points")


def option_words(name: str, value: Any, lang: str = "en") -> str:
    """An option's value in the reader's words: yes or no, a rank's name, the words of a
    choice (``page.rules.value.<option>.<choice>``), a number as it is."""
    from ..explain import rank_name

    if isinstance(value, bool):
        return _t("table.yes" if value else "table.no", lang)
    if value is None:
        return _t(f"page.rules.value.{name}.none" if name in _NONE_WORDS else "table.none",
                  lang)
    if isinstance(value, enum.Enum) and isinstance(value, int):
        return rank_name(Rank(value), lang)
    if isinstance(value, str):
        key = f"table.direction.{value}" if name == "direction" else (
            f"page.rules.value.{name}.{value}")
        return _t(key, lang)
    if isinstance(value, tuple):
        if not value:
            return _t("table.none", lang)
        words = [str(v) for v in value]
        if len(words) == 1:
            return words[0]
        return _t("page.rules.value.or", lang, items=", ".join(words[:-1]),
                  last_item=words[-1])
    return str(value)


def _engine_name(name: str) -> str:
    """The program's name of a game or an option (``sl-3``, ``close_min_talon``) as a hover
    title of the cell that names it for the reader (`` title="sl-3"``, an attribute): kept
    for programmers, out of the reader's text (hr and sl readers 26 read "direction", "hr-2"
    under the names; round 9's "sl-3Slovenski" glued a name shown to the next cell)."""
    return f' title="{html.escape(name)}" data-program-name="{html.escape(name)}"'


def options_table(rule: Rule, lang: str = "en") -> str:
    """The rule's options: each option's name, what it does, and its value (the default) in
    every variant the rule compares; a value that differs from the first variant's is marked."""
    if not rule.options:
        return ""
    vs = [find_variant(v) for v in rule.variants]
    # the games by name, the rule by what it does; the program's names of each (the variant's
    # id, the option's name) in the cells' hover titles, for readers who use the engine
    head = "".join(f'<th{_engine_name(v.id)}>'
                   f'{html.escape(capitalised(_t("variant." + v.id, lang)))}</th>'
                   for v in vs)
    body = []
    for name in rule.options:
        cells = [option_words(name, v.options()[name], lang) for v in vs]
        tds = "".join(
            f'<td class="{"sq-diff" if i and c != cells[0] else ""}">{html.escape(c)}</td>'
            for i, c in enumerate(cells))
        what = html.escape(_t(f"page.rules.option.{name}", lang))
        body.append(f'<tr><th scope="row"{_engine_name(name)}><span class="sq-option-what">'
                    f'{capitalised(what)}</span></th>{tds}</tr>')
    caption = html.escape(_t("page.rules.options.caption", lang))
    return ('<div class="sq-table-wrap"><table class="sq-compare sq-options table">'
            f"<caption>{caption}</caption><thead><tr><th></th>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>")


def role_labels(*names: str, lang: str | None = None) -> tuple[Label, ...]:
    """Seat labels that are role words ("Forehand", "Dealer"), for a page's pictures: as given
    where a label stands alone, in lower case where a sentence names the seat, with the
    article the language puts there (a trick's description "King of Hearts (forehand), …;
    won by dealer", hu "… az osztó vitte el"). ``lang``: the page's language (the one its
    first cell set, :func:`page_text`, when not given)."""
    from ..render import display_language

    return tuple(role_label(n, lang or display_language()) for n in names)


def contracts_list(rule: Rule, lang: str = "en") -> str:
    """Every contract of the rule's variants, said from its data (its aim and value), with
    the variants that play it."""
    from ..explain import contract_summary

    found: dict[str, list[str]] = {}
    for vid in rule.variants:
        v = find_variant(vid)
        for c in list(v.contracts) + ([v.play_contract] if v.play_contract else []):
            found.setdefault(contract_summary(c, lang), []).append(_t("variant." + v.id, lang))
    if not found:
        return ""
    return '<ul class="sq-rule-differ">' + "".join(
        f'<li>{html.escape(text)} <span class="sq-rule-who">({html.escape(", ".join(who))})'
        "</span></li>" for text, who in found.items()) + "</ul>"


def rule_section(rule: Rule, lang: str = "en") -> str:
    """One rule of the reference: its heading and anchor, its text, how the traditions differ
    (from the rule data), its options and their values, and its "Where the sources differ"
    box."""
    title = _t(f"page.rules.title.{rule.key}", lang)
    heading = f"{rule.number}. {title}" if rule.number is not None else title
    body = [f'<p>{html.escape(_t(f"page.rules.text.{rule.key}", lang))}</p>']
    differ = _differences(rule, lang) + (contracts_list(rule, lang) if rule.key == "12" else "")
    if differ:
        sub = html.escape(_t("page.rules.differ", lang))
        body.append(f'<p class="sq-rule-sub"><strong>{sub}</strong></p>' + differ)
    options = options_table(rule, lang)
    if options:
        sub = html.escape(_t("page.rules.options", lang))
        body.append(f'<p class="sq-rule-sub"><strong>{sub}</strong></p>' + options)
    decisions = _rule_decisions(rule)
    if decisions:
        body.append(str(decisions_box(keys=[d.key for d in decisions], lang=lang,
                                      rules_href="", options=True)))
    alias = f'<span id="rule-{rule.alias}"></span>' if rule.alias else ""
    return (f'<section class="sq-rule" id="rule-{rule.key}" aria-labelledby="rule-{rule.key}-h">'
            f'{alias}<h3 id="rule-{rule.key}-h">{html.escape(heading)}</h3>{"".join(body)}'
            "</section>")


def rules_reference(lang: str = "en") -> Html:
    """The rules reference page's body: each rule (:func:`rule_section`), then every variant's
    values in two tables (the games for two, the games for three to five), one sentence on
    copying a position as a line of text (the notation itself is the engine chapter's:
    :func:`position_notation`; round 31, hr: a learner's reference ended on the engine's
    codes) and the list of the sources, all in the reader's language."""
    parts = [rule_section(rule, lang) for rule in RULES]
    parts.append(variants_section(lang))
    parts.append(notation_pointer(lang))
    parts.append(sources_section(lang))
    return Html('<div class="sq-rules">' + "".join(parts) + "</div>")


def variants_section(lang: str = "en") -> str:
    """Every variant's rule data in two tables: the games for two, the games for three to
    five."""
    title = html.escape(_t("page.rules.variants", lang))
    intro = html.escape(_t("page.rules.variants.text", lang))
    two = comparison_table(("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66"), lang, ids=True)
    multi = comparison_table(_MULTI, lang, ids=True)
    return (f'<section class="sq-rule" id="variants" aria-labelledby="variants-h">'
            f'<h3 id="variants-h">{title}</h3><p>{intro}</p>{two}{multi}</section>')


#: the fields of the position notation (:mod:`schnapsen.notation`), in the order written
NOTATION_FIELDS = ("variant", "dealer", "stage", "hands", "talon", "deck", "turned", "trump",
                   "out", "closed", "score", "pending", "marriages", "called", "contract",
                   "multiplier", "trick", "move")
#: the position the notation section shows: an Austrian deal three tricks in
NOTATION_EXAMPLE = ("at", 7, ("TD", "KD", "QS", "KS", "x", "JC", "QC"))


def notation_section(lang: str = "en") -> str:
    """The position notation (the game's FEN): what each field means, and one position as
    :meth:`schnapsen.Deal.position` writes it, then field by field."""
    from ..deal import Deal

    variant, seed, moves = NOTATION_EXAMPLE
    line = Deal.new(variant, seed=seed).replay(list(moves)).position()
    title = html.escape(_t("page.rules.notation", lang))
    intro = html.escape(_t("page.rules.notation.text", lang))
    rows = "".join(
        f'<tr><th scope="row"><code>{"at[…]" if name == "variant" else html.escape(name)}</code>'
        f'</th><td>{html.escape(_t(f"page.rules.notation.{name}", lang))}</td></tr>'
        for name in NOTATION_FIELDS)
    table = ('<div class="sq-table-wrap"><table class="sq-notation table"><tbody>'
             f"{rows}</tbody></table></div>")
    example = html.escape(_t("page.rules.notation.example", lang))
    fields = "<br/>".join(html.escape(f) for f in line.split("; "))
    return (f'<section class="sq-rule" id="notation" aria-labelledby="notation-h">'
            f'<h3 id="notation-h">{title}</h3><p>{intro}</p>{table}<p>{example}</p>'
            f'<p><code class="sq-position">{html.escape(line)}</code></p>'
            f"<p><code>{fields}</code></p></section>")


def notation_pointer(lang: str = "en") -> str:
    """The rules reference's one sentence on the position notation: a position can be copied
    as a line of text and pasted back, and the engine chapter describes the notation (a link
    to its section, :func:`position_notation`)."""
    mark = "\ue000"  # a private-use character where the link goes
    link = (f'<a href="engine.html#notation">'
            f'{html.escape(_t("page.rules.notation.pointer.chapter", lang))}</a>')
    text = html.escape(_t("page.rules.notation.pointer", lang, chapter=mark))
    return f'<p class="sq-notation-pointer">{text.replace(mark, link)}</p>'


def position_notation(lang: str = "en") -> Html:
    """The position notation for the engine chapter (:func:`notation_section`)."""
    return Html(notation_section(lang))


def sources_section(lang: str = "en") -> str:
    """The rules reference's list of the four sources, each with its anchor
    ``source-<id>``: the target of every quote's source link (:mod:`.quotes`)."""
    from ..variants.quotes import SOURCES
    from .quotes import source_anchor, source_name

    def opening(s: str) -> str:
        src = SOURCES[s]
        words = (f'<span lang="{src.text_lang}">'
                 f'{html.escape(src.opening)}</span>')
        mark = "\ue000"  # a private-use character where the words go
        return html.escape(_t("page.rules.source.opening", lang, words=mark)).replace(
            mark, words)

    items = "".join(
        f'<li id="{source_anchor(s)}"><strong>{html.escape(source_name(s, lang))}</strong>: '
        f'{html.escape(_t(f"page.rules.source.{s}", lang))} {opening(s)}</li>'
        for s in SOURCES)
    title = html.escape(_t("page.rules.sources", lang))
    intro = html.escape(_t("page.rules.sources.text", lang))
    others = html.escape(_t("page.rules.sources.others", lang))
    return (f'<section class="sq-rule" id="sources" aria-labelledby="sources-h">'
            f'<h3 id="sources-h">{title}</h3><p>{intro}</p><ul>{items}</ul>'
            f'<p>{others}</p></section>')


def all_variant_ids() -> list[str]:
    return list(VARIANTS)


def _picture(q: Any, lang: str) -> str:
    """The position a question is about, drawn: the trick and the hand that answers it, the
    finished trick, every trick so far with its winner marked, the table as the seat to move
    sees it, the cards asked about, or the top of the pack with each card's number."""
    from ..cards import parse_card
    from ..deal import Deal
    from ..render import card_svg, hand_svg, names_for, table_svg, trick_svg

    names = names_for(lang)  # the page's words for seats and cards, not the English defaults
    kind = q.picture or q.kind
    if kind == "cards":
        return hand_svg([parse_card(c) for c in q.cards], width=44, overlap=False, names=names)
    if kind == "pack":
        return "".join(_figure(card_svg(parse_card(c), width=34, names=names), str(i))
                       for i, c in enumerate(q.cards, 1))
    if not q.deal_text:
        return ""
    deal = Deal.from_text(q.deal_text)
    if kind == "table":
        return table_svg(deal, seat=q.seat, reveal=False, width=40, names=names)
    if kind == "trick":
        t = deal.tricks[-1]
        return trick_svg(list(zip(t.seats, t.cards, strict=True)), width=44,
                         names=names)  # no winner mark
    if kind == "legal":
        led = trick_svg(deal.current_trick, width=44, names=names)
        hand = hand_svg(list(deal.hand(q.seat)), width=44, overlap=False, names=names,
                        what="hand")
        return _figure(led, "") + _figure(hand, _t("quiz.hand", lang, seat=q.seat))
    if kind == "points":
        return "".join(
            _figure(trick_svg(t, width=34, names=names), _t("quiz.trick_no", lang, number=i))
            for i, t in enumerate(deal.tricks, 1)
        )
    return ""


def _figure(picture: str, caption: str) -> str:
    """A picture of a quiz question with its caption under it."""
    cap = (f'<figcaption style="font-size:0.7em;text-align:center;color:#222">'
           f"{html.escape(caption)}</figcaption>" if caption else "")
    return ('<figure class="sq-quiz-trick" style="display:inline-block;margin:0 0.8em 0.4em 0;'
            f'vertical-align:top">{picture}{cap}</figure>')


def question_html(q: Any, lang: str = "en", pictures: bool = True) -> str:
    """A question as the reader sees it: what the reader is told (trump, talon, points and
    tricks), the position drawn, then the question ("choose all that apply" when several
    answers are right)."""
    facts = "".join(f"<li>{html.escape(line)}</li>" for line in q.context_in(lang))
    style = "margin:0 0 0.4em;padding-left:1.2em;font-size:0.8em;font-weight:normal"
    text = f'<ul class="sq-quiz-context" style="{style}">{facts}</ul>' if facts else ""
    if pictures:
        pic = _picture(q, lang)
        if pic:
            # a light panel: the pictures' labels ("Seat 1", "wins") are drawn for a light page
            panel = ("display:inline-block;max-width:100%;background:#fdfaf0;color:#222;"
                     "border-radius:6px;padding:6px 8px;font-weight:normal")
            text += f'<div class="sq-quiz-picture" style="{panel}">{pic}</div>'
    prompt = q.prompt_in(lang)
    if q.multiple:
        prompt += " " + _t("quiz.choose_all", lang)
    return text + f'<p class="sq-quiz-prompt" style="margin:0.3em 0 0">{html.escape(prompt)}</p>'


def jupyterquiz_items(questions: Sequence[Any], lang: str = "en",
                      pictures: bool = True) -> list[dict[str, Any]]:
    """Questions in jupyterquiz's format; every answer carries feedback from the catalogue
    (the rule and the arithmetic), so the library's own (English-only) words are never
    shown."""
    from ..cards import parse_card

    items = []
    for q in questions:
        def label(i: int, choice: str, q: Any = q) -> str:
            if q.labels:
                return str(q.label_in(i, lang))
            try:
                return format_message("quiz.card", names_only({"card": parse_card(choice)}),
                                      lang)
            except ValueError:
                return choice

        labels = [label(i, c) for i, c in enumerate(q.choices)]
        explanation = q.explanation_in(lang)
        right = _t("quiz.right", lang) + " " + explanation
        wrong = _t("quiz.wrong", lang) + " " + _answer(q, labels, explanation, lang)

        def verdict(i: int, q: Any = q, right: str = right, wrong: str = wrong,
                    explanation: str = explanation, labels: list[str] = labels) -> str:
            """The feedback of choice ``i``: where the answer is a card, the card the reader
            chose named first ("You chose the Ace of Hearts: right.", sl reader 37)."""
            card = None if q.labels else _card_of(q.choices[i])
            if card is None:
                return right if i in q.correct else wrong
            if i in q.correct:
                return format_message("quiz.right.card", {"card": card}, lang) + " " + explanation
            return (format_message("quiz.wrong.card", {"card": card}, lang) + " "
                    + _answer(q, labels, explanation, lang))
        several = q.multiple and len(q.correct) > 1
        question = question_html(q, lang, pictures)
        if several:
            # the whole solution once every right answer is found (_static/schnapsen.js)
            # ``data-bare``: the solution without the verdict, after a wrong pick once every
            # right answer is found (sl, hr readers 28: "… you have found them all. Right. …")
            question += (f'<div class="sq-quiz-solution" hidden '
                         f'data-bare="{html.escape(explanation)}">{html.escape(right)}</div>')
            question += found_phrases(len(q.correct), lang)
        items.append({
            "question": question,
            "type": "many_choice" if q.multiple else "multiple_choice",
            "answers": [
                {"answer": html.escape(labels[i]),
                 "correct": i in q.correct,
                 "feedback": html.escape(
                     (_t("quiz.right.one_of", lang, answer=q.word_in(i, lang) if q.labels
                         else Choice(labels[i])) if several else verdict(i))
                     if i in q.correct else verdict(i))}
                for i in range(len(q.choices))
            ],
        })
    return items


def _card_of(choice: str) -> Any:
    """The card a quiz's choice names, or None where the choice is no card."""
    from ..cards import parse_card

    try:
        return parse_card(choice)
    except ValueError:
        return None


def found_phrases(total: int, lang: str = "en") -> str:
    """How many of a question's ``total`` right answers the reader has found, for each count
    from none to all ("Right answers found: 1 of 2.", ``quiz.found``), as a hidden element of
    the question: the page's script (_static/schnapsen.js) puts the phrase in place of the
    raw "[1/2]" jupyterquiz writes after its feedback."""
    import json

    # all found: a sentence of its own (hu reader, round 20: "Eddig 2 helyes választ találtál,
    # összesen 2 van." for both of two)
    phrases = [_t("quiz.found.all" if n == total else "quiz.found", lang, found=n, total=total)
               for n in range(total + 1)]
    # a wrong pick once all are found is no verdict (hu reader 27): ``data-after`` opens it
    return (f'<div class="sq-quiz-found" hidden data-phrases="'
            f'{html.escape(json.dumps(phrases, ensure_ascii=False))}" '
            f'data-after="{html.escape(_t("quiz.after_all", lang))}"></div>')


def _answer(q: Any, labels: Sequence[str], explanation: str, lang: str) -> str:
    """The explanation a wrong answer gets: the right answer (the right answers) stated,
    then the rule. A question with several right answers whose explanation already names
    each of them word for word ("allowed: the Ace of Hearts, the Ten of Hearts") is not
    told them twice."""
    from .drills import names_answer

    right = [labels[i] for i in q.correct]
    if len(right) > 1 and all(r in explanation for r in right):
        return explanation
    # each label as the reader saw it, or inside the sentence ({answer.mid}: "… igen.")
    words = [q.word_in(i, lang) if q.labels else Choice(labels[i]) for i in q.correct]
    stated = (_t("quiz.answer", lang, answer=words[0]) if len(right) == 1
              else _t("quiz.answers", lang, answers=Choice(
                  ", ".join(right), ", ".join(w.mid for w in words))))
    if len(right) == 1 and not explanation.casefold().startswith(
            right[0].rstrip(".").casefold()) and names_answer(explanation, right):
        # an explanation that names the answer first (sl "Odgovor je »ne«: …") says it
        return explanation
    if len(right) == 1:
        # an explanation that opens with the answer itself ("Yes. Seat 2 is on lead …") is
        # not told it twice (a new reader, round 23: "The right answer: Yes. Yes.")
        head = right[0].rstrip(".") + "."
        if explanation[:len(head)].casefold() == head.casefold():
            explanation = explanation[len(head):].lstrip()
    return stated + " " + explanation


def quiz(variant: str = "at", kinds: Sequence[str] = ("legal", "trick", "points"),
         seed: int = 0, lang: str = "en") -> None:
    """Show a quiz in a notebook page: questions generated from seeded deals and answered by
    the engine (rendered by jupyterquiz, which works in the static page). Above it, for a game
    whose source reads some rules otherwise (hu-2, cs-2: round 29), a small line says which of
    the book's rules its questions follow (:func:`~schnapsen.explain_rules.book_rules_line`);
    none above questions that ask about no rule of play (:data:`.quiz.NO_PLAY_RULE`: the
    marker cards, round 31).
    """
    from IPython.display import display

    from ..explain_rules import book_rules_html
    from .quiz import NO_PLAY_RULE, make_questions

    rules = ("" if set(kinds) <= NO_PLAY_RULE
             else book_rules_html(variant, "questions", lang))
    if rules:
        display(Html(rules))  # type: ignore[no-untyped-call]
    items = jupyterquiz_items(make_questions(variant, list(kinds), seed=seed), lang)
    _show_quiz(items, f"{variant}-{seed}-{','.join(kinds)}")


def _show_quiz(items: list[dict[str, Any]], ids_seed: str) -> None:
    """Render quiz ``items`` with jupyterquiz, its element ids drawn from ``ids_seed`` (the
    same ids every build), leaving the global random state as it was."""
    import random

    from jupyterquiz import display_quiz  # type: ignore[import-untyped]

    state = random.getstate()
    random.seed(ids_seed)
    try:
        display_quiz(items, shuffle_answers=False, max_width=720,
                     colors={"--jq-multiple-choice-bg": "#2e5e4e",
                             "--jq-many-choice-bg": "#7a4b12"})
    finally:
        random.setstate(state)


#: the game an edition's quiz of a chapter is asked in, where it is not the Austrian: the
#: Czech edition's match quiz in its own game (cs reader, round 33: same 7-to-0 count, plus
#: the krejčí), so that every edition's page keeps the same code cell
EDITION_QUIZ_GAMES: dict[tuple[str, str], str] = {("cs", "match"): "cs-2"}


def chapter_quiz(chapter: str, lang: str = "en", variant: str | None = None) -> None:
    """Show a chapter's quiz in its page: the questions of
    :data:`schnapsen.teach.quiz.CHAPTER_QUIZZES` (each on the chapter's own rule, needing only
    what the chapters before it taught) in the game ``variant`` (by default the Austrian, or
    the edition's own game of :data:`EDITION_QUIZ_GAMES`), rendered by jupyterquiz like
    :func:`quiz`."""
    from .quiz import chapter_questions

    game = variant or EDITION_QUIZ_GAMES.get((lang, chapter), "at")
    _show_quiz(jupyterquiz_items(chapter_questions(chapter, game), lang),
               f"chapter-{chapter}")


def page_text(page: str, lang: str = "en") -> Callable[..., str]:
    """The text function of one page: ``_ = page_text("closing", LANG)`` then
    ``_("name", points=33)`` gives ``page.closing.name`` in the page's language."""

    from ..render import display_language

    display_language(lang)  # deals, cards and hands on the page draw themselves in its language

    def text(name: str, /, **params: Any) -> str:
        # through format_message: cards, suits and moves as words in the page's language
        # (a list of moves reads "the Ace of Hearts; closing the talon", never "AH close"),
        # a single card by its name alone ("the Ober of Hearts", never "QH (Ober of Hearts)")
        key = f"page.{page}.{name}"
        moves = params.get("moves")
        if isinstance(moves, (list, tuple)) and len(moves) == 1 and f"{key}.one" in MESSAGES:
            key += ".one"  # one choice is none: "Seat 2 can only say: pass"
        # the deal the moves are made in (``deal=d``) is no text of its own: with it, a
        # marriage among the moves is named by its value ("the trump forty")
        deal = params.pop("deal", None)
        cards = params.get("cards")
        if (params.get("leader") is not None and isinstance(cards, (list, tuple)) and cards
                and f"{key}.led" in MESSAGES):
            # a trick said from its lead (``leader=trick.leader``): who led which card, then
            # the others' cards (sl reader 25: "1. štih: srčni fant, zeljna dama, …" did not
            # say who played which)
            key += ".led"
            params = {**params, "led_card": cards[0], "cards": list(cards[1:])}
        return format_message(key, names_only(params), lang, deal=deal)

    return text


#: the mime-type prefix of a value glued without being shown (myst-nb's ``GLUE_PREFIX``)
GLUE_PREFIX = "application/papermill.record/"


def glue(name: str, variable: object, display: bool = True) -> None:
    """Store ``variable``'s display under ``name`` in the cell's output, for the page's
    ``{glue:text}`name``` roles: the same output as ``myst_nb.glue`` (its mime prefix and
    ``scrapbook`` metadata, which myst-nb's glue roles read when the book is built).

    myst-nb's own ``glue`` lives in a module that imports nbformat, jsonschema and docutils,
    which only the build needs: 0.7 s of CPU in each of the 115 page kernels of a build, for
    ten lines of work. ``tests/test_book_glue.py`` checks that both give the same output.
    """
    from IPython.core.formatters import format_display_data
    from IPython.display import display as ipy_display

    formatted: tuple[dict[str, Any], dict[str, Any]] = format_display_data(  # type: ignore[no-untyped-call]
        variable)
    mimebundle, metadata = formatted
    mime_prefix = "" if display else GLUE_PREFIX
    metadata["scrapbook"] = {"name": name, "mime_prefix": mime_prefix}
    ipy_display({mime_prefix + k: v for k, v in mimebundle.items()},  # type: ignore[no-untyped-call]
                raw=True, metadata=metadata)


#: the editions that go on in small letters after a label with a colon in running text
#: ("Zašto: nosi as srca", round 33, hr 22); English keeps the sentence's capital
SMALL_AFTER_COLON = frozenset({"hr", "sl", "hu", "cs"})


def after_colon(text: str, lang: str = "en") -> str:
    """A sentence as it follows a label with a colon ("Why:", hr "Zašto:"): its first letter
    small in the editions that write so (:data:`SMALL_AFTER_COLON`), unless the first word is
    written in capitals ("QH"); unchanged in English."""
    return mid_sentence(text) if lang in SMALL_AFTER_COLON else text


def words(explanation: Explanation, lang: str = "en") -> str:
    """The engine's explanation of a move or a trick as a learner's page says it: in the
    page's language, every card by its name alone (``Unter of Acorns wins ...``, never
    ``JC (Unter of Acorns) wins ...``)."""
    return format_message(explanation.key, names_only(explanation.params), lang)
