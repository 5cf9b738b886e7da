"""The registry of games, as in OpenSpiel: each game module registers its ``Game`` when imported.

It lives apart from ``engines/__init__`` so that a game module can register itself while the package
is still importing it (``engines/__init__`` imports every game module; see there).
"""
from __future__ import annotations

from engines.base import Game

GAMES: dict[str, Game] = {}  # in registration order: the order menus and help list the games


def register(game: Game) -> Game:
    """Add a game under its key; a second, different game under the same key is a programming error."""
    if not isinstance(game, Game):
        raise TypeError(f"only a Game can be registered, not {game!r}")
    known = GAMES.get(game.key)
    if known is not None and known is not game:
        raise ValueError(f"a game with key {game.key!r} is already registered: {known!r}")
    GAMES[game.key] = game
    return game


def get_game(key: str) -> Game:
    try:
        return GAMES[key]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"no game {key!r} (games: {known})") from None
