"""Discord interactions to service calls, and service replies to Discord messages.

Cogs and components stay thin: each hands its interaction to one method here, which makes one service
call and delivers its `Reply`: deferred as soon as the service has accepted the request (privately or
not, as the service says), then posted where it belongs (the game's thread or channel, or privately),
the clicked message retouched, the previous board's buttons retired, the service told what was posted.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

import engines
from bot import metrics
from bot.logs import about
from bot.discord import limits
from bot.discord.components import view_for
from bot.discord.deliverer import DELIVERY_ERRORS, Deliverer
from bot.discord.poster import Poster, count_failure
from bot.discord.presenter import Presenter, content, say
from bot.service import Action, GameService, Refusal, Reply, Underway, User, text_of, versus
from bot.service.records import RECORD_LIMIT
from bot.words import Channel, Command, Moment, Option, Words
from engines.phrases import Phrase
from engines.phrases import say as phrase

log = logging.getLogger(__name__)
NOTE_VALUE = "-"  # the value of autocomplete's "not your turn" note: never a move

Call = Callable[[Underway], Awaitable[Reply]]


def as_user(member: discord.abc.User) -> User:
    return User(str(member.id), member.display_name)


async def answer_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one way an error reaches a user: a refusal in its own words, anything else as our fault
    (logged); always privately, whether or not the interaction was answered or deferred already. It
    comes from before the service committed anything (a change that committed is answered by
    `DiscordAdapter.answer`, whatever Discord does next), so "nothing was changed" is the truth."""
    original = getattr(error, "original", error)
    # counted on /metrics: what the service (or a check) refused, and what failed on our side
    refused = isinstance(original, Refusal) or isinstance(error, app_commands.CheckFailure)
    metrics.interaction(command_of(interaction), "refused" if refused else "failed")
    count_failure(original)
    words = Presenter.private(interaction)
    if isinstance(original, Refusal):
        text = words(original.phrase)
    elif isinstance(error, app_commands.NoPrivateMessage):
        text = words("discord-not-in-dm")
    elif isinstance(error, app_commands.CheckFailure):
        text = words("discord-not-here")
    else:
        log.error("interaction %s failed", interaction.data, exc_info=original)
        text = words("discord-something-wrong")
    await _tell(interaction, text)


async def _tell(interaction: discord.Interaction, text: str) -> None:
    """A private line to the user who acted (said in their language), as the interaction allows."""
    text = limits.fit_content(text)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def command_of(interaction: discord.Interaction) -> str:
    """An interaction's name on /metrics: its command ("telic move"), or "button" or "select" (never a
    custom id: those carry game ids)."""
    command = interaction.command
    if command is not None:
        return command.qualified_name
    data: Any = interaction.data or {}  # a component's data (a union of payloads in discord.py's types)
    kind = data.get("component_type")
    return "button" if kind == discord.ComponentType.button.value else "select" if kind else interaction.type.name


