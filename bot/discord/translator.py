"""The command tree in every language: discord.py asks the translator, while it syncs the tree, for each
command's, option's and choice's name and description in each of Discord's locales; the answers come from
the catalogue (the `Label` that `bot.discord.cogs.tree` put in each `locale_str`'s extras)."""
from __future__ import annotations

import discord
from discord import app_commands

from bot.commands import DESCRIPTION, Label
from bot.discord import limits
from bot.words import DEFAULT_LOCALE, locale_of

Where = app_commands.TranslationContextLocation
DESCRIPTIONS = (Where.command_description, Where.group_description, Where.parameter_description)


def locale_text(label: Label, limit: int = DESCRIPTION) -> app_commands.locale_str:
    """Words the tree shows, in English (Discord's default) within `limit`, carrying the catalogue's
    label (its key too, for whoever reads the extras) for the translator."""
    return app_commands.locale_str(limits.fit(label.said(DEFAULT_LOCALE), limit), key=label.key, label=label)


def locale_name(name: str, label: Label) -> app_commands.locale_str:
    """A command's or an option's name: the name Discord sends back whatever the user's language (the
    English one, as typed at the table), carrying its label for the translator."""
    return app_commands.locale_str(name, key=label.key, label=label)


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions from the catalogue: in de, fr, es-ES, pt-BR and ja (and the locales read
    as one of them: `es-419` as Spanish); none for English and the locales the catalogue lacks (Discord
    shows the English default there)."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        label = string.extras.get("label")
        ours = locale_of(locale.value)
        if not isinstance(label, Label) or ours == DEFAULT_LOCALE:
            return None
        text = label.said(ours)
        if context.location in DESCRIPTIONS:
            return limits.fit(text, DESCRIPTION)
        if context.location is Where.choice_name:
            return limits.fit(text, limits.CHOICE_NAME)
        return text
