"""Posting a service reply's public message on Discord: where it goes (the game's thread or channel, a
thread to open, a board to edit in place, a direct message), its picture, its buttons, Discord's limits,
and what a failure means (try again, the room is gone, give up), for the interaction path and the
deliverer alike.
"""
from __future__ import annotations

import asyncio
import datetime
import io
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

import aiohttp
import discord

from bot import metrics
from bot.discord import limits
from bot.discord.components import view_for
from bot.discord.presenter import Presenter, content
from bot.service import GameService, Reply
from bot.words import Channel, Words

if TYPE_CHECKING:
    from bot.web.signing import Signer

log = logging.getLogger(__name__)

LOOK_BACK = 50  # messages of a channel read to find an earlier attempt of a post whose outcome is unknown
# Discord's error codes that mean the room is gone or closed to the bot
ROOM_GONE = {10003, 50001, 50013, 50083, 160005}  # unknown channel, missing access or permissions, archived or locked thread
NO_DM = {50007}  # cannot send messages to this user (closed DMs)
OLD_EDITS = 30046  # too many edits of messages older than an hour: retry later
# transport failures after which a post may or may not have been made
UNKNOWN_OUTCOME = (asyncio.TimeoutError, aiohttp.ClientError, OSError)
# the channels a game or a challenge lives in, where the bot posts and edits its messages (not a category
# or a forum, where no slash command is used)
Room: TypeAlias = (discord.TextChannel | discord.VoiceChannel | discord.StageChannel | discord.Thread
                   | discord.DMChannel | discord.PartialMessageable)
ROOMS = (discord.TextChannel, discord.VoiceChannel, discord.StageChannel, discord.Thread, discord.DMChannel,
         discord.PartialMessageable)


@dataclass(frozen=True)
class Failure:
    """What a failed Discord call means for the message it carried."""

    kind: str  # retry | room (gone or closed: re-home the game) | drop (never possible)
    clean: bool  # the message was certainly not made (Discord answered with an error)
    retry_after: float | None
    text: str


COUNTED = "_referee_counted"  # set on an HTTP error once /metrics counted it


def count_failure(error: BaseException) -> None:
    """Count a failed Discord call on /metrics by its status, once however often it is looked at."""
    if isinstance(error, discord.HTTPException) and not getattr(error, COUNTED, False):
        setattr(error, COUNTED, True)
        metrics.discord_error(error.status)


def classify(error: BaseException) -> Failure:
    """A failed call's meaning: Discord's Retry-After first; a timeout or a 5xx may have made the
    message (look for it before posting again)."""
    count_failure(error)  # every failure the bot meets is judged here (deliverer, poster, adapter)
    if isinstance(error, discord.HTTPException):
        status, code = error.status, error.code
        text = f"{status} {code}: {error.text}"[:300]
        retry_after = _retry_after(error)
        if status == 429 or code == OLD_EDITS:
            return Failure("retry", True, retry_after, text)
        if status >= 500:
            return Failure("retry", False, retry_after, text)
        if code in ROOM_GONE or status == 404:
            return Failure("room", True, None, text)
        if code in NO_DM:
            return Failure("drop", True, None, text)
        if status == 403:
            return Failure("room", True, None, text)
        return Failure("drop", True, None, text)
    if isinstance(error, UNKNOWN_OUTCOME):
        return Failure("retry", False, None, f"{type(error).__name__}: {error}"[:300])
    raise error


def _retry_after(error: discord.HTTPException) -> float | None:
    """Discord's Retry-After (seconds), from the response's headers, when it gave one."""
    headers = getattr(getattr(error, "response", None), "headers", None)
    if not isinstance(headers, Mapping):
        return None
    for name in ("Retry-After", "X-RateLimit-Reset-After"):
        value = headers.get(name)
        if value is not None:
            try:
                return float(value)
            except ValueError:
                pass
    return None


