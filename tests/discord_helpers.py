"""Helpers for driving the real bot on SimCord as users do."""
from __future__ import annotations

import re
from typing import Any

import pytest

from engines.phrases import Phrase

COLOUR_WORDS = ("red", "yellow", "green", "blue", "black")


@pytest.fixture
def server(simcord_env):
    """A server with a #games channel and two members, alice and bob: (env, channel, members)."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(name)) for name in ("alice", "bob")]
    return simcord_env, channel, members


def lone_member(env):
    """A server with a #games channel and one member, alice: (env, channel, alice)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    return env, channel, guild.add_member(env.create_user("alice"))


def managed_server(env, *channels: str):
    """A server with the text channels named, alice a manager (Manage Server) and bob a member: (the
    guild, its channels in order, alice, bob)."""
    import discord

    guild = env.create_guild()
    made = [guild.create_text_channel(name) for name in channels]
    mods = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    alice = guild.add_member(env.create_user("alice"), roles=[mods])
    bob = guild.add_member(env.create_user("bob"))
    return guild, made, alice, bob


def game_id_in(text: str) -> str:
    match = re.search(r"#([a-z0-9]{5})\b", text)
    assert match, f"no game id in {text!r}"
    return match.group(1)


async def start(env, channel, key: str, challenger, opponents: list, **options):
    """Challenge, everyone accepts; returns (game id, the thread or channel where it is played)."""
    names = ["opponent"] + [f"opponent{n}" for n in range(2, 6)]
    kwargs = {names[i]: member for i, member in enumerate(opponents)}
    result = await challenger.slash(channel, f"{key} start", **kwargs, **options)
    challenge = result.response.message
    for member in opponents:
        await member.click(challenge, label="Accept")
    game_id = game_id_in(challenge.content)
    threads = [t for t in channel.threads if game_id_in_thread(t, game_id)]
    return game_id, (threads[0] if threads else channel)


def game_id_in_thread(thread, game_id: str) -> bool:
    return any(f"#{game_id}" in m.content for m in thread.history())


async def whose_turn(env, game_id: str, members: list):
    service = env.bot.service
    loaded = await service.game(game_id)
    record, state = loaded.record, loaded.state
    if state.is_over:
        return None
    uid = record.players[state.current_player]
    return next(m for m in members if str(m.id) == uid)


def boards(place) -> list:
    """Messages of the place that carry a board picture."""
    return [m for m in place.history() if any(a.filename.endswith(".png") for a in m.attachments)]


def only_refusals(env) -> int:
    """Acknowledge the errors the bot's tree handled since the last call; each must be a refusal
    (the tree handler answered it privately). Returns how many there were."""
    from bot.service import Refusal

    errors = env.errors
    for error in errors:
        assert isinstance(getattr(error, "original", error), Refusal), f"unexpected error: {error!r}"
    return len(errors)


def en(phrase: Phrase | str, /, **args: Any) -> str:
    """A phrase as the bot writes it on Discord for a reader of English (mentions, moments and channels
    in Discord's markup): what a test looks for in a message, built from the phrase's key and values."""
    from bot.discord.presenter import words_in

    return words_in("en")(phrase if isinstance(phrase, Phrase) else Phrase(phrase, args))


def said_in(locale: str, phrase: Phrase | str, /, **args: Any) -> str:
    """A phrase as the bot writes it on Discord in `locale`."""
    from bot.discord.presenter import words_in

    return words_in(locale)(phrase if isinstance(phrase, Phrase) else Phrase(phrase, args))
