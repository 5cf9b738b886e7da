"""Discord interactions to service calls and service replies to Discord messages.

Cogs and components stay thin: each hands its interaction to one method here, which makes one service
call and posts the reply where it belongs (the game's thread, the channel, or privately).
"""
from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

import engines
from bot.components import view_for
from bot.games import GameRow
from bot.replies import Action, Refusal, Reply, User
from bot.service import GameService

if TYPE_CHECKING:
    from bot.client import RefereeBot

log = logging.getLogger(__name__)
NOTE_VALUE = "-"  # the value of autocomplete's "not your turn" note: never a move
CONTENT_LIMIT = 2000
HERE_IN_THREAD = "This game is played here, in this thread."
NO_THREAD_NOTE = ("I can't open a thread here (I need the Create Public Threads and Send Messages in "
                  "Threads permissions), so this game is played in this channel.")


def as_user(member: discord.abc.User) -> User:
    return User(str(member.id), member.display_name)


class Flow:
    def __init__(self, bot: RefereeBot, service: GameService) -> None:
        self.bot = bot
        self.service = service

    # ---- slash commands -----------------------------------------------------------------------
    async def start(self, interaction: discord.Interaction, key: str, opponents: list[discord.abc.User],
                    options: dict[str, object], *, seated: bool = False) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("Start games in a server channel, not in direct messages.")
        if any(member.bot for member in opponents):
            raise Refusal("Bots cannot play: challenge people.")
        reply = await self.service.challenge(
            key, as_user(interaction.user), [as_user(m) for m in opponents], place=str(interaction.channel_id),
            guild=str(interaction.guild.id), options=options, seated=seated)
        await interaction.response.send_message(
            reply.text, view=view_for(reply),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(int(u)) for u in reply.mentions]))
        message = await interaction.original_response()
        await self.service.set_challenge_message(reply.game_id or "", str(message.id))

    async def move(self, interaction: discord.Interaction, key: str, move: str, game: str | None) -> None:
        if move.strip() == NOTE_VALUE:
            raise Refusal("That was only a note: pick one of your legal moves (type to filter them).")
        user = as_user(interaction.user)
        record, canonical = await self.service.check_move(user, move, game_id=game,
                                                          place=str(interaction.channel_id), key=key)
        here = self._is_home(record, interaction)
        await interaction.response.defer(ephemeral=not here, thinking=True)
        reply = await self.service.play(user, canonical, game_id=record.id)
        await self.post_board(reply, record, interaction=interaction if here else None)
        if not here:
            await interaction.followup.send(f"Played `{canonical}` in #{record.id}: the board is in "
                                            f"<#{record.thread or record.place}>.", ephemeral=True)

    async def board(self, interaction: discord.Interaction, key: str, game: str | None) -> None:
        user = as_user(interaction.user)
        record = await self.service.find_game(user, game_id=game, place=str(interaction.channel_id), key=key)
        here = self._is_home(record, interaction)
        await interaction.response.defer(ephemeral=not here, thinking=True)
        reply = await self.service.board(user, game_id=record.id)
        if here:
            await self.post_board(reply, record, interaction=interaction)
        else:
            await interaction.followup.send(**self._message(reply, interaction.channel, with_view=False,
                                                            limit=interaction.filesize_limit), ephemeral=True)

    async def resign(self, interaction: discord.Interaction, key: str, game: str | None) -> None:
        reply = await self.service.ask_resign(as_user(interaction.user), game_id=game,
                                              place=str(interaction.channel_id), key=key)
        await interaction.response.send_message(reply.text, view=view_for(reply), ephemeral=True)

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
            where = f"<#{g.thread or g.place}>"
            lines.append(f"#{g.id} {g.title}: {' vs '.join(g.players)} — {g.to_move or 'nobody'} to move "
                         f"since <t:{int(g.since)}:R> in {where}")
        await interaction.response.send_message("\n".join(lines), ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    async def standings(self, interaction: discord.Interaction, key: str | None, scope: str,
                        page: int = 0) -> None:
        reply = await self.service.standings(key=key, scope=scope, guild=_guild(interaction), page=page)
        view = view_for(reply)
        await interaction.response.send_message(reply.text[:CONTENT_LIMIT], **({"view": view} if view else {}),
                                                allowed_mentions=discord.AllowedMentions.none())

    async def history(self, interaction: discord.Interaction, member: discord.abc.User, key: str | None) -> None:
        reply = await self.service.history(as_user(member), key=key)
        await interaction.response.send_message(reply.text[:CONTENT_LIMIT],
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
        games = [g for g in await self.service.games_of(str(interaction.user.id)) if g.key == key]
        needle = typed.casefold().lstrip("#").strip()
        choices = []
        for g in games:
            name = f"#{g.id} {g.title}: {' vs '.join(g.players)}"
            if needle in name.casefold():
                choices.append(app_commands.Choice(name=_cut(name), value=g.id))
        return choices[:25]

    # ---- buttons and menus --------------------------------------------------------------------
    async def click(self, interaction: discord.Interaction, action: Action) -> None:
        try:
            await self._click(interaction, action)
        except Refusal as refusal:
            await self.refuse(interaction, str(refusal))
        except Exception:
            log.exception("a %s click on %s failed", action.kind, action.target)
            await self.refuse(interaction, "Something went wrong on my side; nothing was changed.")

    async def _click(self, interaction: discord.Interaction, action: Action) -> None:
        user = as_user(interaction.user)
        if action.kind == "page":
            reply = await self.service.click(user, action.kind, action.target, action.value,
                                             guild=_guild(interaction))
            await interaction.response.edit_message(content=reply.text[:CONTENT_LIMIT], view=view_for(reply))
        elif action.kind == "cancel":
            await interaction.response.edit_message(content="Cancelled: you are still in the game.", view=None)
        elif action.kind == "colour":
            await interaction.response.defer(ephemeral=True, thinking=True)
            reply = await self.service.private_board(user, action.target)
            await interaction.followup.send(**self._message(reply, interaction.channel, with_view=False,
                                                            limit=interaction.filesize_limit), ephemeral=True)
        elif action.kind == "move":
            record, canonical = await self.service.check_move(user, action.value, game_id=action.target)
            await interaction.response.defer()
            reply = await self.service.play(user, canonical, game_id=record.id)
            await self.post_board(reply, record, interaction=interaction
                                  if self._is_home(record, interaction) else None)
        elif action.kind == "resign":
            await interaction.response.defer()
            reply = await self.service.resign(user, action.target)
            await interaction.edit_original_response(content="You resigned.", view=None)
            record = await self.service.find_game(user, game_id=action.target)
            await self.post_board(reply, record)
        elif action.kind == "accept":
            await interaction.response.defer()
            reply = await self.service.accept(action.target, user)
            if reply.thread_title is None:
                await interaction.followup.send(reply.text)
            else:
                await self._open_game(interaction, reply)
        elif action.kind == "decline":
            await interaction.response.defer()
            reply = await self.service.decline(action.target, user)
            await interaction.edit_original_response(view=None)
            await interaction.followup.send(reply.text)
        else:
            raise Refusal("That button is not known any more.")

    async def _open_game(self, interaction: discord.Interaction, reply: Reply) -> None:
        """The last Accept: the game gets its own thread where the channel allows it."""
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
        game_id = reply.game_id or ""
        if thread is not None:
            await self.service.set_thread(game_id, str(thread.id))
        await interaction.edit_original_response(view=None)
        record = await self.service.find_game(as_user(interaction.user), game_id=game_id)
        if thread is not None:
            await interaction.followup.send(f"Game #{game_id} is on: {thread.mention}")
            await self.post_board(reply, record)
        else:
            await interaction.followup.send(HERE_IN_THREAD if isinstance(channel, discord.Thread)
                                            else NO_THREAD_NOTE)
            await self.post_board(reply, record, interaction=interaction)

    async def refuse(self, interaction: discord.Interaction, text: str) -> None:
        await answer_privately(interaction, text)

    # ---- posting ------------------------------------------------------------------------------
    def _is_home(self, record: GameRow, interaction: discord.Interaction) -> bool:
        return str(interaction.channel_id) == (record.thread or record.place)

    async def home_channel(self, record: GameRow) -> discord.abc.Messageable:
        channel_id = int(record.thread or record.place)
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        return channel  # type: ignore[return-value]

    async def post_board(self, reply: Reply, record: GameRow, *,
                         interaction: discord.Interaction | None = None) -> None:
        """Post a board reply publicly in the game's home, retire the previous board's buttons,
        and tell the parent channel when the game ended."""
        channel = await self.home_channel(record)
        kwargs = self._message(reply, channel, limit=interaction.filesize_limit if interaction else None)
        if interaction is not None:
            message = await interaction.followup.send(**kwargs, wait=True)
        else:
            message = await channel.send(**kwargs)
        if record.board_message and record.board_message != str(message.id):
            try:
                await channel.get_partial_message(int(record.board_message)).edit(view=None)  # type: ignore[attr-defined]
            except discord.HTTPException:
                pass  # the old board was deleted or is out of reach: nothing to retire
        await self.service.set_board_message(record.id, str(message.id))
        if reply.summary and record.thread:
            parent = self.bot.get_channel(int(record.place))
            if isinstance(parent, discord.abc.Messageable):
                await parent.send(reply.summary, allowed_mentions=discord.AllowedMentions.none())

    def _message(self, reply: Reply, channel: object, *, with_view: bool = True,
                 limit: int | None = None) -> dict:
        content = reply.text
        kwargs: dict = {
            "allowed_mentions": discord.AllowedMentions(
                users=[discord.Object(int(uid)) for uid in reply.mentions if uid.isdigit()]),
        }
        if reply.image is not None:
            missing = _missing_file_permission(channel)
            if limit is None:
                limit = getattr(getattr(channel, "guild", None), "filesize_limit", 10 * 1024 * 1024)
            if missing:
                content += f"\n(I can't show the board picture: I need the **{missing}** permission here.)"
            elif len(reply.image) > limit:
                content += "\n(The board picture is too large for this server's upload limit.)"
            else:
                kwargs["file"] = discord.File(io.BytesIO(reply.image), filename=reply.image_name)
        if with_view:
            view = view_for(reply)
            if view is not None:
                kwargs["view"] = view
        kwargs["content"] = content[:CONTENT_LIMIT]
        return kwargs


async def answer_privately(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was already answered or deferred."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def _guild(interaction: discord.Interaction) -> str | None:
    return str(interaction.guild_id) if interaction.guild_id else None


def _missing_file_permission(channel: object) -> str | None:
    guild = getattr(channel, "guild", None)
    if guild is None or not hasattr(channel, "permissions_for"):
        return None
    perms = channel.permissions_for(guild.me)  # type: ignore[attr-defined]
    if not perms.attach_files:
        return "Attach Files"
    return None


def _cut(text: str, limit: int = 100) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
