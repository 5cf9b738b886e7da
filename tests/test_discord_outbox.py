"""Discord fails, the games go on: every message a game owes reaches its room once Discord answers, in
order, each once, with the next player mentioned; through failed follow-ups, a two-minute outage with a
restart in it, posts of unknown outcome, a deleted thread, a missing permission and old messages' edits.

SimCord's injected errors (`env.inject_error`) bypass discord.py's own retries: one injected error
stands for an outage."""
from __future__ import annotations

import asyncio
from collections import Counter

import discord
import pytest
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType

from bot.discord import create_bot
from bot.discord.deliverer import Deliverer
from bot.discord.poster import Poster
from bot.discord.presenter import Presenter
from bot.service import GameService
from tests.discord_helpers import boards, game_id_in, start

HOUR, MINUTE = 3600, 60
OUTAGE = [("*", "/channels/*/messages*"), ("*", "/webhooks/*"), ("*", "/channels/*/threads*")]


@pytest.fixture
def server(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol", "dave")]
    return env, guild, channel, members


def outage(env) -> None:
    for method, path in OUTAGE:
        env.inject_error(method, path, status=503, times=None)


def bot_messages(env, place) -> list[discord.Message]:
    """The bot's own messages in a room (not the answers to interactions)."""
    return [m for m in place.history() if m.author.id == env.bot.user.id
            and getattr(m, "interaction_metadata", None) is None]


def once_each(env, place) -> None:
    """No message of the bot's appears twice in a room."""
    repeated = [text for text, count in Counter(m.content for m in bot_messages(env, place)).items() if count > 1]
    assert repeated == [], repeated


def mentioned(message: discord.Message, member) -> bool:
    return any(user.id == member.id for user in message.mentions) and f"<@{member.id}>" in message.content


async def owed(env) -> int:
    return await env.bot.service.outbox.waiting()


def texts(result) -> str:
    return " ".join(m.content for m in [result.response, *result.followups] if m is not None)


async def test_a_failed_follow_up_is_posted_by_the_deliverer_and_the_mover_told_the_truth(server) -> None:
    env, guild, channel, (alice, bob, *_) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    env.inject_error("POST", "/webhooks/*", status=503, times=1)  # the board's follow-up fails, once
    result = await alice.slash(thread, "tictacdoh move", move="Mc3")
    said = texts(result)
    assert "it stands" in said and "nothing was changed" not in said
    assert len(boards(thread)) == 1  # not posted yet: Discord failed it
    assert await owed(env) >= 1
    await env.advance_time(MINUTE)
    posted = boards(thread)
    assert len(posted) == 2 and "played `Mc3`" in posted[-1].content and mentioned(posted[-1], bob)
    assert posted[0].components == []  # the old board's buttons went too
    once_each(env, thread)
    assert await owed(env) == 0


async def test_a_two_minute_outage_with_a_restart_loses_and_doubles_nothing(server, db_path) -> None:
    env, guild, channel, (alice, bob, carol, dave) = server
    # game B: dave's hour runs out during the outage (a time-out and a result)
    b_id, b_thread = await start(env, channel, "tictacdoh", carol, [dave], seats="listed", clock="1h")
    for member, move in ((carol, "Mc3"), (dave, "Sc2"), (carol, "Mb3")):
        await member.slash(b_thread, "tictacdoh move", move=move)
    await env.advance_time(30 * MINUTE)
    # game A: bob's reminder falls due during the outage, and he moves during it
    a_id, a_thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed", clock="1h")
    await alice.slash(a_thread, "tictacdoh move", move="Mc3")
    # game C: alice against the computer, which answers during the outage
    started = await alice.slash(channel, "tictacdoh start", computers=1, level="easy", seats="listed")
    c_id = game_id_in(texts(started))
    c_thread = next(t for t in channel.threads if any(f"#{c_id}" in m.content for m in t.history()))
    await env.advance_time(29 * MINUTE + 30)  # (dave's reminders go out before the outage)
    before = {place.id: len(bot_messages(env, place)) for place in (a_thread, b_thread, c_thread, channel)}

    outage(env)  # two minutes: messages, follow-ups and threads all fail
    await env.advance_time(40)  # bob's reminder (half his hour gone) and dave's time-out fall due
    moved = await bob.slash(a_thread, "tictacdoh move", move="Sc2")
    assert "nothing was changed" not in texts(moved)
    await alice.slash(c_thread, "tictacdoh move", move="Mc3")
    await env.advance_time(30)
    await env.restart_bot(create_bot(db_path))  # owed messages survive a restart
    await env.advance_time(50)
    assert [len(bot_messages(env, place)) for place in (a_thread, b_thread, c_thread, channel)] == \
        list(before.values()), "nothing got through the outage"
    assert await owed(env) >= 6
    env.backend.faults.clear()  # Discord answers again

    await env.advance_time(MINUTE)  # within a minute, everything owed is in its room
    assert await owed(env) == 0
    a_new = bot_messages(env, a_thread)[before[a_thread.id]:]
    assert ["your turn in" in a_new[0].content, "played `Sc2`" in a_new[1].content] == [True, True]
    assert mentioned(a_new[0], bob) and mentioned(a_new[1], alice)  # the reminder, then the board
    b_new = bot_messages(env, b_thread)[before[b_thread.id]:]
    assert len(b_new) == 1 and "dave ran out of time" in b_new[0].content
    summaries = [m for m in bot_messages(env, channel)[before[channel.id]:] if f"#{b_id}" in m.content]
    assert len(summaries) == 1 and "carol wins on time" in summaries[0].content
    c_new = bot_messages(env, c_thread)[before[c_thread.id]:]
    assert "alice played `Mc3`" in c_new[0].content and "Computer (easy) played" in c_new[1].content
    assert mentioned(c_new[1], alice) and len(c_new) == 2
    for place in (a_thread, b_thread, c_thread, channel):
        once_each(env, place)


async def test_a_post_whose_answer_was_lost_is_found_not_repeated(server, monkeypatch) -> None:
    env, guild, channel, (alice, *_) = server
    started = await alice.slash(channel, "tictacdoh start", computers=1, level="easy", seats="listed")
    game_id = game_id_in(texts(started))
    thread = next(t for t in channel.threads if any(f"#{game_id}" in m.content for m in t.history()))
    original = discord.abc.Messageable.send
    lost = []

    async def sent_but_no_answer(self, *args, **kwargs):
        message = await original(self, *args, **kwargs)
        if "Computer (easy) played" in (kwargs.get("content") or "") and not lost:
            lost.append(message)
            raise asyncio.TimeoutError  # Discord made the message; its answer never came back
        return message

    monkeypatch.setattr(discord.abc.Messageable, "send", sent_but_no_answer)
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    await env.advance_time(MINUTE)
    assert lost, "the computer's board was posted"
    computer_boards = [m for m in bot_messages(env, thread) if "Computer (easy) played" in m.content]
    assert [m.id for m in computer_boards] == [lost[0].id]  # looked for before posting again: found
    assert await owed(env) == 0
    game = (await env.bot.service.game(game_id)).record
    assert game.board_message == str(lost[0].id)  # it carries the game's buttons


async def test_two_deliverers_on_one_database_post_each_message_once(server, db_path) -> None:
    env, guild, channel, (alice, bob, carol, dave) = server
    games = [await start(env, channel, "tictacdoh", one, [other], seats="listed")
             for one, other in ((alice, bob), (carol, dave), (bob, carol))]
    outage(env)
    for (game_id, thread), mover in zip(games, (alice, carol, bob)):
        await mover.slash(thread, "tictacdoh move", move="Mc3")
    assert await owed(env) >= 3
    env.backend.faults.clear()
    other = await GameService.open(db_path)  # another process's service: its own claims on one outbox
    other.clock = env.bot.service.clock
    second = Deliverer(env.bot, other, Poster(env.bot, other, Presenter(other)))
    try:
        await env.advance_time(5)
        await asyncio.gather(env.bot.deliverer.drain(), second.drain(), second.drain())
        await env.advance_time(MINUTE)
    finally:
        await other.close()
    assert await owed(env) == 0
    for game_id, thread in games:
        assert len(boards(thread)) == 2
        once_each(env, thread)


async def test_a_deleted_thread_is_replaced_and_announced_once(server) -> None:
    env, guild, channel, (alice, bob, *_) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    env.backend.delete_channel(thread.id)
    await env.settle()
    result = await alice.slash(channel, "tictacdoh move", move="Mc3", game=game_id)
    assert "it stands" in texts(result)
    await env.advance_time(MINUTE)
    game = (await env.bot.service.game(game_id)).record
    assert game.thread is not None and game.thread != str(thread.id)
    new_thread = next(t for t in channel.threads if str(t.id) == game.thread)
    assert "played `Mc3`" in boards(new_thread)[-1].content and mentioned(boards(new_thread)[-1], bob)
    notes = [m for m in bot_messages(env, channel) if "old thread" in m.content]
    assert len(notes) == 1 and new_thread.mention in notes[0].content
    await bob.slash(new_thread, "tictacdoh move", move="Sc2")  # and it goes on there
    assert "played `Sc2`" in boards(new_thread)[-1].content


async def test_a_missing_permission_stops_the_clock_and_tells_the_players_directly(server) -> None:
    env, guild, channel, (alice, bob, *_) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed", clock="1h")
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    closed = discord.Permissions(send_messages=True, send_messages_in_threads=True, create_public_threads=True)
    env.backend.set_overwrite(channel.id, Overwrite(target_id=env.bot.user.id, type=OverwriteType.MEMBER,
                                                    allow=0, deny=closed.value))
    await env.settle()
    await env.advance_time(31 * MINUTE)  # bob's reminder cannot be posted anywhere in the server
    game = (await env.bot.service.game(game_id)).record
    assert game.room_lost is not None and game.deadline is None and game.paused_left is not None
    for member in (alice, bob):
        dms = [m.content for m in member.user.dm_channel.history()]
        assert any(f"#{game_id}" in text and "waits" in text for text in dms), dms
    await env.advance_time(3 * HOUR)  # nobody loses on time while nobody can see the game
    assert (await env.bot.service.game(game_id)).record.status == "active"
    elsewhere = guild.create_text_channel("more-games")
    brought = await bob.slash(elsewhere, "tictacdoh board", game=game_id)  # a player brings it here
    assert not brought.ephemeral and f"#{game_id}" in texts(brought)
    game = (await env.bot.service.game(game_id)).record
    assert game.place == str(elsewhere.id) and game.room_lost is None and game.deadline is not None
    await env.advance_time(MINUTE)
    assert any("your turn in" in m.content for m in bot_messages(env, elsewhere))  # the parked reminder
    assert await owed(env) == 0


async def test_old_boards_lose_their_buttons_later_without_holding_up_new_boards(server) -> None:
    env, guild, channel, (alice, bob, *_) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    await env.advance_time(2 * HOUR)  # the board is older than an hour: its edits are rate-limited
    env.inject_error("PATCH", f"/channels/{thread.id}/messages/*", status=429, code=30046,
                     message="Maximum number of edits to messages older than 1 hour reached.", times=None)
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    await bob.slash(thread, "tictacdoh move", move="Sc2")
    posted = boards(thread)
    assert len(posted) == 3 and "played `Sc2`" in posted[-1].content  # new boards are never held up
    assert posted[0].components != []  # the old board keeps its buttons for now
    [edit] = [row for row in await env.bot.service.storage.owed(game_id + ":edits") if row.status == "pending"]
    assert len(edit.payload["messages"]) == 2  # one edit owed, for both older boards (coalesced)
    env.backend.faults.clear()
    await env.advance_time(MINUTE)
    assert boards(thread)[0].components == []  # the old board's buttons went once Discord let us
    assert [row.status for row in await env.bot.service.storage.owed(game_id + ":edits")] == ["delivered"]
    assert await owed(env) == 0


async def test_games_with_long_names_fit_in_one_message(server) -> None:
    env, guild, channel, _ = server
    players = [guild.add_member(env.create_user(f"{'Maximilian-Alexander' + chr(65 + n)}{'x' * 11}"))
               for n in range(21)]
    for one, other in zip(players[:-1], players[1:]):
        await start(env, channel, "coins", one, [other])
    result = await players[0].slash(channel, "games")
    text = texts(result)
    assert result.ephemeral and len(text) <= 2000 and "more" in text and "Games in progress** (20)" in text
