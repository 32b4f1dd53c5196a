"""Pictures from many deals for the strategy chapter: numbers the engine makes while the book
is built, drawn as SVG plots with matplotlib in the page's language.

- :func:`closing_rates` / :func:`closing_figure`: how often closing wins, by the trumps in
  the closer's hand and the points it has already won (every moment a seat on lead could
  close, in seeded deals between two heuristic bots; the close is then solved with every
  card known);
- :func:`exchange_values` / :func:`exchange_figure`: what the trump exchange is worth, by the
  card it takes (the same position played on twice by the heuristic bots: once exchanging,
  once never exchanging);
- :func:`bot_shares` / :func:`bots_figure`: the hard bot's share of the game points against
  the heuristic bot, per variant (each shuffle played twice, the seats swapped).

Every number depends only on the seed given (the first deal's seed; the bots are seeded
too and the hard bot has no clock), and is cached per process (and shared by the editions
of one build: :mod:`schnapsen.teach.shared`). This module is the only
importer of matplotlib, and only the strategy page imports it: neither ``import schnapsen``
nor ``import schnapsen.teach`` loads it (the browser's player never needs it). The figures
use no pyplot (no backend, no global state): a :class:`~matplotlib.figure.Figure` saved as
SVG with its text drawn as paths, so it looks the same on every machine and in every font.
"""

from __future__ import annotations

import dataclasses
import html
import io
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import matplotlib
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, MultipleLocator
from matplotlib.typing import RcKeyType

from ..bots import HeuristicBot, play_deal
from ..bots.levels import make_bot
from ..cards import Rank
from ..deal import Deal
from ..i18n import translate
from ..i18n.base import capitalised
from ..i18n.names import rank_word
from ..kernel import claim_is_right
from ..moves import Move
from ..observation import Observation
from ..search import CLOSE, Core, Solver
from .book import Html
from .shared import shared

__all__ = [
    "CloseCell",
    "ExchangeRow",
    "BotShare",
    "TRUMP_GROUPS",
    "POINT_BANDS",
    "closing_rates",
    "exchange_values",
    "bot_shares",
    "closing_figure",
    "exchange_figure",
    "bots_figure",
    "svg_figure",
]

#: the trumps in the closer's hand, grouped: (label, fewest, most)
TRUMP_GROUPS: tuple[tuple[str, int, int], ...] = (
    ("0\u20131", 0, 1), ("2", 2, 2), ("3\u20135", 3, 5))
#: the points the closer has already won, in bands: (label, lowest, highest)
POINT_BANDS: tuple[tuple[str, int, int], ...] = (
    ("0", 0, 0), ("1\u201319", 1, 19), ("20\u201339", 20, 39), ("40\u201365", 40, 65))
#: a cell of the closing figure with fewer closes than this is not drawn (too few to say)
MIN_CLOSES = 15

#: one colour per trump group (light to dark); the book's green; its brown; a pale grey-blue
COLOURS = ("#9aa9b8", "#5b8db8", "#2e5e4e")
GREEN, BROWN, PALE = "#2e5e4e", "#b5651d", "#9aa9b8"
INK = "#222222"


# -- the numbers ------------------------------------------------------------------------------


def _per(total: int, count: int) -> float:
    """``total`` shared over ``count`` (a rate or a mean); 0.0 when there is nothing to share."""
    return total / count if count else 0.0


@dataclass(frozen=True)
class CloseCell:
    """The closes of one trump group and points band: how many, how many the closer won."""

    trumps: str
    points: str
    closes: int
    won: int

    @property
    def rate(self) -> float:
        return _per(self.won, self.closes)


def _group(value: int, groups: Sequence[tuple[str, int, int]]) -> str:
    return next(label for label, low, high in groups if low <= value <= high)


def _close_value(deal: Deal) -> int:
    """Game points of the seat to move if it closes now, both sides then playing perfectly
    with every card known (the exact solver)."""
    seat = deal.to_move
    assert seat is not None
    core = Core.from_deal(deal)
    sign = 1 if core.side[seat] == 0 else -1
    value: int = Solver(core).exact0(core.play(core.root, CLOSE))
    return sign * value


def _moments(variant: str, deals: int, seed: int) -> Iterator[Deal]:
    """Every position of ``deals`` seeded deals between two heuristic bots (the deal as it
    stands before each move; the same object, changed as the deal goes on)."""
    for n in range(seed, seed + deals):
        deal = Deal.new(variant, seed=n)
        bots = (HeuristicBot(), HeuristicBot())
        while deal.to_move is not None:
            yield deal
            seat = deal.to_move
            deal.push(bots[seat].choose(deal.observation(seat)))


