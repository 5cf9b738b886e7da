"""The process's logging: today's text lines or one JSON object per line (`--log-format json`), and a
filter on the handler that takes every configured secret out of whatever is logged.

JSON lines carry time, level, logger, message, and the game and guild the work was about when known:
`about(game=..., guild=...)` sets them for the running task (a context variable, so concurrent
interactions each keep their own), and a log call's `extra={"game_id": ..., "guild_id": ...}` wins.
"""
from __future__ import annotations

import contextvars
import json
import logging
import sys
from collections.abc import Iterable
from typing import TextIO
from datetime import datetime, timezone

FORMATS = ("text", "json")
REDACTED = "[redacted]"
# the shortest secret taken out: a shorter one ("" or "x") would blank out ordinary words
SHORTEST = 6

_game: contextvars.ContextVar[str | None] = contextvars.ContextVar("log_game", default=None)
_guild: contextvars.ContextVar[str | None] = contextvars.ContextVar("log_guild", default=None)


def about(*, game: str | None = None, guild: str | None = None) -> None:
    """What the running task works on, for the JSON lines it logs from now on (None leaves it as it is)."""
    if game is not None:
        _game.set(game)
    if guild is not None:
        _guild.set(guild)


class Redactor(logging.Filter):
    """Replace each secret by "[redacted]" in a record's message, arguments and traceback, before any
    formatter sees it (on the handler: every logger's records pass there, discord.py's and aiohttp's too)."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = sorted({s for s in secrets if len(s) >= SHORTEST}, key=len, reverse=True)

    def scrub(self, text: str) -> str:
        for secret in self.secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.secrets:
            return True
        try:
            message = record.getMessage()
        except Exception:  # a call with the wrong arguments: logging's own error path says so
            return True
        record.msg, record.args = self.scrub(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.scrub(record.exc_text)
        if record.stack_info:
            record.stack_info = self.scrub(record.stack_info)
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time (UTC, ISO 8601), level, logger, message, game_id, guild_id (when
    known), and the traceback as `exception`."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        game = getattr(record, "game_id", None) or _game.get()
        guild = getattr(record, "guild_id", None) or _guild.get()
        if game:
            line["game_id"] = str(game)
        if guild:
            line["guild_id"] = str(guild)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        if record.stack_info:
            line["stack"] = record.stack_info
        return json.dumps(line, ensure_ascii=False)


class _Stderr(logging.StreamHandler[TextIO]):
    """Whatever `sys.stderr` is when a line is written (as logging's last resort does), not the one it
    was when logging was set up: one replaced since (a test's capture, closed after it) is not written to."""

    def __init__(self) -> None:
        super().__init__(sys.stderr)

    @property
    def stream(self) -> TextIO:
        return sys.stderr

    @stream.setter
    def stream(self, value: TextIO) -> None:
        pass


_active: Redactor | None = None  # the filter `setup` put on the handler


def scrub(text: str) -> str:
    """`text` with the secrets `setup` was given taken out (for what a process prints, not logs)."""
    return _active.scrub(text) if _active is not None else text


def setup(level: str, fmt: str, secrets: Iterable[str], *, stream: TextIO | None = None) -> logging.Handler:
    """Log to stderr (or `stream`) at `level` in `fmt` (text: discord.py's usual lines), every secret
    taken out; replaces the root logger's handlers. Returns the handler."""
    if fmt not in FORMATS:
        raise ValueError(f"--log-format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    global _active
    handler = logging.StreamHandler(stream) if stream is not None else _Stderr()
    handler.addFilter(_active := Redactor(secrets))
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("[{asctime}] [{levelname:<8}] {name}: {message}",
                                               "%Y-%m-%d %H:%M:%S", style="{"))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(getattr(logging, level))
    return handler
