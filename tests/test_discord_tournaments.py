"""A tournament on a simulated Discord: where the server lets only its managers create tournaments, a
member's `/tournament create` is refused privately and creates nothing; a manager's posts the sign-up with
Join / Leave / Start in the server's language (French here); five members click Join, the organiser clicks
Start; a six-player round-robin of Tic Tac Doh! is played to its end - each game in a thread named after
the tournament and round, ended by `/tictacdoh resign game:<id>`, the next round announced at once, the
standings with the crosstable's picture after each round, and the winner announced in the channel."""
from __future__ import annotations

import re

import discord

from tests.discord_helpers import boards, en, only_refusals
from tests.test_discord_languages import locales  # noqa: F401 (a fixture: each interaction's languages)
from tests.words_helpers import english_left, found_words, own_words

NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")


def labels(message) -> list[str]:
    return [c.label for row in message.components for c in row.children if getattr(c, "label", None)]


def now_of(channel, message):
    return next(m for m in channel.history() if m.id == message.id)


async def test_a_six_player_round_robin_signs_up_and_is_played_to_its_end(simcord_env, locales) -> None:  # noqa: F811
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    managers = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    users = [env.create_user(name) for name in NAMES]
    members = [guild.add_member(users[0], roles=[managers]), *(guild.add_member(user) for user in users[1:])]
    alice, bob = members[:2]
    by_id = {str(member.id): member for member in members}
    joined = {str(member.id): index for index, member in enumerate(members)}

    assert (await alice.slash(channel, "settings", tournaments="managers")).ephemeral
    refused = await bob.slash(channel, "tournament create", game="tictacdoh", format="round-robin")
    assert refused.ephemeral and refused.response.content == en("refusal-tournament-managers")
    assert only_refusals(env) == 1 and await env.bot.service.storage.tournament(1) is None

    # the server speaks French: the sign-up everyone sees, and its buttons, are French
    locales["guild"] = "fr"
    created = await alice.slash(channel, "tournament create", game="tictacdoh", signup="1h", clock="1d")
    signup = now_of(channel, created.response)
    assert "Tic Tac Doh!" in signup.content and not english_left(signup.content, "fr"), signup.content
    assert found_words(signup.content) & own_words("fr"), signup.content
    assert len(labels(signup)) == 3 and not {"Join", "Leave", "Start"} & set(labels(signup))
    locales.clear()  # back to English: the next click words the sign-up again in English
    number = re.search(r"#(\d+)", signup.content)[1]
    for member in members[1:]:  # Join is the first button, in French for bob (who clicks the French message)
        assert not (await member.click(signup, label=labels(signup)[0])).ephemeral
        signup = now_of(channel, signup)
    assert labels(signup) == ["Join", "Leave", "Start"] and "round-robin" in signup.content
    assert all(name in signup.content for name in NAMES)  # edited in place
    twice = await bob.click(signup, label="Join")
    assert twice.ephemeral and f"already in tournament #{number}" in twice.response.content
    early = await bob.click(signup, label="Start")
    assert early.ephemeral and "Only alice" in early.response.content

    started = await alice.click(signup, label="Start")
    assert [(m.ephemeral, "round 1 of 5" in m.content) for m in started.followups] == [(True, True)]
    assert labels(now_of(channel, signup)) == []  # the sign-up is closed
    storage = env.bot.service.storage
    for number_of_round in range(1, 6):
        announced = [m.content for m in channel.history()
                     if f"Tournament #{number} (Tic Tac Doh!): round {number_of_round} of 5" in m.content]
        assert len(announced) == 1, number_of_round
        tables = [t for t in await storage.tournament_tables(int(number)) if t.round == number_of_round]
        assert len(tables) == 3 and sorted(p for t in tables for p in t.players) == sorted(by_id)
        for table in tables:
            assert f"#{table.game_id}" in announced[0]
            title = f"Tic Tac Doh! tournament #{number}, round {number_of_round}, table {table.board}"
            thread = next(t for t in channel.threads if t.name == title)
            # whoever joined later resigns: alice wins all five, bob four, ..., frank none
            loser = by_id[max(table.players, key=joined.__getitem__)]
            asked = await loser.slash(thread, "tictacdoh resign", game=table.game_id)
            await loser.click(asked.response.message, label="Resign")
            assert "resigned" in boards(thread)[-1].content
        await env.advance_time(1)  # the scheduler runs due work at most once a second: the next round or the end
        # the standings after each round carry the crosstable's picture, described for screen readers
        # (after the last, with the winner's announcement)
        standings = [m for m in channel.history() if f"Standings of tournament #{number}" in m.content]
        assert len(standings) == number_of_round and "SB" in standings[-1].content
        picture = standings[-1].attachments
        assert [a.filename for a in picture] == [f"crosstable-{number}-{number_of_round}.png"]
        assert picture[0].description.startswith(f"Crosstable: Tic Tac Doh! tournament #{number}, "
                                                  f"round {number_of_round} of 5.")
    assert len({frozenset(t.players) for t in await storage.tournament_tables(int(number))}) == 15  # all met once
    assert standings[-1].content.startswith(f"🏆 Tournament #{number} (Tic Tac Doh!) is over: the winner is "
                                            f"<@{alice.id}>!")
    lines = [line for line in standings[-1].content.splitlines() if any(name in line for name in NAMES)]
    assert [next(name for name in NAMES if name in line) for line in lines] == list(NAMES)
