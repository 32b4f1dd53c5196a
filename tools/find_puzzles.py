"""Find practice puzzles in bot games and write them to ``schnapsen/teach/data/puzzles.txt``.

    PYTHONPATH=$PWD python -m tools.find_puzzles [--seed 1] [--per-tradition 32] [--out FILE]

Reproducible from ``--seed``: every deal is seeded, the bots are seeded, sampled checks use
the position's text as their seed, and nothing depends on the clock (a check's cost is the
solver's node count, not its time).

For every variant of a tradition (``at``; ``hr-2``, ``hr-3``, ``hr-4``; ``sl-2`` ...
``sl-5``; ``hu-2``, ``hu-3``, ``hu-4``; ``cs-2``) seeded deals are played by a mix of bots
(easy, medium, the rule-of-thumb :class:`~schnapsen.bots.HeuristicBot`). At each decision of
the card play with two legal moves or more, small enough for the solver (two players: the
talon closed, gone, or down to four cards; more players: few cards left), every legal move's
expected game points for the seat to move are computed by
:func:`schnapsen.teach.practice.evaluate` (exact when the seat knows every card, else all
consistent deals when few, else a fixed-seed sample). A position is kept when the best move
(or a set of tied moves) beats the next best by at least one game point. Its theme comes from
the best move and the position.

Its level (1-5), :func:`level_of`: 1 plus one for each of these (at most 5): the easy bot
misses the answer, the medium bot misses it, there are five legal moves or more (not counted
when the answer is to exchange the trump or to close: a question of now or not), the seat
holds four cards or more, some cards are hidden (the check is not ``exact``). A claim of 66
is the exception: the table shows the points, so a claim is levelled by what the reader must
add up, 1 to 3 (:func:`_claim_level`): 1 when the seat's own points reach the target in a
game for two and it holds two cards or fewer; 2 when it holds more (playing on for more looks
tempting), when the points reach the target as the side's total in a game for more players,
or only with the marriage announced with the claim; 3 when the side's points are not shown
(the partner is not known yet). A claim the reader sees by adding points is never level 4-5.

Contracts are rare in the bots' bidding, so for the variants that have them
(``contracts`` or a contract announced in the play) more seeded deals are screened and those
in which a contract is played are searched too. At most one position is kept per deal; then a
spread of themes and levels is chosen for each tradition, cheapest checks first.

The extra pass, for the themes the first pass finds too rarely:

    PYTHONPATH=$PWD python -m tools.find_puzzles --themes exchange,contract --extra-deals 100 \
        --extra-contract-deals 1000 --extra-per-tradition 3

keeps the file's first-pass puzzles as written (ids up to ``--per-tradition`` in each
tradition; anything after them, an earlier extra pass's, is dropped, so a rerun gives the same
file), works their levels out again with :func:`level_of`, and appends up to
``--extra-per-tradition`` puzzles per theme and tradition, numbered on. ``exchange``: fresh
seeded deals of every game for two (``--extra-deals`` each), only the positions where the
trump exchange is legal (and the talon small enough, as above), kept when the exchange is the
best move by a game point or more; its checks may cost up to ``--extra-max-nodes`` (a talon
of four hides many cards: 64 sampled deals). ``contract``: ``--extra-contract-deals`` fresh
seeded deals of every variant with contracts (the Slovenian games for three to five, the
Hungarian for four, and the Hungarian game for two with its snapszer announced in the play; the
Croatian games have none), only those in which the bots play a contract, only the positions in
the contract's play. The checks are the same as the first
pass's (exact / all deals / sample).
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

import schnapsen as s
from schnapsen.bots import HeuristicBot
from schnapsen.moves import MoveKind
from schnapsen.notation import deal_to_text
from schnapsen.stages import Stage
from schnapsen.teach.practice import (
    THEME_OF_KIND,
    THEMES,
    Evaluation,
    Puzzle,
    dump_puzzle,
    evaluate,
    load_puzzles,
    tradition_of,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "schnapsen" / "teach" / "data" / "puzzles.txt"
VARIANTS = {
    "at": ("at",),
    "hr": ("hr-2", "hr-3", "hr-4"),
    "sl": ("sl-2", "sl-3", "sl-4", "sl-5"),
    "hu": ("hu-2", "hu-3", "hu-4"),
    "cs": ("cs-2",),
}
#: the solver's budget for one puzzle's check (all worlds together), so the tests that re-check
#: every puzzle stay quick
MAX_NODES = 60_000
#: open talon (two players): look only when this few cards are left in it
OPEN_TALON_MAX = 4
#: more players: look only when this few cards are left in the hands
MULTI_CARDS_MAX = 12
#: and at most this few when the deals must be sampled
MULTI_SAMPLE_CARDS_MAX = 9


@dataclass
class Candidate:
    puzzle: Puzzle
    deal_key: tuple[str, int]
    nodes: int
    gap: float


def theme_of(d: s.Deal, ev: Evaluation) -> str:
    seat = d.to_move
    assert seat is not None
    best = ev.answer[0]
    kind = THEME_OF_KIND.get(best.kind)
    if kind is not None:
        return kind
    if d.contract is not None:
        return "contract"
    obs = d.observation(seat)
    players = len(d.hand_sizes)
    leading = not obs.current_trick
    if players > 2 and obs.partners is not None and len(obs.partners) > 1:
        return "partner"
    if d.hand_sizes[seat] <= (3 if players == 2 else 2):
        return "last_tricks"
    return "lead" if leading else "follow"


#: moves whose question is "now or not" (exchange the trump, close the talon): the number of
#: other legal moves does not make it harder to find
_YES_OR_NO = frozenset({MoveKind.EXCHANGE, MoveKind.CLOSE})


def level_of(d: s.Deal, answer: tuple[s.Move, ...], check_kind: str, seed: int) -> int:
    """The level (1-5) of the position ``d`` whose best moves are ``answer`` (see the module's
    docstring): a claim by what the reader must add up, any other move by how hard the
    search's answer is to find."""
    seat = d.to_move
    assert seat is not None
    obs = d.observation(seat)
    if answer and all(m.kind == MoveKind.CLAIM for m in answer):
        return _claim_level(d, seat)
    score = 0
    if s.make_bot("medium", seed=seed).choose(obs) not in answer:
        score += 1
    if s.make_bot("easy", seed=seed).choose(obs) not in answer:
        score += 1
    if len(obs.legal_moves) >= 5 and not all(m.kind in _YES_OR_NO for m in answer):
        score += 1
    if d.hand_sizes[seat] >= 4:
        score += 1
    if check_kind != "exact":
        score += 1
    return 1 + min(4, score)


