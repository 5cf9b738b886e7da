"""Seeded random games as the referee logs them, for the benchmarks that need a game's log."""
from __future__ import annotations

import random

import engines
from bot.storage import LogEntry
from engines.base import State


def random_log(key: str, players: int, options: dict, rng: random.Random, *, entries: int | None = None,
               moves: int | None = None) -> tuple[list[LogEntry], State]:
    """A random game's log (chance by its probabilities, moves uniformly, each move with its words) and
    the state it leads to: until the end, or `entries` log entries, or `moves` moves of a player."""
    game = engines.get_game(key)
    state = game.new_game(players, game.check_options(players, options))
    log: list[LogEntry] = []
    made = 0
    while not state.is_over and (entries is None or len(log) < entries) and (moves is None or made < moves):
        if state.is_chance_node:
            outcome = state.random_outcome(rng)
            log.append(LogEntry(len(log) + 1, None, "chance", outcome, 0.0))
            state = state.apply_chance(outcome)
            continue
        move = rng.choice(state.legal_moves())
        log.append(LogEntry(len(log) + 1, state.current_player, "move", move, 0.0, state.describe_move(move)))
        state = state.play(move)
        made += 1
    return log, state
