"""A tournament on a simulated Discord: `/tournament create` posts the sign-up with Join / Leave / Start,
three members click Join, the organiser clicks Start; round 1's games are played in threads named after the
tournament and round, they end by `/tictacdoh resign game:<id>`, and round 2 is announced at once."""
from __future__ import annotations

import re

from tests.discord_helpers import boards


def labels(message) -> list[str]:
    return [c.label for row in message.components for c in row.children if getattr(c, "label", None)]


def now_of(channel, message):
    return next(m for m in channel.history() if m.id == message.id)


async def test_a_four_player_round_robin_signs_up_and_plays_its_first_round(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol", "dave")]
    alice, bob, carol, dave = members
    by_id = {str(member.id): member for member in members}

    created = await alice.slash(channel, "tournament create", game="tictacdoh", signup="1h", clock="1d")
    signup = now_of(channel, created.response)
    number = re.search(r"Tournament #(\d+)", signup.content)[1]
    assert "Tic Tac Doh!" in signup.content and "round-robin" in signup.content
    assert labels(signup) == ["Join", "Leave", "Start"]
    for member in (bob, carol, dave):
        assert not (await member.click(signup, label="Join")).ephemeral
        signup = now_of(channel, signup)
    assert all(name in signup.content for name in ("alice", "bob", "carol", "dave"))  # edited in place
    twice = await bob.click(signup, label="Join")
    assert twice.ephemeral and f"already in tournament #{number}" in twice.response.content
    early = await bob.click(signup, label="Start")
    assert early.ephemeral and "Only alice" in early.response.content

    started = await alice.click(signup, label="Start")
    assert [(m.ephemeral, "round 1 of 3" in m.content) for m in started.followups] == [(True, True)]
    assert labels(now_of(channel, signup)) == []  # the sign-up is closed
    announced = [m.content for m in channel.history() if f"Tournament #{number} (Tic Tac Doh!): round" in m.content]
    assert announced and "round 1 of 3" in announced[-1]
    row = await env.bot.service.storage.tournament(int(number))
    tables = [t for t in await env.bot.service.storage.tournament_tables(row.id) if t.round == 1]
    assert len(tables) == 2 and sorted(p for t in tables for p in t.players) == sorted(by_id)
    for table in tables:
        assert f"#{table.game_id}" in announced[-1]
        title = f"Tic Tac Doh! tournament #{number}, round 1, table {table.board}"
        thread = next(t for t in channel.threads if t.name == title)
        assert any(f"#{table.game_id}" in m.content for m in boards(thread))
        loser = by_id[table.players[1]]
        asked = await loser.slash(thread, "tictacdoh resign", game=table.game_id)
        await loser.click(asked.response.message, label="Resign")
        assert "resigned" in boards(thread)[-1].content
    await env.advance_time(1)  # the scheduler runs due work at most once a second: the next round is paired
    assert any(f"Tournament #{number} (Tic Tac Doh!): round 2 of 3" in m.content for m in channel.history())
    assert len([t for t in await env.bot.service.storage.tournament_tables(row.id) if t.round == 2]) == 2
    # the standings after round 1 carry the crosstable's picture, described for screen readers
    standings = next(m for m in channel.history() if m.content.startswith(f"Standings of tournament #{number}"))
    assert "SB" in standings.content and [a.filename for a in standings.attachments] == ["crosstable-1-1.png"]
    assert standings.attachments[0].description.startswith("Crosstable: Tic Tac Doh! tournament #1, round 1 of 3.")
