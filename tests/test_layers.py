"""The import directions of the module map in ``schnapsen/__init__.py``, read from the source.

Two rules hold for every import, even one inside a function: the engine never imports the
teaching layer (``schnapsen.teach``) or the widgets, and those two never import each other.
The order of the engine's modules holds for imports at module level (the ones that run when
``import schnapsen`` loads); a module the map does not name yet is only held to the first rule.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "schnapsen"

#: the engine's modules in the map's order: a module may import those of earlier rows
ORDER: list[set[str]] = [
    {"errors", "stages"},
    {"cards"},
    {"i18n"},
    {"variants", "moves"},
    {"kernel"},
    {"rules"},
    {"checks", "bidding", "scoring"},
    {"deal"},
    {"observation", "explain", "notation"},
    {"search", "render"},
    {"bots"},
    {"match", "compare"},
    {"__init__"},
]
RANK = {name: row for row, names in enumerate(ORDER) for name in names}
LAYERS = {"teach", "widgets"}


#: top-level modules that only re-export a layer under the name the API promises, and belong
#: to that layer (``schnapsen.practice`` is ``schnapsen.teach.practice``)
ALIASES = {"practice": "teach"}


def part(module: str) -> str:
    """``schnapsen.render.table`` -> ``render`` (the package itself -> ``__init__``)."""
    parts = module.split(".")
    name = parts[1] if len(parts) > 1 else "__init__"
    return ALIASES.get(name, name)


def modules() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield ".".join(parts), path


def imports(module: str, path: Path) -> Iterator[tuple[str, bool]]:
    """(imported schnapsen module, at module level?) for every import in the file."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def visit(node: ast.AST, top: bool) -> Iterator[tuple[str, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                names = [target] if child.module else [f"{target}.{a.name}" for a in child.names]
                yield from ((n, top) for n in names if n.split(".")[0] == "schnapsen")
            elif isinstance(child, ast.Import):
                yield from ((a.name, top) for a in child.names
                            if a.name.split(".")[0] == "schnapsen")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                yield from visit(child, False)
            elif isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from visit(child, False)
            else:
                yield from visit(child, top)

    yield from visit(ast.parse(path.read_text(encoding="utf-8")), True)


EDGES = [(module, target, top) for module, path in modules()
         for target, top in imports(module, path)]


def test_the_map_finds_the_imports() -> None:
    """The reader of the source sees what the tests below judge (a sanity check)."""
    found = {(part(m), part(t), top) for m, t, top in EDGES}
    assert ("deal", "kernel", True) in found
    assert ("deal", "render", False) in found  # the notebook picture, inside a method
    assert ("teach", "i18n", True) in found and ("widgets", "render", True) in found


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_nothing_below_a_layer_imports_it(layer: str) -> None:
    """No exception: the widgets are handed the teaching layer's data (the puzzles, the guided
    hands) by the page that makes them, and import none of it, not even for types."""
    bad = sorted({f"{m} -> {t}" for m, t, _ in EDGES
                  if part(t) == layer and part(m) != layer})
    assert bad == []


def test_engine_modules_import_only_earlier_rows_at_load_time() -> None:
    bad = []
    for module, target, top in EDGES:
        a, b = part(module), part(target)
        if top and a != b and a in RANK and b in RANK and RANK[b] >= RANK[a]:
            bad.append(f"{module} -> {target}")
    assert bad == []


def test_the_catalogue_imports_only_the_cards() -> None:
    """The catalogues name the cards (one name per card), and know nothing else of the
    package: no rules, no deal, no layer above."""
    bad = sorted({f"{m} -> {t}" for m, t, _ in EDGES
                  if part(m) == "i18n" and part(t) not in ("i18n", "cards", "errors")})
    assert bad == []
