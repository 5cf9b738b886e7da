"""The message catalogue: one Fluent file per language (`locales/<locale>.ftl`), English the source and
the fallback. `Words` says phrases in one language for one front end (`Style`).

Rules for the catalogue, checked by tests/test_catalogue.py: every language has every message of
English and no other; a translation uses exactly the variables English uses; every message is used by
the code (its id appears in it, literally or as the literal start of an f-string); plural forms go
through Fluent's selectors (`{ $count -> [one] … *[other] … }`), never through words put together.
"""
from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource

from bot.words.values import Channel, Command, Duration, Either, Mention, Moment, Option, Style, babel_locale
from engines import phrases
from engines.phrases import Phrase

log = logging.getLogger(__name__)

LOCALES = ("en", "de", "fr", "es-ES", "pt-BR", "ja")
DEFAULT_LOCALE = "en"
FOLDER = Path(__file__).resolve().parent / "locales"
# Discord's locales (and the table's --locale, a web browser's Accept-Language) that are not exactly one of
# ours but are best read in one of them
NEAREST = {"es": "es-ES", "es-419": "es-ES", "pt": "pt-BR", "pt-PT": "pt-BR"}
# the name a forgotten player (`/privacy forget`) goes by: kept in English, as records keep everything, and
# said in each reader's language wherever a message takes it as a name
FORMER_PLAYER = "service-former-player"
# a computer player's name ("Computer 2 (hard)"): kept in English like a former player's, and said in each
# reader's language the same way (its level as the `level:` choice reads)
COMPUTER_PLAYER = "service-computer-player"
COMPUTER_LEVELS = ("easy", "normal", "hard", "expert")
MOST_COMPUTERS = 5  # seats at the biggest table (Tactonix)


def computer_player(level: str, number: int | None = None) -> Phrase:
    """A computer player's name: its level, and its number where a game seats several."""
    return Phrase(COMPUTER_PLAYER, {"level": Phrase(f"command-level-{level}"), "number": number or 0})


def locale_of(value: str | None) -> str:
    """The catalogue's language for a locale as Discord (or a browser, or a user) gives it: exactly one
    of ours, the nearest one ("es-419" reads Spanish, "en-GB" English), else English."""
    if not value:
        return DEFAULT_LOCALE
    cleaned = value.strip().replace("_", "-")
    for locale in LOCALES:
        if cleaned.lower() == locale.lower():
            return locale
    if cleaned in NEAREST:
        return NEAREST[cleaned]
    language = cleaned.split("-")[0].lower()
    for locale in LOCALES:
        if locale.split("-")[0].lower() == language:
            return locale
    return NEAREST.get(language, DEFAULT_LOCALE)


class Bundles(Mapping[str, FluentBundle]):
    """Each language's messages, parsed when first asked for: parsing a language costs about 0.2 s (the
    Fluent parser is pure Python), and most processes (the table, a web worker, a test) speak one or two."""

    def __init__(self, sources: Mapping[str, str]) -> None:
        self._sources = sources
        self._parsed: dict[str, FluentBundle] = {}

    def __getitem__(self, locale: str) -> FluentBundle:
        if locale not in self._parsed:
            source = self._sources[locale]  # KeyError for a language the catalogue has not
            bundle = FluentBundle([babel_locale(locale)], use_isolating=False)
            bundle.add_resource(FluentResource(source))
            self._parsed[locale] = bundle
        return self._parsed[locale]

    def __iter__(self) -> Iterator[str]:
        return iter(self._sources)

    def __len__(self) -> int:
        return len(self._sources)


