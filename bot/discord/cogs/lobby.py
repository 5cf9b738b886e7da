"""Commands about every game at once: `/games`, `/standings`, `/history`, `/settings`, `/notify`,
`/vacation`, `/help`."""
from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot.discord.adapter import DiscordAdapter
from bot.service.clocks import CLOCKS, NOTIFY_CHOICES, VACATION_MAX_DAYS
from bot.words import LOCALES, language_name


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

    @app_commands.command(name="settings", description="This server's default clock, reminders and language")
    @app_commands.describe(clock="time per move for new games (Manage Server only)",
                           reminders="remind players to move (Manage Server only)",
                           language="the language of boards and game threads (Manage Server only)")
    @app_commands.choices(clock=[app_commands.Choice(name=name, value=name) for name in CLOCKS],
                          reminders=[app_commands.Choice(name="on", value="on"),
                                     app_commands.Choice(name="off", value="off")],
                          language=[app_commands.Choice(name=language_name(locale), value=locale)
                                    for locale in sorted(LOCALES)])
    @app_commands.guild_only()
    async def settings(self, interaction: discord.Interaction, clock: Optional[str] = None,
                       reminders: Optional[str] = None, language: Optional[str] = None) -> None:
        await self.adapter.settings(interaction, clock, reminders, language)

    @app_commands.command(name="notify", description="Where your move reminders come: thread, DM, or off")
    @app_commands.describe(where="in the game's thread (default), by direct message, or not at all")
    @app_commands.choices(where=[app_commands.Choice(name=name, value=name) for name in NOTIFY_CHOICES])
    async def notify(self, interaction: discord.Interaction, where: Optional[str] = None) -> None:
        await self.adapter.notify(interaction, where)

    @app_commands.command(name="vacation", description="Stop your move clocks for a few days")
    @app_commands.describe(days=f"1 to {VACATION_MAX_DAYS} days (0 ends your vacation now); "
                                f"at most {VACATION_MAX_DAYS} in any 30")
    async def vacation(self, interaction: discord.Interaction,
                       days: app_commands.Range[int, 0, VACATION_MAX_DAYS]) -> None:
        await self.adapter.vacation(interaction, days)

    @app_commands.command(name="help", description="How to play with the referee")
    async def help(self, interaction: discord.Interaction) -> None:
        lines = ["**Piecepack referee** — games: " + ", ".join(
            f"`/{key}` ({game.title})" for key, game in engines.GAMES.items()),
            "Start with `/<game> start opponent:@friend`; the opponent clicks **Accept**.",
            "Move with `/<game> move` (the list shows your legal moves) or the buttons under the board.",
            "`/<game> board` shows the board (`text:true`: as text, for a screen reader), `/<game> resign` "
            "resigns, `/<game> rules` explains the game.",
            "`/<game> record` gives a game's record (a `.ppn` file), `/<game> replay` an animated replay; "
            "`/<game> start record:` starts a game from a record's last position.",
            "Each turn has a clock (`clock:` when you start; the server's default otherwise): you are reminded "
            "at half and a tenth left, and lose on time when it runs out. `/notify` chooses where reminders "
            "come, `/vacation` stops your clocks.",
            "`/<game> draw` offers a draw, `/<game> undo` asks to take back your last move, `/<game> abort` ends "
            "a game before everyone has moved; finished games offer a **Rematch**.",
            "`/games` lists the games in progress here, `/standings` the leaderboards, `/history` past games; "
            "`/settings` shows the server's default clock and reminders (Manage Server changes them)."]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)
