"""Rules engines. ``GAMES`` maps each game key to its ``Game`` spec object."""
from __future__ import annotations

from engines.base import (
    Game, IllegalMove, OptionSpec, QuickMove, State, competition_ranking)

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.key] = game
    return game


def get_game(key: str) -> Game:
    try:
        return GAMES[key]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"no game {key!r} (games: {known})") from None


def _register_all() -> None:
    import importlib

    for name in ("telic", "coins", "tactonix", "tictacdoh", "icesickle"):
        try:
            module = importlib.import_module(f"engines.{name}")
        except ModuleNotFoundError as exc:  # an engine not written yet
            if exc.name != f"engines.{name}":
                raise
            continue
        register(module.GAME)


_register_all()

__all__ = ["GAMES", "Game", "IllegalMove", "OptionSpec", "QuickMove", "State", "competition_ranking",
           "get_game", "register"]
