"""Conditional moves: the opponent's move that brings a planned answer, against an ordinary move.

Both are one `GameService.play` of the same move (bob's `Mb2` in a Tic Tac Doh! game where alice has
played `Mc3`), on the same SQLite file, rendering on, timed in turn, round after round (in a new order
each round, so neither always goes first). In the planned game alice has planned `Mb2, Sc2`: the call
checks and logs both moves, commits them together with the plan's step and one board, and draws that one
board; an ordinary move checks, logs, commits and draws one. Target: the planned call's median at most
1.1 times the ordinary one's.
"""
from __future__ import annotations

import asyncio
import gc
import random
import tempfile
import time
from pathlib import Path

from bench.stats import percentile, row
from bot.service import GameService, User

ROUNDS = 200
WARM_UP = 5  # rounds not counted (imports, fonts, the renderer's caches)
TARGET = 1.1
ALICE, BOB = User("bench-alice", "alice"), User("bench-bob", "bob")
WIDTHS = (34, 9, 9, 9)


async def waiting(service: GameService) -> str:
    """A new game in which alice has played `Mc3`: bob is to move (made untimed)."""
    challenge = await service.challenge("tictacdoh", ALICE, [BOB], place="bench", guild="g1", options={},
                                        seated=True)
    assert challenge.game_id is not None
    await service.accept(challenge.game_id, BOB)
    await service.play(ALICE, "Mc3", game_id=challenge.game_id)
    return challenge.game_id


async def measure(database: str, rounds: int = ROUNDS) -> tuple[list[float], list[float]]:
    """Seconds of the ordinary calls and of the planned ones."""
    service = await GameService.open(database, render=False)
    service.rng = random.Random(5)
    rng = random.Random(6)
    ordinary: list[float] = []
    planned: list[float] = []
    try:
        for n in range(WARM_UP + rounds):
            plain, answered = await waiting(service), await waiting(service)
            await service.plan(ALICE, moves="Mb2, Sc2", game_id=answered)
            service.boards.render_images = True  # the setting up above draws nothing; the timed calls do
            for game_id, times, expected in rng.sample([(plain, ordinary, False), (answered, planned, True)], 2):
                gc.collect()  # neither call pays for the other's garbage
                start = time.perf_counter()
                reply = await service.play(BOB, "Mb2", game_id=game_id)
                took = time.perf_counter() - start
                assert reply.file is not None and reply.file.data, "the board was drawn"
                assert any(line.key == "service-plan-answered" for line in reply.lines) == expected, reply.lines
                if n >= WARM_UP:
                    times.append(took)
            service.boards.render_images = False
    finally:
        await service.close()
    return ordinary, planned


def main() -> list[str]:
    with tempfile.TemporaryDirectory(prefix="plan-bench-") as folder:
        started = time.perf_counter()
        ordinary, planned = asyncio.run(measure(str(Path(folder) / "plans.db")))
        elapsed = time.perf_counter() - started
    plain = percentile([t * 1e3 for t in ordinary], 0.5)
    answered = percentile([t * 1e3 for t in planned], 0.5)
    ratio = answered / plain
    return [f"Conditional moves: the opponent's move that brings a planned answer (both moves, one commit, one "
            f"board) against an ordinary move, Tic Tac Doh!, rendering on, in ms, {len(ordinary)} of each; "
            f"{elapsed:.0f} s",
            row("move", "p50", "p90", "p99", widths=WIDTHS),
            row("ordinary move", plain, percentile([t * 1e3 for t in ordinary], 0.9),
                percentile([t * 1e3 for t in ordinary], 0.99), widths=WIDTHS),
            row("move + planned answer", answered, percentile([t * 1e3 for t in planned], 0.9),
                percentile([t * 1e3 for t in planned], 0.99), widths=WIDTHS),
            f"planned / ordinary p50: {ratio:.2f}x (target <= {TARGET}x) {'ok' if ratio <= TARGET else 'OVER'}"]


if __name__ == "__main__":
    print("\n".join(main()))
