"""Every word in one place (issue 29): the engines, the renderers and the service write no sentence of their
own, only keys of the catalogue (`bot/words/locales`), and no front end's markup (Discord's mentions,
timestamps, channels, custom emoji, command mentions, or a typed command hint such as "/settings clock:").

Read with `ast`, so docstrings and comments are free to speak English. What a person never reads is free
too, and said here once, with its reason:
- log calls (`log.warning(...)`): for the operator;
- the message of an exception raised for a developer or an operator (any exception but the ones a player
  is told of: `IllegalMove`, `OptionError`, `Refusal`, which carry a catalogue key), and of an `assert`;
- the engines' checks of a saved state (a function with "load" in its name and the helpers only such
  functions call): a saved state comes from the bot's own storage, so a bad one is the operator's
  business (logs);
- a game's `title` (a name: "Tic Tac Doh!" is never translated);
- `ALLOWED` below.
"""
from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.test_catalogue import ENGLISH

ROOT = Path(__file__).resolve().parent.parent
WORDS = ("engines", "renderers", "bot/service")  # no sentence of their own
MARKUP = ("engines", "renderers", "bot/service")  # no front end's markup
PLAYER_EXCEPTIONS = {"IllegalMove", "OptionError", "Refusal"}  # what a player is told: a key, then arguments
LOG_NAMES = {"log", "logger", "logging", "warnings"}
KEY = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)+$")
LETTER = re.compile(r"[^\W\d_]")
# Discord's markup, and a command hint typed out ("/telic move move:"): a front end's business (bot/words' Command)
DISCORD = re.compile(r"<t:|<@|<#|</|<a?:\w|@everyone|@here|(?:^|\s)/[a-z][a-z-]*(?: [a-z-]+)* [a-z_]+:")
ALLOWED = {
    # a record's Site header at the local table: records are data, kept in English like their moves
    ("bot/service/records.py", "the local table"),
    # why an owed post waits, in the outbox's error column: for the operator, beside the logs
    ("bot/service/outbox.py", "the game has no room"),
}


def is_prose(text: str) -> bool:
    """More than two words with letters in them (move notation, keys and names are fewer, or no words)."""
    return not KEY.match(text) and sum(1 for token in text.split() if LETTER.search(token)) > 2


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _loaders(tree: ast.AST) -> list[ast.AST]:
    """The functions that check a saved state: those named for loading, and the helpers that only they
    call (within the module)."""
    functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    callers: dict[str, set[str]] = {}
    for function in functions:
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and _name(node.func):
                callers.setdefault(_name(node.func), set()).add(function.name)
    chosen = {function.name for function in functions if "load" in function.name.lower()}
    grown = True
    while grown:
        grown = False
        for function in functions:
            name = function.name
            if name not in chosen and callers.get(name) and callers[name] <= chosen:
                chosen.add(name)
                grown = True
    return [function for function in functions if function.name in chosen]


def _free(tree: ast.AST, engine: bool) -> set[int]:
    """The nodes whose words nobody playing reads (see the module's docstring); `engine`: the module is an
    engine's (its saved-state checks are free)."""
    free: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                free.append(first.value)  # a docstring
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) \
                and _name(node.exc.func) not in PLAYER_EXCEPTIONS:
            free.append(node.exc)
        elif isinstance(node, ast.Assert) and node.msg is not None:
            free.append(node.msg)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id in LOG_NAMES:
            free.append(node)
        elif isinstance(node, ast.ClassDef):
            free += [statement for statement in node.body if isinstance(statement, (ast.Assign, ast.AnnAssign))
                     and any(_name(target) == "title" for target in
                             (statement.targets if isinstance(statement, ast.Assign) else [statement.target]))]
    if engine:
        free += _loaders(tree)
    return {id(inner) for node in free for inner in ast.walk(node)}


def texts(tree: ast.AST, skip: set[int] = frozenset()) -> Iterator[tuple[int, str]]:  # type: ignore[assignment]
    """Every string of the code outside `skip`, an f-string as its literal parts with "{}" for each value."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inside:
            continue
        if isinstance(node, ast.JoinedStr):
            inside.update(id(value) for value in node.values)
            yield node.lineno, "".join(value.value if isinstance(value, ast.Constant) else "{}"
                                       for value in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def sources(folders: tuple[str, ...]) -> list[Path]:
    return [path for folder in folders for path in sorted((ROOT / folder).rglob("*.py"))]


def prose_in(source: str, where: str = "") -> list[str]:
    tree = ast.parse(source)
    return [f"{where}:{line}: {text!r}" for line, text in texts(tree, _free(tree, where.startswith("engines/")))
            if is_prose(text) and (where, text) not in ALLOWED]


def markup_in(source: str) -> list[str]:
    return [f"{line}: {text!r}" for line, text in texts(ast.parse(source)) if DISCORD.search(text)]


def unkeyed_refusals(source: str) -> list[str]:
    """A refusal or an illegal move raised with text that is not a key of the English catalogue."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _name(node.func) in PLAYER_EXCEPTIONS and node.args:
            first = node.args[0]
            if isinstance(first, ast.JoinedStr) or (isinstance(first, ast.Constant) and first.value not in ENGLISH):
                found.append(f"{node.lineno}: {ast.unparse(first)}")
    return found


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", sources(WORDS), ids=_relative)
def test_no_sentence_of_its_own(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert prose_in(source, _relative(path)) == [], "say it with a catalogue key (bot/words/locales/en.ftl)"
    assert unkeyed_refusals(source) == [], "a player's refusal names a message of the catalogue"


@pytest.mark.parametrize("path", sources(MARKUP), ids=_relative)
def test_no_front_ends_markup(path: Path) -> None:
    assert markup_in(path.read_text(encoding="utf-8")) == [], "a front end's markup, in its presenter"


def test_the_checks_see_what_they_forbid() -> None:
    bad = '''
"""A docstring may say anything it likes."""
import logging
log = logging.getLogger(__name__)

class Game:
    title = "Tic Tac Doh!"

def describe(move):
    """Words for a move."""
    log.warning("this is for the operator alone")
    if move == "a1-a2 b3":
        raise ValueError(f"a developer's mistake with {move}")
    if not move:
        raise IllegalMove("the move is empty, type one")
    if move == "x":
        raise Refusal("refusal-no-such-key-anywhere")
    return f"You moved {move} to the centre"

def load(data):
    return _check(data)

def _check(data):
    why = "the saved state is broken"
    raise LookupError(why)

def _why(text):
    return text

def shown(user):
    return f"<@{user}> wins <t:{1}:R>, see /settings clock: and #general"
'''
    assert sorted(prose_in(bad, "engines/bad.py")) == ["engines/bad.py:15: 'the move is empty, type one'",
                                                        "engines/bad.py:18: 'You moved {} to the centre'",
                                                        "engines/bad.py:31: '<@{}> wins <t:{}:R>, see /settings "
                                                        "clock: and #general'"]
    assert "the saved state is broken" in str(prose_in(bad, "bot/service/bad.py"))  # an engine's checks only
    assert sorted(unkeyed_refusals(bad)) == ["15: 'the move is empty, type one'",
                                             "17: 'refusal-no-such-key-anywhere'"]
    assert markup_in(bad) == ["31: '<@{}> wins <t:{}:R>, see /settings clock: and #general'"]
    assert not is_prose("rot {} {} cw") and not is_prose("telic-move-enter-bumping") and is_prose("Roll the die")
