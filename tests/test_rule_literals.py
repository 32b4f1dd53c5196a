"""No rule number outside the variant data and the kernel (issue 20: "No rule number is written
outside the variant data and the kernel").

The numbers of the rules are :class:`~schnapsen.variants.Variant` data (``target_points``,
``half_target_points``, ``marriage_points``, ``trump_marriage_points``, ``game_points``, ...)
read by :mod:`schnapsen.kernel`; everybody else asks the kernel (``kernel.claim_is_right``,
``kernel.marriage_value``, ``rules.marriage_value``, ``rules.deal_game_points``, ...) or reads
the variant. This test reads the code of ``schnapsen/`` and ``tools/`` (not the docstrings,
comments or message catalogues: texts may name the numbers) and fails on:

1. the target and its half: any integer 66 or 33 in code;
2. a marriage's value: an integer 20 or 40 that is an operand of a comparison, an arithmetic
   operation or a conditional expression whose text speaks of points, marriages, trumps or
   the target (``40 if suit == trump else 20``, ``obs.my_points >= 40``);
3. half the target computed: ``... target ... // 2`` (or ``/ 2``, or ``points * 2 < target``);
4. the game points: an integer 1, 2 or 3 compared with, or chosen as, game points
   (``gp == 3``, ``3 if tricks == 0 else 2`` beside ``game_points``).

Allowed (the allow-list):

- ``schnapsen/kernel.py`` and ``schnapsen/variants/``: where the rules and their numbers live;
- a module-level constant with a name (``_CLOSE_FROM = 40``): a strategy's rule of thumb (a
  bot closing from 40 points), not a rule of the game; it is stated once, with its comment,
  and the scan does not look at assignments;
- :data:`ALLOWED`: single lines, each with the reason it is not a rule number (empty today).

The scan is narrow on purpose (the SVG drawings' coordinates, a deck of 20 cards, the search's
table size ``1 << 20`` are not flagged): the cases below show what it catches.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("schnapsen", "tools")
#: where the rules' numbers belong
HOME = ("schnapsen/kernel.py", "schnapsen/variants/")
#: (path, the line's text stripped) -> why it is not a rule number
ALLOWED: dict[tuple[str, str], str] = {}

_POINTS = re.compile(r"point|marriage|trump|target|\bgp\b|\btr\b", re.IGNORECASE)
_GAME_POINTS = re.compile(r"game_point|\bgp\b", re.IGNORECASE)
_TARGET = re.compile(r"target", re.IGNORECASE)
_OPERATIONS = (ast.Compare, ast.BinOp, ast.IfExp, ast.AugAssign)


def _ints(node: ast.AST) -> Iterator[ast.Constant]:
    """The integer constants of an expression, not those of calls or subscripts inside it
    (``f(20)`` and ``x[40]`` are the callee's business)."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        yield node
        return
    if isinstance(node, (ast.Call, ast.Subscript, ast.Lambda)):
        return
    for child in ast.iter_child_nodes(node):
        yield from _ints(child)


class _Source:
    """A module's text with its lines split once: ``segment`` is ``ast.get_source_segment``
    (which splits the whole text again at every call, character by character)."""

    def __init__(self, source: str) -> None:
        self.lines: list[bytes] = []
        start = 0
        for end in re.finditer(r"\r\n|\n|\r", source):  # as ast's own splitting
            self.lines.append(source[start:end.end()].encode("utf-8"))
            start = end.end()
        if start < len(source):
            self.lines.append(source[start:].encode("utf-8"))

    def segment(self, node: ast.AST) -> str:
        lineno: int | None = getattr(node, "lineno", None)
        end_lineno: int | None = getattr(node, "end_lineno", None)
        col: int | None = getattr(node, "col_offset", None)
        end_col: int | None = getattr(node, "end_col_offset", None)
        if lineno is None or end_lineno is None or col is None or end_col is None:
            return ""
        first, last = lineno - 1, end_lineno - 1
        if first == last:
            return self.lines[first][col:end_col].decode("utf-8")
        parts = [self.lines[first][col:], *self.lines[first + 1:last],
                 self.lines[last][:end_col]]
        return b"".join(parts).decode("utf-8")

    def head(self, stmt: ast.stmt) -> str:
        """A statement's own text: a compound statement's first line (its test), not its
        body."""
        if isinstance(stmt, (ast.If, ast.While, ast.For, ast.With, ast.Try, ast.FunctionDef,
                             ast.ClassDef, ast.AsyncFunctionDef, ast.AsyncFor, ast.AsyncWith)):
            return self.lines[stmt.lineno - 1].decode("utf-8").rstrip("\r\n")
        return self.segment(stmt)


def rule_literals(source: str) -> Iterator[tuple[int, str]]:
    """``(line, what)`` for each rule number written in ``source`` (see the module's text)."""
    tree = ast.parse(source)
    text_of = _Source(source)
    seen: set[tuple[int, str]] = set()

    def found(node: ast.AST, what: str) -> None:
        seen.add((getattr(node, "lineno", 0), what))

    statement_of: dict[ast.AST, ast.stmt] = {}  # each expression's own statement
    in_call: set[ast.AST] = set()  # expressions that are (inside) a call's arguments
    for any_node in ast.walk(tree):
        if isinstance(any_node, ast.stmt):
            for child in ast.iter_child_nodes(any_node):
                if not isinstance(child, ast.stmt):
                    for sub in ast.walk(child):
                        statement_of[sub] = any_node
        if isinstance(any_node, ast.Call):
            for arg in [*any_node.args, *(k.value for k in any_node.keywords)]:
                in_call.update(ast.walk(arg))

    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and type(node.value) is int and node.value in (66, 33):
            found(node, f"the target or its half ({node.value})")
        if not isinstance(node, _OPERATIONS):
            continue
        text = text_of.segment(node)
        values = {c.value for c in _ints(node) if isinstance(c.value, int)}
        if values & {20, 40} and _POINTS.search(text):
            found(node, f"a marriage's value ({sorted(values & {20, 40})}): {text}")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.FloorDiv, ast.Div))
                and isinstance(node.right, ast.Constant) and node.right.value == 2
                and _TARGET.search(text_of.segment(node.left))):
            found(node, f"half the target computed: {text}")
        if (isinstance(node, ast.Compare) and _TARGET.search(text) and any(
                isinstance(b, ast.BinOp) and isinstance(b.op, ast.Mult)
                and 2 in {getattr(b.left, "value", None), getattr(b.right, "value", None)}
                for b in ast.walk(node))):
            found(node, f"half the target by doubling: {text}")
        # game points: compared with a number, or a number chosen as the statement's game
        # points (an argument of a call is the callee's: ``wrong_claim_points(1 if ...)``)
        own = statement_of.get(node)
        head = "" if own is None or node in in_call else text_of.head(own)
        if values & {1, 2, 3} and (
                isinstance(node, ast.Compare) and _GAME_POINTS.search(text)
                or isinstance(node, ast.IfExp) and _GAME_POINTS.search(head)):
            found(node, f"game points ({sorted(values & {1, 2, 3})}): {text}")
    yield from sorted(seen)


