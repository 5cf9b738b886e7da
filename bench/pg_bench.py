"""The service on PostgreSQL: the move round trip next to its floor, and moves per second with one and
two bot processes on one database of 10,000 games in progress.

The server is a throwaway one started for the run (tests/pg_server.py, the tests' own: initdb into a temporary folder,
as the `postgres` user under root), tuned like the tests' (fsync off): the figures are those of the
database's work, not of a disk. Without PostgreSQL's binaries the section says so and is skipped.

Rows:
- the round trip, as bench.service_bench measures it on SQLite (load, validate, append + commit,
  render; the floor is one commit + one render of the same state, same run), on 10,000 games in
  progress: the state loaded from the database every move, and the state cached.
- throughput: 1 and then 2 OS processes, each a `GameService` on the same database (as two bot
  processes with different shards), each playing random legal moves round robin in games of its own
  for THROUGHPUT_SECONDS; pictures are not drawn (render=False): a picture costs the same in any
  process and scales with cores, the database is what the processes share. Moves per second summed over
  the processes, and the ratio of 2 processes to 1.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import random
import time
from collections.abc import Sequence

from bench.service_bench import FLOOR_LOG, ROUNDS, measure_on, trip_lines
from bot.service import GameService, Refusal, User
from tests.pg_server import start_server

SIZE = 10_000
THROUGHPUT_SECONDS = 10.0
PROCESSES = (1, 2)
WARM_UP = 20.0  # seconds for the processes to start and read their games before the timed run


def play_for(task: tuple[str, list[tuple[str, list[tuple[str, str]]]], float, float, int]) -> tuple[int, int]:
    """In a worker process: play random moves in these games (id, players by seat) from `start` (a
    wall-clock moment shared by the workers) for `seconds`; (moves played, moves refused)."""
    url, games, start, seconds, seed = task
    return asyncio.run(_play_for(url, games, start, seconds, seed))


async def _play_for(url: str, games: list[tuple[str, list[tuple[str, str]]]], start: float, seconds: float,
                    seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    service = await GameService.open(url, render=False)
    played = refused = 0
    try:
        # untimed: imports and connections warm, and every game of its share read once, so that neither
        # run pays for the database server's first reads of the pages (the first run would, otherwise)
        for game_id, _ in games:
            await service.storage.load_game(game_id)
        await asyncio.sleep(max(0.0, start - time.time()))
        end = start + seconds
        while time.time() < end:
            for game_id, players in games:
                if time.time() >= end:
                    break
                state = (await service.game(game_id)).state
                if state.is_over:
                    continue
                seat = state.current_player
                assert seat is not None
                try:
                    await service.play(User(*players[seat]), state.random_move(rng), game_id=game_id)
                    played += 1
                except Refusal:
                    refused += 1
    finally:
        await service.close()
    return played, refused


def throughput(url: str, games: Sequence[tuple[str, list[tuple[str, str]]]], processes: int) -> tuple[float, int]:
    """Moves per second of `processes` processes on disjoint shares of `games`; and moves refused."""
    share = len(games) // processes
    start = time.time() + WARM_UP  # the processes start, connect and read their games first
    tasks = [(url, list(games[n * share:(n + 1) * share]), start, THROUGHPUT_SECONDS, n) for n in range(processes)]
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        results = pool.map(play_for, tasks)
    return sum(played for played, _ in results) / THROUGHPUT_SECONDS, sum(refused for _, refused in results)


def main() -> list[str]:
    server = start_server()
    if server is None:
        return ["PostgreSQL: skipped, no PostgreSQL binaries (pg_ctl) on this machine; apt install postgresql"]
    try:
        url = server.create_database()
        started = time.perf_counter()
        runs = asyncio.run(measure_on({SIZE: url}, rounds=ROUNDS))
        elapsed = time.perf_counter() - started
        lines = [f"PostgreSQL ({server.binaries.parent.name}): move round trip in ms on {SIZE:,} games in progress, {ROUNDS} "
                 f"moves per row, mixed games; floor = one commit + one render, same run; {elapsed:.0f} s"]
        lines.extend(trip_lines(runs))
        games = asyncio.run(games_in_progress(url))
        lines.append(f"PostgreSQL: moves per second on {len(games):,} games in progress, each process a service "
                     f"playing games of its own for {THROUGHPUT_SECONDS:.0f} s (no pictures)")
        rates = {}
        for processes in PROCESSES:
            rates[processes], refused = throughput(url, games, processes)
            assert refused == 0, f"{refused} moves refused in games no other process played"
            lines.append(f"  {processes} process{'es' * (processes > 1)}: {rates[processes]:,.0f} moves/s")
        lines.append(f"  2 processes / 1: {rates[2] / rates[1]:.2f}x")
        return lines
    finally:
        server.stop()


async def games_in_progress(url: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """Every game in progress on the database: its id and its players (id, name) by seat."""
    service = await GameService.open(url, render=False)
    try:
        # the floor's game only collects the floor's log entries: it is no game to play
        rows = [row for row in await service.storage.active_games() if row.id != FLOOR_LOG]
        names = await service.storage.names(sorted({uid for row in rows for uid in row.players}))
        return [(row.id, [(uid, names.get(uid, uid)) for uid in row.players]) for row in rows]
    finally:
        await service.close()


if __name__ == "__main__":
    print("\n".join(main()))
