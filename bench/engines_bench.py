"""Per-ply cost of random play for every engine, anchored on python-chess in the same run."""
from __future__ import annotations

import random
import time

import chess

import engines
from engines import State
from engines.base import PLAY
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


def _random_step(state, rng: random.Random):
    if state.is_chance_node:
        return state.apply_chance(state.random_outcome(rng))
    return state.play(rng.choice(state.legal_moves()))


def engine_run(key: str, seed: int, plies_wanted: int = PLIES, *, play_phase_only: bool = False
               ) -> tuple[float, int]:
    """Random play; with `play_phase_only`, only plies of the play phase are timed (Tactonix's setup
    placements are cheap and would flatter the figure)."""
    game = engines.get_game(key)
    players, options = SETUPS[key]
    rng = random.Random(seed)
    plies, elapsed = 0, 0.0
    while plies < plies_wanted:
        state = game.new_game(players, options)
        if play_phase_only:
            while state.phase() != PLAY and not state.is_over:
                state = _random_step(state, rng)
        start = time.perf_counter()
        while not state.is_over and plies < plies_wanted:
            state = _random_step(state, rng)
            plies += 1
        elapsed += time.perf_counter() - start
    return elapsed, plies


def sample_positions(key: str, count: int, seed: int = 7, *, play_phase_only: bool = False) -> list:
    """Positions met in random play where a player is to move."""
    game = engines.get_game(key)
    players, options = SETUPS[key]
    rng = random.Random(seed)
    found: list = []
    while len(found) < count:
        state = game.new_game(players, options)
        while not state.is_over and len(found) < count:
            if not state.is_chance_node and rng.random() < 0.3 and (
                    not play_phase_only or state.phase() == PLAY):
                found.append(state)
            state = _random_step(state, rng)
    return found


def legal_moves_percentiles(positions: list) -> tuple[float, float]:
    """p50/p99 µs of a first legal_moves() call: engines may cache the list on the state, so each
    timing runs on a fresh copy loaded from to_dict() (best of three copies)."""
    timings = []
    for state in positions:
        game = engines.get_game(state.to_dict()["game"])
        copies = [game.load(state.to_dict()) for _ in range(3)]
        timings.append(min(time_calls(copy.legal_moves) for copy in copies) * 1e6)
    return percentile(timings, 0.5), percentile(timings, 0.99)


def chance_nodes(key: str, count: int, seed: int = 7) -> list[tuple[State, str]]:
    """Chance nodes met in random play, each with one of its listed outcomes (drawn as the referee
    would); [] for games without chance."""
    game = engines.get_game(key)
    players, options = SETUPS[key]
    rng = random.Random(seed)
    found: list[tuple[State, str]] = []
    for _ in range(40):  # games; a game without chance never fills the list
        state = game.new_game(players, options)
        while not state.is_over and len(found) < count:
            if state.is_chance_node:
                found.append((state, state.random_outcome(rng)))
            state = _random_step(state, rng)
        if len(found) >= count:
            break
    return found


def apply_chance_percentiles(nodes: list[tuple[State, str]], calls: int = 200) -> tuple[float, float]:
    """p50/p99 µs of apply_chance() over chance nodes (each the best of three runs of `calls`)."""
    timings = []
    for state, outcome in nodes:
        def run() -> None:
            for _ in range(calls):
                state.apply_chance(outcome)
        timings.append(min(time_calls(run) for _ in range(3)) / calls * 1e6)
    return percentile(timings, 0.5), percentile(timings, 0.99)


def main() -> list[str]:
    lines = ["Engines: µs per ply of random play (legal_moves + play + end check), median of "
             f"{REPEATS} runs of {PLIES} plies; legal_moves() p50/p99 µs over positions met in play"]
    lines.append(row("game", "µs/ply", "ratio", "lm p50", "lm p99", "target"))
    anchor = median_of_runs(lambda: chess_run(1), REPEATS) * 1e6
    lines.append(row("python-chess (anchor)", anchor, "1.00x", "", "", ""))
    for key in engines.GAMES:
        midgame = key == "tactonix"
        plies = 600 if midgame else PLIES
        per_ply = median_of_runs(lambda: engine_run(key, 1, plies, play_phase_only=midgame), REPEATS) * 1e6
        positions = sample_positions(key, 100 if midgame else 300, play_phase_only=midgame)
        p50, p99 = legal_moves_percentiles(positions)
        name = f"{key} (4p 8x8, play phase)" if midgame else key
        target = f"<={TARGETS[key]}x" + (", p99<=5000" if midgame else "")
        lines.append(row(name, per_ply, f"{per_ply / anchor:.2f}x", p50, p99, target))
    lines.append("apply_chance() p50/p99 µs over chance nodes met in random play (the die, draws, deals)")
    for key in engines.GAMES:
        nodes = chance_nodes(key, 200)
        if nodes:
            p50, p99 = apply_chance_percentiles(nodes)
            lines.append(row(f"{key} ({len(nodes)} chance nodes)", "", "", p50, p99, ""))
    return lines
