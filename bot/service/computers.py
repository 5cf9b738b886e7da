"""The computer players' turns. A computer's turn is due work like a deadline (`due` is the moment its
turn began), so whichever process runs the due work plays it, after a restart too; the search runs in a
process pool, batch after batch, and stops at its level's playouts or at a time cap, so the event loop
never waits on it and a move comes within seconds. The move then goes through `Moves.play` like
anyone's: its version check applies it once, however many processes thought about it."""
from __future__ import annotations

import asyncio
import multiprocessing
import random
import time
from concurrent.futures import Executor, ProcessPoolExecutor

import engines
from bot.service.computer_seats import level_of
from bot.service.moves import Moves
from bot.service.games import Loaded
from bot.service.runtime import Runtime
from bot.service.replies import Refusal, Reply

THINK_CAP = 2.0  # seconds of search at most: with the commit and the board, a move within 3 s
BATCH = 64  # playouts between two looks at the time


def think(key: str, data: dict, level: str, seed: int, cap: float) -> tuple[str, int]:
    """In a worker process: the move the computer of `level` chooses in the position `data` (the
    state's `to_dict()`), searching at most `cap` seconds; and the playouts it ran. The engines' search
    is pure; the clock that stops it is read here, between batches."""
    from engines import ai

    state = engines.get_game(key).load(data)
    search = ai.Search(state, rng=random.Random(seed))
    budget = ai.playouts_for(key, level)
    started = time.monotonic()
    done = 0
    while done < budget:
        step = min(BATCH, budget - done)
        search.run(step)
        done += step
        if time.monotonic() - started >= cap:
            break
    return search.best(), done


class Computers:
    def __init__(self, runtime: Runtime, moves: Moves, *, cap: float = THINK_CAP,
                 pool: Executor | None = None) -> None:
        self.runtime = runtime
        self.moves = moves
        self.cap = cap
        self._pool = pool

    def pool(self) -> Executor:
        if self._pool is None:
            # spawned, not forked: the bot's process has threads (the database's) that a fork would copy
            # in whatever state they were
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def turn(self, loaded: Loaded) -> list[Reply]:
        """The computer to move in `loaded` plays: its board, or nothing when the game moved meanwhile."""
        state, record = loaded.state, loaded.record
        seat = state.current_player
        if seat is None or state.is_over:
            return []
        user = loaded.users[seat]
        seed = self.runtime.rng.randrange(2**63)
        move = await self.search(record.key, state.to_dict(), level_of(user.id), seed)
        try:
            return [await self.moves.play(user, move, game_id=record.id)]
        except Refusal:
            return []  # another process (or a resignation) changed the game meanwhile

    async def search(self, key: str, data: dict, level: str, seed: int) -> str:
        """The move the computer of `level` chooses in the position `data`, searched in the pool."""
        move, _ = await asyncio.get_running_loop().run_in_executor(
            self.pool(), think, key, data, level, seed, self.cap)
        return move