def _claim_level(d: s.Deal, seat: int) -> int:
    """A claim's level: 1 when the seat's own points, as the table shows them, reach the
    target in a game for two and it holds two cards or fewer; 2 when it holds more (playing
    on for more looks tempting), when the points reach the target as its side's total in a
    game for more, or only with a marriage announced with the claim (an addition); 3 when
    the side's points are not shown (the partner is not known yet) and the reader must
    count them."""
    obs = d.observation(seat)
    shown = obs.points_of(seat) if obs.side_points is not None else None
    if shown is None:
        return 3
    if shown >= d.variant.target_points and len(d.hand_sizes) == 2 and d.hand_sizes[seat] <= 2:
        return 1
    return 2


def worth_a_look(d: s.Deal) -> bool:
    if d.stage != Stage.PLAY or len(d.legal_moves()) < 2:
        return False
    if len(d.hand_sizes) == 2:
        if d.is_closed or d.talon_size == 0 or not d.variant.draws:
            return True
        return d.talon_size <= OPEN_TALON_MAX
    return sum(d.hand_sizes) <= MULTI_CARDS_MAX


def evaluate_if_affordable(d: s.Deal) -> Evaluation | None:
    """Every legal move's expected game points at the deal's position, or None where the
    solver cannot afford it: not :func:`worth_a_look`, or more players with more than
    :data:`MULTI_SAMPLE_CARDS_MAX` cards left and too many consistent deals to list."""
    if not worth_a_look(d):
        return None
    kind = None
    if len(d.hand_sizes) > 2 and sum(d.hand_sizes) > MULTI_SAMPLE_CARDS_MAX:
        kind = _kind_if_small(d)
    return None if kind == "skip" else evaluate(d, kind)


