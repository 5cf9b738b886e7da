"""SimCord: a full game, Tactonix secrecy, restarts, autocomplete, Discord's limits, permissions."""
from __future__ import annotations

import random
import re

import discord
import pytest

import engines
from engines.base import PLAY, SETUP
from bot.discord import create_bot
from tests.discord_helpers import COLOUR_WORDS, boards, game_id_in, only_refusals, start, whose_turn


@pytest.fixture
def server(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(name)) for name in ("alice", "bob", "carol")]
    return simcord_env, guild, channel, members


async def test_a_full_game_of_tic_tac_doh_to_its_result(server) -> None:
    env, guild, channel, members = server
    alice, bob = members[:2]
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob])
    alice = await whose_turn(env, game_id, members)  # seats are dealt at random: alice here is the first
    bob = next(m for m in members[:2] if m is not alice)
    # a known win for the first player: three M in a row b3-c3-d3
    for member, move in [(alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3"), (bob, "Sb2"), (alice, "m d3")]:
        assert await whose_turn(env, game_id, members) is member
        result = await member.slash(thread, "tictacdoh move", move=move)
        assert not result.ephemeral
    last = boards(thread)[-1]
    assert "Game over." in last.content and "wins" in last.content
    # a finished game offers only a rematch
    assert [c.label for row in last.components for c in row.children] == ["Rematch"]
    summary = channel.last_message
    assert f"#{game_id}" in summary.content and "is over" in summary.content
    refused = await bob.slash(thread, "tictacdoh move", move="Sa1")
    assert refused.ephemeral and "is over" in (refused.response.content)
    assert only_refusals(env) == 1


async def test_tactonix_three_players_never_reveals_a_colour(server) -> None:
    env, guild, channel, members = server
    env.bot.service.rng = random.Random(3)  # seeded draws and deal: the game goes on after the deal
    game_id, thread = await start(env, channel, "tactonix", members[0], members[1:], board=5)
    # the setup: 18 placements, each by the player to move, via the board's menu or autocomplete
    for _ in range(40):
        state = await current_state(env, game_id)
        if state.phase() != SETUP:
            break
        mover = await whose_turn(env, game_id, members)
        choices = await mover.autocomplete(thread, "tactonix move", "move", "")
        await mover.slash(thread, "tactonix move", move=choices[0]["value"])
    state = await current_state(env, game_id)
    assert state.phase() == PLAY
    for _ in range(4):  # a few actions of play
        mover = await whose_turn(env, game_id, members)
        if mover is None:
            break
        choices = await mover.autocomplete(thread, "tactonix move", "move", "rot")
        await mover.slash(thread, "tactonix move", move=choices[0]["value"])
    state = await current_state(env, game_id)
    colours = {str(members[seat].id): state.colour_of(seat) for seat in range(3)}
    # My colour answers privately, with the right colour
    board = boards(thread)[-1]
    for member in members:
        private = await member.click(board, label="My colour")
        texts = [m for m in [private.response, *private.followups] if m is not None]
        assert texts and all(m.ephemeral for m in texts)
        seat = (await env.bot.service.game(game_id)).record.players.index(str(member.id))
        word = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}[state.colour_of(seat)]
        assert word in texts[-1].content
    # nothing public (channel, thread) puts a colour next to a player
    public = [m for place in (channel, thread) for m in place.history()]
    assert public
    names = [m.name for m in members] + [m.mention for m in members]
    for message in public:
        for line in message.content.splitlines():
            lowered = line.lower()
            if any(name.lower() in lowered for name in names):
                assert not any(re.search(rf"\b{w}\b", lowered) for w in COLOUR_WORDS), line
        assert "(R)" not in message.content and "(Y)" not in message.content
    assert colours  # the secret is real: every seat has a colour


async def current_state(env, game_id):
    return (await env.bot.service.game(game_id)).state


async def test_the_game_goes_on_after_a_restart(server, db_path) -> None:
    env, guild, channel, members = server
    alice, bob = members[:2]
    game_id, thread = await start(env, channel, "telic", alice, [bob])
    alice = await whose_turn(env, game_id, members)  # seats are dealt at random: alice here is Blue
    bob = next(m for m in members[:2] if m is not alice)
    board = boards(thread)[-1]
    challenge_in_waiting = await alice.slash(channel, "coins start", opponent=bob, opponent2=members[2])
    old_bot = env.bot
    await env.restart_bot(create_bot(db_path))
    await old_bot.close()  # a real restart ends the old process; here its database connection
    # a button click on the board posted before the restart
    clicked = await alice.click(board, label="Roll")
    assert clicked.acknowledged
    # the roll edits the turn's board in place: one board per turn, nobody mentioned twice
    assert len(boards(thread)) == 1 and "rolls" in boards(thread)[-1].content.lower()
    assert board.id == boards(thread)[-1].id and "<@" not in boards(thread)[-1].content
    # then a slash move
    mover = await whose_turn(env, game_id, members)
    choices = await mover.autocomplete(thread, "telic move", "move", "enter")
    result = await mover.slash(thread, "telic move", move=choices[0]["value"])
    assert not result.ephemeral and len(boards(thread)) == 2
    # a challenge made before the restart can still be accepted
    message = challenge_in_waiting.response.message
    await bob.click(message, label="Accept")
    await members[2].click(message, label="Accept")
    coins_id = game_id_in(message.content)
    assert any(f"#{coins_id}" in m.content for t in channel.threads for m in t.history())


async def test_autocomplete_offers_the_callers_moves_or_a_note(server) -> None:
    env, guild, channel, members = server
    alice, bob = members[:2]
    game_id, thread = await start(env, channel, "icesickle", alice, [bob])
    alice = await whose_turn(env, game_id, members)  # seats are dealt at random
    bob = next(m for m in members[:2] if m is not alice)
    choices = await alice.autocomplete(thread, "icesickle move", "move", "")
    assert len(choices) == 25  # 75 legal sowings, at most 25 offered
    large = await alice.autocomplete(thread, "icesickle move", "move", "LARGE")
    assert large and all("large" in c["name"].lower() or "large" in c["value"].lower() for c in large)
    c3 = await alice.autocomplete(thread, "icesickle move", "move", "c3")
    assert sorted(c["value"] for c in c3) == ["Lc3", "Mc3", "Sc3"]
    note = await bob.autocomplete(thread, "icesickle move", "move", "")
    assert len(note) == 1 and alice.name in note[0]["name"] and "Not your turn" in note[0]["name"]
    refused = await bob.slash(thread, "icesickle move", move=note[0]["value"])
    assert refused.ephemeral
    games = await alice.autocomplete(thread, "icesickle board", "game", "")
    assert [c["value"] for c in games] == [game_id]
    assert only_refusals(env) == 1


def test_the_command_payload_fits_discords_limits(tmp_path) -> None:
    from bot.discord.adapter import DiscordAdapter
    from bot.discord.cogs.games import build_group

    robot = create_bot(str(tmp_path / "x.db"))
    adapter = DiscordAdapter(robot, None, None, None)  # type: ignore[arg-type]  # payloads only: no command runs
    groups = [build_group(game, adapter) for game in engines.GAMES.values()]
    payloads = [group.to_dict(robot.tree) for group in groups]
    assert [p["name"] for p in payloads] == list(engines.GAMES)
    for payload in payloads:
        check_command(payload)
        assert {c["name"] for c in payload["options"]} == {"start", "move", "board", "record", "replay",
                                                           "resign", "rules", "draw", "undo", "abort", "plan", "learn", "puzzle", "hint", "review"}
        start = next(c for c in payload["options"] if c["name"] == "start")
        clock = next(o for o in start["options"] if o["name"] == "clock")
        assert [c["value"] for c in clock["choices"]] == ["none", "1h", "1d", "3d", "7d"]
    start = next(c for c in payloads[2]["options"] if c["name"] == "start")  # tactonix
    assert [o["name"] for o in start["options"]][:4] == ["opponent", "opponent2", "opponent3", "opponent4"]


NAME = re.compile(r"^[-_\w]{1,32}$")


def check_command(payload: dict) -> None:
    assert NAME.match(payload["name"]) and payload["name"] == payload["name"].lower()
    assert 1 <= len(payload["description"]) <= 100
    options = payload.get("options", [])
    assert len(options) <= 25
    for option in options:
        if option["type"] in (1, 2):  # subcommand (group)
            check_command(option)
            continue
        assert NAME.match(option["name"]) and 1 <= len(option["description"]) <= 100
        for choice in option.get("choices", []):
            assert 1 <= len(choice["name"]) <= 100 and len(str(choice["value"])) <= 100
        assert len(option.get("choices", [])) <= 25


async def test_without_thread_permission_the_game_is_played_in_the_channel(simcord_env) -> None:
    guild = simcord_env.create_guild()
    me = guild.me
    channel = guild.create_text_channel("no-threads", overwrites={
        me: discord.PermissionOverwrite(create_public_threads=False)})
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    game_id, place = await start(simcord_env, channel, "telic", alice, [bob])
    assert place is channel and channel.threads == []
    assert any("can't open a thread" in m.content for m in channel.history())
    assert boards(channel)
    blue = await whose_turn(simcord_env, game_id, [alice, bob])
    result = await blue.slash(channel, "telic move", move="roll")
    assert result.ephemeral and len(boards(channel)) == 1 and "rolls" in boards(channel)[-1].content.lower()
    mover = await whose_turn(simcord_env, game_id, [alice, bob])
    choices = await mover.autocomplete(channel, "telic move", "move", "")
    result = await mover.slash(channel, "telic move", move=choices[0]["value"])
    assert not result.ephemeral and len(boards(channel)) == 2


async def test_without_attach_permission_the_message_says_so(simcord_env) -> None:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("no-files", overwrites={
        guild.me: discord.PermissionOverwrite(attach_files=False, create_public_threads=False)})
    alice = guild.add_member(simcord_env.create_user("alice"))
    bob = guild.add_member(simcord_env.create_user("bob"))
    await start(simcord_env, channel, "tictacdoh", alice, [bob])
    assert any("Attach Files" in m.content for m in channel.history())


async def test_resign_asks_first_and_can_be_cancelled(server) -> None:
    env, guild, channel, members = server
    alice, bob = members[:2]
    game_id, thread = await start(env, channel, "coins", alice, [bob])
    asked = await bob.slash(thread, "coins resign")
    assert asked.ephemeral and "Resign" in asked.response.content
    cancelled = await bob.click(asked.response.message, label="Cancel")
    assert "still in the game" in cancelled.response.content
    asked = await bob.slash(thread, "coins resign")
    await bob.click(asked.response.message, label="Resign")
    last = boards(thread)[-1]
    assert "bob resigned" in last.content and "alice wins" in last.content
    assert "is over" in channel.last_message.content


async def test_decline_and_rules(server) -> None:
    env, guild, channel, members = server
    alice, bob = members[:2]
    result = await alice.slash(channel, "telic start", opponent=bob)
    message = result.response.message
    declined = await bob.click(message, label="Decline")
    assert "bob declined" in " ".join(m.content for m in declined.followups)
    rules = await alice.slash(channel, "telic rules")
    assert rules.ephemeral and "Telic" in rules.response.content
    bots = await alice.slash(channel, "telic start", opponent=guild.add_member(env.create_user("robo", bot=True)))
    assert bots.ephemeral and "Other bots cannot play" in bots.response.content
    assert only_refusals(env) == 1


async def test_the_challenger_may_choose_the_seats(server) -> None:
    env, guild, channel, members = server
    alice, bob, carol = members
    result = await carol.slash(channel, "coins start", opponent=alice, opponent2=bob, seats="listed")
    for member in (alice, bob):
        await member.click(result.response.message, label="Accept")
    game_id = game_id_in(result.response.message.content)
    record = (await env.bot.service.game(game_id)).record
    assert record.players == [str(carol.id), str(alice.id), str(bob.id)]
    assert await whose_turn(env, game_id, members) is carol
