"""The seek pool on a simulated Discord: two seekers paired once, in the last one's channel, while a third,
incompatible, waits; the pool surviving a restart; unseeking another's refused; and the waiting seeker
paired by the widening window after a wait on the virtual clock."""
from __future__ import annotations

from bot.discord import create_bot
from bot.service.clocks import HOUR
from bot.storage import RatingRow
from tests.discord_helpers import boards, game_id_in, only_refusals


def text_of(result) -> str:
    return " ".join(m.content for m in [result.response, *result.followups] if m is not None)


async def test_seekers_pair_once_a_third_waits_through_a_restart_until_its_window_widens(simcord_env, db_path) -> None:
    env = simcord_env
    guild = env.create_guild()
    lobby, games = guild.create_text_channel("lobby"), guild.create_text_channel("games")
    alice, bob, carol, dave = (guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol", "dave"))
    sigma = 25 / 3  # dave shows 1900 at Coins in this server; carol is a newcomer (1500)
    async with env.bot.service.storage.transaction() as tx:
        await tx.save_ratings([RatingRow(str(guild.id), "coins", str(dave.id), 3 * sigma + 10, sigma)])

    waiting = await alice.slash(lobby, "seek", games="telic", clock="1d")
    assert waiting.ephemeral and "seek pool" in text_of(waiting)
    assert (await carol.slash(lobby, "seek", games="coins", clock="7d")).ephemeral  # no game of alice's
    paired = await bob.slash(games, "seek", games="coins,telic", clock="1d-3d")
    assert not paired.ephemeral
    announced = paired.response.message
    assert announced.channel.id == games.id and f"<@{alice.id}>" in announced.content \
        and f"<@{bob.id}>" in announced.content and "**Telic**" in announced.content
    game_id = game_id_in(announced.content)
    thread = next(t for t in games.threads if any(f"#{game_id}" in m.content for m in t.history()))
    assert len(boards(thread)) == 1
    record = (await env.bot.service.game(game_id)).record
    assert sorted(record.players) == sorted([str(alice.id), str(bob.id)])

    await env.restart_bot(create_bot(db_path))
    pool = await dave.slash(lobby, "seek")
    assert pool.ephemeral and "carol" in text_of(pool) and "alice" not in text_of(pool)
    refused = await dave.slash(lobby, "unseek", seek="2")  # carol's: nobody takes another's seek out
    assert refused.ephemeral and "someone else's" in text_of(refused)
    assert only_refusals(env) == 1
    far = await dave.slash(lobby, "seek", games="coins", clock="3d-7d")  # 400 apart: not yet
    assert far.ephemeral and "seek pool" in text_of(far)
    await env.advance_time(5 * HOUR)
    assert "carol" in text_of(await dave.slash(lobby, "seek"))
    await env.advance_time(HOUR)  # six hours: carol's window is ±400
    found = [m for m in lobby.history() if "The seek pool paired" in m.content]
    assert len(found) == 1 and f"<@{carol.id}>" in found[0].content and f"<@{dave.id}>" in found[0].content \
        and "**Coins**" in found[0].content and "7d" in found[0].content
    assert "Nobody is seeking" in text_of(await alice.slash(lobby, "seek"))
    assert [m for m in games.history() if "The seek pool paired" in m.content] == [announced]  # paired once
