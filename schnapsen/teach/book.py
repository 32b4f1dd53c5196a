"""Pieces of the book's pages generated from rule data: comparison tables of the variants
and the "Where the sources differ" boxes. Every string comes from the catalogues.

These return objects that display themselves as HTML in a notebook (no IPython import).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..compare import ROWS, rule_cells
from ..explain import format_message
from ..i18n import translate
from ..variants import VARIANTS, Variant, find_variant
from ..variants.decisions import DECISIONS, Decision

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
    "jupyterquiz_items",
    "question_html",
    "page_text",
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
    ids: bool = True,
) -> Html:
    """A table with one column per variant and one row per rule, read from the rule data;
    cells that differ from the first column are marked. ``only_differences``: only the rows
    where some variant differs from the first; ``ids``: each variant's engine id under its
    name (the reference pages; a learner page leaves them out)."""
    vs = [find_variant(v) for v in variants]
    head = "".join(f"<th>{html.escape(_t('variant.' + v.id, lang))}"
                   + (f"<br/><code>{html.escape(v.id)}</code>" if ids else "") + "</th>"
                   for v in vs)
    body = []
    for key, cells in rule_cells(vs, lang, rows):
        if only_differences and all(c == cells[0] for c in cells):
            continue
        tds = "".join(
            f'<td class="{"sq-diff" if i and c != cells[0] else ""}">{html.escape(c)}</td>'
            for i, c in enumerate(cells)
        )
        body.append(f"<tr><th scope=\"row\">{html.escape(_t(key, lang))}</th>{tds}</tr>")
    caption = html.escape(_t("table.caption", lang))
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
) -> Html:
    """The "Where the sources differ" box for some decisions (by key or by variant)."""
    items = _decision_items(keys, variants)
    if not items:
        raise ValueError("no decision matches")
    lis = []
    for d in items:
        text = _t("decision." + d.key, lang)
        src = _link_rules(
            html.escape(_t("decision.source", lang, source=_t(f"decision.{d.key}.source", lang))),
            rule_numbers(d))
        opt = (" " + html.escape(_t("decision.option", lang, option=d.option))) if d.option else ""
        lis.append(f"<li>{html.escape(text)} <span class=\"sq-source\">{src}{opt}</span></li>")
    title = html.escape(_t("decision.title", lang))
    return Html(
        f'<div class="admonition note sq-differ"><p class="admonition-title">{title}</p>'
        f"<ul>{''.join(lis)}</ul></div>"
    )


#: The page of each edition that holds the numbered rules (book/<lang>/rules.md), relative to
#: the pages that show a "Where the sources differ" box (they sit in the same folder).
RULES_PAGE = "rules.html"

_CITED = re.compile(r"rules reference rules? (\d+)(?: and (\d+))?")


def rule_numbers(decision: Decision) -> tuple[int, ...]:
    """The numbered rules of the rules reference that a decision cites in its source
    ("the book's rules reference rule 10", "... rules 7 and 10")."""
    found = _CITED.search(decision.source)
    if found is None:
        return ()
    return tuple(int(n) for n in found.groups() if n)


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
    """One entry of the rules reference: its anchor (``rule-<key>``), the comparison-table rows
    whose values show how the traditions differ on it, the option fields whose decisions
    belong to it (a decision citing a rule number goes to that rule), further decisions by key,
    and the variants it is compared across."""

    key: str
    rows: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    decisions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ("at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66")

    @property
    def number(self) -> int | None:
        return int(self.key) if self.key.isdigit() else None


_MULTI = ("hr-3", "hr-4", "sl-3", "sl-4", "sl-5", "hu-3", "hu-4")

#: The rules reference: the two-player rules 1-10 (Austrian tournament rules are the baseline,
#: the other traditions' differences are read from the rule data), then the games for three
#: to five players and the match. Texts: ``page.rules.title.<key>``, ``page.rules.text.<key>``.
RULES: tuple[Rule, ...] = (
    Rule("1", rows=("deck", "deal", "direction"), options=("direction",)),
    Rule("2"),
    Rule("3", rows=("exchange",), options=("exchange_min_talon",)),
    Rule("4", rows=("marriage_first", "marriage_after"),
         options=("marriage_on_first_lead", "marriages_after_close")),
    Rule("5", rows=("closing",), options=("close_min_talon",)),
    Rule("6", rows=("strict",), options=("strict_rules",)),
    Rule("7", rows=("claim",), options=("claim",)),
    Rule("8", rows=("last_trick",), options=("last_trick_rule", "last_trick_bonus")),
    Rule("9", decisions=("snapszer_two",)),
    Rule("10", rows=("failed_close",), options=("failed_close_points", "closer_must_win")),
    Rule("multi", rows=("players", "deck", "deal", "teams", "strict", "contracts", "kontra"),
         options=("talon_exchange", "trump_from_call", "kontra", "claim"),
         decisions=("trump_call_any_suit", "talon_counts_for_nobody", "contract_bidding",
                    "contract_marriages", "multi_strict", "called_card", "sl5_deal",
                    "slovenian_berac"),
         variants=_MULTI),
    Rule("match", rows=("match",), options=("match_target",),
         decisions=("team_scores", "markers", "krejci", "slovenian_target"),
         variants=("at", "hr-2", "sl-2", "hu-2", "cs-2") + _MULTI),
)


def _rule_decisions(rule: Rule) -> list[Decision]:
    out = []
    for d in DECISIONS:
        if not set(d.variants) & set(rule.variants):
            continue
        cited = rule.number is not None and rule.number in rule_numbers(d)
        if cited or d.key in rule.decisions or (d.option in rule.options
                                                 and not rule_numbers(d)):
            out.append(d)
    return out


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


def rules_reference(lang: str = "en") -> Html:
    """The rules reference page's body: each rule with its anchor ``rule-<key>``, its text, how
    the traditions differ (read from the rule data) and the readings the book takes on it
    (from :data:`~schnapsen.variants.decisions.DECISIONS`), all in the reader's language."""
    parts = []
    for rule in RULES:
        title = _t(f"page.rules.title.{rule.key}", lang)
        heading = f"{rule.number}. {title}" if rule.number is not None else title
        body = [f'<p>{html.escape(_t(f"page.rules.text.{rule.key}", lang))}</p>']
        differ = _differences(rule, lang)
        if differ:
            sub = html.escape(_t("page.rules.differ", lang))
            body.append(f'<p class="sq-rule-sub"><strong>{sub}</strong></p>' + differ)
        decisions = _rule_decisions(rule)
        if decisions:
            body.append(str(decisions_box(keys=[d.key for d in decisions], lang=lang)))
        parts.append(
            f'<section class="sq-rule" id="rule-{rule.key}" aria-labelledby="rule-{rule.key}-h">'
            f'<h3 id="rule-{rule.key}-h">{html.escape(heading)}</h3>{"".join(body)}</section>'
        )
    return Html('<div class="sq-rules">' + "".join(parts) + "</div>")


