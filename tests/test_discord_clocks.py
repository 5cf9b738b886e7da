"""Games that live for days on a simulated Discord: SimCord's virtual clock (`env.advance_time`) drives
the bot's scheduler loop, and every message is what a member would see."""
from __future__ import annotations

import re

import discord
import pytest

from bot.discord import create_bot
from tests.discord_helpers import boards, only_refusals, start

HOUR, DAY = 3600, 86400


@pytest.fixture
def server(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    admin = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    users = [env.create_user(name) for name in ("alice", "bob", "carol")]
    members = [guild.add_member(users[0], roles=[admin]), *(guild.add_member(u) for u in users[1:])]
    outsider = guild.add_member(env.create_user("eve"))
    return env, guild, channel, members, users, outsider


def text_of(result) -> str:
    return " ".join(m.content for m in [result.response, *result.followups] if m is not None)


def deadline(text: str) -> int:
    match = re.search(r"<t:(\d+):R>", text)
    assert match, text
    return int(match.group(1))


def labels(message) -> list[str]:
    return [c.label for row in message.components for c in row.children if getattr(c, "label", None)]


def now(env) -> int:
    return int(env.now().timestamp())


async def play(member, thread, move: str) -> None:
    result = await member.slash(thread, "tictacdoh move", move=move)
    assert not result.ephemeral, text_of(result)


async def test_clock_reminders_and_a_loss_on_time(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], clock="1d", seats="listed")
    first = boards(thread)[-1]
    assert deadline(first.content) == now(env) + DAY and "1d per turn" in first.content
    for member, move in ((alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3")):
        await play(member, thread, move)
    started = now(env)
    assert deadline(boards(thread)[-1].content) == started + DAY
    assert labels(first) == []  # one live board: the earlier board lost its buttons

    await env.advance_time(DAY / 2 - 60)
    assert not any("is waiting" in m.content for m in thread.history())
    await env.advance_time(60)
    reminders = [m for m in thread.history() if "is waiting" in m.content]
    assert len(reminders) == 1 and bob.mention in reminders[0].content and "12h left" in reminders[0].content
    await env.advance_time(0.4 * DAY)
    reminders = [m for m in thread.history() if "is waiting" in m.content]
    assert len(reminders) == 2 and "2h 24m left" in reminders[1].content
    await env.advance_time(0.1 * DAY)
    last = boards(thread)[-1] if boards(thread) else None
    over = [m for m in thread.history() if "ran out of time" in m.content][-1]
    assert "bob ran out of time and loses on time" in over.content and "alice wins on time" in over.content
    assert labels(over) == ["Rematch"]
    assert any("on time" in m.content and f"#{game_id}" in m.content for m in channel.history())
    log = await env.bot.service.log(game_id)
    assert log[-1].kind == "timeout" and log[-1].at == started + DAY
    assert last is not None
    await env.advance_time(DAY)
    assert len([m for m in thread.history() if "is waiting" in m.content]) == 2  # nothing more, ever


async def test_reminders_by_dm_and_a_first_turn_no_show_aborts(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    answer = await alice.slash(channel, "notify", where="dm")
    assert answer.ephemeral and "direct message" in text_of(answer)
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], clock="1h", seats="listed")
    await env.advance_time(HOUR / 2)
    dms = [m.content for m in users[0].dm_channel.history()]
    assert len(dms) == 1 and f"#{game_id}" in dms[0] and "30m left" in dms[0]
    assert not any("is waiting" in m.content for m in thread.history())
    await env.advance_time(HOUR / 2)
    assert "did not make a first move" in thread.history()[-1].content
    assert labels(thread.history()[-1]) == []  # no rematch of an aborted game
    assert await env.bot.service.storage.results(game_id=game_id) == []


async def test_settings_are_for_admins_and_set_the_default_clock(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    shown = await bob.slash(channel, "settings")
    assert shown.ephemeral and "clock **3d**" in text_of(shown)
    refused = await bob.slash(channel, "settings", clock="1h")
    assert refused.ephemeral and "Manage Server" in text_of(refused)
    assert only_refusals(env) == 1
    saved = await alice.slash(channel, "settings", clock="1h", reminders="off")
    assert saved.ephemeral and "**1h**" in text_of(saved) and "**off**" in text_of(saved)
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    assert deadline(boards(thread)[-1].content) == now(env) + HOUR
    await env.advance_time(HOUR / 2)
    assert not any("is waiting" in m.content for m in thread.history())  # reminders are off here


async def test_vacation_stops_the_clock_and_the_board_says_so(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], clock="1d", seats="listed")
    await play(alice, thread, "Mc3")
    away = await bob.slash(channel, "vacation", days=2)
    assert away.ephemeral and "1 game" in text_of(away)
    until = now(env) + 2 * DAY
    board = await bob.slash(thread, "tictacdoh board")
    assert f"on vacation until <t:{until}:f>" in boards(thread)[-1].content and not board.ephemeral
    await env.advance_time(1.5 * DAY)
    assert not any("ran out of time" in m.content for m in thread.history())
    back = await bob.slash(channel, "vacation", days=0)
    assert "over" in text_of(back)
    record = (await env.bot.service.game(game_id)).record
    assert record.deadline == now(env) + DAY  # the whole day he had left
    too_long = await bob.slash(channel, "vacation", days=14)
    assert too_long.ephemeral and "14 days of vacation in any 30" in text_of(too_long)
    only_refusals(env)


async def test_a_draw_offer_answered_by_the_others_only(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    await bob.slash(thread, "tictacdoh draw")
    offer = thread.history()[-1]
    assert labels(offer) == ["Accept draw", "Decline"] and alice.mention in offer.content
    for member, why in ((outsider, "not in game"), (bob, "is yours")):
        refused = await member.click(offer, label="Accept draw")
        assert refused.ephemeral and why in text_of(refused)
    # any move withdraws it: its buttons go
    await play(alice, thread, "Mc3")
    offer = next(m for m in thread.history() if m.id == offer.id)
    assert labels(offer) == []
    await alice.slash(thread, "tictacdoh draw")
    offer = thread.history()[-1]
    declined = await bob.click(offer, label="Decline")
    assert "bob declined" in next(m for m in thread.history() if m.id == offer.id).content
    assert declined.acknowledged
    assert labels(next(m for m in thread.history() if m.id == offer.id)) == []
    await alice.slash(thread, "tictacdoh draw")
    await bob.click(thread.history()[-1], label="Accept draw")
    assert "Drawn by agreement" in boards(thread)[-1].content
    [result] = await env.bot.service.storage.results(game_id=game_id)
    assert result.outcomes == ["draw", "draw"]


async def test_a_takeback_allowed_and_an_abort(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    await play(alice, thread, "Mc3")
    asked = await alice.slash(thread, "tictacdoh undo")
    request = thread.history()[-1]
    assert labels(request) == ["Allow", "Refuse"] and "`Mc3`" in request.content and not asked.ephemeral
    await bob.click(request, label="Allow")
    assert "alice took back `Mc3`" in boards(thread)[-1].content
    assert (await env.bot.service.game(game_id)).state.legal_moves() == ["Sc3", "Mc3", "Lc3"]
    await play(alice, thread, "Lc3")
    aborted = await bob.slash(thread, "tictacdoh abort")
    assert not aborted.ephemeral and "bob aborted the game" in boards(thread)[-1].content
    assert (await env.bot.service.game(game_id)).record.ending == "aborted"


async def test_rematch_rotates_the_seats(server) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed", clock="7d")
    asked = await alice.slash(thread, "tictacdoh resign")
    await alice.click(asked.response.message, label="Resign")
    final = boards(thread)[-1]
    refused = await outsider.click(final, label="Rematch")
    assert refused.ephemeral and "Only the players" in text_of(refused)
    await bob.click(final, label="Rematch")
    challenge = channel.history()[-1]
    assert f"Rematch of #{game_id}" in challenge.content and "7d per move" in challenge.content
    assert labels(next(m for m in thread.history() if m.id == final.id)) == []  # one rematch per game
    await alice.click(challenge, label="Accept")
    new_id = re.findall(r"#([a-z0-9]{5})\b", challenge.content)[-1]  # the first id is the old game's
    assert new_id != game_id
    record = (await env.bot.service.game(new_id)).record
    assert record.players == [str(bob.id), str(alice.id)] and record.clock == 7 * DAY


async def test_a_deadline_that_passes_while_the_bot_is_down(server, db_path) -> None:
    env, guild, channel, (alice, bob, carol), users, outsider = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], clock="1h", seats="listed")
    for member, move in ((alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3")):
        await play(member, thread, move)
    due_at = now(env) + HOUR
    # the scheduler sleeps until the first reminder, the next thing due
    assert env.bot.scheduler.loop.next_iteration.timestamp() == now(env) + HOUR / 2
    # a draw offered in another game waits through the restart
    other_id, other = await start(env, channel, "tictacdoh", alice, [carol], clock="none", seats="listed")
    await carol.slash(other, "tictacdoh draw")
    offer = other.history()[-1]
    await env.advance_time(HOUR / 2)  # the first reminder went out before the restart
    assert len([m for m in thread.history() if "is waiting" in m.content]) == 1
    old = env.bot
    await old.close()
    await env.advance_time(2 * HOUR)  # down: nothing happens
    assert not any("ran out of time" in m.content for m in thread.history())
    await env.restart_bot(create_bot(db_path))
    over = [m for m in thread.history() if "ran out of time" in m.content]
    assert len(over) == 1 and "bob ran out of time" in over[0].content
    log = await env.bot.service.log(game_id)
    assert log[-1].kind == "timeout" and log[-1].at == due_at  # the deadline's time, not the start-up's
    assert len([m for m in thread.history() if "is waiting" in m.content]) == 1  # no reminder twice
    await alice.click(offer, label="Accept draw")
    assert "Drawn by agreement" in boards(other)[-1].content

