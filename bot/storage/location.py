"""Where the database is: a SQLite file path (the embedded default) or a PostgreSQL URL. The one place
that tells them apart, for the command lines, the config and `open_storage`; and the one place that
words a database for a message (`shown`: never with its password) and a refusal to use it
(`StorageRefused`)."""
from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlsplit

from bot.storage.text import visible

POSTGRES_SCHEMES = ("postgresql", "postgres")
# a URL's scheme: two characters or more, so that a Windows drive (`C:/games/referee.db`) stays a path;
# `postgresql:/x` (one slash) is a URL too, a malformed one, never a file named after it
_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]+):")
_HOST = re.compile(r"(\[[^\]]*\]|[^:\[\]]*)(?::([^:]*))?")  # host (an IPv6 address in brackets), :port
_CONTROL = re.compile(r"[\x00-\x20\x7f]")  # no URL holds a space or a control character unencoded
_PASSWORD_OPTION = re.compile(r"(?i)(\bpassword=)[^&#]*")
FORM = "postgresql://user:password@host:port/database"


class StorageRefused(ValueError):
    """The database cannot be used, said in one sentence that never shows its password: a file that is
    not a database, a schema newer than this code, a place the bot cannot write, a malformed URL, a
    server that cannot be reached. Start-up stops there (`Cannot start: <sentence>`, exit 2)."""


def _scheme(database: str) -> str | None:
    match = _SCHEME.match(database)
    return match.group(1).lower() if match is not None else None


def is_postgres(database: str) -> bool:
    return _scheme(database) in POSTGRES_SCHEMES


def check_database(database: str) -> str:
    """The database as given, if this bot can use it; StorageRefused (a ValueError) in one line
    otherwise: a URL of another scheme must not become a folder named after it, and a malformed
    PostgreSQL URL must not become a file (nor its password a part of the boards' paths)."""
    if not database.strip():
        raise StorageRefused("the database is empty: give a SQLite file path or a postgresql:// URL")
    scheme = _scheme(database)
    if scheme is None:
        return database
    if scheme not in POSTGRES_SCHEMES:
        # a file whose name has a colon (`notes:2024.db`) is written with a folder before it
        hint = "" if database[len(scheme) + 1:].startswith("/") else f" (./{database} for a file of that name)"
        raise StorageRefused(f"{shown(database)} is not a database this bot can use: give a SQLite file path{hint} "
                             f"or a {FORM} URL")
    problem = _malformed(database)
    if problem is not None:
        raise StorageRefused(f"{shown(database)} is not a well-formed URL: {problem}; write it as {FORM}")
    return database


def _malformed(url: str) -> str | None:
    """What is wrong with a postgresql: URL, as asyncpg would read it (None: nothing)."""
    if _CONTROL.search(url):
        return "it holds a space or a control character (write a space as %20)"
    rest = url.split(":", 1)[1]
    if not rest.startswith("//"):
        return "the scheme is followed by one slash or none, not two"
    try:
        parts = urlsplit(url)
    except ValueError as exc:  # an unclosed [ of an IPv6 address
        return str(exc)
    if "@" in url[url.index("//") + 2 + len(parts.netloc):]:
        # asyncpg ends the user and password at the first / ? or #: the rest would be taken as the host
        return "the password (or user) holds a / ? # or @, which must be written %2F %3F %23 %40"
    if parts.netloc.count("@") > 1:
        return "the password (or user) holds an @, which must be written %40"
    for host in parts.netloc.rpartition("@")[2].split(","):
        found = _HOST.fullmatch(host)
        if found is None:
            return f"{host!r} is not a host or host:port"
        port = found.group(2)
        if port is not None and not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
            return f"the port {port!r} is not a number from 1 to 65535"
    try:
        parse_qsl(parts.query, strict_parsing=True)
    except ValueError:
        if parts.query:
            return "the options after ? are not name=value pairs joined by &"
    return None


def shown(database: str) -> str:
    """The database for a message or a log: a URL's password is never shown, however malformed the URL
    (a password may hold / @ : ?, so everything between the first : after the user and the last @ goes),
    nor a `password=` option; a control character is shown as its escape, never sent to a terminal."""
    scheme = _SCHEME.match(database)
    if scheme is None:
        return visible(database)
    head, rest = database[:scheme.end()], database[scheme.end():]
    slashes = rest[:len(rest) - len(rest.lstrip("/"))]
    body = rest[len(slashes):]
    at = body.rfind("@")
    if at >= 0:
        user, colon, _ = body[:at].partition(":")
        if colon:
            body = f"{user}:***{body[at:]}"
    return visible(head + slashes + _PASSWORD_OPTION.sub(r"\1***", body))


def newer_schema(database: str, found: int, known: int) -> StorageRefused:
    """The refusal of a database written by a newer version of the bot (both backends say it alike)."""
    return StorageRefused(f"{shown(database)} has schema version {found}, newer than this code knows (up to {known}): "
                          "it was written by a newer version of the bot; run that version, or a copy of "
                          "the database from before the update")
