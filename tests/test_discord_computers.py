"""Computer players on a simulated Discord: a game against one computer to its end, Coins with one person
and two computers, and a restart while the computer is thinking (its move still arrives, once)."""
from __future__ import annotations

import asyncio
import random

import pytest

from simcord.builders import UserHandle

from bot.discord import create_bot
from bot.service.computer_seats import is_computer
from bot.service.computers import Computers
from tests.discord_helpers import boards, game_id_in, lone_member, only_refusals


@pytest.fixture
def server(simcord_env):
    return lone_member(simcord_env)


async def computers_done(env, game_id: str, rounds: int = 400):
    """Let the scheduler run (virtual seconds; the search itself takes real ones) until a person is to
    move or the game is over; the game as it then is."""
    for _ in range(rounds):
        loaded = await env.bot.service.game(game_id)
        if loaded.over or not is_computer(loaded.record.to_move):
            return loaded
        await env.advance_time(1)
        await asyncio.sleep(0.02)
    raise AssertionError("the computer never moved")


def thread_of(channel, game_id: str):
    return next(t for t in channel.threads if any(f"#{game_id}" in m.content for m in t.history()))


async def play_out(env, channel, alice, key: str, game_id: str, rng: random.Random) -> None:
    thread = thread_of(channel, game_id)
    for _ in range(300):
        loaded = await computers_done(env, game_id)
        if loaded.over:
            return
        move = rng.choice(loaded.state.legal_moves())
        await alice.slash(thread, f"{key} move", move=move)
        assert only_refusals(env) == 0  # every move was taken (a Coins removal edits its board in place)
    raise AssertionError("the game did not end")


async def test_a_game_against_the_computer_to_its_end(server) -> None:
    env, channel, alice = server
    started = await alice.slash(channel, "tictacdoh start", computers=1, level="easy", seats="listed")
    game_id = game_id_in(started.followups[0].content if started.followups else started.response.content)
    await play_out(env, channel, alice, "tictacdoh", game_id, random.Random(2))
    thread = thread_of(channel, game_id)
    log = await env.bot.service.log(game_id)
    computer_moves = [entry for entry in log if entry.seat == 1]
    assert computer_moves
    played = [m for m in thread.history() if "Computer (easy) played" in m.content]
    assert len(played) == len(computer_moves)  # each of its moves arrives once, with its board
    assert all(m.attachments and m.attachments[0].description for m in played)
    assert any("Game over." in m.content for m in boards(thread))
    assert only_refusals(env) == 0


async def test_naming_the_bot_seats_a_computer_in_coins_with_two(server) -> None:
    env, channel, alice = server
    me = UserHandle(env, env.backend.bot_user)  # the bot itself, named as the opponent
    started = await alice.slash(channel, "coins start", opponent=me, computers=1, level="easy")
    text = " ".join(m.content for m in [started.response, *started.followups] if m is not None)
    game_id = game_id_in(text)
    loaded = await env.bot.service.game(game_id)
    assert sorted(loaded.names) == ["Computer 1 (easy)", "Computer 2 (easy)", "alice"] and loaded.record.unrated
    await play_out(env, channel, alice, "coins", game_id, random.Random(5))
    assert (await env.bot.service.game(game_id)).over
    log = await env.bot.service.log(game_id)
    computers = {seat for seat, uid in enumerate(loaded.record.players) if is_computer(uid)}
    assert {entry.seat for entry in log if entry.kind == "move"} >= computers  # both computers played


async def test_a_restart_while_the_computer_thinks(server, db_path, monkeypatch) -> None:
    env, channel, alice = server
    started = await alice.slash(channel, "tictacdoh start", computers=1, level="hard", seats="listed")
    game_id = game_id_in(started.followups[0].content if started.followups else started.response.content)
    thread = thread_of(channel, game_id)
    searches = []

    async def thinking(self, *position):  # a search that lasts until the bot stops
        searches.append(position)
        await env.external_wait(asyncio.Event().wait(), reason="the computer is thinking")

    monkeypatch.setattr(Computers, "search", thinking)
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    await env.advance_time(1)  # the scheduler takes the computer's turn and starts thinking
    assert len(searches) == 1
    assert not [m for m in thread.history() if "Computer (hard) played" in m.content]
    monkeypatch.undo()
    await env.bot.close()  # … and the bot stops before the move is made
    await env.restart_bot(create_bot(db_path))
    loaded = await computers_done(env, game_id)
    assert [entry.seat for entry in await env.bot.service.log(game_id)] == [0, 1]
    assert loaded.record.to_move == str(alice.id)
    played = [m for m in thread.history() if "Computer (hard) played" in m.content]
    assert len(played) == 1


async def test_a_failed_scheduled_run_is_tried_again_within_minutes(server, monkeypatch) -> None:
    """The database failing once under the scheduler must not leave the computer's turn waiting an hour:
    the run is tried again once the failed run's claim has lapsed."""
    env, channel, alice = server
    started = await alice.slash(channel, "tictacdoh start", computers=1, level="easy", seats="listed")
    game_id = game_id_in(started.followups[0].content if started.followups else started.response.content)
    service = env.bot.service
    real = service.run_due
    failures = []

    async def failing_once(now=None):
        if not failures:
            failures.append(now)
            raise RuntimeError("the database went away for a moment")
        return await real(now)

    monkeypatch.setattr(service, "run_due", failing_once)
    thread = thread_of(channel, game_id)
    move = (await service.game(game_id)).state.legal_moves()[0]
    await alice.slash(thread, "tictacdoh move", move=move)
    loaded = await computers_done(env, game_id, rounds=120)  # two virtual minutes at the most
    assert failures and (loaded.over or not is_computer(loaded.record.to_move))
