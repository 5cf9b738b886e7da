"""The bot: start-up in `setup_hook`, persistent components, and one tree-wide error handler."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.adapter import DiscordAdapter, answer_error
from bot.discord.cogs.games import GamesCog
from bot.discord.cogs.lobby import LobbyCog
from bot.discord.components import ActionButton, MenuSelect, MoveSelect
from bot.discord.deliverer import Deliverer
from bot.discord.poster import Poster
from bot.discord.presenter import Presenter
from bot.discord.loops import IDLE, SHARED_IDLE, discord_clock
from bot.discord.scheduler import Scheduler
from bot.discord.translator import CatalogueTranslator
from bot.config import MonitoringConfig, WebConfig
from bot.service import DEFAULT_DATABASE, GameService, is_postgres

if TYPE_CHECKING:
    from bot.web import WebServer
    from bot.web.monitoring import MonitoringServer

log = logging.getLogger(__name__)


class RefereeTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await answer_error(interaction, error)


class RefereeBot(commands.Bot):
    def __init__(self, database: str, *, sync_commands: bool, web: WebConfig | None = None,
                 monitoring: MonitoringConfig | None = None,
                 **client_options: Any) -> None:  # discord.py's own (shard_ids, shard_count), Any there too
        intents = discord.Intents.default()  # slash commands and components need no privileged intent
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, tree_cls=RefereeTree,
                         help_command=None, allowed_mentions=discord.AllowedMentions(everyone=False,
                                                                                     roles=False),
                         **client_options)
        self.database = database
        self.sync_commands = sync_commands
        self.service: GameService | None = None
        self._adapter: DiscordAdapter | None = None
        self.scheduler: Scheduler | None = None
        self.deliverer: Deliverer | None = None
        self.poster: Poster | None = None
        self.web = web  # the [web] section: the game pages are served from this process when set
        self.web_server: WebServer | None = None
        self.monitoring = monitoring or MonitoringConfig()  # /healthz and /metrics (bot.web.monitoring)
        self.monitoring_server: MonitoringServer | None = None

    @property
    def adapter(self) -> DiscordAdapter:
        if self._adapter is None:
            raise RuntimeError("the bot is not set up yet")
        return self._adapter

    async def setup_hook(self) -> None:
        self.service = await GameService.open(self.database, site=_site)
        self.service.clock = discord_clock  # one clock for moves, deadlines and the scheduler
        idle = SHARED_IDLE if is_postgres(self.database) else IDLE
        self.poster = poster = Poster(self, self.service, Presenter(self.service))
        # on a shared database, what other processes owe (or left when they died) is looked for this often
        self.deliverer = Deliverer(self, self.service, poster, idle=idle)
        self._adapter = DiscordAdapter(self, self.service, poster, self.deliverer)
        self.add_dynamic_items(ActionButton, MoveSelect, MenuSelect)
        await self.add_cog(GamesCog(self, self._adapter))
        await self.add_cog(LobbyCog(self._adapter))
        await self.tree.set_translator(CatalogueTranslator())  # the tree's names and descriptions in every language
        if self.sync_commands:
            synced = await self.tree.sync()
            log.info("synced %d commands", len(synced))
        self.scheduler = Scheduler(self, self.service, self.deliverer.deliver, idle=idle)
        self.scheduler.start()
        self.deliverer.start()  # its first run delivers what was owed before a restart
        if self.web is not None:  # on the bot's own event loop: the pages hear of each move at once
            from bot.web import start_web

            from bot.web.monitoring import Monitor

            try:
                self.web_server = await start_web(self.service, self.web, monitor=Monitor(
                    self.service, token=self.monitoring.metrics_token, gateway=self.gateway_problem))
                poster.links = self.web_server.signer  # boards link to their pages
            except OSError as exc:  # the port is taken: the games go on without their pages
                log.error("the web page is off: cannot listen on %s:%d (%s)", self.web.host, self.web.port, exc)
        if self.monitoring.port is not None:  # health and metrics on a port of their own
            from bot.web.monitoring import start_monitoring

            try:
                self.monitoring_server = await start_monitoring(self.service, self.monitoring,
                                                                gateway=self.gateway_problem)
            except OSError as exc:
                log.error("/healthz and /metrics are off: cannot listen on %s:%d (%s)", self.monitoring.host,
                          self.monitoring.port, exc)

    def gateway_problem(self) -> str | None:
        """What /healthz says of the Discord gateway: None when connected (every shard of this process),
        else "closed", "connecting" or "disconnected"."""
        if self.is_closed():
            return "closed"
        if not self.is_ready():
            return "connecting"
        shards = getattr(self, "shards", None)  # AutoShardedBot's, by id
        if isinstance(shards, dict) and shards:
            return "disconnected" if any(shard.is_closed() for shard in shards.values()) else None
        socket = getattr(self, "ws", None)
        return None if socket is not None and socket.open else "disconnected"

    async def close(self) -> None:
        if self.scheduler is not None:
            self.scheduler.stop()
        if self.deliverer is not None:
            self.deliverer.stop()

        if self.monitoring_server is not None:
            await self.monitoring_server.stop()
            self.monitoring_server = None
        if self.web_server is not None:
            if self.poster is not None:
                self.poster.links = None
            await self.web_server.stop()
            self.web_server = None
        try:
            await super().close()
        finally:
            if self.service is not None:
                await self.service.close()
                self.service = None


def _site(guild: str | None, home: str) -> str:
    """Where a game is played, as its record's Site says it: the link of its thread (or channel)."""
    return f"https://discord.com/channels/{guild or '@me'}/{home}"


class ShardedRefereeBot(RefereeBot, commands.AutoShardedBot):
    """The same bot running some of the shards of a bot spread over several processes (discord.py's
    AutoShardedBot with fixed `shard_ids` and `shard_count`); every process shares the database."""


def create_bot(database: str = DEFAULT_DATABASE, *, sync_commands: bool = False,
               shards: tuple[list[int], int] | None = None, web: WebConfig | None = None,
               monitoring: MonitoringConfig | None = None) -> RefereeBot:
    """The configured bot, not started; needs no token and no config file. `shards`: (the shard ids
    this process runs, how many shards in all); None: one process, all shards. `web`: serve the game
    pages too. `monitoring`: /healthz and /metrics' port and token."""
    if shards is None:
        return RefereeBot(database, sync_commands=sync_commands, web=web, monitoring=monitoring)
    ids, count = shards
    return ShardedRefereeBot(database, sync_commands=sync_commands, web=web, monitoring=monitoring,
                             shard_ids=ids, shard_count=count)