def _files() -> Iterator[tuple[str, Path]]:
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if not rel.startswith(HOME):
                yield rel, path


def test_no_rule_number_outside_the_kernel_and_the_variants() -> None:
    found = []
    for rel, path in _files():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for line, what in rule_literals(source):
            if (rel, lines[line - 1].strip()) not in ALLOWED:
                found.append(f"{rel}:{line}: {what}")
    assert not found, "rule numbers outside the kernel and the variants:\n" + "\n".join(found)


@pytest.mark.parametrize("code", [
    "if obs.my_points >= 66:\n    pass",
    "ok = deal.points(seat) >= 66",
    "points = 40 if suit == trump else 20",
    "worth = 20 if c.suit != obs.trump else 40",
    "close = obs.my_points >= 40",
    "half = v.target_points // 2",
    "half = target / 2",
    "under = points * 2 < target",
    "gp = 3 if tricks == 0 else 2",
    "return (3 if loser_tricks == 0 else 2), game_points",
    "if gp == 3:\n    pass",
    "need = 33 - loser",
])
def test_the_scan_catches(code: str) -> None:
    assert list(rule_literals(code)), code


@pytest.mark.parametrize("code", [
    "_CLOSE_FROM = 40  # a rule of thumb, named once",
    "size = 20 if quick else 100",
    "path = _circle_path(50, 27, 20)",
    "ok = deck_size not in (20, 24)",
    "table = 1 << 20",
    "x = (15 if even else 20) + col * 10",
    "n = len(cards) // 2",
    "games % 20 == 0",
    "if len(self.winners) == 1:\n    game_points = 0",
])
def test_the_scan_leaves_alone(code: str) -> None:
    assert not list(rule_literals(code)), code