def closing_rates(deals: int = 800, seed: int = 2026, variant: str = "at") -> tuple[CloseCell, ...]:
    """Every moment of ``deals`` seeded deals (seeds ``seed`` ...) at which the seat on lead
    could close, closed and solved: the closes and wins per trump group and points band."""
    return shared(f"figures.closing_rates:{deals}:{seed}:{variant}",
                  lambda: _closing_rates(deals, seed, variant))


@lru_cache(maxsize=8)
def _closing_rates(deals: int, seed: int, variant: str) -> tuple[CloseCell, ...]:
    counts: dict[tuple[str, str], list[int]] = {
        (t, p): [0, 0] for t, _, _ in TRUMP_GROUPS for p, _, _ in POINT_BANDS}
    for deal in _moments(variant, deals, seed):
        if deal.current_trick or not any(m.kind == "close" for m in deal.legal_moves()):
            continue
        seat = deal.to_move
        assert seat is not None
        points = deal.points(seat)
        if claim_is_right(deal.variant, points):  # it claims: nothing to close for
            continue
        trumps = sum(1 for c in deal.hand(seat) if c.suit == deal.trump)
        cell = counts[(_group(trumps, TRUMP_GROUPS), _group(points, POINT_BANDS))]
        cell[0] += 1
        cell[1] += _close_value(deal) > 0
    return tuple(CloseCell(t, p, *counts[(t, p)]) for t, _, _ in TRUMP_GROUPS
                 for p, _, _ in POINT_BANDS)


class _NoExchange(HeuristicBot):
    """The heuristic bot, but it never exchanges the trump Unter."""

    def choose(self, observation: Observation) -> Move:
        legal = observation.legal_moves
        if any(m.kind == "x" for m in legal):
            observation = dataclasses.replace(
                observation, legal_moves=tuple(m for m in legal if m.kind != "x"))
        return super().choose(observation)


@dataclass(frozen=True)
class ExchangeRow:
    """The positions where the turned card was ``rank``: the exchanging seat's game points
    (won +, lost -) summed over them, with the exchange and without it."""

    rank: Rank
    positions: int
    with_exchange: int
    without: int

    @property
    def mean_with(self) -> float:
        return _per(self.with_exchange, self.positions)

    @property
    def mean_without(self) -> float:
        return _per(self.without, self.positions)

    @property
    def gain(self) -> float:
        return self.mean_with - self.mean_without


def _signed(deal: Deal, seat: int) -> int:
    result = deal.result
    assert result is not None
    return result.game_points if seat in result.winners else -result.game_points


def exchange_values(deals: int = 2000, seed: int = 2026,
                    variant: str = "at") -> tuple[ExchangeRow, ...]:
    """In ``deals`` seeded deals between two heuristic bots, the first position where a seat
    may exchange the trump Unter is played on twice: the heuristic bot exchanges, or that
    seat never exchanges in this deal. Rows by the turned card, highest first."""
    return shared(f"figures.exchange_values:{deals}:{seed}:{variant}",
                  lambda: _exchange_values(deals, seed, variant))


@lru_cache(maxsize=8)
def _exchange_values(deals: int, seed: int, variant: str) -> tuple[ExchangeRow, ...]:
    sums: dict[Rank, list[int]] = {}
    for n in range(seed, seed + deals):
        deal = Deal.new(variant, seed=n)
        bots = (HeuristicBot(), HeuristicBot())
        while deal.to_move is not None:
            seat = deal.to_move
            if any(m.kind == "x" for m in deal.legal_moves()):
                turned = deal.trump_card
                assert turned is not None
                row = sums.setdefault(turned.rank, [0, 0, 0])
                for i, bot in enumerate((HeuristicBot(), _NoExchange())):
                    branch = deal.copy()
                    play_deal(branch, {seat: bot, 1 - seat: HeuristicBot()}, checked=False)
                    row[i + 1] += _signed(branch, seat)
                row[0] += 1
                break
            deal.push(bots[seat].choose(deal.observation(seat)))
    return tuple(ExchangeRow(rank, *sums[rank]) for rank in sorted(sums, reverse=True))


@dataclass(frozen=True)
class BotShare:
    """The hard bot against the heuristic bot in one variant: game points of each over
    ``deals`` deals (each shuffle twice, the seats swapped)."""

    variant: str
    deals: int
    hard: int
    heuristic: int

    @property
    def share(self) -> float:
        total = self.hard + self.heuristic
        return self.hard / total if total else 0.5


