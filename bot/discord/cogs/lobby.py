"""Commands about every game at once: `/games`, `/help`."""
from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot.discord.adapter import DiscordAdapter



class LobbyCog(commands.Cog):
    def __init__(self, adapter: DiscordAdapter) -> None:
        self.adapter = adapter

    @app_commands.command(name="games", description="Games in progress in this server, and whose turn it is")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        await self.adapter.games(interaction)

    @app_commands.command(name="standings", description="Leaderboards: ratings, wins, losses and draws")
    @app_commands.describe(game="one game (default: the best few of every game)",
                           scope="this server (default) or all servers")
    @app_commands.choices(
        game=[app_commands.Choice(name=g.title, value=k) for k, g in engines.GAMES.items()],
        scope=[app_commands.Choice(name="this server", value="server"),
               app_commands.Choice(name="all servers", value="global")])
    async def standings(self, interaction: discord.Interaction, game: Optional[str] = None,
                        scope: Optional[str] = None) -> None:
        await self.adapter.standings(interaction, game, scope or "server")

    @app_commands.command(name="history", description="A player's last games, with results and links")
    @app_commands.describe(user="whose games (default: yours)", game="only this game")
    @app_commands.choices(game=[app_commands.Choice(name=g.title, value=k) for k, g in engines.GAMES.items()])
    async def history(self, interaction: discord.Interaction, user: Optional[discord.Member] = None,
                      game: Optional[str] = None) -> None:
        await self.adapter.history(interaction, user or interaction.user, game)

    @app_commands.command(name="help", description="How to play with the referee")
    async def help(self, interaction: discord.Interaction) -> None:
        lines = ["**Piecepack referee** — games: " + ", ".join(
            f"`/{key}` ({game.title})" for key, game in engines.GAMES.items()),
            "Start with `/<game> start opponent:@friend`; the opponent clicks **Accept**.",
            "Move with `/<game> move` (the list shows your legal moves) or the buttons under the board.",
            "`/<game> board` shows the board, `/<game> resign` resigns, `/<game> rules` explains the game.",
            "`/games` lists the games in progress here, `/standings` the leaderboards, `/history` past games."]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)
