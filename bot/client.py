"""The bot: start-up in `setup_hook`, persistent components, and one tree-wide error handler."""
from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.lobby import LobbyCog
from bot.cogs.play import PlayCog
from bot.components import ActionButton, MoveSelect
from bot.flow import Flow, answer_privately
from bot.replies import Refusal, User
from bot.service import GameService

log = logging.getLogger(__name__)


class RefereeTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            text = str(original)
        elif isinstance(error, app_commands.NoPrivateMessage):
            text = "That command works in a server channel, not in direct messages."
        elif isinstance(error, app_commands.CheckFailure):
            text = "You can't use that command here."
        else:
            log.error("command %s failed", interaction.command and interaction.command.qualified_name,
                      exc_info=original)
            text = "Something went wrong on my side; nothing was changed."
        await answer_privately(interaction, text)


class RefereeBot(commands.Bot):
    def __init__(self, database: str, *, sync_commands: bool) -> None:
        intents = discord.Intents.default()  # slash commands and components need no privileged intent
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, tree_cls=RefereeTree,
                         help_command=None, allowed_mentions=discord.AllowedMentions(everyone=False,
                                                                                     roles=False))
        self.database = database
        self.sync_commands = sync_commands
        self.service: GameService | None = None
        self._flow: Flow | None = None

    @property
    def flow(self) -> Flow:
        if self._flow is None:
            raise RuntimeError("the bot is not set up yet")
        return self._flow

    async def setup_hook(self) -> None:
        self.service = await GameService.open(self.database, mention=_mention)
        self._flow = Flow(self, self.service)
        self.add_dynamic_items(ActionButton, MoveSelect)
        await self.add_cog(PlayCog(self))
        await self.add_cog(LobbyCog(self))
        if self.sync_commands:
            synced = await self.tree.sync()
            log.info("synced %d commands", len(synced))

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            if self.service is not None:
                await self.service.close()
                self.service = None


def _mention(user: User) -> str:
    return f"<@{user.id}>" if user.id.isdigit() else user.name


def create_bot(database: str = "data/referee.db", *, sync_commands: bool = False) -> RefereeBot:
    """The configured bot, not started; needs no token and no config file."""
    return RefereeBot(database, sync_commands=sync_commands)