class DiscordAdapter:
    def __init__(self, bot: discord.Client, service: GameService, poster: Poster, deliverer: Deliverer) -> None:
        self.bot = bot
        self.service = service
        self.poster = poster
        self.deliverer = deliverer

    @property
    def presenter(self) -> Presenter:
        # the poster's: one presenter says everything this bot posts (asked for when an interaction comes)
        return self.poster.presenter

    # ---- the one path of every interaction ----------------------------------------------------
    async def answer(self, interaction: discord.Interaction, call: Call) -> None:
        """Make the service call, deferring once the service says the request is under way, and deliver
        its reply. Whatever the service returned is done (a change is committed, its messages owed): a
        failure to deliver is told as that, never as "nothing was changed"."""
        await self.presenter.seen(interaction)
        about(guild=_guild(interaction))  # the lines logged from here on say which server
        reply = await self._call(interaction, call)
        about(game=reply.game_id)
        try:
            await _defer(interaction, reply.answer_private)  # a call with nothing slow to do was not deferred
            await self.deliver(interaction, reply)
            metrics.interaction(command_of(interaction), "ok")
        except Exception as exc:
            if reply.owed_id is None and not isinstance(exc, DELIVERY_ERRORS):
                raise  # a look that failed on our side: nothing was changed
            log.warning("answering interaction %s failed after the service answered", interaction.id, exc_info=True)
            if reply.owed_id is not None:
                await self.deliverer.failed(reply, exc)
            words = Presenter.private(interaction)
            await self._still_tell(interaction, self._owed_later(reply, words) if reply.owed_id is not None
                                   else words("discord-answer-lost"))
            count_failure(exc)
            metrics.interaction(command_of(interaction), "undelivered")

    @staticmethod
    async def _call(interaction: discord.Interaction, call: Call) -> Reply:
        """The service call, in a task of its own: when the service says the request is under way (its
        slow part, drawing and committing, begins), the interaction is deferred meanwhile."""
        underway: Underway = asyncio.get_running_loop().create_future()
        calling = asyncio.ensure_future(call(underway))
        await asyncio.wait((calling, underway), return_when=asyncio.FIRST_COMPLETED)
        if underway.done() and not calling.done():
            try:
                await _defer(interaction, underway.result())
            except DELIVERY_ERRORS:  # the call goes on all the same: its reply is delivered, or owed
                log.warning("deferring interaction %s failed", interaction.id, exc_info=True)
        return await calling

    async def deliver(self, interaction: discord.Interaction, reply: Reply) -> None:
        mine = Presenter.private(interaction)  # what only the user who acted sees
        if reply.retouch is not None:
            retouch = reply.retouch
            # the clicked message, in the words of those who see it: the user alone, or the server
            clicked = interaction.message
            words = mine if clicked is not None and clicked.flags.ephemeral \
                else await self.presenter.public(interaction.guild_id)
            edit: dict = {"view": view_for(words, list(retouch.actions))}
            if retouch.lines is not None:
                edit["content"] = content(words, retouch.lines)
            await interaction.edit_original_response(**edit)
        if not reply.lines:
            return
        if reply.private:
            await interaction.followup.send(**await self.poster.message(reply, interaction.channel, mine,
                                                                         limit=interaction.filesize_limit),
                                            ephemeral=True)
            self.deliverer.kick()  # what the change owes the channel (a tournament's round started by Start)
            return
        if reply.owed_id is not None and not reply.direct:
            # earlier messages of the game are still owed (Discord failed them): this one follows them
            await _tell(interaction, mine("discord-behind-earlier", done=_done(reply), where=_where(reply)))
            self.deliverer.kick()
            return
        try:
            message, thread = await self.poster.post(reply, interaction=interaction)
        except DELIVERY_ERRORS as exc:
            if reply.owed_id is None:
                raise
            await self.deliverer.failed(reply, exc)
            await self._still_tell(interaction, self._owed_later(reply, mine))
            return
        await self.service.posted(reply, str(message.id), str(thread.id) if thread is not None else None)
        elsewhere = reply.replace is not None or thread is not None \
            or not (reply.here and reply.home in (None, str(interaction.channel_id)))
        if reply.done and elsewhere:
            await interaction.followup.send(
                limits.fit_content(mine("discord-done-see", done=reply.done, channel=Channel(str(message.channel.id)))),
                ephemeral=True)
        self.deliverer.kick()  # what the change owes besides (the result's line, old buttons)

    @staticmethod
    def _owed_later(reply: Reply, words: Words) -> str:
        """A change is committed, but Discord did not take its message: say so, and that it is not lost."""
        return words("discord-owed-later", done=_done(reply), where=_where(reply))

    @staticmethod
    async def _still_tell(interaction: discord.Interaction, text: str) -> None:
        """Tell the user what became of their request, if Discord still lets us reach them (when it does
        not, the owed message itself tells everyone once Discord answers)."""
        try:
            await _tell(interaction, text)
        except DELIVERY_ERRORS:
            log.info("could not tell the user of interaction %s either", interaction.id)

    # ---- slash commands -----------------------------------------------------------------------
    async def start(self, interaction: discord.Interaction, key: str, opponents: list[discord.abc.User],
                    options: dict[str, object], *, seated: bool = False, clock: str | None = None,
                    record: discord.Attachment | None = None, computers: int = 0,
                    level: str | None = None, players: int | None = None) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("discord-start-in-server")
        me = self.bot.user
        computers += sum(1 for member in opponents if me is not None and member.id == me.id)  # "play me"
        opponents = [member for member in opponents if me is None or member.id != me.id]
        if any(member.bot for member in opponents):
            raise Refusal("discord-no-bots", option=Option("computers", "1"))
        text = await _record_text(record) if record is not None else None
        await self.answer(interaction, lambda underway: self.service.challenge(
            key, as_user(interaction.user), [as_user(m) for m in opponents], place=str(interaction.channel_id),
            guild=str(interaction.guild.id) if interaction.guild else None, options=options, seated=seated,
            clock=clock, record=text, computers=computers, level=level, underway=underway, players=players))

    async def move(self, interaction: discord.Interaction, key: str, move: str, game: str | None) -> None:
        if move.strip() == NOTE_VALUE:
            raise Refusal("discord-only-a-note")
        await self.answer(interaction, lambda underway: self.service.play(
            as_user(interaction.user), move, game_id=game, place=str(interaction.channel_id), key=key,
            underway=underway))

    async def board(self, interaction: discord.Interaction, key: str, game: str | None, *, text: bool = False) -> None:
        await self.answer(interaction, lambda underway: self.service.board(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, text=text,
            underway=underway))

    async def record(self, interaction: discord.Interaction, what: str, key: str, game: str | None, *,
                     first: int | None = None, last: int | None = None, speed: str | None = None) -> None:
        """`/K record` (the PPN file) and `/K replay` (the animation, within this server's upload limit; its
        stretch `from:`/`to:` and its `speed:`)."""
        where = {"game_id": game, "place": str(interaction.channel_id), "key": key}
        if what == "record":
            call: Call = lambda underway: self.service.record(as_user(interaction.user), underway=underway, **where)
        else:
            call = lambda underway: self.service.replay(as_user(interaction.user), limit=interaction.filesize_limit,
                                                     first=first, last=last, speed=speed, underway=underway,
                                                     **where)
        await self.answer(interaction, call)

    async def computer_help(self, interaction: discord.Interaction, what: str, key: str, game: str | None) -> None:
        """`/K hint` (privately) and `/K review` (the review is announced in the game's thread when ready)."""
        call = {"hint": self.service.hint, "review": self.service.review}[what]
        await self.answer(interaction, lambda underway: call(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, underway=underway))

    async def resign(self, interaction: discord.Interaction, key: str, game: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.ask_resign(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, underway=underway))

    async def agreement(self, interaction: discord.Interaction, what: str, key: str, game: str | None) -> None:
        """`/K draw`, `/K undo`, `/K abort`: the service call of that name, on the caller's game."""
        call = {"draw": self.service.offer_draw, "undo": self.service.ask_undo, "abort": self.service.abort}[what]
        await self.answer(interaction, lambda underway: call(
            as_user(interaction.user), game_id=game, place=str(interaction.channel_id), key=key, underway=underway))

    async def plan(self, interaction: discord.Interaction, key: str, moves: str | None, clear: bool,
                   game: str | None) -> None:
        """`/K plan`: the caller's conditional moves, made, shown or dropped; always answered privately."""
        await self.answer(interaction, lambda underway: self.service.plan(
            as_user(interaction.user), moves=moves, clear=clear, game_id=game, place=str(interaction.channel_id),
            key=key))

    async def settings(self, interaction: discord.Interaction, clock: str | None, reminders: str | None,
                       language: str | None = None, challenge: str | None = None, season: str | None = None,
                       tournaments: str | None = None) -> None:
        if interaction.guild_id is None:
            raise Refusal("discord-settings-in-server", command=Command("settings"))
        admin = bool(interaction.permissions.manage_guild)
        await self.answer(interaction, lambda underway: self.service.settings(
            as_user(interaction.user), _guild(interaction), admin=admin, clock=clock, reminders=reminders,
            language=language, challenge=challenge, season=season, tournaments=tournaments))

    async def season_start(self, interaction: discord.Interaction, name: str) -> None:
        """`/season start`: managers (Manage Server, as `/settings`) archive the standings and start new ones."""
        admin = bool(interaction.permissions.manage_guild)
        await self.answer(interaction, lambda underway: self.service.season_start(
            as_user(interaction.user), _guild(interaction), admin=admin, name=name))

    async def puzzle(self, interaction: discord.Interaction, key: str, answer: str | None, number: str | None) -> None:
        """`/K puzzle`: a puzzle privately, or the caller's answer to it."""
        await self.answer(interaction, lambda underway: self.service.puzzle(
            as_user(interaction.user), key, answer=answer, number=number, underway=underway))

    async def puzzle_daily(self, interaction: discord.Interaction, channel: discord.abc.Snowflake | None,
                           off: bool) -> None:
        """`/puzzle daily`: managers (Manage Server, as `/settings`) choose where a puzzle is posted each day
        (this channel by default), or stop it."""
        if interaction.guild_id is None:
            raise Refusal("discord-settings-in-server", command=Command("puzzle daily"))
        where = channel.id if channel is not None else interaction.channel_id
        await self.answer(interaction, lambda underway: self.service.puzzle_daily(
            as_user(interaction.user), _guild(interaction), admin=bool(interaction.permissions.manage_guild),
            channel=str(where) if where is not None else None, off=off))

    async def season_list(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction, lambda underway: self.service.season_list(_guild(interaction)))

    async def privacy(self, interaction: discord.Interaction, what: str) -> None:
        """`/privacy export` (the caller's data, a private file) and `/privacy forget` (asks first, privately)."""
        call = self.service.privacy_export if what == "export" else self.service.privacy_forget
        await self.answer(interaction, lambda underway: call(as_user(interaction.user)))

    async def notify(self, interaction: discord.Interaction, where: str | None, digest: str | None = None,
                     at: int | None = None, tz: str | None = None) -> None:
        await self.answer(interaction, lambda underway: self.service.notify(as_user(interaction.user), where,
                                                                            digest=digest, at=at, tz=tz))

    async def vacation(self, interaction: discord.Interaction, days: int) -> None:
        await self.answer(interaction, lambda underway: self.service.vacation(as_user(interaction.user), days))

    async def standings(self, interaction: discord.Interaction, key: str | None, scope: str,
                        season: str | None = None) -> None:
        await self.answer(interaction, lambda underway: self.service.standings(
            key=key, scope=scope, guild=_guild(interaction), season=season))

    async def history(self, interaction: discord.Interaction, member: discord.abc.User, key: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.history(as_user(member), key=key))

    async def rules(self, interaction: discord.Interaction, key: str) -> None:
        game = engines.get_game(key)
        words = Presenter.private(interaction)
        await interaction.response.send_message(limits.fit_content(say(words, text_of(game.summary))), ephemeral=True)

    async def learn(self, interaction: discord.Interaction, key: str) -> None:
        """`/K learn`: the lesson's first step, privately (its buttons carry the lesson onwards)."""
        await self.answer(interaction, lambda underway: self.service.learn(as_user(interaction.user), key,
                                                                           underway=underway))

    async def inbox(self, interaction: discord.Interaction) -> None:
        """`/next`: the caller's turns, in every server, privately."""
        await self.answer(interaction, lambda underway: self.service.inbox(as_user(interaction.user)))

    async def seek(self, interaction: discord.Interaction, games: str | None, clock: str | None, players: int | None,
                   rated: bool | None) -> None:
        """`/seek`: into this server's pool (the game starts in this channel if this seek completes a
        pairing); without options, the pool."""
        await self.answer(interaction, lambda underway: self.service.seek(
            as_user(interaction.user), guild=_guild(interaction), place=str(interaction.channel_id), games=games,
            clock=clock, players=players, rated=rated))

    async def unseek(self, interaction: discord.Interaction, seek: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.unseek(
            as_user(interaction.user), guild=_guild(interaction), seek=seek))

    # tournaments (bot.service.tournaments): the sign-up is posted in this channel, its games in threads
    async def tournament_create(self, interaction: discord.Interaction, values: dict[str, Any]) -> None:
        await self.answer(interaction, lambda underway: self.service.tournament_create(
            as_user(interaction.user), guild=_guild(interaction), place=str(interaction.channel_id),
            game=values["game"], format=values["format"] or "round-robin", rounds=values["rounds"],
            clock=values["clock"], players=values["players"], signup=values["signup"], rated=values["rated"],
            table=values["table"], options_text=values["options"], vacation=values["vacation"],
            admin=bool(interaction.permissions.manage_guild)))  # the server may keep it to managers, as /settings

    async def tournament_start(self, interaction: discord.Interaction, tournament: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.tournament_start(
            as_user(interaction.user), tournament, guild=_guild(interaction), underway=underway))

    async def tournament_standings(self, interaction: discord.Interaction, tournament: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.tournament_standings(
            guild=_guild(interaction), tournament=tournament))

    async def tournament_withdraw(self, interaction: discord.Interaction, tournament: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.tournament_withdraw(
            as_user(interaction.user), guild=_guild(interaction), tournament=tournament))

    # a server's managers' tools (bot.service.admin): Manage Server, as /settings; the service refuses others
    async def admin_channels(self, interaction: discord.Interaction, channel: discord.abc.GuildChannel | None,
                             action: str | None) -> None:
        await self.answer(interaction, lambda underway: self.service.admin_channels(
            as_user(interaction.user), _guild(interaction), admin=bool(interaction.permissions.manage_guild),
            channel=str(channel.id) if channel is not None else None, action=action))

    async def admin_end(self, interaction: discord.Interaction, game: str, reason: str) -> None:
        await self.answer(interaction, lambda underway: self.service.admin_end(
            as_user(interaction.user), _guild(interaction), admin=bool(interaction.permissions.manage_guild),
            game=game, reason=reason, underway=underway))

    async def admin_block(self, interaction: discord.Interaction, member: discord.abc.User, block: bool) -> None:
        call = self.service.admin_block if block else self.service.admin_unblock
        await self.answer(interaction, lambda underway: call(
            as_user(interaction.user), _guild(interaction), admin=bool(interaction.permissions.manage_guild),
            target=as_user(member)))

    async def admin_log(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction, lambda underway: self.service.admin_log(
            as_user(interaction.user), _guild(interaction), admin=bool(interaction.permissions.manage_guild)))

    async def games(self, interaction: discord.Interaction) -> None:
        await self.presenter.seen(interaction)
        words = Presenter.private(interaction)
        games = await self.service.games_in_guild(str(interaction.guild_id))
        if not games:
            await interaction.response.send_message(
                words("discord-games-none", start=Command("telic start", (("opponent", "@friend"),))),
                ephemeral=True)
            return
        lines = [words(phrase("discord-games-line", game=g.id, title=g.title, players=versus(g.players),
                              name=g.to_move or phrase("discord-games-nobody"), since=Moment(int(g.since)),
                              channel=Channel(g.home))) for g in games]
        more = Command("<game> board", (("game", "<id>"),))
        text = limits.fit_lines(words("discord-games", count=len(games)), lines,
                                more=lambda n: words("discord-games-more", count=n, command=more))
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

    # ---- autocomplete -------------------------------------------------------------------------
    async def move_choices(self, interaction: discord.Interaction, key: str, typed: str,
                           game: str | None) -> list[app_commands.Choice[str]]:
        await self.presenter.seen(interaction)
        words = Presenter.private(interaction)
        try:
            moves, note = await self.service.moves_for(as_user(interaction.user), game_id=game or None,
                                                       place=str(interaction.channel_id), key=key)
        except Refusal as refusal:
            return [app_commands.Choice(name=limits.fit(words(refusal.phrase), limits.CHOICE_NAME), value=NOTE_VALUE)]
        if note:
            return [app_commands.Choice(name=limits.fit(words(note), limits.CHOICE_NAME), value=NOTE_VALUE)]
        needle = typed.casefold().strip()
        said = [(m, words(label)) for m, label in moves]
        hits = [(m, label) for m, label in said if needle in m.casefold() or needle in label.casefold()]
        return [app_commands.Choice(name=limits.fit(label, limits.CHOICE_NAME), value=m)
                for m, label in hits if len(m) <= limits.CHOICE_VALUE][:limits.CHOICES]

    async def game_choices(self, interaction: discord.Interaction, key: str,
                           typed: str) -> list[app_commands.Choice[str]]:
        games = await self.service.games_of(str(interaction.user.id), key=key)
        words = Presenter.private(interaction)
        needle = typed.casefold().lstrip("#").strip()
        choices = []
        for g in games:
            name = words(phrase("discord-game-choice", game=g.id, title=g.title, players=versus(g.players)))
            if needle in name.casefold():
                choices.append(app_commands.Choice(name=limits.fit(name, limits.CHOICE_NAME), value=g.id))
        return choices[:limits.CHOICES]

    # ---- buttons and menus --------------------------------------------------------------------
    async def click(self, interaction: discord.Interaction, action: Action) -> None:
        """A button or a menu choice: one service call, errors answered like a command's."""
        try:
            await self.answer(interaction, lambda underway: self.service.click(
                as_user(interaction.user), action, place=str(interaction.channel_id), guild=_guild(interaction),
                underway=underway))
        except Exception as error:
            await answer_error(interaction, error)


