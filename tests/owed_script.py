"""Processes on one database for tests/test_outbox_processes.py.

`python -m tests.owed_script play DATABASE NOW GAME USER MOVE` plays a move as USER at the moment NOW
(the test's clock), prints `COMMITTED <owed id>` once the move and the board it owes are committed (the
board claimed for this process, which would post it next), and hangs until the test kills it.

`python -m tests.owed_script deliver DATABASE` prints `READY`, waits for a line on its input, then
delivers (marks delivered, as a front end would after posting) every owed message of the `discord`
front until none is left, printing `CLAIMED <id> <stream> <monotonic time>` for each as it claims it.
"""
from __future__ import annotations

import asyncio
import sys
import time

from bot.service import GameService, User


async def play(database: str, now: float, game_id: str, user_id: str, move: str) -> None:
    service = await GameService.open(database)  # as the bot's own service
    service.clock = lambda: now
    reply = await service.play(User(user_id, "player"), move, game_id=game_id)
    print(f"COMMITTED {reply.owed_id}", flush=True)
    await asyncio.Event().wait()  # killed here: between the commit and the post


async def deliver(database: str) -> None:
    service = await GameService.open(database, render=False)
    outbox = service.outbox
    print("READY", flush=True)
    sys.stdin.readline()  # both processes start together
    idle = 0
    while idle < 3:
        claimed = await outbox.claim("discord", limit=5)
        if not claimed:
            idle += 1
            await asyncio.sleep(0.05)
            continue
        idle = 0
        for owed in claimed:
            print(f"CLAIMED {owed.id} {owed.stream} {time.monotonic()!r}", flush=True)
            await asyncio.sleep(0.003)  # the post itself takes a moment
            await outbox.delivered(owed.id, owed.stream, None, f"m{owed.id}")
    await service.close()


if __name__ == "__main__":
    if sys.argv[1] == "play":
        asyncio.run(play(sys.argv[2], float(sys.argv[3]), *sys.argv[4:7]))
    else:
        asyncio.run(deliver(sys.argv[2]))
