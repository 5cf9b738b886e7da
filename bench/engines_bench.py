"""Per-ply cost of random play for every engine, anchored on python-chess in the same run."""
from __future__ import annotations

import random
import time

import chess

import engines
from bench.stats import median_of_runs, percentile, row, time_calls

PLIES = 6000
REPEATS = 5
# Options and player counts the issues name for each game's figure.
SETUPS: dict[str, tuple[int, dict]] = {
    "telic": (2, {"move_limit": 200}),
    "coins": (3, {}),
    "tactonix": (4, {"move_limit": 60}),
    "tictacdoh": (2, {}),
    "icesickle": (2, {}),
}
TARGETS = {"telic": 0.2, "coins": 0.25, "tactonix": 50.0, "tictacdoh": 0.5, "icesickle": 1.0}


def chess_run(seed: int) -> tuple[float, int]:
    rng = random.Random(seed)
    plies, elapsed = 0, 0.0
    while plies < PLIES:
        board = chess.Board()
        start = time.perf_counter()
        while True:
            moves = list(board.legal_moves)
            board.push(rng.choice(moves))
            plies += 1
            if board.is_game_over() or plies >= PLIES:
                break
        elapsed += time.perf_counter() - start
    return elapsed, plies


def engine_run(key: str, seed: int, plies_wanted: int = PLIES) -> tuple[float, int]:
    game = engines.get_game(key)
    players, options = SETUPS[key]
    rng = random.Random(seed)
    plies, elapsed = 0, 0.0
    while plies < plies_wanted:
        state = game.new_game(players, options)
        start = time.perf_counter()
        while True:
            if state.is_chance_node:
                outcomes = state.chance_outcomes()
                pick = rng.choices(outcomes, weights=[p for _, p in outcomes])[0][0]
                state = state.apply_chance(pick)
            else:
                state = state.play(rng.choice(state.legal_moves()))
            plies += 1
            if state.is_over or plies >= plies_wanted:
                break
        elapsed += time.perf_counter() - start
    return elapsed, plies


def sample_positions(key: str, count: int, seed: int = 7) -> list:
    """Positions met in random play where a player is to move."""
    game = engines.get_game(key)
    players, options = SETUPS[key]
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = game.new_game(players, options)
        while not state.is_over and len(found) < count:
            if state.is_chance_node:
                outcomes = state.chance_outcomes()
                state = state.apply_chance(rng.choices(outcomes, weights=[p for _, p in outcomes])[0][0])
                continue
            if rng.random() < 0.3:
                found.append(state)
            state = state.play(rng.choice(state.legal_moves()))
    return found


def legal_moves_percentiles(positions: list) -> tuple[float, float]:
    timings = [time_calls(state.legal_moves, 3) * 1e6 for state in positions]
    return percentile(timings, 0.5), percentile(timings, 0.99)


def main() -> list[str]:
    lines = ["Engines: µs per ply of random play (legal_moves + play + end check), median of "
             f"{REPEATS} runs of {PLIES} plies; legal_moves() p50/p99 µs"]
    lines.append(row("game", "µs/ply", "ratio", "lm p50", "lm p99", "target"))
    anchor = median_of_runs(lambda: chess_run(1), REPEATS) * 1e6
    lines.append(row("python-chess (anchor)", anchor, 1.0, "", "", ""))
    for key in engines.GAMES:
        plies = PLIES if key != "tactonix" else 600
        per_ply = median_of_runs(lambda: engine_run(key, 1, plies), REPEATS) * 1e6
        p50, p99 = legal_moves_percentiles(sample_positions(key, 300 if key != "tactonix" else 100))
        target = TARGETS.get(key)
        lines.append(row(key, per_ply, f"{per_ply / anchor:.2f}x", p50, p99,
                         f"<={target}x" if target else ""))
    return lines