async def _record_text(attachment: discord.Attachment) -> str:
    """The text of a record attached to `/K start`, refused in a sentence when it cannot be one."""
    if attachment.size > RECORD_LIMIT:
        raise Refusal("discord-record-too-large", file=attachment.filename,
                      megabytes=RECORD_LIMIT // (1024 * 1024))
    try:
        return (await attachment.read()).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refusal("discord-record-not-text", file=attachment.filename,
                      command=Command("<game> record")) from None
    except discord.HTTPException:
        raise Refusal("discord-record-download", file=attachment.filename) from None


async def _defer(interaction: discord.Interaction, private: bool) -> None:
    """Defer the interaction once: a click answered in public becomes an update of its message (so the
    message can be retouched and new messages follow it); anything else shows "thinking…", privately
    when the answer is private."""
    if interaction.response.is_done():
        return
    if interaction.type == discord.InteractionType.component and not private:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=private, thinking=True)


def _where(reply: Reply) -> Phrase:
    return phrase("discord-where-channel", channel=Channel(reply.home)) if reply.home and reply.home.isdigit() \
        else phrase("discord-where-game")


def _done(reply: Reply) -> Phrase:
    return reply.done if reply.done is not None else phrase("discord-done")


def _guild(interaction: discord.Interaction) -> str | None:
    return str(interaction.guild_id) if interaction.guild_id else None
