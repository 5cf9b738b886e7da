"""Every sentence a person reads, in one catalogue, in six languages: the Fluent messages of
`locales/<locale>.ftl`, said by `Words` (a reader's language and a front end's style), from the
`Phrase` values the engines, the renderers and the service build.

Installing it (importing this package) makes `str(phrase)` English everywhere (logs, exceptions).
"""
from __future__ import annotations

from bot.words.catalogue import (
    DEFAULT_LOCALE, LOCALES, Catalogue, Words, catalogue, english, language_name, locale_of, words,
)
from bot.words.values import Channel, Command, Duration, Either, Mention, Moment, Option, Style

__all__ = ["DEFAULT_LOCALE", "LOCALES", "Catalogue", "Channel", "Command", "Duration", "Either", "Mention", "Moment", "Option", "Style", "Words",
           "catalogue", "english", "language_name", "locale_of", "words"]
