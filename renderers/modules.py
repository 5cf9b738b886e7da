"""Finding a game's own module in a package of per-game modules (``renderers.<key>``,
``renderers.textboards.<key>``) from the engine registry."""
from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType

import engines


def game_module(package: str, key: str, protocol: type, what: str, needs: Sequence[str]) -> ModuleType:
    """The module ``<package>.<key>``, which must follow ``protocol``. A game the engines register
    without one is a mistake to fix, not a picture to skip: it fails here, naming the game, `what` is
    missing and the functions it `needs` (their names)."""
    engines.get_game(key)  # KeyError naming the known games for a key that is no game
    name = f"{package}.{key}"
    functions = ", ".join(f"{function}()" for function in needs)
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise LookupError(f"game {key!r} is registered in engines.GAMES but has no {what}: "
                          f"add {name.replace('.', '/')}.py with {functions}") from None
    if not isinstance(module, protocol):
        raise LookupError(f"the {what} of game {key!r} ({name}) must define {functions}")
    return module
