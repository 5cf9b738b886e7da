"""Helpers for the web page tests: a service with its web page on, on this machine only."""
from __future__ import annotations

import re
from contextlib import asynccontextmanager
from collections.abc import AsyncIterator
from html.parser import HTMLParser

from bot.config import WebConfig
from bot.service import GameService
from bot.web import RateLimit, WebServer, start_web


@asynccontextmanager
async def serving(service: GameService, *, limit: RateLimit | None | bool = True,
                  secret: str = "a test secret, long enough", **limits: float) -> AsyncIterator[WebServer]:
    """The service's web page on a port of the system's choosing; `limits` are [web] keys."""
    server = await start_web(service, WebConfig(0, secret=secret, host="127.0.0.1", **limits),  # type: ignore[arg-type]
                             limit=limit)
    await service.pages.warmed()  # the web's pool is up: a test's budget is not the processes' start
    try:
        yield server
    finally:
        await server.stop()


def unescaped(text: str) -> str:
    return text.replace("&amp;", "&")


def attribute(page: str, pattern: str) -> str:
    match = re.search(pattern, page)
    assert match, f"{pattern!r} not in the page"
    return unescaped(match.group(1))


async def first_event(session, url: str) -> bytes:
    """The first `page` event of an event stream."""
    async with session.get(url) as response:
        assert response.status == 200 and response.content_type == "text/event-stream"
        while True:
            chunk = await response.content.readuntil(b"\n\n")
            if chunk.startswith(b"event: page"):
                return chunk


def english(key: str, **args: object) -> str:
    """A message of the catalogue in English, as the web page says it (where a test's point is the English)."""
    from bot.web.language import say_in

    return say_in("en").plain(key, **args)


def said(value: object, locale: str = "en") -> str:
    """A value of the service or an engine (a phrase, or text as it is) as the web page says it in `locale`."""
    from bot.web.language import say_in

    return say_in(locale).text(value)  # type: ignore[arg-type]


class _Words(HTMLParser):
    """The words a reader of a page meets: its text, and its words in attributes (labels, the title, the
    script's captions); not its pictures' words (alt text: the renderers')."""

    SAID = ("aria-label", "title", "data-caption", "data-caption-start")

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._hidden += 1
        self.parts += [value for name, value in attrs if name in self.SAID and value]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.parts.append(data)


def page_words(page: str) -> set[str]:
    """The words (of three letters or more, lower case) a reader meets on a page; the script's caption
    templates count without their blanks ("{ply}")."""
    reader = _Words()
    reader.feed(page)
    return words_of(re.sub(r"\{\w+\}", " ", " ".join(reader.parts)))


def words_of(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]{3,}", text.lower()))


def catalogue_words(locale: str) -> set[str]:
    """Every word of the web page's messages in one language (its section of the catalogue, the ids,
    variables and variant keys left out)."""
    from bot.words.catalogue import FOLDER

    source = (FOLDER / f"{locale}.ftl").read_text(encoding="utf-8")
    start = source.index("## (ids start with web-)")
    section = source[start:source.index("\n## ", start + 1)]
    return words_of(re.sub(r"^web-[\w-]+\s*=|\$\w+|\[\w+\]|->|^##.*$", " ", section, flags=re.M))


def english_only(locale: str) -> set[str]:
    """The words of the web page's English messages that its messages in `locale` do not use as well: none
    of them may stand on a page in `locale`."""
    return catalogue_words("en") - catalogue_words(locale)
