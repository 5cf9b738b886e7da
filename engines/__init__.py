"""Rules engines. ``GAMES`` maps each game key to its ``Game`` spec object."""
from __future__ import annotations

import importlib

from engines.base import Game, IllegalMove, OptionError, OptionSpec, QuickMove, State, competition_ranking
from engines.registry import GAMES, get_game, register

# Every game module registers its GAME when imported, so importing them here fills GAMES, in this
# order. A module that fails to import, or registers nothing under its name, fails the import of
# engines: a game must never go missing quietly.
GAME_MODULES: tuple[str, ...] = ("telic", "coins", "tactonix", "tictacdoh", "icesickle")


def _import_games() -> None:
    for name in GAME_MODULES:
        importlib.import_module(f"engines.{name}")
    silent = [name for name in GAME_MODULES if name not in GAMES]
    if silent:
        raise ImportError(f"engines.{silent[0]} was imported but registered no game {silent[0]!r}")


_import_games()

__all__ = ["GAMES", "GAME_MODULES", "Game", "IllegalMove", "OptionError", "OptionSpec", "QuickMove", "State",
           "competition_ranking", "get_game", "register"]