class Poster:
    def __init__(self, bot: discord.Client, service: GameService, presenter: Presenter) -> None:
        self.bot = bot
        self.service = service
        self.presenter = presenter
        # the web page's signer, while the page is served from this process: boards get a Watch link
        self.links: Signer | None = None

    async def post(self, reply: Reply, *, interaction: discord.Interaction | None = None,
                   nonce: str | None = None) -> tuple[discord.Message, discord.Thread | None]:
        """Post the reply's public message: as a direct message, in a thread it opens (a game just
        started), in place of the game's board (the same turn goes on), as the interaction's follow-up
        where the user asked, else in its room. Returns the message and the thread opened, if any. It is
        said in its readers' language: the server's, or a direct message's user's."""
        if reply.dm is not None:
            user = self.bot.get_user(int(reply.dm)) or await self.bot.fetch_user(int(reply.dm))
            words = await self.presenter.of_user(reply.dm)
            return await user.send(**await self.message(reply, None, words)), None
        home = reply.home or (str(interaction.channel_id) if interaction is not None else None)
        if home is None:
            raise ValueError("a reply with nowhere to go")
        words = await self.presenter.public(interaction.guild_id) if interaction is not None and interaction.guild_id \
            else await self.presenter.of_channel(await self.channel(home))
        thread = None
        if reply.thread_title is not None:
            thread = await self.open_thread(reply, home, interaction, words)
            if thread is not None:
                home = str(thread.id)
        if reply.replace is not None:
            edited = await self._replace(reply, home, words)
            if edited is not None:
                return edited, None
        if interaction is not None and reply.here and thread is None and home == str(interaction.channel_id):
            kwargs = await self.message(reply, interaction.channel, words, limit=interaction.filesize_limit)
            return await interaction.followup.send(**kwargs, wait=True), None
        channel = await self.channel(home)
        kwargs = await self.message(reply, channel, words)
        if nonce is not None:  # else discord.py makes one up
            kwargs["nonce"] = nonce
        return await channel.send(**kwargs), thread

    async def find(self, reply: Reply, since: float) -> discord.Message | None:
        """An earlier attempt of this reply's post that reached Discord (its outcome was unknown): the
        bot's message with the same words among the last messages of its room since `since`."""
        me = self.bot.user
        if reply.dm is not None:
            user = self.bot.get_user(int(reply.dm)) or await self.bot.fetch_user(int(reply.dm))
            channel: discord.abc.Messageable = user.dm_channel or await user.create_dm()
            words = await self.presenter.of_user(reply.dm)
        elif reply.home is not None:
            channel = await self.channel(reply.home)
            words = await self.presenter.of_channel(channel)
        else:
            return None
        said = content(words, reply.lines)
        after = datetime.datetime.fromtimestamp(since - 5, datetime.timezone.utc)
        async for message in channel.history(limit=LOOK_BACK, after=after, oldest_first=False):
            if me is not None and message.author.id == me.id and message.content == said:
                return message
        return None

    async def open_thread(self, reply: Reply, home: str, interaction: discord.Interaction | None,
                          words: Words) -> discord.Thread | None:
        """The game just started: it gets its own thread where the channel allows it (kept at once, so
        that a retry does not open another), and the channel is told where it is."""
        channel = interaction.channel if interaction is not None else await self.channel(home)
        thread = None
        if isinstance(channel, discord.TextChannel):
            perms = channel.permissions_for(channel.guild.me)
            if perms.create_public_threads and perms.send_messages_in_threads:
                try:
                    thread = await channel.create_thread(
                        name=limits.fit(words(reply.thread_title) if reply.thread_title else f"#{reply.game_id}",
                                        limits.THREAD_NAME),
                        type=discord.ChannelType.public_thread, auto_archive_duration=10080)
                except discord.HTTPException as exc:
                    if classify(exc).kind == "retry":
                        raise  # Discord is failing: the whole post is tried again later
                    log.warning("creating a thread in %s failed", channel.id, exc_info=True)
        if thread is not None and reply.game_id:
            await self.service.outbox.opened_thread(reply.game_id, str(thread.id))
        note = words("discord-game-on", game=reply.game_id, thread=Channel(str(thread.id))) if thread is not None \
            else words("discord-here-in-thread") if isinstance(channel, discord.Thread) else words("discord-no-thread")
        if interaction is not None:
            await interaction.followup.send(note)
        else:
            assert isinstance(channel, ROOMS), "without an interaction, the channel is the home `channel` found"
            await channel.send(note)
        return thread

    async def _replace(self, reply: Reply, home: str, words: Words) -> discord.Message | None:
        """Edit the game's board in place with the reply (the same turn goes on); None when that board
        is gone, so the reply is posted anew instead."""
        channel = await self.channel(home)
        kwargs = await self.message(reply, channel, words)
        file = kwargs.pop("file", None)
        kwargs["attachments"] = [file] if file is not None else []
        kwargs.setdefault("view", None)
        try:
            return await channel.get_partial_message(int(reply.replace or "")).edit(**kwargs)
        except discord.NotFound:
            return None
        except ValueError:
            return None

    async def retire(self, channel_id: str, messages: list[str]) -> None:
        """Take the buttons off these messages (their text and pictures stay); a failure worth trying
        again is raised (the edits are tried again whole: editing twice changes nothing)."""
        channel = await self.channel(channel_id)
        for message in messages:
            if not message.isdigit():
                continue
            try:
                await channel.get_partial_message(int(message)).edit(view=None)
            except discord.NotFound:
                continue  # deleted: nothing to retire
            except discord.HTTPException as exc:
                if classify(exc).kind != "retry":
                    continue  # out of reach for good
                raise

    async def channel(self, channel_id: str) -> Room:
        channel = self.bot.get_channel(int(channel_id))
        if channel is None:
            channel = await self.bot.fetch_channel(int(channel_id))
        if not isinstance(channel, ROOMS):
            raise TypeError(f"channel {channel_id} is no room for a game's messages (a category or a forum)")
        return channel

    async def message(self, reply: Reply, channel: object, words: Words, *, limit: int | None = None) -> dict:
        """The keyword arguments of a message for `reply`, said by `words`, within Discord's limits: its
        content, only the mentions it means, its picture (or a sentence saying why it is missing), its
        buttons."""
        note = ""
        kwargs: dict = {
            "allowed_mentions": discord.AllowedMentions(
                users=[discord.Object(int(uid)) for uid in reply.mentions if uid.isdigit()]),
        }
        attached = reply.file
        if attached is not None:
            missing = _missing_file_permission(channel)
            if limit is None:
                limit = getattr(getattr(channel, "guild", None), "filesize_limit", 10 * 1024 * 1024)
            data = await self.service.outbox.picture(reply) if not missing else None
            if missing:
                note = words("discord-file-no-permission", kind=attached.kind)
            elif data is None:
                pass  # not drawn (pictures are off): the words say everything
            elif len(data) > limit:
                note = words("discord-file-too-large", kind=attached.kind)
            else:
                description = limits.fit(words(attached.description), limits.FILE_DESCRIPTION) \
                    if attached.description else None
                kwargs["file"] = discord.File(io.BytesIO(data), filename=attached.name, description=description)
        # a game's board links to the game's web page, when the page is on
        page = reply.shown_on
        watch = self.links.page(page) if self.links is not None and page is not None else None
        view = view_for(words, reply.actions, reply.choices, reply.game_id, watch, menu=reply.menu)
        if view is not None:
            kwargs["view"] = view
        kwargs["content"] = content(words, reply.lines, note)
        return kwargs


def _missing_file_permission(channel: object) -> bool:
    """Whether the bot lacks the Attach Files permission in a server's channel."""
    guild = getattr(channel, "guild", None)
    if guild is None or not isinstance(channel, (discord.abc.GuildChannel, discord.Thread)):
        return False
    return not channel.permissions_for(guild.me).attach_files
