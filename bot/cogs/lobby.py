"""Commands about every game at once: `/games`, `/help`."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import engines

if TYPE_CHECKING:
    from bot.client import RefereeBot


class LobbyCog(commands.Cog):
    def __init__(self, bot: RefereeBot) -> None:
        self.bot = bot

    @app_commands.command(name="games", description="Games in progress in this server, and whose turn it is")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        await self.bot.flow.games(interaction)

    @app_commands.command(name="help", description="How to play with the referee")
    async def help(self, interaction: discord.Interaction) -> None:
        lines = ["**Piecepack referee** — games: " + ", ".join(
            f"`/{key}` ({game.title})" for key, game in engines.GAMES.items()),
            "Start with `/<game> start opponent:@friend`; the opponent clicks **Accept**.",
            "Move with `/<game> move` (the list shows your legal moves) or the buttons under the board.",
            "`/<game> board` shows the board, `/<game> resign` resigns, `/<game> rules` explains the game.",
            "`/games` lists the games in progress here."]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)
