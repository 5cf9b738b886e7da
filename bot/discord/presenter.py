"""The Discord presenter: what the service answers (its `Reply`, a `Refusal`, a note), said as Discord
messages in the reader's language, from the one catalogue (`bot.words`).

Which language: an answer only the user who acted sees follows their client's language
(`interaction.locale`); what everyone sees (boards, a game's thread, its result in the channel, challenges,
offers) follows the server's: the one a manager chose (`/settings language:`), else Discord's
`guild_locale` as last seen; a direct message with no interaction behind it (a reminder) follows the
language its user was last seen with. The service keeps what was seen (`GameService.languages`); every
interaction tells it (`seen`).

Discord's markup is written here and nowhere else: a person to notify as `<@id>`, a moment as `<t:…:R>`
(each reader's client shows it in their time zone), a command as `/telic move move:`, a channel as `<#id>`;
and Discord's limits (2,000 characters) are applied to the words once said.
"""
from __future__ import annotations

import functools
from collections.abc import Sequence

import discord

from bot import commands
from bot.discord import limits
from bot.discord.loops import discord_clock
from bot.service import GameService, Refusal
from bot.words import Channel, Command, Mention, Moment, Option, Style, Words, catalogue, locale_of
from engines.phrases import Phrase

MOMENT_STYLES = {"relative": "R", "date": "f", "day": "d"}  # Discord's timestamp styles by kind of moment


class DiscordStyle(Style):
    """Discord's way with the values only it can write."""

    front = "discord"

    def now(self) -> float:
        return discord_clock()

    def mention(self, value: Mention, locale: str) -> str:
        # people are notified by id; a computer player (or a table's user) has none: named
        return f"<@{value.user_id}>" if value.user_id.isdigit() else value.name

    def moment(self, value: Moment, locale: str) -> str:
        return f"<t:{int(value.at)}:{MOMENT_STYLES.get(value.kind, 'R')}>"

    def command(self, value: Command, locale: str) -> str:
        # option names as the reader's client shows them: `/telic starten gegner:@friend`
        return commands.written(value.path, value.options, commands.DISCORD_SYNTAX, locale)

    def option(self, value: Option, locale: str) -> str:
        return commands.option_written(value.name, value.value, commands.DISCORD_SYNTAX, locale)

    def channel(self, value: Channel, locale: str) -> str:
        return f"<#{value.channel_id}>" if value.channel_id.isdigit() else f"#{value.channel_id}"


STYLE = DiscordStyle()


@functools.cache
def words_in(locale: str) -> Words:
    """The catalogue in one of its languages, said for Discord."""
    return Words(catalogue(), locale, STYLE)


def words_for(locale: object) -> Words:
    """The catalogue in the language nearest a Discord locale ("de", "es-419", a `discord.Locale`)."""
    value = getattr(locale, "value", locale)
    return words_in(locale_of(value if isinstance(value, str) else None))


def say(words: Words, value: object) -> str:
    """A phrase (or text another part already said) in `words`' language."""
    return words(value) if isinstance(value, Phrase) else "" if value is None else str(value)


def content(words: Words, lines: Sequence[Phrase], *extra: str) -> str:
    """A message's content from its lines (and notes after them), within Discord's limit: when too long,
    its first line (a header) gives way first, so that what follows it (a text board in its fences)
    stays whole."""
    said = [words(line) for line in lines] + [line for line in extra if line]
    text = "\n".join(said)
    if len(text) <= limits.CONTENT or len(said) < 2:
        return limits.fit_content(text)
    rest = "\n".join(said[1:])
    room = limits.CONTENT - len(rest) - 1
    if room >= 20:  # a useful part of the header
        return limits.fit(said[0], room) + "\n" + rest
    return limits.fit_content(text)


class Presenter:
    """The languages of the people an interaction or a post reaches, as the service keeps them."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    @staticmethod
    def private(interaction: discord.Interaction) -> Words:
        """The language of the user who acted, for what only they see."""
        return words_for(interaction.locale)

    async def public(self, guild: str | int | None) -> Words:
        """A server's language, for what everyone there sees."""
        return words_in(await self.service.languages.of_server(str(guild) if guild else None))

    async def of_user(self, user: str) -> Words:
        """The language a user was last seen with (a direct message that answers no interaction)."""
        return words_in(await self.service.languages.of_user(user))

    async def of_channel(self, channel: object) -> Words:
        """The language of what is posted in a channel: its server's, or its user's (a direct message)."""
        guild = getattr(channel, "guild", None)
        if guild is not None:
            return await self.public(guild.id)
        recipient = getattr(channel, "recipient", None)
        return await self.of_user(str(recipient.id)) if recipient is not None else words_in("en")

    async def seen(self, interaction: discord.Interaction) -> None:
        """Keep the languages an interaction shows: its user's, and its server's (for what goes to them
        later without one)."""
        guild_locale = getattr(interaction.guild_locale, "value", None) if interaction.guild_id else None
        await self.service.languages.seen(user=str(interaction.user.id), locale=interaction.locale.value,
                                          guild=str(interaction.guild_id) if interaction.guild_id else None,
                                          guild_locale=guild_locale)

    @staticmethod
    def refusal(interaction: discord.Interaction, refusal: Refusal) -> str:
        return limits.fit_content(Presenter.private(interaction)(refusal.phrase))