#: the two-player variants the bots' figure compares
BOT_VARIANTS = ("at", "hu-2", "de-66")


def bot_shares(shuffles: int = 20, seed: int = 2026, worlds: int = 4,
               variants: Sequence[str] = BOT_VARIANTS) -> tuple[BotShare, ...]:
    """The hard bot (``worlds`` sampled worlds per decision, no clock, seeded) against the
    heuristic bot: ``shuffles`` seeded shuffles per variant, each played twice with the
    seats swapped."""
    return shared(f"figures.bot_shares:{shuffles}:{seed}:{worlds}:{','.join(variants)}",
                  lambda: _bot_shares(shuffles, seed, worlds, tuple(variants)))


@lru_cache(maxsize=8)
def _bot_shares(shuffles: int, seed: int, worlds: int,
                variants: tuple[str, ...]) -> tuple[BotShare, ...]:
    out = []
    for variant in variants:
        gp = [0, 0]
        for n in range(seed, seed + shuffles):
            for swap in (0, 1):
                bots = [make_bot("hard", seed=n, worlds=worlds), HeuristicBot()]
                if swap:
                    bots.reverse()
                deal = play_deal(Deal.new(variant, seed=n), bots, checked=False)
                result = deal.result
                assert result is not None
                gp[result.winners[0] ^ swap] += result.game_points
        out.append(BotShare(variant, 2 * shuffles, gp[0], gp[1]))
    return tuple(out)


# -- the pictures ------------------------------------------------------------------------------


def _t(key: str, lang: str, **params: Any) -> str:
    return translate(f"figure.{key}", lang, **params)


def number(value: float, lang: str, digits: int = 0, sign: bool = False) -> str:
    """``value`` as the language writes it: its decimal mark, a real minus sign."""
    text = f"{abs(value):.{digits}f}".replace(".", _t("decimal_mark", lang))
    if value < 0 and text.strip("0.,") != "":
        return "\u2212" + text
    return ("+" + text) if sign and value > 0 else text


def percent(value: float, lang: str, digits: int = 0) -> str:
    """A share (0..1) as a percentage in the language's way: "62%", "62 %"."""
    return _t("percent", lang, value=number(100 * value, lang, digits))


#: what every figure is drawn with: text as paths (the same on every machine), no date
STYLE: dict[RcKeyType, Any] = {
    "svg.fonttype": "path",
    "svg.hashsalt": "schnapsen",
    "font.family": "DejaVu Sans",
    "font.size": 10,
    "axes.edgecolor": INK,
    "axes.labelcolor": INK,
    "xtick.color": INK,
    "ytick.color": INK,
    "text.color": INK,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.unicode_minus": True,
}


def svg_figure(fig: Figure, name: str, title: str, caption: str) -> Html:
    """``fig`` as an inline SVG that scales to its column (a phone's too), named for screen
    readers (``role="img"``, ``aria-label`` and ``<title>``), with a caption under it. The
    ids inside start with ``name`` so that several figures can share a page."""
    out = io.StringIO()
    with matplotlib.rc_context(STYLE):
        fig.savefig(out, format="svg", metadata={"Date": None, "Creator": None},
                    bbox_inches="tight", pad_inches=0.05)
    svg = out.getvalue()
    svg = svg[svg.index("<svg"):]
    svg = re.sub(r"<metadata>.*?</metadata>\s*", "", svg, flags=re.S)
    svg = re.sub(r'(id="|href="#|url\(#)', rf"\g<1>{name}-", svg)
    # matplotlib's style sheet says "*": inline in a page it would reach every element
    svg = svg.replace('<style type="text/css">*{', '<style type="text/css">svg.schnapsen-plot *{')
    label = html.escape(title, quote=True)
    svg = re.sub(
        r'<svg ([^>]*?)width="[^"]*" height="[^"]*"',
        rf'<svg class="schnapsen-plot" role="img" aria-label="{label}" '
        r'style="width:100%;height:auto" \1', svg, count=1)
    svg = svg.replace(">", f"><title>{html.escape(title)}</title>", 1)
    return Html(
        f'<figure class="schnapsen-figure" style="max-width:36em;margin:1em auto">{svg}'
        f'<figcaption style="font-size:0.9em"><strong>{html.escape(title)}.</strong> '
        f"{html.escape(caption)}</figcaption></figure>")


def _new_figure() -> Figure:
    with matplotlib.rc_context(STYLE):
        return Figure(figsize=(5.2, 3.4), facecolor="white")


