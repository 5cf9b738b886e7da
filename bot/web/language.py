"""The reader's language on the web page, and how the page says things in it.

A request's language is the `?lang=` of its address when that names one of the catalogue's languages (the
page's links then keep it), else the best of its `Accept-Language` header by quality, else English
(`Reader`). Everything the page shows is said by the catalogue in that language with `WebStyle` and
HTML-escaped after it is said (`Say`): a name is text, never markup, whatever it holds.
"""
from __future__ import annotations

import datetime
import functools
import re
from dataclasses import dataclass
from html import escape
from typing import Any

from babel.dates import format_skeleton, get_datetime_format

from bot.words import DEFAULT_LOCALE, Mention, Moment, Style, Words, catalogue, locale_of
from bot.words.values import babel_locale
from engines.phrases import Phrase

LANG = "lang"  # the query parameter that chooses the page's language
TAG = re.compile(r"[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8}){0,4}")  # a language tag (BCP 47's shape, bounded)
QUALITY = re.compile(r"0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?")  # RFC 9110's qvalue
MOST_RANGES = 16  # language ranges of a header looked at (a real browser sends a handful)


def known(tag: str | None) -> str | None:
    """The catalogue's language for a language tag ("es" is es-ES, "pt-PT" pt-BR), or None when it has
    none near it ("xx", "*", garbage)."""
    if not tag or not TAG.fullmatch(tag):
        return None
    locale = locale_of(tag)
    if locale == DEFAULT_LOCALE and tag.replace("_", "-").split("-")[0].lower() != "en":
        return None  # locale_of's fallback, not a match
    return locale


def accepted(header: str | None) -> str | None:
    """The catalogue language an `Accept-Language` header prefers: the first of its highest quality that
    the catalogue has (RFC 9110 §12.5.4; q=0 refuses a language; a malformed range is skipped)."""
    if not header:
        return None
    best: tuple[float, int, str] | None = None
    for order, part in enumerate(header.split(",")[:MOST_RANGES]):
        tag, _, parameters = part.strip().partition(";")
        quality = 1.0
        name, _, value = parameters.strip().partition("=")
        if name:
            if name.strip().lower() != "q" or not QUALITY.fullmatch(value.strip()):
                continue
            quality = float(value)
        locale = known(tag.strip())
        if locale is None or quality <= 0:
            continue
        if best is None or (-quality, order) < (-best[0], best[1]):
            best = (quality, order, locale)
    return best[2] if best is not None else None


@dataclass(frozen=True)
class Reader:
    """Who reads a page, as far as words go: the language, and whether the address chose it (then every
    link of the page keeps `?lang=`, so that the choice holds from page to page)."""

    locale: str = DEFAULT_LOCALE
    chosen: bool = False

    @classmethod
    def of(cls, lang: str | None, accept_language: str | None) -> Reader:
        chosen = known(lang)
        if chosen is not None:
            return cls(chosen, True)
        return cls(accepted(accept_language) or DEFAULT_LOCALE, False)

    @property
    def query(self) -> dict[str, str]:
        """What every link of the page adds to its query."""
        return {LANG: self.locale} if self.chosen else {}

    @property
    def say(self) -> Say:
        return say_in(self.locale)


class WebStyle(Style):
    """How the web page writes the values only a front end can: a person by name, a moment as a date and
    time in the reader's own terms (in UTC: a page is read long after it was composed, so never
    "in 2 hours"), a command as typed."""

    def mention(self, value: Mention, locale: str) -> str:
        return value.name

    def moment(self, value: Moment, locale: str) -> str:
        return date_time(value.at, locale)


def date_time(at: float, locale: str) -> str:
    """A moment as a reader of `locale` writes it: "Tue, Mar 2, 2027, 14:05 UTC", "2027年3月2日(火) 14:05 UTC"."""
    utc = datetime.timezone.utc
    when = datetime.datetime.fromtimestamp(at, utc)
    where = babel_locale(locale)
    date = format_skeleton("yMMMEd", when, tzinfo=utc, locale=where)
    time = format_skeleton("Hm", when, tzinfo=utc, locale=where)
    return str(get_datetime_format("medium", locale=where)).replace("{1}", date).replace("{0}", time) + " UTC"


class Say:
    """The page's words in one language: a message of the catalogue, or a value the service gave (a
    phrase, or text such as a name), said first and HTML-escaped after."""

    def __init__(self, locale: str) -> None:
        self.locale = locale
        self.words = Words(catalogue(), locale, WebStyle())

    def __call__(self, key: str, /, **args: Any) -> str:
        """The message `key`, escaped for HTML (text or an attribute's value)."""
        return escape(self.words(Phrase(key, args)))

    def plain(self, key: str, /, **args: Any) -> str:
        """The message `key`, as text (a plain-text answer, a script's template before it is escaped)."""
        return self.words(Phrase(key, args))

    def value(self, value: Phrase | str | None) -> str:
        """A value of the service (a phrase, or text taken as it is), escaped for HTML."""
        return escape(self.text(value))

    def text(self, value: Phrase | str | None) -> str:
        if value is None:
            return ""
        return self.words(value) if isinstance(value, Phrase) else str(value)


@functools.cache
def say_in(locale: str) -> Say:
    return Say(locale)


@functools.cache
def plain_answer(key: str, locale: str) -> str:
    """A fixed message (an error's plain-text answer) in `locale`, said once: a flood of refused requests
    costs no catalogue work."""
    return say_in(locale).plain(key)


__all__ = ["LANG", "Reader", "Say", "WebStyle", "accepted", "date_time", "known", "plain_answer", "say_in"]