def all_variant_ids() -> list[str]:
    return list(VARIANTS)


def _picture(q: Any, lang: str) -> str:
    """The position a question is about, drawn: the trick and the hand that answers it, the
    finished trick, or every trick so far with its winner marked."""
    from ..deal import Deal
    from ..render import hand_svg, names_for, trick_svg

    deal = Deal.from_text(q.deal_text)
    names = names_for(lang)  # the page's words for seats and cards, not the English defaults
    if q.kind == "trick":
        t = deal.tricks[-1]
        return trick_svg(list(zip(t.seats, t.cards, strict=True)), width=44,
                         names=names)  # no winner mark
    if q.kind == "legal":
        led = trick_svg(deal.current_trick, width=44, names=names)
        hand = hand_svg(list(deal.hand(q.seat)), width=44, overlap=False, names=names)
        return _figure(led, "") + _figure(hand, _t("quiz.hand", lang, seat=q.seat))
    if q.kind == "points":
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
    prompt = format_message(q.key, q.params, lang)
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
        def label(choice: str) -> str:
            try:
                return format_message("quiz.card", {"card": parse_card(choice)}, lang)
            except ValueError:
                return choice

        explanation = q.explanation_in(lang)
        right = _t("quiz.right", lang) + " " + explanation
        wrong = _t("quiz.wrong", lang) + " " + explanation
        items.append({
            "question": question_html(q, lang, pictures),
            "type": "many_choice" if q.multiple else "multiple_choice",
            "answers": [
                {"answer": html.escape(label(c) if q.kind in ("legal", "trick") else c),
                 "correct": i in q.correct,
                 "feedback": html.escape(right if i in q.correct else wrong)}
                for i, c in enumerate(q.choices)
            ],
        })
    return items


def quiz(variant: str = "at", kinds: Sequence[str] = ("legal", "trick", "points"),
         seed: int = 0, lang: str = "en") -> None:
    """Show a quiz in a notebook page: questions generated from seeded deals and answered by
    the engine (rendered by jupyterquiz, which works in the static page)."""
    import random

    from jupyterquiz import display_quiz  # type: ignore[import-untyped]

    from .quiz import make_questions

    items = jupyterquiz_items(make_questions(variant, list(kinds), seed=seed), lang)
    state = random.getstate()
    random.seed(f"{variant}-{seed}-{','.join(kinds)}")  # the same element ids every build
    try:
        display_quiz(items, shuffle_answers=False, max_width=720,
                     colors={"--jq-multiple-choice-bg": "#2e5e4e",
                             "--jq-many-choice-bg": "#7a4b12"})
    finally:
        random.setstate(state)


def page_text(page: str, lang: str = "en") -> Callable[..., str]:
    """The text function of one page: ``_ = page_text("closing", LANG)`` then
    ``_("name", points=33)`` gives ``page.closing.name`` in the page's language."""

    from ..render import display_language

    display_language(lang)  # deals, cards and hands on the page draw themselves in its language

    def text(name: str, /, **params: Any) -> str:
        # through format_message: cards, suits and moves as words in the page's language
        # (a list of moves reads "the Ace of Hearts; closing the talon", never "AH close")
        return format_message(f"page.{page}.{name}", params, lang)

    return text
