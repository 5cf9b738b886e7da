"""One bot process making one move, for tests/test_processes_race.py.

`python -m tests.race_script DATABASE GAME USER_ID USER_NAME MOVE AT` opens the game service on
DATABASE, loads the game (its state is then in this process's cache), waits until the wall clock reads
AT, plays MOVE as the user, and prints `PLAYED <version>` or `REFUSED <reason>`; then it waits for a line
on stdin, loads the game again and prints `SEES <version>` (what its cache lets it see after another
process moved).
"""
from __future__ import annotations

import asyncio
import sys
import time

from bot.service import GameService, Refusal, User


async def main(database: str, game_id: str, user_id: str, name: str, move: str, at: float) -> None:
    service = await GameService.open(database, render=False)
    try:
        await service.game(game_id)  # cached now
        await asyncio.sleep(max(0.0, at - time.time()))
        try:
            await service.play(User(user_id, name), move, game_id=game_id)
            print(f"PLAYED {(await service.game(game_id)).record.version}", flush=True)
        except Refusal as refusal:
            print(f"REFUSED {refusal}", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        loaded = await service.game(game_id)
        print(f"SEES {loaded.record.version} {len(loaded.state.legal_moves())}", flush=True)
    finally:
        await service.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:6], float(sys.argv[6])))
