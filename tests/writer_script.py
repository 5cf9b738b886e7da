"""A writer for tests/test_restart.py: plays games on a database until it is killed.

`python -m tests.writer_script DATABASE SEED` opens the game service on DATABASE, leaves one challenge
waiting for an answer, starts one game of every registered engine and then plays random legal moves,
round robin, for ever (a finished game is replaced by a new one). After the service acknowledges
something it prints one line, flushed at once:

    CHALLENGE <id>                          a challenge was opened and waits for an answer
    GAME <id> <key>                         a game started
    ACK <id> <version> <ply> <seat> <move>  a move was acknowledged: it is entry <ply> of the log and
                                            the game's version is <version> after it (chance and
                                            forced passes that followed are in between)

The test kills this process with SIGKILL at some moment and checks that everything acknowledged is in
the database.
"""
from __future__ import annotations

import asyncio
import random
import sys

import engines
from bot.service import User
from bot.service import GameService

PLAYERS = [User(f"w{n}", name) for n, name in enumerate(("ann", "ben", "cat", "dan"), start=1)]
SETUPS: dict[str, tuple[int, dict]] = {
    "telic": (2, {}),
    "coins": (3, {}),
    "tictacdoh": (2, {}),
    "icesickle": (2, {"rounds": 1}),
    "tactonix": (3, {"board": 5, "move_limit": 20}),
}


def say(line: str) -> None:
    print(line, flush=True)


async def start(service: GameService, key: str) -> str:
    count, options = SETUPS[key]
    players = PLAYERS[:count]
    challenge = await service.challenge(key, players[0], players[1:], place="writer", options=options,
                                        seated=True)
    assert challenge.game_id is not None
    for user in players[1:]:
        await service.accept(challenge.game_id, user)
    say(f"GAME {challenge.game_id} {key}")
    return challenge.game_id


async def main(database: str, seed: int) -> None:
    rng = random.Random(seed)
    service = await GameService.open(database, render=False)
    waiting = await service.challenge("telic", PLAYERS[2], [PLAYERS[3]], place="writer")
    say(f"CHALLENGE {waiting.game_id}")
    keys = [key for key in SETUPS if key in engines.GAMES]
    games = {key: await start(service, key) for key in keys}
    while True:
        for key in keys:
            game_id = games[key]
            loaded = await service.game(game_id)
            record, state = loaded.record, loaded.state
            if state.is_over:
                games[key] = await start(service, key)
                continue
            seat = state.current_player
            assert seat is not None
            move = rng.choice(state.legal_moves())
            await service.play(PLAYERS[seat], move, game_id=game_id)
            after = (await service.game(game_id)).record
            # this process is the only writer: the move is the entry right after the version it saw
            say(f"ACK {game_id} {after.version} {record.version + 1} {seat} {move}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