def write_data(out: Path, header: str, blocks: Iterable[str]) -> None:
    """A data file: the header (comment lines), a blank line, the blocks one blank line
    apart, in UTF-8."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(header + "\n" + "\n".join(blocks), encoding="utf-8")


def _bots(players: int, deal_seed: int) -> list[s.Bot]:
    """The players of a deal: easy, medium and the rule-of-thumb bot in turn, seeded."""
    kinds = ("easy", "medium", "heuristic")
    bots: list[s.Bot] = []
    for i in range(players):
        k = kinds[(deal_seed + i) % len(kinds)]
        bots.append(HeuristicBot(seed=deal_seed + i) if k == "heuristic"
                    else s.make_bot(k, seed=deal_seed + i))
    return bots


def plays_a_contract(variant: str, deal_seed: int) -> bool:
    """Whether the bots of this deal announce a contract (bidding or, for the Hungarian
    snapszer, on lead in the play): a quick screen before the search looks at the deal."""
    d = s.Deal.new(variant, seed=deal_seed)
    bots = _bots(len(d.hand_sizes), deal_seed)
    while not d.is_over and d.contract is None:
        seat = d.to_move
        assert seat is not None
        d.play(bots[seat].choose(d.observation(seat)))
    return d.contract is not None


def candidates_of_deal(variant: str, deal_seed: int) -> list[Candidate]:
    d = s.Deal.new(variant, seed=deal_seed)
    players = len(d.hand_sizes)
    bots = _bots(players, deal_seed)
    out = []
    while not d.is_over:
        seat = d.to_move
        assert seat is not None
        ev = evaluate_if_affordable(d)
        if ev is not None:
            gap = _gap(ev)
            if gap >= 1.0 - 1e-9 and ev.nodes <= MAX_NODES:
                text = deal_to_text(d)
                p = Puzzle(
                    id="", tradition=tradition_of(variant), variant=variant,
                    level=level_of(d, ev.answer, ev.check.kind, deal_seed),
                    theme=theme_of(d, ev), seat=seat, answer=ev.answer, values=ev.values,
                    check=ev.check, line=ev.line,
                    text=text, world_deck=ev.world_deck, world_moves=ev.world_moves,
                    outcome=None if ev.check.kind == "exact" else ev.outcome,
                )
                out.append(Candidate(p, (variant, deal_seed), ev.nodes, gap))
        d.play(bots[seat].choose(d.observation(seat)))
    return out


def _gap(ev: Evaluation) -> float:
    """How far the best move(s) stand above the next best. A wrong claim does not count as
    the next best unless the answer is itself a claim (a puzzle whose only lesson is "do not
    claim 66 without 66" is not kept), and every move but one tied at the top is no puzzle."""
    best = max(v for _, v in ev.values)
    claim_answer = any(m.kind == MoveKind.CLAIM for m in ev.answer)
    rest = [v for m, v in ev.values if m not in ev.answer
            and (claim_answer or m.kind != MoveKind.CLAIM)]
    return best - max(rest) if rest else 0.0


def _kind_if_small(d: s.Deal) -> str | None:
    """More players, many cards left: only an exact or fully listed check (no sampling)."""
    from schnapsen.search import WorldSampler

    seat = d.to_move
    assert seat is not None
    n = WorldSampler(d.observation(seat), d.variant).count()
    return None if n <= 60 else "skip"


#: the themes the extra pass (``--themes``) can look for
EXTRA_THEMES = ("exchange", "contract")
#: the extra pass's budget for one check: an exchange comes with four cards in the talon,
#: whose 64 sampled deals cost far more than :data:`MAX_NODES` (a few seconds each)
EXTRA_MAX_NODES = 600_000
#: where the extra pass's deal seeds start (after ``seed * 1_000_000``), apart from the first
#: pass's (``0 ...`` for its deals, ``500_000 ...`` for its contract deals)
EXTRA_SEED_BASE = 700_000


def looks_at(d: s.Deal, themes: tuple[str, ...]) -> bool:
    """Whether the extra pass evaluates this position: the trump exchange is a legal move
    (``exchange``), or a contract is being played (``contract``)."""
    if "exchange" in themes and any(m.kind == MoveKind.EXCHANGE for m in d.legal_moves()):
        return True
    return "contract" in themes and d.contract is not None


def extra_candidates_of_deal(variant: str, deal_seed: int, themes: tuple[str, ...],
                             max_nodes: int = MAX_NODES) -> list[Candidate]:
    """The deal played out by the bots as in :func:`candidates_of_deal`, but only the
    positions :func:`looks_at` picks are evaluated, and only those whose theme is one of
    ``themes`` are kept, their check costing at most ``max_nodes``."""
    d = s.Deal.new(variant, seed=deal_seed)
    bots = _bots(len(d.hand_sizes), deal_seed)
    out = []
    while not d.is_over:
        seat = d.to_move
        assert seat is not None
        if d.stage == Stage.PLAY and looks_at(d, themes):
            ev = evaluate_if_affordable(d)
            if ev is not None and _gap(ev) >= 1.0 - 1e-9 and ev.nodes <= max_nodes:
                theme = theme_of(d, ev)
                if theme in themes:
                    p = Puzzle(
                        id="", tradition=tradition_of(variant), variant=variant,
                        level=level_of(d, ev.answer, ev.check.kind, deal_seed), theme=theme,
                        seat=seat, answer=ev.answer, values=ev.values, check=ev.check,
                        line=ev.line, text=deal_to_text(d), world_deck=ev.world_deck,
                        world_moves=ev.world_moves,
                        outcome=None if ev.check.kind == "exact" else ev.outcome,
                    )
                    out.append(Candidate(p, (variant, deal_seed), ev.nodes, _gap(ev)))
        d.play(bots[seat].choose(d.observation(seat)))
    return out


def has_theme(variant: str, theme: str) -> bool:
    """Whether ``variant`` can have a puzzle of this extra theme: the trump exchange in the
    card play (a game for two), or contracts (bid, or announced in the play)."""
    v = s.find_variant(variant)
    if theme == "exchange":
        return v.has_exchange and v.exchange_rank is not None and v.players == 2
    return bool(v.contracts) or v.has_play_contract


def _split_blocks(text: str) -> tuple[str, list[str]]:
    """A data file's header (its comment lines) and its puzzle blocks, each as written."""
    head, _, body = text.partition("\n\n")
    return head + "\n", [b.strip("\n") + "\n" for b in body.split("\n\n") if b.strip()]


def relevel(block: str) -> tuple[str, int, int]:
    """A stored puzzle block with its level worked out again by :func:`level_of` (the
    position, its answer and check as stored; the bots seeded with the deal's seed): the
    block, the old level and the new one."""
    (p,) = load_puzzles(block)
    d = p.deal
    assert d.seed is not None
    new = level_of(d, p.answer, p.check.kind, d.seed)
    return block.replace(f"\nlevel: {p.level}\n", f"\nlevel: {new}\n", 1), p.level, new


def extra_pass(args: argparse.Namespace, themes: tuple[str, ...]) -> int:
    """Keep the first pass's puzzles (ids up to ``--per-tradition`` in each tradition, as
    written, re-levelled), drop any an earlier extra pass appended, and append up to
    ``--extra-per-tradition`` puzzles of each theme in ``themes`` to every tradition whose
    games have it, found in ``--extra-deals`` fresh seeded deals per variant that has it."""
    start = time.monotonic()
    header, blocks = _split_blocks(args.out.read_text(encoding="utf-8"))
    header = "\n".join(line for line in header.splitlines()
                       if not line.startswith("# Extra pass")) + "\n"
    kept: list[str] = []
    numbers: collections.Counter[str] = collections.Counter()
    changed = 0
    for b in blocks:
        pid = load_puzzles(b)[0].id
        tradition, number = pid.rsplit("-", 1)
        if int(number) > args.per_tradition:
            continue
        b, old, new = relevel(b)
        changed += old != new
        kept.append(b)
        numbers[tradition] = max(numbers[tradition], int(number))
    new_blocks: list[str] = []
    stats: collections.Counter[tuple[str, ...]] = collections.Counter()
    for tradition, variants in VARIANTS.items():
        for theme in themes:
            cands: list[Candidate] = []
            for vi, variant in enumerate(variants):
                if not has_theme(variant, theme):
                    continue
                n = args.extra_contract_deals if theme == "contract" else args.extra_deals
                for k in range(n):
                    deal_seed = (args.seed * 1_000_000 + EXTRA_SEED_BASE
                                 + EXTRA_THEMES.index(theme) * 100_000 + vi * 10_000 + k)
                    if theme == "contract" and not plays_a_contract(variant, deal_seed):
                        continue
                    cands.extend(extra_candidates_of_deal(variant, deal_seed, (theme,),
                                                          args.extra_max_nodes))
            picked = choose(cands, args.extra_per_tradition)
            for p in picked:
                numbers[tradition] += 1
                p = replace(p, id=f"{tradition}-{numbers[tradition]:03d}")
                new_blocks.append(dump_puzzle(p))
                stats[(p.tradition, theme, str(p.level), p.check.kind)] += 1
            print(f"{tradition} {theme}: {len(cands)} candidates, {len(picked)} chosen "
                  f"({time.monotonic() - start:.0f} s)", file=sys.stderr)
    header += (
        f"# Extra pass: --themes {','.join(themes)} --extra-deals {args.extra_deals} "
        f"--extra-contract-deals {args.extra_contract_deals} --extra-per-tradition "
        f"{args.extra_per_tradition}\n"
        f"# Extra pass: appended the puzzles after id {args.per_tradition} of each tradition "
        "and worked every level out again.\n"
    )
    write_data(args.out, header, kept + new_blocks)
    for key, n in sorted(stats.items()):
        print("  ".join(key), n)
    print(f"find_puzzles: {changed} levels changed, {len(new_blocks)} puzzles appended in "
          f"{time.monotonic() - start:.0f} s -> {args.out}")
    return 0


def choose(cands: list[Candidate], want: int) -> list[Puzzle]:
    """A spread over themes and levels: one per deal, then round robin over (theme, level)
    buckets, the cheapest check of each bucket first."""
    by_deal: dict[tuple[str, int], list[Candidate]] = collections.defaultdict(list)
    for c in cands:
        by_deal[c.deal_key].append(c)
    # per deal: the candidate whose theme is rarest so far, then the cheapest
    theme_count = collections.Counter(c.puzzle.theme for c in cands)
    one = [min(cs, key=lambda c: (theme_count[c.puzzle.theme], c.nodes))
           for cs in by_deal.values()]
    buckets: dict[tuple[str, int], list[Candidate]] = collections.defaultdict(list)
    for c in one:
        buckets[(c.puzzle.theme, c.puzzle.level)].append(c)
    for b in buckets.values():
        b.sort(key=lambda c: (c.nodes, c.deal_key))
    # variants in turn within a bucket, so every variant of a tradition gets puzzles
    keys = sorted(buckets, key=lambda k: (THEMES.index(k[0]), k[1]))
    chosen: list[Candidate] = []
    used_variants: collections.Counter[str] = collections.Counter()
    while len(chosen) < want and any(buckets[k] for k in keys):
        for k in keys:
            if len(chosen) >= want:
                break
            if buckets[k]:
                b = buckets[k]
                b.sort(key=lambda c: (used_variants[c.puzzle.variant], c.nodes, c.deal_key))
                c = b.pop(0)
                used_variants[c.puzzle.variant] += 1
                chosen.append(c)
    chosen.sort(key=lambda c: (c.puzzle.level, THEMES.index(c.puzzle.theme), c.deal_key))
    return [c.puzzle for c in chosen]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-tradition", type=int, default=32)
    ap.add_argument("--deals", type=int, default=60, help="deals per variant")
    ap.add_argument("--contract-deals", type=int, default=800,
                    help="more deals per variant with contracts; only those in which the bots "
                    "announce one are searched")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--themes", default="",
                    help="the extra pass: append puzzles of these themes (comma-separated: "
                    f"{', '.join(EXTRA_THEMES)}) to --out, keeping its first pass")
    ap.add_argument("--extra-deals", type=int, default=200,
                    help="the extra pass: fresh deals per variant and theme")
    ap.add_argument("--extra-contract-deals", type=int, default=1000,
                    help="the extra pass: fresh deals screened per variant with contracts; "
                    "only those in which the bots announce one are searched")
    ap.add_argument("--extra-max-nodes", type=int, default=EXTRA_MAX_NODES,
                    help="the extra pass: the solver's budget for one puzzle's check")
    ap.add_argument("--extra-per-tradition", type=int, default=3,
                    help="the extra pass: at most this many puzzles per theme and tradition")
    args = ap.parse_args(argv)
    if args.themes:
        themes = tuple(t for t in args.themes.split(",") if t)
        bad = [t for t in themes if t not in EXTRA_THEMES]
        if bad:
            ap.error(f"unknown theme(s) {', '.join(bad)}; the extra pass knows "
                     f"{', '.join(EXTRA_THEMES)}")
        return extra_pass(args, themes)
    start = time.monotonic()
    found: list[Puzzle] = []
    stats: collections.Counter[tuple[str, ...]] = collections.Counter()
    for tradition, variants in VARIANTS.items():
        cands: list[Candidate] = []
        for vi, variant in enumerate(variants):
            deals = args.deals * (3 if len(variants) == 1 else 1)
            for k in range(deals):
                deal_seed = args.seed * 1_000_000 + vi * 10_000 + k
                cands.extend(candidates_of_deal(variant, deal_seed))
            v = s.find_variant(variant)
            if v.contracts or v.has_play_contract:
                for k in range(args.contract_deals):
                    deal_seed = args.seed * 1_000_000 + 500_000 + vi * 10_000 + k
                    if plays_a_contract(variant, deal_seed):
                        cands.extend(candidates_of_deal(variant, deal_seed))
        picked = choose(cands, args.per_tradition)
        for i, p in enumerate(picked, 1):
            p = replace(p, id=f"{tradition}-{i:03d}")
            found.append(p)
            stats[(p.tradition, str(p.level), p.theme, p.check.kind)] += 1
        print(f"{tradition}: {len(cands)} candidates, {len(picked)} chosen "
              f"({time.monotonic() - start:.0f} s)", file=sys.stderr)
    header = (
        "# Practice puzzles (schnapsen.teach.practice), written by tools/find_puzzles.py "
        f"--seed {args.seed} --per-tradition {args.per_tradition} --deals {args.deals} "
        f"--contract-deals {args.contract_deals}.\n"
        "# One block per puzzle; the deal lines (variant, dealer, seed, deck, moves) are the\n"
        "# deal notation. values: each legal move's expected game points for the seat's side;\n"
        "# check: exact 1 | all <deals> | sample <deals>; world: the deck of the deal the line\n"
        "# is played in (the first checked), world_moves: its moves when another seat's hidden\n"
        "# blind swap named other cards. Do not edit by hand: re-run the finder.\n"
    )
    write_data(args.out, header, (dump_puzzle(p) for p in found))
    for key, n in sorted(stats.items()):
        print("  ".join(key), n)
    print(f"find_puzzles: {len(found)} puzzles in {time.monotonic() - start:.0f} s "
          f"-> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
