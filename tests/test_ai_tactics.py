"""The computer's tactics: from `normal` up, every level takes a win in one, and facing a loss in one it
plays a move that leaves none when there is one, in every two-player game where such positions occur
(Tactonix's wins hang on secret colours: tests/test_ai.py has its win in one). The positions are met in
seeded random games: real move sequences, found the same way every run."""
from __future__ import annotations

import random

import pytest

import engines
from engines import ai
from engines.base import State

LEVELS = [level for level in ai.LEVELS if ai.LEVELS[level] >= ai.LEVELS["normal"]]
GAMES = ["tictacdoh", "icesickle", "coins", "telic"]
OPENING = 4


def wins_now(state: State, move: str) -> bool:
    """The move ends the game with its player alone first."""
    after = state.play(move)
    ranking = after.ranking()
    return after.is_over and ranking is not None and ranking[state.current_player] == 0 and ranking.count(0) == 1


def winning(state: State) -> list[str]:
    return [move for move in state.legal_moves() if wins_now(state, move)]


def safe_moves(state: State) -> tuple[list[str], int]:
    """The moves after which the opponent (to move at once, no chance between) has no win in one, and
    how many moves do give one."""
    safe, losing = [], 0
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over or after.is_chance_node:
            continue
        if winning(after):
            losing += 1
        else:
            safe.append(move)
    return safe, losing


def met_in_play(key: str, kind: str) -> State:
    """The last position of the first seeded random game (seed after seed) that has one with a win in
    one that not every move takes (kind "win"), or with no win in one and a loss in one that some move
    avoids ("block"), after the opening (``OPENING`` moves): the last, so that the searches are short
    (the expert's exact Tic Tac Doh! solver from the first moves takes seconds, not from later ones)."""
    game = engines.get_game(key)
    for seed in range(100):
        rng = random.Random(seed)
        state = game.new_game(2)
        found: State | None = None
        plies = 0
        while not state.is_over:
            if state.is_chance_node:
                state = state.apply_chance(state.random_outcome(rng))
                continue
            if plies >= OPENING and len(state.legal_moves()) > 1:
                wins = winning(state)
                if kind == "win" and wins and len(wins) < len(state.legal_moves()):
                    found = state
                if kind == "block" and not wins:
                    safe, losing = safe_moves(state)
                    if safe and losing:
                        found = state
            state = state.play(state.random_move(rng))
            plies += 1
        if found is not None:
            return found
    raise AssertionError(f"no {kind} position met in {key}")


def level_move(state: State, level: str, seed: int) -> str:
    search = ai.Search(state, random.Random(seed), ai.settings_for(state, level))
    search.run(ai.playouts_for(state.game.key, level))
    return search.best()


@pytest.mark.parametrize("key", GAMES)
def test_every_level_from_normal_takes_a_win_in_one(key: str) -> None:
    state = met_in_play(key, "win")
    for level in LEVELS:
        move = level_move(state, level, seed=1)
        assert wins_now(state, move), (level, move)


@pytest.mark.parametrize("key", GAMES)
def test_every_level_from_normal_blocks_a_loss_in_one(key: str) -> None:
    state = met_in_play(key, "block")
    safe, _ = safe_moves(state)
    for level in LEVELS:
        move = level_move(state, level, seed=1)
        assert move in safe, (level, move, safe)
