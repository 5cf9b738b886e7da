"""Which (game, players, options) set-ups the random-play conformance test covers.

Derived from the engine registry, so a newly registered game is covered without editing the test.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator

import engines
from engines.base import Game

GAMES_PER_GAME = 60  # random games per game, over all its set-ups (the suite's time: five minutes at most)


def setups(game: Game) -> list[tuple[int, dict]]:
    """Every player count and every combination of enumerable options that the game accepts."""
    enumerable = [spec for spec in game.options if spec.choices]
    result = []
    for players in range(game.min_players, game.max_players + 1):
        for values in itertools.product(*(spec.choices for spec in enumerable)):
            options = {spec.name: value for spec, value in zip(enumerable, values)}
            try:
                game.check_options(players, options)
            except ValueError:
                continue
            result.append((players, options))
    return result


def cases() -> Iterator[tuple[str, int, dict, int]]:
    """(game key, players, options, games to play) for each set-up; GAMES_PER_GAME per game in all."""
    for key, game in sorted(engines.GAMES.items()):
        configs = setups(game)
        base, extra = divmod(GAMES_PER_GAME, len(configs))
        for index, (players, options) in enumerate(configs):
            yield key, players, options, base + (1 if index < extra else 0)