def _percent_axis(ax: Any, lang: str) -> None:
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_locator(MultipleLocator(0.25))
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: percent(v, lang)))
    ax.grid(axis="y", color="#dddddd", linewidth=0.8)
    ax.set_axisbelow(True)


def closing_figure(lang: str = "en", deals: int = 800, seed: int = 2026) -> Html:
    """How often closing wins, by trumps in hand (one line each) and points already won."""
    cells = closing_rates(deals, seed)
    with matplotlib.rc_context(STYLE):
        fig = _new_figure()
        ax = fig.add_subplot()
        xs = range(len(POINT_BANDS))
        for colour, (group, _, _) in zip(COLOURS, TRUMP_GROUPS, strict=True):
            row = [c for c in cells if c.trumps == group]
            points = [(x, c.rate) for x, c in zip(xs, row, strict=True)
                      if c.closes >= MIN_CLOSES]
            if points:
                ax.plot([x for x, _ in points], [r for _, r in points], marker="o",
                        color=colour, linewidth=2, label=group)
        ax.set_xticks(list(xs), [label for label, _, _ in POINT_BANDS])
        ax.set_xlabel(_t("close.x", lang))
        ax.set_ylabel(_t("close.y", lang))
        _percent_axis(ax, lang)
        ax.legend(title=_t("close.legend", lang), frameon=False, fontsize=9,
                  title_fontsize=9, loc="lower right")
    title = _t("close.title", lang)
    n = sum(c.closes for c in cells)
    caption = _t("close.caption", lang, n=n, deals=deals, seed=seed, floor=MIN_CLOSES)
    return svg_figure(fig, "fig-close", title, caption)


def exchange_figure(lang: str = "en", deals: int = 2000, seed: int = 2026) -> Html:
    """Game points per deal with and without the exchange, by the card it takes."""
    rows = exchange_values(deals, seed)
    with matplotlib.rc_context(STYLE):
        fig = _new_figure()
        ax = fig.add_subplot()
        xs = range(len(rows))
        width = 0.38
        ax.bar([x - width / 2 for x in xs], [r.mean_with for r in rows], width,
               color=GREEN, label=_t("exchange.with", lang))
        ax.bar([x + width / 2 for x in xs], [r.mean_without for r in rows], width,
               color=PALE, label=_t("exchange.without", lang))
        ax.axhline(0, color=INK, linewidth=0.8)
        # under each card, how many positions its bars stand on
        ax.set_xticks(list(xs), [f"{rank_word(r.rank, lang)}\n({r.positions})" for r in rows])
        ax.set_xlabel(_t("exchange.x", lang))
        ax.set_ylabel(_t("exchange.y", lang))
        ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: number(v, lang, 1)))
        ax.grid(axis="y", color="#dddddd", linewidth=0.8)
        ax.set_axisbelow(True)
        ax.legend(frameon=False, fontsize=9)
    title = _t("exchange.title", lang)
    n = sum(r.positions for r in rows)
    caption = _t("exchange.caption", lang, n=n, deals=deals, seed=seed)
    return svg_figure(fig, "fig-exchange", title, caption)


def bots_figure(lang: str = "en", shuffles: int = 20, seed: int = 2026, worlds: int = 4) -> Html:
    """The hard bot's share of the game points against the heuristic bot, per variant."""
    shares = bot_shares(shuffles, seed, worlds)
    with matplotlib.rc_context(STYLE):
        fig = _new_figure()
        ax = fig.add_subplot()
        ys = range(len(shares))
        ax.barh(list(ys), [s.share for s in shares], color=GREEN, height=0.45)
        for y, s in zip(ys, shares, strict=True):
            ax.text(s.share + 0.02, y, percent(s.share, lang), va="center", fontsize=9)
            ax.text(0.005, y - 0.3, capitalised(translate(f"variant.{s.variant}", lang)),
                    va="bottom")
        ax.axvline(0.5, color=BROWN, linewidth=1.2, linestyle="--")
        ax.set_yticks([])
        ax.spines["left"].set_visible(False)
        ax.set_ylim(len(shares) - 0.5, -0.9)
        ax.set_xlim(0, 1)
        ax.xaxis.set_major_locator(MultipleLocator(0.25))
        ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: percent(v, lang)))
        ax.grid(axis="x", color="#dddddd", linewidth=0.8)
        ax.set_axisbelow(True)
        ax.set_xlabel(_t("bots.x", lang))
    title = _t("bots.title", lang)
    deals = shares[0].deals if shares else 0
    caption = _t("bots.caption", lang, deals=deals, seed=seed)
    return svg_figure(fig, "fig-bots", title, caption)
