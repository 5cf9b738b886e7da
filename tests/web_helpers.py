"""Helpers for the web page tests: a service with its web page on, on this machine only."""
from __future__ import annotations

import re
from contextlib import asynccontextmanager
from collections.abc import AsyncIterator

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
