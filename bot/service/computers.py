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
from typing import TYPE_CHECKING

import engines
from bot import metrics
from bot.service.computer_seats import level_of
from bot.service.moves import Moves
from bot.service.games import Loaded
from bot.service.runtime import Runtime
from bot.service.replies import Refusal, Reply

if TYPE_CHECKING:
    from engines import ai

THINK_CAP = 2.0  # seconds of search at most: with the commit and the board, a move within 3 s
BATCH = 64  # playouts between two looks at the time
# A computer accepts a draw when its search gives it less than this part of the share a draw gives it
# (a draw shares the win among the players still in): with two players, below a fifth of a win. Well
# below its share: random playouts rate a position roughly (the player to move a little high: its best
# move's mean is the best of noisy means; IceSickle's first player at 0.7 from the start), and an even
# position is played on.
DRAW_BELOW = 0.4
# Whatever level it plays at, a computer judges a draw with the strongest level's search: a draw is one
# decision, and the weaker levels' budgets (50 playouts at Tic Tac Doh!) rate a position by luck.
JUDGING_LEVEL = "hard"


def think(key: str, data: dict, level: str, seed: int, cap: float) -> tuple[str, int]:
    """In a worker process: the move the computer of `level` chooses in the position `data` (the
    state's `to_dict()`), searching at most `cap` seconds; and the playouts it ran. The engines' search
    is pure; the clock that stops it is read here, between batches."""
    from engines import ai

    state = engines.get_game(key).load(data)
    search = ai.Search(state, random.Random(seed), ai.settings_for(state, level))
    done = _run(search, ai.playouts_for(key, level), time.monotonic() + cap)
    return search.best(), done


def _run(search: ai.Search, budget: int, until: float) -> int:
    """Run `search` for `budget` playouts, in batches, or until the monotonic clock reaches `until`."""
    done = 0
    while done < budget:
        step = min(BATCH, budget - done)
        search.run(step)
        done += step
        if time.monotonic() >= until:
            break
    return done


def chances(key: str, data: dict, seat: int, left: int, level: str, seed: int, cap: float) -> float:
    """In a worker process: the share of the win the computer in `seat` expects from the position
    `data` (of `left` players still in the game), as its search of `level` rates it in `cap` seconds:
    the mean reward of its best move when it is to move; else, with two players left, what the mover's
    best move leaves it; with more, the players before it each play their best move, and it rates the
    position it then moves in. Only what the computer may know is used: another seat's secret is
    drawn among those it cannot rule out."""
    from engines import ai

    rng = random.Random(seed)
    until = time.monotonic() + cap
    state = engines.get_game(key).load(data).determinise(seat, rng)
    budget = ai.playouts_for(key, level)
    for _ in range(4 * state.num_players):  # once around the table, with chance between the turns
        if state.is_over:
            ranking = state.ranking() or [0] * state.num_players
            return 1.0 / ranking.count(0) if ranking[seat] == 0 else 0.0
        if state.is_chance_node:
            state = state.apply_chance(ai.draw_outcome(state.chance_outcomes(), rng.random()))
            continue
        search = ai.Search(state, rng)
        _run(search, budget, until)
        statistics = search.statistics()  # empty for a forced move: nothing to rate, it is played
        if statistics:
            mover_share = statistics[0][2]
            if search.seat == seat:
                return mover_share
            if left == 2:  # the win is shared between the two: what the mover does not get is the computer's
                return 1.0 - mover_share
        state = state.play(search.best())
    return 1.0 / left  # no judgement reached: as good as a draw, which it then declines


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
        started = time.perf_counter()  # how long it took, for /metrics (not the game's time)
        move, _ = await asyncio.get_running_loop().run_in_executor(
            self.pool(), think, key, data, level, seed, self.cap)
        metrics.computer_search(key, time.perf_counter() - started)
        return move

    async def accepts_draw(self, loaded: Loaded, user_id: str, left: int) -> bool:
        """Whether the computer `user_id` accepts a draw in `loaded` (with `left` players still in):
        when its search rates its own chances below `DRAW_BELOW` of what a draw gives it."""
        state, record = loaded.state, loaded.record
        if state.is_over or state.current_player is None:
            return False  # nothing to rate (chance being resolved): it plays on
        seat = record.players.index(user_id)
        seed = self.runtime.rng.randrange(2**63)
        share = await asyncio.get_running_loop().run_in_executor(
            self.pool(), chances, record.key, state.to_dict(), seat, left, JUDGING_LEVEL, seed, self.cap)
        return share < DRAW_BELOW / left

    @staticmethod
    def allows_takeback(loaded: Loaded) -> bool:
        """A computer lets a player take a move back in an unrated game (every game with a computer is)."""
        return loaded.record.unrated