class Catalogue:
    """The messages of every language, read once, each language parsed on first use."""

    def __init__(self, folder: Path = FOLDER, locales: Sequence[str] = LOCALES) -> None:
        self.sources: dict[str, str] = {}
        for locale in locales:
            path = folder / f"{locale}.ftl"
            self.sources[locale] = path.read_text(encoding="utf-8") if path.exists() else ""
        self.bundles = Bundles(self.sources)
        self._warned: set[tuple[str, str]] = set()

    @functools.cached_property
    def former_name(self) -> str:
        """A forgotten player's name as it is kept: the English of FORMER_PLAYER."""
        return self.say(Phrase(FORMER_PLAYER), DEFAULT_LOCALE, Style())

    @functools.cached_property
    def kept_names(self) -> dict[str, Phrase]:
        """The names kept in English that each reader sees in their own language: a former player's and
        every computer player's, by their English."""
        kept = [Phrase(FORMER_PLAYER), *(computer_player(level, number) for level in COMPUTER_LEVELS
                                         for number in (None, *range(1, MOST_COMPUTERS + 1)))]
        return {self.say(phrase, DEFAULT_LOCALE, Style()): phrase for phrase in kept}

    def _kept(self, name: str, locale: str) -> Phrase | None:
        """The phrase of a name kept in English, where a reader of `locale` sees it in another language."""
        return self.kept_names.get(name) if locale != DEFAULT_LOCALE else None

    def has(self, key: str, locale: str = DEFAULT_LOCALE) -> bool:
        return self.bundles[locale].has_message(key)

    def say(self, phrase: Phrase, locale: str, style: Style) -> str:
        """The phrase in `locale` (English where that language lacks it), its arguments said first."""
        bundle = self.bundles.get(locale) or self.bundles[DEFAULT_LOCALE]
        if not bundle.has_message(phrase.key):
            bundle = self.bundles[DEFAULT_LOCALE]
            if not bundle.has_message(phrase.key):
                self._warn(phrase.key, locale, "no such message")
                return phrases.plain(phrase)
        message = bundle.get_message(phrase.key)
        if message.value is None:  # a message of attributes only (a command's): nothing to say as such
            return phrases.plain(phrase)
        args = {"front": style.front}
        args.update((name, self._argument(value, locale, style)) for name, value in phrase.args.items())
        text, errors = bundle.format_pattern(message.value, args)
        if errors:
            self._warn(phrase.key, locale, "; ".join(str(error) for error in errors))
        return str(text)

    def _argument(self, value: Any, locale: str, style: Style) -> Any:
        if isinstance(value, Phrase):
            return self.say(value, locale, style)
        if isinstance(value, str) and (kept := self._kept(value, locale)) is not None:
            return self.say(kept, locale, style)
        if isinstance(value, (list, tuple)):
            items = [str(self._argument(item, locale, style)) for item in value]
            return format_list(items, locale=babel_locale(locale)) if items else ""
        if isinstance(value, Mention):
            if not value.user_id.isdigit() and (kept := self._kept(value.name, locale)) is not None:
                return self.say(kept, locale, style)  # nobody to notify: named
            return style.mention(value, locale)
        if isinstance(value, Moment):
            return style.moment(value, locale)
        if isinstance(value, Command):
            return style.command(value, locale)
        if isinstance(value, Option):
            return style.option(value, locale)
        if isinstance(value, Channel):
            return style.channel(value, locale)
        if isinstance(value, Either):
            return format_list([str(self._argument(item, locale, style)) for item in value.items], style="or",
                               locale=babel_locale(locale))
        if isinstance(value, Duration):
            return style.duration(value, locale)
        if isinstance(value, bool):
            return str(value).lower()
        return value

    def _warn(self, key: str, locale: str, why: str) -> None:
        if (key, locale) not in self._warned:
            self._warned.add((key, locale))
            log.warning("message %s in %s: %s", key, locale, why)


class Words:
    """Phrases said in one language for one front end: what a presenter, a picture or a page calls."""

    def __init__(self, catalogue: Catalogue, locale: str = DEFAULT_LOCALE, style: Style | None = None) -> None:
        self.catalogue = catalogue
        self.locale = locale_of(locale)
        self.style = style or Style()

    def __call__(self, phrase: Phrase | str, /, **args: Any) -> str:
        if isinstance(phrase, str):
            phrase = Phrase(phrase, args)
        return self.catalogue.say(phrase, self.locale, self.style)

    def names(self, names: Sequence[str]) -> list[str]:
        """Players' names as this reader sees them: those kept in English (a former player's, a
        computer's) in their language, the others as they are."""
        kept = self.catalogue.kept_names
        return [self(kept[name]) if name in kept else name for name in names]

    def of(self, values: Mapping[str, Any]) -> dict[str, str]:
        return {name: self(value) if isinstance(value, Phrase) else str(value) for name, value in values.items()}


@functools.cache
def catalogue() -> Catalogue:
    """The catalogue, loaded on first use."""
    return Catalogue()


def words(locale: str | None = None, style: Style | None = None) -> Words:
    if style is None:  # the same plain words for a language every time: pictures keep what they said by them
        return _plain_words(locale_of(locale))
    return Words(catalogue(), locale_of(locale), style)


@functools.cache
def _plain_words(locale: str) -> Words:
    return Words(catalogue(), locale)


@functools.cache
def language_name(locale: str) -> str:
    """A language's own name for itself ("Deutsch"), as a choice of `/settings language:` shows it: read
    from its file's plain `language-name` line, so that naming every language parses none of them."""
    found = re.search(r"^language-name = (.+)$", catalogue().sources.get(locale, ""), re.M)
    return found.group(1).strip() if found else catalogue().say(Phrase("language-name"), locale, _PLAIN)


def english(phrase: Phrase) -> str:
    """A phrase in plain English: what `str(phrase)` says (logs, exceptions, records)."""
    return catalogue().say(phrase, DEFAULT_LOCALE, _PLAIN)


_PLAIN = Style()
phrases.set_english(english)
