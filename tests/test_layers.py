"""The architecture holds: SQL and database drivers live in bot/storage only; the front ends talk to the
service, never to storage; nothing in bot/ or renderers/ asks which game it is or probes a state for a
feature (the game's spec says everything)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engines

ROOT = Path(__file__).resolve().parent.parent
DRIVERS = {"sqlite3", "aiosqlite", "asyncpg"}
SQL_WORDS = ("SELECT ", "INSERT INTO", "DELETE FROM", "CREATE TABLE", "UPDATE games", "PRAGMA")


def sources(*folders: str, skip: str | None = None) -> list[Path]:
    found = [path for folder in folders for path in sorted((ROOT / folder).rglob("*.py"))]
    return [path for path in found if skip is None or skip not in path.relative_to(ROOT).parts]


def imported(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def sql_in(tree: ast.AST) -> list[str]:
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
            and isinstance(node.value, str) and any(word in node.value for word in SQL_WORDS)]


def game_key_tests(tree: ast.AST) -> list[str]:
    """Comparisons with a game's key ("telic" == key, key in ("coins", …)) and hasattr/getattr probes."""
    keys = set(engines.GAMES)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for operand in [node.left, *node.comparators]:
                values = operand.elts if isinstance(operand, (ast.Tuple, ast.List, ast.Set)) else [operand]
                found += [v.value for v in values if isinstance(v, ast.Constant) and v.value in keys]
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "hasattr":
            found.append(ast.unparse(node))
    return found


@pytest.mark.parametrize("path", sources("bot", "bench", "tools", skip="storage"), ids=lambda p: str(p.relative_to(ROOT)))
def test_sql_and_drivers_only_in_storage(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert not imported(tree) & DRIVERS, f"{path.name} imports a database driver"
    assert not sql_in(tree), f"{path.name} writes SQL"


@pytest.mark.parametrize("path", sources("bot/discord", "bot/web", "bot/table"),
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_front_ends_talk_to_the_service_only(path: Path) -> None:
    modules = imported(ast.parse(path.read_text(encoding="utf-8")))
    assert not {m for m in modules if m.startswith("bot.storage")}, f"{path.name} reaches past the service"


@pytest.mark.parametrize("path", sources("bot", "renderers"), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_asks_which_game_it_is(path: Path) -> None:
    assert game_key_tests(ast.parse(path.read_text(encoding="utf-8"))) == []


def test_the_checks_see_what_they_forbid() -> None:
    bad = ast.parse("import aiosqlite\nif key == 'telic' or hasattr(state, 'colour_of'):\n"
                    "    q = 'SELECT id FROM games'\nfrom bot.storage.rows import GameRow\n")
    assert imported(bad) & DRIVERS == {"aiosqlite"}
    assert sql_in(bad) == ["SELECT id FROM games"]
    assert game_key_tests(bad) == ["telic", "hasattr(state, 'colour_of')"]
    assert "bot.storage.rows" in imported(bad)
