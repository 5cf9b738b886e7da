"""Drive the game service the way a front end does, for tests."""
from __future__ import annotations

import random

from bot.service import Reply, User
from bot.service import GameService

ALICE, BOB, CAROL, DAVE, EVE = (User(str(n), name) for n, name in
                                enumerate(("alice", "bob", "carol", "dave", "eve"), start=101))
PLACE = "chan-1"


async def start_game(service: GameService, key: str, players: list[User], options: dict | None = None,
                     *, seated: bool = True, clock: str | None = None) -> Reply:
    challenge = await service.challenge(key, players[0], players[1:], place=PLACE, guild="g1",
                                        options=options or {}, seated=seated, clock=clock)
    reply = challenge
    for user in players[1:]:
        reply = await service.accept(challenge.game_id, user)
    return reply


async def play_randomly(service: GameService, game_id: str, players: list[User], rng: random.Random,
                        max_moves: int = 2000) -> Reply | None:
    """Random legal moves by whoever is to move, until the game is over; returns the last reply."""
    reply = None
    for _ in range(max_moves):
        loaded = await service.game(game_id)
        record, state = loaded.record, loaded.state
        if state.is_over:
            return reply
        user = next(u for u in players if u.id == record.players[state.current_player])
        moves, note = await service.moves_for(user, game_id=game_id)
        assert note is None and moves
        reply = await service.play(user, rng.choice(moves)[0], game_id=game_id)
    raise AssertionError("the game did not end")


async def owed_posts(service: GameService, stream: str) -> list[tuple[str, str]]:
    """The posts a game owes, delivered or not, in order: (where to, text)."""
    return [(row.payload["to"], row.payload["text"]) for row in await service.storage.owed(stream)
            if row.kind == "post"]


async def owed_edits(service: GameService, stream: str) -> list[tuple[str, list[str]]]:
    """The edits a game owes to take the buttons off its older messages: (channel, messages)."""
    return [(row.payload["channel"], row.payload["messages"]) for row in await service.storage.owed(stream + ":edits")]
