"""Discord interactions to service calls, and service replies to Discord messages.

Cogs and components stay thin: each hands its interaction to one method here, which makes one service
call and delivers its `Reply`: deferred as soon as the service has accepted the request (privately or
not, as the service says), then posted where it belongs (the game's thread or channel, or privately),
the clicked message retouched, the previous board's buttons retired, the service told what was posted.
"""
from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
import discord
from discord import app_commands

import engines
from bot.discord.components import view_for
from bot.service import Action, GameService, Ready, Refusal, Reply, User
from bot.service.records import RECORD_LIMIT

log = logging.getLogger(__name__)
NOTE_VALUE = "-"  # the value of autocomplete's "not your turn" note: never a move
CONTENT_LIMIT = 2000
HERE_IN_THREAD = "This game is played here, in this thread."
NO_THREAD_NOTE = ("I can't open a thread here (I need the Create Public Threads and Send Messages in "
                  "Threads permissions), so this game is played in this channel.")
FILE_WORDS = {"board": "board picture", "record": "record", "replay": "replay"}
SOMETHING_WRONG = "Something went wrong on my side; nothing was changed."

Call = Callable[[Ready], Awaitable[Reply]]


def as_user(member: discord.abc.User) -> User:
    return User(str(member.id), member.display_name)


async def answer_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one way an error reaches a user: a refusal in its own words, anything else as our fault
    (logged); always privately, whether or not the interaction was answered or deferred already."""
    original = getattr(error, "original", error)
    if isinstance(original, Refusal):
        text = str(original)
    elif isinstance(error, app_commands.NoPrivateMessage):
        text = "That command works in a server channel, not in direct messages."
    elif isinstance(error, app_commands.CheckFailure):
        text = "You can't use that command here."
    else:
        log.error("interaction %s failed", interaction.data, exc_info=original)
        text = SOMETHING_WRONG
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


class DiscordAdapter:
    def __init__(self, bot: discord.Client, service: GameService) -> None:
        self.bot = bot
        self.service = service

    # ---- the one path of every interaction ----------------------------------------------------
    async def answer(self, interaction: discord.Interaction, call: Call) -> None:
        """Make the service call, deferring when the service is ready, and deliver its reply."""
        ready = _deferrer(interaction)
        reply = await call(ready)
        await ready(reply.answer_private)  # a call with nothing slow to do did not defer by itself
        await self.deliver(interaction, reply)

    async def deliver(self, interaction: discord.Interaction, reply: Reply) -> None:
        if reply.retouch is not None:
            retouch = reply.retouch
            edit: dict = {"view": view_for(list(retouch.actions))}
            if retouch.text is not None:
                edit["content"] = retouch.text[:CONTENT_LIMIT]
            await interaction.edit_original_response(**edit)
        home = reply.home
        thread = await self._open_thread(interaction, reply) if reply.thread_title is not None else None
        if thread is not None:
            home = str(thread.id)
        if not reply.text:
            return
        limit = interaction.filesize_limit
        if reply.private:
            await interaction.followup.send(**self._message(reply, interaction.channel, limit=limit),
                                            ephemeral=True)
            return
        if reply.replace is not None and await self._replace(reply, home or str(interaction.channel_id)):
            if reply.done:
                await interaction.followup.send(f"{reply.done}: see <#{home}>.", ephemeral=True)
            return
        if reply.here and thread is None and (home is None or home == str(interaction.channel_id)):
            channel = interaction.channel
            message = await interaction.followup.send(**self._message(reply, channel, limit=limit), wait=True)
        else:
            channel = await self._channel(home or str(interaction.channel_id))
            message = await channel.send(**self._message(reply, channel))  # type: ignore[union-attr]
            if reply.done:
                await interaction.followup.send(f"{reply.done}: see <#{home}>.", ephemeral=True)
        await self._posted(reply, channel, message, thread,
                           parent=reply.parent or (str(interaction.channel_id) if thread is not None else None))

    async def _replace(self, reply: Reply, home: str) -> bool:
        """Edit the game's board in place with the reply (the same turn goes on); False when that board
        is gone (deleted, out of reach), so the reply is posted anew instead."""
        channel = await self._channel(home)
        kwargs = self._message(reply, channel)
        file = kwargs.pop("file", None)
        kwargs["attachments"] = [file] if file is not None else []
        kwargs.setdefault("view", None)
        try:
            message = await channel.get_partial_message(int(reply.replace)).edit(**kwargs)  # type: ignore[attr-defined]
        except (discord.HTTPException, ValueError):
            return False
        await self._posted(reply, channel, message, None, parent=reply.parent)
        return True

    async def post(self, reply: Reply) -> None:
        """A message nobody's interaction asked for (a reminder, a loss on time): to the game's home, or
        by direct message."""
        if not reply.text:
            return
        if reply.dm is not None:
            try:
                user = self.bot.get_user(int(reply.dm)) or await self.bot.fetch_user(int(reply.dm))
                await user.send(reply.text[:CONTENT_LIMIT])
            except discord.HTTPException:
                log.info("could not send a direct message to %s (closed DMs?)", reply.dm)
            return
        if reply.home is None:
            return
        channel = await self._channel(reply.home)
        message = await channel.send(**self._message(reply, channel))
        await self._posted(reply, channel, message, None, parent=reply.parent)

    async def _posted(self, reply: Reply, channel: object, message: discord.Message,
                      thread: discord.Thread | None, *, parent: str | None) -> None:
        """After a reply is posted: the service hears where, earlier buttons go, the channel hears the
        result."""
        await reply.posted(str(message.id), str(thread.id) if thread is not None else None)
        await _retire(channel, reply.retire, keep=str(message.id))
        if reply.summary and parent:
            target = self.bot.get_channel(int(parent))
            if isinstance(target, discord.abc.Messageable):
                await target.send(reply.summary, allowed_mentions=discord.AllowedMentions.none())

    async def _open_thread(self, interaction: discord.Interaction, reply: Reply) -> discord.Thread | None:
        """The game just started: it gets its own thread where the channel allows it; say where it is."""
        channel = interaction.channel
        thread = None
        if isinstance(channel, discord.TextChannel):
            perms = channel.permissions_for(channel.guild.me)
            if perms.create_public_threads and perms.send_messages_in_threads:
                try:
                    thread = await channel.create_thread(name=(reply.thread_title or "game")[:100],
                                                         type=discord.ChannelType.public_thread,
                                                         auto_archive_duration=10080)
                except discord.HTTPException:
                    log.warning("creating a thread in %s failed", channel.id, exc_info=True)
        if thread is not None:
            await interaction.followup.send(f"Game #{reply.game_id} is on: {thread.mention}")
        else:
            await interaction.followup.send(HERE_IN_THREAD if isinstance(channel, discord.Thread)
                                            else NO_THREAD_NOTE)
        return thread

    async def _channel(self, channel_id: str) -> discord.abc.Messageable:
        channel = self.bot.get_channel(int(channel_id))
        if channel is None:
            channel = await self.bot.fetch_channel(int(channel_id))
        return channel  # type: ignore[return-value]

    def _message(self, reply: Reply, channel: object, *, limit: int | None = None) -> dict:
        content = reply.text
        kwargs: dict = {
            "allowed_mentions": discord.AllowedMentions(
                users=[discord.Object(int(uid)) for uid in reply.mentions if uid.isdigit()]),
        }
        attached = reply.file
        if attached is not None:
            missing = _missing_file_permission(channel)
            if limit is None:
                limit = getattr(getattr(channel, "guild", None), "filesize_limit", 10 * 1024 * 1024)
            what = FILE_WORDS.get(attached.kind, "file")
            if missing:
                content += f"\n(I can't attach the {what}: I need the **{missing}** permission here.)"
            elif len(attached.data) > limit:
                content += f"\n(The {what} is too large for this server's upload limit.)"
            else:
                kwargs["file"] = discord.File(io.BytesIO(attached.data), filename=attached.name,
                                              description=attached.description)
        view = view_for(reply.actions, reply.choices, reply.game_id, reply.watch)
        if view is not None:
            kwargs["view"] = view
        kwargs["content"] = content[:CONTENT_LIMIT]
        return kwargs

    # ---- slash commands -----------------------------------------------------------------------
    async def start(self, interaction: discord.Interaction, key: str, opponents: list[discord.abc.User],
                    options: dict[str, object], *, seated: bool = False, clock: str | None = None,
                    record: discord.Attachment | None = None, computers: int = 0,
                    level: str | None = None) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("Start games in a server channel, not in direct messages.")
        me = self.bot.user
        computers += sum(1 for member in opponents if me is not None and member.id == me.id)  # "play me"
        opponents = [member for member in opponents if me is None or member.id != me.id]
        if any(member.bot for member in opponents):
            raise Refusal("Other bots cannot play: challenge people, or me (`computers:`).")
        text = await _record_text(record) if record is not None else None
        await self.answer(interaction, lambda ready: self.service.challenge(
            key, as_user(interaction.user), [as_user(m) for m in opponents], place=str(interaction.channel_id),
            guild=str(interaction.guild.id) if interaction.guild else None, options=options, seated=seated,
            clock=clock, record=text, computers=computers, level=level, ready=ready))

    async def move(self, interaction: discord.Interaction, key: str, move: str, game: str | None) -> None:
        if move.strip() == NOTE_VALUE:
            raise Refusal("That was only a note: pick one of your legal moves (type to filter them).")
        await self.answer(interaction, lambda ready: self.service.play(
            as_user(interaction.user), move, game_id=game, place=str(interaction.channel_id), key=key,
            ready=ready))

    async def board(self, interaction: discord.Interaction, key: str, game: str | None, *, text: bool = False) -> None:
        await self.answer(interaction, lambda ready: self.service.board(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, text=text,
            ready=ready))

    async def record(self, interaction: discord.Interaction, what: str, key: str, game: str | None) -> None:
        """`/K record` (the PPN file) and `/K replay` (the animation, within this server's upload limit)."""
        where = {"game_id": game, "place": str(interaction.channel_id), "key": key}
        if what == "record":
            call: Call = lambda ready: self.service.record(as_user(interaction.user), ready=ready, **where)
        else:
            call = lambda ready: self.service.replay(as_user(interaction.user), limit=interaction.filesize_limit,
                                                     ready=ready, **where)
        await self.answer(interaction, call)

    async def resign(self, interaction: discord.Interaction, key: str, game: str | None) -> None:
        await self.answer(interaction, lambda ready: self.service.ask_resign(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, ready=ready))

    async def agreement(self, interaction: discord.Interaction, what: str, key: str, game: str | None) -> None:
        """`/K draw`, `/K undo`, `/K abort`: the service call of that name, on the caller's game."""
        call = {"draw": self.service.offer_draw, "undo": self.service.ask_undo, "abort": self.service.abort}[what]
        await self.answer(interaction, lambda ready: call(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, ready=ready))

    async def settings(self, interaction: discord.Interaction, clock: str | None, reminders: str | None) -> None:
        if interaction.guild_id is None:
            raise Refusal("Settings belong to a server: use `/settings` in one.")
        admin = bool(interaction.permissions.manage_guild)
        await self.answer(interaction, lambda ready: self.service.settings(
            as_user(interaction.user), _guild(interaction), admin=admin, clock=clock, reminders=reminders))

    async def notify(self, interaction: discord.Interaction, where: str | None) -> None:
        await self.answer(interaction, lambda ready: self.service.notify(as_user(interaction.user), where))

    async def vacation(self, interaction: discord.Interaction, days: int) -> None:
        await self.answer(interaction, lambda ready: self.service.vacation(as_user(interaction.user), days))

    async def standings(self, interaction: discord.Interaction, key: str | None, scope: str) -> None:
        await self.answer(interaction, lambda ready: self.service.standings(
            key=key, scope=scope, guild=_guild(interaction)))

    async def history(self, interaction: discord.Interaction, member: discord.abc.User, key: str | None) -> None:
        await self.answer(interaction, lambda ready: self.service.history(as_user(member), key=key))

    async def rules(self, interaction: discord.Interaction, key: str) -> None:
        game = engines.get_game(key)
        await interaction.response.send_message(game.summary[:CONTENT_LIMIT], ephemeral=True)

    async def games(self, interaction: discord.Interaction) -> None:
        games = await self.service.games_in_guild(str(interaction.guild_id))
        if not games:
            await interaction.response.send_message(
                "No game in progress in this server. Start one with `/telic start opponent:@friend`.",
                ephemeral=True)
            return
        lines = [f"**Games in progress** ({len(games)})"]
        for g in games[:20]:
            lines.append(f"#{g.id} {g.title}: {' vs '.join(g.players)} — {g.to_move or 'nobody'} to move "
                         f"since <t:{int(g.since)}:R> in <#{g.home}>")
        await interaction.response.send_message("\n".join(lines), ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    # ---- autocomplete -------------------------------------------------------------------------
    async def move_choices(self, interaction: discord.Interaction, key: str, typed: str,
                           game: str | None) -> list[app_commands.Choice[str]]:
        try:
            moves, note = await self.service.moves_for(as_user(interaction.user), game_id=game or None,
                                                       place=str(interaction.channel_id), key=key)
        except Refusal as refusal:
            return [app_commands.Choice(name=_cut(str(refusal)), value=NOTE_VALUE)]
        if note:
            return [app_commands.Choice(name=_cut(note), value=NOTE_VALUE)]
        needle = typed.casefold().strip()
        hits = [(m, label) for m, label in moves if needle in m.casefold() or needle in label.casefold()]
        return [app_commands.Choice(name=_cut(label), value=m) for m, label in hits[:25]]

    async def game_choices(self, interaction: discord.Interaction, key: str,
                           typed: str) -> list[app_commands.Choice[str]]:
        games = await self.service.games_of(str(interaction.user.id), key=key)
        needle = typed.casefold().lstrip("#").strip()
        choices = []
        for g in games:
            name = f"#{g.id} {g.title}: {' vs '.join(g.players)}"
            if needle in name.casefold():
                choices.append(app_commands.Choice(name=_cut(name), value=g.id))
        return choices[:25]

    # ---- buttons and menus --------------------------------------------------------------------
    async def click(self, interaction: discord.Interaction, action: Action) -> None:
        """A button or a menu choice: one service call, errors answered like a command's."""
        try:
            await self.answer(interaction, lambda ready: self.service.click(
                as_user(interaction.user), action, place=str(interaction.channel_id), guild=_guild(interaction),
                ready=ready))
        except Exception as error:
            await answer_error(interaction, error)


async def _record_text(attachment: discord.Attachment) -> str:
    """The text of a record attached to `/K start`, refused in a sentence when it cannot be one."""
    if attachment.size > RECORD_LIMIT:
        raise Refusal(f"{attachment.filename} is too large to be a game record (over 1 MB).")
    try:
        return (await attachment.read()).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refusal(f"{attachment.filename} is not a game record: a record is UTF-8 text (a .ppn file "
                      "from `/record`).") from None
    except discord.HTTPException:
        raise Refusal(f"I could not download {attachment.filename}; try attaching it again.") from None


def _deferrer(interaction: discord.Interaction) -> Ready:
    """Defer the interaction once: a click answered in public becomes an update of its message (so the
    message can be retouched and new messages follow it); anything else shows "thinking…", privately
    when the answer is private."""
    async def ready(private: bool) -> None:
        if interaction.response.is_done():
            return
        if interaction.type == discord.InteractionType.component and not private:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=private, thinking=True)

    return ready


async def _retire(channel: object, messages: list[str], *, keep: str) -> None:
    """The buttons of earlier messages of the game go (their text and pictures stay)."""
    for message in messages:
        if message == keep or not message.isdigit():
            continue
        try:
            await channel.get_partial_message(int(message)).edit(view=None)  # type: ignore[attr-defined]
        except discord.HTTPException:
            pass  # deleted or out of reach: nothing to retire


def _guild(interaction: discord.Interaction) -> str | None:
    return str(interaction.guild_id) if interaction.guild_id else None


def _missing_file_permission(channel: object) -> str | None:
    guild = getattr(channel, "guild", None)
    if guild is None or not isinstance(channel, (discord.abc.GuildChannel, discord.Thread)):
        return None
    if not channel.permissions_for(guild.me).attach_files:
        return "Attach Files"
    return None


def _cut(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
