"""Commands about every game at once: `/games`, `/standings`, `/history`, `/next`, `/seek`, `/unseek`,
`/settings`, `/notify`, `/vacation`, `/help`, `/season start|list`, `/privacy export|forget`, `/tournament …`, built from the command table; each hands its interaction to one adapter method."""
from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands

import engines
from bot import commands as table
from bot.discord import limits
from bot.discord.adapter import DiscordAdapter
from bot.discord.cogs.tree import Handler, build_command, build_group
from bot.words import locale_of


def help_text(locale: str) -> str:
    """Discord's `/help` in a reader's language, from the command table: the games, then a line for each
    command (its name as the reader's client shows it), then how clocks and rematches go."""
    # a game's title beside its command only where the command does not say it already (`/tictacdoh`):
    # the whole help is one message of at most 2,000 characters in every language
    games = [f"`/{key}`" + ("" if game.title.casefold() == key else f" ({game.title})")
             for key, game in engines.GAMES.items()]
    lines = [table.Label("command-help-title", None, (("games", games),)).said(locale)]
    lines += [f"`{table.path_of(found, table.DISCORD_SYNTAX, locale)}` — {help_line}"
              for found, _, help_line in table.help_entries(table.DISCORD_SYNTAX, locale)]
    lines.append(table.Label("command-help-clock").said(locale))
    return "\n".join(lines)


def help_messages(locale: str) -> list[str]:
    """Discord's `/help` as messages within Discord's limit, split between lines (every command keeps its
    line: a language's longer words need not fit one message)."""
    messages: list[str] = []
    for line in help_text(locale).split("\n"):
        if messages and len(messages[-1]) + 1 + len(line) <= limits.CONTENT:
            messages[-1] += "\n" + line
        else:
            messages.append(limits.fit_content(line))
    return messages


def handlers(adapter: DiscordAdapter) -> dict[str, Handler]:
    """What each lobby command does: one adapter call (the help is words only)."""
    async def games(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.games(interaction)

    async def standings(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.standings(interaction, values["game"], values["scope"] or "server", values["season"])

    async def season_start(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.season_start(interaction, values["name"])

    async def season_list(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.season_list(interaction)

    async def privacy_export(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.privacy(interaction, "export")

    async def privacy_forget(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.privacy(interaction, "forget")

    async def history(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.history(interaction, values["user"] or interaction.user, values["game"])

    async def inbox(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.inbox(interaction)

    async def seek(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.seek(interaction, values["games"], values["clock"], values["players"], values["rated"])

    async def unseek(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.unseek(interaction, values["seek"])

    async def settings(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.settings(interaction, values["clock"], values["reminders"], values["language"],
                               values["challenge"], values["season"], values["tournaments"])

    async def notify(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.notify(interaction, values["where"], values["digest"], values["at"], values["tz"])

    async def vacation(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.vacation(interaction, values["days"])

    async def help(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        first, *more = help_messages(locale_of(interaction.locale.value))
        await interaction.response.send_message(first, ephemeral=True)
        for message in more:
            await interaction.followup.send(message, ephemeral=True)

    async def puzzle_daily(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.puzzle_daily(interaction, values["channel"], bool(values["off"]))

    return {"puzzle daily": puzzle_daily, "games": games, "standings": standings, "history": history, "next": inbox, "settings": settings,
            "notify": notify, "vacation": vacation, "help": help, "seek": seek, "unseek": unseek,
            "season start": season_start, "season list": season_list,
            "privacy export": privacy_export, "privacy forget": privacy_forget}


def tournament_handlers(adapter: DiscordAdapter) -> dict[str, Handler]:
    """`/tournament create|start|standings|withdraw`: one adapter call each."""
    async def create(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.tournament_create(interaction, values)

    async def start(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.tournament_start(interaction, values["tournament"])

    async def standings(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.tournament_standings(interaction, values["tournament"])

    async def withdraw(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.tournament_withdraw(interaction, values["tournament"])

    return {"create": create, "start": start, "standings": standings, "withdraw": withdraw}


def admin_handlers(adapter: DiscordAdapter) -> dict[str, Handler]:
    """`/admin channels|end|block|unblock|log`: one adapter call each."""
    async def channels(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.admin_channels(interaction, values["channel"], values["action"])

    async def end(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.admin_end(interaction, values["game"], values["reason"])

    async def block(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.admin_block(interaction, values["user"], True)

    async def unblock(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.admin_block(interaction, values["user"], False)

    async def log(interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await adapter.admin_log(interaction)

    return {"channels": channels, "end": end, "block": block, "unblock": unblock, "log": log}


class LobbyCog(commands.Cog):
    """The lobby's commands: discord.py adds a cog's app commands to the tree when the cog is added, and
    removes them with it."""

    def __init__(self, adapter: DiscordAdapter) -> None:
        done = {**handlers(adapter),
                **{f"tournament {name}": handler for name, handler in tournament_handlers(adapter).items()},
                **{f"admin {name}": handler for name, handler in admin_handlers(adapter).items()}}
        # a lobby group (`/season start|list`, `/tournament …`) gets its subcommands' handlers by their names
        self.__cog_app_commands__ = [
            build_group(found, {child.name: done[f"{found.name} {child.name}"] for child in found.children})
            if found.children else build_command(found, done[found.name])
            for found in table.all_commands() if found.game is None and table.DISCORD in found.fronts]
