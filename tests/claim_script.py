"""A process that claims due work and dies holding it, for tests/test_claims.py.

`python -m tests.claim_script DATABASE` opens the game service on DATABASE and runs the due work with
the computers' thinking replaced by a wait for ever: it prints `CLAIMED <game id>` (flushed) once it
holds the claim on a computer's turn, and then hangs until the test kills it with SIGKILL.
"""
from __future__ import annotations

import asyncio
import sys

from bot.service import GameService
from bot.service.computers import Computers


async def main(database: str) -> None:
    service = await GameService.open(database, render=False)

    async def think_for_ever(self: Computers, loaded) -> list:
        print(f"CLAIMED {loaded.record.id}", flush=True)
        await asyncio.Event().wait()
        return []

    Computers.turn = think_for_ever  # type: ignore[method-assign]
    await service.run_due()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
