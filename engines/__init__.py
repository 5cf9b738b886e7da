"""Rules engines. ``GAMES`` maps each game key to its ``Game`` spec object."""
from __future__ import annotations

import importlib

from engines.base import Game, IllegalMove, OptionSpec, QuickMove, State, competition_ranking
from engines.registry import GAMES, get_game, register

# Every game module registers its GAME when imported, so importing them here fills GAMES, in this
# order. A module that fails to import is a broken install: the error is not caught.
GAME_MODULES: tuple[str, ...] = ("telic", "coins", "tactonix", "tictacdoh", "icesickle")
for _name in GAME_MODULES:
    importlib.import_module(f"engines.{_name}")
del _name

__all__ = ["GAMES", "GAME_MODULES", "Game", "IllegalMove", "OptionSpec", "QuickMove", "State",
           "competition_ranking", "get_game", "register"]
