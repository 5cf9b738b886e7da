"""Where the database is: a SQLite file path (the embedded default) or a PostgreSQL URL. The one place
that tells them apart, for the command lines, the config and `open_storage`."""
from __future__ import annotations

import re

POSTGRES_SCHEMES = ("postgresql", "postgres")
_URL = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*)://")


def is_postgres(database: str) -> bool:
    match = _URL.match(database)
    return match is not None and match.group(1).lower() in POSTGRES_SCHEMES


def check_database(database: str) -> str:
    """The database as given, if this bot can use it; ValueError in one line otherwise (a URL of
    another scheme must not become a folder named after it)."""
    if not database.strip():
        raise ValueError("the database is empty: give a SQLite file path or a postgresql:// URL")
    match = _URL.match(database)
    if match is not None and match.group(1).lower() not in POSTGRES_SCHEMES:
        raise ValueError(f"{shown(database)} is not a database this bot can use: give a SQLite file path "
                         "or a postgresql://user:password@host:port/database URL")
    return database


def shown(database: str) -> str:
    """The database for a message or a log: a URL's password is never shown."""
    return re.sub(r"^([a-zA-Z][a-zA-Z0-9+.-]*://[^:/@]*):[^@/]*@", r"\1:***@", database)
