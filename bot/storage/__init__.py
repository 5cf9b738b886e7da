"""Storage: the one place with SQL. The service sees only the interface (`Storage`, `Transaction`) and
the typed rows; `open_storage` picks the backend for a database name."""
from __future__ import annotations

import re

from bot.storage.interface import Storage, Transaction
from bot.storage.rows import (
    ChallengeRow, GameRow, HistoryRow, LogEntry, OfferRow, RatingRow, ResultRow, StoredGame, VacationRow,
)

DEFAULT_DATABASE = "data/referee.db"
# anything that starts like a URL (scheme://) names a server, never a file
URL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*://")
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
PASSWORD = re.compile(r"(://[^/@:]*:)[^/@]*@")  # user:password@ in a URL


def is_postgres(database: str) -> bool:
    """Whether `database` is a PostgreSQL URL (postgresql://… or postgres://…)."""
    return database.lower().startswith(POSTGRES_SCHEMES)


async def open_storage(database: str = DEFAULT_DATABASE) -> Storage:
    """Open (creating and migrating as needed) the database: a PostgreSQL URL, or a SQLite file path.

    A URL of any other scheme is refused before anything is created (no folder named `mysql:`)."""
    if is_postgres(database):
        # imported here: the SQLite default never needs the PostgreSQL driver
        from bot.storage.postgres import PostgresStorage

        return await PostgresStorage.open(database)
    if URL.match(database):
        shown = PASSWORD.sub(r"\1***@", database)  # an error line is no place for a password
        raise ValueError(f'"{shown}" is not a database this bot can use: give a SQLite file path or a '
                         "postgresql:// URL")
    from bot.storage.sqlite import SqliteStorage

    return await SqliteStorage.open(database)


__all__ = ["DEFAULT_DATABASE", "ChallengeRow", "GameRow", "HistoryRow", "LogEntry", "OfferRow", "RatingRow",
           "ResultRow", "Storage", "StoredGame", "Transaction", "VacationRow", "is_postgres", "open_storage"]
