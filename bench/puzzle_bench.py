"""Puzzles (issue 33): what preparing and verifying them costs, per game, in one process (the bot runs it in
a pool of its own, off the event loop). The deep verification (4x the `hard` playouts) of the sample
position of each game (tests/puzzle_positions.json), median of three seeds; and a preparation from
self-play, as the bot does when no finished game is left: the game at the `easy` level, then the search
for a puzzle in its last positions, per seed, with how many of the seeds gave one."""
from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import engines
from bench.stats import row
from bot.service import puzzle_search as puzzles

SAMPLES = Path(__file__).resolve().parent.parent / "tests" / "puzzle_positions.json"
SEEDS = 3
WIDTHS = (12, 12, 12, 12, 10)


def main() -> list[str]:
    samples = json.loads(SAMPLES.read_text(encoding="utf-8"))
    lines = [f"Puzzles: the deep verification (4x hard) of a sample position, median of {SEEDS} seeds; a "
             f"preparation from self-play (easy), median of seeds 0-{SEEDS - 1}; seconds, one core",
             row("game", "verify", "self-play", "search", "found", widths=WIDTHS)]
    for key in sorted(samples):
        state = engines.get_game(key).load(samples[key]["state"])
        verify = []
        for seed in range(SEEDS):
            started = time.perf_counter()
            puzzles.verify(state, seed)
            verify.append(time.perf_counter() - started)
        played, searched, found = [], [], 0
        for seed in range(SEEDS):
            started = time.perf_counter()
            positions = puzzles.self_play(key, seed)
            middle = time.perf_counter()
            found += bool(puzzles.find(key, positions, f"self-play:{seed}"))
            played.append(middle - started)
            searched.append(time.perf_counter() - middle)
        lines.append(row(key, *(f"{statistics.median(times):.2f}" for times in (verify, played, searched)),
                         f"{found}/{SEEDS}", widths=WIDTHS))
    return lines


if __name__ == "__main__":
    print("\n".join(main()))
