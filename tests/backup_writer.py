"""A second bot process writing moves, for tests/test_backup.py.

`python -m tests.backup_writer DATABASE` opens the game service on DATABASE and plays random legal moves
in game after game (a new one when one ends), printing `ACK <game> <version>` after each move the service
acknowledged (committed), until it is killed.
"""
from __future__ import annotations

import asyncio
import random
import sys

from bot.service import GameService, User

ALICE, BOB = User("201", "alice"), User("202", "bob")


async def main(database: str) -> None:
    service = await GameService.open(database, render=False)
    service.rng = rng = random.Random(7)
    try:
        while True:
            challenge = await service.challenge("tictacdoh", ALICE, [BOB], place="chan-1", guild="g1", seated=True)
            await service.accept(challenge.game_id, BOB)
            game_id = challenge.game_id
            while True:
                loaded = await service.game(game_id)
                if loaded.state.is_over:
                    break
                user = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
                moves, _ = await service.moves_for(user, game_id=game_id)
                await service.play(user, rng.choice(moves)[0], game_id=game_id)
                print(f"ACK {game_id} {(await service.game(game_id)).record.version}", flush=True)
    finally:
        await service.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
