"""The seek pool (issue 31): one pairing round over a pool of 10,000 seekers, and how it grows.

A round is `bot.service.seeks.pair(seekers, now)`, the pure function every `/seek` and every due round
runs over the pool's waiting seekers: it buckets them by game, players and rated wish, sorts each bucket by
rating once, and sweeps neighbours for each clock. What must hold: O(n log n) or better.

The pool: seekers of one server, each naming one to three of the five games, a clock range of the four
clocks, 2 players (one in ten 3 or 4, for the games that take them), rated for four in five, ratings
around 1500 (σ 250, as displayed), sought over the last two days (so their windows differ: some ±100,
some open); a pool of n is the first n of one list. Each call is timed on a fresh copy by the process's
own clock (`process_time`: not the moments another process had the processor), the garbage collector
paused (as timeit does), the best of several with the sizes in turn (the machine is shared: the best is
the call's own cost, and a busy moment falls on every size alike).

Rows: per pool size (2,500 to 20,000), the round's time against a floor, sorting the same pool by rating
(n log n by definition), their ratio, µs per seeker, games made and seekers left; the ratio per doubling
of each. A pool that outgrows the processor's caches makes every pass over it dearer per seeker, so on a
busy machine the wall time of the sort itself grows faster than n log n: the round/sort ratio staying
flat from the smallest pool to the largest is what shows the round is O(n log n) (a quadratic round would
multiply it by 8 over three doublings). Last, the database's part of a round at 10,000: reading the pool
(`storage.seeks`) from SQLite.
"""
from __future__ import annotations

import asyncio
import gc
import math
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import engines
from bench.stats import row
from bot.service import GameService
from bot.service.clocks import DAY, HOUR
from bot.service.seeks import EXPIRES_AFTER, STEP_SECONDS, pair
from bot.storage.rows import SeekRow

SIZES = (2_500, 5_000, 10_000, 20_000)
SHOWN = 10_000  # the pool the issue names
REPEATS = 9
NOW = 1_800_000_000.0
POOL = "bench-guild"
# how much more the round may cost against the sort at the largest pool than at the smallest: flat (×1) is
# O(n log n); a quadratic round would be ×8 over three doublings
TARGET = 1.5
WIDTHS = (22, 10, 9, 11, 10, 8, 6)


def pool(size: int, rng: random.Random) -> list[SeekRow]:
    keys = list(engines.GAMES)
    seekers = []
    for number in range(1, size + 1):
        players = 2 if rng.random() < 0.9 else rng.choice((3, 4))
        fitting = [key for key in keys if engines.GAMES[key].min_players <= players <= engines.GAMES[key].max_players]
        games = rng.sample(fitting, k=min(len(fitting), rng.randint(1, 3)))
        low, high = sorted(rng.sample(range(len(STEP_SECONDS)), 2)) if rng.random() < 0.6 else [rng.randrange(4)] * 2
        rating = round(rng.gauss(1500, 250))
        created = NOW - rng.uniform(0, 2 * DAY)
        seekers.append(SeekRow(number, POOL, POOL, "c", f"u{number}", games, {key: rating for key in games},
                               STEP_SECONDS[low], STEP_SECONDS[high], players, rng.random() < 0.8, created,
                               created + EXPIRES_AFTER, created + HOUR))
    return seekers


def timed(call: Callable[[], object]) -> float:
    """Seconds of one call, the garbage collector waiting meanwhile (as timeit has it): its passes over
    every object alive, the pool included, are the process's, not the call's."""
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()  # this process's own time: not the moments another took the processor
        call()
        return time.process_time() - start
    finally:
        gc.enable()


def by_rating(seekers: list[SeekRow]) -> int:
    """The floor: the pool sorted by rating (n log n by definition), then each seeker touched once."""
    ranked = sorted(seekers, key=lambda seek: seek.ratings.get(seek.games[0], 0))
    return sum(1 for seek in ranked if seek.low <= seek.high)


async def read_pool(seekers: list[SeekRow], folder: Path) -> float:
    """Median seconds to read a pool of these seekers from a SQLite database (the round's database part)."""
    service = await GameService.open(str(folder / "seeks.db"), render=False)
    try:
        async with service.storage.transaction() as tx:
            for seek in seekers:
                await tx.add_seek(seek)
        times = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            read = await service.storage.seeks(POOL)
            times.append(time.perf_counter() - start)
            assert len(read) == len(seekers)
        return statistics.median(times)
    finally:
        await service.close()


def main() -> list[str]:
    everyone = pool(max(SIZES), random.Random(31))
    lines = [f"Seek pool: one pairing round (bot.service.seeks.pair) over one server's pool, against a floor: the "
             f"same pool sorted by rating (n log n); best of {REPEATS}, the sizes in turn"]
    lines.append(row("seekers in the pool", "round ms", "sort ms", "round/sort", "µs/seeker", "games", "left",
                     widths=WIDTHS))
    rounds: dict[int, float] = {size: math.inf for size in SIZES}
    sorts: dict[int, float] = {size: math.inf for size in SIZES}
    for _ in range(REPEATS):  # the sizes in turn, so that a busy moment of the machine falls on all of them
        for size in SIZES:
            rounds[size] = min(rounds[size], timed(lambda: pair(list(everyone[:size]), NOW)))
            sorts[size] = min(sorts[size], timed(lambda: by_rating(list(everyone[:size]))))
    for size in SIZES:
        matches = pair(everyone[:size], NOW)
        left = size - sum(len(match.seekers) for match in matches)
        lines.append(row(f"{size:,}", f"{rounds[size] * 1e3:.1f}", f"{sorts[size] * 1e3:.1f}",
                         f"{rounds[size] / sorts[size]:.1f}", f"{rounds[size] / size * 1e6:.2f}",
                         f"{len(matches):,}", f"{left:,}", widths=WIDTHS))
    pairs = list(zip(SIZES, SIZES[1:]))
    lines.append("per doubling, round: " + ", ".join(f"×{rounds[b] / rounds[a]:.2f}" for a, b in pairs)
                 + "; sort: " + ", ".join(f"×{sorts[b] / sorts[a]:.2f}" for a, b in pairs)
                 + " (n log n: ×2.1 to ×2.2, more where the pool outgrows the caches; quadratic: ×4)")
    growth = (rounds[SIZES[-1]] / sorts[SIZES[-1]]) / (rounds[SIZES[0]] / sorts[SIZES[0]])
    lines.append(f"round/sort from {SIZES[0]:,} to {SIZES[-1]:,}: ×{growth:.2f} (target ≤ ×{TARGET}: the round grows "
                 f"no faster than sorting the pool) — {'ok: O(n log n)' if growth <= TARGET else 'OVER'}")
    with tempfile.TemporaryDirectory(prefix="seek-bench-") as folder:
        read = asyncio.run(read_pool(everyone[:SHOWN], Path(folder)))
    lines.append(f"reading the pool of {SHOWN:,} from SQLite (storage.seeks, median): {read * 1e3:.1f} ms; a whole "
                 f"round at {SHOWN:,}: {(read + rounds[SHOWN]) * 1e3:.1f} ms")
    return lines


if __name__ == "__main__":
    for line in main():
        print(line)
