"""Daily digests on a simulated Discord: one direct message a day at the hour asked, on SimCord's virtual
clock, listing the game waiting with its `#id` and a link to its thread; nothing for a user who turned it
off."""
from __future__ import annotations

from tests.discord_helpers import start

HOUR, DAY = 3600, 86400


def dms(user) -> list[str]:
    return [m.content for m in user.dm_channel.history()] if user.dm_channel is not None else []


async def test_a_digest_comes_once_a_day_at_its_hour_and_never_when_off(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (env.create_user(name) for name in ("alice", "bob"))
    alice_here, bob_here = guild.add_member(alice), guild.add_member(bob)
    # alice to move in one game, bob in the other: each has a game waiting every day
    game_id, thread = await start(env, channel, "tictacdoh", alice_here, [bob_here], seats="listed")
    await start(env, channel, "tictacdoh", bob_here, [alice_here], seats="listed")
    now = int(env.now().timestamp())
    hour = (now // HOUR + 2) % 24  # two to three hours from now, in UTC
    first = (now // HOUR + 2) * HOUR
    saved = await alice_here.slash(channel, "notify", digest="daily", at=hour, tz="UTC")
    assert saved.ephemeral and f"{hour:02d}:00 (UTC)" in saved.response.content
    await bob_here.slash(channel, "notify", digest="daily", at=hour)
    off = await bob_here.slash(channel, "notify", digest="off")
    assert off.ephemeral and "no daily digest" in off.response.content

    await env.advance_time(first - now - 60)
    assert dms(alice) == []
    await env.advance_time(60)
    [digest] = dms(alice)
    assert "Your daily digest" in digest and "your turn in one game" in digest
    assert f"#{game_id} Tic Tac Doh! vs bob · <#{thread.id}>" in digest
    await env.advance_time(DAY - 60)
    assert len(dms(alice)) == 1
    await env.advance_time(60)
    assert len(dms(alice)) == 2 and dms(alice)[1].startswith("📬")
    assert dms(bob) == []
