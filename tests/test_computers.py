"""Computer players through the service: seated without an Accept, unrated, their turns taken by the due
work (after a restart too, once), never in the standings (not even the people's records)."""
from __future__ import annotations

import asyncio
import random

import pytest

from bot.service import GameService, Refusal
from bot.service.computer_seats import is_computer
from bot.words import Either
from tests.service_helpers import ALICE, BOB, PLACE, refused, says


async def play_to_the_end(service: GameService, game_id: str, rng: random.Random) -> None:
    """alice plays random moves; the computers answer through the due work, as the scheduler runs it."""
    for _ in range(400):
        loaded = await service.game(game_id)
        if loaded.over:
            return
        if is_computer(loaded.record.to_move):
            replies = await service.run_due()
            assert replies and all(reply.game_id == game_id for reply in replies)
            continue
        assert loaded.record.to_move == ALICE.id
        moves, note = await service.moves_for(ALICE, game_id=game_id)
        await service.play(ALICE, rng.choice(moves)[0], game_id=game_id)
    raise AssertionError("the game did not end")


async def test_a_game_against_a_computer_starts_at_once_and_ends(service: GameService) -> None:
    started = await service.challenge("tictacdoh", ALICE, [], place=PLACE, computers=1, level="easy", seated=True)
    assert "Computer (easy)" in str(started.thread_title.args["players"])  # no Accept: the game is on
    loaded = await service.game(started.game_id)
    assert loaded.record.unrated and loaded.names == ["alice", "Computer (easy)"]
    await play_to_the_end(service, started.game_id, random.Random(3))
    log = await service.log(started.game_id)
    computer_moves = [entry for entry in log if entry.seat == 1]
    assert computer_moves and all(entry.kind == "move" for entry in computer_moves)
    history = await service.history(ALICE)
    assert says(history, "service-history-line", game=started.game_id)
    # a game against the computer is in the history only: nobody's standings count it
    standings = await service.standings(key="tictacdoh", scope="server", guild=None)
    assert [line.key for line in standings.lines] == ["service-standings-empty"]


async def test_coins_with_one_person_and_two_computers(service: GameService) -> None:
    started = await service.challenge("coins", ALICE, [], place=PLACE, computers=2, level="easy")
    loaded = await service.game(started.game_id)
    assert sorted(loaded.names) == ["Computer 1 (easy)", "Computer 2 (easy)", "alice"]
    await play_to_the_end(service, started.game_id, random.Random(4))
    assert (await service.game(started.game_id)).over


async def test_a_person_invited_beside_a_computer_still_accepts(service: GameService) -> None:
    challenge = await service.challenge("coins", ALICE, [BOB], place=PLACE, computers=1, level="hard")
    assert says(challenge, "service-challenge-computers", names=("Computer (hard)",)) and challenge.mentions == [BOB.id]
    assert [a.kind for a in challenge.actions] == ["accept", "decline"]
    started = await service.accept(challenge.game_id, BOB)
    assert started.thread_title is not None
    with refused("refusal-level", levels=Either(("easy", "normal", "hard", "expert")), typed="'grandmaster'"):
        await service.challenge("coins", ALICE, [], place=PLACE, computers=1, level="grandmaster")
    with refused("refusal-players-named", named=3, typed=2):  # with a computer, no seat is open to anyone
        await service.challenge("coins", ALICE, [BOB], place=PLACE, computers=1, players=2)


async def test_a_computer_turn_left_by_a_stopped_bot_is_played_once(database: str) -> None:
    first = await GameService.open(database, render=False)
    started = await first.challenge("tictacdoh", ALICE, [], place=PLACE, computers=1, seated=True)
    await first.play(ALICE, "Mc3", game_id=started.game_id)
    await first.close()  # stopped before the computer moved: its turn is in the database
    second = await GameService.open(database, render=False)
    third = await GameService.open(database, render=False)
    try:
        assert await second.next_due() is not None
        # two processes take the due work at once: both think, one move is applied
        replies = [reply for replies in await asyncio.gather(second.run_due(), third.run_due()) for reply in replies]
        assert len(replies) == 1 and says(replies[0], "service-played", name="Computer (normal)")
        log = await second.log(started.game_id)
        assert [entry.seat for entry in log] == [0, 1]
    finally:
        await second.close()
        await third.close()
