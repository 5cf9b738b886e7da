"""One slash-command group per registered game (`/telic`, `/coins`, …), built from the command table:
each subcommand hands its interaction and values to one `DiscordAdapter` method."""
from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot import commands as table
from bot.discord.adapter import DiscordAdapter
from bot.discord.cogs.tree import Completer, Handler
from bot.discord.cogs.tree import build_group as build_from
from engines.base import Game


def handlers(group: table.Command, adapter: DiscordAdapter) -> dict[str, Handler]:
    """What each subcommand of a game's group does: one adapter call."""
    key = group.name
    challenge = next(child for child in group.children if child.name == "start")

    async def start(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        given = table.start_values(challenge, values)
        await adapter.start(interaction, key, given.opponents, given.options, seated=given.seats == "listed",
                            clock=given.clock, record=given.record, computers=given.computers or 0,
                            level=given.level, players=given.players)

    async def move(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.move(interaction, key, values["move"], values["game"])

    async def board(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.board(interaction, key, values["game"], text=bool(values["text"]))

    async def record(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.record(interaction, "record", key, values["game"])

    async def replay(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.record(interaction, "replay", key, values["game"], first=values["from"], last=values["to"],
                             speed=values["speed"])

    async def hint(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.computer_help(interaction, "hint", key, values["game"])

    async def review(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.computer_help(interaction, "review", key, values["game"])

    async def resign(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.resign(interaction, key, values["game"])

    def agreement(what: str) -> Handler:
        async def agree(interaction: discord.Interaction, values: dict[str, Any]) -> None:
            await adapter.agreement(interaction, what, key, values["game"])
        return agree

    async def rules(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.rules(interaction, key)

    async def learn(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.learn(interaction, key)

    async def plan(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.plan(interaction, key, values["moves"], bool(values["clear"]), values["game"])

    async def puzzle(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.puzzle(interaction, key, values["answer"], values["puzzle"])

    return {"puzzle": puzzle, "start": start, "move": move, "board": board, "record": record, "replay": replay, "resign": resign,
            "draw": agreement("draw"), "undo": agreement("undo"), "abort": agreement("abort"), "rules": rules,
            "plan": plan, "learn": learn, "hint": hint, "review": review}


def completers(group: table.Command, adapter: DiscordAdapter) -> dict[table.Complete, Completer]:
    key = group.name

    async def moves(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await adapter.move_choices(interaction, key, current, interaction.namespace.game)

    async def games(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await adapter.game_choices(interaction, key, current)

    return {table.Complete.MOVES: moves, table.Complete.GAMES: games}


def build_group(game: Game, adapter: DiscordAdapter) -> app_commands.Group:
    """The game's `/<key> …` group, from its declaration in the command table."""
    group = table.game_group(game)
    return build_from(group, handlers(group, adapter), completers(group, adapter))


class GamesCog(commands.Cog):
    """Adds the game groups to the tree when loaded, removes them when unloaded."""

    def __init__(self, bot: commands.Bot, adapter: DiscordAdapter) -> None:
        self.bot = bot
        self.groups = [build_group(game, adapter) for game in engines.GAMES.values()]

    async def cog_load(self) -> None:
        for group in self.groups:
            self.bot.tree.add_command(group, override=True)

    async def cog_unload(self) -> None:
        for group in self.groups:
            self.bot.tree.remove_command(group.name)
